"""An engine's events as Phrases, from a table: each event type's English template, and how a template's
fields come from the event's data (a participant's id becomes her name, a zone's id its name…).

An engine makes its events in one helper (``Out.add(type, **data)`` in zones, ashes and hundred), which
asks the table for the event's Phrase: the sentence is a template and fields, told in English only when
its text is first read (vtt.core.records.Event) and in another language from the ruleset's catalog, so
the simulator, which reads no sentence, pays for a dict of fields and no more."""
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
        template = self.templates.get(type, type)
        if not isinstance(template, str):
            template = template(data)
        plan = self._plans.get(template)
        if plan is None:
            plan = self._plans[template] = tuple((name, self.fields.get(name)) for name in field_names(template))
        return Phrase.of(template, {name: data[name] if make is None else make(state, data) for name, make in plan})

    def all_templates(self, samples: dict[str, list[dict]] | None = None) -> set[str]:
        """Every template the table holds as a string (a function's templates are found by calling it on
        ``samples``: type → data the engine made)."""
        out = {t for t in self.templates.values() if isinstance(t, str)}
        for type, datas in (samples or {}).items():
            t = self.templates.get(type)
            if t is not None and not isinstance(t, str):
                out.update(t(d) for d in datas)
        return out
