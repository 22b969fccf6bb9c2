"""The state of a skirmish: fighters with a card and health, the zone graph, who has acted this round."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from vtt.core.ruleset import ZoneMap


@dataclass
class Fighter:
    id: str
    name: str
    side: str
    pc: bool
    zone: str
    health: int
    health_max: int
    strength: int                              # a d6 showing this or more hits
    name_ja: Optional[str] = None
    card: Optional[int] = None

    @property
    def out(self) -> bool:
        return self.health <= 0


@dataclass
class Battle:
    name: str
    fighters: dict[str, Fighter]
    map: ZoneMap
    zone_specs: dict[str, dict]
    options: dict
    phase: str = "setup"                       # setup | battle | ended
    round: int = 0
    deck: list[int] = field(default_factory=list)
    acted: list[str] = field(default_factory=list)
    outcome: Optional[str] = None

    def order(self) -> list[Fighter]:
        """Everyone still standing, lowest card first: the order of every round."""
        return sorted((f for f in self.fighters.values() if not f.out and f.card is not None), key=lambda f: f.card)

    def current(self) -> Optional[Fighter]:
        if self.phase != "battle":
            return None
        return next((f for f in self.order() if f.id not in self.acted), None)
