"""#41: Nechronica's files name a doll, an enemy and a part as every ruleset's do (``name`` the English, ``name_ja``
the Japanese), so the one window tells each name in the interface language: switched with Language → 日本語 (the
menu's action, as the GM does), each place below shows the Japanese name, and the English again after English."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from tests.ui.test_gui_audit import _judge_window_with_rerolls    # (リリィ rolled a 4: a Judge window, her re-rolls)

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def japanese_menu(window, qtbot):
    """Language → 日本語 on the window's menu; English again afterwards."""
    def switch():
        window.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: window.menu_file.title() == "ファイル(&F)")
    yield switch
    window.act["lang_en"].trigger()


def _started(window):
    assert window.controller.do({"type": "start"})        # round 1, count 11: ノエル acts (in 花園, with マリア)
    return window.controller


# -- the doll sheet -------------------------------------------------------------------------------------------

def test_the_doll_sheet_names_her_her_parts_and_her_targets_in_japanese(window, japanese_menu, qtbot):
    c = _started(window)
    sheets = window.sheets
    sheets.show_participant("noel")
    sheet = sheets.current_sheet()
    tab = lambda: sheets.tabText(sheets.currentIndex())               # noqa: E731
    assert "Noel" in sheet.header.text() and "Noel" in tab()
    japanese_menu()
    qtbot.waitUntil(lambda: "ノエル" in sheet.header.text())
    assert "Noel" not in sheet.header.text()
    qtbot.waitUntil(lambda: "ノエル" in tab())
    parts = [sheet.tree.topLevelItem(i).child(j).text(0) for i in range(sheet.tree.topLevelItemCount())
             for j in range(sheet.tree.topLevelItem(i).childCount())]
    assert "のうみそ" in parts and "Brain" not in parts
    fist = c.state.fighters["noel"].part("p3")                          # こぶし: マリア stands within its reach
    assert fist.name_ja == "こぶし"
    sheet.select_part("p3")
    targets = [sheet.targets.itemText(i) for i in range(sheet.targets.count())]
    assert any("マリア" in t for t in targets) and not any("Maria" in t for t in targets)


def test_the_sheets_tabs_and_the_friendly_fire_question_name_them_in_japanese(window, japanese_menu, qtbot,
                                                                              monkeypatch):
    from vtt.ui import ask
    _started(window)
    japanese_menu()
    sheets = window.sheets
    qtbot.waitUntil(lambda: any("リリィ" in sheets.tabText(i) for i in range(sheets.count())))
    assert not any("Lily" in sheets.tabText(i) for i in range(sheets.count()))
    sheets.show_participant("noel")
    sheet = sheets.current_sheet()
    asked = []
    monkeypatch.setattr(ask, "yes_or_no", lambda parent, title, text, default_yes=False: asked.append(text))
    sheet.select_part("p3")
    sheet.targets.setCurrentIndex(next(i for i in range(sheet.targets.count())
                                       if sheet.targets.itemData(i).get("target") == "maria"))
    assert not sheet.use_selected()
    assert len(asked) == 1 and "ノエル" in asked[0] and "マリア" in asked[0]


# -- the battle flow panel ------------------------------------------------------------------------------------

def test_the_flow_panel_names_who_acts_and_who_may_wait_in_japanese(window, japanese_menu, qtbot):
    _started(window)
    flow = window.extras["flow"]
    japanese_menu()
    qtbot.waitUntil(lambda: "ノエル" in flow.actors.text())
    assert "Noel" not in flow.actors.text()
    assert "ノエル" in flow.wait_buttons["noel"].text()
    madness = [flow.madness_row.itemAt(i).widget().text() for i in range(flow.madness_row.count())]
    assert sorted(madness) == sorted(["リリィ", "ユキ", "マリア", "ノエル"])


def test_the_flow_panel_s_stack_reactions_and_re_rolls_name_them_in_japanese(window, japanese_menu, qtbot):
    c = window.controller
    _judge_window_with_rerolls(window)
    flow = window.extras["flow"]
    japanese_menu()
    part = c.state.fighters["lily"].part("p13")
    stack = lambda: [flow.stack_list.item(i).text() for i in range(flow.stack_list.count())]      # noqa: E731
    qtbot.waitUntil(lambda: any(t.startswith("リリィ") and f"【{part.name_ja}】" in t for t in stack()))
    assert not any("Lily" in t or part.name in t for t in stack())
    rerolls = [flow.reroll_row.itemAt(i).widget().text() for i in range(flow.reroll_row.count())]
    assert rerolls and flow.reroll_caption.text().startswith("リリィの振り直し")        # (whose: said once, over them)
    reactions = [flow.reactions.item(i).text() for i in range(flow.reactions.count())]
    names = {p.name_ja for p in c.state.fighters.values()}
    assert reactions and all(t.split(":")[0] in names for t in reactions)
    assert not any(p.name in t for p in c.state.fighters.values() for t in reactions)


# -- the Now panel ----------------------------------------------------------------------------------------------

def test_the_now_panel_tells_her_two_parts_of_one_name_apart_in_either_language(window, japanese_menu, qtbot):
    """Noel's two 【Bone】 on her legs each move her: the Now panel read "【Bone】 → 煉獄 (Limbo)" for both (one row
    hid the other), as the drop's menu did before it told them apart (#39). Each row says which of them it is (the
    ruleset's command text); a part whose name is hers alone reads as before."""
    from tests.ui.panel import click, offered
    c = window.controller
    click(qtbot, window.now.buttons["Start the battle"])
    assert [a.who for a in c.awaited()][:1] == ["noel"]
    rows = lambda: [b.text() for b in window.now.buttons.values()] + list(offered(window.now))     # noqa: E731
    bones = [cmd for cmd in c.legal_commands("noel") if cmd.type == "use" and cmd.get("to") == "limbo"
             and c.state.fighters["noel"].part(cmd.get("part")).name == "Bone"]
    assert len(bones) == 2
    for no in (1, 2):
        assert any(t.endswith(f"【Bone】 (Legs, no. {no}) → 煉獄 (Limbo)") for t in rows())
    assert f"【Bone】 (Legs, no. 1) → 煉獄 (Limbo)" == c.command_text(bones[0])
    assert not any(t.endswith("【Bone】 → 煉獄 (Limbo)") for t in rows())
    assert any(t.endswith("【Jaw】 → Maria") for t in rows())                         # hers alone: as before
    japanese_menu()
    qtbot.waitUntil(lambda: any(t.endswith("【ほね】（脚・2つ目） → 煉獄") for t in rows()))
    assert any(t.endswith("【ほね】（脚・1つ目） → 煉獄") for t in rows())
    assert any(t.endswith("【あご】 → マリア") for t in rows())
    assert c.command_text(bones[1]) == "【ほね】（脚・2つ目） → 煉獄"


# -- the area map (the generic line map) ----------------------------------------------------------------------

def test_the_map_s_markers_and_its_move_menu_name_them_in_japanese(window, japanese_menu, qtbot):
    c = _started(window)
    assert window.map.look_of("lily").label == "Lily"
    japanese_menu()
    qtbot.waitUntil(lambda: window.map.look_of("lily").label == "リリィ")
    assert window.map.look_of("ghoul").label == "グール" and "リリィ" in window.map.tooltip("lily")
    move = next(cmd for cmd in c.legal_commands("noel") if cmd.type == "use" and cmd.get("to"))
    assert window.map.command_label(move).startswith("ノエル: 【")
    assert c.state.fighters["noel"].part(move.get("part")).name_ja in window.map.command_label(move)


# -- the table view's panel -----------------------------------------------------------------------------------

def test_the_table_view_s_doll_cards_and_last_roll_name_them_in_japanese(window, japanese_menu, qtbot):
    _judge_window_with_rerolls(window)
    window.act["table"].trigger()
    t = window.table_view
    qtbot.waitExposed(t)
    assert t.cards.texts()[0] == "Lily" and t.roll.text().startswith("Lily")
    japanese_menu()
    qtbot.waitUntil(lambda: t.cards.texts()[0] == "リリィ")
    assert [card.texts()[0] for card in t.cards.cards.values()] == ["リリィ", "ユキ", "マリア", "ノエル"]
    assert t.roll.text().startswith("リリィ")
    t.close()


# -- the damage tracks' segments --------------------------------------------------------------------------------

def test_a_track_s_segments_are_her_parts_named_in_every_language(window, japanese_menu, qtbot):
    """The view's tracks name her parts as the rules tell names: whatever draws a segment tells it in the
    interface language (the generic sheet's tracks, the zone map's cards)."""
    c = window.controller
    head = c.view().token("lily").tracks[0]
    assert head.name.key == "head" and c.text(head.segments[0].label) == "Brain"
    japanese_menu()
    assert c.text(head.segments[0].label) == "のうみそ"


# -- the print dialog's list of dolls -----------------------------------------------------------------------------

def test_the_print_dialog_lists_the_dolls_in_japanese(window, japanese_menu, monkeypatch):
    from vtt.ui.nechronica import print_dialog
    offered = []

    def pick(dialog):
        offered.append([box.text() for box in dialog.checks])
        return QDialog.DialogCode.Rejected
    monkeypatch.setattr(print_dialog.PickSheetsDialog, "exec", pick)
    japanese_menu()
    window.act["print"].trigger()
    assert offered == [["リリィ", "ユキ", "マリア", "ノエル"]]


# -- the simulator's report -------------------------------------------------------------------------------------

def test_the_simulator_s_report_names_the_dolls_and_enemies_in_japanese(window, japanese_menu, qtbot):
    from vtt.ui.simulate_dialog import SimulateDialog
    japanese_menu()
    window.act["simulate"].trigger()
    [dlg] = [d for d in window.findChildren(SimulateDialog) if d.isVisible()]
    dlg.battles.setValue(4)
    dlg.workers.setValue(1)
    with qtbot.waitSignal(dlg.report_ready, timeout=60000) as blocker:
        dlg.start()
    report = blocker.args[0]
    assert report["dolls"]["lily"]["name_ja"] == "リリィ" and report["dolls"]["lily"]["name"] == "Lily"
    text = dlg.text.toPlainText()
    assert "リリィ（lily）" in text and "ゾンビ（zombies" in text and "Lily" not in text and "Zombie" not in text
    dlg.close()
