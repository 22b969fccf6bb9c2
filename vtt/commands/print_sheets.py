"""`vtt print`: character sheets to a PDF, one page each, filled in or blank for writing on by hand:
Nechronica's doll sheets, or the zones ruleset's character sheets (by the files' "ruleset")."""
from __future__ import annotations

import sys

from vtt.core.errors import FileFormatError


def add_arguments(parser) -> None:
    parser.add_argument("dolls", nargs="*", metavar="SHEET.json",
                        help="doll or character files of one ruleset; none at all prints one empty template sheet")
    parser.add_argument("--system", default=None, metavar="ID",
                        help="the ruleset of the empty template (nechronica, zones); files name their own")
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


def run(args) -> int:
    from vtt.core.files import load_model
    try:
        ruleset = _ruleset(args)
        if ruleset == "zones":
            from vtt.rules.zones.models import CharacterFile as Model
        elif ruleset == "nechronica":
            from vtt.rules.nechronica.models import DollFile as Model
        else:
            raise FileFormatError("<command line>", f"no printed sheets for the ruleset {ruleset!r} yet "
                                  "(nechronica, zones)")
        dolls = [load_model(Model, path) for path in args.dolls]
    except FileFormatError as e:
        print(f"vtt print: {e}", file=sys.stderr)
        return 2
    if ruleset == "zones":          # Qt only once the input is known to be good
        from vtt.ui.zones.sheet_render import export_pdf
    else:
        from vtt.ui.nechronica.sheet_render import export_pdf
    try:
        reports = export_pdf(dolls, args.output, blank=args.blank, paper=args.paper)
    except OSError as e:
        print(f"vtt print: {args.output}: {e.strerror or e}", file=sys.stderr)
        return 1
    what = "empty template" if not dolls else ("blank sheet" if args.blank else "sheet")
    print(f"wrote {len(reports)} {what}{'s' if len(reports) != 1 else ''} to {args.output}")
    return 0
