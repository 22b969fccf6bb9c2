"""What the zone map works out again for a move among 200 markers (docs/gui.md, "The thirteenth round (a move: what
the map, the view and the sheet work out again)"): only the badges of the markers whose token changed are measured,
the zones' boxes over the map picture are not turned onto the map again, and the paint after the change does not
work the zones' picture's key out again; the map stays, pixel for pixel, the map drawn whole."""
from __future__ import annotations

import sys

import pytest

import vtt.ui.widgets.zone_map as zone_map_module
from tests.ui.generic.test_crowd import MOVE, as_afresh, crowd, put, shown_map

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def _to_and_fro(ruleset, qtbot):
    """The benchmark's crowd and its to and fro (bench_gui.moves: the crowd's last one between the map's first two
    zones), each place's pictures made once."""
    c, copies = crowd(ruleset, 200)
    m = shown_map(c, qtbot, (708, 607))
    assert m.placement() is not None
    zones = [z.id for z in c.view().map.zones][:2]
    for zone in zones * 2:
        put(c, copies[-1], zone)
        m.grab()
    return c, copies, m, zones


def _asked(monkeypatch, owner, name: str, callers: tuple = ()) -> list:
    """Each call of ``owner``'s ``name`` from now on (only those from a function named one of ``callers``, if
    given)."""
    asked, was = [], getattr(owner, name)

    def record(*args):
        if not callers or sys._getframe(1).f_code.co_name in callers:
            asked.append(args)
        return was(*args)
    monkeypatch.setattr(owner, name, record)
    return asked


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_measures_the_badges_of_the_markers_whose_token_changed_only(ruleset, qtbot, monkeypatch):
    """The zone of a few one joins and leaves is packed again at each move, and its packing asks how wide its markers'
    badges lie on pills over a portrait: kept for each marker while her token is the same (the to and fro hands out
    the tokens of two moves before: none measured), measured for one whose token is new alone (main measured the
    zone's three or four at each move)."""
    c, copies, m, zones = _to_and_fro(ruleset, qtbot)
    measured = _asked(monkeypatch, zone_map_module, "badge_lines", ("_pills_row",))
    for zone in zones * 2:
        put(c, copies[-1], zone)
        m.grab()
        assert measured == [], zone
    few = {z.id: 0 for z in c.view().map.zones}
    for t in c.view().tokens:
        few[t.zone] = few.get(t.zone, 0) + 1
    fewest = min(few, key=few.get)
    put(c, copies[-2], fewest)          # one of the crowd goes where fewest stand: her token is new there
    m.grab()
    assert [t.id for _, t in measured] == [copies[-2]], fewest
    as_afresh(m)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_turns_no_zone_box_onto_the_map_again(ruleset, qtbot, monkeypatch):
    """The zones' boxes over the map picture are turned onto the map once while the picture lies where it did (main
    turned each again at each layout, each paint after a move)."""
    c, copies, m, zones = _to_and_fro(ruleset, qtbot)
    turned = _asked(monkeypatch, type(m.placement()), "box_on_map")
    for zone in zones * 2:
        put(c, copies[-1], zone)
        m.grab()
    assert turned == []
    m.resize(700, 600)                  # (another size: the picture lies elsewhere, each box turned again)
    m.grab()
    assert len(turned) == len(c.view().extra["map_picture"]["boxes"])
    as_afresh(m)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_paint_after_a_move_does_not_work_the_zones_key_out_again(ruleset, qtbot, monkeypatch):
    """The change draws the move into the kept board (the zones' names' heads and rooms lent worked out for the
    zones' picture's key); the paint after it, with the same view and layout, copies that board without working them
    out again (main worked them out at the change and at the paint)."""
    c, copies, m, zones = _to_and_fro(ruleset, qtbot)
    heads = _asked(monkeypatch, zone_map_module.ZoneMap, "_name_heads", ("_zones_picture", "_zones_made"))
    for zone in zones * 2:
        put(c, copies[-1], zone)
        m.grab()
        assert len(heads) == 1, zone
        heads.clear()
    m.selected = copies[3]              # (a selection: the board drawn again, the zones as they were)
    m.grab()
    assert heads == []
    as_afresh(m)
