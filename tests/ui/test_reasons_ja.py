"""The rules' reasons for refusing a command in the interface language: the status bar after a refused
drop or command, and the tooltips of the count track, the flow panel and the doll sheet."""
from __future__ import annotations

import pytest

from vtt.ui.nechronica.doll_sheet import KEY_ROLE
from vtt.ui.i18n import install_language

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

DROP_EN = "【Shoulder】 moves 1 area(s); 奈落 (Tartarus) is 3 away"     # (かた: #41, names in each language)
DROP_JA = "【かた】の移動は1エリアまで：奈落は3エリア先"
WAIT_JA = "リリィの行動値は10、今はカウント11：行動値とカウントが等しいときに行動する [行動 (acting)]"
NEXT_EN = "Noel still act(s) at count 11: use a maneuver or wait"
NEXT_JA = "ノエルはまだカウント11で行動できる：マニューバを使うか待機する"


@pytest.fixture
def started(window):
    window.controller.do({"type": "start"})             # round 1, count 11: ノエル (in 花園) acts
    return window


def part_tip(window, pid: str, key: str) -> str:
    """The tooltip of her part's row once the mouse has come to it (a part not usable now says why when pointed
    at: asked of the session then)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest
    window.sheets.show_participant(pid)
    tree = window.sheets.sheets[pid].tree
    page = tree.viewport()
    QTest.mouseMove(page, QPoint(page.width() - 1, page.height() - 1))     # (from elsewhere first)
    for i in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(i)
        for item in [group, *(group.child(j) for j in range(group.childCount()))]:
            if item.data(0, KEY_ROLE) == key:
                tree.scrollToItem(item)
                QTest.mouseMove(page, tree.visualItemRect(item).center())
                tip = item.toolTip(0)
                QTest.mouseMove(window.map.viewport())            # the pointer off the sheet again (the next test's)
                return tip
    raise KeyError(key)


def test_a_refused_drop_says_why_in_japanese_and_in_english(started, qtbot):
    w = started
    try:
        assert install_language("ja")
        assert not w.map.drop_participant("noel", 0)              # 奈落: three areas away
        assert w.error_label.toolTip() == DROP_JA
        assert not w.controller.do({"type": "wait", "actor": "lily"})           # not her count: the rule in brackets
        assert w.error_label.toolTip() == WAIT_JA
    finally:
        install_language("en")
    assert not w.map.drop_participant("noel", 0)
    assert w.error_label.toolTip() == DROP_EN


def test_a_drop_no_maneuver_can_make_is_refused_in_japanese(window):
    w = window
    soldiers = w.controller.state.fighters["soldiers"]                     # without 【行軍】 nothing moves them
    soldiers.parts = [p for p in soldiers.parts if not p.effects.move]
    w.controller.do({"type": "start"})
    try:
        assert install_language("ja")
        assert not w.map.drop_participant("soldiers", 1)
        assert w.error_label.toolTip() == "ソルジャーには今地獄へ移動できるマニューバがない"
    finally:
        install_language("en")


def test_the_next_count_tooltips_follow_the_language(started, qtbot):
    w = started
    assert w.order.next_button.toolTip() == NEXT_EN
    assert w.extras["flow"].next_button.toolTip() == NEXT_EN
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: w.order.next_button.toolTip() == NEXT_JA)
        qtbot.waitUntil(lambda: w.extras["flow"].next_button.toolTip() == NEXT_JA)
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: w.order.next_button.toolTip() == NEXT_EN)
    qtbot.waitUntil(lambda: w.extras["flow"].next_button.toolTip() == NEXT_EN)


def test_a_part_that_cannot_be_used_now_says_why_in_the_sheet(started, qtbot):
    w = started
    assert part_tip(w, "lily", "p3").endswith("she acts when her action points equal the count")   # こぶし
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: part_tip(w, "lily", "p3").endswith("行動値とカウントが等しいときに行動する"))
        # ノエル may act, but nobody stands within こぶし's range 0 once マリア has left 花園: the sheet
        # says so rather than the engine's message for a command without its target
        assert w.controller.do({"type": "override", "op": "move", "target": "maria", "area": "eden"})
        assert part_tip(w, "noel", "p3") == "今は有効な対象がいない"
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: part_tip(w, "noel", "p3") == "No legal target right now")


def test_a_sheet_names_each_location_once_in_japanese_and_in_both_languages_in_english(window, qtbot):
    def groups(w):
        w.sheets.show_participant("lily")
        tree = w.sheets.sheets["lily"].tree
        return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    w = window
    assert groups(w)[0] == "Head  頭  (4 intact)"
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: groups(w)[0].startswith("頭"))    # widgets retranslate on a posted event
        heads = groups(w)
        assert heads[0] == "頭  （無事 4）"
        assert len(heads) == 4
        assert not any(("腕  腕" in g or "胴  胴" in g or "脚  脚" in g) for g in heads)
    finally:
        install_language("en")


def test_a_mad_fetters_part_in_max_ap_is_told_in_the_interface_language(window, qtbot):
    w = window
    assert w.controller.do({"type": "override", "op": "madness", "target": "lily", "fetter": 0, "value": 4})   # 依存: -2
    w.sheets.show_participant("lily")
    ap = w.sheets.sheets["lily"].ap_label
    assert ap.text().endswith("Dependence (mad) -2)")
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: ap.text().endswith("依存（発狂） -2）"))
    finally:
        install_language("en")
