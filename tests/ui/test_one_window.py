"""#39: one battle window runs every ruleset's battle, with every shell feature once. Each row of the
issue's table, in each of the four rulesets, through what the GM touches: the real QAction (``trigger``),
button (``mouseClick``), key (``keyClick``) or drag on the map; the dialogs the window asks through
(which rules system, which battle, which file, save or discard) answer as the GM would."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox

from tests.ui.generic.conftest import advance, window_on
from vtt.core import registry
from vtt.core.free_roll import FREE_ROLL
from vtt.core.game_file import open_session, save_battle
from vtt.core.ruleset import ACT
from vtt.ui.main_window import MainWindow
from vtt.ui.theme import HIGH_CONTRAST

RULESETS = ("nechronica", "zones", "ashes", "hundred")
#: a free roll in each system's own dice syntax, with the dice rolled at the table
ROLLS = {"nechronica": "2NC+1=7,3", "zones": "5D = 6 6 1 2 3", "ashes": "3d10 = 7 7 2", "hundred": "2d6 = 5 3"}
Button = QMessageBox.StandardButton
ctrl = Qt.KeyboardModifier.ControlModifier

# (the offscreen platform says this when a menu is opened: the File and Solo menus are, here)
pytestmark = [pytest.mark.parametrize("ruleset", RULESETS),
              pytest.mark.qt_log_ignore("does not support grabbing the keyboard")]


def name_of(ruleset: str) -> str:
    return registry.get(ruleset).name


@pytest.fixture
def make(qtbot, tmp_path):
    """make(ruleset=None, seed=1): the battle window on that ruleset's demo (None: no battle, the start
    page), shown, its settings and journals in tmp_path."""
    def make_window(ruleset=None, seed=1):
        w = window_on(registry.get(ruleset).demo_session(seed) if ruleset is not None else None, tmp_path)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        return w
    return make_window


@pytest.fixture
def asks(monkeypatch):
    """What the GM answers when asked: ``asks.items(*texts)`` picks, from each list offered in turn, the
    first item that is one of ``texts``; ``asks.button(b)`` answers Save / Discard / Cancel with ``b``;
    ``asks.files(path)`` answers a file dialog. ``asks.asked`` records the questions' titles."""
    class Answers:
        asked: list = []
        folders: list = []

        def items(self, *texts):
            def get_item(parent, title, label, items, *a):
                self.asked.append(title)
                return next(t for t in items if t in texts), True
            monkeypatch.setattr(QInputDialog, "getItem", get_item)

        def button(self, button):
            def question(parent, title, text, *a):
                self.asked.append(title)
                return button
            monkeypatch.setattr(QMessageBox, "question", question)

        def files(self, path):
            def dialog(parent, title, folder="", *a, **k):
                self.folders.append(folder)
                return str(path), ""
            monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
            monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    answers = Answers()
    answers.asked, answers.folders = [], []
    return answers


def play(w, n: int = 2) -> None:
    """``n`` commands that move the battle on (what the battle waits for first), then the journal written."""
    c = w.controller
    for _ in range(n):
        aw = c.awaited()
        command = aw[0].fallback if aw and aw[0].fallback is not None else c.legal_commands(aw[0].who)[0]
        assert c.do(command), command
    QApplication.processEvents()             # (the journal is written once the event loop turns)


def qtbot_click(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def entries_of(w) -> list[str]:
    return w.log.lines()


def press(qtbot, w, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed in ``w`` as the GM presses it: the window active, the focus on it (not in a field)."""
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    if QApplication.focusWidget() is not None and QApplication.focusWidget().window() is w:
        QApplication.focusWidget().clearFocus()
    qtbot.keyClick(w, key, modifiers)


# -- New battle: the File menu's action and the start page's button ----------------------------------------------
def test_new_battle_from_the_start_page_and_the_file_menu(make, asks, qtbot, ruleset):
    w = make()                                            # no battle yet: the start page
    assert w.stack.currentWidget() is w.start_page and w.board is None
    asks.items(name_of(ruleset), "The demo battle")
    qtbot.mouseClick(w.start_new, Qt.MouseButton.LeftButton)
    assert w.controller.session.ruleset.name == ruleset and w.stack.currentWidget() is w.map_holder
    first = w.controller.session
    w.act["new"].trigger()                                # (nothing played: nothing to ask)
    assert w.controller.session is not first and w.controller.session.ruleset.name == ruleset
    assert "Unsaved battle" not in asks.asked


def test_the_start_page_offers_no_field_for_physical_dice(make, asks, qtbot, ruleset):
    """Found playing #39: with no battle the dice box offered *Physical dice or cards* "for the next roll", took
    "6 3" and said nothing: no battle, no roll for them. The free roll stays (BCDice at the table)."""
    w = make()
    assert w.stack.currentWidget() is w.start_page
    assert not w.dice.physical.isVisible() and not w.dice.physical_label.isVisible()
    assert w.dice.expression.isVisible()
    asks.items(name_of(ruleset), "The demo battle")
    qtbot.mouseClick(w.start_new, Qt.MouseButton.LeftButton)           # New battle… → the ruleset's demo
    assert w.controller.session.ruleset.name == ruleset and w.dice.physical.isVisible()
    qtbot.mouseClick(w.dice.physical, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(w.dice.physical, "6 3")                            # dice for this battle's next roll…
    w.act["new"].trigger()                                             # …then another battle (nothing played)
    assert w.controller.session.ruleset.name == ruleset and w.dice.physical.text() == ""


# -- crash recovery: a journal per battle, the banner after a crash, File → Continue --------------------------------
def test_a_battle_not_saved_comes_back_after_a_crash_and_from_file_continue(make, asks, qtbot, ruleset):
    crashed = make(ruleset)
    play(crashed, 3)
    played, journal = crashed.controller.session.snapshot(), crashed.autosave_path
    assert journal is not None and journal.exists() and journal.name.startswith(f"{ruleset}-")
    again = make()                                        # the next start: the first never closed
    assert again.banner.isVisible()
    qtbot.mouseClick(again.recover_button, Qt.MouseButton.LeftButton)
    assert again.controller.session.snapshot() == played and again.autosave_path == journal
    other = make()                                        # and from the File menu
    other.menu_continue.popup(QPoint(0, 0))
    entry = other.menu_continue.actions()[0]
    other.menu_continue.hide()
    assert name_of(ruleset) in entry.text()
    entry.trigger()
    assert other.controller.session.snapshot() == played


def test_the_recover_banner_gives_way_when_the_gm_starts_another_battle(make, asks, qtbot, ruleset):
    """After a crash the next start offers the battle it left in a banner over the start page; the GM starts another
    battle instead (New battle… → the demo): the banner stayed over that battle for the whole session, its Discard
    ready to throw away the crashed battle's journal. It goes; the crashed battle is still offered by File → Continue."""
    crashed = make(ruleset)
    play(crashed, 3)
    again = make()
    assert again.banner.isVisible()
    asks.items(name_of(ruleset), "The demo battle")
    again.act["new"].trigger()
    assert again.controller.session is not None and not again.controller.session.log
    assert not again.banner.isVisible()
    again.menu_continue.popup(QPoint(0, 0))
    entries = [a.text() for a in again.menu_continue.actions()]
    again.menu_continue.hide()
    assert any(name_of(ruleset) in t for t in entries)


# -- "unsaved?": asked before a battle no file holds is dropped ----------------------------------------------------
def test_closing_asks_about_commands_no_file_holds_and_not_once_saved(make, asks, tmp_path, ruleset):
    w = make(ruleset)
    play(w, 1)
    asks.button(Button.Cancel)
    w.act["close"].trigger()
    assert asks.asked == ["Unsaved battle"] and w.isVisible() and w.windowTitle().startswith("*")
    asks.files(tmp_path / "kept.json")
    w.act["save"].trigger()
    assert not w.windowTitle().startswith("*") and (tmp_path / "kept.json").exists()
    w.act["close"].trigger()
    assert asks.asked == ["Unsaved battle"] and not w.isVisible()


# -- a free dice roll: a logged command, undone and redone by key, saved, replayed ------------------------------------
def test_a_free_roll_is_a_command_logged_undone_saved_and_opened_again(make, asks, qtbot, tmp_path, ruleset):
    w = make(ruleset)
    n = w.log.count()
    qtbot.keyClicks(w.dice.expression, ROLLS[ruleset])
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    record = w.controller.session.log[-1]
    assert record.command.type == FREE_ROLL and w.log.count() == n + 1
    rolled = entries_of(w)[-1]
    assert "Free roll" in rolled and w.dice.said.text() in rolled
    press(qtbot, w, Qt.Key.Key_Z, ctrl)
    assert w.log.count() == n
    press(qtbot, w, Qt.Key.Key_Y, ctrl)
    assert entries_of(w)[-1] == rolled
    asks.files(tmp_path / "rolled.json")
    w.act["save"].trigger()
    saved = json.loads((tmp_path / "rolled.json").read_text(encoding="utf-8"))
    assert saved["log"][-1]["type"] == FREE_ROLL and saved["log"][-1]["dice"] == list(record.command.dice)
    w.act["open"].trigger()                               # opened again: the same roll, replayed
    assert entries_of(w)[-1] == rolled


# -- the log exports as Markdown or text ------------------------------------------------------------------------------
def test_the_log_exports_from_the_file_menu(make, asks, tmp_path, ruleset):
    w = make(ruleset)
    play(w, 2)
    asks.files(tmp_path / "log.md")
    w.act["export_log"].trigger()
    text = (tmp_path / "log.md").read_text(encoding="utf-8")
    first = w.controller.session.log[0]
    assert text.startswith("# ") and w.controller.ruleset.event_text(first.events[0], w.controller.state) in text


def test_the_exported_log_heads_each_round_in_the_ruleset_s_own_word(make, asks, qtbot, tmp_path, ruleset):
    """Found in play (#39): the Japanese Markdown log said ターン{n} for every ruleset; Nechronica counts ターン
    (001: カウントが「0」になったら、ターンは終了です), the others ラウンド, as the Simulate report says them."""
    w = make(ruleset)
    play(w, 6)
    word = "ターン" if ruleset == "nechronica" else "ラウンド"
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        asks.files(tmp_path / "log.md")
        w.act["export_log"].trigger()
        heads = [ln for ln in (tmp_path / "log.md").read_text(encoding="utf-8").splitlines() if ln.startswith("## ")]
        assert all(h.startswith("## 第") and h.endswith(word) for h in heads), heads
        assert heads                                    # (ashes too: its first round, opened by no event)
        w.act["table"].trigger()                        # the table view's round line says the same word
        assert w.controller.ruleset.round(w.controller.state) > 0 and word in w.table_view.round_label.text()
        w.table_view.close()
    finally:
        w.act["lang_en"].trigger()
    qtbot.waitUntil(lambda: w.menu_file.title() == "&File")


def test_the_log_is_offered_beside_the_battle_s_file_and_named_after_it(make, asks, tmp_path, ruleset):
    """As the sheets' PDF is (found playing #39: File → Export log… offered "battle-log.md" in the folder the
    program was started from, the sheets "<battle>-sheets.pdf" beside the battle)."""
    w = make(ruleset)
    asks.files(tmp_path / "fight.json")
    w.act["save"].trigger()
    asks.files(tmp_path / "log.md")
    w.log.export_button.click()                           # the log dock's Export log… button
    w.act["export_log"].trigger()                         # File → Export log…
    w.act["pdf"].trigger()                                # File → Export sheets as PDF…
    assert asks.folders[1:] == [str(tmp_path.resolve() / "fight-log.md")] * 2 + [
        str(tmp_path.resolve() / "fight-sheets.pdf")]


# -- the start page, recent files, settings, the layout kept per ruleset, keys, F1 ------------------------------------
def test_recent_files_the_layout_kept_per_ruleset_settings_keys_and_help(make, asks, qtbot, tmp_path, monkeypatch,
                                                                         ruleset):
    w = make(ruleset)
    asks.files(tmp_path / "b.json")
    w.act["save"].trigger()
    assert [a.text() for a in w.menu_recent.actions()] == [str((tmp_path / "b.json").resolve())]
    sheets = w.board.docks["sheets"]
    assert w.dockWidgetArea(sheets) == Qt.DockWidgetArea.RightDockWidgetArea
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, sheets)      # the GM drags the sheets left
    w.act["close"].trigger()                              # kept for this ruleset's battles
    start = make()                                        # the next start: the start page lists the file
    assert start.start_recent.count() == 1
    start.menu_recent.actions()[0].trigger()
    assert start.controller.session.ruleset.name == ruleset
    assert start.dockWidgetArea(start.board.docks["sheets"]) == Qt.DockWidgetArea.LeftDockWidgetArea
    other = next(r for r in RULESETS if r != ruleset)     # another ruleset's docks: its own layout
    elsewhere = make(other)
    assert elsewhere.dockWidgetArea(elsewhere.board.docks["sheets"]) == Qt.DockWidgetArea.RightDockWidgetArea
    from vtt.ui.dialogs import SettingsDialog

    def rebind(dialog):                                   # Settings: F1's help on F2 instead
        from PySide6.QtGui import QKeySequence
        dialog.edits["help"][0].setKeySequence(QKeySequence("F2"))
        dialog.accept()
        return 1
    monkeypatch.setattr(SettingsDialog, "exec", rebind)
    start.act["settings"].trigger()
    press(qtbot, start, Qt.Key.Key_F2)
    assert start.help.isVisible() and "Keyboard shortcuts" in start.help.label.text()
    qtbot.keyClick(start.help, Qt.Key.Key_Escape)
    assert not start.help.isVisible()


# -- the table view: its key, scale, theme, full screen; the question, the round, the latest roll -----------------------
def test_the_table_view_opens_on_its_key_and_says_the_latest_roll(make, qtbot, ruleset):
    w = make(ruleset)
    press(qtbot, w, Qt.Key.Key_F5)
    t = w.table_view
    assert t is not None and t.isVisible() and t.order is not None and t.cards is not None
    qtbot.keyClicks(w.dice.expression, ROLLS[ruleset])
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    rolled = w.controller.session.log[-1].events[0]
    assert rolled.data["result"] in t.said()
    qtbot.keyClick(t, Qt.Key.Key_T)
    qtbot.keyClick(t, Qt.Key.Key_Plus, ctrl)
    assert t.theme is HIGH_CONTRAST and t.scale == 1.25
    qtbot.keyClick(t, Qt.Key.Key_F11)
    assert t.isFullScreen()
    qtbot.keyClick(t, Qt.Key.Key_Escape)
    assert not t.isFullScreen()
    advance(w, lambda c: c.awaited() and c.awaited()[0].kind == ACT)
    c = w.controller
    who = c.awaited()[0].who
    name = c.token_name(c.view().token(who))
    assert t.round_label.text()                                      # the round
    assert who in t.table().acting() or name in t.banner.text()      # who acts: marked, or asked by name


# -- the Language menu ------------------------------------------------------------------------------------------------
def test_the_language_menu_switches_the_window_live(make, qtbot, ruleset):
    w = make(ruleset)
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        assert w.all_docks()["now"].windowTitle() == "今" and w.act["lang_ja"].isChecked()
    finally:
        w.act["lang_en"].trigger()
    qtbot.waitUntil(lambda: w.menu_file.title() == "&File")
    assert not w.act["lang_ja"].isChecked()


def test_the_solo_menu_s_ai_toggles_follow_the_language_menu(make, qtbot, ruleset):
    """Found playing #39: after Language → 日本語 the Solo menu read 戦闘をシミュレート…, then "AI plays the foes",
    "AI plays the party", "AI speed" (made in English when the menu first opened, never told again)."""
    w = make(ruleset)
    w.menu_solo.popup(QPoint(0, 0))                       # the Solo menu: the AI's toggles are made as it opens
    w.menu_solo.hide()

    def texts():
        speed = next(a.menu() for a in w.menu_solo.actions() if a.menu() is not None)
        return ([a.text() for a in w.menu_solo.actions() if a.isCheckable()] + [speed.title()]
                + [a.text() for a in speed.actions()])
    english = texts()
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        japanese = texts()
        assert "AIの速さ" in japanese and "即時" in japanese
        assert [t for t in japanese if t in english] == [] and not any("AI plays" in t for t in japanese)
    finally:
        w.act["lang_en"].trigger()
    qtbot.waitUntil(lambda: w.menu_file.title() == "&File")
    assert texts() == english


# -- the GM forms dialog (Ctrl+G) and the map editor (Ctrl+M) ------------------------------------------------------------
def test_the_gm_command_dialog_and_the_map_editor(make, qtbot, monkeypatch, ruleset):
    w = make(ruleset)
    press(qtbot, w, Qt.Key.Key_G, ctrl)
    dialog = w.gm_dialog
    assert dialog is not None and dialog.isVisible() and dialog.forms
    end = next(i for i, f in enumerate(dialog.forms) if f.fixed and dict(f.fixed).get("op") == "end_battle")
    dialog.which.setCurrentIndex(end)
    n = len(w.controller.session.log)
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert len(w.controller.session.log) == n + 1 and w.controller.session.log[-1].override
    assert w.controller.ruleset.outcome(w.controller.state) is not None
    dialog.close()
    press(qtbot, w, Qt.Key.Key_Z, ctrl)
    assert len(w.controller.session.log) == n
    has_editor = w.board.ui.map_editor is not None
    assert w.act["map"].isEnabled() == (has_editor and not w.controller.session.log)
    if has_editor:                                        # the ruleset's own editor: accepted as drawn
        from vtt.ui.zones import zone_editor
        monkeypatch.setattr(zone_editor.ZoneEditorDialog, "exec", lambda self: 1)
        before = w.controller.session
        press(qtbot, w, Qt.Key.Key_M, ctrl)
        assert w.controller.session is not before and w.controller.session.ruleset.name == ruleset


# -- a refusal said under the marker, where the GM looks ---------------------------------------------------------------
def _drag(qtbot, m, who: str, zone: str) -> None:
    """A marker dragged onto a zone, with the mouse: on a line map's view, or on the zone map."""
    if hasattr(m, "viewport") and hasattr(m, "marker"):             # the line map (a graphics view)
        start = m.mapFromScene(m.marker(who).sceneBoundingRect().center())
        end = m.mapFromScene(m.area_rect(m._zones.index(zone)).center())
        target = m.viewport()
    else:
        start, end, target = m.token_rects()[who].center().toPoint(), m.zone_rects()[zone].center().toPoint(), m
    QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(target, start + (end - start) * i / 5)
    QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_refused_drag_says_why_under_the_marker(make, qtbot, ruleset):
    w = make(ruleset)
    c = w.controller
    view = c.view()
    if view.map.layout == "none":
        pytest.skip("no map to drag on: hundred's participants stand in a roster beside their ranges")
    advance(w, lambda c: c.awaited() and c.awaited()[0].kind == ACT)
    who = c.awaited()[0].who
    here = c.view().token(who).zone
    reachable = {c.params.get("to") for c in c.legal_commands(who)}
    zone = next(z.id for z in c.view().map.zones if z.id != here and z.id not in reachable)
    before = c.session.snapshot()
    _drag(qtbot, w.map, who, zone)
    assert c.session.snapshot() == before
    said = w.map.refusal() if callable(w.map.refusal) else w.map.refusal
    assert said is not None and said[0] == who and said[1]
    assert said[1] in w.error_label.toolTip()


# -- Resume AI after an undo -------------------------------------------------------------------------------------------
def test_after_an_undo_the_ai_waits_until_the_gm_resumes_it(make, qtbot, ruleset):
    w = make(ruleset)
    c = w.controller
    w.menu_solo.popup(QPoint(0, 0))                       # the Solo menu: the AI's toggles are made as it opens
    w.menu_solo.hide()
    w.ai_actions["Instant"].trigger()
    for side in registry.get(ruleset).sides:
        w.ai_actions[side].trigger()
    qtbot.waitUntil(lambda: len(c.session.log) >= 6, timeout=20000)
    press(qtbot, w, Qt.Key.Key_Z, ctrl)
    n = len(c.session.log)
    for _ in range(20):
        QApplication.processEvents()
    assert len(c.session.log) == n and w.resume_button.isVisible() and w.act["resume_ai"].isEnabled()
    qtbot.mouseClick(w.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.session.log) > n or c.ruleset.outcome(c.state) is not None, timeout=20000)
    assert not w.resume_button.isVisible()
    for side in registry.get(ruleset).sides:
        w.ai_actions[side].trigger()                      # the GM takes both sides back


# -- a file of another ruleset: the battle here is replaced, never a second window -----------------------------------------
def test_a_file_of_another_ruleset_replaces_the_battle_in_the_same_window(make, asks, tmp_path, ruleset):
    w = make(ruleset)
    play(w, 1)
    w.menu_solo.popup(QPoint(0, 0))                       # the Solo menu opened once: the AI's toggles made
    w.menu_solo.hide()
    w.dice.expression.setText(ROLLS[ruleset])
    qtbot_click(w.dice.roll_button)
    assert w.dice.said.text()
    other = next(r for r in RULESETS if r != ruleset)
    path = tmp_path / "other.json"
    save_battle(registry.get(other).demo_session(2), path)
    asks.files(path)
    asks.button(Button.Cancel)
    w.act["open"].trigger()                               # the battle here has a command no file holds: asked
    assert asks.asked == ["Unsaved battle"] and w.controller.session.ruleset.name == ruleset
    asks.button(Button.Discard)
    w.act["open"].trigger()
    assert w.controller.session.ruleset.name == other
    assert w.controller.session.snapshot() == open_session(path).snapshot()
    windows = [x for x in QApplication.topLevelWidgets() if isinstance(x, MainWindow) and x.isVisible()]
    assert windows == [w] and other in w.windowTitle().lower() or name_of(other) in w.windowTitle()
    own = {d.key for d in w.board.ui.docks}
    assert set(w.all_docks()) >= {"order", "now", "sheets", "log", "dice"} | own
    # the Solo menu toggles the new battle's sides; the dice box keeps nothing of the last battle's roll
    toggles = [a.text() for a in w.menu_solo.actions() if a.isCheckable()]
    assert set(w.ai_actions) >= set(registry.get(other).sides) and len(toggles) == len(registry.get(other).sides)
    w.ai_actions[registry.get(other).sides[-1]].trigger()
    assert w.ai.plays(registry.get(other).sides[-1])
    w.ai_actions[registry.get(other).sides[-1]].trigger()
    assert not w.dice.said.text() and not w.dice.expression.text()
