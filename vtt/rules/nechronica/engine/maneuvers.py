"""Maneuvers: a "use" checked and planned, its cost paid, and the reaction windows it opens."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from vtt.core.errors import IncompleteCommandError, MalformedCommandError, Phrase
from vtt.core.records import Command

from ..commands import AREA, DISCOUNT, ESCAPE, MODIFIER, PART, TARGET, TO
from ..limits import MODIFIER_RANGE
from ..narration import effect_words, which_part
from ..terms import AREAS, TIMING_NAMES_JA, area_id, parse_range
from ..state import Battle, ManeuverFrame, Participant, Window

from .resolution import ResolutionMixin
from .queries import (_area_for, area_term, EDEN, _ev, _find_part, illegal, in_play, in_range, moves_on_stack,
                      part_usable, _phase, REACTION_TIMINGS, reaches, reaches_check, reaches_now, TARTARUS, _timing,
                      whole_within, window_check, window_damage)


@mypyc_attr(allow_interpreted_subclasses=True)
class ManeuverMixin(ResolutionMixin):
    # =====================================================================================
    # use a maneuver
    # =====================================================================================
    def _verify_use(self, b, c):
        # the plan is the session's ticket: handed to apply, so it is not worked out twice
        return self._plan_use(b, c)

    def _plan_use(self, b: Battle, c: Command) -> ManeuverFrame:
        """Check a 'use' command and work out what it does (the frame it puts on the stack); raises with the
        rule when illegal."""
        p = self._participant(b, c.actor)
        part = _find_part(p, c.get(PART))
        if part is None:
            raise MalformedCommandError(f"{p.name} has no part {c.get(PART)!r}")
        fx = part.effects
        if part.timing == "auto":
            illegal("オート (Auto timing)", "【{part}】 is an Auto maneuver: it always applies and is never declared",
                    part=part.label)
        if part.damaged and not part_usable(b, p, part):
            illegal("ダメージ (damage)", "【{part}】 is damaged; its maneuver cannot be used", part=part.label)
        if not in_play(b, p):
            illegal("行動 (acting)", "{name} is out of the battle", name=p.label)
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
                        part=part.label, timing=_timing(part.timing))
            self._verify_action_turn(b, p, Phrase("use 【{part}】", part=part.label))
            timing_used = "action"
        else:
            ok = part.timing == w.timing or (part.timing == "rapid" and (w.timing == "rapid" or w.declared > 0))
            if not ok:
                illegal(f"{TIMING_NAMES_JA[w.timing]} ({w.timing.capitalize()} window)",
                        "A {window} window is open: 【{part}】 ({timing}) cannot be declared now",
                        window=_timing(w.timing), part=part.label, timing=_timing(part.timing, capital=False))
            if p.ap <= 0:
                illegal("行動 (acting)", "{name} has {ap} action points; only Auto maneuvers can be used",
                        name=p.label, ap=p.ap)
            timing_used = part.timing
            self._verify_window_range(b, p, part)
        if part.timing in REACTION_TIMINGS and part.name in p.used_this_round:
            illegal("1ターン1回 (once per round)",
                    "{name} has already used 【{part}】 this round ({timing} maneuvers: once per round per name)",
                    name=p.label, part=part.label, timing=_timing(part.timing))
        discount = c.get(DISCOUNT, 0)
        if not isinstance(discount, int) or discount < 0:
            raise MalformedCommandError("'discount' must be a whole number ≥ 0")
        available = [k for k in p.spine if k > b.count]
        if discount > len(available):
            illegal("せぼね (Spine)", "{name} has {available} Spine discount(s) usable at this count, not {discount}",
                    name=p.label, available=len(available), discount=discount)
        cost = max(0, (part.cost or 0) - discount)
        modifier = c.get(MODIFIER, 0)
        if not whole_within(modifier, MODIFIER_RANGE):
            lo, hi = MODIFIER_RANGE
            raise MalformedCommandError("'modifier' (a situational modifier the GM grants) must be a whole number "
                                        "from {lo} to {hi}", lo=lo, hi=hi)
        plan = ManeuverFrame("declared", actor=p.id, part=part.key, name=part.name, timing_used=timing_used,
                             cost=cost, discount=discount, modifier=modifier, name_ja=part.name_ja)
        user_area = _area_for(p, timing_used)

        def target_of(key=TARGET, required=True) -> Participant | None:
            tid = c.get(key)
            if tid is None:
                if parse_range(part.range) == "self":
                    return p
                if required:
                    raise IncompleteCommandError(f"【{part.name}】 needs a '{key}'")
                return None
            t = self._participant(b, tid, key)
            if t.out:
                illegal("対象 (target)", "{name} is out of the battle", name=t.label)
            if not reaches(part, p, t, timing_used):
                illegal("射程 (range)", "{name} is in {area}, out of 【{part}】's range {range} from {from_area}",
                        name=t.label, area=area_term(_area_for(t, timing_used)), part=part.label, range=part.range,
                        from_area=area_term(user_area))
            return t

        if c.get(ESCAPE) and (not fx.move or fx.attack or fx.support or fx.hinder or fx.defense or fx.move_hinder):
            illegal("逃走 (escape)", "Escaping takes a movement maneuver: 【{part}】 is not one", part=part.label)
        if fx.attack:
            if fx.attack == "mental" and p.side == "dolls":
                illegal("精神攻撃 (mental attack)", "Mental attacks are for enemies only")
            if fx.area and c.get(AREA) is not None and c.get(TARGET) is None:
                a = self._area_index(c.get(AREA))
                if not in_range(part.range, user_area, a, False):
                    illegal("射程 (range)", "{area} is out of 【{part}】's range {range}",
                            area=area_term(a), part=part.label, range=part.range)
                plan.area = a
            else:
                t = target_of()
                if t.id == p.id and parse_range(part.range) != "self":
                    illegal("対象 (target)", "{name} cannot attack herself", name=p.label)
                plan.target = t.id
                plan.area = _area_for(t, timing_used)
            plan.effect = "attack"
        elif fx.support or fx.hinder:
            chk = window_check(b)
            if chk is None:
                illegal("ジャッジ (Judge timing)", "【{part}】 modifies a check: use it in a Judge window", part=part.label)
            roller = b.fighters[chk.roller]
            if not reaches_check(b, part, p, chk):
                illegal("射程 (range)", "{name}'s check is out of 【{part}】's range {range}",
                        name=roller.label, part=part.label, range=part.range)
            plan.effect = "judge"
            plan.delta = fx.support - fx.hinder
        elif fx.defense:
            dmg = window_damage(b)
            if dmg is None:
                illegal("ダメージ (Damage timing)", "【{part}】 reduces damage: use it in a Damage window", part=part.label)
            t = b.fighters[dmg.target or ""]
            if not reaches_now(part, p, t):
                illegal("射程 (range)", "{name} is out of 【{part}】's range {range}",
                        name=t.label, part=part.label, range=part.range)
            plan.effect = "defense"
            plan.amount = fx.defense
        elif fx.move_hinder:
            t = target_of()
            moving = [f for f in moves_on_stack(b) if f.target == t.id]
            if not moving:
                illegal("移動妨害 (move hinder)", "{name} is not being moved right now", name=t.label)
            plan.effect = "move_hinder"
            plan.target = t.id
            plan.amount = fx.move_hinder
        elif fx.move:
            t = target_of()
            plan.effect = "move"
            plan.target = t.id
            if c.get(ESCAPE):
                edge = TARTARUS if t.kind == "savant" else EDEN
                if t.id != p.id:       # 001: the one escaping tries it, using her own movement maneuver
                    illegal("逃走 (escape)", "{name} escapes only by her own movement maneuver, not by {user}'s",
                            name=t.label, user=p.label)
                if t.side == "dolls" and t.kind != "doll":
                    illegal("逃走 (escape)", "{name} cannot escape", name=t.label)
                if t.area != edge:
                    illegal("逃走 (escape)", "Only a doll in {eden} (a savant in {tartarus}) can try to escape; "
                                            "{name} is in {area}",
                            eden=area_term(EDEN), tartarus=area_term(TARTARUS), name=t.label, area=area_term(t.area))
                if t.escape_blocked:
                    illegal("逃走 (escape)", "{name} fumbled an escape this round; she may try again next round",
                            name=t.label)
                if t.kind not in ("doll", "savant"):
                    illegal("逃走 (escape)", "Only dolls and savants escape")
                plan.escape = True
            else:
                if c.get(TO) is None:
                    raise IncompleteCommandError(f"【{part.name}】 moves: give 'to' (an area) or 'escape': true")
                to = self._area_index(c.get(TO))
                dist = abs(to - t.area)
                if dist == 0:
                    illegal("移動 (move)", "{name} is already in {area}", name=t.label, area=area_term(to))
                if dist > fx.move:
                    illegal("移動 (move)", "【{part}】 moves {move} area(s); {area} is {distance} away",
                            part=part.label, move=fx.move, area=area_term(to), distance=dist)
                plan.to = to
        elif fx.spine:
            plan.effect = "spine"
        else:
            plan.effect = "text"
            if c.get(TARGET) is not None:
                plan.target = target_of().id
        return plan

    @staticmethod
    def _verify_window_range(b: Battle, p: Participant, part) -> None:
        """A Judge maneuver needs the check in its range, a Damage maneuver the one damaged, whatever their
        effect (001: ジャッジ 射程内で判定が行われた直後…; ダメージ 射程内の対象にダメージが発生した直後…)."""
        if part.timing == "judge":
            chk = window_check(b)
            if chk is not None and not reaches_check(b, part, p, chk):
                illegal("射程 (range)", "{name}'s check is out of 【{part}】's range {range}",
                        name=b.fighters[chk.roller].label, part=part.label, range=part.range)
        elif part.timing == "damage":
            dmg = window_damage(b)
            t = b.fighters.get(dmg.target or "") if dmg is not None else None
            if t is not None and not reaches_now(part, p, t):
                illegal("射程 (range)", "{name} is out of 【{part}】's range {range}",
                        name=t.label, part=part.label, range=part.range)

    @staticmethod
    def _area_index(v) -> int:
        try:
            return AREAS.index(area_id(v))
        except ValueError as e:
            raise MalformedCommandError(str(e)) from None

    def _do_use(self, b, c, dice, events, plan: ManeuverFrame | None = None):
        # the plan (the ticket of verify, made for this command on this state) is the frame put on the stack
        f = self._plan_use(b, c) if plan is None else plan
        p = b.fighters[f.actor]
        part = p.part(f.part)
        before = p.ap
        p.ap -= f.cost
        if f.timing_used == "action":
            self._turn_taken(b, p)
        if f.discount:
            usable = sorted((k for k in p.spine if k > b.count), reverse=True)
            for k in usable[:f.discount]:
                p.spine.remove(k)
        if part.timing in REACTION_TIMINGS:
            p.used_this_round.add(part.name)
        tgt = f.target
        # escaping, she names no one else (refused); the timing told is her part's in English, the one
        # she used it at in Japanese (a Rapid used as her action: アクション)
        on = Phrase(" on {target}", target=b.fighters[tgt].label) if tgt and tgt != p.id and not f.escape else ""
        to = Phrase(" to escape") if f.escape else Phrase(" to {area}", area=area_term(f.to)) if f.to is not None else ""
        _ev(events, "maneuver_declared",
            Phrase("{name} uses 【{part}】{which}{on}{to} ({timing}, cost {cost}, AP {before} → {ap}): {effect}",
                   name=p.label, part=part.label, which=which_part(p, part), on=on, to=to, timing=_timing(part.timing), cost=f.cost, before=before, ap=p.ap,
                   effect=effect_words(part), used=_timing(f.timing_used)),
            actor=p.id, part=part.key, name=part.name, timing=f.timing_used, cost=f.cost, ap=p.ap,
            target=tgt)
        if b.window is not None:
            f.parent = b.window.frame
            b.window.declared += 1
            f.stage = "resolve"
        b.stack.append(f)

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
        _ev(events, "window_closed", Phrase("{timing} window closes ({declared} declared); resolving last-declared first",
                                            timing=_timing(w.timing), declared=w.declared),
            timing=w.timing, declared=w.declared)

    def _could_react(self, b: Battle, timing: str, focus_area: int, focus_id: str | None) -> bool:
        """Would anyone be able to declare a ``timing`` maneuver now? (Decides if a window opens.)"""
        for q in b.fighters.values():
            if q.ap <= 0 or not in_play(b, q):
                continue
            for part in q.parts_timed(timing):
                if not part_usable(b, q, part) or part.name in q.used_this_round:
                    continue
                if timing == "rapid":
                    if part.effects.move_hinder and not any(isinstance(f, ManeuverFrame) and f.effect == "move"
                                                            for f in b.stack):
                        continue
                    return True
                # a Judge or Damage maneuver of any effect, with the check (the one damaged) in its range
                if in_range(part.range, q.area, focus_area, q.id == focus_id):
                    return True
        return False

    def _open(self, b: Battle, timing: str, idx: int, events, why: Phrase) -> None:
        b.window = Window(timing, idx)
        _ev(events, "window_opened", Phrase("{timing} window: {why}", timing=_timing(timing), why=why), timing=timing)
