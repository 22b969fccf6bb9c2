"""The log's view: an entry per command (its sentences on lines of their own), the newest in sight.

A read-only plain-text view rather than a list of items: the item views' Python types and enums, which
PySide builds when the first of them is imported, cost ~10 M instructions at start-up (docs/gui.md, "The
generic window, second pass"), and the log needs no items: it is read, and copied from. Appending an entry
lays out that entry only and paints that entry only (the page scrolled by it); its scroll bar is drawn again
only when its picture changes (at the bottom of a long log a new entry leaves the handle where it was), so a
command costs the log next to nothing."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit, QScrollBar


class SteadyScrollBar(QScrollBar):
    """A scroll bar that can hold its repaints while entries are appended, drawing itself again only if
    its handle or its ends changed."""

    def __init__(self, orientation, parent=None):
        super().__init__(orientation, parent)
        self._held = False
        self._drawn = 0                   # changes of what it shows (picture_key)

    def _picture(self) -> tuple:
        asked = _ASKED or _asking()
        opt = asked[0]
        self.initStyleOption(opt)        # (every field of it set again: one option serves every call)
        handle = self.style().subControlRect(asked[1], opt, asked[2], self)
        return handle, self.value() == self.minimum(), self.value() == self.maximum()

    def held(self) -> _Held:
        """``with bar.held():`` what is appended inside repaints the bar once after, if its picture changed."""
        return _Held(self)

    def picture_key(self):
        """What its drawing shows, for a kept picture of it (vtt.ui.widgets.kept): a count of the changes of its
        handle or ends (a new entry at the bottom of a long log leaves them as they were), not the style asked where
        its handle is at each paint; None while the pointer is on it or it is held down. (Its colours and font: the
        kept pictures count the changes Qt tells of.)"""
        if self.underMouse() or self.isSliderDown():
            return None
        return self._drawn

    def sliderChange(self, change) -> None:
        if not self._held:                # (QAbstractSlider only repaints here)
            self._drawn += 1
            super().sliderChange(change)


_ASKED: list = []


def _asking() -> list:
    """What SteadyScrollBar._picture asks the style with, made once: a slider's option and the names of the
    scroll bar and its handle (imported here the first time, ~9 ms: not at start-up; an import statement at each
    call ran PySide's import hook, a Python function, twice a log entry)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionSlider
    _ASKED[:] = [QStyleOptionSlider(), QStyle.ComplexControl.CC_ScrollBar, QStyle.SubControl.SC_ScrollBarSlider]
    return _ASKED


class _Held:
    """SteadyScrollBar.held's context (a class, not contextlib's: naming contextlib after PySide costs a read of its
    source at the first paint, docs/gui.md "The twelfth round")."""
    __slots__ = ("bar", "before")

    def __init__(self, bar: SteadyScrollBar):
        self.bar, self.before = bar, None

    def __enter__(self) -> None:
        if self.bar.isVisible():          # (hidden: nothing drawn to keep, a short log or before the window shows)
            self.before = self.bar._picture()
            self.bar._held = True

    def __exit__(self, *exc) -> None:
        bar = self.bar
        if self.before is not None:
            bar._held = False
            if bar._picture() != self.before:
                bar._drawn += 1
                bar.update()


class LogView(QPlainTextEdit):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setReadOnly(True)
        self.setVerticalScrollBar(SteadyScrollBar(Qt.Orientation.Vertical, self))
        # a long sentence wraps at the dock's width; Qt lays out only the blocks appended
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self._lines: list[str] = []

    def kept_pictures(self) -> list:
        """(widget, its key) of what is drawn from a kept picture while it shows the same (vtt.ui.widgets.kept, once
        the window has painted): its frame, and its scroll bar while a new entry leaves the handle where it was."""
        from vtt.ui.widgets.kept import frame_key
        bar = self.verticalScrollBar()
        return [(self, frame_key(self)), (bar, bar.picture_key)]

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
        first = self.document().blockCount() if self._lines else 0
        self._lines += lines
        # The document's layout would have the page repaint from the block before the new ones to its foot (three
        # lines for one), then Qt scrolls it up: its signals are held while appending, and only the new entries'
        # rects are repainted after the scroll (at the bottom of a long log, what the scroll uncovered).
        layout = self.document().documentLayout()
        with self.verticalScrollBar().held():
            held = layout.blockSignals(True)
            try:
                for line in lines:
                    self.appendPlainText(line)
            finally:
                layout.blockSignals(held)
            self.scroll_to_end()
        offset = self.contentOffset()
        top = self.blockBoundingGeometry(self.document().findBlockByNumber(first)).translated(offset)
        bottom = self.blockBoundingGeometry(self.document().lastBlock()).translated(offset)
        self.viewport().update(top.united(bottom).toAlignedRect())

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
