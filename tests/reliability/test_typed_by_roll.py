"""#40 item 2's new parameters, hostile, in all four rulesets: the dice typed ahead by roll
(``Session.pending_dice`` with ``typed_by_roll``: whole numbers, and None for a typed "-"), ``Session.rolls(command)``
(what a command will roll, asked of any command) and the dice field's text (``parse_dice``). A refusal says why
and leaves the battle, its log, its dice, its redo and the typed dice as they were; what the session says a
command rolls is what it rolls."""
from __future__ import annotations

import pytest

from vtt.core import registry
from vtt.core.dice import SKIP, UnfitDiceError
from vtt.core.errors import MalformedCommandError
from vtt.core.free_roll import FREE_ROLL
from vtt.core.records import Command
from vtt.core.rolls import candidates
from vtt.sim.driver import make_policy, next_command

from tests.reliability.battles import RULESETS, fingerprint, started

#: a free roll of two dice or more in each system's syntax
POOLS = {"nechronica": "2NC", "zones": "3D", "ashes": "3d10", "hundred": "2d6"}


def refused_unchanged(s, command, typed) -> Exception:
    """``command`` done with ``typed`` typed by roll is refused, with everything as it was."""
    s.do(command)                        # something to redo after the undo below
    s.undo()
    s.pending_dice, s.typed_by_roll = list(typed), True
    before, redo = fingerprint(s), s.can_redo
    with pytest.raises(MalformedCommandError) as refused:
        s.do(command)
    assert fingerprint(s) == before and s.can_redo == redo
    return refused.value


def rolling(s) -> Command:
    """A command of the moment that rolls (the AI plays on until there is one)."""
    system = registry.get(s.ruleset.name)
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    for _ in range(300):
        found = next((c for c in candidates(s) if s.rolls(c)), None)
        if found is not None:
            return found
        s.do(next_command(s, policies))
    raise AssertionError("nothing rolls")


HOSTILE_VALUES = ["6", 1.5, True, None, 10 ** 30, 10 ** 5000, -1, [1], {}, b"1", float("nan"), "6" * 100_000, 999_999]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("value", HOSTILE_VALUES, ids=range(len(HOSTILE_VALUES)))
def test_a_hostile_value_typed_by_roll_is_refused_and_changes_nothing(ruleset, value):
    s = started(ruleset)
    c = rolling(s)
    typed = [value] if value is not None else [1, SKIP]         # None: a "-" in the middle of a roll
    if value is None and len(s.rolls(c)[0].dice) < 2:
        pytest.skip("the roll at hand has one die: no middle")
    error = refused_unchanged(s, c, typed)
    assert len(str(error)) < 400                                # told whole, however long what was typed


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_roll_typed_in_part_is_refused_and_typed_whole_is_taken(ruleset):
    s = registry.get(ruleset).demo_session(1)
    roll = Command(FREE_ROLL, None, {"expression": POOLS[ruleset]})
    error = refused_unchanged(s, roll, [1])
    assert isinstance(error, UnfitDiceError) and "type all its dice" in str(error)
    count = len(s.rolls(roll)[0].dice)
    s.pending_dice = [1] * count + [SKIP, 2]
    s.do(roll)
    assert s.log[-1].command.dice == (1,) * count and s.pending_dice == [SKIP, 2]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_thousand_dashes_roll_what_the_command_rolls_and_wait(ruleset):
    s = started(ruleset)
    c = rolling(s)
    made = len(s.rolls(c))
    s.pending_dice, s.typed_by_roll = [SKIP] * 1000, True
    s.do(c)
    assert s.pending_dice == [SKIP] * (1000 - made)


HOSTILE_COMMANDS = [5, "attack", None, [], {}, {"type": "no such command"}, {"type": 7},
                    {"type": "attack", "actor": "\ud800"}, {"type": FREE_ROLL, "params": {"expression": "9" * 5000}},
                    {"type": FREE_ROLL, "params": {"expression": "2d6", "unknown": 1}},
                    {"type": FREE_ROLL, "params": {"expression": 12}}, {"type": "deal", "dice": [10 ** 5000]}]


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("command", HOSTILE_COMMANDS, ids=range(len(HOSTILE_COMMANDS)))
def test_what_a_hostile_command_would_roll_is_none_and_nothing_changes(ruleset, command):
    s = started(ruleset)
    before = fingerprint(s)
    assert s.rolls(command) is None
    assert fingerprint(s) == before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_what_the_session_says_a_command_rolls_is_what_it_rolls(ruleset):
    """Over a battle the AI plays: asked first, each command's rolls change nothing; then done with a "-" for
    each roll said and one more, it takes exactly the "-"s said (a roll it makes unsaid would take the last)."""
    system = registry.get(ruleset)
    s = system.demo_session(2)
    policies = {side: make_policy("heuristic", side, 2, system) for side in system.sides}
    rolled = 0
    for _ in range(150):
        c = next_command(s, policies)
        if c is None:
            break
        before = fingerprint(s)
        rolls = s.rolls(c)
        assert fingerprint(s) == before and rolls is not None
        s.pending_dice, s.typed_by_roll = [SKIP] * (len(rolls) + 1), True
        s.do(c)
        assert s.pending_dice == [SKIP], (c, rolls)
        s.pending_dice, s.typed_by_roll = [], False
        rolled += bool(rolls)
    assert rolled >= 5


@pytest.mark.parametrize("text, dice", [("", None), ("-", [SKIP]), ("- 9 8", [SKIP, 9, 8]), ("9,8、7", [9, 8, 7]),
                                        ("６ ５", [6, 5]), ("－ 3", [SKIP, 3]), ("0", [0])])
def test_the_dice_field_reads_dice_and_dashes(text, dice):
    from vtt.ui.widgets.dice_entry import parse_dice
    assert parse_dice(text) == dice


@pytest.mark.parametrize("text", ["--", "6-5", "- -x", "9" * 5000, "1e3", "0x10", "−3", "6 u", "6..5", "\x00", "\ud800"])
def test_the_dice_field_refuses_what_is_not_dice(text):
    from vtt.ui.widgets.dice_entry import NotDiceError, parse_dice
    with pytest.raises(NotDiceError):
        parse_dice(text)
