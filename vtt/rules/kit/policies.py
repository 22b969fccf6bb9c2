"""The AI's shared pieces (vtt.sim.driver asks a policy ``on_act``, ``on_react``, ``on_choose``): a policy's
seat, the random policy every package ruleset offers, the first of a policy's picks the session allows,
and the simulator's means of a ruleset's own figures."""
from __future__ import annotations

import random
from typing import ClassVar

from mypy_extensions import mypyc_attr

from vtt.core.session import accepts


def first_allowed(session, candidates, key=None, reverse: bool = False):
    """The first of ``candidates`` (in order, or stably sorted by ``key``) that ``session`` allows now, or
    None. A policy picks among its ruleset's candidate commands checking only what it would play, in its
    order of preference, instead of verifying every legal command first: the same pick (max and min take
    the first of equals, as a stable sort does), a few checks instead of dozens; and the session remembers
    the check, so doing the command does not verify it again."""
    for c in (candidates if key is None else sorted(candidates, key=key, reverse=reverse)):
        if session.can(c):
            return c
    return None


def any_allowed(rules, state, candidates) -> bool:
    """Whether ``rules`` accept any of ``candidates`` on ``state`` (stops at the first)."""
    return any(accepts(rules, state, c) for c in candidates)


@mypyc_attr(allow_interpreted_subclasses=True)     # (a ruleset outside the compiled build, too)
class Policy:
    """A policy plays ``side``, with its own random numbers (``seed``: the same battle again)."""

    def __init__(self, side: str, seed=None):
        self.side = side
        self.rng = random.Random(seed)


@mypyc_attr(allow_interpreted_subclasses=True)     # (a ruleset outside the compiled build, too)
class RandomPolicy(Policy):
    """Any legal command, at random (seeded). A ruleset's random policy says only what it never plays or
    plays otherwise:

    - ``ends`` (command types) are played with chance ``end_chance`` before anything else is drawn;
    - ``react_skip`` are never a reaction; ``react_first``, when offered, is the reaction drawn from; else a
      reaction is made with chance ``react_chance`` (1: always, when there is one);
    - ``choose_skip`` are never chosen; ``never(c)`` is never played at all."""

    # (ClassVars: a compiled subclass's own values are read, not its base's defaults)
    ends: ClassVar[tuple] = ()
    end_chance: ClassVar[float] = 0.0
    react_skip: ClassVar[tuple] = ()
    react_first: ClassVar[str | None] = None
    react_chance: ClassVar[float] = 1.0
    choose_skip: ClassVar[tuple] = ()

    def never(self, c) -> bool:
        return False

    def pick(self, options):
        """One of ``options`` at random, but those it never plays (None: none left)."""
        options = [c for c in options if not self.never(c)]
        return self.rng.choice(options) if options else None

    def on_act(self, session, awaited):
        for a in awaited:
            options = session.legal_commands(a.who)
            if not options:
                continue
            ends = [c for c in options if c.type in self.ends]
            if ends and self.rng.random() < self.end_chance:
                return ends[0]
            c = self.pick(options)
            if c is not None:
                return c
        return None

    def on_react(self, session, awaited):
        options = [c for a in awaited for c in session.legal_commands(a.who) if c.type not in self.react_skip]
        first = [c for c in options if c.type == self.react_first]
        if first:
            return self.pick(first)
        if not options or (self.react_chance < 1 and self.rng.random() >= self.react_chance):
            return None
        return self.pick(options)

    def on_choose(self, session, awaited):
        return self.pick([c for c in session.legal_commands(awaited.who) if c.type not in self.choose_skip])


@mypyc_attr(allow_interpreted_subclasses=True)     # (a ruleset outside the compiled build, too)
class FiguresTally:
    """The simulator's report of a ruleset's own figures over many battles: the hit rate (``hits`` of
    ``attacks``) and the mean per battle of each of ``means`` (reported as ``<name>_mean``), from each
    battle's details (its BattleFigures' ``details``)."""

    means: ClassVar[tuple] = ()

    def __init__(self):
        self.n = 0
        self.sums = dict.fromkeys(("attacks", "hits") + self.means, 0)

    def add(self, details: dict) -> None:
        self.n += 1
        for k in self.sums:
            self.sums[k] += details[k]

    def report(self) -> dict:
        n, attacks = max(1, self.n), self.sums["attacks"]
        return {"hit_rate": self.sums["hits"] / attacks if attacks else 0.0,
                **{f"{k}_mean": self.sums[k] / n for k in self.means}}
