"""Balance search: which count of one participant group gives the players' side the win rate the GM wants.

The encounter (vtt.workshop.encounter, any ruleset) is copied once per candidate count, each copy written as a
scenario file of its own, and the candidates are *raced* (docs/simulate.md, "Balance search"): successive
elimination (Even-Dar, Mannor & Mansour, JMLR 7, 2006; Maron & Moore's "Hoeffding races", NIPS 1993) on the
distance of each candidate's win rate from the target. Every surviving candidate plays battles up to the
next *look* (100, 150, 250, ... battles each); at a look each candidate's win rate is bounded by a Wilson
score interval whose confidence is Bonferroni-corrected over the candidates and the looks, and a candidate
is dropped once even its nearest possible rate is farther from the target than another's farthest. The race
ends when one candidate is left, or when no other can be nearer the target than the leader (the nearest
estimate) by more than INDIFFERENCE (an ε-optimal answer); the leader then plays on, in steps of 50 battles,
until its plain 95 % interval is ±precision.

Battles are chunks of the simulator (vtt.sim.simulator: battle *i* of a candidate has the seed derived from
the run's seed and *i*) and every decision is taken at a look, with every chunk of that look in: the answer
is the same whatever the number of workers.
"""
from __future__ import annotations

import copy
import json
import math
import multiprocessing
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from statistics import NormalDist
from typing import Any, Callable, Iterator

from vtt.core.errors import InvalidValueError
from vtt.core.files import write_json_atomic
from vtt.core.participants import unique_id
from vtt.workshop.encounter import MAX_COPIES, Encounter

from .driver import make_policy
from .simulator import (DEFAULT_MAX_ROUNDS, TIMEOUT, Workers, _run_chunk, chunk_job, scenario_stamp,
                        system_of_scenario, wilson_interval)

#: the win rates a GM picks by name (the players' side's)
PRESETS = {"easy": 0.80, "fair": 0.65, "hard": 0.50, "deadly": 0.30}
#: the answer's precision: the proposed count's win rate to ± this at 95 %
PRECISION = 0.03
CONFIDENCE = 0.95
#: the race ends once no other count can be nearer the target than the proposed one by more than this (95 %)
INDIFFERENCE = 0.05
#: the most candidates a search races (each is a simulation of its own)
MAX_CANDIDATES = 12
#: battles a candidate plays at most (the race stops there unsettled, and says so)
CAP = 4000
FIRST_LOOK = 100
#: battles are handed out in chunks of this many (the estimate is told after each)
CHUNK = 10
#: the leader plays on in steps of this many battles until it is known to ±precision
STEP = 50


class BalanceError(InvalidValueError):
    """A search that cannot be run or cannot answer (a group not in the encounter, a range or target out of
    bounds, a scenario no candidate wins)."""


# -- what may vary: a participant group's count ----------------------------------------------------------

@dataclass(frozen=True)
class Group:
    """A group whose count may vary: copies of one character (sharing a group where the ruleset has them, else
    the same file), or one entry counting a crowd (a legion's bodies)."""

    name: str                        # what `--vary NAME=...` names
    side: str
    keys: tuple[int, ...]            # the encounter's participants (Participant.key), in order
    ids: tuple[str, ...]             # their ids in the battle
    counted: bool                    # one entry whose count varies (a legion's bodies), not copies
    count: int
    most: int                        # the highest count the ruleset allows
    label: str                       # the first member's name (English)


def groups(enc: Encounter) -> list[Group]:
    """The encounter's groups, in the order their first member is listed."""
    ids = enc.effective_ids()
    found: dict[tuple, list] = {}
    for p in enc.participants:
        ls = enc.shape.list_of(p.list)
        if enc.count_of(p) is not None:
            key: tuple = ("count", p.key)
        elif ls.group and p.fields.get(ls.group):
            key = ("group", p.side, p.list, p.fields[ls.group])
        else:
            key = ("same", p.side, p.list, str(p.source) if p.source is not None
                   else json.dumps(p.sheet, sort_keys=True))
        found.setdefault(key, []).append(p)
    out: list[Group] = []
    taken: set[str] = set()
    for key, members in found.items():
        first = members[0]
        counted = key[0] == "count"
        if key[0] == "group":
            name = key[3]
        elif len(members) > 1 and first.source is not None:
            name = first.source.stem
        else:
            name = ids[first.key]
        if name in taken:
            name = f"{name}@{first.side}"
        taken.add(name)
        ls = enc.shape.list_of(first.list)
        out.append(Group(name, first.side, tuple(p.key for p in members), tuple(ids[p.key] for p in members),
                         counted, enc.count_of(first) if counted else len(members),
                         (ls.count_max or MAX_COPIES) if counted else MAX_COPIES, first.name("en")))
    return out


def find_group(enc: Encounter, name: str) -> Group:
    """The group ``name`` names: a group's name, else the group of the participant of that id."""
    found = groups(enc)
    for g in found:
        if g.name == name:
            return g
    for g in found:
        if name in g.ids:
            return g
    raise BalanceError("no group {name!r} in this encounter; its groups are: {known}", name=name,
                       known=", ".join(f"{g.name} ({g.count}, {g.side})" for g in found) or "none")


def most_numerous(enc: Encounter, side: str | None = None) -> Group:
    """The largest group of ``side`` (default: the second side, the players' foes); the first of equals."""
    side = enc.shape.sides[1] if side is None else side
    mine = [g for g in groups(enc) if g.side == side]
    if not mine:
        raise BalanceError("no one on the side {side}", side=side)
    return max(mine, key=lambda g: g.count)


def _numbered(text: str, n: int, sep: str) -> str:
    """``text`` numbered ``n``: its own trailing number replaced, else ``n`` added."""
    return re.sub(r"\s*\d+$", "", text) + f"{sep}{n}"


def set_size(enc: Encounter, group: Group, n: int) -> None:
    """Make ``group`` ``n`` strong in ``enc``: a crowd's count, or copies of its last member added (each with an
    id and a name of its own, where it stands, and the starting distances it has) or its last members removed."""
    if not 1 <= n <= group.most:
        raise BalanceError("a count of {name} is 1 to {most}, not {n}", name=group.name, most=group.most, n=n)
    members = [enc.get(k) for k in group.keys]
    if group.counted:
        enc.set_count(members[0], n)
        return
    while len(members) > n:
        enc.remove(members.pop())
    model = members[-1]
    ls = enc.shape.list_of(model.list)
    model_id = enc.effective_ids()[model.key]
    base = re.sub(r"\d+$", "", model_id) or model_id
    kind = next(k for k in ls.kinds if enc.shape.list_for(k, model.side) is ls)
    rows = [list(r) for r in enc.ranges if model_id in r[:2]]
    while len(members) < n:
        number = len(members) + 1
        [p] = enc.add(copy.deepcopy(model.sheet), kind, 1, model.side, source=model.source)
        fields = dict(model.fields)
        if ls.id:
            fields[ls.id] = unique_id(f"{base}{number}", enc.taken_ids() | set(enc.effective_ids().values()))
        if "name" in ls.fields:
            fields["name"] = _numbered(model.fields.get("name") or model.sheet["name"], number, " ")
        if "name_ja" in ls.fields and (model.fields.get("name_ja") or model.sheet.get("name_ja")):
            fields["name_ja"] = _numbered(model.fields.get("name_ja") or model.sheet["name_ja"], number, "")
        enc.set_fields(p, fields)
        if model.place is not None:
            enc.place(p, model.place)
        new_id = enc.effective_ids()[p.key]
        for a, b, band in rows:
            enc.set_band(new_id if a == model_id else a, new_id if b == model_id else b, band)
        members.append(p)


def variant(enc: Encounter, group: Group, n: int) -> Encounter:
    """A copy of ``enc`` with ``group`` ``n`` strong (``enc`` is left as it is)."""
    out = copy.deepcopy(enc)
    set_size(out, group, n)
    return out


# -- what the GM asks: a target and a range --------------------------------------------------------------

def parse_target(text) -> float:
    """A preset's name (easy, fair, hard, deadly) or a win rate strictly between 0 and 1: 0.65, or 65%."""
    t = str(text).strip().lower()
    if t in PRESETS:
        return PRESETS[t]
    try:
        value = float(t[:-1]) / 100 if t.endswith("%") else float(t)
    except ValueError:
        raise BalanceError("the target is a win rate between 0 and 1 (0.65, 65%) or one of {names}, not {text!r}",
                           names=", ".join(f"{k} ({round(v * 100)}%)" for k, v in PRESETS.items()),
                           text=str(text)) from None
    if not 0 < value < 1:                     # (nan fails too)
        raise BalanceError("the target is a win rate strictly between 0 and 1 (0.65, 65%), not {text}", text=str(text))
    return value


def parse_range(text: str) -> tuple[int, ...]:
    """``"1..6"`` (both ends included) or ``"2,4,6"``: the counts to race."""
    t = str(text).strip()
    try:
        if ".." in t:
            a, b = (int(v) for v in t.split("..", 1))
            if b - a + 1 > MAX_CANDIDATES:            # said before a huge range is ever built
                raise BalanceError("at most {most} counts are raced at once, not {n}: narrow the range",
                                   most=MAX_CANDIDATES, n=b - a + 1)
            values = tuple(range(a, b + 1))
        else:
            values = tuple(sorted({int(v) for v in t.split(",") if v.strip()}))
    except ValueError as e:
        if isinstance(e, BalanceError):
            raise
        raise BalanceError("a range is FIRST..LAST (1..6) or a list (2,4,6), not {text!r}", text=t) from None
    if not values:
        raise BalanceError("the range {text} holds no count (FIRST..LAST, FIRST at most LAST)", text=t)
    if values[0] < 1:
        raise BalanceError("a count is at least 1, not {n}", n=values[0])
    if len(values) > MAX_CANDIDATES:
        raise BalanceError("at most {most} counts are raced at once, not {n}: narrow the range", most=MAX_CANDIDATES,
                           n=len(values))
    return values


def parse_vary(text: str) -> tuple[str, tuple[int, ...]]:
    """``GROUP=1..6`` -> (group, counts)."""
    name, sep, rest = str(text).partition("=")
    if not sep or not name.strip():
        raise BalanceError("--vary is GROUP=FIRST..LAST (wolves=1..6), not {text!r}", text=str(text))
    return name.strip(), parse_range(rest)


# -- the race ---------------------------------------------------------------------------------------------

def look_schedule(cap: int = CAP) -> tuple[int, ...]:
    """The battles per candidate at which the race decides: 100, then about half as many again each time (in
    steps of 50), the cap last."""
    out, n = [], FIRST_LOOK
    while n < cap:
        out.append(n)
        n = math.ceil(n * 1.5 / STEP) * STEP
    out.append(cap)
    return tuple(out)


@dataclass
class Candidate:
    value: Any                       # the count
    path: str = ""                   # its scenario file
    n: int = 0
    wins: int = 0
    timeouts: int = 0
    status: str = "racing"           # racing, dropped, close (not dropped, within the precision), proposed
    dropped_at: int | None = None    # battles it had played when it was dropped

    def rate(self) -> float:
        return self.wins / self.n if self.n else 0.0

    def interval(self, z: float = 1.959963984540054) -> tuple[float, float]:
        return wilson_interval(self.wins, self.n, z)

    def to_dict(self) -> dict:
        lo, hi = self.interval()
        return {"count": self.value, "battles": self.n, "wins": self.wins, "win_rate": self.rate(),
                "ci95": [lo, hi], "timeouts": self.timeouts, "status": self.status, "dropped_at": self.dropped_at}


class Race:
    """Successive elimination of ``candidates`` on |win rate − target| (see the module's docstring)."""

    def __init__(self, candidates: list[Candidate], target: float, precision: float = PRECISION,
                 confidence: float = CONFIDENCE, cap: int = CAP, players: str = "players",
                 indifference: float | None = None):
        if not 0 < target < 1:
            raise BalanceError("the target is a win rate strictly between 0 and 1, not {t}", t=target)
        if not 0 < precision < 0.5:
            raise BalanceError("the precision is a half-width between 0 and 0.5 (0.03), not {p}", p=precision)
        if cap < FIRST_LOOK:
            raise BalanceError("a candidate needs at least {least} battles, not {cap}", least=FIRST_LOOK, cap=cap)
        self.candidates = candidates
        self.players = players
        self.target, self.precision, self.confidence, self.cap = target, precision, confidence, cap
        self.looks = look_schedule(cap)
        alpha = 1 - confidence
        #: the racing bound: Bonferroni over the candidates and the looks
        self.z_race = NormalDist().inv_cdf(1 - alpha / (2 * len(candidates) * len(self.looks)))
        #: the race ends once no other candidate can be nearer the target than the leader by more than this
        self.indifference = INDIFFERENCE if indifference is None else indifference
        self.z = NormalDist().inv_cdf(1 - alpha / 2)
        self.look = 0                    # the look the race heads for (an index into looks)
        self.phase = "race"              # race, refine (the leader to ±precision), done
        self.settled = False             # the race decided (not stopped at the cap)

    def survivors(self) -> list[Candidate]:
        return [c for c in self.candidates if c.status in ("racing", "close", "proposed")]

    def distance(self, c: Candidate) -> tuple[float, float]:
        """(nearest, farthest) the candidate's win rate may be from the target (racing bound)."""
        lo, hi = c.interval(self.z_race)
        t = self.target
        near = 0.0 if lo <= t <= hi else min(abs(lo - t), abs(hi - t))
        return near, max(abs(lo - t), abs(hi - t))

    def leader(self) -> Candidate:
        """The survivor nearest the target by its estimate (the first of equals)."""
        return min(self.survivors(), key=lambda c: abs(c.rate() - self.target))

    def wanted(self) -> list[tuple[Candidate, int]]:
        """(candidate, battles it should have played) before the next decision; empty: the race is over."""
        if self.phase == "race":
            return [(c, self.looks[self.look]) for c in self.survivors()]
        if self.phase == "refine":
            c = self.leader()
            return [(c, min(self.cap, (c.n // STEP + 1) * STEP))]
        return []

    def decide(self) -> None:
        """Every candidate wanted has played its battles: drop, stop or go on."""
        if self.phase == "race":
            if self.look == 0 and not any(c.wins for c in self.candidates):
                raise BalanceError(
                    "no candidate won a single battle in {n} each: the {side} cannot win this encounter at any count "
                    "raced", n=self.looks[0], side=self.players)
            alive = self.survivors()
            best_far = min(self.distance(c)[1] for c in alive)
            for c in alive:
                if self.distance(c)[0] > best_far:
                    c.status, c.dropped_at = "dropped", c.n
            alive = self.survivors()
            lead = self.leader()
            lead_far = self.distance(lead)[1]
            decided = all(self.distance(c)[0] >= lead_far - self.indifference for c in alive if c is not lead)
            if decided or len(alive) == 1 or self.look + 1 >= len(self.looks):
                self.settled = decided or len(alive) == 1
                for c in alive:
                    c.status = "close"
                lead.status = "proposed"
                self.phase = "refine"
            else:
                self.look += 1
        if self.phase == "refine":
            lead = self.leader()
            lo, hi = lead.interval(self.z)
            if (hi - lo) / 2 <= self.precision or lead.n >= self.cap:
                self.phase = "done"

    @property
    def done(self) -> bool:
        return self.phase == "done"

    def proposed(self) -> Candidate:
        return self.leader()


# -- running it ---------------------------------------------------------------------------------------------

@dataclass
class Search:
    """A search as it runs and its answer: the group, the target, the candidates as they stand."""

    scenario: str
    group: Group
    target: float
    race: Race
    seed: int
    policies: tuple[str, str]
    players: str                     # the players' side (whose win rate is raced)
    folder: Any = field(default=None, repr=False)      # the candidates' scenario files (a TemporaryDirectory)
    cancelled: bool = False

    @property
    def battles(self) -> int:
        return sum(c.n for c in self.race.candidates)

    def report(self) -> dict:
        race = self.race
        lead = race.leader() if race.survivors() and any(c.n for c in race.candidates) else None
        out = {"scenario": self.scenario, "group": self.group.name, "side": self.group.side,
               "players": self.players, "target": self.target,
               "preset": next((k for k, v in PRESETS.items() if abs(v - self.target) < 1e-9), None),
               "precision": race.precision, "confidence": race.confidence, "seed": self.seed,
               "policies": dict(zip(("players", "others"), self.policies)),
               "method": "successive elimination on |win rate - target|, Wilson bounds Bonferroni-corrected over "
                         "candidates and looks (docs/simulate.md)",
               "looks": list(race.looks), "battles": self.battles,
               "candidates": [c.to_dict() for c in race.candidates],
               "proposed": lead.value if lead is not None else None,
               "settled": race.settled and race.done, "cancelled": self.cancelled}
        if lead is not None:
            lo, hi = lead.interval()
            out["proposed_win_rate"] = lead.rate()
            out["proposed_ci95"] = [lo, hi]
            out["precision_reached"] = (hi - lo) / 2 <= race.precision
            out["reached"] = lo <= self.target <= hi or abs(lead.rate() - self.target) <= race.precision
            played = [c.rate() for c in race.candidates if c.n]
            #: the target lies between two counts' win rates (else beyond every count tried)
            out["between"] = min(played) < self.target < max(played)
        return out


def prepare(enc: Encounter, group_name: str, values, target, folder=None, scenario: str = "<encounter>",
            seed: int = 0, policies: tuple[str, str] = ("heuristic", "heuristic"), precision: float = PRECISION,
            cap: int = CAP) -> Search:
    """Check the question and write a scenario file per candidate (in ``folder``, else a temporary one the
    Search keeps): any refusal is a BalanceError (or the ruleset's VttError) before a battle is played."""
    target = parse_target(target)
    group = find_group(enc, group_name)
    values = tuple(values)
    if not values:
        raise BalanceError("the range holds no count")
    if len(values) > MAX_CANDIDATES:
        raise BalanceError("at most {most} counts are raced at once, not {n}: narrow the range", most=MAX_CANDIDATES,
                           n=len(values))
    for n in values:
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= group.most:
            raise BalanceError("a count of {name} is 1 to {most}, not {n}", name=group.name, most=group.most, n=n)
    keep = None
    if folder is None:
        keep = tempfile.TemporaryDirectory(prefix="vtt-balance-")
        folder = keep.name
    candidates = []
    for n in values:
        path = Path(folder) / f"{group.name}-{n}.json".replace("/", "_")
        write_json_atomic(path, variant(enc, group, n).scenario_data(inline=True))
        system = system_of_scenario(path)                    # read and checked here: a refusal before any battle
        candidates.append(Candidate(n, str(path)))
    for side, name in zip(system.sides, policies):
        make_policy(name, side, None, system)               # an unknown AI too
    race = Race(candidates, target, precision, cap=cap, players=system.sides[0])
    return Search(scenario, group, target, race, seed, tuple(policies), system.sides[0], keep)


def _jobs(search: Search, max_rounds: int, stamps: dict) -> list[tuple[int, tuple]]:
    """(candidate index, simulator chunk) of the battles the race wants before its next decision (``stamps``: each
    candidate's file as this run read it)."""
    out = []
    index = {id(c): i for i, c in enumerate(search.race.candidates)}
    for c, upto in search.race.wanted():
        for start in range(c.n, upto, CHUNK):
            out.append((index[id(c)], chunk_job(c.path, stamps[c.path], list(range(start, min(start + CHUNK, upto))),
                                                search.seed, search.policies[0], search.policies[1], max_rounds,
                                                False)))
    return out


def run(search: Search, workers: int = 1, max_rounds: int = DEFAULT_MAX_ROUNDS,
        progress: Callable[[Search], None] | None = None, cancelled: Callable[[], bool] | None = None,
        kept: Workers | None = None, mp_context: str | None = None, first_here: bool = False) -> Search:
    """Race ``search``'s candidates to the answer (or until ``cancelled()``: what has run is kept).
    ``progress(search)`` after every chunk of battles; ``kept``: worker processes kept between runs (the
    builder's); ``first_here``: this process plays the first chunk while the workers start."""
    system = system_of_scenario(search.race.candidates[0].path)
    won = system.won
    stamps = {c.path: scenario_stamp(c.path) for c in search.race.candidates}
    pool, own = None, None
    try:
        while not search.race.done:
            jobs = _jobs(search, max_rounds, stamps)
            if workers > 1 and pool is None and len(jobs) > 1:
                if kept is not None:
                    pool = kept.pool(workers)
                else:
                    own = pool = multiprocessing.get_context(mp_context).Pool(workers)
            for i, results in _played(jobs, pool, first_here):
                c = search.race.candidates[i]
                for r in results:
                    c.n += 1
                    c.timeouts += r.outcome == TIMEOUT
                    c.wins += r.outcome != TIMEOUT and won(r.outcome)
                if progress is not None:
                    progress(search)
                if cancelled is not None and cancelled():
                    search.cancelled = True
                    if kept is not None and pool is not None:
                        kept.close()              # chunks still under way: the next run starts fresh workers
                    return search
            first_here = False
            search.race.decide()
        return search
    finally:
        if own is not None:
            own.terminate()
            own.join()


def _played(jobs: list, pool, first_here: bool) -> Iterator[tuple[int, list]]:
    """(candidate index, results) of each job, in order: in this process, or the pool's (the first played here
    meanwhile with ``first_here``)."""
    if pool is None:
        for i, job in jobs:
            yield i, _run_chunk(job)
        return
    start = 1 if first_here else 0
    rest = pool.imap(_run_chunk, [job for _, job in jobs[start:]])
    if start:
        yield jobs[0][0], _run_chunk(jobs[0][1])
    for (i, _), results in zip(jobs[start:], rest):
        yield i, results


def search_file(scenario_path, vary: str | None, target, seed: int = 0, workers: int = 1,
                policies: tuple[str, str] = ("heuristic", "heuristic"), max_rounds: int = DEFAULT_MAX_ROUNDS,
                precision: float = PRECISION, cap: int = CAP, progress=None) -> Search:
    """`vtt balance`: the search on a scenario file (``vary``: GROUP=FIRST..LAST; None: the most numerous foe
    group, 1..6)."""
    enc = Encounter.from_file(scenario_path)
    if vary is None:
        name, values = most_numerous(enc).name, tuple(range(1, 7))
    else:
        name, values = parse_vary(vary)
    search = prepare(enc, name, values, target, scenario=str(scenario_path), seed=seed, policies=policies,
                     precision=precision, cap=cap)
    try:
        return run(search, workers, max_rounds, progress)
    finally:
        if search.folder is not None:
            search.folder.cleanup()
