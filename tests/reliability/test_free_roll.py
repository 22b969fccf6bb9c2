"""The core's free roll (vtt.core.free_roll) against hostile commands, in every ruleset: wrong types, unknown
keys, huge values, an actor not in the battle, dice of the wrong kind. Each is a MalformedCommandError from
can() and do(), as JSON and as a Command made in Python, and the battle (state, log, random state, typed
dice, redo stack) stays as it was."""
from __future__ import annotations

import pytest

from vtt.core.errors import MalformedCommandError
from vtt.core.free_roll import FREE_ROLL

from tests.reliability.battles import RULESETS, fingerprint, refused, started

HOSTILE_EXPRESSIONS = [None, 7, 1.5, float("nan"), True, ["2d6"], {"e": "2d6"}, {1, 2}, b"2d6", "x" * 1_000_001,
                       10 ** 5000, "2d6\ud800", "d" * 201]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_expression_of_the_wrong_kind_or_size_is_refused(ruleset):
    s = started(ruleset)
    for value in HOSTILE_EXPRESSIONS:
        raw = {"type": FREE_ROLL, "expression": value}
        if value is None:
            assert "needs 'expression'" in refused(s, raw)
        else:
            refused(s, raw)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_unknown_key_is_refused_naming_it(ruleset):
    s = started(ruleset)
    message = refused(s, {"type": FREE_ROLL, "expression": "2d6", "expresion": "1d6"})
    assert "'expresion'" in message and "expression" in message


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_actor_not_in_the_battle_or_not_an_id_is_refused(ruleset):
    s = started(ruleset)
    expression = {"nechronica": "1NC", "zones": "1D", "ashes": "1d10", "hundred": "1d6"}[ruleset]
    for actor in ("nobody", 7, ["x"], "x" * 5000):
        refused(s, {"type": FREE_ROLL, "expression": expression, "actor": actor})


@pytest.mark.parametrize("ruleset", RULESETS)
def test_dice_of_the_wrong_kind_are_refused(ruleset):
    s = started(ruleset)
    expression = {"nechronica": "1NC", "zones": "1D", "ashes": "1d10", "hundred": "1d6"}[ruleset]
    for dice in (["six"], [1.5], [-1], [10 ** 5000], "6"):
        before = fingerprint(s)
        with pytest.raises(MalformedCommandError):
            s.do({"type": FREE_ROLL, "expression": expression, "dice": dice})
        assert fingerprint(s) == before
