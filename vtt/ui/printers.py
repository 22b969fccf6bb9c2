"""Which printer prints a ruleset's sheets, by ruleset id, named as "module:function" and imported when
asked for (so the window and `vtt print` import no ruleset): a ruleset with a sheet renderer of its own
is listed here; any other ruleset with a ``sheet`` hook is printed by the generic sheet."""
from __future__ import annotations

import functools
import importlib

#: ruleset id -> "module:function(session, path, paper, blank) -> reports": the window's Print sheets
SHEET_PRINTERS = {"zones": "vtt.ui.zones.sheet_render:print_session"}
#: the printer of any ruleset that lists its sheets (``sheet``) and has none of its own above
GENERIC_PRINTER = "vtt.ui.sheet_generic:print_session"
#: ruleset id -> "module:function(sheets, path, blank, paper) -> reports": `vtt print` of character files
#: read by the system's ``read_sheet`` (none: the empty template); any other ruleset's are generic sheets
FILE_PRINTERS = {"nechronica": "vtt.ui.nechronica.sheet_render:export_pdf",
                 "zones": "vtt.ui.zones.sheet_render:export_pdf"}
GENERIC_FILE_PRINTER = "vtt.ui.sheet_generic:export_sheets"
#: ruleset id -> "module:function(device, sheets, blank=False) -> reports": the same pages as FILE_PRINTERS
#: painted on any device (the workshop's live preview paints them on an image)
FILE_RENDERERS = {"nechronica": "vtt.ui.nechronica.sheet_render:render_sheets",
                  "zones": "vtt.ui.zones.sheet_render:render_characters"}
GENERIC_FILE_RENDERER = "vtt.ui.sheet_generic:render_files"


def load(target: str | None):
    """The function a "module:function" names (None: none named, or not there)."""
    if target is None:
        return None
    module, name = target.split(":")
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return None


def printer_name(session) -> str | None:
    """The "module:function" that prints ``session``'s sheets, not imported (None: no printed sheets):
    a menu item is enabled by it without importing the printer."""
    rules = session.ruleset
    return SHEET_PRINTERS.get(rules.name, GENERIC_PRINTER if hasattr(rules, "sheet") else None)


def printer_of(session):
    """The function that prints ``session``'s sheets (None: this game has no printed sheets)."""
    return load(printer_name(session))


def file_printer(ruleset: str):
    """The function that prints character files of ``ruleset`` (as its system's ``read_sheet`` reads them):
    ``(sheets, path, blank=, paper=) -> reports``."""
    if ruleset in FILE_PRINTERS:
        return load(FILE_PRINTERS[ruleset])
    generic = load(GENERIC_FILE_PRINTER)
    return None if generic is None else functools.partial(generic, ruleset=ruleset)


def file_renderer(ruleset: str):
    """The function that paints character files of ``ruleset`` (as its system's ``read_sheet`` reads them)
    on a paint device, as ``file_printer`` prints them: ``(device, sheets, blank=False) -> reports``."""
    if ruleset in FILE_RENDERERS:
        return load(FILE_RENDERERS[ruleset])
    generic = load(GENERIC_FILE_RENDERER)
    return None if generic is None else functools.partial(generic, ruleset=ruleset)


def prints_template(ruleset: str) -> bool:
    """Whether ``ruleset``'s printer has an empty template to print when given no files."""
    return ruleset in FILE_PRINTERS
