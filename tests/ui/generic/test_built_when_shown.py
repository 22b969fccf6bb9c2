"""What the first frame does not show is made when first shown (docs/gui.md, "The eighth round (first paint)"): the
menus' contents and the actions without keys when a menu first opens, the recovery banner after a crash, the
notice the AI waits under, autosave's failing mark. The keys work from the first frame all the same, and an opened
menu holds every entry, with its keys, in its place."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tests.ui.generic.conftest import generic_window  # noqa: F401  (the fixture)
from vtt.ui import shortcuts

RULESETS = ("zones", "ashes", "hundred", "nechronica")
pytestmark = pytest.mark.qt_log_ignore("does not support (propagateSizeHints|raise|grabbing)")  # (offscreen: a popup)

#: the File menu as the GM opens it (text, or "-" for a separator)
FILE_MENU = ["New battle…", "Open…", "Recent files", "Continue a battle not saved", "-", "Save", "Save as…", "-",
             "Library…", "-", "Print sheets…", "Print blank sheets…", "Export sheets as PDF…", "Export log…", "-",
             "Open the table view", "Close", "Quit"]


def _entries(menu) -> list[str]:
    return ["-" if a.isSeparator() else a.text() for a in menu.actions()]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_first_frame_makes_no_menu_contents_banner_or_notice(generic_window, ruleset):  # noqa: F811
    w = generic_window(ruleset)
    assert w.menu_file.actions() == [] and w.menu_view.actions() == [] and w.menu_language.actions() == []
    keyless = {"library", "print_blank", "pdf", "export_log", "map_picture", "sheet_dock", "reset_layout",
               "simulate", "workshop_library", "lang_en", "lang_ja"}
    assert not keyless & set(dict(w.act))                       # (asked without making them)
    assert {b.id for b in shortcuts.DEFAULTS} <= set(dict(w.act))
    assert w._banner is None and w._resume_button is None and w._autosave_label is None
    texts = {label.text() for label in w.findChildren(QLabel)} | {b.text() for b in w.findChildren(QPushButton)}
    assert not [t for t in texts if "did not end cleanly" in t or "Resume AI" in t]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_keys_work_from_the_first_frame_before_any_menu_opens(generic_window, qtbot, ruleset):  # noqa: F811
    w = generic_window(ruleset)
    w.map.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_D)                             # D: type physical dice for the next roll
    qtbot.waitUntil(lambda: w.dice.physical.hasFocus())
    assert w.menu_battle.actions() == []                        # (no menu was opened for it)
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_Escape)
    qtbot.keyClick(w, Qt.Key.Key_F1)                            # F1: the keyboard help
    qtbot.waitUntil(lambda: w._help is not None and w._help.isVisible())


@pytest.mark.parametrize("ruleset", ("zones", "nechronica"))
def test_an_opened_menu_holds_every_entry_with_its_keys(generic_window, qtbot, ruleset):  # noqa: F811
    w = generic_window(ruleset)
    bar = w.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(w.menu_file.menuAction()).center())
    qtbot.waitUntil(w.menu_file.isVisible)
    assert _entries(w.menu_file) == FILE_MENU
    assert w.act["save"].shortcut().toString() == "Ctrl+S" and w.act["save"] in w.menu_file.actions()
    w.menu_file.hide()
    assert "Print blank sheets…" in _entries(w.menu_file)        # made once: not twice on a second opening
    w.menu_file.aboutToShow.emit()
    assert _entries(w.menu_file) == FILE_MENU
    # every menu filled with the first: the ruleset's keys in Battle, every dock's toggle in View
    battle = _entries(w.menu_battle)
    assert battle[:3] == ["Roll dice (focus the dice box)", "Type physical dice for the next roll", "-"]
    assert battle[3:] == [w.board.keys[b.id].text() for b in w.board.ui.shortcuts]
    view = _entries(w.menu_view)
    assert set(view[:view.index("-")]) == {d.windowTitle() for d in w.board.docks.values()}
    assert view[-1] == "Reset layout" and set(_entries(w.menu_language)) == {"English", "日本語"}
    assert w.act["undo"].isEnabled() is False and w.act["pdf"].isEnabled()          # (as a battle on the table sets)


def test_an_action_without_keys_asked_for_is_made_with_the_menus(generic_window):  # noqa: F811
    w = generic_window("zones")
    w.act["reset_layout"].trigger()                            # (what a test or a ruleset may ask for by its key)
    assert "Reset layout" in _entries(w.menu_view) and w.menu_file.actions()
    with pytest.raises(KeyError):
        w.act["no_such_action"]


def test_a_crash_shows_the_banner_made_then(tmp_path, qtbot):
    from vtt.core import registry
    from tests.ui.generic.conftest import window_on
    from vtt.ui.main_window import CLEAN_EXIT
    first = window_on(registry.get("zones").demo_session(3), tmp_path)
    qtbot.addWidget(first)
    first.autosave()                                          # a journal left, and no clean exit after it
    (tmp_path / CLEAN_EXIT).unlink(missing_ok=True)
    again = window_on(registry.get("zones").demo_session(3), tmp_path)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again._banner is not None and again.banner.isVisible()
    assert again.recover_button.text() == "Recover"
