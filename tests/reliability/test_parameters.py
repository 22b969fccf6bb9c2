"""#31 items 1, 2 and 4, in all four rulesets: every parameter of every command type (each op of an override
its own) is checked at the core's boundary against what the ruleset declares (vtt.core.params). A wrong
type (a list where a zone id belongs, a number, true, an object, a float, NaN, a set), a value too large to
mean anything (a number of 5,000 digits, a megabyte of text, a list of 10,000 items), a key the command
does not take (a misspelt one) and a missing required one are each a MalformedCommandError naming the
command and the key, from can() and from do(), as JSON and as a Command made in Python; the battle's
state, log and random state stay as they were. Fuzzed with hypothesis (bounded) too."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vtt.core import registry
from vtt.core.errors import MalformedCommandError, VttError
from vtt.core.game_file import battle_data, replay_battle
from vtt.core.params import Kind, describe
from vtt.core.records import Command

from tests.reliability.battles import RULESETS, fingerprint, started


def signatures(ruleset: str):
    """(command type, fixed params such as the op, the signature) of every command the ruleset declares."""
    declared = registry.get(ruleset).ruleset.declared
    for t, sig in declared.types.items():
        if sig.by is None:
            yield t, {}, sig
        else:
            for value, variant in sig.variants.items():
                yield t, {sig.by: value}, variant


def sample(kind: Kind):
    """A value of the right type for ``kind`` (whether the rules accept it is not the point here)."""
    if kind.text >= 0:
        return "x"
    if kind.lo <= kind.hi:
        return kind.lo
    if kind.flag:
        return True
    return [sample(kind.item)] if kind.item is not None else None


def hostile(kind: Kind) -> list:
    """Values of ``kind``'s parameter that must be refused: each wrong type, and the too large."""
    out = [{"zone": "road"}, 1.5, float("nan"), float("inf"), object(), {1, 2}, b"bytes", "x" * 1_000_001,
           10 ** 5000, -10 ** 5000, [{"a": 1}] * 3, list(range(10_000))]
    if kind.item is None:
        out.append(["road"])
    if kind.text < 0:
        out.append("road")
    if kind.lo > kind.hi:
        out.append(3)
    if not kind.flag:
        out.append(True)
    return out


def is_json(value) -> bool:
    """Whether ``value`` could be in a file (a set, bytes, NaN cannot: only a command made in Python holds them)."""
    try:
        json.dumps(value, allow_nan=False)
        return True
    except (TypeError, ValueError):
        return False


def command_of(t: str, fixed: dict, sig, **params) -> dict:
    base = {"type": t, **fixed, **{k: sample(sig.kinds[k]) for k in sig.required if k not in fixed}}
    base.update(params)
    return base


def refused(s, raw: dict, as_json: bool = True) -> str:
    """The refusal of ``raw`` (by can and by do, as the JSON a file holds and as a Command made in Python),
    asserting it is a MalformedCommandError and that nothing changed; its message."""
    before = fingerprint(s)
    forms = [raw] if as_json else []
    forms.append(Command(raw["type"], raw.get("actor"), {k: v for k, v in raw.items() if k not in ("type", "actor")}))
    message = ""
    for form in forms:
        verdict = s.can(form)
        assert not verdict, raw
        with pytest.raises(MalformedCommandError) as e:
            s.do(form)
        message = str(e.value)
        assert fingerprint(s) == before
    return message


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_parameter_of_every_command_refuses_wrong_types_and_huge_values(ruleset):
    s = started(ruleset)
    cases = 0
    for t, fixed, sig in signatures(ruleset):
        for key, kind in sig.kinds.items():
            if key in fixed:
                continue
            for value in hostile(kind):
                raw = command_of(t, fixed, sig, **{key: value})
                message = refused(s, raw, as_json=is_json(value))
                assert repr(key) in message and sig.name in message, (raw, message)
                cases += 1
    assert cases > 300


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_unknown_or_misspelt_key_is_refused_naming_it_and_the_keys_the_command_takes(ruleset):
    s = started(ruleset)
    for t, fixed, sig in signatures(ruleset):
        keys = [k for k in sig.kinds if k not in fixed]
        for wrong in ["advantag", "weapo", *(k[:-1] for k in keys if len(k) > 2)]:
            if wrong in sig.kinds:
                continue
            message = refused(s, command_of(t, fixed, sig, **{wrong: True}))
            assert repr(wrong) in message and sig.name in message
            assert all(k in message for k in keys), message


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_required_parameter_missing_or_null_is_refused_naming_it_and_an_optional_null_is_left_out(ruleset):
    s = started(ruleset)
    declared = registry.get(ruleset).ruleset.declared
    for t, fixed, sig in signatures(ruleset):
        for key in sig.kinds:
            if key in fixed:
                continue
            raw = command_of(t, fixed, sig, **{key: None})
            if key in sig.required:
                assert f"needs {key!r}" in refused(s, raw)
                del raw[key]
                assert f"needs {key!r}" in refused(s, raw)
            else:
                assert key not in declared.check(Command.from_dict(raw))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_unknown_command_or_op_is_refused_with_the_ones_there_are(ruleset):
    s = started(ruleset)
    assert "use one of" in refused(s, {"type": "teleport"})
    for t, fixed, sig in signatures(ruleset):
        if fixed:
            key = next(iter(fixed))
            assert "one of" in refused(s, {"type": t})
            for op in ("teleport", 5, ["move"], None):
                assert "one of" in refused(s, {"type": t, key: op}, as_json=True)
            break


def scenarios(ruleset: str) -> list:
    module = __import__(f"vtt.rules.{ruleset}.battle", fromlist=["RESOURCES"])
    if ruleset == "nechronica":
        return [module.DEMO_SCENARIO]
    return sorted((module.RESOURCES / "scenarios").glob("*.json"))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_declaration_takes_every_command_the_ruleset_makes(ruleset):
    """The legal commands, the AI's, the fallbacks (every command of simulated battles) and the GM's forms
    pass the check: else it would refuse the rules' own moves."""
    from vtt.sim.simulator import run_battle
    declared = registry.get(ruleset).ruleset.declared
    for i, scenario in enumerate(scenarios(ruleset) * 2):
        for raw in run_battle(scenario, i, 7, keep_log=True).log:
            declared.check(Command.from_dict(raw))
    s = started(ruleset)
    ids = list(s.state.fighters)
    zones = [z.id for z in s.view().map.zones]
    values = {"who": ids[0], "zone": zones[0] if zones else "z", "flag": True}
    for form in getattr(s.ruleset, "gm_forms", lambda _b: [])(s.state):
        params = dict(form.fixed)
        for f in form.fields:
            value = values.get(f.kind, f.lo) if f.kind != "choice" else f.options[0][0]
            params[f.key] = [f.lo] if f.kind == "numbers" else value
        declared.check(Command(form.type, None, params))
    assert describe(declared)


def _engine_sources(ruleset: str) -> dict:
    """The engine's modules (Nechronica's a package) → their source (compiled or not)."""
    import importlib
    import pkgutil
    from tests.sources import source_of
    engine = importlib.import_module(f"vtt.rules.{ruleset}.engine")
    modules = [engine] + [importlib.import_module(f"{engine.__name__}.{m.name}")
                          for m in pkgutil.iter_modules(getattr(engine, "__path__", []))]
    return {m: source_of(m) for m in modules}


def _strings(node, module) -> set:
    """The command types, ops or keys a node of the engine's source names: a literal, a tuple of them, a
    constant of the module (COMMAND_TYPES, OP_MOVE, TARGET) or a sum of such tuples."""
    import ast
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return set().union(*(_strings(e, module) for e in node.elts)) if node.elts else set()
    if isinstance(node, ast.BinOp):
        return _strings(node.left, module) | _strings(node.right, module)
    if isinstance(node, ast.Name):
        value = getattr(module, node.id, None)
        if isinstance(value, str):
            return {value}
        if isinstance(value, (tuple, frozenset, set)) and all(isinstance(v, str) for v in value):
            return set(value)
    return set()


def _what_the_engine_names(ruleset: str) -> tuple[set, set, set]:
    """(command types, override ops, parameter keys) the engine's source compares a command's type or op
    with, or reads from a command (``c.get(key)``)."""
    import ast
    types, ops, keys = set(), set(), set()
    for module, source in _engine_sources(ruleset).items():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Compare) and len(node.ops) == 1:
                left, right = node.left, node.comparators[0]
                if isinstance(left, ast.Attribute) and left.attr == "type" and isinstance(left.value, ast.Name) \
                        and left.value.id in ("c", "command") or isinstance(left, ast.Name) and left.id == "t":
                    types |= _strings(right, module)
                elif isinstance(left, ast.Name) and left.id == "op":
                    ops |= _strings(right, module)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                    and isinstance(node.func.value, ast.Name) and node.func.value.id in ("c", "command") and node.args:
                keys |= _strings(node.args[0], module)
    return types, ops, keys


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_command_type_op_and_parameter_the_engine_reads_is_declared(ruleset):
    """Whatever the engine's source takes (a type it compares a command's with, an override op, a key it reads
    with c.get) is in the declaration: a parameter a rules fix adds to the engine but not to commands.py
    would be refused at the boundary, and the rules' own new option never reach them."""
    declared = registry.get(ruleset).ruleset.declared
    types, ops, keys = _what_the_engine_names(ruleset)
    assert types and ops and keys                                   # (the source was read)
    override = declared.types["override"]
    taken = {k for sig in declared.types.values() for s in (sig.variants.values() if sig.by else (sig,))
             for k in s.kinds}
    assert sorted(types - set(declared.types)) == []
    assert sorted(ops - set(override.variants)) == []
    assert sorted(keys - taken) == []


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_parameter_the_engine_reads_of_a_command_is_declared_for_that_command(ruleset, monkeypatch):
    """The same per command type, as the engine runs: every key its rules, its legal commands and its AI read
    of a command (through Command.get) in simulated battles of every scenario, in a sample of each declared
    command and in each GM form filled in is declared for that command's type (an override's: for its op):
    ashes' bid reading pay_die, zones' hardship its track, Nechronica's choose its victory."""
    from vtt.sim.simulator import run_battle
    declared = registry.get(ruleset).ruleset.declared
    undeclared = set()
    get = Command.get

    def recording_get(self, key, default=None):
        sig = declared.signature(self.type, self.params)
        if sig is None or key not in sig.kinds:
            undeclared.add((self.type if sig is None else sig.name, key))
        return get(self, key, default)

    monkeypatch.setattr(Command, "get", recording_get)
    for i, scenario in enumerate(scenarios(ruleset) * 2):
        run_battle(scenario, i, 11)
    s = started(ruleset)
    ids = list(s.state.fighters)
    zones = [z.id for z in s.view().map.zones] or ["z"]
    for t, fixed, sig in signatures(ruleset):
        for who in (ids[0], ids[-1]):
            # (a participant and a zone there are, so the rules read on past them)
            real = {"a participant id": who, "a zone id": zones[-1]}
            params = {**fixed, **{k: real.get(kind.what.template, sample(kind)) for k, kind in sig.kinds.items()
                                  if k not in fixed}}
            for actor in (None, ids[0], ids[-1]):
                s.can(Command(t, actor, params))
    assert undeclared == set()


@pytest.mark.parametrize("ruleset, t, fixed, key", [
    ("ashes", "bid", {}, "advantage"), ("ashes", "bid", {}, "pay_die"), ("ashes", "attack", {}, "pay_die"),
    ("ashes", "defend", {}, "pay_die"), ("ashes", "death_token", {}, "condition"), ("zones", "hardship", {}, "track"),
    ("zones", "hardship", {}, "target"), ("nechronica", "choose", {}, "victory"),
    ("nechronica", "override", {"op": "escape"}, "escaped")])
def test_the_parameters_the_rules_fixes_added_are_declared_and_refuse_hostile_values(ruleset, t, fixed, key):
    """#33's new parameters (an Improvised weapon's die paid at a bid, a bid's advantage, the Death token's
    condition, zones' hardship, the GM's word on escaped enemies) go through the same check as the rest."""
    sig = registry.get(ruleset).ruleset.declared.signature(t, fixed)
    assert sig is not None and key in sig.kinds
    s = started(ruleset)
    for value in hostile(sig.kinds[key]):
        message = refused(s, command_of(t, fixed, sig, **{key: value}), as_json=is_json(value))
        assert repr(key) in message and sig.name in message


# -- the issue's cases as it gives them -----------------------------------------------------------------

def test_zones_override_move_with_a_list_for_the_zone_is_refused_in_a_script(tmp_path, capsys):
    from vtt.cli import main
    from vtt.rules.zones.battle import RESOURCES
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"ruleset": "zones", "kind": "script",
                                  "scenario": str(RESOURCES / "scenarios" / "bridge.json"),
                                  "commands": [{"type": "override", "op": "move", "target": "asa",
                                                "zone": ["road"]}]}), encoding="utf-8")
    assert main(["play", str(script)]) == 0
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    assert "REJECTED command 0" in out.out and "'zone' must be a zone id, not a list of 1 item(s)" in out.out


@pytest.mark.parametrize("ruleset, t, key", [("zones", "move", "to"), ("zones", "flee", "via"),
                                             ("ashes", "move", "to")])
def test_a_wrong_type_where_a_zone_id_belongs_is_refused_not_a_type_error(ruleset, t, key):
    s = started(ruleset)
    for value in (["road"], {"a": 1}, 3, True):
        refused(s, {"type": t, "actor": next(iter(s.state.fighters)), key: value})


def test_ashes_attack_with_a_misspelt_advantage_is_refused():
    s = started("ashes")
    message = refused(s, {"type": "attack", "actor": "kestrel", "target": "x", "pick": [0], "advantag": True})
    assert "attack has no parameter 'advantag'; it takes: target, pick, advantage" in message


def test_hundred_attack_with_a_misspelt_weapon_is_refused():
    s = started("hundred")
    assert "attack has no parameter 'weapo'; it takes: target, weapon" in \
        refused(s, {"type": "attack", "actor": "x", "target": "y", "weapo": "sword"})


def test_a_parameter_that_is_a_set_is_refused_at_do_so_the_battle_still_saves(tmp_path):
    for ruleset in RULESETS:
        s = started(ruleset)
        t, fixed, sig = next((t, f, sig) for t, f, sig in signatures(ruleset) if f)
        refused(s, command_of(t, fixed, sig, reason={"a set"}), as_json=False)
        json.dumps(battle_data(s))                    # what was accepted can be saved


def test_nan_never_reaches_a_log(tmp_path, capsys):
    """A script holding NaN is not JSON: refused as a file; a NaN made in Python is refused as a value."""
    from vtt.cli import main
    from vtt.rules.zones.battle import RESOURCES
    script = tmp_path / "s.json"
    script.write_text('{"ruleset": "zones", "kind": "script", "scenario": "%s", "commands": '
                      '[{"type": "override", "op": "harm", "target": "asa", "track": "physical", "value": NaN}]}'
                      % (RESOURCES / "scenarios" / "bridge.json"), encoding="utf-8")
    assert main(["play", "--json", str(script)]) == 2
    assert "NaN" in capsys.readouterr().err
    s = started("zones")
    refused(s, {"type": "override", "op": "harm", "target": "asa", "track": "physical", "value": float("nan")},
            as_json=False)


# -- fuzzed ---------------------------------------------------------------------------------------------

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.integers(10 ** 30, 10 ** 40), st.floats(),
                 st.text(max_size=4), st.lists(st.integers(0, 5), max_size=3),
                 st.dictionaries(st.text(max_size=2), st.integers(), max_size=1))


def _fuzz(ruleset: str, data) -> None:
    s = started(ruleset, seed=3, moves=8)
    sigs = list(signatures(ruleset))
    ids = list(s.state.fighters)
    legal = [c for who in [None, *ids] for c in s.legal_commands(who)]
    for _ in range(data.draw(st.integers(1, 5))):
        if legal and data.draw(st.booleans()):
            c = data.draw(st.sampled_from(legal))
            raw = c.to_dict()
        else:
            t, fixed, sig = data.draw(st.sampled_from(sigs))
            raw = {"type": t, **fixed}
            if data.draw(st.booleans()):
                raw["actor"] = data.draw(st.sampled_from(ids))
        for key in data.draw(st.lists(st.sampled_from(sorted({k for _, _, g in sigs for k in g.kinds} |
                                                              {"advantag", "weapo", "actor", "dice"})), max_size=3)):
            raw[key] = data.draw(st.sampled_from(ids) | JUNK)
        before = fingerprint(s)
        verdict = s.can(raw)
        try:
            s.do(raw)
            accepted = True
        except VttError:
            accepted = False
            assert fingerprint(s) == before, raw
        if "dice" not in raw:
            assert accepted == verdict.ok, (raw, verdict)
        legal = [c for who in [None, *ids] for c in s.legal_commands(who)]
    data_ = battle_data(s)
    json.dumps(data_, allow_nan=False)                           # whatever was accepted can be saved…
    replay_battle(registry.get(ruleset), json.loads(json.dumps(data_)), "fuzzed.json")   # …and opened again


@pytest.mark.parametrize("ruleset", RULESETS)
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_fuzzed_commands_are_accepted_or_refused_with_nothing_changed(ruleset, data):
    _fuzz(ruleset, data)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_hostile_command_in_a_saved_battle_or_a_journal_is_a_file_error_not_a_crash(ruleset, tmp_path):
    """The issue's zones crash came back from files too (vtt simulate, vtt print, the journal recovery and
    the window open a battle through these two): a command of the wrong shape in a log is the file's error,
    naming the file and the command."""
    from vtt.core.errors import FileFormatError
    from vtt.core.game_file import open_session, save_battle
    from vtt.core.journal import Journal, load_journal
    s = started(ruleset, moves=3)
    t, fixed, sig = next((t, f, sig) for t, f, sig in signatures(ruleset) if f)
    hostile_command = command_of(t, fixed, sig, **{next(k for k in sig.kinds if k not in fixed): ["road"]})
    save_battle(s, tmp_path / "battle.json")
    data = json.loads((tmp_path / "battle.json").read_text(encoding="utf-8"))
    data["log"].append(hostile_command)
    (tmp_path / "battle.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FileFormatError, match="log does not replay") as e:
        open_session(tmp_path / "battle.json")
    assert e.value.field == f"log.{len(data['log']) - 1}"
    Journal(s, tmp_path / "battle.jsonl")
    with open(tmp_path / "battle.jsonl", "a", encoding="utf-8") as f:
        f.write(json.dumps({"i": len(s.log), "command": hostile_command}) + "\n")
    with pytest.raises(FileFormatError, match="journal does not replay"):
        load_journal(tmp_path / "battle.jsonl")
