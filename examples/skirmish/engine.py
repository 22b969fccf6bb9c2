"""The rules of a skirmish: verify, apply and list commands (the core's Ruleset, less its texts).

The GM deals each fighter a card; every round they act lowest card first, one action each: move to a
zone next to hers, hit a foe in her zone (a d6 showing her strength or more takes one health), or end her
turn. A fighter with no health left is down; a side all down has lost. Every die and card goes through the
feed."""
from __future__ import annotations

from vtt.core.errors import illegal, malformed
from vtt.core.records import Command, Event
from vtt.rules.kit.engine import Out, PackageEngine
from vtt.rules.kit.words import zone_term

from .commands import DECLARED
from .state import Battle, Fighter
from .terms import OUTCOMES
from .texts import event_phrase

TURN_COMMANDS = ("move", "hit", "end_turn")
OVERRIDE_OPS = ("health", "end_battle")


class SkirmishRuleset(PackageEngine):
    name = "skirmish"
    #: its commands' parameters, which the session checks every command against (vtt.core.params)
    declared = DECLARED

    # -- verify ---------------------------------------------------------------------------------
    def verify(self, b: Battle, c: Command) -> object:
        if c.type in ("override", "deal") and c.actor is not None:
            illegal("gm", "Only the GM can {command}", command=c.type)
        if c.type == "override":                 # the GM's override first: it may act after the end
            return self._verify_override(b, c)
        if b.phase == "ended":
            illegal("ended", "The battle is over")
        if c.type == "deal":
            if b.phase != "setup":
                illegal("deal", "The cards are dealt once, before the fight")
            return None
        if c.type not in TURN_COMMANDS:
            malformed("unknown command {type!r}", type=c.type)
        if b.phase == "setup":
            illegal("deal", "Deal the cards first")
        me, now = self._f(b, c.actor), b.current()
        if now is not me:
            illegal("turn", "It is {name}'s turn", name=now.name)
        if c.type == "move" and c.get("to") not in b.map.neighbours(me.zone):
            illegal("move", "{to} is not next to {zone}", to=zone_term(b, c.get("to")), zone=zone_term(b, me.zone))
        if c.type == "hit":
            target = self._f(b, c.get("target"), "target")
            if target.side == me.side or target.out:
                illegal("hit", "{target} is no foe still standing", target=target.name)
            if target.zone != me.zone:
                illegal("hit", "{target} is not in {name}'s zone", target=target.name, name=me.name)
        return None

    def _verify_override(self, b: Battle, c: Command) -> None:
        op = c.get("op")
        if op not in OVERRIDE_OPS:
            malformed("override 'op' is one of: {ops}", ops=", ".join(OVERRIDE_OPS))
        if op == "end_battle":
            if c.get("outcome", "ended") not in OUTCOMES:
                malformed("'outcome' is one of: {outcomes}", outcomes=", ".join(OUTCOMES))
            return
        f = self._f(b, c.get("target"), "target")
        value = c.get("value")
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= f.health_max:
            malformed("'value' is a whole number from 0 to {most}", most=f.health_max)

    # -- apply ----------------------------------------------------------------------------------
    def apply(self, b: Battle, c: Command, feed, ticket=None) -> list[Event]:
        out = Out(b, feed, event_phrase)
        if c.type == "override":
            self._override(b, c, out)
        elif c.type == "deal":
            for f in b.fighters.values():
                f.card = feed.draw(b.deck)
                out.add("card_dealt", actor=f.id, card=f.card)
            b.phase, b.round = "battle", 1
            out.add("round_started", round=1)
        else:
            me = b.current()
            if c.type == "move":
                me.zone = c.get("to")
                out.add("moved", actor=me.id, to=me.zone)
            elif c.type == "hit":
                target = b.fighters[c.get("target")]
                (die,) = feed.roll(1, 6)
                hit = die >= me.strength
                if hit:
                    target.health -= 1
                out.add("hit", actor=me.id, target=target.id, die=die, hit=hit)
                self._fall(b, target, out)
            else:
                out.add("turn_ended", actor=me.id)
            if b.phase == "battle":
                b.acted.append(me.id)
                if b.current() is None:
                    b.round, b.acted = b.round + 1, []
                    out.add("round_started", round=b.round)
        return out.events

    def _override(self, b: Battle, c: Command, out: Out) -> None:
        reason = str(c.get("reason", ""))
        if c.get("op") == "end_battle":
            b.phase, b.outcome = "ended", c.get("outcome", "ended")
            out.add("override", op="end_battle", outcome=b.outcome, reason=reason)
            return
        f = b.fighters[c.get("target")]
        f.health = c.get("value")
        out.add("override", op="health", target=f.id, value=f.health, reason=reason)
        self._fall(b, f, out)

    @staticmethod
    def _fall(b: Battle, f: Fighter, out: Out) -> None:
        """``f`` down with no health left; a side all down ends the battle."""
        if not f.out:
            return
        out.add("down", target=f.id)
        for side, outcome in (("foes", "victory"), ("party", "defeat")):
            if all(g.out for g in b.fighters.values() if g.side == side) and b.phase != "ended":
                b.phase, b.outcome = "ended", outcome
                out.add("ended", outcome=outcome)

    # -- legal commands, copies -------------------------------------------------------------------
    def legal_commands(self, b: Battle, actor: str | None, check: bool = True) -> list[Command]:
        if actor is None:
            out = [Command("deal")] if b.phase == "setup" else []
        else:
            me = b.fighters.get(actor)
            out = []
            if me is not None and b.current() is me:
                out += [Command("hit", actor, {"target": g.id}) for g in b.fighters.values()
                        if g.side != me.side and not g.out and g.zone == me.zone]
                out += [Command("move", actor, {"to": z}) for z in b.map.neighbours(me.zone)]
                out.append(Command("end_turn", actor))
        return [c for c in out if self._ok(b, c)] if check else out

    def snapshot(self, b: Battle) -> dict:
        return {"phase": b.phase, "round": b.round, "outcome": b.outcome, "deck": list(b.deck), "acted": list(b.acted),
                "fighters": {k: {"zone": f.zone, "health": f.health, "card": f.card} for k, f in b.fighters.items()}}
