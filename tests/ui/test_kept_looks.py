"""The line map's looks after a change are made only for the positions whose token or turn-order entry is another
record (vtt.ui.widgets.line_map.KeptLooks, found in C), and are every time the looks made afresh of the view: after
moves, damage, AP set, a name hidden from the table, an escape, the battle started and undo (docs/gui.md, "The sixth
round (Nechronica's move)")."""
from __future__ import annotations

import pytest

import vtt.ui.widgets.line_map as line_map
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
from vtt.ui.nechronica.area_map import AreaMap

from tests.ui.test_map_layout_kept import crowd


def gm(op: str, **params) -> dict:
    return {"type": "override", "op": op, **params}


CHANGES = [gm("move", target="z3", area="hades"), gm("damage", target="z4", part="p0"),
           gm("set_ap", target="lily", ap=3), gm("visibility", target="z5", show_name=False),
           gm("visibility", target="z6", hidden=True), gm("escape", target="z7"), {"type": "start"},
           gm("move", target="z3", area="tartarus")]


@pytest.mark.parametrize("table_mode", [False, True])
def test_the_kept_looks_are_the_looks_made_afresh_after_every_change_and_undo(shown, table_mode):
    m = shown(AreaMap(crowd(), read_only=table_mode, table_mode=table_mode), 1200, 600)
    c = m.controller
    viewer = TABLE_VIEWER if table_mode else GM_VIEWER

    def as_made_afresh():
        assert m.current_looks() == line_map.looks_of(c.view(viewer), None, c.token_name)
    for command in CHANGES:
        assert c.do(command), command
        as_made_afresh()
    for _ in CHANGES:
        assert c.undo()
        as_made_afresh()


def test_a_move_among_many_makes_one_look_again_and_reads_no_other_record(shown, monkeypatch):
    """Of 34 on the map, one moved: her look made again, no other token's id nor entry's whom read (those were
    read for all at every change: a dict of the entries by whom, the ids of the row)."""
    m = shown(AreaMap(crowd()), 1200, 600)
    assert m.controller.do(gm("move", target="z3", area="hades"))
    made, read = [], []
    look, who, pid = line_map._look, line_map._WHO, line_map._ID
    monkeypatch.setattr(line_map, "_look", lambda t, *rest: made.append(t.id) or look(t, *rest))
    monkeypatch.setattr(line_map, "_WHO", lambda e: read.append(e) or who(e))
    monkeypatch.setattr(line_map, "_ID", lambda t: read.append(t) or pid(t))
    assert m.controller.do(gm("move", target="z3", area="tartarus"))
    assert made == ["z3"] and read == []
    assert m.look_of("z3").area == m.controller.state.fighters["z3"].area


def test_an_entry_handed_out_anew_alone_makes_her_look_again():
    """A ruleset may hand out a new turn-order entry with the very same token (her AP alone changed): her look is
    made again from it."""
    from vtt.core.ruleset import OrderEntry, TurnOrder, View
    c = crowd()
    view = c.view()
    kept = line_map.KeptLooks()
    line_map.looks_of(view, kept)
    order = view.order
    entries = tuple(OrderEntry(e.who, 7) if e.who == "lily" else e for e in order.entries)
    again = View(view.viewer, view.map, view.tokens, TurnOrder(order.kind, entries, order.now, order.top, order.bottom,
                                                               order.round),
                 view.awaited, view.banner, view.sides, view.extra)
    looks = line_map.looks_of(again, kept)
    assert looks["lily"].ap == 7
    assert looks == line_map.looks_of(again)
