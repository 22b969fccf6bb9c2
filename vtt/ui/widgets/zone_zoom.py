"""The zone map on the table view made larger (ZoneMap.set_scale's ``least``, Ctrl+Plus): no marker, no name, no
name's room smaller than at 100 % (docs/table-view.md, Ctrl+Plus). Imported only then: the window's first paint
reads none of it. At 125 % the map's one scale raised the floors of a crowd past what its room held (the zones
demo's two wolves at the ford: 60 px markers with 20.5 px names, 81 and 29 at 100 %) while Bren on the road grew."""
from __future__ import annotations

from itertools import chain, repeat
from operator import attrgetter

from PySide6.QtCore import QRectF

from vtt.ui.widgets.zone_map import GAP

_ID = attrgetter("id")


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
