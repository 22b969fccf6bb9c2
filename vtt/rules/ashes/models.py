"""File models of the ashes ruleset (pydantic): combatants, scenarios, battle scripts.

Every file says ``"ruleset": "ashes"``. A combatant has an Effort Pool (d10s), Aura, Health boxes
of 10, Armor 0–3, one weapon with its advantage, techniques with their keywords, Imbalances and its
Chakra (none, slumbering, or already awakened with a Recovery and Prana)."""
from __future__ import annotations

from typing import Literal, Optional

from pydantic import ConfigDict, Field, model_validator

from vtt.core.errors import InvalidValueError
from vtt.core.file_model import Seed, given, is_value, rules, when
from vtt.rules.kit.models import FileModels
from vtt.rules.kit.places import Side

from .terms import ADVANTAGES, RULESET, SCHEMA_VERSION

M = FileModels(RULESET, SCHEMA_VERSION)
Model = M.Model
RECOVERY_MAX = 10
Advantage = Literal["balanced", "reflexive", "flexible", "reach", "heavy", "ranged", "subtle", "unarmed",
                    "improvised"]


class Weapon(Model):
    model_config = ConfigDict(json_schema_extra=when(      # (_mimic)
        is_value("advantage", "improvised", "unarmed"),
        {**given("mimics"), "properties": {"mimics": {"not": {"enum": ["improvised", None]}}}},
        {"properties": {"mimics": {"type": "null"}}}))

    name: str = Field(min_length=1)
    name_ja: Optional[str] = None
    advantage: Advantage = Field("unarmed", json_schema_extra={"choices": "advantages"})
    mimics: Optional[Advantage] = Field(None, description="an Improvised weapon: the advantage of the weapon it "
                                                          "stands in for", json_schema_extra={"choices": "advantages"})

    @model_validator(mode="after")
    def _mimic(self):
        if self.advantage == "improvised" and self.mimics in (None, "improvised"):
            raise InvalidValueError("an Improvised weapon names the advantage it mimics ('mimics')", at=("mimics",))
        if self.advantage != "improvised" and self.mimics is not None:
            raise InvalidValueError("only an Improvised weapon mimics another", at=("mimics",))
        return self


class Technique(Model):
    name: str = Field(min_length=1)
    name_ja: Optional[str] = None
    keyword: Literal["offensive", "defensive", "versatile"] = Field(json_schema_extra={"choices": "keywords"})
    bonus: int = Field(2, ge=0, le=20, description="added to the total of the set it bolsters (once per round)")


class Imbalance(Model):
    name: str = Field(min_length=1)
    name_ja: Optional[str] = Field(None, description="the name in Japanese, with 'name'")   # (one the rules do not name)
    rank: int = Field(1, ge=1, le=5)
    physical: bool = True


def _chakra_rules(schema: dict) -> None:
    """_awake as JSON Schema: an awakened Chakra has a Recovery of 1 or more and Prana up to 5 × Recovery
    (a rule for each Recovery the field allows)."""
    schema["allOf"] = [when(is_value("state", "awakened", "slumbering"), rules(
        {"required": ["recovery"], "properties": {"recovery": {"minimum": 1}}},
        *(when(is_value("recovery", r), {"properties": {"prana": {"maximum": 5 * r}}}) for r in range(1, RECOVERY_MAX + 1))))]


class Chakra(Model):
    model_config = ConfigDict(json_schema_extra=_chakra_rules)

    state: Literal["none", "slumbering", "awakened"] = Field("slumbering", json_schema_extra={"choices": "chakra_states"})
    recovery: int = Field(0, ge=0, le=RECOVERY_MAX)
    prana: int = Field(0, ge=0, le=50)

    @model_validator(mode="after")
    def _awake(self):
        if self.state == "awakened" and self.recovery < 1:
            raise InvalidValueError("an awakened Chakra has a Recovery of 1 or more", at=("recovery",))
        if self.prana > 5 * self.recovery and self.state == "awakened":
            raise InvalidValueError("Prana is at most the Pool (5 × Recovery)", at=("prana",))
        return self


class CharacterFile(M.Character):
    """A player character (kind ``character``) or an NPC / enemy template (``npc``)."""

    model_config = ConfigDict(json_schema_extra=when(is_value("degree", 0, 0),       # (_aura)
                                                     {"properties": {"aura": {"const": 0}}}))

    degree: int = Field(0, ge=0, le=10, description="Aura is had from Degree 1")
    effort: int = Field(5, ge=0, le=20, description="Effort Pool: d10s rolled each round")
    aura: int = Field(0, ge=0, le=100)
    health_boxes: int = Field(2, ge=1, le=10, description="boxes of 10 Health")
    armor: int = Field(0, ge=0, le=3, description="1 leather, 2 chainmail, 3 advanced tac-gear")
    senses: int = Field(0, ge=0, le=5, description="the Senses skill (a Subtle weapon's foe defends only with it)")
    weapon: Optional[Weapon] = Field(None, json_schema_extra={"choices": "weapons"})
    techniques: list[Technique] = Field([], json_schema_extra={"choices": "techniques"})
    imbalances: list[Imbalance] = Field([], json_schema_extra={"choices": "imbalances"})
    chakra: Chakra = Chakra(state="none")

    @model_validator(mode="after")
    def _aura(self):
        if self.degree == 0 and self.aura:
            raise InvalidValueError("Aura is possessed by characters of Degree 1 or higher", at=("aura",))
        return self


ZoneSpec = M.ZoneSpec


class ParticipantEntry(M.seat(CharacterFile)):
    side: Side = Field(json_schema_extra={"encounter": "side"})         # (no default: each names her side)
    zone: str = Field(json_schema_extra={"encounter": "place"})


class Options(Model):
    hidden_bids: bool = Field(False, description="bids are hidden from the other side until the bidding ends")
    hidden_effort: bool = Field(False, description="Effort dice are hidden from the other side")
    death_token: bool = Field(False, description="Death is a possibility from the first round")


class ScenarioFile(M.placed(ZoneSpec, ParticipantEntry)):
    options: Options = Options()
    seed: Optional[Seed] = None


BattleScript = M.script(ScenarioFile)
SavedBattle = M.battle(ScenarioFile)


assert set(ADVANTAGES) == set(Advantage.__args__)
