"""AI policies: they play whole battles through the session, and make the choices the issue asks for."""
import pytest

from vtt.rules.nechronica.battle import DEMO_SCENARIO, demo_session, session_from_scenario_file
from vtt.rules.nechronica.engine import actors_now
from vtt.rules.nechronica.state import Prompt
from vtt.sim.driver import next_command
from vtt.rules.nechronica.policies import HeuristicPolicy, RandomPolicy, make_policy, part_value
from vtt.sim.simulator import play_battle


def _policies(kind, seed):
    return {"dolls": make_policy(kind, "dolls", seed), "enemies": make_policy(kind, "enemies", seed + 1)}


@pytest.mark.parametrize("kind", ["heuristic", "random"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_ai_plays_the_demo_to_an_end_with_only_accepted_commands(kind, seed):
    s = session_from_scenario_file(DEMO_SCENARIO, seed, history=False)
    outcome, n = play_battle(s, _policies(kind, seed), max_rounds=30)
    # play_battle sends everything through session.do, which raises on an illegal command
    assert len(s.log) == n > 10
    assert outcome in ("victory", "annihilated", "escaped", "timeout")
    if outcome != "timeout":
        assert s.state.phase == "ended" and s.state.outcome == outcome


def test_driver_leaves_a_human_side_alone():
    s = demo_session(4)
    policies = {"enemies": HeuristicPolicy("enemies", 4)}
    s.do(next_command(s, policies))          # start
    for _ in range(500):
        c = next_command(s, policies)
        if c is None:
            break
        s.do(c)
    else:
        pytest.fail("the driver never stopped for the dolls")
    b = s.state
    # the dolls have something to do (act, react or choose); no enemy acts for them
    assert any(s.legal_commands(d.id) for d in b.dolls())
    assert all(r.command.actor not in {d.id for d in b.dolls()} for r in s.log)


def test_damage_goes_to_the_least_valuable_parts_never_the_treasure():
    s = demo_session(1)
    lily = s.state.fighters["lily"]
    by_name = {}
    for p in lily.parts:
        by_name.setdefault(p.name_ja or p.name, []).append(p.key)
    options = by_name["たからもの"] + by_name["はらわた"] + by_name["あご"] + by_name["のうみそ"]
    c = HeuristicPolicy("dolls").choose(s, Prompt("parts", "lily", options, 2))
    assert sorted(c.get("parts")) == sorted(by_name["はらわた"])
    c = HeuristicPolicy("dolls").choose(s, Prompt("parts", "lily", options, 4))
    assert by_name["たからもの"][0] not in c.get("parts")


def test_keeping_the_last_attack_part_matters_more_than_a_spare_one():
    s = demo_session(1)
    lily = s.state.fighters["lily"]
    attacks = [p for p in lily.parts if p.effects.attack]
    assert len(attacks) >= 2
    spare = part_value(lily, attacks[0])
    for p in attacks[1:]:
        p.damaged = True
    assert part_value(lily, attacks[0]) > spare


def test_madness_goes_to_the_least_loaded_fetter():
    s = demo_session(1)
    lily = s.state.fighters["lily"]          # fetters at 3, 3, 2
    loads = [f.madness for f in lily.fetters]
    c = HeuristicPolicy("dolls").choose(s, Prompt("fetters", "lily", list(range(len(loads))), 1))
    assert c.get("fetters") == [loads.index(min(loads))]
    assert loads == [3, 3, 2] and lily.fetters[0].treasure
    # then a fetter at 3 must go mad: the one that is not the treasure's
    c = HeuristicPolicy("dolls").choose(s, Prompt("fetters", "lily", list(range(len(loads))), 2))
    assert c.get("fetters") == [2, 1]


def test_random_policy_only_picks_listed_legal_commands():
    s = demo_session(5)
    s.do({"type": "start"})
    pol = RandomPolicy("enemies", 5)
    actors = actors_now(s.state)
    assert actors
    for _ in range(20):
        c = pol.act(s, actors)
        assert c in s.legal_commands(c.actor)


def test_unknown_policy_is_refused():
    with pytest.raises(ValueError, match="unknown policy"):
        make_policy("genius", "dolls")
    with pytest.raises(ValueError, match="side"):
        HeuristicPolicy("gm")
