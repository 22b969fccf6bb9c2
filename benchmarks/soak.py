"""Soak (figures only, no asserts): many simulated battles, then a kill loop on the autosave journal.

Run: python benchmarks/soak.py [--battles 2000] [--kills 100]
Prints: battles played, exceptions, RSS at start and end; kills, recoveries, and recoveries that lost a
command the killed process had already reported journaled (the promise: none; at most the command being
written is lost).
"""
from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = r'''
import sys
from vtt.core.journal import Journal
from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.policies import make_policy
from vtt.sim.driver import next_command
path, seed = sys.argv[1], int(sys.argv[2])
while True:                                   # battle after battle until killed
    s = demo_session(seed)
    pol = {side: make_policy("heuristic", side, seed) for side in ("dolls", "enemies")}
    j = Journal(s, path)
    while True:
        c = next_command(s, pol)
        if c is None:
            break
        s.do(c)
        j.sync()
        print(seed, len(s.log), flush=True)    # reported only once the line is on the disk
    seed += 1
'''


def rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def soak_battles(n: int) -> None:
    from vtt.rules.nechronica.battle import DEMO_SCENARIO
    from vtt.sim.simulator import run_battle
    start = rss_mib()
    errors = 0
    t = time.perf_counter()
    for i in range(n):
        try:
            run_battle(DEMO_SCENARIO, i, seed=99)
        except Exception:                      # noqa: BLE001 — counted, that is the figure
            errors += 1
    print(f"battles: {n} in {time.perf_counter() - t:.1f} s, exceptions: {errors}, "
          f"peak RSS start {start:.0f} MiB / end {rss_mib():.0f} MiB")


def kill_loop(kills: int) -> None:
    from vtt.core.journal import load_journal, read_journal
    rng = random.Random(5)
    lost = recovered = broken_tails = 0
    d = Path(tempfile.mkdtemp())
    for k in range(kills):
        path = d / f"j{k}.jsonl"
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(k * 1000)], cwd=ROOT,
                                 stdout=subprocess.PIPE, text=True)
        time.sleep(rng.uniform(0.3, 1.5))
        child.kill()
        out, _ = child.communicate()
        last = out.split("\n")
        reported = [line.split() for line in last if line.strip()]
        if not reported or not path.exists():
            continue
        seed, count = int(reported[-1][0]), int(reported[-1][1])
        try:
            s = load_journal(path)
        except Exception as e:                 # noqa: BLE001
            print(f"kill {k}: recovery failed: {e}")
            lost += 1
            continue
        recovered += 1
        broken_tails += read_journal(path).tail_skipped
        if s.seed == seed and len(s.log) < count:
            lost += 1
    print(f"kills: {kills}, recoveries: {recovered}, a cut last line skipped: {broken_tails}, "
          f"recoveries that lost a journaled command: {lost}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--battles", type=int, default=2000)
    ap.add_argument("--kills", type=int, default=100)
    a = ap.parse_args()
    soak_battles(a.battles)
    kill_loop(a.kills)


if __name__ == "__main__":
    main()
