"""Small battles for the hundred tests: inline sheets, ranges, cards and dice entered by hand."""
from __future__ import annotations

from vtt.core.records import Command
from vtt.rules.hundred.battle import new_session
from vtt.rules.hundred.models import ScenarioFile

SWORD = {"name": "Sword", "skill": "cut_weapons", "damage": 3, "per_shift": 1, "bands": ["close"]}
BOW = {"name": "Bow", "skill": "bows", "damage": 2, "per_shift": 1, "bands": ["mid", "ranged"], "speed": 8}


def sheet(name, kind="character", weapons=(SWORD,), armor=None, health=None, **pools):
    """A sheet with the seed's example pools unless told otherwise: the sword fighter of the blocking
    example (3d10 Cut Weapons, 2d6 Combat, 3d6 Strength, Sword 3 / 1 per shift) who blocks 2d6 behind
    Armor 2, and dodges 2d10 + 1d6."""
    attributes = {"combat": "2d6", "agility": "1d6", "strength": "3d6"}
    skills = {"cut_weapons": "3d10", "dodge": "2d10", "block": "2d6", "endurance": "2d10", "bows": "2d10"}
    for k, v in pools.items():
        (attributes if k in attributes else skills)[k] = v
    out = {"kind": kind, "name": name, "attributes": attributes, "skills": skills, "weapons": list(weapons),
           "armor": armor or {"head": 2, "torso": 2, "arms": 2, "legs": 2}}
    if health:
        out["health"] = health
    return out


def pc(id, **kw):
    return {"id": id, "sheet": sheet(id.capitalize(), **kw), "side": "party"}


def npc(id, **kw):
    return {"id": id, "sheet": sheet(id.capitalize(), kind="npc", **kw), "side": "foes"}


def scenario(*participants, ranges=(), options=None):
    data = {"kind": "scenario", "ruleset": "hundred", "participants": list(participants), "ranges": list(ranges)}
    if options:
        data["options"] = options
    return ScenarioFile.model_validate(data)


def session(*participants, seed=0, **kw):
    return new_session(scenario(*participants, **kw), ".", seed)


def dealt(*participants, cards, **kw):
    """A session with the cards dealt: ``cards`` in the order the participants draw (as listed, each as
    many as its Combat dice)."""
    s = session(*participants, **kw)
    s.do(Command("deal", dice=tuple(cards)))
    return s


def revealed(*participants, cards, laid, **kw):
    """Dealt, and each laid the card ``laid[who]``: the cards are flipped, combat begins."""
    s = dealt(*participants, cards=cards, **kw)
    for who, card in laid.items():
        do(s, "lay", who, card=card)
    return s


def do(s, type, actor=None, dice=None, **params):
    return s.do(Command(type, actor, params, None if dice is None else tuple(dice)))


def types(events):
    return [e.type for e in events]
