"""Exact odds of a Nechronica check or attack check, as fractions.

Closed forms over the highest and lowest of n d10 (P(max <= k) = (k/10)^n), judged by the same
rule as ``checks.judge_check``; tests compare every figure with a brute-force enumeration.
"""
from __future__ import annotations

from fractions import Fraction

from .checks import CRITICAL, FAILURE, FUMBLE, SUCCESS, LOCATION_BY_TOTAL

SIDES = 10


def _validate(dice: int, modifier: int) -> None:
    if type(dice) is not int or dice < 1:
        raise ValueError(f"dice must be a whole number of at least 1, not {dice!r}")
    if type(modifier) is not int:
        raise ValueError(f"modifier must be a whole number, not {modifier!r}")


def _all_between(low: int, high: int, dice: int) -> Fraction:
    """P(every die d satisfies low < d <= high), faces 1..10."""
    low, high = max(0, low), min(SIDES, high)
    return Fraction(high - low, SIDES) ** dice if high > low else Fraction(0)


def check_odds(dice: int, modifier: int) -> dict[str, Fraction]:
    """P(critical / success / failure / fumble) for ``dice`` d10, ``modifier`` added to each die."""
    _validate(dice, modifier)
    # Highest die (before the modifier) needed for each threshold on the total.
    top_fail = 5 - modifier                 # highest die <= this: not a success
    top_success = 10 - modifier             # highest die <= this: not a critical
    lowest_fumble = 1 - modifier            # a die <= this is <= 1 after the modifier
    not_success = _all_between(0, top_fail, dice)
    not_critical = _all_between(0, top_success, dice)
    failure = _all_between(lowest_fumble, top_fail, dice)
    return {
        CRITICAL: 1 - not_critical,
        SUCCESS: not_critical - not_success,
        FAILURE: failure,
        FUMBLE: not_success - failure,
    }


def attack_odds(dice: int, modifier: int) -> dict:
    """Outcomes, hit-location distribution (None = missed) and expected critical bonus damage."""
    outcomes = check_odds(dice, modifier)
    locations: dict[str | None, Fraction] = {}
    for total, location in LOCATION_BY_TOTAL.items():
        top = total - modifier
        locations[location] = _all_between(0, top, dice) - _all_between(0, top - 1, dice)
    locations["attacker_choice"] = outcomes[CRITICAL]
    locations[None] = outcomes[FAILURE] + outcomes[FUMBLE]
    bonus = Fraction(0)
    for top in range(max(1, 11 - modifier), SIDES + 1):     # highest die giving a total >= 11
        bonus += (top + modifier - 10) * (_all_between(0, top, dice) - _all_between(0, top - 1, dice))
    return {"outcomes": outcomes, "locations": locations, "expected_bonus_damage": bonus}
