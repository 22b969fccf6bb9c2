"""Defects met playing whole fights of Nechronica's and hundred's demos as a GM would (#39, played under Xvfb at
1920×1080 with real clicks and keys), each reproduced here through what the GM touches."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.generic.conftest import advance
from tests.ui.test_one_window import RULESETS, ROLLS, make  # noqa: F401  (the fixture)
from vtt.core.free_roll import FREE_ROLL
from vtt.core.ruleset import ACT, CHOOSE


def acting(w):
    return [a.who for a in w.controller.view().awaited if a.kind in (ACT, CHOOSE) and a.who]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_sheet_follows_who_acts_after_an_undo_and_a_redo(make, qtbot, ruleset):  # noqa: F811
    """The GM had looked at another's sheet (an enemy's, to react with it), then Edit → Undo: the battle went back,
    the sheet stayed where she had left it, not on who acts now; Edit → Redo the same. After either the sheet
    shows who acts, as after a command that hands the turn on."""
    w = make(ruleset)
    advance(w, lambda c: bool(acting(w)))
    now = acting(w)[0]
    qtbot.keyClicks(w.dice.expression, ROLLS[ruleset])           # a free roll: a command that hands nothing on
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    assert w.controller.session.log[-1].command.type == FREE_ROLL
    for undo in (True, False):
        w.act["next_sheet"].trigger()                            # the GM looks at someone else's sheet
        assert w.sheets.current_participant() != now
        w.act["undo" if undo else "redo"].trigger()
        assert acting(w)[0] == now
        assert w.sheets.current_participant() == now, (undo, w.sheets.current_participant())
