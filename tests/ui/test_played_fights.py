"""#39, w50-play: defects found playing whole fights of every ruleset with a real mouse and keys under Xvfb
(1920×1080), each tested through what the GM touches."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.ui.generic.conftest import advance, generic_window  # noqa: F401  (the fixture)
from vtt.core import registry
from vtt.ui.main_window import MainWindow
from vtt.ui.paths import open_settings
from vtt.ui.widgets.battle_controller import BattleController

RULESETS = ["nechronica", "zones", "ashes", "hundred"]


def play_on(window, n: int = 3) -> None:
    """``n`` commands of the battle, as the AI plays both sides."""
    advance(window, lambda c: len(c.session.log) >= n)


def reopened(qtbot, tmp_path, ruleset: str) -> MainWindow:
    """A battle played and saved (Ctrl+S), the program closed and started again without a file: the window
    on the last battle, opened from its file (vtt.ui.app.initial_session, as ``vtt`` does it)."""
    settings = open_settings(tmp_path)
    first = MainWindow(BattleController(registry.get(ruleset).demo_session(3)), settings=settings,
                       data_dir=tmp_path)
    qtbot.addWidget(first)
    play_on(first)
    assert first.save_to(tmp_path / "fight.json")
    first.close()
    from vtt.ui.app import initial_session
    session, path = initial_session(SimpleNamespace(demo=False, file=None), settings)
    assert path is not None and len(session.log) == len(first.controller.session.log)
    controller = BattleController()
    controller.set_session(session, path=path)
    w = MainWindow(controller, settings=settings, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_battle_the_program_reopens_at_start_is_held_by_its_file(qtbot, tmp_path, monkeypatch, ruleset):
    """The file holds every command of the battle reopened at start — the title had the unsaved mark and
    File → Close asked to save "commands that no file holds" (and Recover, after a crash, asked it too
    before the crashed battle came back)."""
    w = reopened(qtbot, tmp_path, ruleset)
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[1]) or QMessageBox.StandardButton.Cancel)
    assert not w.windowTitle().startswith("*")
    w.act["close"].trigger()
    assert asked == [] and not w.isVisible()


def test_a_command_after_the_reopened_battle_is_unsaved_again(qtbot, tmp_path):
    w = reopened(qtbot, tmp_path, "zones")
    assert not w.windowTitle().startswith("*")
    w.act["undo"].trigger()                         # Edit → Undo: the file holds a command the battle no longer has
    assert w.windowTitle().startswith("*") and w.unsaved()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_exported_log_marks_a_gm_override_once_and_in_the_gms_language(generic_window, qtbot, monkeypatch,  # noqa: F811
                                                                          tmp_path, ruleset):
    """GM → GM command… applied, then File → Export log… as Markdown: the entry read "Zombie is moved to 奈落
    (Tartarus) (GM override) *(GM override)*", and in Japanese "ゾンビが奈落へ移動（NC裁定） *(GM override)*" (an
    English literal); it is marked as the log dock marks it, [GM]."""
    from PySide6.QtWidgets import QFileDialog
    w = generic_window(ruleset)
    play_on(w, 2)
    w.act["gm"].trigger()
    dialog = w.gm_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.which.setCurrentIndex(next(i for i, f in enumerate(dialog.forms)
                                      if dict(f.fixed).get("op") == "end_battle"))
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    dialog.close()
    entry = w.controller.session.log[-1]
    assert entry.override
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "log.md"), ""))
    try:
        for lang in ("lang_ja", "lang_en"):
            before = w.log.lines()[-1]
            w.act[lang].trigger()
            qtbot.waitUntil(lambda: w.log.lines()[-1] != before)      # (the dock tells the log again)
            w.act["export_log"].trigger()
            text = (tmp_path / "log.md").read_text(encoding="utf-8")
            line = next(t for t in text.splitlines() if t.startswith(f"{entry.index + 1}. "))
            shown = w.log.lines()[-1].split("\n")[0]               # the dock's entry: "3. [GM] …"
            assert line == shown and "GM override)*" not in line, (line, shown)
    finally:
        w.act["lang_en"].trigger()


def test_zones_offers_to_draw_a_weapon_by_its_name_in_the_gms_language(generic_window, qtbot):  # noqa: F811
    """Zones in Japanese, Asa's turn: the Now panel offered "Slingを構える" and Bren's "Daggerを構える", though
    their sheets name them 投石紐 and 短剣 (the log said 投石紐を構える once she had)."""
    from tests.ui.panel import offered
    from vtt.core.ruleset import ACT
    w = generic_window("zones")

    def draws(c):
        return [(a.who, cmd) for a in c.awaited() if a.kind == ACT
                for cmd in c.legal_commands(a.who) if cmd.type == "draw"]
    advance(w, lambda c: c.state.phase == "battle" and bool(draws(c)))
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        qtbot.waitUntil(lambda: any("を構える" in label for label in offered(w.now)))
        labels = [label for label in offered(w.now) if "を構える" in label]
        for who, cmd in draws(w.controller):
            weapon = next(x for x in w.controller.state.fighters[who].weapons if x["name"] == cmd.get("weapon"))
            assert any(weapon["name_ja"] in label for label in labels), (weapon, labels)
            assert not any(weapon["name"] in label for label in labels), (weapon, labels)
    finally:
        w.act["lang_en"].trigger()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_crash_banner_goes_once_its_battle_is_continued_and_discards_no_other(qtbot, tmp_path, ruleset):
    """Two battles left unsaved, the program killed during the second: the next start shows the Recover banner
    for it; the GM took it up from File → Continue a battle not saved instead. The banner stayed, and its
    Discard then threw away the journal of the OTHER battle (the newest one left, the continued one being on
    the table), which the banner had never offered."""
    import os
    from tests.ui.generic.conftest import window_on

    def left_unsaved(seed):
        w = window_on(registry.get(ruleset).demo_session(seed), tmp_path)
        qtbot.addWidget(w)
        play_on(w, 3)
        w.autosave()                                 # (written once the event loop turns)
        return w.autosave_path
    other = left_unsaved(1)
    os.utime(other, (1e9, 1e9))                       # left long ago
    crashed = left_unsaved(2)
    again = window_on(None, tmp_path)                 # the next start (neither window closed: no clean exit)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.banner.isVisible()
    again._fill_continue_menu()
    entry = next(a for a in again.menu_continue.actions() if a.isEnabled())
    entry.trigger()                                   # File → Continue a battle not saved → the newest
    assert again.autosave_path == crashed and not again.banner.isVisible()
    qtbot.mouseClick(again.discard_button, Qt.MouseButton.LeftButton)      # (were it still there)
    assert other.exists() and crashed.exists()


@pytest.mark.parametrize("ruleset, kind", [("hundred", "commit"), ("nechronica", "react"), ("nechronica", "act")])
def test_the_now_panels_heading_lists_names_as_japanese_writes_a_list(generic_window, qtbot, ruleset,  # noqa: F811
                                                                      kind):
    """Language → 日本語: the Now panel's heading read 'まだ伏せていない（全員がそろうまで非公開）: アレン, ミラ, トビン…'
    (hundred's cards to lay), '割り込み: ゾンビ, ソルジャー, グール…' (Nechronica's reactions), '手番: リリィ, マリア', an English list
    in a Japanese sentence; the table view writes アレン、ミラ with a full-width colon (9dade0f)."""
    w = generic_window(ruleset)
    advance(w, lambda c: bool(c.awaited()) and c.awaited()[0].kind == kind
            and len({a.who for a in c.awaited() if a.who and a.kind == kind}) > 1
            and (kind != "react" or c.awaited()[0].window is None or c.awaited()[0].window.phrase is None))
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        qtbot.waitUntil(lambda: "、" in w.now.heading.text(), timeout=3000)
        heading = w.now.heading.text()
        assert ", " not in heading and ": " not in heading and "：" in heading, heading
    finally:
        w.act["lang_en"].trigger()
    qtbot.waitUntil(lambda: ", " in w.now.heading.text(), timeout=3000)     # English keeps its own


def test_hundreds_take_cover_is_said_in_the_gms_language(generic_window, qtbot):  # noqa: F811
    """Hundred in Japanese, Aren's turn: the Now panel offered 「1 行動：take cover」 and the log then said
    「アレン の行動：take cover」; the action the rules offer is a word of the catalog (what a GM types for
    an action of her own stays as typed)."""
    from tests.ui.panel import offered, press
    from vtt.core.ruleset import ACT
    w = generic_window("hundred")
    c = w.controller

    def cover(c):
        return next((cmd for a in c.awaited() if a.kind == ACT for cmd in c.legal_commands(a.who)
                     if cmd.type == "act" and cmd.get("what") == "take cover"), None)
    advance(w, lambda c: cover(c) is not None)
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        qtbot.waitUntil(lambda: any(t.startswith("行動") or "行動：" in t for t in offered(w.now)), timeout=3000)
        labels = [t for t in offered(w.now) if "行動：" in t and "戦闘行動" not in t]
        assert labels and not any("take cover" in t for t in labels), labels
        press(qtbot, w.now, labels[0])
        qtbot.waitUntil(lambda: "の行動：" in w.log.lines()[-1])
        assert "take cover" not in w.log.lines()[-1], w.log.lines()[-1]
    finally:
        w.act["lang_en"].trigger()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_battles_name_is_said_in_the_gms_language(generic_window, qtbot, monkeypatch, tmp_path,  # noqa: F811
                                                      ruleset):
    """Language → 日本語: the window's title, the table view's (F5) and the exported log's heading named the
    battle in English ("Ambush at the crossroads — 百枚カードのイニシアチブ — vtt", "卓表示 — Ambush at the
    crossroads"), though its scenario names it in Japanese too (十字路の待ち伏せ), as File → Continue does."""
    from PySide6.QtWidgets import QFileDialog
    w = generic_window(ruleset)
    s = w.controller.session
    name, name_ja = s.state.name, getattr(s.state, "name_ja", None) or s.scenario.name_ja
    assert name_ja and name_ja != name
    w.act["table"].trigger()
    table = w.table_view
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "log.md"), ""))
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        w.act["export_log"].trigger()
        heading = (tmp_path / "log.md").read_text(encoding="utf-8").splitlines()[0]
        for title in (w.windowTitle(), table.windowTitle(), heading):
            assert name_ja in title and name not in title, title
        w.act["lang_en"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "&File")
        assert name in w.windowTitle() and name in table.windowTitle()
    finally:
        w.act["lang_en"].trigger()
        table.close()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_builder_lists_the_empty_sides_as_japanese_writes_a_list(qtbot, tmp_path, monkeypatch, japanese,
                                                                     ruleset):
    """File → New battle → Build an encounter… in Japanese: 「まだ始められない：まだ誰もいない陣営：パーティ, 敵」."""
    from tests.ui.test_builder import builder
    from vtt.workshop.library import Library
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    w = builder(qtbot, Library(tmp_path / "library"), ruleset)
    said = w.problem.text()
    assert "、" in said and ", " not in said, said
    w.close()
