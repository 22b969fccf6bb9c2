"""A portrait in the workshop's editor of every ruleset (#42): a picture file dropped on the form (a real
drop event carrying its URL) becomes the portrait; the GM frames the token by dragging the square and
turning the wheel or the slider, sees the circle and the square as they will be, and saves: the library
keeps its own copy and the file names it with its framing. A missing picture shows a placeholder and
Find…, which keeps the framing."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.pictures import quadrants_png, write_png
from tests.ui.workshop_steps import click, drop_file, shown_at, turn_wheel
from vtt.core.pictures import picture_hash
from vtt.ui.workshop.editor import open_editor
from vtt.ui.workshop.portrait import PortraitEditor
from vtt.workshop.library import Library

RULESETS = ("nechronica", "zones", "ashes", "hundred")


@pytest.fixture
def library(tmp_path):
    return Library(tmp_path / "library")


def editor_of(qtbot, library, system_id, data=None, path=None):
    """The character editor of ``system_id`` on screen (on ``data`` read from ``path``; none: blank)."""
    return shown_at(qtbot, open_editor(system_id, "character", data, path, my_library=library))


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_picture_dropped_on_the_form_is_framed_and_saved_with_the_character(qtbot, library, tmp_path, system_id):
    picture = tmp_path / "downloads" / "face.png"
    picture.parent.mkdir()
    picture.write_bytes(quadrants_png(200, [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]))
    ed = editor_of(qtbot, library, system_id)
    editor = ed.form.editor_at("portrait")
    assert isinstance(editor, PortraitEditor) and editor.view.image is None
    assert drop_file(ed.form, picture)
    assert editor.view.image is not None and ed.form.data()["portrait"]["image"] == str(picture)
    view = editor.view
    frame = view.frame_rect()
    assert frame.width() == pytest.approx(view.shown_rect().width())      # the whole square of the picture
    turn_wheel(view, 240)                                                 # two notches: 1.21×
    assert view.zoom == pytest.approx(1.21)
    start = view.frame_rect().center().toPoint()
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view, start + QPoint(-30, -30))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=start + QPoint(-30, -30))
    editor.zoom.setValue(300)                                             # the slider: 3×
    data = ed.form.data()["portrait"]
    assert data["zoom"] == 3.0 and data["x"] < 0.5 and data["y"] < 0.5
    token = editor.circle.pixmap().toImage()
    assert token.pixelColor(token.width() // 2, token.height() // 2).red() > 200     # the red quadrant
    assert token.pixelColor(1, 1).alpha() == 0                                        # a circle: clear corners
    click(qtbot, ed.library_button)
    saved = json.loads(ed.path.read_text(encoding="utf-8"))["portrait"]
    name = f"{picture_hash(picture.read_bytes())}.png"
    assert saved == {"image": f"../../images/{name}", **{k: data[k] for k in ("x", "y", "zoom")}}
    assert (library.images / name).is_file()
    assert ed.form.data()["portrait"]["image"] == str(library.images / name)   # the next save names the copy


def test_a_portrait_chosen_by_the_file_dialog_and_removed(qtbot, library, tmp_path, monkeypatch):
    picture = write_png(tmp_path / "face.png", 40, 60)
    ed = editor_of(qtbot, library, "zones")
    editor = ed.form.editor_at("portrait")
    monkeypatch.setattr(editor, "ask_picture_path", lambda title: str(picture))
    click(qtbot, editor.choose_button)
    assert ed.form.data()["portrait"] == {"image": str(picture), "x": 0.5, "y": 0.5, "zoom": 1.0}
    assert ed.has_unsaved_edits()
    click(qtbot, editor.remove_button)
    assert ed.form.data().get("portrait") is None


def test_a_missing_picture_shows_a_placeholder_and_find_keeps_the_framing(qtbot, library, tmp_path, monkeypatch):
    character = tmp_path / "chars" / "asa.json"
    character.parent.mkdir()
    data = {"ruleset": "zones", "kind": "character", "name": "Asa",
            "portrait": {"image": "../pictures/gone.png", "x": 0.25, "y": 0.75, "zoom": 2.0}}
    character.write_text(json.dumps(data), encoding="utf-8")
    ed = editor_of(qtbot, library, "zones", data, character)
    editor = ed.form.editor_at("portrait")
    assert editor.view.image is None and editor.find_button.isVisible()
    assert "gone.png" in editor.status.text()
    assert not ed.has_unsaved_edits()                            # the file is as it was: nothing lost
    found = write_png(tmp_path / "moved" / "here.png", 100, 100)
    monkeypatch.setattr(editor, "ask_picture_path", lambda title: str(found))
    click(qtbot, editor.find_button)
    assert ed.form.data()["portrait"] == {"image": str(found), "x": 0.25, "y": 0.75, "zoom": 2.0}
    assert not editor.find_button.isVisible()
    ed.save()
    assert json.loads(character.read_text(encoding="utf-8"))["portrait"]["image"] == "../moved/here.png"
