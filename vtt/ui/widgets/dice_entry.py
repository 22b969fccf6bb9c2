"""Physical dice typed by the GM: parsed here, attached to the next command that rolls (any ruleset)."""
from __future__ import annotations

import re


class NotDiceError(ValueError):
    """The physical dice field holds something that is not die values (a letter typed by mistake)."""

    def __init__(self, text: str):
        super().__init__(text)
        self.text = text


def parse_dice(text: str) -> list[int] | None:
    """'7 3' or '7,3' → [7, 3]; empty → None (the computer rolls); anything else (a stray "u") raises
    NotDiceError: it is refused loudly, never silently ignored while the computer rolls."""
    text = (text or "").strip()
    if not text:
        return None
    if not re.fullmatch(r"\d+([\s,、，]+\d+)*", text):
        raise NotDiceError(text)
    return [int(n) for n in re.findall(r"\d+", text)]
