"""The battle log: every accepted command's events as readable sentences, exportable as text or Markdown."""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QScrollBar,
                               QVBoxLayout, QWidget)

from vtt.rules.nechronica.narration import narrate
from vtt.rules.nechronica.reasons import CATALOG
from vtt.core.files import write_text_atomic
from vtt.ui.i18n import Retranslating, current_language


def record_lines(record, battle=None, lang: str = "en") -> list[str]:
    """The sentences of one log record; the dice it consumed are appended when its events don't show them."""
    lines = [narrate(e, battle, lang) if battle is not None else e.text for e in record.events if e.text]
    dice = record.command.dice
    if dice and not any(str(list(dice)) in t for t in lines):
        lines.append(f"🎲 {list(dice)}")
    return lines or [record.command.type]


def log_as_text(session, lang: str = "en") -> str:
    out = []
    for rec in session.log:
        mark = " [GM]" if rec.override else ""
        for i, line in enumerate(record_lines(rec, session.state, lang)):
            out.append(f"{rec.index + 1:>4}{mark}  {line}" if i == 0 else f"      {line}")
    return "\n".join(out) + "\n"


def log_as_markdown(session, title: str = "", lang: str = "en") -> str:
    b = session.state
    out = [f"# {title or CATALOG.tell(b.label, lang)}", ""]
    round_ = None
    for rec in session.log:
        for e in rec.events:
            r = e.data.get("round")
            if isinstance(r, int) and r != round_ and r > 0:
                round_ = r
                out += ["", f"## 第{round_}ターン" if lang == "ja" else f"## Round {round_}", ""]
        lines = record_lines(rec, session.state, lang)
        tag = " *(GM override)*" if rec.override else ""
        out.append(f"{rec.index + 1}. {lines[0]}{tag}")
        out += [f"   - {line}" for line in lines[1:]]
    return "\n".join(out) + "\n"


def export_log(session, path, lang: str = "en") -> Path:
    path = Path(path)
    text = (log_as_markdown(session, lang=lang) if path.suffix.lower() in (".md", ".markdown")
            else log_as_text(session, lang))
    write_text_atomic(path, text)
    return path


class SteadyScrollBar(QScrollBar):
    """A scroll bar that can hold its repaints while rows are appended: at the bottom of a long log
    a new row leaves its picture as it was, and then it (and what lies under it) is not drawn again."""

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

    def sliderChange(self, change) -> None:
        if not self._held:                # (QAbstractSlider only repaints here)
            super().sliderChange(change)


class LogList(QListWidget):
    """The log's rows keep the size they were first laid out with, so adding a row lays out that row
    only (a list laying out every wrapped row again for each new one slows down as the battle grows).
    A new width lets them all be laid out anew."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setVerticalScrollBar(SteadyScrollBar(Qt.Orientation.Vertical, self))
        self._sized = 0               # rows [0, _sized) carry their laid-out size as their size hint

    def append_and_scroll(self, items) -> None:
        """Append rows and show the last one."""
        with self.verticalScrollBar().held():
            for item in items:
                self.addItem(item)
            self.scrollToBottom()          # lays out the new rows
            self._keep_sizes()

    def _keep_sizes(self) -> None:
        """Give the rows laid out since the last call their size."""
        for i in range(min(self._sized, self.count()), self.count()):
            item = self.item(i)
            size = self.visualItemRect(item).size()
            if size.isEmpty():
                break
            item.setSizeHint(size)
            self._sized = i + 1
        self._sized = min(self._sized, self.count())

    def viewportEvent(self, event) -> bool:
        if event.type() != QEvent.Type.Resize:
            return super().viewportEvent(event)
        bar = self.verticalScrollBar()
        following = bar.value() == bar.maximum()       # showing the latest rows, e.g. a battle just opened
        if event.size().width() != event.oldSize().width():
            for i in range(min(self._sized, self.count())):
                self.item(i).setSizeHint(QSize())      # wrap again at the new width
            self._sized = 0
        done = super().viewportEvent(event)
        if following and self.count():
            self.scrollToBottom()      # rows wrapped anew (taller or shorter): still show the latest
            self._keep_sizes()
        return done


class LogView(Retranslating, QWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.c = controller
        self.list = LogList()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_dialog)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.list)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.export_button)
        lay.addLayout(row)
        controller.changed.connect(self.refresh)
        controller.session_replaced.connect(self.refresh)
        self.retranslate()

    def retranslate(self):
        self.export_button.setText(self.tr("Export log…"))
        self.refresh()

    def refresh(self, events=None):
        """Mirror session.log: append new records, drop undone ones (a long battle stays quick)."""
        if self.c.session is None:
            self.list.clear()
            self._shown = (None, None, 0)
            return
        log = self.c.session.log
        lang = current_language()
        session, shown_lang, n = getattr(self, "_shown", (None, None, 0))
        if session is not self.c.session or shown_lang != lang or n > len(log):
            if session is self.c.session and shown_lang == lang:
                while self.list.count() > len(log):          # undo pops records
                    self.list.takeItem(self.list.count() - 1)
                n = len(log)
            else:
                self.list.clear()
                n = 0
        items = []
        for rec in log[n:]:
            lines = record_lines(rec, self.c.state, lang)
            item = QListWidgetItem(f"{rec.index + 1}. " + "\n    ".join(lines))
            if rec.override:
                item.setForeground(Qt.GlobalColor.darkMagenta)
            item.setToolTip(str(rec.command.to_dict()))
            items.append(item)
        self._shown = (self.c.session, lang, len(log))
        self.list.append_and_scroll(items)

    def export_dialog(self):
        from PySide6.QtWidgets import QFileDialog     # imported when first opened: not at start-up
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export log"), "battle-log.md",
                                              self.tr("Markdown (*.md);;Text (*.txt)"))
        if path:
            export_log(self.c.session, path, current_language())
            self.c.message.emit(self.tr("Log written to {0}").format(path))
