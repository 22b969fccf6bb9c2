"""A ruleset declares what the GM is asked before a command she chose is sent (its contributions' ``confirm``);
the window asks it once, wherever the command is chosen: Nechronica's attack on one's own side, from the Now
panel as from the doll sheet. A ruleset that declares nothing is asked nothing."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.generic.conftest import window_on
from vtt.core import registry
from vtt.core.records import Command
from vtt.ui import contributions
from vtt.ui.nechronica.contributions import friendly_fire

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


@pytest.fixture
def asked(monkeypatch):
    """The questions asked (their texts), each answered with ``asked.answer`` (No until told)."""
    class Asked(list):
        answer = No
    out = Asked()

    def question(parent, title, text, *a, **k):
        out.append(text)
        return out.answer
    monkeypatch.setattr(QMessageBox, "question", question)
    return out


@pytest.fixture
def nechronica(qtbot, tmp_path):
    """The Nechronica demo started, the ghoul moved beside Noel and Maria in Elysium: Noel acts at count 11."""
    w = window_on(registry.get("nechronica").demo_session(1), tmp_path)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    w.issue(Command("start"))
    w.issue(Command("override", None, {"op": "move", "target": "ghoul", "area": "elysium"}))
    QApplication.processEvents()
    return w


def own_side_attack(w) -> Command:
    return next(c for c in w.controller.legal_commands("noel") if friendly_fire(w.controller, c) is not None)


def click_in_now_panel(qtbot, w, command: Command) -> None:
    """The command's button in the Now panel clicked (its folded group or page opened first)."""
    now = w.now
    label = next(label for label, b in now.buttons.items() if now.commands.get(b) == command) \
        if command in now.commands.values() else w.controller.command_text(command)
    for _ in range(10):
        if label in now.buttons and now.buttons[label].isVisible():
            break
        qtbot.mouseClick(now.folded[label], Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    qtbot.mouseClick(now.buttons[label], Qt.MouseButton.LeftButton)


def test_an_attack_on_ones_own_side_chosen_in_the_now_panel_asks_first_once(nechronica, asked, qtbot):
    w, c = nechronica, nechronica.controller
    attack = own_side_attack(w)
    n = len(c.session.log)
    click_in_now_panel(qtbot, w, attack)
    assert len(asked) == 1 and "own side" in asked[0] and len(c.session.log) == n      # No: nothing sent
    asked.answer = Yes
    click_in_now_panel(qtbot, w, attack)
    assert len(asked) == 2 and len(c.session.log) == n + 1 and c.session.log[n].command.params == attack.params


def test_an_attack_on_ones_own_side_chosen_on_the_doll_sheet_asks_once_not_again_in_the_window(nechronica, asked,
                                                                                              qtbot):
    w, c = nechronica, nechronica.controller
    attack = own_side_attack(w)
    w.sheets.show_participant("noel")
    sheet = w.sheets.current_sheet()
    sheet.select_part(attack.get("part"))
    sheet.targets.setCurrentIndex(next(i for i in range(sheet.targets.count())
                                       if sheet.targets.itemData(i) == attack))
    n = len(c.session.log)
    qtbot.mouseClick(sheet.use_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and len(c.session.log) == n
    asked.answer = Yes
    qtbot.mouseClick(sheet.use_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 2 and len(c.session.log) == n + 1


def test_an_attack_on_a_foe_asks_nothing(nechronica, asked, qtbot):
    w, c = nechronica, nechronica.controller
    foe = next(x for x in c.legal_commands("noel") if x.get("target") in c.state.fighters
               and c.state.fighters[x.get("target")].side == "enemies" and friendly_fire(c, x) is None)
    n = len(c.session.log)
    click_in_now_panel(qtbot, w, foe)
    assert asked == [] and len(c.session.log) == n + 1


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_a_ruleset_that_declares_nothing_asks_nothing(qtbot, tmp_path, asked, ruleset):
    assert contributions.of(ruleset).confirm is None
    w = window_on(registry.get(ruleset).demo_session(1), tmp_path)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    n = len(w.controller.session.log)
    for _ in range(6):                                   # every answer the GM clicks goes straight through
        QApplication.processEvents()
        button = w.now.move_on if w.now.move_on is not None else w.now.keyed[0]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert asked == [] and len(w.controller.session.log) >= n + 6
