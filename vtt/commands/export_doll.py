"""`vtt export`: a doll file as CCFOLIA clipboard JSON or an Udonarium character piece (zip)."""
from __future__ import annotations

import sys

from vtt.core.errors import VttError
from vtt.core.files import load_model, write_text_atomic
from vtt.rules.nechronica.models import DollFile

FORMATS = ("ccfolia", "udonarium")


def add_arguments(parser) -> None:
    parser.add_argument("doll", help="a doll file (JSON)")
    parser.add_argument("--format", required=True, choices=FORMATS,
                        help="ccfolia: clipboard JSON to paste on a board; udonarium: a piece zip")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="where to write (ccfolia default: print; udonarium: required)")


def run(args) -> int:
    from vtt.interop.nechronica.ccfolia import ccfolia_json
    from vtt.interop.nechronica.udonarium import write_udonarium_zip

    if args.format == "udonarium" and not args.output:
        print("vtt export: an Udonarium piece is a zip file; give -o PIECE.zip", file=sys.stderr)
        return 2
    try:
        doll = load_model(DollFile, args.doll)
    except VttError as e:
        print(f"vtt export: cannot read {e}", file=sys.stderr)
        return 1
    try:
        if args.format == "udonarium":
            write_udonarium_zip(doll, args.output)
        elif args.output:
            write_text_atomic(args.output, ccfolia_json(doll) + "\n")
        else:
            print(ccfolia_json(doll))
    except OSError as e:
        print(f"vtt export: cannot write {args.output or 'the output'}: {e.strerror or e}", file=sys.stderr)
        return 1
    return 0
