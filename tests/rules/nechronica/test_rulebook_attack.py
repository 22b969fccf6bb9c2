"""The Japanese battle chapter (seed 001) read sentence by sentence: attacks, damage, madness, the end.

Each test quotes the sentence it checks. Dice are entered by hand, so every result is fixed.
(test_rules_attack.py and test_rules_enemies_madness.py hold the first pass over these rules; the
tests here check what they leave out.)"""
import json
from pathlib import Path

import pytest

from vtt.cli import main
from vtt.core.errors import IllegalCommandError
from tests.rules.nechronica.builders import (damaged, do, doll, events, goto_count, horror, key, legion,
                                             outcomes, part, quiet, savant, session, set_ap, settle)

SCRIPTS = Path(__file__).resolve().parent / "scripts"
SWORD = part("sword", "arms", "action", 2, "0", "白兵攻撃2")
CALM = {"target": "t", "emotion": "友情", "madness": 0}


def duel(extra=(), target_extra=(), fetters=None):
    """Doll a against savant s in 煉獄, a to act at count 9."""
    s = session([doll("a", extra=extra, fetters=fetters)], [savant("s", area="limbo", extra=target_extra)])
    quiet(s)
    return s


def vs_legion(extra=(), bodies=10, fetters=None, parts=None):
    s = session([doll("a", extra=extra, fetters=fetters)], [legion("z", area="limbo", bodies=bodies, parts=parts)])
    quiet(s)
    return s


def use(s, actor, name, dice=None, **params):
    if dice is not None:
        params["dice"] = dice
    return do(s, "use", actor, part=key(s, actor, name), **params)


# =============================================================================================
# 攻撃判定
# =============================================================================================

def test_with_several_dice_the_highest_one_decides_the_location():
    """攻撃判定表「08 胴」— nNA: 複数のダイスのうち最も高い出目が判定値となる（BCDice）。"""
    twin = part("twin", "arms", "action", 2, "0", "射撃攻撃1", dice=2)
    s = duel(extra=[twin])
    use(s, "a", "twin", [3, 8], target="s")
    settle(s)
    pr = s.state.prompts[0]
    assert {s.state.fighters["s"].part(k).location for k in pr.options} == {"torso"}


def test_a_one_among_several_dice_is_no_fumble_when_another_die_hits():
    """「基本的には、判定値6以上が出たなら、数値に応じた箇所へ、マニューバに応じたダメージを与えます。」"""
    twin = part("twin", "arms", "action", 2, "0", "射撃攻撃1", dice=2)
    s = vs_legion(extra=[twin])
    use(s, "a", "twin", [1, 7], target="z")
    settle(s)
    assert outcomes(s) == ["success"] and s.state.fighters["z"].bodies == 9
    assert "twin" not in damaged(s, "a")


def test_a_result_hindered_down_to_one_is_a_fumble():
    """攻撃判定表「01以下 大失敗」— 決定値（妨害を加えた後の値）が1以下なら大失敗。"""
    s = session([doll("a", extra=[SWORD]), doll("b")], [savant("s", area="limbo")])
    quiet(s, "b")
    set_ap(s, "s", 3)
    use(s, "a", "sword", [2], target="s")
    use(s, "s", "あし")                                     # 妨害1: 2 - 1 = 1
    settle(s)
    assert outcomes(s) == ["fumble"]
    assert s.state.prompts[0].kind == "victim"


def test_a_natural_one_supported_to_two_is_a_plain_failure():
    """攻撃判定表「02 失敗」— 出目1でも支援で決定値2になれば大失敗ではなく失敗。"""
    s = duel(extra=[SWORD])
    use(s, "a", "sword", [1], target="s")
    use(s, "a", "うで")                                     # 支援1: 1 + 1 = 2
    settle(s)
    assert outcomes(s) == ["failure"]
    assert not s.state.busy and damaged(s, "a") == [] and damaged(s, "s") == []


def test_a_critical_adds_result_minus_ten_to_the_damage_dealt_to_a_legion():
    """「大成功なら、攻撃者は任意の箇所を選んで命中させ、与えるダメージを［判定値-10］点だけ上乗せさせます。」"""
    s = session([doll("a", extra=[SWORD]), doll("b")], [legion("z", area="limbo", bodies=10)])
    quiet(s, "b")
    set_ap(s, "b", 5)
    use(s, "a", "sword", [10], target="z")
    use(s, "a", "うで")
    use(s, "b", "うで")                                     # 10 + 2 = 12: 2 + 2 damage
    settle(s)
    assert outcomes(s) == ["critical"] and s.state.fighters["z"].bodies == 6


def test_a_critical_adds_result_minus_ten_parts_to_a_horror_too():
    """「大成功なら、…与えるダメージを［判定値-10］点だけ上乗せさせます。」（ホラーはダメージ分のパーツを失う）"""
    s = session([doll("a", extra=[SWORD])], [horror("h", area="limbo")])
    quiet(s)
    use(s, "a", "sword", [10], target="h")
    use(s, "a", "うで")                                     # 11: 2 + 1
    settle(s)
    assert s.state.fighters["h"].destroyed


def test_a_fumble_hits_only_the_attackers_side_in_the_target_area():
    """攻撃判定表「01以下 大失敗 (攻撃対象エリアの味方か攻撃者自身のいずれか1体選ぶ…)」"""
    rifle = part("rifle", "arms", "action", 2, "0〜1", "射撃攻撃1")
    s = session([doll("a", extra=[rifle]), doll("b"), doll("c")],
                [legion("z", area="hades"), legion("y", area="hades")])
    do(s, "override", op="move", target="b", area="hades")
    quiet(s, "b", "c")
    use(s, "a", "rifle", [1], target="z")
    settle(s)
    pr = s.state.prompts[0]
    assert pr.kind == "victim" and pr.chooser == "a" and sorted(pr.options) == ["a", "b"]   # not c (煉獄), not y


def test_a_fumbled_area_attack_loses_its_area_effect():
    """「大失敗なら、攻撃は射程エリア内の味方か攻撃者自身に命中したものと扱います（全体攻撃の効果があっても、それは失われます）。」"""
    burst = part("burst", "body", "action", 2, "0", "射撃攻撃1+全体攻撃", "enemy")
    s = session([doll("a")], [legion("z", area="limbo", bodies=10, parts=[burst], base_ap=9)])
    use(s, "z", "burst", [1], target="a")
    settle(s)
    pr = s.state.prompts[0]
    assert pr.kind == "victim" and pr.options == ["z"]
    do(s, "choose", "z", target="z")
    settle(s)
    assert s.state.fighters["z"].bodies == 9            # 1, not 1 x2 for an area attack
    assert damaged(s, "a") == []                            # nobody else in the area is hit


def test_script_a_fumbled_area_attack_hits_only_the_one_chosen_and_not_twice(capsys):
    """「大失敗なら、…（全体攻撃の効果があっても、それは失われます）」— scripts/attack_fumbled_area_attack.json を --strict で。"""
    assert main(["play", str(SCRIPTS / "attack_fumbled_area_attack.json"), "--strict", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    ps = out["state"]["fighters"]
    assert ps["gunners"]["bodies"] == 9 and ps["zombies"]["bodies"] == 5
    for d in ("アリス", "ベス"):
        assert not any(p["damaged"] for loc in ps[d]["parts"].values() for p in loc)
    victim = [e for e in out["events"] if e["type"] == "victim_chosen"]
    assert len(victim) == 1 and victim[0]["target"] == "gunners"


def test_the_one_hit_by_a_fumble_takes_the_maneuvers_effect_dismember_included():
    """攻撃判定表「選ばれた対象は任意の箇所を選択し、使用された攻撃マニューバの効果をその箇所に受ける」"""
    blade = part("blade", "arms", "action", 2, "0", "白兵攻撃1+切断")
    s = duel(extra=[blade])
    use(s, "a", "blade", [1], target="s")
    settle(s)
    do(s, "choose", "a", target="a")
    assert s.state.prompts[0].kind == "location" and s.state.prompts[0].chooser == "a"
    do(s, "choose", "a", location="legs", dice=[2])         # her dismember check fails
    settle(s)
    assert [e.data["actor"] for e in events(s, "check_rolled") if e.data["kind"] == "dismember"] == ["a"]
    assert damaged(s, "a") == ["あし", "ほね", "ほね"]


# =============================================================================================
# 支援・妨害（ジャッジ）
# =============================================================================================

def test_a_judge_maneuver_needs_the_check_in_its_range():
    """「ジャッジ　射程内で判定が行われた直後、効果が適用される前に宣言できる。」"""
    s = session([doll("a", extra=[SWORD]), doll("b", area="elysium")], [legion("z", area="limbo")])
    quiet(s, "b")
    set_ap(s, "b", 5)
    use(s, "a", "sword", [5], target="z")
    assert s.state.window.timing == "judge"
    with pytest.raises(IllegalCommandError, match="range"):
        use(s, "b", "うで")                                  # range 0, a is one area away


def test_one_doll_may_both_support_and_hinder_the_same_check():
    """「ある判定に対して一人のドールが【うで】で支援しつつ【あし】で妨害することも可能です（意味はありませんが）。」"""
    s = vs_legion(extra=[SWORD])
    use(s, "a", "sword", [6], target="z")
    use(s, "a", "うで")
    use(s, "a", "あし")
    settle(s)
    assert [e.data["total"] for e in events(s, "check_result")] == [6]
    assert s.state.fighters["a"].ap == 5                 # 9 - 2 - 1 - 1


def test_several_participants_may_support_one_check():
    """「複数の戦闘参加者が1つのアクションマニューバに対して「ダメージ」「ジャッジ」「ラピッド」マニューバを発動させることも可能です。」"""
    s = session([doll("a", extra=[SWORD]), doll("b"), doll("c")], [legion("z", area="limbo")])
    quiet(s, "b", "c")
    set_ap(s, "b", 5)
    set_ap(s, "c", 5)
    use(s, "a", "sword", [4], target="z")
    use(s, "b", "うで")
    use(s, "c", "うで")
    settle(s)
    assert [e.data["total"] for e in events(s, "check_result")] == [6]


# =============================================================================================
# ダメージ
# =============================================================================================

def test_an_already_damaged_part_is_not_offered_for_damage():
    """「既に損傷しているパーツをさらに損傷させることもできません。」"""
    s = duel(extra=[part("dagger", "arms", "action", 2, "0", "白兵攻撃1")])
    do(s, "override", op="damage", target="s", part=key(s, "s", "めだま"))
    use(s, "a", "dagger", [10], target="s")
    settle(s)
    pr = s.state.prompts[0]
    assert key(s, "s", "めだま") not in pr.options
    assert sorted(s.state.fighters["s"].part(k).name_ja for k in pr.options) == ["あご", "のうみそ"]


def test_a_doll_with_every_part_damaged_can_do_nothing():
    """「全ての箇所、全てのパーツが損傷してしまったドールは、修復されるまで戦闘中にできることはありません。」"""
    s = session([doll("a"), doll("b")], [legion("z", area="limbo")])
    quiet(s)
    for p in list(s.state.fighters["a"].parts):
        do(s, "override", op="damage", target="a", part=p.key)
    with pytest.raises(IllegalCommandError, match="out of the battle"):
        do(s, "wait", "a")
    assert s.legal_commands("a") == []


# =============================================================================================
# 切断判定
# =============================================================================================

def test_the_dismember_check_is_the_targets_own_and_she_may_reroll_it():
    """「「切断」効果のある攻撃を受けた対象は判定を行います。」— 対象自身の判定なので狂気点で振り直せる。"""
    blade = part("blade", "body", "action", 2, "0", "白兵攻撃1+切断", "enemy")
    s = session([doll("a")], [horror("h", area="limbo", parts=[blade], base_ap=9)])
    use(s, "h", "blade", [7], target="a")                    # legs
    assert s.state.window.timing == "judge"                  # a may hinder the horror's check
    do(s, "pass", dice=[2])                                  # no defense: her dismember check, 2
    assert s.state.window.timing == "judge"
    do(s, "reroll", "a", fetter=1, dice=[8])                 # 2 -> 8
    settle(s)
    assert [e.data["actor"] for e in events(s, "check_rolled") if e.data["kind"] == "dismember"] == ["a"]
    assert outcomes(s, "dismember") == ["success"]
    assert s.state.prompts[0].kind == "parts" and s.state.prompts[0].count == 1


# =============================================================================================
# 逃走
# =============================================================================================

def test_a_savant_escapes_from_tartarus():
    """「(サヴァントの場合は逆に「奈落」から逃走します)」"""
    s = session([doll("a")], [savant("s", area="tartarus"), savant("t", area="hades")])
    set_ap(s, "a", 0)
    set_ap(s, "t", 9)
    goto_count(s, 9)
    use(s, "s", "かた", [7], escape=True)
    settle(s)
    assert s.state.fighters["s"].escaped
    with pytest.raises(IllegalCommandError, match="escape"):
        use(s, "t", "かた", escape=True)


@pytest.mark.parametrize("rng,can", [("0", False), ("0〜1", True)])
def test_judge_maneuvers_on_an_escape_check_count_one_area_beyond_eden(rng, can):
    """「この判定は戦闘中のもので、ジャッジタイミングのマニューバを行うこともできます(距離は「楽園」から1離れているものとします)。」"""
    grab = part("grab", "body", "judge", 0, rng, "妨害1", "enemy")
    s = session([doll("a", area="eden")], [legion("z", area="eden", parts=[grab])])
    set_ap(s, "z", 3)
    use(s, "a", "かた", [6], escape=True)
    assert s.state.window.timing == "judge"
    assert bool(s.can({"type": "use", "actor": "z", "part": key(s, "z", "grab")})) == can
    if can:
        use(s, "z", "grab")                                  # 6 - 1 = 5
    settle(s)
    assert s.state.fighters["a"].escaped == (not can)


def test_only_the_one_escaping_can_try_it_with_her_own_movement_maneuver():
    """「これは「楽園」にいるドールのみ、試みることができます…全員が移動マニューバを使用し、行動判定と同様に判定してください。」"""
    push = part("push", "body", "action", 2, "0", "移動1", "enemy")
    toss = part("toss", "arms", "action", 2, "0", "移動1")
    s = session([doll("a", area="eden"), doll("b", area="eden", extra=[toss])],
                [legion("z", area="eden", parts=[push], base_ap=9)])
    with pytest.raises(IllegalCommandError, match="her own movement maneuver"):
        use(s, "z", "push", target="a", escape=True)         # an enemy cannot make her escape
    do(s, "wait", "z")
    with pytest.raises(IllegalCommandError, match="her own movement maneuver"):
        use(s, "b", "toss", target="a", escape=True)         # nor can a sister
    use(s, "a", "かた", [8], escape=True)
    settle(s)
    assert s.state.fighters["a"].escaped and not s.state.fighters["b"].escaped


def test_a_failed_escape_stays_in_eden_and_may_be_tried_again():
    """「失敗したなら、戦場に残らなくてはいけません。「楽園」に配置されたままです。移動マニューバを使い続ければ、何度でも逃走を試みることができます。」"""
    s = session([doll("a", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    use(s, "a", "かた", [3], escape=True)
    settle(s)
    a = s.state.fighters["a"]
    assert not a.escaped and a.area == 4
    goto_count(s, 5)
    use(s, "a", "ほね", [9], escape=True)
    settle(s)
    assert s.state.fighters["a"].escaped


def test_after_an_escape_fumble_she_may_try_again_next_round():
    """「もし大失敗なら、ターンが変わるまで、再度の逃走を試みることはできません。」"""
    s = session([doll("a", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    use(s, "a", "かた", [1], escape=True)
    settle(s)
    set_ap(s, "a", 0)
    do(s, "next_count")                                      # nobody acts: round 1 ends
    do(s, "choose", "a", fetters=[1])
    assert s.state.round == 2 and s.state.count == 9
    use(s, "a", "かた", [7], escape=True)
    settle(s)
    assert s.state.fighters["a"].escaped


# =============================================================================================
# 追加効果: 全体攻撃, 爆発, 防御, 精神攻撃
# =============================================================================================

def test_an_area_attack_hits_everyone_in_the_area_but_no_one_elsewhere():
    """全体攻撃（ルーリング：攻撃者を除く対象エリアの全員、敵味方を問わない）— 1回の判定で全員に命中する。"""
    flame = part("flame", "arms", "action", 2, "0〜1", "射撃攻撃1+全体攻撃")
    s = session([doll("a", extra=[flame]), doll("b"), doll("c")],
                [legion("z", area="hades", bodies=10), legion("y", area="limbo", bodies=10)])
    do(s, "override", op="move", target="b", area="hades")
    quiet(s, "b", "c")
    use(s, "a", "flame", [8], area="hades")                  # torso
    settle(s)
    assert len(events(s, "check_rolled")) == 1
    assert s.state.fighters["z"].bodies == 8             # 1 x2 (area attack on a legion)
    assert s.state.fighters["y"].bodies == 10            # 煉獄: not the target area
    pr = s.state.prompts[0]
    assert pr.chooser == "b" and pr.kind == "parts"
    assert {s.state.fighters["b"].part(k).location for k in pr.options} == {"torso"}
    assert damaged(s, "c") == [] and damaged(s, "a") == []


def test_explosive_from_the_legs_can_only_reach_the_torso():
    """爆発（ルーリング：隣接する箇所1つにも同じダメージ。頭―腕―胴―脚の並び）— 脚の隣は胴だけ。"""
    bomb = part("bomb", "arms", "action", 2, "0", "砲撃攻撃1+爆発")
    s = duel(extra=[bomb])
    use(s, "a", "bomb", [7], target="s")
    settle(s)
    do(s, "choose", "s", parts=[key(s, "s", "あし")])
    pr = s.state.prompts[0]
    assert pr.kind == "parts" and {s.state.fighters["s"].part(k).location for k in pr.options} == {"torso"}


def test_an_ally_in_range_may_defend_another_at_damage_timing():
    """「ダメージ　射程内の対象にダメージが発生した直後、ダメージが適用される前に宣言できる。」"""
    cover = part("cover", "arms", "damage", 1, "0", "防御1")
    s = session([doll("a"), doll("b", extra=[cover]), doll("c", area="elysium", extra=[cover])],
                [savant("s", area="limbo", extra=[SWORD])])
    set_ap(s, "a", 0)
    set_ap(s, "b", 5)
    set_ap(s, "c", 5)
    use(s, "s", "sword", [9], target="a")                    # arms, 2 damage
    while s.state.window.timing != "damage":
        do(s, "pass")
    with pytest.raises(IllegalCommandError, match="range"):
        use(s, "c", "cover")                                 # 花園: out of range 0
    use(s, "b", "cover")
    do(s, "pass")
    assert s.state.prompts[0].kind == "parts" and s.state.prompts[0].count == 1


def test_defense_is_taken_off_the_critical_bonus_too():
    """「大成功なら、…与えるダメージを［判定値-10］点だけ上乗せ」＋防御N（ダメージ−N）：上乗せ後のダメージから引く。"""
    shield = part("shield", "arms", "damage", 1, "自身", "防御1")
    s = duel(extra=[SWORD], target_extra=[shield])
    set_ap(s, "s", 3)
    use(s, "a", "sword", [10], target="s")
    use(s, "a", "うで")                                      # 11: 2 + 1 = 3
    do(s, "pass")
    do(s, "choose", "a", location="torso")
    assert s.state.window.timing == "damage"
    use(s, "s", "shield")
    do(s, "pass")
    assert s.state.prompts[0].count == 2                     # 3 - 1


def test_a_mental_attack_gains_no_critical_bonus():
    """精神攻撃（ルーリング：ダメージタイミングなし、大成功の上乗せなし）— 判定値11でも狂気点はN点。"""
    wail = part("wail", "body", "action", 3, "0", "精神攻撃1", "enemy")
    egg = part("egg", "body", "judge", 0, "0", "支援1", "enemy")
    s = session([doll("a")], [legion("n", area="limbo", base_ap=9, parts=[wail, egg])])
    use(s, "n", "wail", [10], target="a")
    use(s, "n", "egg")
    settle(s)
    assert outcomes(s) == ["critical"]
    pr = s.state.prompts[0]
    assert pr.kind == "fetters" and pr.count == 1


# =============================================================================================
# 狂気点・振り直し・狂気判定
# =============================================================================================

def test_a_reroll_replaces_the_dice_and_a_declared_support_still_counts():
    """振り直し（ルーリング：新しい出目が古い出目に代わり、宣言済みの支援・妨害はそのまま）。"""
    s = vs_legion(extra=[SWORD])
    use(s, "a", "sword", [3], target="z")
    use(s, "a", "うで")                                      # +1, declared before the re-roll
    do(s, "reroll", "a", fetter=1, dice=[5])
    settle(s)
    assert [e.data["total"] for e in events(s, "check_result")] == [6]
    assert s.state.fighters["z"].bodies == 8


def test_a_check_may_be_rerolled_again_and_again_for_one_madness_each():
    """振り直し（ルーリング：未練が狂気点を受けられる限り何度でも、1回ごとに狂気点1点）。"""
    s = vs_legion(extra=[SWORD])
    use(s, "a", "sword", [2], target="z")
    do(s, "reroll", "a", fetter=1, dice=[3])
    do(s, "reroll", "a", fetter=1, dice=[9])
    settle(s)
    assert s.state.fighters["a"].fetters[1].madness == 2
    assert outcomes(s) == ["success"]


def test_a_mad_fetter_cannot_pay_for_a_reroll_and_nobody_rerolls_anothers_check():
    """振り直しは自分の判定に対して、狂気点を受けられる未練（狂気点4未満）に1点加えて行う。"""
    s = session([doll("a", extra=[SWORD], fetters=[{"target": "t", "emotion": "友情", "madness": 4}, CALM]),
                 doll("b")], [legion("z", area="limbo")])
    quiet(s, "b")
    use(s, "a", "sword", [2], target="z")
    with pytest.raises(IllegalCommandError, match="already at 4"):
        do(s, "reroll", "a", fetter=0)
    with pytest.raises(IllegalCommandError, match="no check of her own"):
        do(s, "reroll", "b", fetter=1)


def test_a_successful_madness_check_adds_no_madness():
    """狂気判定（ルーリング：通常の判定。失敗なら狂気点+1）— 成功なら何も起きない。"""
    s = vs_legion()
    do(s, "madness_check", target="a", dice=[6])
    settle(s)
    assert not s.state.prompts and [f.madness for f in s.state.fighters["a"].fetters] == [3, 0]


def test_a_sister_in_range_may_support_a_madness_check():
    """「ジャッジ　射程内で判定が行われた直後、効果が適用される前に宣言できる。」— 狂気判定も判定である。"""
    s = session([doll("a"), doll("b")], [legion("z")])
    quiet(s, "a", "b")
    set_ap(s, "b", 5)
    do(s, "madness_check", target="a", dice=[5])
    use(s, "b", "うで")
    settle(s)
    assert outcomes(s, "madness") == ["success"] and not s.state.prompts


def test_fear_gives_minus_one_to_madness_checks():
    """恐怖の発狂（ルーリング：行動判定と狂気判定に−1）— 出目6が5で失敗。"""
    s = vs_legion(fetters=[{"target": "z", "emotion": "恐怖", "madness": 4}, CALM])
    do(s, "madness_check", target="a", dice=[6])
    settle(s)
    assert outcomes(s, "madness") == ["failure"]
    # only the calm fetter can take the point: it goes there without asking (#21 item 15)
    assert not s.state.prompts and s.state.fighters["a"].fetters[1].madness == CALM["madness"] + 1


def test_round_end_madness_goes_on_any_fetter_she_chooses():
    """「カウントが「0」になったら、ターンは終了です。この時、全てのPLは任意の未練を選び、そこに狂気点を1点加えなければいけません。」"""
    s = session([doll("a"), doll("b")], [legion("z")])
    for p in "abz":
        set_ap(s, p, 0)
    do(s, "next_count")
    assert sorted(pr.chooser for pr in s.state.prompts) == ["a", "b"]
    do(s, "choose", "a", fetters=[0])
    do(s, "choose", "b", fetters=[1])
    assert [f.madness for f in s.state.fighters["a"].fetters] == [4, 0]
    assert [f.madness for f in s.state.fighters["b"].fetters] == [3, 1]
    assert s.state.round == 2


# =============================================================================================
# 勝利条件と全滅、バトルパート終了
# =============================================================================================

def test_victory_ends_the_battle_though_enemies_remain():
    """「ドール側が勝利条件を満たしたなら、ドールたちの勝利となり、手駒が未だ残っていてもバトルパートは終了します。」"""
    s = session([doll("a")], [legion("z", base_ap=1)], victory={"type": "survive_rounds", "rounds": 1})
    set_ap(s, "a", 0)
    set_ap(s, "z", 0)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[1])
    assert s.state.outcome == "victory" and s.state.fighters["z"].bodies == 5
    with pytest.raises(IllegalCommandError, match="battle is over"):
        do(s, "wait", "z")


def test_the_dolls_are_annihilated_the_moment_every_fetter_is_mad():
    """「全ての未練を狂気で埋め尽くされてしまったなら、その時点でドールたちは全滅したものと見なされます。」"""
    s = vs_legion(fetters=[{"target": "t", "emotion": "友情", "madness": 4, "treasure": True},
                           {"target": "u", "emotion": "友情", "madness": 3}])
    do(s, "madness_check", target="a", dice=[3])
    settle(s)                          # the point can only go on her last fetter: no question, at once
    assert s.state.outcome == "annihilated" and s.state.round == 1 and s.state.count == 9


def test_one_sister_without_attack_or_movement_is_not_annihilation():
    """「姉妹全員が攻撃手段・移動手段の両方を失うか、…」— 全員でなければ全滅ではない。"""
    s = session([doll("a"), doll("b")], [legion("z")])
    for p in list(s.state.fighters["a"].parts):
        if p.effects.attack or p.effects.move:
            do(s, "override", op="damage", target="a", part=p.key)
    assert s.state.outcome is None


def test_sisters_finished_in_different_ways_are_annihilated():
    """「姉妹全員が攻撃手段・移動手段の両方を失うか、全ての未練を狂気で埋め尽くされてしまったなら、その時点でドールたちは全滅」"""
    s = session([doll("a"), doll("b", fetters=[{"target": "t", "emotion": "友情", "madness": 4}])], [legion("z")])
    assert s.state.outcome is None
    for p in list(s.state.fighters["a"].parts):
        if p.effects.attack or p.effects.move:
            do(s, "override", op="damage", target="a", part=p.key)
    assert s.state.outcome == "annihilated"


def test_annihilation_recovers_no_treasure_madness_but_karma_still_gives_favor():
    """「全滅の場合：エンドパートのエンディングを開始する」「全滅した際も、相応の龍愛点を獲得することはできます。」"""
    s = session([doll("a")], [legion("z")], karma=["記憶のカケラを獲得する"])
    do(s, "karma", index=0, achieved=True)
    for p in list(s.state.fighters["a"].parts):
        if p.effects.attack or p.effects.move:
            do(s, "override", op="damage", target="a", part=p.key)
    assert s.state.outcome == "annihilated"
    assert s.state.fighters["a"].fetters[0].madness == 3
    assert s.state.summary["recovery"] is None and s.state.summary["favor_from_karma"] == 2


def test_escaping_still_recovers_treasure_madness_but_no_parts():
    """「それ以外の場合：「たからもの」への狂気点を回復させる」「全てのドールが逃走を行うか…エンドパートでの修復(後述)ができません。」"""
    s = session([doll("a", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    use(s, "a", "かた", [8], escape=True)
    settle(s)
    assert s.state.outcome == "escaped"
    assert s.state.fighters["a"].fetters[0].madness == 2
    assert s.state.summary["recovery"] is None


def test_a_battle_won_mid_round_adds_no_round_end_madness():
    """手順「勝利条件を満たした、または逃走に成功した → 5へ」— 4（ターンの終了：狂気点1点）を経ない。"""
    s = vs_legion(extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃9")], bodies=5,
                  fetters=[{"target": "t", "emotion": "依存", "madness": 3, "treasure": True}, CALM])
    use(s, "a", "maul", [6], target="z")
    settle(s)
    assert s.state.outcome == "victory" and not s.state.prompts
    assert [f.madness for f in s.state.fighters["a"].fetters] == [2, 0]


def test_the_recovery_stock_counts_the_threat_of_enemies_left_standing():
    """「勝利さえしていれば、逃走した敵や破壊せずに戦闘終了した敵がいても、合計悪意点は変わりません。」"""
    s = session([doll("a", extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃7")])],
                [legion("z", area="limbo", bodies=10, threat=1), horror("h", threat=5)],
                victory={"type": "survive_rounds", "rounds": 1})
    quiet(s)
    use(s, "a", "maul", [6], target="z")                     # 10 -> 3 bodies
    settle(s)
    assert s.state.fighters["z"].bodies == 3
    set_ap(s, "a", 0)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[1])
    assert s.state.outcome == "victory"
    assert s.state.summary["threat"] == 7                    # 1 per 5 of 10 bodies + 5
    assert s.state.summary["recovery"] == {"basic": 2, "reinforcement": 1}
