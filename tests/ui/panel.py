"""Pressing the Now panel's buttons as a GM does, for the generic window's tests: a click once the button
stands on screen, and a command folded into a group (room was short) by a click on the group first."""
from PySide6.QtCore import Qt


def click(qtbot, button):
    # a panel rebuilt a moment ago shows its new buttons by a queued call and lays them out after:
    # click once the button is on screen with its size
    qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0, timeout=3000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def offered(panel) -> set[str]:
    """Every answer the panel offers now, on a button or in a folded group."""
    return set(panel.buttons) | set(panel.folded)


def press(qtbot, panel, label: str) -> None:
    """Click the button ``label``, opening its folded group first if it is in one."""
    if label not in panel.buttons:
        click(qtbot, panel.folded[label])
        qtbot.waitUntil(lambda: label in panel.buttons, timeout=3000)
    click(qtbot, panel.buttons[label])
