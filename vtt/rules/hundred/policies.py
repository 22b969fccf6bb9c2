"""AI for a hundred battle (vtt.sim.driver): a heuristic and a random policy, and the simulator's figures.

The heuristic lays its highest card (it may act earlier or interrupt: #43); gives a spare card to a player character with an
empty hand, or its last to a stronger fighter with none; attacks the most hurt foe in
reach, shifting a die when its pool is large; runs closer when nothing is in reach; dodges when its
dodge pool is at least as strong as the attack's, else blocks; interrupts an attack on a friend by
attacking the attacker."""
from __future__ import annotations

from vtt.core.records import Command
from vtt.rules.kit.policies import FiguresTally as KitTally, Policy, RandomPolicy, first_allowed

from .state import Battle, Fighter


def strength(d10: int, d6: int) -> float:
    """A rough worth of a pool (a d10 counts more than a d6): enough to choose between two pools."""
    return d10 * 1.6 + d6


def attack_worth(f: Fighter) -> float:
    """The strength of a fighter's best attack pool (its weapons' skills + Combat)."""
    c10, c6 = f.pool("combat")
    return max((strength(f.pool(w["skill"])[0] + c10, f.pool(w["skill"])[1] + c6) for w in f.weapons),
               default=strength(c10, c6))


def _hurt(f: Fighter) -> int:
    return sum(1 for s in f.health if s != "O")


class Heuristic(Policy):
    # -- preparation ---------------------------------------------------------------------------
    def on_choose(self, session, awaited):
        b: Battle = session.state
        me = b.fighters.get(awaited.who)
        if me is None:
            return None
        # the rules' candidates, checked only where the policy would play them (first_allowed)
        options = session.ruleset.candidates(b, me.id)
        needy = [g for g in b.fighters.values() if g.pc and g.side == me.side and not g.out and not g.hand
                 and g.id != me.id and g.laid is None]
        # a spare card to a friend with none, or my last one to a stronger fighter with none
        needy = [g for g in needy if len(me.hand) >= 2 or attack_worth(g) > attack_worth(me)]
        if needy:
            to = max(needy, key=attack_worth).id
            give = first_allowed(session, [c for c in options if c.type == "give" and c.get("to") == to],
                                 key=lambda c: c.get("card"))
            if give is not None:
                return give
        # the highest card: it may still act first (act earlier) and it may interrupt ("higher cards are
        # potentially more valuable"); the reference player laid higher and won more (#43)
        return (first_allowed(session, [c for c in options if c.type == "lay"], key=lambda c: c.get("card"),
                              reverse=True)
                or first_allowed(session, [c for c in options if c.type == "sit_out"]))

    # -- the combat phase ----------------------------------------------------------------------
    def on_act(self, session, awaited):
        b: Battle = session.state
        me = b.current()
        if me is None:
            return None
        if me.side != self.side:
            return self._earlier(session, b, me, awaited)
        # the rules' candidates, checked best first (first_allowed): the best legal attack
        attacks = [c for c in session.ruleset.candidates(b, me.id) if c.type == "attack"]
        pending = b.attack()
        if attacks:
            def worth(c):
                target = b.fighters[c.get("target")]
                w = me.weapon(c.get("weapon"))
                big = sum(me.pool(w["skill"])) + sum(me.pool("combat")) >= 4
                armor = target.armor.get(c.get("location") or target.default_location(), 0)
                # a shifted die adds its Damage per Shift when the pool can spare it, else it costs a hit
                shift = (w["per_shift"] if big else -1) if c.get("shift") else 0
                return (_hurt(target) - len(target.health), w["damage"] + shift - armor, bool(c.get("shift")) == big)
            best = None
            if pending is not None and pending["attacker"] != me.id:     # an interrupt: hit the attacker
                best = first_allowed(session, [c for c in attacks if c.get("target") == pending["attacker"]],
                                     worth, reverse=True)
            best = best or first_allowed(session, attacks, worth, reverse=True)
            if best is not None:
                return best
        closer = [g for g in b.fighters.values() if g.side != me.side and not g.out]
        if closer:
            target = min(closer, key=lambda g: (len(g.health) - _hurt(g), g.id))
            c = Command("act", me.id, {"what": "run", "closer": target.id})
            if session.can(c):
                return c
        return Command("end_turn", me.id)

    @staticmethod
    def _earlier(session, b: Battle, foe: Fighter, awaited):
        """Act before ``foe`` (whose turn it is) when it is nearly down (two healthy points or fewer):
        one of ours with a higher card strikes first rather than take its blow."""
        if sum(1 for s in foe.health if s == "O") > 2:
            return None
        for a in awaited:
            c = Command("act_earlier", a.who)
            if a.optional and session.can(c):
                return c
        return None

    def on_react(self, session, awaited):
        b: Battle = session.state
        a = b.attack()
        if a is None:
            return None
        for aw in awaited:
            me = b.fighters[aw.who]
            if a["stage"] == "react" and a["target"] == me.id:
                return self._reaction(session, b, me, a)
            if a["stage"] == "damage" and b.fighters[a["target"]].side == me.side \
                    and b.fighters[a["attacker"]].side != me.side:
                c = Command("interrupt", me.id)
                w = me.weapons[0] if me.weapons else None
                reach = w is None or b.band(me.id, a["attacker"]) in w["bands"]
                if reach and session.can(c):
                    return c
        return None

    def _reaction(self, session, b: Battle, me: Fighter, a: dict) -> Command:
        dodge = strength(me.pool("dodge")[0] + me.pool("agility")[0], me.pool("dodge")[1] + me.pool("agility")[1])
        block = strength(*me.pool("block"))
        attack = strength(a["d10"], a["d6"])
        projectile = a["weapon"].get("speed") is not None
        if projectile:
            how = "dodge_projectile" if dodge * 2.5 > a["weapon"]["speed"] else "block" if block else "none"
        else:
            how = "dodge" if dodge >= attack or not block else "block"
        return Command("react", me.id, {"how": how})


class Random(RandomPolicy):
    """Any legal command, at random (seeded); never asks the GM to rule an 'other' reaction, reacts to an
    attack when asked, interrupts one time in two, and lays a card rather than sit out."""

    react_skip = ("damage",)
    react_first = "react"
    react_chance = 0.5
    choose_skip = ("sit_out",)

    def never(self, c) -> bool:
        return c.type == "react" and c.get("how") == "other"


POLICIES = {"heuristic": Heuristic, "random": Random}


class BattleFigures:
    """A simulated battle's own figures: attacks, hits, interrupts, gifts, damage to the party."""

    def __init__(self):
        self.attacks = self.hits = self.interrupts = self.gifts = 0

    def __call__(self, events):
        for e in events:
            if e.type == "hit_test":
                self.attacks += 1
                self.hits += bool(e.data["hit"])
            elif e.type == "interrupted":
                self.interrupts += 1
            elif e.type == "gave":
                self.gifts += 1

    def details(self, state: Battle) -> dict:
        party = [f for f in state.fighters.values() if f.side == "party"]
        return {"attacks": self.attacks, "hits": self.hits, "interrupts": self.interrupts, "gifts": self.gifts,
                "party_down": sum(1 for f in party if f.out),
                "party_points_lost": sum(_hurt(f) for f in party)}


class FiguresTally(KitTally):
    means = ("interrupts", "gifts", "party_down", "party_points_lost")
