"""The rules of a hundred battle: verify, apply and list commands (the core's Ruleset, less its texts).

A round: Preparation (each character that will act lays one card face down; player characters may give
one card; all flip at once) → Combat (lowest card first, one combat action each; a higher card that has
not acted may act earlier before an attack is announced, or interrupt one before its damage). Every die
and card goes through the session's feed. See docs/hundred.md and docs/rulings.md."""
from __future__ import annotations

import copy
from typing import Optional

from mypy_extensions import mypyc_attr

from vtt.core.errors import illegal, malformed
from vtt.core.records import Command, Event
from vtt.rules.kit.engine import Out, PackageEngine

from .commands import DECLARED
from .dice import roll_pool
from .state import Battle, Fighter, pair_key, parse_notation, take_damage, take_exhaustion
from .terms import (BANDS, DAMAGED, EXHAUSTED, HEALTHY, PERMANENT, REACTIONS, ROLL_ATTACK, ROLL_BLOCK, ROLL_CARDS,
                    ROLL_DODGE, ROLL_STRENGTH, SIDES, band_term)
from .texts import event_phrase

PREPARATION_COMMANDS = ("lay", "sit_out", "give")
#: the stages of an attack it may be interrupted at: "can interrupt (pre damage calculation)" — after its
#: announcement, before or after the target's reaction and the hit test, until its damage is calculated
INTERRUPTIBLE = ("react", "ruling", "damage")
TURN_COMMANDS = ("attack", "act", "end_turn")
GM_COMMANDS = ("deal", "set_range", "exhaust", "harm", "rule")
OVERRIDE_OPS = ("health", "hand", "end_battle")
OUTCOMES = ("victory", "defeat", "ended")


def _int(value, key: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        malformed("'{key}' must be a whole number from {lo} to {hi}", key=key, lo=lo, hi=hi)
    return value


@mypyc_attr(allow_interpreted_subclasses=True)     # the protocol's class mixes in the core's answers
class HundredRuleset(PackageEngine):
    name = "hundred"
    #: its commands' parameters, which the session checks every command against (vtt.core.params)
    declared = DECLARED
    #: a d10 typed as it shows its 10, 0, is read as 10 (vtt.core.dice; docs/rulings.md)
    d10_zero_is_ten = True

    # =========================================================================================
    # verify
    # =========================================================================================
    def verify(self, b: Battle, c: Command) -> object:      # a ticket for apply, or None (compiled: checked)
        t = c.type
        if t == "override":
            return self._verify_override(b, c)
        if b.phase == "ended":
            illegal("ended", "The battle is over")
        if t in GM_COMMANDS or t == "damage":
            return self._verify_gm(b, c)
        if t in PREPARATION_COMMANDS:
            if b.phase != "preparation":
                illegal("phase", "Cards are laid and given in the Preparation Phase; it is the {phase} phase now",
                        phase=b.phase)
            return self._verify_preparation(b, c)
        if t in TURN_COMMANDS + ("react", "interrupt", "act_earlier"):
            if b.phase != "combat":
                illegal("phase", "Combat actions wait for the reveal; it is the {phase} phase now", phase=b.phase)
            return getattr(self, f"_verify_{t}")(b, c)
        malformed("unknown command {type!r}", type=t)

    @staticmethod
    def _able(f: Fighter) -> None:
        if f.dead:
            illegal("dead", "{name} is dead", name=f.name)
        if f.unconscious:
            illegal("unconscious", "{name} is unconscious: no O left", name=f.name)

    # -- preparation ---------------------------------------------------------------------------
    def _verify_preparation(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        self._able(me)
        if c.type == "give":
            return self._verify_give(b, me, c)
        if me.laid is not None:
            illegal("laid", "{name} has laid a card this round already", name=me.name)
        if me.sat_out:
            illegal("laid", "{name} sits this round out", name=me.name)
        if c.type == "lay":
            if not me.hand:
                illegal("no_cards", "{name} has no cards left: she cannot act, only react to attacks", name=me.name)
            self._card_in_hand(me, c.get("card"))

    @staticmethod
    def _card_in_hand(me: Fighter, card) -> int:
        if not isinstance(card, int) or isinstance(card, bool):
            malformed("'card' must be a card from 1 to 100")
        if card not in me.hand:
            illegal("hand", "Card {card} is not in {name}'s hand", card=card, name=me.name)
        return card

    def _verify_give(self, b: Battle, me: Fighter, c: Command) -> None:
        if not me.pc:
            illegal("give", "Only player characters give cards; {name} is not one", name=me.name)
        to = self._f(b, c.get("to"), "to")
        if to.id == me.id:
            illegal("give", "{name} cannot give a card to herself", name=me.name)
        if not to.pc or to.side != me.side:
            illegal("give", "{to} is not a player character of {name}'s side", to=to.name, name=me.name)
        if to.out:
            illegal("give", "{to} is out of the fight", to=to.name)
        if me.id in b.given:
            illegal("give", "{name} has given a card this round already: one per round", name=me.name)
        if to.id in b.received:
            illegal("give", "{to} has received a card this round already: at most one", to=to.name)
        self._card_in_hand(me, c.get("card"))

    # -- the combat phase ----------------------------------------------------------------------
    def _my_turn(self, b: Battle, c: Command) -> Fighter:
        me = self._f(b, c.actor)
        now = b.current()
        if now is None or now.id != me.id:
            if me.laid is None and not me.out:
                illegal("no_card", "{name} laid no card this round: she can only react", name=me.name)
            if me.acted:
                illegal("acted", "{name} has acted this round: her card is discarded", name=me.name)
            illegal("order", "It is {name}'s turn to act", name=now.name if now else "nobody")
        if b.live_attack(me.id) is not None:
            illegal("attack", "{name}'s attack is under way: it is resolved first", name=me.name)
        if b.attack() is not None and me.id not in b.acting:       # (one who interrupted it acts first)
            illegal("attack", "The attack under way is resolved first")
        return me

    @staticmethod
    def interrupter(b: Battle, a: dict) -> Optional[Fighter]:
        """The one who interrupted the attack ``a`` and acts before it goes on (None: it is not waiting)."""
        now = b.current()
        return now if now is not None and now.id != a["attacker"] else None

    def _not_interrupted(self, b: Battle, a: dict) -> None:
        who = self.interrupter(b, a)
        if who is not None:
            illegal("interrupt", "{name} has interrupted the attack: it goes on once she has acted", name=who.name)

    def attack_plan(self, b: Battle, c: Command) -> dict:
        """What an attack command means: the target, weapon, dice rolled and shifted, the hit location."""
        me = self._my_turn(b, c)
        target = self._f(b, c.get("target"), "target")
        if target.id == me.id:
            illegal("target", "{name} cannot attack herself", name=me.name)
        if target.dead:
            illegal("target", "{target} is dead", target=target.name)
        w = me.weapon(c.get("weapon"))
        if w is None:
            malformed("{name} has no weapon {weapon!r} (hers: {names}; or unarmed)", name=me.name,
                      weapon=c.get("weapon"), names=", ".join(x["name"] for x in me.weapons) or "none")
        band = b.band(me.id, target.id)
        if band not in w["bands"]:
            illegal("range", "{target} is at {band} from {name}; {weapon} reaches {bands}", target=target.name,
                    band=band_term(band), name=me.name, weapon=w["name"], bands=[band_term(x) for x in w["bands"]])
        use_skill, use_attr = c.get("skill", True), c.get("attribute", True)
        if not isinstance(use_skill, bool) or not isinstance(use_attr, bool):
            malformed("'skill' and 'attribute' are true or false")
        s10, s6 = me.pool(w["skill"]) if use_skill else (0, 0)
        a10, a6 = me.pool("combat") if use_attr else (0, 0)
        d10, d6 = s10 + a10, s6 + a6
        if d10 + d6 == 0:
            illegal("pool", "{name} has no dice for this attack ({skill} and Combat)", name=me.name, skill=w["skill"])
        shift6 = _int(c.get("shift", 0), "shift", 0, 30)
        shift10 = _int(c.get("shift_d10", 0), "shift_d10", 0, 30)
        if shift6 > d6 or shift10 > d10:
            illegal("shift", "{name} shifts more dice than the pool holds ({pool})", name=me.name,
                    pool=f"{d10}d10+{d6}d6")
        if shift6 + shift10 >= d10 + d6:
            illegal("shift", "At least one die must be rolled: {name} cannot shift them all", name=me.name)
        location = c.get("location", target.default_location())
        if location not in target.locations():
            malformed("'location' is one of {target}'s hit locations: {locations}", target=target.name,
                      locations=", ".join(target.locations()))
        return {"attacker": me.id, "target": target.id, "weapon": dict(w), "d10": d10 - shift10, "d6": d6 - shift6,
                "shifted": shift6 + shift10, "location": location, "band": band, "stage": "react",
                "card": me.laid, "reaction": None}

    def _verify_attack(self, b: Battle, c: Command) -> dict:
        return self.attack_plan(b, c)

    def _verify_act(self, b: Battle, c: Command) -> None:
        me = self._my_turn(b, c)
        what = c.get("what", "")
        if not isinstance(what, str) or len(what) > 200:
            malformed("'what' says the combat action in words (at most 200 characters)")
        if c.get("closer") is not None:
            other = self._f(b, c.get("closer"), "closer")
            if other.id == me.id:
                malformed("a range is between two participants")
            if b.band(me.id, other.id) == BANDS[0]:
                illegal("range", "{name} is already in close combat with {other}", name=me.name, other=other.name)

    def _verify_end_turn(self, b: Battle, c: Command) -> None:
        self._my_turn(b, c)

    def _verify_react(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        a = b.attack()
        if a is None or a["stage"] != "react":
            illegal("react", "No attack waits for a reaction")
        self._not_interrupted(b, a)
        if a["target"] != me.id:
            illegal("react", "The attack is aimed at {target}, not {name}", target=b.fighters[a["target"]].name,
                    name=me.name)
        how = c.get("how", "none")
        if how not in REACTIONS:
            malformed("'how' is one of: {reactions}", reactions=", ".join(REACTIONS))
        w = a["weapon"]
        if how == "dodge_projectile" and w.get("speed") is None:
            illegal("dodge", "{weapon} is no projectile: dodge it in melee", weapon=w["name"])
        if how == "dodge" and w.get("speed") is not None:
            illegal("dodge", "{weapon} is a projectile: dodge it against its Speed {speed}", weapon=w["name"],
                    speed=w["speed"])

    def interrupters(self, b: Battle) -> list[Fighter]:
        """Who may interrupt the attack under way before its damage: a higher card, not yet acted."""
        a = b.attack()
        if a is None or a["stage"] not in INTERRUPTIBLE or b.phase != "combat" or self.interrupter(b, a) is not None:
            return []
        return [f for f in b.fighters.values() if self._higher_unacted(b, f, a["card"]) and f.id != a["attacker"]]

    @staticmethod
    def _higher_unacted(b: Battle, f: Fighter, card) -> bool:
        return (f.laid is not None and card is not None and f.laid > card and not f.acted and not f.out
                and f.id not in b.acting)

    def _verify_interrupt(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        a = b.attack()
        if a is None or a["stage"] not in INTERRUPTIBLE:
            illegal("interrupt", "One interrupts an attack under way, before its damage is calculated")
        self._verify_higher(b, me, a["card"], b.fighters[a["attacker"]])

    def _verify_higher(self, b: Battle, me: Fighter, card: int, other: Fighter) -> None:
        self._able(me)
        if me.laid is None:
            illegal("no_card", "{name} laid no card this round: she can only react", name=me.name)
        if me.acted or me.id in b.acting:
            illegal("acted", "{name} has acted this round: her card is discarded", name=me.name)
        if me.id == other.id or me.laid <= card:
            illegal("higher", "{name}'s card {card} is not higher than {other}'s {other_card}", name=me.name,
                    card=me.laid, other=other.name, other_card=card)

    def _verify_act_earlier(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        # before the one about to act announces an attack: she may be one who acts earlier herself, and a higher
        # card still may act earlier than her ("pre attack announcement")
        if b.attacks:
            illegal("earlier", "One acts earlier before an attack is announced, not while one is under way")
        now = b.current()
        if now is None:
            illegal("earlier", "Nobody is about to act")
        self._verify_higher(b, me, now.laid, now)

    # -- the GM --------------------------------------------------------------------------------
    def _verify_gm(self, b: Battle, c: Command) -> None:
        t = c.type
        if t == "damage":
            a = b.attack()
            if a is None or a["stage"] != "damage":
                illegal("damage", "No attack has hit: there is no damage to calculate")
            self._not_interrupted(b, a)
            if c.actor is not None and c.actor != a["attacker"]:
                illegal("damage", "{attacker} rolls the damage of her attack (or the GM)",
                        attacker=b.fighters[a["attacker"]].name)
            return
        if t == "deal":
            if b.phase != "draw":
                illegal("draw", "Cards are drawn in the Draw phase only (the hands are dealt)")
            # (a deck used up mid-draw refuses nobody: who finds it empty draws none and "cannot act/attack, only
            # react"; a Draw phase with nothing to deal never begins: _settle ends the battle instead)
            if c.actor is not None:          # "Every player and enemy draws cards": her own
                me = self._f(b, c.actor)
                if me.out:
                    illegal("out", "{name} is out of the fight", name=me.name)
                if me.id in b.drawn:
                    illegal("draw", "{name} has drawn her cards in this Draw phase", name=me.name)
            return
        if c.actor is not None:
            illegal("gm", "Only the GM can {command}", command=t)
        elif t == "set_range":
            # (not a: the compiled build gives a name one type, and a is the attack under way above)
            one, other = self._f(b, c.get("a"), "a"), self._f(b, c.get("b"), "b")
            if one.id == other.id:
                malformed("a range is between two participants")
            if c.get("band") not in BANDS:
                malformed("'band' is one of: {bands}", bands=", ".join(BANDS))
        elif t in ("exhaust", "harm"):
            self._f(b, c.get("target"), "target")
            _int(c.get("amount"), "amount", 0, 40)
        elif t == "rule":
            a = b.attack()
            if a is None or a["stage"] != "ruling":
                illegal("rule", "No reaction waits for the GM's ruling")
            self._not_interrupted(b, a)
            if not isinstance(c.get("hit"), bool):
                malformed("'hit' is true or false")

    def _verify_override(self, b: Battle, c: Command) -> None:
        if c.actor is not None:
            illegal("gm", "Only the GM can {command}", command="override")
        op = c.get("op")
        if op not in OVERRIDE_OPS:
            malformed("override 'op' is one of: {ops}", ops=", ".join(OVERRIDE_OPS))
        if op == "end_battle":
            if c.get("outcome", "ended") not in OUTCOMES:
                malformed("'outcome' is victory, defeat or ended")
            return
        f = self._f(b, c.get("target"), "target")
        if op == "health":
            self.override_health(f, c)
        elif op == "hand":
            cards = c.get("cards")
            if not isinstance(cards, list) or not all(isinstance(x, int) and not isinstance(x, bool)
                                                      and 1 <= x <= b.options["deck"] for x in cards):
                malformed("'cards' is a list of cards from 1 to {deck}", deck=b.options["deck"])
            held = {x for g in b.fighters.values() if g.id != f.id for x in g.hand + [g.laid]}
            if set(cards) & held or len(set(cards)) != len(cards):
                illegal("hand", "Each card is in one place: {cards} held elsewhere or twice",
                        cards=sorted(set(cards) & held) or cards)

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
        elif t == "lay":
            me = b.fighters[c.actor]
            me.hand.remove(c.get("card"))
            me.laid = c.get("card")
            out.add("laid", actor=me.id)
        elif t == "sit_out":
            b.fighters[c.actor].sat_out = True
            out.add("sat_out", actor=c.actor)
        elif t == "give":
            me, to = b.fighters[c.actor], b.fighters[c.get("to")]
            me.hand.remove(c.get("card"))
            to.hand = sorted(to.hand + [c.get("card")])
            b.given[me.id] = to.id
            b.received.append(to.id)
            out.add("gave", actor=me.id, to=to.id)
        elif t == "attack":
            plan = ticket if ticket is not None else self.attack_plan(b, c)
            b.attacks.append(plan)
            out.add("attack_declared", actor=plan["attacker"], target=plan["target"], weapon=plan["weapon"]["name"],
                    pool=f"{plan['d10']}d10+{plan['d6']}d6", shifted=plan["shifted"], location=plan["location"],
                    band=plan["band"])
        elif t == "act":
            out.add("acted", actor=c.actor, what=c.get("what", ""))
            if c.get("closer") is not None:        # Run: one band nearer (our ruling; the GM may set it back)
                key = pair_key(c.actor, c.get("closer"))
                band = BANDS[max(0, BANDS.index(b.band(c.actor, c.get("closer"))) - 1)]
                b.ranges[key] = band
                out.add("range_set", a=c.actor, b=c.get("closer"), band=band)
            self._done(b, b.fighters[c.actor], out)
        elif t == "end_turn":
            out.add("turn_passed", actor=c.actor)
            self._done(b, b.fighters[c.actor], out)
        elif t == "react":
            self._hit_test(b, b.attack(), c.get("how", "none"), out)
        elif t == "rule":
            a = b.attack()
            out.add("ruled", actor=a["attacker"], target=a["target"], hit=c.get("hit"))
            self._after_hit_test(b, a, c.get("hit"), out)
        elif t == "damage":
            self._damage(b, b.attack(), out)
        elif t in ("interrupt", "act_earlier"):
            other = b.attack()["attacker"] if t == "interrupt" else b.current().id
            b.acting.append(c.actor)
            out.add("interrupted" if t == "interrupt" else "acts_earlier", actor=c.actor,
                    card=b.fighters[c.actor].laid, other=other)
        elif t == "set_range":
            b.ranges[pair_key(c.get("a"), c.get("b"))] = c.get("band")
            out.add("range_set", a=c.get("a"), b=c.get("b"), band=c.get("band"))
        elif t == "exhaust":
            self.exhaust(b, b.fighters[c.get("target")], c.get("amount"), out, str(c.get("reason", "")))
        elif t == "harm":
            self.harm(b, b.fighters[c.get("target")], c.get("amount"), out, str(c.get("reason", "")))
        self._settle(b, out)
        return out.events

    # -- health --------------------------------------------------------------------------------
    def harm(self, b: Battle, f: Fighter, amount: int, out: "Out", reason: str = "") -> None:
        before = f.notation()
        f.health = take_damage(f.health, amount)
        out.add("damaged", target=f.id, amount=amount, before=before, after=f.notation(), reason=reason)
        self._condition(f, out)

    def exhaust(self, b: Battle, f: Fighter, amount: int, out: "Out", reason: str = "") -> None:
        before = f.notation()
        f.health = take_exhaustion(f.health, amount)
        out.add("exhausted", target=f.id, amount=amount, before=before, after=f.notation(), reason=reason)
        self._condition(f, out)

    @staticmethod
    def _condition(f: Fighter, out: "Out") -> None:
        if f.dead:
            out.add("died", target=f.id)
        elif f.unconscious:
            out.add("unconscious", target=f.id)

    def penalty(self, b: Battle, f: Fighter) -> int:
        """"Each of them subtracts possible penalties (if there are any, e.g. exhaustion)": per / point."""
        return f.count(EXHAUSTED) * b.options["exhaustion_penalty"]

    # -- the attack chain ----------------------------------------------------------------------
    def _hit_test(self, b: Battle, a: dict, how: str, out: "Out") -> None:
        attacker, target = b.fighters[a["attacker"]], b.fighters[a["target"]]
        a["reaction"] = how
        if how == "other":
            a["stage"] = "ruling"
            out.add("reaction", actor=target.id, how=how)
            return
        out.feed.begin(attacker.id, ROLL_ATTACK, True)
        roll = roll_pool(out.feed, a["d10"], a["d6"], self.penalty(b, attacker))
        a["roll"] = roll
        data = {"actor": attacker.id, "target": target.id, "how": how, "roll": roll}
        # "The attacker could still miss the attack by having a highest roll of 1": whatever the reaction
        hit = roll["result"] > 1
        if how in ("dodge", "dodge_projectile"):
            d10, d6 = target.pool("dodge")
            a10, a6 = target.pool("agility")
            out.feed.begin(target.id, ROLL_DODGE, True)
            dodge = roll_pool(out.feed, d10 + a10, d6 + a6, self.penalty(b, target))
            data["dodge"] = dodge
            if how == "dodge":                                  # a tie goes to the attacker
                hit = hit and not dodge["result"] > roll["result"]
            else:
                hit = hit and not dodge["result"] > a["weapon"]["speed"]
                data["speed"] = a["weapon"]["speed"]
        data["hit"] = hit
        out.add("hit_test", **data)
        self._after_hit_test(b, a, hit, out)

    def _after_hit_test(self, b: Battle, a: dict, hit: bool, out: "Out") -> None:
        if hit:
            a["stage"] = "damage"
        else:
            b.attacks.pop()
            self._done(b, b.fighters[a["attacker"]], out)

    def _damage(self, b: Battle, a: dict, out: "Out") -> None:
        attacker, target = b.fighters[a["attacker"]], b.fighters[a["target"]]
        s10, s6 = attacker.pool("strength")
        out.feed.begin(attacker.id, ROLL_STRENGTH, True)
        strength = roll_pool(out.feed, s10, s6, self.penalty(b, attacker))
        w = a["weapon"]
        armor = target.armor.get(a["location"], 0)
        block = None
        if a["reaction"] == "block":
            k10, k6 = target.pool("block")
            out.feed.begin(target.id, ROLL_BLOCK, True)
            block = roll_pool(out.feed, k10, k6, self.penalty(b, target))
        outgoing = strength["result"] + w["damage"] + a["shifted"] * w["per_shift"]
        amount = max(0, outgoing - armor - (block["result"] if block else 0))
        out.add("damage_rolled", actor=attacker.id, target=target.id, strength=strength, weapon_damage=w["damage"],
                shifted=a["shifted"], per_shift=w["per_shift"], outgoing=outgoing, armor=armor,
                location=a["location"], block=block, amount=amount)
        b.attacks.pop()
        self.harm(b, target, amount, out)
        self._done(b, attacker, out)

    def _done(self, b: Battle, f: Fighter, out: "Out") -> None:
        """"After the attack, the card of the attacker gets discarded and the attacker can not do anything
        else until the next Preparation Phase.\""""
        f.acted = True
        if f.laid is not None and f.laid not in b.discard:
            b.discard.append(f.laid)
        if f.id in b.acting:
            b.acting.remove(f.id)

    # -- rounds --------------------------------------------------------------------------------
    def _deal(self, b: Battle, out: "Out", who: Optional[str] = None) -> None:
        """"Every player and enemy draws cards from a stack of cards that contain numbers between 1 and 100";
        as many as its Combat attribute. A new Draw phase (hands all empty) takes the discards back first.
        ``who``: only she draws (her own cards, typed for her); without, the GM deals all who have not drawn.
        Once all have, the round begins."""
        if not b.drawn:                      # the phase's first draw
            if b.deals and b.discard:
                b.deck = sorted(b.deck + b.discard)
                b.discard = []
                out.add("reshuffled", cards=len(b.deck))
            b.deals += 1
        for f in b.fighters.values():
            if f.out or f.id in b.drawn or (who is not None and f.id != who):
                continue
            b.drawn.append(f.id)
            n = f.dice("combat")
            out.feed.begin(f.id, ROLL_CARDS)
            got = []
            for _ in range(n):
                if not b.deck:
                    break
                got.append(out.feed.draw(b.deck))
            f.hand = sorted(f.hand + got)
            out.add("drew", actor=f.id, count=len(got))
        if any(not f.out and f.id not in b.drawn for f in b.fighters.values()):
            return                           # others still to draw their own
        b.drawn = []
        self._start_round(b, out)

    def _start_round(self, b: Battle, out: "Out") -> None:
        b.round += 1
        b.phase = "preparation"
        b.given, b.received, b.acting = {}, [], []
        for f in b.fighters.values():
            if f.laid is not None and f.laid not in b.discard:     # laid by one knocked out before acting
                b.discard.append(f.laid)
            f.laid, f.sat_out, f.acted = None, False, False
        out.add("round_started", round=b.round)

    def to_lay(self, b: Battle) -> list[Fighter]:
        """Who has still to lay a card (or sit out) in this Preparation."""
        return [f for f in b.fighters.values() if not f.out and f.hand and f.laid is None and not f.sat_out]

    def _reveal(self, b: Battle, out: "Out") -> None:
        """"After every character that wants to participate this turn put a card down, the cards are
        flipped face-up"; "the order of action is determined from the character with the lowest card"."""
        laid = sorted((f.laid, f.id) for f in b.fighters.values() if f.laid is not None)
        b.phase = "combat"
        out.add("revealed", cards=[[who, card] for card, who in laid])

    def _settle(self, b: Battle, out: "Out") -> None:
        """After every command: the outcome; a fizzled attack; the reveal; the next round or Draw."""
        for _ in range(4 * len(b.fighters) + 8):
            if b.phase == "ended":
                return
            party = [f for f in b.fighters.values() if f.side == SIDES[0]]
            foes = [f for f in b.fighters.values() if f.side == SIDES[1]]
            outcome = "defeat" if all(f.out for f in party) else "victory" if all(f.out for f in foes) else None
            if outcome is not None:
                b.phase, b.outcome, b.attacks, b.acting = "ended", outcome, [], []
                out.add("ended", outcome=outcome)
                return
            if b.phase == "preparation":
                if self.to_lay(b):
                    return
                if any(f.laid is not None for f in b.fighters.values()):
                    self._reveal(b, out)
                    continue
                if not any(f.hand for f in b.in_fight()):
                    if not b.options.get("redraw", True) or (not b.deck and not b.discard):
                        b.phase, b.outcome = "ended", "ended"
                        out.add("ended", outcome="ended")
                        return
                    b.phase = "draw"
                    out.add("hands_empty")
                    return
                out.add("nobody_acts", round=b.round)        # every one with cards sat out
                self._start_round(b, out)
                return
            if b.phase != "combat":
                return
            a = b.attack()
            if a is not None:
                attacker, target = b.fighters[a["attacker"]], b.fighters[a["target"]]
                if attacker.out or target.dead:
                    b.attacks.pop()
                    out.add("attack_fizzled", actor=attacker.id, target=target.id)
                    self._done(b, attacker, out)
                    continue
                if a["stage"] == "react" and target.out:
                    self._hit_test(b, a, "none", out)       # an unconscious target cannot react
                    continue
                if b.acting and b.fighters[b.acting[-1]].out:
                    self._done(b, b.fighters[b.acting[-1]], out)
                    continue
                return
            if b.acting and b.fighters[b.acting[-1]].out:
                self._done(b, b.fighters[b.acting[-1]], out)
                continue
            if b.current() is None:
                self._start_round(b, out)
                continue
            return

    # =========================================================================================
    # legal commands
    # =========================================================================================
    def legal_commands(self, b: Battle, actor: Optional[str], check: bool = True) -> list[Command]:
        """``check=False``: the candidates, before verify has passed them (``candidates``)."""
        if b.phase == "ended":
            return []
        out: list[Command] = []
        a = b.attack()
        if actor is None:
            if b.phase == "draw":
                out.append(Command("deal"))
            if a is not None and a["stage"] == "ruling":
                out += [Command("rule", None, {"hit": True}), Command("rule", None, {"hit": False})]
            if a is not None and a["stage"] == "damage":
                out.append(Command("damage"))
            return [c for c in out if self._ok(b, c)] if check else out
        f = b.fighters.get(actor)
        if f is None or f.out:
            return []
        if b.phase == "draw":                   # her own cards
            own = [Command("deal", actor)] if actor not in b.drawn else []
            return [c for c in own if self._ok(b, c)] if check else own
        if b.phase == "preparation":
            out += [Command("lay", actor, {"card": card}) for card in f.hand]
            out.append(Command("sit_out", actor))
            if f.pc:
                out += [Command("give", actor, {"card": card, "to": g.id}) for card in f.hand
                        for g in b.fighters.values() if g.pc and g.id != actor and g.side == f.side]
        elif b.phase == "combat":
            if a is not None and a["stage"] == "react" and a["target"] == actor:
                out += [Command("react", actor, {"how": how}) for how in REACTIONS]
            if a is not None and a["stage"] in INTERRUPTIBLE:
                out.append(Command("interrupt", actor))
            if a is not None and a["stage"] == "damage" and a["attacker"] == actor:
                out.append(Command("damage", actor))
            now = b.current()
            if now is not None and now.id == actor:
                for g in b.fighters.values():
                    if g.side != f.side and not g.out:
                        for w in f.weapons or [None]:
                            wname = w["name"] if w else None
                            params = {"target": g.id} if wname is None else {"target": g.id, "weapon": wname}
                            shifts = w and w["per_shift"] and sum(f.pool("combat")) + sum(f.pool(w["skill"])) > 1
                            out.append(Command("attack", actor, params))
                            if shifts:
                                out.append(Command("attack", actor, {**params, "shift": 1}))
                            # "the attacker names the hit location": aiming at a less armored spot
                            weak = g.weakest_location()
                            if weak is not None:
                                out.append(Command("attack", actor, {**params, "location": weak}))
                                if shifts:
                                    out.append(Command("attack", actor, {**params, "shift": 1, "location": weak}))
                out.append(Command("act", actor, {"what": "take cover"}))
                out.append(Command("end_turn", actor))
            elif not b.attacks:
                out.append(Command("act_earlier", actor))
        return [c for c in out if self._ok(b, c)] if check else out

    # =========================================================================================
    # the GM's overrides
    # =========================================================================================
    @staticmethod
    def override_health(f: Fighter, c: Command) -> list[str]:
        """The health an override sets: ``health`` in the notation, or how many points are exhausted,
        damaged and permanently damaged (the rest O)."""
        if c.get("health") is not None:
            h = parse_notation(c.get("health"))
            if h is None or len(h) != len(f.health):
                malformed("'health' is {count} points in the notation, like (X)(/)OOOO", count=len(f.health))
            return h
        counts = [_int(c.get(k, 0), k, 0, len(f.health)) for k in ("permanent", "damaged", "exhausted")]
        if sum(counts) > len(f.health):
            malformed("'health' is {count} points in the notation, like (X)(/)OOOO", count=len(f.health))
        p, d, e = counts
        return [PERMANENT] * p + [DAMAGED] * d + [EXHAUSTED] * e + [HEALTHY] * (len(f.health) - p - d - e)

    def _apply_override(self, b: Battle, c: Command, out: "Out") -> None:
        op, reason = c.get("op"), str(c.get("reason", ""))
        if op == "end_battle":
            b.phase, b.outcome, b.attacks, b.acting = "ended", c.get("outcome", "ended"), [], []
            out.add("override", op=op, outcome=b.outcome, reason=reason)
            return
        f = b.fighters[c.get("target")]
        if op == "health":
            f.health = self.override_health(f, c)
            out.add("override", op=op, target=f.id, health=f.notation(), reason=reason)
            self._condition(f, out)
        elif op == "hand":
            b.deck = sorted(set(b.deck + f.hand) - set(c.get("cards")))
            b.discard = [x for x in b.discard if x not in c.get("cards")]
            f.hand = sorted(c.get("cards"))
            out.add("override", op=op, target=f.id, count=len(f.hand), reason=reason)

    # =========================================================================================
    # copies
    # =========================================================================================
    def snapshot(self, b: Battle) -> dict:
        return {"phase": b.phase, "round": b.round, "outcome": b.outcome, "deck": sorted(b.deck),
                "discard": list(b.discard), "deals": b.deals, "drawn": list(b.drawn), "given": dict(b.given), "received": list(b.received),
                "acting": list(b.acting), "attacks": copy.deepcopy(b.attacks), "ranges": dict(sorted(b.ranges.items())),
                "fighters": {k: {"hand": list(f.hand), "laid": f.laid, "sat_out": f.sat_out, "acted": f.acted,
                                 "health": f.notation()} for k, f in b.fighters.items()}}
