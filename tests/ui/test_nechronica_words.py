"""Found in play (#39): Nechronica's English window showed Japanese on the doll sheet — the Range column (自身, 0〜1)
and the fetters' emotions (依存, 対抗) and mad effects (幼児退行) — and the table view's cards the mad effects; a part
with no cost showed "—" on the printed sheet but no range "-". The words are the fetter tables' English (our own:
the fan translation, seed 000, names none; docs/rulings.md) and the catalog's (自身 ↔ Self, 0〜1 ↔ 0–1)."""
from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff〜]")


def column(tree, col):
    return [tree.topLevelItem(i).text(col) for i in range(tree.topLevelItemCount())] + [
        tree.topLevelItem(i).child(j).text(col) for i in range(tree.topLevelItemCount())
        for j in range(tree.topLevelItem(i).childCount())]


def drive_mad(w, sheet, index):
    """The GM sets a fetter's madness to 4 from the sheet's menu (Set madness on … → 4)."""
    sub = next(a.menu() for a in sheet.fetter_menu(index).actions() if a.menu() is not None)
    next(a for a in sub.actions() if a.text().startswith("4")).trigger()
    QApplication.processEvents()


def test_the_doll_sheet_says_ranges_emotions_and_mad_effects_in_the_window_s_language(window, qtbot):
    w = window
    w.sheets.show_participant("lily")
    sheet = w.sheets.current_sheet()
    drive_mad(w, sheet, 2)                               # Lily's fetter to Maria (対抗) goes mad: 過剰競争
    sheet = w.sheets.current_sheet()
    ranges = [t for t in column(sheet.tree, 3) if t]
    assert "Self" in ranges and not any(JAPANESE.search(t) for t in ranges), ranges
    emotions, mad = column(sheet.fetters, 1), column(sheet.fetters, 3)
    assert emotions == ["Dependence", "Dependence", "Rivalry"], emotions
    assert mad == ["", "", "Overcompetition"], mad
    w.act["lang_ja"].trigger()
    try:
        qtbot.waitUntil(lambda: column(w.sheets.current_sheet().fetters, 1) == ["依存", "依存", "対抗"])
        sheet = w.sheets.current_sheet()
        assert column(sheet.fetters, 3) == ["", "", "過剰競争"]
        assert "自身" in column(sheet.tree, 3)
    finally:
        w.act["lang_en"].trigger()
    qtbot.waitUntil(lambda: column(w.sheets.current_sheet().fetters, 1)[2] == "Rivalry")


def test_the_table_view_s_cards_say_a_mad_effect_in_english(window, qtbot):
    w = window
    w.sheets.show_participant("lily")
    drive_mad(w, w.sheets.current_sheet(), 2)
    w.act["table"].trigger()
    tv = w.table_view
    qtbot.waitUntil(lambda: any("mad" in t for t in tv.cards.texts()))
    mad = [t for t in tv.cards.texts() if "mad" in t]
    assert mad == ["Maria — mad: Overcompetition"], mad
    tv.close()


def test_a_part_without_a_cost_or_a_range_shows_one_mark_for_none(window):
    """The sheet's parts table (in the window and printed) marks "none" one way: NONE_MARK."""
    from vtt.rules.nechronica.terms import NONE_MARK
    from vtt.ui.nechronica.sheet_render import _range_text
    from vtt.ui.nechronica.markers import cost_text
    w = window
    w.sheets.show_participant("lily")
    sheet = w.sheets.current_sheet()
    parts = w.controller.state.fighters["lily"].parts
    none_range = [p for p in parts if p.range.strip() in ("-", "")]
    no_cost = [p for p in parts if p.cost is None]
    assert none_range and no_cost
    assert {_range_text(p) for p in none_range} == {cost_text(p) for p in no_cost} == {NONE_MARK}
    ranges, costs = column(sheet.tree, 3), column(sheet.tree, 2)
    assert "-" not in ranges and NONE_MARK in ranges and NONE_MARK in costs
