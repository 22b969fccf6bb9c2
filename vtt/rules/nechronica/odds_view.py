"""Odds before committing: what a proposed attack (a 'use' command) will do, for the GUI.

Builds on the exact figures of ``vtt.rules.nechronica.odds.attack_odds`` and adds the modifiers
the engine applies to that attack check right now (``engine.attack_check_modifiers``: 恐怖/fear,
軽蔑/contempt, and the command's own ``modifier`` granted by the GM;
``engine.failures_become_fumbles``: 隷属/servitude).
Support/hinder in the Judge window come after the roll and are not included.
"""
from __future__ import annotations

from fractions import Fraction

from vtt.core.errors import MalformedCommandError
from vtt.core.records import Command
from vtt.rules.nechronica.checks import CRITICAL, FAILURE, FUMBLE, SUCCESS
from vtt.rules.nechronica.commands import MODIFIER, PART, TARGET, USE
from vtt.rules.nechronica.engine import attack_check_modifiers, failures_become_fumbles, find_part
from vtt.rules.nechronica.odds import attack_odds
from vtt.rules.nechronica.reasons import CATALOG

LOCATION_KEYS = ("defender_choice", "legs", "torso", "arms", "head", "attacker_choice")


def attack_odds_for(session, command, lang: str = "en") -> dict:
    """Exact odds of the attack check of ``command`` (a legal 'use' of an attack part), its words in ``lang``
    (the part's ``name`` and the ``modifiers``' reasons: a name in Japanese where the files give one).

    Returns floats for display and the exact fractions as "n/d" strings under "exact":
    ``outcomes`` (critical/success/failure/fumble), ``locations`` (defender_choice, legs, torso,
    arms, head, attacker_choice, miss), ``hit``, ``expected_bonus_damage``, ``dice``, ``modifier``,
    ``modifiers`` [[reason, delta]], ``damage``, ``chain``, ``attack``. Raises the engine's error
    when the command is not legal now, MalformedCommandError when it is not an attack."""
    if not isinstance(command, Command):
        command = Command.from_dict(command)
    if command.type != USE:
        raise MalformedCommandError("odds are for a 'use' command of an attack part")
    session.verify(command)
    b = session.state
    p = b.fighters[command.actor]
    part = find_part(p, command.get(PART))
    fx = part.effects
    if not fx.attack:
        raise MalformedCommandError("【{part}】 is not an attack", part=part.label)
    target = b.fighters.get(command.get(TARGET) or "")
    mods = attack_check_modifiers(p, target, command.get(MODIFIER, 0))
    modifier = sum(v for _, v in mods)
    raw = attack_odds(part.dice, modifier)
    outcomes = dict(raw["outcomes"])
    if failures_become_fumbles(p):
        outcomes[FUMBLE] += outcomes[FAILURE]
        outcomes[FAILURE] = Fraction(0)
    locations = {k: raw["locations"][k] for k in LOCATION_KEYS}
    locations["miss"] = raw["locations"][None]
    bonus = raw["expected_bonus_damage"] if fx.attack != "mental" else Fraction(0)
    hit = outcomes[SUCCESS] + outcomes[CRITICAL]
    exact = {"outcomes": outcomes, "locations": locations, "hit": hit, "expected_bonus_damage": bonus}
    return {
        "attacker": p.id, "target": target.id if target is not None else None, "part": part.key,
        "name": CATALOG.tell(part.label, lang), "attack": fx.attack, "damage": fx.damage, "chain": fx.chain,
        "dice": part.dice, "modifier": modifier, "modifiers": [[CATALOG.tell(r, lang), v] for r, v in mods],
        "outcomes": {k: float(v) for k, v in outcomes.items()},
        "locations": {k: float(v) for k, v in locations.items()},
        "hit": float(hit), "expected_bonus_damage": float(bonus),
        "exact": _as_text(exact),
    }


def _as_text(x):
    if isinstance(x, dict):
        return {k: _as_text(v) for k, v in x.items()}
    return f"{x.numerator}/{x.denominator}"
