"""Nechronica's view keeps its records while what they are made of is unchanged (vtt.rules.nechronica.protocol.view:
what each participant's token and turn-order entry are made of is compared with the last view's, and only the
positions that differ are made again). Whatever a battle does, its view must be the one made afresh: a value the
comparison leaves out shows here as a token that did not follow the battle."""
from __future__ import annotations

import pytest

import vtt.rules.nechronica.protocol as protocol
from vtt.core import registry
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER, Viewer

from tests.playing import heuristic, steps

VIEWERS = (GM_VIEWER, TABLE_VIEWER, Viewer("side", "dolls"))
COMPILED = protocol.__file__.endswith((".so", ".pyd"))


def fresh_view(session, viewer):
    """The view made with nothing kept (what was kept is put back after it: the next view is compared with the
    last one, as in a window)."""
    kept = [dict(protocol._LAST), dict(protocol._RECORDS), dict(protocol._TRACKS), list(protocol._REFERRED),
            dict(protocol._TOLD), dict(protocol._FETTERED)]
    protocol._LAST.clear()
    protocol._FETTERED.clear()
    protocol._TOLD.clear()
    protocol._RECORDS.clear()
    protocol._TRACKS.clear()
    protocol._REFERRED[:] = [None, {}]
    try:
        return session.view(viewer)
    finally:
        for now, then in zip((protocol._LAST, protocol._RECORDS, protocol._TRACKS, protocol._FETTERED),
                             kept[:3] + kept[5:]):
            now.clear()
            now.update(then)
        protocol._REFERRED[:] = kept[3]
        protocol._TOLD.clear()
        protocol._TOLD.update(kept[4])


def same_view(kept, fresh) -> None:
    assert kept.tokens == fresh.tokens
    assert kept.order == fresh.order
    assert kept.extra == fresh.extra
    assert kept.awaited == fresh.awaited


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_battle_is_viewed_as_made_afresh_after_every_command(seed):
    system = registry.get("nechronica")
    s = system.demo_session(seed)
    checked = 0
    for _ in steps(s, heuristic(system, seed), 300):
        for viewer in VIEWERS:
            kept = s.view(viewer)                     # (after the last view's records: mostly kept ones)
            same_view(kept, fresh_view(s, viewer))
            checked += 1
    assert checked > 60


def gm(op: str, **params) -> Command:
    return Command("override", None, {"op": op, **params})


#: GM commands that change what a participant's token or turn-order entry shows, each after the one before
CHANGES = [
    gm("move", target="noel", area="hades"),
    gm("damage", target="noel", part="p1"),
    gm("damage", target="ghoul", part="p0"),
    gm("repair", target="noel", part="p1"),
    gm("set_ap", target="lily", ap=3),
    gm("bodies", target="zombies", bodies=3),
    gm("visibility", target="ghoul", show_name=False),
    gm("visibility", target="ghoul", show_damage=False),
    gm("visibility", target="ghoul", show_ap=False),
    gm("visibility", target="soldiers", hidden=True),
    gm("escape", target="maria"),
    gm("madness", target="yuki", fetter=0, value=4),
    gm("visibility", target="ghoul", show_name=True),
    gm("visibility", target="soldiers", hidden=False),
]


def test_the_gms_changes_and_their_undo_are_viewed_as_made_afresh():
    s = registry.get("nechronica").demo_session(3)
    for command in CHANGES:
        before = {viewer: s.view(viewer) for viewer in VIEWERS}
        s.do(command)
        for viewer in VIEWERS:
            after = s.view(viewer)
            same_view(after, fresh_view(s, viewer))
        changed = [v for v in VIEWERS if (before[v].tokens, before[v].order, before[v].extra)
                   != (s.view(v).tokens, s.view(v).order, s.view(v).extra)]
        assert changed, command                       # (each changes what some viewer is shown)
    for _ in CHANGES:
        s.undo()
        for viewer in VIEWERS:
            same_view(s.view(viewer), fresh_view(s, viewer))


def test_a_participant_left_as_she_was_keeps_her_very_records():
    """Rule of the view: a record that did not change is the very same object (the window finds what changed by
    identity); the one moved is another."""
    s = registry.get("nechronica").demo_session(1)
    before = s.view()
    s.do(gm("move", target="noel", area="hades"))
    after = s.view()
    moved = [i for i, t in enumerate(after.tokens) if t.id == "noel"]
    assert [i for i, (a, b) in enumerate(zip(before.tokens, after.tokens)) if a is not b] == moved
    assert all(a is b for i, (a, b) in enumerate(zip(before.order.entries, after.order.entries)) if i not in moved)
    assert before.order.entries == after.order.entries              # (her AP is as it was)


def test_a_move_leaves_the_turn_order_and_who_is_awaited_the_very_same_objects():
    """A participant moved to another area changes neither the turn order nor who is awaited: each viewer's view
    after it hands out the very objects of the view before (the window following who acts and the Now panel keep
    what they made of them by identity); a change of either is another object, equal to the one made afresh."""
    s = registry.get("nechronica").demo_session(1)
    before = [s.view(viewer) for viewer in VIEWERS]
    s.do(gm("move", target="noel", area="hades"))
    for viewer, old in zip(VIEWERS, before):
        new = s.view(viewer)
        assert new.order is old.order and new.awaited is old.awaited, viewer
        assert len(new.order.entries) > 2 and new.awaited
    s.do(gm("set_ap", target="lily", ap=3))
    for viewer, old in zip(VIEWERS, before):
        new = s.view(viewer)
        assert new.order is not old.order and new.order != old.order, viewer
        same_view(new, fresh_view(s, viewer))


@pytest.mark.skipif(COMPILED, reason="the compiled module calls its own functions, not the module's names")
def test_a_move_among_many_makes_only_her_records_again(monkeypatch):
    """200 participants: after one is moved, one position's records are made again, not 200."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))
    import bench_gui
    session, who = bench_gui.crowd("nechronica", 200)
    commands = bench_gui.moves(session, who, 3)
    session.do(commands[0])
    session.view()
    made = []
    real = protocol._records
    monkeypatch.setattr(protocol, "_records", lambda p, viewer, acting: made.append(p.id) or real(p, viewer, acting))
    for command in commands[1:]:
        session.do(command)
        view = session.view()
        assert made == [who]
        assert next(t for t in view.tokens if t.id == who).zone == command.get("area")
        made.clear()


def test_the_fetters_follow_who_their_targets_name():
    """The dolls' fetters as each viewer reads them are kept while every participant's id, names, side and secrecy
    are: a target's name hidden from the table, or shown again, is read afresh."""
    s = registry.get("nechronica").demo_session(2)
    enemy = next(p for p in s.state.fighters.values() if p.side == "enemies")
    doll = next(p for p in s.state.fighters.values() if p.side == "dolls" and p.fetters)
    doll.fetters[0].target = enemy.id                 # (as a battle file may have it: a fetter to an enemy)
    for command in (gm("visibility", target=enemy.id, show_name=False),
                    gm("visibility", target=enemy.id, show_name=True),
                    gm("visibility", target=enemy.id, hidden=True)):
        before = s.view(TABLE_VIEWER).extra
        s.do(command)
        for viewer in VIEWERS:
            same_view(s.view(viewer), fresh_view(s, viewer))
        assert s.view(TABLE_VIEWER).extra != before, command


def crowd_moved(n: int):
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))
    import bench_gui
    session, who = bench_gui.crowd("nechronica", 200)
    return session, who, bench_gui.moves(session, who, n)


def test_a_move_among_many_reads_again_only_her():
    """What the last view read of each participant (``Seen``) is kept while she reads the same: a move among 200
    keeps 199 of them, the very objects; a view after nothing changed keeps all 200."""
    session, who, commands = crowd_moved(3)
    session.do(commands[0])
    session.view()
    for command in commands[1:]:
        before = list(protocol._LAST[GM_VIEWER][0])
        session.do(command)
        session.view()
        after = protocol._LAST[GM_VIEWER][0]
        assert [s.id for s, t in zip(before, after) if s is not t] == [who]
        session.view()
        assert all(s is t for s, t in zip(after, protocol._LAST[GM_VIEWER][0]))


def test_a_view_after_nothing_changed_hands_back_the_very_tokens_and_order():
    """Nothing changed since the last view: its tokens and turn order are the very objects (not made again from
    200 records); a move puts the moved one's token in its place among the others, equal to the view made afresh."""
    session, who, commands = crowd_moved(2)
    session.do(commands[0])
    first = session.ruleset.view(session.state, GM_VIEWER)
    again = session.ruleset.view(session.state, GM_VIEWER)
    assert again.tokens is first.tokens and again.order is first.order
    session.do(commands[1])
    moved = session.ruleset.view(session.state, GM_VIEWER)
    assert [t.id for t, u in zip(first.tokens, moved.tokens) if t is not u] == [who]
    fresh = fresh_view(session, GM_VIEWER)
    assert moved.tokens == fresh.tokens and moved.order == fresh.order


@pytest.mark.skipif(COMPILED, reason="the compiled module calls its own functions, not the module's names")
def test_a_move_among_many_finds_the_fetters_targets_where_they_were(monkeypatch):
    """200 participants: a move names nobody anew, so where each fetter's target is found is not looked up again."""
    session, who, commands = crowd_moved(3)
    session.do(commands[0])
    session.view()
    looked = []
    real = protocol._referred
    monkeypatch.setattr(protocol, "_referred", lambda fighters: looked.append(len(fighters)) or real(fighters))
    for command in commands[1:]:
        session.do(command)
        assert session.view().extra["fetters"]
    assert looked == []
