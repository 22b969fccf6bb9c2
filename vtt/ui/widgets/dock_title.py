"""A dock's title bar: its title and its float and close buttons, painted by one small widget.

Qt's own title bar asks the style where its buttons go at every paint of every dock, and the Fusion style
answers by making the close and float icons afresh from their image files (QCommonStyle::subElementRect:
docs/gui.md, upstream report 7): a repaint of the window's seven docks cost ~4-5 M instructions, a fifth of a
move's. This one draws the two buttons as lines. A press beside them is left to the dock, which moves on a
drag and floats on a double-click as under its own title. It is drawn from a kept picture while its title,
buttons, colours and size are the same (rows.paint_kept): the whole window repainted after a move copies
each title bar rather than shaping its title and stroking its buttons again (~0.35 M instructions a dock). Its key
asks neither its font nor its palette (``font().key()`` alone was ~15 K instructions a paint): it counts the changes
Qt tells it of (changeEvent: font, palette, style, enabled, its window (de)activated, language; shown again)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QWidget

from vtt.ui.widgets import rows

paint_kept = rows.paint_kept

_T = QEvent.Type
#: what changeEvent is told that may change its look with the same title (vtt.ui.widgets.kept.LOOKS, those Qt sends
#: through changeEvent)
_LOOKS = frozenset(int(t) for t in (_T.PaletteChange, _T.FontChange, _T.StyleChange, _T.EnabledChange,
                                    _T.ActivationChange, _T.LanguageChange, _T.LayoutDirectionChange))

_FEATURE = QDockWidget.DockWidgetFeature
#: the buttons from the right: what each does, and the feature that shows it
BUTTONS = (("close", _FEATURE.DockWidgetClosable), ("float", _FEATURE.DockWidgetFloatable))


class DockTitle(QWidget):
    _painted = False
    _kept = None                          # (its key, the picture it is drawn from: rows.paint_kept)
    _looks = 0                            # how many times it was told it may look otherwise (_LOOKS, shown again)

    def __init__(self, dock: QDockWidget):
        super().__init__(dock)
        self.dock = dock
        self._pressed: str | None = None
        # its height from a layout's strut, not a sizeHint written here: the docks' layout asks for it some
        # hundred times at start-up, each a call into Python (~7 M instructions to the first paint)
        QHBoxLayout(self).addStrut(self.fontMetrics().height() + 8)
        self.layout().setContentsMargins(0, 0, 0, 0)
        dock.windowTitleChanged.connect(self.update)
        dock.featuresChanged.connect(self.update)

    def buttons(self) -> list[tuple[str, QRectF]]:
        """(what it does, where it is) of each button the dock's features show, from the right."""
        size = self.height() - 6.0
        right = self.width() - 3.0
        out = []
        features = self.dock.features()
        for key, feature in BUTTONS:
            if features & feature:
                out.append((key, QRectF(right - size, 3.0, size, size)))
                right -= size + 3
        return out

    def paintEvent(self, _event) -> None:
        if not self._painted:             # its first paint draws on it: start-up keeps no picture, asks no key
            self._painted = True
            p = QPainter(self)
            self._draw(p)
            p.end()
            return
        paint_kept(self, (self.dock.windowTitle(), self.dock.features(), self._looks), self._fill_and_draw, QPainter)

    def changeEvent(self, event) -> None:
        if int(event.type()) in _LOOKS:
            self._looks += 1
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        self._looks += 1                  # (hidden, it was not told of its window's activation)
        super().showEvent(event)

    def _fill_and_draw(self, p: QPainter) -> None:
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)   # as QPixmap.fill
        p.fillRect(0, 0, self.width(), self.height(), self.palette().window().color())
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        self._draw(p)

    def _draw(self, p: QPainter) -> None:
        buttons = self.buttons()
        left = min((r.left() for _, r in buttons), default=float(self.width()))
        colour = self.palette().windowText().color()
        p.setFont(self.font())            # (a painter on its picture starts with the application's font)
        p.setPen(colour)
        width = max(0, int(left) - 10)
        p.drawText(QRectF(6, 0, width, self.height()), int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                   self.fontMetrics().elidedText(self.dock.windowTitle(), Qt.TextElideMode.ElideRight, width))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(colour, 1.3))
        for key, r in buttons:
            r = r.adjusted(r.width() * 0.25, r.height() * 0.25, -r.width() * 0.25, -r.height() * 0.25)
            if key == "close":                        # ✕
                p.drawLine(r.topLeft(), r.bottomRight())
                p.drawLine(r.topRight(), r.bottomLeft())
            else:                                     # two windows, one over the other
                d = r.width() * 0.3
                p.drawRect(r.adjusted(d, 0, 0, -d))
                p.drawRect(r.adjusted(0, d, -d, 0))

    def _button_at(self, pos) -> str | None:
        return next((key for key, r in self.buttons() if r.contains(QPointF(pos))), None)

    def mousePressEvent(self, event) -> None:
        self._pressed = self._button_at(event.position()) if event.button() == Qt.MouseButton.LeftButton else None
        event.setAccepted(self._pressed is not None)        # beside the buttons the dock's: a drag moves it

    def mouseReleaseEvent(self, event) -> None:
        pressed, self._pressed = self._pressed, None
        if pressed is None:
            event.ignore()
            return
        event.accept()
        if self._button_at(event.position()) != pressed:
            return                        # let go elsewhere: nothing
        if pressed == "close":
            self.dock.close()
        else:
            self.dock.setFloating(not self.dock.isFloating())

    def mouseDoubleClickEvent(self, event) -> None:
        # beside the buttons the dock's: it floats, or docks again
        event.setAccepted(self._button_at(event.position()) is not None)
