"""A stronger player for measuring the AI, not for the inner loop: flat Monte Carlo over the legal commands.

At every decision with more than one option the reference player (policy ``reference`` of every ruleset, through
vtt.sim.driver.make_policy) takes its side's legal commands (and, where the driver lets it decline or pass, doing
nothing), plays each on a copy of the battle (``ruleset.clone``: any ruleset, through the protocol), rolls the
battle out to its end with the ruleset's heuristic on both sides, and plays the one whose rollouts its side won
most. The rollouts of one decision share their seeds (common random numbers: each option meets the same dice
and the same opponents' draws as far as the battles run alike), and the budget is spent by sequential halving
(Karnin, Koren & Somekh, "Almost Optimal Exploration in Multi-Armed Bandits", ICML 2013): every option gets a few
rollouts, the better half more, and so on, the heuristic's own pick always among the options and always played
on; the best of the others replaces it only when it beat it clearly over the same rollouts (a paired difference
of more than 1.645 standard errors), so noise does not make the reference worse than its heuristic.

It sees what the rules hold, the hidden too (a bid laid face down, a card in a hand): it measures how far the
heuristic is from good play, it is no fair opponent. The dice still to come it does not know (a rollout rolls its
own). docs/simulate.md ("A reference player") has what it found.
"""
from __future__ import annotations

import json
import math
import random
from typing import Any

from vtt.core.records import Command
from vtt.core.session import Session

from .driver import next_command

#: rollouts a decision may spend at most (sequential halving over its options)
BUDGET = 48
#: options weighed at one decision at most: the heuristic's pick, declining where allowed, and others drawn at random
MOST_OPTIONS = 8
#: another option is played instead of the heuristic's pick only when it beat it by more than this many standard
#: errors over the same rollouts (one-sided 95 %)
Z_DEVIATE = 1.645
#: a rollout is cut after this many commands (counted as a draw): a safety net, far above a battle's length
ROLLOUT_COMMANDS = 3000
#: a rollout plays the rest of this round and this many more, then the battle is judged by who stands (standing)
HORIZON = 1
#: statuses of a participant out of the fight (as the generic map greys them: vtt.ui.widgets.zone_map)
OUT = frozenset({"out", "destroyed", "escaped", "heart_broken", "broken", "dead", "fled", "unconscious", "vanquished"})


def score(system, k: int, outcome: str) -> float:
    """What ``outcome`` is worth to side ``k`` (0 the players, 1 the others): 1 its win, 0 the other's, 0.5 an
    outcome neither side wins (a timeout, an escape, a peace: ``System.lost`` says what the other side wins;
    a system without it counts every outcome but the players' win and a timeout as the other side's)."""
    if outcome == "timeout":
        return 0.5
    won = system.won(outcome)
    lost = system.lost(outcome) if hasattr(system, "lost") else not won
    mine, theirs = (won, lost) if k == 0 else (lost, won)
    return 1.0 if mine else 0.0 if theirs else 0.5


def standing(session, side: str) -> float:
    """How well ``side`` stands, 0 to 1, from the battle's view (any ruleset): its share of what both sides have
    left, each participant counting 1 when well, less as her tracks wear (their mean), 0 when out of the fight."""
    left = {True: 0.0, False: 0.0}
    for t in session.view().tokens:
        if OUT.intersection(t.status):
            continue
        tracks = t.badge()
        left[t.side == side] += 1.0 - (sum(tr.worn() for tr in tracks) / len(tracks) if tracks else 0.0)
    total = left[True] + left[False]
    return left[True] / total if total else 0.5


def _key(c: Command | None) -> str:
    if c is None:
        return "-"
    return json.dumps([c.type, c.actor, c.params], sort_keys=True, default=str)


def _better(theirs: list[float], mine: list[float]) -> bool:
    """Whether an option beat the heuristic's pick over the rollouts both played (the same seeds: paired), by more
    than Z_DEVIATE standard errors of the difference: a close call keeps the heuristic's own move, so the
    reference departs from it only where its rollouts say so clearly."""
    diffs = [a - b for a, b in zip(theirs, mine)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean <= 0:
        return False
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean > Z_DEVIATE * math.sqrt(var / n)


class _Once:
    """Plays ``first`` at the first question its side is asked, then as ``then`` (the heuristic)."""

    def __init__(self, first: Command | None, then):
        self.first, self.then, self.asked = first, then, False

    def _once(self):
        self.asked = True
        return self.first

    def on_act(self, session, awaited):
        return self._once() if not self.asked else self.then.on_act(session, awaited)

    def on_react(self, session, awaited):
        return self._once() if not self.asked else self.then.on_react(session, awaited)

    def on_choose(self, session, awaited):
        return self._once() if not self.asked else self.then.on_choose(session, awaited)


class Reference:
    """The reference player of ``side`` (``system``: the ruleset's System; ``base``: the policy its rollouts play
    on both sides, the heuristic by default)."""

    def __init__(self, side: str, seed=None, system=None, base: str | None = None, budget: int = BUDGET,
                 max_rounds: int = 30, horizon: int = HORIZON):
        self.side, self.system = side, system
        known = system.policies()
        self.base = base or ("heuristic" if "heuristic" in known else next(iter(known)))
        self.factory = known[self.base]
        self.rng = random.Random(seed)
        self.own = self.factory(side, self.rng.getrandbits(62))         # its own pick, and the first option
        self.budget, self.max_rounds, self.horizon = budget, max_rounds, horizon
        self.decisions = self.searched = 0                                  # (for the measure's report)

    # -- the driver's three questions ---------------------------------------------------------------------
    def on_act(self, session, awaited):
        declinable = all(a.optional for a in awaited)
        options = [c for a in awaited for c in session.legal_commands(a.who)]
        return self._best(session, self.own.on_act(session, awaited), options, declinable)

    def on_react(self, session, awaited):
        options = [c for a in awaited for c in session.legal_commands(a.who)]
        return self._best(session, self.own.on_react(session, awaited), options, True)

    def on_choose(self, session, awaited):
        return self._best(session, self.own.on_choose(session, awaited), session.legal_commands(awaited.who), False)

    # -- weighing the options -----------------------------------------------------------------------------
    def _best(self, session, pick: Command | None, legal: list, declinable: bool) -> Command | None:
        self.decisions += 1
        options: dict[str, Command | None] = {}
        if pick is not None or declinable:
            options[_key(pick)] = pick
        if declinable:
            options.setdefault("-", None)
        rest = [c for c in legal if _key(c) not in options]
        self.rng.shuffle(rest)
        for c in rest:
            if len(options) >= MOST_OPTIONS:
                break
            options[_key(c)] = c
        if len(options) <= 1:
            return pick
        self.searched += 1
        seeds = [self.rng.getrandbits(62) for _ in range(self.budget)]
        mine_key = _key(pick) if _key(pick) in options else None
        scores: dict[str, list[float]] = {k: [] for k in options}
        alive = [k for k in options if k != mine_key]             # the others, halved; the pick always plays on
        rounds = max(1, math.ceil(math.log2(len(options))))
        while True:
            playing = alive + ([mine_key] if mine_key is not None else [])
            per = max(1, self.budget // (len(playing) * rounds))
            for k in playing:
                done = scores[k]
                for seed in seeds[len(done):len(done) + per]:
                    done.append(self._rollout(session, options[k], seed))
            alive.sort(key=lambda k: -sum(scores[k]) / len(scores[k]))
            if len(alive) <= 1 or all(len(scores[k]) >= len(seeds) for k in playing):
                break
            alive = alive[:max(1, len(alive) // 2)]
        best = alive[0]
        if mine_key is None or _better(scores[best], scores[mine_key]):
            return options[best]
        return pick

    def _rollout(self, session, first: Command | None, seed: int) -> float:
        """The battle played on from a copy of ``session``'s with ``first`` as this side's move, for this side: 1
        won, 0 lost or left where no AI can move it on (a reaction only the GM can rule on: the simulator counts
        such a battle a timeout, no one's win), 0.5 a timeout; still going after its horizon, who stands."""
        ruleset = session.ruleset
        rng = random.Random(seed)
        copy = Session(ruleset, ruleset.clone(session.state), rng.getrandbits(62), history=False, keep_log=False)
        policies: dict[str, Any] = {side: self.factory(side, rng.getrandbits(62)) for side in self.system.sides}
        policies[self.side] = _Once(first, policies[self.side])
        n = 0
        last = min(self.max_rounds, ruleset.round(session.state) + self.horizon)
        while n < ROLLOUT_COMMANDS and ruleset.round(copy.state) <= last:
            c = next_command(copy, policies)
            if c is None:
                if ruleset.outcome(copy.state) is None:
                    return 0.0            # no AI can move it on (a ruling the GM has to make): a timeout, no win
                break
            try:
                copy.do(c)
            except ValueError:            # an option the rules refuse on this copy (a pass where none is): worst
                return 0.0
            n += 1
        outcome = ruleset.outcome(copy.state)
        if outcome is None:                   # still going: judged by who stands (a timeout: a draw)
            return 0.5 if ruleset.round(copy.state) > self.max_rounds else standing(copy, self.side)
        return score(self.system, self.system.sides.index(self.side), outcome)

