"""AI policies that play one side of a Nechronica battle through the session's legal commands.

A policy only proposes commands; the driver sends every one through ``session.do`` (so the rules
are never bypassed) and handles the GM's duties: passing a window nobody wants to react in and
advancing the count. Candidates are generated for the participant who must act and only for the
command kinds that matter, then checked with ``session.can`` — much cheaper than enumerating
``legal_commands`` for everyone at every step.
"""
from __future__ import annotations

import random
from typing import Callable

from vtt.core.records import Command
from vtt.rules.nechronica.checks import CRITICAL, FAILURE, FUMBLE, SUCCESS, check_outcome
from vtt.rules.nechronica.commands import (choose_fetters, choose_location, choose_parts, choose_target, reroll, use,
                                          wait)
from vtt.rules.nechronica.engine import (check_modifier, damage_left, in_range, legion_multiplier, moves_on_stack,
                                        part_usable, prompt_damage, reaches, reaches_check, reaches_now, window_check,
                                        window_damage)
from vtt.rules.nechronica.limits import MADNESS_MAX
from vtt.rules.nechronica.state import CheckFrame, DamageFrame
from vtt.rules.nechronica.terms import AREAS, parse_range

SIDES = ("dolls", "enemies")
_GOOD = (SUCCESS, CRITICAL)
_RANK = {FUMBLE: 0, FAILURE: 1, SUCCESS: 2, CRITICAL: 3}


def other_side(side: str) -> str:
    return "enemies" if side == "dolls" else "dolls"


class Policy:
    """Plays the participants of one side. Each method returns a Command to try, or None."""

    name = "policy"

    def __init__(self, side: str, seed: int | None = None):
        if side not in SIDES:
            raise ValueError(f"side must be one of {SIDES}, not {side!r}")
        self.side = side
        self.rng = random.Random(seed)

    def act(self, session, actors: list) -> Command:
        """One of ``actors`` (this side's participants who may act now) uses a maneuver or waits."""
        raise NotImplementedError

    def react(self, session) -> Command | None:
        """A reaction in the open window, or None to let the GM pass."""
        raise NotImplementedError

    def choose(self, session, prompt) -> Command:
        """Answer ``prompt`` (its chooser is on this side)."""
        raise NotImplementedError

    # -- the generic driver's calls (vtt.sim.driver): awaited entries -> participants, the prompt --
    def on_act(self, session, awaited) -> Command:
        return self.act(session, [session.state.fighters[a.who] for a in awaited])

    def on_react(self, session, awaited) -> Command | None:
        return self.react(session)

    def on_choose(self, session, awaited) -> Command:
        return self.choose(session, session.state.prompts[0])


# ---------------------------------------------------------------------------------------------
# Random: any legal command (for tests, and as a weak baseline)
# ---------------------------------------------------------------------------------------------

class RandomPolicy(Policy):
    """Picks uniformly among the legal commands; reacts in a window with probability ``react_chance``."""

    name = "random"

    def __init__(self, side: str, seed: int | None = None, react_chance: float = 0.3):
        super().__init__(side, seed)
        self.react_chance = react_chance

    def act(self, session, actors):
        p = self.rng.choice(actors)
        return self.rng.choice(session.legal_commands(p.id))

    def react(self, session):
        if self.rng.random() >= self.react_chance:
            return None
        options = []
        for p in session.state.fighters.values():
            if p.side == self.side and not p.out:
                options.extend(session.legal_commands(p.id))
        return self.rng.choice(options) if options else None

    def choose(self, session, prompt):
        return self.rng.choice(session.legal_commands(prompt.chooser))


# ---------------------------------------------------------------------------------------------
# Heuristic
# ---------------------------------------------------------------------------------------------

def part_value(p, part) -> float:
    """How much ``p`` wants to keep ``part`` (higher: lose it later). The treasure is kept above all."""
    if part.category == "treasure":
        return 1000.0
    fx = part.effects
    value = 0.0
    if fx.attack:
        value += 50 + 10 * fx.damage + (5 if fx.chain is not None else 0) + (5 if fx.dismember else 0)
        others = sum(1 for q in p.parts if q is not part and not q.damaged and q.effects.attack)
        if not others:
            value += 200             # her last means of attack
    if fx.move:
        value += 40
        others = sum(1 for q in p.parts if q is not part and not q.damaged and q.effects.move)
        if not others:
            value += 150             # her last means of movement
    value += 20 * fx.max_ap
    if fx.defense:
        value += 15 + 5 * fx.defense
    if fx.support or fx.hinder:
        value += 12
    if fx.move_hinder:
        value += 10
    if fx.spine:
        value += 6
    if value == 0 and part.timing != "auto":
        value = 3.0                  # a maneuver the engine does not automate: some use to the GM
    return value


def _loss_if_hit(t, location, amount: int, dismember: bool) -> float:
    """Value ``t`` loses when ``amount`` damage lands on ``location`` and she picks the parts."""
    intact = t.intact_parts(location)
    if dismember:
        return sum(part_value(t, q) for q in intact)
    values = sorted(part_value(t, q) for q in intact)
    return sum(values[:amount])


class HeuristicPolicy(Policy):
    """Attacks what is in range, closes distance, supports/hinders when it changes a result,
    defends when her side is hit, and gives up the least valuable parts."""

    name = "heuristic"

    def __init__(self, side: str, seed: int | None = None, reroll_limit: int = 2):
        super().__init__(side, seed)
        self.reroll_limit = reroll_limit     # re-roll only on a fetter holding at most this much madness

    # -- acting ----------------------------------------------------------------------------
    def act(self, session, actors):
        b = session.state
        p = actors[0]
        foes = [t for t in b.fighters.values() if t.side != p.side and not t.out]
        options = []
        for part in p.parts_timed("action") + p.parts_timed("rapid"):
            if not part_usable(b, p, part):
                continue
            fx = part.effects
            if not fx.attack or (fx.attack == "mental" and p.side == "dolls"):
                continue
            for t in foes:
                if in_range(part.range, p.count_area, t.count_area, False):
                    options.append((-self._attack_score(p, part, fx, t), part.key, t.id))
        for _, key, tid in sorted(options):        # the best blow the rules allow
            c = use(p.id, key, target=tid)
            if session.can(c):
                return c
        move = self._approach(session, p, foes)
        if move is not None:
            return move
        return wait(p.id)

    @staticmethod
    def _attack_score(p, part, fx, t) -> float:
        dmg = fx.damage * (1 + (fx.chain or 0) + (1 if fx.chain == 0 and p.kind == "legion" else 0))
        if t.kind == "legion":
            dmg *= legion_multiplier(fx.dismember, fx.explosive, fx.area)
            finish = 1.0 if dmg >= t.bodies else 0.0
        elif fx.attack == "mental":
            finish = 0.0
            dmg = fx.damage
        else:
            left = len(t.intact_parts())
            finish = 1.0 if dmg >= left else 0.0
            if fx.dismember:
                dmg += 1.5
        cost = part.cost or 0
        return dmg * 10 + finish * 15 - cost * 2 + (1 if t.kind == "doll" else 0)

    def _approach(self, session, p, foes):
        if not foes:
            return None
        nearest = min(foes, key=lambda t: (abs(t.count_area - p.count_area), t.id))
        dist = nearest.count_area - p.count_area
        if dist == 0:
            return None
        step = 1 if dist > 0 else -1
        moves = []
        for part in p.parts_timed("action"):
            if part.damaged:
                continue
            fx = part.effects
            if fx.move and parse_range(part.range) == "self":
                moves.append(((part.cost or 0), part, min(fx.move, abs(dist))))
        for _, part, n in sorted(moves, key=lambda m: (m[0], m[1].key)):
            to = p.area + step * n
            if not 0 <= to < len(AREAS):
                continue
            c = use(p.id, part.key, to=AREAS[to])
            if session.can(c):
                return c
        return None

    # -- reacting --------------------------------------------------------------------------
    def react(self, session):
        b = session.state
        w = b.window
        if w.timing == "judge":
            chk = window_check(b)
            return None if chk is None else self._judge(session, b, chk)
        if w.timing == "damage":
            dmg = window_damage(b)
            return None if dmg is None else self._defend(session, b, dmg)
        if w.timing == "rapid":
            return self._hinder_move(session, b)
        return None

    def _mine(self, b):
        return [p for p in b.fighters.values() if p.ap > 0 and p.side == self.side and not p.out]

    def _judge(self, session, b, frame: CheckFrame):
        roller = b.fighters[frame.roller]
        mod = check_modifier(frame)
        now = check_outcome(frame.rolled, mod)
        mine = roller.side == self.side
        if mine and roller.kind == "doll" and frame.check_kind != "madness" and now in (FAILURE, FUMBLE):
            # A support that rescues the check is cheaper than madness; try those first.
            c = self._judge_part(session, b, frame, mod, now, helping=True)
            if c is not None:
                return c
            fets = [(f.madness, i) for i, f in enumerate(roller.fetters) if not f.mad]
            if fets and frame.check_kind in ("attack", "dismember", "escape"):
                madness, i = min(fets)
                if madness <= self.reroll_limit:
                    c = reroll(roller.id, i)
                    if session.can(c):
                        return c
            return None
        return self._judge_part(session, b, frame, mod, now, helping=mine)

    def _judge_part(self, session, b, frame: CheckFrame, mod: int, now: str, helping: bool):
        # parts out of range are left out before asking the rules (whose refusal costs an exception)
        for p in self._mine(b):
            for part in p.parts_timed("judge"):
                if part.damaged or part.name in p.used_this_round:
                    continue
                fx = part.effects
                delta = fx.support if helping else -fx.hinder
                if not delta:
                    continue
                after = check_outcome(frame.rolled, mod + delta)
                better = _RANK[after] > _RANK[now] if helping else _RANK[after] < _RANK[now]
                # worth it only when success turns on or off (or a critical is made/spoiled)
                if not better or (after in _GOOD) == (now in _GOOD) and CRITICAL not in (after, now):
                    continue
                if not reaches_check(b, part, p, frame):
                    continue
                c = use(p.id, part.key)
                if session.can(c):
                    return c
        return None

    def _defend(self, session, b, frame: DamageFrame):
        t = b.fighters.get(frame.target or "")
        if t is None or t.side != self.side or damage_left(frame) <= 0:
            return None
        for p in self._mine(b):
            for part in p.parts_timed("damage"):
                if part.damaged or part.name in p.used_this_round:
                    continue
                if part.effects.defense and reaches_now(part, p, t):
                    c = use(p.id, part.key)
                    if session.can(c):
                        return c
        return None

    def _hinder_move(self, session, b):
        movers = [f.target for f in moves_on_stack(b)]
        targets = [m for m in movers if b.fighters[m].side != self.side]
        if not targets:
            return None
        for p in self._mine(b):
            for part in p.parts_timed("rapid"):
                if part.damaged or part.name in p.used_this_round:
                    continue
                if not part.effects.move_hinder or (part.cost or 0) >= p.ap:
                    continue
                for t in targets:
                    if not reaches(part, p, b.fighters[t], part.timing):
                        continue
                    c = use(p.id, part.key, target=t)
                    if session.can(c):
                        return c
        return None

    # -- prompts ---------------------------------------------------------------------------
    def choose(self, session, prompt):
        b = session.state
        me = b.fighters[prompt.chooser]
        kind = prompt.kind
        if kind == "fetters":
            load = {i: f.madness for i, f in enumerate(me.fetters)}
            chosen = []
            opts = [o for o in prompt.options if o != "overflow"]
            for _ in range(prompt.count):
                i = min((o for o in opts if load[o] < MADNESS_MAX), key=lambda o: (load[o], me.fetters[o].treasure, o))
                load[i] += 1
                chosen.append(i)
            return choose_fetters(me.id, chosen)
        if kind in ("parts", "madness_part"):
            keys = sorted(prompt.options, key=lambda k: (part_value(me, me.part(k)), k))
            return choose_parts(me.id, keys[:prompt.count])
        if kind == "victim":
            def sturdiness(pid):
                q = b.fighters[pid]
                return q.bodies if q.kind == "legion" else len(q.intact_parts())
            return choose_target(me.id, max(prompt.options, key=lambda o: (sturdiness(o), o)))
        if kind in ("location", "adjacent"):
            d = prompt_damage(b, prompt)
            t = b.fighters[d.target]
            amount = damage_left(d)
            losses = {loc: _loss_if_hit(t, loc, amount, d.dismember) for loc in prompt.options}
            pick = (max if t.side != me.side else min)(prompt.options, key=lambda o: (losses[o], o))
            return choose_location(me.id, pick)
        return self.rng.choice(session.legal_commands(me.id))


POLICIES: dict[str, Callable[..., Policy]] = {"heuristic": HeuristicPolicy, "random": RandomPolicy}


def make_policy(name: str, side: str, seed: int | None = None) -> Policy:
    try:
        return POLICIES[name](side, seed)
    except KeyError:
        raise ValueError(f"unknown policy {name!r}; use one of: {', '.join(POLICIES)}") from None

