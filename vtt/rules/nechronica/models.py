"""File models for Nechronica: parts, dolls, enemies, scenarios and battle scripts (pydantic).

Names have every ruleset's shape: ``name`` the English (or the only) name, ``name_ja`` the Japanese where it
differs. Files written before #41 gave ``name`` in Japanese and ``name_en`` in English; ``old_names`` reads
them so, here only (docs/formats.md, "Names")."""
from __future__ import annotations

import copy
from typing import Literal, Optional

from pydantic import ConfigDict, Field, field_validator, model_validator

from vtt.core.file_model import Seed, exactly_one, file_model, given, is_value, rules, version_field, when
from vtt.core.picture_fields import MapPicture, Portrait, check_boxes, map_picture_field, portrait_field
from vtt.core.errors import InvalidValueError, Term
from vtt.rules.kit.models import FileModels
from vtt.rules.kit.words import name_term

from .limits import BASE_AP_MAX, BODIES_MAX, FETTERS_MAX, MADNESS_MAX, REINFORCEMENT_MAX
# The vocabulary lives in terms.py (no pydantic, so the rules and the GUI start without it); these names
# stay importable from here.
from .terms import (AREA_NAMES_EN, AREA_NAMES_JA, AREA_SPELLINGS, AREAS, CATEGORIES,  # noqa: F401
                    CATEGORY_SPELLINGS, DOLL_START_AREA_SPELLINGS, DOLL_START_AREAS, LOCATION_NAMES_JA,
                    LOCATION_SPELLINGS, LOCATIONS, SCHEMA_VERSION, TIMING_NAMES_JA, TIMING_SPELLINGS, TIMINGS, area_id,
                    category_id, location_id, parse_range, spelled, timing_id)


Model = file_model(SCHEMA_VERSION)
#: how a file may write the locations "body" and "skill" (the JSON Schemas' rules on parts name them)
BODY, SKILL = (tuple(s for s in LOCATION_SPELLINGS if location_id(s) == loc) for loc in ("body", "skill"))


# -- names, and the old shape's (the one place that knows it) ---------------------------------------------------
#: what a file's ``name`` and ``name_ja`` are, as the editors' tooltips and the schemas say
NAME, NAME_JA = "the English name, or the only one", "the name in Japanese, with 'name'"
#: the old shape's English name in a JSON Schema: read (as ``old_names`` says), never written
OLD_NAME_EN = {"anyOf": [{"type": "string"}, {"type": "null"}], "deprecated": True, "title": "Name En",
               "description": "the old shape (before #41): the English name, with 'name' in Japanese; read as "
                              "'name', the old 'name' becoming 'name_ja'. Write 'name' and 'name_ja'"}


def old_names(data):
    """A part's, doll's or enemy's data in the shape of names every ruleset's files have: the old shape's
    ``{"name": ja, "name_en": en}`` read as ``{"name": en, "name_ja": ja}`` (``name_ja`` left out where it is
    the English again); an old file without ``name_en`` keeps its ``name`` as it is, whatever its language (it
    is the only name). ``name_en`` with ``name_ja`` is neither shape, and refused; a ``name_en`` that is null or
    blank is no English name. A ``name`` that is missing or not text is left for the model to refuse."""
    if not isinstance(data, dict) or "name_en" not in data:
        return data
    if "name_ja" in data:
        raise InvalidValueError("give 'name' and 'name_ja' (the old 'name_en' is read as 'name', so not with "
                                "'name_ja')", at=("name_en",))
    out = dict(data)
    en = out.pop("name_en")
    if en is not None and not isinstance(en, str):
        raise InvalidValueError("the old English name is text (or null)", at=("name_en",))   # (not the value: any size)
    name = out.get("name")
    if en is None or not en.strip() or not isinstance(name, str) or not name.strip():
        return out
    out["name"] = en
    if name.strip() != en.strip():
        out["name_ja"] = name
    return out


def _names_schema(rules_extra: dict | None = None):
    """``json_schema_extra`` of a model with names: ``rules_extra`` (its rules across fields), and the old
    shape's ``name_en`` (after ``name_ja``; not with it), which ``old_names`` reads."""

    def extra(schema: dict, cls=None) -> None:
        if rules_extra:
            schema.update(copy.deepcopy(rules_extra))
        props = {}
        for key, value in schema["properties"].items():
            props[key] = value
            if key == "name_ja":
                props["name_en"] = OLD_NAME_EN
        schema["properties"] = props
        schema.setdefault("allOf", []).append({"not": {"required": ["name_en", "name_ja"]}})
    return extra


class Named(Model):
    """A file model with names (a part, a doll, an enemy): reads the old shape (``old_names``)."""

    @model_validator(mode="before")
    @classmethod
    def _old_names(cls, data):
        return old_names(data)

    @property
    def label(self) -> Term:
        """Its name in every language (the Japanese its key), as the rules tell names (the battle's too)."""
        return name_term(self.name, self.name_ja)


def _parts_in(locations: dict) -> dict:
    """JSON Schema: every part's location is (or is not: ``{"not": ...}``) one of these."""
    return {"properties": {"parts": {"items": {"properties": {"location": locations}}}}}


class PartSpec(Named):
    """A part or maneuver as written on a sheet or in a catalog."""

    model_config = ConfigDict(json_schema_extra=_names_schema())

    id: Optional[str] = Field(None, description="catalog id, when the part comes from a catalog")
    name: str = Field(min_length=1, description=NAME)
    name_ja: Optional[str] = Field(None, description=NAME_JA)
    location: str = Field(description="head, arms, torso, legs; body (horrors, legions); skill (not damageable)",
                          json_schema_extra={"enum": list(LOCATION_SPELLINGS)})
    timing: str = Field("auto", json_schema_extra={"enum": list(TIMING_SPELLINGS)})
    cost: Optional[int] = Field(None, ge=0, le=20, description="AP cost; null for none (Auto)")
    range: str = "-"
    effect: str = ""
    effect_en: Optional[str] = None
    category: str = Field("basic", json_schema_extra={"enum": list(CATEGORY_SPELLINGS)})
    level: int = Field(0, ge=0, le=3)
    dice: int = Field(1, ge=1, le=4, description="dice rolled for this maneuver's check")
    damaged: bool = False

    @field_validator("location")
    @classmethod
    def _loc(cls, v):
        return location_id(spelled(v, LOCATION_SPELLINGS, "location"))

    @field_validator("timing")
    @classmethod
    def _timing(cls, v):
        return timing_id(spelled(v, TIMING_SPELLINGS, "timing"))

    @field_validator("category")
    @classmethod
    def _cat(cls, v):
        return category_id(spelled(v, CATEGORY_SPELLINGS, "category"))

    @field_validator("range")
    @classmethod
    def _range(cls, v):
        parse_range(v)
        return v


class Reinforcement(Model):
    armament: int = Field(0, ge=0, le=REINFORCEMENT_MAX)
    mutation: int = Field(0, ge=0, le=REINFORCEMENT_MAX)
    modification: int = Field(0, ge=0, le=REINFORCEMENT_MAX)


class Fetter(Model):
    target: str = Field(min_length=1)
    emotion: str = Field(min_length=1, description="the fetter's content, e.g. 依存")
    madness: int = Field(3, ge=0, le=MADNESS_MAX)
    mad_effect: str = Field("", description="name of the mad effect, e.g. 幼児退行")
    treasure: bool = Field(False, description="this is the fetter to the treasure")


class DollFile(Named):
    model_config = ConfigDict(json_schema_extra=_names_schema(
        rules(_parts_in({"not": {"enum": list(BODY)}}))))    # (_parts_placed)

    schema_version: int = version_field(SCHEMA_VERSION)
    kind: Literal["doll"] = "doll"
    name: str = Field(min_length=1, description=NAME)
    name_ja: Optional[str] = Field(None, description=NAME_JA)
    portrait: Optional[Portrait] = portrait_field()
    # the rulebook's positions and classes (lists.py), another name only as a house rule (a supplement's)
    position: str = Field("", json_schema_extra={"choices": "positions", "house_rule": True})
    main_class: str = Field("", json_schema_extra={"choices": "classes", "house_rule": True})
    sub_class: str = Field("", json_schema_extra={"choices": "classes", "house_rule": True})
    reinforcement: Reinforcement = Reinforcement()
    area: str = Field("limbo", title="Starting area",
                      json_schema_extra={"choices": "areas", "enum": list(DOLL_START_AREA_SPELLINGS)})
    base_ap: int = Field(6, ge=0, le=BASE_AP_MAX, title="Base AP")
    basic_parts: bool = Field(False, description="add every doll's basic parts (and a treasure) from the catalog "
                              "before 'parts' when a battle is set up; handy in hand-written scripts")
    parts: list[PartSpec] = Field([], json_schema_extra={"widget": "parts"})
    fetters: list[Fetter] = Field([], max_length=FETTERS_MAX, json_schema_extra={"choices": "fetters"})
    karma: list[str] = []
    memory_fragments: list[str] = []
    favor: int = Field(0, ge=0)
    notes: str = Field("", json_schema_extra={"widget": "text"})

    @field_validator("area")
    @classmethod
    def _area(cls, v):
        a = area_id(spelled(v, AREA_SPELLINGS, "area"))
        if a not in DOLL_START_AREAS:
            raise InvalidValueError("a doll starts in 煉獄, 花園 or 楽園 (limbo, elysium, eden), not {value!r}", value=v)
        return a

    @model_validator(mode="after")
    def _parts_placed(self):
        for i, p in enumerate(self.parts):
            if p.location == "body":
                raise InvalidValueError("a doll's part sits in head, arms, torso or legs (or is a skill)", at=("parts", i))
        return self


def reinforcement_refusals(doll: DollFile) -> list[InvalidValueError]:
    """Each reinforcement value that is not the number of the doll's parts of its category, at its field:
    the doll editor saves no doll so (a file holding one still opens: an import, a house rule)."""
    out = []
    for cat in ("armament", "mutation", "modification"):
        count = sum(1 for p in doll.parts if p.category == cat)
        value = getattr(doll.reinforcement, cat)
        if count != value:
            out.append(InvalidValueError("{count} part(s) of this category, but the reinforcement value is {value}: "
                                         "make them match", at=("reinforcement", cat), count=count, value=value))
    return out


class EnemyFile(Named):
    model_config = ConfigDict(json_schema_extra=_names_schema(rules(           # (_shape)
        when(is_value("kind", "legion"), given("bodies"),
             {"properties": {"bodies": {"type": "null"}}}),
        when(is_value("kind", "savant"), _parts_in({"not": {"enum": list(BODY)}}),
             _parts_in({"enum": list(BODY + SKILL)})))))

    schema_version: int = version_field(SCHEMA_VERSION)
    kind: Literal["legion", "horror", "savant"] = Field(json_schema_extra={"choices": "enemy_kinds"})
    name: str = Field(min_length=1, description=NAME)
    name_ja: Optional[str] = Field(None, description=NAME_JA)
    portrait: Optional[Portrait] = portrait_field()
    base_ap: int = Field(description="max AP before part bonuses (legion/horror: their max AP; savant: 6)",
                         ge=0, le=BASE_AP_MAX, title="Base AP")
    threat: int = Field(ge=0, description="legion: per 5 bodies; horror, savant: in total")
    basic_parts: bool = Field(False, description="savant: add a doll's basic parts before 'parts'")
    bodies: Optional[int] = Field(None, ge=1, le=BODIES_MAX, description="legion only: number of bodies")
    parts: list[PartSpec] = Field([], json_schema_extra={"widget": "parts"})
    fetters: list[Fetter] = []
    notes: str = Field("", json_schema_extra={"widget": "text"})

    @model_validator(mode="after")
    def _shape(self):
        if self.kind == "legion" and self.bodies is None:
            raise InvalidValueError("a legion needs 'bodies'", at=("bodies",))
        if self.kind != "legion" and self.bodies is not None:
            raise InvalidValueError("only a legion has 'bodies'", at=("bodies",))
        for i, p in enumerate(self.parts):
            if self.kind == "savant" and p.location == "body":
                raise InvalidValueError("a savant's parts sit in head, arms, torso or legs", at=("parts", i))
            if self.kind != "savant" and p.location not in ("body", "skill"):
                raise InvalidValueError("a {kind}'s parts have location 'body'", at=("parts", i),
                                        kind=Term("enemy_kind", self.kind))
        return self


class VictoryCondition(Model):
    type: Literal["annihilate", "survive_rounds", "custom"] = "annihilate"
    rounds: Optional[int] = Field(None, ge=1)
    text: str = ""


class Options(Model):
    """Rule variants. Defaults follow the Japanese rulebook; the English readings are options."""

    favor_fetter_change_cost: int = Field(1, ge=1, le=2, title="Favor to change a fetter",
                                          description="001: 1 favor; 000 (English): 2")
    fumble_attacker_picks_location: bool = Field(
        False, title="A fumble's attacker picks the location",
        description="000 (English): on a fumble the attacker also picks the location")
    treasure_recovery_any_fetter: bool = Field(
        False, title="Treasure recovery from any fetter",
        description="errata: end-of-battle treasure recovery may take madness off any fetter")
    nc_declares_first: bool = Field(True, title="The NC side declares first at a tie",
                                    description="enforce: at the same count the NC side acts first")
    dismember_target: int = Field(6, ge=2, le=11, title="Dismemberment succeeds on",
                                  description="dismemberment check succeeds on this or more")


class DollEntry(Model):
    """A doll in a scenario: a file (relative to the scenario) or written inline."""

    model_config = ConfigDict(json_schema_extra=exactly_one("file", "doll"))

    id: Optional[str] = Field(None, json_schema_extra={"encounter": "id"})
    file: Optional[str] = Field(None, json_schema_extra={"encounter": "file"})
    doll: Optional[DollFile] = Field(None, json_schema_extra={"encounter": "sheet"})
    area: Optional[str] = Field(None, description="where she starts (default: her file's area)",
                                json_schema_extra={"encounter": "place", "places": list(DOLL_START_AREAS),
                                                   "default_from": "area", "enum": [*AREA_SPELLINGS, None]})

    @model_validator(mode="after")
    def _one(self):
        if (self.file is None) == (self.doll is None):
            raise InvalidValueError("give exactly one of 'file' or 'doll'")
        if self.area is not None:
            self.area = area_id(spelled(self.area, AREA_SPELLINGS, "area"))
        return self


class EnemyEntry(Model):
    model_config = ConfigDict(json_schema_extra=exactly_one("file", "enemy"))

    id: Optional[str] = Field(None, json_schema_extra={"encounter": "id"})
    file: Optional[str] = Field(None, json_schema_extra={"encounter": "file"})
    enemy: Optional[EnemyFile] = Field(None, json_schema_extra={"encounter": "sheet"})
    area: str = Field("tartarus", json_schema_extra={"encounter": "place", "places": list(AREAS),
                                                     "enum": list(AREA_SPELLINGS)})
    bodies: Optional[int] = Field(None, ge=1, le=BODIES_MAX, description="a legion's bodies (default: its file's)",
                                  json_schema_extra={"encounter": "count", "of": "bodies"})
    name: Optional[str] = Field(None, description="shown instead of the sheet's name")
    name_ja: Optional[str] = Field(None, description=NAME_JA)
    hidden: bool = False
    show_name: bool = True
    show_ap: bool = Field(True, title="Show AP")
    show_damage: bool = True
    notes: str = ""

    @model_validator(mode="after")
    def _one(self):
        if (self.file is None) == (self.enemy is None):
            raise InvalidValueError("give exactly one of 'file' or 'enemy'")
        self.area = area_id(spelled(self.area, AREA_SPELLINGS, "area"))
        return self


class ScenarioFile(Model):
    schema_version: int = version_field(SCHEMA_VERSION)
    kind: Literal["scenario"] = "scenario"
    ruleset: Literal["nechronica"] = Field("nechronica", description="the rules system (vtt.core.registry)")
    name: str = Field("Battle", description=NAME)
    name_ja: Optional[str] = Field(None, description=NAME_JA)
    description: str = ""
    map_picture: Optional[MapPicture] = map_picture_field()
    dolls: list[DollEntry] = Field(min_length=1, json_schema_extra={"encounter": "participants", "side": "dolls",
                                                                    "kinds": ["character"]})
    enemies: list[EnemyEntry] = Field([], json_schema_extra={"encounter": "participants", "side": "enemies",
                                                             "kinds": ["monster"]})
    victory: VictoryCondition = VictoryCondition()
    karma: list[str] = []
    options: Options = Options()
    seed: Optional[Seed] = None

    @model_validator(mode="after")
    def _boxes_over_areas(self):
        check_boxes(self.map_picture, AREAS)          # the five areas may lie over the picture too
        return self


#: `vtt play` input: a setup (a scenario inline or a file) and commands (the kit's, as every ruleset's)
BattleScript = FileModels("nechronica", SCHEMA_VERSION, model=Model).script(ScenarioFile)


def has_old_names(value) -> bool:
    """Whether data holds a name in the old shape (a ``name_en``) anywhere: a doll's, an enemy's, a part's."""
    if isinstance(value, dict):
        return "name_en" in value or any(has_old_names(v) for v in value.values())
    if isinstance(value, list):
        return any(has_old_names(v) for v in value)
    return False


def old_state(snapshot):
    """A snapshot in the shape every ruleset's has: one saved before #41 named the battle's fighters
    ``participants``, read as ``fighters`` (in its place, the keys' order kept); any other left as it is (one
    with both words, or a broken one, is then refused as any snapshot the replay does not reach)."""
    if not isinstance(snapshot, dict) or "participants" not in snapshot or "fighters" in snapshot:
        return snapshot
    return {("fighters" if key == "participants" else key): value for key, value in snapshot.items()}


class SavedBattle(FileModels("nechronica", SCHEMA_VERSION, model=Model).battle(ScenarioFile)):
    # a saved battle (vtt.core.game_file writes it): the setup, seed, log, RNG words drawn and snapshot, as every
    # ruleset's. One saved before #41 says ``participants`` in its snapshot (``old_state``): read as ``fighters``,
    # and checked against the replay as any other. One whose setup has the old shape of names was saved with
    # those names in its snapshot too (a doll's, a part's: the Japanese where there was an English one); its log
    # is replayed as any other's, and the old snapshot, which names no longer match, is not held against it
    # (saving it writes a new one).

    @model_validator(mode="before")
    @classmethod
    def _old_snapshot(cls, data):
        if not isinstance(data, dict) or data.get("snapshot") is None:
            return data
        if has_old_names(data.get("setup")):
            return {**data, "snapshot": None}
        return {**data, "snapshot": old_state(data["snapshot"])}
