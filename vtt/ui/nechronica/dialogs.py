"""Dialogs of the main window: a new battle, settings (language, shortcuts) and the F1 help overlay."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeySequence, QPainter, QColor
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QGridLayout, QGroupBox, QHeaderView, QKeySequenceEdit, QLabel, QLineEdit,
                               QPlainTextEdit, QPushButton, QSpinBox, QTableWidget, QTabWidget, QVBoxLayout,
                               QWidget)

from vtt import RESOURCES
from vtt.core.errors import FileFormatError
from vtt.core.files import load_model
from vtt.rules.nechronica.limits import BODIES_MAX
from vtt.rules.nechronica.models import (AREA_NAMES_EN, AREA_NAMES_JA, AREAS, DOLL_START_AREAS, DollFile, EnemyEntry,
                                         EnemyFile, ScenarioFile)
from vtt.ui.nechronica import shortcuts
from vtt.ui.i18n import LANGUAGES, current_language


def _area_combo(choices, current) -> QComboBox:
    box = QComboBox()
    for a in choices:
        box.addItem(f"{AREA_NAMES_JA[a]} {AREA_NAMES_EN[a]}", a)
    box.setCurrentIndex(list(choices).index(current))
    return box


class NewBattleDialog(QDialog):
    """Pick dolls and enemies from resources/, where they start, the victory condition and karma."""

    def __init__(self, parent=None, resources=RESOURCES):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New battle"))
        self.name = QLineEdit(self.tr("New battle"))
        self.rows_dolls: list[tuple] = []
        self.rows_enemies: list[tuple] = []
        self.file_error = QLabel()
        self.file_error.setStyleSheet("color: #b00020;")
        self.file_error.setWordWrap(True)
        self.why = QLabel()                 # why OK is greyed out
        self.why.setStyleSheet("color: #b00020;")
        self.why.setWordWrap(True)
        dolls = QGroupBox(self.tr("Dolls"))
        self._doll_grid = QGridLayout(dolls)
        for path in sorted((resources / "dolls").glob("*.json")):
            self.add_doll_row(path)
        add_doll = QPushButton(self.tr("Add doll file…"))
        add_doll.clicked.connect(lambda: self._pick("doll"))
        enemies = QGroupBox(self.tr("Enemies"))
        self._enemy_grid = QGridLayout(enemies)
        for path in sorted((resources / "enemies").glob("*.json")):
            self.add_enemy_row(path, checked=False)
        add_enemy = QPushButton(self.tr("Add enemy file…"))
        add_enemy.clicked.connect(lambda: self._pick("enemy"))
        self.victory = QComboBox()
        self.victory.addItem(self.tr("Destroy every enemy"), "annihilate")
        self.victory.addItem(self.tr("Survive a number of rounds"), "survive_rounds")
        self.victory.addItem(self.tr("Decided by the GM"), "custom")
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 20)
        self.rounds.setValue(3)
        self.karma = QPlainTextEdit()
        self.karma.setPlaceholderText(self.tr("One karma per line"))
        self.karma.setPlainText(self.tr("Destroy every enemy"))
        self.karma.setMaximumHeight(70)
        form = QFormLayout()
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Victory:"), self.victory)
        form.addRow(self.tr("Rounds to survive:"), self.rounds)
        form.addRow(self.tr("Karma:"), self.karma)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        lay = QVBoxLayout(self)
        lay.addWidget(dolls)
        lay.addWidget(add_doll, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(enemies)
        lay.addWidget(add_enemy, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.file_error)
        lay.addLayout(form)
        lay.addWidget(self.why)
        lay.addWidget(buttons)
        self.victory.currentIndexChanged.connect(self._validate)
        self._validate()

    # -- rows -------------------------------------------------------------------------------
    def add_doll_row(self, path, checked: bool = True) -> bool:
        """A doll file as a row (checked, with its starting area); a broken file is reported, not added."""
        doll = self._load(DollFile, path)
        if doll is None:
            return False
        i = len(self.rows_dolls)
        box = QCheckBox(doll.name)
        box.setChecked(checked)
        box.toggled.connect(self._validate)
        area = _area_combo(DOLL_START_AREAS, doll.area)
        self._doll_grid.addWidget(box, i, 0)
        self._doll_grid.addWidget(area, i, 1)
        self.rows_dolls.append((Path(path), box, area))
        self._validate()
        return True

    def add_enemy_row(self, path, checked: bool = True) -> bool:
        enemy = self._load(EnemyFile, path)
        if enemy is None:
            return False
        i = len(self.rows_enemies)
        kind = {"savant": self.tr("Savant"), "legion": self.tr("Legion"),
                "horror": self.tr("Horror")}.get(enemy.kind, enemy.kind)
        box = QCheckBox(f"{enemy.name} ({kind})")
        box.setChecked(checked)
        box.toggled.connect(self._validate)
        area = _area_combo(AREAS, EnemyEntry.model_fields["area"].default)
        bodies = QSpinBox()
        bodies.setRange(1, BODIES_MAX)
        bodies.setValue(enemy.bodies or 10)
        bodies.setEnabled(enemy.kind == "legion")
        bodies.setSuffix(self.tr(" bodies"))
        self._enemy_grid.addWidget(box, i, 0)
        self._enemy_grid.addWidget(area, i, 1)
        self._enemy_grid.addWidget(bodies, i, 2)
        self.rows_enemies.append((Path(path), box, area, bodies, enemy.kind))
        self._validate()
        return True

    def _load(self, model, path):
        try:
            return load_model(model, path)
        except FileFormatError as e:
            self.file_error.setText(str(e))
            return None

    def _pick(self, kind: str) -> None:
        title = self.tr("Add doll file") if kind == "doll" else self.tr("Add enemy file")
        path, _ = QFileDialog.getOpenFileName(self, title, "", "JSON (*.json)")
        if path:
            self.file_error.clear()
            (self.add_doll_row if kind == "doll" else self.add_enemy_row)(path)

    def _validate(self, *_):
        if not hasattr(self, "ok_button"):
            return
        dolls = any(box.isChecked() for _, box, _ in self.rows_dolls)
        enemies = any(row[1].isChecked() for row in self.rows_enemies)
        if not dolls:
            why = self.tr("Pick at least one doll.")
        elif self.victory.currentData() == "annihilate" and not enemies:
            why = self.tr("There is no enemy to destroy: pick an enemy or another victory condition.")
        else:
            why = ""
        self.why.setText(why)
        self.ok_button.setEnabled(not why)
        self.rounds.setEnabled(self.victory.currentData() == "survive_rounds")

    def scenario(self) -> ScenarioFile:
        """The scenario the dialog describes; files are referenced by absolute path."""
        vtype = self.victory.currentData()
        data = {
            "name": self.name.text().strip() or "Battle",
            "dolls": [{"file": str(p), "area": area.currentData()} for p, box, area in self.rows_dolls
                      if box.isChecked()],
            "enemies": [{"file": str(p), "area": area.currentData(),
                         **({"bodies": bodies.value()} if kind == "legion" else {})}
                        for p, box, area, bodies, kind in self.rows_enemies if box.isChecked()],
            "victory": {"type": vtype, **({"rounds": self.rounds.value()} if vtype == "survive_rounds" else {}),
                        "text": self.victory.currentText()},
            "karma": [k.strip() for k in self.karma.toPlainText().splitlines() if k.strip()],
            "seed": random.randrange(1 << 30),
        }
        return ScenarioFile.model_validate(data)


class SettingsDialog(QDialog):
    """Language, whether the sheets follow who acts, and keyboard shortcuts, stored in QSettings."""

    def __init__(self, settings: QSettings, parent=None):
        super().__init__(parent)
        self.settings = settings
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
        self.follow = QCheckBox(self.tr("Bring up the sheet of whoever acts when the count changes"))
        from vtt.ui.nechronica.main_window import follows_actors
        self.follow.setChecked(follows_actors(settings))
        form.addRow(self.follow)
        from vtt.ui.workshop.library_window import LibraryFolderRow
        self.library_folder = LibraryFolderRow(settings)          # the GM's library (remembered at once)
        form.addRow(self.library_folder)
        tabs.addTab(general, self.tr("General"))
        self.table = QTableWidget(len(shortcuts.DEFAULTS), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Key"), self.tr("Second key")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.edits: dict[str, list[QKeySequenceEdit]] = {}
        for row, b in enumerate(shortcuts.DEFAULTS):
            self.table.setCellWidget(row, 0, QLabel(shortcuts.label(b.id)))
            keys = [k.toString() for k in shortcuts.keys_for(settings, b.id)] + ["", ""]
            edits = []
            for col in (1, 2):
                e = QKeySequenceEdit(QKeySequence(keys[col - 1]))
                self.table.setCellWidget(row, col, e)
                edits.append(e)
            self.edits[b.id] = edits
        tabs.addTab(self.table, self.tr("Shortcuts"))
        self.conflict = QLabel()
        self.conflict.setStyleSheet("color: #b00020")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        lay = QVBoxLayout(self)
        lay.addWidget(tabs)
        lay.addWidget(self.conflict)
        lay.addWidget(buttons)
        self.resize(620, 520)

    def assignments(self) -> dict[str, list[str]]:
        return {bid: [e.keySequence().toString() for e in edits if not e.keySequence().isEmpty()]
                for bid, edits in self.edits.items()}

    def restore_defaults(self):
        for b in shortcuts.DEFAULTS:
            keys = list(b.keys) + ["", ""]
            for i, e in enumerate(self.edits[b.id]):
                e.setKeySequence(QKeySequence(keys[i]))

    def accept(self):
        clashes = shortcuts.conflicts(self.assignments())
        if clashes:
            key, a, b = clashes[0]
            self.conflict.setText(self.tr("{0} is bound to both “{1}” and “{2}”").format(
                key, shortcuts.label(a), shortcuts.label(b)))
            return
        self.save()
        super().accept()

    def save(self):
        self.settings.setValue("language", self.language.currentData())
        from vtt.ui.nechronica.main_window import FOLLOW_ACTORS
        self.settings.setValue(FOLLOW_ACTORS, self.follow.isChecked())
        for bid, texts in self.assignments().items():
            shortcuts.set_keys(self.settings, bid, texts)
        self.settings.sync()


class HelpOverlay(QWidget):
    """A translucent sheet over the main window listing every shortcut; any key or click closes it."""

    def __init__(self, settings: QSettings, parent):
        super().__init__(parent)
        self.settings = settings
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setStyleSheet("color: white; font-size: 12pt; background: transparent;")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)
        self.hide()

    def rows(self) -> list[tuple[str, str]]:
        return [(shortcuts.label(b.id), ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                                                  for k in shortcuts.keys_for(self.settings, b.id)))
                for b in shortcuts.DEFAULTS]

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
