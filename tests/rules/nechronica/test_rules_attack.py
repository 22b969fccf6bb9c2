"""Attack checks, the location table and damage — one test per rule sentence of 攻撃判定 / ダメージ (001)."""
import pytest

from vtt.core.errors import IllegalCommandError, MalformedCommandError
from vtt.rules.nechronica.reasons import reason_text
from tests.rules.nechronica.builders import (damaged, do, doll, goto_count, horror, key, legion, part, savant,
                                             session, set_ap, settle)

SWORD = part("sword", "arms", "action", 2, "0", "白兵攻撃2")


def duel(extra=(), target_extra=(), options=None, seed=0):
    """Doll a (acting at count 9) against savant s in the same area."""
    s = session([doll("a", extra=extra)], [savant("s", area="limbo", extra=target_extra)], options=options, seed=seed)
    set_ap(s, "s", 0)
    goto_count(s, 9)
    return s


def attack(s, dice, name="sword", target="s", actor="a"):
    do(s, "use", actor, part=key(s, actor, name), target=target, dice=dice)
    settle(s)


@pytest.mark.parametrize("roll,location", [(7, "legs"), (8, "torso"), (9, "arms"), (10, "head")])
def test_the_attack_table_sends_7_to_10_to_legs_torso_arms_head(roll, location):
    s = duel(extra=[SWORD])
    attack(s, [roll])
    pr = s.state.prompts[0]
    assert pr.kind == "parts" and pr.chooser == "s" and pr.count == 2
    assert {s.state.fighters["s"].part(k).location for k in pr.options} == {location}


def test_a_result_of_2_to_5_misses():
    s = duel(extra=[SWORD])
    attack(s, [5])
    assert damaged(s, "s") == [] and not s.state.busy


def test_on_6_the_defender_chooses_the_location_among_those_with_intact_parts():
    s = duel(extra=[SWORD])
    do(s, "override", op="damage", target="s", part=key(s, "s", "のうみそ"))
    for name in ("めだま", "あご", "たからもの"):
        do(s, "override", op="damage", target="s", part=key(s, "s", name))
    attack(s, [6])
    pr = s.state.prompts[0]
    assert pr.kind == "location" and pr.chooser == "s" and pr.options == ["arms", "torso", "legs"]


def test_a_critical_lets_the_attacker_choose_and_adds_result_minus_10_damage():
    s = duel(extra=[SWORD])
    do(s, "use", "a", part=key(s, "a", "sword"), target="s", dice=[10], modifier=2) if False else None
    s.state.fighters["a"].parts  # noqa
    do(s, "use", "a", part=key(s, "a", "sword"), target="s", dice=[10])
    do(s, "use", "a", part=key(s, "a", "うで"))        # support 1: 11 = critical
    settle(s)
    pr = s.state.prompts[0]
    assert pr.kind == "location" and pr.chooser == "a"
    do(s, "choose", "a", location="torso")
    pr = s.state.prompts[0]
    assert pr.kind == "parts" and pr.count == 3         # 2 + (11 - 10)


def test_support_after_the_roll_can_change_the_hit_location():
    s = duel(extra=[SWORD])
    do(s, "use", "a", part=key(s, "a", "sword"), target="s", dice=[8])
    do(s, "use", "a", part=key(s, "a", "うで"))          # 8 + 1 = 9: arms
    settle(s)
    pr = s.state.prompts[0]
    assert {s.state.fighters["s"].part(k).location for k in pr.options} == {"arms"}


def test_hinder_can_turn_a_hit_into_a_miss():
    s = duel(extra=[SWORD])
    set_ap(s, "s", 5)
    do(s, "use", "a", part=key(s, "a", "sword"), target="s", dice=[6])
    do(s, "use", "s", part=key(s, "s", "あし"))          # 6 - 1 = 5
    settle(s)
    assert damaged(s, "s") == [] and s.state.fighters["s"].ap == 4


def test_when_the_hit_location_is_all_damaged_the_attacker_chooses_another():
    s = duel(extra=[SWORD])
    for k in [p.key for p in s.state.fighters["s"].parts if p.location == "legs"]:
        do(s, "override", op="damage", target="s", part=k)
    attack(s, [7])
    pr = s.state.prompts[0]
    assert pr.kind == "location" and pr.chooser == "a" and "legs" not in pr.options


def test_the_defender_picks_which_parts_are_damaged():
    s = duel(extra=[SWORD])
    attack(s, [10])
    opts = s.state.prompts[0].options
    pick = [key(s, "s", "めだま"), key(s, "s", "あご")]
    assert set(pick) <= set(opts)
    with pytest.raises(MalformedCommandError):
        do(s, "choose", "a", parts=pick) if False else do(s, "choose", "s", parts=pick[:1])
    do(s, "choose", "s", parts=pick)
    assert damaged(s, "s") == ["あご", "めだま"]


def test_a_part_cannot_be_damaged_twice():
    s = duel(extra=[SWORD])
    attack(s, [10])
    k = key(s, "s", "めだま")
    with pytest.raises(IllegalCommandError, match="damaged twice"):
        do(s, "choose", "s", parts=[k, k])


def test_damage_beyond_the_intact_parts_of_the_location_is_lost():
    big = part("maul", "arms", "action", 2, "0", "白兵攻撃9")
    s = duel(extra=[big])
    attack(s, [7], name="maul")
    assert damaged(s, "s") == ["あし", "ほね", "ほね"]
    assert any(e.type == "damage_lost" for r in s.log for e in r.events)


def test_damaged_parts_lose_their_maneuvers():
    s = duel(extra=[SWORD])
    do(s, "override", op="damage", target="a", part=key(s, "a", "sword"))
    with pytest.raises(IllegalCommandError, match="damaged"):
        do(s, "use", "a", part=key(s, "a", "sword"), target="s")


def test_a_fumble_hits_an_ally_in_the_target_area_or_the_attacker_who_chooses():
    s = session([doll("a", extra=[SWORD]), doll("b")], [savant("s", area="limbo")])
    set_ap(s, "s", 0)
    set_ap(s, "b", 0)
    goto_count(s, 9)
    attack(s, [1])
    pr = s.state.prompts[0]
    assert pr.kind == "victim" and pr.chooser == "a" and set(pr.options) == {"a", "b"}
    do(s, "choose", "a", target="b")
    pr = s.state.prompts[0]
    assert pr.kind == "location" and pr.chooser == "b"          # 001: the one hit picks
    # and says so: 命中した側 (the side that hit) read as the attacker picking (001: 選ばれた対象は任意の箇所を選択)
    assert reason_text(pr.phrase.template, pr.phrase.fields, "ja") == "bに命中：大失敗：攻撃を受けた側が命中箇所を選ぶ"


def test_english_option_the_attacker_also_picks_the_fumble_location():
    s = duel(extra=[SWORD], options={"fumble_attacker_picks_location": True})
    attack(s, [1])
    do(s, "choose", "a", target="a")
    assert s.state.prompts[0].chooser == "a" and s.state.prompts[0].kind == "location"


def test_english_option_the_prompt_says_the_attacker_picks_where_her_sister_is_hit():
    """With the option the question still said the one hit picks, under the attacker's name."""
    s = session([doll("a", extra=[SWORD]), doll("b")], [savant("s", area="limbo")],
                options={"fumble_attacker_picks_location": True})
    set_ap(s, "s", 0)
    set_ap(s, "b", 0)
    goto_count(s, 9)
    attack(s, [1])
    do(s, "choose", "a", target="b")
    pr = s.state.prompts[0]
    assert pr.kind == "location" and pr.chooser == "a"
    assert pr.text == "b is hit — fumble: the attacker chooses the location"
    assert reason_text(pr.phrase.template, pr.phrase.fields, "ja") == "bに命中：大失敗：攻撃側が命中箇所を選ぶ"


def test_a_fumble_with_several_dice_destroys_the_part_used():
    gun = part("twin", "arms", "action", 2, "0", "射撃攻撃1", dice=2)
    s = duel(extra=[gun])
    do(s, "use", "a", part=key(s, "a", "twin"), target="s", dice=[1, 3])
    settle(s)
    assert "twin" in damaged(s, "a")


def test_defense_reduces_damage_at_damage_timing():
    shield = part("shield", "arms", "damage", 1, "自身", "防御1")
    s = duel(extra=[SWORD], target_extra=[shield])
    set_ap(s, "s", 3)
    do(s, "use", "a", part=key(s, "a", "sword"), target="s", dice=[10])
    do(s, "pass")                       # the Judge window
    assert s.state.window.timing == "damage"
    do(s, "use", "s", part=key(s, "s", "shield"))
    do(s, "pass")
    pr = s.state.prompts[0]
    assert pr.count == 1 and s.state.fighters["s"].ap == 2


def test_dismember_failure_damages_every_part_in_the_location():
    blade = part("blade", "arms", "action", 2, "0", "白兵攻撃1+切断")
    s = duel(extra=[blade])
    do(s, "use", "a", part=key(s, "a", "blade"), target="s", dice=[7])    # legs
    settle(s, [3])                                                         # dismember check 3
    assert damaged(s, "s") == ["あし", "ほね", "ほね"]


def test_dismember_success_is_ordinary_damage():
    blade = part("blade", "arms", "action", 2, "0", "白兵攻撃1+切断")
    s = duel(extra=[blade])
    do(s, "use", "a", part=key(s, "a", "blade"), target="s", dice=[7])
    settle(s, [6])
    assert s.state.prompts[0].kind == "parts" and s.state.prompts[0].count == 1


def test_explosive_also_hits_an_adjacent_location_chosen_by_the_defender():
    bomb = part("bomb", "arms", "action", 2, "0", "砲撃攻撃1+爆発")
    s = duel(extra=[bomb])
    attack(s, [8], name="bomb")                              # torso
    do(s, "choose", "s", parts=[key(s, "s", "はらわた")])
    pr = s.state.prompts[0]
    assert pr.kind == "adjacent" and pr.options == ["arms", "legs"]
    do(s, "choose", "s", location="legs")
    do(s, "choose", "s", parts=[key(s, "s", "あし")])
    assert damaged(s, "s") == ["あし", "はらわた"]


def test_area_attack_hits_everyone_in_the_target_area_friend_or_foe():
    flame = part("flame", "arms", "action", 2, "0", "射撃攻撃1+全体攻撃")
    s = session([doll("a", extra=[flame]), doll("b")], [legion("z", area="limbo", bodies=10)])
    set_ap(s, "z", 0)
    set_ap(s, "b", 0)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "flame"), target="z", dice=[10])
    settle(s)
    # the legion takes 1 x2 (area attack on a legion); b is hit in the head too
    assert s.state.fighters["z"].bodies == 8
    assert s.state.prompts[0].chooser == "b" or "b" in [e.data.get("target") for r in s.log for e in r.events]


def test_chain_attack_rolls_more_checks_after_a_success_and_a_fumble_ends_it():
    claws = part("claws", "arms", "action", 2, "0", "白兵攻撃1+連撃2")
    s = session([doll("a", extra=[claws])], [legion("z", area="limbo", bodies=10)])
    set_ap(s, "z", 0)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "claws"), target="z", dice=[7])
    settle(s, [1])
    rolls = [e for r in s.log for e in r.events if e.type == "check_result"]
    assert [e.data["outcome"] for e in rolls] == ["success", "fumble"]


def test_chain_attacks_continue_after_a_plain_failure():
    claws = part("claws", "arms", "action", 2, "0", "白兵攻撃1+連撃2")
    s = session([doll("a", extra=[claws])], [legion("z", area="limbo", bodies=10)])
    set_ap(s, "z", 0)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "claws"), target="z", dice=[7])
    settle(s, [3], [9])
    assert s.state.fighters["z"].bodies == 8


def test_trip_costs_the_target_two_action_points():
    kick = part("kick", "legs", "action", 2, "0", "肉弾攻撃1+転倒")
    s = duel(extra=[kick])
    set_ap(s, "s", 5)
    attack(s, [7], name="kick")
    assert s.state.fighters["s"].ap == 3


def test_range_is_measured_in_areas():
    s = session([doll("a", extra=[part("rifle", "arms", "action", 2, "1〜2", "射撃攻撃1")])],
                [legion("z", area="limbo"), legion("y", area="hades"), legion("x", area="tartarus")])
    for e in ("z", "y", "x"):
        set_ap(s, e, 0)
    goto_count(s, 9)
    with pytest.raises(IllegalCommandError, match="range"):
        do(s, "use", "a", part=key(s, "a", "rifle"), target="z")
    assert s.can({"type": "use", "actor": "a", "part": key(s, "a", "rifle"), "target": "y"})
    assert s.can({"type": "use", "actor": "a", "part": key(s, "a", "rifle"), "target": "x"})


def test_parts_damaged_by_a_same_count_action_can_still_be_used_that_count():
    s = session([doll("a", extra=[SWORD])], [horror("h", area="limbo")])
    set_ap(s, "h", 9)
    do(s, "use", "h", part=key(s, "h", "claw"), target="a", dice=[9])    # arms
    settle(s)
    do(s, "choose", "a", parts=[key(s, "a", "sword"), key(s, "a", "こぶし")][:1]) if s.state.prompts else None
    assert s.state.fighters["a"].part(key(s, "a", "sword")).damaged
    do(s, "use", "a", part=key(s, "a", "sword"), target="h", dice=[3])     # still usable at count 9
    settle(s)
    do(s, "next_count")
    with pytest.raises(IllegalCommandError, match="damaged"):
        goto_count(s, 7)
        do(s, "use", "a", part=key(s, "a", "sword"), target="h")


def test_a_same_count_move_does_not_dodge_an_action_attack():
    s = session([doll("a")], [horror("h", area="limbo")])
    set_ap(s, "h", 9)
    do(s, "wait", "h")              # NC first: the horror waits, then a moves away at count 9
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium")
    do(s, "override", op="set_ap", target="h", ap=9)
    # the horror still sees a where she stood at the start of the count
    assert s.can({"type": "use", "actor": "h", "part": key(s, "h", "claw"), "target": "a"})


def test_a_rapid_move_in_answer_pre_empts_the_attack_which_then_fails_out_of_range():
    # 001: 「ラピッド」「ジャッジ」のタイミングで移動したなら、移動は攻撃より先に行われる
    dash = part("dash", "body", "rapid", 1, "自身", "移動1", "enemy")
    s = session([doll("a", extra=[SWORD])], [legion("z", area="limbo", parts=[dash])])
    set_ap(s, "z", 3)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "sword"), target="z")
    assert s.state.window.timing == "rapid"
    do(s, "use", "z", part=key(s, "z", "dash"), to="hades")
    do(s, "pass")
    assert s.state.fighters["z"].area == 1 and s.state.fighters["z"].bodies == 5
    assert s.state.fighters["a"].ap == 7                       # the cost stays paid
    assert any(e.type == "maneuver_failed" for e in s.log[-1].events)
