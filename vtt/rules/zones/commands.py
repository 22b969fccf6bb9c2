"""The commands a zones battle takes and each one's parameters, declared for the core's check at its
boundary (vtt.core.params: the session refuses a key a command does not take and a value of the wrong
type before the engine sees it). What the values mean (which zone is next to which, whose turn it is) is
the engine's to judge."""
from __future__ import annotations

from vtt.core.params import Declaration, by_op, command, either, flag, list_of, may, name, needs, text, who, whole, \
    word, zone

_WEAPON = either(name(), whole(-1, 99))            # a weapon by its name, or its index (-1: unarmed)
_REASON = may("reason", text())

DECLARED = Declaration(
    # the turn
    command("move", needs("to", zone())),
    command("cover"),
    command("draw", needs("weapon", _WEAPON)),
    command("attack", needs("target", who()), may("weapon", _WEAPON)),
    command("grapple", needs("target", who()), may("gag", flag())),
    command("flee", may("action", word()), may("via", zone())),
    command("break_free", may("action", word())),        # on her turn, a reaction to a grapple, or at any time
    command("release"),
    command("extinguish"),
    command("test", needs("action", word()), may("need", whole(0, 10)), may("speed", word()), may("note", text())),
    command("shout", may("note", text())),
    command("maneuver", may("speed", word()), may("note", text())),
    command("end_turn"),
    command("swap", needs("with", who())),
    # reactions, choices
    command("dodge", may("action", word())),
    command("parry", may("action", word())),
    command("hold", may("action", word())),
    command("chase", may("action", word())),
    command("pass"),
    command("choose", needs("option", word())),
    # the GM
    command("deal"),
    command("ambush", needs("side", word()), may("automatic", flag()), may("sneaker", who()), may("watcher", who()),
            may("action", word())),
    command("fear", needs("target", who()), may("fear", whole(1, 10)), may("position", word())),
    command("ignite", needs("target", who()), may("intensity", whole(1, 10))),
    command("douse", needs("target", who())),
    command("poison", needs("target", who()), needs("toxicity", whole(1, 20))),
    command("antidote", needs("target", who())),
    command("fall", needs("target", who()), needs("feet", whole(0, 1000))),
    command("hardship", needs("target", who()), needs("track", word())),
    command("circumstance", needs("action", word()), needs("extra", whole(0, 5))),
    by_op("override", "op", {
        "harm": (needs("target", who()), needs("track", word()), needs("value", whole(0, 40))),
        "move": (needs("target", who()), needs("zone", zone())),
        "card": (needs("target", who()), needs("cards", list_of(whole(1, 99), 99))),
        "fled": (needs("target", who()), may("value", flag())),
        "release": (needs("target", who()),),
        "maneuvers": (needs("target", who()), needs("slow", whole(0, 4)), needs("fast", whole(0, 4))),
        "end_battle": (may("outcome", word()),),
    }, common=(_REASON,)),
)
