"""A free roll of no dice or of more dice than a pool holds is refused with a message that says so, in every
ruleset, from the dice box (the session's free roll) and `vtt roll` alike: zones took "0D" (→ [] 0 successes) and
rolled 101 dice for "1D+100" past its 40, hundred took "0d6" (→ [no dice]), ashes "0d10" (#39, played). The battle
stays as it was. A pool that Harm or a penalty brings to none stays a roll ("2D-2": the rules' "never below none"),
and Nechronica's "0NC" rolls one die as BCDice does (vtt/rules/nechronica/dice.py)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from vtt.core.free_roll import FREE_ROLL

from tests.reliability.battles import RULESETS, refused, started

NONE = {"zones": ["0D", "0d", "0D/1", "0D vs 2D", "2D vs 0D", "00D"], "ashes": ["0", "0d10", "00"],
        "hundred": ["0d6", "0d10", "0d10+0d6", "0d6 vs 1d6", "1d6 vs 0d10"], "nechronica": []}
HUGE = {"zones": ["41D", "1D+100", "1D+40", "40D vs 41D", "9" * 150 + "D", "1D+" + "9" * 150],
        "ashes": ["31", "31d10", "9" * 150],
        "hundred": ["31d6", "20d10+11d6", "9" * 150 + "d6", "1d6 vs 31d10"],
        "nechronica": ["201NC", "9" * 150 + "NA"]}
STILL_ROLLS = {"zones": ["2D-2", "1D", "40D", "40D-1"], "ashes": ["1", "30d10"], "hundred": ["1d6", "30d6", "1d6-3"],
               "nechronica": ["0NC", "1NC", "200NC"]}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_roll_of_no_dice_is_refused_saying_so(ruleset):
    s = started(ruleset)
    for expression in NONE[ruleset]:
        message = refused(s, {"type": FREE_ROLL, "expression": expression})
        assert "no dice" in message and "at least one" in message, (expression, message)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_roll_of_more_dice_than_a_pool_holds_is_refused_saying_the_most(ruleset):
    s = started(ruleset)
    for expression in HUGE[ruleset]:
        message = refused(s, {"type": FREE_ROLL, "expression": expression})
        assert "at most" in message, (expression, message)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_pool_brought_to_none_or_at_the_most_still_rolls(ruleset):
    s = started(ruleset)
    for expression in STILL_ROLLS[ruleset]:
        assert s.can({"type": FREE_ROLL, "expression": expression}), expression


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_vtt_roll_refuses_no_dice_with_its_message_and_status(ruleset):
    run = subprocess.run([sys.executable, "-c", "import sys; from vtt.cli import main; sys.exit(main())", "roll", "--system", ruleset,
                          NONE[ruleset][0]], capture_output=True, text=True, timeout=120)
    assert run.returncode != 0 and "no dice" in run.stderr and not run.stdout, (run.stdout, run.stderr)
