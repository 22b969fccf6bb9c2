"""The simulator's report as readable lines (`vtt simulate` and the GUI's dialog, which translates them)."""
from __future__ import annotations

from vtt.core.i18n import CORE, NC_

#: the rounds' word of the report's line about them, the rules system's own (its catalog's: Nechronica's Japanese
#: says ターン where the others say ラウンド, as their windows do)
ROUNDS = NC_("report", "Rounds")

# The report's sentences, as templates: the GUI passes a ``tr`` that translates them (the window's catalog,
# context "Report": resources/locale/catalogs.py lists them), the command line prints them as they are.
REPORT_TEMPLATES = (
    "{0} battles of {1} (seed {2}; dolls: {3}, enemies: {4})",
    "Dolls win {0:.1f}% (95% interval {1:.1f}–{2:.1f}%)",
    "Outcomes: {0}",
    "{2}: mean {0:.2f}, median {1}",
    "Dolls (per battle):",
    "  {0} ({1}): parts lost {2:.2f}, madness gained {3:.2f}, destroyed {4:.1f}%, heart-broken {5:.1f}%",
    "Destroyed by each attacker (per battle):",
    "  {0} ({1}, {2}): parts {3:.2f}, bodies {4:.2f}",
    "Most damaging enemy: {0} ({1})",
    "Stopped once the win rate was known to ±{0:g} points: {1} battles",
    "Not known to ±{0:g} points after {1} battles (the cap): run more, or ask for less",
    # words the templates take
    "heuristic", "random", "reference", "dolls", "enemies", "victory", "annihilated", "escaped", "enemies_escaped", "ended", "timeout",
    # another ruleset's sides
    "{0} battles of {1} (seed {2}; {3})", "{0} win {1:.1f}% (95% interval {2:.1f}–{3:.1f}%)",
)


def rounds_line(r: dict, tr) -> str:
    """How long the battles lasted: "Rounds: mean 8.47, median 8.0" (``tr`` tells ROUNDS in the system's word)."""
    return tr(REPORT_TEMPLATES[3]).format(r["rounds"]["mean"], r["rounds"]["median"], tr(ROUNDS))


def format_report(r: dict, tr=None, lang: str = "en") -> str:
    """The report as readable lines; ``tr(template)`` translates each sentence and word (none by default).
    Nechronica's report names the dolls and enemies (in ``lang``: each one's ``name_ja`` in Japanese, where the
    report gives one, as the files give names) and adds a line per doll and per attacker."""
    tr = tr or (lambda text: text)

    def name(x: dict) -> str:
        return (x.get("name_ja") if lang == "ja" else None) or x["name"]

    players = next(k for k in r if k.endswith("_win_rate"))[:-len("_win_rate")]
    rate, (lo, hi) = r[f"{players}_win_rate"], r[f"{players}_win_rate_ci95"]
    pol = r["policies"]
    if set(pol) == {"dolls", "enemies"}:
        lines = [tr(REPORT_TEMPLATES[0]).format(r["battles"], r["scenario"], r["seed"], tr(pol["dolls"]),
                                                tr(pol["enemies"])),
                 tr(REPORT_TEMPLATES[1]).format(100 * rate, 100 * lo, 100 * hi)]
    else:
        sides = CORE.tell([f"{tr(side)}: {tr(name)}" for side, name in pol.items()], lang)
        lines = [tr(REPORT_TEMPLATES[-2]).format(r["battles"], r["scenario"], r["seed"], sides),
                 tr(REPORT_TEMPLATES[-1]).format(tr(players), 100 * rate, 100 * lo, 100 * hi)]
    lines += [tr(REPORT_TEMPLATES[2]).format(CORE.tell([f"{tr(k)} {v}" for k, v in r["outcomes"].items()], lang)),
              rounds_line(r, tr),
              "  " + "  ".join(f"{k}:{v}" for k, v in r["rounds"]["distribution"].items())]
    if "dolls" in r:
        lines.append(tr(REPORT_TEMPLATES[4]))
        for d, x in r["dolls"].items():
            lines.append(tr(REPORT_TEMPLATES[5]).format(name(x), d, x["parts_lost_mean"], x["madness_gained_mean"],
                                                        100 * x["destroyed_rate"], 100 * x["heart_broken_rate"]))
        lines.append(tr(REPORT_TEMPLATES[6]))
        for a, x in r["damage_by"].items():
            lines.append(tr(REPORT_TEMPLATES[7]).format(name(x), a, tr(x["side"]), x["parts_destroyed_mean"],
                                                        x["bodies_destroyed_mean"]))
        if r["most_damaging_enemy"]:
            m = r["most_damaging_enemy"]
            lines.append(tr(REPORT_TEMPLATES[8]).format(name(r["damage_by"][m]), m))
    if r.get("precision") is not None:
        lines.append(tr(REPORT_TEMPLATES[9 if r.get("precision_reached") else 10]).format(100 * r["precision"],
                                                                                        r["battles"]))
    return "\n".join(lines)
