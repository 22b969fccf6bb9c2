"""Nechronica's sheets in the one window drawn from kept pictures (vtt.ui.widgets.kept): the tab bar, the parts'
and fetters' pages, their headers and scroll bars are copied from a picture of their last drawing while they show
the same, and are the very pixels Qt draws afresh; a change of rows, a choice, a collapse, a new text or tab title
draws them anew (docs/gui.md, "What a move repainted in the one window")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def window(window, qtbot):
    """The conftest's window (the Nechronica demo), painted twice: its sheets kept from now on."""
    window.grab()
    qtbot.waitUntil(lambda: window.sheets._kept_paints is not None)
    return window


def kept_then_fresh(qtbot, kept, surface):
    """The surface drawn from its kept picture, then drawn afresh by Qt (the picture dropped): the two images."""
    qtbot.wait(1)                                        # (a layout's resize after a change told first: it drops it)
    surface.update()
    qtbot.waitUntil(lambda: kept.picture(surface) is not None)
    picture = kept.picture(surface)
    copied = surface.grab().toImage()
    assert kept.picture(surface) is picture              # copied from it, not drawn again
    kept._kept.pop(surface, None)
    return copied, surface.grab().toImage()


def surfaces(w):
    sheet = w.sheets.current_sheet()
    return [w.sheets.tabBar(), sheet.tree.viewport(), sheet.tree.header().viewport(), sheet.fetters.viewport(),
            sheet.fetters.header().viewport(), sheet.tree.verticalScrollBar(), sheet.tree, sheet.fetters, sheet.header,
            sheet.ap_label, sheet.targets, sheet.use_button]


def test_the_sheet_is_copied_from_its_pictures_and_they_are_what_qt_draws(window, qtbot):
    kept = window.sheets._kept_paints
    for surface in surfaces(window):
        copied, fresh = kept_then_fresh(qtbot, kept, surface)
        assert copied == fresh, surface


def test_a_change_of_what_the_sheet_shows_draws_it_anew(window, qtbot):
    kept = window.sheets._kept_paints
    sheet = window.sheets.current_sheet()
    page = sheet.tree.viewport()
    for change in (lambda: sheet.tree.topLevelItem(0).setText(1, "changed"),           # a row's text
                   lambda: sheet.tree.setCurrentItem(sheet.tree.topLevelItem(1)),      # another row chosen
                   lambda: sheet.tree.collapseItem(sheet.tree.topLevelItem(0))):      # a location folded
        page.update()
        qtbot.waitUntil(lambda: kept.picture(page) is not None)
        before = kept.picture(page)
        change()
        page.update()
        qtbot.waitUntil(lambda: kept.picture(page) not in (before, None))
        copied, fresh = kept_then_fresh(qtbot, kept, page)
        assert copied == fresh
    label = sheet.ap_label
    label.update()
    qtbot.waitUntil(lambda: kept.picture(label) is not None)
    before = kept.picture(label)
    label.setText(label.text() + " 99")
    qtbot.waitUntil(lambda: kept.picture(label) not in (before, None))
    copied, fresh = kept_then_fresh(qtbot, kept, label)
    assert copied == fresh
    bar, sheets = window.sheets.tabBar(), window.sheets
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) is not None)
    before = kept.picture(bar)
    sheets._told = {}
    sheets._titles = {pid: "" for pid in sheets._titles}       # every title told again
    sheets._update_titles()
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) not in (before, None))
    copied, fresh = kept_then_fresh(qtbot, kept, bar)
    assert copied == fresh


def test_a_tree_with_the_keyboard_is_drawn_as_qt_draws_it(window, qtbot):
    kept = window.sheets._kept_paints
    tree = window.sheets.current_sheet().tree
    tree.viewport().update()
    qtbot.waitUntil(lambda: kept.picture(tree.viewport()) is not None)
    tree.setFocus(Qt.FocusReason.OtherFocusReason)
    window.activateWindow()
    qtbot.waitUntil(lambda: tree.hasFocus())
    tree.viewport().grab()
    assert kept.picture(tree.viewport()) is None


def test_another_target_or_the_use_button_enabled_draws_them_anew(window, qtbot):
    """The targets' list and the Use button kept too (a copy ~0.06 M instructions, Fusion's drawing ~0.1 M: docs/gui.md,
    "The tenth round (Nechronica's every-widget repaint)"): what they show changed, they are drawn anew."""
    kept = window.sheets._kept_paints
    sheet = window.sheets.current_sheet()
    for surface, change in ((sheet.targets, lambda: sheet.targets.addItem("Noel 【Bone】")),
                            (sheet.use_button, lambda: sheet.use_button.setEnabled(not sheet.use_button.isEnabled()))):
        surface.update()
        qtbot.waitUntil(lambda s=surface: kept.picture(s) is not None)
        before = kept.picture(surface)
        change()
        surface.update()
        qtbot.waitUntil(lambda s=surface: kept.picture(s) not in (before, None))
        copied, fresh = kept_then_fresh(qtbot, kept, surface)
        assert copied == fresh
