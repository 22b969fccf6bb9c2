"""The zone map: any ruleset's zones (a line, a graph, or none) with the tokens in them; drag a token to
a zone to move it (the legal command whose ``to`` is that zone), reachable zones lit while dragging."""
from __future__ import annotations

import math
from collections import defaultdict, deque, namedtuple
from importlib import import_module
from itertools import chain, compress, count, filterfalse, product, repeat
from operator import attrgetter, eq, gt, is_, itemgetter, methodcaller, not_

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from vtt.core import battle_pictures, errors, frozen, pictures, records, ruleset
from vtt.ui import i18n, theme
from vtt.ui.widgets import battle_controller, rows, segment_tracks

MAP_PICTURE, PORTRAITS = battle_pictures.MAP_PICTURE, battle_pictures.PORTRAITS
Term = errors.Term
Frozen, _set = frozen.Frozen, frozen._set
PictureError = pictures.PictureError
Command = records.Command
GM_VIEWER, View, Viewer = ruleset.GM_VIEWER, ruleset.View, ruleset.Viewer
current_language = i18n.current_language
BODY_PX, DARK, HEADING_PX, SaysRefusals = theme.BODY_PX, theme.DARK, theme.HEADING_PX, theme.SaysRefusals
draw_refusal, fitted, floor_size, font = theme.draw_refusal, theme.fitted, theme.floor_size, theme.font
refusal_height, wrapped = theme.refusal_height, theme.wrapped
canvas, stamp = rows.canvas, rows.stamp
STATE_COLORS, badge_lines = segment_tracks.STATE_COLORS, segment_tracks.badge_lines
others = battle_controller.others

OUT_STATES = {"out", "destroyed", "escaped", "heart_broken", "broken", "dead", "fled", "unconscious", "vanquished"}
EXTRA_SIDE_COLORS = (QColor("#8fd18a"), QColor("#c79be8"))
# On the table view (read-only) a marker's name and its badge's lines are never drawn smaller than these (times
# the map's scale, 1.5 there at 1920×1080: 28 and 20 px), however many share a zone: the crowded zone takes
# room from its neighbours (ZoneMap.zone_rects) rather than its markers shrinking
TABLE_NAME_PX = 18.7
TABLE_BADGE_PX = 13.4
# where no marker at its badge's floor holds a name under it, a smaller one with its name no smaller than this share
# of the names' floor (the 70 % a name is drawn down to before it is cut: theme.fitted) rather than a nameless dot
SMALL_NAME = 0.7
GAP = 6.0                  # between two zones' boxes when one makes room for a crowd
NAME_GAP = 18.0            # on the table view, a column is this much wider than its longest name
# a name is measured in the bold of a zone's name (HEADING_PX), which the map draws anyway, and its width at 100 px
# worked out from it (a font's advances scale with its size to within 0.1 %): measured at 100 px, it cost a font engine
# of its own, ~3 M instructions, before the first paint (docs/gui.md, "The ninth round (first paint: what the widgets draw)")
MEASURED_PX = HEADING_PX


def later(name: str):
    """The module ``name``, imported at its first use, not at the first paint: kept, as an import in a function runs
    PySide's import hook each time (~20 K instructions; a move ran six)."""
    module = _LATER.get(name)
    if module is None:
        module = _LATER[name] = import_module(name)
    return module


_LATER: dict = {}


def side_colors(view: View, theme=DARK) -> dict[str, QColor]:
    """A colour per side, in the order the sides first appear (the players' side first)."""
    palette = (theme.doll, theme.enemy) + EXTRA_SIDE_COLORS
    sides = dict.fromkeys(chain(view.sides, map(_SIDE, view.tokens)))     # (the few, found in C among 200 tokens)
    return {side: palette[i % len(palette)] for i, side in enumerate(sides)}


def no_map_text(controller, who: str) -> str:
    """Why a token dragged on a battle with no map stays: "No map here: …" (with range bands, where the view
    has them: distances are set there, not by moving)."""
    name = controller.name_of(who)
    if "ranges" in controller.view().extra:
        return QCoreApplication.translate(
            "ZoneMap", "No map here: {0} is not moved by dragging; distances are range bands, set in the range table"
        ).format(name)
    return QCoreApplication.translate("ZoneMap", "No map here: {0} is not moved by dragging").format(name)


def cannot_move_text(controller, who: str, zone: str) -> str:
    """"Asa cannot move to Ford now": a refused drop, in the interface language."""
    z = next((z for z in controller.view().map.zones if z.id == zone), None)
    return QCoreApplication.translate("ZoneMap", "{0} cannot move to {1} now").format(
        controller.name_of(who), controller.text(z.name) if z is not None else zone)


def over_picture(theme):
    """``theme`` for zones over a map picture: no background of its own, the zones' fills thin enough to see the
    picture through (one per theme: a kept picture's key names it)."""
    over = _OVER.get(theme.name)
    if over is None or over[0] is not theme:
        thin = tuple(QColor(c.red(), c.green(), c.blue(), 90) for c in theme.area_fills)
        over = _OVER[theme.name] = (theme, theme._replace(background=QColor(0, 0, 0, 0), area_fills=thin))
    return over[1]


_OVER: dict = {}


#: up to this many in a zone stand in the battle's order, without gaps (keep_places)
SMALL_CROWD = 8
ROOM_ROUND = 6.0            # a room lent's outline's corners: a name at its foot's corner not cut by a rounder one


_ID = attrgetter("id")
_ZONE = attrgetter("zone")
_SIDE = attrgetter("side")
# what of a token her marker's picture shows (ZoneMap._picture): all but her zone, so a move keeps her picture
_FACE = attrgetter("id", "name", "side", "tracks", "status", "label", "headline")
_WHERE = itemgetter(1)                     # (a board entry: where its picture goes)


def keep_places(places: dict, homes: dict, groups: dict, few: int = SMALL_CROWD, moved: dict | None = None) -> dict:
    """Each group's places (a zone's, a column's: ids in order, None for a gap), kept from the last call in
    ``places`` (and the place each one left, in ``homes``): a marker keeps her place while she stays, so one
    leaving a crowded zone leaves a gap instead of shifting everyone after her (as tokens on a table stay
    where they are) and nobody else is drawn again; one arriving takes the place she left there if it is
    still empty (an undone move puts her back), else the first gap, else her place in the battle's order.
    A group of ``few`` or fewer, or whose places stand a quarter empty, is laid out afresh in the battle's
    order. ``groups``: group -> its ids in the battle's order; ``moved``: group -> (the ids gone from it since the
    last call, those come to it), where the caller knows them (the others are found: a walk along a crowd's)."""
    moved = moved or {}
    for key, lst in places.items():
        if key in moved:                    # (those gone, known)
            for pid in moved[key][0]:
                i = lst.index(pid)
                homes[pid, key] = i
                lst[i] = None
            continue
        here = set(groups.get(key, ()))
        here.add(None)                      # (a gap stays a gap)
        for i in list(compress(count(), map(not_, map(here.__contains__, lst)))):     # (those gone, found in C)
            homes[lst[i], key] = i
            lst[i] = None
    for key in [k for k in places if k not in groups]:
        del places[key]
    for key, pids in groups.items():
        lst = places.setdefault(key, [])
        if len(pids) <= few:
            lst[:] = pids                   # a few: side by side in the battle's order
            continue
        order = None
        come = moved[key][1] if key in moved else list(filterfalse(set(lst).__contains__, pids))   # (those not
        for pid in come:                                                                         # placed yet, in C)
            home = homes.get((pid, key), len(lst))
            if home < len(lst) and lst[home] is None:
                lst[home] = pid                 # her own place, still empty (an undone move)
            elif None in lst:
                lst[lst.index(None)] = pid
            else:                           # no gap: where the battle's order puts it
                order = order if order is not None else dict(zip(pids, count()))
                later = compress(count(), map(gt, map(order.__getitem__, lst), repeat(order[pid])))   # (in C)
                lst.insert(next(later, len(lst)), pid)
        while lst and lst[-1] is None:
            lst.pop()
        if (len(lst) - len(pids)) * 4 > len(lst):
            lst[:] = pids                   # a quarter of the places empty: close up
    return places


STEPS = tuple(x / 20 for x in range(6, 21))
#: how a zone's room for its markers grows over a map picture, (across, down) its box's, the least first: wider
#: (names side by side), taller (larger markers), or both (ZoneMap._markers_room)
GROWTH = tuple(step for g in (1.25, 1.5, 1.8, 2.2, 2.6, 3.0, 3.5, 4.0) for step in ((g, 1.0), (1.0, g), (g, g)))       # a placed zone's box: 0.3 to 1 of a grid cell


# (collections' namedtuple, not typing's NamedTuple: naming typing after PySide costs a read of its source at the
# first paint; vtt.ui.theme.Theme)
class Packing(namedtuple("Packing", ("cols", "radius", "name_px", "legible", "lines", "widths"), defaults=((),))):
    """How a zone's markers are laid out (ZoneMap._packing): ``cols``, ``radius``, ``name_px``, ``legible`` (names
    and badges at their floors: the table view's; always, on the GM's map), ``lines`` (a long name on one line or
    two), ``widths`` (each column's share of the room's width, in one row, _row_packing; (): all as wide)."""
    __slots__ = ()

    def narrowest(self, width: float) -> float:
        """The narrowest column's width in a room ``width`` wide."""
        return width * min(self.widths) if self.widths else width / self.cols


def badge_share(lines: int, pictured: bool) -> float:
    """How much of a marker's height one line of its badge takes (``lines`` lines; over a portrait, under
    the face, less): ZoneMap.badge_fonts draws them so, and the table view's floors are worked out from it."""
    return min(0.28, 0.6 / lines) if pictured else min(0.34, 0.78 / lines)


class MarkerCells:
    """Which of the board's markers (ZoneMap._board: id -> (face, where its picture goes, picture)) lie in each cell
    of a grid over the map: where a change drew, the markers to draw again over it are looked for in the cells it
    drew in, not asked one by one along the 200 (each a call into Qt)."""

    SIZE = 48                                   # px: about a marker's picture

    def __init__(self, placed: dict):
        self.cells: dict[tuple[int, int], set] = defaultdict(set)
        for k, v in placed.items():
            self._put(k, v[1])

    @classmethod
    def _spans(cls, r):
        x, y, w, h = r.getRect()                # (one call into Qt, and the cells made in C)
        size = cls.SIZE
        return product(range(math.floor(x) // size, math.ceil(x + w) // size + 1),
                       range(math.floor(y) // size, math.ceil(y + h) // size + 1))

    def _put(self, k: str, r) -> None:
        deque(map(methodcaller("add", k), map(self.cells.__getitem__, self._spans(r))), 0)    # (each cell's, in C)

    def moved(self, k: str, was, now) -> None:
        """Marker ``k``'s entry ``was`` (None: she was not on the board) is now ``now`` (None: gone)."""
        if was is not None and now is not None and was[1].getRect() == now[1].getRect():   # (exactly: Qt's == is fuzzy)
            return                              # (another picture at the same place: in the same cells)
        if was is not None:
            deque(map(methodcaller("discard", k), map(self.cells.__getitem__, self._spans(was[1]))), 0)
        if now is not None:
            self._put(k, now[1])

    def near(self, rects) -> set:
        """The markers in the cells ``rects`` (where the board drew) touch."""
        return set().union(*map(self.cells.__getitem__, chain.from_iterable(map(self._spans, rects))))


class ZonePacking(Frozen):
    """How a zone's places are packed, kept while they fit (ZoneMap._zone_packing). (A plain record: a
    NamedTuple's class is compiled from text at every start.)"""

    __slots__ = ("key", "body", "packing", "rows", "longest", "tokens", "longest_now", "head", "scale")
    key: tuple             # the zone's box, the scale, the language, the map picture
    body: QRectF           # where its markers stand
    packing: Packing
    rows: int
    longest: float         # the longest name it was made for (at 100 px)
    tokens: list           # its tokens when last asked, and their longest name
    longest_now: float
    head: tuple | None     # where its zone's name goes over a map picture (ZoneMap._head), or None
    scale: float | None    # the scale its markers were packed at (ZoneMap._zone_packing), or None: the map's

    def __init__(self, key, body, packing, rows, longest, tokens, longest_now, head=None, scale=None):
        deque(map(_set, repeat(self), self.__slots__, (key, body, packing, rows, longest, tokens, longest_now, head,
                                                       scale)), 0)        # (in C: a zone of a few's made at each move)


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



def _shape(r: QRectF) -> tuple[float, float, float, float]:
    """``r``'s left, width, height and middle across (the zone map's rooms grown from it: ZoneMap._markers_room)."""
    return r.left(), r.width(), r.height(), r.center().x()


def one_rect(box: QRectF, room: QRectF | None) -> tuple[QRectF, float] | None:
    """A zone's outline as one rounded rectangle and its corners' radius: its box (no room lent, ``room`` None), or
    the room lent where it takes in the box (as it mostly does); None where the room stands apart from the box."""
    if room is None:
        return box, 8.0
    return (room, ROOM_ROUND) if room.contains(box) else None


def outline(box: QRectF, room: QRectF | None):
    """A zone's box and the room lent to its markers beyond it (None: none) as one rounded outline (a QPainterPath)."""
    from PySide6.QtGui import QPainterPath  # (its type is not built where no room stands apart from its box)
    path, lent = QPainterPath(), QPainterPath()
    one = one_rect(box, room)
    if one is not None:
        path.addRoundedRect(one[0], one[1], one[1])
        return path
    path.addRoundedRect(box, 8, 8)
    lent.addRoundedRect(room, ROOM_ROUND, ROOM_ROUND)
    return path.united(lent)


def united(a: tuple, b: tuple) -> tuple:
    """QRectF.united of two (x, y, w, h), worked out as Qt does it (in Python: a call into Qt and its rect made and
    freed cost more than the sums)."""
    if a[2] == 0 and a[3] == 0:
        return b
    if b[2] == 0 and b[3] == 0:
        return a
    (ax, ay, aw, ah), (bx, by, bw, bh) = a, b
    left, right = (ax + aw, ax) if aw < 0 else (ax, ax + aw)
    left, right = (min(left, bx + bw), max(right, bx)) if bw < 0 else (min(left, bx), max(right, bx + bw))
    top, bottom = (ay + ah, ay) if ah < 0 else (ay, ay + ah)
    top, bottom = (min(top, by + bh), max(bottom, by)) if bh < 0 else (min(top, by), max(bottom, by + bh))
    return left, top, right - left, bottom - top


def initials(name: str) -> str:
    """A name's initials, as a dot on the table view tells who she is: a word's first letter for each of its first two
    words, and a number it ends with ("Grey wolf" GW, "Bandit 2" B2, "Marsh Raider 10" MR10); a name written without
    spaces (灰色狼, ソルジャー) its first letter."""
    words = name.split()
    if not words:
        return ""
    number = words[-1] if len(words) > 1 and words[-1].isdigit() else ""
    head = words[:-1] if number else words
    return "".join(w[0].upper() for w in head[:2]) + number


def pills_width(advances: list, h: float, pad: float = 10.0) -> float:
    """A badge's lines on pills side by side (``advances``: their texts' widths; ``h``: a pill's height): each
    pill ``pad`` px wider than its text (10; 6 where the row is tight, TIGHT_PAD), a gap of a fifth of their height
    between them."""
    return sum(advances) + pad * len(advances) + h * 0.2 * (len(advances) - 1)


# a pill's margin around its text where a badge's row is too wide for its marker's room at its floor: 3 px each side
# rather than 5 before a line is left out for a "+n" (t63: the zones demo's Asa at the narrow bridge read "P 0/5 +1"
# on the table view at 1600×900 and 1280×720, the GM asking whether "+1" was one more marker)
TIGHT_PAD = 6.0

def track_boxes(n: int, left: float, top: float, size: float, right: float) -> list[QRectF]:
    """A track's ``n`` boxes in a row from ``left`` to no further than ``right``: squares of ``size`` 2 px apart
    while they fit, narrower (as narrow as they must, 1 px apart at the least) when not; every box is drawn, so a
    track of 10 never reads as 7 in a narrow row (t60, played: the Ogre's health at 1600×960)."""
    room = max(right - left, float(n))
    gap = 2.0 if n * size + (n - 1) * 2 <= room else min(2.0, max(1.0, room / n * 0.15))
    width = min(size, (room - (n - 1) * gap) / n) if n else size
    return [QRectF(left + i * (width + gap), top, width, size) for i in range(n)]


class ZoneMap(SaysRefusals, QWidget):
    """Draws ``controller.view(viewer)``; ``read_only`` for the table view (no dragging).

    A view with a map picture (``extra["map_picture"]``, vtt.core.battle_pictures) has it under the zones,
    placed as it says, each zone where its box over the picture says (the others where the map puts them),
    the zones thin enough to see it through; it is kept as a picture of its own, drawn again only when the
    map picture, its placement or the map's size change. A participant with a portrait (``extra
    ["portraits"]``) has it in her marker's circle, her side's colour around it and her badge on dark pills
    over it. A picture that cannot be shown (moved, refused) leaves the map as without one, with a
    placeholder and why in its corner (vtt.ui.images).

    With 200 participants a paint of everything cost ~25 ms: the zones are kept as one picture (drawn again
    when the size, the zones, the theme or the zones lit for a drag change; a zone's outline or name alone: the
    zones there, zones_redrawn), and each participant's marker
    (its circle, badge and name, or its row with no map) as a picture of its own, drawn again only when the
    ruleset hands out another token for her (a token that did not change is the same object: the rules
    kit's ``token``, Nechronica's records) or her marker's size, name room or ring changed; the layout of
    the markers is made once per view, and a marker keeps her place in her zone (keep_places) and the zone its
    packing while its places fit (_zone_packing), so one leaving a crowd leaves a gap and nobody else moves.
    The map is kept as one picture, the zones' with the markers on it (_board), in which a change draws again
    only the markers it touched: a paint copies it. Its layers, the bottom first: the background and the map
    picture (picture_layer), the zones (_zones_picture), the markers (_pictures, on _board); over them at each
    paint the marker dragged and a refusal."""

    token_clicked = Signal(str)
    participant_menu_requested = Signal(str, QPoint)     # a right-click on a marker, at this screen point

    def __init__(self, controller, viewer: Viewer = GM_VIEWER, read_only: bool = False, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.viewer = viewer
        self.read_only = read_only
        self.theme = DARK
        self.selected: str | None = None
        self._drag: str | None = None
        self._drag_pos: QPointF | None = None
        self._press_pos: QPointF | None = None
        self._reachable: dict[str, object] = {}     # zone -> the command that moves the dragged token there
        self._label_widths: dict[str, float] = {}   # token -> the width its name may take (token_rects)
        self._label_px: dict[str, float] = {}       # token -> its name's size (token_rects)
        self._label_lines: dict[str, int] = {}      # token -> on how many lines its name is drawn (token_rects)
        self._advances: dict[tuple, float] = {}     # (a name, its term, the language) -> its width at 100 px
        self._layout = None                          # (its key, the token rects) of the last view laid out
        self._room = None                            # (its key, the zones' boxes) of the last room made for crowds
        self._floors_kept: dict = {}                 # (tokens, scale, language) -> their floors (_floors)
        self._pill_rows: dict = {}                   # (a token's id, size, language) -> (her token, portrait, her
        #                                              badge's pills' row: _pills_row)
        self._pill_metrics: dict = {}                # size -> the badge's bold font's metrics (_pills_row)
        self._zone_layouts: dict = {}                # zone -> (its key, its token rects): laid out again when
        #                                              its places, its size or the language changed
        self._places: dict = {}                      # zone -> its places (keep_places), and the place each
        self._homes: dict = {}                       # one left in each zone
        self._packings: dict = {}                    # zone -> how its places are packed (_zone_packing)
        self._grouped = None                         # (the tokens, the zones, zone -> its tokens, each token's
        #                                              place in the view: _groups)
        self._laid_boxes: dict = {}                  # the zones' rects of the last layout (token_rects)
        self._outlined = None                        # (the packings, the limits, _lent_rooms' answer)
        self._rooms_lent: dict = {}                  # what a room lent was made of -> it (_lent_rooms)
        self._heads: dict = {}                       # (zone, its box, its markers' room) -> (its name told, _head)
        self._aboves: dict = {}                      # (zone, the boxes, the rooms made above) -> _above
        self._lent = None                            # (what they were made of, zone -> how far room may be lent
        #                                              to it over a picture: _room_limits)
        self._names_told: tuple = ((None, None, None), {})   # ((the map, names' scale, language), (zone, width)
        #                                              -> its name's lines and size: _name_told)
        self._packed_now: dict = {}                  # (zone, width, height, places) -> its packing there, while
        #                                              one layout is made (_token_rects: _packed)
        self._rooms: list = []                       # the last few (what a zone's room and packing were made
        #                                              of, them)
        self._shows = None                           # what of the view it drew (_on_changed)
        self._counts: tuple = ()                     # the crowds' counts drawn on the board (_crowd_counts)
        self._kept_board = None                      # (its key, the picture of the map, its markers, what it
        #                                              was drawn from, what of the view it saw, which
        #                                              markers lie where: _board)
        self._dirty: list | None = None              # where _board last drew (rects; None: whole)
        self._acting_kept = None                     # (the view, who acts in it)
        self._colors_kept = None                     # (the view, the theme, the sides' colours)
        self._background = None                      # (its key, the zones' picture, a mark of that drawing, its
        #                                              key but the zones' own parts, what it drew: zones_redrawn)
        self._under_kept = None                      # (that, what lies under the zones: under_zones)
        self._stamped = None                         # (the zones' picture kept, _zones_stamp then)
        self._on_map = None                          # (a placement, the boxes, each turned onto the map: zone_rects)
        self.zone_labels: dict[str, str] = {}        # each zone's name as last drawn (its lines)
        self.zone_label_rects: dict[str, QRectF] = {}  # and where (its pill's rect over a map picture), and
        self.zone_label_px: dict[str, int] = {}        # its size
        self._pictures: dict[str, tuple] = {}        # token id -> (her token, its key, picture, where it goes from
        #                                              the rect, and the same of her picture before, or None)
        self._under = None                           # (its key, the map picture's layer, its Placement, why missing)
        self._stamps: dict[tuple, QPixmap] = {}      # a circle or boxes drawn at a place, copied (rows.stamp)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)      # it fills itself: nothing behind repaints
        self.setMouseTracking(False)
        self.scale = 1.0             # the table view draws zone names and tokens larger on a big screen
        self.names_scale = 1.0       # and the zones' names this much (set_scale)
        self.least_scale: float | None = None    # no marker nor name smaller than at this scale (set_scale)
        self._zoom = None                         # made larger, while laid out: zone_table's (sizes, caps) or ()
        self._packings_kept: dict = {}            # made larger: scale -> the zones' packings at it (zone_table)
        self.setMinimumSize(320, 200)
        self.refusal: tuple[str, str] | None = None   # (who, why) of the last refused drop, said at her marker
        controller.changed.connect(self._on_changed)
        controller.session_replaced.connect(self.clear_refusal)
        self._view = controller.view(viewer)

    def sizeHint(self) -> QSize:
        return QSize(900, 420)

    def _on_changed(self, events=()) -> None:
        self._view = view = self.controller.view(self.viewer)
        shows = (view.tokens, frozenset(self._acting()), view.map, view.sides, view.extra.get("positions"),
                 self.picture(), view.extra.get(PORTRAITS))
        if events:
            if self.refusal is not None:    # something was done: the old refusal no longer stands
                self.refusal = None
                self.update()
            if shows == self._shows:        # (tokens compared by identity first: a move elsewhere, a range set)
                return                      # nothing it draws changed: not even painted again
        else:
            self._pictures, self._kept_board = {}, None     # another battle (or told again): its own markers
            self._places, self._homes, self._packings, self._grouped = {}, {}, {}, None
        self._shows = shows
        self._mark_changed()

    def _mark_changed(self) -> None:
        """Draw the change into the kept board now and mark dirty only where it drew (a move among 200: her old and
        new places, and a zone of a few laid out again), not the whole map: Qt then paints and flushes those rects
        alone. The whole map when the board is drawn whole, none is kept yet (not shown) or a marker is dragged."""
        if self._kept_board is None or self._drag is not None or not self.isVisible():
            self.update()
            return
        colors, acting = self._looks()
        self._board(self.token_rects(), colors, acting, None, QPainter)
        dirty = self._dirty
        if dirty is None:
            self.update()
            return
        for r in dirty:
            self.update(r)

    def _looks(self) -> tuple[dict, set]:
        """The sides' colours and who acts, each made once a view (and theme): the change and the paint after it
        both ask, and each is a walk along 200 tokens."""
        return self._colors(), self._acting()

    def _acting(self) -> set:
        kept = self._acting_kept
        if kept is None or kept[0] is not self._view:
            kept = self._acting_kept = (self._view, self._view.acting())
        return kept[1]

    def _colors(self) -> dict:
        kept = self._colors_kept
        if kept is None or kept[0] is not self._view or kept[1] is not self.theme:
            kept = self._colors_kept = (self._view, self.theme, side_colors(self._view, self.theme))
        return kept[2]

    # -- the map picture --------------------------------------------------------------------------
    def picture(self) -> dict | None:
        """The map picture under the zones: the view's (None: none)."""
        return self._view.extra.get(MAP_PICTURE)

    def picture_layer(self):
        """(the map picture as it lies on the map, a pixmap as large as the map on its background; its
        Placement): kept while the picture, its placement and the map's size stay. None without a picture,
        or when it cannot be shown (``missing`` says why)."""
        picture = self.picture()
        if picture is None or self.width() < 2 or self.height() < 2:
            return None
        key = (picture, self.width(), self.height(), self.devicePixelRatioF(), self.theme.background.rgba())
        under = self._under
        if under is None or under[0] != key:
            from vtt.ui import images
            try:
                image, placement = images.map_layer(picture, None, self.width(), self.height(), self.devicePixelRatioF(),
                                             self.theme.background)
                under = (key, QPixmap.fromImage(image), placement, "")
            except PictureError as e:            # said in the map's corner; the map is drawn as without one
                under = (key, None, None, images.missing_text(e))
            self._under = under
        return None if under[1] is None else (under[1], under[2])

    def placement(self):
        """Where the map picture lies on the map (vtt.core.pictures.Placement); None: no picture shown."""
        found = self.picture_layer()
        return found[1] if found is not None else None

    @property
    def missing(self) -> str:
        """Why the map picture is not shown ("": it is, or there is none)."""
        if self.picture_layer() is None and self.picture() is not None and self._under is not None:
            return self._under[3]
        return ""

    def portrait(self, token_id: str):
        """The portrait the view gives ``token_id`` (None: none)."""
        return self._view.extra.get(PORTRAITS, {}).get(token_id)

    # -- geometry -------------------------------------------------------------------------------
    def zones_key(self):
        """What, besides the view's map and the size, says where the zones lie: the map picture (its
        placement, its boxes), and whether it is shown."""
        return self.picture(), self.placement() is not None

    def zone_rects(self) -> dict[str, QRectF]:
        """Where each zone is drawn: where the map puts it, or over a shown map picture where its box says. On
        the table view without a picture's boxes, a zone whose markers cannot read from 3 m in its box (names
        28 px, badges 20 px) grows, its neighbours giving up room they do not need; over a picture the GM's boxes
        stay where the GM drew them and a crowd is lent room around its box instead (_markers_room)."""
        rects = zone_rects(self._view, self.width(), self.height())
        picture = self.picture()
        boxes = picture.get("boxes") if picture is not None else None
        placement = self.placement() if boxes else None
        if placement is not None:
            # (each box turned onto the map once while the boxes and where the picture lies are the same: a layout
            # at each move asked again for each)
            kept = self._on_map
            if kept is None or kept[0] is not placement or kept[1] != boxes:      # (a copy: compared by value)
                kept = self._on_map = (placement, {z: dict(b) for z, b in boxes.items()}, {zone: placement.box_on_map(
                    (box["x"], box["y"], box["w"], box["h"])) for zone, box in boxes.items()})
            for zone, box in kept[2].items():
                if zone in rects:
                    rects[zone] = QRectF(*box)
            return rects
        if not self.read_only or not rects:
            return rects
        scale = self.least_scale or self.scale          # (made larger, as large as at 100 %: zone_table)
        key = (tuple((z, r.getRect()) for z, r in rects.items()), self._view.tokens, scale, current_language())
        if self._room is None or self._room[0] != key:
            groups: dict[str, list] = {z: [] for z in rects}
            for t in self._view.tokens:
                if t.zone in groups:
                    groups[t.zone].append(t)
            asked, self.scale = self.scale, scale
            from vtt.ui.widgets import zone_table
            self._room = (key, zone_table.made_room(self, rects, groups))
            self.scale = asked
        return {z: QRectF(r) for z, r in self._room[1].items()}

    def _body(self, box: QRectF) -> QRectF:
        """Where a zone's markers go in its box: under its name (its strip as large as its name: set_scale)."""
        return box.adjusted(6, 30 * self.names_scale, -6, -6)

    def _zone_name(self, z) -> str:
        """A zone's name as the map draws it (with its cover)."""
        return self.controller.text(z.name) + (" · " + self.tr("cover") if z.cover else "")

    @staticmethod
    def _name_room(box: QRectF, body: QRectF | None) -> tuple[float, float]:
        """(left, width) of where a zone's name goes across, centred on its ``box``: the box's width, or over room
        lent to its markers across (``body``), as wide as that room allows (ashes' 壊れた祠・遮蔽 on one line over
        its crowd, not on two lines over the picture's top edge)."""
        cx = box.center().x()
        half = box.width() / 2
        if body is not None:
            half = max(half, min(cx - body.left(), body.right() - cx) + 6)
        return cx - half + 6, 2 * half - 12

    def _name_told(self, zone: str, width: float) -> tuple[int, int]:
        """(how many lines a zone's name takes ``width`` wide at its largest size, its size), kept (a zone's room
        is tried at many widths)."""
        told_of = self._told_of()
        key = (zone, round(width, 1))
        told = told_of.get(key)
        if told is None:
            z = next((z for z in self._view.map.zones if z.id == zone), None)
            f, lines = wrapped(self._zone_name(z), 18 * self.names_scale, width) if z is not None else (None, [""])
            told = told_of[key] = (len(lines), f.pixelSize() if f is not None else 0)
        return told

    def _told_of(self) -> dict:
        """_name_told's: kept for one map, size and language (the map is not hashed again for each width a room is
        tried at)."""
        of, told_of = self._names_told
        now = (self._view.map, self.names_scale, current_language())
        if of[0] is not now[0] or of[1:] != now[1:]:
            if of != now or len(told_of) > 256:      # (an equal map handed out again keeps them)
                told_of = {}
            self._names_told = (now, told_of)
        return told_of

    def _name_head(self, zone: str, box: QRectF, body: QRectF | None) -> tuple[int, float]:
        """(how many lines a zone's name takes at its largest size, how high above its markers' room it then
        reaches): its first line stands in the strip above its markers (30 px times the scale), more lines go
        up (over none of its markers). A name on one line at a width is on one line at any width wider, and one on
        two lines is on two at any width wider short of where it is whole on one at its least size (theme.wrapped):
        not wrapped again for each wider room tried."""
        width = self._name_room(box, body)[1]
        told_of = self._told_of()
        one, two = told_of.get((zone, "one line from"), (None, None))
        if one is not None and width >= one or two is not None and two <= width < self._whole_from(zone, told_of) - 0.5:
            lines = 1 if one is not None and width >= one else 2
        else:
            lines = self._name_told(zone, width)[0]
            if lines == 1 and (one is None or width < one):
                told_of[(zone, "one line from")] = (width, two)
            elif lines == 2 and (two is None or width < two):
                told_of[(zone, "one line from")] = (one, width)
        return lines, 30 * self.names_scale - 4 + 24 * self.names_scale * (lines - 1)

    def _whole_from(self, zone: str, told_of: dict) -> float:
        """The width from which a zone's name is whole on one line at its least size (theme.wrapped), kept in
        ``told_of`` (_told_of)."""
        key = (zone, "whole from")
        whole = told_of.get(key)
        if whole is None:
            z = next((z for z in self._view.map.zones if z.id == zone), None)
            least = floor_size(18 * self.names_scale, 0.7)
            whole = told_of[key] = QFontMetricsF(font(least, True, least)).horizontalAdvance(self._zone_name(z)) \
                if z is not None else 0.0
        return whole

    def _head(self, zone: str, box: QRectF, body: QRectF) -> tuple[float, float, float]:
        """Where a zone's name goes over a map picture, above its markers' ``body``: (the top of the strip its first
        line stands in, left, width): across its box, or across the room lent to its markers where it then takes
        fewer lines or a larger size (_name_room)."""
        left, width = self._name_room(box, body)
        if self._name_told(zone, width) == self._name_told(zone, box.width() - 12):
            left, width = box.left() + 6, box.width() - 12
        return body.top() - 30 * self.names_scale, left, width

    def _kept_head(self, zone: str, box: QRectF, body: QRectF) -> tuple[float, float, float]:
        """_head, kept for the zone's box and its markers' room while its name is told at the same size and language
        (a zone of a few that one joins and leaves is packed again at each move, in one of two rooms)."""
        told_of, heads = self._told_of(), self._heads
        key = (zone, box.getRect(), body.getRect())
        kept = heads.get(key)
        if kept is None or kept[0] is not told_of:
            if len(heads) > 64:
                heads.clear()
            kept = heads[key] = (told_of, self._head(zone, box, body))
        return kept[1]

    def roster_rows(self) -> dict[str, QRectF]:
        """With no map (layout "none"): a row per participant, a column per side (players' first)."""
        sides = list(dict.fromkeys(list(self._view.sides) + [t.side for t in self._view.tokens]))
        columns = {side: [t for t in self._view.tokens if t.side == side] for side in sides}
        columns = {side: ts for side, ts in columns.items() if ts}
        w = self.width() / max(1, len(columns))
        h = min(84.0, (self.height() - 8) / max(1, max((len(ts) for ts in columns.values()), default=1)))
        return {t.id: QRectF(i * w + 6, 4 + j * h, w - 12, h - 6)
                for i, ts in enumerate(columns.values()) for j, t in enumerate(ts)}

    def set_scale(self, scale: float, names: float | None = None, least: float | None = None) -> None:
        """Zone names and the largest tokens ``scale`` times as large (the table view on a big screen); the zones'
        names no more than ``names`` times (None: ``scale``): the table view's boxes stay as large past 100 %,
        and their names, grown with the markers, took their room (壊れた祠・遮蔽 on three lines at 150 %); none
        smaller than at ``least`` (zone_table)."""
        self.scale = scale
        self.names_scale = scale if names is None else min(scale, names)
        self.least_scale = least if least is not None and least < scale else None
        self.update()

    def redraw_all(self) -> None:
        """Forget every kept picture: the next paint draws everything (a test recording what is drawn)."""
        self._background, self._pictures, self._kept_board, self._under = None, {}, None, None
        self._under_kept = None
        self.update()

    def token_rects(self) -> dict[str, QRectF]:
        """Where each token is drawn (its circle), by token id: laid out again when the tokens, the map or
        the size changed (a change elsewhere hands out the same tokens: nothing is laid out)."""
        view = self._view
        key = (view.tokens, view.map, view.sides, view.extra.get("positions"), self.width(), self.height(),
               self.scale, self.zones_key())
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, self._token_rects())
        return self._layout[1]

    def _token_rects(self) -> dict[str, QRectF]:
        if self.least_scale is not None and self._zoom is None:    # (made larger: zone_table)
            from vtt.ui.widgets import zone_table
            return zone_table.laid_out_larger(self)
        if self._view.map.layout == "none":
            out = {}
            for who, row in self.roster_rows().items():
                r = min(26.0, row.height() * 0.32)
                out[who] = QRectF(row.left() + 6, row.top() + 6, 2 * r, 2 * r)
            return out
        out, kept, packings = {}, {}, {}
        self._packed_now = {}
        common = (self.scale, self.read_only, current_language(), self.zones_key())
        rects = self.zone_rects()                   # (once a layout: over a picture, each a box turned onto the map)
        self._laid_boxes = rects                    # (the zones' outlines: _lent_rooms)
        groups, touched = self._groups(rects)
        # over a picture a crowd is lent room, kept from the other zones (_room_limits): worked out again only when
        # the zones' boxes or which of them hold markers changed (a move among 200 changes neither)
        boxes = rects if self._placed() is not None else None
        lent = None
        if boxes:
            boxes = {z: r if z in groups else QRectF(r.left(), r.top(), r.width(), 30 * self.names_scale)
                     for z, r in boxes.items()}
            key = (tuple((z, r.getRect()) for z, r in boxes.items()), tuple(groups), self.width(), self.height())
            if self._lent is None or self._lent[0] != key:
                limits = {z: self._room_limits(z, boxes, groups) for z in groups if z in boxes}
                self._lent = (key, limits, {z: r.getRect() for z, r in limits.items()})
            lent = self._lent[1]
        places = self._kept_places(groups, touched)
        # (the higher zones first: a zone's room may be lifted up to a gap below what lies above it, the room lent
        # to a zone above it included; a room lent down to a zone of markers that then does not read is laid out
        # again standing as high as it may, and the zones below it after it: _markers_room's ``below``)
        higher: dict = {}                           # zone -> how high its room's foot should be, where it can
        made: dict = {}                             # zone -> what its packing was made of (the second pass: only
        # (the boxes, the limits and the rooms made as (x, y, w, h), worked out in Python: ~100 calls into Qt a move)
        at, bodies = {z: r.getRect() for z, r in rects.items()}, {}
        for _ in range(2):                          # those it changes for are packed again)
            below: dict = {}
            for zone in sorted(groups, key=lambda z: at[z][1]) if lent is not None else groups:
                box, tokens = groups[zone]
                limits = lent.get(zone) if lent is not None else None
                above: tuple = ()
                if limits is not None and boxes is not None:
                    above = self._above_kept(zone, at, bodies)
                    x, y, w, h = self._lent[2][zone]    # (a rect from its top left to its bottom right, as Qt makes it)
                    top = self._room_top(x, x + w, above)
                    limits = QRectF(x, top, x + w - x, y + h - top)
                    bottom = top + (y + h - top)
                    below[zone] = next((other for other in groups if other != zone and other is not None and
                                        abs(at[other][1] - GAP - bottom) < 0.5), None)
                mode = () if below.get(zone) is None else (higher.get(zone),)
                of = (None if limits is None else limits.getRect(), mode, above if zone in higher else ())
                if made.get(zone) != of:
                    made[zone] = of
                    packings[zone] = self._zone_packing(zone, box, tokens, len(places[zone]), common, limits, mode,
                                                        of[2], touched.get(zone) if touched else None)
                    bodies[zone] = packings[zone].body.getRect()
            if higher or lent is None:
                break
            higher = {zone: self._room_for(other, groups[other][1], lent[other], packings[other].scale) for zone, other
                      in below.items() if other is not None and len(groups[other][1]) <= SMALL_CROWD and
                      not self._reads(packings[other].packing, packings[other].scale)}
            higher = {zone: y for zone, y in higher.items() if y is not None}
            if not higher:
                break
        for zone, (box, tokens) in groups.items():
            packing = packings[zone]
            key = (box.getRect(), packing.body.getRect(), packing.packing, packing.rows)
            zone_kept = self._zone_layouts.get(zone)
            if touched is not None and zone not in touched and zone_kept is not None and zone_kept[0] == key:
                out.update(zone_kept[2])                        # (its places as they were: not compared again)
                kept[zone] = zone_kept
                continue
            slots = tuple(places[zone])
            if zone_kept is not None and zone_kept[0] == key:
                old_slots, old = zone_kept[1], zone_kept[2]
                if old_slots == slots:                          # its places as they were: laid out as then
                    rects = old
                else:                                           # one left or came: only she is placed (and, when
                    #                                             the last place came or went, those of the last
                    #                                             row whose name's room changed: a name is as
                    #                                             wide as its row's room, the whole zone's where
                    #                                             the row holds one place, _lay_out_marker)
                    cols = packing.packing.cols
                    n, was_n = len(slots), len(old_slots)
                    last = n if n == was_n else max(0, (min(n, was_n) - 1) // cols * cols)     # (the last row)
                    firm = last if (min(cols, n - last) > 1) != (min(cols, was_n - last) > 1) else min(n, was_n)
                    rects = later("vtt.ui.widgets.zones_moved").laid_again(self, tokens, slots, old_slots, old, firm,
                                                                           packing)
            else:
                rects = {}
                at = {who: i for i, who in enumerate(slots) if who is not None}
                for t in tokens:
                    self._lay_out_marker(t, at[t.id], len(slots), packing, rects)
            out.update(rects)
            kept[zone] = (key, slots, rects)
        self._zone_layouts, self._packings, self._packed_now = kept, packings, {}
        return out

    def _kept_places(self, groups: dict, touched: dict | None) -> dict:
        """Each zone's places (keep_places): only those of the zones whose tokens changed (``touched``: _groups; None:
        all), the others' as they were."""
        if touched is None:
            return keep_places(self._places, self._homes, {zone: list(map(_ID, tokens))
                                                           for zone, (_, tokens) in groups.items()})
        some = keep_places({z: self._places[z] for z in touched if z in self._places}, self._homes,
                           {z: list(map(_ID, groups[z][1])) for z in touched if z in groups},
                           moved={z: (gone, come) for z, (_, gone, _, come) in touched.items()})
        places = self._places
        for zone in touched:
            if zone in some:
                places[zone] = some[zone]
            else:
                places.pop(zone, None)
        return places

    def _zone_packing(self, zone, box: QRectF, tokens: list, places: int, common: tuple,
                      limits: QRectF | None = None, below: tuple = (), above: tuple = (),
                      moved: tuple | None = None) -> "ZonePacking":
        """How a zone of ``places`` places (its markers and the gaps they left, keep_places) is packed: kept
        while the zone's box and the language are the same, its places fit and no more than a quarter of them
        stand empty, and no name is longer than it was made for, so a marker leaving or coming back leaves every
        other marker where and as it was drawn. ``limits``: how far room may be lent to it (_room_limits, and how
        high: _room_top); ``below``: how it keeps room for a zone of markers below it, ``above``: what lies above
        it (_markers_room); ``moved``: how its tokens changed since the layout before (_groups_changed), or None."""
        kept = self._packings.get(zone)
        lines = kept.packing.lines if kept is not None else 1
        if kept is not None and (kept.tokens is tokens or len(kept.tokens) == len(tokens) and
                                 all(map(is_, kept.tokens, tokens))):
            longest = kept.longest_now                   # (the same tokens: the same names)
        elif kept is not None and moved is not None and kept.tokens is moved[0]:     # (those new to it, known)
            longest = max([kept.longest_now] + [self._name_advance(t, lines) for t in moved[2]])
        elif kept is not None:                           # the names of those new to it, against the longest
            before = set(map(id, kept.tokens))          # (found in C: a crowd's 200)
            longest = max([kept.longest_now] + [self._name_advance(t, lines) for t in compress(
                tokens, map(not_, map(before.__contains__, map(id, tokens))))])
        else:
            longest = max((self._name_advance(t, lines) for t in tokens), default=1.0)
        key = (box.getRect(), common, None if limits is None else limits.getRect(), below, above,
               self._zoom and self._zoom[1].get(zone))
        if kept is not None and kept.key == key and longest <= kept.longest and kept.packing.lines == lines and \
                (not kept.packing.widths or list(map(_ID, kept.tokens)) == list(map(_ID, tokens))):
            room = kept.packing.cols * kept.rows             # (columns as wide as their names: the same names)
            if room * 3 / 4 < places <= room:
                return kept if kept.tokens is tokens else kept.replace(tokens=tokens, longest_now=longest)
        # what the room lent and the packing are made of (a zone of a few is packed again as one comes and goes:
        # the last few kept)
        floors = self._floors(tokens) if self.read_only else None
        wide = (floors[3] if floors is not None else self._pills_row(tokens, 10.0)) if self._placed() else 0.0
        names = self._longest(zone, tokens)
        made = (key, places, names, floors, wide, self.width(), self.height(),
                tuple((t.name, t.label) for t in tokens) if places <= SMALL_CROWD else None)   # (_row_packing)
        if self._zoom:                                  # (made larger: as large as none is smaller, zone_table)
            from vtt.ui.widgets import zone_table
            scale, room = zone_table.larger_room(self, zone, tokens, (box, places, limits, below, above), made)
        else:
            scale, room = None, next((room for was, room in self._rooms if was == made), None)  # (the map picture)
            if room is None:
                room = self._markers_room(zone, tokens, box, places, limits, wide, below, above)
                self._rooms = [(made, room)] + self._rooms[:63]
        body, packing = room
        longest = names[packing.lines - 1] if packing.lines <= len(names) else \
            max((self._name_advance(t, packing.lines) for t in tokens), default=1.0)
        head = self._kept_head(zone, box, body) if self._placed() is not None else None
        return ZonePacking(key, body, packing, math.ceil(places / packing.cols), longest, tokens, longest, head,
                           scale)

    def _groups(self, rects: dict) -> tuple[dict, dict | None]:
        """(zone -> (its rectangle of ``rects``, the zones' rects, its tokens), in the view's order; with no zones (or
        none of hers) one group over the whole map (None); a token off the map (escaped, fled) in none. The zones
        whose tokens changed since the last layout, and how: None, all of them; zones_moved.groups_changed.)"""
        tokens = self._view.tokens
        was, zones_now, by_zone = self._grouped, tuple(rects), None
        if was is not None and was[1] == zones_now:
            if was[0] is tokens:
                by_zone = was[2], {}
            else:                                   # (its module not read at the first paint)
                by_zone = later("vtt.ui.widgets.zones_moved").groups_changed(self, tokens, rects, was)
        if by_zone is not None:
            by_zone, touched = by_zone
        else:
            touched = None
            zones = list(map(_ZONE, tokens))
            by_zone = dict.fromkeys(zones)
            if all(map(rects.__contains__, by_zone)):      # (each on the map: each zone's found in C, not 200 walked)
                by_zone = {z: list(compress(tokens, map(eq, zones, repeat(z)))) for z in by_zone}
            else:
                by_zone = {}
                for t in tokens:
                    by_zone.setdefault(t.zone if t.zone in rects else None, []).append(t)
            self._grouped = (tokens, zones_now, by_zone, None)
        out = {}
        for zone, tokens in by_zone.items():
            box = rects.get(zone, QRectF(0, 0, self.width(), self.height()) if not rects else None)
            if box is not None:
                out[zone] = (box, tokens)
        return out, touched

    def _lay_out_marker(self, t, i: int, places: int, zone: "ZonePacking", out: dict) -> None:
        """Where ``t`` goes in her zone (into ``out``), at her place ``i`` of its ``places`` as ``zone`` packs
        them, and how wide and large her name is."""
        body, rows = zone.body, zone.rows
        cols, r, label_px, _, lines, widths = zone.packing
        col = i % cols
        cw = body.width() * widths[col] if widths else body.width() / cols
        cx = body.left() + (body.width() * sum(widths[:col]) if widths else col * cw) + cw / 2
        cy = body.top() + (i // cols + 0.5) * body.height() / rows
        # the marker and its name (on the table view, its lines) in the middle of its cell
        if label_px:                                            # (a dot, with no name: in its middle)
            cy -= (1.35 * lines * label_px + 1) / 2
        out[t.id] = QRectF(cx - r, cy - r, 2 * r, 2 * r)
        in_row = min(cols, places - (i // cols) * cols)        # a name is as wide as the room to its
        room = cw - 4 if in_row > 1 else body.width()                   # neighbour: none overlap
        whole = self._name_advance(t) * label_px / 100.0 + 4 if self.read_only else 0.0   # (28 px, whole)
        self._label_widths[t.id] = width = min(max(2.2 * 2 * r, label_px * 7, whole), room)
        self._label_px[t.id] = label_px
        # on the table view a name too long for its column at its size goes on two lines
        self._label_lines[t.id] = 2 if lines == 2 and whole > width else 1

    def _room_for(self, zone: str, tokens: list, limits: QRectF, scale: float | None = None) -> float | None:
        """How high the room of a few markers that do not read where they stand should begin (their zone's name
        above it) to read above the foot of their room (``limits``, the picture), less a gap: a zone above them
        leaves them that (_markers_room's ``below``). None: nowhere on the picture. (At ``scale``: zone_table.)"""
        asked, self.scale = self.scale, scale or self.scale
        picture = QRectF(*self._placed().rect())
        across = picture.intersected(limits)
        high = None
        if self._packed_reads(zone, tokens, across):
            low, high = 1.0, across.height()            # (the least height its markers read in, that wide)
            for _ in range(8):
                mid = (low + high) / 2
                low, high = (low, mid) if self._packed_reads(zone, tokens, QRectF(0, 0, across.width(), mid)) else \
                    (mid, high)
        self.scale = asked
        if high is None:
            return None
        y = math.floor(across.bottom() - high - (30 * self.names_scale - 4) - GAP)
        return y if y > picture.top() else None

    def _above_kept(self, zone: str, rects: dict, bodies: dict) -> tuple:
        """_above, kept for the boxes and the rooms made above (a zone of a few packed again at each move, in one of
        two rooms: the zones below it see one of two)."""
        key, kept = (zone, tuple(rects.items()), tuple(bodies.items())), self._aboves
        above = kept.get(key)
        if above is None:
            if len(kept) > 256:
                kept.clear()
            above = kept[key] = self._above(zone, rects, bodies)
        return above

    @staticmethod
    def _above(zone: str, rects: dict, bodies: dict) -> tuple:
        """What lies above a zone's box: each other zone's box above it, with the room lent to its markers
        (``bodies``: those of the zones higher up), as (x, y, w, h) (``rects``, ``bodies``: zone -> (x, y, w, h))."""
        top, out = rects[zone][1], []
        for other, r in rects.items():
            if other != zone:
                if other in bodies:
                    r = united(r, bodies[other])
                if r[1] + r[3] <= top:
                    out.append(r)
        return tuple(out)

    @staticmethod
    def _room_top(left: float, right: float, above: tuple) -> float:
        """How high a room from ``left`` to ``right`` may be lifted (_markers_room, its name above it): a gap below
        each of ``above`` (_above) across it."""
        return max([2.0] + [y + h + GAP for x, y, w, h in above if x + w > left and x < right])

    def _room_limits(self, zone: str, boxes: dict[str, QRectF], lent: dict) -> QRectF:
        """How far a zone over a map picture may be lent room (_markers_room, which grows it across about its
        middle and down, never up): kept from each other zone's box (``boxes``; of a zone with no markers, its
        name's strip) the way the two stand further apart: down, to a gap above the box below it (which never
        grows up); across, to a gap short of the line halfway between them (the same line for both), past which
        a marker would read as standing in the other zone (ashes' road lent room over the bridge, which is no
        zone there, read as on it). So two zones' lent rooms never meet, and a crowd never covers another zone's
        markers nor its name. Boxes the GM drew overlapping keep nothing apart. (``lent``: the zones of markers.)"""
        box = boxes[zone]
        left, right, bottom = 2.0, self.width() - 2.0, self.height() - 2.0
        for other, b in boxes.items():
            if other == zone:
                continue
            across = max(b.left() - box.right(), box.left() - b.right())    # the gap between them (> 0: apart)
            down = max(b.top() - box.bottom(), box.top() - b.bottom())
            if across <= 0 and down <= 0:
                continue
            if across >= down:                      # (past the line halfway a marker reads as in the other)
                if b.left() >= box.right():
                    right = min(right, max(box.right(), (box.right() + b.left() - GAP) / 2))
                else:
                    left = max(left, min(box.left(), (b.right() + box.left() + GAP) / 2))
            elif b.top() >= box.bottom():
                bottom = min(bottom, max(box.bottom(), b.top() - GAP))
        return QRectF(QPointF(left, 2.0), QPointF(right, bottom))

    def _markers_room(self, zone: str, tokens: list, box: QRectF, places: int | None = None,
                      limits: QRectF | None = None, wide: float = 0.0, below: tuple = (),
                      above: tuple = ()) -> tuple[QRectF, "Packing"]:
        """Where a zone's markers stand (the zone's ``box`` under its name), and their packing there. Over a
        map picture a zone is as large as the GM drew its box: one too small for its markers to be told apart
        (their names smaller than the map's own size, the table view's 28 px at 1920×1080, or their portraits
        smaller than a thumb) lends them room around it, grown across about its middle (inside the picture),
        then down too (under its name), at most four times as wide and tall (GROWTH), drawn over what lies
        beside it, but not past ``limits`` (_room_limits: never over another zone), and where it can, room for
        a badge's pills side by side under a face in each column (``wide``: at their floor on the table view, at
        10 px on the GM's map). Where that room reads nowhere (a crowd at the picture's foot, or under another
        zone's) it is lifted, its zone's name above it, as little as makes it read, up to where its name meets
        the picture's top edge or a gap below a zone above it (``limits``' top). Its name's lines stay inside
        the picture: where they cannot go up above its box (at the picture's top edge) its markers stand lower.
        A room lent down to a zone of markers below it (``below``: (None,)) is only as tall as its markers need,
        the rest left to that zone's markers, and where they still do not read (``below``: (y,), how high they need
        their room to begin) it is lifted as little as leaves them that, below what lies ``above`` it across it
        (_above), as wide as it grew or as its box (zones' bridge of three over the ford's Bandit; Asa at the bridge
        over the ford's two wolves, her room narrower than the ruins' reach)."""
        placement = self._placed()
        body = self._body(box)
        if placement is None:
            return body, self._packed(zone, tokens, body, places=places)
        kept = self._packed_now                     # (what is found while the layout is made: _packed)
        # across: over the picture; down: under the zone's name, to the map's foot (never over the name)
        picture = QRectF(*placement.rect())
        across = picture.intersected(QRectF(2, 2, self.width() - 4, self.height() - 4))
        if limits is not None:
            across = across.intersected(limits)
        foot = across.bottom()                      # (the picture's foot, or the limits' above it)
        ceiling = max(across.top(), picture.top() + 2)      # (where the zone's name may reach up to)

        def room(left: float, width: float, top: float, height: float, sky: float | None = None) -> QRectF:
            """A room there, no higher than leaves its zone's name (on as many lines as its width needs) under the
            ceiling (or ``sky``), no lower than the foot."""
            key = ("head", zone, left, width)       # (its name's height over it: kept while the layout is made)
            head = kept.get(key)
            if head is None:
                head = kept[key] = self._name_head(zone, box, QRectF(left, top, width, 1.0))[1]
            top = max(top, (ceiling if sky is None else sky) + head)
            return QRectF(left, top, width, max(1.0, min(height, foot - top)))

        def reads(packing: Packing, where: QRectF, pills: bool) -> bool:
            """Its names and markers read there, and where ``pills``, with room for the badges' pills side by side
            under the faces."""
            return self._reads(packing) and (not pills or packing.narrowest(where.width()) - 4 >= wide)

        def packed(where: QRectF) -> Packing | None:
            """Its markers' packing there; None where no packing could read (_may_read): not made to learn that."""
            return self._packed(zone, tokens, where, places=places) if self._may_read(n, where) else None

        n = len(tokens) if places is None else places

        def shortest(tallest: QRectF, pills: bool) -> tuple[QRectF, Packing] | None:
            """The shortest room from ``tallest``'s top, as wide, in which its markers read (None: not even it)."""
            packing = packed(tallest)
            if packing is None or not reads(packing, tallest, pills):
                return None
            found, low, high = (tallest, packing), 1.0, tallest.height()
            for _ in range(7):
                mid = (low + high) / 2
                shorter = QRectF(tallest.left(), tallest.top(), tallest.width(), mid)
                packing = packed(shorter)
                if packing is not None and reads(packing, shorter, pills):
                    found, high = (shorter, packing), mid
                else:
                    low = mid
            return found

        def trimmed(grown: QRectF, here: Packing, start: QRectF, pills: bool) -> tuple[QRectF, Packing]:
            """A room lent down towards a zone of markers below it only as tall as its markers need to read, and
            (``below`` 2) as high as it may stand (its name above it), as wide as it grew or as its box."""
            found = (shortest(grown, pills) if below and grown.height() > start.height() + 1 else None) or \
                (grown, here)
            if below and below[0] is not None and found[0].bottom() > below[0]:
                lifted = []
                for left, width in ((grown.left(), grown.width()), (start.left(), start.width())):
                    sky = max(picture.top() + 2, self._room_top(min(left, box.left()), max(left + width, box.right()),
                                                                above))
                    tallest = room(left, width, sky, foot - sky, sky)     # (its pills side by side where they
                    highest = shortest(tallest, pills) or shortest(tallest, False)  # can be, else one over another)
                    if highest is not None:                 # (as little lifted as leaves the zone below its room)
                        r = highest[0]
                        lifted.append(QRectF(left, max(r.top(), min(found[0].top(), below[0] - r.height())), width,
                                             r.height()))
                reaching = [r for r in lifted if r.bottom() <= below[0] + 0.5]
                best = max(reaching, key=QRectF.top) if reaching else min(lifted, key=QRectF.bottom, default=None)
                if best is not None and best.bottom() < found[0].bottom() - 0.5:
                    packing = packed(best)
                    if packing is not None and reads(packing, best, False):
                        found = (best, packing)
            return found

        across_left, across_right, across_width = across.left(), across.right(), across.width()

        def grow(start: tuple, top: float, wider: float, taller: float) -> QRectF:
            """``start`` (a room's left, width, height and middle across: _shape) grown ``wider`` across (about its
            middle, inside ``across``) and ``taller`` from ``top`` (its name may take fewer lines over it)."""
            left, width, height, middle = start
            w = max(width, min(across_width, max(width, 1.0) * wider))
            h = min(foot - top, max(height, 1.0) * taller)
            if w > width:
                left = min(max(across_left, middle - w / 2), across_right - w)
            return room(left, w, top, max(h, height))

        def searched(top: float):
            """(the first room grown from its box's with its markers' room's top at ``top`` that reads with room for
            the pills, else None; the first that reads, else None; the last tried; the first), kept while the layout
            is made (its zone laid out again in the second pass, lent down towards a zone below: the same rooms)."""
            key = ("grown", zone, top, across.getRect(), ceiling, wide, places, self.scale)
            found = kept.get(key)
            if found is None:
                start = room(body.left(), body.width(), top, body.bottom() - top)
                here = first = self._packed(zone, tokens, start, places=places)
                grown, readable, pills, shape = start, None, None, _shape(start)
                for wider, taller in ((0.0, 0.0),) + GROWTH:           # (0: its own box first)
                    if wider:
                        grown = grow(shape, top, wider, taller)
                        here = packed(grown)                # (None: no packing there reads)
                    if here is None:
                        continue
                    if reads(here, grown, True):                # with room for the badges' pills side by side
                        pills = (grown, here)
                        break
                    if readable is None and reads(here, grown, False):
                        readable = (grown, here)
                if here is None:                            # (the last tried, as it packs: the most readable of
                    here = self._packed(zone, tokens, grown, places=places)     # none that reads)
                found = kept[key] = (pills, readable, (grown, here), (start, first))
            return found

        def tried(top: float):
            """(the first room grown from its box's that reads, with its packing, or None; the last tried, the
            first) with its markers' room's top at ``top``."""
            pills, readable, last, first = searched(top)
            if pills is not None:
                found = trimmed(*pills, first[0], True)
                return found, found, first
            return (trimmed(*readable, first[0], False) if readable is not None else None), last, first

        readable, last, first = tried(body.top())
        if readable is not None:
            return readable
        lift = body.top() - (ceiling + 30 * self.names_scale - 4)      # (up to its name on one line at the ceiling)

        def larger(top: float) -> bool:
            """The largest room its markers' room may grow to from ``top`` reads (where it does not, no smaller one
            is tried: a crowd's 200 are not packed 25 times more)."""
            largest = grow(_shape(room(body.left(), body.width(), top, body.bottom() - top)), top, *GROWTH[-1])
            packing = packed(largest)
            return packing is not None and reads(packing, largest, False)

        if lift > 1.0 and larger(body.top() - lift):    # (where it reads, a room of those lifted all the way reads:
            for step in (0.25, 0.5, 0.75):              # its growths' last, tried last)
                if larger(body.top() - lift * step):    # lifted as little as reads
                    readable = tried(body.top() - lift * step)[0]
                    if readable is not None:
                        return readable
            return tried(body.top() - lift)[0]
        (body, packing), (start, first_packing) = last, first          # no room: the most readable
        return (body, packing) if packing[2:0:-1] > first_packing[2:0:-1] else (start, first_packing)

    def _packed(self, zone: str, tokens: list, body: QRectF, places: int | None = None) -> "Packing":
        """_packing of ``zone``'s ``tokens`` in ``body``, kept while one layout is made (_token_rects): a room is
        tried at the same sizes again (its zone laid out again in the second pass, _room_for's, a lift's)."""
        kept = self._packed_now
        key = ("packed", zone, body.width(), body.height(), len(tokens) if places is None else places, self.scale)
        packing = kept.get(key)
        if packing is None:
            packing = kept[key] = self._packing(tokens, body, places=places, longest=self._longest(zone, tokens))
        return packing

    def _longest(self, zone: str, tokens: list) -> tuple:
        """The longest of ``zone``'s ``tokens``' names (_name_advance) on one line, and on the table view on two:
        found once while a layout is made (each packing tried and the zone's room use it)."""
        longest = self._packed_now.get(("longest", zone))
        if longest is None:
            longest = self._packed_now["longest", zone] = tuple(
                max((self._name_advance(t, lines) for t in tokens), default=1.0)
                for lines in ((1, 2) if self.read_only else (1,)))
        return longest

    def _placed(self):
        """placement(), found once while a layout is made (_token_rects: each zone's packing and room ask it)."""
        kept = self._packed_now
        if "placement" not in kept:
            kept["placement"] = self.placement()
        return kept["placement"]

    def _reads(self, packing: Packing, scale: float | None = None) -> bool:
        """``packing``'s names and markers read: names at the table's floor (28 px at 1920×1080; +1: a name is drawn
        at a whole size) or 12 px on the GM's map, markers of 16 px times the scale (20 px; or ``scale``: zone_table).
        """
        scale = scale or self.scale
        need_px, need_r = (TABLE_NAME_PX * scale, 16 * scale) if self.read_only else (12.0, 20.0)
        return packing.name_px >= need_px + 1 and packing.radius >= need_r

    def _may_read(self, places: int, body: QRectF) -> bool:
        """Whether a packing of ``places`` in ``body`` may read (_reads): the largest marker some number of columns
        holds there (_packing's ``largest``, above any marker it packs) is at least as large as reads. Where it is
        not, no packing is made only to learn that it does not read (85 of the 92 rooms tried at zones' first paint,
        63 of ashes' 72: a room that grows across and down from a zone too small, _markers_room)."""
        need_r = 16 * self.scale if self.read_only else 20.0
        most_r, width, height = 34.0 * self.scale, body.width(), body.height()
        if min(most_r, width * 0.45) < need_r:          # (one column: the widest there is)
            return False
        for cols in range(1, places + 1):
            if min(most_r, height / math.ceil(places / cols) / 3.2, width / cols * 0.45) >= need_r:
                return True
        return False

    def _packed_reads(self, zone: str, tokens: list, body: QRectF) -> bool:
        """``zone``'s ``tokens`` read packed in ``body`` (_reads of _packed; not packed where they may not)."""
        return self._may_read(len(tokens), body) and self._reads(self._packed(zone, tokens, body))

    def _packing(self, tokens, body: QRectF, most_lines: int = 2, places: int | None = None,
                 longest: tuple | None = None) -> "Packing":
        """How ``tokens`` go in a zone's ``body`` (``places`` of them, with the gaps some left: as many as
        there are tokens by default): the columns that give the names the largest type (the longest whole in
        its column), then the larger markers. On the table view a packing that keeps the names and badges at
        their floors (TABLE_NAME_PX, TABLE_BADGE_PX) beats any that does not, and a long name may go on two
        lines (split at a space; up to ``most_lines``) rather than below its floor. A marker never reaches into
        the next one's cell: where no cell holds a marker of 8 px with its name of 9 px under it, the markers are
        dots (no name, no badge: ``name_px`` 0) as large as the cells hold, so none covers another. (``longest``:
        the longest of their names on one line and on two, _name_advance, where known.)"""
        n = len(tokens) if places is None else places
        floors = self._floors(tokens) if self.read_only else None
        best, score_of_best = (1, 1.5, 0.0, floors is None, 1), -1e9     # (a Packing made of the best at the end)
        width, height, most_r = body.width(), body.height(), 34.0 * self.scale
        table_px = TABLE_NAME_PX * self.scale if self.read_only else 0.0
        # on the table view, markers no smaller than their badge's floor first; where none of those holds a name
        # under it, smaller ones with their names (a name tells who is who; a dot as large as its cell did not: t63)
        for small in (False, True) if floors is not None else (False,):
            if small and best[2]:
                break
            for lines in range(1, most_lines + 1) if floors is not None else (1,):
                longest_here = longest[lines - 1] if longest is not None and lines <= len(longest) else \
                    max((self._name_advance(t, lines) for t in tokens), default=1.0)
                for cols in range(1, n + 1):
                    rows = math.ceil(n / cols)
                    cw, ch = width / cols, height / rows
                    largest = min(most_r, ch / 3.2, cw * 0.45)
                    dot = max(1.5, min(most_r, cw / 2 - 2, ch / 2 - 4))     # a dot as large as its cell
                    if 0.01 * dot > score_of_best + 0.01:
                        best, score_of_best = (cols, dot, 0.0, floors is None, 1), 0.01 * dot
                    if largest < 8.0:
                        if cw / 2 - 2 <= ch / 2 - 4:
                            break               # the cells only narrower from here: no larger dots, no names
                        continue
                    radii = (largest, max(8.0, min(largest, ch / 4.2)))        # smaller markers, larger names
                    for r in radii if floors is None or small else radii + (floors[1],):   # (the smallest legible too)
                        if floors is not None and not small:
                            r = min(largest, max(r, floors[1]))                 # a badge no smaller than its floor
                        wanted = max(11.0, 0.72 * r, table_px)
                        if floors is None:
                            under = (ch - 2.1 * r) * 0.7
                            px = max(9.0, min(wanted, under, (cw - 4) * 100.0 / longest_here))
                        else:                   # the circle and its lines in the cell, a gap to the next names
                            under = (ch - 2 * r - 8) / (1.35 * lines)
                            px = max(9.0, min(wanted, under, (cw - NAME_GAP) * 100.0 / longest_here))
                        if under < 9.0:
                            continue            # no room for a name under it: it would cover the next row
                        if small:               # (a name read from across the room, cut with "…" where it must be)
                            if under < floors[0] * SMALL_NAME:
                                continue
                            px = max(px, floors[0] * SMALL_NAME)
                        score = px + 0.05 * r - (lines - 1) * 100.0            # one line wherever it reads from 3 m
                        ok = floors is None or (px >= floors[0] and r >= floors[1] and cw - 4 >= floors[2])
                        if ok:
                            score += 1000.0
                        if score > score_of_best + 0.01:
                            best, score_of_best = (cols, r, px, ok, lines), score
        packing = Packing(*best)
        if floors is not None and (not packing.legible or packing.name_px < floors[0] + 1) and n == len(tokens) and \
                1 < n <= SMALL_CROWD:               # (+1: what a lent room takes as read: drawn at a whole size)
            row = self._row_packing(tokens, body, most_lines, floors)
            if row is not None and (not packing.legible or row.name_px > packing.name_px):
                return row
        return packing

    def _row_packing(self, tokens, body: QRectF, most_lines: int, floors: tuple) -> "Packing | None":
        """On the table view, a few markers side by side in one row, each column as wide as its own marker's name
        needs rather than each as wide as the longest name's (zones' ford: Asa, Bren, two wolves and the Bandit,
        at the picture's foot between the road and the picture's edge): a packing at their floors where columns
        of one width give none (None: none here either). Its markers as large and its names as large as the room
        holds: the names' size where they meet the room's height and width, for a few sizes of marker."""
        n, ch, width = len(tokens), body.height(), body.width()
        best, score_of_best = None, -1e9
        largest = min(34.0 * self.scale, ch / 3.2)
        for lines in range(1, most_lines + 1):
            advances = [self._name_advance(t, lines) for t in tokens]

            def needed(px: float, r: float) -> list:
                return [max(px * a / 100.0 + NAME_GAP, r / 0.45, floors[2] + 4) for a in advances]

            meet = (ch - 8) / (0.72 * 1.35 * lines + 2)             # (where 0.72 r meets the room under it)
            for r in {floors[1] + (largest - floors[1]) * k / 6 for k in range(7)} | {meet}:
                if not floors[1] <= r <= largest:
                    continue
                most = min(max(11.0, 0.72 * r, TABLE_NAME_PX * self.scale), (ch - 2 * r - 8) / (1.35 * lines))
                if most < floors[0] or sum(needed(floors[0], r)) > width:
                    continue
                px, high = floors[0], most                          # (the largest that fits across)
                if sum(needed(most, r)) <= width:
                    px = most
                else:
                    for _ in range(10):
                        mid = (px + high) / 2
                        px, high = (mid, high) if sum(needed(mid, r)) <= width else (px, mid)
                score = px + 0.05 * r - (lines - 1) * 100.0
                if score > score_of_best + 0.01:
                    need = needed(px, r)
                    extra = (width - sum(need)) / n                 # (what is left, shared evenly)
                    best = Packing(n, r, px, True, lines, tuple((w + extra) / width for w in need))
                    score_of_best = score
        return best

    def _floors(self, tokens) -> tuple[float, float, float, float]:
        """On the table view: (the smallest name size, the smallest marker radius that keeps each badge line
        at its floor, the width a column needs for the widest badge line on its pill, and for a badge's lines
        on pills side by side over a portrait) for ``tokens``."""
        # (a token that did not change is the same object: kept by identity, the tokens held so no id is reused)
        key = (tuple(map(id, tokens)), self.scale, current_language())
        kept = self._floors_kept.get(key)
        if kept is not None:
            return kept[1]
        badge_px = TABLE_BADGE_PX * self.scale
        lines = [badge_lines(self.controller, t) for t in tokens]
        most = max((len(ls) for ls in lines), default=0)
        pictured = any(self.portrait(t.id) is not None for t in tokens)     # (badges under a face are smaller)
        radius = badge_px / (2 * 0.92 * badge_share(most, pictured)) + 0.5 if most else 8.0
        metrics = QFontMetricsF(font(badge_px, True))
        widest = max((metrics.horizontalAdvance(text) + 12 for ls in lines for text in ls), default=0.0)
        row = max(widest, self._pills_row(tokens, badge_px, lines))
        if len(self._floors_kept) > 64:
            self._floors_kept.clear()
        out = (TABLE_NAME_PX * self.scale, radius, widest, row)
        self._floors_kept[key] = (tuple(tokens), out)
        return out

    def _pills_row(self, tokens, px: float, lines: list | None = None) -> float:
        """The widest row of a badge's pills side by side over a portrait (badge_fonts), its lines at ``px``,
        among ``tokens`` (``lines``: their badge_lines, when known)."""
        # (each token's row kept while she is the same token, with the same portrait, at the same size and language:
        # a zone of a few packed again at each move measured each one's badge, ~0.2 ms)
        kept, lang, row = self._pill_rows, current_language(), 0.0
        if len(kept) > 4096:
            kept.clear()
        for i, t in enumerate(tokens):
            portrait = self.portrait(t.id)
            was = kept.get((id(t), px, lang))
            if was is None or was[0] is not t or was[1] != portrait:
                ls = lines[i] if lines is not None else badge_lines(self.controller, t)
                width = 0.0
                if len(ls) > 1 and portrait is not None:
                    metrics = self._pill_metrics.get(px)
                    if metrics is None:
                        metrics = self._pill_metrics[px] = QFontMetricsF(font(px, True))
                    width = pills_width([metrics.horizontalAdvance(text) for text in ls], px / 0.92) + 2
                was = kept[(id(t), px, lang)] = (t, portrait, width)
            row = max(row, was[2])
        return row

    def _room_needed(self, tokens, lines: int) -> list[tuple[float, float]]:
        """The smallest boxes (width, height), one per number of columns, in which ``tokens`` read from 3 m
        with their names on one line, or (``lines`` 2) the long ones on two."""
        name_px, r, badge_w, _ = self._floors(tokens)
        head = 30 * self.names_scale + 6
        longest = max((self._name_advance(t, lines) for t in tokens), default=1.0)
        cw = max(name_px * longest / 100.0 + NAME_GAP, r / 0.45, badge_w + 4, 2 * r + 4) + 1
        ch = max(2 * r + 1.35 * lines * name_px + 8, 3.2 * r) + 1
        return [(cols * cw + 12, math.ceil(len(tokens) / cols) * ch + head) for cols in range(1, len(tokens) + 1)]

    def _name_advance(self, t, lines: int = 1) -> float:
        """The width of ``t``'s name at 100 px (bold), on one line or on ``lines`` (the longer of its two
        lines): how large it may be drawn in a column."""
        key = (t.name, t.label, current_language(), lines)     # (its name told once a language)
        width = self._advances.get(key)
        if width is None:
            metrics = QFontMetricsF(font(MEASURED_PX, True))
            width = self._advances[key] = max(metrics.horizontalAdvance(part)
                                              for part in self._name_lines(t, lines)) * (100.0 / MEASURED_PX)
        return width

    def _name_lines(self, t, lines: int) -> tuple[str, ...]:
        """``t``'s name as drawn on ``lines`` lines: on two, split at the space that leaves the longer
        line shortest ("Marsh Raider" / "1" no: "Marsh" / "Raider 1"); a name with no space stays whole."""
        name = self.controller.token_name(t)
        spaces = [i for i, ch in enumerate(name) if ch == " "]
        if lines == 1 or not spaces:
            return (name,)
        metrics = QFontMetricsF(font(MEASURED_PX, True))
        width = metrics.horizontalAdvance
        at = min(spaces, key=lambda i: max(width(name[:i]), width(name[i + 1:])))
        return name[:at], name[at + 1:]

    def zone_at(self, pos: QPointF) -> str | None:
        """The zone whose outline holds ``pos``: its box, or the room lent to its markers (_lent_rooms)."""
        rects = self.zone_rects()
        lent = self._outline_rooms()
        return next((z for z, r in rects.items() if r.contains(pos)), None) or \
            next((z for z, r in lent.items() if r.contains(pos)), None)

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
    def refusal_rect(self) -> QRectF | None:
        """Where the refusal is written: under the marker it concerns, inside the map."""
        if self.refusal is None:
            return None
        r = self.token_rects().get(self.refusal[0])
        if r is None:
            return None
        width = min(max(260.0, 3.2 * r.width()), self.width() - 8)
        height = refusal_height(self.refusal[1], width, max(13.0, 15 * self.scale))
        box = QRectF(r.center().x() - width / 2, r.bottom() + r.height() * 0.6 + 2, width, height)
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
        if not self.read_only and e.button() == Qt.MouseButton.RightButton:
            self.participant_menu_requested.emit(who, e.globalPosition().toPoint())     # the GM's overrides for her
        if not self.read_only and e.button() == Qt.MouseButton.LeftButton:
            self.refusal = None
            self._drag, self._drag_pos = who, e.position()
            self._press_pos = e.position()
            self._reachable = self.moves_of(who)
        self.update()

    def mouseMoveEvent(self, e):
        if self._drag is not None:
            self._drag_pos = e.position()
            self.update()

    def mouseReleaseEvent(self, e):
        who, self._drag = self._drag, None
        self._reachable = {}
        if who is not None and self._view.map.layout == "none":      # no map: a drag says why it does nothing
            if (e.position() - self._press_pos).manhattanLength() >= QApplication.startDragDistance():
                why = no_map_text(self.controller, who)
                self.show_refusal(who, why)
                self.controller.error.emit(why)
        elif who is not None:
            token = self._view.token(who)
            zone = self.zone_at(e.position())
            if zone is not None and token is not None and zone != token.zone:
                self.drop(who, zone)
        self.update()

    # -- painting -------------------------------------------------------------------------------
    def paintEvent(self, _e):
        p = QPainter(self)
        tokens = self.token_rects()
        colors, acting = self._looks()
        roster = self._view.map.layout == "none"
        dragged = self._drag if self._drag_pos is not None and not roster else None
        p.drawPixmap(0, 0, self._board(tokens, colors, acting, dragged, type(p)))
        if self.picture() is not None and self.picture_layer() is None:
            self._paint_missing(p)
        t = self._view.token(dragged) if dragged is not None else None
        if t is not None and t.id in tokens:                # the marker dragged, over the others
            r = QRectF(tokens[t.id])
            r.moveCenter(self._drag_pos)
            picture, offset = self._picture(t, r, colors, t.id in acting, None)
            p.drawPixmap(r.topLeft() + offset, picture)
        box = self.refusal_rect()
        if box is not None:                     # a refused drop's reason, under the marker
            draw_refusal(p, box, self.refusal[1], max(13.0, 15 * self.scale))
        p.end()

    def _board(self, tokens: dict, colors: dict, acting: set, dragged: str | None, painter: type) -> QPixmap:
        """The map as it stands: the zones' picture (the map picture under them, where there is one) with every
        marker on it but the one dragged, kept as one opaque picture that a paint copies. After a change only
        the markers whose token, place, ring or name's room changed are drawn again, over the zones' picture
        there and with the markers they overlap (in the view's order): a move among 200 markers draws two.
        Drawn whole when the zones' picture, the size, the theme, the language or the sides' colours changed,
        or many markers did. (``painter``: the class of the paint's painter, which draws here too, so a test's
        recording one sees the drawing.) Where it drew is left in ``_dirty`` (rects of the widget; None: whole)."""
        background = self._zones_picture()
        over = self._background[2]              # (the zones' drawing it stands over)
        common = (id(self._background[3]), id(self.theme), current_language(), self.devicePixelRatioF(), self.scale,
                  tuple(c.rgba() for c in colors.values()))
        kept = self._kept_board
        same = kept is not None and kept[0] == common
        # (what it was drawn from, compared by identity: the layout, and what of the view it draws, which
        # _on_changed makes anew only when that changed: a range band set leaves it as it was)
        drawn = (tokens, self._shows, dragged, self.selected)
        if same and kept[6] is over and all(a is b for a, b in zip(kept[3], drawn)):
            self._dirty = []
            return kept[1]                      # the same view laid out the same: nothing to look at
        old = kept[2] if same else {}
        rows = self.roster_rows() if self._view.map.layout == "none" else {}
        widths, pxs, lines, selected = self._label_widths, self._label_px, self._label_lines, self.selected
        view_tokens = self._view.tokens
        portraits = self._view.extra.get(PORTRAITS) or {}
        ids = tuple(map(_ID, view_tokens))
        places = list(map(tokens.get, ids))
        acting = frozenset(acting)
        seen = (ids, view_tokens, places, portraits, acting)
        was_seen = kept[4] if same else None
        if was_seen is not None and was_seen[0] == ids and was_seen[3] == portraits and not rows and \
                kept[3][2:] == drawn[2:]:
            # the same markers in the same order: only those whose token or rect is another object (the view
            # makes only the records that changed, the layout only the rects of the markers it placed again),
            # or whose ring changed, are looked at: a move among 200 markers looks at one or two, not 200
            look = set(others(ids, view_tokens, was_seen[1]))
            look.update(others(ids, places, was_seen[2]))
            look.update(acting ^ was_seen[4])
            if any((tokens.get(k) is not None and k != dragged) != (k in old) for k in look):
                look = None                     # one comes onto the map or leaves it: in the view's order
        else:
            look = None
        if look is not None:
            placed = dict(old)
            candidates = compress(view_tokens, map(look.__contains__, ids))
        else:
            look, placed, candidates = None, {}, view_tokens
        for t in candidates:
            r = tokens.get(t.id)
            if r is None or t.id == dragged:
                placed.pop(t.id, None)
                continue
            # (a marker not laid out again keeps its rect: compared by identity first)
            face = (t, r, t.id in acting, t.id == selected, widths.get(t.id), pxs.get(t.id), lines.get(t.id),
                    rows.get(t.id), portraits.get(t.id))
            was = old.get(t.id)
            if was is not None and was[0] == face:
                placed[t.id] = was
                continue
            picture, offset = self._picture(t, r, colors, face[2], face[7])
            placed[t.id] = (face, QRectF(r.topLeft() + offset, picture.deviceIndependentSize()), picture)
        changed = None                          # None: drawn whole
        cells = None                            # (which markers lie where: made again when drawn whole)
        counts = self._crowd_counts() if self.read_only else ()
        if same:
            if look is not None:                # (the others are as they were, in the same order)
                changed, cells = [], kept[5]
                for k in look:
                    a, b = old.get(k), placed.get(k)
                    if a is not b:
                        changed += [x[1] for x in (a, b) if x is not None]
                        cells.moved(k, a, b)
            else:
                changed = [v[1] for k, v in old.items() if placed.get(k) is not v]
                changed += [v[1] for k, v in placed.items() if old.get(k) is not v]
            if kept[6] is not over:             # zones drawn again there
                since = self._background[4]
                changed = changed + since[1] if since is not None and since[0] is kept[6] else None
            if changed is not None and counts != self._counts:     # (a crowd's count drawn again where it changed)
                changed += [box for box, _, _ in counts + self._counts]
            if changed is not None and not changed:
                self._kept_board = (common, kept[1], placed, drawn, seen, cells if cells is not None else
                                    MarkerCells(placed), over)
                self._dirty = []
                return kept[1]
            if changed is not None and (len(changed) > 24 or look is None and [k for k in placed if k in old] !=
                                        [k for k in old if k in placed]):
                changed = None                  # many, or in another order
        board = kept[1] if changed is not None else self._canvas(self.width(), self.height())
        p = painter(board)
        self._dirty = None
        if changed is not None:                 # only where something changed
            region = later("PySide6.QtGui").QRegion()   # (its type is not built for the first paint)
            for r in changed:
                region = region.united(r.toAlignedRect().adjusted(-1, -1, 1, 1))
            self._dirty = list(region)
            p.setClipRegion(region)
        p.drawPixmap(0, 0, background)
        if cells is None:
            cells = MarkerCells(placed)
        markers = placed.values()
        if changed is not None:                 # (those in the cells where it drew, in the view's order, found in
            #                                     C: each of 200 asked whether it met the change's bounds was
            #                                     ~0.5 M instructions a move)
            near = cells.near(self._dirty)
            markers = list(compress(markers, map(near.__contains__, placed)))
            # (those the change's region meets, found in C too: a room lent that changed beside a crowd's cells)
            markers = compress(markers, map(region.intersects, map(QRectF.toAlignedRect, map(_WHERE, markers))))
        for _, where, picture in markers:
            p.drawPixmap(where.topLeft(), picture)
        for box, f, text in counts:             # over its dots, how many they are
            self._paint_line(p, box, f, text, True)
        p.end()
        self._kept_board = (common, board, placed, drawn, seen, cells, over)
        self._counts = counts
        return board

    def _crowd_counts(self) -> tuple:
        """On the table view, each zone whose markers are dots too small to tell apart (no initials on them:
        initials_font): a pill over their middle saying how many they are ("×192": t63, a crowd of 196 in a small
        window drew the ruins' 192 as dots of 3 px, the zone looking empty). ((its box, font, text), …)"""
        out = []
        for zone in self._packings.values():
            packing = zone.packing
            if packing.name_px or 2 * packing.radius >= 18 or len(zone.tokens) < 2:
                continue
            f = font(TABLE_BADGE_PX * self.scale, True)
            text = f"×{len(zone.tokens)}"
            h = f.pixelSize() / 0.92
            width = pills_width([QFontMetricsF(f).horizontalAdvance(text)], h)     # (one pill, as a badge's)
            middle = zone.body.center()
            out.append((QRectF(middle.x() - width / 2, middle.y() - h / 2, width, h), f, text))
        return tuple(out)

    def _canvas(self, width: float, height: float) -> QPixmap:
        return canvas(width, height, self.devicePixelRatioF())

    def _paint_missing(self, p: QPainter) -> None:
        """A map picture that cannot be shown: a placeholder in the map's corner, and (the GM's map) why."""
        from vtt.ui import images
        size = round(40 * self.scale)
        p.drawImage(QPointF(8, self.height() - size - 8), images.placeholder(size))
        if not self.read_only:
            p.setPen(self.theme.muted)
            p.setFont(font(13, False))
            p.drawText(QRectF(size + 16, self.height() - size - 8, self.width() - size - 24, size),
                       int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap), self.missing)

    def _zones_theme(self):
        """The zones' theme: the map's, or over a shown map picture its see-through one."""
        return over_picture(self.theme) if self.picture_layer() is not None else self.theme

    def _zones_picture(self) -> QPixmap:
        """The background, the map picture (its own kept layer, drawn in) and the zones (their borders, names
        and the edges between them), kept: one opaque picture, copied as it is at each paint. Its key is not worked
        out again while the view, the layout and the rest it is made of are the very same (the paint after a
        change: the zones' names, heads and rooms lent were worked out again, ~0.15 ms among 200)."""
        kept, stamp, was = self._background, self._zones_stamp(), self._stamped
        if kept is not None and was is not None and was[0] is kept and all(map(is_, was[1], stamp[0])) and \
                was[2] == stamp[1]:
            return kept[1]
        picture = self._zones_made()
        self._stamped = (self._background, *self._zones_stamp())
        return picture

    def _zones_stamp(self) -> tuple:
        """What the zones' picture is made of: (objects, compared by identity; values)."""
        return ((self._view, self._layout, self.theme),
                (self.width(), self.height(), self.scale, self.names_scale, tuple(self._reachable), current_language(),
                 self.devicePixelRatioF()))

    def _zones_made(self) -> QPixmap:
        view = self._view
        th = self._zones_theme()
        # (the zones' rects are made only to draw them, but on the table view, where a crowd makes room, they are
        # part of its key: each change's board and each paint ask for the picture)
        rects = self.zone_rects() if self.read_only else None
        names_px = self._zone_names_px()
        heads = self._name_heads()
        lent = self._lent_rooms() if heads else {}
        key = (self.width(), self.height(), self.scale, id(th), view.map, view.extra.get("positions"),
               tuple(sorted(self._reachable)), current_language(), self.devicePixelRatioF(), self.zones_key(),
               tuple(r.getRect() for r in rects.values()) if rects is not None else None, tuple(names_px.items()),
               tuple(heads.items()), tuple((z, r.getRect()) for z, r in lent.items()))
        kept = self._background
        if kept is not None and kept[0] == key:
            return kept[1]
        if rects is None:                            # (over a picture: those the layout was made of)
            rects = self._laid_boxes if heads else self.zone_rects()
        under = self.picture_layer()
        top = 2.0 if under is None else max(2.0, under[1].rect()[1] + 2)
        if kept is not None and kept[0][:-3] == key[:-3]:     # (its module not read at the first paint)
            return later("vtt.ui.widgets.zones_redrawn").zones_redrawn(self, key, rects, names_px, heads, lent, th, top)
        picture = self._canvas(self.width(), self.height())
        picture.fill(self.theme.background)          # opaque: a paint copies it, blending nothing
        p = QPainter(picture)
        self._under_zones_drawn(p, th, rects, under)
        for i, z in enumerate(view.map.zones):
            self._zone_drawn(p, i, z, rects[z.id], names_px[z.id], heads, lent, th, top)
        p.end()
        self._background = (key, picture, object(), key[:-3], None)
        return picture

    def _under_zones_drawn(self, p: QPainter, th, rects: dict, under) -> None:
        """What lies under the zones: the map picture's layer (``under``) and the edges."""
        if under is not None:
            p.drawPixmap(0, 0, under[0])
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._view.map.layout != "line":
            centres = {z: r.center() for z, r in rects.items()}
            p.setPen(QPen(th.area_border, 3))
            for a, b in self._view.map.edges:
                if a in centres and b in centres:
                    p.drawLine(centres[a], centres[b])

    def _zone_label(self, z, r: QRectF, name_px: float, heads: dict, th, top: float) -> tuple:
        """Zone ``z``'s name: (its font, lines, rect, pill over a picture or None, line height)."""
        name = self._zone_name(z)
        # (over its box, or over the room lent to its markers, above them: head_top is its box's top but where
        # that room is lifted or lowered)
        head_top, left, width = heads.get(z.id, (r.top(), r.left() + 6, r.width() - 12))
        f, lines = wrapped(name, name_px, width)   # ("Broken shrine" / "· cover", not cut)
        if any(line.endswith("…") for line in lines) and not name.endswith("…"):
            # a word too long at 0.7 of a large scale (the table view at 200 %: "Brid…"): smaller, down to
            # what is legible on the GM's map (and the table's names' floor), before it is cut
            least = max(18 * 0.7, TABLE_NAME_PX if self.read_only else 0.0) / name_px
            if least < 0.7:
                f, lines = wrapped(name, name_px, width, floor=least)
        line_h = name_px * 4 / 3                   # (more lines go up, above the zone's top, over no marker,
        #                                            but not off the map picture)
        where = QRectF(left, max(top, head_top + 4 - line_h * (len(lines) - 1)), width, line_h * len(lines))
        pill = None
        if th is not self.theme:                   # over a map picture: the name on a dark pill
            w = max(QFontMetricsF(f).horizontalAdvance(line) for line in lines) + 12
            pill = QRectF(where.center().x() - w / 2, where.top(), w, where.height())
        return f, lines, where, pill, line_h

    def _zone_drawn(self, p: QPainter, i: int, z, r: QRectF, name_px: float, heads: dict, lent: dict, th, top: float,
                    label: tuple | None = None) -> None:
        """Zone ``z`` (the ``i``-th) drawn: its outline and its name (``label``: _zone_label's)."""
        colour = th.area_fills[i % len(th.area_fills)]      # (a copy, QColor(colour), builds QByteArray's type)
        if z.id in self._reachable:
            colour = th.reachable
        p.setBrush(colour)
        p.setPen(QPen(th.highlight if z.id in self._reachable else th.area_border, 2,
                      Qt.PenStyle.DashLine if z.cover else Qt.PenStyle.SolidLine))
        one = one_rect(r, lent.get(z.id))       # its box and the room lent to its markers: one outline
        if one is not None:                     # (one rectangle, as mostly: no QPainterPath made)
            p.drawRoundedRect(one[0], one[1], one[1])
        else:
            p.drawPath(outline(r, lent[z.id]))
        f, lines, where, pill, line_h = label if label is not None else self._zone_label(z, r, name_px, heads, th, top)
        self.zone_labels[z.id] = "\n".join(lines)
        self.zone_label_px[z.id] = f.pixelSize()
        p.setFont(f)
        self.zone_label_rects[z.id] = where
        if pill is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 150))
            self.zone_label_rects[z.id] = pill
            p.drawRoundedRect(pill, line_h / 2, line_h / 2)
        p.setPen(th.text)
        p.drawText(where, Qt.AlignmentFlag.AlignCenter, self.zone_labels[z.id])

    def zone_outlines(self) -> dict:
        """Each zone's outline as the map draws it: its box, and over a map picture where its markers are lent room
        beyond it, that room too (_lent_rooms)."""
        rects = self.zone_rects()
        lent = self._outline_rooms()
        return {z: outline(r, lent.get(z)) for z, r in rects.items()}

    def _outline_rooms(self) -> dict[str, QRectF]:
        """The rooms lent that the zones' outlines take in: over a map picture, where names head the zones
        (_name_heads); none on a plain map."""
        return self._lent_rooms() if self._name_heads() else {}

    def _lent_rooms(self) -> dict[str, QRectF]:
        """zone -> the room lent to its markers beyond its box over a map picture (_markers_room), as its outline
        takes it in: where they stand, 4 px more on each side and 2 below and their zone's name's strip above them
        (with its box, one rectangle: no step where the two meet),
        kept inside the picture and inside how far that room may be lent (_room_limits: a gap short of the line
        halfway to a zone across, a gap above a zone below; _room_top: a gap below what is drawn above it), so two
        zones' outlines never meet and every marker stands inside its own (#58: a crowd's markers stood beyond the
        box drawn, between two zones). Zones whose markers stand in their box are not in it."""
        limits = self._lent[1] if self._lent is not None else {}
        kept = self._outlined
        if kept is not None and kept[0] is self._packings and kept[1] is limits:
            return kept[2]                          # (the same layout: a paint after a selection)
        placement = self._placed()
        out: dict[str, QRectF] = {}
        rects = self._laid_boxes
        self._outlined = (self._packings, limits, out)
        if placement is None:
            return out
        picture = placement.rect()
        drawn = {z: r.getRect() for z, r in rects.items()}     # (each zone as drawn: the higher ones first)
        made = self._rooms_lent                     # (what each room was made of -> it, and its zone as drawn: a
        if len(made) > 64:                          # zone of a few that one joins and leaves alternates between two)
            made.clear()
        for zone in sorted(self._packings, key=lambda z: drawn[z][1] if z in drawn else 0.0):
            box, body, most = rects.get(zone), self._packings[zone].body, limits.get(zone)
            if box is None or most is None:
                continue
            of = (zone, tuple(drawn.items()), body.getRect(), self._lent[2][zone], self.names_scale, picture)
            room = made.get(of)
            if room is None:
                room = made[of] = self._room_lent(box, body, most, of, self._above(zone, drawn, {}), QRectF(*picture))
            if room[0] is not None:
                out[zone], drawn[zone] = room
        return out

    def _room_lent(self, box: QRectF, body: QRectF, most: QRectF, of: tuple, above: tuple, picture: QRectF) -> tuple:
        """(the room lent to a zone's markers beyond its ``box`` as its outline takes it in, the zone as then drawn,
        (x, y, w, h)); (None, None) where they stand in its box (_lent_rooms; ``of``: what it is made of, ``above``:
        what lies above it, _above)."""
        if box.contains(body):
            return None, None
        # (below what lies above it across the room it takes in, as its markers were lifted: across all it might be
        # lent, the ruins beside the zones demo's bridge cut its outline at its box, Asa lifted above it outside: t63)
        top = self._room_top(min(body.left() - 4, box.left()), max(body.right() + 4, box.right()), above)
        room = QRectF(QPointF(body.left() - 4, body.top() - 30 * self.names_scale),
                      QPointF(body.right() + 4, body.bottom() + 2))
        if room.intersects(box):                    # one rectangle with its box: no step where they meet
            room = room.united(box)
        room = room.intersected(QRectF(QPointF(most.left(), top), most.bottomRight())).intersected(picture)
        for x, y, w, h in above:                    # (beside what lies above all it might be lent, that its markers
            if y + h > room.top() - 3:              # stand beside: 3 px short of it, so the two outlines keep apart)
                if x >= body.right():
                    room.setRight(min(room.right(), x - 3))
                elif x + w <= body.left():
                    room.setLeft(max(room.left(), x + w + 3))
        return room, box.united(room).getRect()

    def _name_heads(self) -> dict:
        """zone -> (the top of the strip its name's first line stands in, where its name goes across: left, width)
        for each zone of markers over a map picture: above the room they stand in (_markers_room: lifted, or
        lower under its name's lines), as wide as that room allows (_name_room)."""
        if self.placement() is None or self._view.map.layout == "none":
            return {}
        self.token_rects()                              # (the zones' packings)
        return {zone: packing.head for zone, packing in self._packings.items() if packing.head is not None}

    def _zone_names_px(self) -> dict:
        """Each zone's name's size: 18 px times the scale, on the table view no larger than its markers' names
        (a crowd's names smaller than their floor: its name too, down to what reads on the GM's map, 12.6 px),
        so a zone's name never outshouts its markers' (ashes' 壊れた祠・遮蔽 at 150 %)."""
        px = 18 * self.names_scale
        out = {z.id: px for z in self._view.map.zones}
        if self.read_only and self._view.map.layout != "none":
            self.token_rects()                          # (the zones' packings)
            for zone, packing in self._packings.items():
                if zone in out and packing.packing.name_px:
                    out[zone] = min(px, max(packing.packing.name_px, 18 * 0.7))
        return out

    def _picture(self, t, r: QRectF, colors: dict, acting: bool, row: QRectF | None) -> tuple[QPixmap, QPointF]:
        """``t``'s marker (its circle, badge and name; with no map, its row) as a picture, and where it goes
        from the circle's top left: kept while ``t`` is the same token and its marker the same size (the picture
        before it too: the markers of a zone of a few that one joins and leaves at each move alternate between two)."""
        th = self.theme
        label_w = self._label_widths.get(t.id, r.width() * 2.2)
        px = self._label_px.get(t.id, max(11.0, r.height() * 0.36))
        lines = self._label_lines.get(t.id, 1)
        out = bool(OUT_STATES & set(t.status))
        colour = th.out if out else colors.get(t.side, th.doll)
        portrait = self.portrait(t.id)
        key = (r.width(), r.height(), label_w, px, lines, acting, t.id == self.selected, id(th), colour.rgba(),
               None if row is None else (row.width(), row.height(), row.left() - r.left(), row.top() - r.top()),
               current_language(), self.devicePixelRatioF(), portrait)
        kept = self._pictures.get(t.id)
        if kept is not None and kept[0] is not t and _FACE(kept[0]) == _FACE(t):
            kept = self._pictures[t.id] = (t, *kept[1:])    # her token anew as she moved: her marker the same
        if kept is not None and kept[0] is t:
            if kept[1] == key:
                return kept[2], kept[3]
            was = kept[4]               # her picture before: a zone of a few she is in, laid out again as one comes
            if was is not None and was[1] == key:       # and goes, lays her out as she was two moves ago
                self._pictures[t.id] = (*was, kept[:4])
                return was[2], was[3]
        if row is not None:                         # a roster's row: the marker and the row beside it
            area = row.united(r)
        else:                                       # the circle, a badge's pills and the name under it
            room = max(label_w, r.width())
            area = QRectF(r.center().x() - room / 2 - 2, r.top() - 2, room + 4, r.height() + px * 1.35 * lines + 6)
        picture = self._canvas(area.width(), area.height())
        picture.fill(Qt.GlobalColor.transparent)
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(-area.topLeft())
        ring = th.highlight if acting else (th.text if t.id == self.selected else th.area_border)
        face = self._portrait_face(portrait, r) if portrait is not None else None
        if face is not None:                        # her portrait, her side's colour around it, then the ring
            self._paint_portrait(p, face, r, colour, out)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ring, 4 if acting else 2))
            p.drawEllipse(r)
        else:                                       # (the first thing drawn on the picture: copied, rows.stamp)
            width = 4 if acting else 2

            def circle(q: QPainter) -> None:
                q.setBrush(colour)
                q.setPen(QPen(ring, width))
                q.drawEllipse(r)
            stamp(p, self._stamps, r.adjusted(-width, -width, width, width), area.topLeft(), picture.devicePixelRatio(),
                  ("circle", colour.rgba(), ring.rgba(), width), circle)
        if portrait is not None and face is None:   # a portrait whose picture is missing: a dashed ring inside
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(self.theme.text, 1.5, Qt.PenStyle.DashLine))
            p.drawEllipse(r.adjusted(5, 5, -5, -5))
        pictured = face is not None
        if row is not None:
            self._paint_row(p, t, row, r, area.topLeft(), picture.devicePixelRatio())
        elif px:                                    # (a dot in a crowd has neither: px 0)
            self._paint_badge(p, t, r, pictured)
            told = [fitted(part, px, label_w) for part in self._name_lines(t, lines)]
            p.setFont(min((f for f, _ in told), key=lambda f: f.pixelSize()))
            p.setPen(th.text)
            p.drawText(QRectF(r.center().x() - label_w / 2, r.bottom() + 1, label_w, px * 1.35 * lines),
                       Qt.AlignmentFlag.AlignCenter, "\n".join(shown for _, shown in told))
        elif self.read_only:                        # a dot on the table: who she is, in her initials, where they read
            self._paint_initials(p, t, r)
        p.end()
        offset = area.topLeft() - r.topLeft()
        self._pictures[t.id] = (t, key, picture, offset, kept[:4] if kept is not None and kept[0] is t else None)
        return picture, offset

    def initials_font(self, t, r: QRectF):
        """(the font, the text) of ``t``'s initials on her dot ``r`` on the table view (initials: "GW" for Grey wolf,
        "B2" for Bandit 2, 灰 for 灰色狼), or None where they would come out under 9 px."""
        text = initials(self.controller.token_name(t))
        px = r.height() * (0.5 if len(text) < 2 else 0.38)
        return (font(px, True, 9), text) if text and px >= 9 else None

    def _paint_initials(self, p: QPainter, t, r: QRectF) -> None:
        """``t``'s initials on her dot ``r`` (on a dark disc over her portrait or side's colour), where they read."""
        told = self.initials_font(t, r)
        if told is None:
            return
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 18, 26, 170))
        p.drawEllipse(r.adjusted(2, 2, -2, -2))
        p.setPen(self.theme.text)
        p.setFont(told[0])
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, told[1])

    def _portrait_face(self, portrait, r: QRectF):
        """``portrait`` cut to the circle inside the marker's circle ``r`` (None: its picture cannot be shown)."""
        from vtt.ui import images
        size = max(8, math.ceil((r.width() - 6) * self.devicePixelRatioF()))
        try:
            return images.portrait_image(portrait, None, size, "circle")
        except PictureError:
            return None

    def _paint_portrait(self, p: QPainter, face, r: QRectF, colour: QColor, out: bool) -> None:
        """The portrait's circle ``face`` inside the marker's circle ``r``, its side's ``colour`` a ring around it
        (greyed when she is ``out``, as her plain circle would be)."""
        inner = r.adjusted(3, 3, -3, -3)
        p.drawImage(inner, face)
        if out:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 170))
            p.drawEllipse(inner)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour, max(3.0, r.width() * 0.09)))
        p.drawEllipse(r.adjusted(1.5, 1.5, -1.5, -1.5))

    def badge_fonts(self, t, r: QRectF, pictured: bool = False) -> list[tuple[QRectF, object, str, bool]]:
        """Where and how each line of ``t``'s badge is written over its circle ``r``: (rect, font, text,
        on a pill), a line per track (badge_lines). A line wider than the circle there is written on a
        dark pill as wide as it needs (up to the name's width), never cut to "H 21/…"; over a portrait
        (``pictured``) every line is, so it reads over any picture. Pills never cover the circle: lines that need
        them (all, over a portrait) stand side by side on one row at the circle's foot (``_pills_at_foot``)."""
        lines = badge_lines(self.controller, t)
        if not lines:
            return []
        h = r.height() * badge_share(len(lines), pictured)
        if self.read_only and h * 0.92 < TABLE_BADGE_PX * (self.least_scale or self.scale) * SMALL_NAME:
            return []                   # (a marker smaller than its badge's floor, named: the cards show its tracks)
        room = max(self._label_widths.get(t.id, r.width() * 2.2), r.width())
        if pictured and len(lines) > 1:
            return self._pills_at_foot(lines, r, h, room)
        top = r.bottom() - r.height() * 0.05 - h * len(lines) if pictured else r.center().y() - h * len(lines) / 2
        f = font(h * 0.92, True)
        metrics = QFontMetricsF(f)
        out = []
        for i, text in enumerate(lines):
            y = top + i * h
            dy = max(abs(y - r.center().y()), abs(y + h - r.center().y()))
            half = max(0.0, (r.width() / 2) ** 2 - dy ** 2) ** 0.5
            need = metrics.horizontalAdvance(text) + 4
            pill = pictured or need > 2 * half
            if pill and len(lines) > 1:           # stacked, the pills hid the circle (its side's colour): a row
                return self._pills_at_foot(lines, r, r.height() * badge_share(len(lines), True), room)
            width = min(room, need + 6) if pill else 2 * half
            if need > width:                      # not even on a pill: smaller, then cut
                g, shown = fitted(text, h * 0.92, width - 4, floor=0.6)
            else:
                g, shown = f, text
            out.append((QRectF(r.center().x() - width / 2, y, width, h), g, shown, pill))
        return out

    def _pills_at_foot(self, lines: list, r: QRectF, h: float, room: float) -> list[tuple[QRectF, object, str, bool]]:
        """A badge's ``lines`` on one row of pills (``h`` high) at the foot of the circle ``r``, its upper part (the
        face, her side's colour) in sight: at their size when the marker's ``room`` holds the row, else smaller
        down to the badge's floor (a short name's room is narrow); where even that is too wide (four at the bridge
        in Japanese on the table view), the first lines and a "+n" pill for the others (the sheet shows them), or
        the first lines alone, or the "+n" alone."""
        least = round(TABLE_BADGE_PX * (self.least_scale or self.scale)) if self.read_only else 9
        # TRANSLATORS: a marker's pill: how many more of its badge's lines there are (the sheet shows them); short
        more = self.tr("+{0}")
        fewer = [[*lines[:k], more.format(len(lines) - k)] for k in range(len(lines) - 1, -1, -1)]
        # the first lines with a "+n" for the others; else the first lines alone (a reading, not only a count)
        # (every line on pills a little tighter before one is left out)
        choices = [(lines, 10.0), (lines, TIGHT_PAD), *((c, 10.0) for more in fewer for c in (more, more[:-1]) if c)]
        for texts, pad in choices:                                      # (the last: "+n" alone)
            f = font(h * 0.92, True, min(least, round(h * 0.92)))       # (not under the floor: the type scale)
            advances = [QFontMetricsF(f).horizontalAdvance(text) for text in texts]
            total = pills_width(advances, h, pad)
            px = math.floor(h * 0.92 * (room - (total - sum(advances))) / max(1.0, sum(advances)))
            while total > room and px >= least:        # (a whole pixel size: its width is not quite in proportion)
                f = font(px, True, least)
                advances = [QFontMetricsF(f).horizontalAdvance(text) for text in texts]
                total = pills_width(advances, h, pad)
                px -= 1
            if total <= room:
                break
        x, y, gap = r.center().x() - total / 2, r.bottom() - r.height() * 0.05 - h, h * 0.2
        row = []
        for text, advance in zip(texts, advances):
            row.append((QRectF(x, y, advance + pad, h), f, text, True))
            x += advance + pad + gap
        return row

    def _paint_badge(self, p: QPainter, t, r: QRectF, pictured: bool = False) -> None:
        """Each of the token's badge tracks apart, as its rules read it ("P 4/5" over "M 0/5", "A 3/5"
        over "H 21/30"): never one sum of unlike tracks."""
        for box, f, shown, pill in self.badge_fonts(t, r, pictured):
            self._paint_line(p, box, f, shown, pill)

    def _paint_line(self, p: QPainter, box: QRectF, f, text: str, pill: bool) -> None:
        """A badge's line (a crowd's count: _crowd_counts) in ``box``, on a dark pill where ``pill``."""
        if pill:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 18, 26, 220))
            p.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        p.setPen(self.theme.text if pill else QColor("#111111"))
        p.setFont(f)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_row(self, p: QPainter, t, row: QRectF, circle: QRectF, origin: QPointF, ratio: float) -> None:
        """A participant with no map: the name and status beside the marker, the tracks under it as
        boxes carrying their labels (health in the ruleset's own notation: O / X *), each copied where it was drawn
        alike (``rows.stamp``: the row's picture, whose top left is ``origin``, is clear under them)."""
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
        # a box's mark at most the body size (a 22 px box's was 14 px, a font engine of its own at the first paint)
        # (its font, pen and ink made once a row, not once a box; the row's boxes drawn once, then copied where a
        # row has the same: hundred's roster has nine alike at the first paint, rows.stamp)
        mark = font(min(box * 0.62, BODY_PX), True)
        border, ink = QPen(th.area_border, 1), QColor("#111111")
        boxes = []                                  # (where, its fill, its mark)
        for tr in t.tracks:
            for r, seg in zip(track_boxes(len(tr.segments), x, y, box, row.right()), tr.segments):
                boxes.append((r, STATE_COLORS.get(seg.state, STATE_COLORS["damaged"]), self.controller.text(seg.label)))
            y += box + 3
        if not boxes:
            return

        def boxed(q: QPainter) -> None:
            q.setFont(mark)
            for r, fill, label in boxes:
                q.setBrush(fill)
                q.setPen(border)
                q.drawRect(r)
                q.setPen(ink)
                q.drawText(r, Qt.AlignmentFlag.AlignCenter, label)
        top_left, bounds = boxes[0][0].topLeft(), boxes[0][0]
        for r, _, _ in boxes:
            bounds = bounds.united(r)
        stamp(p, self._stamps, bounds.adjusted(-1, -1, 1, 1), origin, ratio,
              ("boxes", mark.pixelSize(), border.color().rgba(),
               tuple((r.left() - top_left.x(), r.top() - top_left.y(), fill.rgba(), label)
                     for r, fill, label in boxes)), boxed)
