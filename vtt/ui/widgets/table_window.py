"""The players' read-only view of a battle of any ruleset (the generic window's File → Table view), drawn
for a TV read from 3 m: what is asked now, the latest roll and what it did, the turn order, the map (or,
with no map, the range bands), a card per participant with each damage track apart and the conditions
in words, and the rolled dice or hands of cards; all of it in sight, nothing behind a scroll bar. What
the ruleset hides from the table is absent from the table's view."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from vtt.core.ruleset import ACT, CHOOSE, COMMIT, GM, REACT, TABLE_VIEWER
from vtt.ui.i18n import Retranslating, current_language
from vtt.ui.theme import DARK, font
from vtt.ui.widgets.dice_tray import DiceTray
from vtt.ui.widgets.hands_panel import HandsPanel
from vtt.ui.widgets.order_track import order_widget
from vtt.ui.widgets.participant_cards import ParticipantCards
from vtt.ui.widgets.range_matrix import RangeMatrix
from vtt.ui.widgets.zone_map import ZoneMap

QUESTION_PX, ROLL_PX = 34.0, 28.0      # at 1920×1080
ROLL_LINES = 3                         # the roll and what it did: at most this many sentences


def latest_roll(controller) -> tuple[int, list[str]]:
    """The latest roll in the battle's log and what it did, as the ruleset tells them in the interface
    language: (the record's index, its sentences from the roll on). A roll is an event the ruleset
    counts as one (``roll_events``: the attack rolled, not the cards dealt; ashes' attacks, which use
    dice rolled earlier) or, for a ruleset that names none, a command that used dice. (-1, []) when
    none yet; undo brings the one before back."""
    s = controller.session
    kinds = getattr(s.ruleset, "roll_events", None)
    lang = current_language()
    for rec in reversed(s.log):
        if kinds is not None:
            first = next((i for i, e in enumerate(rec.events) if e.type in kinds), None)
        else:
            first = 0 if rec.command.dice else None
        if first is not None:
            events = [e for e in rec.events[first:] if e.type != "undone"][:ROLL_LINES]
            return rec.index, [s.ruleset.event_text(e, s.state, lang) for e in events]
    return -1, []


class TableWindow(Retranslating, QWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.question.setStyleSheet(f"background:{DARK.banner.name()}; color:{DARK.banner_text.name()}; padding:6px")
        self.banner = self.question                 # (its old name)
        self.roll = QLabel()
        self.roll.setWordWrap(True)
        self.roll.setStyleSheet(f"background:{DARK.panel.name()}; color:{DARK.text.name()}; padding:4px 10px")
        self._free_roll: tuple[int, str] | None = None     # the dice box's latest roll (log length then, text)
        view = controller.view(TABLE_VIEWER)
        self.order = order_widget(controller, TABLE_VIEWER, read_only=True)
        self.map = ZoneMap(controller, TABLE_VIEWER, read_only=True) if view.map.layout != "none" else None
        self.cards = ParticipantCards(controller, TABLE_VIEWER)
        self.extras = {}
        if "ranges" in view.extra:
            self.extras["ranges"] = RangeMatrix(controller, TABLE_VIEWER)
        if "effort" in view.extra:
            self.extras["effort"] = DiceTray(controller, TABLE_VIEWER, read_only=True)
        if "hand_sizes" in view.extra or "hands" in view.extra:
            self.extras["hands"] = HandsPanel(controller, TABLE_VIEWER, read_only=True)
        self.setStyleSheet(f"TableWindow {{ background:{DARK.background.name()} }}")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        lay.addWidget(self.question)
        lay.addWidget(self.roll)
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.order, 5)
        if self.map is not None:                         # the map, the participants at its right
            row.addWidget(self.map, 12)
            row.addWidget(self.cards, 7)
        else:                                            # no map: the participants, and their ranges
            row.addWidget(self.cards, 9)
        if "ranges" in self.extras:
            row.addWidget(self.extras["ranges"], 9)
        lay.addLayout(row, 5)
        for key in ("effort", "hands"):                  # below, all of them in sight
            if key in self.extras:
                lay.addWidget(self.extras[key], 2)
        controller.changed.connect(self._on_changed)
        rolled = getattr(controller, "rolled", None)
        if rolled is not None:
            rolled.connect(self._on_free_roll)
        self.resize(1280, 720)
        self.retranslate()

    def retranslate(self) -> None:
        from vtt.ui.battle_window import system_name
        self.setWindowTitle(f"vtt — {system_name(self.controller.session)} — " + self.tr("table"))
        self._on_changed()

    # -- size ---------------------------------------------------------------------------------------------
    def scale(self) -> float:
        """1 at 1920×1080 (a TV read from 3 m), in proportion to the smaller side elsewhere (0.5 to 3)."""
        return max(0.5, min(3.0, self.width() / 1920, self.height() / 1080))

    def resizeEvent(self, e):
        super().resizeEvent(e)
        k = self.scale()
        self.question.setFont(font(QUESTION_PX * k, True))
        self.roll.setFont(font(ROLL_PX * k, True))
        self.order.set_scale(1.65 * k)          # its rows' names 28 px and more at 1920×1080
        if self.map is not None:
            self.map.set_scale(1.5 * k)
        self.cards.set_scale(k)
        if "ranges" in self.extras:
            self.extras["ranges"].set_scale(k)
        for key in ("effort", "hands"):
            if key in self.extras:
                self.extras[key].set_scale(2.1 * k)     # names of 28 px and more on each row

    # -- what is asked, what was rolled --------------------------------------------------------------------
    def question_text(self) -> str:
        """What the table is asked now, from the table's view: the window open and whose reaction it
        waits for, whose turn it is, what must be chosen or laid; the round (the ruleset's banner) before
        it, and how the battle ended once it has."""
        c = self.controller
        view = c.view(TABLE_VIEWER)
        banner = c.text(view.banner) if view.banner is not None else ""
        if not view.awaited:
            return banner
        first = view.awaited[0]

        def name(who):
            t = view.token(who) if who else None
            return c.token_name(t) if t is not None else self.tr("the GM")
        ask = ""
        if first.kind == REACT:
            phrase = first.window.phrase if first.window is not None and first.window.phrase else first.phrase
            ask = c.text(phrase) if phrase is not None else self.tr("{0} may react").format(name(first.who))
        elif first.kind == CHOOSE:
            phrase = first.choice.phrase if first.choice is not None and first.choice.phrase else first.phrase
            ask = f"{name(first.who)}: {c.text(phrase)}" if phrase is not None else \
                self.tr("{0} chooses").format(name(first.who))
        elif first.kind == COMMIT:             # (what they lay, the banner says)
            names = ", ".join(dict.fromkeys(name(a.who) for a in view.awaited if a.kind == COMMIT and a.who))
            ask = self.tr("Still to commit: {0}").format(names)
        elif first.kind == ACT:
            ask = self.tr("{0}'s turn").format(name(first.who))
            if first.phrase is not None:
                ask += " — " + c.text(first.phrase)
        elif first.kind == GM and first.phrase is not None:
            ask = c.text(first.phrase)
        if not banner or ask.startswith(banner):
            return ask
        return f"{banner} · {ask}" if ask and ask != banner else banner

    def roll_text(self) -> str:
        index, lines = latest_roll(self.controller)
        free = self._free_roll
        if free is not None and free[0] > index and free[0] <= len(self.controller.session.log):
            return self.tr("Roll: {0}").format(free[1])
        return self.tr("Roll: {0}").format("  →  ".join(lines)) if lines else ""

    def _on_free_roll(self, text: str) -> None:
        self._free_roll = (len(self.controller.session.log), text)
        self._on_changed()

    def _on_changed(self, _events=()) -> None:
        self.question.setText(self.question_text())
        roll = self.roll_text()
        self.roll.setText(roll)
        self.roll.setVisible(bool(roll))
