"""What the zone map does on the table view only (none of it at the GM window's first paint): the room made for a
crowd on a map without a picture's boxes (made_room), and the map made larger (ZoneMap.set_scale's ``least``,
Ctrl+Plus: laid_out_larger): no marker, no name, no name's room smaller than at 100 % (docs/table-view.md, Ctrl+Plus;
at 125 % the map's one scale raised the floors of a crowd past what its room held, the zones demo's two wolves at the
ford 60 px markers with 20.5 px names, 81 and 29 at 100 %, while Bren on the road grew)."""
from __future__ import annotations

import math
from itertools import chain, islice, repeat
from operator import attrgetter

from PySide6.QtCore import QPointF, QRectF

from vtt.ui.widgets.zone_map import GAP

_ID = attrgetter("id")


def made_room(m, rects: dict[str, QRectF], groups: dict[str, list]) -> dict[str, QRectF]:
    """On the table view without a picture's boxes (ZoneMap.zone_rects): ``rects`` with each crowded zone (most
    markers first) grown to the smallest box its markers read in with their names on one line (else, where that
    cannot be, on two), centred where it was or flush with one of its sides; each box it then overlaps is cut back on
    one side (the cut that leaves it most room) if its own markers, or its name, still read there. A crowd no cut
    makes room for keeps its box (its names on two lines, or as large as they can be there)."""
    bounds = QRectF(2, 2, m.width() - 4, m.height() - 4)
    seen: dict[tuple, object] = {}

    def packed(zone: str, box: QRectF, lines: int = 2):
        key = (zone, box.width(), box.height(), lines)   # (a box is tried at many places)
        if key not in seen:
            seen[key] = m._packing(groups[zone], m._body(box), lines)
        return seen[key]

    def fits(zone: str, box: QRectF, lines: int = 2) -> bool:
        return packed(zone, box, lines).legible if groups[zone] else \
            box.width() >= min(rects[zone].width(), 120 * m.scale) and \
            box.height() >= min(rects[zone].height(), 40 * m.scale)

    def cut(zone: str, box: QRectF, grown: QRectF) -> QRectF | None:
        sides = (QRectF(QPointF(grown.right() + GAP, box.top()), box.bottomRight()),
                 QRectF(box.topLeft(), QPointF(grown.left() - GAP, box.bottom())),
                 QRectF(QPointF(box.left(), grown.bottom() + GAP), box.bottomRight()),
                 QRectF(box.topLeft(), QPointF(box.right(), grown.top() - GAP)))
        kept = [b for b in sides if b.width() > 0 and b.height() > 0 and (fits(zone, b) or no_worse(zone, b, box))]
        return max(kept, key=lambda b: b.width() * b.height(), default=None)

    def no_worse(zone: str, b: QRectF, box: QRectF) -> bool:
        # a crowd that does not read in its own box either may be cut where its markers and names are no smaller
        # (it grows in its turn: ashes' hall beside the gate at 1280×720 in Japanese, the gate's names 9 px)
        if not groups[zone] or fits(zone, box):
            return False
        now, then = packed(zone, b), packed(zone, box)
        return now.name_px >= then.name_px - 0.01 and now.radius >= then.radius - 0.01

    crowded = sorted((z for z in rects if not fits(z, rects[z], 1)), key=lambda z: -len(groups[z]))
    if not crowded:
        return rects
    if m._view.map.layout == "line":
        return line_room(m, rects, groups)
    out = dict(rects)
    for zone in crowded:
        for lines in (1, 2):
            if lines == 2 and fits(zone, out[zone]):
                break                           # on two lines where it stands
            # of the first few ways it may grow, the one that takes least from the others
            ways = list(islice(grown(m, zone, lines, out, groups, bounds, cut, fits), 12))
            if ways:
                out = min(ways, key=lambda way: sum(out[z].width() * out[z].height() - b.width() * b.height()
                                                    for z, b in way.items() if z != zone))
                break
    return out


def grown(m, zone: str, lines: int, out: dict, groups: dict, bounds: QRectF, cut, fits):
    """Each way ``zone`` may grow in ``out`` to hold its markers with their names on ``lines`` (the
    smallest box first; centred where it was, else flush with one of its old sides), its neighbours cut
    back: the boxes, a way at a time. A box needed no more than a pixel a column and a row larger than the map (what
    _room_needed rounds up) is the map's size where its markers read there (``fits``): ashes' gate at 1600×900, five
    markers in one column, needed 576.7 px of a map 576 high, kept its box and drew names of 12 px."""
    old, n = out[zone], len(groups[zone])
    for cols, (w, h) in sorted(enumerate(m._room_needed(groups[zone], lines), 1), key=lambda c: c[1][0] * c[1][1]):
        w, h = max(w, old.width()), max(h, old.height())
        if w > bounds.width() or h > bounds.height():
            if w > bounds.width() + cols or h > bounds.height() + math.ceil(n / cols):
                continue
            w, h = min(w, bounds.width()), min(h, bounds.height())
            if not fits(zone, QRectF(0, 0, w, h), lines):
                continue
        for flush, edge in ((None, None), (QRectF.moveLeft, old.left()), (QRectF.moveRight, old.right()),
                            (QRectF.moveTop, old.top()), (QRectF.moveBottom, old.bottom())):   # centred first
            grown = QRectF(0, 0, w, h)
            grown.moveCenter(old.center())
            if flush is not None:
                flush(grown, edge)
            grown.moveLeft(min(max(grown.left(), bounds.left()), bounds.right() - w))
            grown.moveTop(min(max(grown.top(), bounds.top()), bounds.bottom() - h))
            trial = {**out, zone: grown}
            for other, box in out.items():
                if other != zone and box.adjusted(-GAP, -GAP, GAP, GAP).intersects(grown):
                    trial[other] = cut(other, box, grown)
            if all(b is not None for b in trial.values()):
                yield trial


def line_room(m, rects: dict[str, QRectF], groups: dict[str, list]) -> dict[str, QRectF]:
    """Zones in a line: each column as wide as its markers need to read from 3 m (its name, when none),
    the rest of the width shared evenly among the others (as they were, when even that is too wide)."""
    first = next(iter(rects.values()))
    room = m.width() - 4.0 * len(rects)
    for lines in (1, 2):                        # the names on one line where that can be, else on two
        least = {}
        for zone, box in rects.items():
            if groups[zone]:
                tall = [w for w, h in m._room_needed(groups[zone], lines) if h <= box.height()]
                least[zone] = min(tall) if tall else box.width()
            else:
                least[zone] = min(box.width(), 120 * m.scale)
        if sum(least.values()) <= room:
            break
    else:                                       # no room for it: the columns as they were
        return rects
    fixed: dict[str, float] = {}
    while True:                                 # the needy first, the others share what is left
        share = (room - sum(fixed.values())) / max(1, len(rects) - len(fixed))
        more = {z: w for z, w in least.items() if z not in fixed and w > share}
        if not more:
            break
        fixed.update(more)
    widths = {z: fixed.get(z, share) for z in rects}
    out, x = {}, 2.0
    for zone in rects:
        out[zone] = QRectF(x, first.top(), widths[zone], first.height())
        x += widths[zone] + 4
    return out


def laid_out_larger(m) -> dict[str, QRectF]:
    """``m``'s markers laid out at its least scale first, then at the scale asked with each zone's markers as large
    as they may be with none smaller than there (larger_room). Where a zone grown so takes room another's markers
    had (ashes' road, its room lent down towards the dry well: the Raider scout there 66 px, not 86), that zone
    grows less (a step of scales_down), those near the ones smaller first (near), until none is; at worst the
    least's layout itself. Each scale's packings are kept apart: a marker leaving a crowd leaves a gap there too,
    nobody else moves."""
    least, asked, kept = m.least_scale, m.scale, m._packings_kept
    try:
        m.scale, m._packings, m._zoom = least, kept.get(least, {}), ()
        out = m._token_rects()
        kept = {least: m._packings}
        sizes = {who: (r.width(), m._label_px.get(who, 0.0), m._label_widths.get(who, 0.0)) for who, r in out.items()}
        rooms = {zone: packing.body for zone, packing in m._packings.items()}
        m.scale, caps = asked, {}
        m._zoom, steps = (sizes, caps), scales_down(m, asked)
        for _ in range(len(steps) * len(rooms)):
            m._packings = kept.get(asked, {})
            out = m._token_rects()
            kept[asked] = m._packings
            small = {t.zone for t in m._view.tokens if t.id in out and smaller(m, t.id, out[t.id], sizes)}
            if not small:
                return out
            grown = {zone: packing.scale for zone, packing in m._packings.items() if packing.scale > least}
            if not grown:
                break
            for zone in set(chain.from_iterable(near(m, grown, rooms[other].united(m._packings[other].body))
                                                for other in small if other in rooms)) or grown:
                caps[zone] = next(step for step in steps if step < grown[zone] - 1e-9)
        m.scale, m._zoom, m._packings = least, (), kept[least]
        return m._token_rects()
    finally:
        m.scale, m._zoom, m._packings_kept = asked, None, kept


def larger_room(m, zone: str, tokens: list, where: tuple, made: tuple) -> tuple:
    """(the scale, (the room, the packing)) of ``zone``'s ``tokens`` (ZoneMap._zone_packing's: ``where`` its box,
    places, limits, below and above, ``made`` what its room is made of at the scale asked): of the scales from its
    cap (laid_out_larger) down, the first at which none of them is drawn smaller than at the least scale, else the
    least; the last few rooms kept (ZoneMap._rooms)."""
    sizes, caps = m._zoom
    box, places, limits, below, above = where
    asked = m.scale
    try:
        for scale in scales_down(m, caps.get(zone, asked)):
            m.scale = scale
            key = made + (scale,)
            room = next((room for was, room in m._rooms if was == key), None)
            if room is None:
                floors = m._floors(tokens)
                room = m._markers_room(zone, tokens, box, places, limits, floors[3] if m._placed() else 0.0, below,
                                       above)
                m._rooms = [(key, room)] + m._rooms[:63]
            if not short(room[1], tokens, sizes):
                break
    finally:
        m.scale = asked
    return scale, room


def short(packing, tokens: list, sizes: dict) -> bool:
    """``packing`` draws one of ``tokens`` smaller than at the least scale (``sizes``: laid_out_larger's), or her
    name."""
    width, px = 2 * packing.radius, packing.name_px
    return any(width < w[0] - 0.01 or px < w[1] - 0.01 for w in map(sizes.get, map(_ID, tokens), repeat((0.0, 0.0))))


def near(m, grown: dict, room: QRectF) -> list:
    """Of the ``grown`` zones, those whose markers' room is over ``room`` or beside it, else the nearest above it
    across it (its room lent down, or lifting, the other's room under it: ZoneMap._markers_room)."""
    bodies = {zone: m._packings[zone].body for zone in grown}
    close = [zone for zone, body in bodies.items() if body.adjusted(-2 * GAP, -2 * GAP, 2 * GAP, 2 * GAP).intersects(
        room)]
    above = [zone for zone, body in bodies.items() if body.left() < room.right() and room.left() < body.right() and
             body.bottom() <= room.bottom()]
    return close or ([max(above, key=lambda zone: bodies[zone].bottom())] if above else [])


def scales_down(m, scale: float) -> list[float]:
    """``scale`` and the scales between it and ``m``'s least scale, an eighth of that apart, the largest first, the
    least last."""
    least = m.least_scale
    return [scale] + [least * (1 + k / 8) for k in range(7, 0, -1) if least * (1 + k / 8) < scale - 1e-6] + [least] \
        if least < scale else [scale]


def smaller(m, who: str, r: QRectF, sizes: dict) -> bool:
    """``who``'s marker (her circle ``r``) is drawn smaller than ``sizes`` says, or her name, or its room (where her
    badge's pills stand: narrower, Asa's at the bridge at 125 % showed "+1" for its "M 0/5")."""
    width, px, room = sizes.get(who, (0.0, 0.0, 0.0))
    return r.width() < width - 0.01 or m._label_px.get(who, 0.0) < px - 0.01 or \
        m._label_widths.get(who, 0.0) < room - 0.01
