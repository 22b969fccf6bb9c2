"""A painted widget that draws one viewer's view of the battle at a scale (the table view's larger type)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from vtt.core.ruleset import TABLE_VIEWER, Viewer
from vtt.ui.widgets.battle_controller import follow


class ScaledView(QWidget):
    """Holds ``view`` (the viewer's, made again after every change) and ``scale``; paints in subclasses."""

    def __init__(self, controller, viewer: Viewer = TABLE_VIEWER, parent=None):
        super().__init__(parent)
        self.scale = 1.0
        follow(self, controller, viewer, True, self._on_changed)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.update()

    def _on_changed(self, _events=()) -> None:
        self.view = self.controller.view(self.viewer)
        self.update()
