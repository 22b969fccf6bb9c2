"""The state of a hundred battle: fighters with hands of cards and health points, the deck, the range
table, the order of the round and the attacks under way."""
from __future__ import annotations

from typing import ClassVar, Optional

from vtt.core.fielded import Fielded

from .terms import DAMAGED, EXHAUSTED, HEALTHY, LOCATIONS, PERMANENT, UNARMED


class Fighter(Fielded):
    __slots__ = ("id", "name", "side", "pc", "pools", "weapons", "armor", "health", "name_ja", "hand", "laid",
                 "sat_out", "acted")
    _fields: ClassVar[tuple[str, ...]] = ("id", "name", "side", "pc", "pools", "weapons", "armor", "health", "name_ja",
                                          "hand", "laid", "sat_out", "acted")

    id: str
    name: str
    side: str
    pc: bool                                   # a player character (gives and receives cards)
    pools: dict[str, list[int]]                # attribute or skill -> [d10, d6]
    weapons: list[dict]                        # name, name_ja, skill, damage, per_shift, bands, speed
    armor: dict[str, int]                      # hit location -> Armor
    health: list[str]                          # one state per health point: O / X *
    name_ja: Optional[str]
    hand: list[int]
    laid: Optional[int]                        # the card laid this round (face down until the reveal)
    sat_out: bool                              # lays no card this round
    acted: bool                                # has done its combat action this round

    # -- health ---------------------------------------------------------------------------------

    def __init__(self, id: str, name: str, side: str, pc: bool, pools: dict[str, list[int]], weapons: list[dict],
                 armor: dict[str, int], health: list[str], name_ja: Optional[str] = None, hand: list[int] | None = None,
                 laid: Optional[int] = None, sat_out: bool = False, acted: bool = False) -> None:
        self.id = id
        self.name = name
        self.side = side
        self.pc = pc
        self.pools = pools
        self.weapons = weapons
        self.armor = armor
        self.health = health
        self.name_ja = name_ja
        self.hand = [] if hand is None else hand
        self.laid = laid
        self.sat_out = sat_out
        self.acted = acted


    def count(self, state: str) -> int:
        return self.health.count(state)

    @property
    def unconscious(self) -> bool:
        """"If all health points of the player are exhausted, the character becomes unconscious": no O left."""
        return HEALTHY not in self.health

    @property
    def dead(self) -> bool:
        """"If all health points are damaged or permanently damaged, the character dies.\""""
        return HEALTHY not in self.health and EXHAUSTED not in self.health

    @property
    def out(self) -> bool:
        """Unconscious or dead (a dead character has no O either)."""
        return HEALTHY not in self.health

    def notation(self) -> str:
        return notation(self.health)

    # -- pools -----------------------------------------------------------------------------------
    def pool(self, name: str) -> tuple[int, int]:
        d10, d6 = self.pools.get(name, (0, 0))
        return d10, d6

    def dice(self, name: str) -> int:
        """An attribute's or skill's value: how many dice it has (Combat: cards drawn; Endurance: health)."""
        return sum(self.pool(name))

    def locations(self) -> list[str]:
        return list(self.armor) if self.armor else list(LOCATIONS)

    def default_location(self) -> str:
        """Where an attack that names no location lands: the torso (else the first location)."""
        locations = self.locations()
        return "torso" if "torso" in locations else locations[0]

    def weakest_location(self) -> str | None:
        """The location with the least Armor, when it has less than the default one (None: no better
        spot to aim at)."""
        default = self.default_location()
        best = min(self.locations(), key=lambda loc: self.armor.get(loc, 0))
        return best if self.armor.get(best, 0) < self.armor.get(default, 0) else None

    def weapon(self, name) -> Optional[dict]:
        if name in (None, ""):
            return self.weapons[0] if self.weapons else UNARMED
        if name in ("unarmed", "Unarmed", -1):
            return UNARMED
        for i, w in enumerate(self.weapons):
            if name == i or name == w["name"] or (w.get("name_ja") and name == w["name_ja"]):
                return w
        return None


def notation(health: list[str]) -> str:
    """The seed's notation: (*) then (X) then (/) then O, e.g. "(X)(X)(/)OOO"."""
    return "".join(f"({s})" for s in sorted_health(health) if s != HEALTHY) + HEALTHY * health.count(HEALTHY)


def sorted_health(health: list[str]) -> list[str]:
    order = {PERMANENT: 0, DAMAGED: 1, EXHAUSTED: 2, HEALTHY: 3}
    return sorted(health, key=order.__getitem__)


def parse_notation(text: str) -> list[str] | None:
    """"(X)(X)(/)OOO" -> the health points; None if it is not the notation."""
    out, i, s = [], 0, str(text).replace(" ", "")
    while i < len(s):
        if s[i] in "Oo0":
            out.append(HEALTHY)
            i += 1
        elif s[i] == "(" and i + 2 < len(s) and s[i + 2] == ")" and s[i + 1] in "/Xx*":
            out.append(s[i + 1].upper())
            i += 3
        else:
            return None
    return sorted_health(out) if out else None


def take_damage(health: list[str], amount: int) -> list[str]:
    """Damage turns O into X first, then / into X (our ruling of the seed's example)."""
    h = list(health)
    for _ in range(amount):
        if HEALTHY in h:
            h[h.index(HEALTHY)] = DAMAGED
        elif EXHAUSTED in h:
            h[h.index(EXHAUSTED)] = DAMAGED
    return sorted_health(h)


def take_exhaustion(health: list[str], amount: int) -> list[str]:
    """Exhaustion turns O into /; "the overhead exhaustion turns already exhausted health points into damage"."""
    h = list(health)
    for _ in range(amount):
        if HEALTHY in h:
            h[h.index(HEALTHY)] = EXHAUSTED
        elif EXHAUSTED in h:
            h[h.index(EXHAUSTED)] = DAMAGED
    return sorted_health(h)


def pair_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


class Battle(Fielded):
    __slots__ = ("name", "fighters", "ranges", "options", "name_ja", "phase", "round", "deck", "discard", "deals",
                 "drawn", "given", "received", "acting", "attacks", "outcome")
    _fields: ClassVar[tuple[str, ...]] = ("name", "fighters", "ranges", "options", "name_ja", "phase", "round", "deck",
                                          "discard", "deals", "drawn", "given", "received", "acting", "attacks",
                                          "outcome")

    name: str
    fighters: dict[str, Fighter]
    ranges: dict[str, str]                     # pair_key -> band
    options: dict
    name_ja: Optional[str]
    phase: str                                 # draw | preparation | combat | ended
    round: int
    deck: list[int]
    discard: list[int]
    deals: int                                 # how many Draw phases so far
    drawn: list[str]                                          # who has drawn in this Draw phase (her own)
    given: dict[str, str]                                     # giver -> receiver, this round
    received: list[str]                                       # who received a card this round
    acting: list[str]                                         # who acts out of order (interrupt, act earlier)
    attacks: list[dict]                                       # attacks under way, the newest last
    outcome: Optional[str]

    def __init__(self, name: str, fighters: dict[str, Fighter], ranges: dict[str, str], options: dict,
                 name_ja: Optional[str] = None, phase: str = "draw", round: int = 0, deck: list[int] | None = None,
                 discard: list[int] | None = None, deals: int = 0, drawn: list[str] | None = None, given: dict[str,
                 str] | None = None, received: list[str] | None = None, acting: list[str] | None = None,
                 attacks: list[dict] | None = None, outcome: Optional[str] = None) -> None:
        self.name = name
        self.fighters = fighters
        self.ranges = ranges
        self.options = options
        self.name_ja = name_ja
        self.phase = phase
        self.round = round
        self.deck = [] if deck is None else deck
        self.discard = [] if discard is None else discard
        self.deals = deals
        self.drawn = [] if drawn is None else drawn
        self.given = {} if given is None else given
        self.received = [] if received is None else received
        self.acting = [] if acting is None else acting
        self.attacks = [] if attacks is None else attacks
        self.outcome = outcome


    def band(self, a: str, b: str) -> str:
        return self.ranges.get(pair_key(a, b), self.options.get("default_band", "close"))

    def in_fight(self) -> list[Fighter]:
        return [f for f in self.fighters.values() if not f.out]

    def current(self) -> Optional[Fighter]:
        """Who acts now: one acting out of order, else the lowest revealed card that has not acted."""
        if self.phase != "combat":
            return None
        if self.acting:
            return self.fighters[self.acting[-1]]
        waiting = [f for f in self.fighters.values() if f.laid is not None and not f.acted and not f.out]
        return min(waiting, key=lambda f: f.laid, default=None)

    def attack(self) -> Optional[dict]:
        return self.attacks[-1] if self.attacks else None

    def live_attack(self, who: str) -> Optional[dict]:
        """The attack ``who`` has announced and that is not over (the newest of the stack)."""
        a = self.attack()
        return a if a is not None and a["attacker"] == who else None
