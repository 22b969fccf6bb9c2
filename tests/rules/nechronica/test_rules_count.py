"""Count, rounds and action points — one test per rule sentence of 戦闘の進行 / 行動 (001)."""
import pytest

from vtt.core.errors import IllegalCommandError
from tests.rules.nechronica.builders import do, doll, goto_count, key, legion, part, session, set_ap, settle


def test_count_starts_at_the_highest_max_ap():
    s = session([doll("a"), doll("b", extra=[part("brain2", "head", "auto", None, "自身", "最大行動値+1")])],
                [legion("z")])
    assert s.state.count == 10          # 6 + brain 2 + eyes 1 + 1


def test_everyone_starts_the_first_round_with_ap_equal_to_max_ap():
    s = session([doll("a")], [legion("z", base_ap=7)])
    assert s.state.fighters["a"].ap == 9 and s.state.fighters["z"].ap == 7


def test_a_participant_acts_only_when_her_ap_equals_the_count():
    s = session([doll("a")], [legion("z")])
    with pytest.raises(IllegalCommandError, match="acts when her action points equal the count"):
        do(s, "wait", "z")
    do(s, "wait", "a")


def test_waiting_costs_one_action_point():
    s = session([doll("a")], [legion("z")])
    do(s, "wait", "a")
    assert s.state.fighters["a"].ap == 8


def test_the_cost_is_paid_on_declaration():
    s = session([doll("a")], [legion("z")])
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium")
    assert s.state.fighters["a"].ap == 5


def test_counts_where_nobody_acts_are_passed():
    s = session([doll("a")], [legion("z", base_ap=5)])
    do(s, "wait", "a")                          # a: 8
    do(s, "next_count")
    assert s.state.count == 8
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium")   # a: 4
    do(s, "next_count")
    assert s.state.count == 5                  # 7 and 6 had nobody


def test_the_count_cannot_advance_while_someone_still_acts_at_it():
    s = session([doll("a")], [legion("z")])
    with pytest.raises(IllegalCommandError, match="still act"):
        do(s, "next_count")


def test_action_maneuvers_can_be_used_again_in_the_same_round():
    s = session([doll("a", area="limbo")], [legion("z", area="limbo", bodies=20)])
    goto_count(s, 9)
    set_ap(s, "z", 0)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[3])
    settle(s)
    do(s, "next_count")
    assert s.state.count == 7
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[3])
    assert s.state.fighters["a"].ap == 5


def test_a_maneuver_can_be_declared_even_if_it_takes_ap_below_zero():
    s = session([doll("a")], [legion("z")])
    set_ap(s, "a", 2)
    goto_count(s, 2)
    set_ap(s, "z", 0)
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium")
    assert s.state.fighters["a"].ap == -2


def test_at_zero_ap_or_less_only_auto_maneuvers_can_be_used():
    # b (AP 0) may not support a's check with うで
    s = session([doll("a"), doll("b")], [legion("z", area="limbo", bodies=20)])
    set_ap(s, "b", 0)
    set_ap(s, "z", 0)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[5])
    assert s.state.window.timing == "judge"
    with pytest.raises(IllegalCommandError, match="only Auto maneuvers"):
        do(s, "use", "b", part=key(s, "b", "うで"))


def test_judge_damage_and_rapid_maneuvers_are_once_per_round_per_name():
    s = session([doll("a"), doll("b")], [legion("z", area="limbo", bodies=20)])
    set_ap(s, "z", 0)
    set_ap(s, "b", 9)
    goto_count(s, 9)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[5])
    do(s, "use", "b", part=key(s, "b", "うで"))        # b: 9 -> 8, her count-9 turn still to come
    settle(s)
    do(s, "use", "b", part=key(s, "b", "こぶし"), target="z", dice=[5])
    with pytest.raises(IllegalCommandError, match="once per round"):
        do(s, "use", "b", part=key(s, "b", "うで"))


def test_judge_maneuvers_of_different_names_can_both_be_used():
    s = session([doll("a"), doll("b")], [legion("z", area="limbo", bodies=20)])
    set_ap(s, "z", 0)
    goto_count(s, 9)
    set_ap(s, "b", 0)
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[5])
    do(s, "use", "a", part=key(s, "a", "うで"))
    do(s, "use", "a", part=key(s, "a", "あし"))   # pointless but allowed (001)
    settle(s)
    assert any(e.type == "check_result" and e.data["total"] == 5 for r in s.log for e in r.events)


def test_at_round_end_every_doll_adds_one_madness_then_ap_recovers_by_max_ap():
    s = session([doll("a")], [legion("z")])
    set_ap(s, "a", 1)
    set_ap(s, "z", 0)
    goto_count(s, 1)
    do(s, "use", "a", part=key(s, "a", "ほね"), to="elysium")   # 1 - 3 = -2
    do(s, "next_count")
    assert s.state.phase == "round_end"
    assert s.state.prompts[0].chooser == "a" and s.state.prompts[0].kind == "fetters"
    do(s, "choose", "a", fetters=[1])
    a = s.state.fighters["a"]
    assert a.fetters[1].madness == 1
    assert s.state.round == 2 and a.ap == -2 + 9      # recovers max AP, not "to" max AP


def test_losing_max_ap_mid_round_does_not_reduce_current_ap_but_the_next_recovery():
    s = session([doll("a")], [legion("z")])
    do(s, "override", op="damage", target="a", part=key(s, "a", "のうみそ"))
    a = s.state.fighters["a"]
    assert a.ap == 9 and s.state.max_ap(a) == 7


def test_at_the_same_count_the_nc_side_declares_first():
    s = session([doll("a")], [legion("z", base_ap=9)])
    with pytest.raises(IllegalCommandError, match="NC side declares first"):
        do(s, "wait", "a")
    do(s, "wait", "z")
    do(s, "wait", "a")


def test_nc_first_can_be_switched_off():
    s = session([doll("a")], [legion("z", base_ap=9)], options={"nc_declares_first": False})
    do(s, "wait", "a")


def test_spine_discount_applies_at_a_later_count_of_the_same_round():
    s = session([doll("a")], [legion("z", base_ap=1)])
    do(s, "use", "a", part=key(s, "a", "せぼね"))          # 9 -> 8
    do(s, "next_count")
    with pytest.raises(IllegalCommandError, match="Spine"):
        do(s, "use", "a", part=key(s, "a", "かた"), to="elysium", discount=2)
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium", discount=1)   # 8 - 3
    assert s.state.fighters["a"].ap == 5
    assert s.state.fighters["a"].spine == []


def test_ap_spent_on_a_judge_maneuver_before_acting_does_not_cost_the_action_at_this_count():
    # 001: 「ダメージ」「ジャッジ」「ラピッド」で行動値が減少しても、そのカウントにおいて「アクション」を使用できる
    s = session([doll("a")], [legion("z", area="limbo", base_ap=9)])
    do(s, "use", "z", part=key(s, "z", "rend"), target="a", dice=[6])
    do(s, "use", "a", part=key(s, "a", "あし"))        # hinder: a 9 -> 8, and the attack misses
    settle(s)
    a = s.state.fighters["a"]
    assert a.ap == 8 and s.state.count == 9
    do(s, "wait", "a")                                   # still her turn at count 9
    assert a.ap == 7
    with pytest.raises(IllegalCommandError, match="equal the count"):
        do(s, "wait", "a")


def test_once_her_turn_is_taken_she_waits_for_the_count_to_reach_her_new_ap():
    s = session([doll("a")], [legion("z", base_ap=1)])
    do(s, "wait", "a")
    with pytest.raises(IllegalCommandError):
        do(s, "wait", "a")
