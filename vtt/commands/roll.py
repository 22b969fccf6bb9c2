"""`vtt roll`: a ruleset's dice on the command line (Nechronica's BCDice-style by default), one roll or a
JSON-lines stream."""
from __future__ import annotations

import argparse
import json
import random
import sys

from vtt.core.errors import FileFormatError, MalformedCommandError, VttError
from vtt.core import registry
from vtt.core.files import parse_json
from vtt.core.free_roll import EXPRESSION_MAX
from vtt.core.records import MAX_DIE, die_values


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
    """One line's roll; a line that is not one (not JSON as every file must be, a command that is not text or
    too long, dice that are not die values) is a MalformedCommandError saying what, before the rules see it."""
    try:
        request = parse_json(line, "line")
    except FileFormatError as e:
        raise MalformedCommandError("not JSON: {why}", why=e.message + (f" ({e.field!r})" if e.field else ""))
    if not isinstance(request, dict) or "command" not in request:
        raise MalformedCommandError('each line must be an object like {"command": "2NA+1", "dice": [3, 9]}')
    command, dice = request["command"], request.get("dice")
    if not isinstance(command, str) or not 0 < len(command) <= EXPRESSION_MAX:
        raise MalformedCommandError("'command' must be a dice command (text of at most {most} characters) such as "
                                    "2NA+1", most=EXPRESSION_MAX)
    if dice is not None and not (isinstance(dice, list) and die_values(dice)):
        raise MalformedCommandError("'dice' must be a list of whole numbers from 0 to {most}", most=MAX_DIE)
    return roll(command, dice, rng)


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
