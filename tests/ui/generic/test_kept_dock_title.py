"""A dock's title bar is drawn from its kept picture without asking its font or palette at each paint
(``font().key()`` alone was ~15 K instructions a paint, six docks at each whole repaint): it counts the changes Qt
tells it of, and each such change draws it anew, pixel for pixel what it draws afresh (docs/gui.md, "The seventh
round (generic widgets' paint)")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from vtt.ui.widgets.dock_title import DockTitle


@pytest.fixture
def titled(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QLabel("map"))
    dock = QDockWidget("Log of the battle 【Bone】", window)
    dock.setWidget(QLabel("entries"))
    dock.widget().setMinimumWidth(300)
    title = DockTitle(dock)
    dock.setTitleBarWidget(title)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(500, 300)
    window.show()
    qtbot.waitExposed(window)
    title.grab()                     # the first paint draws on it; the second keeps its picture
    title.grab()
    assert title._kept is not None
    assert title.width() >= 300
    return window, dock, title


def copied_then_fresh(title):
    picture = title._kept[1]
    copied = title.grab().toImage()
    assert title._kept[1] is picture                     # copied from it, not drawn again
    title._kept = None
    return copied, title.grab().toImage()


def test_a_kept_paint_asks_neither_font_nor_palette(titled, monkeypatch):
    window, dock, title = titled
    asked = []
    for name in ("font", "palette", "fontMetrics"):
        method = getattr(DockTitle, name)
        monkeypatch.setattr(DockTitle, name, lambda self, m=method, n=name: asked.append(n) or m(self))
    picture = title._kept[1]
    for _ in range(3):
        title.grab()
    assert title._kept[1] is picture
    assert asked == []


def _palette(window, dock):
    palette = QPalette(window.palette())
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#c02020"))
    palette.setColor(QPalette.ColorRole.Window, QColor("#203040"))
    window.setPalette(palette)


def _font(window, dock):
    font = QFont(window.font())
    font.setBold(True)                                   # the same size: the same strut, only the look differs
    window.setFont(font)


def _hidden_and_shown(window, dock):
    dock.hide()
    palette = QPalette(window.palette())
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#20a020"))
    window.setPalette(palette)
    dock.show()


@pytest.mark.parametrize("change", [_palette, _font, _hidden_and_shown])
def test_a_change_of_look_draws_it_anew(titled, change):
    window, dock, title = titled
    before = title.grab().toImage()
    looks = title._looks
    change(window, dock)
    assert title._looks > looks
    title.grab()
    copied, fresh = copied_then_fresh(title)
    assert copied == fresh
    assert copied != before
