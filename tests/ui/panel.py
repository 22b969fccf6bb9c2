"""Pressing the Now panel's buttons as a GM does, for the generic window's tests: a click once the button
stands on screen, and a command folded into a group (room was short) by a click on the group first."""
import shiboken6
from PySide6.QtCore import Qt


def _ready(button) -> bool:
    return shiboken6.isValid(button) and button.isVisible() and button.height() > 0


def click(qtbot, button):
    # a panel rebuilt a moment ago shows its new buttons by a queued call and lays them out after:
    # click once the button is on screen with its size
    qtbot.waitUntil(lambda: _ready(button), timeout=3000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def offered(panel) -> set[str]:
    """Every answer the panel offers now, on a button or in a folded group."""
    return set(panel.buttons) | set(panel.folded)


def press(qtbot, panel, label: str) -> None:
    """Click the button ``label``, opening its folded group (or turning its pages) first if it is in one. The
    button is looked up again while waiting: a panel rebuilt meanwhile (the AI played its side) has a new
    button of that label."""
    for _ in range(20):           # a folded group to open, pages to turn (#40: a long group is paged), Back
        if label in panel.buttons:
            break
        click(qtbot, panel.folded[label])
    qtbot.waitUntil(lambda: label in panel.buttons and _ready(panel.buttons[label]), timeout=3000)
    qtbot.mouseClick(panel.buttons[label], Qt.MouseButton.LeftButton)
