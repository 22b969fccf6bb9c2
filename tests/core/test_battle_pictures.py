"""A running battle's pictures (#42, vtt.core.battle_pictures), in every ruleset: the session's view gives each
viewer the portraits and the map picture of the battle's setup (by absolute paths), a viewer who may not know
who someone is is not given her picture, a battle without pictures has none in its views, and the GM's
``map_picture`` command changes the map picture as a logged, undoable, saved and replayed battle change that
leaves the rules' state as it was."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.pictures import png_bytes, write_png
from vtt.core import registry
from vtt.core.battle_pictures import MAP_PICTURE, PORTRAITS, command
from vtt.core.game_file import open_session, save_battle
from vtt.core.pictures import picture_refs
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER, Viewer

RULESETS = ("nechronica", "zones", "ashes", "hundred")
PICTURES = Path(__file__).resolve().parents[2] / "resources" / "pictures"


def without_pictures(setup):
    """The setup with every picture it names taken out (a battle of files that name none)."""
    for holder in _holders(setup):
        for key in ("portrait", "map_picture"):
            holder.pop(key, None)
    return setup


def _holders(data):
    stack, out = [data], []
    while stack:
        here = stack.pop()
        if isinstance(here, dict):
            out.append(here)
            stack.extend(v for v in here.values() if isinstance(v, (dict, list)))
        elif isinstance(here, list):
            stack.extend(v for v in here if isinstance(v, (dict, list)))
    return out


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_viewer_is_given_the_portraits_and_the_map_picture_of_the_setup(ruleset):
    s = registry.get(ruleset).demo_session(1)
    setup_images = {r["image"] for r in picture_refs(s.setup_json())}
    for viewer in (GM_VIEWER, TABLE_VIEWER, Viewer("side", s.view().sides[0])):
        view = s.view(viewer)
        picture, portraits = view.extra[MAP_PICTURE], view.extra[PORTRAITS]
        assert Path(picture["image"]) == PICTURES / "crossroads.png" and picture["brightness"] == 0.75
        assert portraits and set(portraits) <= {t.id for t in view.tokens}
        assert all(Path(p["image"]).is_absolute() and Path(p["image"]).parent == PICTURES for p in portraits.values())
        assert {p["image"] for p in portraits.values()} <= setup_images


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_battle_without_pictures_has_none_in_its_views(ruleset):
    system = registry.get(ruleset)
    s = system.session_from_setup(without_pictures(system.demo_session(1).setup_json()), ".", 1)
    for viewer in (GM_VIEWER, TABLE_VIEWER):
        assert MAP_PICTURE not in s.view(viewer).extra and PORTRAITS not in s.view(viewer).extra


def test_an_enemy_whose_name_the_gm_keeps_from_the_table_keeps_her_portrait_from_it_too():
    """Nechronica: "show_name": false reads ??? on the table; her picture would tell who she is."""
    system = registry.get("nechronica")
    setup = system.demo_session(1).setup_json()
    enemy = setup["enemies"][0]
    enemy["show_name"] = False
    s = system.session_from_setup(setup, ".", 1)
    who = next(t.id for t in s.view(GM_VIEWER).tokens if t.side == "enemies" and t.id in s.view().extra[PORTRAITS])
    hidden = s.view(TABLE_VIEWER).token(who)
    if hidden.name != "???":                           # (the first enemy with a portrait is the one hidden)
        pytest.skip("the demo's first enemy has no portrait")
    assert who in s.view(GM_VIEWER).extra[PORTRAITS] and who in s.view(Viewer("side", "enemies")).extra[PORTRAITS]
    assert who not in s.view(TABLE_VIEWER).extra.get(PORTRAITS, {})
    assert who not in s.view(Viewer("side", "dolls")).extra.get(PORTRAITS, {})


def test_whether_a_portrait_is_shown_is_asked_once_per_token_record(monkeypatch):
    """After a move only the token the view handed out anew is asked about (200 on the map: one, not 200), and the
    same answers give the very same portraits; a name the GM then keeps from the table takes her portrait with it."""
    system = registry.get("nechronica")
    s = system.demo_session(1)
    asked = []
    real = type(s.ruleset).shows_portrait
    monkeypatch.setattr(type(s.ruleset), "shows_portrait", lambda self, b, who, viewer: asked.append(who) or
                        real(self, b, who, viewer))
    before = s.view(TABLE_VIEWER).extra[PORTRAITS]
    assert sorted(asked) == sorted(t.id for t in s.view(TABLE_VIEWER).tokens if t.id in before or t.id in
                                   s.view(GM_VIEWER).extra[PORTRAITS])
    asked.clear()
    s.do({"type": "override", "op": "move", "target": "lily", "area": "eden"})
    assert s.view(TABLE_VIEWER).extra[PORTRAITS] is before and asked == ["lily"]
    enemy = next(t.id for t in s.view(GM_VIEWER).tokens if t.side == "enemies" and t.id in before)
    asked.clear()
    s.do({"type": "override", "op": "visibility", "target": enemy, "show_name": False})
    after = s.view(TABLE_VIEWER).extra[PORTRAITS]
    assert asked == [enemy] and enemy not in after and set(after) == set(before) - {enemy}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_gms_map_picture_is_logged_undone_redone_and_changes_nothing_of_the_rules(ruleset, tmp_path):
    s = registry.get(ruleset).demo_session(1)
    snapshot, drawn = s.snapshot(), s.drawn
    moved = {**s.view().extra[MAP_PICTURE], "zoom": 1.5, "rotation": 90, "brightness": 1.0}
    events = s.do(command(moved))
    assert [e.type for e in events] == ["map_picture_set"] and "crossroads.png" in events[0].text
    assert s.log[-1].command.type == MAP_PICTURE and s.snapshot() == snapshot and s.drawn == drawn
    for viewer in (GM_VIEWER, TABLE_VIEWER):
        assert s.view(viewer).extra[MAP_PICTURE]["zoom"] == 1.5 and s.view(viewer).extra[MAP_PICTURE]["rotation"] == 90
    s.do(command(None))
    assert MAP_PICTURE not in s.view(TABLE_VIEWER).extra and s.log[-1].events[0].type == "map_picture_removed"
    s.undo()
    assert s.view().extra[MAP_PICTURE]["zoom"] == 1.5
    s.undo()
    assert s.view().extra[MAP_PICTURE]["zoom"] == 1.0           # the setup's again
    s.redo()
    assert s.view(TABLE_VIEWER).extra[MAP_PICTURE]["zoom"] == 1.5


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_saved_battle_keeps_the_gms_map_picture_beside_it_and_replays_it_anywhere(ruleset, tmp_path):
    s = registry.get(ruleset).demo_session(1)
    picture = write_png(tmp_path / "maps" / "night.png", 90, 60, (10, 10, 120))
    s.do(command({"image": str(picture), "brightness": 0.5, "zoom": 2.0}))
    (tmp_path / "saved").mkdir()
    save_battle(s, tmp_path / "saved" / "battle.json")
    written = json.loads((tmp_path / "saved" / "battle.json").read_text(encoding="utf-8"))
    logged = written["log"][-1][MAP_PICTURE]["image"]
    assert logged.startswith("images/")                         # named beside the file, not where it was
    moved = Path(shutil.move(str(tmp_path / "saved"), str(tmp_path / "elsewhere")))
    shutil.rmtree(tmp_path / "maps")
    again = open_session(moved / "battle.json")
    shown = again.view(TABLE_VIEWER).extra[MAP_PICTURE]
    assert Path(shown["image"]).parent == moved / "images" and shown["zoom"] == 2.0
    assert Path(shown["image"]).read_bytes() == png_bytes(90, 60, colour=(10, 10, 120))
    assert again.snapshot() == s.snapshot()
    again.undo()                                                # undo reaches the setup's picture
    assert Path(again.view().extra[MAP_PICTURE]["image"]).parent == moved / "images"
    assert again.view().extra[MAP_PICTURE]["zoom"] == 1.0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_battle_whose_pictures_cannot_be_copied_is_saved_all_the_same(ruleset, tmp_path):
    """A map picture gone missing before the save is named as it was (shown as missing when opened)."""
    s = registry.get(ruleset).demo_session(1)
    gone = tmp_path / "gone.png"
    s.do(command({"image": str(gone)}))
    save_battle(s, tmp_path / "battle.json")
    again = open_session(tmp_path / "battle.json")
    assert again.view().extra[MAP_PICTURE]["image"] == str(gone)


@pytest.mark.parametrize("ruleset", ("zones", "ashes", "hundred"))
def test_each_character_file_is_read_once_for_the_battle_and_its_portraits(ruleset, monkeypatch):
    """The portraits of a scenario's battle are those of the sheets it was built from, told as they were read: each
    character file is read once a participant, not again for its portrait (~1-2.5 M instructions before the first paint; docs/gui.md,
    "The ninth round (first paint: what the widgets draw)"), and every viewer is given the portraits the files name."""
    from collections import Counter

    from vtt.rules.kit import system as kit
    read: Counter = Counter()
    real = kit.load_sheet
    monkeypatch.setattr(kit, "load_sheet", lambda scenario, path, models: read.update([Path(path).resolve()])
                        or real(scenario, path, models))
    s = registry.get(ruleset).demo_session(1)
    portraits = s.view().extra[PORTRAITS]
    once = Counter((s.base_dir / e.character).resolve() for e in s.scenario.participants if e.sheet is None)
    assert once and read == once                      # (once a participant: two wolves, wolf.json twice)
    monkeypatch.setattr(kit, "load_sheet", real)
    named = {fid: Path(sheet.portrait.image if hasattr(sheet.portrait, "image") else sheet.portrait["image"]).name
             for _, _, sheet, fid in kit.participant_sheets(s.scenario, s.base_dir, s.models)
             if getattr(sheet, "portrait", None) is not None}
    assert named and {fid: Path(p["image"]).name for fid, p in portraits.items()} == named
