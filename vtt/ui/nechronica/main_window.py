"""The GM's main window: the area map, docks for sheets, flow, log and dice; files, autosave, shortcuts."""
from __future__ import annotations

import importlib
import importlib.util
import shutil
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QFrame, QHBoxLayout, QLabel, QListWidget, QMainWindow,
                               QPushButton, QStackedWidget, QVBoxLayout, QWidget)

from vtt.ui.ask import save_discard_or_cancel
from vtt.ui.i18n import Retranslating, current_language
from vtt.core.errors import VttError
from vtt.core.records import Command
from vtt.rules.nechronica import commands as cmds
from vtt.rules.nechronica.engine import actors_now
from vtt.ui.nechronica import shortcuts
from vtt.ui.nechronica.dice_box import DiceBox
from vtt.ui.nechronica.doll_sheet import DollSheets
from vtt.ui.nechronica.flow_panel import FlowPanel, NotDiceError
from vtt.ui.i18n import install_language
from vtt.ui.paths import default_data_dir, open_settings, settings_list  # noqa: F401  (importable from here)
from vtt.ui.nechronica.log_dock import LogView

AUTOSAVE = "autosave.jsonl"   # a journal: the setup once, then one line per command
RECOVERY = "recovery.jsonl"
CLEAN_EXIT = "clean-exit"
LAYOUT_KEYS = ("window/geometry", "window/docks")   # the GM's window and docks, kept between runs
LAYOUT_VERSION = 1                                  # raised when the docks change: older layouts are dropped
MAX_RECENT = 8


FOLLOW_ACTORS = "sheets/follow_actors"


def follows_actors(settings: QSettings) -> bool:
    """Does the sheet of whoever acts come up when the count changes? (On unless the GM turned it off.)"""
    return settings.value(FOLLOW_ACTORS, True, type=bool)


def load_any(path) -> object:
    """A session from a saved battle or a scenario file of any ruleset (the file names it)."""
    from vtt.core.game_file import open_session
    return open_session(path)


def _deferred(module: str, name: str, *args):
    """A slot that imports ``module`` when it is first used and calls its ``name(*args, **kwargs)`` (the
    keywords the slot is called with): the dialogs behind menu items stay off the start-up path."""
    return lambda *_, **kwargs: getattr(importlib.import_module(module), name)(*args, **kwargs)


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, controller, settings: QSettings | None = None, data_dir=None, parent=None):
        super().__init__(parent)
        self.c = controller
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            self.autosave_error = None
        except OSError as e:             # a read-only home, a full disk: the window opens, autosave is off
            self.autosave_error = e.strerror or str(e)
        self.settings = settings if settings is not None else open_settings()
        self._catalogs = None            # the workshop's catalog library: catalog_library()
        self.table_view = None
        self.area_map = None
        self.count_track = None
        self.setObjectName("MainWindow")
        screen = self.screen().availableGeometry() if self.screen() else None
        self.resize(min(1600, screen.width()) if screen else 1600, min(960, screen.height()) if screen else 960)
        self.setDockNestingEnabled(True)

        # central: recovery banner above the start page / area map
        self.banner = self._build_banner()
        self.stack = QStackedWidget()
        self.start_page: QWidget | None = None     # built when first shown (not for a battle opened at once)
        self.map_holder = QWidget()
        self.map_holder.setMinimumWidth(410)       # five areas stay readable however wide the docks are
        QVBoxLayout(self.map_holder).setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.map_holder)
        central = QWidget()
        cl = QVBoxLayout(central)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.setSpacing(0)
        cl.addWidget(self.banner)
        cl.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        # docks
        self.sheets = DollSheets(controller)
        self.flow = FlowPanel(controller)
        self.log_view = LogView(controller)
        self.dice = DiceBox(controller=controller)
        self.sheets.command_requested.connect(self.issue)
        self.sheets.own_dock_requested.connect(self.open_sheet_dock)
        self.sheet_docks: dict[str, QDockWidget] = {}     # sheets the GM took out of the tabs, by participant
        self.flow.command_requested.connect(self.issue)
        self.count_holder = QWidget()
        QVBoxLayout(self.count_holder).setContentsMargins(0, 0, 0, 0)
        self.dock_count = self._dock("count", self.count_holder)
        self.dock_flow = self._dock("flow", self.flow)
        self.dock_sheets = self._dock("sheets", self.sheets)
        self.dock_log = self._dock("log", self.log_view)
        self.dock_dice = self._dock("dice", self.dice)
        self.default_layout()
        self.restore_layout()
        self._docks_before_start: list | None = None    # the docks the start page hid, to show again
        self._acting: tuple = ()                         # who acted when the sheets last followed

        self._help = None                 # the F1 overlay, made when first opened
        self.error_label = QLabel()
        self.statusBar().addPermanentWidget(self.error_label)
        self.autosave_label = QLabel()         # stays while autosave is failing (cleared by a good write)
        self.autosave_label.setVisible(False)
        self.statusBar().addPermanentWidget(self.autosave_label)
        self._build_actions()
        self._build_menus()
        self.apply_shortcuts()

        controller.changed.connect(self._on_changed)
        controller.session_replaced.connect(self._on_session_replaced)
        controller.error.connect(self.show_error)
        controller.message.connect(lambda m: self.statusBar().showMessage(m, 8000))
        self._dirty = False
        # Coalesced: saved once the event loop turns, so the repaint comes first and a burst of
        # commands (a replay, a redo chain) writes one file.
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(0)
        self._autosave_timer.timeout.connect(self.autosave)
        self.retranslate()
        self._on_session_replaced()
        self.check_recovery()
        if self.autosave_error is not None:
            self.autosave_label.setText(f"<span style='color:#b00020'>⚠ {self.tr('Autosave is off')}</span>")
            self.autosave_label.setToolTip(f"{self.data_dir}: {self.autosave_error}")
            self.autosave_label.setVisible(True)

    # -- building -------------------------------------------------------------------------------
    def _dock(self, name, widget) -> QDockWidget:
        d = QDockWidget(self)
        d.setObjectName(f"dock_{name}")
        d.setWidget(widget)
        d.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                      | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                      | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        return d

    # -- the docks' layout: the default, and the GM's own kept between runs ---------------------------
    def docks(self) -> list[QDockWidget]:
        return [self.dock_count, self.dock_flow, self.dock_sheets, self.dock_log, self.dock_dice]

    def battle_docks(self) -> list[QDockWidget]:
        """The docks that show a battle (the start page hides them; the dice box stays)."""
        return [d for d in self.docks() if d is not self.dock_dice]

    def default_layout(self) -> None:
        """Count track over the battle flow on the left, sheets on the right, log and dice box below."""
        left, right, bottom = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea,
                               Qt.DockWidgetArea.BottomDockWidgetArea)
        for d, area in zip(self.docks(), (left, left, right, bottom, bottom)):
            if d.isFloating():
                d.setFloating(False)
            self.addDockWidget(area, d)
        self.splitDockWidget(self.dock_log, self.dock_dice, Qt.Orientation.Horizontal)
        self.splitDockWidget(self.dock_count, self.dock_flow, Qt.Orientation.Vertical)
        self.resizeDocks([self.dock_count, self.dock_flow], [330, 420], Qt.Orientation.Vertical)
        w = self.width()
        self.resizeDocks([self.dock_flow, self.dock_sheets], [max(300, w // 4), max(420, w * 7 // 20)],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([self.dock_log, self.dock_dice], [900, 320], Qt.Orientation.Horizontal)
        self.resizeDocks([self.dock_log], [190], Qt.Orientation.Vertical)

    def restore_layout(self) -> bool:
        """The window's size and place and the docks as the GM left them at the last close. A value
        that is not a saved layout (a hand-edited settings file) is ignored: the default stays."""
        geometry, state = self.settings.value(LAYOUT_KEYS[0]), self.settings.value(LAYOUT_KEYS[1])
        if not isinstance(geometry, QByteArray) or not isinstance(state, QByteArray):
            return False
        self.restoreGeometry(geometry)
        if not self.restoreState(state, LAYOUT_VERSION):
            self.default_layout()
            return False
        return True

    def save_layout(self) -> None:
        self.settings.setValue(LAYOUT_KEYS[0], self.saveGeometry())
        if self._docks_before_start is None:           # the start page's hidden docks are not the GM's choice
            self.settings.setValue(LAYOUT_KEYS[1], self.saveState(LAYOUT_VERSION))

    def reset_layout(self) -> None:
        """View → Reset layout: every dock back in its place, shown, at its first size."""
        self.default_layout()
        self.dock_dice.show()
        if self._docks_before_start is None:
            for d in self.battle_docks():
                d.show()
        else:                                 # on the start page: all of them come back with a battle
            self._docks_before_start = self.battle_docks()
        self.settings.remove(LAYOUT_KEYS[0])
        self.settings.remove(LAYOUT_KEYS[1])

    def _build_banner(self) -> QFrame:
        f = QFrame()
        f.setObjectName("recoveryBanner")
        self.banner_text = QLabel()
        self.recover_button = QPushButton()
        self.recover_button.clicked.connect(self.recover)
        self.discard_button = QPushButton()
        self.discard_button.clicked.connect(self.discard_recovery)
        lay = QHBoxLayout(f)
        lay.addWidget(self.banner_text, 1)
        lay.addWidget(self.recover_button)
        lay.addWidget(self.discard_button)
        f.hide()
        return f

    def _show_start_page(self) -> None:
        if self.start_page is None:
            # Built on first use: a battle opened at start-up never needs it, and a page in the stack
            # is laid out and polished with the window (about 30 ms before the first paint).
            self.start_page = self._build_start_page()
            self.stack.insertWidget(0, self.start_page)
            self._retranslate_start_page()
            self._fill_recent()
        self.stack.setCurrentWidget(self.start_page)

    def _build_start_page(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.addStretch(1)
        self.start_title = QLabel()
        self.start_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_title.setStyleSheet("font-size: 22pt; font-weight: bold;")
        lay.addWidget(self.start_title)
        row = QHBoxLayout()
        row.addStretch(1)
        self.start_demo = QPushButton()
        self.start_demo.clicked.connect(self.open_demo)
        self.start_new = QPushButton()
        self.start_new.clicked.connect(self.new_battle)
        self.start_open = QPushButton()
        self.start_open.clicked.connect(self.open_dialog)
        self.start_continue = QPushButton()         # the battle in the autosave journal, when there is one
        self.start_continue.clicked.connect(self.continue_last_battle)
        self.start_continue.setVisible(self.autosave_error is None and self.autosave_path.exists())
        for b in (self.start_continue, self.start_demo, self.start_new, self.start_open):
            b.setMinimumHeight(36)
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        self.start_recent = QListWidget()
        self.start_recent.setMaximumWidth(600)
        self.start_recent.itemActivated.connect(lambda it: self.open_path(it.text()))
        r2 = QHBoxLayout()
        r2.addStretch(1)
        r2.addWidget(self.start_recent)
        r2.addStretch(1)
        lay.addLayout(r2)
        lay.addStretch(2)
        return w

    def _action(self, bid: str | None, slot, checkable=False) -> QAction:
        a = QAction(self)
        a.triggered.connect(slot)
        a.setCheckable(checkable)
        if bid:
            a.setObjectName(f"action_{bid}")
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(a)        # shortcuts work even with the menu bar hidden
        return a

    def _build_actions(self):
        A = self._action
        self.actions_by_id = {
            "new": A("new", self.new_battle), "open": A("open", self.open_dialog), "save": A("save", self.save),
            "save_as": A("save_as", self.save_as), "undo": A("undo", self.undo), "redo": A("redo", self.redo),
            "start": A("start", lambda: self.issue(cmds.start())),
            "next_count": A("next_count", lambda: self.issue(cmds.next_count())),
            "use": A("use", self.use_selected), "wait": A("wait", self.wait_selected),
            "pass": A("pass", self.flow.pass_window),
            "confirm": A("confirm", self.confirm), "roll": A("roll", self.focus_dice_box),
            "dice_entry": A("dice_entry", self.focus_dice_entry),
            "next_sheet": A("next_sheet", lambda: self._step_sheet(1)),
            "prev_sheet": A("prev_sheet", lambda: self._step_sheet(-1)),
            "settings": A("settings", self.open_settings_dialog), "help": A("help", lambda: self.help.open()),
        }
        self.act_print = A(None, self.print_sheets)
        self.act_print_blank = A(None, lambda: self.print_sheets(blank=True))
        self.act_pdf = A(None, self.export_sheets_pdf)
        self.act_export_log = A(None, self.log_view.export_dialog)
        self.act_quit = A(None, self.quit)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_table = A(None, self.open_table_view)
        self.act_demo = A(None, self.open_demo)
        self.act_reset_layout = A(None, self.reset_layout)
        self.act_sheet_dock = A(None, lambda: self.open_sheet_dock())

    def apply_shortcuts(self):
        for bid, action in self.actions_by_id.items():
            action.setShortcuts(shortcuts.keys_for(self.settings, bid))

    def _build_menus(self):
        mb = self.menuBar()
        a = self.actions_by_id
        self.menu_file = mb.addMenu("")
        for act in (a["new"], self.act_demo, a["open"]):
            self.menu_file.addAction(act)
        self.menu_recent = self.menu_file.addMenu("")
        self.menu_file.addSeparator()
        for act in (a["save"], a["save_as"]):
            self.menu_file.addAction(act)
        self.menu_file.addSeparator()
        for act in (self.act_print, self.act_print_blank, self.act_pdf, self.act_export_log):
            self.menu_file.addAction(act)
        self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_quit)
        self.menu_edit = mb.addMenu("")
        self.menu_edit.addAction(a["undo"])
        self.menu_edit.addAction(a["redo"])
        self.menu_edit.addSeparator()
        self.menu_edit.addAction(a["settings"])
        self.menu_battle = mb.addMenu("")
        for bid in ("start", "next_count", "use", "pass", "confirm", "roll", "dice_entry"):
            self.menu_battle.addAction(a[bid])
        self.menu_view = mb.addMenu("")
        for d in (self.dock_count, self.dock_flow, self.dock_sheets, self.dock_log, self.dock_dice):
            self.menu_view.addAction(d.toggleViewAction())
        self.menu_view.addSeparator()
        self.menu_view.addAction(a["next_sheet"])
        self.menu_view.addAction(a["prev_sheet"])
        self.menu_view.addAction(self.act_sheet_dock)
        self.menu_view.addAction(self.act_table)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_reset_layout)
        self._build_solo_menu(mb)
        self._build_workshop_menu(mb)
        self.menu_help = mb.addMenu("")
        self.menu_help.addAction(a["help"])
        self._fill_recent()

    def retranslate(self):
        self.menu_file.setTitle(self.tr("&File"))
        self.menu_recent.setTitle(self.tr("Recent files"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_battle.setTitle(self.tr("&Battle"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.menu_solo.setTitle(self.tr("&Solo"))
        self.act_simulate.setText(self.tr("Simulate encounter…"))
        self.menu_workshop.setTitle(self.tr("&Workshop"))
        self.act_new_doll.setText(self.tr("New doll…"))
        self.act_edit_doll.setText(self.tr("Edit doll…"))
        self.act_new_enemy.setText(self.tr("New enemy…"))
        self.act_edit_enemy.setText(self.tr("Edit enemy…"))
        self.act_catalog.setText(self.tr("Parts catalog…"))
        self.act_import_charasheet.setText(self.tr("Import from キャラクター保管所…"))
        self.act_copy_ccfolia.setText(self.tr("Copy doll for CCFOLIA…"))
        self.act_library.setText(self.tr("Library…"))
        for bid, act in self.actions_by_id.items():
            act.setText(shortcuts.label(bid))
        self.actions_by_id["new"].setText(self.tr("New battle…"))
        self.actions_by_id["open"].setText(self.tr("Open…"))
        self.actions_by_id["save"].setText(self.tr("Save"))
        self.actions_by_id["save_as"].setText(self.tr("Save as…"))
        self.actions_by_id["settings"].setText(self.tr("Settings…"))
        self.act_demo.setText(self.tr("Open the demo battle"))
        self.act_print.setText(self.tr("Print doll sheets…"))
        self.act_print_blank.setText(self.tr("Print blank doll sheets…"))
        self.act_pdf.setText(self.tr("Export doll sheets as PDF…"))
        self.act_print_blank.setToolTip(self.tr("The dolls' parts and fetters, nothing ticked: to fill in by hand"))
        self.act_export_log.setText(self.tr("Export log…"))
        self.act_quit.setText(self.tr("Quit"))
        self.act_table.setText(self.tr("Open the table view"))
        self.act_reset_layout.setText(self.tr("Reset layout"))
        self.act_sheet_dock.setText(self.tr("This sheet in its own dock"))
        for d, t in ((self.dock_count, self.tr("Count")), (self.dock_flow, self.tr("Battle flow")),
                     (self.dock_sheets, self.tr("Sheets")), (self.dock_log, self.tr("Log")),
                     (self.dock_dice, self.tr("Dice box"))):
            d.setWindowTitle(t)
        self.banner_text.setText(self.tr("The last session did not end cleanly. Recover the autosaved battle?"))
        self.recover_button.setText(self.tr("Recover"))
        self.discard_button.setText(self.tr("Discard"))
        if self.start_page is not None:
            self._retranslate_start_page()
        self._update_title()

    def _retranslate_start_page(self):
        self.start_title.setText(self.tr("Nechronica virtual tabletop"))
        self.start_demo.setText(self.tr("Demo battle"))
        self.start_new.setText(self.tr("New battle…"))
        self.start_open.setText(self.tr("Open…"))
        self.start_continue.setText(self.tr("Continue the last battle"))

    def _build_solo_menu(self, mb):
        self.menu_solo = mb.addMenu("")
        self.act_simulate = self._action(None, self.open_simulate)
        self.menu_solo.addAction(self.act_simulate)
        # The AI and its toggles are made when the menu is first opened (they have no shortcut): the
        # driver imports the simulator's policies, which the first paint does not need.
        self._ai = None
        self.menu_solo.aboutToShow.connect(self._ensure_ai)

    def _ensure_ai(self):
        if self._ai is not None:
            return
        from vtt.ui.nechronica.ai_driver import AiDriver, add_ai_actions
        self.menu_solo.addSeparator()
        self._ai = AiDriver(self.c, parent=self)
        self._ai_actions = add_ai_actions(self.menu_solo, self._ai)
        self._ai.failed.connect(self.show_error)

    @property
    def ai(self):
        """Solo play's driver (made with the Solo menu's toggles when first needed)."""
        self._ensure_ai()
        return self._ai

    @property
    def ai_actions(self) -> dict:
        """The Solo menu's "AI plays …" toggles and speeds, by name."""
        self._ensure_ai()
        return self._ai_actions

    def open_simulate(self):
        """Solo → Simulate encounter… (the generic dialog): the battle's scenario file, else the demo's."""
        from vtt.rules.nechronica.battle import DEMO_SCENARIO
        from vtt.ui.simulate_dialog import open_simulate_dialog, scenario_of
        return open_simulate_dialog(self, scenario_of(None, self.c.path) or DEMO_SCENARIO)

    def catalog_library(self):
        """The workshop's parts catalogs (the shipped ones and the user's, remembered in this window's
        settings), read when the workshop first needs them; every workshop window opened from here shares
        it, so a catalog added in one shows in the others."""
        if self._catalogs is None:
            from vtt.ui.nechronica.workshop import CatalogLibrary
            self._catalogs = CatalogLibrary(self.settings, self)
        return self._catalogs

    def _build_workshop_menu(self, mb):
        def workshop(name, library=True):
            open_it = _deferred("vtt.ui.nechronica.workshop", name, self)
            return self._action(None, (lambda *_: open_it(library=self.catalog_library())) if library else open_it)
        self.menu_workshop = mb.addMenu("")
        self.act_new_doll = workshop("new_doll_dialog")
        self.act_edit_doll = workshop("edit_doll_dialog")
        self.act_new_enemy = workshop("new_enemy_dialog")
        self.act_edit_enemy = workshop("edit_enemy_dialog")
        self.act_catalog = workshop("open_catalog_browser")
        self.act_import_charasheet = workshop("import_charasheet_dialog")
        self.act_copy_ccfolia = workshop("copy_ccfolia_dialog", library=False)
        open_library = _deferred("vtt.ui.workshop.library_window", "open_library_window", self)
        self.act_library = self._action(None, lambda *_: open_library(
            system_id="nechronica", settings=self.settings, extras={"catalog": self.catalog_library()}))
        for act in (self.act_library, self.act_new_doll, self.act_edit_doll, self.act_new_enemy,
                    self.act_edit_enemy, self.act_catalog):
            self.menu_workshop.addAction(act)
        self.menu_workshop.addSeparator()
        self.menu_workshop.addAction(self.act_import_charasheet)
        self.menu_workshop.addAction(self.act_copy_ccfolia)

    # -- the map and count track (made once a battle is open: not on the start page's path) ----------
    def _ensure_board(self):
        if self.area_map is not None or self.c.session is None:
            return
        from vtt.ui.nechronica.area_map import AreaMap
        from vtt.ui.nechronica.count_track import CountTrack
        self.area_map = AreaMap(self.c, self)
        self.area_map.participant_selected.connect(self.sheets.show_participant)
        self.area_map.participant_activated.connect(self._activate_participant)
        self.area_map.participant_menu_requested.connect(self._pop_up_marker_menu)
        self.map_holder.layout().addWidget(self.area_map)
        self.count_track = CountTrack(self.c, self)
        self.count_holder.layout().addWidget(self.count_track)

    def _activate_participant(self, pid: str):
        self.sheets.show_participant(pid)
        self.dock_sheets.show()
        self.dock_sheets.raise_()

    def open_sheet_dock(self, pid: str | None = None) -> QDockWidget | None:
        """Her sheet (the one on show if no one is named) in a dock of its own, beside the sheets: the GM
        tiles sheets side by side, floats them or tabs them again. One dock per participant."""
        if pid is None:
            sheet = self.sheets.current_sheet()
            pid = sheet.pid if sheet is not None else None
        if pid is None or self.c.session is None or pid not in self.c.state.participants:
            return None
        d = self.sheet_docks.get(pid)
        if d is None:
            from vtt.ui.nechronica.doll_sheet import DollSheet
            sheet = DollSheet(self.c, pid)
            sheet.command_requested.connect(self.issue)
            self.c.changed.connect(sheet.refresh)
            d = self._dock(f"sheet_{pid}", sheet)
            d.setWindowTitle(self.c.state.participants[pid].name)
            d.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            d.destroyed.connect(lambda *_, pid=pid: self.sheet_docks.pop(pid, None))
            self.sheet_docks[pid] = d
            self.splitDockWidget(self.dock_sheets, d, Qt.Orientation.Vertical)
        d.show()
        d.raise_()
        return d

    def _close_sheet_docks(self) -> None:
        for d in list(self.sheet_docks.values()):
            self.c.changed.disconnect(d.widget().refresh)
            d.close()
        self.sheet_docks.clear()

    def marker_menu(self, pid: str):
        """A marker's right-click menu: the GM's overrides of her sheet (AP, move, escape, madness check,
        table view, end of battle), her sheet brought up beside it."""
        self._activate_participant(pid)
        sheet = self.sheets.current_sheet()
        return sheet.participant_menu() if sheet is not None and sheet.pid == pid else None

    def _pop_up_marker_menu(self, pid: str, at) -> None:
        menu = self.marker_menu(pid)
        if menu is not None:
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(at)

    # -- commands ------------------------------------------------------------------------------------
    def issue(self, cmd) -> bool:
        """Every gesture's command passes here: typed physical dice are attached, then the session decides."""
        if not isinstance(cmd, Command):
            cmd = Command.from_dict(cmd)
        try:
            typed = self.flow.typed_dice()
        except NotDiceError as e:            # refused loudly; the command is not applied
            self.show_error(self.tr("Physical dice: {0!r} is not die values (like 7 3): not applied").format(e.text))
            self.flow.dice_edit.setFocus()
            self.flow.dice_edit.selectAll()
            return False
        if typed is not None and cmd.dice is None:
            # typed dice wait for the next roll, whichever command causes it
            self.c.session.pending_dice = list(typed)
        ok = self.c.do(cmd)
        if typed is not None:
            left = self.c.session.pending_dice
            self.flow.dice_edit.setText(" ".join(str(d) for d in left))
            self.c.session.pending_dice = []
        return ok

    def undo(self):
        self.c.undo()

    def redo(self):
        self.c.redo()

    def wait_selected(self) -> bool:
        """W: the participant of the sheet shown waits if she acts now; else the only one who acts."""
        sheet = self.sheets.current_sheet()
        acting = [p.id for p in actors_now(self.c.state)] if self.c.session is not None else []
        if sheet is not None and sheet.pid in acting:
            return self.issue(cmds.wait(sheet.pid))
        if len(acting) == 1:
            return self.issue(cmds.wait(acting[0]))
        self.show_error(self.tr("Who waits? Show her sheet first ({0} act now)").format(len(acting)))
        return False

    def use_selected(self):
        sheet = self.sheets.current_sheet()
        if sheet is not None:
            sheet.use_selected()

    def confirm(self):
        b = self.c.state if self.c.session else None
        if b is None:
            return
        if b.prompts:
            self.flow.confirm()
        elif b.window is not None:
            self.flow.declare_selected()

    def focus_dice_box(self):
        self.dock_dice.show()
        self.dock_dice.raise_()
        self.dice.edit.setFocus()

    def focus_dice_entry(self):
        self.dock_flow.show()
        self.dock_flow.raise_()
        self.flow.dice_edit.setFocus()

    def _step_sheet(self, step: int):
        n = self.sheets.count()
        if n:
            self.sheets.setCurrentIndex((self.sheets.currentIndex() + step) % n)

    def show_error(self, text: str):
        self.error_label.setText(f"<span style='color:#b00020'>⚠ {text}</span>")
        self.error_label.setToolTip(text)
        self.statusBar().showMessage(text, 10000)

    # -- change notifications -----------------------------------------------------------------------
    def _follow_actors(self, force: bool = False) -> None:
        """When someone new has to decide, her sheet comes up: whoever a pending choice waits on (the
        defender picking damaged parts, a doll placing madness), else the first who acts at the count
        (the NC's side declares first). Until that changes the GM's own choice of sheet stands."""
        b = self.c.state
        chooser = b.prompts[0].chooser if b.prompts else None
        acting = ((chooser,) if chooser in b.participants else ()) + tuple(p.id for p in actors_now(b))
        if acting != self._acting or force:
            self._acting = acting
            if acting and follows_actors(self.settings):
                self.sheets.show_participant(acting[0])

    def _on_changed(self, events):
        if self.c.session is None:
            return
        if events:
            self._follow_actors()
        self.actions_by_id["undo"].setEnabled(self.c.session.can_undo)
        self.actions_by_id["redo"].setEnabled(self.c.session.can_redo)
        if events:
            if self.error_label.text():       # clearing an empty label still relayouts the status bar
                self.error_label.clear()
            self._dirty = True
            self._autosave_timer.start()
        self._update_title()

    def _on_session_replaced(self):
        has = self.c.session is not None
        self._close_sheet_docks()                   # another battle: other participants
        if has:
            self.stack.setCurrentWidget(self.map_holder)
        else:
            self._show_start_page()
        if has and self._docks_before_start is not None:
            for d in self._docks_before_start:          # back from the start page: the docks the GM had
                d.show()
            self._docks_before_start = None
        elif not has:
            if self._docks_before_start is None:
                self._docks_before_start = [d for d in self.battle_docks() if not d.isHidden()]
            for d in self.battle_docks():
                d.hide()
        for bid in ("save", "save_as", "start", "next_count", "use", "pass", "confirm", "undo", "redo"):
            self.actions_by_id[bid].setEnabled(has)
        self.act_export_log.setEnabled(has)
        if has:
            self._ensure_board()
            self._follow_actors(force=True)
            self.actions_by_id["undo"].setEnabled(self.c.session.can_undo)
            self.actions_by_id["redo"].setEnabled(self.c.session.can_redo)
        self._dirty = False
        self._update_title()

    def _update_title(self):
        if self.c.session is None:
            self.setWindowTitle(self.tr("Nechronica VTT"))
            return
        name = self.c.state.name
        where = f" — {Path(self.c.path).name}" if self.c.path else ""
        self.setWindowTitle(f"{'*' if self._dirty else ''}{name}{where} — Nechronica VTT")

    # -- files ---------------------------------------------------------------------------------------
    def open_demo(self):
        from vtt.rules.nechronica.battle import demo_session
        self.c.set_session(demo_session())

    @property
    def help(self):
        """The F1 overlay listing the shortcuts."""
        if self._help is None:
            from vtt.ui.nechronica.dialogs import HelpOverlay
            self._help = HelpOverlay(self.settings, self)
        return self._help

    def new_battle(self, ruleset: str | None = None, choice: str | None = None):
        """File → New: with several rulesets known, the GM picks one first; then, as in the generic window
        (vtt.ui.battle_window.battle_choices): the encounter builder, the demo, a sample scenario or a
        scenario file (``choice``: its label; None: ask). Another ruleset's battle opens in the generic
        window, which offers the same."""
        from vtt.core import registry
        from PySide6.QtWidgets import QInputDialog
        if ruleset is None and len(registry.ids()) > 1:
            lang = current_language()
            names = {(registry.get(r).name_ja if lang == "ja" else registry.get(r).name): r for r in registry.ids()}
            name, ok = QInputDialog.getItem(self, self.tr("New battle"), self.tr("Rules system:"), list(names), 0, False)
            if not ok:
                return
            ruleset = names[name]
        if ruleset not in (None, "nechronica"):
            window = self.open_other_ruleset(registry.get(ruleset).demo_session())
            window.new_battle()          # its demo, a sample scenario or a file (cancel: the demo stays)
            return
        from vtt.ui.battle_window import BUILD, BUILDER, DEMO, OTHER_FILE, battle_choices
        from vtt.ui.printers import load
        choices = battle_choices(registry.get("nechronica"), current_language())
        if choice is None:
            choice, ok = QInputDialog.getItem(self, self.tr("New battle"), self.tr("Start:"),
                                              [label for label, _ in choices], 0, False)
            if not ok:
                return
        what = dict(choices).get(choice)
        if what == BUILD:
            self.builder = load(BUILDER)("nechronica", on_start=self.start_built, parent=self)
            self.builder.show()
        elif what == DEMO:
            self.open_demo()
        elif what == OTHER_FILE:
            self.open_dialog()
        elif what is not None:
            self.open_path(what)

    def start_built(self, session, path=None):
        """The encounter builder's battle, played here."""
        self.c.set_session(session, path=path)
        self.activateWindow()
        return self

    def open_other_ruleset(self, session, path=None):
        """A battle of another ruleset, in the generic window beside this one (vtt.ui.battle_window)."""
        from vtt.ui.battle_window import BattleWindow
        window = BattleWindow.on_session(session, path)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._other_windows = [w for w in getattr(self, "_other_windows", []) if w.isVisible()] + [window]
        window.show()
        return window

    def open_dialog(self):
        from PySide6.QtWidgets import QFileDialog     # the file dialogs are imported when first opened
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a battle or scenario"), self._last_dir(),
                                              self.tr("Battles and scenarios (*.json)"))
        if path:
            self.open_path(path)

    def open_path(self, path) -> bool:
        try:
            session = load_any(path)
        except (VttError, ValueError, OSError) as e:
            self.show_error(str(e))
            return False
        if session.ruleset.name != "nechronica":
            self.open_other_ruleset(session, str(path))
            return True
        self.c.set_session(session, path=str(path))
        self.add_recent(str(path))
        return True

    def save(self) -> bool:
        if not self.c.path or not str(self.c.path).endswith(".json") or self._is_scenario(self.c.path):
            return self.save_as()
        return self.save_to(self.c.path)

    @staticmethod
    def _is_scenario(path) -> bool:
        from vtt.core.files import read_json
        try:
            data = read_json(path)
        except ValueError:               # FileFormatError: said when the file is opened
            return False
        return isinstance(data, dict) and data.get("kind") == "scenario"

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save battle"), self._last_dir() + "/battle.json",
                                              self.tr("Battles (*.json)"))
        return self.save_to(path) if path else False

    def save_to(self, path) -> bool:
        from vtt.rules.nechronica.battle import save_battle
        try:
            save_battle(self.c.session, path)
        except (OSError, VttError) as e:
            self.show_error(str(e))
            return False
        self.c.path = str(path)
        self._dirty = False
        self.add_recent(str(path))
        self._update_title()
        self.c.message.emit(self.tr("Saved {0}").format(path))
        return True

    def _last_dir(self) -> str:
        recent = self.recent_files()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def recent_files(self) -> list[str]:
        return settings_list(self.settings, "recent")

    def add_recent(self, path: str):
        path = str(Path(path).resolve())
        files = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent", files[:MAX_RECENT])
        self._fill_recent()

    def _fill_recent(self):
        recent = self.recent_files()
        self.menu_recent.clear()
        for p in recent:
            self.menu_recent.addAction(p, lambda p=p: self.open_path(p))
        self.menu_recent.setEnabled(bool(recent))
        if self.start_page is not None:
            self.start_recent.clear()
            self.start_recent.addItems(recent)
            self.start_recent.setVisible(bool(recent))

    # -- autosave and crash recovery ------------------------------------------------------------------
    @property
    def autosave_path(self) -> Path:
        return self.data_dir / AUTOSAVE

    def autosave(self):
        """Append the new commands to the journal (its cost does not grow with the battle)."""
        if getattr(self.c.session, "setup", None) is None or self.autosave_error is not None:
            return
        try:
            journal = getattr(self, "_journal", None)
            if journal is None or journal.session is not self.c.session:
                from vtt.core.journal import Journal
                self._journal = Journal(self.c.session, self.autosave_path)
            else:
                journal.sync()
        except (OSError, VttError) as e:
            self.show_error(self.tr("Autosave failed: {0}").format(e))
            self.autosave_label.setText(f"<span style='color:#b00020'>⚠ {self.tr('Autosave is failing')}</span>")
            self.autosave_label.setToolTip(str(e))
            self.autosave_label.setVisible(True)
            return
        self.autosave_label.setVisible(False)

    def mark_clean_exit(self):
        try:
            (self.data_dir / CLEAN_EXIT).write_text("clean exit\n", encoding="utf-8")
        except OSError:
            pass                         # no marker: the next start offers the autosave, nothing lost

    def crashed_autosave(self) -> bool:
        if self.autosave_error is not None:
            return False
        return self._crashed_autosave()

    def _crashed_autosave(self) -> bool:
        auto, marker = self.autosave_path, self.data_dir / CLEAN_EXIT
        if not auto.exists():
            return False
        return not marker.exists() or auto.stat().st_mtime_ns > marker.stat().st_mtime_ns

    def check_recovery(self) -> bool:
        """After a crash, keep the autosave aside (new commands would overwrite it) and offer it."""
        if not self.crashed_autosave():
            return False
        shutil.copyfile(self.autosave_path, self.data_dir / RECOVERY)
        # styled when first shown: a style sheet restyles through QStyleSheetStyle, not needed when hidden
        self.banner.setStyleSheet("#recoveryBanner { background: #fff4ce; border-bottom: 1px solid #e0c060; }")
        self.banner.show()
        return True

    def recover(self) -> bool:
        self.banner.hide()
        return self._open_journal(self.data_dir / RECOVERY)

    def _open_journal(self, path) -> bool:
        """The battle a journal holds, as unsaved work; says how many commands came back."""
        from vtt.core.journal import load_journal, read_journal
        try:
            session = load_journal(path)
        except (VttError, ValueError, OSError) as e:
            self.show_error(self.tr("The autosave could not be recovered: {0}").format(e))
            return False
        self.c.set_session(session)
        self._dirty = True
        self._update_title()
        text = self.tr("Recovered the autosaved battle ({0} commands)").format(len(session.log))
        if read_journal(path).tail_skipped:
            text += " " + self.tr("(a last line the crash cut short was left out)")
        self.c.message.emit(text)
        return True

    def discard_recovery(self):
        self.banner.hide()
        (self.data_dir / RECOVERY).unlink(missing_ok=True)

    # -- other windows ---------------------------------------------------------------------------------
    def _current_dolls(self):
        """The battle's dolls as they stand, or one empty template when no battle is open."""
        if self.c.session is None:
            return [None]
        from vtt.rules.nechronica.setup import participant_to_doll
        b = self.c.state
        return [participant_to_doll(b, p.id) for p in b.participants.values() if p.kind == "doll"] or [None]

    def print_sheets(self, blank: bool = False):
        """Which dolls, filled or blank; then the print preview of those sheets."""
        from vtt.ui.nechronica import print_dialog
        picked = print_dialog.pick_sheets(self, self._current_dolls(), blank)
        if picked is None:
            return False
        dolls, blank, _paper = picked
        return print_dialog.print_sheets_dialog(self, dolls, blank)

    def export_sheets_pdf(self):
        from PySide6.QtWidgets import QFileDialog
        from vtt.ui.nechronica import print_dialog
        picked = print_dialog.pick_sheets(self, self._current_dolls(), paper=True)
        if picked is None:
            return
        dolls, blank, paper = picked
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export doll sheets"), "dolls.pdf", "PDF (*.pdf)")
        if path:
            self.export_sheets_pdf_to(path, paper, blank=blank, dolls=dolls)

    def export_sheets_pdf_to(self, path, paper: str = "a4", blank: bool = False, dolls=None) -> bool:
        """The dolls' current state (damaged parts ticked, madness filled), one page each (``dolls``: those
        picked; default all)."""
        from vtt.ui.nechronica.sheet_render import export_pdf
        try:
            export_pdf(self._current_dolls() if dolls is None else dolls, path, blank, paper)
        except (OSError, ValueError) as e:
            self.show_error(self.tr("The doll sheets could not be written: {0}").format(e))
            return False
        self.c.message.emit(self.tr("Doll sheets written to {0}").format(path))
        return True

    def open_table_view(self):
        if self.c.session is None:
            return None
        if self.table_view is None:
            from vtt.ui.nechronica.table_view import TableView
            self.table_view = TableView(self.c)
        self.table_view.show_on_screen(len(QGuiApplication.screens()) - 1)
        return self.table_view

    def open_settings_dialog(self):
        from vtt.ui.nechronica.dialogs import SettingsDialog
        dlg = SettingsDialog(self.settings, self)
        if dlg.exec():
            self.apply_settings()

    def apply_settings(self):
        self.apply_shortcuts()
        install_language(self.settings.value("language", "en"))

    def quit(self) -> bool:
        """File → Quit: asks first when the battle was never saved (or changed since)."""
        if not self.leave_unsaved_ok():
            return False
        self._asked_to_leave = True
        return self.close()

    def leave_unsaved_ok(self) -> bool:
        """Save, discard or stay, when the battle has changes no file holds; True to go on."""
        if self.c.session is None or not self._dirty:
            return True
        return save_discard_or_cancel(
            self, self.tr("Unsaved battle"),
            self.tr("This battle has changes that are not saved to a file (the autosave journal keeps them "
                    "until another battle starts). Save it first?"),
            self.save)

    def continue_last_battle(self) -> bool:
        """The start page's "Continue the last battle": the battle the autosave journal holds."""
        return self._open_journal(self.autosave_path)

    def closeEvent(self, e):
        # the window manager's close (the title bar's ×) asks like File → Quit; a close() from code does not
        if e.spontaneous() and not getattr(self, "_asked_to_leave", False) and not self.leave_unsaved_ok():
            e.ignore()
            return
        self.save_layout()
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self.autosave()
        self.mark_clean_exit()
        if self.table_view is not None:
            self.table_view.close()
        super().closeEvent(e)


def open_battle_window(session, path=None) -> MainWindow:
    """A Nechronica battle (a session already made: the encounter builder's) in a main window of its own."""
    from vtt.ui.nechronica.controller import SessionController
    controller = SessionController()
    controller.set_session(session, path=path)
    window = MainWindow(controller)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window
