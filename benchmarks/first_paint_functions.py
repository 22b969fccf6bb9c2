"""What one of vtt's functions costs in a window's first paint, in instructions (callgrind), calls it makes
included: where bench_gui.first_paint_steps says which step grew, this says which function of it did.

The first paint of `vtt --demo --system S` is run as bench_gui.STEPS runs it (hash seed 0, pure Python, a data
folder warmed by a run before it); the function named is replaced, in this measuring process only, by one that
runs it inside libc's ``lfind`` (through a ctypes callback), and callgrind counts only what runs inside
``ffi_call`` (--collect-atstart=no --toggle-collect=ffi_call), as bench_gui.move_instructions does. A call
made from inside another counted call is counted once. Each function is a run of its own (~30 s).

Run: PYTHONPATH=. VTT_PURE=1 python benchmarks/first_paint_functions.py SYSTEM MODULE:QUALNAME [...]
e.g. zones vtt.ui.widgets.zone_map:ZoneMap.paintEvent vtt.ui.main_window:MainWindow._dock
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import bench_gui  # noqa: E402
from instructions import UNAVAILABLE, available  # noqa: E402

# argv: SYSTEM MODULE:QUALNAME. The steps of bench_gui.STEPS, the function named wrapped once its module is
# imported (before the window's modules are: a module the window imports later is imported here first).
COUNTED = r"""
import ctypes, importlib, sys
system, target = sys.argv[1], sys.argv[2]
sys.argv = [sys.argv[0], "8", system]
exec(STEPS.split("for n, do in enumerate(")[0])
libc = ctypes.CDLL(None)
COMPARE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
one, size = (ctypes.c_int * 1)(0), ctypes.c_size_t(1)
inside = [0]


def counted(f):
    def run(*args, **kwargs):
        if inside[0]:
            return f(*args, **kwargs)
        out = []

        def call(_a, _b):
            inside[0] += 1
            try:
                out.append(f(*args, **kwargs))
            finally:
                inside[0] -= 1
            return 0
        libc.lfind(one, one, ctypes.byref(size), 4, COMPARE(call))
        return out[0]
    return run


for n, do in enumerate((arguments, rules, ui, application, battle, window_modules, window, paint), 1):
    if n == 6:
        module, qualname = target.split(":")
        owner, *path, name = [importlib.import_module(module), *qualname.split(".")]
        for part in path:
            owner = getattr(owner, part)
        setattr(owner, name, counted(getattr(owner, name)))
    do()
"""


def count_function(system: str, target: str, env: dict) -> int:
    script = "STEPS = " + repr(bench_gui.STEPS) + "\n" + COUNTED
    done = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=ffi_call",
                           "--callgrind-out-file=/dev/null", sys.executable, "-c", script, system, target],
                          env=env, capture_output=True, text=True)
    m = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or m is None:
        raise RuntimeError(f"callgrind failed ({done.returncode}): {done.stderr[-500:]}")
    return int(m.group(1))


def main(system: str, targets: list[str]) -> None:
    if not available():
        print(UNAVAILABLE)
        return
    env = dict(os.environ, PYTHONHASHSEED="0", VTT_DATA_DIR=tempfile.mkdtemp())
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "vtt.cli", "--demo", "--system", system, "--exit-after-first-paint"],
                   env=env, check=False, capture_output=True)      # (the bytecode and the kept pictures)
    for target in targets:
        print(f"{system}: {target} {count_function(system, target, env) / 1e6:.1f} M instructions to the first paint")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
