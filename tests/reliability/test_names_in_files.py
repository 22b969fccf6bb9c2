"""#41: names have one shape in every ruleset's files (``name``: the English or the only name; ``name_ja``: the
Japanese), and Nechronica's old shape (``name`` in Japanese, ``name_en``) is read, never refused for being old.
Hostile names: both ``name_en`` and ``name_ja``, values of the wrong type, an empty name, huge names, an old file
with a key added since. What the program refuses the schema refuses (docs/schema), at the same field."""
from __future__ import annotations

import json

import pytest

from vtt import RESOURCES
from vtt.core import registry
from vtt.core.errors import FileFormatError
from vtt.core.files import validate
from vtt.rules.nechronica.battle import new_session
from vtt.rules.nechronica.models import DollFile, ScenarioFile
from vtt.rules.nechronica.reasons import validation_text
from vtt.workshop.library import Library, file_stem

from tests.reliability.battles import RULESETS

jsonschema = pytest.importorskip("jsonschema")
SCHEMA_DIR = RESOURCES.parent / "docs" / "schema"
OLD_DOLL = {"kind": "doll", "name": "リリィ", "name_en": "Lily",
            "parts": [{"name": "ナイフ", "name_en": "Knife", "location": "arms", "timing": "action", "cost": 2}]}
#: per ruleset: a character file with both names, the model, the schema
CHARACTERS = {
    "nechronica": {"kind": "doll", "name": "Lily", "name_ja": "リリィ"},
    "zones": {"ruleset": "zones", "kind": "character", "name": "Asa", "name_ja": "アサ"},
    "ashes": {"ruleset": "ashes", "kind": "character", "name": "Goro", "name_ja": "ゴロー"},
    "hundred": {"ruleset": "hundred", "kind": "character", "name": "Aren", "name_ja": "アレン"},
}


def _model(rid):
    return registry.get(rid).schemas()["doll" if rid == "nechronica" else "character"]


def _schema(rid):
    name = "doll.json" if rid == "nechronica" else f"{rid}/character.json"
    return jsonschema.Draft202012Validator(json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8")))


def refused(rid, data) -> FileFormatError:
    """The program's refusal of ``data`` (the schema refuses it too)."""
    assert not _schema(rid).is_valid(data), data
    with pytest.raises(FileFormatError) as e:
        validate(_model(rid), data, "x.json")
    return e.value


def read(rid, data):
    assert _schema(rid).is_valid(data), data
    return validate(_model(rid), data, "x.json")


@pytest.mark.parametrize("rid", RULESETS)
def test_every_rulesets_character_has_name_and_name_ja(rid):
    c = read(rid, CHARACTERS[rid])
    assert (c.name, c.name_ja) == (CHARACTERS[rid]["name"], CHARACTERS[rid]["name_ja"])
    assert "name_en" not in c.model_dump()


@pytest.mark.parametrize("rid", RULESETS)
def test_name_en_beside_name_ja_is_refused_at_name_en(rid):
    """Nechronica's old ``name_en`` is read as ``name`` (the old ``name`` becoming ``name_ja``): with a ``name_ja``
    it is neither shape; the other rulesets never had it (an unknown key)."""
    e = refused(rid, {**CHARACTERS[rid], "name_en": "Lily"})
    assert e.field == "name_en"
    if rid == "nechronica":
        assert "'name' and 'name_ja'" in e.message


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize("value", [5, True, 1.5, ["Lily"], {"en": "Lily"}])
def test_a_name_of_another_type_is_refused_at_its_field(rid, value):
    for key in ("name", "name_ja"):
        e = refused(rid, {**CHARACTERS[rid], key: value})
        assert e.field == key, key


@pytest.mark.parametrize("value", [5, True, 1.5, ["Lily"], {"en": "Lily"}])
def test_an_old_name_en_of_another_type_is_refused_at_name_en(value):
    e = refused("nechronica", {**OLD_DOLL, "name_en": value})
    assert e.field == "name_en" and "text" in e.message
    bad = {**OLD_DOLL, "parts": [{**OLD_DOLL["parts"][0], "name_en": value}]}
    assert refused("nechronica", bad).field == "parts.0.name_en"


def test_a_huge_name_en_of_another_type_is_refused_in_a_short_message():
    e = refused("nechronica", {**OLD_DOLL, "name_en": ["Lily"] * 100_000})
    assert e.field == "name_en" and len(str(e)) < 200


def test_an_old_file_with_a_name_of_another_type_is_refused_at_name():
    assert refused("nechronica", {**OLD_DOLL, "name": 5}).field == "name"
    assert refused("nechronica", {k: v for k, v in OLD_DOLL.items() if k != "name"}).field == "name"


@pytest.mark.parametrize("rid", RULESETS)
def test_an_empty_name_is_refused(rid):
    assert refused(rid, {**CHARACTERS[rid], "name": ""}).field == "name"


def test_an_old_file_with_an_empty_name_is_refused_as_it_was_and_an_empty_name_en_is_no_english_name():
    assert refused("nechronica", {**OLD_DOLL, "name": ""}).field == "name"       # (the old model refused it too)
    doll = read("nechronica", {**OLD_DOLL, "name_en": ""})
    assert (doll.name, doll.name_ja) == ("リリィ", None)


def test_the_refusal_of_both_names_is_told_in_japanese():
    from pydantic import ValidationError
    with pytest.raises(ValidationError) as e:
        DollFile.model_validate({**CHARACTERS["nechronica"], "name_en": "Lily"})
    told = validation_text(e.value, "ja")
    assert "name_ja" in told and "併用" in told


def test_an_old_file_with_a_key_added_since_is_read_in_the_new_shape():
    doll = read("nechronica", {**OLD_DOLL, "portrait": {"image": "lily.png", "zoom": 2}})
    assert (doll.name, doll.name_ja, doll.parts[0].name, doll.parts[0].name_ja, doll.portrait.zoom) == \
        ("Lily", "リリィ", "Knife", "ナイフ", 2)


def test_an_enemy_entry_never_had_name_en():
    data = {"dolls": [{"doll": CHARACTERS["nechronica"]}],
            "enemies": [{"name": "ゾンビ", "name_en": "Zombie",
                         "enemy": {"kind": "horror", "name": "Zombie", "base_ap": 6, "threat": 1}}]}
    with pytest.raises(FileFormatError) as e:
        validate(ScenarioFile, data, "s.json")
    assert e.value.field == "enemies.0.name_en"


@pytest.mark.parametrize("rid", RULESETS)
def test_huge_names_are_read_and_make_short_file_names(rid, tmp_path):
    huge_en, huge_ja = "L" * 200_000, "リ" * 200_000
    c = read(rid, {**CHARACTERS[rid], "name": huge_en, "name_ja": huge_ja})
    assert (len(c.name), len(c.name_ja)) == (200_000, 200_000)
    kind = "character"
    path = Library(tmp_path).save(rid, kind, c.model_dump(mode="json", exclude_none=True))
    assert len(path.stem) <= 60 and path.stem == file_stem(huge_en)


def test_a_huge_old_name_en_is_migrated_and_a_battle_is_built_with_it():
    huge = "Lily" * 50_000
    doll = read("nechronica", {**OLD_DOLL, "name_en": huge})
    assert (doll.name, doll.name_ja) == (huge, "リリィ")
    s = new_session(validate(ScenarioFile, {"dolls": [{"doll": {**OLD_DOLL, "name_en": huge}}]}))
    [(pid, p)] = s.state.fighters.items()
    assert p.name == huge and pid == huge.lower()


def test_a_library_file_with_both_names_is_listed_with_why_and_never_rewritten(tmp_path):
    library = Library(tmp_path)
    folder = library.folder("nechronica", "character")
    folder.mkdir(parents=True)
    bad = folder / "both.json"
    text = json.dumps({**CHARACTERS["nechronica"], "name_en": "Lily"}, ensure_ascii=False)
    bad.write_text(text, encoding="utf-8")
    [entry] = [e for e in library.entries("nechronica", "character") if not e.sample]
    assert entry.error is not None and entry.error.startswith("name_en:")
    with pytest.raises(FileFormatError):
        library.load(entry)
    assert bad.read_text(encoding="utf-8") == text
