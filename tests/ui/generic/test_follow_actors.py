"""The sheet follows whoever the battle waits on to act or choose (MainWindow._follow_actors), in every ruleset:
as the Solo menu's AI plays both sides, each time someone new is to act her sheet comes up, and a sheet the GM
chose by clicking a marker stands until then. A change that hands out the very same awaited records (the rulesets
keep them: a free roll of the dice box, a move among a crowd) has the window look at none of them (docs/gui.md,
"The seventh round")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import vtt.ui.main_window as main_window_module
from tests.ui.generic.test_crowd import crowd
from vtt.core.ruleset import ACT, CHOOSE

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

RULESETS = ("nechronica", "zones", "ashes", "hundred")
#: a free roll in each ruleset's notation
ROLL = {"zones": "5D", "ashes": "2d10", "hundred": "2d6"}


def acting(c) -> tuple:
    return tuple(a.who for a in c.awaited() if a.kind in (ACT, CHOOSE) and a.who)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_sheet_comes_up_for_whoever_acts_next_as_the_ai_plays(ruleset, generic_window, qtbot):
    w = generic_window(ruleset, size=(1280, 800))
    c = w.controller
    was = [acting(c)]
    steps, wrong = [], []

    def check(_command):
        now = acting(c)
        if now and now != was[0]:                  # someone new acts: her sheet is up
            if w.sheets.current_participant() != now[0]:
                wrong.append((len(steps), now, w.sheets.current_participant()))
            was[0] = now
        steps.append(now)
        if len(steps) == 40:
            for side in w.ai.sides:
                if w.ai_actions[side].isChecked():
                    w.ai_actions[side].trigger()        # Solo → AI plays … off again
    w.ai.set_interval_ms(0)
    w.ai.stepped.connect(check)
    for side in w.ai.sides:
        w.ai_actions[side].trigger()                    # Solo → AI plays each side
    qtbot.waitUntil(lambda: len(steps) >= 40 or not c.awaited(), timeout=60000)      # (or the battle is over)
    assert not wrong
    assert len({s[0] for s in steps if s}) > 1          # (the battle went on to others)


def test_a_sheet_the_gm_chose_stands_until_someone_new_acts(generic_window, qtbot):
    w = generic_window("zones", size=(1400, 860))
    c = w.controller
    first = acting(c)
    other = next(t.id for t in c.view().tokens if t.id != first[0] and t.id in w.map.token_rects())
    qtbot.mouseClick(w.map, Qt.MouseButton.LeftButton, pos=w.map.token_rects()[other].center().toPoint())
    assert w.sheets.current_participant() == other
    w.dice.expression.setText(ROLL["zones"])
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)          # a free roll: a change, who acts the same
    QApplication.processEvents()
    assert c.session.log[-1].command.type == "free_roll" and acting(c) == first
    assert w.sheets.current_participant() == other


class Looked(str):
    """ACT as the window compares each awaited record's kind with it, counting the records looked at."""
    seen = 0

    def __eq__(self, other):
        Looked.seen += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__


@pytest.mark.parametrize("ruleset", ("zones", "ashes", "hundred"))
def test_a_change_that_hands_out_the_same_awaited_records_has_the_window_look_at_none(ruleset, generic_window,
                                                                                    qtbot, monkeypatch):
    """(zones', ashes' and hundred's views keep their awaited records while what they are made of is the same;
    Nechronica's are made anew: walked, one or two.)"""
    among = crowd(ruleset)[0].session if ruleset != "hundred" else None        # (zones and ashes: among 120)
    w = generic_window(ruleset, size=(1400, 860), session=among)
    c = w.controller
    before = c.view().awaited
    monkeypatch.setattr(main_window_module, "ACT", Looked(ACT))
    n = len(c.session.log)
    w.dice.expression.setText(ROLL[ruleset])
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)          # a free roll: a logged command
    QApplication.processEvents()
    assert len(c.session.log) == n + 1
    assert c.view().awaited is before
    assert Looked.seen == 0
