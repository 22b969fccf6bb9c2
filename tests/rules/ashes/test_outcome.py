"""Whether an ashes battle is over, asked after every command (engine._outcome): told from who stands on each
side, reading the fighters only until one of each side stands."""
from __future__ import annotations

import pytest

from vtt.core import registry

from tests.playing import benchmark_crowd, counting_reads


@pytest.mark.parametrize("party, foes, outcome", [
    ((True, False), (False, True), None), ((False, False), (True, False), "defeat"),
    ((True,), (False, False), "victory"), ((False,), (False,), "defeat"), ((), (True,), "defeat"),
    ((True,), (), "victory")])
def test_the_outcome_is_told_from_who_stands_on_each_side(party, foes, outcome):
    """The battle ends in defeat when none of the party stands (vanquished or dead), else in victory when none of
    the foes does (a side of nobody stands for none)."""
    from vtt.rules.ashes import engine
    s = registry.get("ashes").demo_session(1)
    b = s.state
    template = next(iter(b.fighters.values()))
    b.fighters = {}
    for side, standing in (("party", party), ("foes", foes)):
        for i, up in enumerate(standing):
            f = type(template)(f"{side}{i}", "x", side, side == "party", "a", i, 3, 0, 0, 10, 1)
            f.vanquished, f.dead = not up and i % 2 == 0, not up and i % 2 == 1
            b.fighters[f.id] = f
    assert engine.AshesRuleset._outcome(s.ruleset, b) == outcome


def test_the_outcome_after_a_move_among_200_reads_until_each_side_has_one_standing():
    """After every command the engine asks whether the battle is over: among 200 it reads the fighters only until
    one of each side stands (it made two lists of every fighter)."""
    from vtt import _compiled
    if _compiled.status() == "compiled":
        pytest.skip("a compiled fighter (mypyc) is read as her own class only: a subclass cannot count her reads")
    s, _ = benchmark_crowd("ashes")
    reads = counting_reads(s.state.fighters.values())
    assert s.ruleset._outcome(s.state) is None
    assert 0 < reads["side"] < 10
