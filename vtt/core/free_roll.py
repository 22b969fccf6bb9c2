"""A free roll of the GM's dice box, in any ruleset: the session takes ``free_roll`` itself, before the
rules see a command, and rolls ``expression`` in the system's own dice syntax (its ``roll``, as `vtt roll
--system` does) through the command's dice feed. So a free roll is a command like any other: checked,
logged with the dice it used (a replay or an undo gives the same roll), saved, undone, typed with
physical dice (``dice``, or the dice typed ahead); it changes nothing in the battle. Its event,
``free_roll``, carries the roller's result (``detail``) for what shows it (the log, the table view's
latest roll, a ruleset's own line about it)."""
from __future__ import annotations

from typing import Any

from .errors import MalformedCommandError, Phrase, Term
from .params import Declaration, command, may, needs, text, who
from .records import Command, Event

FREE_ROLL = "free_roll"
#: an expression as long as anyone types one ("3d10+2d6 vs 2d10+1d6 ..."): longer is no roll
EXPRESSION_MAX = 200
#: what a free roll is for, as the dice box says the roll its typed dice feed
FREE_ROLL_TERM = Term("roll", "free_roll", "free roll")
DECLARED = Declaration(command(FREE_ROLL, needs("expression", text(EXPRESSION_MAX)), may("actor", who())))


def params(c: Command) -> dict:
    """The command's parameters as the session keeps them (the declaration's check: a copy)."""
    return DECLARED.check(c)


def _roller(ruleset) -> Any:
    from .registry import UnknownRulesetError, get
    try:
        return get(ruleset.name).roll
    except (UnknownRulesetError, AttributeError):
        raise MalformedCommandError("this game has no dice syntax for a free roll") from None


def _expression(c: Command) -> str:
    expression = c.get("expression")
    if not isinstance(expression, str) or not expression.strip():
        raise MalformedCommandError("a free roll needs an expression in the game's dice syntax")
    return expression.strip()


def verify(ruleset, state, c: Command) -> None:
    """Refuse an expression the system's dice syntax does not read, or an actor who is not in the battle.
    (Typed dice that do not fit the roll are refused when it is rolled: the session puts the battle back.)"""
    expression = _expression(c)
    roll = _roller(ruleset)
    import random
    roll(expression, None, random.Random(0))       # a throw-away roll: the syntax checked, no die of the battle's
    if c.actor is not None and _name(ruleset, state, c.actor) is None:
        raise MalformedCommandError("{actor} is not in this battle", actor=c.actor)


def _name(ruleset, state, who: str) -> str | None:
    from .ruleset import GM_VIEWER
    token = ruleset.view(state, GM_VIEWER).token(who)
    return None if token is None else token.name


def apply(ruleset, state, c: Command, feed) -> list[Event]:
    """Roll it through ``feed`` (typed dice first, each value recorded) and say what it gave."""
    expression = _expression(c)
    feed.begin(c.actor, FREE_ROLL_TERM)
    result = _roller(ruleset)(expression, None, feed)
    said = str(result.get("text", expression)) if isinstance(result, dict) else str(result)
    detail = {k: v for k, v in result.items() if k not in ("text", "phrase")} if isinstance(result, dict) else {}
    who = _name(ruleset, state, c.actor) if c.actor is not None else None
    told = result.get("phrase", said) if isinstance(result, dict) else said     # (its sentence, in any language)
    phrase = (Phrase("Free roll: {result}", result=told) if who is None
              else Phrase("{who}: {result}", who=who, result=told))
    return [Event(FREE_ROLL, {"actor": c.actor, "expression": expression, "dice": list(feed.used), "result": said,
                              "detail": detail}, None, phrase)]
