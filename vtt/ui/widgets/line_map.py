"""A map of zones in a row (a view's ``line`` layout: Nechronica's five areas, 奈落 on the left), a marker
per participant, drag to move.

Drawn from the ruleset's view (``looks_of``): the zones and their names in both languages, each token's
place, her damage tracks as a ring (a track of "bodies" as a legion's count), who acts now. A drop asks
the session for the legal commands whose ``to`` is the zone dropped on — hers, or another's that names
her as ``target`` — and sends the one (or the one the GM picks); a refusal is said at the marker. A
ruleset's window subclasses it for what only it knows (``move_options`` before the battle, ``why_not``,
``command_label``, ``tooltip``, ``pending_moves``): Nechronica's area map does."""
from __future__ import annotations

import math
from bisect import insort
from itertools import chain, compress, repeat
from operator import attrgetter, is_not
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRegion, QTransform
from PySide6.QtWidgets import (QApplication, QFrame, QGraphicsItem, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsSimpleTextItem, QGraphicsView, QMenu, QWidget)

from vtt.core import battle_pictures, errors, pictures, records, ruleset
from vtt.ui import i18n, theme
from vtt.ui.widgets import battle_controller, rows, zone_map

MAP_PICTURE, PORTRAITS = battle_pictures.MAP_PICTURE, battle_pictures.PORTRAITS
Term = errors.Term
PictureError = pictures.PictureError
Command = records.Command
GM_VIEWER, TABLE_VIEWER = ruleset.GM_VIEWER, ruleset.TABLE_VIEWER
Retranslating = i18n.Retranslating
DARK, Theme, fitted, font = theme.DARK, theme.Theme, theme.fitted, theme.font
Kept, changed_at, others = battle_controller.Kept, battle_controller.changed_at, battle_controller.others
rounded = rows.rounded
OUT_STATES, SMALL_CROWD, cannot_move_text = zone_map.OUT_STATES, zone_map.SMALL_CROWD, zone_map.cannot_move_text
keep_places, over_picture, side_colors = zone_map.keep_places, zone_map.over_picture, zone_map.side_colors

# Scene units. The scene is as wide as the view divided by ``zoom`` (but never narrower than five
# marker columns), and fitInView maps it back: so a scene unit is ``zoom`` screen pixels whenever
# the areas have room, and text grows with the zoom (docs/table-view.md).
HEADER_H = 150.0
PAD = 14.0
CELL_W = 158.0
CELL_H = 168.0
REFUSAL_MS = 4000         # how long a refused drop's reason stays at the marker
TABLE_ROWS = 3            # marker rows the table view's areas make room for before any is needed
DISC = 96.0
NAME_PX = 34.0
BODIES_PX = 22.0          # a legion's bodies on a pill at the foot of her portrait (bodies_pill)
JA_PX = 58.0
EN_PX = 40.0
#: the strip right of the zones for those off the map (shown only when someone is): the ruleset's word
ESCAPED = Term("outcome", "escaped", "Escaped")
_ID, _WHO = attrgetter("id"), attrgetter("who")


class Look(NamedTuple):               # a tuple: made and compared fast (200 per change)
    pid: str
    label: str
    side: str
    area: int                           # the zone's index in the row (-1: off the map)
    escaped: bool
    out: bool
    destroyed: bool
    can_act: bool
    ap: int | None                      # her value in the turn order; None: not shown
    segments: tuple[bool, ...] | None   # intact flag per segment of her tracks; None: not shown / bodies
    bodies: tuple[int, int] | None      # a track of "bodies": (left, of); None: not shown
    portrait: dict | None = None        # her portrait, as the view gives it (vtt.core.battle_pictures)


class KeptLooks(Kept):
    """The looks of the last view (Kept's row) and that view's tokens, turn-order entries, portraits and map: a view
    that hands out the very same records but at a few positions (found in C) has only those looks made again,
    without the dict of 200 entries by whom nor the three columns Kept.row compares (~0.7 M instructions a move
    with 200 on the map)."""

    def __init__(self):
        super().__init__()
        self.last: tuple | None = None   # (tokens, entries, portraits, map, name, looks, token and entry positions)

    def clear(self) -> None:
        super().clear()
        self.last = None


_NO_PORTRAITS: dict = {}


def looks_of(view, kept: Kept | None = None, name=None) -> dict[str, Look]:
    """Every token of a ruleset view (vtt.core.ruleset.View) as a marker draws it, by id in the view's
    order: what the viewer may not see (a hidden enemy, her AP, her damage) is absent from the view, so
    it is absent here too. ``kept``: the looks of the last view; a token and entry the ruleset handed out
    again unchanged keep their look (its very object: the map compares by identity; a KeptLooks looks only at
    the positions whose records changed). ``name(token)``: her name as the marker writes it (the window's:
    ``controller.token_name``, in the interface language; by default the token's ``name``)."""
    name = name or _token_name
    portraits = view.extra.get(PORTRAITS) or _NO_PORTRAITS
    if isinstance(kept, KeptLooks):
        again = _looks_again(view, kept, name, portraits)
        if again is not None:
            return again
    order = view.order.entries
    entries = dict(zip(map(_WHO, order), order))
    zones = {z.id: i for i, z in enumerate(view.map.zones)}
    ids = tuple(map(_ID, view.tokens))
    columns = (view.tokens, map(entries.get, ids), map(portraits.get, ids))
    looks = (map if kept is None else kept.row)(lambda t, e, portrait: _look(t, e, zones, name, portrait), *columns)
    out = dict(zip(ids, looks))
    if isinstance(kept, KeptLooks):
        kept.last = (view.tokens, order, portraits, view.map, name, out, dict(zip(ids, range(len(ids)))),
                     dict(zip(map(_WHO, order), range(len(order)))))
        return dict(out)
    return out


def _looks_again(view, kept: KeptLooks, name, portraits: dict) -> dict[str, Look] | None:
    """The looks of ``view`` made from the last ones (KeptLooks), only the positions whose token or entry is
    another record made again; None where it cannot be (another map, names, portraits, or someone in another
    place of the row)."""
    last = kept.last
    if last is None or last[2] is not portraits or last[3] is not view.map or last[4] != name:
        return None
    tokens, order = view.tokens, view.order.entries
    then_tokens, then_order = last[0], last[1]
    if len(tokens) != len(then_tokens) or len(order) != len(then_order):
        return None
    moved = changed_at(tokens, then_tokens)
    told = changed_at(order, then_order)
    if any(tokens[i].id != then_tokens[i].id for i in moved) or any(order[i].who != then_order[i].who for i in told):
        return None
    looks = last[5]
    if moved or told:
        looks = dict(looks)
        token_at, entry_at = last[6], last[7]
        zones = {z.id: i for i, z in enumerate(view.map.zones)}
        for pid in {tokens[i].id for i in moved} | {order[i].who for i in told}:
            if pid not in token_at:
                continue                      # (an entry of someone the map does not show)
            at = entry_at.get(pid)
            looks[pid] = _look(tokens[token_at[pid]], None if at is None else order[at], zones, name,
                               portraits.get(pid))
    kept.last = (tokens, order, portraits, view.map, name, looks, last[6], last[7])
    return dict(looks)


def _token_name(t) -> str:
    return t.name


def _look(t, e, zones: dict[str, int], name, portrait: dict | None = None) -> Look:
    status = t.status
    legion = bool(t.tracks) and t.tracks[0].name.key == "bodies"
    segments = bodies = None
    if legion:
        segs = t.tracks[0].segments
        bodies = (sum(1 for x in segs if x.state == "ok"), max(1, len(segs)))
    elif t.tracks:
        segments = tuple(x.state == "ok" for tr in t.tracks for x in tr.segments)
    return Look(
        pid=t.id, label=name(t), side=t.side, escaped="escaped" in status or t.zone not in zones,
        area=zones.get(t.zone, -1), out=bool(OUT_STATES & set(status)),
        destroyed="destroyed" in status and bool(t.tracks), can_act="acting" in status,
        ap=e.value if e is not None else None, segments=segments, bodies=bodies, portrait=portrait)


class MarkerItem(QGraphicsRectItem):
    """A participant's token on the map. Holds only the participant id; draws what the map says.

    A rectangle item only for its bounds (asked for on every move, so answered without Python)."""

    def __init__(self, pid: str, area_map: "LineMap"):
        super().__init__(QRectF(-3, -3, CELL_W + 6, CELL_H + 6))
        self.setPen(Qt.NoPen)
        self.pid = pid
        self._map = area_map
        self.setAcceptedMouseButtons(Qt.NoButton)     # the view handles clicks and drags
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        lk = self._map.look_of(self.pid)
        if lk is None:
            return
        t: Theme = self._map.theme
        painter.setRenderHint(QPainter.Antialiasing)
        cx, r = CELL_W / 2, DISC / 2
        cy = PAD / 2 + r + 4
        base = t.out if lk.out else self._map.side_color(lk.side)
        if self._map.selected == self.pid and not self._map.read_only:
            # the selection: a thin dashed frame in the text colour, so the gold "acts now" rim stands out
            rounded(painter, QRectF(2, 2, CELL_W - 4, CELL_H - 4), 12, Qt.NoBrush, QPen(t.muted, 2, Qt.DashLine))
        # ring: one segment per damageable part (intact / damaged), or the legion's bodies left
        ring = QRectF(cx - r, cy - r, 2 * r, 2 * r)
        width = 10
        if lk.segments:
            n = len(lk.segments)
            span = 360 / n
            gap = min(6.0, span * 0.25)
            for i, intact in enumerate(lk.segments):
                painter.setPen(_ring_pen(t.ring_intact if intact and not lk.out else t.ring_damaged, width))
                start = 90 - i * span - gap / 2
                painter.drawArc(ring, int(start * 16), int(-(span - gap) * 16))
        elif lk.bodies:
            left, total = lk.bodies
            painter.setPen(_ring_pen(t.ring_damaged, width))
            painter.drawEllipse(ring)
            if left > 0:
                painter.setPen(_ring_pen(t.ring_intact, width))
                painter.drawArc(ring, 90 * 16, int(-360 * 16 * min(1.0, left / total)))
        else:
            painter.setPen(_ring_pen(t.muted, width))
            painter.drawEllipse(ring)
        inner = ring.adjusted(width, width, -width, -width)
        painter.setPen(QPen(t.highlight, 8) if lk.can_act else Qt.NoPen)
        painter.setBrush(base)
        painter.drawEllipse(inner)
        pictured = lk.portrait is not None and paint_portrait(painter, lk.portrait, inner, base if lk.out else None)
        if pictured and lk.can_act:                  # "acts now" over the portrait's edge
            painter.setPen(QPen(t.highlight, 8))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(inner)
        # inside: the legion's bodies (on a dark pill under a portrait's face), else the first letter of the name
        painter.setPen(t.background)
        if lk.bodies:
            painter.setFont(font(NAME_PX, bold=True))
            text = f"×{lk.bodies[0]}"
            if pictured:                             # at the portrait's foot, as a badge
                painter.setFont(font(BODIES_PX, bold=True))
                pill = bodies_pill(ring, painter.fontMetrics().horizontalAdvance(text))
                rounded(painter, pill, pill.height() / 2, QColor(20, 18, 26, 220), Qt.NoPen)
                painter.setPen(t.text)
                painter.drawText(pill, Qt.AlignCenter, text)
            else:
                painter.drawText(inner, Qt.AlignCenter, text)
        elif not pictured:
            painter.setFont(font(44, bold=True))
            painter.drawText(inner, Qt.AlignCenter, lk.label[:1])
        if lk.destroyed:
            painter.setPen(QPen(t.enemy if lk.side == self._map.players_side() else t.text, 6))
            painter.drawLine(inner.topLeft(), inner.bottomRight())
            painter.drawLine(inner.topRight(), inner.bottomLeft())
        # the name under the disc
        f, name = name_font_and_text(lk.label, CELL_W)
        painter.setFont(f)
        painter.setPen(t.muted if lk.out else t.text)
        box = QRectF(0, cy + r + 2, CELL_W, NAME_PX * 1.4)
        painter.drawText(box, Qt.AlignHCenter | Qt.AlignTop, name)


def bodies_pill(ring: QRectF, text_width: float) -> QRectF:
    """Where a legion's bodies ("×10") stand over her portrait: a pill as wide as its text needs, its foot on the
    ring's, so it covers the ring's foot and only the lowest quarter of the face (over the face's middle it hid
    half of it: a soldier's face under her helmet)."""
    h = BODIES_PX * 1.25
    w = max(BODIES_PX * 2.4, text_width + BODIES_PX * 0.8)
    return QRectF(ring.center().x() - w / 2, ring.bottom() - h, w, h)


def paint_portrait(painter: QPainter, portrait, inner: QRectF, veil: QColor | None = None) -> bool:
    """``portrait`` cut to the circle ``inner`` (at the painter's device resolution), under ``veil`` (her
    colour out of the fight, greying it) where given. False when it cannot be shown: the disc stays as
    without one, a dashed ring inside saying a picture is missing (vtt.ui.images)."""
    from vtt.ui import images
    scale = max(abs(painter.worldTransform().m11()), 0.1)
    size = max(16, math.ceil(inner.width() * scale / 16) * 16)    # (a few sizes kept, not one per zoom)
    try:
        image = images.portrait_image(portrait, None, size, "circle")
    except PictureError:
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(QColor("#f2eee6"), 2, Qt.DashLine))
        painter.drawEllipse(inner.adjusted(6, 6, -6, -6))
        return False
    painter.drawImage(inner, image)
    if veil is not None:
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(veil.red(), veil.green(), veil.blue(), 170))
        painter.drawEllipse(inner)
    return True


def name_font_and_text(label: str, width: float) -> tuple[QFont, str]:
    """The font and text of a marker's name: a long name is drawn smaller (down to 70 %) before it is cut."""
    return fitted(label, NAME_PX, width)


def _column(lk: Look, zones: int) -> int:
    """The column a marker stands in: her zone's, or the off-map strip's (after the ``zones``)."""
    return zones if lk.escaped else lk.area


# what a marker draws of its look (not where it stands)
_face = attrgetter("label", "side", "out", "destroyed", "can_act", "segments", "bodies", "portrait")


def _ring_pen(color, width) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.FlatCap)
    return pen


class LineMap(Retranslating, QGraphicsView):
    """The zones in a row and everyone in them.

    ``read_only``: no dragging (the table view). ``table_mode``: draw the table's view (what the GM
    hides from the table is not there: hidden enemies not drawn at all, names ???, damage hidden).
    """

    participant_selected = Signal(str)
    token_clicked = Signal(str)                          # the same, under the generic zone map's name
    participant_activated = Signal(str)
    participant_menu_requested = Signal(str, QPoint)     # a right-click on a marker, at this screen point

    def __init__(self, controller, parent=None, read_only: bool = False, table_mode: bool = False,
                 theme: Theme = DARK):
        super().__init__(parent)
        # A viewport made here: Qt's own reaches Python only through viewport(), and its first call
        # makes PySide look for its type among all widget classes (~15 ms of start-up).
        self.setViewport(QWidget())
        self.controller = controller
        self.read_only = read_only
        self.table_mode = table_mode
        self.theme = theme
        self.zoom = 1.0
        self._kept = KeptLooks()            # the looks of the last view (see looks_of)
        self._markers: dict[str, MarkerItem] = {}
        self._forget_battle()
        self._current: dict = {}
        self._zones: list[str] = []
        self._columns = 0
        self._geometry_key = None
        self._on_grid: tuple | None = None                   # the view's scale the spots were put on
        self._by_column: dict[int, list[str]] = {}           # each column's ids in the view's order (refresh)
        self._order: dict[str, int] = {}                     # each id's place in the view's order
        self._placed: dict[int, tuple] = {}                  # each column's places and left edge as last put (_layout)
        self._refusal = None                                 # (pid, reason, item) of a refused drop shown
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self.clear_refusal)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setContextMenuPolicy(Qt.NoContextMenu)
        self.setViewportUpdateMode(QGraphicsView.MinimalViewportUpdate)
        self.setInteractive(False)        # clicks and drags are handled here, not by the items
        if read_only:
            self.setFocusPolicy(Qt.NoFocus)
        self._areas: list[QGraphicsRectItem] = []
        self._ghost_items: list = []
        self._titles: list[tuple[QGraphicsSimpleTextItem, QGraphicsSimpleTextItem]] = []
        self._shown_picture: dict | None = None              # the map picture the background has
        self._under = None                   # (its key, the map picture's layer; None: missing, why)
        self._kept_view = None               # (its key, the picture of the whole view) (see paintEvent)
        self._taking = False                 # the view being drawn into its picture
        self._painting = False
        self._to_take = False
        self._paints = 0                     # paints drawn as Qt draws them
        self._dirty: list = []               # scene rects changed while painting (the picture is taken again)
        self.scene().changed.connect(self._scene_changed)
        self._build_zones()
        controller.changed.connect(self._on_changed)
        controller.session_replaced.connect(self._on_session_replaced)
        self.set_theme(theme)
        self.refresh()

    # -- what to draw -------------------------------------------------------------------------
    def current_looks(self) -> dict[str, Look]:
        """The looks of the view this map draws (the GM's, or the table's), made once per change; a token
        the ruleset handed out again unchanged keeps its look (see looks_of)."""
        view = self.controller.view(TABLE_VIEWER if self.table_mode else GM_VIEWER)
        if view is not self._looks_for:
            self._looks_for, self._current = view, looks_of(view, self._kept, self.controller.token_name)
        return self._current

    def retranslate(self) -> None:
        """The interface language changed: every marker's name told again (the looks made anew)."""
        self._kept.clear()
        self._looks_for = None
        self.refresh()

    def look_of(self, pid: str):
        return self._looks.get(pid)

    def marker(self, pid: str) -> MarkerItem | None:
        return self._markers.get(pid)

    def markers(self) -> dict[str, MarkerItem]:
        return dict(self._markers)

    def area_rect(self, index: int) -> QRectF:
        return self._areas[index].rect()

    # -- the map picture ---------------------------------------------------------------------------
    def picture(self) -> dict | None:
        """The map picture under the row of zones: the view's (None: none)."""
        if self.controller.session is None:
            return None
        return self.controller.view(TABLE_VIEWER if self.table_mode else GM_VIEWER).extra.get(MAP_PICTURE)

    def picture_area(self) -> QRectF:
        """Where the map picture lies: over the row of zones (scene units)."""
        return self.area_rect(0).united(self.area_rect(len(self._zones) - 1)) if self._zones else QRectF()

    @property
    def missing(self) -> str:
        """Why the map picture is not shown ("": it is, or there is none)."""
        picture = self.picture()
        if picture is None or not self._zones:
            return ""
        if self._picture_layer(picture, self.picture_area(), abs(self.transform().m11())) is not None:
            return ""
        return self._under[2]

    def picture_changed(self) -> None:
        """The map picture came, went or moved: the zones see-through over one, the background drawn again."""
        picture = self.picture()
        if (picture is None) != (self._shown_picture is None):
            self._shown_picture = picture
            self._paint_areas()
        self._shown_picture = picture
        self.resetCachedContent()
        self.viewport().update()

    def _picture_layer(self, picture, area: QRectF, scale: float):
        """The map picture as it lies over ``area`` at ``scale`` device pixels a scene unit, kept while they
        stay (a repaint of a marker draws it, clipped, from this); None when it cannot be shown."""
        key = (picture, area.width(), area.height(), round(scale, 3))
        under = self._under
        if under is None or under[0] != key:
            from vtt.ui import images
            try:
                under = (key, images.map_layer(picture, None, area.width(), area.height(), scale)[0], "")
            except PictureError as e:
                under = (key, None, images.missing_text(e))
            self._under = under
        return under[1]

    def drawBackground(self, painter, rect) -> None:
        super().drawBackground(painter, rect)
        picture = self.picture()
        if picture is None or not self._zones:
            return
        area = self.picture_area()
        layer = self._picture_layer(picture, area, abs(painter.worldTransform().m11()))
        if layer is not None:
            painter.drawImage(area, layer)
            return
        from vtt.ui import images           # missing: a placeholder in the corner, and (the GM) why
        size = 64
        painter.drawImage(QPointF(area.left() + 12, area.bottom() - size - 12), images.placeholder(size))
        if not self.read_only:
            painter.setPen(self.theme.muted)
            painter.setFont(font(22))
            painter.drawText(QRectF(area.left() + size + 24, area.bottom() - size - 12, area.width() - size - 36, size),
                             int(Qt.AlignVCenter | Qt.TextWordWrap), self.missing)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.setBackgroundBrush(theme.background)
        # the background brush fills every pixel the view paints, and its kept picture is opaque: Qt need not fill the
        # viewport first (the whole window repainted filled 708×689 px and then copied the map over it: ~0.1 ms)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, theme.background.alpha() == 255)
        for ja, en in self._titles:
            ja.setBrush(theme.text)
            en.setBrush(theme.muted)
        self._paint_areas()
        for m in self._markers.values():
            m.update()

    def set_zoom(self, zoom: float) -> None:
        """Screen pixels per scene unit when the areas have room (the table view's scale)."""
        self.zoom = zoom
        self._rows = 0
        self.refresh()
        self._fit()

    def set_scale(self, scale: float) -> None:
        """As the generic zone map's: the table view ``scale`` times as large on a big screen."""
        self.set_zoom(scale)

    def select(self, pid: str | None) -> None:
        old, self.selected = self.selected, pid
        for p in (old, pid):
            if p in self._markers:
                self._markers[p].update()

    # -- redraw from the state ----------------------------------------------------------------
    def _build_zones(self) -> None:
        """A column per zone (and the off-map strip), with its names: made anew for a battle whose zones
        differ from the last one's."""
        for item in self._areas:
            self.scene().removeItem(item)
        for ja, en in self._titles:
            self.scene().removeItem(ja)
            self.scene().removeItem(en)
        self._areas, self._titles = [], []
        self._zones = self._zone_ids()
        self._columns = len(self._zones)
        self._geometry_key = None
        titles = self.zone_titles() if self.controller.session is not None else []
        for title_ja, title_en in titles + [("", "")]:       # (the off-map strip's: when first shown)
            rect = self.scene().addRect(QRectF())
            rect.setZValue(-10)
            ja = self.scene().addSimpleText(title_ja, font(JA_PX, bold=True))
            en = self.scene().addSimpleText(title_en, font(EN_PX))
            self._areas.append(rect)
            self._titles.append((ja, en))

    def _on_session_replaced(self) -> None:
        if self._zone_ids() != self._zones:
            self._build_zones()
            self.set_theme(self.theme)
        self.clear_refusal()
        for m in self._markers.values():
            self.scene().removeItem(m)
        self._forget_battle()

    def _forget_battle(self) -> None:
        """No marker, look or place kept (a map made, another battle on it)."""
        self.selected: str | None = None
        self._markers.clear()
        self._looks: dict = {}              # the looks drawn now, by participant
        self._kept.clear()
        self._looks_for = None              # the view ``_current`` was made of
        self._spots: dict[str, tuple[float, float]] = {}    # where each marker was put
        self._places: dict[int, list[str | None]] = {}       # each column's places, in order (see _place)
        self._homes: dict[tuple[str, int], int] = {}         # the place each one left in each column
        self._laid = None                                    # (ids, _layout_key()) of the last layout (refresh)
        self._rows = 0                                       # see _room_for
        self._drag: dict | None = None

    def _on_changed(self, events) -> None:
        if self.table_mode and not self.isVisible():
            return                        # a closed table view: showEvent brings it up to date
        self.refresh()
        self._flush_scene()             # what the change moved, drawn into the kept picture now (_scene_changed)

    # -- the view kept as one picture (#39) -------------------------------------------------------------
    # The whole window repainted copies the view from one picture of it, in which a change has drawn only the scene
    # rects it touched (200 cached markers ~5 M instructions a paint, ~1.3 ms). The scene tells its changes
    # (``changed``); they are fetched at once after a change of the battle (_flush_scene: the scene's queued
    # calls), so a repaint right after it finds them drawn; a change found only while painting drops the picture,
    # the view is drawn as Qt draws it and the picture taken again on the next turn of the event loop.
    def _view_key(self) -> tuple:
        vp = self.viewport()
        return (vp.width(), vp.height(), vp.devicePixelRatioF(), self.transform(), self.horizontalScrollBar().value(),
                self.verticalScrollBar().value(), id(self._shown_picture), id(self._under), id(self.theme),
                self.backgroundBrush().color().rgba(), vp.isEnabled(), vp.palette().cacheKey())

    def _flush_scene(self) -> None:
        scene = self.scene()
        for _ in range(2):              # its dirty items found, then the changed rects told (two queued calls)
            QCoreApplication.sendPostedEvents(scene, QEvent.Type.MetaCall)

    def _scene_changed(self, rects) -> None:
        kept = self._kept_view
        if kept is None or self._taking:
            return
        if self._painting or kept[0] != self._view_key():
            self._dirty += rects
            return
        region = QRegion()
        transform = self.viewportTransform()
        for rect in rects:
            region += transform.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2)
        region &= QRegion(self.viewport().rect())
        if region.isEmpty():
            return
        self._taking = True
        try:
            self.viewport().render(kept[1], region.boundingRect().topLeft(), region)
        finally:
            self._taking = False

    def paintEvent(self, event) -> None:
        if self._taking:
            super().paintEvent(event)
            return
        self._painting = True
        try:
            self._flush_scene()
        finally:
            self._painting = False
        kept = self._kept_view
        if kept is not None and not self._dirty and kept[0] == self._view_key():
            p = QPainter(self.viewport())
            p.setClipRegion(event.region())
            p.drawPixmap(0, 0, kept[1])
            p.end()
            return
        super().paintEvent(event)
        self._kept_view, self._dirty = None, []
        self._paints += 1
        if self._paints > 1 and not self._to_take:     # (not after the first: a start that quits draws it once)
            self._to_take = True
            QTimer.singleShot(0, self, self._take_view)

    def _take_view(self) -> None:
        self._to_take = False
        vp = self.viewport()
        if not self.isVisible() or vp.width() <= 0 or vp.height() <= 0:
            return
        self._flush_scene()
        self._dirty = []
        from vtt.ui.widgets.kept import drawn
        self._taking = True
        try:
            picture = drawn(vp, vp.devicePixelRatioF())
        finally:
            self._taking = False
        self._kept_view = (self._view_key(), picture)

    def refresh(self) -> None:
        """Bring every marker in line with the state: reuse items, repaint only what changed. The same tokens in
        the same order as the last layout, at the same size: only those whose look is another object are looked
        at (found in C), and only the columns they left or came to laid out again (200 on the map: one move looks
        at one marker and two columns, not 200)."""
        if self.controller.session is None:
            return
        if self.picture() != self._shown_picture:
            self.picture_changed()
        looks = self.current_looks()     # who the view lacks is not drawn at all
        ids = tuple(looks)
        laid = self._laid
        if (laid is not None and laid[0] == ids and laid[1] == self._layout_key() and self._drag is None
                and len(self._markers) == len(ids)):
            old = self._looks
            changed = list(others(ids, map(old.get, ids), looks.values()))
            if changed:
                self._changed(changed, looks)
            self._draw_ghosts()
            return
        seen = set()
        by_column: dict[int, list[str]] = {}
        for pid, lk in looks.items():
            seen.add(pid)
            m = self._markers.get(pid)
            if m is None:
                m = self._markers[pid] = MarkerItem(pid, self)
                self.scene().addItem(m)
                self._looks[pid] = lk
            elif self._looks[pid] != lk:
                if _face(self._looks[pid]) != _face(lk):
                    m.update()                    # where it stands is _layout's business
                self._looks[pid] = lk
            by_column.setdefault(_column(lk, len(self._zones)), []).append(pid)
        if len(seen) != len(self._markers):
            for pid in [k for k in self._markers if k not in seen]:
                self.scene().removeItem(self._markers.pop(pid))
                self._looks.pop(pid, None)
                self._spots.pop(pid, None)
        self._by_column = by_column
        self._order = {pid: i for i, pid in enumerate(ids)}
        self._layout(by_column)
        self._laid = (ids, self._layout_key()) if self._drag is None else None
        self._draw_ghosts()

    def _layout_key(self) -> tuple:
        """What places the markers besides who stands where: the columns' width, the view's size, the zoom."""
        vp = self.viewport()
        return self._cell(), vp.width(), vp.height(), self.zoom, len(self._zones)

    def _changed(self, pids: list[str], looks: dict[str, Look]) -> None:
        """The markers of ``pids`` (their looks other objects) drawn again where their face changed, and the
        columns they left or came to laid out again (refresh)."""
        n, by_column, columns = len(self._zones), self._by_column, set()
        moved: dict[int, tuple[list[str], list[str]]] = {}      # column -> (those gone from it, those come to it)
        for pid in pids:
            was, lk = self._looks[pid], looks[pid]
            self._looks[pid] = lk
            if was == lk:
                continue
            if _face(was) != _face(lk):
                self._markers[pid].update()
            left, came = _column(was, n), _column(lk, n)
            if left != came:
                stay = by_column[left]
                stay.remove(pid)
                if not stay:
                    del by_column[left]
                insort(by_column.setdefault(came, []), pid, key=self._order.__getitem__)
                columns.update((left, came))
                moved.setdefault(left, ([], []))[0].append(pid)
                moved.setdefault(came, ([], []))[1].append(pid)
        if columns:
            self._layout(by_column, columns, moved)
            if self._laid is not None and self._laid[1] != self._layout_key():   # (the off-map strip came or went)
                self._laid = None
                self.refresh()

    # -- moves declared but not yet resolved (a move into a Rapid window waits on the stack) --------
    def _draw_ghosts(self) -> None:
        for item in getattr(self, "_ghost_items", []):
            self.scene().removeItem(item)
        self._ghost_items = []
        moves = self.pending_moves()
        if not moves:
            return                  # (the path's types are not built before a move is pending)
        from PySide6.QtGui import QPainterPath
        from PySide6.QtWidgets import QGraphicsPathItem
        for pid, to in moves:
            m = self._markers[pid]
            src = m.sceneBoundingRect().center()
            area = self._areas[to].rect()
            box = m.sceneBoundingRect()
            dst = QPointF(area.center().x(), HEADER_H + PAD + box.height() / 2)
            path = QPainterPath()
            path.addEllipse(QRectF(dst.x() - box.width() * 0.35, dst.y() - box.width() * 0.35,
                                   box.width() * 0.7, box.width() * 0.7))       # where she is going
            angle = math.atan2(dst.y() - src.y(), dst.x() - src.x())
            tip = QPointF(dst.x() - math.cos(angle) * box.width() * 0.35, dst.y() - math.sin(angle) * box.width() * 0.35)
            path.moveTo(src)
            path.lineTo(tip)                                                  # to the ring's edge
            for da in (2.6, -2.6):                                            # the arrow's head
                path.moveTo(tip)
                path.lineTo(tip.x() + 28 * math.cos(angle + da), tip.y() + 28 * math.sin(angle + da))
            item = QGraphicsPathItem(path)
            item.setPen(QPen(self.theme.highlight, 5, Qt.PenStyle.DashLine))
            item.setZValue(5)
            who = self._looks[pid].label
            item.setToolTip(QCoreApplication.translate("LineMap", "{0} moves here when the window closes").format(who))
            self.scene().addItem(item)
            self._ghost_items.append(item)

    def _cell(self) -> tuple[float, float, int]:
        vw = max(1, self.viewport().width())
        aw = max(CELL_W + 2 * PAD, vw / self.zoom / self._columns)
        per_row = max(1, int((aw - 2 * PAD) // CELL_W))
        return aw, CELL_W, per_row

    def _place(self, by_column: dict[int, list[str]], per_row: int, places: dict | None = None,
               moved: dict | None = None) -> dict[int, list[str | None]]:
        """Each column's places (keep_places; ``places``: those of some columns, else all of them; ``moved``: column ->
        (those gone from it, those come to it), where known): a column of a few (one row, or up to SMALL_CROWD)
        stands in the battle's order."""
        return keep_places(self._places if places is None else places, self._homes, by_column,
                           max(per_row, SMALL_CROWD), moved)

    def _layout(self, by_column: dict[int, list[str]], only: set[int] | None = None, moved: dict | None = None) -> None:
        """Every marker put in its place (``only``: those of these columns, the others' places as they were;
        ``moved``: who left and came to each of them, told to keep_places, not found along a crowd's places)."""
        self._columns = len(self._zones) + (1 if by_column.get(len(self._zones)) else 0)
        aw, cw, per_row = self._cell()
        if only is None:
            by_column = self._place(by_column, per_row)
        else:
            some = self._place({c: by_column[c] for c in only if c in by_column}, per_row,
                               {c: self._places[c] for c in only if c in self._places}, moved)
            for c in only:
                if c in some:
                    self._places[c] = some[c]
                else:
                    self._places.pop(c, None)
            by_column = self._places
        rows = self._room_for(max((math.ceil(len(v) / per_row) for v in by_column.values()), default=0))
        content_h = HEADER_H + PAD + rows * CELL_H + PAD
        width = aw * self._columns
        vw, vh = max(1, self.viewport().width()), max(1, self.viewport().height())
        height = max(content_h, HEADER_H + CELL_H + 2 * PAD, width * vh / vw)
        rect = QRectF(0, 0, width, height)
        key = (width, height, aw, self._columns)
        if key != self._geometry_key:
            self._geometry_key = key
            self.setSceneRect(rect)
            for i, item in enumerate(self._areas):
                visible = i < self._columns
                ja, en = self._titles[i]
                if visible and i == len(self._zones) and not en.text():   # the off-map strip, named when first shown
                    name_ja, name_en = self.off_map_titles()
                    ja.setText(name_ja)
                    en.setText(name_en)
                item.setVisible(visible)
                ja.setVisible(visible)
                en.setVisible(visible)
                col = i
                item.setRect(QRectF(col * aw, 0, aw, height))
                ja.setPos(col * aw + (aw - ja.boundingRect().width()) / 2, 12)
                en.setPos(col * aw + (aw - en.boundingRect().width()) / 2, 16 + JA_PX * 1.3)
            self._fit()
        dragged = self._drag["pid"] if self._drag and self._drag.get("active") else None
        spots, placed = self._spots, self._placed
        grid = self._grid()
        regrid = grid != self._on_grid
        if regrid:                       # another scale: every marker put on the new grid
            self._on_grid, only = grid, None
        for col in (list(placed) if only is None else only):
            if col not in by_column:
                placed.pop(col, None)
        for col, pids in by_column.items():
            if only is not None and col not in only:
                continue
            x0 = col * aw + (aw - min(len(pids), per_row) * cw) / 2
            was, placed[col] = placed.get(col), (tuple(pids), x0)
            if only is not None and was is not None and was[1] == x0:     # only the places taken by another
                moved = compress(range(len(pids)), chain(map(is_not, pids, was[0]), repeat(True)))
            else:
                moved = range(len(pids))
            for i in moved:
                pid = pids[i]
                if pid is None or pid == dragged:
                    continue
                spot = (x0 + (i % per_row) * cw, HEADER_H + PAD + (i // per_row) * CELL_H)
                if spots.get(pid) != spot or regrid:     # only markers whose place changed are touched
                    spots[pid] = spot
                    marker = self._markers[pid]
                    marker.setPos(*spot)
                    marker.setTransform(self._on_pixels(grid, *spot))

    def _grid(self) -> tuple[float, float]:
        """The view's scale (scene units to viewport pixels) that markers are put on: its offset (the fit centres
        the scene, and Qt may settle it a turn of the event loop later) is the same for every marker."""
        t = self.transform()
        return t.m11(), t.m22()

    @staticmethod
    def _on_pixels(grid: tuple[float, float], x: float, y: float) -> QTransform:
        """What moves a marker at (``x``, ``y``) to the nearest point a whole number of viewport pixels from the scene's
        origin (under a pixel; her place, ``pos()``, is left as laid out): every marker then stands at the same
        fraction of a pixel, so one moved is drawn from the picture Qt keeps of her (DeviceCoordinateCache: at
        another fraction Qt paints her again, in Python, ~0.7 M instructions a move)."""
        sx, sy = grid
        if sx <= 0 or sy <= 0:
            return QTransform()
        return QTransform.fromTranslate(round(x * sx) / sx - x, round(y * sy) / sy - y)

    def _room_for(self, rows: int) -> int:
        """Marker rows the areas make room for: as many as needed, but the room shrinks only once a
        quarter of it stands empty, so a marker moved to and fro between crowded areas does not
        rescale the map (and redraw every marker) each time. A new battle or size starts afresh.

        The table view keeps still: room for TABLE_ROWS rows from the start, and it never shrinks."""
        if self.table_mode:
            self._rows = max(self._rows, rows, TABLE_ROWS)
            return self._rows
        if rows > self._rows or rows <= self._rows * 3 / 4:
            self._rows = rows
        return self._rows

    def _paint_areas(self, reachable=()) -> None:
        t = self.theme if self._shown_picture is None else over_picture(self.theme)   # see-through over a picture
        for i, item in enumerate(self._areas):
            fill = t.area_fills[i % len(t.area_fills)] if i < len(self._zones) else t.panel
            if i in reachable:
                fill = t.reachable
            item.setBrush(fill)
            item.setPen(QPen(t.area_border, 2))

    def _fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._rows = 0
        self.refresh()
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()
        self._fit()

    def area_at(self, scene_pos: QPointF) -> int | None:
        """The area index under a scene point (None outside the five areas)."""
        aw = self._cell()[0]
        if scene_pos.y() < 0 or scene_pos.y() > self.sceneRect().height():
            return None
        i = int(scene_pos.x() // aw) if scene_pos.x() >= 0 else -1
        return i if 0 <= i < len(self._zones) else None

    # -- moving: the session decides ----------------------------------------------------------
    def move_options(self, pid: str) -> dict[int, list[Command]]:
        """The legal commands that would move ``pid``, by the index of the zone they move her to: hers and
        everyone's whose ``to`` names a zone and whose ``target`` (none: the one who acts) is she."""
        out: dict[int, list[Command]] = {}
        index = {z: i for i, z in enumerate(self._zones)}
        for actor in [t.id for t in self.controller.view().tokens]:
            for c in self.controller.legal_commands(actor):
                to = c.params.get("to")
                if isinstance(to, str) and to in index and c.params.get("target", c.actor) == pid:
                    out.setdefault(index[to], []).append(c)
        return out

    def drop_participant(self, pid: str, area: int | None) -> bool:
        """Turn a drop into (at most) one command. Returns True when the session accepted it."""
        lk = self.current_looks().get(pid)
        if self.read_only or lk is None or area is None or area == lk.area:
            return False
        options = self.move_options(pid).get(area, [])
        if not options:
            why = self.why_not(pid, area)
            self.show_refusal(pid, why)
            self.controller.error.emit(why)
            return False
        command = options[0] if len(options) == 1 else self.choose_command(options)
        if command is None:
            return False
        return self.controller.do(command)

    def show_refusal(self, pid: str, text: str) -> None:
        """A refused drop, said at the marker (a red note with the reason) for a few seconds, not only in
        the status bar."""
        self.clear_refusal()
        if pid not in self._spots:      # dropped at the end of a drag, which let go of her spot: put her back first
            self.refresh()              # (else the note went to the map's top-left corner)
        x, y = self._spots.get(pid, (0.0, 0.0))
        from PySide6.QtWidgets import QGraphicsTextItem     # (its type is not built before a refusal)
        note = QGraphicsTextItem()
        note.setDefaultTextColor(QColor("#ffffff"))
        note.setFont(font(24, bold=True))
        note.setTextWidth(CELL_W * 1.9)
        note.setPlainText("✖ " + text)
        r = note.boundingRect()
        box = QGraphicsRectItem(r.adjusted(-6, -4, 6, 4))
        box.setBrush(QColor("#b00020"))
        box.setPen(QPen(QColor("#ffffff"), 2))
        note.setParentItem(box)
        scene_w = self.sceneRect().width()
        box.setPos(max(8.0, min(x, scene_w - r.width() - 14)), y + PAD + DISC + 8)
        box.setZValue(30)
        self.scene().addItem(box)
        self._refusal = (pid, text, box)
        self._refusal_timer.start(REFUSAL_MS)     # the map's own timer: it dies with the map

    def clear_refusal(self, box=None) -> None:
        if self._refusal is not None and (box is None or self._refusal[2] is box):
            self.scene().removeItem(self._refusal[2])
            self._refusal = None

    def refusal(self) -> tuple[str, str] | None:
        """(participant, reason) of the refusal shown at a marker now, if any."""
        return None if self._refusal is None else self._refusal[:2]

    def why_not(self, pid: str, area: int) -> str:
        """Why ``pid`` may not move to the zone of index ``area`` now (a ruleset's map says more)."""
        return cannot_move_text(self.controller, pid, self._zones[area])

    def command_label(self, c: Command) -> str:
        """A command in the menu of those that could move her there."""
        return self.controller.command_text(c)

    def tooltip(self, pid: str) -> str:
        """A marker's tooltip on the GM's map: her name and where she stands."""
        lk = self._looks.get(pid)
        if lk is None:
            return ""
        titles = self.zone_titles()
        where = " ".join(titles[lk.area] if 0 <= lk.area < len(titles) else self.off_map_titles())
        return f"{lk.label} · {where}"

    def pending_moves(self) -> list[tuple[str, int]]:
        """(who, zone index) of every move declared and not resolved yet: drawn as a ghost and an arrow
        (a ruleset whose moves wait on reactions says which)."""
        return []

    def zone_titles(self) -> list[tuple[str, str]]:
        """Each zone's name in Japanese and in English (the big line and the small one)."""
        rules = self.controller.ruleset
        return [(rules.text(z.name, "ja"), rules.text(z.name, "en")) for z in self.controller.view().map.zones]

    def off_map_titles(self) -> tuple[str, str]:
        """The off-map strip's name as the zones', in Japanese and in English: the ruleset's word (its catalog's
        Term("outcome", "escaped"); English where it has none)."""
        rules = self.controller.ruleset
        return rules.text(ESCAPED, "ja"), rules.text(ESCAPED, "en")

    def _zone_ids(self) -> list[str]:
        return [z.id for z in self.controller.view().map.zones] if self.controller.session is not None else []

    def side_color(self, side: str):
        return side_colors(self.controller.view(), self.theme).get(side, self.theme.doll)

    def players_side(self) -> str:
        sides = self.controller.view().sides
        return sides[0] if sides else ""

    def choose_command(self, options: list[Command]) -> Command | None:
        """Several maneuvers could pay for this move: the GM picks one."""
        menu = QMenu(self)
        menu.setTitle(QCoreApplication.translate("LineMap", "Move with…"))
        for c in options:
            menu.addAction(self.command_label(c)).setData(c)
        from PySide6.QtGui import QCursor          # imported when asked: its type is not built at start-up
        chosen = menu.exec(QCursor.pos())
        return chosen.data() if chosen is not None else None

    # -- gestures -----------------------------------------------------------------------------
    def _marker_at(self, view_pos) -> str | None:
        sp = self.mapToScene(view_pos)
        for item in self.scene().items(sp):
            if isinstance(item, MarkerItem):
                return item.pid
        return None

    def viewportEvent(self, event) -> bool:
        if event.type() == event.Type.ToolTip and not self.table_mode:
            from PySide6.QtWidgets import QToolTip      # when first hovered: not at start-up
            pid = self._marker_at(event.pos())
            text = self.tooltip(pid) if pid is not None else ""
            if not text:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            return True
        return super().viewportEvent(event)

    def mousePressEvent(self, event) -> None:
        event.accept()
        pid = self._marker_at(event.position().toPoint())
        menu = event.button() == Qt.RightButton and not self.read_only       # a right-click: her menu
        if pid is None or not (menu or event.button() == Qt.LeftButton):
            return
        self.select(pid)
        self.participant_selected.emit(pid)
        if menu:
            self.participant_menu_requested.emit(pid, event.globalPosition().toPoint())
            return
        self.token_clicked.emit(pid)
        if not self.read_only:
            m = self._markers[pid]
            self._drag = {"pid": pid, "press": event.position(), "offset": self.mapToScene(event.position().toPoint()) - m.pos(),
                          "active": False}

    def mouseMoveEvent(self, event) -> None:
        d = self._drag
        if not d:
            event.accept()
            return
        if not d["active"]:
            if (event.position() - d["press"]).manhattanLength() < QApplication.startDragDistance():
                return
            d["active"] = True
            self._spots.pop(d["pid"], None)      # the mouse moves it now: refresh puts it back
            self._laid = None                    # (every place looked at again then)
            d["options"] = self.move_options(d["pid"])
            self._paint_areas(reachable=set(d["options"]))
            self._markers[d["pid"]].setZValue(10)
        self._markers[d["pid"]].setPos(self.mapToScene(event.position().toPoint()) - d["offset"])
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        d, self._drag = self._drag, None
        if d and d["active"]:
            self._markers[d["pid"]].setZValue(0)
            self._paint_areas()
            self.drop_participant(d["pid"], self.area_at(self.mapToScene(event.position().toPoint())))
            self.refresh()        # accepted: the state moved it; refused: it snaps back
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        pid = self._marker_at(event.position().toPoint())
        if pid is not None:
            self.participant_activated.emit(pid)
        event.accept()

    def wheelEvent(self, event) -> None:
        event.accept()            # the map always fits the view; nothing to scroll

    def keyPressEvent(self, event) -> None:
        event.ignore()            # no keyboard scrolling; let the window have the keys

