"""The `vtt` command: the GUI by default, plus headless sub-commands (roll, play, print, ...)."""
from __future__ import annotations

import gc
import importlib
import os
import sys
import types

TYPE_CHECKING = False                 # (mypy reads it as true; typing is not imported for it)
if TYPE_CHECKING:
    import argparse

# Each sub-command lives in vtt/commands/<module>.py and provides add_arguments(parser) and run(args).
SUBCOMMANDS = {
    "roll": ("roll", "Roll dice as a ruleset writes them (--system; Nechronica's BCDice-style nNC, nNA, NM, NMN, NME)"),
    "play": ("play", "Run a battle script headless and print the log and final state"),
    "print": ("print_sheets", "Print character sheets (a Nechronica doll, another ruleset's character) to PDF"),
    "import": ("import_sheet", "Import a doll from a キャラクター保管所 JSON export (the formats of --system)"),
    "export": ("export_doll", "Export a doll for CCFOLIA or Udonarium, a character of another ruleset for CCFOLIA"),
    "simulate": ("simulate", "Run an encounter many times with AI on both sides"),
    "balance": ("balance", "Find the count of a group that gives the players the win rate wanted"),
    "schema": ("schema", "Write the JSON Schemas of the file formats"),
    "edit": ("edit", "Open the editor of a character, monster or scenario file, or of a new one"),
}


def _load(module: str):
    try:
        return importlib.import_module(f"vtt.commands.{module}")
    except ModuleNotFoundError as e:
        if e.name == f"vtt.commands.{module}":
            return None
        raise


def description() -> str:
    """What vtt is, naming the rules systems it ships (vtt.systems, through the registry)."""
    from vtt.core import registry
    ids = registry.ids()
    return (f"A desktop virtual tabletop for the battles of {len(ids)} combat systems ({', '.join(ids)}): the GM's "
            "window with every rule checked and a table view, AI play and simulation, printed character sheets.")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The sub-commands' parser; with ``only``, that sub-command's alone (its module the only one imported:
    `vtt edit` need not import the simulator)."""
    import argparse
    parser = argparse.ArgumentParser(prog="vtt", description=description())
    sub = parser.add_subparsers(dest="command")
    for name, (module, help_text) in SUBCOMMANDS.items():
        if only is not None and name != only:
            continue
        mod = _load(module)
        if mod is None:
            continue
        p = sub.add_parser(name, help=help_text, description=help_text)
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


#: the window's options, written once: (option, its value's name or None for a flag, help). ``gui_parser`` makes
#: argparse's parser of them; ``plain_gui_args`` reads a plain command line of them without building it. ``--lang``
#: (its choices: the catalogs found) is argparse's alone.
WINDOW_OPTIONS = (
    ("--demo", None, "open the built-in demo battle"),
    ("--table-view", None, "also open the table view"),
    ("--screenshot", "FILE.png", "write a picture after the first paint and exit"),
    ("--exit-after-first-paint", None, "exit right after the first paint"),
    ("--lang", "LANG", "interface language"),
    ("--system", "RULESET", "with --demo: the demo battle of this ruleset (vtt.systems lists them; default nechronica)"),
)
#: the options ``plain_gui_args`` reads: a flag, or an option and its value (any: ``--system``'s is checked later)
GUI_FLAGS = {o: o[2:].replace("-", "_") for o, value, _ in WINDOW_OPTIONS if value is None}
GUI_VALUES = {o: o[2:].replace("-", "_") for o, value, _ in WINDOW_OPTIONS if value is not None and o != "--lang"}


def gui_parser() -> argparse.ArgumentParser:
    import argparse                             # (here: a plain start of the window reads its arguments without)
    from vtt.core.i18n import languages         # (here, not at the top: a sub-command needs it not)
    p = argparse.ArgumentParser(prog="vtt", description=description() + " Without a sub-command: the GM's window. "
                                "Sub-commands: " + ", ".join(SUBCOMMANDS) + " (vtt COMMAND --help)")
    p.add_argument("file", nargs="?", help="a saved battle or scenario to open")
    for option, value, help_text in WINDOW_OPTIONS:
        if option == "--lang":
            p.add_argument(option, choices=languages(), help=help_text)
        elif value is None:
            p.add_argument(option, action="store_true", help=help_text)
        else:
            p.add_argument(option, metavar=value, help=help_text)
    return p


def plain_gui_args(argv: list[str]) -> types.SimpleNamespace | None:
    """The window's arguments when the command line holds only the common ones, each once, as ``gui_parser``
    reads them (``vtt``, ``vtt FILE``, ``vtt --demo --system zones``, ...); None for anything else, which
    ``gui_parser`` reads, with its help and its errors. Building that parser costs every start argparse's
    help formatter (``shutil``, the terminal's size), its messages looked up by ``gettext`` (``locale``) and the
    catalogs listed for ``--lang``: ~8 M instructions before the window is made (docs/gui.md, "The ninth round")."""
    args = types.SimpleNamespace(file=None, **{o[2:].replace("-", "_"): False if value is None else None
                                               for o, value, _ in WINDOW_OPTIONS})
    seen = set()
    rest = iter(argv)
    for word in rest:
        if word in seen:
            return None
        seen.add(word)
        if word in GUI_FLAGS:
            setattr(args, GUI_FLAGS[word], True)
        elif word in GUI_VALUES:
            value = next(rest, None)
            if value is None or value.startswith("-"):
                return None
            setattr(args, GUI_VALUES[word], value)
        elif word.startswith("-") or args.file is not None:
            return None
        else:
            args.file = word
    return args


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in SUBCOMMANDS:
        args = build_parser(only=argv[0]).parse_args(argv)
        if not hasattr(args, "_run"):
            print(f"vtt: the '{argv[0]}' command is not available in this build", file=sys.stderr)
            return 2
        try:
            return args._run(args) or 0
        except BrokenPipeError:          # `vtt play … | head`: the reader has what it wanted
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    gui_args = plain_gui_args(argv) or gui_parser().parse_args(argv)
    gc.disable()                     # until the window has painted: see vtt.ui.app.end_start_up
    # the rules of the battle about to open before Qt, on purpose: PySide6 reads the source of every
    # module imported after it (looking for its __feature__ switches), and the first frame needs them
    # anyway; a ruleset without a window of its own so never imports Nechronica's engine
    from vtt.core import registry
    try:
        registry.get(gui_args.system if gui_args.demo else None).ruleset  # noqa: B018  (the import is the point)
    except registry.UnknownRulesetError as e:   # (`vtt --demo --system nosuch`: said, as argparse says an error)
        print(f"vtt: error: {e}", file=sys.stderr)
        return 2
    # and the battle it names (the demo, a file), read and started before Qt as well, for the same reason: a module
    # imported before PySide has its own import statements unread by that check (docs/gui.md, "The twelfth round")
    from vtt.core.game_file import opened_battle
    try:
        opened = opened_battle(gui_args)
    except (ValueError, OSError) as e:          # FileFormatError is a ValueError: name the file and field
        print(f"vtt: {e}", file=sys.stderr)
        return 1
    from vtt.ui.app import run_gui   # Qt is imported only for the GUI
    return run_gui(gui_args, opened)


if __name__ == "__main__":
    sys.exit(main())
