"""Who the battle waits on is made once a change, inside the GM's view, not again for the window
(BattleController.awaited takes it from the view): among 200 awaited draws ~3 M instructions a change."""
from __future__ import annotations

import pytest

from tests.ui.generic.test_crowd import crowd
from vtt.core.records import Command

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.mark.parametrize("ruleset", ["zones", "hundred"])
def test_a_change_makes_the_awaited_records_once(ruleset, monkeypatch):
    c, copies = crowd(ruleset, 60)
    asked = []
    session_awaited = c.session.awaited
    monkeypatch.setattr(c.session, "awaited", lambda: asked.append(1) or session_awaited())
    view = c.view()
    band = view.extra.get("bands", [None])[-1]
    command = (Command("set_range", None, {"a": view.tokens[0].id, "b": copies[-1], "band": band})
               if ruleset == "hundred" else
               Command("override", None, {"op": "move", "target": copies[-1], "zone": view.map.zones[0].id}))
    assert c.do(command)
    waiting = c.awaited()
    assert len(waiting) == 61 and waiting == session_awaited()
    assert c.awaited() is waiting and asked == []          # the view's, not made again
