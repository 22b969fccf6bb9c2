"""Rolled dice each participant holds for the round (a ruleset's ``view.extra["effort"]``: a pool of
d10 split into sets of matching faces), drawn as rows of dice grouped by set, spent dice greyed out.

Click a die to pick its whole set; click a picked die to put it back (a Rank 2 out of three 6s), or
an unpicked one to add it (a bid of any faces). The buttons under the tray are the legal commands of
the row's participant that take dice (a list parameter named in DICE_KEYS holds the indices), sent
with the dice picked: each is checked by the rules first and greyed out, with the reason as its
tooltip, when it may not be done."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from vtt.core import records, ruleset
from vtt.ui import i18n, layouts, theme
from vtt.ui.widgets import battle_controller, flow_layout, rows, zone_map

Command = records.Command
GM_VIEWER, Viewer = ruleset.GM_VIEWER, ruleset.Viewer
Retranslating, current_language = i18n.Retranslating, i18n.current_language
hbox, vbox = layouts.hbox, layouts.vbox
DARK, fill, font = theme.DARK, theme.fill, theme.font
follow = battle_controller.follow
KeptPicture, draw_fitted, fitting_scale, rounded = rows.KeptPicture, rows.draw_fitted, rows.fitting_scale, rows.rounded
row_cells = rows.row_cells

KEY = "effort"          # the view's extra key
#: the command parameters that may hold the indices of the dice picked (the first a command has)
DICE_KEYS = ("pick", "set", "indices", "effort")
ROW_H = 46.0
LOWEST_ROW = 30.0       # a row is never drawn lower than this (times the scale): more columns instead
NAME_W = 120.0
GAP = 10.0              # between sets
BAR_W = 300             # the picked dice's buttons, beside the rows (never below them, out of sight)
MOST_LINES = 3          # a row of many dice in a narrow tray is at most this many lines of dice tall


def dice_key(c: Command) -> str | None:
    """The parameter of ``c`` that holds the dice it uses (None: it takes no dice)."""
    return next((k for k in DICE_KEYS if isinstance(c.params.get(k), list)), None)


def dice_templates(commands) -> list[Command]:
    """One command per kind of action that takes dice (its type and every other parameter), whatever
    dice the rules happened to list it with: the tray fills in the dice picked."""
    out, seen = [], set()
    for c in commands:
        key = dice_key(c)
        if key is None:
            continue
        rest = tuple(sorted((k, repr(v)) for k, v in c.params.items() if k != key))
        if (c.type, c.actor, rest) not in seen:
            seen.add((c.type, c.actor, rest))
            out.append(c)
    return out


def with_param(c: Command, key: str, value) -> Command:
    return Command(c.type, c.actor, {**c.params, key: value})


def order_of(pool: dict) -> list[int]:
    """The indices of a pool's dice as drawn: the sets the ruleset made of the unspent dice, in its order
    (``sets``: [face, rank]), then the spent dice, highest face first."""
    dice, spent = list(pool.get("dice", [])), list(pool.get("spent", []))
    used = [i < len(spent) and spent[i] for i in range(len(dice))]
    out = [i for face, _ in pool.get("sets", []) for i, d in enumerate(dice) if d == face and not used[i]]
    return out + sorted((i for i in range(len(dice)) if i not in out), key=lambda i: (-dice[i], i))


def place(order: list[int], dice: list[int], width: float, size: float, k: float
          ) -> tuple[dict[int, tuple[float, int]], list[float]]:
    """Dice of ``size`` in lines of ``width``, in ``order``, a gap between sets: ({die index: (x, line)},
    each line's width). A set starts a new line when it does not fit on this one but would on a line of its
    own; a set longer than a line is split."""
    step, gap = size + 4 * k, GAP * k
    spots: dict[int, tuple[float, int]] = {}
    lines: list[float] = [0.0]
    last = None
    for n, i in enumerate(order):
        x = lines[-1]
        if last is not None and dice[i] != last:
            x += gap
            run = next((m for m in range(n, len(order)) if dice[order[m]] != dice[i]), len(order)) - n
            if x + run * step - 4 * k > width >= run * step - 4 * k:
                x = width + 1                   # the whole set on the next line
        if x > 0 and x + size > width:
            lines.append(0.0)
            x = 0.0
        spots[i] = (x, len(lines) - 1)
        lines[-1] = x + step
        last = dice[i]
    return spots, lines


def fits(placed: tuple[dict, list[float]], height: float, size: float, k: float) -> bool:
    """Whether the lines ``place`` made go in ``height``."""
    return len(placed[1]) * (size + 4 * k) - 4 * k <= height


class DiceRows(KeptPicture, QWidget):
    """The painted rows; ``picked`` is (who, set of indices)."""

    def __init__(self, tray: "DiceTray"):
        super().__init__(tray)
        self.tray = tray
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)      # it fills itself

    row_h = property(lambda self: self.cells()[0].height() if self.tray.pools() else ROW_H * self.k)
    name_w = property(lambda self: NAME_W * self.k)
    _k: tuple | None = None

    @property
    def k(self) -> float:
        """The scale the rows are drawn at: the tray's, or less where the columns it takes would be narrower than
        a name and a die (rows.fitting_scale)."""
        n = len(self.tray.pools())
        key = (self.tray.scale, self.width(), self.height(), n)
        if self._k is None or self._k[0] != key:
            self._k = (key, fitting_scale(n, self.width(), self.height(), self.tray.scale, ROW_H, LOWEST_ROW,
                                          NAME_W + ROW_H))
        return self._k[1]

    def sizeHint(self) -> QSize:
        return QSize(420, int(ROW_H * self.tray.scale * max(1, len(self.tray.pools()))) + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, int(LOWEST_ROW * self.tray.scale))

    def cells(self) -> list[QRectF]:
        """Each participant's row: as tall as the tray lets them be, in columns rather than too low; a row
        whose dice do not go on one line at their full size may be as tall as the lines they need (at most
        MOST_LINES), so a pool of 20 dice beside a name still reads in a narrow tray."""
        k = self.k
        pools = self.tray.pools()
        width = self.width() - self.name_w - 6 * k
        lines = max((len(place(order_of(pool), list(pool.get("dice", [])), width, ROW_H * k - 12 * k, k)[1])
                     for _, pool in pools), default=1)
        return row_cells(len(pools), self.width(), self.height(), ROW_H * k * min(MOST_LINES, lines),
                         LOWEST_ROW * k)

    def die_rects(self) -> dict[tuple[str, int], QRectF]:
        """(who, die index) -> where the die is drawn: every die whole inside its row, the largest that lets
        them all in (wrapped onto more lines, a set kept on one line when it can be)."""
        out = {}
        k = self.k
        for cell, (who, pool) in zip(self.cells(), self.tray.pools()):
            pad = 12 * min(1.0, cell.height() / ROW_H)
            room = cell.adjusted(self.name_w, pad / 2, -6 * k, -pad / 2)
            dice, order = list(pool.get("dice", [])), order_of(pool)
            low, high = 1, max(1, int(min(room.height(), (ROW_H - 12) * k)))
            while low < high:                   # the largest size whose lines go in the row's height
                mid = (low + high + 1) // 2
                if fits(place(order, dice, room.width(), mid, k), room.height(), mid, k):
                    low = mid
                else:
                    high = mid - 1
            spots, lines = place(order, dice, room.width(), low, k)
            top = room.top() + (room.height() - (len(lines) * (low + 4 * k) - 4 * k)) / 2
            for i, (x, line) in spots.items():
                out[(who, i)] = QRectF(room.left() + x, top + line * (low + 4 * k), low, low)
        return out

    def die_at(self, pos) -> tuple[str, int] | None:
        return next((k for k, r in self.die_rects().items() if r.contains(QPointF(pos))), None)

    def mousePressEvent(self, e):
        hit = self.die_at(e.position())
        if hit is not None and not self.tray.read_only:
            self.tray.click_die(*hit)
        super().mousePressEvent(e)

    def paintEvent(self, _e):
        view, (who, picked) = self.tray.view, self.tray.picked
        self.paint_kept((self.tray._shows, who, frozenset(picked), self.tray.scale, self.tray.theme.name,
                         tuple(view.acting()),
                         tuple((t.name, t.label, t.side) for t in view.tokens)), self._draw, QPainter)

    def _draw(self, p) -> None:
        th = self.tray.theme
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill(p, self.rect(), th.panel)
        view = self.tray.view
        colors = zone_map.side_colors(view, th)
        rects = self.die_rects()
        who_picked, picked = self.tray.picked
        acting, tokens = view.acting(), {t.id: t for t in view.tokens}
        for cell, (who, pool) in zip(self.cells(), self.tray.pools()):
            t = tokens.get(who)
            name = self.tray.controller.token_name(t) if t is not None else who
            if who in acting:
                fill(p, cell.adjusted(0, 0, 0, -2), th.current_row)
            draw_fitted(p, QRectF(cell.left() + 6, cell.top(), self.name_w - 10, cell.height()), name,
                        min(15 * self.k, cell.height() * 0.45), colors.get(t.side if t else None, th.text))
            dice, spent = list(pool.get("dice", [])), list(pool.get("spent", []))
            for i, face in enumerate(dice):
                r = rects[(who, i)]
                used = i < len(spent) and spent[i]
                chosen = who == who_picked and i in picked
                rounded(p, r, 6, QColor("#3a3640") if used else QColor("#efe7d6"),
                        QPen(th.highlight if chosen else th.area_border, 4 if chosen else 1.5))
                p.setFont(font(r.height() * 0.5, True))
                p.setPen(th.muted if used else QColor("#15131a"))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(face))
                if used:
                    p.setPen(QPen(th.muted, 1.5))
                    p.drawLine(r.bottomLeft(), r.topRight())


class DiceTray(Retranslating, QWidget):
    """The tray of ``viewer`` (the table: read-only, no buttons)."""
    theme = DARK                              # the table view's (its T key: set_theme)

    def set_theme(self, theme) -> None:
        self.theme = theme
        self.rows.update()

    def __init__(self, controller, viewer: Viewer = GM_VIEWER, read_only: bool = False, parent=None):
        super().__init__(parent)
        self.scale = 1.0            # the table view draws it larger on a big screen (set_scale)
        self.picked: tuple[str | None, set[int]] = (None, set())
        self._shows = None                   # the dice and the pick it last drew (_on_changed)
        self.rows = DiceRows(self)
        self.hint = QLabel(wordWrap=True)
        self.bar = QWidget()
        self.bar_layout = flow_layout.FlowLayout(self.bar, 4)
        self.buttons: dict[str, QPushButton] = {}
        lay = hbox((self.rows, 3), parent=self, margin=2)
        if not read_only:                      # beside the rows, so they are in sight however low the tray
            side = QWidget(minimumWidth=BAR_W)
            vbox(self.hint, self.bar, 1, parent=side, margin=0)
            lay.addWidget(side, 2)
        follow(self, controller, viewer, read_only, self._on_changed)
        self._on_changed()

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.rows.updateGeometry()
        self.rows.update()

    def retranslate(self) -> None:
        """Its hint and buttons in the new language (they were told when it was built)."""
        self._rebuild_buttons()

    def pools(self) -> list[tuple[str, dict]]:
        """(who, pool) for each participant with dice this round, in the view's token order."""
        pools = self.view.extra.get(KEY) or {}
        order = {t.id: i for i, t in enumerate(self.view.tokens)}
        return sorted(pools.items(), key=lambda kv: order.get(kv[0], len(order)))

    def _on_changed(self, _events=()) -> None:
        self.view = self.controller.view(self.viewer)
        who, picked = self.picked
        pool = dict(self.pools()).get(who) if who else None
        spent = list(pool.get("spent", [])) if pool else []
        still = {i for i in picked if pool and i < len(pool.get("dice", [])) and not (i < len(spent) and spent[i])}
        self.picked = (who, still) if still else (None, set())
        # laid out and drawn again only when the dice or the pick changed (a move leaves them: no relayout
        # of the tray's dock, nor of the window around it)
        shows = (self.view.extra.get(KEY), who, frozenset(still), self.view.awaited, current_language())
        if shows == self._shows:
            return
        if self._shows is None or self._shows[0] is None or shows[0] is None or \
                [len(v.get("dice", ())) for v in shows[0].values()] != \
                [len(v.get("dice", ())) for v in self._shows[0].values()]:
            self.rows.updateGeometry()
        self._shows = shows
        self.rows.update()
        self._rebuild_buttons()

    # -- picking ----------------------------------------------------------------------------------
    def click_die(self, who: str, i: int) -> None:
        pool = dict(self.pools()).get(who)
        if pool is None:
            return
        dice, spent = list(pool.get("dice", [])), list(pool.get("spent", []))
        if i < len(spent) and spent[i]:
            return
        current_who, picked = self.picked
        picked = set(picked) if current_who == who else set()
        if i in picked:
            picked.discard(i)
        elif picked:
            picked.add(i)
        else:                                   # the whole set of that face
            picked = {j for j, d in enumerate(dice) if d == dice[i] and not (j < len(spent) and spent[j])}
        self.picked = (who, picked) if picked else (None, set())
        self.rows.update()
        self._rebuild_buttons()

    def pick(self, who: str, indices) -> None:
        self.picked = (who, set(indices))
        self.rows.update()
        self._rebuild_buttons()

    # -- what the picked dice can do -------------------------------------------------------------------
    def commands(self) -> list[Command]:
        """The legal commands of the participant picked from, with the dice picked."""
        who, picked = self.picked
        if who is None or not picked:
            return []
        dice = sorted(picked)
        return [with_param(c, dice_key(c), dice) for c in dice_templates(self.controller.legal_commands(who))]

    def _rebuild_buttons(self) -> None:
        if self.read_only:
            return
        self.buttons = {}
        while self.bar_layout.count():
            item = self.bar_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        who, picked = self.picked
        if who is None:
            self.hint.setText(self.tr("Click a die to pick its set; click a picked die to put it back."))
            return
        faces = dict(self.pools()).get(who, {}).get("dice", [])
        shown = ", ".join(str(faces[i]) for i in sorted(picked) if i < len(faces))
        commands = self.commands()
        if not commands:                # nothing to do with them now: say why, in the rules' words
            self.hint.setText(self.tr("Picked: {0}").format(shown) + "\n✖ " + self.why_not(who))
            self.hint.setStyleSheet("color:#e0675f")
            return
        self.hint.setStyleSheet("")
        self.hint.setText(self.tr("Picked: {0}").format(shown))
        width = max(60, self.bar.width() - 24)
        for c in commands:
            label = self.controller.command_text(c)
            b = QPushButton(flow_layout.wrapped(label, self.fontMetrics(), width))
            verdict = self.controller.can(c)
            b.setEnabled(bool(verdict))
            if not verdict:
                b.setToolTip(self.controller.reason(verdict, rule=True))
            b.clicked.connect(lambda _=False, c=c: self.controller.do(c))
            self.bar_layout.addWidget(b)
            self.buttons[label] = b

    def why_not(self, who: str) -> str:
        """Why the dice picked from ``who`` can do nothing now: the rules' refusal, through ``can``, of
        what the one the battle waits on could do with dice, were ``who`` to do it ("It is Mei's turn")."""
        dice = sorted(self.picked[1])
        for a in self.controller.awaited():
            if a.who is None or a.who == who:
                continue
            for c in dice_templates(self.controller.legal_commands(a.who)):
                verdict = self.controller.can(Command(c.type, who, {**c.params, dice_key(c): dice}))
                if not verdict:
                    return self.controller.reason(verdict)
        t = self.view.token(who)
        return self.tr("{0} has nothing to do with dice now").format(
            self.controller.token_name(t) if t is not None else who)
