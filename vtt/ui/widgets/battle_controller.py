"""The Qt face of a session of any ruleset: signals on change, the one place errors become messages."""
from __future__ import annotations

from itertools import compress
from operator import is_not

from PySide6.QtCore import QObject, Signal

from vtt.core import errors, records, ruleset, session
from vtt.ui import i18n

VttError = errors.VttError
Command = records.Command
GM_VIEWER, View, Viewer, refusal_text = ruleset.GM_VIEWER, ruleset.View, ruleset.Viewer, ruleset.refusal_text
Session, Verdict = session.Session, session.Verdict
current_language = i18n.current_language


def follow(widget, controller, viewer: Viewer, read_only: bool, on_changed) -> None:
    """Make ``widget`` draw ``controller``'s view for ``viewer``: sets its ``controller``, ``viewer``,
    ``read_only`` and ``view``, and calls ``on_changed`` after every change of the battle."""
    widget.controller, widget.viewer, widget.read_only = controller, viewer, read_only
    widget.view = controller.view(viewer)
    controller.changed.connect(on_changed)


def others(items, now, then):
    """The ``items`` at the positions where ``now`` holds another object than ``then`` (found in C; as far as the
    shortest of the three goes): what a widget makes again of a row of records the ruleset keeps."""
    return compress(items, map(is_not, now, then))


def changed_at(now, then) -> list:
    """The positions where ``now`` holds another object than ``then``."""
    return list(others(range(len(now)), now, then))


class Kept:
    """What a widget made of each position of a row of records (a token and her turn-order entry), kept while
    the ruleset hands out the very same records there in the next view (they are frozen: the same objects, the
    same facts), so after a move only the one that moved is made and drawn again. The positions whose records
    are other objects are found in C (``map(is_not)`` over the rows): with 200 on the map a move looks at one
    position, not 200 (a call into Python for each made the map's looks and the count track's chips ~1.5 M
    instructions a move)."""

    def __init__(self):
        self._last: tuple | None = None      # (the columns last given, what was made of them)

    def row(self, make, *columns) -> list:
        """``make(a, b, ...)`` of each position of ``columns`` (sequences of one length), kept from the last
        call for a position whose every record is the very same object; a row of another length is made
        afresh."""
        columns = tuple(tuple(c) for c in columns)
        last = self._last
        if last is None or len(last[0]) != len(columns) or len(last[0][0]) != len(columns[0]):
            made = list(map(make, *columns))
        else:
            made = list(last[1])
            others = map(any, zip(*(map(is_not, now, then) for now, then in zip(columns, last[0]))))
            for i in compress(range(len(made)), others):
                made[i] = make(*(c[i] for c in columns))
        self._last = (columns, made)
        return made

    def clear(self) -> None:
        self._last = None


class BattleController(QObject):
    """Holds the current Session (none yet: the window's start page) and re-emits its changes as Qt signals.

    Widgets never change state themselves: they call ``do`` (or ``undo``/``redo``) and redraw from
    ``view()`` when ``changed`` fires. A rejected command emits ``error`` with the reason, in the
    interface language, and leaves the battle unchanged. ``revision`` counts the changes (a widget that
    redraws only when shown compares it with the one it drew)."""

    changed = Signal(list)             # events of the last change (empty after a session swap)
    session_replacing = Signal(object)  # the session about to replace the current one (nobody has it yet)
    session_replaced = Signal()
    error = Signal(str)
    message = Signal(str)

    def __init__(self, session: Session | None = None, parent=None):
        super().__init__(parent)
        self._session: Session | None = None
        self.revision = 0
        self._views: dict[Viewer, View] = {}   # this change's view for each viewer: the widgets share it
        self._names: dict = {}                 # a label's id -> (the label, a language, its name: token_name)
        self._awaited: list | None = None      # this change's awaited(): the widgets share it
        self.path = None
        self.dice_entry = None           # a QLineEdit of physical dice, when the window has one
        if session is not None:
            self.set_session(session)

    @property
    def session(self) -> Session:
        return self._session

    @property
    def state(self):
        return self._session.state

    @property
    def ruleset(self):
        return self._session.ruleset

    def set_session(self, session: Session, path=None) -> None:
        self.session_replacing.emit(session)      # (the window takes down another ruleset's widgets first)
        if self._session is not None:
            self._session.remove_listener(self._on_events)
        self._session = session
        self.path = path
        session.add_listener(self._on_events)
        self._views.clear()
        self._awaited = None
        self._names.clear()                       # (another ruleset's catalog)
        self.revision += 1
        self.session_replaced.emit()
        self.changed.emit([])

    def _on_events(self, events) -> None:
        self._views.clear()
        self._awaited = None
        self.revision += 1
        self.changed.emit(list(events))

    # -- asking ---------------------------------------------------------------------------------
    def view(self, viewer: Viewer = GM_VIEWER) -> View:
        """The battle as ``viewer`` sees it now: made once per change, however many widgets ask."""
        view = self._views.get(viewer)
        if view is None:
            view = self._views[viewer] = self._session.view(viewer)
        return view

    def awaited(self) -> list:
        """Who the battle waits on now (a list not to be changed): asked once per change, however many widgets
        ask (the window following who acts, the Now panel, the dice tray). Taken from the GM's view, which every
        change makes anyway and which holds the ruleset's ``awaited()`` as it is (View.awaited): not made twice
        (among 200 awaited draws ~3 M instructions a change)."""
        if self._awaited is None:
            self._awaited = list(self.view(GM_VIEWER).awaited)
        return self._awaited

    def legal_commands(self, actor: str | None = None) -> list[Command]:
        return self._session.legal_commands(actor)

    def can(self, command) -> Verdict:
        return self._session.can(command)

    def text(self, value) -> str:
        """A Phrase or Term of the ruleset in the interface language."""
        return self.ruleset.text(value, current_language())

    def token_name(self, token) -> str:
        """A token's name in the interface language (its ``label``, where the ruleset gives one): told once a
        label and language, as the map, the turn order, the sheets and the tables ask it of 200 tokens after
        every change (a token kept unchanged keeps its label, the very same object)."""
        label = token.label
        if label is None:
            return token.name
        lang = current_language()
        told = self._names.get(id(label))
        if told is None or told[0] is not label or told[1] != lang:
            if len(self._names) >= 4096:
                self._names.clear()
            told = self._names[id(label)] = (label, lang, self.ruleset.text(label, lang))
        return told[2]

    def name_of(self, who: str, viewer: Viewer = GM_VIEWER) -> str:
        """``who``'s name as ``viewer`` sees her (token_name); her id where the view has no token of hers."""
        token = self.view(viewer).token(who)
        return who if token is None else self.token_name(token)

    def command_text(self, command: Command) -> str:
        return self.ruleset.command_text(self.state, command, current_language())

    def reason(self, why, rule: bool = False) -> str:
        """Why a command is refused (a Verdict or a Phrase), in the interface language: every widget shows
        reasons through this (``rule`` adds the rule in brackets, as in the status bar)."""
        return refusal_text(self.ruleset, why, current_language(), rule)

    def prompt_text(self, prompt) -> str:
        """What a pending decision asks (its ``phrase``, else its ``text``), in the interface language."""
        phrase = getattr(prompt, "phrase", None)
        return prompt.text if phrase is None else self.text(phrase)

    # -- the one error boundary -----------------------------------------------------------------
    def do(self, command) -> bool:
        """Apply a command; on rejection emit ``error`` and return False (nothing changes).

        With a ``dice_entry`` (a line edit of physical dice) the dice typed there go to the rolls of this
        command, each roll its own, whole, in the order the rules make them ("-": the computer rolls one;
        vtt.core.rolls): dice that do not fit a roll (a value no die of it shows, a roll typed in part) refuse
        the command, typed dice kept; what it does not take stays typed for the next one, said when it rolled.
        Dice still being typed (the field has the focus: the command is not the GM's, who would have clicked it
        or pressed Enter first, but the AI's) are left for hers: the computer rolls this one."""
        try:
            if not isinstance(command, Command):
                command = Command.from_dict(command)
        except VttError as e:
            self.error.emit(self.reason(Verdict.refused(e), rule=True))
            return False
        entry = self.dice_entry
        typed = None
        if entry is not None and command.dice is None and not entry.hasFocus() and entry.text().strip():
            # (imported when dice are typed, not at the first paint: docs/gui.md, "The twelfth round")
            from vtt.ui.widgets.dice_entry import NotDiceError, dice_text, parse_dice, problems
            try:
                typed = parse_dice(entry.text())
            except NotDiceError as e:                       # refused loudly: nothing is applied
                self.error.emit(self.tr("Physical dice: {0!r} is not die values (like 6 3 1): not applied")
                                .format(e.text))
                return False
        if typed is None:
            return self._do(command)
        from vtt.core.rolls import allot, fits
        s = self._session
        rolls = s.rolls(command)
        if rolls is not None:
            shares, _left = allot(typed, rolls, bool(getattr(s.ruleset, "d10_zero_is_ten", False)))
            if not fits(shares):                            # said before anything is rolled: nothing applied
                self.error.emit(self.tr("Physical dice do not fit: {0}").format("; ".join(problems(self, shares, []))))
                return False
        s.pending_dice, s.typed_by_roll = list(typed), True
        try:
            done = self._do(command)
        finally:
            left = list(s.pending_dice)
            s.pending_dice, s.typed_by_roll = [], False
        entry.setText(dice_text(left))
        if done and left and rolls:
            self.message.emit(self.tr("Physical dice left for a later roll: {0}").format(dice_text(left)))
        return done

    def _do(self, command: Command) -> bool:
        try:
            self._session.do(command)
            return True
        except VttError as e:
            self.error.emit(self.reason(Verdict.refused(e), rule=True))
            return False

    def undo(self) -> bool:
        if not self._session.can_undo:
            self.error.emit(self.tr("There is nothing to undo"))
            return False
        self._session.undo()
        return True

    def redo(self) -> bool:
        if not self._session.can_redo:
            self.error.emit(self.tr("There is nothing to redo"))
            return False
        self._session.redo()
        return True
