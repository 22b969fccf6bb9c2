"""The random feed: seeded dice and card draws, with hand-entered values taking precedence (physical
dice and cards at the table). In a ruleset whose d10s are typed as they show their 10, ``0`` (hundred,
ashes: its ``d10_zero_is_ten``), a typed 0 on a d10 is read as 10 (and recorded so)."""
from __future__ import annotations

import random
from typing import Any

from .errors import MalformedCommandError

#: the largest seed a battle may have (a file's seed is a whole number from 0 to it): a new battle's own is
#: below 2**62, the simulator's battles' below 2**63 (vtt.sim.simulator.battle_seed)
MAX_SEED = (1 << 63) - 1


#: what a feed hands out for a die when nothing typed is for it: the computer rolls it
_COMPUTER = object()
#: a typed "-" in the dice typed ahead (vtt.core.session.Session.pending_dice, by roll): the computer rolls the
#: whole roll it stands for
SKIP = None


class DiceFeed:
    """Supplies die results and card draws for one command: entered values first, then the seeded RNG.

    Every value handed out is remembered in ``used`` so the command can be recorded with exactly the
    dice it consumed, which makes a replay exact. Each value the RNG gives costs exactly one 32-bit
    word of it (``drawn`` counts them), so a session's random state is its seed and the number of words
    drawn: a saved battle keeps that number and a reloaded one rolls on exactly as if never saved.

    A ruleset names each roll as it makes it (``begin``: whose, what for; every die asked for until the next
    ``begin`` is that roll's), which is how typed dice find their roll and a trial tells the rolls apart:

    - ``by_roll`` (the GM's dice typed ahead at the table): each roll takes its own dice, whole: the next
      typed values, as many as it asks for (a die at its highest rolled again takes one more), or, after a
      typed "-" (``SKIP``), none: the computer rolls it. A roll whose typed dice run out before it is done
      is refused (``UnfitDiceError``); a hand of cards typed in part is drawn on by the computer. Without it (a command's own dice, a script's): the next values,
      whatever asks for them, the RNG once they run out.
    - ``record`` (a trial on a copy of the battle, vtt.core.session.Session.rolls): ``rolls`` lists each roll
      as [who, what, explode, [the sides of each die, 0 for a card]]; the computer's dice never show their
      highest (a trial tells the pools, not their explosions).
    """

    __slots__ = ("_entered", "_rng", "used", "drawn", "_zero_is_ten", "_by_roll", "_typed", "_who", "_what",
                 "rolls", "_namer")

    def __init__(self, rng: random.Random, entered=None, zero_is_ten: bool = False, by_roll: bool = False,
                 record: bool = False, namer=None):
        self._entered = list(entered or ())
        self._rng = rng
        self.used: list[int] = []
        self.drawn = 0
        self._zero_is_ten = zero_is_ten
        self._by_roll = by_roll
        self._typed = -1            # by roll: -1 no die of this roll yet, 0 the computer rolls it, 1 typed dice do
        self._who: object = None
        self._what: object = None
        self.rolls: list | None = [] if record else None
        self._namer = namer          # who → her name, for a refusal (the session's)

    def begin(self, who: object, what: object, explode: bool = False) -> None:
        """A roll starts: ``who``'s (a participant's id; None: nobody's, the poison's), ``what`` for (a Term of
        the ruleset), ``explode``: a die at its highest is rolled again and added. Every die asked for until
        the next ``begin`` is this roll's."""
        if self.rolls is not None:
            self.rolls.append([who, what, explode, []])
        if self._by_roll:
            # its dice are found when it asks for its first: a roll of no dice (a pool of 0) takes nothing
            self._who, self._what, self._typed = who, what, -1

    def _start(self) -> None:
        entered = self._entered
        if entered and entered[0] is SKIP:
            entered.pop(0)
            self._typed = 0
        else:
            self._typed = 1 if entered else 0

    def _next(self, sides: int) -> object:
        """The typed value for the next die (``_COMPUTER``: none, the computer rolls it)."""
        if self.rolls is not None:
            if not self.rolls:
                self.rolls.append([None, None, False, []])     # a roll nobody named
            self.rolls[-1][3].append(sides)
        if not self._by_roll:
            return self._entered.pop(0) if self._entered else _COMPUTER
        if self._typed < 0:
            self._start()                    # its first die (a roll nobody named: one roll from there)
        if self._typed == 0:
            return _COMPUTER
        if not self._entered or self._entered[0] is SKIP:
            if sides == 0:                   # a hand of cards typed in part: the computer draws the rest
                self._typed = 0
                return _COMPUTER
            who = self._who
            raise UnfitDiceError("The dice typed ran out in the middle of a roll ({who}: {what}): type all its dice, "
                                 "or - for the computer to roll it", who=self._name(who), what=self._what or "")
        return self._entered.pop(0)

    def _name(self, who: object) -> object:
        if who is None:
            return "-"
        return self._namer(who) if self._namer is not None else who

    def _below(self, n: int) -> int:
        """A uniform whole number in [0, n) from one 32-bit word (n is at most a few hundred: the bias
        of the multiply-shift is below one in ten million)."""
        self.drawn += 1
        return (self._rng.getrandbits(32) * n) >> 32

    def roll(self, count: int, sides: int = 10) -> list[int]:
        out = []
        for _ in range(count):
            v: Any = self._next(sides)
            if v is _COMPUTER:
                if self.rolls is not None and sides > 1:
                    v = self._below(sides - 1) + 1      # a trial: never its highest (no explosion)
                else:
                    v = self._below(sides) + 1
            else:
                if v == 0 and sides == 10 and self._zero_is_ten and type(v) is int:
                    v = 10                 # a physical d10 shows its 10 as 0: typed as it shows, read as 10
                if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= sides:
                    raise MalformedCommandError("die value {value!r} is not a whole number from 1 to {sides}",
                                                value=v, sides=sides)
            out.append(v)
        self.used.extend(out)
        return out

    def draw(self, deck: list[int]) -> int:
        """One card taken from ``deck`` (a list of card values, changed in place): the entered value if
        one waits (it must be in the deck), else a random one. Recorded like a die, so a replay is exact."""
        v: Any = self._next(0)
        if v is not _COMPUTER:
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
    def unused(self) -> list:
        return list(self._entered)


class UnfitDiceError(MalformedCommandError):
    """Dice typed by roll that do not fit the roll they reach (it needs more than were typed for it)."""


#: the largest value typed at the table (no die or deck has more faces): a larger one is refused unread
MOST_TYPED = 10 ** 6


def check_typed(values: list, by_roll: bool = False) -> None:
    """Refuse values typed ahead that are not whole numbers (``SKIP`` too, by roll: a roll the computer
    makes), before any is rolled: a clear message, never a number too long to be written in one."""
    for v in values:
        if v is SKIP and by_roll:
            continue
        if type(v) is not int:
            raise MalformedCommandError("a value typed at the table is a whole number (a die's face, a card) or - (the "
                                        "computer rolls that roll), not {value}", value=repr(v)[:40])
        if not -MOST_TYPED <= v <= MOST_TYPED:
            raise MalformedCommandError("a value typed at the table is at most {most}", most=MOST_TYPED)


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
