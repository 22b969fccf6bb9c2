"""Commands, events and log records: the frozen vocabulary the session speaks in."""
from __future__ import annotations

from typing import Any

from .errors import MalformedCommandError, Phrase, english
from .frozen import Frozen, setters

# The records are frozen plain classes (vtt.core.frozen), not dataclasses: a dataclass's methods are compiled from
# text at every start (~11 M instructions these three cost; docs/gui.md, "The seventh round (first paint: classes
# without dataclasses)").


class Command(Frozen):
    """A request to change the battle. ``params`` holds the command-specific fields.

    ``dice`` is the list of die results the command consumed (or should consume): given by
    hand, or filled in by the session from its seeded RNG when the command is recorded.
    """

    __slots__ = ("type", "actor", "params", "dice")
    type: str
    actor: str | None
    params: dict
    dice: tuple[int, ...] | None

    def __init__(self, type: str, actor: str | None = None, params: dict | None = None,
                 dice: tuple[int, ...] | None = None):
        _command_type(self, type)
        _command_actor(self, actor)
        _command_params(self, {} if params is None else params)
        _command_dice(self, dice)

    @classmethod
    def from_dict(cls, data: Any) -> "Command":
        if not isinstance(data, dict):
            raise MalformedCommandError(f"a command must be a JSON object, not {type(data).__name__}")
        if "type" not in data or not isinstance(data["type"], str):
            raise MalformedCommandError("a command needs a 'type' (a string)")
        actor = data.get("actor")
        if actor is not None:
            _check_actor(actor)
        dice = data.get("dice")
        if dice is not None:
            if not isinstance(dice, list) or not die_values(dice):
                raise MalformedCommandError("'dice' must be a list of whole numbers from 0 to {most}", most=MAX_DIE)
            dice = tuple(dice)
        params = {k: v for k, v in data.items() if k not in ("type", "actor", "dice")}
        bad = _not_unicode(data)
        if bad is not None:
            _refuse_not_unicode(bad)
        return cls(data["type"], actor, params, dice)

    def check(self) -> "Command":
        """Raise MalformedCommandError unless the fields have their types (a Command made in Python
        with, say, a list for its type); returns the command."""
        if not isinstance(self.type, str):
            raise MalformedCommandError("a command needs a 'type' (a string)")
        actor = self.actor
        if actor is not None:
            _check_actor(actor)
        # as from_dict: no text a file cannot hold (a command that takes no actor is refused for one too,
        # else it would be logged and the battle could not be saved); the parameters: their declaration's
        for where, text in (("command.type", self.type), ("command.actor", actor)):
            if text is not None and not text.isascii() and _not_unicode(text, where) is not None:
                _refuse_not_unicode(where)
        if not isinstance(self.params, dict):
            raise MalformedCommandError("a command's parameters must be a mapping")
        dice = self.dice
        if dice is not None and not (isinstance(dice, tuple) and die_values(dice)):
            raise MalformedCommandError("'dice' must be a list of whole numbers from 0 to {most}", most=MAX_DIE)
        return self

    def to_dict(self) -> dict:
        out: dict = {"type": self.type}
        if self.actor is not None:
            out["actor"] = self.actor
        out.update(self.params)
        if self.dice is not None:
            out["dice"] = list(self.dice)
        return out

    def get(self, key, default=None):
        return self.params.get(key, default)

    def with_dice(self, dice) -> "Command":
        return Command(self.type, self.actor, self.params, tuple(dice))


_command_type, _command_actor, _command_params, _command_dice = setters(Command)


#: the longest text a participant's id (a command's actor), a zone's id or a word may be (vtt.core.params)
ID_MAX = 200


def _check_actor(actor) -> None:
    """A command's actor is a participant's id: text, and short (a megabyte of text names no one, and a refusal
    that told it would show the megabyte)."""
    if not isinstance(actor, str):
        raise MalformedCommandError("'actor' must be a participant id (a string)")
    if len(actor) > ID_MAX:
        raise MalformedCommandError("'actor' must be a participant id of at most {most} characters, not a text of "
                                    "{count}", most=ID_MAX, count=len(actor))


#: the largest die or card value a command may carry (a die of 5,000 digits could not even be told in a refusal)
MAX_DIE = 1_000_000


#: the most die values one command may carry
MAX_DICE = 10_000


def die_values(dice) -> bool:
    """Whether ``dice`` (a list) are die values a command may carry: at most MAX_DICE whole numbers 0..MAX_DIE."""
    return len(dice) <= MAX_DICE and all(type(d) is int and 0 <= d <= MAX_DIE for d in dice)


def _refuse_not_unicode(where: str) -> None:
    raise MalformedCommandError("{where}: the text holds a character that is not valid Unicode (a lone surrogate)",
                                where=where)


def _not_unicode(value, where: str = "command") -> str | None:
    """Where ``value`` (JSON data) holds a lone surrogate, which no file can be written with; None if nowhere."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return where
    elif isinstance(value, dict):
        for k, v in value.items():
            found = _not_unicode(k, where) or _not_unicode(v, f"{where}.{k}")
            if found:
                return found
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found = _not_unicode(v, f"{where}.{i}")
            if found:
                return found
    return None


class Event(Frozen):
    """Something that happened. ``text`` is a readable English sentence; ``data`` the facts.

    ``phrase``, where the ruleset gives one, is the sentence as an English template with its fields
    (vtt.core.errors.Phrase; ``text`` is it told in English), so the ruleset can tell the event in
    another language from its table of templates rather than re-derive the sentence from ``data``. A
    ruleset may make its events without one (its ``event_text`` then works from the data). The phrase
    is not written to files (``to_dict``) nor compared: the event is its type, data and text.

    Made with a phrase and no text, the event tells its text the first time it is read (and keeps
    it): the simulator makes hundreds of events a battle and reads none of their sentences."""

    __slots__ = ("type", "data", "text", "phrase")
    _not_compared = ("phrase",)
    type: str
    data: dict
    text: str
    phrase: Phrase | None

    def __init__(self, type: str, data: dict, text: str | None, phrase: Phrase | None = None):
        _event_type(self, type)
        _event_data(self, data)
        if text is not None or phrase is None:
            _event_text(self, "" if text is None else text)
        _event_phrase(self, phrase)

    def __getattr__(self, name: str):
        # only when the instance has no such attribute: a text not told yet (see the class's doc)
        if name != "text":
            raise AttributeError(name)
        phrase = self.phrase
        if phrase is None:
            raise AttributeError(name)
        text = english(phrase.template, phrase.fields)
        _event_text(self, text)
        return text

    def to_dict(self) -> dict:
        return {"type": self.type, "text": self.text, **self.data}


_event_type, _event_data, _event_text, _event_phrase = setters(Event)


class Record(Frozen):
    """One accepted command in the append-only log, with the events it produced."""

    __slots__ = ("index", "command", "events", "override")
    index: int
    command: Command
    events: tuple[Event, ...]
    override: bool

    def __init__(self, index: int, command: Command, events: tuple[Event, ...], override: bool = False):
        _record_index(self, index)
        _record_command(self, command)
        _record_events(self, events)
        _record_override(self, override)

    def to_dict(self) -> dict:
        return {"index": self.index, "command": self.command.to_dict(), "override": self.override,
                "events": [e.to_dict() for e in self.events]}


_record_index, _record_command, _record_events, _record_override = setters(Record)
