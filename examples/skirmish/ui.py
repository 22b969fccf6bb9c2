"""What Skirmish adds to the battle window (vtt.ui.contributions), named by its system's ``ui``: a panel of
its own, the deck (the cards still to deal, and whose card is whose), in a dock under the turn order. The
example's only Qt code: the rest of its window is the generic one, and no generic code names it."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from vtt.core.errors import Phrase
from vtt.rules.kit.words import label_term
from vtt.ui.contributions import Contributions, Dock


class DeckPanel(QLabel):
    """The cards left in the deck, and each fighter's card, from the GM's view (its ``extra["deck"]``)."""

    def __init__(self, controller, window=None):
        super().__init__()
        self.controller = controller
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setMargin(8)
        controller.changed.connect(self.refresh)
        self.refresh()

    def lines(self) -> list[str]:
        c = self.controller
        view = c.view()
        left = [str(card) for card in view.extra.get("deck", ())]
        out = [c.text(Phrase("Cards left in the deck: {cards}", cards=left) if left else Phrase("The deck is empty"))]
        for entry in view.order.entries:
            token = view.token(entry.who)
            if token is not None and entry.value is not None:
                out.append(c.text(Phrase("{name} holds {card}", name=c.token_name(token), card=entry.value)))
        return out

    def refresh(self, _events=()) -> None:
        self.setText("\n".join(self.lines()))

    def changeEvent(self, event) -> None:           # another language: told again
        super().changeEvent(event)
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()


def deck_panel(controller, window):
    return DeckPanel(controller, window)


CONTRIBUTIONS = Contributions(docks=(Dock("deck", label_term("Deck"), "examples.skirmish.ui:deck_panel", "left",
                                          under="order"),))
