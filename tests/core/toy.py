"""A toy ruleset on the core's protocol: the worked example of docs/architecture.md.

Cards and a zone graph: the GM deals one card from a deck to each fighter (lowest acts first, the same
order every round); on her turn a fighter moves to an adjacent zone, hits a foe in her zone (a d6: 4 or
more takes a point of health) or passes. A side with no health left loses. A fighter the GM hides is
absent from every view but the GM's and her own side's. Registered as ``toy`` by the tests that use it.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path

from vtt.core.errors import IllegalCommandError, MalformedCommandError, Phrase, Term
from vtt.core.event_phrases import EventPhrases
from vtt.core.i18n import N_, catalog
from vtt.core.records import Command, Event
from vtt.core.ruleset import (ACT, GM, Awaited, OrderEntry, Segment, Token, Track, TurnOrder, View, Viewer, Zone,
                              ZoneMap)
from vtt.core.session import Session

SIDES = ("heroes", "foes")


@dataclass
class Fighter:
    id: str
    side: str
    zone: str
    health: int = 2
    card: int | None = None
    hidden: bool = False


@dataclass
class ToyState:
    fighters: dict[str, Fighter]
    map: ZoneMap
    deck: list[int] = field(default_factory=lambda: list(range(1, 11)))
    phase: str = "setup"          # setup | play | ended
    round: int = 0
    turn: int = 0                 # index into order()
    winner: str | None = None

    def order(self) -> list[Fighter]:
        return sorted((f for f in self.fighters.values() if f.card is not None and f.health > 0),
                      key=lambda f: f.card)

    def current(self) -> Fighter | None:
        order = self.order()
        return order[self.turn] if self.phase == "play" and self.turn < len(order) else None


def illegal(rule, template, **fields):
    raise IllegalCommandError(rule, template, **fields)


#: each event's sentence: an English template whose fields are the event's data
EVENTS = {"card_dealt": N_("{actor} draws {card}"), "moved": N_("{actor} moves to {to}"),
          "hit": N_("{actor} hits {target}: {die}"), "ended": N_("{winner} win")}
event_phrase = EventPhrases(EVENTS, {})
#: the toy's sentences in other languages: its catalogs would sit in tests/core/locale (it has none: English)
CATALOG = catalog("toy", Path(__file__).resolve().parent / "locale")


def event(type: str, **data) -> Event:
    """An event with its sentence as a Phrase (told in English when first read)."""
    return Event(type, data, None, event_phrase(type, data, None))


class ToyRuleset:
    name = "toy"

    # -- verify / apply ------------------------------------------------------------------------
    def verify(self, s: ToyState, c: Command) -> None:
        if c.type == "deal":
            if s.phase != "setup":
                illegal("deal", "The cards are dealt once, before the fight")
            return
        if c.type not in ("move", "hit", "pass"):
            raise MalformedCommandError("unknown command {type!r}", type=c.type)
        if s.phase != "play":
            illegal("turn", "Not during the {phase} phase", phase=s.phase)
        me = s.current()
        if c.actor != me.id:
            illegal("order", "It is {name}'s turn", name=me.id)
        if c.type == "move":
            to = c.get("to")
            if to not in s.map.neighbours(me.zone):
                illegal("move", "{to} is not next to {zone}", to=str(to), zone=me.zone)
        elif c.type == "hit":
            t = s.fighters.get(c.get("target"))
            if t is None or t.side == me.side or t.health <= 0:
                raise MalformedCommandError("hit needs a foe still standing as 'target'")
            if t.zone != me.zone:
                illegal("melee", "{target} is not in {name}'s zone", target=t.id, name=me.id)

    def apply(self, s: ToyState, c: Command, feed) -> list[Event]:
        ev: list[Event] = []
        if c.type == "deal":
            for f in s.fighters.values():
                f.card = feed.draw(s.deck)
                ev.append(event("card_dealt", actor=f.id, card=f.card))
            s.phase, s.round, s.turn = "play", 1, 0
            return ev
        me = s.current()
        if c.type == "move":
            me.zone = c.get("to")
            ev.append(event("moved", actor=me.id, to=me.zone))
        elif c.type == "hit":
            t = s.fighters[c.get("target")]
            (die,) = feed.roll(1, 6)
            if die >= 4:
                t.health -= 1
            ev.append(event("hit", actor=me.id, target=t.id, die=die, health=t.health))
            for side in SIDES:
                if all(f.health <= 0 for f in s.fighters.values() if f.side == side):
                    s.phase, s.winner = "ended", [x for x in SIDES if x != side][0]
                    ev.append(event("ended", winner=s.winner))
                    return ev
        order = s.order()
        s.turn = order.index(me) + 1 if me in order else s.turn
        if s.turn >= len(order):
            s.turn, s.round = 0, s.round + 1
        return ev

    def legal_commands(self, s: ToyState, actor: str | None) -> list[Command]:
        me = s.current()
        if actor is None:
            return [Command("deal")] if s.phase == "setup" else []
        if me is None or me.id != actor:
            return []
        out = [Command("move", actor, {"to": z}) for z in s.map.neighbours(me.zone)]
        out += [Command("hit", actor, {"target": t.id}) for t in s.fighters.values()
                if t.side != me.side and t.health > 0 and t.zone == me.zone]
        return out + [Command("pass", actor)]

    def clone(self, s: ToyState) -> ToyState:
        return copy.deepcopy(s)

    def snapshot(self, s: ToyState) -> dict:
        return {"phase": s.phase, "round": s.round, "turn": s.turn, "winner": s.winner, "deck": list(s.deck),
                "fighters": {k: vars(f).copy() for k, f in s.fighters.items()}}

    # -- the rest of the protocol --------------------------------------------------------------
    def awaited(self, s: ToyState) -> list[Awaited]:
        if s.phase == "setup":
            return [Awaited(None, "", GM, Phrase("Deal the cards"), fallback=Command("deal"))]
        me = s.current()
        return [Awaited(me.id, me.side, ACT)] if me is not None else []

    def view(self, s: ToyState, viewer: Viewer) -> View:
        tokens, entries = [], []
        me = s.current()
        for f in s.fighters.values():
            if f.hidden and not viewer.sees_side(f.side):
                continue
            tokens.append(Token(f.id, f.id, f.side, f.zone,
                                (Track(Term("track", "health"), tuple(Segment(str(i + 1), "ok" if i < f.health else "lost")
                                                                      for i in range(2))),)))
            entries.append(OrderEntry(f.id, f.card, me is not None and me.id == f.id))
        order = TurnOrder("cards", tuple(sorted(entries, key=lambda e: (e.value is None, e.value))), round=s.round)
        return View(viewer, s.map, tuple(tokens), order, tuple(self.awaited(s)), sides=SIDES)

    def event_text(self, event: Event, s: ToyState, lang: str = "en") -> str:
        return event.text if event.phrase is None else CATALOG.phrase_text(event.phrase, lang)

    def refusal_text(self, reason, lang: str = "en") -> str:
        return getattr(reason, "reason", None) or str(reason)         # a Verdict, or a Phrase

    def text(self, value, lang: str = "en") -> str:
        return str(value)

    def command_text(self, s: ToyState, c: Command, lang: str = "en") -> str:
        if c.type == "move":
            return f"Move to {c.get('to')}"
        if c.type == "hit":
            return f"Hit {c.get('target')}"
        return c.type.capitalize()

    def outcome(self, s: ToyState) -> str | None:
        return s.winner

    def round(self, s: ToyState) -> int:
        return s.round

    def state_text(self, s: ToyState, lang: str = "en") -> str:
        return "\n".join(f"{f.id} [{f.side}] {f.zone} card {f.card} health {f.health}" for f in s.fighters.values())


RULESET = ToyRuleset()


class ToySession(Session):
    def __init__(self, setup: dict, seed=None, history: bool = True):
        zones = [Zone(z, Term("zone", z)) for z in setup["zones"]]
        graph = ZoneMap(tuple(zones), tuple(tuple(e) for e in setup["edges"]))
        fighters = {f["id"]: Fighter(f["id"], f["side"], f["zone"], hidden=f.get("hidden", False))
                    for f in setup["fighters"]}
        super().__init__(RULESET, ToyState(fighters, graph), seed=seed, history=history)
        self.setup = setup

    def setup_json(self) -> dict:
        return self.setup


class ToySystem:
    id = "toy"
    name = name_ja = "Toy"
    ruleset = RULESET
    sides = SIDES

    def demo_session(self, seed=None):
        return ToySession(DEMO, seed)

    def open_session(self, data, path, history=True):
        from vtt.core.game_file import replay_battle
        if data.get("kind") == "battle":
            return replay_battle(self, data, path, history)
        return ToySession(data["setup"], data.get("seed"), history)

    def session_from_setup(self, setup, base_dir, seed, history=True):
        return ToySession(setup, seed, history)

    def script_session(self, data, path):
        return ToySession(data["setup"], data.get("seed")), data.get("commands", []), False

    def policies(self):
        return {"first": FirstLegal}

    def won(self, outcome):
        return outcome == "heroes"

    def sim_observer(self, session):
        return Counter()

    def sim_tally(self, state):
        return HitTally()

    def roll(self, expression, dice=None, rng=None):
        raise MalformedCommandError("the toy has no dice syntax")


class Counter:
    """Counts the hits of a simulated battle (the toy's own figure in the simulator's report)."""

    def __init__(self):
        self.hits = 0

    def __call__(self, events):
        self.hits += sum(1 for e in events if e.type == "hit")

    def details(self, state):
        return {"hits": self.hits}


class HitTally:
    def __init__(self):
        self.n = self.hits = 0

    def add(self, details):
        self.n += 1
        self.hits += details["hits"]

    def report(self):
        return {"hits_mean": self.hits / max(1, self.n)}


class FirstLegal:
    """Plays a side: hits when it can, else steps toward the nearest foe (the zone graph's distance)."""

    def __init__(self, side, seed=None):
        self.side = side

    def on_act(self, session, awaited):
        options = session.legal_commands(awaited[0].who)
        hit = next((c for c in options if c.type == "hit"), None)
        if hit is not None:
            return hit
        s = session.state
        foes = [f.zone for f in s.fighters.values() if f.side != self.side and f.health > 0]
        moves = [c for c in options if c.type == "move"]
        return min(moves, key=lambda c: min(s.map.distance(c.get("to"), z) for z in foes), default=options[-1])

    def on_react(self, session, awaited):
        return None

    def on_choose(self, session, awaited):
        return session.legal_commands(awaited.who)[0]


DEMO = {"zones": ["gate", "yard", "keep"], "edges": [["gate", "yard"], ["yard", "keep"]],
        "fighters": [{"id": "ann", "side": "heroes", "zone": "gate"}, {"id": "bob", "side": "heroes", "zone": "yard"},
                     {"id": "orc", "side": "foes", "zone": "keep"},
                     {"id": "spy", "side": "foes", "zone": "keep", "hidden": True}]}
SYSTEM = ToySystem()
