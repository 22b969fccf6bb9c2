"""The simulator plays a scenario of any registered ruleset (the toy of tests/core/toy.py) and reports
the players' side's win rate by that side's name, with the ruleset's own figures."""
import json

import pytest

from tests.core import toy
from vtt.sim.report_text import format_report
from vtt.sim.simulator import report, simulate

pytestmark = pytest.mark.usefixtures("toy_registered")


@pytest.fixture
def scenario(tmp_path):
    path = tmp_path / "toy.json"
    path.write_text(json.dumps({"kind": "scenario", "ruleset": "toy", "setup": toy.DEMO}), encoding="utf-8")
    return path


def test_a_toy_encounter_is_simulated_through_the_registry(scenario):
    results = simulate(scenario, 12, seed=4, dolls="first", enemies="first")
    assert [r.index for r in results] == list(range(12))
    assert {r.outcome for r in results} <= {"heroes", "foes"}
    rep = report(results, scenario, 4, "first", "first")
    wins = sum(r.outcome == "heroes" for r in results)
    assert rep["heroes_win_rate"] == wins / 12 and "dolls_win_rate" not in rep
    assert rep["policies"] == {"heroes": "first", "foes": "first"}
    assert rep["hits_mean"] == sum(r.details["hits"] for r in results) / 12
    text = format_report(rep)
    assert "heroes win" in text and "Dolls" not in text


def test_the_same_seed_gives_the_same_toy_battles_on_one_or_two_workers(scenario):
    one = simulate(scenario, 8, seed=2, dolls="first", enemies="first")
    two = simulate(scenario, 8, seed=2, workers=2, dolls="first", enemies="first")
    assert [r.to_dict() for r in one] == [r.to_dict() for r in two]


def test_an_unknown_policy_of_that_ruleset_is_refused_before_any_battle(scenario):
    with pytest.raises(ValueError, match="unknown policy 'heuristic'; use one of: first"):
        simulate(scenario, 3)
