"""The ashes ruleset's sentences: its events' (a template per event type), its buttons', and its catalog,
which tells them and its refusals, questions and words in every language."""
from __future__ import annotations

from vtt.core.errors import Joined, Phrase, Term
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_, catalog
from vtt.rules.kit.texts import EVENT_FIELDS, OVERRIDE_ENDS, name_field
from vtt.rules.kit.words import command_term, fighter_term, zone_term

from .terms import SECRETS, advantage_term, imbalance_term, label_term


def _tech_ja(b, name: str) -> str:
    """A technique's Japanese name, from whoever knows it (the English name when none gives one)."""
    for f in b.fighters.values():
        for t in f.techniques:
            if t.get("name") == name and t.get("name_ja"):
                return t["name_ja"]
    return name


def _imbalance(b, name) -> Term:
    """An Imbalance's name, with the Japanese whoever has it gives (a file's own Imbalance: Mei's Haunted)."""
    ja = next((i.get("name_ja") for f in b.fighters.values() for i in f.imbalances if i.get("name") == name), None)
    return imbalance_term(name, ja)


# -- events ----------------------------------------------------------------------------------------
# Each event type's sentence: an English template (or a function of the event's data picking one) whose
# fields are made from the data by the makers below (a participant's id → her name, a zone's → its name).

def _secrecy(d):
    return N_("The GM hides the {secret} from the table") if d["on"] else N_("The GM shows the {secret} to the table")


def _death_token(d):
    if d.get("by"):
        return N_("{by} declares a kill: the Death token enters the scene")
    if d.get("condition") == 3:
        return N_("The GM says the proposed action can kill: the Death token enters the scene (condition 3)")
    return N_("The GM brings in the Death token: Death is a possibility")


def _bid(d):
    if d.get("hidden"):
        return N_("{actor} bids (hidden)")
    return N_("{actor} raises to {value} with {dice}") if d["again"] else N_("{actor} bids {value} with {dice}")


def _override(d):
    """A GM override, said in words (#48: "GM override: aura Mei value=3", keys and all)."""
    return OVERRIDE_ENDS if d["op"] == "end_battle" else _OVERRIDES.get(d["op"], "{override}")


#: the GM overrides' sentences, by op (their fields: FIELDS; a zone's is in ``value``)
_OVERRIDES = {
    "aura": N_("GM override: {target}'s Aura is {value}{why}"),
    "health": N_("GM override: {target}'s Health is {value}{why}"),
    "prana": N_("GM override: {target}'s Prana is {value}{why}"),
    "initiative": N_("GM override: {target}'s initiative is {value}{why}"),
    "zone": N_("GM override: {target} is moved to {place}{why}"),
    "revive": N_("GM override: {target} is revived{why}"),
    "imbalance": N_("GM override: {target}'s imbalance is set to rank {value}{why}"),
}


EVENTS = {
    "imbalance_decided": N_("{actor} takes the {penalty} penalty of {imbalance} (Rank {rank})"),
    "effort_rolled": N_("{actor} rolls {size} Effort dice {dice}: sets {sets}"),
    "death_token": _death_token,
    "secrecy": _secrecy,
    "reach_rolled": N_("{actor}'s Reach: initiative +{die}{cost}"),
    "bid": _bid,
    "bid_passed": N_("{actor} passes"),
    "bids_closed": N_("Bidding closes. Initiative order: {order}"),
    "initiative_lowered": lambda d: N_("{actor} lowers the initiative from {old} to {to}: a tie with {tie}, and who "
                                       "lowers acts after") if d.get("tie")
    else N_("{actor} lowers the initiative from {old} to {to}"),
    "turn_ended": N_("{actor} ends the turn"),
    "moved": N_("{actor} moves to {destination}{dragging}"),
    "hid": N_("{actor} hides in cover in {zone}"),
    "lifted": N_("{actor} lifts something{note}"),
    "released": N_("{actor} lets {target} go"),
    "awakened": N_("{actor} awakens the Chakra with a Spirit action of Rank {rank} Facing {facing}: Recovery "
                   "{recovery}, Pool {pool}"),
    "action": N_("{actor} acts with {set}{note}"),
    "broke_free": lambda d: N_("{actor} breaks free of {target} and {others} with Rank {rank}") if d.get("others")
    else N_("{actor} breaks free of {target} with Rank {rank}"),
    "advantage_used": N_("{actor} uses the weapon's advantage: {advantages}{cost}"),
    "attack_declared": lambda d: N_("{actor} grabs {target} with {set}{techniques}{bonus}") if d["grab"]
    else N_("{actor} attacks {target} with {set}{techniques}{bonus}"),
    "defended": N_("{actor} defends with {set}{techniques}"),
    "took_hit": N_("{actor} takes the hit"),
    "grab_resolved": lambda d: N_("{actor}'s grab {attack} vs {defense}: {target} is held (hold Rank {hold})")
    if d["held"] else N_("{actor}'s grab {attack} vs {defense}: no hold"),
    "attack_resolved": lambda d: N_("{actor}'s attack {attack} − defense {defense}{heavy} − armor {armor}: "
                                    "{damage} damage") if d["damage"]
    else N_("{actor}'s attack {attack} − defense {defense}{heavy} − armor {armor}: a successful defense"),
    "hold_broken": N_("The hold of {target} on {actor} breaks"),
    "bought_down": N_("{actor} buys down {damage} damage: {aura} Aura, {health} Health (left: Aura {aura_left}, "
                      "Health {health_left}){boxes}"),
    "injured": N_("{actor} chooses the injury: {target} has the physical Imbalance {imbalance} at Rank {rank}"),
    "vanquished": N_("{target} is vanquished"),
    "killed": N_("{actor} kills {target}"),
    "spared": N_("{actor} spares {target}"),
    "recovered": N_("{actor}'s Chakra fills with {gained} Prana ({prana}/{pool})"),
    "round_ended": N_("Round {round} ends"),
    "round_started": N_("Round {round} begins"),
    "override": _override,
    "ended": "{ended}",
}


def _prana(b, d):
    return Phrase(" ({prana} Prana)", prana=d["prana"]) if d.get("prana") else ""


def _cost(b, d):
    """What a use of the weapon's advantage cost: Prana, an Effort die, or nothing (the free use)."""
    if d.get("prana"):
        return _prana(b, d)
    if d.get("die") is not None:
        return Phrase(" (Effort die {die})", die=d["die"])
    return Phrase(" (free)")


def _and(names):
    """Names one after another: "A and B and C" (in Japanese A、B、C)."""
    return names[0] if len(names) == 1 else Phrase("{first} and {rest}", first=names[0], rest=_and(names[1:]))


def _techniques(b, d):
    if not d["techniques"]:
        return ""
    names = [Term("name", _tech_ja(b, n), n) for n in d["techniques"]]     # (made first: pybabel misses a
    return Phrase(" + {names}", names=names)                               # template whose call nests two)


FIELDS = {
    **EVENT_FIELDS, "by": name_field("by"), "place": lambda b, d: zone_term(b, d["value"]),
    "destination": lambda b, d: zone_term(b, d["to"]), "zone": lambda b, d: zone_term(b, d["zone"]),
    "imbalance": lambda b, d: _imbalance(b, d["imbalance"]),
    "penalty": lambda b, d: Term("penalty", d["penalty"], d["penalty"]),
    "dice": lambda b, d: str(d["dice"]),
    "sets": lambda b, d: ", ".join(f"{r}×{f}" for f, r in d["sets"]) or "-",
    "secret": lambda b, d: Term("secret", d["option"], SECRETS[d["option"]]),
    "cost": lambda b, d: _cost(b, d) if "advantage" in d else _prana(b, d),
    "order": lambda b, d: Joined((Joined((fighter_term(b, w), str(v)), " ") for w, v in d["order"]), ", "),
    "dragging": lambda b, d: Phrase(", dragging {names}", names=[fighter_term(b, g) for g in d["dragged"]])
    if d.get("dragged") else "",
    "note": lambda b, d: Phrase(": {note}", note=d["note"]) if d.get("note") else "",
    "set": lambda b, d: Phrase("Rank {rank} Facing {facing} (total {total})", rank=d["rank"], facing=d["facing"],
                               total=d["total"]),
    "advantages": lambda b, d: [advantage_term(x) for x in d["advantage"]],
    "techniques": _techniques,
    "bonus": lambda b, d: Phrase(" (bonus action)") if d["slot"] == "bonus" else "",
    "others": lambda b, d: _and([fighter_term(b, h) for h in d["others"]]),
    "tie": lambda b, d: _and([fighter_term(b, w) for w in d["tie"]]),
    "heavy": lambda b, d: Phrase(" + Heavy {heavy}", heavy=d["heavy"]) if d.get("heavy") else "",
    "boxes": lambda b, d: Phrase("; {emptied} Health box(es) emptied", emptied=d["emptied"]) if d["emptied"] else "",
}

#: an event's sentence (Out.add in the engine asks it for each event it makes)
event_phrase = EventPhrases(EVENTS, FIELDS)


#: the ashes ruleset's sentences and words in every language (resources/locale/*/LC_MESSAGES/ashes.po)
CATALOG = catalog("ashes")


def command_phrase(b, c) -> Phrase | Term | str:
    """A command as a button says it: "Attack Ghoul with 2×7", "Bid 9", "Buy down: 3 Aura, 4 Health"."""
    t = c.type
    f = b.fighters.get(c.actor) if c.actor else None
    pick = c.get("pick")
    dice = ""
    if f is not None and isinstance(pick, (list, tuple)) and all(isinstance(i, int) and 0 <= i < len(f.dice)
                                                                  for i in pick):
        faces = [f.dice[i] for i in pick]
        dice = f"{len(faces)}×{faces[0]}" if len(set(faces)) == 1 else "+".join(map(str, faces))
    extra = []
    if c.get("advantage"):
        extra.append(label_term("advantage"))
    if c.get("grab"):
        extra.append(label_term("grab"))
    if c.get("techniques"):
        extra += [Term("name", _tech_ja(b, n), n) for n in c.get("techniques")]
    paid = c.get("pay_die")
    if f is not None and isinstance(paid, int) and not isinstance(paid, bool) and 0 <= paid < len(f.dice):
        extra.append(Phrase("Effort die {die}", die=f.dice[paid]))
    more = Phrase(" ({extra})", extra=extra) if extra else ""       # (a list: 、 in Japanese)
    if t == "attack":
        return Phrase("Attack {target} with {dice}{more}", target=fighter_term(b, c.get("target")), dice=dice,
                      more=more)
    if t == "defend":
        return Phrase("Defend with {dice}{more}", dice=dice, more=more)
    if t == "bid":
        faces = [f.dice[i] for i in pick] if f is not None and dice else []
        value = sum(faces) + b.reach.get(c.actor, 0) if faces else "?"
        return Phrase("Bid {value} ({faces}){more}", value=value, faces="+".join(map(str, faces)), more=more)
    if t == "move":
        return Phrase("Move to {zone}", zone=zone_term(b, c.get("to")))
    if t == "buy_down":
        if c.get("split") is not None:
            aura, health = c.get("split")
        else:
            aura, health = c.get("aura", 0), c.get("health", 0)
        return Phrase("Buy down: {aura} Aura, {health} Health", aura=aura, health=health)
    if t == "injure":
        return Phrase("Imbalance: {imbalance}", imbalance=_imbalance(b, c.get("imbalance")))
    if t == "imbalance":
        return Phrase("{imbalance}: {penalty} penalty", imbalance=_imbalance(b, c.get("name")),
                      penalty=Term("penalty", c.get("penalty"), c.get("penalty")))
    if t == "kill":
        return Phrase("Kill {target}", target=fighter_term(b, c.get("target")))
    if t == "lower_initiative":
        return Phrase("Lower initiative to {to}", to=c.get("to"))
    if t in ("awaken", "action", "break_free") and dice:
        return Phrase("{command} {dice}", command=command_term(t), dice=dice)
    if t == "secrecy":
        secret = Term("secret", c.get("option"), SECRETS.get(c.get("option"), "?"))
        return Phrase(N_("Hide the {secret} from the table") if c.get("on") else N_("Show the {secret} to the table"),
                      secret=secret)
    return command_term(t)
