"""Printing doll sheets from the GUI: print preview, then the system print dialog, same renderer as the PDF."""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from vtt.rules.nechronica.models import DollFile

from .sheet_render import render_sheets


def make_printer() -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName("Nechronica doll sheets")
    printer.setCreator("vtt")
    return printer


def make_preview_dialog(parent: Optional[QWidget], dolls: Sequence[Optional[DollFile]], blank: bool = False,
                        printer: Optional[QPrinter] = None) -> QPrintPreviewDialog:
    """A print preview of one sheet per doll; its Print button opens the system print dialog."""
    printer = printer or make_printer()
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("PrintDialog", "Print doll sheets (blank)") if blank
                          else QCoreApplication.translate("PrintDialog", "Print doll sheets"))
    dialog.paintRequested.connect(lambda device: render_sheets(device, dolls, blank))
    dialog._printer = printer    # the dialog does not own the printer; keep it alive as long as the dialog
    return dialog


def print_sheets_dialog(parent: Optional[QWidget], dolls: Sequence[Optional[DollFile]], blank: bool = False) -> bool:
    """Show the print preview (modal); True if the user printed. A doll mid-battle prints as she is now."""
    return make_preview_dialog(parent, dolls, blank).exec() == QDialog.DialogCode.Accepted


def print_sheets_direct(parent: Optional[QWidget], dolls: Sequence[Optional[DollFile]], blank: bool = False) -> bool:
    """Skip the preview: the system print dialog, then print. True if the user printed."""
    printer = make_printer()
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    render_sheets(printer, dolls, blank)
    return True
