"""The rules of a zones battle: verify, apply and list commands (the core's Ruleset, less its texts).

A turn: one slow and one fast maneuver, or two fast. Reactions (dodge, parry, break free, hold, chase)
spend a fast maneuver of the round and are declared in a window the declaration opens, before any die
of it is rolled. Every die and card goes through the feed. See docs/zones.md and docs/rulings.md."""
from __future__ import annotations

import copy
from typing import Optional

from mypy_extensions import mypyc_attr

from vtt.core.errors import illegal, malformed
from vtt.core.records import Command, Event
from vtt.rules.kit.engine import Out, PackageEngine

from .commands import DECLARED
from .dice import roll_pool
from .state import UNARMED, Battle, Fighter, other_side
from .terms import (ACTION_TERMS, ACTIONS, FEAR_HARM, FEAR_HELP_MAX, FLEE_ACTIONS, HARM_TRACKS, MELEE_ACTIONS,
                    REACTIONS, ROLL_CARDS, ROLL_FALL, ROLL_POISON, SEVERE_MENTAL, SIDES, action_term, label_term,
                    maneuver_term, name_term)
from .texts import event_phrase

SLOW, FAST = 0, 1
#: the turn's maneuvers that roll dice (the others leave the ambush dice unused)
ROLLING = ("attack", "grapple", "flee", "break_free", "extinguish", "test")

#: commands of the one whose turn it is
TURN_COMMANDS = ("move", "cover", "draw", "attack", "grapple", "flee", "break_free", "release", "extinguish", "test",
                 "shout", "maneuver", "end_turn")
#: reactions, declared in an open window
REACTION_COMMANDS = ("dodge", "parry", "hold", "chase")
#: what the GM triggers (and overrides)
GM_COMMANDS = ("deal", "ambush", "fear", "ignite", "douse", "poison", "antidote", "fall", "hardship", "circumstance",
               "override")
OVERRIDE_OPS = ("harm", "move", "card", "fled", "release", "maneuvers", "end_battle")


def _listed(value):
    """A fighter's field as a snapshot holds it (a tuple as a list)."""
    return list(value) if isinstance(value, tuple) else value


def ambush_roles(b: Battle, side: str) -> dict[str, list[str]]:
    """Who may take part in an ambush by ``side`` (the one place the rule is written: ``_verify_ambush`` refuses the
    others, the GM's ambush form offers only these): "you roll Sneak against Track or Read", "only one of you makes a
    Sneak test" — a sneaker of the side ambushing, a watcher of the other, neither out of the fight."""
    return {"sneaker": [f.id for f in b.fighters.values() if f.side == side and not f.out],
            "watcher": [f.id for f in b.fighters.values() if f.side != side and not f.out]}


@mypyc_attr(allow_interpreted_subclasses=True)     # the protocol's class mixes in the core's answers
class ZonesRuleset(PackageEngine):
    name = "zones"
    #: its commands' parameters, which the session checks every command against (vtt.core.params)
    declared = DECLARED

    # =========================================================================================
    # verify
    # =========================================================================================
    def verify(self, b: Battle, c: Command) -> object:      # a ticket for apply, or None (compiled: checked)
        t = c.type
        if t == "override":
            return self._verify_override(b, c)
        if b.phase == "ended":
            illegal("ended", "The battle is over")
        if t in ("deal", "ambush"):
            if b.phase != "setup":
                if t == "ambush":
                    illegal("ambush", "The ambush is settled before the first initiative card is drawn")
                illegal("initiative", "The initiative cards are drawn once, before the fight")
            if t == "ambush":
                self._verify_ambush(b, c)
            elif c.actor is not None:       # "let everyone participating in the fight draw one card each"
                me = self._f(b, c.actor)
                if b.cards_of(me.id):
                    illegal("initiative", "{name} has drawn her initiative card", name=me.name)
            if t == "deal":
                self._verify_deck(b, c.actor)
            return
        if b.phase == "setup":
            illegal("initiative", "Draw the initiative cards first")
        if t == "choose":
            return self._verify_choose(b, c)
        if b.choice is not None:
            chooser = b.fighters[b.choice["chooser"]]
            illegal("choice", "{name} must choose first", name=chooser.name)
        if t == "pass":
            if b.window is None:
                illegal("window", "No reaction window is open")
            if c.actor is not None and c.actor not in self.reactors(b):
                illegal("window", "{name} has no reaction to pass in this window", name=self._f(b, c.actor).name)
            return
        if t == "break_free":
            way = self.break_free_way(b, c.actor)
            if way == "grapple":
                return self._verify_reaction(b, c)
            if way == "reaction":
                return self._verify_break_free_reaction(b, c)
        if t in REACTION_COMMANDS:
            return self._verify_reaction(b, c)
        if b.window is not None:
            illegal("window", "Reactions to the {window} come first: react or pass",
                    window=maneuver_term(b.window["kind"]))
        if t in GM_COMMANDS:
            return self._verify_gm(b, c)
        if t == "swap":
            return self._verify_swap(b, c)
        if t in TURN_COMMANDS:
            return self._verify_turn(b, c)
        malformed("unknown command {type!r}", type=t)

    def _target(self, b: Battle, c: Command) -> Fighter:
        return self._f(b, c.get("target"), "target")

    # -- the turn ------------------------------------------------------------------------------
    def _verify_turn(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        now = b.current()
        if now is None or now.id != me.id:
            illegal("order", "It is {name}'s turn", name=now.name if now else "nobody")
        t = c.type
        if t == "end_turn":
            return
        if t == "release":
            if not any(g.held_by == me.id for g in b.fighters.values()):
                illegal("grapple", "{name} holds nobody", name=me.name)
            return
        speed = self._speed(c)
        slow, fast = b.left(me.id)
        if speed == "slow" and slow < 1:
            illegal("maneuvers", "{name} has used the slow maneuver this turn", name=me.name)
        if speed == "fast" and slow + fast < 1:
            illegal("maneuvers", "{name} has no maneuver left this turn", name=me.name)
        if t == "shout" and me.gagged:
            illegal("restrained", "{name} cannot speak with a hand over her mouth", name=me.name)
        if me.held_by is not None and t not in ("break_free", "shout"):
            illegal("restrained", "{name} is restrained by {holder}: she can only break free, shout or parry",
                    name=me.name, holder=b.fighters[me.held_by].name)
        if me.burning and t not in ("extinguish", "flee", "shout"):
            illegal("fire", "{name} is burning: she can only put out the fire, flee or shout", name=me.name)
        if t == "move":
            to = c.get("to")
            if to not in b.zone_specs:
                malformed("'to' must be a zone (one of: {zones})", zones=", ".join(b.zone_specs))
            if to != me.zone and to not in b.map.neighbours(me.zone):
                illegal("move", "{to} is not next to {zone}: one fast maneuver enters an adjacent zone",
                        to=self._zone_term(b, to), zone=self._zone_term(b, me.zone))
        elif t == "cover":
            if not b.zone_specs[me.zone].get("cover"):
                illegal("cover", "There is no cover in {zone}", zone=self._zone_term(b, me.zone))
            if me.cover:
                illegal("cover", "{name} is already in cover", name=me.name)
        elif t == "draw":
            self._weapon_index(me, c.get("weapon"))
        elif t == "attack":
            self._verify_attack(b, me, c)
        elif t == "grapple":
            target = self._target(b, c)
            self._foe_in_fight(me, target)
            if target.zone != me.zone:
                illegal("melee", "{target} is not in {name}'s zone: wrestling needs the same zone",
                        target=target.name, name=me.name)
        elif t == "flee":
            self._verify_flee(b, me, c)
        elif t == "break_free":
            self._may_try_to_break_free(me, c)
        elif t == "extinguish":
            if not me.burning:
                illegal("fire", "{name} is not burning", name=me.name)
        elif t == "test":
            action = c.get("action")
            if action not in ACTIONS:
                malformed("'action' must be one of: {actions}", actions=", ".join(ACTIONS))
            need = c.get("need", 1)
            if not isinstance(need, int) or isinstance(need, bool) or not 0 <= need <= 10:
                malformed("'need' is the successes needed, 0 to 10")

    @staticmethod
    def _speed(c: Command) -> str:
        if c.type in ("test", "maneuver"):
            speed = c.get("speed", "slow")
            if speed not in ("slow", "fast"):
                malformed("'speed' is slow or fast")
            return speed
        return "slow" if c.type in ("attack", "grapple", "flee", "extinguish") else "fast"

    def _weapon_index(self, me: Fighter, weapon) -> int:
        if weapon in (-1, "unarmed", "Unarmed"):
            return -1
        for i, w in enumerate(me.weapons):
            if weapon == i or weapon == w["name"] or (w.get("name_ja") and weapon == w["name_ja"]):
                return i
        names = ", ".join(w["name"] for w in me.weapons) or "none"
        malformed("{name} has no weapon {weapon!r} (hers: {names}; or unarmed)", name=me.name, weapon=weapon,
                  names=names)

    @staticmethod
    def _foe_in_fight(me: Fighter, target: Fighter) -> None:
        if target.side == me.side:
            illegal("target", "{target} is on {name}'s side", target=target.name, name=me.name)
        if target.out:
            illegal("target", "{target} is out of the fight", target=target.name)

    def attack_weapon(self, me: Fighter, c: Command) -> dict:
        """The weapon an attack uses: the one named (it must be in hand), else the one in hand."""
        w = c.get("weapon")
        if w is None:
            return me.weapon_in_hand()
        i = self._weapon_index(me, w)
        if i != me.weapon and i != -1:
            illegal("weapon", "{name} has not drawn {weapon}: drawing a weapon is a fast maneuver",
                    name=me.name, weapon=me.weapons[i]["name"])
        return me.weapons[i] if i >= 0 else UNARMED

    def _verify_attack(self, b: Battle, me: Fighter, c: Command) -> None:
        target = self._target(b, c)
        self._foe_in_fight(me, target)
        w = self.attack_weapon(me, c)
        lo, hi = w["range"]
        d = b.map.distance(me.zone, target.zone)
        if w["action"] in MELEE_ACTIONS:
            if d != 0:
                illegal("melee", "{target} is not in {name}'s zone: close combat needs the same zone",
                        target=target.name, name=me.name)
        elif d is None or not lo <= d <= hi:
            illegal("range", "{target} is {distance} zone(s) away; {weapon} reaches {lo} to {hi}",
                    target=target.name, distance="no" if d is None else d, weapon=w["name"], lo=lo, hi=hi)

    def _verify_flee(self, b: Battle, me: Fighter, c: Command) -> None:
        action = c.get("action", "finesse")
        if action not in FLEE_ACTIONS:
            malformed("one flees with finesse or sneak, not {action!r}", action=action)
        via = c.get("via")
        exits = b.exits()
        if via is None:
            via = next((z for z in exits if self.flight_path(b, me, z) is not None), None)
            if via is None:
                illegal("flee", "{name} cannot flee: every way out passes a zone an enemy holds", name=me.name)
            return
        if via not in exits:
            illegal("flee", "{via} is no way out of the fight (the ways out: {exits})", via=self._zone_term(b, via),
                    exits=[self._zone_term(b, z) for z in exits])
        if self.flight_path(b, me, via) is None:
            illegal("flee", "{name} cannot flee through a zone an enemy holds", name=me.name)

    @staticmethod
    def turn_start_zone(b: Battle, me: Fighter) -> str:
        """The zone ``me`` began the turn under way in, if it is hers (where she stands if she has not moved)."""
        if b.turn_zone is not None and b.current() is me:
            return b.turn_zone
        return me.zone

    def flight_path(self, b: Battle, me: Fighter, via: str) -> Optional[list[str]]:
        """The zones from ``me``'s to the way out ``via`` through none an enemy holds, but the one where
        her turn began (None: no such path): "You cannot flee if doing so would require you to move through
        a zone occupied by an enemy (this does not include the zone the character starts their turn in)"."""
        held = {g.zone for g in b.enemies(me)} - {self.turn_start_zone(b, me)}
        start = me.zone
        if start in held:                 # she walked into an enemy's zone this turn: she flees through it
            return None
        if via == start:
            return [start]
        paths, seen = [[start]], {start}
        while paths:
            nxt = []
            for p in paths:
                for n in b.map.neighbours(p[-1]):
                    if n in seen or n in held:
                        continue
                    if n == via:
                        return p + [n]
                    seen.add(n)
                    nxt.append(p + [n])
            paths = nxt
        return None

    # -- reactions -----------------------------------------------------------------------------
    def reactors(self, b: Battle) -> list[str]:
        """Who may still declare a reaction in the open window."""
        w = b.window
        if w is None:
            return []
        if w["kind"] in ("attack", "grapple"):
            t = b.fighters[w["target"]]
            return [t.id] if w.get("reaction") is None and self.can_react(b, t) else []
        if w["kind"] == "break_free":
            h = b.fighters[w["target"]]
            return [h.id] if not w.get("held") and self.can_react(b, h) else []
        if w["kind"] == "flee":
            me = b.fighters[w["actor"]]
            done = {x["who"] for x in w["chasers"]}
            return [g.id for g in b.in_zone(me.zone, other_side(me.side))
                    if g.id not in done and g.held_by is None and self.can_react(b, g)]
        return []

    def can_react(self, b: Battle, f: Fighter) -> bool:
        return not f.out and not f.burning and b.reaction_card(f.id) is not None

    @staticmethod
    def break_free_way(b: Battle, who) -> str:
        """How a ``break_free`` of ``who`` is played now: ``grapple`` (her reaction to a grapple aimed at her,
        in its window), ``turn`` (a fast maneuver of her own turn) or ``reaction`` (at any other time of the
        round: "Break free (reaction) | Force", "Reactions may be performed at any time during the round")."""
        w = b.window
        if w is not None and w["kind"] == "grapple" and w["target"] == who:
            return "grapple"
        now = b.current()
        if w is None and now is not None and now.id == who:
            return "turn"
        return "reaction"

    def _may_try_to_break_free(self, me: Fighter, c: Command) -> None:
        """What a try to break free needs, on her turn or as a reaction: to be held, once per turn, Force."""
        if me.held_by is None:
            illegal("grapple", "{name} is not restrained", name=me.name)
        if me.tried_free:
            illegal("grapple", "{name} has tried to break free this turn already (once per turn)", name=me.name)
        action = c.get("action")
        if action is not None and action not in REACTIONS["break_free"]:
            malformed("{reaction} rolls {actions}", reaction="break_free", actions=", ".join(REACTIONS["break_free"]))

    def _verify_break_free_reaction(self, b: Battle, c: Command) -> None:
        """Breaking free as a reaction, outside her turn or in another's window (one hold decided at a time)."""
        me = self._f(b, c.actor)
        w = b.window
        if w is not None and w["kind"] == "break_free":
            illegal("window", "Reactions to the {window} come first: react or pass", window=maneuver_term(w["kind"]))
        if me.out:
            illegal("target", "{target} is out of the fight", target=me.name)
        if me.burning:
            illegal("fire", "{name} is burning: she can only put out the fire, flee or shout", name=me.name)
        self._may_try_to_break_free(me, c)
        if b.reaction_card(me.id) is None:
            illegal("maneuvers", "{name} has no fast maneuver left this round for a reaction", name=me.name)

    @staticmethod
    def parry_action(me: Fighter) -> str:
        """What a parry rolls: "Force or Strike to parry depending on whether or not you are armed" — Strike
        with a melee weapon in hand, else Force."""
        return "strike" if me.weapon_in_hand()["action"] == "strike" else "force"

    def _verify_reaction(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        w = b.window
        t = c.type
        fits = {"dodge": ("attack",), "parry": ("attack",), "break_free": ("grapple",), "hold": ("break_free",),
                "chase": ("flee",)}[t]
        if w is None or w["kind"] not in fits:
            illegal("reaction", "There is no {what} to answer with {reaction} now", reaction=maneuver_term(t),
                    what=maneuver_term(fits[0]))
        if me.burning:
            illegal("fire", "{name} is burning: she can only put out the fire, flee or shout", name=me.name)
        if me.id not in self.reactors(b):
            if b.reaction_card(me.id) is None and not me.out:
                illegal("maneuvers", "{name} has no fast maneuver left this round for a reaction", name=me.name)
            illegal("reaction", "{name} cannot {reaction} now", name=me.name, reaction=maneuver_term(t))
        if t == "dodge" and me.held_by is not None:
            illegal("restrained", "{name} is restrained: she can parry but not dodge", name=me.name)
        if t == "parry" and w["weapon"]["action"] not in MELEE_ACTIONS:
            illegal("parry", "One parries close combat only; a ranged attack can be dodged")
        action = c.get("action")
        if action is not None and action not in REACTIONS[t]:
            malformed("{reaction} rolls {actions}", reaction=t, actions=", ".join(REACTIONS[t]))
        if t == "parry" and action is not None and action != self.parry_action(me):
            illegal("parry", "{name} parries with {action}: Strike armed with a melee weapon, Force unarmed",
                    name=me.name, action=action_term(self.parry_action(me)))

    def reaction_action(self, me: Fighter, kind: str, c: Command) -> str:
        if kind == "parry":     # Strike armed with a melee weapon, else Force (not the parrier's pick)
            return self.parry_action(me)
        if c.get("action") is not None:
            return c.get("action")
        if kind == "chase":
            return max(REACTIONS["chase"], key=lambda a: me.actions.get(a, 0))
        return REACTIONS[kind][0]

    # -- swaps, choices, the GM ---------------------------------------------------------------
    def _verify_swap(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        other = self._f(b, c.get("with"), "with")
        if b.acted:
            illegal("swap", "Cards are swapped only at the start of the round, before anyone acts")
        if not (me.pc and other.pc) or me.id == other.id:
            illegal("swap", "Two player characters swap cards with each other")
        for f in (me, other):
            if f.out:
                illegal("swap", "{name} is out of the fight", name=f.name)
            if f.gagged:
                illegal("swap", "{name} cannot speak: swapping needs the two to talk", name=f.name)

    def _verify_choose(self, b: Battle, c: Command) -> None:
        ch = b.choice
        if ch is None:
            illegal("choice", "Nothing is asked now")
        if c.actor is not None and c.actor != ch["chooser"]:
            illegal("choice", "{name} is asked, not {other}", name=b.fighters[ch["chooser"]].name,
                    other=self._f(b, c.actor).name)
        if c.get("option") not in ch["options"]:
            malformed("'option' is one of: {options}", options=", ".join(ch["options"]))

    def _verify_ambush(self, b: Battle, c: Command) -> None:
        side = c.get("side")
        if side not in SIDES:
            malformed("'side' is the ambushing side: {sides}", sides=", ".join(SIDES))
        if b.ambush is not None:
            illegal("ambush", "The ambush is already settled")
        if b.holders:
            illegal("ambush", "The ambush is settled before the first initiative card is drawn")
        if not c.get("automatic"):
            sneaker = self._f(b, c.get("sneaker"), "sneaker")
            watcher = self._f(b, c.get("watcher"), "watcher")
            ambushers = label_term(side)
            roles = ambush_roles(b, side)
            for f, role in ((sneaker, "sneaker"), (watcher, "watcher")):
                if f.id in roles[role]:
                    continue
                if f.out:
                    illegal("ambush", "{name} is out of the fight", name=f.name)
                if role == "sneaker":
                    illegal("ambush", "{name} is not one of the {side} ambushing: one of them sneaks", name=f.name,
                            side=ambushers)
                illegal("ambush", "{name} is one of the {side} ambushing: one of the others watches", name=f.name,
                        side=ambushers)
            if c.get("action", "track") not in ("track", "read"):
                malformed("the watcher rolls track or read")

    def _verify_gm(self, b: Battle, c: Command) -> None:
        t = c.type
        if c.actor is not None:
            illegal("gm", "Only the GM calls for {what}", what=t)
        if t == "circumstance":
            if c.get("action") not in ACTIONS:
                malformed("'action' must be one of: {actions}", actions=", ".join(ACTIONS))
            self._whole(c, "extra", 0, 5)
            return
        target = self._target(b, c)
        if target.out:
            illegal("target", "{target} is out of the fight", target=target.name)
        if t == "fear":
            self._whole(c, "fear", 1, 10, 1)
            if c.get("position", "risky") not in FEAR_HARM:
                malformed("'position' is controlled, risky or desperate")
        elif t == "ignite":
            self._whole(c, "intensity", 1, 10, 1)
        elif t == "douse":
            if not target.burning:
                illegal("fire", "{name} is not burning", name=target.name)
        elif t == "poison":
            self._whole(c, "toxicity", 1, 20)
        elif t == "antidote":
            if not target.poison:
                illegal("poison", "{name} is not poisoned", name=target.name)
        elif t == "fall":
            feet = self._whole(c, "feet", 0, 1000)
            if feet < 10:
                illegal("fall", "A fall of less than 10 feet does no harm")
        elif t == "hardship":
            if c.get("track") not in HARM_TRACKS:
                malformed("'track' is physical or mental")

    @staticmethod
    def _whole(c: Command, key: str, lo: int, hi: int, default=None) -> int:
        v = c.get(key, default)
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            malformed("'{key}' must be a whole number from {lo} to {hi}", key=key, lo=lo, hi=hi)
        return v

    def _verify_override(self, b: Battle, c: Command) -> None:
        if c.actor is not None:
            illegal("gm", "Only the GM calls for {what}", what=c.type)
        op = c.get("op")
        if op not in OVERRIDE_OPS:
            malformed("override 'op' is one of: {ops}", ops=", ".join(OVERRIDE_OPS))
        if op == "end_battle":
            if c.get("outcome", "ended") not in ("victory", "defeat", "fled", "ended"):
                malformed("'outcome' is victory, defeat, fled or ended")
            return
        target = self._target(b, c)
        if op == "harm":
            if c.get("track") not in HARM_TRACKS:
                malformed("'track' is physical or mental")
            self._whole(c, "value", 0, 40)
        elif op == "move":
            if c.get("zone") not in b.zone_specs:
                malformed("'zone' must be a zone (one of: {zones})", zones=", ".join(b.zone_specs))
        elif op == "card":
            cards = c.get("cards")
            if not isinstance(cards, list) or not cards or not all(
                    isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= 99 for x in cards):
                malformed("'cards' is a list of card values")
        elif op == "fled":
            if not isinstance(c.get("value", True), bool):
                malformed("'value' is true or false")
        elif op == "maneuvers":
            self._whole(c, "slow", 0, 4)
            self._whole(c, "fast", 0, 4)
        elif op == "release":
            if target.held_by is None:
                illegal("grapple", "{name} is not restrained", name=target.name)

    @staticmethod
    def _zone_term(b: Battle, zone: str):
        spec = b.zone_specs.get(zone, {})
        return name_term(spec.get("name") or zone, spec.get("name_ja"))

    # =========================================================================================
    # apply
    # =========================================================================================
    def apply(self, b: Battle, c: Command, feed, ticket=None) -> list[Event]:
        out = Out(b, feed, event_phrase)
        t = c.type
        if t == "override":
            self._apply_override(b, c, out)
        elif t == "deal":
            self._deal(b, out, c.actor)
        elif t == "ambush":
            self._ambush(b, c, out)
        elif t == "swap":
            me, other = b.fighters[c.actor], b.fighters[c.get("with")]
            mine, theirs = b.cards_of(me.id), b.cards_of(other.id)
            for card in mine:
                b.holders[card] = [other.id if h == me.id else h for h in b.holders[card]]
            for card in theirs:
                b.holders[card] = [me.id if h == other.id else h for h in b.holders[card]]
            self._reset_budgets(b)
            b.turn = self._first(b)
            out.add("swapped", actor=me.id, other=other.id, card=theirs, other_card=mine)
        elif t == "choose":
            self._choose(b, c, out)
        elif t == "pass":
            self._resolve(b, out)
        elif t in REACTION_COMMANDS or (t == "break_free" and self.break_free_way(b, c.actor) == "grapple"):
            self._react(b, c, out)
        elif t == "break_free" and self.break_free_way(b, c.actor) == "reaction":
            me = b.fighters[c.actor]
            bonus = self._spend(b, me.id, "fast", b.reaction_card(me.id))
            if bonus:
                out.add("ambush_bonus", actor=me.id, bonus=bonus, used=True)
            self._try_to_break_free(b, me, bonus, out)
        elif t in GM_COMMANDS:
            self._apply_gm(b, c, out)
        else:
            self._apply_turn(b, c, out)
        self._settle(b, out)
        return out.events

    # -- the turn ------------------------------------------------------------------------------
    def _spend(self, b: Battle, who: str, speed: str, card: Optional[int] = None) -> int:
        """Spend a maneuver of ``who``'s; returns the ambush dice it carries: "Each extra success adds +1
        to your first Maneuver of the round", so the first maneuver takes them all, rolled or not."""
        card = b.current_card() if card is None else card
        left = b.budget[who][card]
        if speed == "slow":
            left[SLOW] -= 1
        elif left[FAST] > 0:
            left[FAST] -= 1
        else:                      # a fast maneuver in place of the slow one
            left[SLOW] -= 1
        b.acted = True
        f = b.fighters[who]
        bonus, f.first_bonus = f.first_bonus, 0
        return bonus

    def _apply_turn(self, b: Battle, c: Command, out: "Out") -> None:
        me = b.fighters[c.actor]
        t = c.type
        b.acted = True
        if t == "end_turn":
            out.add("turn_ended", actor=me.id)
            self._advance(b, out)
            return
        if t == "release":
            for g in b.fighters.values():
                if g.held_by == me.id:
                    g.held_by, g.gagged = None, False
                    out.add("released", actor=me.id, target=g.id)
            return
        bonus = self._spend(b, me.id, self._speed(c))
        if bonus:
            out.add("ambush_bonus", actor=me.id, bonus=bonus, used=t in ROLLING)
        if t == "move":
            to = c.get("to")
            within = to == me.zone
            me.cover = False
            if not within:
                if b.turn_zone is None:        # where her turn began: "the zone the character starts their turn in"
                    b.turn_zone = me.zone
                self._let_go(b, me, out)
            me.zone = to
            out.add("moved", actor=me.id, to=to, within=within)
        elif t == "cover":
            me.cover = True
            out.add("took_cover", actor=me.id, zone=me.zone)
        elif t == "draw":
            me.weapon = self._weapon_index(me, c.get("weapon"))
            out.add("drew", actor=me.id, weapon=me.weapon_in_hand()["name"])
        elif t == "attack":
            target = b.fighters[c.get("target")]
            w = self.attack_weapon(me, c)
            need = self.need(b, w["action"])
            if w["action"] == "shoot" and target.cover:
                need += b.options["cover_successes"]
            if w["action"] in MELEE_ACTIONS:
                me.cover = False
            b.window = {"kind": "attack", "actor": me.id, "target": target.id, "weapon": dict(w, range=list(w["range"])),
                        "action": w["action"], "need": need, "card": b.current_card(), "reaction": None, "bonus": bonus}
            out.add("attack_declared", actor=me.id, target=target.id, weapon=w["name"], action=w["action"], need=need)
            self._close_if_nobody(b, out)
        elif t == "grapple":
            target = b.fighters[c.get("target")]
            gag = bool(c.get("gag"))
            me.cover = False
            b.window = {"kind": "grapple", "actor": me.id, "target": target.id, "gag": gag,
                        "need": self.need(b, "force"), "reaction": None, "bonus": bonus}
            out.add("grapple_declared", actor=me.id, target=target.id, gag=gag)
            self._close_if_nobody(b, out)
        elif t == "flee":
            via = c.get("via") or next(z for z in b.exits() if self.flight_path(b, me, z) is not None)
            action = c.get("action", "finesse")
            b.window = {"kind": "flee", "actor": me.id, "via": via, "action": action, "need": self.need(b, action),
                        "chasers": [], "bonus": bonus}
            out.add("flee_declared", actor=me.id, via=via, action=c.get("action", "finesse"))
            self._close_if_nobody(b, out)
        elif t == "break_free":
            self._try_to_break_free(b, me, bonus, out)
        elif t == "extinguish":
            dice, hits = self.roll(b, me, "finesse", out, bonus)
            me.extinguish += hits
            need = self.need(b, "finesse", me.burning)
            done = me.extinguish >= need
            out.add("extinguish", actor=me.id, dice=dice, successes=hits, saved=me.extinguish, need=need,
                    done=done)
            if done:
                me.burning, me.extinguish = 0, 0
        elif t == "test":
            action = c.get("action")
            need = self.need(b, action, c.get("need", 1))
            dice, hits = self.roll(b, me, action, out, bonus)
            out.add("tested", actor=me.id, action=action, dice=dice, successes=hits, need=need, passed=hits >= need,
                    speed=self._speed(c), note=str(c.get("note", "")))
        elif t in ("shout", "maneuver"):
            out.add(t, actor=me.id, speed=self._speed(c), note=str(c.get("note", "")))

    def _try_to_break_free(self, b: Battle, me: Fighter, bonus: int, out: "Out") -> None:
        """Open the window of her try to break free, where her holder may hold; a window it answers is kept
        and goes on once the try is resolved."""
        me.tried_free = True
        w = {"kind": "break_free", "actor": me.id, "target": me.held_by, "held": False, "bonus": bonus,
             "need": self.need(b, "force")}
        if b.window is not None:
            w["outer"] = b.window
        b.window = w
        out.add("break_free_declared", actor=me.id, target=me.held_by)
        self._close_if_nobody(b, out)

    def _let_go(self, b: Battle, me: Fighter, out: "Out") -> None:
        """A holder who moves away lets go."""
        for g in b.fighters.values():
            if g.held_by == me.id:
                g.held_by, g.gagged = None, False
                out.add("released", actor=me.id, target=g.id)

    def _close_if_nobody(self, b: Battle, out: "Out") -> None:
        """A window nobody can react in resolves at once."""
        if b.window is not None and not self.reactors(b):
            self._resolve(b, out)

    # -- dice ----------------------------------------------------------------------------------
    @staticmethod
    def need(b: Battle, action: str, base: int = 1) -> int:
        """The successes a test of ``action`` needs: ``base`` and the GM's circumstances for it — "If a fight
        takes place under particularly difficult circumstances, the Director may decide that certain Action
        tests are harder to pass." (every fixed-need test of the action: attack, grapple, flee, extinguish,
        break free unheld, a test)."""
        return base + b.circumstances.get(action, 0)

    def pool(self, f: Fighter, action: str) -> int:
        """Attribute + skill − Harm (never below 0), + the bonus die of a controlled fear test waiting."""
        return max(0, f.actions.get(action, 0) - f.harm) + f.bonus

    def roll(self, b: Battle, f: Fighter, action: str, out: "Out", extra: int = 0) -> tuple[list[int], int]:
        """``extra``: dice this roll alone adds (a fear test's helpers, the ambush dice of a first maneuver)."""
        n = self.pool(f, action) + extra
        f.bonus = 0
        out.feed.begin(f.id, ACTION_TERMS.get(action) or action_term(action))
        return roll_pool(out.feed, n, b.options["success"])

    # -- reactions and resolution --------------------------------------------------------------
    def _react(self, b: Battle, c: Command, out: "Out") -> None:
        me = b.fighters[c.actor]
        card = b.reaction_card(me.id)
        bonus = self._spend(b, me.id, "fast", card)
        w = b.window
        action = self.reaction_action(me, c.type, c)
        out.add("reacted", actor=me.id, reaction=c.type, action=action)
        if bonus:
            out.add("ambush_bonus", actor=me.id, bonus=bonus, used=True)
        if w["kind"] == "flee":
            w["chasers"].append({"who": me.id, "action": action, "bonus": bonus})
            if not self.reactors(b):
                self._resolve(b, out)
            return
        if w["kind"] == "break_free":
            w["held"], w["hold_bonus"] = True, bonus
        else:
            w["reaction"] = {"kind": c.type, "action": action, "bonus": bonus}
        self._resolve(b, out)

    def _resolve(self, b: Battle, out: "Out") -> None:
        w, b.window = b.window, None
        kind = w["kind"]
        me = b.fighters[w["actor"]]
        if kind == "attack":
            target = b.fighters[w["target"]]
            a_dice, a = self.roll(b, me, w["action"], out, w.get("bonus", 0))
            r = w.get("reaction")
            d_dice, d = self.roll(b, target, r["action"], out, r.get("bonus", 0)) if r else ([], 0)
            net = a - d
            hit = net >= w["need"]
            extra = net - w["need"] if hit else 0
            out.add("attack_rolled", actor=me.id, target=target.id, dice=a_dice, successes=a,
                    reaction=r["kind"] if r else None, defence=d_dice, defence_successes=d, need=w["need"], hit=hit)
            if hit:
                damage = w["weapon"]["damage"]
                swaps = self._swap_options(b, me, target)
                if extra > 0 and swaps:
                    b.choice = {"kind": "extra", "chooser": me.id, "options": ["harm"] + swaps,
                                "target": target.id, "damage": damage, "extra": extra}
                else:
                    self.harm(b, target, "physical", damage + extra, out, by=me.id)
            elif r and d > a:
                swaps = self._swap_options(b, target, me)
                if swaps:
                    b.choice = {"kind": "surplus", "chooser": target.id, "options": swaps + ["no_swap"],
                                "target": me.id}
        elif kind == "grapple":
            target = b.fighters[w["target"]]
            a_dice, a = self.roll(b, me, "force", out, w.get("bonus", 0))
            r = w.get("reaction")
            d_dice, d = self.roll(b, target, "force", out, r.get("bonus", 0)) if r else ([], 0)
            net = a - d
            held = net >= w["need"]
            gagged = held and w["gag"] and net >= w["need"] + 1
            if held:
                target.held_by, target.gagged, target.cover = me.id, gagged, False
            out.add("grapple_rolled", actor=me.id, target=target.id, dice=a_dice, successes=a, defence=d_dice,
                    defence_successes=d, held=held, gagged=gagged)
        elif kind == "break_free":
            holder = b.fighters[w["target"]]
            a_dice, a = self.roll(b, me, "force", out, w.get("bonus", 0))
            d_dice, d = self.roll(b, holder, "force", out, w.get("hold_bonus", 0)) if w["held"] else ([], 0)
            free = a > d if w["held"] else a >= w.get("need", 1)
            if free:
                me.held_by, me.gagged = None, False
            out.add("break_free_rolled", actor=me.id, target=holder.id, dice=a_dice, successes=a, hold=w["held"],
                    defence=d_dice, defence_successes=d, free=free)
            if w.get("outer") is not None:      # the window the try answered goes on
                b.window = w["outer"]
                self._close_if_nobody(b, out)
        elif kind == "flee":
            f_dice, f = self.roll(b, me, w["action"], out, w.get("bonus", 0))
            chased = []
            for ch in w["chasers"]:
                g = b.fighters[ch["who"]]
                dice, hits = self.roll(b, g, ch["action"], out, ch.get("bonus", 0))
                chased.append({"who": g.id, "dice": dice, "successes": hits})
            need = w.get("need", 1)
            net = f - sum(x["successes"] for x in chased)
            fled = net >= need
            step = None
            if fled:
                me.fled, me.cover = True, False
                self._let_go(b, me, out)
            elif f >= need and chased:      # caught: both move one zone the way she was fleeing
                path = self.flight_path(b, me, w["via"]) or [me.zone]
                step = path[1] if len(path) > 1 else None
                if step is not None:
                    for who in [me.id] + [x["who"] for x in chased]:
                        b.fighters[who].zone = step
                        b.fighters[who].cover = False
            out.add("flee_rolled", actor=me.id, via=w["via"], dice=f_dice, successes=f, chasers=chased, fled=fled,
                    to=step)

    def _swap_options(self, b: Battle, chooser: Fighter, opponent: Fighter) -> list[str]:
        """The forced swaps ``chooser`` may pick: each of the opponent's cards lower than the card she
        would give (her highest)."""
        mine = b.cards_of(chooser.id)
        if not mine:
            return []
        give = mine[-1]
        return [f"swap:{card}" for card in b.cards_of(opponent.id) if card < give]

    def _choose(self, b: Battle, c: Command, out: "Out") -> None:
        ch, b.choice = b.choice, None
        me, target = b.fighters[ch["chooser"]], b.fighters[ch["target"]]
        option = c.get("option")
        swap = option.startswith("swap:")
        if swap:
            take = int(option.split(":")[1])
            give = b.cards_of(me.id)[-1]
            b.swaps.append([me.id, give, target.id, take])
            out.add("swap_forced", actor=me.id, target=target.id, card=take, other_card=give)
        if ch["kind"] == "extra":
            self.harm(b, target, "physical", ch["damage"] + ch["extra"] - (1 if swap else 0), out, by=me.id)

    # -- harm ----------------------------------------------------------------------------------
    def harm(self, b: Battle, f: Fighter, track: str, n: int, out: "Out", by: Optional[str] = None) -> None:
        if n <= 0 or f.out:
            if n <= 0:
                out.add("no_harm", target=f.id, track=track)
            return
        setattr(f, track, getattr(f, track) + n)
        out.add("harmed", target=f.id, track=track, amount=n, level=getattr(f, track),
                capacity=f.cap_physical if track == "physical" else f.cap_mental, by=by)
        if f.broken:
            self._broken(b, f, track, out)

    @staticmethod
    def _broken(b: Battle, f: Fighter, track: str, out: "Out") -> None:
        """``f`` is broken: out of the fight, out of cover, no fire or poison, her grips and the grip on her gone."""
        out.add("broken", target=f.id, track=track)
        f.cover, f.burning, f.poison = False, 0, 0
        for g in b.fighters.values():
            if g.held_by == f.id:
                g.held_by, g.gagged = None, False
        f.held_by = None

    # -- the GM's commands ---------------------------------------------------------------------
    def _apply_gm(self, b: Battle, c: Command, out: "Out") -> None:
        t = c.type
        if t == "circumstance":
            b.circumstances[c.get("action")] = c.get("extra")
            if not c.get("extra"):
                del b.circumstances[c.get("action")]
            out.add("circumstance", action=c.get("action"), extra=c.get("extra"))
            return
        f = b.fighters[c.get("target")]
        if t == "fear":
            fear, position = c.get("fear", 1), c.get("position", "risky")
            helpers = [g for g in b.in_zone(f.zone, f.side) if g.pc and g.mental < SEVERE_MENTAL]
            help_dice = min(FEAR_HELP_MAX, len(helpers))
            dice, hits = self.roll(b, f, "endure", out, help_dice)
            passed = hits >= fear
            out.add("fear_test", target=f.id, fear=fear, position=position, help=help_dice, dice=dice,
                    successes=hits, passed=passed)
            if passed and position == "controlled":
                f.bonus += 1
            if not passed:
                self.harm(b, f, "mental", FEAR_HARM[position], out)
        elif t == "ignite":
            f.burning, f.extinguish = max(f.burning, c.get("intensity", 1)), 0
            out.add("ignited", target=f.id, intensity=f.burning)
            self._burn(b, f, out)
        elif t == "douse":
            f.burning = f.extinguish = 0
            out.add("doused", target=f.id)
        elif t == "poison":
            tox = c.get("toxicity")
            out.feed.begin(None, ROLL_POISON)
            p_dice, p = roll_pool(out.feed, tox, b.options["success"])
            dice, hits = self.roll(b, f, "endure", out)
            harm = 0 if hits > p else 1 if hits == p else p
            out.add("poisoned", target=f.id, toxicity=tox, poison_dice=p_dice, poison_successes=p, dice=dice,
                    successes=hits, harm=harm)
            self.harm(b, f, "physical", harm, out)
            f.poison = max(0, harm - 1) if not f.out else 0
        elif t == "antidote":
            f.poison = 0
            out.add("antidote", target=f.id)
        elif t == "fall":
            feet = c.get("feet")
            out.feed.begin(None, ROLL_FALL)
            f_dice, fall = roll_pool(out.feed, feet // 5, b.options["success"])
            dice, hits = self.roll(b, f, "endure", out)
            harm = max(0, fall - hits)
            out.add("fell", target=f.id, feet=feet, fall_dice=f_dice, fall_successes=fall, dice=dice,
                    successes=hits, harm=harm)
            self.harm(b, f, "physical", harm, out)

        elif t == "hardship":          # "failing means you suffer a Harm": one, of the kind the GM says
            dice, hits = self.roll(b, f, "endure", out)
            passed = hits >= 1
            out.add("hardship", target=f.id, track=c.get("track"), dice=dice, successes=hits, passed=passed)
            if not passed:
                self.harm(b, f, c.get("track"), 1, out)

    def _burn(self, b: Battle, f: Fighter, out: "Out") -> None:
        dice, hits = self.roll(b, f, "endure", out)
        harm = max(0, f.burning - hits)
        out.add("burned", target=f.id, intensity=f.burning, dice=dice, successes=hits, harm=harm)
        self.harm(b, f, "physical", harm, out)

    def _apply_override(self, b: Battle, c: Command, out: "Out") -> None:
        op = c.get("op")
        reason = str(c.get("reason", ""))
        if op == "end_battle":
            b.phase, b.outcome, b.window, b.choice = "ended", c.get("outcome", "ended"), None, None
            out.add("override", op=op, outcome=b.outcome, reason=reason)
            return
        f = b.fighters[c.get("target")]
        if op == "harm":
            was = f.broken
            setattr(f, c.get("track"), c.get("value"))
            out.add("override", op=op, target=f.id, track=c.get("track"), value=c.get("value"), reason=reason)
            if f.broken and not was:          # broken by the GM's Harm as by any Harm
                self._broken(b, f, c.get("track"), out)
        elif op == "move":
            f.zone, f.cover = c.get("zone"), False
            out.add("override", op=op, target=f.id, zone=f.zone, reason=reason)
            for g in b.fighters.values():     # a grip whose two ends are no longer in one zone ends
                if g.held_by is not None and g.zone != b.fighters[g.held_by].zone and f.id in (g.id, g.held_by):
                    out.add("released", actor=g.held_by, target=g.id)
                    g.held_by, g.gagged = None, False
        elif op == "card":
            for card in list(b.holders):
                if f.id in b.holders[card]:
                    b.holders[card].remove(f.id)
                    if not b.holders[card]:
                        del b.holders[card]
            for card in c.get("cards"):
                b.holders.setdefault(card, []).append(f.id)
                if card in b.deck:
                    b.deck.remove(card)
            b.budget[f.id] = {card: [1, 1] for card in b.cards_of(f.id)}
            out.add("override", op=op, target=f.id, cards=c.get("cards"), reason=reason)
        elif op == "fled":
            f.fled = c.get("value", True)
            out.add("override", op=op, target=f.id, value=f.fled, reason=reason)
            if f.fled:                        # out of the fight as a flight takes her: her grip ends
                self._let_go(b, f, out)
        elif op == "release":
            f.held_by, f.gagged = None, False
            out.add("override", op=op, target=f.id, reason=reason)
        elif op == "maneuvers":
            # (not card: the compiled build gives a name one type, and card is a whole number above)
            spent_on = b.maneuvers_card(f)
            if spent_on is not None:
                b.budget.setdefault(f.id, {})[spent_on] = [c.get("slow"), c.get("fast")]
            out.add("override", op=op, target=f.id, slow=c.get("slow"), fast=c.get("fast"), reason=reason)

    # -- initiative and rounds -----------------------------------------------------------------
    def _ambush(self, b: Battle, c: Command, out: "Out") -> None:
        side = c.get("side")
        if c.get("automatic"):
            b.ambush = {"side": side, "extra": 1, "bonus": 0}
            out.add("ambush", side=side, automatic=True, success=True)
            return
        sneaker, watcher = b.fighters[c.get("sneaker")], b.fighters[c.get("watcher")]
        action = c.get("action", "track")
        s_dice, s = self.roll(b, sneaker, "sneak", out)
        w_dice, w = self.roll(b, watcher, action, out)
        success = s > w
        bonus = s - w - 1 if success else 0
        b.ambush = {"side": side if success else other_side(side), "extra": 1, "bonus": bonus}
        out.add("ambush", side=side, automatic=False, sneaker=sneaker.id, watcher=watcher.id, action=action,
                dice=s_dice, successes=s, defence=w_dice, defence_successes=w, success=success, bonus=bonus)

    @staticmethod
    def _drawers(b: Battle, who: Optional[str]) -> list:
        """Who draws in a deal (``who``: she and her group; None: all who have not drawn), each with her group's
        key and whether she draws (the first of her group) or takes her group's cards."""
        mine = None if who is None else (f"group:{b.fighters[who].group}" if b.fighters[who].group else who)
        seen: set[str] = set()
        out = []
        for f in b.fighters.values():
            key = f"group:{f.group}" if f.group else f.id
            if (mine is not None and key != mine) or b.cards_of(f.id):
                continue
            out.append((f, key, key not in seen))
            seen.add(key)
        return out

    def _verify_deck(self, b: Battle, who: Optional[str]) -> None:
        """A deal the deck cannot serve is refused before a card is drawn: each card kept leaves the deck (an
        ambush's extra card goes back, and is drawn only while the deck has one to spare)."""
        left = len(b.deck)
        for f, _key, draws in self._drawers(b, who):
            if not draws:
                continue
            for _ in range(f.cards_wanted):
                if left < 1:
                    illegal("initiative", "The deck of {deck} cards has {left} left, too few for {name} to draw "
                            "(the deck option sets its size)", deck=b.options["deck"], left=left, name=f.name)
                left -= 1

    def _deal(self, b: Battle, out: "Out", who: Optional[str] = None) -> None:
        """Each participant draws her cards; a group of identical NPCs draws one for all. The side an
        ambush favours draws one more card each and keeps the best (the lowest). ``who``: only she (and
        her group) draws, her own cards (typed for her); without, the GM draws for all who have not drawn.
        Once all have, the fight begins."""
        drawn: dict[str, list[int]] = {}
        favoured = b.ambush["side"] if b.ambush else None
        for f, key, _draws in self._drawers(b, who):
            if key in drawn:
                for card in drawn[key][:f.cards_wanted]:
                    b.holders[card].append(f.id)
                continue
            extra = b.ambush["extra"] if f.side == favoured else 0
            out.feed.begin(f.id, ROLL_CARDS)
            cards = []
            for _ in range(f.cards_wanted):
                if not b.deck:
                    malformed("the deck of {deck} cards is used up: too many participants draw",
                              deck=b.options["deck"])
                # "you may draw an extra initiative card and pick the best one": while the deck has one to spare
                got = [out.feed.draw(b.deck) for _ in range(min(1 + extra, len(b.deck)))]
                keep = min(got)
                for back in got:
                    if back != keep:
                        b.deck.append(back)
                cards.append(keep)
                b.holders.setdefault(keep, []).append(f.id)
                out.add("card_drawn", actor=f.id, card=keep, drawn=got)
            drawn[key] = cards
        if any(not b.cards_of(f.id) for f in b.fighters.values()):
            return                           # others still to draw their own
        if b.ambush and b.ambush.get("bonus"):
            for f in b.fighters.values():
                if f.side == favoured:
                    f.first_bonus = b.ambush["bonus"]
        b.deck.sort()
        b.phase, b.round = "battle", 1
        self._reset_budgets(b)
        b.turn = self._first(b)
        out.add("round_started", round=1)

    def _reset_budgets(self, b: Battle) -> None:
        b.budget = {f.id: {card: [1, 1] for card in b.cards_of(f.id)} for f in b.fighters.values()}

    @staticmethod
    def _first(b: Battle):
        entries = b.entries()
        return (entries[0][0], entries[0][1]) if entries else None

    def _advance(self, b: Battle, out: "Out") -> None:
        """The next turn; after the last, the next round (forced swaps take effect, fire and poison)."""
        now = b.turn
        for f in b.fighters.values():     # "Once per turn they may ... try and break free": the turn under way
            f.tried_free = False
        b.turn_zone = None
        for card, i, who in b.entries():
            if now is None or (card, i) > now:
                b.turn = (card, i)
                return
        self._new_round(b, out)

    def _new_round(self, b: Battle, out: "Out") -> None:
        for a, give, t, take in b.swaps:
            if a in b.holders.get(give, []) and t in b.holders.get(take, []):
                b.holders[give] = [t if h == a else h for h in b.holders[give]]
                b.holders[take] = [a if h == t else h for h in b.holders[take]]
                out.add("swap_done", actor=a, target=t, card=take, other_card=give)
        b.swaps = []
        b.round += 1
        b.acted = False
        for f in b.fighters.values():
            f.first_bonus = 0          # "your first Maneuver of the round": round 1's, not a later one
        self._reset_budgets(b)
        out.add("round_started", round=b.round)
        for card, i, who in b.entries():
            f = b.fighters[who]
            if f.burning and not f.out:
                self._burn(b, f, out)
            if f.poison and not f.out:
                harm, f.poison = f.poison, f.poison - 1
                out.add("poison_works", target=f.id, harm=harm)
                self.harm(b, f, "physical", harm, out)
        b.turn = self._first(b)

    def _settle(self, b: Battle, out: "Out") -> None:
        """After every command: the outcome, and the turn moves on once its maneuvers are spent."""
        if b.phase != "battle":
            return
        party = [f for f in b.fighters.values() if f.side == SIDES[0]]
        foes = [f for f in b.fighters.values() if f.side == SIDES[1]]
        outcome = None
        if all(f.out for f in party):
            outcome = "fled" if any(f.fled for f in party) else "defeat"
        elif all(f.out for f in foes):
            outcome = "victory"
        if outcome is not None:
            b.phase, b.outcome, b.window, b.choice = "ended", outcome, None, None
            out.add("ended", outcome=outcome)
            return
        if b.window is not None or b.choice is not None:
            return
        for _ in range(len(b.fighters) * 4 + 4):
            me = b.current()
            if me is not None and sum(b.left(me.id)) > 0:
                return
            if me is None and b.turn is None:
                b.turn = self._first(b)
                continue
            self._advance(b, out)
            if b.phase != "battle":
                return
            if all(f.out for f in party) or all(f.out for f in foes):
                return self._settle(b, out)

    # =========================================================================================
    # the legal commands
    # =========================================================================================
    def legal_commands(self, b: Battle, actor: Optional[str], check: bool = True) -> list[Command]:
        """``check=False``: the candidates, before verify has passed them (``candidates``)."""
        if b.phase == "ended":
            return []
        if actor is None:
            if b.phase == "setup":
                deal = [Command("deal")]
                return [c for c in deal if self._ok(b, c)] if check else deal
            if b.window is not None:
                return [Command("pass")]
            return []
        f = b.fighters.get(actor)
        if f is None or f.out:
            return []
        if b.phase == "setup":                 # her own initiative card
            own = [] if b.cards_of(actor) else [Command("deal", actor)]
            return [c for c in own if self._ok(b, c)] if check else own
        if b.choice is not None:
            if b.choice["chooser"] != actor:
                return []
            return [Command("choose", actor, {"option": o}) for o in b.choice["options"]]
        if b.window is not None:
            out = []
            if actor in self.reactors(b):
                kinds = {"attack": ["dodge", "parry"], "grapple": ["break_free"], "break_free": ["hold"],
                         "flee": ["chase"]}[b.window["kind"]]
                for k in kinds:
                    if k == "chase":
                        for a in REACTIONS["chase"]:
                            out.append(Command(k, actor, {"action": a}))
                    else:
                        out.append(Command(k, actor))
                out.append(Command("pass", actor))
            if f.held_by is not None and self.break_free_way(b, actor) == "reaction":
                out.append(Command("break_free", actor))        # a reaction at any time, in any window
            return [c for c in out if self._ok(b, c)] if check else out
        if b.phase != "battle":
            return []
        out = []
        now = b.current()
        if now is not None and now.id == actor:
            out += [Command("move", actor, {"to": z}) for z in b.map.neighbours(f.zone)]
            out.append(Command("cover", actor))
            for g in b.enemies(f):
                out.append(Command("attack", actor, {"target": g.id}))
                if f.weapon_in_hand()["action"] != "force":
                    out.append(Command("attack", actor, {"target": g.id, "weapon": "unarmed"}))
                out.append(Command("grapple", actor, {"target": g.id}))
            for i, w in enumerate(f.weapons):
                if i != f.weapon:
                    out.append(Command("draw", actor, {"weapon": w["name"]}))
            for via in b.exits():
                for a in FLEE_ACTIONS:
                    out.append(Command("flee", actor, {"via": via, "action": a}))
            out += [Command("break_free", actor), Command("release", actor), Command("extinguish", actor),
                    Command("shout", actor)]
            out.append(Command("end_turn", actor))
        elif f.held_by is not None:
            out.append(Command("break_free", actor))            # a reaction, outside her turn
        if f.pc and not b.acted:
            out += [Command("swap", actor, {"with": g.id}) for g in b.fighters.values() if g.pc and g.id != actor]
        return [c for c in out if self._ok(b, c)] if check else out

    def snapshot(self, b: Battle) -> dict:
        return {"phase": b.phase, "round": b.round, "outcome": b.outcome, "deck": list(b.deck),
                "holders": {str(k): list(v) for k, v in sorted(b.holders.items())},
                "turn": list(b.turn) if b.turn else None, "acted": b.acted,
                "budget": {w: {str(k): list(v) for k, v in sorted(cards.items())} for w, cards in sorted(b.budget.items())},
                "window": copy.deepcopy(b.window), "choice": copy.deepcopy(b.choice),
                **({"turn_zone": b.turn_zone} if b.turn_zone is not None else {}),
                "swaps": [list(s) for s in b.swaps], "circumstances": dict(b.circumstances),
                "ambush": dict(b.ambush) if b.ambush else None,
                "fighters": {k: {name: _listed(getattr(f, name)) for name in Fighter._fields if name not in
                                 ("actions", "weapons", "name", "name_ja", "side", "pc", "group", "cards_wanted")}
                             for k, f in b.fighters.items()}}
