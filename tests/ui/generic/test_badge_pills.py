"""A marker's badge pills never cover its circle (#39 leftovers, under Xvfb): a marker without a portrait in a small
zone (the zones demo's Bandit at the ford) stacked its two pills over its circle, hiding its side's colour, and four
markers at the bridge in Japanese on the table view stacked theirs over their faces. The lines stand on one row of
pills at the circle's foot, smaller down to the badge's floor; where even that row is too wide for the marker's room,
the first lines stay and a "+n" pill says how many more there are (the sheet shows every track), or the first lines
alone where the "+n" does not fit beside them. The "+n" is a translated word (#48: "+1" in the Japanese window;
"他1" there)."""
from __future__ import annotations

import pytest

from tests.ui.generic.test_zone_room import crowded, maps
from vtt.ui.widgets.segment_tracks import badge_lines

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def badges(m) -> list[tuple[str, object, list]]:
    """Each marker drawn with a badge of two lines or more: (who, its circle, its pills' boxes and texts)."""
    out = []
    m.grab()
    for t in m._view.tokens:
        r = m.token_rects().get(t.id)
        if r is None or not m._label_px.get(t.id) or len(badge_lines(m.controller, t)) < 2:
            continue
        drawn = m.badge_fonts(t, r, m.portrait(t.id) is not None)
        out.append((t.id, r, [(box, text) for box, _, text, pill in drawn if pill]))
    return out


#: the "+n" pill as each language writes it (#48: it was "+n" in the Japanese window too, untranslated)
MORE = {"en": "+{0}", "ja": "他{0}"}


def assert_circles_in_sight(m, lang: str = "en") -> int:
    """No pill reaches above the middle of its marker's circle (its face, its side's colour stay in sight), the
    pills stand on one row apart from each other, and their texts are the badge's lines or a "+n" for the rest
    (in ``lang``). How many markers have badges, and how many of them end with a "+n"."""
    seen = more = 0
    for who, r, pills in badges(m):
        seen += 1
        assert all(box.top() >= r.center().y() for box, _ in pills), (m.read_only, who, pills)
        assert len({round(box.top(), 3) for box, _ in pills}) <= 1, (m.read_only, who)
        for (a, _), (b, _) in zip(pills, pills[1:]):
            assert a.right() <= b.left(), (m.read_only, who)
        lines = badge_lines(m.controller, m._view.token(who))
        texts = [text for _, text in pills]
        shown = texts if texts == lines[:len(texts)] else texts[:-1]
        assert shown == lines[:len(shown)], (m.read_only, who, texts)             # the first lines, as they read
        if shown != texts:
            assert texts[-1] == MORE[lang].format(len(lines) - len(shown)), texts  # and how many more
            more += 1
    return seen, more


@pytest.mark.parametrize("ruleset, zone, n", [("zones", None, 0), ("zones", "ford", 2), ("zones", "bridge", 3),
                                              ("ashes", None, 0), ("ashes", "well", 3),
                                              ("ashes", "road", 6)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_badges_pills_never_cover_its_circle(generic_window, qtbot, ruleset, zone, n, lang):
    from vtt.ui.i18n import install_language
    assert install_language(lang)
    try:
        more = 0
        for m in maps(generic_window, qtbot, crowded(ruleset, zone, n), (1920, 1080)):
            seen, cut = assert_circles_in_sight(m, lang)
            assert seen
            more += cut
        if (ruleset, zone, lang) == ("ashes", "well", "ja"):     # four at the well: a "他1" on the table view (seven
            assert more                                          # on the road had one: on tighter pills, t63)
    finally:
        install_language("en")


def test_the_bandit_without_a_portrait_at_the_ford_keeps_its_circle_in_sight_on_the_gms_map(generic_window, qtbot):
    """The demo's Bandit (no portrait) moved to the ford beside the wolves: its "P 0/3", "M 0/3" were two dark
    pills stacked over its red circle."""
    session = crowded("zones", "ford", 0)
    w = generic_window("zones", session=session, size=(1920, 1080))
    from vtt.core.records import Command
    assert w.controller.do(Command("override", None, {"op": "move", "target": "bandit", "zone": "ford"}))
    m = w.map
    assert m.portrait("bandit") is None
    (bandit,) = [(r, pills) for who, r, pills in badges(m) if who == "bandit"]
    r, pills = bandit
    assert pills and all(box.top() >= r.center().y() for box, _ in pills)


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_asa_alone_at_the_narrow_bridge_reads_both_her_tracks_on_the_table_view(generic_window, qtbot, size):
    """t63, played: the zones demo's table view at 1600×900 (opened from a GM window of 1600×960) and at 1280×720
    drew Asa's badge at the bridge as "P 0/5" and "+1" (one track left out: the GM asked whether "+1" was one more
    marker). Her two pills' margins narrower, both tracks stand in her room at their floor, apart, under her face."""
    from vtt.ui.table_view import TableView
    w = generic_window("zones", size=(1600, 960))
    t = w.open_table_view()
    t.resize(*size)
    qtbot.waitExposed(t)
    qtbot.waitUntil(lambda: t.fit == TableView.fit_for(*size))
    m = t.map
    ((r, pills),) = [(r, pills) for who, r, pills in badges(m) if who == "asa"]
    assert [text for _, text in pills] == badge_lines(m.controller, m._view.token("asa"))
    room = m._label_widths["asa"]
    assert pills[0][0].left() >= r.center().x() - room / 2 and pills[-1][0].right() <= r.center().x() + room / 2
    assert pills[0][0].right() < pills[1][0].left() and all(box.top() >= r.center().y() for box, _ in pills)
    assert assert_circles_in_sight(m) == (5, 0)
