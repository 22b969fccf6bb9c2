"""The sentences every package ruleset tells alike: a GM override, the end of a battle, the banner of a
battle that is over, dice as the log writes them, and the event fields they share (vtt.core.event_phrases).

Their translations are the core's (the ``vtt`` domain, resources/locale): a ruleset's catalog falls back to it."""
from __future__ import annotations

from vtt.core.errors import MalformedCommandError, Phrase, Term
from vtt.core.i18n import N_

from .words import fighter_term, outcome_term

#: a roll of no dice (a pool of 0), as the log writes it
NO_DICE = Phrase("[no dice]")


def refuse_no_dice(count: int, expression: str) -> None:
    """A free roll (the dice box's, `vtt roll`) typed with a pool of no dice is no roll: refused, saying so (a pool
    that Harm or a penalty brings to none is the rules' and still rolls)."""
    if count <= 0:
        raise MalformedCommandError("{expression!r} rolls no dice: a roll takes at least one die",
                                    expression=expression.strip())


def dice_text(dice):
    """Dice as the log writes them: "[6, 2, 5]" (none: "[no dice]")."""
    return "[" + ", ".join(map(str, dice)) + "]" if dice else NO_DICE


def override_phrase(d: dict, target) -> Phrase:
    """A GM override event: its op, whom it touched (``target``, a name), what it set, the GM's reason."""
    detail = ", ".join(f"{k}={v}" for k, v in d.items() if k not in ("op", "target", "reason"))
    reason = d.get("reason")
    if detail:
        why = Phrase(" ({reason})", reason=reason) if reason else ""
        if d.get("target"):
            return Phrase("GM override: {op} {target} {detail}{why}", op=d["op"], target=target, detail=detail, why=why)
        return Phrase("GM override: {op} {detail}{why}", op=d["op"], detail=detail, why=why)
    why = Phrase("({reason})", reason=reason) if reason else ""
    if d.get("target"):
        return Phrase("GM override: {op} {target} {why}", op=d["op"], target=target, why=why)
    return Phrase("GM override: {op} {why}", op=d["op"], why=why)


#: a GM override that ends the battle, as every package ruleset's log says it (its fields: EVENT_FIELDS)
OVERRIDE_ENDS = N_("GM override: the battle ends ({outcome}){why}")


def ended_phrase(outcome: str) -> Phrase:
    """The end of the battle (the outcome a Term of the ruleset's words)."""
    return Phrase("The battle is over: {outcome}", outcome=Term("outcome", outcome))


def over_banner(outcome: str | None) -> Phrase:
    """The banner of a battle that is over (no outcome: "ended")."""
    return Phrase("Battle over: {outcome}", outcome=outcome_term(outcome or "ended"))


def name_field(key: str):
    """An event phrase's field (vtt.core.event_phrases): the name of the participant the data's ``key`` names."""
    return lambda b, d: fighter_term(b, d.get(key))


#: the fields every package ruleset's events make alike: whose the event is, a GM override, the end
EVENT_FIELDS = {
    "actor": name_field("actor"), "target": name_field("target"),
    "override": lambda b, d: override_phrase(d, fighter_term(b, d.get("target"))),
    "ended": lambda b, d: ended_phrase(d["outcome"]),
    "outcome": lambda b, d: outcome_term(d["outcome"]),
    "why": lambda b, d: Phrase(" ({reason})", reason=d["reason"]) if d.get("reason") else "",
}
