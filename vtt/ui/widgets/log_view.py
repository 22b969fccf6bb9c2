"""The log's view: an entry per command (its sentences on lines of their own), the newest in sight.

A read-only plain-text view rather than a list of items: the item views' Python types and enums, which
PySide builds when the first of them is imported, cost ~10 M instructions at start-up (docs/gui.md, "The
generic window, second pass"), and the log needs no items: it is read, and copied from. Appending an entry
lays out that entry only; its scroll bar is drawn again only when its picture changes (at the bottom of a
long log a new entry leaves the handle where it was), so a command costs the log next to nothing.

Once the window has painted (``kept_pictures``) its page is kept as a picture: a new entry at the bottom scrolls
the picture by the height the entries above moved and draws only what lies below the last of them, so the whole
window repainted copies the page rather than have Qt lay out and draw each line in sight again (~1 M instructions
a paint; docs/gui.md, "The fifth round")."""
from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QPainter, QRegion
from PySide6.QtWidgets import QPlainTextEdit, QScrollBar


class SteadyScrollBar(QScrollBar):
    """A scroll bar that can hold its repaints while entries are appended, drawing itself again only if
    its handle or its ends changed."""

    def __init__(self, orientation, parent=None):
        super().__init__(orientation, parent)
        self._held = False

    def _picture(self) -> tuple:
        from PySide6.QtWidgets import QStyle, QStyleOptionSlider   # ~9 ms the first time: not at start-up
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, opt,
                                             QStyle.SubControl.SC_ScrollBarSlider, self)
        return handle, self.value() == self.minimum(), self.value() == self.maximum()

    @contextmanager
    def held(self):
        if not self.isVisible():          # nothing drawn to keep (a short log, or before the window shows)
            yield
            return
        before = self._picture()
        self._held = True
        try:
            yield
        finally:
            self._held = False
            if self._picture() != before:
                self.update()

    def picture_key(self):
        """What its drawing shows (its handle, its ends, its colours), for a kept picture of it (vtt.ui.widgets.kept):
        a new entry at the bottom of a long log leaves it as it was; None while the pointer is on it or it is held."""
        if self.underMouse() or self.isSliderDown():
            return None
        from vtt.ui.widgets.kept import _common
        return self._picture(), self.orientation(), _common(self)

    def sliderChange(self, change) -> None:
        if not self._held:                # (QAbstractSlider only repaints here)
            super().sliderChange(change)


class LogView(QPlainTextEdit):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setReadOnly(True)
        self.setVerticalScrollBar(SteadyScrollBar(Qt.Orientation.Vertical, self))
        # a long sentence wraps at the dock's width; Qt lays out only the blocks appended
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self._lines: list[str] = []
        self._keeping = False           # the page kept as a picture (once the window has painted: kept_pictures)
        self._page = None               # (its key, the picture of the page)
        self._to_take = False
        self._rendering = False         # the page being drawn into its picture

    def kept_pictures(self) -> list:
        """(widget, its key) of what is drawn from a kept picture while it shows the same (vtt.ui.widgets.kept, once
        the window has painted): its frame, and its scroll bar while a new entry leaves the handle where it was."""
        from vtt.ui.widgets.kept import frame_key
        self._keeping = True
        bar = self.verticalScrollBar()
        return [(self, frame_key(self)), (bar, bar.picture_key)]

    # -- the page kept as a picture ---------------------------------------------------------------
    def _page_key(self):
        """What the page shows besides its lines: its scroll, the selection, its size and colours; None while it has
        the keyboard (a blinking cursor)."""
        if self.hasFocus():
            return None
        from vtt.ui.widgets.kept import _common
        page, cursor = self.viewport(), self.textCursor()
        return (self.document().revision(), self.verticalScrollBar().value(), self.horizontalScrollBar().value(),
                cursor.position(), cursor.anchor(), page.width(), page.height(), page.devicePixelRatioF(),
                _common(self))

    def paintEvent(self, event) -> None:
        page = self._page
        if page is not None and not self._rendering:
            if page[0] is not None and page[0] == self._page_key():
                p = QPainter(self.viewport())
                p.drawPixmap(0, 0, page[1])
                p.end()
                return
            self._page = None
        super().paintEvent(event)
        if self._keeping and not self._rendering and not self._to_take:
            self._to_take = True
            QTimer.singleShot(0, self, self._take_page)

    def _take_page(self) -> None:
        self._to_take = False
        page = self.viewport()
        key = self._page_key() if self.isVisible() and page.width() > 0 and page.height() > 0 else None
        if key is None:
            self._page = None
            return
        from vtt.ui.widgets.kept import drawn
        self._rendering = True
        try:
            self._page = (key, drawn(page, key[7]))
        finally:
            self._rendering = False

    def _where(self, block) -> float:
        """The top of ``block`` on the page now."""
        return self.blockBoundingGeometry(block).translated(self.contentOffset()).top()

    def _scroll_page(self, last, top: float, key) -> None:
        """Entries appended after the block ``last`` (whose top was at ``top``), the page at the end: its picture
        (of the page as ``key`` said) scrolled by the height ``last`` moved, and what lies below ``last`` drawn
        into it; dropped (taken again after the next paint) where that cannot be done to the pixel."""
        page, kept, self._page = self.viewport(), self._page, None
        if kept is None or key is None or kept[0] != key or not last.isValid():
            return
        new_key = self._page_key()
        ratio = new_key[7] if new_key is not None else 0
        dy = (self._where(last) - top) * ratio
        if new_key is None or dy != int(dy) or dy > 0:
            return
        below = self.blockBoundingGeometry(last).translated(self.contentOffset()).bottom()
        if below <= 0:
            return                      # the new entries fill the page: drawn afresh
        picture = kept[1]
        picture.scroll(0, int(dy), picture.rect())
        y = max(0, int(below) - 1)
        self._rendering = True
        try:
            page.render(picture, QPoint(0, y), QRegion(0, y, page.width(), page.height() - y))
        finally:
            self._rendering = False
        self._page = (new_key, picture)

    def count(self) -> int:
        """The entries shown (an entry of several lines counts once)."""
        return len(self._lines)

    def lines(self) -> list[str]:
        return list(self._lines)

    def set_lines(self, lines) -> None:
        """Show ``lines`` alone (a new battle, an undo: the log told again from the battle's record)."""
        lines = list(lines)
        if lines == self._lines:
            return
        self._lines = lines
        self.setPlainText("\n".join(self._lines))
        if self._lines:
            self.scroll_to_end()

    def add_lines(self, lines) -> None:
        """``lines`` after the others, the newest in sight."""
        lines = list(lines)
        if not lines:
            return
        self._lines += lines
        kept = self._page is not None and self.following()
        if kept:
            key, last = self._page_key(), self.document().lastBlock()
            top = self._where(last)
        with self.verticalScrollBar().held():
            for line in lines:
                self.appendPlainText(line)
            self.scroll_to_end()
        if kept:
            self._scroll_page(last, top, key)

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def following(self) -> bool:
        """Whether the latest entries are in sight (a GM who scrolled up is reading something older)."""
        bar = self.verticalScrollBar()
        return bar.value() == bar.maximum()

    def resizeEvent(self, event) -> None:
        following = self.following()
        super().resizeEvent(event)
        if following and self._lines:
            self.scroll_to_end()          # wrapped anew (taller or shorter): still the latest in sight
