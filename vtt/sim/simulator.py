"""The encounter simulator: many complete battles with AI on both sides, and a report of the odds.

Each battle's seed is derived from the run's seed and the battle's index, so a run gives the same
report whatever the number of worker processes (chunks are merged back in index order).
"""
from __future__ import annotations

import hashlib
import math
import multiprocessing
import os
import stat
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from vtt.core.errors import FileFormatError
from vtt.core.files import read_json
from vtt.core.registry import System, system_of
from vtt.core.session import Session

from .driver import make_policy, next_command

DEFAULT_MAX_ROUNDS = 30
MAX_COMMANDS = 20000          # a safety net far above any real battle (~200 commands)
TIMEOUT = "timeout"
#: per-battle seed of the policy of the first and second side (the players' side first)
POLICY_SEEDS = (0x5A5A, 0xA5A5)
#: with a precision asked for, battles are run in chunks of this many (whatever the workers, so the
#: battle it stops at is the same) and never fewer than PRECISION_MIN_BATTLES in all
PRECISION_CHUNK = 50
PRECISION_MIN_BATTLES = 100
#: the battles a run with a precision stops at if it is not reached by then (the dialog's default too)
PRECISION_CAP = 10_000
#: a run with a precision hands its battles out in chunks of this many (a divisor of PRECISION_CHUNK, so
#: the stopping rule is still only asked at multiples of it): the estimate is told every 10 battles
NARROWING_CHUNK = 10


def battle_seed(seed: int, index: int) -> int:
    """The seed of battle ``index`` of a run seeded ``seed`` (independent of workers and chunking)."""
    h = hashlib.blake2b(f"{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(h, "big") >> 1


@lru_cache(maxsize=16)             # (a balance search races up to 12 encounters: vtt.sim.balance)
def _template(scenario_path: str) -> tuple[System, Session]:
    """(system, session on the fresh battle) of a scenario of any ruleset, read once per process (again once
    it or a file it names has changed: _fresh)."""
    data = read_json(scenario_path)
    system = system_of(data, scenario_path)
    return system, system.open_session(data, scenario_path, history=False)


#: scenario path -> its stamp (scenario_stamp) when this process last read it
_STAMPS: dict[str, tuple] = {}


def scenario_stamp(scenario_path: str) -> tuple:
    """When the scenario and every file it names (its characters, pictures: a text of it that is a file beside
    it) last changed, as (path, modified, size) of each: what the kept templates are checked against."""
    scenario_path = str(Path(scenario_path).resolve())
    out: list[tuple] = []
    data: Any
    try:
        data = read_json(scenario_path)
    except FileFormatError:
        data = None                 # (refused by the read that follows, saying why)
    base = Path(scenario_path).parent
    todo = [scenario_path]
    stack: list = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str) and 0 < len(value) < 1000 and "." in value:
            todo.append(str(base / value))
    for name in todo:
        try:
            st = os.stat(name)
        except (OSError, ValueError):
            continue
        if stat.S_ISREG(st.st_mode):
            out.append((name, st.st_mtime_ns, st.st_size))
    return tuple(out)


def _fresh(scenario_path: str, stamp: tuple) -> None:
    """Forget what this process read of the scenarios when ``scenario_path`` (or a file it names) has changed
    since it was read (the GM edited it between two runs of the window's simulation)."""
    if _STAMPS.get(scenario_path, stamp) != stamp:
        _template.cache_clear()
        _STAMPS.clear()
    _STAMPS[scenario_path] = stamp


def system_of_scenario(scenario_path) -> System:
    """The system of the scenario, read (again if it or a file it names changed since) and checked here."""
    path = str(Path(scenario_path).resolve())
    _fresh(path, scenario_stamp(path))
    return _template(path)[0]


def fresh_session(scenario_path, seed: int, keep_log: bool = True) -> Session:
    """A new battle of the scenario without history: a copy of the battle built once per process
    (no file is read, nothing is validated again); ``keep_log=False``: no record per command either."""
    _, template = _template(str(Path(scenario_path).resolve()))
    return Session(template.ruleset, template.ruleset.clone(template.state), seed, history=False,
                   keep_log=keep_log)


@dataclass
class BattleResult:
    index: int
    seed: int
    outcome: str                      # the ruleset's outcome, or timeout
    rounds: int
    commands: int
    details: dict                     # the ruleset's own figures (Nechronica: dolls, damage_by)
    log: list | None = field(default=None, repr=False)

    def to_dict(self) -> dict:
        out = {"index": self.index, "seed": self.seed, "outcome": self.outcome, "rounds": self.rounds,
               "commands": self.commands}       # (not __dict__: the compiled class has none)
        out.update(self.details)
        if self.log is not None:
            out["log"] = self.log
        return out


def play_battle(session: Session, policies: dict, max_rounds: int = DEFAULT_MAX_ROUNDS) -> tuple[str, int]:
    """Drive ``session`` to its end with ``policies`` on every side; returns (outcome, commands).

    Every command goes through ``session.do``. Stops with ``timeout`` after ``max_rounds``."""
    ruleset = session.ruleset
    n = 0
    while True:
        state = session.state
        if ruleset.round(state) > max_rounds or n >= MAX_COMMANDS:
            return TIMEOUT, n
        c = next_command(session, policies)
        if c is None:                       # over (or nobody can move: counted as a timeout)
            return ruleset.outcome(state) or TIMEOUT, n
        session.do(c)
        n += 1


def run_battle(scenario_path, index: int, seed: int, dolls: str = "heuristic", enemies: str = "heuristic",
               max_rounds: int = DEFAULT_MAX_ROUNDS, keep_log: bool = False,
               listen: Callable | None = None) -> BattleResult:
    """One battle; ``dolls`` and ``enemies`` name the policies of the first (players') and second side.
    ``listen``: one more listener of the battle's events (the golden records of tests/sim digest them)."""
    bseed = battle_seed(seed, index)
    system = _template(str(Path(scenario_path).resolve()))[0]     # (as read for this run: _run_chunk, simulate)
    session = fresh_session(scenario_path, bseed, keep_log)      # nobody reads a log not asked for
    policies = {side: make_policy(name, side, bseed ^ salt, system)
                for side, name, salt in zip(system.sides, (dolls, enemies), POLICY_SEEDS)}
    observer = system.sim_observer(session)
    session.add_listener(observer)
    if listen is not None:
        session.add_listener(listen)
    outcome, n = play_battle(session, policies, max_rounds)
    session.remove_listener(observer)
    log = [r.command.to_dict() for r in session.log] if keep_log else None
    return BattleResult(index, bseed, outcome, session.ruleset.round(session.state), n,
                        observer.details(session.state), log)


def chunk_job(scenario_path: str, stamp: tuple, indices: list, seed: int, dolls: str, enemies: str, max_rounds: int,
              keep_log: bool) -> tuple:
    """A chunk of battles for _run_chunk (here or in a worker): the scenario (resolved) with its stamp
    (scenario_stamp, as this run read it: a worker that read it before it changed reads it again), the battles'
    indices, the rest."""
    return (str(Path(scenario_path).resolve()), stamp, indices, seed, dolls, enemies, max_rounds, keep_log)


def _run_chunk(job) -> list[BattleResult]:
    scenario_path, stamp, indices, seed, dolls, enemies, max_rounds, keep_log = job
    _fresh(scenario_path, stamp)            # a kept worker reads again a scenario changed since its last run
    return [run_battle(scenario_path, i, seed, dolls, enemies, max_rounds, keep_log) for i in indices]


class Workers:
    """Worker processes started once and kept for the next run (the simulate dialog's): a run after
    the first starts no process, and each worker still holds the scenarios it has read (``_template``),
    so nothing is read or validated again. ``close()`` ends them."""

    def __init__(self, mp_context: str | None = None):
        self.ctx = multiprocessing.get_context(mp_context)
        self._pool: Any = None            # (typed: compiled, a name declared None holds nothing else)
        self.size = 0

    def pool(self, size: int):
        """The kept pool of ``size`` processes (started now if there is none of that size)."""
        if self._pool is None or self.size != size:
            self.close()
            self._pool, self.size = self.ctx.Pool(size), size
        return self._pool

    def pids(self) -> list[int]:
        """The worker processes' ids (empty before the first run)."""
        return sorted(p.pid for p in self._pool._pool) if self._pool is not None else []   # noqa: SLF001

    def close(self) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()
            self._pool, self.size = None, 0


def simulate(scenario_path, battles: int, seed: int = 0, workers: int = 1, dolls: str = "heuristic",
             enemies: str = "heuristic", max_rounds: int = DEFAULT_MAX_ROUNDS, keep_log: bool = False,
             progress: Callable[[int, int], None] | None = None,
             cancelled: Callable[[], bool] | None = None, chunk: int | None = None,
             mp_context: str | None = None, tally: "Tally | None" = None, keep: bool = True,
             kept: Workers | None = None, first_here: bool = False,
             precision: float | None = None) -> list[BattleResult]:
    """Run ``battles`` battles; results in index order. ``progress(done, total)`` after each chunk
    of ``chunk`` battles; ``cancelled()`` true stops early (the results so far are returned).
    ``mp_context``: a multiprocessing start method ("spawn" from a GUI process with threads).
    ``tally``: each result is added to it as it arrives; ``keep=False`` keeps none (flat memory).
    ``kept``: worker processes kept between runs (used instead of a pool started for this run).
    ``first_here``: with workers, this process plays the first chunk itself while they start (the first
    estimate comes in the time of a few battles, not of starting processes); the same battles.
    ``precision`` (with a ``tally``): stop once the players' win rate is known to ±``precision``
    (Tally.settled), ``battles`` being only a cap; chunks of NARROWING_CHUNK unless ``chunk`` is given."""
    if battles < 0:
        raise ValueError("battles must be ≥ 0")
    if workers < 1:
        raise ValueError("workers must be ≥ 1")
    scenario_path = str(Path(scenario_path).resolve())
    stamp = scenario_stamp(scenario_path)
    _fresh(scenario_path, stamp)
    system = _template(scenario_path)[0]           # fail early on a bad scenario, in this process
    for side, name in zip(system.sides, (dolls, enemies)):
        make_policy(name, side, None, system)       # ... and on an unknown policy name
    if precision is not None:
        if tally is None:
            raise ValueError("a run with a precision needs a tally")
        asked = cancelled
        cancelled = lambda: tally.settled(precision) or (asked is not None and asked())  # noqa: E731
        chunk = NARROWING_CHUNK if chunk is None else chunk
    if chunk is None:
        chunk = max(1, min(100, battles // (workers * 8) or 1))
    jobs = [chunk_job(scenario_path, stamp, list(range(i, min(i + chunk, battles))), seed, dolls, enemies, max_rounds,
                      keep_log) for i in range(0, battles, chunk)]
    results: list[BattleResult] = []

    done = 0

    def collect(it):
        nonlocal done
        for part in it:
            done += len(part)
            if tally is not None:
                for r in part:
                    tally.add(r)
            if keep:
                results.extend(part)
            if progress is not None:
                progress(done, battles)
            if cancelled is not None and cancelled():
                return False
        return True

    def pooled(pool) -> bool:
        if not first_here:
            return collect(pool.imap(_run_chunk, jobs))
        rest = pool.imap(_run_chunk, jobs[1:])          # the workers start on the rest meanwhile
        return collect([_run_chunk(jobs[0])]) and collect(rest)

    if workers == 1 or len(jobs) <= 1:
        collect(map(_run_chunk, jobs))       # lazily: a chunk is played only if the run goes on
    elif kept is not None:
        if not pooled(kept.pool(workers)):
            kept.close()              # chunks still under way: the next run starts fresh workers
    else:
        ctx = multiprocessing.get_context(mp_context)
        with ctx.Pool(min(workers, len(jobs))) as pool:
            if not pooled(pool):
                pool.terminate()
    return results


# ---------------------------------------------------------------------------------------------
# The report
# ---------------------------------------------------------------------------------------------

def wilson_interval(successes: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if successes == 0 else max(0.0, centre - half)
    hi = 1.0 if successes == n else min(1.0, centre + half)
    return (lo, hi)


def _median(counts: Counter, n: int):
    """The median of ``n`` values given as value -> count (as statistics.median of the values)."""
    if not n:
        return 0
    middle, seen, lower = (n - 1) // 2, 0, None
    for value in sorted(counts):
        seen += counts[value]
        if lower is None and seen > middle:
            lower = value
            if n % 2:
                return value
        if lower is not None and seen > middle + 1:
            return (lower + value) / 2
    return lower


class Tally:
    """The report's figures summed as results arrive (flat memory for any number of battles)."""

    def __init__(self, scenario_path=None):
        self.system = system_of_scenario(scenario_path) if scenario_path is not None else None
        self.scenario_path = scenario_path
        self.n = self.wins = self.commands = 0
        self.outcomes: Counter = Counter()
        self.rounds: Counter = Counter()
        self.own = (self.system.sim_tally(_template(str(Path(scenario_path).resolve()))[1].state)
                    if self.system is not None else None)
        #: the players' side (whose win rate is estimated)
        self.players = self.system.sides[0] if self.system is not None else "dolls"

    def add(self, r: BattleResult) -> None:
        self.n += 1
        self.outcomes[r.outcome] += 1
        self.rounds[r.rounds] += 1
        self.commands += r.commands
        if r.outcome != TIMEOUT and (self.system.won(r.outcome) if self.system else r.outcome == "victory"):
            self.wins += 1
        if self.own is not None:
            self.own.add(r.details)

    def half_width(self) -> float:
        """Half the width of the 95% interval of the players' side's win rate so far (1 before any)."""
        lo, hi = wilson_interval(self.wins, self.n)
        return (hi - lo) / 2

    def precise(self, precision: float, at_least: int = PRECISION_MIN_BATTLES) -> bool:
        """Is the win rate known to ±``precision`` (95%), after at least ``at_least`` battles?"""
        return self.n >= at_least and self.half_width() <= precision

    def settled(self, precision: float) -> bool:
        """The stopping rule of a run with a precision: known to ±``precision``, asked only at a multiple
        of PRECISION_CHUNK battles (so the battle it stops at is the same whatever the chunks and workers)."""
        return self.n % PRECISION_CHUNK == 0 and self.precise(precision)

    def estimate(self) -> tuple[int, float, float, float]:
        """(battles, win rate, low, high) of the players' side so far: the 95% interval narrowing."""
        lo, hi = wilson_interval(self.wins, self.n)
        return self.n, (self.wins / self.n if self.n else 0.0), lo, hi

    def report(self, seed: int | None = None, dolls: str = "", enemies: str = "") -> dict:
        """The figures `vtt simulate` prints (docs/simulate.md lists the keys): the players' side's win
        rate with its 95% interval, outcomes, rounds, and the ruleset's own figures."""
        n, system, players = self.n, self.system, self.players
        lo, hi = wilson_interval(self.wins, n)
        out = {
            "scenario": str(self.scenario_path) if self.scenario_path is not None else None,
            "battles": n, "seed": seed,
            "policies": dict(zip(system.sides if system is not None else ("dolls", "enemies"), (dolls, enemies))),
            "outcomes": dict(sorted(self.outcomes.items())),
            f"{players}_win_rate": self.wins / n if n else 0.0,
            f"{players}_win_rate_ci95": [lo, hi],
            "rounds": {"mean": sum(k * v for k, v in self.rounds.items()) / n if n else 0.0,
                       "median": _median(self.rounds, n),
                       "distribution": {str(k): v for k, v in sorted(self.rounds.items())}},
            "commands_mean": self.commands / n if n else 0.0,
        }
        if self.own is not None and n:
            out.update(self.own.report())
        return out


def report(results: list[BattleResult], scenario_path=None, seed: int | None = None,
           dolls: str = "", enemies: str = "") -> dict:
    """The report of ``results`` (see Tally.report)."""
    tally = Tally(scenario_path)
    for r in results:
        tally.add(r)
    return tally.report(seed, dolls, enemies)
