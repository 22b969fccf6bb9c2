"""Colours and fonts shared by the battle views (area map, count track, table view)."""
from __future__ import annotations

import math
from collections import namedtuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

FONT_FAMILIES = ["Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic UI", "Meiryo", "sans-serif"]


# The window's type scale: text up to 24 px is drawn at an even size (8, 10, 12 — the body, the app's own —,
# 14, 16, 18 — a heading — … 24), the one below the size asked, so what was fitted still fits. Each size and weight
# costs Qt a font engine (~2-4 M instructions, fontconfig's substitution included) when first drawn: the map's,
# the sheet's and the docks' text scaled to their room asked for 16 at the first paint (docs/gui.md, "The eighth
# round (first paint)"). Larger text (the table view on a TV, a name measured at 100 px) is as asked.
SMALL_PX, BODY_PX, HEADING_PX = 10, 12, 18
SCALED_UP_TO = 24


def type_size(pixel_size: float) -> int:
    """The pixel size ``font`` draws ``pixel_size`` at: on the type scale up to SCALED_UP_TO (an even size, not
    above the one asked; 8 and below as asked), larger sizes rounded."""
    px = max(1, round(pixel_size))
    return px - px % 2 if 8 < px <= SCALED_UP_TO else px


def font(pixel_size: float, bold: bool = False, least: int = 0) -> QFont:
    """A CJK-capable font at a pixel height on the type scale (``type_size``; scene units inside a
    QGraphicsScene), or at ``least`` where the scale's step is under it (a floor that keeps text legible)."""
    f = QFont()
    f.setFamilies(FONT_FAMILIES)
    f.setPixelSize(max(least, type_size(pixel_size)))
    f.setBold(bold)
    return f


def floor_size(pixel_size: float, floor: float) -> int:
    """The least pixel size ``fitted`` draws ``pixel_size`` at: ``floor`` of it, a step down the type scale for
    the window's text (up to a heading: 18 px × 0.7 at 12, not 13 px — a size of its own is a font engine of its
    own at the first paint), as asked for larger text (the table view's, read from across the room)."""
    return type_size(pixel_size * floor) if pixel_size <= HEADING_PX else max(1, round(pixel_size * floor))


# fitted's fonts, their metrics and the texts' widths in them, kept: the map's roster, the hands panel and the range
# table fit the same names at each paint, at the same few sizes (a font and its metrics made and a name shaped each
# time: ~0.1 M instructions a name). A font handed out is shared: it is set on painters, never changed.
_FONTS: dict = {}           # (pixel size, bold) -> (the font, its metrics)
_ADVANCES: dict = {}        # (pixel size, bold, text) -> its width


def _kept_font(pixel_size: int, bold: bool) -> tuple:
    kept = _FONTS.get((pixel_size, bold))
    if kept is None:
        f = font(pixel_size, bold)
        kept = _FONTS[(pixel_size, bold)] = (f, QFontMetricsF(f))
    return kept


def _advance(text: str, pixel_size: int, bold: bool, metrics) -> float:
    key = (pixel_size, bold, text)
    advance = _ADVANCES.get(key)
    if advance is None:
        if len(_ADVANCES) >= 4096:
            _ADVANCES.clear()
        advance = _ADVANCES[key] = metrics.horizontalAdvance(text)
    return advance


def fitted(text: str, pixel_size: float, width: float, bold: bool = True, floor: float = 0.7) -> tuple[QFont, str]:
    """The font and text that fit ``width``: a long text is drawn smaller (down to ``floor`` of its
    size) before it is cut with "…" (ソルジャー whole, not ソルジ…); a number it ends with stays, so copies
    are told apart ("Cinder h… 2", not "Cinder houn…")."""
    size = type_size(pixel_size)
    f, metrics = _kept_font(size, bold)
    advance = _advance(text, size, bold, metrics)
    if 0 < advance <= width:          # (as it is: elidedText would give it back, after shaping it once more)
        return f, text
    if advance > width > 0:
        least = floor_size(pixel_size, floor)
        f = font(max(least, math.floor(f.pixelSize() * width / advance)), bold, least)
        metrics = QFontMetricsF(f)
        # a size in proportion may still be a little too wide (a font's advances do not scale exactly): a step of
        # the scale smaller at a time, down to the floor, before a word is cut
        while metrics.horizontalAdvance(text) > width and f.pixelSize() > least:
            f = font(f.pixelSize() - 1, bold, least)
            metrics = QFontMetricsF(f)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    if shown != text:
        head = text.rstrip("0123456789")
        if head != text and head.strip():
            tail = text[len(head):]
            kept = metrics.elidedText(head.rstrip(), Qt.TextElideMode.ElideRight,
                                      width - metrics.horizontalAdvance(" " + tail))
            shown = kept + (" " if head != head.rstrip() else "") + tail
    return f, shown



def wrapped(text: str, pixel_size: float, width: float, bold: bool = True, floor: float = 0.7) -> tuple[QFont, list[str]]:
    """The font and lines that show ``text`` in ``width``: on one line as ``fitted`` draws it where that keeps
    it whole, else broken at its spaces into as few lines as each fit whole (at ``floor`` of its size at the
    least), two as even as they can be ("Broken shrine" / "· cover"), all in the font of the smallest (a word too
    long for the width alone is cut with "…")."""
    f, shown = fitted(text, pixel_size, width, bold, floor)
    if shown == text or " " not in text:
        return f, [shown]
    # (measured at the size fitted draws a line at, its floor: the type scale's step below it was smaller, and a
    # line measured to fit there was cut: "Ruins · cov…")
    least = floor_size(pixel_size, floor)
    advance = QFontMetricsF(font(least, bold, least)).horizontalAdvance
    lines: list[str] = []
    for word in text.split(" "):
        if lines and advance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) == 2:
        spaces = [i for i, ch in enumerate(text) if ch == " "]
        at = min(spaces, key=lambda i: max(advance(text[:i]), advance(text[i + 1:])))
        lines = [text[:at], text[at + 1:]]
    told = [fitted(line, pixel_size, width, bold, floor) for line in lines]
    return min((f for f, _ in told), key=lambda f: f.pixelSize()), [line for _, line in told]


def fill(p, rect, color: QColor) -> None:
    """``p.fillRect(rect, color)``, the same pixels, without PySide building QGradient's type and enums (~12 M
    instructions at start-up): its fillRect weighs an overload that takes a QGradient.Preset (a
    QBrush(colour) made in Python does too; a brush's colour can be given as it is)."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRect(rect)
    p.restore()


REFUSAL_BORDER, REFUSAL_FILL, REFUSAL_TEXT = "#ffb3ad", (120, 24, 20, 235), "#ffffff"


def refusal_height(text: str, width: float, pixel_size: float) -> float:
    """How tall a refused gesture's reason stands in a box ``width`` wide (``draw_refusal``: wrapped, with its
    margins)."""
    metrics = QFontMetricsF(font(pixel_size, True))
    return metrics.boundingRect(QRectF(0, 0, width - 16, 1000), int(Qt.TextFlag.TextWordWrap),
                                "✖ " + text).height() + 12


def draw_refusal(p, box: QRectF, text: str, pixel_size: float) -> None:
    """A refused gesture's reason in a red box (under the map's marker, the ladder's entry it concerns)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(REFUSAL_BORDER), 1.5))
    p.setBrush(QColor(*REFUSAL_FILL))
    p.drawRoundedRect(box, 6, 6)
    p.setPen(QColor(REFUSAL_TEXT))
    p.setFont(font(pixel_size, True))
    p.drawText(box.adjusted(8, 6, -8, -6), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), "✖ " + text)
    p.restore()


class SaysRefusals:
    """A widget's refused gesture, said at what it concerns (``refusal``: (who, why)) until something is done:
    the zone map's marker, the ladder's entry. (A mixin for a QWidget: ``update`` is the widget's.)"""

    refusal: tuple[str, str] | None = None

    def show_refusal(self, who: str, text: str) -> None:
        self.refusal = (who, text)
        self.update()

    def clear_refusal(self) -> None:
        if self.refusal is not None:
            self.refusal = None
            self.update()


# (collections' namedtuple, not typing's NamedTuple: a window module that names typing after PySide is imported has
# PySide's import check read typing.py's source, ~2 M instructions at the first paint; docs/gui.md, "The eleventh
# round (first paint: hundred)")
class Theme(namedtuple("Theme", (
        "name",
        "background", "panel", "text", "muted",                     # QColor each
        "area_fills",                                               # QColors: 奈落 … 楽園, enemy end first
        "area_border", "doll", "enemy", "out", "ring_intact", "ring_damaged",
        "highlight",                                                # selection, "may act now"
        "reachable",                                                # areas a dragged marker may be dropped on
        "current_row", "negative", "banner", "banner_text"))):
    __slots__ = ()


DARK = Theme(
    name="dark",
    background=QColor("#15131a"), panel=QColor("#221f29"), text=QColor("#f2eee6"), muted=QColor("#b9b2a6"),
    area_fills=(QColor("#2a1418"), QColor("#321d1c"), QColor("#2b2730"), QColor("#1d2b25"), QColor("#1b2533")),
    area_border=QColor("#5b5560"),
    doll=QColor("#7fb7e6"), enemy=QColor("#e0675f"), out=QColor("#6d6a70"),
    ring_intact=QColor("#8fd18a"), ring_damaged=QColor("#c23b32"),
    highlight=QColor("#ffd24a"), reachable=QColor("#3f8f55"),
    current_row=QColor("#5a4a17"), negative=QColor("#3a1820"),
    banner=QColor("#3b2f10"), banner_text=QColor("#ffe8a0"),
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    background=QColor("#000000"), panel=QColor("#000000"), text=QColor("#ffffff"), muted=QColor("#ffffff"),
    area_fills=(QColor("#000000"), QColor("#0d0d0d"), QColor("#000000"), QColor("#0d0d0d"), QColor("#000000")),
    area_border=QColor("#ffffff"),
    doll=QColor("#00e5ff"), enemy=QColor("#ff3b3b"), out=QColor("#808080"),
    ring_intact=QColor("#00ff66"), ring_damaged=QColor("#ff0000"),
    highlight=QColor("#ffff00"), reachable=QColor("#00a040"),
    current_row=QColor("#505000"), negative=QColor("#400010"),
    banner=QColor("#ffff00"), banner_text=QColor("#000000"),
)

THEMES = (DARK, HIGH_CONTRAST)


def side_color(theme: Theme, side: str) -> QColor:
    return theme.doll if side == "dolls" else theme.enemy
