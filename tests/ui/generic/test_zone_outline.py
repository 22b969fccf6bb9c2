"""#58: a crowd's markers stand inside the outline drawn for their zone. Over a map picture a crowded zone's markers
are lent room beyond its box (_markers_room); the map draws that room and the box as one outline (zone_outlines), so
no marker stands outside the outline of its zone (the zones demo's four at the bridge were laid from left of its box,
between the road and the bridge, to right of it, over the road), none inside another's, and two zones' outlines keep
apart."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPainterPathStroker

from tests.ui.generic.test_zone_map_inside import SCENES, moved, table_maps
from tests.ui.generic.test_zone_room import marker_parts

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

CROWDS = [
    # the GM's screenshots: four at the bridge (z12), four on the road (z11), three at the ford (z9c), ashes'
    # three at the shrine and two on the road (a9)
    ("zones", {"asa": "road", "bren": "bridge", "wolf1": "bridge", "wolf2": "bridge", "bandit": "bridge"}),
    ("zones", {"asa": "road", "bren": "road", "wolf1": "road", "wolf2": "road", "bandit": "bridge"}),
    ("zones", {"wolf1": "ford", "wolf2": "ford", "bandit": "ford"}),
    # t63, played: the Black wolf joins Asa at the bridge: she and the bridge's name lifted above its box, beside the
    # ruins, stood outside its outline (cut where the ruins lie across all the bridge might be lent, not across her)
    ("zones", {"wolf2": "bridge"}),
    ("ashes", {"kenshi": "shrine", "mei": "shrine", "gunner": "shrine", "raider1": "road", "raider2": "road"}),
]


def strays(m) -> list:
    """Each marker drawn (its circle, pills and name) not inside its own zone's outline or
    over another's, and each two zones whose outlines meet or come within 2 px of each other."""
    m.grab()
    outlines = m.zone_outlines()
    out = []
    parts = marker_parts(m)
    for t in m._view.tokens:
        drawn = m._kept_board[2].get(t.id)
        if drawn is None or t.zone not in outlines:
            continue
        # (what of it is drawn: its circle, its name and its pills; its picture's corners are see-through)
        zone, circle, shown = parts[t.id]
        for where in [circle, *shown]:
            if not outlines[zone].contains(where):
                out.append(("outside its zone", t.id, zone, where.getRect(), outlines[zone].boundingRect().getRect()))
        own = QPainterPath()
        own.addRect(drawn[1])
        for other, shape in outlines.items():
            if other != zone and shape.intersects(own):
                out.append(("over another zone", t.id, other))
    near = QPainterPathStroker()
    near.setWidth(4)
    zones = list(outlines)
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            if outlines[a].intersects(near.createStroke(outlines[b]).united(outlines[b])):
                out.append(("zones meet", a, b))
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("ruleset, where", CROWDS + SCENES)
def test_every_marker_stands_inside_its_own_zones_outline(generic_window, qtbot, ruleset, where, size, lang):
    from vtt.ui.i18n import install_language
    assert install_language(lang)
    try:
        for m in table_maps(generic_window, qtbot, moved(ruleset, where), size, 1.0):
            assert strays(m) == [], m.read_only
    finally:
        install_language("en")


def test_the_bridges_outline_takes_in_the_room_lent_to_its_four(generic_window, qtbot):
    """The four at the bridge (z12): on the table view its outline reaches past its box on both sides, where they
    stand (on the GM's map, down under it); a point there is on the bridge (where a marker dropped goes)."""
    gm, table = table_maps(generic_window, qtbot, moved("zones", CROWDS[0][1]), (1920, 1080), 1.0)
    for m in (gm, table):
        m.grab()
        box = m.zone_rects()["bridge"]
        shape = m.zone_outlines()["bridge"].boundingRect()
        if m is table:
            assert shape.left() < box.left() - 20 and shape.right() > box.right() + 20
            beyond = QPointF(shape.left() + 4, box.center().y())
        else:
            assert shape.bottom() > box.bottom() + 20
            beyond = QPointF(box.center().x(), shape.bottom() - 4)
        assert not box.contains(beyond) and m.zone_at(beyond) == "bridge"
