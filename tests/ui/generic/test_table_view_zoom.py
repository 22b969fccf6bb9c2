"""The table view made larger (Ctrl+Plus, t59's open defect): no marker on the zone map, no name on it or on the turn
order is smaller than at 100 %. At 125 % and 150 % the zones demo's two wolves at the ford were
packed into 60 px markers with 20.5 px names (81 px and 29 px at 100 %) while Bren on the road grew to 127 px: the
map's one scale raised the crowd's floors past what the ford's room held, and the turn order, grown, took 62 of the
map's 925 px (its picture and zones as much)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from vtt.core import registry
from vtt.core.records import Command
from vtt.ui.i18n import install_language
from vtt.ui.table_view import TableView
from vtt.ui.widgets import order_track, zone_map
from vtt.ui.widgets.battle_controller import BattleController

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def crowded(ruleset: str, zone: str, n: int, seed: int = 3):
    """The ruleset's demo battle (its map picture kept) with ``n`` copies of its last foe in ``zone``."""
    system = registry.get(ruleset)
    demo = system.demo_session(seed)
    setup = demo.setup_json()
    foe = dict(setup["participants"][-1])
    foe.pop("group", None)
    setup["participants"] += [dict(foe, id=f"copy_{k}", zone=zone) for k in range(n)]
    return system.session_from_setup(setup, demo.base_dir, seed)


def more_lines(key: tuple) -> bool:
    """``key`` (of ``seen``) is a "+n" pill's text, how many of a badge's lines are left out ("+1", "他1")."""
    return key[0] == "text" and key[1].lstrip("+他").isdigit() and key[1][0] in "+他"


def seen(t: TableView, painted) -> dict:
    """What the table reads at this scale: each marker's size (her circle's width), the least size each
    participant's name is painted at on the map and the turn order, and each text the map paints (a badge's line,
    a zone's name)."""
    c = t.controller
    names = {c.token_name(tok) for tok in t.table().tokens}
    out = {("marker", who): r.width() for who, r in t.map.token_rects().items()}
    for panel, module in (("map", zone_map), ("order", order_track)):
        widget = {"map": t.map, "order": t.order}[panel]
        for text, px in painted(widget, module):
            text = text.removeprefix("▶")
            if text in names:
                out[panel, text] = min(px, out.get((panel, text), px))
            elif panel == "map":                            # (how many times: "M 0/5" on each of four)
                out["text", text] = out.get(("text", text), 0) + 1
    return out


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("ruleset, zone, n", [("zones", None, 0), ("zones", "dealt", 0), ("ashes", None, 0),
                                              ("zones", "bridge", 3), ("ashes", "well", 12)])
def test_made_larger_nothing_the_table_reads_is_smaller_than_at_100_percent(qtbot, painted, language, size, ruleset,
                                                                            zone, n):
    install_language(language)
    try:
        session = registry.get(ruleset).demo_session(3) if not n else crowded(ruleset, zone, n)
        c = BattleController(session)
        if zone == "dealt":                                 # (round 1: the turn order's rows, their notes)
            assert c.do(Command("deal"))
        t = TableView(c)
        qtbot.addWidget(t)
        t.resize(*size)
        t.show()
        qtbot.waitExposed(t)
        qtbot.waitUntil(lambda: t.width() == size[0])
        at_100, map_width = seen(t, painted), t.map.width()
        grown = set()
        for percent in (125, 150, 175, 200):
            qtbot.keyClick(t, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
            assert round(t.scale * 100) == percent
            now = seen(t, painted)
            # (a marker to within half a pixel: the header, larger, makes the map a few pixels shorter and its
            # picture, centred, stands half a pixel higher; a name as painted, at a whole size; a badge's line still
            # painted: Asa's "M 0/5" at the bridge had become "+1" at 125 %)
            # (a "+n" counts the lines left out: fewer of them is more read — t63, tighter pills: one of ashes' well's
            # "+1" at 100 % was her line whole at 125 %)
            smaller = {k: (v, now.get(k)) for k, v in at_100.items()
                       if now.get(k, 0) < v - (0.5 if k[0] == "marker" else 0) and not more_lines(k)}
            assert smaller == {}, (percent, smaller)
            assert t.map.width() == map_width               # the turn order grows into its own column only
            grown |= {k for k, v in at_100.items() if k[0] == "marker" and now[k] > v + 1}
        assert grown or ruleset != "zones" or n, "made larger, no marker grew"      # (Bren on the road, the ruins)
    finally:
        install_language("en")
