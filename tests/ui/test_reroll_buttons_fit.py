"""The flow panel's re-rolls by madness (a Judge window, the roller with fetters) show their whole text in the dock
as the window opens at 1920×1080, in English and in Japanese: each button read 「roll — fetter to たからもの(赤いリボ」,
cut at both ends (its text centred in a button narrower than it), seen playing the demo after #39. Whose re-roll it
is is said once over them; each button names the fetter and its pips."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from vtt.ui.nechronica.markers import fetter_target_text

from tests.ui.test_gui_audit import _judge_window_with_rerolls


@pytest.mark.parametrize("language", ["en", "ja"])
def test_each_re_roll_button_shows_its_whole_text_in_the_dock(window, qtbot, language):
    w = window
    w.resize(1920, 1080)
    if language == "ja":
        w.act["lang_ja"].trigger()
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
    try:
        _judge_window_with_rerolls(w)
        flow = w.extras["flow"]
        buttons = [flow.reroll_row.itemAt(i).widget() for i in range(flow.reroll_row.count())]
        assert len(buttons) == 3
        qtbot.waitUntil(lambda: all(b.isVisible() for b in buttons))
        QApplication.processEvents()
        for b in buttons:
            assert b.sizeHint().width() <= b.width(), (b.text(), b.sizeHint().width(), b.width())
        lily = w.controller.state.fighters["lily"]
        name = lily.name_ja if language == "ja" else lily.name
        assert flow.reroll_caption.isVisible() and flow.reroll_caption.text().startswith(name)
        targets = [fetter_target_text(w.controller.state, f.target) for f in lily.fetters]
        assert all(b.text().startswith(t + " ") for t, b in zip(targets, buttons))
    finally:
        if language == "ja":
            w.act["lang_en"].trigger()
