"""t60, played: with no map (hundred), each participant's row shows its tracks as boxes, one a point. In a narrow
row the boxes past its edge were dropped: the Ogre's 10 health read as 7 at 1600×960 and every fighter as 5 at
1400×860 (Aren has 6). Every box is drawn, narrower when the row is short of room."""
import pytest

from vtt import RESOURCES
from vtt.core.game_file import open_session
from vtt.ui.widgets.segment_tracks import STATE_COLORS


def boxes_seen(image, row, ratio) -> list[int]:
    """How many boxes each track of the row shows: runs of a box's fill along a line just inside the boxes'
    tops (above their marks), from the marker's right to the row's end."""
    fills = {c.rgb() for c in STATE_COLORS.values()}
    out, y = [], row.top() + 28 + 2
    while y < row.bottom():
        runs, inside = 0, False
        for x in range(int(row.left() + row.height() * 0.5), int(row.right())):
            on = image.pixel(int(x * ratio), int(y * ratio)) in fills
            runs += on and not inside
            inside = on
        if not runs:
            break
        out.append(runs)
        y += 10 + 3                              # (at least the smallest box's height and its gap)
        while y < row.bottom() and image.pixel(int((row.left() + row.height()) * ratio), int(y * ratio)) in fills:
            y += 1
    return out


@pytest.mark.parametrize("size", [(1920, 1080), (1600, 960), (1400, 860), (1100, 700)], ids=str)
def test_every_point_of_a_track_is_a_box_in_a_narrow_row(generic_window, qtbot, size):
    w = generic_window("hundred", size=size, session=open_session(RESOURCES / "hundred/scenarios/ogre.json"))
    m = w.map
    qtbot.waitUntil(lambda: m.isVisible() and bool(m.roster_rows()), timeout=3000)
    image, ratio = m.grab().toImage(), m.devicePixelRatioF()
    shown = {}
    for t in m._view.tokens:
        row = m.roster_rows()[t.id]
        shown[t.id] = boxes_seen(image, row, ratio)[:len(t.tracks)]
    assert shown == {t.id: [len(tr.segments) for tr in t.tracks] for t in m._view.tokens}
