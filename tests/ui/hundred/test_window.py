"""The generic window (vtt.ui.battle_window) on the hundred demo: the deal, laying cards from the panel,
the reveal into the order row, the table view showing backs, a fight to its end with the AI."""
from PySide6.QtCore import Qt

from vtt.core import registry
from vtt.core.records import Command
from vtt.ui.main_window import MainWindow
from vtt.ui.widgets.battle_controller import BattleController
from tests.ui.panel import offered, press


def click(qtbot, button):
    # a panel rebuilt a moment ago shows its new buttons by a queued call and lays them out after:
    # click once the button is on screen with its size
    qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0, timeout=3000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def window(qtbot, seed=3):
    w = MainWindow(BattleController(registry.get("hundred").demo_session(seed)))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_cards_are_laid_from_the_panel_and_flip_into_the_order_row(qtbot):
    w = window(qtbot)
    assert "Hundred" in w.windowTitle()
    click(qtbot, w.now.buttons["Deal the cards: each character draws as many as its Combat"])
    c = w.controller
    assert c.state.phase == "preparation"
    table = w.open_table_view()
    qtbot.addWidget(table)
    while c.state.phase == "preparation":
        lays = [label for label in offered(w.now) if label.startswith("Lay ")]
        assert lays, list(w.now.buttons)
        press(qtbot, w.now, lays[0])
        if c.state.phase == "preparation":       # face down: the table has rows but no card values
            assert all(e.value is None for e in c.view(table.order.viewer).order.entries)
    assert c.state.phase == "combat"
    laid = sorted(f.laid for f in c.state.fighters.values() if f.laid is not None)
    assert [label for label, _ in w.order.rows()] == [str(x) for x in laid]


def test_a_whole_fight_plays_to_its_end_with_the_ai(qtbot):
    w = window(qtbot, seed=5)
    w.ai.set_interval_ms(0)
    w.ai.set_side("party", True)
    w.ai.set_side("foes", True)
    for _ in range(3000):
        if w.controller.state.phase == "ended":
            break
        w.ai.step()
    assert w.controller.state.outcome in ("victory", "defeat")
    assert w.log.count() > 20


def test_a_refused_gift_says_why(qtbot):
    w = window(qtbot)
    c = w.controller
    c.do(Command("deal", dice=tuple(range(1, 20))))      # 19 cards: 2 + 3 + 2 + 2 + 4 × 2 + 2
    assert c.do(Command("give", "aren", {"card": 1, "to": "mira"}))
    verdict = c.can(Command("give", "aren", {"card": 2, "to": "tobin"}))
    assert not verdict and verdict.rule == "give" and "one per round" in c.reason(verdict)


def _human_click(qtbot, w):
    """The party's player presses a button of the panel: lay the lowest card, attack, block, roll the
    damage; anything else on offer otherwise."""
    buttons = w.now.buttons
    for prefix in ("Lay ", "Attack ", "Block", "Roll the damage", "Deal the cards", "Act: ", "End turn", "None"):
        labels = sorted((b for b in buttons if b.startswith(prefix)),
                        key=lambda b: int(b[4:]) if prefix == "Lay " and b[4:].isdigit() else 0)
        if labels:
            click(qtbot, buttons[labels[0]])
            return True
    if buttons:
        click(qtbot, next(iter(buttons.values())))
        return True
    return False


def test_a_fight_plays_to_its_end_by_hand_against_the_ai(qtbot):
    """Done when: "A fight from a sample scenario plays to its end in the GUI, by hand and with AI on one side"."""
    w = window(qtbot, seed=8)
    w.ai.set_interval_ms(0)
    w.ai.set_side("foes", True)
    c = w.controller
    for _ in range(3000):
        if c.state.phase == "ended":
            break
        if not w.ai.step():
            assert _human_click(qtbot, w), (c.awaited(), list(w.now.buttons))
    assert c.state.outcome in ("victory", "defeat")
