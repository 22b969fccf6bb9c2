"""The one battle window, for every ruleset: the map in the middle, the turn order, the Now panel, the sheets,
the log and the dice box in docks; files, a journal per battle, crash recovery, the start page, recent
files, settings, the docks' layout kept per ruleset, shortcuts and F1 help, the Language, GM, Solo and
Workshop menus, the table view and printing.

What a ruleset shows beyond the generic widgets it declares (vtt.ui.contributions: its map, turn order,
sheets, docks, table panel, printers, editors, keys); the window finds it through the registry and names
no ruleset. A battle of another ruleset replaces the one on the table in this window (the GM is asked
about work no file holds), its widgets and docks replacing the last ruleset's (docs/architecture.md)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (QApplication, QDockWidget, QFrame, QLabel, QMainWindow, QMenu, QPushButton,
                               QStackedWidget, QWidget)

from vtt.core import errors, files, registry, ruleset
from vtt.ui import actions, ask, contributions, dice_box, i18n, layouts, log_dock, paths, shortcuts
from vtt.ui.widgets import battle_controller, dock_title, journals

VttError = errors.VttError
ACT, CHOOSE, GM_VIEWER = ruleset.ACT, ruleset.CHOOSE, ruleset.GM_VIEWER
text_action = actions.text_action
button, hbox, vbox = layouts.button, layouts.hbox, layouts.vbox
LANGUAGES, Retranslating, battle_name = i18n.LANGUAGES, i18n.Retranslating, i18n.battle_name
current_language, install_language, system_name = i18n.current_language, i18n.install_language, i18n.system_name
FOLLOW_ACTORS, default_data_dir, follows_actors = paths.FOLLOW_ACTORS, paths.default_data_dir, paths.follows_actors
open_settings, settings_list = paths.open_settings, paths.settings_list
BattleController = battle_controller.BattleController

#: the old Nechronica window's autosave and its crash copy, each moved once into the journals (migrate_data)
AUTOSAVE, RECOVERY = "autosave.jsonl", "recovery.jsonl"
CLEAN_EXIT = "clean-exit"
GEOMETRY = "window/geometry"
#: the docks' layout of a ruleset's battles, kept between runs (the old window's single key, migrated)
DOCKS = "layout/{0}"              # (not under the old key: removing a key removes its subkeys)
OLD_DOCKS = "window/docks"
LAYOUT_VERSION = 1                                  # raised when the docks change: older layouts are dropped
MAX_RECENT = 8
#: File → Save offers the folder a battle was last saved in, else this folder under the data folder
LAST_SAVE_FOLDER, BATTLES = "files/last_save_folder", "battles"

#: File → New battle…'s first choices and its last (between them: the sample and the GM's scenarios)
BUILD, DEMO, OTHER_FILE = "build", "demo", "file"
#: the encounter builder (vtt.ui.workshop.builder), opened by name: the window imports no simulator
BUILDER = "vtt.ui.workshop.builder:open_builder"

_AREAS = {"left": Qt.DockWidgetArea.LeftDockWidgetArea, "right": Qt.DockWidgetArea.RightDockWidgetArea,
          "bottom": Qt.DockWidgetArea.BottomDockWidgetArea}


def migrate_settings(settings: QSettings) -> None:
    """Read the old window's layout (it played the default ruleset's battles only) once into that ruleset's
    key (its count dock is the turn order's now: renamed inside the saved state, the same length in UTF-16),
    then drop the old key."""
    if not settings.contains(OLD_DOCKS):
        return
    from PySide6.QtCore import QByteArray     # (only then: its type is not built for the first paint)
    old = settings.value(OLD_DOCKS)
    key = DOCKS.format(registry.DEFAULT_RULESET)
    if isinstance(old, QByteArray) and settings.value(key) is None:
        count, order = "dock_count".encode("utf-16-be"), "dock_order".encode("utf-16-be")
        settings.setValue(key, QByteArray(bytes(old.data()).replace(count, order)))
    if settings.contains(OLD_DOCKS) and not isinstance(settings.value(OLD_DOCKS), str):
        settings.remove(OLD_DOCKS)


def migrate_data(data_dir: Path) -> list[Path]:
    """The old window's single autosave journal and its crash copy, each moved once into a journal of its
    own (journals/<ruleset>-<when>-<n>.jsonl), so File → Continue lists them and nothing is lost; the
    journals made."""
    made = []
    for name in (RECOVERY, AUTOSAVE):
        old = data_dir / name
        if not old.is_file():           # (none, or not a regular file: a FIFO would hang the start)
            continue
        header = journals.header(old)
        ruleset = header.get("ruleset") if header is not None else None
        ruleset = ruleset if isinstance(ruleset, str) and ruleset.isidentifier() else registry.DEFAULT_RULESET
        if made and old.read_bytes() == made[-1].read_bytes():
            old.unlink()                                   # the crash copy of the same battle: one is enough
            continue
        target = journals.new_path(data_dir, ruleset)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            old.replace(target)
        except OSError:
            continue                                       # left where it is: tried again at the next start
        made.append(target)
    return made


class Actions(dict):
    """The window's actions by key. Those with keys are made with the window (their keys work from its first
    frame); the others are made with the menus' contents (``fill``: MainWindow._fill_menus), when a menu first
    opens or one of them is first asked for by its key."""

    __slots__ = ("fill",)

    def __init__(self, fill):
        super().__init__()
        self.fill = fill

    def __missing__(self, key):
        self.fill()
        if key in self:
            return self.get(key)
        raise KeyError(key)


#: what a battle on the table enables (File, Edit, GM, View and Solo menus)
WITH_A_BATTLE = ("save", "save_as", "undo", "redo", "export_log", "table", "print", "print_blank", "pdf", "simulate",
                 "next_sheet", "prev_sheet", "sheet_dock", "gm", "map")


#: the menus' contents in order (MainWindow._fill_menus): an action's key, "|" a separator, "<…>" a place filled
#: otherwise (File's submenus, the ruleset's keys, the docks' toggles, the AI's toggles); the Workshop and
#: Language menus are filled on their own
MENU_CONTENTS = {
    "file": ("new", "open", "<recent>", "<continue>", "|", "save", "save_as", "|", "library", "|", "print",
             "print_blank", "pdf", "export_log", "|", "table", "close", "quit"),
    "edit": ("undo", "redo", "|", "settings"),
    "battle": ("roll", "dice_entry", "|", "<keys>"),
    "gm": ("gm", "map", "map_picture"),
    "view": ("<docks>", "next_sheet", "prev_sheet", "sheet_dock", "|", "reset_layout"),
    "solo": ("simulate", "<ai>", "resume_ai"),
    "help": ("help",)}


class Board:
    """What the window shows of one ruleset's battles: its map, docks and keys (made when a battle of it
    comes to the table, taken down when another ruleset's does)."""

    __slots__ = ("ruleset", "ui", "docks", "keys")

    def __init__(self, ruleset: str, ui):
        self.ruleset, self.ui = ruleset, ui
        self.docks: dict[str, QDockWidget] = {}
        self.keys: dict = {}


class MainWindow(Retranslating, QMainWindow):
    """The GM's window. ``controller`` may hold no battle yet: the start page shows."""

    #: once, as the window has painted for the first time (vtt.ui.first_paint.FirstPaint: no event filter)
    first_painted = Signal()

    def __init__(self, controller: BattleController | None = None, settings: QSettings | None = None, data_dir=None,
                 parent=None):
        super().__init__(parent)
        self.controller = controller if controller is not None else BattleController()
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            self.autosave_error: str | None = None
        except OSError as e:             # a read-only home, a full disk: the window opens, autosave is off
            self.autosave_error = e.strerror or str(e)
        self.settings = settings if settings is not None else open_settings()
        migrate_settings(self.settings)
        if self.autosave_error is None:
            migrate_data(self.data_dir)
        self.workshop_extras: dict = {}      # what the workshop's windows share (a ruleset's own: its catalogs)
        self.table_view = None
        self._table_again = None                   # (its place and look, while another ruleset's battle comes)
        self.gm_dialog = None
        self.map_picture_dialog = None           # GM → Map picture… (made when first opened)
        self.builder = None
        self._help = None
        self._ai = None
        self._ai_actions: dict = {}
        self._journal = None
        self._journal_path: Path | None = None     # this battle's own journal (widgets.journals)
        self._saved_at = None                      # (session, log length, last record) a file holds
        self._crashed: Path | None = None          # the journal the Recover banner offers
        self._crashed_label = None                 # and its battle as File → Continue says it (check_recovery)
        self._acting: tuple = ()                   # who acted when the sheets last followed
        self._awaited_seen = None                  # the view's awaited records _follow_actors last looked at
        self._actions_said = None                  # what _update_actions last said the ruleset's actions for
        self._asked_to_leave = False
        self._log_before_start: bool | None = None  # whether the log showed before the start page hid it
        self.board: Board | None = None
        self.map = self.order = self.now = self.sheets = None
        # what the first frame does not show, made when first shown (the banner after a crash, the notice the
        # AI waits under, autosave's failing mark; the menus' contents): see banner, resume_button, autosave_label
        self._banner = self._resume_button = self._autosave_label = None
        self._menus_filled = False
        self.extras: dict = {}                     # the board's other widgets by key (flow, effort, hands, ranges)
        self.sheet_docks: dict[str, QDockWidget] = {}
        self.setObjectName("MainWindow")
        self._painted, self._paints = False, 0     # (once painted twice: the kept pictures, _keep_pictures)
        # (the ruleset's layout key, the docks' state) when they were laid out by default, as first painted:
        # a layout the GM left so is not written (save_layout), and the next start lays it out by default
        self._default_docks: tuple | None = None
        self._docks_by_default = False
        self._kept_paints = None
        screen = self.screen().availableGeometry() if self.screen() else None
        # the screen's size up to 1600×960, but no smaller than a laptop's window (a screen that tells less,
        # as a headless one does, is not believed)
        self.resize(min(1600, max(1400, screen.width())) if screen else 1600,
                    min(960, max(860, screen.height())) if screen else 960)
        self.setDockNestingEnabled(True)

        # central: the recovery banner (made after a crash) above the start page / the map
        self.stack = QStackedWidget()
        self.start_page: QWidget | None = None     # built when first shown (not for a battle opened at once)
        self.map_holder = QWidget()
        self.map_holder.setMinimumWidth(410)       # the map stays readable however wide the docks are
        # a click on the map takes the focus (out of a field of the dice box: the single keys act again)
        self.map_holder.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        vbox(parent=self.map_holder, margin=0)
        self.stack.addWidget(self.map_holder)
        central = QWidget()
        vbox((self.stack, 1), parent=central, margin=0).setSpacing(0)
        self.setCentralWidget(central)

        # the docks every battle has: the log and the dice box
        self.log = log_dock.LogDock(self.controller, offered=self.offered_beside)
        self.dice = dice_box.DiceBox(self.controller)
        self.dice.done.connect(self.focus_now)
        self.docks: dict[str, QDockWidget] = {"log": self._dock("log", self.log), "dice": self._dock("dice", self.dice)}
        # a battle opened at once lays the docks out, binds the keys and restores the window's place with its board
        # (_build_board): not done here first, then again
        at_once = self.controller.session is not None
        if not at_once:
            self.default_layout()
        self.error_label = QLabel()
        self.statusBar().addPermanentWidget(self.error_label)
        self.act = Actions(self._fill_menus)
        self._build_menus()
        if not at_once:
            self.apply_shortcuts()

        c = self.controller
        c.changed.connect(self._on_changed)
        c.session_replacing.connect(self._before_replacing)
        c.session_replaced.connect(self._on_session_replaced)
        c.error.connect(self.show_error)
        c.message.connect(lambda m: self.statusBar().showMessage(m, 8000))
        # Coalesced: written once the event loop turns, so the repaint comes first and a burst of commands
        # (a replay, a redo chain) writes one line each in one go.
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(0)
        self._autosave_timer.timeout.connect(self.autosave)
        self.retranslate()
        if not at_once:
            self.restore_layout()                  # the window's size and place (the docks: with a battle)
        s, path = c.session, c.path
        if s is not None and s.log and path and str(path).endswith(".json") and self._is_battle_file(path):
            self._saved_at = (s, len(s.log), s.log[-1])     # opened from its file at start: the file holds it
        self._on_session_replaced()
        self.check_recovery()
        if self.autosave_error is not None:
            self._autosave_mark(self.tr("Autosave is off"), f"{self.data_dir}: {self.autosave_error}")

    # -- building --------------------------------------------------------------------------------------
    def _dock(self, key: str, widget) -> QDockWidget:
        d = QDockWidget(self)
        d.setObjectName(f"dock_{key}")
        d.setTitleBarWidget(dock_title.DockTitle(d))
        d.setWidget(widget)
        d.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                      | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                      | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        return d

    @property
    def banner(self) -> QFrame:
        """The banner offering the battle a crash left (made when first asked for: check_recovery)."""
        if self._banner is None:
            self._banner = self._build_banner()
            self.centralWidget().layout().insertWidget(0, self._banner)
            self._retranslate_banner()
        return self._banner

    def _build_banner(self) -> QFrame:
        f = QFrame()
        f.setObjectName("recoveryBanner")
        self.banner_text = QLabel()
        self.recover_button = button(lambda _=False: self.recover())
        self.discard_button = button(lambda _=False: self.discard_recovery())
        hbox((self.banner_text, 1), self.recover_button, self.discard_button, parent=f)
        f.hide()
        return f

    def _action(self, key: str, slot, menu=None, checkable: bool = False):
        """An action of the window: ``slot`` takes no argument (a menu's ``triggered`` passes ``checked``,
        which must never reach a slot's own parameters); its keys come from the bindings of ``key``. Made once:
        an action with keys is made with the window and put in its menu when the menus are filled."""
        a = self.act.get(key)
        if a is None:
            a = self.act[key] = self._window_action(key, slot, checkable=checkable)
        if menu is not None:
            menu.addAction(a)
        return a

    def _window_action(self, key: str, slot, text: str = "", checkable: bool = False):
        """An action named ``action_<key>`` whose keys work anywhere in the window, the menu bar hidden too."""
        a = text_action(text, self, checkable)
        a.setObjectName(f"action_{key}")
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(lambda _=False: slot())
        self.addAction(a)
        return a

    def _slots(self) -> dict:
        """What each of the window's actions does, by key."""
        return {
            "new": self.new_battle, "open": self.open_dialog, "save": self.save, "save_as": self.save_as,
            "library": self.open_library, "print": self.print_sheets,
            "print_blank": lambda: self.print_sheets(blank=True), "pdf": self.export_sheets_pdf,
            "export_log": self.log.export_dialog, "table": self.open_table_view, "close": self.close_window,
            "quit": self.quit, "undo": self.undo, "redo": self.redo, "settings": self.open_settings_dialog,
            "roll": self.focus_dice_box, "dice_entry": lambda: self.focus_dice_box("physical"),
            "gm": self.open_gm_dialog, "map": self.edit_map, "map_picture": self.open_map_picture,
            "next_sheet": lambda: self.step_sheet(1), "prev_sheet": lambda: self.step_sheet(-1),
            "sheet_dock": self.open_sheet_dock,
            "reset_layout": self.reset_layout, "simulate": self.open_simulate, "resume_ai": self.resume_ai,
            "workshop_library": self.open_library, "help": lambda: self.help.open()}

    def _build_menus(self) -> None:
        """The menu bar's menus, and the actions with keys (theirs work from the first frame); the menus'
        contents and the other actions are made when a menu first opens (_fill_menus)."""
        bar = self.menuBar()
        self.menu_file, self.menu_edit, self.menu_battle, self.menu_gm, self.menu_view, self.menu_solo, \
            self.menu_workshop, self.menu_language, self.menu_help = menus = [bar.addMenu("") for _ in range(9)]
        for m in menus:
            m.aboutToShow.connect(self._fill_menus)
        self.menu_recent = QMenu(self)               # (File's submenus: made now, put in it with the rest)
        self.menu_continue = QMenu(self)
        self.menu_continue.aboutToShow.connect(self._fill_continue_menu)
        slots = self._slots()
        for b in shortcuts.DEFAULTS:
            self._action(b.id, slots[b.id])
        self.act["resume_ai"].setEnabled(False)
        # The AI and its toggles are made when the menu is first opened (they have no keys): the driver
        # imports the simulator's policies, which the first paint does not need.
        self.menu_solo.aboutToShow.connect(self._ensure_ai)
        self._workshop_actions: list = []
        self._fill_recent()

    def _fill_menus(self) -> None:
        """Every menu's contents, once: when a menu first opens, or an action without keys is first asked for
        (window.act[key]). A ruleset's keys and docks' toggles already made are put in theirs."""
        if self._menus_filled:
            return
        self._menus_filled = True
        slots = self._slots()
        places = {"<recent>": lambda m: m.addMenu(self.menu_recent),
                  "<continue>": lambda m: m.addMenu(self.menu_continue), "<keys>": self._put_battle_keys,
                  "<docks>": self._put_dock_toggles, "<ai>": self._put_ai_place}
        self.menu_gm.setToolTipsVisible(True)      # (why an action is greyed: Edit the map… once the battle began)
        for name, contents in MENU_CONTENTS.items():
            m = getattr(self, f"menu_{name}")
            for item in contents:
                if item == "|":
                    m.addSeparator()
                elif item in places:
                    places[item](m)
                else:
                    self._action(item, slots[item], m)
        m = self.menu_workshop
        first = m.actions()[0] if m.actions() else None         # (the ruleset's own, if any: after these)
        m.insertAction(first, self._action("workshop_library", slots["workshop_library"]))
        self._workshop_separator = m.insertSeparator(first) if first is not None else m.addSeparator()
        m = self.menu_language
        for code, name in LANGUAGES.items():      # (one checked: retranslate; no QActionGroup at start-up)
            a = text_action(name, m, checkable=True)
            a.triggered.connect(lambda _=False, code=code: self.set_language(code))
            m.addAction(a)
            self.act[f"lang_{code}"] = a
        self._retranslate_menus()
        self._enable_for_battle()
        self._actions_said = None                 # (the actions just made: their state said whatever was said before)
        self._update_actions()

    def _put_battle_keys(self, m: QMenu) -> None:
        """The Battle menu's place for the ruleset's keys (those of a board made before the menus' contents)."""
        if self.board is not None:
            for a in self.board.keys.values():
                m.addAction(a)

    def _put_dock_toggles(self, m: QMenu) -> None:
        """The View menu's toggles of the docks: the board's (before ``_dock_toggles``, where a later board's go),
        then the shell's own (closed by their ×, brought back here: #48)."""
        self._dock_toggles = m.addSeparator()
        if self.board is not None:
            for dock in self.board.docks.values():
                m.insertAction(self._dock_toggles, dock.toggleViewAction())
        for key in ("log", "dice"):
            m.addAction(self.docks[key].toggleViewAction())
        m.addSeparator()

    def _put_ai_place(self, m: QMenu) -> None:
        self._ai_separator = m.addSeparator()     # (the AI's toggles go before it: _add_ai_actions)

    def key_bindings(self) -> tuple:
        """Every named key: the window's and the ruleset's on the table (its contributions' ``shortcuts``)."""
        return shortcuts.bindings(self.board.ui.shortcuts if self.board is not None else ())

    def apply_shortcuts(self) -> None:
        for b in self.key_bindings():
            action = self.act.get(b.id) or (self.board.keys.get(b.id) if self.board is not None else None)
            if action is not None:
                action.setShortcuts(shortcuts.keys_of(self.settings, b))

    # -- the texts ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        for menu, text in ((self.menu_file, self.tr("&File")), (self.menu_edit, self.tr("&Edit")),
                           (self.menu_battle, self.tr("&Battle")), (self.menu_gm, self.tr("&GM")),
                           (self.menu_view, self.tr("&View")), (self.menu_solo, self.tr("&Solo")),
                           (self.menu_workshop, self.tr("&Workshop")), (self.menu_language, self.tr("&Language")),
                           (self.menu_help, self.tr("&Help")), (self.menu_recent, self.tr("Recent files")),
                           (self.menu_continue, self.tr("Continue a battle not saved"))):
            menu.setTitle(text)
        for b in shortcuts.DEFAULTS:                # a named key's action says what the key does
            self.act[b.id].setText(shortcuts.label_of(b))
        self._retranslate_menus()
        if self.board is not None:
            for b in self.board.ui.shortcuts:
                self.board.keys[b.id].setText(QCoreApplication.translate("Shortcuts", b.label))
        for key, dock in self.all_docks().items():
            dock.setWindowTitle(self._dock_title(key))
        self._retranslate_banner()
        if self._resume_button is not None:
            self._resume_button.setText(self.tr("The AI waits after the undo — Resume AI (Ctrl+R)"))
        if getattr(self, "_ai_menu", None) is not None:
            from vtt.ui.widgets.ai_driver import tell_ai_actions
            tell_ai_actions(self._ai_menu, self._ai_actions, self._ai)
        if self.start_page is not None:
            self._retranslate_start_page()
        if self.now is not None and getattr(self, "_translated", False):
            self.now.rebuild()                    # buttons and questions in the new language
            for w in (self.sheets, self.map, self.order, *self.extras.values()):
                refresh = getattr(w, "refresh", None)
                if refresh is not None and not isinstance(w, Retranslating):
                    refresh()
                w.update()
        self._translated = True
        self._update_title()

    def _retranslate_menus(self) -> None:
        """The texts of the actions the menus hold (made: those with keys say them as the menus do)."""
        texts = {                                   # (as menus say them)
            "new": self.tr("New battle…"), "open": self.tr("Open…"), "save": self.tr("Save"),
            "save_as": self.tr("Save as…"), "library": self.tr("Library…"), "print": self.tr("Print sheets…"),
            "print_blank": self.tr("Print blank sheets…"), "pdf": self.tr("Export sheets as PDF…"),
            "export_log": self.tr("Export log…"), "close": self.tr("Close"), "quit": self.tr("Quit"),
            "settings": self.tr("Settings…"), "gm": self.tr("GM command…"), "map": self.tr("Edit the map…"),
            "map_picture": self.tr("Map picture…"),
            "sheet_dock": self.tr("This sheet in its own dock"), "reset_layout": self.tr("Reset layout"),
            "simulate": self.tr("Simulate encounter…"), "workshop_library": self.tr("Library…")}
        for key, text in texts.items():
            a = self.act.get(key)
            if a is not None:
                a.setText(text)
        for code in LANGUAGES:
            a = self.act.get(f"lang_{code}")
            if a is not None:
                a.setChecked(code == current_language())
        if "print_blank" in self.act:
            self.act["print_blank"].setToolTip(self.tr("The sheets with nothing filled in: to fill in by hand"))
        s = self.controller.session
        if self.board is not None and s is not None:     # (why Edit the map… is greyed, in the new language; the
            self._say_map_action(self.board.ui.map_editor is not None, not s.log)  # board's build says it first)

    def _retranslate_banner(self) -> None:
        if self._banner is None:
            return
        self._say_recovery()
        self.recover_button.setText(self.tr("Recover"))
        self.discard_button.setText(self.tr("Discard"))

    def _dock_title(self, key: str) -> str:
        titles = {"order": self.tr("Turn order"), "now": self.tr("Now"), "sheets": self.tr("Sheets"),
                  "log": self.tr("Log"), "dice": self.tr("Dice box"), "effort": self.tr("Rolled dice"),
                  "hands": self.tr("Hands of cards")}
        if key in titles:
            return titles[key]
        if self.board is not None:
            for d in self.board.ui.docks:
                if d.key == key:                # Qt's translation of its text, or its ruleset's of a Term
                    return (QCoreApplication.translate("Docks", d.title) if isinstance(d.title, str)
                            else self.controller.text(d.title))
        return key

    def _update_title(self) -> None:
        s = self.controller.session
        if s is None:
            self.setWindowTitle("vtt")
            return
        name = battle_name(s)
        where = f" — {Path(self.controller.path).name}" if self.controller.path else ""
        mark = "*" if self.unsaved() else ""
        self.setWindowTitle(f"{mark}{name}{where} — {system_name(s.ruleset.name)} — vtt" if name
                            else f"{mark}vtt — {system_name(s.ruleset.name)}{where}")

    # -- the board: what a ruleset's battles show -----------------------------------------------------------
    def all_docks(self) -> dict[str, QDockWidget]:
        out = dict(self.board.docks) if self.board is not None else {}
        out.update(self.docks)
        return out

    def _before_replacing(self, session) -> None:
        """Another ruleset's battle: this one's widgets go first (none must hear of a battle it cannot draw)."""
        if self.board is not None and session is not None and session.ruleset.name != self.board.ruleset:
            self._take_down_board()

    def _keep_pictures(self) -> None:
        """Once the window has painted: the menu bar, and what the docks' widgets name (``kept_pictures``), drawn
        from kept pictures while they show the same (vtt.ui.widgets.kept)."""
        if not self._painted:
            return
        if self._kept_paints is None:
            from vtt.ui.widgets.kept import KeptPaints, menu_bar_key
            self._kept_paints = KeptPaints(self)
            self._kept_paints.keep(self.menuBar(), menu_bar_key(self.menuBar()))
        for widget in (self.log, self.dice, self.sheets, self.now, self.order, *self.extras.values()):
            for surface, key in getattr(widget, "kept_pictures", list)():
                self._kept_paints.keep(surface, key)

    def paintEvent(self, event) -> None:
        """After its second paint, the kept pictures (none is made for a window that only starts and quits, and
        asking for a text view's page builds every widget class's type: ~50 M instructions)."""
        super().paintEvent(event)
        if self._docks_by_default:       # laid out and painted: the default layout as it stands on screen
            self._docks_by_default = False
            self._default_docks = (self._layout_key(), self.saveState(LAYOUT_VERSION))
        if self._paints < 2:
            self._paints += 1
            if self._paints == 1:
                self.first_painted.emit()
            elif self._paints == 2:
                QTimer.singleShot(0, self, self._painted_twice)

    def _painted_twice(self) -> None:
        self._painted = True
        self._keep_pictures()

    def _build_board(self) -> None:
        c = self.controller
        ruleset = c.session.ruleset.name
        ui = contributions.of(ruleset)
        board = self.board = Board(ruleset, ui)
        view = c.view(GM_VIEWER)
        make_map = contributions.load(ui.map) or contributions.default_map
        self.map = make_map(c, GM_VIEWER, False)
        self.map.token_clicked.connect(self._show_sheet_of)
        _hear(self.map, participant_activated=self._activate_participant,
              participant_menu_requested=self._pop_up_marker_menu)
        self.extras = {}
        if "ranges" in view.extra:               # no map: the participants beside their ranges
            from PySide6.QtWidgets import QSplitter
            from vtt.ui.widgets import range_table
            self.extras["ranges"] = range_table.RangeTable(c, GM_VIEWER, False)
            centre = QSplitter(Qt.Orientation.Horizontal)
            centre.addWidget(self.map)
            centre.addWidget(self.extras["ranges"])
            centre.setSizes([560, 440])
            self.map_holder.layout().addWidget(centre)
        else:
            self.map_holder.layout().addWidget(self.map)
        self.order = contributions.pick(ui, "order", contributions.default_order)(c, GM_VIEWER, False)
        _hear(self.order, participant_selected=self._show_sheet_of)
        from vtt.ui.widgets import decision_panel
        self.now = decision_panel.DecisionPanel(c)
        self.sheets = contributions.pick(ui, "sheets", contributions.default_sheets)(c)
        _hear(self.sheets, command_requested=self.issue, own_dock_requested=self.open_sheet_dock)
        docks = board.docks
        for key, widget in (("order", self.order), ("now", self.now), ("sheets", self.sheets)):
            docks[key] = self._dock(key, widget)

        def extra(key: str, widget) -> None:          # a widget beside the map, in a dock of its own
            self.extras[key] = widget
            _hear(widget, command_requested=self.issue)
            docks[key] = self._dock(key, widget)
        for d in ui.docks:
            extra(d.key, contributions.load(d.factory)(c, self))
        for key, widget in contributions.extra_panels(c, GM_VIEWER, False).items():
            extra(key, widget)
        for b in ui.shortcuts:                      # its keys, in the Battle menu
            run = contributions.load(b.run)
            a = self._window_action(b.id, lambda run=run: self._battle_key(run),
                                    QCoreApplication.translate("Shortcuts", b.label))
            if self._menus_filled:                  # (else put there with the menus' contents)
                self.menu_battle.addAction(a)
            board.keys[b.id] = a
        for key, dock in docks.items():
            if self._menus_filled:
                self.menu_view.insertAction(self._dock_toggles, dock.toggleViewAction())
            dock.setWindowTitle(self._dock_title(key))
        fill = contributions.load(ui.workshop)
        if fill is not None:
            before = set(self.menu_workshop.actions())
            self.workshop_actions = fill(self, self.menu_workshop)
            self._workshop_actions = [a for a in self.menu_workshop.actions() if a not in before]
        self._restore_geometry()                    # (first: the default layout sizes the docks by the window's)
        self.default_layout()
        self.restore_layout(geometry=False)
        self.apply_shortcuts()
        if self._ai is not None:
            self._add_ai_actions()

    def _battle_key(self, run) -> None:
        """A ruleset's key (Pass, Confirm…): like the Now panel's, held back once on a question the AI's move
        has just raised (DecisionPanel.take_key)."""
        if self.now is None or self.now.take_key():
            run(self)

    def _take_down_board(self) -> None:
        """The last ruleset's widgets, docks, keys and menu entries go (deleted now: none hears of the next)."""
        from shiboken6 import Shiboken
        board = self.board
        self.save_layout()
        self._close_sheet_docks()
        for a in [*board.keys.values(), *self._workshop_actions, *self._ai_actions.values()]:
            self.removeAction(a)
            for menu in (self.menu_battle, self.menu_workshop, self.menu_solo):
                menu.removeAction(a)
        self._workshop_actions, self._ai_actions = [], {}
        if getattr(self, "_ai_menu", None) is not None:
            Shiboken.delete(self._ai_menu)
            self._ai_menu = None
        for dock in board.docks.values():
            self.menu_view.removeAction(dock.toggleViewAction())
            self.removeDockWidget(dock)
        holder = self.map_holder.layout()
        while holder.count():
            item = holder.takeAt(0)
            if item.widget() is not None:
                Shiboken.delete(item.widget())
        for dock in board.docks.values():
            Shiboken.delete(dock)
        self.board = None
        self.map = self.order = self.now = self.sheets = self._resume_button = None
        self.extras = {}
        if self.gm_dialog is not None:
            self.gm_dialog.close()
            self.gm_dialog = None
        if self.map_picture_dialog is not None:        # (its controls hold the battle's controller: made again)
            self.map_picture_dialog.close()
            self.map_picture_dialog.deleteLater()
            self.map_picture_dialog = None
        if self.table_view is not None:            # another ruleset's table: made again (on show again if it was)
            t = self.table_view
            self._table_again = (t.geometry(), t.isFullScreen(), t.theme, t.scale) if t.isVisible() else None
            t.close()
            Shiboken.delete(self.table_view)
            self.table_view = None

    # -- the docks' layout: the default, and the GM's own kept per ruleset ------------------------------------
    def default_layout(self) -> None:
        """The turn order on the left (a ruleset's own docks under it), the Now panel over the sheets on the
        right, the log at the bottom with the rolled dice or hands beside it and the dice box at its end."""
        docks = self.all_docks()
        for d in docks.values():
            if d.isFloating():
                d.setFloating(False)
        left, right, bottom = (_AREAS["left"], _AREAS["right"], _AREAS["bottom"])
        if "order" in docks:
            self.addDockWidget(left, docks["order"])
            self.addDockWidget(right, docks["now"])
            self.addDockWidget(right, docks["sheets"])
            self.splitDockWidget(docks["now"], docks["sheets"], Qt.Orientation.Vertical)
        self.addDockWidget(bottom, docks["log"])
        held = [k for k in ("effort", "hands") if k in docks]
        beside = docks["log"]
        for key in held:                        # the rolled dice, the hands: beside the log, all of it in sight
            self.addDockWidget(bottom, docks[key])
            self.splitDockWidget(beside, docks[key], Qt.Orientation.Horizontal)
            beside = docks[key]
        self.addDockWidget(bottom, docks["dice"])
        # the dice box under the log when the bottom row holds dice or hands (they need its height), else
        # at the log's right
        self.splitDockWidget(docks["log"], docks["dice"],
                             Qt.Orientation.Vertical if held else Qt.Orientation.Horizontal)
        if self.board is not None:
            for d in self.board.ui.docks:
                self.addDockWidget(_AREAS.get(d.area, left), docks[d.key])
                if d.under in docks:
                    self.splitDockWidget(docks[d.under], docks[d.key], Qt.Orientation.Vertical)
        for d in docks.values():
            d.show()
        w, h = self.width(), self.height()
        if "order" in docks:
            left_docks = [docks["order"]] + [docks[d.key] for d in self.board.ui.docks if d.area == "left"]
            if len(left_docks) > 1:
                self.resizeDocks(left_docks, [330] + [420] * (len(left_docks) - 1), Qt.Orientation.Vertical)
            self.resizeDocks([docks["now"], docks["sheets"]], [h * 3 // 5, h * 2 // 5], Qt.Orientation.Vertical)
            self.resizeDocks([docks["order"], docks["now"]], [max(260, w // 6), max(420, w * 7 // 24)],
                             Qt.Orientation.Horizontal)
        if held:
            self.resizeDocks([docks["log"], *(docks[k] for k in held)], [500] + [900 // len(held)] * len(held),
                             Qt.Orientation.Horizontal)
            self.resizeDocks([docks["log"], docks["dice"]], [int(h * 0.16), 110], Qt.Orientation.Vertical)
        else:
            self.resizeDocks([docks["log"], docks["dice"]], [900, 360], Qt.Orientation.Horizontal)
            self.resizeDocks([docks["log"]], [int(h * 0.2)], Qt.Orientation.Vertical)

    def _layout_key(self) -> str | None:
        return DOCKS.format(self.board.ruleset) if self.board is not None else None

    def restore_layout(self, geometry: bool = True) -> bool:
        """The window's size and place (``geometry``), and this ruleset's docks as the GM left them. A value that
        is not a saved layout (a hand-edited settings file) is ignored: the default stays."""
        if geometry:
            self._restore_geometry()
        key = self._layout_key()
        state = self.settings.value(key) if key is not None else None
        # docks not restored keep the default layout: noted, to be kept as it is first painted
        self._docks_by_default, self._default_docks = key is not None, None
        if state is None:
            return False
        from PySide6.QtCore import QByteArray     # (only then: its type is not built for a first start's paint)
        if not isinstance(state, QByteArray):
            return False
        if not self.restoreState(state, LAYOUT_VERSION):
            self.default_layout()
            return False
        self._docks_by_default = False
        return True

    def _restore_geometry(self) -> None:
        """The window's size and place as the GM left them (a window on screen stays where it is)."""
        geometry = self.settings.value(GEOMETRY)
        if geometry is not None and not self.isVisible():
            from PySide6.QtCore import QByteArray     # (only then: its type is not built for a first start's paint)
            if isinstance(geometry, QByteArray):
                self.restoreGeometry(geometry)

    def save_layout(self) -> None:
        """The window's size and place, and this ruleset's docks unless they are as the default layout first
        painted them: then none is kept, and the next start lays them out by default again rather than restoring
        them (QMainWindow.restoreState docks each dock again, and Qt makes its float and close icons anew for
        each: ~3 M instructions of a start)."""
        self.settings.setValue(GEOMETRY, self.saveGeometry())
        key = self._layout_key()
        if key is None:
            return
        state = self.saveState(LAYOUT_VERSION)
        if self._default_docks == (key, state):
            self.settings.remove(key)
        else:
            self.settings.setValue(key, state)

    def reset_layout(self) -> None:
        """View → Reset layout: every dock back in its place, shown, at its first size."""
        self.default_layout()
        key = self._layout_key()
        if key is not None:
            self.settings.remove(key)
            self._docks_by_default, self._default_docks = True, None

    # -- the start page ------------------------------------------------------------------------------------
    def _show_start_page(self) -> None:
        if self.start_page is None:
            # Built on first use: a battle opened at start-up never needs it
            self.start_page = self._build_start_page()
            self.stack.insertWidget(0, self.start_page)
            self._retranslate_start_page()
        self._fill_recent()
        self.stack.setCurrentWidget(self.start_page)

    def _build_start_page(self) -> QWidget:
        from PySide6.QtWidgets import QListWidget
        self.start_title = QLabel()
        self.start_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_title.setStyleSheet("font-size: 22pt; font-weight: bold;")
        # (Continue the last battle: the newest battle left unsaved, when there is one)
        slots = self.continue_last_battle, self.new_battle, self.open_demo, self.open_dialog, self.open_library
        self.start_continue, self.start_new, self.start_demo, self.start_open, self.start_library = buttons = [
            button(lambda _=False, slot=slot: slot()) for slot in slots]
        for b in buttons:
            b.setMinimumHeight(36)
        self.start_unsaved_title, self.start_recent_title = QLabel(), QLabel()
        self.start_unsaved, self.start_recent = QListWidget(), QListWidget()
        for listing in (self.start_unsaved, self.start_recent):
            listing.setMaximumWidth(520)
        self.start_unsaved.itemActivated.connect(
            lambda item: self.continue_battle(item.data(Qt.ItemDataRole.UserRole)))
        self.start_recent.itemActivated.connect(lambda item: self.open_path(item.data(Qt.ItemDataRole.UserRole)))
        lists = hbox(1, vbox(self.start_unsaved_title, self.start_unsaved),
                     vbox(self.start_recent_title, self.start_recent), 1)
        w = QWidget()
        vbox(1, self.start_title, hbox(1, *buttons, 1), lists, 2, parent=w)
        return w

    def _retranslate_start_page(self) -> None:
        self.start_title.setText(self.tr("Virtual tabletop"))
        self.start_new.setText(self.tr("New battle…"))
        self.start_demo.setText(self.tr("Demo battle"))
        self.start_open.setText(self.tr("Open…"))
        self.start_library.setText(self.tr("Library…"))
        self.start_continue.setText(self.tr("Continue the last battle"))
        self.start_unsaved_title.setText(self.tr("Battles not saved"))
        self.start_recent_title.setText(self.tr("Recent files"))
        self._fill_recent()

    # -- a battle comes to the table --------------------------------------------------------------------------
    def _on_session_replaced(self) -> None:
        c = self.controller
        has = c.session is not None
        self._close_sheet_docks()                   # another battle: other participants
        log = self.docks["log"]
        if not has:                                 # the start page: no log (the dice box stays)
            if self._log_before_start is None:
                self._log_before_start = not log.isHidden()
            log.hide()
        elif self._log_before_start is not None:    # back from it: the log as the GM had it
            log.setVisible(self._log_before_start)
            self._log_before_start = None
        if has and self.board is None:
            self._build_board()                     # (its layout restored: the GM's docks, the log's too)
            self._keep_pictures()
            if self._table_again is not None:
                self._table_view_again()
        if has:
            self.stack.setCurrentWidget(self.map_holder)
            self._follow_actors(force=True)
        else:
            self._show_start_page()
        self._enable_for_battle()
        self._update_actions()
        self._update_title()

    def _enable_for_battle(self) -> None:
        has = self.controller.session is not None
        for key in WITH_A_BATTLE:
            a = self.act.get(key)                   # (an action not made yet is enabled as it is made)
            if a is not None:
                a.setEnabled(has)

    def _update_actions(self) -> None:
        s = self.controller.session
        if s is None:
            return
        self.act["undo"].setEnabled(s.can_undo)
        self.act["redo"].setEnabled(s.can_redo)
        # the rest is the battle's, its ruleset's and the board's, and whether it has begun: said again when one of
        # them changed, not at each command (a move among 200 asked the printer's name and told the map action's
        # tip again: docs/gui.md, "The fourteenth round (what every move shares)")
        said, last = (s, self.board, not s.log, current_language()), self._actions_said
        if last is not None and said[0] is last[0] and said[1] is last[1] and said[2:] == last[2:]:
            return
        self._actions_said = said
        ui = self.board.ui if self.board is not None else contributions.NOTHING
        self.act["gm"].setEnabled(hasattr(s.ruleset, "gm_forms"))
        self._say_map_action(ui.map_editor is not None, not s.log)
        printable = contributions.printer_name(s) is not None   # (the printer is imported when first used)
        for key in ("print", "print_blank", "pdf"):
            a = self.act.get(key)
            if a is not None:
                a.setEnabled(printable)

    def _say_map_action(self, offered: bool, before_start: bool) -> None:
        """GM → Edit the map…: not offered where the ruleset declares no map editor (its map is fixed); greyed once
        the battle has begun, saying why (its tooltip in the menu, and the status bar's tip)."""
        a = self.act["map"]
        a.setVisible(offered)
        a.setEnabled(offered and before_start)
        why = "" if before_start else self.tr("The map is drawn before the battle starts: undo back to its start to "
                                              "draw it again")
        a.setToolTip(why)
        a.setStatusTip(why)

    def _on_changed(self, events) -> None:
        if self.controller.session is None:
            return
        if events:
            self._follow_actors()
            self._focus_after_command()
        self._update_actions()
        if events:
            self._clear_warning()
            self._autosave_timer.start()
        self._update_title()

    def _clear_warning(self) -> None:
        """A warning of an earlier refusal (or of a file not opened) no longer stands."""
        if self.error_label.text():       # clearing an empty label still lays the status bar out again
            self.error_label.clear()
            self.error_label.setToolTip("")
        if self.statusBar().currentMessage():
            self.statusBar().clearMessage()

    def _follow_actors(self, force: bool = False) -> None:
        """When someone new has to act or choose, her sheet comes up (the first of them), else whose turn it is; until
        that changes the GM's own choice of sheet stands (a reaction window in between changes nothing)."""
        if self.sheets is None:
            return
        view = self.controller.view()
        awaited = view.awaited
        if awaited is self._awaited_seen and not force:
            return          # the very same records (the rulesets keep them: a move among 200): who acts is as then
        self._awaited_seen = awaited
        # nobody to act or choose (hundred's window before the damage, where only a higher card may interrupt): the
        # one whose turn it is
        acting = tuple(a.who for a in awaited if a.kind in (ACT, CHOOSE) and a.who) or tuple(sorted(view.acting()))
        if not acting and not force:
            return
        if acting != self._acting or force:
            self._acting = acting
            if acting and follows_actors(self.settings):
                self.sheets.show_participant(acting[0])

    # -- commands ------------------------------------------------------------------------------------------
    def issue(self, command) -> bool:
        """Every gesture's command passes here (the controller attaches the physical dice typed)."""
        return self.controller.do(command)

    def undo(self) -> bool:
        return self._went_back_or_on(self.controller.undo() if self.controller.session is not None else False)

    def redo(self) -> bool:
        return self._went_back_or_on(self.controller.redo() if self.controller.session is not None else False)

    def _went_back_or_on(self, done: bool) -> bool:
        """After an undo or a redo the sheet shows who acts now, whatever sheet the GM had turned to meanwhile (an
        enemy's, to react with it): the battle is elsewhere than she left it."""
        if done:
            self._follow_actors(force=True)
        return done

    def focus_dice_box(self, field: str = "expression") -> None:
        """The dice box brought up, the focus in its ``field``: the expression to roll, or the dice typed."""
        self.docks["dice"].show()
        self.docks["dice"].raise_()
        getattr(self.dice, field).setFocus()

    def focus_now(self) -> None:
        """The focus to the Now panel (its keys, 1–9 and Space, press its buttons): out of a field of the dice
        box when the GM is done typing there, and after each command."""
        if self.now is not None and self.now.isVisible():
            self.now.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        focused = QApplication.focusWidget()
        if focused is not None and focused.window() is self:
            focused.clearFocus()                     # (no Now panel on show: the window's keys act anyway)

    def _focus_after_command(self) -> None:
        """After a command the focus returns to the Now panel, unless the GM is typing in a text field (the AI
        plays on while she types the next dice) or works in another window (the table view, a dialog)."""
        focused = QApplication.focusWidget()
        if focused is None or (focused.window() is self and not shortcuts.typing_in(focused)):
            self.focus_now()

    def show_error(self, text: str) -> None:
        _warn(self.error_label, text, text)
        self.statusBar().showMessage(text, 10000)

    # -- the sheets -----------------------------------------------------------------------------------------
    def _show_sheet_of(self, pid: str) -> None:
        if self.sheets is not None:
            self.sheets.show_participant(pid)

    def _activate_participant(self, pid: str) -> None:
        self._show_sheet_of(pid)
        if self.board is not None:
            self.board.docks["sheets"].show()
            self.board.docks["sheets"].raise_()

    def step_sheet(self, step: int) -> None:
        if self.sheets is not None:
            self.sheets.step(step)

    def marker_menu(self, pid: str):
        """A marker's right-click menu: the GM's overrides of her sheet, her sheet brought up beside it
        (the sheets' ``participant_menu``, where the ruleset's sheets have one; else the ruleset's GM forms that name
        a participant, each opening GM command… for her)."""
        self._activate_participant(pid)
        menu = getattr(self.sheets, "participant_menu", None)
        if menu is not None:
            return menu(pid)
        from vtt.ui.widgets.gm_dialog import forms_menu          # (the generic sheet: the ruleset's GM forms for her)
        return forms_menu(self.controller, pid, self.open_gm_form, self)

    def _pop_up_marker_menu(self, pid: str, at) -> None:
        menu = self.marker_menu(pid)
        if menu is not None:
            menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            menu.popup(at)

    def open_sheet_dock(self, pid: str | None = None) -> QDockWidget | None:
        """Her sheet (the one on show if no one is named) in a dock of its own, beside the sheets: the GM
        tiles sheets side by side, floats them or tabs them again. One dock per participant."""
        if self.sheets is None:
            return None
        if pid is None:
            pid = self.sheets.current_participant()
        c = self.controller
        if pid is None or c.view(GM_VIEWER).token(pid) is None:
            return None
        d = self.sheet_docks.get(pid)
        if d is None:
            sheet = contributions.pick(self.board.ui, "sheet", contributions.default_sheet)(c, pid)
            _hear(sheet, command_requested=self.issue)
            d = self._dock(f"sheet_{pid}", sheet)
            d.setWindowTitle(c.token_name(c.view(GM_VIEWER).token(pid)))
            d.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            d.destroyed.connect(lambda *_, pid=pid: self.sheet_docks.pop(pid, None))
            self.sheet_docks[pid] = d
            self.splitDockWidget(self.board.docks["sheets"], d, Qt.Orientation.Vertical)
        d.show()
        d.raise_()
        return d

    def _close_sheet_docks(self) -> None:
        from shiboken6 import Shiboken
        for d in list(self.sheet_docks.values()):
            self.removeDockWidget(d)
            Shiboken.delete(d)               # now: its sheet must not hear of the next battle
        self.sheet_docks.clear()

    # -- files -------------------------------------------------------------------------------------------------
    def _replace(self, session, path=None, journal=None, saved: bool = False) -> None:
        """Play ``session`` from now on (opened from ``path``; continued from its ``journal``, which it
        keeps writing). ``saved``: a file holds it as it stands."""
        self._autosave_timer.stop()
        self._journal = None
        self._journal_path = Path(journal) if journal is not None else None
        self.controller.set_session(session, path=None if path is None else str(path))
        self._clear_warning()         # (one about the battle dropped, or a file not opened, is not this one's)
        s = self.controller.session
        self._saved_at = (s, len(s.log), s.log[-1] if s.log else None) if saved else None
        self._update_title()
        self.activateWindow()
        # the crashed battle taken up, or another begun: the offer gives way (File → Continue still lists a battle
        # left unsaved; the banner stayed all session)
        self._withdraw_recovery()

    def unsaved(self) -> bool:
        """Whether the battle has commands no file holds (a battle with none has nothing to lose)."""
        s = self.controller.session
        if s is None or not s.log:
            return False
        at = self._saved_at
        return at is None or at[0] is not s or at[1] != len(s.log) or at[2] is not s.log[-1]

    def leave_unsaved_ok(self) -> bool:
        """Before this battle is dropped (New battle, Open, Continue, Close): Save, Discard or Cancel, when
        it has commands no file holds. True to go on; a discarded battle's journal goes with it."""
        if not self.unsaved():
            return True
        return ask.save_discard_or_cancel(
            self, self.tr("Unsaved battle"),
            self.tr("This battle has commands that no file holds. Save it before it is closed? (Discard "
                    "throws its autosave journal away too.)"),
            self.save, self._forget_journal)

    def _forget_journal(self) -> None:
        journals.forget(self._journal_path)
        self._journal, self._journal_path = None, None

    def ask_ruleset(self, title: str) -> str | None:
        """The rules system the GM picks (with only one known: that one)."""
        ids = registry.ids()
        if len(ids) == 1:
            return ids[0]
        from PySide6.QtWidgets import QInputDialog
        names = {system_name(r): r for r in ids}
        current = self.controller.session.ruleset.name if self.controller.session is not None else None
        start = ids.index(current) if current in ids else 0
        name, ok = QInputDialog.getItem(self, title, self.tr("Rules system:"), list(names), start, False)
        return names[name] if ok else None

    def open_demo(self, ruleset: str | None = None) -> bool:
        """A ruleset's demo battle (the GM picks the ruleset when several are known)."""
        ruleset = ruleset or self.ask_ruleset(self.tr("Demo battle"))
        if ruleset is None or not self.leave_unsaved_ok():
            return False
        self._replace(registry.get(ruleset).demo_session())
        return True

    def battle_choices(self, system) -> list[tuple[str, object]]:
        """What File → New battle… offers for ``system``: the encounter builder (where its scenario model
        says how: vtt.workshop.encounter), its demo battle, each sample scenario, each of the GM's own
        scenarios in the library (by its name in the interface language), and any scenario file: (label,
        BUILD | DEMO | a scenario path | OTHER_FILE)."""
        from vtt.workshop.encounter import can_build      # the workshop is not imported before the first paint
        lang = current_language()
        out = [(self.tr("Build an encounter…"), BUILD)] if can_build(system) else []
        out.append((self.tr("The demo battle"), DEMO))
        hook = getattr(system, "sample_scenarios", None)
        demo = getattr(system, "demo_scenario", lambda: None)()
        for path in (hook() if hook is not None else []):
            if demo is not None and Path(path).resolve() == Path(demo).resolve():
                continue                      # (offered above, as the demo battle: not twice)
            try:
                import json           # (here: not at the first paint, docs/gui.md "The twelfth round")
                data = json.loads(Path(path).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue                      # a broken sample is not offered (opening it would say where)
            name = (data.get("name_ja") if lang == "ja" else None) or data.get("name") or Path(path).stem
            out.append((name, Path(path)))
        for entry in self._library_scenarios(system.id):
            out.append((self.tr("{0} (my library)").format(entry.label(lang)), entry.path))
        out.append((self.tr("A scenario file…"), OTHER_FILE))
        return out

    def library(self):
        """The GM's library (vtt.workshop.library), at the folder Settings remember."""
        from vtt.ui.workshop.editor import open_library
        return open_library(self.settings)

    def _library_scenarios(self, system_id: str) -> list:
        try:
            entries = self.library().entries(system_id, "scenario")
        except (VttError, OSError):
            return []
        return [e for e in entries if not e.sample and e.error is None]

    def new_battle(self, ruleset: str | None = None, choice: str | None = None) -> bool:
        """File → New battle…: the GM picks the rules system (when several are known), then the encounter
        builder, its demo, a sample scenario, one of her own in the library, or a scenario file (``choice``:
        a label of battle_choices; None: ask). Asks first when the battle on the table has commands no file
        holds (for the builder: when its battle starts)."""
        if ruleset is None:
            ruleset = self.ask_ruleset(self.tr("New battle"))
            if ruleset is None:
                return False
        system = registry.get(ruleset)
        choices = self.battle_choices(system)
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
            return self.open_dialog(self.library().folder(system.id, "scenario"))
        if what == BUILD:
            return self.open_builder(system.id) is not None
        if what == DEMO:
            return self.open_demo(system.id)
        return self.open_path(what)

    def open_builder(self, system_id: str, path=None):
        """The encounter builder on a new encounter (or the scenario ``path``): its Start the battle hands
        the battle to this window."""
        builder = contributions.load(BUILDER)(system_id, path, on_start=self.start_built)
        builder.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.builder = builder
        builder.show()
        return builder

    def start_built(self, session, path=None) -> "MainWindow | None":
        """The encounter builder's battle, played here (None: the GM kept the battle on the table)."""
        if not self.leave_unsaved_ok():
            return None
        self._replace(session, path)
        self.show()
        self.raise_()
        return self

    def open_dialog(self, folder=None) -> bool:
        from PySide6.QtWidgets import QFileDialog     # the file dialogs are imported when first opened
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a battle or scenario"),
                                              str(folder) if folder is not None else self._last_dir(),
                                              self.tr("Battles and scenarios (*.json)"))
        return self.open_path(path) if path else False

    def open_path(self, path) -> bool:
        """A scenario or saved battle of any ruleset (its file names it) replaces the one on the table; a
        broken file is reported with where it broke, and the battle stays."""
        from vtt.core.game_file import open_session
        try:
            session = open_session(path)
        except (OSError, VttError, ValueError) as e:
            self.show_error(str(e))
            if not Path(path).exists() and str(Path(path).resolve()) in self.recent_files():
                self._forget_recent(str(Path(path).resolve()))     # gone (moved, deleted): not offered again
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.tr("Not opened"), str(e))
            return False
        if not self.leave_unsaved_ok():
            return False
        self._replace(session, path, saved=self._is_battle_file(path))
        self.add_recent(str(path))
        return True

    @staticmethod
    def _is_battle_file(path) -> bool:
        """Only a saved battle is saved over; a scenario opened from the resources never is."""
        try:
            data = files.read_json(path)
        except VttError:
            return False
        return isinstance(data, dict) and data.get("kind") == "battle"

    def save(self) -> bool:
        path = self.controller.path
        if path and str(path).endswith(".json") and self._is_battle_file(path):
            return self.save_to(path)
        return self.save_as()

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save battle"), str(self.offered_save_path()),
                                              self.tr("Battles (*.json)"))
        return self.save_to(path) if path else False

    def offered_save_path(self) -> Path:
        """Where File → Save offers to write the battle: the folder a battle was last saved in (else the
        battles' folder under the data folder), and a name from the battle: its name and today's date, as a
        file name any system takes ("ambush_at_the_ford-2026-11-29.json")."""
        import time
        from vtt.workshop.library import file_stem
        folder = self.save_folder()
        s = self.controller.session
        name = getattr(s.state, "name", "") if s is not None else ""
        stem = f"{file_stem(name or 'battle')}-{time.strftime('%Y-%m-%d')}"
        path = folder / f"{stem}.json"
        n = 2
        while path.exists():                        # never offered over another battle
            path = folder / f"{stem}-{n}.json"
            n += 1
        return path

    def save_folder(self) -> Path:
        """The folder a battle was last saved in, while it is there; else ``battles`` under the data folder."""
        last = self.settings.value(LAST_SAVE_FOLDER)
        if isinstance(last, str) and last and Path(last).is_dir():
            return Path(last)
        folder = self.data_dir / BATTLES
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()
        return folder

    def save_to(self, path) -> bool:
        from vtt.core.game_file import save_battle
        try:
            save_battle(self.controller.session, path)
        except (OSError, VttError) as e:
            self.show_error(str(e))
            return False
        self.controller.path = str(path)
        self.settings.setValue(LAST_SAVE_FOLDER, str(Path(path).resolve().parent))
        s = self.controller.session
        self._saved_at = (s, len(s.log), s.log[-1] if s.log else None)
        self._forget_journal()          # the file holds it now; a command after this starts the journal again
        self.add_recent(str(path))
        self._update_title()
        self.controller.message.emit(self.tr("Saved {0}").format(path))
        return True

    def offered_beside(self, name: str) -> Path:
        """Where a file made from the battle is offered (its sheets' PDF, printed or exported, its log), one way for
        every ruleset: beside the battle's file and named after it ("fight-sheets.pdf"), not in the folder the
        program was started from; a battle with no file yet: ``name`` in the folder of the last recent file, else
        in the user's documents folder."""
        battle = self.controller.path
        folder = paths.writable_folder(battle, self._last_dir(documents=True))
        return Path(folder) / (f"{Path(battle).stem}-{name}" if battle else name)

    def _last_dir(self, documents: bool = False) -> str:
        """The folder of the last recent file; none: the user's documents folder (``documents``, where it exists)
        or home. A folder to write in (``documents``) is never one of the program's shipped samples' (read-only
        where vtt is installed; t60: a sample's sheets were offered beside it)."""
        recent = [p for p in self.recent_files() if not (documents and paths.shipped(p))]
        if recent:
            return str(Path(recent[0]).parent)
        return paths.documents_folder() if documents else str(Path.home())

    def recent_files(self) -> list[str]:
        return settings_list(self.settings, "recent")

    def add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        files = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent", files[:MAX_RECENT])
        self._fill_recent()

    def _forget_recent(self, path: str) -> None:
        self.settings.setValue("recent", [p for p in self.recent_files() if p != path])
        self._fill_recent()

    def _fill_recent(self) -> None:
        recent = self.recent_files()
        self.menu_recent.clear()
        for p in recent:
            self.menu_recent.addAction(p).triggered.connect(lambda _=False, p=p: self.open_path(p))
        self.menu_recent.setEnabled(bool(recent))
        if self.start_page is not None:
            from PySide6.QtWidgets import QListWidgetItem
            unsaved = self.recent_battles()
            self.start_continue.setVisible(bool(unsaved))
            # each list: (its text, what opening it opens) per entry; shown with its title while it has any
            for listing, title, rows in ((self.start_recent, self.start_recent_title, [(p, p) for p in recent]),
                                         (self.start_unsaved, self.start_unsaved_title,
                                          [(self._journal_label(e), str(e.path)) for e in unsaved])):
                listing.clear()
                for text, opened in rows:
                    item = QListWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, opened)
                    listing.addItem(item)
                listing.setVisible(bool(rows))
                title.setVisible(bool(rows))
                frame = 2 * listing.frameWidth() + listing.verticalScrollBar().sizeHint().width()   # as wide as its
                listing.setMinimumWidth(min(listing.maximumWidth(), listing.sizeHintForColumn(0) + frame))  # entries

    # -- the journals: a battle not saved is never lost --------------------------------------------------------
    @property
    def autosave_path(self) -> Path | None:
        """This battle's journal (None until its first command is autosaved)."""
        return self._journal_path

    def autosave(self) -> bool:
        """Append the new commands to this battle's own journal (a crash loses at most the last line)."""
        s = self.controller.session
        if getattr(s, "setup_json", None) is None or self.autosave_error is not None:
            return False
        if self._saved_at is not None and not self.unsaved():
            # the file holds the battle as it stands (a command and Save in one turn of the event loop): a
            # journal now would list a saved battle under Continue, and ask "unsaved?" when continued
            self._forget_journal()
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
            self.show_error(self.tr("Autosave failed: {0}").format(e))
            self._autosave_mark(self.tr("Autosave is failing"), str(e))
            return False
        if self._autosave_label is not None:
            self._autosave_label.setVisible(False)
        return True

    @property
    def autosave_label(self) -> QLabel:
        """The status bar's mark while autosave is failing (made when first shown; cleared by a good write)."""
        if self._autosave_label is None:
            self._autosave_label = QLabel()
            self.statusBar().addPermanentWidget(self._autosave_label)
        return self._autosave_label

    def _autosave_mark(self, text: str, tip: str) -> None:
        _warn(self.autosave_label, text, tip)
        self.autosave_label.setVisible(True)

    def recent_battles(self) -> list:
        """The journals of battles of any ruleset neither saved nor discarded, the newest first (not the
        battle on the table now)."""
        ids = set(registry.ids())
        return [e for e in journals.recent(self.data_dir, most=len(ids) * journals.LISTED + 1)
                if e.path != self._journal_path and e.path.name.split("-", 1)[0] in ids][:journals.LISTED]

    def _journal_label(self, e) -> str:
        from PySide6.QtCore import QDateTime
        when = QDateTime.fromSecsSinceEpoch(int(e.modified)).toString("yyyy-MM-dd HH:mm")
        name = e.name_ja if current_language() == "ja" and e.name_ja else e.name
        ruleset = e.path.name.split("-", 1)[0]
        known = ruleset in registry.ids()
        return f"{name} — {system_name(ruleset) if known else ruleset} — {when}"

    def _fill_continue_menu(self) -> None:
        menu = self.menu_continue
        menu.clear()
        entries = self.recent_battles()
        for e in entries:
            menu.addAction(self._journal_label(e)).triggered.connect(
                lambda _=False, p=e.path: self.continue_battle(p))
        if not entries:
            menu.addAction(self.tr("(no battle left unsaved)")).setEnabled(False)

    def continue_battle(self, path) -> bool:
        """A battle left unsaved (a crash, a window closed without asking), from its journal: it goes on in
        that journal, and undo reaches back through all of it."""
        from vtt.core.journal import load_journal, read_journal
        if not self.leave_unsaved_ok():
            return False
        try:
            session = load_journal(path)
        except (OSError, VttError, ValueError) as e:
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.tr("Not continued"), str(e))
            return False
        saved = self._file_holding(session)
        if saved is not None:        # the journal ends at its last save: the file holds it, nothing is unsaved
            journals.forget(path)
            self._replace(session, saved, saved=True)
        else:
            self._replace(session, journal=path)
        text = self.tr("Continued the battle (commands: {0})").format(len(session.log))
        try:
            if read_journal(path).tail_skipped:
                text += " " + self.tr("(a last line the crash cut short was left out)")
        except (OSError, VttError, ValueError):
            pass
        self.statusBar().showMessage(text, 8000)
        return True

    def _file_holding(self, session) -> Path | None:
        """A saved battle among the recent files that holds ``session`` as it stands (the same commands with
        their dice, the same state), else None."""
        from vtt.core.game_file import open_session
        commands = [r.command for r in session.log]
        for p in self.recent_files():
            try:
                data = files.read_json(p)   # (a regular file under the size every reader keeps to, any JSON)
            except VttError:
                continue
            if (not isinstance(data, dict) or data.get("kind") != "battle" or data.get("ruleset") != session.ruleset.name
                    or not isinstance(data.get("log"), list) or len(data["log"]) != len(commands)):
                continue                                   # (only a likely one is replayed)
            try:
                held = open_session(p)
            except (OSError, VttError, ValueError):
                continue
            if [r.command for r in held.log] == commands and held.snapshot() == session.snapshot():
                return Path(p)
        return None

    def continue_last_battle(self) -> bool:
        """The start page's "Continue the last battle": the newest battle left unsaved."""
        entries = self.recent_battles()
        return self.continue_battle(entries[0].path) if entries else False

    def mark_clean_exit(self) -> None:
        try:
            (self.data_dir / CLEAN_EXIT).write_text("clean exit\n", encoding="utf-8")
        except OSError:
            pass                         # no marker: the next start offers the journal, nothing lost

    def _crashed_entry(self):
        """The newest journal written after the last clean exit, what a crash left: its entry of File →
        Continue (its battle's name, ruleset and time), or None."""
        if self.autosave_error is not None:
            return None
        entries = self.recent_battles()
        if not entries:
            return None
        marker = self.data_dir / CLEAN_EXIT
        newest = entries[0]
        if marker.exists() and marker.stat().st_mtime >= newest.modified:
            return None
        return newest

    def check_recovery(self) -> bool:
        """After a crash, offer the battle it left (its journal is kept until it is saved or discarded)."""
        entry = self._crashed_entry()
        if entry is None:
            return False
        self._crashed = entry.path
        self._crashed_label = lambda: self._journal_label(entry)      # (said again in another language)
        self._retranslate_banner()
        # styled when first shown: a style sheet restyles through QStyleSheetStyle, not needed when hidden
        self.banner.setStyleSheet("#recoveryBanner { background: #fff4ce; border-bottom: 1px solid #e0c060; }")
        self.banner.show()
        return True

    def _say_recovery(self) -> None:
        """The banner's question names the battle it would bring back, as File → Continue does."""
        label = self._crashed_label
        if label is not None:
            self.banner_text.setText(self.tr("The last session did not end cleanly. Recover the autosaved "
                                             "battle ({0})?").format(label()))

    def _withdraw_recovery(self) -> Path | None:
        """The banner's offer withdrawn (hidden); the journal it offered, or None."""
        path, self._crashed = self._crashed, None
        if self._banner is not None:
            self._banner.hide()
        return path

    def recover(self) -> bool:
        path = self._withdraw_recovery()          # the battle the banner offered, not the newest one now
        if path is None:
            return False
        ok = self.continue_battle(path)
        if ok:
            self.controller.message.emit(self.tr("Recovered the autosaved battle (commands: {0})")
                                         .format(len(self.controller.session.log)))
        return ok

    def discard_recovery(self) -> None:
        """The crashed battle is not wanted: its journal goes."""
        journals.forget(self._withdraw_recovery())
        self.mark_clean_exit()
        self._fill_recent()              # (the start page no longer offers it to continue)

    # -- other windows --------------------------------------------------------------------------------------
    def open_library(self):
        """The GM's library of the battle's ruleset (any, with none on the table): characters, monsters
        and scenarios (vtt/ui/workshop); a scenario's Start the battle plays it here."""
        from vtt.ui.workshop.library_window import open_library_window
        s = self.controller.session
        extras = contributions.load(self.board.ui.workshop_extras) if self.board is not None else None
        return open_library_window(self, s.ruleset.name if s is not None else None, self.settings,
                                   extras=extras(self) if extras is not None else {})

    def print_sheets(self, blank: bool = False) -> bool:
        """File → Print sheets…: the ruleset's own print dialog, else its sheets to a PDF."""
        s = self.controller.session
        if s is None:
            return False
        own = contributions.load(self.board.ui.print_dialog) if self.board is not None else None
        if own is not None:
            return own(self, blank)
        return self.export_sheets_pdf(blank)

    def export_sheets_pdf(self, blank: bool = False) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Print sheets to PDF"), str(self.offered_beside("sheets.pdf")),
                                              self.tr("PDF (*.pdf)"))
        if path and Path(path).suffix.lower() != ".pdf":      # (a name typed without it: a PDF all the same)
            path += ".pdf"
        return self.export_sheets_pdf_to(path, _paper(), blank) if path else False

    def export_sheets_pdf_to(self, path, paper: str = "a4", blank: bool = False) -> bool:
        """Every participant's sheet (the ruleset's printer) to a PDF: as the battle stands, or blank."""
        from vtt.ui.printers import printer_of
        printer = printer_of(self.controller.session)
        if printer is None:
            self.show_error(self.tr("This game has no printed sheets yet"))
            return False
        try:
            printer(self.controller.session, path, paper, blank)
        except (OSError, VttError, ValueError) as e:
            self.show_error(self.tr("The sheets could not be written: {0}").format(e))
            return False
        self.controller.message.emit(self.tr("Sheets written to {0}").format(path))
        return True

    def _table_view_again(self) -> None:
        """The players' screen, on show when a battle of another ruleset replaced the last, comes back at once with
        the new battle where it stood, themed and zoomed as the GM had it (it went until F5 was pressed again)."""
        from vtt.ui.table_view import TableView
        geometry, full, theme, scale = self._table_again
        self._table_again = None
        t = self.table_view = TableView(self.controller)
        t.set_theme(theme)
        t.set_scale(scale)
        t.setGeometry(geometry)
        if full:
            t.showFullScreen()
        else:
            t.show()

    def open_table_view(self):
        """The players' table view (vtt.ui.table_view): full screen on the last screen when there are two."""
        if self.controller.session is None:
            return None
        if self.table_view is None:
            from vtt.ui.table_view import TableView
            self.table_view = TableView(self.controller)
        from PySide6.QtGui import QGuiApplication
        self.table_view.show_on_screen(len(QGuiApplication.screens()) - 1)
        return self.table_view

    def open_gm_dialog(self):
        if self.controller.session is None or not hasattr(self.controller.ruleset, "gm_forms"):
            return None
        from vtt.ui.widgets.gm_dialog import GmDialog
        if self.gm_dialog is None:
            self.gm_dialog = GmDialog(self.controller, self)
        self.gm_dialog.show()
        return self.gm_dialog

    def open_gm_form(self, index: int, who: str):
        """GM command… on its ``index``-th form, ``who`` chosen in it (a marker's right-click menu)."""
        dialog = self.open_gm_dialog()
        if dialog is not None:
            dialog.choose_for(index, who)
        return dialog

    def open_map_picture(self):
        """GM → Map picture…: pick, place, dim or take away the picture under the map in the running battle
        (each change a GM's command: logged, undone with Undo, saved with the battle; vtt.core.battle_pictures)."""
        if self.controller.session is None:
            return None
        if self.map_picture_dialog is None:
            from vtt.ui.workshop.map_picture import battle_picture_dialog
            self.map_picture_dialog = battle_picture_dialog(self)
        self.map_picture_dialog.show()
        self.map_picture_dialog.raise_()
        return self.map_picture_dialog

    def edit_map(self) -> bool:
        """Before the first command: draw the zones (the ruleset's editor), and start over on them."""
        s = self.controller.session
        editor = contributions.load(self.board.ui.map_editor) if self.board is not None else None
        if editor is None or s is None or s.log:
            self.statusBar().showMessage(self.tr("The map is drawn before the battle starts"), 5000)
            return False
        session = editor(self, s)
        if session is None:
            return False
        if self._ai is not None:
            self._ai.keep_sides_once()            # (this battle started over: the AI plays on as the GM chose)
        self._replace(session)
        return True

    def open_simulate(self):
        """Solo → Simulate encounter…: the odds of this battle's scenario (its ruleset's first sample when the
        battle is not from a scenario file). Imported by name when first used: the window stays off the
        simulator's imports (pyproject's layers)."""
        if self.controller.session is None:
            return None
        dialog = contributions.load("vtt.ui.simulate_dialog:open_for_session")
        return dialog(self, self.controller.session, self.controller.path)

    @property
    def help(self):
        """The F1 overlay listing the keys."""
        if self._help is None:
            from vtt.ui.dialogs import HelpOverlay
            self._help = HelpOverlay(self.settings, self,
                                     lambda: self.board.ui.shortcuts if self.board is not None else (),
                                     lambda key: key not in self.act or self.act[key].isVisible())
        return self._help

    def open_settings_dialog(self) -> None:
        from vtt.ui.dialogs import SettingsDialog
        dlg = SettingsDialog(self.settings, self, self.board.ui.shortcuts if self.board is not None else ())
        if dlg.exec():
            self.apply_settings()

    def apply_settings(self) -> None:
        self.apply_shortcuts()
        install_language(self.settings.value("language", "en"))

    def set_language(self, lang: str) -> None:
        """Language → English / 日本語: live (every window follows), and kept for the next start."""
        install_language(lang)
        self.settings.setValue("language", lang)
        self._retranslate_menus()                  # (the Language menu's mark, if made)

    # -- solo play ----------------------------------------------------------------------------------------
    def _ensure_ai(self) -> None:
        if self._ai is not None:
            return
        from vtt.ui.widgets.ai_driver import AiDriver
        self._ai = AiDriver(self.controller, parent=self, hold_on_undo=True)
        self._ai.failed.connect(self.show_error)
        self._ai.held_changed.connect(self._on_ai_held)
        self._ai.stepped.connect(self._on_ai_stepped)
        self._add_ai_actions()

    def _add_ai_actions(self) -> None:
        """"AI plays …" per side of the ruleset on the table, and the AI's speed (the Solo menu)."""
        from vtt.ui.widgets.ai_driver import add_ai_actions
        self._fill_menus()                           # (they go before the Solo menu's separator)
        menu = self._ai_menu = QMenu(self)           # a holder: its actions go into the Solo menu
        self._ai_actions = add_ai_actions(menu, self._ai)
        for a in menu.actions():
            self.menu_solo.insertAction(self._ai_separator, a)

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

    def _on_ai_stepped(self, _command) -> None:
        """A question the AI's move raised takes the GM's keys only once she has seen it (a key pressed for
        the last one, as the AI answered it at once, is held back: DecisionPanel.hold_keys)."""
        if self.now is not None:
            self.now.hold_keys()

    def resume_ai(self) -> None:
        if self._ai is not None:
            self._ai.resume()

    @property
    def resume_button(self) -> QPushButton | None:
        """The Now panel's notice that the AI waits after an undo (Ctrl+R plays on), made when first shown."""
        if self._resume_button is None and self.now is not None:
            resume = self._resume_button = QPushButton()
            resume.setStyleSheet("QPushButton { background:#5a4a17; color:#ffe8a0; font-weight:bold; padding:6px }")
            resume.clicked.connect(lambda _=False: self.resume_ai())
            resume.setText(self.tr("The AI waits after the undo — Resume AI (Ctrl+R)"))
            self.now.add_notice(resume)
        return self._resume_button

    def _on_ai_held(self, held: bool) -> None:
        if self.now is not None and (held or self._resume_button is not None):
            self.now.show_notice(self.resume_button, held)
        self.act["resume_ai"].setEnabled(held)
        if held:
            self.statusBar().showMessage(self.tr("The AI waits after the undo: Resume AI (Ctrl+R) plays on"), 8000)

    # -- closing ----------------------------------------------------------------------------------------------
    def close_window(self) -> bool:
        """File → Close (and Quit): asks first about a battle no file holds; closes the table view with it."""
        if not self.leave_unsaved_ok():
            return False
        self._asked_to_leave = True
        return self.close()

    quit = close_window

    def closeEvent(self, e):
        # the window manager's close (the title bar's ×) asks like File → Close; a close() from code does not
        if e.spontaneous() and not self._asked_to_leave and not self.leave_unsaved_ok():
            e.ignore()
            return
        self._asked_to_leave = False
        self.save_layout()
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self.autosave()
        if self._journal is not None:
            self._journal.settle()       # its last lines on the disk before the window says it closed cleanly
        if self._ai is not None:
            for side in self._ai.sides:
                self._ai.set_side(side, False)
        self.mark_clean_exit()
        for w in (self.table_view, self.gm_dialog, self.map_picture_dialog):     # the players' screen goes with the GM's
            if w is not None:
                w.close()
        super().closeEvent(e)


def _warn(label: QLabel, text: str, tip: str) -> None:
    """A warning in the status bar's ``label``, red behind ⚠ (``tip``: its tooltip, the whole of it)."""
    label.setText(f"<span style='color:#b00020'>⚠ {text}</span>")
    label.setToolTip(tip)


def _hear(widget, **slots) -> None:
    """Each of ``widget``'s signals named in ``slots`` connected to its slot, where the widget has it (a ruleset's
    widget declares the signals it needs: a map without markers' menus, an order track that selects no one)."""
    for name, slot in slots.items():
        signal = getattr(widget, name, None)
        if signal is not None:
            signal.connect(slot)


def _paper() -> str:
    """The paper of the machine's locale: Letter in the United States, else A4."""
    from PySide6.QtCore import QLocale
    return "letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


def the_window(near=None) -> MainWindow:
    """The battle window a battle started elsewhere (the encounter builder, the library) goes to: the one
    ``near`` belongs to, else the one the application shows, else a new one (shown)."""
    from PySide6.QtWidgets import QApplication
    w = near
    while w is not None:
        if isinstance(w, MainWindow):
            return w
        w = w.parentWidget()
    for w in QApplication.topLevelWidgets():
        if isinstance(w, MainWindow) and w.isVisible():     # (a closed one waits to be deleted)
            return w
    window = MainWindow()
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window


def open_battle(session, path=None, near=None) -> MainWindow:
    """``session`` played in THE battle window (see the_window), which asks about the battle it has."""
    window = the_window(near)
    return window.start_built(session, path)
