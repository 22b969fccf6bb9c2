"""What a move marks dirty in the one window, widget by widget (figures only, no asserts): on a window of
``bench_gui.crowd``'s 200 participants, after 24 moves not watched (the pictures and caches a move needs made, the
log long enough to scroll), each of the next moves is issued and Qt left to repaint what changed (as a GM sees it),
while an event filter on the application counts, per widget, its paint events and the pixels of the regions they
were given (with the bounding box of their union), and the events that lay it out again (LayoutRequest, Resize,
Move). Widgets are named by their class and object name under their parents' (bench_gui._widget_path).

With --played, N commands of each demo played by the heuristic AI instead (60 by default), and per widget how many
of its paints left the screen as it was (wasted()). With --sheets, another participant's sheet shown, counted in
instructions by callgrind (sheet_instructions()).

Run: QT_QPA_PLATFORM=offscreen PYTHONPATH=. VTT_PURE=1 python benchmarks/bench_repaints.py [RULESET ...] [--moves N]
     [--played | --sheets]
"""
from __future__ import annotations

import collections
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_gui  # noqa: E402

#: events counted besides paints: a layout done again, a geometry set
LAID_OUT = ("LayoutRequest", "Resize", "Move")


def region_pixels(region) -> int:
    """The pixels a paint region covers (its rects do not overlap)."""
    return sum(r.width() * r.height() for r in region)


def count(window, app, commands) -> tuple[dict, dict]:
    """Issue ``commands`` on ``window``, each followed by Qt's own repaint (processEvents); return, per widget path,
    (paints, pixels painted, the union's bounding box as QRect) and the counts of LAID_OUT events."""
    from PySide6.QtCore import QEvent, QObject, QRect
    from PySide6.QtWidgets import QWidget
    paints: dict = {}
    laid: collections.Counter = collections.Counter()
    kinds = {getattr(QEvent.Type, name): name for name in LAID_OUT}
    paint = QEvent.Type.Paint

    class Watch(QObject):
        def eventFilter(self, obj, event):
            kind = event.type()
            if kind == paint and isinstance(obj, QWidget):
                name = f"{bench_gui._widget_path(obj, window)} ({obj.width()}x{obj.height()})"
                n, pixels, box = paints.get(name, (0, 0, QRect()))
                region = event.region()
                paints[name] = (n + 1, pixels + region_pixels(region), box.united(region.boundingRect()))
            elif kind in kinds and isinstance(obj, QWidget):
                laid[f"{bench_gui._widget_path(obj, window)} {kinds[kind]}"] += 1
            return False

    watch = Watch()
    app.installEventFilter(watch)
    try:
        for command in commands:
            assert window.issue(command), command
            app.processEvents()
    finally:
        app.removeEventFilter(watch)
    return paints, dict(laid)


def repaints(rulesets=bench_gui.SYSTEMS, n: int = 10) -> None:
    """Print, per ruleset, what ``n`` moves had Qt paint again (per widget: paints a move, pixels a move, the
    union's box) and lay out again, and the pixels painted in all a move."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtWidgets import QApplication
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController
    app = QApplication.instance() or QApplication([])
    for rid in rulesets:
        session, who = bench_gui.crowd(rid)
        w = MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))
        w.show()
        app.processEvents()
        commands = bench_gui.moves(session, who, 24 + n)
        for command in commands[:24]:
            w.issue(command)
            app.processEvents()
        paints, laid = count(w, app, commands[24:])
        total = sum(p[1] for p in paints.values())
        print(f"{rid}: {n} moves, Qt's own repaint: {len(paints)} widgets painted, {total / n:,.0f} pixels a move "
              f"(window {w.width()}x{w.height()} = {w.width() * w.height():,})")
        for name, (k, pixels, box) in sorted(paints.items(), key=lambda x: -x[1][1]):
            print(f"  paint  {name}: {k / n:g} a move, {pixels / n:,.0f} px a move, union {box.width()}x"
                  f"{box.height()} at ({box.x()},{box.y()})")
        for name, k in sorted(laid.items(), key=lambda x: -x[1]):
            print(f"  layout {name}: {k / n:g} a move")
        w.close()
        w.deleteLater()
        app.processEvents()


def wasted(rulesets=bench_gui.SYSTEMS, steps: int = 60, seed: int = 1) -> None:
    """Print, per ruleset, the paints of ``steps`` commands of a demo battle played by the heuristic AI on every side
    (each command issued through the window, then Qt's own repaint) that left the screen as it was: per widget, its
    paints and of them those whose region shows the same pixels before and after (the window's backing store,
    grabbed around each command): work done for a picture that did not change."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtCore import QEvent, QObject, QPoint
    from PySide6.QtWidgets import QApplication, QWidget
    from vtt.core import registry
    from vtt.sim.driver import make_policy, next_command
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController
    app = QApplication.instance() or QApplication([])
    for rid in rulesets:
        system = registry.get(rid)
        session = system.demo_session(seed)
        policies = {side: make_policy("heuristic", side, seed, system) for side in system.sides}
        w = MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))
        w.show()
        app.processEvents()
        screen = app.primaryScreen()
        painted: list = []

        class Watch(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget):
                    at = obj.mapTo(w, QPoint(0, 0)) if obj is not w else QPoint(0, 0)
                    painted.append((f"{bench_gui._widget_path(obj, w)}", event.region().translated(at)))
                return False
        watch = Watch()
        counts: dict = {}
        done = 0
        for _ in range(steps):
            command = next_command(session, policies)
            if command is None:
                break
            before = screen.grabWindow(w.winId()).toImage()
            app.installEventFilter(watch)
            w.issue(command)
            app.processEvents()
            app.removeEventFilter(watch)
            after = screen.grabWindow(w.winId()).toImage()
            done += 1
            for name, region in painted:
                same = all(before.copy(r) == after.copy(r) for r in region)
                n, k = counts.get(name, (0, 0))
                counts[name] = (n + 1, k + same)
            painted.clear()
        total, same = sum(n for n, _ in counts.values()), sum(k for _, k in counts.values())
        print(f"{rid}: {done} commands of the heuristic AI, Qt's own repaint: {total} paints, {same} of them leaving "
              f"the screen as it was")
        for name, (n, k) in sorted(counts.items(), key=lambda x: (-x[1][1], -x[1][0])):
            print(f"  {name}: {n} paints, {k} unchanged")
        w.close()
        w.deleteLater()
        app.processEvents()


# A demo window, its sheet switched between two participants (as the GM's click on a marker or the next actor does),
# each switch after the first six inside a call of C counted by callgrind, as bench_gui.MOVES counts a move;
# argv: ruleset, switches.
SHEETS = r"""
import ctypes, os, sys, tempfile
from pathlib import Path
os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
from PySide6.QtWidgets import QApplication
from vtt.core import registry
from vtt.ui.main_window import MainWindow, open_settings
from vtt.ui.widgets.battle_controller import BattleController
app = QApplication(sys.argv[:1])
session = registry.get(sys.argv[1]).demo_session(1)
w = MainWindow(BattleController(session), settings=open_settings(Path(os.environ["VTT_DATA_DIR"])))
w.resize(1400, 860)
w.show()
app.processEvents()
ids = [t.id for t in session.view().tokens][:2]
libc = ctypes.CDLL(None)
COMPARE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
one, size = (ctypes.c_int * 1)(0), ctypes.c_size_t(1)


def switch(i):
    w.sheets.show_participant(ids[i % 2])
    app.processEvents()


for i in range(6 + int(sys.argv[2])):
    if i < 6:
        switch(i)
        continue
    compare = COMPARE(lambda a, b, i=i: switch(i) or 0)
    libc.lfind(one, one, ctypes.byref(size), 4, compare)
"""


def sheet_instructions(rulesets=("zones", "ashes", "hundred"), k: int = 6) -> None:
    """Another participant's sheet shown (and Qt's repaint after it), in instructions (callgrind): the mean of ``k``
    switches between the demo's first two participants, on a window of 1400x860."""
    import subprocess
    env = bench_gui._callgrind_env()
    if env is None:
        return
    for rid in rulesets:
        out = os.path.join(tempfile.mkdtemp(), "sheets.cg")
        run = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=ffi_call",
                              f"--callgrind-out-file={out}", sys.executable, "-c", SHEETS, rid, str(k)], env=env,
                             capture_output=True, text=True, check=True)
        total = next(int(line.split()[-1].replace(",", "")) for line in run.stderr.splitlines()
                     if "Collected" in line)
        print(f"{rid}: another participant's sheet shown and repainted, in instructions (callgrind): "
              f"{total / k / 1e6:.1f} M a switch (mean of {k})")


if __name__ == "__main__":
    args = sys.argv[1:]
    moves_n = 10
    if "--moves" in args:
        i = args.index("--moves")
        moves_n = int(args[i + 1])
        del args[i:i + 2]
    if "--sheets" in args:
        args.remove("--sheets")
        sheet_instructions(tuple(args) or ("zones", "ashes", "hundred"))
    elif "--played" in args:
        args.remove("--played")
        wasted(tuple(args) or bench_gui.SYSTEMS, moves_n)
    else:
        repaints(tuple(args) or bench_gui.SYSTEMS, moves_n)
