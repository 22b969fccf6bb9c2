"""Which printer prints a ruleset's sheets: the one its window contributions declare (vtt.ui.contributions:
``sheet_printer``, ``file_printer``, ``file_renderer``), else the generic sheet for a ruleset with a ``sheet``
hook; named as "module:function" and imported when asked for, so the window and `vtt print` import no
ruleset and name none."""
from __future__ import annotations

import functools

from vtt.ui.contributions import GENERIC_PRINTER, load, of, printer_name

GENERIC_FILE_PRINTER = "vtt.ui.sheet_generic:export_sheets"
GENERIC_FILE_RENDERER = "vtt.ui.sheet_generic:render_files"

__all__ = ["GENERIC_PRINTER", "load", "printer_name", "printer_of", "file_printer", "file_renderer", "prints_template"]


def printer_of(session):
    """The function that prints ``session``'s sheets, ``(session, path, paper, blank)`` (None: this game has
    no printed sheets)."""
    return load(printer_name(session))


def file_printer(ruleset: str):
    """The function that prints character files of ``ruleset`` (as its system's ``read_sheet`` reads them):
    ``(sheets, path, blank=, paper=) -> reports``."""
    return _own_or_generic(of(ruleset).file_printer, GENERIC_FILE_PRINTER, ruleset)


def file_renderer(ruleset: str):
    """The function that paints character files of ``ruleset`` (as its system's ``read_sheet`` reads them)
    on a paint device, as ``file_printer`` prints them: ``(device, sheets, blank=False) -> reports``."""
    return _own_or_generic(of(ruleset).file_renderer, GENERIC_FILE_RENDERER, ruleset)


def _own_or_generic(own: str | None, generic: str, ruleset: str):
    """The ruleset's own function (``own``, "module:function"), else the generic one told ``ruleset``."""
    if own is not None:
        return load(own)
    found = load(generic)
    return None if found is None else functools.partial(found, ruleset=ruleset)


def prints_template(ruleset: str) -> bool:
    """Whether ``ruleset``'s printer has an empty template to print when given no files."""
    return of(ruleset).prints_template
