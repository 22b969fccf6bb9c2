"""The window among a crowd (zones, ashes): markers stand where they are put, as tokens on a table, so a
move redraws the one who moved, not the 200 around her (docs/gui.md, "What a move redraws")."""
from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QPainter

import vtt.ui.widgets.zone_map as zone_map_module
from vtt.core import registry
from vtt.core.records import Command
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.zone_map import ZoneMap

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

#: ruleset -> the GM's override that puts someone in a zone
MOVE = {"zones": "move", "ashes": "zone"}


def crowd(ruleset: str, n: int = 120) -> tuple[BattleController, list[str]]:
    """The demo's participants and copies of its last foe up to ``n``, the copies in that foe's zone; the
    copies' ids."""
    system = registry.get(ruleset)
    demo = system.demo_session(1)
    setup = demo.setup_json()
    people = setup["participants"]
    foe = dict(people[-1])
    foe.pop("group", None)
    copies = [f"copy_{k}" for k in range(n - len(people))]
    people += [dict(foe, id=who) for who in copies]
    return BattleController(system.session_from_setup(setup, demo.base_dir, 1)), copies


def put(c: BattleController, who: str, zone: str) -> None:
    op = MOVE[c.ruleset.name]
    assert c.do(Command("override", None, {"op": op, "target": who, "zone": zone}))


def recording(monkeypatch, method: str, *modules) -> list:
    """The arguments of every call of QPainter's ``method`` the widgets of ``modules`` make from now on."""
    calls = []

    def record(self, *args):
        calls.append(args)
        return getattr(QPainter, method)(self, *args)
    for module in modules:
        monkeypatch.setattr(module, "QPainter", type("Recording", (QPainter,), {method: record}))
    return calls


def shown_map(c: BattleController, qtbot, size=(1000, 700)) -> ZoneMap:
    m = ZoneMap(c)
    qtbot.addWidget(m)
    m.resize(*size)
    m.show()
    return m


def as_afresh(m: ZoneMap) -> None:
    """The kept map is, pixel for pixel, the map drawn again whole."""
    kept = m.grab().toImage()
    m.redraw_all()
    assert m.grab().toImage() == kept


def other_zone(c: BattleController, who: str) -> str:
    here = c.view().token(who).zone
    return next(z.id for z in c.view().map.zones if z.id != here)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_last_leaving_a_crowded_zone_leaves_everyone_else_where_they_stand(ruleset, qtbot):
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    before = m.token_rects()
    crowded = c.view().token(copies[-1]).zone
    stay = [t.id for t in c.view().tokens if t.zone == crowded and t.id != copies[-1]]
    put(c, copies[-1], other_zone(c, copies[-1]))      # the last of the crowd leaves: a gap at its end
    after = m.token_rects()
    assert all(after[who] == before[who] for who in stay)
    put(c, copies[-1], crowded)                        # and comes back to her own place
    assert m.token_rects()[copies[-1]] == before[copies[-1]]
    c.undo()
    c.undo()
    assert m.token_rects() == before


def row_room_changed(places: list, before: list, cols: int) -> set:
    """Who of ``places`` stood at the same place in ``before`` in a row that holds one place in one and more in
    the other: her name's room is the row's (the whole zone's where she stands alone)."""
    def wide(i, n):
        return min(cols, n - i // cols * cols) > 1
    return {who for i, who in enumerate(places[:len(before)]) if who is not None and who == before[i]
            and wide(i, len(places)) != wide(i, len(before))}


def laid_out_again(ruleset, qtbot, monkeypatch, until_last_row=None):
    """The map on a crowd, who of the crowded zone each of her moves lays out again (ZoneMap._lay_out_marker), and
    the move: she (the last of the crowd) leaves or comes back, and the rects are held to those of the same places
    laid out afresh. ``until_last_row``: first the last of the crowd step out one by one until its last row holds
    that many places."""
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    m.token_rects()
    crowded = c.view().token(copies[-1]).zone
    away = other_zone(c, copies[-1])
    while until_last_row is not None and len(m._places[crowded]) % m._packings[crowded].packing.cols != until_last_row:
        put(c, m._places[crowded][-1], away)
        m.token_rects()
    her = m._places[crowded][-1]
    placed = []
    lay_out = ZoneMap._lay_out_marker
    monkeypatch.setattr(ZoneMap, "_lay_out_marker", lambda self, t, *args: placed.append(t.id) or lay_out(
        self, t, *args))

    def move(zone):
        before = list(m._places[crowded])
        placed.clear()
        put(c, her, zone)
        rects = m.token_rects()
        cols = m._packings[crowded].packing.cols
        now = [who for who in placed if c.view().token(who).zone == crowded]
        m._zone_layouts = {}                                # the same places laid out afresh
        m._layout = None
        assert m.token_rects() == rects
        return now, row_room_changed(m._places[crowded], before, cols)
    return her, crowded, away, move


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_last_of_a_crowd_leaving_lays_out_again_only_her_and_whose_rows_room_changed(ruleset, qtbot,
                                                                                         monkeypatch):
    """Her place goes with her (no gap is left at a zone's end): the zone keeps its packing, and the markers of
    her row stand where they stood, unless their row's room for names changed (a row of one place and of more):
    none of them is placed again, and every marker stands where a zone laid out afresh puts it."""
    her, crowded, away, move = laid_out_again(ruleset, qtbot, monkeypatch)
    now, changed = move(away)                               # she leaves
    assert now == [] and changed == set()
    now, changed = move(crowded)                            # and comes back
    assert now == [her]


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_row_of_two_left_by_one_lays_out_the_other_again(ruleset, qtbot, monkeypatch):
    """The last row of two places: the one left alone has the whole zone's room for her name, and when the other
    comes back the two share it again."""
    her, crowded, away, move = laid_out_again(ruleset, qtbot, monkeypatch, until_last_row=2)
    now, changed = move(away)
    assert len(changed) == 1 and now == list(changed)
    now, changed = move(crowded)
    assert sorted(now) == sorted(changed | {her})


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_in_a_crowd_draws_again_only_the_markers_it_touched(ruleset, qtbot, monkeypatch):
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    m.grab()
    drawn = recording(monkeypatch, "drawPixmap", zone_map_module)
    put(c, copies[-1], other_zone(c, copies[-1]))
    m.grab()
    # the zones' picture under the change, the markers there (a zone of a few is laid out afresh), the map
    # on the widget: not the crowd
    assert 0 < len(drawn) <= len(copies) // 4
    drawn.clear()
    m.grab()                                           # nothing changed: the map as it was kept
    assert len(drawn) == 1


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_kept_map_after_moves_in_a_crowd_is_the_map_drawn_afresh(ruleset, qtbot):
    """The board looks only at the markers whose token or place is another object after a change: what it
    shows after moves, a selection and undo is, pixel for pixel, the whole map drawn again."""
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    m.grab()
    crowded = c.view().token(copies[-1]).zone
    put(c, copies[-1], other_zone(c, copies[-1]))
    as_afresh(m)
    put(c, copies[3], other_zone(c, copies[3]))          # one from the middle of the crowd: a gap
    as_afresh(m)
    m.selected = copies[5]
    m.update()
    as_afresh(m)
    put(c, copies[-1], crowded)
    as_afresh(m)
    c.undo()
    c.undo()
    as_afresh(m)


def test_a_turn_order_of_a_crowd_draws_only_the_rows_it_has_room_for(qtbot, monkeypatch):
    import vtt.ui.widgets.order_track as order_module
    from vtt.ui.widgets.order_track import OrderTrack
    c, _ = crowd("ashes")
    track = OrderTrack(c)
    qtbot.addWidget(track)
    track.resize(260, 300)
    track.show()
    drawn = recording(monkeypatch, "drawText", order_module)
    track.redraw_all()
    track.grab()
    assert len(c.view().order.entries) == 120
    rows = [args for args in drawn if args[-1] == "▒"]                # each row's card, face down
    assert 300 // 14 - 1 <= len(rows) <= 300 // 14 + 1


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_whole_window_repainted_after_a_move_copies_the_turn_order_and_the_sheets_tracks(
        ruleset, generic_window, monkeypatch):
    import vtt.ui.widgets.order_track as order_module
    import vtt.ui.widgets.segment_tracks as tracks_module
    c, copies = crowd(ruleset)
    w = generic_window(ruleset, session=c.session)
    w.grab()
    drawn = recording(monkeypatch, "drawText", order_module, tracks_module)
    put(w.controller, copies[-1], other_zone(w.controller, copies[-1]))     # nobody's card nor sheet changes
    w.grab()                                                                # every widget painted again
    assert drawn == []


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_sheets_text_is_copied_while_it_shows_the_same_and_drawn_anew_when_it_changes(ruleset, generic_window, qtbot):
    """Once the window has painted, the sheet's sections are kept as a picture, taken after a paint that drew them
    anew: a move of another leaves it (the whole window repainted copies it); another participant's sheet is
    drawn, then kept; what it shows is what a text browser of the same text shows, pixel for pixel."""
    c, copies = crowd(ruleset)
    w = generic_window(ruleset, session=c.session)
    text = w.sheets.details
    page = text.viewport()
    qtbot.waitUntil(lambda: w._kept_paints is not None)                     # painted
    page.update()
    qtbot.waitUntil(lambda: w._kept_paints.picture(page) is not None)       # painted again, then kept
    kept = w._kept_paints.picture(page)
    put(w.controller, copies[-1], other_zone(w.controller, copies[-1]))     # not hers
    w.grab()
    qtbot.wait(0)
    assert w._kept_paints.picture(page) is kept                             # copied, not drawn again
    w.sheets.show_participant(copies[0])
    qtbot.waitUntil(lambda: w._kept_paints.picture(page) not in (kept, None))   # hers, drawn and kept
    plain = type(text)()                 # a text browser with the sheet's margins around its page
    qtbot.addWidget(plain)
    plain.setPalette(text.palette())
    plain.document().setDocumentMargin(text.document().documentMargin())
    plain.setHtml(text.toHtml())
    plain.resize(text.size())
    plain.show()
    assert page.grab().toImage() == plain.viewport().grab().toImage()


def test_a_change_that_touches_no_marker_leaves_the_map_and_its_names_alone(generic_window, qtbot):
    """hundred: a range band set between two fighters changes no marker (their tokens are the same records):
    the roster map is not painted again, and the range table tells no name again."""
    from PySide6.QtCore import QEvent, QObject
    w = generic_window("hundred")
    c = w.controller
    view = c.view()
    painted = []

    class Paints(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                painted.append(obj)
            return False
    watch = Paints()
    w.map.installEventFilter(watch)
    a, b = view.tokens[0].id, view.tokens[1].id
    for band in [x for x in view.extra["bands"] if x != w.extras["ranges"].band_of(a, b)][:2]:
        painted.clear()
        named = w.extras["ranges"]._named
        assert c.do(Command("set_range", None, {"a": a, "b": b, "band": band}))
        qtbot.wait(20)                                    # (what Qt repaints of itself)
        assert w.extras["ranges"].band_of(a, b) == band and w.extras["ranges"]._named is named
    assert painted == []                      # (from the second on: the first lays the window out again)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_out_of_a_crowd_squeezed_into_a_small_zone_draws_only_the_markers_it_touched(ruleset, qtbot,
                                                                                             monkeypatch):
    """The benchmark's crowd (bench_gui.crowd): 196 in one zone over the map picture, the map as large as the GM
    window of 1400×860 makes it. Its markers never reach into each other's cells (where no cell holds a named
    marker they are dots): a move out of it and back draws her marker and the few of the zone she goes to, not
    the ~100 that stood over her place."""
    c, copies = crowd(ruleset, 200)
    m = shown_map(c, qtbot, (708, 567))
    assert m.placement() is not None
    crowded = c.view().token(copies[-1]).zone
    m.grab()
    drawn = recording(monkeypatch, "drawPixmap", zone_map_module)
    for zone in (other_zone(c, copies[-1]), crowded):
        put(c, copies[-1], zone)
        m.grab()
        # the zones' picture under the change, her marker, the markers of the zone of a few (laid out afresh
        # when she comes or goes), the map on the widget, and the dots of the crowd whose cells touch her place
        # in it (up to four); where the room lent to the zone of a few changed, the zones' picture drawn again
        # with its outline (#58: the map picture under it, once)
        few = sum(t.zone != crowded for t in c.view().tokens)
        assert 0 < len(drawn) <= few + 6, len(drawn)
        drawn.clear()


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_kept_map_of_a_crowd_squeezed_into_a_small_zone_is_the_map_drawn_afresh(ruleset, qtbot):
    """The benchmark's crowd (its markers dots) after moves out of it, from its middle, back and undone: the kept map
    is the map drawn afresh, pixel for pixel."""
    c, copies = crowd(ruleset, 200)
    m = shown_map(c, qtbot, (708, 567))
    m.grab()
    crowded = c.view().token(copies[-1]).zone
    for who in (copies[-1], copies[40]):
        put(c, who, other_zone(c, who))
        as_afresh(m)
    put(c, copies[-1], crowded)
    as_afresh(m)
    c.undo()
    as_afresh(m)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_the_markers_of_a_zone_of_a_few_that_one_joins_and_leaves_are_drawn_once(ruleset, qtbot, monkeypatch):
    """A zone of a few is laid out afresh as one comes and goes, its markers alternating between two places and
    sizes: each keeps the picture of both, so moving to and fro draws none of them again, not even the one who
    moves (a new token each time, whose marker shows all of it but its zone: docs/gui.md, "The sixth round")."""
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    crowded, few = c.view().token(copies[-1]).zone, other_zone(c, copies[-1])
    assert 0 < sum(t.zone == few for t in c.view().tokens) <= 8
    for zone in (few, crowded):                 # both ways drawn once
        put(c, copies[-1], zone)
        m.grab()
    badges = []
    paint_badge = ZoneMap._paint_badge
    monkeypatch.setattr(ZoneMap, "_paint_badge", lambda self, p, t, *args: badges.append(t.id) or paint_badge(
        self, p, t, *args))
    for zone in (few, crowded, few):
        put(c, copies[-1], zone)
        m.grab()
    assert badges == []
    as_afresh(m)


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_of_another_tells_none_of_the_shown_sheets_labels_again(ruleset, generic_window, monkeypatch):
    """The sheet on show is made of the ruleset's sections: while they are the same (compared by value) in the same
    language, a change elsewhere does not tell their labels again; a sheet that changes is told anew."""
    c, copies = crowd(ruleset)
    w = generic_window(ruleset, session=c.session)
    sheets = w.sheets
    titles = [sec.title for sec in sheets.sections()]
    assert titles
    told = []
    text = w.controller.text
    monkeypatch.setattr(w.controller, "text", lambda value: told.append(value) or text(value))
    put(w.controller, copies[-1], other_zone(w.controller, copies[-1]))     # not hers
    assert not [v for v in told if any(v == t for t in titles)]
    sheets.show_participant(copies[-1])                                    # another sheet: told
    assert [v for v in told if any(v == t for t in titles)]


def python_lines(action, *functions) -> dict:
    """How many lines of each of ``functions`` (with the comprehensions inside them) Python runs during ``action()``:
    a walk in Python along a crowd runs a line or more per marker, one found in C none."""
    from types import CodeType

    def inside(code):
        yield code
        for c in code.co_consts:
            if isinstance(c, CodeType):
                yield from inside(c)
    codes = {code: f.__name__ for f in functions for code in inside(f.__code__)}
    counts = dict.fromkeys((f.__name__ for f in functions), 0)

    def lines(frame, event, _arg):
        if event == "line":
            counts[codes[frame.f_code]] += 1
        return lines

    def calls(frame, _event, _arg):
        return lines if frame.f_code in codes else None
    was = sys.gettrace()
    sys.settrace(calls)
    try:
        action()
    finally:
        sys.settrace(was)
    return counts


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_in_a_crowd_walks_none_of_it_in_python(ruleset, qtbot):
    """The layout after a move (who stands in which zone, her place, the zone's packing, the markers placed again),
    the board's drawing (the markers the change's bounds meet) and the sides' colours find what changed in C, not
    by a line of Python per marker of the crowd: each runs fewer lines than the crowd has markers (300; a walk
    along them ran some 500 to 1,400 lines in each)."""
    c, copies = crowd(ruleset, 300)
    m = shown_map(c, qtbot)
    m.grab()
    crowded = c.view().token(copies[-1]).zone
    for who, zone in ((copies[-1], other_zone(c, copies[-1])), (copies[-1], crowded), (copies[50], other_zone(
            c, copies[50])), (copies[50], crowded)):
        run = python_lines(lambda: (put(c, who, zone), m.grab()), ZoneMap._board, ZoneMap._token_rects,
                           ZoneMap._groups, ZoneMap._zone_packing, zone_map_module.keep_places,
                           zone_map_module.side_colors)
        assert max(run.values()) < 250, run


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_among_a_crowd_over_a_picture_turns_the_zones_boxes_once_and_lends_no_room_again(ruleset, qtbot,
                                                                                               monkeypatch):
    """Over a map picture each zone is the box the GM drew, turned onto the map, and a crowd is lent room kept from
    the other zones (_room_limits): a move that changes neither the boxes nor which zones hold markers turns the
    boxes once (was twice: the groups, then the room) and works out no zone's room again."""
    c, copies = crowd(ruleset)
    m = shown_map(c, qtbot)
    m.grab()
    assert m.placement() is not None                    # (the demos' battlefields are pictures)
    asked = []
    for name in ("zone_rects", "_room_limits"):
        method = getattr(ZoneMap, name)
        monkeypatch.setattr(ZoneMap, name, lambda self, *args, name=name, method=method: asked.append(name) or method(
            self, *args))
    for who in (copies[-1], copies[-1], copies[5]):
        asked.clear()
        put(c, who, other_zone(c, who))
        m.grab()
        assert asked.count("zone_rects") == 1 and asked.count("_room_limits") == 0, asked
    as_afresh(m)
