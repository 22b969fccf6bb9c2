"""The table view, for any ruleset: a read-only second window the players watch (a TV, a projector), drawn
from the table's view of the battle, so what the ruleset hides from the table is not there to draw.

Above: the round, what is asked now (the window open and whose reaction it waits for, whose turn, what must
be chosen or laid; how the battle ended), the latest roll and what it did. Below: the turn order (with the
victory condition over it, where the ruleset says one), the map (or, with none, the range bands), the
participants' cards (each damage track apart, the conditions in words; a ruleset may declare its own:
Nechronica's doll cards), the rolled dice or hands of cards. All of it in sight, nothing behind a scroll bar.

Read from 3 m: its text is 30 px at 1920×1080 and keeps its proportions at any size, as a slide does;
F11 full screen (on the screen chosen: ``show_on_screen``), Ctrl+Plus / Minus / 0 the scale, T the theme;
nothing else typed or clicked does anything. A ruleset changes what it says with its contributions'
``table_texts`` (vtt.ui.contributions)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QVBoxLayout, QWidget

from vtt.core.free_roll import FREE_ROLL
from vtt.core.i18n import round_phrase
from vtt.core.ruleset import ACT, CHOOSE, COMMIT, GM, REACT, TABLE_VIEWER
from vtt.ui import contributions
from vtt.ui.i18n import Retranslating, battle_name, current_language, system_name
from vtt.ui.layouts import hbox, vbox
from vtt.ui.theme import DARK, HIGH_CONTRAST, THEMES, Theme, font

# The smallest text on the table view at 100 % scale, in pixels (docs/table-view.md): a 28 px glyph on a
# 24" 1080p screen is about 7.6 mm, readable from 3 m.
BASE_PX = 30
# The picture keeps its proportions at any size: BASE_PX is for a 1920x1080 view; the scale keys multiply.
REFERENCE_SIZE = (1920, 1080)
FIT_RANGE = (0.5, 4.0)
MAP_ZOOM = 1.1             # a line map at 100 %: a little larger than the GM's
MAP_MOST = 1.5             # a zone map's markers and names grow with the scale up to 150 %: the zones stay as large,
#                            and at 200 % on 1280×720 the markers at the Bridge were packed into dots of 3–12 px
ORDER_SCALE = 1.65         # a turn order's rows at 100 %: its names 28 px and more at 1920×1080
HEADER_GROWTH = 1.25       # the header's text grows with the scale up to this much (it stays one line)
TRACK_SHARE = 0.27         # at most this much of the width for the turn order, at any scale
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)
ROLL_LINES = 3             # the roll and what it did: at most this many sentences


def latest_roll(controller) -> tuple[int, list[str]]:
    """The latest roll in the battle's log and what it did, as the ruleset tells them in the interface
    language: (the record's index, its sentences from the roll on). A roll is an event the ruleset counts
    as one (``roll_events``: the attack rolled, not the cards dealt) or the dice box's free roll; for a
    ruleset that names none, a command that used dice. What it did goes on in the records right after it
    that answer the choice it asked (``choose``: zones' extra successes, Harm or a swap), so a hit reads
    with the Harm it did and who broke. (-1, []) when none yet; undo brings the one before back."""
    s = controller.session
    kinds = getattr(s.ruleset, "roll_events", None)
    lang = current_language()
    log = s.log
    for at in range(len(log) - 1, -1, -1):
        rec = log[at]
        if kinds is not None or rec.command.type == FREE_ROLL:
            first = next((i for i, e in enumerate(rec.events) if e.type == FREE_ROLL or (kinds and e.type in kinds)),
                         None)
        else:
            first = 0 if rec.command.dice else None
        if first is not None:
            events = list(rec.events[first:])
            for answer in log[at + 1:]:
                if answer.command.type != CHOOSE:
                    break
                events += answer.events
            events = [e for e in events if e.type != "undone"][:ROLL_LINES]
            return rec.index, [s.ruleset.event_text(e, s.state, lang) for e in events]
    return -1, []


class GenericTexts:
    """What the table view says, for a ruleset that declares nothing of its own (``table_texts``)."""

    @staticmethod
    def round(controller) -> str:
        n = controller.ruleset.round(controller.state)
        return controller.ruleset.text(round_phrase(n), current_language()) if n > 0 else ""

    @staticmethod
    def question(controller) -> str:
        """What the table is asked now, from the table's view: the window open and whose reaction it waits
        for, whose turn it is, what must be chosen or laid; the ruleset's banner (the round, how the battle
        ended) before it."""
        c = controller
        view = c.view(TABLE_VIEWER)
        banner = c.text(view.banner) if view.banner is not None else ""
        if not view.awaited:
            return banner
        first = view.awaited[0]

        def name(who):
            t = view.token(who) if who else None
            return c.token_name(t) if t is not None else QCoreApplication.translate("TableView", "the GM")
        ask = ""
        if first.kind == REACT:
            phrase = first.window.phrase if first.window is not None and first.window.phrase else first.phrase
            ask = c.text(phrase) if phrase is not None else QCoreApplication.translate("TableView", "{0} may react").format(name(first.who))
        elif first.kind == CHOOSE:
            phrase = first.choice.phrase if first.choice is not None and first.choice.phrase else first.phrase
            ask = QCoreApplication.translate("TableView", "{0}: {1}").format(name(first.who), c.text(phrase)) \
                if phrase is not None else \
                QCoreApplication.translate("TableView", "{0} chooses").format(name(first.who))
        elif first.kind == COMMIT:             # (what they lay, the banner says)
            names = QCoreApplication.translate("TableView", ", ").join(      # (a list as the language writes it: 、)
                dict.fromkeys(name(a.who) for a in view.awaited if a.kind == COMMIT and a.who))
            ask = QCoreApplication.translate("TableView", "Still to commit: {0}").format(names)
        elif first.kind == ACT:
            ask = QCoreApplication.translate("TableView", "{0}'s turn").format(name(first.who))
            if first.phrase is not None:
                ask += " — " + c.text(first.phrase)
        elif first.kind == GM and first.phrase is not None:
            ask = c.text(first.phrase)
        if not banner or ask.startswith(banner):
            return ask
        return f"{banner} · {ask}" if ask and ask != banner else banner

    @staticmethod
    def roll(controller) -> str:
        _, lines = latest_roll(controller)
        return QCoreApplication.translate("TableView", "Roll: {0}").format("  →  ".join(lines)) if lines else ""

    @staticmethod
    def victory(controller) -> str:
        return ""


def _say(texts, name: str, controller) -> str:
    own = getattr(texts, name, None)
    return (own if own is not None else getattr(GenericTexts, name))(controller)


class TableView(Retranslating, QWidget):
    """Mirrors the battle for the players. Nothing here issues a command; only F11, Esc, the scale keys
    and T (theme) work."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.controller = controller
        self.theme: Theme = DARK
        self.scale_index = 0
        self.fit = 1.0
        self._stale = False
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        ui = contributions.of_session(controller.session)
        self.said_by = contributions.load(ui.table_texts) or GenericTexts
        self.round_label = QLabel(self)
        self.banner = QLabel(self, alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)   # what is asked now
        self.banner.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.question = self.banner
        self.roll = QLabel(self, wordWrap=True)                     # the latest roll and what it did
        self.victory_label = QLabel(self, wordWrap=True)            # over the turn order: what wins the fight
        view = controller.view(TABLE_VIEWER)
        self.order = contributions.pick(ui, "order", contributions.default_order)(controller, TABLE_VIEWER, True)
        make_map = contributions.load(ui.map)
        if make_map is None and view.map.layout != "none":
            make_map = contributions.default_map
        self.map = make_map(controller, TABLE_VIEWER, True) if make_map is not None else None
        if self.map is not None:        # (fits its zones to any room: a 700 px view left it 280 px, not its 320
            self.map.setMinimumSize(160, 120)       # beside the turn order and the cards, drawn under the cards)
        self.cards = contributions.pick(ui, "table_panel", contributions.default_table_panel)(controller, self)
        self.extras: dict = {}
        if "ranges" in view.extra:
            from vtt.ui.widgets.range_matrix import RangeMatrix
            self.extras["ranges"] = RangeMatrix(controller, TABLE_VIEWER)
        self.extras.update(contributions.extra_panels(controller, TABLE_VIEWER, True))

        below = getattr(self.cards, "placement", "right") == "below"
        middle = vbox((self.map, 1), (self.cards, 0 if below and self.map is not None else 1)
                      if below or self.map is None else None)
        body = hbox(vbox(self.victory_label, (self.order, 1)), (middle, 12),
                    (self.cards, 7) if not below and self.map is not None else None,
                    (self.extras.get("ranges"), 9))
        root = vbox(hbox(self.round_label, (self.banner, 1)), self.roll, (body, 5),
                    (self.extras.get("effort"), 2), (self.extras.get("hands"), 2), parent=self)   # below, all in sight
        root.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)   # the window's size is the screen's
        root.setContentsMargins(12, 8, 12, 12)
        for w in self.findChildren(QWidget):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        controller.changed.connect(self.refresh)
        self.resize(1600, 900)
        self._apply_style()
        self.refresh()

    # -- legibility ---------------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        """The GM's scale (Ctrl+Plus / Minus) on top of the fit."""
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

    def panels(self) -> list:
        return [w for w in (self.order, self.map, self.cards, *self.extras.values()) if w is not None]

    def _apply_style(self) -> None:
        t, px, k = self.theme, self.text_px, self.scale * self.fit
        pal = self.palette()
        pal.setColor(self.backgroundRole(), t.background)
        pal.setColor(self.foregroundRole(), t.text)
        self.setPalette(pal)
        header_px = min(px, BASE_PX * self.fit * HEADER_GROWTH)     # one line at any scale
        self.round_label.setFont(font(header_px * 1.5, bold=True))
        self.round_label.setStyleSheet(f"color: {t.highlight.name()};")
        self.banner.setFont(font(header_px * 1.15, bold=True))
        self.roll.setFont(font(header_px, bold=True))
        self.roll.setStyleSheet(f"color: {t.text.name()}; background: {t.panel.name()}; padding: 2px 10px;")
        self._style_banner()
        # the layout stays still at any scale: the turn order keeps at most its share of the width (its text
        # grows only as far as it fits there; wider where its names need it); the map has the rest and zooms
        self._scale_order()
        track_w = self.track_width()
        self.victory_label.setFont(font(min(px, track_w / 14), bold=True))
        self.victory_label.setStyleSheet(f"color: {t.text.name()};")
        for w in self.panels():
            if hasattr(w, "set_theme"):
                w.set_theme(t)
            else:
                w.theme = t
                w.update()
        if hasattr(self.order, "set_text_px"):          # a count-down track: its text in its column
            self.order.set_text_px(min(px, track_w / 14))
            self.order.round_label.hide()               # the header shows the round in large type
        self._fit_track()
        if self.map is not None:
            if hasattr(self.map, "set_zoom"):           # a line map fits its zones itself
                self.map.set_zoom(self.scale * MAP_ZOOM)
            else:                                       # (its markers grow with the scale up to MAP_MOST: past
                self.map.set_scale(1.5 * self.fit * min(self.scale, MAP_MOST),     # it the zones cannot hold them;
                                   names=1.5 * self.fit,       # the zones' names stay at their 100 % size, and no
                                   least=1.5 * self.fit)       # marker nor name is smaller than at 100 %)
        if hasattr(self.cards, "fit_table"):
            self.cards.fit_table(self)
        else:
            self.cards.set_scale(k)
        if "ranges" in self.extras:
            self.extras["ranges"].set_scale(k)
        for key in ("effort", "hands"):
            if key in self.extras:
                self.extras[key].set_scale(2.1 * k)     # names of 28 px and more on each row

    def track_width(self) -> float:
        """The turn order's width: 14 of its text's height, or what its names need beside their notes
        (``wanted_width``: "Marsh Raider 1" whole at 28 px), at most its share of the view; beside a zone map
        made larger, as wide as at 100 % (_keeps_map_room)."""
        wanted = self.text_px * 14
        if hasattr(self.order, "wanted_width"):
            wanted = max(wanted, self.order.wanted_width())
        if self._keeps_map_room():
            wanted = min(wanted, self._track_at_100())
        return min(wanted, self.width() * TRACK_SHARE)

    def _keeps_map_room(self) -> bool:
        """Made larger beside a zone map, the turn order keeps its 100 % column (track_width) and its rows grow as
        far as its names read whole there in their row's full type (_scale_order): the map keeps its room, the
        cards theirs. (Wider, the turn order took 62 of the map's 925 px at 1920×1080 at 125 %, its picture and
        zones shrank with it and their markers with them; given the cards' room instead, the cards were drawn
        smaller than at 100 %. Its names had room to spare: they grow nearly as much.)"""
        return bool(self.scale_index) and self.map is not None and not hasattr(self.map, "set_zoom")

    def _track_at_100(self) -> float:
        """The turn order's width at 100 % (track_width)."""
        wanted = BASE_PX * self.fit * 14
        if hasattr(self.order, "wanted_width"):
            wanted = max(wanted, self.order.wanted_width(ORDER_SCALE * self.fit))
        return min(wanted, self.width() * TRACK_SHARE)

    def _scale_order(self) -> None:
        """The turn order's rows at the scale (its names 28 px and more at 1920×1080 at 100 %), or beside a zone
        map made larger at the largest, an eighth apart, at which its names read whole in their row's full type in
        its 100 % column (_keeps_map_room)."""
        if hasattr(self.order, "set_text_px"):      # (a count-down track: its text in its column, _apply_style)
            return
        zoom = self.scale
        if self._keeps_map_room() and hasattr(self.order, "wanted_width"):
            room = self._track_at_100()
            zoom = next((z for z in (zoom * (1 - k / 8) + k / 8 for k in range(8)) if z > 1.0 and
                         self.order.wanted_width(ORDER_SCALE * z * self.fit) <= room), 1.0)
        if self.order.scale != ORDER_SCALE * zoom * self.fit:
            self.order.set_scale(ORDER_SCALE * zoom * self.fit)

    def _fit_track(self) -> None:
        """The turn order as wide as its names now need (the view's size, a name changed: the language, a rename),
        and the panels beside it laid out again at once: set while the view is laid out for a resize, the width
        left the column's in the layout as it was (opened at 1600×900 and made 1920×1080, the map lay over its
        right 64 px; made 700×500, 115 px stood empty beside it and the map had 160 px)."""
        track_w = int(self.track_width())
        if track_w != self.order.width() or track_w != self.victory_label.width():
            self.victory_label.setFixedWidth(track_w)
            self.order.setFixedWidth(track_w)
            layout = self.layout()
            layout.invalidate()
            layout.activate()

    def _style_banner(self) -> None:
        t, px = self.theme, self.text_px
        bg = "transparent" if not self.banner.text() else t.banner.name()
        self.banner.setStyleSheet(f"color: {t.banner_text.name()}; background: {bg};"
                                  f" border-radius: {int(px * 0.3)}px; padding: {int(px * 0.15)}px {int(px * 0.6)}px;")

    # -- redraw from the state ------------------------------------------------------------------------
    def table(self):
        """The battle as the table may see it (the ruleset's view for the table)."""
        return self.controller.view(TABLE_VIEWER)

    def retranslate(self) -> None:
        """The interface language changed: every text again, now (not at the next command)."""
        self.refresh()

    def refresh(self, events=None) -> None:
        if self.controller.session is None:
            return
        if not self.isVisible():          # closed: catches up when shown again (showEvent)
            self._stale = True
            return
        self._stale = False
        c = self.controller
        name = battle_name(c.session) or system_name(c.ruleset.name)
        self.setWindowTitle(self.tr("Table view — {0}").format(name))
        self.round_label.setText(_say(self.said_by, "round", c))
        self.round_label.setVisible(bool(self.round_label.text()))
        victory = _say(self.said_by, "victory", c)
        self.victory_label.setText(victory)
        self.victory_label.setVisible(bool(victory))
        self.banner.setText(_say(self.said_by, "question", c))
        roll = _say(self.said_by, "roll", c)
        self.roll.setText(roll)
        self.roll.setVisible(bool(roll))
        self._style_banner()
        self._scale_order()                 # (its names changed: a rename, another battle's)
        self._fit_track()
        if hasattr(self.cards, "refresh_table"):
            self.cards.refresh_table(self)

    def said(self) -> str:
        """What the header says now: the question, then the latest roll (each line there is)."""
        return "\n".join(t for t in (self.banner.text(), self.roll.text() if self.roll.isVisibleTo(self) else "")
                         if t)

    def showEvent(self, event) -> None:
        if self._stale:
            self.refresh()
        super().showEvent(event)

    def texts(self) -> list[str]:
        """Every string the window shows: labels, what the panels paint, the map's scene."""
        out = [self.windowTitle()]
        out += [w.text() for w in self.findChildren(QLabel) if w.isVisibleTo(self)]
        for w in (self.cards, self.order):
            if hasattr(w, "texts"):
                out += w.texts()
        if self.map is not None and hasattr(self.map, "scene"):
            for lk in (self.map.look_of(pid) for pid in self.map.markers()):
                out.append(lk.label)
            for item in self.map.scene().items():
                if hasattr(item, "text"):
                    out.append(item.text())
        return out

    # -- screens and keys ---------------------------------------------------------------------------------
    def show_on_screen(self, index: int) -> bool:
        """Full screen on screen ``index``; windowed when there is only one screen. True if full screen."""
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
        if key == Qt.Key.Key_F11:
            self.toggle_fullscreen()
        elif key == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) or event.matches(QKeySequence.StandardKey.ZoomIn):
            self.zoom(+1)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore) or event.matches(QKeySequence.StandardKey.ZoomOut):
            self.zoom(-1)
        elif key == Qt.Key.Key_0 and mods & Qt.KeyboardModifier.ControlModifier:
            self.set_scale(1.0)
        elif key == Qt.Key.Key_T:
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
    view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    view.resize(*size)
    view.show()
    app.processEvents()
    if view.map is not None and hasattr(view.map, "refresh"):
        view.map.refresh()
    app.processEvents()
    ok = view.grab().save(str(path))
    view.close()
    view.deleteLater()
    if not ok:
        raise OSError(f"could not write {path}")
    return str(path)


__all__ = ["TableView", "table_view_screenshot", "latest_roll", "DARK", "HIGH_CONTRAST", "BASE_PX", "SCALES"]
