"""Every GM form of every ruleset says what each field is (and each choice) as a label does, in the interface
language: "Amount", not the parameter's name "amount"; 量 in Japanese (#39, played: the forms read "who", "amount", and hundred's range
"a" / "b"). The forms are opened as the GM does (GM → GM command…) and each picked from the dialog's list."""
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from vtt.ui.i18n import install_language

RULESETS = ["nechronica", "zones", "ashes", "hundred"]
#: what a label must not be: a parameter's name as the code spells it (lower case, an underscore, one letter)
BARE = re.compile(r"[a-z_][a-z0-9_]*|[A-Za-z]")
WHO = {"target", "a", "b", "sneaker", "watcher"}     # (participants, by their names)
CHOICES = {"area", "zone", "condition"}               # (choices that may start with a number or a kanji: 煉獄 (Limbo))


def labels_of_every_form(w, qtbot) -> dict[str, list[tuple[str, str]]]:
    w.act["gm"].trigger()
    d = w.gm_dialog
    qtbot.waitExposed(d)
    out = {}
    d.which.setFocus()
    d.which.setCurrentIndex(0)
    for i in range(d.which.count()):
        if i:
            qtbot.keyClick(d.which, Qt.Key.Key_Down)
        assert d.which.currentIndex() == i
        out[d.which.currentText()] = [(key, d.form_layout.labelForField(field).text())
                                      for key, field in d.inputs.items()]
        out[d.which.currentText()] += [(key, field.itemText(i)) for key, field in d.inputs.items()   # its choices
                                       if isinstance(field, QComboBox) and key not in WHO for i in range(field.count())]
    return out


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_gm_form_labels_its_fields_as_words_in_english(generic_window, qtbot, ruleset):
    forms = labels_of_every_form(generic_window(ruleset), qtbot)
    assert sum(len(fields) for fields in forms.values()) > 3
    bare = {(form, key, label) for form, fields in forms.items() for key, label in fields
            if BARE.fullmatch(label) or label[:1].islower() or not label[:1].isupper() and key not in CHOICES}
    assert bare == set()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_gm_form_labels_its_fields_in_japanese(generic_window, qtbot, ruleset):
    english = labels_of_every_form(generic_window(ruleset), qtbot)
    assert install_language("ja")
    try:
        w = generic_window(ruleset)
        japanese = labels_of_every_form(w, qtbot)
    finally:
        install_language("en")
    said = [label for fields in japanese.values() for _key, label in fields]
    assert len(said) == sum(len(fields) for fields in english.values())
    assert [label for label in said if label.isascii()] == []
