"""A layout that sets its widgets in rows as words on a page, each as wide as it asks (Qt's own flow
layout example), and says how tall that makes it at a width: the Now panel's buttons, never cut."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLayout


NEITHER = Qt.Orientation(0)       # (made once: an enum made from a number is not cheap)


class FlowLayout(QLayout):
    def __init__(self, parent=None, spacing: int = 4):
        super().__init__(parent)
        self._items = []
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(spacing)

    def addItem(self, item) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, i: int):
        return self._items[i] if 0 <= i < len(self._items) else None

    def takeAt(self, i: int):
        return self._items.pop(i) if 0 <= i < len(self._items) else None

    def expandingDirections(self):
        return NEITHER

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _place(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        gap = self.spacing()
        for item in self._items:
            w = item.widget()
            if w is not None and w.isHidden() and w.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                continue                    # hidden on purpose (a widget just added is shown a moment later)
            hint = item.sizeHint()
            w = min(hint.width(), area.width())
            if x > area.x() and x + w > area.right() + 1:
                x, y, line = area.x(), y + line + gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(w, hint.height())))
            x += w + gap
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


def wrapped(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` broken into lines at spaces so that none is wider than ``width`` (a button's label whole
    on two lines rather than cut); a word wider than that (Japanese has no spaces) between characters."""
    if width <= 0 or metrics.horizontalAdvance(text) <= width:
        return text
    lines, line = [], ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(candidate) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
        while metrics.horizontalAdvance(line) > width and len(line) > 1:     # Japanese: no spaces to break at
            cut = max(1, next((i for i in range(len(line), 0, -1)
                               if metrics.horizontalAdvance(line[:i]) <= width), 1))
            lines.append(line[:cut])
            line = line[cut:]
    lines.append(line)
    return "\n".join(lines)
