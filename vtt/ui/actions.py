"""Menu actions made from their text without PySide building its QIcon type (~10 M instructions at start-up).

``QAction(text, parent)`` makes PySide weigh the constructor that takes an icon first, which builds the
QIcon type and its enums (ThemeIcon has some 160 members) though no icon is given; an action made on its
parent and given its text after does not."""
from __future__ import annotations

from PySide6.QtGui import QAction


def text_action(text: str, parent, checkable: bool = False) -> QAction:
    a = QAction(parent)
    a.setText(text)
    if checkable:
        a.setCheckable(True)
    return a
