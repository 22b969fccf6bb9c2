"""What Nechronica adds to the one battle window (vtt.ui.contributions), named by its system's ``ui``: the
Stage of Battle's five areas (its AreaMap over the generic line map, dragged to move), the count track 15…−5
with its Next count button, the doll sheets (parts by location, damage struck through; right-click: the GM's
overrides, also on a marker), the battle flow of reaction windows (a dock), the dolls' cards on the table
view, its printed doll sheets, the Workshop's doll and enemy editors and parts catalog, its keys (start,
next count, use, wait, pass, confirm) and the dice box's chance of success.

This module imports only the generic contributions: each function imports what it makes when called."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from vtt.ui import contributions

Contributions, Dock, Key = contributions.Contributions, contributions.Dock, contributions.Key

HERE = "vtt.ui.nechronica.contributions:"


def area_map(controller, viewer, read_only: bool):
    from vtt.core import ruleset
    from vtt.ui.nechronica import area_map
    return area_map.AreaMap(controller, read_only=read_only, table_mode=viewer == ruleset.TABLE_VIEWER)


def count_track(controller, viewer, read_only: bool):
    """The count track 15…−5 (the generic count-down track), headed by the round and count as Nechronica
    tells them, with the Next count button under it on the GM's (``read_only``: none). A chip dragged to another
    count sets her AP there by the GM's override (the GM forms' "Override: AP"): logged as the GM's, undoable."""
    from vtt.core import ruleset
    from vtt.rules.nechronica import commands
    from vtt.ui.nechronica import markers
    from vtt.ui.widgets import count_track
    return count_track.CountdownTrack(controller, read_only=read_only, table_mode=viewer == ruleset.TABLE_VIEWER,
                                      header=markers.round_text, advance=commands.next_count(),
                                      chip_tooltip=lambda chip: f"{chip.label}: AP {chip.value}",
                                      set_value=commands.override_set_ap)


def doll_sheets(controller):
    from vtt.ui.nechronica import doll_sheet
    return doll_sheet.DollSheets(controller)


def doll_sheet(controller, pid: str):
    """Her sheet alone, for a dock of its own: it follows every change (a tab follows only when shown)."""
    from vtt.ui.nechronica import doll_sheet
    sheet = doll_sheet.DollSheet(controller, pid)
    controller.changed.connect(sheet.refresh)
    return sheet


def flow_panel(controller, window):
    from vtt.ui.nechronica import flow_panel
    return flow_panel.FlowPanel(controller)


def dolls_of(session) -> list:
    """The battle's dolls as they stand (their files), or one empty template when there are none."""
    if session is None:
        return [None]
    from vtt.rules.nechronica.setup import participant_to_doll
    b = session.state
    return [participant_to_doll(b, p.id) for p in b.fighters.values() if p.kind == "doll"] or [None]


def print_session(session, path, paper: str = "a4", blank: bool = False):
    """File → Export sheets as PDF: the dolls' current state (damaged parts ticked, madness filled)."""
    from vtt.ui.nechronica.sheet_render import export_pdf
    return export_pdf(dolls_of(session), path, blank, paper)


def print_dialog(window, blank: bool = False) -> bool:
    """File → Print sheets…: which dolls, filled or blank; then the print preview of those sheets."""
    from vtt.ui.nechronica import print_dialog as dialog
    picked = dialog.pick_sheets(window, dolls_of(window.controller.session), blank)
    if picked is None:
        return False
    dolls, blank, _paper = picked
    path = window.controller.path           # (named after the battle's file, as its PDF and its log are offered)
    return dialog.print_sheets_dialog(window, dolls, blank, window.offered_beside("sheets").name if path else None,
                                      str(window.offered_beside("sheets.pdf")))


# -- the Workshop menu ----------------------------------------------------------------------------------

def catalog_library(window):
    """The parts catalogs (the shipped ones and the GM's, remembered in the window's settings), read when
    the workshop first needs them and shared by every editor and catalog view the window opens."""
    extras = window.workshop_extras
    if "catalog" not in extras:
        from vtt.ui.nechronica.workshop import CatalogLibrary
        extras["catalog"] = CatalogLibrary(window.settings, window)
    return extras["catalog"]


def workshop_extras(window) -> dict:
    """What the GM's library hands the editors it opens: the window's parts catalogs."""
    return {"catalog": catalog_library(window)}


def workshop_menu(window, menu) -> dict:
    """New/Edit doll, New/Edit enemy, Parts catalog…, Import from キャラクター保管所…, Copy doll for CCFOLIA…
    (their texts in the "MainWindow" context); the actions by name."""
    from PySide6.QtCore import QCoreApplication
    from vtt.ui import actions

    def opener(name: str, with_library: bool = True):
        def open_it(_=False):
            from vtt.ui.nechronica import workshop
            function = getattr(workshop, name)
            return function(window, library=catalog_library(window)) if with_library else function(window)
        return open_it
    texts = (
        ("new_doll", QT_TRANSLATE_NOOP("MainWindow", "New doll…"), "new_doll_dialog", True),
        ("edit_doll", QT_TRANSLATE_NOOP("MainWindow", "Edit doll…"), "edit_doll_dialog", True),
        ("new_enemy", QT_TRANSLATE_NOOP("MainWindow", "New enemy…"), "new_enemy_dialog", True),
        ("edit_enemy", QT_TRANSLATE_NOOP("MainWindow", "Edit enemy…"), "edit_enemy_dialog", True),
        ("catalog", QT_TRANSLATE_NOOP("MainWindow", "Parts catalog…"), "open_catalog_browser", True),
        (None, None, None, None),
        ("import_charasheet", QT_TRANSLATE_NOOP("MainWindow", "Import from キャラクター保管所…"),
         "import_charasheet_dialog", True),
        ("copy_ccfolia", QT_TRANSLATE_NOOP("MainWindow", "Copy doll for CCFOLIA…"), "copy_ccfolia_dialog", False))
    out = {}
    for key, text, function, with_library in texts:
        if key is None:
            menu.addSeparator()
            continue
        a = actions.text_action(QCoreApplication.translate("MainWindow", text), menu)
        a.triggered.connect(opener(function, with_library))
        menu.addAction(a)
        out[key] = a
    return out


# -- its keys -------------------------------------------------------------------------------------------

def start(window) -> bool:
    from vtt.rules.nechronica import commands as cmds
    return window.controller.do(cmds.start())


def next_count(window) -> bool:
    from vtt.rules.nechronica import commands as cmds
    return window.controller.do(cmds.next_count())


def use(window) -> bool:
    """U: the maneuver selected on the sheet shown, at the target chosen there."""
    sheet = window.sheets.current_sheet()
    return sheet.use_selected() if sheet is not None else False


def wait(window) -> bool:
    """W: the doll of the sheet shown waits if she acts now; else the only one who acts."""
    from PySide6.QtCore import QCoreApplication
    from vtt.rules.nechronica import commands as cmds
    from vtt.rules.nechronica.engine import actors_now
    c = window.controller
    sheet = window.sheets.current_sheet()
    acting = [p.id for p in actors_now(c.state)]
    if sheet is not None and sheet.pid in acting:
        return c.do(cmds.wait(sheet.pid))
    if len(acting) == 1:
        return c.do(cmds.wait(acting[0]))
    c.error.emit(QCoreApplication.translate("MainWindow", "Who waits? Show her sheet first ({0} act now)")
                 .format(len(acting)))
    return False


def pass_window(window) -> bool:
    """P: close the reaction window (in a Judge window where the roller may still re-roll, asked first)."""
    return window.extras["flow"].pass_window()


def confirm(window) -> bool:
    """Ctrl+Return: confirm the decision, or declare the reaction selected."""
    b = window.controller.state
    flow = window.extras["flow"]
    if b.prompts:
        return flow.confirm()
    if b.window is not None:
        flow.declare_selected()
        return True
    return False


def dice_odds(detail: dict) -> str:
    """The chance of success of a check or an attack rolled in the dice box (``2NC+1``: 55 %)."""
    if detail.get("kind") not in ("check", "attack"):
        return ""
    from PySide6.QtCore import QCoreApplication
    from vtt.rules.nechronica.odds import attack_odds, check_odds
    n, mod = len(detail.get("dice", ())), detail.get("modifier", 0)
    try:
        odds = attack_odds(n, mod)["outcomes"] if detail["kind"] == "attack" else check_odds(n, mod)
    except ValueError:
        return ""
    ok = sum(float(v) for k, v in odds.items() if k in ("critical", "success"))
    return QCoreApplication.translate("DiceBox", "Chance of success for {0}D10{1:+d}: {2:.0%}").format(n, mod, ok)


def friendly_fire(controller, command):
    """An attack on one's own side, asked first wherever it is chosen (the Now panel, the doll sheet): the
    question's title and text, or None for any other command."""
    from PySide6.QtCore import QCoreApplication
    from vtt.rules.nechronica.commands import PART, TARGET
    from vtt.ui.nechronica.markers import name_text
    b = controller.state
    me = b.fighters.get(command.actor or "")
    them = b.fighters.get(command.get(TARGET) or "")
    part = me.part(command.get(PART) or "") if me is not None else None
    if them is None or part is None or not part.effects.attack or them.side != me.side:
        return None
    return (QCoreApplication.translate("DollSheet", "Friendly fire"),
            QCoreApplication.translate("DollSheet", "{0} attacks {1}, on her own side. Go ahead?").format(
                name_text(me), name_text(them)))


CONTRIBUTIONS = Contributions(
    map=HERE + "area_map", order=HERE + "count_track", sheets=HERE + "doll_sheets", sheet=HERE + "doll_sheet",
    docks=(Dock("flow", QT_TRANSLATE_NOOP("Docks", "Battle flow"), HERE + "flow_panel", "left", under="order"),),
    table_panel="vtt.ui.nechronica.table_panel:doll_cards", table_texts="vtt.ui.nechronica.table_panel:TableTexts",
    sheet_printer=HERE + "print_session", print_dialog=HERE + "print_dialog",
    file_printer="vtt.ui.nechronica.sheet_render:export_pdf",
    file_renderer="vtt.ui.nechronica.sheet_render:render_sheets",
    prints_template=True, workshop=HERE + "workshop_menu", workshop_extras=HERE + "workshop_extras",
    shortcuts=(
        Key("start", QT_TRANSLATE_NOOP("Shortcuts", "Start the battle"), ("Ctrl+B",), HERE + "start"),
        Key("next_count", QT_TRANSLATE_NOOP("Shortcuts", "Next count"), ("N",), HERE + "next_count"),
        Key("use", QT_TRANSLATE_NOOP("Shortcuts", "Use the selected maneuver"), ("U",), HERE + "use"),
        Key("wait", QT_TRANSLATE_NOOP("Shortcuts", "Wait (待機): the doll of the sheet shown, or the only one who acts"),
            ("W",), HERE + "wait"),
        Key("pass", QT_TRANSLATE_NOOP("Shortcuts", "Pass: close the reaction window"), ("P",), HERE + "pass_window"),
        Key("confirm", QT_TRANSLATE_NOOP("Shortcuts", "Confirm the current choice"), ("Ctrl+Return",),
            HERE + "confirm")),
    dice_odds=HERE + "dice_odds", confirm=HERE + "friendly_fire", complete="vtt.ui.nechronica.fetter_pick:which_fetter",
    asked_text="vtt.ui.nechronica.fetter_pick:asked_text")
