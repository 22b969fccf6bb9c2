"""#40 items 15-18, in every ruleset: a saved battle's ``seed`` that is not a whole number is the file's
error wherever a battle is opened (15); can, verify and do read a JSON null optional parameter one way (16);
a Command made in Python is checked as one read from JSON, its actor too (17); and an auto_pass command
refused anyway leaves the redo stack as it was (18). Each failed before its fix."""
from __future__ import annotations

import json

import pytest

from vtt.cli import main
from vtt.commands.play import run_script
from vtt.core import registry
from vtt.core.errors import FileFormatError, MalformedCommandError, VttError
from vtt.core.game_file import battle_data, open_session, replay_battle, save_battle
from vtt.core.journal import Journal, load_journal
from vtt.core.records import Command

from tests.reliability.battles import RULESETS, fingerprint, started
from tests.reliability.test_parameters import signatures

# -- 15: a seed that is not a whole number ------------------------------------------------------------

#: the seeds no battle can have, as the JSON text a file would hold: text, a fraction, a list, an object,
#: a number too large for a float (read as infinity), true, below 0, past the largest seed a battle makes
BAD_SEEDS = ['"12"', "1.5", "[1]", "{}", "1e400", "true", "-1", str(2 ** 70)]


def _battle_file(ruleset: str, tmp_path, seed_text: str):
    """A saved battle of ``ruleset`` whose seed is ``seed_text`` (JSON as written)."""
    s = started(ruleset, moves=3)
    data = battle_data(s)
    data["seed"] = "SEED"
    path = tmp_path / f"{ruleset}-battle.json"
    path.write_text(json.dumps(data).replace('"SEED"', seed_text), encoding="utf-8")
    return path


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("seed", BAD_SEEDS)
def test_a_saved_battle_whose_seed_is_not_a_whole_number_is_refused_naming_the_file_and_the_field(
        ruleset, seed, tmp_path):
    path = _battle_file(ruleset, tmp_path, seed)
    with pytest.raises(FileFormatError) as e:
        open_session(path)
    assert e.value.field == "seed" and str(path) in str(e.value)
    data = json.loads(path.read_text(encoding="utf-8"))
    with pytest.raises(FileFormatError) as e:
        replay_battle(registry.get(ruleset), data, path)
    assert e.value.field == "seed"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_vtt_simulate_and_vtt_print_refuse_a_bad_seed_without_a_traceback(ruleset, tmp_path, capsys, qapp):
    for seed in BAD_SEEDS:
        path = _battle_file(ruleset, tmp_path, seed)
        assert main(["simulate", str(path), "--battles", "2", "--workers", "1"]) != 0
        err = capsys.readouterr().err
        assert "seed" in err and "Traceback" not in err, (seed, err)
        if ruleset == "nechronica":          # prints doll files, not a battle's participants
            continue
        assert main(["print", str(path), "--system", ruleset, "-o", str(tmp_path / "s.pdf")]) != 0
        err = capsys.readouterr().err
        assert "seed" in err and "Traceback" not in err, (seed, err)
        assert not (tmp_path / "s.pdf").exists()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_window_refuses_a_battle_with_a_bad_seed_as_a_file_error(ruleset, tmp_path, qapp):
    from vtt.ui.app import initial_session

    class Args:
        demo = False
        file = None
    for seed in BAD_SEEDS:
        Args.file = _battle_file(ruleset, tmp_path, seed)
        with pytest.raises(FileFormatError, match="seed"):      # run_gui tells it and ends (exit 1)
            initial_session(Args(), None)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_journal_whose_seed_is_not_a_whole_number_is_refused(ruleset, tmp_path):
    s = started(ruleset, moves=3)
    Journal(s, tmp_path / "b.jsonl")
    lines = (tmp_path / "b.jsonl").read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    for seed in BAD_SEEDS:
        header["seed"] = "SEED"
        lines[0] = json.dumps(header).replace('"SEED"', seed)
        (tmp_path / "b.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        with pytest.raises(FileFormatError, match="seed"):
            load_journal(tmp_path / "b.jsonl")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_good_seed_still_opens_the_same_battle(ruleset, tmp_path):
    s = started(ruleset, moves=3)
    save_battle(s, tmp_path / "b.json")
    again = open_session(tmp_path / "b.json")
    assert again.seed == s.seed and again.snapshot() == s.snapshot()


# -- 16: a JSON null optional parameter read one way by can, verify and do -------------------------------

def _null_variants(s, ruleset: str):
    """Each legal command of the battle now, with one of its command type's optional parameters null
    (replacing its value, or added)."""
    declared = registry.get(ruleset).ruleset.declared
    ids = list(s.state.fighters)
    for c in [c for who in [None, *ids] for c in s.legal_commands(who)]:
        sig = declared.signature(c.type, c.params)
        for key in sig.kinds:
            if key not in sig.required:
                yield {**c.to_dict(), key: None}
    for t, fixed, sig in signatures(ruleset):      # and the commands no one may do now
        yield {"type": t, **fixed, **{k: None for k in sig.kinds if k not in sig.required}}


def _verified(s, raw) -> bool:
    try:
        s.verify(raw)
        return True
    except VttError:
        return False


def _done(s, raw) -> bool:
    """Whether do() accepts ``raw``; the battle is put back as it was either way."""
    before, drawn = fingerprint(s), s.drawn
    try:
        s.do(raw)
    except VttError:
        assert fingerprint(s) == before
        return False
    s.undo()
    s.restore_draws(drawn)
    s._redo.clear()
    assert fingerprint(s) == before
    return True


@pytest.mark.parametrize("ruleset", RULESETS)
def test_can_verify_and_do_agree_on_a_null_optional_parameter_of_every_command(ruleset):
    cases = accepted = 0
    for moves in (0, 6, 14):
        s = started(ruleset, seed=5, moves=moves)
        for raw in _null_variants(s, ruleset):
            if "dice" in raw:
                continue
            said = (bool(s.can(raw)), _verified(s, raw), _done(s, raw))
            assert said in ((True, True, True), (False, False, False)), (raw, said, s.can(raw))
            cases += 1
            accepted += said[0]
    assert cases > 30 and accepted > 5, (cases, accepted)


# -- 17: a Python Command's actor checked as from_dict checks it ----------------------------------------

LONE = "\ud800"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_python_command_with_a_lone_surrogate_actor_is_refused_and_the_battle_still_saves(ruleset, tmp_path):
    declared = registry.get(ruleset).ruleset.declared
    system = registry.get(ruleset)
    tried = 0
    for t in ("start", "pass", "next_count", "deal", "wait", "end_turn"):
        if t not in declared.types or declared.types[t].required:
            continue
        for s in (system.demo_session(3), started(ruleset, seed=3, moves=6)):
            before = fingerprint(s)
            command = Command(t, LONE)
            assert not s.can(command)
            with pytest.raises(MalformedCommandError, match="not valid Unicode"):
                s.verify(command)
            with pytest.raises(MalformedCommandError, match="not valid Unicode"):
                s.do(command)
            assert fingerprint(s) == before
            save_battle(s, tmp_path / "b.json")                 # nothing unsavable was logged
            tried += 1
    assert tried >= 2


def test_a_python_command_whose_type_is_not_valid_unicode_is_refused():
    s = started("zones", moves=2)
    with pytest.raises(MalformedCommandError, match="not valid Unicode"):
        s.do(Command("pass" + LONE))


# -- 18: auto_pass refused anyway: the redo stack as it was ---------------------------------------------

def _window_open(ruleset: str):
    """A battle of ``ruleset`` with a reaction window open and an earlier command undone (so redo can
    redo it), or None when the AI does not get to one."""
    from vtt.commands.play import _window_close
    system = registry.get(ruleset)
    from vtt.sim.driver import make_policy, next_command
    for seed in range(1, 40):
        s = system.demo_session(seed)
        policies = {side: make_policy("heuristic", side, seed, system) for side in system.sides}
        for _ in range(60):
            c = next_command(s, policies)
            if c is None:
                break
            s.do(c)
            if _window_close(s) is not None and len(s.log) >= 2:
                undone = s.log[-1].command
                s.undo()
                if _window_close(s) is not None:     # the window was open before it too
                    return s, undone
                s.redo()
    return None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_auto_pass_refused_anyway_leaves_the_redo_stack_as_it_was(ruleset):
    found = _window_open(ruleset)
    if found is None:
        pytest.skip(f"{ruleset}: no reaction window in its demo battles")
    s, undone = found
    assert s.can_redo
    before = fingerprint(s)
    events, rejected = run_script(s, [{"type": "teleport", "actor": "nobody"}, {"type": "wait", "actor": "nobody"}],
                                  auto_pass=True)
    assert len(rejected) == 2 and events == []
    assert fingerprint(s) == before
    assert s.can_redo and s._redo[-1].command == undone and len(s._redo) == 1
    s.redo()
    assert s.log[-1].command == undone
