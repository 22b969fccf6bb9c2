"""A battle's participants as a scenario names them, for any ruleset (its rules, the kit, the encounter
builder): an id made from a name, and someone on each side."""
from __future__ import annotations

from .errors import InvalidValueError


def unique_id(name: str, taken) -> str:
    """An id made from ``name`` (lower case, spaces as _), numbered past the ids in ``taken``."""
    base = "".join(ch for ch in name.lower().replace(" ", "_") if ch.isalnum() or ch == "_") or "fighter"
    out, n = base, 1
    while out in taken:
        n += 1
        out = f"{base}{n}"
    return out


def check_sides(participants, sides) -> None:
    """Someone stands on each of the two ``sides`` (the players' first)."""
    if not all(any(p.side == side for p in participants) for side in sides[:2]):
        raise InvalidValueError("a battle needs someone on each side ({sides})", at=("participants",),
                                sides=", ".join(sides[:2]))
