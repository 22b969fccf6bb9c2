"""Hands of cards (a ruleset's ``view.extra``: ``hands`` who -> the cards this viewer may see,
``hand_sizes`` who -> how many, ``laid`` who -> the card laid face down, None when hidden): a row per
participant, the cards it may see face up and the others as backs, so the table view shows backs only.

On the GM's panel a click on a card sends the participant's legal command that plays that card (lays
it face down); a card dragged onto another participant's row sends the legal command that gives it
to them. A gesture the rules refuse says why and changes nothing."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, Viewer
from vtt.ui.theme import DARK, fitted, font
from vtt.ui.widgets.battle_controller import follow
from vtt.ui.widgets.zone_map import side_colors

ROW_H = 54.0
NAME_W = 120.0
LAID_W = 70.0
CARD_KEYS = ("card",)


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


class HandsPanel(QWidget):
    def __init__(self, controller, viewer: Viewer = GM_VIEWER, read_only: bool = False, parent=None):
        super().__init__(parent)
        follow(self, controller, viewer, read_only, self._on_changed)
        self.scale = 1.0            # the table view draws it larger on a big screen (set_scale)
        self._drag: tuple[str, int] | None = None
        self._drag_pos: QPointF | None = None
        self.setMinimumHeight(int(self.row_h))

    row_h = property(lambda self: ROW_H * self.scale)
    name_w = property(lambda self: NAME_W * self.scale)
    laid_w = property(lambda self: LAID_W * self.scale)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.setMinimumHeight(int(self.row_h))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(520, int(self.row_h * max(1, len(self.rows()))) + 4)

    def _on_changed(self, _events=()) -> None:
        self.view = self.controller.view(self.viewer)
        self.updateGeometry()
        self.update()

    def rows(self) -> list[str]:
        """Who has a row: everyone with a hand or a laid card, in the view's token order."""
        extra = self.view.extra
        holders = set(extra.get("hand_sizes") or {}) | set(extra.get("hands") or {}) | set(extra.get("laid") or {})
        return [t.id for t in self.view.tokens if t.id in holders]

    def cards_of(self, who: str) -> list[int | None]:
        """The cards of ``who``'s hand as this viewer sees them: values, or None for a back."""
        extra = self.view.extra
        seen = list((extra.get("hands") or {}).get(who, []))
        size = (extra.get("hand_sizes") or {}).get(who, len(seen))
        return seen + [None] * max(0, size - len(seen))

    def card_rects(self) -> dict[tuple[str, int], QRectF]:
        """(who, place in the hand) -> where the card is drawn."""
        out = {}
        for row, who in enumerate(self.rows()):
            cards = self.cards_of(who)
            x0, width = self.name_w + self.laid_w, self.width() - self.name_w - self.laid_w - 8      # the laid card first
            step = min(44.0 * self.scale, width / max(1, len(cards)))
            for i in range(len(cards)):
                out[(who, i)] = QRectF(x0 + i * step, row * self.row_h + 6, min(40.0 * self.scale, step - 2), self.row_h - 12)
        return out

    def row_at(self, pos) -> str | None:
        rows = self.rows()
        i = int(QPointF(pos).y() // self.row_h)
        return rows[i] if 0 <= i < len(rows) else None

    def card_at(self, pos) -> tuple[str, int] | None:
        return next((k for k, r in self.card_rects().items() if r.contains(QPointF(pos))), None)

    # -- gestures ---------------------------------------------------------------------------------
    def play(self, who: str, card: int) -> bool:
        """Lay ``card`` of ``who``'s hand (the legal command that plays it)."""
        others = {t.id for t in self.view.tokens} - {who}
        play, _ = card_commands(self.controller.legal_commands(who), card, others)
        if not play:
            self.controller.error.emit(self.tr("{0} cannot play the card {1} now").format(self._name(who), card))
            return False
        return self.controller.do(play[0])

    def give(self, who: str, card: int, to: str) -> bool:
        """Pass ``card`` from ``who`` to ``to`` (refused with the rule's reason when it may not be done)."""
        _, give = card_commands(self.controller.legal_commands(who), card, {to})
        if give:
            return self.controller.do(give[0])
        # not among the legal commands: ask the rules why, with the command a give would be
        probe = Command("give", who, {"card": card, "to": to})
        verdict = self.controller.can(probe)
        if verdict:
            return self.controller.do(probe)
        self.controller.error.emit(self.controller.reason(verdict, rule=True))
        return False

    def _name(self, who: str) -> str:
        t = self.view.token(who)
        return self.controller.token_name(t) if t is not None else who

    def mousePressEvent(self, e):
        hit = self.card_at(e.position())
        if hit is not None and not self.read_only and e.button() == Qt.MouseButton.LeftButton:
            who, i = hit
            card = self.cards_of(who)[i]
            if card is not None:
                self._drag, self._drag_pos = (who, card), e.position()
        super().mousePressEvent(e)

    def mouseMoveEvent(self, e):
        if self._drag is not None:
            self._drag_pos = e.position()
            self.update()

    def mouseReleaseEvent(self, e):
        drag, self._drag = self._drag, None
        if drag is not None:
            who, card = drag
            onto = self.row_at(e.position())
            if onto is None or onto == who:
                self.play(who, card)
            else:
                self.give(who, card, onto)
        self.update()

    # -- painting -----------------------------------------------------------------------------------
    def _card(self, p: QPainter, r: QRectF, value) -> None:
        if value is None:                                     # a back
            p.setBrush(QBrush(QColor("#5a3b6e"), Qt.BrushStyle.SolidPattern))
            p.setPen(QPen(QColor("#d8c8e8"), 1.5))
            p.drawRoundedRect(r, 4, 4)
            p.setBrush(QBrush(QColor("#8a6aa8"), Qt.BrushStyle.DiagCrossPattern))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(r.adjusted(4, 4, -4, -4), 2, 2)
            return
        p.setBrush(QColor("#f5efe2"))
        p.setPen(QPen(DARK.area_border, 1.5))
        p.drawRoundedRect(r, 4, 4)
        p.setFont(font(min(r.height() * 0.42, r.width() * 0.42), True))
        p.setPen(QColor("#15131a"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(value))

    def paintEvent(self, _e):
        th = DARK
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), th.panel)
        colors = side_colors(self.view, th)
        acting = self.view.acting()
        laid = self.view.extra.get("laid") or {}
        rects = self.card_rects()
        for row, who in enumerate(self.rows()):
            y = row * self.row_h
            t = self.view.token(who)
            if who in acting:
                p.fillRect(QRectF(0, y, self.width(), self.row_h - 2), th.current_row)
            f, shown = fitted(self._name(who), 15 * self.scale, self.name_w - 10)
            p.setFont(f)
            p.setPen(colors.get(t.side if t else None, th.text))
            p.drawText(QRectF(6, y, self.name_w - 10, self.row_h), Qt.AlignmentFlag.AlignVCenter, shown)
            for i, value in enumerate(self.cards_of(who)):
                if self._drag is not None and self._drag == (who, value) and self._drag_pos is not None:
                    continue
                self._card(p, rects[(who, i)], value)
            box = QRectF(self.name_w + 6, y + 6, 40 * self.scale, self.row_h - 12)       # beside the name: what she plays this round
            p.setFont(font(10 * self.scale))
            p.setPen(th.muted)
            p.drawText(QRectF(box.left() - 6, y, self.laid_w, 12 * self.scale), Qt.AlignmentFlag.AlignLeft, self.tr("laid"))
            if who in laid:
                self._card(p, box.adjusted(0, 6, 0, 0), laid[who])
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(th.area_border, 1, Qt.PenStyle.DashLine))
                p.drawRoundedRect(box.adjusted(0, 6, 0, 0), 4, 4)
        if self._drag is not None and self._drag_pos is not None:
            r = QRectF(0, 0, 40 * self.scale, self.row_h - 12)
            r.moveCenter(self._drag_pos)
            self._card(p, r, self._drag[1])
        p.end()
