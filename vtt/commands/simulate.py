"""`vtt simulate SCENARIO.json --battles N`: play an encounter many times with AI on both sides."""
from __future__ import annotations

import json
import os
import sys

from vtt.sim.report_text import format_report
from vtt.sim.simulator import DEFAULT_MAX_ROUNDS, PRECISION_CAP, Tally, simulate


def add_arguments(p):
    p.add_argument("scenario", help="scenario JSON (e.g. resources/scenarios/demo.json)")
    p.add_argument("--battles", "-n", type=int, default=None,
                   help="number of battles (default 1000; with --precision, at most this many: default 10000)")
    p.add_argument("--seed", type=int, default=0, help="seed of the run; battle i uses a seed derived from it")
    p.add_argument("--workers", "-w", type=int, default=os.cpu_count() or 1,
                   help=f"worker processes (default: one per CPU, {os.cpu_count()} here; the result does not "
                        f"depend on it)")
    p.add_argument("--json", action="store_true", help="print the report as JSON (keys: docs/simulate.md)")
    p.add_argument("--dolls", default="heuristic", metavar="POLICY",
                   help="AI for the players' side, the dolls in Nechronica: heuristic, random, or reference (flat Monte "
                        "Carlo rollouts of the heuristic, for measuring it: about a thousand times slower)")
    p.add_argument("--enemies", default="heuristic", metavar="POLICY", help="AI for the other side (the same)")
    p.add_argument("--precision", type=float, metavar="P",
                   help="stop once the win rate's 95%% interval is ±P or narrower (e.g. 0.02), at most --battles "
                        "battles; the report says how many it took")
    p.add_argument("--progress", action="store_true",
                   help="write the estimate as it narrows to stderr, a JSON line per update: battles, win_rate, "
                        "ci95, half_width (without it a terminal gets a bar with the estimate)")
    p.add_argument("--max-rounds", type=int, default=DEFAULT_MAX_ROUNDS,
                   help=f"a battle still going after this many rounds counts as a timeout (default {DEFAULT_MAX_ROUNDS})")


class _ProgressBar:
    """The run as it goes, on stderr: a one-line bar with the win rate and its 95% interval as it narrows
    (drawn only when stderr is a terminal), or with ``lines`` a JSON line per update (for a program)."""

    def __init__(self, tally: Tally, stream=None, width: int = 30, lines: bool = False):
        self.stream = stream = stream if stream is not None else sys.stderr
        self.tally, self.width, self.lines = tally, width, lines
        self.enabled = lines or (hasattr(stream, "isatty") and stream.isatty())

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total <= 0:
            return
        n, rate, lo, hi = self.tally.estimate()
        if self.lines:
            self.stream.write(json.dumps({"battles": n, "win_rate": rate, "ci95": [lo, hi],
                                          "half_width": (hi - lo) / 2}) + "\n")
        else:
            filled = self.width * done // total
            players = self.tally.players
            self.stream.write(f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} battles: "
                              f"{players} win {100 * rate:.0f}% ± {50 * (hi - lo):.1f}   ")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled and not self.lines:
            self.stream.write("\n")
            self.stream.flush()


def run(args) -> int:
    if args.battles is None:
        args.battles = PRECISION_CAP if args.precision is not None else 1000
    if args.battles < 1 or args.workers < 1 or args.max_rounds < 1:
        print("vtt simulate: --battles, --workers and --max-rounds must be at least 1", file=sys.stderr)
        return 2
    if args.precision is not None and not 0 < args.precision < 0.5:
        print("vtt simulate: --precision is a half-width between 0 and 0.5, like 0.02", file=sys.stderr)
        return 2
    bar = None
    try:
        tally = Tally(args.scenario)          # the results are summed as they arrive: flat memory
        bar = _ProgressBar(tally, lines=args.progress)
        # with a precision the estimate is told every few battles, the first ones played here while the
        # workers start
        simulate(args.scenario, args.battles, args.seed, args.workers, args.dolls, args.enemies,
                 args.max_rounds, progress=bar, tally=tally, keep=False, precision=args.precision,
                 first_here=args.precision is not None)
    except (ValueError, OSError) as e:      # VttError is a ValueError; an unknown policy too
        if bar is not None:
            bar.close()
        print(f"vtt simulate: {e}", file=sys.stderr)
        return 2
    bar.close()
    r = tally.report(args.seed, args.dolls, args.enemies)
    r["scenario"] = args.scenario
    r["max_rounds"] = args.max_rounds
    if args.precision is not None:
        r["precision"] = args.precision
        r["precision_reached"] = tally.precise(args.precision)
    print(json.dumps(r, ensure_ascii=False, indent=1) if args.json else format_report(r))
    sys.stdout.flush()                   # a closed pipe (`… | head -5`) is vtt.cli's to quiet
    return 0
