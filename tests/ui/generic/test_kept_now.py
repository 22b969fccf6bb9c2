"""The Now panel's heading, boxes, buttons and labels drawn from kept pictures (vtt.ui.widgets.kept) while they show
the same: the whole window repainted after a move that leaves the question as it was copies them (a box of answers
was ~0.9 M instructions a paint); each picture is taken at the second paint showing the same, so a question shown
once is never drawn twice; what is copied is what Qt draws afresh, pixel for pixel, and a change draws anew
(docs/gui.md, "The fifth round")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QWidget

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def kept_panel(generic_window, qtbot, ruleset="zones"):
    w = generic_window(ruleset, 3, (1280, 800))
    w.grab()
    qtbot.waitUntil(lambda: w.now._kept is not None)
    return w, w.now, w.now._kept


def surfaces(panel) -> list:
    shown = [panel.heading] + [x for x in panel.body.findChildren(QWidget)
                               if type(x) in (QGroupBox, QLabel, QPushButton) and x.isVisible()]
    assert any(type(x) is QGroupBox for x in shown) and any(type(x) is QPushButton for x in shown)
    return shown


def kept_after_two_paints(qtbot, kept, surface, other_than=None):
    """Painted until its picture is kept (the second paint showing the same takes it): the picture."""
    qtbot.waitUntil(lambda: surface.repaint() or kept.picture(surface) not in (None, other_than), timeout=3000)
    return kept.picture(surface)


def copied_then_fresh(kept, surface):
    picture = kept.picture(surface)
    copied = surface.grab().toImage()
    assert kept.picture(surface) is picture              # copied from it, not drawn again
    kept._kept.pop(surface, None)                        # (a change told already dropped it)
    return copied, surface.grab().toImage()


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_the_panel_is_copied_from_its_pictures_and_they_are_what_qt_draws(generic_window, qtbot, ruleset):
    w, panel, kept = kept_panel(generic_window, qtbot, ruleset)
    for surface in surfaces(panel):
        kept_after_two_paints(qtbot, kept, surface)
        copied, fresh = copied_then_fresh(kept, surface)
        assert copied == fresh, surface


def test_a_picture_is_taken_at_the_second_paint_showing_the_same_not_the_first(generic_window, qtbot):
    w, panel, kept = kept_panel(generic_window, qtbot)
    box = next(x for x in surfaces(panel) if type(x) is QGroupBox)
    kept._kept.pop(box, None)
    kept._seen.pop(box, None)
    box.repaint()
    qtbot.wait(50)                                       # (the turn of the event loop a picture is taken on)
    assert kept.picture(box) is None
    box.repaint()
    qtbot.waitUntil(lambda: kept.picture(box) is not None)


def italic(widget):
    font = widget.font()
    font.setItalic(not font.italic())
    return font


def test_a_change_of_what_the_panel_shows_draws_it_anew(generic_window, qtbot):
    w, panel, kept = kept_panel(generic_window, qtbot)
    button = next(x for x in surfaces(panel) if type(x) is QPushButton)
    box = next(x for x in surfaces(panel) if type(x) is QGroupBox)
    for surface, change in ((button, lambda: button.setText(button.text() + " (changed)")),
                            (button, lambda: button.setEnabled(False)),
                            (panel.heading, lambda: panel.heading.setFont(italic(panel.heading))),  # same size
                            (box, lambda: box.setTitle(box.title() + " (changed)")),
                            (panel.heading, lambda: panel.heading.setText(panel.heading.text() + " (changed)"))):
        before = kept_after_two_paints(qtbot, kept, surface)
        change()
        surface.repaint()
        assert kept.picture(surface) is None              # (dropped: its key is another)
        kept_after_two_paints(qtbot, kept, surface, other_than=before)
        copied, fresh = copied_then_fresh(kept, surface)
        assert copied == fresh, surface


def test_the_answers_of_the_next_question_are_kept_too(generic_window, qtbot):
    """The panel rebuilt for another question: its new buttons are kept as they are built."""
    w, panel, kept = kept_panel(generic_window, qtbot)
    old = set(panel.buttons.values())
    assert panel.move_on is not None
    qtbot.mouseClick(panel.move_on, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.buttons and not (set(panel.buttons.values()) & old)
                    and any(b.isVisible() for b in panel.buttons.values()), timeout=3000)
    button = next(b for b in panel.buttons.values() if b.isVisible())
    kept_after_two_paints(qtbot, kept, button)
    copied, fresh = copied_then_fresh(kept, button)
    assert copied == fresh
