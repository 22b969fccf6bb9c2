"""The field groups of a package ruleset's file models (pydantic), made for its ruleset id: every file's head
(schema version, kind, ruleset, names in two languages), a participant's seat in a scenario, a zone, the
scenario's checks of its sides and places, and the battle script of `vtt play`.

    M = FileModels("zones", SCHEMA_VERSION)
    class CharacterFile(M.Character): ...                 # + its own fields
    class ParticipantEntry(M.seat(CharacterFile)): ...    # + zone, group…
    class ZoneSpec(M.ZoneSpec): ...                      # (or M.ZoneSpec itself) + exit
    class ScenarioFile(M.placed(ZoneSpec, ParticipantEntry)): ...   # + options, seed (M.Scenario: no zones)
    BattleScript = M.script(ScenarioFile)

A subclass's fields come after the group's, and a field it declares again keeps its place (ashes makes
``side`` required). ``battle(ScenarioFile)`` is the ruleset's saved battle. Imported only where a file is read
(pydantic's start-up cost)."""
# (no `from __future__ import annotations`: the groups' types are made for each ruleset when it asks)
import typing
from functools import cached_property
from typing import Annotated, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, model_validator

from vtt.core.errors import InvalidValueError
from vtt.core.file_model import ARRAY, Seed, exactly_one, file_model, is_value, version_field
from vtt.core.records import ID_MAX, MAX_DICE, MAX_DIE
from vtt.core.participants import check_sides
from vtt.core.picture_fields import MapPicture, Portrait, check_boxes, map_picture_field, portrait_field

from .places import SIDES, Side, check_places


def _someone_on_each_side(sides: tuple):
    """``json_schema_extra`` of a scenario: check_sides as JSON Schema (its participants' ``side`` and its default
    are read from the scenario's own participant model when the schema is made)."""

    def extra(schema: dict, cls) -> None:
        if "participants" not in cls.model_fields:      # (a model of some of its fields: the encounter builder's)
            return
        entry = typing.get_args(cls.model_fields["participants"].annotation)[0]
        side = entry.model_fields["side"]
        default = None if side.is_required() else side.default
        schema["properties"]["participants"]["allOf"] = [{"contains": is_value("side", s, default)}
                                                         for s in sides[:2]]
    return extra


def log_schema(most: int) -> dict:
    """A saved battle's log of at most ``most`` commands as the schema tells it: what the replay checks of each
    command before its rules do (its form: vtt.core.records.Command.from_dict); the rules' checks of its
    parameters are the replay's to make. The model reads the log as it is: the replay says why a command is
    refused, naming it (vtt.core.game_file.replay_log)."""
    return {"type": "array", "maxItems": most, "items": {
        "type": "object", "required": ["type"], "additionalProperties": True,
        "properties": {"type": {"type": "string"},
                       "actor": {"type": ["string", "null"], "maxLength": ID_MAX},
                       "dice": {"type": ["array", "null"], "maxItems": MAX_DICE,
                                "items": {"type": "integer", "minimum": 0, "maximum": MAX_DIE}}}}}


class FileModels:
    """The bases of ruleset ``ruleset``'s file models: ``Model`` (vtt.core.file_model: strict, its schema
    version checked; or the ruleset's own, ``model``), ``Character``, ``ZoneSpec``, ``Scenario``, and the
    makers ``placed(ZoneSpec, ParticipantEntry)``, ``seat(CharacterFile)`` and ``script(ScenarioFile)``; each
    made when first asked for."""

    def __init__(self, ruleset: str, schema_version: int, sides: tuple = SIDES, model: type | None = None):
        self.ruleset, self.schema_version, self.sides = ruleset, schema_version, sides
        self.Model = file_model(schema_version) if model is None else model

    def _head(self) -> tuple:
        # (a class body reads its own names first: a field's default is named otherwise than the field)
        return self.schema_version, self.ruleset, Literal[self.ruleset]

    @cached_property
    def Character(self) -> type[BaseModel]:
        version, rid, Ruleset = self._head()

        class Character(self.Model):
            schema_version: int = version_field(version)
            kind: Literal["character", "npc"] = "character"
            ruleset: Ruleset = Field(rid, description="the rules system (vtt.core.registry)")
            name: str = Field(min_length=1)
            name_ja: Optional[str] = None
            portrait: Optional[Portrait] = portrait_field()

        return Character

    @cached_property
    def ZoneSpec(self) -> type[BaseModel]:
        class ZoneSpec(self.Model):       # a place of the battle: its names, its cover, where the map draws it
            id: str = Field(min_length=1)
            name: Optional[str] = None
            name_ja: Optional[str] = None
            cover: bool = Field(False, description="a place where it is possible to take cover")
            at: Optional[tuple[Annotated[float, Field(ge=0, le=1)], Annotated[float, Field(ge=0, le=1)]]] = Field(
                None, strict=False, description="where the map draws it, 0-1 across and down")

        return ZoneSpec

    @cached_property
    def Scenario(self) -> type[BaseModel]:
        version, rid, Ruleset = self._head()
        sides = self.sides

        class Scenario(self.Model):
            # a battle to play: its head; a subclass gives its participants (and zones), options and seed.
            # Someone stands on each side, and where it has zones, each participant in one of them.
            model_config = ConfigDict(json_schema_extra=_someone_on_each_side(sides))

            schema_version: int = version_field(version)
            kind: Literal["scenario"] = "scenario"
            ruleset: Ruleset = Field(rid, description="the rules system (vtt.core.registry)")
            name: str = "Battle"
            name_ja: Optional[str] = None
            description: str = ""
            map_picture: Optional[MapPicture] = map_picture_field()

            @model_validator(mode="after")
            def _consistent(self):
                if "zones" in type(self).model_fields:
                    check_places(self.zones, self.edges, self.participants)
                check_boxes(self.map_picture, [z.id for z in getattr(self, "zones", None) or ()])
                check_sides(self.participants, sides)
                return self

        return Scenario

    def placed(self, zone_spec: type, participant_entry: type) -> type[BaseModel]:
        """A scenario fought over zones: its head, its zones (``zone_spec``), the edges between them and its
        participants (``participant_entry``, each in a zone); a subclass adds its options and seed."""

        class Placed(self.Scenario):
            zones: list[zone_spec] = Field(min_length=1, json_schema_extra={"encounter": "zones",
                                                                            "editor": "zone_graph"})
            edges: Optional[list[Annotated[tuple[str, str], ARRAY]]] = Field(None, description="adjacent zones; default: a line in order",
                                                           json_schema_extra={"encounter": "edges"})
            participants: list[participant_entry] = Field(min_length=1, json_schema_extra={"encounter": "participants"})

        return Placed

    def seat(self, character_file: type) -> type[BaseModel]:
        """A participant's seat in a scenario: her character file named or written inline (exactly one),
        her id and names there, her side; a subclass adds where she stands."""

        class Seat(self.Model):
            model_config = ConfigDict(json_schema_extra=exactly_one("character", "sheet"))     # (_one)

            # (json_schema_extra "encounter": what the encounter builder, vtt.workshop.encounter, reads each as)
            id: Optional[str] = Field(None, description="the id commands use (default: the name in lower case)",
                                      json_schema_extra={"encounter": "id"})
            character: Optional[str] = Field(None, description="a character file, relative to the scenario",
                                             json_schema_extra={"encounter": "file"})
            sheet: Optional[character_file] = Field(None, description="the character written inline",
                                                    json_schema_extra={"encounter": "sheet"})
            name: Optional[str] = Field(None, description="shown instead of the sheet's name")
            name_ja: Optional[str] = Field(None, description="the name in Japanese, with 'name'")
            side: Side = Field("foes", json_schema_extra={"encounter": "side"})

            @model_validator(mode="after")
            def _one(self):
                if (self.character is None) == (self.sheet is None):
                    raise InvalidValueError("give exactly one of 'character' (a file) or 'sheet' (inline)")
                return self

        return Seat

    def script(self, scenario_file: type) -> type[BaseModel]:
        """`vtt play` input of this ruleset: a setup (a scenario inline or a file) and commands."""
        version, rid, Ruleset = self._head()

        class BattleScript(self.Model):
            """`vtt play` input: a setup (a scenario inline or a file) and commands."""

            model_config = ConfigDict(json_schema_extra=exactly_one("scenario", "setup"))      # (_one)

            schema_version: int = version_field(version)
            kind: Literal["script"] = "script"
            ruleset: Ruleset = Field(rid, description="the rules system (vtt.core.registry)")
            scenario: Optional[str] = Field(None, description="path of a scenario file, relative to the script")
            setup: Optional[scenario_file] = None
            seed: Optional[Seed] = None
            auto_pass: bool = Field(False, description="close an open reaction window when the next command is not "
                                                       "a reaction")
            commands: list[dict] = []

            @model_validator(mode="after")
            def _one(self):
                if self.scenario is not None and self.setup is not None:
                    raise InvalidValueError("the script gives both 'scenario' ({scenario}) and 'setup': give one of "
                                            "them, 'scenario' (a scenario file, its path relative to the script) or "
                                            "'setup' (a scenario written inline)", scenario=self.scenario[:80])
                if self.scenario is None and self.setup is None:
                    raise InvalidValueError("the script gives neither 'scenario' nor 'setup': give one of them, "
                                            "'scenario' (a scenario file, its path relative to the script) or "
                                            "'setup' (a scenario written inline)")
                return self

        return BattleScript

    def battle(self, scenario_file: type) -> type[BaseModel]:
        """A saved battle of this ruleset (vtt.core.game_file writes it): its setup (the scenario, every
        character inline), its seed, the log of commands with their dice, the RNG words drawn, the snapshot the
        replay must reach. The log and the snapshot are checked as the battle is replayed."""
        version, rid, Ruleset = self._head()
        from vtt.core.game_file import MAX_DRAWN
        from vtt.core.session import MAX_LOG_COMMANDS

        class SavedBattle(self.Model):
            schema_version: int = version_field(version)
            kind: Literal["battle"] = "battle"
            ruleset: Ruleset = Field(rid, description="the rules system (vtt.core.registry)")
            setup: scenario_file
            seed: Optional[Seed] = None
            log: Annotated[list[dict], WithJsonSchema(log_schema(MAX_LOG_COMMANDS))] = Field(
                [], description="the commands with their dice, checked as they are replayed")
            drawn: int = Field(0, ge=0, le=MAX_DRAWN, description="RNG words drawn so far: the random state with the "
                                                                  "seed")
            snapshot: Optional[dict] = Field(None, description="the state the replay must reach")

        return SavedBattle
