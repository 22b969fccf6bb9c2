"""The Qt face of the session: one object every widget holds, the one place errors become messages."""
from __future__ import annotations

from vtt.core.errors import Phrase
from vtt.core.session import Session, Verdict
from vtt.rules.nechronica.reasons import reason_text, refusal_text
from vtt.ui.i18n import current_language
from vtt.ui.widgets.battle_controller import BattleController


class SessionController(BattleController):
    """The Nechronica window's controller: the generic one (vtt.ui.widgets.battle_controller) plus a
    revision number (a sheet redraws only when it moved on) and Nechronica's words for refusals and
    pending decisions.

    Widgets never change state themselves: they call ``do`` (or ``undo``/``redo``) and redraw
    from ``state`` when ``changed`` fires. A rejected command emits ``error`` with the reason
    and leaves the battle unchanged.
    """

    def __init__(self, session: Session | None = None, parent=None):
        self.revision = 0
        super().__init__(session, parent)

    def _on_new_session(self) -> None:
        self.revision += 1

    def _on_events(self, events) -> None:
        self.revision += 1
        super()._on_events(events)

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
