"""#41: the published JSON Schemas (docs/schema, written by `vtt schema`) say what the program accepts.

Every sample file of every ruleset and kind (the shipped characters, monsters, dolls, enemies, scenarios and
catalogs, the scripts of docs/examples, a saved battle of each ruleset's demo, and Nechronica's files in the
old shape of names, ``name_en``, that the program still reads: OLD_SHAPE) and a fixed set of mutants of each
are checked twice: by an independent validator (jsonschema's Draft202012Validator on the
schema file) and by the program's own reader (its JSON reader, the ruleset the file names, the file model).
Both must accept, or both refuse, every one of them.

The mutants, at every value of the file (below a list or a map, its first item only: the others have its
shape; a sample's parts cut to two, its dolls and enemies to one, a saved battle's snapshot left out, all valid so):
a whole number as text ("6"), as true, as 1.5; true/false as 1 and as "yes"; a text as a number; a
number below and above the bounds the schema gives, -1, 10**30 and 1e400 (read as infinity); an unknown
key added to every object, and each key of every object taken out. What the schemas leave open on purpose
(a script's commands, a battle's log and snapshot: the program checks them as it replays them) is not
mutated inside.

``python -m tests.reliability.test_schema_agreement`` prints the counts.
"""
from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path

import pytest

from vtt import RESOURCES
from vtt.core import registry
from vtt.core.errors import FileFormatError

jsonschema = pytest.importorskip("jsonschema")

ROOT = RESOURCES.parent
SCHEMA_DIR = ROOT / "docs" / "schema"
HUGE_FLOAT = "__1e400__"                  # written into the text as 1e400 (JSON has no infinity)
#: objects the schemas leave open on purpose: their contents are checked as a battle is replayed
OPEN = {"commands", "log", "snapshot"}
#: lists cut to their first items in the samples (the mutants stay as telling; each is read in a fraction)
SHORTENED = {"parts": 2, "dolls": 1, "enemies": 1}
#: Nechronica's files as they were before #41 (``name`` in Japanese, ``name_en``): a doll, a legion, a catalog
#: and a saved battle (its setup's dolls, enemies and parts in that shape), as the program and schema read them
OLD_NAMES = ROOT / "tests" / "rules" / "nechronica" / "data" / "old_names"
OLD_SHAPE = (("dolls/lily.json", "doll"), ("enemies/zombie.json", "enemy"), ("catalog/sample_armament.json", "catalog"),
             ("duel-battle.json", "battle"))


# -- the samples -------------------------------------------------------------------------------------------

def schema_name(rid: str, name: str) -> str:
    return f"{name}.json" if rid == registry.DEFAULT_RULESET else f"{rid}/{name}.json"


def _saved_battle(rid: str) -> dict:
    from vtt.core.game_file import battle_data
    data = json.loads(json.dumps(battle_data(registry.get(rid).demo_session(3)), ensure_ascii=False))
    del data["snapshot"]            # (optional: what the replay must reach; not mutated, and most of the file)
    return data


def _shortened(value):
    if isinstance(value, dict):
        return {k: (v[:SHORTENED[k]] if k in SHORTENED and isinstance(v, list) else _shortened(v))
                for k, v in value.items()}
    if isinstance(value, list):
        return [_shortened(v) for v in value]
    return value


def _read(path: Path) -> dict:
    return _shortened(json.loads(path.read_text(encoding="utf-8")))


_EXAMPLE_KINDS = {"scenario": "scenario", "pc": "character", "npc": "character", "character": "character"}


def _example_of(path: Path, rid: str) -> str | None:
    """The schema an example in docs/examples is read by when it is ``rid``'s (a script unless its ``kind`` says a
    scenario or a character), else None."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("ruleset", registry.DEFAULT_RULESET) != rid:
        return None
    kind = _EXAMPLE_KINDS.get(data.get("kind"), "script")
    return kind if kind in registry.get(rid).schemas() else "script"


@lru_cache(maxsize=1)
def samples() -> list[tuple[str, str, str, dict]]:
    """(label, ruleset id, schema name, data) of every sample file."""
    out = []
    for rid in registry.ids():
        system = registry.get(rid)
        names = set(system.schemas())
        for kind in system.workshop_kinds().values():
            file_kind = {"character": "character", "monster": "character", "scenario": "scenario"}[kind.kind]
            if rid == "nechronica":
                file_kind = {"character": "doll", "monster": "enemy"}.get(kind.kind, file_kind)
            for path in kind.samples():
                out.append((str(Path(path).relative_to(ROOT)), rid, file_kind, _read(Path(path))))
        if "catalog" in names:
            for path in sorted((RESOURCES / "catalog").glob("*.json")):
                out.append((str(path.relative_to(ROOT)), rid, "catalog", _read(path)))
        for path in sorted((ROOT / "docs" / "examples").glob("*.json")):
            kind = _example_of(path, rid)
            if kind is not None:
                out.append((str(path.relative_to(ROOT)), rid, kind, _read(path)))
        if "battle" in names:
            out.append((f"<{rid} demo battle>", rid, "battle", _shortened(_saved_battle(rid))))
    for name, kind in OLD_SHAPE:
        data = _read(OLD_NAMES / name)
        data.pop("snapshot", None)              # (as a demo battle's: not mutated)
        out.append((str((OLD_NAMES / name).relative_to(ROOT)), registry.DEFAULT_RULESET, kind, data))
    return out


# -- the two readers ---------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def validator(name: str):
    schema = json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


def schema_accepts(name: str, text: str) -> bool:
    return validator(name).is_valid(json.loads(text))


def program_reads(rid: str, kind: str, text: str, where: str) -> str | None:
    """None when the program reads the file; else what it says (a FileFormatError)."""
    from vtt.core.files import parse_json, validate
    try:
        data = parse_json(text, where)
        found = registry.ruleset_id_of(data, where)     # the reader the program picks
        if found != rid:
            raise FileFormatError(where, f"read as a {found} file", "ruleset")
        validate(registry.get(rid).schemas()[kind], data, where)
    except FileFormatError as e:
        return str(e)
    return None


# -- the mutants -------------------------------------------------------------------------------------------

def _children(schema: dict, node: dict) -> list[dict]:
    """``node`` with its $refs and its anyOf/oneOf/allOf branches followed: every schema that may apply."""
    out, todo = [], [node]
    while todo:
        n = todo.pop()
        if not isinstance(n, dict):
            continue
        if "$ref" in n:
            ref = n["$ref"]
            assert ref.startswith("#/"), ref
            target = schema
            for part in ref[2:].split("/"):
                target = target[part]
            todo.append(target)
        for key in ("anyOf", "oneOf", "allOf"):
            todo += n.get(key, [])
        out.append(n)
    return out


def _below(schema: dict, nodes: list[dict], step) -> list[dict]:
    out = []
    for n in nodes:
        for m in _children(schema, n):
            if isinstance(step, str):
                sub = m.get("properties", {}).get(step)
                if sub is None and isinstance(m.get("additionalProperties"), dict):
                    sub = m["additionalProperties"]
            else:
                prefix = m.get("prefixItems", [])
                sub = prefix[step] if step < len(prefix) else m.get("items")
            if isinstance(sub, dict):
                out.append(sub)
    return out


def _bounds(schema: dict, nodes: list[dict]) -> set:
    """The values just past and at the bounds the schema gives where ``nodes`` apply."""
    out = set()
    for n in nodes:
        for m in _children(schema, n):
            for key, step in (("minimum", -1), ("maximum", 1), ("exclusiveMinimum", 0), ("exclusiveMaximum", 0)):
                if isinstance(m.get(key), (int, float)) and not isinstance(m.get(key), bool):
                    out |= {m[key], m[key] + step}
    return out


def _positions(schema: dict, value, path=(), nodes=None):
    """(path, value, the schemas that apply there) of every value below ``value``: a list's first item only, a
    map's (an object the schema gives no properties) first entry only, open objects not entered."""
    nodes = [schema] if nodes is None else nodes
    yield path, value, nodes
    if isinstance(value, dict):
        is_map = not any("properties" in m for n in nodes for m in _children(schema, n))
        for k, v in list(value.items())[:1] if is_map else value.items():
            if k not in OPEN:
                yield from _positions(schema, v, path + (k,), _below(schema, nodes, k))
    elif isinstance(value, list) and value:
        yield from _positions(schema, value[0], path + (0,), _below(schema, nodes, 0))


def _replaced(data, path, value):
    data = copy.deepcopy(data)
    if not path:
        return value
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def mutants(schema: dict, data: dict):
    """(what, mutated data) of every mutant of ``data``, in a fixed order."""
    for path, value, nodes in _positions(schema, data):
        where = ".".join(map(str, path)) or "(top level)"
        if isinstance(value, bool):
            wrong = [1, "yes"]
        elif isinstance(value, int):
            wrong = [str(value), True, 1.5, -1, 10 ** 30, HUGE_FLOAT, *sorted(_bounds(schema, nodes))]
        elif isinstance(value, float):
            wrong = [str(value), True, -1, 10 ** 30, HUGE_FLOAT, *sorted(_bounds(schema, nodes))]
        elif isinstance(value, str):
            wrong = [7]
        elif isinstance(value, dict):
            wrong = []
            yield f"{where}: unknown key", _replaced(data, path, {**value, "zzz_unknown": 1})
            for key in value:
                yield f"{where}: without {key!r}", _replaced(data, path, {k: v for k, v in value.items() if k != key})
        else:
            wrong = []
        for w in wrong:
            if w != value or type(w) is not type(value):
                yield f"{where}: {w!r}", _replaced(data, path, w)


def as_text(data) -> str:
    return json.dumps(data, ensure_ascii=False).replace(f'"{HUGE_FLOAT}"', "1e400")


def compare():
    """(counts, disagreements): counts of mutants both accept / both refuse / the samples themselves; each
    disagreement as (sample, mutant, schema accepts, what the program says)."""
    counts = {"samples": 0, "mutants": 0, "both accept": 0, "both refuse": 0, "disagree": 0}
    bad = []
    for label, rid, kind, data in samples():
        name = schema_name(rid, kind)
        schema = validator(name).schema
        counts["samples"] += 1
        for what, mutant in [("(as shipped)", data), *mutants(schema, data)]:
            text = as_text(mutant)
            by_schema = schema_accepts(name, text)
            said = program_reads(rid, kind, text, label)
            counts["mutants"] += what != "(as shipped)"
            if by_schema != (said is None):
                counts["disagree"] += 1
                bad.append((label, what, by_schema, said))
            elif what != "(as shipped)":
                counts["both accept" if by_schema else "both refuse"] += 1
    return counts, bad


# -- the tests ---------------------------------------------------------------------------------------------

def test_every_ruleset_and_kind_has_samples_and_a_schema():
    kinds = {(rid, kind) for _, rid, kind, _ in samples()}
    for rid in registry.ids():
        for name in registry.get(rid).schemas():
            assert (rid, name) in kinds, (rid, name)
            assert (SCHEMA_DIR / schema_name(rid, name)).exists(), (rid, name)


def test_every_sample_is_valid_under_its_schema_and_read_by_the_program():
    for label, rid, kind, data in samples():
        text = as_text(data)
        assert schema_accepts(schema_name(rid, kind), text), label
        assert program_reads(rid, kind, text, label) is None, label


def test_the_schemas_and_the_program_agree_on_every_mutant():
    counts, bad = compare()
    assert counts["mutants"] > 2000 and counts["both refuse"] > 1000 and counts["both accept"] > 100, counts
    assert not bad, f"{len(bad)} disagreements, e.g.\n" + "\n".join(map(repr, bad[:20]))


if __name__ == "__main__":
    import collections
    counts, bad = compare()
    print(counts)
    by = collections.Counter((b[0].split("/")[1] if "/" in b[0] else b[0], b[2]) for b in bad)
    for k, n in sorted(by.items()):
        print(k, n)
    for b in bad:
        print(b)


# -- #48: a saved battle's log, which the program checks as it replays it, said by the schema too -----------------

LOG_MUTANTS = {
    "a command without its type": {"actor": "x"},
    "a type that is a number": {"type": 5},
    "an actor that is a number": {"type": "start", "actor": 5},
    "an actor of 201 characters": {"type": "start", "actor": "x" * 201},
    "dice that are a number": {"type": "start", "dice": 3},
    "a die below 0": {"type": "start", "dice": [-1]},
    "a die over 1,000,000": {"type": "start", "dice": [1_000_001]},
    "a die that is text": {"type": "start", "dice": ["6"]},
    "a command that is a number": 5,
}


def _played_battle(rid: str) -> dict:
    from vtt.core.game_file import battle_data
    from tests.playing import heuristic, play
    system = registry.get(rid)
    return json.loads(json.dumps(battle_data(play(system.demo_session(2), heuristic(system, 2), 10)),
                                 ensure_ascii=False))


@pytest.mark.parametrize("rid", registry.ids())
@pytest.mark.parametrize("what", [*LOG_MUTANTS, "a log longer than a battle holds"])
def test_a_log_the_program_refuses_to_replay_is_refused_by_the_battle_schema_too(rid, what, tmp_path):
    """Found: the schemas took any object as a logged command and a log of any length, where the program refuses a
    command without a type, an actor or dice of the wrong kind, and more than MAX_LOG_COMMANDS of them."""
    from vtt.core.game_file import open_session
    from vtt.core.session import MAX_LOG_COMMANDS
    data = _played_battle(rid)
    data.pop("snapshot")
    if what in LOG_MUTANTS:
        data["log"].insert(1, LOG_MUTANTS[what])
    else:
        data["log"] = data["log"] + [{"type": "start"}] * (MAX_LOG_COMMANDS + 1 - len(data["log"]))
    path = tmp_path / "battle.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(FileFormatError):
        open_session(path)
    assert not validator(schema_name(rid, "battle")).is_valid(data), what


@pytest.mark.parametrize("rid", registry.ids())
def test_a_played_battle_as_saved_is_valid_under_its_schema(rid):
    assert validator(schema_name(rid, "battle")).is_valid(_played_battle(rid))
