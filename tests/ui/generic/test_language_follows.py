"""#39, played under Xvfb: after Language → 日本語 the zones window's turn order still read "Grey wolf", "Asa",
"slow", "fast" until the next command: a widget drawn from a picture of its last drawing (rows.KeptPicture)
kept the English picture, the language being part of what it shows only when a command came. Every such
widget shows, right after the switch, what a fresh drawing of it shows."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from tests.ui.generic.conftest import advance
from vtt.ui.widgets.dice_tray import DiceTray
from vtt.ui.widgets.rows import KeptPicture

#: (ruleset, until): a moment where every kept widget of the ruleset shows names and words
MOMENTS = {
    "zones": lambda c: c.state.phase != "setup" and bool(c.view().order.entries),
    "ashes": lambda c: bool(c.view().order.entries) and bool(c.view().extra.get("effort")),
    "hundred": lambda c: bool(c.view().order.entries) and bool(c.view().extra.get("hands")),
}


@pytest.mark.parametrize("ruleset", list(MOMENTS))
def test_the_kept_pictures_follow_the_language_at_once(generic_window, qtbot, ruleset):
    w = generic_window(ruleset, 3, (1920, 1080))
    advance(w, MOMENTS[ruleset])
    qtbot.waitUntil(lambda: w.order is not None and w.order.isVisible())
    kept = [x for x in w.findChildren(QWidget) if isinstance(x, KeptPicture) and x.isVisible()]
    assert kept
    for x in kept:
        x.grab()                                   # each drawn, and its picture kept, in English
    try:
        english = w.menuBar().actions()[0].text()
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() != english)     # (the window told of it)
        for x in kept:
            shown = x.grab().toImage()
            x.redraw_all()
            assert shown == x.grab().toImage(), type(x).__name__
    finally:
        w.act["lang_en"].trigger()


def test_the_dice_tray_s_hint_follows_the_language(generic_window, qtbot):
    """ashes in Japanese: the rolled dice's dock still said "Click a die to pick its set…" (it was told when the
    tray was built, in English) (#39, under Xvfb)."""
    w = generic_window("ashes", 3, (1920, 1080))
    advance(w, MOMENTS["ashes"])
    tray = w.findChild(DiceTray)
    qtbot.waitUntil(lambda: tray.hint.isVisible() and tray.picked[0] is None)
    english = tray.hint.text()
    try:
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: tray.hint.text() != english)
        assert tray.hint.text() == "ダイスをクリックでその組を選ぶ。選んだダイスをもう一度クリックで戻す。"
    finally:
        w.act["lang_en"].trigger()
    qtbot.waitUntil(lambda: tray.hint.text() == english)
