"""What the window no longer makes or imports before its first paint works when first used, through what the GM
touches (docs/gui.md, "The twelfth round"): the dice box's Random is made at its first roll (``random`` is
imported then), typed dice are parsed by a module imported when a command takes them (vtt.ui.widgets.dice_entry),
the log looks for the dice its sentences show with ``re`` imported then, and its scroll bar is held by a class of its
own (no contextlib)."""
import random

import pytest
from PySide6.QtCore import Qt

from vtt.core.registry import get
from vtt.ui.main_window import MainWindow
from vtt.ui.paths import open_settings
from vtt.ui.widgets.battle_controller import BattleController

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))

    def make(ruleset=None):
        controller = BattleController(get(ruleset).demo_session(seed=1) if ruleset else None)
        w = MainWindow(controller, settings=open_settings(tmp_path), data_dir=tmp_path)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        return w
    return make


def test_the_dice_box_of_the_start_page_makes_its_random_at_its_first_roll(make_window, qtbot):
    w = make_window()                                    # no battle: a free roll of the default ruleset's dice
    assert w.dice.rng is None                            # (none made with the window)
    qtbot.mouseClick(w.dice.expression, LEFT)
    qtbot.keyClicks(w.dice.expression, "2NC+1")
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    assert isinstance(w.dice.rng, random.Random)
    assert "2NC+1" in w.dice.said.text()                # (rolled and said)
    first = w.dice.rng
    qtbot.mouseClick(w.dice.expression, LEFT)
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(w.dice.expression, "1NC")
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    assert w.dice.rng is first and "1NC" in w.dice.said.text()     # (made once)


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_what_the_gm_types_as_dice_is_read_by_the_parser_imported_then_and_refused_if_not_dice(make_window, qtbot, ruleset):
    w = make_window(ruleset)
    c = w.controller
    qtbot.mouseClick(w.dice.physical, LEFT)
    qtbot.keyClicks(w.dice.physical, "x")
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_Return)
    n = len(c.session.log)
    w.now.buttons[next(iter(w.now.buttons))].click()     # the first command on offer: refused for the typed "x"
    assert len(c.session.log) == n and w.dice.physical.text() == "x"
    assert "x" in w.statusBar().currentMessage()
