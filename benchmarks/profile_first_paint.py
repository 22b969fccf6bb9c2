"""What a window's first paint builds, by module: where the steps after the rules go (the window's modules
imported, the window built, shown and painted), for whoever cuts what the first paint builds.

Each step of bench_gui.STEPS is run under cProfile in its own process and its time given to modules: a
Python function's own time to its module, the time of a C function (Qt's, PySide's, the interpreter's) to
the modules of the Python functions that called it, shared as they called it. A module's share is shown
with the instructions it stands for out of the step's count by callgrind (bench_gui.first_paint_steps):
cProfile weighs on Python calls more than on Qt's, so the figures are a guide to where to cut, not a count.

Run: QT_QPA_PLATFORM=offscreen PYTHONPATH=. VTT_PURE=1 python benchmarks/profile_first_paint.py [SYSTEM ...]
"""
from __future__ import annotations

import os
import pstats
import subprocess
import sys
import sysconfig
import tempfile
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKOUT = os.path.dirname(HERE)
STDLIB = sysconfig.get_paths()["stdlib"]
sys.path.insert(0, HERE)

import bench_gui  # noqa: E402
from instructions import available, count  # noqa: E402

#: the steps profiled: the window's modules imported, the window built, shown and painted
PROFILED = (6, 7, 8)


def module_of(filename: str) -> str:
    """A profile entry's file as a module: vtt's dotted name, ``stdlib:<name>``, ``pyside`` (its support
    code, compiled from text PySide keeps), or ``~`` (a C function no Python function called)."""
    if filename == "~":
        return "~"
    path = os.path.abspath(filename)
    if path.startswith(os.path.join(CHECKOUT, "vtt") + os.sep):
        return os.path.relpath(path, CHECKOUT)[:-3].replace(os.sep, ".").removesuffix(".__init__")
    if path.startswith(STDLIB + os.sep):
        return "stdlib:" + os.path.relpath(path, STDLIB).split(os.sep)[0].removesuffix(".py")
    if "shibokensupport" in filename or "PySide6" in filename or "shiboken6" in filename:
        return "pyside"
    return "other:" + os.path.basename(filename)


def by_module(stats_file: str) -> tuple[dict[str, float], dict[str, float]]:
    """The profile's seconds by module, a C function's given to its callers' modules; and by C function
    (Qt's, PySide's) as each module called it ("module: function")."""
    seconds: dict[str, float] = defaultdict(float)
    calls: dict[str, float] = defaultdict(float)
    for (filename, _, name), (_, _, own, _, callers) in pstats.Stats(stats_file).stats.items():
        if filename != "~":
            seconds[module_of(filename)] += own
        elif not callers:
            seconds["~"] += own
        else:
            total = sum(c[2] for c in callers.values()) or 1.0
            for (caller, _, _), c in callers.items():
                seconds[module_of(caller)] += own * c[2] / total
                calls[f"{module_of(caller)}: {_short(name)}"] += own * c[2] / total
    return dict(seconds), dict(calls)


def _short(name: str) -> str:
    """``<method 'show' of 'PySide6.QtWidgets.QWidget' objects>`` as ``QWidget.show``."""
    if name.startswith("<method '") and " of '" in name:
        method, owner = name[len("<method '"):].split("' of '", 1)
        cls = owner.split("'")[0].rsplit(".", 1)[-1]
        return f"{cls}.{method}"
    return name.removeprefix("<built-in method ").removesuffix(">")


def step_profile(system: str, step: int, env: dict) -> tuple[dict[str, float], dict[str, float]]:
    out = os.path.join(tempfile.mkdtemp(), "step.prof")
    done = subprocess.run([sys.executable, "-c", bench_gui.STEPS, str(step), system, str(step), out], env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(done.stderr[-800:])
    return by_module(out)


def main(systems) -> None:
    env, *_ = bench_gui._startup_commands()
    for system in systems:
        for step in PROFILED:
            instructions = None
            if available():
                run = [sys.executable, "-c", bench_gui.STEPS]
                instructions = count([*run, str(step), system], env) - count([*run, str(step - 1), system], env)
            seconds, calls = step_profile(system, step, env)
            total = sum(seconds.values())
            scale = f"{instructions / 1e6:.0f} M" if instructions else "?"

            def shown(table, least):
                return ", ".join(f"{name} {s / total:.0%}" + (f" ~{s / total * instructions / 1e6:.0f} M"
                                                                 if instructions else "")
                                 for name, s in sorted(table.items(), key=lambda kv: -kv[1]) if s / total >= least)
            print(f"{system}, {bench_gui.STEP_NAMES[step - 1]} ({scale}), by module: {shown(seconds, 0.02)}")
            print(f"    its largest calls into Qt and the interpreter: {shown(calls, 0.03)}")


if __name__ == "__main__":
    main(sys.argv[1:] or bench_gui.SYSTEMS)
