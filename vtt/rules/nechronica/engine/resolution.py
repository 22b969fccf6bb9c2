"""The resolution loop: the stack of maneuvers, checks and damage, resolved last-declared first."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from dataclasses import replace

from vtt.core.dice import DiceFeed
from vtt.core.errors import MalformedCommandError, Phrase, Term

from ..checks import CRITICAL, FAILURE, FUMBLE, SUCCESS, judge_check
from ..effects import FEAR
from ..terms import AREAS, LOCATIONS
from ..state import Battle, Frame, Participant, Part, Prompt

from .choices import ChoiceMixin
from .queries import (ADJACENT, _area_for, area_label, attack_check_modifiers, damage_coming, damage_left, _ev,
                      failures_become_fumbles, _has_mad, illegal, in_play, in_range, legion_multiplier, part_usable)


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
            f"{old} → {chk.data['rolled']}", actor=p.id, dice=list(chk.data["rolled"]), madness=fet.madness,
            old=list(old), kind=chk.data["kind"], roller=chk.data["roller"])

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
        base = damage_coming(d)
        if t.kind == "legion":
            mult = legion_multiplier(d["dismember"], d["explosive"], d["area_attack"])
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
        total = damage_left(d)
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


# method tables: the frame kind or maneuver effect -> the method that handles it
_STEP = {k: getattr(ResolutionMixin, f"_step_{k}") for k in ("maneuver", "check", "damage")}
_RESOLVE = {e: getattr(ResolutionMixin, f"_resolve_{e}")
            for e in ("attack", "judge", "defense", "move_hinder", "move", "spine", "text")}
