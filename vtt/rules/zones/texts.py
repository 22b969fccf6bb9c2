"""The zones ruleset's sentences: its events' (a template per event type), its buttons', and its catalog,
which tells them and its refusals, questions and words in every language."""
from __future__ import annotations

from vtt.core.errors import Joined, Phrase, Term
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_, catalog
from vtt.rules.kit.texts import EVENT_FIELDS, OVERRIDE_ENDS, dice_text as _dice, name_field
from vtt.rules.kit.words import command_term, fighter_term, weapon_term, zone_term

from .terms import action_term, harm_term, label_term, maneuver_term


# -- events ----------------------------------------------------------------------------------------
# Each event type's sentence: an English template (or a function of the event's data picking one) whose
# fields are made from the data by the makers below (a participant's id → her name, a zone's → its name).

def _hit(d):
    return N_("{actor} attacks {target}: {dice} {successes} success(es){defence}: hit") if d["hit"] else \
        N_("{actor} attacks {target}: {dice} {successes} success(es){defence}: miss")


def _grappled(d):
    if not d["held"]:
        return N_("{actor} grapples {target}: {dice} {successes} success(es){defence}: no hold")
    if d.get("gagged"):
        return N_("{actor} grapples {target}: {dice} {successes} success(es){defence}: {target} restrained and gagged")
    return N_("{actor} grapples {target}: {dice} {successes} success(es){defence}: {target} restrained")


def _fled(d):
    if d["fled"]:
        return N_("{actor} flees: {dice} {successes} success(es){chase}: leaves the fight")
    if d.get("to"):
        return N_("{actor} flees: {dice} {successes} success(es){chase}: caught: they all move to {to}")
    return N_("{actor} flees: {dice} {successes} success(es){chase}: stays in the fight")


def _override(d):
    """A GM override, said in words (#48: "GM override: harm Asa track=physical, value=3", keys and all)."""
    op = d["op"]
    if op == "end_battle":
        return OVERRIDE_ENDS
    if op == "fled":
        return N_("GM override: {target} has fled the fight{why}") if d.get("value") else \
            N_("GM override: {target} is back in the fight{why}")
    return _OVERRIDES.get(op, "{override}")


#: the GM overrides' sentences, by op (their fields: FIELDS)
_OVERRIDES = {
    "harm": N_("GM override: {target}'s {track} is {value}{why}"),
    "move": N_("GM override: {target} is moved to {zone}{why}"),
    "card": N_("GM override: {target}'s initiative cards are {cards}{why}"),
    "release": N_("GM override: {target} is released{why}"),
    "maneuvers": N_("GM override: {target} has {slow} slow and {fast} fast maneuvers left{why}"),
}


def _ambush(d):
    if d.get("automatic"):
        return N_("The {side} ambush without a test")
    return N_("Ambush: {sneaker} sneaks {dice} {successes} vs {watcher} {defence_dice} {defence_successes}: the "
              "ambush succeeds") if d["success"] else \
        N_("Ambush: {sneaker} sneaks {dice} {successes} vs {watcher} {defence_dice} {defence_successes}: the ambush "
           "is detected")


EVENTS = {
    "card_drawn": N_("{actor} draws initiative card {card}{best_of}"),
    "round_started": N_("Round {round} begins"),
    "swapped": N_("{actor} and {other} swap initiative cards ({actor} now holds {card})"),
    "moved": lambda d: N_("{actor} moves within {to}") if d.get("within") else N_("{actor} moves to {to}"),
    "took_cover": N_("{actor} takes cover in {zone}"),
    "drew": N_("{actor} draws {weapon}"),
    "attack_declared": N_("{actor} attacks {target} with {weapon} ({action}){needs}"),
    "grapple_declared": N_("{actor} grapples {target} (Force{gag})"),
    "flee_declared": N_("{actor} tries to flee by {via} ({action})"),
    "break_free_declared": N_("{actor} tries to break free of {target}"),
    "reacted": N_("{actor} reacts: {reaction} ({action})"),
    "attack_rolled": _hit,
    "grapple_rolled": _grappled,
    "break_free_rolled": lambda d: N_("{actor} tries to break free: {dice} {successes} success(es){hold}: free")
    if d["free"] else N_("{actor} tries to break free: {dice} {successes} success(es){hold}: still held"),
    "flee_rolled": _fled,
    "swap_forced": N_("{actor} forces {target} to swap cards: from next round {actor} holds {card}, {target} "
                      "{other_card}"),
    "swap_done": N_("{actor} and {target} swap cards: {actor} holds {card}, {target} {other_card}"),
    "harmed": N_("{target} suffers {amount} {track} ({level}/{capacity})"),
    "no_harm": N_("{target} suffers no Harm"),
    "broken": N_("{target} is broken and out of the fight"),
    "released": N_("{actor} lets {target} go"),
    "turn_ended": N_("{actor} ends the turn"),
    "extinguish": lambda d: N_("{actor} fights the fire: {dice} {successes} success(es): the fire is out")
    if d["done"] else N_("{actor} fights the fire: {dice} {successes} success(es): {saved} of {need} successes so far"),
    "tested": lambda d: N_("{actor} tests {action}: {dice} {successes}/{need} success(es): passed{note}") if d["passed"]
    else N_("{actor} tests {action}: {dice} {successes}/{need} success(es): failed{note}"),
    "shout": N_("{actor} shouts{said}"),
    "maneuver": lambda d: N_("{actor} makes a slow maneuver{note}") if d["speed"] == "slow"
    else N_("{actor} makes a fast maneuver{note}"),
    "circumstance": N_("Circumstances: {action} needs {extra} extra success(es)"),
    "fear_test": lambda d: N_("{target} tests fear {fear} ({position}, +{help} for the party): {dice} {successes} "
                              "success(es): passed") if d["passed"] else
    N_("{target} tests fear {fear} ({position}, +{help} for the party): {dice} {successes} success(es): failed"),
    "ignited": N_("{target} catches fire (intensity {intensity})"),
    "burned": N_("{target} burns: Endure {dice} {successes} success(es) against intensity {intensity}"),
    "doused": N_("The fire on {target} is out"),
    "poisoned": N_("{target} is poisoned (toxicity {toxicity}): poison {poison_dice} {poison_successes} vs Endure "
                   "{dice} {successes}"),
    "poison_works": N_("The poison works on {target}"),
    "antidote": N_("The poison in {target} is cured"),
    "fell": N_("{target} falls {feet} feet: {fall_dice} {fall_successes} vs Endure {dice} {successes}"),
    "hardship": lambda d: N_("{target} endures hunger, thirst or fatigue: Endure {dice} {successes} success(es): "
                             "passed") if d["passed"] else
    N_("{target} endures hunger, thirst or fatigue: Endure {dice} {successes} success(es): failed, 1 {track}"),
    "ambush": _ambush,
    "ambush_bonus": lambda d: N_("{actor}'s first maneuver of the round carries the ambush's +{bonus} dice")
    if d["used"] else N_("{actor}'s first maneuver of the round rolls no dice: the ambush's +{bonus} dice are lost"),
    "override": _override,
    "ended": "{ended}",
}


def _cards(b, d):
    cards = d["card"]
    return ", ".join(map(str, cards)) if isinstance(cards, list) else cards


def _defence(b, d):
    """What the defender rolled against an attack, grapple or break-free (none: "")."""
    if d.get("reaction"):
        r = d["reaction"]
        return Phrase("; {reaction} {defence_dice} {defence_successes} success(es)", reaction=Term("maneuver", r, r),
                      defence_dice=_dice(d.get("defence")), defence_successes=d["defence_successes"])
    if d.get("defence") and "reaction" not in d:        # a grapple's break free
        return Phrase("; break free {defence_dice} {defence_successes}", defence_dice=_dice(d["defence"]),
                      defence_successes=d["defence_successes"])
    return ""


def _chase(b, d):
    return Joined(Phrase("; {chaser} chases {dice} {successes}", chaser=fighter_term(b, c["who"]),
                         dice=_dice(c["dice"]), successes=c["successes"]) for c in d.get("chasers", ()))


FIELDS = {
    **EVENT_FIELDS, "other": name_field("other"), "sneaker": name_field("sneaker"),
    "watcher": name_field("watcher"),
    "to": lambda b, d: zone_term(b, d["to"]), "zone": lambda b, d: zone_term(b, d["zone"]),
    "via": lambda b, d: zone_term(b, d["via"]),
    "weapon": lambda b, d: weapon_term(b, d["actor"], d["weapon"]),
    "action": lambda b, d: action_term(d["action"]),
    "reaction": lambda b, d: maneuver_term(d["reaction"]),
    "track": lambda b, d: harm_term(d["track"]),
    "position": lambda b, d: Term("position", d["position"], d["position"]),
    "side": lambda b, d: label_term(d["side"]),
    "card": _cards,
    "dice": lambda b, d: _dice(d.get("dice")),
    "poison_dice": lambda b, d: _dice(d["poison_dice"]),
    "fall_dice": lambda b, d: _dice(d["fall_dice"]),
    "defence_dice": lambda b, d: _dice(d["defence"]),
    "best_of": lambda b, d: Phrase(" (best of {drawn})", drawn=", ".join(map(str, d["drawn"])))
    if len(d.get("drawn") or ()) > 1 else "",
    "needs": lambda b, d: "" if d["need"] == 1 else Phrase(" (needs {need} successes)", need=d["need"]),
    "gag": lambda b, d: Phrase(", hand over the mouth") if d.get("gag") else "",
    "defence": _defence,
    "hold": lambda b, d: Phrase("; hold {defence_dice} {defence_successes}", defence_dice=_dice(d["defence"]),
                                defence_successes=d["defence_successes"]) if d.get("hold") else "",
    "chase": _chase,
    "note": lambda b, d: (Phrase(" — {note}", note=d["note"]) if d.get("note") else "")
    if "passed" in d else (Phrase(": {note}", note=d["note"]) if d.get("note") else ""),
    "said": lambda b, d: Phrase(': "{note}"', note=d["note"]) if d.get("note") else "",
}

#: an event's sentence (Out.add in the engine asks it for each event it makes)
event_phrase = EventPhrases(EVENTS, FIELDS)

#: the zones ruleset's sentences and words in every language (resources/locale/*/LC_MESSAGES/zones.po)
CATALOG = catalog("zones")


def _weapon(b, who, w):
    """A weapon a command names, in the GM's language (the sheet's name_ja in Japanese; not a name: as it is)."""
    return weapon_term(b, who, w) if isinstance(w, str) else w


def command_phrase(b, c) -> Phrase | Term | str:
    """A command as a button says it: "Attack Grol (Sling, 2 zones away)", "Move to Ford", "Swap for card 7"."""
    t = c.type
    target = fighter_term(b, c.get("target"))
    if t == "move":
        return Phrase("Move to {zone}", zone=zone_term(b, c.get("to")))
    if t == "attack":
        f = b.fighters.get(c.actor)
        w = c.get("weapon")
        if w is None and f is not None:
            held = f.weapon_in_hand()
            w = Term("name", held.get("name_ja") or held["name"], held["name"])
        w = label_term("unarmed") if w == "unarmed" else _weapon(b, c.actor, w)
        g = b.fighters.get(c.get("target"))
        d = b.map.distance(f.zone, g.zone) if f is not None and g is not None else None
        if d is None:
            return Phrase("Attack {target} ({weapon})", target=target, weapon=w)
        # the range shown as the target is picked: how many zones away she stands
        far = Phrase("same zone") if d == 0 else Phrase(N_("{distance} zone away") if d == 1 else
                                                         N_("{distance} zones away"), distance=d)
        return Phrase("Attack {target} ({weapon}, {far})", target=target, weapon=w, far=far)
    if t == "grapple":
        return Phrase("Grapple {target}", target=target)
    if t == "draw":
        return Phrase("Draw {weapon}", weapon=_weapon(b, c.actor, c.get("weapon")))
    if t == "flee":
        return Phrase("Flee by {zone} ({action})", zone=zone_term(b, c.get("via")),
                      action=action_term(str(c.get("action", "finesse"))))
    if t == "chase":
        return Phrase("Chase ({action})", action=action_term(str(c.get("action", "finesse"))))
    if t == "swap":
        return Phrase("Swap cards with {other}", other=fighter_term(b, c.get("with")))
    if t == "choose":
        o = c.get("option")
        if o == "harm":
            return Phrase("More Harm")
        if o == "no_swap":
            return Phrase("No swap")
        if isinstance(o, str) and o.startswith("swap:"):
            return Phrase("Swap for card {card}", card=o[5:])
        return str(o)
    if t == "test":
        return Phrase("Test {action}", action=action_term(str(c.get("action"))))
    if t == "deal" and c.actor is not None:         # her own draw (the GM's is the deal)
        return Phrase("Draw her card")
    return command_term(t)
