"""#39, played under Xvfb: in the flow panel's narrow dock (the left column, some 260 px) the list of what is
being resolved and the list of reactions that may be declared showed one row with a horizontal scroll bar
over it: the row was cut at both edges and its second line hidden. Each row now wraps and stands whole."""
from __future__ import annotations

from vtt.ui.nechronica.flow_panel import FlowPanel


def _whole(view) -> bool:
    """Every row inside the list's viewport, no scroll bar to read one sideways."""
    if view.horizontalScrollBar().isVisible():
        return False
    room = view.viewport().rect()
    return all(room.contains(view.visualItemRect(view.item(i))) for i in range(view.count()))


def _judge_window(c):
    """The ghoul's 【食らいつく】 on Lily checked with a 9: the Judge window, Lily and Yuki may answer."""
    assert c.do({"type": "override", "op": "move", "target": "lily", "area": "hades"})
    assert c.do({"type": "override", "op": "set_count", "count": 8})
    assert c.do({"type": "use", "actor": "ghoul", "part": "p0", "target": "lily"})
    c.session.pending_dice = [9]
    assert c.do({"type": "pass"})                      # the Rapid window closes: the attack check


def test_the_window_lists_stand_whole_in_a_narrow_dock(controller, shown, qtbot):
    c = controller
    flow = shown(FlowPanel(c), 260, 900)
    flow.command_requested.connect(c.do)
    _judge_window(c)
    assert c.state.window is not None and c.state.window.timing == "judge"
    qtbot.waitUntil(lambda: flow.stack_list.isVisible() and flow.reactions.isVisible())
    assert flow.stack_list.count() >= 1 and flow.reactions.count() >= 1
    rows = [v.item(i).text() for v in (flow.stack_list, flow.reactions) for i in range(v.count())]
    wide = max(flow.stack_list.fontMetrics().horizontalAdvance(t) for t in rows)
    assert wide > flow.stack_list.viewport().width()          # (a row longer than the dock is wide)
    qtbot.waitUntil(lambda: _whole(flow.stack_list) and _whole(flow.reactions), timeout=2000)


def test_the_lists_fit_their_rows_again_when_the_dock_narrows(controller, shown, qtbot):
    c = controller
    flow = shown(FlowPanel(c), 420, 900)
    _judge_window(c)
    qtbot.waitUntil(lambda: flow.reactions.isVisible())
    before = flow.reactions.height()
    flow.resize(230, 900)
    qtbot.waitUntil(lambda: flow.reactions.height() > before and _whole(flow.reactions), timeout=2000)
    assert not flow.reactions.verticalScrollBar().isVisible()


def test_the_round_end_madness_fits_the_narrow_dock(window, qtbot):
    """At the end of a round the fetters' lines ("たからもの(赤いリボン) (依存) ●●●○") did not wrap: in the
    window at 1920×1080 the flow panel's content grew wider than its dock and its right edge was cut — the
    spin boxes, Confirm and the Next count button read "Next coun" (#39, under Xvfb)."""
    w = window
    w.resize(1920, 1080)
    c = w.controller
    assert c.do({"type": "start"})
    for p in c.state.fighters.values():               # everyone done: the round ends at the next count
        assert c.do({"type": "override", "op": "set_ap", "target": p.id, "ap": 0})
    while c.state.phase == "battle" and not c.state.prompts:
        assert c.do({"type": "next_count"})
    assert c.state.prompts[0].kind == "fetters"
    flow = w.extras["flow"]
    qtbot.waitUntil(lambda: flow._prompt_inputs and all(x.isVisible() for x in flow._prompt_inputs))
    inner = flow.scroll.widget()
    assert inner.minimumSizeHint().width() <= flow.scroll.viewport().width()
    qtbot.waitUntil(lambda: inner.width() <= flow.scroll.viewport().width())
    right = flow.next_button.mapTo(flow, flow.next_button.rect().topRight()).x()
    assert right < flow.width()
