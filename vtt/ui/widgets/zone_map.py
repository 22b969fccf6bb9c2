"""The zone map: any ruleset's zones (a line, a graph, or none) with the tokens in them; drag a token to
a zone to move it (the legal command whose ``to`` is that zone), reachable zones lit while dragging."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from vtt.core.errors import Term
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, View, Viewer
from vtt.ui.i18n import current_language
from vtt.ui.theme import DARK, fill, fitted, font
from vtt.ui.widgets.segment_tracks import STATE_COLORS, badge_lines

OUT_STATES = {"out", "destroyed", "escaped", "heart_broken", "broken", "dead", "fled", "unconscious", "vanquished"}
EXTRA_SIDE_COLORS = (QColor("#8fd18a"), QColor("#c79be8"))


def side_colors(view: View, theme=DARK) -> dict[str, QColor]:
    """A colour per side, in the order the sides first appear (the players' side first)."""
    palette = (theme.doll, theme.enemy) + EXTRA_SIDE_COLORS
    out: dict[str, QColor] = {}
    for side in list(view.sides) + [t.side for t in view.tokens]:
        if side not in out:
            out[side] = palette[len(out) % len(palette)]
    return out


def cannot_move_text(controller, who: str, zone: str) -> str:
    """"Asa cannot move to Ford now": a refused drop, in the interface language."""
    view = controller.view()
    token = view.token(who)
    z = next((z for z in view.map.zones if z.id == zone), None)
    return QCoreApplication.translate("ZoneMap", "{0} cannot move to {1} now").format(
        controller.token_name(token) if token else who, controller.text(z.name) if z is not None else zone)


#: up to this many in a zone stand in the battle's order, without gaps (keep_places)
SMALL_CROWD = 8


def keep_places(places: dict, homes: dict, groups: dict, few: int = SMALL_CROWD) -> dict:
    """Each group's places (a zone's, a column's: ids in order, None for a gap), kept from the last call in
    ``places`` (and the place each one left, in ``homes``): a marker keeps her place while she stays, so one
    leaving a crowded zone leaves a gap instead of shifting everyone after her (as tokens on a table stay
    where they are) and nobody else is drawn again; one arriving takes the place she left there if it is
    still empty (an undone move puts her back), else the first gap, else her place in the battle's order.
    A group of ``few`` or fewer, or whose places stand a quarter empty, is laid out afresh in the battle's
    order. ``groups``: group -> its ids in the battle's order."""
    for key, lst in places.items():
        here = set(groups.get(key, ()))
        for i, pid in enumerate(lst):
            if pid is not None and pid not in here:
                lst[i] = None
                homes[pid, key] = i
    for key in [k for k in places if k not in groups]:
        del places[key]
    for key, pids in groups.items():
        lst = places.setdefault(key, [])
        if len(pids) <= few:
            lst[:] = pids                   # a few: side by side in the battle's order
            continue
        placed = set(lst)
        order = {pid: i for i, pid in enumerate(pids)}
        for pid in pids:
            if pid in placed:
                continue
            home = homes.get((pid, key), len(lst))
            if home < len(lst) and lst[home] is None:
                lst[home] = pid                 # her own place, still empty (an undone move)
            elif None in lst:
                lst[lst.index(None)] = pid
            else:                           # no gap: where the battle's order puts it
                later = (i for i, q in enumerate(lst) if order[q] > order[pid])
                lst.insert(next(later, len(lst)), pid)
        while lst and lst[-1] is None:
            lst.pop()
        if (len(lst) - len(pids)) * 4 > len(lst):
            lst[:] = pids                   # a quarter of the places empty: close up
    return places


STEPS = tuple(x / 20 for x in range(6, 21))       # a placed zone's box: 0.3 to 1 of a grid cell


def zone_rects(view: View, width: float, height: float) -> dict[str, QRectF]:
    """Where each zone is drawn (see _zone_rects), kept for the last few layouts: the map asks for them
    at every paint and mouse move."""
    positions = view.extra.get("positions") or {}
    key = (view.map.zones, view.map.layout, tuple(sorted((z, tuple(p)) for z, p in positions.items())),
           width, height)
    rects = _RECTS.get(key)
    if rects is None:
        if len(_RECTS) > 64:
            _RECTS.clear()
        rects = _RECTS[key] = _zone_rects(view, width, height)
    return {z: QRectF(r) for z, r in rects.items()}


_RECTS: dict = {}


def _zone_rects(view: View, width: float, height: float) -> dict[str, QRectF]:
    """Where each zone is drawn: a line in columns; a graph where the ruleset places it (``extra
    ["positions"]``, 0–1) or else in a grid in zone order."""
    zones = view.map.zones
    n = len(zones)
    if n == 0:
        return {}
    if view.map.layout == "line":
        w = width / n
        return {z.id: QRectF(i * w + 2, 2, w - 4, height - 4) for i, z in enumerate(zones)}
    cols = max(1, math.ceil(math.sqrt(n)))
    rows = math.ceil(n / cols)
    cw, ch = width / cols, height / rows
    positions = view.extra.get("positions") or {}
    centres = {}
    for i, z in enumerate(zones):
        if z.id in positions:
            x, y = positions[z.id]
            centres[z.id] = (x * width, y * height)
        else:
            centres[z.id] = ((i % cols + 0.5) * cw, (i // cols + 0.5) * ch)
    w0, h0 = cw * 0.88, ch * 0.84

    def fitted_box(centres) -> tuple[float, float]:
        # zones placed by the ruleset may stand closer than a grid cell: shrink them until no two
        # overlap (two boxes are apart when they are apart across or down), the largest boxes that do,
        # wider or taller (no more than twice) where that makes them larger (a diamond of four: wide)
        gaps = [(abs(ax - bx), abs(ay - by)) for i, (ax, ay) in enumerate(centres.values())
                for (bx, by) in list(centres.values())[i + 1:]]
        best = (0.3, 0.3)
        for sw in STEPS:
            for sh in STEPS:
                if sw * sh <= best[0] * best[1] or not 0.5 <= sw / sh <= 2.0:
                    continue
                if all(dx * 0.94 >= w0 * sw or dy * 0.94 >= h0 * sh for dx, dy in gaps):
                    best = (sw, sh)
        return w0 * best[0], h0 * best[1]

    def spread(centres, w, h) -> dict:
        # the placed zones spread to the map's edges (a diamond in the middle fifth leaves room unused),
        # keeping where each stands relative to the others
        xs, ys = [x for x, _ in centres.values()], [y for _, y in centres.values()]

        def along(v, lo, hi, room, size):
            return v if hi - lo < 1 else size / 2 + 2 + (v - lo) / (hi - lo) * (room - size - 4)
        return {z: (along(x, min(xs), max(xs), width, w), along(y, min(ys), max(ys), height, h))
                for z, (x, y) in centres.items()}
    w, h = fitted_box(centres)
    if positions:
        for _ in range(4):                     # spreading lets the boxes grow, which spreads them less
            w2, h2 = fitted_box(spread(centres, w, h))
            if abs(w2 - w) < 1 and abs(h2 - h) < 1:
                break
            w, h = w2, h2
        centres = spread(centres, w, h)
    out = {}
    for zid, (cx, cy) in centres.items():
        x = min(max(cx - w / 2, 2.0), max(2.0, width - w - 2))          # kept inside the widget
        y = min(max(cy - h / 2, 2.0), max(2.0, height - h - 2))
        out[zid] = QRectF(x, y, w, h)
    return out


class ZoneMap(QWidget):
    """Draws ``controller.view(viewer)``; ``read_only`` for the table view (no dragging).

    With 200 participants a paint of everything cost ~25 ms: the zones are kept as one picture (drawn again
    when the size, the zones, the theme or the zones lit for a drag change), and each participant's marker
    (its circle, badge and name, or its row with no map) as a picture of its own, drawn again only when the
    ruleset hands out another token for her (a token that did not change is the same object: the rules
    kit's ``token``, Nechronica's records) or her marker's size, name room or ring changed; the layout of
    the markers is made once per view. A paint is then the zones' picture and a picture per marker."""

    token_clicked = Signal(str)

    def __init__(self, controller, viewer: Viewer = GM_VIEWER, read_only: bool = False, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.viewer = viewer
        self.read_only = read_only
        self.theme = DARK
        self.selected: str | None = None
        self._drag: str | None = None
        self._drag_pos: QPointF | None = None
        self._reachable: dict[str, object] = {}     # zone -> the command that moves the dragged token there
        self._label_widths: dict[str, float] = {}   # token -> the width its name may take (token_rects)
        self._label_px: dict[str, float] = {}       # token -> its name's size (token_rects)
        self._advances: dict[tuple, float] = {}     # (a name, its term, the language) -> its width at 100 px
        self._layout = None                          # (its key, the token rects) of the last view laid out
        self._zone_layouts: dict = {}                # zone -> (its key, its token rects): laid out again when
        #                                              its places, its size or the language changed
        self._places: dict = {}                      # zone -> its places (keep_places), and the place each
        self._homes: dict = {}                       # one left in each zone
        self._packings: dict = {}                    # zone -> (its key, its longest name, its packing)
        self._kept_board = None                      # (its key, the picture of the map, its markers, what it
        #                                              was drawn from: _board)
        self._background = None                      # (its key, the zones' picture)
        self._pictures: dict[str, tuple] = {}        # token id -> (its key, picture, where it goes from the rect)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)      # it fills itself: nothing behind repaints
        self.setMouseTracking(False)
        self.scale = 1.0             # the table view draws zone names and tokens larger on a big screen
        self.setMinimumSize(320, 200)
        self.refusal: tuple[str, str] | None = None   # (who, why) of the last refused drop, said at her marker
        controller.changed.connect(self._on_changed)
        controller.session_replaced.connect(self.clear_refusal)
        self._view = controller.view(viewer)

    def sizeHint(self) -> QSize:
        return QSize(900, 420)

    def _on_changed(self, events=()) -> None:
        self._view = self.controller.view(self.viewer)
        if events:
            self.refusal = None             # something was done: the old refusal no longer stands
        else:
            self._pictures, self._kept_board = {}, None     # another battle (or told again): its own markers
            self._places, self._homes, self._packings = {}, {}, {}
        self.update()

    # -- geometry -------------------------------------------------------------------------------
    def zone_rects(self) -> dict[str, QRectF]:
        return zone_rects(self._view, self.width(), self.height())

    def roster_rows(self) -> dict[str, QRectF]:
        """With no map (layout "none"): a row per participant, a column per side (players' first)."""
        sides = list(dict.fromkeys(list(self._view.sides) + [t.side for t in self._view.tokens]))
        columns = {side: [t for t in self._view.tokens if t.side == side] for side in sides}
        columns = {side: ts for side, ts in columns.items() if ts}
        w = self.width() / max(1, len(columns))
        h = min(84.0, (self.height() - 8) / max(1, max((len(ts) for ts in columns.values()), default=1)))
        return {t.id: QRectF(i * w + 6, 4 + j * h, w - 12, h - 6)
                for i, ts in enumerate(columns.values()) for j, t in enumerate(ts)}

    def set_scale(self, scale: float) -> None:
        """Zone names and the largest tokens ``scale`` times as large (the table view on a big screen)."""
        self.scale = scale
        self.update()

    def redraw_all(self) -> None:
        """Forget every kept picture: the next paint draws everything (a test recording what is drawn)."""
        self._background, self._pictures, self._kept_board = None, {}, None
        self.update()

    def token_rects(self) -> dict[str, QRectF]:
        """Where each token is drawn (its circle), by token id: laid out again when the tokens, the map or
        the size changed (a change elsewhere hands out the same tokens: nothing is laid out)."""
        view = self._view
        key = (view.tokens, view.map, view.sides, view.extra.get("positions"), self.width(), self.height(),
               self.scale)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, self._token_rects())
        return self._layout[1]

    def _token_rects(self) -> dict[str, QRectF]:
        if self._view.map.layout == "none":
            out = {}
            for who, row in self.roster_rows().items():
                r = min(26.0, row.height() * 0.32)
                out[who] = QRectF(row.left() + 6, row.top() + 6, 2 * r, 2 * r)
            return out
        out, kept, packings = {}, {}, {}
        common = (self.scale, self.read_only, current_language())
        groups = self._groups()
        places = keep_places(self._places, self._homes, {zone: [t.id for t in tokens]
                                                          for zone, (_, tokens) in groups.items()})
        for zone, (box, tokens) in groups.items():
            slots = places[zone]
            packing = self._zone_packing(zone, box, tokens, len(slots), common)
            packings[zone] = packing
            key = (box.getRect(), tuple(slots), packing[:3])
            zone_kept = self._zone_layouts.get(zone)
            if zone_kept is not None and zone_kept[0] == key:      # its places as they were: laid out as then
                out.update(zone_kept[1])
                kept[zone] = zone_kept
                continue
            start = len(out)
            self._lay_out_zone(slots, box, packing[2], out)
            kept[zone] = (key, dict(list(out.items())[start:]))
        self._zone_layouts, self._packings = kept, packings
        return out

    def _zone_packing(self, zone, box: QRectF, tokens: list, places: int, common: tuple) -> tuple:
        """(its key, the longest name it was made for, (columns, rows, radius, name size), its tokens, their
        longest name) of a zone of ``places`` places: kept while the zone and the language are the same, its
        places fit and no more than a quarter of them stand empty, and no name is longer than it was made for,
        so a marker leaving or coming back leaves every other marker where and as it was drawn."""
        kept = self._packings.get(zone)
        if kept is not None and kept[3] == tokens:          # (the same tokens: the same names)
            longest = kept[4]
        else:
            longest = max((self._name_advance(t) for t in tokens), default=1.0)
        key = (box.getRect(), common)
        if kept is not None and kept[0] == key and longest <= kept[1]:
            room = kept[2][0] * kept[2][1]
            if room * 3 / 4 < places <= room:
                return kept[:3] + (tokens, longest)
        cols, r, px = self._packing(places, longest, self._body(box))
        return key, longest, (cols, math.ceil(places / cols), r, px), tokens, longest

    def _groups(self) -> dict:
        """zone -> (its rectangle, its tokens), in the view's order; with no zones (or none of hers) one
        group over the whole map (None); a token off the map (escaped, fled) in none."""
        rects = self.zone_rects()
        by_zone: dict[str | None, list] = {}
        for t in self._view.tokens:
            by_zone.setdefault(t.zone if t.zone in rects else None, []).append(t)
        out = {}
        for zone, tokens in by_zone.items():
            box = rects.get(zone, QRectF(0, 0, self.width(), self.height()) if not rects else None)
            if box is not None:
                out[zone] = (box, tokens)
        return out

    def _body(self, box: QRectF) -> QRectF:
        """Where a zone's markers stand: under its name."""
        return box.adjusted(6, 30 * self.scale, -6, -6)

    def _lay_out_zone(self, slots: list, box: QRectF, packing: tuple, out: dict) -> None:
        """Where each of the zone's markers goes (``slots``: its places, ids or None for a gap) in ``box``
        (into ``out``), and how wide and large its name is."""
        body = self._body(box)
        cols, rows, r, label_px = packing
        for i, who in enumerate(slots):
            if who is None:
                continue
            cx = body.left() + (i % cols + 0.5) * body.width() / cols
            cy = body.top() + (i // cols + 0.5) * body.height() / rows - r * 0.3
            out[who] = QRectF(cx - r, cy - r, 2 * r, 2 * r)
            in_row = min(cols, len(slots) - (i // cols) * cols)        # a name is as wide as the room to
            room = body.width() / cols - 4 if in_row > 1 else body.width()  # its neighbour: none overlap
            self._label_widths[who] = min(max(2.2 * 2 * r, label_px * 7), room)
            self._label_px[who] = label_px

    def _packing(self, n: int, longest: float, body: QRectF) -> tuple[int, float, float]:
        """(columns, marker radius, name size) for ``n`` places in a zone's ``body`` whose longest name is
        ``longest`` wide at 100 px: the columns that give the names the largest type (the longest whole in
        its column), then the larger markers. On the table view's scale a name asks for 28 px and more at
        1920×1080."""
        best = (1, 8.0, 11.0, -1.0)
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            cw, ch = body.width() / cols, body.height() / rows
            largest = max(8.0, min(34.0 * self.scale, ch / 3.2, cw * 0.45))
            for r in (largest, max(8.0, min(largest, ch / 4.2))):      # smaller markers, larger names
                wanted = max(11.0, 0.72 * r, 18.7 * self.scale if self.read_only else 0.0)
                px = max(9.0, min(wanted, (ch - 2.1 * r) * 0.7, (cw - 4) * 100.0 / longest))
                score = px + 0.05 * r
                if score > best[3] + 0.01:
                    best = (cols, r, px, score)
            if largest == 8.0 and (cw - 4) * 100.0 / longest <= 9.0:
                break           # the smallest markers and names already: more columns are no better
        return best[:3]

    def _name_advance(self, t) -> float:
        """The width of ``t``'s name at 100 px (bold): how large it may be drawn in a column."""
        key = (t.name, t.label, current_language())         # (its name told once a language)
        width = self._advances.get(key)
        if width is None:
            name = self.controller.token_name(t)
            width = self._advances[key] = QFontMetricsF(font(100, True)).horizontalAdvance(name)
        return width

    def zone_at(self, pos: QPointF) -> str | None:
        return next((z for z, r in self.zone_rects().items() if r.contains(pos)), None)

    def token_at(self, pos: QPointF) -> str | None:
        return next((t for t, r in self.token_rects().items() if r.contains(pos)), None)

    # -- moves ----------------------------------------------------------------------------------
    def moves_of(self, who: str) -> dict:
        """zone -> the legal command that moves ``who`` there now."""
        out = {}
        for c in self.controller.legal_commands(who):
            to = c.params.get("to")
            if isinstance(to, str) and to not in out and not c.params.get("target"):
                out[to] = c
        return out

    def drop(self, who: str, zone: str) -> bool:
        """Move ``who`` to ``zone`` if the rules allow it now; else say why, at the marker and in the
        status bar (nothing changes)."""
        c = self.moves_of(who).get(zone)
        if c is None:
            why, with_rule = self.why_not(who, zone)
            self.show_refusal(who, why)
            self.controller.error.emit(with_rule)
            return False
        return self.controller.do(c)

    def move_probe(self, who: str, zone: str):
        """The command a drop of ``who`` on ``zone`` would be: one of her own moves with that zone as its
        ``to``; when she has none now, the move of one the battle waits on, made hers (None: nobody
        may move now, nothing to ask)."""
        def moves(actor):
            return [c for c in self.controller.legal_commands(actor)
                    if isinstance(c.params.get("to"), str) and not c.params.get("target")]
        templates = moves(who)
        for a in self.controller.awaited():
            if templates:
                break
            if a.who is not None and a.who != who:
                templates = moves(a.who)
        if not templates:
            return None
        t = templates[0]
        return Command(t.type, who, {**t.params, "to": zone})

    def why_not(self, who: str, zone: str) -> tuple[str, str]:
        """Why ``who`` may not move to ``zone`` now, in the ruleset's own words through ``Session.can`` (not
        adjacent, too far, engaged, not her turn…): (the reason, the reason with its rule). With nobody
        to move now, a plain ``move`` is asked, and its answer taken if it names a rule."""
        probe = self.move_probe(who, zone)
        verdict = self.controller.can(probe) if probe is not None else None
        if verdict is None:
            verdict = self.controller.can(Command("move", who, {"to": zone}))
            verdict = verdict if not verdict and verdict.rule else None
        if verdict is not None and not verdict:
            return self.controller.reason(verdict), self.controller.reason(verdict, rule=True)
        text = cannot_move_text(self.controller, who, zone)
        return text, text

    # -- a refusal said at the marker, until something is done ------------------------------------
    def show_refusal(self, who: str, text: str) -> None:
        self.refusal = (who, text)
        self.update()

    def clear_refusal(self) -> None:
        if self.refusal is not None:
            self.refusal = None
            self.update()

    def refusal_rect(self) -> QRectF | None:
        """Where the refusal is written: under the marker it concerns, inside the map."""
        if self.refusal is None:
            return None
        r = self.token_rects().get(self.refusal[0])
        if r is None:
            return None
        width = min(max(260.0, 3.2 * r.width()), self.width() - 8)
        f = font(max(13.0, 15 * self.scale), True)
        metrics = QFontMetricsF(f)
        lines = metrics.boundingRect(QRectF(0, 0, width - 16, 1000), int(Qt.TextFlag.TextWordWrap),
                                     "✖ " + self.refusal[1]).height()
        box = QRectF(r.center().x() - width / 2, r.bottom() + r.height() * 0.6 + 2, width, lines + 12)
        box.moveLeft(min(max(4.0, box.left()), self.width() - width - 4))
        if box.bottom() > self.height() - 4:                    # no room under it: over the marker
            box.moveBottom(r.top() - 2)
        return box

    # -- mouse ----------------------------------------------------------------------------------
    def mousePressEvent(self, e):
        who = self.token_at(e.position())
        if who is None:
            return super().mousePressEvent(e)
        self.selected = who
        self.token_clicked.emit(who)
        if not self.read_only and e.button() == Qt.MouseButton.LeftButton:
            self.refusal = None
            self._drag, self._drag_pos = who, e.position()
            self._reachable = self.moves_of(who)
        self.update()

    def mouseMoveEvent(self, e):
        if self._drag is not None:
            self._drag_pos = e.position()
            self.update()

    def mouseReleaseEvent(self, e):
        who, self._drag = self._drag, None
        self._reachable = {}
        if who is not None:
            token = self._view.token(who)
            zone = self.zone_at(e.position())
            if zone is not None and token is not None and zone != token.zone:
                self.drop(who, zone)
        self.update()

    # -- painting -------------------------------------------------------------------------------
    def paintEvent(self, _e):
        p = QPainter(self)
        tokens = self.token_rects()
        colors = side_colors(self._view, self.theme)
        acting = self._view.acting()
        roster = self._view.map.layout == "none"
        dragged = self._drag if self._drag_pos is not None and not roster else None
        p.drawPixmap(0, 0, self._board(tokens, colors, acting, dragged, p))
        t = self._view.token(dragged) if dragged is not None else None
        if t is not None and t.id in tokens:                # the marker dragged, over the others
            r = QRectF(tokens[t.id])
            r.moveCenter(self._drag_pos)
            picture, offset = self._picture(t, r, colors, t.id in acting, None)
            p.drawPixmap(r.topLeft() + offset, picture)
        box = self.refusal_rect()
        if box is not None:                     # a refused drop's reason, under the marker
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor("#ffb3ad"), 1.5))
            p.setBrush(QColor(120, 24, 20, 235))
            p.drawRoundedRect(box, 6, 6)
            p.setPen(QColor("#ffffff"))
            p.setFont(font(max(13.0, 15 * self.scale), True))
            p.drawText(box.adjusted(8, 6, -8, -6), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                       "✖ " + self.refusal[1])
        p.end()

    def _board(self, tokens: dict, colors: dict, acting: set, dragged: str | None, painter) -> QPixmap:
        """The map as it stands: the zones' picture with every marker on it but the one dragged, kept as one
        picture. After a change only the markers whose token, place, ring or name's room changed are drawn
        again, over the zones' picture there and with the markers they overlap (in the view's order): a move
        among 200 markers draws two. Drawn whole when the zones' picture, the size, the theme, the language or
        the sides' colours changed, or many markers did. (``painter``: the class of the paint's painter, so a
        test's recording one sees the drawing.)"""
        background = self._zones_picture()
        rows = self.roster_rows() if self._view.map.layout == "none" else {}
        common = (id(background), id(self.theme), current_language(), self.devicePixelRatioF(), self.scale,
                  tuple(c.rgba() for c in colors.values()))
        kept = self._kept_board
        same = kept is not None and kept[0] == common
        drawn = (tokens, self._view, dragged, self.selected)
        if same and all(a is b for a, b in zip(kept[3], drawn)):
            return kept[1]                      # the same view laid out the same: nothing to look at
        old = kept[2] if same else {}
        placed = {}
        widths, pxs, selected = self._label_widths, self._label_px, self.selected
        for t in self._view.tokens:
            r = tokens.get(t.id)
            if r is None or t.id == dragged:
                continue
            row = rows.get(t.id)
            face = (t, r.getRect(), t.id in acting, t.id == selected, widths.get(t.id), pxs.get(t.id),
                    None if row is None else row.getRect())
            was = old.get(t.id)
            if was is not None and was[0] == face:
                placed[t.id] = was
                continue
            picture, offset = self._picture(t, r, colors, face[2], row)
            placed[t.id] = (face, QRectF(r.topLeft() + offset, picture.deviceIndependentSize()), picture)
        changed = None                          # None: drawn whole
        if same:
            changed = [v[1] for k, v in old.items() if placed.get(k) is not v]
            changed += [v[1] for k, v in placed.items() if old.get(k) is not v]
            if not changed:
                self._kept_board = (common, kept[1], placed, drawn)
                return kept[1]
            if len(changed) > 24 or [k for k in placed if k in old] != [k for k in old if k in placed]:
                changed = None                  # many, or in another order
        board = kept[1] if changed is not None else self._canvas(self.width(), self.height())
        p = painter.__class__(board)
        if changed is not None:                 # only where something changed
            from PySide6.QtGui import QRegion   # (its type is not built for the first paint)
            region = QRegion()
            for r in changed:
                region = region.united(r.toAlignedRect().adjusted(-1, -1, 1, 1))
            p.setClipRegion(region)
            bounds = QRectF(region.boundingRect())
            changed = [QRectF(r).adjusted(-1, -1, 1, 1) for r in changed]
        p.drawPixmap(0, 0, background)
        for _, where, picture in placed.values():
            if changed is None or where.intersects(bounds) and any(where.intersects(r) for r in changed):
                p.drawPixmap(where.topLeft(), picture)
        p.end()
        self._kept_board = (common, board, placed, drawn)
        return board

    def _canvas(self, width: float, height: float) -> QPixmap:
        ratio = self.devicePixelRatioF()
        picture = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
        picture.setDevicePixelRatio(ratio)
        return picture

    def _zones_picture(self) -> QPixmap:
        """The background and the zones (their borders, names and the edges between them), kept."""
        view = self._view
        key = (self.width(), self.height(), self.scale, id(self.theme), view.map, view.extra.get("positions"),
               tuple(sorted(self._reachable)), current_language(), self.devicePixelRatioF())
        if self._background is not None and self._background[0] == key:
            return self._background[1]
        th = self.theme
        picture = self._canvas(self.width(), self.height())
        picture.fill(Qt.GlobalColor.transparent)     # a theme over a map picture has no background of its own
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, QRectF(0, 0, self.width(), self.height()), th.background)
        rects = self.zone_rects()
        centres = {z: r.center() for z, r in rects.items()}
        if view.map.layout != "line":
            p.setPen(QPen(th.area_border, 3))
            for a, b in view.map.edges:
                if a in centres and b in centres:
                    p.drawLine(centres[a], centres[b])
        for i, z in enumerate(view.map.zones):
            r = rects[z.id]
            colour = th.area_fills[i % len(th.area_fills)]      # (a copy, QColor(colour), builds QByteArray's type)
            if z.id in self._reachable:
                colour = th.reachable
            p.setBrush(colour)
            p.setPen(QPen(th.highlight if z.id in self._reachable else th.area_border, 2,
                          Qt.PenStyle.DashLine if z.cover else Qt.PenStyle.SolidLine))
            p.drawRoundedRect(r, 8, 8)
            name = self.controller.text(z.name) + (" · " + self.tr("cover") if z.cover else "")
            f, shown = fitted(name, 18 * self.scale, r.width() - 12)
            p.setFont(f)
            p.setPen(th.text)
            p.drawText(QRectF(r.left() + 6, r.top() + 4, r.width() - 12, 24 * self.scale), Qt.AlignmentFlag.AlignCenter,
                       shown)
        p.end()
        self._background = (key, picture)
        return picture

    def _picture(self, t, r: QRectF, colors: dict, acting: bool, row: QRectF | None) -> tuple[QPixmap, QPointF]:
        """``t``'s marker (its circle, badge and name; with no map, its row) as a picture, and where it goes
        from the circle's top left: kept while ``t`` is the same token and its marker the same size."""
        th = self.theme
        label_w = self._label_widths.get(t.id, r.width() * 2.2)
        px = self._label_px.get(t.id, max(11.0, r.height() * 0.36))
        colour = th.out if OUT_STATES & set(t.status) else colors.get(t.side, th.doll)
        key = (r.width(), r.height(), label_w, px, acting, t.id == self.selected, id(th), colour.rgba(),
               None if row is None else (row.width(), row.height(), row.left() - r.left(), row.top() - r.top()),
               current_language(), self.devicePixelRatioF())
        kept = self._pictures.get(t.id)
        if kept is not None and kept[0] is t and kept[1] == key:
            return kept[2], kept[3]
        if row is not None:                         # a roster's row: the marker and the row beside it
            area = row.united(r)
        else:                                       # the circle, a badge's pills and the name under it
            room = max(label_w, r.width())
            area = QRectF(r.center().x() - room / 2 - 2, r.top() - 2, room + 4, r.height() + px * 1.35 + 6)
        picture = self._canvas(area.width(), area.height())
        picture.fill(Qt.GlobalColor.transparent)
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(-area.topLeft())
        p.setBrush(colour)
        ring = th.highlight if acting else (th.text if t.id == self.selected else th.area_border)
        p.setPen(QPen(ring, 4 if acting else 2))
        p.drawEllipse(r)
        if row is not None:
            self._paint_row(p, t, row, r)
        else:
            self._paint_badge(p, t, r)
            f, shown = fitted(self.controller.token_name(t), px, label_w)
            p.setFont(f)
            p.setPen(th.text)
            p.drawText(QRectF(r.center().x() - label_w / 2, r.bottom() + 1, label_w, px * 1.35),
                       Qt.AlignmentFlag.AlignCenter, shown)
        p.end()
        offset = area.topLeft() - r.topLeft()
        self._pictures[t.id] = (t, key, picture, offset)
        return picture, offset

    def badge_fonts(self, t, r: QRectF) -> list[tuple[QRectF, object, str, bool]]:
        """Where and how each line of ``t``'s badge is written over its circle ``r``: (rect, font, text,
        on a pill), a line per track (badge_lines). A line wider than the circle there is written on a
        dark pill as wide as it needs (up to the name's width), never cut to "H 21/…"."""
        lines = badge_lines(self.controller, t)
        if not lines:
            return []
        h = r.height() * min(0.34, 0.78 / len(lines))
        top = r.center().y() - h * len(lines) / 2
        room = max(self._label_widths.get(t.id, r.width() * 2.2), r.width())
        f = font(h * 0.92, True)
        metrics = QFontMetricsF(f)
        out = []
        for i, text in enumerate(lines):
            y = top + i * h
            dy = max(abs(y - r.center().y()), abs(y + h - r.center().y()))
            half = max(0.0, (r.width() / 2) ** 2 - dy ** 2) ** 0.5
            need = metrics.horizontalAdvance(text) + 4
            pill = need > 2 * half
            width = min(room, need + 6) if pill else 2 * half
            if need > width:                      # not even on a pill: smaller, then cut
                g, shown = fitted(text, h * 0.92, width - 4, floor=0.6)
            else:
                g, shown = f, text
            out.append((QRectF(r.center().x() - width / 2, y, width, h), g, shown, pill))
        return out

    def _paint_badge(self, p: QPainter, t, r: QRectF) -> None:
        """Each of the token's badge tracks apart, as its rules read it ("P 4/5" over "M 0/5", "A 3/5"
        over "H 21/30"): never one sum of unlike tracks."""
        for box, f, shown, pill in self.badge_fonts(t, r):
            if pill:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(20, 18, 26, 220))
                p.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            p.setPen(self.theme.text if pill else QColor("#111111"))
            p.setFont(f)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)

    def _paint_row(self, p: QPainter, t, row: QRectF, circle: QRectF) -> None:
        """A participant with no map: the name and status beside the marker, the tracks under it as
        boxes carrying their labels (health in the ruleset's own notation: O / X *)."""
        th = self.theme
        x = circle.right() + 10
        status = [self.controller.text(Term("status", w, w)) for w in t.status if w != "acting"]
        text = self.controller.token_name(t) + (f"  ({', '.join(status)})" if status else "")
        f, shown = fitted(text, 16, row.right() - x)
        p.setFont(f)
        p.setPen(th.text)
        p.drawText(QRectF(x, row.top() + 2, row.right() - x, 22), Qt.AlignmentFlag.AlignVCenter, shown)
        y = row.top() + 28
        box = max(10.0, min(22.0, row.height() - 34))
        for tr in t.tracks:
            bx = x
            for seg in tr.segments:
                r = QRectF(bx, y, box, box)
                p.setBrush(STATE_COLORS.get(seg.state, STATE_COLORS["damaged"]))
                p.setPen(QPen(th.area_border, 1))
                p.drawRect(r)
                p.setFont(font(box * 0.62, True))
                p.setPen(QColor("#111111"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, seg.label)
                bx += box + 2
                if bx + box > row.right():
                    break
            y += box + 3
