"""#31 item 9: a physical d10 typed as it shows its 10, ``0``, is read as 10 wherever a d10 of hundred or
ashes is typed: `vtt roll --system hundred|ashes`, the dice a `vtt play` script's command carries, the
dice typed ahead in the window (the session's pending dice). Seed 003: "Dice that hit their max. number (6 for a d6 and 0 for a
d10) "explode"" — our ruling reads a d10's 0 as 10. A d6 has no 0: still refused."""
from __future__ import annotations

import json

import pytest

from vtt.cli import main
from vtt.core import registry
from vtt.core.dice import DiceFeed
from vtt.core.errors import MalformedCommandError
from vtt.commands.play import run_script

from tests.reliability.battles import started


def test_a_typed_d10_of_0_is_10_and_recorded_as_10_where_the_ruleset_says_so():
    feed = DiceFeed(None, [0, 7], zero_is_ten=True)
    assert feed.roll(2, 10) == [10, 7] and feed.used == [10, 7]
    with pytest.raises(MalformedCommandError):             # a d6 has no 0
        DiceFeed(None, [0], zero_is_ten=True).roll(1, 6)
    with pytest.raises(MalformedCommandError):             # a ruleset that does not say so (Nechronica)
        DiceFeed(None, [0]).roll(1, 10)
    assert registry.get("ashes").ruleset.d10_zero_is_ten and registry.get("hundred").ruleset.d10_zero_is_ten


def test_vtt_roll_hundred_takes_a_d10_typed_0_and_it_explodes(capsys):
    assert main(["roll", "--system", "hundred", "1d10", "--dice", "0,4"]) == 0
    assert "[10+4] highest 14" in capsys.readouterr().out


def test_vtt_roll_ashes_takes_d10s_typed_0(capsys):
    assert main(["roll", "--system", "ashes", "3d10", "--dice", "0,0,5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["dice"] == [10, 10, 5]


@pytest.mark.parametrize("ruleset", ["ashes", "hundred"])
def test_a_script_command_s_dice_typed_0_are_10(ruleset):
    """A command of an AI-played battle that rolled a 10, given again with its dice as typed at the table
    (each 10 a 0): the same battle follows."""
    probe = started(ruleset, moves=60)
    rolled = next(r for r in probe.log if r.command.dice and 10 in r.command.dice)
    s = started(ruleset, moves=rolled.index)
    typed = {**rolled.command.to_dict(), "dice": [0 if d == 10 else d for d in rolled.command.dice]}
    events, rejected = run_script(s, [typed])
    assert rejected == []
    assert s.log[-1].command.dice == rolled.command.dice
    assert s.snapshot() == started(ruleset, moves=rolled.index + 1).snapshot()


def test_dice_typed_ahead_at_the_table_read_a_0_as_10():
    s = started("ashes", moves=0)
    while s.state.phase != "effort":
        s.do(s.awaited()[0].fallback)
    who = next(f for f in s.state.seated() if not f.out)
    s.pending_dice = [0] * who.pool_size()
    s.do({"type": "roll", "actor": who.id})
    assert who.dice == [10] * who.pool_size()
