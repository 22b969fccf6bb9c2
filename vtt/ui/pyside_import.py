"""Importing PySide6 with the code it compiles at every start kept between runs, as Python keeps bytecode.

At its first import PySide compiles the Python source of its support package (``shibokensupport``: the
signatures and ``__feature__``, some 130 KB of source kept in its library and never cached as bytecode):
~77 M instructions, over a tenth of a bare PySide window's whole start-up, the same work on every start.
The import runs in ``vtt._dataclass_code.kept_compiling`` with a table kept beside this module's bytecode
(after Python's magic number: not read by another Python, not written under ``PYTHONDONTWRITEBYTECODE``):
what is missing or broken is compiled as before and kept for the next start."""
import sys

TABLE = "vtt.ui:pyside"


def import_pyside() -> None:
    """``import PySide6`` through the table (once: a later call, or PySide already imported, does nothing)."""
    if "PySide6" in sys.modules:
        return
    from vtt import _dataclass_code
    with _dataclass_code.kept_compiling(_dataclass_code.code_table(TABLE, _dataclass_code.table_path(__file__))):
        import PySide6  # noqa: F401
