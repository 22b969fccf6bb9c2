"""`vtt --demo --system ashes` opens the generic window (vtt.ui.battle_window) on the ashes demo, and
the decision panel plays it: the Effort roll, the bids, a turn."""
from PySide6.QtCore import Qt

from vtt.core import registry
from vtt.core.ruleset import TABLE_VIEWER
from vtt.ui.battle_window import BattleWindow
from vtt.ui.widgets.battle_controller import BattleController


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_demo_opens_in_the_generic_window_and_plays_through_the_panel(qtbot):
    session = registry.get("ashes").demo_session(3)
    w = BattleWindow(BattleController(session))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert "Ashes" in w.windowTitle()
    c = w.controller
    # Mei's Imbalance first: a dramatic penalty, then the GM rolls everyone's Effort
    click(qtbot, w.panel.buttons["Haunted: dramatic penalty"])
    click(qtbot, w.panel.buttons["Roll the Effort dice"])
    assert c.state.phase == "bid"
    while c.state.phase == "bid":
        click(qtbot, w.panel.buttons["Pass bid"])
    assert c.state.phase == "turns"
    me = c.awaited()[0].who
    click(qtbot, w.panel.buttons["End turn"])
    assert c.awaited()[0].who != me
    assert c.view(TABLE_VIEWER).order.kind == "bids"
    assert set(w.map.zone_rects()) == {"road", "shrine", "ruins", "well"}
