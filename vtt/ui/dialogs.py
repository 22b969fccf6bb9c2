"""Dialogs of the battle window: settings (language, the sheet that follows who acts, the GM's library,
shortcuts: the window's and the ruleset's own) and the F1 help overlay."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QKeySequence, QPainter, QColor
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHeaderView,
                               QKeySequenceEdit, QLabel, QLineEdit, QTableWidget, QTabWidget, QWidget)

from vtt.ui import shortcuts
from vtt.ui.i18n import LANGUAGES, current_language, listed
from vtt.ui.layouts import vbox
from vtt.ui.paths import FOLLOW_ACTORS, follows_actors


class SettingsDialog(QDialog):
    """Language, whether the sheets follow who acts, and keyboard shortcuts (``extra``: the ruleset's own
    keys, vtt.ui.contributions.Key), stored in QSettings."""

    def __init__(self, settings: QSettings, parent=None, extra=()):
        super().__init__(parent)
        self.settings = settings
        self.bindings = shortcuts.bindings(extra)
        self.setWindowTitle(self.tr("Settings"))
        tabs = QTabWidget()
        general = QWidget()
        form = QFormLayout(general)
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        lang = settings.value("language") or current_language()    # else the one shown now (--lang, the system's)
        self.language.setCurrentIndex(max(0, self.language.findData(lang)))
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(QLabel(self.tr("The language changes at once; a few menus refresh on restart.")))
        self.follow = QCheckBox(self.tr("Bring up the sheet of whoever acts when the turn changes"),
                                checked=follows_actors(settings))
        form.addRow(self.follow)
        from vtt.ui.workshop.library_window import LibraryFolderRow
        self.library_folder = LibraryFolderRow(settings)          # the GM's library (remembered at once)
        form.addRow(self.library_folder)
        tabs.addTab(general, self.tr("General"))
        self.table = QTableWidget(len(self.bindings), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Key"), self.tr("Second key")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.edits: dict[str, list[QKeySequenceEdit]] = {}
        for row, b in enumerate(self.bindings):
            self.table.setCellWidget(row, 0, QLabel(shortcuts.label_of(b)))
            keys = [k.toString() for k in shortcuts.keys_of(settings, b)] + ["", ""]
            edits = []
            for col in (1, 2):
                e = QKeySequenceEdit(QKeySequence(keys[col - 1]))
                self.table.setCellWidget(row, col, e)
                edits.append(e)
            self.edits[b.id] = edits
        # the key columns as wide as an empty box's "Press shortcut" (Qt's words: longer in Japanese)
        line = edits[0].findChild(QLineEdit) if self.bindings else None
        wider = 0
        if line is not None:
            margins = line.textMargins()
            need = line.fontMetrics().horizontalAdvance(line.placeholderText()) + margins.left() + margins.right() + 12
            wider = max(0, need - self.table.columnWidth(1))
            for col in (1, 2):
                self.table.setColumnWidth(col, self.table.columnWidth(col) + wider)
        tabs.addTab(self.table, self.tr("Shortcuts"))
        self.conflict = QLabel(styleSheet="color: #b00020")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        vbox(tabs, self.conflict, buttons, parent=self)
        self.resize(620 + 2 * wider, 520)

    def assignments(self) -> dict[str, list[str]]:
        return {bid: [e.keySequence().toString() for e in edits if not e.keySequence().isEmpty()]
                for bid, edits in self.edits.items()}

    def restore_defaults(self):
        for b in self.bindings:
            keys = list(b.keys) + ["", ""]
            for i, e in enumerate(self.edits[b.id]):
                e.setKeySequence(QKeySequence(keys[i]))

    def accept(self):
        clashes = shortcuts.conflicts(self.assignments())
        if clashes:
            key, a, b = clashes[0]
            by_id = {x.id: x for x in self.bindings}
            self.conflict.setText(self.tr("{0} is bound to both “{1}” and “{2}”").format(
                key, shortcuts.label_of(by_id[a]), shortcuts.label_of(by_id[b])))
            return
        self.save()
        super().accept()

    def save(self):
        self.settings.setValue("language", self.language.currentData())
        self.settings.setValue(FOLLOW_ACTORS, self.follow.isChecked())
        by_id = {x.id: x for x in self.bindings}
        for bid, texts in self.assignments().items():
            shortcuts.set_keys(self.settings, by_id[bid], texts)
        self.settings.sync()


class HelpOverlay(QWidget):
    """A translucent sheet over the window listing every shortcut (``extra``: the ruleset's own, as a callable
    giving them now; ``offered``: whether the window offers a binding's action now, by its id: Edit the map is not
    offered where the ruleset has no map editor); any key or click closes it."""

    def __init__(self, settings: QSettings, parent, extra=lambda: (), offered=lambda _id: True):
        super().__init__(parent)
        self.settings = settings
        self.extra = extra
        self.offered = offered
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.label = QLabel(self, textFormat=Qt.TextFormat.RichText, alignment=Qt.AlignmentFlag.AlignCenter,
                            styleSheet="color: white; font-size: 12pt; background: transparent;")
        vbox(self.label, parent=self)
        self.hide()

    def rows(self) -> list[tuple[str, str]]:
        rows = [(shortcuts.label_of(b), listed(k.toString(QKeySequence.SequenceFormat.NativeText)
                                               for k in shortcuts.keys_of(self.settings, b)))
                for b in shortcuts.bindings(self.extra()) if self.offered(b.id)]
        return rows + [(QCoreApplication.translate("Shortcuts", label), keys) for label, keys in shortcuts.PANEL_KEYS]

    def open(self):
        rows = "".join(f"<tr><td style='padding:2px 18px'>{name}</td><td><b>{keys}</b></td></tr>"
                       for name, keys in self.rows())
        title = self.tr("Keyboard shortcuts")
        close = self.tr("Press any key or click to close")
        self.label.setText(f"<h2>{title}</h2><table>{rows}</table><p>{close}</p>")
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.setFocus()

    def paintEvent(self, e):
        QPainter(self).fillRect(self.rect(), QColor(20, 20, 30, 215))

    def keyPressEvent(self, e):
        self.hide()

    def mousePressEvent(self, e):
        self.hide()

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange and self.isVisible():
            self.open()
        super().changeEvent(e)
