"""#48, hostile files in every ruleset (the four shipped and examples/skirmish), as a checker makes them: each file
kind the program opens — a scenario, a saved battle (after the AI played), its journal, a character and a monster
(the library's kinds, through the library as the workshop lists and opens them) — cut short at many places, in
UTF-16, with a byte that is no UTF-8, nested ten thousand deep, with a key twice, NaN, a number of 5,000 digits, a
version from the future, valid JSON of the wrong kind (a list, a text, another kind's file of its own ruleset, the
same kind's file of another ruleset), and bytes mutated at random (seeded).

Each is opened, or refused with a FileFormatError that names the file (and, for broken JSON, the line and column;
for a wrong field, the field) — never another exception — and the file is left as it was, byte for byte."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from vtt.core import registry
from vtt.core.errors import FileFormatError
from vtt.core.game_file import battle_data, open_session
from vtt.core.journal import Journal, load_journal
from vtt.workshop.library import Library

from tests.playing import heuristic, play
from tests.reliability.test_fuzz_every_ruleset import EVERY, skirmish_registered  # noqa: F401  (the fixture)


def _character_kinds(rid: str) -> list[str]:
    return [k for k, kind in registry.get(rid).workshop_kinds().items() if kind.kind != "scenario"]


def _sources(rid: str, tmp: Path) -> dict[str, bytes]:
    """The good files of ``rid``: (what) -> bytes. A scenario and every library kind's first sample as shipped, a
    battle after 12 moves of the AI as saved, and its journal."""
    system = registry.get(rid)
    out = {}
    for key, kind in system.workshop_kinds().items():
        samples = sorted(kind.samples())
        if samples:
            out[key] = Path(samples[0]).read_bytes()
    if "scenario" in out:       # its pictures and parties named from where it is shipped
        here = Path(sorted(system.workshop_kinds()["scenario"].samples())[0]).parent
        data = json.loads(out["scenario"])
        out["scenario"] = json.dumps(_absolute(data, here), ensure_ascii=False).encode("utf-8")
    s = play(system.demo_session(2), heuristic(system, 2), 12)
    out["battle"] = json.dumps(battle_data(s), ensure_ascii=False).encode("utf-8")
    Journal(s, tmp / f"{rid}.jsonl")
    out["journal"] = (tmp / f"{rid}.jsonl").read_bytes()
    return out


def _absolute(value, here: Path):
    """``value`` (a scenario's data) with every text naming a file beside it made absolute."""
    if isinstance(value, dict):
        return {k: _absolute(v, here) for k, v in value.items()}
    if isinstance(value, list):
        return [_absolute(v, here) for v in value]
    if isinstance(value, str) and value.endswith((".json", ".png", ".jpg")) and (here / value).exists():
        return str((here / value).resolve())
    return value


def open_as(rid: str, what: str, path: Path, library: Library):
    """Open ``path`` as the program opens a file of ``what``: a scenario or a battle as the window and `vtt play`
    do, a journal as the recovery does, a character through the library (listed, then opened)."""
    if what in ("scenario", "battle"):
        return open_session(path).snapshot()
    if what == "journal":
        return load_journal(path).snapshot()
    entry = library.entry_of(path, rid, what)
    if entry.error is not None:
        raise FileFormatError(path, entry.error)
    return library.load(entry)


def opened_or_refused(rid: str, what: str, path: Path, library: Library, data: bytes) -> str | None:
    """None when the file opens; else the refusal, which must be a FileFormatError naming the file; either way the
    file is as it was."""
    path.write_bytes(data)
    try:
        open_as(rid, what, path, library)
        said = None
    except FileFormatError as e:
        said = str(e)
        assert str(path) in said or path.name in said, said[:300]
        assert len(said) < 2000, said[:300]
    assert path.read_bytes() == data
    return said


def hostile(good: bytes, other_kinds: dict[str, bytes], other_rulesets: list[bytes]) -> dict[str, tuple]:
    """(what it is) -> (the bytes, what the refusal must say or None: opened or refused, either is right)."""
    text = good.decode("utf-8")
    journal = text.count("\n") > 1 and all(line.startswith("{") for line in text.splitlines())
    data = json.loads(text.splitlines()[0] if journal else text)       # a journal's header, or the file
    out: dict[str, tuple] = {
        "empty": (b"", ("line 1", "empty")),
        "utf-16": (text.encode("utf-16"), ("UTF-8", "line 1: not a vtt journal")),
        "latin-1 byte": (good[:10] + b"\xff" + good[10:], ("UTF-8 text (byte 10)", "line 1: not a vtt journal")),
        "nested 10,000 deep": (b"[" * 10_000 + b"]" * 10_000, None),
        "a list": (b"[1, 2]", None),
        "a text": (b'"scenario"', None),
        "null": (b"null", None),
        "NaN": (good.replace(b"{", b'{"zz": NaN, ', 1), ("NaN",)),
        "5,000 digits": (good.replace(b"{", b'{"zz": ' + b"9" * 5000 + b", ", 1), None),
        "a key twice": (good.replace(b"{", b'{"' + next(iter(data)).encode() + b'": null, ', 1), ("twice",)),
        "a BOM (read)": (b"\xef\xbb\xbf" + good, None),
        "a NUL": (good[:20] + b"\x00" + good[20:], None),
    }
    for i, cut in enumerate((0.01, 0.2, 0.5, 0.9, 0.999)):
        out[f"cut at {cut}"] = (good[:max(1, int(len(good) * cut))], None)
    if isinstance(data, dict):
        for key, value in (("schema_version", 999), ("schema_version", "1"), ("schema_version", -1),
                           ("ruleset", "chess"), ("ruleset", 5), ("kind", "spaceship")):
            changed = json.dumps({**data, key: value}, ensure_ascii=False)
            if journal:
                changed = "\n".join([changed, *text.splitlines()[1:]]) + "\n"
            out[f"{key} {value!r}"] = (changed.encode("utf-8"), None)
    for k, other in other_kinds.items():
        out[f"a {k} file"] = (other, None)
    for i, other in enumerate(other_rulesets):
        out[f"another ruleset's #{i}"] = (other, None)
    return out


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("sources")
    return {rid: _sources(rid, tmp) for rid in EVERY}


@pytest.mark.parametrize("rid", EVERY)
def test_every_hostile_file_of_every_kind_is_opened_or_refused_naming_the_file_and_left_as_it_was(rid, files,
                                                                                                  tmp_path):
    library = Library(tmp_path / "library")
    refused = 0
    for what, good in files[rid].items():
        path = tmp_path / f"{what}.json"
        assert opened_or_refused(rid, what, path, library, good) is None, what
        others = {k: v for k, v in files[rid].items() if k != what}
        other_rulesets = [files[r][what] for r in EVERY if r != rid and what in files[r]]
        for name, (data, says) in hostile(good, others, other_rulesets).items():
            said = opened_or_refused(rid, what, path, library, data)
            refused += said is not None
            if says is not None:
                assert said is not None and any(s in said for s in says), (rid, what, name, said)
            if name.startswith("cut at") and said is not None and what != "journal":      # where it broke
                assert any(s in said for s in ("line", "field", "byte")), (rid, what, name, said)
    assert refused > 20 * len(files[rid])


def _mutated(rng: random.Random, data: bytes) -> bytes:
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(data) + 1)
        how = rng.randrange(4)
        junk = rng.choice([b"{", b"}", b"[", b"]", b'"', b",", b":", b"null", b"-1", b"1e999", b"\\u",
                           b"\xe3\x81", b"\x00", b"true", b"9" * 30, b'"x"', bytes([rng.randrange(256)])])
        if how == 0:
            data = data[:i] + data[i + rng.randint(1, 30):]
        elif how == 1:
            data = data[:i] + junk + data[i:]
        elif how == 2:
            data = data[:i] + junk + data[i + len(junk):]
        else:
            # a value changed where the file holds a number: a digit made another
            j = data.find(b":", i)
            if j >= 0 and data[j + 1:j + 3].strip()[:1].isdigit():
                data = data[:j + 1] + rng.choice([b" -1", b" 99999999999", b" 0.5", b' "3"', b" []"]) + \
                    data[j + 3:]
    return data


@pytest.mark.parametrize("rid", EVERY)
def test_randomly_mutated_files_of_every_kind_are_opened_or_refused_naming_the_file(rid, files, tmp_path):
    rng = random.Random(f"files {rid}")
    library = Library(tmp_path / "library")
    for what, good in files[rid].items():
        path = tmp_path / f"{what}.json"
        for _ in range(40):
            opened_or_refused(rid, what, path, library, _mutated(rng, good))


# -- what the hostile files found -------------------------------------------------------------------------------

def _scenario(rid: str, tmp_path: Path) -> tuple[Path, dict]:
    """The ruleset's first shipped scenario copied into ``tmp_path`` (its files named absolutely): (path, data)."""
    kind = registry.get(rid).workshop_kinds()["scenario"]
    src = Path(sorted(kind.samples())[0])
    data = _absolute(json.loads(src.read_text(encoding="utf-8")), src.parent)
    return tmp_path / "my scenario.json", data


def _references(data) -> list[list]:
    """The paths (as lists of keys) of every value of ``data`` that names a character file."""
    out = []
    for key in ("participants", "dolls", "enemies"):
        for i, entry in enumerate(data.get(key, [])):
            for k in ("character", "file"):
                if isinstance(entry.get(k), str):
                    out.append([key, i, k])
    return out


@pytest.mark.parametrize("rid", EVERY)
def test_a_scenario_naming_a_missing_character_file_is_refused_naming_the_scenario_its_field_and_the_file(rid,
                                                                                                        tmp_path):
    """Found: a missing character file was told as ``…/asa_missing.json, field participants.0.character: no such
    file`` — the scenario's field against the character file's path, and the scenario (the file to mend) not named
    at all (Nechronica named neither the scenario nor the field)."""
    path, data = _scenario(rid, tmp_path)
    key, i, k = _references(data)[0]
    data[key][i][k] = str(tmp_path / "nobody_here.json")
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        open_session(path)
    assert e.value.path == str(path) and e.value.field == f"{key}.{i}.{k}", str(e.value)
    assert "nobody_here.json" in e.value.message and "no such file" in e.value.message


@pytest.mark.parametrize("rid", EVERY)
def test_a_scenario_naming_a_broken_character_file_names_the_scenario_and_where_the_character_file_broke(rid,
                                                                                                      tmp_path):
    path, data = _scenario(rid, tmp_path)
    key, i, k = _references(data)[0]
    broken = tmp_path / "broken.json"
    broken.write_text('{"kind": ', encoding="utf-8")
    data[key][i][k] = str(broken)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        open_session(path)
    assert e.value.path == str(path) and e.value.field == f"{key}.{i}.{k}", str(e.value)
    assert "broken.json" in e.value.message and "line 1" in e.value.message
    assert broken.read_text(encoding="utf-8") == '{"kind": '


@pytest.mark.parametrize("rid", [r for r in EVERY if r != "nechronica"])
def test_a_scenario_with_two_participants_of_one_id_is_refused_naming_the_scenario(rid, tmp_path):
    """Found: ``<scenario>, field participants.1.id: two participants have the id 'asa'`` — the file not named."""
    path, data = _scenario(rid, tmp_path)
    data["participants"][1]["id"] = data["participants"][0]["id"] = "same"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        open_session(path)
    assert e.value.path == str(path) and e.value.field == "participants.1.id", str(e.value)


def _journal_lines(rid: str, tmp_path: Path) -> tuple[Path, list[str]]:
    system = registry.get(rid)
    s = play(system.demo_session(2), heuristic(system, 2), 6)
    path = tmp_path / "battle.jsonl"
    Journal(s, path)
    return path, path.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("rid", EVERY)
@pytest.mark.parametrize("line", [0, 2])
def test_a_journal_line_with_a_key_twice_is_refused_naming_the_line_and_the_key(rid, line, tmp_path):
    """Found: a journal was read without the check every other file has: ``{"i": 1, "command": {…}, "command":
    {"type": "deal"}}`` replayed the second command (the first one silently dropped), and a header with a key
    twice took the last."""
    path, lines = _journal_lines(rid, tmp_path)
    first_key = next(iter(json.loads(lines[line])))
    lines[line] = lines[line][:-1] + f', "{first_key}": {json.dumps(json.loads(lines[line])[first_key])}}}'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        load_journal(path)
    assert e.value.field == f"line {line + 1}" and "twice" in e.value.message and first_key in e.value.message


@pytest.mark.parametrize("rid", EVERY)
@pytest.mark.parametrize("broken, says", [("NaN", "NaN"), ("[" * 5000, "nested"), ('"\\ud800"', None),
                                          ("\xff", "UTF-8"), ('{"a" 1}', "JSON")])
def test_a_broken_journal_line_says_why(rid, broken, says, tmp_path):
    """Found: every broken line of a journal was only "not a vtt journal" or "broken line", not why."""
    path, lines = _journal_lines(rid, tmp_path)
    data = "\n".join(lines[:2] + [f'{{"i": 99, "command": {broken}}}'] + lines[2:]) + "\n"
    path.write_bytes(data.encode("utf-8").replace("\xff".encode("utf-8"), b"\xff"))
    with pytest.raises(FileFormatError) as e:
        load_journal(path)
    assert e.value.field == "line 3", str(e.value)
    if says is not None:
        assert says in e.value.message, str(e.value)
