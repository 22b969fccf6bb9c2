"""`vtt simulate SCENARIO.json --battles N`: play an encounter many times with AI on both sides."""
from __future__ import annotations

import json
import os
import sys

from vtt.sim.simulator import DEFAULT_MAX_ROUNDS, Tally, simulate


def add_arguments(p):
    p.add_argument("scenario", help="scenario JSON (e.g. resources/scenarios/demo.json)")
    p.add_argument("--battles", "-n", type=int, default=1000, help="number of battles (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="seed of the run; battle i uses a seed derived from it")
    p.add_argument("--workers", "-w", type=int, default=os.cpu_count() or 1,
                   help=f"worker processes (default: one per CPU, {os.cpu_count()} here; the result does not "
                        f"depend on it)")
    p.add_argument("--json", action="store_true", help="print the report as JSON (keys: docs/simulate.md)")
    p.add_argument("--dolls", default="heuristic", metavar="POLICY",
                   help="AI for the players' side, the dolls in Nechronica (heuristic or random)")
    p.add_argument("--enemies", default="heuristic", metavar="POLICY", help="AI for the other side")
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


# The report's sentences, as templates: the GUI passes a ``tr`` that translates them (vtt.ui.nechronica.simulate_dialog
# lists them for Qt Linguist), the command line prints them as they are.
REPORT_TEMPLATES = (
    "{0} battles of {1} (seed {2}; dolls: {3}, enemies: {4})",
    "Dolls win {0:.1f}% (95% interval {1:.1f}–{2:.1f}%)",
    "Outcomes: {0}",
    "Rounds: mean {0:.2f}, median {1}",
    "Dolls (per battle):",
    "  {0} ({1}): parts lost {2:.2f}, madness gained {3:.2f}, destroyed {4:.1f}%, heart-broken {5:.1f}%",
    "Destroyed by each attacker (per battle):",
    "  {0} ({1}, {2}): parts {3:.2f}, bodies {4:.2f}",
    "Most damaging enemy: {0} ({1})",
    # words the templates take
    "heuristic", "random", "dolls", "enemies", "victory", "annihilated", "escaped", "ended", "timeout",
    # another ruleset's sides
    "{0} battles of {1} (seed {2}; {3})", "{0} win {1:.1f}% (95% interval {2:.1f}–{3:.1f}%)",
)


def format_report(r: dict, tr=None) -> str:
    """The report as readable lines; ``tr(template)`` translates each sentence and word (none by default).
    Nechronica's report names the dolls and enemies and adds a line per doll and per attacker."""
    tr = tr or (lambda text: text)
    players = next(k for k in r if k.endswith("_win_rate"))[:-len("_win_rate")]
    rate, (lo, hi) = r[f"{players}_win_rate"], r[f"{players}_win_rate_ci95"]
    pol = r["policies"]
    if set(pol) == {"dolls", "enemies"}:
        lines = [tr(REPORT_TEMPLATES[0]).format(r["battles"], r["scenario"], r["seed"], tr(pol["dolls"]),
                                                tr(pol["enemies"])),
                 tr(REPORT_TEMPLATES[1]).format(100 * rate, 100 * lo, 100 * hi)]
    else:
        sides = ", ".join(f"{side}: {tr(name)}" for side, name in pol.items())
        lines = [tr(REPORT_TEMPLATES[-2]).format(r["battles"], r["scenario"], r["seed"], sides),
                 tr(REPORT_TEMPLATES[-1]).format(players, 100 * rate, 100 * lo, 100 * hi)]
    lines += [tr(REPORT_TEMPLATES[2]).format(", ".join(f"{tr(k)} {v}" for k, v in r["outcomes"].items())),
              tr(REPORT_TEMPLATES[3]).format(r["rounds"]["mean"], r["rounds"]["median"]),
              "  " + "  ".join(f"{k}:{v}" for k, v in r["rounds"]["distribution"].items())]
    if "dolls" in r:
        lines.append(tr(REPORT_TEMPLATES[4]))
        for d, x in r["dolls"].items():
            lines.append(tr(REPORT_TEMPLATES[5]).format(x["name"], d, x["parts_lost_mean"], x["madness_gained_mean"],
                                                        100 * x["destroyed_rate"], 100 * x["heart_broken_rate"]))
        lines.append(tr(REPORT_TEMPLATES[6]))
        for a, x in r["damage_by"].items():
            lines.append(tr(REPORT_TEMPLATES[7]).format(x["name"], a, tr(x["side"]), x["parts_destroyed_mean"],
                                                        x["bodies_destroyed_mean"]))
        if r["most_damaging_enemy"]:
            m = r["most_damaging_enemy"]
            lines.append(tr(REPORT_TEMPLATES[8]).format(r["damage_by"][m]["name"], m))
    return "\n".join(lines)


def run(args) -> int:
    if args.battles < 1 or args.workers < 1 or args.max_rounds < 1:
        print("vtt simulate: --battles, --workers and --max-rounds must be at least 1", file=sys.stderr)
        return 2
    bar = _ProgressBar()
    try:
        tally = Tally(args.scenario)          # the results are summed as they arrive: flat memory
        simulate(args.scenario, args.battles, args.seed, args.workers, args.dolls, args.enemies,
                 args.max_rounds, progress=bar, tally=tally, keep=False)
    except (ValueError, OSError) as e:      # VttError is a ValueError; an unknown policy too
        bar.close()
        print(f"vtt simulate: {e}", file=sys.stderr)
        return 2
    bar.close()
    r = tally.report(args.seed, args.dolls, args.enemies)
    r["scenario"] = args.scenario
    r["max_rounds"] = args.max_rounds
    try:
        print(json.dumps(r, ensure_ascii=False, indent=1) if args.json else format_report(r))
        sys.stdout.flush()
    except BrokenPipeError:              # `vtt simulate … | head -5`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
