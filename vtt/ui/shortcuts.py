"""The GM's keyboard: the window's named commands and their default keys, a ruleset's own (declared in its
contributions: vtt.ui.contributions.Key), and rebinding kept in QSettings (Edit → Settings)."""
from __future__ import annotations

from collections import namedtuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings
from PySide6.QtGui import QKeySequence


# (collections' namedtuple, not typing's NamedTuple: naming typing after PySide costs a read of its source at the
# first paint; vtt.ui.theme.Theme)
class Binding(namedtuple("Binding", ("id", "label", "keys"))):
    """A named key: ``id``, ``label`` (English source text; shown through tr() in the "Shortcuts" context) and its
    default ``keys`` (a tuple of key sequences' text)."""
    __slots__ = ()


DEFAULTS: tuple[Binding, ...] = (
    Binding("new", QT_TRANSLATE_NOOP("Shortcuts", "New battle"), ("Ctrl+N",)),
    Binding("open", QT_TRANSLATE_NOOP("Shortcuts", "Open battle"), ("Ctrl+O",)),
    Binding("save", QT_TRANSLATE_NOOP("Shortcuts", "Save battle"), ("Ctrl+S",)),
    Binding("save_as", QT_TRANSLATE_NOOP("Shortcuts", "Save battle as"), ("Ctrl+Shift+S",)),
    Binding("print", QT_TRANSLATE_NOOP("Shortcuts", "Print sheets"), ("Ctrl+P",)),
    Binding("table", QT_TRANSLATE_NOOP("Shortcuts", "Open the table view"), ("F5",)),
    Binding("close", QT_TRANSLATE_NOOP("Shortcuts", "Close the window"), ("Ctrl+W",)),
    Binding("quit", QT_TRANSLATE_NOOP("Shortcuts", "Quit"), ("Ctrl+Q",)),
    Binding("undo", QT_TRANSLATE_NOOP("Shortcuts", "Undo the last command"), ("Ctrl+Z",)),
    Binding("redo", QT_TRANSLATE_NOOP("Shortcuts", "Redo"), ("Ctrl+Shift+Z", "Ctrl+Y")),
    Binding("gm", QT_TRANSLATE_NOOP("Shortcuts", "GM command"), ("Ctrl+G",)),
    Binding("map", QT_TRANSLATE_NOOP("Shortcuts", "Edit the map"), ("Ctrl+M",)),
    Binding("roll", QT_TRANSLATE_NOOP("Shortcuts", "Roll dice (focus the dice box)"), ("R",)),
    Binding("dice_entry", QT_TRANSLATE_NOOP("Shortcuts", "Type physical dice for the next roll"), ("D",)),
    Binding("resume_ai", QT_TRANSLATE_NOOP("Shortcuts", "Resume AI"), ("Ctrl+R",)),
    Binding("next_sheet", QT_TRANSLATE_NOOP("Shortcuts", "Next sheet"), ("Ctrl+Tab",)),
    Binding("prev_sheet", QT_TRANSLATE_NOOP("Shortcuts", "Previous sheet"), ("Ctrl+Shift+Tab",)),
    Binding("settings", QT_TRANSLATE_NOOP("Shortcuts", "Settings"), ("Ctrl+,",)),
    Binding("help", QT_TRANSLATE_NOOP("Shortcuts", "Keyboard help"), ("F1",)),
)
#: the Now panel's keys (vtt.ui.widgets.decision_panel): listed in the help, not rebound
PANEL_KEYS = ((QT_TRANSLATE_NOOP("Shortcuts", "Press the decision's buttons 1 to 9"), "1 … 9"),
              (QT_TRANSLATE_NOOP("Shortcuts", "The command that moves the battle on"), "Space"),
              (QT_TRANSLATE_NOOP("Shortcuts", "The next or the previous page of a long group of answers"),
               "PgDown / PgUp"),
              (QT_TRANSLATE_NOOP("Shortcuts", "A choice: tick an option, or put a point on it"), "1 … 9"),
              (QT_TRANSLATE_NOOP("Shortcuts", "A choice of where points go: a point off the option last given one"),
               "−"),
              (QT_TRANSLATE_NOOP("Shortcuts", "A choice: confirm it (OK)"), "Return"))


def bindings(extra=()) -> tuple[Binding, ...]:
    """The window's bindings and a ruleset's own (its contributions' ``shortcuts``: Keys)."""
    return DEFAULTS + tuple(Binding(k.id, k.label, tuple(k.keys)) for k in extra)


def label_of(binding: Binding) -> str:
    return QCoreApplication.translate("Shortcuts", binding.label)


def keys_of(settings: QSettings, binding: Binding) -> list[QKeySequence]:
    stored = settings.value(f"shortcuts/{binding.id}")
    if stored is None:
        texts = list(binding.keys)
    else:
        texts = [t for t in (stored if isinstance(stored, list) else str(stored).split(";")) if t]
    return [QKeySequence(t) for t in texts]


def set_keys(settings: QSettings, binding: Binding, texts: list[str]) -> None:
    if tuple(texts) == binding.keys:
        settings.remove(f"shortcuts/{binding.id}")
    else:
        settings.setValue(f"shortcuts/{binding.id}", ";".join(texts))


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


def typing_in(widget) -> bool:
    """Whether ``widget`` takes typed text (a line edit, a spin box, an editable text or list): the window's
    single keys are the GM's typing there, not decisions."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit
    if isinstance(widget, (QLineEdit, QAbstractSpinBox)):
        return True
    if isinstance(widget, (QPlainTextEdit, QTextEdit)):
        return not widget.isReadOnly()
    return isinstance(widget, QComboBox) and widget.isEditable()
