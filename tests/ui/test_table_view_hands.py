"""Hundred's hands on the table view made larger (Ctrl+Plus; found playing #39 under Xvfb at 1920×1080, 150 %):
the rows went into more columns than their names, the word "laid" (伏せ札) and its card had room for, each name
drawn over the next column's "laid". Each column is wide enough for them and a card of the hand, at every
scale the view offers."""
import pytest
from PySide6.QtGui import QFontMetricsF

from vtt.core import registry
from vtt.ui.i18n import install_language
from vtt.ui.table_view import SCALES, TableView
from vtt.ui.theme import font
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.hands_panel import CARD_W


@pytest.fixture(params=["en", "ja"])
def language(request):
    assert install_language(request.param)
    yield request.param
    install_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", SCALES)
def test_each_column_of_the_hands_holds_a_name_the_word_laid_its_card_and_a_card(qapp, shown, language, size,
                                                                                scale):
    c = BattleController(registry.get("hundred").demo_session(3))
    assert c.do({"type": "deal"})
    tv = shown(TableView(c), *size)
    tv.set_scale(scale)                                       # (Ctrl+Plus as many times)
    qapp.processEvents()
    tv.grab()
    hands = tv.extras["hands"]
    cells = hands.cells()
    assert len(cells) == 9 and all(cell.bottom() <= hands.height() + 0.5 for cell in cells)
    caption = QFontMetricsF(font(hands.caption_px)).horizontalAdvance(hands.tr("laid"))
    need = hands.name_w + caption + 8 + CARD_W * hands.scale + 12 + CARD_W * hands.scale
    assert all(cell.width() >= need for cell in cells), (hands.scale, cells[0].width(), need)
