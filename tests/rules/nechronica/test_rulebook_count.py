"""The count, action points, rounds, timings, movement and escape, checked sentence by sentence against
the Japanese battle chapter (seed 001: 戦闘の準備, 戦闘の進行, 戦闘の手順, 行動, カウント内の処理,
カウントの処理, 「アクション」以外のマニューバ, 逃走). Each test's docstring quotes the sentence it checks;
rules the chapter only names (移動, 移動妨害, 射程) quote shared/rules/nechronica.md.

test_rules_count.py already checks the plainest sentences; these add the cases it leaves out."""
import json
from pathlib import Path

import pytest

from vtt.cli import main
from vtt.core.errors import IllegalCommandError
from tests.rules.nechronica.builders import (damage_all_but, do, doll, events, goto_count, horror, key, legion, part, savant,
                                             session, set_ap, settle)

SCRIPTS = Path(__file__).resolve().parent / "scripts"
SWORD = part("sword", "arms", "action", 2, "0", "白兵攻撃1")
DASH = part("dash", "legs", "rapid", 1, "自身", "移動1")                 # a Rapid move
ENEMY_DASH = part("dash", "body", "rapid", 1, "自身", "移動1", "enemy")
MOB = part("mob", "body", "rapid", 0, "0", "移動妨害1", "enemy")
CLAW = part("claw", "body", "action", 2, "0", "白兵攻撃1", "enemy")
HIDE = part("hide", "body", "auto", None, "-", "", "enemy")


def ap(s, pid):
    return s.state.fighters[pid].ap


def area(s, pid):
    return s.state.areas[s.state.fighters[pid].area]


# =================================================================================================
# 戦闘の準備
# =================================================================================================
def test_dolls_start_in_their_chosen_area_and_enemies_where_the_nc_places_them():
    """地図は5つの領域に分かれています。…PLは、作成時に決めておいたドールの「配置」エリアに自身を示す
    マーカーを置いてください。…その後、用意した手駒を示すマーカーを任意のエリアに配置します"""
    s = session([doll("a", area="eden"), doll("b", area="elysium")],
                [legion("z", area="tartarus"), horror("h", area="limbo")])
    assert s.state.areas == ("tartarus", "hades", "limbo", "elysium", "eden")
    assert [area(s, p) for p in ("a", "b", "z", "h")] == ["eden", "elysium", "tartarus", "limbo"]


def test_every_participant_starts_with_her_own_max_ap_the_highest_sets_the_count():
    """PLとNCは戦闘参加者それぞれの最大行動値と同じマスへ、マーカーを配置してください。/
    カウントは、戦闘参加者の中で、最も高い最大行動値を基準に開始されます。"""
    s = session([doll("a"), doll("b", drop=("めだま",))], [legion("z", base_ap=11), horror("h", base_ap=4)])
    assert {p: ap(s, p) for p in ("a", "b", "z", "h")} == {"a": 9, "b": 8, "z": 11, "h": 4}
    assert s.state.count == 11                      # an enemy's max AP can set it


# =================================================================================================
# 戦闘の進行 / 戦闘の手順
# =================================================================================================
def test_the_count_goes_down_one_by_one_only_when_the_nc_declares_it():
    """この数値から0へと、NCの宣言によって1つずつ減っていきます。"""
    s = session([doll("a")], [legion("z", base_ap=8)])
    do(s, "wait", "a")                               # a: 8; the count stays until the NC lowers it
    assert s.state.count == 9
    do(s, "next_count")
    assert s.state.count == 8                        # one step: a and z both act at 8
    do(s, "wait", "z")
    do(s, "wait", "a")
    do(s, "next_count")
    assert s.state.count == 7


def test_at_count_zero_the_round_ends_and_every_pl_places_one_madness_even_a_destroyed_doll():
    """カウントが「0」になったら、ターンは終了です。この時、全てのPLは任意の未練を選び、そこに狂気点を
    1点加えなければいけません。"""
    s = session([doll("a"), doll("b")], [savant("s", area="tartarus")])
    for p in list(s.state.fighters["b"].parts):
        do(s, "override", op="damage", target="b", part=p.key)      # b: every part damaged
    set_ap(s, "s", 0)
    set_ap(s, "a", 1)
    goto_count(s, 1)
    do(s, "wait", "a")                               # AP 1 → 0: nobody acts at 0
    do(s, "next_count")
    assert s.state.phase == "round_end"
    assert sorted(pr.chooser for pr in s.state.prompts) == ["a", "b"]     # the savant is no PL
    do(s, "choose", "a", fetters=[1])
    do(s, "choose", "b", fetters=[1])
    assert [s.state.fighters[d].fetters[1].madness for d in ("a", "b")] == [1, 1]
    assert s.state.round == 2


def test_round_end_madness_comes_before_the_recovery_which_uses_the_max_ap_it_leaves():
    """4. ターンの終了 ・任意の未練に狂気点を1点加える ・新たなターンを開始する → 2へ /
    2. ターンの開始 ・現行動値を最大行動値分だけ回復する"""
    fetters = [{"target": "treasure", "emotion": "依存", "madness": 3, "treasure": True},
               {"target": "sister", "emotion": "友情", "madness": 0}]
    s = session([doll("a", fetters=fetters)], [legion("z")])
    set_ap(s, "a", 0)
    set_ap(s, "z", 0)
    goto_count(s, 1)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[0])                # 依存 goes mad: max AP 9 → 7
    assert ap(s, "a") == 7 and s.state.count == 8    # recovered by the new max AP; z (8) acts first


def test_recovery_is_by_max_ap_from_a_negative_ap_and_smaller_with_the_brain_damaged():
    """例えば、最大行動値10のドールが行動値マイナス2でターンを終えたなら、10点回復して行動値は8点です。
    もし【のうみそ】や【めだま】を損傷していたら、回復は10点より低くなり、行動値も7以下から始めることと
    なるでしょう。"""
    plus1 = part("third eye", "head", "auto", None, "自身", "最大行動値+1")
    s = session([doll("a", extra=[plus1]), doll("b", extra=[plus1])], [legion("z")])
    do(s, "override", op="damage", target="b", part=key(s, "b", "のうみそ"))
    for p in ("a", "b"):
        set_ap(s, p, -2)
    set_ap(s, "z", 0)
    goto_count(s, 1)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[1])
    do(s, "choose", "b", fetters=[1])
    assert ap(s, "a") == 8                           # −2 + 10
    assert ap(s, "b") == 6                           # −2 + 8: 7 or less


def test_a_negative_ap_round_played_as_a_script(capsys):
    """コストを支払えば行動値がゼロ以下となる場合も、マニューバを使用することはできます。その際、
    行動値はマイナスとなることに注意ください。…例えば、カウント2でコスト4のマニューバを使用した場合、
    行動値はマイナス2となります。/ 次ターンの開始時、戦闘参加者全員の行動値が最大行動値分だけ回復します。
    (The script: アリス at count 2 uses ほね, cost 3, to try to escape and fails: −1; round 2 starts her at 8.)"""
    script = SCRIPTS / "count_negative_ap_round.json"
    assert main(["play", str(script), "--strict", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    st = out["state"]
    alice, zombies = st["fighters"]["アリス"], st["fighters"]["ゾンビ"]
    assert (st["round"], st["count"]) == (2, 8)
    assert alice["area"] == "eden" and alice["ap"] == -1 + 9      # she ended round 1 at −1
    assert zombies["ap"] == 0 + 8 and zombies["area"] == "limbo"
    assert alice["fetters"][1]["madness"] == 2                     # 1 + the round's madness point


# =================================================================================================
# 行動
# =================================================================================================
def test_after_waiting_she_acts_again_when_the_count_reaches_her_lowered_ap():
    """待機したなら、行動値は1点減少します。…カウントが減って、減少した行動値と同じ数値になったら、
    再び「アクション」タイミングのマニューバを使用できます。"""
    s = session([doll("a")], [legion("z", base_ap=3)])
    do(s, "wait", "a")
    do(s, "next_count")
    assert s.state.count == 8
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium")
    assert ap(s, "a") == 4 and area(s, "a") == "elysium"


def test_judge_maneuvers_are_declared_whatever_her_ap_and_the_count():
    """「ジャッジ」「ダメージ」「ラピッド」タイミングのマニューバは、行動値のカウントに関係なく、
    タイミング条件に一致していれば宣言し、使用できます"""
    s = session([doll("a"), doll("b")], [legion("z", area="limbo", bodies=20)])
    set_ap(s, "z", 0)
    set_ap(s, "b", 4)                                # b does not act at count 9
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[5])
    do(s, "use", "b", part=key(s, "b", "うで"))
    settle(s)
    assert ap(s, "b") == 3
    assert events(s, "check_result")[-1].data["total"] == 6


def test_a_rapid_maneuver_used_as_an_action_still_counts_once_per_round_until_the_next_round():
    """(ラピッドはアクションと同様にも使用できます)。ただし、これらのタイミングのマニューバは、
    それぞれ1ターン1回ずつしか使えません。"""
    s = session([doll("a", extra=[DASH])], [legion("z", base_ap=1)])
    do(s, "use", "a", part=key(s, "a", "dash"), to="elysium")        # as an Action at count 9
    assert ap(s, "a") == 8 and area(s, "a") == "elysium"
    do(s, "next_count")
    with pytest.raises(IllegalCommandError, match="once per round"):
        do(s, "use", "a", part=key(s, "a", "dash"), to="eden")
    set_ap(s, "a", 0)
    set_ap(s, "z", 0)
    goto_count(s, 1)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[1])
    do(s, "use", "a", part=key(s, "a", "dash"), to="eden")           # a new round: usable again
    assert area(s, "a") == "eden"


def test_rapid_maneuvers_with_ap_zero_or_less_cannot_be_declared():
    """なお、すでに行動値が0以下の場合、「オート」以外のマニューバは使用できません。"""
    s = session([doll("a")], [legion("z", area="limbo", parts=[MOB]), horror("h", area="limbo",
                                                                            parts=[CLAW, MOB, HIDE])])
    set_ap(s, "z", 0)
    set_ap(s, "h", 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium")
    assert s.state.window.timing == "rapid"          # h could answer; z (AP 0) may not
    with pytest.raises(IllegalCommandError, match="only Auto"):
        do(s, "use", "z", part=key(s, "z", "mob"), target="a")
    do(s, "pass")
    assert area(s, "a") == "elysium"


def test_a_judge_maneuver_that_takes_her_to_zero_also_takes_her_turn_at_this_count():
    """同時に発生するため、「ダメージ」「ジャッジ」「ラピッド」タイミングでマニューバを使用し、
    行動値が減少したとしても、そのカウントにおいて「アクション」タイミングのマニューバを使用できます。
    ただし、現行動値が0以下となってしまったなら、通常と同じくあらゆるマニューバは使用できません。"""
    s = session([doll("a"), doll("b")], [legion("z", area="limbo", bodies=20)])
    set_ap(s, "z", 0)
    set_ap(s, "a", 1)
    set_ap(s, "b", 1)
    goto_count(s, 1)
    do(s, "use", "b", part=key(s, "b", "こぶし"), target="z", dice=[5])
    do(s, "use", "a", part=key(s, "a", "うで"))      # a: 1 → 0 before her own turn at count 1
    settle(s)
    with pytest.raises(IllegalCommandError, match="only Auto"):
        do(s, "wait", "a")
    do(s, "next_count")                              # nobody is left to act: the round ends
    assert s.state.phase == "round_end"


# =================================================================================================
# カウント内の処理 / カウントの処理
# =================================================================================================
def test_apart_from_nc_first_participants_at_the_same_count_declare_in_any_order():
    """行動値が同じキャラクターがいた場合、NC側が先に行動宣言を行う。それ以外は任意。"""
    s = session([doll("a"), doll("b")], [legion("z", base_ap=9), legion("y", base_ap=9)])
    do(s, "wait", "y")                               # the second enemy first
    do(s, "wait", "z")
    do(s, "wait", "b")                               # the second doll first
    do(s, "wait", "a")
    assert [ap(s, p) for p in ("a", "b", "z", "y")] == [8, 8, 8, 8]


def test_a_rapid_move_used_as_an_action_is_simultaneous_and_does_not_dodge_a_same_count_attack():
    """こうした同カウントの「アクション」は、全て同時に起きるものと扱います。例えば、移動マニューバを
    使った対象に攻撃マニューバを使用する際、対象はまだ移動前のエリアにいると考えます。
    （「ラピッド」のマニューバを「アクション」扱いで宣言することも可能。）"""
    s = session([doll("a", extra=[SWORD])], [legion("z", area="limbo", base_ap=9, parts=[ENEMY_DASH])])
    do(s, "use", "z", part=key(s, "z", "dash"), to="hades")           # NC first, Rapid as an Action
    assert area(s, "z") == "hades"
    do(s, "use", "a", part=key(s, "a", "sword"), target="z", dice=[6])
    settle(s)
    assert s.state.fighters["z"].bodies == 4     # hit where it stood when the count began


def test_a_part_damaged_by_a_rapid_attack_cannot_be_used_at_the_same_count():
    """「ラピッド」や「ジャッジ」で攻撃され、損傷したパーツのマニューバは、同カウント内でも使用できません。"""
    snap = part("snap", "body", "rapid", 1, "0", "白兵攻撃1", "enemy")
    s = session([doll("a"), doll("b", extra=[SWORD])], [horror("h", area="limbo", parts=[snap, HIDE])])
    set_ap(s, "h", 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "せぼね"))     # a declares; h answers by attacking b
    do(s, "use", "h", part=key(s, "h", "snap"), target="b")
    settle(s, [9])                                   # arms
    do(s, "choose", "b", parts=[key(s, "b", "sword")])
    settle(s)
    assert s.state.count == 9
    with pytest.raises(IllegalCommandError, match="damaged"):
        do(s, "use", "b", part=key(s, "b", "sword"), target="h")
    do(s, "use", "b", part=key(s, "b", "こぶし"), target="h", dice=[3])   # an intact part: fine


def test_an_action_whose_part_a_rapid_answer_damages_fails():
    """ただし、「ラピッド」「ジャッジ」タイミングのマニューバはこうした同カウント内の同時行動にも
    割り込んで先に処理されます。「ラピッド」や「ジャッジ」で攻撃され、損傷したパーツのマニューバは、
    同カウント内でも使用できません。"""
    snap = part("snap", "body", "rapid", 1, "0", "白兵攻撃4", "enemy")
    s = session([doll("a", extra=[SWORD])], [horror("h", area="limbo", parts=[snap, HIDE])])
    set_ap(s, "h", 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "sword"), target="h")
    do(s, "use", "h", part=key(s, "h", "snap"), target="a")
    settle(s, [9])                                   # arms: 4 damage takes every arm part
    a = s.state.fighters["a"]
    assert a.part(key(s, "a", "sword")).damaged
    assert s.state.window is None and not s.state.stack           # no attack check was rolled for a
    assert [e.data["actor"] for e in events(s, "check_rolled")] == ["h"]
    assert events(s, "maneuver_failed")[-1].data["name"] == "sword"
    assert ap(s, "a") == 7                                          # the cost stays paid


def test_a_rapid_maneuver_whose_part_a_later_declared_rapid_damages_fails():
    """「アクション」タイミングでないマニューバの場合、効果はあとに宣言されたほうから順に適用する。
    その結果、パーツの破損、対象の不在などでマニューバの効果が発揮できなくなった場合、この行動は自動的に
    失敗となる。"""
    snap = part("snap", "body", "rapid", 1, "0", "白兵攻撃4", "enemy")
    s = session([doll("a", extra=[DASH])], [horror("h", area="limbo", parts=[CLAW, snap, HIDE])])
    set_ap(s, "h", 9)
    do(s, "use", "h", part=key(s, "h", "claw"), target="a")          # NC's Action
    do(s, "use", "a", part=key(s, "a", "dash"), to="elysium")        # a: Rapid move away
    do(s, "use", "h", part=key(s, "h", "snap"), target="a")          # h: Rapid attack, resolved first
    settle(s, [7], [3])                              # snap hits the legs (4: every leg part, dash too)
    a = s.state.fighters["a"]
    assert a.part(key(s, "a", "dash")).damaged
    assert area(s, "a") == "limbo"                  # the dash failed: she never left
    assert events(s, "maneuver_failed")[0].data["name"] == "dash"
    # the claw was then resolved against her where she stayed (3: a miss)
    assert [e.data["total"] for e in events(s, "check_result")] == [7, 3]


def test_an_attack_whose_target_a_later_declared_rapid_destroys_fails():
    """その結果、パーツの破損、対象の不在などでマニューバの効果が発揮できなくなった場合、この行動は
    自動的に失敗となる。"""
    quick = part("quick", "arms", "rapid", 1, "0", "白兵攻撃1")
    s = session([doll("a", extra=[SWORD]), doll("b", extra=[quick])],
                [legion("z", area="limbo", bodies=1), legion("y", area="tartarus")])
    for e in ("z", "y"):
        set_ap(s, e, 0)
    set_ap(s, "b", 4)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "sword"), target="z")
    do(s, "use", "b", part=key(s, "b", "quick"), target="z")
    settle(s, [6])
    assert s.state.fighters["z"].bodies == 0
    assert [e.data["actor"] for e in events(s, "check_rolled")] == ["b"]
    assert events(s, "maneuver_failed")[-1].data["name"] == "sword"


def test_several_participants_answer_one_check_and_the_last_declared_resolves_first():
    """同様に、複数の戦闘参加者が1つのアクションマニューバに対して「ダメージ」「ジャッジ」「ラピッド」
    マニューバを発動させることも可能です。なお、こうしたタイミングが重なり合った際は、後から発動させた
    マニューバを優先して処理します。"""
    s = session([doll("a"), doll("b"), doll("c")], [legion("z", area="limbo", bodies=20)])
    set_ap(s, "z", 0)
    goto_count(s, 9)
    set_ap(s, "b", 5)
    set_ap(s, "c", 5)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[5])
    do(s, "use", "b", part=key(s, "b", "うで"))
    do(s, "use", "c", part=key(s, "c", "うで"))
    settle(s)
    assert [e.data["actor"] for e in events(s, "check_modified")] == ["c", "b"]
    assert events(s, "check_result")[-1].data["total"] == 7


def test_a_rapid_can_stop_a_rapid():
    """「ラピッド」マニューバをさらに「ラピッド」で阻止したり無効にしたりすることも可能です。"""
    s = session([doll("a", extra=[DASH])], [horror("h", area="limbo", parts=[CLAW, MOB, HIDE])])
    set_ap(s, "h", 9)
    do(s, "use", "h", part=key(s, "h", "claw"), target="a")
    do(s, "use", "a", part=key(s, "a", "dash"), to="elysium")
    do(s, "use", "h", part=key(s, "h", "mob"), target="a")           # stops the dash
    settle(s, [10])
    assert area(s, "a") == "limbo"
    assert events(s, "check_result")[-1].data["total"] == 10          # so the claw still reaches her


# =================================================================================================
# 「アクション」以外のマニューバの宣言タイミング
# =================================================================================================
def test_a_rapid_maneuver_needs_another_declaration_to_answer():
    """ラピッド: 他のマニューバが宣言された際に宣言できる。"""
    s = session([doll("a", extra=[DASH]), doll("b")], [legion("z", area="hades")])
    set_ap(s, "z", 0)
    set_ap(s, "a", 5)
    goto_count(s, 9)
    with pytest.raises(IllegalCommandError):
        do(s, "use", "a", part=key(s, "a", "dash"), to="elysium")    # nothing declared, not her count
    do(s, "wait", "b")                                               # a wait is no maneuver
    assert s.state.window is None
    with pytest.raises(IllegalCommandError):
        do(s, "use", "a", part=key(s, "a", "dash"), to="elysium")
    assert ap(s, "a") == 5


def test_judge_and_damage_maneuvers_are_not_actions():
    """ジャッジ: 射程内で判定が行われた直後、効果が適用される前に宣言できる。/ ダメージ: 射程内の対象に
    ダメージが発生した直後、ダメージが適用される前に宣言できる。"""
    guard = part("guard", "torso", "damage", 1, "0", "防御1")
    s = session([doll("a", extra=[guard])], [legion("z", base_ap=1)])
    with pytest.raises(IllegalCommandError, match="Judge"):
        do(s, "use", "a", part=key(s, "a", "うで"))
    with pytest.raises(IllegalCommandError, match="Damage"):
        do(s, "use", "a", part=key(s, "a", "guard"))
    assert ap(s, "a") == 9


def test_a_judge_maneuver_needs_the_check_within_its_range():
    """ジャッジ: 射程内で判定が行われた直後、効果が適用される前に宣言できる。"""
    long_arm = part("long arm", "arms", "judge", 1, "0〜1", "支援1")
    s = session([doll("a"), doll("b", area="elysium"), doll("c", area="elysium", extra=[long_arm])],
                [legion("z", area="limbo", bodies=20)])
    set_ap(s, "z", 0)
    goto_count(s, 9)
    for d in ("b", "c"):
        set_ap(s, d, 5)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[5])
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "b", part=key(s, "b", "うで"))                  # range 0, one area away
    do(s, "use", "c", part=key(s, "c", "long arm"))                   # range 0〜1
    settle(s)
    assert events(s, "check_result")[-1].data["total"] == 6


def test_a_damage_maneuver_needs_the_damaged_one_within_its_range():
    """ダメージ: 射程内の対象にダメージが発生した直後、ダメージが適用される前に宣言できる。"""
    near = part("shield", "arms", "damage", 1, "0", "防御1")
    far = part("cover", "arms", "damage", 1, "0〜1", "防御1")
    s = session([doll("a"), doll("b", area="elysium", extra=[near, far])], [horror("h", area="limbo")])
    set_ap(s, "h", 9)
    set_ap(s, "b", 5)
    do(s, "use", "h", part=key(s, "h", "claw"), target="a", dice=[8])   # torso, 1 damage
    assert s.state.window.timing == "judge"
    do(s, "pass")
    assert s.state.window.timing == "damage"
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "b", part=key(s, "b", "shield"))
    do(s, "use", "b", part=key(s, "b", "cover"))
    settle(s)
    assert not any(p.damaged for p in s.state.fighters["a"].parts)


def test_auto_maneuvers_are_never_declared_and_always_apply():
    """オート: 常に効果を発揮する。宣言の必要はない。"""
    s = session([doll("a")], [legion("z", base_ap=1)])
    with pytest.raises(IllegalCommandError, match="Auto"):
        do(s, "use", "a", part=key(s, "a", "のうみそ"))
    a = s.state.fighters["a"]
    assert s.state.max_ap(a) == 9
    do(s, "override", op="damage", target="a", part=key(s, "a", "のうみそ"))
    assert s.state.max_ap(a) == 7                    # its +2 applied without any declaration


# =================================================================================================
# 移動・射程 (shared/rules/nechronica.md: the chapter names them only)
# =================================================================================================
def test_range_counts_the_areas_between_user_and_target():
    """射程：`2〜3` two or three away（奈落 — 地獄 — 煉獄 — 花園 — 楽園）"""
    gun = part("gun", "arms", "action", 2, "2〜3", "射撃攻撃1")
    s = session([doll("a", area="eden", extra=[gun])],
                [legion("e1", area="elysium"), legion("e2", area="limbo"), legion("e3", area="hades"),
                 legion("e4", area="tartarus")])
    for e in ("e1", "e2", "e3", "e4"):
        set_ap(s, e, 0)
    goto_count(s, 9)
    verdicts = {e: bool(s.can({"type": "use", "actor": "a", "part": key(s, "a", "gun"), "target": e}))
                for e in ("e1", "e2", "e3", "e4")}
    assert verdicts == {"e1": False, "e2": True, "e3": True, "e4": False}


def test_a_self_range_move_moves_only_herself():
    """移動 N: move the target (in range) N areas（射程「自身」：self only）"""
    s = session([doll("a"), doll("b")], [legion("z", base_ap=1)])
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "a", part=key(s, "a", "かた"), target="b", to="elysium")
    assert area(s, "b") == "limbo"


def test_move_hinder_cancels_only_its_number_of_areas():
    """移動妨害 N: Rapid: cancels N areas of a movement"""
    leap = part("leap", "legs", "action", 3, "自身", "移動2")
    s = session([doll("a", extra=[leap])], [legion("z", area="limbo", parts=[MOB])])
    set_ap(s, "z", 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "leap"), to="eden")
    do(s, "use", "z", part=key(s, "z", "mob"), target="a")
    do(s, "pass")
    assert area(s, "a") == "elysium"                 # 2 areas − 1 cancelled


# =================================================================================================
# 逃走
# =================================================================================================
def test_escape_is_a_movement_maneuver_with_its_cost_and_an_ordinary_check():
    """これは「楽園」にいるドールのみ、試みることができます…全員が移動マニューバを使用し、行動判定と同様に
    判定してください。"""
    s = session([doll("a", area="eden"), doll("b", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    goto_count(s, 9)
    with pytest.raises(IllegalCommandError):
        do(s, "use", "a", part=key(s, "a", "せぼね"), escape=True)   # no movement maneuver: no escape
    assert not s.state.fighters["a"].escaped
    do(s, "use", "a", part=key(s, "a", "かた"), escape=True, dice=[6])
    settle(s)
    assert s.state.fighters["a"].escaped and ap(s, "a") == 5
    assert s.state.outcome is None                   # b is still on the field


def test_judge_maneuvers_on_an_escape_measure_from_one_area_beyond_eden():
    """この判定は戦闘中のもので、ジャッジタイミングのマニューバを行うこともできます(距離は「楽園」から
    1離れているものとします)。"""
    trip0 = part("trip", "body", "judge", 1, "0", "妨害1", "enemy")
    trip1 = part("snare", "body", "judge", 1, "0〜1", "妨害1", "enemy")
    s = session([doll("a", area="eden"), doll("b", area="eden")],
                [legion("z", area="eden", parts=[trip0]), legion("y", area="eden", parts=[trip1])])
    for e in ("z", "y"):
        set_ap(s, e, 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "かた"), escape=True, dice=[6])
    assert s.state.window.timing == "judge"
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "z", part=key(s, "z", "trip"))                 # range 0: she is 1 away
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "b", part=key(s, "b", "うで"))                 # her sister in 楽園 neither
    do(s, "use", "y", part=key(s, "y", "snare"))                    # range 0〜1 reaches
    settle(s)
    assert not s.state.fighters["a"].escaped and area(s, "a") == "eden"


def test_a_failed_escape_leaves_her_in_eden_and_she_may_try_again():
    """失敗したなら、戦場に残らなくてはいけません。「楽園」に配置されたままです。移動マニューバを使い
    続ければ、何度でも逃走を試みることができます。"""
    s = session([doll("a", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "ほね"), escape=True, dice=[5])
    settle(s)
    assert area(s, "a") == "eden" and not s.state.fighters["a"].escaped
    do(s, "next_count")
    assert s.state.count == 6
    do(s, "use", "a", part=key(s, "a", "ほね"), escape=True, dice=[8])
    settle(s)
    assert s.state.fighters["a"].escaped and s.state.outcome == "escaped"


def test_after_an_escape_fumble_she_may_try_again_once_the_round_changes():
    """もし大失敗なら、ターンが変わるまで、再度の逃走を試みることはできません。"""
    s = session([doll("a", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    set_ap(s, "a", 3)
    goto_count(s, 3)
    do(s, "use", "a", part=key(s, "a", "ほね"), escape=True, dice=[1])
    settle(s)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[1])
    assert s.state.round == 2 and s.state.count == 9
    do(s, "use", "a", part=key(s, "a", "かた"), escape=True, dice=[7])
    settle(s)
    assert s.state.fighters["a"].escaped


def test_an_attack_whose_user_a_later_declared_rapid_destroys_fails():
    """その結果、パーツの破損、対象の不在などでマニューバの効果が発揮できなくなった場合、この行動は
    自動的に失敗となる。"""
    quick = part("quick", "arms", "rapid", 1, "0", "白兵攻撃1")
    s = session([doll("a"), doll("b", extra=[quick])],
                [legion("z", area="limbo", bodies=1, base_ap=9), legion("y", area="tartarus")])
    set_ap(s, "y", 0)
    set_ap(s, "b", 4)
    do(s, "use", "z", part=key(s, "z", "rend"), target="a")          # NC's Action at count 9
    do(s, "use", "b", part=key(s, "b", "quick"), target="z")         # b answers and wipes z out
    settle(s, [6])
    assert s.state.fighters["z"].bodies == 0
    assert [e.data["actor"] for e in events(s, "check_rolled")] == ["b"]
    assert events(s, "maneuver_failed")[-1].data["actor"] == "z"
    assert not any(p.damaged for p in s.state.fighters["a"].parts)


def _wrecked_but_for_the_sword():
    """Doll a (AP 9, the count 9) with every part damaged but her sword; horror h, also at 9, attacks her
    first (NC first) and damages the sword: every part of hers is damaged now, by this count's Action."""
    s = session([doll("a", extra=[SWORD])], [horror("h", area="limbo")])
    damage_all_but(s, "a", "sword")
    set_ap(s, "a", 9)
    set_ap(s, "h", 9)
    goto_count(s, 9)
    do(s, "use", "h", part=key(s, "h", "claw"), target="a", dice=[9])        # arms: the sword
    settle(s)
    assert s.state.fighters["a"].out and s.state.outcome is None
    return s


def test_a_doll_whose_last_part_a_same_count_nc_action_damages_still_acts_at_that_count():
    """このNC側の攻撃でパーツが損傷しても、ドールたちは同カウント内で損傷したパーツのマニューバを使用できます
    (コストなどには使用できません)。 (Even her last part: the sisters are not annihilated before she acts.)"""
    s = _wrecked_but_for_the_sword()
    with pytest.raises(IllegalCommandError, match="still act"):
        do(s, "next_count")                           # her turn at this count is still to come
    do(s, "use", "a", part=key(s, "a", "sword"), target="h", dice=[8])
    settle(s)
    pr = s.state.prompts[0]                           # her blow landed: the horror picks the part
    do(s, "choose", "h", parts=pr.options[:pr.count])
    settle(s)
    assert [p.name for p in s.state.fighters["h"].parts if p.damaged] != []
    assert s.state.outcome is None
    do(s, "next_count")                               # the count ends: now she has nothing left
    assert s.state.outcome == "annihilated"


def test_a_doll_wrecked_by_a_same_count_action_may_also_wait_and_is_finished_when_the_count_ends():
    """同カウント内で損傷したパーツのマニューバを使用できます: a permission; the count over, she is out."""
    s = _wrecked_but_for_the_sword()
    do(s, "wait", "a")
    do(s, "next_count")
    assert s.state.outcome == "annihilated"
    with pytest.raises(IllegalCommandError):
        do(s, "use", "a", part=key(s, "a", "sword"), target="h")


# =================================================================================================
# #44: reactions that change an attack already rolled, and AP an enemy lowers
# =================================================================================================
LEAP = part("leap", "legs", "judge", 1, "0", "移動1")                  # a Judge-timing move (range 0)
FIST = part("fist", "body", "action", 2, "0", "肉弾攻撃1", "enemy")
SNAP_JUDGE = part("snap", "body", "judge", 1, "0", "白兵攻撃4", "enemy")   # a Judge-timing attack
TRIP = part("trip", "body", "rapid", 0, "0", "肉弾攻撃1+転倒", "enemy")     # a Rapid trip


def test_a_judge_move_out_of_range_after_the_roll_makes_the_attack_fail():
    """ただし、「ラピッド」「ジャッジ」のタイミングで移動したなら、移動は攻撃より先に行われるのです。/
    その結果、パーツの破損、対象の不在などでマニューバの効果が発揮できなくなった場合、この行動は自動的に
    失敗となる。 (The range test runs again when the check's effect is applied: she is gone.)"""
    s = session([doll("a", extra=[LEAP])], [legion("z", area="limbo", base_ap=9, parts=[FIST])])
    do(s, "use", "z", part=key(s, "z", "fist"), target="a", dice=[8])     # 8: torso, a hit
    assert s.state.window.timing == "judge"
    do(s, "use", "a", part=key(s, "a", "leap"), target="a", to="elysium")
    settle(s)
    assert area(s, "a") == "elysium"
    assert events(s, "check_result")[-1].data["outcome"] == "success"
    assert events(s, "maneuver_failed")[-1].data["name"] == "fist"
    assert not s.state.prompts and not s.state.stack
    assert not any(p.damaged for p in s.state.fighters["a"].parts)
    assert events(s, "damage") == []


def test_a_part_a_judge_attack_destroys_after_the_roll_delivers_no_attack():
    """「ラピッド」や「ジャッジ」で攻撃され、損傷したパーツのマニューバは、同カウント内でも使用できません。/
    その結果、パーツの破損、対象の不在などでマニューバの効果が発揮できなくなった場合、この行動は自動的に
    失敗となる。 (Her fist rolled 8; the legion's Judge answer takes every arm part before it lands.)"""
    s = session([doll("a")], [legion("z", area="limbo", bodies=5, parts=[FIST, SNAP_JUDGE])])
    set_ap(s, "z", 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[8])
    assert s.state.window.timing == "judge"
    do(s, "use", "z", part=key(s, "z", "snap"), target="a")
    settle(s, [9])                                   # the snap's own check: 9, arms (4: every arm part)
    assert s.state.fighters["a"].part(key(s, "a", "こぶし")).damaged
    assert [e.data["total"] for e in events(s, "check_result")] == [9, 8]
    assert events(s, "maneuver_failed")[-1].data["name"] == "Fist"           # こぶし (the basic part's English name)
    assert s.state.fighters["z"].bodies == 5     # the fist dealt nothing
    assert not s.state.stack and not s.state.prompts


def test_a_judge_maneuver_of_any_effect_needs_the_check_in_range():
    """ジャッジ: 射程内で判定が行われた直後、効果が適用される前に宣言できる。 (A move too, not only a support
    or a hindrance: b in 花園 cannot answer a check made in 煉獄 with a range-0 Judge move.)"""
    s = session([doll("a"), doll("b", area="elysium", extra=[LEAP])],
                [legion("z", area="limbo", base_ap=9, parts=[FIST])])
    set_ap(s, "b", 5)
    do(s, "use", "z", part=key(s, "z", "fist"), target="a", dice=[8])
    assert s.state.window.timing == "judge"
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "b", part=key(s, "b", "leap"), target="b", to="eden")
    assert s.snapshot() == before
    assert not any(c.type == "use" for c in s.legal_commands("b"))


def test_a_judge_move_alone_opens_the_judge_window_of_a_check_in_its_range():
    """ジャッジ: 射程内で判定が行われた直後、効果が適用される前に宣言できる。 (She has no support or
    hindrance left, only a Judge move: the window still opens for it.)"""
    s = session([doll("a", extra=[LEAP], drop=("うで", "あし"))],
                [legion("z", area="limbo", base_ap=9, parts=[FIST])])
    do(s, "use", "z", part=key(s, "z", "fist"), target="a", dice=[8])
    assert s.state.window is not None and s.state.window.timing == "judge"
    assert any(c.type == "use" and c.get("to") == "elysium" for c in s.legal_commands("a"))


def test_a_damage_maneuver_of_any_effect_needs_the_damaged_one_in_range():
    """ダメージ: 射程内の対象にダメージが発生した直後、ダメージが適用される前に宣言できる。 (Not only a
    defense: a Damage-timing maneuver of any effect.)"""
    howl = part("howl", "arms", "damage", 1, "0", "叫ぶ")                 # effect for the GM
    shell = part("shell", "torso", "damage", 1, "自身", "防御1")          # opens the Damage window
    s = session([doll("a", extra=[shell]), doll("b", area="elysium", extra=[howl])], [horror("h", area="limbo")])
    set_ap(s, "h", 9)
    set_ap(s, "b", 5)
    do(s, "use", "h", part=key(s, "h", "claw"), target="a", dice=[8])
    while s.state.window is not None and s.state.window.timing != "damage":
        do(s, "pass")
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "b", part=key(s, "b", "howl"))
    assert s.snapshot() == before


def test_an_enemys_rapid_trip_takes_her_off_the_count_her_ap_no_longer_equals():
    """カウントが自身の現行動値と同じになった戦闘参加者は、所有する「アクション」タイミングのマニューバを使用
    できます。/ 現行動値がカウントと同じキャラクターが行動する (At count 9 a Rapid trip takes her 9 → 7: she
    acts at 7, not at 9; the exception 「…タイミングでマニューバを使用し、行動値が減少したとしても」 is for her
    own reaction's cost only.)"""
    s = session([doll("a"), doll("b")], [legion("z", area="limbo", bodies=10, parts=[FIST, TRIP])])
    set_ap(s, "z", 3)
    goto_count(s, 9)
    do(s, "use", "b", part=key(s, "b", "せぼね"))      # b's Action; z answers it with a Rapid trip on a
    assert s.state.window.timing == "rapid"
    do(s, "use", "z", part=key(s, "z", "trip"), target="a")
    settle(s, [8])                                   # torso: 1 damage and 転倒
    do(s, "choose", "a", parts=[key(s, "a", "はらわた")])
    settle(s)
    assert ap(s, "a") == 7 and s.state.count == 9
    assert "a" not in [p.id for p in s.state.fighters.values()
                       if any(c.type == "wait" for c in s.legal_commands(p.id))]
    with pytest.raises(IllegalCommandError, match="equal the count"):
        do(s, "wait", "a")
    with pytest.raises(IllegalCommandError, match="equal the count"):
        do(s, "use", "a", part=key(s, "a", "こぶし"), target="z")
    do(s, "next_count")                              # nobody is left at 9 (b spent her turn)
    assert s.state.count == 8
    do(s, "wait", "b")
    do(s, "next_count")
    assert s.state.count == 7
    do(s, "wait", "a")                               # her turn comes at her current AP


def test_a_same_count_action_trip_leaves_her_this_counts_action():
    """こうした同カウントの「アクション」は、全て同時に起きるものと扱います。/ 効果は同時に適用され、互いに
    影響は与えない。 (An NC Action's trip at her count does not take the Action she has at it.)"""
    action_trip = part("shove", "body", "action", 2, "0", "肉弾攻撃1+転倒", "enemy")
    s = session([doll("a")], [legion("z", area="limbo", bodies=10, base_ap=9, parts=[action_trip])])
    do(s, "use", "z", part=key(s, "z", "shove"), target="a", dice=[8])
    settle(s)
    do(s, "choose", "a", parts=[key(s, "a", "はらわた")])
    settle(s)
    assert ap(s, "a") == 7 and s.state.count == 9
    with pytest.raises(IllegalCommandError, match="still act"):
        do(s, "next_count")
    do(s, "wait", "a")
