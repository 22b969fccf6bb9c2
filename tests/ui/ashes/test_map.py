"""The generic zone map on the ashes battlefields, which the scenario places close together (a
diamond of four): the zones are shrunk alike until none overlaps another, and all stay on screen."""
from vtt.core import registry
from vtt.core.ruleset import GM_VIEWER
from vtt.ui.widgets.zone_map import zone_rects


def test_battlefields_placed_close_together_neither_overlap_nor_leave_the_map():
    session = registry.get("ashes").demo_session(1)
    view = session.view(GM_VIEWER)
    assert len(view.extra["positions"]) == 4
    for width, height in ((760.0, 700.0), (400.0, 300.0), (1200.0, 500.0)):
        rects = zone_rects(view, width, height)
        assert set(rects) == {z.id for z in view.map.zones}
        boxes = list(rects.values())
        for i, a in enumerate(boxes):
            assert 0 <= a.left() and a.right() <= width and 0 <= a.top() and a.bottom() <= height
            assert a.width() > width * 0.12 and a.height() > height * 0.12      # still big enough for tokens
            for b in boxes[i + 1:]:
                assert not a.intersects(b)


def test_with_nobody_acting_the_sheet_shows_whom_the_battle_waits_on(qtbot):
    """A buy-down choice (Seed 002: the defender "buys down" the damage) is nobody's turn: the sheet
    panel shows the one who must choose, so the GM sees her Aura and Health boxes while answering."""
    from vtt.sim.driver import make_policy, next_command
    from vtt.ui.main_window import MainWindow
    from vtt.ui.widgets.battle_controller import BattleController
    system = registry.get("ashes")
    w = MainWindow(BattleController(system.demo_session(1)))
    qtbot.addWidget(w)
    c = w.controller
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    while not (c.awaited() and c.awaited()[0].choice is not None and c.awaited()[0].choice.kind == "buy_down"):
        assert c.do(next_command(c.session, policies))
    chooser = c.awaited()[0].who
    assert not c.view().acting()
    assert w.sheets.who == chooser and w.sheets.tracks.token().id == chooser
    assert [c.text(t.name) for t in w.sheets.tracks.token().tracks] == ["Aura", "Health", "Prana"]


def test_the_names_under_tokens_side_by_side_do_not_overlap(qtbot):
    """Four combatants on the Road of a small map: each name is given at most the room to its
    neighbour (a long one is drawn smaller, then cut with "…"), not twice its token's width."""
    from vtt.ui.widgets.battle_controller import BattleController
    from vtt.ui.widgets.zone_map import ZoneMap
    c = BattleController(registry.get("ashes").demo_session(1))
    m = ZoneMap(c, GM_VIEWER, read_only=True)
    qtbot.addWidget(m)
    m.resize(900, 330)
    rects = m.token_rects()
    road = [t.id for t in c.view().tokens if t.zone == "road"]
    assert len(road) >= 3
    for a in road:
        for b in road:
            ra, rb = rects[a], rects[b]
            if a < b and abs(ra.center().y() - rb.center().y()) < 1:        # side by side
                gap = abs(ra.center().x() - rb.center().x())
                assert m._label_widths[a] / 2 + m._label_widths[b] / 2 <= gap


def test_the_table_view_on_a_big_screen_draws_its_rows_and_dice_larger(qtbot):
    """The table view is read across the room: at 1920×1080 its turn order rows and rolled dice are
    1.5 times as large as at 1280×720 (the GM's own panels keep their size)."""
    from vtt.ui.main_window import MainWindow
    from vtt.ui.widgets.battle_controller import BattleController
    from vtt.sim.driver import make_policy, next_command
    system = registry.get("ashes")
    w = MainWindow(BattleController(system.demo_session(1)))
    qtbot.addWidget(w)
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    while w.controller.state.phase != "bid":                     # everyone has rolled Effort
        assert w.controller.do(next_command(w.controller.session, policies))
    table = w.open_table_view()
    qtbot.addWidget(table)
    table.resize(1280, 720)
    qtbot.waitUntil(lambda: abs(table.fit - 2 / 3) < 1e-6)
    small = (table.extras["effort"].scale, table.order.scale, table.map.scale)
    table.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.fit == 1.0)
    large = (table.extras["effort"].scale, table.order.scale, table.map.scale)
    assert all(abs(b - 1.5 * a) < 1e-6 for a, b in zip(small, large))
    assert w.extras["effort"].scale == 1.0 and w.order.scale == 1.0
    rects = table.extras["effort"].rows.die_rects()
    assert min(r.height() for r in rects.values()) >= 40
