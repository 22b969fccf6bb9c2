"""Which of vtt's modules run compiled: the extension modules a source install built beside their sources.

setup.py (and packaging/build_compiled.py) compile the simulator's hot modules with mypyc into extension
modules beside their sources, which Python imports in preference to the ``.py``. The compiled modules are
one build (they call each other directly, not through imports), so they are all left aside, and every
module imported from its source, when ``VTT_PURE=1`` or when any of their sources changed after the build
(a source edited since ``pip install -e .``: what runs is what the sources say). ``status()`` says which."""
from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, PathFinder
from importlib.util import spec_from_file_location

HERE = os.path.dirname(os.path.realpath(__file__))
GRACE_S = 5.0
_state: dict = {}


def _compiled() -> list[tuple[str, str]]:
    """(extension module, its source) of every compiled module beside its source under vtt/.

    Every start asks this (``install``): the folders are listed, not walked with ``os.walk`` (a ``DirEntry`` and
    a test of every file), and only a name without a dot is asked whether it is a folder: a package's name has
    none, so a folder with one holds nothing importable."""
    out = []
    suffixes = tuple(EXTENSION_SUFFIXES)
    folders = [HERE]
    for folder in folders:                      # (grows as the loop finds packages)
        names = os.listdir(folder)
        for name in [n for n in names if n.endswith(suffixes)]:
            suffix = next(s for s in EXTENSION_SUFFIXES if name.endswith(s))
            source = name[:-len(suffix)] + ".py"
            if source in names:
                out.append((os.path.join(folder, name), os.path.join(folder, source)))
        folders += [path for path in (os.path.join(folder, n) for n in names if "." not in n and n != "__pycache__")
                    if os.path.isdir(path)]
    return out


def status() -> str:
    """"compiled", "pure" (nothing compiled here), "pure: VTT_PURE=1" or "pure: <source> changed since the build"."""
    if "status" not in _state:
        found = _compiled()
        # (a few seconds' grace: an install writes the sources and the extension modules in any order)
        stale = next((src for ext, src in found if os.stat(src).st_mtime > os.stat(ext).st_mtime + GRACE_S), None)
        _state["status"] = ("pure" if not found else "pure: VTT_PURE=1" if os.environ.get("VTT_PURE") == "1"
                            else f"pure: {os.path.relpath(stale, os.path.dirname(HERE))} changed since the build"
                            if stale else "compiled")
    return _state["status"]


class _Sources:
    """Before the standard path finder: a vtt module found as an extension module is imported from its
    source instead while ``status()`` is not "compiled"."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if not name.startswith("vtt."):
            return None
        spec = PathFinder.find_spec(name, path)
        if spec is None or not isinstance(spec.loader, ExtensionFileLoader):
            return None
        origin = spec.origin or ""
        suffix = next((s for s in EXTENSION_SUFFIXES if origin.endswith(s)), None)
        source = origin[:-len(suffix)] + ".py" if suffix else ""
        if not os.path.exists(source):
            return None
        return spec_from_file_location(name, source, submodule_search_locations=spec.submodule_search_locations)


def install() -> None:
    """Put the finder first (once) when compiled modules are there to be left aside; nothing in a frozen
    app, which ships no sources."""
    if getattr(sys, "frozen", False) or any(f is _Sources for f in sys.meta_path):
        return
    if status().startswith("pure:"):
        sys.meta_path.insert(0, _Sources)
