"""Issue 29, item 8: a refusal is said where the GM looks, in the rules' own words (through
``Session.can``), and no longer once something else was done: an illegal drag at the marker (too far,
not your turn…); an Effort die picked out of turn says why; the GM command dialog clears the last
form's refusal and shows a long one whole."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetricsF

from tests.ui.generic.conftest import advance
from vtt.core.records import Command
from vtt.ui.theme import font
from vtt.ui.widgets import hands_panel, zone_map


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
    d.which.setCurrentIndex(d.which.findText("Death token"))
    assert d.apply()
    assert not d.apply()                                           # a second Death token
    assert "The Death token is already in the scene [death]" == d.status.text()
    qtbot.waitUntil(lambda: d.status.height() >= d.status.heightForWidth(d.status.width()))
    assert d.rect().contains(d.status.geometry())                  # not clipped
    d.which.setCurrentIndex(d.which.findText("Override: Aura"))
    assert d.status.text() == ""                                   # the next form starts clean


def test_a_token_dragged_where_there_is_no_map_says_why_under_the_marker(generic_window, qtbot, painted):
    """#40 item 7: in hundred (no map: range bands) dragging a token did nothing and said nothing."""
    w = generic_window("hundred")
    c = w.controller
    before = c.session.snapshot()
    m = w.map
    start = m.token_rects()["aren"].center().toPoint()
    qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(m, start + QPoint(200, 90))
    qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=start + QPoint(200, 90))
    assert c.session.snapshot() == before
    who, why = m.refusal
    assert who == "aren" and why.startswith("No map here: Aren is not moved") and "range bands" in why
    box, marker = m.refusal_rect(), m.token_rects()["aren"]
    assert box.top() > marker.bottom() and box.left() <= marker.center().x() <= box.right()   # under it
    assert "✖ " + why in [t for t, _ in painted(m, zone_map)]
    assert why in w.statusBar().currentMessage()
    qtbot.mouseClick(m, Qt.MouseButton.LeftButton, pos=m.token_rects()["mira"].center().toPoint())
    assert m.refusal is None                                       # a click (no drag) refuses nothing


def lay_every_card(c):
    """The preparation played on to the reveal: each lays their lowest card (or sits out)."""
    while c.state.phase == "preparation":
        who = c.awaited()[0].who
        commands = c.legal_commands(who)
        assert c.do(next((m for m in commands if m.type == "lay"), commands[0]))


def test_a_card_clicked_out_of_phase_says_the_rule_s_reason(generic_window, qtbot):
    """#40 item 7: a card clicked in the Combat phase said only "cannot play the card 89 now"."""
    w = generic_window("hundred")
    c = w.controller
    c.do(Command("deal", dice=tuple(range(1, 20))))
    lay_every_card(c)
    assert c.state.phase == "combat"
    panel = w.extras["hands"]
    who = next(p for p in panel.rows() if panel.cards_of(p))
    errors = []
    c.error.connect(errors.append)
    before = c.session.snapshot()
    spot = panel.card_rects()[(who, 0)].center().toPoint()
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=spot)
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=spot)     # the second click lays it: refused
    assert c.session.snapshot() == before
    assert errors and "Preparation Phase" in errors[-1] and "combat phase" in errors[-1], errors
    assert "Preparation Phase" in w.statusBar().currentMessage()


def test_the_laid_caption_reads_whole_beside_its_card(generic_window, qtbot, painted):
    """#40 item 7: the "laid" caption was ~9 px and half hidden under the laid card."""
    w = generic_window("hundred")
    c = w.controller
    c.do(Command("deal", dice=tuple(range(1, 20))))
    lay_every_card(c)
    panel = w.extras["hands"]
    captions = [px for text, px in painted(panel, hands_panel) if text == "laid"]
    assert len(captions) == len(panel.rows()) and min(captions) >= 12
    for who, (caption, slot) in panel.laid_rects().items():
        cell = panel.row_rects()[who]
        assert not caption.intersects(slot) and cell.contains(caption) and cell.contains(slot)
        width = QFontMetricsF(font(min(captions), False)).horizontalAdvance("laid")
        assert caption.width() >= width                              # the whole word fits its place
    t = w.open_table_view()
    t.resize(1920, 1080)
    qtbot.waitExposed(t)
    qtbot.waitUntil(lambda: t.fit == 1.0)
    table = t.extras["hands"]
    captions = [px for text, px in painted(table, hands_panel) if text == "laid"]
    assert len(captions) == len(table.rows()) and min(captions) >= 20   # on the TV too, read from 3 m
