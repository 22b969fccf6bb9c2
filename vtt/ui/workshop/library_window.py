"""The GM's library window, for any ruleset: the GM's own characters, monsters and scenarios beside the
ruleset's shipped samples (read-only: "Save a copy to my library"); open, new (blank or from a file as a
template), duplicate, rename, delete (asked first); a broken file listed with why. Its folder is changed
here or in Settings and remembered (QSettings)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog, QHBoxLayout, QHeaderView, QInputDialog, QLabel,
                               QMessageBox, QTabWidget, QTreeWidget, QTreeWidgetItem, QWidget)

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.i18n import CORE
from vtt.core.pictures import pictures_absolute
from vtt.workshop.fields import kinds_of
from vtt.workshop.library import Entry, Library, default_root
from vtt.ui.i18n import Retranslating, current_language, system_name
from vtt.ui.layouts import button, fill, hbox, vbox
from vtt.ui.paths import open_settings
from vtt.ui.workshop.editor import LIBRARY_KEY, kind_name, open_editor, open_library, show_editor

ENTRY_ROLE = Qt.ItemDataRole.UserRole
#: the buttons under the lists, by name (each clicks ``_<name>_clicked``), and their words
BUTTONS = (("new", QT_TRANSLATE_NOOP("Workshop", "New")), ("template", QT_TRANSLATE_NOOP("Workshop", "New from this")),
           ("open", QT_TRANSLATE_NOOP("Workshop", "Open")), ("duplicate", QT_TRANSLATE_NOOP("Workshop", "Duplicate")),
           ("rename", QT_TRANSLATE_NOOP("Workshop", "Rename…")), ("delete", QT_TRANSLATE_NOOP("Workshop", "Delete…")),
           ("copy", QT_TRANSLATE_NOOP("Workshop", "Save a copy to my library")))


def why_not_read(e: Entry, lang: str) -> str:
    """Why a library file cannot be read, in ``lang``: a refusal of its model as the editor says it ("Initiative
    cards: At most 4", in Japanese in Japanese); any other reason the library gives as a Phrase told by the core's
    catalog (#48: "not valid JSON…", "a file of the ruleset 'ashes'…" stayed English in Japanese); the system's
    own words (a folder that cannot be read) as they are."""
    if e.problem is None:
        return CORE.tell(e.reason, lang) if e.reason is not None else e.error or ""
    from vtt.ui.workshop.form import FormContext, summary_text
    from vtt.workshop.fields import lists_of, walk
    system = registry.get(e.system_id)
    model = kinds_of(system)[e.kind].model
    return summary_text(walk(model), e.problem, FormContext(e.system_id, lists_of(system), model=model), lang)


class LibraryFolderRow(QWidget):
    """The library's folder, with Change… and Default: the choice is remembered in the settings at once
    (the library window and Settings show this row)."""

    changed = Signal(object)          # the new folder (a Path)

    def __init__(self, settings: QSettings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.label = QLabel(textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        self.change_button = button(lambda: self.change())
        self.default_button = button(lambda: self.set_folder(None))
        self.caption = QLabel()
        hbox(self.caption, (self.label, 1), self.change_button, self.default_button, parent=self, margin=0)
        self.retranslate()

    def folder(self) -> Path:
        return open_library(self.settings).root

    def retranslate(self) -> None:
        self.caption.setText(QCoreApplication.translate("Workshop", "Library folder:"))
        self.change_button.setText(QCoreApplication.translate("Workshop", "Change…"))
        self.default_button.setText(QCoreApplication.translate("Workshop", "Default"))
        self.label.setText(str(self.folder()))
        self.default_button.setEnabled(self.folder() != default_root())

    def ask_folder(self) -> str:
        """A folder to keep the library in (a dialog; a test replaces this)."""
        return QFileDialog.getExistingDirectory(self, QCoreApplication.translate("Workshop", "Library folder"),
                                                str(self.folder()))

    def change(self) -> bool:
        path = self.ask_folder()
        if not path:
            return False
        self.set_folder(path)
        return True

    def set_folder(self, path) -> None:
        """Remember ``path`` as the library's folder (None: the default)."""
        self.settings.setValue(LIBRARY_KEY, str(Path(path)) if path else "")
        self.settings.sync()
        self.retranslate()
        self.changed.emit(self.folder())


class LibraryWindow(Retranslating, QDialog):
    """The library of one ruleset at a time (a combo box picks it), a tab per kind of file."""

    def __init__(self, system_id: str | None = None, parent=None, settings: QSettings | None = None,
                 extras: dict | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.settings = settings if settings is not None else open_settings()
        self.extras = dict(extras or {})
        self.library = open_library(self.settings)
        self.editors: list = []
        self.systems = QComboBox()
        for rid in (r for r in registry.ids() if kinds_of(registry.get(r))):     # those with files to edit
            self.systems.addItem(rid, rid)
        self.systems.setCurrentIndex(max(0, self.systems.findData(system_id or registry.DEFAULT_RULESET)))
        self.systems.currentIndexChanged.connect(lambda _i: self._fill_tabs())
        self.system_label = QLabel()
        self.folder_row = LibraryFolderRow(self.settings)
        self.folder_row.changed.connect(self._folder_changed)
        self.tabs = QTabWidget(currentChanged=lambda _i: self._selection_changed())
        self.trees: dict[str, QTreeWidget] = {}
        self.buttons = {}
        row = QHBoxLayout()
        for name, _text in BUTTONS:
            self.buttons[name] = button(getattr(self, f"_{name}_clicked"))
            row.addWidget(self.buttons[name])
            if name == "template":
                row.addSpacing(16)
        self.close_button = button(self.close)
        vbox(hbox(self.system_label, self.systems, 1), self.folder_row, (self.tabs, 1),
             fill(row, 1, self.close_button), parent=self)
        self.resize(1100, 700)
        self.retranslate()

    # -- what is shown ----------------------------------------------------------------------------------
    @property
    def system_id(self) -> str:
        return self.systems.currentData()

    @property
    def kind(self) -> str:
        return self.tabs.widget(self.tabs.currentIndex()).property("kind")

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Workshop", "My library"))
        self.system_label.setText(QCoreApplication.translate("Workshop", "Rules system:"))
        for i in range(self.systems.count()):
            self.systems.setItemText(i, system_name(self.systems.itemData(i)))
        for name, text in BUTTONS:
            self.buttons[name].setText(QCoreApplication.translate("Workshop", text))
        self.close_button.setText(QCoreApplication.translate("Workshop", "Close"))
        self.folder_row.retranslate()
        self._fill_tabs()

    def _fill_tabs(self) -> None:
        current = self.kind if self.tabs.count() else None
        with QSignalBlocker(self.tabs):
            self.tabs.clear()
            self.trees = {}
            for kind, file_kind in kinds_of(registry.get(self.system_id)).items():
                tree = QTreeWidget()
                tree.setProperty("kind", kind)
                tree.setColumnCount(3)
                tree.setHeaderLabels([QCoreApplication.translate("Workshop", "Name"),
                                      QCoreApplication.translate("Workshop", "File"),
                                      QCoreApplication.translate("Workshop", "Problem")])
                tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
                tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
                tree.itemSelectionChanged.connect(self._selection_changed)
                tree.itemDoubleClicked.connect(lambda _item, _col: self._open_clicked())
                self.trees[kind] = tree
                self.tabs.addTab(tree, kind_name(file_kind))
        if current in self.trees:
            self.tabs.setCurrentWidget(self.trees[current])
        self.refresh()

    def refresh(self) -> None:
        """Read the library folder and the samples again (a file changed, saved, renamed, gone)."""
        lang = current_language()
        for kind, tree in self.trees.items():
            chosen = self._entry_of(tree.currentItem())
            tree.clear()
            try:
                entries = self.library.entries(self.system_id, kind)
            except VttError as e:
                entries = []
                self.warn(str(e))
            mine = QTreeWidgetItem([QCoreApplication.translate("Workshop", "My library")])
            samples = QTreeWidgetItem([QCoreApplication.translate("Workshop", "Shipped samples (read-only)")])
            for top in (mine, samples):
                f = top.font(0)
                f.setBold(True)
                top.setFont(0, f)
                tree.addTopLevelItem(top)
            for e in entries:
                why = why_not_read(e, lang) if e.error is not None else ""
                item = QTreeWidgetItem([e.label(lang) if e.error is None else e.path.name, e.path.name, why])
                item.setData(0, ENTRY_ROLE, e)
                if e.error is not None:
                    item.setForeground(2, Qt.GlobalColor.darkRed)
                    item.setToolTip(2, why if why == e.error else f"{why}\n{e.error}")
                    item.setForeground(0, Qt.GlobalColor.darkRed)
                if e.sample:
                    item.setToolTip(0, QCoreApplication.translate(
                        "Workshop", "A shipped sample: open it as a template or save a copy"))
                (samples if e.sample else mine).addChild(item)
                if chosen is not None and e.path == chosen.path:
                    tree.setCurrentItem(item)
            if not mine.childCount():
                empty = QTreeWidgetItem([QCoreApplication.translate(
                    "Workshop", "Nothing yet: make a new one, or save a copy of a sample")])
                empty.setForeground(0, Qt.GlobalColor.gray)
                mine.addChild(empty)
            tree.expandAll()
        self._selection_changed()

    @staticmethod
    def _entry_of(item) -> Entry | None:
        return item.data(0, ENTRY_ROLE) if item is not None else None

    def current(self) -> Entry | None:
        if not self.trees:
            return None
        return self._entry_of(self.trees[self.kind].currentItem())

    def _selection_changed(self) -> None:
        if not self.buttons or not self.trees:
            return
        e = self.current()
        readable = e is not None and e.error is None
        mine = e is not None and not e.sample
        for name, on in (("template", readable), ("open", readable), ("duplicate", readable and mine),
                         ("rename", readable and mine), ("delete", mine), ("copy", readable and e.sample)):
            self.buttons[name].setEnabled(on)

    def _folder_changed(self, folder) -> None:
        self.library = Library(folder)
        self.refresh()

    # -- what the GM does -------------------------------------------------------------------------------
    def warn(self, text: str) -> None:
        """Say what went wrong (a message box; a test replaces this)."""
        QMessageBox.warning(self, QCoreApplication.translate("Workshop", "My library"), text)

    def ask_name(self, entry: Entry) -> str | None:
        """The new name of ``entry`` (a dialog; a test replaces this)."""
        try:
            current = self.library.load(entry).get("name", "")
        except VttError:
            current = entry.name
        name, ok = QInputDialog.getText(self, QCoreApplication.translate("Workshop", "Rename"),
                                        QCoreApplication.translate("Workshop", "New name:"), text=current)
        return name if ok else None

    def ask_delete(self, entry: Entry) -> bool:
        """Whether to delete ``entry`` (a question; a test replaces this)."""
        answer = QMessageBox.question(self, QCoreApplication.translate("Workshop", "Delete"),
                                      QCoreApplication.translate("Workshop", "Delete {0} ({1}) from your library?")
                                      .format(entry.label(current_language()), entry.path.name))
        return answer == QMessageBox.StandardButton.Yes

    def _on_current(self, do) -> object:
        """``do(entry)`` to the chosen entry (none chosen: nothing), through ``_run``."""
        e = self.current()
        return self._run(lambda: do(e)) if e is not None else None

    def _run(self, do) -> object:
        try:
            return do()
        except (VttError, OSError) as e:
            self.warn(str(e) if isinstance(e, VttError) else f"{e.filename or ''}: {e.strerror or e}")
            return None
        finally:
            self.refresh()

    def _editor(self, data, path):
        return self._adopt(show_editor(open_editor(self.system_id, self.kind, data, path, self, self.library,
                                                   self.extras)))

    def _adopt(self, editor):
        """An editor this window opened, or one opened from such an editor's New: its saves are listed."""
        editor.saved.connect(lambda _p: self.refresh())
        opened = getattr(editor, "opened", None)          # (the encounter builder opens no other editor)
        if opened is not None:
            opened.connect(self._adopt)
        self.editors.append(editor)
        return editor

    def _new_clicked(self):
        return self._editor(None, None)

    def _template_clicked(self):
        """A new file with the chosen one's data (not saved yet: Save puts it in the library)."""
        e, data = self.current(), self._on_current(self.library.load)
        return self._as_new(data, e) if data is not None else None

    def _as_new(self, data, e):
        """An editor on a new file with ``data`` (read from ``e``): its pictures named where they are (a
        sample names them beside it, and the new file has no folder yet), so Save copies them in. A
        scenario's builder is told the file too (its characters' files are named beside it): it saves
        into the library or where asked, never over a file the library does not hold."""
        if self.kind == "scenario":
            return self._editor(data, e.path)
        return self._editor(pictures_absolute(data, e.path), None)

    def _open_clicked(self):
        """The chosen file in its editor: one of the GM's is saved back to its file; a sample opens as a
        template (its Save puts a copy in the library: a sample is never written)."""
        e = self.current()
        if e is None or e.error is not None:
            return None
        data = self._run(lambda: self.library.load(e))
        if data is None:
            return None
        return self._as_new(data, e) if e.sample else self._editor(data, e.path)

    def _duplicate_clicked(self):
        return self._on_current(self.library.duplicate)

    def _rename_clicked(self):
        e = self.current()
        if e is None:
            return None
        name = self.ask_name(e)
        return self._run(lambda: self.library.rename(e, name)) if name is not None else None

    def _delete_clicked(self):
        e = self.current()
        if e is None or not self.ask_delete(e):
            return None
        return self._run(lambda: self.library.delete(e)) or True

    def _copy_clicked(self):
        return self._on_current(self.library.save_copy)


def open_library_window(parent=None, system_id: str | None = None, settings: QSettings | None = None,
                        extras: dict | None = None) -> LibraryWindow:
    """The library window, shown (from a window's menu)."""
    return show_editor(LibraryWindow(system_id, parent, settings, extras))
