"""The Qt face of the session: one object every widget holds, the one place errors become messages."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from vtt.core.errors import Phrase, VttError
from vtt.core.records import Command
from vtt.core.session import Session, Verdict
from vtt.rules.nechronica.reasons import reason_text, refusal_text
from vtt.ui.i18n import current_language
from vtt.ui.markers import look

MOVED = "moved"          # the event of a move: where its actor stands changes, nothing else a look shows


def _looks_key(battle) -> tuple:
    """What every look depends on besides its own participant."""
    return battle.phase, battle.count, frozenset(battle.due)


class SessionController(QObject):
    """Holds the current Session and re-emits its changes as Qt signals.

    Widgets never change state themselves: they call ``do`` (or ``undo``/``redo``) and redraw
    from ``state`` when ``changed`` fires. A rejected command emits ``error`` with the reason
    and leaves the battle unchanged.
    """

    changed = Signal(list)             # events of the last change (empty after a session swap)
    session_replaced = Signal()        # a new battle was opened
    error = Signal(str)                # a rejected command's reason, for the status bar
    message = Signal(str)              # neutral information for the status bar

    def __init__(self, session: Session | None = None, parent=None):
        super().__init__(parent)
        self._session: Session | None = None
        self.path = None               # file the battle was opened from / saved to
        self.revision = 0
        self._looks: dict[bool, dict] = {}
        self._looks_key = None
        if session is not None:
            self.set_session(session)

    @property
    def session(self) -> Session:
        return self._session

    @property
    def state(self):
        return self._session.state

    def set_session(self, session: Session, path=None) -> None:
        if self._session is not None:
            self._session.remove_listener(self._on_events)
        self._session = session
        self.path = path
        session.add_listener(self._on_events)
        self._bump()
        self.session_replaced.emit()
        self.changed.emit([])

    def _on_events(self, events) -> None:
        self._bump(events)
        self.changed.emit(list(events))

    def _bump(self, events=()) -> None:
        self.revision += 1
        b = self._session.state
        movers = [b.participants.get(e.data.get("actor")) for e in events if e.type == MOVED]
        if not events or len(movers) != len(events) or None in movers or _looks_key(b) != self._looks_key:
            self._looks.clear()
            return
        for table_mode, looks in list(self._looks.items()):
            looks = dict(looks)
            for p in movers:
                looks[p.id] = look(b, p, table_mode)
            self._looks[table_mode] = looks

    def looks(self, table_mode: bool = False) -> dict:
        """Every participant's ``Look`` (see markers.look) at this revision, by id, in participant order."""
        cached = self._looks.get(table_mode)
        if cached is None:
            b = self.state
            if not self._looks:
                self._looks_key = _looks_key(b)
            cached = self._looks[table_mode] = {pid: look(b, p, table_mode) for pid, p in b.participants.items()}
        return cached

    # -- the one error boundary -------------------------------------------------------------
    def do(self, command) -> bool:
        """Apply a command; on rejection emit ``error`` and return False (nothing changes)."""
        try:
            if not isinstance(command, Command):
                command = Command.from_dict(command)
            self._session.do(command)
            return True
        except VttError as e:
            self.error.emit(self.reason(Verdict.refused(e), rule=True))
            return False

    def can(self, command) -> Verdict:
        return self._session.can(command)

    @staticmethod
    def reason(why: Verdict | Phrase, rule: bool = False) -> str:
        """Why a command is refused (a verdict, or a widget's own Phrase), in the interface language:
        every widget shows reasons through this. ``rule`` adds the rule in brackets, as in the status bar."""
        return refusal_text(why, current_language(), rule)

    @staticmethod
    def prompt_text(prompt) -> str:
        """What a pending decision (a Prompt) asks, in the interface language."""
        phrase = prompt.phrase
        return prompt.text if phrase is None else reason_text(phrase.template, phrase.fields, current_language())

    def legal_commands(self, actor: str | None = None) -> list[Command]:
        return self._session.legal_commands(actor)

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
