"""The count track: a column from 15 down to −5 with every participant at its action points."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from vtt.rules.nechronica.engine import actors_now
from vtt.rules.nechronica.limits import COUNT_BOTTOM, COUNT_TOP

from vtt.ui.i18n import Retranslating
from .markers import on_table, round_text
from vtt.ui.theme import DARK, Theme, fitted, font, side_color

TOP, BOTTOM = COUNT_TOP, COUNT_BOTTOM
NEXT_COUNT = {"type": "next_count"}


class _TrackCanvas(QWidget):
    """Paints the column; all it knows comes from ``CountTrack.layout_markers``."""

    def __init__(self, track: "CountTrack"):
        super().__init__(track)
        self.track = track
        self._pixmap: QPixmap | None = None     # the last drawing, shown again until something changes
        self._pixmap_for = None                  # (size, device pixel ratio) it was drawn for
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.NoFocus)

    def sizeHint(self) -> QSize:
        px = self.track.text_px
        return QSize(int(px * 12), int(px * 1.5 * (TOP - BOTTOM + 1)))

    def minimumSizeHint(self) -> QSize:
        px = self.track.text_px
        return QSize(int(px * 7), int(px * (8 if self.track.table_mode else 0.8 * (TOP - BOTTOM + 1))))

    def redraw(self) -> None:
        """What the column shows changed: draw it anew at the next paint."""
        self._pixmap = None
        self.track._entries_cache = None
        self.update()

    def paintEvent(self, event) -> None:
        if self.track.controller.session is None:
            return
        dpr = self.devicePixelRatioF()
        if self._pixmap is None or self._pixmap_for != (self.size(), dpr):
            self._pixmap_for = (self.size(), dpr)
            self._pixmap = QPixmap(self.size() * dpr)
            self._pixmap.setDevicePixelRatio(dpr)
            p = QPainter(self._pixmap)
            self._draw(p)
            p.end()
        p = QPainter(self)
        p.drawPixmap(0, 0, self._pixmap)
        p.end()

    def _draw(self, p: QPainter) -> None:
        tr = self.track
        t: Theme = tr.theme
        rows, rh, entries = tr.layout_markers()
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), t.panel)
        count = tr.controller.state.count
        in_battle = tr.controller.state.phase in ("battle", "round_end")
        num_w = tr.number_width()
        # the GM's window shows the whole column 15 … −5: the text shrinks to the rows, not the rows to the text
        px = tr.text_px if tr.table_mode else max(7.0, min(tr.text_px, rh * 0.7))
        for value, (y, row_h) in zip(rows, tr.row_spans):
            row = QRectF(0, y, self.width(), row_h)
            if in_battle and value == count:
                p.fillRect(row, t.current_row)
            elif value < 0:
                p.fillRect(row, t.negative)
            p.setPen(QPen(t.area_border, 1))
            p.drawLine(row.bottomLeft(), row.bottomRight())
            if value == 0:
                p.setPen(QPen(t.text, 3))
                p.drawLine(row.bottomLeft(), row.bottomRight())
            p.setFont(font(px, bold=in_battle and value == count))
            p.setPen(t.highlight if in_battle and value == count else (t.muted if value < 0 else t.text))
            p.drawText(QRectF(0, y, num_w - px * 0.3, rh), Qt.AlignRight | Qt.AlignVCenter,  # by its first line
                       str(value).replace("-", "−"))
        for e in entries:
            lk, rect = e["look"], e["rect"]
            fill = t.out if lk.out else side_color(t, lk.side)
            p.setPen(QPen(t.highlight, max(3.0, px * 0.14)) if e["acting"] else Qt.NoPen)
            p.setBrush(fill)
            p.drawRoundedRect(rect, rh * 0.2, rh * 0.2)
            p.setPen(t.background)
            f, text = tr.chip_text(e, px)
            p.setFont(f)
            p.drawText(rect.adjusted(px * 0.2, 0, -px * 0.2, 0), Qt.AlignCenter, text)

    def event(self, ev):
        if ev.type() == ev.Type.ToolTip and not self.track.table_mode:
            e = self.track.entry_at(ev.pos())
            if e is not None:
                QToolTip.showText(ev.globalPos(), f"{e['look'].label}: AP {e['look'].ap}", self)
            else:
                QToolTip.hideText()
            return True
        return super().event(ev)

    def mousePressEvent(self, ev) -> None:
        if not self.track.read_only:
            e = self.track.entry_at(ev.position().toPoint())
            if e is not None:
                self.track.participant_selected.emit(e["look"].pid)
        ev.accept()


class CountTrack(Retranslating, QWidget):
    """Round and count, every participant at its AP, who may act now, and the Next count button.

    ``table_mode`` applies the GM's table-view filters (hidden enemies and enemies whose AP is
    hidden get no marker; names may read ???). ``read_only`` hides the button.
    """

    participant_selected = Signal(str)

    def __init__(self, controller, parent=None, read_only: bool = False, table_mode: bool = False,
                 theme: Theme = DARK):
        super().__init__(parent)
        self.controller = controller
        self.read_only = read_only
        self.table_mode = table_mode
        self.theme = theme
        self.text_px = 30 if table_mode else 16
        self._entries_cache = None
        self.row_spans: list[tuple[float, float]] = []   # (top, height) of each row shown, from layout_markers
        self._shows = None          # what the canvas last drew (see _what_it_shows)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.round_label = QLabel(self)
        self.round_label.setAlignment(Qt.AlignCenter)
        if not table_mode:
            # A long line ("Round 2 · Ended (victory)") is cut at the dock's edge rather than widening
            # the dock over the map when the window cannot grow; the track keeps a width of its own.
            self.round_label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
            self.setMinimumWidth(int(self.text_px * 9.5))
        self.canvas = _TrackCanvas(self)
        self.next_button = QPushButton("Next count ▼", self)
        self.next_button.clicked.connect(self.next_count)
        self.next_button.setVisible(not read_only)
        lay.addWidget(self.round_label)
        lay.addWidget(self.canvas, 1)
        lay.addWidget(self.next_button)
        if read_only:
            self.setFocusPolicy(Qt.NoFocus)
        controller.changed.connect(self.refresh)
        controller.session_replaced.connect(self.refresh)
        self.set_theme(theme)
        self.refresh()

    # -- appearance ---------------------------------------------------------------------------
    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        # the label sits on the window's own background: themed colours only on the table view
        self.round_label.setStyleSheet(f"color: {theme.text.name()}; background: {theme.panel.name()};"
                                       if self.table_mode else "")
        self._apply_fonts()
        self.canvas.redraw()

    def set_text_px(self, px: float) -> None:
        self.text_px = px
        self._apply_fonts()
        self.canvas.updateGeometry()
        self.canvas.redraw()

    def _apply_fonts(self) -> None:
        self.round_label.setFont(font(self.text_px * 1.15, bold=True))
        self.next_button.setFont(font(max(12, self.text_px)))

    def number_width(self) -> float:
        return self.text_px * 2.6

    # -- state ------------------------------------------------------------------------------
    def refresh(self, events=None) -> None:
        if self.controller.session is None:
            return
        if self.table_mode and not self.isVisible():
            self._shows = None            # a closed table view: drawn afresh when shown
            return
        self.round_label.setText(round_text(self.controller.state))
        if not self.read_only:
            v = self.controller.can(NEXT_COUNT)
            self.next_button.setEnabled(v.ok)
            text = QCoreApplication.translate("CountTrack", "Next count ▼")
            if self.next_button.text() != text:          # a button repaints even for the same text
                self.next_button.setText(text)
            self.next_button.setToolTip(QCoreApplication.translate("CountTrack", "Advance to the next count")
                                        if v.ok else self.controller.reason(v))
        shows = self._what_it_shows()
        if shows != self._shows:            # e.g. a move: nobody's AP changed, nothing to redraw
            self._shows = shows
            self.canvas.redraw()

    def retranslate(self) -> None:       # the round, the button and its reason in the new language
        self.refresh()

    def showEvent(self, event) -> None:
        if self._shows is None:
            self.refresh()
        super().showEvent(event)

    def _what_it_shows(self) -> tuple:
        """Everything the canvas draws from the state (the rest is size, theme and text size)."""
        b = self.controller.state
        return (b.phase, b.count, tuple(p.id for p in actors_now(b)),
                tuple((lk.pid, lk.label, lk.side, lk.out, lk.ap) for lk in self.shown()))

    def next_count(self) -> bool:
        if self.read_only:
            return False
        return self.controller.do(NEXT_COUNT)

    def shown(self) -> list:
        """Looks of the participants that get a marker, in participant order."""
        b = self.controller.state
        looks = self.controller.looks(self.table_mode)
        return [looks[p.id] for p in b.participants.values()
                if (not self.table_mode or on_table(p)) and looks[p.id].ap is not None]

    def layout_markers(self):
        """(rows shown top to bottom, row height, entries with look, rect and acting flag)."""
        if self._entries_cache is not None and self._entries_cache[0] == self.canvas.size():
            return self._entries_cache[1]
        if self.controller.session is None:
            self.row_spans = [(0.0, 1.0)]
            return [0], 1.0, []
        b = self.controller.state
        looks = self.shown()
        acting = {p.id for p in actors_now(b)}
        top = max([TOP] + [lk.ap for lk in looks])
        bottom = min([BOTTOM] + [lk.ap for lk in looks])
        rows = list(range(top, bottom - 1, -1))
        occupied = {lk.ap for lk in looks} | {b.count}
        h, w = max(1, self.canvas.height()), max(1, self.canvas.width())
        min_rh = self.text_px * 1.3
        num_w = self.number_width()
        avail = w - num_w - 4
        by_ap: dict[int, list] = {}
        for lk in looks:
            by_ap.setdefault(lk.ap, []).append(lk)
        # A crowded count gets more lines before a name is cut: as many chips to a line as fit with every
        # name whole at the smallest text a chip may use (fitted's floor), the row as tall as its lines.
        floor_metrics = QFontMetricsF(font(self.text_px * 0.7, True))
        per_line: dict[int, int] = {}
        for ap, group in by_ap.items():
            need = max(floor_metrics.horizontalAdvance("▶" + lk.label) for lk in group) + self.text_px * 0.4 + 4
            per_line[ap] = max(1, min(len(group), int(avail // need)))
        lines = {ap: -(-len(group) // per_line[ap]) for ap, group in by_ap.items()}
        # Too tall for the space (a big table-view scale): drop empty rows at the ends first.
        while self.table_mode and sum(lines.get(v, 1) for v in rows) * min_rh > h and len(rows) > 1:
            if rows[0] not in occupied and rows[0] > 0:
                rows.pop(0)
            elif rows[-1] not in occupied and rows[-1] < 0:
                rows.pop()
            else:
                break
        rh = h / sum(lines.get(v, 1) for v in rows)       # one line's height
        self.row_spans, y = [], 0.0
        for v in rows:
            self.row_spans.append((y, rh * lines.get(v, 1)))
            y += rh * lines.get(v, 1)
        entries = []
        for ap, group in by_ap.items():
            if ap not in rows:
                continue
            top_y = self.row_spans[rows.index(ap)][0]
            n = per_line[ap]
            cw = min(self.text_px * 6, avail / n)
            for i, lk in enumerate(group):
                line, col = divmod(i, n)
                rect = QRectF(num_w + col * cw + 2, top_y + line * rh + rh * 0.08, cw - 4, rh * 0.84)
                entries.append({"look": lk, "rect": rect, "acting": lk.pid in acting, "ap": ap})
        result = (rows, rh, entries)
        self._entries_cache = (self.canvas.size(), result)
        return result

    @staticmethod
    def chip_text(entry: dict, px: float):
        """The font and text of a marker's chip: in a crowded row a name is drawn smaller before it is cut."""
        return fitted(("▶" if entry["acting"] else "") + entry["look"].label, px, entry["rect"].width() - px * 0.4)

    def markers(self) -> list[dict]:
        """What the column shows: one dict per marker (pid, ap, label, acting, rect)."""
        return [{"pid": e["look"].pid, "ap": e["ap"], "label": e["look"].label, "acting": e["acting"],
                 "rect": e["rect"]} for e in self.layout_markers()[2]]

    def entry_at(self, pos):
        for e in self.layout_markers()[2]:
            if e["rect"].contains(pos.x(), pos.y()):
                return e
        return None

    def texts(self) -> list[str]:
        """Every string the canvas paints (for tests and accessibility checks)."""
        rows, _, entries = self.layout_markers()
        return [str(v) for v in rows] + [e["look"].label for e in entries]
