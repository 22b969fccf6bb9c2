"""Solo play in the Nechronica window: the generic AI driver (vtt.ui.widgets.ai_driver) with the menu
texts of this game's sides."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from vtt.ui.widgets import ai_driver as _generic
from vtt.ui.widgets.ai_driver import SPEEDS_MS, AiDriver  # noqa: F401


def add_ai_actions(menu, driver: AiDriver) -> dict:
    """"AI plays the enemies", "AI plays the dolls" and the "AI speed" submenu."""
    return _generic.add_ai_actions(menu, driver, {
        "enemies": QCoreApplication.translate("AiDriver", "AI plays the enemies"),
        "dolls": QCoreApplication.translate("AiDriver", "AI plays the dolls")})
