"""Issue 39: the Now panel's keys for every kind of choice, not only "one of": a choice of k options (which
parts a hit breaks) and a choice of where points go (on which fetters madness lands) are answered without
the mouse — 1–9 tick an option or put a point on it, − takes a point back, PgDn / PgUp reach the options
after the ninth, Return confirms; the keys stand beside the options. Of the four rulesets only Nechronica
offers such choices (vtt/rules/nechronica/protocol.py: _CHOICE_FORMS; zones', ashes' and hundred's
decisions are all one-of buttons)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLineEdit, QSpinBox

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def w(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def _pass_windows(c):
    while c.state.window is not None:
        assert c.do({"type": "pass"})


def _ghoul_attacks_lily(c, die: int) -> None:
    """The battle started, the ghoul declares 【食らいつく】 on Lily beside it; its attack check will roll ``die``."""
    for cmd in ({"type": "start"}, {"type": "override", "op": "move", "target": "lily", "area": "hades"},
                {"type": "override", "op": "set_count", "count": 8},
                {"type": "use", "actor": "ghoul", "part": "p0", "target": "lily"}):
        assert c.do(cmd)
    c.session.pending_dice = [die]


def _parts_prompt(w, qtbot):
    """The ghoul's 【食らいつく】 hits Lily in the torso with a 6: she chooses the 2 parts it breaks."""
    c = w.controller
    _ghoul_attacks_lily(c, 6)
    _pass_windows(c)
    assert c.do({"type": "choose", "actor": "lily", "location": "torso"})
    _pass_windows(c)
    pr = c.state.prompts[0]
    assert pr.kind == "parts" and pr.count == 2 and len(pr.options) >= 3
    qtbot.waitUntil(lambda: bool(w.now.picks) and w.now.ok.isVisible())
    return pr


def test_the_question_names_who_chooses_once(w, qtbot):
    """It read "Lily: Lily chooses 2 part(s) to damage in her torso" (found playing under Xvfb)."""
    _parts_prompt(w, qtbot)
    assert w.now.heading.text() == "Lily chooses 2 part(s) to damage in her torso"


def _boxes(w):
    return [x for _, x in w.now.picks]


def test_keys_tick_the_parts_a_hit_breaks_and_return_confirms(w, qtbot):
    pr = _parts_prompt(w, qtbot)
    boxes = _boxes(w)
    assert all(isinstance(b, QCheckBox) for b in boxes)
    assert [k.text() for k in w.now.pick_keys][:3] == ["1", "2", "3"]        # the keys beside the options
    assert "Return" in w.now.choice_status.text() and "0 of 2" in w.now.choice_status.text()
    assert w.now.ok.text().endswith("⏎") and not w.now.ok.isEnabled()       # two parts, not none
    n = len(w.controller.session.log)
    qtbot.keyClick(w, Qt.Key.Key_1)
    qtbot.keyClick(w, Qt.Key.Key_3)
    qtbot.keyClick(w, Qt.Key.Key_3)                                           # untick
    qtbot.keyClick(w, Qt.Key.Key_2)
    assert [b.isChecked() for b in boxes[:3]] == [True, True, False]
    assert "2 of 2" in w.now.choice_status.text() and w.now.ok.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert len(w.controller.session.log) == n + 1
    chosen = w.controller.session.log[-1].command
    assert chosen.type == "choose" and list(chosen.params["parts"]) == list(pr.options[:2])
    lily = w.controller.state.fighters["lily"]
    assert all(lily.part(k).damaged for k in pr.options[:2])


def test_return_with_too_few_parts_sends_nothing(w, qtbot):
    _parts_prompt(w, qtbot)
    before = w.controller.session.snapshot()
    qtbot.keyClick(w, Qt.Key.Key_1)
    qtbot.keyClick(w, Qt.Key.Key_Return)                                       # one of two: OK is off
    assert w.controller.session.snapshot() == before
    assert w.now.ok.toolTip()                                                  # and says why


def test_return_in_the_dice_box_is_the_dice_box_s_not_the_choice_s(w, qtbot):
    _parts_prompt(w, qtbot)
    qtbot.keyClick(w, Qt.Key.Key_1)
    qtbot.keyClick(w, Qt.Key.Key_2)
    n = len(w.controller.session.log)
    qtbot.mouseClick(w.dice.physical, Qt.MouseButton.LeftButton)
    assert isinstance(w.focusWidget(), QLineEdit)
    qtbot.keyClicks(w.dice.physical, "4")
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_Return)                         # the GM is done typing dice
    assert len(w.controller.session.log) == n                                  # the choice is not confirmed
    qtbot.keyClick(w, Qt.Key.Key_Return)                                       # (the focus is back in Now)
    assert len(w.controller.session.log) == n + 1


def _madness_fumble(w, qtbot):
    """A madness check of Lily's rolls a 1 (a fumble): she chooses a basic part to lose, then a fetter."""
    c = w.controller
    assert c.do({"type": "start"})
    c.session.pending_dice = [1]
    assert c.do({"type": "madness_check", "target": "lily"})
    _pass_windows(c)
    pr = c.state.prompts[0]
    assert pr.kind == "madness_part" and len(pr.options) > 9
    qtbot.waitUntil(lambda: bool(w.now.picks) and w.now.ok.isVisible())
    return pr


def test_page_down_reaches_the_options_after_the_ninth(w, qtbot):
    pr = _madness_fumble(w, qtbot)
    keys = w.now.pick_keys
    assert [k.text() for k in keys[:10]] == [str(i) for i in range(1, 10)] + [""]
    assert "PgDn" in w.now.choice_status.text()
    qtbot.keyClick(w, Qt.Key.Key_PageDown)
    assert keys[9].text() == "1" and keys[0].text() == ""
    qtbot.keyClick(w, Qt.Key.Key_1)                                            # the tenth option
    assert _boxes(w)[9].isChecked() and not _boxes(w)[0].isChecked()
    qtbot.keyClick(w, Qt.Key.Key_PageDown)                                     # no third page: stays
    assert keys[9].text() == "1"
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert list(w.controller.session.log[-1].command.params["parts"]) == [pr.options[9]]
    qtbot.keyClick(w, Qt.Key.Key_PageUp)                                       # (nothing to page now)


def test_keys_spread_madness_over_the_fetters(w, qtbot):
    _madness_fumble(w, qtbot)
    qtbot.keyClick(w, Qt.Key.Key_1)
    qtbot.keyClick(w, Qt.Key.Key_Return)
    c = w.controller
    pr = c.state.prompts[0]
    assert pr.kind == "fetters" and pr.count == 1
    qtbot.waitUntil(lambda: bool(w.now.picks) and isinstance(_boxes(w)[0], QSpinBox) and w.now.ok.isVisible())
    spins = _boxes(w)
    assert "0 of 1" in w.now.choice_status.text() and "−" in w.now.choice_status.text()
    qtbot.keyClick(w, Qt.Key.Key_2)
    assert [s.value() for s in spins[:2]] == [0, 1]
    qtbot.keyClick(w, Qt.Key.Key_1)                                            # every point given: no more
    assert [s.value() for s in spins[:2]] == [0, 1]
    qtbot.keyClick(w, Qt.Key.Key_Minus)                                        # the point back …
    qtbot.keyClick(w, Qt.Key.Key_1)                                            # … onto the first fetter
    assert [s.value() for s in spins[:2]] == [1, 0] and "1 of 1" in w.now.choice_status.text()
    fetter = pr.options[0]
    before = c.state.fighters["lily"].fetters[fetter].madness
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert list(c.session.log[-1].command.params["fetters"]) == [fetter]
    assert c.state.fighters["lily"].fetters[fetter].madness == before + 1


def test_the_keys_the_first_row_leaves_over_reach_the_next_rows(w, qtbot):
    """In a window where two dolls may react, only the first one's answers had keys: Yuki's 【Scope】 (support)
    under Lily's 【Arm】 and 【Foot】 could only be clicked (found playing under Xvfb)."""
    c = w.controller
    _ghoul_attacks_lily(c, 9)
    assert c.do({"type": "pass"})                                      # the Judge window: Lily, Yuki
    assert c.state.window.timing == "judge"
    def scope():                            # Yuki's answer, once the panel shows the Judge window
        rows = [r for r in w.now._boxes if any("Scope" in label for label, _, _ in r.items)]
        return rows[0].items[0][2] if rows and w.now.heading.text().startswith("Reactions") else None
    qtbot.waitUntil(lambda: scope() is not None and scope().isVisible())
    first = w.now._boxes[0]
    assert all(b in w.now.keyed for _, _, b in first.items)
    yuki = scope()
    assert yuki in w.now.keyed
    n = w.now.keyed.index(yuki) + 1
    assert yuki.text().startswith(f"{n}  ")
    command = w.now.commands[yuki]
    qtbot.keyClick(w, getattr(Qt.Key, f"Key_{n}"))
    assert c.session.log[-1].command == command


def test_return_is_nobody_s_but_a_field_s_when_no_choice_is_shown(w, qtbot):
    """A free roll typed in the dice box and Return: rolled (the choice's Return took it in every ruleset when
    it was a window-wide key)."""
    assert w.controller.do({"type": "start"})
    assert not w.now.picks and not any(s.isEnabled() for s in w.now._confirms)
    n = len(w.controller.session.log)
    qtbot.keyClicks(w.dice.expression, "2NC+1=7,3")
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    assert len(w.controller.session.log) == n + 1


def test_a_windows_heading_names_only_who_can_react(w, qtbot):
    """Played: the Now panel's heading read "Reactions: Zombie, Soldier, Ghoul, Lily, Yuki, Maria, Noel" in every
    window of the ghoul's attack, though only Noel had a Rapid maneuver (【Wings】), then Lily and Yuki a Judge one;
    Nechronica waits on everyone in a window, the heading names those with an answer, as the rows under it do."""
    c = w.controller
    _ghoul_attacks_lily(c, 9)
    qtbot.waitUntil(lambda: c.state.window.timing == "rapid" and w.now.move_on is not None
                    and w.now.move_on.isVisible())
    assert w.now.heading.text() == "Reactions: Noel"
    assert [r.title for r in w.now._rows] == ["Noel"]
    qtbot.mouseClick(w.now.move_on, Qt.MouseButton.LeftButton)                 # nobody reacts: on to Judge
    qtbot.waitUntil(lambda: c.state.window.timing == "judge" and w.now.heading.text().startswith("Reactions"))
    assert w.now.heading.text() == "Reactions: Lily, Yuki"
