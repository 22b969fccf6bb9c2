"""What a move has Qt paint again (docs/gui.md, "The sixth round"): the zone map only where the change drew (the
marker's old and new places); and what is on the screen after it (the window's backing store, not a fresh
rendering) is, pixel for pixel, what a whole repaint puts there."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from tests.ui.generic.test_crowd import MOVE, crowd, other_zone, put, shown_map

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


class Painted(QObject):
    """The regions of the paint events ``widget`` receives."""

    def __init__(self, widget):
        super().__init__()
        self.widget = widget
        self.regions: list = []
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if obj is self.widget and event.type() == QEvent.Type.Paint:
            self.regions.append(event.region())
        return False

    def pixels(self) -> int:
        return sum(r.width() * r.height() for region in self.regions for r in region)


def on_screen(widget):
    """What the screen shows of ``widget``'s window now: its backing store, as the last paints left it (a top-level
    window's id: asking a child's would make it a native window of its own)."""
    QApplication.processEvents()
    return QApplication.primaryScreen().grabWindow(widget.window().winId()).toImage()


def repainted_whole(widget):
    """The same after ``widget`` is painted again whole."""
    widget.update()
    return on_screen(widget)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_repaints_the_map_only_where_the_marker_was_and_is(ruleset, qtbot):
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    qtbot.waitExposed(m)
    who = copies[-1]
    put(c, who, other_zone(c, who))                   # (her pictures in both zones made once)
    put(c, who, other_zone(c, who))
    QApplication.processEvents()
    was = m.token_rects()[who].toAlignedRect()
    seen = Painted(m)
    put(c, who, other_zone(c, who))
    QApplication.processEvents()
    now = m.token_rects()[who].toAlignedRect()
    assert seen.regions, "the move was not painted"
    region = seen.regions[0]
    for r in seen.regions[1:]:
        region = region.united(r)
    assert region.contains(was.center()) and region.contains(now.center())
    assert seen.pixels() < m.width() * m.height() // 5      # not the whole map


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_map_on_screen_after_moves_is_the_map_repainted_whole(ruleset, qtbot):
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    qtbot.waitExposed(m)
    on_screen(m)
    for who in (copies[-1], copies[3], copies[-1], copies[0]):      # the last of a crowd, one from its middle
        put(c, who, other_zone(c, who))
        shown = on_screen(m)
        assert shown == repainted_whole(m)
    c.undo()
    assert on_screen(m) == repainted_whole(m)
