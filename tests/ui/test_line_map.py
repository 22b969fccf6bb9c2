"""The generic line map (vtt.ui.widgets.line_map) on a ruleset that is not Nechronica: the toy's zones
in a row, a marker per token of the view, a drag with the mouse sends the legal move whose ``to`` is the
zone dropped on, an illegal drop says why at the marker and changes nothing; the table's copy draws
only what the table may see. (Nechronica's area map is this widget with Nechronica's hooks.)"""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.core import toy
from vtt.core.records import Command
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.line_map import LineMap, MarkerItem


def dealt():
    c = BattleController(toy.ToySession(toy.DEMO, 3))
    c.do(Command("deal", dice=(1, 2, 3, 4)))          # ann acts first
    return c


def drag(m: LineMap, pid: str, column: int) -> None:
    start = m.mapFromScene(m.marker(pid).sceneBoundingRect().center())
    end = m.mapFromScene(m.area_rect(column).center())
    vp = m.viewport()
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(20, 0))
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def column_of(m: LineMap, pid: str):
    return m.area_at(m.marker(pid).sceneBoundingRect().center())


def test_the_zones_stand_in_a_row_with_a_marker_per_token_in_its_zone(shown):
    c = dealt()
    m = shown(LineMap(c), 1200, 600)
    titles = [i.text() for i in m.scene().items() if hasattr(i, "text")]
    assert {"gate", "yard", "keep"} <= set(titles)
    xs = [m.area_rect(i).x() for i in range(3)]
    assert xs == sorted(xs)
    zones = [z.id for z in c.view().map.zones]
    assert set(m.markers()) == {t.id for t in c.view().tokens}
    for t in c.view().tokens:
        assert isinstance(m.marker(t.id), MarkerItem) and column_of(m, t.id) == zones.index(t.zone)


def test_a_drag_with_the_mouse_sends_the_legal_move_and_an_illegal_one_says_why(qtbot, shown):
    c = dealt()
    m = shown(LineMap(c), 1200, 600)
    assert set(m.move_options("ann")) == {1}                       # gate → yard only
    drag(m, "ann", 1)
    assert c.state.fighters["ann"].zone == "yard" and column_of(m, "ann") == 1
    c.undo()
    before = c.session.snapshot()
    with qtbot.waitSignal(c.error) as said:
        drag(m, "ann", 2)                                          # keep: not adjacent to the gate
    assert "cannot move to keep" in said.args[0]
    assert m.refusal()[0] == "ann" and "keep" in m.refusal()[1]    # said at the marker too
    assert c.session.snapshot() == before and column_of(m, "ann") == 0


def test_the_tables_copy_draws_only_what_the_table_may_see(shown):
    c = dealt()
    gm = shown(LineMap(c), 1200, 600)
    table = shown(LineMap(c, read_only=True, table_mode=True), 1200, 600)
    assert "spy" in gm.markers() and "spy" not in table.markers()  # the fighter the GM hides
    before = c.session.snapshot()
    drag(table, "ann", 1)
    assert c.session.snapshot() == before                          # nothing moves from the table
