"""Nechronica's flow panel drawn from kept pictures (vtt.ui.widgets.kept) while it shows the same: its boxes and its
rich-text status are copied from a picture of their last drawing (the madness checks' box alone was ~0.6 M
instructions a paint), taken at the second paint showing the same; what is copied is what Qt draws afresh, pixel for
pixel, and a change draws anew. Its wait buttons are left be while a change leaves them as they were (docs/gui.md,
"The sixth round (Nechronica's move)")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QWidget

from vtt.core.records import Command

from tests.ui.generic.test_kept_now import copied_then_fresh, kept_after_two_paints

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def flow(window, qtbot):
    """The conftest's window (the Nechronica demo, not started), painted twice: its flow panel kept from now on."""
    window.grab()
    panel = window.extras["flow"]
    qtbot.waitUntil(lambda: panel._kept is not None)
    return panel


def surfaces(panel) -> list:
    shown = [x for x in panel.scroll.widget().findChildren(QWidget)
             if (type(x) is QGroupBox or x is panel.status) and x.isVisible()]
    assert panel.madness_box in shown and panel.status in shown
    return shown


def test_the_panel_is_copied_from_its_pictures_and_they_are_what_qt_draws(flow, qtbot):
    for surface in surfaces(flow):
        kept_after_two_paints(qtbot, flow._kept, surface)
        copied, fresh = copied_then_fresh(flow._kept, surface)
        assert copied == fresh, surface


def test_the_battle_started_by_its_button_draws_the_status_anew_and_keeps_the_wait_buttons(window, flow, qtbot):
    kept = flow._kept
    before = kept_after_two_paints(qtbot, kept, flow.status)
    qtbot.mouseClick(flow.start_button, Qt.MouseButton.LeftButton)      # count 11: ノエル acts, and may wait
    assert window.controller.state.phase == "battle"
    flow.status.repaint()
    assert kept.picture(flow.status) is None                         # (dropped: its key is another)
    kept_after_two_paints(qtbot, kept, flow.status, other_than=before)
    copied, fresh = copied_then_fresh(kept, flow.status)
    assert copied == fresh
    wait = flow.wait_buttons["noel"]
    assert window.issue(Command("override", None, {"op": "move", "target": "ghoul", "area": "tartarus"}))
    assert flow.wait_buttons["noel"] is wait                         # the same button: not built again
    assert flow.wait_row.count() == 1



def test_its_buttons_and_captions_even_those_made_later_are_copied_and_are_what_qt_draws(window, flow, qtbot):
    """A button costs Fusion ~0.11 M instructions a paint, a copy through the filter ~0.06 M: kept too, the wait
    buttons made when the battle starts as well (docs/gui.md, "The tenth round (Nechronica's every-widget
    repaint)")."""
    kept = flow._kept
    qtbot.mouseClick(flow.start_button, Qt.MouseButton.LeftButton)      # count 11: ノエル acts, and may wait
    qtbot.waitUntil(lambda: flow.wait_buttons["noel"].isVisible())
    shown = [x for x in flow.scroll.widget().findChildren(QWidget) if type(x) in (QPushButton, QLabel) and
             type(x.parentWidget()) is not QGroupBox and
             x.isVisible()]
    assert flow.wait_buttons["noel"] in shown and flow.next_button in shown
    for surface in shown:
        kept_after_two_paints(qtbot, kept, surface)
        copied, fresh = copied_then_fresh(kept, surface)
        assert copied == fresh, surface


def test_the_madness_checks_buttons_are_copied_over_the_boxs_shade_and_are_what_qt_draws(window, flow, qtbot):
    """The madness checks' buttons stand in a group box whose shade shows round their corners: each picture is taken
    over the box's drawing (kept.over), so the copy is what the window shows there, pixel for pixel; the box
    resized, or a button moved, draws them anew (docs/gui.md, "The fifteenth round (the kept pictures told, not
    asked)")."""
    kept, box = flow._kept, flow.madness_box
    qtbot.mouseClick(flow.start_button, Qt.MouseButton.LeftButton)      # the battle under way: the checks shown
    buttons = [b for b in box.findChildren(QPushButton) if b.isVisible()]
    assert len(buttons) >= 2

    def copied_over_the_box(button):
        """(The box drawn with the button in it: a button's copy shows the box's shade round its corners, which
        the button alone, grabbed, lacks.)"""
        kept_after_two_paints(qtbot, kept, button)
        copied = box.grab().toImage()
        assert kept.picture(button) is not None          # copied, not drawn again
        held = kept._kept.pop(button)
        assert copied == box.grab().toImage(), button.text()     # as Qt draws it afresh
        kept._kept[button] = held

    for button in buttons:
        copied_over_the_box(button)
    button = buttons[0]
    for change in (lambda: box.resize(box.width() - 30, box.height()), lambda: button.move(button.x() + 7, button.y())):
        change()
        assert kept.picture(button) is None              # the box resized, the button moved: dropped
        copied_over_the_box(button)
