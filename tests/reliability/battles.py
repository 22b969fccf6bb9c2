"""Battles of every ruleset for the hostile tests: a session mid-battle (the AI has played a few moves), and
what must not change when a command is refused (its fingerprint)."""
from __future__ import annotations

from vtt.core import registry

from tests.playing import heuristic, play

RULESETS = ("nechronica", "zones", "ashes", "hundred")


def started(ruleset: str, seed: int = 1, moves: int = 12):
    """The ruleset's demo battle after ``moves`` commands of its heuristic AI on both sides (or fewer, at
    its end): the commands' parameters are met mid-battle, not only at its start."""
    system = registry.get(ruleset)
    return play(system.demo_session(seed), heuristic(system, seed), moves)


def fingerprint(s) -> tuple:
    """Everything a refused command must leave as it was: the state, the log, the random state."""
    return (s.snapshot(), [r.command.to_dict() for r in s.log], s.drawn, s.rng.getstate(), list(s.pending_dice))


def refused(s, raw: dict) -> str:
    """``raw`` (a command as JSON) refused by can() and do(), as JSON and as a Command made in Python, each a
    MalformedCommandError leaving the battle as it was (its fingerprint, its redo stack); the message."""
    import pytest
    from vtt.core.errors import MalformedCommandError
    from vtt.core.records import Command
    before, redo = fingerprint(s), s.can_redo
    message = ""
    params = {k: v for k, v in raw.items() if k not in ("type", "actor", "dice")}
    for form in (raw, Command(raw["type"], raw.get("actor"), params, raw.get("dice"))):
        assert not s.can(form), raw
        with pytest.raises(MalformedCommandError) as e:
            s.do(form)
        message = str(e.value)
        assert fingerprint(s) == before and s.can_redo == redo
    return message
