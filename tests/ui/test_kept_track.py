"""Nechronica's count track in the one window: its header and its Next count button drawn from kept pictures
(vtt.ui.widgets.kept) while they show the same, the very pixels Qt draws afresh; a new count or a button made
unusable draws them anew (docs/gui.md, "The seventh round")."""
from __future__ import annotations

import pytest

from tests.ui.test_kept_sheet import kept_then_fresh

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def window(window, qtbot):
    """The conftest's window (the Nechronica demo), painted twice: its kept pictures taken from now on."""
    window.grab()
    qtbot.waitUntil(lambda: window._kept_paints is not None)
    return window


def test_the_header_and_button_are_copied_from_pictures_that_are_what_qt_draws(window, qtbot):
    kept, track = window._kept_paints, window.order
    for surface in (track.round_label, track.next_button):
        copied, fresh = kept_then_fresh(qtbot, kept, surface)
        assert copied == fresh, surface


def test_the_battle_started_or_the_button_enabled_otherwise_draws_them_anew(window, qtbot):
    kept, track = window._kept_paints, window.order
    for surface in (track.round_label, track.next_button):
        kept_then_fresh(qtbot, kept, surface)
    header, button, text = track.round_label.grab().toImage(), track.next_button.grab().toImage(), track.round_label.text()
    assert window.controller.do({"type": "start"})
    assert track.round_label.text() != text
    track.next_button.setEnabled(not track.next_button.isEnabled())      # (as a change of the battle may)
    for surface, before in ((track.round_label, header), (track.next_button, button)):
        copied, fresh = kept_then_fresh(qtbot, kept, surface)
        assert copied == fresh, surface
        assert copied != before, surface
