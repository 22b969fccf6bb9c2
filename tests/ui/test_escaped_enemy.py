"""#33 item 5 in the windows: when the last enemy escaped under "destroy every enemy", Nechronica's flow panel
and the generic decision panel both offer the GM's two answers (from the ruleset's awaited() and legal
commands, no window code of their own); a click ends the battle, and the end box names the outcome."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.rules.nechronica.test_rulebook_escaped_enemy import the_only_enemy_escapes
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.nechronica.flow_panel import FlowPanel
from vtt.ui.widgets.decision_panel import DecisionPanel

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def test_the_flow_panel_asks_the_gm_and_a_click_ends_the_battle(shown, qtbot):
    c = BattleController(the_only_enemy_escapes())
    flow = shown(FlowPanel(c), 420, 700)
    flow.command_requested.connect(c.do)
    assert flow.prompt_box.isVisible()
    assert flow.prompt_text.text() == "<b>GM</b>: The last enemies escaped (s): does it count as a victory?"
    no = flow.findChild(type(flow.confirm_button), "choose_victory_0")
    assert no.text() == "Not a victory" and not flow.confirm_button.isVisible()
    QTest.mouseClick(no, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: flow.end_box.isVisible())
    assert c.state.outcome == "enemies_escaped"
    assert flow.end_text.text().startswith("<b>The enemies escaped</b>")


def test_the_generic_decision_panel_offers_both_answers(shown, qtbot):
    c = BattleController(the_only_enemy_escapes())
    panel = shown(DecisionPanel(c), 420, 500)
    assert set(panel.buttons) == {"Not a victory", "Count it as a victory"}
    QTest.mouseClick(panel.buttons["Count it as a victory"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.outcome == "victory")
