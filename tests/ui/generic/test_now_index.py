"""The Now panel among a crowd plans a move from what it made of the last view (docs/gui.md, "The fourteenth round
(what every move shares)", t62): the view's tokens by id and who acts now are the last ones with only the tokens
the view made again read; a crowd's members (its "Another of them…" menu) are the last ones while the crowd is the
same group. Whatever the battle does, they are what the view tells afresh."""
from __future__ import annotations

import pytest

from tests.ui.generic.conftest import advance
from tests.ui.generic.test_crowd import crowd, other_zone
from vtt.core.records import Command

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def as_the_view_tells(w) -> None:
    panel, view = w.now, w.controller.view()
    index = panel._view_index()
    assert index[0] is view
    assert index[1] == {t.id: t for t in view.tokens}
    assert index[2] == view.acting()


def crowd_row(panel):
    """The crowd's row of what the panel says now (as planned at the last change: a plan that says the same as the
    shown one builds nothing, so the shown rows are older)."""
    return next(r for r in panel._plan_now()[4] if r.key.startswith("crowd:"))


def test_a_move_among_a_crowd_plans_from_the_last_view_and_keeps_the_crowd(generic_window, qtbot):
    c, copies = crowd("zones", 40)
    w = generic_window("zones", session=c.session, size=(1400, 860))
    as_the_view_tells(w)
    row, index = crowd_row(w.now), w.now._view_index()
    assert len(row.others) >= 10
    for who in copies[:3]:
        assert w.issue(Command("override", None, {"op": "move", "target": who, "zone": other_zone(w.controller, who)}))
        as_the_view_tells(w)
        assert crowd_row(w.now).others is row.others            # (the same crowd: its members not read again)
        assert w.now._view_index()[5][1] is index[5][1]          # (the same turn order: its acting not read again)
    for _ in range(3):
        w.act["undo"].trigger()
        as_the_view_tells(w)


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred", "nechronica"])
def test_whoever_acts_the_panel_s_index_is_the_view_s(generic_window, qtbot, ruleset):
    w = generic_window(ruleset, 3, (1400, 860))
    seen = []

    def checked(c) -> bool:
        as_the_view_tells(w)
        seen.append(frozenset(w.now._view_index()[2]))
        return len(seen) >= 60 or not c.awaited()
    advance(w, checked)
    assert len(set(seen)) > 2                                     # (who acts changed along the way)
    for _ in range(4):
        w.act["undo"].trigger()
        as_the_view_tells(w)
