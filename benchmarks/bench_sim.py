"""Whole simulated battles per second on the demo scenario (heuristic AI on both sides), and on each
other ruleset's sample scenarios.

    python benchmarks/bench_sim.py [--battles N] [--profile] [--instructions N] [--kept] [--compiled]

Prints battles/s for 1 and 2 workers, and with --profile the top functions by own time in one
worker (cProfile), to find the engine's hot spots.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time

from vtt.rules.nechronica.battle import DEMO_SCENARIO
from vtt.sim.simulator import _template, simulate


def measure(battles: int, workers: int, dolls: str, enemies: str, scenario=DEMO_SCENARIO) -> float:
    _template(str(scenario.resolve()))                  # the scenario is loaded once, outside the clock
    t = time.perf_counter()
    results = simulate(scenario, battles, seed=1, workers=workers, dolls=dolls, enemies=enemies)
    dt = time.perf_counter() - t
    commands = sum(r.commands for r in results)
    where = "" if scenario == DEMO_SCENARIO else f"{scenario.parent.parent.name}/{scenario.name}, "
    print(f"{where}{workers} worker(s), {dolls} vs {enemies}: {battles} battles in {dt:.2f}s = "
          f"{battles / dt:.1f} battles/s ({commands / dt:.0f} commands/s, {commands / battles:.0f} per battle)")
    return battles / dt


def profile(battles: int, top: int) -> None:
    pr = cProfile.Profile()
    pr.enable()
    simulate(DEMO_SCENARIO, battles, seed=1, workers=1)
    pr.disable()
    out = io.StringIO()
    st = pstats.Stats(pr, stream=out)
    total = st.total_tt
    rows = sorted(st.stats.items(), key=lambda kv: kv[1][2], reverse=True)[:top]
    print(f"\nTop {top} by own time ({battles} battles, {total:.2f}s profiled):")
    for (file, line, fn), (cc, nc, tt, ct, _) in rows:
        where = os.path.relpath(file) if file.startswith(os.getcwd()) else os.path.basename(file)
        print(f"  {100 * tt / total:5.1f}% own {100 * ct / total:5.1f}% cum  {nc:>8} calls  {fn} ({where}:{line})")
    rows = sorted(((k, v) for k, v in st.stats.items() if "vtt/" in k[0]), key=lambda kv: kv[1][3], reverse=True)[:top]
    print(f"\nTop {top} vtt functions by cumulative time:")
    for (file, line, fn), (cc, nc, tt, ct, _) in rows:
        print(f"  {100 * ct / total:5.1f}% cum  {nc:>8} calls  {fn} ({os.path.relpath(file)}:{line})")


INSTRUCTIONS_RUN = """
import sys
from vtt.rules.nechronica.battle import DEMO_SCENARIO
from vtt.sim.simulator import _template, simulate
_template(str(DEMO_SCENARIO.resolve()))
simulate(DEMO_SCENARIO, 3, seed=1)              # warm: caches and first-use costs are not counted
n = int(sys.argv[1])
if n:
    simulate(DEMO_SCENARIO, n, seed=1)
"""


def instructions(battles: int) -> None:
    """Instructions per battle (callgrind): a run of ``battles`` minus a run of none."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))      # run as a script or imported
    from instructions import UNAVAILABLE, available, count
    if not available():
        print(UNAVAILABLE)
        return
    base = count([sys.executable, "-c", INSTRUCTIONS_RUN, "0"])
    full = count([sys.executable, "-c", INSTRUCTIONS_RUN, str(battles)])
    print(f"instructions: {(full - base) / battles / 1e6:.1f} M per battle "
          f"(callgrind, {battles} battles, 1 worker; the same on every run)")


def kept_runs(runs: int = 3) -> None:
    """The dialog's path: the demo to ±2 points, workers kept between runs, against a pool per run."""
    from vtt.sim.simulator import PRECISION_CHUNK, Tally, Workers

    def run(**how) -> str:
        tally = Tally(DEMO_SCENARIO)
        t = time.perf_counter()
        simulate(DEMO_SCENARIO, 10000, 1, 2, cancelled=lambda: tally.precise(0.02), chunk=PRECISION_CHUNK,
                 tally=tally, keep=False, **how)
        return f"{time.perf_counter() - t:.2f}s ({tally.n} battles)"

    kept = Workers("spawn")
    try:
        print("dialog runs, workers kept:", ", ".join(run(kept=kept) for _ in range(runs)))
    finally:
        kept.close()
    print("dialog runs, a pool per run:", ", ".join(run(mp_context="spawn") for _ in range(runs)))


COMPILED_RUN = """
import sys
from benchmarks.bench_sim import measure
import vtt.rules.nechronica.engine as engine
assert engine.__file__.endswith(".so"), engine.__file__
for workers in (1, 2):
    measure(int(sys.argv[1]), workers, "heuristic", "heuristic")
"""


def compiled(battles: int) -> None:
    """The demo on the compiled build (packaging/build_compiled.py), built into a temporary folder."""
    import importlib.util
    import subprocess
    import tempfile
    from pathlib import Path
    if importlib.util.find_spec("mypyc") is None:
        print("compiled: mypyc is not installed (pip install -e '.[compiled]')")
        return
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as tmp:
        dest = Path(tmp) / "vtt"
        subprocess.run([sys.executable, str(root / "packaging" / "build_compiled.py"), str(dest)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        print("compiled (mypyc: engine, AI, session):", flush=True)
        subprocess.run([sys.executable, "-c", COMPILED_RUN, str(battles)], cwd=dest, check=True,
                       env={**os.environ, "PYTHONPATH": str(dest)})


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--battles", type=int, default=400)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--instructions", type=int, metavar="N", default=0,
                    help="also count instructions per battle over N battles with valgrind (slow: ~1 s a battle)")
    ap.add_argument("--kept", action="store_true", help="only time the dialog's runs with kept workers")
    ap.add_argument("--compiled", action="store_true",
                    help="also build the compiled engine (needs .[compiled]) and time the demo on it")
    args = ap.parse_args(argv)
    if args.kept:
        kept_runs()
        return 0
    print(f"demo scenario, {os.cpu_count()} CPU(s), Python {sys.version.split()[0]}; target ≥ 2000 battles/s")
    print("pure Python:")
    for workers in (1, 2):
        measure(args.battles, workers, "heuristic", "heuristic")
    if args.compiled:
        compiled(args.battles)
    measure(max(1, args.battles // 4), 1, "random", "random")
    import importlib
    for ruleset in ("zones", "ashes", "hundred"):                # each other ruleset's sample scenarios
        resources = importlib.import_module(f"vtt.rules.{ruleset}.battle").RESOURCES
        for scenario in sorted((resources / "scenarios").glob("*.json")):
            for workers in (1, 2):
                measure(args.battles, workers, "heuristic", "heuristic", scenario)
    if args.instructions:
        instructions(args.instructions)
    if args.profile:
        profile(max(1, args.battles // 4), args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
