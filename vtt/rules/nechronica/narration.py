"""Events told in a language: the engine makes each with its sentence as a Phrase (English template and
fields) whose translations are in the Nechronica catalog (reasons.CATALOG); for the log, the table view,
`vtt play`."""
from __future__ import annotations

from vtt.core.errors import Phrase, Term
from vtt.core.i18n import NC_

from .reasons import CATALOG, reason_text

LOCATION_NAMES_EN = {"head": "head", "arms": "arms", "torso": "torso", "legs": "legs", "body": "body",
                     "defender_choice": "the defender's choice", "attacker_choice": "the attacker's choice"}


def fetter_target(b, target: str) -> Term | str:
    """Whom a fetter names, as every view and sentence tells it: a participant of the battle named by her id, her
    name or her Japanese name (her file gives both: Lily's fetter to ユキ) is her name in the language told (her
    ``label``); anything else as written (her treasure, a memory, someone not in the battle)."""
    for p in b.fighters.values():
        if target == p.id or target == p.name or (p.name_ja is not None and target == p.name_ja):
            return p.label
    return target


def victory_phrase(victory) -> Phrase | str:
    """The victory condition as a GM and the table read it (not its internal key): a Phrase, or the
    scenario's own words."""
    kind, text = victory.type, (victory.text or "").strip()
    if kind == "annihilate":
        return Phrase("destroy every enemy")
    if kind == "survive_rounds":
        return Phrase("survive {rounds} round(s)", rounds=victory.rounds)
    return text or Phrase("the NC decides")


#: our sample scenarios' karma (resources/scenarios), written in English, their Japanese in the catalog
SAMPLE_KARMA = (NC_("karma", "Destroy every enemy"),)


def karma_term(karma: str) -> Term:
    """A karma of the scenario as every view and sentence tells it: as written, in another language the catalog's
    where it has the sentence (our samples'; a GM's own karma reads as she wrote it)."""
    return Term("karma", karma)


def victory_text(victory, lang: str = "en") -> str:
    v = victory_phrase(victory)
    return reason_text(v.template, v.fields, lang) if isinstance(v, Phrase) else v


def location_text(location, lang: str = "en") -> str:
    en = LOCATION_NAMES_EN.get(location, str(location))
    return CATALOG.tell(Term("location", location, en), lang)


def part_which(p, part, alike=None) -> Phrase | None:
    """What tells ``part`` from her other parts of the same name, to follow its name wherever her maneuvers or
    parts are listed (a command's text, a choice of parts, the map's menu, the flow panel): where it is
    (" (Legs)") when another of that name is elsewhere, and which of them there (" (Legs, no. 2)", in the sheet's
    order) when another is in the same place (Noel's two 【Bone】 on her legs); None when its name is hers alone.
    ``alike``: whether another part has its name (by default: the same name in every language)."""
    same = [x for x in p.parts if x is part or (alike(x) if alike is not None else x.label == part.label)]
    if len(same) < 2:
        return None
    where = Term("location", part.location, part.location.capitalize())
    here = [x for x in same if x.location == part.location]
    if len(here) < 2:
        return Phrase(" ({where})", where=where)
    number = next(i for i, x in enumerate(here, 1) if x is part)
    return Phrase(" ({where}, no. {number})", where=where, number=number)


def effect_words(part) -> Term | str:
    """A part's effect for an event's sentence, in the reader's language: its file's English (``effect_en``) in
    English, its Japanese in Japanese (the log said 「移動1」 in the English window); as written where the file gives
    no English."""
    return Term("name", part.effect, part.effect_en) if part.effect_en else part.effect


def which_part(p, part) -> Phrase | str:
    """part_which for an event's sentence ("{name} uses 【{part}】{which}": the log, the table view, `vtt play`): ""
    when her part's name is hers alone (asked of her names first, as plain strings: the simulator tells every
    event's sentence, and most names are hers alone)."""
    if p is None or part is None:
        return ""
    if [x.name for x in p.parts].count(part.name) < 2:
        return ""
    which = part_which(p, part)
    return "" if which is None else which


def part_distinction(p, part, lang: str = "en") -> str:
    """part_which in ``lang``, of the parts whose names read alike there: " (Legs, no. 2)", or ""."""
    tell = CATALOG.tell
    name = tell(part.label, lang)
    which = part_which(p, part, lambda x: tell(x.label, lang) == name)
    return "" if which is None else tell(which, lang)


def narrate(event, battle, lang: str = "en") -> str:
    """The event as a sentence in ``lang``: English is the engine's text; another language its phrase told
    from the catalog (the session's "undone" too)."""
    if lang == "en" or event.phrase is None:
        return event.text
    return CATALOG.phrase_text(event.phrase, lang)
