"""Events told in a language: the engine makes each with its sentence as a Phrase (English template and
fields) whose translations are in the Nechronica catalog (reasons.CATALOG); for the log, the table view,
`vtt play`."""
from __future__ import annotations

from vtt.core.errors import Phrase, Term

from .reasons import CATALOG, reason_text

LOCATION_NAMES_EN = {"head": "head", "arms": "arms", "torso": "torso", "legs": "legs", "body": "body",
                     "defender_choice": "the defender's choice", "attacker_choice": "the attacker's choice"}


def victory_phrase(victory) -> Phrase | str:
    """The victory condition as a GM and the table read it (not its internal key): a Phrase, or the
    scenario's own words."""
    kind, text = victory.type, (victory.text or "").strip()
    if kind == "annihilate":
        return Phrase("destroy every enemy")
    if kind == "survive_rounds":
        return Phrase("survive {rounds} round(s)", rounds=victory.rounds)
    return text or Phrase("the NC decides")


def victory_text(victory, lang: str = "en") -> str:
    v = victory_phrase(victory)
    return reason_text(v.template, v.fields, lang) if isinstance(v, Phrase) else v


def location_text(location, lang: str = "en") -> str:
    en = LOCATION_NAMES_EN.get(location, str(location))
    return CATALOG.tell(Term("location", location, en), lang)


def narrate(event, battle, lang: str = "en") -> str:
    """The event as a sentence in ``lang``: English is the engine's text; another language its phrase told
    from the catalog (the session's "undone" too)."""
    if lang == "en" or event.phrase is None:
        return event.text
    return CATALOG.phrase_text(event.phrase, lang)
