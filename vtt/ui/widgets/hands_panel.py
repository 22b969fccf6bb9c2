"""Hands of cards (a ruleset's ``view.extra``: ``hands`` who -> the cards this viewer may see,
``hand_sizes`` who -> how many, ``laid`` who -> the card laid face down, None when hidden): a row per
participant, the cards it may see face up and the others as backs, so the table view shows backs only.

On the GM's panel a click on a card picks it (raised, outlined) and a second click on it sends the
participant's legal command that plays that card (lays it face down), so a stray click lays nothing; a
card dragged onto another participant's row sends the legal command that gives it to them. A gesture
the rules refuse says why and changes nothing. The rows fit the panel: in more columns rather than
lower than legible, never behind a scroll bar."""
from __future__ import annotations

from operator import attrgetter

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from vtt.core import records, ruleset
from vtt.ui import i18n, theme
from vtt.ui.widgets import battle_controller, rows, zone_map

Command = records.Command
GM_VIEWER, Viewer = ruleset.GM_VIEWER, ruleset.Viewer
current_language = i18n.current_language
DARK, fill, font = theme.DARK, theme.fill, theme.font
follow = battle_controller.follow
KeptPicture, draw_fitted, fitting_scale, rounded = rows.KeptPicture, rows.draw_fitted, rows.fitting_scale, rows.rounded
row_cells = rows.row_cells

ROW_H = 54.0
LOWEST_ROW = 34.0       # a row is never drawn lower than this (times the scale): more columns instead
NAME_W = 120.0
CARD_W = 40.0           # a card's width (times the scale)
CAPTION_PX = 13.0       # the "laid" caption beside its card's place (times the scale): 13 px on the GM's panel,
#                         27 on the table view's
CARD_KEYS = ("card",)
#: what a row shows of a token: her name, her label (told in the interface language) and her side (its colour)
_SHOWN = attrgetter("name", "label", "side")


def card_commands(commands, card: int, others: set[str]) -> tuple[list[Command], list[Command]]:
    """Of ``commands``, those that play ``card`` (no other participant named) and those that pass it
    on to one of ``others`` (a parameter naming them)."""
    play, give = [], []
    for c in commands:
        if c.params.get("card") != card:
            continue
        named = {v for k, v in c.params.items() if k != "card" and isinstance(v, str) and v in others}
        (give if named else play).append(c)
    return play, give


class HandsPanel(KeptPicture, QWidget):
    theme = DARK                              # the table view's (its T key sets it and updates)

    def __init__(self, controller, viewer: Viewer = GM_VIEWER, read_only: bool = False, parent=None):
        super().__init__(parent)
        self._shows: tuple | None = None      # what was drawn last (a change elsewhere redraws nothing)
        self._told: tuple | None = None       # (a view, what its tokens show, who acts in it): _tokens_shown
        self._row_count = 0
        self._rows: tuple | None = None       # (the view, who has a row in it): rows
        self._laid_w: tuple | None = None     # (the caption's size and language, the laid card's column): laid_w
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)      # it fills itself
        self.picked: tuple[str, int] | None = None     # (who, card) raised by a first click
        follow(self, controller, viewer, read_only, self._on_changed)
        self.asked_scale = 1.0      # the table view draws it larger on a big screen (set_scale)
        self._fit: tuple | None = None  # (what the scale drawn at was found for, that scale): scale
        self._drag: tuple[str, int] | None = None
        self._drag_pos: QPointF | None = None
        self._press: QPointF | None = None
        self.setMinimumHeight(int(LOWEST_ROW))

    @property
    def scale(self) -> float:
        """The scale the rows are drawn at: the one asked (set_scale), or smaller while the columns the panel's
        height needs are too narrow for a name, the word "laid", its card and a card of the hand (the table view
        at 150 %: each name was drawn over the next column's 伏せ札)."""
        n, w, h = len(self.rows()), self.width(), self.height()
        key = (n, w, h, self.asked_scale, current_language())
        if self._fit is not None and self._fit[0] == key:
            return self._fit[1]
        words = self.tr("laid")

        def needed(s: float, cell: QRectF) -> float:         # (the caption is drawn at most a third of the row)
            caption = QFontMetricsF(font(min(CAPTION_PX * s, cell.height() * 0.34))).horizontalAdvance(words)
            return NAME_W * s + caption + 8 + CARD_W * s + 12 + CARD_W * s
        s = fitting_scale(n, w, h, self.asked_scale, ROW_H, LOWEST_ROW, needed, least=0.5, step=0.9)
        self._fit = (key, s)
        return s

    row_h = property(lambda self: self.cells()[0].height() if self.rows() else ROW_H * self.scale)
    name_w = property(lambda self: NAME_W * self.scale)

    @property
    def caption_px(self) -> float:
        return min(CAPTION_PX * self.scale, self.row_h * 0.34)

    @property
    def laid_w(self) -> float:
        """The laid card's column: the word "laid" (in the interface language), whole, then the card's place
        (the word measured once a size and language, not at each paint and each gesture)."""
        px, scale = self.caption_px, self.scale
        key = (px, scale, current_language())
        if self._laid_w is None or self._laid_w[0] != key:
            caption = QFontMetricsF(font(px)).horizontalAdvance(self.tr("laid"))
            self._laid_w = (key, caption + 8 + CARD_W * scale + 12)
        return self._laid_w[1]

    def set_scale(self, scale: float) -> None:
        self.asked_scale = scale
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(520, int(ROW_H * self.asked_scale * max(1, len(self.rows()))) + 4)

    def cells(self) -> list[QRectF]:
        """Each participant's row: as tall as the panel lets them be, in columns rather than too low."""
        return row_cells(len(self.rows()), self.width(), self.height(), ROW_H * self.scale,
                         LOWEST_ROW * self.scale)

    def row_rects(self) -> dict[str, QRectF]:
        return dict(zip(self.rows(), self.cells()))

    def _on_changed(self, _events=()) -> None:
        self.view = self.controller.view(self.viewer)
        if self.picked is not None and self.picked[1] not in self.cards_of(self.picked[0]):
            self.picked = None
        extra = self.view.extra
        # (compared by identity first: the ruleset hands out the very same hands, counts and awaited records
        # while they are the same, and the very same tokens, whose names are then not read again)
        shows = (extra.get("hands"), extra.get("hand_sizes"), extra.get("laid"), extra.get("given"),
                 extra.get("received"), self.view.awaited, self._tokens_shown()[1], self.picked, current_language())
        if shows == self._shows:                  # (a change elsewhere: no relayout of the dock, nor a repaint)
            return
        if self._shows is None or len(self.rows()) != self._row_count:
            self.updateGeometry()                 # its size hint follows the rows
        self._shows, self._row_count = shows, len(self.rows())
        self.update()

    def _tokens_shown(self) -> tuple:
        """(the view, what a row shows of each of its tokens, who acts in it), read once a view and again only
        when its tokens are another tuple (in C), not along 200 tokens at every change and every paint."""
        told, view = self._told, self.view
        if told is None or told[0] is not view:
            if told is not None and told[0].tokens is view.tokens:       # (who acts: of the tokens and the order)
                told = (view, told[1], told[2] if told[0].order is view.order else tuple(view.acting()))
            else:
                told = (view, tuple(map(_SHOWN, view.tokens)), tuple(view.acting()))
            self._told = told
        return told

    def rows(self) -> list[str]:
        """Who has a row: everyone with a hand or a laid card, in the view's token order (found once a view: the
        scale, the cells and each rectangle ask it, a dozen times a paint)."""
        view = self.view
        if self._rows is None or self._rows[0] is not view:
            extra = view.extra
            holders = set(extra.get("hand_sizes") or {}) | set(extra.get("hands") or {}) | set(extra.get("laid") or {})
            self._rows = (view, [t.id for t in view.tokens if t.id in holders])
        return list(self._rows[1])

    def cards_of(self, who: str) -> list[int | None]:
        """The cards of ``who``'s hand as this viewer sees them: values, or None for a back."""
        extra = self.view.extra
        seen = list((extra.get("hands") or {}).get(who, []))
        size = (extra.get("hand_sizes") or {}).get(who, len(seen))
        return seen + [None] * max(0, size - len(seen))

    def _pad(self, cell: QRectF) -> float:
        return 6 * min(1.0, cell.height() / ROW_H)

    def card_rects(self) -> dict[tuple[str, int], QRectF]:
        """(who, place in the hand) -> where the card is drawn."""
        out, before, scale = {}, self.name_w + self.laid_w, self.scale      # the name and the laid card first
        for who, cell in self.row_rects().items():
            cards = self.cards_of(who)
            x0 = cell.left() + before
            width = cell.width() - before - 8
            step = min(44.0 * scale, width / max(1, len(cards)))
            pad = self._pad(cell)
            for i in range(len(cards)):
                out[(who, i)] = QRectF(x0 + i * step, cell.top() + pad, min(40.0 * scale, step - 2),
                                       cell.height() - 2 * pad)
        return out

    def laid_rects(self) -> dict[str, tuple[QRectF, QRectF]]:
        """who -> (where the word "laid" is written, where the laid card lies): the word before the card's
        place, beside it rather than over it."""
        out, card_w, name_w = {}, CARD_W * self.scale, self.name_w
        words_w = self.laid_w - card_w - 16
        for who, cell in self.row_rects().items():
            pad = self._pad(cell)
            out[who] = (QRectF(cell.left() + name_w, cell.top(), words_w, cell.height()),
                        QRectF(cell.left() + name_w + words_w + 4, cell.top() + pad, card_w, cell.height() - 2 * pad))
        return out

    def row_at(self, pos) -> str | None:
        pos = QPointF(pos)
        return next((who for who, cell in self.row_rects().items() if cell.contains(pos)), None)

    def card_at(self, pos) -> tuple[str, int] | None:
        return next((k for k, r in self.card_rects().items() if r.contains(QPointF(pos))), None)

    # -- gestures ---------------------------------------------------------------------------------
    def play(self, who: str, card: int) -> bool:
        """Lay ``card`` of ``who``'s hand (the legal command that plays it); refused with the rule's reason
        when it may not be done now (out of phase, laid already…)."""
        others = {t.id for t in self.view.tokens} - {who}
        play, _ = card_commands(self.controller.legal_commands(who), card, others)
        if play:
            return self.controller.do(play[0])
        probe = self.play_probe(who, card)       # not among the legal commands: ask the rules why
        if probe is None:
            self.controller.error.emit(self.tr("{0} cannot play the card {1} now").format(self.controller.name_of(who, self.viewer), card))
            return False
        return self._asked(probe)

    def play_probe(self, who: str, card: int) -> Command | None:
        """The command that would play ``card`` for ``who``: the ruleset's command that takes a card and
        nothing else (hundred's ``lay``); None when it declares none."""
        declared = getattr(self.controller.ruleset, "declared", None)
        for sig in (declared.types.values() if declared is not None else ()):
            if sig.by is None and sig.params == CARD_KEYS and sig.required == CARD_KEYS:
                return Command(sig.name, who, {"card": card})
        return None

    def give(self, who: str, card: int, to: str) -> bool:
        """Pass ``card`` from ``who`` to ``to`` (refused with the rule's reason when it may not be done)."""
        _, give = card_commands(self.controller.legal_commands(who), card, {to})
        if give:
            return self.controller.do(give[0])
        return self._asked(Command("give", who, {"card": card, "to": to}))   # not legal: the rules say why

    def _asked(self, probe: Command) -> bool:
        """``probe`` done if the rules take it, else their reason said with its rule."""
        verdict = self.controller.can(probe)
        if verdict:
            return self.controller.do(probe)
        self.controller.error.emit(self.controller.reason(verdict, rule=True))
        return False

    def mousePressEvent(self, e):
        hit = self.card_at(e.position())
        if hit is not None and not self.read_only and e.button() == Qt.MouseButton.LeftButton:
            who, i = hit
            card = self.cards_of(who)[i]
            if card is not None:
                self._drag, self._press = (who, card), e.position()
        elif not self.read_only:
            self.picked = None                      # a click beside the cards puts a picked one back
            self.update()
        super().mousePressEvent(e)

    def mouseMoveEvent(self, e):
        if self._drag is not None:
            self._drag_pos = e.position()
            self.update()

    def mouseReleaseEvent(self, e):
        drag, self._drag, self._drag_pos = self._drag, None, None
        if drag is not None:
            who, card = drag
            onto = self.row_at(e.position())
            if onto is not None and onto != who:
                self.give(who, card, onto)
            elif self.picked == drag:               # the second click on it: lay it
                self.picked = None
                self.play(who, card)
            else:                                   # the first: raise it, and say how to lay it
                self.picked = drag
                self.controller.message.emit(self.tr("{0}: click the card {1} again to lay it").format(
                    self.controller.name_of(who, self.viewer), card))
        self.update()

    def keyPressEvent(self, e):
        if e.key() == Qt.Key.Key_Escape and self.picked is not None:
            self.picked = None
            self.update()
            return
        super().keyPressEvent(e)

    # -- painting -----------------------------------------------------------------------------------
    def _card(self, p: QPainter, r: QRectF, value) -> None:
        if value is None:                                     # a back
            rounded(p, r, 4, QBrush(QColor("#5a3b6e"), Qt.BrushStyle.SolidPattern), QPen(QColor("#d8c8e8"), 1.5))
            rounded(p, r.adjusted(4, 4, -4, -4), 2, QBrush(QColor("#8a6aa8"), Qt.BrushStyle.DiagCrossPattern),
                    Qt.PenStyle.NoPen)
            return
        rounded(p, r, 4, QColor("#f5efe2"), QPen(self.theme.area_border, 1.5))
        p.setFont(font(min(r.height() * 0.42, r.width() * 0.42), True))
        p.setPen(QColor("#15131a"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(value))

    def paintEvent(self, _e):
        _, shown, acting = self._tokens_shown()
        self.paint_kept((self._shows, self.picked, self._drag, self._drag_pos, self.scale, acting, shown,
                         self.theme.name), self._draw, QPainter)

    def _draw(self, p) -> None:
        th = self.theme
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, self.rect(), th.panel)
        colors = zone_map.side_colors(self.view, th)
        row_rects = self.row_rects()
        _, _, acting = self._tokens_shown()              # (who acts, read once a view)
        tokens = {t.id: t for t in self.view.tokens if t.id in row_rects}
        laid = self.view.extra.get("laid") or {}
        rects, laid_rects = self.card_rects(), self.laid_rects()
        caption_font, caption = font(self.caption_px), self.tr("laid")
        scale, name_w = self.scale, self.name_w
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        empty = QPen(th.area_border, 1, Qt.PenStyle.DashLine)       # a place no card is laid in
        for who, cell in row_rects.items():
            y, x0, h = cell.top(), cell.left(), cell.height()
            pad = self._pad(cell)
            t = tokens.get(who)
            if who in acting:
                fill(p, cell.adjusted(0, 0, 0, -2), th.current_row)
            name = self.controller.token_name(t) if t is not None else who
            draw_fitted(p, QRectF(x0 + 6, y, name_w - 10, h), name, min(16 * scale, h * 0.45),
                        colors.get(t.side if t else None, th.text))
            for i, value in enumerate(self.cards_of(who)):
                if self._drag is not None and self._drag == (who, value) and self._drag_pos is not None:
                    continue
                r = rects[(who, i)]
                if self.picked == (who, value):                 # raised and outlined: a click lays it
                    r = r.translated(0, -pad)
                    self._card(p, r, value)
                    rounded(p, r.adjusted(-2, -2, 2, 2), 5, Qt.BrushStyle.NoBrush, QPen(th.highlight, 3))
                    continue
                self._card(p, r, value)
            words, box = laid_rects[who]                    # what she plays this round, its word before it
            p.setFont(caption_font)
            p.setPen(th.muted)
            p.drawText(words, right, caption)
            if who in laid:
                self._card(p, box, laid[who])
            else:
                rounded(p, box, 4, Qt.BrushStyle.NoBrush, empty)
        if self._drag is not None and self._drag_pos is not None:
            r = QRectF(0, 0, 40 * self.scale, self.row_h - 12)
            r.moveCenter(self._drag_pos)
            self._card(p, r, self._drag[1])
