"""Issue 40, item 4: lowering the initiative on the ladder and in the Now panel. Seed 002: "Character can
voluntarily lower their Initiative to any number lower than their total. This can be done at the end of any
player's turn, before any other turn begins." Rin (18) is next after Ann's turn, the Raider made no bid (0):
she drags her entry onto the Raider's (18 → 0, a tie) and acts after him, the ladder and the log saying why
(docs/rulings.md: who lowers into a tie acts after); the Now panel offers her lowering while her turn has not
begun, as the drag is accepted; once she has acted the drag is refused with the reason under her entry."""
from PySide6.QtCore import Qt

from tests.ui.panel import click
from tests.rules.ashes.builders import at_turns, npc, pc
from tests.ui.generic.conftest import window_on


def ladder():
    s = at_turns(pc("ann", effort=3), pc("rin", effort=3), npc("raider", effort=3),
                 dice=[[10, 10, 3], [9, 9, 5], [4, 4, 2]], bids=[("raider", None), ("ann", [0, 1]), ("rin", [0, 1])])
    from vtt.core.records import Command
    s.do(Command("end_turn", "ann"))
    return s


def window(qtbot, tmp_path):
    w = window_on(ladder(), tmp_path)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    return w


def drag(qtbot, track, src: str, dst: str) -> None:
    """Press on ``src``'s entry of the ladder, move onto ``dst``'s and let go (the mouse, as the GM does)."""
    whos = [entries[0][1].who for _, entries in track.rows()]
    rects = track.row_rects()
    a, b = rects[whos.index(src)].center().toPoint(), rects[whos.index(dst)].center().toPoint()
    qtbot.mousePress(track, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(track, b)
    qtbot.mouseRelease(track, Qt.MouseButton.LeftButton, pos=b)


def test_dragged_into_a_tie_rin_acts_after_the_raider_and_the_ladder_and_log_say_why(qtbot, tmp_path):
    w = window(qtbot, tmp_path)
    c = w.controller
    assert c.state.current().id == "rin" and c.state.fighters["rin"].initiative == 18
    drag(qtbot, w.order, "rin", "raider")
    assert c.state.fighters["rin"].initiative == 0 == c.state.fighters["raider"].initiative
    assert c.state.current().id == "raider"                    # the tie: who lowered acts after
    notes = dict(zip([entries[0][1].who for _, entries in w.order.rows()], w.order.row_notes()))
    assert notes["rin"] == "tie: lowered later" and notes["raider"] == ""
    assert "a tie with Raider, and who lowers acts after" in c.session.log[-1].events[0].text


def test_the_now_panel_offers_rin_s_lowering_while_her_turn_has_not_begun(qtbot, tmp_path):
    w = window(qtbot, tmp_path)
    c = w.controller
    label = "Lower initiative to 17"
    assert label in w.now.buttons                              # in her own row: the drag is accepted now too
    spin = w.now.spins[label]
    assert (spin.minimum(), spin.maximum()) == (0, 17)
    spin.selectAll()
    qtbot.keyClicks(spin, "0")
    click(qtbot, w.now.buttons[label])
    assert c.state.fighters["rin"].initiative == 0 and c.state.current().id == "raider"


def test_once_her_turn_has_begun_the_drag_is_refused_with_the_reason_under_her_entry(qtbot, tmp_path):
    w = window(qtbot, tmp_path)
    c = w.controller
    click(qtbot, w.now.buttons["Move to b"])
    assert c.state.begun
    assert not any(label.startswith("Lower initiative") or "Lower initiative" in label for label in w.now.buttons)
    before = c.session.snapshot()
    drag(qtbot, w.order, "rin", "raider")
    assert c.session.snapshot() == before
    who, why = w.order.refusal
    assert who == "rin" and "before the next turn begins" in why
    whos = [entries[0][1].who for _, entries in w.order.rows()]
    box, row = w.order.refusal_rect(), w.order.row_rects()[whos.index("rin")]
    assert box.top() >= row.bottom() and w.order.rect().contains(box.toRect())
    click(qtbot, w.now.buttons["End turn"])                    # something done: the refusal no longer stands
    assert w.order.refusal is None
