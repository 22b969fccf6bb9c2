"""#21 item 10: a move declared into a Rapid window shows where it goes (a ghost and an arrow) until it
resolves; the stack names the target; a check shows its running total."""
from vtt.rules.nechronica.state import CheckFrame
from vtt.ui.nechronica.area_map import AreaMap
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.nechronica.flow_panel import FlowPanel, check_total_text
from tests.rules.nechronica.builders import do, doll, goto_count, key, legion, part, session, set_ap

SWORD = part("sword", "arms", "action", 2, "0", "白兵攻撃2")
DASH = part("dash", "body", "rapid", 1, "自身", "移動1", "enemy")


def rapid_move_pending():
    s = session([doll("a", extra=[SWORD])], [legion("z", area="limbo", parts=[DASH])])
    set_ap(s, "z", 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "sword"), target="z")
    do(s, "use", "z", part=key(s, "z", "dash"), to="hades")          # answers in the Rapid window
    return s


def test_a_move_waiting_in_a_rapid_window_has_a_ghost_and_an_arrow_until_it_resolves(qtbot, shown):
    s = rapid_move_pending()
    c = BattleController(s)
    m = shown(AreaMap(c), 1200, 600)
    assert m.pending_moves() == [("z", 1)]
    (ghost,) = m._ghost_items                                              # the ghost and its arrow
    assert ghost.boundingRect().intersects(m.area_rect(1))                 # it reaches 地獄
    assert "moves here" in ghost.toolTip()
    c.do({"type": "pass"})
    assert m.pending_moves() == [] and m._ghost_items == []


def test_the_stack_names_the_target_and_where_a_move_goes(qtbot):
    s = rapid_move_pending()
    c = BattleController(s)
    panel = FlowPanel(c)
    qtbot.addWidget(panel)
    panel.refresh()
    lines = [panel.stack_list.item(i).text() for i in range(panel.stack_list.count())]
    assert any("【" in t and "→ " in t and "地獄" in t for t in lines), lines
    assert any("→ " in t and s.state.fighters["z"].name in t for t in lines), lines


def _check(rolled: list[int], modifier: int, judge_mod: int) -> CheckFrame:
    return CheckFrame("judge", roller="a", check_kind="attack", dice=len(rolled), modifier=modifier, parent=None,
                      rolled=rolled, judge_mod=judge_mod)


def test_a_checks_running_total_counts_the_supports():
    assert check_total_text(_check([7, 3], 0, 1)) == "7 +1 support/hinder = 8"
    assert check_total_text(_check([4], -1, 0)) == "4 -1 = 3"


def test_a_move_of_another_is_drawn_on_the_one_who_moves():
    # a maneuver may move its target: the ghost and arrow go from her, not from the one who used it
    from vtt.rules.nechronica.engine import pending_moves
    from vtt.rules.nechronica.state import ManeuverFrame
    s = rapid_move_pending()
    s.state.stack.append(ManeuverFrame("declared", actor="a", part="p0", name="push", timing_used="rapid", cost=1,
                                       discount=0, modifier=0, effect="move", target="z", to=0))
    assert pending_moves(s.state)[-1] == ("z", 0)
    assert ("a", 0) not in pending_moves(s.state)
