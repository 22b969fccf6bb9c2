"""An encounter being built (vtt.workshop.encounter), for any ruleset from what its scenario model declares:
read back from every sample it writes a file that plays the same battles; participants are added from
files (copies in a group, a legion's bodies), placed where they may start, on their sides; the file
refers to the GM's own files and writes any other in."""
import json
from pathlib import Path

import pytest

from vtt import RESOURCES
from vtt.core.errors import FileFormatError, VttError
from vtt.core.files import read_json
from vtt.sim.simulator import report, simulate
from vtt.workshop.encounter import MAX_COPIES, Encounter, shape_of

SAMPLES = sorted(RESOURCES.glob("*/scenarios/*.json")) + sorted((RESOURCES / "scenarios").glob("*.json"))


def plays(path, battles=4, seed=5) -> dict:
    out = report(simulate(path, battles, seed), path, seed)
    out.pop("scenario")
    return out


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_a_sample_read_back_writes_a_scenario_that_plays_the_same_battles(sample, tmp_path):
    enc = Encounter.from_file(sample)
    out = tmp_path / "again.json"
    out.write_text(json.dumps(enc.scenario_data(inline=True)), encoding="utf-8")
    assert plays(out) == plays(sample)


def test_each_ruleset_declares_its_lists_places_and_map():
    zones, ashes, hundred, nech = (shape_of(r) for r in ("zones", "ashes", "hundred", "nechronica"))
    assert [ls.field for ls in nech.lists] == ["dolls", "enemies"]
    dolls, enemies = nech.lists
    assert (dolls.side, dolls.kinds, dolls.places) == ("dolls", ("character",), ("limbo", "elysium", "eden"))
    assert (enemies.count, enemies.count_of, enemies.count_max) == ("bodies", "bodies", 200)
    assert nech.zones is None and "victory" in nech.rest and "karma" in nech.rest and "options" in nech.rest
    assert zones.zones == "zones" and zones.map_editor == "zone_graph" and zones.lists[0].group == "group"
    assert ashes.zones == "zones" and ashes.lists[0].group is None
    assert hundred.zones is None and hundred.ranges == "ranges" and hundred.bands == ("close", "mid", "ranged", "out")
    assert hundred.lists[0].place is None


def test_copies_share_a_group_and_are_numbered(tmp_path):
    enc = Encounter.new("zones")
    wolves = enc.add_file(RESOURCES / "zones/monsters/wolf.json", "monster", 2)
    assert [w.id for w in wolves] == ["wolf1", "wolf2"]
    assert [w.fields["name"] for w in wolves] == ["Wolf 1", "Wolf 2"]
    assert {w.fields["group"] for w in wolves} == {"wolf"} and {w.side for w in wolves} == {"foes"}
    asa = enc.add_file(RESOURCES / "zones/characters/asa.json", "character")[0]
    assert asa.side == "party" and asa.id == "asa" and "group" not in asa.fields
    session = enc.session(seed=1)
    assert session.state.fighters["wolf1"].group == session.state.fighters["wolf2"].group == "wolf"


def test_a_legion_is_one_entry_of_its_bodies():
    enc = Encounter.new("nechronica")
    enc.add_file(RESOURCES / "dolls/lily.json", "character")
    zombies = enc.add_file(RESOURCES / "enemies/zombie.json", "monster")
    assert len(zombies) == 1 and enc.count_of(zombies[0]) == 10           # its file's bodies (#40 item 10)
    enc.set_count(zombies[0], 7)
    assert enc.count_of(zombies[0]) == 7
    ghouls = enc.add_file(RESOURCES / "enemies/ghoul.json", "monster", 2)       # a horror: two of them
    assert len(ghouls) == 2 and enc.count_of(ghouls[0]) is None
    data = enc.scenario_data(inline=True)
    assert [e.get("bodies") for e in data["enemies"]] == [7, None, None]
    session = enc.session(seed=1)
    assert session.state.fighters[zombies[0].id].bodies == 7


def test_where_one_may_start():
    enc = Encounter.new("nechronica")
    lily = enc.add_file(RESOURCES / "dolls/lily.json", "character")[0]
    assert enc.places_of(lily) == ["limbo", "elysium", "eden"] and enc.place_of(lily) == "limbo"   # her file's
    with pytest.raises(VttError, match="cannot start in tartarus"):
        enc.place(lily, "tartarus")                    # 煉獄, 花園 or 楽園: a doll's starting areas
    assert enc.place_of(lily) == "limbo"
    enc.place(lily, "eden")
    assert enc.scenario_data(inline=True)["dolls"][0]["area"] == "eden"
    zones = Encounter.new("zones")
    asa = zones.add_file(RESOURCES / "zones/characters/asa.json", "character")[0]
    with pytest.raises(VttError, match="the places are: road, bridge, ford, ruins"):
        zones.place(asa, "moon")


def test_a_new_map_moves_whoever_stood_in_a_zone_now_gone():
    enc = Encounter.from_file(RESOURCES / "zones/scenarios/troll.json")
    bridge = read_json(RESOURCES / "zones/scenarios/bridge.json")
    enc.set_map(bridge["zones"], None)
    assert {enc.place_of(p) for p in enc.participants} == {"road"}
    assert enc.problem() is None and enc.session(seed=1).view().map.layout == "line"
    with pytest.raises(VttError):
        enc.set_map([{"id": "a"}, {"id": "a"}])
    with pytest.raises(FileFormatError, match="exit"):
        Encounter.new("ashes").set_map([{"id": "a", "exit": True}])       # ashes' battlefields have no way out


def test_the_starting_distances_follow_the_option_and_the_ids():
    enc = Encounter.from_file(RESOURCES / "hundred/scenarios/ogre.json")
    assert enc.band("aren", "ogre") == "mid" and enc.band("aren", "wolf1") == "close"     # the default band
    enc.set_rest({**enc.rest, "options": {"default_band": "ranged"}})
    assert enc.band("aren", "wolf1") == "ranged"
    enc.set_band("wolf1", "aren", "out")
    assert enc.band("aren", "wolf1") == "out" and ["wolf1", "aren", "out"] in enc.ranges
    aren = enc.participants[0]
    enc.set_fields(aren, {"id": "aren2"})
    assert enc.band("aren2", "ogre") == "mid"
    enc.remove(aren)
    assert not any("aren2" in r for r in enc.ranges) and enc.problem() is None


def test_the_library_s_own_files_are_referred_to_and_any_other_written_in(tmp_path):
    lib = tmp_path / "library"
    mine = lib / "zones" / "characters" / "kit.json"
    mine.parent.mkdir(parents=True)
    data = read_json(RESOURCES / "zones/characters/asa.json") | {"name": "Kit"}
    mine.write_text(json.dumps(data), encoding="utf-8")
    enc = Encounter.new("zones")
    enc.add_file(mine, "character")
    enc.add_file(RESOURCES / "zones/monsters/troll.json", "monster")
    folder = lib / "zones" / "scenarios"
    out = enc.scenario_data(folder, lib)
    assert out["participants"][0]["character"] == "../characters/kit.json" and "sheet" not in out["participants"][0]
    assert out["participants"][1]["sheet"]["name"] == "Hill troll" and "character" not in out["participants"][1]
    folder.mkdir()
    (folder / "x.json").write_text(json.dumps(out), encoding="utf-8")
    again = Encounter.from_file(folder / "x.json")
    assert again.participants[0].source == mine.resolve() and again.participants[0].sheet["name"] == "Kit"


def test_counts_sides_and_fields_are_checked_and_a_refusal_changes_nothing():
    enc = Encounter.new("zones")
    for bad in (0, MAX_COPIES + 1, 10 ** 12, True, "3", 2.5):
        with pytest.raises(VttError, match="a count is 1 to"):
            enc.add_file(RESOURCES / "zones/monsters/wolf.json", "monster", bad)
    assert enc.participants == []
    nech = Encounter.new("nechronica")
    legion = nech.add_file(RESOURCES / "enemies/zombie.json", "monster")[0]
    nech.set_count(legion, 200)
    with pytest.raises(VttError, match="a count is 1 to 200"):
        nech.set_count(legion, 201)
    assert nech.count_of(legion) == 200
    with pytest.raises(VttError, match="on the side of the list"):
        nech.set_side(legion, "dolls")
    asa = enc.add_file(RESOURCES / "zones/characters/asa.json", "character")[0]
    with pytest.raises(VttError, match="no side 'gm'"):
        enc.set_side(asa, "gm")
    with pytest.raises(VttError, match="colour is not a field"):
        enc.set_fields(asa, {"colour": "red"})
    with pytest.raises(FileFormatError, match="id"):
        enc.set_fields(asa, {"id": 7})
    with pytest.raises(VttError, match="not a field of the scenario"):
        enc.set_rest({"weather": "rain"})
    with pytest.raises(FileFormatError, match="options"):
        enc.set_rest({"options": {"success": 99}})
    assert (asa.side, asa.id, enc.rest) == ("party", "asa", {})


def test_a_file_broken_since_it_was_listed_is_refused_and_nothing_is_added(tmp_path):
    path = tmp_path / "wolf.json"
    path.write_text((RESOURCES / "zones/monsters/wolf.json").read_text(encoding="utf-8"), encoding="utf-8")
    enc = Encounter.new("zones")
    enc.add_file(path, "monster")
    path.write_text('{"kind": "npc", "ruleset": "zones", "name": "Wolf", "cards": "many"}', encoding="utf-8")
    with pytest.raises(FileFormatError, match="cards"):
        enc.add_file(path, "monster")
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(FileFormatError, match="not valid JSON"):
        enc.add_file(path, "monster")
    assert len(enc.participants) == 1


def test_a_scenario_the_model_refuses_is_refused_with_where(tmp_path):
    data = read_json(RESOURCES / "zones/scenarios/bridge.json")
    data["participants"][0]["zone"] = "moon"
    with pytest.raises(FileFormatError, match="participants.0.zone"):
        Encounter.from_scenario(data, RESOURCES / "zones/scenarios/bridge.json")
    data = read_json(RESOURCES / "zones/scenarios/bridge.json") | {"weather": "rain"}
    with pytest.raises(FileFormatError, match="weather"):
        Encounter.from_scenario(data, RESOURCES / "zones/scenarios/bridge.json")
    data = read_json(RESOURCES / "zones/scenarios/bridge.json")
    data["participants"][0]["character"] = "../characters/nobody.json"
    with pytest.raises(FileFormatError, match="no such file"):
        Encounter.from_scenario(data, RESOURCES / "zones/scenarios/bridge.json")
    assert Path(RESOURCES / "zones/scenarios/bridge.json").exists()
