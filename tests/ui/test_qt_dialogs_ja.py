"""Qt's own dialogs follow Language → 日本語: the file dialog (Qt's own, not the desktop's: its words come from Qt's
catalog qtbase_ja, context "QFileDialog") said "Look in:" and "Files of type:" in English beside 「ファイル名(&N):」
(#39, played): the qtbase_ja PySide6 6.11 ships has "Look in:" where its file dialog now says "&Look in:". The
window's catalog gives the words Qt's lacks (vtt.ui.i18n.QT_WORDS_MISSING)."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel


def _labels_of_the_file_dialog(qtbot, trigger) -> list[str]:
    """What the labels of the file dialog ``trigger`` opens say (then it is cancelled)."""
    seen: list = []

    def read():
        d = QApplication.activeModalWidget()
        if not isinstance(d, QFileDialog):
            QTimer.singleShot(20, read)
            return
        seen.extend(label.text() for label in d.findChildren(QLabel) if label.text())
        d.reject()
    QTimer.singleShot(0, read)
    trigger()
    return seen


def test_the_open_dialog_speaks_japanese_after_language_japanese(window, qtbot):
    w = window
    w.act["lang_ja"].trigger()
    try:
        qtbot.waitUntil(lambda: w.menu_file.title() == "ファイル(&F)")
        labels = _labels_of_the_file_dialog(qtbot, w.act["open"].trigger)
        assert "アドレス(&L):" in labels and "ファイルの種類(&T):" in labels and "ファイル名(&N):" in labels, labels
        assert not any(c.isascii() and c.isalpha() for text in labels for c in text.replace("&", "")
                       if c not in "LTN"), labels       # (the mnemonics' letters only)
    finally:
        w.act["lang_en"].trigger()
    labels = _labels_of_the_file_dialog(qtbot, w.act["open"].trigger)
    assert "&Look in:" in labels and "Files of &type:" in labels       # English again
