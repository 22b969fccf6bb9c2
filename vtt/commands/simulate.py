"""`vtt simulate SCENARIO.json --battles N`: play an encounter many times with AI on both sides."""
from __future__ import annotations

import json
import os
import sys

from vtt.sim.report_text import format_report
from vtt.sim.simulator import DEFAULT_MAX_ROUNDS, PRECISION_CAP, PRECISION_CHUNK, Tally, simulate


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
                   help="AI for the players' side, the dolls in Nechronica (heuristic or random)")
    p.add_argument("--enemies", default="heuristic", metavar="POLICY", help="AI for the other side")
    p.add_argument("--precision", type=float, metavar="P",
                   help="stop once the win rate's 95%% interval is ±P or narrower (e.g. 0.02), at most --battles "
                        "battles; the report says how many it took")
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


def run(args) -> int:
    if args.battles is None:
        args.battles = PRECISION_CAP if args.precision is not None else 1000
    if args.battles < 1 or args.workers < 1 or args.max_rounds < 1:
        print("vtt simulate: --battles, --workers and --max-rounds must be at least 1", file=sys.stderr)
        return 2
    if args.precision is not None and not 0 < args.precision < 0.5:
        print("vtt simulate: --precision is a half-width between 0 and 0.5, like 0.02", file=sys.stderr)
        return 2
    bar = _ProgressBar()
    try:
        tally = Tally(args.scenario)          # the results are summed as they arrive: flat memory
        precise = None if args.precision is None else (lambda: tally.precise(args.precision))
        simulate(args.scenario, args.battles, args.seed, args.workers, args.dolls, args.enemies,
                 args.max_rounds, progress=bar, tally=tally, keep=False, cancelled=precise,
                 chunk=PRECISION_CHUNK if precise else None)
    except (ValueError, OSError) as e:      # VttError is a ValueError; an unknown policy too
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
    try:
        print(json.dumps(r, ensure_ascii=False, indent=1) if args.json else format_report(r))
        sys.stdout.flush()
    except BrokenPipeError:              # `vtt simulate … | head -5`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
