"""Hostile input to the encounter builder (vtt.workshop.encounter, vtt.ui.workshop.builder, `vtt edit` of a
scenario): a library file broken between listing and adding, unknown keys, wrong types, huge counts, a
place that is not on the map. Each is refused with where and why; nothing is added, moved or written."""
import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from vtt import RESOURCES
from vtt.cli import main
from vtt.core.errors import FileFormatError, VttError
from vtt.core.files import read_json
from vtt.core.records import Command
from vtt.ui.workshop.builder import BuilderWindow, open_builder
from vtt.ui.workshop.placing import token_id
from vtt.workshop.encounter import MAX_COPIES, Encounter
from vtt.workshop.library import Library

from tests.ui.workshop_steps import entry_items


@pytest.fixture
def library(tmp_path, monkeypatch):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)
    return Library(tmp_path / "library")


def shown(qtbot, w):
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_library_file_broken_between_listing_and_adding_is_refused_and_left_as_it_is(qtbot, library):
    path = library.save("zones", "monster", read_json(RESOURCES / "zones/monsters/wolf.json") | {"name": "Mine"})
    w = shown(qtbot, BuilderWindow(Encounter.new("zones"), library))
    item = next(i for i in entry_items(w) if i.text(0) == "Mine")
    broken = '{"kind": "npc", "ruleset": "zones", "name": "Mine", "cards": 99}'
    path.write_text(broken, encoding="utf-8")                          # broken after it was listed
    QTest.mouseClick(w.entry_tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     w.entry_tree.visualItemRect(item).center())
    QTest.mouseClick(w.add_button, Qt.MouseButton.LeftButton)
    assert w.encounter.participants == []
    assert "Not added" in w.message.text() and "cards" in w.message.text()
    assert path.read_text(encoding="utf-8") == broken                  # never written over
    path.unlink()                                                       # gone altogether
    QTest.mouseClick(w.add_button, Qt.MouseButton.LeftButton)
    assert w.encounter.participants == [] and "no such file" in w.message.text()


def test_a_broken_file_is_listed_greyed_with_why_and_cannot_be_added(qtbot, library):
    folder = library.folder("ashes", "character")
    folder.mkdir(parents=True)
    (folder / "bad.json").write_text('{"kind": "character", "ruleset": "ashes", "name": "X", "armor": 9}',
                                     encoding="utf-8")
    w = shown(qtbot, BuilderWindow(Encounter.new("ashes"), library))
    item = next(i for i in entry_items(w) if "bad.json" in i.text(0))
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled and "armor" in item.toolTip(0)
    entry = w.entry_tree.entries[item.data(0, Qt.ItemDataRole.UserRole)]
    assert w.add_entry(entry) == [] and w.encounter.participants == []


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(weather="rain"), "weather"),                            # an unknown key
    (lambda d: d["participants"][0].update(colour="red"), "participants.0.colour"),
    (lambda d: d.update(participants="many"), "participants"),                  # a wrong type
    (lambda d: d["participants"][0].update(zone="moon"), "participants.0.zone"),  # not on the map
    (lambda d: d["options"].update(cover_successes=10 ** 12), "options.cover_successes"),
])
def test_a_scenario_the_model_refuses_opens_no_builder_and_says_where(tmp_path, capsys, change, where):
    data = read_json(RESOURCES / "zones/scenarios/troll.json")
    data.setdefault("options", {})
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        open_builder(path=path)
    assert e.value.field.startswith(where.split(".")[0]) and where.split(".")[-1] in str(e.value)
    assert main(["edit", str(path)]) == 2
    assert where.split(".")[-1] in capsys.readouterr().err
    assert json.loads(path.read_text(encoding="utf-8")) == data


def test_a_legion_of_too_many_bodies_in_a_file_is_refused_with_where(tmp_path):
    data = read_json(RESOURCES / "scenarios/duel.json")
    data["enemies"][0]["bodies"] = 10 ** 9
    with pytest.raises(FileFormatError, match="enemies.0.bodies"):
        Encounter.from_scenario(data, RESOURCES / "scenarios/duel.json")


@pytest.mark.qt_log_ignore("does not support raise")     # the offscreen platform, for the bound's tooltip
def test_huge_counts_are_refused_and_nothing_is_added(qtbot, library):
    w = shown(qtbot, BuilderWindow(Encounter.new("zones"), library))
    wolf = next(e for e in w.entries() if e.name == "Wolf")
    for count in (MAX_COPIES + 1, 10 ** 9, -1, 0):
        assert w.add_entry(wolf, count) == []
        assert "a count is 1 to 50" in w.message.text()
    assert w.encounter.participants == []
    w.count.setFocus()
    QTest.keyClick(w.count, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(w.count, "999999")
    assert w.count.value() <= w.count.maximum() == MAX_COPIES        # the box takes no more…
    assert w.count.said == f"At most {MAX_COPIES}"                     # …and says so (#40 item 13)
    nech = shown(qtbot, BuilderWindow(Encounter.new("nechronica"), library))
    zombie = next(e for e in nech.entries() if e.name == "Zombie")
    assert nech.add_entry(zombie, MAX_COPIES + 1) == [] and "a count is 1 to 50" in nech.message.text()
    [legion] = nech.add_entry(zombie, 1)               # a legion of its file's bodies; How many is copies
    nech._set_count(legion, 200)
    nech._set_count(legion, 201)
    assert "a count is 1 to 200" in nech.message.text()
    assert nech.encounter.count_of(legion) == 200 and len(nech.encounter.participants) == 1


def test_a_place_that_is_not_on_the_map_is_refused_and_she_stays(qtbot, library):
    w = shown(qtbot, BuilderWindow(Encounter.from_file(RESOURCES / "zones/scenarios/bridge.json"), library))
    asa = w.encounter.participants[0]
    errors = []
    w.controller.error.connect(errors.append)
    for where in ("moon", "", None, 7, ["road"]):
        assert not w.controller.do(Command("place", token_id(asa), {"to": where}))
    assert w.encounter.place_of(asa) == "bridge" and len(errors) == 5
    assert "cannot start in moon; the places are: road, bridge, ford, ruins" in errors[0]
    assert not w.controller.do(Command("place", "p999", {"to": "road"}))      # no such participant
    start = w.map.token_rects()[token_id(asa)].center().toPoint()
    off = QPoint(1, 1)                                                   # dropped where no zone is
    QTest.mousePress(w.map, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(w.map, off)
    QTest.mouseRelease(w.map, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, off)
    assert w.encounter.place_of(asa) == "bridge"
    nech = Encounter.from_file(RESOURCES / "scenarios/duel.json")
    with pytest.raises(VttError, match="cannot start in tartarus"):
        nech.place(nech.participants[0], "tartarus")               # not a doll's starting area


def test_wrong_types_in_the_forms_are_refused_and_the_encounter_keeps_its_values():
    enc = Encounter.from_file(RESOURCES / "hundred/scenarios/ogre.json")
    before = enc.scenario_data(inline=True)
    for bad in ({"options": {"deck": "all"}}, {"options": {"default_band": "far away"}}, {"seed": [1]},
                {"name": None, "kind": "battle"}):
        with pytest.raises(VttError):
            enc.set_rest(bad)
    p = enc.participants[0]
    for bad in ({"id": ["x"]}, {"name": 3}, {"sheet": {}}):
        with pytest.raises(VttError):
            enc.set_fields(p, bad)
    for band in ("far", None, 3):
        with pytest.raises(VttError):
            enc.set_band("aren", "ogre", band)
    with pytest.raises(VttError):
        enc.set_band("aren", "aren", "mid")
    assert enc.scenario_data(inline=True) == before


def test_vtt_edit_refuses_what_it_cannot_open(tmp_path, capsys):
    assert main(["edit", "--new", "scenario", "--system", "chess"]) == 2
    assert "unknown ruleset 'chess'" in capsys.readouterr().err
    assert main(["edit", str(tmp_path / "none.json")]) == 2
    assert "no such file" in capsys.readouterr().err
    battle = tmp_path / "battle.json"
    battle.write_text(json.dumps({"kind": "battle", "ruleset": "zones"}), encoding="utf-8")
    assert main(["edit", str(battle)]) == 2
    assert "not a file the workshop edits" in capsys.readouterr().err
