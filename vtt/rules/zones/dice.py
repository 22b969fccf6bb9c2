"""d6 pools with successes (seed 004): every die showing the success number (6 by default) or more is a
success. The dice syntax players type at `vtt roll --system zones`:

    5D            five dice, count the sixes
    5D-2          five dice less two (Harm), never below none
    5D>=5         a 5 or a 6 is a success
    5D/2          the test needs 2 successes: passed or failed
    5D vs 3D      an opposed roll: who has more successes
"""
from __future__ import annotations

import re

from vtt.core.dice import DiceFeed, feed_of
from vtt.core.errors import MalformedCommandError, Phrase
from vtt.core.i18n import N_
from vtt.rules.kit.texts import refuse_no_dice

MAX_POOL = 40

# the syntax's expressions, compiled on the first roll (re's cache), not at import: the window imports this module
# before its first paint, which rolls nothing (1.3 and 1.9 M instructions; docs/gui.md, "The ninth round")
_POOL = r"(\d+)\s*[dD](?:6)?\s*([+-]\s*\d+)?\s*(?:>=\s*([2-6]))?"
_SINGLE = rf"^\s*{_POOL}\s*(?:/\s*(\d+))?\s*$"
_OPPOSED = rf"^\s*{_POOL}\s*(?:vs|VS|v)\s*{_POOL}\s*$"


def successes(dice, threshold: int = 6) -> int:
    return sum(1 for d in dice if d >= threshold)


def roll_pool(feed: DiceFeed, count: int, threshold: int = 6) -> tuple[list[int], int]:
    """Roll ``count`` d6 through the feed (none when ``count`` is 0 or less): (dice, successes)."""
    dice = feed.roll(max(0, count), 6) if count > 0 else []
    return dice, successes(dice, threshold)


def _count(n: str, mod: str | None, expression: str) -> int:
    """A pool's dice: those typed, with what is added or taken off (never below none); none typed, or more than a
    pool holds (typed or added: "1D+100" rolled 101 dice), is no roll."""
    typed = int(n)
    total = typed + (int(mod.replace(" ", "")) if mod else 0)
    if typed > MAX_POOL or total > MAX_POOL:
        raise MalformedCommandError("at most {max} dice in a pool", max=MAX_POOL)
    refuse_no_dice(typed, expression)
    return max(0, total)


def roll_command(expression: str, dice=None, rng=None) -> dict:
    """One roll in the syntax above; ``dice`` are hand-rolled values to judge instead of rolling (exactly
    as many as the pools hold)."""
    feed = feed_of(rng, dice)        # a free roll: the session's feed (vtt.core.free_roll)
    given = None if dice is None else len(dice)
    m = re.match(_SINGLE, expression or "")
    if m:
        count, threshold = _count(m.group(1), m.group(2), expression), int(m.group(3) or 6)
        need = int(m.group(4)) if m.group(4) else None
        _as_many(given, count)
        rolled, hits = roll_pool(feed, count, threshold)
        out = {"command": expression, "dice": rolled, "threshold": threshold, "successes": hits}
        said = Phrase(N_("{expression} → {dice} {hits} success") if hits == 1 else
                      N_("{expression} → {dice} {hits} successes"), expression=expression.strip(), dice=_listed(rolled),
                      hits=hits)
        if need is not None:
            out["need"], out["passed"] = need, hits >= need
            said = Phrase(N_("{roll} (need {need}: passed)") if hits >= need else N_("{roll} (need {need}: failed)"),
                          roll=said, need=need)
        out["text"], out["phrase"] = str(said), said
        return out
    m = re.match(_OPPOSED, expression or "")
    if m:
        a_count, a_thr = _count(m.group(1), m.group(2), expression), int(m.group(3) or 6)
        b_count, b_thr = _count(m.group(4), m.group(5), expression), int(m.group(6) or 6)
        _as_many(given, a_count + b_count)
        a, a_hits = roll_pool(feed, a_count, a_thr)
        b, b_hits = roll_pool(feed, b_count, b_thr)
        winner = "first" if a_hits > b_hits else "second" if b_hits > a_hits else "tie"
        said = Phrase(_WINNER[winner], expression=expression.strip(), a=_listed(a), a_hits=a_hits, b=_listed(b),
                      b_hits=b_hits)
        return {"command": expression, "dice": a, "successes": a_hits, "against": b, "against_successes": b_hits,
                "winner": winner, "text": str(said), "phrase": said}
    raise MalformedCommandError("not a dice command: {expression!r} (try 5D, 5D-2, 5D>=5, 5D/2 or 5D vs 3D)",
                                expression=expression)


#: an opposed roll's sentence, by who won
_WINNER = {"first": N_("{expression} → {a} {a_hits} vs {b} {b_hits}: the first wins"),
           "second": N_("{expression} → {a} {a_hits} vs {b} {b_hits}: the second wins"),
           "tie": N_("{expression} → {a} {a_hits} vs {b} {b_hits}: a tie")}


def _listed(dice) -> str:
    """Dice as a roll's sentence writes them: "[6, 2, 5]"."""
    return "[" + ", ".join(map(str, dice)) + "]"


def _as_many(given, count: int) -> None:
    if given is not None and given != count:
        raise MalformedCommandError("give {count} dice for this roll, not {given}", count=count, given=given)

