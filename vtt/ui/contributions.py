"""What a ruleset adds to the one battle window, declared as napari's plugins declare theirs (an npe2
manifest): its ``System`` names its contributions by a dotted string (``ui = "vtt.ui.<id>.contributions:
CONTRIBUTIONS"``: a string, so the rules stay free of Qt), and the window finds them through the registry,
never by the ruleset's name (docs/architecture.md, "What a ruleset declares for the window").

Each contribution is itself a "module:NAME" string, imported the first time the window needs it (so the
first paint imports only what the first frame shows); one a ruleset leaves out is the generic default:

| contribution | what it is | the default |
|---|---|---|
| ``map`` | ``(controller, viewer, read_only) -> widget``: the battle's map | the zone map (widgets/zone_map.py) |
| ``order`` | ``(controller, viewer, read_only) -> widget``: the turn order | ``widgets.order_track.order_widget`` |
| ``sheets`` | ``(controller) -> widget``: every participant's sheet, one on show | ``widgets.sheet_panel.SheetPanel`` |
| ``sheet`` | ``(controller, who) -> widget``: one participant's sheet, for a dock of its own | the same, fixed on her |
| ``docks`` | ``Dock``s: more docks (Nechronica's battle flow) | none |
| ``table_panel`` | ``(controller, table_view) -> widget``: the table view's cards | ``widgets.participant_cards`` |
| ``table_texts`` | an object whose ``round``, ``question``, ``roll``, ``victory`` (each ``(controller) -> str``) the table view says | the table view's own |
| ``sheet_printer`` | ``(session, path, paper, blank) -> reports``: the battle's sheets as a PDF | the generic sheet, for a ruleset with ``sheet`` |
| ``print_dialog`` | ``(window, blank) -> bool``: File → Print sheets… | a PDF through ``sheet_printer`` |
| ``file_printer``, ``file_renderer`` | `vtt print` of character files; the same pages on any device | the generic sheet |
| ``prints_template`` | whether ``file_printer`` prints an empty template when given no file | False |
| ``map_editor`` | ``(parent, session) -> session or None``: GM → Edit the map… before the battle | none (the action is off) |
| ``scenario_map_editor`` | the encounter builder's map editor (vtt.ui.workshop.builder) | none |
| ``workshop`` | ``(window, menu) -> dict``: its own actions in the Workshop menu | none |
| ``workshop_extras`` | ``(window) -> dict``: what its editors share, handed to the GM's library (its parts catalogs) | none |
| ``shortcuts`` | ``Key``s: its own named keys, each running ``(window) -> object`` | none |
| ``dice_odds`` | ``(detail) -> str``: the dice box's line under a free roll (its chance of success) | none |
| ``confirm`` | ``(controller, command) -> (title, question) or None``: what the GM is asked before a command she chose is sent, wherever she chose it (the Now panel, a sheet: ``vtt.ui.ask.confirmed``) | nothing asked |
| ``complete`` | ``(parent, controller, command) -> command or None``: a command chosen in the Now panel, completed by what the GM picks in a question of the ruleset's (Nechronica's re-roll by madness: which fetter takes the point); None: she cancelled (``vtt.ui.ask.completed``) | sent as chosen |
| ``asked_text`` | ``(controller, command) -> str or None``: the Now panel's label of a command ``complete`` will ask about, naming no answer yet (Nechronica's re-roll: "on a fetter you pick…"); None: the command's own (``vtt.ui.ask.offered_text``) | ``command_text`` |
"""
from __future__ import annotations

import importlib
from collections import namedtuple


# (collections' namedtuple, not typing's NamedTuple: naming typing after PySide costs a read of its source at the
# first paint; vtt.ui.theme.Theme)
class Dock(namedtuple("Dock", ("key", "title", "factory", "area", "under"), defaults=("left", None))):
    """A dock of a ruleset's own: ``key`` (its object name is ``dock_<key>``), ``title`` (English text, told in
    the "Docks" context of the Qt translations; or a Term or Phrase, told by the ruleset's catalog),
    ``factory`` ("module:NAME" of ``(controller, window) -> widget``), ``area`` ("left", "right", "bottom")
    and the dock it goes under (``under``: a key)."""
    __slots__ = ()


class Key(namedtuple("Key", ("id", "label", "keys", "run"))):
    """A ruleset's own named key (Settings rebinds it like the shell's): ``id``, ``label`` (English; the
    "Shortcuts" context), default ``keys`` (a tuple), and ``run`` ("module:NAME" of ``(window) -> object``)."""
    __slots__ = ()


class Contributions:
    """What one ruleset declares for the window (see the module's table); every field a "module:NAME"
    string or None, but ``docks``, ``shortcuts`` (tuples) and ``prints_template``."""

    __slots__ = ("map", "order", "sheets", "sheet", "docks", "table_panel", "table_texts", "sheet_printer",
                 "print_dialog", "file_printer", "file_renderer", "prints_template", "map_editor",
                 "scenario_map_editor", "workshop", "workshop_extras", "shortcuts", "dice_odds", "confirm",
                 "complete", "asked_text")

    def __init__(self, map: str | None = None, order: str | None = None, sheets: str | None = None,
                 sheet: str | None = None, docks: tuple = (), table_panel: str | None = None,
                 table_texts: str | None = None, sheet_printer: str | None = None, print_dialog: str | None = None,
                 file_printer: str | None = None, file_renderer: str | None = None, prints_template: bool = False,
                 map_editor: str | None = None, scenario_map_editor: str | None = None, workshop: str | None = None,
                 workshop_extras: str | None = None, shortcuts: tuple = (), dice_odds: str | None = None,
                 confirm: str | None = None, complete: str | None = None,
                 asked_text: str | None = None):
        self.map, self.order, self.sheets, self.sheet = map, order, sheets, sheet
        self.docks, self.table_panel, self.table_texts = tuple(docks), table_panel, table_texts
        self.sheet_printer, self.print_dialog = sheet_printer, print_dialog
        self.file_printer, self.file_renderer, self.prints_template = file_printer, file_renderer, prints_template
        self.map_editor, self.scenario_map_editor, self.workshop = map_editor, scenario_map_editor, workshop
        self.workshop_extras = workshop_extras
        self.shortcuts, self.dice_odds, self.confirm = tuple(shortcuts), dice_odds, confirm
        self.complete, self.asked_text = complete, asked_text


#: a ruleset that declares nothing: every default
NOTHING = Contributions()


def load(target: str | None):
    """What a "module:NAME" names (None: nothing named, or not there)."""
    if target is None:
        return None
    module, _, name = target.partition(":")
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return None


def of(ruleset_id: str | None) -> Contributions:
    """The contributions of ``ruleset_id``'s system (its ``ui``), loaded the first time they are asked for;
    a ruleset that declares none (or an unknown one): the defaults."""
    from vtt.core import registry
    try:
        system = registry.get(ruleset_id)
    except registry.UnknownRulesetError:
        return NOTHING
    declared = getattr(system, "ui", None)
    found = load(declared) if isinstance(declared, str) else None
    return found if isinstance(found, Contributions) else NOTHING


def of_session(session) -> Contributions:
    return of(session.ruleset.name)


#: the printer of any ruleset that lists its sheets (``sheet``) and declares none of its own
GENERIC_PRINTER = "vtt.ui.sheet_generic:print_session"


def printer_name(session) -> str | None:
    """The "module:function" that prints ``session``'s sheets, not imported (None: no printed sheets): the
    window enables File → Print by it without importing vtt.ui.printers before its first frame."""
    rules = session.ruleset
    return of(rules.name).sheet_printer or (GENERIC_PRINTER if hasattr(rules, "sheet") else None)


# -- the defaults ---------------------------------------------------------------------------------------

def default_map(controller, viewer, read_only: bool):
    from vtt.ui.widgets import zone_map
    return zone_map.ZoneMap(controller, viewer, read_only=read_only)


def default_order(controller, viewer, read_only: bool):
    from vtt.ui.widgets import order_track
    return order_track.order_widget(controller, viewer, read_only)


def default_sheets(controller):
    from vtt.ui.widgets import sheet_panel
    return sheet_panel.SheetPanel(controller)


def default_sheet(controller, who: str):
    from vtt.ui.widgets import sheet_panel
    sheet = sheet_panel.SheetPanel(controller)
    sheet.show_participant(who)           # chosen: she stays on show (the sheets dock follows who acts)
    return sheet


def default_table_panel(controller, table_view):
    from vtt.core.ruleset import TABLE_VIEWER
    from vtt.ui.widgets.participant_cards import ParticipantCards
    return ParticipantCards(controller, TABLE_VIEWER)


def extra_panels(controller, viewer, read_only: bool) -> dict:
    """The panels the battle's view for ``viewer`` asks for beyond its map and turn order (its ``extra``), by key:
    the rolled dice ("effort"), the hands of cards ("hand_sizes" or "hands"); the GM's window docks them, the table
    view shows them under the map."""
    extra = controller.view(viewer).extra
    panels = {}
    if "effort" in extra:
        from vtt.ui.widgets import dice_tray
        panels["effort"] = dice_tray.DiceTray(controller, viewer, read_only)
    if "hand_sizes" in extra or "hands" in extra:
        from vtt.ui.widgets import hands_panel
        panels["hands"] = hands_panel.HandsPanel(controller, viewer, read_only)
    return panels


def pick(ui: Contributions, name: str, default):
    """The ruleset's contribution ``name`` (imported now), else ``default``."""
    found = load(getattr(ui, name))
    return default if found is None else found
