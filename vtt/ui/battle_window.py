"""The GM's window and the table view for a ruleset without a window of its own: built from the generic
widgets (zone map, order track, sheet, decision panel, dice) and the ruleset's view, so a new system
plays at the table as soon as its rules answer the protocol (docs/architecture.md). What a ruleset
offers besides (``order_drop``, ``sheet``, ``gm_forms``) adds the gestures and forms it needs."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget, QMainWindow,
                               QMessageBox, QPushButton, QScrollArea, QSplitter, QVBoxLayout, QWidget)

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
from vtt.workshop.encounter import can_build
from vtt.ui.i18n import LANGUAGES, Retranslating, current_language, install_language
from vtt.ui.paths import default_data_dir
from vtt.ui.printers import load, printer_of
from vtt.ui.theme import DARK, font
from vtt.ui.widgets.ai_driver import AiDriver, add_ai_actions
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.decision_panel import DecisionPanel
from vtt.ui.widgets.dice_tray import DiceTray
from vtt.ui.widgets.hands_panel import HandsPanel
from vtt.ui.widgets.order_track import order_widget
from vtt.ui.widgets.range_table import RangeTable
from vtt.ui.widgets.sheet_panel import SheetPanel
from vtt.ui.widgets.zone_map import ZoneMap

#: ruleset id -> "module:function(parent, session) -> Session | None": the map editor before the fight
MAP_EDITORS = {"zones": "vtt.ui.zones.zone_editor:edit_session_map"}


def system_name(session) -> str:
    system = registry.get(session.ruleset.name)
    return system.name_ja if current_language() == "ja" else system.name


def extra_widgets(controller, viewer, read_only: bool) -> dict:
    """The widgets a view's extras ask for, by the extra's key: rolled dice per participant
    ("effort": a dice tray), hands of cards ("hand_sizes": the hands), ranges with no map ("ranges")."""
    extra = controller.view(viewer).extra
    out = {}
    if "effort" in extra:
        out["effort"] = DiceTray(controller, viewer, read_only)
    if "hand_sizes" in extra or "hands" in extra:
        out["hands"] = HandsPanel(controller, viewer, read_only)
    if "ranges" in extra:
        out["ranges"] = RangeTable(controller, viewer, read_only)
    return out


#: File → New battle…'s first choices and its last (between them: the ruleset's sample scenarios)
BUILD, DEMO, OTHER_FILE = "build", "demo", "file"
#: the encounter builder (vtt.ui.workshop.builder), opened by name: the window imports no simulator
BUILDER = "vtt.ui.workshop.builder:open_builder"


def battle_choices(system, lang: str = "en") -> list[tuple[str, object]]:
    """What File → New battle… offers for ``system``: the encounter builder (where its scenario model says
    how: vtt.workshop.encounter), its demo battle, each sample scenario (by its name in ``lang``), and any
    scenario file: (label, BUILD | DEMO | a scenario path | OTHER_FILE)."""
    out = [(QCoreApplication.translate("BattleWindow", "Build an encounter…"), BUILD)] if can_build(system) else []
    out.append((QCoreApplication.translate("BattleWindow", "The demo battle"), DEMO))
    hook = getattr(system, "sample_scenarios", None)
    for path in (hook() if hook is not None else []):
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue                      # a broken sample is not offered (opening it would say where)
        name = (data.get("name_ja") if lang == "ja" else None) or data.get("name") or Path(path).stem
        out.append((name, Path(path)))
    out.append((QCoreApplication.translate("BattleWindow", "A scenario file…"), OTHER_FILE))
    return out


def scrolled(widget) -> QScrollArea:
    """``widget`` in a scroll area that follows its width: rows past the dock's height scroll."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(widget)
    return area


def _hook(table: dict, ruleset: str):
    return load(table.get(ruleset))


class DiceBox(QWidget):
    """Physical dice for the next roll (typed: "6 3 1"), and a free roll in the game's own syntax
    ("5D"; "5D = 6 3 1 1 1" for dice rolled at the table), written in the log."""

    def __init__(self, controller: BattleController, log: QListWidget, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.log = log
        self.physical_label = QLabel()
        self.physical = QLineEdit()
        self.expression = QLineEdit()
        self.roll_button = QPushButton()
        self.roll_button.clicked.connect(self.roll)
        self.expression.returnPressed.connect(self.roll)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(self.physical_label)
        row.addWidget(self.physical, 1)
        lay.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.expression, 1)
        row.addWidget(self.roll_button)
        lay.addLayout(row)
        controller.dice_entry = self.physical
        self.retranslate()

    def retranslate(self) -> None:
        self.physical_label.setText(self.tr("Physical dice or cards:"))
        self.physical.setPlaceholderText(self.tr("rolled or drawn at the table, for the next roll or draw: 6 3 1"))
        self.roll_button.setText(self.tr("Roll"))
        system = registry.get(self.controller.ruleset.name)
        example = getattr(system, "dice_example", "")
        self.expression.setPlaceholderText(self.tr("a free roll, e.g. {0}").format(example) if example
                                           else self.tr("a free roll"))

    def roll(self) -> str | None:
        text = self.expression.text().strip()
        if not text:
            return None
        expression, _, typed = text.partition("=")
        system = registry.get(self.controller.ruleset.name)
        try:
            dice = [int(d) for d in typed.replace(",", " ").split()] if typed.strip() else None
            result = system.roll(expression.strip(), dice)
        except (ValueError, VttError) as e:
            self.controller.error.emit(self.tr("Not a roll: {0}").format(e))
            return None
        line = "🎲 " + result["text"]
        self.log.addItem(line)
        self.log.scrollToBottom()
        self.expression.selectAll()
        return line


class BattleWindow(Retranslating, QMainWindow):
    """Map in the middle; the turn order left; what is awaited, the selected participant's sheet, the
    dice and the log right and below. Files, undo, the GM's commands, solo play and the language in
    the menus; every change is autosaved to a journal (File → Recover the autosave)."""

    def __init__(self, controller: BattleController, parent=None, data_dir=None):
        super().__init__(parent)
        self.controller = controller
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.map = ZoneMap(controller)
        self.order = order_widget(controller)
        self.sheet = SheetPanel(controller)
        self.tracks = self.sheet.tracks
        self.panel = DecisionPanel(controller)
        self.log = QListWidget()
        self.dice = DiceBox(controller, self.log)
        self.ai = AiDriver(controller, parent=self)
        self.ai.failed.connect(lambda text: self.statusBar().showMessage("⚠ " + text, 8000))
        self.table_view: TableWindow | None = None
        self.gm_dialog = None
        self._journal = None
        self.autosave_error: str | None = None
        self.extras = extra_widgets(controller, GM_VIEWER, read_only=False)
        if "ranges" in self.extras:                  # no map: the participants beside their ranges
            centre = QSplitter(Qt.Orientation.Horizontal)
            centre.addWidget(self.map)
            centre.addWidget(self.extras["ranges"])
            centre.setSizes([560, 440])
            self.setCentralWidget(centre)
        else:
            self.setCentralWidget(self.map)
        self.docks = {}
        for key, widget, area in (("order", self.order, Qt.DockWidgetArea.LeftDockWidgetArea),
                                  ("now", self.panel, Qt.DockWidgetArea.RightDockWidgetArea),
                                  ("sheet", self.sheet, Qt.DockWidgetArea.RightDockWidgetArea),
                                  ("dice", self.dice, Qt.DockWidgetArea.RightDockWidgetArea),
                                  ("log", self.log, Qt.DockWidgetArea.BottomDockWidgetArea)):
            dock = QDockWidget(self)
            dock.setObjectName(f"dock_{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[key] = dock
        beside = self.docks["log"]
        for key in ("effort", "hands"):              # beside the log: the dice or cards in hand, wide and tall
            if key in self.extras:
                dock = QDockWidget(self)
                dock.setObjectName(f"dock_{key}")
                dock.setWidget(scrolled(self.extras[key]))
                self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
                self.splitDockWidget(beside, dock, Qt.Orientation.Horizontal)
                self.docks[key] = beside = dock
        self.map.token_clicked.connect(self.sheet.show_participant)
        controller.changed.connect(self._on_changed)
        controller.error.connect(lambda text: self.statusBar().showMessage("⚠ " + text, 8000))
        self.resize(1400, 860)
        held = [self.docks[k] for k in ("effort", "hands") if k in self.docks]
        self.resizeDocks([self.docks["now"], self.docks["sheet"], self.docks["dice"]], [300, 380, 110],
                         Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["log"]], [250 if held else 170], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["now"], self.docks["order"]], [400, 240], Qt.Orientation.Horizontal)
        if held:
            self.resizeDocks([self.docks["log"], *held], [420] + [980 // len(held)] * len(held),
                             Qt.Orientation.Horizontal)
        self.retranslate()
        self._on_changed([])

    @classmethod
    def on_session(cls, session, path=None, data_dir=None) -> "BattleWindow":
        """The window on ``session`` (opened from ``path``, if from a file), with its own controller."""
        window = cls(BattleController(session), data_dir=data_dir)
        window.controller.path = path
        return window

    # -- menus ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        for key, title in (("order", self.tr("Turn order")), ("now", self.tr("Now")), ("sheet", self.tr("Sheet")),
                           ("dice", self.tr("Dice")), ("log", self.tr("Log")), ("effort", self.tr("Rolled dice")),
                           ("hands", self.tr("Hands of cards"))):
            if key in self.docks:
                self.docks[key].setWindowTitle(title)
        self.dice.retranslate()
        self._menus()
        self.setWindowTitle(f"vtt — {system_name(self.controller.session)}")
        self._on_changed([])
        if getattr(self, "_translated", False):
            self.panel.rebuild()         # buttons and questions in the new language
        self._translated = True
        self.sheet.refresh()
        self.map.update()
        self.order.update()

    def _menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        self.actions_by_name: dict[str, QAction] = {}
        file_menu = bar.addMenu(self.tr("&File"))
        self._action(file_menu, "new", self.tr("New battle…"), QKeySequence.StandardKey.New, self.new_battle)
        self._action(file_menu, "open", self.tr("Open…"), QKeySequence.StandardKey.Open, self.open_dialog)
        self._action(file_menu, "save", self.tr("Save"), QKeySequence.StandardKey.Save, self.save)
        self._action(file_menu, "save_as", self.tr("Save as…"), QKeySequence.StandardKey.SaveAs, self.save_as)
        self._action(file_menu, "recover", self.tr("Recover the autosave"), None, self.recover_autosave)
        file_menu.addSeparator()
        self._action(file_menu, "library", self.tr("Library…"), None, self.open_library)
        file_menu.addSeparator()
        self._action(file_menu, "print", self.tr("Print sheets…"), QKeySequence.StandardKey.Print,
                     self.print_sheets)
        self._action(file_menu, "print_blank", self.tr("Print blank sheets…"), None,
                     lambda: self.print_sheets(blank=True))
        file_menu.addSeparator()
        self._action(file_menu, "table", self.tr("Table view"), "F5", self.show_table_view)
        self._action(file_menu, "close", self.tr("Close"), QKeySequence.StandardKey.Close, self.close)
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, "undo", self.tr("Undo"), QKeySequence.StandardKey.Undo,
                                        self.controller.undo)
        self.redo_action = self._action(edit, "redo", self.tr("Redo"), QKeySequence.StandardKey.Redo,
                                        self.controller.redo)
        gm = bar.addMenu(self.tr("&GM"))
        self._action(gm, "gm", self.tr("GM command…"), "Ctrl+G", self.open_gm_dialog)
        self._action(gm, "map", self.tr("Edit the map…"), "Ctrl+M", self.edit_map)
        solo = bar.addMenu(self.tr("&Solo"))
        self._action(solo, "simulate", self.tr("Simulate encounter…"), None, self.open_simulate)
        solo.addSeparator()
        self.ai_actions = add_ai_actions(solo, self.ai)
        lang_menu = bar.addMenu(self.tr("&Language"))
        group = QActionGroup(lang_menu)
        for code, name in LANGUAGES.items():
            a = QAction(name, lang_menu, checkable=True)
            a.setChecked(code == current_language())
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(a)
            lang_menu.addAction(a)
            self.actions_by_name[f"lang_{code}"] = a
        self._update_actions()

    def _action(self, menu, name, text, key, slot) -> QAction:
        a = QAction(text, self)
        if key is not None:
            a.setShortcut(QKeySequence(key))
        a.triggered.connect(lambda _=False: slot())
        menu.addAction(a)
        self.actions_by_name[name] = a
        return a

    def _update_actions(self) -> None:
        s = self.controller.session
        self.undo_action.setEnabled(s.can_undo)
        self.redo_action.setEnabled(s.can_redo)
        ruleset = s.ruleset.name
        self.actions_by_name["gm"].setEnabled(hasattr(s.ruleset, "gm_forms"))
        self.actions_by_name["map"].setEnabled(ruleset in MAP_EDITORS and not s.log)
        for name in ("print", "print_blank"):
            self.actions_by_name[name].setEnabled(printer_of(s) is not None)

    def open_simulate(self):
        """Solo → Simulate encounter…: the odds of this battle's scenario (its ruleset's first sample when
        the battle is not from a scenario file). The dialog is imported when first used, by name: the
        generic window stays off the simulator's imports (pyproject's layers)."""
        dialog = importlib.import_module("vtt.ui.simulate_dialog")
        return dialog.open_for_session(self, self.controller.session, self.controller.path)

    def set_language(self, lang: str) -> None:
        install_language(lang)            # every Retranslating widget follows (LanguageChange)

    # -- the battle changed -------------------------------------------------------------------------
    def _on_changed(self, events) -> None:
        s = self.controller.session
        lang = current_language()
        if not events or any(e.type == "undone" for e in events):     # a new battle, or an undo: from the log
            self.log.clear()
            for rec in s.log:
                self.log.addItems([s.ruleset.event_text(e, s.state, lang) for e in rec.events])
        else:
            self.log.addItems([s.ruleset.event_text(e, s.state, lang) for e in events])
        self.log.scrollToBottom()
        if hasattr(self, "undo_action"):
            self._update_actions()
        if events:
            self.autosave()

    # -- files ----------------------------------------------------------------------------------------
    @property
    def autosave_path(self) -> Path:
        return self.data_dir / f"autosave-{self.controller.session.ruleset.name}.jsonl"

    def autosave(self) -> bool:
        """Append the new commands to this ruleset's journal (a crash loses at most the last line)."""
        s = self.controller.session
        if getattr(s, "setup_json", None) is None:
            return False
        try:
            if self._journal is None or self._journal.session is not s:
                from vtt.core.journal import Journal
                self._journal = Journal(s, self.autosave_path)
            else:
                self._journal.sync()
        except (OSError, VttError) as e:
            self.autosave_error = str(e)
            self.statusBar().showMessage("⚠ " + self.tr("Autosave failed: {0}").format(e), 8000)
            return False
        self.autosave_error = None
        return True

    def recover_autosave(self) -> bool:
        from vtt.core.journal import load_journal
        path = self.data_dir / f"autosave-{self.controller.session.ruleset.name}.jsonl"
        if not path.exists():
            self.statusBar().showMessage(self.tr("No autosave of this game yet"), 5000)
            return False
        try:
            session = load_journal(path)
        except (OSError, VttError, ValueError) as e:
            QMessageBox.warning(self, self.tr("Not recovered"), str(e))
            return False
        self._journal = None
        self.controller.set_session(session)
        return True

    def new_battle(self, choice=None) -> bool:
        """File → New battle…: the encounter builder, this ruleset's demo, one of its sample scenarios, or
        a scenario file. ``choice``: a label of battle_choices (None: ask)."""
        system = registry.get(self.controller.session.ruleset.name)
        choices = battle_choices(system, current_language())
        if choice is None:
            from PySide6.QtWidgets import QInputDialog
            choice, ok = QInputDialog.getItem(self, self.tr("New battle"), self.tr("Start:"),
                                              [label for label, _ in choices], 0, False)
            if not ok:
                return False
        what = dict(choices).get(choice)
        if what is None:
            return False
        if what == OTHER_FILE:
            self.open_dialog()
            return True
        if what == BUILD:
            self.builder = load(BUILDER)(system.id, on_start=self.start_built, parent=self)
            self.builder.show()
            return True
        if what == DEMO:
            self._journal = None
            self.controller.set_session(system.demo_session())
            return True
        return self.open_path(what)

    def start_built(self, session, path=None) -> "BattleWindow":
        """The encounter builder's battle, played here."""
        self._journal = None
        self.controller.set_session(session, path=path)
        self.activateWindow()
        return self

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a battle or scenario"), "",
                                              self.tr("Battles and scenarios (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        """A scenario or saved battle of this ruleset opens here; another ruleset's is refused (its own
        window opens it); a broken file is reported with where it broke, and the battle stays."""
        from vtt.core.game_file import open_session
        try:
            session = open_session(path)
        except (OSError, VttError, ValueError) as e:
            QMessageBox.warning(self, self.tr("Not opened"), str(e))
            return False
        if session.ruleset.name != self.controller.session.ruleset.name:
            QMessageBox.warning(self, self.tr("Not opened"),
                                self.tr("{0} is a battle of another game: open it with vtt {0}").format(path))
            return False
        self._journal = None
        self.controller.set_session(session, path=str(path))
        return True

    def save(self) -> bool:
        return self.save_as(self.controller.path) if self.controller.path and str(self.controller.path).endswith(
            ".json") and self._is_battle_file(self.controller.path) else self.save_as()

    @staticmethod
    def _is_battle_file(path) -> bool:
        """Only a saved battle is saved over; a scenario opened from the resources never is."""
        try:
            return json.loads(Path(path).read_text(encoding="utf-8")).get("kind") == "battle"
        except (OSError, ValueError, AttributeError):
            return False

    def save_as(self, path=None) -> bool:
        from vtt.core.game_file import save_battle
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save battle"), "", self.tr("Battles (*.json)"))
            if not path:
                return False
        try:
            save_battle(self.controller.session, path)
        except (OSError, VttError) as e:
            QMessageBox.warning(self, self.tr("Not saved"), str(e))
            return False
        self.controller.path = path
        self.statusBar().showMessage(self.tr("Saved {0}").format(path), 5000)
        return True

    def print_sheets(self, blank: bool = False, path=None, paper: str = "a4") -> bool:
        """Every participant's sheet to a PDF: filled with the battle as it stands, or blank."""
        printer = printer_of(self.controller.session)
        if printer is None:
            self.statusBar().showMessage(self.tr("This game has no printed sheets yet"), 5000)
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Print sheets to PDF"), "sheets.pdf",
                                                  self.tr("PDF (*.pdf)"))
            if not path:
                return False
        try:
            printer(self.controller.session, path, paper, blank)
        except (OSError, VttError) as e:
            QMessageBox.warning(self, self.tr("Not printed"), str(e))
            return False
        self.statusBar().showMessage(self.tr("Sheets written to {0}").format(path), 5000)
        return True

    def open_library(self):
        """The GM's library of this ruleset's characters, monsters and scenarios (vtt/ui/workshop)."""
        from vtt.ui.workshop.library_window import open_library_window
        return open_library_window(self, self.controller.session.ruleset.name)

    # -- the GM -----------------------------------------------------------------------------------------
    def open_gm_dialog(self):
        from vtt.ui.widgets.gm_dialog import GmDialog
        if self.gm_dialog is None:
            self.gm_dialog = GmDialog(self.controller, self)
        self.gm_dialog.show()
        return self.gm_dialog

    def edit_map(self) -> bool:
        """Before the first command: draw the zones (the ruleset's editor), and start over on them."""
        editor = _hook(MAP_EDITORS, self.controller.session.ruleset.name)
        if editor is None or self.controller.session.log:
            self.statusBar().showMessage(self.tr("The map is drawn before the battle starts"), 5000)
            return False
        session = editor(self, self.controller.session)
        if session is None:
            return False
        self._journal = None
        self.controller.set_session(session)
        return True

    def show_table_view(self) -> "TableWindow":
        if self.table_view is None:
            self.table_view = TableWindow(self.controller)
        self.table_view.show()
        return self.table_view


class TableWindow(Retranslating, QWidget):
    """The players' read-only view: the map, the turn order and what is asked, as the table may see it
    (what the ruleset hides from the table is absent from its view)."""

    def __init__(self, controller: BattleController, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.banner = QLabel()
        self.banner.setFont(font(28, True))
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(f"background:{DARK.banner.name()}; color:{DARK.banner_text.name()}; padding:8px")
        self.map = ZoneMap(controller, TABLE_VIEWER, read_only=True)
        self.order = order_widget(controller, TABLE_VIEWER, read_only=True)
        self.extras = extra_widgets(controller, TABLE_VIEWER, read_only=True)
        lay = QVBoxLayout(self)
        lay.addWidget(self.banner)
        row = QHBoxLayout()
        row.addWidget(self.order, 1)
        row.addWidget(self.map, 4)
        if "ranges" in self.extras:
            row.addWidget(self.extras["ranges"], 3)
        lay.addLayout(row, 3)
        for key in ("effort", "hands"):               # below, scrolling past two fifths of the screen
            if key in self.extras:
                lay.addWidget(scrolled(self.extras[key]), 2)
        controller.changed.connect(self._on_changed)
        self.resize(1280, 720)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(f"vtt — {system_name(self.controller.session)} — " + self.tr("table"))
        self._on_changed()

    def scale(self) -> float:
        """How much larger than at 1280×720 the table view draws its rows and dice (1 to 3): a TV at
        1920×1080 reads from across the room as a laptop screen does from arm's length."""
        return max(1.0, min(3.0, self.width() / 1280, self.height() / 720))

    def resizeEvent(self, e):
        super().resizeEvent(e)
        k = self.scale()
        self.order.set_scale(k)
        self.map.set_scale(k)
        for key in ("effort", "hands"):
            if key in self.extras:
                self.extras[key].set_scale(k)

    def _on_changed(self, _events=()) -> None:
        view = self.controller.view(TABLE_VIEWER)
        self.banner.setText(self.controller.text(view.banner) if view.banner is not None else "")
        self.banner.setVisible(view.banner is not None)
        self.map.update()
        self.order.update()
