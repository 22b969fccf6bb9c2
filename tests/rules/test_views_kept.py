"""A package ruleset's view hands out the records it made before (a fighter's token, her tracks, her turn-order
entry, her Effort dice) while the values they are made of stay the same (vtt.rules.kit.tracks.kept): whatever a
battle does, its view must be the one made afresh. A value a record's key leaves out shows here as a token
that did not follow the battle."""
from __future__ import annotations

import random

import pytest

import vtt.rules.kit.tracks as kit_tracks
from vtt.core import registry
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER

from tests.playing import counting_reads, heuristic, steps

RULESETS = ("zones", "ashes", "hundred")


def fresh_view(session, viewer):
    """The view made with nothing kept."""
    kit_tracks.forget()
    return session.view(viewer)


def same_view(kept, fresh) -> None:
    assert kept.tokens == fresh.tokens
    assert kept.order == fresh.order
    assert kept.extra == fresh.extra
    assert kept.awaited == fresh.awaited


def afresh(make):
    """``make()`` with nothing kept, the records kept so far kept on after it (kit.tracks.CACHES): the views after
    it are still made of the records kept since the battle began, not since the last command."""
    saved = [dict(made) for made in kit_tracks.CACHES]
    kit_tracks.forget()
    try:
        return make()
    finally:
        for made, was in zip(kit_tracks.CACHES, saved):
            made.clear()
            made.update(was)


def moved(moves) -> list:
    """The ruleset's moves() as values (vtt.core.ruleset.Move has no equality of its own)."""
    return [(m.who, m.side, m.kind, m.fallback, m.optional) for m in moves]


VIEWERS = (GM_VIEWER, TABLE_VIEWER)


def anything_legal(session, seed: int, moves: int):
    """Up to ``moves`` commands each chosen at random among the legal commands of everyone awaited (what the
    heuristic AI never does: a participant's own draw, a card given, an optional interrupt), each done, then
    yielded."""
    rng = random.Random(seed)
    for _ in range(moves):
        commands = [c for a in session.awaited() for c in session.legal_commands(a.who)]
        if not commands:
            return
        yield session.do(rng.choice(commands))


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("seed", [1, 3])
@pytest.mark.parametrize("play", ["heuristic", "anything legal"])
def test_what_is_awaited_and_every_viewer_s_view_are_kept_only_while_the_same(ruleset, seed, play):
    """After every command of a battle the AI plays (or one of commands chosen at random), each viewer's view,
    awaited() and moves() made from the records kept since the battle began are those made with nothing kept
    (kit.tracks.forget): a record kept by a key that leaves out something it shows would show here."""
    system = registry.get(ruleset)
    s = system.demo_session(seed)
    checked = 0
    moves = steps(s, heuristic(system, seed), 400) if play == "heuristic" else anything_legal(s, seed, 400)
    for _ in moves:
        views = [s.view(viewer) for viewer in VIEWERS]      # (from the records kept since the battle began)
        awaited, moves = s.awaited(), moved(s.ruleset.moves(s.state))
        fresh = afresh(lambda: ([s.view(viewer) for viewer in VIEWERS], s.awaited(), moved(s.ruleset.moves(s.state))))
        for kept, made in zip(views, fresh[0]):
            same_view(kept, made)
        assert (awaited, moves) == fresh[1:]
        checked += 1
    assert checked > 30


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


def test_a_band_set_leaves_every_other_record_of_hundred_s_view_the_same_object():
    """A move among 200 in hundred sets one band: the view after it hands out the very records of the view before
    (kit.tracks.last) but the range rows, which tell the one row made anew (hundred.protocol.Rows), so a widget
    sees by identity what did not change."""
    s = registry.get("hundred").demo_session(1)
    first = s.view()
    a, b = first.tokens[0].id, first.tokens[1].id
    before = [s.view(viewer) for viewer in VIEWERS]
    band = next(x for x in first.extra["bands"] if x != s.state.band(a, b))
    s.do(Command("set_range", None, {"a": a, "b": b, "band": band}))
    for old, new in zip(before, [s.view(viewer) for viewer in VIEWERS]):
        assert new.tokens is old.tokens and new.order is old.order and new.awaited is old.awaited
        assert len(new.awaited) > 1
        for key in ("hands", "hand_sizes", "laid", "given", "received", "health"):
            assert new.extra[key] is old.extra[key], key
        rows, was = new.extra["ranges"], old.extra["ranges"]
        assert rows != was and rows.since == was.serial
        assert [i for i, (x, y) in enumerate(zip(rows, was)) if x is not y] == list(rows.changed) == [
            i for i, (x, y) in enumerate(zip(rows, was)) if x != y]
        assert sorted(rows[rows.changed[0]][:2]) == sorted((a, b))


#: the GM's move of a participant to a zone, per ruleset with a map (benchmarks/bench_gui.py's move among 200)
MOVE = {"zones": "move", "ashes": "zone"}


@pytest.mark.parametrize("ruleset", sorted(MOVE))
def test_a_move_leaves_every_other_record_of_the_view_the_same_object(ruleset):
    """A participant moved to another zone in zones and ashes: the view after it hands out the very records of the
    view before (kit.tracks.last, same) but her token, so a widget sees by identity what did not change (the
    Now panel's awaited rows, the turn order, the other tokens, each part of the extra: the view's own extra dict
    is copied where the battle has pictures, vtt.core.battle_pictures)."""
    s = registry.get(ruleset).demo_session(1)
    first = s.view()
    who = first.tokens[1]
    zone = next(z.id for z in first.map.zones if z.id != who.zone)
    before = [s.view(viewer) for viewer in VIEWERS]
    s.do(Command("override", None, {"op": MOVE[ruleset], "target": who.id, "zone": zone}))
    for old, new in zip(before, [s.view(viewer) for viewer in VIEWERS]):
        assert new.order is old.order and new.awaited is old.awaited
        assert [key for key, value in new.extra.items() if value is not old.extra[key]] == []
        assert len(new.awaited) + len(new.order.entries) > 2      # (zones draws: 201 awaited; ashes: its ladder)
        assert [t.id for t, was in zip(new.tokens, old.tokens) if t is not was] == [who.id]
        assert next(t.zone for t in new.tokens if t.id == who.id) == zone


def test_mended_makes_again_only_the_records_whose_row_changed():
    """kit.tracks.mended: the last tuple while the rows are the same; else only the changed rows' records made
    again (a move of one of 200 makes one token), the others the very same objects; rows of another length made
    anew."""
    made = []

    def record(rows):
        return lambda i: made.append(i) or list(rows[i])

    kit_tracks.forget()
    rows = tuple((f"p{i}", "road") for i in range(200))
    first = kit_tracks.mended(("test", "rows"), rows, record(rows))
    assert made == list(range(200)) and [r[0] for r in first] == [r[0] for r in rows]
    del made[:]
    assert kit_tracks.mended(("test", "rows"), rows, record(rows)) is first and made == []
    moved = rows[:7] + (("p7", "ford"),) + rows[8:]
    second = kit_tracks.mended(("test", "rows"), moved, record(moved))
    assert made == [7] and second[7] == ["p7", "ford"]
    assert [i for i, (x, y) in enumerate(zip(first, second)) if x is not y] == [7]
    del made[:]
    assert len(kit_tracks.mended(("test", "rows"), moved[:3], record(moved))) == 3 and made == [0, 1, 2]


def test_a_view_of_ashes_reads_where_each_fighter_stands_once():
    """ashes' ladder outside the bids and turns, who its Imbalance and Effort phases await, the Effort dice and the
    Imbalances shown are each kept while where every fighter stands (her seat and side, whether she rolled, is
    vanquished or dead) is the same: a view after a move reads that once, with her token's fields, not once for
    each of them (ashes' crowd stands in its Imbalance phase: benchmarks/bench_gui.py's move among 200). The views
    are held to those made afresh by the tests above."""
    from vtt import _compiled
    if _compiled.status() == "compiled":
        pytest.skip("a compiled fighter (mypyc) is read as her own class only: a subclass cannot count her reads")
    s = registry.get("ashes").demo_session(1)
    reads = counting_reads(s.state.fighters.values())
    view = s.view()
    assert s.state.phase == "imbalance" and len(view.order.entries) == len(s.state.fighters)
    who = view.tokens[1]
    zone = next(z.id for z in view.map.zones if z.id != who.zone)
    s.do(Command("override", None, {"op": "zone", "target": who.id, "zone": zone}))
    reads.clear()
    after = s.view()
    assert after.order is view.order and after.awaited is view.awaited
    assert reads["seat"] == reads["rolled"] == len(s.state.fighters)
