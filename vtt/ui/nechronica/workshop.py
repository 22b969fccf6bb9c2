"""The doll workshop: edit dolls and enemies, browse the parts catalog, import and export sheets.

Every edit rebuilds the file model with pydantic, so the editor shows the first validation error
(field and message) as you type and only a valid file can be saved.
"""
from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QMenu, QMessageBox, QPlainTextEdit, QPushButton,
                               QSpinBox, QStyledItemDelegate, QTableWidget, QTableWidgetItem, QTabWidget,
                               QVBoxLayout, QWidget)

from vtt.core.errors import FileFormatError, Phrase
from vtt.core.files import load_model, save_model
from vtt.rules.nechronica.catalog import Catalog, CatalogFile, load_catalog_file, shipped_catalog_paths
from vtt.rules.nechronica.effects import doll_max_ap_breakdown
from vtt.rules.nechronica.limits import (BASE_AP_MAX, BODIES_MAX, FETTERS_MAX, REINFORCEMENT_MAX, THREAT_BODIES,
                                         total_threat)
from vtt.rules.nechronica.reasons import refusal_text, validation_text
from vtt.rules.nechronica.models import (AREA_NAMES_EN, AREA_NAMES_JA, CATEGORIES, DOLL_START_AREAS, LOCATIONS,
                                         TIMINGS, DollFile, EnemyFile, PartSpec)
from vtt.ui.i18n import current_language

REINFORCED = ("armament", "mutation", "modification")
ERROR_STYLE = "color: #c62828;"
WARN_STYLE = "color: #b26a00;"
CATALOGS_KEY = "catalogs"          # the settings key: the user's catalog files, in the order they were added
KEY_ROLE = Qt.ItemDataRole.UserRole + 1     # a location / timing / category cell's key (its text is the name)
TERM_COLUMNS = ("location", "timing", "category")
COMPACT_COLUMNS = ("location", "timing", "cost", "range", "category", "level", "damaged")   # sized to contents


class CatalogLibrary(QObject):
    """The shipped catalogs plus the user's, remembered in the settings between runs. Whoever opens the
    workshop owns one (the main window: its ``catalog_library()``) and hands it to each editor and
    browser it opens, so a user catalog added in one shows in every other.

    A remembered file that is broken or gone is skipped and kept in ``problems`` (path → the message,
    naming the file and field); it stays remembered until the user removes it, and loads once fixed.
    """

    changed = Signal()

    def __init__(self, settings: QSettings | None = None, parent=None):
        super().__init__(parent)
        if settings is None:
            from vtt.ui.nechronica.main_window import open_settings
            settings = open_settings()
        self.settings = settings
        self.shipped = [load_catalog_file(p) for p in shipped_catalog_paths()]
        self.catalog = Catalog(self.shipped)
        self.files: dict[str, CatalogFile] = {}      # the user's catalogs in use, by path
        self.problems: dict[str, str] = {}           # remembered ones skipped, by path
        self.reload()

    def remembered(self) -> list[str]:
        from vtt.ui.nechronica.main_window import settings_list
        return settings_list(self.settings, CATALOGS_KEY)

    def reload(self) -> None:
        """Read every remembered file again and merge them, in order, after the shipped ones."""
        order = self.remembered()
        files, problems = {}, {}
        for path in order:
            try:
                files[path] = load_catalog_file(path)
            except FileFormatError as e:
                problems[path] = str(e)
        self._commit(order, files, problems)

    def add(self, path) -> str:
        """Merge a user catalog and remember it: '' or, on error, the message (and nothing changes).
        A file remembered already (perhaps fixed since) is read afresh and keeps its place."""
        path = str(Path(path).resolve())
        order = self.remembered()
        if path not in order:
            order.append(path)
        try:
            files = {**self.files, path: load_catalog_file(path)}
        except FileFormatError as e:
            return str(e)
        trial = self._merge_into(Catalog(), order, files)
        if path in trial:
            return trial[path]
        self.settings.setValue(CATALOGS_KEY, order)
        self._commit(order, files, {p: m for p, m in self.problems.items() if p != path})
        return ""

    def remove(self, path: str) -> None:
        """Forget a user catalog (the file itself is left alone) and take its parts out of the catalog."""
        order = [p for p in self.remembered() if p != path]
        self.settings.setValue(CATALOGS_KEY, order)
        self._commit(order, {p: f for p, f in self.files.items() if p != path},
                     {p: m for p, m in self.problems.items() if p != path})

    def _merge_into(self, catalog: Catalog, order: list[str], files: dict[str, CatalogFile]) -> dict[str, str]:
        """Fill ``catalog`` with the shipped files, then ``files`` in ``order``; those that would not merge."""
        catalog.reset(self.shipped)
        problems = {}
        for path in order:
            if path in files:
                try:
                    catalog.add(files[path], where=path)
                except FileFormatError as e:
                    problems[path] = str(e)
        return problems

    def _commit(self, order, files, problems) -> None:
        problems = {**problems, **self._merge_into(self.catalog, order, files)}
        self.files = {p: f for p, f in files.items() if p not in problems}
        self.problems = problems
        self.changed.emit()


def _catalogs(catalog) -> tuple[CatalogLibrary | None, Catalog]:
    """(library, catalog) of what a workshop window is given: a CatalogLibrary (the user's catalogs
    remembered; its catalog), a plain Catalog (nothing remembered), or None (a library of its own, read
    from the settings: a window opened on its own)."""
    if catalog is None:
        catalog = CatalogLibrary()
    return (catalog, catalog.catalog) if isinstance(catalog, CatalogLibrary) else (None, catalog)


def new_doll(catalog: Catalog) -> DollFile:
    """A doll with the basic parts, named in the interface language."""
    return DollFile(name=QCoreApplication.translate("Workshop", "New doll"),
                    parts=catalog.basic_parts())


def new_enemy() -> EnemyFile:
    return EnemyFile(kind="horror", name=QCoreApplication.translate("Workshop", "New enemy"), base_ap=6, threat=1)


# -- the game's words as the interface names them (literals, so pyside6-lupdate extracts them) ---------
def column_titles() -> dict[str, str]:
    """The parts tables' column headers, by column."""
    return {
        "name": QCoreApplication.translate("Workshop", "Name"),
        "location": QCoreApplication.translate("Workshop", "Location"),
        "timing": QCoreApplication.translate("Workshop", "Timing"),
        "cost": QCoreApplication.translate("Workshop", "Cost"),
        "range": QCoreApplication.translate("Workshop", "Range"),
        "effect": QCoreApplication.translate("Workshop", "Effect"),
        "category": QCoreApplication.translate("Workshop", "Category"),
        "level": QCoreApplication.translate("Workshop", "Level"),
        "damaged": QCoreApplication.translate("Workshop", "Damaged"),
    }


def term_names() -> dict[str, dict[str, str]]:
    """For each of TERM_COLUMNS, key → its name ("head" → "Head", 頭 in Japanese). The key stays the data."""
    return {
        "location": {
            "head": QCoreApplication.translate("Workshop", "Head"),
            "arms": QCoreApplication.translate("Workshop", "Arms"),
            "torso": QCoreApplication.translate("Workshop", "Torso"),
            "legs": QCoreApplication.translate("Workshop", "Legs"),
            "body": QCoreApplication.translate("Workshop", "Body"),
            "skill": QCoreApplication.translate("Workshop", "Skill"),
        },
        "timing": {
            "auto": QCoreApplication.translate("Workshop", "Auto"),
            "action": QCoreApplication.translate("Workshop", "Action"),
            "judge": QCoreApplication.translate("Workshop", "Judge"),
            "damage": QCoreApplication.translate("Workshop", "Damage"),
            "rapid": QCoreApplication.translate("Workshop", "Rapid"),
        },
        "category": {
            "basic": QCoreApplication.translate("Workshop", "Basic"),
            "armament": QCoreApplication.translate("Workshop", "Armament"),
            "mutation": QCoreApplication.translate("Workshop", "Mutation"),
            "modification": QCoreApplication.translate("Workshop", "Modification"),
            "treasure": QCoreApplication.translate("Workshop", "Treasure"),
            "skill": QCoreApplication.translate("Workshop", "Skill"),
            "enemy": QCoreApplication.translate("Workshop", "Enemy"),
        },
    }


def fill_term_combo(combo: QComboBox, column: str, keys) -> QComboBox:
    """Add ``keys`` to a combo box: each shown by its name, the key as its data."""
    names = term_names()[column]
    for k in keys:
        combo.addItem(names.get(k, k), k)
    return combo


def set_headers(table: QTableWidget, columns) -> None:
    """Headers in the interface language; the short columns sized to their contents, the effect stretched."""
    titles = column_titles()
    table.setHorizontalHeaderLabels([titles[c] for c in columns])
    header = table.horizontalHeader()
    for col, c in enumerate(columns):
        if c in COMPACT_COLUMNS:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(columns.index("effect"), QHeaderView.ResizeMode.Stretch)


def term_item(column: str, key: str, names: dict[str, dict[str, str]]) -> QTableWidgetItem:
    """A location / timing / category cell: the name shown, the key under KEY_ROLE."""
    item = QTableWidgetItem(names[column].get(key, key))
    item.setData(KEY_ROLE, key)
    return item


class TermDelegate(QStyledItemDelegate):
    """Edits a location / timing / category cell with a combo box of names over the keys it may hold."""

    def __init__(self, column: str, keys, parent=None):
        super().__init__(parent)
        self.column, self.keys = column, tuple(keys)

    def createEditor(self, parent, option, index):
        combo = QComboBox(parent)
        current = index.data(KEY_ROLE)
        fill_term_combo(combo, self.column, self.keys + ((current,) if current and current not in self.keys else ()))
        combo.activated.connect(lambda _i: (self.commitData.emit(combo), self.closeEditor.emit(combo)))
        return combo

    def setEditorData(self, editor, index):
        editor.setCurrentIndex(max(0, editor.findData(index.data(KEY_ROLE))))

    def setModelData(self, editor, model, index):
        key = editor.currentData()
        if key != index.data(KEY_ROLE):         # one change (one revalidation): the key and its name
            model.setItemData(index, {KEY_ROLE: key, Qt.ItemDataRole.DisplayRole: editor.currentText()})

    def updateEditorGeometry(self, editor, option, index):
        """As wide as the names need, even where the column is narrower."""
        rect = option.rect
        rect.setWidth(max(rect.width(), editor.sizeHint().width()))
        editor.setGeometry(rect)


def _first_error(model, data) -> tuple[object | None, str]:
    try:
        return model.model_validate(data), ""
    except ValidationError as e:
        return None, validation_text(e, current_language())


# -- the parts catalog ------------------------------------------------------------------------------
class CatalogBrowser(QWidget):
    """Search box and category / level / timing filters over the catalog's parts."""

    part_chosen = Signal(object)        # a PartSpec (double-click or "Add")

    COLUMNS = ("name", "location", "timing", "cost", "range", "category", "level", "effect")

    def __init__(self, catalog: CatalogLibrary | Catalog | None = None, parent=None, add_text: str | None = None):
        super().__init__(parent)
        # a library remembers the user catalogs added here; a plain catalog does not
        self.library, self.catalog = _catalogs(catalog)
        self.search_edit = QLineEdit(placeholderText=self.tr("Search name or effect"))
        self.category = QComboBox()
        self.category.addItem(self.tr("All categories"), None)
        fill_term_combo(self.category, "category", CATEGORIES)
        self.level = QComboBox()
        self.level.addItem(self.tr("All levels"), None)
        for lv in range(4):
            self.level.addItem(str(lv), lv)
        self.timing = QComboBox()
        self.timing.addItem(self.tr("All timings"), None)
        fill_term_combo(self.timing, "timing", TIMINGS)
        self.table = QTableWidget(0, len(self.COLUMNS))
        set_headers(self.table, self.COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.cellDoubleClicked.connect(lambda row, _col: self._choose(row))
        self.add_button = QPushButton(add_text or self.tr("Add"))
        self.add_button.setVisible(add_text is not None)
        self.add_button.clicked.connect(lambda: self._choose(self.table.currentRow()))
        self.user_button = QPushButton(self.tr("Add catalog file…"))
        self.user_button.clicked.connect(self._browse_catalog)
        self.remove_menu = QMenu(self)
        self.remove_button = QPushButton(self.tr("Remove catalog"))
        self.remove_button.setToolTip(self.tr("Stop using one of your catalog files (the file is kept)"))
        self.remove_button.setMenu(self.remove_menu)
        self.remove_button.setVisible(self.library is not None)
        self.error_label = QLabel(wordWrap=True)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.problems_label = QLabel(wordWrap=True)
        self.problems_label.setStyleSheet(WARN_STYLE)
        self.problems_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems_label.hide()

        # the search box on a line of its own, above the filters: beside an editor's table the browser is
        # narrow, and a long placeholder (Japanese) was cut to "名前…"
        filters = QHBoxLayout()
        for w in (self.category, self.level, self.timing):
            filters.addWidget(w)
        filters.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.user_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.search_edit)
        lay.addLayout(filters)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.problems_label)
        lay.addWidget(self.error_label)
        lay.addLayout(buttons)
        self.search_edit.textChanged.connect(self.refresh)
        for combo in (self.category, self.level, self.timing):
            combo.currentIndexChanged.connect(self.refresh)
        self.shown: list[PartSpec] = []
        if self.library is not None:
            self.library.changed.connect(self._library_changed)
        self._library_changed()

    def set_filters(self, text: str = "", category=None, level=None, timing=None) -> None:
        self.search_edit.setText(text)
        for combo, value in ((self.category, category), (self.level, level), (self.timing, timing)):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        self.refresh()

    def refresh(self) -> None:
        self.shown = self.catalog.search(self.search_edit.text().strip(), self.category.currentData(),
                                         self.level.currentData(), self.timing.currentData())
        self.table.setRowCount(len(self.shown))
        names = term_names()
        for row, p in enumerate(self.shown):
            values = {"name": p.name, "location": p.location, "timing": p.timing,
                      "cost": "" if p.cost is None else str(p.cost), "range": p.range, "category": p.category,
                      "level": str(p.level), "effect": p.effect}
            for col, key in enumerate(self.COLUMNS):
                v = values[key]
                item = term_item(key, v, names) if key in TERM_COLUMNS else QTableWidgetItem(v)
                if col == 0 and p.name_en:
                    item.setToolTip(p.name_en)
                self.table.setItem(row, col, item)

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self.shown):
            self.part_chosen.emit(self.shown[row].model_copy())

    def _browse_catalog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Add a parts catalog"), "", "JSON (*.json)")
        if path:
            self.add_catalog_file(path)

    def add_catalog_file(self, path) -> bool:
        """Validate a user catalog and merge it (and remember it, in a library); on error show
        the file and field and change nothing."""
        if self.library is not None:
            error = self.library.add(path)
        else:
            try:
                self.catalog.add(load_catalog_file(path), where=path)
                error = ""
            except FileFormatError as e:
                error = str(e)
        self.error_label.setText(error)
        if not error:
            self.refresh()
        return not error

    def remove_catalog_file(self, path: str) -> None:
        self.error_label.clear()
        self.library.remove(path)

    def _library_changed(self) -> None:
        """Parts, the remembered files that were skipped, and the Remove menu, as the library has them."""
        self.refresh()
        if self.library is None:
            return
        problems = self.library.problems
        lines = [self.tr("Catalog file not loaded: {0}").format(m) for m in problems.values()]
        if lines:
            lines.append(self.tr("It stays remembered: fix the file and add it again, or remove it."))
        self.problems_label.setText("\n".join(lines))
        self.problems_label.setVisible(bool(lines))
        self.remove_menu.clear()
        for path in self.library.remembered():
            f = self.library.files.get(path)
            text = f"{f.name or Path(path).name} — {path}" if f else self.tr("{0} (not loaded)").format(path)
            self.remove_menu.addAction(text, lambda p=path: self.remove_catalog_file(p))
        self.remove_button.setEnabled(not self.remove_menu.isEmpty())


class CatalogDialog(QDialog):
    def __init__(self, catalog: CatalogLibrary | Catalog | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Parts catalog"))
        self.browser = CatalogBrowser(catalog, self)
        QVBoxLayout(self).addWidget(self.browser)
        self.resize(900, 600)


# -- a table of parts, shared by the doll and enemy editors ------------------------------------------
class PartsTable(QTableWidget):
    """Editable part rows; the extra fields a row doesn't show (id, name_en, dice...) ride along."""

    COLUMNS = ("location", "name", "timing", "cost", "range", "effect", "category", "level", "damaged")
    edited = Signal()

    def __init__(self, location_order=LOCATIONS + ("skill",), parent=None):
        super().__init__(0, len(self.COLUMNS), parent)
        self.location_order = location_order
        set_headers(self, self.COLUMNS)
        self.delegates = {c: TermDelegate(c, keys, self) for c, keys in
                          (("location", location_order), ("timing", TIMINGS), ("category", CATEGORIES))}
        for c, delegate in self.delegates.items():
            self.setItemDelegateForColumn(self.COLUMNS.index(c), delegate)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.itemChanged.connect(lambda _item: self.edited.emit())

    def set_parts(self, parts) -> None:
        self.blockSignals(True)
        self.setRowCount(0)
        for p in sorted(parts, key=self._order):
            self._append(p.model_dump() if isinstance(p, PartSpec) else dict(p))
        self.blockSignals(False)
        self.edited.emit()

    def _order(self, p):
        loc = p.location if isinstance(p, PartSpec) else p.get("location", "")
        return self.location_order.index(loc) if loc in self.location_order else len(self.location_order)

    def _append(self, d: dict) -> None:
        row = self.rowCount()
        self.insertRow(row)
        names = term_names()
        for col, key in enumerate(self.COLUMNS):
            if key == "damaged":
                item = QTableWidgetItem()
                item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
                              | Qt.ItemFlag.ItemIsSelectable)
                item.setCheckState(Qt.CheckState.Checked if d.get("damaged") else Qt.CheckState.Unchecked)
            elif key in TERM_COLUMNS:
                item = term_item(key, d.get(key) or "", names)
            else:
                v = d.get(key)
                item = QTableWidgetItem("" if v is None else str(v))
            if col == 0:
                item.setData(Qt.ItemDataRole.UserRole, {k: v for k, v in d.items() if k not in self.COLUMNS})
            self.setItem(row, col, item)

    def add_part(self, part) -> None:
        """Insert a part after the last one of its location (the table stays grouped by location)."""
        parts = self.rows() + [part.model_dump() if isinstance(part, PartSpec) else dict(part)]
        self.set_parts(parts)

    def add_blank(self, location: str) -> None:
        self.blockSignals(True)
        self._append({"location": location, "name": "", "timing": "auto", "range": "-", "category": "basic",
                      "level": 0})
        self.blockSignals(False)
        self.setCurrentCell(self.rowCount() - 1, 1)
        self.edited.emit()

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.selectedIndexes()} or {self.currentRow()}, reverse=True)
        for r in rows:
            if r >= 0:
                self.removeRow(r)
        self.edited.emit()

    def rows(self) -> list[dict]:
        """Each row as the dict pydantic validates (cost and level as typed; pydantic reads them)."""
        out = []
        for r in range(self.rowCount()):
            first = self.item(r, 0)
            d = dict(first.data(Qt.ItemDataRole.UserRole) or {}) if first else {}
            for col, key in enumerate(self.COLUMNS):
                item = self.item(r, col)
                if key == "damaged":
                    d[key] = item is not None and item.checkState() == Qt.CheckState.Checked
                elif key in TERM_COLUMNS:
                    d[key] = (item.data(KEY_ROLE) or "") if item else ""
                else:
                    text = item.text().strip() if item else ""
                    d[key] = (text or None) if key == "cost" else (text or "0") if key == "level" else text
            out.append(d)
        return out


class PartsPage(QWidget):
    """A file's parts table beside the catalog: hand-written rows, Remove, and the catalog's "Add to …"."""

    def __init__(self, parts, locations, add_text: str, catalog: CatalogLibrary | Catalog | None = None, parent=None,
                 place=lambda part: part):
        super().__init__(parent)
        self.place = place              # where a catalog part goes in this file (an enemy's "body")
        self.table = PartsTable(location_order=locations)
        self.table.set_parts(parts)
        self.new_part_location = fill_term_combo(QComboBox(), "location", locations)
        self.add_row_button = QPushButton(self.tr("Add a hand-written part"))
        self.add_row_button.clicked.connect(lambda: self.table.add_blank(self.new_part_location.currentData()))
        self.remove_part_button = QPushButton(self.tr("Remove part"))
        self.remove_part_button.clicked.connect(self.table.remove_selected)
        self.browser = CatalogBrowser(catalog, add_text=add_text)
        self.browser.part_chosen.connect(self.add_part)
        lay = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addWidget(self.new_part_location)
        row.addWidget(self.add_row_button)
        row.addStretch(1)
        row.addWidget(self.remove_part_button)
        left.addLayout(row)
        lay.addLayout(left, 3)
        lay.addWidget(self.browser, 2)

    def add_part(self, part) -> None:
        self.table.add_part(self.place(part))


class _EditorBase(QDialog):
    """Validation on every change, a red error label, Save only while the file is valid."""

    MODEL: type = DollFile
    FILE_FILTER = "JSON (*.json)"

    def __init__(self, original, path=None, parent=None):
        super().__init__(parent)
        self.original = original
        self.path = Path(path) if path else None
        self.model = None
        self._saved_data = None            # what the file holds: set by the first validation (the end of __init__)
        self.error_label = QLabel(wordWrap=True)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_as_button = QPushButton(self.tr("Save as…"))
        self.close_button = QPushButton(self.tr("Close"))
        self.save_button.clicked.connect(self.save)
        self.save_as_button.clicked.connect(self.save_as)
        self.close_button.clicked.connect(self.request_close)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        for b in (self.save_button, self.save_as_button, self.close_button):
            self.buttons.addWidget(b)

    def data(self) -> dict:
        raise NotImplementedError

    def has_unsaved_edits(self) -> bool:
        return self._saved_data is not None and self.data() != self._saved_data

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel for edits not saved (a test replaces this)."""
        return QMessageBox.question(
            self, self.tr("Unsaved edits"), self.tr("Save the edits to {0} before closing?").format(
                self.name_edit.text() or self.tr("this file")),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)

    def may_close(self) -> bool:
        """Closing with edits not saved asks; Cancel (or a failed save) keeps the editor open."""
        if not self.has_unsaved_edits():
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def request_close(self) -> bool:
        """The Close button, Esc and the title bar's ×: ask about unsaved edits, then close."""
        if not self.may_close():
            return False
        self.done(QDialog.DialogCode.Rejected)
        return True

    def closeEvent(self, event) -> None:
        # the window manager's × asks like the Close button; a close() from code does not
        if event.spontaneous() and not self.may_close():
            event.ignore()
            return
        super().closeEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.request_close()
            return
        super().keyPressEvent(event)

    def revalidate(self) -> None:
        if self._saved_data is None:
            self._saved_data = self.data()
        self.model, error = _first_error(self.MODEL, self.data())
        self.error_label.setText(error)
        self.save_button.setEnabled(self.model is not None)
        self.save_as_button.setEnabled(self.model is not None)
        self.after_validate()

    def after_validate(self) -> None:
        pass

    def add_part(self, part) -> None:
        """A part (a catalog part, say) into the parts page's table, where this file places it."""
        self.parts_page.add_part(part)

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save"), str(self.path or ""), self.FILE_FILTER)
        return bool(path) and self.save_to(path)

    def save_to(self, path) -> bool:
        self.revalidate()
        if self.model is None:
            return False
        try:
            save_model(self.model, path)
        except OSError as e:
            self.error_label.setText(f"{path}: {e.strerror or e}")
            return False
        self.path = Path(path)
        self._saved_data = self.data()
        self.setWindowTitle(f"{self.model.name} — {self.path.name}")
        return True


def _spin(lo, hi, value) -> QSpinBox:
    s = QSpinBox()
    s.setRange(lo, hi)
    s.setValue(value)
    return s


def _lines(edit: QPlainTextEdit) -> list[str]:
    return [line.strip() for line in edit.toPlainText().splitlines() if line.strip()]


# -- the doll editor ---------------------------------------------------------------------------------
class DollEditor(_EditorBase):
    MODEL = DollFile
    FETTER_COLUMNS = ("target", "emotion", "madness", "mad_effect", "treasure")

    def __init__(self, doll: DollFile | None = None, path=None, parent=None,
                 catalog: CatalogLibrary | Catalog | None = None, warnings: list[str] = ()):
        self.library, self.catalog = _catalogs(catalog)
        doll = doll if doll is not None else new_doll(self.catalog)
        super().__init__(doll, path, parent)
        self.setWindowTitle(self.tr("Doll: {0}").format(doll.name))
        self.resize(1100, 720)

        # profile
        self.name_edit = QLineEdit(doll.name)
        self.position_edit = QLineEdit(doll.position)
        self.main_class_edit = QLineEdit(doll.main_class)
        self.sub_class_edit = QLineEdit(doll.sub_class)
        self.reinforcement = {k: _spin(0, REINFORCEMENT_MAX, getattr(doll.reinforcement, k)) for k in REINFORCED}
        self.area = QComboBox()
        for a in DOLL_START_AREAS:
            self.area.addItem(f"{AREA_NAMES_JA[a]} {AREA_NAMES_EN[a]}", a)     # as the new-battle dialog names them
        self.area.setCurrentIndex(max(0, self.area.findData(doll.area)))
        self.base_ap = _spin(0, BASE_AP_MAX, doll.base_ap)
        self.karma_edit = QPlainTextEdit("\n".join(doll.karma))
        self.memory_edit = QPlainTextEdit("\n".join(doll.memory_fragments))
        profile = QWidget()
        form = QFormLayout(profile)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Position"), self.position_edit)
        form.addRow(self.tr("Main class"), self.main_class_edit)
        form.addRow(self.tr("Sub class"), self.sub_class_edit)
        reinf = QHBoxLayout()
        categories = term_names()["category"]
        for k in REINFORCED:
            reinf.addWidget(QLabel(categories[k]))
            reinf.addWidget(self.reinforcement[k])
        form.addRow(self.tr("Reinforcement"), reinf)
        form.addRow(self.tr("Starting area"), self.area)
        form.addRow(self.tr("Base AP"), self.base_ap)
        form.addRow(self.tr("Karma (one a line)"), self.karma_edit)
        form.addRow(self.tr("Memory fragments (one a line)"), self.memory_edit)

        # parts: the doll's table beside the catalog
        self.parts_page = PartsPage(doll.parts, LOCATIONS + ("skill",), self.tr("Add to the doll"),
                                    self.library or self.catalog)
        self.parts, self.browser = self.parts_page.table, self.parts_page.browser

        # fetters
        self.fetters = QTableWidget(0, len(self.FETTER_COLUMNS))
        self.fetters.setHorizontalHeaderLabels([self.tr("Target"), self.tr("Emotion"), self.tr("Madness"),
                                                self.tr("Mad effect"), self.tr("Treasure")])
        self.fetters.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        for f in doll.fetters:
            self._append_fetter(f.model_dump())
        self.add_fetter_button = QPushButton(self.tr("Add fetter"))
        self.add_fetter_button.clicked.connect(lambda: self.add_fetter())
        self.remove_fetter_button = QPushButton(self.tr("Remove fetter"))
        self.remove_fetter_button.clicked.connect(self.remove_fetter)
        fetter_page = QWidget()
        fl = QVBoxLayout(fetter_page)
        fl.addWidget(self.fetters, 1)
        frow = QHBoxLayout()
        frow.addWidget(self.add_fetter_button)
        frow.addWidget(self.remove_fetter_button)
        frow.addStretch(1)
        fl.addLayout(frow)

        self.tabs = QTabWidget()
        self.tabs.addTab(profile, self.tr("Profile"))
        self.tabs.addTab(self.parts_page, self.tr("Parts"))
        self.tabs.addTab(fetter_page, self.tr("Fetters"))

        self.warnings_label = QLabel("\n".join(warnings), wordWrap=True)
        self.warnings_label.setStyleSheet(WARN_STYLE)
        self.warnings_label.setVisible(bool(warnings))
        self.max_ap_label = QLabel()
        self.reinforcement_label = QLabel(wordWrap=True)
        self.reinforcement_label.setStyleSheet(WARN_STYLE)
        self.ccfolia_button = QPushButton(self.tr("Copy for CCFOLIA"))
        self.ccfolia_button.clicked.connect(self.copy_ccfolia)
        self.buttons.insertWidget(0, self.ccfolia_button)
        self.max_ap: int | None = None

        lay = QVBoxLayout(self)
        lay.addWidget(self.warnings_label)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(self.max_ap_label)
        lay.addWidget(self.reinforcement_label)
        lay.addWidget(self.error_label)
        lay.addLayout(self.buttons)

        for w in (self.name_edit, self.position_edit, self.main_class_edit, self.sub_class_edit):
            w.textChanged.connect(self.revalidate)
        for s in (*self.reinforcement.values(), self.base_ap):
            s.valueChanged.connect(self.revalidate)
        self.area.currentIndexChanged.connect(self.revalidate)
        self.karma_edit.textChanged.connect(self.revalidate)
        self.memory_edit.textChanged.connect(self.revalidate)
        self.parts.edited.connect(self.revalidate)
        self.fetters.itemChanged.connect(self.revalidate)
        self.revalidate()

    # fetters
    def _append_fetter(self, d: dict) -> None:
        self.fetters.blockSignals(True)
        row = self.fetters.rowCount()
        self.fetters.insertRow(row)
        for col, key in enumerate(self.FETTER_COLUMNS):
            if key == "treasure":
                item = QTableWidgetItem()
                item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
                              | Qt.ItemFlag.ItemIsSelectable)
                item.setCheckState(Qt.CheckState.Checked if d.get(key) else Qt.CheckState.Unchecked)
            else:
                item = QTableWidgetItem(str(d.get(key, "")))
            self.fetters.setItem(row, col, item)
        self.fetters.blockSignals(False)

    def add_fetter(self, target: str = "", emotion: str = "", madness: int = 3) -> None:
        if self.fetters.rowCount() >= FETTERS_MAX:
            return
        self._append_fetter({"target": target, "emotion": emotion, "madness": madness, "mad_effect": ""})
        self.revalidate()

    def remove_fetter(self) -> None:
        r = self.fetters.currentRow()
        if r >= 0:
            self.fetters.removeRow(r)
            self.revalidate()

    def fetter_rows(self) -> list[dict]:
        out = []
        for r in range(self.fetters.rowCount()):
            d = {}
            for col, key in enumerate(self.FETTER_COLUMNS):
                item = self.fetters.item(r, col)
                if key == "treasure":
                    d[key] = item is not None and item.checkState() == Qt.CheckState.Checked
                else:
                    d[key] = item.text().strip() if item else ""
            d["madness"] = d["madness"] or "0"
            out.append(d)
        return out

    # parts
    def part_count(self) -> int:
        return self.parts.rowCount()

    # the model
    def data(self) -> dict:
        d = self.original.model_dump()
        d.update(
            name=self.name_edit.text(), position=self.position_edit.text(),
            main_class=self.main_class_edit.text(), sub_class=self.sub_class_edit.text(),
            reinforcement={k: s.value() for k, s in self.reinforcement.items()},
            area=self.area.currentData(), base_ap=self.base_ap.value(),
            parts=self.parts.rows(), fetters=self.fetter_rows(),
            karma=_lines(self.karma_edit), memory_fragments=_lines(self.memory_edit),
        )
        return d

    def after_validate(self) -> None:
        self.add_fetter_button.setEnabled(self.fetters.rowCount() < FETTERS_MAX)
        self.ccfolia_button.setEnabled(self.model is not None)
        if self.model is None:
            self.max_ap = None
            self.max_ap_label.setText(self.tr("Max AP: —"))
            self.reinforcement_label.clear()
            return
        rows = doll_max_ap_breakdown(self.model)
        self.max_ap = sum(v for _, v in rows)
        detail = " ".join(f"{self._ap_row_name(label)} {v:+d}" if i else f"{self._ap_row_name(label)} {v}"
                          for i, (label, v) in enumerate(rows))
        self.max_ap_label.setText(self.tr("Max AP: {0}  ({1})").format(self.max_ap, detail))
        self.reinforcement_label.setText("\n".join(self.reinforcement_warnings()))

    def _ap_row_name(self, label) -> str:
        """A max-AP row's label from the rules ("base", a part's name, or a mad fetter as a Phrase) as shown."""
        if isinstance(label, Phrase):
            return refusal_text(label, current_language())
        return self.tr("base") if label == "base" else label

    def reinforcement_warnings(self) -> list[str]:
        if self.model is None:
            return []
        out = []
        categories = term_names()["category"]
        for cat in REINFORCED:
            n = sum(1 for p in self.model.parts if p.category == cat)
            want = getattr(self.model.reinforcement, cat)
            if n != want:
                out.append(self.tr("{0}: {1} parts, but the reinforcement value is {2}").format(
                    categories[cat], n, want))
        return out

    def copy_ccfolia(self) -> bool:
        if self.model is None:
            return False
        from vtt.interop.nechronica.ccfolia import ccfolia_json
        QGuiApplication.clipboard().setText(ccfolia_json(self.model))
        return True


# -- the enemy editor --------------------------------------------------------------------------------
def enemy_threat(enemy: EnemyFile) -> int:
    """Total threat (the rules': vtt.rules.nechronica.limits.total_threat)."""
    return total_threat(enemy.kind, enemy.threat, enemy.bodies)


class EnemyEditor(_EditorBase):
    MODEL = EnemyFile

    def __init__(self, enemy: EnemyFile | None = None, path=None, parent=None,
                 catalog: CatalogLibrary | Catalog | None = None):
        enemy = enemy if enemy is not None else new_enemy()
        super().__init__(enemy, path, parent)
        self.setWindowTitle(self.tr("Enemy: {0}").format(enemy.name))
        self.resize(1100, 680)
        self.kind = QComboBox()
        for k, text in (("legion", self.tr("Legion")), ("horror", self.tr("Horror")), ("savant", self.tr("Savant"))):
            self.kind.addItem(text, k)
        self.kind.setCurrentIndex(self.kind.findData(enemy.kind))
        self.name_edit = QLineEdit(enemy.name)
        self.base_ap = _spin(0, BASE_AP_MAX, enemy.base_ap)
        self.threat = _spin(0, 99, enemy.threat)
        self.bodies = _spin(1, BODIES_MAX, enemy.bodies or 5)
        self.threat_label = QLabel()
        # parts: the enemy's table beside the catalog
        self.parts_page = PartsPage(enemy.parts, ("body",) + LOCATIONS + ("skill",), self.tr("Add to the enemy"),
                                    catalog, place=self.place_part)
        self.parts, self.browser = self.parts_page.table, self.parts_page.browser
        self.parts_page.layout().setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        form.addRow(self.tr("Kind"), self.kind)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Base AP"), self.base_ap)
        form.addRow(self.tr("Threat"), self.threat)
        form.addRow(self.tr("Bodies"), self.bodies)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.parts_page, 1)
        lay.addWidget(self.threat_label)
        lay.addWidget(self.error_label)
        lay.addLayout(self.buttons)
        self.kind.currentIndexChanged.connect(self.kind_changed)
        self.name_edit.textChanged.connect(self.revalidate)
        for s in (self.base_ap, self.threat, self.bodies):
            s.valueChanged.connect(self.revalidate)
        self.parts.edited.connect(self.revalidate)
        self.revalidate()

    def kind_changed(self) -> None:
        """A legion or a horror has no locations: parts placed by location move to its body. Back to a
        savant, body parts stay where they are and the editor says which need a location."""
        rows = self.parts.rows()
        if self.kind.currentData() != "savant" and any(r.get("location") in LOCATIONS for r in rows):
            self.parts.set_parts([{**r, "location": "body"} if r.get("location") in LOCATIONS else r for r in rows])
        self.revalidate()

    def place_part(self, part: PartSpec) -> PartSpec:
        """A savant's parts keep their location; a legion's or horror's sit in its body (skills stay skills)."""
        if self.kind.currentData() == "savant" or part.location in ("body", "skill"):
            return part
        return part.model_copy(update={"location": "body"})

    def data(self) -> dict:
        d = self.original.model_dump()
        legion = self.kind.currentData() == "legion"
        d.update(kind=self.kind.currentData(), name=self.name_edit.text(), base_ap=self.base_ap.value(),
                 threat=self.threat.value(), bodies=self.bodies.value() if legion else None,
                 parts=self.parts.rows())
        return d

    def after_validate(self) -> None:
        self.bodies.setEnabled(self.kind.currentData() == "legion")
        if self.model is None:
            self.threat_label.setText(self.tr("Threat: —"))
        elif self.model.kind == "legion":
            self.threat_label.setText(self.tr("Threat: {0} ({1} per 5 bodies × {2})").format(
                enemy_threat(self.model), self.model.threat, -(-self.model.bodies // THREAT_BODIES)))
        else:
            self.threat_label.setText(self.tr("Threat: {0}").format(enemy_threat(self.model)))


# -- menu entry points (the main window's Workshop menu: ``library`` is the window's) ------------------
def _show(dialog: QDialog) -> QDialog:
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def _open_name(parent, title: str, filt: str = "JSON (*.json)") -> str:
    path, _ = QFileDialog.getOpenFileName(parent, title, "", filt)
    return path


def new_doll_dialog(parent=None, library: CatalogLibrary | None = None) -> DollEditor:
    return _show(DollEditor(parent=parent, catalog=library))


def _edit_file_dialog(parent, path, title: str, editor: type[_EditorBase], library: CatalogLibrary | None):
    """Open a file in its editor; a broken file is reported with its field and nothing opens."""
    path = path or _open_name(parent, title)
    if not path:
        return None
    try:
        data = load_model(editor.MODEL, path)
    except FileFormatError as e:
        QMessageBox.warning(parent, "vtt", str(e))
        return None
    return _show(editor(data, path=path, parent=parent, catalog=library))


def edit_doll_dialog(parent=None, library: CatalogLibrary | None = None, path=None) -> DollEditor | None:
    return _edit_file_dialog(parent, path, QDialog.tr("Edit doll"), DollEditor, library)


def edit_enemy_dialog(parent=None, library: CatalogLibrary | None = None, path=None) -> EnemyEditor | None:
    return _edit_file_dialog(parent, path, QDialog.tr("Edit enemy"), EnemyEditor, library)


def new_enemy_dialog(parent=None, library: CatalogLibrary | None = None) -> EnemyEditor:
    return _show(EnemyEditor(parent=parent, catalog=library))


def open_catalog_browser(parent=None, library: CatalogLibrary | None = None) -> CatalogDialog:
    return _show(CatalogDialog(library, parent=parent))


def import_charasheet_dialog(parent=None, library: CatalogLibrary | None = None, path=None) -> DollEditor | None:
    """Import a キャラクター保管所 export and open it in the editor (unsaved), warnings on top."""
    from vtt.interop.nechronica.charasheet import load_charasheet
    path = path or _open_name(parent, QDialog.tr("Import from キャラクター保管所"), "JSON (*.json *.js);;All (*)")
    if not path:
        return None
    try:
        library = library if library is not None else CatalogLibrary()
        result = load_charasheet(path, library.catalog)
    except FileFormatError as e:
        QMessageBox.warning(parent, "vtt", str(e))
        return None
    return _show(DollEditor(result.doll, parent=parent, catalog=library, warnings=result.warnings))


def copy_ccfolia_dialog(parent=None, path=None) -> bool:
    """Put a doll file on the clipboard as a CCFOLIA piece."""
    from vtt.interop.nechronica.ccfolia import ccfolia_json
    path = path or _open_name(parent, QDialog.tr("Copy doll for CCFOLIA"))
    if not path:
        return False
    try:
        doll = load_model(DollFile, path)
    except FileFormatError as e:
        QMessageBox.warning(parent, "vtt", str(e))
        return False
    QGuiApplication.clipboard().setText(ccfolia_json(doll))
    return True
