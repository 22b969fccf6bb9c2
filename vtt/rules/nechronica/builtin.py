"""Reading the built-in scenarios without pydantic, so the demo opens fast.

The shipped resources are checked by the tests: valid, and written in canonical form (area,
location, timing and category ids, not their aliases). For such files validation only fills in the
defaults, so this reader does just that and gives what ``ScenarioFile.model_dump()`` of the
resolved, validated scenario gives; the tests hold it to that for every built-in file, and hold the
defaults below to the models'. Anything else (the user's files) goes through the models.
"""
from __future__ import annotations

from pathlib import Path

from vtt.core.files import read_json
from vtt.core.pictures import with_absolute_pictures

from .terms import SCHEMA_VERSION

REQUIRED = object()     # a field without a default

# Per model: its fields in the model's order with their defaults (as model_dump() writes them), and
# its fields that hold other models (a shape, or a one-item list for a list of them).
SHAPES: dict[str, tuple[dict, dict]] = {
    "part": ({"id": None, "name": REQUIRED, "name_ja": None, "location": REQUIRED, "timing": "auto", "cost": None,
              "range": "-", "effect": "", "effect_en": None, "category": "basic", "level": 0, "dice": 1,
              "damaged": False}, {}),
    "reinforcement": ({"armament": 0, "mutation": 0, "modification": 0}, {}),
    "fetter": ({"target": REQUIRED, "emotion": REQUIRED, "madness": 3, "mad_effect": "", "treasure": False}, {}),
    "portrait": ({"image": REQUIRED, "x": 0.5, "y": 0.5, "zoom": 1.0}, {}),
    "map_picture": ({"image": REQUIRED, "x": 0.0, "y": 0.0, "zoom": 1.0, "rotation": 0, "brightness": 0.8,
                     "boxes": {}}, {}),
    "doll": ({"schema_version": SCHEMA_VERSION, "kind": "doll", "name": REQUIRED, "name_ja": None, "portrait": None,
              "position": "",
              "main_class": "", "sub_class": "", "reinforcement": {}, "area": "limbo", "base_ap": 6,
              "basic_parts": False, "parts": [], "fetters": [], "karma": [], "memory_fragments": [], "favor": 0,
              "notes": ""},
             {"portrait": "portrait", "reinforcement": "reinforcement", "parts": ["part"], "fetters": ["fetter"]}),
    "enemy": ({"schema_version": SCHEMA_VERSION, "kind": REQUIRED, "name": REQUIRED, "name_ja": None,
               "portrait": None, "base_ap": REQUIRED, "threat": REQUIRED, "basic_parts": False, "bodies": None, "parts": [],
               "fetters": [], "notes": ""},
              {"portrait": "portrait", "parts": ["part"], "fetters": ["fetter"]}),
    "doll_entry": ({"id": None, "file": None, "doll": None, "area": None}, {"doll": "doll"}),
    "enemy_entry": ({"id": None, "file": None, "enemy": None, "area": "tartarus", "bodies": None, "name": None,
                     "name_ja": None, "hidden": False, "show_name": True, "show_ap": True, "show_damage": True, "notes": ""},
                    {"enemy": "enemy"}),
    "victory": ({"type": "annihilate", "rounds": None, "text": ""}, {}),
    "options": ({"favor_fetter_change_cost": 1, "fumble_attacker_picks_location": False,
                 "treasure_recovery_any_fetter": False, "nc_declares_first": True, "dismember_target": 6}, {}),
    "scenario": ({"schema_version": SCHEMA_VERSION, "kind": "scenario", "ruleset": "nechronica", "name": "Battle", "name_ja": None,
                  "description": "",
                  "map_picture": None, "dolls": REQUIRED, "enemies": [], "victory": {}, "karma": [], "options": {}, "seed": None},
                 {"map_picture": "map_picture", "dolls": ["doll_entry"], "enemies": ["enemy_entry"], "victory": "victory",
                  "options": "options"}),
}


def fill(shape: str, data: dict) -> dict:
    """``data`` with the defaults of ``shape`` filled in, recursively, keys in the model's order (a new dict)."""
    fields, nested = SHAPES[shape]
    out = {}
    for key, default in fields.items():
        value = data[key] if key in data or default is REQUIRED else default
        out[key] = list(value) if isinstance(value, list) else value
    for key, sub in nested.items():
        value = out[key]
        if isinstance(sub, list):
            out[key] = [fill(sub[0], v) for v in value]
        elif value is not None:
            out[key] = fill(sub, value)
    return out


def read(shape: str, path) -> dict:
    return fill(shape, read_json(path))


def read_scenario(path) -> dict | None:
    """A built-in scenario, resolved (its dolls and enemies read in), as plain data; None if it needs
    what only the validated path does (a ``basic_parts`` file takes the catalog). Its pictures are named by
absolute paths, as a setup holds them (vtt.core.pictures)."""
    path = Path(path)
    sc = read("scenario", path)
    for entries, key, shape in ((sc["dolls"], "doll", "doll"), (sc["enemies"], "enemy", "enemy")):
        for entry in entries:
            if entry["file"] is not None:
                file = path.parent / entry["file"]
                entry[key] = with_absolute_pictures(read(shape, file), file.parent)
                entry["file"] = None
            if entry[key]["basic_parts"]:
                return None
    return with_absolute_pictures(sc, path.parent)         # (the files' own: absolute already)
