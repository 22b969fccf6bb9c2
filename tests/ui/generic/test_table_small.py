"""The table view in a small window (t63, played under Xvfb): crowded zones drew their markers as nameless dots. Where
no marker at its badge's floor holds a name under it, the markers are drawn smaller with their names (the badge left to
the cards); a dot large enough says whose it is in her initials; dots too small to tell apart say how many they are."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from tests.ui.generic.test_crowd import as_afresh, crowd, put
from vtt.core import registry
from vtt.ui.table_view import TableView
from vtt.ui.widgets.battle_controller import BattleController

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def table_map(c, qtbot, size):
    view = TableView(c)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.fit == TableView.fit_for(*size))
    view.map.grab()
    return view


def demo(ruleset="zones"):
    return BattleController(registry.get(ruleset).demo_session(1))


def test_the_wolves_at_the_ford_are_named_in_a_960_by_560_table_view(qtbot):
    """They were two dots of 43 px, no name: a marker at its badge's floor (40 px) had no room for a name under it."""
    v = table_map(demo(), qtbot, (960, 560))
    m = v.map
    rects = m.token_rects()
    outline = m.zone_outlines()["ford"]
    for who, name in (("wolf1", "Grey wolf"), ("wolf2", "Black wolf")):
        t = m._view.token(who)
        px, width = m._label_px[who], m._label_widths[who]
        assert px >= 0.7 * 18.7 * m.scale, px                              # (70 % of the table's names' floor)
        assert m._name_lines(t, m._label_lines[who]) == (name,)
        r = rects[who]
        assert outline.contains(r) and m.badge_fonts(t, r, True) == []      # (her tracks on her card)
        assert m.initials_font(t, r) is not None or px                       # (no dot)
    assert rects["wolf1"].right() < rects["wolf2"].left()


def test_a_dot_large_enough_says_whose_it_is_and_a_crowd_of_dots_how_many(qtbot):
    """700×500: the Bandit in the ruins a dot of 24 px says "B"; the ford's two wolves, dots of 3 px under its name,
    are counted "×2". A crowd of 196 in a 960×560 view: the ruins' 192 bandits, dots of 3 px (the zone looked empty), are
    counted "×192", and "×191" once one leaves, drawn as the map drawn whole."""
    v = table_map(demo(), qtbot, (700, 500))
    m = v.map
    rects = m.token_rects()
    bandit = m._view.token("bandit")
    assert m._label_px["bandit"] == 0 and m.initials_font(bandit, rects["bandit"])[1] == "B"
    assert [text for _, _, text in m._crowd_counts()] == ["×2"]
    c, copies = crowd("zones", 196)
    v = table_map(c, qtbot, (960, 560))
    m = v.map
    (box, f, text), = m._crowd_counts()
    assert text == "×192" and f.pixelSize() >= 10 and m.zone_outlines()["ruins"].contains(box)
    put(c, copies[-1], "road")
    m.grab()
    assert [text for _, _, text in m._crowd_counts()] == ["×191"]
    as_afresh(m)


def test_initials():
    from vtt.ui.widgets.zone_map import initials
    assert [initials(n) for n in ("Grey wolf", "Bandit 2", "Marsh Raider 10", "灰色狼", "Asa", "")] == \
        ["GW", "B2", "MR10", "灰", "A", ""]
