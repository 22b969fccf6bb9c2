"""Exact check and attack odds against a brute-force enumeration of every d10 outcome."""
import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vtt.rules.nechronica.checks import judge_check
from vtt.rules.nechronica.odds import attack_odds, check_odds


def brute_force(dice: int, modifier: int):
    outcomes, locations, bonus = Counter(), Counter(), 0
    for roll in itertools.product(range(1, 11), repeat=dice):
        result = judge_check(roll, modifier)
        outcomes[result.outcome] += 1
        locations[result.location] += 1
        bonus += result.bonus_damage
    n = 10 ** dice
    return ({k: Fraction(v, n) for k, v in outcomes.items()},
            {k: Fraction(v, n) for k, v in locations.items()},
            Fraction(bonus, n))


def _nonzero(d):
    return {k: v for k, v in d.items() if v}


@pytest.mark.parametrize("dice", [1, 2, 3, 4])
@pytest.mark.parametrize("modifier", range(-11, 12))
def test_odds_match_brute_force(dice, modifier):
    outcomes, locations, bonus = brute_force(dice, modifier)
    assert _nonzero(check_odds(dice, modifier)) == outcomes
    attack = attack_odds(dice, modifier)
    assert _nonzero(attack["outcomes"]) == outcomes
    assert _nonzero(attack["locations"]) == locations
    assert attack["expected_bonus_damage"] == bonus


def test_one_die_without_modifier():
    assert check_odds(1, 0) == {"critical": 0, "success": Fraction(1, 2),
                                "failure": Fraction(2, 5), "fumble": Fraction(1, 10)}


def test_two_dice_plus_one_attack():
    odds = attack_odds(2, 1)
    assert odds["outcomes"]["critical"] == Fraction(19, 100)     # a 10 on either die
    assert odds["locations"]["head"] == Fraction(17, 100)        # highest die exactly 9
    assert odds["expected_bonus_damage"] == Fraction(19, 100)


@given(dice=st.integers(1, 12), modifier=st.integers(-20, 20))
def test_outcomes_and_locations_each_sum_to_one(dice, modifier):
    odds = attack_odds(dice, modifier)
    assert sum(odds["outcomes"].values()) == 1
    assert sum(odds["locations"].values()) == 1
    assert all(0 <= p <= 1 for p in odds["outcomes"].values())


@given(dice=st.integers(1, 8), modifier=st.integers(-10, 10))
def test_another_die_never_lowers_the_chance_to_succeed(dice, modifier):
    def hit(n):
        o = check_odds(n, modifier)
        return o["critical"] + o["success"]
    assert hit(dice + 1) >= hit(dice)


@pytest.mark.parametrize("dice, modifier", [(0, 0), (-1, 0), (1.5, 0), (2, 0.5), (True, 0)])
def test_bad_arguments_are_refused(dice, modifier):
    with pytest.raises(ValueError):
        check_odds(dice, modifier)
