"""Issue 40, item 3: a long group of answers in the Now panel. Ashes' defence of a character with three
pairs, a Reflexive weapon and a Defensive technique has 24 ways to defend and the hit ("The defender now
chooses how they defend ... Generally, they will wish to select a Set of their own to defend against the
attack. They can bolster this Set with Techniques which bear the Defensive or Versatile keywords."): every
one is reached by clicks and stands whole on screen at 1920×1080 and 1280×800 (a group too long for the
panel is paged, PgDn / PgUp), and keys 1–9 press the common answers first (a set, before its variants).
And a group whose title is wider than the panel loses no row."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QScrollArea

from tests.rules.ashes.builders import do, npc, pc, rolled
from tests.ui.generic.test_lower_initiative import between_turns
from tests.ui.generic.conftest import advance
from tests.ui.generic.test_now_panel import SIZES, whole_in_window
from tests.ui.panel import click, offered, press


def defence(effort=6, dice=(9, 9, 7, 7, 4, 4)):
    """Rin (Reflexive blade, Iron Wall) attacked by the Raider's three 8s: she defends."""
    s = rolled(pc("rin", effort=effort, weapon={"name": "Parrying blade", "advantage": "reflexive"},
                  techniques=[{"name": "Iron Wall", "keyword": "defensive", "bonus": 2}]),
               npc("raider", effort=4), dice=[list(dice), [8, 8, 8, 2]])
    do(s, "bid", "raider", pick=[3])
    while s.state.phase == "bid":
        do(s, "pass_bid", s.state.bidder().id)
    do(s, "attack", "raider", target="rin", pick=[0, 1, 2])
    return s


def labels(c):
    return [c.command_text(x) for x in c.legal_commands("rin")]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("effort,dice", [(6, (9, 9, 7, 7, 4, 4)), (10, (9, 9, 8, 8, 7, 7, 5, 5, 4, 4))],
                         ids=["three pairs", "five pairs"])
def test_every_answer_of_a_long_defence_is_reached_whole(generic_window, qtbot, size, effort, dice):
    w = generic_window("ashes", size=size, session=defence(effort, dice))
    c, panel = w.controller, w.now
    wanted = labels(c)
    assert len(wanted) == 4 * 2 * len(dice) // 2 + 1
    assert set(wanted) <= offered(panel)
    assert not panel.findChildren(QScrollArea)
    for label in reversed(wanted):                        # the last first: the 1×1 variants at the end
        for _ in range(12):                               # a group to open, pages to turn, Back
            if label in panel.buttons:
                break
            assert label in panel.folded, label
            click(qtbot, panel.folded[label])
        qtbot.waitUntil(lambda: whole_in_window(panel.buttons[label], w), timeout=3000)
        assert all(whole_in_window(b, w) for b in panel.buttons.values()), label
        assert panel.needed_height() <= panel.height()
    n = len(c.session.log)
    press(qtbot, panel, wanted[-2])                       # a single die of the 4s, advantage and Iron Wall
    assert c.session.log[n].command.params == {"pick": [4 if effort == 6 else 8], "advantage": True,
                                                "techniques": ["Iron Wall"]}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_keys_press_the_sets_before_their_variants(generic_window, qtbot, size):
    w = generic_window("ashes", size=size, session=defence())
    c = w.controller
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)            # (its keys are the window's)
    n = len(c.session.log)
    for _ in range(2):                                   # (folded: 1 opens the group of defences, then 1)
        qtbot.waitUntil(lambda: bool(w.now.keyed) and w.now.keyed[0].isVisible(), timeout=3000)
        qtbot.keyClick(w, Qt.Key.Key_1)
        if len(c.session.log) > n:
            break
    assert c.session.log[n].command.params == {"pick": [0, 1]}           # Defend with 2×9, the plain set


@pytest.mark.parametrize("key,pick", [(Qt.Key.Key_2, [2, 3]), (Qt.Key.Key_3, [4, 5])])
def test_keys_2_and_3_press_the_next_sets(generic_window, qtbot, key, pick):
    w = generic_window("ashes", size=(1920, 1080), session=defence())
    c = w.controller
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    n = len(c.session.log)
    if w.now.folds:
        qtbot.keyClick(w, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: len(w.now.keyed) >= 3 and w.now.keyed[2].isVisible(), timeout=3000)
    qtbot.keyClick(w, key)
    assert c.session.log[n].command.params == {"pick": pick}


def test_page_down_shows_the_next_page_and_its_keys(generic_window, qtbot):
    w = generic_window("ashes", size=(1280, 800), session=defence(10, (9, 9, 8, 8, 7, 7, 5, 5, 4, 4)))
    c, panel = w.controller, w.now
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    if panel.folds:
        click(qtbot, next(iter(panel.folds.values())))
    qtbot.waitUntil(lambda: panel.pager is not None and panel.pager.isVisible(), timeout=3000)
    first = {lb for lb in panel.buttons if lb.startswith("Defend")}
    qtbot.keyClick(w, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: set(panel.buttons).isdisjoint(first) and bool(panel.keyed) and panel.keyed[0].isVisible(),
                    timeout=3000)
    assert "Take hit" in panel.buttons and panel.page_label.text().startswith("2 of ")
    label = next(lb for lb, b in panel.buttons.items() if b is panel.keyed[0])
    n = len(c.session.log)
    qtbot.keyClick(w, Qt.Key.Key_1)
    assert c.command_text(c.session.log[n].command) == label


def test_page_up_turns_back_to_the_first_page(generic_window, qtbot):
    w = generic_window("ashes", size=(1280, 800), session=defence(10, (9, 9, 8, 8, 7, 7, 5, 5, 4, 4)))
    panel = w.now
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    if panel.folds:
        click(qtbot, next(iter(panel.folds.values())))
    qtbot.waitUntil(lambda: panel.pager is not None and panel.pager.isVisible(), timeout=3000)
    first = {lb for lb in panel.buttons if lb.startswith("Defend")}
    qtbot.keyClick(w, Qt.Key.Key_PageUp)                     # on the first page: nothing before it
    assert panel.page_label.text().startswith("1 of ") and first <= set(panel.buttons)
    qtbot.keyClick(w, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: panel.page_label.text().startswith("2 of ") and panel.page_buttons[-1].isVisible(),
                    timeout=3000)
    qtbot.keyClick(w, Qt.Key.Key_PageUp)
    qtbot.waitUntil(lambda: panel.page_label.text().startswith("1 of ") and panel.keyed[0].isVisible(), timeout=3000)
    assert first <= set(panel.buttons)


def test_a_group_titled_wider_than_the_panel_keeps_every_row(generic_window, qtbot):
    w = generic_window("ashes", 3, (1280, 800))
    advance(w, between_turns)
    panel = w.now
    title = "Between turns: the initiative may be lowered"
    dock = next(d for d in w.findChildren(QDockWidget) if d.widget() is panel)
    for other in w.findChildren(QDockWidget):        # the docks sharing its column (the sheet, its portrait
        if other is not dock and w.dockWidgetArea(other) == w.dockWidgetArea(dock):      # beside the tracks)
            other.close()                             # would keep the column wider than the title
    w.resizeDocks([dock], [panel.fontMetrics().horizontalAdvance(title) // 2], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: panel.width() < panel.fontMetrics().horizontalAdvance(title), timeout=3000)
    qtbot.waitUntil(lambda: bool(panel.buttons) and all(b.isVisible() for b in panel.buttons.values()), timeout=3000)
    shown = list(panel.buttons.values()) + list(panel.folds.values())
    qtbot.waitUntil(lambda: all(whole_in_window(b, w) for b in shown), timeout=3000)
    assert panel.needed_height() <= panel.height()


def test_a_folded_kind_is_named_by_whole_words_not_half_a_parenthesis(generic_window, qtbot):
    """#39, hundred under Xvfb: Sera's attacks folded into "Attack Bandit 1 (Spear, … (4)" (the words every
    label starts with, cut inside its parenthesis): named "Attack Bandit 1 … (4)" and opened under that name."""
    from tests.ui.generic.test_now_panel import DECISIONS
    w = generic_window("hundred", 5, (1280, 800))
    advance(w, DECISIONS["hundred, a turn of many attacks"][2])
    panel = w.now
    qtbot.waitUntil(lambda: bool(panel.folds))
    titles = list(panel.folds)
    assert titles and all(t.count("(") == t.count(")") and not t.endswith(",") for t in titles), titles
