"""Printing doll sheets from the GUI: print preview, then the system print dialog, same renderer as the PDF."""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from vtt.rules.nechronica.models import DollFile
from vtt.rules.nechronica.reasons import CATALOG
from vtt.ui.i18n import current_language
from vtt.ui.layouts import vbox

from .sheet_render import render_sheets


def make_printer(name: str | None = None, output: str | None = None) -> QPrinter:
    """The printer of the sheets; ``name`` the document's (the print queue's): the battle's, else "Nechronica doll
    sheets" in the window's language. ``output``: the file a print to a file writes, where the machine has no printer
    (Qt's dialog then offers only Print to File, and offered the folder the program was started from); a machine's
    printer stays the one chosen at first (a file named would make the dialog offer Print to File first)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(name or QCoreApplication.translate("PrintDialog", "Nechronica doll sheets"))
    printer.setCreator("vtt")
    if output and printer.outputFormat() == QPrinter.OutputFormat.PdfFormat:
        printer.setOutputFileName(output)
    return printer


def make_preview_dialog(parent: Optional[QWidget], dolls: Sequence[Optional[DollFile]], blank: bool = False,
                        printer: Optional[QPrinter] = None, name: str | None = None,
                        output: str | None = None) -> QPrintPreviewDialog:
    """A print preview of one sheet per doll; its Print button opens the system print dialog."""
    printer = printer or make_printer(name, output)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("PrintDialog", "Print doll sheets (blank)") if blank
                          else QCoreApplication.translate("PrintDialog", "Print doll sheets"))
    dialog.paintRequested.connect(lambda device: render_sheets(device, dolls, blank))
    dialog._printer = printer    # the dialog does not own the printer; keep it alive as long as the dialog
    return dialog


def print_sheets_dialog(parent: Optional[QWidget], dolls: Sequence[Optional[DollFile]], blank: bool = False,
                        name: str | None = None, output: str | None = None) -> bool:
    """Show the print preview (modal); True if the user printed. A doll mid-battle prints as she is now."""
    return make_preview_dialog(parent, dolls, blank, name=name, output=output).exec() == QDialog.DialogCode.Accepted


class PickSheetsDialog(QDialog):
    """Which dolls' sheets, filled in as they stand or blank, and (for a PDF) on which paper."""

    def __init__(self, parent: Optional[QWidget], dolls: Sequence[Optional[DollFile]], blank: bool = False,
                 paper: bool = False):
        from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QGroupBox, QLabel, QRadioButton
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("PrintDialog", "Print doll sheets"))
        self.dolls = list(dolls)
        self.checks: list[QCheckBox] = []
        box = QGroupBox(QCoreApplication.translate("PrintDialog", "Dolls"))
        for d in self.dolls:
            c = QCheckBox(CATALOG.tell(d.label, current_language()) if d is not None
                          else QCoreApplication.translate("PrintDialog", "An empty template"))
            c.setChecked(True)
            c.toggled.connect(self._update)
            self.checks.append(c)
        vbox(*self.checks, parent=box)
        self.filled = QRadioButton(QCoreApplication.translate("PrintDialog", "Filled in: damage and madness as they stand"))
        self.blank = QRadioButton(QCoreApplication.translate("PrintDialog", "Blank: parts and fetters listed, nothing ticked"))
        (self.blank if blank else self.filled).setChecked(True)
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")
        self.paper.addItem("Letter", "letter")
        self.paper.setVisible(paper)
        self.why = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        accepted=self.accept, rejected=self.reject)
        vbox(box, self.filled, self.blank, self.paper, self.why, self.buttons, parent=self)
        self._update()

    def _update(self, *_):
        none = not any(c.isChecked() for c in self.checks)
        self.buttons.button(self.buttons.StandardButton.Ok).setEnabled(not none)
        self.why.setText(QCoreApplication.translate("PrintDialog", "Pick at least one doll") if none else "")

    def chosen(self) -> tuple[list, bool, str]:
        """(the dolls picked, blank, paper)."""
        return ([d for d, c in zip(self.dolls, self.checks) if c.isChecked()], self.blank.isChecked(),
                self.paper.currentData())


def pick_sheets(parent, dolls, blank: bool = False, paper: bool = False):
    """The GM's choice of sheets, or None on Cancel (a single empty template needs no choice)."""
    if len(dolls) == 1 and dolls[0] is None and not paper:
        return [None], blank, "a4"
    dialog = PickSheetsDialog(parent, dolls, blank, paper)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
