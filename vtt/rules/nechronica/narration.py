"""Events told in Japanese (the engine's own sentences are English): for the log, the table view, `vtt play`."""
from __future__ import annotations

from .terms import AREA_NAMES_JA, LOCATION_NAMES_JA, TIMING_NAMES_JA

OUTCOME_JA = {"critical": "大成功", "success": "成功", "failure": "失敗", "fumble": "大失敗"}
KIND_JA = {"attack": "攻撃", "escape": "逃走", "dismember": "切断", "madness": "狂気"}
BATTLE_OUTCOME_JA = {"victory": "ドールの勝利", "annihilated": "ドールの全滅", "escaped": "逃走", "ended": "NCによる終了"}
LOC_JA = {**LOCATION_NAMES_JA, "defender_choice": "防御側が選択", "attacker_choice": "攻撃側が選択"}


def _name(battle, pid) -> str:
    p = battle.participants.get(pid) if pid else None
    return p.name if p else str(pid or "")


LOCATION_NAMES_EN = {"head": "head", "arms": "arms", "torso": "torso", "legs": "legs", "body": "body",
                     "defender_choice": "the defender's choice", "attacker_choice": "the attacker's choice"}


def victory_text(victory, lang: str = "en") -> str:
    """The victory condition as a GM and the table read it (not its internal key)."""
    kind, rounds, text = victory.type, victory.rounds, (victory.text or "").strip()
    if kind == "annihilate":
        return "敵の全滅" if lang == "ja" else "destroy every enemy"
    if kind == "survive_rounds":
        return f"{rounds}ターン生存" if lang == "ja" else f"survive {rounds} round(s)"
    return text or ("NCが判定" if lang == "ja" else "the NC decides")


def location_text(location, lang: str = "en") -> str:
    return (LOC_JA if lang == "ja" else LOCATION_NAMES_EN).get(location, str(location))


def karma_text(battle, index: int) -> str:
    karma = getattr(battle, "karma", None) or []
    return karma[index] if 0 <= index < len(karma) else str(index + 1)


def _area(a) -> str:
    return AREA_NAMES_JA.get(a, str(a))


def narrate(event, battle, lang: str = "en") -> str:
    """The event as a sentence in ``lang`` (en: the engine's text; ja: Japanese, English if unknown)."""
    if lang != "ja":
        return event.text
    d = event.data
    n = lambda key="actor": _name(battle, d.get(key))  # noqa: E731
    t = event.type
    if t == "battle_started":
        text = "戦闘開始：勝利条件 " + victory_text(battle.victory, "ja")
        return text + ("／カルマ " + "、".join(d.get("karma") or []) if d.get("karma") else "")
    if t == "count_changed":
        return f"第{d['round']}ターン・カウント{d['count']}"
    if t == "round_started":
        return f"第{d['round']}ターン開始：全員が最大行動値分の行動値を回復"
    if t == "round_ended":
        return f"第{d['round']}ターン終了：各ドールは任意の未練に狂気点を1点加える"
    if t == "waited":
        return f"{n()}は待機（行動値{d['ap']}）"
    if t == "maneuver_declared":
        to = f"{n('target')}に" if d.get("target") and d.get("target") != d.get("actor") else ""
        return (f"{n()}が{to}【{d['name']}】を宣言（{TIMING_NAMES_JA.get(d['timing'], d['timing'])}・"
                f"コスト{d['cost']}・行動値{d['ap']}）")
    if t == "window_opened":
        return f"{TIMING_NAMES_JA.get(d['timing'], d['timing'])}タイミングの宣言を受け付け"
    if t == "window_closed":
        return (f"{TIMING_NAMES_JA.get(d['timing'], d['timing'])}の受付終了（{d['declared']}件）："
                f"後に宣言されたものから処理")
    if t == "check_rolled":
        mod = f"{d['modifier']:+d}" if d.get("modifier") else ""
        return f"{n()}の{KIND_JA.get(d['kind'], d['kind'])}判定：{d['dice']}{mod}"
    if t == "check_result":
        return (f"{n()}の{KIND_JA.get(d['kind'], d['kind'])}判定：達成値{d['total']} → "
                f"{OUTCOME_JA.get(d['outcome'], d['outcome'])}")
    if t == "check_modified":
        return f"【{d['name']}】：{n('roller')}の判定に{d['delta']:+d}"
    if t == "rerolled":
        return f"{n()}が狂気点を1点受けて振り直し：{d['dice']}"
    if t == "location_chosen":
        return f"{n()}が命中箇所を選択：{location_text(d['location'], 'ja')}"
    if t == "victim_chosen":
        return f"大失敗：{n('target')}に命中"
    if t == "damage":
        loc = f"（{LOC_JA.get(d['location'], d['location'])}）" if d.get("location") else ""
        return f"{n('attacker')}の【{d['name']}】：{n('target')}に{d['amount']}ダメージ{loc}"
    if t == "defended":
        return f"【{d['name']}】：ダメージ−{d['amount']}"
    if t == "part_damaged":
        return f"{n()}の【{d['name']}】が損傷"
    if t == "part_repaired":
        return f"{n()}の【{d['name']}】を修復（NC裁定）"
    if t == "damage_lost":
        return f"{n()}：損傷できるパーツが残っておらず、ダメージは失われた"
    if t == "bodies_lost":
        return f"{n()}の体が{d['lost']}減少（残り{d['bodies']}）"
    if t == "destroyed":
        return f"{n()}は破壊された"
    if t == "tripped":
        return f"転倒：{n()}の行動値−2（{d['ap']}）"
    if t == "mental_hit":
        return f"{n()}に【{d['name']}】が命中：狂気点{d['amount']}"
    if t == "madness_gained":
        p = battle.participants.get(d.get("actor"))
        target = p.fetters[d["fetter"]].target if p and d["fetter"] < len(p.fetters) else ""
        return f"{n()}の未練（{target}）に狂気点+1（{d['madness']}）" + ("：発狂" if d.get("mad") else "")
    if t == "madness_set":
        return f"{n()}の未練の狂気点を{d['madness']}に（NC裁定）"
    if t == "heart_broken":
        return f"{n()}は精神崩壊した"
    if t == "moved":
        src = f"{_area(d['from'])}から" if d.get("from") else ""
        return f"{n()}が{src}{_area(d['to'])}へ移動" + ("（NC裁定）" if d.get("override") else "")
    if t == "move_cancelled":
        return f"{n()}の移動は打ち消された"
    if t == "move_hindered":
        return f"【{d['name']}】：{n('target')}の移動を{d['amount']}エリア妨害"
    if t == "spine":
        return f"{n()}：せぼね（以後のカウントでコスト−1）"
    if t == "chain":
        return f"連撃：{n()}が【{d['name']}】で再度攻撃（残り{d['left']}回）"
    if t == "escaped":
        return f"{n()}は戦場から逃走した"
    if t == "escape_failed":
        return f"{n()}の逃走は失敗"
    if t == "maneuver_negated":
        return f"{n()}の【{d['name']}】は打ち消された"
    if t == "maneuver_failed":
        if d.get("reason") == "part_damaged":
            return f"{n()}の【{d['name']}】は失敗：効果の前にパーツが損傷した"
        if d.get("reason") == "actor_out":
            return f"{n()}の【{d['name']}】は失敗：{n()}は破壊された"
        return f"{n()}の【{d['name']}】は失敗：{n('target')}が射程外"
    if t == "maneuver_resolved":
        return f"【{d['name']}】：効果はNCが適用"
    if t == "ap_changed":
        return f"{n()}の行動値を{d['ap']}に（NC裁定）"
    if t == "bodies_set":
        return f"{n()}の体を{d['bodies']}に（NC裁定）"
    if t == "karma":
        return f"カルマ「{karma_text(battle, d['index'])}」：{'達成' if d['achieved'] else '未達成'}"
    if t == "battle_ended":
        text = f"戦闘終了：{BATTLE_OUTCOME_JA.get(d['outcome'], d['outcome'])}"
        rec = d.get("recovery")
        if rec:
            text += f"（悪意{d['threat']}：修復できる基本パーツ{rec['basic']}、強化パーツ{rec['reinforcement']}）"
        return text
    if t == "placed":
        return f"{n()}を{_area(d['to'])}に配置"
    if t == "free_roll":
        return f"{n() if d.get('actor') else 'NC'}：{d['result']}"
    if t == "undone":
        return "取り消し"
    return event.text
