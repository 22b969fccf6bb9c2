"""The editor window of any ruleset's file (a character, a monster; any kind its system declares): the form
drawn from the file's model beside a live preview of its printed sheet, Save only while the file is valid
(to its file, to the GM's library, or anywhere), Print… and Export from the editor, New from blank or from
a shipped sample, and a question before unsaved edits are closed away.

A ruleset's own editor (``FileKind.editor``, e.g. Nechronica's doll editor) is a subclass of this one."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog, QLabel, QMenu, QMessageBox, QPushButton, QScrollArea,
                               QSizePolicy, QSplitter, QWidget)

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.files import read_json, save_model
from vtt.workshop.fields import blank_file, kinds_of, lists_of
from vtt.workshop.library import Library, as_read, default_root, names_of
from vtt.ui.ask import ask_save_discard_cancel, go_on_after
from vtt.ui.first_paint import FirstPaint
from vtt.ui.i18n import Retranslating, current_language
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.paths import open_settings, settings_text
from vtt.ui.printers import file_printer, file_renderer, load
from vtt.ui.workshop import portrait
from vtt.ui.workshop.form import MUTED, PROBLEM_TEXT, FormContext, ModelForm, WheelGuard, coloured, guard_wheel

#: the widgets every editor has beside its kind's own (vtt.workshop.fields.BUILTIN_WIDGETS)
EDITOR_WIDGETS = {"portrait": "vtt.ui.workshop.portrait:PortraitEditor"}
#: a scenario's editor, opened by name (it runs the simulator, which the editors need not import)
ENCOUNTER_BUILDER = "vtt.ui.workshop.builder:open_builder"
LIBRARY_KEY = "workshop/library"            # the settings key: the GM's library folder, when not the default
#: the paper's width and height in points
PAPER_POINTS = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
PREVIEW_WIDTH = 900                          # pixels across the preview's page
PREVIEW_DELAY_MS = 150                       # the preview is drawn once typing pauses this long


def open_library(settings: QSettings | None = None) -> Library:
    """The GM's library at the folder the settings remember (else the default)."""
    root = settings_text(settings if settings is not None else open_settings(), LIBRARY_KEY)
    return Library(Path(root) if root else default_root())


def kind_name(file_kind, lang: str | None = None) -> str:
    return file_kind.name_ja if (lang or current_language()) == "ja" else file_kind.name


def new_name(file_kind) -> str:
    """A new file's name in the interface language ("New doll", 新しいドール)."""
    lang = current_language()
    return QCoreApplication.translate("Workshop", "New {0}").format(
        file_kind.name_ja if lang == "ja" else file_kind.name.lower())


# -- the preview --------------------------------------------------------------------------------------------
def render_sheet(system_id: str, sheet, paper: str = "a4", width: int = PREVIEW_WIDTH) -> QImage:
    """One sheet (as the system's ``read_sheet`` gives it) painted on an image by the ruleset's printer
    (vtt.ui.printers: the pages `vtt print` writes), ``width`` pixels across ``paper``."""
    w_pt, h_pt = PAPER_POINTS[paper]
    dpi = 72.0 * width / w_pt
    image = QImage(width, round(h_pt * dpi / 72.0), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(Qt.GlobalColor.white)
    render = file_renderer(system_id)
    render(image, [sheet])
    return image


class SheetPreview(QWidget):
    """The printed sheet of the file being edited, redrawn when the typing pauses (``show_data``) or at once
    (``render_now``); while the file is invalid the last valid sheet stays, greyed, with a note."""

    rendered = Signal()

    def __init__(self, system_id: str, parent=None):
        super().__init__(parent)
        self.system_id = system_id
        self.system = registry.get(system_id)
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")
        self.paper.addItem("Letter", "letter")
        self.paper.currentIndexChanged.connect(lambda _i: self.render_now())
        self.note = QLabel(wordWrap=True)
        coloured(self.note, MUTED)
        self.picture = QLabel(alignment=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.area = QScrollArea(widgetResizable=True)
        self.area.setWidget(self.picture)
        self.area.setBackgroundRole(QPalette.ColorRole.Dark)
        self.title = QLabel()
        vbox(hbox((self.title, 1), self.paper), self.note, (self.area, 1), parent=self, margin=0)
        self.image: QImage | None = None
        self.data: dict | None = None
        self.valid = True
        self.renders = 0
        self.timer = QTimer(self, singleShot=True, interval=PREVIEW_DELAY_MS, timeout=self.render_now)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("Workshop", "Printed sheet"))

    def show_data(self, data: dict | None, valid: bool = True) -> None:
        """The file as it stands (``valid``: its model accepts it); drawn when the typing pauses (the first
        time, as soon as the window has shown)."""
        self.valid = valid
        if valid:
            self.data = data
            if self.renders:
                self.timer.start()
        else:
            self._show()

    def render_now(self) -> QImage | None:
        self.timer.stop()
        if self.data is not None and self.valid:
            try:
                sheet = self.system.read_sheet(self.data, "<editor>")
                self.image = render_sheet(self.system_id, sheet, self.paper.currentData(), self._width())
                self.problem = ""
            except (VttError, OSError) as e:
                self.problem = str(e)
            self.renders += 1
        self._show()
        self.rendered.emit()
        return self.image

    problem = ""

    def _show(self) -> None:
        if self.problem:
            self.note.setText(self.problem)
        elif not self.valid and self.image is not None:
            self.note.setText(QCoreApplication.translate("Workshop",
                                                         "The last valid sheet: fix the file to see it change"))
        else:
            self.note.setText("")
        self.note.setVisible(bool(self.note.text()))
        if self.image is None:
            self.picture.clear()
            return
        image = self.image
        if not self.valid:
            image = QImage(image)
            p = QPainter(image)
            p.fillRect(image.rect(), Qt.GlobalColor.white)
            p.setOpacity(0.45)
            p.drawImage(0, 0, self.image)
            p.end()
        self._pixmap = QPixmap.fromImage(image)
        self._fit()

    def _width(self) -> int:
        """The page's width in pixels as the preview shows it (drawn at that size: no scaling)."""
        return max(300, self.area.viewport().width() - 16)

    def _fit(self) -> None:
        pixmap = getattr(self, "_pixmap", None)
        if pixmap is None:
            return
        width = self._width()
        if pixmap.width() != width:           # resized since: scaled now, drawn afresh when the typing pauses
            pixmap = pixmap.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
            if self.renders and self.valid:
                self.timer.start()
        self.picture.setPixmap(pixmap)

    def resizeEvent(self, e) -> None:
        super().resizeEvent(e)
        self._fit()


# -- the window -----------------------------------------------------------------------------------------------
class EditorWindow(Retranslating, QDialog):
    """One file of ``kind`` of the ruleset ``system_id``: ``data`` (None: a new one from the kind's blank),
    at ``path`` (None: not saved yet; a sample opened as a template has none). ``my_library`` is the GM's
    library (None: the one the settings name); ``extras`` go to the form's custom widgets."""

    saved = Signal(object)            # the path just written
    opened = Signal(object)           # another editor opened from this one's New (the library lists its saves too)

    def __init__(self, system_id: str, kind: str, data: dict | None = None, path=None, parent=None,
                 my_library: Library | None = None, extras: dict | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint)
        self.system_id, self.kind_id = system_id, kind
        self.system = registry.get(system_id)
        self.file_kind = kinds_of(self.system)[kind]
        self.path = Path(path) if path else None
        self._my_library = my_library
        context = FormContext(system_id, lists_of(self.system), {**EDITOR_WIDGETS, **self.file_kind.widgets},
                              dict(extras or {}), self.file_kind.model, self.file_kind.checks)
        self._wheel_guard = WheelGuard(self)
        self.form = ModelForm(self.file_kind.model, context, self.file_kind.fixed,
                              data=self.blank() if data is None else
                              portrait.opened(as_read(self.file_kind.model, data), self.path))
        portrait.accept_picture_drops(self.form)          # a picture file dropped on the form: its portrait
        self._saved_data = self.form.data()

        self.scroll = QScrollArea(widgetResizable=True)
        self.scroll.setWidget(self.form)
        self.preview = SheetPreview(system_id) if self.file_kind.sheet else None
        self.no_preview = None if self.preview is not None else QLabel(wordWrap=True)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.scroll)
        splitter.addWidget(self.preview if self.preview is not None else self.no_preview)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter

        self.error_label = QLabel(wordWrap=True)
        coloured(self.error_label, PROBLEM_TEXT)
        self.status_label = QLabel(wordWrap=True)
        coloured(self.status_label, "#2e7d32")
        self.status_label.hide()
        self.new_button = QPushButton()
        self.new_menu = QMenu(self)
        self.new_button.setMenu(self.new_menu)
        self.new_menu.aboutToShow.connect(self._fill_new_menu)
        self.print_button = button(lambda: self.print_sheet())
        self.export_button = QPushButton()
        self.export_menu = QMenu(self)
        self.export_button.setMenu(self.export_menu)
        self.export_menu.aboutToShow.connect(self._fill_export_menu)
        self._exports: dict | None = None
        self.has_exports = self.file_kind.sheet and hasattr(self.system, "export_formats")
        self.print_button.setVisible(self.file_kind.sheet)
        self.export_button.setVisible(self.has_exports)
        self.save_button = button(lambda: self.save())
        self.library_button = button(lambda: self.save_to_library())
        self.save_as_button = button(lambda: self.save_as())
        self.close_button = button(lambda: self.request_close())
        self.buttons = hbox(self.new_button, self.print_button, self.export_button, 1, self.save_button,
                            self.library_button, self.save_as_button, self.close_button)
        self.save_button.setDefault(True)

        self.main_layout = vbox((splitter, 1), self.error_label, self.status_label, self.buttons, parent=self)
        self.form.changed.connect(self.revalidate)
        self.resize(1500, 900)
        splitter.setSizes([880, 600])
        self.retranslate()
        self.revalidate()
        if self.preview is not None:  # the sheet is drawn once the window has painted: the form comes first
            self._first_paint = FirstPaint(self, self.preview.render_now)

    @classmethod
    def open_file(cls, system_id: str, kind: str, data: dict | None, path, parent=None,
                  my_library: Library | None = None, extras: dict | None = None) -> "EditorWindow":
        """An editor of this class on a file (what ``open_editor`` calls; a ruleset's editor whose
        constructor takes other arguments says here how it opens a file)."""
        return cls(system_id, kind, data, path, parent, my_library, extras)

    # -- what the window shows ---------------------------------------------------------------------------
    @property
    def my_library(self) -> Library:
        if self._my_library is None:
            self._my_library = open_library()
        return self._my_library

    @property
    def model(self):
        """The file's model while it is valid, else None."""
        return self.form.validated

    def blank(self) -> dict:
        """A new file of this kind: its blank, named in the interface language."""
        data = blank_file(self.file_kind.model, **self.file_kind.blank(), **self.file_kind.fixed)
        if "name" in data and not data["name"]:
            data["name"] = new_name(self.file_kind)
        return data

    def data(self) -> dict:
        return self.form.data()

    def retranslate(self) -> None:
        if not hasattr(self, "close_button"):
            return                                   # (a language change while the window is being made)
        self.new_button.setText(QCoreApplication.translate("Workshop", "New"))
        self.print_button.setText(QCoreApplication.translate("Workshop", "Print…"))
        self.export_button.setText(QCoreApplication.translate("Workshop", "Export"))
        self.save_button.setText(QCoreApplication.translate("Workshop", "Save"))
        self.library_button.setText(QCoreApplication.translate("Workshop", "Save to my library"))
        self.save_as_button.setText(QCoreApplication.translate("Workshop", "Save as…"))
        self.close_button.setText(QCoreApplication.translate("Workshop", "Close"))
        if self.no_preview is not None:
            self.no_preview.setText(QCoreApplication.translate("Workshop", "This kind of file has no printed sheet."))
        if self.preview is not None:
            self.preview.retranslate()
        self._title()
        if getattr(self, "_translated", False):
            self.revalidate()
        self._translated = True

    def _title(self) -> None:
        english, japanese = names_of({k: self.form.value(k) for k in ("name", "name_ja")})
        name = (japanese or english) if current_language() == "ja" else (english or japanese)
        where = self.path.name if self.path is not None else QCoreApplication.translate("Workshop", "not saved")
        self.setWindowTitle(f"{kind_name(self.file_kind)}: {name} — {where}")

    def revalidate(self) -> None:
        """After every change: the first problem, Save only while valid, the preview, the title (and the
        wheel kept from the fields a change added: WheelGuard)."""
        guard_wheel(self, self._wheel_guard)
        valid = self.form.is_valid()
        self.error_label.setText(self.form.error_summary())
        self.error_label.setVisible(not valid)
        for b in (self.save_button, self.library_button, self.save_as_button, self.print_button):
            b.setEnabled(valid)
        self.export_button.setEnabled(valid and self.has_exports)
        self.library_button.setEnabled(valid and not (self.path is not None and self.my_library.holds(self.path)))
        if self.preview is not None:
            self.preview.show_data(self.form.data() if valid else None, valid)
        self._title()
        self.after_validate()

    def after_validate(self) -> None:
        """What a ruleset's own editor works out from the file (Nechronica: max AP, threat)."""

    def say(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    # -- saving ------------------------------------------------------------------------------------------
    def has_unsaved_edits(self) -> bool:
        return self.form.data() != self._saved_data

    def save(self) -> bool:
        """To its file; a file not saved yet goes to the GM's library."""
        if self.path is None:
            return self.save_to_library()
        return self.save_to(self.path)

    def save_to_library(self) -> bool:
        """A new file in the GM's library (or over the library file this editor has open)."""
        if not self.form.revalidate():
            return False
        lib = self.my_library
        here = self.path if self.path is not None and lib.holds(self.path) else None
        try:
            path = lib.save(self.system_id, self.kind_id, self.form.data(), path=here)
        except (OSError, VttError) as e:
            self.error_label.setText(str(e) if isinstance(e, VttError) else f"{e.filename or ''}: {e.strerror or e}")
            self.error_label.show()
            return False
        return self._saved(path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        return bool(path) and self.save_to(path)

    def ask_save_path(self) -> str:
        """Where to save (a file dialog; a test replaces this)."""
        return QFileDialog.getSaveFileName(self, QCoreApplication.translate("Workshop", "Save as"),
                                           str(self.path or ""), "JSON (*.json)")[0]

    def save_to(self, path) -> bool:
        if not self.form.revalidate():
            self.revalidate()
            return False
        try:
            save_model(self.file_kind.model.model_validate(portrait.written(self.form.data(), path)), path)
        except (OSError, VttError) as e:
            self.error_label.setText(f"{path}: {getattr(e, 'strerror', None) or e}")
            self.error_label.show()
            return False
        return self._saved(Path(path))

    def _saved(self, path: Path) -> bool:
        self.path = Path(path)
        portrait.as_saved(self.form, self.path)
        self._saved_data = self.form.data()
        self.say(QCoreApplication.translate("Workshop", "Saved to {0}").format(self.path))
        self.revalidate()
        self.saved.emit(self.path)
        return True

    # -- closing -----------------------------------------------------------------------------------------
    def ask_unsaved(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel for edits not saved (a test replaces this)."""
        english, japanese = names_of(self.form.data())
        return ask_save_discard_cancel(
            self, QCoreApplication.translate("Workshop", "Unsaved edits"),
            QCoreApplication.translate("Workshop", "Save the edits to {0} before closing?").format(
                (japanese or english if current_language() == "ja" else english or japanese) or
                QCoreApplication.translate("Workshop", "this file")))

    def may_close(self) -> bool:
        """Closing with edits not saved asks; Cancel (or a failed save) keeps the editor open."""
        if not self.has_unsaved_edits():
            return True
        return go_on_after(self.ask_unsaved(), self.save)

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

    # -- printing and exporting ----------------------------------------------------------------------------
    def ask_pdf_path(self) -> str:
        """Where to print (a file dialog; a test replaces this)."""
        from vtt.ui.paths import writable_folder
        english, _ = names_of(self.form.data())
        # beside the GM's own file, else in her documents (t60: the folder vtt was started from, or a sample's)
        offered = Path(writable_folder(self.path)) / f"{english or 'sheet'}.pdf"
        return QFileDialog.getSaveFileName(self, QCoreApplication.translate("Workshop", "Print the sheet to PDF"),
                                           str(offered), "PDF (*.pdf)")[0]

    def print_sheet(self, path=None) -> bool:
        """The sheet to a PDF, as `vtt print` prints this file."""
        if not self.form.revalidate():
            return False
        path = path or self.ask_pdf_path()
        if not path:
            return False
        paper = self.preview.paper.currentData() if self.preview is not None else "a4"
        try:
            sheet = self.system.read_sheet(self.form.data(), str(self.path or "<editor>"))
            file_printer(self.system_id)([sheet], path, blank=False, paper=paper)
        except (OSError, VttError) as e:
            QMessageBox.warning(self, QCoreApplication.translate("Workshop", "Not printed"), str(e))
            return False
        self.say(QCoreApplication.translate("Workshop", "Sheet written to {0}").format(path))
        return True

    @property
    def exports(self) -> dict:
        """The ruleset's export formats of this file (read when first wanted: the window opens without them)."""
        if self._exports is None:
            self._exports = dict(self.system.export_formats()) if self.has_exports else {}
        return self._exports

    def _fill_export_menu(self) -> None:
        self.export_menu.clear()
        for name in self.exports:
            self.export_menu.addAction(name, lambda n=name: self.export(n))

    def export(self, name: str) -> bool:
        """The file in one of its ruleset's export formats: text to the clipboard (CCFOLIA's: paste it on a
        board), a file's bytes where the GM says."""
        fmt = self.exports[name]
        if not self.form.revalidate():
            return False
        try:
            out = fmt.export(self.form.data(), str(self.path or "<editor>"), current_language())
            if isinstance(out, bytes):
                path = self.ask_export_path(name)
                if not path:
                    return False
                from vtt.core.files import write_atomic
                write_atomic(path, lambda f: f.write(out))
                self.say(QCoreApplication.translate("Workshop", "Exported to {0}").format(path))
                return True
        except (OSError, VttError) as e:
            QMessageBox.warning(self, QCoreApplication.translate("Workshop", "Not exported"), str(e))
            return False
        QGuiApplication.clipboard().setText(out)
        self.say(QCoreApplication.translate("Workshop", "Copied for {0}: paste it where it goes").format(name))
        return True

    def ask_export_path(self, name: str) -> str:
        return QFileDialog.getSaveFileName(self, QCoreApplication.translate("Workshop", "Export"), "", "")[0]

    # -- new files -------------------------------------------------------------------------------------------
    def _fill_new_menu(self) -> None:
        """Every kind of file the ruleset declares (characters, monsters, scenarios…), each blank or from
        one of its samples."""
        self.new_menu.clear()
        lang = current_language()
        for kind, file_kind in kinds_of(self.system).items():
            self.new_menu.addSection(kind_name(file_kind, lang))
            self.new_menu.addAction(new_name(file_kind), lambda k=kind: self.open_new(None, k))
            for e in self.my_library.entries(self.system_id, kind):
                if e.sample and e.error is None:
                    self.new_menu.addAction(QCoreApplication.translate("Workshop", "From the sample {0}").format(
                        e.label(lang)), lambda p=e.path, k=kind: self.open_new(p, k))

    def open_new(self, template=None, kind: str | None = None):
        """Another editor of ``kind`` (default: this one's; a scenario's is the encounter builder): blank, or
        a copy of the file at ``template`` (not saved yet)."""
        data = portrait.opened(read_json(template), template) if template is not None else None
        editor = show_editor(open_editor(self.system_id, kind or self.kind_id, data, None, self.parentWidget(),
                                         self._my_library, self.form.context.extras))
        self.opened.emit(editor)
        return editor


def open_editor(system_id: str, kind: str, data: dict | None = None, path=None, parent=None,
                my_library: Library | None = None, extras: dict | None = None) -> EditorWindow:
    """The editor of a file (``data`` at ``path``; None: a new one) of ``kind`` of ``system_id``; a scenario's
    is the encounter builder (vtt.ui.workshop.builder)."""
    if kind == "scenario":
        return load(ENCOUNTER_BUILDER)(system_id, path, my_library, parent=parent, data=data)
    file_kind = kinds_of(registry.get(system_id))[kind]
    own = load(file_kind.editor) if file_kind.editor else None         # the ruleset's own (FileKind.editor)
    return (own or EditorWindow).open_file(system_id, kind, data, path, parent, my_library, extras)


def show_editor(editor: EditorWindow) -> EditorWindow:
    editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    editor.show()
    return editor
