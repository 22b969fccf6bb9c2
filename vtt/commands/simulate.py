"""`vtt simulate SCENARIO.json --battles N`: play an encounter many times with AI on both sides."""
from __future__ import annotations

import json
import os
import sys

from vtt.core.errors import VttError
from vtt.sim.policies import POLICIES
from vtt.sim.simulator import DEFAULT_MAX_ROUNDS, report, simulate


def add_arguments(p):
    p.add_argument("scenario", help="scenario JSON (e.g. resources/scenarios/demo.json)")
    p.add_argument("--battles", "-n", type=int, default=1000, help="number of battles (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="seed of the run; battle i uses a seed derived from it")
    p.add_argument("--workers", "-w", type=int, default=1,
                   help=f"worker processes (the result does not depend on it; this machine has {os.cpu_count()})")
    p.add_argument("--json", action="store_true", help="print the report as JSON (keys: docs/simulate.md)")
    p.add_argument("--dolls", choices=sorted(POLICIES), default="heuristic", help="AI for the dolls")
    p.add_argument("--enemies", choices=sorted(POLICIES), default="heuristic", help="AI for the enemies")
    p.add_argument("--max-rounds", type=int, default=DEFAULT_MAX_ROUNDS,
                   help=f"a battle still going after this many rounds counts as a timeout (default {DEFAULT_MAX_ROUNDS})")


class _ProgressBar:
    """A one-line bar on stderr, drawn only when stderr is a terminal."""

    def __init__(self, stream=None, width: int = 30):
        self.stream = stream = stream if stream is not None else sys.stderr
        self.width = width
        self.enabled = hasattr(stream, "isatty") and stream.isatty()

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total <= 0:
            return
        filled = self.width * done // total
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} battles")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def format_report(r: dict) -> str:
    lo, hi = r["dolls_win_rate_ci95"]
    lines = [f"{r['battles']} battles of {r['scenario']} (seed {r['seed']}; dolls: {r['policies']['dolls']}, "
             f"enemies: {r['policies']['enemies']})",
             f"Dolls win {100 * r['dolls_win_rate']:.1f}% (95% interval {100 * lo:.1f}–{100 * hi:.1f}%)",
             "Outcomes: " + ", ".join(f"{k} {v}" for k, v in r["outcomes"].items()),
             f"Rounds: mean {r['rounds']['mean']:.2f}, median {r['rounds']['median']}",
             "  " + "  ".join(f"{k}:{v}" for k, v in r["rounds"]["distribution"].items()),
             "Dolls (per battle):"]
    for d, x in r["dolls"].items():
        lines.append(f"  {x['name']} ({d}): parts lost {x['parts_lost_mean']:.2f}, madness gained "
                     f"{x['madness_gained_mean']:.2f}, destroyed {100 * x['destroyed_rate']:.1f}%, "
                     f"heart-broken {100 * x['heart_broken_rate']:.1f}%")
    lines.append("Destroyed by each attacker (per battle):")
    for a, x in r["damage_by"].items():
        lines.append(f"  {x['name']} ({a}, {x['side']}): parts {x['parts_destroyed_mean']:.2f}, "
                     f"bodies {x['bodies_destroyed_mean']:.2f}")
    if r["most_damaging_enemy"]:
        m = r["most_damaging_enemy"]
        lines.append(f"Most damaging enemy: {r['damage_by'][m]['name']} ({m})")
    return "\n".join(lines)


def run(args) -> int:
    if args.battles < 1 or args.workers < 1 or args.max_rounds < 1:
        print("vtt simulate: --battles, --workers and --max-rounds must be at least 1", file=sys.stderr)
        return 2
    bar = _ProgressBar()
    try:
        results = simulate(args.scenario, args.battles, args.seed, args.workers, args.dolls, args.enemies,
                           args.max_rounds, progress=bar)
    except (VttError, OSError) as e:
        bar.close()
        print(f"vtt simulate: {e}", file=sys.stderr)
        return 2
    bar.close()
    r = report(results, args.scenario, args.seed, args.dolls, args.enemies)
    r["scenario"] = args.scenario
    r["max_rounds"] = args.max_rounds
    print(json.dumps(r, ensure_ascii=False, indent=1) if args.json else format_report(r))
    return 0
