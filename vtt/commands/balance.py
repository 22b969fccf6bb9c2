"""`vtt balance SCENARIO --vary GROUP=1..6 --target 0.65`: the count of a group that gives the players' side the
win rate wanted (vtt.sim.balance races the candidates)."""
from __future__ import annotations

import json
import os
import sys

from vtt.sim.balance import CAP, PRECISION, PRESETS, search_file
from vtt.sim.simulator import DEFAULT_MAX_ROUNDS

# The answer's sentences (English on the command line; the builder's panel says them in its own words).
STATUS = {"proposed": "proposed", "close": "close", "dropped": "dropped after {0}", "racing": "stopped"}


def add_arguments(p):
    p.add_argument("scenario", help="scenario JSON of any ruleset (e.g. resources/zones/scenarios/troll.json)")
    p.add_argument("--vary", metavar="GROUP=FIRST..LAST",
                   help="the group whose count varies and the counts to try (wolves=1..6, or 2,4,6); a group is named "
                        "by its group field, a participant's id, or the file its copies share; default: the most "
                        "numerous group of the second side, 1..6")
    p.add_argument("--target", default="fair",
                   help="the players' side's win rate wanted: a number (0.65, 65%%) or "
                        + ", ".join(f"{k} ({round(100 * v)}%%)" for k, v in PRESETS.items()) + " (default fair)")
    p.add_argument("--seed", type=int, default=0, help="seed of the run (the answer is the same whatever --workers)")
    p.add_argument("--workers", "-w", type=int, default=os.cpu_count() or 1,
                   help=f"worker processes (default: one per CPU, {os.cpu_count()} here)")
    p.add_argument("--json", action="store_true", help="print the answer as JSON (keys: docs/simulate.md)")
    p.add_argument("--precision", type=float, default=PRECISION,
                   help=f"the proposed count's win rate to ± this at 95%% (default {PRECISION})")
    p.add_argument("--max-battles", type=int, default=CAP,
                   help=f"battles a candidate plays at most (default {CAP}; the answer says if it stopped there)")
    p.add_argument("--dolls", default="heuristic", metavar="POLICY", help="AI of the players' side")
    p.add_argument("--enemies", default="heuristic", metavar="POLICY", help="AI of the other side")
    p.add_argument("--max-rounds", type=int, default=DEFAULT_MAX_ROUNDS,
                   help=f"a battle still going after this many rounds is a timeout (default {DEFAULT_MAX_ROUNDS})")


def format_answer(r: dict) -> str:
    """The answer as lines of English."""
    players = r["players"]
    preset = f" ({r['preset']})" if r["preset"] else ""
    lines = [f"Balance of {r['scenario']}: {r['group']} ({r['side']}) {r['candidates'][0]['count']}.."
             f"{r['candidates'][-1]['count']}, {players} win rate wanted {100 * r['target']:.0f}%{preset} "
             f"(seed {r['seed']})",
             f"{'count':>6} {'battles':>8} {players + ' win':>10}  95% interval"]
    for c in r["candidates"]:
        lo, hi = c["ci95"]
        status = STATUS[c["status"]].format(c["dropped_at"])
        lines.append(f"{c['count']:>6} {c['battles']:>8} {100 * c['win_rate']:>9.1f}%  "
                     f"{100 * lo:5.1f}–{100 * hi:5.1f}  {status}")
    if r["proposed"] is None:
        lines.append("No battle was played.")
        return "\n".join(lines)
    lo, hi = r["proposed_ci95"]
    lines.append(f"Proposed: {r['group']} {r['proposed']} — {players} win {100 * r['proposed_win_rate']:.1f}% "
                 f"(95% interval {100 * lo:.1f}–{100 * hi:.1f}), {r['battles']} battles in all")
    if r["cancelled"]:
        lines.append("Stopped before the answer was settled: what has run is above.")
    elif not r["settled"]:
        lines.append(f"Not settled after {r['candidates'][0]['battles']} battles a candidate (the cap): the counts "
                     "left are too close to tell apart; run more (--max-battles) or ask for less")
    if not r.get("reached", True):
        lines.append(f"{100 * r['target']:.0f}% falls between two counts: this is the nearest." if r["between"] else
                     f"No count tried reaches {100 * r['target']:.0f}%: this is the nearest.")
    return "\n".join(lines)


def run(args) -> int:
    if args.workers < 1 or args.max_rounds < 1:
        print("vtt balance: --workers and --max-rounds must be at least 1", file=sys.stderr)
        return 2
    try:
        search = search_file(args.scenario, args.vary, args.target, args.seed, args.workers,
                             (args.dolls, args.enemies), args.max_rounds, args.precision, args.max_battles)
    except (ValueError, OSError) as e:     # a BalanceError and any VttError are ValueErrors; an unknown AI too
        print(f"vtt balance: {e}", file=sys.stderr)
        return 2
    r = search.report()
    print(json.dumps(r, ensure_ascii=False, indent=1) if args.json else format_answer(r))
    return 0
