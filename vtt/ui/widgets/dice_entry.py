"""Physical dice typed by the GM: parsed here, attached to the next command that rolls (any ruleset), and told:
which roll each typed value feeds next, and what does not fit (vtt.core.rolls)."""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from vtt.core.dice import SKIP
from vtt.core.rolls import NAMED, Share, Upcoming
from vtt.ui.i18n import listed

#: a typed "-" (or a full-width one): the computer rolls that whole roll
_SKIPS = ("-", "－")
_TOKENS = re.compile(r"\d+|[-－]")
#: the rolls the dice box names at most beyond those typed for (a deal names everyone's cards)
SHOWN = 4


class NotDiceError(ValueError):
    """The physical dice field holds something that is not die values (a letter typed by mistake)."""

    def __init__(self, text: str):
        super().__init__(text)
        self.text = text


def parse_dice(text: str) -> list | None:
    """'7 3' or '7,3' → [7, 3]; '- 9 8' → [SKIP, 9, 8] (a "-": the computer rolls that roll); empty → None (the
    computer rolls); anything else (a stray "u") raises NotDiceError: it is refused loudly, never silently
    ignored while the computer rolls."""
    text = (text or "").strip()
    if not text:
        return None
    if not re.fullmatch(r"(\d{1,9}|[-－])([\s,、，]+(\d{1,9}|[-－]))*", text):     # (no number Python cannot read)
        raise NotDiceError(text)
    return [SKIP if t in _SKIPS else int(t) for t in _TOKENS.findall(text)]


def dice_text(values) -> str:
    """Typed values as the field writes them ("9 8 -")."""
    return " ".join("-" if v is SKIP else str(v) for v in values)


def roll_text(controller, roll) -> str:
    """"Rowan's dodge 2d10+3d6", "Rowan draws 3 card(s)", "poison 3d6": whose, what for, which dice."""
    translate = QCoreApplication.translate
    who = None if roll.who is None else controller.name_of(roll.who)
    what = controller.text(roll.what) if roll.what is not None else translate("DiceEntry", "roll")
    if roll.cards:
        if who is None:
            return translate("DiceEntry", "{0} card(s) drawn").format(roll.cards)
        return translate("DiceEntry", "{0} draws {1} card(s)").format(who, roll.cards)
    if who is None:
        return f"{what} {roll.expression()}"
    return translate("DiceEntry", "{0}'s {1} {2}").format(who, what, roll.expression())


def _share_text(controller, share: Share) -> str:
    """What the typed values give one roll: "← 9 8 6", "← the computer", "← 6 5 + 1 more"."""
    translate = QCoreApplication.translate
    if share.computer:
        return translate("DiceEntry", "{0} ← the computer").format(roll_text(controller, share.roll))
    if not share.values:
        return roll_text(controller, share.roll)
    typed = dice_text(share.values)
    if share.missing:
        typed = translate("DiceEntry", "{0} + {1} more").format(typed, share.missing)
    return translate("DiceEntry", "{0} ← {1}").format(roll_text(controller, share.roll), typed)


def upcoming_text(controller, upcoming: list[Upcoming], shares: list[Share] | None = None) -> str:
    """"Next: Marsh Raider 1's attack 2d10+1d6, then Rowan's dodge 3d6 (if Dodge)", each roll with the typed
    values it takes (``shares``, in the same order)."""
    translate = QCoreApplication.translate
    if not upcoming:
        return translate("DiceEntry", "The next command rolls nothing: dice typed wait for a later roll.")
    parts = []
    for i, up in enumerate(upcoming):
        text = (_share_text(controller, shares[i]) if shares is not None and i < len(shares)
                else roll_text(controller, up.roll))
        if up.only:
            # (each name once: the GM's roll of every Effort and Kenshi's own are both told "Roll")
            names = listed([*dict.fromkeys(controller.command_text(c) for c in up.only[:NAMED]),
                            *(["…"] if len(up.only) > NAMED else [])])
            text = translate("DiceEntry", "{0} (if {1})").format(text, names)
        parts.append(text)
    shown = max(SHOWN, 1 + sum(1 for s in shares or () if s.typed))
    out = parts[0]
    for p in parts[1:shown]:
        out = translate("DiceEntry", "{0}, then {1}").format(out, p)
    if len(parts) > shown:
        out = translate("DiceEntry", "{0}, and {1} more").format(out, len(parts) - shown)
    return translate("DiceEntry", "Next: {0}").format(out)


def problems(controller, shares: list[Share], left: list) -> list[str]:
    """What does not fit, one sentence each: a value no die of its roll shows, a roll typed in part, more
    values than the rolls take."""
    translate = QCoreApplication.translate
    out = []
    for share in shares:
        roll = roll_text(controller, share.roll)
        for value, sides in share.wrong:
            die = translate("DiceEntry", "a card") if sides == 0 else f"d{sides}"
            out.append(translate("DiceEntry", "{0} cannot be a {1}: {2}").format(value, die, roll))
        if share.missing:
            out.append(translate("DiceEntry", "{0} needs {1} more: type all its dice, or - for the computer to roll it")
                       .format(roll, share.missing))
    if left:
        out.append(translate("DiceEntry", "{0} more than the next rolls take ({1}): they wait for a later roll")
                   .format(len(left), dice_text(left)))
    return out
