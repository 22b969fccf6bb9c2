"""Small battles for the zones tests: inline sheets, a line of zones, cards and dice entered by hand."""
from __future__ import annotations

from vtt.core.records import Command
from vtt.rules.zones.battle import new_session
from vtt.rules.zones.models import ScenarioFile

SWORD = {"name": "Sword", "action": "strike", "damage": 2, "range": [0, 0]}
LONGBOW = {"name": "Longbow", "action": "shoot", "damage": 2, "range": [1, 3]}
SLING = {"name": "Sling", "action": "shoot", "damage": 1, "range": [0, 1]}


def sheet(name, kind="character", weapons=(SWORD,), **actions):
    dice = {"strike": 3, "shoot": 3, "force": 3, "finesse": 3, "endure": 3, "sneak": 3, "track": 3, "read": 3}
    dice.update(actions)
    return {"kind": kind, "name": name, "actions": dice, "weapons": list(weapons)}


def pc(id, zone="a", **kw):
    return {"id": id, "sheet": sheet(id.capitalize(), **kw), "side": "party", "zone": zone}


def npc(id, zone="a", group=None, cards=1, physical=None, **kw):
    s = sheet(id.capitalize(), kind="npc", **kw)
    s["cards"] = cards
    if physical is not None:
        s["physical"] = physical
    entry = {"id": id, "sheet": s, "side": "foes", "zone": zone}
    if group:
        entry["group"] = group
    return entry


def scenario(*participants, zones=("a", "b", "c", "d"), edges=None, options=None, **zone_flags):
    zs = [{"id": z, **zone_flags.get(z, {})} for z in zones]
    data = {"kind": "scenario", "ruleset": "zones", "zones": zs, "participants": list(participants)}
    if edges is not None:
        data["edges"] = edges
    if options:
        data["options"] = options
    return ScenarioFile.model_validate(data)


def session(*participants, seed=0, **kw):
    return new_session(scenario(*participants, **kw), ".", seed)


def dealt(*participants, cards, **kw):
    """A session with the cards dealt: ``cards`` in the order the participants draw (as listed)."""
    s = session(*participants, **kw)
    s.do(Command("deal", dice=tuple(cards)))
    return s


def do(s, type, actor=None, dice=None, **params):
    return s.do(Command(type, actor, params, None if dice is None else tuple(dice)))


def types(events):
    return [e.type for e in events]
