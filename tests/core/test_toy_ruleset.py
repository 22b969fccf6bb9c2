"""The core runs a ruleset it has never heard of: a toy (cards and a zone graph, tests/core/toy.py)
through the session, the registry, the battle file and the generic AI driver."""
import json

import pytest

from vtt.core import registry
from vtt.core.errors import FileFormatError, IllegalCommandError, MalformedCommandError
from vtt.core.game_file import battle_data, open_session, save_battle
from vtt.core.records import Command
from vtt.core.ruleset import ACT, GM, GM_VIEWER, TABLE_VIEWER, Ruleset, Viewer
from vtt.sim.driver import next_command

from . import toy


pytestmark = pytest.mark.usefixtures("toy_registered")


def dealt(seed=3, **kw):
    s = toy.ToySession(toy.DEMO, seed, **kw)
    s.do(s.awaited()[0].fallback)
    return s


def test_the_toy_is_a_ruleset():
    assert isinstance(toy.RULESET, Ruleset)
    assert registry.get("toy") is toy.SYSTEM


def test_the_gm_is_awaited_to_deal_then_the_lowest_card_acts():
    s = toy.ToySession(toy.DEMO, 3)
    (first,) = s.awaited()
    assert (first.kind, first.who, first.fallback.type) == (GM, None, "deal")
    s.do(first.fallback)
    lowest = min(s.state.fighters.values(), key=lambda f: f.card)
    assert [(a.kind, a.who) for a in s.awaited()] == [(ACT, lowest.id)]


def test_cards_drawn_are_recorded_and_physical_cards_can_be_entered():
    s = toy.ToySession(toy.DEMO, 3)
    s.do(Command("deal", dice=(7, 2, 9, 4)))
    assert [f.card for f in s.state.fighters.values()] == [7, 2, 9, 4]
    assert s.log[-1].command.dice == (7, 2, 9, 4)
    s2 = toy.ToySession(toy.DEMO, 3)
    s2.do(Command("deal"))
    assert sorted(s2.log[-1].command.dice) == sorted(f.card for f in s2.state.fighters.values())
    assert len(set(s2.log[-1].command.dice)) == 4          # a deck: no card twice


def test_a_card_not_in_the_deck_is_refused_and_changes_nothing():
    s = toy.ToySession(toy.DEMO, 3)
    before = s.snapshot()
    with pytest.raises(MalformedCommandError, match="not in the deck"):
        s.do(Command("deal", dice=(7, 7, 9, 4)))
    assert s.snapshot() == before and s.log == []


def test_the_zone_graph_rules_moves_and_melee():
    s = toy.ToySession(toy.DEMO, 0)
    s.do(Command("deal", dice=(1, 2, 3, 4)))         # ann acts first, in the gate
    assert s.state.map.distance("gate", "keep") == 2
    assert not s.can(Command("move", "ann", {"to": "keep"}))
    with pytest.raises(IllegalCommandError, match="not next to"):
        s.do(Command("move", "ann", {"to": "keep"}))
    s.do(Command("move", "ann", {"to": "yard"}))
    assert not s.can(Command("hit", "bob", {"target": "orc"}))   # the orc is in the keep


def test_do_undo_redo_and_replay_reach_the_same_states():
    s = dealt()
    snaps = [s.snapshot()]
    for _ in range(12):
        c = next_command(s, {"heroes": toy.FirstLegal("heroes"), "foes": toy.FirstLegal("foes")})
        if c is None:
            break
        s.do(c)
        snaps.append(s.snapshot())
    n = len(snaps) - 1
    for k in range(n):
        s.undo()
        assert s.snapshot() == snaps[n - k - 1]
    for k in range(n):
        s.redo()
        assert s.snapshot() == snaps[k + 1]
    again = toy.ToySession(toy.DEMO, 99)           # another seed: the recorded draws and dice decide
    again.replay(r.command for r in s.log)
    assert again.snapshot() == s.snapshot()


def test_save_and_load_through_the_registry(tmp_path):
    s = dealt()
    for _ in range(5):
        s.do(next_command(s, {"heroes": toy.FirstLegal("heroes"), "foes": toy.FirstLegal("foes")}))
    path = tmp_path / "toy.json"
    save_battle(s, path)
    assert json.loads(path.read_text())["ruleset"] == "toy"
    back = open_session(path)
    assert back.snapshot() == s.snapshot()
    assert [r.command for r in back.log] == [r.command for r in s.log]


def test_a_file_of_an_unknown_ruleset_says_so(tmp_path):
    s = dealt()
    data = battle_data(s)
    data["ruleset"] = "chess"
    path = tmp_path / "chess.json"
    path.write_text(json.dumps(data))
    with pytest.raises(FileFormatError, match="unknown ruleset 'chess'; this vtt knows: .*toy") as e:
        open_session(path)
    assert e.value.field == "ruleset"


def test_a_battle_that_does_not_replay_is_reported_at_its_command(tmp_path):
    s = dealt()
    data = battle_data(s)
    data["log"].append({"type": "move", "actor": "orc", "to": "gate"})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(FileFormatError, match="does not replay") as e:
        open_session(path)
    assert e.value.field == "log.1"


def test_what_the_table_may_not_see_is_absent_from_its_view():
    s = dealt()
    table = s.view(TABLE_VIEWER)
    assert "spy" not in {t.id for t in table.tokens} and "spy" not in {e.who for e in table.order.entries}
    assert "spy" in {t.id for t in s.view(GM_VIEWER).tokens}
    assert "spy" in {t.id for t in s.view(Viewer("side", "foes")).tokens}
    assert "spy" not in {t.id for t in s.view(Viewer("side", "heroes")).tokens}


def test_the_driver_plays_a_whole_toy_fight_to_its_end():
    s = dealt(seed=5)
    policies = {side: toy.FirstLegal(side) for side in toy.SIDES}
    for _ in range(500):
        c = next_command(s, policies)
        if c is None:
            break
        s.do(c)
    assert s.state.phase == "ended" and s.ruleset.outcome(s.state) in toy.SIDES
    assert s.awaited() == []


def test_a_side_left_to_a_human_is_not_played_by_the_driver():
    s = dealt()
    first = s.awaited()[0]
    assert first.kind == ACT and next_command(s, {}) is None
