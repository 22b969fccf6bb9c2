"""The table view is read from across a room: at the sizes it is shown at, in every ruleset and language, it never
cuts a word it needs with "…" (found playing, #39: "Ph…", "Mental…" for zones' Harm at a larger scale, "Broken
shrine …" on ashes' map at 1600×900, "たからもの(…" on Nechronica's doll cards). A text too long is drawn smaller, on more lines, or the cards smaller."""
import random

import pytest

from vtt.core import registry
from vtt.ui.i18n import install_language
from vtt.ui.nechronica.table_panel import DollCards
from vtt.ui.table_view import TableView
from vtt.ui.theme import fitted, wrapped
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets import order_track
from vtt.ui.widgets.order_track import OrderTrack
from vtt.ui.widgets.participant_cards import ParticipantCards
from vtt.ui.widgets.zone_map import ZoneMap

SIZES = [(1280, 720), (1600, 900), (1920, 1080)]


def played(ruleset: str) -> BattleController:
    """The ruleset's demo battle a few commands in (someone acts: her card says "▶ ")."""
    c = BattleController(registry.get(ruleset).demo_session(1))
    rnd = random.Random(3)
    for _ in range(40):
        commands = c.legal_commands()
        if not commands:
            break
        assert c.do(rnd.choice(commands))
    return c


@pytest.fixture(params=["en", "ja"])
def language(request):
    assert install_language(request.param)
    yield request.param
    install_language("en")


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_no_word_on_the_cards_or_the_map_is_cut(qapp, shown, language, ruleset, size, scale):
    tv = shown(TableView(played(ruleset)), *size)
    tv.set_scale(scale)                                       # (Ctrl+Plus once and more)
    qapp.processEvents()                                      # (laid out again at this scale)
    tv.grab()                                                 # painted now, at this size
    if isinstance(tv.cards, DollCards):                       # Nechronica's: "たからもの" / "(赤いリボン)"
        drawn = [pair for card in tv.cards.cards.values() for pair in card.drawn]
    else:
        assert isinstance(tv.cards, ParticipantCards)
        drawn = tv.cards.drawn
    assert drawn, "the cards drew nothing"
    assert [(text, shown) for text, shown in drawn if shown != text] == []
    if isinstance(tv.map, ZoneMap):                           # (Nechronica's line of areas is its own)
        assert len(tv.map.zone_labels) == len(tv.table().map.zones)     # each zone named
        assert [label for label in tv.map.zone_labels.values() if "…" in label] == []


def test_a_text_shrunk_in_proportion_is_made_a_pixel_smaller_until_it_fits(qapp):
    """A font's advances do not scale exactly: 20.45 px shrunk to 124 px wide gave 19 px, where "Physical Harm"
    is 126.8 px wide, and was cut to "Physical Ha…" though 18 px (its floor) fits."""
    f, shown = fitted("Physical Harm", 20.45, 124.1, bold=False, floor=0.9)
    assert shown == "Physical Harm"
    assert f.pixelSize() >= round(20.45 * 0.9)


def test_a_name_too_long_for_one_line_goes_on_two_whole(qapp):
    f, lines = wrapped("Broken shrine · cover", 27, 130)
    assert len(lines) == 2 and " ".join(lines) == "Broken shrine · cover"
    assert f.pixelSize() >= round(27 * 0.7)
    one, alone = wrapped("Road", 27, 130)
    assert alone == ["Road"] and one.pixelSize() == 27


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_marker_s_name_its_room_was_made_for_is_drawn_whole(shown, size):
    """The map works out a marker name's room and size (its labels' room): drawn there, "Wasteland raider" (ashes'
    warlord scenario, the GM's map) was cut to "Wasteland rai…" by the pixel fitted() overshot by."""
    from vtt.core.game_file import open_session
    from vtt import RESOURCES
    c = BattleController(open_session(RESOURCES / "ashes/scenarios/warlord.json"))
    m = shown(ZoneMap(c), *size)
    m.grab()                                                  # painted: the labels' room is worked out
    names = {t.id: c.token_name(t) for t in c.view().tokens if t.id in m._label_px}
    assert "Wasteland raider" in names.values()
    assert {names[i]: fitted(n, m._label_px[i], m._label_widths[i])[1] for i, n in names.items()} == \
        {n: n for n in names.values()}


CRAMPED = [((700, 500), 1.0), ((1280, 720), 2.0)]     # a small window; Ctrl+Plus to 200 % on a 720p screen


@pytest.mark.parametrize("size, scale", CRAMPED, ids=["700x500", "1280x720-200%"])
@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_a_row_s_name_stays_in_its_column_and_a_long_one_is_drawn_smaller_first(qapp, shown, painted, language,
                                                                                ruleset, size, scale):
    """#39, played: at 200 % on 1280×720 the hands' and dice rows took more columns than their names had room
    for, each name running on under the next column's cards ("Bandi", "Raider scoutScav gunner": cut
    mid-letter), and the turn order cut ブレン to "ブ…" at 37 px where 28 px fits it whole."""
    tv = shown(TableView(played(ruleset)), *size)
    tv.set_scale(scale)
    qapp.processEvents()
    tv.grab()
    panels = [w for w in tv.panels() if w.isVisible()]        # side by side, none drawn over another's edge
    assert [(a, b) for i, a in enumerate(panels) for b in panels[i + 1:] if a.geometry().intersects(b.geometry())] \
        == []
    hands, tray = tv.extras.get("hands"), tv.extras.get("effort")
    if hands is not None:
        cells = hands.row_rects()
        assert cells
        for who, cell in cells.items():                   # the name's room, the laid card and the hand in its cell
            assert hands.name_w + hands.laid_w <= cell.width() + 0.5
            words, box = hands.laid_rects()[who]
            assert cell.contains(box)
        assert all(cells[who].adjusted(0, -1, 0, 1).contains(r) for (who, _), r in hands.card_rects().items())
    if tray is not None and tray.pools():
        rows = tray.rows
        cells = dict(zip((who for who, _ in tray.pools()), rows.cells()))
        assert all(rows.name_w < cell.width() for cell in cells.values())
        assert all(cells[who].adjusted(-0.5, -0.5, 0.5, 0.5).contains(r) for (who, _), r in rows.die_rects().items())
    if isinstance(tv.map, ZoneMap):
        assert [label for label in tv.map.zone_labels.values() if "…" in label] == []
    if isinstance(tv.order, OrderTrack) and scale > 1:
        drawn = {text.removeprefix("▶") for text, _px in painted(tv.order, order_track)}
        names = [name for _, entries in tv.order.rows() for name, _ in entries]
        assert [n for n in names if n not in drawn] == []
        assert [text for text in drawn if "…" in text] == []            # nor a note ("slow ● fa…")


def test_the_one_acting_keeps_her_whole_name_beside_the_notes_at_200_percent(qapp, shown, painted):
    """#39, played (zones at 200 % on 1280×720): "▶Black …", the notes *slow ● fast ●* keeping their two fifths of
    the row; a name comes first, the notes wrap or shrink into what is left."""
    from vtt.core.records import Command
    c = BattleController(registry.get("zones").demo_session(3))
    assert c.do(Command("deal", dice=(5, 6, 1, 2)))
    wolves = [t.id for t in c.view().tokens if c.token_name(t) in ("Grey wolf", "Black wolf")]
    for who in wolves:                          # the first wolf's turn over: the Black wolf acts
        if c.token_name(c.view().token(who)) == "Grey wolf":
            assert c.do(Command("end_turn", who))
    tv = shown(TableView(c), 1280, 720)
    tv.set_scale(2.0)
    qapp.processEvents()
    drawn = {text for text, _px in painted(tv.order, order_track)}
    assert "▶Black wolf" in drawn
    assert [text for text in drawn if "…" in text] == []


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("ruleset", ["zones", "ashes"])
def test_a_larger_scale_never_packs_the_map_s_markers_into_dots(qapp, shown, ruleset, size):
    """#39, played (zones at 200 % on 1280×720): Ctrl+Plus made the markers at the Bridge and the Ford dots of
    3–12 px (at 300 % every one), the names on them gone: the zones stay as large while the markers grow, so the
    map's grow only up to 150 %."""
    tv = shown(TableView(played(ruleset)), *size)
    smallest = {}
    for scale in (1.0, 1.5, 2.0, 3.0):
        tv.set_scale(scale)
        qapp.processEvents()
        tv.grab()
        smallest[scale] = min(r.width() for r in tv.map.token_rects().values())
    assert min(smallest.values()) >= smallest[1.0] * 0.7, smallest
