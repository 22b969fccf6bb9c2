"""The rules of an ashes battle: verify, apply and list commands (the core's Ruleset, less its texts).

The round: Imbalance decision -> Roll Effort -> Initiative bid -> Turns -> Recovery -> End of round.
Sets of matching Effort dice have a Rank (how many) and a Facing (the face); total = 10 × Rank +
Facing. Every die goes through the session's feed. See docs/ashes.md and docs/rulings.md."""
from __future__ import annotations

import copy
from typing import Optional

from mypy_extensions import mypyc_attr

from vtt.core.errors import illegal, malformed
from vtt.core.records import Command, Event
from vtt.rules.kit.engine import Out, PackageEngine
from vtt.core.i18n import N_

from .commands import DECLARED
from .state import HEALTH_BOX, Battle, Fighter, total
from .terms import (ADVANTAGES, GM_SIDE, name_term, IMPROVISED_PRANA, PENALTIES, PHYSICAL_IMBALANCES, ROLL_EFFORT,
                    ROLL_HEAVY, ROLL_REACH, SIDES)
from .texts import event_phrase

TURN_COMMANDS = ("attack", "move", "hide", "lift", "awaken", "action", "break_free", "release", "kill", "end_turn")
GM_COMMANDS = ("roll", "death_token", "peace", "override", "secrecy")
#: what the GM may keep from the table during the battle (the "secrecy" command)
SECRETS = ("hidden_bids", "hidden_effort")
OVERRIDE_OPS = ("aura", "health", "prana", "initiative", "zone", "revive", "imbalance", "end_battle")
#: how the Death token comes in (seed 002's three conditions; 2 is a player's kill, not the GM's command)
DEATH_CONDITIONS = (1, 2, 3)
#: advantages a weapon has on every attack at no cost, but an Improvised weapon pays for on each use
ALWAYS_ON = ("heavy", "subtle")


def _picks(sets: list[list[int]]) -> list[list[int]]:
    """The picks the sets (their dice's indices) offer in the lists of legal commands: each whole set, then one
    die of each set of more (the window offers the common answers first)."""
    return sets + [ix[:1] for ix in sets if len(ix) > 1]


def _ceil_box(h: int) -> int:
    return -(-h // HEALTH_BOX)


def hold_value(b: Battle, f: Fighter) -> int:
    """The Rank ``f`` must overcome: "If multiple characters grab one another, then only use the highest
    result rolled for the sustained action" — the highest of the grabs on her, and of her own grab back on
    one who holds her."""
    return max((max(r, b.fighters[h].holds.get(f.id, 0)) for h, r in f.holds.items()), default=0)


def holds_of(b: Battle, f: Fighter) -> list[Fighter]:
    """The held characters of the holds ``f`` is in ("either character in a hold"): herself if held, and
    each she holds (an attack on her breaks the hold whose value its Rank exceeds)."""
    return ([f] if f.holds else []) + [g for g in b.fighters.values() if f.id in g.holds]


def in_a_hold(b: Battle, f: Fighter) -> bool:
    """Whether ``f`` is one of the characters in a hold: held, or holding someone."""
    return bool(holds_of(b, f))


def rehold(b: Battle) -> None:
    """After any hold changes: each held fighter's holder (the highest grab on her; the first made of
    equals) and the Rank she must overcome."""
    for f in b.fighters.values():
        if f.holds:
            f.held_by, f.hold = max(f.holds, key=f.holds.get), hold_value(b, f)
        else:
            f.held_by, f.hold = None, 0


@mypyc_attr(allow_interpreted_subclasses=True)     # the protocol's class mixes in the core's answers
class AshesRuleset(PackageEngine):
    name = "ashes"
    #: its commands' parameters, which the session checks every command against (vtt.core.params)
    declared = DECLARED
    #: a d10 typed as it shows its 10, 0, is read as 10 (vtt.core.dice; docs/rulings.md)
    d10_zero_is_ten = True

    # =========================================================================================
    # verify
    # =========================================================================================
    def verify(self, b: Battle, c: Command):
        t = c.type
        if t == "override":
            return self._verify_override(b, c)
        if b.phase == "ended":
            illegal("ended", "The battle is over")
        if t == "death_token":
            return self._verify_death_token(b, c)
        if b.choices:
            if t not in ("buy_down", "give_in", "injure", "kill", "spare"):
                ch = b.choices[0]
                illegal("choice", "{name} must decide first", name=b.fighters[ch["chooser"]].name)
            return self._verify_choice(b, c)
        if b.pending is not None:
            if t not in ("defend", "take_hit"):
                illegal("defense", "{name} must defend or take the hit first",
                        name=b.fighters[b.pending["target"]].name)
            return self._verify_defense(b, c)
        if t in ("defend", "take_hit"):
            illegal("defense", "No attack awaits a defense")
        if t in ("buy_down", "give_in", "injure", "spare"):
            illegal("choice", "There is nothing to decide now")
        if t == "imbalance":
            return self._verify_imbalance(b, c)
        if t == "roll":
            return self._verify_roll(b, c)
        if t in ("peace", "secrecy") and c.actor is not None:
            illegal("gm", "Only the GM calls for {what}", what=t)
        if t == "peace":         # "If, at the end of a round, no character present continues…": none has ended in round 1
            why = N_("Combat ends only at the end of a round, before the next one is rolled")
            if b.round <= 1:
                illegal("round", why)
            self._start_of_round(b, why)
            return
        if t == "secrecy":
            if c.get("option") not in SECRETS:
                malformed("'option' is one of: {options}", options=", ".join(SECRETS))
            if not isinstance(c.get("on"), bool):
                malformed("'on' is true (hidden from the table) or false (shown)")
            if bool(b.options.get(c.get("option"))) == c.get("on"):
                illegal("secrecy", "That is already so")
            return
        if t == "release":          # "Characters that voluntarily entered the hold may do so at any time"
            me = self._f(b, c.actor)
            if not any(me.id in g.holds for g in b.fighters.values()):
                illegal("hold", "{name} holds nobody", name=me.name)
            return None
        if t in ("bid", "pass_bid"):
            return self._verify_bid(b, c)
        if t == "lower_initiative":
            return self._verify_lower(b, c)
        if t in TURN_COMMANDS:
            return self._verify_turn(b, c)
        malformed("unknown command {type!r}", type=t)

    def _verify_death_token(self, b: Battle, c: Command) -> None:
        """The GM brings the token in for condition 1 ("The GM must, at the beginning of a round, declare that
        Death is a possibility") or 3 ("At any point, a player proposes an action that the GM specifies will
        kill them"); condition 2 is a player's kill, declared with ``kill``."""
        if c.actor is not None:
            illegal("gm", "Only the GM brings in the Death token (a player brings it in with a kill)")
        condition = c.get("condition", 1)
        if type(condition) is not int or condition not in DEATH_CONDITIONS:
            malformed("'condition' is 1 (the GM, at the beginning of a round) or 3 (a player's proposed action "
                      "the GM says will kill)")
        if b.death_token:
            illegal("death", "The Death token is already in the scene")
        if condition == 2:
            illegal("death", "Condition 2 is a player who declares a kill on vanquishing (the kill command)")
        if condition == 1:
            self._start_of_round(b, N_("The GM may bring in the Death token only at the beginning of a round"))

    def _start_of_round(self, b: Battle, why: str) -> None:
        if b.phase not in ("imbalance", "effort") or any(f.rolled for f in b.fighters.values()):
            illegal("round", why)

    # -- imbalance decision and effort -----------------------------------------------------------
    def _verify_imbalance(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        if b.phase != "imbalance":
            illegal("imbalance", "Imbalances are decided before the Effort dice are rolled")
        name, penalty = c.get("name"), c.get("penalty")
        if penalty not in PENALTIES:
            malformed("'penalty' is mechanical or dramatic")
        if name not in [i["name"] for i in me.imbalances]:
            illegal("imbalance", "{name} has no Imbalance {imbalance}", name=me.name, imbalance=str(name))
        if name in me.penalties:
            illegal("imbalance", "{name} has decided on {imbalance} this round", name=me.name, imbalance=name)

    def _verify_roll(self, b: Battle, c: Command) -> None:
        if b.phase == "imbalance":
            waiting = [f.name for f in b.seated() if not f.out and f.undecided()]
            illegal("imbalance", "Imbalances are decided before rolling: {names} still to decide", names=waiting)
        if b.phase != "effort":
            illegal("effort", "The Effort dice are rolled at the start of the round")
        if c.type == "roll" and c.actor is not None:
            me = self._f(b, c.actor)
            if me.out:
                illegal("out", "{name} is out of the fight", name=me.name)
            if me.rolled:
                illegal("effort", "{name} has rolled the Effort dice this round", name=me.name)

    # -- bids ------------------------------------------------------------------------------------
    def _pick(self, me: Fighter, pick, same: bool = True) -> tuple[int, int]:
        """(facing, rank) of the dice ``pick`` names: unspent dice of ``me``, one face if ``same``."""
        if not isinstance(pick, (list, tuple)) or not pick or not all(
                isinstance(i, int) and not isinstance(i, bool) for i in pick):
            malformed("'pick' is a list of indices into the Effort dice")
        if len(set(pick)) != len(pick):
            malformed("'pick' names a die twice")
        for i in pick:
            if not 0 <= i < len(me.dice):
                malformed("{name} has {count} Effort dice: no die {index}", name=me.name, count=len(me.dice), index=i)
            if me.spent[i]:
                illegal("spent", "{name}'s die {index} ({face}) is spent", name=me.name, index=i, face=me.dice[i])
        faces = {me.dice[i] for i in pick}
        if same and len(faces) > 1:
            illegal("set", "A set is dice showing the same face, not {faces}", faces=sorted(faces))
        return me.dice[pick[0]], len(pick)

    def _verify_bid(self, b: Battle, c: Command) -> Optional[dict]:
        me = self._f(b, c.actor)
        if b.phase != "bid":
            illegal("bid", "Initiative is bid after the Effort dice are rolled")
        now = b.bidder()
        if now is None or now.id != me.id:
            illegal("bid", "It is {name}'s bid", name=now.name if now else "nobody")
        if c.type == "pass_bid":
            return None
        self._pick(me, c.get("pick"), same=False)
        value = sum(me.dice[i] for i in c.get("pick"))
        old = b.bids.get(me.id)
        if old is not None and value + b.reach.get(me.id, 0) <= old["value"]:
            illegal("bid", "A new bid must be higher than {name}'s previous bid of {old} (this one: {value})",
                    name=me.name, old=old["value"], value=value + b.reach.get(me.id, 0))
        ticket = {"prana": 0, "pay_die": None, "uses": []}
        if c.get("advantage"):             # the Reach die, rolled at the round's first bid that has it
            if me.advantage != "reach" or me.id in b.reach:
                illegal("weapon", "{name}'s weapon adds nothing to this bid", name=me.name)
            if me.improvised:              # paid every use: the bidder names a die, else 3 Prana
                ticket.update(self._use_advantage(me, "reach", c, "Reach"))
                ticket["uses"].append("reach")
        self._nothing_to_pay(me, c, ticket)
        return ticket

    def _verify_lower(self, b: Battle, c: Command) -> None:
        me = self._f(b, c.actor)
        if b.phase != "turns":
            illegal("initiative", "Initiative is lowered between turns")
        if b.begun or not b.acted:        # "at the end of any player's turn": a turn of this round has ended
            illegal("initiative", "Initiative is lowered at the end of a turn, before the next turn begins")
        if me.id in b.acted or me.out:
            illegal("initiative", "{name} has taken this round's turn", name=me.name)
        to = c.get("to")
        if not isinstance(to, int) or isinstance(to, bool):
            malformed("'to' is a whole number")
        if not 0 <= to < me.initiative:
            illegal("initiative", "{name} can lower the initiative only below {value}", name=me.name,
                    value=me.initiative)

    # -- the turn --------------------------------------------------------------------------------
    def _verify_turn(self, b: Battle, c: Command):
        me = self._f(b, c.actor)
        t = c.type
        if b.phase != "turns":
            illegal("order", "Turns come after the initiative bids")
        now = b.current()
        if now is None or now.id != me.id:
            illegal("order", "It is {name}'s turn", name=now.name if now else "nobody")
        if t == "end_turn":
            return None
        if t in ("move", "hide", "lift"):
            if me.rank0_used:
                illegal("rank0", "{name} has taken this turn's rank-0 action", name=me.name)
            if t == "move":
                to = c.get("to")
                if to not in b.zone_specs:
                    malformed("'to' must be a battlefield (one of: {zones})", zones=", ".join(b.zone_specs))
                if to not in b.map.neighbours(me.zone):
                    illegal("move", "{to} is not next to {zone}: one moves up to an adjacent battlefield",
                            to=self.zone_name(b, to), zone=self.zone_name(b, me.zone))
                if me.held_by is not None:
                    illegal("held", "{name} is held by {holder}: the holder dictates the movement", name=me.name,
                            holder=b.fighters[me.held_by].name)
            if t == "hide" and not b.zone_specs[me.zone].get("cover"):
                illegal("cover", "There is no cover in {zone}", zone=self.zone_name(b, me.zone))
            return None
        if t == "kill":
            target = self._f(b, c.get("target"), "target")
            if not target.vanquished or target.dead:
                illegal("kill", "{target} is not vanquished and helpless", target=target.name)
            if target.zone != me.zone:
                illegal("kill", "{target} is not on {name}'s battlefield", target=target.name, name=me.name)
            self._may_kill(b, me)
            return None
        # actions with a set of Effort dice
        face, rank = self._pick(me, c.get("pick"))
        slot = self._slot(me, rank, c)
        if t == "awaken":
            if me.chakra != "slumbering":
                illegal("chakra", "{name} has no slumbering Chakra", name=me.name)
            if rank < 2:
                illegal("chakra", "Awakening Chakra takes a Spirit action of Rank 2 or higher")
        elif t == "break_free":
            if me.held_by is None:
                illegal("hold", "{name} is not held", name=me.name)
            if rank <= me.hold:
                illegal("hold", "To escape, {name} must overcome the hold's Rank {hold} (this set: Rank {rank})",
                        name=me.name, hold=me.hold, rank=rank)
        elif t == "attack":
            return self._verify_attack(b, me, c, face, rank, slot)
        return {"slot": slot}

    def _slot(self, me: Fighter, rank: int, c: Command) -> str:
        """Which of the turn's actions a set of ``rank`` takes: the single 1-die action, the Unarmed
        second Rank 1 attack, or a bonus action (Rank 2 or more)."""
        if rank >= 2:
            return "bonus"
        if not me.single_used:
            return "single"
        if c.type == "attack" and me.advantage == "unarmed" and not me.unarmed_used:
            return "unarmed"
        if me.advantage == "unarmed" and c.type == "attack":
            illegal("actions", "{name} has made both Rank 1 attacks an Unarmed fighter may make this turn",
                    name=me.name)
        illegal("actions", "{name} has taken this turn's single-die action: more actions need sets of Rank 2 or higher",
                name=me.name)

    def _techniques(self, me: Fighter, names, keywords: tuple[str, ...]) -> list[dict]:
        if names is None:
            return []
        if not isinstance(names, (list, tuple)):
            malformed("'techniques' is a list of technique names")
        out = []
        for n in names:
            tech = next((x for x in me.techniques if x["name"] == n), None)
            if tech is None:
                malformed("{name} knows no technique {technique!r}", name=me.name, technique=n)
            if tech["keyword"] not in keywords:
                illegal("technique", "{technique} is not {kinds}", technique=n, kinds=" or ".join(keywords))
            if n in me.techniques_used:
                illegal("technique", "{technique} has bolstered an action this round already", technique=n)
            out.append(tech)
        if len({x["name"] for x in out}) != len(out):
            malformed("a technique is named twice")
        return out

    def advantage_cost(self, me: Fighter, key: str) -> int:
        """Prana a use of the weapon's advantage costs now: free once per round, then its cost;
        an Improvised weapon pays every use."""
        if me.improvised:
            return IMPROVISED_PRANA
        return 0 if not me.free_used else ADVANTAGES[key]

    def _use_advantage(self, me: Fighter, key: str, c: Command, rule_word: str) -> dict:
        """Check a use of the advantage ``key``: (prana, pay_die)."""
        if me.advantage != key:
            illegal("weapon", "{name}'s weapon has no {advantage} advantage", name=me.name, advantage=rule_word)
        pay_die = c.get("pay_die")
        if pay_die is not None:
            if not me.improvised:
                illegal("weapon", "Only an Improvised weapon is paid with an Effort die")
            if type(pay_die) is not int:
                malformed("'pay_die' is the index of an Effort die")
            if pay_die in (c.get("pick") or ()) or not 0 <= pay_die < len(me.dice) or me.spent[pay_die]:
                illegal("weapon", "The Effort die paid for the Improvised weapon must be another unspent die")
            return {"prana": 0, "pay_die": pay_die}
        cost = self.advantage_cost(me, key)
        if cost > me.prana and me.improvised:
            illegal("prana", "{name} has {prana} Prana: this use of the Improvised weapon costs 3 Prana or one "
                    "other unspent Effort die (pay_die)", name=me.name, prana=me.prana)
        if cost > me.prana:
            illegal("prana", "{name} has {prana} Prana: this use of the weapon costs {cost}", name=me.name,
                    prana=me.prana, cost=cost)
        return {"prana": cost, "pay_die": None}

    @staticmethod
    def _nothing_to_pay(me: Fighter, c: Command, ticket: dict) -> None:
        """A die named to pay for no use of the weapon would be spent for nothing."""
        if c.get("pay_die") is not None and not ticket["uses"]:
            illegal("weapon", "{name} pays a die for no use of the weapon: ask for its advantage (advantage: true)",
                    name=me.name)

    def _verify_attack(self, b: Battle, me: Fighter, c: Command, face: int, rank: int, slot: str) -> dict:
        target = self._f(b, c.get("target"), "target")
        if target.side == me.side:        # "a character can smash a friend out of an enemy's hands"
            if not c.get("break_hold") or c.get("grab"):
                illegal("target", "{target} is on {name}'s side: a friend is attacked only to break a hold "
                        "(break_hold)", target=target.name, name=me.name)
            if not in_a_hold(b, target):
                illegal("target", "{target} is on {name}'s side and in no hold to break", target=target.name,
                        name=me.name)
        if target.out:
            illegal("target", "{target} is out of the fight", target=target.name)
        ticket = {"slot": slot, "prana": 0, "pay_die": None, "uses": []}
        d = b.map.distance(me.zone, target.zone)
        if d != 0:
            if me.advantage != "ranged":
                illegal("reach", "{target} is not on {name}'s battlefield: only a Ranged weapon strikes at a distance",
                        target=target.name, name=me.name)
            if target.hidden:
                illegal("hidden", "{target} is hidden in cover on another battlefield", target=target.name)
            if d != 1 or me.improvised:                 # any visible target, or an Improvised weapon: the paid use
                if not c.get("advantage") and d != 1:
                    illegal("reach", "{target} is beyond the adjacent battlefield: that takes the Ranged advantage "
                            "(advantage: true)", target=target.name)
                if not c.get("advantage"):
                    illegal("reach", "{target} is on the next battlefield: an Improvised weapon reaches it only as a "
                            "paid use of its Ranged advantage (advantage: true)", target=target.name)
                ticket.update(self._use_advantage(me, "ranged", c, "Ranged"))
                ticket["uses"].append("ranged")
        grab = bool(c.get("grab"))
        if c.get("advantage") and "ranged" not in ticket["uses"]:
            key = me.advantage
            if key == "balanced" or (key == "flexible" and grab) or (me.improvised and key in ALWAYS_ON):
                ticket.update(self._use_advantage(me, key, c, key.capitalize()))
                ticket["uses"].append(key)
            else:
                illegal("weapon", "{name}'s weapon adds nothing to this attack", name=me.name)
        if slot == "unarmed":
            if "unarmed" not in ticket["uses"]:
                extra = self._use_advantage(me, "unarmed", c, "Unarmed")
                if ticket["prana"] + extra["prana"] > me.prana:
                    illegal("prana", "{name} has {prana} Prana: this use of the weapon costs {cost}", name=me.name,
                            prana=me.prana, cost=ticket["prana"] + extra["prana"])
                ticket["prana"] += extra["prana"]
                ticket["uses"].append("unarmed")
        ticket["techniques"] = [x["name"] for x in self._techniques(me, c.get("techniques"), ("offensive", "versatile"))]
        self._nothing_to_pay(me, c, ticket)
        if target.side == me.side:        # only to break the hold: its Rank must exceed the hold's value
            strike = rank + (1 if "balanced" in ticket["uses"] else 0)
            hold = min(held.hold for held in holds_of(b, target))
            if strike <= hold:
                illegal("hold", "A Rank {rank} attack breaks no hold {target} is in: it must exceed the hold's "
                        "Rank {hold}", rank=strike, target=target.name, hold=hold)
        return ticket

    # -- defense and choices ---------------------------------------------------------------------
    def _verify_defense(self, b: Battle, c: Command):
        p = b.pending
        me = self._f(b, c.actor)
        if me.id != p["target"]:
            illegal("defense", "{name} is not the one attacked", name=me.name)
        if c.type == "take_hit":
            return None
        if p.get("subtle") and me.senses < 1:
            illegal("subtle", "A Subtle weapon's foe may only defend with Senses, and {name} has none", name=me.name)
        self._pick(me, c.get("pick"))
        ticket = {"prana": 0, "pay_die": None, "uses": []}
        if c.get("advantage"):
            ticket.update(self._use_advantage(me, "reflexive", c, "Reflexive"))
            ticket["uses"].append("reflexive")
        ticket["techniques"] = [x["name"] for x in self._techniques(me, c.get("techniques"), ("defensive", "versatile"))]
        self._nothing_to_pay(me, c, ticket)
        return ticket

    def _verify_choice(self, b: Battle, c: Command) -> None:
        ch = b.choices[0]
        me = self._f(b, c.actor)
        if me.id != ch["chooser"]:
            illegal("choice", "{name} must decide first", name=b.fighters[ch["chooser"]].name)
        kind, t = ch["kind"], c.type
        if kind == "buy_down":
            if t == "give_in":
                return
            if t != "buy_down":
                illegal("choice", "{name} buys the damage down or is vanquished", name=me.name)
            aura, health = self._split(c)
            if aura + health != ch["damage"]:
                illegal("buy_down", "The damage is {damage}: Aura and Health spent must add up to it", damage=ch["damage"])
            if aura > me.aura:
                illegal("buy_down", "{name} has {aura} Aura", name=me.name, aura=me.aura)
            if health > me.health:
                illegal("buy_down", "{name} has {health} Health", name=me.name, health=me.health)
        elif kind == "injure":
            if t != "injure":
                illegal("choice", "{name} chooses the Imbalance the emptied Health box gives", name=me.name)
            # "The attacker chooses the specifics of the Imbalance": one of hers, a physical one the defender has,
            # or a new one of any name (the options listed are suggestions)
            imbalance = c.get("imbalance")
            if not isinstance(imbalance, str) or not imbalance.strip():
                malformed("'imbalance' names the Imbalance: one of {options}, or another name",
                          options=", ".join(self.injure_options(b, ch)))
            had = next((i for i in b.fighters[ch["target"]].imbalances if i["name"] == imbalance), None)
            if had is not None and not had["physical"]:
                illegal("imbalance", "{imbalance} is not a physical Imbalance: a wound creates a physical one or "
                        "raises one", imbalance=imbalance)
        elif kind == "kill":
            if t not in ("kill", "spare"):
                illegal("choice", "{name} kills the vanquished foe or spares them", name=me.name)
            if t == "kill" and c.get("target", ch["target"]) != ch["target"]:
                malformed("the one to kill is {target}", target=ch["target"])

    @staticmethod
    def _split(c: Command) -> tuple[int, int]:
        if c.get("split") is not None:
            split = c.get("split")
            if not isinstance(split, (list, tuple)) or len(split) != 2:
                malformed("'split' is [aura, health]")
            aura, health = split
        else:
            aura, health = c.get("aura", 0), c.get("health", 0)
        for v in (aura, health):
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                malformed("'aura' and 'health' are whole numbers, 0 or more")
        return aura, health

    def injure_options(self, b: Battle, ch: dict) -> list[str]:
        target = b.fighters[ch["target"]]
        have = [i["name"] for i in target.imbalances if i["physical"]]
        return have + [n for n in PHYSICAL_IMBALANCES if n not in have]

    def _may_kill(self, b: Battle, me: Fighter) -> None:
        if not b.death_token and not me.pc:
            illegal("death", "Without the Death token in the scene, a vanquished foe is only beaten unconscious")

    def _verify_override(self, b: Battle, c: Command) -> None:
        if c.actor is not None:
            illegal("gm", "Only the GM overrides")
        op = c.get("op")
        if op not in OVERRIDE_OPS:
            malformed("'op' is one of: {ops}", ops=", ".join(OVERRIDE_OPS))
        if op == "end_battle":
            if c.get("outcome", "ended") not in ("victory", "defeat", "peace", "ended"):
                malformed("'outcome' is victory, defeat, peace or ended")
            return
        f = self._f(b, c.get("target"), "target")
        if op == "zone":
            if c.get("zone") not in b.zone_specs:
                malformed("'zone' must be a battlefield (one of: {zones})", zones=", ".join(b.zone_specs))
            return
        if op == "revive":
            return
        v = c.get("value")
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            malformed("'value' is a whole number, 0 or more")
        if op == "health" and v > f.boxes * HEALTH_BOX:
            malformed("{name} has {count} Health boxes ({max} Health)", name=f.name, count=f.boxes,
                      max=f.boxes * HEALTH_BOX)
        if op == "imbalance" and not isinstance(c.get("name"), str):
            malformed("'name' names the Imbalance")

    # =========================================================================================
    # apply
    # =========================================================================================
    def apply(self, b: Battle, c: Command, feed, ticket=None) -> list[Event]:
        out = Out(b, feed, event_phrase)
        t = c.type
        if t == "override":
            self._apply_override(b, c, out)
        elif t == "imbalance":
            me = b.fighters[c.actor]
            me.penalties[c.get("name")] = c.get("penalty")
            rank = next(i["rank"] for i in me.imbalances if i["name"] == c.get("name"))
            out.add("imbalance_decided", actor=me.id, imbalance=c.get("name"), rank=rank, penalty=c.get("penalty"))
        elif t == "roll":
            who = [b.fighters[c.actor]] if c.actor is not None else [f for f in b.seated() if not f.out and not f.rolled]
            for f in who:
                self._roll(f, out)
        elif t == "death_token":
            b.death_token = True
            out.add("death_token", by=None, condition=c.get("condition", 1))
        elif t == "peace":
            b.phase, b.outcome = "ended", "peace"
            out.add("ended", outcome="peace")
        elif t == "secrecy":
            b.options[c.get("option")] = c.get("on")
            out.add("secrecy", option=c.get("option"), on=c.get("on"))
        elif t in ("bid", "pass_bid"):
            self._apply_bid(b, c, out, ticket)
        elif t == "lower_initiative":
            me = b.fighters[c.actor]
            old, me.initiative = me.initiative, c.get("to")
            b.lowered[me.id] = max(b.lowered.values(), default=0) + 1
            tie = [w for w in b.order if w != me.id and w not in b.acted and not b.fighters[w].out
                   and b.fighters[w].initiative == me.initiative]
            self._sort_order(b)
            out.add("initiative_lowered", actor=me.id, old=old, to=me.initiative, tie=tie)
        elif t in ("defend", "take_hit"):
            self._resolve(b, c, out, ticket)
        elif t in ("buy_down", "give_in", "injure", "spare") or (t == "kill" and b.choices):
            self._apply_choice(b, c, out)
        elif t == "release":
            me = b.fighters[c.actor]
            for g in b.fighters.values():
                if g.holds.pop(me.id, None) is not None:
                    out.add("released", actor=me.id, target=g.id)
            rehold(b)
        else:
            self._apply_turn(b, c, out, ticket)
        self._settle(b, out)
        return out.events

    def _roll(self, f: Fighter, out: "Out") -> None:
        n = f.pool_size()
        out.feed.begin(f.id, ROLL_EFFORT)
        f.dice = out.feed.roll(n, 10) if n else []
        f.spent = [False] * len(f.dice)
        f.rolled = True
        sets = [[face, rank] for face, rank, _ in f.sets()]
        out.add("effort_rolled", actor=f.id, dice=list(f.dice), sets=sets, size=n)

    # -- bids ------------------------------------------------------------------------------------
    def _apply_bid(self, b: Battle, c: Command, out: "Out", ticket=None) -> None:
        me = b.fighters[c.actor]
        if c.type == "pass_bid":
            b.passes += 1
            out.add("bid_passed", actor=me.id)
        else:
            pick = list(c.get("pick"))
            if ticket is None:
                ticket = self.verify(b, c)      # an undo or a redo applies without verifying first
            if me.improvised and ticket["uses"]:
                self._pay(me, ticket, out)
                out.feed.begin(me.id, ROLL_REACH)
                die = out.feed.roll(1, 10)[0]
                b.reach[me.id] = die
                out.add("reach_rolled", actor=me.id, die=die, prana=ticket["prana"])
            elif me.id not in b.reach and me.advantage == "reach" and not me.improvised:
                cost = self.advantage_cost(me, "reach")
                if cost <= me.prana:
                    me.prana -= cost
                    if not me.improvised:
                        me.free_used = True
                    out.feed.begin(me.id, ROLL_REACH)
                    die = out.feed.roll(1, 10)[0]
                    b.reach[me.id] = die
                    out.add("reach_rolled", actor=me.id, die=die, prana=cost)
            value = sum(me.dice[i] for i in pick) + b.reach.get(me.id, 0)
            again = me.id in b.bids
            b.bid_seq += 1
            b.bids[me.id] = {"value": value, "pick": pick, "seq": b.bid_seq}
            b.passes = 0
            out.add("bid", actor=me.id, value=value, dice=[me.dice[i] for i in pick], again=again,
                    hidden=bool(b.options.get("hidden_bids")))
        b.bid_pos = (b.bid_pos + 1) % len(b.bid_order)
        if b.passes >= len(b.bid_order):
            self._close_bids(b, out)

    def _close_bids(self, b: Battle, out: "Out") -> None:
        """Only the final bid's dice are spent; the order is highest initiative first (ties: the bid
        first made, then seat order — the GM may override)."""
        for f in b.fighters.values():
            bid = b.bids.get(f.id)
            f.initiative = bid["value"] if bid else 0
            if bid:
                for i in bid["pick"]:
                    f.spent[i] = True
        b.order = [f.id for f in b.seated() if not f.out]
        self._sort_order(b)
        b.phase, b.acted, b.begun = "turns", [], False
        out.add("bids_closed", order=[[w, b.fighters[w].initiative] for w in b.order])

    def _sort_order(self, b: Battle) -> None:
        """Highest initiative first; ties: who lowered to it acts after those who did not (in the order they
        lowered: a lowered initiative is set after every bid), then the bid first made, then seat order."""
        done = [w for w in b.order if w in b.acted]
        rest = [w for w in b.order if w not in b.acted]
        big = 10 ** 9

        def key(w):
            f = b.fighters[w]
            bid = b.bids.get(w)
            return (-f.initiative, b.lowered.get(w, 0), bid["seq"] if bid else big, f.seat)
        b.order = done + sorted(rest, key=key)

    # -- attacks ---------------------------------------------------------------------------------
    def _spend(self, me: Fighter, pick) -> None:
        for i in pick:
            me.spent[i] = True

    def _pay(self, me: Fighter, ticket: dict, out: "Out") -> None:
        if ticket.get("pay_die") is not None:
            me.spent[ticket["pay_die"]] = True
        if ticket.get("prana"):
            me.prana -= ticket["prana"]
        if ticket.get("uses") and not me.improvised:
            me.free_used = True           # the free use of the round (any later use has paid its Prana)
        if ticket.get("uses"):
            out.add("advantage_used", actor=me.id, advantage=ticket["uses"], prana=ticket.get("prana", 0),
                    die=me.dice[ticket["pay_die"]] if ticket.get("pay_die") is not None else None)
        me.techniques_used += ticket.get("techniques", [])

    def _take_slot(self, me: Fighter, slot: str) -> None:
        if slot == "single":
            me.single_used = True
        elif slot == "unarmed":
            me.unarmed_used = True

    def _apply_turn(self, b: Battle, c: Command, out: "Out", ticket) -> None:
        me = b.fighters[c.actor]
        t = c.type
        if t == "end_turn":
            b.acted.append(me.id)
            me.single_used = me.unarmed_used = me.rank0_used = False
            b.begun = False
            out.add("turn_ended", actor=me.id)
            return
        if ticket is None and t in ("attack", "awaken", "action", "break_free"):
            ticket = self.verify(b, c)      # an undo or a redo applies without verifying first
        b.begun = True
        if t in ("move", "hide", "lift"):
            me.rank0_used = True
            if t == "move":
                me.zone, me.hidden = c.get("to"), False
                dragged = [g.id for g in b.fighters.values() if g.held_by == me.id]
                for who in dragged:         # (not g: mypyc gives a name one type, and g is a Fighter below)
                    b.fighters[who].zone = me.zone
                out.add("moved", actor=me.id, to=me.zone, dragged=dragged)
                self._grips_apart(b, out)
            elif t == "hide":
                me.hidden = True
                out.add("hid", actor=me.id, zone=me.zone)
            else:
                out.add("lifted", actor=me.id, note=str(c.get("note", "")))
            return
        if t == "kill":
            self._kill(b, me, b.fighters[c.get("target")], out)
            return
        pick = list(c.get("pick"))
        face, rank = me.dice[pick[0]], len(pick)
        self._spend(me, pick)
        self._take_slot(me, ticket["slot"])
        if t == "awaken":
            me.chakra, me.recovery, me.pool, me.prana, me.awaken_facing = "awakened", rank, 5 * rank, 0, face
            out.add("awakened", actor=me.id, rank=rank, facing=face, recovery=rank, pool=5 * rank)
        elif t == "action":
            out.add("action", actor=me.id, rank=rank, facing=face, total=total(rank, face), slot=ticket["slot"],
                    note=str(c.get("note", "")))
        elif t == "break_free":
            holder, others = me.held_by, [h for h in me.holds if h != me.held_by]
            me.holds = {}
            rehold(b)
            out.add("broke_free", actor=me.id, target=holder, rank=rank, facing=face, others=others)
        elif t == "attack":
            self._pay(me, ticket, out)
            target = b.fighters[c.get("target")]
            bonus_rank = 1 if ("balanced" in ticket["uses"] or "flexible" in ticket["uses"]) else 0
            techs = [x for x in me.techniques if x["name"] in ticket["techniques"]]
            value = total(rank + bonus_rank, face) + sum(x["bonus"] for x in techs)
            grab = bool(c.get("grab"))
            # an always-on advantage is always on but for an Improvised weapon, which has it as a paid use
            subtle = me.advantage == "subtle" and (not me.improvised or "subtle" in ticket["uses"])
            heavy = me.advantage == "heavy" and (not me.improvised or "heavy" in ticket["uses"])
            if not subtle:
                me.hidden = False
            b.pending = {"attacker": me.id, "target": target.id, "rank": rank + bonus_rank, "facing": face,
                         "total": value, "grab": grab, "subtle": subtle, "heavy": heavy,
                         "break_hold": bool(c.get("break_hold")), "slot": ticket["slot"]}
            out.add("attack_declared", actor=me.id, target=target.id, rank=rank + bonus_rank, facing=face,
                    total=value, grab=grab, techniques=ticket["techniques"], slot=ticket["slot"])

    def _resolve(self, b: Battle, c: Command, out: "Out", ticket) -> None:
        if c.type == "defend" and ticket is None:
            ticket = self.verify(b, c)
        p, b.pending = b.pending, None
        att, me = b.fighters[p["attacker"]], b.fighters[p["target"]]
        defense, rank, face = 0, 0, None
        if c.type == "defend":
            pick = list(c.get("pick"))
            face, rank = me.dice[pick[0]], len(pick)
            self._spend(me, pick)
            self._pay(me, ticket, out)
            rank += 1 if "reflexive" in ticket["uses"] else 0
            techs = [x for x in me.techniques if x["name"] in ticket["techniques"]]
            defense = total(rank, face) + sum(x["bonus"] for x in techs)
            out.add("defended", actor=me.id, rank=rank, facing=face, total=defense, techniques=ticket["techniques"])
        else:
            out.add("took_hit", actor=me.id)
        margin = p["total"] - defense
        if p["break_hold"]:
            self._break_hold(b, me, p["rank"], out)
        if p["grab"]:
            held = margin > 0
            if held:
                me.holds[att.id] = max(p["rank"], me.holds.get(att.id, 0))
                rehold(b)
            out.add("grab_resolved", actor=att.id, target=me.id, attack=p["total"], defense=defense, held=held,
                    hold=me.hold if held else p["rank"])
            return
        heavy = 0
        if p["heavy"] and margin > 0:
            out.feed.begin(att.id, ROLL_HEAVY)
            heavy = out.feed.roll(1, 10)[0]
        damage = max(0, margin + heavy - me.armor) if margin > 0 else 0
        if p["subtle"]:
            damage = min(1, damage)
        out.add("attack_resolved", actor=att.id, target=me.id, attack=p["total"], defense=defense, armor=me.armor,
                heavy=heavy, damage=damage, subtle=p["subtle"])
        if damage > 0:
            b.choices.append({"kind": "buy_down", "chooser": me.id, "attacker": att.id, "target": me.id,
                              "damage": damage})

    def _break_hold(self, b: Battle, me: Fighter, rank: int, out: "Out") -> None:
        """"An attack against either character in a hold that exceeds the hold value may break it and send
        both characters sprawling": each hold she is in (on her, or hers on another) whose value it exceeds
        ends whole — every grab on the held, and the held's grab back on a holder."""
        broken = [held for held in holds_of(b, me) if rank > held.hold]
        for held in broken:
            for h in list(held.holds):
                out.add("hold_broken", actor=held.id, target=h)
                if b.fighters[h].holds.pop(held.id, None) is not None:
                    out.add("hold_broken", actor=h, target=held.id)
            held.holds = {}
        if broken:
            rehold(b)

    def _grips_apart(self, b: Battle, out: "Out") -> None:
        """A grip ends when the two are no longer on one battlefield (a lesser holder left behind)."""
        gone = False
        for g in b.fighters.values():
            if not g.holds:              # (most hold no one: no list made for them)
                continue
            for h in [h for h in g.holds if b.fighters[h].zone != g.zone]:
                del g.holds[h]
                out.add("released", actor=h, target=g.id)
                gone = True
        if gone:
            rehold(b)

    # -- choices ---------------------------------------------------------------------------------
    def _apply_choice(self, b: Battle, c: Command, out: "Out") -> None:
        ch = b.choices.pop(0)
        me = b.fighters[c.actor]
        t = c.type
        if t == "buy_down":
            target = b.fighters[ch["target"]]
            aura, health = self._split(c)
            before = target.health
            target.aura -= aura
            target.health -= health
            emptied = _ceil_box(before) - _ceil_box(target.health)
            out.add("bought_down", actor=target.id, damage=ch["damage"], aura=aura, health=health,
                    aura_left=target.aura, health_left=target.health, emptied=emptied)
            new = [{"kind": "injure", "chooser": ch["attacker"], "target": target.id} for _ in range(emptied)]
            if target.health == 0:
                new += self._vanquish(b, b.fighters[ch["attacker"]], target, out)
            b.choices[:0] = new
        elif t == "give_in":
            b.choices[:0] = self._vanquish(b, b.fighters[ch["attacker"]], me, out, damage=ch["damage"])
        elif t == "injure":
            target = b.fighters[ch["target"]]
            name = c.get("imbalance")
            imb = next((i for i in target.imbalances if i["name"] == name), None)
            if imb is None:
                imb = {"name": name, "rank": 1, "physical": True}
                target.imbalances.append(imb)
            else:
                imb["rank"] += 1
            out.add("injured", actor=me.id, target=target.id, imbalance=name, rank=imb["rank"])
        elif t == "kill":
            self._kill(b, me, b.fighters[ch["target"]], out)
        elif t == "spare":
            out.add("spared", actor=me.id, target=ch["target"])

    def _vanquish(self, b: Battle, att: Fighter, me: Fighter, out: "Out", damage: int = 0) -> list[dict]:
        self._fall(b, me, out, att.id, damage)
        if b.death_token or att.pc:
            return [{"kind": "kill", "chooser": att.id, "target": me.id}]
        return []

    @staticmethod
    def _fall(b: Battle, me: Fighter, out: "Out", by: Optional[str], damage: int = 0) -> None:
        """``me`` is vanquished (by ``by``; None: the GM's override left her no Health): out of the fight, no longer
        hidden, every grip on her and hers gone."""
        me.vanquished, me.hidden = True, False
        for g in b.fighters.values():
            g.holds.pop(me.id, None)
        me.holds = {}
        rehold(b)
        out.add("vanquished", target=me.id, actor=by, damage=damage)

    def _kill(self, b: Battle, me: Fighter, target: Fighter, out: "Out") -> None:
        if not b.death_token:
            b.death_token = True
            out.add("death_token", by=me.id)
        target.dead = True
        out.add("killed", actor=me.id, target=target.id)

    # -- GM overrides ----------------------------------------------------------------------------
    def _apply_override(self, b: Battle, c: Command, out: "Out") -> None:
        op, reason = c.get("op"), str(c.get("reason", ""))
        if op == "end_battle":
            b.phase, b.outcome, b.pending, b.choices = "ended", c.get("outcome", "ended"), None, []
            out.add("override", op=op, outcome=b.outcome, reason=reason)
            return
        f = b.fighters[c.get("target")]
        v = c.get("value")
        if op in ("aura", "health", "prana"):
            setattr(f, op, v)
            if op == "health" and v == 0 and not f.out:     # "losing all your Health": vanquished
                out.add("override", op=op, target=f.id, value=v, reason=reason)
                self._fall(b, f, out, None)
                return
        elif op == "initiative":
            f.initiative = v
            if b.phase == "turns":
                self._sort_order(b)
        elif op == "zone":
            f.zone, f.hidden, v = c.get("zone"), False, c.get("zone")
            self._grips_apart(b, out)
        elif op == "revive":
            f.vanquished = f.dead = False
            if f.health == 0:
                f.health = 1
        elif op == "imbalance":
            imb = next((i for i in f.imbalances if i["name"] == c.get("name")), None)
            if imb is None and v > 0:
                f.imbalances.append({"name": c.get("name"), "rank": v, "physical": bool(c.get("physical", True))})
            elif imb is not None and v > 0:
                imb["rank"] = v
            elif imb is not None:
                f.imbalances.remove(imb)
        out.add("override", op=op, target=f.id, value=v, reason=reason)

    # -- the round moves on ------------------------------------------------------------------------
    def start_round(self, b: Battle, out: "Out") -> None:
        for f in b.fighters.values():
            f.penalties, f.dice, f.spent, f.rolled, f.initiative = {}, [], [], False, 0
            f.free_used, f.techniques_used = False, []
            f.single_used = f.unarmed_used = f.rank0_used = False
        b.phase, b.bids, b.reach, b.order, b.acted, b.begun = "imbalance", {}, {}, [], [], False
        b.lowered = {}
        b.bid_order, b.bid_pos, b.passes, b.bid_seq = [], 0, 0, 0

    def _recovery(self, b: Battle, out: "Out") -> None:
        b.phase = "recovery"
        for f in b.seated():
            if f.chakra != "awakened" or f.out:
                continue
            before = f.prana
            if f.awaken_facing is not None:       # newly awakened: Prana = the Facing, not the Recovery
                f.prana = min(f.pool, f.prana + f.awaken_facing)
                f.awaken_facing = None
            else:
                f.prana = min(f.pool, f.prana + f.recovery)
            out.add("recovered", actor=f.id, prana=f.prana, gained=f.prana - before, pool=f.pool)
        out.add("round_ended", round=b.round)
        b.round += 1
        self.start_round(b, out)
        out.add("round_started", round=b.round)

    def _outcome(self, b: Battle) -> Optional[str]:
        """"defeat" when none of the party stands, else "victory" when none of the foes does, else None: one pass,
        ended at the first of each side who stands (after every command: not two lists of every fighter)."""
        party_up = foes_up = False
        for f in b.fighters.values():
            if f.vanquished or f.dead:
                continue
            if f.side == SIDES[0]:
                party_up = True
            elif f.side == SIDES[1]:
                foes_up = True
            if party_up and foes_up:
                return None
        if not party_up:
            return "defeat"
        if not foes_up:
            return "victory"
        return None

    def _settle(self, b: Battle, out: "Out") -> None:
        if b.phase == "ended":
            return
        if b.choices or b.pending is not None:
            return
        outcome = self._outcome(b)
        if outcome is not None:
            b.phase, b.outcome = "ended", outcome
            out.add("ended", outcome=outcome)
            return
        for _ in range(8):
            if b.phase == "imbalance" and not any(f.undecided() for f in b.fighters.values() if not f.out):
                b.phase = "effort"
                continue
            if b.phase == "effort" and all(f.rolled for f in b.fighters.values() if not f.out):
                b.phase = "bid"
                gm = [f.id for f in b.seated() if f.side == GM_SIDE and not f.out and f.dice]
                rest = [f.id for f in b.seated() if f.side != GM_SIDE and not f.out and f.dice]
                b.bid_order, b.bid_pos, b.passes = gm + rest, 0, 0
                if not b.bid_order:
                    self._close_bids(b, out)
                continue
            if b.phase == "turns" and b.current() is None:
                self._recovery(b, out)
                continue
            break

    # =========================================================================================
    # the legal commands
    # =========================================================================================
    def legal_commands(self, b: Battle, actor: Optional[str]) -> list[Command]:
        if b.phase == "ended":
            return []
        if actor is None:
            out = []
            if b.phase == "effort":
                out.append(Command("roll"))
            if b.phase in ("imbalance", "effort") and not any(f.rolled for f in b.fighters.values()):
                if not b.death_token:
                    out.append(Command("death_token"))
                if b.round > 1:
                    out.append(Command("peace"))
            if not b.death_token:
                out.append(Command("death_token", None, {"condition": 3}))
            return [c for c in out if self._ok(b, c)]
        f = b.fighters.get(actor)
        if f is None or f.out:
            return []
        if b.choices:
            ch = b.choices[0]
            if ch["chooser"] != actor:
                return []
            if ch["kind"] == "buy_down":
                dmg = ch["damage"]
                out = [Command("buy_down", actor, {"aura": a, "health": dmg - a})
                       for a in range(min(f.aura, dmg), max(0, dmg - f.health) - 1, -1)]
                return out + [Command("give_in", actor)]
            if ch["kind"] == "injure":
                return [Command("injure", actor, {"imbalance": n}) for n in self.injure_options(b, ch)]
            return [Command("kill", actor, {"target": ch["target"]}), Command("spare", actor)]
        if b.pending is not None:
            if b.pending["target"] != actor:
                return []
            out = []
            techs = [t["name"] for t in f.techniques
                     if t["keyword"] in ("defensive", "versatile") and t["name"] not in f.techniques_used]
            extras: list[dict] = [{}] + ([{"advantage": True}] if f.advantage == "reflexive" else [])
            if techs:
                extras += [e | {"techniques": techs} for e in extras]
            for pick in _picks([ix for _, _, ix in f.sets()]):
                out += [Command("defend", actor, {"pick": list(pick)} | e) for e in extras]
            out.append(Command("take_hit", actor))
            return [c for c in out if self._ok(b, c)]
        if b.phase == "imbalance":
            return [Command("imbalance", actor, {"name": n, "penalty": p}) for n in f.undecided() for p in PENALTIES]
        if b.phase == "effort":
            return [] if f.rolled else [Command("roll", actor)]
        if b.phase == "bid":
            if b.bidder() is not f:
                return []
            out = [Command("pass_bid", actor)]
            free = sorted((i for i, s in enumerate(f.spent) if not s), key=lambda i: (f.dice[i], i))
            paid = f.improvised and f.advantage == "reach" and f.id not in b.reach
            loose = sorted((ix[0] for face, rank, ix in f.sets() if rank == 1), key=lambda i: (f.dice[i], i))
            picks = []                        # the lowest dice; the lowest dice in no set (sets kept whole)
            for dice in (free, loose):
                for k in range(1, len(dice) + 1):
                    if sorted(dice[:k]) not in picks:
                        picks.append(sorted(dice[:k]))
            out += [Command("bid", actor, {"pick": p}) for p in picks]
            if paid:                      # an Improvised Reach weapon: the die paid with Prana or a die
                for p in picks:
                    out.append(Command("bid", actor, {"pick": p, "advantage": True}))
                    spare = [i for i in free if i not in p]
                    if spare:
                        out.append(Command("bid", actor, {"pick": p, "advantage": True, "pay_die": spare[0]}))
            return [c for c in out if self._ok(b, c)]
        if b.phase != "turns":
            return []
        out = []
        now = b.current()
        # at the end of a turn, before the next begins: anyone who has not acted, the one next included
        lower = [Command("lower_initiative", actor, {"to": f.initiative - 1})] \
            if b.acted and not b.begun and f.id not in b.acted and f.initiative > 0 else []
        if now is not f:
            out += lower + [Command("release", actor)]
            return [c for c in out if self._ok(b, c)]
        sets = f.sets()
        # the few commands first (the window shows the first 40 of a participant), then the attacks
        for face, rank, ix in sets:
            if rank >= 2:
                out.append(Command("awaken", actor, {"pick": list(ix)}))
                out.append(Command("break_free", actor, {"pick": list(ix)}))
        if sets:                       # any other skill use, with whatever dice are picked in the tray
            out.append(Command("action", actor, {"pick": list(sets[0][2])}))
        out += [Command("move", actor, {"to": z}) for z in b.map.neighbours(f.zone)]
        out += [Command("hide", actor), Command("lift", actor), Command("release", actor)]
        out += [Command("kill", actor, {"target": g.id}) for g in b.fighters.values()
                if g.vanquished and not g.dead and g.side != f.side]
        out += lower
        out.append(Command("end_turn", actor))
        techs = [t["name"] for t in f.techniques
                 if t["keyword"] in ("offensive", "versatile") and t["name"] not in f.techniques_used]
        paid = f.improvised and f.advantage in ALWAYS_ON
        adv = {"advantage": True} if f.advantage in ("balanced", "ranged") or paid else {}
        plain, more = [], []           # every plain attack before the variants
        for g in b.fighters.values():  # a friend in a hold: smashed out of it (break_hold), never otherwise
            if g.side == f.side and g.id != f.id and not g.out and in_a_hold(b, g):
                more += [Command("attack", actor, {"target": g.id, "pick": list(ix), "break_hold": True})
                         for face, rank, ix in sets]
        for g in b.enemies(f):
            for face, rank, ix in sets:
                plain.append(Command("attack", actor, {"target": g.id, "pick": list(ix)}))
                extras = [adv] if adv else []
                spare = [i for i in sorted(range(len(f.dice)), key=lambda i: (f.dice[i], i))
                         if not f.spent[i] and i not in ix]
                if adv and f.improvised and spare:      # the use paid with a die instead of Prana
                    extras.append(adv | {"pay_die": spare[0]})
                if techs:
                    extras.append(adv | {"techniques": techs})
                if f.advantage == "flexible":
                    extras.append({"grab": True, "advantage": True})
                elif rank >= 2:
                    extras.append({"grab": True})
                more += [Command("attack", actor, {"target": g.id, "pick": list(ix)} | e) for e in extras]
                if rank >= 2:
                    more.append(Command("attack", actor, {"target": g.id, "pick": list(ix[:1])}))
        out += plain + more
        return [c for c in out if self._ok(b, c)]

    def snapshot(self, b: Battle) -> dict:
        skip = {"fighters", "map", "zone_specs", "name"}
        data = {name: copy.deepcopy(getattr(b, name)) for name in Battle._fields if name not in skip}
        fixed = {"name", "name_ja", "side", "pc", "seat", "effort", "aura_max", "boxes", "armor", "degree",
                 "senses", "weapon", "techniques"}
        data["fighters"] = {k: {name: copy.deepcopy(getattr(f, name)) for name in Fighter._fields if name not in fixed}
                            for k, f in b.fighters.items()}
        return data

    @staticmethod
    def zone_name(b: Battle, z):
        spec = b.zone_specs.get(z, {})
        return name_term(spec.get("name") or str(z), spec.get("name_ja"))
