"""The zone map over a map picture at the table (#39): a crowd lent room around its zone's box never covers
another zone's markers, and a marker's portrait is covered neither by its badge (a short name's narrow room)
nor by another marker of its crowd, at the table view's size and at the GM window's."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from vtt.core import registry
from vtt.core.ruleset import TABLE_VIEWER
from vtt.ui.widgets.battle_controller import BattleController

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def crowded(ruleset: str, zone: str | None, n: int, seed: int = 3):
    """The ruleset's demo battle (its map picture kept) with ``n`` copies of its last foe in ``zone``."""
    system = registry.get(ruleset)
    demo = system.demo_session(seed)
    setup = demo.setup_json()
    people = setup["participants"]
    foe = dict(people[-1])
    foe.pop("group", None)
    people += [dict(foe, id=f"copy_{k}", zone=zone) for k in range(n)]
    return system.session_from_setup(setup, demo.base_dir, seed)


def marker_parts(m) -> dict[str, tuple[str, QRectF, list[QRectF]]]:
    """Each marker the map draws: (its zone, its circle, what is drawn of it outside its portrait: its name's
    box and its badge's pills)."""
    view = m._view
    rects = m.token_rects()
    out = {}
    for t in view.tokens:
        r = rects.get(t.id)
        if r is None:
            continue
        parts = [box for box, _, _, _ in m.badge_fonts(t, r, m.portrait(t.id) is not None)] \
            if m._label_px.get(t.id) else []
        px = m._label_px.get(t.id, 0.0)
        if px:
            width = m._label_widths[t.id]
            parts.append(QRectF(r.center().x() - width / 2, r.bottom() + 1, width, px * 1.35 * m._label_lines[t.id]))
        out[t.id] = (t.zone, r, parts)
    return out


def maps(generic_window, qtbot, session, size):
    """(the GM window's map, the table view's map at 1920×1080), both over the map picture."""
    w = generic_window(session.ruleset.name, session=session, size=size)
    t = w.open_table_view()
    t.resize(1920, 1080)
    qtbot.waitExposed(t)
    qtbot.waitUntil(lambda: t.fit == 1.0)
    assert w.map.placement() is not None and t.map.placement() is not None
    return w.map, t.map


SCENES = [("zones", None, 0), ("zones", "bridge", 3), ("zones", "ford", 12), ("zones", "road", 40),
          ("ashes", None, 0), ("ashes", "road", 6), ("ashes", "shrine", 196), ("ashes", "well", 12)]


@pytest.mark.parametrize("size", [(1920, 1080), (1400, 860)])
@pytest.mark.parametrize("ruleset, zone, n", SCENES)
def test_a_crowd_never_covers_another_zone_s_markers(generic_window, qtbot, ruleset, zone, n, size):
    for m in maps(generic_window, qtbot, crowded(ruleset, zone, n), size):
        parts = marker_parts(m)
        assert len(parts) == len(m._view.tokens)
        for a, (zone_a, circle_a, drawn_a) in parts.items():
            for b, (zone_b, circle_b, drawn_b) in parts.items():
                if zone_a != zone_b:
                    assert not any(x.intersects(y) for x in [circle_a, *drawn_a] for y in [circle_b, *drawn_b]), \
                        (m.read_only, a, b)


@pytest.mark.parametrize("size", [(1920, 1080), (1400, 860)])
@pytest.mark.parametrize("ruleset, zone, n", SCENES)
def test_no_marker_covers_another_s_circle(generic_window, qtbot, ruleset, zone, n, size):
    """In a crowd too: a marker's circle (her portrait) is covered by no other marker's circle, name or badge
    (where no cell holds a named marker, the crowd's markers are dots)."""
    for m in maps(generic_window, qtbot, crowded(ruleset, zone, n), size):
        parts = marker_parts(m)
        for a, (_, circle_a, _) in parts.items():
            for b, (_, circle_b, drawn_b) in parts.items():
                if a != b:
                    assert not any(circle_a.intersects(y) for y in [circle_b, *drawn_b]), (m.read_only, a, b)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("ruleset, zone, n", [("zones", None, 0), ("zones", "bridge", 2), ("ashes", None, 0)])
def test_a_badge_over_a_portrait_leaves_the_face_in_sight(generic_window, qtbot, ruleset, zone, n, lang):
    """Over a portrait a badge of two lines stands on one row of pills at the circle's foot, under the face, also
    where the name is short (Asa, ブレン: the marker's room is narrow), in a zone of three (the docs' screenshot)
    and in Japanese (肉 0/5 is wider): the zone is lent room for the row, or the pills are drawn smaller, down to
    the badge's floor. (Where neither can be, four at the bridge in Japanese, fewer pills: test_badge_pills.)"""
    from vtt.ui.i18n import install_language
    assert install_language(lang)
    try:
        for m in maps(generic_window, qtbot, crowded(ruleset, zone, n), (1920, 1080)):
            m.grab()
            seen = 0
            for t in m._view.tokens:
                r = m.token_rects()[t.id]
                if m.portrait(t.id) is None or len(m.badge_fonts(t, r, True)) < 2:
                    continue
                seen += 1
                assert all(box.top() >= r.center().y() for box, _, _, _ in m.badge_fonts(t, r, True)), \
                    (m.read_only, t.id)
            assert seen
    finally:
        install_language("en")


def test_a_crowd_is_lent_room_up_to_a_gap_above_the_zone_below_it(generic_window, qtbot):
    """The zones demo's bridge of three over the picture: lent room down to the ford's box, not over it (the
    ford's markers and its name stay in sight), across to halfway to the road's."""
    session = crowded("zones", "bridge", 3)
    _, table = maps(generic_window, qtbot, session, (1920, 1080))
    view = table._view
    boxes = table.zone_rects()
    parts = marker_parts(table)
    in_ford = [who for who, (zone, _, _) in parts.items() if zone == "ford"]
    assert in_ford                                              # (the demo's wolves stand at the ford)
    for who, (zone, circle, drawn) in parts.items():
        if zone == "bridge":
            assert not any(box.intersects(boxes["ford"]) for box in [circle, *drawn]), who
    assert view.token("copy_0").zone == "bridge"
