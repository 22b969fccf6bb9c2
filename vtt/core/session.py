"""The session (controller): verifies commands against a ruleset, applies them, logs, undoes."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable, Iterable

from mypy_extensions import mypyc_attr

from .dice import DiceFeed, random_state
from .errors import IllegalCommandError, IncompleteCommandError, MalformedCommandError, Phrase, VttError
from .records import Command, Event, Record

if TYPE_CHECKING:     # the protocol's records are made only when asked for: not on the start-up path
    from .ruleset import Awaited, Ruleset, View, Viewer


class Verdict:
    """Answer of ``Session.can``: truthy when allowed, else carries the reason.

    ``template`` and ``fields``: the reason as the rules phrased it (see errors.Phrase), for a ruleset's
    own translation; ``incomplete``: the command only lacks a choice still to be made (a target)."""

    __slots__ = ("ok", "reason", "rule", "template", "fields", "incomplete")

    def __init__(self, ok: bool, reason: str = "", rule: str = "", template: str | None = None,
                 fields: dict | None = None, incomplete: bool = False):
        self.ok, self.reason, self.rule, self.incomplete = ok, reason, rule, incomplete
        self.template = reason if template is None else template
        self.fields = fields or {}

    @classmethod
    def refused(cls, error: VttError) -> "Verdict":
        """The verdict an error stands for (an IllegalCommandError keeps its rule and template)."""
        if isinstance(error, IllegalCommandError):
            return cls(False, error.reason, error.rule, error.template, error.fields)
        return cls(False, str(error), template=getattr(error, "template", None), fields=getattr(error, "fields", None),
                   incomplete=isinstance(error, IncompleteCommandError))

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self):
        return "Verdict(ok)" if self.ok else f"Verdict({self.reason!r})"


OVERRIDE = "override"
CHECKPOINT_EVERY = 16


def accepts(rules: Any, state: Any, command: Command) -> bool:
    """Whether ``rules`` would verify ``command`` on ``state`` now (a ruleset's legal commands are the
    candidates it accepts)."""
    try:
        rules.verify(state, command)
        return True
    except (IllegalCommandError, MalformedCommandError):
        return False


@mypyc_attr(allow_interpreted_subclasses=True)     # BattleSession and the tests' sessions subclass it
class Session:
    """Holds one battle: the state, the log of accepted commands, undo/redo and listeners.

    Data flows one way: command -> verify -> apply -> events -> log -> listeners.
    ``history=False`` skips undo snapshots (the simulator's hot loop).
    """

    def __init__(self, ruleset: Ruleset, state: Any, seed: int | None = None, history: bool = True,
                 keep_log: bool = True):
        self.ruleset = ruleset
        self.state = state
        # Without a seed the battle gets one of its own, so its random state can be saved: the state is
        # the seed and ``drawn``, the number of RNG words used so far (see DiceFeed).
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62)
        self.rng = random.Random(self.seed)
        self.drawn = 0
        self.log: list[Record] = []
        #: Without a log (a simulated battle nobody will save or undo) no record is made per command;
        #: the listeners still hear every command's events.
        self.keep_log = keep_log
        self._version = 0                      # changes with every command done or undone
        # Undo keeps a copy of the state every CHECKPOINT_EVERY commands and replays the recorded
        # commands (with their dice) from the nearest one: a command costs no copy, an undo at
        # most CHECKPOINT_EVERY - 1 replayed commands.
        self._checkpoints: dict[int, Any] = {}
        self._redo: list[Record] = []
        self._allowed: tuple | None = None     # (command, state, log length) last found allowed by can()
        self._history = False
        self.set_history(history)
        self._listeners: list[Callable[[list[Event]], None]] = []
        #: Physical dice typed ahead at the table; the next rolls take them, whichever command
        #: causes them. The commands record the values they used, so a replay stays exact.
        self.pending_dice: list[int] = []

    @property
    def history(self) -> bool:
        """Whether commands can be undone. Turning it on makes the present the earliest undo point."""
        return self._history

    def set_history(self, on: bool) -> None:
        """Turn undo on or off (a method, not a property setter: a compiled Session's setter is not
        reached from a subclass written in Python)."""
        if on and not getattr(self, "keep_log", True):
            raise ValueError("a session without a log cannot undo")
        if on and not self._history:
            self._checkpoints = {len(self.log): self.ruleset.clone(self.state)}
        elif not on:
            self._checkpoints = {}
        self._history = on

    # -- listeners -----------------------------------------------------------------------
    def add_listener(self, fn: Callable[[list[Event]], None]) -> None:
        self._listeners.append(fn)

    def remove_listener(self, fn) -> None:
        if fn in self._listeners:
            self._listeners.remove(fn)

    def _notify(self, events: list[Event]) -> None:
        for fn in list(self._listeners):
            fn(events)

    # -- verify / can / do ---------------------------------------------------------------
    @staticmethod
    def _coerce(command) -> Command:
        return command.check() if isinstance(command, Command) else Command.from_dict(command)

    def verify(self, command) -> None:
        command = self._coerce(command)
        self.ruleset.verify(self.state, command)

    def can(self, command) -> Verdict:
        try:
            command = self._coerce(command)
            ticket = self.ruleset.verify(self.state, command)
        except VttError as e:
            return Verdict.refused(e)
        # ``do`` of this very command on this very state need not verify again (an AI asks, then does)
        self._allowed = (command, self.state, self._version, ticket)
        return Verdict(True)

    def do(self, command, atomic: bool = True) -> list[Event]:
        """Verify, then apply. A rejected command raises and leaves everything unchanged.

        ``atomic=False`` (replaying a file whose session is thrown away on any error) skips the
        copy that would undo a command whose entered dice turn out wrong after applying it."""
        command = self._coerce(command)
        allowed = self._allowed
        if allowed is None or allowed[0] is not command or allowed[1] is not self.state or allowed[2] != self._version:
            ticket = self.ruleset.verify(self.state, command)
        else:
            ticket = allowed[3]
        self._allowed = None
        # Without entered dice nothing can fail after verify, so no copy is needed to stay atomic.
        typed_ahead = command.dice is None and bool(self.pending_dice)
        before = (self.ruleset.clone(self.state)
                  if atomic and (command.dice is not None or typed_ahead) else None)
        feed = DiceFeed(self.rng, self.pending_dice if typed_ahead else command.dice)
        try:
            # what verify worked out (a ticket) is handed on, not worked out again
            events = (self.ruleset.apply(self.state, command, feed) if ticket is None
                      else self.ruleset.apply(self.state, command, feed, ticket))
        except VttError:
            if before is not None:
                self.state = before       # e.g. a hand-entered die out of range: nothing changes
            raise
        finally:
            self.drawn += feed.drawn      # the RNG moved on either way
        if feed.unused and not typed_ahead:
            if before is not None:
                self.state = before
            raise MalformedCommandError(
                f"{len(feed.unused)} entered die value(s) were not needed: {feed.unused}")
        if typed_ahead:
            self.pending_dice = feed.unused
        recorded = command.with_dice(feed.used) if (feed.used or command.dice is not None) else command
        self._push(recorded, events)
        return events

    def _push(self, command: Command, events: list[Event], redoing: bool = False) -> None:
        self._version += 1
        if not self.keep_log:
            self._notify(events)
            return
        rec = Record(len(self.log), command, tuple(events), command.type == OVERRIDE)
        self.log.append(rec)
        if self._history and len(self.log) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self.log)] = self.ruleset.clone(self.state)
        if not redoing:                   # a new command ends what could be redone; a redo does not
            self._redo.clear()
        self._notify(events)

    # -- legal actions -------------------------------------------------------------------
    def legal_commands(self, actor: str | None = None) -> list[Command]:
        return self.ruleset.legal_commands(self.state, actor)

    def awaited(self) -> list[Awaited]:
        """Who the battle waits on now, and for what (the ruleset's answer)."""
        return self.ruleset.awaited(self.state)

    def view(self, viewer: Viewer | None = None) -> View:
        """The battle as ``viewer`` (default: the GM) may see it."""
        if viewer is None:
            from .ruleset import GM_VIEWER
            viewer = GM_VIEWER
        return self.ruleset.view(self.state, viewer)

    # -- undo / redo ---------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return self._history and len(self.log) > min(self._checkpoints, default=len(self.log))

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> None:
        if not self.can_undo:
            raise IllegalCommandError("undo", "There is nothing to undo")
        target = len(self.log) - 1
        base = max(k for k in self._checkpoints if k <= target)
        state = self.ruleset.clone(self._checkpoints[base])
        for rec in self.log[base:target]:       # recorded commands carry their dice: exact
            self.ruleset.apply(state, rec.command, DiceFeed(self.rng, rec.command.dice))
        for k in [k for k in self._checkpoints if k > target]:
            del self._checkpoints[k]
        self.state = state
        rec = self.log.pop()
        self._version += 1
        self._redo.append(rec)
        self._notify([Event("undone", {"index": rec.index}, None, Phrase("Undid: {command}", command=rec.command.type))])

    def redo(self) -> None:
        if not self._redo:
            raise IllegalCommandError("redo", "There is nothing to redo")
        rec = self._redo.pop()
        events = self.ruleset.apply(self.state, rec.command, DiceFeed(self.rng, rec.command.dice))
        self._push(rec.command, events, redoing=True)     # listeners see the rest still redoable

    # -- replay --------------------------------------------------------------------------
    def replay(self, commands: Iterable[Command], atomic: bool = True) -> None:
        """Apply recorded commands (with their dice) one by one, verifying each."""
        for c in commands:
            self.do(c, atomic)

    def snapshot(self) -> dict:
        return self.ruleset.snapshot(self.state)

    def restore_draws(self, drawn: int) -> None:
        """Set the random state to this battle's after ``drawn`` RNG words (a reloaded or recovered
        battle rolls on exactly as the one that was saved)."""
        self.rng = random_state(self.seed, drawn)
        self.drawn = drawn
