"""`vtt roll`: a ruleset's dice on the command line (Nechronica's BCDice-style by default), one roll or a
JSON-lines stream."""
from __future__ import annotations

import argparse
import json
import random
import sys

from vtt.core.errors import MalformedCommandError, VttError
from vtt.core import registry


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dice_command", nargs="?", metavar="COMMAND",
                        help="nNC±m (check), nNA±m (attack), NM, NMN or NME, as in BCDice")
    parser.add_argument("--dice", metavar="3,9", help="judge these hand-rolled dice instead of rolling")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--jsonl", action="store_true",
                        help='read {"command": "2NA+1", "dice": [3, 9]} lines (dice optional) on stdin, '
                             "write one JSON result per line")
    parser.add_argument("--seed", type=int, help="seed the dice, for reproducible rolls")
    parser.add_argument("--system", default=registry.DEFAULT_RULESET, metavar="RULESET",
                        help=f"whose dice syntax (one of: {', '.join(registry.ids())}; default %(default)s)")


def _dumps(obj) -> str:
    """A roll's result as JSON: its data and its English ``text`` (not its ``phrase``, the sentence a window tells
    in its language: no JSON value)."""
    return json.dumps({k: v for k, v in obj.items() if k != "phrase"} if isinstance(obj, dict) else obj,
                      ensure_ascii=False)


def _parse_dice(text: str) -> list[int]:
    try:
        return [int(v) for v in text.split(",")]
    except ValueError:
        raise MalformedCommandError(f"--dice takes whole numbers separated by commas, like 3,9; not {text!r}")


def _roll_line(line: str, rng: random.Random, roll) -> dict:
    try:
        request = json.loads(line)
    except json.JSONDecodeError as e:
        raise MalformedCommandError(f"not JSON: {e.msg} at column {e.colno}")
    if not isinstance(request, dict) or "command" not in request:
        raise MalformedCommandError('each line must be an object like {"command": "2NA+1", "dice": [3, 9]}')
    return roll(request["command"], request.get("dice"), rng)


def _run_jsonl(rng: random.Random, stdin, stdout, roll) -> int:
    for line in stdin:
        try:
            result = _roll_line(line, rng, roll)
        except VttError as e:   # one bad line does not stop the stream
            result = {"error": str(e)}
        stdout.write(_dumps(result) + "\n")
    return 0


def run(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    try:
        roll = registry.get(args.system).roll
    except VttError as e:
        print(f"vtt roll: {e}", file=sys.stderr)
        return 2
    if args.jsonl:
        if args.dice_command or args.dice:
            print("vtt roll: --jsonl reads its commands from stdin; give no COMMAND or --dice", file=sys.stderr)
            return 2
        return _run_jsonl(rng, sys.stdin, sys.stdout, roll)
    if not args.dice_command:
        print("vtt roll: give a COMMAND such as 2NA+1, or --jsonl", file=sys.stderr)
        return 2
    try:
        dice = _parse_dice(args.dice) if args.dice is not None else None
        result = roll(args.dice_command, dice, rng)
    except VttError as e:
        print(f"vtt roll: {e}", file=sys.stderr)
        return 2
    print(_dumps(result) if args.json else result["text"])
    return 0
