"""The commands an ashes battle takes and each one's parameters, declared for the core's check at its
boundary (vtt.core.params: the session refuses a key a command does not take and a value of the wrong
type before the engine sees it). What the values mean (which dice make a set, whose turn it is) is the
engine's to judge."""
from __future__ import annotations

from vtt.core.params import Declaration, by_op, command, flag, list_of, may, name, needs, text, who, whole, word, \
    zone

_PICK = needs("pick", list_of(whole(0, 99), 99))     # Effort dice, by their index
_DIE = may("pay_die", whole(0, 99))                  # an Effort die paid for an Improvised weapon
_TECHNIQUES = may("techniques", list_of(name(), 50))
_NUMBER = whole(0, 1_000_000)                       # Aura, Health, Prana, initiative: far above any sheet's

DECLARED = Declaration(
    # the round: Imbalances, Effort, bids
    command("imbalance", needs("name", name()), needs("penalty", word())),
    command("roll"),
    command("bid", _PICK, may("advantage", flag()), _DIE),
    command("pass_bid"),
    command("lower_initiative", needs("to", _NUMBER)),
    # the turn
    command("attack", needs("target", who()), _PICK, may("advantage", flag()), may("grab", flag()),
            may("break_hold", flag()), _TECHNIQUES, _DIE),
    command("move", needs("to", zone())),
    command("hide"),
    command("lift", may("note", text())),
    command("awaken", _PICK),
    command("action", _PICK, may("note", text())),
    command("break_free", _PICK),
    command("release"),
    command("kill", may("target", who())),
    command("end_turn"),
    # defending and deciding
    command("defend", _PICK, may("advantage", flag()), _TECHNIQUES, _DIE),
    command("take_hit"),
    command("buy_down", may("aura", _NUMBER), may("health", _NUMBER), may("split", list_of(_NUMBER, 2))),
    command("give_in"),
    command("injure", needs("imbalance", name())),
    command("spare"),
    # the GM
    command("death_token", may("condition", whole(1, 3))),
    command("peace"),
    command("secrecy", needs("option", word()), needs("on", flag())),
    by_op("override", "op", {
        **{op: (needs("target", who()), needs("value", _NUMBER)) for op in ("aura", "health", "prana", "initiative")},
        "zone": (needs("target", who()), needs("zone", zone())),
        "revive": (needs("target", who()),),
        "imbalance": (needs("target", who()), needs("value", _NUMBER), needs("name", name()),
                      may("physical", flag())),
        "end_battle": (may("outcome", word()),),
    }, common=(may("reason", text()),)),
)
