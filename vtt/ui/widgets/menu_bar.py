"""The window's menu bar, drawn from a kept picture while its menus, the one under the pointer, highlighted or
open, and its colours are the same (rows.KeptRender): the whole window repainted after a move copies it (Fusion
draws its gradient and shapes every title again at each paint: ~1 M instructions, a twentieth of a move's
repaint)."""
from __future__ import annotations

from PySide6.QtWidgets import QMenuBar

from vtt.ui.widgets.rows import KeptRender


class KeptMenuBar(KeptRender, QMenuBar):
    _hovered = None                  # the menu under the pointer (its title lit in some styles)

    def kept_key(self) -> tuple:
        menus = tuple((a.text(), a.isEnabled(), a.isVisible(), a.menu() is not None and a.menu().isVisible())
                      for a in self.actions())
        return (menus, self.activeAction(), self._hovered, self.isActiveWindow(), self.hasFocus(),
                self.underMouse(), self.isEnabled(), self.palette().cacheKey(), self.font().key())

    def mouseMoveEvent(self, event) -> None:
        self._hovered = self.actionAt(event.position().toPoint())
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._hovered = None
        super().leaveEvent(event)
