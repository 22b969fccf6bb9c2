"""Rows of participants (their dice, their cards) laid out to fit a widget without scrolling: as tall as
they may be, and in more columns rather than shorter than legible."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QPainter, QPixmap


def row_cells(n: int, width: float, height: float, tallest: float, lowest: float) -> list[QRectF]:
    """Where each of ``n`` rows goes: at most ``tallest`` high, in as few columns (filled top to
    bottom) as keep every row at least ``lowest`` high in ``height``; a height of 0 or less (not laid
    out yet) gives one column of rows ``tallest`` high."""
    if n <= 0:
        return []
    cols = 1
    if height > 0:
        while cols < n and height / math.ceil(n / cols) < lowest:
            cols += 1
    per = math.ceil(n / cols)
    h = min(tallest, height / per) if height > 0 else tallest
    w = width / cols
    return [QRectF((i // per) * w, (i % per) * h, w, h) for i in range(n)]


class KeptPicture:
    """A widget drawn from a picture of its last drawing while what it shows (``key``) and its size are the
    same: a repaint of the whole window after a move elsewhere copies 200 rows rather than drawing each
    again (ashes' dice, hundred's hands: 10-15 ms a repaint before). ``paint_kept`` from its paintEvent."""

    _kept: tuple | None = None

    def redraw_all(self) -> None:
        """Forget the picture: the next paint draws everything (a test recording what is drawn)."""
        self._kept = None
        self.update()

    def paint_kept(self, key, draw, painter, background=None) -> None:
        """``draw(p)`` into the kept picture when ``key`` or the size changed, then the picture on the widget
        (``painter``: the caller's QPainter, so a test's recording one sees the drawing). ``draw`` fills the
        whole picture, or ``background`` (a QColor) does first."""
        ratio = self.devicePixelRatioF()
        key = (key, self.width(), self.height(), ratio)
        if self._kept is None or self._kept[0] != key:
            picture = QPixmap(max(1, math.ceil(self.width() * ratio)), max(1, math.ceil(self.height() * ratio)))
            picture.setDevicePixelRatio(ratio)
            if background is not None:
                picture.fill(background)
            p = painter(picture)
            draw(p)
            p.end()
            self._kept = (key, picture)
        p = painter(self)
        p.drawPixmap(0, 0, self._kept[1])
        p.end()


class KeptRender:
    """A Qt widget of Qt's own drawing (a text browser's viewport: mixed in before its class) drawn from a picture
    of its last drawing while ``kept_key()`` is the same: the whole window repainted after a move copies the sheet
    rather than laying out and drawing its text again (~0.8 M instructions a paint). The picture is taken on the
    turn of the event loop after a paint that drew anew (a widget cannot be rendered inside its own paint), by
    the same drawing: the same pixels; not after its first paint (the window's start-up keeps no picture it may
    not need)."""

    _kept: tuple | None = None      # (its key, the picture)
    _rendering = False
    _to_keep = False
    _painted = False                # (once: the next paint that draws anew keeps a picture)

    def kept_key(self) -> tuple:
        """Everything its drawing depends on besides its size and pixel ratio."""
        raise NotImplementedError

    def _kept_surface(self):
        return self.viewport() if hasattr(self, "viewport") else self

    def _key_now(self) -> tuple:
        surface = self._kept_surface()
        return self.kept_key(), surface.width(), surface.height(), surface.devicePixelRatioF()

    def paintEvent(self, event) -> None:
        if not self._rendering:
            kept = self._kept
            if kept is not None and kept[0] == self._key_now():
                p = QPainter(self._kept_surface())
                p.drawPixmap(0, 0, kept[1])
                p.end()
                return
            if self._painted and not self._to_keep:
                self._to_keep = True
                QTimer.singleShot(0, self, self._keep)       # (not once it is gone)
            self._painted = True
        super().paintEvent(event)

    def _keep(self) -> None:
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QRegion        # (not built for the first paint)
        from PySide6.QtWidgets import QWidget
        self._to_keep = False
        surface = self._kept_surface()
        if not surface.isVisible() or surface.width() < 1 or surface.height() < 1:
            self._kept = None
            return
        key = self._key_now()
        ratio = key[3]
        picture = QPixmap(math.ceil(surface.width() * ratio), math.ceil(surface.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        self._rendering = True
        try:
            surface.render(picture, QPoint(), QRegion(), QWidget.RenderFlag.DrawWindowBackground)
        finally:
            self._rendering = False
        self._kept = (key, picture)
