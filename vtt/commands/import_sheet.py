"""`vtt import`: a doll from a キャラクター保管所 JSON export, written as our doll file."""
from __future__ import annotations

import json
import sys

from vtt.core.errors import VttError
from vtt.core.files import save_model


def add_arguments(parser) -> None:
    parser.add_argument("sheet", help="the 保管所 export (JSON, or the site's .js answer)")
    parser.add_argument("-o", "--output", metavar="DOLL.json",
                        help="where to write the doll (default: print it)")


def run(args) -> int:
    from vtt.interop.nechronica.charasheet import load_charasheet

    try:
        result = load_charasheet(args.sheet)
    except VttError as e:
        print(f"vtt import: cannot import {e}", file=sys.stderr)
        return 1
    for warning in result.warnings:
        print(f"vtt import: warning: {args.sheet}: {warning}", file=sys.stderr)
    doll = result.doll
    if args.output is None:
        print(json.dumps(doll.model_dump(mode="json", exclude_none=True), ensure_ascii=False, indent=1))
        return 0
    try:
        save_model(doll, args.output)
    except OSError as e:
        print(f"vtt import: cannot write {args.output}: {e.strerror or e}", file=sys.stderr)
        return 1
    print(f"vtt import: {doll.name}: {len(doll.parts)} parts and skills, {len(doll.fetters)} fetters, "
          f"{len(result.warnings)} warnings -> {args.output}", file=sys.stderr)
    return 0
