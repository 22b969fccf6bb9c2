"""A key is bound to the question the GM saw when she pressed it: a key pressed as the AI's move (Solo → AI
plays the foes) raised a question is held back with a cue in the Now panel, the next answers; a key pressed once
the question has stood a moment on screen (SEEN_AFTER_S) answers at once.
The race it ends (zones, round 3): the GM's Space ended Asa's turn, the AI at once attacked her, and the next
Space closed the reaction window the GM had not seen — the party lost its reaction. What it must not do (#39
leftovers): make the GM press every first key twice after the AI played, however long she read the question.
The panel's clock is the test's (``Clock``): it moves only when a test says the GM took her time."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.ui.generic.conftest import window_on
from vtt.core import registry
from vtt.core.ruleset import REACT
from vtt.ui.widgets.decision_panel import SEEN_AFTER_S

pytestmark = pytest.mark.qt_log_ignore("does not support grabbing the keyboard")


class Clock:
    """The Now panel's clock in a test: still, unless the test lets time pass (``wait``)."""
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def solo(qtbot, tmp_path):
    """solo(ruleset, seed=1): the window on the demo, shown, Solo → AI speed Instant and AI plays the foes."""
    def make(ruleset, seed=1):
        w = window_on(registry.get(ruleset).demo_session(seed), tmp_path)
        qtbot.addWidget(w)
        w.resize(1920, 1080)
        w.show()
        qtbot.waitExposed(w)
        w.menu_solo.popup(QPoint(0, 0))                  # the Solo menu: the AI's toggles are made as it opens
        w.menu_solo.hide()
        w.ai_actions["Instant"].trigger()
        w.ai_actions[registry.get(ruleset).sides[-1]].trigger()
        w.now.clock = Clock()
        return w
    yield make


def press(qtbot, w, key) -> None:
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    QApplication.processEvents()          # (what the last key built is on screen, as between two real keys)
    qtbot.keyClick(w, key)


def humans_turn(w) -> bool:
    """The AI has nothing to do: the question is the people's side's (or the battle is over)."""
    return bool(w.controller.session.log) and w.ai.next_command() is None


def side_of(w, who):
    t = w.controller.view().token(who) if who else None
    return t.side if t is not None else None


def test_zones_the_space_that_ended_asas_turn_does_not_close_the_window_the_ais_attack_opened(solo, qtbot):
    w = solo("zones")
    c = w.controller
    party = registry.get("zones").sides[0]
    for _ in range(20):                                             # the GM plays the party with Space
        qtbot.waitUntil(lambda: humans_turn(w), timeout=20000)
        if c.awaited()[0].kind == REACT:
            break
        n = len(c.session.log)
        w.now.clock.wait(SEEN_AFTER_S)                              # (she reads the question first)
        press(qtbot, w, Qt.Key.Key_Space)                           # draw the cards, end Asa's turn
        assert len(c.session.log) > n
    # the AI's Bandit attacked at once after the party's End turn: a reaction window against the party
    assert c.session.log[-1].command.type == "attack"
    assert {side_of(w, r.command.actor) for r in c.session.log[n + 1:]} == {"foes"}
    window = c.awaited()
    assert side_of(w, window[0].who) == party
    n = len(c.session.log)
    press(qtbot, w, Qt.Key.Key_Space)                               # a moment later: held back, with a cue
    assert len(c.session.log) == n and c.awaited() == window
    assert w.now.held_cue.isVisible() and "held back" in w.now.held_cue.text()
    press(qtbot, w, Qt.Key.Key_1)                                   # seen: the reaction (Dodge) is hers
    assert len(c.session.log) > n and c.session.log[n].command.actor == window[0].who
    assert not w.now.held_cue.isVisible()


def play_to_the_ais_question(qtbot, w, key) -> None:
    """The GM answers with keys (each after reading: the clock moves) until the AI's move brings another question
    than the one her last key answered."""
    c = w.controller
    steps = []
    w.ai.stepped.connect(steps.append)
    asked = None

    def idle() -> bool:
        return w.ai.next_command() is None
    for _ in range(30):
        qtbot.waitUntil(idle, timeout=20000)
        QApplication.processEvents()
        if steps and asked is not None and w.now.heading.text() != asked:
            break
        steps.clear()
        asked = w.now.heading.text()
        n = len(c.session.log)
        w.now.clock.wait(SEEN_AFTER_S)
        press(qtbot, w, key())
        assert len(c.session.log) > n
    assert steps and c.awaited()


def key_for(w):
    return Qt.Key.Key_Space if w.now.move_on is not None else Qt.Key.Key_1


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_a_key_pressed_as_the_ai_raised_a_question_is_held_back_the_next_answers(solo, qtbot, ruleset):
    w = solo(ruleset)
    c = w.controller
    play_to_the_ais_question(qtbot, w, lambda: key_for(w))
    assert w.now.keys_held
    n = len(c.session.log)
    press(qtbot, w, key_for(w))                               # at once: meant for the question before
    assert len(c.session.log) == n and w.now.held_cue.isVisible()
    press(qtbot, w, key_for(w))
    assert len(c.session.log) > n


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_a_key_pressed_after_reading_the_ais_question_answers_at_once(solo, qtbot, ruleset):
    w = solo(ruleset)
    c = w.controller
    play_to_the_ais_question(qtbot, w, lambda: key_for(w))
    w.now.clock.wait(SEEN_AFTER_S)                            # the GM reads the question the AI's move raised
    n = len(c.session.log)
    press(qtbot, w, key_for(w))                               # her first key answers it
    assert len(c.session.log) > n and not w.now.held_cue.isVisible()


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_a_key_the_ais_move_left_answering_as_before_answers_at_once(solo, qtbot, ruleset):
    """Solo → AI plays the foes at the start: the AI draws its foes' cards at once, and the question stays "Draw the
    initiative cards", its Space the same: the GM's Space draws the others' at once (it was held back, under Xvfb)."""
    w = solo(ruleset)
    c = w.controller
    qtbot.waitUntil(lambda: w.ai.next_command() is None, timeout=20000)
    QApplication.processEvents()
    assert c.session.log and w.now.keys_held                  # the AI's move, a moment ago
    asked, n = w.now.heading.text(), len(c.session.log)
    press(qtbot, w, Qt.Key.Key_Space)
    assert len(c.session.log) > n and c.session.log[n].command.actor is None, asked
    assert not w.now.held_cue.isVisible()


@pytest.mark.parametrize("ruleset", ["nechronica", "zones"])
def test_the_ai_rests_while_the_people_decide_and_plays_again_after_their_key(solo, qtbot, ruleset):
    """Solo → AI speed Instant: on a question of the people's side the AI's timer ran on, asking the rules for its
    move at every turn of the event loop (~40% of a core under Xvfb while the GM read). It rests, and the GM's key
    wakes it: it plays its side's move after hers."""
    w = solo(ruleset)
    c = w.controller
    for _ in range(20):
        qtbot.waitUntil(lambda: humans_turn(w) and not w.ai.ticking, timeout=20000)
        n = len(c.session.log)
        w.now.clock.wait(SEEN_AFTER_S)
        press(qtbot, w, Qt.Key.Key_Space if w.now.move_on is not None else Qt.Key.Key_1)
        assert len(c.session.log) > n
        qtbot.waitUntil(lambda: humans_turn(w), timeout=20000)
        if any(side_of(w, r.command.actor) == registry.get(ruleset).sides[-1] for r in c.session.log[n + 1:]):
            break
    else:
        raise AssertionError("the AI never played after the GM's key")
    qtbot.waitUntil(lambda: not w.ai.ticking, timeout=20000)


def test_a_question_the_gms_own_key_brought_takes_keys_at_once_and_keys_do_not_repeat(qtbot, tmp_path):
    w = window_on(registry.get("zones").demo_session(1), tmp_path)     # no AI: every change is the GM's
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    c = w.controller
    press(qtbot, w, Qt.Key.Key_Space)                               # start
    n = len(c.session.log)
    press(qtbot, w, Qt.Key.Key_Space)                               # Asa's End turn, at once
    assert len(c.session.log) > n and not w.now.held_cue.isVisible()
    assert all(not s.autoRepeat() for s in w.now._shortcuts)       # a key held down answers once
