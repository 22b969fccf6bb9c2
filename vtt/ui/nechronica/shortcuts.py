"""The GM's keyboard: named commands, their default keys, and rebinding kept in QSettings."""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings
from PySide6.QtGui import QKeySequence


class Binding(NamedTuple):
    id: str
    label: str           # English source text; shown through tr() in the "Shortcuts" context
    keys: tuple[str, ...]


DEFAULTS: tuple[Binding, ...] = (
    Binding("new", QT_TRANSLATE_NOOP("Shortcuts", "New battle"), ("Ctrl+N",)),
    Binding("open", QT_TRANSLATE_NOOP("Shortcuts", "Open battle"), ("Ctrl+O",)),
    Binding("save", QT_TRANSLATE_NOOP("Shortcuts", "Save battle"), ("Ctrl+S",)),
    Binding("save_as", QT_TRANSLATE_NOOP("Shortcuts", "Save battle as"), ("Ctrl+Shift+S",)),
    Binding("undo", QT_TRANSLATE_NOOP("Shortcuts", "Undo the last command"), ("Ctrl+Z",)),
    Binding("redo", QT_TRANSLATE_NOOP("Shortcuts", "Redo"), ("Ctrl+Shift+Z", "Ctrl+Y")),
    Binding("start", QT_TRANSLATE_NOOP("Shortcuts", "Start the battle"), ("Ctrl+B",)),
    Binding("next_count", QT_TRANSLATE_NOOP("Shortcuts", "Next count"), ("N",)),
    Binding("use", QT_TRANSLATE_NOOP("Shortcuts", "Use the selected maneuver"), ("U",)),
    Binding("wait", QT_TRANSLATE_NOOP("Shortcuts", "Wait (待機): the doll of the sheet shown, or the only one who acts"),
            ("W",)),
    Binding("pass", QT_TRANSLATE_NOOP("Shortcuts", "Pass: close the reaction window"), ("P",)),
    Binding("confirm", QT_TRANSLATE_NOOP("Shortcuts", "Confirm the current choice"), ("Ctrl+Return",)),
    Binding("roll", QT_TRANSLATE_NOOP("Shortcuts", "Roll dice (focus the dice box)"), ("R",)),
    Binding("dice_entry", QT_TRANSLATE_NOOP("Shortcuts", "Type physical dice for the next roll"), ("D",)),
    Binding("next_sheet", QT_TRANSLATE_NOOP("Shortcuts", "Next doll sheet"), ("Ctrl+Tab",)),
    Binding("prev_sheet", QT_TRANSLATE_NOOP("Shortcuts", "Previous doll sheet"), ("Ctrl+Shift+Tab",)),
    Binding("settings", QT_TRANSLATE_NOOP("Shortcuts", "Settings"), ("Ctrl+,",)),
    Binding("help", QT_TRANSLATE_NOOP("Shortcuts", "Keyboard help"), ("F1",)),
)
BY_ID = {b.id: b for b in DEFAULTS}


def label(binding_id: str) -> str:
    return QCoreApplication.translate("Shortcuts", BY_ID[binding_id].label)


def keys_for(settings: QSettings, binding_id: str) -> list[QKeySequence]:
    stored = settings.value(f"shortcuts/{binding_id}")
    if stored is None:
        texts = list(BY_ID[binding_id].keys)
    else:
        texts = [t for t in (stored if isinstance(stored, list) else str(stored).split(";")) if t]
    return [QKeySequence(t) for t in texts]


def set_keys(settings: QSettings, binding_id: str, texts: list[str]) -> None:
    if tuple(texts) == BY_ID[binding_id].keys:
        settings.remove(f"shortcuts/{binding_id}")
    else:
        settings.setValue(f"shortcuts/{binding_id}", ";".join(texts))


def conflicts(assignments: dict[str, list[str]]) -> list[tuple[str, str, str]]:
    """(key, first id, second id) for every key bound twice."""
    seen: dict[str, str] = {}
    out = []
    for bid, texts in assignments.items():
        for t in texts:
            norm = QKeySequence(t).toString()
            if not norm:
                continue
            if norm in seen and seen[norm] != bid:
                out.append((norm, seen[norm], bid))
            seen.setdefault(norm, bid)
    return out
