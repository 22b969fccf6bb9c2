"""The battle window and its generic widgets play a ruleset they have never heard of (the toy of
tests/core/toy.py) with real mouse clicks and drags, and the Nechronica demo through the same decision panel."""
import pytest
from PySide6.QtCore import QPoint, Qt

from tests.core import toy
from vtt.core.records import Command
from vtt.core.ruleset import TABLE_VIEWER
from vtt.rules.nechronica.battle import demo_session
from vtt.ui.main_window import MainWindow
from vtt.ui.widgets.battle_controller import BattleController


pytestmark = pytest.mark.usefixtures("toy_registered")


@pytest.fixture
def toy_window(qtbot):
    c = BattleController(toy.ToySession(toy.DEMO, 3))
    w = MainWindow(c)
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
    click(qtbot, w.now.buttons["Deal the cards"])
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
    assert "Move to yard" in w.now.buttons
    click(qtbot, w.now.buttons["Move to yard"])
    assert w.controller.state.fighters["ann"].zone == "yard"


def test_commands_past_the_panel_s_buttons_are_in_a_more_menu_and_do_the_same(qtbot, toy_window, monkeypatch):
    import vtt.ui.widgets.decision_panel as panel_module
    monkeypatch.setattr(panel_module, "MAX_BUTTONS", 1)
    w = toy_window
    w.controller.do(Command("deal", dice=(1, 2, 3, 4)))
    options = w.controller.legal_commands("ann")
    assert len(options) > 1
    menu = w.now.more
    assert [a.text() for a in menu.actions()] == [w.controller.command_text(c) for c in options[1:]] == ["Pass"]
    assert "Pass" not in w.now.buttons and "Move to yard" in w.now.buttons
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
    table = w.open_table_view()
    qtbot.addWidget(table)
    assert "spy" not in table.map.token_rects() and "spy" in w.map.token_rects()
    assert all(e.who != "spy" for _, entries in table.order.rows() for _, e in entries)


def test_undo_and_redo_in_the_edit_menu(qtbot, toy_window):
    w = toy_window
    assert not w.act["undo"].isEnabled()
    click(qtbot, w.now.buttons["Deal the cards"])
    assert w.act["undo"].isEnabled()
    w.act["undo"].trigger()
    assert w.controller.state.phase == "setup" and w.act["redo"].isEnabled()
    w.act["redo"].trigger()
    assert w.controller.state.phase == "play"
    assert w.log.count() == 1 and sum("draws" in line for line in w.log.lines()[0].splitlines()) == 4   # the
    #                                                     four cards dealt, told once each, in the deal's entry


def test_save_as_writes_a_battle_that_opens_again(qtbot, toy_window, tmp_path):
    from vtt.core.game_file import open_session
    w = toy_window
    click(qtbot, w.now.buttons["Deal the cards"])
    assert w.save_to(tmp_path / "b.json")
    assert open_session(tmp_path / "b.json").snapshot() == w.controller.session.snapshot()


def test_a_whole_toy_fight_is_played_by_clicking_the_panel(qtbot, toy_window):
    w = toy_window
    click(qtbot, w.now.buttons["Deal the cards"])
    for _ in range(300):
        if w.controller.state.phase == "ended":
            break
        hits = [b for label, b in w.now.buttons.items() if label.startswith("Hit")]
        moves = sorted(label for label in w.now.buttons if label.startswith("Move"))
        click(qtbot, hits[0] if hits else w.now.buttons[moves[-1] if moves else "Pass"])
    assert w.controller.state.phase == "ended"
    assert w.now.heading.text() == "The battle is over."


def test_the_nechronica_demo_plays_through_the_generic_panel(qtbot):
    c = BattleController(demo_session(1))
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    click(qtbot, w.now.buttons["Start the battle"])
    assert c.state.phase == "battle"
    assert "Wait" in w.now.buttons                          # ノエル acts at count 11
    click(qtbot, w.now.buttons["Wait"])
    assert c.state.fighters["noel"].ap < 11
    assert c.view(TABLE_VIEWER).order.kind == "countdown"


def test_a_countdown_order_is_drawn_by_the_count_track_and_cards_by_the_order_track(qtbot):
    from vtt.ui.widgets.count_track import CountdownTrack
    from vtt.ui.widgets.order_track import OrderTrack, order_widget
    c = BattleController(demo_session(1))
    track = order_widget(c)                              # (Nechronica's window declares its own, with Next count)
    qtbot.addWidget(track)
    track.show()
    assert isinstance(track, CountdownTrack) and track.next_button.isHidden()   # the panel moves on
    track.resize(300, 700)
    track.layout().activate()
    assert {m["pid"]: m["ap"] for m in track.markers()} == {e.who: e.value for e in c.view().order.entries}
    rows = track.layout_markers()[0]
    assert (rows[0], rows[-1]) == (c.view().order.top, c.view().order.bottom)
    c.do({"type": "override", "op": "set_ap", "target": "ghoul", "ap": 2})
    assert {m["pid"]: m["ap"] for m in track.markers()}["ghoul"] == 2
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


def test_a_battle_of_another_ruleset_replaces_the_one_on_the_table_in_the_same_window(window, tmp_path, monkeypatch):
    """#39: a file of another ruleset opened a second window; it replaces the battle here (nothing unsaved:
    nothing asked), the last ruleset's widgets and docks giving way to its own."""
    import json
    from PySide6.QtWidgets import QApplication, QInputDialog
    path = tmp_path / "toy.json"
    path.write_text(json.dumps({"kind": "scenario", "ruleset": "toy", "setup": toy.DEMO}), encoding="utf-8")
    assert window.open_path(path)
    assert window.controller.session.ruleset.name == "toy" and "flow" not in window.all_docks()
    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()] == [window]
    asked = []
    monkeypatch.setattr(QInputDialog, "getItem",
                        lambda *a: (asked.append(a[3]), ("Nechronica" if "Nechronica" in a[3] else "The demo battle", True))[1])
    window.new_battle()                                              # File → New lists the rulesets
    from vtt.core import registry
    assert asked[0] == [registry.get(r).name for r in registry.ids()]     # every ruleset known, the toy too
    assert asked[0][0] == "Nechronica" and asked[0][-1] == "Toy"
    assert asked[1][:2] == ["Build an encounter…", "The demo battle"]     # then Nechronica's battles
    assert window.controller.session.ruleset.name == "nechronica" and "flow" in window.all_docks()


def test_file_new_battle_offers_the_ruleset_s_sample_scenarios_and_opens_the_one_picked(qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog
    from vtt.core import registry
    from vtt.ui.i18n import install_language
    w = MainWindow(BattleController(registry.get("hundred").demo_session(1)))
    qtbot.addWidget(w)
    labels = [label for label, _ in w.battle_choices(registry.get("hundred"))]
    assert labels == ["Build an encounter…", "The demo battle", "The ogre's bridge",      # (the demo: once, t61)
                      "A scenario file…"]
    try:
        install_language("ja")
        assert [label for label, _ in w.battle_choices(registry.get("hundred"))][2:3] == ["オーガの橋"]
    finally:
        install_language("en")
    monkeypatch.setattr(QInputDialog, "getItem",                    # the rules system, then the scenario
                        lambda *a: ("The ogre's bridge" if "The ogre's bridge" in a[3] else "Hundred-card initiative",
                                    True))
    assert "new" in w.act
    w.act["new"].trigger()
    assert "ogre" in w.controller.state.fighters and str(w.controller.path).endswith("ogre.json")
    before = w.controller.session
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: ("", False))        # cancelled: nothing changes
    assert not w.new_battle() and w.controller.session is before
    assert w.new_battle("hundred", "The demo battle") and "ogre" not in w.controller.state.fighters
