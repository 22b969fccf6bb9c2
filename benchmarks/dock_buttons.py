"""How many times Qt makes a dock's float and close icons for buttons a custom title bar keeps hidden, by the
order in which a dock is built, given its title bar and restored (docs/gui.md, "Fourth pass (w47-paint)").

QDockWidgetPrivate::updateButtons asks the style for both icons (Fusion builds each from its image files) and
only then hides the buttons a custom title bar replaces. It runs in QDockWidget's constructor, in
setTitleBarWidget, in setFloating (which QMainWindow.restoreState calls for every dock it docks), on a
ParentChange or StyleChange event, and in setFeatures when the features change. Each order below builds five
docks, each with a title bar of its own and a label, adds them to a window and, with a saved layout, restores
it; callgrind counts the instructions and the calls of QFusionStyle::iconFromTheme (two a call of
updateButtons).

Run: QT_QPA_PLATFORM=offscreen python benchmarks/dock_buttons.py
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from instructions import UNAVAILABLE, available  # noqa: E402

# argv: ORDER, the saved layout's file (hex; "" for none), a file to save the layout to (optional)
DOCKS = r'''
import sys
from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QWidget
order, saved = sys.argv[1], sys.argv[2]
app = QApplication(sys.argv[:1])
w = QMainWindow()
w.resize(1000, 800)
F = QDockWidget.DockWidgetFeature
docks = []
for i in range(5):
    d = QDockWidget() if order == "no parent" else QDockWidget(w)
    d.setObjectName(f"dock_{i}")
    if order in ("vtt's", "no parent"):          # vtt.ui.main_window.MainWindow._dock's order
        d.setTitleBarWidget(QWidget(d))
        d.setWidget(QLabel("text"))
        d.setFeatures(F.DockWidgetMovable | F.DockWidgetFloatable | F.DockWidgetClosable)
    docks.append(d)
for d in docks:
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, d)
if order == "title bar once docked":
    for d in docks:
        d.setTitleBarWidget(QWidget(d))
        d.setWidget(QLabel("text"))
if saved:
    w.restoreState(QByteArray.fromHex(open(saved).read().encode()))
if order == "title bar after the restore":
    for d in docks:
        d.setTitleBarWidget(QWidget(d))
        d.setWidget(QLabel("text"))
if len(sys.argv) > 3:
    with open(sys.argv[3], "w") as f:
        f.write(bytes(w.saveState().toHex()).decode())
'''

ORDERS = ("vtt's", "title bar once docked", "title bar after the restore", "no parent")


def _counted(order: str, saved: str, env: dict) -> tuple[int, int]:
    """(instructions, calls of Fusion's iconFromTheme)."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}", sys.executable,
                               "-c", DOCKS, order, saved], env=env, capture_output=True, text=True)
        m = re.search(r"Collected : (\d+)", done.stderr)
        if done.returncode or m is None:
            raise RuntimeError(done.stderr[-500:])
        tree = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--tree=calling", "--threshold=100",
                               out.name], capture_output=True, text=True).stdout
    calls = re.search(r">\s+\S*QFusionStyle::iconFromTheme\S*.*?\((\d[\d,]*)x\)", tree)
    return int(m.group(1)), int(calls.group(1).replace(",", "")) if calls else 0


def main() -> None:
    if not available():
        print(UNAVAILABLE)
        return
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as folder:
        saved = os.path.join(folder, "layout.hex")
        subprocess.run([sys.executable, "-c", DOCKS, "vtt's", "", saved], env=env, check=True, capture_output=True)
        for order in ORDERS:
            for state, name in (("", "first start"), (saved, "layout restored")):
                n, icons = _counted(order, state, env)
                print(f"five docks, {order} order, {name}: {icons} icons made ({icons / 5:.1f} a dock: two a call "
                      f"of updateButtons), {n / 1e6:.1f} M instructions")


if __name__ == "__main__":
    main()
