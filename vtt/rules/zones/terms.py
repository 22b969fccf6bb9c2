"""The vocabulary of the zones ruleset (no pydantic, so the rules start without it): actions,
maneuvers, Harm tracks, fear positions, and their Japanese names."""
from __future__ import annotations

from vtt.core.errors import Term

RULESET = "zones"
SCHEMA_VERSION = 1
SIDES = ("party", "foes")

#: the Action tests a character rolls (attribute + skill dice)
ACTIONS = ("strike", "shoot", "force", "finesse", "sneak", "persuade", "intimidate", "read", "endure", "cast",
           "track")
ACTION_NAMES_JA = {"strike": "白兵", "shoot": "射撃", "force": "腕力", "finesse": "技巧", "sneak": "隠密",
                   "persuade": "説得", "intimidate": "威圧", "read": "観察", "endure": "耐久", "cast": "詠唱",
                   "track": "追跡"}
#: weapon actions: melee (same zone) or ranged (its range span)
ATTACK_ACTIONS = ("strike", "shoot", "force")
MELEE_ACTIONS = ("strike", "force")

HARM_TRACKS = ("physical", "mental")
HARM_NAMES = {"physical": ("Physical Harm", "肉体ハーム"), "mental": ("Mental Harm", "精神ハーム")}

#: fear test: Mental Harm on failure by position (seed 004's table)
FEAR_HARM = {"controlled": 2, "risky": 3, "desperate": 4}
FEAR_POSITIONS_JA = {"controlled": "制御", "risky": "危険", "desperate": "絶望"}
#: a player character with this much Mental Harm or more (Severe) adds no die to others' fear tests
SEVERE_MENTAL = 4
#: at most this many dice from player characters in the zone on a fear test
FEAR_HELP_MAX = 3

#: reactions and what they roll (the defender's choice of action where two fit)
REACTIONS = {"dodge": ("finesse",), "parry": ("strike", "force"), "break_free": ("force",), "hold": ("force",),
             "chase": ("finesse", "track")}
FLEE_ACTIONS = ("finesse", "sneak")
MANEUVER_NAMES_JA = {"dodge": "回避", "parry": "受け流し", "break_free": "振りほどき", "hold": "押さえ込み",
                     "chase": "追跡", "attack": "攻撃", "grapple": "組みつき", "flee": "逃走", "move": "移動",
                     "cover": "遮蔽", "draw": "武器を抜く", "extinguish": "消火", "release": "放す",
                     "end_turn": "手番終了", "test": "行為判定", "swap": "カード交換", "pass": "パス"}


def maneuver_term(name: str) -> Term:
    return Term("maneuver", name, name.replace("_", " "))


def action_term(action: str) -> Term:
    return Term("action", action, action.capitalize())


def harm_term(track: str) -> Term:
    return Term("harm", track, HARM_NAMES[track][0])


def name_term(en: str, ja: str | None) -> Term:
    """A name given in the files in both languages (a zone, a scenario): the Japanese is the key."""
    return Term("name", ja or en, en)


def term_ja(t: Term) -> str:
    """A Term in Japanese (its English where none is known)."""
    if t.kind == "action":
        return ACTION_NAMES_JA.get(t.key, t.text)
    if t.kind == "maneuver":
        return MANEUVER_NAMES_JA.get(t.key, t.text)
    if t.kind == "harm":
        return HARM_NAMES.get(t.key, (t.text, t.text))[1]
    if t.kind == "position":
        return FEAR_POSITIONS_JA.get(t.key, t.text)
    if t.kind == "name":
        return t.key
    if t.kind in ("label", "status"):
        return LABELS_JA.get(t.key, t.text)
    if t.kind == "outcome":
        return {"victory": "勝利", "defeat": "敗北", "fled": "全員逃走", "ended": "終了"}.get(t.key, t.text)
    return t.text

#: words of the sheet panel and the GM's forms (Term kind "label")
LABELS_JA = {"Actions": "行為", "Weapons": "武器", "Turn": "手番", "Conditions": "状態", "Cards": "カード",
             "in hand": "手に持つ", "range": "射程", "damage": "ダメージ", "dice": "ダイス", "none": "なし",
             "Maneuvers left": "残りの行動", "Swaps next round": "次ラウンドのカード交換",
             "Fear test": "恐怖判定", "Ambush (before the deal)": "奇襲（カードを引く前）",
             "Ambush, automatic (before the deal)": "奇襲・自動成功（カードを引く前）", "ambushers": "奇襲する側",
             "sneaker": "忍び寄る者", "watcher": "見張る者", "watcher rolls": "見張りの判定", "party": "パーティ",
             "foes": "敵", "Set on fire": "火をつける", "Put out the fire": "火を消す",
             "Poison": "毒", "Antidote": "解毒剤", "Fall": "落下", "Circumstances": "状況",
             "Override: Harm": "GM操作：ハーム", "Override: zone": "GM操作：ゾーン",
             "Override: cards": "GM操作：カード", "Override: fled": "GM操作：逃走",
             "Override: release": "GM操作：解放", "Override: maneuvers left": "GM操作：残りの行動",
             "Override: end the battle": "GM操作：戦闘終了",
             "who": "対象", "fear": "必要成功数", "position": "立場", "intensity": "強さ", "toxicity": "毒性",
             "feet": "フィート", "action": "行為", "extra": "追加成功数", "track": "ハーム", "value": "値",
             "zone": "ゾーン", "cards": "カード", "slow": "遅い行動", "fast": "速い行動", "outcome": "結果",
             "reason": "理由", "restrained": "押さえ込まれ", "gagged": "口をふさがれ", "burning": "燃焼",
             "poisoned": "毒", "broken": "崩壊", "fled": "逃走", "cover": "遮蔽", "acting": "手番",
             "ambush dice on her first maneuver": "最初の行動に奇襲のダイス", "Tired, hungry or thirsty": "疲労・飢え・渇き"}


def label_term(text: str) -> Term:
    return Term("label", text, text)
