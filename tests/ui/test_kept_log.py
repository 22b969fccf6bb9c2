"""The log drawn from kept pictures (vtt.ui.widgets.kept, vtt.ui.widgets.log_view): its frame and its scroll bar are
copied from a picture of their last drawing while they show the same, and are the very pixels Qt draws afresh; a new
entry at the bottom of a long log leaves the scroll bar's picture as it was (docs/gui.md, "The fifth round")."""
from __future__ import annotations

import pytest

from tests.ui.test_kept_sheet import kept_then_fresh

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def long_log(window, n: int = 30) -> None:
    """``n`` of the GM's moves of a doll to and fro: a log longer than its dock."""
    for i in range(n):
        assert window.issue({"type": "override", "op": "move", "target": "lily", "area": ("hades", "tartarus")[i % 2]})


@pytest.fixture
def window(window, qtbot):
    """The conftest's window (the Nechronica demo) with a long log, painted twice: its pictures kept from now on."""
    long_log(window)
    window.grab()
    qtbot.waitUntil(lambda: window._kept_paints is not None)
    return window


def test_the_logs_frame_and_scroll_bar_are_copied_and_are_what_qt_draws(window, qtbot):
    kept, view = window._kept_paints, window.log.view
    bar = view.verticalScrollBar()
    assert bar.isVisible()
    for surface in (view, bar):
        copied, fresh = kept_then_fresh(qtbot, kept, surface)
        assert copied == fresh, surface


def test_a_new_entry_at_the_bottom_leaves_the_scroll_bars_picture(window, qtbot):
    kept, bar = window._kept_paints, window.log.view.verticalScrollBar()
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None)
    before = kept.picture(bar)
    value = bar.value()
    long_log(window, 1)
    assert bar.value() > value                           # the log scrolled on to the new entry
    bar.grab()
    assert kept.picture(bar) is before                   # the handle where it was: the same picture copied
    copied, fresh = kept_then_fresh(qtbot, kept, bar)
    assert copied == fresh


def test_a_scroll_bar_under_the_pointer_is_drawn_as_qt_draws_it(window, qtbot):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication
    kept, bar = window._kept_paints, window.log.view.verticalScrollBar()
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None)
    QApplication.sendEvent(bar, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    if not bar.underMouse():
        pytest.skip("the platform does not tell the pointer's place")
    bar.grab()
    assert kept.picture(bar) is None
