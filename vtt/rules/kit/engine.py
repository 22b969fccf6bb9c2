"""A package ruleset's engine's shared plumbing: the events of one command with their sentences, and what
every engine does the same way (a participant by the id a command names, whether a command would be
accepted now, a copy of the state). Compiled with the engines (packaging/build_compiled.py)."""
from __future__ import annotations

from typing import Any, Callable

from mypy_extensions import mypyc_attr

from vtt.core.copy_state import copy_state
from vtt.core.errors import malformed
from vtt.core.records import Event
from vtt.core.session import accepts


class Out:
    """The events of one command, each with its sentence as a Phrase (``phrase``: the ruleset's
    vtt.core.event_phrases.EventPhrases, texts.event_phrase; told in English when first read); and the
    feed its dice come from."""

    __slots__ = ("b", "feed", "events", "phrase")

    def __init__(self, b: Any, feed: Any, phrase: Callable[[str, dict, Any], Any]):
        self.b, self.feed, self.phrase = b, feed, phrase
        self.events: list[Event] = []

    def add(self, type: str, **data: Any) -> None:
        self.events.append(Event(type, data, None, self.phrase(type, data, self.b)))


@mypyc_attr(allow_interpreted_subclasses=True)     # each ruleset's protocol class mixes its answers in
class PackageEngine:
    """What a package ruleset's engine does the same way (mixed in under its own): find the participant a
    command names, tell whether a command would be accepted now, copy a state. Its engine gives ``verify``
    (the GM's override first, nothing else once the battle is over: its own, as a kit's verify calling the
    rest would put a frame more under every check and every refusal, 0.6% of a simulated battle) and
    ``legal_commands(state, actor, check=True)``."""

    def _f(self, b: Any, who: Any, key: str = "actor") -> Any:
        """The participant ``who`` names (a command's ``key`` parameter), or a malformed-command refusal."""
        if not isinstance(who, str) or who not in b.fighters:
            malformed("{key} must be a participant id (one of: {ids})", key=key, ids=", ".join(b.fighters))
        return b.fighters[who]

    def _ok(self, b: Any, c: Any) -> bool:
        """Whether ``verify`` accepts ``c`` now (the legal commands are those it accepts)."""
        return accepts(self, b, c)

    def candidates(self, b: Any, actor: Any) -> list:
        """The commands ``legal_commands`` would check, unchecked, in its order (a policy checks only
        what it would play: first_allowed)."""
        return self.legal_commands(b, actor, check=False)      # type: ignore[attr-defined]

    def clone(self, b: Any) -> Any:
        return copy_state(b)
