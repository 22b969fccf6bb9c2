"""The CCFOLIA clipboard export: parsed back, it holds the doll's name, max AP, parts, fetters and palette."""
from __future__ import annotations

import json

from vtt.interop.nechronica.ccfolia import ccfolia_json


def exported(doll, lang: str = "ja") -> dict:
    return json.loads(ccfolia_json(doll, lang))


def test_it_is_a_character_clipboard_object_with_the_dolls_name_and_max_ap(sample_doll):
    out = exported(sample_doll)
    assert out["kind"] == "character"
    assert out["data"]["name"] == "アリス"
    assert out["data"]["initiative"] == 10        # 6 + のうみそ 2 + めだま 1 + アドレナリン 1


def test_status_counts_intact_parts_per_location_out_of_all(sample_doll):
    status = exported(sample_doll)["data"]["status"]
    assert status[:4] == [{"label": "頭", "value": 3, "max": 3}, {"label": "腕", "value": 5, "max": 5},
                          {"label": "胴", "value": 5, "max": 5}, {"label": "脚", "value": 3, "max": 4}]


def test_status_has_each_fetters_madness_out_of_4(sample_doll):
    status = exported(sample_doll)["data"]["status"]
    assert status[4:] == [{"label": "たからものへの依存", "value": 3, "max": 4},
                          {"label": "ミサキへの友情", "value": 2, "max": 4},
                          {"label": "ユキへの保護", "value": 4, "max": 4}]


def test_params_hold_position_classes_and_reinforcement_values_as_text(sample_doll):
    params = {p["label"]: p["value"] for p in exported(sample_doll)["data"]["params"]}
    assert params == {"ポジション": "ソロリティ", "メインクラス": "ステーシー", "サブクラス": "バロック",
                      "武装": "2", "変異": "1", "改造": "1", "初期配置": "花園"}


def test_the_palette_rolls_checks_and_attacks_and_lists_every_maneuver(sample_doll):
    lines = exported(sample_doll)["data"]["commands"].split("\n")
    assert "1NC 行動判定" in lines and "1NC 狂気判定" in lines
    assert "1NA 【こぶし】肉弾攻撃1" in lines
    assert "1NA 【ハンドガン】射撃攻撃1" in lines
    assert "【うで】《ジャッジ/1/0》支援1" in lines
    assert "【ほね】《アクション/3/自身》移動1 ※損傷" in lines
    for part in sample_doll.parts:
        assert any(f"【{part.name_ja or part.name}】" in line for line in lines)


def test_in_english_the_doll_and_her_parts_have_their_english_names(sample_doll):
    """(#41) The names follow the language asked for, as every ruleset's export; a name given only in one
    language is that name in both; the labels stay Japanese (the tables read them)."""
    data = exported(sample_doll.model_copy(update={"name": "Alice", "name_ja": "アリス"}), "en")["data"]
    lines = data["commands"].split("\n")
    assert data["name"] == "Alice" and exported(sample_doll)["data"]["name"] == "アリス"
    assert "1NA 【Fist】肉弾攻撃1" in lines and "【Bone】《アクション/3/自身》移動1 ※損傷" in lines
    assert "1NA 【ハンドガン】射撃攻撃1" in lines           # her own part, named only in Japanese


def test_an_attack_rolled_with_more_dice_says_so(sample_doll):
    knife = next(p for p in sample_doll.parts if p.name == "ナイフ")
    knife.dice = 2
    assert "2NA 【ナイフ】白兵攻撃1" in exported(sample_doll)["data"]["commands"].split("\n")


def test_the_memo_names_fetters_karma_and_memories(sample_doll):
    memo = exported(sample_doll)["data"]["memo"]
    for text in ("ソロリティ", "花園", "たからものへの依存", "幼児退行", "敵を1体以上倒す", "白い部屋"):
        assert text in memo
