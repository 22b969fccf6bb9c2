"""Nechronica sessions: from a scenario, and saved battles (setup + log + snapshot) to and from disk.

The file models (pydantic) are imported by the functions that read or write files, so the shipped
scenarios, read by ``vtt.core.plain`` from the models' table of fields (``shapes.json``), open without
them."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from vtt import RESOURCES
from vtt.core.files import load_model, scenario_at
from vtt.core.game_file import finish_replay, replay_log, save_battle  # noqa: F401  (saved the core's way)
from vtt.core.pictures import with_absolute_pictures
from vtt.core.plain import read_dumped, read_shapes
from vtt.core.session import Session

from .protocol import NechronicaRules
from .setup import battle_from_setup, resolve_scenario, without_none

if TYPE_CHECKING:
    from .models import ScenarioFile

RULESET = NechronicaRules()
DEMO_SCENARIO = RESOURCES / "scenarios" / "demo.json"


class BattleSession(Session):
    """A Nechronica session that keeps the resolved setup its battle was built from, for saving.

    A built-in battle keeps the setup as plain data (``ScenarioFile.model_dump()``'s shape): the model
    is made from it when first asked for, and the autosave journal writes the data as it is."""

    def __init__(self, state, seed: int | None = None, history: bool = True, *, setup: ScenarioFile | None = None,
                 setup_data: dict | None = None):
        super().__init__(RULESET, state, seed=seed, history=history)
        self._setup = setup
        self._setup_data = setup_data

    @property
    def setup(self) -> ScenarioFile:
        if self._setup is None:
            from vtt.core.files import validate
            from .models import ScenarioFile
            self._setup = validate(ScenarioFile, self._setup_data, "setup")
        return self._setup

    @setup.setter
    def setup(self, value: ScenarioFile) -> None:
        self._setup, self._setup_data = value, None

    def setup_json(self) -> dict:
        """The setup as files hold it: JSON, nulls left out."""
        if self._setup is None:
            return without_none(self._setup_data)
        return self._setup.model_dump(mode="json", exclude_none=True)

    def setup_pictures(self) -> tuple:
        """(participant id -> portrait, the map picture) of the setup, by absolute paths (the setup is resolved:
        each doll and enemy carries her file's data, ``source``, with its portrait)."""
        portraits = {pid: dict(p.source["portrait"]) for pid, p in self.state.fighters.items()
                     if isinstance(p.source.get("portrait"), dict)}
        if self._setup is None:             # its map picture alone, not the whole setup written out (~9 M)
            picture = self._setup_data.get("map_picture") if isinstance(self._setup_data, dict) else None
            return portraits, without_none(picture) if picture is not None else None
        return portraits, self.setup_json().get("map_picture")


def new_session(scenario: ScenarioFile, base_dir=".", seed: int | None = None, history: bool = True) -> BattleSession:
    """A session on a fresh battle. The resolved setup is kept on ``session.setup`` for saving."""
    resolved = resolve_scenario(scenario, base_dir)
    return BattleSession(battle_from_setup(resolved.model_dump()), seed if seed is not None else scenario.seed,
                         history, setup=resolved)


def load_scenario(path) -> ScenarioFile:
    from .models import ScenarioFile
    return load_model(ScenarioFile, path)


def session_from_scenario_file(path, seed: int | None = None, history: bool = True) -> BattleSession:
    path = Path(path)
    scenario = load_scenario(path)
    with scenario_at(path):
        return new_session(scenario, path.parent, seed, history)


def read_shipped_scenario(path, shapes: dict | None = None) -> dict | None:
    """A shipped scenario, resolved (its dolls and enemies read in), as ``ScenarioFile.model_dump()`` of
    the resolved, validated scenario gives it, read without pydantic (``vtt.core.plain``: shipped files
    are valid and in canonical form, so reading them only fills in defaults; the tests hold every shipped
    scenario to the validated one). None if it needs what only the validated path does (a
    ``basic_parts`` file takes the catalog)."""
    path = Path(path)
    shapes = shapes or read_shapes(__package__)
    scenario = read_dumped(path, "ScenarioFile", shapes)
    for entries, key, shape in ((scenario["dolls"], "doll", "DollFile"), (scenario["enemies"], "enemy", "EnemyFile")):
        for entry in entries:
            if entry["file"] is not None:
                file = path.parent / entry["file"]
                entry[key] = with_absolute_pictures(read_dumped(file, shape, shapes), file.parent)
                entry["file"] = None
            if entry[key]["basic_parts"]:
                return None
    return with_absolute_pictures(scenario, path.parent)     # pictures by absolute paths, as a setup holds them


def builtin_session(path, seed: int | None = None, history: bool = True) -> BattleSession:
    """A session on one of the shipped scenarios, read without pydantic (``read_shipped_scenario``)."""
    setup = read_shipped_scenario(path)
    if setup is None:
        return session_from_scenario_file(path, seed, history)
    return BattleSession(battle_from_setup(setup), seed if seed is not None else setup["seed"], history,
                         setup_data=setup)


def demo_session(seed: int | None = None) -> BattleSession:
    return builtin_session(DEMO_SCENARIO, seed)


def load_battle(path, history: bool = True) -> BattleSession:
    """Rebuild the battle from its setup and replay its log; the replay must reach the saved snapshot."""
    from .models import SavedBattle
    saved = load_model(SavedBattle, path)
    # Replayed with undo checkpoints every few commands, so undo reaches back through the whole log.
    with scenario_at(path, "setup."):         # (refused as its scenario was built: the file named, and where)
        s = new_session(saved.setup, Path(path).parent, saved.seed, history=history)
    replay_log(s, saved.log, path)
    return finish_replay(s, saved.snapshot, saved.drawn, path)
