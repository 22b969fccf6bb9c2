"""The generic window's autosave journals: one file per battle, kept until that battle is saved or discarded,
so the next battle's first command never writes over the last one's, and File → Continue lists them.

A journal is ``vtt.core.journal``'s (the setup once, a line per command); this module only names them
(``journals/<ruleset>-<when it began>-<n>.jsonl`` under the data folder) and tells what each holds for the
menu from its first line alone, whatever the file's length."""
from __future__ import annotations

import os
import time
from pathlib import Path

from vtt.core import frozen

Frozen, _set = frozen.Frozen, frozen._set

FOLDER = "journals"
HEADER_MAX = 4 * 1024 * 1024      # a journal's first line (the setup) is read only up to this much
LISTED = 10                        # File → Continue lists the most recent this many


class JournalEntry(Frozen):
    path: Path
    name: str            # the battle's name, as its setup gives it
    name_ja: str | None
    modified: float      # the time of its last line (seconds since the epoch)
    __slots__ = ("path", "name", "name_ja", "modified")

    def __init__(self, path: Path, name: str, name_ja: str | None, modified: float):
        _set(self, "path", path)
        _set(self, "name", name)
        _set(self, "name_ja", name_ja)
        _set(self, "modified", modified)


def folder(data_dir) -> Path:
    return Path(data_dir) / FOLDER


def new_path(data_dir, ruleset: str) -> Path:
    """A journal of its own for a battle of ``ruleset`` that starts now."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = folder(data_dir)
    for n in range(1, 10000):
        path = base / f"{ruleset}-{stamp}-{n}.jsonl"
        if not path.exists():
            return path
    return base / f"{ruleset}-{stamp}-{os.getpid()}.jsonl"


def header(path) -> dict | None:
    """A journal's first line (its header) as data; None: not a regular file (a FIFO would hang the reading, a
    device never end it) or no JSON object there (broken, nested too deep)."""
    import json                 # (here: read when a journal is, not at the window's first paint; docs/gui.md,
    import stat                 # "The twelfth round": PySide reads the source of a module named after it)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None
        with open(path, "rb") as f:
            first = f.readline(HEADER_MAX)
        data = json.loads(first.decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def entry(path) -> JournalEntry | None:
    """What the journal at ``path`` holds, from its first line (None: not a journal one can list)."""
    path = Path(path)
    data = header(path)
    try:
        modified = path.stat().st_mtime
    except OSError:
        return None
    if data is None or data.get("kind") != "journal":
        return None
    setup = data.get("setup") if isinstance(data.get("setup"), dict) else {}
    name = setup.get("name") if isinstance(setup.get("name"), str) else path.stem
    name_ja = setup.get("name_ja") if isinstance(setup.get("name_ja"), str) else None
    return JournalEntry(path, name, name_ja, modified)


def recent(data_dir, ruleset: str | None = None, most: int = LISTED) -> list[JournalEntry]:
    """The journals of ``ruleset``'s battles (None: of any ruleset's) not saved nor discarded, the newest first.
    (The folder listed once and read by name: a glob compiles a pattern for each ruleset, ~1 M instructions
    each at every start.)"""
    ends = ".jsonl"
    starts = "" if ruleset is None else f"{ruleset}-"
    try:
        with os.scandir(folder(data_dir)) as found:
            paths = [Path(e.path) for e in found if e.name.endswith(ends) and e.name.startswith(starts)
                     and (ruleset is not None or "-" in e.name)]
    except OSError:
        return []
    paths.sort(key=lambda p: _mtime(p), reverse=True)
    out = []
    for p in paths:
        e = entry(p)
        if e is not None:
            out.append(e)
        if len(out) >= most:
            break
    return out


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def forget(path) -> None:
    """The battle was saved or discarded: its journal goes (a file already gone is no error)."""
    if path is None:
        return
    try:
        Path(path).unlink()
    except FileNotFoundError:
        pass
