"""The bounds the rules set, in one place: the engine checks them, the file models validate them, and the
window's spin boxes, dialogs and track read them (none of them keeps a copy)."""
from __future__ import annotations

#: madness points a fetter holds at most; at this many it is mad (発狂)
MADNESS_MAX = 4
#: fetters (未練) a doll has at most
FETTERS_MAX = 6
#: a doll's or enemy's base AP in files
BASE_AP_MAX = 20
#: reinforcement levels (armament, mutation, modification) in files
REINFORCEMENT_MAX = 9
#: a legion's bodies, in files and the GM's override
BODIES_MAX = 200
#: what the GM may set a participant's AP to (an override): AP below the track's bottom is possible
AP_OVERRIDE = (-20, 30)
#: what the GM may set the count to (an override)
COUNT_OVERRIDE = (-5, 20)
#: a situational modifier the GM grants a check (a maneuver's, a madness check's)
MODIFIER_RANGE = (-10, 10)
#: the AP the NC may rule an action check (行動判定) costs (001: NCの裁定したコストを消費して判定)
ACTION_CHECK_COST = (0, 10)
#: the count track as printed on the battle sheet, from 15 down to -5 (AP may pass either end)
COUNT_TOP, COUNT_BOTTOM = 15, -5
#: bodies per step of a legion's threat (悪意): its threat counts once per started five bodies
THREAT_BODIES = 5


def pips(madness: int) -> str:
    """A fetter's madness as the sheet draws it: ●●●○ (3 of 4)."""
    return "●" * madness + "○" * (MADNESS_MAX - madness)


def total_threat(kind: str, threat: int, bodies: int | None) -> int:
    """An enemy's total threat: a legion's counts once per started five bodies, others' as they are."""
    if kind == "legion":
        return threat * -(-(bodies or 0) // THREAT_BODIES)
    return threat
