"""The generic window and widgets play a ruleset they have never heard of (the toy of tests/core/toy.py)
with real mouse clicks and drags, and the Nechronica demo through the same decision panel."""
import pytest
from PySide6.QtCore import QPoint, Qt

from tests.core import toy
from vtt.core.records import Command
from vtt.core.ruleset import TABLE_VIEWER
from vtt.rules.nechronica.battle import demo_session
from vtt.ui.battle_window import BattleWindow
from vtt.ui.widgets.battle_controller import BattleController


pytestmark = pytest.mark.usefixtures("toy_registered")


@pytest.fixture
def toy_window(qtbot):
    c = BattleController(toy.ToySession(toy.DEMO, 3))
    w = BattleWindow(c)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def click(qtbot, button):
    # a panel rebuilt a moment ago shows its new buttons by a queued call and lays them out after:
    # click once the button is on screen with its size
    qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0, timeout=3000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def centre(rect) -> QPoint:
    return rect.center().toPoint()


def test_the_gm_deals_with_the_panel_button_and_the_turn_order_shows_the_cards(qtbot, toy_window):
    w = toy_window
    click(qtbot, w.panel.buttons["Deal the cards"])
    s = w.controller.session
    assert s.state.phase == "play" and len(s.log) == 1
    rows = w.order.rows()
    assert [label for label, _ in rows] == [str(f.card) for f in sorted(
        (f for f in s.state.fighters.values()), key=lambda f: f.card)]
    acting = s.awaited()[0].who
    assert any(e.acting and e.who == acting for _, entries in rows for _, e in entries)


def test_the_actor_s_commands_are_buttons_and_a_click_does_one(qtbot, toy_window):
    w = toy_window
    w.controller.do(Command("deal", dice=(1, 2, 3, 4)))          # ann (gate) acts first
    assert "Move to yard" in w.panel.buttons
    click(qtbot, w.panel.buttons["Move to yard"])
    assert w.controller.state.fighters["ann"].zone == "yard"


def test_commands_past_the_panel_s_buttons_are_in_a_more_menu_and_do_the_same(qtbot, toy_window, monkeypatch):
    import vtt.ui.widgets.decision_panel as panel_module
    monkeypatch.setattr(panel_module, "MAX_BUTTONS", 1)
    w = toy_window
    w.controller.do(Command("deal", dice=(1, 2, 3, 4)))
    options = w.controller.legal_commands("ann")
    assert len(options) > 1
    menu = w.panel.more
    assert [a.text() for a in menu.actions()] == [w.controller.command_text(c) for c in options[1:]] == ["Pass"]
    assert "Pass" not in w.panel.buttons and "Move to yard" in w.panel.buttons
    menu.actions()[0].trigger()
    assert w.controller.session.log[-1].command.type == "pass"
    assert w.controller.session.awaited()[0].who != "ann"


def test_a_token_dragged_to_an_adjacent_zone_moves_there(qtbot, toy_window):
    w = toy_window
    w.controller.do(Command("deal", dice=(1, 2, 3, 4)))
    m = w.map
    start = centre(m.token_rects()["ann"])
    target = centre(m.zone_rects()["yard"])
    qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=start)
    assert set(m._reachable) == {"yard"}                          # lit while dragging
    qtbot.mouseMove(m, target)
    qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=target)
    assert w.controller.state.fighters["ann"].zone == "yard"
    w.controller.undo()
    assert w.controller.state.fighters["ann"].zone == "gate"


def test_an_illegal_drop_says_why_and_changes_nothing(qtbot, toy_window):
    w = toy_window
    w.controller.do(Command("deal", dice=(1, 2, 3, 4)))
    m = w.map
    before = w.controller.session.snapshot()
    start, target = centre(m.token_rects()["ann"]), centre(m.zone_rects()["keep"])
    with qtbot.wait_signal(w.controller.error) as said:
        qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=target)
    assert "keep is not next to gate [move]" == said.args[0]              # the rules' own reason
    assert w.controller.session.snapshot() == before


def test_the_table_view_does_not_show_what_the_table_may_not_see(qtbot, toy_window):
    w = toy_window
    table = w.show_table_view()
    qtbot.addWidget(table)
    assert "spy" not in table.map.token_rects() and "spy" in w.map.token_rects()
    assert all(e.who != "spy" for _, entries in table.order.rows() for _, e in entries)


def test_undo_and_redo_in_the_edit_menu(qtbot, toy_window):
    w = toy_window
    assert not w.undo_action.isEnabled()
    click(qtbot, w.panel.buttons["Deal the cards"])
    assert w.undo_action.isEnabled()
    w.undo_action.trigger()
    assert w.controller.state.phase == "setup" and w.redo_action.isEnabled()
    w.redo_action.trigger()
    assert w.controller.state.phase == "play"
    assert w.log.count() == 4                      # the four cards dealt, told once each


def test_save_as_writes_a_battle_that_opens_again(qtbot, toy_window, tmp_path):
    from vtt.core.game_file import open_session
    w = toy_window
    click(qtbot, w.panel.buttons["Deal the cards"])
    assert w.save_as(tmp_path / "b.json")
    assert open_session(tmp_path / "b.json").snapshot() == w.controller.session.snapshot()


def test_a_whole_toy_fight_is_played_by_clicking_the_panel(qtbot, toy_window):
    w = toy_window
    click(qtbot, w.panel.buttons["Deal the cards"])
    for _ in range(300):
        if w.controller.state.phase == "ended":
            break
        hits = [b for label, b in w.panel.buttons.items() if label.startswith("Hit")]
        moves = sorted(label for label in w.panel.buttons if label.startswith("Move"))
        click(qtbot, hits[0] if hits else w.panel.buttons[moves[-1] if moves else "Pass"])
    assert w.controller.state.phase == "ended"
    assert w.panel.heading.text() == "The battle is over."


def test_the_nechronica_demo_plays_through_the_generic_panel(qtbot):
    c = BattleController(demo_session(1))
    w = BattleWindow(c)
    qtbot.addWidget(w)
    w.show()
    click(qtbot, w.panel.buttons["Start the battle"])
    assert c.state.phase == "battle"
    assert "Wait" in w.panel.buttons                          # ノエル acts at count 11
    click(qtbot, w.panel.buttons["Wait"])
    assert c.state.participants["noel"].ap < 11
    assert c.view(TABLE_VIEWER).order.kind == "countdown"


def test_a_countdown_order_is_drawn_by_the_count_track_and_cards_by_the_order_track(qtbot):
    from vtt.ui.widgets.count_track import CountdownTrack
    from vtt.ui.widgets.order_track import OrderTrack, order_widget
    c = BattleController(demo_session(1))
    w = BattleWindow(c)
    qtbot.addWidget(w)
    w.show()
    assert isinstance(w.order, CountdownTrack) and w.order.next_button.isHidden()   # the panel moves on
    w.order.resize(300, 700)
    w.order.layout().activate()
    assert {m["pid"]: m["ap"] for m in w.order.markers()} == {e.who: e.value for e in c.view().order.entries}
    rows = w.order.layout_markers()[0]
    assert (rows[0], rows[-1]) == (c.view().order.top, c.view().order.bottom)
    c.do({"type": "override", "op": "set_ap", "target": "ghoul", "ap": 2})
    assert {m["pid"]: m["ap"] for m in w.order.markers()}["ghoul"] == 2
    cards = order_widget(BattleController(toy.ToySession(toy.DEMO, 3)))       # the toy deals cards
    qtbot.addWidget(cards)
    assert isinstance(cards, OrderTrack)


def test_the_controller_makes_one_view_per_change_for_every_widget():
    c = BattleController(demo_session(1))
    first = c.view(TABLE_VIEWER)
    assert c.view(TABLE_VIEWER) is first and c.view() is not first
    c.do({"type": "override", "op": "set_ap", "target": "ghoul", "ap": 2})
    again = c.view(TABLE_VIEWER)
    assert again is not first and {e.who: e.value for e in again.order.entries}["ghoul"] == 2
    c.undo()
    assert {e.who: e.value for e in c.view(TABLE_VIEWER).order.entries}["ghoul"] != 2


def test_the_nechronica_window_opens_another_ruleset_s_battle_in_the_generic_window(window, tmp_path, monkeypatch):
    import json
    from PySide6.QtWidgets import QInputDialog
    path = tmp_path / "toy.json"
    path.write_text(json.dumps({"kind": "scenario", "ruleset": "toy", "setup": toy.DEMO}), encoding="utf-8")
    nech = window.c.session
    assert window.open_path(path)
    assert window.c.session is nech                                  # Nechronica's battle stays
    other = window._other_windows[-1]
    assert isinstance(other, BattleWindow) and other.controller.session.ruleset.name == "toy"
    asked = []
    monkeypatch.setattr(QInputDialog, "getItem",
                        lambda *a: (asked.append(a[3]), ("Toy" if "Toy" in a[3] else a[3][0], True))[1])
    window.new_battle()                                              # File → New lists the rulesets
    from vtt.core import registry
    assert asked[0] == [registry.get(r).name for r in registry.ids()]     # every ruleset known, the toy too
    assert asked[0][0] == "Nechronica" and asked[0][-1] == "Toy"
    assert asked[1] == ["The demo battle", "A scenario file…"]          # then its battles (the toy has no samples,
    #                                                                     no scenario model to build one from)
    assert window._other_windows[-1].controller.state.phase == "setup"
    for w in window._other_windows:
        w.close()


def test_file_new_battle_offers_the_ruleset_s_sample_scenarios_and_opens_the_one_picked(qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog
    from vtt.core import registry
    from vtt.ui.battle_window import battle_choices
    w = BattleWindow(BattleController(registry.get("hundred").demo_session(1)))
    qtbot.addWidget(w)
    labels = [label for label, _ in battle_choices(registry.get("hundred"))]
    assert labels == ["Build an encounter…", "The demo battle", "Ambush at the crossroads", "The ogre's bridge",
                      "A scenario file…"]
    assert [label for label, _ in battle_choices(registry.get("hundred"), "ja")][2:4] == ["十字路の待ち伏せ", "オーガの橋"]
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("The ogre's bridge", True))
    assert "new" in w.actions_by_name
    w.actions_by_name["new"].trigger()
    assert "ogre" in w.controller.state.fighters and str(w.controller.path).endswith("ogre.json")
    before = w.controller.session
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("", False))        # cancelled: nothing changes
    assert not w.new_battle() and w.controller.session is before
    assert w.new_battle("The demo battle") and "ogre" not in w.controller.state.fighters
