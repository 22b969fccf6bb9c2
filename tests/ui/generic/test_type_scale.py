"""The window's text on one small type scale (vtt.ui.theme.type_size): the map's names, badges and pills and the
sheet's tracks, scaled to their room, asked Qt for a font engine per pixel size (16 at zones' first paint, each
~2-4 M instructions); up to 24 px they are drawn at even sizes, a floor that keeps text legible (the table view's)
excepted."""
from __future__ import annotations

import pytest

from vtt.ui import theme
from vtt.ui.theme import BODY_PX, HEADING_PX, SCALED_UP_TO, fitted, font
from vtt.ui.widgets import hands_panel, segment_tracks, zone_map
from vtt.ui.widgets.hands_panel import HandsPanel


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_the_map_and_the_sheet_draw_their_text_on_the_type_scale(generic_window, qtbot, painted, ruleset):
    w = generic_window(ruleset)
    drawn = painted(w.map, zone_map) + painted(w.sheets.tracks, segment_tracks)
    sizes = {px for _, px in drawn}
    assert drawn and sizes
    odd = sorted({px for px in sizes if 8 < px <= SCALED_UP_TO and px % 2})
    assert not odd, (odd, [t for t, px in drawn if px in odd][:5])   # main: 11 and 13 px (and 21 in ashes)


def test_a_fitted_text_shrinks_on_the_scale_and_not_under_its_floor(qtbot):
    assert font(13).pixelSize() == 12 and font(15, True).pixelSize() == 14 and font(8).pixelSize() == 8
    assert font(30).pixelSize() == 30                                   # (the table view's sizes, as asked)
    f, shown = fitted("Physical Harm", 21, 1000)
    assert f.pixelSize() == 20 and shown == "Physical Harm"
    f, shown = fitted("Physical Harm Physical Harm", 21, 60, floor=0.9)  # far too long: at its floor, then cut
    assert f.pixelSize() == 19 and shown.endswith("…")                 # (above a heading's size: as asked)


@pytest.mark.parametrize("bold", [True, False])
def test_a_fitted_texts_floor_is_a_size_of_the_scale(qtbot, bold):
    # a zone's name (18 px, floor 0.7: 12.6) too long for its room was drawn at 13 px, a font engine of its own at
    # the first paint (~2-4 M instructions), in zones and ashes: now at the body size, and wrapped measures its
    # lines there ("Ruins · cover" whole at 12 px where it was on two lines, 16 px, over its zone's edge)
    f, shown = fitted("Physical Harm Physical Harm", 18, 60, bold)
    assert f.pixelSize() == 12 and f.bold() == bold and shown.endswith("…")          # main: 13
    for px in range(9, HEADING_PX + 1):
        for floor in (0.6, 0.7, 0.8, 0.9):
            least = fitted("Broken shrine · cover", px, 1, bold, floor)[0].pixelSize()
            assert least == font(px * floor).pixelSize(), (px, floor, least)
            assert least <= 8 or least % 2 == 0, (px, floor, least)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800), (856, 774)])
def test_hundreds_roster_and_hands_share_their_sizes(generic_window, qtbot, painted, size):
    # the roster's box marks (O, /, X: 14 px in a 22 px box) and the hands panel's names (15 px: 14) were a font
    # engine of their own at hundred's first paint: the marks at the body size, the names at the roster's (16)
    w = generic_window("hundred", size=size)
    drawn = painted(w.map, zone_map) + painted(w.findChild(HandsPanel), hands_panel)
    assert {px for _, px in drawn} <= {BODY_PX, 16}, sorted({px for _, px in drawn})    # main: 14 too


def test_a_text_that_fits_is_not_shaped_again_to_be_elided(qtbot, monkeypatch):
    # (w52-pui's: elidedText gives a text that fits back as it is, after shaping it once more: one a name drawn)
    asked = []

    class Metrics(theme.QFontMetricsF):
        def elidedText(self, *args):
            asked.append(args[0])
            return super().elidedText(*args)
    monkeypatch.setattr(theme, "QFontMetricsF", Metrics)
    assert fitted("Bren", 12, 200)[1] == "Bren"
    assert not asked                                                                 # main: ["Bren"]
    assert fitted("Bandit archer", 12, 20)[1].endswith("…") and asked


def test_hundreds_roster_boxes_take_one_pen_a_row(generic_window, qtbot, monkeypatch):
    # the roster's boxes (45 at hundred's first paint) made their border pen and their mark's font once a box
    w = generic_window("hundred")
    pens = []

    class Pen(zone_map.QPen):
        def __init__(self, *args):
            pens.append(args)
            super().__init__(*args)
    monkeypatch.setattr(zone_map, "QPen", Pen)
    w.map.redraw_all()
    w.map.grab()
    boxes = sum(len(tr.segments) for t in w.controller.view().tokens for tr in t.tracks)
    assert boxes > 20 and len(pens) < boxes, (len(pens), boxes)                     # main: 59 for 47 boxes


def test_a_name_fitted_again_is_not_measured_again(qapp, monkeypatch):
    """theme.fitted keeps its fonts, their metrics and the widths of the texts it measured: the roster and the hands
    panel fit the same names at 16 px at each paint (main made a font and its metrics and shaped the name each time);
    a text fitted at another width is fitted from the width kept, as before."""
    import vtt.ui.theme as theme_module
    from PySide6.QtGui import QFontMetricsF
    made = []

    def counted(*args):
        made.append(args)
        return QFontMetricsF(*args)
    monkeypatch.setattr(theme_module, "QFontMetricsF", counted)
    text = "Fitted twice, unmeasured"
    f, shown = theme_module.fitted(text, 16, 400)
    assert shown == text and f.pixelSize() == 16
    before = len(made)
    again = theme_module.fitted(text, 16, 300)
    assert len(made) == before and again == (f, text)
    cut = theme_module.fitted(text, 16, 60)                  # too wide there: smaller, then cut, as before
    assert cut[1] != text and cut[0].pixelSize() < 16
