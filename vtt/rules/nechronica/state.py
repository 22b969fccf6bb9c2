"""The live state of a Nechronica battle: its fighters, their parts and fetters, the count, the resolution stack."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, ClassVar

from vtt.core.errors import Phrase, Term
from vtt.core.fielded import Fielded, copier
from vtt.rules.kit.words import name_term

from .checks import CheckResult
from .effects import Effects, max_ap_breakdown, parse_effects
from .limits import MADNESS_MAX, total_threat
from .terms import AREAS, LOCATIONS

if TYPE_CHECKING:
    from .setup import RuleOptions, Victory


# The classes are plain, not dataclasses (vtt.core.fielded: a dataclass's methods are compiled from text at every
# import). Each lists its fields in ``_fields`` (copies) and those equality and repr look at in ``_compared``.
class Part(Fielded):
    __slots__ = ("key", "name", "location", "timing", "cost", "range", "effect", "category", "level", "dice", "damaged",
                 "name_ja", "effect_en", "part_id", "damaged_by_action_at", "effects", "label")
    _fields: ClassVar[tuple[str, ...]] = (
        "key", "name", "location", "timing", "cost", "range", "effect", "category", "level", "dice", "damaged",
        "name_ja", "effect_en", "part_id", "damaged_by_action_at", "effects", "label")
    _compared: ClassVar[tuple[str, ...]] = (
        "key", "name", "location", "timing", "cost", "range", "effect", "category", "level", "dice", "damaged",
        "name_ja", "effect_en", "part_id", "damaged_by_action_at")

    key: str                 # unique within the participant, e.g. "p3"
    name: str
    location: str            # head | arms | torso | legs | body | skill
    timing: str
    cost: int | None
    range: str
    effect: str
    category: str
    level: int
    dice: int
    damaged: bool
    name_ja: str | None      # the name in Japanese, where the file gives one (``name``: the English or the only)
    effect_en: str | None
    part_id: str | None
    # (round, count) when an Action-timing effect damaged it: still usable for maneuvers
    # during that same count (same-count actions are simultaneous).
    damaged_by_action_at: tuple[int, int] | None
    # what the engine automates, read once from the effect text (which never changes in a battle)
    effects: Effects
    # its name in every language (the Japanese its key), as events and the view say it: made once, as the
    # names never change in a battle (the AI's every refused trial names it)
    label: Term

    def __init__(self, key: str, name: str, location: str, timing: str, cost: int | None, range: str, effect: str,
                 category: str, level: int, dice: int = 1, damaged: bool = False, name_ja: str | None = None,
                 effect_en: str | None = None, part_id: str | None = None,
                 damaged_by_action_at: tuple[int, int] | None = None) -> None:
        self.key = key
        self.name = name
        self.location = location
        self.timing = timing
        self.cost = cost
        self.range = range
        self.effect = effect
        self.category = category
        self.level = level
        self.dice = dice
        self.damaged = damaged
        self.name_ja = name_ja
        self.effect_en = effect_en
        self.part_id = part_id
        self.damaged_by_action_at = damaged_by_action_at
        self.effects = parse_effects(effect, name_ja or name)
        self.label = name_term(name, name_ja)


    @property
    def damageable(self) -> bool:
        return self.location != "skill"


class FetterState(Fielded):
    __slots__ = ("target", "emotion", "madness", "mad_effect", "treasure")
    _fields: ClassVar[tuple[str, ...]] = ("target", "emotion", "madness", "mad_effect", "treasure")

    target: str
    emotion: str
    madness: int
    mad_effect: str
    treasure: bool

    def __init__(self, target: str, emotion: str, madness: int, mad_effect: str = "", treasure: bool = False) -> None:
        self.target = target
        self.emotion = emotion
        self.madness = madness
        self.mad_effect = mad_effect
        self.treasure = treasure


    @property
    def mad(self) -> bool:
        return self.madness >= MADNESS_MAX


class Participant(Fielded):
    __slots__ = ("id", "name", "side", "kind", "area", "base_ap", "parts", "fetters", "ap", "bodies", "start_bodies",
                 "threat", "escaped", "heart_broken", "escape_blocked", "used_this_round", "spine", "count_area",
                 "source", "hidden", "show_name", "show_ap", "show_damage", "notes", "name_ja", "_by_timing", "label")
    _fields: ClassVar[tuple[str, ...]] = ("id", "name", "side", "kind", "area", "base_ap", "parts", "fetters", "ap",
                                          "bodies", "start_bodies", "threat", "escaped", "heart_broken",
                                          "escape_blocked", "used_this_round", "spine", "count_area", "source",
                                          "hidden", "show_name", "show_ap", "show_damage", "notes", "name_ja",
                                          "_by_timing", "label")
    _compared: ClassVar[tuple[str, ...]] = ("id", "name", "side", "kind", "area", "base_ap", "parts", "fetters", "ap",
                                            "bodies", "start_bodies", "threat", "escaped", "heart_broken",
                                            "escape_blocked", "used_this_round", "spine", "count_area", "source",
                                            "hidden", "show_name", "show_ap", "show_damage", "notes", "name_ja")

    id: str
    name: str
    side: str  # "dolls" | "enemies"
    kind: str  # doll | savant | legion | horror
    area: int
    base_ap: int
    parts: list[Part]
    fetters: list[FetterState]
    ap: int
    bodies: int  # legions
    start_bodies: int
    threat: int  # horror/savant: total; legion: per 5 bodies
    escaped: bool
    heart_broken: bool
    escape_blocked: bool
    used_this_round: set  # names of Judge/Damage/Rapid maneuvers used
    spine: list  # counts at which せぼね discounts were gained
    count_area: int  # area at the start of the current count (same-count actions are simultaneous)
    source: dict  # the file data this participant came from
    # table-view visibility, decided by the GM per enemy
    hidden: bool
    show_name: bool
    show_ap: bool
    show_damage: bool
    notes: str
    name_ja: str | None  # her name in Japanese, where the file gives one (``name``: the English or the only)
    _by_timing: dict | None  # timing -> parts (cache)
    # her name in every language (the Japanese its key), as events and the view say it (made once, as a part's)
    label: Term

    def __init__(self, id: str, name: str, side: str, kind: str, area: int, base_ap: int, parts: list[Part],
                 fetters: list[FetterState] | None = None, ap: int = 0, bodies: int = 0, start_bodies: int = 0,
                 threat: int = 0, escaped: bool = False, heart_broken: bool = False, escape_blocked: bool = False,
                 used_this_round: set | None = None, spine: list | None = None, count_area: int = 0,
                 source: dict | None = None, hidden: bool = False, show_name: bool = True, show_ap: bool = True,
                 show_damage: bool = True, notes: str = "", name_ja: str | None = None) -> None:
        self.id = id
        self.name = name
        self.side = side
        self.kind = kind
        self.area = area
        self.base_ap = base_ap
        self.parts = parts
        self.fetters = [] if fetters is None else fetters
        self.ap = ap
        self.bodies = bodies
        self.start_bodies = start_bodies
        self.threat = threat
        self.escaped = escaped
        self.heart_broken = heart_broken
        self.escape_blocked = escape_blocked
        self.used_this_round = set() if used_this_round is None else used_this_round
        self.spine = [] if spine is None else spine
        self.count_area = count_area
        self.source = {} if source is None else source
        self.hidden = hidden
        self.show_name = show_name
        self.show_ap = show_ap
        self.show_damage = show_damage
        self.notes = notes
        self.name_ja = name_ja
        self._by_timing = None
        self.label = name_term(name, name_ja)


    @property
    def has_locations(self) -> bool:
        return self.kind in ("doll", "savant")

    def clone(self) -> "Participant":
        # ``source`` (the file data) is never changed after setup, so it is shared.
        q = _copy_participant(self)
        q.parts = [_copy_part(p) for p in self.parts]
        q.fetters = [_copy_fetter(f) for f in self.fetters]
        q.used_this_round = set(self.used_this_round)
        q.spine = list(self.spine)
        q._by_timing = None
        return q

    def parts_timed(self, timing: str) -> list[Part]:
        """Her parts of one timing (action, rapid, judge, damage, auto), in sheet order."""
        if self._by_timing is None:
            by: dict = {}
            for part in self.parts:
                by.setdefault(part.timing, []).append(part)
            self._by_timing = by
        return self._by_timing.get(timing, _NONE)

    def part(self, key: str) -> Part | None:
        for p in self.parts:
            if p.key == key:
                return p
        return None

    def intact_parts(self, location: str | None = None) -> list[Part]:
        return [p for p in self.parts if not p.damaged and p.damageable
                and (location is None or p.location == location)]

    def intact_locations(self) -> list[str]:
        return [loc for loc in LOCATIONS if self.intact_parts(loc)]

    @property
    def destroyed(self) -> bool:
        if self.kind == "legion":
            return self.bodies <= 0
        for p in self.parts:
            if not p.damaged and p.location != "skill":
                return False
        return True

    @property
    def out(self) -> bool:
        """No longer takes part: destroyed, escaped or heart-broken."""
        if self.escaped or self.heart_broken:
            return True
        if self.kind == "legion":                # self.destroyed, inlined: this is asked very often
            return self.bodies <= 0
        for p in self.parts:
            if not p.damaged and p.location != "skill":
                return False
        return True

    def chain_from_bodies(self) -> int:
        return self.bodies // 10 if self.kind == "legion" else 0

    def total_threat(self) -> int:
        return total_threat(self.kind, self.threat, self.start_bodies)


_NONE: list = []
_copy_part = copier(Part)
_copy_fetter = copier(FetterState)
_copy_participant = copier(Participant)


class Frame(Fielded):
    """One entry of the resolution stack: a maneuver, a check or damage, each its own class below
    (``kind`` names it); ``stage``: how far it has been resolved. Frames are plain data so the whole state
    can be copied for undo and compared for replay: ``clone`` copies one (its lists too, field by field),
    ``to_dict`` pictures it as a snapshot shows it (the keys in the order the dict frames had them)."""

    __slots__ = ("stage",)
    _fields: ClassVar[tuple[str, ...]] = ("stage",)

    stage: str

    def __init__(self, stage: str) -> None:
        self.stage = stage


    @property
    def kind(self) -> str:
        raise NotImplementedError

    def clone(self) -> Frame:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError


def _check_dict(c: CheckResult) -> dict[str, Any]:
    return {"total": c.total, "outcome": c.outcome, "parts_lost": c.parts_lost}


class ManeuverFrame(Frame):
    """A maneuver declared (``_plan_use`` works it out from a 'use'): stages declared → resolve, then for
    an attack after_check ⇄ chain (its checks, 連撃 repeating them), for an escape after_escape."""

    __slots__ = ("actor", "part", "name", "timing_used", "cost", "discount", "modifier", "effect", "target", "area",
                 "delta", "amount", "to", "escape", "negated", "move_cut", "parent", "chain_left", "last_outcome",
                 "chained", "check", "name_ja")
    _fields: ClassVar[tuple[str, ...]] = ("stage", "actor", "part", "name", "timing_used", "cost", "discount",
                                          "modifier", "effect", "target", "area", "delta", "amount", "to", "escape",
                                          "negated", "move_cut", "parent", "chain_left", "last_outcome", "chained",
                                          "check", "name_ja")

    actor: str
    part: str  # the part's key
    name: str  # the part's name
    timing_used: str  # action, or the reaction window's timing
    cost: int
    discount: int  # せぼね discounts spent
    modifier: int  # the situational modifier the GM granted
    effect: str  # attack | judge | defense | move_hinder | move | spine | text
    target: str | None
    area: int | None  # attack: the area attacked
    delta: int  # judge: support − hinder
    amount: int  # defense, move_hinder
    to: int | None  # move: the area moved to
    escape: bool  # move: an escape
    negated: bool
    move_cut: int  # move: areas cancelled by 移動妨害
    parent: int | None  # declared in a window: the frame that opened it
    # an attack's checks (stages after_check and chain): 連撃 left (None before the first check is
    # judged), the last check's outcome, whether a 連撃 repeat is under way
    chain_left: int | None
    last_outcome: str | None
    chained: bool
    check: CheckResult | None  # the check just judged, till this frame takes it
    name_ja: str | None  # the part's name in Japanese, where it has one

    def __init__(self, stage: str, actor: str, part: str, name: str, timing_used: str, cost: int, discount: int,
                 modifier: int, effect: str = "text", target: str | None = None, area: int | None = None,
                 delta: int = 0, amount: int = 0, to: int | None = None, escape: bool = False, negated: bool = False,
                 move_cut: int = 0, parent: int | None = None, chain_left: int | None = None,
                 last_outcome: str | None = None, chained: bool = False, check: CheckResult | None = None,
                 name_ja: str | None = None) -> None:
        self.stage = stage
        self.actor = actor
        self.part = part
        self.name = name
        self.timing_used = timing_used
        self.cost = cost
        self.discount = discount
        self.modifier = modifier
        self.effect = effect
        self.target = target
        self.area = area
        self.delta = delta
        self.amount = amount
        self.to = to
        self.escape = escape
        self.negated = negated
        self.move_cut = move_cut
        self.parent = parent
        self.chain_left = chain_left
        self.last_outcome = last_outcome
        self.chained = chained
        self.check = check
        self.name_ja = name_ja

    @property
    def kind(self) -> str:
        return "maneuver"

    @property
    def label(self) -> Term:
        """The part's name in every language."""
        return name_term(self.name, self.name_ja)

    def clone(self) -> ManeuverFrame:
        return _copy_maneuver(self)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "maneuver", "stage": self.stage, "actor": self.actor, "part": self.part,
                               "name": self.name, "timing_used": self.timing_used, "cost": self.cost,
                               "discount": self.discount, "modifier": self.modifier}
        # in the order the plan was made: what the effect needs, then the effect (or the other way round)
        effect = self.effect
        if effect == "attack":
            if self.target is not None:
                out["target"] = self.target
            out["area"] = self.area
            out["effect"] = effect
        else:
            out["effect"] = effect
            if effect == "judge":
                out["delta"] = self.delta
            elif effect == "defense":
                out["amount"] = self.amount
            elif effect == "move_hinder":
                out["target"] = self.target
                out["amount"] = self.amount
            elif effect == "move":
                out["target"] = self.target
                if self.escape:
                    out["escape"] = True
                else:
                    out["to"] = self.to
            elif effect == "text" and self.target is not None:
                out["target"] = self.target
        out["negated"] = self.negated
        out["move_cut"] = self.move_cut
        if self.parent is not None:
            out["parent"] = self.parent
        if self.stage in ("after_check", "chain"):
            out["chain_left"] = self.chain_left
        if self.last_outcome is not None:
            out["last_outcome"] = self.last_outcome
        if self.chained:
            out["chained"] = True
        if self.check is not None:
            out["check"] = _check_dict(self.check)
        return out


class CheckFrame(Frame):
    """A check to roll (stage roll), then to judge once its Judge window has closed (stage judge); its
    result goes to the frame ``parent`` (a madness check has none)."""

    __slots__ = ("roller", "check_kind", "dice", "modifier", "parent", "range_area", "rolled", "judge_mod")
    _fields: ClassVar[tuple[str, ...]] = ("stage", "roller", "check_kind", "dice", "modifier", "parent", "range_area",
                                          "rolled", "judge_mod")

    roller: str
    check_kind: str  # attack | dismember | escape | madness | action (a snapshot's "kind")
    dice: int
    modifier: int
    parent: int | None
    range_area: int | None  # escape: the area the check is about (one beyond the edge)
    rolled: list[int] | None  # the dice, once rolled
    judge_mod: int  # what Judge supports and hindrances added

    def __init__(self, stage: str, roller: str, check_kind: str, dice: int, modifier: int, parent: int | None,
                 range_area: int | None = None, rolled: list[int] | None = None, judge_mod: int = 0) -> None:
        self.stage = stage
        self.roller = roller
        self.check_kind = check_kind
        self.dice = dice
        self.modifier = modifier
        self.parent = parent
        self.range_area = range_area
        self.rolled = rolled
        self.judge_mod = judge_mod

    @property
    def kind(self) -> str:
        return "check"

    def clone(self) -> CheckFrame:
        f = _copy_check(self)
        if self.rolled is not None:
            f.rolled = list(self.rolled)
        return f

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.check_kind, "stage": self.stage, "roller": self.roller,
                               "dice": self.dice, "modifier": self.modifier, "parent": self.parent}
        if self.range_area is not None:
            out["range_area"] = self.range_area
        if self.rolled is not None:
            out["rolled"] = self.rolled
            out["judge_mod"] = self.judge_mod
        return out


class DamageFrame(Frame):
    """Damage on its way to ``target``: stages (victim →) locate → window → apply, then dismember, assign
    and explode as the attack's effects call for."""

    __slots__ = ("attacker", "target", "name", "amount", "bonus", "attack", "loc_rule", "location", "dismember",
                 "explosive", "area_attack", "trip", "defense", "timing_used", "options", "final", "check", "name_ja")
    _fields: ClassVar[tuple[str, ...]] = ("stage", "attacker", "target", "name", "amount", "bonus", "attack",
                                          "loc_rule", "location", "dismember", "explosive", "area_attack", "trip",
                                          "defense", "timing_used", "options", "final", "check", "name_ja")

    attacker: str
    target: str | None  # None till a fumble's victim is chosen
    name: str  # the attacking part's name
    amount: int
    bonus: int  # a critical's extra damage
    attack: str  # unarmed | melee | shooting | blast | mental
    loc_rule: str  # a location, or who chooses it (defender_choice, ...)
    location: str | None
    dismember: bool
    explosive: bool
    area_attack: bool
    trip: bool
    defense: int  # what Damage-timing defenses took off so far
    timing_used: str
    options: list[str] | None  # a fumble: who may be hit
    final: int | None  # the damage dealt, once applied
    check: CheckResult | None  # the dismember check just judged, till this frame takes it
    name_ja: str | None  # the attacking part's name in Japanese, where it has one

    def __init__(self, stage: str, attacker: str, target: str | None, name: str, amount: int, bonus: int, attack: str,
                 loc_rule: str, location: str | None, dismember: bool, explosive: bool, area_attack: bool, trip: bool,
                 defense: int, timing_used: str, options: list[str] | None = None, final: int | None = None,
                 check: CheckResult | None = None, name_ja: str | None = None) -> None:
        self.stage = stage
        self.attacker = attacker
        self.target = target
        self.name = name
        self.amount = amount
        self.bonus = bonus
        self.attack = attack
        self.loc_rule = loc_rule
        self.location = location
        self.dismember = dismember
        self.explosive = explosive
        self.area_attack = area_attack
        self.trip = trip
        self.defense = defense
        self.timing_used = timing_used
        self.options = options
        self.final = final
        self.check = check
        self.name_ja = name_ja

    @property
    def kind(self) -> str:
        return "damage"

    @property
    def label(self) -> Term:
        """The attacking part's name in every language."""
        return name_term(self.name, self.name_ja)

    def clone(self) -> DamageFrame:
        f = _copy_damage(self)
        if self.options is not None:
            f.options = list(self.options)
        return f

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": "damage", "stage": self.stage, "attacker": self.attacker, "target": self.target,
            "name": self.name, "amount": self.amount, "bonus": self.bonus, "attack": self.attack,
            "loc_rule": self.loc_rule, "location": self.location, "dismember": self.dismember,
            "explosive": self.explosive, "area_attack": self.area_attack, "trip": self.trip,
            "defense": self.defense, "timing_used": self.timing_used}
        if self.options is not None:
            out["options"] = self.options
        if self.final is not None:
            out["final"] = self.final
        if self.check is not None:
            out["check"] = _check_dict(self.check)
        return out


_copy_maneuver = copier(ManeuverFrame)
_copy_check = copier(CheckFrame)
_copy_damage = copier(DamageFrame)


class Window(Fielded):
    """An open reaction window: who may add Rapid/Judge/Damage maneuvers, resolved last-first."""

    __slots__ = ("timing", "frame", "declared")
    _fields: ClassVar[tuple[str, ...]] = ("timing", "frame", "declared")

    timing: str  # rapid | judge | damage
    frame: int  # index in the stack of the frame that opened it
    declared: int  # reactions declared in this window

    def __init__(self, timing: str, frame: int, declared: int = 0) -> None:
        self.timing = timing
        self.frame = frame
        self.declared = declared



class Prompt(Fielded):
    """A decision the rules hand to one participant (or the GM when chooser is None).

    ``phrase``: what is asked, as an English template with its fields (reasons.py tells it in Japanese);
    ``text`` is it in English, as saves and `vtt play` show it (given as such where there is no phrase)."""

    __slots__ = ("kind", "chooser", "options", "count", "text", "frame", "phrase")
    _fields: ClassVar[tuple[str, ...]] = ("kind", "chooser", "options", "count", "text", "frame", "phrase")

    kind: str  # location | parts | fetters | victim | adjacent | madness_part
    chooser: str | None
    options: list
    count: int
    text: str
    frame: int
    phrase: Phrase | None

    def __init__(self, kind: str, chooser: str | None, options: list, count: int = 1, text: str = "", frame: int = -1,
                 phrase: Phrase | None = None) -> None:
        self.kind = kind
        self.chooser = chooser
        self.options = options
        self.count = count
        self.text = text if phrase is None else str(phrase)
        self.frame = frame
        self.phrase = phrase



class Battle(Fielded):
    __slots__ = ("fighters", "options", "victory", "karma", "name", "name_ja", "phase", "round", "count", "stack",
                 "window", "prompts", "due", "outcome", "summary", "karma_achieved")
    _fields: ClassVar[tuple[str, ...]] = ("fighters", "options", "victory", "karma", "name", "name_ja", "phase",
                                          "round", "count", "stack", "window", "prompts", "due", "outcome", "summary",
                                          "karma_achieved")

    fighters: dict[str, Participant]
    options: RuleOptions
    victory: Victory
    karma: list[str]
    name: str
    name_ja: str | None  # the scenario's name in Japanese, where it gives one
    phase: str  # setup | battle | round_end | ended
    round: int
    count: int
    stack: list[Frame]
    window: Window | None
    prompts: list[Prompt]  # round-end madness: one per doll
    # whose turn at this count is not yet taken: AP spent on a Rapid/Judge/Damage maneuver
    # before acting does not cost the Action at this count (same-count simultaneity, 001)
    due: set
    outcome: str | None  # victory | annihilated | escaped | ended
    summary: dict | None
    karma_achieved: list

    # -- queries -------------------------------------------------------------------------

    def __init__(self, fighters: dict[str, Participant], options: RuleOptions, victory: Victory, karma: list[str],
                 name: str = "Battle", name_ja: str | None = None, phase: str = "setup", round: int = 0, count: int = 0,
                 stack: list[Frame] | None = None, window: Window | None = None, prompts: list[Prompt] | None = None,
                 due: set | None = None, outcome: str | None = None, summary: dict | None = None,
                 karma_achieved: list | None = None) -> None:
        self.fighters = fighters
        self.options = options
        self.victory = victory
        self.karma = karma
        self.name = name
        self.name_ja = name_ja
        self.phase = phase
        self.round = round
        self.count = count
        self.stack = [] if stack is None else stack
        self.window = window
        self.prompts = [] if prompts is None else prompts
        self.due = set() if due is None else due
        self.outcome = outcome
        self.summary = summary
        self.karma_achieved = [] if karma_achieved is None else karma_achieved


    @property
    def areas(self) -> tuple[str, ...]:
        return AREAS

    def dolls(self) -> list[Participant]:
        return [p for p in self.fighters.values() if p.side == "dolls"]

    def enemies(self) -> list[Participant]:
        return [p for p in self.fighters.values() if p.side == "enemies"]

    def sisters_of(self, p: Participant) -> list[Participant]:
        return [d for d in self.fighters.values() if d.kind == "doll" and d.id != p.id]

    def max_ap_breakdown(self, p: Participant) -> list[tuple[str | Phrase, int]]:
        if p.kind != "doll":
            return max_ap_breakdown(p.base_ap, p.parts)
        return max_ap_breakdown(p.base_ap, p.parts, [(f.emotion, f.madness) for f in p.fetters],
                                [[(f.emotion, f.madness) for f in s.fetters] for s in self.sisters_of(p)])

    def max_ap(self, p: Participant) -> int:
        return sum(v for _, v in self.max_ap_breakdown(p))

    @property
    def label(self) -> Term:
        """The battle's (its scenario's) name in every language."""
        return name_term(self.name, self.name_ja)

    @property
    def prompt(self) -> Prompt | None:
        return self.prompts[-1] if self.prompts else None

    @property
    def busy(self) -> bool:
        """Something is being resolved: a window is open or a decision is pending."""
        return bool(self.stack or self.prompts)

    def clone(self) -> "Battle":
        """An independent copy for undo. Hand-written: deepcopy was the cost of every command."""
        b = _copy_battle(self)
        b.fighters = {k: p.clone() for k, p in self.fighters.items()}
        b.stack = [f.clone() for f in self.stack]
        b.window = None if self.window is None else _copy_window(self.window)
        b.prompts = [_copy_prompt(pr) for pr in self.prompts]
        for pr in b.prompts:
            pr.options = list(pr.options)
        b.summary = copy.deepcopy(self.summary)
        b.karma = list(self.karma)
        b.karma_achieved = list(self.karma_achieved)
        b.due = set(self.due)
        return b


_copy_battle = copier(Battle)
_copy_window = copier(Window)
_copy_prompt = copier(Prompt)


def _names(named: Part | Participant) -> dict[str, Any]:
    """Its ``name``, and its ``name_ja`` where it has one, as the files give names."""
    return {"name": named.name} if named.name_ja is None else {"name": named.name, "name_ja": named.name_ja}


def snapshot(b: Battle) -> dict[str, Any]:
    """A JSON-able picture of the battle, as `vtt play` prints it and saves compare it."""
    parts = {}
    for p in b.fighters.values():
        by_loc: dict[str, list] = {}
        for part in p.parts:
            by_loc.setdefault(part.location, []).append({"key": part.key, **_names(part), "damaged": part.damaged})
        entry = {**_names(p), "side": p.side, "kind": p.kind, "area": AREAS[p.area],
                 "ap": p.ap, "max_ap": b.max_ap(p), "parts": by_loc,
                 "escaped": p.escaped, "destroyed": p.destroyed}
        if p.kind == "legion":
            entry["bodies"] = p.bodies
        if p.fetters:
            entry["fetters"] = [{"target": f.target, "emotion": f.emotion, "madness": f.madness,
                                 "mad": f.mad} for f in p.fetters]
        if p.heart_broken:
            entry["heart_broken"] = True
        if p.used_this_round:
            entry["used_this_round"] = sorted(p.used_this_round)
        if p.spine:
            entry["spine"] = list(p.spine)
        parts[p.id] = entry
    out = {"name": b.name, "phase": b.phase, "round": b.round, "count": b.count,
           "outcome": b.outcome, "fighters": parts, "due": sorted(b.due),
           "stack": [f.to_dict() for f in b.stack],
           "window": None if b.window is None else {"timing": b.window.timing, "frame": b.window.frame,
                                                    "declared": b.window.declared},
           "prompts": [{"kind": pr.kind, "chooser": pr.chooser, "options": pr.options, "count": pr.count,
                        "text": pr.text} for pr in b.prompts]}
    if b.summary is not None:
        out["summary"] = copy.deepcopy(b.summary)       # a copy: a karma changes the battle's own afterwards
    return out
