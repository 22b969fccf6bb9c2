"""File models of the hundred ruleset (pydantic): characters and enemy templates, scenarios with a range
table, battle scripts. Every file says ``"ruleset": "hundred"``. Attributes and skills are dice pools
written like the seed does: "2d6", "3d10", "1d10+2d6"."""
from __future__ import annotations

import re
from typing import Annotated, Literal, Optional

from pydantic import Field, field_validator

from vtt.core.errors import InvalidValueError, MalformedCommandError
from vtt.core.file_model import ARRAY, Seed
from vtt.rules.kit.models import FileModels

from .dice import parse_pool
from .state import parse_notation
from .terms import LOCATIONS, RULESET, SCHEMA_VERSION

M = FileModels(RULESET, SCHEMA_VERSION)
Model = M.Model
Band = Literal["close", "mid", "ranged", "out"]
#: a hit location's name: the four of LOCATIONS, or one more the sheet gives ("head, torso, arms, legs unless the
#: sheet says more", shared/rules/other-systems.md): a wyrm's wings or tail; at most this long
LOCATION_MAX = 40


def _slips(word: str) -> list[str]:
    """Patterns of the names one slip away from ``word`` (a letter left out, one more, another, two swapped), any
    letter case: "Torso", "arm", "torsoo", "haed"."""
    any_char = r"[\s\S]"
    letters = [f"[{c.lower()}{c.upper()}]" for c in word]
    out = ["".join(letters[:i] + letters[i + 1:]) for i in range(len(word))]
    out += ["".join(letters[:i] + [any_char] + letters[i + 1:]) for i in range(len(word))]
    out += ["".join(letters[:i] + [any_char] + letters[i:]) for i in range(len(word) + 1)]
    out += ["".join(letters[:i] + [letters[i + 1], letters[i]] + letters[i + 2:]) for i in range(len(word) - 1)]
    return out


#: a name a slip away from one of LOCATIONS (itself aside): a misspelt location, refused by name (#41: it printed a
#: row of its own), where a name of the sheet's own ("wings", "tail") is another hit location
SLIPPED = "^(" + "|".join(p for loc in LOCATIONS for p in _slips(loc)) + ")$"
#: the schema's word for the names (a blank one, or a slip, refused by _armor too)
LOCATION_NAMES = {"propertyNames": {"minLength": 1, "maxLength": LOCATION_MAX, "pattern": "\\S",
                                    "anyOf": [{"enum": list(LOCATIONS)}, {"not": {"pattern": SLIPPED}}]}}


def _pools(v: dict) -> dict:
    for k, text in v.items():
        if isinstance(text, str) and not text.strip():       # not read as no dice without a word
            raise InvalidValueError("an empty pool: write its dice (2d6, 3d10+1d6), or 0 for none", at=(k,))
        try:
            parse_pool(text)
        except MalformedCommandError as e:
            raise InvalidValueError(e.template, at=(k,), **e.fields) from None
    return v


class Weapon(Model):
    name: str = Field(min_length=1)
    name_ja: Optional[str] = None
    skill: str = Field("boxing", description="the combat skill it is used with, e.g. cut_weapons",
                       json_schema_extra={"choices": "skills"})
    damage: int = Field(0, ge=0, le=30, description="[Weapon:Damage]")
    per_shift: int = Field(1, ge=0, le=10, title="Damage per shift", description="[Weapon:Damage Per Shift]")
    bands: list[Band] = Field(["close"], min_length=1, title="Range bands", description="the range bands it reaches",
                              json_schema_extra={"choices": "bands"})
    speed: Optional[int] = Field(None, ge=0, le=30, description="a projectile's Speed (dodged against it)")


class CharacterFile(M.Character):
    """A player character (kind ``character``) or an enemy template (``npc``)."""

    attributes: dict[str, str] = Field(default_factory=dict, description="combat, agility, strength... as pools (2d6)",
                                       json_schema_extra={"choices": "attributes"})
    skills: dict[str, str] = Field(default_factory=dict, description="dodge, block, endurance, cut_weapons... (3d10)",
                                   json_schema_extra={"choices": "skills"})
    weapons: list[Weapon] = Field([], json_schema_extra={"choices": "weapons"})
    armor: dict[str, Annotated[int, Field(ge=0, le=30)]] = Field(
        default_factory=lambda: {"head": 0, "torso": 0, "arms": 0, "legs": 0}, title="Armor by location",
        description="Armor at each hit location",
        json_schema_extra={"choices": "locations", **LOCATION_NAMES})
    health: Optional[str] = Field(None, description="the health at the start in the seed's notation (default: "
                                                     "4 + Endurance points, all O)")
    notes: str = Field("", json_schema_extra={"widget": "text"})

    @field_validator("attributes", "skills")
    @classmethod
    def _valid_pools(cls, v):
        return _pools(v)

    @field_validator("armor")
    @classmethod
    def _armor(cls, v):
        for k in v:
            if not k.strip() or len(k) > LOCATION_MAX:
                raise InvalidValueError("a hit location has a name of at most {max} characters (head, torso, arms, "
                                        "legs, or one of the sheet's own)", at=(k,), max=LOCATION_MAX)
            if k not in LOCATIONS and re.fullmatch(SLIPPED, k):
                raise InvalidValueError("unknown hit location {location!r}; the locations are: {known} (or one of "
                                        "the sheet's own, like wings or tail)", at=(k,), location=k,
                                        known=", ".join(LOCATIONS))
        return v

    @field_validator("health")
    @classmethod
    def _notation(cls, v):
        if v is not None and parse_notation(v) is None:
            raise InvalidValueError("health is written like (X)(/)OOOO: O healthy, (/) exhausted, (X) damaged, "
                                    "(*) permanently damaged")
        return v


class ParticipantEntry(M.seat(CharacterFile)):
    pass                        # (no zone: the scenario's range table places them)


class Options(Model):
    deck: int = Field(100, ge=10, le=100, description="the deck holds the cards 1 to this")
    exhaustion_penalty: int = Field(1, ge=0, le=5, description="subtracted from a pool's result per exhausted point")
    default_band: Band = Field("close", description="the range between a pair the table does not name",
                               json_schema_extra={"choices": "bands"})
    redraw: bool = Field(True, description="a new Draw phase when no one in the fight has a card left")


class ScenarioFile(M.Scenario):
    participants: list[ParticipantEntry] = Field(min_length=1, json_schema_extra={"encounter": "participants"})
    ranges: list[Annotated[tuple[str, str, Band], ARRAY]] = Field(
        default_factory=list, description="[a, b, band] the GM set",
        json_schema_extra={"encounter": "ranges", "default": "options.default_band"})
    options: Options = Options()
    seed: Optional[Seed] = None


BattleScript = M.script(ScenarioFile)
SavedBattle = M.battle(ScenarioFile)
