"""The live state of a Nechronica battle: its fighters, their parts and fetters, the count, the resolution stack."""
from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from vtt.core.errors import Phrase, Term
from vtt.rules.kit.words import name_term

from .checks import CheckResult
from .effects import Effects, max_ap_breakdown, parse_effects
from .limits import MADNESS_MAX, total_threat
from .terms import AREAS, LOCATIONS

if TYPE_CHECKING:
    from .setup import RuleOptions, Victory


def _slots_copier(cls):
    """A shallow-copy function for a slots dataclass, written out attribute by attribute (a loop of
    getattr/setattr is 3× slower; copy.copy goes through __reduce_ex__ and is slower still)."""
    # its fields, not __slots__: a class compiled by mypyc has none, and a subclass's lists only its own
    names = [f.name for f in dataclasses.fields(cls)]
    body = "".join(f"    n.{a} = o.{a}\n" for a in names)
    ns: dict = {"new": cls.__new__, "cls": cls}
    exec(f"def copy(o):\n    n = new(cls)\n{body}    return n\n", ns)
    return ns["copy"]


@dataclass(slots=True)
class Part:
    key: str                 # unique within the participant, e.g. "p3"
    name: str
    location: str            # head | arms | torso | legs | body | skill
    timing: str
    cost: int | None
    range: str
    effect: str
    category: str
    level: int
    dice: int = 1
    damaged: bool = False
    name_ja: str | None = None   # the name in Japanese, where the file gives one (``name``: the English or the only)
    effect_en: str | None = None
    part_id: str | None = None
    # (round, count) when an Action-timing effect damaged it: still usable for maneuvers
    # during that same count (same-count actions are simultaneous).
    damaged_by_action_at: tuple[int, int] | None = None
    # what the engine automates, read once from the effect text (which never changes in a battle)
    effects: Effects = field(init=False, repr=False, compare=False)
    # its name in every language (the Japanese its key), as events and the view say it: made once, as the
    # names never change in a battle (the AI's every refused trial names it)
    label: Term = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        self.effects = parse_effects(self.effect, self.name_ja or self.name)
        self.label = name_term(self.name, self.name_ja)

    @property
    def damageable(self) -> bool:
        return self.location != "skill"


@dataclass(slots=True)
class FetterState:
    target: str
    emotion: str
    madness: int
    mad_effect: str = ""
    treasure: bool = False

    @property
    def mad(self) -> bool:
        return self.madness >= MADNESS_MAX


@dataclass(slots=True)
class Participant:
    id: str
    name: str
    side: str                # "dolls" | "enemies"
    kind: str                # doll | savant | legion | horror
    area: int
    base_ap: int
    parts: list[Part]
    fetters: list[FetterState] = field(default_factory=list)
    ap: int = 0
    bodies: int = 0          # legions
    start_bodies: int = 0
    threat: int = 0          # horror/savant: total; legion: per 5 bodies
    escaped: bool = False
    heart_broken: bool = False
    escape_blocked: bool = False
    used_this_round: set = field(default_factory=set)   # names of Judge/Damage/Rapid maneuvers used
    spine: list = field(default_factory=list)           # counts at which せぼね discounts were gained
    count_area: int = 0      # area at the start of the current count (same-count actions are simultaneous)
    source: dict = field(default_factory=dict)          # the file data this participant came from
    # table-view visibility, decided by the GM per enemy
    hidden: bool = False
    show_name: bool = True
    show_ap: bool = True
    show_damage: bool = True
    notes: str = ""
    name_ja: str | None = None   # her name in Japanese, where the file gives one (``name``: the English or the only)
    _by_timing: dict | None = field(default=None, repr=False, compare=False)   # timing -> parts (cache)
    # her name in every language (the Japanese its key), as events and the view say it (made once, as a part's)
    label: Term = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        self.label = name_term(self.name, self.name_ja)

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
_copy_part = _slots_copier(Part)
_copy_fetter = _slots_copier(FetterState)
_copy_participant = _slots_copier(Participant)


@dataclass(slots=True)
class Frame:
    """One entry of the resolution stack: a maneuver, a check or damage, each its own class below
    (``kind`` names it); ``stage``: how far it has been resolved. Frames are plain data so the whole state
    can be copied for undo and compared for replay: ``clone`` copies one (its lists too, field by field),
    ``to_dict`` pictures it as a snapshot shows it (the keys in the order the dict frames had them)."""

    stage: str

    @property
    def kind(self) -> str:
        raise NotImplementedError

    def clone(self) -> Frame:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError


def _check_dict(c: CheckResult) -> dict[str, Any]:
    return {"total": c.total, "outcome": c.outcome, "parts_lost": c.parts_lost}


@dataclass(slots=True)
class ManeuverFrame(Frame):
    """A maneuver declared (``_plan_use`` works it out from a 'use'): stages declared → resolve, then for
    an attack after_check ⇄ chain (its checks, 連撃 repeating them), for an escape after_escape."""

    actor: str
    part: str                            # the part's key
    name: str                            # the part's name
    timing_used: str                     # action, or the reaction window's timing
    cost: int
    discount: int                        # せぼね discounts spent
    modifier: int                        # the situational modifier the GM granted
    effect: str = "text"                 # attack | judge | defense | move_hinder | move | spine | text
    target: str | None = None
    area: int | None = None              # attack: the area attacked
    delta: int = 0                       # judge: support − hinder
    amount: int = 0                      # defense, move_hinder
    to: int | None = None                # move: the area moved to
    escape: bool = False                 # move: an escape
    negated: bool = False
    move_cut: int = 0                    # move: areas cancelled by 移動妨害
    parent: int | None = None            # declared in a window: the frame that opened it
    # an attack's checks (stages after_check and chain): 連撃 left (None before the first check is
    # judged), the last check's outcome, whether a 連撃 repeat is under way
    chain_left: int | None = None
    last_outcome: str | None = None
    chained: bool = False
    check: CheckResult | None = None     # the check just judged, till this frame takes it
    name_ja: str | None = None           # the part's name in Japanese, where it has one

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


@dataclass(slots=True)
class CheckFrame(Frame):
    """A check to roll (stage roll), then to judge once its Judge window has closed (stage judge); its
    result goes to the frame ``parent`` (a madness check has none)."""

    roller: str
    check_kind: str                      # attack | dismember | escape | madness (a snapshot's "kind")
    dice: int
    modifier: int
    parent: int | None
    range_area: int | None = None        # escape: the area the check is about (one beyond the edge)
    rolled: list[int] | None = None      # the dice, once rolled
    judge_mod: int = 0                   # what Judge supports and hindrances added

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


@dataclass(slots=True)
class DamageFrame(Frame):
    """Damage on its way to ``target``: stages (victim →) locate → window → apply, then dismember, assign
    and explode as the attack's effects call for."""

    attacker: str
    target: str | None                   # None till a fumble's victim is chosen
    name: str                            # the attacking part's name
    amount: int
    bonus: int                           # a critical's extra damage
    attack: str                          # unarmed | melee | shooting | blast | mental
    loc_rule: str                        # a location, or who chooses it (defender_choice, ...)
    location: str | None
    dismember: bool
    explosive: bool
    area_attack: bool
    trip: bool
    defense: int                         # what Damage-timing defenses took off so far
    timing_used: str
    options: list[str] | None = None     # a fumble: who may be hit
    final: int | None = None             # the damage dealt, once applied
    check: CheckResult | None = None     # the dismember check just judged, till this frame takes it
    name_ja: str | None = None           # the attacking part's name in Japanese, where it has one

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


_copy_maneuver = _slots_copier(ManeuverFrame)
_copy_check = _slots_copier(CheckFrame)
_copy_damage = _slots_copier(DamageFrame)


@dataclass(slots=True)
class Window:
    """An open reaction window: who may add Rapid/Judge/Damage maneuvers, resolved last-first."""

    timing: str              # rapid | judge | damage
    frame: int               # index in the stack of the frame that opened it
    declared: int = 0        # reactions declared in this window


@dataclass(slots=True)
class Prompt:
    """A decision the rules hand to one participant (or the GM when chooser is None).

    ``phrase``: what is asked, as an English template with its fields (reasons.py tells it in Japanese);
    ``text`` is it in English, as saves and `vtt play` show it (given as such where there is no phrase)."""

    kind: str                # location | parts | fetters | victim | adjacent | madness_part
    chooser: str | None
    options: list
    count: int = 1
    text: str = ""
    frame: int = -1
    phrase: Phrase | None = field(default=None, repr=False)

    def __post_init__(self):
        if self.phrase is not None:
            self.text = str(self.phrase)


@dataclass(slots=True)
class Battle:
    fighters: dict[str, Participant]
    options: RuleOptions
    victory: Victory
    karma: list[str]
    name: str = "Battle"
    name_ja: str | None = None   # the scenario's name in Japanese, where it gives one
    phase: str = "setup"     # setup | battle | round_end | ended
    round: int = 0
    count: int = 0
    stack: list[Frame] = field(default_factory=list)
    window: Window | None = None
    prompts: list[Prompt] = field(default_factory=list)  # round-end madness: one per doll
    # whose turn at this count is not yet taken: AP spent on a Rapid/Judge/Damage maneuver
    # before acting does not cost the Action at this count (same-count simultaneity, 001)
    due: set = field(default_factory=set)
    outcome: str | None = None  # victory | annihilated | escaped | ended
    summary: dict | None = None
    karma_achieved: list = field(default_factory=list)

    # -- queries -------------------------------------------------------------------------
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
        b = copy.copy(self)
        b.fighters = {k: p.clone() for k, p in self.fighters.items()}
        b.stack = [f.clone() for f in self.stack]
        b.window = copy.copy(self.window)
        b.prompts = [copy.copy(pr) for pr in self.prompts]
        for pr in b.prompts:
            pr.options = list(pr.options)
        b.summary = copy.deepcopy(self.summary)
        b.karma = list(self.karma)
        b.karma_achieved = list(self.karma_achieved)
        b.due = set(self.due)
        return b


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
