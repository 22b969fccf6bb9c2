"""The state of an ashes battle: combatants with their Effort dice, Aura, Health and Chakra; the
round's phase, the bids, the turn order, a pending attack and the choices it puts to someone."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from vtt.core.ruleset import ZoneMap

HEALTH_BOX = 10


def sets_of(dice: list[int], spent: list[bool]) -> list[tuple[int, int, list[int]]]:
    """The sets of the unspent dice: (facing, rank, indices), highest total (10 × rank + facing) first."""
    by_face: dict[int, list[int]] = {}
    for i, (d, s) in enumerate(zip(dice, spent)):
        if not s:
            by_face.setdefault(d, []).append(i)
    out = [(face, len(ix), ix) for face, ix in by_face.items()]
    out.sort(key=lambda t: (-(10 * t[1] + t[0]), t[0]))
    return out


def total(rank: int, facing: int) -> int:
    """A set's total: "a total of 26" is Rank 2, Facing 6."""
    return 10 * rank + facing


@dataclass
class Fighter:
    id: str
    name: str
    side: str
    pc: bool
    zone: str
    seat: int
    effort: int                                  # Effort Pool: d10s rolled each round
    aura: int
    aura_max: int
    health: int                                  # Health left (boxes of 10)
    boxes: int
    armor: int = 0
    degree: int = 0
    senses: int = 0                              # the Senses skill (a Subtle weapon's foe defends with it)
    weapon: dict = field(default_factory=dict)   # name, name_ja, advantage, mimics (Improvised)
    techniques: list[dict] = field(default_factory=list)   # name, name_ja, keyword, bonus
    imbalances: list[dict] = field(default_factory=list)   # name, rank, physical
    name_ja: Optional[str] = None
    chakra: str = "none"                         # none | slumbering | awakened
    recovery: int = 0
    pool: int = 0
    prana: int = 0
    awaken_facing: Optional[int] = None          # the first fill, at this round's Recovery step
    # -- this round
    penalties: dict = field(default_factory=dict)   # imbalance name -> mechanical | dramatic
    dice: list[int] = field(default_factory=list)
    spent: list[bool] = field(default_factory=list)
    rolled: bool = False
    initiative: int = 0
    free_used: bool = False                      # the weapon's free use of the round
    techniques_used: list[str] = field(default_factory=list)
    # -- this turn
    single_used: bool = False
    unarmed_used: bool = False                   # the Unarmed second Rank 1 attack
    rank0_used: bool = False
    # -- conditions
    vanquished: bool = False
    dead: bool = False
    hidden: bool = False
    holds: dict = field(default_factory=dict)    # who grabs her -> the Rank of that grab
    held_by: Optional[str] = None                # the highest grab's holder (dictates her movement)
    hold: int = 0                                # the Rank to overcome to escape (engine.rehold)

    @property
    def out(self) -> bool:
        return self.vanquished or self.dead

    @property
    def advantage(self) -> str:
        """The weapon's advantage ("unarmed" with no weapon; an Improvised one's mimicked advantage)."""
        w = self.weapon or {}
        adv = w.get("advantage", "unarmed")
        return w.get("mimics") or "unarmed" if adv == "improvised" else adv

    @property
    def improvised(self) -> bool:
        return (self.weapon or {}).get("advantage") == "improvised"

    def sets(self):
        return sets_of(self.dice, self.spent)

    def undecided(self) -> list[str]:
        return [i["name"] for i in self.imbalances if i["name"] not in self.penalties]

    def pool_size(self) -> int:
        """The Effort dice this round: the pool less the rank of each Imbalance taken as a mechanical penalty."""
        cut = sum(i["rank"] for i in self.imbalances if self.penalties.get(i["name"]) == "mechanical")
        return max(0, self.effort - cut)


@dataclass
class Battle:
    name: str
    fighters: dict[str, Fighter]
    map: ZoneMap
    zone_specs: dict[str, dict]
    options: dict
    phase: str = "imbalance"
    round: int = 1
    death_token: bool = False
    bid_order: list[str] = field(default_factory=list)
    bid_pos: int = 0
    passes: int = 0
    bids: dict[str, dict] = field(default_factory=dict)     # who -> value, pick, seq, reach
    bid_seq: int = 0
    reach: dict[str, int] = field(default_factory=dict)     # who -> the Reach die of this round
    order: list[str] = field(default_factory=list)          # the turn order of the round
    acted: list[str] = field(default_factory=list)
    lowered: dict[str, int] = field(default_factory=dict)   # who -> when she last lowered her initiative (1, 2…)
    begun: bool = False                                     # the current turn has started (no lowering now)
    pending: Optional[dict] = None                          # an attack awaiting its defense
    choices: list[dict] = field(default_factory=list)       # decisions put to someone, first first
    outcome: Optional[str] = None

    def bidder(self) -> Optional[Fighter]:
        if self.phase != "bid" or not self.bid_order:
            return None
        return self.fighters[self.bid_order[self.bid_pos]]

    def current(self) -> Optional[Fighter]:
        if self.phase != "turns":
            return None
        for who in self.order:
            f = self.fighters[who]
            if who not in self.acted and not f.out:
                return f
        return None

    def enemies(self, f: Fighter) -> list[Fighter]:
        return [g for g in self.fighters.values() if g.side != f.side and not g.out]

    def seated(self) -> list[Fighter]:
        return sorted(self.fighters.values(), key=lambda f: f.seat)
