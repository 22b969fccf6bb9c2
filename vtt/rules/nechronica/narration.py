"""Events told in a language: the engine makes each with its sentence as a Phrase (English template and
fields) whose Japanese is in event_phrases.EVENTS_JA; for the log, the table view, `vtt play`."""
from __future__ import annotations

from vtt.core.errors import Phrase

from .reasons import reason_text
from .terms import HIT_LOCATION_NAMES_JA

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
    return (HIT_LOCATION_NAMES_JA if lang == "ja" else LOCATION_NAMES_EN).get(location, str(location))


def narrate(event, battle, lang: str = "en") -> str:
    """The event as a sentence in ``lang``: English is the engine's text; Japanese its phrase told from
    EVENTS_JA (the session's "undone" too)."""
    if lang != "ja":
        return event.text
    phrase = event.phrase
    if phrase is not None:
        return reason_text(phrase.template, phrase.fields, "ja")
    return event.text
