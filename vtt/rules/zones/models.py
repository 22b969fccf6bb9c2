"""File models of the zones ruleset (pydantic): characters and monsters, scenarios, battle scripts.

Every file says ``"ruleset": "zones"``; a character's dice for an action are its attribute + skill,
written as ``{"attribute": 3, "skill": 2}`` or as the sum alone."""
from __future__ import annotations

from typing import Annotated, Literal, Optional, Union

from pydantic import ConfigDict, Field, field_validator, model_validator

from vtt.core.errors import InvalidValueError
from vtt.core.file_model import Seed, closed_keys, is_value, rules, when
from vtt.rules.kit.models import FileModels

from .terms import ACTIONS, MELEE_ACTIONS, RULESET, SCHEMA_VERSION, action_dice

M = FileModels(RULESET, SCHEMA_VERSION)
Model = M.Model
RANGE_MAX = 10          # the farthest a weapon reaches, in zones
Reach = Annotated[int, Field(ge=0, le=RANGE_MAX)]


class ActionDice(Model):
    attribute: int = Field(ge=0, le=10)
    skill: int = Field(0, ge=0, le=10)

    @property
    def dice(self) -> int:
        return self.attribute + self.skill


def _range_rules(schema: dict) -> None:
    """_span as JSON Schema: the nearest no farther than the farthest (a rule for each farthest the field
    allows), a melee weapon's [0, 0]."""

    def at(place: int, what: dict) -> dict:
        return {"properties": {"range": {"prefixItems": [True] * place + [what]}}}
    schema["allOf"] = [*(when(at(1, {"const": h}), at(0, {"maximum": h})) for h in range(RANGE_MAX + 1)),
                       when({"required": ["action"], "properties": {"action": {"enum": list(MELEE_ACTIONS)}}},
                            at(1, {"const": 0}))]


class Weapon(Model):
    model_config = ConfigDict(json_schema_extra=_range_rules)

    name: str = Field(min_length=1)
    name_ja: Optional[str] = None
    action: Literal["strike", "shoot", "force"] = Field(description="strike: melee weapon; shoot: ranged; "
                                                                   "force: unarmed or wrestling",
                                                       title="Rolls", json_schema_extra={"choices": "actions"})
    damage: int = Field(1, ge=0, le=10, description="Physical Harm on a hit")
    range: tuple[Reach, Reach] = Field(
        (0, 0), strict=False, description="zone distances it reaches: [0, 0] same zone, [0, 1] a "
                                                       "sling, [1, 3] a longbow (not its own zone)")

    @model_validator(mode="after")
    def _span(self):
        lo, hi = self.range
        if lo > hi:
            raise InvalidValueError("a range is [nearest, farthest] zones away, 0 to 10, nearest first", at=("range",))
        if self.action in MELEE_ACTIONS and hi > 0:
            raise InvalidValueError("a melee weapon (strike, force) reaches its own zone only: range [0, 0]",
                                    at=("range",))
        return self


class CharacterFile(M.Character):
    """A player character (kind ``character``) or an NPC / monster (``npc``)."""

    actions: dict[str, Union[Annotated[int, Field(ge=0, le=20)], ActionDice]] = Field(
        default_factory=dict, description="dice per action: attribute + skill (an action not listed rolls 0 dice)",
        json_schema_extra={"choices": "actions", **closed_keys(ACTIONS)})
    weapons: list[Weapon] = Field([], json_schema_extra={"choices": "weapons"})
    physical: Optional[int] = Field(None, ge=1, le=20, title="Physical Harm",
                                    description="Physical Harm capacity (unset: the battle's option)")
    mental: Optional[int] = Field(None, ge=1, le=20, title="Mental Harm",
                                  description="Mental Harm capacity (unset: the battle's option)")
    cards: int = Field(1, ge=1, le=4, title="Initiative cards",
                       description="initiative cards drawn (a monster may hold several)")
    notes: str = Field("", json_schema_extra={"widget": "text"})

    @field_validator("actions")
    @classmethod
    def _known_actions(cls, v):
        for k in v:
            if k not in ACTIONS:
                raise InvalidValueError("unknown action {action!r}; the actions are: {known}", at=(k,),
                                        action=k, known=", ".join(ACTIONS))
        return v

    def dice(self) -> dict[str, int]:
        return action_dice(self.actions)


class ZoneSpec(M.ZoneSpec):
    exit: bool = Field(False, description="one can flee the fight from here")


class ParticipantEntry(M.seat(CharacterFile)):
    zone: str = Field(json_schema_extra={"encounter": "place"})
    group: Optional[str] = Field(None, description="identical NPCs of one group share one initiative card",
                                 json_schema_extra={"encounter": "group"})


class Options(Model):
    success: int = Field(6, ge=2, le=6, description="a die showing this or more is a success")
    harm_capacity: int = Field(5, ge=1, le=20, description="Harm a player character can take on each track")
    npc_harm_capacity: int = Field(3, ge=1, le=20, title="NPC harm capacity",
                                   description="an NPC's capacity where its sheet gives none")
    deck: int = Field(10, ge=2, le=30, description="initiative cards 1 to this")
    cover_successes: int = Field(1, ge=0, le=5, description="extra successes a Shoot needs at a target in cover")


class ScenarioFile(M.placed(ZoneSpec, ParticipantEntry)):
    options: Options = Options()
    seed: Optional[Seed] = None


BattleScript = M.script(ScenarioFile)
SavedBattle = M.battle(ScenarioFile)
