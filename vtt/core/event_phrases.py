"""An engine's events as Phrases, from a table: each event type's English template, and how a template's
fields come from the event's data (a participant's id becomes her name, a zone's id its name…).

An engine makes its events in one helper (``Out.add(type, **data)`` in zones, ashes and hundred), which
asks the table for the event's Phrase. The phrase is made when it is first read (its template, its fields,
then its English text: vtt.core.records.Event), so the simulator, which reads no sentence, pays for one
small object an event and no more: making the fields of every event at once (names, dice, sub-phrases)
cost more than the eager English it replaced."""
from __future__ import annotations

from string import Formatter
from typing import Any, Callable

from .errors import Phrase

#: a field made from the state and the event's data (a name, a sub-phrase)
FieldMaker = Callable[[Any, dict], Any]


def field_names(template: str) -> tuple[str, ...]:
    """The names of a template's fields, each once, in order ("{a} hits {b}: {a}" → ("a", "b"))."""
    out: list[str] = []
    for _, name, _, _ in Formatter().parse(template):
        if name is not None:
            name = name.split(".")[0].split("[")[0]
            if name and name not in out:
                out.append(name)
    return tuple(out)


class EventPhrases:
    """``templates``: event type → its English template, or a function of the event's data that picks
    one of its templates (a hit or a miss, with a note or without); ``fields``: field name → a function
    ``(state, data)`` making that field (a field not named there is the data's value of that name).
    Calling it with an event's type, data and the state gives the event's Phrase; a type without a
    template is told as its type (a test names those)."""

    def __init__(self, templates: dict[str, str | Callable[[dict], str]], fields: dict[str, FieldMaker]):
        self.templates, self.fields = templates, fields
        self._plans: dict[str, tuple] = {}

    def __call__(self, type: str, data: dict, state) -> Phrase:
        """The event's Phrase, made when first read (its fields read the state's names then: a name, a zone's
        or a weapon's never changes in a battle)."""
        return EventPhrase(self, type, data, state)

    def make(self, type: str, data: dict, state) -> Phrase:
        """The event's Phrase, made now."""
        template = self.templates.get(type, type)
        if not isinstance(template, str):
            template = template(data)
        plan = self._plans.get(template)
        if plan is None:
            plan = self._plans[template] = tuple((name, self.fields.get(name)) for name in field_names(template))
        return Phrase.of(template, {name: data[name] if make is None else make(state, data) for name, make in plan})



class EventPhrase(Phrase):
    """An event's Phrase as its table will make it: its template and fields are made on the first read of
    either (and the state let go), so an event nobody tells costs this object only. It copies and pickles
    as the plain Phrase it makes."""

    __slots__ = ("_table", "_type", "_data", "_state")

    def __init__(self, table: EventPhrases, type: str, data: dict, state):
        self._table, self._type, self._data, self._state = table, type, data, state

    def __getattr__(self, name: str):
        # only while the template and fields are not made yet (slots not set)
        if name not in ("template", "fields"):
            raise AttributeError(name)
        made = self._table.make(self._type, self._data, self._state)
        self.template, self.fields, self._state = made.template, made.fields, None
        return made.template if name == "template" else made.fields

    def __reduce__(self):
        return Phrase.of, (self.template, self.fields)
