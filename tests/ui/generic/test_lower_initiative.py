"""Issue 29, item 6: ashes' lowering of the initiative, which seed 002 allows between turns ("Character can
voluntarily lower their Initiative to any number lower than their total. This can be done at the end of
any player's turn, before any other turn begins"), is offered by the window: in the Now panel (the
ruleset's ``also_now``: a button per character with a spin box for the number) and by dragging a
character's entry down the ladder of the turn order."""
from PySide6.QtCore import Qt

from tests.ui.generic.conftest import advance
from vtt.core.records import Command
from tests.ui.panel import click


def between_turns(c):
    return c.state.phase == "turns" and not c.state.begun and bool(c.ruleset.also_now(c.state))


def to_a_lowering(w) -> None:
    """On to a moment between turns when someone may lower her initiative: the heuristic opens no bidding (#43),
    so the party's first bidder bids her lowest die by hand (the heuristic foes then outbid her), and the battle
    plays on with the heuristic."""
    c = w.controller
    advance(w, lambda c: c.state.phase == "bid" and bool(c.awaited()) and c.awaited()[0].side == "party")
    me = c.state.fighters[c.awaited()[0].who]
    low = min((i for i, spent in enumerate(me.spent) if not spent), key=lambda i: me.dice[i])
    assert c.do(Command("bid", me.id, {"pick": [low]}))
    advance(w, between_turns)


def test_the_now_panel_offers_each_one_who_may_lower_and_the_number_is_chosen(generic_window, qtbot):
    w = generic_window("ashes", 5, (1920, 1080))
    to_a_lowering(w)
    c = w.controller
    who = c.ruleset.also_now(c.state)[0].who
    before = c.state.fighters[who].initiative
    label = next(lb for lb in list(w.panel.buttons) + list(w.panel.folded) if "Lower initiative" in lb
                 and lb.startswith(c.view().token(who).name + ":"))
    if label not in w.panel.buttons:
        click(qtbot, w.panel.folded[label])
        qtbot.waitUntil(lambda: label in w.panel.buttons)
    spin = w.panel.spins[label]
    assert (spin.minimum(), spin.maximum()) == (0, before - 1)
    spin.selectAll()
    qtbot.keyClicks(spin, "2")                       # any number lower, typed
    assert w.panel.buttons[label].text().endswith("Lower initiative to 2")
    click(qtbot, w.panel.buttons[label])
    last = c.session.log[-1].command
    assert (last.type, last.actor, last.params["to"]) == ("lower_initiative", who, 2)
    assert c.state.fighters[who].initiative == 2


def test_an_entry_dragged_down_the_ladder_lowers_the_initiative_below_the_one_dropped_on(generic_window, qtbot):
    w = generic_window("ashes", 5, (1920, 1080))
    to_a_lowering(w)
    c = w.controller
    rows = w.order.rows()
    whos = [entries[0][1].who for _, entries in rows]
    movers = [a.who for a in c.ruleset.also_now(c.state)]
    src = next(i for i, who in enumerate(whos) if who in movers and i < len(whos) - 1)
    dst = len(whos) - 1
    rects = w.order.row_rects()
    a, b = rects[src].center().toPoint(), rects[dst].center().toPoint()
    qtbot.mousePress(w.order, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(w.order, b)
    qtbot.mouseRelease(w.order, Qt.MouseButton.LeftButton, pos=b)
    last = c.session.log[-1].command
    assert last.type == "lower_initiative" and last.actor == whos[src]
    assert c.state.fighters[whos[src]].initiative == max(0, c.state.fighters[whos[dst]].initiative - 1)


def test_a_drag_up_the_ladder_is_refused_with_the_rule(generic_window, qtbot):
    w = generic_window("ashes", 5, (1920, 1080))
    to_a_lowering(w)
    c = w.controller
    errors = []
    c.error.connect(errors.append)
    rects = w.order.row_rects()
    before = c.session.snapshot()
    a, b = rects[-1].center().toPoint(), rects[0].center().toPoint()
    qtbot.mousePress(w.order, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseRelease(w.order, Qt.MouseButton.LeftButton, pos=b)
    assert c.session.snapshot() == before and errors and "[initiative]" in errors[-1]
