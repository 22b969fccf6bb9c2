"""The dice box's free roll, in every ruleset (#39: "a dice box whose rolls are always logged commands —
undoable, saved"): the session takes ``free_roll`` itself and rolls the expression in the system's own dice
syntax (the syntax `vtt roll --system` reads) through the command's dice feed. It is logged with the dice it
used, undone and redone, saved and replayed to the same roll, takes physical dice (typed with it or ahead),
and changes nothing else in the battle."""
from __future__ import annotations

import pytest

from vtt.core import registry
from vtt.core.errors import MalformedCommandError
from vtt.core.free_roll import FREE_ROLL
from vtt.core.game_file import battle_data, replay_battle
from vtt.core.records import Command

from tests.reliability.battles import RULESETS, fingerprint, started

#: an expression of each system's syntax and how many dice it rolls (hundred's 10s explode: 2d6 never does)
ROLLS = {"nechronica": ("2NC+1", 2), "zones": ("5D", 5), "ashes": ("7d10", 7), "hundred": ("2d6", 2)}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_free_roll_is_logged_with_its_dice_and_changes_nothing_else(ruleset):
    s = started(ruleset)
    expression, n = ROLLS[ruleset]
    before = s.snapshot()
    events = s.do({"type": FREE_ROLL, "expression": expression})
    assert [e.type for e in events] == ["free_roll"]
    record = s.log[-1]
    assert record.command.type == FREE_ROLL and len(record.command.dice) == n
    assert events[0].data["dice"] == list(record.command.dice)
    assert events[0].text.startswith("Free roll: ") and expression in events[0].text
    assert s.snapshot() == before                         # the battle itself is as it was


@pytest.mark.parametrize("ruleset", RULESETS)
def test_undo_takes_it_back_and_redo_gives_the_same_roll(ruleset):
    s = started(ruleset)
    expression, _ = ROLLS[ruleset]
    rolled = s.do({"type": FREE_ROLL, "expression": expression})[0].text
    length = len(s.log)
    s.undo()
    assert len(s.log) == length - 1 and s.can_redo
    s.redo()
    assert s.log[-1].events[0].text == rolled


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_saved_battle_replays_the_roll_exactly(ruleset):
    s = started(ruleset)
    expression, _ = ROLLS[ruleset]
    rolled = s.do({"type": FREE_ROLL, "expression": expression})[0]
    data = battle_data(s)
    again = replay_battle(registry.get(ruleset), data)
    assert again.log[-1].events[0].text == rolled.text
    assert again.log[-1].command.dice == s.log[-1].command.dice


@pytest.mark.parametrize("ruleset", RULESETS)
def test_physical_dice_typed_with_it_or_ahead_are_the_dice_it_rolls(ruleset):
    s = started(ruleset)
    expression, n = ROLLS[ruleset]
    typed = tuple([1] * n)
    s.do(Command(FREE_ROLL, None, {"expression": expression}, typed))
    assert s.log[-1].command.dice == typed
    s.pending_dice = [2] * n + [3]                 # typed ahead: the roll takes its own, the rest wait
    s.do({"type": FREE_ROLL, "expression": expression})
    assert s.log[-1].command.dice == tuple([2] * n) and s.pending_dice == [3]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_participant_may_roll_and_the_log_names_her(ruleset):
    s = started(ruleset)
    token = s.view().tokens[0]
    expression, _ = ROLLS[ruleset]
    event = s.do({"type": FREE_ROLL, "expression": expression, "actor": token.id})[0]
    assert event.text.startswith(f"{token.name}: ") and event.data["actor"] == token.id


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_roll_the_syntax_does_not_read_is_refused_and_changes_nothing_redo_included(ruleset):
    s = started(ruleset)
    s.do({"type": FREE_ROLL, "expression": ROLLS[ruleset][0]})
    s.undo()
    before = fingerprint(s)
    for bad in ("", "  ", "roll a lot", "2X7", "999999D"):
        assert not s.can({"type": FREE_ROLL, "expression": bad})
        with pytest.raises(MalformedCommandError):
            s.do({"type": FREE_ROLL, "expression": bad})
        assert fingerprint(s) == before and s.can_redo


@pytest.mark.parametrize("ruleset", RULESETS)
def test_typed_dice_that_do_not_fit_the_roll_are_refused_and_nothing_changes(ruleset):
    s = started(ruleset)
    expression, n = ROLLS[ruleset]
    before = fingerprint(s)
    for dice in ([1] * (n + 1), [99] * n):
        with pytest.raises(MalformedCommandError):
            s.do(Command(FREE_ROLL, None, {"expression": expression}, tuple(dice)))
        assert fingerprint(s) == before
