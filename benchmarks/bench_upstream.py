"""The start-up work PySide and CPython could save, each measured by its stand-alone reproduction (figures only;
docs/gui.md, "Upstream reports", quotes the reproductions and these figures).

Each reproduction does the wasted step ``n`` times (``n`` its first argument) and prints the step's median
milliseconds. Instructions (callgrind, steady on a busy machine): the reproduction with the step done ``K``
times less the same with it done 0 times, over ``K``; a step a process can do only once (PySide's enums,
its check of each import) is the pair ``n = 1`` / ``n = 0``. Milliseconds: the step timed in its process,
the median over 7 processes.

Run: QT_QPA_PLATFORM=offscreen /work/main/.venv/bin/python benchmarks/bench_upstream.py [NAME ...]
(with PYTHONPATH=<checkout> for the "vtt" figures: what vtt's own first paint pays of each)
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

# -- PySide: its support package compiled from source at every start ---------------------------------------
PYSIDE_SOURCE = r'''
import sys, time
texts = []
sys.addaudithook(lambda event, args: event == "compile" and args[0] is not None and texts.append(args[:2]))
import PySide6.QtCore
kept = list(texts)          # what `import PySide6.QtCore` compiled: shibokensupport's source, kept in its library
times = []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter()
    for text, name in kept:
        compile(text, name, "exec")
    times.append(time.perf_counter() - t)
print(f"{len(kept)} texts, {sum(len(text) for text, _ in kept)} characters compiled by import PySide6.QtCore;",
      f"compiling them again: {sorted(times)[len(times) // 2] * 1000:.1f} ms" if times else "")
'''

# -- PySide: the signature parser's and the stub generator's expressions compiled at import ------------------
PYSIDE_REGEX = r'''
import re, sys, time
before = set(re._cache)
import PySide6.QtCore
# the expressions compiled while PySide6 was imported, 5,000 characters and more: the "brace towers" of
# shibokensupport/signature/parser.py (1) and signature/lib/pyi_generator.py (2)
towers = [(p, f) for _, p, f in set(re._cache) - before if len(p) > 5000]
times = []
for _ in range(int(sys.argv[1])):
    re.purge()
    t = time.perf_counter()
    for pattern, flags in towers:
        re.compile(pattern, flags)
    times.append(time.perf_counter() - t)
print(f"{len(towers)} expressions of {sum(len(p) for p, _ in towers)} characters compiled by import PySide6.QtCore;",
      f"compiling them again: {sorted(times)[len(times) // 2] * 1000:.1f} ms" if times else "")
'''

# -- PySide: the .pyi generator (signature/lib/pyi_generator.py) loaded at every start: its text compiled,
# its two brace towers (``opt_uni_searcher``, ``brace_searcher``: the towers with "typing" and with "=" among
# the separators) compiled; its imports are PYSIDE_STUB_IMPORTS
PYSIDE_STUB_GENERATOR = r'''
import re, sys, time
texts = []
sys.addaudithook(lambda event, args: event == "compile" and args[0] is not None and texts.append(args[:2]))
before = set(re._cache)
import PySide6.QtCore
kept = [(text, name) for text, name in texts if name.endswith("pyi_generator.py")]
towers = [(p, f) for _, p, f in set(re._cache) - before if len(p) > 5000 and ("typing" in p or "\\,\\=" in p)]
times = []
for _ in range(int(sys.argv[1])):
    re.purge()
    t = time.perf_counter()
    for text, name in kept:
        compile(text, name, "exec")
    for pattern, flags in towers:
        re.compile(pattern, flags)
    times.append(time.perf_counter() - t)
print(f"pyi_generator.py ({sum(len(t) for t, _ in kept)} characters) and its {len(towers)} expressions compiled again:",
      f"{sorted(times)[len(times) // 2] * 1000:.1f} ms" if times else "")
'''

# -- PySide: the .pyi generator's imports (argparse, logging) at every start --------------------------------
PYSIDE_STUB_IMPORTS = r'''
import sys, time
# the standard library PySide imports for itself (its signature support), imported first
import ast, atexit, base64, binascii, bisect, bz2, collections.abc, dis, gettext, inspect, linecache, lzma, math
import opcode, random, shutil, string, struct, tempfile, textwrap, threading, token, tokenize, traceback, typing
import weakref, zipfile, zlib
t = time.perf_counter()
if int(sys.argv[1]):
    # then what only shibokensupport/signature/lib/pyi_generator.py (the .pyi writer) imports
    import argparse, logging
print(f"import argparse, logging after the rest: {(time.perf_counter() - t) * 1000:.1f} ms")
'''

# -- PySide: every module imported after PySide6 has its source read (the __feature__ check) ----------------
PYSIDE_FEATURE = r'''
import sys, time
MODULES = ["json", "email.message", "http.client", "xml.etree.ElementTree", "decimal", "csv", "sqlite3",
           "unittest", "asyncio", "pydoc", "difflib", "configparser", "plistlib", "statistics", "fractions"]
def load():
    before = len(sys.modules)
    t = time.perf_counter()
    for name in MODULES:
        __import__(name)
    return (time.perf_counter() - t) * 1000, len(sys.modules) - before
if int(sys.argv[1]):            # after PySide6: PySide reads the source of each (inspect.getsource)
    import PySide6.QtCore
    ms, count = load()
else:                           # before: the same imports, nothing read
    ms, count = load()
    import PySide6.QtCore
import linecache
print(f"{count} modules imported {'after' if int(sys.argv[1]) else 'before'} PySide6: {ms:.1f} ms;",
      f"sources left in linecache: {len(linecache.cache)} files, {sum(v[0] for v in linecache.cache.values())} bytes")
'''

# -- PySide: the Qt namespace's 93 enums all made at the first use of Qt ------------------------------------
PYSIDE_QT_ENUMS = r'''
import sys, time, enum
from PySide6 import QtCore
t = time.perf_counter()
if int(sys.argv[1]):
    Qt = QtCore.Qt              # any use: Qt.AlignmentFlag.AlignLeft makes all 93 enums
ms = (time.perf_counter() - t) * 1000
if int(sys.argv[1]):
    enums = [v for v in vars(Qt).values() if isinstance(v, enum.EnumType)]
    print(f"Qt: {len(enums)} enums, {sum(len(e.__members__) for e in enums)} members made in {ms:.1f} ms")
'''

# -- PySide: QLocale's enums made by `import PySide6.QtCore`, which uses no QLocale --------------------------
PYSIDE_QLOCALE = r'''
import enum, sys, time
import PySide6.QtCore
def subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)
made = [e for e in subclasses(enum.Enum) if e.__qualname__.startswith("QLocale.")]    # already, by the import
times = []
for _ in range(int(sys.argv[1])):       # made again as PySide makes them (the functional API)
    t = time.perf_counter()
    for e in made:
        base = next(b for b in (enum.IntFlag, enum.Flag, enum.IntEnum, enum.Enum) if issubclass(e, b))
        extra = {"boundary": enum.KEEP} if issubclass(base, enum.Flag) else {}
        base(e.__name__, [(name, m.value) for name, m in e.__members__.items()], **extra)
    times.append(time.perf_counter() - t)
print(f"import PySide6.QtCore made {len(made)} QLocale enums, {sum(len(e.__members__) for e in made)} members;",
      f"made again: {sorted(times)[len(times) // 2] * 1000:.1f} ms" if times else "")
'''

# -- CPython: an enum's members made one by one through the general path -------------------------------------
CPYTHON_ENUM = r'''
import enum, sys, time
# as PySide makes Qt.Key: the functional API with (name, int) pairs
members = [(f"Key_{i}", 0x01000000 + i) for i in range(1200)]


def make():
    enum.IntEnum("Key", members)


times = []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter()
    make()
    times.append(time.perf_counter() - t)
if times:
    print(f"IntEnum of {len(members)} members: {sorted(times)[len(times) // 2] * 1000:.2f} ms")
'''

# The floor: what an int enum of those members holds, made directly (a class, its members, its two maps)
CPYTHON_ENUM_FLOOR = CPYTHON_ENUM.replace('''def make():
    enum.IntEnum("Key", members)''', '''def make():
    cls = type("Key", (int,), {})
    by_name, by_value = {}, {}
    for name, value in members:
        m = int.__new__(cls, value)
        m._name_, m._value_ = name, value
        setattr(cls, name, m)
        by_name[name] = by_value[value] = m''').replace("IntEnum of", "the same made directly,")

# -- CPython: each dataclass's methods written as text and compiled at every import --------------------------
CPYTHON_DATACLASS = r'''
import sys, time
from dataclasses import dataclass
times = []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter()
    @dataclass(frozen=True, slots=True)
    class Zone:
        id: str
        name: str
        cover: bool = False
    times.append(time.perf_counter() - t)
if times:
    print(f"a frozen dataclass of three fields: {sorted(times)[len(times) // 2] * 1000:.2f} ms")
'''

# ... of which compiling the texts it writes (the texts of one such class, compiled again)
CPYTHON_DATACLASS_COMPILE = r'''
import sys, time
from dataclasses import dataclass
texts = []
sys.addaudithook(lambda event, args: event == "compile" and texts.append(args[0]))
@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    name: str
    cover: bool = False
one = list(texts)
times = []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter()
    for text in one:
        compile(text, "<string>", "exec")
    times.append(time.perf_counter() - t)
if times:
    print(f"compiling the {len(one)} texts ({sum(map(len, one))} characters) dataclasses writes for it: "
          f"{sorted(times)[len(times) // 2] * 1000:.2f} ms")
'''

# The Qt enums a vtt window makes before its first paint, made again the way PySide makes them (the
# functional API, flags with boundary=KEEP): what CPython's enum machinery costs of that first paint
CPYTHON_ENUM_REPLAY = r'''
import enum, json, sys, time
with open(sys.argv[2]) as f:
    enums = json.load(f)
times = []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter()
    for base, name, qualname, module, members in enums:
        kind = getattr(enum, base)
        extra = {"boundary": enum.KEEP} if issubclass(kind, enum.Flag) else {}
        kind(name, [tuple(m) for m in members], module=module, qualname=qualname, **extra)
    times.append(time.perf_counter() - t)
if times:
    print(f"{len(enums)} enums, {sum(len(m) for *_, m in enums)} members made again: "
          f"{sorted(times)[len(times) // 2] * 1000:.1f} ms")
'''

# -- Qt: a dock widget's title asks the style where its buttons go at every paint, and the style makes both
# icons afresh (QCommonStyle::subElementRect, SE_DockWidgetCloseButton/FloatButton: standardIcon(...).actualSize;
# Fusion's standardIcon builds the icon from its files, probing each through QImageReader) ---------------------
QT_DOCK_TITLE = r'''
import sys, time
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
docks = []
for i in range(7):
    d = QDockWidget(f"Dock {i}")
    d.setWidget(QLabel("text"))
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, d)
    docks.append(d)
w.resize(800, 900)
w.show()
app.processEvents()
times = []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter()
    for d in docks:
        d.repaint()                  # each dock's own paint: its title (and the label over it)
    times.append(time.perf_counter() - t)
print(f"7 dock titles painted again: {sorted(times)[len(times) // 2] * 1000:.2f} ms" if times else "")
'''

# -- Qt: QTabBar::paintEvent makes the style option of every tab (its title shaped to be elided, even with
# Qt::ElideNone, as QFontMetrics::elidedText is given Qt::TextShowMnemonic) before it skips the tabs out of sight
QT_TAB_BAR = r'''
import sys, time
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
app = QApplication(sys.argv[:1])
tabs = QTabWidget()
tabs.setUsesScrollButtons(True)
for i in range(200):
    tabs.addTab(QWidget(), f"Zombie {i}  3")
tabs.resize(420, 300)
tabs.show()
app.processEvents()
bar = tabs.tabBar()
for i in range(12, 200):
    bar.setTabVisible(i, len(sys.argv) < 3)      # (with a second argument: only the 12 in sight kept)
app.processEvents()
times = []
for _ in range(int(sys.argv[1])):
    t = time.perf_counter()
    bar.repaint()
    times.append(time.perf_counter() - t)
print(f"a bar of 200 tabs, 6 in sight, painted again: {sorted(times)[len(times) // 2] * 1000:.2f} ms" if times else "")
'''

#: name -> (what, the reproduction, K: how many times the step is done for the instruction count)
REPORTS = {
    "pyside-source": ("PySide: shibokensupport's source compiled at every start", PYSIDE_SOURCE, 3),
    "pyside-regex": ("PySide: the brace-tower expressions compiled at import", PYSIDE_REGEX, 3),
    "pyside-stub-generator": ("PySide: the .pyi generator's text and expressions compiled at start", PYSIDE_STUB_GENERATOR, 3),
    "pyside-stub-imports": ("PySide: the stub generator's argparse and logging imported at start", PYSIDE_STUB_IMPORTS, 1),
    "pyside-feature": ("PySide: the source of each module imported after it read", PYSIDE_FEATURE, 1),
    "pyside-qt-enums": ("PySide: the Qt namespace's enums all made at its first use", PYSIDE_QT_ENUMS, 1),
    "pyside-qlocale": ("PySide: QLocale's enums made by import PySide6.QtCore", PYSIDE_QLOCALE, 3),
    "cpython-enum": ("CPython: IntEnum of 1,200 members by the functional API", CPYTHON_ENUM, 3),
    "cpython-enum-floor": ("CPython: the same members made directly (the floor)", CPYTHON_ENUM_FLOOR, 3),
    "cpython-dataclass": ("CPython: a frozen dataclass of three fields", CPYTHON_DATACLASS, 20),
    "cpython-dataclass-compile": ("CPython: ... of which compiling its texts", CPYTHON_DATACLASS_COMPILE, 20),
    "qt-dock-title": ("Qt: seven dock titles painted, each making its close and float icons", QT_DOCK_TITLE, 10),
    "qt-tab-bar": ("Qt: a tab bar of 200 tabs painted, every tab's title measured", QT_TAB_BAR, 10),
}


def _env() -> dict:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _out(script: str, n: int, env: dict, *more: str) -> str:
    done = subprocess.run([sys.executable, "-c", script, str(n), *more], env=env, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(done.stderr[-800:])
    return done.stdout.strip()


def _median_run(script: str, n: int, env: dict, runs: int) -> str:
    """What the run whose first figure (ms) is the median of ``runs`` printed."""
    shown = [_out(script, n, env) for _ in range(runs)]
    shown.sort(key=lambda line: float(line.split(" ms")[0].rsplit(" ", 1)[-1]) if " ms" in line else 0)
    return shown[len(shown) // 2]


def report(name: str, runs: int = 7) -> None:
    from instructions import available, count
    what, script, k = REPORTS[name]
    env = _env()
    _out(script, 0, env)                                         # bytecode cached
    line = f"{what}: {_median_run(script, k, env, runs)}"
    if k == 1:                                                   # a step done once: the run without it too
        line += f" (without the step: {_median_run(script, 0, env, runs) or '-'})"
    if available():
        full = [sys.executable, "-c", script]
        per = (count([*full, str(k)], env) - count([*full, "0"], env)) / k
        line += f"; {per / 1e6:.1f} M instructions"
    print(line)


# -- what vtt's first paint pays of them --------------------------------------------------------------------

VTT_FIRST_PAINT = r'''
import dataclasses, json, linecache, sys, time
from vtt.cli import main
main(["--demo", "--system", sys.argv[2], "--exit-after-first-paint"])
from shibokensupport import feature
# the modules PySide checked since it was imported, whose source it read
read = [m for name, m in list(sys.modules.items()) if name in feature.pyside_feature_dict and m is not None
        and str(getattr(m, "__file__", "")).endswith(".py")]
times = []
for _ in range(int(sys.argv[1])):
    linecache.clearcache()
    t = time.perf_counter()
    for m in read:
        feature._mod_uses_pyside(m)         # (called, not changed: PySide's own check, done again)
    times.append(time.perf_counter() - t)
def subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)
import enum
enums = {id(c): c for c in subclasses(enum.Enum) if c.__module__.startswith(("PySide6", "shiboken6"))}
records = [c for name, m in list(sys.modules.items()) if name.startswith("vtt") and m is not None
           for c in vars(m).values() if isinstance(c, type) and c.__module__ == name and dataclasses.is_dataclass(c)]
if len(sys.argv) > 3:            # the enums' data, for CPYTHON_ENUM_REPLAY
    bases = (enum.IntFlag, enum.Flag, enum.IntEnum, enum.Enum)
    with open(sys.argv[3], "w") as f:
        json.dump([[next(b.__name__ for b in bases if issubclass(e, b)), e.__name__, e.__qualname__, e.__module__,
                    [[name, m.value] for name, m in e.__members__.items()]] for e in enums.values()], f)
print(json.dumps({"modules read": len(read), "their bytes": sum(v[0] for v in linecache.cache.values()),
                  "ms": sorted(times)[len(times) // 2] * 1000 if times else 0,
                  "Qt enums": len(enums), "Qt enum members": sum(len(e.__members__) for e in enums.values()),
                  "dataclasses": len(records)}))
'''


def vtt_share(system: str) -> None:
    """What a ruleset's first paint pays of them: the modules whose source PySide reads (and the instructions
    of reading them again), the Qt enums and their members made, vtt's dataclasses made."""
    from instructions import available, count
    env = _env()
    env["VTT_DATA_DIR"] = tempfile.mkdtemp()
    full = [sys.executable, "-c", VTT_FIRST_PAINT]
    data = os.path.join(env["VTT_DATA_DIR"], "enums.json")
    figures = json.loads(_out(VTT_FIRST_PAINT, 3, env, system, data).splitlines()[-1])
    figures["enums made again"] = _out(CPYTHON_ENUM_REPLAY, 3, env, data)
    if available():
        figures["M instructions of the source check"] = round((count([*full, "3", system], env)
                                                                  - count([*full, "0", system], env)) / 3e6, 1)
        replay = [sys.executable, "-c", CPYTHON_ENUM_REPLAY]
        figures["M instructions of the enums made again"] = round((count([*replay, "3", data], env)
                                                                      - count([*replay, "0", data], env)) / 3e6, 1)
    print(f"vtt --demo --system {system}: {figures}")


if __name__ == "__main__":
    names = [a for a in sys.argv[1:] if a in REPORTS or a == "vtt"] or [*REPORTS, "vtt"]
    for name in names:
        if name == "vtt":
            for system in ("nechronica", "zones", "ashes", "hundred"):
                vtt_share(system)
        else:
            report(name)
