"""The hundred ruleset's sentences: its events' (a template per event type), its buttons', and its catalog,
which tells them and its refusals, questions and words in every language.

No event tells a card nobody may see yet: a lay, a draw or a gift says who and how many, never which."""
from __future__ import annotations

from vtt.core.errors import Joined, Phrase, Term
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_, catalog
from vtt.rules.kit.texts import EVENT_FIELDS, NO_DICE, OVERRIDE_ENDS, name_field
from vtt.rules.kit.words import command_term, fighter_term, weapon_term

from .dice import chains_text
from .terms import band_term, label_term, reaction_term


# -- events ----------------------------------------------------------------------------------------
# Each event type's sentence: an English template (or a function of the event's data picking one) whose
# fields are made from the data by the makers below (a participant's id → her name, a roll → its dice).

def _roll(r):
    """A roll as the log writes it: "3d10+2d6 [7, 10+4, 2] 14", a penalty "… 14 − 2 = 12"."""
    if r is None:
        return ""
    chains = chains_text(r)
    if r["penalty"]:
        tail = f" {r['highest']} − {r['penalty']} = {r['result']}"
    else:
        tail = f" {r['result']}"
    if chains == "[no dice]":
        return Joined((f"{r['pool']} ", NO_DICE, tail))
    return f"{r['pool']} {chains}{tail}"


def _hit_test(d):
    return N_("{actor} rolls {roll} at {target}{dodge}: hit") if d["hit"] else \
        N_("{actor} rolls {roll} at {target}{dodge}: miss")


def _override(d):
    if d["op"] == "end_battle":
        return OVERRIDE_ENDS
    if d["op"] == "health":
        return N_("GM override: {target}'s health is {health}{why}")
    return N_("GM override: {target} holds {count} card(s){why}")


EVENTS = {
    "drew": N_("{actor} draws {count} card(s)"),
    "reshuffled": N_("The discards go back into the deck ({cards} cards)"),
    "round_started": N_("Round {round}: Preparation Phase"),
    "laid": N_("{actor} lays a card face down"),
    "sat_out": N_("{actor} sits this round out"),
    "gave": N_("{actor} gives {to} a card"),
    "revealed": N_("The cards are flipped: {cards}"),
    "hands_empty": N_("No one has a card left: a new Draw Phase"),
    "nobody_acts": N_("Nobody acts in round {round}"),
    "attack_declared": N_("{actor} attacks {target}'s {location} with {weapon} ({pool}{shifted}, {band})"),
    "acted": lambda d: N_("{actor} acts: {what}") if d.get("what") else N_("{actor} acts: a combat action"),
    "turn_passed": N_("{actor} does nothing and discards her card"),
    "reaction": N_("{actor} reacts: {how} (the GM rules)"),
    "hit_test": _hit_test,
    "ruled": lambda d: N_("The GM rules {target}'s reaction: hit") if d["hit"]
    else N_("The GM rules {target}'s reaction: miss"),
    "damage_rolled": N_("Damage: strength {strength} + weapon {weapon_damage}{shifts} = {outgoing} − armor "
                        "({location}) {armor}{block} → {amount}"),
    "damaged": N_("{target} takes {amount} damage{why}: {before} → {after}"),
    "exhausted": N_("{target} gets +{amount} exhaustion{why}: {before} → {after}"),
    "unconscious": N_("{target} is unconscious"),
    "died": N_("{target} dies"),
    "interrupted": N_("{actor} (card {card}) interrupts {other}'s attack before its damage"),
    "acts_earlier": N_("{actor} (card {card}) acts before {other}"),
    "attack_fizzled": N_("{actor}'s attack on {target} comes to nothing"),
    "range_set": N_("{a} and {b} are at {band}"),
    "ended": "{ended}",
    "override": _override,
}


def _dodge(b, d):
    """The target's dodge roll (against a projectile's Speed), or how she reacted."""
    how = reaction_term(d["how"])
    if d.get("dodge") is None:
        return Phrase(" ({how})", how=how)
    if "speed" in d:
        return Phrase("; {how} {roll} against Speed {speed}", how=how, roll=_roll(d["dodge"]), speed=d["speed"])
    return Phrase("; {how} {roll}", how=how, roll=_roll(d["dodge"]))


def _what(what):
    """What she does: the action the rules offer (engine.legal: "take cover") in the GM's language; what the
    GM typed for an action of her own, as typed."""
    return label_term("take cover") if what == "take cover" else what


FIELDS = {
    **EVENT_FIELDS, "to": name_field("to"), "other": name_field("other"),
    "a": name_field("a"), "b": name_field("b"),
    "cards": lambda b, d: [Joined((fighter_term(b, w), str(c)), " ") for w, c in d["cards"]]
    if isinstance(d["cards"], list) else d["cards"],
    "weapon": lambda b, d: weapon_term(b, d["actor"], d["weapon"]),
    "location": lambda b, d: Term("location", d["location"], d["location"]),
    "band": lambda b, d: band_term(d["band"]),
    "how": lambda b, d: reaction_term(d["how"]),
    "shifted": lambda b, d: Phrase(", {shifted} shifted", shifted=d["shifted"]) if d["shifted"] else "",
    "roll": lambda b, d: _roll(d["roll"]),
    "dodge": _dodge,
    "strength": lambda b, d: _roll(d["strength"]),
    "shifts": lambda b, d: f" + {d['shifted']}×{d['per_shift']}" if d["shifted"] else "",
    "block": lambda b, d: Phrase(" − block {roll}", roll=_roll(d["block"])) if d["block"] else "",
    "what": lambda b, d: _what(d["what"]),
}

#: an event's sentence (Out.add in the engine asks it for each event it makes)
event_phrase = EventPhrases(EVENTS, FIELDS)


#: the hundred ruleset's sentences and words in every language (resources/locale/*/LC_MESSAGES/hundred.po)
CATALOG = catalog("hundred")


def command_phrase(b, c) -> Phrase | Term | str:
    """A command as a button says it: "Lay 37", "Attack Grol (Sword, 1 shifted)", "Give 12 to Bea"."""
    t = c.type
    if t == "lay":
        return Phrase("Lay {card}", card=c.get("card"))
    if t == "give":
        return Phrase("Give {card} to {to}", card=c.get("card"), to=fighter_term(b, c.get("to")))
    if t == "attack":
        w = weapon_term(b, c.actor, c.get("weapon")) if c.get("weapon") else label_term("unarmed")
        details = []
        if c.get("shift"):
            details.append(Phrase(", {shift} shifted", shift=c.get("shift")))
        loc = c.get("location")
        if loc:
            details.append(Phrase(", at the {location}", location=Term("location", loc, loc)))
        f, g = b.fighters.get(c.actor), b.fighters.get(c.get("target"))
        if f and g:
            details.append(Phrase(", {band}", band=band_term(b.band(f.id, g.id))))
        return Phrase("Attack {target} ({weapon}{details})", target=fighter_term(b, c.get("target")), weapon=w,
                      details=Joined(details))
    if t == "react":
        how = c.get("how", "none")
        return Term("reaction", how, how.replace("_", " ").capitalize())
    if t == "act":
        return Phrase("Act: {what}", what=_what(c.get("what"))) if c.get("what") else Phrase("Act: a combat action")
    if t == "rule":
        return Phrase("Rule: hit") if c.get("hit") else Phrase("Rule: miss")
    if t == "set_range":
        return Phrase("Range {a}–{b}: {band}", a=fighter_term(b, c.get("a")), b=fighter_term(b, c.get("b")),
                      band=band_term(c.get("band")))
    if t == "deal" and c.actor is not None:         # her own draw (the GM's is the deal)
        return Phrase("Draw her cards")
    return command_term(t)
