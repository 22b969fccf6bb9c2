"""GM → Edit the map… in every ruleset by one rule (#39, played: greyed in Nechronica with no reason given): where
the ruleset declares no map editor (Nechronica's five areas are fixed) the GM menu does not offer it; where it
declares one, it is there before the battle starts and greyed after it, saying why (its tooltip, shown by the menu,
and the status bar's tip), in the interface language."""
import pytest
from vtt.ui import contributions
from vtt.ui.i18n import install_language

RULESETS = ["nechronica", "zones", "ashes", "hundred"]
# (the offscreen platform says these when a menu is opened)
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise",
                                       "does not support grabbing the keyboard")


def offered(menu) -> list[str]:
    return [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_edit_the_map_is_offered_only_where_the_ruleset_has_a_map_editor(generic_window, qtbot, ruleset):
    w = generic_window(ruleset)
    w.menu_gm.popup(w.mapToGlobal(w.rect().center()))                 # (the GM menu opened: filled)
    qtbot.waitExposed(w.menu_gm)
    has_editor = contributions.of_session(w.controller.session).map_editor is not None
    assert ("Edit the map…" in offered(w.menu_gm)) == has_editor
    assert "GM command…" in offered(w.menu_gm)
    w.menu_gm.hide()
    if not has_editor:
        return
    a = w.act["map"]
    assert a.isEnabled()
    c = w.controller
    assert c.do(c.legal_commands()[0])                                # the battle under way
    assert not a.isEnabled() and a.isVisible()
    why = "The map is drawn before the battle starts: undo back to its start to draw it again"
    assert a.toolTip() == a.statusTip() == why
    assert w.menu_gm.toolTipsVisible()
    assert install_language("ja")
    try:
        qtbot.waitUntil(lambda: not a.toolTip().isascii())           # (the window retranslated)
        assert a.statusTip() == a.toolTip()
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: a.text() == "Edit the map…")
    w.act["undo"].trigger()                                           # back to the start: the editor again
    assert a.isEnabled() and a.statusTip() == "" and a.toolTip() == "Edit the map"      # (Qt's: its text)


def test_no_ruleset_without_a_map_editor_is_left_out_of_the_check():
    assert {name for name in RULESETS if contributions.of(name).map_editor is None} != set()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_f1_lists_ctrl_m_only_where_the_map_can_be_edited(generic_window, ruleset):
    w = generic_window(ruleset)
    w.act["help"].trigger()                                           # F1
    listed = [name for name, _keys in w.help.rows()]
    assert ("Edit the map" in listed) == (contributions.of(ruleset).map_editor is not None)
    assert "GM command…" in listed or "GM command" in listed


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_battle_under_way_says_the_rulesets_actions_again_only_when_they_may_change(generic_window, monkeypatch,
                                                                                        ruleset):
    """Undo and Redo are said at each command; Print, GM command and Edit the map when the battle, its board, its start
    or the language changed, not at each move (docs/gui.md, "The fourteenth round (what every move shares)")."""
    from vtt.core import registry
    from vtt.sim.driver import make_policy, next_command
    w = generic_window(ruleset)
    c = w.controller
    system = registry.get(ruleset)
    ai = {side: make_policy("random", side, 1, system) for side in system.sides}
    printable = w.act["print"].isEnabled()
    assert c.do(next_command(c.session, ai))                          # the battle under way
    asked, real = [], contributions.printer_name
    monkeypatch.setattr(contributions, "printer_name", lambda s: asked.append(s) or real(s))
    for _ in range(3):
        assert c.do(next_command(c.session, ai))
    assert asked == [] and w.act["undo"].isEnabled() and not w.act["redo"].isEnabled()
    while c.session.log:
        w.act["undo"].trigger()                                       # back to the start
    assert asked and w.act["redo"].isEnabled() and not w.act["undo"].isEnabled()
    assert w.act["print"].isEnabled() == printable
    assert w.act["map"].isEnabled() == (contributions.of(ruleset).map_editor is not None)
