"""Legion, Horror, Savant; madness and fetters; movement and escape; the end of the battle."""
import random

import pytest

from vtt.core.errors import IllegalCommandError
from tests.rules.nechronica.builders import (do, doll, goto_count, horror, key, legion, part, savant, session,
                                              set_ap, settle)


CALM = {"target": "t", "emotion": "友情", "madness": 1}


def vs(enemy, extra=(), fetters=None, options=None, dolls=()):
    s = session([doll("a", extra=extra, fetters=fetters), *dolls], [enemy], options=options)
    for e in s.state.enemies():
        set_ap(s, e.id, 0)
    goto_count(s, 9)
    return s


def hit(s, name, target, dice, actor="a"):
    do(s, "use", actor, part=key(s, actor, name), target=target, dice=dice)
    settle(s)


# -- legion -------------------------------------------------------------------------------------
def test_each_legion_body_dies_to_one_damage_whatever_the_location():
    s = vs(legion("z", area="limbo", bodies=10), extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃3")])
    hit(s, "maul", "z", [6])
    assert s.state.fighters["z"].bodies == 7 and not s.state.prompts


@pytest.mark.parametrize("effect,lost", [("白兵攻撃1+切断", 2), ("砲撃攻撃1+爆発", 2), ("射撃攻撃1+全体攻撃", 2),
                                         ("砲撃攻撃1+爆発+全体攻撃", 4)])
def test_dismember_explosive_and_area_attacks_multiply_damage_to_a_legion(effect, lost):
    s = vs(legion("z", area="limbo", bodies=10), extra=[part("w", "arms", "action", 2, "0", effect)])
    hit(s, "w", "z", [7])
    assert s.state.fighters["z"].bodies == 10 - lost


def test_defense_applies_after_multiplying_against_a_legion():
    guard = part("guard", "body", "damage", 0, "自身", "防御1", "enemy")
    s = vs(legion("z", area="limbo", bodies=10, parts=[guard]), extra=[part("w", "arms", "action", 2, "0", "白兵攻撃1+切断")])
    set_ap(s, "z", 3)
    do(s, "use", "a", part=key(s, "a", "w"), target="z", dice=[7])
    do(s, "pass")
    do(s, "use", "z", part=key(s, "z", "guard"))
    do(s, "pass")
    assert s.state.fighters["z"].bodies == 9        # 1 x2 - 1


class Sevens(random.Random):
    """Every d10 shows 7 (the feed turns one 32-bit word into a die: 7 is 6.5/10 of the way up)."""

    def getrandbits(self, k):
        return int(6.5 / 10 * (1 << 32))


def test_a_legion_chains_from_its_bodies_tens():
    rend = part("rend", "body", "action", 2, "0", "肉弾攻撃1+連撃", "enemy")
    s = session([doll("a")], [legion("z", area="limbo", bodies=25, parts=[rend], base_ap=9)])
    s.rng = Sevens()
    do(s, "use", "z", part=key(s, "z", "rend"), target="a")
    while s.state.busy:
        pr = s.state.prompts[0] if s.state.prompts else None
        if pr is None:
            do(s, "pass")
        elif pr.kind == "parts":
            do(s, "choose", pr.chooser, parts=pr.options[:pr.count])
        else:
            do(s, "choose", pr.chooser, location=pr.options[0])
    rolled = sum(1 for r in s.log for e in r.events if e.type == "check_rolled")
    assert rolled == 3                                   # 1 + 25 // 10


def test_a_legion_does_not_chain_after_a_miss():
    rend = part("rend", "body", "action", 2, "0", "肉弾攻撃1+連撃", "enemy")
    s = session([doll("a")], [legion("z", area="limbo", bodies=25, parts=[rend], base_ap=9)])
    do(s, "use", "z", part=key(s, "z", "rend"), target="a", dice=[2])
    settle(s)
    assert [e.data["outcome"] for r in s.log for e in r.events if e.type == "check_result"] == ["failure"]


def test_a_legion_is_destroyed_with_its_last_body_and_threat_counts_per_five():
    s = vs(legion("z", area="limbo", bodies=7, threat=2), extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃9")])
    hit(s, "maul", "z", [6])
    assert s.state.fighters["z"].destroyed
    assert s.state.outcome == "victory"
    assert s.state.summary["threat"] == 4 and s.state.summary["recovery"] == {"basic": 1, "reinforcement": 1}


# -- horror -------------------------------------------------------------------------------------
def test_damage_to_a_horror_destroys_parts_its_owner_picks():
    s = vs(horror("h", area="limbo"), extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃2")])
    hit(s, "maul", "h", [9])
    pr = s.state.prompts[0]
    assert pr.kind == "parts" and pr.chooser == "h" and pr.count == 2 and len(pr.options) == 3
    do(s, "choose", "h", parts=[key(s, "h", "hide"), key(s, "h", "leg")])
    assert not s.state.fighters["h"].destroyed


def test_a_horror_is_gone_when_every_part_is():
    s = vs(horror("h", area="limbo"), extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃5")])
    hit(s, "maul", "h", [9])
    assert s.state.fighters["h"].destroyed and s.state.outcome == "victory"


# -- madness ------------------------------------------------------------------------------------
def test_a_mad_dependence_fetter_costs_two_max_ap():
    s = vs(legion("z"), fetters=[{"target": "t", "emotion": "依存", "madness": 4, "treasure": True}])
    assert s.state.max_ap(s.state.fighters["a"]) == 7


def test_a_mad_trust_fetter_costs_every_other_sister_one_max_ap():
    s = session([doll("a", fetters=[{"target": "b", "emotion": "信頼", "madness": 4}]), doll("b"), doll("c")],
                [legion("z")])
    b = s.state
    assert [b.max_ap(b.fighters[x]) for x in "abc"] == [9, 8, 8]


def test_fear_gives_minus_one_to_attack_checks():
    s = vs(legion("z", area="limbo"), fetters=[{"target": "z", "emotion": "恐怖", "madness": 4}, CALM])
    hit(s, "こぶし", "z", [6])
    assert [e.data["outcome"] for r in s.log for e in r.events if e.type == "check_result"] == ["failure"]


def test_servitude_turns_failed_attack_checks_into_fumbles():
    s = vs(legion("z", area="limbo"), fetters=[{"target": "z", "emotion": "隷属", "madness": 4}, CALM])
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[4])
    settle(s)
    assert s.state.prompts[0].kind == "victim" or [e.data["outcome"] for r in s.log for e in r.events
                                                   if e.type == "check_result"] == ["fumble"]


def test_contempt_gives_enemies_in_her_area_plus_one_to_attack_her():
    s = session([doll("a", fetters=[{"target": "z", "emotion": "軽蔑", "madness": 4}, CALM])],
                [legion("z", area="limbo", base_ap=9)])
    do(s, "use", "z", part=key(s, "z", "rend"), target="a", dice=[5])
    settle(s)
    assert [e.data["total"] for r in s.log for e in r.events if e.type == "check_result"] == [6]


def test_a_doll_can_reroll_a_check_by_taking_one_madness():
    s = vs(legion("z", area="limbo"))
    do(s, "use", "a", part=key(s, "a", "こぶし"), target="z", dice=[2])
    do(s, "reroll", "a", fetter=1, dice=[8])
    settle(s)
    a = s.state.fighters["a"]
    assert a.fetters[1].madness == 1 and s.state.fighters["z"].bodies == 4


def test_a_madness_check_cannot_be_rerolled_and_failure_adds_madness():
    s = vs(legion("z"))
    do(s, "madness_check", target="a", dice=[3])
    with pytest.raises(IllegalCommandError, match="cannot be re-rolled"):
        do(s, "reroll", "a", fetter=1)
    settle(s)
    do(s, "choose", "a", fetters=[1])
    assert s.state.fighters["a"].fetters[1].madness == 1


def test_a_madness_check_fumble_also_destroys_a_basic_part_of_her_choice():
    s = vs(legion("z"))
    do(s, "madness_check", target="a", dice=[1])
    settle(s)
    assert s.state.prompts[0].kind == "madness_part"
    do(s, "choose", "a", parts=[key(s, "a", "はらわた")])
    do(s, "choose", "a", fetters=[1])
    assert s.state.fighters["a"].part(key(s, "a", "はらわた", damaged=True)).damaged


def test_a_fetter_holds_at_most_four_madness():
    s = vs(legion("z"), fetters=[{"target": "t", "emotion": "依存", "madness": 4, "treasure": True},
                                 {"target": "u", "emotion": "友情", "madness": 2},
                                 {"target": "v", "emotion": "友情", "madness": 1}])
    do(s, "madness_check", target="a", dice=[3])
    settle(s)
    assert s.state.prompts[0].options == [1, 2]
    with pytest.raises(IllegalCommandError, match="at most 4"):
        do(s, "choose", "a", fetters=[0])


def test_when_only_one_fetter_can_take_the_point_nobody_is_asked():
    """#21 item 15: no click when only one fetter can take the point."""
    s = vs(legion("z"), fetters=[{"target": "t", "emotion": "依存", "madness": 4, "treasure": True},
                                 {"target": "u", "emotion": "友情", "madness": 3}])
    do(s, "madness_check", target="a", dice=[3])
    settle(s)
    assert not s.state.prompts and not any(r.command.type == "choose" for r in s.log)
    assert [f.madness for f in s.state.fighters["a"].fetters] == [4, 4]


def test_a_doll_with_every_fetter_mad_who_gains_madness_is_heart_broken():
    s = session([doll("a", fetters=[{"target": "t", "emotion": "友情", "madness": 4}]), doll("b")], [legion("z")])
    set_ap(s, "z", 0)
    do(s, "madness_check", target="a", dice=[3])
    settle(s)
    assert s.state.fighters["a"].heart_broken


def test_mental_attack_spreads_madness_over_fetters_as_she_chooses():
    s = session([doll("a")], [legion("n", area="limbo", base_ap=9,
                                     parts=[part("wail", "body", "action", 3, "0", "精神攻撃2", "enemy")])])
    do(s, "use", "n", part=key(s, "n", "wail"), target="a", dice=[10])
    settle(s)
    pr = s.state.prompts[0]
    assert pr.kind == "fetters" and pr.count == 2
    do(s, "choose", "a", fetters=[1, 1])
    assert s.state.fighters["a"].fetters[1].madness == 2


def test_mental_attacks_are_for_enemies_only():
    s = vs(legion("z", area="limbo"), extra=[part("scream", "head", "action", 2, "0", "精神攻撃1")])
    with pytest.raises(IllegalCommandError, match="enemies only"):
        do(s, "use", "a", part=key(s, "a", "scream"), target="z")


# -- movement and escape --------------------------------------------------------------------------
def test_move_moves_the_target_toward_eden_or_tartarus_up_to_n_areas():
    s = vs(legion("z"))
    with pytest.raises(IllegalCommandError, match="moves 1 area"):
        do(s, "use", "a", part=key(s, "a", "かた"), to="eden")
    do(s, "use", "a", part=key(s, "a", "かた"), to="hades")
    assert s.state.fighters["a"].area == 1


def test_move_hinder_cancels_areas_of_a_movement():
    mob = part("mob", "body", "rapid", 0, "0", "移動妨害1", "enemy")
    s = vs(legion("z", area="limbo", parts=[mob]))
    set_ap(s, "z", 3)
    do(s, "use", "a", part=key(s, "a", "かた"), to="elysium")
    assert s.state.window.timing == "rapid"
    do(s, "use", "z", part=key(s, "z", "mob"), target="a")
    do(s, "pass")
    a = s.state.fighters["a"]
    assert a.area == 2 and a.ap == 5          # the cost is paid even though the move was negated


def test_only_a_doll_in_eden_can_try_to_escape():
    s = vs(legion("z"))
    with pytest.raises(IllegalCommandError, match="escape"):
        do(s, "use", "a", part=key(s, "a", "かた"), escape=True)


def test_a_successful_escape_check_takes_the_doll_out_and_ends_the_battle_if_all_left():
    s = session([doll("a", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    do(s, "use", "a", part=key(s, "a", "かた"), escape=True, dice=[7])
    settle(s)
    assert s.state.fighters["a"].escaped and s.state.outcome == "escaped"
    assert s.state.summary["recovery"] is None     # no repair after running away


def test_an_escape_fumble_blocks_retrying_until_the_next_round():
    s = session([doll("a", area="eden")], [legion("z")])
    set_ap(s, "z", 0)
    do(s, "use", "a", part=key(s, "a", "ほね"), escape=True, dice=[1])
    settle(s)
    do(s, "next_count")
    assert s.state.count == 6
    with pytest.raises(IllegalCommandError, match="next round"):
        do(s, "use", "a", part=key(s, "a", "かた"), escape=True)


# -- the end ----------------------------------------------------------------------------------------
def test_dolls_without_attack_or_movement_means_are_annihilated():
    s = vs(legion("z"))
    a = s.state.fighters["a"]
    for p in list(a.parts):
        if p.effects.attack or p.effects.move:
            do(s, "override", op="damage", target="a", part=p.key)
    assert s.state.outcome == "annihilated" and s.state.summary["recovery"] is None


def test_victory_recovers_treasure_madness_and_gives_the_recovery_stock():
    s = vs(legion("z", area="limbo", bodies=5, threat=1), extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃9")])
    hit(s, "maul", "z", [6])
    assert s.state.outcome == "victory"
    assert s.state.fighters["a"].fetters[0].madness == 2
    assert s.state.summary["recovery"] == {"basic": 1, "reinforcement": 1}


def test_a_damaged_treasure_recovers_no_madness():
    s = vs(legion("z", area="limbo", bodies=1), extra=[part("maul", "arms", "action", 2, "0", "白兵攻撃9")])
    do(s, "override", op="damage", target="a", part=key(s, "a", "たからもの"))
    hit(s, "maul", "z", [6])
    assert s.state.fighters["a"].fetters[0].madness == 3


def test_survive_rounds_victory_comes_after_the_last_round():
    s = session([doll("a")], [legion("z", base_ap=1)], victory={"type": "survive_rounds", "rounds": 1})
    set_ap(s, "a", 0)
    set_ap(s, "z", 0)
    goto_count(s, 1)
    do(s, "next_count")
    do(s, "choose", "a", fetters=[1])
    assert s.state.outcome == "victory"


def test_karma_achieved_gives_two_favor_each():
    s = session([doll("a")], [legion("z")], karma=["敵を全滅させる", "記憶のカケラを獲得する"])
    do(s, "karma", index=0, achieved=True)
    do(s, "karma", index=1, achieved=True)
    do(s, "override", op="end_battle", outcome="victory")
    assert s.state.summary["favor_from_karma"] == 4
