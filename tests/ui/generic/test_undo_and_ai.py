"""Issue 29, items 3 and 7: an undo with an AI side on does not make the AI play the undone moves again at
once with new dice (which would also end what could be redone): the AI waits until the GM resumes it,
with the *Resume AI* button in the Now panel or Ctrl+R, and redo (Ctrl+Shift+Z or Ctrl+Y) stays there."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.generic.conftest import advance
from tests.ui.panel import click
from vtt.core.records import Command


def settle():
    """Let the event loop run the AI's timer (interval 0) as often as it would."""
    for _ in range(30):
        QApplication.processEvents()


def test_after_an_undo_the_ai_waits_for_the_gm_and_redo_stays(generic_window, qtbot):
    w = generic_window("zones", 3, (1280, 800))
    c = w.controller
    c.do(Command("deal", dice=(1, 2, 3, 4)))
    c.do(Command("end_turn", "asa"))
    c.do(Command("end_turn", "bren"))
    w.ai.set_interval_ms(0)
    w.ai_actions["foes"].setChecked(True)
    qtbot.waitUntil(lambda: c.awaited() and c.awaited()[0].side == "party", timeout=10000)
    played = [r.command for r in c.session.log]
    assert played[-1].actor in ("wolf1", "wolf2", "bandit")
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert [r.command for r in c.session.log] == played[:-2]          # the AI did not play on
    assert c.session.can_redo and w.act["redo"].isEnabled()
    assert w.resume_button.isVisible() and w.ai.held
    qtbot.keyClick(w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)     # Ctrl+Y redoes (item 7)
    assert [r.command for r in c.session.log] == played[:-1]
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
    assert [r.command for r in c.session.log] == played                 # and Ctrl+Shift+Z
    settle()
    assert len(c.session.log) == len(played)
    c.undo()
    c.undo()
    click(qtbot, w.resume_button)                                        # the GM lets it play on
    assert not w.ai.held
    qtbot.waitUntil(lambda: not w.resume_button.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: c.awaited() and c.awaited()[0].side == "party" and len(c.session.log) >= len(played) - 1,
                    timeout=10000)


def test_ctrl_r_resumes_the_ai(generic_window, qtbot):
    w = generic_window("ashes", 5, (1280, 800))
    c = w.controller
    w.ai.set_interval_ms(0)
    w.ai_actions["foes"].setChecked(True)
    w.ai_actions["party"].setChecked(True)
    qtbot.waitUntil(lambda: len(c.session.log) > 12, timeout=10000)
    c.undo()
    settle()
    n = len(c.session.log)
    assert w.ai.held and len(c.session.log) == n and c.session.can_redo
    qtbot.keyClick(w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(c.session.log) > n, timeout=10000)
    assert not w.ai.held


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred", "nechronica"])
def test_once_the_battle_is_over_the_resume_ai_banner_goes(generic_window, qtbot, ruleset):
    """#40 item 8: the "Resume AI" banner stayed after the battle was over (nothing is left to resume)."""
    w = generic_window(ruleset, 3, (1280, 800))
    c = w.controller
    advance(w, lambda c: c.ruleset.outcome(c.state) is not None, steps=3000)
    w.ai.set_interval_ms(0)
    w.ai_actions[w.ai.sides[-1]].setChecked(True)                        # the AI plays the foes
    settle()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the last move undone: it waits
    settle()
    assert w.ai.held and w.resume_button.isVisible() and c.ruleset.outcome(c.state) is None
    qtbot.keyClick(w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # redone: the battle is over again
    settle()
    assert c.ruleset.outcome(c.state) is not None
    assert not w.resume_button.isVisible() and not w.ai.held and not w.act["resume_ai"].isEnabled()
