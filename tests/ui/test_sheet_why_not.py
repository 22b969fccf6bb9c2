"""A doll sheet says why a part cannot be used now when the pointer comes to its row: the session is asked then,
not at every change of the battle for every such part (vtt.ui.nechronica.doll_sheet; docs/gui.md, "The fifth
round")."""
from __future__ import annotations

import pytest

from tests.ui.test_reasons_ja import part_tip

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def started(window):
    window.controller.do({"type": "start"})             # round 1, count 11: ノエル (in 花園) acts
    window.sheets.show_participant("lily")
    return window


def test_a_change_of_the_battle_asks_no_reason_of_the_session(started, monkeypatch):
    w = started
    sheet = w.sheets.sheets["lily"]
    asked = []
    real = sheet.unusable_reason
    monkeypatch.setattr(sheet, "unusable_reason", lambda key: asked.append(key) or real(key))
    assert w.controller.do({"type": "override", "op": "move", "target": "soldiers", "area": "hades"})
    assert asked == []
    assert part_tip(w, "lily", "p3").endswith("she acts when her action points equal the count")     # pointed at
    assert "p3" in asked and len(asked) <= 2                # (and the row the pointer crossed on its way)
    part_tip(w, "lily", "p3")
    assert asked.count("p3") == 1 and len(asked) == len(set(asked))       # each asked once a change
