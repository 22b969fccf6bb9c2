"""What the core's check of every command costs (vtt.core.params: the parameters each ruleset declares, and
the copy the session keeps), per command, on the commands real battles of each ruleset play.

    python benchmarks/bench_boundary.py [--battles N] [--instructions N]

Prints, per ruleset, the ns per command of the declared check (with the copy of the parameters it hands
back) and of the Command the session then makes of them (item 5 of #31: the log keeps its own), beside
Command.check (the type check every command already had), with the commands per second the simulator
plays for scale; with --instructions, the
instructions a whole simulated battle of each ruleset takes (callgrind: the same on every run, unlike a
wall clock on a shared machine), to compare a tree before and after a change (run it in each).
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import time

from vtt.core.registry import system_of
from vtt.core.files import read_json

RULESETS = ("nechronica", "zones", "ashes", "hundred")


def scenario_of(ruleset: str):
    module = importlib.import_module(f"vtt.rules.{ruleset}.battle")
    if ruleset == "nechronica":
        return module.DEMO_SCENARIO
    return sorted((module.RESOURCES / "scenarios").glob("*.json"))[0]


def logged_commands(ruleset: str, battles: int) -> tuple[list, float]:
    """The commands ``battles`` simulated battles played (heuristic AI both sides), and commands per second."""
    from vtt.sim.simulator import run_battle
    scenario = scenario_of(ruleset)
    out, t = [], time.perf_counter()
    for i in range(battles):
        out += run_battle(scenario, i, 1, keep_log=True).log
    dt = time.perf_counter() - t
    return out, len(out) / dt


def per_command(fn, commands, rounds: int = 5) -> float:
    """The best of ``rounds`` runs of ``fn`` over every command, in ns per command."""
    best = float("inf")
    for _ in range(rounds):
        t = time.perf_counter_ns()
        for c in commands:
            fn(c)
        best = min(best, (time.perf_counter_ns() - t) / len(commands))
    return best


def measure(battles: int) -> None:
    from vtt.core.records import Command
    for ruleset in RULESETS:
        system = system_of(read_json(scenario_of(ruleset)), "scenario")
        declared = system.ruleset.declared
        data, rate = logged_commands(ruleset, battles)
        commands = [Command.from_dict(d) for d in data]
        check = per_command(declared.check, commands)
        made = per_command(lambda c: Command(c.type, c.actor, c.params, c.dice), commands)
        typed = per_command(Command.check, commands)
        share = 100 * (check + made) * 1e-9 * rate
        print(f"{ruleset:10} {len(commands):6} commands: declared check {check:5.0f} ns/command (its copy of the "
              f"parameters included) + the session's own Command {made:4.0f} ns (Command.check, as before: "
              f"{typed:4.0f} ns); the simulator plays {rate:6.0f} commands/s here: {share:.1f}% of a command")


INSTRUCTIONS_RUN = """
import sys, importlib
from vtt.sim.simulator import _template, simulate
ruleset, n = sys.argv[1], int(sys.argv[2])
module = importlib.import_module(f"vtt.rules.{ruleset}.battle")
scenario = module.DEMO_SCENARIO if ruleset == "nechronica" else sorted((module.RESOURCES / "scenarios").glob("*.json"))[0]
_template(str(scenario.resolve()))
simulate(scenario, 2, seed=1)                   # warm: caches and first-use costs are not counted
if n:
    simulate(scenario, n, seed=1)
"""


CHECK_RUN = """
import sys
from benchmarks.bench_boundary import logged_commands
from vtt.core import registry
from vtt.core.records import Command
ruleset, rounds = sys.argv[1], int(sys.argv[2])
declared = registry.get(ruleset).ruleset.declared
commands = [Command.from_dict(d) for d in logged_commands(ruleset, 5)[0]]
for _ in range(rounds):
    for c in commands:
        Command(c.type, c.actor, declared.check(c), c.dice)
print(len(commands))
"""


def check_instructions(count, ruleset: str) -> float:
    """Instructions per command of the declared check and the Command the session makes of its copy."""
    import subprocess
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, *sys.path])}
    n = int(subprocess.run([sys.executable, "-c", CHECK_RUN, ruleset, "0"], capture_output=True, text=True,
                           env=env, check=True).stdout)
    base = count([sys.executable, "-c", CHECK_RUN, ruleset, "0"], env)
    full = count([sys.executable, "-c", CHECK_RUN, ruleset, "10"], env)
    return (full - base) / (10 * n)


def instructions(battles: int) -> None:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from instructions import UNAVAILABLE, available, count
    if not available():
        print(UNAVAILABLE)
        return
    for ruleset in RULESETS:
        base = count([sys.executable, "-c", INSTRUCTIONS_RUN, ruleset, "0"])
        full = count([sys.executable, "-c", INSTRUCTIONS_RUN, ruleset, str(battles)])
        print(f"{ruleset:10} instructions: {(full - base) / battles / 1e6:.2f} M per battle (callgrind, "
              f"{battles} battles)", flush=True)
    try:
        from vtt.core import params  # noqa: F401  (a tree before #31 has no check to count)
    except ImportError:
        return
    for ruleset in RULESETS:
        print(f"{ruleset:10} the check and the session's copy: {check_instructions(count, ruleset):.0f} "
              "instructions per command (callgrind)", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--battles", type=int, default=40)
    ap.add_argument("--instructions", type=int, metavar="N", default=0,
                    help="only count instructions per simulated battle of each ruleset over N battles (valgrind)")
    args = ap.parse_args(argv)
    if args.instructions:
        instructions(args.instructions)
    else:
        measure(args.battles)
    return 0


if __name__ == "__main__":
    sys.exit(main())
