"""Seeded dice, with hand-entered values taking precedence (physical dice at the table)."""
from __future__ import annotations

import random

from .errors import MalformedCommandError


class DiceFeed:
    """Supplies die results for one command: entered values first, then the seeded RNG.

    Every value handed out is remembered in ``used`` so the command can be recorded with
    exactly the dice it consumed, which makes a replay exact.
    """

    __slots__ = ("_entered", "_rng", "used")

    def __init__(self, rng: random.Random, entered=None):
        self._entered = list(entered or ())
        self._rng = rng
        self.used: list[int] = []

    def roll(self, count: int, sides: int = 10) -> list[int]:
        out = []
        for _ in range(count):
            if self._entered:
                v = self._entered.pop(0)
                if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= sides:
                    raise MalformedCommandError("die value {value!r} is not a whole number from 1 to {sides}",
                                                value=v, sides=sides)
            else:
                v = self._rng.randint(1, sides)
            out.append(v)
        self.used.extend(out)
        return out

    @property
    def unused(self) -> list[int]:
        return list(self._entered)
