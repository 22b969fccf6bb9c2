"""The GM's map picture command (vtt.core.battle_pictures) against hostile input, in every ruleset: wrong types,
unknown keys, huge values, a box naming no zone, an actor, dice, and a saved battle whose log holds such a
command. Each is a MalformedCommandError from can() and do(), as JSON and as a Command made in Python, and the
battle (state, log, random state, typed dice, redo stack) stays as it was; a broken battle file is refused
naming where it broke."""
from __future__ import annotations

import json

import pytest

from tests.reliability.battles import RULESETS, refused, started
from vtt.core.battle_pictures import MAP_PICTURE
from vtt.core.errors import FileFormatError
from vtt.core.game_file import open_session, save_battle

GOOD = {"image": "/maps/bridge.png"}
HOSTILE_PICTURES = [
    7, "bridge.png", ["bridge.png"], True, 1.5,
    {},                                                     # no image
    {"image": 7}, {"image": ""}, {"image": "x" * 5000}, {"image": "a\0b.png"}, {"image": ["a.png"]},
    {**GOOD, "zooom": 2},                                   # an unknown key
    {**GOOD, "zoom": 1e300}, {**GOOD, "zoom": 10 ** 5000}, {**GOOD, "zoom": float("nan")}, {**GOOD, "zoom": "2"},
    {**GOOD, "x": -3}, {**GOOD, "rotation": 45}, {**GOOD, "rotation": True}, {**GOOD, "brightness": 99},
    {**GOOD, "boxes": {"nowhere": {"x": 0.1, "y": 0.1, "w": 0.2, "h": 0.2}}},
    {**GOOD, "boxes": {f"z{i}": {"x": 0.1, "y": 0.1, "w": 0.2, "h": 0.2} for i in range(5000)}},
    {**GOOD, "boxes": []}, {**GOOD, "boxes": {"x": {"x": 0.1, "y": 0.1, "w": 0, "h": 0.2}}},
]


@pytest.fixture(params=RULESETS)
def battle(request):
    s = started(request.param)
    s.do({"type": "map_picture", "map_picture": None})      # (something to undo: the redo stack is checked too)
    s.undo()
    assert s.can_redo
    return s


def test_a_picture_of_the_wrong_kind_or_size_is_refused(battle):
    for picture in HOSTILE_PICTURES:
        refused(battle, {"type": MAP_PICTURE, MAP_PICTURE: picture})


def test_a_missing_parameter_or_an_unknown_one_is_refused_naming_it(battle):
    assert "needs 'map_picture'" in refused(battle, {"type": MAP_PICTURE})
    message = refused(battle, {"type": MAP_PICTURE, MAP_PICTURE: GOOD, "map_pictur": GOOD})
    assert "'map_pictur'" in message and "map_picture" in message
    assert "zooom" in refused(battle, {"type": MAP_PICTURE, MAP_PICTURE: {**GOOD, "zooom": 2}})


def test_a_box_over_the_picture_must_name_a_zone_of_the_map(battle):
    message = refused(battle, {"type": MAP_PICTURE,
                               MAP_PICTURE: {**GOOD, "boxes": {"nowhere": {"x": 0.1, "y": 0.1, "w": 0.2, "h": 0.2}}}})
    assert "'nowhere'" in message


def test_only_the_gm_sets_the_map_picture_and_it_takes_no_dice(battle):
    who = battle.view().tokens[0].id
    for actor in (who, "nobody", 7):
        refused(battle, {"type": MAP_PICTURE, "actor": actor, MAP_PICTURE: GOOD})
    refused(battle, {"type": MAP_PICTURE, MAP_PICTURE: GOOD, "dice": [3]})
    refused(battle, {"type": MAP_PICTURE, MAP_PICTURE: GOOD, "dice": ["six"]})


def test_a_saved_battle_whose_log_holds_a_hostile_map_picture_is_refused_naming_where(battle, tmp_path):
    save_battle(battle, tmp_path / "battle.json")
    data = json.loads((tmp_path / "battle.json").read_text(encoding="utf-8"))
    at = len(data["log"])
    for picture in ({"image": "x.png", "zoom": -4}, "x.png", {"image": "x.png", "rotation": 45}):
        data["log"] = data["log"][:at] + [{"type": MAP_PICTURE, MAP_PICTURE: picture}]
        broken = tmp_path / "broken.json"
        broken.write_text(json.dumps(data), encoding="utf-8")
        before = broken.read_bytes()
        with pytest.raises(FileFormatError) as e:
            open_session(broken)
        assert e.value.field == f"log.{at}" and broken.read_bytes() == before      # named, never overwritten
