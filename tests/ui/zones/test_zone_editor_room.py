"""A new zone drawn in the map editor takes free room (t61): double-clicked beside a zone, it goes where it
fits nearest the click and on top of no other; over a map picture whose boxes place the zones (the zones
demo's crossroads, a picture in the encounter builder of zones and ashes) the editor draws the picture, the
new zone gets a box of its own inside it, and the battle draws it there, beside its neighbour, not over
it; a picture with no room left says so and adds nothing."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.pictures import png_bytes
from tests.ui.workshop_steps import drop_file, shown_at
from vtt.core import registry
from vtt.rules.zones.battle import RESOURCES
from vtt.ui.zones.zone_editor import BOX_H, BOX_W, ZoneEditorDialog
from vtt.workshop.encounter import Encounter
from vtt.workshop.library import Library


def rect(box) -> QRectF:
    return QRectF(box["x"], box["y"], box["w"], box["h"])


def overlapping(rects: dict) -> list:
    ids = list(rects)
    return [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:] if rects[a].intersected(rects[b]).isValid()
            and rects[a].intersected(rects[b]).width() * rects[a].intersected(rects[b]).height() > 0.5]


def double_click_beside(qtbot, dialog, zone: str) -> QPoint:
    """Double-click the empty ground just left of ``zone`` on the canvas (a box centred there would cover it)."""
    r = dialog.canvas.zone_rects()[zone]
    at = QPoint(round(r.left() - 6), round(r.center().y()))
    assert dialog.canvas.zone_at(QPointF(at)) is None
    qtbot.mouseDClick(dialog.canvas, Qt.MouseButton.LeftButton, pos=at)
    return at


def join(qtbot, dialog, a: str, b: str) -> None:
    """Shift-drag from ``a`` to ``b``."""
    c, rects = dialog.canvas, dialog.canvas.zone_rects()
    start, end = rects[a].center().toPoint(), rects[b].center().toPoint()
    qtbot.mousePress(c, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, start)
    qtbot.mouseMove(c, end)
    qtbot.mouseRelease(c, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, end)


def press_ok(qtbot, dialog) -> None:
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_a_zone_double_clicked_beside_the_ford_lies_beside_it_over_the_picture_in_the_battle(qtbot, tmp_path,
                                                                                            monkeypatch):
    from tests.ui.generic.conftest import window_on
    w = window_on(registry.get("zones").demo_session(3), tmp_path)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    seen = {}

    def draw(dialog):                 # the GM double-clicks beside the ford, joins the new zone to it, OK
        dialog.resize(1100, 640)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.canvas.placement() is not None            # the crossroads' boxes place the zones
        clicked = double_click_beside(qtbot, dialog, "ford")
        new = dialog.selected
        assert new not in {"road", "bridge", "ford", "ruins"}
        seen["new"], seen["clicked"] = new, dialog.canvas.where(QPointF(clicked))
        join(qtbot, dialog, new, "ford")
        press_ok(qtbot, dialog)
        return dialog.result()
    monkeypatch.setattr(ZoneEditorDialog, "exec", draw)
    w.act["map"].trigger()
    new = seen["new"]
    boxes = w.controller.session.setup_json()["map_picture"]["boxes"]
    assert new in boxes
    box = boxes[new]
    assert 0 <= box["x"] and box["x"] + box["w"] <= 1 and 0 <= box["y"] and box["y"] + box["h"] <= 1
    assert overlapping({z: rect(b) for z, b in boxes.items()}) == []
    centre = rect(box).center()
    assert abs(centre.x() - seen["clicked"][0]) < 0.2 and abs(centre.y() - seen["clicked"][1]) < 0.2   # near
    rects = w.map.zone_rects()                       # the battle: beside the ford, inside the picture
    assert overlapping(rects) == []
    left, top, width, height = w.map.placement().rect()
    assert QRectF(left, top, width, height).adjusted(-1, -1, 1, 1).contains(rects[new])


def test_no_room_left_on_the_picture_is_said_and_nothing_is_added(qtbot):
    setup = registry.get("zones").demo_session(3).setup_json()
    setup["map_picture"]["boxes"] = {z: {"x": x, "y": y, "w": 0.5, "h": 0.5} for z, (x, y) in
                                     zip(("road", "bridge", "ford", "ruins"), ((0, 0), (0.5, 0), (0, 0.5), (0.5, 0.5)))}
    d = ZoneEditorDialog(setup)
    shown_at(qtbot, d, (1100, 640))
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    assert len(d.scenario["zones"]) == 4 and set(d.boxes()) == {"road", "bridge", "ford", "ruins"}
    assert "No free room" in d.error.text()
    d.boxes()["ruins"].update(w=0.2, h=0.2)          # room made: the zone is added, and the message goes
    qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
    assert len(d.scenario["zones"]) == 5 and not d.error.text()
    assert overlapping({z: rect(b) for z, b in d.boxes().items()}) == []


def test_without_a_picture_a_zone_double_clicked_beside_another_is_placed_beside_it(qtbot):
    import json
    setup = json.loads((RESOURCES / "scenarios" / "troll.json").read_text(encoding="utf-8"))
    assert "map_picture" not in setup
    d = ZoneEditorDialog(setup)
    shown_at(qtbot, d, (1100, 640))
    first = d.scenario["zones"][0]["id"]
    double_click_beside(qtbot, d, d.scenario["zones"][1]["id"])
    new = d.selected
    assert new != first and len(d.scenario["zones"]) == 5
    c = d.canvas
    assert overlapping(c.zone_rects()) == []
    assert QRectF(c.rect()).contains(c.zone_rects()[new])
    before = list(d.zone(new)["at"])                  # dragged: its place on the canvas
    to = QPoint(c.width() - 5, c.height() - 5)
    qtbot.mousePress(c, Qt.MouseButton.LeftButton, pos=c.zone_rects()[new].center().toPoint())
    qtbot.mouseMove(c, to)
    qtbot.mouseRelease(c, Qt.MouseButton.LeftButton, pos=to)
    assert d.zone(new)["at"] != before and d.zone(new)["at"] == [round(1 - BOX_W / 2, 3), round(1 - BOX_H / 2, 3)]


@pytest.mark.parametrize("system_id", ["zones", "ashes"])
def test_the_builders_map_editor_gives_a_new_zone_its_box_over_the_picture(qtbot, tmp_path, monkeypatch, system_id):
    from vtt.ui.workshop.builder import BuilderWindow
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)
    picture = tmp_path / "map.png"
    picture.write_bytes(png_bytes(400, 300, colour=(30, 210, 40)))
    w = shown_at(qtbot, BuilderWindow(Encounter.new(system_id), Library(tmp_path / "library")), (1800, 1000))
    assert drop_file(w.map, picture)
    ids = [z["id"] for z in w.encounter.zones]
    for i, z in enumerate(ids):                         # the GM placed each zone's box: a row across the middle
        w.encounter.set_box(z, (0.02 + i * 0.24, 0.4, 0.2, 0.2))
    seen = {}

    def draw(dialog):
        dialog.resize(1100, 640)
        dialog.show()
        qtbot.waitExposed(dialog)
        double_click_beside(qtbot, dialog, ids[1])
        seen["new"] = dialog.selected
        join(qtbot, dialog, seen["new"], ids[1])
        press_ok(qtbot, dialog)
        return dialog.result()
    monkeypatch.setattr(ZoneEditorDialog, "exec", draw)
    qtbot.mouseClick(w.edit_map_button, Qt.MouseButton.LeftButton)
    new = seen["new"]
    assert new in [z["id"] for z in w.encounter.zones]
    boxes = w.encounter.picture["boxes"]
    assert new in boxes and overlapping({z: rect(b) for z, b in boxes.items()}) == []
    rects = w.map.zone_rects()                       # the builder's map draws it over the picture
    left, top, width, height = w.map.placement().rect()
    assert QRectF(left, top, width, height).adjusted(-1, -1, 1, 1).contains(rects[new])
    assert overlapping(rects) == []


def test_a_zone_added_in_the_japanese_editor_gets_an_english_name_and_a_japanese_one(qtbot):
    from vtt.ui.i18n import install_language
    install_language("ja")
    try:
        d = ZoneEditorDialog(registry.get("zones").demo_session(3).setup_json())
        shown_at(qtbot, d, (1100, 640))
        qtbot.mouseClick(d.add_button, Qt.MouseButton.LeftButton)
        z = d.zone(d.selected)
        assert z["name"] == "Zone 5" and z["name_ja"] == "ゾーン5"            # (it was "ゾーン5" as its English name)
        assert d.name.text() == "Zone 5" and d.name_ja.text() == "ゾーン5"
    finally:
        install_language("en")


def test_a_map_picture_gone_missing_still_places_the_zones_by_their_boxes(qtbot, tmp_path):
    setup = registry.get("zones").demo_session(3).setup_json()
    setup["map_picture"]["image"] = str(tmp_path / "gone.png")          # moved or deleted since
    d = ZoneEditorDialog(setup)
    shown_at(qtbot, d, (1100, 640))
    assert d.picture_image is None and d.canvas.placement() is not None
    d.canvas.grab()                                                      # drawn without it
    double_click_beside(qtbot, d, "ford")
    assert d.selected in d.boxes() and overlapping({z: rect(b) for z, b in d.boxes().items()}) == []
