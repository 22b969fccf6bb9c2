"""Rows and columns of widgets, and a push button with its slot, each in one call: what the windows and
dialogs built line by line (a layout, then an ``addWidget`` per widget)."""
from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLayout, QPushButton, QVBoxLayout, QWidget


def fill(lay: QBoxLayout, *items, margin: int | None = None) -> QBoxLayout:
    """``items`` into ``lay``: a widget or a layout, an int (a stretch), a tuple (a widget or layout with its
    stretch, and alignment), None (nothing); ``margin`` around all (None: the style's)."""
    if margin is not None:
        lay.setContentsMargins(margin, margin, margin, margin)
    for item in items:
        args = item if isinstance(item, tuple) else (item,)
        if args[0] is None:
            continue
        if isinstance(args[0], int):
            lay.addStretch(args[0])
        elif isinstance(args[0], QLayout):
            lay.addLayout(*args)
        else:
            lay.addWidget(*args)
    return lay


def hbox(*items, parent: QWidget | None = None, margin: int | None = None) -> QHBoxLayout:
    """A row of ``items`` (see ``fill``), set on ``parent`` where one is given."""
    return fill(QHBoxLayout(parent) if parent is not None else QHBoxLayout(), *items, margin=margin)


def vbox(*items, parent: QWidget | None = None, margin: int | None = None) -> QVBoxLayout:
    """A column of ``items`` (see ``fill``), set on ``parent`` where one is given."""
    return fill(QVBoxLayout(parent) if parent is not None else QVBoxLayout(), *items, margin=margin)


def button(slot=None, text: str = "", enabled: bool = True) -> QPushButton:
    """A push button whose click calls ``slot`` (its text given now or by a retranslate)."""
    b = QPushButton(text)
    if slot is not None:
        b.clicked.connect(slot)
    b.setEnabled(enabled)
    return b
