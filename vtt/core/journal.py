"""The autosave journal of a battle of any ruleset, and crash recovery from it.

The journal is a JSON-lines file: a header (ruleset, seed, setup) and then one line per accepted
command with its dice; an undo that is followed by other commands appends a ``truncate`` line. Writing
a line costs the same however long the battle, so it runs after every command.

What a crash can lose is at most the line being written: a line is counted as written only after it
was written whole and handed to the system (a killed process loses nothing after that); the system's
flush of it to the disk (fsync, ~0.2 ms of CPU and 1-4 ms of waiting on the disk) is a worker thread's,
so the window's next gesture does not wait on the disk: a line is on the disk a disk's flush after the
move it records was painted, as it was when the window flushed it itself (after the paint). After any
failed write or flush the next sync rewrites the whole journal beside it and renames it over
(atomically), flushed before it returns, and keeps doing so until a write succeeds.
Recovery replays the whole lines; a broken last line (the write a crash cut short, even inside a
multi-byte character) is skipped and said so; a broken line elsewhere is an error naming its line.
"""
from __future__ import annotations

import json
import os
import queue
import threading
from dataclasses import dataclass
from pathlib import Path

from .errors import FileFormatError
from .files import fsync_dir, parse_json, read_bytes
from .game_file import MAX_DRAWN, checked_seed, replay_log
from .registry import system_of

JOURNAL_SCHEMA_VERSION = 1


def _line(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, allow_nan=False) + "\n"


class _Flusher:
    """The one worker thread that flushes the journals' appended lines to the disk (os.fsync), in the order
    they were written: the file (a duplicate of its descriptor, closed after) and the journal told of a
    failure. A daemon: a process that ends leaves what it wrote with the system, which writes it out."""

    def __init__(self):
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    def flush(self, fd: int, journal: Journal) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="vtt-journal-fsync", daemon=True)
            self._thread.start()
        self._queue.put((fd, journal))

    def settle(self) -> None:
        """Back once every line handed over so far is flushed (or its failure told)."""
        if self._thread is None:
            return
        done = threading.Event()
        self._queue.put((-1, done))
        done.wait()

    def _run(self) -> None:
        while True:
            fd, journal = self._queue.get()
            if fd < 0:
                journal.set()
                continue
            try:
                os.fsync(fd)
            except OSError:
                journal.failing = True       # the next sync writes the whole journal again, flushed
            finally:
                os.close(fd)


_FLUSHER = _Flusher()


class Journal:
    """Append-only autosave of ``session`` at ``path`` (written whole at once on creation).

    ``sync()`` appends what changed since the last successful sync and raises OSError when it could
    not; ``failing`` stays true until a sync succeeds (the window keeps saying so). The appended lines are
    flushed to the disk by a worker (``settle()`` waits for it); a flush that failed makes ``failing`` true,
    and the next sync writes the whole journal again."""

    def __init__(self, session, path):
        self.path = Path(path)
        self.session = session
        self._written: list = []          # the log's records as the journal holds them, in order
        self.failing = False
        self._rewrite()

    def _header(self) -> dict:
        s = self.session
        return {"kind": "journal", "ruleset": s.ruleset.name, "schema_version": JOURNAL_SCHEMA_VERSION,
                "seed": s.seed, "drawn": s.drawn, "setup": s.setup_json()}

    def _rewrite(self) -> None:
        """The whole journal, written beside and renamed over: the old one stays whole on any failure."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        log = list(self.session.log)
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(_line(self._header()))
                f.write("".join(_line({"i": r.index, "command": r.command.to_dict()}) for r in log))
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise
        fsync_dir(self.path.parent)
        self._written = log

    def sync(self) -> None:
        """Append the commands accepted (and the undos made) since the last successful sync."""
        if self.failing:
            self._rewrite()
            self.failing = False
            return
        log, written = self.session.log, self._written
        keep = min(len(log), len(written))
        while keep and log[keep - 1] is not written[keep - 1]:     # undone (and maybe replaced) records
            keep -= 1
        lines = []
        if keep < len(written):
            lines.append({"truncate": keep})
        lines += [{"i": r.index, "command": r.command.to_dict()} for r in log[keep:]]
        if not lines:
            return
        lines[-1]["drawn"] = self.session.drawn      # the random state after these (see DiceFeed)
        try:
            with open(self.path, "a", encoding="utf-8") as f:
                f.write("".join(_line(x) for x in lines))
                f.flush()                # with the system now: a killed window loses none of it
                fd = os.dup(f.fileno())
        except OSError:
            self.failing = True          # what was written of these lines may be half a line
            raise
        self._written = written[:keep] + list(log[keep:])
        _FLUSHER.flush(fd, self)         # on the disk a flush later, the window's next gesture not waiting

    def settle(self) -> None:
        """Back once the lines written so far are on the disk (or a failed flush made ``failing`` true): a
        window closing, a test."""
        settle()


def settle() -> None:
    """Back once every journal's lines written so far are on the disk (or their failed flush told)."""
    _FLUSHER.settle()


@dataclass
class JournalContents:
    header: dict
    commands: list
    tail_skipped: bool           # a broken last line (a write cut short) was left out
    drawn: int = 0               # RNG words drawn after the last whole line


def read_journal(path) -> JournalContents:
    """The header and the commands of a journal, undos applied; see the module's note on broken lines."""
    path = Path(path)
    raw = read_bytes(path)        # a regular file under the size every reader keeps to (not a FIFO, /dev/zero)
    lines = raw.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if not lines:
        raise FileFormatError(path, "empty journal")
    entries, tail_skipped = [], False
    for n, line in enumerate(lines, start=1):
        why = ""
        try:
            # as every other file is read (vtt.core.files): no key twice, no NaN, nesting and numbers bounded
            entry = parse_json(line.decode("utf-8"), path)
            ok = isinstance(entry, dict) and (n == 1 or "truncate" in entry or isinstance(entry.get("command"), dict))
            if ok and "truncate" in entry:
                ok = isinstance(entry["truncate"], int) and not isinstance(entry["truncate"], bool) \
                    and entry["truncate"] >= 0
        except UnicodeDecodeError as e:
            ok, why = False, f"not UTF-8 text (byte {e.start})"
        except FileFormatError as e:
            ok, why = False, e.message + (f" ({e.field!r})" if e.field else "")
        if not ok:
            if n == len(lines) and n > 1:
                tail_skipped = True
                break                      # the write the crash interrupted
            said = "not a vtt journal" if n == 1 else "broken line"
            raise FileFormatError(path, f"{said}: {why}" if why else said, f"line {n}")
        entries.append(entry)
    header = entries[0]
    if header.get("kind") != "journal":
        raise FileFormatError(path, "not a vtt journal", "line 1")
    commands: list = []
    drawn = header.get("drawn", 0)
    for entry in entries[1:]:
        if "truncate" in entry:
            del commands[entry["truncate"]:]
        else:
            commands.append(entry["command"])
        drawn = entry.get("drawn", drawn)
    if not isinstance(drawn, int) or isinstance(drawn, bool) or not 0 <= drawn <= MAX_DRAWN:
        raise FileFormatError(path, f"'drawn' must be a whole number from 0 to {MAX_DRAWN}")
    return JournalContents(header, commands, tail_skipped, drawn)


def load_journal(path, history: bool = True):
    """Rebuild the battle a journal holds, by the ruleset its header names."""
    path = Path(path)
    contents = read_journal(path)
    header = contents.header
    system = system_of(header, path)
    seed = checked_seed(header, path)
    try:
        # replayed with undo checkpoints, so undo reaches back through the whole log
        s = system.session_from_setup(header.get("setup"), path.parent, seed, history=history)
    except FileFormatError as e:           # the setup's own field, below the journal's line 1
        raise FileFormatError(path, e.message, "setup" + (f".{e.field}" if e.field else "")) from None
    replay_log(s, contents.commands, path, "command {}", "the journal")
    s.restore_draws(contents.drawn)
    return s
