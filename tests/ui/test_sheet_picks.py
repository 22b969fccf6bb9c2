"""#21 item 8: where a hit lands and which parts it takes are picked on the doll sheet as well as in the
flow panel: the locations it may land on and the parts it may take are highlighted there."""
from PySide6.QtCore import Qt

from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.nechronica.doll_sheet import HIT, LOC_ROLE, PICK_ROLE, PICK_STYLE, DollSheet
from tests.rules.nechronica.builders import (damaged, do, doll, goto_count, horror, key, part, savant, session, set_ap,
                                             settle)

SWORD = part("sword", "arms", "action", 2, "0", "白兵攻撃2")


def hit_on_six():
    """Doll a hits savant s on a 6: the defender chooses the location (001: 6 は防御側が選ぶ)."""
    s = session([doll("a", extra=[SWORD])], [savant("s", area="limbo")])
    set_ap(s, "s", 0)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "sword"), target="s", dice=[6])
    settle(s)
    return s


def sheet_of(qtbot, s, pid):
    c = BattleController(s)
    sheet = DollSheet(c, pid)
    sheet.command_requested.connect(c.do)
    qtbot.addWidget(sheet)
    sheet.resize(700, 800)                            # every row in view, as in the dock
    sheet.show()
    qtbot.waitExposed(sheet)
    return c, sheet


def double_click(qtbot, sheet, item):
    """As a hand does it: a press, then the double-click (Qt's view acts on the item pressed)."""
    pos = sheet.tree.visualItemRect(item).center()
    qtbot.mousePress(sheet.tree.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(sheet.tree.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(sheet.tree.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def groups(sheet):
    return {sheet.tree.topLevelItem(i).data(0, LOC_ROLE): sheet.tree.topLevelItem(i)
            for i in range(sheet.tree.topLevelItemCount())}


def test_the_locations_a_hit_may_land_on_are_highlighted_and_picked_by_double_click(qtbot):
    s = hit_on_six()
    pr = s.state.prompts[0]
    assert pr.kind == "location" and pr.chooser == "s"
    c, sheet = sheet_of(qtbot, s, "s")
    assert sheet.pick_label.isVisible() and "hit land" in sheet.pick_label.text()
    assert sheet.pick_label.styleSheet() == PICK_STYLE          # styled when first shown (not at start-up)
    g = groups(sheet)
    assert all(g[loc].background(0).color() == HIT for loc in pr.options)
    double_click(qtbot, sheet, g["arms"])
    pr = c.state.prompts[0]
    assert pr.kind == "parts" and {c.state.fighters["s"].part(k).location for k in pr.options} == {"arms"}


def test_the_parts_it_may_take_are_ticked_on_the_sheet_and_confirmed_there(qtbot):
    s = hit_on_six()
    do(s, "choose", "s", location="arms")
    c, sheet = sheet_of(qtbot, s, "s")
    pr = c.state.prompts[0]
    assert sheet.pick_button.isVisible() and not sheet.pick_button.isEnabled()
    items = {}
    for i in range(sheet.tree.topLevelItemCount()):
        g = sheet.tree.topLevelItem(i)
        for j in range(g.childCount()):
            items[g.child(j).data(0, 0x0100)] = g.child(j)
    checkable = [k for k, it in items.items() if it.data(0, PICK_ROLE)]
    assert sorted(checkable) == sorted(pr.options)
    picks = pr.options[:pr.count]
    for k in picks:                                   # a double-click ticks; it does not use the part
        double_click(qtbot, sheet, items[k])
    assert sorted(sheet.picked_parts()) == sorted(picks) and sheet.pick_button.isEnabled()
    n = len(c.session.log)
    sheet.pick_button.click()
    names = {c.state.fighters["s"].part(k).name_ja for k in picks}    # (damaged() names them as the sheet)
    assert len(c.session.log) == n + 1 and names <= set(damaged(c.session, "s"))
    sheet.refresh()                                   # (the sheets dock refreshes its sheets on a change)
    assert not sheet.pick_label.isVisible()


def test_no_decision_no_highlight(qtbot):
    s = hit_on_six()
    c, sheet = sheet_of(qtbot, s, "a")                # the attacker's sheet: not her body
    assert not sheet.pick_label.isVisible()
    assert all(g.background(0).color() != HIT for g in groups(sheet).values())


def test_a_horror_s_parts_ticked_on_its_sheet_are_confirmed_there(qtbot):
    """#39, played under Xvfb: a horror's parts stand in the sheet's list without a location above them (its
    parts are all "body"); ticking the one the hit takes left *Damage the parts ticked* disabled (the sheet
    read only the parts under a location), so the GM could answer only in the other panels."""
    s = session([doll("a", extra=[SWORD])], [horror("h", area="limbo")])
    set_ap(s, "h", 0)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "sword"), target="h", dice=[10])
    settle(s)
    pr = s.state.prompts[0]
    assert pr.kind == "parts" and pr.chooser == "h" and pr.count == 2
    c, sheet = sheet_of(qtbot, s, "h")
    items = [sheet.tree.topLevelItem(i) for i in range(sheet.tree.topLevelItemCount())]
    ticks = [it for it in items if it.data(0, PICK_ROLE)]
    assert ticks, "the horror's parts are top-level rows to tick"
    for it in ticks[:2]:
        double_click(qtbot, sheet, it)
    picks = [it.data(0, 0x0100) for it in ticks[:2]]
    assert sheet.picked_parts() == picks and sheet.pick_button.isEnabled()
    n = len(c.session.log)
    qtbot.mouseClick(sheet.pick_button, Qt.MouseButton.LeftButton)
    assert len(c.session.log) == n + 1
    assert all(c.state.fighters["h"].part(k).damaged for k in picks)


def test_the_parts_to_tick_are_scrolled_into_view_on_a_short_sheet(qtbot):
    """At 1920×1080 the sheet's list shows some four rows under the Now panel: Lily's torso parts to tick were
    below them, out of view, with only *Tick 1 highlighted part(s)* said above (#39, under Xvfb)."""
    s = hit_on_six()
    do(s, "choose", "s", location="legs")
    c = BattleController(s)
    sheet = DollSheet(c, "s")
    qtbot.addWidget(sheet)
    sheet.resize(500, 330)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.refresh()
    room = sheet.tree.viewport().rect()
    items = []
    for i in range(sheet.tree.topLevelItemCount()):
        g = sheet.tree.topLevelItem(i)
        items += [g.child(j) for j in range(g.childCount()) if g.child(j).data(0, PICK_ROLE)]
    assert items
    qtbot.waitUntil(lambda: room.intersects(sheet.tree.visualItemRect(items[0])))
