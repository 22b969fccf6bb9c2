"""`vtt --demo --system zones` opens the battle window (vtt.ui.main_window) on the zones demo, and the
decision panel plays it."""
from PySide6.QtCore import Qt

from vtt.core import registry
from vtt.core.ruleset import TABLE_VIEWER
from vtt.ui.main_window import MainWindow
from tests.ui.generic.conftest import window_on
from vtt.ui.widgets.battle_controller import BattleController


def click(qtbot, button):
    # a panel rebuilt a moment ago shows its new buttons by a queued call and lays them out after:
    # click once the button is on screen with its size
    qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0, timeout=3000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_demo_opens_in_the_generic_window_and_plays_through_the_panel(qtbot):
    session = registry.get("zones").demo_session(3)
    w = MainWindow(BattleController(session))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert "Zones" in w.windowTitle()
    click(qtbot, w.now.buttons["Draw the initiative cards"])
    c = w.controller
    assert c.state.phase == "battle"
    assert [label for label, _ in w.order.rows()] == [str(card) for card, _, _ in c.state.entries()]
    me = c.awaited()[0].who
    assert "End turn" in w.now.buttons
    click(qtbot, w.now.buttons["End turn"])
    assert c.awaited()[0].who != me
    assert c.view(TABLE_VIEWER).order.kind == "cards"
    assert set(w.map.zone_rects()) == {"road", "bridge", "ford", "ruins"}


def test_a_token_dragged_to_the_next_zone_moves_there(qtbot):
    from vtt.core.records import Command
    session = registry.get("zones").demo_session(3)
    session.do(Command("deal", dice=(1, 2, 3, 4)))           # asa (bridge) acts first
    w = MainWindow(BattleController(session))
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


# -- the window a GM plays a whole fight in ------------------------------------------------------
import pytest  # noqa: E402

from vtt.core.records import Command  # noqa: E402
from vtt.ui.widgets.gm_dialog import GmDialog  # noqa: E402


@pytest.fixture
def zw(qtbot, tmp_path):
    """The generic window on the zones demo with the cards dealt: Asa 1, Bren 2, the wolves 3, the bandit 4."""
    session = registry.get("zones").demo_session(3)
    session.do(Command("deal", dice=(1, 2, 3, 4)))
    w = window_on(session, tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def drag_row(qtbot, track, src: int, dst: int):
    rects = track.row_rects()
    a, b = rects[src].center().toPoint(), rects[dst].center().toPoint()
    qtbot.mousePress(track, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(track, b)
    qtbot.mouseRelease(track, Qt.MouseButton.LeftButton, pos=b)


def test_a_card_dragged_onto_another_pcs_card_at_the_round_start_swaps_them(zw, qtbot):
    """Seed 004: swaps between player characters only at the start of a round, before anyone acts."""
    drag_row(qtbot, zw.order, 0, 1)                       # Asa's card 1 onto Bren's card 2
    s = zw.controller.state
    assert s.cards_of("bren") == [1] and s.cards_of("asa") == [2]


def test_a_card_dragged_onto_a_monsters_card_is_refused_with_the_rule(zw, qtbot):
    errors = []
    zw.controller.error.connect(errors.append)
    before = zw.controller.session.snapshot()
    drag_row(qtbot, zw.order, 0, 4)                       # Asa onto the bandit
    assert zw.controller.session.snapshot() == before
    assert errors and "[swap]" in errors[-1] and "player characters" in errors[-1]


def test_the_turn_order_notes_the_maneuvers_left(zw):
    c = zw.controller
    assert c.text(c.view().order.entries[0].note) == "slow ● fast ●"
    assert c.do(Command("move", "asa", {"to": "ford"}))   # a fast maneuver
    assert c.text(c.view().order.entries[0].note) == "slow ● fast ○"


def test_the_sheet_shows_actions_weapons_and_harm_taking_dice_away(zw):
    sheet = zw.sheets
    assert sheet.who == "asa"                             # nobody chosen: whoever acts
    html = sheet.details.toPlainText()
    assert "Sword (in hand)" in html and "Strike, damage 2, range 0" in html
    zw.controller.do(Command("override", None, {"op": "harm", "target": "asa", "track": "physical", "value": 2}))
    assert "5 − 2 Harm = 3" in sheet.details.toPlainText()
    sheet.show_participant("bandit")
    assert "Bandit" in sheet.tracks.token().name


def test_the_gm_dialog_runs_a_fear_test_and_shows_a_refusal_without_changing_anything(zw, qtbot):
    d = zw.open_gm_dialog()
    assert isinstance(d, GmDialog)
    d.which.setCurrentIndex(d.which.findText("Fear test"))
    d.inputs["target"].setCurrentIndex(d.inputs["target"].findData("bren"))
    zw.controller.dice_entry.setText("6 1 1 1 1")
    n = len(zw.controller.session.log)
    assert d.apply()
    assert zw.controller.session.log[-1].command.type == "fear"
    assert zw.controller.session.log[-1].command.dice[:1] == (6,)
    d.which.setCurrentIndex(d.which.findText("Put out the fire"))    # nobody burns
    before = zw.controller.session.snapshot()
    assert not d.apply()
    assert "is not burning" in d.status.text() and "[fire]" in d.status.text()
    assert zw.controller.session.snapshot() == before and len(zw.controller.session.log) == n + 1


def test_physical_dice_that_are_not_dice_are_refused_and_nothing_happens(zw):
    errors = []
    zw.controller.error.connect(errors.append)
    zw.controller.dice_entry.setText("6 x")
    before = zw.controller.session.snapshot()
    assert not zw.controller.do(Command("move", "asa", {"to": "ford"}))
    assert zw.controller.session.snapshot() == before and "not die values" in errors[-1]


def test_a_free_roll_in_the_games_syntax_with_dice_from_the_table(zw):
    zw.dice.expression.setText("5D = 6 6 1 2 3")
    line = zw.dice.roll()
    assert "2 successes" in line and zw.log.lines()[-1] == f"{zw.log.count()}. {line}"   # (the entry's number)


def test_the_ai_plays_the_foes_until_a_player_character_is_awaited(zw, qtbot):
    zw.ai.set_interval_ms(0)
    c = zw.controller
    c.do(Command("end_turn", "asa"))
    c.do(Command("end_turn", "bren"))
    zw.ai_actions["foes"].setChecked(True)
    qtbot.waitUntil(lambda: c.state.phase == "ended" or (c.awaited() and c.awaited()[0].side == "party"),
                    timeout=10000)
    assert any(r.command.actor in ("wolf1", "wolf2", "bandit") for r in c.session.log)


def test_every_command_is_autosaved_and_the_autosave_brings_the_battle_back(zw, qtbot, tmp_path):
    c = zw.controller
    c.do(Command("move", "asa", {"to": "ford"}))
    zw.autosave()                                 # (written once the event loop turns)
    assert zw.autosave_path.exists()
    c.undo()
    c.redo()
    c.do(Command("end_turn", "asa"))
    snap = c.session.snapshot()
    zw.close()                                    # left unsaved: its journal stays
    again = window_on(registry.get("zones").demo_session(3), tmp_path)
    qtbot.addWidget(again)
    assert again.continue_last_battle()
    assert again.controller.session.snapshot() == snap


def test_a_broken_file_is_reported_and_the_battle_stays(zw, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: shown.append(a[2]))
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "scenario", "ruleset": "zones", "zones": [{"id": 3}]}', encoding="utf-8")
    before = zw.controller.session
    assert not zw.open_path(bad)
    assert zw.controller.session is before and "bad.json" in shown[-1]


def test_the_language_menu_switches_the_panel_to_japanese(zw, qtbot):
    from vtt.ui.i18n import install_language
    try:
        zw.act["lang_ja"].trigger()         # Qt posts the LanguageChange to every window
        qtbot.waitUntil(lambda: any("街道" in b for b in zw.now.buttons))
        assert "行為" in zw.sheets.details.toPlainText()
        assert zw.controller.token_name(zw.controller.view().token("asa")) == "アサ"
        assert "アサ" in [label for _, entries in zw.order.rows() for label, _ in entries]
    finally:
        install_language("en")


def test_a_whole_fight_to_its_end_by_hand_through_the_panel_with_the_ai_playing_the_foes(zw, qtbot):
    """The party's moves are clicks on the Now panel's buttons (an attack where one is offered, else
    closing in, else ending the turn; in a reaction window the first reaction); the AI plays the foes."""
    c = zw.controller
    zw.ai.set_interval_ms(0)
    zw.ai_actions["foes"].setChecked(True)
    for _ in range(600):
        if c.state.phase == "ended":
            break
        aw = c.awaited()
        if not aw or aw[0].side != "party":
            qtbot.waitUntil(lambda: c.state.phase == "ended" or (c.awaited() and c.awaited()[0].side == "party"),
                            timeout=10000)
            continue
        labels = list(zw.now.buttons)
        pick = (next((b for b in labels if b.startswith(("Attack", "Dodge", "Parry", "Chase", "Hold", "Break free",
                                                         "More Harm"))), None)
                or next((b for b in labels if b.startswith("Move to Ford") or b.startswith("Move to Bridge")), None)
                or next((b for b in labels if b.startswith(("End turn", "Pass"))), None) or labels[0])
        n = len(c.session.log)
        click(qtbot, zw.now.buttons[pick])
        assert len(c.session.log) > n, pick
    assert c.state.phase == "ended" and c.state.outcome in ("victory", "defeat")
    assert zw.log.count() > 20


def test_an_attack_button_says_how_far_the_target_stands(zw):
    c = zw.controller
    assert c.command_text(Command("attack", "asa", {"target": "wolf1"})) == "Attack Grey wolf (Sword, 1 zone away)"
    assert c.command_text(Command("attack", "asa", {"target": "bandit"})) == "Attack Bandit (Sword, 2 zones away)"
    c.do(Command("move", "asa", {"to": "ford"}))
    assert "Attack Grey wolf (Sword, same zone)" in zw.now.buttons


def test_a_monster_with_two_cards_shows_what_is_left_on_each(qtbot, tmp_path):
    from vtt.core.game_file import open_session
    from vtt.rules.zones.battle import RESOURCES
    s = open_session(RESOURCES / "scenarios" / "troll.json")
    s.do(Command("deal", dice=(7, 5, 3, 9, 2, 8, 10)))            # the troll holds 2 and 8, the wolves 10
    s.do(Command("move", "troll", {"to": "meadow"}))
    s.do(Command("attack", "troll", {"target": "asa"}))
    s.do(Command("pass", "asa", dice=(6, 1, 1, 1, 1, 1)))
    w = window_on(s, tmp_path)
    qtbot.addWidget(w)
    notes = dict(zip([label for label, _ in w.order.rows()], w.order.row_notes()))
    assert notes["2"] == "slow ○ fast ○" and notes["8"] == "slow ● fast ●"


def test_the_ambush_form_offers_a_sneaker_of_the_ambushers_and_a_watcher_of_the_others(qtbot, tmp_path):
    """Seed 004: "you roll Sneak against Track or Read"; "If there are several ambushers only one of you makes a
    Sneak test": the form offered every fighter as sneaker and as watcher (#39, played: two of one side picked);
    it offers what the command takes, and follows the side the GM picks."""
    s = registry.get("zones").demo_session(3)
    w = window_on(s, tmp_path)
    qtbot.addWidget(w)
    w.act["gm"].trigger()
    d = w.gm_dialog
    d.which.setCurrentIndex(d.which.findText("Ambush (before the deal)"))
    b = s.state

    def offered(key):
        box = d.inputs[key]
        return [box.itemData(i) for i in range(box.count())]

    def of_side(side):
        return [f.id for f in b.fighters.values() if f.side == side]
    side = d.inputs["side"]
    assert side.currentData() == "foes"
    assert offered("sneaker") == of_side("foes") and offered("watcher") == of_side("party")
    side.setFocus()
    qtbot.keyClick(side, Qt.Key.Key_Up)                          # the party ambush
    assert side.currentData() == "party"
    assert offered("sneaker") == of_side("party") and offered("watcher") == of_side("foes")
    w.controller.dice_entry.setText("6 6 1 1 1 1 1 1 1 1 1 1 1 1 1")
    assert d.apply(), d.status.text()
    ambush = w.controller.session.log[-1].command
    assert ambush.type == "ambush" and b.fighters[ambush.get("sneaker")].side == "party"
    assert b.fighters[ambush.get("watcher")].side == "foes"


def test_the_gm_dialog_sets_an_ambush_before_the_deal(qtbot, tmp_path):
    """Seed 004: ambush (Sneak vs Track/Read) before the cards are drawn."""
    w = window_on(registry.get("zones").demo_session(3), tmp_path)
    qtbot.addWidget(w)
    d = w.open_gm_dialog()
    d.which.setCurrentIndex(d.which.findText("Ambush (before the deal)"))
    d.inputs["sneaker"].setCurrentIndex(d.inputs["sneaker"].findData("bandit"))
    d.inputs["watcher"].setCurrentIndex(d.inputs["watcher"].findData("bren"))
    w.controller.dice_entry.setText("6 6 1 1 1 1 1 1 1 1 1 1 1 1 1")
    assert d.apply(), d.status.text()
    assert w.controller.session.log[-1].command.type == "ambush"
    assert w.controller.state.ambush is not None
