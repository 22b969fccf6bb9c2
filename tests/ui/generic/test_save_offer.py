"""File → Save offers a sensible place and name (the folder a battle was last saved in, else the battles' folder
under the data folder; the battle's name and the date as a file name), and a battle continued from a journal
that ends at its last save is not "unsaved"."""
from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tests.ui.generic.conftest import window_on
from vtt.core.journal import Journal
from vtt.ui.widgets import journals

pytestmark = pytest.mark.qt_log_ignore("does not support grabbing the keyboard")


@pytest.fixture
def make(generic_window, qtbot, tmp_path):
    """make(ruleset): the window on its demo (seed 1); make(): the next start (no battle), the same data folder."""
    def make_window(ruleset=None):
        if ruleset is not None:
            return generic_window(ruleset, seed=1)
        w = window_on(None, tmp_path)
        qtbot.addWidget(w)
        w.show()
        return w
    return make_window


@pytest.fixture
def dialog(monkeypatch):
    """The save dialog: what it offered (``offered``), answering with ``answer`` (a path)."""
    class Dialog:
        offered: list = []
        answer = ""

        def __call__(self, parent, title, offered="", *a, **k):
            self.offered.append(offered)
            return str(self.answer), ""
    d = Dialog()
    d.offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", d)
    return d


@pytest.fixture
def asked(monkeypatch):
    out = []

    def question(parent, title, *a, **k):
        out.append(title)
        return QMessageBox.StandardButton.Cancel
    monkeypatch.setattr(QMessageBox, "question", question)
    return out


def play(w, n=2) -> None:
    c = w.controller
    for _ in range(n):
        aw = c.awaited()
        assert c.do(aw[0].fallback if aw[0].fallback is not None else c.legal_commands(aw[0].who)[0])


@pytest.mark.parametrize("ruleset", ["nechronica", "zones"])
def test_save_offers_the_battles_folder_and_a_name_from_the_battle_then_the_last_folder(make, dialog, tmp_path,
                                                                                       ruleset):
    w = make(ruleset)
    name = w.controller.state.name
    dialog.answer = tmp_path / "elsewhere" / "kept.json"
    dialog.answer.parent.mkdir()
    w.act["save"].trigger()                              # never saved: File → Save asks where
    offered = Path(dialog.offered[-1])
    assert offered.parent == tmp_path / "battles" and offered.parent.is_dir()
    stem = offered.stem
    assert stem.endswith(time.strftime("-%Y-%m-%d")) and offered.suffix == ".json"
    words = [w_.lower() for w_ in name.split() if w_.isalnum()]
    assert words and all(word in stem for word in words) and not set(stem) & set(' /\\:*?"<>|')
    assert (tmp_path / "elsewhere" / "kept.json").exists()
    w.act["save_as"].trigger()                           # the next time: the folder she saved in
    assert Path(dialog.offered[-1]).parent == tmp_path / "elsewhere"


def test_a_command_and_save_in_one_turn_leave_no_journal_to_continue(make, dialog, asked, tmp_path):
    w = make("zones")
    play(w, 2)
    QApplication.processEvents()
    assert w.autosave_path is not None and w.autosave_path.exists()
    play(w, 1)                                           # a command, then Ctrl+S before the event loop turns
    dialog.answer = tmp_path / "kept.json"
    w.act["save"].trigger()
    QApplication.processEvents()                         # (the autosave's turn comes after the save)
    w.act["close"].trigger()
    assert asked == [] and journals.recent(tmp_path) == []
    again = make()                                       # the next start: nothing offered as unsaved
    assert not again.banner.isVisible() and again.recent_battles() == []


def test_a_battle_continued_from_a_journal_that_ends_at_its_last_save_is_not_unsaved(make, dialog, asked, tmp_path):
    w = make("zones")
    play(w, 3)
    dialog.answer = tmp_path / "kept.json"
    w.act["save"].trigger()
    session = w.controller.session
    Journal(session, journals.new_path(tmp_path, "zones"))      # a journal left at the save (an older run)
    w.act["close"].trigger()
    assert asked == []
    again = make()
    again.menu_continue.popup(QPoint(0, 0))
    entry = again.menu_continue.actions()[0]
    again.menu_continue.hide()
    entry.trigger()
    assert again.controller.session.snapshot() == session.snapshot()
    assert not again.unsaved() and not again.windowTitle().startswith("*")
    assert Path(again.controller.path) == (tmp_path / "kept.json").resolve() or \
        Path(again.controller.path) == tmp_path / "kept.json"
    again.act["close"].trigger()
    assert asked == [] and journals.recent(tmp_path) == []
