"""GUI benchmarks (figures only, no asserts): start-up to first paint vs a bare PySide6 window with a
200-item scene, peak memory, one move applied and repainted with 200 markers on the map, and opening the
workshop's editor of each ruleset against opening its battle window (as a command, and from a running
program).

Run: xvfb-run -a /work/venv/bin/python benchmarks/bench_gui.py [--instructions]   (or QT_QPA_PLATFORM=offscreen;
BENCH_REPEAT=N for N alternations, 11 by default)
     ... benchmarks/bench_gui.py --editors [--instructions]   the editors against the battle windows only
--instructions also counts start-up instructions with valgrind (bare vs vtt), a figure that does not drift.
As installed (the modules of packaging/build_compiled.py compiled, as setup.py builds them): build a copy with
`python packaging/build_compiled.py DEST` and run from DEST with PYTHONPATH=DEST and without VTT_PURE; the start-up
figures say which build they count ("build: compiled" or "pure: ...").
--builder: only opening the encounter builder against opening the battle window (with --instructions:
in instructions too).
--steps: only where each window's first paint goes, step by step, in instructions.
--moves: only one move applied and repainted in each ruleset, and what Qt paints again after it (with
--instructions: counted; with --by-widget: each widget's own paint in the whole repaint, counted).
"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = r'''
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow()
scene = QGraphicsScene()
for i in range(200):
    scene.addEllipse((i % 20) * 30, (i // 20) * 30, 24, 24)
w.setCentralWidget(QGraphicsView(scene))
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
f = F(); w.installEventFilter(f)
w.resize(1600, 960); w.show(); app.exec()
'''

# The same bare window with what any window that shows text pays and the bare one does not: the Qt
# namespace's enums (PySide builds all 93 on the first ``from PySide6.QtCore import Qt``), the font
# database, and Latin and Japanese text shaped and drawn, here in four docks of labels. Not a target,
# a reference: how much of vtt's ratio is left for vtt's own code.
TEXT = BARE.replace("w.setCentralWidget(QGraphicsView(scene))", '''w.setCentralWidget(QGraphicsView(scene))
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel
for name in ("Count", "Sheet", "Flow", "Log"):
    d = QDockWidget(name)
    d.setWidget(QLabel("奈落 地獄 煉獄 花園 楽園: Round 1, count 10\\nゾンビ【のうみそ】【めだま】【あご】 Action 2 0"))
    w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, d)
scene.addSimpleText("奈落 Tartarus")''')


def _run(cmd, env) -> tuple[float, float]:
    """Wall seconds and the child's peak RSS in MiB."""
    t = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    return time.perf_counter() - t, usage.ru_maxrss / 1024


SYSTEMS = ("nechronica", "zones", "ashes", "hundred")


def _startup_commands() -> tuple[dict, list, list, dict]:
    """(environment, bare window, bare window with text, vtt --demo of each ruleset), each run once so
    its bytecode is cached."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["VTT_DATA_DIR"] = tempfile.mkdtemp()
    # one hash seed for every run: with a random one the counts of the same program differ by a few M (sets'
    # and dicts' order), which is what a change of a few M is judged against
    env.setdefault("PYTHONHASHSEED", "0")
    # as on a user's machine: bytecode cached (some sandboxes set PYTHONDONTWRITEBYTECODE, which
    # makes every start compile every module again)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    vtt = {system: [sys.executable, "-m", "vtt.cli", "--demo", "--system", system, "--exit-after-first-paint"]
           for system in SYSTEMS}
    bare = [sys.executable, "-c", BARE]
    text = [sys.executable, "-c", TEXT]
    # warm-up: writes the bytecode cache, and keeps the demos' pictures decoded in the data folder (vtt.ui.images),
    # as a user's second start finds them
    for cmd in (*vtt.values(), bare, text):
        subprocess.run(cmd, env=env, check=False)
    return env, bare, text, vtt


def build_of(env: dict) -> str:
    """Which build of vtt the figures are of, as ``env`` runs it: vtt._compiled's status ("compiled": the modules
    of packaging/build_compiled.py as a source install compiles them, run from that tree with ``PYTHONPATH`` naming
    it; "pure" or "pure: ..." otherwise). A compiled install and pure Python count differently (docs/gui.md,
    "The seventh round (first paint)")."""
    done = subprocess.run([sys.executable, "-c", "from vtt import _compiled; print(_compiled.status())"], env=env,
                          capture_output=True, text=True)
    return done.stdout.strip() or f"unknown ({done.stderr.strip()[-200:]})"


def startup(repeat: int = 11) -> None:
    """Each ruleset's demo window to its first paint against the bare window, run alternately (bare, then
    each window, again and again) so that a busy spell of the machine weighs on each alike; medians.
    The machine's load is printed with them: other work on it slows every run, not the ratios."""
    env, bare, text, vtt = _startup_commands()
    cmds = {"bare": bare, "text": text, **vtt}
    runs: dict[str, list] = {k: [] for k in cmds}
    load_before = os.getloadavg()
    for _ in range(repeat):
        for key, cmd in cmds.items():
            runs[key].append(_run(cmd, env))
    load_after = os.getloadavg()
    med = {k: statistics.median(r[0] for r in v) for k, v in runs.items()}
    print(f"build: {build_of(env)}")
    print(f"load average (1, 5, 15 min) before: {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, "
          f"after: {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} ({os.cpu_count()} cores)")
    names = {"bare": "bare PySide6 window, 200-item scene", "text": "the same with four docks of text (reference)",
             **{system: f"vtt --demo --system {system}" for system in SYSTEMS}}
    for key, name in names.items():
        print(f"start-up to first paint, {name}: median {med[key] * 1000:.0f} ms of {repeat}, "
              f"peak RSS {max(r[1] for r in runs[key]):.0f} MiB")
    print(f"start-up ratio text reference / bare: {med['text'] / med['bare']:.2f}")
    for system in SYSTEMS:
        ratios = sorted(v[0] / b[0] for v, b in zip(runs[system], runs["bare"]))
        print(f"start-up ratio vtt --system {system} / bare: {med[system] / med['bare']:.2f} "
              f"(run by run: {ratios[0]:.2f} to {ratios[-1]:.2f}; target ≤ 1.5, ≤ 120 MiB)")


def crowd(ruleset: str, n_markers: int = 200):
    """A battle of ``ruleset`` with ``n_markers`` participants: its demo's, and copies of its last foe (in
    Nechronica, zombies in 奈落 beside the sample dolls), started where the ruleset starts by a command."""
    from vtt.core import registry
    system = registry.get(ruleset)
    if ruleset == "nechronica":
        from vtt import RESOURCES
        from vtt.rules.nechronica.battle import new_session
        from vtt.rules.nechronica.models import ScenarioFile
        dolls = sorted((RESOURCES / "dolls").glob("*.json"))
        enemies = [{"file": str(RESOURCES / "enemies" / "zombie.json"), "area": "tartarus", "id": f"z{i}"}
                   for i in range(n_markers - len(dolls))]
        return new_session(ScenarioFile.model_validate({"dolls": [{"file": str(p)} for p in dolls],
                                                         "enemies": enemies, "seed": 1})), "z0"
    demo = system.demo_session(1)
    setup = demo.setup_json()
    people = setup["participants"]
    foe = dict(people[-1])
    for k in range(n_markers - len(people)):
        copy = dict(foe, id=f"{foe.get('id', 'foe')}_{k}")
        copy.pop("group", None)
        people.append(copy)
    return system.session_from_setup(setup, demo.base_dir, 1), people[-1]["id"]


def moves(session, who: str, n: int) -> list:
    """``n`` commands of the GM moving ``who`` to and fro (the ruleset's override: a zone, an area; hundred
    has no map, so the range band between two participants set), made before any is timed."""
    from vtt.core.records import Command
    rid = session.ruleset.name
    view = session.view()
    if rid == "nechronica":
        return [Command("override", None, {"op": "move", "target": who, "area": ("hades", "tartarus")[i % 2]})
                for i in range(n)]
    if view.map.layout == "none":
        a, bands = view.tokens[0].id, view.extra["bands"]
        return [Command("set_range", None, {"a": a, "b": who, "band": bands[i % 2]}) for i in range(n)]
    zones = [z.id for z in view.map.zones]
    op = "move" if rid == "zones" else "zone"
    return [Command("override", None, {"op": op, "target": who, "zone": zones[i % 2]}) for i in range(n)]


def everything_to_repaint(window) -> None:
    """Mark every widget of ``window`` to be painted again, as when the window is shown again: a window's
    repaint() alone leaves the widgets that paint all of themselves (WA_OpaquePaintEvent: the maps, the turn
    orders, the tracks) as they are, so "the whole window repainted" names each. Done before the timed move:
    the marking is the benchmark's, not the window's, work."""
    from PySide6.QtWidgets import QWidget
    for widget in window.findChildren(QWidget):
        widget.update()


#: how a move is repainted: "whole", every widget (as when the window is shown again: everything_to_repaint, then
#: its repaint); "window", the window's repaint() alone (#39's figure: it leaves the widgets that paint all of
#: themselves, WA_OpaquePaintEvent, as they are); "qt", what Qt repaints of itself (what a GM sees happen)
REPAINTS = {"whole": "whole window repainted, every widget", "window": "the window's repaint(), as #39 measured it",
            "qt": "Qt's own repaint of what changed"}


def move_and_repaint(n_markers: int = 200, repeat: int = 30, rulesets=SYSTEMS) -> None:
    """One move applied and the window repainted (REPAINTS), with ``n_markers`` participants, in each ruleset: the
    median of ``repeat`` (autosave included) after ten not counted, with what the command and the widgets' work,
    the repaint and the events after it took of it (CPU)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController

    app = QApplication.instance() or QApplication([])
    for rid in rulesets:
        # each window a first start's, in a data folder of its own: a window after another restored the geometry
        # the one before saved, which the offscreen screen (800×600) clamped to 856×774, its map a quarter as large
        # as at a first start (until t60 zones, ashes and hundred were measured so, Nechronica at 1400×860)
        os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
        session, who = crowd(rid, n_markers)
        w = MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))
        w.show()
        app.processEvents()
        print(f"{rid}: the window {w.width()}×{w.height()}, its map {w.map.width()}×{w.map.height()}")
        for how, what in REPAINTS.items():
            times, cpu, pcpu, parts = [], [], [], []
            for i, command in enumerate(moves(session, who, repeat + 10)):
                if how == "whole":
                    everything_to_repaint(w)
                # (CPU of the window's thread: what the GM waits for; since t61 the journal's flush to the disk is
                # a worker thread's, whose kernel time process_time() would add to the move)
                t, c, pc = time.perf_counter(), time.thread_time(), time.process_time()
                assert w.issue(command), command
                c1 = time.thread_time()
                if how != "qt":
                    w.repaint()
                c2 = time.thread_time()
                app.processEvents()      # otherwise Qt repaints what changed
                if i >= 10:              # (the first ten make the pictures and caches a move needs)
                    times.append(time.perf_counter() - t)
                    cpu.append(time.thread_time() - c)
                    pcpu.append(time.process_time() - pc)
                    parts.append((c1 - c, c2 - c1, time.thread_time() - c2))
            of = [statistics.median(x[j] for x in parts) * 1000 for j in range(3)]
            print(f"{rid}: one move applied and repainted ({what}), {len(session.view().tokens)} markers: "
                  f"median {statistics.median(times) * 1000:.1f} ms wall, {statistics.median(cpu) * 1000:.1f} ms "
                  f"CPU of the window's thread (autosave included; the command and the widgets' work {of[0]:.1f}, "
                  f"the repaint {of[1]:.1f}, the events after it {of[2]:.1f}; the process's CPU with the journal's "
                  f"flush {statistics.median(pcpu) * 1000:.1f})")
        w.close()
        w.deleteLater()
        app.processEvents()
    print(f"peak RSS of this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


# One window on a crowd of N_MARKERS, then K moves each applied and repainted (argv: ruleset, K, a key of REPAINTS),
# the moves after the first 24 each inside a call of C (libc's lfind, through ctypes, calling the move back as
# its comparison): counted under callgrind with --collect-atstart=no --toggle-collect=ffi_call, only those moves
# are (move_instructions).
MOVES = r"""
import ctypes, os, sys, tempfile
from pathlib import Path
os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
sys.path.insert(0, os.environ["BENCH_DIR"])
import bench_gui
from PySide6.QtWidgets import QApplication
from vtt.ui.main_window import MainWindow, open_settings
from vtt.ui.widgets.battle_controller import BattleController
app = QApplication(sys.argv[:1])
rid, k, how = sys.argv[1], int(sys.argv[2]), sys.argv[3]
session, who = bench_gui.crowd(rid, int(os.environ.get("N_MARKERS", "200")))
w = MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))
w.show()
app.processEvents()
libc = ctypes.CDLL(None)
COMPARE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
one, size = (ctypes.c_int * 1)(0), ctypes.c_size_t(1)


def move(command):
    assert w.issue(command)
    if how != "qt":
        w.repaint()
    app.processEvents()


for i, command in enumerate(bench_gui.moves(session, who, k + 24)):
    if how == "whole":
        bench_gui.everything_to_repaint(w)
    if i < 24:                        # (the first: the pictures, caches and types a move needs made, the log
        #                               long enough to scroll)
        move(command)
        continue
    compare = COMPARE(lambda a, b, command=command: move(command) or 0)
    libc.lfind(one, one, ctypes.byref(size), 4, compare)
"""


def _callgrind_env() -> dict | None:
    """The environment of a script counted under callgrind that imports this module (None, said why: no
    valgrind)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from instructions import UNAVAILABLE, available
    if not available():
        print(UNAVAILABLE)
        return None
    env = dict(os.environ, PYTHONHASHSEED="0", BENCH_DIR=os.path.dirname(os.path.abspath(__file__)))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def move_instructions(rulesets=SYSTEMS, k: int = 10, repaints=tuple(REPAINTS)) -> None:
    """One move applied and repainted in instructions (callgrind, only the moves counted: MOVES, each move
    dumped apart), each way of ``repaints`` (keys of REPAINTS): the median of ``k`` moves, as the milliseconds
    of move_and_repaint are (a mean would carry a share of the undo checkpoint, a copy of the whole state every
    CHECKPOINT_EVERY commands, into whichever k moves hold one); of it, what QWidget::repaint and
    processEvents took (the rest is the command and what the widgets compute). Steady where the milliseconds
    drift with the load."""
    env = _callgrind_env()
    if env is None:
        return
    for rid in rulesets:
        for how in repaints:
            where = tempfile.mkdtemp()
            out = os.path.join(where, "moves.cg")
            subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=ffi_call",
                            "--dump-after=ffi_call", f"--callgrind-out-file={out}", sys.executable, "-c", MOVES, rid,
                            str(k), how], env=env, capture_output=True, check=True)
            moves = []
            for name in os.listdir(where):
                if not name.startswith("moves.cg."):
                    continue                                # (the last file: what ran after the last move)
                table = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100",
                                        os.path.join(where, name)], capture_output=True, text=True, check=True).stdout
                found: dict[str, float] = {}
                for line in table.splitlines():
                    number, _, fn = line.strip().partition(" ")
                    for key, mark in (("total", "PROGRAM TOTALS"), ("repaint", "QWidget::repaint()"),
                                      ("events", "QCoreApplication::processEvents(")):
                        if mark in fn and key not in found:
                            found[key] = int(number.replace(",", "")) / 1e6
                if found.get("total"):
                    moves.append(found)
            total, paint, events = (statistics.median(m.get(x, 0.0) for m in moves)
                                    for x in ("total", "repaint", "events"))
            work = statistics.median(m["total"] - m.get("repaint", 0.0) - m.get("events", 0.0) for m in moves)
            print(f"{rid}: one move applied and repainted ({REPAINTS[how]}), in instructions (callgrind): median "
                  f"{total:.1f} M a move of {len(moves)} (the command and the widgets' work {work:.1f} M, "
                  f"QWidget.repaint {paint:.1f} M, processEvents {events:.1f} M)")


def _widget_path(widget, window) -> str:
    """``widget``'s place in ``window``: its class (and object name) under each parent's."""
    names = []
    while widget is not None and widget is not window:
        names.append(type(widget).__name__ + (":" + widget.objectName() if widget.objectName() else ""))
        widget = widget.parentWidget()
    return "/".join(reversed(names))


def what_repaints(rulesets=SYSTEMS, moves_seen: int = 2) -> None:
    """Which widgets Qt paints again after a move (of ``crowd``'s 200, as move_and_repaint makes it), and the
    region each is given: what a GM's window redraws of itself on each move."""
    import collections
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QWidget
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController
    app = QApplication.instance() or QApplication([])
    for rid in rulesets:
        session, who = crowd(rid)
        w = MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))
        w.show()
        app.processEvents()
        commands = moves(session, who, 24 + moves_seen)
        for command in commands[:24]:
            w.issue(command)
            app.processEvents()
        seen: collections.Counter = collections.Counter()

        class Paints(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget):
                    box = event.region().boundingRect()
                    seen[f"{_widget_path(obj, w)} ({obj.width()}x{obj.height()}, painted {box.width()}x"
                         f"{box.height()})"] += 1
                return False
        watch = Paints()
        app.installEventFilter(watch)
        for command in commands[24:]:
            w.issue(command)
            app.processEvents()
        app.removeEventFilter(watch)
        print(f"{rid}: what Qt paints again after a move, each of {moves_seen} moves: "
              + ("; ".join(f"{k}" + (f" ×{v / moves_seen:g}" if v != moves_seen else "") for k, v in seen.items())
                 or "nothing"))
        w.close()
        w.deleteLater()
        app.processEvents()


# Each widget's own paint (QWidget.render without its children) on a window of a crowd after 24 moves, counted
# by callgrind one render at a time (--dump-after=ffi_call); argv: ruleset, and the file the widgets' names go to.
OWN_PAINTS = r"""
import ctypes, json, os, sys, tempfile
from pathlib import Path
os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
sys.path.insert(0, os.environ["BENCH_DIR"])
import bench_gui
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPixmap, QRegion
from PySide6.QtWidgets import QApplication, QWidget
from vtt.ui.main_window import MainWindow, open_settings
from vtt.ui.widgets.battle_controller import BattleController
app = QApplication(sys.argv[:1])
session, who = bench_gui.crowd(sys.argv[1])
w = MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))
w.show()
app.processEvents()
for command in bench_gui.moves(session, who, 24):
    bench_gui.everything_to_repaint(w)
    assert w.issue(command)
    w.repaint()
    app.processEvents()
libc = ctypes.CDLL(None)
COMPARE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
one, size = (ctypes.c_int * 1)(0), ctypes.c_size_t(1)
names = []
alone = QWidget.RenderFlag.DrawWindowBackground
for x in w.findChildren(QWidget):
    if x.isVisible() and x.width() > 0 and x.height() > 0:
        picture = QPixmap(x.size())
        QWidget.render(x, picture, QPoint(), QRegion(), alone)        # (its kept pictures made)
        compare = COMPARE(lambda a, b, x=x, picture=picture: QWidget.render(x, picture, QPoint(), QRegion(), alone) or 0)
        libc.lfind(one, one, ctypes.byref(size), 4, compare)
        names.append(f"{bench_gui._widget_path(x, w)} ({x.width()}x{x.height()})")
json.dump(names, open(sys.argv[2], "w"))
"""


def own_paints(rulesets=SYSTEMS, shown: int = 25) -> None:
    """What each widget's own paint costs in the whole window repainted (instructions, callgrind: OWN_PAINTS), the
    ``shown`` costliest: where "every widget repainted" goes. A render of a widget alone costs some 0.1 M of its
    own (the painter and the picture it paints into): a guide to which widgets weigh, not a sum of the repaint."""
    import json
    env = _callgrind_env()
    if env is None:
        return
    for rid in rulesets:
        where = tempfile.mkdtemp()
        names = os.path.join(where, "names.json")
        subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=ffi_call",
                        "--dump-after=ffi_call", f"--callgrind-out-file={where}/paint.cg", sys.executable, "-c",
                        OWN_PAINTS, rid, names], env=env, capture_output=True, check=True)
        dumps = sorted((f for f in os.listdir(where) if f.startswith("paint.cg.")),
                       key=lambda f: int(f.rsplit(".", 1)[1].split("-")[0]))
        counts = []
        for f in dumps:
            with open(os.path.join(where, f)) as text:
                totals = next((line for line in text if line.startswith(("summary:", "totals:"))), "x: 0")
            counts.append(int(totals.split()[1]))
        named = sorted(zip(counts, json.load(open(names))), reverse=True)
        print(f"{rid}: each widget's own paint, the {shown} costliest of {len(named)} (instructions, callgrind): "
              + "; ".join(f"{name} {n / 1e6:.2f} M" for n, name in named[:shown]))


def _until_painted(app, window) -> float:
    """CPU seconds from now until ``window`` (shown now) has painted for the first time."""
    from PySide6.QtCore import QEvent, QObject

    class Painted(QObject):
        done = False

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                self.done = True
            return False

    t = time.process_time()
    watch = Painted()
    window.installEventFilter(watch)
    window.show()
    while not watch.done:
        app.processEvents()
    window.removeEventFilter(watch)
    return time.process_time() - t


def builder_vs_battle_window(repeat: int = 7) -> None:
    """Opening the encounter builder on a sample scenario (its files read, its map, the library listed)
    against opening the battle window on the same scenario (read and built), to the first paint, in one
    warm process: each ruleset's first sample, median of ``repeat``, in CPU seconds of this process (so a
    machine busy with other work weighs less on the figures). The builder draws its options' form and
    lists the library on the next turn of the event loop: "whole" is until those are drawn too."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtWidgets import QApplication
    from vtt.core import registry
    from vtt.core.game_file import open_session
    from vtt.ui.workshop.builder import BuilderWindow, open_battle
    from vtt.workshop.encounter import Encounter
    from vtt.workshop.library import Library

    app = QApplication.instance() or QApplication([])
    library = Library(Path(os.environ["VTT_DATA_DIR"]) / "library")
    for rid in ("zones", "ashes", "hundred", "nechronica"):
        sample = registry.get(rid).sample_scenarios()[0]
        times: dict[str, list] = {"builder": [], "builder whole": [], "battle window": []}
        for i in range(repeat + 1):                  # the first of each: imports, caches (not counted)
            for name in ("builder", "battle window"):
                t = time.process_time()
                if name == "builder":
                    w = BuilderWindow(Encounter.from_file(sample), library, sample)
                    w.resize(1600, 960)
                else:
                    w = open_battle(open_session(sample), str(sample))
                    w.hide()
                    w.resize(1600, 960)
                took = time.process_time() - t + _until_painted(app, w)
                whole = took
                if name == "builder":
                    t = time.process_time()
                    while w._options_form is None or w._listed is None:
                        app.processEvents()
                    w.repaint()
                    whole += time.process_time() - t
                w.dirty = False
                w.close()
                w.deleteLater()
                app.processEvents()
                if i:
                    times[name].append(took)
                    if name == "builder":
                        times["builder whole"].append(whole)
        b, bw, v = (statistics.median(times[k]) * 1000 for k in ("builder", "builder whole", "battle window"))
        print(f"opening to first paint, {rid} ({sample.name}): builder {b:.0f} ms (whole, its options' form and "
              f"library drawn: {bw:.0f} ms), battle window {v:.0f} ms (ratio {b / v:.2f}; target ≤ 1)")


# Open one window on a sample scenario N times, to its first paint (its options' form and library too, for the
# builder): argv = ruleset id, "builder" or "battle", N. bench_gui counts its instructions for two Ns.
OPEN_WINDOW = r'''
import os, sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from vtt.core import registry
from vtt.core.game_file import open_session
from vtt.ui.workshop.builder import BuilderWindow, open_battle
from vtt.workshop.encounter import Encounter
from vtt.workshop.library import Library
rid, what, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
if what == "builder-first":      # to its first paint: its options' form and library list (made next) left out
    BuilderWindow.finish = lambda self: None
    what = "builder"
sample = registry.get(rid).sample_scenarios()[0]
library = Library(Path(tempfile.mkdtemp()) / "library")
for _ in range(n):
    if what == "builder":
        w = BuilderWindow(Encounter.from_file(sample), library, sample)
    else:
        w = open_battle(open_session(sample), str(sample))
        w.hide()
    w.resize(1600, 960)
    w.show()
    app.processEvents()
    if what == "builder":
        w.finish()
        app.processEvents()
    w.dirty = False
    w.close()
    w.deleteLater()
    app.processEvents()
'''


def builder_vs_battle_instructions(extra: int = 3) -> None:
    """Opening the builder against opening the battle window in instructions (callgrind), the builder to
    its first paint and whole (its options' form drawn): a process opening the window 1 + ``extra`` times
    less one opening it once, over ``extra`` (so start-up and the first opening's imports are not
    counted)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from instructions import UNAVAILABLE, available, count
    if not available():
        print(UNAVAILABLE)
        return
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["VTT_DATA_DIR"] = tempfile.mkdtemp()
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for rid in ("zones", "ashes", "hundred", "nechronica"):
        per = {}
        for what in ("builder-first", "builder", "battle"):
            # warm-up: the bytecode cached, else the first count pays compiling what changed
            subprocess.run([sys.executable, "-c", OPEN_WINDOW, rid, what, "1"], env=env, check=False)
            runs = [count([sys.executable, "-c", OPEN_WINDOW, rid, what, str(n)], env) for n in (1, 1 + extra)]
            per[what] = (runs[1] - runs[0]) / extra
        print(f"opening (instructions, callgrind), {rid}: builder to its first paint {per['builder-first'] / 1e6:.0f}"
              f" M (whole, its options' form and library drawn: {per['builder'] / 1e6:.0f} M), battle window "
              f"{per['battle'] / 1e6:.0f} M (ratio {per['builder-first'] / per['battle']:.2f}, whole "
              f"{per['builder'] / per['battle']:.2f}; target ≤ 1)")


def startup_instructions(runs: int = 1) -> None:
    """The start-up ratio in instructions (callgrind): steady where wall-clock ratios drift, as long as the working
    folder is quiet (``python -m`` puts it first on sys.path and every import lists it: counted from /tmp, one tree
    moved by up to 21 M from run to run; docs/gui.md, "Fourth pass"). With ``runs`` > 1 each window is counted
    ``runs`` times, each in a data folder of its own, and the median and the range are printed."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))      # run as a script or imported
    from instructions import UNAVAILABLE, available, count
    if not available():
        print(UNAVAILABLE)
        return
    counts: dict[str, list[int]] = {}
    for _ in range(runs):
        env, bare, text, vtt = _startup_commands()
        for key, cmd in {"bare": bare, "text": text, **vtt}.items():
            counts.setdefault(key, []).append(count(cmd, env))

    def figure(key: str) -> str:
        got = sorted(counts[key])
        spread = f" ({got[0] / 1e6:.1f}–{got[-1] / 1e6:.1f} M in {runs} data folders)" if runs > 1 else ""
        return f"{statistics.median(got) / 1e6:.0f} M{spread}"
    b, t = statistics.median(counts["bare"]), statistics.median(counts["text"])
    print(f"start-up instructions, build: {build_of(env)}")
    print(f"start-up instructions (callgrind): bare {figure('bare')}, text reference {figure('text')} "
          f"(ratio {t / b:.2f})")
    for system in SYSTEMS:
        print(f"start-up instructions, vtt --system {system}: {figure(system)} "
              f"(ratio {statistics.median(counts[system]) / b:.2f})")



def first_paint_instructions(*systems: str) -> None:
    """The first paint of each of ``systems`` (all four: none named) in instructions (callgrind), counted once in
    one data folder: for a change measured alone, where ``startup_instructions(runs=3)`` counts the bare window, the
    text reference and all four rulesets three times."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))      # run as a script or imported
    from instructions import UNAVAILABLE, available, count
    if not available():
        print(UNAVAILABLE)
        return
    env, _bare, _text, vtt = _startup_commands()
    for system in systems or SYSTEMS:
        print(f"first paint instructions, vtt --demo --system {system}: {count(vtt[system], env) / 1e6:.1f} M "
              f"(build: {build_of(env)})", flush=True)

# The first paint of `vtt --demo --system S`, stopped after step N (argv: N, S), as vtt.cli.main and
# vtt.ui.app.run_gui go (keep them in step): the instructions of each step are those of N less those of N - 1
# (first_paint_steps). With a third and fourth argument, step K is run under cProfile and its profile written
# to that file (profile_first_paint.py).
STEPS = r"""
import sys
step, system = int(sys.argv[1]), sys.argv[2]
profiled = int(sys.argv[3]) if len(sys.argv) > 4 else 0
s = {}


def arguments():
    import gc
    from vtt.cli import gui_parser, plain_gui_args
    argv = ["--demo", "--system", system, "--exit-after-first-paint"]
    s["args"] = plain_gui_args(argv) or gui_parser().parse_args(argv)
    gc.disable()


def rules():
    from vtt.core import registry
    registry.get(system).ruleset


def ui():
    from vtt.ui import app
    s["gui"] = app


def application():
    gui = s["gui"]
    app = s["app"] = gui.QApplication(sys.argv[:1])
    app.setApplicationName("vtt")
    app.setOrganizationName("vtt")
    s["data_dir"] = gui.default_data_dir()
    s["settings"] = gui.open_settings()
    gui.install_language(s["settings"].value("language") or gui.system_language())
    gui.apply_cjk_font(app)


def battle():
    from vtt.core.game_file import opened_battle
    s["session"], s["path"] = opened_battle(s["args"])


def window_modules():
    from vtt.ui.main_window import MainWindow
    from vtt.ui.widgets.battle_controller import BattleController

    def make():
        controller = BattleController()
        controller.set_session(s["session"], path=s["path"])
        window = MainWindow(controller, settings=s["settings"], data_dir=s["data_dir"])
        s["app"].aboutToQuit.connect(window.mark_clean_exit)
        return window
    s["make"] = make


def window():
    s["window"] = s["make"]()


def paint():
    s["gui"].show_until_done(s["app"], s["window"], s["args"], None, lambda: s["window"])


for n, do in enumerate((arguments, rules, battle, ui, application, window_modules, window, paint), 1):
    if n > step:
        break
    if n == profiled:                  # (CPU time: a write's wait for the disk is no work)
        import cProfile, time
        profile = cProfile.Profile(time.process_time)
        profile.runcall(do)
        profile.dump_stats(sys.argv[4])
    else:
        do()
"""
STEP_NAMES = ("Python's start, vtt.cli, its arguments", "the ruleset's rules imported", "the demo battle read and started",
              "vtt.ui.app imported (PySide6)", "QApplication, settings, language, CJK font",
              "the window's modules imported", "the window built", "shown and painted")


def first_paint_steps(systems=SYSTEMS) -> None:
    """Where each window's first paint goes, in instructions (callgrind), step by step (STEPS)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from instructions import UNAVAILABLE, available, count
    if not available():
        print(UNAVAILABLE)
        return
    env, *_ = _startup_commands()
    for system in systems:
        totals = [count([sys.executable, "-c", STEPS, str(step), system], env) for step in range(1, len(STEP_NAMES) + 1)]
        parts = [totals[0]] + [b - a for a, b in zip(totals, totals[1:])]
        print(f"first paint of vtt --demo --system {system}, {totals[-1] / 1e6:.0f} M instructions, by step: "
              + "; ".join(f"{name} {part / 1e6:.0f} M" for name, part in zip(STEP_NAMES, parts)))


def editors(repeat: int = 7) -> None:
    """Opening each ruleset's character editor against opening its battle window: `vtt edit --new
    character --system ID` against `vtt --demo --system ID` to first paint (a process each, alternated),
    and, in one running program, the editor made and painted against the battle window made and painted."""
    from vtt.core import registry
    env, *_ = _startup_commands()
    rulesets = registry.ids()
    for rid in rulesets:
        cmds = {"battle": [sys.executable, "-m", "vtt.cli", "--demo", "--system", rid, "--exit-after-first-paint"],
                "editor": [sys.executable, "-m", "vtt.cli", "edit", "--new", "character", "--system", rid,
                           "--exit-after-first-paint"]}
        for cmd in cmds.values():
            subprocess.run(cmd, env=env, check=False)                 # warm-up: bytecode cached
        runs: dict[str, list] = {k: [] for k in cmds}
        for _ in range(repeat):
            for key, cmd in cmds.items():
                runs[key].append(_run(cmd, env)[0])
        b, e = statistics.median(runs["battle"]), statistics.median(runs["editor"])
        print(f"{rid}: to first paint, battle window (vtt --demo) median {b * 1000:.0f} ms, character editor "
              f"(vtt edit --new character) median {e * 1000:.0f} ms of {repeat}: editor / battle {e / b:.2f}")
    _editors_in_process(rulesets, repeat)


def _editors_in_process(rulesets, repeat: int) -> None:
    """In one running program (as from a window's menu): a window made and shown until its first paint;
    for the editor, also until its sheet preview is drawn (it is drawn once the window has shown)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication
    from vtt.core import registry
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController
    from vtt.ui.workshop.editor import open_editor
    app = QApplication.instance() or QApplication([])

    class Painted(QObject):
        def __init__(self, w):
            super().__init__(w)
            self.done = False
            w.installEventFilter(self)

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                self.done = True
            return False

    def battle(rid):
        session = registry.get(rid).demo_session(1)
        return MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))

    def timed(make) -> tuple[float, float]:
        """(seconds to the first paint, seconds until nothing is left to do: the preview drawn)."""
        t = time.perf_counter()
        w = make()
        painted = Painted(w)
        w.show()
        while not painted.done:
            app.processEvents()
        first = time.perf_counter() - t
        app.processEvents()
        settled = time.perf_counter() - t
        w.close()
        w.deleteLater()
        app.processEvents()
        return first, settled
    for rid in rulesets:
        timed(lambda: battle(rid))                         # the first of each pays its imports: not counted
        timed(lambda: open_editor(rid, "character"))
        b = [timed(lambda: battle(rid)) for _ in range(repeat)]
        e = [timed(lambda: open_editor(rid, "character")) for _ in range(repeat)]
        bf, ef = statistics.median(x[0] for x in b), statistics.median(x[0] for x in e)
        print(f"{rid}: in a running program, to first paint: battle window median {bf * 1000:.0f} ms, character "
              f"editor {ef * 1000:.0f} ms (editor / battle {ef / bf:.2f}); the editor's sheet preview drawn by "
              f"{statistics.median(x[1] for x in e) * 1000:.0f} ms")


def editors_instructions() -> None:
    """The editors against the battle windows in instructions (callgrind), each as a command to its first
    paint: steady where the wall-clock figures drift with the machine's load."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from instructions import UNAVAILABLE, available, count
    from vtt.core import registry
    if not available():
        print(UNAVAILABLE)
        return
    env, *_ = _startup_commands()
    for rid in registry.ids():
        b = count([sys.executable, "-m", "vtt.cli", "--demo", "--system", rid, "--exit-after-first-paint"], env)
        e = count([sys.executable, "-m", "vtt.cli", "edit", "--new", "character", "--system", rid,
                   "--exit-after-first-paint"], env)
        print(f"{rid}: instructions to first paint (callgrind), battle window {b / 1e6:.0f} M, character editor "
              f"{e / 1e6:.0f} M: editor / battle {e / b:.2f}")


if __name__ == "__main__":
    if "--editors" in sys.argv:
        editors()
        if "--instructions" in sys.argv:
            editors_instructions()
        sys.exit(0)
    if "--moves" in sys.argv:                   # only one move applied and repainted (with --instructions: counted)
        move_and_repaint()
        what_repaints()
        if "--instructions" in sys.argv:
            move_instructions()
        if "--by-widget" in sys.argv:           # what each widget's own paint costs in the whole repaint
            own_paints()
        sys.exit(0)
    if "--steps" in sys.argv:                   # only where each first paint goes, step by step
        first_paint_steps()
        sys.exit(0)
    if "--builder" in sys.argv:                 # only the encounter builder against the battle window
        builder_vs_battle_window()
        if "--instructions" in sys.argv:
            builder_vs_battle_instructions()
        sys.exit(0)
    startup(int(os.environ.get("BENCH_REPEAT", "11")))
    move_and_repaint()
    editors()
    builder_vs_battle_window()
    if "--instructions" in sys.argv:
        startup_instructions()
        editors_instructions()
        builder_vs_battle_instructions()
