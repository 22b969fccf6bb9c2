"""#40 items 1 and 2, in all four rulesets, through what the GM touches (a click on the field, the map or a
button of the Now panel, keys typed).

1. The decision keys go into the dice field no more: the field takes the keys only while the GM types there
   (she clicked it); Enter and Esc hand the focus back, after each command the focus returns to the Now panel,
   a click on the map takes the focus, and a focus she did not give (the window activated again, the log's
   dock floated and put back) goes back at once.
2. Typed dice feed the roll the dice box says they feed: it says whose roll and which pool comes next
   ("Next: Bandit 4's attack 2d10+1d6, then Mira's dodge 2d10+3d6 (if Dodge)"), each roll takes its own dice
   in that order ("-": the computer rolls one), and dice that do not fit are refused, or said when they are
   more than the rolls take, with nothing lost."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.generic.conftest import advance, window_on
from vtt.core import registry
from vtt.core.rolls import CARD, candidates, upcoming

RULESETS = ("nechronica", "zones", "ashes", "hundred")
each = pytest.mark.parametrize("ruleset", RULESETS)
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def make(qtbot, tmp_path, shown):
    """make(ruleset, seed=3): the battle window on that ruleset's demo at 1920×1080, shown and active."""
    def make_window(ruleset, seed=3):
        w = shown(window_on(registry.get(ruleset).demo_session(seed), tmp_path), 1920, 1080)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        return w
    return make_window


def type_dice(qtbot, w, text: str) -> None:
    """The GM clicks the physical dice field and types ``text``."""
    qtbot.mouseClick(w.dice.physical, LEFT)
    assert w.dice.physical.hasFocus()
    qtbot.keyClicks(w.dice.physical, text)


def press_a_decision(qtbot, w) -> int:
    """Key 1 (or Space when the decision has no numbered button) pressed where the focus is, as the GM presses
    it; how many commands it made."""
    qtbot.waitUntil(lambda: any(b.isVisible() for b in [*w.now.keyed, w.now.move_on] if b is not None))
    key = Qt.Key.Key_1 if w.now.keyed and w.now.keyed[0].isVisible() else Qt.Key.Key_Space
    n = len(w.controller.session.log)
    qtbot.keyClick(QApplication.focusWidget() or w, key)
    return len(w.controller.session.log) - n


def a_die(sides: int, value: int) -> int:
    """A value a die of ``sides`` shows without rolling again (no explosion); a card: one in no deck (the test
    types cards only where the deck's are known)."""
    return min(value, sides - 1) if sides != CARD else value


def rolling_command(w, least: int = 1, every: bool = False):
    """A command the Now panel shows a button for that makes at least ``least`` rolls of dice (no cards) (with
    ``every``: every roll of the moment), and its rolls; the battle played on by the AI until there is one."""
    found = {}

    def has(c) -> bool:
        for command in candidates(c.session):
            rolls = c.session.rolls(command)
            if every and rolls != [u.roll for u in upcoming(c.session)]:
                continue
            if rolls and len(rolls) >= least and not any(r.cards for r in rolls):
                found["it"] = (command, rolls)
                return True
        return False
    advance(w, has)
    QApplication.processEvents()
    command, rolls = found["it"]
    button = next((b for b, c in w.now.commands.items() if c == command), None)
    assert button is not None, f"no button for {command}"
    return command, rolls, button


# -- item 1: the decision keys ----------------------------------------------------------------------------------------
@each
@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_enter_or_esc_hand_the_focus_back_and_the_keys_press_decisions_again(make, qtbot, ruleset, key):
    w = make(ruleset)
    type_dice(qtbot, w, "-")                                     # (fits any roll: the computer rolls it)
    qtbot.keyClick(w.dice.physical, key)
    assert not w.dice.physical.hasFocus() and w.now.hasFocus()
    assert w.dice.physical.text() == "-"                         # what was typed stays
    assert press_a_decision(qtbot, w) == 1                       # the key pressed the Now panel's button
    assert "1" not in w.dice.physical.text() and not w.dice.physical.text().endswith(" ")


@each
def test_after_a_command_the_focus_returns_to_the_now_panel(make, qtbot, ruleset):
    w = make(ruleset)
    qtbot.mouseClick(w.dice.physical, LEFT)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in w.now.commands))
    button = w.now.move_on if w.now.move_on is not None else w.now.keyed[0]
    n = len(w.controller.session.log)
    qtbot.mouseClick(button, LEFT)
    assert len(w.controller.session.log) == n + 1
    assert w.now.hasFocus()
    assert press_a_decision(qtbot, w) == 1


@each
def test_while_the_gm_types_dice_a_command_of_the_ai_leaves_her_typing_and_her_dice(make, qtbot, ruleset):
    w = make(ruleset)
    type_dice(qtbot, w, "1")                           # (a die of a roll of more, maybe: she has not finished)
    c = w.controller
    aw = c.awaited()
    assert c.do(aw[0].fallback if aw[0].fallback is not None else c.legal_commands(aw[0].who)[0])
    assert w.dice.physical.hasFocus() and w.dice.physical.text() == "1"      # not taken: the computer rolled


@each
def test_a_click_on_the_map_takes_the_focus_from_the_dice_field(make, qtbot, ruleset):
    w = make(ruleset)
    type_dice(qtbot, w, "-")
    target = w.map.viewport() if hasattr(w.map, "viewport") else w.map
    qtbot.mouseClick(target, LEFT, pos=target.rect().bottomRight() - target.rect().center() / 8)
    assert not w.dice.physical.hasFocus()
    assert press_a_decision(qtbot, w) == 1
    assert "1" not in w.dice.physical.text()


@each
def test_a_focus_the_gm_did_not_give_the_dice_field_goes_back_to_the_now_panel(make, qtbot, ruleset):
    w = make(ruleset)
    type_dice(qtbot, w, "-")
    other = QWidget()                                  # another window, then this one activated again
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    assert not w.dice.physical.hasFocus() and w.now.hasFocus()
    qtbot.mouseClick(w.dice.physical, LEFT)            # the log's dock floated and put back
    assert w.dice.physical.hasFocus()
    log = w.docks["log"]
    log.setFloating(True)
    log.activateWindow()
    qtbot.waitUntil(log.isActiveWindow)
    log.setFloating(False)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    assert not w.dice.physical.hasFocus()
    assert press_a_decision(qtbot, w) == 1


@each
def test_a_click_on_the_dice_field_of_a_window_not_active_gives_it_the_focus(make, qtbot, ruleset):
    """(A click that activates the window: the press first, then the window's focus given as it activates.)"""
    w = make(ruleset)
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow)
    qtbot.mousePress(w.dice.physical, LEFT)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.mouseRelease(w.dice.physical, LEFT)
    assert w.dice.physical.hasFocus()
    qtbot.keyClicks(w.dice.physical, "6 5")
    assert w.dice.physical.text() == "6 5"


# -- item 2: which roll the typed dice feed -----------------------------------------------------------------------------
def roll_said(w, roll) -> tuple[str, str]:
    """The name of whose roll it is and its pool, as the dice box should say them."""
    c = w.controller
    name = c.token_name(c.view().token(roll.who)) if roll.who is not None else ""
    return name, roll.expression()


@each
def test_the_dice_box_says_whose_roll_and_which_pool_the_dice_feed_next(make, qtbot, ruleset):
    w = make(ruleset)
    command, rolls, _ = rolling_command(w)
    qtbot.mouseClick(w.dice.physical, LEFT)
    said = w.dice.feeds.text()
    first = upcoming(w.controller.session)[0].roll
    name, pool = roll_said(w, first)
    assert said.startswith("Next: ") and name in said and pool in said
    assert said.index(name) < said.index(pool)
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_Escape)
    assert w.dice.feeds.text() == ""                   # said while she types dice, not after every command


@each
def test_typed_dice_feed_each_roll_its_own_in_the_order_said(make, qtbot, ruleset):
    w = make(ruleset)
    command, rolls, button = rolling_command(w)
    typed = [a_die(sides, 1 + i % 3) for i, r in enumerate(rolls) for sides in r.dice]
    type_dice(qtbot, w, " ".join(map(str, typed)))
    for r in rolls:                                    # each roll says the values it takes
        assert roll_said(w, r)[1] in w.dice.feeds.text()
    assert "←" in w.dice.feeds.text()
    qtbot.mouseClick(button, LEFT)
    record = w.controller.session.log[-1]
    assert (record.command.type, record.command.actor) == (command.type, command.actor)
    assert list(record.command.dice[:len(typed)]) == [10 if v == 0 else v for v in typed]
    assert w.dice.physical.text() == ""


@each
def test_a_dash_lets_the_computer_roll_one_roll_and_the_next_takes_the_typed_dice(make, qtbot, ruleset):
    w = make(ruleset)
    if ruleset == "nechronica":
        pytest.skip("a Nechronica command rolls one check at a time: nothing to skip before another")
    command, rolls, button = rolling_command(w, least=2)
    second = [a_die(sides, 2) for sides in rolls[1].dice]
    type_dice(qtbot, w, "- " + " ".join(map(str, second)))
    assert "the computer" in w.dice.feeds.text()
    qtbot.mouseClick(button, LEFT)
    dice = list(w.controller.session.log[-1].command.dice)
    assert w.dice.physical.text() == ""                # the second roll took what was typed for it
    # the first roll's dice (and their explosions) are the computer's; then the second's, as typed
    assert any(dice[k:k + len(second)] == second for k in range(len(rolls[0].dice), len(dice)))


@each
def test_dice_that_do_not_fit_their_roll_are_refused_with_nothing_lost(make, qtbot, ruleset):
    w = make(ruleset)
    command, rolls, button = rolling_command(w)
    s = w.controller.session
    sides = rolls[0].dice[0]
    before = (s.snapshot(), len(s.log), s.can_redo, s.drawn)
    type_dice(qtbot, w, f"{sides + 1}")                # no face of its first die
    assert f"cannot be a d{sides}" in w.dice.feeds.text()
    qtbot.mouseClick(button, LEFT)
    assert (s.snapshot(), len(s.log), s.can_redo, s.drawn) == before
    assert f"cannot be a d{sides}" in w.error_label.toolTip()
    assert w.dice.physical.text() == f"{sides + 1}"


#: a free roll of two dice or more in each system's syntax, and its first die's sides
POOLS = {"nechronica": ("2NC", 10), "zones": ("3D", 6), "ashes": ("3d10", 10), "hundred": ("2d6", 6)}


@each
def test_a_roll_typed_in_part_is_refused_and_the_dice_stay_typed(make, qtbot, ruleset):
    w = make(ruleset)
    s = w.controller.session
    expression, sides = POOLS[ruleset]
    before = (s.snapshot(), len(s.log), s.drawn)
    type_dice(qtbot, w, "1")                           # one die of a roll of two or three
    qtbot.mouseClick(w.dice.expression, LEFT)
    qtbot.keyClicks(w.dice.expression, expression)
    qtbot.mouseClick(w.dice.roll_button, LEFT)
    assert (s.snapshot(), len(s.log), s.drawn) == before
    assert "more: type all its dice" in w.error_label.toolTip() and expression[0] in w.error_label.toolTip()
    assert w.dice.physical.text() == "1"
    qtbot.mouseClick(w.dice.physical, LEFT)            # typed whole, it rolls them
    qtbot.keyClicks(w.dice.physical, " 1" * (int(expression[0]) - 1))
    qtbot.mouseClick(w.dice.roll_button, LEFT)
    assert len(s.log) == before[1] + 1
    assert list(s.log[-1].command.dice) == [1] * int(expression[0]) and w.dice.physical.text() == ""


@each
def test_more_dice_than_the_rolls_take_wait_for_a_later_roll_and_are_said(make, qtbot, ruleset):
    w = make(ruleset)
    command, rolls, button = rolling_command(w, every=True)
    typed = [a_die(sides, 1) for r in rolls for sides in r.dice]
    type_dice(qtbot, w, " ".join(map(str, typed + [2, 2])))
    assert "2 more than the next rolls take (2 2)" in w.dice.feeds.text()
    qtbot.mouseClick(button, LEFT)
    assert w.dice.physical.text() == "2 2"
    assert "2 2" in w.statusBar().currentMessage()


# -- the battle: the GM types Mira's dodge and clicks Dodge ---------------------------------------------------
def test_hundred_the_dodge_dice_typed_go_to_the_dodge_and_the_attack_is_the_computer_s(make, qtbot):
    w = make("hundred")
    c = w.controller

    def dodging(c) -> bool:
        return any(x.type == "react" and x.params.get("how") == "dodge" for x in candidates(c.session))
    advance(w, dodging)
    QApplication.processEvents()
    dodge = next(x for x in candidates(c.session) if x.type == "react" and x.params.get("how") == "dodge")
    attack, mine = c.session.rolls(dodge)
    attacker, defender = roll_said(w, attack)[0], roll_said(w, mine)[0]
    qtbot.mouseClick(w.dice.physical, LEFT)
    said = w.dice.feeds.text()
    assert said.startswith(f"Next: {attacker}'s attack {attack.expression()}, then {defender}'s dodge "
                           f"{mine.expression()} (if Dodge")
    typed = [9 if sides == 10 else 5 for sides in mine.dice]
    qtbot.keyClicks(w.dice.physical, "- " + " ".join(map(str, typed)))
    assert f"{defender}'s dodge {mine.expression()} ← {' '.join(map(str, typed))}" in w.dice.feeds.text()
    button = next(b for b, x in w.now.commands.items() if x == dodge)
    qtbot.mouseClick(button, LEFT)
    test = next(e for e in c.session.log[-1].events if e.type == "hit_test")
    assert [v for chain in test.data["dodge"]["chains"] for v in chain[1:]] == typed


@each
def test_what_the_dice_box_says_of_typed_dice_is_shown_whole_in_a_short_dock(make, qtbot, ruleset):
    """#39, played (zones, 1920×1050): a die that fits no roll made three lines ("Next: …", "⚠ 10 cannot be a d6",
    "⚠ … needs 3 more") in the dice box's 110 px dock, each cut through mid-line; the dock grows to show them."""
    w = make(ruleset)
    w.resize(1920, 1000)
    command, rolls, _ = rolling_command(w)
    sides = rolls[0].dice[0]
    type_dice(qtbot, w, f"{sides + 1}")
    said = w.dice.feeds
    assert said.text().count("\n") >= 1
    qtbot.waitUntil(lambda: said.height() >= said.heightForWidth(said.width())      # (laid out again: the dock
                    and said.geometry().bottom() < w.dice.expression.geometry().top())  # grew) above the free roll
    assert w.dice.rect().contains(said.geometry()) and w.dice.rect().contains(w.dice.expression.geometry())


@pytest.mark.parametrize("ruleset", ["ashes", "hundred"])    # (Nechronica's and zones' dock holds the lines already)
def test_the_dice_box_s_dock_gives_its_room_back_when_the_lines_go(make, qtbot, ruleset):
    """#39, played: the dock grew to show three lines about the typed dice and stayed that tall once the GM cleared
    the field and was done typing (the lines gone, the log beside it kept the less room); it goes back to the
    height it had."""
    w = make(ruleset)
    w.resize(1920, 1000)
    rolls = rolling_command(w)[1]
    dock = w.docks["dice"]
    w.resizeDocks([dock], [60], Qt.Orientation.Vertical)         # (as short as the GM may drag it)
    QApplication.processEvents()
    before = dock.height()
    type_dice(qtbot, w, f"{rolls[0].dice[0] + 1}")
    said = w.dice.feeds
    qtbot.waitUntil(lambda: dock.height() > before and said.height() >= said.heightForWidth(said.width()))
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_Delete)
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_Escape)           # (done typing: "Next: …" goes too)
    assert w.dice.physical.text() == "" and said.isHidden()
    qtbot.waitUntil(lambda: dock.height() == before)


def test_the_dice_box_s_dock_keeps_no_room_for_lines_that_went(make, qtbot):
    """Played (t59): a free roll of six lines (a fetter table's) made the dice box's dock taller, and it kept that
    height once a shorter roll said less — the last roll's label kept its lines' height (a QLabel's heightForWidth
    is never less than its minimum), the lines left spread over the room. It is as tall as what it says: the room
    of the lines left, then the height it had once everything fits in it again."""
    w = make("nechronica")
    w.resize(1920, 1000)
    dock, box = w.docks["dice"], w.dice
    w.resizeDocks([dock], [260], Qt.Orientation.Horizontal)      # (a narrow dock, as the GM may drag it)
    w.resizeDocks([dock], [60], Qt.Orientation.Vertical)
    QApplication.processEvents()
    before, room = dock.height(), box.height()

    def roll(typed: str) -> None:
        qtbot.mouseClick(box.expression, LEFT)
        qtbot.keyClick(box.expression, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(box.expression, typed)
        qtbot.keyClick(box.expression, Qt.Key.Key_Return)

    def fits() -> bool:                     # as tall as what it says: no room left over under its lines
        line = box.fontMetrics().lineSpacing()
        return (box.said.height() < box.said.heightForWidth(box.said.width()) + line
                and box.height() == box.minimumSizeHint().height())

    roll("NM = 9")                                                 # sisters (9): six lines in this dock
    qtbot.waitUntil(lambda: dock.height() > before and fits())
    tallest = dock.height()
    roll("zz")                                                     # refused: four lines, two went
    qtbot.waitUntil(lambda: box.said.text().startswith("⚠") and box.odds.isHidden())
    qtbot.waitUntil(lambda: before < dock.height() < tallest and fits())
    roll("2NC+1 = 7 3")                                            # the roll and its odds: a line each
    qtbot.waitUntil(lambda: "Chance of success" in box.odds.text())
    # the height it had, once what it says fits in it again; else as tall as what it says (the window's font with its
    # Japanese fallback, vtt.ui.i18n.apply_cjk_font as `vtt` sets it, makes the line of "成功" taller than the room)
    qtbot.waitUntil(lambda: dock.height() == before if box.minimumSizeHint().height() <= room
                    else before < dock.height() < tallest and fits())
    assert box.said.height() == box.odds.height() == box.said.heightForWidth(box.said.width())


@each
def test_the_rolls_typed_dice_feed_name_each_command_that_makes_them_once(make, qtbot, ruleset):
    """#39, played (ashes' Effort): "Next: Kenshi's Effort 7d10 ← 9 9 7 + 4 more (if Roll, Roll)": the GM's
    *Roll the Effort dice* and Kenshi's own *Roll* are both told "Roll"; a name is said once."""
    import re
    w = make(ruleset)
    rolling_command(w)
    type_dice(qtbot, w, "1")
    said = w.dice.feeds.text()
    assert said.startswith("Next: ")
    for names in re.findall(r"\(if ([^()]*)\)", said):
        listed = names.removesuffix(", …").split(", ")
        assert len(listed) == len(set(listed)), said


@pytest.mark.qt_log_ignore("does not support")      # (the Solo menu opened offscreen)
@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_the_ai_s_command_refused_for_the_typed_dice_says_why_in_words(make, qtbot, ruleset):
    """#39, played (hundred, AI plays the foes): the GM typed two of Sera's four attack dice, Bandit 1's block made
    that roll and was refused, and the status bar said "the AI's command was refused: {'type': 'react', 'actor':
    'bandit1', 'how': 'block'}"; it says whose command, and why (the roll that needs more dice)."""
    from PySide6.QtCore import QPoint
    from vtt.core.ruleset import REACT
    w = make(ruleset)
    foes = registry.get(ruleset).sides[-1]
    found = {}

    def the_foe_reacts_with_a_roll(c) -> bool:
        view = c.view()
        first = view.awaited[0] if view.awaited else None
        if first is None or first.kind != REACT or view.token(first.who) is None or view.token(first.who).side != foes:
            return False
        found["rolls"] = [r for command in c.legal_commands(first.who) for r in (c.session.rolls(command) or [])]
        return bool(found["rolls"])
    advance(w, the_foe_reacts_with_a_roll)
    type_dice(qtbot, w, "1")                                 # one die of a roll of more
    qtbot.mouseClick(w.map, LEFT)                            # (the field left: the dice are for the next roll)
    w.menu_solo.popup(QPoint(0, 0))
    w.menu_solo.hide()
    w.ai_actions["Instant"].trigger()
    w.ai_actions[foes].trigger()
    qtbot.waitUntil(lambda: "AI" in w.error_label.text() or "AI" in w.error_label.toolTip(), timeout=5000)
    said = w.error_label.toolTip() or w.error_label.text()
    assert "{'type'" not in said and "needs" in said, said
