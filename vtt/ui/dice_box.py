"""The dice box, for any ruleset: physical dice (or cards) typed for the next rolls, under them which roll each
feeds ("Next: Marsh Raider 1's attack 2d10+1d6 ← 9 8 6, then Rowan's dodge 2d10+3d6 (if Dodge)": the rolls
of the moment, vtt.core.rolls) and what does not fit; and a free roll in the
game's own dice syntax ("2NC+1", "5D", "7d10"; "5D = 6 6 1 2 3" for dice rolled at the table). With a battle
open a free roll is the core's ``free_roll`` command (vtt.core.free_roll): in the log, on the table view,
undoable, saved and replayed; with none it is rolled here. Under it the result, or why it was refused (in
the interface language), and the ruleset's own line about it (its contributions' ``dice_odds``: Nechronica's
chance of success).

Its two fields take the keys only when the GM gives them the focus (a click, D or R), so the window's single
keys (1–9, Space) press the Now panel's buttons otherwise; Enter (the dice typed, or a free roll rolled) and
Esc hand the focus back (``done``), and so does a focus that comes back to a field by itself (the window
activated again, a dock put back)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QLineEdit, QMainWindow, QWidget

from vtt.core import errors, free_roll, records, registry, session
from vtt.ui import i18n, layouts

MalformedCommandError, VttError = errors.MalformedCommandError, errors.VttError
Command, Event = records.Command, records.Event
Verdict = session.Verdict
Retranslating, current_language = i18n.Retranslating, i18n.current_language
button, hbox, vbox = layouts.button, layouts.hbox, layouts.vbox

TYPE_CHECKING = False       # (not typing's; random is imported at the first roll: PySide reads the source of a module
if TYPE_CHECKING:           # named after it, docs/gui.md "The twelfth round")
    import random


#: how a field may get the focus and keep it: the GM's click, D or R (a menu of its own closing gives it back)
_GIVEN = (Qt.FocusReason.MouseFocusReason, Qt.FocusReason.ShortcutFocusReason, Qt.FocusReason.OtherFocusReason,
          Qt.FocusReason.PopupFocusReason)


class DiceBox(Retranslating, QWidget):
    #: the GM is done typing here (Enter, Esc, or a focus she did not give): the window takes the focus back
    done = Signal()

    def __init__(self, controller=None, rng: random.Random | None = None, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.rng = rng                # (None: a Random of its own, made at the first roll)
        self.physical_label = QLabel()
        self._pressed = None                 # the field the GM pressed the mouse on, until one loses the focus
        self.physical = _Field(self, enter_ends=True)
        self.physical.setClearButtonEnabled(True)
        self.physical.setObjectName("physical_dice")
        # only a click (or D, R) puts the focus in a field: when a window closes or the turn changes the focus
        # must not fall into it, or the window's single keys would be typed into it instead of acting
        self.physical.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.physical.textChanged.connect(lambda _text: self._show_feeds())
        self.feeds = QLabel()                # which roll the typed dice feed next, and what does not fit
        self.feeds.setWordWrap(True)
        self.feeds.setObjectName("dice_feeds")
        self.feeds.hide()
        self._upcoming: tuple | None = None  # (the battle's revision, its rolls of the moment)
        self.expression = _Field(self, enter_ends=False)
        self.expression.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.expression.returnPressed.connect(self._roll_and_return)
        self.roll_button = button(lambda _=False: self.roll())
        self.said = QLabel()                 # the last roll, or why it was refused
        self.said.setWordWrap(True)
        self.odds = QLabel()                 # the ruleset's line about it (its chance of success)
        self.odds.setWordWrap(True)
        for label in (self.said, self.odds):   # shown while they say something: empty, they took the room the
            label.hide()                       # "Next:" line needs in a short dock (cut under the free roll, #48)
        self._room: int | None = None         # the dock's height before the lines made it grow (give_room_back)
        self._refused: Verdict | None = None   # told again in another language
        self._rolled: object = None            # the last roll (its event in a battle, else its sentence): the same
        self._detail: dict = {}                # its detail: its odds line is told again in another language too
        vbox(hbox(self.physical_label, (self.physical, 1)), self.feeds, hbox((self.expression, 1), self.roll_button),
             self.said, self.odds, 1, parent=self).setContentsMargins(4, 2, 4, 2)
        if controller is not None:
            controller.dice_entry = self.physical
            controller.session_replaced.connect(self._on_session_replaced)
            controller.changed.connect(self._on_changed)
            if controller.session is None:       # (the start page: no battle to type dice for)
                self._on_changed()
        self.retranslate()

    def _on_changed(self, _events=()) -> None:
        """With no battle, or once it is over, no roll is left to type dice for: the field goes (a battle opened, an
        undo brings it back; on the start page it took "6 3" and said nothing)."""
        s = self.controller.session
        over = s is None or s.ruleset.outcome(s.state) is not None
        if self.physical.isHidden() != over:
            self.physical.setVisible(not over)
            self.physical_label.setVisible(not over)
        self._show_feeds()

    # -- which roll the typed dice feed --------------------------------------------------------------------------
    def _wanted(self) -> bool:
        """Whether to say it now: while the GM types dice (the field has the focus or holds some). Finding the
        rolls of the moment tries each answer on a copy of the battle (~1-6 ms): not after every command of an
        AI playing on while nobody types."""
        return self.physical.hasFocus() or bool(self.physical.text().strip())

    def upcoming(self) -> list:
        """The rolls of the moment (vtt.core.rolls.upcoming), found once a change of the battle."""
        c = self.controller
        if c is None or c.session is None:
            return []
        if self._upcoming is None or self._upcoming[0] != c.revision:
            from vtt.core.rolls import upcoming
            self._upcoming = (c.revision, upcoming(c.session))
        return self._upcoming[1]

    def _show_feeds(self) -> None:
        c = self.controller
        if c is None or c.session is None or self.physical.isHidden() or not self._wanted():
            if not self.feeds.isHidden():        # (no room taken from the docks while nobody types dice)
                self._tell(self.feeds, "")
            return
        from vtt.core.rolls import allot
        from vtt.ui.widgets.dice_entry import NotDiceError, parse_dice, problems, upcoming_text
        upcoming = self.upcoming()
        try:
            typed = parse_dice(self.physical.text()) or []
        except NotDiceError as e:
            self._tell(self.feeds, "⚠ " + self.tr("{0!r} is not die values (like 6 3 1, or - for a roll the "
                                                  "computer makes)").format(e.text))
            return
        shares, left = allot(typed, [u.roll for u in upcoming],
                             bool(getattr(c.ruleset, "d10_zero_is_ten", False)))
        lines = [upcoming_text(c, upcoming, shares if typed else None)]
        lines += ["⚠ " + p for p in problems(c, shares, left if upcoming else [])]
        self._tell(self.feeds, "\n".join(lines))

    def _tell(self, label: QLabel, text: str) -> None:
        """``label`` says ``text``, shown only while it says something."""
        if text:
            self.keep_room()
        label.setText(text)
        label.setVisible(bool(text))
        self._fit(label)

    def _fit(self, label: QLabel) -> None:
        """``label`` as tall as its lines need across the box, so its dock grows to show them whole (#39, played: in
        a 110 px dock "Next: …" and two warnings about the typed dice were cut through mid-line), and gives the room
        back when they go (give_room_back)."""
        shown = not label.isHidden() and bool(label.text())
        kept = self._room is not None            # (the room it had kept: lines went is asked, else nothing to give)
        before = label.minimumHeight() if kept else 0
        if shown:                        # (a label's heightForWidth is never less than its minimum: its lines of
            label.setMinimumHeight(0)    # before kept, played: two lines' height for the one left)
        label.setMinimumHeight(label.heightForWidth(max(1, self.width() - 8)) if shown else 0)
        self.give_room_back(kept and label.minimumHeight() < before)

    def _dock_in_window(self) -> QDockWidget | None:
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget) and isinstance(dock.parentWidget(), QMainWindow) and not dock.isFloating():
            return dock
        return None

    def keep_room(self) -> None:
        """Before a line shows (which may make the dock grow at once): the dock's height, kept (give_room_back)."""
        dock = self._dock_in_window()
        if dock is not None and self._room is None:
            self._room = dock.height()

    def give_room_back(self, lines_went: bool = False) -> None:
        """The dock grows to show the lines whole (_fit); the height it had is given back once what it shows fits
        in it again (#39, played: three lines about typed dice made the dock taller, and it stayed so once the GM
        cleared the field, the log beside it keeping the less room)."""
        dock = self._dock_in_window()
        if dock is None or self._room is None:
            return
        needed = self.minimumSizeHint().height() + dock.height() - self.height()
        if needed <= self._room:                 # what it shows fits in the height it had: that height again
            room, self._room = self._room, None
            if dock.height() <= room:            # (it did not grow: nothing to give back)
                return
        elif lines_went and needed < dock.height():   # lines went, not all: as tall as the rest need (played:
            room = needed                        # two lines' height kept for the one left)
        else:                                    # (not yet grown, or grown by a line shown: the room kept)
            return
        self.layout().activate()                 # (its minimum without the lines, before the dock is made smaller)
        dock.parentWidget().resizeDocks([dock], [room], Qt.Orientation.Vertical)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        for label in (self.feeds, self.said, self.odds):    # (its lines wrap again at the new width)
            self._fit(label)

    def _on_session_replaced(self) -> None:
        """Another battle: the last battle's roll (and the expression, in another ruleset's syntax) go, and the
        dice typed for its next roll (they waited for the next battle's first roll)."""
        self._refused = self._rolled = None
        self._detail = {}
        self._upcoming = None
        self.expression.clear()
        self.physical.clear()
        self._tell(self.said, "")
        self._tell(self.odds, "")
        self.retranslate()

    def kept_pictures(self) -> list:
        """(widget, its key) of what is drawn from a kept picture while it shows the same: the two fields, while
        neither has the keyboard nor the pointer, the caption and the Roll button (Fusion shapes their text at each
        paint, ~0.1 M instructions each; vtt.ui.widgets.kept, once the window has painted). Not the lines under them:
        they change with each roll, and a picture would be taken of each."""
        from vtt.ui.widgets.kept import button_key, label_key, line_edit_key
        return [(self.physical, line_edit_key(self.physical)), (self.expression, line_edit_key(self.expression)),
                (self.physical_label, label_key(self.physical_label)), (self.roll_button, button_key(self.roll_button))]

    def _ruleset_id(self) -> str | None:
        session = self.controller.session if self.controller is not None else None
        return session.ruleset.name if session is not None else None

    def retranslate(self) -> None:
        self.physical_label.setText(self.tr("Physical dice or cards:"))
        self.physical.setPlaceholderText(self.tr("e.g. 6 3 1 (a d10's 0 is 10), - for a roll the computer makes: "
                                                 "dice rolled or cards drawn at the table, for the next rolls"))
        self._show_feeds()
        self.roll_button.setText(self.tr("Roll"))
        example = getattr(registry.get(self._ruleset_id()), "dice_example", "")
        hint = (self.tr("a free roll, e.g. {0} (add = 6 3 for dice rolled at the table)").format(example) if example
                else self.tr("a free roll"))
        self.expression.setPlaceholderText(hint)
        self.expression.setToolTip(hint)          # whole where a narrow dock cuts the placeholder
        if self._refused is not None:
            self._tell(self.said, self._refused_text(self._refused))
        elif self._rolled is not None:       # the last roll told again in the language (#48: it stayed English)
            self._tell(self.said, self._rolled_text())
            self._tell(self.odds, self._odds(self._detail))   # and its odds (t60: they stayed English)

    def _rolled_text(self) -> str:
        c, lang = self.controller, current_language()
        if isinstance(self._rolled, Event):
            return c.ruleset.event_text(self._rolled, c.state, lang) if c.session is not None else ""
        return registry.get(self._ruleset_id()).ruleset.text(self._rolled, lang)

    def _refused_text(self, refused: Verdict) -> str:
        from vtt.core.ruleset import refusal_text
        rules = registry.get(self._ruleset_id()).ruleset
        return "⚠ " + refusal_text(rules, refused, current_language())

    def roll(self) -> str | None:
        """Roll what is typed; the sentence it gave (None: refused, and why is said under it)."""
        text = self.expression.text().strip()
        if not text:
            return None
        expression, _, typed = text.partition("=")
        try:
            dice = _dice(typed)
            if self.controller is not None and self.controller.session is not None:
                said, detail = self._roll_in_battle(expression.strip(), dice)
            else:
                system = registry.get(self._ruleset_id())
                if self.rng is None:
                    import random
                    self.rng = random.Random()
                result = system.roll(expression.strip(), dice, self.rng)
                self._rolled = result.get("phrase", str(result.get("text", "")))
                said, detail = system.ruleset.text(self._rolled, current_language()), result
        except VttError as e:
            self._refused = e.verdict if isinstance(e, _Refused) else Verdict.refused(e)
            self._tell(self.said, self._refused_text(self._refused))
            self._tell(self.odds, "")
            return None
        self._refused, self._detail = None, detail
        self._tell(self.said, said)
        self._tell(self.odds, self._odds(detail))
        self.expression.selectAll()            # R, Enter rolls it again; typing replaces it, never appends
        return said

    def _roll_and_return(self) -> None:
        """Enter: roll it, and once rolled hand the focus back (R, Enter rolls it again)."""
        if self.roll() is not None:
            self.done.emit()

    def _roll_in_battle(self, expression: str, dice) -> tuple[str, dict]:
        """The battle's free roll: a command of the session (the physical dice typed ahead go to it too)."""
        c = self.controller
        command = Command(free_roll.FREE_ROLL, None, {"expression": expression}, tuple(dice) if dice is not None else None)
        verdict = c.can(command)
        if not verdict:
            raise _Refused(verdict)
        n = len(c.session.log)
        if not c.do(command):
            raise _Refused(Verdict(False, self.tr("The roll was refused: see the status bar")))
        record = c.session.log[n]
        event = next(e for e in record.events if e.type == free_roll.FREE_ROLL)
        self._rolled = event
        return c.ruleset.event_text(event, c.state, current_language()), event.data.get("detail", {})

    def _odds(self, detail: dict) -> str:
        from vtt.ui import contributions
        odds = contributions.load(contributions.of(self._ruleset_id()).dice_odds)
        return odds(detail) if odds is not None else ""


class _Refused(VttError):
    """A free roll the session refused, carrying its verdict (told in the interface language)."""

    def __init__(self, verdict: Verdict):
        super().__init__(verdict.reason)
        self.verdict = verdict


def _dice(typed: str) -> list[int] | None:
    """Die values typed after '=' ("7,3", "6 3 1"); none: the computer rolls."""
    values = typed.replace(",", " ").split()
    if not values:
        return None
    out = []
    for v in values:
        try:
            out.append(int(v))
        except ValueError:
            raise MalformedCommandError("die value {value!r} is not a whole number from 1 to {sides}",
                                        value=v, sides=10) from None
    return out


class _Field(QLineEdit):
    """A dice box's field, its keys and focus: Enter in the physical dice (``enter_ends``) and Esc in either hand
    the focus back (what is typed stays); a focus the GM did not give (the window activated again, a dock put back,
    Tab) is handed back at once; the dice typed are told (which roll they feed) while the field has the focus.
    Its own handlers of those events, before the field's own, not an event filter: a filter had every event of
    both fields cross to Python, the thirty-odd of the window's building and showing too (~1.4 M instructions
    before the first paint; docs/gui.md, "The ninth round (first paint: what the widgets draw)")."""

    def __init__(self, box: DiceBox, enter_ends: bool):
        super().__init__()
        self._box = box
        self._enter_ends = enter_ends

    def keyPressEvent(self, e) -> None:
        key = e.key()
        if key == Qt.Key.Key_Escape or (self._enter_ends and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._box.done.emit()
            return
        super().keyPressEvent(e)

    def mousePressEvent(self, e) -> None:
        self._box._pressed = self
        super().mousePressEvent(e)

    def focusInEvent(self, e) -> None:
        box = self._box
        # (a click that activates the window gives the focus as the window's, after the press)
        if e.reason() not in _GIVEN and box._pressed is not self:
            box.done.emit()
        elif self is box.physical:
            box._show_feeds()
        super().focusInEvent(e)

    def focusOutEvent(self, e) -> None:
        self._box._pressed = None
        if self is self._box.physical:
            self._box._show_feeds()
        super().focusOutEvent(e)
