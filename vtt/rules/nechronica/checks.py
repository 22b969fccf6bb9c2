"""Judging a Nechronica check exactly as BCDice does, and the attack location table."""
from __future__ import annotations

from typing import ClassVar

from vtt.core.fielded import Fielded

CRITICAL, SUCCESS, FAILURE, FUMBLE = "critical", "success", "failure", "fumble"

# Attack table: check total -> hit location (None below 6).
LOCATION_BY_TOTAL = {6: "defender_choice", 7: "legs", 8: "torso", 9: "arms", 10: "head"}


class CheckResult(Fielded):
    """A judged check, never changed once made (a plain class, not a frozen dataclass: the engine is imported before
    the first paint, vtt.core.fielded; equal and hashed by its fields, as the dataclass was)."""
    __slots__ = ("dice", "modifier", "total", "outcome")
    _fields: ClassVar[tuple[str, ...]] = ("dice", "modifier", "total", "outcome")

    dice: tuple[int, ...]   # as rolled
    modifier: int           # added to each die
    total: int              # highest die + modifier
    outcome: str            # critical | success | failure | fumble

    def __init__(self, dice: tuple[int, ...], modifier: int, total: int, outcome: str) -> None:
        self.dice = dice
        self.modifier = modifier
        self.total = total
        self.outcome = outcome

    def __hash__(self) -> int:
        return hash((self.dice, self.modifier, self.total, self.outcome))

    @property
    def succeeded(self) -> bool:
        return self.outcome in (CRITICAL, SUCCESS)

    @property
    def location(self) -> str | None:
        return attack_location(self.total) if self.succeeded else None

    @property
    def bonus_damage(self) -> int:
        return self.total - 10 if self.outcome == CRITICAL else 0

    @property
    def parts_lost(self) -> int:
        """A fumble with several dice destroys every part used for the roll (BCDice: dice count)."""
        return len(self.dice) if self.outcome == FUMBLE and len(self.dice) > 1 else 0


def judge_check(dice, modifier: int = 0) -> CheckResult:
    """The modifier is added to each die and the highest counts: >=11 critical, >=6 success,
    otherwise any die <=1 (after the modifier) is a fumble, else a failure."""
    return CheckResult(tuple(dice), modifier, max(dice) + modifier, check_outcome(dice, modifier))


def check_outcome(dice, modifier: int = 0) -> str:
    """Only the outcome of ``judge_check`` (the AI weighs many what-ifs)."""
    total = max(dice) + modifier
    if total >= 11:
        return CRITICAL
    if total >= 6:
        return SUCCESS
    if min(dice) + modifier <= 1:
        return FUMBLE
    return FAILURE


def a_re_roll_could_better(dice, modifier: int = 0) -> bool:
    """Whether re-rolling ``dice`` (a madness re-roll: new dice replace the old) could give a better check.
    Not after a natural 10: a D10 shows no more, so the highest die cannot rise; unless the check is a
    fumble (a die ≤ 1 after a large minus), which new dice could avoid (docs/rulings.md)."""
    return 10 not in dice or check_outcome(dice, modifier) == FUMBLE


def attack_location(total: int) -> str | None:
    if total >= 11:
        return "attacker_choice"
    return LOCATION_BY_TOTAL.get(total)
