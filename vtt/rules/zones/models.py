"""File models of the zones ruleset (pydantic): characters and monsters, scenarios, battle scripts.

Every file says ``"ruleset": "zones"``; a character's dice for an action are its attribute + skill,
written as ``{"attribute": 3, "skill": 2}`` or as the sum alone."""
from __future__ import annotations

from typing import Literal, Optional, Union

from pydantic import Field, field_validator, model_validator

from vtt.core.errors import InvalidValueError
from vtt.core.file_model import file_model
from vtt.core.package_system import check_places, check_sides

from .terms import ACTIONS, RULESET, SCHEMA_VERSION, SIDES, action_dice


Model = file_model(SCHEMA_VERSION)


class ActionDice(Model):
    attribute: int = Field(ge=0, le=10)
    skill: int = Field(0, ge=0, le=10)

    @property
    def dice(self) -> int:
        return self.attribute + self.skill


class Weapon(Model):
    name: str = Field(min_length=1)
    name_ja: Optional[str] = None
    action: Literal["strike", "shoot", "force"] = Field(description="strike: melee weapon; shoot: ranged; "
                                                                   "force: unarmed or wrestling",
                                                       title="Rolls", json_schema_extra={"choices": "actions"})
    damage: int = Field(1, ge=0, le=10, description="Physical Harm on a hit")
    range: tuple[int, int] = Field((0, 0), description="zone distances it reaches: [0, 0] same zone, [0, 1] a "
                                                       "sling, [1, 3] a longbow (not its own zone)")

    @model_validator(mode="after")
    def _span(self):
        lo, hi = self.range
        if not 0 <= lo <= hi <= 10:
            raise InvalidValueError("a range is [nearest, farthest] zones away, 0 to 10, nearest first", at=("range",))
        if self.action in ("strike", "force") and hi > 0:
            raise InvalidValueError("a melee weapon (strike, force) reaches its own zone only: range [0, 0]",
                                    at=("range",))
        return self


class CharacterFile(Model):
    """A player character (kind ``character``) or an NPC / monster (``npc``)."""

    schema_version: int = SCHEMA_VERSION
    kind: Literal["character", "npc"] = "character"
    ruleset: Literal["zones"] = Field(RULESET, description="the rules system (vtt.core.registry)")
    name: str = Field(min_length=1)
    name_ja: Optional[str] = None
    actions: dict[str, Union[int, ActionDice]] = Field(
        default_factory=dict, description="dice per action: attribute + skill (an action not listed rolls 0 dice)",
        json_schema_extra={"choices": "actions"})
    weapons: list[Weapon] = Field([], json_schema_extra={"choices": "weapons"})
    physical: Optional[int] = Field(None, ge=1, le=20, title="Physical Harm",
                                    description="Physical Harm capacity (null: the option's)")
    mental: Optional[int] = Field(None, ge=1, le=20, title="Mental Harm",
                                  description="Mental Harm capacity (null: the option's)")
    cards: int = Field(1, ge=1, le=4, title="Initiative cards",
                       description="initiative cards drawn (a monster may hold several)")
    notes: str = Field("", json_schema_extra={"widget": "text"})

    @field_validator("actions")
    @classmethod
    def _known_actions(cls, v):
        for k, d in v.items():
            if k not in ACTIONS:
                raise InvalidValueError("unknown action {action!r}; the actions are: {known}", at=(k,),
                                        action=k, known=", ".join(ACTIONS))
            if isinstance(d, int) and not 0 <= d <= 20:
                raise InvalidValueError("an action has 0 to 20 dice", at=(k,))
        return v

    def dice(self) -> dict[str, int]:
        return action_dice(self.actions)


class ZoneSpec(Model):
    id: str = Field(min_length=1)
    name: Optional[str] = None
    name_ja: Optional[str] = None
    cover: bool = Field(False, description="a place where it is possible to take cover")
    exit: bool = Field(False, description="one can flee the fight from here")
    at: Optional[tuple[float, float]] = Field(None, description="where the map draws it, 0-1 across and down")


class ParticipantEntry(Model):
    id: Optional[str] = Field(None, description="the id commands use (default: the name in lower case)",
                              json_schema_extra={"encounter": "id"})
    character: Optional[str] = Field(None, description="a character file, relative to the scenario",
                                     json_schema_extra={"encounter": "file"})
    sheet: Optional[CharacterFile] = Field(None, description="the character written inline",
                                           json_schema_extra={"encounter": "sheet"})
    name: Optional[str] = Field(None, description="shown instead of the sheet's name")
    name_ja: Optional[str] = Field(None, description="the name in Japanese, with 'name'")
    side: Literal["party", "foes"] = Field("foes", json_schema_extra={"encounter": "side"})
    zone: str = Field(json_schema_extra={"encounter": "place"})
    group: Optional[str] = Field(None, description="identical NPCs of one group share one initiative card",
                                 json_schema_extra={"encounter": "group"})

    @model_validator(mode="after")
    def _one(self):
        if (self.character is None) == (self.sheet is None):
            raise InvalidValueError("give exactly one of 'character' (a file) or 'sheet' (inline)")
        return self


class Options(Model):
    success: int = Field(6, ge=2, le=6, description="a die showing this or more is a success")
    harm_capacity: int = Field(5, ge=1, le=20, description="Harm a player character can take on each track")
    npc_harm_capacity: int = Field(3, ge=1, le=20, description="an NPC's capacity where its sheet gives none")
    deck: int = Field(10, ge=2, le=30, description="initiative cards 1 to this")
    cover_successes: int = Field(1, ge=0, le=5, description="extra successes a Shoot needs at a target in cover")


class ScenarioFile(Model):
    schema_version: int = SCHEMA_VERSION
    kind: Literal["scenario"] = "scenario"
    ruleset: Literal["zones"] = Field(RULESET, description="the rules system (vtt.core.registry)")
    name: str = "Battle"
    name_ja: Optional[str] = None
    description: str = ""
    zones: list[ZoneSpec] = Field(min_length=1, json_schema_extra={"encounter": "zones", "editor": "zone_graph"})
    edges: Optional[list[tuple[str, str]]] = Field(None, description="adjacent zones; default: a line in order",
                                                   json_schema_extra={"encounter": "edges"})
    participants: list[ParticipantEntry] = Field(min_length=1, json_schema_extra={"encounter": "participants"})
    options: Options = Options()
    seed: Optional[int] = None

    @model_validator(mode="after")
    def _consistent(self):
        check_places(self.zones, self.edges, self.participants)
        check_sides(self.participants, SIDES)
        return self


class BattleScript(Model):
    """`vtt play` input: a setup (a scenario inline or a file) and commands."""

    schema_version: int = SCHEMA_VERSION
    kind: Literal["script"] = "script"
    ruleset: Literal["zones"] = Field(RULESET, description="the rules system (vtt.core.registry)")
    scenario: Optional[str] = Field(None, description="path of a scenario file, relative to the script")
    setup: Optional[ScenarioFile] = None
    seed: Optional[int] = None
    auto_pass: bool = Field(False, description="close an open reaction window when the next command is not a reaction")
    commands: list[dict] = []

    @model_validator(mode="after")
    def _one(self):
        if (self.scenario is None) == (self.setup is None):
            raise InvalidValueError("give exactly one of 'scenario' or 'setup'")
        return self

