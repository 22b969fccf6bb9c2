"""What the zone map works out again for a move among 200 markers (docs/gui.md, "The thirteenth round (a move: what
the map, the view and the sheet work out again)"): only the badges of the markers whose token changed are measured,
the zones' boxes over the map picture are not turned onto the map again, and the paint after the change does not
work the zones' picture's key out again; the map stays, pixel for pixel, the map drawn whole."""
from __future__ import annotations

import sys

import pytest

import vtt.ui.widgets.zone_map as zone_map_module
from tests.ui.generic.test_crowd import MOVE, as_afresh, crowd, other_zone, put, shown_map
from tests.ui.generic.test_zone_map_redrawn import drawn_map

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

    def record(*args, **kwargs):
        if not callers or sys._getframe(1).f_code.co_name in callers:
            asked.append(args)
        return was(*args, **kwargs)
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


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_keeps_the_places_of_the_zones_it_touched_only(ruleset, qtbot, monkeypatch):
    """The zones' groups after a move are the last ones with the token that moved taken out of her zone and put into
    hers (found from the view's diff): the places of those two zones are kept again, the others' are as they were
    (main found each zone's tokens among the 200 again and kept every zone's places, the crowd's too)."""
    c, copies, m, zones = _to_and_fro(ruleset, qtbot)
    kept = _asked(monkeypatch, zone_map_module, "keep_places", ("_token_rects", "_kept_places"))
    for zone in zones * 2:
        put(c, copies[-1], zone)
        m.grab()
        assert [sorted(args[2]) for args in kept] == [sorted(zones)], zone
        kept.clear()
    as_afresh(m)


def _laid_out_whole(c, qtbot, read_only: bool, size: tuple, scale: float):
    """Two maps of ``c``: one as the window has it, and one whose groups are forgotten before each change, so it keeps
    every zone's places again and lays every zone out as main did."""
    whole = []
    c.changed.connect(lambda *_: setattr(whole[0], "_grouped", None))      # (before the map's own slot)
    maps = [drawn_map(c, qtbot, read_only, size, scale) for _ in range(2)]
    whole.append(maps[1])
    return maps


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_zones_a_move_touched_laid_out_alone_are_every_zone_laid_out(ruleset, qtbot):
    """Moves into the crowd, out of it, into a zone of a few whose room grows, between two zones of a few, several at
    once (undo of two), on the GM's map and the table view: the map that lays out the zones a move touched alone
    puts every marker where the map laying out every zone puts her, and draws the same pixels (and the map drawn
    whole)."""
    c, copies = crowd(ruleset, 200)
    few = [t.id for t in c.view().tokens if t.id not in copies]
    for read_only, size, scale in ((False, (708, 607), 1.0), (True, (1920, 1080), 1.5)):
        m, whole = _laid_out_whole(c, qtbot, read_only, size, scale)
        crowded = c.view().token(copies[-1]).zone
        # (None: another zone than hers then)
        for who, zone in ((copies[-1], None), (copies[7], None), (copies[-1], crowded), (few[0], crowded),
                          (few[1], None), (few[0], None)):
            zone = zone or other_zone(c, who)
            put(c, who, zone)
            assert m.token_rects() == whole.token_rects(), (who, zone)
            assert m.grab().toImage() == whole.grab().toImage(), (who, zone)
        for _ in range(3):
            c.undo()
            c.undo()
            assert m.token_rects() == whole.token_rects()
            assert m.grab().toImage() == whole.grab().toImage()
        as_afresh(m)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_finds_no_zones_tokens_among_the_200_again(ruleset, qtbot, monkeypatch):
    """The zones' groups are the last ones with the token that moved taken out and put in (found from the view's
    diff): no token's zone is read a move (main read the 200 tokens' zones at each layout)."""
    c, copies, m, zones = _to_and_fro(ruleset, qtbot)
    read = []
    monkeypatch.setattr(zone_map_module, "_ZONE", lambda t: read.append(t) or t.zone)
    for zone in zones * 2:
        put(c, copies[-1], zone)
        m.grab()
    assert read == []
    c.undo()                            # (an undo hands out the tokens of a move before: the same diff)
    m.grab()
    assert read == []
    as_afresh(m)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_rooms_lent_names_heads_and_what_lies_above_are_kept_for_what_they_are_made_of(ruleset, qtbot,
                                                                                          monkeypatch):
    """The zone of a few one joins and leaves is packed in one of two rooms at each move: its name's head over its
    markers, the room lent to it as its outline takes it in and what lies above the zones below it are each worked
    out once for what they are made of (main worked each out again at each move)."""
    c, copies, m, zones = _to_and_fro(ruleset, qtbot)
    asked = []
    for name in ("_head", "_above"):
        was = getattr(zone_map_module.ZoneMap, name)
        record = (lambda *args, name=name, was=was: asked.append(name) or was(*args))
        monkeypatch.setattr(zone_map_module.ZoneMap, name, staticmethod(record) if name == "_above" else record)
    for zone in zones * 2:
        put(c, copies[-1], zone)
        m.grab()
        assert asked == [], zone
    as_afresh(m)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_markers_cells_are_filled_emptied_and_looked_in_in_c(ruleset, qtbot):
    """Which markers lie in which of the board's cells (MarkerCells): a move empties her old cells, fills her new ones
    and finds the markers in the cells the change drew in without a line of Python per cell (main ran ~270 lines a
    move: a marker spans ~6 cells, a zone's outline drawn again ~15)."""
    from tests.ui.generic.test_crowd import python_lines
    c, copies, m, zones = _to_and_fro(ruleset, qtbot)
    cells = zone_map_module.MarkerCells
    for zone in zones * 2:
        run = python_lines(lambda: (put(c, copies[-1], zone), m.grab()), cells.moved, cells.near, cells._put)
        assert max(run.values()) <= 24, (zone, run)
    as_afresh(m)
