"""Defects met playing whole fights of the four demos as a GM would (t57: under Xvfb at 1920×1080, real clicks, drags
and keys, the table view open), each reproduced here through what the GM touches."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from tests.ui.generic.conftest import advance
from tests.ui.test_one_window import RULESETS, asks, make, press  # noqa: F401  (the fixtures)
from vtt.core import registry
from vtt.core.game_file import save_battle
from vtt.core.ruleset import ACT, CHOOSE
from vtt.ui.theme import HIGH_CONTRAST


def acting_or_choosing(c) -> list:
    return [a.who for a in c.awaited() if a.kind in (ACT, CHOOSE) and a.who]


def test_after_an_undo_back_before_the_damage_the_sheet_shows_whose_turn_it_is(make):  # noqa: F811
    """hundred: an attack hit, the damage rolled; Edit → Undo back to "before the damage", where nobody acts or
    chooses (the fighters with a higher card may interrupt, the damage waits): the sheet stayed on whoever's the GM
    had last (the one who acted after the damage, or the first who may interrupt, Mira), not on the fighter whose
    turn it is. After the undo it shows her, as after any undo."""
    w = make("hundred")
    c = w.controller
    advance(w, lambda c: bool(c.session.log) and c.session.log[-1].command.type == "damage")
    attacker = c.session.log[-1].command.actor
    w.act["next_sheet"].trigger()                                # the GM looks at another's sheet (who may interrupt)
    assert w.sheets.current_participant() != attacker
    w.act["undo"].trigger()                                      # Edit → Undo: back before the damage
    assert not acting_or_choosing(c) and c.view().acting() == {attacker}
    assert w.sheets.current_participant() == attacker
    w.act["redo"].trigger()
    w.act["next_sheet"].trigger()
    w.act["undo"].trigger()                                      # and back again, from another sheet
    assert w.sheets.current_participant() == attacker


def test_after_an_interrupt_before_the_damage_the_sheet_goes_back_to_the_attacker(make, qtbot):  # noqa: F811
    """hundred: before the damage Mira (a higher card) interrupts through the Now panel and acts; the attack goes on
    (its damage waits) and it is the attacker's turn again: the sheet stayed on Mira's."""
    w = make("hundred")
    c = w.controller

    def interrupter(c):
        a = c.state.attack()
        return (a is not None and a["stage"] == "damage"
                and next((b for b in w.now.commands if w.now.commands[b].type == "interrupt"), None))
    advance(w, interrupter)
    attacker = c.state.attack()["attacker"]
    button = interrupter(c)
    who = w.now.commands[button].actor
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)          # she interrupts
    assert acting_or_choosing(c) == [who] and w.sheets.current_participant() == who
    qtbot.mouseClick(w.now.move_on, Qt.MouseButton.LeftButton)  # her action: End turn
    assert c.state.attack()["stage"] == "damage" and c.view().acting() == {attacker}
    assert w.sheets.current_participant() == attacker


@pytest.mark.qt_log_ignore("does not support (raise|grabbing)")    # the offscreen platform, for a popup
@pytest.mark.parametrize("ruleset", ("zones", "ashes", "hundred"))
def test_right_click_on_a_marker_offers_the_gm_s_forms_for_her(make, qtbot, ruleset):  # noqa: F811
    """Nechronica's marker pops the GM's overrides up beside her; zones', ashes' and hundred's right-click did nothing
    but bring her sheet up. It offers the ruleset's GM forms that name a participant; one chosen opens GM command… on
    that form with her chosen, and Apply does it for her."""
    w = make(ruleset)
    c = w.controller
    rects = w.map.token_rects()
    who = [t.id for t in c.view().tokens if t.id in rects][-1]         # (not the first a form's list would offer)
    QTest.mousePress(w.map, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, rects[who].center().toPoint())
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    assert w.sheets.current_participant() == who                        # her sheet comes up beside it
    forms = c.ruleset.gm_forms(c.state)
    form = next(f for f in forms if f.type == "override" and f.fields and f.fields[0].key == "target")
    action = next(a for a in menu.actions() if a.text() == c.text(form.label) + "…")
    action.trigger()
    menu.close()
    dialog = w.gm_dialog
    assert dialog.isVisible() and dialog.current() == form
    assert dialog.inputs["target"].currentData() == who
    n = len(c.session.log)
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert len(c.session.log) == n + 1 and c.session.log[-1].command.params["target"] == who


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_table_view_stays_on_show_when_a_file_of_another_ruleset_replaces_the_battle(make, asks, qtbot,  # noqa: F811
                                                                                        tmp_path, ruleset):
    """The table view open (F5), themed and zoomed for the room, then File → Open a battle of another ruleset: the
    players' screen went away (its widgets were the last ruleset's) until the GM pressed F5 again, in the default theme
    and size. It comes back at once with the new battle, as the GM had it."""
    w = make(ruleset)
    press(qtbot, w, Qt.Key.Key_F5)
    old = w.table_view
    qtbot.keyClick(old, Qt.Key.Key_T)                                 # high contrast
    qtbot.keyClick(old, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(old, Qt.Key.Key_F11)                               # full screen
    other = RULESETS[(RULESETS.index(ruleset) + 1) % len(RULESETS)]
    path = tmp_path / "other.json"
    save_battle(registry.get(other).demo_session(2), path)
    asks.files(path)
    w.act["open"].trigger()
    assert w.controller.session.ruleset.name == other
    t = w.table_view
    assert t is not None and t is not old and t.isVisible() and t.isFullScreen()
    assert t.theme is HIGH_CONTRAST and t.scale == 1.25
    assert t.controller is w.controller and t.windowTitle().split(" — ")[1] in w.windowTitle()   # the new battle's


def test_a_mad_fetter_in_the_sheet_s_max_ap_reads_in_the_english_window(make, qtbot):  # noqa: F811
    """Nechronica: Lily's fetter to her treasure (依存, Dependence) goes mad through GM → GM command…; her sheet's max
    AP line said "依存 (mad) -2" and "sister's 信頼 (mad) -1" in the English window, where her fetters' table says
    Dependence and Trust. It says the emotion in the interface language, as the fetters do."""
    w = make("nechronica")
    w.act["gm"].trigger()
    dialog = w.gm_dialog
    label = w.controller.text(next(f.label for f in dialog.forms if dict(f.fixed).get("op") == "madness"))
    dialog.which.setCurrentIndex(dialog.which.findText(label))               # the form picked in its list
    dialog.inputs["target"].setCurrentIndex(dialog.inputs["target"].findData("lily"))
    dialog.inputs["fetter"].setValue(0)
    dialog.inputs["value"].setValue(4)
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    w.sheets.show_participant("lily")
    ap = w.sheets.sheets["lily"].ap_label.text()
    assert ap.endswith("Dependence (mad) -2)") and "依存" not in ap, ap
