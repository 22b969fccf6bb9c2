"""The encounter builder, the same for every ruleset (File → New battle…, `vtt edit SCENARIO.json`): the
map, participants from the GM's library or the samples (a count for a crowd), their sides and starting
places (dragged onto the map), the starting distances, the ruleset's options; Check the odds; Save as a
scenario to the library, or Start the battle.

Everything it shows comes from what the ruleset's scenario model declares (vtt.workshop.encounter): the
map is drawn by the generic map widgets (vtt.ui.workshop.placing), the options and a participant's own
fields by the generic form. It imports no ruleset."""
from __future__ import annotations

import tempfile
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, QTimer, Signal
from PySide6.QtGui import QDrag, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QFileDialog, QGroupBox, QHeaderView, QLabel,
                               QMainWindow, QScrollArea, QSpinBox, QSplitter, QStyledItemDelegate, QTableWidget,
                               QTableWidgetItem, QTreeWidget, QTreeWidgetItem, QWidget)

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.records import Command
from vtt.core.files import read_json, write_json_atomic
from vtt.ui.ask import save_discard_or_cancel
from vtt.ui.balance_panel import BalancePanel
from vtt.ui.i18n import Retranslating, current_language, listed, system_name
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.contributions import load, of
from vtt.ui.simulate_dialog import OddsPanel, side_name
from vtt.ui.workshop.form import BoundSpinBox, FormContext, ModelForm, coloured
from vtt.ui.workshop.library_window import why_not_read
from vtt.ui.workshop.map_picture import MapPictureControls
from vtt.ui.workshop.placing import PLACE, PlacingController, encounter_text, placing_map, range_table, token_id
from vtt.workshop.encounter import CHARACTER, MAX_COPIES, Encounter

#: Check the odds stops once the players' win rate is known to ± this (as `vtt simulate --precision 0.02`)
ODDS_PRECISION = 0.02
#: the drag of a library entry onto the map (its index in the list of entries)
ENTRY_MIME = "application/x-vtt-library-entry"
KIND_ORDER = ("character", "monster")


def warning_label() -> QLabel:
    """A label for what is wrong, in red (by its palette: a style sheet would make Qt style the whole
    window through its slower style-sheet path)."""
    return coloured(QLabel(wordWrap=True), "#e0675f")


def default_library():
    """The GM's library at the folder Settings remember (vtt.ui.workshop.editor)."""
    from vtt.ui.workshop.editor import open_library
    return open_library()


class RowEditor(QStyledItemDelegate):
    """The table's cells edited in place: a side or a starting place picked from a list, a crowd's count
    in a spin box (made only for the cell being edited)."""

    def __init__(self, builder: "BuilderWindow"):
        super().__init__(builder.table)
        self.builder = builder

    def createEditor(self, parent, option, index):
        b = self.builder
        p = b.participant_at(index.row())
        if p is None:
            return None
        ls = b.shape.list_of(p.list)
        if index.column() == 1 and ls.side_field:
            box = QComboBox(parent)
            for side in ls.sides:
                box.addItem(side_name(b.system, side), side)
            return box
        if index.column() == 2 and b.encounter.places_of(p):
            zones = {z.id: b.controller.text(z.name) for z in b.controller.view().map.zones}
            box = QComboBox(parent)
            for z in b.encounter.places_of(p):
                box.addItem(zones.get(z, z), z)
            return box
        if index.column() == 3 and b.encounter.count_of(p) is not None:
            return QSpinBox(parent, minimum=1, maximum=ls.count_max or MAX_COPIES)
        return None

    def setEditorData(self, editor, index) -> None:
        b = self.builder
        p = b.participant_at(index.row())
        if isinstance(editor, QSpinBox):
            editor.setValue(b.encounter.count_of(p))
        else:
            editor.setCurrentIndex(max(0, editor.findData(p.side if index.column() == 1 else b.encounter.place_of(p))))

    def setModelData(self, editor, model, index) -> None:
        b = self.builder
        p = b.participant_at(index.row())
        if isinstance(editor, QSpinBox):
            if editor.value() != b.encounter.count_of(p):
                b._set_count(p, editor.value())
        elif index.column() == 1 and editor.currentData() != p.side:
            b._set_side(p, editor.currentData())
        elif index.column() == 2 and editor.currentData() != b.encounter.place_of(p):
            b._place(p, editor.currentData())


class MapChoice(QComboBox):
    """The maps to pick from, listed when the list is first opened (``fill()``), not when the window is."""

    def __init__(self, fill, parent=None):
        super().__init__(parent)
        self.fill = fill

    def showPopup(self) -> None:
        self.fill()
        super().showPopup()


class EntryTree(QTreeWidget):
    """The characters and monsters the encounter may take: the GM's own, then the samples; a broken
    file is listed, greyed, with why. Drag one onto the map to add it there."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setDragEnabled(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.entries: list = []

    def entry_at(self, item):
        """The library entry ``item`` stands for (None: a heading, or no item)."""
        index = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return self.entries[index] if index is not None else None

    def startDrag(self, actions) -> None:
        item = self.currentItem()
        entry = self.entry_at(item)
        if entry is None or entry.error:
            return
        mime = QMimeData()
        mime.setData(ENTRY_MIME, str(item.data(0, Qt.ItemDataRole.UserRole)).encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.CopyAction)


class BuilderWindow(Retranslating, QMainWindow):
    """The builder on ``encounter``. ``library``: the GM's library (vtt.workshop.library; default: the
    user's); ``path``: the scenario file it was opened from; ``on_start(session, path)``: how the battle
    starts (the window that opened it plays it; default: a window of its own)."""

    saved = Signal(object)             # the path written
    started = Signal(object)           # the session the battle started on

    def __init__(self, encounter: Encounter, library=None, path=None, on_start=None, parent=None,
                 odds_workers: int | None = None):
        super().__init__(parent)
        self.encounter = encounter
        self.system = registry.get(encounter.system_id)
        self.shape = encounter.shape
        self.library = library if library is not None else default_library()
        self.path = Path(path) if path is not None else None
        self.on_start = on_start
        self.dirty = False
        self._filling = False
        self.controller = PlacingController(encounter, self)
        self.controller.error.connect(self.say)

        # the map, and the starting distances beside it
        self.map = placing_map(self.controller)
        self.map.token_clicked.connect(self.select_participant)
        self.map.setAcceptDrops(True)
        self.map.installEventFilter(self)
        self.ranges = range_table(self.controller)
        self.map_label = QLabel()
        self.map_choice = MapChoice(lambda: self._fill_maps(all_maps=True))
        self.map_choice.activated.connect(self._map_picked)
        self.edit_map_button = button(self.edit_map)
        for w in (self.map_label, self.map_choice, self.edit_map_button):
            w.setVisible(bool(self.shape.zones))
        self.picture_controls = MapPictureControls(self.controller)     # the picture under the map
        self.map_hint = QLabel(wordWrap=True)
        shown = self.map
        if self.ranges is not None:
            shown = QSplitter(Qt.Orientation.Horizontal)
            shown.addWidget(self.map)
            shown.addWidget(self.ranges)
            shown.setSizes([480, 560])
        centre = QWidget()
        vbox(hbox(self.map_label, (self.map_choice, 1), self.edit_map_button), self.picture_controls, self.map_hint,
             (shown, 1), parent=centre, margin=0)

        # adding: the library's characters and monsters
        self.entry_tree = EntryTree()
        self.entry_tree.itemDoubleClicked.connect(lambda *_: self.add_selected())
        self.entry_tree.currentItemChanged.connect(self._entry_picked)
        self.count = BoundSpinBox()             # says its bound when a count past it is typed
        self.count.setRange(1, MAX_COPIES)
        self.count_label = QLabel()
        self.add_button = button(lambda: self.add_selected())
        self.add_box = QGroupBox()
        vbox((self.entry_tree, 1), hbox(self.count_label, self.count, 1, self.add_button), parent=self.add_box)

        # who takes part
        self.table = QTableWidget(0, 4, selectionBehavior=QAbstractItemView.SelectionBehavior.SelectRows,
                                  selectionMode=QAbstractItemView.SelectionMode.SingleSelection,
                                  editTriggers=QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.SelectedClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.setItemDelegate(RowEditor(self))
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setColumnHidden(2, not any(ls.place for ls in self.shape.lists))
        self.table.setColumnHidden(3, not any(ls.group or ls.count for ls in self.shape.lists))
        self.table.itemSelectionChanged.connect(self._row_selected)
        self.remove_button = button(self.remove_selected)
        QShortcut(QKeySequence.StandardKey.Delete, self.table, self.remove_selected)
        self.entry_hint = QLabel(wordWrap=True, enabled=False)     # drawn greyed: a hint, not a value
        self.entry_form = None
        self.entry_error = warning_label()
        self.entry_box = QGroupBox()
        self.entry_layout = vbox(self.entry_hint, self.entry_error, parent=self.entry_box)
        self.people_box = QGroupBox()
        vbox((self.table, 1), (self.remove_button, 0, Qt.AlignmentFlag.AlignRight), self.entry_box,
             parent=self.people_box)

        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.add_box)
        left.addWidget(self.people_box)
        left.setSizes([380, 520])

        # the ruleset's options, and the odds
        self._options_form = None
        self.options_scroll = QScrollArea(widgetResizable=True, frameShape=QScrollArea.Shape.NoFrame)
        # the form of the options and the library's list (every file read and checked) are made once the
        # window has painted its map and who takes part (paintEvent), or when first asked for
        self._painted = False
        self.options_error = warning_label()
        self.options_box = QGroupBox()
        vbox((self.options_scroll, 1), self.options_error, parent=self.options_box)
        self.odds_workers = odds_workers             # None: one process per processor
        self.odds_cap = None                         # the battles a check stops at if not settled (None: the
        #                                              simulator's cap)
        self.odds = OddsPanel()                      # the simulate dialog's panel: the estimate as it narrows
        self.odds.setMinimumHeight(170)
        self.odds.finished.connect(lambda _report: self._odds_done())
        self.odds.failed.connect(lambda message: (self._odds_done(), self.say(message)))
        self.check_button = button(self.check_odds)
        self.stop_button = button(self.odds.stop, enabled=False)
        self.odds_box = QGroupBox()
        vbox(hbox((self.check_button, 1), self.stop_button), (self.odds, 1), parent=self.odds_box)
        self.balance = BalancePanel(self)            # how many make it the fight wanted (#43)
        right = QWidget()
        vbox((self.options_box, 1), self.odds_box, (self.balance, 2), parent=right, margin=0)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(centre)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([440, 900, 480])

        # what is wrong yet, and what to do with it
        self.problem = warning_label()
        self.save_button = button(lambda: self.save_to_library())
        self.save_as_button = button(lambda: self.save_as())
        self.start_button = button(lambda: self.start_battle())
        self.start_button.setDefault(True)
        self.close_button = button(lambda _=False: self.close())     # (and Esc): asks first if not saved
        body = QWidget()
        vbox((split, 1), hbox((self.problem, 1), self.save_button, self.save_as_button, self.start_button,
                              self.close_button), parent=body)
        self.setCentralWidget(body)
        self.resize(1800, 1000)
        self.message = QLabel()
        self.statusBar().addWidget(self.message, 1)
        self._lang = None                          # the language the window speaks
        self._listed = None                        # the language the library was listed in (None: not yet)
        self.retranslate()
        self.controller.changed.connect(self._on_changed)

    # -- words ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        lang = current_language()
        self.setWindowTitle(self.tr("Encounter builder — {0}").format(system_name(self.encounter.system_id)))
        self.add_box.setTitle(self.tr("Add from the library"))
        self.count_label.setText(self.tr("How many:"))
        self._entry_picked(self.entry_tree.currentItem())
        self.add_button.setText(self.tr("Add"))
        self.people_box.setTitle(self.tr("Taking part"))
        self.remove_button.setText(self.tr("Remove"))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Side"), self.tr("Starts in"), self.tr("Count / group")])
        self.entry_box.setTitle(self.tr("The selected participant"))
        self.entry_hint.setText(self.tr("Pick someone in the table or on the map to give her an id or a name "
                                        "of her own."))
        self.options_box.setTitle(self.tr("Options"))
        self.odds_box.setTitle(self.tr("The odds"))
        self.check_button.setText(self.tr("Check the odds"))
        self.check_button.setToolTip(self.tr("Play the encounter many times with the AI on both sides, until the "
                                             "win rate is known to ±{0} points").format(round(ODDS_PRECISION * 100)))
        self.stop_button.setText(self.tr("Stop"))
        self.map_label.setText(self.tr("Map:"))
        self.edit_map_button.setText(self.tr("Edit the map…"))
        self.map_hint.setText(self.tr("Drag a participant to where she starts; drag a character from the library "
                                 "onto the map to add her there.") if self.shape.lists[0].place else
                              self.tr("This game has no map: click a band to set how far apart two start."))
        self.save_button.setText(self.tr("Save to my library"))
        self.save_as_button.setText(self.tr("Save as…"))
        self.start_button.setText(self.tr("Start the battle"))
        self.close_button.setText(self.tr("Close"))
        if lang != self._lang:                    # the names in the lists: in this language
            self._lang = lang
            if self._listed is not None:
                self.fill_entries()
            self._maps_filled = False
            self._fill_maps()
        self.refresh()

    def finish(self) -> None:
        """Make what the window makes after its first paint (the options' form, the library's list)."""
        self.options_form
        self.entries()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.finish)          # after this paint

    def grab(self, *args):
        """A picture of the whole window (`vtt edit --screenshot`): what comes after the first paint too."""
        self.finish()
        QApplication.sendPostedEvents()
        return super().grab(*args)

    def say(self, text: str) -> None:
        """A message at the bottom of the window (a refusal, what was saved)."""
        self.message.setText(text)

    # -- the library --------------------------------------------------------------------------------
    def kinds(self) -> list[str]:
        kinds = {k for ls in self.shape.lists for k in ls.kinds}
        return [k for k in KIND_ORDER if k in kinds] + sorted(kinds - set(KIND_ORDER))

    def entries(self) -> list:
        """The library's entries the list shows (listed now if they are not yet)."""
        if self._listed != current_language():
            self.fill_entries()
        return self.entry_tree.entries

    def fill_entries(self) -> None:
        """List the GM's characters and monsters and the samples (a broken file greyed, with why)."""
        from vtt.workshop.fields import kinds_of
        tree = self.entry_tree
        tree.clear()
        tree.entries = []
        lang = self._listed = current_language()
        file_kinds = kinds_of(self.system)
        for kind in self.kinds():
            fk = file_kinds.get(kind)
            head = QTreeWidgetItem([(fk.name_ja if lang == "ja" else fk.name) if fk else kind])
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            tree.addTopLevelItem(head)
            try:
                entries = self.library.entries(self.system.id, kind)
            except (VttError, OSError) as e:
                head.setToolTip(0, str(e))
                continue
            for entry in entries:
                label = entry.label(lang) + ("  " + self.tr("(sample)") if entry.sample else "")
                item = QTreeWidgetItem([label])
                item.setData(0, Qt.ItemDataRole.UserRole, len(tree.entries))
                tree.entries.append(entry)
                if entry.error:
                    item.setText(0, f"⚠ {entry.path.name}")
                    why = why_not_read(entry, lang)
                    item.setToolTip(0, why if why == entry.error else f"{why}\n{entry.error}")
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                else:
                    item.setToolTip(0, str(entry.path))
                head.addChild(item)
            head.setExpanded(True)

    # -- participants -------------------------------------------------------------------------------
    def add_selected(self, place: str | None = None) -> list:
        entry = self.entry_tree.entry_at(self.entry_tree.currentItem())
        if entry is None:
            self.say(self.tr("Pick a character or monster in the library first"))
            return []
        return self.add_entry(entry, self.count.value(), place)

    def _entry_picked(self, item, _before=None) -> None:
        """Another entry picked: How many starts again at 1 (a count typed for one is not the next one's);
        a player's character is added once (How many off); a legion keeps its file's bodies."""
        entry = self.entry_tree.entry_at(item)
        self.count.setValue(1)
        once = entry is not None and entry.kind == CHARACTER
        self.count.setEnabled(not once)
        self.count.setToolTip(self.tr("A player's character takes part once") if once else
                              self.tr("Copies of a monster (sharing a group where the game has them); a legion "
                                      "keeps its file's bodies: change them in the table's Count / group column"))

    def add_entry(self, entry, count: int = 1, place: str | None = None) -> list:
        """Add the library's ``entry`` ``count`` times (starting in ``place``, if given). A file broken
        since it was listed is refused, with where; nothing is added."""
        if entry.error:
            self.say(self.tr("Not added: {0}").format(why_not_read(entry, current_language())))
            return []
        try:
            added = self.encounter.add_file(entry.path, entry.kind, count)
            for p in added:
                if place is not None and place in self.encounter.places_of(p):
                    self.encounter.place(p, place)
        except (VttError, OSError) as e:
            self.say(self.tr("Not added: {0}").format(encounter_text(e)))
            return []
        self.changed()
        self.select_participant(token_id(added[-1]))
        names = listed(p.name(current_language()) for p in added)
        self.say(self.tr("Added {0}").format(names))
        return added

    def remove_selected(self) -> bool:
        p = self.selected_participant()
        if p is None:
            return False
        self.encounter.remove(p)
        self.changed()
        return True

    def selected_participant(self):
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.participant_at(rows[0].row()) if rows else None

    def select_participant(self, tid: str) -> None:
        for row in range(self.table.rowCount()):
            if f"p{self.table.item(row, 0).data(Qt.ItemDataRole.UserRole)}" == tid:
                self.table.selectRow(row)
                return

    def changed(self, map_too: bool = False) -> None:
        """The encounter changed here: the map, the table and what is wrong follow (_on_changed)."""
        if map_too:
            self.controller.map_changed()
        else:
            self.controller.encounter_changed()

    def _on_changed(self, _events=()) -> None:
        """The encounter changed (here, or by a drop on the map or a click on a band): it is not saved,
        and the table and what is wrong follow."""
        self.dirty = True
        self.refresh()

    def refresh(self) -> None:
        """Fill the table from the encounter; say what keeps it from being played."""
        selected = self.selected_participant()
        enc = self.encounter
        lang = current_language()
        zones = {z.id: self.controller.text(z.name) for z in self.controller.view().map.zones}
        self._filling = True
        self.table.setRowCount(len(enc.participants))
        for row, p in enumerate(enc.participants):
            ls = self.shape.list_of(p.list)
            count = enc.count_of(p)
            place = enc.place_of(p)
            texts = (p.name(lang), side_name(self.system, p.side),
                     zones.get(place, place or "—") if enc.places_of(p) else "—",
                     str(count) if count is not None else (p.fields.get(ls.group, "") if ls.group else ""))
            for col, text in enumerate(texts):
                item = self.table.item(row, col)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(row, col, item)
                item.setText(text)
                item.setData(Qt.ItemDataRole.UserRole, p.key)
                editable = (col == 1 and ls.side_field is not None) or (col == 2 and bool(enc.places_of(p))) or \
                    (col == 3 and count is not None)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable |
                              (Qt.ItemFlag.ItemIsEditable if editable else Qt.ItemFlag.NoItemFlags))
            self.table.item(row, 0).setToolTip(str(p.source) if p.source else self.tr("written in the scenario"))
        self._filling = False
        if selected is not None and selected in enc.participants:
            self.select_participant(token_id(selected))
        else:
            self._row_selected()
        why = enc.problem()
        empty = enc.empty_sides()
        if empty:
            said = self.tr("no one yet on: {0}").format(      # a list as the language writes it (Japanese: 、)
                self.tr(", ").join(side_name(self.system, side) for side in empty))
        else:
            said = _said(why) if why is not None else ""
        self.problem.setText(self.tr("Not ready: {0}").format(said) if said else "")
        for b in (self.save_button, self.save_as_button, self.start_button):
            b.setEnabled(why is None)
        self.check_button.setEnabled(why is None and not self.odds.running)

    def participant_at(self, row: int):
        item = self.table.item(row, 0)
        key = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return next((p for p in self.encounter.participants if p.key == key), None)

    def _set_side(self, p, side) -> None:
        self._edit(lambda: self.encounter.set_side(p, side))

    def _edit(self, change) -> None:
        """``change()`` the encounter from the table (a refusal said); the table follows either way."""
        try:
            change()
        except VttError as e:
            self.say(encounter_text(e))
        self.changed()

    def _place(self, p, where) -> None:
        if not self.controller.do(Command(PLACE, token_id(p), {"to": where})):
            self.refresh()                        # refused: the table shows where she still stands

    def _set_count(self, p, count: int) -> None:
        self._edit(lambda: self.encounter.set_count(p, count))

    def _row_selected(self) -> None:
        """The selected participant's own fields (an id, a name, a group…) in the form below."""
        if self._filling:
            return
        p = self.selected_participant()
        if self.entry_form is not None:
            self.entry_layout.removeWidget(self.entry_form)
            self.entry_form.hide()          # deleted on the next pass of the event loop: not drawn till then
            self.entry_form.deleteLater()
            self.entry_form = None
        self.entry_error.clear()
        self.entry_hint.setVisible(p is None)
        if p is None:
            return
        self.map.select(token_id(p))
        self.entry_form = self._entry_form(p)
        if self.entry_form is not None:
            self.entry_layout.insertWidget(0, self.entry_form)

    # -- the forms (the generic form of vtt.ui.workshop.form) -----------------------------------------
    def form_context(self, model):
        """What the generic form needs of this ruleset to draw ``model``: its lists, its texts."""
        return FormContext(self.system.id, ruleset_lists(self.system.id), {}, {}, model)

    @property
    def options_form(self):
        """The generic form of the scenario's other fields (its options…), made when first asked for."""
        if self._options_form is None:
            model = _part_model(self.shape.model, tuple(self.shape.rest), "Encounter options")
            form = ModelForm(model, self.form_context(model), data=self.encounter.rest)
            form.changed.connect(lambda: self._form_edited(lambda: self.encounter.set_rest(form.data()),
                                                           self.options_error))
            self.options_scroll.setWidget(form)
            self._options_form = form
        return self._options_form

    def _form_edited(self, take, error: QLabel) -> None:
        """A form's edit taken into the encounter (``take()``); refused: said under the form (``error``)."""
        try:
            take()
        except (VttError, ValueError) as e:
            error.setText(_said(e))
            return
        error.clear()
        self.changed()

    def _entry_form(self, p):
        ls = self.shape.list_of(p.list)
        if not ls.fields:
            return None
        model = _part_model(ls.entry, tuple(ls.fields), "Participant")
        form = ModelForm(model, self.form_context(model), data=p.fields)
        for key in ("name", "name_ja"):        # left empty, her name is her file's: the box says which
            edit = getattr(form.editor_at(key), "edit", None) if key in ls.fields else None
            own = p.sheet.get(key) if isinstance(p.sheet, dict) else None
            if edit is not None and isinstance(own, str):
                edit.setPlaceholderText(own)
        form.changed.connect(lambda: self._form_edited(lambda: self.encounter.set_fields(p, form.data()),
                                                       self.entry_error))
        return form

    # -- the map ------------------------------------------------------------------------------------
    def _fill_maps(self, all_maps: bool = False) -> None:
        """The maps the encounter may take: its own; with ``all_maps`` (the list is opened: the files are
        read then) each sample scenario's and the GM's scenarios'."""
        if all_maps and self._maps_filled:
            return
        self.map_choice.clear()
        if not self.shape.zones:
            return
        self.map_choice.addItem(self.tr("This encounter's map"), None)
        self._maps_filled = all_maps
        if not all_maps:
            return
        lang = current_language()
        try:
            entries = self.library.entries(self.system.id, "scenario")
        except (VttError, OSError):
            entries = []
        for entry in entries:
            if not entry.error:
                self.map_choice.addItem(self.tr("The map of {0}").format(entry.label(lang)), str(entry.path))

    def _map_picked(self, index: int) -> None:
        path = self.map_choice.itemData(index)
        self.map_choice.setCurrentIndex(0)
        if path:
            self.use_map_of(path)

    def use_map_of(self, path) -> bool:
        """Take the zones and edges of the scenario ``path``; whoever stood in a zone now gone starts in
        its first."""
        try:
            data = read_json(path)
            zones = data[self.shape.zones]
            edges = data.get(self.shape.edges) if self.shape.edges else None
            self.encounter.set_map(zones, edges)
        except (VttError, OSError, KeyError, TypeError) as e:
            self.say(self.tr("Map not taken: {0}").format(_said(e)))
            return False
        self.changed(map_too=True)
        return True

    def edit_map(self) -> bool:
        """The map's own editor (the one the ruleset declares, vtt.ui.contributions: ``scenario_map_editor``,
        ``(parent, zones, edges, people, model, samples_dir, check, picture) -> (zones, edges, places, boxes) |
        None``), then the encounter takes it (and, over a map picture, the zones' boxes: a new zone's own)."""
        editor = load(of(self.system.id).scenario_map_editor) if self.shape.map_editor else None
        if editor is None:
            return False
        enc = self.encounter
        people = [p for p in enc.participants if self.shape.list_of(p.list).places is None and enc.places_of(p)]
        samples = getattr(self.system, "sample_scenarios", lambda: [])()
        result = editor(self, enc.zones, enc.edges, [(p.name(current_language()), enc.place_of(p)) for p in people],
                        self.shape.model, Path(samples[0]).parent if samples else None, self._map_problem,
                        picture=enc.picture)
        if result is None:
            return False
        zones, edges, places, boxes = result
        enc.set_map(zones, edges)
        if boxes is not None and enc.picture is not None:
            enc.set_picture({**enc.picture, "boxes": boxes})
        for p, where in zip(people, places):
            enc.place(p, where)
        self.changed(map_too=True)
        return True

    def _map_problem(self, zones, edges) -> str | None:
        trial = Encounter(self.encounter.system_id)
        try:
            trial.set_map(zones, edges)
        except (VttError, OSError) as e:
            return _said(e)
        return None

    def eventFilter(self, obj, event) -> bool:
        """A library entry dragged onto the map is added where it is dropped."""
        if obj is self.map and event.type() in (event.Type.DragEnter, event.Type.DragMove):
            if event.mimeData().hasFormat(ENTRY_MIME):
                event.acceptProposedAction()
                return True
        if obj is self.map and event.type() == event.Type.Drop and event.mimeData().hasFormat(ENTRY_MIME):
            index = int(bytes(event.mimeData().data(ENTRY_MIME)).decode())
            self.add_entry(self.entry_tree.entries[index], self.count.value(), self.zone_at(event.position()))
            event.acceptProposedAction()
            return True
        return super().eventFilter(obj, event)

    def zone_at(self, pos) -> str | None:
        """The zone under a point of the map widget (None: none there)."""
        if hasattr(self.map, "zone_at"):
            return self.map.zone_at(pos)
        index = self.map.area_at(self.map.mapToScene(pos.toPoint()))
        zones = self.controller.view().map.zones
        return zones[index].id if index is not None else None

    # -- odds, saving, starting -----------------------------------------------------------------------
    def scenario_data(self, inline: bool = True, base_dir=None) -> dict:
        return self.encounter.scenario_data(base_dir, self.library.root, inline)

    def check_odds(self) -> bool:
        """Run the simulator on the encounter as it stands (a scenario file of its own)."""
        try:
            data = self.scenario_data()
        except (VttError, OSError) as e:
            self.say(_said(e))
            return False
        self._odds_dir = tempfile.TemporaryDirectory(prefix="vtt-odds-")
        path = Path(self._odds_dir.name) / "encounter.json"
        write_json_atomic(path, data)
        cap = {} if self.odds_cap is None else {"battles": self.odds_cap}
        self.odds.start(path, ODDS_PRECISION, workers=self.odds_workers, **cap)
        running = self.odds.running
        self.check_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        return running

    def _odds_done(self) -> None:
        self.stop_button.setEnabled(False)
        self.check_button.setEnabled(self.encounter.problem() is None)

    def save_to_library(self) -> Path | None:
        """Save the encounter as a scenario in the GM's library (over the file it was opened from, if that
        is one of the library's; else as a new file). Characters of the library are referred to, any
        other is written in."""
        folder = self.library.folder(self.system.id, "scenario")
        mine = self.path if self.path is not None and self.library.holds(self.path) else None
        try:
            data = self.encounter.scenario_data(folder, self.library.root)
            out = self.library.save(self.system.id, "scenario", data, path=mine)
        except (VttError, OSError) as e:
            self.say(self.tr("Not saved: {0}").format(_said(e)))
            return None
        return self._saved(out)

    def save_as(self, path=None) -> Path | None:
        """Save the encounter as a scenario file anywhere (every character written in)."""
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the scenario"), "", self.tr("Scenarios (*.json)"))
            if not path:
                return None
        path = Path(path)
        try:
            inside = self.library.holds(path)
            data = self.encounter.scenario_data(path.parent, self.library.root if inside else None)
            write_json_atomic(path, data)
        except (VttError, OSError) as e:
            self.say(self.tr("Not saved: {0}").format(_said(e)))
            return None
        return self._saved(path)

    def _saved(self, path: Path) -> Path:
        self.path = path
        self.dirty = False
        self.say(self.tr("Saved {0}").format(path))
        self._maps_filled = False
        self._fill_maps()
        self.saved.emit(path)
        return path

    def start_battle(self):
        """The battle on the encounter, handed to THE battle window (the one that opened the builder, else
        the application's: vtt.ui.main_window.the_window), which comes to the front; the builder goes
        behind it, its encounter kept (Close or Esc closes it)."""
        try:
            session = self.encounter.session()
        except (VttError, OSError) as e:
            self.say(self.tr("Not started: {0}").format(_said(e)))
            return None
        path = str(self.path) if self.path is not None and not self.dirty else None
        if self.on_start is not None:
            window = self.on_start(session, path)
        else:                            # THE battle window: the one that opened the builder, else the application's
            from vtt.ui.main_window import open_battle
            window = open_battle(session, path, self)
        if window is not None:          # None: the window kept the battle it has (its GM cancelled)
            self.started.emit(session)
            if self.parentWidget() is not None:       # no longer kept above the window that opened it
                self.setParent(None, self.windowFlags())
                self.show()
            self.lower()
            window.raise_()
            window.activateWindow()
        return window

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:     # (Esc an editor or a list did not take)
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        if self.dirty and self.isVisible() and not self.ask_before_closing():
            event.ignore()
            return
        self.odds.shutdown()
        self.balance.shutdown()
        super().closeEvent(event)

    def ask_before_closing(self) -> bool:
        """Unsaved changes: save them to the library, drop them, or stay."""
        return save_discard_or_cancel(
            self, self.tr("Unsaved encounter"), self.tr("This encounter has changes not saved. Save it to your library?"),
            lambda: self.save_to_library() is not None)


def _said(e) -> str:
    return encounter_text(e) if isinstance(e, Exception) else str(e)


@lru_cache(maxsize=None)
def ruleset_lists(system_id: str) -> dict:
    """A ruleset's lists (vtt.workshop.fields.lists_of), read once: the scenario's fields name only its
    fixed vocabulary and the shipped files' (bands, areas, enemy kinds), not the GM's files."""
    from vtt.workshop.fields import lists_of
    return lists_of(registry.get(system_id))


@lru_cache(maxsize=None)
def _part_model(model, names: tuple, title: str):
    """A model of some of ``model``'s fields (the form draws only these; the encounter checks them)."""
    from pydantic import create_model
    fields = {n: (model.model_fields[n].annotation, model.model_fields[n]) for n in names}
    return create_model(title.replace(" ", ""), __config__=model.model_config, **fields)


def open_builder(system_id: str | None = None, path=None, library=None, on_start=None, parent=None,
                 data: dict | None = None) -> BuilderWindow:
    """The builder on a new encounter of ``system_id``, or on a scenario (``data`` read from ``path``, or
    the file ``path``); a broken file: a FileFormatError naming where."""
    if data is not None:
        encounter = Encounter.from_scenario(data, path if path is not None else "<scenario>")
    elif path is not None:
        encounter = Encounter.from_file(path)
    else:
        encounter = Encounter.new(system_id)
    return BuilderWindow(encounter, library, path, on_start, parent)
