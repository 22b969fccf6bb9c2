"""The turn order of any ruleset: a strip of cards, bids or face-down hands in the order they act (a
count-down track is drawn by vtt.ui.widgets.count_track: ``order_widget`` picks the one a view needs).
A value the viewer may not see shows as a card back.
An entry's note (e.g. the maneuvers left) is written at its right. On the GM's track one entry dragged
onto another asks the ruleset for the command that drop means (``order_drop``: a swap of cards, a lowered
initiative); one the rules refuse is refused with their reason written under the entry dragged, until
something is done."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QWidget

from vtt.core import ruleset
from vtt.ui import i18n, theme
from vtt.ui.widgets import battle_controller, rows, zone_map

GM_VIEWER, TABLE_VIEWER, Viewer = ruleset.GM_VIEWER, ruleset.TABLE_VIEWER, ruleset.Viewer
current_language = i18n.current_language
DARK, SaysRefusals, draw_refusal, fill = theme.DARK, theme.SaysRefusals, theme.draw_refusal, theme.fill
font, refusal_height, wrapped = theme.font, theme.refusal_height, theme.wrapped
follow = battle_controller.follow
KeptPicture, draw_fitted = rows.KeptPicture, rows.draw_fitted

BACK = "▒"          # a face-down card
ROW_PX = 34.0       # a row's height at most (times the scale)
TABLE_NAME_PX = 17.0    # on the table view a name is never drawn smaller than this (times its scale: 28 px at
#                         1920×1080); rather cut, its number kept
TABLE_NAME_MOST = 28.0  # ... but a floor of at most 28 px: at a larger scale (200 % on 1280×720) a long name is drawn
#                         smaller down to it before it is cut (ブレン was "ブ…" at 37 px)


def order_widget(controller, viewer: Viewer = GM_VIEWER, read_only: bool = False):
    """The widget that draws ``viewer``'s turn order: the count-down track for a "countdown" order (the
    table's copy in its larger type), the order track for cards, bids and hands."""
    if controller.view(viewer).order.kind == "countdown":
        from vtt.ui.widgets.count_track import CountdownTrack
        return CountdownTrack(controller, read_only=read_only, table_mode=viewer == TABLE_VIEWER)
    return OrderTrack(controller, viewer, read_only=read_only)


class OrderTrack(KeptPicture, SaysRefusals, QWidget):
    """Drawn from a picture of its last drawing while what it shows is the same (rows.KeptPicture), a refusal
    over it: the whole window repainted after a move copies it (with 200 entries each row's name was fitted and
    drawn again)."""

    def __init__(self, controller, viewer: Viewer = GM_VIEWER, parent=None, read_only: bool = False):
        super().__init__(parent)
        follow(self, controller, viewer, read_only, self._on_changed)
        self._dragging: str | None = None
        self.theme = DARK
        self._shows = self._what_it_shows()  # what it draws (_on_changed)
        self._wanted: list = []              # (what it shows and the scale, its wanted width) of the last two
        #                                      wanted_width (at its scale and at 100 %)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)       # it fills itself: nothing behind repaints
        self.scale = 1.0
        self.refusal: tuple[str, str] | None = None   # (who, why) of the last refused drop, said under her entry
        controller.session_replaced.connect(self.clear_refusal)
        self.setMinimumSize(160, 160)

    def sizeHint(self) -> QSize:
        return QSize(220, 520)

    def _on_changed(self, events=()) -> None:
        """Drawn again only when what it shows changed: a move leaves the order as it was."""
        if events:
            self.clear_refusal()             # something was done: the old refusal no longer stands
        self.view = self.controller.view(self.viewer)
        shows = self._what_it_shows()
        if shows != self._shows:
            self._shows = shows
            self.update()

    def _what_it_shows(self) -> tuple:
        view = self.view
        return view.order, tuple(t.name for t in view.tokens), current_language()

    def rows(self) -> list[tuple[str, list]]:
        """(label, entries): a row per entry (cards, bids and hands in acting order)."""
        order = self.view.order
        names = {t.id: self.controller.token_name(t) for t in self.view.tokens}
        return [(BACK if e.value is None else str(e.value), [(names.get(e.who, e.who), e)]) for e in order.entries]

    def row_notes(self) -> list[str]:
        """Each row's note as drawn at its right ("" for none): every card its own."""
        return [self.controller.text(entries[0][1].note) if len(entries) == 1 and entries[0][1].note is not None
                else "" for _, entries in self.rows()]

    def _row_height(self, count: int) -> float:
        return max(14.0, min(ROW_PX * self.scale, (self.height() - 8) / max(1, count)))

    def wanted_width(self, scale: float | None = None) -> float:
        """How wide the track wants to be for every name to read whole in its row's full type beside its
        note (the table view gives it this much, up to its share of the screen), at its scale (or ``scale``: the
        table view made larger asks it at 100 % too)."""
        scale = self.scale if scale is None else scale
        key = (self.view.order, tuple(t.name for t in self.view.tokens), current_language(), scale)
        for was, wanted in self._wanted:        # (asked after every command)
            if was == key:
                return wanted
        h = ROW_PX * scale
        names, notes = QFontMetricsF(font(h * 0.55, True)), QFontMetricsF(font(h * 0.42, True))
        widest = max((len(entries) * max(names.horizontalAdvance("▶" + name) + 8 for name, _ in entries)
                      for _, entries in self.rows()), default=0.0)
        note = max((notes.horizontalAdvance(n) for n in self.row_notes() if n), default=-8.0) + 8
        wanted = 2 + self._number_w(h) + widest + note + 4
        self._wanted = [(key, wanted)] + self._wanted[:1]
        return wanted

    def _number_w(self, h: float) -> float:
        """The column of the rows' cards (bids, ▒) in rows ``h`` high: as wide as the widest with a margin, at most
        48 px a 34 px row (a name had 105 px less of a 345 px track at 200 % than "2" left it)."""
        metrics = QFontMetricsF(font(h * 0.55, True))
        widest = max((metrics.horizontalAdvance(label) for label, _ in self.rows()), default=0.0)
        return min(48 * max(1.0, h / 34), widest + 8 + 4 * max(1.0, h / 34))

    def set_scale(self, scale: float) -> None:
        """Rows up to ``scale`` times as tall (the table view on a big screen)."""
        self.scale = scale
        self.update()

    def row_rects(self) -> list[QRectF]:
        rows = self.rows()
        h = self._row_height(len(rows))
        return [QRectF(2, 4 + i * h, self.width() - 4, h - 2) for i in range(len(rows))]

    def entry_at(self, pos) -> str | None:
        """Who the row under ``pos`` belongs to (a row of one entry: cards, bids, hands)."""
        for rect, (_, entries) in zip(self.row_rects(), self.rows()):
            if rect.contains(QPointF(pos)) and len(entries) == 1:
                return entries[0][1].who
        return None

    # -- drag one card onto another ------------------------------------------------------------
    def drop_entry(self, who: str, onto: str) -> bool:
        """What dropping ``who``'s entry on ``onto``'s means in this ruleset, sent as a command (refused
        with its rule when it may not be done now)."""
        hook = getattr(self.controller.ruleset, "order_drop", None)
        command = hook(self.controller.state, who, onto) if hook is not None else None
        if command is None:
            self.controller.error.emit(self.tr("Turn-order entries cannot be swapped in this game"))
            return False
        verdict = self.controller.can(command)
        if not verdict:
            self.show_refusal(who, self.controller.reason(verdict))
            self.controller.error.emit(self.controller.reason(verdict, rule=True))
            return False
        return self.controller.do(command)

    # -- a refusal said under the entry, until something is done ------------------------------------
    def _refusal_size(self) -> float:
        return max(13.0, 15 * self.scale)

    def refusal_rect(self) -> QRectF | None:
        """Where the refusal is written: under the entry it concerns (over it when there is no room below)."""
        if self.refusal is None:
            return None
        whos = [entries[0][1].who if len(entries) == 1 else None for _, entries in self.rows()]
        if self.refusal[0] not in whos:
            return None
        row = self.row_rects()[whos.index(self.refusal[0])]
        width = self.width() - 8.0
        box = QRectF(4, row.bottom() + 2, width, refusal_height(self.refusal[1], width, self._refusal_size()))
        if box.bottom() > self.height() - 2:
            box.moveBottom(row.top() - 2)
        return box

    def mousePressEvent(self, e):
        if not self.read_only and e.button() == Qt.MouseButton.LeftButton:
            self.clear_refusal()
            self._dragging = self.entry_at(e.position())
            if self._dragging is not None:
                self.setCursor(Qt.CursorShape.ClosedHandCursor)
        super().mousePressEvent(e)

    def mouseReleaseEvent(self, e):
        who, self._dragging = self._dragging, None
        self.unsetCursor()
        if who is not None:
            onto = self.entry_at(e.position())
            if onto is not None and onto != who:
                self.drop_entry(who, onto)
        super().mouseReleaseEvent(e)

    def paintEvent(self, _e):
        self.paint_kept((self._shows, id(self.theme), self.scale), self._draw, QPainter)
        box = self.refusal_rect()
        if box is not None:                     # a refused drop's reason, under the entry dragged
            p = QPainter(self)
            draw_refusal(p, box, self.refusal[1], self._refusal_size())
            p.end()

    def _draw(self, p) -> None:
        th = self.theme
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, self.rect(), th.panel)
        rows = self.rows()
        if not rows:
            return
        colors = zone_map.side_colors(self.view, th)
        sides = {t.id: t.side for t in self.view.tokens}
        h = self._row_height(len(rows))
        notes = self.row_notes()
        # the notes as wide as the widest needs (at most two fifths of the row): the names keep the rest
        p.setFont(font(h * 0.42, True))
        needed = max((p.fontMetrics().horizontalAdvance(n) for n in notes if n), default=0)
        note_w = min(self.width() * 0.4, needed + 8) if any(notes) else 0.0
        # a long name is drawn smaller before it is cut; on the table view never below its floor
        floor = min(1.0, max(0.7, min(TABLE_NAME_PX * self.scale, TABLE_NAME_MOST) / (h * 0.55))) if self.read_only \
            else 0.7
        number_w = self._number_w(h)
        if note_w:              # a name comes first: the notes give up what a row's name needs at its floor (down to
            least = max(1, round(h * 0.55 * floor))     # a fifth of the row: they wrap), "▶Black …" was cut at 200 %
            at_floor = QFontMetricsF(font(least, True, least)).horizontalAdvance
            names = max((at_floor("▶" + name) + 8 for _, entries in rows if len(entries) == 1
                         for name, _ in entries), default=0.0)
            note_w = max(min(note_w, self.width() - 4 - number_w - names), min(note_w, self.width() * 0.2))
        for i, (label, entries) in enumerate(rows):
            y = 4 + i * h
            if y > self.height():
                break                           # (the rows under the widget's edge are not seen)
            row = QRectF(2, y, self.width() - 4, h - 2)
            if any(e.acting for _, e in entries):
                fill(p, row, th.current_row)
            p.setPen(th.muted)
            p.setFont(font(h * 0.55, True))
            p.drawText(QRectF(row.left() + 4, y, number_w, h - 2), Qt.AlignmentFlag.AlignVCenter, label)
            x = row.left() + number_w
            if note_w and notes[i]:
                f, lines = wrapped(notes[i], h * 0.42, note_w - 4)      # (on two lines rather than cut: "slow ● fa…")
                if len(lines) > 1:                                      # (in the row's height, each line)
                    f, lines = wrapped(notes[i], min(h * 0.42, (h - 4) / (1.4 * len(lines))), note_w - 4)
                shown = "\n".join(lines)
                p.setFont(f)
                p.setPen(th.muted)
                p.drawText(QRectF(row.right() - note_w, y, note_w - 4, h - 2),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, shown)
            width = (row.right() - note_w - x) / max(1, len(entries))
            for name, e in entries:
                draw_fitted(p, QRectF(x, y, width - 4, h - 2), ("▶" if e.acting else "") + name, h * 0.55,
                            colors.get(sides.get(e.who), th.text), floor=floor)
                x += width
