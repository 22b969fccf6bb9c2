"""The core's protocol (vtt.core.ruleset.Ruleset) answered the same way by every package ruleset, from its
usual modules: the rest of what a ruleset answers besides its engine's verify, apply and legal commands."""
from __future__ import annotations

import importlib
import sys

from vtt.core.records import Command
from vtt.core.ruleset import ACT, Awaited, Move, Token

from .tracks import cache, kept, last
from .words import command_term

#: the tokens made so far, by what they were made of (their tracks by identity: kept tracks, box_track's)
_TOKENS: dict = cache()


def token(who: str, name: str, side: str, zone, tracks: tuple = (), status: tuple = (), label=None,
          headline: tuple = ()) -> Token:
    """A participant's token, the very same (frozen) object as in the last view when nothing about her
    changed: a window tells what changed after a move by identity (200 markers redrawn: one), as it does
    with Nechronica's. Her tracks are named by identity; a track made afresh each view (not a kept one)
    makes a token afresh too, which is right, only slower."""
    key = (who, name, side, zone, tuple(map(id, tracks)), status, label, tuple(map(id, headline)))
    kept = _TOKENS.get(key)
    if kept is None:
        if len(_TOKENS) >= 8192:
            _TOKENS.clear()
        kept = _TOKENS[key] = Token(who, name, side, zone, tracks, status, label, headline)
    return kept


def each_own(ruleset: str, gm: Move, fighters, command: str) -> list[Move]:
    """The GM's ``gm`` step for all (a deal, a roll), then each of ``fighters`` her own ``command`` (a physical card
    or dice typed for her), optional: each a kept record, the same while she waits on it."""
    return [gm] + [kept((ruleset, command, f.id, f.side),
                        lambda f=f: Move(f.id, f.side, ACT, Command(command, f.id), True)) for f in fighters]


def each_own_awaited(ruleset: str, gm: Awaited, found: list, phrase) -> list[Awaited]:
    """``each_own``'s moves (``found``) as the table shows them: ``gm``, then each her own under ``phrase``; the
    list of the last view while the moves are the same (they are kept records), each record kept."""
    return list(last((ruleset, "awaited own"), tuple(found), lambda: [gm] + [
        kept((ruleset, "own", m.who, m.side),
             lambda m=m: Awaited(m.who, m.side, ACT, phrase, fallback=m.fallback, optional=True))
        for m in found[1:]]))


def statuses(*flags) -> tuple[str, ...]:
    """A token's statuses (the words its marker and the table show): the name of each ``(name, on)`` that is
    on, in order (a ruleset's ``status(state, fighter, acting)`` lists its own)."""
    return tuple(name for name, on in flags if on)


def _named(b, c):
    """A command's button without a sentence of its ruleset's: its name."""
    return command_term(c.type)


def _no_values(b, c) -> dict:
    """A form's values where the ruleset tells none: the form's own defaults stand."""
    return {}


def _no_choices(b, c) -> dict:
    """Whom a form's participant fields may take where the ruleset tells none: everyone."""
    return {}


class PackageRules:
    """Mixed in before a package ruleset's engine, in its ``protocol`` module (``class ZonesRules(PackageRules,
    ZonesRuleset)``, then ``RULES = ZonesRules()`` at its end). The answers come from the package's usual
    modules, by name:

    - ``protocol``: ``awaited(rules, state)``, ``view(rules, state, viewer)``, ``state_text(state)``, and where it
      has them ``moves(rules, state)`` (the simulator's lighter awaited: vtt.core.ruleset.Move; without them the
      driver is handed awaited's records);
    - ``texts``: ``CATALOG`` (its vtt.core.i18n.Catalog: events, refusals and words in every language) and
      ``command_phrase(state, command)`` (a command as its button says it; without one: its name);
    - ``window``: ``sheet(state, who)`` (a participant's sheet), ``gm_forms(state)`` (the GM's forms) and where it
      has them ``form_values(state, command)`` (what a form sets, as the battle holds it now) and
      ``form_choices(state, command)`` (whom its participant fields may take).

    A subclass adds what its ruleset offers beyond them (``roll_events``, ``order_drop``, ``also_now``…)."""

    catalog = None

    def __init_subclass__(cls, **kwargs):
        # (class attributes, read when the class is made: a method call on the ruleset stays as cheap as on a
        # class whose instances hold nothing of their own, which every command's verify makes many of)
        super().__init_subclass__(**kwargs)
        protocol = sys.modules[cls.__module__]
        package = cls.__module__.rpartition(".")[0]
        texts = importlib.import_module(f"{package}.texts")
        window = importlib.import_module(f"{package}.window")
        cls.catalog = texts.CATALOG
        cls._awaited, cls._view = staticmethod(protocol.awaited), staticmethod(protocol.view)
        cls._moves = staticmethod(getattr(protocol, "moves", protocol.awaited))
        cls._describe = staticmethod(protocol.state_text)
        cls._phrase = staticmethod(getattr(texts, "command_phrase", _named))
        cls._sheet, cls._forms = staticmethod(window.sheet), staticmethod(window.gm_forms)
        cls._form_values = staticmethod(getattr(window, "form_values", _no_values))
        cls._form_choices = staticmethod(getattr(window, "form_choices", _no_choices))

    def awaited(self, b) -> list:
        return self._awaited(self, b)

    def moves(self, b) -> list:
        """Who is awaited as the AI needs it (vtt.core.ruleset.Move), or awaited's records where the ruleset's
        protocol has no lighter ones."""
        return self._moves(self, b)

    def view(self, b, viewer):
        return self._view(self, b, viewer)

    def sheet(self, b, who: str):
        return self._sheet(b, who)

    def gm_forms(self, b):
        return self._forms(b)

    def form_values(self, b, c) -> dict:
        return self._form_values(b, c)

    def form_choices(self, b, c) -> dict:
        return self._form_choices(b, c)

    def event_text(self, event, b, lang: str = "en") -> str:
        if lang == "en" or event.phrase is None:
            return event.text
        return self.catalog.phrase_text(event.phrase, lang)

    def refusal_text(self, reason, lang: str = "en") -> str:
        return self.catalog.refusal_text(reason, lang)

    def text(self, value, lang: str = "en") -> str:
        return self.catalog.tell(value, lang)

    def command_text(self, b, c, lang: str = "en") -> str:
        """A command as a button's label, in ``lang``."""
        return self.catalog.tell(self._phrase(b, c), lang)

    def outcome(self, b) -> str | None:
        return b.outcome

    def round(self, b) -> int:
        return b.round

    def state_text(self, b, lang: str = "en") -> str:
        return self._describe(b)
