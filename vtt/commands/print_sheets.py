"""`vtt print`: character sheets to a PDF, one page each, filled in or blank for writing on by hand:
Nechronica's doll sheets, or the zones ruleset's character sheets (by the files' "ruleset"). Of the
other rulesets, the participants of scenarios or saved battles (none given: of the demo battle)."""
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
    """A ruleset with no sheet files of its own: print the participants of its scenarios or battles."""
    from vtt.core import registry
    from vtt.core.game_file import open_session
    try:
        system = registry.get(ruleset)
        if not hasattr(system.ruleset, "sheet"):
            raise FileFormatError("<command line>", f"no printed sheets for the ruleset {ruleset!r} yet")
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


def run(args) -> int:
    from vtt.core.files import load_model
    try:
        ruleset = _ruleset(args)
        if ruleset not in ("zones", "nechronica"):
            return _battle_sheets(args, ruleset)
        if ruleset == "zones":
            from vtt.rules.zones.models import CharacterFile as Model
        else:
            from vtt.rules.nechronica.models import DollFile as Model
        dolls = [load_model(Model, path) for path in args.dolls]
    except FileFormatError as e:
        print(f"vtt print: {e}", file=sys.stderr)
        return 2
    if ruleset == "zones":          # Qt only once the input is known to be good
        from vtt.ui.zones.sheet_render import export_pdf
    else:
        from vtt.ui.nechronica.sheet_render import export_pdf
    return _written(args, lambda: export_pdf(dolls, args.output, blank=args.blank, paper=args.paper),
                    "empty template" if not dolls else ("blank sheet" if args.blank else "sheet"))
