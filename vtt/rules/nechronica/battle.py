"""Nechronica sessions: from a scenario, and saved battles (setup + log + snapshot) to and from disk."""
from __future__ import annotations

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
            s.do(Command.from_dict(entry))
        except VttError as e:
            raise FileFormatError(path, f"the log does not replay: {e}", f"log.{i}") from None
    if saved.snapshot is not None and saved.snapshot != s.snapshot():
        raise FileFormatError(path, "replaying the log does not reach the saved state", "snapshot")
    s.history = history
    return s
