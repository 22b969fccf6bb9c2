"""Instructions per simulated battle on each ruleset's sample scenarios (valgrind's callgrind: the same
figure on every run, whatever else the machine does), heuristic AI on both sides, one worker.

    python benchmarks/bench_rulesets.py [--battles N] [--only ID ...]

Judges a change to work every battle does on every ruleset (how events are made and told, say):
run it before and after. Nechronica's demo is bench_sim.py's --instructions figure too."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from instructions import UNAVAILABLE, available, count  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RUN = """
import sys
from vtt.sim.simulator import _template, simulate
scenario = sys.argv[1]
_template(scenario)
simulate(scenario, 3, seed=1)              # warm: caches and first-use costs are not counted
n = int(sys.argv[2])
if n:
    simulate(scenario, n, seed=1)
"""


def scenarios(only) -> list[Path]:
    out = [ROOT / "resources" / "scenarios" / "demo.json"] if "nechronica" in only else []
    for ruleset in ("zones", "ashes", "hundred"):
        if ruleset in only:
            out += sorted((ROOT / "resources" / ruleset / "scenarios").glob("*.json"))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--battles", type=int, default=20)
    ap.add_argument("--only", nargs="+", default=["nechronica", "zones", "ashes", "hundred"])
    args = ap.parse_args(argv)
    if not available():
        print(UNAVAILABLE)
        return 1
    for scenario in scenarios(args.only):
        base = count([sys.executable, "-c", RUN, str(scenario), "0"])
        full = count([sys.executable, "-c", RUN, str(scenario), str(args.battles)])
        name = scenario.relative_to(ROOT)
        print(f"{name}: {(full - base) / args.battles / 1e6:.2f} M instructions per battle "
              f"({args.battles} battles, callgrind)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
