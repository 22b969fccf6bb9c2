"""Issue 29, item 5: the Now panel, where every decision is made, shows the pending decision and its
buttons without scrolling at 1920×1080 and at 1280×800: each button stands whole inside the window (no
scroll area, nothing clipped), optional answers grouped under the decision (hundred's interrupts: one
short button each, the damage first), what does not fit folded into a button that opens it in place;
keys: 1–9 for the decision's buttons, Space for the command that moves the battle on."""
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea

from tests.ui.generic.conftest import advance
from tests.ui.panel import click, press
from vtt.core.ruleset import ACT, COMMIT, GM, REACT

SIZES = [(1920, 1080), (1280, 800)]

#: (ruleset, seed, when): decisions the issue found below the fold
DECISIONS = {
    "zones, a turn while a swap is open": ("zones", 3, lambda c: c.state.phase == "battle" and len(c.awaited()) > 1),
    "zones, the wolves react": ("zones", 5, lambda c: c.awaited() and c.awaited()[0].kind == REACT
                                and len(c.awaited()) > 2),
    "ashes, a turn of 30 commands": ("ashes", 5, lambda c: c.awaited() and c.awaited()[0].kind == ACT
                                     and c.state.phase == "turns"
                                     and len(c.legal_commands(c.awaited()[0].who)) > 25),
    "ashes, a defence": ("ashes", 5, lambda c: c.awaited() and c.awaited()[0].kind == REACT),
    "hundred, nine lay their cards": ("hundred", 5, lambda c: c.awaited() and c.awaited()[0].kind == COMMIT
                                      and len(c.awaited()) == 9),
    "hundred, a turn of many attacks": ("hundred", 5, lambda c: c.awaited() and c.awaited()[0].kind == ACT
                                        and len(c.legal_commands(c.awaited()[0].who)) > 14),
    # (#44: before the hit test the interrupters are optional answers beside the target's; after it the GM's
    # damage closes the list)
    "hundred, eight may interrupt": ("hundred", 5, lambda c: c.awaited() and c.awaited()[0].kind == REACT
                                     and len(c.awaited()) > 5 and c.awaited()[-1].kind == GM),
    "hundred, a reaction while others may interrupt": ("hundred", 5, lambda c: c.awaited()
                                                       and c.awaited()[0].kind == REACT
                                                       and len(c.awaited()) > 5 and c.awaited()[-1].optional),
}


def whole_in_window(button, window) -> bool:
    """The button is on screen whole: shown, not clipped by any parent, inside the window."""
    if not button.isVisible() or button.height() <= 0:
        return False
    top_left = button.mapTo(window, QPoint(0, 0))
    inside = window.rect().contains(QRect(top_left, button.size()))
    return inside and button.visibleRegion().boundingRect() == button.rect()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("case", list(DECISIONS))
def test_the_decision_and_its_buttons_stand_whole_in_the_window(generic_window, qtbot, case, size):
    ruleset, seed, when = DECISIONS[case]
    w = generic_window(ruleset, seed, size)
    advance(w, when)
    panel = w.now
    assert not panel.findChildren(QScrollArea) and not isinstance(panel.parent(), QScrollArea)

    def shown():        # read anew: the panel shows the last command's decision by a queued call (a rebuild)
        return list(panel.buttons.values()) + list(panel.folds.values())
    qtbot.waitUntil(lambda: bool(shown()) and all(whole_in_window(b, w) for b in shown()), timeout=3000)
    assert panel.heading.text()
    assert panel.needed_height() <= panel.height()
    if panel.move_on is not None:
        assert whole_in_window(panel.move_on, w)
    for label, b in panel.buttons.items():                   # no label cut: each line fits its button
        assert all(b.fontMetrics().horizontalAdvance(line) < b.width() for line in b.text().split("\n")), label


def test_hundred_s_interrupts_are_grouped_under_the_damage_button(generic_window, qtbot):
    w = generic_window("hundred", 5, (1280, 800))
    advance(w, DECISIONS["hundred, eight may interrupt"][2])
    panel = w.now
    interrupts = [b for label, b in panel.buttons.items() if label.endswith("Interrupt")]
    assert len(interrupts) == len(w.controller.awaited()) - 1            # one short button each
    qtbot.waitUntil(lambda: panel.move_on.isVisible() and all(b.isVisible() for b in interrupts))
    assert "damage" in panel.move_on.text().lower()
    assert panel.move_on.mapTo(panel, QPoint(0, 0)).y() < min(b.mapTo(panel, QPoint(0, 0)).y() for b in interrupts)
    n = len(w.controller.session.log)
    qtbot.keyClick(w, Qt.Key.Key_Space)                                 # Space: roll the damage
    assert w.controller.session.log[n].command.type == "damage"


def test_keys_1_to_9_press_the_decision_s_buttons(generic_window, qtbot):
    w = generic_window("zones", 3, (1280, 800))
    advance(w, DECISIONS["zones, a turn while a swap is open"][2])
    panel = w.now
    first = panel.keyed[0]
    assert first.text().startswith("1 ")
    label = next(lb for lb, b in panel.buttons.items() if b is first)
    qtbot.waitUntil(lambda: first.isVisible())
    n = len(w.controller.session.log)
    qtbot.keyClick(w, Qt.Key.Key_1)
    assert len(w.controller.session.log) == n + 1
    assert w.controller.command_text(w.controller.session.log[-1].command) == label


def test_a_folded_group_opens_in_place_and_back_returns(generic_window, qtbot):
    w = generic_window("ashes", 5, (1280, 800))
    advance(w, DECISIONS["ashes, a turn of 30 commands"][2])
    panel = w.now
    assert panel.folded, "30 commands fold at 1280×800"
    label = next(iter(panel.folded))
    n = len(w.controller.session.log)
    press(qtbot, panel, label)                     # the group's button, then the command
    assert len(w.controller.session.log) == n + 1


def test_the_dice_tray_s_buttons_stand_beside_its_dice(generic_window, qtbot):
    """ashes: the tray's Bid / Attack buttons were below the fold of a small panel."""
    w = generic_window("ashes", 5, (1280, 800))
    advance(w, lambda c: c.state.phase == "bid")
    tray = w.extras["effort"]
    who = w.controller.awaited()[0].who
    rects = tray.rows.die_rects()
    die = next(i for (p, i) in rects if p == who)
    qtbot.mouseClick(tray.rows, Qt.MouseButton.LeftButton, pos=rects[(who, die)].center().toPoint())
    assert tray.buttons
    qtbot.waitUntil(lambda: all(whole_in_window(b, w) for b in tray.buttons.values()), timeout=3000)
    assert all(whole_in_window(b, w) or not b.isVisible() for b in tray.buttons.values())
    assert not tray.findChildren(QScrollArea) and not isinstance(tray.parent(), QScrollArea)


def test_the_gm_s_ruling_has_its_buttons_in_the_panel(generic_window, qtbot):
    """hundred: a reaction of another kind waits on the GM's ruling ("does the attack hit?"), which
    has no command that moves on by itself: the GM's own answers stand in the panel."""
    from vtt.core.records import Command
    w = generic_window("hundred", 5, (1280, 800))
    c = w.controller
    advance(w, lambda c: c.awaited() and c.awaited()[0].kind == REACT and c.state.attack()["stage"] == "react")
    target = c.awaited()[0].who
    assert c.do(Command("react", target, {"how": "other"}))
    assert c.awaited()[0].kind == "gm" and c.awaited()[0].fallback is None
    hit = w.now.buttons["Rule: hit"]
    assert "Rule: miss" in w.now.buttons
    n = len(c.session.log)
    click(qtbot, hit)
    assert c.session.log[n].command.type == "rule" and c.session.log[n].command.params["hit"] is True


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_the_panel_is_built_once_at_its_own_width_before_the_first_paint(generic_window, monkeypatch, ruleset):
    """Issue 29, item 11: its buttons are made, measured and folded when the panel first has its size, not
    first at a default one and again at its own (docs/gui.md, "The generic window, second pass")."""
    from vtt.ui.widgets.decision_panel import DecisionPanel
    planned = []
    plan = DecisionPanel._plan
    monkeypatch.setattr(DecisionPanel, "_plan", lambda self, awaited: planned.append(self.width()) or plan(self, awaited))
    w = generic_window(ruleset)
    assert planned == [w.now.width()]
    assert w.now.buttons and all(b.isVisible() for b in w.now.keyed)


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")      # (the menu, offscreen)
@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_a_crowd_s_own_draws_are_one_row_whose_key_draws_for_the_next_and_a_menu_for_any_other(generic_window, qtbot,
                                                                                            monkeypatch, ruleset):
    """#39: each of 60 participants may draw her own card beside the GM's deal; the panel planned a row for each
    (their answers, names and commands' texts) at every change, 62% of a move's work among 200. Now they are one
    row: the next one's draw, keyed, and "Another of them… (59)", whose menu draws for any other; a change asks the
    answers of one of them, not of 60."""
    from tests.ui.generic.test_crowd import crowd
    from vtt.ui.widgets.decision_panel import CROWD_AT

    def drew(entry):
        return entry.command.type, entry.command.actor
    c0, copies = crowd(ruleset, 60)
    w = generic_window(ruleset, session=c0.session)
    c, panel = w.controller, w.now
    waiting = [a.who for a in c.awaited() if a.who is not None]
    assert len(waiting) == 60 >= CROWD_AT
    qtbot.waitUntil(lambda: len(panel.others) == 1 and panel.others[0].isVisible(), timeout=3000)
    assert panel.others[0].text() == "Another of them… (59)"
    draws = [label for label, b in panel.buttons.items() if b is not panel.move_on]
    name = c.token_name(c.view().token(waiting[0]))
    assert len(draws) == 1 and draws[0].startswith(name + ": ")
    assert panel.keyed[0] is panel.buttons[draws[0]] and panel.keyed[0].text().startswith("1  ")
    asked = []
    legal = c.legal_commands
    monkeypatch.setattr(c, "legal_commands", lambda who=None: asked.append(who) or legal(who))
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    n = len(c.session.log)
    qtbot.keyClick(w, Qt.Key.Key_1)                          # her draw
    assert drew(c.session.log[n]) == ("deal", waiting[0])
    assert len(asked) <= 2, asked                            # (was one for each of the 60)
    qtbot.waitUntil(lambda: panel.others and panel.others[0].text() == "Another of them… (58)"
                    and panel.keyed[0].isVisible(), timeout=3000)
    qtbot.keyClick(w, Qt.Key.Key_1)                          # the next one's
    assert drew(c.session.log[n + 1]) == ("deal", waiting[1])
    qtbot.waitUntil(lambda: panel.others and panel.others[0].text() == "Another of them… (57)", timeout=3000)
    menu = panel.others[0].menu()
    menu.popup(panel.others[0].mapToGlobal(QPoint(0, 0)))   # (its entries are made as it opens)
    qtbot.waitUntil(menu.isVisible)
    names = [a.text() for a in menu.actions()]
    assert len(names) == 57 and all(label.endswith(": " + draws[0].split(": ", 1)[1]) for label in names)
    menu.actions()[-1].trigger()                             # the last of them, out of turn
    menu.hide()
    assert drew(c.session.log[n + 2]) == ("deal", copies[-1])
    qtbot.waitUntil(lambda: panel.others and panel.others[0].text() == "Another of them… (56)"
                    and panel.move_on.isVisible(), timeout=3000)
    deal = panel.commands[panel.move_on]                     # the GM's deal for all is still Space's
    assert (deal.type, deal.actor) == ("deal", None) and panel.move_on.text().endswith("␣")


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")      # (the menu, offscreen)
def test_a_crowd_laying_its_cards_is_one_row_of_the_next_one_s_cards_and_a_menu_of_each_other_s(generic_window, qtbot):
    """hundred's preparation among 30: each lays a card of her own hand (the same question, other options); a row
    each was 30 rows of 9 answers planned at every change. One row now: the next one's cards, keys 1–9; the others'
    a submenu each; the heading names the first three."""
    from tests.ui.generic.test_crowd import crowd
    c0, copies = crowd("hundred", 30)
    w = generic_window("hundred", session=c0.session)
    c, panel = w.controller, w.now
    qtbot.waitUntil(lambda: panel.move_on is not None and panel.move_on.isVisible(), timeout=3000)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_Space)                      # the GM deals
    assert c.state.phase == "preparation"
    waiting = [a.who for a in c.awaited()]
    assert len(waiting) == 30
    qtbot.waitUntil(lambda: len(panel.others) == 1 and panel.others[0].isVisible(), timeout=3000)
    names = [c.token_name(c.view().token(who)) for who in waiting[:3]]
    assert panel.heading.text().startswith(f"Still to commit (hidden until all have): {', '.join(names)} and 27 more")
    first = c.legal_commands(waiting[0])
    assert len(panel.keyed) == min(9, len(first)) and all(panel.commands[b] in first for b in panel.keyed)
    assert all(label.startswith(names[0] + ": ") for label in panel.buttons)
    assert panel.others[0].text() == "Another of them… (29)"
    n = len(c.session.log)
    command = panel.commands[panel.keyed[0]]
    qtbot.keyClick(w, Qt.Key.Key_1)
    assert c.session.log[n].command == command
    qtbot.waitUntil(lambda: panel.others and panel.others[0].text() == "Another of them… (28)", timeout=3000)
    assert all(label.startswith(names[1] + ": ") for label in panel.buttons)
    menu = panel.others[0].menu()
    menu.popup(panel.others[0].mapToGlobal(QPoint(0, 0)))
    qtbot.waitUntil(menu.isVisible)
    last = menu.actions()[-1].menu()                          # the last one's cards, out of turn
    assert menu.actions()[-1].text() == c.token_name(c.view().token(waiting[-1]))
    assert [a.text() for a in last.actions()] == [c.command_text(x) for x in c.legal_commands(waiting[-1])]
    chosen = c.legal_commands(waiting[-1])[0]
    last.actions()[0].trigger()
    menu.hide()
    assert c.session.log[n + 1].command == chosen
