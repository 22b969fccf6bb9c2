"""The map picture in the encounter builder (#42): a picture file dropped on the builder's map (a real
drop event carrying its URL) lies under the map, fitted to it; the GM drags a zone's corner to place and
size its box over the picture, drags empty ground to move the picture, turns the wheel, the zoom and
brightness sliders and the Turn button; the scenario saved to the library keeps the picture (the
library's own copy) and its placement, and the battle started from it carries them in its setup. A
picture gone missing says so, and Find… puts it back as it was placed."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor

from tests.pictures import png_bytes, quadrants_png
from tests.ui.workshop_steps import click, drop_file, shown_at, turn_wheel
from vtt.core import registry
from vtt.core.pictures import picture_refs, resolve
from vtt.ui.workshop.builder import BuilderWindow
from vtt.workshop.encounter import Encounter
from vtt.workshop.library import Library

GREEN = (30, 210, 40)


@pytest.fixture(autouse=True)
def no_question_on_closing(monkeypatch):
    """A builder closed with changes asks first (a modal question): the tests close theirs unasked."""
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)


@pytest.fixture
def library(tmp_path):
    return Library(tmp_path / "library")


@pytest.fixture
def green_map(tmp_path):
    path = tmp_path / "downloads" / "map.png"
    path.parent.mkdir()
    path.write_bytes(png_bytes(400, 300, colour=GREEN))
    return path


def builder(qtbot, library, system_id, encounter=None, path=None) -> BuilderWindow:
    return shown_at(qtbot, BuilderWindow(encounter or Encounter.new(system_id), library, path), (1800, 1000))


def greenish(colour: QColor) -> bool:
    return colour.green() > 2 * colour.red() and colour.green() > 2 * colour.blue()


def test_a_picture_dropped_on_the_map_lies_under_it_and_a_zones_corner_places_it(qtbot, library, green_map):
    w = builder(qtbot, library, "zones")
    m = w.map
    assert not greenish(m.grab().toImage().pixelColor(5, 5))
    assert drop_file(m, green_map)
    assert w.encounter.picture["image"] == str(green_map) and w.dirty
    left, top, width, height = m.placement().rect()
    inside = QPoint(round(left + width / 2), round(top + 3))
    assert greenish(m.grab().toImage().pixelColor(inside))               # under the map, fitted to it
    zone = w.encounter.zones[0]["id"]
    before = m.zone_rects()[zone]
    corner = before.bottomRight().toPoint()
    target = QPoint(corner.x() - 40, round(top + height * 0.6))          # a point of the picture
    qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=corner)
    qtbot.mouseMove(m, corner + QPoint(-20, -20))
    qtbot.mouseMove(m, target)
    qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=target)
    box = w.encounter.picture["boxes"][zone]
    after = m.zone_rects()[zone]
    assert abs(after.right() - target.x()) <= 2 and abs(after.bottom() - target.y()) <= 2
    assert abs(after.left() - before.left()) <= 2 and abs(after.top() - max(before.top(), top)) <= 2
    assert box["y"] == 0 and box["y"] + box["h"] == pytest.approx(0.6, abs=0.01)    # cut to the picture's top
    # the picture moves under the zones; the zone stays over the same part of the picture
    start = QPoint(5, m.height() - 5)
    assert m.token_at(QPointF(start)) is None
    qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(m, start + QPoint(50, 0))
    qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=start + QPoint(50, 0))
    assert w.encounter.picture["x"] == pytest.approx(50 / m.width(), abs=0.002)
    assert m.zone_rects()[zone].left() == pytest.approx(after.left() + 50, abs=2)
    turn_wheel(m, 120)
    assert w.encounter.picture["zoom"] == pytest.approx(1.1)


def test_the_controls_zoom_turn_dim_fit_and_remove(qtbot, library, green_map, monkeypatch):
    w = builder(qtbot, library, "zones")
    controls = w.picture_controls
    assert not controls.zoom.isEnabled()
    monkeypatch.setattr(controls, "ask_picture_path", lambda title: str(green_map))
    click(qtbot, controls.choose_button)
    controls.zoom.setValue(200)
    controls.brightness.setValue(40)
    click(qtbot, controls.turn_button)
    click(qtbot, controls.turn_button)
    picture = w.encounter.picture
    assert (picture["zoom"], picture["brightness"], picture["rotation"]) == (2.0, 0.4, 180)
    dim = w.map.grab().toImage().pixelColor(w.map.zone_rects()[w.encounter.zones[0]["id"]].center().toPoint())
    assert greenish(dim) and dim.green() < 0.55 * GREEN[1]                # dimmed to 40 %
    click(qtbot, controls.fit_button)
    assert (w.encounter.picture["zoom"], w.encounter.picture["x"]) == (1.0, 0.0)
    click(qtbot, controls.remove_button)
    assert w.encounter.picture is None and not controls.zoom.isEnabled()


def test_the_saved_scenario_and_the_battle_keep_the_picture_and_the_boxes(qtbot, library, tmp_path):
    picture = tmp_path / "map.png"
    picture.write_bytes(quadrants_png(200, [(200, 0, 0), (0, 200, 0), (0, 0, 200), (200, 200, 0)]))
    w = builder(qtbot, library, "zones")
    assert w.controller.take_picture(picture)
    zone = w.encounter.zones[1]["id"]
    assert w.controller.set_box(zone, (0.5, 0.0, 0.5, 0.5))
    for name in ("Asa", "Wolf"):
        w.add_entry(next(e for e in w.entries() if e.name == name))
    saved = w.save_to_library()
    data = json.loads(saved.read_text(encoding="utf-8"))
    kept = resolve(data["map_picture"]["image"], saved.parent)
    assert kept.parent == library.images and kept.read_bytes() == picture.read_bytes()
    assert data["map_picture"]["boxes"] == {zone: {"x": 0.5, "y": 0.0, "w": 0.5, "h": 0.5}}
    session = w.encounter.session()
    setup = session.setup_json()
    assert setup["map_picture"]["boxes"][zone]["w"] == 0.5
    assert all(resolve(r["image"], None).is_file() for r in picture_refs(setup))


def test_a_missing_map_picture_is_said_and_find_puts_it_back_as_placed(qtbot, library, tmp_path, monkeypatch):
    enc = Encounter.new("zones")
    enc.set_picture({"image": str(tmp_path / "gone.png"), "zoom": 1.5, "rotation": 90})
    w = builder(qtbot, library, "zones", enc)
    controls = w.picture_controls
    assert controls.find_button.isVisible() and "gone.png" in controls.hint.text()
    assert "gone.png" in w.map.missing
    found = tmp_path / "here.png"
    found.write_bytes(png_bytes(40, 30))
    monkeypatch.setattr(controls, "ask_picture_path", lambda title: str(found))
    click(qtbot, controls.find_button)
    assert w.encounter.picture == {**w.encounter.picture, "image": str(found), "zoom": 1.5, "rotation": 90}
    assert not controls.find_button.isVisible() and w.map.missing == ""


def test_nechronicas_five_areas_lie_over_a_dropped_picture(qtbot, library, green_map):
    w = builder(qtbot, library, "nechronica")
    assert drop_file(w.map.viewport(), green_map)
    assert w.encounter.picture["image"] == str(green_map)
    image = w.map.grab().toImage()
    area = w.map.mapFromScene(w.map.area_rect(2).center())
    assert greenish(image.pixelColor(area.x(), area.y() + 40))            # seen through the area's fill
    start = w.map.mapFromScene(w.map.area_rect(4).center())              # 楽園: nobody there
    qtbot.mousePress(w.map.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(w.map.viewport(), start + QPoint(-40, 0))
    qtbot.mouseRelease(w.map.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(-40, 0))
    assert w.encounter.picture["x"] < 0                                   # moved to the west
    turn_wheel(w.map.viewport(), -120)
    assert w.encounter.picture["zoom"] == pytest.approx(1 / 1.1, abs=0.001)


def test_a_zone_deleted_in_the_gms_map_editor_takes_its_box_over_the_picture_along(qapp, monkeypatch):
    from vtt.ui.zones import zone_editor
    demo = registry.get("zones").demo_session(0)
    assert set(demo.setup_json()["map_picture"]["boxes"]) == {"road", "bridge", "ford", "ruins"}

    def without_ruins(parent, scenario, samples_dir=None):
        scenario = json.loads(json.dumps(scenario))
        scenario["zones"] = [z for z in scenario["zones"] if z["id"] != "ruins"]
        for p in scenario["participants"]:
            p["zone"] = "road" if p["zone"] == "ruins" else p["zone"]
        return scenario
    monkeypatch.setattr(zone_editor, "edit_scenario", without_ruins)
    again = zone_editor.edit_session_map(None, demo)
    assert set(again.setup_json()["map_picture"]["boxes"]) == {"road", "bridge", "ford"}
