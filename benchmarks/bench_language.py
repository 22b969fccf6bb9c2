"""What the interface language costs at start-up (figures only, no asserts): `install_language(lang)` in a
fresh process (the window's ui.qm and Qt's qtbase_<lang>.qm loaded), and each ruleset's demo window to its
first paint in English and in each language the window has a catalog for.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_language.py [--repeat N] [--instructions]

--instructions counts the instructions to the first paint with valgrind's callgrind (the same on every run;
benchmarks/instructions.py), else wall-clock medians of N processes (11 by default). docs/gui.md, "Languages".
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import instructions  # noqa: E402

INSTALL = r"""
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from vtt.ui.i18n import install_language
t = time.perf_counter()
assert install_language(sys.argv[1])
print(time.perf_counter() - t)
"""
SYSTEMS = ("nechronica", "zones", "ashes", "hundred")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=11)
    ap.add_argument("--instructions", action="store_true")
    args = ap.parse_args(argv)
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "VTT_DATA_DIR": tempfile.mkdtemp()}
    env.pop("PYTHONDONTWRITEBYTECODE", None)          # as on a user's machine: bytecode cached
    from vtt.ui.i18n import LANGUAGES
    others = [lang for lang in LANGUAGES if lang != "en"]
    for lang in others:
        runs = [float(subprocess.run([sys.executable, "-c", INSTALL, lang], env=env, capture_output=True, text=True,
                                     check=True).stdout.split()[-1]) for _ in range(args.repeat)]
        print(f"install_language({lang!r}) in a fresh process: median {statistics.median(runs) * 1000:.2f} ms "
              f"of {args.repeat}")
    if args.instructions and not instructions.available():
        print(instructions.UNAVAILABLE)
        return 0
    for system in SYSTEMS:
        figures = []
        for lang in ["en", *others]:
            cmd = [sys.executable, "-m", "vtt.cli", "--demo", "--system", system, "--lang", lang,
                   "--exit-after-first-paint"]
            subprocess.run(cmd, env=env, check=True)                 # warm-up: the bytecode cache
            if args.instructions:
                figures.append(f"{lang} {instructions.count(cmd, env) / 1e6:.1f} M instructions")
            else:
                times = []
                for _ in range(args.repeat):
                    t = time.perf_counter()
                    subprocess.run(cmd, env=env, check=True)
                    times.append(time.perf_counter() - t)
                figures.append(f"{lang} {statistics.median(times) * 1000:.0f} ms")
        print(f"vtt --demo --system {system} to its first paint: " + ", ".join(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
