"""Battle files of any ruleset: open a scenario or a saved battle by the ruleset it names; save and
replay a battle as its setup, seed, log of commands (with their dice) and final snapshot."""
from __future__ import annotations

from pathlib import Path

from .battle_pictures import absolute_command
from .dice import MAX_SEED
from .errors import FileFormatError, VttError
from .files import read_json, scenario_at, write_json_atomic
from .records import Command
from .registry import System, get, system_of
from .session import MAX_LOG_COMMANDS


#: the version of the saved-battle format (a ruleset's own files have their own)
BATTLE_SCHEMA_VERSION = 1
#: the most RNG words a battle file may say were drawn (far above any battle; restoring costs ~1 ms/M)
MAX_DRAWN = 10_000_000


def open_session(path, history: bool = True):
    """A session from a scenario or a saved battle, by the ruleset the file names (none: the default).
    An unknown ruleset, like any broken file, is a FileFormatError naming the file and the field."""
    data = read_json(path)
    return system_of(data, path).open_session(data, path, history)


def opened_battle(args) -> tuple | None:
    """The battle the window's command line names, as (session, its file or None): the demo (``--demo``, of
    ``--system``) or a file; None when it names none. ``vtt`` opens it before it imports Qt: what the battle's
    modules import then is not read again by PySide's import check (docs/gui.md, "The twelfth round")."""
    if getattr(args, "demo", False):
        return get(getattr(args, "system", None)).demo_session(), None
    if getattr(args, "file", None):
        return open_session(args.file), str(args.file)
    return None


def battle_data(session) -> dict:
    """A saved battle: enough to rebuild it exactly (the setup, the seed, the log with its dice) and the
    snapshot the replay must reach."""
    data = {"schema_version": BATTLE_SCHEMA_VERSION, "kind": "battle", "ruleset": session.ruleset.name,
            "setup": session.setup_json(), "seed": session.seed,
            "log": [r.command.to_dict() for r in session.log], "drawn": session.drawn,
            "snapshot": session.snapshot()}
    if data["seed"] is None:
        del data["seed"]
    return data


def save_battle(session, path) -> None:
    """The battle to ``path``, its pictures kept beside it (``images/``: vtt.core.battle_pictures.keep_beside),
    so the folder copied to another computer opens with them."""
    from .battle_pictures import keep_beside
    write_json_atomic(path, keep_beside(battle_data(session), path))


def replay_log(s, commands, path, where: str = "log.{}", what: str = "the log"):
    """Replay recorded commands (with their dice) on session ``s``; a command that does not replay is a
    FileFormatError naming the file and where it stands (``where`` formatted with its index). A log longer
    than a session keeps (MAX_LOG_COMMANDS) is refused before any is replayed: its time would not be."""
    if len(commands) > MAX_LOG_COMMANDS:
        raise FileFormatError(path, f"{what} holds {len(commands)} commands; a battle holds at most "
                                    f"{MAX_LOG_COMMANDS} (go on in a new battle)", where.format(MAX_LOG_COMMANDS))
    folder = Path(str(path)).absolute().parent        # (a map picture is named from the battle file's folder)
    for i, entry in enumerate(commands):
        try:
            s.do(Command.from_dict(absolute_command(entry, folder)), atomic=False)   # an error discards this session
        except VttError as e:
            raise FileFormatError(path, f"{what} does not replay: {e}", where.format(i)) from None
    return s


def finish_replay(s, snapshot, drawn, path):
    """After a saved battle's log: its state must be the saved snapshot (when there is one), and the
    dice go on from the saved count of draws."""
    if snapshot is not None and snapshot != s.snapshot():
        raise FileFormatError(path, "replaying the log does not reach the saved state", "snapshot")
    if not isinstance(drawn, int) or isinstance(drawn, bool) or not 0 <= drawn <= MAX_DRAWN:
        raise FileFormatError(path, f"must be a whole number from 0 to {MAX_DRAWN}", "drawn")
    s.restore_draws(drawn)
    return s


def checked_seed(data: dict, path, field: str = "seed") -> int | None:
    """The seed a battle file gives (None: none), or a FileFormatError naming the file and the field: a
    whole number from 0 to MAX_SEED, as vtt.core.file_model.Seed reads it in a ruleset's own files."""
    seed = data.get(field)
    if seed is not None and (type(seed) is not int or not 0 <= seed <= MAX_SEED):
        raise FileFormatError(path, f"must be a whole number from 0 to {MAX_SEED}, or left out", field)
    return seed


def replay_battle(system: System, data: dict, path="<data>", history: bool = True):
    """Rebuild a saved battle from its setup and replay its log; the replay must reach its snapshot."""
    if not isinstance(data, dict) or not isinstance(data.get("log", []), list):
        raise FileFormatError(path, "not a saved battle", "log")
    seed = checked_seed(data, path)
    # replayed with undo checkpoints, so undo reaches back through the whole log
    with scenario_at(path, "setup."):            # (refused as its scenario was built: the file named, and where)
        s = system.session_from_setup(data.get("setup"), Path(str(path)).parent, seed, history=history)
        check = getattr(system, "check_setup", None)          # (what the ruleset asks of a file's battle)
        if check is not None:
            check(s)
    replay_log(s, data.get("log", []), path)
    return finish_replay(s, data.get("snapshot"), data.get("drawn", 0), path)
