"""The GM draws the zone map before the fight (GM → Edit the map…): zones added, named, moved, joined
and parted, cover and ways out, who starts where, a sample map; OK only on a map that can be played."""
import copy

import pytest
from PySide6.QtCore import QPoint, Qt

from vtt.core import registry
from vtt.core.records import Command
from vtt.rules.zones.battle import RESOURCES
from vtt.ui.zones.zone_editor import ZoneEditorDialog, unreachable, with_positions


@pytest.fixture
def demo():
    return registry.get("zones").demo_session(3)


@pytest.fixture
def editor(qtbot, demo):
    d = ZoneEditorDialog(demo.setup_json())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def centre(d, zid) -> QPoint:
    return d.canvas.zone_rects()[zid].center().toPoint()


def test_a_line_of_zones_gets_places_and_its_edges_written_out(demo):
    s = with_positions(demo.setup_json())
    assert s["edges"] == [["road", "bridge"], ["bridge", "ford"], ["ford", "ruins"]]
    assert all(z["at"] for z in s["zones"])


def test_add_name_and_mark_a_zone(editor):
    zid = editor.add_zone()
    assert editor.selected == zid and len(editor.scenario["zones"]) == 5
    editor.name.setText("Mill")
    editor.name.textEdited.emit("Mill")
    editor.name_ja.setText("水車小屋")
    editor.name_ja.textEdited.emit("水車小屋")
    editor.cover.setChecked(True)
    z = editor.zone(zid)
    assert z["name"] == "Mill" and z["name_ja"] == "水車小屋" and z["cover"] is True


def test_drag_moves_a_zone_and_shift_drag_joins_then_parts_two(editor, qtbot):
    c = editor.canvas
    before = dict(editor.boxes()["ruins"])           # (the demo's zones lie over its map picture: their boxes)
    start, to = centre(editor, "ruins"), QPoint(c.width() // 2, int(c.height() * 0.85))
    qtbot.mousePress(c, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(c, to)
    qtbot.mouseRelease(c, Qt.MouseButton.LeftButton, pos=to)
    box = editor.boxes()["ruins"]
    assert box != before and box["y"] + box["h"] / 2 > 0.7 and (box["w"], box["h"]) == (before["w"], before["h"])
    assert box["y"] + box["h"] <= 1                  # inside the picture
    assert frozenset(("road", "ruins")) not in editor.edges()
    for joined in (True, False):
        a, b = centre(editor, "road"), centre(editor, "ruins")
        qtbot.mousePress(c, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, a)
        qtbot.mouseMove(c, b)
        qtbot.mouseRelease(c, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, b)
        assert (frozenset(("road", "ruins")) in editor.edges()) is joined


def test_the_join_button_for_the_keyboard(editor):
    editor.select("road")
    editor.join_with.setCurrentIndex(editor.join_with.findData("ford"))
    editor.join_button.click()
    assert frozenset(("road", "ford")) in editor.edges()


def test_a_zone_someone_starts_in_is_not_deleted(editor):
    editor.select("ford")                          # the wolves
    assert not editor.delete_zone()
    assert "Grey wolf" in editor.error.text() and any(z["id"] == "ford" for z in editor.scenario["zones"])
    editor.select("ruins")
    for i, p in enumerate(editor.scenario["participants"]):
        if p["zone"] == "ruins":
            editor.place(i, "ford")
    assert editor.delete_zone()
    assert "ruins" not in [z["id"] for z in editor.scenario["zones"]]
    assert all("ruins" not in e for e in editor.scenario["edges"])


def test_a_sample_map_replaces_the_zones_and_moves_who_stood_in_a_zone_now_gone(editor):
    assert editor.samples.findData(str(RESOURCES / "scenarios" / "troll.json")) > 0
    assert editor.load_sample(RESOURCES / "scenarios" / "troll.json")
    ids = [z["id"] for z in editor.scenario["zones"]]
    assert ids == ["path", "rocks", "meadow", "cave"]
    assert {p["zone"] for p in editor.scenario["participants"]} == {"path"}


def test_ok_refuses_a_zone_no_way_leads_to_and_the_input_never_changes(editor, demo):
    original = copy.deepcopy(editor.original)
    zid = editor.add_zone()
    editor.accept()
    assert editor.isVisible() and "No way leads to" in editor.error.text()
    assert unreachable(editor.scenario) == [zid]
    editor.toggle_edge("ruins", zid)
    assert editor.problem() is None
    assert editor.original == original


def test_the_map_drawn_is_the_battle_the_window_starts_over_on(qtbot, tmp_path, monkeypatch, demo):
    from tests.ui.generic.conftest import window_on
    w = window_on(demo, tmp_path)
    qtbot.addWidget(w)
    assert w.act["map"].isEnabled()

    def draw(parent, scenario, samples_dir=None):
        d = ZoneEditorDialog(scenario, parent)
        d.load_sample(RESOURCES / "scenarios" / "troll.json")
        d.place(0, "meadow")
        return d.result_scenario()
    monkeypatch.setattr("vtt.ui.zones.zone_editor.edit_scenario", draw)
    assert w.edit_map()
    s = w.controller.session
    assert {z.id for z in s.state.map.zones} == {"path", "rocks", "meadow", "cave"}
    assert s.state.fighters["asa"].zone == "meadow"
    assert set(w.map.zone_rects()) == {"path", "rocks", "meadow", "cave"}
    w.controller.do(Command("deal"))
    assert not w.act["map"].isEnabled()          # drawn before the battle, not during it
    assert not w.edit_map()


# -- #40 items 9 and 13: names typed as typed; the Japanese editor shows the Japanese names -------------

@pytest.fixture(params=["zones", "ashes"])
def either_editor(request, qtbot):
    """The map editor of zones or of ashes (its battlefields), on the ruleset's demo battle."""
    setup = registry.get(request.param).demo_session(3).setup_json()
    model = None
    if request.param == "ashes":
        from vtt.rules.ashes.models import ScenarioFile as model
    d = ZoneEditorDialog(setup, model=model)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()                  # active, so a click moves the keyboard's focus as on a screen
    qtbot.waitUntil(d.isActiveWindow)
    return d


def test_a_zone_name_typed_with_a_space_keeps_it_and_is_stripped_when_editing_ends(either_editor, qtbot):
    editor = either_editor
    zid = editor.scenario["zones"][1]["id"]
    editor.select(zid)
    editor.name.setFocus()
    qtbot.mouseClick(editor.name, Qt.MouseButton.LeftButton)
    qtbot.keyClick(editor.name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor.name, "  Reed bed ")
    assert editor.name.text() == "  Reed bed "               # nothing taken away while typing
    qtbot.keyClick(editor.name, Qt.Key.Key_Return)          # editing ends: the spaces around go
    assert editor.zone(zid)["name"] == "Reed bed" and editor.name.text() == "Reed bed"
    assert editor.isVisible()                               # Enter ended the name, not the map
    qtbot.mouseClick(editor.name_ja, Qt.MouseButton.LeftButton)
    qtbot.keyClick(editor.name_ja, Qt.Key.Key_End)
    qtbot.keyClicks(editor.name_ja, "x y ")
    qtbot.mouseClick(editor.name, Qt.MouseButton.LeftButton)   # leaving the field ends editing too
    assert editor.zone(zid)["name_ja"].endswith("x y")
    i = editor.place_boxes[0].findData(zid)
    assert editor.place_boxes[0].itemText(i) == "Reed bed"


def test_the_japanese_map_editor_shows_the_zones_japanese_names(qtbot, demo):
    from vtt.ui.i18n import install_language
    install_language("ja")
    try:
        d = ZoneEditorDialog(demo.setup_json())
        qtbot.addWidget(d)
        road = next(z for z in demo.setup_json()["zones"] if z["id"] == "road")
        assert road.get("name_ja") and road["name_ja"] != road["name"]
        box = d.place_boxes[0]
        assert road["name_ja"] in [box.itemText(i) for i in range(box.count())]
        assert d.zone_label(road) == road["name_ja"]
        assert d.people.labelForField(box).text() != "Asa"         # who starts where: by her Japanese name too
    finally:
        install_language("en")
