"""`vtt print`: doll sheets to a PDF, one page per doll, filled in or blank for writing on by hand."""
from __future__ import annotations

import sys

from vtt.core.errors import FileFormatError


def add_arguments(parser) -> None:
    parser.add_argument("dolls", nargs="*", metavar="DOLL.json",
                        help="doll files; none at all prints one empty template sheet")
    parser.add_argument("-o", "--output", required=True, metavar="sheets.pdf", help="the PDF to write")
    parser.add_argument("--blank", action="store_true",
                        help="list each doll's parts and fetters but tick no damage and fill no madness")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")


def run(args) -> int:
    from vtt.core.files import load_model
    from vtt.rules.nechronica.models import DollFile

    try:
        dolls = [load_model(DollFile, path) for path in args.dolls]
    except FileFormatError as e:
        print(f"vtt print: {e}", file=sys.stderr)
        return 2
    from vtt.ui.nechronica.sheet_render import export_pdf   # Qt only once the input is known to be good
    try:
        reports = export_pdf(dolls, args.output, blank=args.blank, paper=args.paper)
    except OSError as e:
        print(f"vtt print: {args.output}: {e.strerror or e}", file=sys.stderr)
        return 1
    what = "empty template" if not dolls else ("blank sheet" if args.blank else "sheet")
    print(f"wrote {len(reports)} {what}{'s' if len(reports) != 1 else ''} to {args.output}")
    return 0
