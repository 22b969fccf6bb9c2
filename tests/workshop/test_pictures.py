"""The pictures the GM's files name: the library keeps its own copy of each, named by its content, beside
the files (a library folder copied to another computer keeps its pictures); an encounter's map picture and
its characters' portraits go into the scenario; a battle saved anywhere still finds them."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.pictures import png_bytes, write_png
from vtt.core import registry
from vtt.core.game_file import battle_data, open_session, save_battle
from vtt.core.pictures import picture_hash, picture_refs, resolve
from vtt.workshop.encounter import Encounter, shape_of
from vtt.workshop.library import Library

RULESETS = ("nechronica", "zones", "ashes", "hundred")


def _sheet(system_id: str) -> dict:
    """A character file of ``system_id`` as its first sample has it (without what needs the catalog)."""
    from vtt.workshop.fields import kinds_of
    sample = kinds_of(registry.get(system_id))["character"].samples()[0]
    data = json.loads(Path(sample).read_text(encoding="utf-8"))
    data.pop("portrait", None)
    return data


@pytest.mark.parametrize("system_id", RULESETS)
def test_saving_a_character_keeps_its_portrait_in_the_library_named_by_its_content(system_id, tmp_path):
    library = Library(tmp_path / "library")
    face = write_png(tmp_path / "downloads" / "face.png")
    data = {**_sheet(system_id), "portrait": {"image": str(face), "x": 0.3, "y": 0.2, "zoom": 2.0}}
    saved = library.save(system_id, "character", data)
    kept = json.loads(saved.read_text(encoding="utf-8"))["portrait"]
    name = f"{picture_hash(face.read_bytes())}.png"
    assert kept == {"image": f"../../images/{name}", "x": 0.3, "y": 0.2, "zoom": 2.0}
    assert (library.images / name).read_bytes() == face.read_bytes()
    again = library.save(system_id, "character", data, name="twin")      # one picture is kept once
    assert json.loads(again.read_text(encoding="utf-8"))["portrait"]["image"] == f"../../images/{name}"
    assert [p.name for p in library.images.iterdir()] == [name]
    face.unlink()                                                       # the download is gone: no matter
    moved = tmp_path / "other computer" / "library"
    shutil.copytree(library.root, moved)
    copy = moved / saved.relative_to(library.root)
    image = json.loads(copy.read_text(encoding="utf-8"))["portrait"]["image"]
    assert resolve(image, copy.parent).read_bytes() == (library.images / name).read_bytes()


def test_a_copy_of_a_sample_takes_the_samples_picture_along(tmp_path):
    samples = tmp_path / "resources" / "characters"
    samples.mkdir(parents=True)
    write_png(tmp_path / "resources" / "pictures" / "asa.png")
    sample = samples / "asa.json"
    sample.write_text(json.dumps({**_sheet("zones"), "portrait": {"image": "../pictures/asa.png"}}),
                      encoding="utf-8")
    library = Library(tmp_path / "library")
    entry = library.entry_of(sample, "zones", "character")
    copy = library.save_copy(entry)
    image = json.loads(copy.read_text(encoding="utf-8"))["portrait"]["image"]
    assert image.startswith("../../images/") and resolve(image, copy.parent).is_file()
    renamed = library.rename(library.entry_of(copy, "zones", "character"), "Asa the second")
    image = json.loads(renamed.read_text(encoding="utf-8"))["portrait"]["image"]
    assert resolve(image, renamed.parent).is_file()


def test_a_picture_already_in_the_library_is_not_copied_again(tmp_path):
    library = Library(tmp_path / "library")
    inside = write_png(library.root / "zones" / "mine.png")
    data = {**_sheet("zones"), "portrait": {"image": str(inside)}}
    saved = library.save("zones", "character", data)
    assert json.loads(saved.read_text(encoding="utf-8"))["portrait"]["image"] == "../mine.png"
    assert not library.images.exists()


@pytest.mark.parametrize("system_id", RULESETS)
def test_an_encounter_saved_to_the_library_keeps_its_map_picture_and_portraits(system_id, tmp_path):
    library = Library(tmp_path / "library")
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    enc = Encounter.new(system_id)
    zone = enc.box_places()[0] if enc.box_places() else None
    enc.set_picture({"image": str(write_png(pictures / "map.png", 80, 60, (10, 120, 10))), "zoom": 1.25,
                     "rotation": 90, "brightness": 0.6})
    if zone is not None:
        enc.set_box(zone, (0.1, 0.2, 0.3, 0.25))
    face = write_png(pictures / "face.png", 20, 20, (0, 0, 200))
    for kind in ("character", "monster"):
        enc.add({**_sheet(system_id), "portrait": {"image": str(face)}} if kind == "character"
                else json.loads(Path(_monster(system_id)).read_text(encoding="utf-8")), kind)
    folder = library.folder(system_id, "scenario")
    saved = library.save(system_id, "scenario", enc.scenario_data(folder, library.root))
    data = json.loads(saved.read_text(encoding="utf-8"))
    images = sorted(r["image"] for r in picture_refs(data))
    assert all(i.startswith("../../images/") for i in images) and len(images) == 2
    assert data["map_picture"]["rotation"] == 90 and data["map_picture"]["brightness"] == 0.6
    back = Encounter.from_file(saved)
    assert Path(back.picture["image"]).read_bytes() == (pictures / "map.png").read_bytes()
    if zone is not None:
        assert back.picture["boxes"][zone] == {"x": 0.1, "y": 0.2, "w": 0.3, "h": 0.25}
    portrait = next(p for p in back.participants if "portrait" in p.sheet).sheet["portrait"]["image"]
    assert Path(portrait).read_bytes() == face.read_bytes()


def _monster(system_id: str):
    from vtt.workshop.fields import kinds_of
    return kinds_of(registry.get(system_id))["monster"].samples()[0]


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_saved_battle_keeps_the_pictures_of_its_setup_beside_it(system_id, tmp_path):
    """The setup holds every picture by its absolute path; the saved battle keeps a copy of each in images/ beside
    it, named relative to it (vtt.core.battle_pictures.keep_beside): the folder moved elsewhere, the originals
    gone, it opens with the same pictures."""
    system, shape = registry.get(system_id), shape_of(system_id)
    ls = shape.lists[0]
    setup = system.demo_session(0).setup_json()
    entry = setup[ls.field][0]
    sheet = entry.pop(ls.sheet)
    sheet.pop("basic_parts", None)
    sheet["portrait"] = {"image": "../pictures/face.png", "zoom": 1.5}
    for folder in ("characters", "scenarios", "saved"):
        (tmp_path / folder).mkdir()
    (tmp_path / "characters" / "her.json").write_text(json.dumps(sheet), encoding="utf-8")
    entry[ls.file] = "../characters/her.json"
    setup["map_picture"] = {"image": "../pictures/map.png", "x": 0.1}
    scenario = tmp_path / "scenarios" / "s.json"
    scenario.write_text(json.dumps(setup), encoding="utf-8")
    face = write_png(tmp_path / "pictures" / "face.png", colour=(10, 200, 10))
    map_ = write_png(tmp_path / "pictures" / "map.png", colour=(10, 10, 200))
    session = open_session(scenario)
    images = {r["image"] for r in picture_refs(battle_data(session)["setup"])}   # (the demo's others too)
    assert {str(face), str(map_)} <= images and all(Path(i).is_absolute() and Path(i).is_file() for i in images)
    save_battle(session, tmp_path / "saved" / "battle.json")
    written = json.loads((tmp_path / "saved" / "battle.json").read_text(encoding="utf-8"))
    named = {r["image"] for r in picture_refs(written["setup"])}
    assert named and all(n.startswith("images/") for n in named)
    elsewhere = shutil.move(str(tmp_path / "saved"), str(tmp_path / "elsewhere"))
    shutil.rmtree(tmp_path / "pictures")
    again = open_session(Path(elsewhere) / "battle.json")
    kept = {r["image"] for r in picture_refs(again.setup_json())}
    assert all(Path(k).parent == Path(elsewhere) / "images" and Path(k).is_file() for k in kept)
    contents = {Path(k).read_bytes() for k in kept}
    assert png_bytes(64, 48, colour=(10, 200, 10)) in contents and png_bytes(64, 48, colour=(10, 10, 200)) in contents
    assert again.setup_json()["map_picture"]["x"] == 0.1
    assert again.view().extra["map_picture"]["image"] in kept