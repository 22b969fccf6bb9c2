"""The GM's main window on real widgets: drag refusal, a whole attack through the panels, undo by key,
language switching, crash recovery and log export."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QScrollArea, QWidget

from vtt.core.records import Command
from vtt.ui.widgets.dice_entry import parse_dice
from vtt.core.journal import Journal
from vtt.rules.nechronica.battle import demo_session
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.i18n import install_language
from vtt.ui.log_dock import export_log
from vtt.ui.nechronica.contributions import dolls_of
from vtt.ui.main_window import AUTOSAVE, CLEAN_EXIT, MainWindow, open_settings

# The offscreen platform can't resize floating docks to their size hints; harmless here.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def make_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))

    def make(session=None):
        controller = BattleController(session if session is not None else demo_session(seed=1))
        w = MainWindow(controller, settings=open_settings(tmp_path), data_dir=tmp_path)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        w.activateWindow()
        qtbot.waitUntil(lambda: w.isActiveWindow())
        return w
    return make


def _menu_action(menu, text):
    if isinstance(menu, QMenu):
        menu.aboutToShow.emit()                    # opened, as the GM looks through it (its contents made then)
    for a in menu.actions():
        if a.text() == text:
            return a
        if a.menu() is not None:
            found = _menu_action(a.menu(), text)
            if found is not None:
                return found
    return None


def test_an_illegal_drag_and_drop_is_refused_with_the_sessions_reason(make_window, qtbot):
    w = make_window()
    qtbot.mouseClick(w.extras["flow"].start_button, Qt.LeftButton)
    amap = w.map
    noel = w.controller.state.fighters["noel"]
    assert noel.area == 3 and w.controller.state.count == noel.ap           # Noel acts now, her legs move 1
    before = w.controller.session.snapshot()
    start = amap.mapFromScene(amap.marker("noel").sceneBoundingRect().center())
    end = amap.mapFromScene(amap.area_rect(0).center())           # Tartarus: 3 areas away
    vp = amap.viewport()
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * i / 5)
    with qtbot.waitSignal(w.controller.error) as err:
        QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    assert w.controller.session.snapshot() == before
    assert err.args[0] and err.args[0] in w.error_label.toolTip()


def test_a_whole_attack_with_a_reaction_and_damage_assignment_through_the_panels(make_window, qtbot):
    w = make_window()
    qtbot.mouseClick(w.extras["flow"].start_button, Qt.LeftButton)
    # GM override from Lily's sheet menu: move her next to the ghoul
    lily_sheet = w.sheets.sheets["lily"]
    _menu_action(lily_sheet.participant_menu(), "地獄 Hades").trigger()
    assert w.controller.state.fighters["lily"].area == 1
    assert w.issue(Command("override", None, {"op": "set_count", "count": 8}))
    # the ghoul declares 【食らいつく】 on Lily from its sheet, keyboard-first
    w.sheets.show_participant("ghoul")
    ghoul = w.sheets.sheets["ghoul"]
    ghoul.select_part("p0")
    names = [ghoul.targets.itemText(i) for i in range(ghoul.targets.count())]
    ghoul.targets.setCurrentIndex(next(i for i, t in enumerate(names) if "Lily" in t))
    QTest.keyClick(w, Qt.Key_U)
    b = w.controller.state
    assert b.window is not None and b.window.timing == "rapid"
    assert w.extras["flow"].window_box.isVisible()
    # the GM types the physical die for the attack check, then closes the Rapid window
    QTest.keyClicks(w.dice.physical, "9")
    qtbot.mouseClick(w.extras["flow"].pass_button, Qt.LeftButton)
    assert b.window.timing == "judge" and w.dice.physical.text() == ""
    assert w.controller.session.log[-1].command.dice == (9,)
    # Lily hinders with 【あし】 (declared from the reactions the session lists)
    rows = [w.extras["flow"].reactions.item(i) for i in range(w.extras["flow"].reactions.count())]
    hinder = next(r for r in rows if "Foot" in r.text() and "Lily" in r.text())             # 【あし】
    w.extras["flow"].reactions.setCurrentItem(hinder)
    qtbot.mouseClick(w.extras["flow"].declare_button, Qt.LeftButton)
    qtbot.mouseClick(w.extras["flow"].pass_button, Qt.LeftButton)
    assert b.window.timing == "damage"
    rows = [w.extras["flow"].reactions.item(i) for i in range(w.extras["flow"].reactions.count())]
    w.extras["flow"].reactions.setCurrentItem(next(r for r in rows if "Carapace" in r.text()))       # 【甲殻】
    qtbot.mouseClick(w.extras["flow"].declare_button, Qt.LeftButton)
    qtbot.mouseClick(w.extras["flow"].pass_button, Qt.LeftButton)
    # the defender picks the damaged part: Lily's own 【甲殻】
    assert b.prompt is not None and b.prompt.kind == "parts" and b.prompt.chooser == "lily"
    assert w.extras["flow"].prompt_box.isVisible() and not w.extras["flow"].confirm_button.isEnabled()
    # the Now panel asks the same by the parts' names, not their keys (it showed "p14")
    from PySide6.QtWidgets import QCheckBox

    def now_boxes():
        return [x.text() for x in w.now.findChildren(QCheckBox) if x.isVisible()]
    qtbot.waitUntil(lambda: "Carapace" in now_boxes())
    assert not any(t.startswith("p") and t[1:].isdigit() for t in now_boxes()), now_boxes()
    box = next(x for x in w.extras["flow"]._prompt_inputs if x.property("key") == "p14")
    box.setChecked(True)
    assert w.extras["flow"].confirm_button.isEnabled()
    qtbot.mouseClick(w.extras["flow"].confirm_button, Qt.LeftButton)
    lily = b.fighters["lily"]
    assert lily.part("p14").damaged and not b.busy
    w.sheets.show_participant("lily")
    item = lily_sheet._find_item("p14")
    assert item.font(0).strikeOut()
    assert any("deals 1 damage to Lily" in e.text for r in w.controller.session.log for e in r.events)


def test_ctrl_z_undoes_one_command_and_ctrl_y_redoes_it(make_window, qtbot):
    w = make_window()
    qtbot.mouseClick(w.extras["flow"].start_button, Qt.LeftButton)
    w.issue(Command("use", "noel", {"part": "p9", "to": "limbo"}))
    w.issue(Command("pass"))                        # the Rapid window closes; the move resolves
    assert w.controller.state.fighters["noel"].area == 2
    n = len(w.controller.session.log)
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier)
    assert len(w.controller.session.log) == n - 1 and w.controller.state.fighters["noel"].area == 3
    assert w.log.count() == n - 1
    QTest.keyClick(w, Qt.Key_Y, Qt.ControlModifier)
    assert w.controller.state.fighters["noel"].area == 2
    QTest.keyClick(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)   # nothing to redo: refused
    assert w.controller.state.fighters["noel"].area == 2


def test_switching_to_japanese_retranslates_the_open_window(make_window, qtbot):
    w = make_window()
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        assert w.extras["flow"].start_button.text() == "戦闘開始"
        assert w.board.docks["sheets"].windowTitle() == "シート"
        assert w.act["undo"].text() == "直前の操作を取り消す"
        assert w.sheets.sheets["lily"].tree.headerItem().text(0) == "パーツ"
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: w.menu_file.title() == "&File")
    assert w.extras["flow"].start_button.text() == "Start battle"


def test_an_autosave_newer_than_the_clean_exit_marker_is_offered_for_recovery(make_window, tmp_path, qtbot):
    crashed = demo_session(seed=3)
    crashed.do({"type": "start"})
    crashed.do({"type": "use", "actor": "noel", "part": "p9", "to": "limbo"})
    crashed.do({"type": "pass"})
    Journal(crashed, tmp_path / AUTOSAVE)
    w = make_window()
    assert w.banner.isVisible() and "#fff4ce" in w.banner.styleSheet()     # styled as it is shown
    qtbot.mouseClick(w.recover_button, Qt.LeftButton)
    assert not w.banner.isVisible()
    assert len(w.controller.session.log) == 3
    assert w.controller.state.fighters["noel"].area == 2


def test_after_a_clean_exit_nothing_is_offered(make_window, tmp_path, qtbot):
    w = make_window()
    w.issue(Command("start"))                       # autosaves once the event loop turns
    qtbot.waitUntil(lambda: w.autosave_path is not None and w.autosave_path.exists())
    w.close()
    assert (tmp_path / CLEAN_EXIT).exists()
    again = make_window()
    assert not again.banner.isVisible()


def test_the_log_exports_as_text_and_markdown(make_window, tmp_path):
    w = make_window()
    w.issue(Command("start"))
    w.issue(Command("use", "noel", {"part": "p9", "to": "limbo"}))
    w.issue(Command("pass"))
    md = export_log(w.controller.session, tmp_path / "log.md").read_text(encoding="utf-8")
    txt = export_log(w.controller.session, tmp_path / "log.txt").read_text(encoding="utf-8")
    moved = next(e.text for r in w.controller.session.log for e in r.events if "Bone" in e.text)      # ほね
    assert md.startswith("# ") and "## Round 1" in md and moved in md
    assert moved in txt and not txt.startswith("#")
    assert w.log.count() == len(w.controller.session.log)


def test_the_autosave_journal_follows_every_command_and_undo(make_window, tmp_path, qtbot):
    from vtt.core.journal import load_journal
    w = make_window()
    w.issue(Command("start"))
    w.issue(Command("use", "noel", {"part": "p9", "to": "limbo"}))
    w.controller.undo()
    w.issue(Command("wait", "noel"))
    w.autosave()
    assert load_journal(w.autosave_path).snapshot() == w.controller.session.snapshot()


def test_the_solo_menu_lets_the_ai_play_the_enemies_through_the_session(make_window, qtbot):
    from vtt.rules.nechronica.engine import actors_now
    w = make_window()
    assert w.act["simulate"] in w.menu_solo.actions()
    w.issue(Command("start"))
    w.ai.set_interval_ms(0)
    w.ai_actions["enemies"].setChecked(True)

    def enemy_acted():
        return any(r.command.actor in ("zombies", "soldiers", "ghoul") for r in w.controller.session.log)

    # the GM plays the dolls: they wait until the count reaches the enemies (the AI acts on its own)
    while not enemy_acted():
        dolls = [p for p in actors_now(w.controller.state) if p.side == "dolls"]
        if dolls and not w.controller.state.busy:
            assert w.issue(Command("wait", dolls[0].id))
        else:
            qtbot.waitUntil(lambda: enemy_acted() or any(p.side == "dolls" for p in actors_now(w.controller.state)))
    w.ai_actions["enemies"].setChecked(False)
    acted = [r for r in w.controller.session.log if r.command.actor in ("zombies", "soldiers", "ghoul")]
    assert acted[0].command.type in ("use", "wait") and not acted[0].override
    n = len(w.controller.session.log)
    w.controller.undo()                                  # an AI step is an ordinary, undoable command
    assert len(w.controller.session.log) == n - 1


def test_the_log_speaks_japanese_after_a_language_switch(make_window, qtbot):
    w = make_window()
    w.issue(Command("start"))
    w.issue(Command("wait", "noel"))
    lines = w.log
    try:
        install_language("ja")
        qtbot.waitUntil(lambda: "ノエルは待機" in lines.lines()[lines.count() - 1])
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: "Noel waits" in lines.lines()[lines.count() - 1])


def test_doll_sheets_export_from_the_battle_shows_the_current_damage(make_window, tmp_path):
    from pypdf import PdfReader
    w = make_window()
    w.issue(Command("override", None, {"op": "damage", "target": "lily", "part": "p0"}))
    assert w.export_sheets_pdf_to(tmp_path / "sheets.pdf", "letter")
    pdf = PdfReader(tmp_path / "sheets.pdf")
    assert len(pdf.pages) == 4 and round(float(pdf.pages[0].mediabox.width)) == 612
    text = "".join(p.extract_text() for p in pdf.pages)
    assert "リリィ" in text and "ノエル" in text
    assert w.export_sheets_pdf_to(tmp_path / "blank.pdf", "a4", blank=True)


def test_a_whole_ai_battle_plays_through_the_main_window(make_window, qtbot):
    w = make_window()
    w.ai.set_interval_ms(0)
    # every question and window the battle brings fits the flow dock: it never scrolls sideways
    inner = w.extras["flow"].findChild(QScrollArea).widget()
    widest = []
    w.controller.changed.connect(lambda *_: widest.append(inner.minimumSizeHint().width()))
    w.ai_actions["enemies"].setChecked(True)
    w.ai_actions["dolls"].setChecked(True)
    qtbot.waitUntil(lambda: w.controller.state.outcome is not None, timeout=120_000)
    assert w.controller.state.phase == "ended" and w.controller.state.summary["outcome"] == w.controller.state.outcome
    assert w.log.count() == len(w.controller.session.log)
    assert len(widest) >= len(w.controller.session.log) and max(widest) <= 300


def test_the_log_follows_undo_and_new_commands(make_window):
    w = make_window()
    lines = w.log
    w.issue(Command("start"))
    w.issue(Command("wait", "noel"))
    assert lines.count() == 2 and "waits" in lines.lines()[1]
    w.controller.undo()
    assert lines.count() == 1
    w.issue(Command("use", "noel", {"part": "p9", "to": "limbo"}))
    assert lines.count() == 2 and "uses" in lines.lines()[1]


def test_a_long_round_line_is_cut_rather_than_widening_the_count_dock(window):
    track = window.order
    before = track.minimumSizeHint().width()
    track.round_label.setText("Round 12 · Ended (annihilated) — and a line longer than any dock")
    # a wider minimum would push the dock over the map when the window cannot grow
    assert track.minimumSizeHint().width() == before
    assert track.minimumWidth() >= 150                 # the track keeps a legible width of its own


def test_japanese_also_translates_qts_own_buttons(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox
    assert install_language("ja")
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.add_widget(box)
        assert box.buttons()[0].text() == "キャンセル"
    finally:
        install_language("en")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.add_widget(box)
    assert box.buttons()[0].text() == "Cancel"


def _menu_actions(menu) -> dict:
    """A menu's actions by text, submenus' too (as 'Submenu/Action'), each menu opened as it is looked through."""
    if isinstance(menu, QMenu):
        menu.aboutToShow.emit()
    out = {}
    for a in menu.actions():
        if a.menu() is not None:
            out.update({f"{a.text()}/{k}": v for k, v in _menu_actions(a.menu()).items()})
        elif a.text():
            out[a.text()] = a
    return out


@pytest.mark.qt_log_ignore("does not support (raise|grabbing)")    # the offscreen platform, for a popup
def test_right_click_on_a_marker_offers_the_gms_overrides_and_they_go_through_the_session(window, qtbot):
    m = window.map
    c = window.controller
    at = m.mapFromScene(m.marker("ghoul").sceneBoundingRect().center())
    with qtbot.waitSignal(m.participant_menu_requested) as sig:
        QTest.mousePress(m.viewport(), Qt.RightButton, Qt.NoModifier, at)
    assert sig.args[0] == "ghoul" and m.selected == "ghoul"
    menu = QApplication.activePopupWidget()                       # the menu pops up where she was clicked
    assert isinstance(menu, QMenu)
    assert window.sheets.current_sheet().pid == "ghoul"          # her sheet is brought up beside it
    actions = _menu_actions(menu)
    assert {"Set AP… (GM)", "Escape (GM)", "Table view (GM)/Hidden"} <= set(actions)
    # every outcome the rules know, the enemies' escape (#33 item 5) included
    assert {k for k in actions if k.startswith("End the battle (GM)/")} == {
        "End the battle (GM)/" + t for t in ("Victory", "Annihilated", "Escaped", "Enemies escaped", "Ended")}
    area = c.state.fighters["ghoul"].area
    target = next(k for k, a in actions.items() if k.startswith("Move to (GM)/") and a.isEnabled())
    actions[target].trigger()
    menu.close()
    assert c.state.fighters["ghoul"].area != area
    assert c.session.log[-1].override                            # logged as a GM override
    window.controller.undo()
    assert c.state.fighters["ghoul"].area == area


def test_a_read_only_map_offers_no_menu(qtbot, controller, shown):
    from vtt.ui.nechronica.area_map import AreaMap
    m = shown(AreaMap(controller, read_only=True), 800, 500)
    at = m.mapFromScene(m.marker("ghoul").sceneBoundingRect().center())
    with qtbot.assertNotEmitted(m.participant_menu_requested):
        QTest.mousePress(m.viewport(), Qt.RightButton, Qt.NoModifier, at)


def test_the_gms_layout_is_kept_for_the_next_run_and_can_be_reset(make_window, tmp_path):
    w = make_window()
    assert w.dockWidgetArea(w.board.docks["sheets"]) == Qt.DockWidgetArea.RightDockWidgetArea
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.board.docks["sheets"])     # the GM drags the sheets left
    w.docks["dice"].close()                                                      # and closes the dice box
    w.close()
    kept = open_settings(tmp_path)
    assert kept.value("layout/nechronica") is not None
    # the window's size and place: checked by hand under Xvfb (the offscreen screen is smaller than it)
    assert QWidget().restoreGeometry(kept.value("window/geometry"))

    again = make_window()
    assert again.dockWidgetArea(again.board.docks["sheets"]) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert not again.docks["dice"].isVisible() and again.docks["log"].isVisible()

    _menu_action(again.menuBar(), "Reset layout").trigger()
    assert again.dockWidgetArea(again.board.docks["sheets"]) == Qt.DockWidgetArea.RightDockWidgetArea
    assert all(d.isVisible() and not d.isFloating() for d in again.all_docks().values())
    assert open_settings(tmp_path).value("layout/nechronica") is None


def test_docks_left_as_the_default_layout_laid_them_out_are_laid_out_so_again_not_restored(make_window, tmp_path):
    """A layout the GM never changed is not kept (restoring it would dock every dock again: docs/gui.md,
    "Fourth pass (w47-paint)"); the next window lays its docks out by default, as they were."""
    w = make_window()
    # (their sizes: the offscreen screen is smaller than the first window, which the next one is fitted to)
    first = {k: (w.dockWidgetArea(d), d.isVisible()) for k, d in w.all_docks().items()}
    w.close()
    kept = open_settings(tmp_path)
    assert kept.value("window/geometry") is not None and not kept.contains("layout/nechronica")

    again = make_window()
    assert {k: (again.dockWidgetArea(d), d.isVisible()) for k, d in again.all_docks().items()} == first
    _menu_action(again.menuBar(), "Turn order").trigger()                 # the GM closes the turn order: kept
    assert not again.board.docks["order"].isVisible()
    again.close()
    assert open_settings(tmp_path).value("layout/nechronica") is not None
    assert not make_window().board.docks["order"].isVisible()


@pytest.mark.parametrize("docks", ["not a layout", b"\x00\x01garbage"])
def test_a_broken_saved_layout_is_ignored(make_window, tmp_path, docks):
    from PySide6.QtCore import QByteArray
    s = open_settings(tmp_path)
    s.setValue("window/geometry", QByteArray(b"\x01\x02"))
    s.setValue("window/docks", docks if isinstance(docks, str) else QByteArray(docks))
    s.sync()
    w = make_window()
    assert w.dockWidgetArea(w.board.docks["sheets"]) == Qt.DockWidgetArea.RightDockWidgetArea
    assert all(d.isVisible() for d in w.all_docks().values())


def test_a_battle_opened_from_the_start_page_brings_back_the_docks_the_gm_kept(make_window, qtbot, tmp_path):
    w = make_window()
    w.docks["log"].close()
    w.close()                                         # kept: every dock but the log
    settings = open_settings(tmp_path)
    start = MainWindow(BattleController(), settings=settings, data_dir=tmp_path)   # no battle: the start page
    qtbot.addWidget(start)
    start.show()
    assert not any(d.isVisible() for d in start.all_docks().values() if d is not start.docks["dice"])
    start.controller.set_session(demo_session(seed=1))
    assert start.board.docks["sheets"].isVisible() and start.board.docks["order"].isVisible() and start.board.docks["flow"].isVisible()
    assert not start.docks["log"].isVisible()


def test_a_sheet_in_its_own_dock_follows_the_battle_and_its_gestures_go_through_the_session(window):
    c = window.controller
    first = window.sheets.current_sheet().pid
    _menu_action(window.menuBar(), "This sheet in its own dock").trigger()
    dock = window.sheet_docks[first]
    assert dock.isVisible() and dock.widget().pid == first
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea

    yuki = window.sheets.indexOf(window.sheets._tabs["yuki"])
    _menu_actions(window.sheets.tab_menu(yuki))["Open in its own dock"].trigger()
    other = window.sheet_docks["yuki"]
    assert other is not dock and other.widget().pid == "yuki"
    window.sheets.show_participant("noel")                     # the docked sheets stay as they are
    c.do({"type": "override", "op": "set_ap", "target": "yuki", "ap": 3})
    assert "3 /" in other.widget().ap_label.text() or "AP 3" in other.widget().ap_label.text()

    moves = _menu_actions(other.widget().participant_menu())
    area = c.state.fighters["yuki"].area
    next(a for k, a in moves.items() if k.startswith("Move to (GM)/") and a.isEnabled()).trigger()
    assert c.state.fighters["yuki"].area != area and c.session.log[-1].override

    other.close()                                              # the GM closes it: gone, and nothing dangles
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert "yuki" not in window.sheet_docks
    c.do({"type": "override", "op": "set_ap", "target": "yuki", "ap": 4})
    _menu_action(window.menuBar(), "This sheet in its own dock").trigger()    # noel's now
    assert set(window.sheet_docks) == {first, "noel"}
    window.controller.set_session(demo_session(seed=2))                 # another battle: its own participants
    assert window.sheet_docks == {}


@pytest.mark.parametrize("text, blank", [("Print sheets…", False), ("Print blank sheets…", True)])
def test_printing_from_the_file_menu_filled_or_blank(window, monkeypatch, text, blank):
    from PySide6.QtWidgets import QDialog
    from vtt.ui.nechronica import print_dialog
    asked, offered = [], []
    monkeypatch.setattr(print_dialog, "print_sheets_dialog", lambda parent, dolls, b=False, name=None, output=None: asked.append((dolls, b)))

    def pick(dialog):                  # the GM keeps every doll and the choice the menu item made
        offered.append(([c.text() for c in dialog.checks], dialog.blank.isChecked()))
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(print_dialog.PickSheetsDialog, "exec", pick)
    window.controller.do({"type": "override", "op": "damage", "target": "lily", "part": "p1"})
    _menu_action(window.menuBar(), text).trigger()
    (dolls, got_blank), = asked
    assert offered == [(["Lily", "Yuki", "Maria", "Noel"], blank)]
    assert got_blank is blank
    assert [d.name_ja for d in dolls] == ["リリィ", "ユキ", "マリア", "ノエル"]
    assert any(p.damaged for p in dolls[0].parts)          # the dolls as they stand; blank leaves the ticks off


def test_the_gm_picks_which_dolls_and_blank_in_the_print_dialog(window, monkeypatch, tmp_path):
    """#21 item 16: the print dialog prints every doll: let the GM pick which, filled or blank."""
    from PySide6.QtWidgets import QDialog
    from vtt.ui.nechronica import print_dialog
    asked = []
    monkeypatch.setattr(print_dialog, "print_sheets_dialog", lambda parent, dolls, b=False, name=None, output=None: asked.append((dolls, b)))

    def pick(dialog):
        dialog.checks[1].setChecked(False)                 # not ユキ
        dialog.blank.setChecked(True)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(print_dialog.PickSheetsDialog, "exec", pick)
    window.print_sheets()
    (dolls, blank), = asked
    assert [d.name_ja for d in dolls] == ["リリィ", "マリア", "ノエル"] and blank is True
    d = print_dialog.PickSheetsDialog(window, dolls_of(window.controller.session))
    for c in d.checks:
        c.setChecked(False)
    assert not d.buttons.button(d.buttons.StandardButton.Ok).isEnabled() and d.why.text()


def test_the_sheet_of_whoever_acts_comes_up_when_the_count_changes(window):
    from vtt.rules.nechronica.engine import actors_now
    c, sheets = window.controller, window.sheets
    c.do({"type": "start"})
    assert sheets.current_sheet().pid == "noel"                  # count 11: ノエル acts
    sheets.show_participant("ghoul")                             # the GM looks elsewhere:
    c.do({"type": "override", "op": "move", "target": "lily", "area": "eden"})
    assert sheets.current_sheet().pid == "ghoul"                 # that stands until the count changes
    c.do({"type": "wait", "actor": "noel"})
    assert sheets.current_sheet().pid == "ghoul"                 # she is done, nobody new acts yet
    c.do({"type": "next_count"})
    acting = [p.id for p in actors_now(c.state)]
    assert c.state.count == 10 and acting[0] == "lily" and sheets.current_sheet().pid == "lily"


def test_following_who_acts_can_be_turned_off(window, tmp_path):
    from vtt.ui.main_window import FOLLOW_ACTORS
    window.settings.setValue(FOLLOW_ACTORS, False)
    window.sheets.show_participant("ghoul")
    window.controller.do({"type": "start"})
    assert window.sheets.current_sheet().pid == "ghoul"


def test_the_settings_dialog_keeps_the_follow_choice(qtbot, tmp_path):
    from vtt.ui.dialogs import SettingsDialog
    from vtt.ui.main_window import follows_actors
    s = open_settings(tmp_path)
    dlg = SettingsDialog(s)
    qtbot.addWidget(dlg)
    assert dlg.follow.isChecked()
    dlg.follow.setChecked(False)
    dlg.accept()
    assert follows_actors(open_settings(tmp_path)) is False


def test_a_failing_autosave_keeps_saying_so_until_a_write_succeeds(make_window, tmp_path, monkeypatch):
    """#20: the status bar said "Autosave failed" once and cleared; now a mark stays while it fails,
    and the next good write brings the journal back whole."""
    from vtt.core.journal import load_journal
    w = make_window()
    w.issue(Command("start"))
    w.autosave()
    real = open

    def full_disk(path, mode="r", *a, **kw):
        if "a" in mode:
            raise OSError(28, "No space left on device")
        return real(path, mode, *a, **kw)
    monkeypatch.setattr("builtins.open", full_disk)
    w.issue(Command("wait", "noel"))
    w.autosave()
    assert w.autosave_label.isVisible() and w._journal.failing
    w.statusBar().clearMessage()
    assert w.autosave_label.isVisible()               # not a message that clears itself
    monkeypatch.setattr("builtins.open", real)
    w.autosave()
    assert not w.autosave_label.isVisible()
    assert load_journal(w.autosave_path).snapshot() == w.controller.session.snapshot()


def test_a_data_folder_that_cannot_be_made_opens_the_window_with_autosave_off(qtbot, tmp_path):
    """#20 item 7: the first start under a read-only (here: impossible) data folder started with a
    traceback; now the window opens and says autosave is off."""
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    controller = BattleController(demo_session(seed=1))
    w = MainWindow(controller, settings=open_settings(tmp_path), data_dir=blocker / "vtt")
    qtbot.addWidget(w)
    w.show()
    assert w.autosave_label.isVisible() and w.autosave_error
    w.issue(Command("start"))
    w.autosave()                                         # nothing written, nothing raised
    w.mark_clean_exit()
    assert blocker.read_text() == "not a folder"


def test_redo_brings_back_every_step_undone(make_window):
    """#21 item 2: undo three times, redo: one step came back and Edit → Redo greyed out (the redo list
    looked empty to the window while it updated)."""
    from PySide6.QtWidgets import QApplication
    w = make_window()
    for c in (Command("start"), Command("wait", "noel"), Command("next_count")):
        w.issue(c)
    done = w.controller.session.snapshot()
    for _ in range(3):
        w.act["undo"].trigger()
        QApplication.processEvents()
    for left in (2, 1, 0):
        assert w.act["redo"].isEnabled()
        w.act["redo"].trigger()
        QApplication.processEvents()
        assert len(w.controller.session._redo) == left
    assert not w.act["redo"].isEnabled() and w.controller.session.snapshot() == done


def test_wait_from_the_flow_panel_the_key_and_the_marker_menu(make_window, qtbot):
    """#21 item 1: the window could not declare 待機 (Wait): N said "… still act(s) at count 8: use a
    maneuver or wait" and the only way out was a GM override of AP."""
    w = make_window()
    w.issue(Command("start"))                                      # count 11: ノエル acts
    noel = w.controller.state.fighters["noel"]
    assert set(w.extras["flow"].wait_buttons) == {"noel"}
    qtbot.mouseClick(w.extras["flow"].wait_buttons["noel"], Qt.MouseButton.LeftButton)
    assert noel.ap == 10 and w.controller.session.log[-1].command == Command("wait", "noel")
    w.issue(Command("next_count"))                                 # count 10: リリィ, マリア and ノエル
    acting = set(w.extras["flow"].wait_buttons)
    assert {"lily", "maria", "noel"} <= acting
    w.sheets.show_participant("maria")
    w.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_W)                                # W: the doll of the sheet shown
    assert w.controller.session.log[-1].command == Command("wait", "maria")
    menu = w.marker_menu("lily")
    wait = next(a for a in menu.actions() if a.text().startswith("Wait"))
    assert wait.isEnabled()
    wait.trigger()
    assert w.controller.session.log[-1].command == Command("wait", "lily")
    menu = w.marker_menu("lily")                                   # she has waited: not again at this count
    assert not next(a for a in menu.actions() if a.text().startswith("Wait")).isEnabled()


def test_a_letter_in_the_physical_dice_field_is_refused_loudly_and_nothing_is_applied(make_window, qtbot):
    """#21 item 4: a field holding "u" was silently ignored and the computer rolled."""
    w = make_window()
    w.issue(Command("start"))
    w.dice.physical.setText("u")
    n = len(w.controller.session.log)
    assert not w.issue(Command("wait", "noel"))
    assert len(w.controller.session.log) == n and "not die values" in w.error_label.toolTip()
    w.dice.physical.setText("7 3")
    assert parse_dice(w.dice.physical.text()) == [7, 3]


def test_the_focus_never_falls_into_the_physical_dice_field_so_keys_act(make_window, qtbot):
    """#21 item 4: after a window closed or the count changed the focus fell into the dice field and
    U / P / N / D typed letters there instead of acting."""
    w = make_window()
    w.issue(Command("start"))
    assert w.dice.physical.focusPolicy() == Qt.FocusPolicy.ClickFocus
    w.setFocus()
    for _ in range(12):                          # Tab through the window: never into the dice field
        qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not w.dice.physical
    w.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_W)              # the keys act
    assert w.controller.session.log[-1].command == Command("wait", "noel") and w.dice.physical.text() == ""


def test_targets_default_to_a_foe_and_friendly_fire_asks_first(make_window, monkeypatch):
    """#21 item 7: the target box preselected the first legal target, whoever it was (ゾンビ's 引き裂く
    on グール, ユキ's ハンドガン on マリア): foes now come first, and an attack on one's own side asks."""
    from PySide6.QtWidgets import QMessageBox
    w = make_window()
    w.issue(Command("start"))
    w.issue(Command("override", None, {"op": "move", "target": "ghoul", "area": "elysium"}))
    b = w.controller.state                                           # グール beside ノエル and マリア in 花園
    w.sheets.show_participant("noel")                       # she acts at count 11
    sheet = w.sheets.current_sheet()
    checked = 0
    for key, cmds in sheet._legal.items():
        sides = [b.fighters[c.get("target")].side for c in cmds if c.get("target") in b.fighters]
        if "enemies" in sides:
            sheet.select_part(key)
            assert b.fighters[sheet.targets.itemData(0).get("target")].side == "enemies", key
            checked += 1
    assert checked
    from vtt.ui.nechronica.contributions import friendly_fire
    own = next((key, i) for key, cmds in sheet._legal.items() for i, c in enumerate(cmds)
               if friendly_fire(w.controller, c) is not None)
    sheet.select_part(own[0])
    i = next(i for i in range(sheet.targets.count()) if friendly_fire(w.controller, sheet.targets.itemData(i)))
    sheet.targets.setCurrentIndex(i)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: (asked.append(a[2]), QMessageBox.StandardButton.No)[1])
    n = len(w.controller.session.log)
    assert not sheet.use_selected() and len(w.controller.session.log) == n and "own side" in asked[0]


def test_the_reaction_list_preselects_nothing(make_window):
    w = make_window()
    w.issue(Command("start"))
    w.issue(Command("use", "noel", {"part": "p9", "to": "limbo"}))        # a move: the Rapid window opens
    assert w.controller.state.window is not None and w.extras["flow"].reactions.count() > 0
    assert w.extras["flow"].reactions.currentRow() == -1
    n = len(w.controller.session.log)
    w.extras["flow"].declare_selected()                                              # Ctrl+Return declares nothing
    assert len(w.controller.session.log) == n


@pytest.mark.parametrize("answer, stays", [("Cancel", True), ("Discard", False)])
def test_quit_with_an_unsaved_battle_asks_first(make_window, monkeypatch, answer, stays):
    """#21 item 6: File → Quit with a battle never saved did not ask."""
    from PySide6.QtWidgets import QMessageBox
    w = make_window()
    w.issue(Command("start"))
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: (asked.append(a[1]), getattr(QMessageBox.StandardButton, answer))[1])
    w.act["quit"].trigger()
    assert asked and w.isVisible() == stays


def test_quit_with_nothing_unsaved_does_not_ask(make_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    w = make_window()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked"))
    w.act["quit"].trigger()
    assert not w.isVisible()


def test_the_start_page_continues_the_last_battle_from_the_autosave(make_window, tmp_path, qtbot):
    """#21 item 6: the next start showed the start page and the battle existed only in the journal,
    which the window offered no way to reopen."""
    w = make_window()
    w.issue(Command("start"))
    w.issue(Command("wait", "noel"))
    w.autosave()
    played = w.controller.session.snapshot()
    w.close()
    controller = BattleController()
    again = MainWindow(controller, settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(again)
    again.show()
    assert again.start_page is not None and again.start_continue.isVisible()
    qtbot.mouseClick(again.start_continue, Qt.MouseButton.LeftButton)
    assert again.controller.session.snapshot() == played and again.controller.session.can_undo


def test_a_docks_title_bar_closes_floats_and_docks_it_again(make_window, qtbot):
    w = make_window()
    dock = w.docks["log"]
    title = dock.titleBarWidget()
    assert title.isVisible() and title.height() > 0
    buttons = dict(title.buttons())
    assert set(buttons) == {"close", "float"}
    qtbot.mouseClick(title, Qt.LeftButton, pos=buttons["float"].center().toPoint())
    assert dock.isFloating()
    qtbot.mouseClick(title, Qt.LeftButton, pos=dict(title.buttons())["float"].center().toPoint())
    assert not dock.isFloating()
    qtbot.mouseClick(title, Qt.LeftButton, pos=dict(title.buttons())["close"].center().toPoint())
    assert not dock.isVisible()
    dock.toggleViewAction().trigger()                     # View → Log brings it back
    assert dock.isVisible()
    qtbot.mouseClick(title, Qt.LeftButton, pos=QPoint(8, title.height() // 2))   # on the title: nothing
    assert dock.isVisible() and not dock.isFloating()


@pytest.mark.qt_log_ignore("grabbing the keyboard")
def test_the_menu_bar_and_the_dice_fields_are_copied_from_their_pictures_until_they_change(make_window, qtbot):
    """Once the window has painted, the menu bar and the dice box's fields are kept as pictures (the same pixels
    as drawn afresh); a menu's new title or a field's new text draws it anew; a title lit, or a field with the
    keyboard, is drawn as Qt draws it."""
    w = make_window()
    bar, field = w.menuBar(), w.dice.physical
    w.grab()
    qtbot.waitUntil(lambda: w._kept_paints is not None)        # painted
    kept = w._kept_paints
    for widget in (bar, field):
        widget.update()
        qtbot.waitUntil(lambda: kept.picture(widget) is not None)
        picture = kept.picture(widget)
        image = widget.grab().toImage()
        assert kept.picture(widget) is picture                  # copied
        kept._kept.pop(widget)                                  # drawn afresh: the same pixels
        assert widget.grab().toImage() == image
    picture = kept.picture(bar)
    w.menu_file.setTitle("Battle file")
    bar.update()
    qtbot.waitUntil(lambda: kept.picture(bar) not in (picture, None))
    picture = kept.picture(field)
    field.setText("6 3")
    qtbot.waitUntil(lambda: kept.picture(field) not in (picture, None))
    bar.setActiveAction(w.menu_file.menuAction())    # a title lit (its menu open)
    bar.grab()
    assert kept.picture(bar) is None                 # drawn as Qt draws it, nothing kept
    w.menu_file.hide()


def test_a_docks_title_bar_is_drawn_again_only_when_its_title_changes(make_window, monkeypatch):
    """Kept as a picture: the whole window repainted copies it; a new title (another language) draws it anew."""
    from PySide6.QtGui import QPainter
    import vtt.ui.widgets.dock_title as dock_title
    w = make_window()
    w.grab()
    drawn = []

    class Recording(QPainter):
        def drawText(self, *args):
            drawn.append(args[-1])
            return QPainter.drawText(self, *args)
    monkeypatch.setattr(dock_title, "QPainter", Recording)
    w.grab()
    assert drawn == []
    w.docks["log"].setWindowTitle("Journal of the battle")
    w.grab()
    assert drawn == ["Journal of the battle"]
