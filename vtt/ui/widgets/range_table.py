"""Range bands between each pair of participants, for a ruleset with no map (a view's
``extra["ranges"]``: ``[a, b, band]`` rows; ``extra["bands"]``: the bands in order, near to far).

A row per pair, a column per band, the pair's band marked. On the GM's table a click on another band
sends the ruleset's command that sets it (``set_range`` with ``a``, ``b`` and ``band``), checked like
any other; a read-only copy only shows them.

A ruleset's rows may tell which of them it made anew since the rows it handed out before (``serial``,
``since``, ``changed``: hundred's), so a band set looks at one row, not at every pair.

One painted widget (a header, the rows under it, a scroll bar when they do not all fit), not a
QTableWidget: the item views' Python types and enums, 36 rows of items laid out to their contents and
their headers cost hundred's first paint ~30 M instructions (docs/gui.md, "The generic window, second
pass")."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QScrollBar, QWidget

from vtt.core import errors, records, ruleset
from vtt.ui import i18n, theme
from vtt.ui.widgets import battle_controller, rows

Term = errors.Term
Command = records.Command
GM_VIEWER, Viewer = ruleset.GM_VIEWER, ruleset.Viewer
Retranslating, current_language = i18n.Retranslating, i18n.current_language
DARK, fill, fitted = theme.DARK, theme.fill, theme.fitted
canvas = rows.canvas
changed_at, follow = battle_controller.changed_at, battle_controller.follow

DEFAULT_BANDS = ("close", "mid", "ranged", "out")
SET_RANGE = "set_range"
MARK = "●"
ROW_PX = 30                 # a row's height
PAD = 6                     # text from a cell's edge


def band_name(controller, band: str) -> str:
    """A band as the ruleset names it in the interface language ("Close Combat (0~3m)", 近接（0〜3m）)."""
    text = controller.text(Term("band", band, band))
    return text[:1].upper() + text[1:] if text == band else text


def made_from(rows, drawn) -> bool:
    """Whether ``rows`` tell they were made from ``drawn`` (their ``since`` is its ``serial``: hundred's Rows), so
    their ``changed`` names every row made anew since."""
    since = getattr(rows, "since", None)
    return since is not None and since == getattr(drawn, "serial", None)


class RangeTable(Retranslating, QWidget):
    def __init__(self, controller, viewer: Viewer = GM_VIEWER, read_only: bool = False, parent=None):
        super().__init__(parent)
        follow(self, controller, viewer, read_only, self.refresh)
        if read_only:                     # read across the room: larger type
            f = self.font()
            f.setPixelSize(18)
            self.setFont(f)
        self.bar = QScrollBar(Qt.Orientation.Vertical, self)
        self.bar.setSingleStep(ROW_PX)
        self.bar.valueChanged.connect(self.update)
        self.bar.hide()
        self._names: list[tuple[str, str]] = []
        self._rows: list = []                        # the view's [a, b, band] rows
        self._names_key = None                       # the names and bands the columns were measured for
        self._named = None                           # (the view's tokens, their names) when last told
        self._kept = None                            # (what framed it, the rows drawn, the picture): paintEvent
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)       # it fills itself: nothing behind repaints
        self._bands: tuple[str, ...] = ()
        self._headers: list[str] = []
        self.headers_drawn: list[str] = []     # the bands' titles as the last paint drew them (tests)
        self._name_w = [0.0, 0.0]
        self.refresh()

    def sizeHint(self) -> QSize:
        return QSize(440, 400)

    def kept_pictures(self) -> list:
        """What the window draws from kept pictures while it shows the same (vtt.ui.widgets.kept, once the window
        has painted): the scroll bar, which Fusion drew again at every whole repaint (~0.7 M instructions)."""
        from vtt.ui.widgets.kept import scroll_bar_key
        return [(self.bar, scroll_bar_key(self.bar))]

    def bands(self) -> tuple[str, ...]:
        return tuple(self.view.extra.get("bands") or DEFAULT_BANDS)

    def pairs(self) -> list[tuple[str, str, str]]:
        return [tuple(r) for r in self._rows]

    def band_of(self, a: str, b: str) -> str | None:
        return next((band for x, y, band in self.pairs() if {x, y} == {a, b}), None)

    def refresh(self, _events=()) -> None:
        view = self.view = self.controller.view(self.viewer)
        rows = view.extra.get("ranges") or []
        if rows is self._rows:                   # (a change elsewhere: the ruleset handed out the same pairs)
            return
        told = (view.tokens, current_language())
        if self._named is None or self._named[0] != told:       # (the same tokens, compared by identity first)
            self._named = (told, tuple(self.controller.token_name(t) for t in view.tokens))
        names_key = (self._named[1], self.bands(), current_language())
        # the pairs the same (a row made again is compared; the ruleset hands out the rows that did not
        # change as the very same lists): only bands changed, the names and columns stand
        drawn = self._rows
        changed = self._made_again(rows) if names_key == self._names_key and len(rows) == len(drawn) else None
        same = changed is not None and all(rows[i][0] == drawn[i][0] and rows[i][1] == drawn[i][1] for i in changed)
        self._rows = rows
        if same:
            self._update_rows(changed)
            return
        self._names_key = names_key
        names = dict(zip((t.id for t in view.tokens), self._named[1]))
        self._bands = self.bands()
        self._names = [(names.get(a, a), names.get(b, b)) for a, b, _ in self._rows]
        # a band's name over its distances ("Close Combat" / "(0~3m)"): narrow columns, names in full
        self._headers = [band_name(self.controller, b).replace(" (", "\n(").replace("（", "\n（") for b in self._bands]
        metrics = QFontMetricsF(self.font())
        advance = {n: metrics.horizontalAdvance(n) for n in {x for pair in self._names for x in pair}}  # once a name
        self._name_w = [max([advance[n[i]] for n in self._names] or [0.0]) + 2 * PAD for i in range(2)]
        self._lay_out()
        self.update()

    def _made_again(self, rows) -> list[int]:
        """Where ``rows`` has another list than the rows drawn: where the rows tell they changed since the rows
        drawn, when they tell it (``since``, the ``serial`` of the rows they were made from, and ``changed``:
        hundred's 19,900 pairs are not walked for the one a band set made anew), else found by identity along
        them all (in C)."""
        drawn = self._rows
        return list(rows.changed) if made_from(rows, drawn) else changed_at(rows, drawn)

    def _update_rows(self, changed: list[int]) -> None:
        """The rows ``changed`` that are in sight painted again, and nothing else: not the scroll bar over the table
        (a band set among 200: Qt drew it again, ~0.7 M instructions), nothing for a row out of sight (the kept
        picture finds it changed when it comes into sight)."""
        first, last = self._rows_in_sight()
        top, right = self.header_height(), self.width() - (self.bar.width() if self.bar.isVisibleTo(self) else 0)
        for i in changed:
            if first <= i < last:
                y = top + i * ROW_PX - self.bar.value()
                self.update(QRectF(0, y - 1, right, ROW_PX + 2).toAlignedRect().intersected(self.rect()))

    # -- what is shown, and where ---------------------------------------------------------------------
    def headers(self) -> list[str]:
        """The columns' titles: the two participants' (empty), then each band's."""
        return ["", ""] + list(self._headers)

    def cell_text(self, row: int, col: int) -> str:
        """What the cell shows: a name, the mark of the pair's band, or nothing."""
        if col < 2:
            return self._names[row][col]
        return MARK if self._bands[col - 2] == self._rows[row][2] else ""

    def header_height(self) -> float:
        lines = max([h.count("\n") + 1 for h in self._headers] or [1])
        return lines * QFontMetricsF(self.font()).height() + 8

    def columns(self) -> list[tuple[float, float]]:
        """(left, width) of each column: the names as wide as the longest, the bands sharing the rest."""
        out, x = [], 0.0
        for w in self._name_w:
            out.append((x, w))
            x += w
        room = self.width() - (self.bar.width() if self.bar.isVisibleTo(self) else 0) - x
        each = max(24.0, room / max(1, len(self._bands)))
        for _ in self._bands:
            out.append((x, each))
            x += each
        return out

    def columns_in_sight(self) -> list[tuple[float, float]]:
        """``columns``' first ones, those that start left of the scroll bar (or of the right edge): a narrow table
        (hundred's demo at 1000×700 shows two names of a pair) draws no band, no title nor mark, out of sight."""
        right = self.width() - (self.bar.width() if self.bar.isVisibleTo(self) else 0)
        return [c for c in self.columns() if c[0] < right]

    def cell_rect(self, row: int, col: int) -> QRectF:
        """The cell's rectangle in the widget, as scrolled now."""
        left, width = self.columns()[col]
        return QRectF(left, self.header_height() + row * ROW_PX - self.bar.value(), width, ROW_PX)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        top = self.header_height()
        if y < top:
            return None
        row = int((y - top + self.bar.value()) // ROW_PX)
        col = next((i for i, (left, w) in enumerate(self.columns()) if left <= x < left + w), None)
        return (row, col) if col is not None and 0 <= row < len(self._rows) else None

    def scroll_to(self, row: int) -> None:
        """Bring ``row`` into sight."""
        top = row * ROW_PX
        if top < self.bar.value():
            self.bar.setValue(top)
        elif top + ROW_PX > self.bar.value() + self.height() - self.header_height():
            self.bar.setValue(math.ceil(top + ROW_PX - self.height() + self.header_height()))

    def _lay_out(self) -> None:
        """The scroll bar at the right, shown when the rows do not all fit under the header."""
        top = self.header_height()
        shown = self.height() - top
        total = len(self._rows) * ROW_PX
        self.bar.setVisible(total > shown > 0)
        self.bar.setRange(0, max(0, math.ceil(total - shown)))
        self.bar.setPageStep(max(ROW_PX, int(shown)))
        w = self.bar.sizeHint().width()
        self.bar.setGeometry(self.width() - w, int(top), w, max(0, int(shown)))

    def resizeEvent(self, e):
        super().resizeEvent(e)
        self._lay_out()

    def wheelEvent(self, e):
        if self.bar.isVisible():
            self.bar.setValue(self.bar.value() - e.angleDelta().y() // 120 * 3 * ROW_PX)
        e.accept()

    def retranslate(self) -> None:
        self._rows, self._names_key = [], None
        self.refresh()                   # the bands and names in the new language

    # -- painting ------------------------------------------------------------------------------------------
    def paintEvent(self, _e):
        """Drawn from a kept picture of the table as it stands: after a band set, only the rows the ruleset
        handed out anew (the others are the very same lists) are drawn again into it; the whole table when the
        names, bands, scroll, size or colours changed."""
        ratio = self.devicePixelRatioF()
        frame = (self._names_key, self.bar.value(), self.bar.isVisibleTo(self), self.width(), self.height(), ratio,
                 self.palette().cacheKey(), self.font().key())
        kept = self._kept
        if kept is None or kept[0] != frame or len(kept[1]) != len(self._rows):
            picture = canvas(self.width(), self.height(), ratio)
            p = QPainter(picture)
            top, columns = self.header_height(), self.columns_in_sight()     # (measured once a paint)
            self._paint_rows(p, *self._rows_in_sight(top), top, columns)
            self._paint_header(p, top, columns)
            p.end()
            self._kept = kept = (frame, self._rows, picture)
        elif kept[1] is not self._rows:
            top = self.header_height()
            first, last = self._rows_in_sight(top)
            old, rows = kept[1], self._rows
            changed = [i for i in range(first, last) if old[i] is not rows[i]]
            if changed:
                p = QPainter(kept[2])
                columns, scrolled = self.columns_in_sight(), self.bar.value()
                for i in changed:               # the row's own rectangle, under the header
                    y = top + i * ROW_PX - scrolled
                    p.setClipRect(QRectF(0, y, self.width(), ROW_PX).intersected(
                        QRectF(0, top, self.width(), self.height() - top)))
                    self._paint_rows(p, i, i + 1, top, columns)
                p.end()
            self._kept = kept = (frame, self._rows, kept[2])
        p = QPainter(self)
        p.drawPixmap(0, 0, kept[2])
        p.end()

    def _rows_in_sight(self, top: float | None = None) -> tuple[int, int]:
        """The rows (first, last not included) any of which shows under a header ``top`` high as scrolled now: not
        the row below the bottom edge (two names drawn out of sight at each whole paint)."""
        scrolled = self.bar.value()
        top = self.header_height() if top is None else top
        return int(scrolled // ROW_PX), min(len(self._rows), max(0, math.ceil((self.height() - top + scrolled) / ROW_PX)))

    def _paint_rows(self, p: QPainter, first: int, last: int, top: float, columns: list[tuple[float, float]]) -> None:
        """Rows ``first`` to ``last`` (not included) with their grid, on the panel, where ``p`` may draw (the
        body, or a row's rectangle in it), under a header ``top`` high, in the ``columns`` in sight. What every cell
        shares is asked of Qt once, not a cell at a time: the scroll, the text's pen, the alignments."""
        th = DARK
        if not p.hasClipping():
            p.setClipRect(QRectF(0, top, self.width(), self.height() - top))
        fill(p, self.rect(), th.panel)
        right = columns[-1][0] + columns[-1][1] if columns else 0.0
        current, scrolled, names, rows, bands = th.reachable, self.bar.value(), self._names, self._rows, self._bands
        name_at, mark_at = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignCenter
        p.setPen(th.text)                           # (fill keeps the painter's pen)
        for row in range(first, last):
            y = top + row * ROW_PX - scrolled
            band = rows[row][2]
            for col, (left, width) in enumerate(columns):
                if col < 2:
                    p.drawText(QRectF(left + PAD, y, width - 2 * PAD, ROW_PX), name_at, names[row][col])
                elif bands[col - 2] == band:        # the pair's band: marked
                    r = QRectF(left, y, width, ROW_PX)
                    fill(p, r, current)
                    p.drawText(r, mark_at, MARK)
        p.setPen(QPen(th.area_border, 1))           # the grid
        bottom = min(self.height(), top + len(self._rows) * ROW_PX - scrolled)
        for row in range(first, last + 1):
            y = top + row * ROW_PX - scrolled - 0.5
            p.drawLine(QPointF(0, y), QPointF(right, y))
        for left, width in columns:
            x = left + width - 0.5
            p.drawLine(QPointF(x, top), QPointF(x, bottom))
        p.setClipping(False)

    def _paint_header(self, p: QPainter, top: float, columns: list[tuple[float, float]]) -> None:
        palette = self.palette()                    # the header, in the window's own colours
        fill(p, QRectF(0, 0, self.width(), top), palette.color(QPalette.ColorRole.Button))
        p.setPen(palette.color(QPalette.ColorRole.Mid))
        p.drawLine(QPointF(0, top - 0.5), QPointF(self.width(), top - 0.5))
        px = QFontInfo(self.font()).pixelSize()
        self.headers_drawn = []
        mid, button_text = palette.color(QPalette.ColorRole.Mid), palette.color(QPalette.ColorRole.ButtonText)
        for (left, width), text in zip(columns, self.headers()):
            p.setPen(mid)
            p.drawLine(QPointF(left + width - 0.5, 0), QPointF(left + width - 0.5, top))
            if text:                    # a narrow column's band drawn smaller (to 60 %) before it is cut
                told = [fitted(line, px, width - 4, bold=False, floor=0.6) for line in text.split("\n")]
                p.setFont(min((f for f, _ in told), key=lambda f: f.pixelSize()))
                shown = "\n".join(line for _, line in told)
                self.headers_drawn.append(shown)
                p.setPen(button_text)
                p.drawText(QRectF(left, 0, width, top), Qt.AlignmentFlag.AlignCenter, shown)
        p.setFont(self.font())

    # -- the GM's click --------------------------------------------------------------------------------------
    def set_band(self, a: str, b: str, band: str) -> bool:
        """The GM sets the band between ``a`` and ``b`` (refused with the reason when the rules say no)."""
        return self.controller.do(Command(SET_RANGE, None, {"a": a, "b": b, "band": band}))

    def mouseReleaseEvent(self, e):
        at = self.cell_at(e.position().x(), e.position().y())
        if self.read_only or at is None or at[1] < 2 or at[1] - 2 >= len(self._bands):
            return super().mouseReleaseEvent(e)
        row, col = at
        a, b, band = self._rows[row]
        if self._bands[col - 2] != band:
            self.set_band(a, b, self._bands[col - 2])
