"""`vtt --demo --system zones` opens the generic window (vtt.ui.battle_window) on the zones demo, and
the decision panel plays it."""
from PySide6.QtCore import Qt

from vtt.core import registry
from vtt.core.ruleset import TABLE_VIEWER
from vtt.ui.battle_window import BattleWindow
from vtt.ui.widgets.battle_controller import BattleController


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_demo_opens_in_the_generic_window_and_plays_through_the_panel(qtbot):
    session = registry.get("zones").demo_session(3)
    w = BattleWindow(BattleController(session))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert "Zones" in w.windowTitle()
    click(qtbot, w.panel.buttons["Draw the initiative cards"])
    c = w.controller
    assert c.state.phase == "battle"
    assert [label for label, _ in w.order.rows()] == [str(card) for card, _, _ in c.state.entries()]
    me = c.awaited()[0].who
    assert "End turn" in w.panel.buttons
    click(qtbot, w.panel.buttons["End turn"])
    assert c.awaited()[0].who != me
    assert c.view(TABLE_VIEWER).order.kind == "cards"
    assert set(w.map.zone_rects()) == {"road", "bridge", "ford", "ruins"}


def test_a_token_dragged_to_the_next_zone_moves_there(qtbot):
    from vtt.core.records import Command
    session = registry.get("zones").demo_session(3)
    session.do(Command("deal", dice=(1, 2, 3, 4)))           # asa (bridge) acts first
    w = BattleWindow(BattleController(session))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    m = w.map
    start = m.token_rects()["asa"].center().toPoint()
    target = m.zone_rects()["ford"].center().toPoint()
    qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=start)
    assert set(m._reachable) == {"road", "ford"}
    qtbot.mouseMove(m, target)
    qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=target)
    assert w.controller.state.fighters["asa"].zone == "ford"
    assert w.log.count() >= 1
