"""AI for a skirmish (vtt.sim.driver): a heuristic and the kit's random policy, and the simulator's figures."""
from __future__ import annotations

from vtt.rules.kit.policies import FiguresTally as KitTally, Policy, RandomPolicy, first_allowed

from .state import Battle


class Heuristic(Policy):
    """Hits the weakest foe in her zone, else steps toward the nearest foe, else ends her turn."""

    def on_act(self, session, awaited):
        b: Battle = session.state
        me = b.current()
        if me is None or me.side != self.side:
            return None
        options = session.ruleset.candidates(b, me.id)      # unchecked: first_allowed checks what it plays

        def foes_away(zone):
            far = (b.map.distance(zone, g.zone) for g in b.fighters.values() if g.side != me.side and not g.out)
            return min((d for d in far if d is not None), default=0)
        return (first_allowed(session, [c for c in options if c.type == "hit"],
                              key=lambda c: b.fighters[c.get("target")].health)
                or first_allowed(session, [c for c in options if c.type == "move"
                                           and foes_away(c.get("to")) < foes_away(me.zone)])
                or first_allowed(session, [c for c in options if c.type == "end_turn"]))

    def on_react(self, session, awaited):
        return None

    def on_choose(self, session, awaited):
        return None


class Random(RandomPolicy):
    """Any legal command, at random (seeded)."""


POLICIES = {"heuristic": Heuristic, "random": Random}


class BattleFigures:
    """A simulated battle's own figures: attacks, hits, who of the party went down."""

    def __init__(self):
        self.attacks = self.hits = 0

    def __call__(self, events):
        for e in events:
            if e.type == "hit":
                self.attacks += 1
                self.hits += bool(e.data["hit"])

    def details(self, state: Battle) -> dict:
        return {"attacks": self.attacks, "hits": self.hits,
                "party_down": sum(1 for f in state.fighters.values() if f.side == "party" and f.out)}


class FiguresTally(KitTally):
    means = ("party_down",)
