"""What a move marks dirty in the one window, widget by widget (figures only, no asserts): on a window of
``bench_gui.crowd``'s 200 participants, after 24 moves not watched (the pictures and caches a move needs made, the
log long enough to scroll), each of the next moves is issued and Qt left to repaint what changed (as a GM sees it),
while an event filter on the application counts, per widget, its paint events and the pixels of the regions they
were given (with the bounding box of their union), and the events that lay it out again (LayoutRequest, Resize,
Move). Widgets are named by their class and object name under their parents' (bench_gui._widget_path).

Run: QT_QPA_PLATFORM=offscreen PYTHONPATH=. VTT_PURE=1 python benchmarks/bench_repaints.py [RULESET ...] [--moves N]
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


if __name__ == "__main__":
    args = sys.argv[1:]
    moves_n = 10
    if "--moves" in args:
        i = args.index("--moves")
        moves_n = int(args[i + 1])
        del args[i:i + 2]
    repaints(tuple(args) or bench_gui.SYSTEMS, moves_n)
