"""The vocabulary of the hundred ruleset (no pydantic, so the rules start without it): phases, range
bands, reactions, health states, and their Japanese names."""
from __future__ import annotations

from vtt.core.errors import Term

RULESET = "hundred"
SCHEMA_VERSION = 1
SIDES = ("party", "foes")
PHASES = ("draw", "preparation", "combat", "ended")

#: the four range zones of the seed, nearest first
BANDS = ("close", "mid", "ranged", "out")
BAND_NAMES = {"close": ("Close Combat (0~3m)", "近接（0〜3m）"), "mid": ("Mid Combat (3~6m)", "中距離（3〜6m）"),
              "ranged": ("Ranged Combat (7m+)", "遠距離（7m以上）"), "out": ("Out-Of-Range", "射程外")}

#: how an attack target may react
REACTIONS = ("none", "block", "dodge", "dodge_projectile", "other")
REACTION_NAMES_JA = {"none": "リアクションなし", "block": "ブロック", "dodge": "回避（近接）",
                     "dodge_projectile": "回避（飛び道具）", "other": "その他"}

#: health point states in the seed's notation, and the state a track segment draws
HEALTHY, EXHAUSTED, DAMAGED, PERMANENT = "O", "/", "X", "*"
SEGMENT_STATE = {HEALTHY: "ok", EXHAUSTED: "used", DAMAGED: "damaged", PERMANENT: "lost"}

#: hit locations when a sheet's armor names none
LOCATIONS = ("head", "torso", "arms", "legs")
LOCATION_NAMES_JA = {"head": "頭", "torso": "胴", "arms": "腕", "legs": "脚"}

#: the pools every sheet has (attributes are d6 by default, skills d10; a sheet may say otherwise)
ATTRIBUTES = ("combat", "agility", "strength")
SKILL_NAMES_JA = {"combat": "戦闘", "agility": "敏捷", "strength": "筋力", "dodge": "回避", "block": "ブロック",
                  "endurance": "持久", "cut_weapons": "斬撃武器", "boxing": "格闘", "bows": "弓",
                  "throwing": "投擲", "blunt_weapons": "打撃武器", "pole_weapons": "長柄武器", "claws": "爪牙"}

UNARMED = {"name": "Unarmed", "name_ja": "素手", "skill": "boxing", "damage": 0, "per_shift": 1,
           "bands": ["close"], "speed": None}

COMMAND_NAMES_JA = {"deal": "カードを配る", "lay": "カードを伏せる", "sit_out": "このラウンドは行動しない",
                    "give": "カードを渡す", "attack": "攻撃", "act": "戦闘行動", "end_turn": "手番終了",
                    "react": "リアクション", "interrupt": "割り込み", "act_earlier": "先に行動",
                    "damage": "ダメージを決める", "rule": "GMの裁定", "set_range": "距離を設定",
                    "exhaust": "疲労", "harm": "ダメージ", "override": "GMによる操作"}

#: words of the sheet, the banners and the GM's forms (Term kind "label")
LABELS_JA = {"Health": "体力", "Hand": "手札", "Laid card": "伏せたカード", "Weapons": "武器", "Armor": "防具",
             "Pools": "ダイス", "Conditions": "状態", "none": "なし", "unconscious": "気絶", "dead": "死亡",
             "acting": "手番", "acted": "行動済み", "party": "パーティ", "foes": "敵", "who": "対象",
             "a": "A", "b": "B", "band": "距離", "amount": "量", "hit": "命中", "health": "体力",
             "outcome": "結果", "cards": "カード", "reason": "理由", "Set a range": "距離を設定",
             "Exhaustion": "疲労を与える", "Damage": "ダメージを与える", "Rule the reaction": "リアクションの裁定",
             "Override: health": "GM操作：体力", "Override: hand": "GM操作：手札",
             "Override: end the battle": "GM操作：戦闘終了", "Deal the cards": "カードを配る",
             "exhaustion": "疲労", "Notation": "表記", "Given this round": "このラウンドに渡した",
             "Received this round": "このラウンドに受け取った", "yes": "はい", "no": "いいえ",
             "Penalty": "ペナルティ", "exhausted": "疲労（/）", "damaged": "ダメージ（X）",
             "permanent": "永続ダメージ（*）", "received": "受け取った"}


def label_term(text: str) -> Term:
    return Term("label", text, text)


def band_term(band: str) -> Term:
    return Term("band", band, BAND_NAMES.get(band, (band, band))[0])


def reaction_term(how: str) -> Term:
    return Term("reaction", how, how.replace("_", " "))


def name_term(en: str, ja: str | None) -> Term:
    """A name given in the files in both languages: the Japanese is the key."""
    return Term("name", ja or en, en)


def term_ja(t: Term) -> str:
    if t.kind == "band":
        return BAND_NAMES.get(t.key, (t.text, t.text))[1]
    if t.kind == "reaction":
        return REACTION_NAMES_JA.get(t.key, t.text)
    if t.kind == "location":
        return LOCATION_NAMES_JA.get(t.key, t.text)
    if t.kind == "skill":
        return SKILL_NAMES_JA.get(t.key, t.text)
    if t.kind == "name":
        return t.key
    if t.kind in ("label", "status"):
        return LABELS_JA.get(t.key, t.text)
    if t.kind == "outcome":
        return {"victory": "勝利", "defeat": "敗北", "ended": "終了"}.get(t.key, t.text)
    if t.kind == "phase":
        return {"draw": "ドロー", "preparation": "準備", "combat": "戦闘", "ended": "終了"}.get(t.key, t.text)
    return t.text
