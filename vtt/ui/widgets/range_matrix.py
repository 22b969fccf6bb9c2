"""Range bands between every pair of participants as the table view shows them (a view's
``extra["ranges"]``, ``extra["bands"]``): a triangle of cells, a row per participant (numbered, named in
the interface language) and a column per number, each cell the pair's band in its colour and first
letter, the bands named in full above it. Every pair fits the widget: no scroll bar no player can use."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from vtt.core.ruleset import TABLE_VIEWER, Viewer
from vtt.ui.theme import DARK, fill, fitted, font
from vtt.ui.widgets.scaled_view import ScaledView
from vtt.ui.widgets.range_table import DEFAULT_BANDS, band_name
from vtt.ui.widgets.zone_map import side_colors

BAND_COLORS = (QColor("#3f8f55"), QColor("#c9a227"), QColor("#4f7fc0"), QColor("#5b5560"), QColor("#9a5fb0"))
NAME_PX, CELL_PX = 30.0, 24.0           # at scale 1 (1920×1080): names ≥ 28 px, a cell's letter ≥ 20 px


class RangeMatrix(ScaledView):
    def __init__(self, controller, viewer: Viewer = TABLE_VIEWER, parent=None):
        super().__init__(controller, viewer, parent)
        self.setMinimumSize(200, 200)

    def sizeHint(self) -> QSize:
        return QSize(640, 640)

    def who(self) -> list[str]:
        """The participants of the pairs, in the view's token order."""
        named = {x for a, b, _ in self.pairs() for x in (a, b)}
        return [t.id for t in self.view.tokens if t.id in named]

    def pairs(self) -> list[tuple[str, str, str]]:
        return [tuple(r) for r in self.view.extra.get("ranges") or []]

    def bands(self) -> tuple[str, ...]:
        return tuple(self.view.extra.get("bands") or DEFAULT_BANDS)

    # -- geometry -------------------------------------------------------------------------------------
    def legend_rects(self) -> list[QRectF]:
        """A chip per band (its colour and full name), in rows over the triangle."""
        f = font(CELL_PX * self.scale, True)
        metrics = QFontMetricsF(f)
        out, x, y, h = [], 0.0, 0.0, CELL_PX * self.scale * 1.5
        for band in self.bands():
            w = metrics.horizontalAdvance(band_name(self.controller, band)) + h + 16
            if x > 0 and x + w > self.width():
                x, y = 0.0, y + h + 4
            out.append(QRectF(x, y, w, h))
            x += w + 10
        return out

    def cell_size(self) -> tuple[float, float, float]:
        """(top of the triangle, the names' column width, a cell's side)."""
        legend = self.legend_rects()
        top = (legend[-1].bottom() + 8 if legend else 0) + CELL_PX * self.scale * 1.4     # the numbers' row
        n = max(1, len(self.who()))
        names_w = min(self.width() * 0.45, NAME_PX * self.scale * 9)
        cell = max(8.0, min((self.width() - names_w) / n, (self.height() - top) / n))
        return top, names_w, cell

    def cell_rect(self, a: str, b: str) -> QRectF | None:
        """The cell of the pair (a, b): the row of the later one, the column of the earlier."""
        who = self.who()
        if a not in who or b not in who or a == b:
            return None
        i, j = sorted((who.index(a), who.index(b)))
        top, names_w, cell = self.cell_size()
        return QRectF(names_w + i * cell, top + j * cell, cell - 2, cell - 2)

    def row_rect(self, who: str) -> QRectF:
        top, names_w, cell = self.cell_size()
        return QRectF(0, top + self.who().index(who) * cell, names_w - 6, cell - 2)

    # -- painting ---------------------------------------------------------------------------------------
    def paintEvent(self, _e):
        th = DARK
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, self.rect(), th.panel)
        bands = self.bands()
        colors = {b: BAND_COLORS[i % len(BAND_COLORS)] for i, b in enumerate(bands)}
        for band, r in zip(bands, self.legend_rects()):
            chip = QRectF(r.left(), r.top() + 4, r.height() - 8, r.height() - 8)
            p.setBrush(colors[band])
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(chip, 4, 4)
            self._letter(p, chip, band)
            p.setFont(font(CELL_PX * self.scale, True))
            p.setPen(th.text)
            p.drawText(QRectF(chip.right() + 6, r.top(), r.width() - chip.width() - 6, r.height()),
                       Qt.AlignmentFlag.AlignVCenter, band_name(self.controller, band))
        top, names_w, cell = self.cell_size()
        who = self.who()
        sides = side_colors(self.view, th)
        tokens = {t.id: t for t in self.view.tokens}
        for i, pid in enumerate(who):                     # the numbers over the columns
            p.setFont(font(CELL_PX * self.scale, True))
            p.setPen(th.muted)
            p.drawText(QRectF(names_w + i * cell, top - CELL_PX * self.scale * 1.4, cell, CELL_PX * self.scale * 1.3),
                       Qt.AlignmentFlag.AlignCenter, str(i + 1))
            row = self.row_rect(pid)
            t = tokens[pid]
            f, shown = fitted(f"{i + 1} {self.controller.token_name(t)}", min(NAME_PX * self.scale, cell * 0.8),
                              row.width(), floor=0.94)
            p.setFont(f)
            p.setPen(sides.get(t.side, th.text))
            p.drawText(row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)
        for a, b, band in self.pairs():
            r = self.cell_rect(a, b)
            if r is None:
                continue
            p.setBrush(colors.get(band, th.area_border))
            p.setPen(QPen(th.background, 1))
            p.drawRoundedRect(r, 3, 3)
            self._letter(p, r, band)
        p.end()

    def _letter(self, p: QPainter, r: QRectF, band: str) -> None:
        p.setFont(font(min(CELL_PX * self.scale, r.height() * 0.7), True))
        p.setPen(QColor("#111111"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, band_name(self.controller, band)[:1])

