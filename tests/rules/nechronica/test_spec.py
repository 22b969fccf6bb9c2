"""The team's rules page (shared/rules/nechronica.md) read statement by statement.

Each test quotes the English sentence of the spec it checks; dice are entered by hand, so every result
is fixed. Only what the other rule tests (test_rules_*.py, test_rulebook_*.py, test_dice.py,
test_resources.py) leave out is checked here.
"""
import pytest
from pydantic import ValidationError

from vtt import RESOURCES
from vtt.core.errors import IllegalCommandError
from vtt.core.files import load_model
from vtt.rules.nechronica.catalog import load_catalog
from vtt.rules.nechronica.models import EnemyFile, Fetter, PartSpec
from tests.rules.nechronica.builders import (damaged, do, doll, events, goto_count, horror, key, legion,
                                             outcomes, part, quiet, savant, session, set_ap, settle)

CALM = {"target": "t", "emotion": "友情", "madness": 0}
SWORD = part("sword", "arms", "action", 2, "0", "白兵攻撃2")


def use(s, actor, name, dice=None, **params):
    if dice is not None:
        params["dice"] = dice
    return do(s, "use", actor, part=key(s, actor, name), **params)


def max_ap(s, pid):
    return s.state.max_ap(s.state.fighters[pid])


# === Checks ========================================================================================

def test_a_part_rolls_at_most_four_dice_and_the_highest_counts():
    """"Several dice (some parts add dice, up to 4): keep the highest\""""
    with pytest.raises(ValidationError):
        PartSpec(name="x", location="arms", timing="action", cost=2, range="0", effect="白兵攻撃1", dice=5)
    gun = part("gun", "arms", "action", 2, "0", "射撃攻撃1", dice=4)
    s = session([doll("a", extra=[gun])], [legion("z", area="limbo", bodies=10)])
    quiet(s)
    use(s, "a", "gun", [1, 1, 1, 7], target="z")
    settle(s)
    assert [e.data["dice"] for e in events(s, "check_rolled")] == [[1, 1, 1, 7]]
    assert outcomes(s) == ["success"] and s.state.fighters["z"].bodies == 9
    assert damaged(s, "a") == []                     # a 1 among several dice is no fumble when one hits


# === Attack resolution — extra facts ================================================================

def test_damage_on_a_savant_damages_parts_in_the_hit_location_the_savant_picks():
    """"Damage N on a doll or savant: N intact parts in the hit location are damaged; the defender picks
    which.\""""
    s = session([doll("a", extra=[SWORD])], [savant("s", area="limbo")])
    quiet(s)
    use(s, "a", "sword", [7], target="s")                # 7: legs
    settle(s)
    pr = s.state.prompts[0]
    legs = [p.key for p in s.state.fighters["s"].parts if p.location == "legs"]
    assert (pr.kind, pr.chooser, pr.count, sorted(pr.options)) == ("parts", "s", 2, sorted(legs))
    do(s, "choose", "s", parts=[key(s, "s", "ほね"), key(s, "s", "あし")])
    assert damaged(s, "s") == ["あし", "ほね"]


# === Effect keywords ================================================================================

@pytest.mark.parametrize("kind", ["肉弾", "白兵", "射撃", "砲撃"])
def test_each_attack_type_deals_its_n_damage(kind):
    """"肉弾/白兵/射撃/砲撃攻撃 N | attack of that type (unarmed/melee/shooting/blast) for N damage\""""
    s = session([doll("a", extra=[part("w", "arms", "action", 2, "0", f"{kind}攻撃3")])],
                [savant("s", area="limbo")])
    quiet(s)
    use(s, "a", "w", [8], target="s")                    # torso: せぼね, はらわた ×2 and one more
    settle(s)
    pr = s.state.prompts[0]
    assert (pr.kind, pr.chooser, pr.count) == ("parts", "s", 3)
    kinds = {"肉弾": "unarmed", "白兵": "melee", "射撃": "shooting", "砲撃": "blast"}
    assert s.state.fighters["a"].part(key(s, "a", "w")).effects.attack == kinds[kind]


def test_a_mental_attack_has_no_damage_timing():
    """"精神攻撃 N (enemy only) | on a hit the target gains N madness, spread over her fetters as she chooses;
    no Damage timing, no critical bonus\""""
    shield = part("shield", "arms", "damage", 1, "0", "防御1")
    whisper = part("whisper", "body", "action", 3, "0", "精神攻撃1", "enemy")
    s = session([doll("a", extra=[shield], fetters=[CALM, {**CALM, "target": "u"}])],
                [legion("n", area="limbo", base_ap=9, parts=[whisper])])
    use(s, "n", "whisper", [8], target="a")
    while s.state.window is not None:
        assert s.state.window.timing != "damage"
        do(s, "pass")
    pr = s.state.prompts[0]
    assert (pr.kind, pr.chooser, pr.count) == ("fetters", "a", 1)
    assert not any(e.data["timing"] == "damage" for e in events(s, "window_opened"))


@pytest.mark.parametrize("effect,die,outcome", [("支援2", 4, "success"), ("妨害2", 7, "failure")])
def test_support_and_hinder_n_add_or_take_n(effect, die, outcome):
    """"支援 N / 妨害 N | Judge: +N / −N to a check in range\""""
    s = session([doll("a", extra=[part("j", "head", "judge", 1, "0〜1", effect)])],
                [legion("z", area="limbo", bodies=10)])
    quiet(s)
    use(s, "a", "こぶし", [die], target="z")
    use(s, "a", "j")
    settle(s)
    assert outcomes(s) == [outcome]
    assert [e.data["total"] for e in events(s, "check_result")] == [die + (2 if effect == "支援2" else -2)]


def test_move_n_moves_another_target_in_range_n_areas_either_way():
    """"移動 N | move the target (in range) N areas toward 楽園 or toward 奈落, chosen on use\""""
    shove = part("shove", "arms", "action", 2, "0〜1", "移動2")
    s = session([doll("a", extra=[shove]), doll("b", area="elysium")], [legion("z", area="tartarus")])
    quiet(s)
    set_ap(s, "b", 0)
    with pytest.raises(IllegalCommandError, match="moves 2 area"):
        use(s, "a", "shove", target="b", to="tartarus")        # 3 areas from 花園
    with pytest.raises(IllegalCommandError, match="range"):
        use(s, "a", "shove", target="z", to="hades")           # z in 奈落 is 2 areas from 煉獄
    use(s, "a", "shove", target="b", to="hades")               # 2 toward 奈落
    settle(s)
    assert s.state.fighters["b"].area == 1
    goto_count(s, 7)
    use(s, "a", "shove", target="b", to="elysium")             # 2 toward 楽園
    settle(s)
    assert s.state.fighters["b"].area == 3


def test_defense_n_takes_n_off_the_damage():
    """"防御 N | Damage: −N damage\""""
    armor = part("armor", "torso", "damage", 1, "自身", "防御2")
    s = session([doll("a", extra=[part("axe", "arms", "action", 2, "0", "白兵攻撃3")])],
                [savant("s", area="limbo", extra=[armor])])
    quiet(s)
    set_ap(s, "s", 3)
    use(s, "a", "axe", [7], target="s")                  # legs: ほね, ほね, あし
    while s.state.window.timing != "damage":
        do(s, "pass")
    use(s, "s", "armor")
    settle(s)
    pr = s.state.prompts[0]
    assert (pr.kind, pr.chooser, pr.count) == ("parts", "s", 1)     # 3 − 2


def test_a_savant_makes_her_own_dismemberment_check():
    """"切断 | doll/savant: the defender makes a dismemberment check (ordinary check, 6+, ruling); on failure
    every intact part in that location is damaged.\""""
    axe = part("axe", "arms", "action", 2, "0", "白兵攻撃1+切断")
    s = session([doll("a", extra=[axe])], [savant("s", area="limbo")])
    quiet(s)
    use(s, "a", "axe", [7], target="s")                  # legs
    settle(s, [5])
    rolled = [e.data for e in events(s, "check_rolled") if e.data["kind"] == "dismember"]
    assert [d["actor"] for d in rolled] == ["s"]
    assert damaged(s, "s") == ["あし", "ほね", "ほね"]


def test_max_ap_plus_n_lasts_while_the_part_is_intact():
    """"最大行動値 +N | while the part is intact\""""
    booster = part("booster", "torso", "auto", None, "自身", "最大行動値+2")
    s = session([doll("a", extra=[booster])], [legion("z")])
    assert max_ap(s, "a") == 11
    do(s, "override", op="damage", target="a", part=key(s, "a", "booster"))
    assert max_ap(s, "a") == 9


# === Action points, count, rounds ===================================================================

def test_max_ap_counts_skills_as_well_as_parts():
    """"Max AP = 6 + bonuses of intact parts and skills (のうみそ +2, めだま +1, …) − mad effects. A new doll
    with only basic parts has 9.\""""
    skill = part("quick", "skill", "auto", None, "自身", "最大行動値+1", "skill")
    s = session([doll("a"), doll("b", extra=[skill])], [legion("z")])
    assert max_ap(s, "a") == 9 and max_ap(s, "b") == 10


def test_spine_discounts_pool_and_are_spent_as_she_likes():
    """"せぼね (Spine, Action 1, self): one maneuver used at a later Count of the same round costs 1 less
    (minimum 0); uses stack as a pool of discounts spent as the player likes.\""""
    s = session([doll("a")], [legion("z", base_ap=1)])
    use(s, "a", "せぼね")                                   # 9 -> 8, discount from count 9
    do(s, "next_count")
    use(s, "a", "せぼね", discount=1)                       # 8 -> 8: cost 1 − 1, discount from count 8
    assert s.state.fighters["a"].ap == 8 and s.state.fighters["a"].spine == [8]
    use(s, "a", "せぼね")                                   # 8 -> 7
    do(s, "next_count")
    use(s, "a", "かた", to="elysium", discount=2)           # 4 − 2: both discounts on one maneuver
    a = s.state.fighters["a"]
    assert a.ap == 5 and a.spine == []


def test_a_spine_discount_never_takes_a_cost_below_zero():
    """"one maneuver used at a later Count of the same round costs 1 less (minimum 0)\""""
    free = part("free", "head", "action", 0, "自身", "なし")
    s = session([doll("a", extra=[free])], [legion("z", base_ap=1)])
    use(s, "a", "せぼね")
    do(s, "next_count")
    use(s, "a", "free", discount=1)
    assert s.state.fighters["a"].ap == 8 and s.state.fighters["a"].spine == []


def test_spine_discounts_expire_with_the_round():
    """"せぼね (Spine, Action 1, self): one maneuver used at a later Count of the same round costs 1 less\""""
    s = session([doll("a")], [legion("z", base_ap=1)])
    set_ap(s, "z", 0)
    set_ap(s, "a", 1)
    goto_count(s, 1)
    use(s, "a", "せぼね")                                   # 1 -> 0, discount from count 1
    do(s, "next_count")                                    # the round ends
    do(s, "choose", "a", fetters=[1])
    assert s.state.round == 2 and s.state.fighters["a"].spine == []
    set_ap(s, "a", 9)
    goto_count(s, 9)
    with pytest.raises(IllegalCommandError, match="Spine"):
        use(s, "a", "かた", to="elysium", discount=1)


def test_at_round_end_every_participant_recovers_its_own_max_ap():
    """"Round end: every doll adds 1 madness point to a fetter of her choice; then everyone's AP += max AP.\""""
    s = session([doll("a")], [legion("z", base_ap=8), horror("h", base_ap=7)])
    for pid, ap in (("a", 0), ("z", -1), ("h", 2)):
        set_ap(s, pid, ap)
    goto_count(s, 1)
    do(s, "next_count")
    assert s.state.phase == "round_end" and s.state.fighters["z"].ap == -1
    do(s, "choose", "a", fetters=[1])
    ps = s.state.fighters
    assert (ps["a"].ap, ps["z"].ap, ps["h"].ap) == (9, 7, 9)


# === Basic parts ====================================================================================

BASIC_TABLE = [
    ("head", "のうみそ", "auto", None, "自身", "最大行動値+2"),
    ("head", "めだま", "auto", None, "自身", "最大行動値+1"),
    ("head", "あご", "action", 2, "0", "肉弾攻撃1"),
    ("arms", "こぶし", "action", 2, "0", "肉弾攻撃1"),
    ("arms", "うで", "judge", 1, "0", "支援1"),
    ("arms", "かた", "action", 4, "自身", "移動1"),
    ("torso", "せぼね", "action", 1, "自身", None),
    ("torso", "はらわた", "auto", None, "-", "なし"),
    ("torso", "はらわた", "auto", None, "-", "なし"),
    ("legs", "ほね", "action", 3, "自身", "移動1"),
    ("legs", "ほね", "action", 3, "自身", "移動1"),
    ("legs", "あし", "judge", 1, "0", "妨害1"),
]


def test_the_basic_parts_are_the_tables():
    """"Basic parts (every doll), plus one treasure" — the table of location, part, timing / cost / range,
    effect."""
    parts = load_catalog().basic_parts()
    rows = [(p.location, p.name_ja, p.timing, p.cost, p.range, None if p.name_ja == "せぼね" else p.effect)
            for p in parts if p.category != "treasure"]
    assert rows == BASIC_TABLE
    treasures = [p for p in parts if p.category == "treasure"]
    assert len(treasures) == 1 and treasures[0].timing == "auto"


def test_a_doll_of_basic_parts_uses_them_as_the_table_says():
    """"のうみそ Brain | Auto / – / self | max AP +2" … "あし Foot | Judge / 1 / 0 | 妨害1\""""
    s = session([doll("a")], [legion("z", area="limbo")])
    a = s.state.fighters["a"]
    fx = {p.name_ja: p.effects for p in a.parts}
    assert (fx["のうみそ"].max_ap, fx["めだま"].max_ap) == (2, 1)
    assert (fx["あご"].attack, fx["あご"].damage) == ("unarmed", 1)
    assert (fx["こぶし"].attack, fx["こぶし"].damage) == ("unarmed", 1)
    assert (fx["うで"].support, fx["あし"].hinder) == (1, 1)
    assert fx["かた"].move == fx["ほね"].move == 1 and fx["せぼね"].spine
    assert not fx["はらわた"].automated and not fx["たからもの"].automated


# === Enemies ========================================================================================

def _enemy(name):
    return load_model(EnemyFile, RESOURCES / "enemies" / f"{name}.json")


@pytest.mark.parametrize("name,threat,rows", [
    ("zombie", 1, [("action", 2, "0", "肉弾攻撃1+連撃"), ("action", 3, "自身", "移動1"),
                   ("rapid", 0, "0", "移動妨害1")]),
    ("soldier", 2, [("action", 3, "0〜1", "射撃攻撃2+連撃")]),
    ("nightmare", 2, [("action", 3, "0", "精神攻撃1+連撃")]),
])
def test_the_typical_legions_are_the_specs(name, threat, rows):
    """"Typical: Zombie (threat 1 per 5, max AP 8; Rend Action/2/0 肉弾攻撃1+連撃; Shamble Action/3/self 移動1;
    Mob Rapid/0/0 移動妨害1), Soldier (2 per 5, max AP 8, Action/3/0〜1 射撃攻撃2+連撃), Nightmare (2 per 5,
    max AP 8, Action/3/0 精神攻撃1+連撃).\""""
    e = _enemy(name)
    assert (e.kind, e.threat, e.base_ap) == ("legion", threat, 8)
    have = [(p.timing, p.cost, p.range, p.effect) for p in e.parts]
    for row in rows:
        assert row in have
    s = session([doll("a")], [{"id": "e", "area": "hades", "enemy": e.model_dump()}], start=False)
    assert max_ap(s, "e") == 8


def test_the_ghoul_is_the_specs():
    """"Ghoul: threat 2, max AP 8.\""""
    e = _enemy("ghoul")
    assert (e.kind, e.threat) == ("horror", 2)
    s = session([doll("a")], [{"id": "g", "area": "hades", "enemy": e.model_dump()}], start=False)
    assert max_ap(s, "g") == 8


def _shipped(name, pid, area):
    return {"id": pid, "area": area, "enemy": _enemy(name).model_dump()}


def test_the_shipped_nightmares_whisper_madness_and_chain_from_their_bodies():
    """"Nightmare (2 per 5, max AP 8, Action/3/0 精神攻撃1+連撃)" with "精神攻撃 N … on a hit the target gains
    N madness" and "Its chain value is ⌊bodies in the area ÷ 10⌋.\""""
    s = session([doll("a", fetters=[CALM, {"target": "u", "emotion": "友情", "madness": 0}])],
                [_shipped("nightmare", "n", "limbo")])
    do(s, "wait", "a")                                   # 9 -> 8: the nightmares act with her at count 8
    do(s, "next_count")
    s.pending_dice = [6, 6]
    use(s, "n", "悪夢の囁き", target="a")
    placed = 0
    while s.state.busy:
        if s.state.prompts:
            pr = s.state.prompts[0]
            assert (pr.kind, pr.count) == ("fetters", 1)
            do(s, "choose", "a", fetters=[placed % 2])
            placed += 1
        else:
            do(s, "pass")
    assert placed == 2                                   # 1 + ⌊10 ÷ 10⌋ hits, 1 madness each
    assert [f.madness for f in s.state.fighters["a"].fetters] == [1, 1]
    assert s.state.fighters["n"].ap == 5


def test_the_shipped_soldiers_shoot_one_area_away_for_two():
    """"Soldier (2 per 5, max AP 8, Action/3/0〜1 射撃攻撃2+連撃)\""""
    s = session([doll("a")], [_shipped("soldier", "g", "hades")])
    do(s, "wait", "a")
    do(s, "next_count")
    use(s, "g", "一斉射撃", [8], target="a")             # torso, from the next area
    while s.state.window is not None:
        do(s, "pass")
    pr = s.state.prompts[0]
    assert (pr.kind, pr.chooser, pr.count) == ("parts", "a", 2)
    assert {s.state.fighters["a"].part(k).location for k in pr.options} == {"torso"}


def test_a_legion_chains_from_the_bodies_it_has_now():
    """"Its chain value is ⌊bodies in the area ÷ 10⌋.\""""
    rend = part("rend", "body", "action", 2, "0", "肉弾攻撃1+連撃", "enemy")
    s = session([doll("a", extra=[SWORD])], [legion("z", area="limbo", bodies=21, parts=[rend], base_ap=9)])
    do(s, "wait", "z")
    use(s, "a", "sword", [6], target="z")                # 2 damage: 21 -> 19 bodies
    settle(s)
    assert s.state.fighters["z"].bodies == 19
    set_ap(s, "a", 0)
    do(s, "next_count")
    s.pending_dice = [7, 7, 7, 7]                        # every attack check hits the legs
    use(s, "z", "rend", target="a")
    while s.state.busy:
        if s.state.prompts:
            pr = s.state.prompts[0]
            do(s, "choose", pr.chooser, parts=pr.options[:pr.count])
        else:
            do(s, "pass")
    attacks = [e for e in events(s, "check_rolled") if e.data["kind"] == "attack" and e.data["actor"] == "z"]
    assert len(attacks) == 1 + 19 // 10                 # not 1 + 21 // 10
    assert damaged(s, "a") == ["ほね", "ほね"]


def test_the_battles_threat_is_the_sum_and_sets_the_recovery_stock_rounded_up():
    """"Threat of a battle = sum of its enemies' threat; it sets the recovery stock after a victory (seeds:
    basic ⌈threat/4⌉, reinforcement ⌈threat/8⌉).\""""
    s = session([doll("a")], [legion("z", bodies=6, threat=1), horror("h", threat=7)])
    do(s, "override", op="end_battle", outcome="victory")
    assert s.state.summary["threat"] == 2 + 7
    assert s.state.summary["recovery"] == {"basic": 3, "reinforcement": 2}


def test_a_legion_in_one_area_is_one_participant_with_one_attack():
    """"All bodies of one legion in one area act as one participant (one action, one attack).\""""
    s = session([doll("a")], [legion("z", area="limbo", bodies=40, base_ap=9)])
    use(s, "z", "rend", [7], target="a")
    settle(s)
    assert len(events(s, "check_rolled")) == 1
    pr = s.state.prompts[0]
    assert (pr.kind, pr.count) == ("parts", 1)
    assert s.state.fighters["z"].ap == 7 and "z" not in s.state.due


# === Madness ========================================================================================

def test_a_new_fetter_starts_at_three():
    """"a new fetter (and the treasure fetter) starts at 3.\""""
    assert Fetter(target="x", emotion="依存").madness == 3
    assert Fetter(target="x", emotion="依存", treasure=True).madness == 3


def test_a_mad_effect_applies_only_while_the_fetter_is_at_four():
    """"At 4 it is mad (発狂) and its mad effect applies until it drops to 3 or less.\""""
    s = session([doll("a", fetters=[{"target": "t", "emotion": "依存", "madness": 4}, CALM])], [legion("z")])
    assert max_ap(s, "a") == 7
    do(s, "override", op="madness", target="a", fetter=0, value=3)
    assert max_ap(s, "a") == 9


@pytest.mark.parametrize("emotion,delta", [("依存", -2), ("不安", -2), ("恐怖", 0), ("友情", 0)])
def test_dependence_and_anxiety_mad_cost_two_max_ap(emotion, delta):
    """"依存 (Sisters/Neutral) and 不安 (Enemies) → max AP −2\""""
    s = session([doll("a", fetters=[{"target": "t", "emotion": emotion, "madness": 4}, CALM])], [legion("z")])
    assert max_ap(s, "a") == 9 + delta


def test_a_fetter_going_mad_mid_round_keeps_her_current_ap():
    """"Current AP is never reduced by losing max AP mid-round." with "依存 … → max AP −2\""""
    s = session([doll("a", fetters=[{"target": "t", "emotion": "依存", "madness": 3}, CALM])], [legion("z")])
    set_ap(s, "z", 0)
    do(s, "madness_check", target="a", dice=[2])
    settle(s)
    do(s, "choose", "a", fetters=[0])
    a = s.state.fighters["a"]
    assert a.fetters[0].mad and max_ap(s, "a") == 7 and a.ap == 9


def test_madness_beyond_the_last_free_point_breaks_her_heart():
    """"A doll with every fetter at 4 who gains another point is heart-broken (精神崩壊).\""""
    wail = part("wail", "body", "action", 3, "0", "精神攻撃2", "enemy")
    s = session([doll("a", fetters=[{"target": "t", "emotion": "友情", "madness": 4},
                                    {"target": "u", "emotion": "友情", "madness": 3}]), doll("b")],
                [legion("n", area="limbo", base_ap=10, parts=[wail])])
    use(s, "n", "wail", [7], target="a")
    settle(s)
    pr = s.state.prompts[0]
    assert (pr.kind, pr.count, pr.options) == ("fetters", 1, [1, "overflow"])
    do(s, "choose", "a", fetters=[1])
    a = s.state.fighters["a"]
    assert a.fetters[1].madness == 4 and a.heart_broken and a.out


def test_fear_gives_minus_one_to_an_escape_check():
    """"恐怖 → −1 to action and madness checks\""""
    s = session([doll("a", area="eden", fetters=[{"target": "z", "emotion": "恐怖", "madness": 4}, CALM])],
                [legion("z")])
    quiet(s)
    use(s, "a", "かた", [6], escape=True)
    settle(s)
    assert outcomes(s, "escape") == ["failure"] and not s.state.fighters["a"].escaped


def test_servitude_turns_a_failure_into_a_fumble_but_leaves_hits_alone():
    """"隷属 → failed attack checks become fumbles\""""
    servile = [{"target": "z", "emotion": "隷属", "madness": 4}, CALM]
    s = session([doll("a", fetters=servile), doll("b")], [legion("z", area="limbo", bodies=10)])
    quiet(s)
    set_ap(s, "b", 0)
    use(s, "a", "こぶし", [4], target="z")
    settle(s)
    assert outcomes(s) == ["fumble"]
    pr = s.state.prompts[0]
    assert (pr.kind, pr.chooser, sorted(pr.options)) == ("victim", "a", ["a", "b"])
    s = session([doll("a", fetters=servile)], [legion("z", area="limbo", bodies=10)])
    quiet(s)
    use(s, "a", "こぶし", [6], target="z")
    settle(s)
    assert outcomes(s) == ["success"] and s.state.fighters["z"].bodies == 9


def test_a_servile_failure_with_several_dice_is_a_fumble_that_destroys_the_part():
    """"隷属 → failed attack checks become fumbles" and "if none succeeds and any die is ≤1 after modifiers,
    it is a fumble and every part used for that roll is destroyed\""""
    gun = part("gun", "arms", "action", 2, "0", "射撃攻撃1", dice=2)
    s = session([doll("a", extra=[gun], fetters=[{"target": "z", "emotion": "隷属", "madness": 4}, CALM])],
                [legion("z", area="limbo", bodies=10)])
    quiet(s)
    use(s, "a", "gun", [3, 4], target="z")
    settle(s)
    assert outcomes(s) == ["fumble"]
    assert "gun" in damaged(s, "a")


def test_servitude_does_not_touch_checks_other_than_attacks():
    """"隷属 → failed attack checks become fumbles\""""
    s = session([doll("a", area="eden", fetters=[{"target": "z", "emotion": "隷属", "madness": 4}, CALM])],
                [legion("z")])
    quiet(s)
    use(s, "a", "かた", [3], escape=True)
    settle(s)
    assert outcomes(s, "escape") == ["failure"]
    goto_count(s, 5)
    use(s, "a", "かた", escape=True, dice=[3])          # not blocked: it was no fumble
    settle(s)


def test_contempt_helps_only_enemies_in_her_area():
    """"軽蔑 → enemies in her area get +1 to attack her.\""""
    volley = part("volley", "body", "action", 3, "0〜1", "射撃攻撃1", "enemy")
    s = session([doll("a", fetters=[{"target": "z", "emotion": "軽蔑", "madness": 4}, CALM])],
                [legion("near", area="limbo", base_ap=9, parts=[volley]),
                 legion("far", area="hades", base_ap=9, parts=[volley])])
    use(s, "far", "volley", [5], target="a")
    settle(s)
    use(s, "near", "volley", [5], target="a")
    settle(s)
    assert [(e.data["actor"], e.data["total"]) for e in events(s, "check_result")] == [("far", 5), ("near", 6)]


def test_end_of_battle_treasure_recovery_may_use_any_fetter_as_the_errata_allow():
    """"End of battle: each doll with an intact treasure removes 1 madness point (default: from the treasure
    fetter; errata allow any fetter).\""""
    fetters = [{"target": "treasure", "emotion": "依存", "madness": 1, "treasure": True},
               {"target": "b", "emotion": "友情", "madness": 3}]
    for option, expected in ((False, [0, 3]), (True, [1, 2])):
        s = session([doll("a", fetters=fetters)], [legion("z")],
                    options={"treasure_recovery_any_fetter": option} if option else None)
        do(s, "override", op="end_battle", outcome="victory")
        assert [f.madness for f in s.state.fighters["a"].fetters] == expected
