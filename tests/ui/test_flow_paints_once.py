"""Nechronica's flow panel is painted once when the whole window is painted again (docs/gui.md, "The eleventh round"):
QScrollArea.setWidget had the panel's content fill its background, which made it an opaque widget to Qt, and with it
and its buttons all to repaint (another language, every widget marked) Qt painted it and the widgets on it first on
their own, then them (and it under them) again in the window's pass. What the window shows is the same."""
from __future__ import annotations

import collections

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


class Paints(QObject):
    """How many paint events each of ``widgets`` receives."""

    def __init__(self, widgets):
        super().__init__()
        self.widgets, self.count = set(widgets), collections.Counter()
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj in self.widgets:
            self.count[obj] += 1
        return False

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)


def test_moves_with_every_widget_to_paint_paint_the_flow_panel_once(window, qtbot):
    """Every widget of the window to paint (as after another language or theme), then the GM's move (a doll dragged to
    another area, here sent as the map sends it) and the window's repaint, three times: the last repaint paints the
    flow panel's content and each of its buttons once."""
    panel = window.extras["flow"]
    inner = panel.scroll.widget()
    qtbot.waitUntil(lambda: panel._kept is not None)      # (the window painted twice)
    buttons = [b for b in inner.findChildren(QPushButton) if b.isVisible()]
    assert buttons                                        # (the madness checks' and Start battle)
    for area in ("hades", "limbo", "hades"):
        for widget in window.findChildren(QWidget):
            widget.update()
        assert window.issue({"type": "override", "op": "move", "target": "lily", "area": area})
        seen = Paints([panel.scroll.viewport(), inner, *buttons])
        try:
            window.repaint()
        finally:
            seen.stop()
        QApplication.processEvents()
    assert seen.count[panel.scroll.viewport()] <= 1 and seen.count[inner] == 1, list(seen.count.values())
    assert [seen.count[b] for b in buttons] == [1] * len(buttons)


def test_the_flow_panel_shows_the_windows_background_as_before(window, qtbot):
    """Its content no longer fills its own background: the window is the same, pixel for pixel, as with the fill."""
    scroll = window.extras["flow"].scroll
    qtbot.waitUntil(lambda: window.extras["flow"]._kept is not None)
    filling = [scroll.widget(), scroll.viewport()]
    assert not any(w.autoFillBackground() for w in filling)
    QApplication.processEvents()
    without = window.grab().toImage()
    for w in filling:
        w.setAutoFillBackground(True)
    try:
        with_fill = window.grab().toImage()
    finally:
        for w in filling:
            w.setAutoFillBackground(False)
    assert without == with_fill
