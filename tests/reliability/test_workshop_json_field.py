"""The workshop form's JSON field (vtt.ui.workshop.form.JsonEditor: a field of no type the form knows) with
hostile text pasted into it: JSON nested thousands deep raised RecursionError out of every check (the paste,
each key after it). It is refused with a clear message at the field, the form is not valid (nothing can be
saved), the text stays as pasted and the other fields keep their values; mended, the form takes it."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence

from vtt.ui.workshop.form import JsonEditor, ModelForm


class Box(BaseModel):
    name: str = "box"
    payload: Any = None


def _form(qtbot, data: dict | None = None) -> ModelForm:
    form = ModelForm(Box, data=data)
    qtbot.addWidget(form)
    form.show()
    qtbot.waitExposed(form)
    return form


def _paste(qtbot, form: ModelForm, text: str) -> None:
    """Select all of the JSON field's text and paste ``text`` over it (Ctrl+A, Ctrl+V), as the user would."""
    edit = form.editor_at("payload").edit
    edit.setFocus()
    QGuiApplication.clipboard().setText(text)
    qtbot.keySequence(edit, QKeySequence.StandardKey.SelectAll)
    qtbot.keySequence(edit, QKeySequence.StandardKey.Paste)


def test_json_nested_thousands_deep_pasted_is_refused_with_a_message_and_the_text_kept(qtbot):
    form = _form(qtbot, {"name": "crate", "payload": [1, 2]})
    assert isinstance(form.editor_at("payload"), JsonEditor) and form.is_valid()
    deep = "[" * 5000 + "]" * 5000
    _paste(qtbot, form, deep)
    assert not form.is_valid()
    assert "200" in form.error_summary() and "Payload" in form.error_summary()
    assert form.editor_at("payload").edit.toPlainText() == deep            # nothing lost: the text as pasted
    assert form.value("name") == "crate"
    qtbot.keyClick(form.editor_at("payload").edit, Qt.Key.Key_End)        # typing on still refuses, no exception
    qtbot.keyClick(form.editor_at("payload").edit, Qt.Key.Key_Space)
    assert not form.is_valid()
    _paste(qtbot, form, "[[1], {\"a\": [2]}]")                             # mended: taken
    assert form.is_valid() and form.data()["payload"] == [[1], {"a": [2]}]


def test_json_past_the_depth_the_form_reads_in_a_file_is_refused_not_shown(qtbot):
    """600 deep (read as JSON, well short of the 5,000 the file reader refuses) raised RecursionError out of
    the form's making: the editor did not open."""
    deep: list = []
    for _ in range(600):
        deep = [deep]
    form = _form(qtbot, {"name": "crate", "payload": deep})
    assert not form.is_valid() and "200" in form.error_summary() and form.value("name") == "crate"
    _paste(qtbot, form, "3")
    assert form.is_valid() and form.data()["payload"] == 3
