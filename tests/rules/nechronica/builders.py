"""Small builders for rule tests: dolls, enemies and started sessions written inline."""
from __future__ import annotations

import random

from vtt.core.records import Command
from vtt.rules.nechronica.battle import demo_session, new_session
from vtt.rules.nechronica.catalog import load_catalog
from vtt.rules.nechronica.models import ScenarioFile

_CATALOG = load_catalog()


def part(name, location, timing, cost, rng, effect, category="armament", dice=1, level=1):
    return {"name": name, "location": location, "timing": timing, "cost": cost, "range": rng,
            "effect": effect, "category": category, "dice": dice, "level": level}


def doll(name, area="limbo", extra=(), fetters=None, basic=True, drop=()):
    parts = [p.model_dump(exclude_none=True) for p in _CATALOG.basic_parts()] if basic else []
    parts = [p for p in parts if p.get("name_ja", p["name"]) not in drop]     # (by the sheet's name)
    parts += list(extra)
    if fetters is None:
        fetters = [{"target": "treasure", "emotion": "依存", "madness": 3, "treasure": True},
                   {"target": "sister", "emotion": "友情", "madness": 0}]
    return {"id": name, "doll": {"name": name, "area": area, "parts": parts, "fetters": fetters}}


def legion(name, bodies=5, area="hades", parts=None, base_ap=8, threat=1):
    parts = parts if parts is not None else [part("rend", "body", "action", 2, "0", "肉弾攻撃1", "enemy")]
    return {"id": name, "area": area, "bodies": bodies,
            "enemy": {"kind": "legion", "name": name, "base_ap": base_ap, "threat": threat, "bodies": bodies,
                      "parts": parts}}


def horror(name, area="hades", parts=None, base_ap=8, threat=2):
    parts = parts if parts is not None else [part("claw", "body", "action", 2, "0", "白兵攻撃1", "enemy"),
                                             part("hide", "body", "auto", None, "-", "", "enemy"),
                                             part("leg", "body", "action", 3, "自身", "移動1", "enemy")]
    return {"id": name, "area": area, "enemy": {"kind": "horror", "name": name, "base_ap": base_ap,
                                                "threat": threat, "parts": parts}}


def savant(name, area="tartarus", extra=()):
    parts = [p.model_dump(exclude_none=True) for p in _CATALOG.basic_parts()] + list(extra)
    return {"id": name, "area": area, "enemy": {"kind": "savant", "name": name, "base_ap": 6, "threat": 6,
                                                "parts": parts}}


def session(dolls, enemies=(), seed=0, options=None, victory=None, start=True, karma=()):
    sc = {"dolls": list(dolls), "enemies": list(enemies), "karma": list(karma)}
    if options:
        sc["options"] = options
    if victory:
        sc["victory"] = victory
    s = new_session(ScenarioFile.model_validate(sc), ".", seed)
    if start:
        s.do({"type": "start"})
    return s


def do(s, type, actor=None, **params):
    dice = params.pop("dice", None)
    c = {"type": type, **params}
    if actor:
        c["actor"] = actor
    if dice is not None:
        c["dice"] = dice
    return s.do(Command.from_dict(c))


def settle(s, *dice_per_pass):
    """Close reaction windows (nobody reacts) until a choice is needed or nothing is pending.

    Dice for rolls that a pass triggers (a dismember check, a chain attack) are given per pass."""
    queue = list(dice_per_pass)
    while s.state.window is not None and not s.state.prompts:
        c = {"type": "pass"}
        if queue:
            c["dice"] = queue.pop(0)
        s.do(c)


def key(s, pid, name, damaged=None):
    """Key of the first part called ``name``, in English or Japanese (optionally with the given damaged flag)."""
    for p in s.state.fighters[pid].parts:
        if name in (p.name, p.name_ja) and (damaged is None or p.damaged == damaged):
            return p.key
    raise KeyError(name)


def damage_all_but(s, pid, *keep):
    """Every part of ``pid`` damaged by GM override but those named (by the sheet's name, English or Japanese)."""
    for p in list(s.state.fighters[pid].parts):
        if p.name not in keep and p.name_ja not in keep:
            s.do({"type": "override", "op": "damage", "target": pid, "part": p.key})


def set_ap(s, pid, ap):
    s.do({"type": "override", "op": "set_ap", "target": pid, "ap": ap})


def goto_count(s, count):
    s.do({"type": "override", "op": "set_count", "count": count})


def random_battle(seed: int, steps: int):
    """The demo battle played by random legal commands (anyone's, the GM's too) until it ends or
    ``steps`` commands are done: yields (session, events) at the start (no events) and after each."""
    s = demo_session(seed)
    rng = random.Random(seed)
    yield s, []
    for _ in range(steps):
        if s.state.outcome:
            return
        cmds = [c for a in [None, *s.state.fighters] for c in s.legal_commands(a)]
        yield s, s.do(rng.choice(cmds))


# -- reading a battle in tests ------------------------------------------------------------------
def events(s, type_):
    """Every event of that type in the log, in order."""
    return [e for r in s.log for e in r.events if e.type == type_]


def outcomes(s, kind="attack"):
    """The outcomes of the checks of that kind, in order."""
    return [e.data["outcome"] for e in events(s, "check_result") if e.data["kind"] == kind]


def damaged(s, pid):
    """The names of a participant's damaged parts as the sheet writes them (the Japanese where given), sorted."""
    return sorted(p.name_ja or p.name for p in s.state.fighters[pid].parts if p.damaged)


def quiet(s, *except_ids):
    """Every enemy (and anyone listed) out of turn: the dolls act at count 9."""
    for p in s.state.fighters.values():
        if p.side == "enemies" or p.id in except_ids:
            set_ap(s, p.id, 0)
    goto_count(s, 9)
