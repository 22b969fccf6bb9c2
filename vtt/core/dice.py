"""The random feed: seeded dice and card draws, with hand-entered values taking precedence (physical
dice and cards at the table). In a ruleset whose d10s are typed as they show their 10, ``0`` (hundred,
ashes: its ``d10_zero_is_ten``), a typed 0 on a d10 is read as 10 (and recorded so)."""
from __future__ import annotations

import random

from .errors import MalformedCommandError

#: the largest seed a battle may have (a file's seed is a whole number from 0 to it): a new battle's own is
#: below 2**62, the simulator's battles' below 2**63 (vtt.sim.simulator.battle_seed)
MAX_SEED = (1 << 63) - 1


class DiceFeed:
    """Supplies die results and card draws for one command: entered values first, then the seeded RNG.

    Every value handed out is remembered in ``used`` so the command can be recorded with exactly the
    dice it consumed, which makes a replay exact. Each value the RNG gives costs exactly one 32-bit
    word of it (``drawn`` counts them), so a session's random state is its seed and the number of words
    drawn: a saved battle keeps that number and a reloaded one rolls on exactly as if never saved.
    """

    __slots__ = ("_entered", "_rng", "used", "drawn", "_zero_is_ten")

    def __init__(self, rng: random.Random, entered=None, zero_is_ten: bool = False):
        self._entered = list(entered or ())
        self._rng = rng
        self.used: list[int] = []
        self.drawn = 0
        self._zero_is_ten = zero_is_ten

    def _below(self, n: int) -> int:
        """A uniform whole number in [0, n) from one 32-bit word (n is at most a few hundred: the bias
        of the multiply-shift is below one in ten million)."""
        self.drawn += 1
        return (self._rng.getrandbits(32) * n) >> 32

    def roll(self, count: int, sides: int = 10) -> list[int]:
        out = []
        for _ in range(count):
            if self._entered:
                v = self._entered.pop(0)
                if v == 0 and sides == 10 and self._zero_is_ten and type(v) is int:
                    v = 10                 # a physical d10 shows its 10 as 0: typed as it shows, read as 10
                if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= sides:
                    raise MalformedCommandError("die value {value!r} is not a whole number from 1 to {sides}",
                                                value=v, sides=sides)
            else:
                v = self._below(sides) + 1
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
            v = deck[self._below(len(deck))]
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


def feed_of(rng, dice=None, zero_is_ten: bool = False) -> DiceFeed:
    """The feed a roller in a system's dice syntax rolls through: the session's own, when it hands one as
    ``rng`` (a free roll: vtt.core.free_roll; its typed dice are in it already), else a new one on ``rng``
    (None: a fresh random.Random) with ``dice`` entered by hand."""
    if isinstance(rng, DiceFeed):
        return rng
    return DiceFeed(rng if rng is not None else random.Random(), dice, zero_is_ten)


def random_state(seed: int, drawn: int) -> random.Random:
    """The RNG of a session seeded ``seed`` after ``drawn`` words (see DiceFeed)."""
    rng = random.Random(seed)
    if drawn:
        rng.getrandbits(32 * drawn)        # one call: the same words as ``drawn`` calls of 32 bits
    return rng
