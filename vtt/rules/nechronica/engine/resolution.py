"""The resolution loop: the stack of maneuvers, checks and damage, resolved last-declared first."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from vtt.core.dice import DiceFeed
from vtt.core.errors import MalformedCommandError, Phrase, Term
from vtt.core.i18n import N_

from ..checks import CRITICAL, FAILURE, FUMBLE, SUCCESS, CheckResult, judge_check
from ..commands import FETTER
from ..effects import FEAR
from ..narration import effect_words, fetter_target, which_part
from ..terms import AREAS, LOCATIONS
from ..state import Battle, CheckFrame, DamageFrame, ManeuverFrame, Participant, Part, Prompt

from .choices import ChoiceMixin
from .queries import (ADJACENT, EDEN, TARTARUS, _area_for, area_term, attack_check_modifiers, check_area,
                      check_modifier, damage_coming, damage_left, _ev, failures_become_fumbles, _has_mad, illegal,
                      in_play, in_range, legion_multiplier, part_usable, reaches, reaches_check, reaches_now,
                      window_check)


@mypyc_attr(allow_interpreted_subclasses=True)
class ResolutionMixin(ChoiceMixin):
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
            if isinstance(f, ManeuverFrame):
                self._step_maneuver(b, f, idx, dice, events)
            elif isinstance(f, CheckFrame):
                self._step_check(b, f, idx, dice, events)
            elif isinstance(f, DamageFrame):
                self._step_damage(b, f, idx, dice, events)
            else:
                raise RuntimeError(f"unknown frame {f!r}")
        if b.outcome is None and not b.busy and b.phase == "battle":
            self._check_end(b, events)

    # -- maneuver frames -------------------------------------------------------------------
    def _step_maneuver(self, b: Battle, f: ManeuverFrame, idx: int, dice, events) -> None:
        p = b.fighters[f.actor]
        if f.stage == "declared":
            f.stage = "resolve"
            if self._could_react(b, "rapid", p.area, p.id):
                self._open(b, "rapid", idx, events, Phrase("anyone may answer {name}'s 【{part}】{which} with a Rapid maneuver",
                                                          name=p.label, part=f.label, which=_which(b, f)))
            return
        if f.stage == "resolve":
            if f.negated:
                _ev(events, "maneuver_negated", Phrase("{name}'s 【{part}】{which} is negated", name=p.label, part=f.label,
                                                        which=_which(b, f)),
                    actor=p.id, name=f.name)
                b.stack.pop()
                return
            # Reactions declared later resolve first (001): one may have damaged the part used, or left
            # nothing of the user; the maneuver then fails on its own (its cost stays paid).
            if self._user_failed(b, f, p, events) or self._out_of_reach(b, f, p, events):
                return
            _RESOLVE[f.effect](self, b, f, idx, p, dice, events)
            return
        if f.stage == "after_check":
            # the check's effect is applied now: a Judge answer resolved after the roll may have damaged the
            # part used or taken the target out of range (001: 移動は攻撃より先に行われる; パーツの破損、
            # 対象の不在などで…自動的に失敗): the same tests again, and the check's result is dropped
            if self._user_failed(b, f, p, events) or self._target_gone(b, f, p, events):
                f.check = None
                return
            self._after_attack_check(b, f, idx, p, events)
            return
        if f.stage == "chain":
            self._chain(b, f, idx, p, events)
            return
        if f.stage == "after_escape":
            if self._user_failed(b, f, p, events):
                f.check = None
                return
            outcome = _take_check(f).outcome
            t = b.fighters[_target(f)]
            if f.move_cut > 0 or not _at_the_edge(t):
                # a move hindrance answered a maneuver declared against her escape check, or a move took her from
                # the edge: she is away only once the check succeeds (成功したドールは戦闘から無事に逃げ出せた)
                _ev(events, "move_cancelled", Phrase("{name}'s escape is stopped", name=t.label), actor=t.id)
                b.stack.pop()
                return
            if outcome in (SUCCESS, CRITICAL):
                t.escaped = True
                _ev(events, "escaped", Phrase("{name} escapes the battle", name=t.label), actor=t.id)
            else:
                if outcome == FUMBLE:
                    t.escape_blocked = True
                _ev(events, "escape_failed", Phrase(N_("{name} fails to escape and cannot try again this round")
                                                    if outcome == FUMBLE else N_("{name} fails to escape"), name=t.label),
                    actor=t.id)
            b.stack.pop()
            return
        raise RuntimeError(f"unknown maneuver stage {f.stage}")

    def _user_failed(self, b: Battle, f: ManeuverFrame, p: Participant, events) -> bool:
        """Whether ``f`` fails now because a reaction resolved before it damaged the part it uses (one not
        usable at this count) or destroyed its legion (001: パーツの破損…自動的に失敗); if so it is told and
        taken off the stack (its cost stays paid)."""
        used = p.part(f.part)
        damaged = used is not None and used.damaged and not part_usable(b, p, used)
        if not damaged and not (p.kind == "legion" and p.out):
            return False
        why = "part_damaged" if p.kind != "legion" or not p.out else "actor_out"
        _ev(events, "maneuver_failed",
            Phrase("{name}'s 【{part}】{which} fails: 【{used}】{used_which} was damaged before it took effect",
                   name=p.label, part=f.label, which=_which(b, f), used=used.label if used is not None else "",
                   used_which=which_part(p, used))
            if why == "part_damaged"
            else Phrase("{name}'s 【{part}】{which} fails: {name} is destroyed", name=p.label, part=f.label,
                        which=_which(b, f)),
            actor=p.id, name=f.name, target=f.target, reason=why)
        b.stack.pop()
        return True

    def _target_gone(self, b: Battle, f: ManeuverFrame, p: Participant, events) -> bool:
        """Whether the attack ``f`` fails now because its target is out, or out of range where both stand
        (an Action sees the areas of the count's start; a Rapid/Judge move has already counted), or its
        user no longer reaches the area an area attack aims at (001: 対象の不在などで…自動的に失敗); if so
        it is told and taken off the stack."""
        part = _part(p, f.part)
        user_area = _area_for(p, f.timing_used)
        t = b.fighters.get(f.target or "")
        if t is not None:
            if not t.out and in_range(part.range, user_area, _area_for(t, f.timing_used), t.id == p.id):
                return False
            phrase = Phrase("{name}'s 【{part}】{which} fails: {target} is no longer in range", name=p.label,
                            part=f.label, which=_which(b, f), target=t.label)
        elif f.area is not None and not in_range(part.range, user_area, f.area, False):
            phrase = Phrase("{name}'s 【{part}】{which} fails: {area} is no longer in range", name=p.label,
                            part=f.label, which=_which(b, f), area=area_term(f.area))
        else:
            return False
        _ev(events, "maneuver_failed", phrase, actor=p.id, name=f.name, target=f.target)
        b.stack.pop()
        return True

    def _out_of_reach(self, b: Battle, f: ManeuverFrame, p: Participant, events) -> bool:
        """Whether ``f`` (not an attack: _target_gone tests those) fails now because the one it reaches is out of
        its range: a Judge support or hindrance whose check, a Damage defense whose damaged one, a move, a move
        hindrance or a text maneuver whose target another maneuver resolved before it has taken away, or out
        of the battle (001: 効果はあとに宣言されたほうから順に適用する。その結果、…対象の不在などで…自動的
        に失敗となる); if so it is told and taken off the stack (its cost stays paid)."""
        part = _part(p, f.part)
        if f.effect == "judge":
            chk = b.stack[_parent(f)]
            assert isinstance(chk, CheckFrame)
            t = b.fighters[chk.roller]
            if reaches_check(b, part, p, chk):
                return False
        elif f.effect == "defense":
            dmg = b.stack[_parent(f)]
            assert isinstance(dmg, DamageFrame)
            t = b.fighters[_target(dmg)]
            if reaches_now(part, p, t):
                return False
        elif f.effect in ("move", "move_hinder", "text") and f.target is not None and f.target != p.id:
            t = b.fighters[f.target]
            if not t.out and reaches(part, p, t, f.timing_used):
                return False
        else:
            return False
        _ev(events, "maneuver_failed", Phrase("{name}'s 【{part}】{which} fails: {target} is no longer in range",
                                              name=p.label, part=f.label, which=_which(b, f), target=t.label),
            actor=p.id, name=f.name, target=t.id)
        b.stack.pop()
        return True

    def _resolve_text(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, dice, events) -> None:
        _ev(events, "maneuver_resolved", Phrase("【{part}】{which}: {effect} (the GM applies this by hand)", part=f.label,
                                                which=_which(b, f),
                                                effect=effect_words(_part(p, f.part))),
            actor=p.id, name=f.name)
        b.stack.pop()

    def _resolve_spine(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, dice, events) -> None:
        p.spine.append(b.count)
        _ev(events, "spine", Phrase("{name} gains a Spine discount for a later count this round", name=p.label),
            actor=p.id)
        b.stack.pop()

    def _resolve_judge(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, dice, events) -> None:
        target = b.stack[_parent(f)]
        assert isinstance(target, CheckFrame)
        delta = f.delta
        target.judge_mod += delta
        _ev(events, "check_modified", Phrase("【{part}】{which}: {delta:+d} to {name}'s check", part=f.label,
                                             which=_which(b, f), delta=delta,
                                             name=b.fighters[target.roller].label), actor=p.id, delta=delta, name=f.name,
            roller=target.roller)
        b.stack.pop()

    def _resolve_defense(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, dice, events) -> None:
        target = b.stack[_parent(f)]
        assert isinstance(target, DamageFrame)
        target.defense += f.amount
        _ev(events, "defended", Phrase("【{part}】{which}: damage −{amount}", part=f.label, which=_which(b, f),
                                       amount=f.amount), actor=p.id,
            amount=f.amount, name=f.name)
        b.stack.pop()

    def _resolve_move_hinder(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, dice, events) -> None:
        n = f.amount
        for g in b.stack[:idx]:
            if isinstance(g, ManeuverFrame) and g.effect == "move" and g.target == f.target:
                g.move_cut += n
        _ev(events, "move_hindered", Phrase("【{part}】{which} cancels {amount} area(s) of {name}'s movement", part=f.label,
                                            which=_which(b, f),
                                            amount=n, name=b.fighters[_target(f)].label),
            actor=p.id, amount=n, name=f.name, target=f.target)
        b.stack.pop()

    def _resolve_move(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, dice, events) -> None:
        t = b.fighters[_target(f)]
        if f.escape:
            if f.move_cut > 0 or not _at_the_edge(t):
                _ev(events, "move_cancelled", Phrase("{name}'s escape is stopped", name=t.label), actor=t.id)
                b.stack.pop()
                return
            f.stage = "after_escape"
            virtual = -1 if t.kind == "savant" else len(AREAS)   # one area beyond the edge
            b.stack.append(CheckFrame("roll", roller=t.id, check_kind="escape", dice=1, modifier=0, parent=idx,
                                      range_area=virtual))
            return
        to = f.to
        assert to is not None
        # toward the area chosen, never more than the maneuver's N: a Rapid answer resolved first may have
        # moved her further from it (移動N moves one to N areas)
        dist = min(abs(to - t.area), _part(p, f.part).effects.move)
        step = 1 if to > t.area else -1
        dist = max(0, dist - f.move_cut)
        if dist == 0:
            _ev(events, "move_cancelled", Phrase("{name}'s movement is cancelled", name=t.label), actor=t.id)
        else:
            old = t.area
            t.area += step * dist
            if f.timing_used != "action":
                t.count_area = t.area       # Rapid/Judge movement pre-empts same-count Actions
            _ev(events, "moved", Phrase("{name} moves from {origin} to {area}", name=t.label, origin=area_term(old),
                                        area=area_term(t.area)),
                actor=t.id, **{"from": AREAS[old], "to": AREAS[t.area]})
        b.stack.pop()

    def _resolve_attack(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, dice, events) -> None:
        part = _part(p, f.part)
        # A Rapid/Judge move answered the declaration and pre-empts it (001): the target may be gone
        if self._target_gone(b, f, p, events):
            return
        t = b.fighters.get(f.target or "")
        if t is not None:
            f.area = _area_for(t, f.timing_used)
        f.stage = "after_check"
        f.chain_left = None
        self._push_attack_check(b, f, idx, p, part)

    def _push_attack_check(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, part: Part) -> None:
        mods = attack_check_modifiers(p, b.fighters.get(f.target or ""), f.modifier)
        b.stack.append(CheckFrame("roll", roller=p.id, check_kind="attack", dice=part.dice,
                                  modifier=sum(v for _, v in mods), parent=idx))

    def _after_attack_check(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, events) -> None:
        chk = _take_check(f)
        part = _part(p, f.part)
        fx = part.effects
        if f.chain_left is None:
            n = 0
            if chk.outcome in (SUCCESS, CRITICAL) and fx.chain is not None:
                n = fx.chain if fx.chain else p.chain_from_bodies()
            f.chain_left = n
        f.last_outcome = chk.outcome
        f.stage = "chain"
        attack = fx.attack or ""
        if chk.outcome in (SUCCESS, CRITICAL):
            amount = fx.damage
            bonus = chk.total - 10 if chk.outcome == CRITICAL and attack != "mental" else 0
            loc_rule = {6: "defender_choice", 7: "legs", 8: "torso", 9: "arms", 10: "head"}.get(chk.total, "attacker_choice")
            if fx.area and not f.chained:
                targets = [q for q in b.fighters.values() if not q.out and q.id != p.id
                           and _area_for(q, f.timing_used) == f.area]
            else:
                targets = [b.fighters[f.target]] if f.target else []
            for t in reversed(targets):
                if t.out:
                    continue
                b.stack.append(DamageFrame(
                    "locate", attacker=p.id, target=t.id, name=f.name, amount=amount, bonus=bonus, attack=attack,
                    loc_rule=loc_rule, location=None, dismember=fx.dismember, explosive=fx.explosive,
                    area_attack=fx.area, trip=fx.trip, defense=0, timing_used=f.timing_used, name_ja=f.name_ja))
        elif chk.outcome == FUMBLE:
            if chk.parts_lost:
                if not part.damaged:
                    self._damage_part(b, p, part, f.timing_used, events, why="fumble with several dice")
            allies = [q.id for q in b.fighters.values() if q.side == p.side and not q.out
                      and q.id != p.id and _area_for(q, f.timing_used) == f.area]
            options = allies + ([p.id] if not p.out else [])
            if options:
                b.stack.append(DamageFrame(
                    "victim", attacker=p.id, target=None, name=f.name, amount=fx.damage, bonus=0, attack=attack,
                    loc_rule="victim_choice", location=None, dismember=fx.dismember, explosive=fx.explosive,
                    area_attack=False, trip=fx.trip, defense=0, timing_used=f.timing_used, options=options,
                    name_ja=f.name_ja))

    def _chain(self, b: Battle, f: ManeuverFrame, idx: int, p: Participant, events) -> None:
        part = _part(p, f.part)
        left = f.chain_left
        t = b.fighters.get(f.target or "")
        # a Damage answer to the hit before (or a Rapid/Judge one) may have damaged the part: no more attacks
        # with it (001: 損傷したパーツは…マニューバとして使用することはできません), and no roll for one
        if left and f.last_outcome != FUMBLE and self._user_failed(b, f, p, events):
            return
        if (left and f.last_outcome != FUMBLE and t is not None and not t.out and in_play(b, p)
                and in_range(part.range, _area_for(p, f.timing_used), _area_for(t, f.timing_used), t.id == p.id)):
            f.chain_left = left - 1
            f.chained = True
            f.stage = "after_check"
            _ev(events, "chain", Phrase("連撃: {name} attacks again with 【{part}】{which} ({left} more after this)",
                                        name=p.label, part=f.label, which=_which(b, f), left=left - 1),
                actor=p.id, name=f.name, left=left - 1)
            self._push_attack_check(b, f, idx, p, part)
            return
        b.stack.pop()

    # -- checks ----------------------------------------------------------------------------
    def _step_check(self, b: Battle, f: CheckFrame, idx: int, dice: DiceFeed, events) -> None:
        roller = b.fighters[f.roller]
        kind = f.check_kind
        if f.stage == "roll":
            dice.begin(roller.id, check_term(kind))
            rolled = f.rolled = dice.roll(f.dice, 10)
            if roller.kind == "doll" and _has_mad(roller, FEAR) and kind in ("escape", "madness", "action"):
                f.modifier -= 1
            _ev(events, "check_rolled",
                Phrase(N_("{name} rolls {count}D10 for an {kind} check: {dice}{modifier}") if kind[0] in "aeiou"
                       else N_("{name} rolls {count}D10 for a {kind} check: {dice}{modifier}"), name=roller.label,
                       count=f.dice, kind=Term("check", kind), dice=str(rolled),
                       modifier=Phrase(" {modifier:+d}", modifier=f.modifier) if f.modifier else ""),
                actor=roller.id, kind=kind,
                dice=list(rolled), modifier=f.modifier)
            f.stage = "judge"
            can_reroll = kind != "madness" and roller.kind == "doll" and any(not x.mad for x in roller.fetters)
            if can_reroll or self._could_react(b, "judge", check_area(b, f), roller.id):
                self._open(b, "judge", idx, events, Phrase("support, hinder or re-roll {name}'s check", name=roller.label))
            return
        if f.stage == "judge":
            dice_rolled = f.rolled
            assert dice_rolled is not None
            res = judge_check(dice_rolled, check_modifier(f))
            if kind == "attack" and res.outcome == FAILURE and failures_become_fumbles(roller):
                res = CheckResult(res.dice, res.modifier, res.total, FUMBLE)      # 隷属: 大失敗として扱う, several dice destroying parts too
            outcome = res.outcome
            text = {CRITICAL: "critical", SUCCESS: "success", FAILURE: "failure", FUMBLE: "fumble"}[outcome]
            hits = Phrase(" (hits {location})", location=Term("location", res.location, res.location.replace("_", " "))) \
                if kind == "attack" and res.location else ""
            _ev(events, "check_result", Phrase("{name}'s {kind} check: {total} → {outcome}{hits}", name=roller.label,
                                               kind=Term("check", kind), total=res.total,
                                               outcome=Term("check_outcome", outcome, text), hits=hits),
                actor=roller.id, kind=kind, total=res.total, outcome=outcome, dice=list(dice_rolled))
            b.stack.pop()
            if f.parent is not None:
                parent = b.stack[f.parent]
                assert isinstance(parent, (ManeuverFrame, DamageFrame))
                parent.check = res
            elif kind == "madness":
                self._madness_result(b, roller, outcome, events)
            return

    def _madness_result(self, b, t, outcome, events):
        if outcome in (FAILURE, FUMBLE):
            self._gain_madness(b, t, 1, events, frame=-1, why=Phrase("failed madness check"))
        if outcome == FUMBLE:
            basics = [part.key for part in t.intact_parts() if part.category == "basic"]
            if basics:
                b.prompts.insert(0, Prompt("madness_part", t.id, basics, 1, frame=-1, phrase=Phrase(
                    "{name}: choose a basic part to lose (madness check fumble)", name=t.label)))

    def _verify_reroll(self, b, c):
        p = self._participant(b, c.actor)
        chk = window_check(b)
        if chk is None or chk.roller != p.id:
            illegal("狂気による振り直し (re-roll)", "{name} has no check of her own to re-roll right now", name=p.label)
        if chk.check_kind == "madness":
            illegal("狂気による振り直し (re-roll)", "A madness check cannot be re-rolled")
        if p.kind != "doll":
            illegal("狂気による振り直し (re-roll)", "{name} has no fetters to pay with", name=p.label)
        i = c.get(FETTER)
        if not isinstance(i, int) or not 0 <= i < len(p.fetters):
            raise MalformedCommandError(f"'fetter' must be an index 0–{len(p.fetters) - 1}")
        if p.fetters[i].mad:
            illegal("狂気点 (madness)", "{name}'s fetter to {target} is already at 4",
                    name=p.label, target=fetter_target(b, p.fetters[i].target))

    def _do_reroll(self, b, c, dice, events):
        p = b.fighters[c.actor]
        chk = window_check(b)
        assert chk is not None and chk.rolled is not None
        fet = p.fetters[c.get(FETTER)]
        feared = _has_mad(p, FEAR)
        fet.madness += 1
        old = chk.rolled
        dice.begin(chk.roller, check_term(chk.check_kind))
        rolled = chk.rolled = dice.roll(chk.dice, 10)
        _ev(events, "rerolled", Phrase("{name} takes 1 madness on her fetter to {target} ({madness}) and re-rolls: "
                                       "{old} → {dice}", name=p.label, target=fetter_target(b, fet.target), madness=fet.madness,
                                       old=str(old), dice=str(rolled)), actor=p.id, dice=list(rolled), madness=fet.madness,
            old=list(old), kind=chk.check_kind, roller=chk.roller)
        if not feared and _has_mad(p, FEAR) and chk.check_kind in ("attack", "escape", "action"):
            # the point she paid drove 恐怖 mad: the dice she rolls now are a mad doll's, −1 like any of her
            # attack or escape checks from now on (as 隷属, judged when the check is, is)
            chk.modifier -= 1
            _ev(events, "check_modified", Phrase("{emotion} (fear): {name} goes mad; −1 to the re-rolled check",
                                                 emotion=FEAR, name=p.label),
                actor=p.id, delta=-1, name=FEAR, roller=p.id)

    # -- damage ----------------------------------------------------------------------------
    def _step_damage(self, b: Battle, f: DamageFrame, idx: int, dice, events) -> None:
        if f.stage == "victim":
            f.stage = "locate"
            b.prompts.append(Prompt("victim", f.attacker, list(f.options or ()), 1, frame=idx, phrase=Phrase(
                "{name} fumbled: choose who is hit (an ally in the target area, or herself)",
                name=b.fighters[f.attacker].label)))
            return
        t = b.fighters[_target(f)]
        if f.stage == "locate":
            f.stage = "window"
            if f.attack == "mental" or not t.has_locations:
                return
            intact = t.intact_locations()
            if not intact:
                _ev(events, "damage_lost", Phrase("{name} has no intact part left: the damage is lost", name=t.label),
                    actor=t.id)
                b.stack.pop()
                return
            rule = f.loc_rule
            chooser = None
            if rule in LOCATIONS:
                if rule in intact:
                    f.location = rule
                    return
                chooser, why = f.attacker, Phrase("{location} has no intact part: the attacker chooses another "
                                                     "location", location=Term("location", rule))
            elif rule == "defender_choice":
                chooser, why = t.id, Phrase("the defender chooses where she is hit")
            elif rule == "attacker_choice":
                chooser, why = f.attacker, Phrase("critical: the attacker chooses the location")
            else:  # victim_choice (fumble)
                if b.options.fumble_attacker_picks_location:
                    chooser, why = f.attacker, Phrase("fumble: the attacker chooses the location")
                else:
                    chooser, why = t.id, Phrase("fumble: the one hit chooses the location")
            if len(intact) == 1:
                f.location = intact[0]
                return
            b.prompts.append(Prompt("location", chooser, intact, 1, frame=idx,
                                    phrase=Phrase("{name} is hit — {why}", name=t.label, why=why)))
            return
        if f.stage == "window":
            f.stage = "apply"
            if f.attack != "mental" and self._could_react(b, "damage", t.area, t.id):
                self._open(b, "damage", idx, events, Phrase("{name} is about to take damage from 【{part}】{which}",
                                                           name=t.label, part=f.label, which=_which(b, f)))
            return
        if f.stage == "apply":
            self._apply_damage(b, f, idx, t, events)
            return
        if f.stage == "assign":
            self._assign(b, f, idx, t, events)
            return
        if f.stage == "dismember":
            outcome = _take_check(f).outcome    # not in the test below: mypyc evaluates `x in (a, b)`'s x per item
            if outcome in (FAILURE, FUMBLE):
                for part in t.intact_parts(f.location):
                    self._damage_part(b, t, part, f.timing_used, events, why="dismembered")
                f.stage = "explode"
            else:
                f.stage = "assign"
            return
        if f.stage == "explode":
            if f.explosive and t.has_locations:
                f.explosive = False
                f.dismember = False
                adj = [loc for loc in ADJACENT[f.location or ""] if t.intact_parts(loc)]
                if adj:
                    f.stage = "assign"
                    if len(adj) == 1:
                        f.location = adj[0]
                    else:
                        b.prompts.append(Prompt("adjacent", t.id, adj, 1, frame=idx, phrase=Phrase(
                            "爆発: {name} chooses the adjacent location also hit", name=t.label)))
                    return
            b.stack.pop()
            return
        raise RuntimeError(f"unknown damage stage {f.stage}")

    def _apply_damage(self, b: Battle, f: DamageFrame, idx: int, t: Participant, events) -> None:
        a = b.fighters[f.attacker]
        if f.trip:
            t.ap -= 2
            # who acts at a count follows her current AP (001: 現行動値がカウントと同じキャラクターが行動する):
            # a Rapid/Judge/Damage trip pre-empts and takes her turn at this count once her AP is off it; a
            # same-count Action's does not (効果は同時に適用され、互いに影響は与えない)
            if f.timing_used != "action" and t.ap != b.count:
                b.due.discard(t.id)
            _ev(events, "tripped", Phrase("転倒: {name} loses 2 AP ({ap})", name=t.label, ap=t.ap), actor=t.id, ap=t.ap)
        if f.attack == "mental":
            n = f.amount
            _ev(events, "mental_hit", Phrase("{name} is struck by 【{part}】{which}: {amount} madness", name=t.label,
                                             part=f.label, which=_which(b, f), amount=n), actor=t.id, amount=n,
                name=f.name)
            self._gain_madness(b, t, n, events, frame=-1, why=Phrase("【{part}】{which}", part=f.label,
                                                                                 which=_which(b, f)))
            b.stack.pop()
            return
        base = damage_coming(f)
        if t.kind == "legion":
            mult = legion_multiplier(f.dismember, f.explosive, f.area_attack)
            total = max(0, base * mult - f.defense)
            lost = min(total, t.bodies)
            t.bodies -= lost
            minus = Phrase(" −{defense}", defense=f.defense) if f.defense else ""
            _ev(events, "bodies_lost",
                Phrase(N_("{name} loses {lost} body ({base}×{mult}{minus}); {bodies} left") if lost == 1
                       else N_("{name} loses {lost} bodies ({base}×{mult}{minus}); {bodies} left"), name=t.label,
                       lost=lost, base=base, mult=mult, minus=minus, bodies=t.bodies),
                actor=t.id, lost=lost, bodies=t.bodies)
            if t.bodies <= 0:
                _ev(events, "destroyed", Phrase("{name} is destroyed", name=t.label), actor=t.id)
            b.stack.pop()
            return
        total = damage_left(f)
        f.final = total
        _ev(events, "damage", Phrase("{attacker}'s 【{part}】{which} deals {amount} damage to {name}{where}{defended}",
                                     attacker=a.label, part=f.label, which=_which(b, f), amount=total, name=t.label,
                                     where=Phrase(" ({location})", location=Term("location", f.location, f.location))
                                     if f.location else "",
                                     defended=Phrase(" [{base} −{defense} defense]", base=base, defense=f.defense)
                                     if f.defense else ""),
            attacker=a.id, target=t.id, amount=total, location=f.location, name=f.name)
        if total <= 0:
            b.stack.pop()
            return
        if t.has_locations and f.dismember:
            f.stage = "dismember"
            b.stack.append(CheckFrame("roll", roller=t.id, check_kind="dismember", dice=1,
                                      modifier=6 - b.options.dismember_target, parent=idx))
            return
        f.stage = "assign"

    def _assign(self, b: Battle, f: DamageFrame, idx: int, t: Participant, events) -> None:
        n = f.final or 0
        intact = t.intact_parts(f.location) if t.has_locations else t.intact_parts()
        f.stage = "explode"
        if n >= len(intact):
            for part in intact:
                self._damage_part(b, t, part, f.timing_used, events)
            if n > len(intact) and intact:
                _ev(events, "damage_lost", Phrase("{lost} damage beyond the intact parts is lost", lost=n - len(intact),
                                                  name=t.label), actor=t.id)
            return
        where = Phrase(" in her {location}", location=Term("location", f.location)) if f.location else ""
        b.prompts.append(Prompt("parts", t.id, [p.key for p in intact], n, frame=idx, phrase=Phrase(
            "{name} chooses {count} part(s) to damage{where}", name=t.label, count=n, where=where)))

    def _damage_part(self, b, t: Participant, part: Part, timing_used: str, events, why: str = "") -> None:
        """``why``: the cause, when it is not an attack (a fumble), said in English and kept in the event."""
        was_out = t.out
        part.damaged = True
        part.damaged_by_action_at = (b.round, b.count) if timing_used == "action" else None
        _ev(events, "part_damaged", Phrase("{name}'s 【{part}】{which} is damaged{why}", name=t.label, part=part.label,
                                           which=which_part(t, part),
                                           why=Phrase(" ({cause})", cause=why) if why else ""),
            actor=t.id, part=part.key, name=part.name, location=part.location, **({"cause": why} if why else {}))
        if not was_out and t.destroyed:
            _ev(events, "destroyed", Phrase("{name} is destroyed: every part is damaged", name=t.label), actor=t.id)


def _at_the_edge(t: Participant) -> bool:
    """Whether ``t`` stands where she may escape from: a doll in 楽園, a savant in 奈落 (001: これは「楽園」にいる
    ドールのみ、試みることができます(サヴァントの場合は逆に「奈落」から逃走します))."""
    return t.area == (TARTARUS if t.kind == "savant" else EDEN)


def _take_check(f: ManeuverFrame | DamageFrame) -> CheckResult:
    """The result of the check ``f`` asked for, taken off it (call it once: its result in a variable)."""
    chk = f.check
    assert chk is not None
    f.check = None
    return chk


def _target(f: ManeuverFrame | DamageFrame) -> str:
    assert f.target is not None
    return f.target


def _parent(f: ManeuverFrame) -> int:
    assert f.parent is not None
    return f.parent


def _which(b: Battle, f: ManeuverFrame | DamageFrame) -> Phrase | str:
    """Which of her parts of one name a frame's part is, for its events' sentences (narration.which_part): a damage
    frame's is the attack's, the maneuver frame of its attacker and name still on the stack under it."""
    if isinstance(f, ManeuverFrame):
        p = b.fighters.get(f.actor)
        return which_part(p, p.part(f.part)) if p is not None else ""
    attack = next((g for g in reversed(b.stack) if isinstance(g, ManeuverFrame) and g.actor == f.attacker
                   and g.name == f.name), None)
    return _which(b, attack) if attack is not None else ""


def _part(p: Participant, key: str) -> Part:
    part = p.part(key)
    assert part is not None
    return part


# method table: the maneuver effect -> the method that handles it
_RESOLVE = {e: getattr(ResolutionMixin, f"_resolve_{e}")
            for e in ("attack", "judge", "defense", "move_hinder", "move", "spine", "text")}


_CHECK_TERMS: dict[str, Term] = {}


def check_term(kind: str) -> Term:
    """A check's kind as a word (made once a kind): what a roll is for, as the dice box says it."""
    term = _CHECK_TERMS.get(kind)
    if term is None:
        term = _CHECK_TERMS[kind] = Term("check", kind)
    return term
