"""#31 items 10-12: what our exports give Udonarium and CCFOLIA, and what the 保管所 import reads, checked
against how those tools read them (Udonarium v1.17.3's loader: a <data> element without a type and
without children is a text field; CCFOLIA's clipboard type: the 8 status bars a piece shows; the public
readers of 保管所 sheets: carma_completed, roice_id, message). Nothing is dropped silently."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from vtt.interop.ccfolia import STATUS_MAX, clipboard
from vtt.interop.nechronica.ccfolia import ccfolia_json
from vtt.interop.nechronica.udonarium import doll_to_udonarium_xml
from vtt.rules.nechronica.models import Fetter

from .sheets import import_sheet, sample_sheet


# -- 10: Udonarium -----------------------------------------------------------------------------------------

def text_fields_without_text(root: ET.Element) -> list[str]:
    """The <data> elements Udonarium would show as an empty text field: no type, no children, no text
    (a section is a <data> with children; a value has text or a type)."""
    return [d.get("name") for d in root.iter("data")
            if d.get("type") is None and len(d) == 0 and not (d.text or "").strip()]


def test_a_doll_without_fetters_has_no_empty_fetter_section_in_udonarium(sample_doll):
    doll = sample_doll.model_copy(update={"fetters": []})
    root = ET.fromstring(doll_to_udonarium_xml(doll).encode("utf-8"))
    assert root.find(".//data[@name='未練']") is None
    assert text_fields_without_text(root) == []


def test_a_doll_with_fetters_has_a_fetter_section_of_gauges_in_udonarium(sample_doll):
    root = ET.fromstring(doll_to_udonarium_xml(sample_doll).encode("utf-8"))
    section = root.find(".//data[@name='未練']")
    assert len(section) == 3 and all(d.get("type") == "numberResource" for d in section)
    assert text_fields_without_text(root) == []


# -- 11: CCFOLIA -------------------------------------------------------------------------------------------

def six_fetters(doll):
    extra = [Fetter(target=f"姉妹{i}", emotion="友情", madness=i % 5) for i in range(3)]
    return doll.model_copy(update={"fetters": list(doll.fetters) + extra})


def test_a_doll_with_six_fetters_keeps_to_the_eight_bars_and_the_rest_are_params(sample_doll):
    data = json.loads(ccfolia_json(six_fetters(sample_doll)))["data"]
    assert len(data["status"]) == STATUS_MAX == 8
    assert [s["label"] for s in data["status"][:4]] == ["頭", "腕", "胴", "脚"]
    params = {p["label"]: p["value"] for p in data["params"]}
    assert params["姉妹1への友情"] == "1/4" and params["姉妹2への友情"] == "2/4"
    shown = {s["label"] for s in data["status"]}
    assert all(f"{f.target}への{f.emotion}" in shown | set(params) for f in six_fetters(sample_doll).fetters)


def test_the_ccfolia_memo_says_which_dice_bot_rolls_1nc_and_1na(sample_doll):
    data = json.loads(ccfolia_json(sample_doll))["data"]
    assert "ダイスボット" in data["memo"].splitlines()[0] and "ネクロニカ" in data["memo"].splitlines()[0]
    assert "1NC" in data["commands"] and "1NA" in data["commands"]


def test_any_ruleset_s_piece_keeps_to_the_eight_bars():
    status = [{"label": f"t{i}", "value": i, "max": 9} for i in range(11)]
    data = clipboard("x", 0, "", "", status, [{"label": "a", "value": "b"}])["data"]
    assert data["status"] == status[:8]
    assert data["params"] == [{"label": f"t{i}", "value": f"{i}/9"} for i in (8, 9, 10)] + [
        {"label": "a", "value": "b"}]


# -- 12: キャラクター保管所 ------------------------------------------------------------------------------------

TREASURE = 15             # the sample's row of its treasure, くまのぬいぐるみ


def treasure_of(result):
    return [p.name for p in result.doll.parts if p.category == "treasure"], \
        [f.target for f in result.doll.fetters if f.treasure]


def test_a_treasure_with_no_source_named_by_a_fetter_is_the_treasure():
    sheet = sample_sheet()
    sheet["Power_shozoku"][TREASURE] = ""
    sheet["roice_name"][0] = "くまのぬいぐるみ"
    result = import_sheet(sheet)
    assert treasure_of(result) == (["くまのぬいぐるみ"], ["くまのぬいぐるみ"])
    assert any("read as the treasure (a fetter names it)" in w for w in result.warnings)


def test_a_treasure_with_no_source_and_a_fetter_to_takaramono_is_the_treasure():
    sheet = sample_sheet()
    sheet["Power_shozoku"][TREASURE] = ""
    result = import_sheet(sheet)
    assert treasure_of(result) == (["くまのぬいぐるみ"], ["たからもの"])
    assert not any("imported as armament" in w for w in result.warnings)


def test_two_parts_with_no_source_are_not_guessed_and_each_is_warned():
    sheet = sample_sheet()
    sheet["Power_shozoku"][TREASURE] = ""
    sheet["Power_shozoku"][16] = ""
    sheet["Power_name"][16] = "なぞのパーツ"
    result = import_sheet(sheet)
    assert treasure_of(result)[0] == []
    assert sum("empty: does not say" in w for w in result.warnings) == 2


def test_completed_karma_is_marked_and_said():
    sheet = sample_sheet()
    sheet["carma_completed"][0] = "1"
    result = import_sheet(sheet)
    assert result.doll.karma == ["敵を1体以上倒す（達成済み）", "姉妹を守る"]
    assert any(w.startswith("carma_completed[0]:") for w in result.warnings)


def test_an_empty_emotion_is_read_from_roice_id():
    sheet = sample_sheet()
    sheet["roice_pos"][1] = ""                   # roice_id 7: 友情, mad 共鳴依存 (the sisters' table)
    sheet["roice_neg"][1] = ""
    sheet["roice_pos"][2] = ""
    sheet["roice_id"][2] = "11"                  # the enemies' table's first: 恐怖 / 認識拒否
    sheet["roice_neg"][2] = ""
    result = import_sheet(sheet)
    fetters = {f.target: (f.emotion, f.mad_effect) for f in result.doll.fetters}
    assert fetters["ミサキ"] == ("友情", "共鳴依存") and fetters["ユキ"] == ("恐怖", "認識拒否")
    assert not any("no emotion" in w for w in result.warnings)


def test_the_message_is_kept_in_the_notes():
    sheet = sample_sheet()
    sheet["message"] = "GMへ：よろしくお願いします"
    result = import_sheet(sheet)
    assert "メッセージ: GMへ：よろしくお願いします" in result.doll.notes.splitlines()
    assert not any("message" in w for w in result.warnings)


def test_a_part_from_a_class_missing_from_the_catalog_is_warned_as_such():
    sheet = sample_sheet()
    sheet["Power_shozoku"][16] = "バロック"
    sheet["Power_name"][16] = "なぞのパーツ"
    result = import_sheet(sheet)
    warning = next(w for w in result.warnings if w.startswith("Power_shozoku[16]"))
    assert "names a class or position" in warning and "category is unknown" in warning
