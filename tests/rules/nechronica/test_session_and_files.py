"""The session on a real battle: rejection changes nothing, undo/redo, overrides, dice, save/load."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from vtt.core.errors import FileFormatError, IllegalCommandError, MalformedCommandError
from vtt.core.records import Command
from vtt.rules.nechronica.battle import demo_session, load_battle, save_battle
from tests.rules.nechronica.builders import do, doll, key, legion, session


def all_legal(s):
    out = []
    for a in [None, *s.state.fighters]:
        out += s.legal_commands(a)
    return out


def play_random(s, rng, steps):
    for _ in range(steps):
        if s.state.outcome:
            break
        cmds = all_legal(s)
        assert cmds, f"no legal command: {s.snapshot()['prompts']} {s.state.window}"
        s.do(rng.choice(cmds))


def test_a_rejected_command_leaves_the_battle_unchanged():
    s = session([doll("a")], [legion("z")])
    before = s.snapshot()
    with pytest.raises(IllegalCommandError):
        do(s, "use", "a", part=key(s, "a", "うで"))
    with pytest.raises(MalformedCommandError):
        do(s, "teleport", "a")
    assert s.snapshot() == before and len(s.log) == 1


def test_can_answers_with_the_reason():
    s = session([doll("a")], [legion("z")])
    v = s.can({"type": "wait", "actor": "z"})
    assert not v and "count is 9" in v.reason
    assert s.can({"type": "wait", "actor": "a"})


def test_a_command_allowed_by_can_is_verified_again_once_the_battle_has_changed():
    s = session([doll("a")], [legion("z")])
    wait = Command("wait", "a")
    assert s.can(wait)
    s.do(Command("override", None, {"op": "set_ap", "target": "a", "ap": 0}))   # no AP left to act with
    before = s.snapshot()
    with pytest.raises(IllegalCommandError):
        s.do(wait)
    assert s.snapshot() == before
    s.undo()                                   # back to where it was allowed: verified, and done
    assert s.can(wait)
    s.do(wait)
    assert s.log[-1].command == wait and s.log[-1].command is not wait     # the log keeps its own copy (#31)


def test_hand_entered_dice_are_used_and_recorded():
    s = session([doll("a")], [legion("z", area="limbo")])
    do(s, "override", op="set_ap", target="z", ap=0)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[7])
    assert s.log[-1].command.dice == (7,)


def test_a_die_out_of_range_is_refused_and_changes_nothing():
    s = session([doll("a")], [legion("z", area="limbo")])
    do(s, "override", op="set_ap", target="z", ap=0)
    before = s.snapshot()
    with pytest.raises(MalformedCommandError, match="1 to 10"):
        do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[11])
    assert s.snapshot() == before


def test_rolled_dice_are_recorded_so_a_replay_is_exact():
    s = demo_session(seed=5)
    play_random(s, random.Random(5), 150)
    t = demo_session(seed=999)
    for r in s.log:
        t.do(r.command)
    assert t.snapshot() == s.snapshot()


def test_gm_override_is_logged_and_undoable():
    s = session([doll("a")], [legion("z")])
    before = s.snapshot()
    do(s, "override", op="move", target="a", area="eden", reason="she was pushed")
    assert s.log[-1].override and s.state.fighters["a"].area == 4
    s.undo()
    assert s.snapshot() == before


def test_override_checks_its_shape():
    s = session([doll("a")], [legion("z")])
    with pytest.raises(MalformedCommandError):
        do(s, "override", op="set_ap", target="a", ap="lots")
    with pytest.raises(MalformedCommandError):
        do(s, "override", op="fly", target="a")


def test_undo_then_redo_restores_the_same_state():
    s = demo_session(seed=2)
    play_random(s, random.Random(2), 60)
    after = s.snapshot()
    n = len(s.log)
    for _ in range(n):
        s.undo()
    for _ in range(n):
        s.redo()
    assert s.snapshot() == after


def test_save_and_load_replays_to_the_same_state(tmp_path):
    s = demo_session(seed=3)
    play_random(s, random.Random(3), 120)
    path = tmp_path / "battle.json"
    save_battle(s, path)
    t = load_battle(path)
    assert t.snapshot() == s.snapshot() and len(t.log) == len(s.log)


def test_a_broken_battle_file_names_the_file_and_field_and_is_not_overwritten(tmp_path):
    s = demo_session(seed=3)
    play_random(s, random.Random(3), 30)
    path = tmp_path / "battle.json"
    save_battle(s, path)
    data = json.loads(path.read_text())
    data["log"][3]["type"] = "teleport"
    path.write_text(json.dumps(data))
    text = path.read_text()
    with pytest.raises(FileFormatError) as e:
        load_battle(path)
    assert "battle.json" in str(e.value) and e.value.field == "log.3"
    assert path.read_text() == text


def test_a_tampered_snapshot_is_reported(tmp_path):
    s = demo_session(seed=4)
    play_random(s, random.Random(4), 30)
    path = tmp_path / "b.json"
    save_battle(s, path)
    data = json.loads(path.read_text())
    data["snapshot"]["round"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(FileFormatError, match="does not reach the saved state"):
        load_battle(path)


# -- properties ----------------------------------------------------------------------------------
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 120))
def test_property_a_rejected_command_never_changes_the_state(seed, steps):
    s = demo_session(seed=seed)
    rng = random.Random(seed)
    play_random(s, rng, steps)
    before = s.snapshot()
    pid = rng.choice(list(s.state.fighters))
    p = s.state.fighters[pid]
    bogus = [{"type": "use", "actor": pid, "part": rng.choice(p.parts).key, "target": rng.choice(list(s.state.fighters))},
             {"type": "wait", "actor": pid}, {"type": "next_count"}, {"type": "pass"},
             {"type": "choose", "actor": pid, "parts": ["p0", "p0"]}]
    for c in bogus:
        if not s.can(c):
            with pytest.raises((IllegalCommandError, MalformedCommandError)):
                s.do(c)
            assert s.snapshot() == before


@SETTINGS
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 150))
def test_property_undo_after_do_is_identity_and_replay_equals_state(seed, steps):
    s = demo_session(seed=seed)
    rng = random.Random(seed)
    play_random(s, rng, steps)
    if s.state.outcome is None:
        before = s.snapshot()
        s.do(rng.choice(all_legal(s)))
        s.undo()
        assert s.snapshot() == before
    replay = demo_session(seed=seed + 1)
    replay.replay(r.command for r in s.log)
    assert replay.snapshot() == s.snapshot()


@SETTINGS
@given(seed=st.integers(0, 10_000))
def test_property_no_part_is_damaged_twice_and_ap_bookkeeping_holds(seed):
    s = demo_session(seed=seed)
    rng = random.Random(seed)
    seen = set()
    for _ in range(250):
        if s.state.outcome:
            break
        c = rng.choice(all_legal(s))
        aps = {p.id: p.ap for p in s.state.fighters.values()}
        events = s.do(c)
        for e in events:
            if e.type == "part_damaged":
                k = (e.data["actor"], e.data["part"])
                assert k not in seen
                seen.add(k)
        if c.type == "wait":
            assert s.state.fighters[c.actor].ap == aps[c.actor] - 1
        if c.type == "use":
            decl = [e for e in events if e.type == "maneuver_declared"][0]
            trips = sum(2 for e in events if e.type == "tripped" and e.data["actor"] == c.actor)
            assert decl.data["ap"] == aps[c.actor] - decl.data["cost"]
            assert s.state.fighters[c.actor].ap in (decl.data["ap"] - trips,) or \
                any(e.type == "round_started" for e in events)


def test_the_journal_rebuilds_the_battle_through_undo_and_redo(tmp_path):
    from vtt.core.journal import Journal, load_journal
    s = demo_session(seed=8)
    j = Journal(s, tmp_path / "auto.jsonl")
    rng = random.Random(8)
    for step in range(80):
        if s.state.outcome:
            break
        s.do(rng.choice(all_legal(s)))
        if step % 7 == 3:
            s.undo()
        if step % 11 == 5 and s.can_redo:
            s.redo()
        j.sync()
    assert load_journal(tmp_path / "auto.jsonl").snapshot() == s.snapshot()


def test_a_journal_cut_mid_line_by_a_crash_still_loads(tmp_path):
    from vtt.core.journal import Journal, load_journal
    s = demo_session(seed=9)
    j = Journal(s, tmp_path / "auto.jsonl")
    play_random(s, random.Random(9), 20)
    j.sync()
    before = s.snapshot()
    with open(tmp_path / "auto.jsonl", "a") as f:
        f.write('{"i": 20, "command": {"type": "wa')
    assert load_journal(tmp_path / "auto.jsonl").snapshot() == before


def test_dice_typed_ahead_wait_for_the_roll_and_are_recorded_with_the_command_that_used_them():
    s = session([doll("a"), doll("b", extra=[{"name": "wing", "location": "arms", "timing": "rapid", "cost": 1,
                                                "range": "自身", "effect": "移動1", "category": "mutation"}])],
                [legion("z", area="limbo")])
    do(s, "override", op="set_ap", target="z", ap=0)
    s.pending_dice = [8, 4]
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z")       # opens a Rapid window: no roll yet
    assert s.pending_dice == [8, 4] and s.log[-1].command.dice is None
    s.do({"type": "pass"})                                          # the attack check rolls now
    assert s.log[-1].command.dice == (8,) and s.pending_dice == [4]


def test_a_file_from_a_newer_vtt_is_refused_with_a_clear_message(tmp_path):
    from vtt.core.files import load_model
    from vtt.rules.nechronica.models import DollFile
    path = tmp_path / "doll.json"
    path.write_text('{"schema_version": 7, "name": "a"}', encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        load_model(DollFile, path)
    assert e.value.field == "schema_version" and "newer vtt" in str(e.value)


def test_every_undo_step_returns_exactly_to_the_state_before_that_command():
    s = demo_session(seed=21)
    rng = random.Random(21)
    snapshots = [s.snapshot()]
    for _ in range(70):                    # more than four undo checkpoints' worth
        if s.state.outcome:
            break
        s.do(rng.choice(all_legal(s)))
        snapshots.append(s.snapshot())
    for expected in reversed(snapshots[:-1]):
        s.undo()
        assert s.snapshot() == expected
    assert not s.can_undo
