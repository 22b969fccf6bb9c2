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

Only vtt's own modules' texts are kept (others compile as ``dataclasses`` does); the compiled build's
classes, made before their module is in ``sys.modules`` (``dataclasses`` hands their texts empty
globals), are kept in a table of their own (``COMPILED_BUILD``) when the class being made is vtt's. A
missing, unreadable or foreign file is compiled again and written anew at exit, unless bytecode is not to
be written (``PYTHONDONTWRITEBYTECODE``); a table holds only the texts its module asked for in the run
that wrote it.

The same tables keep what a ``kept_compiling`` block compiles: the windows import PySide6 in one
(``vtt.ui.pyside_import``), whose support package's source and regular expressions are compiled anew
at every start otherwise (~165 M instructions, a quarter of a bare PySide window's start-up).
"""
from __future__ import annotations

import __future__
import atexit
import builtins
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER, cache_from_source
from functools import reduce
from operator import or_
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


def code_table(name: str, path: str | None) -> list:
    """The table kept under ``name`` at ``path`` (read when first asked): [path, {key: value} read,
    {key: value} used in this run, changed?]. A caller puts what it used in the third and sets the
    fourth when it made a value anew; the table is written at exit with the others."""
    table = _tables.get(name)
    if table is None:
        table = _tables[name] = [path, read_table(path) if path else {}, {}, False]
        _write_at_exit()
    return table


def _write_at_exit() -> None:
    if not _registered:
        _registered.append(True)
        atexit.register(write_tables)


_registered: list = []


#: the table of the texts of classes whose module is not yet importable when they are made: the compiled
#: build's (mypyc makes a module's classes before the module is in ``sys.modules``, so ``dataclasses``
#: compiles their texts with empty globals); kept beside this module's bytecode
COMPILED_BUILD = "vtt:compiled-build"


def cached_exec(source, globals=None, locals=None, /):
    """``exec`` as ``dataclasses`` calls it, the code of a vtt module's text from its table."""
    table = _table_for(source, globals)
    if table is None:
        return builtins.exec(source, globals, locals)
    code = table[1].get(source)
    if not isinstance(code, CodeType):
        code = compile(source, "<string>", "exec")
        table[3] = True
    table[2][source] = code
    return builtins.exec(code, globals, locals)


def _table_for(source, globals) -> list | None:
    """The table of the vtt module whose text ``dataclasses`` compiles (by its globals' name, or, for
    empty globals, the compiled build's when the class being made is vtt's); None for any other."""
    if not (isinstance(source, str) and isinstance(globals, dict)):
        return None
    name = globals.get("__name__")
    if isinstance(name, str):
        if not name.startswith("vtt."):
            return None
        return _tables.get(name) or code_table(name, table_path(globals.get("__file__") or ""))
    # (empty but for the __builtins__ an earlier exec added)
    if name is None and globals.keys() <= {"__builtins__"} and _module_being_made().startswith("vtt."):
        return _tables.get(COMPILED_BUILD) or code_table(COMPILED_BUILD, table_path(__file__))
    return None


def _module_being_made() -> str:
    """The module of the class ``dataclasses`` is making now (its ``_process_class`` frame's ``cls``),
    or ""."""
    frame = sys._getframe(2)
    while frame is not None:
        code = frame.f_code
        if code.co_name == "_process_class" and code.co_filename.endswith("dataclasses.py"):
            module = getattr(frame.f_locals.get("cls"), "__module__", None)
            return module if isinstance(module, str) else ""
        frame = frame.f_back
    return ""


def install() -> None:
    """Give ``dataclasses`` the cached ``exec`` (it looks the name up in its module first), once."""
    import dataclasses
    if getattr(dataclasses, "exec", None) is not cached_exec:
        dataclasses.exec = cached_exec
        _write_at_exit()


# -- what start-up compiles: source texts and regular expressions -------------------------------------------

#: the compiler flags of ``from __future__`` statements: what ``compile`` inherits from its caller
FUTURE_FLAGS = reduce(or_, (getattr(__future__, name).compiler_flag for name in __future__.all_feature_names))
stats = {"compiled": 0, "kept": 0}        # what kept_compiling blocks compiled, and took from their tables


class kept_compiling:
    """Within the block, ``compile`` and the ``re`` module's compiler take what ``table`` (a
    ``code_table``) holds and keep what they make: the code compiled from a source text, and an
    expression's compiled form (what ``re`` hands ``_sre``, as plain ints, lists and dicts). Start-up
    compiles the same texts and expressions every time (``vtt``'s import: ``dataclasses``, ``inspect``,
    ``tokenize``; PySide's: the source of its support package, which no bytecode cache holds). Both
    functions are put back when the block ends."""

    def __init__(self, table: list):
        self.table = table

    def __enter__(self):
        from re import _compiler
        self.compile, self.regex = builtins.compile, _compiler.compile
        builtins.compile, _compiler.compile = self.cached_compile, self.cached_regex
        return self

    def __exit__(self, *exc) -> None:
        from re import _compiler
        builtins.compile, _compiler.compile = self.compile, self.regex


    def _keep(self, key, make, valid):
        read, used = self.table[1], self.table[2]
        value = read.get(key)
        if valid(value):
            stats["kept"] += 1
        else:
            value = make()
            self.table[3] = True
            stats["compiled"] += 1
        used[key] = value
        return value

    def cached_compile(self, source, filename, mode, flags=0, dont_inherit=False, optimize=-1, **kwargs):
        if not dont_inherit:                  # as compile does: the caller's __future__ statements
            flags |= sys._getframe(1).f_code.co_flags & FUTURE_FLAGS
        if (kwargs or type(source) not in (str, bytes) or type(filename) is not str or mode not in ("exec", "eval")
                or type(flags) is not int or flags & ~FUTURE_FLAGS or optimize != -1):
            return self.compile(source, filename, mode, flags, True, optimize, **kwargs)
        return self._keep(("compile", source, filename, mode, flags),
                          lambda: self.compile(source, filename, mode, flags, True),
                          lambda value: type(value) is CodeType)

    def cached_regex(self, pattern, flags=0):
        from re import _compiler, _parser
        if type(pattern) is not str or not isinstance(flags, int) or flags & _compiler.SRE_FLAG_DEBUG:
            return self.regex(pattern, flags)
        flags = int(flags)

        def make():
            # re._compiler.compile's own steps (Python 3.11 to 3.13), kept as plain ints, lists and dicts
            parsed = _parser.parse(pattern, flags)
            code = _compiler._code(parsed, flags)
            groupindex = dict(parsed.state.groupdict)
            indexgroup = [None] * parsed.state.groups
            for name, i in groupindex.items():
                indexgroup[i] = name
            return (int(flags | parsed.state.flags), [int(c) for c in code], parsed.state.groups - 1,
                    groupindex, tuple(indexgroup))

        try:
            all_flags, code, groups, groupindex, indexgroup = self._keep(("regex", pattern, flags), make, _a_form)
            return _compiler._sre.compile(pattern, all_flags, code, groups, dict(groupindex), indexgroup)
        except Exception:                     # another re than this table was made for: compile as re does
            return self.regex(pattern, flags)


def _a_form(value) -> bool:
    """An expression's compiled form as kept: its groups agreeing with each other (its code is trusted as
    a .pyc's is, and checked by _sre)."""
    if not (type(value) is tuple and len(value) == 5 and type(value[0]) is int and type(value[1]) is list
            and type(value[2]) is int and type(value[3]) is dict and type(value[4]) is tuple):
        return False
    _, _, groups, groupindex, indexgroup = value
    return (groups == len(indexgroup) - 1
            and all(type(i) is int and 0 < i < len(indexgroup) and indexgroup[i] == name
                    for name, i in groupindex.items()))
