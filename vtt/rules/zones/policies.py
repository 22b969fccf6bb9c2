"""AI for a zones battle (vtt.sim.driver): a heuristic and a random policy, and the simulator's figures."""
from __future__ import annotations

from vtt.core.records import Command
from vtt.rules.kit.policies import FiguresTally as KitTally, Policy, RandomPolicy, first_allowed

from .state import Battle, Fighter


def _reach(w: dict) -> tuple[int, int]:
    lo, hi = w["range"]
    return lo, hi


class Heuristic(Policy):
    """Fights sensibly: attacks with the weapon in hand when it reaches, draws one that does, else closes
    to the weapon's best distance; defends with the better of dodge and parry, chases, holds; an NPC
    nearly broken, or anyone left with no die for her weapon, flees; extra successes go to Harm, a
    defender's surplus to a swap."""

    # -- acting -----------------------------------------------------------------------------------
    # The policy picks among the rules' candidates (ZonesRuleset.candidates) and checks only what it
    # would play, best first (first_allowed): the pick of the legal commands, a few checks a step.
    def on_act(self, session, awaited):
        b: Battle = session.state
        me = b.current()
        if me is None or me.side != self.side:
            return None
        by_type: dict[str, list[Command]] = {}
        for c in session.ruleset.candidates(b, me.id):
            by_type.setdefault(c.type, []).append(c)
        end = Command("end_turn", me.id)

        def first(kind, key=None, reverse=False, where=None):
            found = [c for c in by_type.get(kind, ()) if where is None or where(c)]
            return first_allowed(session, found, key, reverse) if found else None
        if me.held_by is not None:
            return first("break_free") or end
        if me.burning:
            return first("extinguish") or first("flee") or end
        rules = session.ruleset
        hopeless = rules.pool(me, me.weapon_in_hand()["action"]) == 0
        if hopeless or (not me.pc and me.physical >= me.cap_physical - 1):
            flee = first("flee", key=lambda c: rules.pool(me, c.get("action")), reverse=True)
            if flee is not None:
                return flee
        attack = first("attack", key=lambda c: (b.fighters[c.get("target")].harm, -len(b.fighters[c.get("target")].id)),
                       reverse=True, where=lambda c: c.get("weapon") is None)
        if attack is not None:
            return attack
        if b.left(me.id)[0] > 0 or sum(b.left(me.id)) > 1:
            draw = self._draw(session, b, me, by_type.get("draw", []))
            if draw is not None:
                return draw
        move = self._move(session, b, me, by_type.get("move", []))
        if move is not None:
            return move
        if me.weapon_in_hand()["action"] == "shoot":
            return first("attack", where=lambda c: c.get("weapon") == "unarmed") or first("cover") or end
        return end

    def _distances(self, b: Battle, me: Fighter, zone: str) -> list[int]:
        return [d for d in (b.map.distance(zone, g.zone) for g in b.enemies(me)) if d is not None]

    def _draw(self, session, b: Battle, me: Fighter, draws: list[Command]):
        now = self._distances(b, me, me.zone)
        lo, hi = _reach(me.weapon_in_hand())
        if any(lo <= d <= hi for d in now):
            return None

        def reaches(c):
            w = next(w for w in me.weapons if w["name"] == c.get("weapon"))
            wlo, whi = _reach(w)
            return any(wlo <= d <= whi for d in now)
        return first_allowed(session, [c for c in draws if reaches(c)])

    def _move(self, session, b: Battle, me: Fighter, moves: list[Command]):
        lo, hi = _reach(me.weapon_in_hand())
        want = lo

        def badness(zone):
            ds = self._distances(b, me, zone)
            return min((0 if lo <= d <= hi else abs(d - want)) for d in ds) if ds else 0
        here = badness(me.zone)
        best = first_allowed(session, moves, key=lambda c: (badness(c.get("to")), c.get("to")))
        if best is not None and badness(best.get("to")) < here:
            return best
        return None

    # -- reacting and choosing --------------------------------------------------------------------
    def on_react(self, session, awaited):
        b: Battle = session.state
        rules = session.ruleset
        for a in awaited:
            me = b.fighters[a.who]
            options = [c for c in rules.candidates(b, a.who) if c.type != "pass"]
            best = first_allowed(session, options, key=lambda c: rules.pool(me, rules.reaction_action(me, c.type, c)),
                                 reverse=True)
            if best is not None:
                return best
        return None

    def on_choose(self, session, awaited):
        options = session.legal_commands(awaited.who)
        swaps = [c for c in options if str(c.get("option")).startswith("swap:")]
        ch = session.state.choice
        if ch is not None and ch["kind"] == "surplus" and swaps:
            return min(swaps, key=lambda c: int(c.get("option")[5:]))
        return next((c for c in options if c.get("option") in ("harm", "no_swap")), options[0] if options else None)


class Random(RandomPolicy):
    """Any legal command, at random (seeded); reacts seven times in ten."""

    react_skip = ("pass",)
    react_chance = 0.7


POLICIES = {"heuristic": Heuristic, "random": Random}


class BattleFigures:
    """A simulated battle's own figures: attacks, hits, Harm dealt to each side, who broke or fled."""

    def __init__(self):
        self.attacks = self.hits = 0
        self.harm = {"party": 0, "foes": 0}
        self.broken: list[str] = []
        self.fled: list[str] = []
        self._sides: dict[str, str] = {}

    def __call__(self, events):
        for e in events:
            d = e.data
            if e.type == "attack_rolled":
                self.attacks += 1
                self.hits += bool(d["hit"])
            elif e.type == "harmed":
                self.harm[self._side(d["target"])] += d["amount"]
            elif e.type == "broken":
                self.broken.append(d["target"])
            elif e.type == "flee_rolled" and d["fled"]:
                self.fled.append(d["actor"])

    def _side(self, who: str) -> str:
        return self._sides.get(who, "foes")

    def details(self, state: Battle) -> dict:
        party = [f.id for f in state.fighters.values() if f.side == "party"]
        return {"attacks": self.attacks, "hits": self.hits,
                "party_broken": sum(1 for f in party if state.fighters[f].broken),
                "party_fled": sum(1 for f in party if state.fighters[f].fled),
                "harm_to_party": sum(state.fighters[f].physical + state.fighters[f].mental for f in party)}


class FiguresTally(KitTally):
    means = ("party_broken", "party_fled", "harm_to_party")
