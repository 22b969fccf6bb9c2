"""A card per participant for the table view, read from across the room: her portrait (where the view gives
one), the name, the conditions in words, and each damage track apart as its rules read it (its name, its
number, a box per segment; the rules' own glyphs where they have a notation: hundred's O / X). Every
participant the viewer sees fits the widget (in more columns rather than off its edge), never behind a
scroll bar; where the columns it takes are too narrow for its words, the whole picture is drawn smaller (down to
half) before a word is cut ("Physical Harm", not "Ph…", at a large scale on a short screen)."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from vtt.core.battle_pictures import PORTRAITS
from vtt.core.errors import Term
from vtt.core.ruleset import TABLE_VIEWER, Viewer
from vtt.ui.theme import DARK, fill, font
from vtt.ui.widgets.rows import draw_fitted, rounded
from vtt.ui.widgets.scaled_view import ScaledView
from vtt.ui.widgets.segment_tracks import STATE_COLORS
from vtt.ui.widgets.zone_map import OUT_STATES, side_colors

#: pixel sizes at scale 1 (the table view's scale is 1 at 1920×1080): a name, a condition, a track's
#: name and number, a box's glyph. The table view's tests hold names to 28 px and glyphs to 20 px.
NAME_PX, CONDITION_PX, TRACK_PX, GLYPH_PX = 30.0, 24.0, 22.0, 22.0
PAD = 8.0
SHRINK_STEP, SHRINK_FLOOR = 0.92, 0.5   # drawn smaller in these steps, down to this share, before a word is cut


class ParticipantCards(ScaledView):
    def __init__(self, controller, viewer: Viewer = TABLE_VIEWER, parent=None):
        super().__init__(controller, viewer, parent)
        self.theme = DARK
        self.setMinimumSize(200, 120)
        self.shrink = 1.0                 # how much smaller than ``scale`` the cards are drawn now, to fit
        self.drawn: list[tuple[str, str]] = []     # at the last paint: each text and what of it was shown

    def sizeHint(self) -> QSize:
        return QSize(560, 700)

    # -- geometry ---------------------------------------------------------------------------------
    def px(self, base: float) -> float:
        return base * self.scale * self.shrink

    def row_h(self) -> float:
        return self.px(GLYPH_PX) + self.px(10)

    @staticmethod
    def tracks(token) -> list:
        """The tracks a card writes: those she has (no "Aura 0/0" for a foe without Aura)."""
        return [t for t in token.tracks if t.segments or t.reading()[1]]

    def card_height(self, token) -> float:
        return 2 * PAD + self.px(NAME_PX) * 1.3 + len(self.tracks(token)) * self.row_h()

    def card_rects(self) -> dict[str, QRectF]:
        """Where each participant's card goes: in as few columns as let every card fit the height, drawn as
        much smaller (``shrink``) as lets every card's words fit its column whole."""
        self.shrink = 1.0
        while True:
            rects = self._columns()
            if self.shrink <= SHRINK_FLOOR or all(self.fits(t, rects[t.id]) for t in self.view.tokens):
                return rects
            self.shrink = max(SHRINK_FLOOR, self.shrink * SHRINK_STEP)

    def fits(self, t, r: QRectF) -> bool:
        """Whether ``t``'s card has the room for its name, its conditions and each track's name whole in ``r``."""
        w = r.width() - 2 * PAD - 6 * self.scale
        if self.view.extra.get(PORTRAITS, {}).get(t.id) is not None:
            w -= min(r.height() - 2 * PAD, w * 0.3) + PAD
        name = QFontMetricsF(font(self.px(NAME_PX) * 0.94, True)).horizontalAdvance("▶ " + self.controller.token_name(t))
        conditions = ", ".join(self.conditions(t))
        if conditions:
            said = QFontMetricsF(font(self.px(CONDITION_PX) * 0.84, True)).horizontalAdvance(conditions)
            if name > w * 0.55 or name + self.px(12) + said > w:
                return False
        elif name > w:
            return False
        tracks = self.tracks(t)
        needed = self._label_room(tracks)
        return all(needed <= self._spare(tr, w) for tr in tracks)

    def _label_room(self, tracks) -> float:
        """The width the longest of ``tracks``' names needs (at the smallest size it is drawn)."""
        metrics = QFontMetricsF(font(self.px(TRACK_PX) * 0.9, False, round(self.px(TRACK_PX) * 0.9)))  # (_track's floor)
        return max((metrics.horizontalAdvance(self.controller.text(tr.name)) for tr in tracks), default=0.0) + 8

    def _number_width(self, tr) -> float:
        number = "" if tr.notation is not None else tr.number()
        if not number:
            return 0.0
        return max(self.px(TRACK_PX) * 3.2,
                   QFontMetricsF(font(self.px(TRACK_PX), True)).horizontalAdvance(number) + self.px(4))

    def _spare(self, tr, width: float) -> float:
        """What a row ``width`` wide leaves a track's name beside its number and boxes (each box at least half
        its height wide)."""
        box_h = self.px(GLYPH_PX) + self.px(4)
        return width - self._number_width(tr) - 6 - max(1, len(tr.segments)) * box_h * 0.5

    def _columns(self) -> dict[str, QRectF]:
        tokens = list(self.view.tokens)
        if not tokens:
            return {}
        gap = self.px(6)
        for cols in range(1, len(tokens) + 1):
            per = math.ceil(len(tokens) / cols)
            columns = [tokens[i * per:(i + 1) * per] for i in range(cols)]
            tallest = max(sum(self.card_height(t) + gap for t in col) for col in columns)
            if tallest <= self.height() or cols == len(tokens):
                break
        width = (self.width() - gap * (cols - 1)) / cols
        out = {}
        for c, col in enumerate(columns):
            y = 0.0
            for t in col:
                h = self.card_height(t)
                out[t.id] = QRectF(c * (width + gap), y, width, h)
                y += h + gap
        return out

    def conditions(self, token) -> list[str]:
        """The token's conditions in words (vanquished, restrained, hidden, unconscious…)."""
        return [self.controller.text(Term("status", w, w)) for w in token.status if w != "acting"]

    # -- painting -------------------------------------------------------------------------------------
    def paintEvent(self, _e):
        th = self.theme
        self.drawn = []
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, self.rect(), th.panel)
        colors = side_colors(self.view, th)
        acting = self.view.acting()
        rects = self.card_rects()
        for t in self.view.tokens:
            r = rects.get(t.id)
            if r is not None:
                self._card(p, t, r, colors.get(t.side, th.text), t.id in acting)
        p.end()

    def _card(self, p: QPainter, t, r: QRectF, color: QColor, acting: bool) -> None:
        th = self.theme
        out = bool(OUT_STATES & set(t.status))
        rounded(p, r, 8, th.current_row if acting else th.background,
                QPen(th.highlight if acting else th.area_border, 3 if acting else 1))
        fill(p, QRectF(r.left(), r.top() + 4, 6 * self.scale, r.height() - 8), th.out if out else color)
        x, y, w = r.left() + PAD + 6 * self.scale, r.top() + PAD, r.width() - 2 * PAD - 6 * self.scale
        portrait = self.view.extra.get(PORTRAITS, {}).get(t.id)
        if portrait is not None:                      # her portrait at the card's left, as tall as the card
            side = min(r.height() - 2 * PAD, w * 0.3)
            paint_portrait_box(p, portrait, QRectF(x, y, side, side), th.out if out else None, self.devicePixelRatioF())
            x, w = x + side + PAD, w - side - PAD
        name_h = self.px(NAME_PX) * 1.3
        name = ("▶ " if acting else "") + self.controller.token_name(t)
        conditions = ", ".join(self.conditions(t))
        shown = draw_fitted(p, QRectF(x, y, w, name_h), name, self.px(NAME_PX), th.muted if out else color,
                            width=w * (0.55 if conditions else 1.0), floor=0.94)
        self.drawn.append((name, shown))
        if conditions:                                # at the right of the name, in words
            name_w = p.fontMetrics().horizontalAdvance(shown) + self.px(12)
            shown = draw_fitted(p, QRectF(x + name_w, y, w - name_w, name_h), conditions, self.px(CONDITION_PX),
                                QColor("#ffb3ad") if out else th.highlight,
                                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, floor=0.84)
            self.drawn.append((conditions, shown))
        y += name_h
        tracks = self.tracks(t)
        # the tracks' names as wide as the longest needs (a third of the row beside a portrait cut "Physical
        # Ha…"), the boxes of every track starting at one line
        needed = self._label_room(tracks)
        for tr in tracks:
            self._track(p, tr, QRectF(x, y, w, self.row_h()), needed)
            y += self.row_h()

    def _track(self, p: QPainter, tr, r: QRectF, needed: float = 0.0) -> None:
        """A track's name, its number as the rules read it, and a box per segment (with the rules' glyph
        when they write the track in one)."""
        th = self.theme
        name = self.controller.text(tr.name)
        number = "" if tr.notation is not None else tr.number()
        number_font = font(self.px(TRACK_PX), True)
        number_w = self._number_width(tr)
        box_h = self.px(GLYPH_PX) + self.px(4)
        # the name as wide as ``needed``, as long as every box keeps at least half its height of width
        label_w = max(r.width() * 0.34, min(needed, self._spare(tr, r.width())))
        shown = draw_fitted(p, QRectF(r.left(), r.top(), label_w, r.height()), name, self.px(TRACK_PX), th.muted,
                            width=label_w - 4, bold=False, floor=0.9)
        self.drawn.append((name, shown))
        if number:
            p.setFont(number_font)
            p.setPen(th.text)
            p.drawText(QRectF(r.right() - number_w, r.top(), number_w, r.height()),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, number)
        x0, room = r.left() + label_w, r.width() - label_w - number_w - 6
        n = max(1, len(tr.segments))
        step = min(box_h * (1.2 if tr.notation is not None else 1.6), room / n)
        glyphs = tr.notation is not None
        for i, seg in enumerate(tr.segments):
            box = QRectF(x0 + i * step, r.center().y() - box_h / 2, max(2.0, step - 3), box_h)
            rounded(p, box, 3, STATE_COLORS.get(seg.state, STATE_COLORS["damaged"]), QPen(th.area_border, 1))
            if glyphs:
                p.setFont(font(self.px(GLYPH_PX), True))
                p.setPen(QColor("#111111"))
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.controller.text(seg.label))

    # -- what the tests measure ----------------------------------------------------------------------
    def sizes(self) -> dict[str, float]:
        """The pixel sizes drawn now: a name's, a condition's, a track's, a glyph's and a box's height."""
        return {"name": font(self.px(NAME_PX)).pixelSize(), "condition": font(self.px(CONDITION_PX)).pixelSize(),
                "track": font(self.px(TRACK_PX)).pixelSize(), "glyph": font(self.px(GLYPH_PX)).pixelSize(),
                "box": self.px(GLYPH_PX) + self.px(4)}


def paint_portrait_box(p: QPainter, portrait, box: QRectF, veil: QColor | None = None, ratio: float = 1.0) -> None:
    """``portrait`` cut to the square ``box`` (a card's; a placeholder where its picture is missing), greyed
    under ``veil`` (she is out of the fight). (No frame: an antialiased one around a scaled picture cost ~2 ms a
    card at every repaint, benchmarks/bench_pictures.py.)"""
    from vtt.ui.images import portrait_or_placeholder
    image, _why = portrait_or_placeholder(portrait, max(8, round(box.width() * ratio)))
    p.drawImage(box, image)
    if veil is not None:
        fill(p, box, QColor(veil.red(), veil.green(), veil.blue(), 170))
