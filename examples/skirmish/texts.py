"""The skirmish ruleset's sentences: its events' (a template per event type), its buttons', and its
catalog, which tells them and its refusals and words in every language (locale/, made by make_catalog.py)."""
from __future__ import annotations

from pathlib import Path

from vtt.core.errors import Phrase
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_, catalog
from vtt.rules.kit.texts import EVENT_FIELDS
from vtt.rules.kit.words import command_term, fighter_term, zone_term

#: each event type's sentence: an English template, or a function of the event's data picking one
EVENTS = {
    "card_dealt": N_("{actor} draws card {card}"),
    "round_started": N_("Round {round} begins"),
    "moved": N_("{actor} moves to {to}"),
    "hit": lambda d: N_("{actor} hits {target}: {die}") if d["hit"] else N_("{actor} misses {target}: {die}"),
    "down": N_("{target} is down"),
    "turn_ended": N_("{actor} ends the turn"),
    "override": "{override}",           # the kit's sentences (EVENT_FIELDS): a GM override, the end
    "ended": "{ended}",
}
#: how a field comes from the event's data: names of participants (the kit's) and zones
FIELDS = {**EVENT_FIELDS, "to": lambda b, d: zone_term(b, d["to"])}

#: an event's sentence (the engine's Out.add asks it for each event it makes)
event_phrase = EventPhrases(EVENTS, FIELDS)

#: the skirmish sentences and words in every language (locale/*/LC_MESSAGES/skirmish.po), over the core's
CATALOG = catalog("skirmish", Path(__file__).resolve().parent / "locale")


def command_phrase(b, c):
    """A command as a button says it: "Move to Yard", "Hit Orc"; else its name ("End turn")."""
    if c.type == "move":
        return Phrase("Move to {zone}", zone=zone_term(b, c.get("to")))
    if c.type == "hit":
        return Phrase("Hit {target}", target=fighter_term(b, c.get("target")))
    return command_term(c.type)
