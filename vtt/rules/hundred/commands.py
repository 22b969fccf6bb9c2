"""The commands a hundred battle takes and each one's parameters, declared for the core's check at its
boundary (vtt.core.params: the session refuses a key a command does not take and a value of the wrong
type before the engine sees it). What the values mean (which card is in whose hand, whose turn it is) is
the engine's to judge."""
from __future__ import annotations

from vtt.core.params import Declaration, by_op, command, either, flag, list_of, may, name, needs, text, who, whole, \
    word

_CARD = whole(1, 100)                       # a card of the deck (1 to 100 at most)
_REASON = may("reason", text())
_HEALTH = whole(0, 1000)                    # health points counted (far above any sheet's)

DECLARED = Declaration(
    # preparation
    command("lay", needs("card", _CARD)),
    command("sit_out"),
    command("give", needs("card", _CARD), needs("to", who())),
    # combat
    command("attack", needs("target", who()), may("weapon", either(name(), whole(-1, 99))), may("skill", flag()),
            may("attribute", flag()), may("shift", whole(0, 30)), may("shift_d10", whole(0, 30)),
            may("location", word())),
    command("act", may("what", text(200)), may("closer", who())),
    command("end_turn"),
    command("react", may("how", word())),
    command("interrupt"),
    command("act_earlier"),
    command("damage"),
    # the GM
    command("deal"),
    command("set_range", needs("a", who()), needs("b", who()), needs("band", word())),
    command("exhaust", needs("target", who()), needs("amount", whole(0, 40)), _REASON),
    command("harm", needs("target", who()), needs("amount", whole(0, 40)), _REASON),
    command("rule", needs("hit", flag())),
    by_op("override", "op", {
        "health": (needs("target", who()), may("health", text(100)), may("permanent", _HEALTH),
                   may("damaged", _HEALTH), may("exhausted", _HEALTH)),
        "hand": (needs("target", who()), needs("cards", list_of(_CARD, 100))),
        "end_battle": (may("outcome", word()),),
    }, common=(_REASON,)),
)
