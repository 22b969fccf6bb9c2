"""The turn order of any ruleset: a count-down track (rows from top to bottom), or a strip of cards,
bids or face-down hands in the order they act. A value the viewer may not see shows as a card back."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

from vtt.core.ruleset import GM_VIEWER, Viewer
from vtt.ui.theme import DARK, fitted, font
from vtt.ui.widgets.zone_map import side_colors

BACK = "▒"          # a face-down card


class OrderTrack(QWidget):
    def __init__(self, controller, viewer: Viewer = GM_VIEWER, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.viewer = viewer
        self.theme = DARK
        self._view = controller.view(viewer)
        controller.changed.connect(self._on_changed)
        self.setMinimumSize(160, 160)

    def sizeHint(self) -> QSize:
        return QSize(220, 520)

    def _on_changed(self, _events=()) -> None:
        self._view = self.controller.view(self.viewer)
        self.update()

    def rows(self) -> list[tuple[str, list]]:
        """(label, entries) from the top of the track down: a row per count of a count-down track,
        a row per entry otherwise (cards, bids and hands in acting order)."""
        order = self._view.order
        names = {t.id: t.name for t in self._view.tokens}
        if order.kind == "countdown":
            values = [e.value for e in order.entries if e.value is not None]
            top = max([order.top if order.top is not None else 0] + values)
            bottom = min([order.bottom if order.bottom is not None else 0] + values)
            rows = []
            for v in range(top, bottom - 1, -1):
                rows.append((str(v), [(names.get(e.who, e.who), e) for e in order.entries if e.value == v]))
            hidden = [(names.get(e.who, e.who), e) for e in order.entries if e.value is None]
            if hidden:
                rows.append(("?", hidden))
            return rows
        return [(BACK if e.value is None else str(e.value), [(names.get(e.who, e.who), e)]) for e in order.entries]

    def paintEvent(self, _e):
        th = self.theme
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), th.panel)
        rows = self.rows()
        if not rows:
            p.end()
            return
        order = self._view.order
        colors = side_colors(self._view, th)
        sides = {t.id: t.side for t in self._view.tokens}
        h = max(14.0, min(34.0, (self.height() - 8) / len(rows)))
        for i, (label, entries) in enumerate(rows):
            y = 4 + i * h
            row = QRectF(2, y, self.width() - 4, h - 2)
            current = order.kind == "countdown" and order.now is not None and label == str(order.now)
            if current or any(e.acting for _, e in entries):
                p.fillRect(row, th.current_row)
            p.setPen(th.muted)
            p.setFont(font(h * 0.55, True))
            p.drawText(QRectF(row.left() + 4, y, 40, h - 2), Qt.AlignmentFlag.AlignVCenter, label)
            x = row.left() + 48
            width = (row.right() - x) / max(1, len(entries))
            for name, e in entries:
                f, shown = fitted(("▶" if e.acting else "") + name, h * 0.55, width - 4)
                p.setFont(f)
                p.setPen(QPen(colors.get(sides.get(e.who), th.text)))
                p.drawText(QRectF(x, y, width - 4, h - 2), Qt.AlignmentFlag.AlignVCenter, shown)
                x += width
        p.end()
