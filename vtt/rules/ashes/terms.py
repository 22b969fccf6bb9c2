"""The vocabulary of the ashes ruleset (no pydantic): sides, weapon advantages, phases, and their
Japanese names."""
from __future__ import annotations

from vtt.core.errors import Term

RULESET = "ashes"
SCHEMA_VERSION = 1
SIDES = ("party", "foes")
#: the GM's side bids first ("Starting with the GM and working clockwise")
GM_SIDE = "foes"

PHASES = ("imbalance", "effort", "bid", "turns", "recovery", "ended")
PHASES_EN = {"imbalance": "Imbalance decision", "effort": "Roll Effort", "bid": "Initiative bid", "turns": "Turns",
             "recovery": "Recovery", "ended": "Ended"}

#: weapon advantages (seed 002's list): their Prana cost after the free use of the round
ADVANTAGES = {"balanced": 6, "reflexive": 4, "flexible": 5, "reach": 3, "heavy": 0, "ranged": 6, "subtle": 0,
              "unarmed": 4, "improvised": 3}
ADVANTAGE_NAMES = {"balanced": ("Balanced", "均衡"), "reflexive": ("Reflexive", "反射"),
                   "flexible": ("Flexible", "柔軟"), "reach": ("Reach", "間合い"), "heavy": ("Heavy", "重量"),
                   "ranged": ("Ranged", "射程"), "subtle": ("Subtle", "隠密"), "unarmed": ("Unarmed", "素手"),
                   "improvised": ("Improvised", "即席")}
#: an Improvised weapon costs this much Prana (or one Effort die) every time its advantage is used
IMPROVISED_PRANA = 3
#: technique keywords
KEYWORDS = ("offensive", "defensive", "versatile")
KEYWORDS_JA = {"offensive": "攻撃", "defensive": "防御", "versatile": "万能"}
#: the physical Imbalances an attacker may give when a Health box is emptied (or raise one the defender has)
PHYSICAL_IMBALANCES = ("Bruised", "Bleeding", "Cracked ribs", "Limping", "Concussed")
IMBALANCE_JA = {"Bruised": "打撲", "Bleeding": "出血", "Cracked ribs": "肋骨骨折", "Limping": "跛行",
                "Concussed": "脳震盪"}
PENALTIES = ("mechanical", "dramatic")
PENALTIES_JA = {"mechanical": "機械的ペナルティ", "dramatic": "劇的ペナルティ"}
RANK0 = ("move", "hide", "lift")

COMMAND_JA = {"imbalance": "不均衡の選択", "roll": "努力ダイスを振る", "bid": "入札", "pass_bid": "入札パス",
              "attack": "攻撃", "defend": "防御", "take_hit": "攻撃を受ける", "buy_down": "ダメージの買い取り",
              "give_in": "打ち負かされる", "injure": "不均衡を与える", "kill": "殺す", "spare": "見逃す",
              "move": "移動", "hide": "隠れる", "lift": "持ち上げる", "awaken": "チャクラ覚醒", "action": "行動",
              "break_free": "振りほどく", "release": "放す", "end_turn": "手番終了", "lower_initiative": "イニシアチブを下げる",
              "death_token": "死のトークン", "end_round": "ラウンド終了", "override": "GMによる操作",
              "set_order": "同値の順番", "secrecy": "卓に見せるもの"}
PHASES_JA = {"imbalance": "不均衡の決定", "effort": "努力ダイス", "bid": "イニシアチブ入札", "turns": "手番",
             "recovery": "回復", "ended": "終了"}

LABELS_JA = {"Aura": "オーラ", "Health": "体力", "Prana": "プラーナ", "Effort": "努力", "Degree": "段位", "Character": "キャラクター",
             "Armor": "装甲", "Weapon": "武器", "Techniques": "技", "Imbalances": "不均衡", "Chakra": "チャクラ",
             "slumbering": "眠っている", "none": "なし", "free use spent": "無料使用済み", "free use ready": "無料使用可",
             "Recovery": "回復量", "Pool": "容量", "Turn": "手番", "Initiative": "イニシアチブ", "Bid": "入札",
             "Sets": "セット", "who": "対象", "value": "値", "reason": "理由", "Death token": "死のトークン",
             "Override: Aura": "GM操作：オーラ", "Override: Health": "GM操作：体力", "Override: Prana": "GM操作：プラーナ",
             "Override: initiative": "GM操作：イニシアチブ", "Override: zone": "GM操作：戦場",
             "Override: end the battle": "GM操作：戦闘終了", "Override: revive": "GM操作：復帰",
             "End the round (no one continues)": "ラウンド終了（戦闘をやめる）", "zone": "戦場", "outcome": "結果",
             "party": "パーティ", "foes": "敵", "acting": "手番", "vanquished": "打ち負かされた", "dead": "死亡",
             "hidden": "隠れている", "held": "捕まっている", "holding": "捕まえている", "Senses": "感覚",
             "Phase": "段階", "single action": "単独行動", "rank-0 action": "ランク0行動", "used": "使用済み",
             "ready": "可", "Skills": "技能", "Bids hidden from the table": "入札を卓から隠す",
             "Effort dice hidden from the table": "努力ダイスを卓から隠す", "condition": "条件",
             "1: at the beginning of a round, the GM declares Death possible": "1：ラウンドの始めにGMが死の可能性を宣言",
             "3: a player's proposed action the GM says will kill": "3：GMが死を招くと告げた、プレイヤーの提案した行動"}


def name_term(en: str, ja: str | None) -> Term:
    return Term("name", ja or en, en)


def label_term(text: str) -> Term:
    return Term("label", text, text)


def advantage_term(key: str) -> Term:
    return Term("advantage", key, ADVANTAGE_NAMES.get(key, (key, key))[0])


def imbalance_term(name: str) -> Term:
    return Term("imbalance", name, name)


def term_ja(t: Term) -> str:
    if t.kind == "name":
        return t.key
    if t.kind == "advantage":
        return ADVANTAGE_NAMES.get(t.key, (t.text, t.text))[1]
    if t.kind == "imbalance":
        return IMBALANCE_JA.get(t.key, t.text)
    if t.kind == "penalty":
        return PENALTIES_JA.get(t.key, t.text)
    if t.kind == "keyword":
        return KEYWORDS_JA.get(t.key, t.text)
    if t.kind == "phase":
        return PHASES_JA.get(t.key, t.text)
    if t.kind == "command":
        return COMMAND_JA.get(t.key, t.text)
    if t.kind in ("label", "status"):
        return LABELS_JA.get(t.key, t.text)
    if t.kind == "outcome":
        return {"victory": "勝利", "defeat": "敗北", "peace": "和解", "ended": "終了"}.get(t.key, t.text)
    return t.text
