"""The generic window's log: a line per event told and per free roll, the newest in sight.

A read-only plain-text view rather than a QListWidget: the item views' Python types and enums, which
PySide builds when the first of them is imported, cost ~10 M instructions at start-up (docs/gui.md,
"The generic window, second pass"), and the log needs no items: it is read, and copied from."""
from __future__ import annotations

from PySide6.QtWidgets import QPlainTextEdit


class LogView(QPlainTextEdit):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)      # a line per entry, as a list shows it
        self._lines: list[str] = []

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
        for line in lines:
            self.appendPlainText(line)
        self.scroll_to_end()

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
