"""#39 w55: the zone map's layout over a map picture costs what it did before crowds were lifted and rooms lent
(w54): at the GM window's first paint of the zones and ashes demos (the map 410 px wide beside the docks) no zone is
packed twice at one size in one layout (ZoneMap._packed: the second pass, _room_for's search and a lift try the
same rooms again), and the zones are packed about as often as before (83bcb45 packed them 90 and 66 times, w55 92
and 72; w54 184 and 148)."""
from __future__ import annotations

from collections import Counter

import pytest

from vtt.core import registry
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.zone_map import ZoneMap

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

# the GM window's map at the demos' first paint (vtt --demo --system zones|ashes), and the most packings it needs
FIRST_PAINT = {"zones": ((410, 592), 100), "ashes": ((410, 500), 80)}


def first_paint_packings(ruleset, qtbot, monkeypatch) -> list:
    """The rooms packed (ZoneMap._packing) at the demo's GM map's first paint: (its tokens, the room's width and
    height, most lines, places) each."""
    size, _ = FIRST_PAINT[ruleset]
    m = ZoneMap(BattleController(registry.get(ruleset).demo_session(3)))
    qtbot.addWidget(m)
    m.resize(*size)
    packed = []
    packing = ZoneMap._packing

    def counted(self, tokens, body, most_lines=2, places=None, longest=None):
        packed.append((tuple(t.id for t in tokens), body.width(), body.height(), most_lines,
                       len(tokens) if places is None else places))
        return packing(self, tokens, body, most_lines, places, longest)
    monkeypatch.setattr(ZoneMap, "_packing", counted)
    m.show()
    m.grab()                                    # (its first paint: laid out once)
    assert m.placement() is not None and m.token_rects()
    return packed


@pytest.mark.parametrize("ruleset", sorted(FIRST_PAINT))
def test_a_first_paint_packs_each_room_once(ruleset, qtbot, monkeypatch):
    packed = Counter(first_paint_packings(ruleset, qtbot, monkeypatch))
    assert [k for k, n in packed.items() if n > 1] == []
    assert 0 < sum(packed.values()) <= FIRST_PAINT[ruleset][1]


# w57: a room no marker that reads fits in (_may_read) is not packed to learn that: the packings made at the first
# paint (92 and 72 before)
FEWEST = {"zones": 20, "ashes": 20}


@pytest.mark.parametrize("ruleset", sorted(FEWEST))
def test_a_first_paint_packs_no_room_where_nothing_could_read(ruleset, qtbot, monkeypatch):
    assert 0 < len(first_paint_packings(ruleset, qtbot, monkeypatch)) <= FEWEST[ruleset]


@pytest.mark.parametrize("read_only, scale", [(False, 1.0), (True, 1.0), (True, 1.5)])
def test_a_room_said_not_to_read_is_one_where_no_packing_reads(qtbot, read_only, scale):
    """_may_read is never wrong where it says no: for rooms of every shape from 4 to 600 px and up to 40 places, a
    room it turns away packs (ZoneMap._packing) into markers that do not read (_reads)."""
    from PySide6.QtCore import QRectF
    m = ZoneMap(BattleController(registry.get("zones").demo_session(3)), read_only=read_only)
    qtbot.addWidget(m)
    m.resize(900, 600)
    if read_only:
        m.set_scale(scale)
    tokens = list(m.controller.view().tokens)
    sides = (4, 9, 20, 33, 41, 60, 75, 90, 120, 160, 200, 260, 340, 450, 600)
    turned_away = 0
    for places in (1, 2, 3, 5, 8, 13, 40):
        for w in sides:
            for h in sides:
                body = QRectF(0, 0, w, h)
                if not m._may_read(places, body):
                    turned_away += 1
                    assert not m._reads(m._packing(tokens[:min(places, len(tokens))], body, places=places)), \
                        (places, w, h)
                else:
                    assert m._may_read(places, QRectF(0, 0, w + 10, h + 10))       # (larger: still may)
    assert turned_away > 100
