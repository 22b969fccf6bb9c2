"""The count and the round: start, wait, the next count, the end of a round, madness checks."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ..commands import AREA, COST, MODIFIER, TARGET
from ..limits import ACTION_CHECK_COST, MADNESS_MAX, MODIFIER_RANGE
from ..narration import karma_term, victory_phrase


from vtt.core.errors import MalformedCommandError, Phrase, Term

from ..state import Battle, CheckFrame, Participant, Prompt

from ..terms import AREAS, DOLL_START_AREAS
from .maneuvers import ManeuverMixin
from .queries import (area_term, can_act_now, can_act_now_at, _chooser, _ev, illegal, in_play, _nc_pending, _phase,
                      _timing, whole_within)


@mypyc_attr(allow_interpreted_subclasses=True)
class TurnsMixin(ManeuverMixin):
    # =====================================================================================
    # start
    # =====================================================================================
    def _verify_start(self, b, c):
        if b.phase != "setup":
            illegal("戦闘の準備 (battle setup)", "The battle has already started (round {round})", round=b.round)
        if b.victory.type == "annihilate" and not b.enemies():
            illegal("勝利条件 (victory condition)", "There is no enemy to destroy: add an enemy or choose another "
                    "victory condition")

    def _do_start(self, b, c, dice, events):
        b.phase = "battle"
        b.round = 1
        for p in b.fighters.values():
            p.ap = b.max_ap(p)
            p.count_area = p.area
        victory = victory_phrase(b.victory)
        _ev(events, "battle_started",
            Phrase("The battle begins. Victory: {victory}. Karma: {karma}", victory=victory,
                   karma=[karma_term(k) for k in b.karma])
            if b.karma else Phrase("The battle begins. Victory: {victory}. Karma: none", victory=victory),
            victory=b.victory.type, karma=list(b.karma))
        self._begin_count(b, self._start_count(b), events)

    # -- placing markers before the battle: part of the setup, not a GM override --------------------------
    def _verify_place(self, b, c):
        t = self._participant(b, c.get(TARGET), TARGET)
        to = c.get(AREA)
        if not isinstance(to, str) or to not in AREAS:
            raise MalformedCommandError("place needs 'area', one of: {areas}", areas=", ".join(AREAS))
        if b.phase != "setup":
            illegal("戦闘の準備 (battle setup)", "Markers are placed before the battle; once it has begun they move by "
                    "maneuvers (or a GM override)")
        if t.side == "dolls" and to not in DOLL_START_AREAS:
            illegal("戦闘の準備 (battle setup)", "A doll starts in 煉獄, 花園 or 楽園, not {area}",
                    area=area_term(AREAS.index(to)))

    def _do_place(self, b, c, dice, events):
        t = b.fighters[c.get(TARGET)]
        frm, t.area = t.area, AREAS.index(c.get(AREA))
        t.count_area = t.area
        _ev(events, "placed", Phrase("{name} is placed in {area}", name=t.label, area=area_term(t.area)), actor=t.id,
            **{"from": AREAS[frm], "to": AREAS[t.area]})

    @staticmethod
    def _start_count(b: Battle) -> int:
        active = [p for p in b.fighters.values() if not p.out]
        if not active:
            return 0
        return max(max(b.max_ap(p) for p in active), max(p.ap for p in active))

    def _begin_count(self, b: Battle, count: int, events) -> None:
        """Set the count, skipping counts where nobody acts; at 0 the round ends."""
        while count > 0 and not any(can_act_now_at(b, p, count) for p in b.fighters.values()):
            count -= 1
        b.count = count
        b.due = {p.id for p in b.fighters.values() if can_act_now_at(b, p, count)}
        for p in b.fighters.values():
            p.count_area = p.area
        if count <= 0:
            b.count = 0
            # the count is over: a doll wrecked by one of its Actions is finished now; annihilated, the battle
            # ends without the round's end (001: ドールたちが全滅した → 5へ, not 4 and its madness)
            if self._check_end(b, events):
                return
            self._end_round(b, events)
        else:
            _ev(events, "count_changed", Phrase("Round {round}, count {count}", round=b.round, count=count),
                round=b.round, count=count)

    # =====================================================================================
    # wait / next_count
    # =====================================================================================
    def _verify_action_turn(self, b, p: Participant, what: Phrase):
        if b.phase != "battle":
            illegal("戦闘の進行 (flow of combat)", "{name} cannot {what}: the battle is in its {phase} phase",
                    name=p.label, what=what, phase=_phase(b))
        if b.busy:
            illegal("カウントの処理 (count processing)", "{name} cannot {what} while {busy}",
                    name=p.label, what=what, busy=self._busy(b))
        if not in_play(b, p):
            illegal("行動 (acting)", "{name} is out of the battle", name=p.label)
        if p.ap <= 0:
            illegal("行動 (acting)", "{name} has {ap} action points; only Auto maneuvers can be used",
                    name=p.label, ap=p.ap)
        if p.ap != b.count and p.id not in b.due:
            illegal("行動 (acting)", "{name} has {ap} action points and the count is {count}; "
                                   "she acts when her action points equal the count",
                    name=p.label, ap=p.ap, count=b.count)
        if p.side == "dolls" and b.options.nc_declares_first:
            nc = _nc_pending(b)
            if nc:
                illegal("カウント内の処理 (same count: NC first)",
                        "At count {count} the NC side declares first: {enemies} must act or wait before {name}",
                        count=b.count, enemies=[e.label for e in nc], name=p.label)

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
        p = b.fighters[c.actor]
        p.ap -= 1
        self._turn_taken(b, p)
        _ev(events, "waited", Phrase("{name} waits (AP {before} → {ap})", name=p.label, before=p.ap + 1, ap=p.ap),
            actor=p.id, ap=p.ap)

    @staticmethod
    def _turn_taken(b: Battle, p: Participant) -> None:
        if p.ap != b.count:           # a cost-0 Action leaves her at the count: she may act again
            b.due.discard(p.id)

    def _verify_next_count(self, b, c):
        if b.phase != "battle":
            illegal("戦闘の進行 (flow of combat)", "The count cannot advance in the {phase} phase", phase=_phase(b))
        if b.busy:
            illegal("カウントの処理 (count processing)", "The count cannot advance while {busy}", busy=self._busy(b))
        waiting = [p for p in b.fighters.values() if can_act_now(b, p)]
        if waiting:
            illegal("カウントの処理 (count processing)",
                    "{names} still act(s) at count {count}: use a maneuver or wait",
                    names=[p.label for p in waiting], count=b.count)

    def _do_next_count(self, b, c, dice, events):
        self._begin_count(b, b.count - 1, events)

    # =====================================================================================
    # round end: madness, then a new round
    # =====================================================================================
    def _end_round(self, b: Battle, events) -> None:
        b.phase = "round_end"
        _ev(events, "round_ended", Phrase("Round {round} ends: every doll adds 1 madness to a fetter", round=b.round),
            round=b.round)
        for d in b.dolls():
            if d.kind == "doll" and not d.escaped and not d.heart_broken:
                self._gain_madness(b, d, 1, events, frame=-1, why=Phrase("end of round"))
        if not b.prompts:
            self._new_round(b, events)

    def _new_round(self, b: Battle, events) -> None:
        # the round's madness may have filled every fetter: the dolls are annihilated then and there
        # (001: 全ての未練を狂気で埋め尽くされてしまったなら、その時点でドールたちは全滅), before they are
        # counted as having held out for the round
        if self._check_end(b, events):
            return
        if b.victory.type == "survive_rounds" and b.victory.rounds and b.round >= b.victory.rounds:
            self._end_battle(b, "victory", events, Phrase("the dolls held out for {rounds} rounds", rounds=b.round))
            return
        b.round += 1
        b.phase = "battle"
        for p in b.fighters.values():
            p.used_this_round.clear()
            p.spine.clear()
            p.escape_blocked = False
            if not p.out:
                gain = b.max_ap(p)
                p.ap += gain
        _ev(events, "round_started", Phrase("Round {round} begins; everyone recovers max AP", round=b.round),
            round=b.round, ap={p.id: p.ap for p in b.fighters.values()})
        self._begin_count(b, self._start_count(b), events)

    # =====================================================================================
    # madness
    # =====================================================================================
    def _gain_madness(self, b: Battle, d: Participant, n: int, events, frame: int, why: Phrase) -> None:
        """Ask doll ``d`` to place ``n`` madness points (``why``: their cause); heart-broken when no fetter
        can take one."""
        if d.kind != "doll" or not d.fetters or n <= 0:
            return
        capacity = sum(MADNESS_MAX - f.madness for f in d.fetters)
        if capacity <= 0:
            self._heart_break(b, d, events)
            return
        options = [i for i, f in enumerate(d.fetters) if f.madness < MADNESS_MAX]
        count = min(n, capacity)
        then: str | Phrase = ""
        if n > capacity:
            then = Phrase("; then she is heart-broken")
            options.append("overflow")
        elif len(options) == 1:
            # only one fetter can take the points: nothing to ask (#21 item 15), they go there at once
            self._place_madness(b, d, [options[0]] * count, events)
            return
        b.prompts.append(Prompt("fetters", d.id, options, count, frame=frame, phrase=Phrase(
            "{name}: place {count} madness point(s) ({why}){then}", name=d.label, count=count, why=why, then=then)))

    def _heart_break(self, b, d, events):
        d.heart_broken = True
        _ev(events, "heart_broken", Phrase("{name} is heart-broken (精神崩壊): every fetter is mad", name=d.label),
            actor=d.id)

    def _verify_madness_check(self, b, c):
        t = self._participant(b, c.get(TARGET), TARGET)
        if b.phase not in ("battle", "setup"):
            illegal("狂気判定 (madness check)", "No madness check in the {phase} phase", phase=_phase(b))
        if b.busy:
            illegal("狂気判定 (madness check)", "Not while {busy}", busy=self._busy(b))
        if t.kind != "doll":
            illegal("狂気判定 (madness check)", "{name} has no fetters", name=t.label)
        if t.out:
            illegal("狂気判定 (madness check)", "{name} is out of the battle", name=t.label)
        _modifier(c)

    def _do_madness_check(self, b, c, dice, events):
        t = b.fighters[c.get(TARGET)]
        b.stack.append(CheckFrame("roll", roller=t.id, check_kind="madness", dice=1,
                                  modifier=int(c.get(MODIFIER, 0)), parent=None))

    def _verify_action_check(self, b, c):
        # 001: 行動判定を行わなければならない状況もありえます。そうした際は、基本的にアクションタイミングで、
        # NCの裁定したコストを消費して判定することになるでしょう。(her action: as a maneuver's, the GM's
        # override is there for another moment)
        t = self._participant(b, c.get(TARGET), TARGET)
        self._verify_action_turn(b, t, Phrase("make an action check"))
        if not whole_within(c.get(COST), ACTION_CHECK_COST):
            lo, hi = ACTION_CHECK_COST
            raise MalformedCommandError("'cost' (the AP the NC rules the check costs) must be a whole number "
                                        "from {lo} to {hi}", lo=lo, hi=hi)
        _modifier(c)

    def _do_action_check(self, b, c, dice, events):
        t = b.fighters[c.get(TARGET)]
        cost = int(c.get(COST))
        before = t.ap
        t.ap -= cost
        self._turn_taken(b, t)
        _ev(events, "action_check_declared",
            Phrase("{name} makes an action check (the NC's cost {cost}, AP {before} → {ap})", name=t.label, cost=cost,
                   before=before, ap=t.ap), actor=t.id, cost=cost, ap=t.ap)
        b.stack.append(CheckFrame("roll", roller=t.id, check_kind="action", dice=1,
                                  modifier=int(c.get(MODIFIER, 0)), parent=None))


def _modifier(c) -> None:
    """A check's situational modifier (the GM's), when given, within MODIFIER_RANGE."""
    if not whole_within(c.get(MODIFIER, 0), MODIFIER_RANGE):
        lo, hi = MODIFIER_RANGE
        raise MalformedCommandError(f"'modifier' must be a whole number from {lo} to {hi}")
