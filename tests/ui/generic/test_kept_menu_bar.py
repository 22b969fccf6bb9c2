"""The menu bar drawn from its kept picture (vtt.ui.widgets.kept.menu_bar_key): its key reads none of its titles at
each paint (the filter counts the action events Qt sends the bar when a title changes, is shown, hidden, enabled or
disabled), each such change draws it anew as Qt draws it afresh, and a title under the pointer is lit as Qt lights
it (docs/gui.md, "The seventh round (generic widgets' paint)")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QMenuBar

from tests.ui.generic.test_kept_looks import shown_and_kept
from tests.ui.generic.test_kept_now import copied_then_fresh
from vtt.ui.widgets.kept import menu_bar_key

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture
def kept_bar(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QLabel("map"))
    bar = window.menuBar()
    menus = [bar.addMenu(title) for title in ("&File", "&Edit", "&Battle", "&Solo")]
    for menu in menus:
        menu.addAction("Something")
    kept = shown_and_kept(qtbot, window, 500, 200, (bar, menu_bar_key(bar)))
    return window, bar, menus, kept


def test_a_kept_paint_reads_no_title(kept_bar, monkeypatch):
    window, bar, menus, kept = kept_bar
    picture = kept.picture(bar)
    asked = []
    actions = QMenuBar.actions
    monkeypatch.setattr(QMenuBar, "actions", lambda self: asked.append(1) or actions(self))
    for _ in range(3):
        bar.repaint()
    assert kept.picture(bar) is picture and asked == []


def _retitled(bar, menus):
    menus[1].setTitle("&Edit the battle")


def _disabled(bar, menus):
    menus[2].menuAction().setEnabled(False)


def _hidden(bar, menus):
    menus[0].menuAction().setVisible(False)


def _added(bar, menus):
    bar.addMenu("&Help")


@pytest.mark.parametrize("change", [_retitled, _disabled, _hidden, _added])
def test_a_changed_title_draws_it_anew_as_qt_draws_it(kept_bar, qtbot, change):
    window, bar, menus, kept = kept_bar
    before = bar.grab().toImage()
    change(bar, menus)
    bar.repaint()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None, timeout=3000)
    copied, fresh = copied_then_fresh(kept, bar)
    assert copied == fresh
    assert copied != before


def test_a_title_pressed_is_lit_as_qt_draws_it_and_back_when_its_menu_closes(kept_bar, qtbot):
    """(Offscreen, Fusion lights no title under a pointer that presses none: the title pressed, its menu open.)"""
    window, bar, menus, kept = kept_bar
    away = bar.grab().toImage()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menus[1].menuAction()).center())
    qtbot.waitUntil(menus[1].isVisible, timeout=3000)
    lit = bar.grab().toImage()
    assert lit != away                                   # the title lit, not the kept picture
    kept._kept.pop(bar, None)
    assert bar.grab().toImage() == lit
    qtbot.keyClick(menus[1], Qt.Key.Key_Escape)
    qtbot.keyClick(bar, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menus[1].isVisible() and bar.activeAction() is None, timeout=3000)
    assert bar.grab().toImage() == away
