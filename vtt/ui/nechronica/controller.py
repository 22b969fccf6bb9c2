"""The Qt face of the session: one object every widget holds, the one place errors become messages."""
from __future__ import annotations

from vtt.core.errors import Phrase
from vtt.core.session import Session, Verdict
from vtt.rules.nechronica.reasons import reason_text, refusal_text
from vtt.ui.i18n import current_language
from vtt.ui.nechronica.markers import look
from vtt.ui.widgets.battle_controller import BattleController

MOVED = "moved"          # the event of a move: where its actor stands changes, nothing else a look shows


def _looks_key(battle) -> tuple:
    """What every look depends on besides its own participant."""
    return battle.phase, battle.count, frozenset(battle.due)


class SessionController(BattleController):
    """The Nechronica window's controller: the generic one (vtt.ui.widgets.battle_controller) plus the
    markers' looks, kept between changes where only a marker moved.

    Widgets never change state themselves: they call ``do`` (or ``undo``/``redo``) and redraw
    from ``state`` when ``changed`` fires. A rejected command emits ``error`` with the reason
    and leaves the battle unchanged.
    """

    def __init__(self, session: Session | None = None, parent=None):
        self.revision = 0
        self._looks: dict[bool, dict] = {}
        self._looks_key = None
        super().__init__(session, parent)

    def _on_new_session(self) -> None:
        self._bump()

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
