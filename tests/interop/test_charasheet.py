"""Importing a キャラクター保管所 Nechronica export: every part, location, damage and fetter arrives."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from vtt.core.errors import FileFormatError
from vtt.interop.nechronica.charasheet import load_charasheet, parse_charasheet_text

from .sheets import SAMPLE, SAMPLE_PATH, import_sheet, sample_sheet

HANTEI_LOCATION = {"1": "skill", "2": "skill", "3": "skill", "4": "head", "5": "arms", "6": "torso", "7": "legs"}


def sheet_rows(sheet):
    """The sample's maneuver rows with a name, as (name, location, damaged)."""
    return [(name, HANTEI_LOCATION[h], lost == "1")
            for name, h, lost in zip(sheet["Power_name"], sheet["Power_hantei"], sheet["Power_Lost"]) if name]


def test_the_sample_imports_without_warnings():
    result = load_charasheet(SAMPLE_PATH)
    assert result.warnings == []
    assert result.doll.name == "アリス"


def test_every_part_lands_in_its_location_with_its_damaged_flag(sample_doll):
    rows = sheet_rows(SAMPLE)
    assert [(p.name_ja or p.name, p.location, p.damaged) for p in sample_doll.parts] == rows   # (the sheet's names)
    assert Counter(p.location for p in sample_doll.parts) == Counter(
        {"head": 3, "arms": 5, "torso": 5, "legs": 4, "skill": 3})


def test_a_damaged_part_stays_damaged_and_only_it(sample_doll):
    damaged = [p for p in sample_doll.parts if p.damaged]
    assert [(p.name, p.name_ja, p.location) for p in damaged] == [("Bone", "ほね", "legs")]     # the catalog's names


def test_basic_parts_are_recognised_by_name_and_take_the_catalog_id(sample_doll):
    basic = [p for p in sample_doll.parts if p.category == "basic"]
    assert [p.id for p in basic] == [
        "basic.brain", "basic.eyeballs", "basic.jaw", "basic.fist", "basic.arm", "basic.shoulder",
        "basic.spine", "basic.entrails", "basic.entrails", "basic.bone", "basic.bone", "basic.foot"]


def test_reinforcement_parts_take_category_and_level_from_their_source(sample_doll):
    by_name = {p.name: p for p in sample_doll.parts}
    assert (by_name["ナイフ"].category, by_name["ナイフ"].level) == ("armament", 1)
    assert (by_name["ハンドガン"].category, by_name["ハンドガン"].level) == ("armament", 2)
    assert (by_name["しっぽ"].category, by_name["しっぽ"].level) == ("mutation", 1)
    assert (by_name["アドレナリン"].category, by_name["アドレナリン"].level) == ("modification", 1)


def test_timing_cost_range_and_effect_come_from_the_sheet(sample_doll):
    gun = next(p for p in sample_doll.parts if p.name == "ハンドガン")
    assert (gun.timing, gun.cost, gun.range, gun.effect) == ("action", 2, "0〜1", "射撃攻撃1")
    tail = next(p for p in sample_doll.parts if p.name == "しっぽ")
    assert (tail.timing, tail.cost) == ("judge", 1)


def test_position_and_class_skills_are_skills(sample_doll):
    skills = [p for p in sample_doll.parts if p.location == "skill"]
    assert [(p.name, p.category) for p in skills] == [("号令", "skill"), ("再生", "skill"), ("銃技", "skill")]


def test_the_treasure_part_and_the_fetter_to_it_are_marked(sample_doll):
    treasure = [p for p in sample_doll.parts if p.category == "treasure"]
    assert [(p.name, p.location) for p in treasure] == [("くまのぬいぐるみ", "torso")]
    assert [f.target for f in sample_doll.fetters if f.treasure] == ["たからもの"]


def test_a_part_named_takaramono_is_the_treasure_wherever_it_sits():
    sheet = sample_sheet()
    i = sheet["Power_name"].index("くまのぬいぐるみ")
    sheet["Power_name"][i], sheet["Power_hantei"][i], sheet["Power_shozoku"][i] = "たからもの", "4", ""
    sheet["roice_name"][0] = "たからもの"
    doll = import_sheet(sheet).doll
    assert [(p.name, p.location, p.category) for p in doll.parts if p.category == "treasure"] == [
        ("たからもの", "head", "treasure")]


def test_a_fetter_named_after_the_treasure_part_is_the_treasure_fetter():
    sheet = sample_sheet()
    sheet["roice_name"][0] = "くまのぬいぐるみ"
    doll = import_sheet(sheet).doll
    assert [f.target for f in doll.fetters if f.treasure] == ["くまのぬいぐるみ"]


def test_fetters_keep_target_emotion_madness_and_mad_effect(sample_doll):
    assert [(f.target, f.emotion, f.madness, f.mad_effect) for f in sample_doll.fetters] == [
        ("たからもの", "依存", 3, "幼児退行"), ("ミサキ", "友情", 2, "共鳴依存"), ("ユキ", "保護", 4, "常時密着")]


def test_madness_written_as_hakkyou_is_4():
    sheet = sample_sheet()
    sheet["roice_damage"][1] = "発狂"
    assert import_sheet(sheet).doll.fetters[1].madness == 4


def test_header_reinforcement_and_starting_area(sample_doll):
    d = sample_doll
    assert (d.position, d.main_class, d.sub_class) == ("ソロリティ", "ステーシー", "バロック")
    assert (d.reinforcement.armament, d.reinforcement.mutation, d.reinforcement.modification) == (2, 1, 1)
    assert d.area == "elysium"
    assert d.karma == ["敵を1体以上倒す", "姉妹を守る"]
    assert d.memory_fragments == ["白い部屋: 目覚めた場所", "誰かの子守唄"]
    assert "暗示: 罪" in d.notes


def test_the_starting_area_falls_back_to_the_select_index():
    sheet = sample_sheet()
    sheet["sex"], sheet["SL_sex"] = "", "2"
    result = import_sheet(sheet)
    assert result.doll.area == "eden" and result.warnings == []


def test_numbers_instead_of_strings_import_the_same(sample_doll):
    sheet = sample_sheet()
    for key in ("Power_hantei", "Power_timing", "Power_Lost", "roice_damage"):
        sheet[key] = [int(v) for v in sheet[key]]
    sheet["NP1"], sheet["Power_cost"][5] = 2, 2
    result = import_sheet(sheet)
    assert result.warnings == []
    assert result.doll == sample_doll


def test_arrays_written_as_objects_are_read_in_key_order(sample_doll):
    sheet = sample_sheet()
    sheet["Power_Lost"] = {str(i): v for i, v in reversed(list(enumerate(sheet["Power_Lost"])))}
    result = import_sheet(sheet)
    assert result.warnings == [] and result.doll == sample_doll


def test_a_short_column_is_warned_and_the_rest_imports():
    sheet = sample_sheet()
    del sheet["Power_Lost"][5:]
    result = import_sheet(sheet)
    assert any(w.startswith("Power_Lost:") and "missing ones" in w for w in result.warnings)
    assert len(result.doll.parts) == len(sheet_rows(SAMPLE))
    assert not any(p.damaged for p in result.doll.parts)


def test_a_long_column_with_extra_values_is_warned():
    sheet = sample_sheet()
    sheet["Power_memo"] += ["ghost", "row"]
    result = import_sheet(sheet)
    assert any(w.startswith("Power_memo:") and "extra" in w for w in result.warnings)


def test_unknown_and_malformed_fields_are_named_in_warnings():
    sheet = sample_sheet()
    sheet["mystery_field"] = "?"
    sheet["Power_timing"][17] = "9"
    sheet["Power_hantei"][6] = "x"
    sheet["Power_range"][16] = "遠く"
    sheet["NP2"] = "many"
    sheet["roice_damage"][0] = "lots"
    result = import_sheet(sheet)
    text = "\n".join(result.warnings)
    for name in ("mystery_field", "Power_timing[17]", "Power_hantei[6]", "Power_range[16]", "NP2", "roice_damage[0]"):
        assert name in text
    parts = {p.name: p for p in result.doll.parts}
    assert parts["こぶし"].location == "skill"                 # unknown hantei: kept, as a skill
    assert parts["ハンドガン"].timing == "auto"
    assert parts["ナイフ"].effect == "白兵攻撃1 (射程 遠く)"
    assert result.doll.fetters[0].madness == 3


def test_a_part_without_a_source_is_warned_and_imported_as_armament():
    sheet = sample_sheet()
    i = sheet["Power_name"].index("ナイフ")
    sheet["Power_name"][i], sheet["Power_shozoku"][i] = "謎の刃", ""
    result = import_sheet(sheet)
    assert any(w.startswith(f"Power_shozoku[{i}]") for w in result.warnings)
    assert next(p for p in result.doll.parts if p.name == "謎の刃").category == "armament"


def test_a_catalog_part_without_a_source_takes_category_level_and_id_from_the_catalog():
    sheet = sample_sheet()
    i = sheet["Power_name"].index("ナイフ")
    sheet["Power_shozoku"][i] = ""
    result = import_sheet(sheet)
    knife = next(p for p in result.doll.parts if p.name == "ナイフ")
    assert result.warnings == []
    assert (knife.category, knife.id) == ("armament", "sample.armament.knife")


def test_a_fetter_without_its_mad_effect_gets_it_from_the_fetter_tables():
    sheet = sample_sheet()
    sheet["roice_neg"][0] = ""
    assert import_sheet(sheet).doll.fetters[0].mad_effect == "幼児退行"


def test_a_sheet_max_ap_that_disagrees_with_the_parts_is_warned():
    sheet = sample_sheet()
    sheet["Act_Total"] = "12"
    assert any(w.startswith("Act_Total:") for w in import_sheet(sheet).warnings)


def test_a_mad_fetter_lowering_max_ap_does_not_count_against_the_sheets_max_ap():
    sheet = sample_sheet()
    sheet["roice_damage"][0] = "4"          # たからものへの依存, mad: max AP -2 in play
    assert import_sheet(sheet).warnings == []


def test_more_than_six_fetters_are_cut_with_a_warning():
    sheet = sample_sheet()
    for key, value in (("roice_name", "誰か"), ("roice_pos", "信頼"), ("roice_damage", "3"),
                       ("roice_neg", "疑心暗鬼"), ("roice_break", ""), ("roice_memo", "")):
        sheet[key] = [value] * 8
    result = import_sheet(sheet)
    assert len(result.doll.fetters) == 6
    assert any(w.startswith("roice_name[6]") for w in result.warnings)


def test_a_sheet_of_another_game_is_refused():
    sheet = sample_sheet()
    sheet["game"] = "dx3"
    with pytest.raises(FileFormatError, match="dx3"):
        import_sheet(sheet)


@pytest.mark.parametrize("data", [[], "text", 3, None])
def test_something_other_than_an_object_is_refused(data):
    with pytest.raises(FileFormatError, match="sheet.json"):
        import_sheet(data)


def test_an_empty_object_imports_a_nameless_doll_with_warnings():
    result = import_sheet({})
    assert result.doll.parts == [] and result.doll.fetters == []
    assert {w.split(":")[0] for w in result.warnings} >= {"game", "Power_name", "pc_name", "sex"}


def test_the_sites_jsonp_answer_is_read():
    data = parse_charasheet_text("getJson(" + json.dumps(SAMPLE, ensure_ascii=False) + ");")
    assert import_sheet(data).doll.name == "アリス"


def test_a_file_cut_short_names_the_file(tmp_path):
    path = tmp_path / "cut.json"
    path.write_text(SAMPLE_PATH.read_text(encoding="utf-8")[:500], encoding="utf-8")
    with pytest.raises(FileFormatError, match="cut.json.*not valid JSON"):
        load_charasheet(path)


def test_a_missing_file_and_a_non_utf8_file_are_clear_errors(tmp_path):
    with pytest.raises(FileFormatError, match="no such file"):
        load_charasheet(tmp_path / "none.json")
    (tmp_path / "sjis.json").write_bytes('{"pc_name": "アリス"}'.encode("shift_jis"))
    with pytest.raises(FileFormatError, match="UTF-8"):
        load_charasheet(tmp_path / "sjis.json")
