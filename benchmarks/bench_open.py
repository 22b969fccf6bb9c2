"""Opening a long saved battle: time and memory per 100k commands of its log, for each ruleset.

    python benchmarks/bench_open.py [--commands N] [--ruleset ID ...]

A saved battle is its setup, its log and a snapshot; opening it replays the log, verifying every command,
so its cost grows with the log. The battle here is a simulated battle (heuristic AI on both sides) and
then GM commands up to N in all (Nechronica: free rolls of the dice box, the others: overrides), saved
and opened in a fresh process; printed: the file's size, the seconds it took and the memory the opened
battle holds (resident memory after opening, less before), and both per 100k commands. A log longer than
vtt.core.session.MAX_LOG_COMMANDS (the default N) is refused with a message instead of opened: the bound
these figures justify.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from vtt.core.session import MAX_LOG_COMMANDS

RULESETS = ("nechronica", "zones", "ashes", "hundred")
#: the GM command each ruleset's battle is padded with (accepted at any time, the battle over or not)
PAD = {"nechronica": {"type": "roll", "expression": "2NC+1"},
       "zones": {"type": "override", "op": "end_battle", "outcome": "ended"},
       "ashes": {"type": "override", "op": "end_battle", "outcome": "ended"},
       "hundred": {"type": "override", "op": "end_battle", "outcome": "ended"}}

OPEN = """
import gc, resource, sys, time
from vtt.core import registry
from vtt.core.game_file import open_session


def rss():                                       # resident memory now, in MiB (Linux; else the peak)
    try:
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith("VmRSS")) / 1024
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


registry.get(sys.argv[2]).ruleset                       # the ruleset's modules are imported before the clock
gc.collect()
before = rss()
t = time.perf_counter()
s = open_session(sys.argv[1])
dt = time.perf_counter() - t
gc.collect()
print(dt, rss() - before, len(s.log))
"""


def battle_file(ruleset: str, commands: int, folder: Path) -> Path:
    """A saved battle of ``ruleset`` with ``commands`` commands in its log, written in ``folder``."""
    from vtt.core.files import read_json
    from vtt.core.game_file import battle_data
    from vtt.sim.driver import make_policy
    from vtt.sim.simulator import play_battle, system_of_scenario
    module = importlib.import_module(f"vtt.rules.{ruleset}.battle")
    scenario = module.DEMO_SCENARIO if ruleset == "nechronica" else \
        sorted((module.RESOURCES / "scenarios").glob("*.json"))[0]
    system = system_of_scenario(scenario)
    s = system.open_session(read_json(scenario), scenario, history=False)
    play_battle(s, {side: make_policy("heuristic", side, 1, system) for side in system.sides})
    while len(s.log) < commands:
        s.do(dict(PAD[ruleset]))
    path = folder / f"{ruleset}-{commands}.json"
    path.write_text(json.dumps(battle_data(s), ensure_ascii=False), encoding="utf-8")
    return path


def measure(ruleset: str, commands: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = battle_file(ruleset, commands, Path(tmp))
        size = path.stat().st_size / 2 ** 20
        done = subprocess.run([sys.executable, "-c", OPEN, str(path), ruleset], capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
        if done.returncode != 0:
            print(f"{ruleset:10} {commands} commands ({size:.1f} MiB): not opened: "
                  f"{done.stderr.strip().splitlines()[-1]}")
            return
        seconds, mib, n = done.stdout.split()
        seconds, mib, per = float(seconds), float(mib), 100_000 / int(n)
        print(f"{ruleset:10} {int(n):7} commands ({size:5.1f} MiB): opened in {seconds:6.2f} s, {mib:6.0f} MiB; "
              f"per 100k commands {seconds * per:6.1f} s, {mib * per:6.0f} MiB")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--commands", type=int, default=MAX_LOG_COMMANDS)
    ap.add_argument("--ruleset", action="append", choices=RULESETS)
    args = ap.parse_args(argv)
    for ruleset in args.ruleset or RULESETS:
        measure(ruleset, args.commands)
    return 0


if __name__ == "__main__":
    sys.exit(main())
