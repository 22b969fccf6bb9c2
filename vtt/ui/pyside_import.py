"""How vtt imports PySide6: with what PySide compiles at every start kept between runs, and with PySide's
per-import ``__feature__`` check answered from the file's bytes. ``vtt.ui``'s import does it, before any
window module imports Qt.

- At its first import PySide compiles the Python source of its support package (``shibokensupport``: the
  signatures and ``__feature__``, some 130 KB kept in its library and never cached as bytecode) and some
  fifteen regular expressions: ~165 M instructions, a quarter of a bare PySide window's start-up, the
  same work on every start. The import runs in ``vtt._dataclass_code.kept_compiling`` with a table kept
  beside this module's bytecode (after Python's magic number: not read by another Python, not written
  under ``PYTHONDONTWRITEBYTECODE``); what is missing or broken is compiled as before and kept.
  ``tests/ui/test_pyside_import.py``.
- PySide replaces ``__import__`` and asks of every module newly imported whether its source mentions
  "PySide6" (for its ``__feature__`` switches, which vtt does not use), reading the source with
  ``inspect.getsource`` (linecache, tokenize): ~20 M instructions before a window's first paint. The
  same answer is read from the file's bytes; a module without a ``.py`` file is left to PySide's own
  check. ``tests/ui/test_first_paint_feature_check.py`` holds the two to the same answer.
- PySide makes every Qt enum through Python's functional enum API, whose general path costs ~95 M
  instructions for the ``Qt`` namespace alone; ``vtt.ui.fast_enum`` (Python 3.11) takes the plain cases
  the short way and makes the same classes (``tests/ui/test_fast_enum.py``)."""
import sys

TABLE = "vtt.ui:pyside"


def import_pyside() -> None:
    """The short way for PySide's enums, ``import PySide6`` through the table (unless something imported
    it already, as pytest-qt does), then the quicker feature check (once)."""
    from vtt.ui import fast_enum
    fast_enum.install()
    if "PySide6" not in sys.modules:
        from vtt import _dataclass_code
        table = _dataclass_code.code_table(TABLE, _dataclass_code.table_path(__file__))
        with _dataclass_code.kept_compiling(table):
            import PySide6  # noqa: F401  (installs PySide's import hook and its shibokensupport)
    try:
        from shibokensupport import feature
    except ImportError:                   # another PySide: its own check stays
        return
    original = getattr(feature, "_mod_uses_pyside", None)
    if callable(original) and not hasattr(original, "original"):
        feature._mod_uses_pyside = _uses_pyside_from_bytes(original)


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
