"""The rolls a command will make, for any ruleset: whose, what for, which dice (the dice box says what the dice
typed at the table feed next, and which of them go to which roll).

A ruleset names each roll where it makes it (``DiceFeed.begin(who, what, explode)``: the feed then hands each
roll its own typed dice, vtt.core.dice); what a command will roll is asked of the session
(``Session.rolls(command)``): the ruleset's own answer where it has one (its optional ``rolls(state,
command)``), else a trial of the command on a copy of the battle with dice of its own (nothing of the battle
changes, none of its dice are drawn, and the trial's dice never show their highest: it tells the pools before
any explosion). Rolls that depend on a result of the same command (a hit's follow-up) are what the trial's
dice gave: the typed dice still go to the rolls in the order the rules make them.

``upcoming(session)``: the rolls of the moment, whatever the answer (what every answer that rolls shares
first, then what only some of them roll, with the answers that do); ``allot(typed, rolls)``: which typed value
goes to which of them, and what does not fit (a value no die of its roll shows, a roll typed in part, more
than the rolls take). No Qt: the window tells these (vtt.ui.widgets.dice_entry)."""
from __future__ import annotations

# (typing named only for annotations: a module imported after PySide that names it has PySide's import check read
# typing.py's source, ~2 M instructions at a window's first paint; docs/gui.md, "The eleventh round")
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

from .dice import SKIP
from .frozen import Frozen, _set
from .records import Command

#: a card in ``Roll.dice``: no die
CARD = 0
#: at most this many answers are named after a roll only some of them make ("if Dodge, Block…")
NAMED = 2
#: a die at its highest is rolled again at most this often in a typed roll (hundred rolls again up to 20 times)
EXPLOSIONS = 20


class Roll(Frozen):
    """One roll: ``who``'s (a participant's id; None: nobody's), ``what`` for (a Term of the ruleset, or
    None), ``dice``: the sides of each die in the order they are rolled (``CARD``: a card drawn), ``explode``:
    a die at its highest is rolled again and added (typed: the die, then its next roll)."""

    who: str | None
    what: Any
    dice: tuple[int, ...]
    explode: bool
    __slots__ = ("who", "what", "dice", "explode")

    def __init__(self, who: str | None, what: Any, dice: tuple[int, ...], explode: bool = False):
        _set(self, "who", who)
        _set(self, "what", what)
        _set(self, "dice", tuple(dice))
        _set(self, "explode", explode)

    @property
    def cards(self) -> int:
        return sum(1 for d in self.dice if d == CARD)

    def expression(self) -> str:
        """Its dice as a pool: "2d10+1d6" (consecutive dice of the same sides counted); cards not said."""
        groups: list[list[int]] = []
        for d in self.dice:
            if d == CARD:
                continue
            if groups and groups[-1][0] == d:
                groups[-1][1] += 1
            else:
                groups.append([d, 1])
        return "+".join(f"{n}d{sides}" for sides, n in groups)


def recorded(rolls: list) -> list[Roll]:
    """The rolls a trial's feed recorded (``DiceFeed.rolls``), those that rolled a die or drew a card."""
    return [Roll(who if isinstance(who, str) else None, what, tuple(sides), bool(explode))
            for who, what, explode, sides in rolls if sides]


class Upcoming(Frozen):
    """A roll of the moment and the answers that make it (empty: whatever is answered)."""

    roll: Roll
    only: tuple[Command, ...]
    __slots__ = ("roll", "only")

    def __init__(self, roll: Roll, only: tuple[Command, ...] = ()):
        _set(self, "roll", roll)
        _set(self, "only", tuple(only))


def candidates(session) -> list[Command]:
    """The answers the battle waits for now, as far as they roll: the first one awaited's commands (the GM's
    step that moves on, when she is the one) and every awaited one's command that moves the battle on."""
    from .ruleset import GM
    awaited = session.awaited()
    if not awaited:
        return []
    first = awaited[0]
    out: list[Command] = [] if first.kind == GM else list(session.legal_commands(first.who))
    for a in awaited:
        if a.fallback is not None and a.fallback not in out:
            out.append(a.fallback)
    return out


def upcoming(session, commands: list[Command] | None = None) -> list[Upcoming]:
    """The rolls the next of ``commands`` (default: ``candidates``) will make: first the rolls every one of
    them that rolls makes, in order; then the others, each with the answers that make it."""
    seqs = []
    for c in candidates(session) if commands is None else commands:
        rolls = session.rolls(c)
        if rolls:
            seqs.append((c, rolls))
    if not seqs:
        return []
    shared = 0
    first = seqs[0][1]
    while shared < len(first) and all(len(r) > shared and r[shared] == first[shared] for _, r in seqs):
        shared += 1
    out = [Upcoming(r) for r in first[:shared]]
    rest: dict[Roll, list[Command]] = {}
    for c, rolls in seqs:
        for r in rolls[shared:]:
            makers = rest.setdefault(r, [])
            if c not in makers:
                makers.append(c)
    return out + [Upcoming(r, tuple(makers)) for r, makers in rest.items()]


class Share(Frozen):
    """What the typed values give one roll: ``values`` (typed, in order), ``computer`` (a "-": the computer
    rolls it), ``missing``: how many more it needs (a die's next roll after its highest counted), ``wrong``:
    (value, sides) of a typed value no die of it shows."""

    roll: Roll
    values: tuple
    computer: bool
    missing: int
    wrong: tuple
    __slots__ = ("roll", "values", "computer", "missing", "wrong")

    def __init__(self, roll: Roll, values: tuple = (), computer: bool = False, missing: int = 0, wrong: tuple = ()):
        _set(self, "roll", roll)
        _set(self, "values", tuple(values))
        _set(self, "computer", computer)
        _set(self, "missing", missing)
        _set(self, "wrong", tuple(wrong))

    @property
    def typed(self) -> bool:
        return bool(self.values) or self.computer


def _face(value: Any, sides: int, zero_is_ten: bool) -> int | None:
    """What a typed value shows on a die of ``sides`` (a d10's 0 is 10 where the ruleset says so), None: no
    such face (a card: any whole number; the deck says at the roll whether it holds it)."""
    if not isinstance(value, int) or isinstance(value, bool):
        return None
    if sides == CARD:
        return value if value >= 0 else None
    if value == 0 and sides == 10 and zero_is_ten:
        return 10
    return value if 1 <= value <= sides else None


def allot(typed: list, rolls: list[Roll], zero_is_ten: bool = False) -> tuple[list[Share], list]:
    """(what each of ``rolls`` takes of ``typed``, in order, the values none of them takes). A roll takes a "-"
    (``SKIP``: the computer rolls it) or as many values as it has dice, a die at its highest taking its next
    roll too; when the typed values run out in the middle of a roll, it says how many are ``missing`` (a hand of
    cards typed in part: none, the computer draws on)."""
    left = list(typed)
    shares = []
    for roll in rolls:
        if not left:
            shares.append(Share(roll))
            continue
        if left[0] is SKIP:
            left.pop(0)
            shares.append(Share(roll, computer=True))
            continue
        values, wrong, missing = [], [], 0
        for i, sides in enumerate(roll.dice):
            chain = 0
            while True:
                if not left or left[0] is SKIP:
                    # this die (or its next roll) and those after it; a hand of cards: the computer draws on
                    missing = 0 if sides == CARD else len(roll.dice) - i
                    break
                value = left.pop(0)
                values.append(value)
                face = _face(value, sides, zero_is_ten)
                if face is None:
                    wrong.append((value, sides))
                if not (roll.explode and face == sides and sides != CARD and chain < EXPLOSIONS):
                    break
                chain += 1
            if missing:
                break
        shares.append(Share(roll, values, False, missing, wrong))
    return shares, left


def fits(shares: list[Share]) -> bool:
    """Whether every roll takes what was typed for it: no value it cannot show, none typed in part."""
    return all(not s.wrong and not s.missing for s in shares)


def name_of(ruleset, state, who: str | None) -> Any:
    """A participant's name as the rules tell it (her label, a Term in every language it knows), or her id."""
    if who is None:
        return None
    from .ruleset import GM_VIEWER
    token = ruleset.view(state, GM_VIEWER).token(who)
    if token is None:
        return who
    return token.label if token.label is not None else token.name
