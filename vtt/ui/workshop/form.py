"""ModelForm: a form drawn from a file model's fields (vtt.workshop.fields), for any ruleset.

Each field gets the widget that fits it: a spin box with its bounds, a combo box over its Literal's values
or the ruleset's list it names, a check box, rows that can be added (blank or from the list), removed and
reordered, a name and its Japanese (or English) name side by side. The form checks the data with the model
on every change and shows the first problem at its field, in the interface language: pydantic's own by its
error type (through the window's catalog, ui.po), the ruleset's own (an InvalidValueError) through the ruleset's
texts. A field whose metadata names a widget (``{"widget": "parts"}``) is drawn by the widget its file kind
maps that name to (``FileKind.widgets``: "module:factory"); the factory gets ``(spec, context)`` and gives a
widget with ``edited`` (a signal), ``set_value(v)`` and ``value()``, and optionally
``show_problem(path, message) -> bool`` (placed the problem itself) and ``clear_problems()``.
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QPoint, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor, QPalette, QValidator
from PySide6.QtWidgets import (QAbstractScrollArea, QAbstractSpinBox, QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout,
                               QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit,
                               QSizePolicy, QSpinBox, QToolButton, QToolTip, QVBoxLayout, QWidget)

from vtt.core import registry
from vtt.core.i18n import CORE
from vtt.workshop.fields import FieldSpec, Problem, blank, humanise, problems, spec_at, walk
from vtt.ui.i18n import current_language
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.printers import load

PROBLEM_COLOUR = QColor(255, 221, 221)       # behind a value the model refuses
PROBLEM_TEXT = QColor(198, 40, 40)
MUTED = QColor(119, 119, 119)


def mark(widget: QWidget, on: bool) -> None:
    """Show that ``widget`` holds the value refused (a reddish field, red words), or no longer. By its palette,
    never a style sheet: the mark is set from inside the widget's own change signal, where a new style sheet
    would rebuild the widget under it."""
    if bool(widget.property("problem")) == on:
        return
    widget.setProperty("problem", on)
    palette = QPalette(widget.palette())
    if on:
        for role in (QPalette.ColorRole.Base, QPalette.ColorRole.Button):
            palette.setColor(role, PROBLEM_COLOUR)
        palette.setColor(QPalette.ColorRole.WindowText, PROBLEM_TEXT)
        widget.setPalette(palette)
    else:
        widget.setPalette(QPalette())
INT_LIMIT = 2_147_483_647             # a spin box's bounds when the model gives none


def _copied(value):
    """A copy of JSON-like data (dicts and lists copied, the rest shared: strings and numbers)."""
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copied(v) for v in value]
    return value


def tr_field(text: str) -> str:
    """A field's title, description or value as the interface shows it (the "Fields" context of ui.po, which
    resources/locale/catalogs.py fills from every ruleset's models)."""
    return QCoreApplication.translate("Fields", text) if text else ""


#: pydantic's error types and what the form tells of them (its English words, translated in ui.po)
VALIDATION = (
    (("missing",), QT_TRANSLATE_NOOP("Validation", "A value is needed")),
    (("string_too_short",), QT_TRANSLATE_NOOP("Validation", "This cannot be empty")),
    (("string_too_long",), QT_TRANSLATE_NOOP("Validation", "At most {max_length} characters")),
    (("string_type",), QT_TRANSLATE_NOOP("Validation", "Write it as text")),
    (("int_parsing", "int_type", "int_from_float"), QT_TRANSLATE_NOOP("Validation", "Write a whole number")),
    (("float_parsing", "float_type"), QT_TRANSLATE_NOOP("Validation", "Write a number")),
    (("bool_parsing", "bool_type"), QT_TRANSLATE_NOOP("Validation", "Yes or no")),
    (("greater_than_equal",), QT_TRANSLATE_NOOP("Validation", "At least {ge}")),
    (("less_than_equal",), QT_TRANSLATE_NOOP("Validation", "At most {le}")),
    (("greater_than",), QT_TRANSLATE_NOOP("Validation", "More than {gt}")),
    (("less_than",), QT_TRANSLATE_NOOP("Validation", "Less than {lt}")),
    (("too_short",), QT_TRANSLATE_NOOP("Validation", "At least {min_length}")),
    (("too_long",), QT_TRANSLATE_NOOP("Validation", "At most {max_length}")),
    (("literal_error",), QT_TRANSLATE_NOOP("Validation", "One of {expected}")),
    (("extra_forbidden",), QT_TRANSLATE_NOOP("Validation", "This field is not known here")),
    (("list_type",), QT_TRANSLATE_NOOP("Validation", "Write a list")),
    (("dict_type", "model_type"), QT_TRANSLATE_NOOP("Validation", "Write a set of named values")),
    (("json_invalid",), QT_TRANSLATE_NOOP("Validation", "Not valid JSON")),
    (("too_deep",), QT_TRANSLATE_NOOP(
        "Validation", "{field}: lists or sets nest deeper than {depth} levels; not read (the text is kept)")),
)


def validation_messages() -> dict:
    """pydantic's error types as the form tells them, in the interface language."""
    return {t: QCoreApplication.translate("Validation", text) for types, text in VALIDATION for t in types}


@dataclass
class FormContext:
    """What a form needs beyond its model: the ruleset (its texts tell its own refusals), its lists, the
    widgets its file kind maps names to, and anything a custom widget wants (``extras``: a catalog)."""

    system_id: str | None = None
    lists: dict = field(default_factory=dict)
    widgets: dict = field(default_factory=dict)
    extras: dict = field(default_factory=dict)
    model: type | None = None                         # the file's model (the form's root)
    #: what a valid file may still not be saved with (vtt.core.file_kinds.FileKind.checks)
    checks: Any = None
    #: the editors whose text the form could not read at its last check (JSON nested too deep)
    refused: list = field(default_factory=list)

    def entries(self, name: str | None) -> list:
        return list(self.lists.get(name, ())) if name else []

    def refusal(self, cause, lang: str) -> str:
        """Our own refusal (an InvalidValueError) in ``lang``, through the ruleset's texts."""
        if self.system_id is not None:
            try:
                return registry.get(self.system_id).ruleset.refusal_text(cause, lang)
            except Exception:          # noqa: BLE001 - a ruleset's texts may not know it: its English
                pass
        return str(cause).split(": ", 1)[-1] if getattr(cause, "at", ()) else str(cause)


def choice_label(spec: FieldSpec, value, context: FormContext, lang: str) -> str:
    """A choice's value as shown: the name its list gives, else the value made readable and translated."""
    for e in context.entries(spec.choices):
        if e.id == value:
            return e.label(lang)
    return tr_field(humanise(value)) if isinstance(value, str) else str(value)


def problem_text(problem, context: FormContext, lang: str) -> str:
    """What is wrong, in ``lang``: ours through the ruleset's texts, pydantic's by its type."""
    if problem.cause is not None:
        return context.refusal(problem.cause, lang)
    template = validation_messages().get(problem.type)
    if template is None:
        return problem.message
    try:
        return template.format(**{k: v for k, v in problem.ctx.items()})
    except (KeyError, IndexError, ValueError):
        return problem.message


def place_text(spec: FieldSpec, path: tuple, context: FormContext, lang: str) -> str:
    """Where a value sits below the field ``spec``, in the editor's own words: each field by its label, a
    row counted from 1, a dict's key by the name its list gives ("Techniques · Row 2 · Name", "Attributes ·
    Combat"; 技能・2行目・名前)."""
    parts, parent = [], spec
    for step, at in zip(path, spec_at(spec, path)):
        if isinstance(step, int):
            parts.append(QCoreApplication.translate("Workshop", "Row {0}").format(step + 1))
        elif parent is not None and parent.type == "dict":
            parts.append(choice_label(replace(parent, values=()), step, context, lang))
        else:
            parts.append(tr_field(at.title) if at is not None and at.name == step else str(step))
        parent = at
    return QCoreApplication.translate("Workshop", " · ").join(parts)


def where_text(where: str, message: str) -> str:
    """A message said at a place: "Name: This cannot be empty", 名前：空欄にはできない."""
    return QCoreApplication.translate("Workshop", "{0}: {1}").format(where, message)

def summary_text(root: FieldSpec, problem, context: FormContext, lang: str) -> str:
    """The first problem as one line, where (as the form names it) then what: "Weapons · Row 1 · Range:
    …", "Name: This cannot be empty"; 名前：空欄にはできない."""
    where = place_text(root, problem.path, context, lang) or QCoreApplication.translate("Workshop", "The whole file")
    return where_text(where, problem_text(problem, context, lang))


# -- the wheel ----------------------------------------------------------------------------------------------
class WheelGuard(QObject):
    """The mouse wheel over a combo box or a spin box that has not the keyboard's focus scrolls what holds
    it, not its value: turning the wheel to scroll a form changed the catalog's filter and numbers on the
    way. A click (or Tab) gives it the focus; then the wheel changes it."""

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Wheel and not obj.hasFocus():
            area = obj.parentWidget()
            while area is not None and not isinstance(area, QAbstractScrollArea):
                area = area.parentWidget()
            if area is not None:
                QCoreApplication.sendEvent(area.viewport(), event)
            return True
        return False


def guard_wheel(root: QWidget, guard: WheelGuard) -> None:
    """``guard`` on each combo box and spin box below ``root`` (again after rows were added: once each)."""
    for w in root.findChildren(QComboBox) + root.findChildren(QAbstractSpinBox):
        if not w.property("wheel_guarded"):
            w.setProperty("wheel_guarded", True)
            w.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            w.installEventFilter(guard)


# -- a number's bounds ---------------------------------------------------------------------------------------
class BoundSpinBox(QSpinBox):
    """A spin box that says its bound when a number past it is typed ("99" where 20 is the most: the second
    9 is refused, and the box says "At most 20" beside it) instead of keeping the 9 without a word."""

    def validate(self, text: str, pos: int):
        result = super().validate(text, pos)
        state = result[0] if isinstance(result, tuple) else result
        if state == QValidator.State.Invalid:
            typed = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
            if typed.lstrip("-").isdigit():
                n = int(typed)
                said = (QCoreApplication.translate("Workshop", "At most {0}").format(self.maximum())
                        if n > self.maximum() else
                        QCoreApplication.translate("Workshop", "At least {0}").format(self.minimum())
                        if n < self.minimum() else "")
                if said:
                    self.said = said
                    QToolTip.showText(self.mapToGlobal(QPoint(0, self.height())), said, self)
        return result

    said = ""                   # the last bound it said


# -- one field -------------------------------------------------------------------------------------------
class FieldEditor(QWidget):
    """The editor of one field: ``set_value``, ``value``, ``edited`` when the user changes it."""

    edited = Signal()

    def __init__(self, spec: FieldSpec, context: FormContext, parent=None):
        super().__init__(parent)
        self.spec, self.context = spec, context
        self.inner: QWidget | None = None       # the widget marked when the problem is here

    def set_value(self, value) -> None:
        raise NotImplementedError

    def value(self):
        raise NotImplementedError

    _setting = False               # set_value under way: what its widgets signal then is no edit

    def _changed(self, *_) -> None:
        """A widget of this editor changed: the user's edit, unless set_value is setting it."""
        if not self._setting:
            self.edited.emit()

    def show_problem(self, path: tuple, message: str) -> bool:
        """Show a problem at ``path`` below this field; False: the caller shows it beside this field."""
        self.mark(True)
        return False

    def clear_problems(self) -> None:
        self.mark(False)

    def mark(self, on: bool) -> None:
        if self.inner is not None:
            mark(self.inner, on)

    def child_editor(self, step):
        """The editor one step below this one (a field, a row), for ``ModelForm.editor_at``."""
        return None

    def _wrap(self, widget: QWidget) -> QWidget:
        hbox(widget, parent=self, margin=0)
        self.inner = widget
        if self.spec.description:
            widget.setToolTip(tr_field(self.spec.description))
        return widget


class LineEditor(FieldEditor):
    """One line of text; an Optional field left blank is unset."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self.edit = self._wrap(self._make())
        self.edit.textChanged.connect(self._changed)

    def _make(self):
        return QLineEdit()

    def set_value(self, value) -> None:
        self._setting = True
        self._set_text("" if value is None else str(value))
        self._setting = False

    def _set_text(self, text: str) -> None:
        self.edit.setText(text)

    def _text(self) -> str:
        return self.edit.text()

    def value(self):
        text = self._text()
        return None if self.spec.optional and not text.strip() else text


class TextEditor(LineEditor):
    """Several lines (``{"widget": "text"}``)."""

    def _make(self):
        return QPlainTextEdit(minimumHeight=60, maximumHeight=110)

    def _set_text(self, text: str) -> None:
        self.edit.setPlainText(text)

    def _text(self) -> str:
        return self.edit.toPlainText()


class LinesEditor(TextEditor):
    """A list of texts, one a line (blank lines dropped)."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self.edit.setPlaceholderText(QCoreApplication.translate("Workshop", "One a line"))

    def set_value(self, value) -> None:
        super().set_value("\n".join(str(v) for v in value or []))

    def value(self):
        return [line.strip() for line in self.edit.toPlainText().splitlines() if line.strip()]


class IntEditor(FieldEditor):
    """A spin box with the field's bounds; an Optional field's "—" below them means unset. A value the
    box cannot show (out of its bounds, in a file) is kept as it is until the user changes the box, so
    nothing is lost and the model says what is wrong with it."""

    NONE_TEXT = "—"

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self.box = self._wrap(self._make())
        low = spec.low if spec.low is not None else -INT_LIMIT
        high = spec.high if spec.high is not None else INT_LIMIT
        low, high = max(low, -INT_LIMIT + 1), min(high, INT_LIMIT)
        self.none_value = low - 1 if spec.optional else None
        self.box.setRange(self.none_value if spec.optional else low, high)
        if spec.optional:
            self.box.setSpecialValueText(self.NONE_TEXT)
        self.box.setMinimumWidth(70)
        self.box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._raw = None
        self.box.valueChanged.connect(self._changed)

    def _make(self):
        return BoundSpinBox()

    def _changed(self, _v):
        if not self._setting:
            self._raw = None
            self.edited.emit()

    def set_value(self, value) -> None:
        self._setting = True
        self._raw = None
        if value is None:
            self.box.setValue(self.none_value if self.none_value is not None else self.box.minimum())
        elif isinstance(value, bool) or not isinstance(value, (int, float)) or \
                not self.box.minimum() <= value <= self.box.maximum() or value == self.none_value:
            self._raw = value                   # kept: the model tells what is wrong with it
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                self.box.setValue(min(max(value, self.box.minimum()), self.box.maximum()))
        else:
            self.box.setValue(value)
        self._setting = False

    def value(self):
        if self._raw is not None:
            return self._raw
        v = self.box.value()
        return None if self.none_value is not None and v == self.none_value else v


class FloatEditor(IntEditor):
    def _make(self):
        return QDoubleSpinBox(decimals=3, singleStep=0.05)


class BoolEditor(FieldEditor):
    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self.box = self._wrap(QCheckBox())
        self.box.toggled.connect(lambda _on: self.edited.emit())

    def set_value(self, value) -> None:
        with QSignalBlocker(self.box):
            self.box.setChecked(bool(value))

    def value(self):
        return self.box.isChecked()


class _HouseRule:
    """The combo box's entry "Another (house rule)…": its value is what is typed beside it."""


HOUSE_RULE = _HouseRule()


class ChoiceEditor(FieldEditor):
    """A combo box over a Literal's values, or over the ids of the ruleset's list a text field names,
    each shown by its name; a value the file holds that is none of them is kept and shown as it is. A field
    whose metadata says ``house_rule`` (Nechronica's positions and classes) takes another value only after
    "Another (house rule)…" is picked: a text field beside the box then holds it."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        box = QWidget()
        row = hbox(parent=box, margin=0)
        self.combo = QComboBox(sizeAdjustPolicy=QComboBox.SizeAdjustPolicy.AdjustToContents)
        row.addWidget(self.combo)
        self.other = None
        if spec.house_rule:
            self.other = QLineEdit(placeholderText=QCoreApplication.translate("Workshop", "Your table's own name"))
            self.other.setVisible(False)
            self.other.textChanged.connect(self._changed)
            row.addWidget(self.other, 1)
        self._wrap(box)
        self.inner = self.combo
        if spec.description:
            self.combo.setToolTip(tr_field(spec.description))
        lang = current_language()
        values = list(spec.values) if spec.values else [e.id for e in context.entries(spec.choices)]
        if spec.optional or (spec.house_rule and spec.default == ""):
            self.combo.addItem(IntEditor.NONE_TEXT, None if spec.optional else "")
        for v in values:
            self.combo.addItem(choice_label(spec, v, context, lang), v)
        if spec.house_rule:
            self.combo.addItem(QCoreApplication.translate("Workshop", "Another (house rule)…"), HOUSE_RULE)
        self.combo.currentIndexChanged.connect(self._picked)

    def _picked(self, _i) -> None:
        if self.other is not None:
            self.other.setVisible(self.combo.currentData() is HOUSE_RULE)
            if self.other.isVisible() and not self._setting:
                self.other.setFocus()
        self._changed()

    def set_value(self, value) -> None:
        self._setting = True
        with QSignalBlocker(self.combo):
            i = self._find(value)
            if i < 0 and self.other is not None:
                i = self.combo.findData(HOUSE_RULE)
                self.other.setText("" if value is None else str(value))
            elif i < 0:
                self.combo.addItem(str(value), value)
                i = self.combo.count() - 1
            self.combo.setCurrentIndex(i)
        if self.other is not None:
            self.other.setVisible(self.combo.currentData() is HOUSE_RULE)
        self._setting = False

    def _find(self, value) -> int:
        for i in range(self.combo.count()):
            if self.combo.itemData(i) == value and type(self.combo.itemData(i)) is type(value):
                return i
        return -1

    def value(self):
        data = self.combo.currentData()
        return self.other.text().strip() if data is HOUSE_RULE else data


class ChecksEditor(FieldEditor):
    """A list of choices (hundred's range bands): a check box per value, in the values' order."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        item = spec.item
        self.values = list(item.values) if item.values else \
            [e.id for e in context.entries(item.choices or spec.choices)]
        self.lay = hbox(parent=self, margin=0)
        self.boxes: dict = {}
        lang = current_language()
        for v in self.values:
            self._add(v, choice_label(replace(item, choices=item.choices or spec.choices), v, context, lang))
        self.lay.addStretch(1)
        self.inner = self

    def _add(self, v, label):
        box = QCheckBox(label, toggled=lambda _on: self.edited.emit())
        self.boxes[v] = box
        self.lay.insertWidget(len(self.boxes) - 1, box)

    def set_value(self, value) -> None:
        for v in value or []:
            if v not in self.boxes:
                self._add(v, str(v))
                self.values.append(v)
        for v, box in self.boxes.items():
            with QSignalBlocker(box):
                box.setChecked(v in (value or []))

    def value(self):
        return [v for v in self.values if self.boxes[v].isChecked()]

    def mark(self, on: bool) -> None:
        for box in self.boxes.values():
            mark(box, on)


class TupleEditor(FieldEditor):
    """A fixed number of values side by side (zones' range [0, 1]); an Optional one has a box to tick
    (unticked: unset, as the file may leave it)."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        lay = hbox(parent=self, margin=0)
        self.given = None
        if spec.optional:
            self.given = QCheckBox(toggled=self._toggled)
            lay.addWidget(self.given)
        self.places = [editor_for(p, context) for p in spec.places]
        for i, e in enumerate(self.places):
            if i:
                lay.addWidget(QLabel("–"))
            lay.addWidget(e)
            e.edited.connect(self.edited)

    def _toggled(self, on: bool) -> None:
        for e in self.places:
            e.setEnabled(on)
        self.edited.emit()

    def set_value(self, value) -> None:
        if self.given is not None:
            with QSignalBlocker(self.given):
                self.given.setChecked(value is not None)
            for e in self.places:
                e.setEnabled(value is not None)
        value = list(value) if isinstance(value, (list, tuple)) else []
        for i, e in enumerate(self.places):
            e.set_value(value[i] if i < len(value) else blank(e.spec))

    def value(self):
        if self.given is not None and not self.given.isChecked():
            return None
        return [e.value() for e in self.places]

    def show_problem(self, path, message) -> bool:
        if path and isinstance(path[0], int) and 0 <= path[0] < len(self.places):
            self.places[path[0]].mark(True)
        else:
            for e in self.places:
                e.mark(True)
        return False

    def clear_problems(self) -> None:
        for e in self.places:
            e.mark(False)


def _depth(value) -> int:
    """How deep lists and dicts nest in ``value`` (counted without recursing: it may nest thousands deep)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        v, d = todo.pop()
        if isinstance(v, (list, dict)):
            deepest = max(deepest, d)
            todo.extend((x, d + 1) for x in (v.values() if isinstance(v, dict) else v))
    return deepest - 1 if deepest else 0


class JsonEditor(TextEditor):
    """Anything else, as JSON text (a value that is not JSON is handed on as text: the model refuses it).
    Lists and sets nested deeper than MAX_DEPTH are refused: the form says so and the text stays as typed (a
    file's such value is not shown, and the form cannot save over it); thousands of nested lists pasted here
    raised RecursionError out of every check."""

    MAX_DEPTH = 200                 # (at 500 the checks below it ran out of stack)
    _too_deep = False               # the value set was: not shown, refused until the text is edited

    def set_value(self, value) -> None:
        self._too_deep = _depth(value) > self.MAX_DEPTH
        super().set_value("" if self._too_deep else json.dumps(value, ensure_ascii=False, indent=1))

    def _changed(self, *_) -> None:
        if not self._setting:
            self._too_deep = False
        super()._changed()

    def value(self):
        text = self.edit.toPlainText()
        try:
            value = None if self._too_deep else json.loads(text)
            deep = self._too_deep or _depth(value) > self.MAX_DEPTH
        except RecursionError:
            deep = True
        except ValueError:
            return text
        if deep:
            self.context.refused.append(self)
            return text
        return value


# -- a model: its fields in a form -------------------------------------------------------------------------
def _compact(spec: FieldSpec) -> bool:
    """Whether a field fits in a table cell."""
    if spec.widget:
        return False
    if spec.type in ("str", "int", "float", "bool", "choice", "tuple"):
        return True
    return spec.type == "list" and spec.item is not None and (spec.item.type == "choice" or (
        spec.item.type == "str" and (spec.item.choices or spec.choices)))


def _cell(spec: FieldSpec) -> bool:
    """Whether a field fits a table's cell beside others (a list of check boxes is too wide)."""
    return _compact(spec) and spec.type != "list"


def _big(spec: FieldSpec) -> bool:
    """Whether a field takes a box of its own across the form (a list, a sub-model, several lines)."""
    return not _compact(spec)


def _pairs(specs: list[FieldSpec]) -> list[list[FieldSpec]]:
    """The fields in order, a field and its other-language twin (name and name_ja, effect and effect_en) right
    after it together."""
    out: list[list[FieldSpec]] = []
    for s in specs:
        if out and isinstance(s.name, str) and len(out[-1]) == 1 and s.name in (
                f"{out[-1][0].name}_ja", f"{out[-1][0].name}_en") and _compact(s) and _compact(out[-1][0]):
            out[-1].append(s)
        else:
            out.append([s])
    return out


class ModelEditor(FieldEditor):
    """A model's visible fields: small ones as rows of a form (a name beside its other-language name),
    lists, sub-models and long texts in a box of their own; each with a line under it for its problem.
    An Optional model is a box to tick; a model that a list names can be filled from it."""

    def __init__(self, spec, context, parent=None, hidden=()):
        super().__init__(spec, context, parent)
        self.editors: dict = {}
        self.error_labels: dict = {}
        self.values: dict = {}                   # what the data holds beyond the shown fields
        self.hidden = set(hidden)
        lay = vbox(parent=self, margin=0)
        self.top_error = ErrorLine(lay, at=0)
        self.fill = None
        if spec.choices and context.entries(spec.choices):
            self.fill = FromList(spec, context, QCoreApplication.translate("Workshop", "Fill in"))
            self.fill.chosen.connect(self._fill_from)
            lay.addWidget(self.fill)
        self.group = None
        host: QWidget = self
        self.body = QVBoxLayout()
        if spec.optional:
            self.group = QGroupBox(QCoreApplication.translate("Workshop", "Has one"), checkable=True)
            self.group.toggled.connect(self._toggled)
            self.group.setLayout(self.body)
            lay.addWidget(self.group)
            host = self.group
        else:
            lay.addLayout(self.body)
        self._build(host)

    def _build(self, host) -> None:
        form = None
        shown = [f for f in self.spec.fields if not f.hidden and f.name not in self.hidden]
        # the small fields first, as a form; then the lists, sub-models and long texts, each in its box
        for group in _pairs([f for f in shown if not _big(f)]) + [[f] for f in shown if _big(f)]:
            first = group[0]
            if _big(first):
                form = None
                editor = editor_for(first, self.context)
                box = QGroupBox(tr_field(first.title))
                if first.description:
                    box.setToolTip(tr_field(first.description))
                inner = vbox(editor, parent=box)
                inner.setContentsMargins(6, 4, 6, 4)
                err = ErrorLine(inner)
                self.body.addWidget(box)
                self._keep(first, editor, err)
                continue
            if form is None:
                form = QFormLayout()
                form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
                self.body.addLayout(form)
            row = QHBoxLayout()
            cell = QVBoxLayout()
            cell.setSpacing(1)
            cell.addLayout(row)
            err = ErrorLine(cell)
            for i, s in enumerate(group):
                editor = editor_for(s, self.context)
                if i:
                    row.addSpacing(12)
                    row.addWidget(_label(s))
                row.addWidget(editor, 1 if s.type == "str" else 0)
                self._keep(s, editor, err)
            if all(s.type != "str" for s in group):
                row.addStretch(1)            # a number or a choice as wide as it needs, not the form
            form.addRow(_label(first), cell)
        self.body.addStretch(1)

    def _keep(self, spec, editor, err) -> None:
        self.editors[spec.name] = editor
        self.error_labels[spec.name] = err
        editor.edited.connect(self.edited)

    def _toggled(self, on: bool) -> None:
        if on and self._is_none:
            self._set_fields(blank(replace(self.spec, optional=False, required=True)))
        self._is_none = not on
        self.edited.emit()

    _is_none = False

    def _fill_from(self, entry) -> None:
        data = {**blank(replace(self.spec, optional=False, required=True)), **copy.deepcopy(entry.data or {})}
        if self.group is not None:
            with QSignalBlocker(self.group):
                self.group.setChecked(True)
            self._is_none = False
        self._set_fields(data)
        self.edited.emit()

    def set_value(self, value) -> None:
        if self.group is not None:
            self._is_none = value is None
            with QSignalBlocker(self.group):
                self.group.setChecked(value is not None)
        if value is None:
            value = blank(replace(self.spec, optional=False, required=True))
        elif not isinstance(value, dict):
            value = from_scalar(self.spec, value)
        self._set_fields(value)

    def _set_fields(self, value: dict) -> None:
        self.values = dict(value)
        for name, editor in self.editors.items():
            spec = self.spec.field(name)
            editor.set_value(value.get(name, blank(spec)) if name in value or spec.required else spec.default)

    def value(self):
        if self.group is not None and not self.group.isChecked():
            return None
        out = dict(self.values)
        for name, editor in self.editors.items():
            out[name] = editor.value()
        return out

    def show_problem(self, path, message) -> bool:
        if not path or path[0] not in self.editors:
            self.top_error.say(message)
            return True
        editor = self.editors[path[0]]
        if not editor.show_problem(tuple(path[1:]), message):
            lang = current_language()
            where = place_text(editor.spec, tuple(path[1:]), self.context, lang)
            self.error_labels[path[0]].say(where_text(where, message) if where else message)
        return True

    def clear_problems(self) -> None:
        self.top_error.clear()
        for name, editor in self.editors.items():
            editor.clear_problems()
            self.error_labels[name].clear()

    def editor_at(self, path) -> FieldEditor | None:
        """The editor of the field at ``path`` (names and indices), or None."""
        editor: FieldEditor | None = self
        for step in path:
            editor = editor.child_editor(step) if editor is not None else None
        return editor

    def child_editor(self, step):
        return self.editors.get(step)


def from_scalar(spec: FieldSpec, value) -> dict:
    """A number where a model was expected (a Union's other branch, zones' ``"strike": 4``): the model
    blank with the number in its first field."""
    data = blank(replace(spec, optional=False, required=True, scalar=False))
    shown = [f for f in spec.fields if not f.hidden]
    if shown:
        data[shown[0].name] = value
    return data


def _clear(layout) -> None:
    """Take every widget out of ``layout`` and delete it once the event loop is back (it keeps its parent
    until then: a widget without one is a window of its own, which Python's collector could delete
    under a pending event)."""
    while layout.count():
        w = layout.takeAt(0).widget()
        if w is not None:
            w.hide()
            w.deleteLater()


def _label(spec: FieldSpec) -> QLabel:
    label = QLabel(tr_field(spec.title))
    if spec.description:
        label.setToolTip(tr_field(spec.description))
    return label


class ErrorLine:
    """The line under a field for its problem, made the first time there is one: most fields never have
    one, and a label each (its palette, its place in the layout) is a good part of a form's making."""

    def __init__(self, layout, at: int | None = None):
        self.layout, self.at = layout, at          # where in the layout (None: last)
        self.label: QLabel | None = None

    def say(self, message: str) -> None:
        if self.label is None:
            self.label = QLabel(wordWrap=True)
            coloured(self.label, PROBLEM_TEXT)
            if self.at is None:
                self.layout.addWidget(self.label)
            else:
                self.layout.insertWidget(self.at, self.label)
        self.label.setText(message)
        self.label.show()

    def clear(self) -> None:
        if self.label is not None:
            self.label.hide()

    def text(self) -> str:
        return self.label.text() if self.label is not None and not self.label.isHidden() else ""


def coloured(label: QLabel, colour) -> QLabel:
    """``label``'s words in ``colour`` (by its palette: a style sheet each costs a style of its own)."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    label.setPalette(palette)
    return label


def bold(label: QLabel) -> QLabel:
    f = label.font()
    f.setBold(True)
    label.setFont(f)
    return label


def entry_summary(spec: FieldSpec | None, data, context: FormContext, lang: str) -> str:
    """What an entry that fills a row (a weapon) holds beside its name, as its list shows it: its numbers,
    ranges and choices by their labels ("Damage 2 · Range 0–1 · Action Strike"); free text left out."""
    if spec is None or spec.type != "model" or not isinstance(data, dict):
        return ""
    parts = []
    for f in spec.fields:
        name = str(f.name)
        if f.hidden or name == "name" or name.startswith("name_") or data.get(f.name) is None:
            continue
        v = data[f.name]
        if f.type in ("int", "float") and not isinstance(v, bool):
            text = str(v)
        elif f.type == "tuple" and isinstance(v, list):
            text = "–".join(map(str, v))
        elif f.type == "list" and isinstance(v, list) and f.item is not None and f.item.type in ("str", "choice") \
                and (f.item.choices or f.choices or f.item.values):
            item = replace(f.item, choices=f.item.choices or f.choices)
            text = CORE.tell([choice_label(item, x, context, lang) for x in v], lang)
        elif f.type == "choice" or (f.type == "str" and f.choices):
            text = choice_label(f, v, context, lang)
        else:
            continue
        parts.append(f"{tr_field(f.title)} {text}")
    return QCoreApplication.translate("Workshop", " · ").join(parts)


class FromList(QWidget):
    """A combo box over a ruleset's list and a button that hands on the entry chosen; an entry that fills
    a row shows what it holds beside its name (a weapon's damage and range)."""

    chosen = Signal(object)

    def __init__(self, spec: FieldSpec, context: FormContext, button_text: str, parent=None):
        super().__init__(parent)
        self.entries = context.entries(spec.choices)
        self.combo = QComboBox()
        lang = current_language()
        row = spec.item if spec.type == "list" else spec
        for e in self.entries:
            summary = entry_summary(row, e.data, context, lang)
            self.combo.addItem(f"{e.label(lang)} — {summary}" if summary else e.label(lang), e.id)
        # a long entry ("Longsword — Skill Cut weapons · Damage 3 · … · Range bands Close Combat (0~3m)") does
        # not widen the form past its pane: the box takes the room there is, its list the width its entries need
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(16)
        self.combo.view().setMinimumWidth(self.combo.view().sizeHintForColumn(0) + 24)
        self.button = button(self._choose, button_text)
        hbox(QLabel(QCoreApplication.translate("Workshop", "From the list:")), (self.combo, 1), self.button,
             parent=self, margin=0)

    def _choose(self) -> None:
        i = self.combo.currentIndex()
        if 0 <= i < len(self.entries):
            self.chosen.emit(self.entries[i])


# -- rows: a list's items, a dict's entries -----------------------------------------------------------------
class RowsEditor(FieldEditor):
    """A list's items as rows of a table (each field of a small model in a column), or, for items too big
    for a row, a box each; rows can be added (blank, or from the ruleset's list the field names),
    removed and moved up and down. A list with a longest length stops adding there."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self.item = spec.item
        self.columns = [f for f in self.item.fields if not f.hidden] if self.item.type == "model" else [self.item]
        self.grid_mode = all(_cell(c) for c in self.columns)
        self.by_field = self.grid_mode and self.item.type == "model"      # a cell per field of the item
        self.rows: list[list[FieldEditor]] = []       # each row's editors (one per column, or its model editor)
        self.row_values: list = []
        self.holder = QWidget()
        self.grid = QGridLayout(self.holder)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(3)
        self.empty_label = coloured(QLabel(QCoreApplication.translate("Workshop", "None yet")), MUTED)
        self.add_button = button(lambda: self.add_row(), QCoreApplication.translate("Workshop", "Add a row"))
        self.from_list = None
        if spec.choices and context.entries(spec.choices):
            self.from_list = FromList(spec, context, QCoreApplication.translate("Workshop", "Add"))
            self.from_list.chosen.connect(
                lambda e: self.add_row(copy.deepcopy(e.data) if isinstance(e.data, dict) else e.id))
        vbox(self.holder, self.empty_label, hbox(self.add_button, (self.from_list, 1) if self.from_list is not None else 1), parent=self, margin=0)
        self.inner = self.holder

    # the table
    def _rebuild(self, values: list) -> None:
        _clear(self.grid)
        self.rows, self.row_values = [], list(values)
        if self.by_field and values:
            _headers(self.grid, self.columns, 0)
        for r, v in enumerate(values):
            self._add_row_widgets(r, v)
        self.empty_label.setVisible(not values)
        self._limits()

    def _add_row_widgets(self, r: int, v) -> None:
        grid_row = r + 1
        if self.by_field:
            editors = _cells(self, self.columns, v if isinstance(v, dict) else {}, grid_row, 0)
        elif self.grid_mode:
            editors = _cells(self, [self.item], v, grid_row, 0)
        else:
            box = QFrame(frameShape=QFrame.Shape.StyledPanel)
            editors = _cells(self, [self.item], v, 0, 0, QGridLayout(box))
            self.grid.addWidget(box, grid_row, 0)
        self.rows.append(editors)
        tools = QWidget()
        tl = hbox(parent=tools, margin=0)
        tl.setSpacing(1)
        for text, name, tip, slot in (
                ("▲", "up", QCoreApplication.translate("Workshop", "Move up"), self.move_up),
                ("▼", "down", QCoreApplication.translate("Workshop", "Move down"), self.move_down),
                ("✕", "remove", QCoreApplication.translate("Workshop", "Remove"), self.remove_row)):
            b = QToolButton(text=text, toolTip=tip, objectName=name, clicked=lambda _=False, row=r, f=slot: f(row))
            tl.addWidget(b)
        self.grid.addWidget(tools, grid_row, len(editors))

    def _limits(self) -> None:
        full = self.spec.max_length is not None and len(self.rows) >= self.spec.max_length
        self.add_button.setEnabled(not full)
        if self.from_list is not None:
            self.from_list.button.setEnabled(not full)

    # what the user does
    def add_row(self, value=None) -> None:
        if self.spec.max_length is not None and len(self.rows) >= self.spec.max_length:
            return
        values = self.value() or []
        self._unset = False
        if isinstance(value, dict) and self.item.type == "model":
            value = {**blank(self.item), **value}
        values.append(blank(self.item) if value is None else value)
        self._rebuild(values)
        self.edited.emit()
        first = self.rows[-1][0]
        (first.inner or first).setFocus()

    def remove_row(self, row: int) -> None:
        values = self.value()
        if 0 <= row < len(values):
            del values[row]
            self._rebuild(values)
            self.edited.emit()

    def move_up(self, row: int) -> None:
        self._swap(row - 1, row)

    def move_down(self, row: int) -> None:
        self._swap(row, row + 1)

    def _swap(self, a: int, b: int) -> None:
        values = self.value()
        if 0 <= a < b < len(values):
            values[a], values[b] = values[b], values[a]
            self._rebuild(values)
            self.edited.emit()

    # the value
    _unset = False        # an Optional list the file leaves unset (None: not the same as no rows)

    def set_value(self, value) -> None:
        self._unset = value is None and self.spec.optional
        self._rebuild(list(value) if isinstance(value, (list, tuple)) else [])

    def value(self):
        if self._unset and not self.rows:
            return None
        out = []
        for r, editors in enumerate(self.rows):
            if self.by_field:
                base = dict(self.row_values[r]) if r < len(self.row_values) and isinstance(self.row_values[r], dict) \
                    else {}
                base.update({c.name: e.value() for c, e in zip(self.columns, editors)})
                out.append(base)
            else:
                out.append(editors[0].value())
        return out

    def show_problem(self, path, message) -> bool:
        if not path or not isinstance(path[0], int) or not 0 <= path[0] < len(self.rows):
            return False
        editors = self.rows[path[0]]
        if self.by_field and len(path) > 1:
            col = next((i for i, c in enumerate(self.columns) if c.name == path[1]), None)
            if col is not None:
                editors[col].show_problem(tuple(path[2:]), message)
                return False
        if not self.grid_mode:
            return editors[0].show_problem(tuple(path[1:]), message)
        for e in editors:
            e.mark(True)
        return False

    def clear_problems(self) -> None:
        for editors in self.rows:
            for e in editors:
                e.clear_problems()

    def child_editor(self, step):
        if isinstance(step, int) and 0 <= step < len(self.rows):
            editors = self.rows[step]
            return _RowView(self.columns, editors) if self.by_field else editors[0]
        return None


def _headers(grid: QGridLayout, columns, first: int) -> None:
    """A table's column titles, in bold, from column ``first`` of its first row."""
    for col, c in enumerate(columns):
        grid.addWidget(bold(_label(c)), 0, first + col)


def _cells(owner: FieldEditor, columns, value, row: int, first: int, grid: QGridLayout | None = None) -> list:
    """A table row's editors, one per column from ``first`` on ``row`` of ``grid`` (the owner's): a lone
    column holds ``value``, several its dict's fields; each edit is the owner's."""
    editors = []
    for col, c in enumerate(columns):
        e = editor_for(c, owner.context)
        e.set_value(value if c.name is None else value.get(c.name, blank(c)))
        e.edited.connect(owner.edited)
        (owner.grid if grid is None else grid).addWidget(e, row, first + col)
        editors.append(e)
    return editors


class _RowView:
    """A table row as ``editor_at`` walks it: its cells by field name."""

    def __init__(self, columns, editors):
        self.cells = {c.name: e for c, e in zip(columns, editors)}

    def child_editor(self, step):
        return self.cells.get(step)


class DictEditor(FieldEditor):
    """A dict's entries as rows: the key (one of the ruleset's list when the field names one, shown by its
    name; else typed) and its value (a small model's fields in columns). Keys are added from the list of
    those not there yet."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self.item = spec.item
        self.keyed = bool(spec.choices and context.entries(spec.choices))
        self.columns = [f for f in self.item.fields if not f.hidden] if self.item.type == "model" else [self.item]
        self.rows: list[tuple] = []        # (key, key widget, [value editors], extra value dict)
        self.holder = QWidget()
        self.grid = QGridLayout(self.holder)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setVerticalSpacing(3)
        self.key_combo = QComboBox()
        self.key_edit = QLineEdit()
        self.add_button = button(self._add_clicked, QCoreApplication.translate("Workshop", "Add"))
        vbox(self.holder, hbox((self.key_combo if self.keyed else self.key_edit, 1), self.add_button, 1),
             parent=self, margin=0)
        (self.key_edit if self.keyed else self.key_combo).hide()
        self.inner = self.holder

    def _rebuild(self, items: list) -> None:
        _clear(self.grid)
        self.rows = []
        if items and self.item.type == "model":
            _headers(self.grid, self.columns, 1)
        for r, (key, v) in enumerate(items):
            label = QLabel(choice_label(replace(self.spec, values=()), key, self.context, current_language()))
            self.grid.addWidget(label, r + 1, 0)
            if self.item.type == "model":
                if not isinstance(v, dict):
                    v = from_scalar(self.item, v) if self.item.scalar else {}
                editors = _cells(self, self.columns, v, r + 1, 1)
                extra = {k: x for k, x in v.items() if k not in {c.name for c in self.columns}}
            else:
                editors, extra = _cells(self, [self.item], v, r + 1, 1), {}
            remove = QToolButton(text="✕", objectName="remove", toolTip=QCoreApplication.translate("Workshop", "Remove"))
            remove.clicked.connect(lambda _=False, k=key: self.remove_key(k))
            self.grid.addWidget(remove, r + 1, len(editors) + 1)
            self.rows.append((key, label, editors, extra))
        self.grid.setColumnStretch(len(self.columns) + 2, 1)
        self._fill_keys()

    def _fill_keys(self) -> None:
        self.key_combo.clear()
        have = {k for k, *_ in self.rows}
        for e in self.context.entries(self.spec.choices):
            if e.id not in have:
                self.key_combo.addItem(e.label(current_language()), e.id)
        self.add_button.setEnabled(self.key_combo.count() > 0 or not self.keyed)
        for w in (self.key_combo, self.add_button):
            w.setVisible(self.key_combo.count() > 0 or not self.keyed)

    def _add_clicked(self) -> None:
        key = self.key_combo.currentData() if self.keyed else self.key_edit.text().strip()
        if key:
            self.add_key(key)
            self.key_edit.clear()

    def add_key(self, key: str) -> None:
        items = list(self.value().items())
        if key in dict(items):
            return
        items.append((key, blank(self.item)))
        self._rebuild(items)
        self.edited.emit()
        first = next(r for r in self.rows if r[0] == key)[2][0]      # what is typed next goes into it
        box = first.inner or first
        box.setFocus(Qt.FocusReason.TabFocusReason)
        select = getattr(box, "selectAll", None)                       # (a number typed replaces the 0)
        if select is not None:
            select()

    def remove_key(self, key: str) -> None:
        self._rebuild([(k, v) for k, v in self.value().items() if k != key])
        self.edited.emit()

    def set_value(self, value) -> None:
        self._rebuild(list(value.items()) if isinstance(value, dict) else [])

    def value(self):
        out = {}
        for key, _label_w, editors, extra in self.rows:
            if self.item.type == "model":
                out[key] = {**extra, **{c.name: e.value() for c, e in zip(self.columns, editors)}}
            else:
                out[key] = editors[0].value()
        return out

    def show_problem(self, path, message) -> bool:
        row = next((r for r in self.rows if path and r[0] == path[0]), None)
        if row is None:
            return False
        _key, label, editors, _extra = row
        if self.item.type == "model" and len(path) > 1:
            col = next((i for i, c in enumerate(self.columns) if c.name == path[1]), None)
            if col is not None:
                editors[col].mark(True)
                return False
        mark(label, True)
        return False

    def clear_problems(self) -> None:
        for _key, label, editors, _extra in self.rows:
            mark(label, False)
            for e in editors:
                e.clear_problems()

    def child_editor(self, step):
        row = next((r for r in self.rows if r[0] == step), None)
        if row is None:
            return None
        return _RowView(self.columns, row[2]) if self.item.type == "model" else row[2][0]


def editor_for(spec: FieldSpec, context: FormContext) -> FieldEditor:
    """The editor that fits ``spec``: a ruleset's widget its metadata names, else by its type."""
    if spec.widget and spec.widget not in ("text",):
        factory = load(context.widgets.get(spec.widget))
        if factory is not None:
            return factory(spec, context)
    t = spec.type
    if t == "str":
        if spec.widget == "text":
            return TextEditor(spec, context)
        return ChoiceEditor(spec, context) if spec.choices and context.entries(spec.choices) else \
            LineEditor(spec, context)
    by_type = {"int": IntEditor, "float": FloatEditor, "bool": BoolEditor, "choice": ChoiceEditor,
               "model": ModelEditor, "tuple": TupleEditor}
    if t in by_type:
        return by_type[t](spec, context)
    if t == "dict" and spec.item is not None:
        return DictEditor(spec, context)
    if t == "list" and spec.item is not None:
        item = spec.item
        if item.type == "choice" or (item.type == "str" and (item.choices or (spec.choices and
                                                                                 context.entries(spec.choices)))):
            return ChecksEditor(spec, context)
        if item.type == "str" and not spec.choices:
            return LinesEditor(spec, context)
        return RowsEditor(spec, context)
    return JsonEditor(spec, context)


# -- the form ---------------------------------------------------------------------------------------------
class ModelForm(QWidget):
    """A file model's form: ``set_data(dict)``, ``data() -> dict``; checked with the model on every change
    (``changed``; ``validity_changed(bool)`` when it turns valid or not), the first problem shown at its
    field (``first_error()``: its path and message). ``fixed``: fields this kind of file sets itself (not
    shown; always in ``data()``)."""

    changed = Signal()
    validity_changed = Signal(bool)

    def __init__(self, model, context: FormContext | None = None, fixed: dict | None = None, parent=None,
                 data: dict | None = None):
        super().__init__(parent)
        self.model = model
        self.spec = walk(model)
        self.context = context if context is not None else FormContext(model=model)
        if self.context.model is None:
            self.context.model = model
        self.fixed = dict(fixed or {})
        self.validated = None              # the model made from the data, while valid
        self.problem = None                # the first problem (vtt.workshop.fields.Problem), while invalid
        self._valid: bool | None = None
        # ``data``: the file the form opens on (its widgets set once: not blank first, then again)
        self._data: dict = blank(replace(self.spec, required=True)) if data is None else {**data, **self.fixed}
        self.lay = vbox(parent=self, margin=0)
        self.root: ModelEditor | None = None
        self._build()
        if data is not None:
            self.revalidate()

    def _build(self) -> None:
        if self.root is not None:
            self.lay.removeWidget(self.root)
            self.root.hide()
            self.root.deleteLater()
        self.root = ModelEditor(self.spec, self.context, hidden=self.fixed)
        self.root.edited.connect(self._edited)
        self.lay.addWidget(self.root)
        self.root.set_value(self._data)

    def changeEvent(self, e) -> None:
        if e.type() == QEvent.Type.LanguageChange and self.root is not None:
            self._data = self.data()
            self._current = None
            self._build()             # labels, names and the problem in the new language
            self.revalidate()
        super().changeEvent(e)

    def set_data(self, data: dict) -> None:
        self._data = {**data, **self.fixed}
        self.root.set_value(self._data)
        self.revalidate()

    def data(self) -> dict:
        """The file as the form holds it (a copy: read from the widgets once per change)."""
        if self._current is None:
            self._current = {**self.root.value(), **self.fixed}
        return _copied(self._current)

    def value(self, key: str, default=None):
        """One top-level field of ``data()``, not copied (for a look, not to change)."""
        if self._current is None:
            self._current = {**self.root.value(), **self.fixed}
        return self._current.get(key, default)

    _current: dict | None = None

    def _edited(self) -> None:
        try:
            self.revalidate()
        except RuntimeError:       # a widget's C++ side already gone: the form is being torn down
            return
        self.changed.emit()

    def revalidate(self) -> bool:
        self._current = None               # every change comes through here: read the widgets afresh
        self.context.refused.clear()
        data = self.data()
        self.root.clear_problems()
        unread = self.context.refused[:1]
        try:
            if unread:                     # a value the form could not read: said first, the text kept as typed
                raise RecursionError
            self.validated, self.problem = self.model.model_validate(data), None
            refused = self.context.checks(self.validated) if self.context.checks is not None else []
            if refused:                    # valid as a file, not to be saved so (shown at its field too)
                self.validated = None
                self.problem = Problem(tuple(refused[0].at), "", str(refused[0]), {}, refused[0])
        except ValidationError as e:
            self.validated = None
            found = problems(self.spec, e)
            self.problem = found[0] if found else None
        except RecursionError:
            self.validated = None
            self.problem = Problem((), "too_deep", "", {"field": tr_field(unread[0].spec.title) if unread else "?",
                                                        "depth": JsonEditor.MAX_DEPTH})
        if self.problem is not None:
            self.root.show_problem(self.problem.path, problem_text(self.problem, self.context, current_language()))
            for editor in unread:
                editor.mark(True)
        valid = self.validated is not None
        if valid != self._valid:
            self._valid = valid
            self.validity_changed.emit(valid)
        return valid

    def is_valid(self) -> bool:
        return self.validated is not None

    def first_error(self) -> tuple | None:
        """(path, message in the interface language) of the first problem, or None while valid."""
        if self.problem is None:
            return None
        return self.problem.path, problem_text(self.problem, self.context, current_language())

    def error_summary(self) -> str:
        """The first problem as one line, where and what ('' while valid)."""
        if self.problem is None:
            return ""
        return summary_text(self.spec, self.problem, self.context, current_language())

    def editor_at(self, *path) -> FieldEditor | None:
        """The editor of the field at ``path`` ("name"; "weapons", 0, "damage")."""
        return self.root.editor_at(path)
