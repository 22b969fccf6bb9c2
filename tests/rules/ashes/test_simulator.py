"""The simulator plays an ashes scenario through the registry and reports the party's win rate with its
interval, and the ruleset's own figures (as tests/sim/test_simulator_any_ruleset.py does for the toy)."""
import pytest

from vtt.rules.ashes.battle import RESOURCES
from vtt.sim.report_text import format_report
from vtt.sim.simulator import report, simulate

WARLORD = RESOURCES / "scenarios" / "warlord.json"


def test_an_ashes_encounter_is_simulated_through_the_registry():
    results = simulate(WARLORD, 16, seed=4)
    assert [r.index for r in results] == list(range(16))
    assert {r.outcome for r in results} <= {"victory", "defeat", "timeout"}
    rep = report(results, WARLORD, 4, "heuristic", "heuristic")
    wins = sum(r.outcome == "victory" for r in results)
    assert rep["party_win_rate"] == wins / 16
    lo, hi = rep["party_win_rate_ci95"]
    assert lo <= rep["party_win_rate"] <= hi
    assert rep["damage_mean"] == sum(r.details["damage"] for r in results) / 16
    # the heuristic opens a bid only when its side is outnumbered (#43): in some battles, as fighters fall
    assert any(r.details["bids"] > 0 for r in results) and not all(r.details["bids"] > 0 for r in results)
    assert "party win" in format_report(rep)


def test_the_same_seed_gives_the_same_battles_on_one_or_two_workers():
    one = simulate(WARLORD, 6, seed=2, dolls="random", enemies="heuristic")
    two = simulate(WARLORD, 6, seed=2, workers=2, dolls="random", enemies="heuristic")
    assert [r.to_dict() for r in one] == [r.to_dict() for r in two]


def test_an_unknown_policy_of_that_ruleset_is_refused_before_any_battle():
    with pytest.raises(ValueError, match="unknown policy 'first'; use one of: heuristic, random"):
        simulate(WARLORD, 3, dolls="first")
