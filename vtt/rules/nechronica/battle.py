"""Nechronica sessions: from a scenario, and saved battles (setup + log + snapshot) to and from disk."""
from __future__ import annotations

import json
import os
from pathlib import Path

from vtt import RESOURCES
from vtt.core.errors import FileFormatError, VttError
from vtt.core.files import load_model, write_json_atomic
from vtt.core.records import Command
from vtt.core.session import Session

from .engine import NechronicaRuleset
from .models import SavedBattle, ScenarioFile
from .setup import build_battle, resolve_scenario

RULESET = NechronicaRuleset()
DEMO_SCENARIO = RESOURCES / "scenarios" / "demo.json"


def new_session(scenario: ScenarioFile, base_dir=".", seed: int | None = None, history: bool = True) -> Session:
    """A session on a fresh battle. The resolved setup is kept on ``session.setup`` for saving."""
    resolved = resolve_scenario(scenario, base_dir)
    state = build_battle(resolved, base_dir)
    s = Session(RULESET, state, seed=seed if seed is not None else scenario.seed, history=history)
    s.setup = resolved
    return s


def load_scenario(path) -> ScenarioFile:
    return load_model(ScenarioFile, path)


def session_from_scenario_file(path, seed: int | None = None, history: bool = True) -> Session:
    path = Path(path)
    return new_session(load_scenario(path), path.parent, seed, history)


def demo_session(seed: int | None = None) -> Session:
    return session_from_scenario_file(DEMO_SCENARIO, seed)


def saved_battle(session: Session) -> SavedBattle:
    return SavedBattle(setup=session.setup, seed=session.seed,
                       log=[r.command.to_dict() for r in session.log], snapshot=session.snapshot())


def save_battle(session: Session, path) -> None:
    """Atomic: written to a temp file, then moved over ``path``."""
    write_json_atomic(path, saved_battle(session).model_dump(mode="json", exclude_none=True))


def load_battle(path, history: bool = True) -> Session:
    """Rebuild the battle from its setup and replay its log; the replay must reach the saved snapshot."""
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

    def __init__(self, session: Session, path):
        self.path = Path(path)
        self.session = session
        header = {"kind": "journal", "ruleset": "nechronica", "schema_version": 1, "seed": session.seed,
                  "setup": session.setup.model_dump(mode="json", exclude_none=True)}
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


def load_journal(path, history: bool = True) -> Session:
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
    setup = validate(ScenarioFile, header.get("setup"), path)
    s = new_session(setup, path.parent, header.get("seed"), history=False)
    for i, c in enumerate(commands):
        try:
            s.do(Command.from_dict(c), atomic=False)
        except VttError as e:
            raise FileFormatError(path, f"the journal does not replay: {e}", f"command {i}") from None
    s.history = history
    return s
