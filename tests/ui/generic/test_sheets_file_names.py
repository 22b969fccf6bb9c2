"""The sheets' files are named as the GM expects (found checking the printed sheets, #39): a PDF name typed without
".pdf" still makes a PDF file ending in it, and Nechronica's print dialog names the document after the battle's file
(the file a print to a file offers), else "Nechronica doll sheets" in the window's language — it said so in English
in a Japanese window."""
from __future__ import annotations

import pytest
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog

from vtt.ui.i18n import install_language
from vtt.ui.nechronica import print_dialog


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred", "nechronica"])
def test_a_pdf_name_typed_without_pdf_makes_a_pdf_file(generic_window, monkeypatch, tmp_path, ruleset):
    window = generic_window(ruleset)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "party"), ""))
    window.act["pdf"].trigger()                                   # File → Export sheets as PDF…
    assert (tmp_path / "party.pdf").read_bytes()[:5] == b"%PDF-"
    assert not (tmp_path / "party").exists()


@pytest.fixture
def previews(monkeypatch):
    """(document name, output file) of each print preview opened (Print sheets… answered with every doll, then the
    preview closed): Qt's print dialog offers the printer's output file to print to, else the working folder."""
    printers = []
    monkeypatch.setattr(print_dialog.PickSheetsDialog, "exec", lambda self: QDialog.DialogCode.Accepted)

    def preview(self):
        printers.append((self._printer.docName(), self._printer.outputFileName()))
        return QDialog.DialogCode.Rejected
    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview)
    return printers


def test_nechronicas_sheets_are_named_after_the_battles_file(generic_window, previews, tmp_path):
    window = generic_window("nechronica")
    assert window.save_to(tmp_path / "fight.json")
    window.act["print"].trigger()                                 # File → Print sheets…
    assert [name for name, _ in previews] == ["fight-sheets"]


def test_unsaved_nechronicas_sheets_are_named_in_the_windows_language(generic_window, previews):
    window = generic_window("nechronica")
    assert window.controller.path is None
    assert install_language("ja")
    try:
        window.act["print"].trigger()
    finally:
        install_language("en")
    printed = [name for name, _ in previews]
    assert printed and printed[0] != "Nechronica doll sheets" and "シート" in printed[0]
