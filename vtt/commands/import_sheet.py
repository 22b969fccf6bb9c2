"""`vtt import`: a character from another tool's file, written as a file of its ruleset (`--system`, by
default Nechronica: a doll from a キャラクター保管所 JSON export). The formats are each ruleset's
(its system's ``import_formats()``, vtt.core.exchange)."""
from __future__ import annotations

import json
import sys

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.files import save_model

from .formats import pick


def add_arguments(parser) -> None:
    parser.add_argument("sheet", help="the other tool's file (Nechronica: the 保管所 export, JSON or the site's "
                        ".js answer)")
    parser.add_argument("-o", "--output", metavar="DOLL.json",
                        help="where to write the doll or character (default: print it)")
    parser.add_argument("--system", default=registry.DEFAULT_RULESET, metavar="ID",
                        help=f"the ruleset to import into (default {registry.DEFAULT_RULESET})")
    parser.add_argument("--format", default=None, metavar="NAME",
                        help="the format of SHEET (default: the ruleset's first; nechronica: charasheet)")


def run(args) -> int:
    try:                            # an unknown ruleset, or one without that format
        fmt = pick(registry.get(args.system), "import_formats", args.format, "import")
    except VttError as e:
        print(f"vtt import: {e}", file=sys.stderr)
        return 2
    try:
        result = fmt.load(args.sheet)
    except VttError as e:
        print(f"vtt import: cannot import {e}", file=sys.stderr)
        return 1
    for warning in result.warnings:
        print(f"vtt import: warning: {args.sheet}: {warning}", file=sys.stderr)
    model = result.model
    if args.output is None:
        print(json.dumps(model.model_dump(mode="json", exclude_none=True), ensure_ascii=False, indent=1))
        return 0
    try:
        save_model(model, args.output)
    except OSError as e:
        print(f"vtt import: cannot write {args.output}: {e.strerror or e}", file=sys.stderr)
        return 1
    print(f"vtt import: {result.summary}, {len(result.warnings)} warnings -> {args.output}", file=sys.stderr)
    return 0
