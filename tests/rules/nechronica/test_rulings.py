"""The readings docs/rulings.md writes down where the rulebook is silent or open, one test each."""
from vtt.core.records import Command
from tests.rules.nechronica.builders import (do, doll, events, goto_count, key, legion, part, quiet, session,
                                             set_ap, settle)

LEAP = part("leap", "legs", "action", 1, "自身", "移動2")


def test_move_n_goes_one_to_n_areas():
    s = session([doll("a", area="limbo", extra=[LEAP])], [legion("z", area="tartarus")])
    quiet(s)
    do(s, "use", "a", part=key(s, "a", "leap"), to="elysium")          # one area with 移動2
    settle(s)
    assert s.state.fighters["a"].area == 3


def test_a_criticals_bonus_is_multiplied_with_a_legions_damage():
    bomb = part("bomb", "arms", "action", 2, "0", "白兵攻撃1+爆発")
    s = session([doll("a", area="limbo", extra=[bomb]), doll("b", area="limbo")],
                [legion("z", bodies=10, area="limbo")])
    quiet(s)
    do(s, "use", "a", part=key(s, "a", "bomb"), target="z", dice=[10])
    assert s.state.window.timing == "judge"
    do(s, "use", "b", part=key(s, "b", "うで"))                 # support 1: 11, a critical (+1 damage)
    settle(s)
    while s.state.prompts:
        s.do(s.legal_commands(s.state.prompts[0].chooser)[0])
        settle(s)
    lost, = events(s, "bodies_lost")
    assert lost.data["lost"] == (1 + 1) * 2                     # not 1 × 2 + 1


def test_ap_has_no_floor_at_minus_five():
    crush = part("crush", "arms", "action", 7, "0", "白兵攻撃1")
    s = session([doll("a", area="limbo", extra=[crush])], [legion("z", area="limbo")])
    quiet(s)
    set_ap(s, "a", 1)
    goto_count(s, 1)
    do(s, "use", "a", part=key(s, "a", "crush"), target="z", dice=[2])
    settle(s)
    assert s.state.fighters["a"].ap == -6


def test_a_turn_kept_after_a_reaction_holds_the_count_until_she_acts_or_waits():
    dash = part("dash", "legs", "rapid", 1, "自身", "移動1")
    s = session([doll("a", area="limbo", extra=[dash])], [legion("z", area="limbo")])
    for p in ("a", "z"):
        set_ap(s, p, 9)
    goto_count(s, 9)
    do(s, "use", "z", part=key(s, "z", "rend"), target="a")     # the NC side declares first
    do(s, "use", "a", part=key(s, "a", "dash"), to="elysium")   # she answers with a Rapid move: AP 8
    settle(s)
    assert s.state.count == 9 and s.state.fighters["a"].ap == 8
    assert not s.can(Command("next_count"))                     # her turn at 9 is still hers
    do(s, "wait", "a")
    assert s.can(Command("next_count"))


def test_an_escaping_dolls_range_0_support_cannot_reach_her_own_escape_check():
    s = session([doll("a", area="eden")], [legion("z", area="tartarus")])
    do(s, "use", "a", part=key(s, "a", "かた"), escape=True, dice=[5])
    assert s.state.window.timing == "judge"
    verdict = s.can({"type": "use", "actor": "a", "part": key(s, "a", "うで")})
    assert not verdict and "range" in str(verdict)


def test_contempt_is_judged_by_the_areas_when_the_check_is_made():
    """She is mad with 軽蔑 and steps out of the attacker's area with a Rapid move answering the attack:
    the shot still reaches (range 0〜1), without the +1."""
    dash = part("dash", "legs", "rapid", 1, "自身", "移動1")
    volley = part("volley", "body", "action", 3, "0〜1", "射撃攻撃1", "enemy")
    mad = [{"target": "z", "emotion": "軽蔑", "madness": 4}, {"target": "t", "emotion": "友情", "madness": 0}]
    s = session([doll("a", area="limbo", extra=[dash], fetters=mad)],
                [legion("z", area="limbo", base_ap=9, parts=[volley])])
    goto_count(s, 9)
    do(s, "use", "z", part=key(s, "z", "volley"), target="a")
    do(s, "use", "a", part=key(s, "a", "dash"), to="elysium")
    settle(s, [5])
    check, = [e for e in events(s, "check_result") if e.data["actor"] == "z"]
    assert check.data["total"] == 5                              # in limbo at the declaration: 6


def test_a_natural_10_is_never_bettered_by_a_re_roll():
    """「1D10 + modifiers … ≥11 critical」 (rules/nechronica.md, Checks): the highest die counts and a D10
    shows 10 at most, so a madness re-roll (new dice replace the old) cannot raise a check holding a 10; the
    window only suggests one when it could (docs/rulings.md)."""
    from vtt.rules.nechronica.checks import a_re_roll_could_better
    assert not a_re_roll_could_better([10]) and not a_re_roll_could_better([3, 10], -1)
    assert not a_re_roll_could_better([10], +2)                 # a critical of 12: no die gives more
    assert a_re_roll_could_better([9], +2) and a_re_roll_could_better([4])
    assert a_re_roll_could_better([10, 1], -5)                  # a fumble (1 − 5 ≤ 1): new dice may avoid it
