"""Nechronica's doll cards on the table view as a whole demo fight left them (found playing #39 under Xvfb at
1920×1080): the fetters' targets in the table's language, as the GM's sheet names them; a card made taller
by a fetter gone mad (its mad effect on a line of its own) is not cut at the panel's bottom; a doll out of the
battle is said so in the table's language."""
import pytest

from vtt.core import registry
from vtt.rules.nechronica.commands import override_damage, override_madness
from vtt.ui.i18n import install_language
from vtt.ui.table_view import TableView
from vtt.ui.widgets.battle_controller import BattleController


@pytest.fixture(params=["en", "ja"])
def language(request):
    assert install_language(request.param)
    yield request.param
    install_language("en")


def demo() -> BattleController:
    return BattleController(registry.get("nechronica").demo_session(1))


def test_a_fetter_to_a_sister_names_her_as_the_gm_s_sheet_does(qapp, shown, language):
    """Lily's fetter to ユキ (her file's words) reads "Yuki" on an English table, as the GM's doll sheet and the
    Now panel say it (narration.fetter_target); ユキ on a Japanese one."""
    tv = shown(TableView(demo()), 1920, 1080)
    tv.grab()
    texts = tv.cards.cards["lily"].texts()
    sister = "Yuki" if language == "en" else "ユキ"
    assert sister in texts
    assert ("ユキ" in texts) == (language == "ja")


def test_a_card_grown_by_a_mad_fetter_is_not_cut_at_the_bottom(qapp, shown):
    """Three fetters gone mad mid-fight ("— mad: 幼児退行" on a second line each): the cards' panel grows (or the
    cards' text shrinks) so every card's last line is drawn inside it, not under the window's edge."""
    c = demo()
    tv = shown(TableView(c), 1920, 1080)
    tv.grab()
    for doll in ("lily", "yuki", "maria"):
        for fetter in range(len(c.state.fighters[doll].fetters)):
            assert c.do(override_madness(doll, fetter, 4))
    qapp.processEvents()
    tv.grab()
    cards = tv.cards
    assert max(card.sizeHint().height() for card in cards.cards.values()) <= cards.height()
    assert cards.geometry().bottom() < tv.height()


def test_a_doll_out_of_the_battle_is_said_so_in_the_table_s_language(qapp, shown):
    assert install_language("ja")
    try:
        c = demo()
        tv = shown(TableView(c), 1920, 1080)
        for part in [p.key for p in c.state.fighters["noel"].parts]:
            c.do(override_damage("noel", part))
        assert c.state.fighters["noel"].destroyed
        qapp.processEvents()
        tv.grab()
        name = tv.cards.cards["noel"].drawn[0][0]
        assert name.startswith("ノエル") and "(out)" not in name
    finally:
        install_language("en")
