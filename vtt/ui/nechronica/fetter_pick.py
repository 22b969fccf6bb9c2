"""Which fetter a re-roll by madness goes on, asked when the GM chose the re-roll in the Now panel (its command names
the first fetter that can take the point; the rules let the doll choose: "re-roll a check by taking 1 madness point
on a fetter", ../shared/rules/nechronica.md). The first such fetter stands chosen (Enter); Escape sends nothing."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem

from vtt.core.records import Command
from vtt.rules.nechronica.commands import FETTER, REROLL, reroll
from vtt.ui.layouts import vbox
from vtt.ui.nechronica.markers import fetter_text, name_text


class FetterPick(QDialog):
    """The roller's fetters, one line each with its madness as it would be (●●○○ → ●●●○, and mad in words); a
    fetter that cannot take the point is greyed out, with the reason as its tooltip."""

    def __init__(self, controller, roller, parent=None):
        super().__init__(parent)
        self.setObjectName("fetterPick")
        self.setWindowTitle(self.tr("Re-roll by madness"))
        self.fetters = QListWidget()
        first = None
        for i, f in enumerate(roller.fetters):
            verdict = controller.can(reroll(roller.id, i))
            item = QListWidgetItem(fetter_text(controller.state, f, 1 if verdict.ok else 0))
            item.setData(Qt.ItemDataRole.UserRole, i)
            if not verdict.ok:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(controller.reason(verdict))
            elif first is None:
                first = item
            self.fetters.addItem(item)
        self.fetters.setCurrentItem(first)
        frame = 2 * self.fetters.frameWidth() + 8              # every fetter whole, none cut or scrolled
        self.fetters.setMinimumSize(self.fetters.sizeHintForColumn(0) + frame,
                                    self.fetters.sizeHintForRow(0) * self.fetters.count() + frame)
        self.fetters.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   accepted=self.accept, rejected=self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)     # Enter: the fetter chosen
        vbox(QLabel(self.tr("{0} takes 1 madness point on which fetter?").format(name_text(roller))), self.fetters,
             buttons, parent=self)
        self.fetters.setFocus()

    def chosen(self) -> int | None:
        item = self.fetters.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled \
            else None


def _asked(controller, command: Command):
    """The roller whose fetter the GM is asked for: ``command`` is a re-roll by madness and more than one of her
    fetters can take the point (None: nothing to ask; one can, or none and the rules refuse it with the reason)."""
    if command.type != REROLL:
        return None
    roller = controller.state.fighters.get(command.actor or "")
    if roller is None or sum(controller.can(reroll(roller.id, i)).ok for i in range(len(roller.fetters))) < 2:
        return None
    return roller


def which_fetter(parent, controller, command: Command) -> Command | None:
    """A re-roll by madness completed by the GM's pick of the fetter (asked only when more than one can take the
    point); any other command as it is. None: she cancelled."""
    roller = _asked(controller, command)
    if roller is None:
        return command
    dialog = FetterPick(controller, roller, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen() is None:
        return None
    return Command(REROLL, command.actor, {**command.params, FETTER: dialog.chosen()})


def asked_text(controller, command: Command) -> str | None:
    """The Now panel's label of a re-roll by madness whose fetter will be asked: it names none (the command offered
    holds the first that can take the point, which the label would pretend was chosen); None: the command's own."""
    if _asked(controller, command) is None:
        return None
    return QCoreApplication.translate("FetterPick", "Re-roll: +1 madness on a fetter you pick…")
