"""Names in two languages and the small words every package ruleset says alike, as Terms.

A name from the files (a participant's, a zone's, a weapon's) is no catalog's: the files give it in English
and Japanese (``name_ja``), so its Term's key is the Japanese and its English the default (vtt.core.i18n
tells a ``name`` Term's key in Japanese and its English in any other language)."""
from __future__ import annotations

from vtt.core.errors import Term

#: what a weapon-less fighter fights with, in Japanese (its English is "Unarmed")
UNARMED_JA = "素手"


def name_term(en: str, ja: str | None) -> Term:
    """A name given in the files in both languages (a zone, a scenario, a weapon): the Japanese is the key."""
    return Term("name", ja or en, en)


def label_term(text: str) -> Term:
    """A word the view or a form says as a label (its translation: the catalog's ``label`` context)."""
    return Term("label", text, text)


def command_term(type: str) -> Term:
    """A command's button where its ruleset gives no sentence for it: its name (``end_turn`` → End turn)."""
    return Term("command", type, type.replace("_", " ").capitalize())


def outcome_term(outcome: str) -> Term:
    """How a battle ended, in the ruleset's words (Term kind ``outcome``)."""
    return Term("outcome", outcome, outcome)


def weapon_name(b, who, name: str, lang: str = "en") -> str:
    """A weapon's name in ``lang``: the sheet's ``name_ja`` in Japanese (素手 for Unarmed)."""
    if lang != "ja":
        return name
    f = b.fighters.get(who)
    w = next((w for w in (f.weapons if f else []) if w["name"] == name), None)
    return (w.get("name_ja") if w else None) or (UNARMED_JA if name == "Unarmed" else name)


def fighter_term(b, who):
    """Participant ``who``'s name as a Term (her Japanese name its key), or the id where there is none."""
    f = b.fighters.get(who)
    return str(who) if f is None else Term("name", f.name_ja or f.name, f.name)


def zone_term(b, z):
    """Zone ``z``'s name as a Term, from the battle's zone specs (its id where it has none)."""
    spec = b.zone_specs.get(z, {}) if z else {}
    en = spec.get("name") or str(z)
    return Term("name", spec.get("name_ja") or en, en)


def weapon_term(b, who, name: str):
    """A weapon of ``who`` as a Term: its name, in Japanese the sheet's ``name_ja`` (素手 for Unarmed)."""
    return Term("name", weapon_name(b, who, name, "ja"), name)
