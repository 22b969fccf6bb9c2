"""`vtt export`: a doll or character file for another tool, in a format its ruleset offers (the file's
``ruleset``; a file without one is Nechronica's): a doll as CCFOLIA clipboard JSON or an Udonarium
character piece (zip), a character of another ruleset as CCFOLIA clipboard JSON. The formats are each
ruleset's (its system's ``export_formats()``, vtt.core.exchange)."""
from __future__ import annotations

import sys

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.files import read_json, write_atomic, write_text_atomic

from .formats import NoSuchFormat, pick


def add_arguments(parser) -> None:
    parser.add_argument("doll", metavar="FILE", help="a doll or character file (JSON) of any ruleset")
    parser.add_argument("--format", required=True, metavar="NAME",
                        help="ccfolia: clipboard JSON to paste on a board (every ruleset); "
                        "udonarium: a piece zip (nechronica)")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="where to write (ccfolia default: print; udonarium: required)")
    parser.add_argument("--lang", choices=("en", "ja"), default="en",
                        help="the language of the names and labels, where the file has both (a doll's names; "
                        "her piece's labels are Japanese)")


def run(args) -> int:
    try:
        data = read_json(args.doll)
        system = registry.system_of(data, args.doll)
    except VttError as e:
        print(f"vtt export: cannot read {e}", file=sys.stderr)
        return 1
    try:
        fmt = pick(system, "export_formats", args.format, "export")
    except NoSuchFormat as e:
        print(f"vtt export: {args.doll}: {e}", file=sys.stderr)
        return 2
    if fmt.needs_file and not args.output:
        print(f"vtt export: {fmt.needs_file}", file=sys.stderr)
        return 2
    try:
        out = fmt.export(data, args.doll, args.lang)
    except VttError as e:
        print(f"vtt export: cannot read {e}", file=sys.stderr)
        return 1
    try:
        if isinstance(out, bytes):
            write_atomic(args.output, lambda f: f.write(out))
        elif args.output:
            write_text_atomic(args.output, out + "\n")
        else:
            print(out)
    except OSError as e:
        print(f"vtt export: cannot write {args.output or 'the output'}: {e.strerror or e}", file=sys.stderr)
        return 1
    return 0
