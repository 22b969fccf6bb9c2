"""The window's text on one small type scale (vtt.ui.theme.type_size): the map's names, badges and pills and the
sheet's tracks, scaled to their room, asked Qt for a font engine per pixel size (16 at zones' first paint, each
~2-4 M instructions); up to 24 px they are drawn at even sizes, a floor that keeps text legible (the table view's)
excepted."""
from __future__ import annotations

import pytest

from vtt.ui.theme import SCALED_UP_TO, fitted, font, type_size
from vtt.ui.widgets import segment_tracks, zone_map


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
    assert f.pixelSize() == 18 and shown.endswith("…")                 # (the floor, 18.9, a step down the scale)


@pytest.mark.parametrize("bold", [True, False])
def test_a_fitted_texts_floor_is_a_size_of_the_scale(qtbot, bold):
    # a zone's name (18 px, floor 0.7: 12.6) too long for its room was drawn at 13 px, a font engine of its own at
    # the first paint (~2-4 M instructions), in zones and ashes: now at the body size, as wrapped measures its lines
    f, shown = fitted("Physical Harm Physical Harm", 18, 60, bold)
    assert f.pixelSize() == 12 and f.bold() == bold and shown.endswith("…")          # main: 13
    assert fitted("Ruins", 18, 1, bold, floor=0.5)[0].pixelSize() == 8                 # (9: 8 px, as asked)
    for px in range(9, 25):
        for floor in (0.6, 0.7, 0.8, 0.9):
            least = fitted("Broken shrine · cover", px, 1, bold, floor)[0].pixelSize()
            assert least == type_size(px * floor) and least <= max(8, px * floor + 0.5), (px, floor, least)
