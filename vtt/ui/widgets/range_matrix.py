"""Range bands between every pair of participants as the table view shows them (a view's
``extra["ranges"]``, ``extra["bands"]``): a triangle of cells, a row per participant (numbered, named in
the interface language) and a column per number, each cell the pair's band in its colour and first
letter, the bands named in full above it. Every pair fits the widget: no scroll bar no player can use."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from vtt.core.ruleset import TABLE_VIEWER, Viewer
from vtt.ui.i18n import current_language
from vtt.ui.theme import DARK, fill, font
from vtt.ui.widgets.rows import KeptPicture, draw_fitted, rounded
from vtt.ui.widgets.scaled_view import ScaledView
from vtt.ui.widgets.range_table import DEFAULT_BANDS, band_name, made_from
from vtt.ui.widgets.zone_map import side_colors

BAND_COLORS = (QColor("#3f8f55"), QColor("#c9a227"), QColor("#4f7fc0"), QColor("#5b5560"), QColor("#9a5fb0"))
NAME_PX, CELL_PX = 30.0, 24.0           # at scale 1 (1920×1080): names ≥ 28 px, a cell's letter ≥ 20 px


class RangeMatrix(KeptPicture, ScaledView):
    """Drawn from a kept picture (rows.KeptPicture) while what it shows is the same; a band set draws into it only
    the cells the ruleset's rows tell it made anew (``since``, ``changed``: hundred's Rows), not every pair. Where
    a cell stands is worked out once for a paint (``_places``), not once for each of 19,900 pairs among 200."""

    theme = DARK                                # the table view's (its T key sets it and updates)

    def __init__(self, controller, viewer: Viewer = TABLE_VIEWER, parent=None):
        super().__init__(controller, viewer, parent)
        self.setMinimumSize(200, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)       # it fills itself
        self._placed: tuple | None = None       # (what they were worked out for, the places): _places

    def sizeHint(self) -> QSize:
        return QSize(640, 640)

    def who(self) -> list[str]:
        """The participants of the pairs, in the view's token order."""
        return list(self._places()[1])

    def pairs(self) -> list[tuple[str, str, str]]:
        return [tuple(r) for r in self._rows()]

    def _rows(self) -> list:
        return self.view.extra.get("ranges") or []

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

    def _places(self) -> tuple:
        """(the legend's chips, who has a row in order, each one's place in it, the top of the triangle, the names'
        column width, a cell's side), worked out again only when the tokens, the pairs' participants, the bands,
        the size, the scale or the language changed (a band set changes none of them)."""
        rows, tokens = self._rows(), self.view.tokens
        placed = self._placed
        if placed is not None and placed[0][0] is tokens and (
                placed[0][1] is rows or made_from(rows, placed[0][1])):
            named = placed[0][2]                       # (a band set: the same pairs, other bands)
        else:
            named = frozenset(x for a, b, _ in rows for x in (a, b))
        key = (named, self.bands(), self.width(), self.height(), self.scale, current_language())
        if placed is None or placed[0][0] is not tokens or placed[0][2] != named or placed[0][3:] != key[1:]:
            who = tuple(t.id for t in tokens if t.id in named)
            legend = self.legend_rects()
            top = (legend[-1].bottom() + 8 if legend else 0) + CELL_PX * self.scale * 1.4     # the numbers' row
            n = max(1, len(who))
            names_w = min(self.width() * 0.45, NAME_PX * self.scale * 9)
            cell = max(8.0, min((self.width() - names_w) / n, (self.height() - top) / n))
            placed = ((tokens, rows) + key, (legend, who, {pid: i for i, pid in enumerate(who)}, top, names_w, cell))
        else:
            placed = ((tokens, rows) + key, placed[1])
        self._placed = placed
        return placed[1]

    def cell_rect(self, a: str, b: str) -> QRectF | None:
        """The cell of the pair (a, b): the row of the later one, the column of the earlier."""
        _, _, where, top, names_w, cell = self._places()
        return self._cell(where, top, names_w, cell, a, b)

    @staticmethod
    def _cell(where: dict, top: float, names_w: float, cell: float, a: str, b: str) -> QRectF | None:
        i, j = where.get(a), where.get(b)
        if i is None or j is None or a == b:
            return None
        i, j = (i, j) if i < j else (j, i)
        # on whole pixels, two apart: what a cell draws (its outline's half pixel too) stays in its own box
        # (_box), which a band set draws again alone
        side = max(1, math.floor(cell) - 2)
        return QRectF(math.floor(names_w + i * cell), math.floor(top + j * cell), side, side)

    # -- painting ---------------------------------------------------------------------------------------
    def paintEvent(self, _e):
        """The kept picture; drawn anew when what frames it changed (the tokens, bands, size, scale, language,
        colours), or only the cells of the pairs the rows tell were made anew since the rows it drew."""
        from vtt.ui.widgets.rows import canvas
        places = self._places()
        rows, ratio = self._rows(), self.devicePixelRatioF()
        frame = (self._placed[0], ratio, self.palette().cacheKey(), self.view.sides, self.theme.name)
        kept = self._kept
        if kept is not None and kept[0][1:] == frame[1:] and kept[0][0][0] is frame[0][0] \
                and kept[0][0][2:] == frame[0][2:] and kept[1] is not rows and made_from(rows, kept[1]):
            p = QPainter(kept[2])                      # a band set: its cells drawn again into the picture
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            colors = self._colors()
            _, _, where, top, names_w, cell = places
            for i in rows.changed:
                a, b, band = rows[i]
                r = self._cell(where, top, names_w, cell, a, b)
                if r is not None:
                    box = r.toRect().adjusted(-1, -1, 1, 1)     # the cell's own pixels, its outline's edge too
                    p.setClipRect(box)
                    fill(p, QRectF(box), self.theme.panel)
                    self._pair(p, r, band, colors)
            p.end()
            kept = self._kept = (frame, rows, kept[2])
        elif kept is None or kept[1] is not rows or kept[0] != frame:
            picture = canvas(self.width(), self.height(), ratio)
            p = QPainter(picture)
            self._draw(p, places, rows)
            p.end()
            kept = self._kept = (frame, rows, picture)
        p = QPainter(self)
        p.drawPixmap(0, 0, kept[2])
        p.end()

    def _colors(self) -> dict:
        return {b: BAND_COLORS[i % len(BAND_COLORS)] for i, b in enumerate(self.bands())}

    def _pair(self, p: QPainter, r: QRectF, band: str, colors: dict) -> None:
        rounded(p, r, 3, colors.get(band, self.theme.area_border), QPen(self.theme.background, 1))
        self._letter(p, r, band)

    def _draw(self, p: QPainter, places: tuple, rows) -> None:
        th = self.theme
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, self.rect(), th.panel)
        bands = self.bands()
        colors = self._colors()
        legend, who, where, top, names_w, cell = places
        for band, r in zip(bands, legend):
            chip = QRectF(r.left(), r.top() + 4, r.height() - 8, r.height() - 8)
            rounded(p, chip, 4, colors[band], Qt.PenStyle.NoPen)
            self._letter(p, chip, band)
            p.setFont(font(CELL_PX * self.scale, True))
            p.setPen(th.text)
            p.drawText(QRectF(chip.right() + 6, r.top(), r.width() - chip.width() - 6, r.height()),
                       Qt.AlignmentFlag.AlignVCenter, band_name(self.controller, band))
        sides = side_colors(self.view, th)
        tokens = {t.id: t for t in self.view.tokens}
        for i, pid in enumerate(who):                     # the numbers over the columns
            p.setFont(font(CELL_PX * self.scale, True))
            p.setPen(th.muted)
            p.drawText(QRectF(names_w + i * cell, top - CELL_PX * self.scale * 1.4, cell, CELL_PX * self.scale * 1.3),
                       Qt.AlignmentFlag.AlignCenter, str(i + 1))
            row = QRectF(0, top + i * cell, names_w - 6, cell - 2)
            t = tokens[pid]
            draw_fitted(p, row, f"{i + 1} {self.controller.token_name(t)}", min(NAME_PX * self.scale, cell * 0.8),
                        sides.get(t.side, th.text), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                        floor=0.94)
        for a, b, band in rows:
            r = self._cell(where, top, names_w, cell, a, b)
            if r is not None:
                self._pair(p, r, band, colors)

    def _letter(self, p: QPainter, r: QRectF, band: str) -> None:
        p.setFont(font(min(CELL_PX * self.scale, r.height() * 0.7), True))
        p.setPen(QColor("#111111"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, band_name(self.controller, band)[:1])
