"""The GM's window and the table view for a ruleset without a window of its own: built from the generic
widgets (zone map, order track, damage tracks, decision panel) and the ruleset's view, so a new system
plays at the table as soon as its rules answer the protocol (docs/architecture.md)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QFileDialog, QHBoxLayout, QLabel, QListWidget, QMainWindow, QMessageBox, QVBoxLayout,
                               QWidget)

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.ruleset import TABLE_VIEWER
from vtt.ui.i18n import current_language
from vtt.ui.theme import DARK, font
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.decision_panel import DecisionPanel
from vtt.ui.widgets.order_track import OrderTrack
from vtt.ui.widgets.segment_tracks import SegmentTracks
from vtt.ui.widgets.zone_map import ZoneMap


def system_name(session) -> str:
    system = registry.get(session.ruleset.name)
    return system.name_ja if current_language() == "ja" else system.name


class BattleWindow(QMainWindow):
    """Map in the middle; the turn order left; what is awaited, the selected participant's damage and
    the log right and below. Undo, redo, save and the table view in the menus."""

    def __init__(self, controller: BattleController, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.map = ZoneMap(controller)
        self.order = OrderTrack(controller)
        self.tracks = SegmentTracks(controller)
        self.panel = DecisionPanel(controller)
        self.log = QListWidget()
        self.table_view: TableWindow | None = None
        self.setCentralWidget(self.map)
        for title, widget, area in ((self.tr("Turn order"), self.order, Qt.DockWidgetArea.LeftDockWidgetArea),
                                    (self.tr("Now"), self.panel, Qt.DockWidgetArea.RightDockWidgetArea),
                                    (self.tr("Damage"), self.tracks, Qt.DockWidgetArea.RightDockWidgetArea),
                                    (self.tr("Log"), self.log, Qt.DockWidgetArea.BottomDockWidgetArea)):
            dock = QDockWidget(title, self)
            dock.setObjectName(f"dock_{widget.__class__.__name__}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
        self.map.token_clicked.connect(self.tracks.show_participant)
        self._menus()
        controller.changed.connect(self._on_changed)
        controller.error.connect(lambda text: self.statusBar().showMessage("⚠ " + text, 8000))
        self.setWindowTitle(f"vtt — {system_name(controller.session)}")
        self.resize(1400, 860)
        self._on_changed([])

    @classmethod
    def on_session(cls, session, path=None) -> "BattleWindow":
        """The window on ``session`` (opened from ``path``, if from a file), with its own controller."""
        window = cls(BattleController(session))
        window.controller.path = path
        return window

    def _menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self._action(file_menu, self.tr("Save as…"), QKeySequence.StandardKey.Save, self.save_as)
        self._action(file_menu, self.tr("Table view"), "F5", self.show_table_view)
        self._action(file_menu, self.tr("Close"), QKeySequence.StandardKey.Close, self.close)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("Undo"), QKeySequence.StandardKey.Undo, self.controller.undo)
        self.redo_action = self._action(edit, self.tr("Redo"), QKeySequence.StandardKey.Redo, self.controller.redo)

    def _action(self, menu, text, key, slot) -> QAction:
        a = QAction(text, self)
        a.setShortcut(QKeySequence(key))
        a.triggered.connect(lambda _=False: slot())
        menu.addAction(a)
        return a

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
        self.undo_action.setEnabled(s.can_undo)
        self.redo_action.setEnabled(s.can_redo)

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

    def show_table_view(self) -> "TableWindow":
        if self.table_view is None:
            self.table_view = TableWindow(self.controller)
        self.table_view.show()
        return self.table_view


class TableWindow(QWidget):
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
        self.order = OrderTrack(controller, TABLE_VIEWER)
        lay = QVBoxLayout(self)
        lay.addWidget(self.banner)
        row = QHBoxLayout()
        row.addWidget(self.order, 1)
        row.addWidget(self.map, 4)
        lay.addLayout(row, 1)
        controller.changed.connect(self._on_changed)
        self.setWindowTitle(f"vtt — {system_name(controller.session)} — table")
        self.resize(1280, 720)
        self._on_changed()

    def _on_changed(self, _events=()) -> None:
        view = self.controller.view(TABLE_VIEWER)
        self.banner.setText(self.controller.text(view.banner) if view.banner is not None else "")
        self.banner.setVisible(view.banner is not None)
