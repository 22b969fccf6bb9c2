"""The source install: pure Python, plus the compiled build of the simulator's hot modules when it can.

``pip install .`` and ``pip install -e .`` compile the modules packaging/build_compiled.py names with mypyc
(docs/simulate.md) when the build has mypyc (pyproject's build requirements bring it) and a C compiler with
the Python headers; the extension modules sit beside their sources, which stay the reference. Without a
compiler, or if compiling fails, the install goes on in pure Python with a one-line notice: it never fails
for this. ``VTT_PURE=1`` installs (and runs, see vtt/_compiled.py) pure Python only."""
from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import sysconfig
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


def notice(why: str) -> None:
    print(f"vtt: installing pure Python, without the compiled simulator ({why})", file=sys.stderr)


def compiled_modules() -> list:
    """mypyc's extension modules of the hot modules, or none (with the notice saying why)."""
    if os.environ.get("VTT_PURE") == "1":
        notice("VTT_PURE=1")
        return []
    if not (shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")):
        notice("no C compiler: Debian's gcc")
        return []
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        notice("no Python headers: Debian's python3-dev")
        return []
    try:
        spec = importlib.util.spec_from_file_location("build_compiled", ROOT / "packaging" / "build_compiled.py")
        build = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(build)
        from mypyc.build import mypycify
        cwd = os.getcwd()
        os.chdir(ROOT)
        try:
            # a C file per module (multi_file), compiled in parallel: the build takes a core's time less
            exts = mypycify(["--config-file", str(build.CONFIG), *build.MODULES], opt_level="3", multi_file=True)
        finally:
            os.chdir(cwd)
    except (Exception, SystemExit) as e:    # noqa: BLE001 — whatever stops mypyc, the install goes on
        notice(f"mypyc: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        return []
    return exts


class OptionalBuildExt(build_ext):
    """Compiling is a bonus: a failure says so in a line, removes what was half built (an extension
    module without the rest would not import) and leaves the pure-Python install whole."""

    def finalize_options(self):
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1

    def run(self):
        try:
            super().run()
        except (Exception, SystemExit) as e:      # noqa: BLE001
            if os.environ.get("VTT_COMPILE_STRICT") == "1":     # packaging/build_compiled.py: say it, fail
                raise
            for ext in self.extensions:
                for where in {self.get_ext_fullpath(ext.name), str(ROOT / self.get_ext_filename(ext.name))}:
                    Path(where).unlink(missing_ok=True)
            notice(f"compiling failed: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")


setup(ext_modules=compiled_modules(), cmdclass={"build_ext": OptionalBuildExt})
