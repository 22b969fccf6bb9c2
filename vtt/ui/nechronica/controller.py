"""The Qt face of the session: one object every widget holds, the one place errors become messages."""
from __future__ import annotations

from vtt.core.errors import Phrase
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
from vtt.core.session import Session, Verdict
from vtt.rules.nechronica.reasons import reason_text, refusal_text
from vtt.ui.i18n import current_language
from vtt.ui.nechronica.markers import looks_of
from vtt.ui.widgets.battle_controller import BattleController

class SessionController(BattleController):
    """The Nechronica window's controller: the generic one (vtt.ui.widgets.battle_controller) plus the
    markers' looks, made once per change from the ruleset's view for the GM or the table.

    Widgets never change state themselves: they call ``do`` (or ``undo``/``redo``) and redraw
    from ``state`` when ``changed`` fires. A rejected command emits ``error`` with the reason
    and leaves the battle unchanged.
    """

    def __init__(self, session: Session | None = None, parent=None):
        self.revision = 0
        self._looks: dict[bool, dict] = {}
        self._kept: dict[bool, dict] = {True: {}, False: {}}     # the last looks, to keep what did not change
        super().__init__(session, parent)

    def _on_new_session(self) -> None:
        self._bump()
        self._kept = {True: {}, False: {}}

    def _on_events(self, events) -> None:
        self._bump()
        super()._on_events(events)

    def _bump(self) -> None:
        self.revision += 1
        self._looks.clear()

    def looks(self, table_mode: bool = False) -> dict:
        """Every participant's ``Look`` (see markers.looks_of) the GM's view or the table's shows at this
        revision, by id, in participant order."""
        cached = self._looks.get(table_mode)
        if cached is None:
            cached = self._looks[table_mode] = looks_of(self.view(TABLE_VIEWER if table_mode else GM_VIEWER),
                                                        self._kept[table_mode])
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
