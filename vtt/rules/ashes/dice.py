"""d10 Effort pools read as sets (seed 002): dice showing the same face make a set, its Rank how many,
its Facing the face, its total 10 × Rank + Facing. The syntax of `vtt roll --system ashes`:

    7d10          seven Effort dice, shown as their sets, highest total first
    7             the same
"""
from __future__ import annotations

import re

from vtt.core.dice import feed_of
from vtt.core.errors import MalformedCommandError, Phrase
from vtt.rules.kit.texts import refuse_no_dice

from .state import sets_of, total

MAX_POOL = 30
_POOL = re.compile(r"^\s*(\d+)\s*(?:[dD](?:10)?)?\s*$")


def roll_command(expression: str, dice=None, rng=None) -> dict:
    m = _POOL.match(expression or "")
    if not m:
        raise MalformedCommandError("not a dice command: {expression!r} (try 7d10)", expression=expression)
    count = int(m.group(1))
    if count > MAX_POOL:
        raise MalformedCommandError("at most {max} dice in a pool", max=MAX_POOL)
    refuse_no_dice(count, expression)
    if dice is not None and len(dice) != count:
        raise MalformedCommandError("give {count} dice for this roll, not {given}", count=count, given=len(dice))
    feed = feed_of(rng, dice, zero_is_ten=True)   # a d10's 0 is 10; a free roll: the session's feed
    rolled = feed.roll(count, 10)
    sets = [[face, rank, total(rank, face)] for face, rank, _ in sets_of(rolled, [False] * len(rolled))]
    said = Phrase("{expression} → {dice} sets: {sets}", expression=expression.strip(),
                  dice="[" + ", ".join(map(str, rolled)) + "]", sets=", ".join(f"{r}×{f}={t}" for f, r, t in sets))
    return {"command": expression, "dice": rolled, "sets": sets, "text": str(said), "phrase": said}
