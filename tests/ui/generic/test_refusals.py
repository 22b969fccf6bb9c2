"""Issue 29, item 8: a refusal is said where the GM looks, in the rules' own words (through
``Session.can``), and no longer once something else was done: an illegal drag at the marker (too far,
not your turn…); an Effort die picked out of turn says why; the GM command dialog clears the last
form's refusal and shows a long one whole."""
from PySide6.QtCore import Qt

from tests.ui.generic.conftest import advance
from vtt.core.records import Command
from vtt.ui.widgets import zone_map


def drag(qtbot, m, who, zone):
    start = m.token_rects()[who].center().toPoint()
    target = m.zone_rects()[zone].center().toPoint()
    qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(m, target)
    qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=target)


def test_an_illegal_drag_says_the_rule_s_reason_at_the_marker_until_something_is_done(generic_window, qtbot, painted):
    w = generic_window("zones")
    c = w.controller
    c.do(Command("deal", dice=(1, 2, 3, 4)))                      # Asa (Bridge) acts
    before = c.session.snapshot()
    drag(qtbot, w.map, "asa", "ruins")                            # two zones away
    assert c.session.snapshot() == before
    who, why = w.map.refusal
    assert who == "asa" and why == "Ruins is not next to Bridge: one fast maneuver enters an adjacent zone"
    box, marker = w.map.refusal_rect(), w.map.token_rects()["asa"]
    assert box.top() > marker.bottom() and box.left() <= marker.center().x() <= box.right()   # under her
    assert "✖ " + why in [t for t, _ in painted(w.map, zone_map)]
    assert "[move]" in w.statusBar().currentMessage()
    drag(qtbot, w.map, "bren", "bridge")                          # not his turn
    assert w.map.refusal == ("bren", "It is Asa's turn")
    drag(qtbot, w.map, "asa", "ford")                             # this one is allowed
    assert c.state.fighters["asa"].zone == "ford"
    assert w.map.refusal is None and w.map.refusal_rect() is None
    assert w.statusBar().currentMessage() == ""                   # the old warning is gone too


def test_an_effort_die_picked_out_of_turn_says_why(generic_window, qtbot):
    w = generic_window("ashes", 5, (1280, 800))
    advance(w, lambda c: c.state.phase == "bid")
    c = w.controller
    tray = w.extras["effort"]
    bidder = c.awaited()[0].who
    other = next(who for who, _ in tray.pools() if who != bidder)
    rects = tray.rows.die_rects()
    die = next(i for (p, i) in rects if p == other)
    qtbot.mouseClick(tray.rows, Qt.MouseButton.LeftButton, pos=rects[(other, die)].center().toPoint())
    assert not tray.buttons
    name = c.view().token(bidder).name
    assert f"It is {name}'s bid" in tray.hint.text() and tray.hint.text().startswith("Picked: ")


def test_the_gm_dialog_clears_the_last_refusal_and_shows_a_long_one_whole(generic_window, qtbot):
    w = generic_window("ashes")
    d = w.open_gm_dialog()
    qtbot.waitExposed(d)
    d.choose("Death token")
    assert d.apply()
    assert not d.apply()                                           # a second Death token
    assert "The Death token is already in the scene [death]" == d.status.text()
    qtbot.waitUntil(lambda: d.status.height() >= d.status.heightForWidth(d.status.width()))
    assert d.rect().contains(d.status.geometry())                  # not clipped
    d.choose("Override: Aura")
    assert d.status.text() == ""                                   # the next form starts clean
