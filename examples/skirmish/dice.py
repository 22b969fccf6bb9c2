"""d6 rolls as `vtt roll --system skirmish` reads them: "d6", "3d6" (each die, and their sum)."""
from __future__ import annotations

import re

from vtt.core.dice import feed_of
from vtt.core.errors import MalformedCommandError

_ROLL = re.compile(r"^\s*(\d*)\s*[dD]6?\s*$")


def roll_command(expression: str, dice=None, rng=None) -> dict:
    """One roll; ``dice``: hand-rolled values to take instead (exactly as many as the roll has)."""
    m = _ROLL.match(expression or "")
    if not m:
        raise MalformedCommandError("not a dice command: {expression!r} (try 3d6)", expression=expression)
    count = int(m.group(1) or 1)
    if not 1 <= count <= 20:
        raise MalformedCommandError("at most {max} dice in a pool", max=20)
    rolled = feed_of(rng, dice).roll(count, 6)        # a free roll: the session's feed (vtt.core.free_roll)
    return {"command": expression, "dice": rolled, "total": sum(rolled),
            "text": f"{expression.strip()} → [{', '.join(map(str, rolled))}] {sum(rolled)}"}
