"""The commands a skirmish takes and each one's parameters, declared for the core's check at its boundary
(vtt.core.params: the session refuses a key a command does not take and a value of the wrong kind before
the engine sees it). What the values mean (which zone is next to hers, whose turn it is) is the engine's."""
from __future__ import annotations

from vtt.core.params import Declaration, by_op, command, may, needs, text, who, whole, word, zone

DECLARED = Declaration(
    command("deal"),
    command("move", needs("to", zone())),
    command("hit", needs("target", who())),
    command("end_turn"),
    by_op("override", "op", {
        "health": (needs("target", who()), needs("value", whole(0, 10))),
        "end_battle": (may("outcome", word()),),
    }, common=(may("reason", text()),)),
)
