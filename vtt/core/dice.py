"""The random feed: seeded dice and card draws, with hand-entered values taking precedence (physical
dice and cards at the table)."""
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

    def draw(self, deck: list[int]) -> int:
        """One card taken from ``deck`` (a list of card values, changed in place): the entered value if
        one waits (it must be in the deck), else a random one. Recorded like a die, so a replay is exact."""
        if self._entered:
            v = self._entered.pop(0)
            if isinstance(v, bool) or v not in deck:
                raise MalformedCommandError("card {value!r} is not in the deck ({left} cards left)",
                                            value=v, left=len(deck))
        elif deck:
            v = deck[self._rng.randrange(len(deck))]
        else:
            raise MalformedCommandError("the deck is empty")
        deck.remove(v)
        self.used.append(v)
        return v

    def shuffle(self, deck: list[int]) -> list[int]:
        """The whole ``deck`` in a random (or entered) order; the deck is left empty."""
        return [self.draw(deck) for _ in range(len(deck))]

    @property
    def unused(self) -> list[int]:
        return list(self._entered)
