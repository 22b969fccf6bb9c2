"""A re-roll by madness chosen in the Now panel asks which fetter takes the point: "A player may re-roll a check by
taking 1 madness point on a fetter" (../shared/rules/nechronica.md, Checks) — a fetter of her choice, as at the end
of a round (「全てのPLは任意の未練を選び、そこに狂気点を1点加えなければいけません」, seed 001). Until #39's leftovers the
Now panel's re-roll put the point on her first fetter silently (only the flow panel's buttons picked one). The first
fetter that can take it stands chosen (Enter); Escape sends nothing."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from vtt.rules.nechronica.commands import REROLL

from tests.ui.test_confirm_before_sending import click_in_now_panel
from tests.ui.test_gui_audit import _judge_window_with_rerolls


def answer_with(qtbot, keys, seen: list) -> None:
    """Once the question shows (a modal dialog), press ``keys`` in it; what it said is kept in ``seen``."""
    def press():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            return
        seen.append(dialog)
        for key in keys:
            qtbot.keyClick(dialog.focusWidget() or dialog, key)
    QTimer.singleShot(0, press)


def now_reroll(w):
    return next(c for c in w.now.commands.values() if c.type == REROLL)


def madness(w) -> list[int]:
    return [f.madness for f in w.controller.state.fighters["lily"].fetters]


def test_the_now_panels_re_roll_asks_which_fetter_and_the_point_goes_on_the_one_picked(window, qtbot):
    w = window
    _judge_window_with_rerolls(w)
    QApplication.processEvents()
    before = madness(w)
    assert sum(m < 4 for m in before) >= 2                       # (a choice to make)
    seen: list = []
    n = len(w.controller.session.log)
    answer_with(qtbot, [Qt.Key.Key_Down, Qt.Key.Key_Return], seen)
    click_in_now_panel(qtbot, w, now_reroll(w))
    assert seen and seen[0].objectName() == "fetterPick"
    assert len(w.controller.session.log) == n + 1
    second = next(i for i, m in enumerate(before) if m < 4 and i > next(j for j, m in enumerate(before) if m < 4))
    assert madness(w) == [m + (i == second) for i, m in enumerate(before)]


def test_enter_puts_the_point_on_the_first_fetter_and_escape_sends_nothing(window, qtbot):
    w = window
    _judge_window_with_rerolls(w)
    QApplication.processEvents()
    before = madness(w)
    n = len(w.controller.session.log)
    seen: list = []
    answer_with(qtbot, [Qt.Key.Key_Escape], seen)
    click_in_now_panel(qtbot, w, now_reroll(w))
    assert seen and len(w.controller.session.log) == n and madness(w) == before      # cancelled: nothing sent
    answer_with(qtbot, [Qt.Key.Key_Return], seen)
    click_in_now_panel(qtbot, w, now_reroll(w))
    first = next(i for i, m in enumerate(before) if m < 4)
    assert len(seen) == 2 and len(w.controller.session.log) == n + 1
    assert madness(w) == [m + (i == first) for i, m in enumerate(before)]


def test_the_question_says_whose_fetters_and_how_mad_each_would_be(window, qtbot, japanese):
    w = window
    _judge_window_with_rerolls(w)
    QApplication.processEvents()
    seen: list = []
    texts: list = []

    def read_then_cancel():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            seen.append(dialog)
            texts.extend([dialog.windowTitle()] + [dialog.fetters.item(i).text() for i in range(dialog.fetters.count())])
            qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    QTimer.singleShot(0, read_then_cancel)
    click_in_now_panel(qtbot, w, now_reroll(w))
    lily = w.controller.state.fighters["lily"]
    assert seen and texts[0] == "狂気による振り直し"
    assert len(texts) == 1 + len(lily.fetters) and all("→" in t for t, f in zip(texts[1:], lily.fetters) if not f.mad)


def now_reroll_button(w):
    return next(b for b, c in w.now.commands.items() if c.type == REROLL)


def test_the_now_panels_re_roll_names_no_fetter_while_the_fetter_is_still_to_be_asked(window, qtbot, japanese):
    """Its button read 「振り直し：未練（…）に狂気点+1」 with her first fetter, as if the choice were made; the
    fetter is asked when it is clicked. With one fetter left that can take the point, nothing is asked and the
    button names it."""
    w = window
    _judge_window_with_rerolls(w)
    QApplication.processEvents()
    lily = w.controller.state.fighters["lily"]
    first = next(f for f in lily.fetters if f.madness < 4)
    text = now_reroll_button(w).text()
    assert "未練を選んで" in text and first.target not in text, text
    open_ = [i for i, f in enumerate(lily.fetters) if f.madness < 4]
    for i in open_[1:]:              # the GM makes all but one fetter mad: the re-roll has one fetter left
        assert w.controller.do({"type": "override", "op": "madness", "target": "lily", "fetter": i, "value": 4})
    QApplication.processEvents()
    text = now_reroll_button(w).text()
    assert first.target in text and "未練を選んで" not in text, text


def test_the_now_panels_keys_work_again_once_the_fetter_is_picked(window, qtbot):
    """t63, played under Xvfb without a window manager: after the fetter's question closed (Enter), no window was
    active and the Now panel's keys did nothing until the GM clicked the window. The window she chose in is given
    back its focus: key 1 after the question answers the Now panel's first button."""
    w = window
    _judge_window_with_rerolls(w)
    QApplication.processEvents()
    n = len(w.controller.session.log)
    seen: list = []
    answer_with(qtbot, [Qt.Key.Key_Return], seen)
    click_in_now_panel(qtbot, w, now_reroll(w))
    assert seen and len(w.controller.session.log) == n + 1
    QApplication.processEvents()
    assert QApplication.activeWindow() is w
    first = w.now.commands[w.now.keyed[0]]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)          # where the key goes: the focus
    assert len(w.controller.session.log) == n + 2
    assert w.controller.session.log[-1].command.type == first.type
