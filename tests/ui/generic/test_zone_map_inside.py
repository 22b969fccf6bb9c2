"""The zone map over a map picture (#39): every marker, its name and its badge inside the map picture and inside
its zone's box or the room lent to it, and each zone's name inside the picture, at the GM window's sizes and the
table view's (100 % and 150 %), in both languages."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from vtt.core import registry
from vtt.core.ruleset import GM_VIEWER
from tests.ui.generic.test_zone_room import marker_parts

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def moved(ruleset: str, where: dict, seed: int = 3):
    """The ruleset's demo battle with the participants of ``where`` (id -> zone) moved there."""
    system = registry.get(ruleset)
    demo = system.demo_session(seed)
    setup = demo.setup_json()
    ids = [t.id for t in demo.view(GM_VIEWER).tokens]     # (in the participants' order; zones' have no "id")
    assert set(where) <= set(ids)
    for p, who in zip(setup["participants"], ids):
        if who in where:
            p["zone"] = where[who]
    moved = system.session_from_setup(setup, demo.base_dir, seed)
    assert all(t.zone == where.get(t.id, t.zone) for t in moved.view(GM_VIEWER).tokens)
    return moved


def inside(a: QRectF, b: QRectF, slack: float = 0.5) -> bool:
    return b.adjusted(-slack, -slack, slack, slack).contains(a)


def problems(m) -> list:
    """What of the map is drawn outside where it belongs."""
    picture = QRectF(*m.placement().rect())
    zones = m.zone_rects()
    out = []
    m.grab()
    for zone, label in m.zone_label_rects.items():
        if not inside(label, picture):
            out.append(("zone name off the picture", zone, label, picture))
    if m.read_only:                 # a zone's name no larger than its markers' names (down to 12.6 px)
        for zone, packing in m._packings.items():
            if zone in zones and packing.packing.name_px:
                most = max(packing.packing.name_px, 12.6) + 0.5
                if m.zone_label_px[zone] > most:
                    out.append(("zone name larger than its markers'", zone, m.zone_label_px[zone], most))
    bodies = {zone: p.body for zone, p in m._packings.items()}
    for who, (zone, circle, drawn) in marker_parts(m).items():
        room = zones[zone].united(bodies[zone])
        for part in [circle, *drawn]:
            if not inside(part, picture):
                out.append(("off the picture", who, part, picture))
            if not inside(part, room):
                out.append(("off its zone's room", who, part, room))
            for named, label in m.zone_label_rects.items():     # (a name stopped at the picture's top edge, a
                if part.intersects(label):                      # crowd's name above its lifted room)
                    out.append(("under a zone's name", who, part, named))
        # never past the line halfway to a zone across from it (ashes' road's raiders over the river, on its
        # bridge, which is no zone there)
        own = zones[zone]
        for other, b in zones.items():
            across = max(b.left() - own.right(), own.left() - b.right())
            down = max(b.top() - own.bottom(), own.top() - b.bottom())
            if other == zone or across <= 0 or across < down:
                continue
            for part in [circle, *drawn]:
                if part.right() > (own.right() + b.left()) / 2 + 0.5 if b.left() >= own.right() else \
                        part.left() < (b.right() + own.left()) / 2 - 0.5:
                    out.append(("past halfway to", who, other, part))
    return out


def table_maps(generic_window, qtbot, session, size, scale):
    """(the GM window's map, the table view's at ``scale``), both at ``size`` and over the map picture."""
    w = generic_window(session.ruleset.name, session=session, size=size)
    t = w.open_table_view()
    t.resize(*size)
    qtbot.waitExposed(t)
    qtbot.waitUntil(lambda: abs(t.fit - t.fit_for(*size)) < 0.01)
    t.set_scale(scale)
    assert w.map.placement() is not None and t.map.placement() is not None
    return w.map, t.map


EVERYONE = ("kenshi", "mei", "raider1", "raider2", "gunner")
SCENES = [("zones", {}), ("zones", {"bandit": "ford"}), ("ashes", {}), ("ashes", {"raider2": "well"}),
          ("ashes", {"raider2": "road", "raider1": "road"}),
          # crowds at the picture's edges, lifted (their zones' names above them) or their names on one line
          ("ashes", {"kenshi": "well", "raider1": "well"}), ("ashes", dict.fromkeys(EVERYONE, "shrine")),
          ("zones", dict.fromkeys(("asa", "bren", "wolf1", "wolf2", "bandit"), "ford"))]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("ruleset, where", SCENES)
def test_every_marker_and_name_is_drawn_inside_the_picture_and_its_zone(generic_window, qtbot, ruleset, where,
                                                                        size, scale, lang):
    from vtt.ui.i18n import install_language
    assert install_language(lang)
    try:
        for m in table_maps(generic_window, qtbot, moved(ruleset, where), size, scale):
            assert problems(m) == [], m.read_only
    finally:
        install_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(700, 500), (1280, 720)])
@pytest.mark.parametrize("ruleset", ["zones", "ashes"])
def test_markers_are_dots_only_where_no_room_lent_would_hold_their_names(generic_window, qtbot, ruleset, size,
                                                                          lang):
    """#39: in a 700×500 table view the markers of the demos' small zones are dots (no name). Not for want of
    lending them room: the map has 275 px beside the turn order and the cards, its picture 275×172 px, a zone's box
    40–60 px and 20–40 px from the next, and a marker named at the table's floors there (its name 14 px, two badge
    lines of 10 px on a 40 px circle) needs 90 px and more of height: no room inside the picture, short of the line
    halfway to a zone across and of a zone above or below (_room_limits, _room_top), holds one. A zone's markers
    are dots only where none of the rooms its markers need to read (ZoneMap._room_needed, names on one line or
    two) fits there (docs/table-view.md, "Legibility")."""
    from vtt.ui.i18n import install_language
    assert install_language(lang)
    try:
        w = generic_window(ruleset, size=(1280, 800))
        t = w.open_table_view()
        t.resize(*size)
        qtbot.waitExposed(t)
        qtbot.waitUntil(lambda: t.width() == size[0] and abs(t.fit - t.fit_for(*size)) < 0.01)
        m = t.map
        m.token_rects()
        picture = QRectF(*m.placement().rect()).intersected(QRectF(2, 2, m.width() - 4, m.height() - 4))
        dots = 0
        for zone, packing in m._packings.items():
            if packing.packing.name_px:
                continue
            dots += len(packing.tokens)
            room = QRectF(*packing.key[2]).intersected(picture)     # (how far it may be lent room)
            needs = [wh for lines in (1, 2) for wh in m._room_needed(packing.tokens, lines)]
            assert not [(w, h) for w, h in needs if w <= room.width() and h <= room.height()], (zone, room, needs)
        if size == (700, 500):
            assert dots                                 # (what the docs say: dots there)
    finally:
        install_language("en")
