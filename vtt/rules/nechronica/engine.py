"""The Nechronica battle engine: verify and apply commands, the count, reactions, damage, madness.

Everything here is pure rules on a Battle (vtt.rules.nechronica.state); the session in vtt.core
calls it. Rule names in errors quote the rulebook chapter (001) so a GM can look them up.
"""
from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Iterable

from vtt.core.dice import DiceFeed
from vtt.core.errors import IllegalCommandError, IncompleteCommandError, MalformedCommandError, Phrase, Term
from vtt.core.records import Command, Event

from .checks import CRITICAL, FAILURE, FUMBLE, SUCCESS, judge_check
from .effects import CONTEMPT, FEAR, SERVITUDE
from .terms import AREA_NAMES_JA, AREAS, LOCATIONS, TIMING_NAMES_JA, area_id, parse_range
from .state import Battle, Frame, Participant, Part, Prompt, Window, snapshot

REACTION_TIMINGS = ("rapid", "judge", "damage")
ADJACENT = {"head": ["arms"], "arms": ["head", "torso"], "torso": ["arms", "legs"], "legs": ["torso"]}
EDEN, TARTARUS = len(AREAS) - 1, 0
OUTCOMES = ("victory", "annihilated", "escaped", "ended")


def illegal(rule: str, template: str, **fields):
    """Refuse with ``rule``; the reason is an English template and its fields (reasons.py: in Japanese)."""
    raise IllegalCommandError(rule, template, **fields)


def area_label(i: int) -> str:
    return f"{AREA_NAMES_JA[AREAS[i]]} ({AREAS[i].capitalize()})"


def area_term(i: int) -> Term:
    """Area ``i`` as a word of a reason: its bilingual label in English, its name in Japanese."""
    return Term("area", AREAS[i], area_label(i))


def _timing(timing: str, capital: bool = True) -> Term:
    return Term("timing", timing, timing.capitalize() if capital else timing)


def _phase(b: Battle) -> Term:
    return Term("phase", b.phase)


def _chooser(b: Battle, pr: Prompt):
    return b.participants[pr.chooser].name if pr.chooser in b.participants else Phrase("the GM")


def _ev(events: list, type_: str, text: str, **data) -> None:
    events.append(Event(type_, data, text))


# ---------------------------------------------------------------------------------------------
# Queries the UI and the AI use (the UI never repeats a rule: it asks these)
# ---------------------------------------------------------------------------------------------

def in_range(rng: str, user_area: int, target_area: int, same: bool) -> bool:
    r = parse_range(rng)
    if r == "self":
        return same
    if r == "none":
        return True
    return r[0] <= abs(user_area - target_area) <= r[1]


def part_usable(b: Battle, p: Participant, part: Part) -> bool:
    """Intact, or damaged by a same-count Action (still usable for maneuvers until the count ends)."""
    if part.timing == "auto":
        return False
    if not part.damaged:
        return True
    return part.damaged_by_action_at == (b.round, b.count)


def wrecked_this_count(b: Battle, p: Participant) -> bool:
    """A doll whose last parts an Action damaged at this very count: she still uses them until the count
    ends (001: ドールたちは同カウント内で損傷したパーツのマニューバを使用できます), so she acts at this count
    though every part is damaged, and is not yet finished."""
    if p.kind != "doll" or p.escaped or p.heart_broken:
        return False
    now = (b.round, b.count)
    return any(part.damaged_by_action_at == now for part in p.parts)


def in_play(b: Battle, p: Participant) -> bool:
    """Still acting: not out of the battle, or out only since an Action at this count (see above)."""
    return not p.out or wrecked_this_count(b, p)


def can_act_now(b: Battle, p: Participant) -> bool:
    """AP equal to the count, or her turn at this count not yet taken (see Battle.due); AP > 0."""
    return (p.ap == b.count or p.id in b.due) and p.ap > 0 and b.phase == "battle" and in_play(b, p)


def _nc_pending(b: Battle) -> list[Participant]:
    return [e for e in b.enemies() if can_act_now(b, e)]


def actors_now(b: Battle) -> list[Participant]:
    """Who may declare an Action at this count (NC side first when enforced)."""
    if b.phase != "battle" or b.busy:
        return []
    nc = _nc_pending(b)
    if nc and b.options.nc_declares_first:
        return nc
    return [p for p in b.participants.values() if can_act_now(b, p)]


def _area_for(p: Participant, timing_used: str) -> int:
    # Same-count Actions are simultaneous: an Action sees everyone where they stood when the
    # count began; Rapid/Judge movement pre-empts and is already in count_area.
    return p.count_area if timing_used == "action" else p.area


def _has_mad(p: Participant, emotion: str) -> bool:
    return any(f.mad and f.emotion == emotion for f in p.fetters)


def attack_modifiers(attacker: Participant, target: Participant | None) -> list[tuple[str, int]]:
    """(reason, delta) pairs added to ``attacker``'s attack check on ``target`` by mad effects."""
    mods = []
    if attacker.kind == "doll" and _has_mad(attacker, FEAR):
        mods.append((f"{FEAR} (fear): {attacker.name} is mad", -1))
    if (target is not None and target.kind == "doll" and _has_mad(target, CONTEMPT)
            and attacker.side != target.side and attacker.area == target.area):
        mods.append((f"{CONTEMPT} (contempt): {target.name} is mad", +1))
    return mods


def attack_check_modifiers(attacker: Participant, target: Participant | None, gm: int = 0) -> list[tuple[str, int]]:
    """Every (reason, delta) of the attack check: the mad effects, and the situational modifier the GM
    granted with the command (its ``modifier``)."""
    mods = attack_modifiers(attacker, target)
    return mods + [("GM modifier", gm)] if gm else mods


def failures_become_fumbles(attacker: Participant) -> bool:
    """隷属 (servitude) mad: her failed attack checks are fumbles."""
    return attacker.kind == "doll" and _has_mad(attacker, SERVITUDE)


def find_part(p: Participant, ref) -> Part | None:
    """The part a command names: by key, else by name (an intact one first)."""
    return _find_part(p, ref)


def _find_part(p: Participant, ref) -> Part | None:
    if not isinstance(ref, str):
        return None
    part = p.part(ref)
    if part is not None:
        return part
    for part in p.parts:                     # by name: prefer a usable one
        if part.name == ref or part.name_en == ref:
            if not part.damaged:
                return part
    for part in p.parts:
        if part.name == ref or part.name_en == ref:
            return part
    return None


# ---------------------------------------------------------------------------------------------
# The ruleset
# ---------------------------------------------------------------------------------------------

class NechronicaRuleset:
    name = "nechronica"

    # -- session protocol -----------------------------------------------------------------
    def clone(self, b: Battle) -> Battle:
        return b.clone()

    def snapshot(self, b: Battle) -> dict:
        return snapshot(b)

    def verify(self, b: Battle, c: Command) -> None:
        fn = _VERIFY.get(c.type)
        if fn is None:
            raise MalformedCommandError(
                f"unknown command type {c.type!r}; use one of: " + ", ".join(COMMAND_TYPES))
        if b.phase == "ended" and c.type not in ("override", "karma"):
            illegal("戦闘終了 (battle end)", "The battle is over ({outcome}); only GM overrides remain",
                    outcome=Term("outcome", b.outcome))
        return fn(self, b, c)          # a 'use': its plan, the session's ticket for apply

    def apply(self, b: Battle, c: Command, dice: DiceFeed, ticket=None) -> list[Event]:
        events: list[Event] = []
        if c.type == "use":
            self._do_use(b, c, dice, events, ticket)
        else:
            _DO[c.type](self, b, c, dice, events)
        if c.type != "override" or c.get("op") != "end_battle":
            self._advance(b, dice, events)
        return events

    # -- helpers ---------------------------------------------------------------------------
    @staticmethod
    def _participant(b: Battle, pid, what="actor") -> Participant:
        if not isinstance(pid, str):
            raise MalformedCommandError(f"'{what}' must name a participant")
        p = b.participants.get(pid)
        if p is None:
            raise MalformedCommandError(f"no participant {pid!r}; there are: {', '.join(b.participants)}")
        return p

    # =====================================================================================
    # start
    # =====================================================================================
    def _verify_start(self, b, c):
        if b.phase != "setup":
            illegal("戦闘の準備 (battle setup)", "The battle has already started (round {round})", round=b.round)

    def _do_start(self, b, c, dice, events):
        b.phase = "battle"
        b.round = 1
        for p in b.participants.values():
            p.ap = b.max_ap(p)
            p.count_area = p.area
        _ev(events, "battle_started", f"The battle begins: {b.victory.type} — {', '.join(b.karma) or 'no karma'}",
            victory=b.victory.type, karma=list(b.karma))
        self._begin_count(b, self._start_count(b), events)

    @staticmethod
    def _start_count(b: Battle) -> int:
        active = [p for p in b.participants.values() if not p.out]
        if not active:
            return 0
        return max(max(b.max_ap(p) for p in active), max(p.ap for p in active))

    def _begin_count(self, b: Battle, count: int, events) -> None:
        """Set the count, skipping counts where nobody acts; at 0 the round ends."""
        while count > 0 and not any(can_act_now_at(b, p, count) for p in b.participants.values()):
            count -= 1
        b.count = count
        b.due = {p.id for p in b.participants.values() if can_act_now_at(b, p, count)}
        for p in b.participants.values():
            p.count_area = p.area
        if count <= 0:
            b.count = 0
            self._end_round(b, events)
        else:
            _ev(events, "count_changed", f"Round {b.round}, count {count}", round=b.round, count=count)

    # =====================================================================================
    # wait / next_count
    # =====================================================================================
    def _verify_action_turn(self, b, p: Participant, what: Phrase):
        if b.phase != "battle":
            illegal("戦闘の進行 (flow of combat)", "{name} cannot {what}: the battle is in its {phase} phase",
                    name=p.name, what=what, phase=_phase(b))
        if b.busy:
            illegal("カウントの処理 (count processing)", "{name} cannot {what} while {busy}",
                    name=p.name, what=what, busy=self._busy(b))
        if not in_play(b, p):
            illegal("行動 (acting)", "{name} is out of the battle", name=p.name)
        if p.ap <= 0:
            illegal("行動 (acting)", "{name} has {ap} action points; only Auto maneuvers can be used",
                    name=p.name, ap=p.ap)
        if p.ap != b.count and p.id not in b.due:
            illegal("行動 (acting)", "{name} has {ap} action points and the count is {count}; "
                                   "she acts when her action points equal the count",
                    name=p.name, ap=p.ap, count=b.count)
        if p.side == "dolls" and b.options.nc_declares_first:
            nc = _nc_pending(b)
            if nc:
                illegal("カウント内の処理 (same count: NC first)",
                        "At count {count} the NC side declares first: {enemies} must act or wait before {name}",
                        count=b.count, enemies=[e.name for e in nc], name=p.name)

    @staticmethod
    def _busy(b: Battle) -> Phrase:
        """What is being resolved, as a phrase for the reasons that wait on it."""
        if b.prompts:
            pr = b.prompts[0]
            return Phrase("{who} must choose ({choice})", who=_chooser(b, pr),
                          choice=Term("prompt", pr.kind, pr.text or pr.kind))
        if b.window:
            return Phrase("a {timing} window is open (react or pass)", timing=_timing(b.window.timing))
        return Phrase("a maneuver is being resolved")

    def _verify_wait(self, b, c):
        p = self._participant(b, c.actor)
        self._verify_action_turn(b, p, Phrase("wait"))

    def _do_wait(self, b, c, dice, events):
        p = b.participants[c.actor]
        p.ap -= 1
        self._turn_taken(b, p)
        _ev(events, "waited", f"{p.name} waits (AP {p.ap + 1} → {p.ap})", actor=p.id, ap=p.ap)

    @staticmethod
    def _turn_taken(b: Battle, p: Participant) -> None:
        if p.ap != b.count:           # a cost-0 Action leaves her at the count: she may act again
            b.due.discard(p.id)

    def _verify_next_count(self, b, c):
        if b.phase != "battle":
            illegal("戦闘の進行 (flow of combat)", "The count cannot advance in the {phase} phase", phase=_phase(b))
        if b.busy:
            illegal("カウントの処理 (count processing)", "The count cannot advance while {busy}", busy=self._busy(b))
        waiting = [p for p in b.participants.values() if can_act_now(b, p)]
        if waiting:
            illegal("カウントの処理 (count processing)",
                    "{names} still act(s) at count {count}: use a maneuver or wait",
                    names=[p.name for p in waiting], count=b.count)

    def _do_next_count(self, b, c, dice, events):
        self._begin_count(b, b.count - 1, events)

    # =====================================================================================
    # round end: madness, then a new round
    # =====================================================================================
    def _end_round(self, b: Battle, events) -> None:
        b.phase = "round_end"
        _ev(events, "round_ended", f"Round {b.round} ends: every doll adds 1 madness to a fetter",
            round=b.round)
        for d in b.dolls():
            if d.kind == "doll" and not d.escaped and not d.heart_broken:
                self._gain_madness(b, d, 1, events, frame=-1, why=Phrase("end of round"))
        if not b.prompts:
            self._new_round(b, events)

    def _new_round(self, b: Battle, events) -> None:
        if b.victory.type == "survive_rounds" and b.victory.rounds and b.round >= b.victory.rounds:
            self._end_battle(b, "victory", events, f"the dolls held out for {b.round} rounds")
            return
        if self._check_end(b, events):
            return
        b.round += 1
        b.phase = "battle"
        for p in b.participants.values():
            p.used_this_round.clear()
            p.spine.clear()
            p.escape_blocked = False
            if not p.out:
                gain = b.max_ap(p)
                p.ap += gain
        _ev(events, "round_started", f"Round {b.round} begins; everyone recovers max AP",
            round=b.round, ap={p.id: p.ap for p in b.participants.values()})
        self._begin_count(b, self._start_count(b), events)

    # =====================================================================================
    # madness
    # =====================================================================================
    def _gain_madness(self, b: Battle, d: Participant, n: int, events, frame: int, why: Phrase) -> None:
        """Ask doll ``d`` to place ``n`` madness points (``why``: their cause); heart-broken when no fetter
        can take one."""
        if d.kind != "doll" or not d.fetters or n <= 0:
            return
        capacity = sum(4 - f.madness for f in d.fetters)
        if capacity <= 0:
            self._heart_break(b, d, events)
            return
        options = [i for i, f in enumerate(d.fetters) if f.madness < 4]
        count = min(n, capacity)
        then = ""
        if n > capacity:
            then = Phrase("; then she is heart-broken")
            options.append("overflow")
        b.prompts.append(Prompt("fetters", d.id, options, count, frame=frame, phrase=Phrase(
            "{name}: place {count} madness point(s) ({why}){then}", name=d.name, count=count, why=why, then=then)))

    def _heart_break(self, b, d, events):
        d.heart_broken = True
        _ev(events, "heart_broken", f"{d.name} is heart-broken (精神崩壊): every fetter is mad", actor=d.id)

    def _verify_madness_check(self, b, c):
        t = self._participant(b, c.get("target"), "target")
        if b.phase not in ("battle", "setup"):
            illegal("狂気判定 (madness check)", "No madness check in the {phase} phase", phase=_phase(b))
        if b.busy:
            illegal("狂気判定 (madness check)", "Not while {busy}", busy=self._busy(b))
        if t.kind != "doll":
            illegal("狂気判定 (madness check)", "{name} has no fetters", name=t.name)
        if t.out:
            illegal("狂気判定 (madness check)", "{name} is out of the battle", name=t.name)
        m = c.get("modifier", 0)
        if not isinstance(m, int) or isinstance(m, bool) or not -10 <= m <= 10:
            raise MalformedCommandError("'modifier' must be a whole number from -10 to 10")

    def _do_madness_check(self, b, c, dice, events):
        t = b.participants[c.get("target")]
        b.stack.append(Frame("check", "roll", {"roller": t.id, "kind": "madness", "dice": 1,
                                               "modifier": int(c.get("modifier", 0)), "parent": None}))

    # =====================================================================================
    # use a maneuver
    # =====================================================================================
    def _verify_use(self, b, c):
        # the plan is the session's ticket: handed to apply, so it is not worked out twice
        return self._plan_use(b, c)

    def _plan_use(self, b: Battle, c: Command) -> dict:
        """Check a 'use' command and work out what it does; raises with the rule when illegal."""
        p = self._participant(b, c.actor)
        part = _find_part(p, c.get("part"))
        if part is None:
            raise MalformedCommandError(f"{p.name} has no part {c.get('part')!r}")
        fx = part.effects
        if part.timing == "auto":
            illegal("オート (Auto timing)", "【{part}】 is an Auto maneuver: it always applies and is never declared",
                    part=part.name)
        if part.damaged and not part_usable(b, p, part):
            illegal("ダメージ (damage)", "【{part}】 is damaged; its maneuver cannot be used", part=part.name)
        if not in_play(b, p):
            illegal("行動 (acting)", "{name} is out of the battle", name=p.name)
        if b.phase not in ("battle",):
            illegal("戦闘の進行 (flow of combat)", "Maneuvers are used during the battle, not in the {phase} phase",
                    phase=_phase(b))
        if b.prompts:
            illegal("カウントの処理 (count processing)", "Not while {busy}", busy=self._busy(b))
        w = b.window
        if w is None:
            if b.stack:
                illegal("カウントの処理 (count processing)", "Not while {busy}", busy=self._busy(b))
            if part.timing not in ("action", "rapid"):
                illegal(f"{TIMING_NAMES_JA[part.timing]} ({part.timing.capitalize()} timing)",
                        "【{part}】 is a {timing} maneuver: it is declared in a {timing} window, not as an action",
                        part=part.name, timing=_timing(part.timing))
            self._verify_action_turn(b, p, Phrase("use 【{part}】", part=part.name))
            timing_used = "action"
        else:
            ok = part.timing == w.timing or (part.timing == "rapid" and (w.timing == "rapid" or w.declared > 0))
            if not ok:
                illegal(f"{TIMING_NAMES_JA[w.timing]} ({w.timing.capitalize()} window)",
                        "A {window} window is open: 【{part}】 ({timing}) cannot be declared now",
                        window=_timing(w.timing), part=part.name, timing=_timing(part.timing, capital=False))
            if p.ap <= 0:
                illegal("行動 (acting)", "{name} has {ap} action points; only Auto maneuvers can be used",
                        name=p.name, ap=p.ap)
            timing_used = part.timing
        if part.timing in REACTION_TIMINGS and part.name in p.used_this_round:
            illegal("1ターン1回 (once per round)",
                    "{name} has already used 【{part}】 this round ({timing} maneuvers: once per round per name)",
                    name=p.name, part=part.name, timing=_timing(part.timing))
        discount = c.get("discount", 0)
        if not isinstance(discount, int) or discount < 0:
            raise MalformedCommandError("'discount' must be a whole number ≥ 0")
        available = [k for k in p.spine if k > b.count]
        if discount > len(available):
            illegal("せぼね (Spine)", "{name} has {available} Spine discount(s) usable at this count, not {discount}",
                    name=p.name, available=len(available), discount=discount)
        cost = max(0, (part.cost or 0) - discount)
        modifier = c.get("modifier", 0)
        if not isinstance(modifier, int) or isinstance(modifier, bool) or not -10 <= modifier <= 10:
            raise MalformedCommandError("'modifier' (a situational modifier the GM grants) must be a whole number from -10 to 10")
        plan = {"actor": p.id, "part": part.key, "name": part.name, "timing_used": timing_used, "cost": cost,
                "discount": discount, "modifier": modifier}
        user_area = _area_for(p, timing_used)

        def target_of(key="target", required=True) -> Participant | None:
            tid = c.get(key)
            if tid is None:
                if parse_range(part.range) == "self":
                    return p
                if required:
                    raise IncompleteCommandError(f"【{part.name}】 needs a '{key}'")
                return None
            t = self._participant(b, tid, key)
            if t.out:
                illegal("対象 (target)", "{name} is out of the battle", name=t.name)
            if not in_range(part.range, user_area, _area_for(t, timing_used), t.id == p.id):
                illegal("射程 (range)", "{name} is in {area}, out of 【{part}】's range {range} from {from_area}",
                        name=t.name, area=area_term(_area_for(t, timing_used)), part=part.name, range=part.range,
                        from_area=area_term(user_area))
            return t

        if c.get("escape") and (not fx.move or fx.attack or fx.support or fx.hinder or fx.defense or fx.move_hinder):
            illegal("逃走 (escape)", "Escaping takes a movement maneuver: 【{part}】 is not one", part=part.name)
        if fx.attack:
            if fx.attack == "mental" and p.side == "dolls":
                illegal("精神攻撃 (mental attack)", "Mental attacks are for enemies only")
            if fx.area and c.get("area") is not None and c.get("target") is None:
                a = self._area_index(c.get("area"))
                if not in_range(part.range, user_area, a, False):
                    illegal("射程 (range)", "{area} is out of 【{part}】's range {range}",
                            area=area_term(a), part=part.name, range=part.range)
                plan["area"] = a
            else:
                t = target_of()
                if t.id == p.id and parse_range(part.range) != "self":
                    illegal("対象 (target)", "{name} cannot attack herself", name=p.name)
                plan["target"] = t.id
                plan["area"] = _area_for(t, timing_used)
            plan["effect"] = "attack"
        elif fx.support or fx.hinder:
            chk = self._window_frame(b, "check")
            if chk is None:
                illegal("ジャッジ (Judge timing)", "【{part}】 modifies a check: use it in a Judge window", part=part.name)
            roller = b.participants[chk.data["roller"]]
            ra = chk.data.get("range_area", roller.area)
            if not in_range(part.range, p.area, ra, roller.id == p.id):
                illegal("射程 (range)", "{name}'s check is out of 【{part}】's range {range}",
                        name=roller.name, part=part.name, range=part.range)
            plan["effect"] = "judge"
            plan["delta"] = fx.support - fx.hinder
        elif fx.defense:
            dmg = self._window_frame(b, "damage")
            if dmg is None:
                illegal("ダメージ (Damage timing)", "【{part}】 reduces damage: use it in a Damage window", part=part.name)
            t = b.participants[dmg.data["target"]]
            if not in_range(part.range, p.area, t.area, t.id == p.id):
                illegal("射程 (range)", "{name} is out of 【{part}】's range {range}",
                        name=t.name, part=part.name, range=part.range)
            plan["effect"] = "defense"
            plan["amount"] = fx.defense
        elif fx.move_hinder:
            t = target_of()
            moving = [f for f in b.stack if f.kind == "maneuver" and f.data.get("effect") == "move"
                      and f.data.get("target") == t.id and not f.data.get("negated")]
            if not moving:
                illegal("移動妨害 (move hinder)", "{name} is not being moved right now", name=t.name)
            plan["effect"] = "move_hinder"
            plan["target"] = t.id
            plan["amount"] = fx.move_hinder
        elif fx.move:
            t = target_of()
            plan["effect"] = "move"
            plan["target"] = t.id
            if c.get("escape"):
                edge = TARTARUS if t.kind == "savant" else EDEN
                if t.id != p.id:       # 001: the one escaping tries it, using her own movement maneuver
                    illegal("逃走 (escape)", "{name} escapes only by her own movement maneuver, not by {user}'s",
                            name=t.name, user=p.name)
                if t.side == "dolls" and t.kind != "doll":
                    illegal("逃走 (escape)", "{name} cannot escape", name=t.name)
                if t.area != edge:
                    illegal("逃走 (escape)", "Only a doll in {eden} (a savant in {tartarus}) can try to escape; "
                                            "{name} is in {area}",
                            eden=area_term(EDEN), tartarus=area_term(TARTARUS), name=t.name, area=area_term(t.area))
                if t.escape_blocked:
                    illegal("逃走 (escape)", "{name} fumbled an escape this round; she may try again next round",
                            name=t.name)
                if t.kind not in ("doll", "savant"):
                    illegal("逃走 (escape)", "Only dolls and savants escape")
                plan["escape"] = True
            else:
                if c.get("to") is None:
                    raise IncompleteCommandError(f"【{part.name}】 moves: give 'to' (an area) or 'escape': true")
                to = self._area_index(c.get("to"))
                dist = abs(to - t.area)
                if dist == 0:
                    illegal("移動 (move)", "{name} is already in {area}", name=t.name, area=area_term(to))
                if dist > fx.move:
                    illegal("移動 (move)", "【{part}】 moves {move} area(s); {area} is {distance} away",
                            part=part.name, move=fx.move, area=area_term(to), distance=dist)
                plan["to"] = to
        elif fx.spine:
            plan["effect"] = "spine"
        else:
            plan["effect"] = "text"
            if c.get("target") is not None:
                plan["target"] = target_of().id
        return plan

    @staticmethod
    def _area_index(v) -> int:
        try:
            return AREAS.index(area_id(v))
        except ValueError as e:
            raise MalformedCommandError(str(e)) from None

    @staticmethod
    def _window_frame(b: Battle, kind: str) -> Frame | None:
        if b.window is None:
            return None
        f = b.stack[b.window.frame]
        return f if f.kind == kind else None

    def _do_use(self, b, c, dice, events, plan=None):
        if plan is None:
            plan = self._plan_use(b, c)
        p = b.participants[plan["actor"]]
        part = p.part(plan["part"])
        before = p.ap
        p.ap -= plan["cost"]
        if plan["timing_used"] == "action":
            self._turn_taken(b, p)
        if plan["discount"]:
            usable = sorted((k for k in p.spine if k > b.count), reverse=True)
            for k in usable[:plan["discount"]]:
                p.spine.remove(k)
        if part.timing in REACTION_TIMINGS:
            p.used_this_round.add(part.name)
        tgt = plan.get("target")
        tname = f" on {b.participants[tgt].name}" if tgt and tgt != p.id else ""
        if plan.get("escape"):
            tname = " to escape"
        elif plan.get("to") is not None:
            tname += f" to {area_label(plan['to'])}"
        _ev(events, "maneuver_declared",
            f"{p.name} uses 【{part.name}】{tname} ({part.timing.capitalize()}, cost {plan['cost']}, AP {before} → {p.ap}): {part.effect}",
            actor=p.id, part=part.key, name=part.name, timing=plan["timing_used"], cost=plan["cost"], ap=p.ap,
            target=tgt)
        data = dict(plan)
        data["negated"] = False
        data["move_cut"] = 0
        if b.window is not None:
            data["parent"] = b.window.frame
            b.window.declared += 1
            b.stack.append(Frame("maneuver", "resolve", data))
        else:
            b.stack.append(Frame("maneuver", "declared", data))

    # =====================================================================================
    # reaction windows
    # =====================================================================================
    def _verify_pass(self, b, c):
        if b.window is None:
            illegal("リアクション (reaction window)", "No reaction window is open")
        if b.prompts:
            illegal("リアクション (reaction window)", "Not while {busy}", busy=self._busy(b))

    def _do_pass(self, b, c, dice, events):
        w = b.window
        b.window = None
        _ev(events, "window_closed", f"{w.timing.capitalize()} window closes ({w.declared} declared); resolving last-declared first",
            timing=w.timing, declared=w.declared)

    def _could_react(self, b: Battle, timing: str, focus_area: int, focus_id: str | None) -> bool:
        """Would anyone be able to declare a ``timing`` maneuver now? (Decides if a window opens.)"""
        for q in b.participants.values():
            if q.ap <= 0 or not in_play(b, q):
                continue
            for part in q.parts_timed(timing):
                if not part_usable(b, q, part) or part.name in q.used_this_round:
                    continue
                fx = part.effects
                if timing == "judge" and not (fx.support or fx.hinder):
                    if not fx.automated and in_range(part.range, q.area, focus_area, q.id == focus_id):
                        return True
                    continue
                if timing == "damage" and not fx.defense:
                    if not fx.automated and in_range(part.range, q.area, focus_area, q.id == focus_id):
                        return True
                    continue
                if timing == "rapid":
                    if fx.move_hinder and not any(f.kind == "maneuver" and f.data.get("effect") == "move"
                                                  for f in b.stack):
                        continue
                    return True
                if in_range(part.range, q.area, focus_area, q.id == focus_id):
                    return True
        return False

    def _open(self, b: Battle, timing: str, idx: int, events, text: str) -> None:
        b.window = Window(timing, idx)
        _ev(events, "window_opened", f"{timing.capitalize()} window: {text}", timing=timing)

    # =====================================================================================
    # the resolution loop
    # =====================================================================================
    def _advance(self, b: Battle, dice: DiceFeed, events) -> None:
        guard = 0
        while b.outcome is None and not b.prompts and b.window is None and b.stack:
            guard += 1
            if guard > 10000:
                raise RuntimeError("resolution did not settle")
            idx = len(b.stack) - 1
            f = b.stack[idx]
            _STEP[f.kind](self, b, f, idx, dice, events)
        if b.outcome is None and not b.busy and b.phase == "battle":
            self._check_end(b, events)

    # -- maneuver frames -------------------------------------------------------------------
    def _step_maneuver(self, b, f, idx, dice, events):
        d = f.data
        p = b.participants[d["actor"]]
        if f.stage == "declared":
            f.stage = "resolve"
            if self._could_react(b, "rapid", p.area, p.id):
                self._open(b, "rapid", idx, events, f"anyone may answer {p.name}'s 【{d['name']}】 with a Rapid maneuver")
            return
        if f.stage == "resolve":
            if d["negated"]:
                _ev(events, "maneuver_negated", f"{p.name}'s 【{d['name']}】 is negated", actor=p.id, name=d["name"])
                b.stack.pop()
                return
            # Reactions declared later resolve first (001): one may have damaged the part used, or left
            # nothing of the user; the maneuver then fails on its own (its cost stays paid).
            used = p.part(d["part"])
            if (used is not None and used.damaged and not part_usable(b, p, used)) or (p.kind == "legion" and p.out):
                why = "part_damaged" if p.kind != "legion" or not p.out else "actor_out"
                _ev(events, "maneuver_failed", f"{p.name}'s 【{d['name']}】 fails: "
                    + (f"【{used.name}】 was damaged before it took effect" if why == "part_damaged"
                       else f"{p.name} is destroyed"),
                    actor=p.id, name=d["name"], target=d.get("target"), reason=why)
                b.stack.pop()
                return
            _RESOLVE[d["effect"]](self, b, f, idx, p, dice, events)
            return
        if f.stage == "after_check":
            self._after_attack_check(b, f, idx, p, events)
            return
        if f.stage == "chain":
            self._chain(b, f, idx, p, events)
            return
        if f.stage == "after_escape":
            chk = d.pop("check")
            t = b.participants[d["target"]]
            if chk["outcome"] in (SUCCESS, CRITICAL):
                t.escaped = True
                _ev(events, "escaped", f"{t.name} escapes the battle", actor=t.id)
            else:
                if chk["outcome"] == FUMBLE:
                    t.escape_blocked = True
                _ev(events, "escape_failed", f"{t.name} fails to escape" +
                    (" and cannot try again this round" if chk["outcome"] == FUMBLE else ""), actor=t.id)
            b.stack.pop()
            return
        raise RuntimeError(f"unknown maneuver stage {f.stage}")

    def _resolve_text(self, b, f, idx, p, dice, events):
        _ev(events, "maneuver_resolved", f"【{f.data['name']}】: {p.part(f.data['part']).effect} (the GM applies this by hand)",
            actor=p.id, name=f.data["name"])
        b.stack.pop()

    def _resolve_spine(self, b, f, idx, p, dice, events):
        p.spine.append(b.count)
        _ev(events, "spine", f"{p.name} gains a Spine discount for a later count this round", actor=p.id)
        b.stack.pop()

    def _resolve_judge(self, b, f, idx, p, dice, events):
        target = b.stack[f.data["parent"]]
        target.data["judge_mod"] = target.data.get("judge_mod", 0) + f.data["delta"]
        delta = f.data["delta"]
        _ev(events, "check_modified", f"【{f.data['name']}】: {'+' if delta >= 0 else ''}{delta} to "
            f"{b.participants[target.data['roller']].name}'s check", actor=p.id, delta=delta, name=f.data["name"],
            roller=target.data["roller"])
        b.stack.pop()

    def _resolve_defense(self, b, f, idx, p, dice, events):
        target = b.stack[f.data["parent"]]
        target.data["defense"] = target.data.get("defense", 0) + f.data["amount"]
        _ev(events, "defended", f"【{f.data['name']}】: damage −{f.data['amount']}", actor=p.id, amount=f.data["amount"],
            name=f.data["name"])
        b.stack.pop()

    def _resolve_move_hinder(self, b, f, idx, p, dice, events):
        n = f.data["amount"]
        for g in b.stack[:idx]:
            if g.kind == "maneuver" and g.data.get("effect") == "move" and g.data.get("target") == f.data["target"]:
                g.data["move_cut"] += n
        _ev(events, "move_hindered", f"【{f.data['name']}】 cancels {n} area(s) of "
            f"{b.participants[f.data['target']].name}'s movement", actor=p.id, amount=n, name=f.data["name"],
            target=f.data["target"])
        b.stack.pop()

    def _resolve_move(self, b, f, idx, p, dice, events):
        d = f.data
        t = b.participants[d["target"]]
        if d.get("escape"):
            if d["move_cut"] > 0:
                _ev(events, "move_cancelled", f"{t.name}'s escape is stopped", actor=t.id)
                b.stack.pop()
                return
            f.stage = "after_escape"
            virtual = -1 if t.kind == "savant" else len(AREAS)   # one area beyond the edge
            b.stack.append(Frame("check", "roll", {"roller": t.id, "kind": "escape", "dice": 1, "modifier": 0,
                                                   "parent": idx, "range_area": virtual}))
            return
        dist = abs(d["to"] - t.area)
        step = 1 if d["to"] > t.area else -1
        dist = max(0, dist - d["move_cut"])
        if dist == 0:
            _ev(events, "move_cancelled", f"{t.name}'s movement is cancelled", actor=t.id)
        else:
            old = t.area
            t.area += step * dist
            if d["timing_used"] != "action":
                t.count_area = t.area       # Rapid/Judge movement pre-empts same-count Actions
            _ev(events, "moved", f"{t.name} moves from {area_label(old)} to {area_label(t.area)}",
                actor=t.id, **{"from": AREAS[old], "to": AREAS[t.area]})
        b.stack.pop()

    def _resolve_attack(self, b, f, idx, p, dice, events):
        d = f.data
        part = p.part(d["part"])
        # A Rapid/Judge move answered the declaration and pre-empts it (001): the target may be gone
        t = b.participants.get(d.get("target") or "")
        if t is not None:
            gone = t.out or not in_range(part.range, _area_for(p, d["timing_used"]),
                                         _area_for(t, d["timing_used"]), t.id == p.id)
            if gone:
                _ev(events, "maneuver_failed", f"{p.name}'s 【{d['name']}】 fails: {t.name} is no longer in range",
                    actor=p.id, name=d["name"], target=t.id)
                b.stack.pop()
                return
            d["area"] = _area_for(t, d["timing_used"])
        f.stage = "after_check"
        d["chain_left"] = None
        self._push_attack_check(b, f, idx, p, part)

    def _push_attack_check(self, b, f, idx, p, part):
        d = f.data
        mods = attack_check_modifiers(p, b.participants.get(d.get("target") or ""), int(d.get("modifier", 0)))
        b.stack.append(Frame("check", "roll", {"roller": p.id, "kind": "attack", "dice": part.dice,
                                               "modifier": sum(v for _, v in mods), "parent": idx}))

    def _after_attack_check(self, b, f, idx, p, events):
        d = f.data
        chk = d.pop("check")
        part = p.part(d["part"])
        fx = part.effects
        if d["chain_left"] is None:
            n = 0
            if chk["outcome"] in (SUCCESS, CRITICAL) and fx.chain is not None:
                n = fx.chain if fx.chain else p.chain_from_bodies()
            d["chain_left"] = n
        d["last_outcome"] = chk["outcome"]
        f.stage = "chain"
        if chk["outcome"] in (SUCCESS, CRITICAL):
            amount = fx.damage
            bonus = chk["total"] - 10 if chk["outcome"] == CRITICAL and fx.attack != "mental" else 0
            loc_rule = {6: "defender_choice", 7: "legs", 8: "torso", 9: "arms", 10: "head"}.get(chk["total"], "attacker_choice")
            if fx.area and not d.get("chained"):
                targets = [q for q in b.participants.values() if not q.out and q.id != p.id
                           and _area_for(q, d["timing_used"]) == d["area"]]
            else:
                targets = [b.participants[d["target"]]] if d.get("target") else []
            for t in reversed(targets):
                if t.out:
                    continue
                b.stack.append(Frame("damage", "locate", {
                    "attacker": p.id, "target": t.id, "name": d["name"], "amount": amount, "bonus": bonus,
                    "attack": fx.attack, "loc_rule": loc_rule, "location": None, "dismember": fx.dismember,
                    "explosive": fx.explosive, "area_attack": fx.area, "trip": fx.trip, "defense": 0,
                    "timing_used": d["timing_used"]}))
        elif chk["outcome"] == FUMBLE:
            if chk.get("parts_lost"):
                if not part.damaged:
                    self._damage_part(b, p, part, d["timing_used"], events, why="fumble with several dice")
            allies = [q.id for q in b.participants.values() if q.side == p.side and not q.out
                      and q.id != p.id and _area_for(q, d["timing_used"]) == d["area"]]
            options = allies + ([p.id] if not p.out else [])
            if options:
                b.stack.append(Frame("damage", "victim", {
                    "attacker": p.id, "target": None, "name": d["name"], "amount": fx.damage, "bonus": 0,
                    "attack": fx.attack, "loc_rule": "victim_choice", "location": None,
                    "dismember": fx.dismember, "explosive": fx.explosive, "area_attack": False, "trip": fx.trip,
                    "defense": 0, "timing_used": d["timing_used"], "options": options}))

    def _chain(self, b, f, idx, p, events):
        d = f.data
        part = p.part(d["part"])
        if d["chain_left"] and d["last_outcome"] != FUMBLE and d.get("target") and not b.participants[d["target"]].out \
                and in_play(b, p):
            d["chain_left"] -= 1
            d["chained"] = True
            f.stage = "after_check"
            _ev(events, "chain", f"連撃: {p.name} attacks again with 【{d['name']}】 ({d['chain_left']} more after this)",
                actor=p.id, name=d["name"], left=d["chain_left"])
            self._push_attack_check(b, f, idx, p, part)
            return
        b.stack.pop()

    # -- checks ----------------------------------------------------------------------------
    def _step_check(self, b, f, idx, dice, events):
        d = f.data
        roller = b.participants[d["roller"]]
        if f.stage == "roll":
            d["rolled"] = dice.roll(d["dice"], 10)
            if roller.kind == "doll" and _has_mad(roller, FEAR) and d["kind"] in ("escape", "madness"):
                d["modifier"] -= 1
            d.setdefault("judge_mod", 0)
            _ev(events, "check_rolled", f"{roller.name} rolls {d['dice']}D10 for {'an' if d['kind'][0] in 'aeiou' else 'a'} {d['kind']} check: {d['rolled']}"
                + (f" {d['modifier']:+d}" if d["modifier"] else ""), actor=roller.id, kind=d["kind"],
                dice=list(d["rolled"]), modifier=d["modifier"])
            f.stage = "judge"
            ra = d.get("range_area", roller.area)
            can_reroll = d["kind"] != "madness" and roller.kind == "doll" and any(not x.mad for x in roller.fetters)
            if can_reroll or self._could_react(b, "judge", ra, roller.id):
                self._open(b, "judge", idx, events, f"support, hinder or re-roll {roller.name}'s check")
            return
        if f.stage == "judge":
            res = judge_check(d["rolled"], d["modifier"] + d["judge_mod"])
            if d["kind"] == "attack" and res.outcome == FAILURE and failures_become_fumbles(roller):
                res = replace(res, outcome=FUMBLE)      # 隷属: 大失敗として扱う, several dice destroying parts too
            outcome = res.outcome
            text = {CRITICAL: "critical", SUCCESS: "success", FAILURE: "failure", FUMBLE: "fumble"}[outcome]
            _ev(events, "check_result", f"{roller.name}'s {d['kind']} check: {res.total} → {text}"
                + (f" (hits {res.location.replace('_', ' ')})" if d["kind"] == "attack" and res.location else ""),
                actor=roller.id, kind=d["kind"], total=res.total, outcome=outcome, dice=list(d["rolled"]))
            result = {"total": res.total, "outcome": outcome, "parts_lost": res.parts_lost}
            b.stack.pop()
            if d["parent"] is not None:
                b.stack[d["parent"]].data["check"] = result
            elif d["kind"] == "madness":
                self._madness_result(b, roller, outcome, events)
            return

    def _madness_result(self, b, t, outcome, events):
        if outcome in (FAILURE, FUMBLE):
            self._gain_madness(b, t, 1, events, frame=-1, why=Phrase("failed madness check"))
        if outcome == FUMBLE:
            basics = [part.key for part in t.intact_parts() if part.category == "basic"]
            if basics:
                b.prompts.insert(0, Prompt("madness_part", t.id, basics, 1, frame=-1, phrase=Phrase(
                    "{name}: choose a basic part to lose (madness check fumble)", name=t.name)))

    def _verify_reroll(self, b, c):
        p = self._participant(b, c.actor)
        chk = self._window_frame(b, "check")
        if chk is None or chk.data["roller"] != p.id:
            illegal("狂気による振り直し (re-roll)", "{name} has no check of her own to re-roll right now", name=p.name)
        if chk.data["kind"] == "madness":
            illegal("狂気による振り直し (re-roll)", "A madness check cannot be re-rolled")
        if p.kind != "doll":
            illegal("狂気による振り直し (re-roll)", "{name} has no fetters to pay with", name=p.name)
        i = c.get("fetter")
        if not isinstance(i, int) or not 0 <= i < len(p.fetters):
            raise MalformedCommandError(f"'fetter' must be an index 0–{len(p.fetters) - 1}")
        if p.fetters[i].mad:
            illegal("狂気点 (madness)", "{name}'s fetter to {target} is already at 4",
                    name=p.name, target=p.fetters[i].target)

    def _do_reroll(self, b, c, dice, events):
        p = b.participants[c.actor]
        chk = self._window_frame(b, "check")
        fet = p.fetters[c.get("fetter")]
        fet.madness += 1
        old = chk.data["rolled"]
        chk.data["rolled"] = dice.roll(chk.data["dice"], 10)
        _ev(events, "rerolled", f"{p.name} takes 1 madness on her fetter to {fet.target} ({fet.madness}) and re-rolls: "
            f"{old} → {chk.data['rolled']}", actor=p.id, dice=list(chk.data["rolled"]), madness=fet.madness)

    # -- damage ----------------------------------------------------------------------------
    def _step_damage(self, b, f, idx, dice, events):
        d = f.data
        if f.stage == "victim":
            f.stage = "locate"
            b.prompts.append(Prompt("victim", d["attacker"], list(d["options"]), 1, frame=idx, phrase=Phrase(
                "{name} fumbled: choose who is hit (an ally in the target area, or herself)",
                name=b.participants[d["attacker"]].name)))
            return
        t = b.participants[d["target"]]
        if f.stage == "locate":
            f.stage = "window"
            if d["attack"] == "mental" or not t.has_locations:
                return
            intact = t.intact_locations()
            if not intact:
                _ev(events, "damage_lost", f"{t.name} has no intact part left: the damage is lost", actor=t.id)
                b.stack.pop()
                return
            rule = d["loc_rule"]
            chooser = None
            if rule in LOCATIONS:
                if rule in intact:
                    d["location"] = rule
                    return
                chooser, why = d["attacker"], Phrase("{location} has no intact part: the attacker chooses another "
                                                     "location", location=Term("location", rule))
            elif rule == "defender_choice":
                chooser, why = t.id, Phrase("the defender chooses where she is hit")
            elif rule == "attacker_choice":
                chooser, why = d["attacker"], Phrase("critical: the attacker chooses the location")
            else:  # victim_choice (fumble)
                if b.options.fumble_attacker_picks_location:
                    chooser, why = d["attacker"], Phrase("fumble: the attacker chooses the location")
                else:
                    chooser, why = t.id, Phrase("fumble: the one hit chooses the location")
            if len(intact) == 1:
                d["location"] = intact[0]
                return
            b.prompts.append(Prompt("location", chooser, intact, 1, frame=idx,
                                    phrase=Phrase("{name} is hit — {why}", name=t.name, why=why)))
            return
        if f.stage == "window":
            f.stage = "apply"
            if d["attack"] != "mental" and self._could_react(b, "damage", t.area, t.id):
                self._open(b, "damage", idx, events, f"{t.name} is about to take damage from 【{d['name']}】")
            return
        if f.stage == "apply":
            self._apply_damage(b, f, idx, t, events)
            return
        if f.stage == "assign":
            self._assign(b, f, idx, t, events)
            return
        if f.stage == "dismember":
            chk = d.pop("check")
            if chk["outcome"] in (FAILURE, FUMBLE):
                for part in t.intact_parts(d["location"]):
                    self._damage_part(b, t, part, d["timing_used"], events, why="dismembered")
                f.stage = "explode"
            else:
                f.stage = "assign"
            return
        if f.stage == "explode":
            if d["explosive"] and t.has_locations:
                d["explosive"] = False
                d["dismember"] = False
                adj = [loc for loc in ADJACENT[d["location"]] if t.intact_parts(loc)]
                if adj:
                    f.stage = "assign"
                    if len(adj) == 1:
                        d["location"] = adj[0]
                    else:
                        b.prompts.append(Prompt("adjacent", t.id, adj, 1, frame=idx, phrase=Phrase(
                            "爆発: {name} chooses the adjacent location also hit", name=t.name)))
                    return
            b.stack.pop()
            return
        raise RuntimeError(f"unknown damage stage {f.stage}")

    def _apply_damage(self, b, f, idx, t, events):
        d = f.data
        a = b.participants[d["attacker"]]
        if d["trip"]:
            t.ap -= 2
            _ev(events, "tripped", f"転倒: {t.name} loses 2 AP ({t.ap})", actor=t.id, ap=t.ap)
        if d["attack"] == "mental":
            n = d["amount"]
            _ev(events, "mental_hit", f"{t.name} is struck by 【{d['name']}】: {n} madness", actor=t.id, amount=n,
                name=d["name"])
            self._gain_madness(b, t, n, events, frame=-1, why=Phrase("【{part}】", part=d["name"]))
            b.stack.pop()
            return
        base = d["amount"] + d["bonus"]
        if t.kind == "legion":
            mult = 1
            if d["dismember"]:
                mult *= 2
            if d["explosive"]:
                mult *= 2
            if d["area_attack"]:
                mult *= 2
            total = max(0, base * mult - d["defense"])
            lost = min(total, t.bodies)
            t.bodies -= lost
            minus = f" −{d['defense']}" if d["defense"] else ""
            _ev(events, "bodies_lost", f"{t.name} loses {lost} bod{'y' if lost == 1 else 'ies'} "
                f"({base}×{mult}{minus}); {t.bodies} left",
                actor=t.id, lost=lost, bodies=t.bodies)
            if t.bodies <= 0:
                _ev(events, "destroyed", f"{t.name} is destroyed", actor=t.id)
            b.stack.pop()
            return
        total = max(0, base - d["defense"])
        d["final"] = total
        _ev(events, "damage", f"{a.name}'s 【{d['name']}】 deals {total} damage to {t.name}"
            + (f" ({d['location']})" if d["location"] else "")
            + (f" [{base} −{d['defense']} defense]" if d["defense"] else ""),
            attacker=a.id, target=t.id, amount=total, location=d["location"], name=d["name"])
        if total <= 0:
            b.stack.pop()
            return
        if t.has_locations and d["dismember"]:
            f.stage = "dismember"
            b.stack.append(Frame("check", "roll", {"roller": t.id, "kind": "dismember", "dice": 1,
                                                   "modifier": 6 - b.options.dismember_target, "parent": idx}))
            return
        f.stage = "assign"

    def _assign(self, b, f, idx, t, events):
        d = f.data
        n = d["final"]
        intact = t.intact_parts(d["location"]) if t.has_locations else t.intact_parts()
        f.stage = "explode"
        if n >= len(intact):
            for part in intact:
                self._damage_part(b, t, part, d["timing_used"], events)
            if n > len(intact) and intact:
                _ev(events, "damage_lost", f"{n - len(intact)} damage beyond the intact parts is lost", actor=t.id)
            return
        where = Phrase(" in her {location}", location=Term("location", d["location"])) if d["location"] else ""
        b.prompts.append(Prompt("parts", t.id, [p.key for p in intact], n, frame=idx, phrase=Phrase(
            "{name} chooses {count} part(s) to damage{where}", name=t.name, count=n, where=where)))

    def _damage_part(self, b, t: Participant, part: Part, timing_used: str, events, why: str = "") -> None:
        was_out = t.out
        part.damaged = True
        part.damaged_by_action_at = (b.round, b.count) if timing_used == "action" else None
        _ev(events, "part_damaged", f"{t.name}'s 【{part.name}】 is damaged" + (f" ({why})" if why else ""),
            actor=t.id, part=part.key, name=part.name, location=part.location, **({"cause": why} if why else {}))
        if not was_out and t.destroyed:
            _ev(events, "destroyed", f"{t.name} is destroyed: every part is damaged", actor=t.id)

    # =====================================================================================
    # choose: answers to prompts
    # =====================================================================================
    def _prompt_for(self, b: Battle, c: Command) -> Prompt:
        if not b.prompts:
            illegal("選択 (choice)", "Nobody has a choice to make right now")
        for pr in b.prompts:
            if pr.chooser == c.actor:
                return pr
        pr = b.prompts[0]
        illegal("選択 (choice)", "It is {who}'s choice ({choice})", who=_chooser(b, pr),
                choice=Term("prompt", pr.kind, pr.text))

    def _verify_choose(self, b, c):
        pr = self._prompt_for(b, c)
        self._choice_value(b, pr, c)

    def _choice_value(self, b: Battle, pr: Prompt, c: Command):
        if pr.kind in ("location", "adjacent"):
            v = c.get("location")
            if v not in pr.options:
                raise MalformedCommandError(f"choose 'location': one of {', '.join(pr.options)}")
            return v
        if pr.kind == "victim":
            v = c.get("target")
            if v not in pr.options:
                raise MalformedCommandError(f"choose 'target': one of {', '.join(pr.options)}")
            return v
        if pr.kind in ("parts", "madness_part"):
            v = c.get("parts")
            if isinstance(v, str):
                v = [v]
            p = b.participants[pr.chooser]
            if not isinstance(v, list):
                raise MalformedCommandError(f"choose 'parts': a list of {pr.count} part(s) from "
                                            f"{', '.join(p.part(k).name + '=' + k for k in pr.options)}")
            keys = []
            for ref in v:
                part = None
                if isinstance(ref, str):
                    part = p.part(ref) if ref in pr.options else None
                    if part is None:
                        part = next((p.part(k) for k in pr.options if p.part(k).name == ref and k not in keys), None)
                if part is None or part.key not in pr.options:
                    raise MalformedCommandError(f"{ref!r} is not one of the parts to choose from: "
                                                f"{', '.join(p.part(k).name + '=' + k for k in pr.options)}")
                keys.append(part.key)
            if len(set(keys)) != len(keys):
                illegal("ダメージ (damage)", "A part cannot be damaged twice")
            if len(keys) != pr.count:
                raise MalformedCommandError(f"choose exactly {pr.count} part(s), not {len(keys)}")
            return keys
        if pr.kind == "fetters":
            v = c.get("fetters")
            if isinstance(v, int):
                v = [v]
            p = b.participants[pr.chooser]
            if not isinstance(v, list) or not all(isinstance(i, int) for i in v):
                raise MalformedCommandError("choose 'fetters': a list of fetter indices")
            if len(v) != pr.count:
                raise MalformedCommandError(f"place exactly {pr.count} madness point(s), not {len(v)}")
            add = {}
            for i in v:
                if not 0 <= i < len(p.fetters):
                    raise MalformedCommandError(f"fetter index {i} is not 0–{len(p.fetters) - 1}")
                add[i] = add.get(i, 0) + 1
            for i, n in add.items():
                if p.fetters[i].madness + n > 4:
                    illegal("狂気点 (madness)", "{name}'s fetter to {target} holds at most 4 (it has {madness})",
                            name=p.name, target=p.fetters[i].target, madness=p.fetters[i].madness)
            return v
        raise RuntimeError(pr.kind)

    def _do_choose(self, b, c, dice, events):
        pr = self._prompt_for(b, c)
        v = self._choice_value(b, pr, c)
        b.prompts.remove(pr)
        who = b.participants[pr.chooser]
        if pr.kind in ("location", "adjacent"):
            f = b.stack[pr.frame]
            f.data["location"] = v
            _ev(events, "location_chosen", f"{who.name} chooses: {v}", actor=who.id, location=v)
        elif pr.kind == "victim":
            f = b.stack[pr.frame]
            f.data["target"] = v
            _ev(events, "victim_chosen", f"The fumble hits {b.participants[v].name}", actor=who.id, target=v)
        elif pr.kind == "parts":
            f = b.stack[pr.frame]
            t = b.participants[f.data["target"]]
            for k in v:
                self._damage_part(b, t, t.part(k), f.data["timing_used"], events)
        elif pr.kind == "madness_part":
            self._damage_part(b, who, who.part(v[0]), "madness", events, why="madness check fumble")
        elif pr.kind == "fetters":
            for i in v:
                who.fetters[i].madness += 1
                fet = who.fetters[i]
                _ev(events, "madness_gained", f"{who.name}: +1 madness on her fetter to {fet.target} ({fet.madness})"
                    + (f" — mad: {fet.mad_effect or fet.emotion}" if fet.mad else ""),
                    actor=who.id, fetter=i, madness=fet.madness, mad=fet.mad)
            if "overflow" in pr.options:
                self._heart_break(b, who, events)
        if b.phase == "round_end" and not b.prompts and not b.stack:
            self._new_round(b, events)

    # =====================================================================================
    # karma, GM overrides, the end
    # =====================================================================================
    def _verify_karma(self, b, c):
        i = c.get("index")
        if not isinstance(i, int) or not 0 <= i < len(b.karma):
            raise MalformedCommandError(f"'index' must be a karma index 0–{len(b.karma) - 1}")
        if not isinstance(c.get("achieved", True), bool):
            raise MalformedCommandError("'achieved' must be true or false")

    def _do_karma(self, b, c, dice, events):
        i = c.get("index")
        on = c.get("achieved", True)
        if on and i not in b.karma_achieved:
            b.karma_achieved.append(i)
        if not on and i in b.karma_achieved:
            b.karma_achieved.remove(i)
        _ev(events, "karma", f"Karma 「{b.karma[i]}」 {'achieved' if on else 'not achieved'}", index=i, achieved=on)
        if b.summary is not None:
            b.summary["favor_from_karma"] = 2 * len(b.karma_achieved)

    OVERRIDE_OPS = ("move", "damage", "repair", "set_ap", "madness", "bodies", "end_battle", "set_count",
                    "clear_stack", "visibility", "escape")

    def _verify_override(self, b, c):
        op = c.get("op")
        if op not in self.OVERRIDE_OPS:
            raise MalformedCommandError(f"override 'op' must be one of: {', '.join(self.OVERRIDE_OPS)}")
        if not isinstance(c.get("reason", ""), str):      # do() writes it into the log's sentence
            raise MalformedCommandError("override 'reason' must be text")
        if op in ("end_battle", "set_count", "clear_stack"):
            if op == "end_battle" and c.get("outcome") not in OUTCOMES:
                raise MalformedCommandError(f"end_battle needs 'outcome': one of {', '.join(OUTCOMES)}")
            if op == "set_count" and not (isinstance(c.get("count"), int) and -5 <= c.get("count") <= 20):
                raise MalformedCommandError("set_count needs 'count' from -5 to 20")
            return
        t = self._participant(b, c.get("target"), "target")
        if op == "move":
            self._area_index(c.get("area"))
        elif op in ("damage", "repair"):
            part = _find_part(t, c.get("part"))
            if part is None:
                raise MalformedCommandError(f"{t.name} has no part {c.get('part')!r}")
            if part.location == "skill":
                raise MalformedCommandError(f"【{part.name}】 is a skill, not a part")
        elif op == "set_ap":
            if not isinstance(c.get("ap"), int) or not -20 <= c.get("ap") <= 30:
                raise MalformedCommandError("set_ap needs 'ap', a whole number from -20 to 30")
        elif op == "madness":
            i = c.get("fetter")
            if not isinstance(i, int) or not 0 <= i < len(t.fetters):
                raise MalformedCommandError(f"'fetter' must be an index 0–{len(t.fetters) - 1}")
            v = c.get("value")
            if not isinstance(v, int) or not 0 <= v <= 4:
                raise MalformedCommandError("madness needs 'value' from 0 to 4")
        elif op == "bodies":
            if t.kind != "legion" or not isinstance(c.get("bodies"), int) or not 0 <= c.get("bodies") <= 200:
                raise MalformedCommandError("bodies needs a legion 'target' and 'bodies' from 0 to 200")
        elif op == "visibility":
            for k in ("hidden", "show_name", "show_ap", "show_damage"):
                if k in c.params and not isinstance(c.get(k), bool):
                    raise MalformedCommandError(f"'{k}' must be true or false")
        elif op == "escape":
            if not isinstance(c.get("escaped", True), bool):
                raise MalformedCommandError("'escaped' must be true or false")

    def _do_override(self, b, c, dice, events):
        op = c.get("op")
        why = c.get("reason", "")
        note = f" (GM override{': ' + why if why else ''})"
        if op == "end_battle":
            b.stack.clear()
            b.window = None
            b.prompts.clear()
            self._end_battle(b, c.get("outcome"), events, "the GM ended the battle")
            return
        if op == "set_count":
            b.count = c.get("count")
            b.due = {p.id for p in b.participants.values() if can_act_now_at(b, p, b.count)}
            _ev(events, "count_changed", f"Count set to {b.count}{note}", round=b.round, count=b.count, override=True)
            return
        if op == "clear_stack":
            b.stack.clear()
            b.window = None
            b.prompts = [p for p in b.prompts if p.frame == -1]
            _ev(events, "stack_cleared", f"The maneuver being resolved is abandoned{note}", override=True)
            return
        t = b.participants[c.get("target")]
        if op == "move":
            t.area = t.count_area = self._area_index(c.get("area"))
            _ev(events, "moved", f"{t.name} is moved to {area_label(t.area)}{note}", actor=t.id, to=AREAS[t.area], override=True)
        elif op in ("damage", "repair"):
            part = _find_part(t, c.get("part"))
            part.damaged = op == "damage"
            part.damaged_by_action_at = None
            _ev(events, "part_damaged" if op == "damage" else "part_repaired",
                f"{t.name}'s 【{part.name}】 is {'damaged' if op == 'damage' else 'repaired'}{note}",
                actor=t.id, part=part.key, name=part.name, override=True)
        elif op == "set_ap":
            t.ap = c.get("ap")
            _ev(events, "ap_changed", f"{t.name}'s AP set to {t.ap}{note}", actor=t.id, ap=t.ap, override=True)
        elif op == "madness":
            fet = t.fetters[c.get("fetter")]
            fet.madness = c.get("value")
            if fet.madness < 4 and t.heart_broken:
                t.heart_broken = False
            _ev(events, "madness_set", f"{t.name}'s fetter to {fet.target}: madness {fet.madness}{note}",
                actor=t.id, fetter=c.get("fetter"), madness=fet.madness, override=True)
        elif op == "bodies":
            t.bodies = c.get("bodies")
            _ev(events, "bodies_set", f"{t.name} has {t.bodies} bodies{note}", actor=t.id, bodies=t.bodies, override=True)
        elif op == "visibility":
            for k in ("hidden", "show_name", "show_ap", "show_damage"):
                if k in c.params:
                    setattr(t, k, c.get(k))
            _ev(events, "visibility", f"Table view settings for {t.name} changed", actor=t.id, override=True)
        elif op == "escape":
            t.escaped = c.get("escaped", True)
            _ev(events, "escaped" if t.escaped else "returned", f"{t.name} {'escapes' if t.escaped else 'returns'}{note}",
                actor=t.id, override=True)

    # -- the end ---------------------------------------------------------------------------
    def _check_end(self, b: Battle, events) -> bool:
        if b.phase not in ("battle", "round_end"):
            return False
        dolls = [d for d in b.participants.values() if d.kind == "doll"]
        present = [d for d in dolls if not d.escaped]
        if b.victory.type == "annihilate" and all(e.out for e in b.enemies()) and b.enemies():
            self._end_battle(b, "victory", events, "every enemy is destroyed or gone")
            return True
        if not present and dolls:
            self._end_battle(b, "escaped", events, "every doll has escaped")
            return True
        if present and all(self._doll_is_finished(b, d) for d in present):
            if any(d.escaped for d in dolls):
                self._end_battle(b, "escaped", events, "the dolls who stayed are finished; the others escaped")
            else:
                self._end_battle(b, "annihilated", events, "every sister has lost both her means of attack and "
                                 "movement, or all her fetters are mad")
            return True
        return False

    @staticmethod
    def _doll_is_finished(b: Battle, d: Participant) -> bool:
        if d.heart_broken or (d.fetters and all(f.mad for f in d.fetters)):
            return True
        for part in d.parts:                 # a part an Action damaged at this count is still hers till it ends
            if part.timing == "auto" or (part.damaged and not part_usable(b, d, part)):
                continue
            fx = part.effects
            if fx.attack or fx.move:
                return False
        return True

    def _end_battle(self, b: Battle, outcome: str, events, why: str) -> None:
        b.outcome = outcome
        b.phase = "ended"
        b.stack.clear()
        b.window = None
        b.prompts.clear()
        threat = sum(e.total_threat() for e in b.enemies())
        summary = {"outcome": outcome, "round": b.round, "count": b.count, "threat": threat,
                   "recovery": None, "treasure_recovery": [], "favor_from_karma": 2 * len(b.karma_achieved)}
        if outcome != "annihilated":
            for d in b.dolls():
                if d.kind != "doll":
                    continue
                treasure_intact = any(p.category == "treasure" and not p.damaged for p in d.parts)
                if not treasure_intact:
                    continue
                fets = [f for f in d.fetters if f.madness > 0 and (f.treasure or b.options.treasure_recovery_any_fetter)]
                if fets:
                    fet = max(fets, key=lambda f: (f.treasure and not b.options.treasure_recovery_any_fetter, f.madness))
                    fet.madness -= 1
                    summary["treasure_recovery"].append({"doll": d.id, "fetter": fet.target, "madness": fet.madness})
        if outcome == "victory":
            summary["recovery"] = {"basic": -(-threat // 4), "reinforcement": -(-threat // 8)}
        b.summary = summary
        text = f"The battle ends: {outcome} ({why})"
        if summary["recovery"]:
            text += f"; recovery stock {summary['recovery']['basic']} basic, {summary['recovery']['reinforcement']} reinforcement part(s) (threat {threat})"
        _ev(events, "battle_ended", text, **summary)

    # =====================================================================================
    # legal commands
    # =====================================================================================
    def legal_commands(self, b: Battle, actor: str | None) -> list[Command]:
        out: list[Command] = []
        if b.phase == "ended":
            return out
        if actor is None:
            for t in ("start", "next_count", "pass"):
                c = Command(t)
                if self._ok(b, c):
                    out.append(c)
            return out
        p = b.participants.get(actor)
        if p is None:
            return out
        for pr in b.prompts:
            if pr.chooser == actor:
                out.extend(self._choice_commands(b, pr, actor))
                return out
        if b.prompts:
            return out
        if b.window is None and not b.stack:
            if b.phase == "battle" and can_act_now(b, p):
                w = Command("wait", actor)
                if self._ok(b, w):
                    out.append(w)
                    for part in p.parts:
                        if part.timing in ("action", "rapid") and part_usable(b, p, part):
                            out.extend(self._use_commands(b, p, part))
            return out
        if b.window is not None:
            for part in p.parts:
                if part.timing in REACTION_TIMINGS and part_usable(b, p, part):
                    out.extend(self._use_commands(b, p, part))
            chk = self._window_frame(b, "check")
            if chk is not None and chk.data["roller"] == actor:
                for i, f in enumerate(p.fetters):
                    c = Command("reroll", actor, {"fetter": i})
                    if self._ok(b, c):
                        out.append(c)
                        break
        return out

    def _ok(self, b, c) -> bool:
        try:
            self.verify(b, c)
            return True
        except (IllegalCommandError, MalformedCommandError):
            return False

    def _use_commands(self, b: Battle, p: Participant, part: Part) -> Iterable[Command]:
        fx = part.effects
        base = {"part": part.key}
        candidates: list[dict] = []
        if fx.attack or fx.move_hinder or (not fx.automated and parse_range(part.range) not in ("self", "none")):
            for t in b.participants.values():
                if t.id != p.id and not t.out:
                    candidates.append({**base, "target": t.id})
        elif fx.move:
            targets = [p] if parse_range(part.range) == "self" else [t for t in b.participants.values() if not t.out]
            for t in targets:
                tgt = {} if t.id == p.id else {"target": t.id}
                for a in range(len(AREAS)):
                    if a != t.area and abs(a - t.area) <= fx.move:
                        candidates.append({**base, **tgt, "to": AREAS[a]})
                candidates.append({**base, **tgt, "escape": True})
        else:
            candidates.append(dict(base))
        for params in candidates:
            c = Command("use", p.id, params)
            if self._ok(b, c):
                yield c

    def _choice_commands(self, b: Battle, pr: Prompt, actor: str) -> list[Command]:
        if pr.kind in ("location", "adjacent"):
            return [Command("choose", actor, {"location": o}) for o in pr.options]
        if pr.kind == "victim":
            return [Command("choose", actor, {"target": o}) for o in pr.options]
        if pr.kind in ("parts", "madness_part"):
            return [Command("choose", actor, {"parts": list(combo)})
                    for combo in itertools.islice(itertools.combinations(pr.options, pr.count), 200)]
        if pr.kind == "fetters":
            p = b.participants[actor]
            opts = [o for o in pr.options if o != "overflow"]
            out = []
            for combo in itertools.islice(itertools.combinations_with_replacement(opts, pr.count), 200):
                counts = {i: combo.count(i) for i in set(combo)}
                if all(p.fetters[i].madness + n <= 4 for i, n in counts.items()):
                    out.append(Command("choose", actor, {"fetters": list(combo)}))
            return out
        return []


def can_act_now_at(b: Battle, p: Participant, count: int) -> bool:
    return p.ap == count and p.ap > 0 and not p.out


COMMAND_TYPES = ("start", "wait", "use", "pass", "choose", "reroll", "next_count", "madness_check", "karma",
                 "override")

# method tables: the command type, frame kind or maneuver effect -> the method that handles it
_VERIFY = {t: getattr(NechronicaRuleset, f"_verify_{t}") for t in COMMAND_TYPES}
_DO = {t: getattr(NechronicaRuleset, f"_do_{t}") for t in COMMAND_TYPES}
_STEP = {k: getattr(NechronicaRuleset, f"_step_{k}") for k in ("maneuver", "check", "damage")}
_RESOLVE = {e: getattr(NechronicaRuleset, f"_resolve_{e}")
            for e in ("attack", "judge", "defense", "move_hinder", "move", "spine", "text")}
