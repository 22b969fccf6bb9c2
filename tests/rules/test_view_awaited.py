"""The GM's view holds the ruleset's ``awaited()`` as it is (vtt.core.ruleset.View.awaited): the window takes who
the battle waits on from the view it makes at every change (BattleController.awaited) rather than have the ruleset
make the 200 records of a crowd twice. Checked after every command of whole battles the AI plays."""
from __future__ import annotations

import pytest

from vtt.core import registry
from vtt.core.ruleset import GM_VIEWER

from tests.playing import heuristic, steps


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
@pytest.mark.parametrize("seed", [1, 3])
def test_the_gm_s_view_awaits_what_the_ruleset_awaits_after_every_command(ruleset, seed):
    system = registry.get(ruleset)
    s = system.demo_session(seed)
    assert list(s.view(GM_VIEWER).awaited) == s.awaited()
    checked = 1
    for done in steps(s, heuristic(system, seed), 300):
        assert done
        assert list(s.view(GM_VIEWER).awaited) == s.awaited()
        checked += 1
    assert checked > 30
