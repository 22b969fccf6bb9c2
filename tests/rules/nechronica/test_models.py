"""The Nechronica file models: what they accept, what they refuse, and where the error points."""
from __future__ import annotations

import json
import re

import pytest

from vtt import RESOURCES
from vtt.cli import main as vtt_main
from vtt.commands.schema import schemas
from vtt.core.errors import FileFormatError
from vtt.core.files import validate
from vtt.rules.nechronica.catalog import CatalogFile
from vtt.rules.nechronica.models import (
    DollFile, EnemyFile, Options, PartSpec, SavedBattle, ScenarioFile, area_id, parse_range,
)

SCHEMA_DIR = RESOURCES.parent / "docs" / "schema"


def part(**over) -> dict:
    return {"name": "こぶし", "location": "arms", "timing": "action", "cost": 2, "range": "0",
            "effect": "肉弾攻撃1", **over}


def doll(**over) -> dict:
    return {"name": "テスト", "parts": [part() for _ in range(5)], **over}


def refused(model, data) -> FileFormatError:
    with pytest.raises(FileFormatError) as info:
        validate(model, data, "sheet.json")
    return info.value


# --- errors point at the field ----------------------------------------------------------------------

def test_a_bad_timing_in_the_fourth_part_names_parts_3_timing():
    data = doll()
    data["parts"][3]["timing"] = "whenever"
    err = refused(DollFile, data)
    assert err.field == "parts.3.timing"
    assert err.path == "sheet.json"
    assert "unknown timing 'whenever'" in str(err)
    assert str(err).startswith("sheet.json, field parts.3.timing:")


def test_a_bad_location_names_the_part_and_lists_the_choices():
    data = doll()
    data["parts"][1]["location"] = "tail"
    err = refused(DollFile, data)
    assert err.field == "parts.1.location"
    assert "head, arms, torso, legs" in str(err)


def test_an_unreadable_range_names_the_field():
    data = doll()
    data["parts"][0]["range"] = "far"
    assert refused(DollFile, data).field == "parts.0.range"


def test_a_range_that_ends_below_its_start_is_refused():
    with pytest.raises(ValueError, match="ends below its start"):
        parse_range("3〜1")


def test_an_unknown_field_is_refused_by_name():
    data = doll()
    data["parts"][2]["colour"] = "red"
    assert refused(DollFile, data).field == "parts.2.colour"


def test_a_fetter_cannot_hold_five_madness_points():
    err = refused(DollFile, doll(fetters=[{"target": "ユキ", "emotion": "依存", "madness": 5}]))
    assert err.field == "fetters.0.madness"


def test_a_doll_has_at_most_six_fetters():
    fetters = [{"target": f"t{i}", "emotion": "依存"} for i in range(7)]
    assert refused(DollFile, doll(fetters=fetters)).field == "fetters"


def test_a_word_for_cost_is_refused():
    assert refused(DollFile, doll(parts=[part(cost="two")])).field == "parts.0.cost"


# --- areas ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("area", ["奈落", "地獄", "tartarus", "hell"])
def test_a_doll_cannot_start_in_the_enemy_areas(area):
    err = refused(DollFile, doll(area=area))
    assert err.field == "area"
    assert "煉獄, 花園 or 楽園" in str(err)


@pytest.mark.parametrize("area,expected", [("煉獄", "limbo"), ("花園", "elysium"), ("楽園", "eden"),
                                           ("garden", "elysium"), ("paradise", "eden")])
def test_a_doll_starts_in_limbo_elysium_or_eden_by_any_name(area, expected):
    assert DollFile.model_validate(doll(area=area)).area == expected


@pytest.mark.parametrize("area,said", [("Garden", "unknown area 'Garden'; use one of tartarus, hades, limbo"),
                                       (2, "Input should be a valid string")])
def test_a_file_writes_an_area_by_a_listed_name_not_another_case_nor_an_index(area, said):
    """#41: a file's names are the ones its JSON Schema lists (ids, Japanese, aliases), exactly; a command or
    a typed box still takes any case and an index (area_id)."""
    err = refused(DollFile, doll(area=area))
    assert err.field == "area" and said in str(err)
    assert area_id(area) == ("elysium" if area == "Garden" else "limbo")


def test_area_names_and_indexes():
    assert [area_id(n) for n in ("奈落", "地獄", "煉獄", "花園", "楽園")] == [
        "tartarus", "hades", "limbo", "elysium", "eden"]
    assert area_id("Abyss") == "tartarus"
    assert area_id(4) == "eden"
    with pytest.raises(ValueError, match="area index 5"):
        area_id(5)
    with pytest.raises(ValueError, match="unknown area"):
        area_id("heaven")


def test_an_enemy_entry_area_accepts_japanese():
    scenario = ScenarioFile.model_validate({"dolls": [{"file": "a.json"}],
                                            "enemies": [{"file": "z.json", "area": "地獄"}]})
    assert scenario.enemies[0].area == "hades"


# --- aliases ----------------------------------------------------------------------------------------

def test_japanese_aliases_for_location_timing_and_category():
    p = PartSpec.model_validate(part(location="頭", timing="アクション", category="武装"))
    assert (p.location, p.timing, p.category) == ("head", "action", "armament")


@pytest.mark.parametrize("word,timing", [("オート", "auto"), ("ジャッジ", "judge"), ("ダメージ", "damage"),
                                         ("ラピッド", "rapid"), ("check", "judge")])
def test_timing_aliases(word, timing):
    assert PartSpec.model_validate(part(timing=word)).timing == timing


@pytest.mark.parametrize("cost", [None, 0, 4])
def test_cost_is_a_whole_number_or_null(cost):
    assert PartSpec.model_validate(part(cost=cost)).cost == cost


@pytest.mark.parametrize("text", ["-", "なし", "3", True, 2.5])
def test_cost_written_as_text_or_true_is_refused_at_its_field(text):
    """#41: files are read strictly: "3" is not a number, "-" not null (the parts table turns what is typed
    into a number or null before it validates)."""
    err = refused(DollFile, doll(parts=[part(cost=text)]))
    assert err.field == "parts.0.cost" and "valid integer" in str(err)


@pytest.mark.parametrize("text,parsed", [("0", (0, 0)), ("0〜1", (0, 1)), ("2~3", (2, 3)), ("自身", "self"),
                                         ("なし", "none"), ("-", "none")])
def test_range_forms(text, parsed):
    assert parse_range(text) == parsed


# --- shapes of dolls and enemies --------------------------------------------------------------------

def test_a_doll_part_cannot_sit_in_body():
    data = doll()
    data["parts"][4]["location"] = "本体"
    err = refused(DollFile, data)
    assert "parts.4" in str(err)


def test_a_legion_needs_bodies():
    err = refused(EnemyFile, {"kind": "legion", "name": "ゾンビ", "base_ap": 8, "threat": 1})
    assert "needs 'bodies'" in str(err)


def test_only_a_legion_has_bodies():
    err = refused(EnemyFile, {"kind": "horror", "name": "グール", "base_ap": 8, "threat": 2, "bodies": 3})
    assert "only a legion" in str(err)


def test_a_horror_part_has_location_body():
    err = refused(EnemyFile, {"kind": "horror", "name": "グール", "base_ap": 8, "threat": 2,
                              "parts": [part(location="body"), part(location="arms")]})
    assert "parts.1" in str(err)


def test_a_savant_part_sits_in_a_location():
    err = refused(EnemyFile, {"kind": "savant", "name": "ローザ", "base_ap": 6, "threat": 6,
                              "parts": [part(location="body")]})
    assert "parts.0" in str(err)


def test_an_unknown_enemy_kind_names_the_field():
    assert refused(EnemyFile, {"kind": "dragon", "name": "x", "base_ap": 8, "threat": 1}).field == "kind"


def test_a_scenario_doll_entry_needs_a_file_or_a_doll():
    err = refused(ScenarioFile, {"dolls": [{"file": "a.json"}, {"area": "limbo"}]})
    assert err.field == "dolls.1"
    assert "exactly one of 'file' or 'doll'" in str(err)


def test_a_scenario_needs_a_doll():
    assert refused(ScenarioFile, {"dolls": []}).field == "dolls"


def test_a_scenario_with_an_inline_doll_validates_the_doll():
    err = refused(ScenarioFile, {"dolls": [{"doll": doll(area="奈落")}]})
    assert err.field == "dolls.0.doll.area"


def test_default_options_follow_the_japanese_rulebook():
    o = Options()
    assert (o.favor_fetter_change_cost, o.fumble_attacker_picks_location, o.dismember_target) == (1, False, 6)
    assert refused(Options, {"favor_fetter_change_cost": 3}).field == "favor_fetter_change_cost"


def test_a_saved_battle_round_trips_through_json():
    battle = SavedBattle.model_validate({"setup": {"dolls": [{"doll": doll()}]}, "seed": 7,
                                         "log": [{"type": "wait", "actor": "d1"}]})
    again = SavedBattle.model_validate(json.loads(battle.model_dump_json()))
    assert again == battle


# --- JSON Schemas -----------------------------------------------------------------------------------

def test_the_checked_in_json_schemas_are_up_to_date():
    """If this fails, run `vtt schema` and commit docs/schema."""
    on_disk = {p.relative_to(SCHEMA_DIR).as_posix(): json.loads(p.read_text(encoding="utf-8"))
               for p in SCHEMA_DIR.rglob("*.json")}
    assert on_disk == schemas()


def test_vtt_schema_writes_one_schema_per_file_format(tmp_path, capsys):
    out = tmp_path / "out"
    assert vtt_main(["schema", "-o", str(out)]) == 0
    written = {p.relative_to(out).as_posix(): json.loads(p.read_text(encoding="utf-8")) for p in out.rglob("*.json")}
    nechronica = ["battle", "catalog", "doll", "enemy", "scenario", "script"]
    others = [f"{rid}/{n}" for rid in ("ashes", "hundred", "zones") for n in ("character", "scenario", "script",
                                                                               "battle")]
    assert sorted(written) == sorted(f"{n}.json" for n in nechronica + others)
    assert written["ashes/scenario.json"]["properties"]["ruleset"]["const"] == "ashes"
    assert written["doll.json"]["properties"]["kind"]["const"] == "doll"
    for name, schema in written.items():         # #41: each says its dialect and its id
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema", name
        assert schema["$id"] == f"urn:vtt:schema:{name.split('/')[0] if '/' in name else 'nechronica'}:" \
                                f"{name.rsplit('/', 1)[-1][:-5]}", name
        if "/" in name:                          # another ruleset's file names it (none: a Nechronica file)
            assert "ruleset" in schema["required"], name
    assert "fetters" in written["doll.json"]["properties"]
    assert set(capsys.readouterr().out.split()) == {str(out / n) for n in written}


def test_the_complete_examples_in_docs_formats_md_are_valid():
    """Examples without an ellipsis are whole files (or a whole part) and must load."""
    text = (RESOURCES.parent / "docs" / "formats.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```json\n(.*?)```", text, re.DOTALL)
    complete = [json.loads(b) for b in blocks if "…" not in b]
    models = {"legion": EnemyFile, "scenario": ScenarioFile, "catalog": CatalogFile, None: PartSpec}
    assert sorted(str(d.get("kind")) for d in complete) == ["None", "catalog", "legion", "scenario"]
    for data in complete:
        models[data.get("kind")].model_validate(data)
