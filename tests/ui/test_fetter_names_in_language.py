"""A fetter's target that is a sister of the battle (her file gives both names: Lily's fetter to ユキ) reads in the
interface language: the English window showed 「ユキ」 and 「マリア」 on Lily's sheet, in the madness form at the round's
end and on the re-roll buttons (#39, played). A target that is no one of the battle (her treasure, a memory) reads as
written; the log's sentences and the Now panel's re-roll follow too."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QSpinBox

from tests.ui.test_gui_audit import _judge_window_with_rerolls


def sheet_fetters(w, who):
    w.sheets.show_participant(who)
    tree = w.sheets.current_sheet().fetters
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def to_the_round_end_madness(w):
    assert w.controller.do({"type": "start"})
    for p in w.controller.state.fighters.values():   # everyone done: the round ends at the next count
        assert w.controller.do({"type": "override", "op": "set_ap", "target": p.id, "ap": 0})
    while w.controller.state.phase == "battle" and not w.controller.state.prompts:
        assert w.controller.do({"type": "next_count"})
    pr = w.controller.state.prompts[0]
    assert pr.kind == "fetters"
    return pr


def test_the_sheet_and_the_re_rolls_name_her_sisters_in_english_and_in_japanese(window, qtbot):
    w = window
    _judge_window_with_rerolls(w)
    QApplication.processEvents()
    assert sheet_fetters(w, "lily") == ["たからもの(赤いリボン) ♥", "Yuki", "Maria"]
    flow = w.extras["flow"]
    buttons = [flow.reroll_row.itemAt(i).widget().text() for i in range(flow.reroll_row.count())]
    assert buttons[1:] == ["Yuki ●●●○", "Maria ●●○○"], buttons
    now = [b.text() for b, c in w.now.commands.items() if c.type == "reroll"]
    assert not any("ユキ" in t or "マリア" in t for t in now), now
    w.act["lang_ja"].trigger()
    try:
        qtbot.waitUntil(lambda: sheet_fetters(w, "lily")[1:] == ["ユキ", "マリア"])
        qtbot.waitUntil(lambda: flow.reroll_row.count() == 3 and
                        flow.reroll_row.itemAt(1).widget().text() == "ユキ ●●●○")
    finally:
        w.act["lang_en"].trigger()


def test_the_madness_form_and_the_log_name_her_sisters_in_english(window, qtbot):
    w = window
    pr = to_the_round_end_madness(w)
    who = w.controller.state.fighters[pr.chooser]
    flow = w.extras["flow"]
    sisters = {f.name_ja: f.name for f in w.controller.state.fighters.values() if f.name_ja}
    shown = [i for i in pr.options if i != "overflow" and who.fetters[i].target in sisters]
    assert shown
    for i in shown:
        label = flow.findChild(QLabel, f"fetter_label_{i}")
        assert label.text().startswith(sisters[who.fetters[i].target] + " ("), label.text()
    i, n = shown[0], len(w.controller.session.log)
    flow.findChild(QSpinBox, f"fetter_{i}").setValue(pr.count)
    qtbot.mouseClick(flow.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(w.controller.session.log) == n + 1)
    last = w.log.lines()[-1]
    assert sisters[who.fetters[i].target] in last and who.fetters[i].target not in last, last
