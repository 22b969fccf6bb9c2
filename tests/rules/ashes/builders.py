"""Small ashes battles for the tests: inline sheets, a line of battlefields, dice entered by hand."""
from __future__ import annotations

from vtt.core.records import Command
from vtt.rules.ashes.battle import new_session
from vtt.rules.ashes.models import ScenarioFile

SWORD = {"name": "Sword", "advantage": "balanced"}


def sheet(name, kind="character", effort=5, weapon=SWORD, **kw):
    s = {"kind": kind, "name": name, "effort": effort, "health_boxes": kw.pop("boxes", 2)}
    if weapon is not None:
        s["weapon"] = weapon
    if kw.get("aura"):
        s.setdefault("degree", 1)
    s.update(kw)
    return s


def pc(id, zone="a", **kw):
    return {"id": id, "sheet": sheet(id.capitalize(), **kw), "side": "party", "zone": zone}


def npc(id, zone="a", **kw):
    return {"id": id, "sheet": sheet(id.capitalize(), kind="npc", **kw), "side": "foes", "zone": zone}


def scenario(*participants, zones=("a", "b", "c"), options=None, cover=()):
    data = {"kind": "scenario", "ruleset": "ashes",
            "zones": [{"id": z, "cover": z in cover} for z in zones], "participants": list(participants)}
    if options:
        data["options"] = options
    return ScenarioFile.model_validate(data)


def session(*participants, seed=0, **kw):
    return new_session(scenario(*participants, **kw), ".", seed)


def do(s, type, actor=None, dice=None, **params):
    return s.do(Command(type, actor, params, None if dice is None else tuple(dice)))


def rolled(*participants, dice, **kw):
    """A session with everyone's Effort dice rolled by the GM: ``dice`` in seat order."""
    s = session(*participants, **kw)
    for f in s.state.seated():              # Imbalances taken as dramatic penalties (no die less)
        for name in f.undecided():
            do(s, "imbalance", f.id, name=name, penalty="dramatic")
    do(s, "roll", dice=[d for ds in dice for d in ds])
    return s


def at_turns(*participants, dice, bids=(), **kw):
    """Effort rolled, then the bids: ``bids`` a list of (who, pick) in the bidding order (None: a pass);
    everyone then passes until the bidding closes."""
    s = rolled(*participants, dice=dice, **kw)
    for who, pick in bids:
        if pick is None:
            do(s, "pass_bid", who)
        else:
            do(s, "bid", who, pick=pick)
    while s.state.phase == "bid":
        do(s, "pass_bid", s.state.bidder().id)
    return s


def types(events):
    return [e.type for e in events]
