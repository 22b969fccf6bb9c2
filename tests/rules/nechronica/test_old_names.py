"""#41: Nechronica's files give names as every ruleset's do (``name`` the English or the only one, ``name_ja`` the
Japanese), and files of the old shape (``name`` in Japanese, ``name_en`` in English) are "migrated on open, never
refused for the old shape". ``data/old_names`` holds the shipped files as they were before (and a battle saved
then, its doll's arms about to be hit): each reads as its converted twin in ``resources/``."""
# rename_fighters: keep (it reads battles saved in the old shapes, their snapshots saying "participants")
from __future__ import annotations

import json
from pathlib import Path

import pytest

from vtt import RESOURCES
from vtt.core.errors import FileFormatError
from vtt.core.files import load_model, validate
from vtt.rules.nechronica.battle import load_battle, save_battle, session_from_scenario_file
from vtt.rules.nechronica.catalog import CatalogFile
from vtt.rules.nechronica.models import DollFile, EnemyFile, PartSpec, SavedBattle, ScenarioFile, old_names

OLD = Path(__file__).resolve().parent / "data" / "old_names"
MODELS = {"dolls": DollFile, "enemies": EnemyFile, "catalog": CatalogFile, "scenarios": ScenarioFile}
OLD_FILES = sorted((sub, p.name) for sub in MODELS for p in (OLD / sub).glob("*.json"))


def _has_name_en(value) -> bool:
    if isinstance(value, dict):
        return "name_en" in value or any(map(_has_name_en, value.values()))
    return isinstance(value, list) and any(map(_has_name_en, value))


def test_every_shipped_file_was_kept_in_the_old_shape_and_is_shipped_in_the_new():
    assert {sub for sub, _ in OLD_FILES} == set(MODELS) and len(OLD_FILES) == 18
    for sub, name in OLD_FILES:
        new = json.loads((RESOURCES / sub / name).read_text(encoding="utf-8"))
        assert not _has_name_en(new), name
    assert all(_has_name_en(json.loads((OLD / sub / name).read_text(encoding="utf-8")))
               for sub, name in OLD_FILES if sub != "scenarios")            # (a scenario named no doll's names)


@pytest.mark.parametrize("sub,name", OLD_FILES)
def test_an_old_shape_file_reads_as_its_converted_twin(sub, name):
    old, new = load_model(MODELS[sub], OLD / sub / name), load_model(MODELS[sub], RESOURCES / sub / name)
    if sub in ("catalog", "scenarios"):
        # their own names were one text in both languages ("デュエル (Duel)"), written anew as name and name_ja
        assert old.name_ja is None and new.name_ja and new.name_ja not in new.name
        old = old.model_copy(update={"name": new.name, "name_ja": new.name_ja})
    assert old == new
    assert not _has_name_en(old.model_dump(mode="json"))                  # written only in the new shape


def test_a_doll_of_the_old_shape_has_her_english_name_and_her_japanese_one():
    lily = load_model(DollFile, OLD / "dolls" / "lily.json")
    assert (lily.name, lily.name_ja) == ("Lily", "リリィ")
    assert [(p.name, p.name_ja) for p in lily.parts[:3]] == [("Brain", "のうみそ"), ("Eyeballs", "めだま"),
                                                              ("Jaw", "あご")]


def test_an_old_scenario_builds_the_very_battle_of_the_new():
    for name in ("demo.json", "duel.json", "even.json"):
        old = session_from_scenario_file(OLD / "scenarios" / name).snapshot()
        new = session_from_scenario_file(RESOURCES / "scenarios" / name).snapshot()
        assert {**old, "name": None} == {**new, "name": None}, name       # (the scenario's own name rewritten)


# -- the rule of the migration ---------------------------------------------------------------------------

def test_a_file_with_name_en_has_it_as_name_and_its_old_name_as_name_ja():
    assert old_names({"name": "ナイフ", "name_en": "Knife", "cost": 2}) == {"name": "Knife", "name_ja": "ナイフ", "cost": 2}


def test_a_file_without_name_en_keeps_its_name_whatever_its_language():
    """The only name stays ``name``, with no ``name_ja`` (docs/formats.md says why): every reader shows a name
    given once as it is, in every language, so guessing its language would change nothing a user sees."""
    for data in ({"name": "ゾンビ"}, {"name": "Zombie"}, {"name": "ゾンビ", "name_ja": "ゾンビ"}):
        assert old_names(data) == data
    zombie = validate(EnemyFile, {"kind": "horror", "name": "ゾンビ", "base_ap": 6, "threat": 1})
    assert (zombie.name, zombie.name_ja) == ("ゾンビ", None)


@pytest.mark.parametrize("en", [None, "", "   "])
def test_a_null_or_blank_name_en_is_no_english_name(en):
    part = validate(PartSpec, {"name": "トゲ", "name_en": en, "location": "arms"})
    assert (part.name, part.name_ja) == ("トゲ", None)


def test_a_name_en_that_is_the_name_again_gives_no_name_ja():
    part = validate(PartSpec, {"name": "Knife", "name_en": "Knife", "location": "arms"})
    assert (part.name, part.name_ja) == ("Knife", None)


def test_an_old_file_with_a_key_added_since_reads_too():
    """A doll saved with a portrait (#42) before #41 has both: she is of the old shape all the same."""
    doll = validate(DollFile, {"name": "リリィ", "name_en": "Lily", "portrait": {"image": "lily.png"}})
    assert (doll.name, doll.name_ja, doll.portrait.image) == ("Lily", "リリィ", "lily.png")


# -- a battle saved before #41 -------------------------------------------------------------------------------

def test_a_battle_saved_in_the_old_shape_replays_with_its_names_in_the_new(tmp_path):
    """Its snapshot named her リリィ and her parts by their Japanese names: the log is replayed as always and
    the old snapshot, whose names no longer match, is not held against it."""
    data = json.loads((OLD / "duel-battle.json").read_text(encoding="utf-8"))
    assert data["snapshot"]["participants"]["lily"]["name"] == "リリィ"
    s = load_battle(OLD / "duel-battle.json")
    lily = s.state.fighters["lily"]
    assert (lily.name, lily.name_ja) == ("Lily", "リリィ")
    assert [pr.text for pr in s.state.prompts] == ["Lily chooses 1 part(s) to damage in her arms"]
    assert {k: v for k, v in s.snapshot().items() if k != "prompts"} == \
        {k: v for k, v in _renamed(data["snapshot"], s).items() if k != "prompts"}
    saved = tmp_path / "again.json"
    save_battle(s, saved)
    again = json.loads(saved.read_text(encoding="utf-8"))
    assert not _has_name_en(again) and again["snapshot"] == s.snapshot()
    assert load_battle(saved).snapshot() == s.snapshot()          # its new snapshot checked as any other's


def _renamed(old_snapshot: dict, s) -> dict:
    """The old snapshot with every name as the new state gives it (the old ``name`` was the Japanese: now
    ``name_ja``, and ``name`` the English), and its ``participants`` as ``fighters``: the same battle but for its
    names."""
    out = json.loads(json.dumps(old_snapshot))
    out = {("fighters" if k == "participants" else k): v for k, v in out.items()}
    for pid, entry in out["fighters"].items():
        p = s.state.fighters[pid]
        entry.update({"name": p.name, **({"name_ja": p.name_ja} if p.name_ja else {})})
        for rows in entry["parts"].values():
            for row in rows:
                part = p.part(row["key"])
                assert row["name"] == (part.name_ja or part.name)
                row.update({"name": part.name, **({"name_ja": part.name_ja} if part.name_ja else {})})
    english = {part.name_ja or part.name: part.name for p in s.state.fighters.values() for part in p.parts}
    for frame in out["stack"]:
        if "name" in frame:
            frame["name"] = english[frame["name"]]
    return out


def test_a_battle_of_the_old_shape_whose_log_does_not_replay_is_still_refused(tmp_path):
    data = json.loads((OLD / "duel-battle.json").read_text(encoding="utf-8"))
    data["log"][1]["to"] = "eden"                      # three areas from limbo: her move of 1 cannot reach it
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        load_battle(path)
    assert e.value.field == "log.1"


def test_a_saved_battle_of_the_new_shape_keeps_its_snapshot_checked(tmp_path):
    s = session_from_scenario_file(RESOURCES / "scenarios" / "duel.json")
    s.do({"type": "start"})
    path = tmp_path / "b.json"
    save_battle(s, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert validate(SavedBattle, data).snapshot == data["snapshot"]
    data["snapshot"]["fighters"]["lily"]["ap"] += 1
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        load_battle(path)
    assert e.value.field == "snapshot"
