"""#39, first paint (docs/gui.md, "The eleventh round (first paint: what the window builds before its first frame)"):
a battle opened at start-up is laid out, its window placed and its keys bound once, with its board (they were done
first for the log and the dice box alone, then again for every dock); the window's actions are made with their texts
and keys; File → Print is enabled without importing the printers. The keys work as soon as the window shows, and a
menu opened by a click shows its actions, in every ruleset."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from tests.ui.generic.conftest import window_on
from vtt.core import registry
from vtt.ui import shortcuts
from vtt.ui.main_window import MainWindow
from vtt.ui.paths import open_settings
from vtt.ui.widgets.battle_controller import BattleController

RULESETS = ("nechronica", "zones", "ashes", "hundred")
ctrl = Qt.KeyboardModifier.ControlModifier

pytestmark = [pytest.mark.parametrize("ruleset", RULESETS),
              pytest.mark.qt_log_ignore("does not support grabbing the keyboard")]


class _Counted(MainWindow):
    """The window, counting how often it lays its docks out, restores its place and says its actions' state."""

    def __init__(self, *args, **kwargs):
        self.counts = {"default_layout": 0, "restore_geometry": 0, "_update_actions": 0}
        super().__init__(*args, **kwargs)

    def default_layout(self) -> None:
        self.counts["default_layout"] += 1
        super().default_layout()

    def _restore_geometry(self) -> None:
        self.counts["restore_geometry"] += 1
        super()._restore_geometry()

    def _update_actions(self) -> None:
        self.counts["_update_actions"] += 1
        super()._update_actions()


def test_a_battle_opened_at_once_is_laid_out_and_bound_once(qtbot, tmp_path, monkeypatch, ruleset):
    read = []
    keys_of = shortcuts.keys_of
    monkeypatch.setattr(shortcuts, "keys_of", lambda settings, b, *a: read.append(b.id) or keys_of(settings, b, *a))
    session = registry.get(ruleset).demo_session(1)
    w = _Counted(BattleController(session), settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(w)
    assert w.counts == {"default_layout": 1, "restore_geometry": 1, "_update_actions": 1}
    assert sorted(read) == sorted(b.id for b in w.key_bindings())        # each key read once
    assert w.act["undo"].shortcuts()[0].toString() == "Ctrl+Z" and w.act["new"].text() == "New battle…"
    w.show()
    qtbot.waitExposed(w)
    assert all(d.isVisible() for d in w.all_docks().values())


def test_without_a_battle_the_start_page_is_laid_out_once_too(qtbot, tmp_path, ruleset):
    w = _Counted(BattleController(), settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(w)
    assert w.counts["default_layout"] == 1 and w.counts["restore_geometry"] == 1
    assert w.act["save"].shortcuts()[0].toString() == "Ctrl+S"
    w.controller.set_session(registry.get(ruleset).demo_session(1))       # a battle comes: its board, its keys
    assert w.board is not None and {k: w.board.keys[k].shortcuts() != [] for k in w.board.keys} == \
        {k: True for k in w.board.keys}


def press(qtbot, w, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    if QApplication.focusWidget() is not None and QApplication.focusWidget().window() is w:
        QApplication.focusWidget().clearFocus()
    qtbot.keyClick(w, key, modifiers)


def test_the_keys_work_as_soon_as_the_window_shows(qtbot, tmp_path, monkeypatch, ruleset):
    """Ctrl+S, Ctrl+Z and F5 pressed once the window has shown (a key cannot come before its first frame)."""
    path = tmp_path / "battle.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    w = window_on(registry.get(ruleset).demo_session(1), tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(w.isActiveWindow)
    c = w.controller
    aw = c.awaited()
    assert c.do(aw[0].fallback if aw[0].fallback is not None else c.legal_commands(aw[0].who)[0])
    press(qtbot, w, Qt.Key.Key_S, ctrl)
    assert path.is_file() and not w.unsaved()
    press(qtbot, w, Qt.Key.Key_Z, ctrl)
    assert c.session.log == []
    press(qtbot, w, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: w.table_view is not None and w.table_view.isVisible())
    w.table_view.close()


def test_a_menu_opened_by_a_click_shows_its_actions(qtbot, tmp_path, ruleset):
    """File, opened by a click on its title: its actions made then, with their keys, Print enabled (this ruleset
    prints its sheets) without the printers imported before."""
    w = window_on(registry.get(ruleset).demo_session(1), tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(w.isActiveWindow)
    bar = w.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(w.menu_file.menuAction()).center())
    qtbot.waitUntil(w.menu_file.isVisible)
    shown = {a.text(): a for a in w.menu_file.actions() if not a.isSeparator()}
    assert shown["Save"].shortcuts()[0].toString() == "Ctrl+S" and shown["Print sheets…"].isEnabled()
    assert shown["Open the table view"].shortcuts()[0].toString() == "F5"
    w.menu_file.close()

