"""Karma, GM overrides and the end of the battle."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ..commands import (ACHIEVED, AP, AREA, BATTLE_OPS, BODIES, COUNT, ESCAPED, EXPRESSION, FETTER, INDEX, OP,
                        OP_BODIES, OP_CLEAR_STACK, OP_DAMAGE, OP_END_BATTLE, OP_ESCAPE, OP_MADNESS, OP_MOVE, OP_REPAIR,
                        OP_SET_AP, OP_SET_COUNT, OP_VISIBILITY, OUTCOME, OVERRIDE_OPS, PART, REASON, TARGET, VALUE,
                        VISIBILITY_FLAGS)
from ..limits import AP_OVERRIDE, BODIES_MAX, COUNT_OVERRIDE, MADNESS_MAX


from vtt.core.errors import MalformedCommandError, Phrase, Term
from vtt.core.free_roll import FREE_ROLL_TERM
from vtt.core.i18n import N_

from ..narration import fetter_target, karma_term, which_part
from ..terms import AREAS, outcome_term
from ..state import Battle, Participant, Prompt

from .legal import LegalMixin
from .queries import area_term, can_act_now_at, _ev, _find_part, OUTCOMES, _override_note, part_usable


@mypyc_attr(allow_interpreted_subclasses=True)
class GmMixin(LegalMixin):
    # =====================================================================================
    # karma, GM overrides, the end
    # =====================================================================================
    def _verify_karma(self, b, c):
        i = c.get(INDEX)
        if not isinstance(i, int) or not 0 <= i < len(b.karma):
            raise MalformedCommandError(f"'index' must be a karma index 0–{len(b.karma) - 1}")
        if not isinstance(c.get(ACHIEVED, True), bool):
            raise MalformedCommandError("'achieved' must be true or false")

    def _do_karma(self, b, c, dice, events):
        i = c.get(INDEX)
        on = c.get(ACHIEVED, True)
        if on and i not in b.karma_achieved:
            b.karma_achieved.append(i)
        if not on and i in b.karma_achieved:
            b.karma_achieved.remove(i)
        _ev(events, "karma", Phrase(N_("Karma 「{karma}」 achieved") if on else N_("Karma 「{karma}」 not achieved"),
                                    karma=karma_term(b.karma[i])), index=i, achieved=on)
        if b.summary is not None:
            b.summary["favor_from_karma"] = 2 * len(b.karma_achieved)

    # -- a free roll (the dice box): logged and shown to the table, it changes nothing in the battle --
    def _verify_roll(self, b, c):
        from ..dice import parse_command            # a malformed expression is refused with where it broke
        expr = c.get(EXPRESSION)
        if not isinstance(expr, str) or not expr.strip():
            raise MalformedCommandError("'expression' must be a dice command such as 2NC+1, 1NA or NM")
        parse_command(expr.strip())
        if c.actor is not None:
            self._participant(b, c.actor)

    def _do_roll(self, b, c, dice, events):
        from ..dice import parse_command, roll_command
        expr = c.get(EXPRESSION).strip()
        dice.begin(c.actor, FREE_ROLL_TERM)
        result = roll_command(expr, dice.roll(parse_command(expr).dice_count, 10))
        who = b.fighters[c.actor].label if c.actor is not None else "NC"
        told = result.get("phrase", result["text"])      # (a fetter table's line: in the reader's language)
        _ev(events, "free_roll", Phrase("{who}: {result}", who=who, result=told), actor=c.actor, expression=expr,
            dice=result["dice"], result=result["text"], kind=result.get("kind"))

    def _verify_override(self, b, c):
        op = c.get(OP)
        if op not in OVERRIDE_OPS:
            raise MalformedCommandError(f"override 'op' must be one of: {', '.join(OVERRIDE_OPS)}")
        if not isinstance(c.get(REASON, ""), str):      # do() writes it into the log's sentence
            raise MalformedCommandError("override 'reason' must be text")
        if op in BATTLE_OPS:
            if op == OP_END_BATTLE and c.get(OUTCOME) not in OUTCOMES:
                raise MalformedCommandError(f"end_battle needs 'outcome': one of {', '.join(OUTCOMES)}")
            lo, hi = COUNT_OVERRIDE
            if op == OP_SET_COUNT and not (isinstance(c.get(COUNT), int) and lo <= c.get(COUNT) <= hi):
                raise MalformedCommandError("The count is a whole number from {lo} to {hi}", lo=lo, hi=hi)
            return
        t = self._participant(b, c.get(TARGET), TARGET)
        if op == OP_MOVE:
            self._area_index(c.get(AREA))
        elif op in (OP_DAMAGE, OP_REPAIR):
            part = _find_part(t, c.get(PART))
            if part is None:
                raise MalformedCommandError(f"{t.name} has no part {c.get(PART)!r}")
            if part.location == "skill":
                raise MalformedCommandError(f"【{part.name}】 is a skill, not a part")
        elif op == OP_SET_AP:
            lo, hi = AP_OVERRIDE
            if not isinstance(c.get(AP), int) or not lo <= c.get(AP) <= hi:
                raise MalformedCommandError("AP is a whole number from {lo} to {hi}", lo=lo, hi=hi)
        elif op == OP_MADNESS:
            i = c.get(FETTER)
            if not t.fetters:                # (a GM's form on an enemy said "'fetter' must be an index 0–-1")
                raise MalformedCommandError("{name} has no fetters", name=t.label)
            if not isinstance(i, int) or not 0 <= i < len(t.fetters):
                raise MalformedCommandError("{name}'s fetters are numbered 0 to {last}", name=t.label,
                                            last=len(t.fetters) - 1)
            v = c.get(VALUE)
            if not isinstance(v, int) or not 0 <= v <= MADNESS_MAX:
                raise MalformedCommandError("Madness is a whole number from 0 to {most}", most=MADNESS_MAX)
        elif op == OP_BODIES:
            if t.kind != "legion":
                raise MalformedCommandError("{name} is no legion: only a legion has bodies", name=t.label)
            if not isinstance(c.get(BODIES), int) or not 0 <= c.get(BODIES) <= BODIES_MAX:
                raise MalformedCommandError("Bodies is a whole number from 0 to {most}", most=BODIES_MAX)
        elif op == OP_VISIBILITY:
            for k in VISIBILITY_FLAGS:
                if k in c.params and not isinstance(c.get(k), bool):
                    raise MalformedCommandError(f"'{k}' must be true or false")
        elif op == OP_ESCAPE:
            if not isinstance(c.get(ESCAPED, True), bool):
                raise MalformedCommandError("'escaped' must be true or false")

    def _do_override(self, b, c, dice, events):
        op = c.get(OP)
        note = _override_note(c.get(REASON, ""))
        if op == OP_END_BATTLE:
            b.stack.clear()
            b.window = None
            b.prompts.clear()
            self._end_battle(b, c.get(OUTCOME), events, Phrase("the GM ended the battle"))
            return
        if op == OP_SET_COUNT:
            b.count = c.get(COUNT)
            b.due = {p.id for p in b.fighters.values() if can_act_now_at(b, p, b.count)}
            _ev(events, "count_changed", Phrase("Count set to {count}{note}", count=b.count, round=b.round, note=note),
                round=b.round, count=b.count, override=True)
            if b.count <= 0 and b.phase == "battle" and not b.busy:
                # 001: カウントが「0」になったら、ターンは終了です (a count set at 0 or below the track's 0 too)
                self._begin_count(b, b.count, events)
            return
        if op == OP_CLEAR_STACK:
            b.stack.clear()
            b.window = None
            b.prompts = [p for p in b.prompts if p.frame == -1]
            _ev(events, "stack_cleared", Phrase("The maneuver being resolved is abandoned{note}", note=note), override=True)
            return
        t = b.fighters[c.get(TARGET)]
        if op == OP_MOVE:
            t.area = t.count_area = self._area_index(c.get(AREA))
            _ev(events, "moved", Phrase("{name} is moved to {area}{note}", name=t.label, area=area_term(t.area), note=note),
                actor=t.id, to=AREAS[t.area], override=True)
        elif op in (OP_DAMAGE, OP_REPAIR):
            part = _find_part(t, c.get(PART))
            part.damaged = op == OP_DAMAGE
            part.damaged_by_action_at = None
            _ev(events, "part_damaged" if op == OP_DAMAGE else "part_repaired",
                Phrase(N_("{name}'s 【{part}】{which} is damaged{why}") if op == OP_DAMAGE
                       else N_("{name}'s 【{part}】{which} is repaired{why}"),
                       name=t.label, part=part.label, which=which_part(t, part), why=note),
                actor=t.id, part=part.key, name=part.name, override=True)
        elif op == OP_SET_AP:
            t.ap = c.get(AP)
            # who still acts at this count is worked out again, as set_count does (001: 現行動値がカウントと
            # 同じキャラクターが行動する): her AP set to the count, she acts at it; set away from it, she does not
            if can_act_now_at(b, t, b.count):
                b.due.add(t.id)
            else:
                b.due.discard(t.id)
            _ev(events, "ap_changed", Phrase("{name}'s AP set to {ap}{note}", name=t.label, ap=t.ap, note=note),
                actor=t.id, ap=t.ap, override=True)
        elif op == OP_MADNESS:
            fet = t.fetters[c.get(FETTER)]
            fet.madness = c.get(VALUE)
            if fet.madness < MADNESS_MAX and t.heart_broken:
                t.heart_broken = False
            _ev(events, "madness_set", Phrase("{name}'s fetter to {target}: madness {madness}{note}", name=t.label,
                                              target=fetter_target(b, fet.target), madness=fet.madness, note=note),
                actor=t.id, fetter=c.get(FETTER), madness=fet.madness, override=True)
        elif op == OP_BODIES:
            t.bodies = c.get(BODIES)
            _ev(events, "bodies_set", Phrase("{name} has {bodies} bodies{note}", name=t.label, bodies=t.bodies, note=note),
                actor=t.id, bodies=t.bodies, override=True)
        elif op == OP_VISIBILITY:
            for k in VISIBILITY_FLAGS:
                if k in c.params:
                    setattr(t, k, c.get(k))
            _ev(events, "visibility", Phrase("Table view settings for {name} changed", name=t.label), actor=t.id,
                override=True)
        elif op == OP_ESCAPE:
            t.escaped = c.get(ESCAPED, True)
            _ev(events, "escaped" if t.escaped else "returned",
                Phrase(N_("{name} escapes{note}") if t.escaped else N_("{name} returns{note}"), name=t.label, note=note),
                actor=t.id, override=True)

    # -- the end ---------------------------------------------------------------------------
    def _check_end(self, b: Battle, events) -> bool:
        if b.phase not in ("battle", "round_end"):
            return False
        dolls = [d for d in b.fighters.values() if d.kind == "doll"]
        present = [d for d in dolls if not d.escaped]
        if b.victory.type == "annihilate" and all(e.out for e in b.enemies()) and b.enemies():
            gone = [e.label for e in b.enemies() if e.escaped]
            if gone:                     # not every enemy destroyed: the GM says whether it is a victory
                self._ask_victory(b, gone, events)
            else:
                self._end_battle(b, "victory", events, Phrase("every enemy is destroyed"))
            return True
        if not present and dolls:
            self._end_battle(b, "escaped", events, Phrase("every doll has escaped"))
            return True
        if present and all(self._doll_is_finished(b, d) for d in present):
            if any(d.escaped for d in dolls):
                self._end_battle(b, "escaped", events, Phrase("the dolls who stayed are finished; the others escaped"))
            else:
                self._end_battle(b, "annihilated", events, Phrase("every sister has lost both her means of attack "
                                                                  "and movement, or all her fetters are mad"))
            return True
        return False

    @staticmethod
    def _ask_victory(b: Battle, gone: list, events) -> None:
        """No enemy is left on the field, some by escape, under "destroy every enemy": the battle is over
        (「どちらかが敗北するか逃走するまで」) but a victory only if the condition is met (「ドール側が勝利条件を
        満たしたなら」), which the GM judges; nothing else moves until the GM answers (default: no)."""
        b.stack.clear()
        b.window = None
        b.prompts.clear()
        b.prompts.append(Prompt("victory", None, [False, True], 1, phrase=Phrase(
            "The last enemies escaped ({names}): does it count as a victory?", names=gone)))
        _ev(events, "enemies_gone", Phrase("No enemy is left on the field (escaped: {names}): the battle is over; "
                                           "the GM says whether it counts as a victory", names=gone), escaped=gone)

    def _answer_victory(self, b: Battle, victory: bool, events) -> None:
        if victory:
            self._end_battle(b, "victory", events, Phrase("the GM counts the enemies' escape as a victory"))
        else:
            self._end_battle(b, "enemies_escaped", events, Phrase("not every enemy is destroyed"))

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

    def _end_battle(self, b: Battle, outcome: str, events, why: Phrase) -> None:
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
                if outcome == "escaped" and not d.escaped:
                    continue         # 001: 残ったドールが全滅した場合: the sisters left behind are annihilated
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
        rec = summary["recovery"]
        term = outcome_term(outcome)
        phrase = Phrase("The battle ends: {outcome} ({why}); recovery stock {basic} basic, {reinforcement} "
                        "reinforcement part(s) (threat {threat})", outcome=term, why=why,
                        basic=rec["basic"], reinforcement=rec["reinforcement"], threat=threat) if rec else \
            Phrase("The battle ends: {outcome} ({why})", outcome=term, why=why)
        _ev(events, "battle_ended", phrase, **summary)
