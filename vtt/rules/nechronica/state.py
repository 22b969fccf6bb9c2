"""The live state of a Nechronica battle: participants, parts, fetters, count, the resolution stack."""
from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from vtt.core.errors import Phrase

from .effects import Effects, max_ap_breakdown, parse_effects
from .limits import MADNESS_MAX, total_threat
from .terms import AREAS, LOCATIONS

if TYPE_CHECKING:
    from .setup import RuleOptions, Victory


def _slots_copier(cls):
    """A shallow-copy function for a slots dataclass, written out attribute by attribute (a loop of
    getattr/setattr is 3× slower; copy.copy goes through __reduce_ex__ and is slower still)."""
    # a class compiled by mypyc keeps its fields but has no __slots__
    names = getattr(cls, "__slots__", None) or [f.name for f in dataclasses.fields(cls)]
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
    name_en: str | None = None
    effect_en: str | None = None
    part_id: str | None = None
    # (round, count) when an Action-timing effect damaged it: still usable for maneuvers
    # during that same count (same-count actions are simultaneous).
    damaged_by_action_at: tuple[int, int] | None = None
    # what the engine automates, read once from the effect text (which never changes in a battle)
    effects: Effects = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        self.effects = parse_effects(self.effect, self.name)

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
    _by_timing: dict | None = field(default=None, repr=False, compare=False)   # timing -> parts (cache)

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
    """One entry of the resolution stack. ``kind``: maneuver | check | damage | prompt-only steps.

    Frames are plain data so the whole state can be copied for undo and compared for replay."""

    kind: str
    stage: str
    data: dict


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
    participants: dict[str, Participant]
    options: RuleOptions
    victory: Victory
    karma: list[str]
    name: str = "Battle"
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
        return [p for p in self.participants.values() if p.side == "dolls"]

    def enemies(self) -> list[Participant]:
        return [p for p in self.participants.values() if p.side == "enemies"]

    def sisters_of(self, p: Participant) -> list[Participant]:
        return [d for d in self.participants.values() if d.kind == "doll" and d.id != p.id]

    def max_ap_breakdown(self, p: Participant) -> list[tuple[Phrase, int]]:
        if p.kind != "doll":
            return max_ap_breakdown(p.base_ap, p.parts)
        return max_ap_breakdown(p.base_ap, p.parts, [(f.emotion, f.madness) for f in p.fetters],
                                [[(f.emotion, f.madness) for f in s.fetters] for s in self.sisters_of(p)])

    def max_ap(self, p: Participant) -> int:
        return sum(v for _, v in self.max_ap_breakdown(p))

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
        b.participants = {k: p.clone() for k, p in self.participants.items()}
        b.stack = [Frame(f.kind, f.stage, copy.deepcopy(f.data)) for f in self.stack]
        b.window = copy.copy(self.window)
        b.prompts = [copy.copy(pr) for pr in self.prompts]
        for pr in b.prompts:
            pr.options = list(pr.options)
        b.summary = copy.deepcopy(self.summary)
        b.karma = list(self.karma)
        b.karma_achieved = list(self.karma_achieved)
        b.due = set(self.due)
        return b


def snapshot(b: Battle) -> dict[str, Any]:
    """A JSON-able picture of the battle, as `vtt play` prints it and saves compare it."""
    parts = {}
    for p in b.participants.values():
        by_loc: dict[str, list] = {}
        for part in p.parts:
            by_loc.setdefault(part.location, []).append({"key": part.key, "name": part.name,
                                                          "damaged": part.damaged})
        entry = {"name": p.name, "side": p.side, "kind": p.kind, "area": AREAS[p.area],
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
           "outcome": b.outcome, "participants": parts, "due": sorted(b.due),
           "stack": [{"kind": f.kind, "stage": f.stage, **{k: v for k, v in f.data.items()}} for f in b.stack],
           "window": None if b.window is None else {"timing": b.window.timing, "frame": b.window.frame,
                                                    "declared": b.window.declared},
           "prompts": [{"kind": pr.kind, "chooser": pr.chooser, "options": pr.options, "count": pr.count,
                        "text": pr.text} for pr in b.prompts]}
    if b.summary is not None:
        out["summary"] = b.summary
    return out
