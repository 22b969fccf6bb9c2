"""A package ruleset's view hands out the records it made before (a fighter's token, her tracks, her turn-order
entry, her Effort dice) while the values they are made of stay the same (vtt.rules.kit.tracks.kept): whatever a
battle does, its view must be the one made afresh. A value a record's key leaves out shows here as a token
that did not follow the battle."""
from __future__ import annotations

import pytest

import vtt.rules.kit.protocol as kit_protocol
import vtt.rules.kit.tracks as kit_tracks
from vtt.core import registry
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER

from tests.playing import heuristic, steps

RULESETS = ("zones", "ashes", "hundred")


def fresh_view(session, viewer):
    """The view made with nothing kept."""
    kit_tracks._KEPT.clear()
    kit_protocol._TOKENS.clear()
    return session.view(viewer)


def same_view(kept, fresh) -> None:
    assert kept.tokens == fresh.tokens
    assert kept.order == fresh.order
    assert kept.extra == fresh.extra


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_battle_is_viewed_as_made_afresh_after_every_command(ruleset, seed):
    system = registry.get(ruleset)
    s = system.demo_session(seed)
    checked = 0
    for _ in steps(s, heuristic(system, seed), 400):
        for viewer in (GM_VIEWER, TABLE_VIEWER):
            kept = s.view(viewer)                     # (after the last view's records: mostly kept ones)
            same_view(kept, fresh_view(s, viewer))
            checked += 1
    assert checked > 40


#: GM commands that change what a fighter's token, tracks or entry show, for the first two of the demo
CHANGES = {
    "zones": lambda a, b, zone: [
        Command("override", None, {"op": "harm", "target": a, "track": "physical", "value": 2}),
        Command("override", None, {"op": "harm", "target": a, "track": "mental", "value": 1}),
        Command("override", None, {"op": "move", "target": b, "zone": zone}),
        Command("override", None, {"op": "fled", "target": b, "value": True})],
    "ashes": lambda a, b, zone: [
        Command("override", None, {"op": "aura", "target": a, "value": 1}),
        Command("override", None, {"op": "health", "target": a, "value": 7}),
        Command("override", None, {"op": "prana", "target": b, "value": 2}),
        Command("override", None, {"op": "zone", "target": b, "zone": zone})],
    "hundred": lambda a, b, zone: [
        Command("override", None, {"op": "health", "target": a, "health": "(X)(/)OOOO"}),
        Command("override", None, {"op": "health", "target": b, "health": "(*)(X)OOO"})],
}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_gms_changes_and_their_undo_are_viewed_as_made_afresh(ruleset):
    s = registry.get(ruleset).demo_session(3)
    view = s.view()
    a, b = view.tokens[0].id, view.tokens[1].id
    zones = [z.id for z in view.map.zones]
    zone = next((z for z in zones if z != view.tokens[1].zone), None)
    done = 0
    for command in CHANGES[ruleset](a, b, zone):
        before = s.view()
        s.do(command)
        done += 1
        after = s.view()
        same_view(after, fresh_view(s, GM_VIEWER))
        assert after.tokens != before.tokens, command                # (each changes what a token shows)
    for _ in range(done):
        s.undo()
        same_view(s.view(), fresh_view(s, GM_VIEWER))
