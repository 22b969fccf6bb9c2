"""File models of the ashes ruleset (pydantic): combatants, scenarios, battle scripts.

Every file says ``"ruleset": "ashes"``. A combatant has an Effort Pool (d10s), Aura, Health boxes
of 10, Armor 0–3, one weapon with its advantage, techniques with their keywords, Imbalances and its
Chakra (none, slumbering, or already awakened with a Recovery and Prana)."""
from __future__ import annotations

from typing import Literal, Optional

from pydantic import Field, model_validator

from vtt.core.errors import InvalidValueError
from vtt.core.file_model import file_model
from vtt.core.package_system import check_places, check_sides

from .terms import ADVANTAGES, RULESET, SCHEMA_VERSION, SIDES

Model = file_model(SCHEMA_VERSION)
Advantage = Literal["balanced", "reflexive", "flexible", "reach", "heavy", "ranged", "subtle", "unarmed",
                    "improvised"]


class Weapon(Model):
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
    rank: int = Field(1, ge=1, le=5)
    physical: bool = True


class Chakra(Model):
    state: Literal["none", "slumbering", "awakened"] = Field("slumbering", json_schema_extra={"choices": "chakra_states"})
    recovery: int = Field(0, ge=0, le=10)
    prana: int = Field(0, ge=0, le=50)

    @model_validator(mode="after")
    def _awake(self):
        if self.state == "awakened" and self.recovery < 1:
            raise InvalidValueError("an awakened Chakra has a Recovery of 1 or more", at=("recovery",))
        if self.prana > 5 * self.recovery and self.state == "awakened":
            raise InvalidValueError("Prana is at most the Pool (5 × Recovery)", at=("prana",))
        return self


class CharacterFile(Model):
    """A player character (kind ``character``) or an NPC / enemy template (``npc``)."""

    schema_version: int = SCHEMA_VERSION
    kind: Literal["character", "npc"] = "character"
    ruleset: Literal["ashes"] = Field(RULESET, description="the rules system (vtt.core.registry)")
    name: str = Field(min_length=1)
    name_ja: Optional[str] = None
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


class ZoneSpec(Model):
    id: str = Field(min_length=1)
    name: Optional[str] = None
    name_ja: Optional[str] = None
    cover: bool = False
    at: Optional[tuple[float, float]] = None


class ParticipantEntry(Model):
    id: Optional[str] = Field(None, json_schema_extra={"encounter": "id"})
    name: Optional[str] = None
    name_ja: Optional[str] = None
    character: Optional[str] = Field(None, description="path of a character file, relative to the scenario",
                                     json_schema_extra={"encounter": "file"})
    sheet: Optional[CharacterFile] = Field(None, json_schema_extra={"encounter": "sheet"})
    side: Literal["party", "foes"] = Field(json_schema_extra={"encounter": "side"})
    zone: str = Field(json_schema_extra={"encounter": "place"})

    @model_validator(mode="after")
    def _one(self):
        if (self.character is None) == (self.sheet is None):
            raise InvalidValueError("give exactly one of 'character' (a file) or 'sheet' (inline)")
        return self


class Options(Model):
    hidden_bids: bool = Field(False, description="bids are hidden from the other side until the bidding ends")
    hidden_effort: bool = Field(False, description="Effort dice are hidden from the other side")
    death_token: bool = Field(False, description="Death is a possibility from the first round")


class ScenarioFile(Model):
    schema_version: int = SCHEMA_VERSION
    kind: Literal["scenario"] = "scenario"
    ruleset: Literal["ashes"] = Field(RULESET, description="the rules system (vtt.core.registry)")
    name: str = "Battle"
    name_ja: Optional[str] = None
    description: str = ""
    zones: list[ZoneSpec] = Field(min_length=1, json_schema_extra={"encounter": "zones", "editor": "zone_graph"})
    edges: Optional[list[tuple[str, str]]] = Field(None, description="adjacent battlefields; default: a line",
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
    ruleset: Literal["ashes"] = Field(RULESET, description="the rules system (vtt.core.registry)")
    scenario: Optional[str] = None
    setup: Optional[ScenarioFile] = None
    seed: Optional[int] = None
    auto_pass: bool = False
    commands: list[dict] = []

    @model_validator(mode="after")
    def _one(self):
        if (self.scenario is None) == (self.setup is None):
            raise InvalidValueError("give exactly one of 'scenario' or 'setup'")
        return self


assert set(ADVANTAGES) == set(Advantage.__args__)
