"""What a GM meets in the one battle window outside the fight itself (w50-play2, #39): the start page, the
workshop, printing, settings, the View menu, the table view, broken files and the Solo simulation, each
driven through the action, button or key she touches; the dialogs answer as she would."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.ui.test_one_window import make  # noqa: F401  (the fixture: the window on a ruleset's demo)
from tests.ui.workshop_steps import library_entries, pick_entry
from vtt.core import registry
from vtt.core.game_file import save_battle

RULESETS = ("nechronica", "zones", "ashes", "hundred")


def library_window(ruleset, qtbot, tmp_path):
    """The Library (any warning fails the test) on an empty library of the GM's in ``tmp_path``."""
    from vtt.ui.paths import open_settings
    from vtt.ui.workshop.editor import LIBRARY_KEY
    from vtt.ui.workshop.library_window import LibraryWindow
    settings = open_settings(tmp_path / "data")
    settings.setValue(LIBRARY_KEY, str(tmp_path / "library"))
    w = LibraryWindow(ruleset, settings=settings)
    qtbot.addWidget(w)
    w.show()
    w.warn = lambda text: pytest.fail(text)
    return w


@pytest.mark.parametrize("ruleset", RULESETS)
def test_file_open_on_a_saved_battle_cut_in_half_says_where_in_plain_words_and_keeps_the_file(
        ruleset, make, tmp_path, monkeypatch):
    """Seen: "not valid JSON: Unterminated string starting at at line 290 column 8" (Python's message ends
    in "at", ours adds "at line"). The message names the file, the line and column, says "at" once; the
    file is not rewritten and the battle on the table stays."""
    w = make(ruleset)
    saved = tmp_path / "whole.json"
    save_battle(w.controller.session, saved)
    text = saved.read_text(encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text(text[:text.index('"', len(text) // 2) + 2], encoding="utf-8")   # inside a string
    before_bytes, before = cut.read_bytes(), w.controller.session
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(cut), ""))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    w.act["open"].trigger()
    assert shown and "cut.json" in shown[-1]
    assert re.search(r"line \d+ column \d+", shown[-1]), shown[-1]
    assert " at at " not in shown[-1], shown[-1]
    assert cut.read_bytes() == before_bytes and w.controller.session is before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_warning_of_a_file_not_opened_goes_when_another_battle_is_opened(ruleset, make, tmp_path,
                                                                              monkeypatch):
    """Seen: after File → Open on a broken file, New battle → the zones demo still said "⚠ broken.json:
    not valid JSON…" in the status bar over the new battle."""
    w = make(ruleset)
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    save_battle(w.controller.session, good)
    bad.write_text("{", encoding="utf-8")
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: None)
    for path in (bad, good):
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, path=path, **k: (str(path), ""))
        w.act["open"].trigger()
        if path is bad:
            assert "bad.json" in w.error_label.text()
    assert w.controller.path == str(good)
    assert w.error_label.text() == ""


@pytest.mark.parametrize("ruleset", RULESETS)
def test_in_japanese_the_window_and_the_table_view_are_titled_with_the_scenarios_japanese_name(
        ruleset, make, qtbot):
    """Seen: Language → 日本語 on the zones demo titled the window "Ambush at the old bridge — ゾーンと
    イニシアチブカード — vtt" and the table view "Table view — Ambush at the old bridge", though the
    scenario names itself 古橋の待ち伏せ (its name_ja), as the New battle list and the map already say."""
    from vtt.ui.i18n import install_language
    w = make(ruleset)
    setup = w.controller.session.setup_json()
    assert setup.get("name_ja") and setup["name_ja"] != setup["name"]
    assert setup["name"] in w.windowTitle()
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: registry.get(ruleset).name_ja in w.windowTitle())
        assert setup["name_ja"] in w.windowTitle() and setup["name"] not in w.windowTitle()
        view = w.act["table"].trigger() or w.table_view
        qtbot.addWidget(view)
        assert setup["name_ja"] in view.windowTitle(), view.windowTitle()
        w.act["lang_en"].trigger()
        qtbot.waitUntil(lambda: setup["name"] in w.windowTitle())
        assert setup["name"] in view.windowTitle()
    finally:
        install_language("en")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_recover_banner_after_a_crash_names_the_battle_it_would_bring_back(ruleset, make, qtbot):
    """Seen: after a zones battle was killed mid-play, the next start opened the last saved Nechronica
    battle with "The last session did not end cleanly. Recover the autosaved battle?" over it: which
    battle, of which rules, was not said (File → Continue names it: "Battle — Zones and initiative cards —
    2026-11-29 23:09"). The banner says the same, in English and in Japanese."""
    from tests.ui.test_one_window import play
    from vtt.ui.i18n import install_language
    crashed = make(ruleset)
    play(crashed, 2)
    again = make()                                        # the next start: the first never closed
    assert again.banner.isVisible()
    name = crashed.controller.session.state.name
    assert name and name in again.banner_text.text() and registry.get(ruleset).name in again.banner_text.text()
    try:
        again.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: registry.get(ruleset).name_ja in again.banner_text.text())
        assert "自動保存された戦闘（" in again.banner_text.text()
    finally:
        install_language("en")


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")     # (the File menu's popup, offscreen)
def test_recover_and_continue_after_one_command_say_so_without_1_commands(ruleset, make, qtbot):
    """Seen: Recover after a crash one command into a zones battle said "Recovered the autosaved battle
    (1 commands)"; File → Continue says "Continued the battle (… commands)" the same way."""
    from PySide6.QtCore import QPoint, Qt
    from tests.ui.test_one_window import play
    crashed = make(ruleset)
    play(crashed, 1)
    again = make()
    qtbot.mouseClick(again.recover_button, Qt.MouseButton.LeftButton)
    said = again.statusBar().currentMessage()
    assert "1" in said and "1 commands" not in said, said
    other = make()
    other.menu_continue.popup(QPoint(0, 0))
    entry = other.menu_continue.actions()[0]
    other.menu_continue.hide()
    entry.trigger()
    said = other.statusBar().currentMessage()
    assert "1" in said and "1 commands" not in said, said


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("button", ["template", "open"])
def test_a_sample_made_anew_in_the_library_keeps_its_portrait_and_map_picture(ruleset, button, qtbot, tmp_path):
    """Seen: Library → Nechronica → Lily (sample) → New from this: the editor said "ribbon.png: the picture
    is not there (moved or deleted?) — pick where it went with Find…" and showed no portrait (the sample
    names its pictures beside it; the new file has no folder yet). Every shipped sample with a picture,
    made anew (New from this) or opened (a sample opens as a template), keeps it; Save to my library copies
    it in."""
    from pathlib import Path
    from PySide6.QtCore import Qt
    from vtt.core.pictures import picture_refs
    w = library_window(ruleset, qtbot, tmp_path)
    seen = 0
    for kind, tree in w.trees.items():
        w.tabs.setCurrentWidget(tree)
        for entry in [e for e in library_entries(w, kind) if e.sample]:
            if not picture_refs(w.library.load(entry)):
                continue
            pick_entry(w, entry)
            qtbot.mouseClick(w.buttons[button], Qt.MouseButton.LeftButton)
            editor = w.editors[-1]
            held = ([p.sheet for p in editor.encounter.participants] + [{"map_picture": editor.encounter.picture}]
                    if kind == "scenario" else editor.form.data())       # (a scenario's editor: the builder)
            refs = picture_refs(held)
            assert refs and all(Path(r["image"]).is_file() for r in refs), (entry.name, refs)
            seen += 1
            if seen == 1:                      # saved into the library: the picture is copied in with it
                qtbot.mouseClick(editor.library_button, Qt.MouseButton.LeftButton)
                saved = [e for e in library_entries(w, kind) if not e.sample]
                assert saved and all(Path(r["image"]).is_file() or (saved[0].path.parent / r["image"]).is_file()
                                     for r in picture_refs(w.library.load(saved[0])))
            editor.close()
    assert seen, "no shipped sample with a picture"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_sample_scenario_opens_in_the_builder_from_new_from_this_with_its_characters(ruleset, qtbot, tmp_path):
    """Seen: a sample scenario's New from this raised in the event loop (its characters'
    files, named beside it, looked for beside no file) and no builder came up."""
    from PySide6.QtCore import Qt
    w = library_window(ruleset, qtbot, tmp_path)
    w.tabs.setCurrentWidget(w.trees["scenario"])
    samples = [e for e in library_entries(w, "scenario") if e.sample]
    assert samples
    for entry in samples:
        pick_entry(w, entry)
        before = len(w.editors)
        qtbot.mouseClick(w.buttons["template"], Qt.MouseButton.LeftButton)
        assert len(w.editors) == before + 1, entry.name
        assert w.editors[-1].encounter.participants, entry.name
        w.editors[-1].close()


def test_in_japanese_the_settings_shortcut_columns_show_press_shortcut_whole(make, qtbot):
    """Seen: Edit → Settings → Shortcuts in Japanese: every empty key box read "ショートカッ…" (Qt's
    "Press shortcut" in Japanese, cut by a 100 px column). The key columns are as wide as it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLineEdit
    from vtt.ui.i18n import install_language
    w = make("zones")
    seen = []

    def look():
        dlg = QApplication.activeModalWidget()
        line = dlg.edits[dlg.bindings[0].id][1].findChild(QLineEdit)
        text = line.placeholderText()
        margins = line.textMargins().left() + line.textMargins().right() + 12      # (the frame and padding)
        seen.append((text, [dlg.table.columnWidth(c) for c in (1, 2)],
                     line.fontMetrics().horizontalAdvance(text) + margins))
        dlg.reject()
    try:
        w.act["lang_ja"].trigger()
        QTimer.singleShot(0, look)
        w.act["settings"].trigger()
        (text, widths, needed), = seen
        assert text and text != "Press shortcut"           # Qt's own Japanese
        assert min(widths) >= needed, (text, widths, needed)
    finally:
        install_language("en")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_start_page_lists_a_battle_not_saved_whole_in_either_language(ruleset, make, qtbot):
    """Seen: after a crash the start page's "Battles not saved" read "古橋の待ち伏せ — ゾーンとイニシアチブ
    カード" and a scroll bar, the time cut off (a 256 px list). Each list is as wide as its entries (up to
    520 px)."""
    from tests.ui.test_one_window import play
    from vtt.ui.i18n import install_language
    crashed = make(ruleset)
    play(crashed, 1)
    again = make()                                        # no battle: the start page
    try:
        for lang in ("en", "ja"):
            again.act[f"lang_{lang}"].trigger()
            system = registry.get(ruleset)
            said = system.name_ja if lang == "ja" else system.name
            qtbot.waitUntil(lambda: again.start_unsaved.count() == 1 and said in again.start_unsaved.item(0).text())
            listing = again.start_unsaved
            text = listing.item(0).text()
            qtbot.waitUntil(lambda: listing.viewport().width() >= listing.fontMetrics().horizontalAdvance(text))
            assert listing.isVisible() and not listing.horizontalScrollBar().isVisible(), text
    finally:
        install_language("en")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_discard_on_the_recover_banner_takes_the_battle_off_the_start_page(ruleset, make, qtbot):
    """Seen: after a crash, Discard on the start page's banner threw the journal away, but the page still
    listed the battle under "Battles not saved" with "Continue the last battle" beside it."""
    from PySide6.QtCore import Qt
    from tests.ui.test_one_window import play
    crashed = make(ruleset)
    play(crashed, 1)
    again = make()
    assert again.start_unsaved.count() == 1 and again.start_continue.isVisible()
    qtbot.mouseClick(again.discard_button, Qt.MouseButton.LeftButton)
    assert again.recent_battles() == []
    assert again.start_unsaved.count() == 0 and not again.start_unsaved.isVisible()
    assert not again.start_continue.isVisible()


def simulated_in_japanese(make, qtbot, ruleset: str) -> tuple[dict, str]:
    """Language → 日本語, Solo → Simulate encounter… on ``ruleset``'s demo, 12 battles run: (the report, its text)."""
    from PySide6.QtCore import Qt
    from vtt.ui.i18n import install_language
    from vtt.ui.simulate_dialog import SimulateDialog
    w = make(ruleset)
    try:
        w.act["lang_ja"].trigger()
        w.act["simulate"].trigger()
        [dlg] = [d for d in w.findChildren(SimulateDialog) if d.isVisible()]
        dlg.battles.setValue(12)
        dlg.workers.setValue(1)
        with qtbot.waitSignal(dlg.report_ready, timeout=120000) as blocker:
            qtbot.mouseClick(dlg.run_button, Qt.MouseButton.LeftButton)
        report, text = blocker.args[0], dlg.text.toPlainText()
        dlg.close()
        return report, text
    finally:
        install_language("en")


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")     # (the Solo menu, offscreen)
def test_in_japanese_the_simulate_report_names_the_sides_and_outcomes_in_japanese(ruleset, make, qtbot):
    """Seen: Solo → Simulate encounter… on hundred's demo in Japanese, 300 battles: the report read
    "party: ヒューリスティック, foes: ヒューリスティック", "partyの勝率 54.7%", "結果: defeat 136, 勝利 164"
    (the sides and the outcomes of zones, ashes and hundred are the ruleset's words, not the report's)."""
    report, text = simulated_in_japanese(make, qtbot, ruleset)
    words = set(report["policies"]) | set(report["outcomes"])
    assert words and not [word for word in words if re.search(rf"\b{word}\b", text)], text


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")     # (the Solo menu, offscreen)
def test_in_japanese_the_nechronica_simulate_report_names_the_enemies_as_its_form_does(make, qtbot):
    """Found playing #39: Solo → 戦闘をシミュレート… on the demo in Japanese: the form read 敵のAI (the system's
    side names, the Solo menu's AIが敵を担当) and the report under it 手駒: ヒューリスティック."""
    _, text = simulated_in_japanese(make, qtbot, "nechronica")
    assert "敵: " in text and "手駒" not in text, text


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_recent_file_gone_from_the_disk_leaves_the_recent_list_when_chosen(ruleset, make, tmp_path, monkeypatch):
    """Seen (w50-play2): a battle moved away stayed in File → Recent after "no such file", offered again
    at every start. Chosen from the Recent menu it is reported and dropped; a file still there that cannot
    be read (broken) stays, as the GM may mend it."""
    w = make(ruleset)
    gone, broken = tmp_path / "gone.json", tmp_path / "broken.json"
    save_battle(w.controller.session, gone)
    broken.write_text("{", encoding="utf-8")
    w.add_recent(str(broken))
    w.add_recent(str(gone))
    gone.unlink()
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    for path in (gone, broken):
        (action,) = [a for a in w.menu_recent.actions() if a.text() == str(path.resolve())]
        action.trigger()
    assert len(shown) == 2 and "gone.json" in shown[0]
    assert str(gone.resolve()) not in w.recent_files() and str(broken.resolve()) in w.recent_files()
    assert [a.text() for a in w.menu_recent.actions()].count(str(gone.resolve())) == 0
