"""The generic AI driver: whose move it is (the ruleset's ``awaited``), and the GM's routine duties.

A policy plays one side of any ruleset through three calls, each returning a Command to try (or None), each
handed who is awaited (``Awaited`` records, or the ruleset's lighter ``Move`` records):
``on_act(session, awaited)`` with the side's participants who may act now (a side whose participants
only may, ``Awaited.optional``, is asked before the one whose turn it is, and None declines), ``on_react(session,
awaited)`` in an open window (None: let the window close), ``on_choose(session, awaited)`` for a choice
put to one of its participants. Every command it returns still goes through ``session.do``.
"""
from __future__ import annotations

from vtt.core.records import Command
from vtt.core.ruleset import ACT, CHOOSE, COMMIT, GM, REACT


def _sides_in_order(awaited) -> list[str]:
    out: list[str] = []
    for a in awaited:
        if a.side and a.side not in out:
            out.append(a.side)
    return out


def next_command(session, policies: dict) -> Command | None:
    """The next command of a battle played by ``policies`` ({side: policy}; a side missing from it is
    left to a human: None is returned when it is that side's move). None also when it is over.

    Who is awaited comes from the ruleset's ``moves`` where it offers them (vtt.core.ruleset.Move: no phrase,
    choice or window is made for a table nobody watches), else from ``awaited``: a policy is handed either
    (it reads ``who``, ``side``, ``kind``, ``fallback`` and ``optional``)."""
    moves = getattr(session.ruleset, "moves", None)
    awaited = moves(session.state) if moves is not None else session.awaited()
    if not awaited:
        return None
    first = awaited[0]
    if first.kind == GM:
        return _gm_step(first, awaited, policies)
    if first.kind in (CHOOSE, COMMIT):
        if first.who is None:                       # the GM's own decision: the first legal answer
            options = session.legal_commands(None)
            return options[0] if options else None
        pol = policies.get(first.side)
        return pol.on_choose(session, first) if pol is not None else None
    if first.kind == REACT:
        for side in _sides_in_order(awaited):
            mine = [a for a in awaited if a.side == side]
            pol = policies.get(side)
            if pol is None:
                if any(session.legal_commands(a.who) for a in mine):
                    return None          # a human might still react: leave the pass to them
                continue
            c = pol.on_react(session, mine)
            if c is not None:
                return c
        return next((a.fallback for a in awaited if a.fallback is not None), None)
    if first.kind == ACT:
        # another side that only may act now (act earlier than its turn) is asked first; None declines
        for side in _sides_in_order(awaited):
            mine = [a for a in awaited if a.side == side]
            pol = policies.get(side)
            if side != first.side and pol is not None and all(a.optional for a in mine):
                c = pol.on_act(session, mine)
                if c is not None:
                    return c
        for side in _sides_in_order(awaited):
            pol = policies.get(side)
            if pol is not None:
                return pol.on_act(session, [a for a in awaited if a.side == side])
        return None
    return None


def _gm_step(gm, awaited, policies: dict) -> Command | None:
    """The GM's step as the AI may take it. Participants awaited with it do their own part of it (each her
    ``fallback``: every combatant rolls her own Effort, the GM's step rolls all that are left): the step is the
    AI's only while it plays every side they are on; with a side left to a person it takes its own
    participants' parts one by one, then leaves the step to the GM (who types the people's physical dice)."""
    shares = [a for a in awaited if a.who is not None]
    if all(a.side in policies for a in shares):
        return gm.fallback
    return next((a.fallback for a in shares if a.side in policies and a.fallback is not None), None)


#: the policy every ruleset has besides its own: flat Monte Carlo rollouts of its heuristic (vtt.sim.reference),
#: for measuring the heuristic, too slow for the table
REFERENCE = "reference"


def policy_names(system) -> list[str]:
    """The AI policies a side of ``system`` may be played by: the ruleset's own, and the reference player."""
    names = list(system.policies())
    return names + [REFERENCE] if REFERENCE not in names else names


def make_policy(name: str, side: str, seed: int | None = None, system=None):
    """The AI policy ``name`` of ``system`` (default: the default ruleset's) playing ``side``."""
    from vtt.core import registry
    system = registry.get() if system is None else system
    policies = system.policies()
    if name not in policies and name != REFERENCE:
        raise ValueError(f"unknown policy {name!r}; use one of: {', '.join(policy_names(system))}")
    if side not in system.sides:
        raise ValueError(f"side must be one of {system.sides}, not {side!r}")
    if name not in policies:
        from .reference import Reference
        return Reference(side, seed, system)
    return policies[name](side, seed)
