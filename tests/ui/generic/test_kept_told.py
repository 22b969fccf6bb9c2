"""Kept pictures told of a change rather than asking at each paint (vtt.ui.widgets.kept.Told): a kept paint of a line
edit, a scroll bar, a button or a label asks none of what its signals and events tell (its text, cursor, value,
whether the pointer or the keyboard is on it); each such change, made as a user or the code makes it, still draws
it anew, pixel for pixel what Qt draws afresh, and the picture is taken again once nothing lights it
(docs/gui.md, "The fifteenth round (the kept pictures told, not asked)")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit, QPushButton, QScrollBar, QVBoxLayout, QWidget

from tests.ui.generic.test_kept_looks import copied_asking_nothing, shown_and_kept
from tests.ui.generic.test_kept_now import copied_then_fresh
from vtt.ui.widgets.kept import button_key, line_edit_key, scroll_bar_key

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


class Counted(QLineEdit):
    """A line edit that counts the questions its key could ask from Python."""
    asked = 0

    def _count(name):
        def ask(self, *a):
            self.asked += 1
            return getattr(QLineEdit, name)(self, *a)
        return ask
    text = _count("text")
    cursorPosition = _count("cursorPosition")
    selectionStart = _count("selectionStart")
    selectedText = _count("selectedText")
    hasFocus = _count("hasFocus")
    underMouse = _count("underMouse")
    isReadOnly = _count("isReadOnly")
    del _count


@pytest.fixture
def kept_form(qtbot):
    """A window with a kept line edit, a kept scroll bar and a kept button, and a plain line edit to take the
    keyboard."""
    window = QWidget()
    qtbot.addWidget(window)
    edit, other = Counted("2d6+1", window), QLineEdit("other", window)
    bar = QScrollBar(Qt.Orientation.Horizontal, window)
    bar.setRange(0, 100)
    bar.setPageStep(10)
    button = QPushButton("Roll", window)
    layout = QVBoxLayout(window)
    for w in (edit, other, bar, button):
        layout.addWidget(w)
    other.setFocus()
    window.resize(300, 200)
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseMove(other, QPoint(5, 5))                  # (the pointer where an earlier test left it: on none kept)
    kept = shown_and_kept(qtbot, window, 300, 200, (edit, line_edit_key(edit)), (bar, scroll_bar_key(bar)),
                          (button, button_key(button)))
    return window, edit, other, bar, button, kept


def kept_again(qtbot, kept, widget):
    """Painted until its picture is taken again (a change dropped it): the copy and Qt's own drawing."""
    qtbot.waitUntil(lambda: widget.repaint() or kept.picture(widget) is not None, timeout=3000)
    return copied_then_fresh(kept, widget)


def test_a_kept_paint_asks_nothing_its_signals_and_events_tell(kept_form):
    window, edit, other, bar, button, kept = kept_form
    copied_asking_nothing(kept, edit, window.repaint)


def drawn_anew(qtbot, kept, window, widget, change) -> None:
    """``change`` made, the window repainted: ``widget`` shows otherwise, and its picture, taken again, is what Qt
    draws afresh."""
    before = widget.grab().toImage()
    change()
    window.repaint()
    copied, fresh = kept_again(qtbot, kept, widget)
    assert copied == fresh
    assert copied != before


@pytest.mark.parametrize("which, change", [
    ("edit", lambda edit: edit.setText("3d6")),                     # textChanged
    ("edit", lambda edit: edit.setSelection(0, 3)),                 # selectionChanged
    ("edit", lambda edit: edit.setFrame(False)),                    # asked: no signal tells it
    ("edit", lambda edit: edit.setPlaceholderText("dice") or edit.clear()),
    ("edit", lambda edit: edit.setAlignment(Qt.AlignmentFlag.AlignRight)),   # asked: no signal tells it
    ("bar", lambda bar: bar.setValue(60)),                          # valueChanged
    ("bar", lambda bar: bar.setRange(0, 30)),                       # rangeChanged
    ("bar", lambda bar: bar.setPageStep(50)),                       # asked: no signal tells it
])
def test_a_line_edit_or_scroll_bar_changed_by_the_code_is_drawn_anew(kept_form, qtbot, which, change):
    window, edit, other, bar, button, kept = kept_form
    widget = {"edit": edit, "bar": bar}[which]
    drawn_anew(qtbot, kept, window, widget, lambda: change(widget))


def test_a_long_text_scrolled_by_its_cursor_is_drawn_anew(kept_form, qtbot):
    window, edit, other, bar, button, kept = kept_form
    edit.setText(" ".join(["2d6+1"] * 20))              # the cursor at its end: its end shown
    kept_again(qtbot, kept, edit)
    drawn_anew(qtbot, kept, window, edit, lambda: edit.setCursorPosition(0))   # cursorPositionChanged: its start


def test_typing_draws_the_cursor_as_qt_does_and_the_picture_comes_back_after(kept_form, qtbot):
    window, edit, other, bar, button, kept = kept_form
    before = edit.grab().toImage()
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton, pos=QPoint(4, edit.height() // 2))
    assert edit.hasFocus()
    qtbot.keyClicks(edit, "0")
    window.repaint()
    assert kept.picture(edit) is None                     # busy (the keyboard in it): drawn as Qt draws it
    qtbot.wait(20)
    window.repaint()
    assert kept.picture(edit) is None                     # not taken while it has the keyboard
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)
    assert not edit.hasFocus()
    copied, fresh = kept_again(qtbot, kept, edit)
    assert copied == fresh
    assert copied != before and edit.text() == "02d6+1"


def test_the_pointer_on_it_is_drawn_as_qt_draws_it(kept_form, qtbot):
    window, edit, other, bar, button, kept = kept_form
    qtbot.mouseMove(edit, QPoint(5, 5))
    qtbot.waitUntil(edit.underMouse, timeout=3000)
    window.repaint()
    assert kept.picture(edit) is None                     # told by its Enter: busy
    qtbot.mouseMove(button, QPoint(5, 5))
    qtbot.waitUntil(lambda: not edit.underMouse(), timeout=3000)
    copied, fresh = kept_again(qtbot, kept, edit)
    assert copied == fresh


def test_a_scroll_bar_paged_by_a_click_is_drawn_anew(kept_form, qtbot):
    window, edit, other, bar, button, kept = kept_form

    def paged():
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(bar.width() - 30, bar.height() // 2))
        assert bar.value() > 0
        qtbot.mouseMove(edit, QPoint(5, 5))
    drawn_anew(qtbot, kept, window, bar, paged)


def test_a_button_held_down_and_let_go_is_drawn_as_qt_draws_it(kept_form, qtbot):
    window, edit, other, bar, button, kept = kept_form
    before = button.grab().toImage()
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    window.repaint()
    assert kept.picture(button) is None                   # told by its press: drawn as Qt draws it
    kept_picture_while_held = button.grab().toImage()
    assert kept_picture_while_held != before
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)   # the pointer and the keyboard elsewhere
    button.setText("Roll again")                          # asked: no signal tells a button's text
    copied, fresh = kept_again(qtbot, kept, button)
    assert copied == fresh
    assert copied != before
