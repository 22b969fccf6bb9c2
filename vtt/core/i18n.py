"""Sentences and words told in a language, from gettext catalogs.

English is the source: a sentence is a Phrase (an English template and its fields), a word of the game a
Term (a kind, a key and its English). Another language's sentences sit in gettext catalogs, one domain
per ruleset and ``vtt`` for the core's: ``resources/locale/<lang>/LC_MESSAGES/<domain>.po`` (what a
translator edits, in Poedit or Weblate), compiled to ``.mo`` beside it (what is read here, with the
standard library's gettext). A template's msgid is its English; a Term's msgctxt is its kind and its
msgid its key (a Term of kind "label" or "status" may have no msgctxt). A ruleset's catalog falls back to
the core's, and a sentence or word neither has is told in English.

Nothing here runs in the simulator: an event keeps its Phrase, and a language is looked up only when a
sentence is told in it. `python resources/locale/catalogs.py` extracts, updates, compiles and checks the
catalogs (docs/architecture.md, "Translations")."""
from __future__ import annotations

import gettext
from functools import lru_cache
from pathlib import Path
from string import Formatter

from vtt import RESOURCES

from .errors import Joined, Phrase, Term, english

LOCALE_DIR = RESOURCES / "locale"
#: the core's sentences (vtt/core, vtt/commands, …): every ruleset's catalog falls back to it
CORE_DOMAIN = "vtt"
SOURCE_LANGUAGE = "en"


def N_(template: str) -> str:
    """Marks an English template for the catalog where it is not made a Phrase at once (a table's)."""
    return template


def NC_(kind: str, key: str) -> str:
    """Marks a word of the game's vocabulary (a Term's key, of ``kind``) for the catalog."""
    return key


def round_phrase(n: int) -> Phrase:
    """Round ``n``, for a ruleset's ``text`` to say in its own word (its catalog's over the core's: a ruleset whose
    Japanese counts ターン says so in its catalog, the core's says ラウンド), as the simulator's report says them
    (vtt.sim.report_text.ROUNDS): the log's export and the table view's round line."""
    return Phrase("Round {round}", round=n)


@lru_cache(maxsize=None)
def _wordless(template: str) -> bool:
    """Whether a template says no word of its own, only fields and punctuation: it needs no translation."""
    return not any(ch.isalpha() for text, _, _, _ in Formatter().parse(template) for ch in text)


#: how a language joins a list of values (a Phrase's field holding a list)
LIST_SEPARATOR = NC_("list", ", ")


def _entries(path: Path) -> dict:
    """A compiled catalog's translations: msgid (``context\\x04msgid`` with a context) → msgstr."""
    try:
        with open(path, "rb") as f:
            # (the parsed .mo: gettext has no other way to say whether an entry is there)
            catalog = gettext.GNUTranslations(f)._catalog
    except FileNotFoundError:
        return {}
    return {k: v for k, v in catalog.items() if isinstance(k, str) and k and v}


class Catalog:
    """A domain's sentences and words in every language it has a catalog for; a ruleset's falls back to
    the core's (``fallback``). ``tell`` is the one way a Phrase, a Term or a list of them becomes text."""

    def __init__(self, domain: str, localedir: Path | str = LOCALE_DIR, fallback: "Catalog | None" = None):
        self.domain, self.localedir, self.fallback = domain, Path(localedir), fallback
        self._loaded: dict[str, dict] = {}

    def __repr__(self):
        return f"Catalog({self.domain!r}, {str(self.localedir)!r})"

    def entries(self, lang: str) -> dict:
        """This domain's translations into ``lang`` (read once), over its fallback's."""
        got = self._loaded.get(lang)
        if got is None:
            own = _entries(self.localedir / lang / "LC_MESSAGES" / f"{self.domain}.mo")
            got = self._loaded[lang] = {**(self.fallback.entries(lang) if self.fallback else {}), **own}
        return got

    def languages(self) -> list[str]:
        """English and every language this domain has a compiled catalog for."""
        found = sorted(p.parent.parent.name for p in self.localedir.glob(f"*/LC_MESSAGES/{self.domain}.mo"))
        return [SOURCE_LANGUAGE] + [lang for lang in found if lang != SOURCE_LANGUAGE]

    def lookup(self, msgid: str, lang: str, context: str | None = None) -> str | None:
        """The translation of ``msgid`` (in ``context``) into ``lang``, or None where there is none."""
        if lang == SOURCE_LANGUAGE:
            return None
        return self.entries(lang).get(msgid if context is None else f"{context}\x04{msgid}")

    # -- telling ---------------------------------------------------------------------------------
    def tell(self, value, lang: str = SOURCE_LANGUAGE) -> str:
        """A Phrase, a Term, a Joined or a list of them, or anything else (as ``str``), in ``lang``."""
        if lang == SOURCE_LANGUAGE:
            if isinstance(value, Phrase):
                return english(value.template, value.fields)
            return ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
        return str(self._value(value, lang))

    def phrase_text(self, phrase: Phrase, lang: str = SOURCE_LANGUAGE) -> str:
        return self._sentence(phrase.template, phrase.fields, lang)

    def refusal_text(self, reason, lang: str = SOURCE_LANGUAGE) -> str:
        """A refusal (an error, a Verdict or a Phrase: a template and fields) in ``lang``."""
        template = getattr(reason, "template", None)
        if template is None:
            return str(reason)
        return self._sentence(template, getattr(reason, "fields", None) or {}, lang)

    def term_text(self, term: Term, lang: str = SOURCE_LANGUAGE) -> str:
        if lang == SOURCE_LANGUAGE:
            return term.text
        if term.kind == "name":        # a name the files give in English and Japanese: the Japanese is its key
            return term.key if lang == "ja" else term.text
        key = str(term.key)
        found = self.lookup(key, lang, term.kind)
        if found is None:
            found = self.lookup(key, lang)
        return term.text if found is None else found

    def _sentence(self, template: str, fields: dict, lang: str) -> str:
        told = self.lookup(template, lang)
        if told is None:
            if not _wordless(template):     # no translation: the whole sentence in English, not half of it
                return english(template, fields)
            told = template                 # fields and punctuation ("{override}", " — {note}"): the same in any
        return told.format(**{k: self._value(v, lang) for k, v in fields.items()}) if fields else told

    def _value(self, value, lang: str):
        if isinstance(value, Phrase):
            return self._sentence(value.template, value.fields, lang)
        if isinstance(value, Term):
            return self.term_text(value, lang)
        if isinstance(value, Joined):
            return value.sep.join(str(self._value(v, lang)) for v in value.items)
        if isinstance(value, (list, tuple)):
            sep = self.lookup(LIST_SEPARATOR, lang, "list") or LIST_SEPARATOR
            return sep.join(str(self._value(v, lang)) for v in value)
        return value


#: the core's sentences (its refusals, the session's events, `vtt play`'s)
CORE = Catalog(CORE_DOMAIN)


def languages() -> list[str]:
    """English and every language the core's sentences are translated into (a `--lang` may name any)."""
    return CORE.languages()


def catalog(domain: str, localedir: Path | str = LOCALE_DIR) -> Catalog:
    """A ruleset's catalog, falling back to the core's."""
    return Catalog(domain, localedir, CORE)
