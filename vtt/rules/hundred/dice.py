"""Exploding pools of d6 and d10 (seed 003): "Dice that hit their max. number (6 for a d6 and 0 for a
d10) "explode" and are rolled again. Their new number is added to the max." A pool's result is its
highest die after explosions, minus penalties. A d10's "0" is read 10.

The dice syntax players type at `vtt roll --system hundred`:

    3d10+2d6          a pool: each die with its explosion chain, the highest total
    3d10+2d6-1        less a penalty (exhaustion)
    3d10+2d6 vs 2d10+1d6   a hit test: the second (a dodge) wins only when greater, or when the
                           first is 1 or less (a highest roll of 1 misses)

Dice are rolled (and entered by hand) d10s first, then d6s, each die followed by its explosions.
"""
from __future__ import annotations

import re

from vtt.core.dice import DiceFeed, feed_of
from vtt.core.errors import MalformedCommandError, Phrase
from vtt.core.i18n import N_
from vtt.rules.kit.texts import NO_DICE, refuse_no_dice

MAX_POOL = 30
MAX_EXPLOSIONS = 20          # a die that keeps hitting its maximum stops after this many extra rolls


def parse_pool(text) -> tuple[int, int]:
    """(d10, d6) of a pool written "3d10+2d6", "2d6", "1d10" (what a sheet's attribute or skill holds)."""
    if isinstance(text, int):
        return 0, text
    d10 = d6 = 0
    s = str(text).replace(" ", "").lower()
    if not s or s == "0":
        return 0, 0
    for part in s.split("+"):
        m = re.fullmatch(r"(\d*)d(6|10)", part)
        if not m:
            raise MalformedCommandError("not a pool: {text!r} (write it like 3d10+2d6)", text=str(text))
        n = int(m.group(1) or 1)
        if m.group(2) == "10":
            d10 += n
        else:
            d6 += n
    if d10 + d6 > MAX_POOL:
        raise MalformedCommandError("at most {max} dice in a pool", max=MAX_POOL)
    return d10, d6


def pool_text(d10: int, d6: int) -> str:
    parts = ([f"{d10}d10"] if d10 else []) + ([f"{d6}d6"] if d6 else [])
    return "+".join(parts) or "0"


def roll_die(feed: DiceFeed, sides: int) -> list[int]:
    """One die and its explosions: [10, 10, 3] is a d10 that exploded twice (total 23)."""
    chain = feed.roll(1, sides)
    while chain[-1] == sides and len(chain) <= MAX_EXPLOSIONS:
        chain += feed.roll(1, sides)
    return chain


def roll_pool(feed: DiceFeed, d10: int, d6: int, penalty: int = 0) -> dict:
    """Roll a pool through the feed: {"chains": [[sides, v, ...], ...] per die, "highest", "penalty", "result"}.
    ``result`` = the highest die total − penalty, never below 0 (no dice: 0)."""
    chains = [[10] + roll_die(feed, 10) for _ in range(max(0, d10))] + \
             [[6] + roll_die(feed, 6) for _ in range(max(0, d6))]
    highest = max((sum(c[1:]) for c in chains), default=0)
    return {"pool": pool_text(d10, d6), "chains": chains, "highest": highest, "penalty": penalty,
            "result": max(0, highest - penalty)}


def chains_text(roll: dict) -> str:
    """[7, 10+4, 2] — an exploded die written as its chain."""
    return "[" + ", ".join("+".join(map(str, c[1:])) for c in roll["chains"]) + "]" if roll["chains"] else "[no dice]"


def _chains(roll: dict):
    """chains_text in a roll's sentence: no dice told in the sentence's language."""
    return chains_text(roll) if roll["chains"] else NO_DICE


# the syntax's expressions, compiled on the first roll (re's cache), not at import: the window imports this module
# before its first paint, which rolls nothing (docs/gui.md, "The ninth round")
_POOL = r"((?:\d*[dD](?:6|10))(?:\s*\+\s*\d*[dD](?:6|10))*)\s*(-\s*\d+)?"
_SINGLE = rf"^\s*{_POOL}\s*$"
_VERSUS = rf"^\s*{_POOL}\s*(?:vs|VS|v)\s*{_POOL}\s*$"


def roll_command(expression: str, dice=None, rng=None) -> dict:
    """One roll in the syntax above; ``dice``: hand-rolled values (each die then its explosions)."""
    feed = feed_of(rng, dice, zero_is_ten=True)   # a d10's 0 is 10; a free roll: the session's feed
    own = feed is not rng            # (the session's feed may hold dice typed ahead for later rolls)
    m = re.match(_SINGLE, expression or "")
    if m:
        d10, d6 = parse_pool(m.group(1))
        refuse_no_dice(d10 + d6, expression)
        r = roll_pool(feed, d10, d6, int(m.group(2).replace(" ", "")[1:]) if m.group(2) else 0)
        if own:
            _all_used(feed)
        pen = f" − {r['penalty']}" if r["penalty"] else ""
        said = Phrase("{expression} → {chains} highest {highest}{penalty} = {result}", expression=expression.strip(),
                      chains=_chains(r), highest=r["highest"], penalty=pen, result=r["result"])
        return {"command": expression, **r, "text": str(said), "phrase": said}
    m = re.match(_VERSUS, expression or "")
    if m:
        a10, a6 = parse_pool(m.group(1))
        b10, b6 = parse_pool(m.group(3))
        refuse_no_dice(min(a10 + a6, b10 + b6), expression)
        a = roll_pool(feed, a10, a6, int(m.group(2).replace(" ", "")[1:]) if m.group(2) else 0)
        b = roll_pool(feed, b10, b6, int(m.group(4).replace(" ", "")[1:]) if m.group(4) else 0)
        if own:
            _all_used(feed)
        # a hit test: "The attacker could still miss the attack by having a highest roll of 1"
        second = b["result"] > a["result"] or a["result"] <= 1
        said = Phrase(N_("{expression} → {a_chains} {a} vs {b_chains} {b}: the second wins") if second else
                      N_("{expression} → {a_chains} {a} vs {b_chains} {b}: the first wins (a tie goes to the first)"),
                      expression=expression.strip(), a_chains=_chains(a), a=a["result"], b_chains=_chains(b),
                      b=b["result"])
        return {"command": expression, "first": a, "second": b, "winner": "second" if second else "first",
                "text": str(said), "phrase": said}
    raise MalformedCommandError("not a dice command: {expression!r} (try 3d10+2d6, 2d6-1 or 3d10+2d6 vs 2d10+1d6)",
                                expression=expression)


def _all_used(feed: DiceFeed) -> None:
    if feed.unused:
        raise MalformedCommandError("{count} die value(s) given were not needed: {dice}", count=len(feed.unused),
                                    dice=str(feed.unused))
