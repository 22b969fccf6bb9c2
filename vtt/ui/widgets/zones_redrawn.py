"""The zone map's zones' picture drawn again only where some zones changed (vtt.ui.widgets.zone_map): a module of
its own, read at the first such change, not at the first paint (PySide reads the source of each module imported
after it: docs/gui.md, "The twelfth round (a zone's outline drawn again alone)")."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPixmap, QRegion


def zones_redrawn(m, key: tuple, rects: dict, names_px: dict, heads: dict, lent: dict, th, top: float) -> QPixmap:
    """``m``'s kept zones' picture with only the zones whose room lent, name's place or size changed drawn again
    (one joins or leaves a zone of a few: its outline grows or shrinks), where each stood and now stands, clipped
    there, over a kept picture of what lies under the zones (under_zones), with every zone that reaches there, in
    the map's order: each pixel there is what a drawing of the whole gives. Where it drew is left for the board
    (ZoneMap._board). ``key`` and the rest: ZoneMap._zones_picture's."""
    kept = m._background
    was_px, was_heads, was_lent = (dict(part) for part in kept[0][-3:])
    now_lent = dict(key[-1])
    zones = m._view.map.zones
    changed = {z.id for z in zones if names_px[z.id] != was_px.get(z.id) or heads.get(z.id) != was_heads.get(z.id)
               or now_lent.get(z.id) != was_lent.get(z.id)}

    def reach(r: QRectF, room, label) -> QRectF:         # (its outline, its pen's half width, its name)
        if room is not None:
            r = r.united(room)
        if label is not None:
            r = r.united(label)
        return r.adjusted(-2, -2, 2, 2)
    labels, region = {}, QRegion()
    for z in zones:
        if z.id in changed:
            r = rects[z.id]
            label = labels[z.id] = m._zone_label(z, r, names_px[z.id], heads, th, top)
            was = QRectF(*was_lent[z.id]) if z.id in was_lent else None
            region = region.united(reach(r, was, m.zone_label_rects.get(z.id)).toAlignedRect())
            region = region.united(reach(r, lent.get(z.id), label[2] if label[3] is None else
                                         label[2].united(label[3])).toAlignedRect())
    picture = kept[1]
    p = QPainter(picture)
    p.setClipRegion(region)
    p.drawPixmap(0, 0, under_zones(m, kept[3], th, rects))
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, z in enumerate(zones):
        if z.id in changed or region.intersects(
                reach(rects[z.id], lent.get(z.id), m.zone_label_rects.get(z.id)).toAlignedRect()):
            m._zone_drawn(p, i, z, rects[z.id], names_px[z.id], heads, lent, th, top, labels.get(z.id))
    p.end()
    m._background = (key, picture, object(), kept[3], (kept[2], [QRectF(r) for r in region]))
    return picture


def under_zones(m, rest: tuple, th, rects: dict) -> QPixmap:
    """What lies under ``m``'s zones (ZoneMap._under_zones_drawn: the map picture and the edges) as one picture, kept
    while what the zones' picture is drawn of but the zones' rooms, names' places and sizes (``rest``) is the same
    object: the map picture's opaque layer copied, not drawn (one picture fewer drawn: test_crowd.py)."""
    kept = m._under_kept
    if kept is None or kept[0] is not rest:
        under, ratio = m.picture_layer(), m.devicePixelRatioF()
        layer = under[0] if under is not None else None
        if layer is not None and not layer.hasAlphaChannel() and (layer.width(), layer.height()) == (
                max(1, math.ceil(m.width() * ratio)), max(1, math.ceil(m.height() * ratio))):
            picture = layer.copy()
            picture.setDevicePixelRatio(ratio)
            under = None
        else:
            picture = m._canvas(m.width(), m.height())
            picture.fill(m.theme.background)
        p = QPainter(picture)
        m._under_zones_drawn(p, th, rects, under)
        p.end()
        kept = m._under_kept = (rest, picture)
    return kept[1]
