"""An action check (行動判定) from the marker's menu: the GM right-clicks the doll whose action it is, picks
"Action check… (GM)", gives the cost the NC rules, and her check is rolled (001: 基本的にアクションタイミングで、
NCの裁定したコストを消費して判定することになるでしょう)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog, QMenu

from tests.ui.test_main_window import _menu_actions

ACTION = "Action check… (GM)"


def _menu_of(window, qtbot, pid):
    m = window.map
    at = m.mapFromScene(m.marker(pid).sceneBoundingRect().center())
    with qtbot.waitSignal(m.participant_menu_requested):
        QTest.mousePress(m.viewport(), Qt.RightButton, Qt.NoModifier, at)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


@pytest.mark.qt_log_ignore("does not support (raise|grabbing)")    # the offscreen platform, for a popup
def test_the_gm_gives_the_cost_and_her_check_is_rolled(window, qtbot, monkeypatch):
    c = window.controller
    c.do({"type": "start"})                                     # round 1, count 11: ノエル (noel) acts
    assert c.state.fighters["noel"].ap == c.state.count
    ap = c.state.fighters["noel"].ap
    asked = []

    def get_int(parent, title, label, value, low, high, *rest):
        asked.append((title, label, value, low, high))
        return 2, True
    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    menu = _menu_of(window, qtbot, "noel")
    action = _menu_actions(menu)[ACTION]
    assert action.isEnabled()
    action.trigger()
    menu.close()
    assert asked and asked[0][2:] == (1, 0, 10)                # from a cost of 1, within what the rules take
    last = c.session.log[-1]
    assert (last.command.type, last.command.params) == ("action_check", {"target": "noel", "cost": 2})
    assert c.state.fighters["noel"].ap == ap - 2
    assert any(e.type == "check_rolled" and e.data["kind"] == "action" for e in last.events)
    c.undo()
    assert c.state.fighters["noel"].ap == ap and not c.state.stack


@pytest.mark.qt_log_ignore("does not support (raise|grabbing)")
def test_not_offered_for_one_whose_action_it_is_not(window, qtbot):
    c = window.controller
    c.do({"type": "start"})
    other = next(p.id for p in c.state.fighters.values() if p.kind == "doll" and p.ap != c.state.count)
    menu = _menu_of(window, qtbot, other)
    action = _menu_actions(menu)[ACTION]
    menu.close()
    assert not action.isEnabled() and "count" in action.toolTip()
