"""The zone map: any ruleset's zones (a line, a graph, or none) with the tokens in them; drag a token to
a zone to move it (the legal command whose ``to`` is that zone), reachable zones lit while dragging."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from vtt.core.errors import Term
from vtt.core.ruleset import GM_VIEWER, View, Viewer
from vtt.ui.theme import DARK, fitted, font
from vtt.ui.widgets.segment_tracks import STATE_COLORS

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


def zone_rects(view: View, width: float, height: float) -> dict[str, QRectF]:
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
    w, h = cw * 0.88, ch * 0.84
    # zones placed by the ruleset may stand closer than a grid cell: shrink them all alike until no
    # two overlap (two boxes are apart when they are apart across or down)
    scale, ids = 1.0, list(centres)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            (ax, ay), (bx, by) = centres[a], centres[b]
            scale = min(scale, 0.94 * max(abs(ax - bx) / w, abs(ay - by) / h))
    w, h = w * max(scale, 0.3), h * max(scale, 0.3)
    out = {}
    for zid, (cx, cy) in centres.items():
        x = min(max(cx - w / 2, 2.0), max(2.0, width - w - 2))          # kept inside the widget
        y = min(max(cy - h / 2, 2.0), max(2.0, height - h - 2))
        out[zid] = QRectF(x, y, w, h)
    return out


class ZoneMap(QWidget):
    """Draws ``controller.view(viewer)``; ``read_only`` for the table view (no dragging)."""

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
        self.setMouseTracking(False)
        self.scale = 1.0             # the table view draws zone names and tokens larger on a big screen
        self.setMinimumSize(320, 200)
        controller.changed.connect(self._on_changed)
        self._view = controller.view(viewer)

    def sizeHint(self) -> QSize:
        return QSize(900, 420)

    def _on_changed(self, _events=()) -> None:
        self._view = self.controller.view(self.viewer)
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

    def token_rects(self) -> dict[str, QRectF]:
        """Where each token is drawn (its circle), by token id."""
        if self._view.map.layout == "none":
            out = {}
            for who, row in self.roster_rows().items():
                r = min(26.0, row.height() * 0.32)
                out[who] = QRectF(row.left() + 6, row.top() + 6, 2 * r, 2 * r)
            return out
        rects = self.zone_rects()
        by_zone: dict[str | None, list] = {}
        for t in self._view.tokens:
            by_zone.setdefault(t.zone if t.zone in rects else None, []).append(t)
        out = {}
        for zone, tokens in by_zone.items():
            box = rects.get(zone, QRectF(0, 0, self.width(), self.height()) if not rects else None)
            if box is None:
                continue                       # off the map (escaped, fled): the order track shows them
            body = box.adjusted(6, 30 * self.scale, -6, -6)
            cols = max(1, math.ceil(math.sqrt(len(tokens) * body.width() / max(1.0, body.height()))))
            rows = math.ceil(len(tokens) / cols)
            cell = min(body.width() / cols, body.height() / rows)
            r = max(8.0, min(34.0 * self.scale, cell * 0.32))
            for i, t in enumerate(tokens):
                cx = body.left() + (i % cols + 0.5) * body.width() / cols
                cy = body.top() + (i // cols + 0.5) * body.height() / rows - r * 0.3
                out[t.id] = QRectF(cx - r, cy - r, 2 * r, 2 * r)
                in_row = min(cols, len(tokens) - (i // cols) * cols)       # a name is as wide as the room to
                room = body.width() / cols - 4 if in_row > 1 else body.width()  # its neighbour: none overlap
                self._label_widths[t.id] = min(2.2 * 2 * r, room)
        return out

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
        """Move ``who`` to ``zone`` if the rules allow it now; else say why (nothing changes)."""
        c = self.moves_of(who).get(zone)
        if c is None:
            self.controller.error.emit(self.why_not(who, zone))
            return False
        return self.controller.do(c)

    def why_not(self, who: str, zone: str) -> str:
        """Why ``who`` may not move to ``zone`` now (as the line map's hook: a subclass says more)."""
        return cannot_move_text(self.controller, who, zone)

    # -- mouse ----------------------------------------------------------------------------------
    def mousePressEvent(self, e):
        who = self.token_at(e.position())
        if who is None:
            return super().mousePressEvent(e)
        self.selected = who
        self.token_clicked.emit(who)
        if not self.read_only and e.button() == Qt.MouseButton.LeftButton:
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
        th = self.theme
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), th.background)
        rects = self.zone_rects()
        centres = {z: r.center() for z, r in rects.items()}
        if self._view.map.layout != "line":
            p.setPen(QPen(th.area_border, 3))
            for a, b in self._view.map.edges:
                if a in centres and b in centres:
                    p.drawLine(centres[a], centres[b])
        for i, z in enumerate(self._view.map.zones):
            r = rects[z.id]
            fill = QColor(th.area_fills[i % len(th.area_fills)])
            if z.id in self._reachable:
                fill = th.reachable
            p.setBrush(fill)
            p.setPen(QPen(th.highlight if z.id in self._reachable else th.area_border, 2,
                          Qt.PenStyle.DashLine if z.cover else Qt.PenStyle.SolidLine))
            p.drawRoundedRect(r, 8, 8)
            name = self.controller.text(z.name) + (" · " + self.tr("cover") if z.cover else "")
            f, shown = fitted(name, 18 * self.scale, r.width() - 12)
            p.setFont(f)
            p.setPen(th.text)
            p.drawText(QRectF(r.left() + 6, r.top() + 4, r.width() - 12, 24 * self.scale), Qt.AlignmentFlag.AlignCenter,
                       shown)
        tokens = self.token_rects()
        colors = side_colors(self._view, th)
        acting = self._view.acting()
        roster = self._view.map.layout == "none"
        rows = self.roster_rows() if roster else {}
        for t in self._view.tokens:
            r = tokens.get(t.id)
            if r is None:
                continue
            if t.id == self._drag and self._drag_pos is not None and not roster:
                r = QRectF(r)
                r.moveCenter(self._drag_pos)
            out = bool(OUT_STATES & set(t.status))
            p.setBrush(th.out if out else colors.get(t.side, th.doll))
            ring = th.highlight if t.id in acting else (th.text if t.id == self.selected else th.area_border)
            p.setPen(QPen(ring, 4 if t.id in acting else 2))
            p.drawEllipse(r)
            if roster:
                self._paint_row(p, t, rows[t.id], r)
                continue
            total = sum(len(tr.segments) for tr in t.tracks)
            if total:
                intact = sum(tr.intact for tr in t.tracks)
                p.setFont(font(max(9.0, r.height() * 0.34), True))
                p.setPen(QColor("#111111"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{intact}/{total}")
            label_w = self._label_widths.get(t.id, r.width() * 2.2)
            f, shown = fitted(self.controller.token_name(t), max(11.0, r.height() * 0.36), label_w)
            p.setFont(f)
            p.setPen(th.text)
            p.drawText(QRectF(r.center().x() - label_w / 2, r.bottom() + 1, label_w, r.height() * 0.6),
                       Qt.AlignmentFlag.AlignCenter, shown)
        p.end()

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
