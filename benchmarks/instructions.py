"""Counting instructions with valgrind's callgrind: the same figure on every run, whatever else the
machine is doing (wall-clock figures on a shared machine drift by tens of percent), so a change can
be judged by its effect on the work done. Used by bench_sim.py and bench_gui.py (--instructions).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess


def available() -> bool:
    return shutil.which("valgrind") is not None


def count(cmd: list[str], env: dict | None = None) -> int:
    """Instructions executed by ``cmd`` (a whole process), in units."""
    run = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd]
    done = subprocess.run(run, env=env if env is not None else dict(os.environ), capture_output=True, text=True)
    m = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or m is None:
        raise RuntimeError(f"callgrind failed ({done.returncode}): {done.stderr[-500:]}")
    return int(m.group(1))


UNAVAILABLE = "instructions: valgrind not found (Debian: apt-get install valgrind)"
