"""Pending decisions and the dice box's refusals in the interface language: the flow panel asks where a
doll is hit and which parts are damaged in Japanese after a language switch (and in the English it did
before), and a bad dice-box entry says why in Japanese."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QCheckBox

from vtt.ui.dice_box import DiceBox
from vtt.ui.nechronica.flow_panel import FlowPanel
from vtt.ui.i18n import install_language

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

WHERE_EN = "<b>Lily</b> is hit — the defender chooses where she is hit"
WHERE_JA = "<b>リリィ</b>に命中：防御側が命中箇所を選ぶ"
PARTS_EN = "<b>Lily</b> chooses 2 part(s) to damage in her torso"
PARTS_JA = "<b>リリィ</b>が胴のパーツを2個選んで損傷させる"    # her name once, in bold


@pytest.fixture
def hit(controller, shown):
    """The ghoul's 【食らいつく】 hits リリィ with a 6: she chooses where she is hit (the flow panel asks)."""
    c = controller
    flow = shown(FlowPanel(c), 420, 700)
    for cmd in ({"type": "override", "op": "move", "target": "lily", "area": "hades"},
                {"type": "override", "op": "set_count", "count": 8},
                {"type": "use", "actor": "ghoul", "part": "p0", "target": "lily"}):
        assert c.do(cmd)
    c.session.pending_dice = [6]                          # the attack check: 6, the defender's choice
    _pass_windows(c)
    assert c.state.prompts[0].kind == "location" and flow.prompt_box.isVisible()
    return c, flow


def _pass_windows(c):
    while c.state.window is not None:
        assert c.do({"type": "pass"})


def _hit_in_the_torso(c):
    """リリィ chooses her torso; the Damage window passes: she chooses the parts the 2 damage break."""
    assert c.do({"type": "choose", "actor": "lily", "location": "torso"})
    _pass_windows(c)
    assert c.state.prompts[0].kind == "parts"


def test_where_she_is_hit_and_which_parts_break_are_asked_in_japanese(hit, qtbot):
    c, flow = hit
    assert flow.prompt_text.text() == WHERE_EN
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: flow.prompt_text.text() == WHERE_JA)
        _hit_in_the_torso(c)
        assert flow.prompt_text.text() == PARTS_JA
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: flow.prompt_text.text() == PARTS_EN)


def test_the_english_decisions_are_unchanged(hit):
    c, flow = hit
    assert flow.prompt_text.text() == WHERE_EN
    _hit_in_the_torso(c)
    assert flow.prompt_text.text() == PARTS_EN
    assert c.session.snapshot()["prompts"][0]["text"] == "Lily chooses 2 part(s) to damage in her torso"


def test_an_answered_choice_takes_its_buttons_away_at_once(hit):
    """The location buttons leave the box as soon as she has chosen, not when Qt gets round to deleting
    them: out of their layout they would sit over the next question (and hide it) until then."""
    from PySide6.QtWidgets import QPushButton
    c, flow = hit
    buttons = [b for b in flow.prompt_box.findChildren(QPushButton) if b.objectName().startswith("choose_")]
    assert len(buttons) == 4 and all(b.isVisible() for b in buttons)
    _hit_in_the_torso(c)                              # no event loop runs in between
    assert not any(b.isVisible() for b in buttons)
    assert flow.prompt_text.isVisible() and flow.confirm_button.isVisible()


def test_a_long_effect_wraps_instead_of_widening_the_dock(hit):
    """【せぼね】's effect is the longest of リリィ's torso: it wraps beside its box, so the question, the
    parts and Confirm stay in a 300 px dock (the flow panel never scrolls sideways)."""
    from PySide6.QtWidgets import QScrollArea
    c, flow = hit
    _hit_in_the_torso(c)
    box = flow.findChild(QCheckBox, "part_p6")
    assert box.text() == "【Spine】" and box.toolTip().startswith("A maneuver used at a later count")   # (its effect_en)
    assert flow.findChild(QScrollArea).widget().minimumSizeHint().width() <= 300


def test_a_bad_dice_box_entry_says_why_in_the_interface_language(shown, qtbot):
    box = shown(DiceBox(rng=random.Random(1)), 360, 300)

    def enter(text: str) -> str:
        box.expression.setText(text)
        assert box.roll() is None
        return box.said.text()                          # (the box says why under the entry)

    garbage_en = enter("3NC+")
    assert garbage_en.startswith("⚠ unknown dice command '3NC+': a number was expected; expected nNC±m")
    try:
        assert install_language("ja")
        # the entry refused in English is told again in Japanese
        qtbot.waitUntil(lambda: box.said.text().startswith("⚠ ダイスコマンド'3NC+'は読めない："))
        assert box.said.text() == ("⚠ ダイスコマンド'3NC+'は読めない：数値があるべき位置にない。"
                                   "使えるのはnNC±m（判定）、nNA±m（攻撃判定）、NM・NMN・NME（例：2NA+1）")
        assert enter("201NC") == "⚠ '201NC'はダイスを201個振る：振れるのは200個まで（BCDiceの上限）"
        assert enter("2NC=7") == "⚠ 2NCはダイスを2個振るが、入力された出目は1個"
        box.expression.setText("200NC")                        # BCDice's limit itself rolls
        assert box.roll() is not None
        assert enter("2NC=7,x") == "⚠ ダイスの出目'x'は1〜10の整数ではない"
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: box.said.text() == "⚠ die value 'x' is not a whole number from 1 to 10")
    assert enter("2NC=7") == "⚠ 2NC rolls 2 dice but 1 was entered"
    assert enter("201NC") == "⚠ '201NC' rolls 201 dice; at most 200 (BCDice's limit)"
    assert enter("3NC+") == garbage_en
