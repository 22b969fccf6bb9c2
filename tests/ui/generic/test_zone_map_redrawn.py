"""A move that changes the outline of a zone of a few (the room lent to its markers over the map picture grows or
shrinks as one joins or leaves) draws only the zones there again, over a kept picture of what lies under them, not
the whole zones' picture (docs/gui.md, "The twelfth round (a zone's outline drawn again alone)")."""
from __future__ import annotations

import pytest

import vtt.ui.widgets.zone_map as zone_map_module
import vtt.ui.widgets.zones_redrawn as zones_redrawn_module
from tests.ui.generic.test_crowd import MOVE, as_afresh, crowd, other_zone, put, recording, shown_map

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_that_changes_a_zone_of_a_fews_outline_draws_only_that_zone_again(ruleset, qtbot, monkeypatch):
    """The benchmark's crowd (bench_gui.move_and_repaint): one goes to and fro between the map's first two zones,
    one of a few whose room lent, and so its outline, changes each time: its outline and its name's pill are drawn
    again (two rounded rectangles), not every zone's (the crowd's dashed outline around ~200 cost ~3 M instructions a move)."""
    c, copies = crowd(ruleset, 200)
    m = shown_map(c, qtbot, (708, 607))
    assert m.placement() is not None
    zones = [z.id for z in c.view().map.zones]          # (the benchmark's to and fro: bench_gui.moves)
    assert len(zones) > 2
    for zone in zones[:2] * 2:                          # (the markers' pictures made in both places: each kept)
        put(c, copies[-1], zone)
        m.grab()
    rooms = []
    drawn = recording(monkeypatch, "drawRoundedRect", zone_map_module, zones_redrawn_module)
    for zone in zones[:2] * 2:
        put(c, copies[-1], zone)
        m.grab()
        rooms.append({z: r.getRect() for z, r in m._lent_rooms().items()})
        assert 0 < len(drawn) <= 2, (zone, len(drawn))
        drawn.clear()
    assert rooms[0] != rooms[1] and rooms[0] == rooms[2]        # (its outline changed at each move)
    as_afresh(m)


def drawn_map(c, qtbot, read_only: bool, size: tuple, scale: float):
    """A zone map of ``c`` (``read_only``: the table view's) at ``size`` and ``scale``, shown and drawn."""
    m = zone_map_module.ZoneMap(c, read_only=read_only)
    qtbot.addWidget(m)
    m.resize(*size)
    m.set_scale(scale)
    m.show()
    m.grab()
    return m


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_zones_drawn_again_alone_are_the_map_drawn_afresh_on_the_gm_map_and_the_table(ruleset, language, qtbot,
                                                                                           request):
    """After moves that change zones' outlines and names' places, a selection, and undo, on the GM's map and on the
    table view (larger, its names as large as its markers'), in English and Japanese (taller glyphs), the kept map
    is, pixel for pixel, the map drawn whole."""
    if language == "ja":
        request.getfixturevalue("japanese")
    c, copies = crowd(ruleset, 200)
    for read_only, size, scale in ((False, (708, 607), 1.0), (True, (1920, 1080), 1.5)):
        m = drawn_map(c, qtbot, read_only, size, scale)
        crowded = c.view().token(copies[-1]).zone
        for who in (copies[-1], copies[40], copies[41]):
            put(c, who, other_zone(c, who))
            as_afresh(m)
        put(c, copies[-1], crowded)
        as_afresh(m)
        m.selected = copies[40]
        m.update()
        as_afresh(m)
        for _ in range(4):
            c.undo()
            as_afresh(m)
