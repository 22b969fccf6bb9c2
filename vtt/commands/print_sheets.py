"""`vtt print`: character sheets to a PDF, one page each, filled in or blank for writing on by hand, of
any ruleset (by the files' "ruleset"): character files as the ruleset's system reads them
(``read_sheet``) and its printer (vtt.ui.printers) prints them, or the participants of scenarios and
saved battles. No file at all: the ruleset's empty template, or the participants of its demo battle.
Names no ruleset: the registry and the printer table do."""
from __future__ import annotations

import sys

from vtt.core.errors import FileFormatError, VttError


def add_arguments(parser) -> None:
    parser.add_argument("dolls", nargs="*", metavar="SHEET.json",
                        help="doll or character files of one ruleset; none at all prints one empty template sheet")
    parser.add_argument("--system", default=None, metavar="ID",
                        help="the ruleset of the empty template (nechronica, zones), or of the demo whose "
                        "sheets are printed (other rulesets); files name their own")
    parser.add_argument("-o", "--output", required=True, metavar="sheets.pdf", help="the PDF to write")
    parser.add_argument("--blank", action="store_true",
                        help="list each doll's parts and fetters but tick no damage and fill no madness")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")


def _ruleset(args) -> str:
    """The one ruleset of the files (or --system); files of two rulesets are refused."""
    from vtt.core.files import read_json
    from vtt.core.registry import ruleset_id_of
    found = {ruleset_id_of(read_json(path), path) for path in args.dolls}
    if args.system is not None:
        found.add(args.system)
    if len(found) > 1:
        raise FileFormatError("<command line>", "the sheets are of different rulesets ({0}): print each "
                              "ruleset's on its own".format(", ".join(sorted(found))))
    return found.pop() if found else "nechronica"


def _battle_sheets(args, ruleset: str) -> int:
    """The participants of scenarios or saved battles (none given: of the demo battle)."""
    from vtt.core import registry
    from vtt.core.game_file import open_session
    system = registry.get(ruleset)
    if not hasattr(system.ruleset, "sheet"):
        if args.dolls and getattr(system, "read_sheet", None) is not None:
            why = (f"{args.dolls[0]}: {system.name} prints the sheets of its character files, not the "
                   "participants of a scenario or battle: give the character files")
        else:
            why = f"no printed sheets for the ruleset {ruleset!r} yet"
        print(f"vtt print: {why}", file=sys.stderr)
        return 2
    try:
        sessions = [open_session(path) for path in args.dolls] or [system.demo_session()]
    except (VttError, OSError, ValueError) as e:
        print(f"vtt print: {e} (give scenarios or saved battles of {ruleset}: their participants are printed)",
              file=sys.stderr)
        return 2
    from vtt.ui.sheet_generic import export_sessions
    return _written(args, lambda: export_sessions(sessions, args.output, paper=args.paper, blank=args.blank),
                    "blank sheet" if args.blank else "sheet")


def _written(args, write, what: str) -> int:
    """Run ``write`` (it writes the PDF and returns a report per page) and say what it wrote."""
    try:
        reports = write()
    except OSError as e:
        print(f"vtt print: {args.output}: {e.strerror or e}", file=sys.stderr)
        return 1
    print(f"wrote {len(reports)} {what}{'s' if len(reports) != 1 else ''} to {args.output}")
    return 0


BATTLE_KINDS = ("scenario", "battle")          # files whose participants are printed


def run(args) -> int:
    from vtt.core import registry
    from vtt.core.files import read_json
    try:
        ruleset = _ruleset(args)
        system = registry.get(ruleset)
        files = [(path, read_json(path)) for path in args.dolls]
        battles = [path for path, data in files if isinstance(data, dict) and data.get("kind") in BATTLE_KINDS]
        reader = getattr(system, "read_sheet", None)
        if battles and len(battles) != len(files):
            raise FileFormatError(battles[0], "give character files or scenarios and battles, not both: "
                                  "a scenario's or battle's participants are printed as the battle stands")
        from vtt.ui.printers import prints_template
        if battles or reader is None or (not files and not prints_template(ruleset)):
            return _battle_sheets(args, ruleset)
        sheets = [reader(data, path) for path, data in files]
    except (FileFormatError, registry.UnknownRulesetError) as e:
        print(f"vtt print: {e}", file=sys.stderr)
        return 2
    from vtt.ui.printers import file_printer        # Qt only once the input is known to be good
    printer = file_printer(ruleset)
    return _written(args, lambda: printer(sheets, args.output, blank=args.blank, paper=args.paper),
                    "empty template" if not sheets else ("blank sheet" if args.blank else "sheet"))
