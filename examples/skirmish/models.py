"""The skirmish files (pydantic): characters and monsters, scenarios, battle scripts, from the kit's field
groups (vtt.rules.kit.models): every file says ``"ruleset": "skirmish"``."""
from __future__ import annotations

from typing import Optional

from pydantic import Field

from vtt.rules.kit.models import FileModels

from .terms import RULESET, SCHEMA_VERSION

M = FileModels(RULESET, SCHEMA_VERSION)


class CharacterFile(M.Character):
    """A fighter (kind ``character``) or a monster (``npc``)."""

    health: int = Field(2, ge=1, le=10, description="the hits she takes before she is down")
    strength: int = Field(4, ge=2, le=6, description="a d6 showing this or more hits")


ZoneSpec = M.ZoneSpec


class ParticipantEntry(M.seat(CharacterFile)):
    zone: str = Field(description="where she starts", json_schema_extra={"encounter": "place"})


class Options(M.Model):
    deck: int = Field(10, ge=2, le=30, description="the cards 1 to this, one dealt to each fighter")


class ScenarioFile(M.placed(ZoneSpec, ParticipantEntry)):
    options: Options = Options()
    seed: Optional[int] = None


BattleScript = M.script(ScenarioFile)
SavedBattle = M.battle(ScenarioFile)
