"""`vtt edit`: open the editor of a character, monster or scenario file of any ruleset (the file's
``ruleset`` and ``kind`` say which), or of a new one (--new KIND --system ID); --screenshot writes a
picture of the editor and exits. Names no ruleset: the registry and the workshop's kinds do."""
from __future__ import annotations

import sys

from vtt.core.errors import VttError
from vtt.core.file_kinds import LIBRARY_KINDS


def add_arguments(parser) -> None:
    parser.add_argument("file", nargs="?", metavar="FILE.json", help="a character, monster or scenario file")
    parser.add_argument("--new", metavar="KIND", choices=LIBRARY_KINDS,
                        help="a new file of this kind: " + ", ".join(LIBRARY_KINDS))
    parser.add_argument("--system", metavar="ID", help="with --new: the ruleset (default nechronica)")
    parser.add_argument("--screenshot", metavar="FILE.png", help="write a picture of the editor and exit")
    parser.add_argument("--size", metavar="WxH", type=_size, help="the editor's size, e.g. 1920x1080")
    parser.add_argument("--exit-after-first-paint", action="store_true", help="exit right after the first paint")
    parser.add_argument("--lang", choices=["en", "ja"], help="interface language")


def _size(text: str) -> tuple[int, int]:
    import argparse
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1920x1080") from None
    if not (200 <= w <= 10000 and 200 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height are 200 to 10000")
    return w, h


def _what(args):
    """(system id, library kind, data or None, path or None) the editor opens, or a VttError."""
    from vtt.core import registry
    from vtt.core.files import FileFormatError, read_json
    from vtt.workshop.fields import kinds_of
    from vtt.workshop.library import kind_of_file
    if args.file and args.new:
        raise FileFormatError("<command line>", "give a file or --new, not both")
    if args.file:
        if args.system:
            raise FileFormatError("<command line>", "--system goes with --new: a file names its own ruleset")
        data = read_json(args.file)
        system, file_kind = kind_of_file(data, args.file)
        return system.id, file_kind.kind, data, args.file
    if not args.new:
        raise FileFormatError("<command line>", "give a file to edit, or --new KIND (with --system ID)")
    system = registry.get(args.system)
    kinds = kinds_of(system)
    if args.new not in kinds:
        raise FileFormatError("<command line>", f"{system.id} has no {args.new} files in the workshop "
                              f"(it has: {', '.join(kinds) or 'none'})")
    return system.id, args.new, None, None


def run(args) -> int:
    from vtt.core import registry
    try:
        system_id, kind, data, path = _what(args)
    except (VttError, registry.UnknownRulesetError) as e:
        print(f"vtt edit: {e}", file=sys.stderr)
        return 2
    from vtt.ui.workshop.app import run_editor          # Qt only once the input is known to be good
    return run_editor(system_id, kind, data, path, args)
