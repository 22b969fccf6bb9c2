"""The state of an ashes battle: combatants with their Effort dice, Aura, Health and Chakra; the
round's phase, the bids, the turn order, a pending attack and the choices it puts to someone."""
from __future__ import annotations

from typing import ClassVar, Optional

from vtt.core.fielded import Fielded
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


class Fighter(Fielded):
    __slots__ = ("id", "name", "side", "pc", "zone", "seat", "effort", "aura", "aura_max", "health", "boxes", "armor",
                 "degree", "senses", "weapon", "techniques", "imbalances", "name_ja", "chakra", "recovery", "pool",
                 "prana", "awaken_facing", "penalties", "dice", "spent", "rolled", "initiative", "free_used",
                 "techniques_used", "single_used", "unarmed_used", "rank0_used", "vanquished", "dead", "hidden",
                 "holds", "held_by", "hold")
    _fields: ClassVar[tuple[str, ...]] = ("id", "name", "side", "pc", "zone", "seat", "effort", "aura", "aura_max",
                                          "health", "boxes", "armor", "degree", "senses", "weapon", "techniques",
                                          "imbalances", "name_ja", "chakra", "recovery", "pool", "prana",
                                          "awaken_facing", "penalties", "dice", "spent", "rolled", "initiative",
                                          "free_used", "techniques_used", "single_used", "unarmed_used", "rank0_used",
                                          "vanquished", "dead", "hidden", "holds", "held_by", "hold")

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
    armor: int
    degree: int
    senses: int                                  # the Senses skill (a Subtle weapon's foe defends with it)
    weapon: dict                                 # name, name_ja, advantage, mimics (Improvised)
    techniques: list[dict]                                 # name, name_ja, keyword, bonus
    imbalances: list[dict]                                 # name, rank, physical
    name_ja: Optional[str]
    chakra: str                                  # none | slumbering | awakened
    recovery: int
    pool: int
    prana: int
    awaken_facing: Optional[int]                 # the first fill, at this round's Recovery step
    # -- this round
    penalties: dict                                 # imbalance name -> mechanical | dramatic
    dice: list[int]
    spent: list[bool]
    rolled: bool
    initiative: int
    free_used: bool                              # the weapon's free use of the round
    techniques_used: list[str]
    # -- this turn
    single_used: bool
    unarmed_used: bool                           # the Unarmed second Rank 1 attack
    rank0_used: bool
    # -- conditions
    vanquished: bool
    dead: bool
    hidden: bool
    holds: dict                                  # who grabs her -> the Rank of that grab
    held_by: Optional[str]                       # the highest grab's holder (dictates her movement)
    hold: int                                    # the Rank to overcome to escape (engine.rehold)

    def __init__(self, id: str, name: str, side: str, pc: bool, zone: str, seat: int, effort: int, aura: int,
                 aura_max: int, health: int, boxes: int, armor: int = 0, degree: int = 0, senses: int = 0,
                 weapon: dict | None = None, techniques: list[dict] | None = None, imbalances: list[dict] | None = None,
                 name_ja: Optional[str] = None, chakra: str = "none", recovery: int = 0, pool: int = 0, prana: int = 0,
                 awaken_facing: Optional[int] = None, penalties: dict | None = None, dice: list[int] | None = None,
                 spent: list[bool] | None = None, rolled: bool = False, initiative: int = 0, free_used: bool = False,
                 techniques_used: list[str] | None = None, single_used: bool = False, unarmed_used: bool = False,
                 rank0_used: bool = False, vanquished: bool = False, dead: bool = False, hidden: bool = False,
                 holds: dict | None = None, held_by: Optional[str] = None, hold: int = 0) -> None:
        self.id = id
        self.name = name
        self.side = side
        self.pc = pc
        self.zone = zone
        self.seat = seat
        self.effort = effort
        self.aura = aura
        self.aura_max = aura_max
        self.health = health
        self.boxes = boxes
        self.armor = armor
        self.degree = degree
        self.senses = senses
        self.weapon = {} if weapon is None else weapon
        self.techniques = [] if techniques is None else techniques
        self.imbalances = [] if imbalances is None else imbalances
        self.name_ja = name_ja
        self.chakra = chakra
        self.recovery = recovery
        self.pool = pool
        self.prana = prana
        self.awaken_facing = awaken_facing
        self.penalties = {} if penalties is None else penalties
        self.dice = [] if dice is None else dice
        self.spent = [] if spent is None else spent
        self.rolled = rolled
        self.initiative = initiative
        self.free_used = free_used
        self.techniques_used = [] if techniques_used is None else techniques_used
        self.single_used = single_used
        self.unarmed_used = unarmed_used
        self.rank0_used = rank0_used
        self.vanquished = vanquished
        self.dead = dead
        self.hidden = hidden
        self.holds = {} if holds is None else holds
        self.held_by = held_by
        self.hold = hold


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


class Battle(Fielded):
    __slots__ = ("name", "fighters", "map", "zone_specs", "options", "phase", "round", "death_token", "bid_order",
                 "bid_pos", "passes", "bids", "bid_seq", "reach", "order", "acted", "lowered", "begun", "pending",
                 "choices", "outcome")
    _fields: ClassVar[tuple[str, ...]] = ("name", "fighters", "map", "zone_specs", "options", "phase", "round",
                                          "death_token", "bid_order", "bid_pos", "passes", "bids", "bid_seq", "reach",
                                          "order", "acted", "lowered", "begun", "pending", "choices", "outcome")

    name: str
    fighters: dict[str, Fighter]
    map: ZoneMap
    zone_specs: dict[str, dict]
    options: dict
    phase: str
    round: int
    death_token: bool
    bid_order: list[str]
    bid_pos: int
    passes: int
    bids: dict[str, dict]                                   # who -> value, pick, seq, reach
    bid_seq: int
    reach: dict[str, int]                                   # who -> the Reach die of this round
    order: list[str]                                        # the turn order of the round
    acted: list[str]
    lowered: dict[str, int]                                 # who -> when she last lowered her initiative (1, 2…)
    begun: bool                                             # the current turn has started (no lowering now)
    pending: Optional[dict]                                 # an attack awaiting its defense
    choices: list[dict]                                     # decisions put to someone, first first
    outcome: Optional[str]

    def __init__(self, name: str, fighters: dict[str, Fighter], map: ZoneMap, zone_specs: dict[str, dict],
                 options: dict, phase: str = "imbalance", round: int = 1, death_token: bool = False,
                 bid_order: list[str] | None = None, bid_pos: int = 0, passes: int = 0, bids: dict[str,
                 dict] | None = None, bid_seq: int = 0, reach: dict[str, int] | None = None,
                 order: list[str] | None = None, acted: list[str] | None = None, lowered: dict[str, int] | None = None,
                 begun: bool = False, pending: Optional[dict] = None, choices: list[dict] | None = None,
                 outcome: Optional[str] = None) -> None:
        self.name = name
        self.fighters = fighters
        self.map = map
        self.zone_specs = zone_specs
        self.options = options
        self.phase = phase
        self.round = round
        self.death_token = death_token
        self.bid_order = [] if bid_order is None else bid_order
        self.bid_pos = bid_pos
        self.passes = passes
        self.bids = {} if bids is None else bids
        self.bid_seq = bid_seq
        self.reach = {} if reach is None else reach
        self.order = [] if order is None else order
        self.acted = [] if acted is None else acted
        self.lowered = {} if lowered is None else lowered
        self.begun = begun
        self.pending = pending
        self.choices = [] if choices is None else choices
        self.outcome = outcome


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



class Seen:
    """What a view read of one fighter (``shown``), kept to tell at the next view whether she changed: each value
    natively (this module is compiled), and the tuples handed out of them: her token's row (the fields her token
    shows, whether she acts, whether she holds someone), where she stands (id, side, seat, rolled, vanquished,
    dead), her dice and which are spent."""

    def __init__(self, f: Fighter, acting: bool, holding: bool) -> None:
        self.id, self.name, self.name_ja, self.side, self.zone = f.id, f.name, f.name_ja, f.side, f.zone
        self.aura, self.aura_max, self.health, self.boxes, self.prana, self.pool = (f.aura, f.aura_max, f.health,
                                                                                   f.boxes, f.prana, f.pool)
        self.dead, self.vanquished, self.hidden, self.held_by = f.dead, f.vanquished, f.hidden, f.held_by
        self.seat, self.rolled, self.acting, self.holding = f.seat, f.rolled, acting, holding
        self.row: tuple = ((self.id, self.name, self.name_ja, self.side, self.zone, self.aura, self.aura_max,
                            self.health, self.boxes, self.prana, self.pool, self.dead, self.vanquished, self.hidden,
                            self.held_by, self.seat, self.rolled), acting, holding)
        self.standing: tuple = (self.id, self.side, self.seat, self.rolled, self.vanquished, self.dead)
        self.dice: tuple = tuple(f.dice)
        self.spent: tuple = tuple(f.spent)

    def still(self, f: Fighter, acting: bool, holding: bool) -> bool:
        """Whether ``f`` (acting, holding) reads as she read when this was made: every value, her dice and which
        are spent (lists, changed in place) compared with the tuples made of them."""
        # (a string that did not change is the very object she holds: told by identity before equality)
        return (_same_text(self.id, f.id) and _same_text(self.zone, f.zone) and self.health == f.health
                and self.aura == f.aura and self.acting == acting and self.holding == holding
                and self.rolled == f.rolled and self.vanquished == f.vanquished and self.dead == f.dead
                and self.hidden == f.hidden and _same_text(self.held_by, f.held_by) and self.prana == f.prana
                and self.seat == f.seat and _same_text(self.side, f.side) and _same_text(self.name, f.name)
                and _same_text(self.name_ja, f.name_ja) and self.aura_max == f.aura_max and self.boxes == f.boxes
                and self.pool == f.pool and _same_items(f.dice, self.dice) and _same_items(f.spent, self.spent))


def _same_text(was: Optional[str], now: Optional[str]) -> bool:
    """A text (or None) she still holds: the very object, told by identity before equality."""
    return was is now or was == now


def _same_items(now: list, was: tuple) -> bool:
    """Whether the list ``now`` holds the items of the tuple ``was`` (her dice or which are spent), in order."""
    if len(now) != len(was):
        return False
    for i in range(len(now)):
        if now[i] != was[i]:
            return False
    return True


class Shown:
    """What a view read of every fighter (``shown``): each one's Seen, and their rows, standings, dice and spent
    dice as tuples (one entry per fighter, in the battle's order), those with an Imbalance, and ``changed``: the
    fighters (their places) read again since ``last``, the Shown it was made from (None: made whole)."""

    def __init__(self, seen: list[Seen], imbalanced: list[Fighter], last: Optional[Shown],
                 changed: Optional[list[int]]) -> None:
        self.seen = seen
        self.imbalanced = imbalanced
        self.last = last
        self.changed = changed
        if last is not None and changed is not None:     # (the last one's tuples, the changed places put again)
            rows, standing, dice, spent = list(last.rows), list(last.standing), list(last.dice), list(last.spent)
            for i in changed:
                s = seen[i]
                rows[i], standing[i], dice[i], spent[i] = s.row, s.standing, s.dice, s.spent
            self.rows: tuple = tuple(rows)
            self.standing: tuple = tuple(standing)
            self.dice: tuple = tuple(dice)
            self.spent: tuple = tuple(spent)
        else:
            self.rows = tuple([s.row for s in seen])
            self.standing = tuple([s.standing for s in seen])
            self.dice = tuple([s.dice for s in seen])
            self.spent = tuple([s.spent for s in seen])
        if last is not None:
            last.last = None        # (one Shown back is all a view asks of: none further kept alive)


def shown(fighters: dict[str, Fighter], acting: set[str], last: Optional[Shown]) -> Shown:
    """What a view reads of ``fighters`` (vtt.rules.ashes.protocol.view), ``last`` (the Shown of the last view, or
    None) handed back while every fighter reads as she did, and otherwise made from it with the records of those
    who do not (``changed``): a fighter is compared with what was read of her natively (this module is compiled),
    not read into new tuples and compared in C, so a view after a move makes the moved fighter's records alone."""
    holding: set[str] = set()
    for f in fighters.values():
        if f.holds:
            holding.update(f.holds)
    old: list[Seen] = last.seen if last is not None else []
    whole = len(old) != len(fighters)
    seen: list[Seen] = []
    changed: list[int] = []
    imbalanced: list[Fighter] = []
    i = 0
    for f in fighters.values():
        acts = bool(acting) and f.id in acting
        holds = bool(holding) and f.id in holding
        if whole:
            s = Seen(f, acts, holds)
        else:
            s = old[i]
            if not s.still(f, acts, holds):
                s = Seen(f, acts, holds)
                changed.append(i)
        seen.append(s)
        if f.imbalances:
            imbalanced.append(f)
        i += 1
    if last is not None and not whole and not changed:
        last.imbalanced = imbalanced
        return last
    return Shown(seen, imbalanced, None if whole else last, None if whole else changed)
