"""The table view: a read-only second window the players watch, with the GM's secrets filtered out."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from vtt.core.ruleset import TABLE_VIEWER
from vtt.rules.nechronica.narration import victory_text
from vtt.rules.nechronica.terms import LOCATIONS
from vtt.ui.i18n import Retranslating, current_language

from .area_map import AreaMap
from .count_track import CountTrack
from vtt.rules.nechronica.protocol import HIDDEN_NAME

from .markers import round_text
from vtt.ui.theme import DARK, HIGH_CONTRAST, THEMES, Theme, font
from vtt.ui.widgets.zone_map import OUT_STATES

# The smallest text on the table view at 100 % scale, in pixels (docs/table-view.md): a 28 px
# glyph on a 24" 1080p screen is about 7.6 mm, readable from 3 m.
BASE_PX = 30
# The picture keeps its proportions at any size, as a slide does: BASE_PX is for a 1920x1080 view and
# the text grows or shrinks with the view (20 px on a 1280x800 projector, the same share of the wall;
# 60 px on a 4K screen). The scale keys multiply on top.
REFERENCE_SIZE = (1920, 1080)
FIT_RANGE = (0.5, 4.0)
MAP_ZOOM = 1.1             # the table's map at 100 %: a little larger than the GM's
HEADER_GROWTH = 1.25       # the header's text grows with the scale up to this much (it stays one line)
TRACK_SHARE = 0.27         # at most this much of the width for the count track,
CARDS_SHARE = 0.36         # and of the height for the dolls' cards, at any scale
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)
LOCATION_JA = {"head": "頭", "arms": "腕", "torso": "胴", "legs": "脚"}
KIND_JA = {"attack": "攻撃判定", "escape": "逃走判定", "madness": "狂気判定", "dismember": "切断判定"}
OUTCOME_JA = {"critical": "大成功", "success": "成功", "failure": "失敗", "fumble": "大失敗"}
BATTLE_END = {"victory": "勝利 Victory", "annihilated": "全滅 Annihilated", "escaped": "逃走 Escaped",
              "enemies_escaped": "敵の逃走 Enemies escaped",
              "ended": "戦闘終了 Battle over"}
ROLL_EVENTS = ("check_rolled", "check_result", "rerolled", "free_roll")


class DollCard(QWidget):
    """One doll at a glance: parts intact per location, fetter madness as pips. Painted, no input.

    Drawn from the table's view of the battle (its token and ``extra["fetters"]``): what the table may
    not see is not there to draw."""

    def __init__(self, view: "TableView", pid: str):
        super().__init__(view)
        self.view = view
        self.pid = pid
        self.setFocusPolicy(Qt.NoFocus)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)

    def _token(self):
        return self.view.table().token(self.pid)

    def _fetters(self) -> list[dict]:
        return self.view.table().extra.get("fetters", {}).get(self.pid, [])

    def _metrics(self):
        px = self.view.card_px
        name_h = px * 1.55
        loc_h = px * 1.9
        fet_h = px * 1.35
        return px, name_h, loc_h, fet_h, len(self._fetters())

    def sizeHint(self) -> QSize:
        px, name_h, loc_h, fet_h, n = self._metrics()
        n = max(n, self.view.most_fetters())
        return QSize(int(px * 12), int(name_h + 2 * loc_h + n * fet_h + px * 0.8))

    @staticmethod
    def _location_label(token, loc) -> tuple[str, tuple]:
        """'頭 3/4' and the location's segments (what the card shows for one location)."""
        track = next((tr for tr in token.tracks if tr.name.key == loc), None)
        segments = track.segments if track is not None else ()
        return f"{LOCATION_JA[loc]} {sum(1 for x in segments if x.state == 'ok')}/{len(segments)}", segments

    def texts(self) -> list[str]:
        token = self._token()
        if token is None:
            return []
        out = [token.name]
        if token.tracks:
            out.extend(self._location_label(token, loc)[0] for loc in LOCATIONS)
        out.extend(self._fetter_label(f) for f in self._fetters())
        return out

    @staticmethod
    def _fetter_label(f: dict) -> str:
        """The fetter's target, and once it is mad, its mad effect in words (not only red pips)."""
        name = f["target"]
        return f"{name}　発狂：{f['effect']}" if f["mad"] and f["effect"] else (f"{name}　発狂" if f["mad"] else name)

    def paintEvent(self, event) -> None:
        token = self._token()
        if token is None:
            return
        out = bool(OUT_STATES & set(token.status))
        t: Theme = self.view.theme
        px, name_h, loc_h, fet_h, _ = self._metrics()
        qp = QPainter(self)
        qp.setRenderHint(QPainter.Antialiasing)
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        qp.setPen(QPen(t.out if out else t.doll, 3))
        qp.setBrush(t.panel)
        qp.drawRoundedRect(r, px * 0.4, px * 0.4)
        x0, w = r.left() + px * 0.4, r.width() - px * 0.8
        y = r.top() + px * 0.2
        qp.setFont(font(px * 1.2, bold=True))
        qp.setPen(t.muted if out else t.text)
        name = token.name + ("  (out)" if out else "")
        qp.drawText(QRectF(x0, y, w, name_h), Qt.AlignLeft | Qt.AlignVCenter,
                    qp.fontMetrics().elidedText(name, Qt.ElideRight, int(w)))
        y += name_h
        if token.tracks:
            cell_w = w / 2
            for i, loc in enumerate(LOCATIONS):
                cx, cy = x0 + (i % 2) * cell_w, y + (i // 2) * loc_h
                label, segments = self._location_label(token, loc)
                qp.setFont(font(px, bold=True))
                qp.setPen(t.text)
                qp.drawText(QRectF(cx, cy, cell_w, px * 1.3), Qt.AlignLeft | Qt.AlignVCenter, label)
                bar_y, bar_h = cy + px * 1.35, px * 0.35
                seg_w = (cell_w - px * 0.6) / max(1, len(segments))
                for k, seg in enumerate(sorted(segments, key=lambda x: x.state != "ok")):
                    qp.setPen(Qt.NoPen)
                    qp.setBrush(t.ring_intact if seg.state == "ok" else t.ring_damaged)
                    qp.drawRect(QRectF(cx + k * seg_w, bar_y, seg_w - 3, bar_h))
            y += 2 * loc_h
        pip = px * 0.62
        for f in self._fetters():
            for k in range(f["max"]):
                qp.setPen(QPen(t.enemy if f["mad"] else t.text, 2))
                qp.setBrush(t.enemy if f["mad"] and k < f["madness"] else
                            (t.highlight if k < f["madness"] else Qt.NoBrush))
                qp.drawEllipse(QRectF(x0 + k * (pip + 5), y + (fet_h - pip) / 2, pip, pip))
            tx = x0 + f["max"] * (pip + 5) + px * 0.3
            qp.setFont(font(px))
            qp.setPen(t.enemy if f["mad"] else t.text)
            label = self._fetter_label(f)
            qp.drawText(QRectF(tx, y, x0 + w - tx, fet_h), Qt.AlignLeft | Qt.AlignVCenter,
                        qp.fontMetrics().elidedText(label, Qt.ElideRight, int(x0 + w - tx)))
            y += fet_h
        qp.end()


class TableView(Retranslating, QWidget):
    """Mirrors the battle for the players: areas, count track, the dolls' damage and madness, the
    latest roll. Nothing here issues a command; only F11, the scale keys and T (theme) work."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setWindowFlag(Qt.Window, True)
        self.controller = controller
        self.theme: Theme = DARK
        self.scale_index = 0
        self.fit = 1.0
        self.setContextMenuPolicy(Qt.NoContextMenu)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAutoFillBackground(True)
        self.round_label = QLabel(self)
        self.victory_label = QLabel(self)            # over the count track: what wins the fight
        self.victory_label.setWordWrap(True)
        self.banner = QLabel(self)
        self.banner.setAlignment(Qt.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        self.area_map = AreaMap(controller, self, read_only=True, table_mode=True)
        self.count_track = CountTrack(controller, self, read_only=True, table_mode=True)
        self.dolls_box = QWidget(self)
        self.dolls_layout = QHBoxLayout(self.dolls_box)
        self.dolls_layout.setContentsMargins(0, 0, 0, 0)
        self.dolls_layout.setSpacing(8)
        self.cards: dict[str, DollCard] = {}
        self.card_px = BASE_PX

        header = QHBoxLayout()
        header.addWidget(self.round_label)
        header.addWidget(self.banner, 1)
        left = QVBoxLayout()
        left.addWidget(self.area_map, 1)
        left.addWidget(self.dolls_box)
        right = QVBoxLayout()
        right.addWidget(self.victory_label)
        right.addWidget(self.count_track, 1)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right)
        root = QVBoxLayout(self)
        root.setSizeConstraint(QVBoxLayout.SetNoConstraint)   # the window's size is the screen's
        root.setContentsMargins(12, 8, 12, 12)
        root.addLayout(header)
        root.addLayout(body, 1)
        for w in (self.round_label, self.victory_label, self.banner, self.area_map, self.count_track, self.dolls_box):
            w.setFocusPolicy(Qt.NoFocus)
        controller.changed.connect(self.refresh)
        controller.session_replaced.connect(self._on_session_replaced)
        self.resize(1600, 900)
        self._apply_style()
        self.refresh()

    # -- legibility ---------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return SCALES[self.scale_index]

    @property
    def text_px(self) -> float:
        return BASE_PX * self.scale * self.fit

    @staticmethod
    def fit_for(width: int, height: int) -> float:
        """How much the 1920x1080 picture is shrunk or grown to fill a view of this size."""
        fit = min(width / REFERENCE_SIZE[0], height / REFERENCE_SIZE[1])
        return max(FIT_RANGE[0], min(FIT_RANGE[1], fit))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        fit = self.fit_for(event.size().width(), event.size().height())
        if abs(fit - self.fit) > 0.005:
            self.fit = fit
            self._apply_style()

    def set_scale(self, scale: float) -> None:
        self.scale_index = min(range(len(SCALES)), key=lambda i: abs(SCALES[i] - scale))
        self._apply_style()

    def zoom(self, steps: int) -> None:
        self.scale_index = max(0, min(len(SCALES) - 1, self.scale_index + steps))
        self._apply_style()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._apply_style()

    def toggle_theme(self) -> None:
        self.set_theme(THEMES[(THEMES.index(self.theme) + 1) % len(THEMES)])

    def _apply_style(self) -> None:
        t, px = self.theme, self.text_px
        pal = self.palette()
        pal.setColor(self.backgroundRole(), t.background)
        pal.setColor(self.foregroundRole(), t.text)
        self.setPalette(pal)
        header_px = min(px, BASE_PX * self.fit * HEADER_GROWTH)     # one line at any scale
        self.round_label.setFont(font(header_px * 1.5, bold=True))
        self.round_label.setStyleSheet(f"color: {t.highlight.name()};")
        self.banner.setFont(font(header_px * 1.6, bold=True))
        self._style_banner()
        self.area_map.set_theme(t)
        self.area_map.set_zoom(self.scale * MAP_ZOOM)
        self.count_track.set_theme(t)
        # The layout stays still at any scale: the count track and the dolls' cards keep at most their share
        # of the screen (their text grows only as far as it fits there); the map has the rest and zooms.
        track_w = min(px * 14, self.width() * TRACK_SHARE)
        self.count_track.set_text_px(min(px, track_w / 14))
        self.count_track.round_label.hide()          # the header shows round and count in large type
        self.count_track.setFixedWidth(int(track_w))
        self.victory_label.setFixedWidth(int(track_w))
        self.victory_label.setFont(font(min(px, track_w / 14), bold=True))
        self.victory_label.setStyleSheet(f"color: {t.text.name()};")
        self.card_px = self._card_px()
        for c in self.cards.values():
            c.updateGeometry()
            c.update()
        self.dolls_box.setFixedHeight(max((c.sizeHint().height() for c in self.cards.values()), default=0))

    def _card_px(self) -> float:
        """The dolls' cards' text size: the scale's, but no more than fits their share of the screen."""
        n_cards = max(1, len(self.doll_ids()) if self.controller.session is not None else 1)
        fetters = (self.most_fetters() or 3) if self.controller.session is not None else 3
        card_w = (self.width() - self.count_track.width() - 24 - 8 * (n_cards - 1)) / n_cards
        fit_h = self.height() * CARDS_SHARE / (1.55 + 2 * 1.9 + fetters * 1.35 + 0.8)
        return max(8.0, min(self.text_px, fit_h, card_w / 12))

    def _style_banner(self) -> None:
        t, px = self.theme, self.text_px
        bg = "transparent" if not self.banner.text() else t.banner.name()
        self.banner.setStyleSheet(f"color: {t.banner_text.name()}; background: {bg};"
                                  f" border-radius: {int(px * 0.3)}px; padding: {int(px * 0.15)}px {int(px * 0.6)}px;")

    # -- redraw from the state ----------------------------------------------------------------
    def table(self):
        """The battle as the table may see it (the ruleset's view for the table)."""
        return self.controller.view(TABLE_VIEWER)

    def doll_ids(self) -> list[str]:
        return [t.id for t in self.table().tokens if t.side == "dolls"]

    def most_fetters(self) -> int:
        return max((len(fs) for fs in self.table().extra.get("fetters", {}).values()), default=0)

    def retranslate(self) -> None:
        """The interface language changed: every text again, now (not at the next command)."""
        self.refresh()

    def _on_session_replaced(self) -> None:
        for c in self.cards.values():
            c.setParent(None)
            c.deleteLater()
        self.cards.clear()
        self.refresh()

    def refresh(self, events=None) -> None:
        if self.controller.session is None:
            return
        if not self.isVisible():          # closed: catches up when shown again (showEvent)
            self._stale = True
            return
        self._stale = False
        b = self.controller.state
        self.setWindowTitle(self.tr("Table view — {0}").format(b.name))
        self.round_label.setText(round_text(b))
        self.victory_label.setText(self.tr("Victory: {0}").format(victory_text(b.victory, current_language())))
        # the banner: what is asked now (the open window, whose decision is pending) and the latest roll;
        # once the battle is over, how it ended
        if b.phase == "ended":
            self.banner.setText(BATTLE_END.get(b.outcome, ""))
        else:
            asked = self.table().banner
            lines = [self.controller.text(asked) if asked is not None else "", self.latest_roll_text()]
            self.banner.setText("\n".join(line for line in lines if line))
        self._style_banner()
        ids = self.doll_ids()
        if list(self.cards) != ids:
            for c in self.cards.values():
                c.setParent(None)
                c.deleteLater()
            self.cards = {pid: DollCard(self, pid) for pid in ids}
            for c in self.cards.values():
                self.dolls_layout.addWidget(c)
            self._apply_style()
        for c in self.cards.values():
            c.update()

    def showEvent(self, event) -> None:
        if getattr(self, "_stale", False):
            self.refresh()
        super().showEvent(event)

    def latest_roll_text(self) -> str:
        """The last check in the log, as the table may see it (names filtered)."""
        log = self.controller.session.log
        for rec in reversed(log):
            for ev in reversed(rec.events):
                if ev.type in ROLL_EVENTS:
                    return self._roll_text(ev)
        return ""

    def _roll_text(self, ev) -> str:
        d = ev.data
        token = self.table().token(d.get("roller" if ev.type == "rerolled" else "actor"))
        who = HIDDEN_NAME if token is None else token.name
        kind = d.get("kind", "")
        what = f"{KIND_JA.get(kind, '判定')} {kind.capitalize()}"
        dice = " ".join(str(x) for x in d.get("dice", []))
        if ev.type == "free_roll":        # the dice box: the BCDice line as rolled, by the NC or a doll
            return f"{'NC' if d.get('actor') is None else who} · {d.get('result', '')}"
        if ev.type == "rerolled":          # a madness re-roll shows at once, not when the window closes
            old = " ".join(str(x) for x in d.get("old", []))
            return f"{who} · {what}  [{old}] → [{dice}]  振り直し Re-roll  …"
        if ev.type == "check_result":
            outcome = d.get("outcome", "")
            return f"{who} · {what}  [{dice}] → {d.get('total')}  {OUTCOME_JA.get(outcome, '')} {outcome.capitalize()}"
        mod = d.get("modifier", 0)
        return f"{who} · {what}  [{dice}]" + (f" {mod:+d}" if mod else "") + "  …"

    def texts(self) -> list[str]:
        """Every string the window shows: labels, painted cards and track, the map's scene."""
        out = [self.windowTitle()]
        out += [w.text() for w in self.findChildren(QLabel) if w.isVisibleTo(self)]
        for c in self.cards.values():
            out += c.texts()
        out += self.count_track.texts()
        for lk in (self.area_map.look_of(pid) for pid in self.area_map.markers()):
            out.append(lk.label)
        for item in self.area_map.scene().items():
            if hasattr(item, "text"):
                out.append(item.text())
        return out

    # -- screens and keys ---------------------------------------------------------------------
    def show_on_screen(self, index: int) -> bool:
        """Fullscreen on screen ``index``; windowed when there is only one screen. True if fullscreen."""
        screens = QGuiApplication.screens()
        if len(screens) < 2:
            self.showNormal()
            return False
        screen = screens[max(0, min(index, len(screens) - 1))]
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.showFullScreen()
        return True

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event) -> None:
        key, mods = event.key(), event.modifiers()
        if key == Qt.Key_F11:
            self.toggle_fullscreen()
        elif key == Qt.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif key in (Qt.Key_Plus, Qt.Key_Equal) or event.matches(QKeySequence.ZoomIn):
            self.zoom(+1)
        elif key in (Qt.Key_Minus, Qt.Key_Underscore) or event.matches(QKeySequence.ZoomOut):
            self.zoom(-1)
        elif key == Qt.Key_0 and mods & Qt.ControlModifier:
            self.set_scale(1.0)
        elif key == Qt.Key_T:
            self.toggle_theme()
        event.accept()            # nothing else typed here does anything

    def keyReleaseEvent(self, event) -> None:
        event.accept()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        event.accept()


def table_view_screenshot(controller, path, size=(1920, 1080)) -> str:
    """Render a table view of ``controller``'s battle at ``size`` to a PNG and return the path.

    Needs a QApplication; the window is never shown on screen (WA_DontShowOnScreen)."""
    app = QApplication.instance()
    if app is None:
        raise RuntimeError("table_view_screenshot needs a QApplication")
    view = TableView(controller)
    view.setAttribute(Qt.WA_DontShowOnScreen, True)
    view.resize(*size)
    view.show()
    app.processEvents()
    view.area_map.refresh()
    app.processEvents()
    ok = view.grab().save(str(path))
    view.close()
    view.deleteLater()
    if not ok:
        raise OSError(f"could not write {path}")
    return str(path)


__all__ = ["TableView", "DollCard", "table_view_screenshot", "DARK", "HIGH_CONTRAST", "BASE_PX"]
