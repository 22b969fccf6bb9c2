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
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QLabel, QLineEdit, QMainWindow, QPushButton,
                               QSplitter, QVBoxLayout, QWidget)

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.ruleset import GM_VIEWER
from vtt.ui.actions import text_action
from vtt.ui.ask import save_discard_or_cancel
from vtt.ui.i18n import LANGUAGES, Retranslating, current_language, install_language
from vtt.ui.paths import default_data_dir
from vtt.ui.printers import load, printer_name, printer_of
from vtt.ui.widgets import journals
from vtt.ui.widgets.ai_driver import AiDriver, add_ai_actions
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.decision_panel import DecisionPanel
from vtt.ui.widgets.log_view import LogView
from vtt.ui.widgets.order_track import order_widget
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
        from vtt.ui.widgets.dice_tray import DiceTray
        out["effort"] = DiceTray(controller, viewer, read_only)
    if "hand_sizes" in extra or "hands" in extra:
        from vtt.ui.widgets.hands_panel import HandsPanel
        out["hands"] = HandsPanel(controller, viewer, read_only)
    if "ranges" in extra:
        from vtt.ui.widgets.range_table import RangeTable
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
    from vtt.workshop.encounter import can_build      # the workshop is not imported before the first paint
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


def _hook(table: dict, ruleset: str):
    return load(table.get(ruleset))


class DiceBox(QWidget):
    """Physical dice for the next roll (typed: "6 3 1"), and a free roll in the game's own syntax
    ("5D"; "5D = 6 3 1 1 1" for dice rolled at the table), written in the log."""

    def __init__(self, controller: BattleController, log: LogView, parent=None):
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
        self.physical.setPlaceholderText(self.tr("e.g. 6 3 1 (a d10's 0 is 10): dice rolled or cards drawn at the table, for the next roll or draw"))
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
        self.controller.rolled.emit(result["text"])       # the table view shows it as the latest roll
        self.log.add_lines([line])
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
        self.log = LogView()
        self.dice = DiceBox(controller, self.log)
        self.ai = AiDriver(controller, parent=self, hold_on_undo=True)
        self.ai.failed.connect(lambda text: self.statusBar().showMessage("⚠ " + text, 8000))
        self.resume_button = QPushButton()           # after an undo the AI waits for the GM (Ctrl+R)
        self.resume_button.setStyleSheet("QPushButton { background:#5a4a17; color:#ffe8a0; font-weight:bold; "
                                         "padding:6px }")
        self.resume_button.clicked.connect(self.ai.resume)
        self.panel.add_notice(self.resume_button)
        self.ai.held_changed.connect(self._on_ai_held)
        self.table_view = None                       # the players' table view, once opened
        self.gm_dialog = None
        self._journal = None
        self._journal_path: Path | None = None     # this battle's own journal (widgets.journals)
        self._saved_at = None                      # (session, log length, last record) a file holds
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
        # the Now panel, where every decision is made, has the right-hand column's larger share; the
        # dice box sits under the log
        for key, widget, area in (("order", self.order, Qt.DockWidgetArea.LeftDockWidgetArea),
                                  ("now", self.panel, Qt.DockWidgetArea.RightDockWidgetArea),
                                  ("sheet", self.sheet, Qt.DockWidgetArea.RightDockWidgetArea),
                                  ("log", self.log, Qt.DockWidgetArea.BottomDockWidgetArea)):
            dock = QDockWidget(self)
            dock.setObjectName(f"dock_{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[key] = dock
        beside = self.docks["log"]
        for key in ("effort", "hands"):              # beside the log: the dice or cards in hand, all in sight
            if key in self.extras:
                dock = QDockWidget(self)
                dock.setObjectName(f"dock_{key}")
                dock.setWidget(self.extras[key])
                self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
                self.splitDockWidget(beside, dock, Qt.Orientation.Horizontal)
                self.docks[key] = beside = dock
        dock = QDockWidget(self)
        dock.setObjectName("dock_dice")
        dock.setWidget(self.dice)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self.splitDockWidget(self.docks["log"], dock, Qt.Orientation.Vertical)
        self.docks["dice"] = dock
        self.map.token_clicked.connect(self.sheet.show_participant)
        controller.changed.connect(self._on_changed)
        controller.error.connect(lambda text: self.statusBar().showMessage("⚠ " + text, 8000))
        controller.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.resize(1400, 860)
        self.lay_out_docks()
        self.retranslate()
        self._on_changed([])

    def lay_out_docks(self) -> None:
        """The docks' first sizes: the Now panel three fifths of the right-hand column, the bottom row
        (the log and the dice box; the rolled dice or cards in hand beside them) a quarter of the height."""
        held = [self.docks[k] for k in ("effort", "hands") if k in self.docks]
        height = self.height()
        self.resizeDocks([self.docks["now"], self.docks["sheet"]], [600, 400], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["log"], self.docks["dice"]], [int(height * (0.17 if held else 0.12)), 80],
                         Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["now"], self.docks["order"]], [430, 260], Qt.Orientation.Horizontal)
        if held:
            self.resizeDocks([self.docks["log"], *held], [400] + [900 // len(held)] * len(held),
                             Qt.Orientation.Horizontal)

    def _on_ai_held(self, held: bool) -> None:
        self.panel.show_notice(self.resume_button, held)
        self.actions_by_name["resume_ai"].setEnabled(held)
        if held:
            self.statusBar().showMessage(self.tr("The AI waits after the undo: Resume AI (Ctrl+R) plays on"), 8000)

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
        self.resume_button.setText(self.tr("The AI waits after the undo — Resume AI (Ctrl+R)"))
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
        self.continue_menu = file_menu.addMenu(self.tr("Continue a battle not saved"))
        self.continue_menu.aboutToShow.connect(self._fill_continue_menu)
        self._action(file_menu, "save", self.tr("Save"), QKeySequence.StandardKey.Save, self.save)
        self._action(file_menu, "save_as", self.tr("Save as…"), QKeySequence.StandardKey.SaveAs, self.save_as)
        file_menu.addSeparator()
        self._action(file_menu, "library", self.tr("Library…"), None, self.open_library)
        file_menu.addSeparator()
        self._action(file_menu, "print", self.tr("Print sheets…"), QKeySequence.StandardKey.Print,
                     self.print_sheets)
        self._action(file_menu, "print_blank", self.tr("Print blank sheets…"), None,
                     lambda: self.print_sheets(blank=True))
        file_menu.addSeparator()
        self._action(file_menu, "table", self.tr("Table view"), "F5", self.show_table_view)
        self._action(file_menu, "close", self.tr("Close"), QKeySequence.StandardKey.Close, self.close_window)
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, "undo", self.tr("Undo"), QKeySequence.StandardKey.Undo,
                                        self.controller.undo)
        self.redo_action = self._action(edit, "redo", self.tr("Redo"), QKeySequence.StandardKey.Redo,
                                        self.controller.redo)
        # both, on every platform: Qt's standard Redo is only one of them (Ctrl+Shift+Z on Linux)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        gm = bar.addMenu(self.tr("&GM"))
        self._action(gm, "gm", self.tr("GM command…"), "Ctrl+G", self.open_gm_dialog)
        self._action(gm, "map", self.tr("Edit the map…"), "Ctrl+M", self.edit_map)
        solo = bar.addMenu(self.tr("&Solo"))
        self._action(solo, "simulate", self.tr("Simulate encounter…"), None, self.open_simulate)
        solo.addSeparator()
        self.ai_actions = add_ai_actions(solo, self.ai)
        solo.addSeparator()
        self._action(solo, "resume_ai", self.tr("Resume AI"), "Ctrl+R", self.ai.resume).setEnabled(self.ai.held)
        lang_menu = bar.addMenu(self.tr("&Language"))
        group = QActionGroup(lang_menu)
        for code, name in LANGUAGES.items():
            a = text_action(name, lang_menu, checkable=True)
            a.setChecked(code == current_language())
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(a)
            lang_menu.addAction(a)
            self.actions_by_name[f"lang_{code}"] = a
        self._update_actions()

    def _action(self, menu, name, text, key, slot) -> QAction:
        a = text_action(text, self)
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
        for name in ("print", "print_blank"):      # the printer itself is imported when first used
            self.actions_by_name[name].setEnabled(printer_name(s) is not None)

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
            self.log.set_lines([s.ruleset.event_text(e, s.state, lang) for rec in s.log for e in rec.events])
        else:
            self.log.add_lines([s.ruleset.event_text(e, s.state, lang) for e in events])
        if hasattr(self, "undo_action"):
            self._update_actions()
        if events:
            self.statusBar().clearMessage()          # a warning of an earlier refusal no longer stands
            self.autosave()

    # -- files ----------------------------------------------------------------------------------------
    @property
    def autosave_path(self) -> Path | None:
        """This battle's journal (None until its first command is autosaved)."""
        return self._journal_path

    def autosave(self) -> bool:
        """Append the new commands to this battle's own journal (a crash loses at most the last line)."""
        s = self.controller.session
        if getattr(s, "setup_json", None) is None:
            return False
        try:
            if self._journal is None or self._journal.session is not s:
                from vtt.core.journal import Journal
                if self._journal_path is None:
                    self._journal_path = journals.new_path(self.data_dir, s.ruleset.name)
                self._journal = Journal(s, self._journal_path)
            else:
                self._journal.sync()
        except (OSError, VttError) as e:
            self.autosave_error = str(e)
            self.statusBar().showMessage("⚠ " + self.tr("Autosave failed: {0}").format(e), 8000)
            return False
        self.autosave_error = None
        return True

    def _replace(self, session, path=None, journal=None, saved: bool = False) -> None:
        """Play ``session`` from now on (opened from ``path``; continued from its ``journal``, which it
        keeps writing). ``saved``: a file holds it as it stands."""
        self._journal = None
        self._journal_path = Path(journal) if journal is not None else None
        self.controller.set_session(session, path=None if path is None else str(path))
        s = self.controller.session
        self._saved_at = (s, len(s.log), s.log[-1] if s.log else None) if saved else None

    def unsaved(self) -> bool:
        """Whether the battle has commands no file holds (a battle with none has nothing to lose)."""
        s = self.controller.session
        if not s.log:
            return False
        at = self._saved_at
        return at is None or at[0] is not s or at[1] != len(s.log) or at[2] is not s.log[-1]

    def leave_unsaved_ok(self) -> bool:
        """Before this battle is dropped (New battle, Open, Continue, Close): Save, Discard or Cancel,
        as Nechronica's window asks, when it has commands no file holds. True to go on; a discarded
        battle's journal goes with it."""
        if not self.unsaved():
            return True
        return save_discard_or_cancel(
            self, self.tr("Unsaved battle"),
            self.tr("This battle has commands that no file holds. Save it before it is closed? (Discard "
                    "throws its autosave journal away too.)"),
            self.save, self._forget_journal)

    def _forget_journal(self) -> None:
        journals.forget(self._journal_path)
        self._journal, self._journal_path = None, None

    def recent_battles(self) -> list:
        """The journals of this ruleset's battles neither saved nor discarded, the newest first (not the
        battle on the table now)."""
        return [e for e in journals.recent(self.data_dir, self.controller.session.ruleset.name)
                if e.path != self._journal_path]

    def _fill_continue_menu(self) -> None:
        menu = self.continue_menu
        menu.clear()
        lang = current_language()
        entries = self.recent_battles()
        from PySide6.QtCore import QDateTime
        for e in entries:
            when = QDateTime.fromSecsSinceEpoch(int(e.modified)).toString("yyyy-MM-dd HH:mm")
            name = (e.name_ja if lang == "ja" and e.name_ja else e.name)
            menu.addAction(f"{name} — {when}").triggered.connect(
                lambda _=False, p=e.path: self.continue_battle(p))
        if not entries:
            menu.addAction(self.tr("(no battle left unsaved)")).setEnabled(False)

    def continue_battle(self, path) -> bool:
        """A battle left unsaved (a crash, a window closed without asking), from its journal: it goes on
        in that journal, and undo reaches back through all of it."""
        from PySide6.QtWidgets import QMessageBox
        from vtt.core.journal import load_journal
        if not self.leave_unsaved_ok():
            return False
        try:
            session = load_journal(path)
        except (OSError, VttError, ValueError) as e:
            QMessageBox.warning(self, self.tr("Not continued"), str(e))
            return False
        if session.ruleset.name != self.controller.session.ruleset.name:
            QMessageBox.warning(self, self.tr("Not continued"),
                                self.tr("{0} is a battle of another game").format(path))
            return False
        self._replace(session, journal=path)
        self.statusBar().showMessage(self.tr("Continued the battle ({0} commands)").format(len(session.log)), 5000)
        return True

    def recover_autosave(self) -> bool:
        """The most recent battle left unsaved (File → Continue's first)."""
        entries = self.recent_battles()
        if not entries:
            self.statusBar().showMessage(self.tr("No autosave of this game yet"), 5000)
            return False
        return self.continue_battle(entries[0].path)

    def new_battle(self, choice=None) -> bool:
        """File → New battle…: the encounter builder, this ruleset's demo, one of its sample scenarios, or
        a scenario file. ``choice``: a label of battle_choices (None: ask). Asks first when the battle on
        the table has commands no file holds (for the builder: when its battle starts)."""
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
        if not self.leave_unsaved_ok():
            return False
        if what == DEMO:
            self._replace(system.demo_session())
            return True
        return self.open_path(what, asked=True)

    def start_built(self, session, path=None) -> "BattleWindow | None":
        """The encounter builder's battle, played here (None: the GM kept the battle on the table)."""
        if not self.leave_unsaved_ok():
            return None
        self._replace(session, path)
        self.activateWindow()
        return self

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a battle or scenario"), "",
                                              self.tr("Battles and scenarios (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path, asked: bool = False) -> bool:
        """A scenario or saved battle of this ruleset opens here; another ruleset's is refused (its own
        window opens it); a broken file is reported with where it broke, and the battle stays.
        (``asked``: the GM was already asked about the battle on the table.)"""
        from PySide6.QtWidgets import QMessageBox
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
        if not asked and not self.leave_unsaved_ok():
            return False
        self._replace(session, path, saved=self._is_battle_file(path))
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
        from PySide6.QtWidgets import QFileDialog, QMessageBox
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
        s = self.controller.session
        self._saved_at = (s, len(s.log), s.log[-1] if s.log else None)
        self._forget_journal()          # the file holds it now; a command after this starts the journal again
        self.statusBar().showMessage(self.tr("Saved {0}").format(path), 5000)
        return True

    def print_sheets(self, blank: bool = False, path=None, paper: str = "a4") -> bool:
        """Every participant's sheet to a PDF: filled with the battle as it stands, or blank."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox
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
        self._replace(session)
        return True

    # -- closing ------------------------------------------------------------------------------------------
    def close_window(self) -> bool:
        """File → Close: asks first about a battle no file holds; closes the table view with it."""
        if not self.leave_unsaved_ok():
            return False
        self._asked_to_leave = True
        return self.close()

    def closeEvent(self, e):
        # the title bar's × asks like File → Close (a close() from code, as a test's, does not)
        if e.spontaneous() and not getattr(self, "_asked_to_leave", False) and not self.leave_unsaved_ok():
            e.ignore()
            return
        self._asked_to_leave = False
        for side in self.ai.sides:
            self.ai.set_side(side, False)
        if self.table_view is not None:        # the players' screen goes with the GM's: nothing keeps running
            self.table_view.close()
        if self.gm_dialog is not None:
            self.gm_dialog.close()
        super().closeEvent(e)

    def show_table_view(self):
        """The players' table view (vtt.ui.widgets.table_window), made when first asked for."""
        if self.table_view is None:
            from vtt.ui.widgets.table_window import TableWindow
            self.table_view = TableWindow(self.controller)
        self.table_view.show()
        return self.table_view
