"""Start-up: what the first frame does not need is made when first used, and nothing is lost by it."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from vtt.rules.nechronica.battle import demo_session
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.nechronica.doll_sheet import DollSheet
from vtt.ui.main_window import MainWindow, open_settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

# Imported only when their menu item or dialog is used (or never by the GUI).
NOT_AT_START = ("pydantic", "vtt.rules.nechronica.models", "vtt.rules.nechronica.catalog", "vtt.ui.nechronica.dialogs",
                "vtt.ui.nechronica.workshop", "vtt.ui.nechronica.table_view", "vtt.ui.nechronica.print_dialog", "vtt.ui.nechronica.sheet_render",
                "vtt.ui.simulate_dialog", "vtt.sim", "vtt.interop", "vtt.rules.nechronica.dice",
                "PySide6.QtPrintSupport", "vtt.ui.nechronica.ai_driver", "vtt.ui.widgets.ai_driver", "vtt.ui.printers")
# Qt classes the first frame does not use, whose Python types (with their enums) PySide builds when first
# imported or weighed by an overload: the yes/no questions', the pointer's, a tooltip's, a pending move's
# path, a refusal's note, the AI speeds' group, and those the generic window defers as well (docs/gui.md,
# "Nechronica's window")
NOT_BUILT = ("QMessageBox", "QDialog", "QCursor", "QToolTip", "QPainterPath", "QGraphicsPathItem", "QGraphicsTextItem",
             "QActionGroup",
             "QFileDialog", "QDateTime", "QIcon", "QGradient", "QSpinBox", "QFontDatabase", "QLibraryInfo")

FIRST_PAINT = """
import gc, json, sys
import vtt.ui.app as app
end = app.end_start_up
def report():
    was_enabled = gc.isenabled()
    end()
    # the Qt classes whose Python types PySide has built (it builds one, with its enums, when first used)
    qt_types = sorted(name for m in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
                      for name, value in vars(sys.modules[m]).items() if isinstance(value, type))
    print(json.dumps({"modules": sorted(sys.modules), "gc_during_start_up": was_enabled,
                      "gc_after": gc.isenabled(), "frozen": gc.get_freeze_count(), "qt_types": qt_types}))
app.end_start_up = report
from vtt.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _vtt(tmp_path, *args, code=None):
    env = dict(os.environ, VTT_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    cmd = [sys.executable, "-c", code, *args] if code else [sys.executable, "-m", "vtt.cli", *args]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)


def test_the_first_paint_of_the_demo_needs_no_dialog_pydantic_or_printing(tmp_path):
    done = _vtt(tmp_path, "--demo", "--exit-after-first-paint", code=FIRST_PAINT)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    loaded = [m for m in report["modules"] if m.startswith(NOT_AT_START)]
    assert loaded == []
    assert "vtt.ui.nechronica.area_map" in report["modules"] and "vtt.rules.nechronica.engine" in report["modules"]
    assert [name for name in NOT_BUILT if name in report["qt_types"]] == []
    assert "QGraphicsView" in report["qt_types"] and "QTreeWidget" in report["qt_types"]   # (the probe sees them)


def test_garbage_collection_waits_for_the_first_paint_then_resumes(tmp_path):
    report = json.loads(_vtt(tmp_path, "--demo", "--exit-after-first-paint", code=FIRST_PAINT).stdout)
    assert report["gc_during_start_up"] is False
    assert report["gc_after"] is True and report["frozen"] > 1000


def test_the_screenshot_shows_the_demo_window(tmp_path):
    shot = tmp_path / "shot.png"
    done = _vtt(tmp_path, "--demo", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert not image.isNull() and image.width() > 600 and image.height() > 400
    # not an empty shell: the map's dark background fills the middle of the window
    assert image.pixelColor(image.width() // 2, image.height() // 2).lightness() < 80


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    w = MainWindow(BattleController(demo_session(seed=1)), settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_only_the_shown_sheet_is_built_and_every_tab_is_titled(window):
    sheets = window.sheets
    state = window.controller.state
    assert list(sheets.sheets) == ["lily"]
    assert sheets.count() == len(state.fighters)
    titles = [sheets.tabText(i) for i in range(sheets.count())]
    assert all(f"{p.name}  {p.ap}" in titles for p in state.fighters.values())


def test_a_sheet_is_built_when_its_tab_is_first_shown_and_shows_that_participant(window, qtbot):
    sheets = window.sheets
    sheets.show_participant("ghoul")
    ghoul = sheets.sheets["ghoul"]
    assert isinstance(ghoul, DollSheet) and ghoul.isVisible()
    assert sheets.current_sheet() is ghoul and ghoul.participant is window.controller.state.fighters["ghoul"]
    assert "Ghoul" in ghoul.header.text()
    names = [ghoul.tree.topLevelItem(i).text(0) for i in range(ghoul.tree.topLevelItemCount())]
    assert names == [part.name for part in window.controller.state.fighters["ghoul"].parts]
    sheets.show_participant("lily")
    sheets.show_participant("ghoul")
    assert sheets.sheets["ghoul"] is ghoul                 # built once


def test_ctrl_tab_builds_the_next_sheet(window):
    window.activateWindow()
    QTest.keyClick(window, Qt.Key_Tab, Qt.ControlModifier)
    assert window.sheets.current_sheet().pid == "yuki" and "yuki" in window.sheets.sheets


def test_a_new_battle_builds_its_shown_sheet_again(window):
    window.sheets.show_participant("zombies")
    window.controller.set_session(demo_session(seed=2))
    assert list(window.sheets.sheets) == ["lily"]
    assert window.sheets.current_sheet().participant is window.controller.state.fighters["lily"]


def test_the_ai_is_made_when_the_solo_menu_first_opens(window):
    assert window._ai is None
    window.menu_solo.aboutToShow.emit()
    driver = window.ai
    assert driver is not None and set(window.ai_actions) >= {"enemies", "dolls"}
    window.menu_solo.aboutToShow.emit()
    assert window.ai is driver                              # made once
    assert [a.text() for a in window.menu_solo.actions()].count("AI plays the enemies") == 1


def test_hidden_notices_get_their_style_sheet_when_first_shown(window):
    # a style sheet restyles its widget through QStyleSheetStyle: not paid for a notice the first frame hides
    assert not window.banner.isVisible() and window.banner.styleSheet() == ""
    sheet = window.sheets.current_sheet()
    assert not sheet.pick_label.isVisible() and sheet.pick_label.styleSheet() == ""


def test_the_help_overlay_is_made_when_first_opened(window):
    assert window._help is None
    window.act["help"].trigger()
    assert window.help.isVisible() and "Keyboard shortcuts" in window.help.label.text()


def test_the_table_view_opens_from_its_action(window):
    assert window.act["table"].isEnabled()
    view = window.open_table_view()
    assert view is not None and view.isVisible()
    view.close()


def test_the_start_page_is_made_only_when_there_is_no_battle_to_show(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    settings = open_settings(tmp_path)
    settings.setValue("recent", [str(tmp_path / "old-battle.json")])
    with_battle = MainWindow(BattleController(demo_session(seed=1)), settings=settings, data_dir=tmp_path)
    qtbot.addWidget(with_battle)
    assert with_battle.start_page is None
    assert with_battle.stack.currentWidget() is with_battle.map_holder
    empty = MainWindow(BattleController(), settings=settings, data_dir=tmp_path)
    qtbot.addWidget(empty)
    assert empty.stack.currentWidget() is empty.start_page
    assert empty.start_demo.text() == "Demo battle"
    assert [empty.start_recent.item(i).text() for i in range(empty.start_recent.count())] == \
        [str(tmp_path / "old-battle.json")]
    empty.open_demo("nechronica")                      # from the start page to the battle
    assert empty.stack.currentWidget() is empty.map_holder and empty.map is not None


@pytest.mark.parametrize("system", ["nechronica", "zones", "ashes", "hundred"])
def test_a_second_start_shows_the_demo_pictures_without_decoding_them(tmp_path, system):
    """#39: the demo's pictures (map, portraits) are decoded at the first start and kept decoded in the data
    folder; the next start's first paint reads their pixels back: Qt's picture reader, its buffer and its
    plugins are not even loaded (vtt.ui.images)."""
    args = ("--demo", "--system", system, "--exit-after-first-paint")
    first = json.loads(_vtt(tmp_path, *args, code=FIRST_PAINT).stdout)
    assert "QImageReader" in first["qt_types"]                  # the first start decodes them
    assert list((tmp_path / "decoded").glob("*.px"))
    again = json.loads(_vtt(tmp_path, *args, code=FIRST_PAINT).stdout)
    assert [name for name in ("QImageReader", "QBuffer") if name in again["qt_types"]] == []


#: Qt classes no ruleset's first paint (a second start, its pictures kept) builds, though the window shows what
#: they serve: the sheet's text document (its margin is the browser's viewport margins, widgets.sheet_panel)
NOT_BUILT_AGAIN = ("QTextDocument",)


@pytest.mark.parametrize("system", ["nechronica", "zones", "ashes", "hundred"])
def test_the_first_paint_builds_no_text_document_type(tmp_path, system):
    """#39: what the first frame shows is built without the Qt types it could do without (docs/gui.md, "Now")."""
    args = ("--demo", "--system", system, "--exit-after-first-paint")
    _vtt(tmp_path, *args)
    again = json.loads(_vtt(tmp_path, *args, code=FIRST_PAINT).stdout)
    assert [name for name in NOT_BUILT_AGAIN if name in again["qt_types"]] == []
    assert "QTextBrowser" in again["qt_types"] or system == "nechronica"      # (the probe sees the sheet's)


def test_the_sheet_keeps_its_margin_around_the_sections(qtbot):
    """The sections stand 9 pixels from the panel's frame, as with the document's margin they had before."""
    from vtt.core import registry
    from vtt.ui.widgets.sheet_panel import SheetPanel
    c = BattleController()
    c.set_session(registry.get("zones").demo_session())
    panel = SheetPanel(c)
    qtbot.addWidget(panel)
    panel.resize(400, 500)
    panel.show()
    qtbot.waitExposed(panel)
    browser = panel.details
    frame = browser.frameWidth()
    inner = browser.viewport().geometry()
    assert inner.left() - frame + browser.document().documentMargin() == 9
    assert inner.top() - frame + browser.document().documentMargin() == 9
