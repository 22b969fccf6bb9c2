"""The dice box's caption and Roll button and the log's Export button drawn from kept pictures (vtt.ui.widgets.kept)
while they show the same: Fusion shaped their text at each paint of the whole window (~0.1 M instructions each);
what is copied is what Qt draws afresh, pixel for pixel, and a button under the pointer is drawn as Qt draws it
(docs/gui.md, "The eleventh round")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from tests.ui.conftest import no_button_held
from tests.ui.test_kept_sheet import kept_then_fresh

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def kept_window(generic_window, qtbot, ruleset):
    w = generic_window(ruleset, size=(1400, 860))
    w.grab()
    qtbot.waitUntil(lambda: w._kept_paints is not None)
    return w


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_the_captions_are_copied_and_are_what_qt_draws(generic_window, qtbot, ruleset):
    w = kept_window(generic_window, qtbot, ruleset)
    for surface in (w.dice.physical_label, w.dice.roll_button, w.log.export_button):
        assert surface.isVisible()
        copied, fresh = kept_then_fresh(qtbot, w._kept_paints, surface)
        assert copied == fresh, surface


def test_the_roll_button_under_the_pointer_is_drawn_as_qt_draws_it(generic_window, qtbot):
    w = kept_window(generic_window, qtbot, "zones")
    kept, roll = w._kept_paints, w.dice.roll_button
    roll.update()
    qtbot.waitUntil(lambda: kept.picture(roll) is not None)
    no_button_held(w)
    qtbot.mouseMove(roll, QPoint(roll.width() // 2, roll.height() // 2))
    qtbot.waitUntil(roll.underMouse, timeout=3000)
    roll.repaint()
    assert kept.picture(roll) is None                    # lit: Qt's drawing, no picture
    qtbot.mouseMove(w.map, QPoint(5, 5))
    qtbot.waitUntil(lambda: not roll.underMouse(), timeout=3000)


def test_the_export_button_greyed_with_no_battle_is_drawn_anew(generic_window, qtbot):
    """Enabled or not is told by Qt (the kept pictures count the change): a greyed button is not the kept one."""
    w = kept_window(generic_window, qtbot, "zones")
    kept, export = w._kept_paints, w.log.export_button
    export.update()
    qtbot.waitUntil(lambda: kept.picture(export) is not None)
    before = export.grab().toImage()
    export.setEnabled(False)
    try:
        greyed = export.grab().toImage()
        assert greyed != before
        kept._kept.pop(export, None)
        assert export.grab().toImage() == greyed
    finally:
        export.setEnabled(True)
