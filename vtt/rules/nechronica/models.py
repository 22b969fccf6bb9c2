"""File models for Nechronica: parts, dolls, enemies, scenarios and battle scripts (pydantic)."""
from __future__ import annotations

from typing import Literal, Optional

from pydantic import Field, field_validator, model_validator

from vtt.core.file_model import file_model
from vtt.core.picture_fields import MapPicture, Portrait, check_boxes, map_picture_field, portrait_field
from vtt.core.errors import InvalidValueError, Term
from vtt.rules.kit.models import FileModels

from .limits import BASE_AP_MAX, BODIES_MAX, FETTERS_MAX, MADNESS_MAX, REINFORCEMENT_MAX
# The vocabulary lives in terms.py (no pydantic, so the rules and the GUI start without it); these names
# stay importable from here.
from .terms import (AREA_NAMES_EN, AREA_NAMES_JA, AREAS, CATEGORIES, DOLL_START_AREAS,  # noqa: F401
                    LOCATION_NAMES_JA, LOCATIONS, SCHEMA_VERSION, TIMING_NAMES_JA, TIMINGS, area_id, category_id,
                    location_id, parse_range, timing_id)


Model = file_model(SCHEMA_VERSION)


class PartSpec(Model):
    """A part or maneuver as written on a sheet or in a catalog."""

    id: Optional[str] = Field(None, description="catalog id, when the part comes from a catalog")
    name: str = Field(min_length=1)
    name_en: Optional[str] = None
    location: str = Field(description="head, arms, torso, legs; body (horrors, legions); skill (not damageable)")
    timing: str = "auto"
    cost: Optional[int] = Field(None, ge=0, le=20, description="AP cost; null for none (Auto)")
    range: str = "-"
    effect: str = ""
    effect_en: Optional[str] = None
    category: str = "basic"
    level: int = Field(0, ge=0, le=3)
    dice: int = Field(1, ge=1, le=4, description="dice rolled for this maneuver's check")
    damaged: bool = False

    @field_validator("location", mode="before")
    @classmethod
    def _loc(cls, v):
        return location_id(v)

    @field_validator("timing", mode="before")
    @classmethod
    def _timing(cls, v):
        return timing_id(v)

    @field_validator("category", mode="before")
    @classmethod
    def _cat(cls, v):
        return category_id(v)

    @field_validator("cost", mode="before")
    @classmethod
    def _cost(cls, v):
        if isinstance(v, str):
            t = v.strip()
            if t in ("", "-", "－", "―", "なし"):
                return None
            if t.isdigit():
                return int(t)
            raise InvalidValueError("cost {value!r} is not a number", value=v)
        return v

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


class DollFile(Model):
    schema_version: int = SCHEMA_VERSION
    kind: Literal["doll"] = "doll"
    name: str = Field(min_length=1)
    name_en: Optional[str] = None
    portrait: Optional[Portrait] = portrait_field()
    position: str = ""
    main_class: str = ""
    sub_class: str = ""
    reinforcement: Reinforcement = Reinforcement()
    area: str = Field("limbo", title="Starting area", json_schema_extra={"choices": "areas"})
    base_ap: int = Field(6, ge=0, le=BASE_AP_MAX, title="Base AP")
    basic_parts: bool = Field(False, description="add every doll's basic parts (and a treasure) from the catalog "
                              "before 'parts' when a battle is set up; handy in hand-written scripts")
    parts: list[PartSpec] = Field([], json_schema_extra={"widget": "parts"})
    fetters: list[Fetter] = Field([], max_length=FETTERS_MAX)
    karma: list[str] = []
    memory_fragments: list[str] = []
    favor: int = Field(0, ge=0)
    notes: str = Field("", json_schema_extra={"widget": "text"})

    @field_validator("area", mode="before")
    @classmethod
    def _area(cls, v):
        a = area_id(v)
        if a not in DOLL_START_AREAS:
            raise InvalidValueError("a doll starts in 煉獄, 花園 or 楽園 (limbo, elysium, eden), not {value!r}", value=v)
        return a

    @model_validator(mode="after")
    def _parts_placed(self):
        for i, p in enumerate(self.parts):
            if p.location == "body":
                raise InvalidValueError("a doll's part sits in head, arms, torso or legs (or is a skill)", at=("parts", i))
        return self


class EnemyFile(Model):
    schema_version: int = SCHEMA_VERSION
    kind: Literal["legion", "horror", "savant"] = Field(json_schema_extra={"choices": "enemy_kinds"})
    name: str = Field(min_length=1)
    name_en: Optional[str] = None
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
            raise InvalidValueError("a legion needs 'bodies'")
        if self.kind != "legion" and self.bodies is not None:
            raise InvalidValueError("only a legion has 'bodies'")
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

    favor_fetter_change_cost: Literal[1, 2] = Field(1, description="001: 1 favor; 000 (English): 2")
    fumble_attacker_picks_location: bool = Field(
        False, description="000 (English): on a fumble the attacker also picks the location")
    treasure_recovery_any_fetter: bool = Field(
        False, description="errata: end-of-battle treasure recovery may take madness off any fetter")
    nc_declares_first: bool = Field(True, description="enforce: at the same count the NC side acts first")
    dismember_target: int = Field(6, ge=2, le=11, description="dismemberment check succeeds on this or more")


class DollEntry(Model):
    """A doll in a scenario: a file (relative to the scenario) or written inline."""

    id: Optional[str] = Field(None, json_schema_extra={"encounter": "id"})
    file: Optional[str] = Field(None, json_schema_extra={"encounter": "file"})
    doll: Optional[DollFile] = Field(None, json_schema_extra={"encounter": "sheet"})
    area: Optional[str] = Field(None, description="where she starts (default: her file's area)",
                                json_schema_extra={"encounter": "place", "places": list(DOLL_START_AREAS),
                                                   "default_from": "area"})

    @model_validator(mode="after")
    def _one(self):
        if (self.file is None) == (self.doll is None):
            raise InvalidValueError("give exactly one of 'file' or 'doll'")
        if self.area is not None:
            self.area = area_id(self.area)
        return self


class EnemyEntry(Model):
    id: Optional[str] = Field(None, json_schema_extra={"encounter": "id"})
    file: Optional[str] = Field(None, json_schema_extra={"encounter": "file"})
    enemy: Optional[EnemyFile] = Field(None, json_schema_extra={"encounter": "sheet"})
    area: str = Field("tartarus", json_schema_extra={"encounter": "place", "places": list(AREAS)})
    bodies: Optional[int] = Field(None, ge=1, le=BODIES_MAX, description="a legion's bodies (default: its file's)",
                                  json_schema_extra={"encounter": "count", "of": "bodies"})
    name: Optional[str] = None
    hidden: bool = False
    show_name: bool = True
    show_ap: bool = True
    show_damage: bool = True
    notes: str = ""

    @model_validator(mode="after")
    def _one(self):
        if (self.file is None) == (self.enemy is None):
            raise InvalidValueError("give exactly one of 'file' or 'enemy'")
        self.area = area_id(self.area)
        return self


class ScenarioFile(Model):
    schema_version: int = SCHEMA_VERSION
    kind: Literal["scenario"] = "scenario"
    ruleset: Literal["nechronica"] = Field("nechronica", description="the rules system (vtt.core.registry)")
    name: str = "Battle"
    description: str = ""
    map_picture: Optional[MapPicture] = map_picture_field()
    dolls: list[DollEntry] = Field(min_length=1, json_schema_extra={"encounter": "participants", "side": "dolls",
                                                                    "kinds": ["character"]})
    enemies: list[EnemyEntry] = Field([], json_schema_extra={"encounter": "participants", "side": "enemies",
                                                             "kinds": ["monster"]})
    victory: VictoryCondition = VictoryCondition()
    karma: list[str] = []
    options: Options = Options()
    seed: Optional[int] = None

    @model_validator(mode="after")
    def _boxes_over_areas(self):
        check_boxes(self.map_picture, AREAS)          # the five areas may lie over the picture too
        return self


#: `vtt play` input: a setup (a scenario inline or a file) and commands (the kit's, as every ruleset's)
BattleScript = FileModels("nechronica", SCHEMA_VERSION, model=Model).script(ScenarioFile)


class SavedBattle(Model):
    schema_version: int = SCHEMA_VERSION
    kind: Literal["battle"] = "battle"
    ruleset: Literal["nechronica"] = "nechronica"
    setup: ScenarioFile
    seed: Optional[int] = None
    log: list[dict] = []
    drawn: int = Field(0, ge=0, le=10_000_000, description="RNG words drawn so far: the random state with the seed")
    snapshot: Optional[dict] = None
