"""#41: files are read strictly, in every ruleset: a value of the wrong JSON type is refused with the file and
the field, never converted ("6" and true are not whole numbers, "yes" and 1 not true or false); a saved battle
of every ruleset is read by its schema before it is replayed; a file is read as the ruleset it names."""
from __future__ import annotations

import json

import pytest

from vtt import RESOURCES
from vtt.cli import main as vtt_main
from vtt.core import registry
from vtt.core.errors import FileFormatError
from vtt.core.game_file import battle_data, open_session
from vtt.core.files import validate

from tests.reliability.battles import RULESETS, started

#: per ruleset: a character file and a field of each JSON type in it (a whole number, true/false)
CHARACTERS = {
    "nechronica": ({"kind": "doll", "name": "Alice", "base_ap": 6, "basic_parts": False}, "base_ap", "basic_parts"),
    "zones": ({"ruleset": "zones", "kind": "character", "name": "Asa", "cards": 1,
               "weapons": [{"name": "Axe", "action": "strike", "range": [0, 0]}]}, "cards", None),
    "ashes": ({"ruleset": "ashes", "kind": "character", "name": "Goro", "effort": 5,
               "imbalances": [{"name": "Rage", "physical": True}]}, "effort", ("imbalances", 0, "physical")),
    "hundred": ({"ruleset": "hundred", "kind": "character", "name": "Aren", "armor": {"head": 1}}, ("armor", "head"),
                None),
}


def _character_model(rid):
    return registry.get(rid).schemas()["doll" if rid == "nechronica" else "character"]


def _with(data, where, value):
    data = json.loads(json.dumps(data))
    where = where if isinstance(where, tuple) else (where,)
    target = data
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    return data, ".".join(map(str, where))


@pytest.mark.parametrize("rid", RULESETS)
def test_a_character_file_as_written_is_read(rid):
    data, _, _ = CHARACTERS[rid]
    validate(_character_model(rid), data, "x.json")


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize("value", ["6", True, 6.5, None, [6]])
def test_a_whole_number_of_another_type_is_refused_at_its_field(rid, value):
    data, number, _ = CHARACTERS[rid]
    bad, where = _with(data, number, value)
    with pytest.raises(FileFormatError) as e:
        validate(_character_model(rid), bad, "x.json")
    assert (e.value.path, e.value.field) == ("x.json", where) and "integer" in e.value.message


@pytest.mark.parametrize("rid", [r for r in RULESETS if CHARACTERS[r][2] is not None])
@pytest.mark.parametrize("value", ["yes", 1, 0, "true"])
def test_true_or_false_of_another_type_is_refused_at_its_field(rid, value):
    data, _, flag = CHARACTERS[rid]
    bad, where = _with(data, flag, value)
    with pytest.raises(FileFormatError) as e:
        validate(_character_model(rid), bad, "x.json")
    assert e.value.field == where and "boolean" in e.value.message


@pytest.mark.parametrize("value", [10 ** 30, float("inf"), -1])
def test_a_number_out_of_its_bounds_is_refused_at_its_field(value):
    data, number, _ = CHARACTERS["hundred"]
    bad, where = _with(data, number, value)
    with pytest.raises(FileFormatError) as e:
        validate(_character_model("hundred"), bad, "x.json")
    assert e.value.field == where


@pytest.mark.parametrize("slip", ["torsoo", "Head", "arm", "haed", "LEGS"])
def test_a_hundred_armor_at_a_misspelt_location_is_refused_by_name(slip):
    """#41: a misspelt location used to print a row of its own. A name a slip away from head, torso, arms or legs
    is refused by name; a location of the sheet's own ("head, torso, arms, legs unless the sheet says more",
    shared/rules/other-systems.md; w50) is read, and the schema agrees on both."""
    data, _, _ = CHARACTERS["hundred"]
    with pytest.raises(FileFormatError) as e:
        validate(_character_model("hundred"), {**data, "armor": {"head": 1, slip: 2}}, "x.json")
    assert e.value.field == f"armor.{slip}" and "head, torso, arms, legs" in e.value.message
    jsonschema = pytest.importorskip("jsonschema")
    path = RESOURCES.parent / "docs" / "schema" / "hundred" / "character.json"
    schema = jsonschema.Draft202012Validator(json.loads(path.read_text(encoding="utf-8")))
    assert not schema.is_valid({**data, "armor": {"head": 1, slip: 2}})
    for own in ({"head": 1, "tail": 2, "wings": 0}, {"zzz_unknown": 2}):
        assert validate(_character_model("hundred"), {**data, "armor": own}, "x.json").armor == own
        assert schema.is_valid({**data, "armor": own})
    for blank in (" ", "", "x" * 41):
        with pytest.raises(FileFormatError):
            validate(_character_model("hundred"), {**data, "armor": {blank: 1}}, "x.json")
        assert not schema.is_valid({**data, "armor": {blank: 1}})


def test_base_ap_written_true_no_longer_prints_a_max_ap_of_five(tmp_path, capsys):
    """#41's example: "base_ap": true read as 1 exported a doll with max AP 5 instead of 10."""
    path = tmp_path / "alice.json"
    path.write_text(json.dumps({"kind": "doll", "name": "Alice", "base_ap": True}), encoding="utf-8")
    out = tmp_path / "alice.ccfolia.json"
    assert vtt_main(["export", str(path), "--format", "ccfolia", "-o", str(out)]) != 0
    assert "base_ap" in capsys.readouterr().err and not out.exists()


@pytest.mark.parametrize("rid", [r for r in RULESETS if r != registry.DEFAULT_RULESET])
def test_a_file_without_its_ruleset_is_read_as_the_default_rulesets_and_refused(rid, tmp_path, capsys):
    """The program reads a file that names no ruleset as the default's (files written before there were
    others); so another ruleset's file names it, as its schema requires (docs/formats.md, "Schemas")."""
    data = {k: v for k, v in CHARACTERS[rid][0].items() if k != "ruleset"}
    path = tmp_path / "x.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert vtt_main(["export", str(path), "--format", "ccfolia", "-o", str(tmp_path / "out.json")]) != 0
    assert "x.json, field kind" in capsys.readouterr().err and not (tmp_path / "out.json").exists()
    path.write_text(json.dumps(CHARACTERS[rid][0]), encoding="utf-8")
    assert vtt_main(["export", str(path), "--format", "ccfolia", "-o", str(tmp_path / "out.json")]) == 0


# -- saved battles of every ruleset --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def saved():
    return {rid: json.loads(json.dumps(battle_data(started(rid, moves=4)))) for rid in RULESETS}


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize("field, value", [("drawn", "5"), ("drawn", True), ("drawn", 10 ** 30), ("seed", "7"),
                                          ("seed", 1.5), ("zzz_unknown", 1), ("log", {"type": "wait"}),
                                          ("setup", "demo.json"), ("schema_version", 2), ("kind", "battles")])
def test_a_saved_battle_with_a_wrong_field_is_refused_there_before_it_is_replayed(saved, rid, field, value, tmp_path):
    path = tmp_path / "battle.json"
    path.write_text(json.dumps({**saved[rid], field: value}), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        open_session(path)
    assert e.value.path == str(path) and (e.value.field or "").split(".")[0] == field, (e.value.field, e.value.message)
    assert json.loads(path.read_text(encoding="utf-8"))[field] == value           # (never written over)


@pytest.mark.parametrize("rid", RULESETS)
def test_a_saved_battle_of_every_ruleset_is_read_by_its_model_and_replayed(saved, rid, tmp_path):
    path = tmp_path / "battle.json"
    path.write_text(json.dumps(saved[rid]), encoding="utf-8")
    model = registry.get(rid).schemas()["battle"]
    validate(model, saved[rid], path)
    assert open_session(path).snapshot() == saved[rid]["snapshot"]
