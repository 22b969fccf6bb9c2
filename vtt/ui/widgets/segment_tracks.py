"""Damage as rows of boxes for one participant of any ruleset: parts by location, Aura and Health
boxes, health points, Harm levels (vtt.core.ruleset.Track)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from vtt.core import errors, ruleset
from vtt.ui import i18n, theme
from vtt.ui.widgets import rows

Term = errors.Term
GM_VIEWER, Viewer = ruleset.GM_VIEWER, ruleset.Viewer
current_language = i18n.current_language
DARK, fill, font = theme.DARK, theme.fill, theme.font
KeptPicture, draw_fitted, rounded = rows.KeptPicture, rows.draw_fitted, rows.rounded

STATE_COLORS = {"ok": QColor("#8fd18a"), "used": QColor("#d9b64a"), "damaged": QColor("#c23b32"),
                "lost": QColor("#4a4550")}


def track_reading(controller, track, short: bool = False) -> str:
    """A track as its rules read it: their notation (``(X)OOO``), else "4/5" after its name ("Physical
    Harm 4/5", or with ``short`` its letter: "P 4/5"). Never a sum with another track."""
    if track.notation is not None:
        return track.notation
    name = track.short if short and track.short is not None else track.name
    return f"{controller.text(name)} {track.number()}"


def badge_lines(controller, token) -> list[str]:
    """What a marker's badge writes: each of the token's badge tracks apart, in a word ("P 4/5", "M 0/5")."""
    return [track_reading(controller, t, short=True) for t in token.badge()]


class SegmentTracks(KeptPicture, QWidget):
    """The tracks of ``who`` (set with ``show``) as the viewer sees them; none when hidden from it. Drawn from a
    picture of its last drawing while they stay the same (rows.KeptPicture): a whole window repainted after a
    move elsewhere copies it."""

    def __init__(self, controller, viewer: Viewer = GM_VIEWER, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.viewer = viewer
        self.who: str | None = None
        self.theme = DARK
        self._shows = None                   # what it last drew (_on_changed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)       # it fills itself: nothing behind repaints
        controller.changed.connect(self._on_changed)
        self.setMinimumSize(200, 40)

    def sizeHint(self) -> QSize:
        return QSize(300, 220)

    def _on_changed(self, _events=()) -> None:
        """Drawn again only when her tracks as the viewer sees them changed (a move elsewhere: not)."""
        shows = (self.token(), current_language())
        if shows != self._shows:
            self._shows = shows
            self.update()

    def show_participant(self, who: str | None) -> None:
        if who != self.who:
            self.who = who
            self._shows = None
            self.update()

    def token(self):
        return self.controller.view(self.viewer).token(self.who) if self.who else None

    def paintEvent(self, _e):
        self.paint_kept((self.who, self.token(), current_language(), id(self.theme)), self._draw, QPainter)

    def _draw(self, p) -> None:
        th = self.theme
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, self.rect(), th.panel)
        t = self.token()
        if t is None:
            return
        p.setPen(th.text)
        p.setFont(font(18, True))
        words = [self.controller.text(Term("status", w, w)) for w in t.status]     # the ruleset's words for them
        status = f"  ({', '.join(words)})" if words else ""
        p.drawText(QRectF(8, 4, self.width() - 16, 26), Qt.AlignmentFlag.AlignVCenter, self.controller.token_name(t) + status)
        y = 36.0
        for tr in t.tracks:
            label = self.controller.text(tr.name)
            draw_fitted(p, QRectF(8, y, 90, 24), label, 13, th.muted, bold=False)
            x = 100.0
            # the track's own number at the right ("4/5"), as the rules read it; a notation is the boxes
            number = "" if tr.notation is not None else tr.number()
            p.setFont(font(14, True))
            right = max(52.0, p.fontMetrics().horizontalAdvance(number) + 4.0) if number else 0.0
            if number:
                p.setPen(th.text)
                p.drawText(QRectF(self.width() - right - 4, y, right, 24),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, number)
            box = max(14.0, min(60.0, (self.width() - x - 8 - right) / max(1, len(tr.segments)) - 4))
            for seg in tr.segments:
                r = QRectF(x, y, box, 24)
                rounded(p, r, 3, STATE_COLORS.get(seg.state, STATE_COLORS["damaged"]), QPen(th.area_border, 1))
                draw_fitted(p, r, self.controller.text(seg.label), 11, QColor("#111111"), Qt.AlignmentFlag.AlignCenter,
                            width=box - 2, bold=False)
                x += box + 4
            y += 30
