"""The Qt user interface.

Importing it imports PySide6 with the code PySide compiles at every start kept between runs
(``vtt.ui.pyside_import``), and speeds PySide's own check of each module imported after it. PySide replaces
``__import__`` and asks of every module newly imported whether its source mentions "PySide6" (for its
``__feature__`` switches, which vtt does not use), reading the source with ``inspect.getsource``
(linecache, tokenize): some 20 M instructions before a window's first paint. The same answer is read
here from the file's bytes; a module without a ``.py`` file is left to PySide's own check.
``tests/ui/test_first_paint_feature_check.py`` holds the two to the same answer."""
from __future__ import annotations


def _uses_pyside_from_bytes(original):
    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as f:
                    return b"PySide6" in f.read()
            except OSError:
                return False              # as inspect.getsource's OSError: no source, no PySide
        return original(module)
    uses_pyside.original = original
    return uses_pyside


def _quicker_feature_check() -> None:
    from vtt.ui.pyside_import import import_pyside
    try:
        import_pyside()                   # installs PySide's import hook and its shibokensupport
        from shibokensupport import feature
    except ImportError:                   # another PySide: its own check stays
        return
    original = getattr(feature, "_mod_uses_pyside", None)
    if callable(original) and not hasattr(original, "original"):
        feature._mod_uses_pyside = _uses_pyside_from_bytes(original)


_quicker_feature_check()
