"""BCDice-exact Nechronica dice commands: nNC±m checks, nNA±m attack checks, NM/NMN/NME fetter tables.

Follows BCDice's ``lib/bcdice/game_system/Nechronica.rb`` (the Command::Parser version): the same
grammar, the same judging (``checks.judge_check``) and the same result line, so a roll reads here
exactly as it reads on CCFOLIA or Udonarium. See docs/dice.md.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass

from vtt.core.dice import DiceFeed
from vtt.core.errors import MalformedCommandError, Phrase

from .checks import CRITICAL, FUMBLE, SUCCESS, attack_location, judge_check
from .tables import FETTER_TABLES, table_line

CHECK, ATTACK, TABLE = "check", "attack", "table"

# BCDice's randomizer refuses more than this many dice in one roll (UPPER_LIMIT_DICE_TIMES).
MAX_DICE = 200

# Result words and hit locations exactly as BCDice prints them (i18n/Nechronica/ja_jp.yml).
OUTCOME_TEXT = {CRITICAL: "大成功", SUCCESS: "成功", "failure": "失敗", FUMBLE: "大失敗"}
BREAK_ALL_PARTS = "使用パーツ全損"
LOCATION_TEXT = {
    "defender_choice": "防御側任意",
    "legs": "脚（なければ攻撃側任意）",
    "torso": "胴（なければ攻撃側任意）",
    "arms": "腕（なければ攻撃側任意）",
    "head": "頭（なければ攻撃側任意）",
    "attacker_choice": "攻撃側任意",
}
SEP = " ＞ "

# The messages are English templates with fields (vtt.core.errors.Phrase): a GM types these commands,
# so the interface tells them in its language (reasons.py).
_HELP = Phrase("expected nNC±m (check), nNA±m (attack), NM, NMN or NME, e.g. 2NA+1")


@dataclass(frozen=True, slots=True)
class ParsedCommand:
    kind: str           # check | attack | table
    command: str        # as BCDice echoes it: upper case, modifier folded ("2na+1-2" -> "2NA-1")
    dice_count: int
    modifier: int = 0

    @property
    def table(self):
        return FETTER_TABLES.get(self.command) if self.kind == TABLE else None


# --- parsing --------------------------------------------------------------------------------

# BCDice keeps `nR10+m[1]` working by rewriting it to nNA+m ([0] or nothing: nNC+m).
_R10 = re.compile(r"(\d)?R10([+\-\d]+)?(\[(\d+)\])?\Z")
# Command::Lexer: the notation is tried first at every position, then numbers, then comparisons.
_TOKEN = re.compile(r"(N[CA](?:10)?)|(\d+)|([<>!=]+)|(.)", re.S)


class _Parser:
    """Command::Parser's grammar, restricted to what Nechronica enables:
    ``[prefix] NOTATION [modifier]``, prefix = NUMBER | ( add ), modifier = (+|-) mul ((+|-) mul)*,
    mul = unary (* unary | / unary [U|C|R|F])*, unary = +unary | -unary | ( add ) | NUMBER.
    Division rounds down (BCDice's default round type); U/C round up, R rounds half away from 0."""

    def __init__(self, source: str, original: str):
        self.original = original
        self.tokens = []
        for m in _TOKEN.finditer(source):
            notation, number, cmp_op, char = m.groups()
            if notation:
                self.tokens.append(("NOTATION", notation))
            elif number:
                self.tokens.append(("NUMBER", int(number)))
            elif cmp_op:
                self.tokens.append(("CMP", cmp_op))
            else:
                self.tokens.append((char, char))
        self.pos = 0

    def fail(self, why: Phrase):
        raise MalformedCommandError("unknown dice command {command!r}: {why}; {help}",
                                    command=self.original, why=why, help=_HELP)

    def unexpected(self):
        self.fail(Phrase("unexpected {token!r}", token=self.tokens[self.pos][1]))

    def peek(self) -> str | None:
        return self.tokens[self.pos][0] if self.pos < len(self.tokens) else None

    def take(self):
        tok = self.tokens[self.pos]
        self.pos += 1
        return tok

    def parse(self) -> tuple[int | None, str, int]:
        prefix = self.term() if self.peek() in ("NUMBER", "(") else None
        if self.peek() != "NOTATION":
            self.fail(Phrase("no NC or NA where one was expected"))
        notation = self.take()[1]
        modifier = self.modifier() if self.peek() in ("+", "-") else 0
        kind = self.peek()
        if kind == "CMP":
            self.fail(Phrase("a target number is not used; Nechronica checks always need 6"))
        if kind is not None:
            self.unexpected()
        return prefix, notation, modifier

    def modifier(self) -> int:
        """A modifier is a sum that must start with its sign: +1-2 is 0 + 1 - 2."""
        return self.sum_from(0)

    def add(self) -> int:
        return self.sum_from(self.mul())

    def sum_from(self, value: int) -> int:
        while self.peek() in ("+", "-"):
            sign = self.take()[0]
            operand = self.mul()
            value = value + operand if sign == "+" else value - operand
        return value

    def mul(self) -> int:
        value = self.unary()
        while self.peek() in ("*", "/"):
            op = self.take()[0]
            rhs = self.unary()
            if op == "*":
                value *= rhs
                continue
            if rhs == 0:
                self.fail(Phrase("division by zero in the modifier"))
            rounding = self.take()[0] if self.peek() in ("U", "C", "R", "F") else "F"
            value = _divide(value, rhs, rounding)
        return value

    def unary(self) -> int:
        kind = self.peek()
        if kind == "+":
            self.take()
            return self.unary()
        if kind == "-":
            self.take()
            return -self.unary()
        return self.term()

    def term(self) -> int:
        kind = self.peek()
        if kind == "NUMBER":
            return self.take()[1]
        if kind == "(":
            self.take()
            value = self.add()
            if self.peek() != ")":
                self.fail(Phrase("a '(' is not closed"))
            self.take()
            return value
        if kind is None:
            self.fail(Phrase("a number was expected"))
        self.unexpected()


def _divide(a: int, b: int, rounding: str) -> int:
    if rounding in ("U", "C"):
        return -(-a // b)
    if rounding == "R":   # Ruby's Float#round: half away from zero
        q, r = divmod(abs(a), abs(b))
        q += 2 * r >= abs(b)
        return q if (a < 0) == (b < 0) else -q
    return a // b


def _format_modifier(modifier: int) -> str:
    """BCDice's Format.modifier: +3, -2, or nothing for 0."""
    return f"{modifier:+d}" if modifier else ""


def _parse(text: str) -> ParsedCommand:
    if not isinstance(text, str):
        raise MalformedCommandError("a dice command must be text, not {type}", type=type(text).__name__)
    words = text.split(None, 1)
    if not words:
        raise MalformedCommandError("empty dice command; {help}", help=_HELP)
    # BCDice upper-cases the input and reads only the first word (the rest is a comment).
    source = words[0].upper()
    if source in FETTER_TABLES:
        return ParsedCommand(TABLE, source, 1)
    m = _R10.match(source)
    if m:
        source = f"{m[1] or ''}{'NA' if m[4] == '1' else 'NC'}{m[2] or ''}"
    prefix, notation, modifier = _Parser(source, text).parse()
    count = max(1, prefix or 0)   # BCDice: [1, prefix.to_i].max, so NC and 0NC roll one die
    if count > MAX_DICE:
        raise MalformedCommandError("{command!r} rolls {count} dice; at most {most} (BCDice's limit)",
                                    command=text, count=count, most=MAX_DICE)
    echo = f"{'' if prefix is None else prefix}{notation}{_format_modifier(modifier)}"
    return ParsedCommand(ATTACK if notation.startswith("NA") else CHECK, echo, count, modifier)


_CACHE: dict[str, ParsedCommand] = {}
_CACHE_SIZE = 4096


def parse_command(text: str) -> ParsedCommand:
    """Parse a BCDice Nechronica command (case-insensitive); MalformedCommandError says why not."""
    try:
        return _CACHE[text]
    except (KeyError, TypeError):
        parsed = _parse(text)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[text] = parsed
    return parsed


# --- rolling --------------------------------------------------------------------------------

def _entered_dice(dice, parsed: ParsedCommand, sides: int = 10) -> list[int]:
    if not isinstance(dice, (list, tuple)):
        raise MalformedCommandError("dice must be a list of whole numbers, not {type}", type=type(dice).__name__)
    if len(dice) != parsed.dice_count:
        n = parsed.dice_count
        raise MalformedCommandError(
            "{command} rolls {dice} but {entered} entered", command=parsed.command,
            dice=Phrase("{count} die", count=n) if n == 1 else Phrase("{count} dice", count=n),
            entered=Phrase("{count} was", count=1) if len(dice) == 1 else Phrase("{count} were", count=len(dice)))
    for v in dice:
        if type(v) is not int or not (1 <= v <= sides or v == 0 and sides == 10):
            raise MalformedCommandError("die value {value!r} is not a whole number from 1 to {sides}",
                                        value=v, sides=sides)
    return [sides if v == 0 else v for v in dice]     # a d10's 0 is 10 (d10_zero_is_ten, as the session reads it)


def roll_dice(count: int, rng: random.Random) -> list[int]:
    """``count`` d10 from the RNG (one random() per die: the fastest unbiased-enough draw)."""
    r = rng.random
    return [int(r() * 10) + 1 for _ in range(count)]


def roll_command(text: str, dice: list[int] | None = None, rng: random.Random | DiceFeed | None = None) -> dict:
    """Roll (or judge hand-entered ``dice`` for) one command; a JSON-able dict of the result.

    ``dice`` are in the order rolled; BCDice prints them sorted, and so does ``text``."""
    parsed = parse_command(text)
    if isinstance(rng, DiceFeed):          # a free roll (vtt.core.free_roll): the session's feed, typed dice first
        rolled = rng.roll(parsed.dice_count, 10)
    elif dice is None:
        rolled = roll_dice(parsed.dice_count, rng if rng is not None else random.Random())
    else:
        rolled = _entered_dice(dice, parsed)
    if parsed.kind == TABLE:
        return _table_result(parsed, rolled[0])
    return _check_result(parsed, rolled)


def _table_result(parsed: ParsedCommand, value: int) -> dict:
    table = FETTER_TABLES[parsed.command]
    entry = table.entry(value)
    return {
        "command": parsed.command,
        "kind": TABLE,
        "dice": [value],
        "table": table.command,
        "table_name": table.name,
        "emotion": entry.emotion,
        "mad_effect": entry.mad_effect,
        "effect_text": entry.effect_text,
        "text": f"{table.name}({value}){SEP}{entry.bcdice_text}",
        "phrase": table_line(table.command, value),          # the same line in the reader's language
    }


def _check_result(parsed: ParsedCommand, rolled: list[int]) -> dict:
    modifier = parsed.modifier
    result = judge_check(rolled, modifier)
    outcome = result.outcome
    ordered = sorted(rolled)
    words = OUTCOME_TEXT[outcome]
    if result.parts_lost:
        words += SEP + BREAK_ALL_PARTS
    location = None
    bonus = 0
    if parsed.kind == ATTACK and result.succeeded:
        location = attack_location(result.total)
        words += SEP + LOCATION_TEXT[location]
        if outcome == CRITICAL:
            bonus = result.bonus_damage
            words += f"(追加ダメージ{bonus})"
    text = (f"({parsed.command}){SEP}[{','.join(map(str, ordered))}]{_format_modifier(modifier)}"
            f"{SEP}{result.total}[{','.join([str(d + modifier) for d in ordered])}]{SEP}{words}")
    return {
        "command": parsed.command,
        "kind": parsed.kind,
        "dice": rolled,
        "modifier": modifier,
        "total": result.total,
        "outcome": outcome,
        "location": location,
        "bonus_damage": bonus,
        "parts_lost": result.parts_lost,
        "text": text,
    }
