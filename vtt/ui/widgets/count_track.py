"""The count-down case of the turn order: a column from the track's top down to its bottom (Nechronica's
15 to −5) with every participant as a chip at its value, the current count lit and who acts now ringed.

Everything it draws comes from the ruleset's view (``view.order``, a TurnOrder of kind "countdown", and
the tokens' names, sides and status), so the table's copy shows only what the table may see: an entry
whose value is hidden from the viewer gets no chip, and a participant absent from the view none at all.
A ruleset adds what only it has (its header, a button that moves the count on, a chip's tooltip) by
handing them in (Nechronica's contributions: its round and count, Next count, and ``set_value``: the command a
chip dragged along the column to another row sends, her AP set there by the GM's override).
"""
from __future__ import annotations

from operator import attrgetter
from typing import NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from vtt.core import records, ruleset
from vtt.ui import i18n, layouts, theme
from vtt.ui.widgets import battle_controller, rows, zone_map

Command = records.Command
GM_VIEWER, TABLE_VIEWER = ruleset.GM_VIEWER, ruleset.TABLE_VIEWER
Retranslating = i18n.Retranslating
vbox = layouts.vbox
DARK, Theme, fill, fitted, font = theme.DARK, theme.Theme, theme.fill, theme.fitted, theme.font
OUT_STATES, side_colors = zone_map.OUT_STATES, zone_map.side_colors
changed_at, others = battle_controller.changed_at, battle_controller.others
paint_kept, rounded = rows.paint_kept, rows.rounded

_ID, _WHO = attrgetter("id"), attrgetter("who")
ROWS_SHOWN = 21            # rows the GM's column is sized for (a track of 15 … −5)


class Chip(NamedTuple):            # what one chip draws: compared to tell whether to draw anew
    pid: str
    label: str
    side: str
    out: bool
    value: int


class ToldReasons:
    """Why a command is refused, in the interface language, told again only when its verdict reads otherwise (or
    the language or ruleset changed); a move among 200 leaves the refusals of the Next count and madness buttons as
    they were, and telling each anew at every change cost the ruleset's phrasing (~25 K instructions each). Each
    ``slot`` (a button) keeps its own last verdict."""

    def __init__(self, controller):
        self.c = controller
        self._told: dict = {}              # slot -> (the verdict as it read, its text)

    def of(self, slot, verdict) -> str:
        v = verdict
        key = (i18n.current_language(), id(self.c.ruleset), v.ok, v.reason, v.rule, v.template, v.fields, v.incomplete)
        told = self._told.get(slot)
        if told is None or told[0] != key:
            told = self._told[slot] = (key, self.c.reason(v))
        return told[1]


def set_tip(widget, text: str) -> None:
    """``widget``'s tooltip set only when it reads otherwise: setToolTip sends the widget an event at each call (through
    the kept pictures' filter, in Python, where its picture is kept)."""
    if widget.toolTip() != text:
        widget.setToolTip(text)


class _TrackCanvas(QWidget):
    """Paints the column; all it knows comes from ``CountdownTrack.layout_markers``."""

    def __init__(self, track: "CountdownTrack"):
        super().__init__(track)
        self.track = track
        self._drawn = 0                          # how many times what it shows changed (its kept picture's key)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.NoFocus)
        self._drag: dict | None = None           # a chip pressed (and dragged once "active") to set her value

    def sizeHint(self) -> QSize:
        px = self.track.text_px
        return QSize(int(px * 12), int(px * 1.5 * ROWS_SHOWN))

    def minimumSizeHint(self) -> QSize:
        px = self.track.text_px
        return QSize(int(px * 7), int(px * (8 if self.track.table_mode else 0.8 * ROWS_SHOWN)))

    def redraw(self) -> None:
        """What the column shows changed: draw it anew at the next paint."""
        self._drawn += 1
        self.track._entries_cache = None
        self.update()

    def paintEvent(self, event) -> None:
        if self.track.controller.session is None:
            return
        paint_kept(self, self._drawn, self._draw, QPainter)     # the last drawing, until something changes
        drag = self._drag
        if drag is not None and drag["active"]:
            p = QPainter(self)
            self._draw_drop(p, drag)
            p.end()

    def _draw_drop(self, p: QPainter, drag: dict) -> None:
        """Where a dragged chip would be dropped: its row framed, her name at the pointer."""
        tr, t = self.track, self.track.theme
        span = tr.row_span_of(drag["value"])
        if span is not None:
            p.setPen(QPen(t.highlight, 3))
            p.setBrush(Qt.NoBrush)
            p.drawRect(QRectF(1.5, span[0] + 1.5, self.width() - 3, span[1] - 3))
        chip, at = drag["entry"], drag["at"]
        rect = QRectF(chip["rect"])
        rect.moveCenter(at)
        p.setOpacity(0.8)
        rounded(p, rect, rect.height() * 0.2, side_colors(tr.view(), t).get(chip["look"].side, t.doll),
                QPen(t.highlight, 2))
        p.setPen(t.background)
        f, text = tr.chip_text(chip, tr.text_px)
        p.setFont(f)
        p.drawText(rect, Qt.AlignCenter, text)

    def _draw(self, p: QPainter) -> None:
        tr = self.track
        t: Theme = tr.theme
        rows, rh, entries = tr.layout_markers()
        p.setRenderHint(QPainter.Antialiasing)
        fill(p, self.rect(), t.panel)
        now = tr.order().now
        num_w = tr.number_width()
        colors = side_colors(tr.view(), t)
        # the GM's window shows the whole column: the text shrinks to the rows, not the rows to the text
        px = tr.text_px if tr.table_mode else max(7.0, min(tr.text_px, rh * 0.7))
        for value, (y, row_h) in zip(rows, tr.row_spans):
            row = QRectF(0, y, self.width(), row_h)
            if value == now:
                fill(p, row, t.current_row)
            elif value < 0:
                fill(p, row, t.negative)
            p.setPen(QPen(t.area_border, 1))
            p.drawLine(row.bottomLeft(), row.bottomRight())
            if value == 0:
                p.setPen(QPen(t.text, 3))
                p.drawLine(row.bottomLeft(), row.bottomRight())
            p.setFont(font(px, bold=value == now))
            p.setPen(t.highlight if value == now else (t.muted if value < 0 else t.text))
            p.drawText(QRectF(0, y, num_w - px * 0.3, rh), Qt.AlignRight | Qt.AlignVCenter,  # by its first line
                       str(value).replace("-", "−"))
        for e in entries:
            chip, rect = e["look"], e["rect"]
            colour = t.out if chip.out else colors.get(chip.side, t.doll)
            rounded(p, rect, rh * 0.2, colour, QPen(t.highlight, max(3.0, px * 0.14)) if e["acting"] else Qt.NoPen)
            p.setPen(t.background)
            f, text = tr.chip_text(e, px)
            p.setFont(f)
            p.drawText(rect.adjusted(px * 0.2, 0, -px * 0.2, 0), Qt.AlignCenter, text)

    def event(self, ev):
        if ev.type() == ev.Type.ToolTip and not self.track.table_mode:
            from PySide6.QtWidgets import QToolTip      # when first hovered: not at start-up
            e = self.track.entry_at(ev.pos())
            if e is not None:
                QToolTip.showText(ev.globalPos(), self.track.chip_tooltip(e["look"]), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(ev)

    def mousePressEvent(self, ev) -> None:
        self._drag = None
        if not self.track.read_only:
            e = self.track.entry_at(ev.position().toPoint())
            if e is not None:
                self.track.participant_selected.emit(e["look"].pid)
                if ev.button() == Qt.MouseButton.LeftButton and self.track.can_set_value():
                    self._drag = {"entry": e, "press": ev.position(), "at": ev.position(), "active": False,
                                  "value": e["ap"]}
        ev.accept()

    def mouseMoveEvent(self, ev) -> None:
        """A chip dragged along the column: the row it would be dropped on framed (``set_value`` sets it)."""
        d = self._drag
        if d is None:
            return
        if not d["active"]:
            from PySide6.QtWidgets import QApplication
            if (ev.position() - d["press"]).manhattanLength() < QApplication.startDragDistance():
                return
            d["active"] = True
        d["at"] = ev.position()
        value = self.track.value_at(ev.position().y())
        d["value"] = d["entry"]["ap"] if value is None else value
        self.update()
        ev.accept()

    def mouseReleaseEvent(self, ev) -> None:
        d, self._drag = self._drag, None
        if d is not None and d["active"]:
            self.update()
            if d["value"] != d["entry"]["ap"]:
                self.track.set_value(d["entry"]["look"].pid, d["value"])
        ev.accept()


class CountdownTrack(Retranslating, QWidget):
    """A header, the column, and (on the GM's window, when one is given) a button that moves the count on.
    ``table_mode``: draw the table's view (read-only, larger type). ``header`` (``(state) -> str``),
    ``advance`` (the button's command), ``chip_tooltip`` (``(chip) -> str``) and ``set_value`` (``(who, value) ->
    command``: a chip dragged to another row) are a ruleset's own, where it has them."""

    participant_selected = Signal(str)

    def __init__(self, controller, parent=None, read_only: bool = False, table_mode: bool = False,
                 theme: Theme = DARK, header=None, advance: Command | None = None, chip_tooltip=None,
                 set_value=None):
        super().__init__(parent)
        self.controller = controller
        self._header_of, self._advance = header, advance
        self._chip_tooltip, self._value_command = chip_tooltip, set_value
        self.read_only = read_only
        self.table_mode = table_mode
        self.viewer = TABLE_VIEWER if table_mode else GM_VIEWER
        self.theme = theme
        self.base_px = 30 if table_mode else 16      # the text at scale 1 (the table's larger)
        self.text_px = self.base_px
        self._entries_cache = None
        self.row_spans: list[tuple[float, float]] = []   # (top, height) of each row shown, from layout_markers
        self._shows = None          # what the canvas last drew (see _what_it_shows)
        self._reasons = ToldReasons(controller)      # the Next count button's refusal
        # (tokens, entries, tokens by id, entries' places, chips, the chips shown) (see shown)
        self._chips: tuple | None = None
        self._acting: tuple | None = None   # (the order's entries, who of them act) (see _what_it_shows)
        self._header = ""           # the header's whole text (the label may show it smaller or cut)
        self._header_fit = None     # (text, text size, width) the label was fitted for
        self.round_label = QLabel(self)
        self.round_label.setAlignment(Qt.AlignCenter)
        # A long line ("Round 2 · Ended (victory)") is drawn smaller, then cut, at the track's edge rather
        # than widening it over the map; the track keeps a width of its own, as its text grows.
        self.round_label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.setMinimumWidth(int(self.text_px * 9.5))
        self.canvas = _TrackCanvas(self)
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(self.next_count)
        self.next_button.setVisible(not read_only and advance is not None)
        vbox(self.round_label, (self.canvas, 1), self.next_button, parent=self, margin=0).setSpacing(4)
        if read_only:
            self.setFocusPolicy(Qt.NoFocus)
        controller.changed.connect(self.refresh)
        controller.session_replaced.connect(self.retranslate)      # (another battle: every chip made afresh)
        self.set_theme(theme)
        self.refresh()

    # -- what a ruleset's own track says ----------------------------------------------------------------
    def header(self) -> str:
        """The line above the column."""
        if self._header_of is not None:
            return self._header_of(self.controller.state)
        order = self.order()
        if order.now is None:
            return self.tr("Round {0}").format(order.round)
        return self.tr("Round {0} · Count {1}").format(order.round, order.now)

    def can_set_value(self) -> bool:
        return not self.read_only and self._value_command is not None

    def set_value(self, pid: str, value: int) -> bool:
        """A chip dropped on the row of ``value``: the ruleset's ``set_value`` command done (a refusal said by the
        controller)."""
        return self.can_set_value() and self.controller.do(self._value_command(pid, value))

    def chip_tooltip(self, chip: Chip) -> str:
        own = self._chip_tooltip
        return own(chip) if own is not None else f"{chip.label}: {chip.value}"

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
        self.setMinimumWidth(int(px * 9.5))
        self._apply_fonts()
        self.canvas.updateGeometry()
        self.canvas.redraw()

    def _apply_fonts(self) -> None:
        self._fit_header()
        self.next_button.setFont(font(max(12, self.text_px)))

    def _fit_header(self, text: str | None = None) -> None:
        """The header in its size, drawn smaller (to 60 %) before it is cut when the track is narrow
        ("Round 12 · Count −5" on a table view's column)."""
        text = self._header if text is None else text
        self._header = text
        fit = (text, self.text_px, self.width())
        if fit == self._header_fit:
            return                            # (the same text in the same room: the label as it is)
        self._header_fit = fit
        f, shown = fitted(text, self.text_px * 1.15, max(1, self.width() - 8), floor=0.6)
        self.round_label.setFont(f)
        self.round_label.setText(shown)
        self.round_label.setToolTip(text if shown != text else "")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_header()

    def kept_pictures(self) -> list:
        """(widget, its key) of what the window draws from a kept picture while it shows the same
        (vtt.ui.widgets.kept): the header (its line shaped at each paint) and the Next count button (Fusion's
        gradient and text): ~0.1 M instructions each at every whole repaint, a copy ~0.04 M."""
        from vtt.ui.widgets.kept import button_key, label_key
        return [(self.round_label, label_key(self.round_label)), (self.next_button, button_key(self.next_button))]

    def set_scale(self, scale: float) -> None:
        """Text and chips ``scale`` times as large (the table view on a big screen)."""
        self.set_text_px(self.base_px * scale)

    def number_width(self) -> float:
        return self.text_px * 2.6

    # -- state ------------------------------------------------------------------------------
    def view(self):
        return self.controller.view(self.viewer)

    def order(self):
        return self.view().order

    def refresh(self, events=None) -> None:
        if self.controller.session is None:
            return
        if self.table_mode and not self.isVisible():
            self._shows = None            # a closed table view: drawn afresh when shown
            return
        self._fit_header(self.header())
        command = None if self.read_only else self._advance
        if command is not None:
            v = self.controller.can(command)
            self.next_button.setEnabled(v.ok)
            text = self.tr("Next count ▼")
            if self.next_button.text() != text:          # a button repaints even for the same text
                self.next_button.setText(text)
            set_tip(self.next_button, self.tr("Advance to the next count") if v.ok else self._reasons.of(0, v))
        shows = self._what_it_shows()
        if shows != self._shows:            # e.g. a move: nobody's value changed, nothing to redraw
            self._shows = shows
            self.canvas.redraw()

    def retranslate(self) -> None:       # the header, the button, its reason and the names in the new language
        self._chips = None
        self.refresh()

    def showEvent(self, event) -> None:
        if self._shows is None:
            self.refresh()
        super().showEvent(event)

    def _what_it_shows(self) -> tuple:
        """Everything the canvas draws from the battle (the rest is size, theme and text size)."""
        order = self.order()
        acting = self._acting
        if acting is None or acting[0] is not order.entries:      # (the very same entries: the same who act)
            acting = self._acting = (order.entries, frozenset(order.acting()))
        return order.now, order.top, order.bottom, self.shown(), acting[1]

    def next_count(self) -> bool:
        return not self.read_only and self._advance is not None and self.controller.do(self._advance)

    def shown(self) -> tuple[Chip, ...]:
        """The chips: every entry of the order whose value the viewer sees, in the order's order. A token
        and entry the ruleset handed out again unchanged keep their chip: after a move (200 on the track) only the
        entries and tokens that are other records than at the last call are found (in C) and made again."""
        view = self.view()
        tokens, entries, last = view.tokens, view.order.entries, self._chips
        if last is None or len(last[0]) != len(tokens) or len(last[1]) != len(entries):
            by_id = dict(zip(map(_ID, tokens), tokens))
            at = {e.who: i for i, e in enumerate(entries)}
            chips = list(map(self._chip, entries, map(by_id.get, map(_WHO, entries))))
        else:
            by_id, at, chips = last[2], last[3], last[4]
            again = set(changed_at(entries, last[1]))
            for t in others(tokens, tokens, last[0]):
                by_id[t.id] = t
                if t.id in at:
                    again.add(at[t.id])
            told = []
            for i in again:
                e = entries[i]
                if at.get(e.who) != i:            # (another order of the same length: made afresh)
                    self._chips = None
                    return self.shown()
                chip = self._chip(e, by_id.get(e.who))
                if chip != chips[i]:
                    told.append((i, chip))
            if not told:                          # (a move: her token another record, her chip the same)
                self._chips = (tokens, entries, by_id, at, chips, last[5])
                return last[5]
            chips = list(chips)
            for i, chip in told:
                chips[i] = chip
        shown = tuple(filter(None, chips))
        self._chips = (tokens, entries, by_id, at, chips, shown)
        return shown

    def _chip(self, e, t) -> Chip | None:
        if e.value is None or t is None:
            return None
        return Chip(e.who, self.controller.token_name(t), t.side, bool(OUT_STATES & set(t.status)), e.value)

    def layout_markers(self):
        """(rows shown top to bottom, row height, entries with look, rect and acting flag)."""
        if self._entries_cache is not None and self._entries_cache[0] == self.canvas.size():
            return self._entries_cache[1]
        if self.controller.session is None:
            self.row_spans = [(0.0, 1.0)]
            return [0], 1.0, []
        order = self.order()
        chips = self.shown()
        acting = order.acting()
        values = [c.value for c in chips]
        top = max([order.top if order.top is not None else 0] + values)
        bottom = min([order.bottom if order.bottom is not None else 0] + values)
        rows = list(range(top, bottom - 1, -1))
        occupied = set(values) | ({order.now} if order.now is not None else set())
        h, w = max(1, self.canvas.height()), max(1, self.canvas.width())
        min_rh = self.text_px * 1.3
        num_w = self.number_width()
        avail = w - num_w - 4
        by_value: dict[int, list[Chip]] = {}
        for c in chips:
            by_value.setdefault(c.value, []).append(c)
        # A crowded count gets more lines before a name is cut: as many chips to a line as fit with every
        # name whole at the smallest text a chip may use (fitted's floor), the row as tall as its lines.
        floor_metrics = QFontMetricsF(font(self.text_px * 0.7, True))
        per_line: dict[int, int] = {}
        for value, group in by_value.items():
            need = max(floor_metrics.horizontalAdvance("▶" + c.label) for c in group) + self.text_px * 0.4 + 4
            per_line[value] = max(1, min(len(group), int(avail // need)))
        lines = {value: -(-len(group) // per_line[value]) for value, group in by_value.items()}
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
        for value, group in by_value.items():
            if value not in rows:
                continue
            top_y = self.row_spans[rows.index(value)][0]
            n = per_line[value]
            cw = min(self.text_px * 6, avail / n)
            for i, c in enumerate(group):
                line, col = divmod(i, n)
                rect = QRectF(num_w + col * cw + 2, top_y + line * rh + rh * 0.08, cw - 4, rh * 0.84)
                entries.append({"look": c, "rect": rect, "acting": c.pid in acting, "ap": value})
        result = (rows, rh, entries)
        self._entries_cache = (self.canvas.size(), result)
        return result

    @staticmethod
    def chip_text(entry: dict, px: float):
        """The font and text of a chip: in a crowded row a name is drawn smaller before it is cut."""
        return fitted(("▶" if entry["acting"] else "") + entry["look"].label, px, entry["rect"].width() - px * 0.4)

    def markers(self) -> list[dict]:
        """What the column shows: one dict per chip (pid, ap, label, acting, rect)."""
        return [{"pid": e["look"].pid, "ap": e["ap"], "label": e["look"].label, "acting": e["acting"],
                 "rect": e["rect"]} for e in self.layout_markers()[2]]

    def value_at(self, y: float) -> int | None:
        """The value of the row at height ``y`` of the column (None: outside it)."""
        rows = self.layout_markers()[0]
        for value, (top, height) in zip(rows, self.row_spans):
            if top <= y < top + height:
                return value
        return None

    def row_span_of(self, value: int) -> tuple[float, float] | None:
        """(top, height) of the row of ``value`` (None: not shown)."""
        rows = self.layout_markers()[0]
        return self.row_spans[rows.index(value)] if value in rows else None

    def entry_at(self, pos):
        for e in self.layout_markers()[2]:
            if e["rect"].contains(pos.x(), pos.y()):
                return e
        return None

    def texts(self) -> list[str]:
        """Every string the canvas paints (for tests and accessibility checks)."""
        rows, _, entries = self.layout_markers()
        return [str(v) for v in rows] + [e["look"].label for e in entries]
