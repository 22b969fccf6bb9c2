"""Nechronica's part of the table view (vtt.ui.table_view), declared in its contributions: the dolls' cards
under the map (parts intact per location, each fetter's madness as pips and, once mad, its mad effect in
words) and what the header says (the round and count, what is asked, the latest check as the players read
it in the interface language: a critical, a madness re-roll at once, how the battle ended; the victory condition). Drawn from the
table's view of the battle: what the table may not see is not there to draw."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from vtt.core.battle_pictures import PORTRAITS
from vtt.core.ruleset import TABLE_VIEWER
from vtt.core.errors import Term
from vtt.rules.nechronica.narration import victory_text
from vtt.rules.nechronica.protocol import HIDDEN_NAME
from vtt.rules.nechronica.reasons import CATALOG
from vtt.rules.nechronica.terms import LOCATIONS, outcome_term
from vtt.ui.i18n import current_language
from vtt.ui.layouts import hbox
from vtt.ui.theme import DARK, Theme, fitted, font
from vtt.ui.widgets.line_map import paint_portrait
from vtt.ui.widgets.zone_map import OUT_STATES

from .markers import fetter_target_text, fetter_word_text, round_text

CARDS_SHARE = 0.36         # at most this much of the height for the dolls' cards, at any scale
ROLL_EVENTS = ("check_rolled", "check_result", "rerolled", "free_roll")
FETTER_FLOOR = 0.85        # a fetter's words drawn this much smaller at the least before they take two lines


def fetter_lines(label: str, px: float, room: float) -> list[str]:
    """A fetter's words on as many lines as keep them whole in ``room``: its mad effect on a line of its own,
    then the target's parenthesis ("たからもの" / "(赤いリボン)", not "たからもの(…")."""
    lines = [label]
    for mark in (" — ", "(", "（"):
        lines = [part for line in lines for part in _broken(line, mark, px, room)]
    return lines


def _broken(line: str, mark: str, px: float, room: float) -> list[str]:
    at = line.find(mark)
    if at <= 0 or fitted(line, px, room, bold=False, floor=FETTER_FLOOR)[1] == line:
        return [line]
    return [line[:at], line[at:].strip()]


class DollCard(QWidget):
    """One doll at a glance: parts intact per location, fetter madness as pips. Painted, no input."""

    def __init__(self, panel: "DollCards", pid: str):
        super().__init__(panel)
        self.panel = panel
        self.pid = pid
        self.drawn: list[tuple[str, str]] = []      # at the last paint: each text and what of it was shown
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def _token(self):
        return self.panel.table().token(self.pid)

    def _fetters(self) -> list[dict]:
        return self.panel.table().extra.get("fetters", {}).get(self.pid, [])

    def _metrics(self):
        px = self.panel.card_px
        return px, px * 1.55, px * 1.9, px * 1.35, len(self._fetters())

    def sizeHint(self) -> QSize:
        px, name_h, loc_h, fet_h, _ = self._metrics()
        n = max(self.fetter_line_count(), self.panel.most_fetter_lines())
        return QSize(int(px * 12), int(name_h + 2 * loc_h + n * fet_h + px * 0.8))

    def fetter_room(self, f: dict, width: float | None = None) -> float:
        """The width a fetter's words have beside its pips in a card ``width`` wide (the panel's card width)."""
        px = self.panel.card_px
        width = self.panel.card_w if width is None else width
        return width - 8 - px * 0.8 - f["max"] * (px * 0.62 + 5) - px * 0.3

    def fetter_rows(self, width: float | None = None) -> list[tuple[dict, list[str]]]:
        """Each fetter and the lines its words take (fetter_lines)."""
        return [(f, fetter_lines(self._fetter_label(f), self.panel.card_px, self.fetter_room(f, width)))
                for f in self._fetters()]

    def fetter_line_count(self) -> int:
        return sum(len(lines) for _, lines in self.fetter_rows())

    @staticmethod
    def _location_label(token, loc) -> tuple[str, tuple]:
        """'Head 3/4' ('頭 3/4' in Japanese) and the location's segments (what the card shows for one location)."""
        track = next((tr for tr in token.tracks if tr.name.key == loc), None)
        segments = track.segments if track is not None else ()
        name = _told(Term("location", loc, loc.capitalize()))
        return f"{name} {sum(1 for x in segments if x.state == 'ok')}/{len(segments)}", segments

    def texts(self) -> list[str]:
        token = self._token()
        if token is None:
            return []
        out = [self.panel.controller.token_name(token)]
        if token.tracks:
            out.extend(self._location_label(token, loc)[0] for loc in LOCATIONS)
        out.extend(self._fetter_label(f) for f in self._fetters())
        return out

    def _fetter_label(self, f: dict) -> str:
        """The fetter's target (a sister by her name in the table's language, as the GM's sheet says it), and once
        it is mad, its mad effect in words (not only red pips)."""
        name = fetter_target_text(self.panel.controller.state, f["target"])
        if not f["mad"]:
            return name
        if f["effect"]:
            return QCoreApplication.translate("DollCards", "{0} — mad: {1}").format(name, fetter_word_text(f["effect"]))
        return QCoreApplication.translate("DollCards", "{0} — mad").format(name)

    def paintEvent(self, event) -> None:
        token = self._token()
        if token is None:
            return
        out = bool(OUT_STATES & set(token.status))
        t: Theme = self.panel.theme
        px, name_h, loc_h, fet_h, _ = self._metrics()
        qp = QPainter(self)
        qp.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        qp.setPen(QPen(t.out if out else t.doll, 3))
        qp.setBrush(t.panel)
        qp.drawRoundedRect(r, px * 0.4, px * 0.4)
        x0, w = r.left() + px * 0.4, r.width() - px * 0.8
        y = r.top() + px * 0.2
        qp.setPen(t.muted if out else t.text)
        name = self.panel.controller.token_name(token)
        if out:
            name = QCoreApplication.translate("DollCards", "{0}  (out)").format(name)
        portrait = self.panel.table().extra.get(PORTRAITS, {}).get(self.pid)
        name_x = x0
        if portrait is not None:                     # her portrait before her name, a circle as her marker's
            side = name_h - px * 0.1
            paint_portrait(qp, portrait, QRectF(x0, y + px * 0.05, side, side), t.out if out else None)
            name_x = x0 + side + px * 0.3
        f, shown = fitted(name, px * 1.2, x0 + w - name_x, floor=0.8)
        self.drawn = [(name, shown)]
        qp.setFont(f)
        qp.drawText(QRectF(name_x, y, x0 + w - name_x, name_h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    shown)
        y += name_h
        if token.tracks:
            cell_w = w / 2
            for i, loc in enumerate(LOCATIONS):
                cx, cy = x0 + (i % 2) * cell_w, y + (i // 2) * loc_h
                label, segments = self._location_label(token, loc)
                qp.setFont(font(px, bold=True))
                qp.setPen(t.text)
                qp.drawText(QRectF(cx, cy, cell_w, px * 1.3),
                            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
                bar_y, bar_h = cy + px * 1.35, px * 0.35
                seg_w = (cell_w - px * 0.6) / max(1, len(segments))
                for k, seg in enumerate(sorted(segments, key=lambda x: x.state != "ok")):
                    qp.setPen(Qt.PenStyle.NoPen)
                    qp.setBrush(t.ring_intact if seg.state == "ok" else t.ring_damaged)
                    qp.drawRect(QRectF(cx + k * seg_w, bar_y, seg_w - 3, bar_h))
            y += 2 * loc_h
        pip = px * 0.62
        for f, lines in self.fetter_rows():
            for k in range(f["max"]):
                qp.setPen(QPen(t.enemy if f["mad"] else t.text, 2))
                qp.setBrush(t.enemy if f["mad"] and k < f["madness"] else
                            (t.highlight if k < f["madness"] else Qt.BrushStyle.NoBrush))
                qp.drawEllipse(QRectF(x0 + k * (pip + 5), y + (fet_h - pip) / 2, pip, pip))
            tx = x0 + f["max"] * (pip + 5) + px * 0.3
            qp.setPen(t.enemy if f["mad"] else t.text)
            for line in lines:                       # (a second line under the first, beside no pips)
                g, shown = fitted(line, px, x0 + w - tx, bold=False, floor=FETTER_FLOOR)
                self.drawn.append((line, shown))
                qp.setFont(g)
                qp.drawText(QRectF(tx, y, x0 + w - tx, fet_h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                            shown)
                y += fet_h
        qp.end()


class DollCards(QWidget):
    """A card per doll the table sees, side by side under the map (the table view's ``cards``)."""

    placement = "below"

    def __init__(self, controller, table_view=None, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.theme: Theme = DARK
        self.card_px = 30.0
        self.card_w = 360.0        # a card's width (fit_table): what its fetters' words have room for
        self.cards: dict[str, DollCard] = {}
        self.fitted_lines = 0      # the most lines a card's fetters took when the cards were last fitted
        self.row = hbox(parent=self, margin=0)
        self.row.setSpacing(8)
        controller.session_replaced.connect(self._drop_cards)

    def table(self):
        return self.controller.view(TABLE_VIEWER)

    def doll_ids(self) -> list[str]:
        return [t.id for t in self.table().tokens if t.side == "dolls"]

    def most_fetters(self) -> int:
        return max((len(fs) for fs in self.table().extra.get("fetters", {}).values()), default=0)

    def most_fetter_lines(self) -> int:
        """The most lines a card's fetters take (each card as tall, the rows lined up)."""
        return max((c.fetter_line_count() for c in self.cards.values()), default=0)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for c in self.cards.values():
            c.update()

    def _drop_cards(self) -> None:
        for c in self.cards.values():
            c.setParent(None)
            c.deleteLater()
        self.cards.clear()

    def refresh_table(self, view) -> None:
        """After every change the table view shows: a card per doll it sees, each drawn again; fitted again when
        the dolls or their fetters' lines changed (a fetter gone mad says its effect on a line of its own)."""
        ids = self.doll_ids()
        if list(self.cards) != ids:
            self._drop_cards()
            self.cards = {pid: DollCard(self, pid) for pid in ids}
            for c in self.cards.values():
                self.row.addWidget(c)
            self.fit_table(view)
        elif self.most_fetter_lines() != self.fitted_lines:
            self.fit_table(view)
        for c in self.cards.values():
            c.update()

    def fit_table(self, view) -> None:
        """The cards' text size: the view's, but no more than fits their share of the screen."""
        n_cards = max(1, len(self.doll_ids()))
        fetters = self.most_fetters() or 3
        card_w = (view.width() - view.order.width() - 24 - 8 * (n_cards - 1)) / n_cards
        self.card_w = card_w
        lines = fetters
        for _ in range(3):                  # (a fetter's words on two lines make the card's text smaller…)
            fit_h = view.height() * CARDS_SHARE / (1.55 + 2 * 1.9 + lines * 1.35 + 0.8)
            self.card_px = max(8.0, min(view.text_px, fit_h, card_w / 12))
            more = max(fetters, self.most_fetter_lines())
            if more == lines:               # (…and smaller text may need fewer lines)
                break
            lines = more
        self.fitted_lines = self.most_fetter_lines()
        for c in self.cards.values():
            c.updateGeometry()
            c.update()
        self.setFixedHeight(max((c.sizeHint().height() for c in self.cards.values()), default=0))

    def texts(self) -> list[str]:
        return [t for c in self.cards.values() for t in c.texts()]


def doll_cards(controller, table_view):
    return DollCards(controller, table_view)


class TableTexts:
    """What Nechronica's table view says (the table view's ``table_texts``)."""

    @staticmethod
    def round(controller) -> str:
        return round_text(controller.state)

    @staticmethod
    def question(controller) -> str:
        b = controller.state
        if b.phase == "ended":
            return QCoreApplication.translate("TableView", "Battle over: {0}").format(_told(outcome_term(b.outcome)))
        asked = controller.view(TABLE_VIEWER).banner
        return controller.text(asked) if asked is not None else ""

    @staticmethod
    def roll(controller) -> str:
        """The last check in the log, as the table may see it (names filtered); none once it is over."""
        if controller.state.phase == "ended":
            return ""
        for rec in reversed(controller.session.log):
            for ev in reversed(rec.events):
                if ev.type in ROLL_EVENTS:
                    return _roll_text(controller, ev)
        return ""

    @staticmethod
    def victory(controller) -> str:
        return QCoreApplication.translate("TableView", "Victory: {0}").format(
            victory_text(controller.state.victory, current_language()))


def _roll_text(controller, ev) -> str:
    d = ev.data
    token = controller.view(TABLE_VIEWER).token(d.get("roller" if ev.type == "rerolled" else "actor"))
    who = HIDDEN_NAME if token is None else controller.token_name(token)
    kind = d.get("kind") or (d.get("detail") or {}).get("kind") or ""
    what = (QCoreApplication.translate("TableView", "{0} check").format(_told(Term("check", kind, kind))) if kind
            else QCoreApplication.translate("TableView", "check"))
    dice = " ".join(str(x) for x in d.get("dice", []))
    if ev.type == "free_roll":        # the dice box: the BCDice line as rolled, by the NC or a doll
        return f"{'NC' if d.get('actor') is None else who} · {d.get('result', '')}"
    if ev.type == "rerolled":          # a madness re-roll shows at once, not when the window closes
        old = " ".join(str(x) for x in d.get("old", []))
        return f"{who} · {what}  [{old}] → [{dice}]  " + QCoreApplication.translate("TableView", "re-roll") + "  …"
    if ev.type == "check_result":
        outcome = d.get("outcome", "")
        told = _told(Term("check_outcome", outcome, outcome.capitalize())) if outcome else ""
        return f"{who} · {what}  [{dice}] → {d.get('total')}  {told}"
    mod = d.get("modifier", 0)
    return f"{who} · {what}  [{dice}]" + (f" {mod:+d}" if mod else "") + "  …"


def _told(term: Term) -> str:
    """A word of Nechronica's vocabulary in the interface language (its catalog's)."""
    return CATALOG.tell(term, current_language())
