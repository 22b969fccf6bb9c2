"""Nechronica's workshop: the doll and enemy editors (the workshop's generic editor, vtt/ui/workshop, with
the parts table beside the catalog as the parts field's widget and what Nechronica works out from a doll
or an enemy beside it), the parts catalog and the user's catalogs, import and export of sheets.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QFileDialog, QHeaderView, QLabel, QLineEdit,
                               QMenu, QMessageBox, QPushButton, QStyledItemDelegate, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from vtt.core.errors import FileFormatError, Phrase, Term
from vtt.core.files import load_model
from vtt.rules.nechronica.catalog import Catalog, CatalogFile, load_catalog_file, shipped_catalog_files
from vtt.rules.nechronica.effects import doll_max_ap_breakdown
from vtt.rules.nechronica.limits import THREAT_BODIES, total_threat
from vtt.rules.nechronica.reasons import CATALOG, refusal_text
from vtt.rules.nechronica.models import CATEGORIES, LOCATIONS, TIMINGS, DollFile, EnemyFile, PartSpec
from vtt.rules.nechronica.terms import NO_COST
from vtt.ui.i18n import current_language
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.paths import open_settings, settings_list
from vtt.ui.workshop.editor import EditorWindow, show_editor
from vtt.ui.workshop.form import FieldEditor, tr_field
from vtt.workshop.fields import typed_number, walk

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
        self.settings = settings if settings is not None else open_settings()
        self.shipped = shipped_catalog_files()
        self.catalog = Catalog(self.shipped)
        self.files: dict[str, CatalogFile] = {}      # the user's catalogs in use, by path
        self.problems: dict[str, str] = {}           # remembered ones skipped, by path
        self.reload()

    def remembered(self) -> list[str]:
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


def _library(library: CatalogLibrary | None) -> CatalogLibrary:
    """The user's catalogs a workshop window is given, or (None: a window opened on its own) a library of
    its own, read from the settings."""
    return library if library is not None else CatalogLibrary()


# -- the game's words as the interface names them -----------------------------------------------------
def term_names() -> dict[str, dict[str, str]]:
    """For each of TERM_COLUMNS, key → its name ("head" → "Head", 頭 in Japanese). The key stays the data. The
    locations and timings as the rules' catalog tells them; the categories (it has none) as literals, so
    pyside6-lupdate extracts them."""
    lang = current_language()
    return {
        **{column: {k: CATALOG.tell(Term(column, k, k.capitalize()), lang) for k in keys}
           for column, keys in (("location", LOCATIONS + ("body", "skill")), ("timing", TIMINGS))},
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
    titles = {f.name: tr_field(f.title) for f in walk(PartSpec).fields}      # a part's fields' ("Fields" words)
    table.setHorizontalHeaderLabels([titles[c] for c in columns])
    header = table.horizontalHeader()
    for col, c in enumerate(columns):
        if c in COMPACT_COLUMNS:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(columns.index("effect"), QHeaderView.ResizeMode.Stretch)


def part_item(column: str, value, names: dict[str, dict[str, str]]) -> QTableWidgetItem:
    """A part's cell of ``column``, in the catalog's table and the file's: a location / timing / category by
    its name (its key under KEY_ROLE), "damaged" a check box, any other value as text (None: empty)."""
    if column == "damaged":
        item = QTableWidgetItem()
        item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
    elif column in TERM_COLUMNS:
        item = QTableWidgetItem(names[column].get(value or "", value or ""))
        item.setData(KEY_ROLE, value or "")
    else:
        item = QTableWidgetItem("" if value is None else str(value))
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


# -- the parts catalog ------------------------------------------------------------------------------
class CatalogBrowser(QWidget):
    """Search box and category / level / timing filters over the catalog's parts."""

    part_chosen = Signal(object)        # a PartSpec (double-click or "Add")

    COLUMNS = ("name", "location", "timing", "cost", "range", "category", "level", "effect")

    def __init__(self, catalog: CatalogLibrary | None = None, parent=None, add_text: str | None = None):
        super().__init__(parent)
        self.library = _library(catalog)               # it remembers the user catalogs added here
        self.catalog = self.library.catalog
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
        self.add_button = button(lambda: self._choose(self.table.currentRow()), add_text or self.tr("Add"))
        self.add_button.setVisible(add_text is not None)
        self.user_button = button(self._browse_catalog, self.tr("Add catalog file…"))
        self.remove_menu = QMenu(self)
        self.remove_button = QPushButton(self.tr("Remove catalog"))
        self.remove_button.setToolTip(self.tr("Stop using one of your catalog files (the file is kept)"))
        self.remove_button.setMenu(self.remove_menu)
        self.error_label = QLabel(wordWrap=True, styleSheet=ERROR_STYLE)
        self.problems_label = QLabel(wordWrap=True, styleSheet=WARN_STYLE,
                                     textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems_label.hide()

        # the search box on a line of its own, above the filters: beside an editor's table the browser is
        # narrow, and a long placeholder (Japanese) was cut to "名前…"
        vbox(self.search_edit, hbox(self.category, self.level, self.timing, 1), (self.table, 1), self.problems_label,
             self.error_label, hbox(self.user_button, self.remove_button, 1, self.add_button), parent=self, margin=0)
        self.search_edit.textChanged.connect(self.refresh)
        for combo in (self.category, self.level, self.timing):
            combo.currentIndexChanged.connect(self.refresh)
        self.shown: list[PartSpec] = []
        self.library.changed.connect(self._library_changed)
        self._library_changed()

    def refresh(self) -> None:
        self.shown = self.catalog.search(self.search_edit.text().strip(), self.category.currentData(),
                                         self.level.currentData(), self.timing.currentData())
        self.table.setRowCount(len(self.shown))
        names = term_names()
        lang = current_language()
        for row, p in enumerate(self.shown):
            # its name in the interface language, the other one (where it has two) in the tooltip
            shown, other = CATALOG.tell(p.label, lang), CATALOG.tell(p.label, "en" if lang == "ja" else "ja")
            for col, key in enumerate(self.COLUMNS):
                item = part_item(key, shown if key == "name" else getattr(p, key), names)
                if col == 0 and other != shown:
                    item.setToolTip(other)
                self.table.setItem(row, col, item)

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self.shown):
            self.part_chosen.emit(self.shown[row].model_copy())

    def _browse_catalog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Add a parts catalog"), "", "JSON (*.json)")
        if path:
            self.add_catalog_file(path)

    def add_catalog_file(self, path) -> bool:
        """Validate a user catalog, merge it and remember it; on error show the file and field and change
        nothing."""
        error = self.library.add(path)
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
        problems = self.library.problems
        lines = [self.tr("Catalog file not loaded: {0}").format(m) for m in problems.values()]
        if lines:
            lines.append(self.tr("It stays remembered: fix the file and add it again, or remove it."))
        self.problems_label.setText("\n".join(lines))
        self.problems_label.setVisible(bool(lines))
        self.remove_menu.clear()
        for path in self.library.remembered():
            f = self.library.files.get(path)
            name = ((f.name_ja if current_language() == "ja" else None) or f.name) if f else ""
            text = f"{name or Path(path).name} — {path}" if f else self.tr("{0} (not loaded)").format(path)
            self.remove_menu.addAction(text, lambda p=path: self.remove_catalog_file(p))
        self.remove_button.setEnabled(not self.remove_menu.isEmpty())


class CatalogDialog(QDialog):
    def __init__(self, catalog: CatalogLibrary | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Parts catalog"))
        self.browser = CatalogBrowser(catalog, self)
        QVBoxLayout(self).addWidget(self.browser)
        self.resize(900, 600)


# -- a table of parts, shared by the doll and enemy editors ------------------------------------------
class PartsTable(QTableWidget):
    """Editable part rows, both names among them; the extra fields a row doesn't show (id, effect_en, dice...)
    ride along."""

    COLUMNS = ("location", "name", "name_ja", "timing", "cost", "range", "effect", "category", "level", "damaged")
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
        with QSignalBlocker(self):
            self.setRowCount(0)
            for p in sorted(parts, key=self._order):
                self._append(p.model_dump() if isinstance(p, PartSpec) else dict(p))
        self.edited.emit()

    def _order(self, p):
        loc = p.location if isinstance(p, PartSpec) else p.get("location", "")
        return self.location_order.index(loc) if loc in self.location_order else len(self.location_order)

    def _append(self, d: dict) -> None:
        row = self.rowCount()
        self.insertRow(row)
        names = term_names()
        for col, key in enumerate(self.COLUMNS):
            item = part_item(key, d.get(key), names)
            if col == 0:
                item.setData(Qt.ItemDataRole.UserRole, {k: v for k, v in d.items() if k not in self.COLUMNS})
            self.setItem(row, col, item)

    def add_part(self, part) -> None:
        """Insert a part after the last one of its location (the table stays grouped by location)."""
        parts = self.rows() + [part.model_dump() if isinstance(part, PartSpec) else dict(part)]
        self.set_parts(parts)

    def add_blank(self, location: str) -> None:
        with QSignalBlocker(self):
            self._append({"location": location, "name": "", "timing": "auto", "range": "-", "category": "basic",
                          "level": 0})
        self.setCurrentCell(self.rowCount() - 1, 1)
        self.edited.emit()

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.selectedIndexes()} or {self.currentRow()}, reverse=True)
        for r in rows:
            if r >= 0:
                self.removeRow(r)
        self.edited.emit()

    def rows(self) -> list[dict]:
        """Each row as the dict pydantic validates (cost and level as numbers where typed as such)."""
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
                    d[key] = typed_number(text, NO_COST) if key == "cost" else typed_number(text or "0") \
                        if key == "level" else (text or None) if key == "name_ja" else text
            out.append(d)
        return out


class PartsField(FieldEditor):
    """A doll's or enemy's parts in the workshop's form (the ``"parts"`` widget its models name): the parts
    table with hand-written rows and Remove, the catalog under it with its "Add to …"; an enemy's with its
    body first and "Add to the enemy"."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        enemy = context.model is EnemyFile
        locations = ("body",) + LOCATIONS + ("skill",) if enemy else LOCATIONS + ("skill",)
        add_text = QCoreApplication.translate("Workshop", "Add to the enemy") if enemy else \
            QCoreApplication.translate("Workshop", "Add to the doll")
        self.place = lambda part: part         # where a catalog part goes in this file (an enemy's "body")
        self.table = PartsTable(location_order=locations)
        self.table.edited.connect(self._changed)
        self.new_part_location = fill_term_combo(QComboBox(), "location", locations)
        self.add_row_button = button(lambda: self.table.add_blank(self.new_part_location.currentData()),
                                     self.tr("Add a hand-written part"))
        self.remove_part_button = button(self.table.remove_selected, self.tr("Remove part"))
        self.browser = CatalogBrowser(context.extras.get("catalog"), add_text=add_text)
        self.browser.part_chosen.connect(self.add_part)
        # the file's parts over the whole width, the catalog under them: beside the catalog the table was
        # so narrow that its Effect column showed one or two characters
        vbox((self.table, 3), hbox(self.new_part_location, self.add_row_button, 1, self.remove_part_button),
             (self.browser, 2), parent=self, margin=0)
        self.setMinimumHeight(760)

    def add_part(self, part) -> None:
        self.table.add_part(self.place(part))

    def set_value(self, value) -> None:
        self._setting = True
        self.table.set_parts(list(value or []))
        self._setting = False

    def value(self):
        return self.table.rows()

    def show_problem(self, path, message) -> bool:
        """The row (and the cell) where the problem is, marked; the message goes under the table."""
        if path and isinstance(path[0], int) and 0 <= path[0] < self.table.rowCount():
            column = self.table.COLUMNS.index(path[1]) if len(path) > 1 and path[1] in self.table.COLUMNS else None
            with QSignalBlocker(self.table):            # a cell's colour is no edit
                for col in range(self.table.columnCount()) if column is None else (column,):
                    item = self.table.item(path[0], col)
                    if item is not None:
                        item.setBackground(PROBLEM_BRUSH)
        return False

    def clear_problems(self) -> None:
        with QSignalBlocker(self.table):
            for r in range(self.table.rowCount()):
                for c in range(self.table.columnCount()):
                    item = self.table.item(r, c)
                    if item is not None and item.background() == PROBLEM_BRUSH:
                        item.setBackground(QBrush())


PROBLEM_BRUSH = QBrush(QColor(255, 205, 210))


def parts_field(spec, context) -> PartsField:
    """The ``"parts"`` widget of Nechronica's files (FileKind.widgets)."""
    return PartsField(spec, context)


def _editor_data(file) -> dict | None:
    return file.model_dump() if hasattr(file, "model_dump") else file


class _PartsEditor(EditorWindow):
    """A Nechronica file with parts (a doll, an enemy) in the workshop's editor, its fields by the names the
    editors had."""

    @classmethod
    def open_file(cls, system_id, kind, data, path, parent=None, my_library=None, extras=None):
        return cls(data, path, parent, catalog=(extras or {}).get("catalog"), my_library=my_library)

    name_edit = property(lambda self: self.form.editor_at("name").edit)
    base_ap = property(lambda self: self.form.editor_at("base_ap").box)
    parts_page = property(lambda self: self.form.editor_at("parts"))
    parts = property(lambda self: self.parts_page.table)
    browser = property(lambda self: self.parts_page.browser)


class DollEditor(_PartsEditor):
    """A doll in the workshop's editor (the generic one: the form, the sheet's preview, the library), with
    what Nechronica works out beside it: max AP and where it comes from, what an import from キャラクター保管所
    skipped or guessed (reinforcement values that do not match the parts are refused at their field: the
    file kind's checks)."""

    MODEL = DollFile

    def __init__(self, doll: DollFile | dict | None = None, path=None, parent=None,
                 catalog: CatalogLibrary | None = None, warnings: list[str] = (),
                 my_library=None):
        self.library = _library(catalog)
        self.catalog = self.library.catalog
        self.max_ap: int | None = None
        super().__init__("nechronica", "character", _editor_data(doll), path, parent, my_library,
                         {"catalog": self.library})
        self.warnings_label = QLabel("\n".join(warnings), wordWrap=True, styleSheet=WARN_STYLE)
        self.warnings_label.setVisible(bool(warnings))
        self.max_ap_label = QLabel()
        self.main_layout.insertWidget(0, self.warnings_label)
        self.main_layout.insertWidget(2, self.max_ap_label)
        self.revalidate()

    def blank(self) -> dict:
        """A new doll: the basic parts of the catalog in use (the user's catalogs may name others)."""
        data = super().blank()
        data["parts"] = [p.model_dump() for p in self.catalog.basic_parts()]
        return data

    position = property(lambda self: self.form.editor_at("position").combo)
    main_class = property(lambda self: self.form.editor_at("main_class").combo)
    sub_class = property(lambda self: self.form.editor_at("sub_class").combo)
    area = property(lambda self: self.form.editor_at("area").combo)
    fetters = property(lambda self: self.form.editor_at("fetters"))

    @property
    def reinforcement(self) -> dict:
        return {k: self.form.editor_at("reinforcement", k).box for k in REINFORCED}

    def after_validate(self) -> None:
        if not hasattr(self, "max_ap_label"):
            return                                   # (the generic window's first check, before these exist)
        model = self.model
        if model is None:
            self.max_ap = None
            self.max_ap_label.setText(self.tr("Max AP: —"))
            return
        rows = doll_max_ap_breakdown(model)
        self.max_ap = sum(v for _, v in rows)
        detail = " ".join(f"{self._ap_row_name(label)} {v:+d}" if i else f"{self._ap_row_name(label)} {v}"
                          for i, (label, v) in enumerate(rows))
        self.max_ap_label.setText(self.tr("Max AP: {0}  ({1})").format(self.max_ap, detail))

    def _ap_row_name(self, label) -> str:
        """A max-AP row's label from the rules ("base", a part's name, or a mad fetter as a Phrase) as shown."""
        if isinstance(label, Phrase):
            return refusal_text(label, current_language())
        return self.tr("base") if label == "base" else label


# -- the enemy editor --------------------------------------------------------------------------------
class EnemyEditor(_PartsEditor):
    """An enemy in the workshop's editor, with its total threat; a legion alone has bodies, and a legion's
    or horror's parts sit in its body (a savant's in its locations)."""

    MODEL = EnemyFile

    def __init__(self, enemy: EnemyFile | dict | None = None, path=None, parent=None,
                 catalog: CatalogLibrary | None = None, my_library=None):
        self.threat_label = None
        super().__init__("nechronica", "monster", _editor_data(enemy), path, parent, my_library,
                         {"catalog": catalog})
        self._kind = self.form.value("kind")
        self.parts_page.place = self.place_part
        self.threat_label = QLabel()
        self.main_layout.insertWidget(1, self.threat_label)
        self.revalidate()

    kind = property(lambda self: self.form.editor_at("kind").combo)
    bodies = property(lambda self: self.form.editor_at("bodies").box)

    def kind_changed(self) -> None:
        """A legion alone has bodies (5 when it gets them); a legion or a horror has no locations: parts
        placed by location move to its body. Back to a savant, body parts stay where they are and the editor
        says which need a location."""
        data = self.form.data()
        kind = data.get("kind")
        data["bodies"] = (data.get("bodies") or 5) if kind == "legion" else None
        if kind != "savant":
            data["parts"] = [{**r, "location": "body"} if r.get("location") in LOCATIONS else r
                             for r in data.get("parts", [])]
        self.form.set_data(data)

    def place_part(self, part: PartSpec) -> PartSpec:
        """A savant's parts keep their location; a legion's or horror's sit in its body (skills stay skills)."""
        if self.form.value("kind") == "savant" or part.location in ("body", "skill"):
            return part
        return part.model_copy(update={"location": "body"})

    def revalidate(self) -> None:
        kind = self.form.value("kind")
        if self.threat_label is not None and kind != self._kind:
            self._kind = kind
            self.kind_changed()
        super().revalidate()

    def after_validate(self) -> None:
        if self.threat_label is None:
            return
        self.bodies.setEnabled(self.form.value("kind") == "legion")
        model = self.model
        if model is None:
            self.threat_label.setText(self.tr("Threat: —"))
            return
        threat = total_threat(model.kind, model.threat, model.bodies)
        if model.kind == "legion":
            self.threat_label.setText(self.tr("Threat: {0} ({1} per 5 bodies × {2})").format(
                threat, model.threat, -(-model.bodies // THREAT_BODIES)))
        else:
            self.threat_label.setText(self.tr("Threat: {0}").format(threat))


# -- menu entry points (the main window's Workshop menu: ``library`` is the window's) ------------------
def _read(parent, path, title: str, read, filt: str = "JSON (*.json)"):
    """(what ``read(path)`` makes of the file, its path) of ``path``, else of the file the GM picks; (None, None):
    none picked, or a broken file (said, with its field: nothing opens)."""
    path = path or QFileDialog.getOpenFileName(parent, title, "", filt)[0]
    if not path:
        return None, None
    try:
        return read(path), path
    except FileFormatError as e:
        QMessageBox.warning(parent, "vtt", str(e))
        return None, None


def new_doll_dialog(parent=None, library: CatalogLibrary | None = None) -> DollEditor:
    return show_editor(DollEditor(parent=parent, catalog=library))


def _edit_file_dialog(parent, path, title: str, editor: type[EditorWindow], library: CatalogLibrary | None):
    """Open a file in its editor; a broken file is reported with its field and nothing opens."""
    data, path = _read(parent, path, title, lambda p: load_model(editor.MODEL, p))
    return None if data is None else show_editor(editor(data, path=path, parent=parent, catalog=library))


def edit_doll_dialog(parent=None, library: CatalogLibrary | None = None, path=None) -> DollEditor | None:
    return _edit_file_dialog(parent, path, QDialog.tr("Edit doll"), DollEditor, library)


def edit_enemy_dialog(parent=None, library: CatalogLibrary | None = None, path=None) -> EnemyEditor | None:
    return _edit_file_dialog(parent, path, QDialog.tr("Edit enemy"), EnemyEditor, library)


def new_enemy_dialog(parent=None, library: CatalogLibrary | None = None) -> EnemyEditor:
    return show_editor(EnemyEditor(parent=parent, catalog=library))


def open_catalog_browser(parent=None, library: CatalogLibrary | None = None) -> CatalogDialog:
    return show_editor(CatalogDialog(library, parent=parent))


def import_charasheet_dialog(parent=None, library: CatalogLibrary | None = None, path=None) -> DollEditor | None:
    """Import a キャラクター保管所 export and open it in the editor (unsaved), warnings on top."""
    from vtt.interop.nechronica.charasheet import load_charasheet
    library = _library(library)
    result, _ = _read(parent, path, QDialog.tr("Import from キャラクター保管所"),
                      lambda p: load_charasheet(p, library.catalog), "JSON (*.json *.js);;All (*)")
    return None if result is None else show_editor(DollEditor(result.doll, parent=parent, catalog=library,
                                                              warnings=result.warnings))


def copy_ccfolia_dialog(parent=None, path=None) -> bool:
    """Put a doll file on the clipboard as a CCFOLIA piece."""
    from vtt.interop.nechronica.ccfolia import ccfolia_json
    doll, _ = _read(parent, path, QDialog.tr("Copy doll for CCFOLIA"), lambda p: load_model(DollFile, p))
    if doll is not None:
        QGuiApplication.clipboard().setText(ccfolia_json(doll, current_language()))
    return doll is not None
