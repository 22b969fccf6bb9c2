"""The session (controller): verifies commands against a ruleset, applies them, logs, undoes."""
from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING, Any, Callable, Iterable

from mypy_extensions import mypyc_attr

from . import battle_pictures, free_roll
from .dice import DiceFeed, check_typed, random_state
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
#: the most commands a battle's log holds: a hundred times a long battle (~200), as the simulator's safety
#: net; opening a saved battle replays its log, ~0.1-0.2 ms a command (benchmarks/bench_open.py), so a
#: battle file or journal of at most this many opens in seconds and is refused past it (game_file), and a
#: session refuses the command past it, so that every battle it saves opens again
MAX_LOG_COMMANDS = 20_000


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
        self._allowed: tuple | None = None     # (command, its checked copy, state, version, ticket) can() allowed
        #: the commands' parameters as the ruleset declares them (vtt.core.params), checked at do/can
        self._declared = getattr(ruleset, "declared", None)
        #: a d10 typed 0 is 10 in this ruleset (vtt.core.dice)
        self._zero_is_ten = bool(getattr(ruleset, "d10_zero_is_ten", False))
        self._failed: str | None = None        # see _undo_failed
        self._history = False
        self.set_history(history)
        self._listeners: list[Callable[[list[Event]], None]] = []
        #: Physical dice typed ahead at the table; the next rolls take them, whichever command
        #: causes them. The commands record the values they used, so a replay stays exact.
        self.pending_dice: list = []
        #: how the rolls take ``pending_dice`` (vtt.core.dice.DiceFeed): False (a script's dice) the next dice
        #: rolled take the next values, the computer rolling once they run out; True (the GM's, typed in the
        #: window's dice box) each roll the rules name takes its own whole: as many values as it rolls dice, or
        #: after a None (a typed "-") none, the computer rolling it; a roll typed in part is refused
        self.typed_by_roll = False
        self._pictures: Any = None             # the pictures its views are given (made when first viewed)

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
    def _checked(self, command) -> tuple[Command, dict]:
        """(the command, its parameters as the session keeps them): built from JSON (a dict) or checked (a
        Command made in Python), then checked against the parameters its ruleset declares; the parameters
        are a copy, so nothing the caller still holds can change what was verified or logged (a refusal:
        MalformedCommandError)."""
        c = command.check() if isinstance(command, Command) else Command.from_dict(command)
        if c.type == free_roll.FREE_ROLL:             # the dice box's roll, in any ruleset: the session's own
            return c, free_roll.params(c)
        if c.type == battle_pictures.MAP_PICTURE:     # the GM's map picture, in any ruleset: the session's own
            return c, battle_pictures.params(c)
        declared = self._declared
        return c, (declared.check(c) if declared is not None else copy.deepcopy(c.params))

    def _kept(self, command) -> Command:
        """The command as the session reads it: its parameters as checked (a JSON null optional parameter
        left out), the one reading that verify, can and do each hand the rules."""
        c, params = self._checked(command)
        return Command(c.type, c.actor, params, c.dice)

    def verify(self, command) -> None:
        self._verify(self._kept(command))

    def can(self, command) -> Verdict:
        if self._failed is not None:
            return Verdict(False, f"this battle was left half-changed by an error and cannot go on: {self._failed}")
        try:
            kept = self._kept(command)
            params = kept.params
            ticket = self._verify(kept)
        except VttError as e:
            return Verdict.refused(e)
        # ``do`` of this very command on this very state need not verify again (an AI asks, then does)
        self._allowed = (command, params, self.state, self._version, ticket)
        return Verdict(True)

    def do(self, command, atomic: bool = True) -> list[Event]:
        """Verify, then apply. A rejected command raises and leaves everything unchanged: the state, the
        log and the random state. So does any other error while applying (a bug in the rules): the state
        is put back as it was (see _undo_failed).

        ``atomic=False`` (replaying a file whose session is thrown away on any error) skips the
        copy that would undo a command whose entered dice turn out wrong after applying it."""
        if self._failed is not None:
            raise RuntimeError(f"this battle was left half-changed by an error and cannot go on: {self._failed}")
        if self.keep_log and len(self.log) >= MAX_LOG_COMMANDS:
            raise IllegalCommandError("log", "The battle's log is full ({most} commands): save it and go on in a "
                                             "new battle", most=MAX_LOG_COMMANDS)
        allowed = self._allowed
        self._allowed = None
        if (allowed is not None and allowed[0] is command and allowed[2] is self.state
                and allowed[3] == self._version and type(command) is Command and command.params == allowed[1]):
            # what can() verified, with the values it verified (not the caller's, which may since differ)
            kept = Command(command.type, command.actor, allowed[1], command.dice)
            ticket = allowed[4]
        else:
            kept = self._kept(command)
            ticket = self._verify(kept)
        # Without entered dice nothing the rules refuse can happen after verify, so no copy is made: an
        # error after all is put back from the undo checkpoints (see _undo_failed)
        typed_ahead = kept.dice is None and bool(self.pending_dice)
        if typed_ahead:
            check_typed(self.pending_dice, self.typed_by_roll)
        before = (self.ruleset.clone(self.state)
                  if atomic and (kept.dice is not None or typed_ahead) else None)
        by_roll = typed_ahead and self.typed_by_roll
        feed = DiceFeed(self.rng, self.pending_dice if typed_ahead else kept.dice, self._zero_is_ten, by_roll, False,
                        self._named if by_roll else None)
        try:
            # what verify worked out (a ticket) is handed on, not worked out again
            events = (self._apply(self.state, kept, feed) if ticket is None
                      else self.ruleset.apply(self.state, kept, feed, ticket))
            if feed.unused and not typed_ahead:
                raise MalformedCommandError(
                    f"{len(feed.unused)} entered die value(s) were not needed: {feed.unused}")
        except BaseException as e:
            self._undo_failed(before, feed.drawn, atomic, e)
            raise
        self.drawn += feed.drawn
        if typed_ahead:
            self.pending_dice = feed.unused
        if feed.used or kept.dice is not None:
            # recorded with the dice it used, so a replay is exact; ``kept`` is the session's own, made
            # above and seen by nobody else yet: it is completed, not copied again
            object.__setattr__(kept, "dice", tuple(feed.used))
        self._push(kept, events)
        return events

    def _verify(self, c: Command, state: Any = None) -> Any:
        """The rules' verdict on ``c`` (a free roll is the session's own: vtt.core.free_roll), on the battle's
        state (or ``state``, a copy of it)."""
        if state is None:
            state = self.state
        if c.type == free_roll.FREE_ROLL:
            free_roll.verify(self.ruleset, state, c)
            return None
        if c.type == battle_pictures.MAP_PICTURE:
            battle_pictures.verify(self.ruleset, state, c)
            return None
        return self.ruleset.verify(state, c)

    def _named(self, who: Any) -> Any:
        """A participant's name, for a refusal of the dice typed for her roll."""
        from .rolls import name_of
        return name_of(self.ruleset, self.state, who)

    def rolls(self, command) -> list | None:
        """The rolls ``command`` would make now, in the order the rules make them (vtt.core.rolls.Roll): the
        ruleset's own answer (its optional ``rolls(state, command)``), else those of a trial on a copy of the
        battle with dice of its own (the battle, its dice and its log are left as they are); None when the
        command would be refused (or the rules cannot tell)."""
        from .rolls import recorded
        try:
            kept = self._kept(command)
            hook = getattr(self.ruleset, "rolls", None)
            if hook is not None:
                return hook(self.state, kept)
            state = self.ruleset.clone(self.state)
            ticket = self._verify(kept, state)
            feed = DiceFeed(random.Random(0), None, self._zero_is_ten, False, True)
            if ticket is None:
                self._apply(state, kept, feed)
            else:
                self.ruleset.apply(state, kept, feed, ticket)
        except VttError:
            return None
        return recorded(feed.rolls or [])

    def _apply(self, state: Any, c: Command, feed: DiceFeed) -> list[Event]:
        if c.type == free_roll.FREE_ROLL:
            return free_roll.apply(self.ruleset, state, c, feed)
        if c.type == battle_pictures.MAP_PICTURE:
            return battle_pictures.apply(self.ruleset, state, c, feed)
        return self.ruleset.apply(state, c, feed)

    def _undo_failed(self, before, drawn: int, atomic: bool, error: BaseException) -> None:
        """Put the battle back as it was before a command whose applying raised ``error``: from the copy
        made before it (entered dice), else from the nearest undo checkpoint and the log (a session with
        history: no copy is made per command); the dice it drew are drawn again. A session without
        history (the simulator's) has nothing to rebuild from: it refuses every later command."""
        if drawn:
            self.rng = random_state(self.seed, self.drawn)
        if before is not None:
            self.state = before
        elif self._history and self._checkpoints:
            n = len(self.log)
            base = max(k for k in self._checkpoints if k <= n)
            state = self.ruleset.clone(self._checkpoints[base])
            for rec in self.log[base:n]:        # recorded commands carry their dice: exact
                self._apply(state, rec.command, DiceFeed(self.rng, rec.command.dice))
            self.state = state
        elif atomic:
            self._failed = f"{type(error).__name__}: {error}"

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
        """The battle as ``viewer`` (default: the GM) may see it, with the pictures it is given (the portraits,
        the map picture: vtt.core.battle_pictures)."""
        if viewer is None:
            from .ruleset import GM_VIEWER
            viewer = GM_VIEWER
        view = self.ruleset.view(self.state, viewer)
        pictures = self._pictures
        if pictures is None:
            pictures = self._pictures = battle_pictures.BattlePictures(self.setup_pictures())
        return pictures.view(self, view)

    def setup_pictures(self) -> tuple:
        """(participant id -> portrait, the map picture) of the battle's setup, pictures named by absolute
        paths: none here (a session that knows the scenario its battle began on tells them)."""
        return {}, None

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
            self._apply(state, rec.command, DiceFeed(self.rng, rec.command.dice))
        for k in [k for k in self._checkpoints if k > target]:
            del self._checkpoints[k]
        self.state = state
        rec = self.log.pop()
        self._version += 1
        self._redo.append(rec)
        self._notify([Event("undone", {"index": rec.index}, None, Phrase("Undid: {command}", command=rec.command.type))])

    def mark(self) -> tuple:
        """Where the battle stands now, for ``take_back``: its log's length, its dice drawn and what could
        be redone."""
        return (len(self.log), self.drawn, list(self._redo))

    def take_back(self, mark: tuple) -> None:
        """Take back every command done since ``mark`` as if none had been tried (commands done on the way
        to one refused anyway: `vtt play`'s auto_pass): undone, their dice drawn again by the next roll,
        and the redo stack as it was (a refusal changes nothing, redo included)."""
        length, drawn, redo = mark
        while len(self.log) > length:
            self.undo()
        self.restore_draws(drawn)
        self._redo = list(redo)

    def redo(self) -> None:
        if not self._redo:
            raise IllegalCommandError("redo", "There is nothing to redo")
        rec = self._redo.pop()
        events = self._apply(self.state, rec.command, DiceFeed(self.rng, rec.command.dice))
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
