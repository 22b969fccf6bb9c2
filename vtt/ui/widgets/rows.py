"""Rows of participants (their dice, their cards) laid out to fit a widget without scrolling: as tall as
they may be, and in more columns rather than shorter than legible."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF


def row_cells(n: int, width: float, height: float, tallest: float, lowest: float) -> list[QRectF]:
    """Where each of ``n`` rows goes: at most ``tallest`` high, in as few columns (filled top to
    bottom) as keep every row at least ``lowest`` high in ``height``; a height of 0 or less (not laid
    out yet) gives one column of rows ``tallest`` high."""
    if n <= 0:
        return []
    cols = 1
    if height > 0:
        while cols < n and height / math.ceil(n / cols) < lowest:
            cols += 1
    per = math.ceil(n / cols)
    h = min(tallest, height / per) if height > 0 else tallest
    w = width / cols
    return [QRectF((i // per) * w, (i % per) * h, w, h) for i in range(n)]
