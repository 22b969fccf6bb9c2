"""The Japanese battle chapter (seed 001) audited sentence by sentence (#39, w50): the sentences no test
quoted yet, and the cases the earlier passes (test_rulebook_count.py, test_rulebook_attack.py) left out.
Each test's docstring quotes the sentence it checks; docs/nechronica-audit.md maps every sentence of the
chapter to its test."""
import pytest

from vtt.core.errors import IllegalCommandError
from tests.rules.nechronica.builders import (damage_all_but, damaged, do, doll, events, goto_count, horror, key, legion, outcomes,
                                             part, quiet, savant, session, set_ap, settle)

DASH = part("dash", "legs", "rapid", 1, "自身", "移動1")                 # a Rapid move of her own
ENEMY_DASH = part("edash", "body", "rapid", 1, "自身", "移動1", "enemy")
TRIP_UP = part("trip up", "body", "judge", 1, "0", "妨害2", "enemy")    # a range-0 hindrance
CLAW = part("claw", "body", "action", 2, "0", "白兵攻撃1", "enemy")
SWORD = part("sword", "arms", "action", 2, "0", "白兵攻撃2")


def ap(s, pid):
    return s.state.fighters[pid].ap


def area(s, pid):
    return s.state.areas[s.state.fighters[pid].area]


def use(s, actor, name, dice=None, **params):
    if dice is not None:
        params["dice"] = dice
    return do(s, "use", actor, part=key(s, actor, name), **params)


def failed(s):
    """The maneuvers told failing in the last command's events: (user, maneuver name)."""
    return [(e.data["actor"], e.data["name"]) for e in s.log[-1].events if e.type == "maneuver_failed"]


# =================================================================================================
# 「アクション」以外のマニューバ: effects applied last-declared first; one that can no longer take effect fails
# =================================================================================================
def test_a_hindrance_whose_user_a_later_rapid_move_takes_out_of_range_fails():
    """「以下の「アクション」タイミングでないマニューバの場合、効果はあとに宣言されたほうから順に適用する。
    その結果、パーツの破損、対象の不在などでマニューバの効果が発揮できなくなった場合、この行動は自動的に
    失敗となる。」 with 「ジャッジ　射程内で判定が行われた直後、効果が適用される前に宣言できる。」: the horror
    hinders (range 0) the check of a doll in its area, then leaves by a Rapid move declared after it; the
    move resolves first, and the hindrance, its check now out of its range, fails (its cost stays paid)."""
    s = session([doll("a", area="limbo")], [horror("h", area="limbo", parts=[TRIP_UP, CLAW, ENEMY_DASH]),
                                             legion("z", area="limbo")])
    quiet(s)
    set_ap(s, "h", 5)
    use(s, "a", "こぶし", target="z")
    do(s, "pass", dice=[8])                        # no Rapid answer; her check: 8
    use(s, "h", "trip up")                         # −2 …
    use(s, "h", "edash", to="hades")               # … then away, declared last: resolved first
    do(s, "pass")
    assert area(s, "h") == "hades" and ap(s, "h") == 3
    assert failed(s) == [("h", "trip up")]
    assert outcomes(s) == ["success"]              # 8, not 6
    assert events(s, "check_result")[-1].data["total"] == 8


def test_a_defense_whose_sister_a_later_rapid_shove_takes_out_of_range_fails():
    """「ダメージ　射程内の対象にダメージが発生した直後、ダメージが適用される前に宣言できる。」 and
    「効果はあとに宣言されたほうから順に適用する。その結果、…対象の不在などでマニューバの効果が発揮できなく
    なった場合、この行動は自動的に失敗となる。」: b covers her sister (range 0); the savant then shoves b
    away with a Rapid move declared after it, which resolves first: the cover fails, a takes it all."""
    cover = part("cover", "arms", "damage", 1, "0", "防御1")
    shove = part("shove", "arms", "rapid", 0, "0〜1", "移動1")
    s = session([doll("a"), doll("b", extra=[cover])], [savant("s", area="limbo", extra=[SWORD, shove])])
    set_ap(s, "a", 0)
    set_ap(s, "b", 5)
    use(s, "s", "sword", target="a")
    do(s, "pass", dice=[9])                                  # arms, 2 damage
    while s.state.window.timing != "damage":
        do(s, "pass")
    use(s, "b", "cover")
    use(s, "s", "shove", target="b", to="elysium")
    do(s, "pass")
    assert area(s, "b") == "elysium" and ap(s, "b") == 4
    assert failed(s) == [("b", "cover")]
    assert s.state.prompts[0].kind == "parts" and s.state.prompts[0].count == 2


def test_a_move_of_another_whose_target_a_rapid_move_takes_out_of_range_fails():
    """「効果はあとに宣言されたほうから順に適用する。その結果、…対象の不在などで…自動的に失敗となる。」
    with 「ただし、「ラピッド」「ジャッジ」のタイミングで移動したなら、移動は攻撃より先に行われるのです。」: the
    savant's Action throw (移動1, range 0) on a doll who answers with a Rapid move of her own: her move
    pre-empts, and the throw, its target gone from its range, fails."""
    throw = part("throw", "arms", "action", 2, "0", "移動1")
    s = session([doll("a", extra=[DASH])], [savant("s", area="limbo", extra=[throw])])
    set_ap(s, "a", 3)
    set_ap(s, "s", 9)
    goto_count(s, 9)
    use(s, "s", "throw", target="a", to="hades")
    assert s.state.window.timing == "rapid"
    use(s, "a", "dash", to="elysium")
    do(s, "pass")
    assert area(s, "a") == "elysium" and ap(s, "s") == 7
    assert failed(s) == [("s", "throw")]


# =================================================================================================
# madness re-roll after a modifier
# =================================================================================================
def test_a_re_roll_that_drives_fear_mad_takes_one_off_the_new_dice():
    """shared/rules/nechronica.md: 「A player may re-roll a check by taking 1 madness point on a fetter」,
    「At 4 it is mad (発狂) and its mad effect applies until it drops to 3 or less」, 「恐怖 → −1 to action
    and madness checks」: the point she pays for the re-roll drives her 恐怖 fetter mad, so the dice she
    rolls now are a mad doll's: 6 − 1 = 5, a miss (as 隷属, judged when the check is, already was)."""
    fear = [{"target": "t", "emotion": "恐怖", "madness": 3}, {"target": "u", "emotion": "友情", "madness": 0}]
    s = session([doll("a", area="limbo", fetters=fear)], [legion("z", area="limbo", bodies=10)])
    quiet(s)
    use(s, "a", "こぶし", [2], target="z")
    do(s, "reroll", "a", fetter=0, dice=[6])
    do(s, "pass")
    assert outcomes(s) == ["failure"] and s.state.fighters["z"].bodies == 10
    assert events(s, "check_result")[-1].data["total"] == 5


def test_a_re_roll_on_another_fetter_leaves_a_modifier_as_it_was():
    """「A player may re-roll a check by taking 1 madness point on a fetter」 (docs/rulings.md: the new dice
    replace the old, declared supports/hinders still apply): a GM modifier and a support stay on the new
    dice, and fear not yet mad gives nothing."""
    fear = [{"target": "t", "emotion": "恐怖", "madness": 2}, {"target": "u", "emotion": "友情", "madness": 0}]
    s = session([doll("a", area="limbo", fetters=fear)], [legion("z", area="limbo", bodies=10)])
    quiet(s)
    use(s, "a", "こぶし", [2], target="z", modifier=-1)
    use(s, "a", "うで")                                        # +1
    do(s, "reroll", "a", fetter=0, dice=[10])                   # 恐怖 3: not mad
    do(s, "pass")
    assert events(s, "check_result")[-1].data["total"] == 10 and outcomes(s) == ["success"]


# =================================================================================================
# 戦闘の進行: the count at 0 and below
# =================================================================================================
@pytest.mark.parametrize("count", [0, -1, -5])
def test_a_count_the_gm_sets_at_zero_or_below_ends_the_round(count):
    """「カウントが「0」になったら、ターンは終了です。この時、全てのPLは任意の未練を選び、そこに狂気点を1点
    加えなければいけません。」 and 「さらに「舞台見取図」の右側にある「15」～「-5」の数値が書かれたマスにも
    マーカーを配置します。」: the GM may set the count anywhere on the track, down to −5; at 0 or below the
    round ends there and then (it sat at −5 waiting for a next_count), the madness is asked for, and the next
    round recovers max AP on top of what is left."""
    s = session([doll("a")], [legion("z")])
    do(s, "override", op="set_count", count=count)
    assert s.state.phase == "round_end" and s.state.count == 0
    assert [pr.chooser for pr in s.state.prompts] == ["a"]
    do(s, "choose", "a", fetters=[1])
    assert s.state.round == 2 and ap(s, "a") == 18 and ap(s, "z") == 16 and s.state.count == 18


def test_a_count_set_at_zero_while_a_maneuver_resolves_waits_for_the_next_count():
    """「カウントの処理 … 5. カウントの減少 ・ネクロマンサーはカウントの減少を宣言し、次のカウントの処理を
    行う。」: nothing ends a round while a maneuver is being resolved; the round ends at the GM's next_count."""
    s = session([doll("a", extra=[DASH])], [legion("z", area="limbo")])
    set_ap(s, "z", 0)
    use(s, "a", "こぶし", target="z")               # a Rapid window opens (her dash could answer)
    assert s.state.window is not None
    do(s, "override", op="set_count", count=0)
    assert s.state.phase == "battle" and s.state.window is not None
    do(s, "pass", dice=[2])
    settle(s)
    do(s, "next_count")
    assert s.state.phase == "round_end"


# =================================================================================================
# バトルパート終了
# =================================================================================================
def test_sisters_left_behind_and_finished_are_annihilated_only_the_escaped_recover_treasure_madness():
    """「なお、全てのドールが逃走を行うか、残ったドールが全滅した場合、エンドパートでの修復(後述)ができません。」
    and 「5. バトルパート終了 ・全滅の場合：エンドパートのエンディングを開始する ・それ以外の場合：「たからもの」
    への狂気点を回復させる」: a escapes; b, left behind with neither attack nor movement, is annihilated (全滅):
    no repair for anyone, and only a takes a madness point off her treasure fetter."""
    s = session([doll("a", area="eden"), doll("b")], [legion("z")])
    set_ap(s, "z", 0)
    for p in list(s.state.fighters["b"].parts):
        if p.effects.attack or p.effects.move:
            do(s, "override", op="damage", target="b", part=p.key)
    assert s.state.outcome is None
    use(s, "a", "かた", [8], escape=True)
    settle(s)
    assert s.state.outcome == "escaped" and s.state.summary["recovery"] is None
    assert [s.state.fighters[d].fetters[0].madness for d in ("a", "b")] == [2, 3]
    assert [r["doll"] for r in s.state.summary["treasure_recovery"]] == ["a"]


# =================================================================================================
# 戦闘の準備 / 勝利条件
# =================================================================================================
def test_the_nc_shows_the_victory_condition_and_any_karma_when_the_battle_begins():
    """「続いて、NCはこの戦闘における「勝利条件」をPLに示します。この際、追加のカルマ(後述)があれば、それも
    宣言しましょう。」 / 「1. バトルパート開始時 ・勝利条件の宣言 ・カルマの宣言 ・マーカーの配置」"""
    s = session([doll("a")], [legion("z")], victory={"type": "survive_rounds", "rounds": 2},
                karma=["ゾンビを近づけない"])
    started = events(s, "battle_started")
    assert len(started) == 1
    assert started[0].data == {"victory": "survive_rounds", "karma": ["ゾンビを近づけない"]}


def test_nothing_is_used_before_the_battle_begins():
    """「以上の準備が終了したなら、…何もないか、処理が終了したなら、戦闘を開始します。」: markers are placed
    before the start; maneuvers wait for it."""
    s = session([doll("a")], [legion("z")], start=False)
    do(s, "place", target="a", area="eden")
    with pytest.raises(IllegalCommandError):
        use(s, "a", "かた", to="elysium")
    do(s, "start")
    assert area(s, "a") == "eden" and s.state.count == 9
    with pytest.raises(IllegalCommandError, match="already started"):
        do(s, "start")


# =================================================================================================
# 戦闘の進行 / 戦闘の手順
# =================================================================================================
def test_the_count_goes_down_as_participants_act_not_before():
    """「カウントは戦闘参加者が行動していくとで減少します。」 / 「3. 判定を行う ・まだ行動できる → 2へ ・全員の
    行動値がカウント未満 → 4へ」: the NC cannot lower the count while someone still acts at it, and may once
    everyone's AP is below it."""
    s = session([doll("a"), doll("b")], [legion("z", base_ap=5)])
    do(s, "wait", "a")
    with pytest.raises(IllegalCommandError, match="still act"):
        do(s, "next_count")
    do(s, "wait", "b")
    do(s, "next_count")
    assert s.state.count == 8


def test_a_round_end_madness_that_fills_every_fetter_ends_the_battle_before_any_recovery():
    """「戦闘参加者全てが行動値を回復させ、まだどちらも敗北していなないなら、新しいターンのカウント処理を開始
    します。」 / 「ドールたちが全滅した → 5へ」: the round's madness point fills her last fetter: the dolls are
    annihilated, no new round begins and nobody recovers AP."""
    fetters = [{"target": "t", "emotion": "友情", "madness": 4}, {"target": "u", "emotion": "友情", "madness": 3}]
    s = session([doll("a", fetters=fetters)], [legion("z")])
    set_ap(s, "a", 0)
    set_ap(s, "z", 0)
    goto_count(s, 1)
    do(s, "next_count")
    assert s.state.outcome == "annihilated" and s.state.round == 1
    assert (ap(s, "a"), ap(s, "z")) == (0, 0)
    assert not events(s, "round_started")


def test_at_zero_ap_she_uses_no_reaction_until_the_next_round():
    """「行動値がゼロ以下となった参加者は、次のターンになるまで、「オート」のタイミングのマニューバ以外を使用
    できません。」: at 0 AP no Damage window waits on her cover; in the next round, her AP recovered, the same
    cover is declared."""
    cover = part("cover", "arms", "damage", 1, "自身", "防御1")
    s = session([doll("a", extra=[cover])], [savant("s", area="limbo", extra=[SWORD])])
    set_ap(s, "a", 0)
    use(s, "s", "sword", [9], target="a")
    settle(s)
    assert s.state.window is None and s.state.prompts[0].count == 2       # no Damage window: 2 parts
    do(s, "choose", "a", parts=s.state.prompts[0].options[:2])
    set_ap(s, "s", 0)
    goto_count(s, 1)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[1])
    assert s.state.round == 2 and (ap(s, "a"), ap(s, "s"), s.state.count) == (9, 9, 9)
    use(s, "s", "sword", [9], target="a")
    while s.state.window.timing != "damage":
        do(s, "pass")
    use(s, "a", "cover")
    do(s, "pass")
    assert ap(s, "a") == 8 and s.state.prompts[0].count == 1


# =================================================================================================
# 行動 / カウントの処理
# =================================================================================================
def test_the_cost_is_taken_off_her_ap_the_moment_she_declares():
    """「使用するマニューバを宣言したなら、そのコスト数値分だけ、行動値が一時的に減少します。」 / 「・宣言と
    同時に行動値を減少させる。」: while the Rapid window her declaration opened is still open, her AP is
    already lower."""
    s = session([doll("a", extra=[DASH])], [legion("z", area="limbo", parts=[ENEMY_DASH])])
    set_ap(s, "z", 3)
    use(s, "a", "こぶし", target="z")
    assert s.state.window.timing == "rapid" and ap(s, "a") == 7


def test_the_count_is_not_lowered_while_an_actions_effect_is_still_being_resolved():
    """「「アクション」タイミングでのマニューバの効果は、カウント減少前に同時に与えられる」 / 「4. マニューバの
    効果を適用する … 5. カウントの減少」: the count waits while a window of her attack is open."""
    s = session([doll("a")], [legion("z", area="limbo", bodies=10)])
    quiet(s)
    use(s, "a", "こぶし", [5], target="z")           # 5: her re-roll window
    set_ap(s, "a", 0)
    with pytest.raises(IllegalCommandError, match="window"):
        do(s, "next_count")


def test_the_nc_side_acts_first_whatever_the_number_of_its_participants_at_that_count():
    """「同カウント内の行動処理は、必ずNC側から行ってください。」 / 「・行動値が同じキャラクターがいた場合、NC側が
    先に行動宣言を行う。それ以外は任意。」: two legions and a doll at count 9: she waits for both, and they in
    any order."""
    s = session([doll("a")], [legion("z", base_ap=9), legion("y", base_ap=9, area="tartarus")])
    with pytest.raises(IllegalCommandError, match="NC side declares first"):
        do(s, "wait", "a")
    do(s, "wait", "y")
    with pytest.raises(IllegalCommandError, match="NC side declares first"):
        do(s, "wait", "a")
    do(s, "wait", "z")
    do(s, "wait", "a")
    assert (ap(s, "a"), ap(s, "y"), ap(s, "z")) == (8, 8, 8)


# =================================================================================================
# カウント内の処理: several reactions
# =================================================================================================
def test_one_participant_may_declare_two_damage_maneuvers_on_one_hit():
    """「同タイミングでも、「ダメージ」「ジャッジ」「ラピッド」のタイミングのものは、一体の戦闘参加者が複数を
    発動させることができます。」: two defenses of hers (different names) on one hit: −2."""
    guard = part("guard", "arms", "damage", 1, "自身", "防御1")
    brace = part("brace", "legs", "damage", 1, "自身", "防御1")
    s = session([doll("a", extra=[guard, brace])], [savant("s", area="limbo", extra=[part("maul", "arms", "action",
                                                                                           2, "0", "白兵攻撃3")])])
    set_ap(s, "a", 5)
    use(s, "s", "maul", [9], target="a")             # arms, 3 damage
    while s.state.window.timing != "damage":
        do(s, "pass")
    use(s, "a", "guard")
    use(s, "a", "brace")
    do(s, "pass")
    assert ap(s, "a") == 3
    assert s.state.prompts[0].kind == "parts" and s.state.prompts[0].count == 1     # 3 − 1 − 1


def test_reactions_of_both_sides_mixed_resolve_last_declared_first():
    """「複数の戦闘参加者が入り乱れた際には、「ラピッド」「ジャッジ」「ダメージ」のタイミングについては、後から
    出されたものを優先して処理してください。」: b supports, the horror hinders, c supports: c's first, then the
    horror's, then b's."""
    help_ = part("help", "arms", "judge", 0, "0", "支援1")
    s = session([doll("a", area="limbo"), doll("b", area="limbo", extra=[help_]), doll("c", area="limbo", extra=[help_])],
                [horror("h", area="limbo", parts=[TRIP_UP, CLAW]), legion("z", area="limbo")])
    quiet(s)
    set_ap(s, "h", 5)
    use(s, "a", "こぶし", [7], target="z")
    use(s, "b", "help")
    use(s, "h", "trip up")
    use(s, "c", "help")
    do(s, "pass")
    assert [(e.data["actor"], e.data["delta"]) for e in s.log[-1].events if e.type == "check_modified"] == \
        [("c", 1), ("h", -2), ("b", 1)]
    assert events(s, "check_result")[-1].data["total"] == 7


# =================================================================================================
# 攻撃判定: criticals and fumbles with modifiers; damage beyond the parts left
# =================================================================================================
@pytest.mark.parametrize("dice, modifier, outcome, location", [
    ([9], +2, "critical", None),          # 11以上: 大成功, the attacker chooses
    ([10], -1, "success", "arms"),        # a natural 10 taken to 9: 腕, no bonus
    ([2], -1, "fumble", None),            # 01以下: 大失敗
    ([1], +5, "success", None),           # a natural 1 taken to 6: the defender chooses
    ([1, 4], +1, "failure", None),        # two dice: 5, and the 1 is 2 after the modifier
])
def test_the_attack_table_reads_the_result_after_modifiers(dice, modifier, outcome, location):
    """攻撃判定表「01以下 大失敗」「02〜05 失敗」「06 攻撃された側は望む箇所を選ぶ」「09 腕」「11以上 大成功 (攻撃側は
    望む箇所を選び、さらにダメージを［判定値-10］上昇)」 with 「判定し、攻撃判定表で命中箇所を決定し、判定値に
    応じた結果を得ます。」: the 判定値 is the die (the highest of several) plus the modifiers (the GM's here)."""
    twin = part("twin", "arms", "action", 2, "0", "白兵攻撃1", dice=len(dice))
    s = session([doll("a", extra=[twin]), doll("b")], [savant("s", area="limbo")])
    quiet(s, "b")
    use(s, "a", "twin", dice, target="s", modifier=modifier)
    settle(s)
    assert outcomes(s) == [outcome]
    pr = s.state.prompts[0] if s.state.prompts else None
    if outcome == "critical":
        assert pr.kind == "location" and pr.chooser == "a"
        do(s, "choose", "a", location="legs")
        settle(s)
        assert s.state.prompts[0].count == 2                   # 1 + (11 − 10)
    elif outcome == "fumble":
        assert pr.kind == "victim" and pr.chooser == "a"      # her sister in the target area, or herself
        assert pr.options == ["b", "a"]
    elif location:
        assert {s.state.fighters["s"].part(k).location for k in pr.options} == {location}
        assert pr.count == 1
    elif outcome == "success":
        assert pr.kind == "location" and pr.chooser == "s"
    else:
        assert pr is None and damaged(s, "s") == []


def test_a_critical_beyond_the_parts_left_in_the_location_chosen_is_lost():
    """「大成功なら、攻撃者は任意の箇所を選んで命中させ、与えるダメージを［判定値-10］点だけ上乗せさせます。」 /
    「ダメージを受けた箇所のパーツを、ダメージと同じ数だけ損傷させてください。」 (shared rules: 「Extra damage
    beyond the intact parts of that location is lost (ruling)」): 2 + 2 on a head with one part left
    damages that part; the rest does not spill into another location."""
    s = session([doll("a", extra=[SWORD])], [savant("s", area="limbo")])
    quiet(s)
    for name in ("のうみそ", "めだま"):
        do(s, "override", op="damage", target="s", part=key(s, "s", name))
    use(s, "a", "sword", [10], target="s", modifier=2)        # 12: critical, +2
    settle(s)
    do(s, "choose", "a", location="head")
    settle(s)
    assert damaged(s, "s") == ["あご", "のうみそ", "めだま"]
    assert s.state.window is None and not s.state.prompts and not s.state.stack
    assert events(s, "damage_lost")[-1].data == {"actor": "s"}


# =================================================================================================
# 逃走 and 移動妨害
# =================================================================================================
def test_a_move_hindrance_declared_during_the_escape_check_stops_the_escape():
    """「この判定は戦闘中のもので、ジャッジタイミングのマニューバを行うこともできます」 / 「成功したドールは戦闘
    から無事に逃げ出せたこととなります。」 / 「ラピッド　他のマニューバが宣言された際に宣言できる。」 with
    shared/rules/nechronica.md 「移動妨害 N | Rapid: cancels N areas of a movement」: her sister supports the
    escape check; the zombies answer that with their mob, hindering the one still leaving: the escape is
    stopped, whatever the check (it was told as cancelling her movement, and she escaped all the same)."""
    mob = part("mob", "body", "rapid", 0, "0〜1", "移動妨害1", "enemy")
    help_ = part("help", "arms", "judge", 0, "0〜1", "支援1")
    s = session([doll("a", area="eden"), doll("b", area="eden", extra=[help_])],
                [legion("z", area="elysium", parts=[mob])])
    set_ap(s, "z", 3)
    use(s, "a", "かた", escape=True)
    do(s, "pass", dice=[7])                          # a success, as it stands
    use(s, "b", "help")
    use(s, "z", "mob", target="a")
    do(s, "pass")
    assert not s.state.fighters["a"].escaped and area(s, "a") == "eden" and s.state.outcome is None
    assert [e.type for e in s.log[-1].events][-1] == "move_cancelled"


# =================================================================================================
# the audit's table (docs/nechronica-audit.md) names tests that exist
# =================================================================================================
def test_every_test_the_audit_table_names_exists():
    """docs/nechronica-audit.md maps each sentence of 001 to the test that quotes it: every one it names is a
    test function of tests/rules/nechronica (a renamed test shows here, not as a dead reference)."""
    import ast
    import re
    from pathlib import Path
    here = Path(__file__).resolve().parent
    doc = (here.parents[2] / "docs" / "nechronica-audit.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`(test_\w+)::(test_\w+)`", doc))
    assert len(named) > 50
    for module, test in sorted(named):
        tree = ast.parse((here / f"{module}.py").read_text(encoding="utf-8"))
        assert test in {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}, f"{module}::{test}"


# =================================================================================================
# ダメージ: a part damaged while it is being used
# =================================================================================================
def test_a_chain_attack_stops_when_a_damage_answer_destroys_its_part():
    """「損傷したパーツはエンドパートに修復(後述)するまで、効果が失われます。マニューバとして使用することは
    できません。」 and 「その結果、パーツの破損、対象の不在などでマニューバの効果が発揮できなくなった場合、この
    行動は自動的に失敗となる。」: the savant answers the first hit of a's 連撃 with a Damage-timing riposte that
    destroys the weapon; the chain's next attack is not rolled (no check, no re-roll to pay for)."""
    flurry = part("flurry", "arms", "action", 2, "0", "白兵攻撃1+連撃1")
    riposte = part("riposte", "arms", "damage", 1, "0", "白兵攻撃1")
    s = session([doll("a", extra=[flurry])], [savant("s", area="limbo", extra=[riposte])])
    set_ap(s, "s", 3)
    use(s, "a", "flurry", [8], target="s")                    # torso
    while s.state.window.timing != "damage":
        do(s, "pass")
    use(s, "s", "riposte", target="a")
    do(s, "pass", dice=[9])                                   # arms
    settle(s)
    do(s, "choose", "a", parts=[key(s, "a", "flurry")])
    do(s, "choose", "s", parts=[s.state.prompts[0].options[0]])
    assert [e.data["kind"] for e in events(s, "check_rolled")] == ["attack", "attack"]    # hers, the riposte's
    assert not events(s, "chain") and failed(s) == [("a", "flurry")]
    assert s.state.window is None and not s.state.stack


def test_a_round_end_madness_that_fills_every_fetter_annihilates_before_the_round_counts_as_survived():
    """「逆に姉妹全員が攻撃手段・移動手段の両方を失うか、全ての未練を狂気で埋め尽くされてしまったなら、その時点で
    ドールたちは全滅したものと見なされます。」 with 「4. ターンの終了 ・任意の未練に狂気点を1点加える」: under
    "survive 1 round", the last round's madness point fills her last fetter: she is annihilated at that point,
    not victorious for having held out (it was told as a victory, with a recovery stock)."""
    fetters = [{"target": "t", "emotion": "友情", "madness": 4}, {"target": "u", "emotion": "友情", "madness": 3}]
    s = session([doll("a", fetters=fetters)], [legion("z")], victory={"type": "survive_rounds", "rounds": 1})
    set_ap(s, "a", 0)
    set_ap(s, "z", 0)
    goto_count(s, 1)
    do(s, "next_count")
    assert s.state.outcome == "annihilated" and s.state.summary["recovery"] is None


def test_dolls_wrecked_at_the_last_count_are_annihilated_without_the_rounds_madness():
    """「3. カウントの処理 … ・カウントが0になった → 4へ ・ドールたちが全滅した → 5へ」 with 「このNC側の攻撃で
    パーツが損傷しても、ドールたちは同カウント内で損傷したパーツのマニューバを使用できます」: the horror's Action
    at count 1 damages her last part; she still waits at that count; when it ends she is finished, so the
    battle ends there (5), and no round-end madness point is asked for (4)."""
    s = session([doll("a", extra=[SWORD])], [horror("h", area="limbo")])
    damage_all_but(s, "a", "sword")
    set_ap(s, "a", 1)
    set_ap(s, "h", 1)
    goto_count(s, 1)
    use(s, "h", "claw", [9], target="a")                      # arms: the sword
    settle(s)
    do(s, "wait", "a")
    do(s, "next_count")
    assert s.state.outcome == "annihilated" and not events(s, "round_ended")
    assert [f.madness for f in s.state.fighters["a"].fetters] == [3, 0]


# =================================================================================================
# 移動: a move answered by another move
# =================================================================================================
def test_a_move_answered_by_a_shove_still_moves_at_most_its_n_areas():
    """「ただし、「ラピッド」「ジャッジ」のタイミングで移動したなら、移動は攻撃より先に行われるのです。」 with
    shared/rules/nechronica.md 「移動 N | move the target (in range) N areas toward 楽園 or toward 奈落, chosen on
    use」: a's ほね (移動1) toward 花園; the savant's Rapid shove, resolved first, pushes her back to 地獄; her own
    move then takes her one area toward 花園, to 煉獄 (it took her two, to 花園)."""
    shove = part("shove", "arms", "rapid", 0, "0〜1", "移動1")
    s = session([doll("a")], [savant("s", area="hades", extra=[shove])])
    set_ap(s, "s", 3)
    use(s, "a", "ほね", to="elysium")
    use(s, "s", "shove", target="a", to="hades")
    do(s, "pass")
    assert [(e.data["from"], e.data["to"]) for e in events(s, "moved")] == [("limbo", "hades"), ("hades", "limbo")]
    assert area(s, "a") == "limbo"


def test_an_escape_fails_when_a_shove_resolved_first_takes_her_out_of_eden():
    """「これは「楽園」にいるドールのみ、試みることができます(サヴァントの場合は逆に「奈落」から逃走します)。」 and
    「その結果、…対象の不在などでマニューバの効果が発揮できなくなった場合、この行動は自動的に失敗となる。」: the
    savant answers her escape with a Rapid shove back into 花園: no escape check is made from there (she
    escaped from 花園), her cost stays paid."""
    shove = part("shove", "arms", "rapid", 0, "0〜1", "移動1")
    s = session([doll("a", area="eden")], [savant("s", area="elysium", extra=[shove])])
    set_ap(s, "s", 3)
    use(s, "a", "かた", escape=True)
    use(s, "s", "shove", target="a", to="elysium")
    do(s, "pass")
    assert area(s, "a") == "elysium" and not s.state.fighters["a"].escaped and ap(s, "a") == 5
    assert not events(s, "check_rolled") and events(s, "move_cancelled")


def test_an_escape_fails_when_a_judge_move_takes_her_out_of_eden_during_the_check():
    """「この判定は戦闘中のもので、ジャッジタイミングのマニューバを行うこともできます(距離は「楽園」から1離れている
    ものとします)。」 with 「これは「楽園」にいるドールのみ、試みることができます」: her check is 8, but the horror
    beside her in 楽園 answers it with a Judge-timing drag (range 0〜1: the check, one area beyond 楽園, is in
    reach) that pulls her into 花園 before the check's effect: no escape."""
    drag = part("drag", "body", "judge", 1, "0〜1", "移動1", "enemy")
    s = session([doll("a", area="eden")], [horror("h", area="eden", parts=[drag, CLAW])])
    set_ap(s, "h", 3)
    use(s, "a", "かた", [8], escape=True)
    assert s.state.window.timing == "judge"
    use(s, "h", "drag", target="a", to="elysium")
    do(s, "pass")
    assert area(s, "a") == "elysium" and not s.state.fighters["a"].escaped and s.state.outcome is None
