"""The state of a zones battle: fighters, the zone graph, the initiative cards, the open window."""
from __future__ import annotations

from typing import ClassVar, Optional

from vtt.core.fielded import Fielded
from vtt.core.ruleset import ZoneMap
from vtt.rules.kit.places import other_side  # noqa: F401
from vtt.rules.kit.words import UNARMED_JA

UNARMED = {"name": "Unarmed", "name_ja": UNARMED_JA, "action": "force", "damage": 1, "range": (0, 0)}


class Fighter(Fielded):
    __slots__ = ("id", "name", "side", "pc", "zone", "actions", "weapons", "cap_physical", "cap_mental", "cards_wanted",
                 "name_ja", "group", "weapon", "physical", "mental", "fled", "cover", "held_by", "gagged", "burning",
                 "extinguish", "poison", "bonus", "first_bonus", "tried_free")
    _fields: ClassVar[tuple[str, ...]] = ("id", "name", "side", "pc", "zone", "actions", "weapons", "cap_physical",
                                          "cap_mental", "cards_wanted", "name_ja", "group", "weapon", "physical",
                                          "mental", "fled", "cover", "held_by", "gagged", "burning", "extinguish",
                                          "poison", "bonus", "first_bonus", "tried_free")

    id: str
    name: str
    side: str
    pc: bool                                   # a player character (swaps cards, counts in fear tests)
    zone: str
    actions: dict[str, int]                    # action -> dice (attribute + skill)
    weapons: list[dict]                        # name, name_ja, action, damage, range (lo, hi)
    cap_physical: int
    cap_mental: int
    cards_wanted: int
    name_ja: Optional[str]
    group: Optional[str]
    weapon: int                                # index of the weapon in hand; -1: unarmed
    physical: int                              # Harm levels
    mental: int
    fled: bool
    cover: bool
    held_by: Optional[str]                     # restrained by this fighter
    gagged: bool
    burning: int                               # fire intensity (0: not burning)
    extinguish: int                            # successes saved toward putting it out
    poison: int                                # Harm the poison deals at the next round's start
    bonus: int                                 # dice added to the next test (a controlled fear test's bonus)
    first_bonus: int                           # dice added to the first maneuver of the round (ambush)
    tried_free: bool                           # tried to break free in the turn under way (hers or another's)

    def __init__(self, id: str, name: str, side: str, pc: bool, zone: str, actions: dict[str, int], weapons: list[dict],
                 cap_physical: int, cap_mental: int, cards_wanted: int = 1, name_ja: Optional[str] = None,
                 group: Optional[str] = None, weapon: int = 0, physical: int = 0, mental: int = 0, fled: bool = False,
                 cover: bool = False, held_by: Optional[str] = None, gagged: bool = False, burning: int = 0,
                 extinguish: int = 0, poison: int = 0, bonus: int = 0, first_bonus: int = 0,
                 tried_free: bool = False) -> None:
        self.id = id
        self.name = name
        self.side = side
        self.pc = pc
        self.zone = zone
        self.actions = actions
        self.weapons = weapons
        self.cap_physical = cap_physical
        self.cap_mental = cap_mental
        self.cards_wanted = cards_wanted
        self.name_ja = name_ja
        self.group = group
        self.weapon = weapon
        self.physical = physical
        self.mental = mental
        self.fled = fled
        self.cover = cover
        self.held_by = held_by
        self.gagged = gagged
        self.burning = burning
        self.extinguish = extinguish
        self.poison = poison
        self.bonus = bonus
        self.first_bonus = first_bonus
        self.tried_free = tried_free


    @property
    def broken(self) -> bool:
        return self.physical >= self.cap_physical or self.mental >= self.cap_mental

    @property
    def out(self) -> bool:
        return self.broken or self.fled

    @property
    def harm(self) -> int:
        return self.physical + self.mental

    def weapon_in_hand(self) -> dict:
        return self.weapons[self.weapon] if 0 <= self.weapon < len(self.weapons) else UNARMED



def token_rows(fighters: list[Fighter], acting: set[str]) -> tuple:
    """Each fighter's token row as the view keys her token (vtt.rules.zones.protocol.view: every field her token
    reads, then whether she acts), read in this compiled module: a field read natively, not 15 lookups of 200
    fighters through their descriptors."""
    rows = []
    for f in fighters:
        rows.append(((f.id, f.name, f.name_ja, f.side, f.zone, f.fled, f.physical, f.cap_physical, f.mental,
                      f.cap_mental, f.held_by, f.gagged, f.cover, f.burning, f.poison), f.id in acting))
    return tuple(rows)

class Battle(Fielded):
    __slots__ = ("name", "fighters", "map", "zone_specs", "options", "phase", "round", "deck", "holders", "turn",
                 "budget", "acted", "window", "choice", "swaps", "circumstances", "ambush", "turn_zone", "outcome")
    _fields: ClassVar[tuple[str, ...]] = ("name", "fighters", "map", "zone_specs", "options", "phase", "round", "deck",
                                          "holders", "turn", "budget", "acted", "window", "choice", "swaps",
                                          "circumstances", "ambush", "turn_zone", "outcome")

    name: str
    fighters: dict[str, Fighter]
    map: ZoneMap
    zone_specs: dict[str, dict]               # id -> name, name_ja, cover, exit, at
    options: dict
    phase: str                                # setup | battle | ended
    round: int
    deck: list[int]
    holders: dict[int, list[str]]                                 # card -> who holds it (a group shares one)
    turn: Optional[tuple[int, int]]           # (card, place among its holders) of the turn under way
    budget: dict[str, dict[int, list[int]]]                                # who -> card -> [slow, fast] left
    acted: bool                               # someone has acted this round (no more swaps)
    window: Optional[dict]                    # an open reaction window: kind, actor, target, reactions, ...
    choice: Optional[dict]                    # a decision put to one participant
    swaps: list[list]                                 # forced swaps for the next round: [a, card, b, card]
    circumstances: dict[str, int]                                 # action -> extra successes needed
    ambush: Optional[dict]                    # side, extra cards, bonus dice (before the draw)
    turn_zone: Optional[str]                  # the zone the turn under way began in, once its fighter has left it
    outcome: Optional[str]

    # -- the turn order ----------------------------------------------------------------------

    def __init__(self, name: str, fighters: dict[str, Fighter], map: ZoneMap, zone_specs: dict[str, dict],
                 options: dict, phase: str = "setup", round: int = 0, deck: list[int] | None = None, holders: dict[int,
                 list[str]] | None = None, turn: Optional[tuple[int, int]] = None, budget: dict[str, dict[int,
                 list[int]]] | None = None, acted: bool = False, window: Optional[dict] = None,
                 choice: Optional[dict] = None, swaps: list[list] | None = None, circumstances: dict[str,
                 int] | None = None, ambush: Optional[dict] = None, turn_zone: Optional[str] = None,
                 outcome: Optional[str] = None) -> None:
        self.name = name
        self.fighters = fighters
        self.map = map
        self.zone_specs = zone_specs
        self.options = options
        self.phase = phase
        self.round = round
        self.deck = [] if deck is None else deck
        self.holders = {} if holders is None else holders
        self.turn = turn
        self.budget = {} if budget is None else budget
        self.acted = acted
        self.window = window
        self.choice = choice
        self.swaps = [] if swaps is None else swaps
        self.circumstances = {} if circumstances is None else circumstances
        self.ambush = ambush
        self.turn_zone = turn_zone
        self.outcome = outcome


    def entries(self) -> list[tuple[int, int, str]]:
        """(card, place, who) of everyone still in the fight, in acting order."""
        return [(card, i, who) for card in sorted(self.holders) for i, who in enumerate(self.holders[card])
                if not self.fighters[who].out]

    def cards_of(self, who: str) -> list[int]:
        return sorted(c for c, hs in self.holders.items() if who in hs)

    def current(self) -> Optional[Fighter]:
        """Whose turn it is: the holder at the turn's place on its card, if still in the fight (the same
        as finding the turn among ``entries()``, without listing them: the rules ask this very often)."""
        if self.phase != "battle" or self.turn is None:
            return None
        card, i = self.turn
        holders = self.holders.get(card, ())
        if i >= len(holders):
            return None
        f = self.fighters[holders[i]]
        return None if f.out else f

    def current_card(self) -> Optional[int]:
        return self.turn[0] if self.turn is not None and self.current() is not None else None

    def side_of(self, who: str) -> str:
        return self.fighters[who].side

    def enemies(self, f: Fighter) -> list[Fighter]:
        return [g for g in self.fighters.values() if g.side != f.side and not g.out]

    def in_zone(self, zone: str, side: Optional[str] = None) -> list[Fighter]:
        return [g for g in self.fighters.values() if g.zone == zone and not g.out and (side is None or g.side == side)]

    def exits(self) -> list[str]:
        marked = [z for z, spec in self.zone_specs.items() if spec.get("exit")]
        if marked:
            return marked
        return [z.id for z in self.map.zones if len(self.map.neighbours(z.id)) <= 1]

    # -- maneuvers left ----------------------------------------------------------------------
    def left(self, who: str, card: Optional[int] = None) -> list[int]:
        """[slow, fast] left on ``card`` (default: the turn under way)."""
        card = self.current_card() if card is None else card
        return self.budget.get(who, {}).get(card, [0, 0])

    def maneuvers_card(self, f: Fighter) -> Optional[int]:
        """The card the GM's override of ``f``'s maneuvers sets (and its form shows): her turn's card while she
        acts, else the card her next reaction spends, else the first she holds (None: none)."""
        if self.current() is f:
            return self.current_card()
        held = self.cards_of(f.id)
        # (no "or [None]": the compiled build reads a list of cards' [None] as a whole number and refuses it)
        return self.reaction_card(f.id) or (held[0] if held else None)

    def reaction_card(self, who: str) -> Optional[int]:
        """The card whose fast maneuver a reaction of ``who`` spends (None: none left). A turn already
        played keeps what was saved; then the turn under way; then the next still to come."""
        cards = self.budget.get(who, {})
        now = self.turn
        played = [c for c in cards if now is not None and c < now[0]]
        current = [c for c in cards if now is not None and c == now[0]]
        coming = [c for c in cards if now is None or c > now[0]]
        for c in played + current + coming:
            if sum(cards[c]) > 0:
                return c
        return None
