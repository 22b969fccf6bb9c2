"""#39 item 4: what the old Nechronica window kept is read once by the one window and never lost: its
autosave journal (autosave.jsonl) and its crash copy (recovery.jsonl) become journals of their own, which
File → Continue lists and brings back; its docks' layout becomes the default ruleset's (its count dock, now
the turn order's, renamed inside the saved state)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QPoint, Qt

from vtt.core import registry
from vtt.core.journal import Journal
from vtt.rules.nechronica.battle import demo_session
from vtt.ui.main_window import AUTOSAVE, CLEAN_EXIT, DOCKS, OLD_DOCKS, RECOVERY, MainWindow
from vtt.ui.paths import open_settings
from vtt.ui.widgets import journals
from vtt.ui.widgets.battle_controller import BattleController


# (the offscreen platform says this when a menu is opened: File → Continue is, here)
pytestmark = pytest.mark.qt_log_ignore("does not support grabbing the keyboard")


def window(qtbot, tmp_path, session=None):
    w = MainWindow(BattleController(session), settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    return w


def played(seed: int, commands) -> object:
    s = demo_session(seed)
    for c in commands:
        assert s.do(c) is not None
    return s


def test_the_old_autosave_and_its_crash_copy_become_journals_file_continue_brings_back(qtbot, tmp_path):
    last = played(1, [{"type": "start"}, {"type": "wait", "actor": "noel"}])
    crashed = played(3, [{"type": "start"}, {"type": "use", "actor": "noel", "part": "p9", "to": "limbo"},
                         {"type": "pass"}])
    Journal(last, tmp_path / AUTOSAVE)
    Journal(crashed, tmp_path / RECOVERY)
    (tmp_path / CLEAN_EXIT).write_text("clean exit\n", encoding="utf-8")     # (no crash since)
    w = window(qtbot, tmp_path)
    assert not (tmp_path / AUTOSAVE).exists() and not (tmp_path / RECOVERY).exists()
    moved = journals.recent(tmp_path, registry.DEFAULT_RULESET)
    assert len(moved) == 2
    snapshots = set()
    for i in range(2):                                     # each brought back by a window of its own
        w = w if i == 0 else window(qtbot, tmp_path)       # (read once: nothing more is moved)
        w.menu_continue.popup(QPoint(0, 0))
        entries = w.menu_continue.actions()
        w.menu_continue.hide()
        assert len(entries) == 2
        entries[i].trigger()                               # (the newest first, in both)
        snapshots.add(str(w.controller.session.snapshot()))
    assert snapshots == {str(last.snapshot()), str(crashed.snapshot())}
    assert len(journals.recent(tmp_path, registry.DEFAULT_RULESET)) == 2


def test_an_old_autosave_newer_than_the_last_clean_exit_is_offered_for_recovery(qtbot, tmp_path):
    crashed = played(3, [{"type": "start"}, {"type": "use", "actor": "noel", "part": "p9", "to": "limbo"}])
    Journal(crashed, tmp_path / AUTOSAVE)
    w = window(qtbot, tmp_path)
    assert w.banner.isVisible()
    qtbot.mouseClick(w.recover_button, Qt.MouseButton.LeftButton)
    assert w.controller.session.snapshot() == crashed.snapshot() and w.controller.session.can_undo


def test_the_old_layout_becomes_the_default_ruleset_s(qtbot, tmp_path):
    first = window(qtbot, tmp_path, demo_session(1))
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.board.docks["sheets"])
    first.board.docks["order"].close()
    state = bytes(first.saveState(1).data())
    first.close()
    settings = open_settings(tmp_path)
    settings.remove(DOCKS.format(registry.DEFAULT_RULESET))
    # as the old window saved it: its count dock's object name, under the old key
    old = state.replace("dock_order".encode("utf-16-be"), "dock_count".encode("utf-16-be"))
    assert old != state
    settings.setValue(OLD_DOCKS, QByteArray(old))
    settings.sync()
    w = window(qtbot, tmp_path, demo_session(1))
    assert w.dockWidgetArea(w.board.docks["sheets"]) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert not w.board.docks["order"].isVisible()          # the count dock the GM had closed: still closed
    kept = open_settings(tmp_path)
    assert not kept.contains(OLD_DOCKS) and kept.value(DOCKS.format(registry.DEFAULT_RULESET)) is not None
