"""#41: Nechronica's state says ``fighters``, as every ruleset's does ("its state the same word, reading old files
(migrated on open, never refused for the old shape)"). ``data/old_state/duel-battle.json`` is a battle saved before
the rename (on main at 9f1dfcc, the duel with Lily's arms about to be hit): its snapshot says ``participants``."""
# rename_fighters: keep (it reads a battle saved in the old shape, its snapshot saying "participants")
from __future__ import annotations

import json
from pathlib import Path

import pytest

from vtt.core.errors import FileFormatError
from vtt.core.files import validate
from vtt.core.game_file import open_session
from vtt.rules.nechronica.battle import load_battle, save_battle
from vtt.rules.nechronica.models import SavedBattle

OLD = Path(__file__).resolve().parent / "data" / "old_state" / "duel-battle.json"


def _old() -> dict:
    return json.loads(OLD.read_text(encoding="utf-8"))


def _saved(tmp_path, data: dict) -> Path:
    path = tmp_path / "battle.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_battle_saved_before_the_rename_opens_and_its_snapshot_is_checked_as_fighters():
    data = _old()
    assert "participants" in data["snapshot"] and "fighters" not in data["snapshot"]
    s = load_battle(OLD)
    assert set(s.state.fighters) == {"lily", "zombies"}
    assert [pr.text for pr in s.state.prompts] == ["Lily chooses 1 part(s) to damage in her arms"]
    old = dict(data["snapshot"])
    old["fighters"] = old.pop("participants")
    assert s.snapshot() == old                                      # the same battle, the word changed


def test_it_opens_by_the_ruleset_it_names_as_any_file_does():
    assert set(open_session(OLD).state.fighters) == {"lily", "zombies"}


def test_its_old_snapshot_is_still_held_against_the_replay(tmp_path):
    """Read as ``fighters``, not dropped: a snapshot the log does not reach is refused, in the old shape too."""
    data = _old()
    data["snapshot"]["participants"]["lily"]["ap"] += 1
    with pytest.raises(FileFormatError) as e:
        load_battle(_saved(tmp_path, data))
    assert e.value.field == "snapshot"


def test_saving_it_again_writes_fighters(tmp_path):
    s = load_battle(OLD)
    path = tmp_path / "again.json"
    save_battle(s, path)
    again = json.loads(path.read_text(encoding="utf-8"))
    assert "fighters" in again["snapshot"] and "participants" not in again["snapshot"]
    assert load_battle(path).snapshot() == s.snapshot()


def test_the_model_reads_the_old_snapshot_in_the_new_shape():
    assert list(validate(SavedBattle, _old()).snapshot) == list(load_battle(OLD).snapshot())   # keys, in order


@pytest.mark.parametrize("snapshot", [
    {"participants": 5},                                                   # not the fighters
    {"participants": {}, "fighters": {}},                                  # both words
    {"fighters": {}},                                                      # the new word, nothing else
    "participants",
])
def test_a_broken_snapshot_of_either_shape_is_refused_at_snapshot(tmp_path, snapshot):
    data = _old()
    data["snapshot"] = snapshot
    with pytest.raises(FileFormatError) as e:
        load_battle(_saved(tmp_path, data))
    assert e.value.field.startswith("snapshot")
