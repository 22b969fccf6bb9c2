"""Standalone app figures (no asserts): build time, folder and archive size, and start-up to first
paint of the packaged app next to the source install's, in the same run.

Run: python benchmarks/bench_package.py [--runs 7]   (builds with packaging/build first)
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def size(path: Path) -> int:
    return (sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
            if path.is_dir() else path.stat().st_size)


def first_paint(cmd: list[str], runs: int) -> float:
    env = {"HOME": os.environ.get("HOME", "/tmp"), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd + ["--demo", "--exit-after-first-paint"], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    a = ap.parse_args()
    t = time.perf_counter()
    subprocess.run(["bash", str(ROOT / "packaging" / "build")], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    build = time.perf_counter() - t
    archive = next((ROOT / "dist").glob("vtt-*.tar.gz"))
    print(f"build: {build:.0f} s; dist/vtt {size(ROOT / 'dist' / 'vtt') / 2**20:.0f} MiB, "
          f"{archive.name} {size(archive) / 2**20:.0f} MiB")
    packaged = first_paint([str(ROOT / "dist" / "vtt" / "vtt")], a.runs)
    source = first_paint([sys.executable, "-m", "vtt.cli"], a.runs)
    print(f"start-up to first paint (median of {a.runs}): packaged {packaged:.0f} ms, source install {source:.0f} ms")


if __name__ == "__main__":
    main()
