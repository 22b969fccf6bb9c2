"""The simulator's speed on every shipped scenario of every ruleset (heuristic AI on both sides).

    python benchmarks/bench_sim.py [--battles N] [--scenario PATH ...] [--no-compiled] [--no-answer]
    python benchmarks/bench_sim.py --instructions N [--scenario PATH ...] [--narration]
    python benchmarks/bench_sim.py --profile [--scenario PATH] [--top K]
    python benchmarks/bench_sim.py --kept
    python benchmarks/bench_sim.py --reference N [--baseline M] [--scenario PATH ...] [--side K]
    python benchmarks/bench_sim.py --balance [--scenario PATH ...] [--compiled-tree DIR]

For each scenario: battles/s on 1 and 2 workers, pure Python and compiled (the compiled build of
packaging/build_compiled.py, built into a temporary folder when mypyc and a C compiler are there), and
the time to a ±2-point answer (`vtt simulate SCENARIO --precision 0.02 --workers 2`, process start
included), both builds. Wall-clock figures drift by tens of percent on a shared machine:
``--instructions N`` counts the instructions per battle with valgrind's callgrind instead (the same on
every run: the figure each change of #30 was judged by), ``--narration`` adds what telling the events'
English costs in them; ``--profile`` prints cProfile's hottest functions of one scenario. ``--reference N`` plays N battles of each
side against the heuristic with the reference player (vtt.sim.reference) on that side, and M with the heuristic
(default 1000), and prints each side's win rate both ways with its 95 % interval (docs/simulate.md, "A reference
player"). ``--balance`` times `vtt balance SCENARIO --target fair --workers 2` (the most numerous foe group, 1 to 6;
process start included) on each scenario, against #43's target of 10 s.
"""
from __future__ import annotations

import argparse
import cProfile
import importlib.util
import io
import json
import os
import pstats
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import vtt  # noqa: E402
from vtt.sim.simulator import _template, simulate  # noqa: E402

#: the scenarios of #30's table: the figures to beat
ISSUE_SCENARIOS = ("scenarios/even.json", "zones/scenarios/troll.json", "ashes/scenarios/warlord.json",
                   "hundred/scenarios/crossroads.json")


def shipped() -> list[Path]:
    """Every scenario shipped under resources/, of every ruleset."""
    return sorted(Path(vtt.RESOURCES).glob("**/scenarios/*.json"))


def name(scenario: Path) -> str:
    try:
        return Path(scenario).resolve().relative_to(Path(vtt.RESOURCES).resolve()).as_posix()
    except ValueError:
        return str(scenario)


def measure(scenario: Path, battles: int, workers: int, dolls: str = "heuristic", enemies: str = "heuristic",
            quiet: bool = False) -> float:
    """Battles per second of ``battles`` battles (the scenario read before the clock starts)."""
    _template(str(Path(scenario).resolve()))
    t = time.perf_counter()
    results = simulate(scenario, battles, seed=1, workers=workers, dolls=dolls, enemies=enemies)
    dt = time.perf_counter() - t
    commands = sum(r.commands for r in results)
    if not quiet:
        print(f"  {name(scenario)}, {workers} worker(s): {battles / dt:.0f} battles/s "
              f"({commands / dt / 1000:.1f}k commands/s, {commands / battles:.0f} per battle)", flush=True)
    return battles / dt


def answer(scenario: Path, pythonpath: str | None = None, precision: float = 0.02) -> tuple[float, int]:
    """(seconds, battles) of `vtt simulate SCENARIO --precision P --workers 2`, process start included."""
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "vtt.cli", "simulate", str(scenario), "--precision", str(precision),
                           "--workers", "2", "--json"], env=env, capture_output=True, text=True, check=True,
                          cwd=pythonpath or ROOT)
    return time.perf_counter() - t, json.loads(done.stdout)["battles"]


# -- the compiled build, in a temporary folder --------------------------------------------------------------

COMPILED_RUN = """
import json, sys
sys.path.insert(0, sys.argv[1])
from benchmarks.bench_sim import answer, measure
import vtt.core.session as session
assert session.__file__.endswith(".so"), session.__file__
out = {}
for scenario in json.loads(sys.argv[3]):
    out[scenario] = [measure(scenario, int(sys.argv[2]), w, quiet=True) for w in (1, 2)]
    if sys.argv[4] == "1":
        out[scenario].append(answer(scenario, sys.argv[1]))
print(json.dumps(out))
"""


def build_compiled(dest: Path) -> bool:
    if importlib.util.find_spec("mypyc") is None:
        print("compiled: mypyc is not installed (pip install -e '.[compiled]'): pure Python only")
        return False
    t = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_compiled.py"), str(dest)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(f"compiled build: {time.perf_counter() - t:.0f} s", flush=True)
    return True


def run_compiled(dest: Path, scenarios: list[Path], battles: int, answers: bool) -> dict:
    """The figures of the compiled tree ``dest``, measured in a process of its own."""
    done = subprocess.run([sys.executable, "-c", COMPILED_RUN, str(dest), str(battles),
                           json.dumps([str(s) for s in scenarios]), "1" if answers else "0"],
                          cwd=dest, check=True, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(dest)})
    return {name(Path(k)): v for k, v in json.loads(done.stdout.splitlines()[-1]).items()}


def table(scenarios: list[Path], battles: int, compiled: bool, answers: bool, tree: Path | None = None) -> None:
    print(f"{os.cpu_count()} CPU(s), Python {sys.version.split()[0]}, {battles} battles a measure, heuristic AI "
          f"on both sides; wall clock: take it under the load the machine had", flush=True)
    rows = {}
    print("pure Python:")
    for s in scenarios:
        rows[name(s)] = [measure(s, battles, 1), measure(s, battles, 2)]
        if answers:
            rows[name(s)].append(answer(s))
    fast = {}
    if tree is not None:
        fast = run_compiled(tree, scenarios, battles, answers)
    elif compiled:
        with tempfile.TemporaryDirectory() as tmp:
            dest = Path(tmp) / "vtt"
            if build_compiled(dest):
                fast = run_compiled(dest, scenarios, battles, answers)
    head = "| scenario | pure 1 worker | pure 2 workers | compiled 1 worker | compiled 2 workers |"
    if answers:
        head += " ±2 points, pure | ±2 points, compiled |"
    print("\nbattles/s" + (" and the time to a ±2-point answer (vtt simulate --precision 0.02 --workers 2)"
                           if answers else "") + ":\n" + head + "\n" + "|---" * head.count(" | ") + "|---|")
    for k, pure in rows.items():
        comp = fast.get(k)
        cells = [f"{pure[0]:.0f}", f"{pure[1]:.0f}", f"{comp[0]:.0f}" if comp else "-", f"{comp[1]:.0f}" if comp else "-"]
        if answers:
            cells += [f"{pure[2][0]:.1f} s ({pure[2][1]} battles)",
                      f"{comp[2][0]:.1f} s ({comp[2][1]} battles)" if comp else "-"]
        print(f"| {k} | " + " | ".join(cells) + " |")


# -- instructions (callgrind) ----------------------------------------------------------------------------

INSTRUCTIONS_RUN = """
import sys
sys.path.insert(0, sys.argv[4])
from benchmarks.bench_sim import quiet_narration
from vtt.sim.simulator import _template, simulate
scenario = sys.argv[1]
if sys.argv[3] == "1":
    quiet_narration(scenario)
_template(scenario)
simulate(scenario, 3, seed=1)              # warm: caches and first-use costs are not counted
n = int(sys.argv[2])
if n:
    simulate(scenario, n, seed=2)
"""


def quiet_narration(scenario: str) -> bool:
    """Make the scenario's ruleset tell no event's English (its engine's narrate() says ""), to count what
    telling them costs; False for a ruleset whose engine has no narrate() (Nechronica tells its events
    lazily, from their phrases, when read)."""
    import importlib
    from vtt.sim.simulator import system_of_scenario
    system = system_of_scenario(scenario)
    try:
        engine = importlib.import_module(f"vtt.rules.{system.id}.engine")
    except ImportError:
        return False
    if not hasattr(engine, "narrate"):
        return False
    engine.narrate = lambda *args, **kwargs: ""
    return True


def instructions(scenario: Path, battles: int, narration: bool = True) -> float:
    """Instructions per battle (callgrind): a run of ``battles`` minus a run of none, in millions."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from instructions import count
    args = [sys.executable, "-c", INSTRUCTIONS_RUN, str(Path(scenario).resolve())]
    flag = "0" if narration else "1"
    base = count(args + ["0", flag, str(ROOT)])
    full = count(args + [str(battles), flag, str(ROOT)])
    return (full - base) / battles / 1e6


def instruction_table(scenarios: list[Path], battles: int, narration: bool) -> None:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from instructions import UNAVAILABLE, available
    if not available():
        print(UNAVAILABLE)
        return
    print(f"instructions per battle (callgrind, {battles} battles of seed 2, 1 worker, heuristic AI; "
          f"the same on every run):")
    for s in scenarios:
        n = instructions(s, battles)
        line = f"  {name(s)}: {n:.2f} M"
        if narration:
            quiet = instructions(s, battles, narration=False)
            line += f"; without telling the events' English {quiet:.2f} M (narration {100 * (n - quiet) / n:.1f}%)"
        print(line, flush=True)


# -- profile -----------------------------------------------------------------------------------------------

def profile(scenario: Path, battles: int, top: int) -> None:
    _template(str(Path(scenario).resolve()))
    pr = cProfile.Profile()
    pr.enable()
    simulate(scenario, battles, seed=1, workers=1)
    pr.disable()
    out = io.StringIO()
    st = pstats.Stats(pr, stream=out)
    total = st.total_tt
    rows = sorted(st.stats.items(), key=lambda kv: kv[1][2], reverse=True)[:top]
    print(f"\n{name(scenario)}: top {top} by own time ({battles} battles, {total:.2f}s profiled):")
    for (file, line, fn), (cc, nc, tt, ct, _) in rows:
        where = os.path.relpath(file, ROOT) if file.startswith(str(ROOT)) else os.path.basename(file)
        print(f"  {100 * tt / total:5.1f}% own {100 * ct / total:5.1f}% cum  {nc:>8} calls  {fn} ({where}:{line})")
    rows = sorted(((k, v) for k, v in st.stats.items() if "vtt/" in k[0]), key=lambda kv: kv[1][3], reverse=True)[:top]
    print(f"\ntop {top} vtt functions by cumulative time:")
    for (file, line, fn), (cc, nc, tt, ct, _) in rows:
        print(f"  {100 * ct / total:5.1f}% cum  {nc:>8} calls  {fn} ({os.path.relpath(file, ROOT)}:{line})")


def kept_runs(scenario: Path, runs: int = 3) -> None:
    """The dialog's path: to ±2 points, workers kept between runs, against a pool per run."""
    from vtt.sim.simulator import Tally, Workers

    def run(**how) -> str:
        tally = Tally(scenario)
        t = time.perf_counter()
        simulate(scenario, 10000, 1, 2, precision=0.02, tally=tally, keep=False, first_here=True, **how)
        return f"{time.perf_counter() - t:.2f}s ({tally.n} battles)"

    kept = Workers("spawn")
    try:
        print("dialog runs, workers kept:", ", ".join(run(kept=kept) for _ in range(runs)))
    finally:
        kept.close()
    print("dialog runs, a pool per run:", ", ".join(run(mp_context="spawn") for _ in range(runs)))


BALANCE_TARGET_SECONDS = 10


def balance_table(scenarios: list[Path], tree: Path | None = None) -> None:
    """`vtt balance SCENARIO --target fair --workers 2 --json`, process start included, on each scenario (pure
    Python, or the compiled tree ``tree``): its wall seconds and its CPU seconds (the command and its workers: on a
    loaded machine the wall time says little, the CPU seconds bound a quiet run, docs/simulate.md)."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
        env.pop("VTT_PURE", None)
    print(f"vtt balance SCENARIO --target fair --workers 2 (the most numerous foe group, 1..6), process start "
          f"included, {'compiled: ' + str(tree) if tree else 'pure Python'}; the target: ≤ {BALANCE_TARGET_SECONDS} s",
          flush=True)
    print("| scenario | group | seconds | CPU seconds | battles | proposed | its win rate (95 %) | settled |\n"
          "|---|---|---|---|---|---|---|---|")
    for sc in scenarios:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "vtt.cli", "balance", str(sc), "--target", "fair", "--workers",
                               "2", "--json"], env=env, capture_output=True, text=True, cwd=tree or ROOT)
        dt = time.perf_counter() - t
        after = resource.getrusage(resource.RUSAGE_CHILDREN)       # the command and its worker processes
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        if done.returncode:
            print(f"| {name(sc)} | - | {dt:.1f} | {cpu:.1f} | - | {done.stderr.strip()} | | |", flush=True)
            continue
        r = json.loads(done.stdout)
        lo, hi = r["proposed_ci95"]
        print(f"| {name(sc)} | {r['group']} | {dt:.1f} | {cpu:.1f} | {r['battles']} | {r['proposed']} | "
              f"{100 * r['proposed_win_rate']:.1f} % ({100 * lo:.1f}–{100 * hi:.1f}) | "
              f"{'yes' if r['settled'] else 'no'} |", flush=True)


def side_rate(results, system, k: int) -> tuple[int, int]:
    """(wins, battles) of side ``k`` (0 the players, 1 the others): what the reference player scores 1
    (vtt.sim.reference.score: an escape, a peace or a timeout is no one's win)."""
    from vtt.sim.reference import score
    return sum(score(system, k, r.outcome) == 1.0 for r in results), len(results)


def reference_table(scenarios: list[Path], battles: int, baseline: int, sides=(0, 1), workers: int = 2) -> None:
    """Each side's win rate with the heuristic and with the reference player on it (the other side heuristic)."""
    from vtt.sim.simulator import system_of_scenario, wilson_interval
    print(f"each side's win rate against the heuristic: played by the heuristic ({baseline} battles) and by the "
          f"reference player ({battles} battles), seed 1, 95% Wilson intervals", flush=True)
    print("| scenario | side | heuristic | reference | reference − heuristic | seconds |\n|---|---|---|---|---|---|")
    for s in scenarios:
        system = system_of_scenario(s)
        for k in sides:
            side = system.sides[k]
            h = side_rate(simulate(s, baseline, seed=1, workers=workers), system, k)
            pols = ("reference", "heuristic") if k == 0 else ("heuristic", "reference")
            t = time.perf_counter()
            ref = side_rate(simulate(s, battles, seed=1, workers=workers, dolls=pols[0], enemies=pols[1]), system, k)
            dt = time.perf_counter() - t
            cells = []
            for w, n in (h, ref):
                lo, hi = wilson_interval(w, n)
                cells.append(f"{100 * w / n:.1f}% ({100 * lo:.0f}–{100 * hi:.0f})")
            print(f"| {name(s)} | {side} | {cells[0]} | {cells[1]} | {100 * (ref[0] / ref[1] - h[0] / h[1]):+.1f} | "
                  f"{dt:.0f} |", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--battles", type=int, default=400)
    ap.add_argument("--scenario", action="append", type=Path, metavar="PATH",
                    help="only this scenario (again for more); default: every shipped one "
                         "(--instructions: the four of #30's table)")
    ap.add_argument("--no-compiled", action="store_true", help="pure Python only (no compiled build)")
    ap.add_argument("--compiled-tree", type=Path, metavar="DIR",
                    help="a compiled copy already built (packaging/build_compiled.py DIR) instead of building one")
    ap.add_argument("--no-answer", action="store_true", help="leave out the time to a ±2-point answer")
    ap.add_argument("--instructions", type=int, metavar="N", default=0,
                    help="count instructions per battle over N battles with valgrind (slow: ~1 s a battle)")
    ap.add_argument("--narration", action="store_true", help="with --instructions: also without the events' English")
    ap.add_argument("--profile", action="store_true", help="cProfile of --battles/4 battles of the (first) scenario")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--kept", action="store_true", help="time the dialog's runs with kept workers")
    ap.add_argument("--reference", type=int, metavar="N", default=0,
                    help="each side's win rate played by the reference player (N battles) and by the heuristic")
    ap.add_argument("--baseline", type=int, metavar="M", default=1000, help="with --reference: the heuristic's battles")
    ap.add_argument("--side", type=int, action="append", choices=(0, 1), help="with --reference: only this side")
    ap.add_argument("--balance", action="store_true", help="time `vtt balance` on each scenario (target fair)")
    args = ap.parse_args(argv)
    if args.balance:
        balance_table(args.scenario or shipped(), args.compiled_tree)
        return 0
    if args.reference:
        reference_table(args.scenario or shipped(), args.reference, args.baseline, tuple(args.side or (0, 1)))
        return 0
    if args.instructions:
        scenarios = args.scenario or [Path(vtt.RESOURCES) / s for s in ISSUE_SCENARIOS]
        instruction_table(scenarios, args.instructions, args.narration)
        return 0
    scenarios = args.scenario or shipped()
    if args.profile:
        profile(scenarios[0], max(1, args.battles // 4), args.top)
        return 0
    if args.kept:
        kept_runs(scenarios[0] if args.scenario else Path(vtt.RESOURCES) / ISSUE_SCENARIOS[0])
        return 0
    table(scenarios, args.battles, not args.no_compiled, not args.no_answer, args.compiled_tree)
    return 0


if __name__ == "__main__":
    sys.exit(main())
