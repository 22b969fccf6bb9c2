"""The methods Python's dataclasses writes for vtt's records, compiled once and kept beside the bytecode.

For each dataclass, ``dataclasses`` writes its ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` (and a
frozen one's ``__setattr__`` and ``__delattr__``) as source text and compiles that text on every start:
some 4 M instructions a frozen record in Python 3.11, and the first paint of a battle makes some 30 to 40
records (core.ruleset's views, core.records, a ruleset's state) — more than half a bare PySide window's
whole start-up compiling the same text again. The code compiled from a text is the same every time, so
the code of a vtt module's texts is kept in its ``__pycache__``, beside its ``.pyc``
(``<module>.<cache tag>.dataclasses``: a marshalled table of text -> code, after Python's magic number), and
read back on the next start, as Python keeps the modules' own bytecode. The classes are made by
``dataclasses`` exactly as before; only the compiling of the texts is skipped.

Only vtt's own modules' texts are kept (others compile as ``dataclasses`` does); a missing, unreadable or
foreign file is compiled again and written anew at exit, unless bytecode is not to be written
(``PYTHONDONTWRITEBYTECODE``); a table holds only the texts its module asked for in the run that wrote it.
"""
from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER, cache_from_source
from types import CodeType

#: what a table starts with: a table written by another Python (another bytecode) is not read
HEADER = MAGIC_NUMBER + b"vtt-dataclasses-1\n"
SUFFIX = ".dataclasses"

# module name -> [table file or None, {text: code} read, {text: code} used in this run, changed?]
_tables: dict[str, list] = {}


def table_path(module_file: str) -> str | None:
    """Where the table of the module at ``module_file`` (its ``.py``) is kept; None for no ``.py``."""
    if not module_file.endswith(".py"):
        return None
    try:
        return cache_from_source(module_file)[:-len(".pyc")] + SUFFIX
    except (NotImplementedError, ValueError):
        return None


def read_table(path: str) -> dict:
    try:
        with open(path, "rb") as fh:
            if fh.read(len(HEADER)) != HEADER:
                return {}
            table = marshal.load(fh)
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return table if isinstance(table, dict) else {}


def write_tables() -> None:
    """The tables that gained a text in this run, each with the texts its module asked for (atexit)."""
    if sys.dont_write_bytecode:
        return
    for path, _, used, changed in _tables.values():
        if not changed or path is None:
            continue
        tmp = f"{path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(tmp, "wb") as fh:
                fh.write(HEADER)
                marshal.dump(used, fh)
            os.replace(tmp, path)        # whole or not at all: another process may be reading it
        except OSError:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def cached_exec(source, globals=None, locals=None, /):
    """``exec`` as ``dataclasses`` calls it, the code of a vtt module's text from its table."""
    name = globals.get("__name__") if isinstance(globals, dict) else None
    if not (isinstance(source, str) and isinstance(name, str) and name.startswith("vtt.")):
        return builtins.exec(source, globals, locals)
    table = _tables.get(name)
    if table is None:
        path = table_path(globals.get("__file__") or "")
        table = _tables[name] = [path, read_table(path) if path else {}, {}, False]
    code = table[1].get(source)
    if not isinstance(code, CodeType):
        code = compile(source, "<string>", "exec")
        table[3] = True
    table[2][source] = code
    return builtins.exec(code, globals, locals)


def install() -> None:
    """Give ``dataclasses`` the cached ``exec`` (it looks the name up in its module first), once."""
    if getattr(dataclasses, "exec", None) is not cached_exec:
        dataclasses.exec = cached_exec
        atexit.register(write_tables)
