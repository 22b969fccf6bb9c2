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


def test_the_heuristic_acts_earlier_against_a_foe_nearly_down_whichever_side_it_plays():
    """Seed 003: a character with a higher card "may act earlier before an attack is announced". The
    driver asks the side that only may act (Awaited.optional) before the one whose turn it is, so
    either side's AI acts earlier, and only against a foe with two healthy points or fewer."""
    from vtt.core import registry
    from vtt.sim.simulator import fresh_session
    from vtt.sim.driver import make_policy, next_command
    system = registry.get("hundred")
    earlier = {"party": 0, "foes": 0}
    for seed in range(12):
        session = fresh_session(OGRE, seed)
        policies = {side: make_policy("heuristic", side, seed, system) for side in system.sides}
        while (c := next_command(session, policies)) is not None:
            if c.type == "act_earlier":
                now = session.state.current()
                assert now.side != session.state.fighters[c.actor].side
                assert sum(1 for s in now.health if s == "O") <= 2
                earlier[session.state.fighters[c.actor].side] += 1
            session.do(c)
    assert earlier["party"] > 0 and earlier["foes"] > 0, earlier
