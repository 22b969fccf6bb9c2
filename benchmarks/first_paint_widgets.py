"""What a window's first paint has built: its widgets (how many shown), the QActions on them and the QMenus, and the
widgets by class, for `vtt --demo --system S` as a user's start makes it (docs/gui.md, "The eighth round (first
paint)": the table of widgets before and after). Counted once the window has painted (vtt.ui.app.end_start_up,
which the start-up looks up then), in a process of its own per ruleset; the tree is the one ``PYTHONPATH`` names
(an older checkout or a compiled build: `python packaging/build_compiled.py DEST`, then ``PYTHONPATH=DEST``).

Run: QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/first_paint_widgets.py [SYSTEM ...] [--classes]
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile

SYSTEMS = ("nechronica", "zones", "ashes", "hundred")

COUNTED = r"""
import collections, sys
import vtt.ui.app as app
end = app.end_start_up


def counted():
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication
    widgets = QApplication.instance().allWidgets()
    actions = {a for w in widgets for a in [*w.actions(), *w.findChildren(QAction)]}      # (kept: no id reused)
    classes = collections.Counter(type(w).__name__ if type(w).__module__.startswith("vtt")
                                  else w.metaObject().className() for w in widgets)
    print(f"widgets {len(widgets)} (shown {sum(w.isVisible() for w in widgets)}), actions {len(actions)}, "
          f"menus {classes.get('QMenu', 0)}")
    if "--classes" in sys.argv:
        print("  " + ", ".join(f"{name} {n}" for name, n in classes.most_common()))
    end()


app.end_start_up = counted
from vtt.cli import main
sys.exit(main(["--demo", "--system", sys.argv[1], "--exit-after-first-paint"]))
"""


def count(system: str, classes: bool) -> str:
    env = dict(os.environ, VTT_DATA_DIR=tempfile.mkdtemp())
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # (from an empty folder: ``python -c`` puts the working folder first on sys.path, before PYTHONPATH's tree)
    done = subprocess.run([sys.executable, "-c", COUNTED, system, *(["--classes"] if classes else [])], env=env,
                          capture_output=True, text=True, cwd=tempfile.mkdtemp())
    if done.returncode != 0:
        raise RuntimeError(f"{system}: {done.stderr[-500:]}")
    return done.stdout.strip()


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--classes"]
    for system in args or SYSTEMS:
        print(f"first paint of vtt --demo --system {system}: {count(system, '--classes' in sys.argv)}")
