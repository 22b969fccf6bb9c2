"""The simulator on a hundred scenario: AI on both sides to the end, a win rate with its interval, the
ruleset's own figures (hit rate, interrupts, gifts)."""
from vtt.rules.hundred.battle import RESOURCES
from vtt.sim.report_text import format_report
from vtt.sim.simulator import report, simulate

OGRE = RESOURCES / "scenarios" / "ogre.json"


def test_every_battle_ends_and_the_report_gives_a_win_rate_with_its_interval():
    results = simulate(OGRE, 40, seed=5)
    assert {r.outcome for r in results} <= {"victory", "defeat"}          # no timeouts: the hands run on
    rep = report(results, OGRE, 5, "heuristic", "heuristic")
    wins = sum(r.outcome == "victory" for r in results)
    assert rep["party_win_rate"] == wins / 40
    lo, hi = rep["party_win_rate_ci95"]
    assert lo <= rep["party_win_rate"] <= hi
    assert 0 < rep["hit_rate"] <= 1 and rep["interrupts_mean"] > 0
    assert "party win" in format_report(rep)


def test_the_random_policy_plays_only_legal_commands_to_the_end():
    results = simulate(OGRE, 20, seed=1, dolls="random", enemies="random")
    assert len(results) == 20 and all(r.commands > 0 for r in results)
