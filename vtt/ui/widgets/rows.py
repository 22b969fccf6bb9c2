"""Rows of participants (their dice, their cards) laid out to fit a widget without scrolling: as tall as
they may be, and in more columns rather than shorter than legible; what the painted widgets draw alike (a name fitted
to its box, a rounded box) and their kept pictures."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from vtt.ui import i18n, theme

language_notice = i18n.language_notice
fitted = theme.fitted


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


def fitting_scale(n: int, width: float, height: float, scale: float, tallest: float, lowest: float,
                  narrowest, least: float | None = None, step: float = 0.92) -> float:
    """The largest scale, at most ``scale``, at which ``n`` rows laid out by ``row_cells`` (``tallest`` and ``lowest``
    a row's at scale 1) are each wide enough for what a row holds: ``narrowest`` wide at scale 1, or
    ``narrowest(k, cell)`` wide at scale ``k`` in ``cell`` (a caption that does not grow as the scale does); a name and
    a card or a die beside it, not a name running on under the next column's (the table view at 200 %: hundred's
    "Bandi" cut mid-letter). Tried ``step`` by ``step`` down to ``least`` (by default 1, the GM's panel as it is, nor
    half ``scale``): past that the rows keep that scale."""
    least = min(scale, max(1.0, scale / 2)) if least is None else least
    k = scale
    while k > least:
        cells = row_cells(n, width, height, tallest * k, lowest * k)
        if not cells or height <= 0:
            return k
        if cells[0].width() >= (narrowest(k, cells[0]) if callable(narrowest) else narrowest * k):
            return k
        k = max(least, k * step)
    return k


def rounded(p: QPainter, rect: QRectF, radius: float, brush, pen) -> None:
    """A box with rounded corners (a chip, a card, a die, a cell) filled with ``brush`` under ``pen``."""
    p.setBrush(brush)
    p.setPen(pen)
    p.drawRoundedRect(rect, radius, radius)


def draw_fitted(p: QPainter, box: QRectF, text: str, pixel_size: float, colour, align=Qt.AlignmentFlag.AlignVCenter,
                width: float | None = None, bold: bool = True, floor: float = 0.7) -> str:
    """``text`` in ``box``, in ``colour`` (a pen's), drawn smaller (down to ``floor``) before it is cut to ``width``
    (the box's unless given): a name, a track's name, a box's glyph. What was shown."""
    f, shown = fitted(text, pixel_size, box.width() if width is None else width, bold, floor)
    p.setFont(f)
    p.setPen(colour)
    p.drawText(box, align, shown)
    return shown


class KeptPicture:
    """A widget drawn from a picture of its last drawing while what it shows (``key``) and its size are the
    same: a repaint of the whole window after a move elsewhere copies 200 rows rather than drawing each
    again (ashes' dice, hundred's hands: 10-15 ms a repaint before). ``paint_kept`` from its paintEvent."""

    _kept: tuple | None = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # another language: drawn anew at once (its picture kept the old words until the next command); told by
        # install_language, not by a changeEvent in Python (vtt.ui.i18n.LanguageNotice)
        language_notice().changed.connect(self.redraw_all)

    def redraw_all(self) -> None:
        """Forget the picture: the next paint draws everything (a test recording what is drawn)."""
        self._kept = None
        self.update()

    def paint_kept(self, key, draw, painter, background=None) -> None:
        """``draw(p)`` into the kept picture when ``key`` or the size changed, then the picture on the widget
        (``painter``: the caller's QPainter, so a test's recording one sees the drawing). ``draw`` fills the
        whole picture, or ``background`` (a QColor) does first."""
        paint_kept(self, key, draw, painter, background)


def canvas(width: float, height: float, ratio: float) -> QPixmap:
    """A picture to draw a kept drawing into: ``width`` × ``height`` device-independent pixels (at least one
    device pixel each way) at the device pixel ``ratio``."""
    picture = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
    picture.setDevicePixelRatio(ratio)
    return picture


def paint_kept(widget, key, draw, painter, background=None) -> None:
    """KeptPicture.paint_kept for any widget (its picture in its ``_kept``): a widget that is no KeptPicture
    spares PySide a class of two bases (the dock titles: ~0.3 M instructions to the first paint)."""
    ratio = widget.devicePixelRatioF()
    key = (key, widget.width(), widget.height(), ratio)
    kept = getattr(widget, "_kept", None)
    if kept is None or kept[0] != key:
        picture = canvas(widget.width(), widget.height(), ratio)
        if background is not None:
            picture.fill(background)
        p = painter(picture)
        draw(p)
        p.end()
        widget._kept = kept = (key, picture)
    p = painter(widget)
    p.drawPixmap(0, 0, kept[1])
    p.end()


def stamp(p: QPainter, kept: dict, box: QRectF, origin: QPointF, ratio: float, key: tuple, draw,
          background=None) -> None:
    """What ``draw(painter)`` draws inside ``box`` (``p``'s coordinates: its picture's less ``origin``, at the device
    pixel ``ratio``) onto pixels of the picture still clear (``background`` None) or all of the colour ``background``:
    copied from a picture of that drawing made once (kept in ``kept``) for ``key`` (what it draws: colours, pens,
    text), the box's size and its place within a device pixel, drawn as Qt draws it on the picture. A copy onto such
    pixels is the very pixels drawing there makes, for a tenth of drawing an antialiased circle (~0.4 M
    instructions) or a row of boxes with their marks: hundred's roster drew seven alike circles and nine alike rows
    of boxes at the first paint."""
    x, y = (box.left() - origin.x()) * ratio, (box.top() - origin.y()) * ratio
    ix, iy = math.floor(x) - 1, math.floor(y) - 1          # where the copy goes, in whole device pixels
    # (places and sizes told apart to a billionth of a pixel: Qt draws to a 64th, and the same place reached by
    # other sums, 1.92 and 1.9200000000000017, is drawn alike)
    key = (key, round(x - ix, 9), round(y - iy, 9), round(box.width(), 9), round(box.height(), 9), ratio,
           None if background is None else background.rgba())
    picture = kept.get(key)
    if picture is None:
        if len(kept) >= 64:
            kept.clear()
        picture = QPixmap(math.ceil(box.width() * ratio) + 4, math.ceil(box.height() * ratio) + 4)
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent if background is None else background)
        q = QPainter(picture)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.translate(-origin - QPointF(ix / ratio, iy / ratio))
        draw(q)
        q.end()
        kept[key] = picture
    p.save()
    p.resetTransform()
    p.drawPixmap(QPointF(ix / ratio, iy / ratio), picture)
    p.restore()
