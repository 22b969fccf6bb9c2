"""Defects met playing whole fights of Nechronica's and hundred's demos as a GM would (#39, played under Xvfb at
1920×1080 with real clicks and keys), each reproduced here through what the GM touches."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tests.ui.generic.conftest import advance
from tests.ui.generic.test_sheets_file_names import previews  # noqa: F401  (the fixture)
from tests.ui.test_one_window import RULESETS, ROLLS, asks, make  # noqa: F401  (the fixtures)
from vtt.core.free_roll import FREE_ROLL
from vtt.core.i18n import round_phrase
from vtt.core.ruleset import ACT, CHOOSE


def acting(w):
    return [a.who for a in w.controller.view().awaited if a.kind in (ACT, CHOOSE) and a.who]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_sheet_follows_who_acts_after_an_undo_and_a_redo(make, qtbot, ruleset):  # noqa: F811
    """The GM had looked at another's sheet (an enemy's, to react with it), then Edit → Undo: the battle went back,
    the sheet stayed where she had left it, not on who acts now; Edit → Redo the same. After either the sheet
    shows who acts, as after a command that hands the turn on."""
    w = make(ruleset)
    advance(w, lambda c: bool(acting(w)))
    now = acting(w)[0]
    qtbot.keyClicks(w.dice.expression, ROLLS[ruleset])           # a free roll: a command that hands nothing on
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    assert w.controller.session.log[-1].command.type == FREE_ROLL
    for undo in (True, False):
        w.act["next_sheet"].trigger()                            # the GM looks at someone else's sheet
        assert w.sheets.current_participant() != now
        w.act["undo" if undo else "redo"].trigger()
        assert acting(w)[0] == now
        assert w.sheets.current_participant() == now, (undo, w.sheets.current_participant())


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("steps", [3, 120])
def test_the_exported_log_heads_each_round_where_it_begins_in_both_formats(make, asks, ruleset, steps,  # noqa: F811
                                                                           tmp_path):
    """ashes' exported log (File → Export log…) had no round headings: its first round is opened by no event (the
    battle begins in it), so a fight still in round 1 had none, and a longer one headed round 1 only at the record
    that ended it; the text export headed no round in any ruleset. Each round is headed where it begins, the same
    way in every ruleset and both formats, the first before the log's first entry."""
    w = make(ruleset)
    c = w.controller
    advance(w, lambda c: len(c.session.log) >= steps or c.ruleset.outcome(c.state) is not None)
    reached = c.ruleset.round(c.state)
    titles = [c.ruleset.text(round_phrase(r)) for r in range(1, reached + 1)]
    for name in ("log.md", "log.txt"):
        asks.files(tmp_path / name)
        w.act["export_log"].trigger()
        lines = (tmp_path / name).read_text(encoding="utf-8").splitlines()
        heads = [ln.removeprefix("## ") for ln in lines if ln.removeprefix("## ") in titles]
        assert heads == titles, (name, heads, titles)
        assert "\n\n\n" not in (tmp_path / name).read_text(encoding="utf-8"), name     # (one blank line at most)
        first_entry = next(i for i, ln in enumerate(lines) if re.match(r"\s*1(\.|  )", ln))
        assert lines.index(("## " if name.endswith(".md") else "") + titles[0]) < first_entry, name


@pytest.mark.parametrize("ruleset", RULESETS)
def test_sheets_printed_to_a_file_go_beside_the_battle_else_in_the_documents_folder(make, asks, previews,  # noqa: F811
                                                                                   monkeypatch, tmp_path, ruleset):
    """Nechronica's File → Print… → Print to File (PDF) wrote to the folder the program was started from; the log
    and the exported PDF were offered beside the battle's file. Every ruleset's sheets go where its log goes."""
    from PySide6.QtCore import QStandardPaths
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda where: str(documents))
    w = make(ruleset)
    asks.files(tmp_path / "unused.pdf")
    w.act["print"].trigger()                                      # File → Print sheets…, a battle never saved
    offered = [file for _, file in previews] + asks.folders
    assert offered == [str(documents / "sheets.pdf")], offered
    previews.clear(), asks.folders.clear()
    asks.files(tmp_path / "games" / "fight.json")
    (tmp_path / "games").mkdir()
    w.act["save"].trigger()
    asks.folders.clear()
    w.act["print"].trigger()
    w.act["export_log"].trigger()
    assert [file for _, file in previews] + asks.folders == [str(tmp_path / "games" / "fight-sheets.pdf"),
                                            str(tmp_path / "games" / "fight-log.md")]


JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_a_mad_effect_says_what_it_does_in_the_window_s_language(window, qtbot):
    """Nechronica in English: the fetters' mad effects had English names, but what they do was said in Japanese
    only — a fetter table rolled in the dice box (NM: 「姉妹への未練表(3) ＞ 【依存】[発狂:幼児退行]最大行動値が減少する
    (-2)」), and the log's round-end madness named the effect in Japanese ("— mad: 過剰競争"). In English they are
    the tables' English (ours: seed 000 has no fetter table; docs/rulings.md), and a mad fetter's tooltip on the
    sheet says what its effect does; in Japanese, BCDice's words as before."""
    from tests.ui.test_fetter_names_in_language import to_the_round_end_madness
    from tests.ui.test_nechronica_words import drive_mad
    w = window
    qtbot.keyClicks(w.dice.expression, "NM=3")                       # the fetter table, its die rolled at the table
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    rolled = w.log.lines()[-1]
    assert "Infantile Regression" in rolled and "maximum action points are reduced (-2)" in rolled, rolled
    assert not JAPANESE.search(rolled), rolled
    w.sheets.show_participant("lily")
    drive_mad(w, w.sheets.current_sheet(), 2)                        # her fetter to Maria (対抗): 過剰競争
    tree = w.sheets.current_sheet().fetters
    tip = tree.topLevelItem(2).toolTip(3)
    assert tip.startswith("Mad: Overcompetition\n") and "extra madness point" in tip and not JAPANESE.search(tip), tip
    w.act["lang_ja"].trigger()
    try:
        qtbot.waitUntil(lambda: w.log.lines()[-2].endswith("姉妹への未練表(3) ＞ 【依存】[発狂:幼児退行]最大行動値が減少する(-2)"))
        qtbot.waitUntil(lambda: w.sheets.current_sheet().fetters.topLevelItem(2).toolTip(3).endswith(
            "任意の未練に狂気点を追加で得る。"))
    finally:
        w.act["lang_en"].trigger()
    w.act["undo"].trigger()                                          # her fetter to Maria at 2 again; set to 3
    sub = next(a.menu() for a in w.sheets.current_sheet().fetter_menu(2).actions() if a.menu() is not None)
    next(a for a in sub.actions() if a.text().startswith("3")).trigger()
    to_the_round_end_madness(w)
    flow = w.extras["flow"]
    from PySide6.QtWidgets import QSpinBox
    qtbot.waitUntil(lambda: flow.findChild(QSpinBox, "fetter_2") is not None)
    pr = w.controller.state.prompts[0]
    if pr.chooser != "lily":
        pytest.skip("the demo's first madness is another's")
    flow.findChild(QSpinBox, "fetter_2").setValue(pr.count)
    n = len(w.controller.session.log)
    qtbot.mouseClick(flow.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(w.controller.session.log) == n + 1)
    assert w.log.lines()[-1].endswith("mad: Overcompetition"), w.log.lines()[-1]


def test_a_part_s_effect_reads_in_the_window_s_language_in_the_log_and_the_reactions(window, qtbot):
    """Nechronica in English: Noel's 【Bone】 moved her — the log said "…: 移動1" and the flow panel's reactions
    "Lily: 【Tentacles】 移動妨害1 on Noel" though the parts' files give their English (effect_en: Move 1), which the
    doll sheet showed. The log and the panel say it as the sheet does; in Japanese, the rulebook's words."""
    w = window
    qtbot.keyClick(w.now, Qt.Key.Key_Space)                             # Start the battle
    qtbot.waitUntil(lambda: bool(w.controller.state.phase == "battle"))
    bone = next(b for b, c in w.now.commands.items() if c.type == "use" and c.get("to") == "limbo"
                and w.controller.state.fighters["noel"].part(c.get("part")).name == "Bone")
    qtbot.mouseClick(bone, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Move 1" in " ".join(w.log.lines()))
    assert "移動1" not in " ".join(w.log.lines())
    flow = w.extras["flow"]
    reactions = [flow.reactions.item(i).text() for i in range(flow.reactions.count())]
    tentacles = [t for t in reactions if "Tentacles" in t]
    assert tentacles and not any(JAPANESE.search(t.split("】", 1)[1].split(" on ")[0]) for t in tentacles), tentacles
    w.act["lang_ja"].trigger()
    try:
        qtbot.waitUntil(lambda: "移動1" in w.log.lines()[-1])
    finally:
        w.act["lang_en"].trigger()


def test_a_physical_d10_s_0_typed_is_read_as_10_in_nechronica(window, qtbot):
    """Nechronica's demo, Yuki's 【Handgun】 on the zombies with the d10 rolled at the table showing 0 (its 10): the
    dice box, which says "a d10's 0 is 10", refused it ("0 cannot be a d10: Yuki's attack 1d10"). Every die of
    Nechronica is a d10: a 0 typed is 10, as in ashes and hundred."""
    w = window
    qtbot.keyClick(w.now, Qt.Key.Key_Space)                             # Start the battle
    qtbot.waitUntil(lambda: w.controller.state.phase == "battle")
    c = w.controller
    for who in ("noel", "lily", "maria"):                              # (done for the round: Yuki acts next)
        assert c.do({"type": "override", "op": "set_ap", "target": who, "ap": 0})
    while not any(a.who == "yuki" for a in c.awaited() if a.kind == ACT):
        assert c.do({"type": "next_count"})
    qtbot.mouseClick(w.dice.physical, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(w.dice.physical, "0")
    qtbot.keyClick(w.dice.physical, Qt.Key.Key_Return)
    shot = next(b for b, cmd in w.now.commands.items() if cmd.type == "use" and cmd.get("target") == "zombies")
    n = len(c.session.log)
    qtbot.mouseClick(shot, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.session.log) == n + 1)
    while c.awaited() and c.awaited()[0].kind != ACT:                   # the windows pass: the roll is made
        qtbot.keyClick(w.now, Qt.Key.Key_Space)
        if any(10 in (r.command.dice or ()) for r in c.session.log[n:]):
            break
    assert any(list(r.command.dice or ()) == [10] for r in c.session.log[n:]), [r.command.dice for r in c.session.log[n:]]


def test_the_battle_flow_on_a_narrow_dock_is_never_scrolled_sideways(window, qtbot):
    """Nechronica's demo reopened with its docks as the GM had left them (the Battle flow dock narrower than its
    panel at a reaction window): the panel was scrolled sideways to bring Pass into sight — its left edge cut:
    "ound 1 · count 8 · Battle", "apid window open". It scrolls up and down only."""
    from PySide6.QtWidgets import QApplication, QDockWidget
    w = window
    flow = w.extras["flow"]
    dock = next(d for d in w.findChildren(QDockWidget) if flow in d.findChildren(type(flow)))
    qtbot.keyClick(w.now, Qt.Key.Key_Space)                             # Start the battle
    qtbot.waitUntil(lambda: w.controller.state.phase == "battle")
    c = w.controller
    assert c.do(next(cmd for cmd in c.legal_commands("noel") if cmd.type == "use" and cmd.get("to") == "limbo"))
    qtbot.waitUntil(flow.window_box.isVisible)                          # a Rapid window is open
    w.resizeDocks([dock], [60], Qt.Orientation.Horizontal)             # the dock as narrow as it goes
    QApplication.processEvents()
    assert flow.scroll.widget().width() > flow.scroll.viewport().width()     # (the panel is wider than its dock)
    qtbot.keyClicks(w.dice.expression, "NC=5")                         # a free roll: the panel is drawn again
    qtbot.keyClick(w.dice.expression, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.session.log[-1].command.type == FREE_ROLL)
    QApplication.processEvents()
    assert flow.window_box.isVisible() and flow.scroll.horizontalScrollBar().value() == 0
