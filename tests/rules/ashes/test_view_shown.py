"""ashes' view compares each fighter with what the last view read of her (vtt.rules.ashes.state.shown, compiled) and
makes again only the records of those who changed: whatever a command, an undo or a redo changes of a fighter, in
place or not, the view must be the one made afresh (kit.tracks.forget), and what ``shown`` hands back must equal
what it reads of the fighters with nothing kept."""
from __future__ import annotations

import pytest

import vtt.rules.kit.tracks as kit_tracks
from vtt.core import registry
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
from vtt.rules.ashes import protocol
from vtt.rules.ashes.state import shown

from tests.playing import benchmark_crowd, heuristic, steps


def read(seen) -> tuple:
    """What a Shown tells of the fighters, as values."""
    return (seen.rows, seen.standing, seen.dice, seen.spent, [f.id for f in seen.imbalanced])


def acting_of(b) -> set:
    now = b.current() if b.phase == "turns" else b.bidder()
    return {now.id} if now is not None and b.pending is None and not b.choices else set()


def held_to_fresh(s) -> None:
    """Each viewer's view of ``s`` equals one made afresh, and the Shown it kept equals one read with none kept."""
    views = [s.view(viewer) for viewer in (GM_VIEWER, TABLE_VIEWER)]
    kept = protocol._SHOWN[0][0]
    assert read(kept) == read(shown(s.state.fighters, acting_of(s.state), None))
    for viewer, view in zip((GM_VIEWER, TABLE_VIEWER), views):
        kit_tracks.forget()
        fresh = s.view(viewer)
        assert view.tokens == fresh.tokens and view.order == fresh.order
        assert view.extra == fresh.extra and view.awaited == fresh.awaited


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_every_command_of_a_battle_its_undo_and_redo_are_viewed_as_made_afresh(seed):
    """A battle the heuristic AI plays to its end, viewed after every command from the records kept since the last
    view (not since the battle began: each check forgets them), then undone to its start and redone to its end,
    viewed after each: the same views as made afresh."""
    system = registry.get("ashes")
    s = system.demo_session(seed)
    done = 0
    for _ in steps(s, heuristic(system, seed), 600):
        held_to_fresh(s)
        done += 1
    assert done > 60
    for _ in range(done):
        s.undo()
        held_to_fresh(s)
    for _ in range(done):
        s.redo()
        held_to_fresh(s)


#: a value of each thing a fighter's records are made of, other than hers (set on her in place, as the engine does)
OTHER = {"name": "Someone else", "name_ja": "別人", "side": "foes", "zone": "elsewhere", "aura": 9, "aura_max": 11,
         "health": 3, "boxes": 7, "prana": 4, "pool": 6, "dead": True, "vanquished": True, "hidden": True,
         "held_by": "x", "seat": 99, "rolled": True}


@pytest.mark.parametrize("field", sorted(OTHER))
def test_any_value_a_token_shows_changed_in_place_is_read_again(field):
    """Each field a token, the ladder or the Effort dice are made of, changed on a fighter in place: the next view's
    records of her are made again (the others the very same), equal to those made afresh (her seat and whether she
    rolled are not on her token: the ladder's and the dice's)."""
    s = registry.get("ashes").demo_session(1)
    before = s.view()
    f = s.state.fighters[before.tokens[1].id]
    assert getattr(f, field) != OTHER[field]
    setattr(f, field, OTHER[field])
    after = s.view()
    assert [t.id for t, was in zip(after.tokens, before.tokens) if t is not was] == (
        [] if field in ("seat", "rolled") else [f.id])
    assert protocol._SHOWN[0][0].changed == [1]
    held_to_fresh(s)


@pytest.mark.parametrize("change", ["a die rolled", "a die spent", "a die set again", "a hold taken", "an Imbalance"])
def test_lists_and_dicts_changed_in_place_are_read_again(change):
    """Her dice, which are spent, who she holds and her Imbalances are lists and dicts the engine changes in place:
    each change is seen (compared with the tuples made of them, not by the list's identity)."""
    s = registry.get("ashes").demo_session(1)
    s.view()
    first, f = list(s.state.fighters.values())[:2]
    f.dice.extend([3, 5])
    f.spent.extend([False, False])
    s.view()
    if change == "a die rolled":
        f.dice.append(7)
        f.spent.append(False)
    elif change == "a die spent":
        f.spent[1] = True
    elif change == "a die set again":
        f.dice[0] = 9
    elif change == "a hold taken":
        f.holds[first.id] = 2              # (she is held by the first: the first holds someone)
    else:
        f.imbalances.append({"name": "Fear", "rank": 1, "physical": False})
    held_to_fresh(s)


def test_a_move_reads_every_fighter_but_makes_the_moved_one_s_records_alone():
    """A GM's move of one of 200 (benchmarks/bench_gui.py's crowd): the Shown after it keeps every other fighter's
    records (the very objects), the view hands back every other token, and a view after nothing changed hands back
    the very Shown."""
    s, who = benchmark_crowd("ashes")
    zones = [z.id for z in s.view().map.zones]
    s.do(Command("override", None, {"op": "zone", "target": who, "zone": zones[0]}))
    before = s.view()
    seen = protocol._SHOWN[0][0]
    assert s.view().tokens is before.tokens and protocol._SHOWN[0][0] is seen
    s.do(Command("override", None, {"op": "zone", "target": who, "zone": zones[1]}))
    after = s.view()
    now = protocol._SHOWN[0][0]
    place = list(s.state.fighters).index(who)
    assert now.changed == [place] and now.last is seen
    assert [i for i, (x, y) in enumerate(zip(now.seen, seen.seen)) if x is not y] == [place]
    assert [t.id for t, was in zip(after.tokens, before.tokens) if t is not was] == [who]
    held_to_fresh(s)

