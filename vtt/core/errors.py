"""The small error taxonomy: malformed input vs. against the rules.

A rule's reason is kept as an English template with its fields (a ``Phrase``), so a ruleset can
tell it in another language; ``str`` of it is the English sentence."""
from __future__ import annotations


class Term:
    """A word of the game's vocabulary in a sentence: ``text`` in English, looked up by ``kind`` and
    ``key`` in another language (e.g. Term("timing", "judge", "Judge"))."""

    __slots__ = ("kind", "key", "text")

    def __init__(self, kind: str, key: str, text: str | None = None):
        self.kind, self.key, self.text = kind, key, str(key) if text is None else text

    def __str__(self):
        return self.text

    def __eq__(self, other):
        return isinstance(other, Term) and (self.kind, self.key, self.text) == (other.kind, other.key, other.text)

    def __hash__(self):
        return hash((self.kind, self.key, self.text))

    def __repr__(self):
        return f"Term({self.kind!r}, {self.key!r}, {self.text!r})"


class Phrase:
    """An English template with named fields and their values. A value may be a Phrase, a Term or a
    list (joined with ", " in English). Other languages translate the template and the values."""

    __slots__ = ("template", "fields")

    def __init__(self, template: str, **fields):
        self.template, self.fields = template, fields

    @classmethod
    def of(cls, template: str, fields: dict) -> "Phrase":
        """A Phrase holding ``fields`` itself (not a copy): an engine makes one per event."""
        p = cls.__new__(cls)
        p.template, p.fields = template, fields
        return p

    def __str__(self):
        return english(self.template, self.fields)

    def __eq__(self, other):
        return isinstance(other, Phrase) and (self.template, self.fields) == (other.template, other.fields)

    __hash__ = None

    def __repr__(self):
        return f"Phrase({self.template!r}, **{self.fields!r})"


class Joined:
    """Values told one after another with ``sep`` between them, the same in every language (each value
    told in the language): a chase's rolls "; Bo chases [6] 1; Cy chases [2] 0", an initiative order
    "Ann 9, Bo 7". A list, by contrast, is joined as the language joins a list (", " or "、")."""

    __slots__ = ("items", "sep")

    def __init__(self, items, sep: str = ""):
        self.items, self.sep = tuple(items), sep

    def __str__(self):
        return self.sep.join(map(str, self.items))

    def __eq__(self, other):
        return isinstance(other, Joined) and (self.items, self.sep) == (other.items, other.sep)

    __hash__ = None

    def __repr__(self):
        return f"Joined({self.items!r}, {self.sep!r})"


def english(template: str, fields: dict) -> str:
    """The template filled in with the values as English (a template without fields is left as it is)."""
    if not fields:
        return template
    for v in fields.values():
        if isinstance(v, (list, tuple)):
            return template.format(**{k: ", ".join(map(str, v)) if isinstance(v, (list, tuple)) else v
                                      for k, v in fields.items()})
    return template.format_map(fields)      # no list to join (most): the fields as they are, not copied


class VttError(ValueError):
    """Base of every error the program reports to a user."""


class MalformedCommandError(VttError):
    """The input does not have the right shape (unknown command, missing field, bad value).

    The message may be a template with ``fields`` (as a Phrase) where another language should tell it."""

    def __init__(self, template: str, **fields):
        super().__init__(english(template, fields))
        self.template, self.fields = template, fields


class InvalidValueError(VttError):
    """A value a file or a form holds is not allowed (an unknown area, a cost that is no number).

    The message is a template with ``fields`` (as a Phrase) where another language should tell it;
    ``at`` is where the value sits below the model that checked it (e.g. ("parts", 3)), which a check of
    the whole model has to say itself. ``str`` is the English, with ``at`` in front ("parts.3: ...")."""

    def __init__(self, template: str, at: tuple = (), **fields):
        text = english(template, fields)
        super().__init__(f"{'.'.join(map(str, at))}: {text}" if at else text)
        self.template, self.fields, self.at = template, fields, tuple(at)


class IncompleteCommandError(MalformedCommandError):
    """The command lacks a choice its issuer still has to make (a target, a destination); nothing
    the rules forbid was found before that."""


class IllegalCommandError(VttError):
    """Well-formed, but the rules forbid it now. Names the rule and the state that broke it.

    ``template`` and ``fields``: the reason as a Phrase's; ``reason`` is it in English."""

    def __init__(self, rule: str, template: str, **fields):
        super().__init__(rule, template)
        self.rule = rule
        self.template = template
        self.fields = fields

    @property
    def reason(self) -> str:          # formatted only when asked: the AI tries many illegal commands
        return english(self.template, self.fields)

    def __str__(self):
        return f"{self.reason} [{self.rule}]"


def illegal(rule: str, template: str, **fields):
    """Refuse a command with ``rule``; the reason is an English template and its fields (each ruleset
    tells it in Japanese)."""
    raise IllegalCommandError(rule, template, **fields)


def malformed(template: str, **fields):
    """Refuse a command whose form is wrong (a missing or mistyped parameter)."""
    raise MalformedCommandError(template, **fields)


class FileFormatError(VttError):
    """A file could not be read: names the file and, where known, the field. ``message`` is the reason in
    English, or a Phrase (kept as ``phrase``) that a window tells in its language (the library's list)."""

    def __init__(self, path, message: "str | Phrase", field: str | None = None, validation=None):
        self.path = str(path)
        self.field = field
        self.phrase = message if isinstance(message, Phrase) else None
        self.message = str(message)
        #: the model's refusal itself (a pydantic ValidationError, no traceback), for a window that tells it in
        #: the user's words (the workshop's library); None for any other reason
        self.validation = validation
        where = f"{self.path}" + (f", field {field}" if field else "")
        super().__init__(f"{where}: {message}")
