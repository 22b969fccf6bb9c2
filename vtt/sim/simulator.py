"""The encounter simulator: many complete battles with AI on both sides, and a report of the odds.

Each battle's seed is derived from the run's seed and the battle's index, so a run gives the same
report whatever the number of worker processes (chunks are merged back in index order).
"""
from __future__ import annotations

import hashlib
import math
import multiprocessing
import statistics
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable

from vtt.core.records import Command
from vtt.core.session import Session
from vtt.rules.nechronica.battle import RULESET, BattleSession, load_scenario, new_session

from .driver import make_policy, next_command

DEFAULT_MAX_ROUNDS = 30
MAX_COMMANDS = 20000          # a safety net far above any real battle (~200 commands)
TIMEOUT = "timeout"


def battle_seed(seed: int, index: int) -> int:
    """The seed of battle ``index`` of a run seeded ``seed`` (independent of workers and chunking)."""
    h = hashlib.blake2b(f"{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(h, "big") >> 1


@lru_cache(maxsize=8)
def _template(scenario_path: str):
    """(resolved setup, battle) of a scenario, read once per process."""
    s = new_session(load_scenario(scenario_path), Path(scenario_path).parent, seed=0, history=False)
    return s.setup, s.state


def fresh_session(scenario_path, seed: int) -> BattleSession:
    """A new battle of the scenario without history: a copy of the battle built once per process
    (no file is read, nothing is validated again)."""
    setup, template = _template(str(Path(scenario_path).resolve()))
    return BattleSession(RULESET.clone(template), seed, history=False, setup=setup)


@dataclass
class BattleResult:
    index: int
    seed: int
    outcome: str                      # victory | annihilated | escaped | ended | timeout
    rounds: int
    commands: int
    dolls: dict                       # id -> {parts_lost, madness_gained, destroyed, heart_broken, escaped}
    damage_by: dict                   # attacker id -> {"parts": n, "bodies": n} destroyed by her attacks
    log: list | None = field(default=None, repr=False)

    def to_dict(self) -> dict:
        out = {k: v for k, v in self.__dict__.items() if k != "log"}
        if self.log is not None:
            out["log"] = self.log
        return out


def play_battle(session: Session, policies: dict, max_rounds: int = DEFAULT_MAX_ROUNDS) -> tuple[str, int]:
    """Drive ``session`` to its end with ``policies`` on both sides; returns (outcome, commands).

    Every command goes through ``session.do``. Stops with ``timeout`` after ``max_rounds``."""
    b = session.state
    n = 0
    while b.phase != "ended":
        if b.round > max_rounds or n >= MAX_COMMANDS:
            return TIMEOUT, n
        c = next_command(session, policies)
        session.do(c)
        n += 1
        b = session.state
    return b.outcome, n


class _Tally:
    """Reads the events as they happen: who destroyed what, and how much madness each doll took."""

    __slots__ = ("damage_by", "madness", "_attacker", "_last_hit")

    def __init__(self):
        self.damage_by: dict = {}
        self.madness: Counter = Counter()
        self._attacker = None           # roller of the attack check being resolved
        self._last_hit: dict = {}       # target -> attacker of the last damage she took

    def _credit(self, who, key, n=1):
        if who is None:
            return
        d = self.damage_by.setdefault(who, {"parts": 0, "bodies": 0})
        d[key] += n

    def __call__(self, events):
        for e in events:
            t = e.type
            if t == "check_rolled":
                if e.data["kind"] == "attack":
                    self._attacker = e.data["actor"]
            elif t == "damage":
                self._last_hit[e.data["target"]] = e.data["attacker"]
            elif t == "part_damaged":
                if "fumble" in e.text or e.data.get("override"):
                    continue            # her own fumble, or the GM's hand: nobody's attack
                self._credit(self._last_hit.get(e.data["actor"]), "parts")
            elif t == "bodies_lost":
                self._credit(self._attacker, "bodies", e.data["lost"])
            elif t == "madness_gained" or t == "rerolled":
                self.madness[e.data["actor"]] += 1


def run_battle(scenario_path, index: int, seed: int, dolls: str = "heuristic", enemies: str = "heuristic",
               max_rounds: int = DEFAULT_MAX_ROUNDS, keep_log: bool = False) -> BattleResult:
    bseed = battle_seed(seed, index)
    session = fresh_session(scenario_path, bseed)
    policies = {"dolls": make_policy(dolls, "dolls", bseed ^ 0x5A5A),
                "enemies": make_policy(enemies, "enemies", bseed ^ 0xA5A5)}
    b = session.state
    damaged_before = {p.id: sum(1 for x in p.parts if x.damaged) for p in b.dolls()}
    tally = _Tally()
    session.add_listener(tally)
    outcome, n = play_battle(session, policies, max_rounds)
    session.remove_listener(tally)
    b = session.state
    dolls = {}
    for p in b.dolls():
        dolls[p.id] = {"parts_lost": sum(1 for x in p.parts if x.damaged) - damaged_before[p.id],
                       "madness_gained": tally.madness[p.id], "destroyed": p.destroyed,
                       "heart_broken": p.heart_broken, "escaped": p.escaped}
    log = [r.command.to_dict() for r in session.log] if keep_log else None
    return BattleResult(index, bseed, outcome, b.round, n, dolls, tally.damage_by, log)


def _run_chunk(job) -> list[BattleResult]:
    scenario_path, indices, seed, dolls, enemies, max_rounds, keep_log = job
    return [run_battle(scenario_path, i, seed, dolls, enemies, max_rounds, keep_log) for i in indices]


def simulate(scenario_path, battles: int, seed: int = 0, workers: int = 1, dolls: str = "heuristic",
             enemies: str = "heuristic", max_rounds: int = DEFAULT_MAX_ROUNDS, keep_log: bool = False,
             progress: Callable[[int, int], None] | None = None,
             cancelled: Callable[[], bool] | None = None, chunk: int | None = None,
             mp_context: str | None = None) -> list[BattleResult]:
    """Run ``battles`` battles; results in index order. ``progress(done, total)`` after each chunk
    of ``chunk`` battles; ``cancelled()`` true stops early (the results so far are returned).
    ``mp_context``: a multiprocessing start method ("spawn" from a GUI process with threads)."""
    if battles < 0:
        raise ValueError("battles must be ≥ 0")
    if workers < 1:
        raise ValueError("workers must be ≥ 1")
    scenario_path = str(Path(scenario_path).resolve())
    make_policy(dolls, "dolls")            # fail early on an unknown policy name
    make_policy(enemies, "enemies")
    _template(scenario_path)               # ... and on a bad scenario, in this process
    if chunk is None:
        chunk = max(1, min(100, battles // (workers * 8) or 1))
    jobs = [(scenario_path, list(range(i, min(i + chunk, battles))), seed, dolls, enemies, max_rounds, keep_log)
            for i in range(0, battles, chunk)]
    results: list[BattleResult] = []

    def collect(it):
        for part in it:
            results.extend(part)
            if progress is not None:
                progress(len(results), battles)
            if cancelled is not None and cancelled():
                return False
        return True

    if workers == 1 or len(jobs) <= 1:
        collect(_run_chunk(j) for j in jobs)
    else:
        ctx = multiprocessing.get_context(mp_context)
        with ctx.Pool(min(workers, len(jobs))) as pool:
            if not collect(pool.imap(_run_chunk, jobs)):
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


def report(results: list[BattleResult], scenario_path=None, seed: int | None = None,
           dolls: str = "", enemies: str = "") -> dict:
    """The figures `vtt simulate` prints (docs/simulate.md lists the keys)."""
    n = len(results)
    outcomes = Counter(r.outcome for r in results)
    wins = outcomes.get("victory", 0)
    lo, hi = wilson_interval(wins, n)
    rounds = [r.rounds for r in results]
    names, sides = {}, {}
    if scenario_path is not None:
        state = _template(str(Path(scenario_path).resolve()))[1]
        for p in state.participants.values():
            names[p.id] = p.name
            sides[p.id] = p.side
    doll_ids = list(results[0].dolls) if results else []
    dolls_out = {}
    for d in doll_ids:
        rows = [r.dolls[d] for r in results]
        dolls_out[d] = {"name": names.get(d, d),
                        "parts_lost_mean": sum(x["parts_lost"] for x in rows) / n,
                        "madness_gained_mean": sum(x["madness_gained"] for x in rows) / n,
                        "destroyed_rate": sum(x["destroyed"] for x in rows) / n,
                        "heart_broken_rate": sum(x["heart_broken"] for x in rows) / n}
    attackers = sorted({a for r in results for a in r.damage_by})
    damage = {}
    for a in attackers:
        parts = sum(r.damage_by.get(a, {}).get("parts", 0) for r in results)
        bodies = sum(r.damage_by.get(a, {}).get("bodies", 0) for r in results)
        damage[a] = {"name": names.get(a, a), "side": sides.get(a),
                     "parts_destroyed_mean": parts / n, "bodies_destroyed_mean": bodies / n}
    enemy_ids = [a for a in damage if sides.get(a, "enemies") == "enemies"]
    most = max(enemy_ids, key=lambda a: (damage[a]["parts_destroyed_mean"], damage[a]["bodies_destroyed_mean"]),
               default=None)
    return {
        "scenario": str(scenario_path) if scenario_path is not None else None,
        "battles": n, "seed": seed, "policies": {"dolls": dolls, "enemies": enemies},
        "outcomes": dict(sorted(outcomes.items())),
        "dolls_win_rate": wins / n if n else 0.0,
        "dolls_win_rate_ci95": [lo, hi],
        "rounds": {"mean": statistics.fmean(rounds) if rounds else 0.0,
                   "median": statistics.median(rounds) if rounds else 0,
                   "distribution": {str(k): v for k, v in sorted(Counter(rounds).items())}},
        "commands_mean": statistics.fmean(r.commands for r in results) if results else 0.0,
        "dolls": dolls_out,
        "damage_by": damage,
        "most_damaging_enemy": most,
    }
