"""Nechronica sessions: from a scenario, and saved battles (setup + log + snapshot) to and from disk.

The file models (pydantic) are imported by the functions that read or write files, so the built-in
demo, read by builtin.py, opens without them."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from vtt import RESOURCES
from vtt.core.errors import FileFormatError, VttError
from vtt.core.files import load_model
from vtt.core.records import Command
from vtt.core.session import Session

from . import builtin
from .protocol import NechronicaRules
from .setup import battle_from_setup, resolve_scenario, without_none

if TYPE_CHECKING:
    from .models import SavedBattle, ScenarioFile

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
    return new_session(load_scenario(path), path.parent, seed, history)


def builtin_session(path, seed: int | None = None, history: bool = True) -> BattleSession:
    """A session on one of the shipped scenarios, read without pydantic (see builtin.py)."""
    setup = builtin.read_scenario(path)
    if setup is None:
        return session_from_scenario_file(path, seed, history)
    return BattleSession(battle_from_setup(setup), seed if seed is not None else setup["seed"], history,
                         setup_data=setup)


def demo_session(seed: int | None = None) -> BattleSession:
    return builtin_session(DEMO_SCENARIO, seed)


def save_battle(session: BattleSession, path) -> None:
    """Atomic: written to a temp file, then moved over ``path`` (the core's battle file: SavedBattle's shape)."""
    from vtt.core.game_file import save_battle as save
    save(session, path)


def load_battle(path, history: bool = True) -> BattleSession:
    """Rebuild the battle from its setup and replay its log; the replay must reach the saved snapshot."""
    from .models import SavedBattle
    saved = load_model(SavedBattle, path)
    # Replay without undo snapshots (fast); undo then reaches back to the moment of loading.
    s = new_session(saved.setup, Path(path).parent, saved.seed, history=False)
    for i, entry in enumerate(saved.log):
        try:
            s.do(Command.from_dict(entry), atomic=False)   # any error discards this session
        except VttError as e:
            raise FileFormatError(path, f"the log does not replay: {e}", f"log.{i}") from None
    if saved.snapshot is not None and saved.snapshot != s.snapshot():
        raise FileFormatError(path, "replaying the log does not reach the saved state", "snapshot")
    s.history = history
    return s


class Journal:
    """Append-only autosave: the setup once, then one line per accepted command (with its dice).

    Writing a line costs the same whatever the size of the battle, so it can run after every
    command. Undo appends a ``truncate`` line; a redo appends the command again."""

    def __init__(self, session: BattleSession, path):
        self.path = Path(path)
        self.session = session
        header = {"kind": "journal", "ruleset": "nechronica", "schema_version": 1, "seed": session.seed,
                  "setup": session.setup_json()}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(json.dumps(header, ensure_ascii=False) + "\n")
            for r in session.log:
                f.write(json.dumps({"i": r.index, "command": r.command.to_dict()}, ensure_ascii=False) + "\n")
        os.replace(tmp, self.path)
        self.written = len(session.log)

    def sync(self) -> None:
        """Append what changed in the session's log since the last call."""
        log = self.session.log
        lines = []
        if len(log) < self.written:
            lines.append({"truncate": len(log)})
            self.written = len(log)
        for r in log[self.written:]:
            lines.append({"i": r.index, "command": r.command.to_dict()})
        self.written = len(log)
        if lines:
            with open(self.path, "a", encoding="utf-8") as f:
                f.write("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
                f.flush()


def load_journal(path, history: bool = True) -> BattleSession:
    """Rebuild a battle from a journal; a half-written last line (a crash mid-write) is ignored."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise FileFormatError(path, e.strerror or str(e)) from None
    if not lines:
        raise FileFormatError(path, "empty journal")
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as e:
        raise FileFormatError(path, f"not a journal: {e.msg}", "line 1") from None
    if not isinstance(header, dict) or header.get("kind") != "journal":
        raise FileFormatError(path, "not a vtt journal", "line 1")
    commands: list = []
    for n, line in enumerate(lines[1:], start=2):
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            if n == len(lines):
                break                      # the write the crash interrupted
            raise FileFormatError(path, "broken line", f"line {n}") from None
        if "truncate" in entry:
            del commands[entry["truncate"]:]
        else:
            commands.append(entry.get("command"))
    from vtt.core.files import validate
    from .models import ScenarioFile
    setup = validate(ScenarioFile, header.get("setup"), path)
    s = new_session(setup, path.parent, header.get("seed"), history=False)
    for i, c in enumerate(commands):
        try:
            s.do(Command.from_dict(c), atomic=False)
        except VttError as e:
            raise FileFormatError(path, f"the journal does not replay: {e}", f"command {i}") from None
    s.history = history
    return s
