"""The dice box: BCDice-style Nechronica commands (2NC+1, 1NA, NM, ...). With a battle open a roll is the
battle's ``roll`` command: in the log, on the table view, undoable and replayed; with none, rolled here."""
from __future__ import annotations

import random

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from vtt.core.errors import MalformedCommandError, VttError
from vtt.core.session import Verdict
from vtt.ui.nechronica.controller import SessionController
from vtt.ui.i18n import Retranslating

REFUSED_ROLE = Qt.ItemDataRole.UserRole     # a refused entry's Verdict: its message follows the language



class DiceBox(Retranslating, QWidget):
    rolled = Signal(dict)

    def __init__(self, rng: random.Random | None = None, parent=None, controller=None):
        super().__init__(parent)
        self.rng = rng or random.Random()
        self.controller = controller
        self.edit = QLineEdit()
        self.edit.returnPressed.connect(self.roll)
        self.button = QPushButton()
        self.button.clicked.connect(self.roll)
        self.results = QListWidget()
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.button)
        lay.addLayout(row)
        lay.addWidget(self.odds)
        lay.addWidget(self.results)
        self.retranslate()

    def retranslate(self):
        self.button.setText(self.tr("Roll"))
        hint = self.tr("2NC+1, 1NA, NM … (add =7,3 for physical dice)")
        self.edit.setPlaceholderText(hint)
        self.edit.setToolTip(hint)          # the whole hint where a narrow dock cuts the placeholder
        for i in range(self.results.count()):
            item = self.results.item(i)
            refused = item.data(REFUSED_ROLE)
            if refused is not None:
                item.setText(self._refused_text(refused))

    def roll(self) -> dict | None:
        text = self.edit.text().strip()
        if not text:
            return None
        from vtt.rules.nechronica.dice import roll_command      # at the first roll, not at start-up
        expr, _, typed = text.partition("=")
        try:
            dice = [_die(x) for x in typed.replace(",", " ").split()] if typed.strip() else None
            session = self.controller.session if self.controller is not None else None
            if session is not None:
                from vtt.rules.nechronica.commands import roll
                events = session.do(roll(expr.strip(), dice=tuple(dice) if dice else None))
                rolled = next(e for e in events if e.type == "free_roll")
                result = roll_command(expr.strip(), rolled.data["dice"])
            else:
                result = roll_command(expr.strip(), dice, self.rng)
        except VttError as e:
            refused = Verdict.refused(e)
            item = QListWidgetItem(self._refused_text(refused))
            item.setData(REFUSED_ROLE, refused)
            self.results.insertItem(0, item)
            return None
        self.results.insertItem(0, result["text"])
        self.odds.setText(self._odds_text(result))
        self.edit.selectAll()               # Enter rolls it again; typing replaces it, never appends
        self.rolled.emit(result)
        return result

    @staticmethod
    def _refused_text(refused: Verdict) -> str:
        """Why an entry was not rolled, in the interface language."""
        return f"⚠ {SessionController.reason(refused)}"

    def _odds_text(self, result: dict) -> str:
        if result.get("kind") not in ("check", "attack"):
            return ""
        from vtt.rules.nechronica.odds import attack_odds, check_odds
        n, mod = len(result["dice"]), result.get("modifier", 0)
        try:
            odds = attack_odds(n, mod)["outcomes"] if result["kind"] == "attack" else check_odds(n, mod)
        except ValueError:
            return ""
        ok = sum(float(v) for k, v in odds.items() if k in ("critical", "success"))
        return self.tr("Chance of success for {0}D10{1:+d}: {2:.0%}").format(n, mod, ok)


def _die(typed: str) -> int:
    """One die value typed after '=' (the dice module checks its range)."""
    try:
        return int(typed)
    except ValueError:
        raise MalformedCommandError("die value {value!r} is not a whole number from 1 to {sides}",
                                    value=typed, sides=10) from None
