"""#40 items 12-14 in the workshop, driven as a GM would (clicks, keys, the wheel): Nechronica's doll editor
(positions and classes from the rulebook's lists, reinforcement that blocks Save at its field, a readable
parts table, a full catalog, a legion's bodies refused at the field, the wheel leaving an unfocused combo
alone), messages in the editor's own words, and hundred's printed sheet. Each failed before its fix."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QWidget

from vtt.workshop.library import Library
from vtt.ui.workshop.editor import open_editor

from tests.ui.workshop_steps import click, pick, type_into


@pytest.fixture
def library(tmp_path):
    return Library(tmp_path / "library")


@pytest.fixture
def japanese():
    from vtt.ui.i18n import install_language
    install_language("ja")
    yield
    install_language("en")


def editor_of(qtbot, library, system_id, kind, data=None):
    editor = open_editor(system_id, kind, data, None, my_library=library)
    qtbot.addWidget(editor)
    editor.resize(1920, 1040)
    editor.show()
    qtbot.waitExposed(editor)
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    return editor


def labels(widget: QWidget) -> list[str]:
    return [w.text() for w in widget.findChildren(QLabel) if w.isVisibleTo(widget)]


# -- 12: a legion's bodies at the field ------------------------------------------------------------------

def test_a_legion_of_no_bodies_is_refused_at_its_bodies_field(qtbot, library):
    ed = editor_of(qtbot, library, "nechronica", "monster")
    pick(qtbot, ed.kind, "Legion")
    type_into(qtbot, ed.bodies, "0")
    assert ed.model is None and not ed.save_button.isEnabled()
    assert ed.form.first_error()[0] == ("bodies",)
    assert ed.error_label.text().startswith("Bodies:"), ed.error_label.text()
    assert ed.bodies.property("problem")


# -- 13: the editor's own words ---------------------------------------------------------------------------

def test_nechronicas_options_are_labelled_in_words_not_field_names(qtbot, library):
    from vtt.ui.workshop.builder import BuilderWindow
    from vtt.workshop.encounter import Encounter
    w = BuilderWindow(Encounter.new("nechronica"), library)
    qtbot.addWidget(w)
    shown = labels(w.options_form)
    assert "The NC side declares first at a tie" in shown
    assert not {"Nc declares first", "Favor fetter change cost", "Dismember target"} & set(shown)


@pytest.mark.parametrize("system_id", ["zones", "ashes", "hundred", "nechronica"])
def test_no_tooltip_speaks_of_null(qtbot, library, system_id):
    for kind in ("character", "monster"):
        ed = editor_of(qtbot, library, system_id, kind)
        said = [w.toolTip() for w in ed.findChildren(QWidget) if w.toolTip()]
        assert said and not [t for t in said if "null" in t.lower()], said
