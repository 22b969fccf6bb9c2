"""What a move has Qt paint again (docs/gui.md, "The sixth round"): the zone map only where the change drew (the
marker's old and new places), the log's page only its new entry; and what is on the screen after it (the window's
backing store, not a fresh rendering) is, pixel for pixel, what a whole repaint puts there."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from tests.ui.generic.test_crowd import MOVE, crowd, other_zone, put, shown_map
from vtt.ui.widgets.log_view import LogView

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


def long_log(qtbot, width: int = 600, n: int = 30) -> LogView:
    view = LogView()
    qtbot.addWidget(view)
    view.resize(width, 90)
    view.show()
    qtbot.waitExposed(view)
    view.set_lines([f"{i}. [GM] Bren moves to the road" for i in range(n)])
    on_screen(view)
    return view


def test_a_new_entry_repaints_the_logs_page_only_where_it_is(qtbot):
    view = long_log(qtbot)
    page = view.viewport()
    seen = Painted(page)
    view.add_lines(["31. [GM] Bren moves to the bridge"])
    on_screen(view)
    block = view.document().lastBlock()
    entry = view.blockBoundingGeometry(block).translated(view.contentOffset()).toAlignedRect()
    assert seen.regions
    top = min(region.boundingRect().top() for region in seen.regions)
    assert top >= entry.top() - 1                     # the lines above it are not painted again
    assert seen.pixels() <= page.width() * (page.height() - entry.top() + 1)


@pytest.mark.parametrize("width", [600, 200])
def test_the_log_on_screen_after_new_entries_is_the_log_repainted_whole(qtbot, width):
    view = long_log(qtbot, width)
    for lines in (["31. one line"], ["32. an entry long enough to wrap on a narrow log, and on, and on " * 2],
                  ["33. an entry\n    of two sentences", "34. and another"]):
        view.add_lines(lines)
        assert on_screen(view) == repainted_whole(view.viewport())


def test_a_short_log_shows_its_new_entry_without_scrolling(qtbot):
    view = long_log(qtbot, n=2)
    assert view.verticalScrollBar().maximum() == 0
    view.add_lines(["3. [GM] Bren moves to the bridge"])
    assert on_screen(view) == repainted_whole(view.viewport())


def test_a_log_scrolled_up_shows_the_new_entry_at_the_bottom(qtbot):
    view = long_log(qtbot)
    view.verticalScrollBar().setValue(3)
    on_screen(view)
    view.add_lines(["31. [GM] Bren moves to the bridge"])
    assert view.following()
    assert on_screen(view) == repainted_whole(view.viewport())


class Resized(QObject):
    """The resize events ``widget`` receives."""

    def __init__(self, widget):
        super().__init__()
        self.widget, self.sizes = widget, []
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if obj is self.widget and event.type() == QEvent.Type.Resize:
            self.sizes.append(event.size())
        return False


@pytest.mark.parametrize("ruleset", sorted(MOVE))
@pytest.mark.parametrize("size", [(1400, 860), (1920, 1400)])
def test_another_sheet_replaces_the_text_without_its_scroll_bar_coming_and_going(ruleset, size, generic_window,
                                                                                 qtbot):
    """setHtml empties the page first: a shown scroll bar hid and came back (two layouts, the page resized twice).
    Held meanwhile, the page is not resized, and shows what a fresh browser shows with the same text."""
    from PySide6.QtCore import Qt

    from vtt.ui.widgets.sheet_panel import _Sections
    w = generic_window(ruleset, size=size)
    sheets = w.sheets
    shown = sheets.who
    other = next(t.id for t in w.controller.view().tokens if t.id not in (shown, None) and t.zone is not None
                 and t.id in w.map.token_rects())
    page = sheets.details.viewport()
    resized = Resized(page)
    qtbot.mouseClick(w.map, Qt.MouseButton.LeftButton, pos=w.map.token_rects()[other].center().toPoint())
    assert sheets.who == other
    QApplication.processEvents()
    assert resized.sizes == []
    fresh = _Sections()
    qtbot.addWidget(fresh)
    fresh.resize(sheets.details.size())
    fresh.setHtml(sheets._html)
    fresh.show()
    qtbot.waitExposed(fresh)
    assert fresh.verticalScrollBar().isVisible() == sheets.details.verticalScrollBar().isVisible()
    assert fresh.grab().toImage() == sheets.details.grab().toImage()


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_paint_of_the_gms_map_that_changes_no_zone_lays_out_no_zone(ruleset, qtbot, monkeypatch):
    """The zones' picture is kept by a key made without their rects on the GM's map (they are laid out only to draw
    it): a paint after a move elsewhere, or of nothing new, asks for none."""
    from vtt.ui.widgets.zone_map import ZoneMap
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    m.grab()
    put(c, copies[-1], other_zone(c, copies[-1]))
    m.token_rects()                                   # (the markers laid out for the move: not the picture's work)
    asked = []
    zone_rects = ZoneMap.zone_rects
    monkeypatch.setattr(ZoneMap, "zone_rects", lambda self: asked.append(1) or zone_rects(self))
    m.grab()
    m.grab()
    assert asked == []
    monkeypatch.undo()
    kept = m.grab().toImage()
    m.redraw_all()
    assert m.grab().toImage() == kept
