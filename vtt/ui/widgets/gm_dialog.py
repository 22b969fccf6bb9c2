"""The GM's commands with parameters, for any ruleset that lists them (``gm_forms``, vtt.core.ruleset):
pick one, fill its form, Apply. The command is checked like any other; a refusal is shown in the
dialog with its rule and changes nothing, and the dialog stays open for the next one."""
from __future__ import annotations

import re
from typing import Callable, NamedTuple

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit,
                               QMenu, QSpinBox, QWidget)

from vtt.core.records import Command
from vtt.core.ruleset import FormField, GmForm
from vtt.ui.i18n import Retranslating
from vtt.ui.layouts import vbox


#: between the numbers of a list field: spaces, commas (a Japanese one too)
_SEPARATORS = re.compile(r"[\s,、，]+")
#: a whole number as typed (digits of any script Python reads, as a Japanese IME's ２), at most 9 of them
_WHOLE = re.compile(r"[+-]?\d{1,9}")


def as_label(text: str) -> str:
    """A field's word (or a choice's) as a form's label says it: its first letter a capital where the language has
    them ("amount" → "Amount"; 量 as it is). The rulesets' words are the catalog's, shared with what a view says in a
    sentence."""
    return text[:1].upper() + text[1:]


class _Input(NamedTuple):
    """What the dialog does with a kind of input: the signal it gives when it changes, how a value is put in
    it, how its value is read (a list field's text is read by ``GmDialog._numbers``)."""
    changed: Callable
    put: Callable
    read: Callable


_INPUTS = {
    QComboBox: _Input(lambda w: w.currentIndexChanged, lambda w, v: w.setCurrentIndex(max(0, w.findData(v))),
                      QComboBox.currentData),
    QSpinBox: _Input(lambda w: w.valueChanged, QSpinBox.setValue, QSpinBox.value),
    QCheckBox: _Input(lambda w: w.toggled, lambda w, v: w.setChecked(bool(v)), QCheckBox.isChecked),
    QLineEdit: _Input(lambda w: w.textChanged, lambda w, v: w.setText(" ".join(map(str, v))), QLineEdit.text),
}


class TypedError(ValueError):
    """What was typed into a form's field is not what the field takes: said under the form, nothing done."""


class GmDialog(Retranslating, QDialog):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("GM command"))
        self.forms: list[GmForm] = list(getattr(controller.ruleset, "gm_forms", lambda _s: [])(controller.state))
        self.which = QComboBox()
        self._name_forms()
        self.body = QWidget()
        self.form_layout = QFormLayout(self.body)
        self.inputs: dict[str, QWidget] = {}
        self.status = QLabel(wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Close)
        self.apply_button = buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.apply)
        buttons.rejected.connect(self.reject)
        vbox(self.which, self.body, self.status, buttons, parent=self)
        self.setMinimumWidth(420)
        self.which.currentIndexChanged.connect(self._build)
        self._build()

    def _name_forms(self) -> None:
        for i, f in enumerate(self.forms):
            if i < self.which.count():
                self.which.setItemText(i, self.controller.text(f.label))
            else:
                self.which.addItem(self.controller.text(f.label))

    def retranslate(self) -> None:
        """Language → another: the forms, their fields and their choices in it, what the GM filled kept (#48: the
        dialog, kept open or for the next Ctrl+G, stayed in the language it was first opened in)."""
        self.setWindowTitle(self.tr("GM command"))
        self._name_forms()
        kept = self.values()
        self._build()
        self._fill(kept)

    def _fill(self, values: dict) -> None:
        for key, value in values.items():
            w = self.inputs.get(key)
            if w is not None:
                _INPUTS[type(w)].put(w, value)

    def choose_for(self, index: int, who: str) -> None:
        """Pick the ``index``-th form with ``who`` in its first participant field (a marker's right-click menu)."""
        self.which.setCurrentIndex(index)
        form = self.current()
        key = next((f.key for f in form.fields if f.kind == "who"), None) if form is not None else None
        box = self.inputs.get(key)
        if isinstance(box, QComboBox) and box.findData(who) >= 0:
            self._fill({key: who})

    def _build(self, _index=None) -> None:
        while self.form_layout.rowCount():
            self.form_layout.removeRow(0)
        self.inputs = {}
        self.say("")                            # the last form's refusal is not this one's
        form = self.current()
        if form is None:
            return
        for f in form.fields:
            w = self._input(f)
            self.inputs[f.key] = w
            self.form_layout.addRow(self._label(f), w)
        self._follow()
        for key, w in self.inputs.items():
            _INPUTS[type(w)].changed(w).connect(lambda *_, key=key: key in self._set or self._follow())

    #: the keys of the values the form sets (its ruleset's ``form_values``): the GM's own edit of one is kept
    _set: frozenset = frozenset()

    def _follow(self) -> None:
        """The values the form sets, as the battle holds them for whom (and what) its other fields chose: an
        override of her Harm starts at her Harm, not 0, and follows the fighter chosen (#39, played)."""
        hook = getattr(self.controller.ruleset, "form_values", None)
        try:
            command = self.command()
        except TypedError:                      # (a list field typed wrong: said at Apply)
            return
        if command is not None and self._offer(command):
            command = self.command()
        now = hook(self.controller.state, command) if hook is not None and command is not None else {}
        self._set = frozenset(now)
        self._fill(now)

    def _offer(self, command: Command) -> bool:
        """Only whom the command takes in each participant field, for what the others chose (its ruleset's
        ``form_choices``: zones' ambush offers a sneaker of the side ambushing); whether a field's list changed."""
        hook = getattr(self.controller.ruleset, "form_choices", None)
        changed = False
        for key, ids in (hook(self.controller.state, command) if hook is not None else {}).items():
            box = self.inputs.get(key)
            if not isinstance(box, QComboBox) or [box.itemData(i) for i in range(box.count())] == list(ids):
                continue
            kept = box.currentData()
            box.blockSignals(True)              # (the list, then the choice: one change said, below)
            box.clear()
            view = self.controller.view()
            for who, name in self._whom(t for t in map(view.token, ids) if t is not None):
                box.addItem(name, who)
            box.setCurrentIndex(max(0, box.findData(kept)))
            box.blockSignals(False)
            changed = True
        return changed

    def _whom(self, tokens) -> list[tuple[str, str]]:
        """A participant field's items: (id, name as the window says it)."""
        return [(t.id, self.controller.token_name(t)) for t in tokens]

    def _label(self, f: FormField) -> str:
        return as_label(self.controller.text(f.label))

    def current(self) -> GmForm | None:
        i = self.which.currentIndex()
        return self.forms[i] if 0 <= i < len(self.forms) else None

    def _input(self, f: FormField) -> QWidget:
        c = self.controller
        if f.kind in ("who", "zone", "choice"):
            box = QComboBox()
            view = c.view()
            if f.kind == "who":
                items = self._whom(view.tokens)
            elif f.kind == "zone":
                items = [(z.id, c.text(z.name)) for z in view.map.zones]
            else:
                items = [(value, as_label(c.text(term))) for value, term in f.options]
            for value, label in items:
                box.addItem(label, value)
            if f.default is not None:
                box.setCurrentIndex(max(0, box.findData(f.default)))
            return box
        if f.kind == "number":
            return QSpinBox(minimum=f.lo, maximum=f.hi, value=f.default if f.default is not None else f.lo)
        if f.kind == "flag":
            return QCheckBox(checked=bool(f.default))
        return QLineEdit(placeholderText="3 7")                 # numbers: "3 7"

    def values(self) -> dict:
        return {key: self._numbers(key, w.text()) if isinstance(w, QLineEdit) else _INPUTS[type(w)].read(w)
                for key, w in self.inputs.items()}

    def _numbers(self, key: str, text: str) -> list[int]:
        """The whole numbers typed in a list field ("3 7", "3, 7"); anything else is refused naming it (never read
        as another number: "-3" is -3, which the command then refuses, not 3; "1.5" is not the cards 1 and 5)."""
        out = []
        for token in _SEPARATORS.split(text.strip()):
            if not token:
                continue
            if not _WHOLE.fullmatch(token):
                shown = token if len(token) <= 12 else token[:10] + "…"
                label = next(self._label(f) for f in self.current().fields if f.key == key)
                raise TypedError(self.tr("{0}: “{1}” is not a whole number: type whole numbers with spaces between "
                                         "them (3 7)").format(label, shown))
            out.append(int(token))
        return out

    def command(self) -> Command | None:
        form = self.current()
        return None if form is None else Command(form.type, None, {**dict(form.fixed), **self.values()})

    def apply(self) -> bool:
        try:
            command = self.command()
        except TypedError as e:
            self.say(str(e), refused=True)
            return False
        if command is None:
            return False
        verdict = self.controller.can(command)
        if not verdict:
            self.say(self.controller.reason(verdict, rule=True), refused=True)
            return False
        ok = self.controller.do(command)
        self.say(self.tr("Done: {0}").format(self.controller.command_text(command)) if ok else "")
        return ok

    def say(self, text: str, refused: bool = False) -> None:
        """Under the form: a refusal in red, or what was done; the dialog grows to show it whole."""
        self.status.setStyleSheet("color:#e0675f" if refused else "")
        self.status.setText(text)
        lay = self.layout()
        lay.activate()
        need = lay.totalHeightForWidth(self.width()) if lay.hasHeightForWidth() else lay.sizeHint().height()
        if need > self.height():
            self.resize(self.width(), need)


def forms_menu(controller, who: str, open_form, parent=None) -> QMenu | None:
    """A marker's right-click menu where the ruleset's sheets offer none of their own (zones, ashes, hundred): the
    GM's forms that name a participant, each opening the GM command dialog on its form for her
    (``open_form(index, who)``). None where the ruleset lists no such form."""
    forms = list(getattr(controller.ruleset, "gm_forms", lambda _s: [])(controller.state))
    named = [(i, f) for i, f in enumerate(forms) if any(field.kind == "who" for field in f.fields)]
    if not named:
        return None
    menu = QMenu(parent)
    for i, f in named:
        menu.addAction(controller.text(f.label) + "…").triggered.connect(lambda _=False, i=i: open_form(i, who))
    return menu
