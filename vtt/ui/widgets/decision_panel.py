"""What the battle waits on, and the buttons that answer it, for any ruleset (vtt.core.ruleset.Awaited):
the commands of whoever acts or reacts now, a choice (one of / k of / distribute), and the GM's command
that moves the battle on.

Everything the decision needs stands in the panel without scrolling, at any size down to a 1280×800
laptop: buttons flow in rows as wide as their labels (a long one on two lines, never cut); what only
may be done (an interrupt of a higher card, acting earlier, a swap) is grouped under the decision, one
short button each; and when that still does not fit, the panel folds first those groups, then the other
participants, then a kind of command with many variants (every attack) into one button each that opens
them in place (*Back* returns); what still does not fit (a long group opened, a decision too long when all is
folded) is paged: the tallest row shows as many answers as fit, ◂ and ▸ under it (PgUp, PgDn) turn the pages.
A command's variants come after the plain answers (a set before the same set with a technique), so the keys
reach the common answers: 1–9 press the decision's first nine buttons on screen (their labels start with the
key; the keys it leaves over go to the next rows' answers, another doll's reaction), Space the command that
moves the battle on (its label ends with ␣). A group whose title is wider than the panel has it on lines of its
own above (a group box is never narrower than its title)."""
from __future__ import annotations

import time
from itertools import compress, count
from operator import is_, is_not
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (QApplication, QCheckBox, QGroupBox, QLabel, QLayout, QMenu, QPushButton, QSizePolicy,
                               QWidget)

from vtt.core import records, ruleset
from vtt.ui import ask, layouts, shortcuts
from vtt.ui.widgets import flow_layout

completed, confirmed, offered_text = ask.completed, ask.confirmed, ask.offered_text
typing_in = shortcuts.typing_in
FlowLayout, wrapped = flow_layout.FlowLayout, flow_layout.wrapped
Command = records.Command
ACT, CHOOSE, COMMIT, DISTRIBUTE, GM = ruleset.ACT, ruleset.CHOOSE, ruleset.COMMIT, ruleset.DISTRIBUTE, ruleset.GM
K_OF, REACT = ruleset.K_OF, ruleset.REACT
button, hbox, vbox = layouts.button, layouts.hbox, layouts.vbox

TYPE_CHECKING = False       # (not typing's: naming typing after PySide costs a read of its source; vtt.core.rolls)
if TYPE_CHECKING:
    from PySide6.QtWidgets import QSpinBox

MAX_BUTTONS = 40          # per participant; the rest are in the menu of a "More…" button
KEYS = "123456789"        # the decision's first buttons, in order
MOVE_ON_KEY = "Space"     # the command that moves the battle on (pass, end turn, roll the damage)
PAGE_KEYS = ("PgDown", "PgUp")   # the next and the previous page of a row too long for the panel
TAKE_OFF_KEY = "-"        # a choice of where points go: a point off the option last given one
CONFIRM_KEYS = ("Return", "Enter")   # a choice: OK
FOLDED_AT = 3             # a kind of command with this many variants folds into one button when room is short
CROWD_AT = 10             # this many awaited for the same decision (a crowd's draws) are one row: the first's
#                           answers, the others in a menu
LEVELS = 5                # 0 nothing folded … 4 every type of command with variants folded
MARGINS_PROBE = "Roll the damage"    # a label wider than any style's least button: a button's margins found on it
MNEMONIC = int(Qt.TextFlag.TextShowMnemonic)   # (a button's label is measured as the button measures it)
SEEN_AFTER_S = 0.5        # a question the AI's move raised takes keys once it has stood this long on screen: a
#                           key sooner was pressed for the question before (people need more to read one)


class Paged:
    """A row's box as built, for paging it: whether keys 1–9 press its buttons, the box, and its answers
    (label, the widget in the box's flow, its button)."""

    __slots__ = ("keyed", "box", "items")

    def __init__(self, keyed: bool, box: QWidget, items: list):
        self.keyed, self.box, self.items = keyed, box, items


class Row:
    """One participant's answers (or a group of short answers of several): a title and (label, command)s.
    (A plain class: a dataclass costs some 2 M instructions to make at start-up, vtt.core.frozen.)"""

    __slots__ = ("key", "title", "options", "compact", "others")

    def __init__(self, key: str, title: str, options: list | None = None, compact: bool = False,
                 others: tuple = ()):
        self.key = key
        self.title = title
        self.options = [] if options is None else options
        self.compact = compact          # many participants' one answer each ("Aren: Interrupt")
        self.others = others            # a crowd's row: who else awaits the same decision (their answers: a menu)


class Widths:
    """A font's metrics that measure each text's width once (``wrapped`` asks only that): a rebuild wraps the same
    labels to learn whether a fold level fits and to build it, and shaping a text is what measuring costs."""

    __slots__ = ("metrics", "known")

    def __init__(self, metrics: QFontMetrics):
        self.metrics = metrics
        self.known: dict[str, int] = {}

    def horizontalAdvance(self, text: str) -> int:
        width = self.known.get(text)
        if width is None:
            width = self.known[text] = self.metrics.horizontalAdvance(text)
        return width


def _drawn(groups: list[Row]) -> tuple:
    """What the rows of a fold level draw (``DecisionPanel._groups``): two levels alike build the same buttons."""
    return tuple((r.key, r.title, tuple(label for label, _ in r.options), r.others) for r in groups)


def _compared(plan: tuple) -> tuple:
    """A plan as compared: its data, not the rows it was made of (a Row has no equality of its own)."""
    return plan[:-1] if plan[0] == "rows" else plan


def _index(view, last: tuple | None) -> tuple:
    """(``view``, its tokens by id, who acts now: View.acting(), its tokens, who of them are marked acting, its turn
    order's acting) made from ``last`` (the last view's) where the view keeps the same participants in the same
    places: only the tokens that are not the very same records read again (a move among 200: one), the turn
    order's part kept while it is the same object; else made whole."""
    tokens, order, marks = view.tokens, view.order, view.marked_acting     # (View.acting's two parts)
    changed = None
    if last is not None and len(last[3]) == len(tokens) == len(last[1]):       # (ids unique: one token each)
        was = last[3]
        changed = list(compress(count(), map(is_not, tokens, was)))
        if any(tokens[i].id != was[i].id for i in changed):
            changed = None
    if changed is None:
        by_id = {t.id: t for t in tokens}
        marked = {t.id for t in tokens if marks(t)}
    else:
        by_id, marked = last[1], last[4]
        if changed:
            by_id, marked = dict(by_id), set(marked)
            for i in changed:
                t = tokens[i]
                by_id[t.id] = t
                if marks(t):
                    marked.add(t.id)
                else:
                    marked.discard(t.id)
    ordered = last[5][1] if last is not None and last[5][0] is order else order.acting()
    return view, by_id, ordered | marked, tokens, marked, (order, ordered)


class DecisionPanel(QWidget):
    """Rebuilt from ``controller.awaited()`` after every change; every button sends one command."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        bold(self.heading)
        self.heading.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.notice = QWidget()                      # what the window puts above the decision (the AI held)
        self.notice_layout = vbox(parent=self.notice, margin=0)
        self.notice.setVisible(False)
        self.body = QWidget()
        self.body_layout = vbox(parent=self.body, margin=0)
        self.body_layout.setSpacing(6)
        lay = vbox(self.heading, self.notice, self.body, 1, parent=self)
        lay.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)     # the dock's size rules; we fit it
        lay.setContentsMargins(6, 4, 6, 4)
        self.setMinimumSize(120, 80)
        # it takes the focus back after each command and from a click on it (vtt.ui.main_window: focus_now)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._clear()                                  # (the answers' buttons: none yet)
        self.fold_level = 0                            # how much had to be folded to fit (0: nothing)
        self._open: str | None = None                  # the folded group shown in place, by its key
        self._page = 0                                 # the page shown of a row too long for the panel
        self.page_label: QLabel | None = None          # "2 of 3"
        self._rows: list[Row] = []
        self._picked: list[int] = []                   # the options given a point by a key, in order (−)
        self._key_page = 0                             # which nine options of a choice keys 1–9 reach
        # A key the GM pressed for the question before never answers one the AI's move has just raised (Space for
        # "End turn" as the AI at once opened a reaction window against the party): a key that comes before the
        # question has stood SEEN_AFTER_S on screen, and that now answers otherwise than it did on the question
        # she saw, is held back with a cue, and the next answers. A key after that answers at once (the GM has
        # read the question: she is not made to press twice), and so does one the AI's move left as it was
        # (Space for "Draw the initiative cards" as the AI drew its own foes' cards).
        self.held_cue = QLabel()
        self.held_cue.setWordWrap(True)
        self.held_cue.setObjectName("heldKeyCue")
        self.held_cue.setStyleSheet("QLabel { background:#5a4a17; color:#ffe8a0; font-weight:bold; padding:4px }")
        self.add_notice(self.held_cue)
        self._held = False                             # the question on show came with the AI's move
        self._seen_keys: dict | None = None            # what each key answered on the last question she could read
        self._shown_at = float("-inf")                 # when the question on show came (``clock``)
        self.clock = time.monotonic                    # (a test gives the panel its own clock)
        self._fresh = False                            # the last change brought another question
        self._shortcuts = []
        for i, key in enumerate(KEYS):
            self._shortcut(key, lambda i=i: self.press_key(i), answers=True)
        self._shortcut(MOVE_ON_KEY, self.press_move_on, answers=True)
        self._shortcut(PAGE_KEYS[0], lambda: self.turn_page(1))
        self._shortcut(PAGE_KEYS[1], lambda: self.turn_page(-1))
        self._shortcut(TAKE_OFF_KEY, self.take_point_off, answers=True)
        # Return confirms a choice; not while the GM types elsewhere (the dice box's Enter is hers)
        self._confirms = [self._shortcut(key, self.confirm, answers=True) for key in CONFIRM_KEYS]
        QApplication.instance().focusChanged.connect(self._focus_moved)
        self._focus_moved()
        controller.changed.connect(self._on_changed)
        # built when it first has its size (resizeEvent), not first at a default one and again at its own:
        # its buttons are made, measured and folded once before the first paint
        self._sized = False
        self._shown: tuple | None = None               # what it was last built for (_plan_now)

    def _shortcut(self, key: str, slot, answers: bool = False) -> QShortcut:
        """A key of the panel; one that ``answers`` the question acts only when ``take_key`` lets it. A key held
        down does not repeat: it never answers the question its first press brought."""
        s = QShortcut(QKeySequence(key), self)
        s.setContext(Qt.ShortcutContext.WindowShortcut)
        s.setAutoRepeat(False)
        s.activated.connect((lambda: self.take_key(key) and slot()) if answers else slot)
        self._shortcuts.append(s)
        return s

    def _focus_moved(self, _old=None, new=None) -> None:
        """Return is the choice's OK while a choice is shown, unless the focus is in a field of another panel
        (the dice box's: its Enter is hers); else Return is not taken from anyone."""
        new = QApplication.focusWidget() if new is None else new
        mine = bool(self.picks) and (new is None or not typing_in(new) or self.isAncestorOf(new))
        for s in self._confirms:
            s.setEnabled(mine)

    # -- kept pictures (the window's, once it has painted) --------------------------------------------
    _kept = None                                       # (vtt.ui.widgets.kept.KeptPaints)

    def kept_pictures(self) -> list:
        """Once the window has painted (vtt.ui.widgets.kept): the heading and the answers' boxes, buttons and labels
        drawn from pictures while they show the same, each taken at its second paint showing it (a question shown
        once, most of them, is never drawn into a picture); those built later kept as they are built."""
        if self._kept is None:
            from vtt.ui.widgets.kept import KeptPaints
            self._kept = KeptPaints(self, after=2)
            self._keep_answers()
        return []

    def _keep_answers(self) -> None:
        from vtt.ui.widgets.kept import button_key, group_box_key, label_key
        makers = {QPushButton: button_key, QGroupBox: group_box_key, QLabel: label_key}
        kept = self._kept
        for w in [self.heading] + self.body.findChildren(QWidget):
            make = makers.get(type(w))
            if make is not None:
                kept.keep(w, make(w))

    # -- notices (the window's) -----------------------------------------------------------------
    def add_notice(self, widget: QWidget) -> None:
        """One of the window's notices, hidden until ``show_notice``."""
        widget.hide()
        self.notice_layout.addWidget(widget)

    def show_notice(self, widget: QWidget, on: bool) -> None:
        """Show or hide one of the window's notices; the answers are fitted again to what is left."""
        if self._set_notice(widget, on):
            self.rebuild()

    def _set_notice(self, widget: QWidget, on: bool) -> bool:
        """A notice shown or hidden (True: it changed; the answers are not fitted again yet)."""
        if widget.isHidden() != on:
            return False
        widget.setVisible(on)
        self.notice.setVisible(any(not self.notice_layout.itemAt(i).widget().isHidden()
                                   for i in range(self.notice_layout.count())))
        return True

    # -- a question another's move raised: the first key is held back ---------------------------------------
    def hold_keys(self) -> None:
        """The last change was not the GM's own (the AI's move): when it brought another question, a key the GM
        presses before it has stood SEEN_AFTER_S on screen is held back (``take_key``): it was meant for the
        question before."""
        if self._fresh:
            self._held = True

    def take_key(self, key: str | None = None) -> bool:
        """Whether ``key`` (None: a ruleset's own key) may answer the question on show: not one pressed just as the
        AI's move brought it, unless it answers now as it did on the question the GM saw (it is held back, and the
        cue says so; the next key answers). A click always answers: it is aimed at what is seen."""
        held, self._held = self.keys_held, False
        if not held or self._same_answer(key):
            return True
        self.held_cue.setText(self.tr("That key was held back: this question came with the AI's move. "
                                      "Read it, then press the key again."))
        self.show_notice(self.held_cue, True)
        return False

    def send(self, c: Command) -> bool:
        """A button's command (clicked, or pressed by its key), once the GM has answered what its ruleset asks
        first: what completes it (vtt.ui.ask.completed: which fetter Nechronica's re-roll by madness goes on), and
        whether to send it (vtt.ui.ask.confirmed: Nechronica's attack on one's own side)."""
        done = completed(self, self.controller, c)
        return done is not None and confirmed(self, self.controller, done) and self.controller.do(done)

    def _key_answers(self) -> dict | None:
        """What each of keys 1–9 and Space answers on the question on show, with the question (a "pass" closes
        another window on another question; None: a choice's keys tick options)."""
        if self.picks:
            return None
        asked = self.heading.text()
        out = {KEYS[i]: (asked, self.commands.get(b)) for i, b in enumerate(self.keyed[:len(KEYS)])}
        out[MOVE_ON_KEY] = (asked, self.commands.get(self.move_on) if self.move_on is not None else None)
        return out

    def _same_answer(self, key: str | None) -> bool:
        """``key`` answers the question on show with the command it answered on the one the GM saw."""
        seen, now = self._seen_keys, self._key_answers()
        answer = now.get(key) if key is not None and now is not None else None
        return seen is not None and answer is not None and answer[1] is not None and answer == seen.get(key)

    @property
    def keys_held(self) -> bool:
        """A key now would be held back: the question came with the AI's move a moment ago."""
        return self._held and self.clock() - self._shown_at < SEEN_AFTER_S

    # -- keys -----------------------------------------------------------------------------------
    def press_key(self, i: int) -> bool:
        """Key ``i + 1``: the decision's button of that number, when it stands enabled on screen (in a choice:
        that option ticked, or given a point)."""
        if self.picks:
            return self._pick(i)
        return i < len(self.keyed) and _press(self.keyed[i])

    def press_move_on(self) -> bool:
        return _press(self.move_on)

    def turn_page(self, step: int) -> bool:
        """PgDn / PgUp: the next or the previous page of the row too long for the panel (▸ / ◂); in a choice of
        more than nine options, the nine keys 1–9 reach."""
        if self.picks:
            pages = (len(self.picks) + len(KEYS) - 1) // len(KEYS)
            if not 0 <= self._key_page + step < pages:
                return False
            self._key_page += step
            self._label_keys()
            return True
        return self.pager is not None and _press(self.page_buttons.get(step))

    # -- building ---------------------------------------------------------------------------------
    def resizeEvent(self, e):
        super().resizeEvent(e)
        old, new = e.oldSize(), e.size()
        if not self._sized:
            self._sized = True
            self.rebuild()
        elif old.width() != new.width():
            self.rebuild()               # the rows wrap again
        elif old.height() != new.height() and (self.needed_height() > new.height()
                                               or (self.fold_level and new.height() > old.height())):
            self.rebuild()               # it no longer fits, or what was folded may now fit

    def _on_changed(self, _events=()) -> None:
        """A change: built again only if what the panel says changed (a move that leaves the question and
        every answer as they were, most of them, costs no widget and no relayout of the window)."""
        self._fresh = False
        if not self._sized:
            return
        plan = self._plan_now()
        if _compared(plan) == self._shown:
            return
        self._fresh, self._held = True, False          # another question: any key held back was for the last
        now = self.clock()
        if now - self._shown_at >= SEEN_AFTER_S:       # the question going stood long enough to be read: a key
            self._seen_keys = self._key_answers()      # that answers the next alike was meant for it as well
        self._shown_at = now
        self._set_notice(self.held_cue, False)
        self._open, self._page = None, 0
        self.rebuild(plan)

    def _clear(self) -> None:
        self.buttons: dict[str, QPushButton] = {}      # label -> button (tests and shortcuts find them)
        self.commands: dict[QPushButton, Command] = {}  # button -> the command it sends (a number chosen: as listed)
        self.keyed: list[QPushButton] = []             # the buttons keys 1–9 press, in order
        self.move_on: QPushButton | None = None        # the button Space presses
        self.folds: dict[str, QPushButton] = {}        # a folded group's button, by its label
        self.folded: dict[str, QPushButton] = {}       # a folded command's label -> the button that opens it
        self.pager: QWidget | None = None              # its ◂ page ▸ line, when a row is paged
        self.page_buttons: dict[int, QPushButton] = {}  # ◂ (-1) and ▸ (1)
        self._boxes: list[Paged] = []                  # the rows' boxes as built (the tallest is paged)
        self._base: dict[QPushButton, str] = {}        # a keyed button's label without its key
        self.spins: dict[str, QSpinBox] = {}           # a chosen number beside its button, by the label
        self.more = None
        self.others: list[QPushButton] = []            # a crowd's "Another of them…" (its menu: the others' answers)
        self.picks: list[tuple] = []                   # a choice's options and their boxes (keys 1–9, −, Return)
        self.pick_keys: list[QLabel] = []              # the key beside each option ("" off the key page)
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()             # gone at once (a grab before the deletion shows nothing)
                item.widget().deleteLater()

    _indexed: tuple | None = None

    def _view_index(self) -> tuple:
        """The view's tokens by id and who acts now, made once a view: the panel asks them of every row it
        plans (200 awaited draws in zones and hundred: each a walk of 200 tokens, 62 % of a move's work)."""
        view = self.controller.view()
        if self._indexed is None or self._indexed[0] is not view:
            self._indexed = _index(view, self._indexed)
        return self._indexed

    def _name(self, who) -> str:
        t = self._view_index()[1].get(who) if who else None
        return self.controller.token_name(t) if t is not None else self.tr("GM")

    def _plan_now(self) -> tuple:
        """What the panel says now, as data (compared to tell whether to build it again): the battle over,
        a choice to make, or the question, the rows of answers and the command that moves on."""
        awaited = self.controller.awaited()
        if not awaited:
            return ("over",)
        first = awaited[0]
        if first.kind in (CHOOSE, COMMIT) and first.choice is not None and first.choice.form in (K_OF, DISTRIBUTE):
            return ("choice", first)
        rows, move_on, answering = self._plan(awaited)
        return ("rows", self._question(awaited, answering),
                tuple((r.key, r.title, tuple(r.options), r.compact, r.others) for r in rows),
                move_on, rows)

    def rebuild(self, plan: tuple | None = None) -> None:
        if not self._sized:
            return
        self._clear()
        self._widths = Widths(self.fontMetrics())       # (for this build: the panel's font may change)
        plan = self._plan_now() if plan is None or plan is False else plan
        self._shown = _compared(plan)
        if plan[0] == "over":
            self.heading.setText(self.tr("The battle is over."))
        elif plan[0] == "choice":
            self._choice(plan[1])
        self._focus_moved()              # Return: the choice's OK, or nobody's
        if plan[0] != "rows":
            return
        _, heading, _, move_on, rows = plan
        self.heading.setText(heading)
        self._rows = rows
        head = self._head_height(self._width())        # (the heading laid out once, not at each level)
        built = None                     # the rows as the last level drew them
        tried = None                     # the rows of the last level tried, built or not, and its groups
        for level in range(LEVELS):      # fold no more than it takes to fit
            self.fold_level = level
            groups = self._groups(rows, level)
            drawn = _drawn(groups)
            if tried is not None and drawn == tried[0]:   # a level that folds nothing more (one row: 1 and 2
                continue                 # fold only the rows after the first) draws the same buttons, which did not fit
            tried = (drawn, groups)
            if (level < LEVELS - 1 and self._open is None
                    and self._least_height(move_on, groups, head) > self.available_height()):
                continue                 # its labels alone are taller than the panel: it cannot fit, not built
            if built is not None:
                self._clear()
            built = drawn
            opened = self._build(rows, move_on, groups)
            if opened or self.needed_height(head) <= self.available_height():
                break
        if built is None:                # the last level draws as one found too tall: built as it is, then paged
            self._build(rows, move_on, tried[1])
        self._paginate()                 # what still does not fit: a page of the tallest row at a time
        if self.pager is None:
            for paged in self._boxes:      # keys left over: the other rows' answers, in order on screen
                if not paged.keyed:
                    for _, _, b in paged.items:
                        self._key(b)
        if self._kept is not None:
            self._keep_answers()

    def _question(self, awaited, answering: set) -> str:
        """What is asked now: who acts or reacts (a window's: those of ``answering``, who have an answer, when
        any has; Nechronica waits on everyone in a window though only a few have a maneuver of its timing), and
        the ruleset's own question where it gives one."""
        first = awaited[0]
        text = self.controller.text
        if first.kind == CHOOSE and first.choice is not None:
            return self._asked(first)
        if first.kind == GM:
            return text(first.phrase) if first.phrase is not None else self.tr("The GM moves the battle on")
        acting = self._view_index()[2]
        required = list(dict.fromkeys(a.who for a in awaited if a.who and not self._optional(a, first, acting)))
        if first.kind == REACT and answering.intersection(required):
            required = [who for who in required if who in answering]
        comma = self.tr(", ")                    # a list as the language writes it (Japanese: 、)
        if len(required) >= CROWD_AT:            # a crowd: the first few by name ("Aren, Mira, Tobin and 27 more")
            names = self.tr("{0} and {1} more").format(comma.join(map(self._name, required[:3])), len(required) - 3)
        else:
            names = comma.join(dict.fromkeys(map(self._name, required)))
        if first.kind == REACT:
            window = first.window
            phrase = window.phrase if window is not None and window.phrase is not None else first.phrase
            return text(phrase) if phrase is not None else self.tr("Reactions: {0}").format(names)
        title = {ACT: self.tr("Acts now: {0}"), COMMIT: self.tr("Still to commit (hidden until all have): {0}")}
        out = title.get(first.kind, "{0}").format(names)
        if first.phrase is not None and not first.optional:
            out += " — " + text(first.phrase)
        return out

    def _asked(self, a) -> str:
        """A choice's question with who makes it: her name once ("Lily chooses 2 parts…", not "Lily: Lily …")."""
        phrase = a.choice.phrase or a.phrase
        asked = self.controller.text(phrase) if phrase else a.choice.kind
        name = self._name(a.who)
        return asked if asked.startswith(name) else f"{name}: {asked}"

    def _plan(self, awaited) -> tuple[list[Row], tuple[str, Command] | None, set]:
        """The rows of answers (the decision's first; then what only may be done, grouped), the
        command that moves the battle on and who has answers (a crowd: all of it)."""
        first = awaited[0]
        rows, singles, later = [], [], []
        answering: set = set()
        shown: list[Command] = []
        hook = getattr(self.controller.ruleset, "also_now", None)      # who may act though not waited on
        waited = {a.who for a in awaited}
        also = [a for a in hook(self.controller.state) if a.who not in waited] if hook is not None else []
        records = [a for a in list(awaited) + also
                   if not (a.who is None and a.kind == GM and a.fallback is not None)]   # (the GM's step: below)
        for group, optional in self._alike_kept(records, first):
            if len(group) >= CROWD_AT:                 # a crowd: the first's answers, the others in a menu
                row = self._crowd(group, optional)
                if row is not None:
                    answering.update(self._whos(group))
                    shown += [c for _, c in row.options]
                    (later if optional else rows).append(row)
                continue
            for a in group:
                options = plain_first(self.controller.legal_commands(a.who))   # the GM's ruling or choice: hers
                if not options:
                    continue
                answering.add(a.who)
                labelled = [(offered_text(self.controller, c), c) for c in options]
                shown += options
                row = Row(a.who or "gm", self._name(a.who), labelled)
                (later if optional else rows).append(row)
        # several participants who each have one answer (interrupts, acting earlier, a swap) are one group
        # of short buttons, under the decision: the decision keeps its own place
        for group in (rows, later):
            ones = [r for r in group if len(r.options) == 1 and not r.others]
            if len(ones) >= 2 or (group is later and ones):
                for r in ones:
                    group.remove(r)
                title = self._group_title(records, {r.key for r in ones}, group is later)
                singles.append(Row("+" + ",".join(r.key for r in ones), title,
                                   [(f"{r.title}: {label}", c) for r in ones for label, c in r.options], True))
        if not rows and singles:                       # nobody must: the group is the decision
            rows, singles = singles[:1], singles[1:]
        rows = rows + later + singles
        gm = (next((a for a in awaited if a.kind == GM), None)
              or next((a for a in awaited if a.fallback is not None and a.kind == REACT), None))
        move_on = None
        if gm is not None and gm.fallback is not None and gm.fallback not in shown:        # not twice
            label = (self.controller.text(gm.phrase) if gm.kind == GM and gm.phrase is not None
                     else self.controller.command_text(gm.fallback))
            move_on = (label, gm.fallback)
        elif first.fallback is not None and first.kind in (ACT, REACT):
            move_on = next(((label, c) for r in rows[:1] for label, c in r.options if c == first.fallback), None)
        return rows, move_on, answering

    _grouped: tuple | None = None
    _crowds: tuple | None = None

    def _whos(self, group: list, start: int = 0) -> tuple:
        """Who a crowd's group holds, in order, from its ``start``-th: the last ones while the group is the very same
        list (_alike_kept's groups, kept while the records are: a move among 200 awaited draws reads none of them
        again, and the crowd's row names the very same others)."""
        kept = self._crowds
        if kept is None or kept[0] is not group:
            kept = self._crowds = (group, {0: tuple(a.who for a in group)})
        whos = kept[1].get(start)
        if whos is None:
            whos = kept[1][start] = kept[1][0][start:]
        return whos

    def _alike_kept(self, records, first) -> list[tuple[list, bool]]:
        """``_alike``'s groups, the last ones while the records are the very same objects as then (a ruleset that
        keeps its records while they are the same: hundred's 201 awaited draws after a band set), found in C, and
        who acts is the same; else grouped again."""
        acting = self._view_index()[2]
        kept = self._grouped
        if (kept is not None and kept[1] is first and kept[2] == acting and len(kept[0]) == len(records)
                and all(map(is_, records, kept[0]))):
            return kept[3]
        groups = self._alike(records, first)
        self._grouped = (records, first, acting, groups)
        return groups

    def _alike(self, records, first) -> list[tuple[list, bool]]:
        """The records in their order, each alone with whether it only may act (``_optional``), but a crowd's
        (CROWD_AT or more participants asked the same: kind, phrase, window, optional, the fallback but for whose it
        is, the same question of a choice from each one's own options: lay a card of her hand) as one group where
        its first stands. (Each record is compared with the group of the one
        before it, most often its own, else looked up by its kind and phrase: 200 awaited draws, 200 compares.)"""
        acting = self._view_index()[2]
        buckets: dict[tuple, list] = {}
        placed: list = []                  # per record: (its group, optional); a group: [its first, optional, members,
        #                                    what they are asked] (None: the GM's)
        last: list | None = None
        for a in records:
            optional = self._optional(a, first, acting)
            if a.who is None:
                placed.append((None, optional))
                continue
            fb, ch = a.fallback, a.choice
            asked = (optional, a.kind, a.optional, a.phrase, a.window, None if fb is None else fb.type,
                     None if fb is None else fb.params,
                     None if ch is None else (ch.kind, ch.form, ch.key, ch.count, ch.phrase, ch.command))
            if last is None or last[3] != asked:         # (a tuple compared: a shared phrase found by identity)
                bucket = buckets.setdefault((optional, a.kind, a.phrase.template if a.phrase is not None else None,
                                             asked[5]), [])
                last = next((g for g in bucket if g[3] == asked), None)
                if last is None:
                    last = [a, optional, [], asked]
                    bucket.append(last)
            last[2].append(a)
            placed.append((last, optional))
        out = []
        for a, (group, optional) in zip(records, placed):
            if group is None or len(group[2]) < CROWD_AT:
                out.append(([a], optional))
            elif group[0] is a:
                out.append((group[2], optional))
        return out

    def _crowd(self, group: list, optional: bool) -> Row | None:
        """A crowd's row: the answers of its first who has any, by her name, under what they are all asked; the
        others' answers are a menu away (``_others``), so a move plans one participant's answers, not 200."""
        for i, a in enumerate(group):
            options = plain_first(self.controller.legal_commands(a.who))
            if options:
                break
        else:
            return None
        name = self._name(a.who)
        labelled = [(f"{name}: {offered_text(self.controller, c)}", c) for c in options]
        title = self._group_title([a], {a.who}, optional)
        return Row("crowd:" + a.who, title, labelled, True, self._whos(group, i + 1))

    def _optional(self, a, first, acting=None) -> bool:
        """Whether ``a`` only may act now: said so, or asked for something else than the decision, or
        (while someone's turn is on: ``acting``, the view's) acting is not hers: a swap of cards at the start of a
        round."""
        if a.optional or a.kind != first.kind:
            return True
        if acting is None:
            acting = self._view_index()[2]
        return a.kind == ACT and bool(acting) and a.who not in acting

    def _group_title(self, awaited, who: set[str], optional: bool) -> str:
        texts = {self.controller.text(a.phrase) for a in awaited if a.who in who and a.phrase is not None}
        if len(texts) == 1:
            return next(iter(texts))
        return self.tr("May also act now") if optional else self.tr("Any of them may")

    def _build(self, rows: list[Row], move_on, groups: list[Row]) -> bool:
        """The rows as a fold level groups them (``groups``, ``_groups``'); True when it built a folded group
        opened in place instead."""
        width = max(80, self.width() - 16)
        if self._open is not None:          # a folded group opened in place, folded at whatever level
            row = next((r for lv in range(1, LEVELS) for r in self._groups(rows, lv) if r.key == self._open), None)
            if row is not None:
                back = button(lambda: self._show_group(None), "← " + self.tr("Back"))
                self.body_layout.addWidget(back)
                inside = {label for label, _ in row.options}
                if move_on is not None and move_on[0] not in inside:
                    self._move_on(move_on, width)        # (the hit, the pass: still one key away)
                self._row(row, width)
                # every other answer is a click on Back away
                self.folded.update((label, back) for r in rows for label, _ in r.options
                                   if label not in inside and label not in self.buttons)
                return True
            self._open = None
        move_on_command = move_on[1] if move_on else None
        first = self.controller.awaited()[0]
        if move_on is not None and first.kind in (REACT, GM):
            self._move_on(move_on, width)                # the common answer first: pass, roll the damage
        first_row = True
        folds = None                                  # folded groups side by side, as short as their names
        for row in groups:
            if row.key.startswith("fold:"):
                if folds is None:
                    folds = QWidget()
                    FlowLayout(folds, 4)
                    self.body_layout.addWidget(folds)
                b = QPushButton(wrapped(f"{row.title} … ({len(row.options) + len(row.others)})", self._widths,
                                        width - 24))
                b.clicked.connect(lambda _=False, k=row.key: self._show_group(k))
                folds.layout().addWidget(b)
                self.folds[row.title] = b
                self.folded.update((label, b) for label, _ in row.options)
                if first_row:
                    self._key(b)
                continue
            folds = None
            if not self._row(row, width, keyed=first_row, skip=move_on_command):
                continue                                 # (its one answer is the move-on, above)
            if first_row and move_on is not None and self.move_on is None:
                self._move_on(move_on, width)            # under the decision: end the turn
            first_row = False
        if move_on is not None and self.move_on is None:
            self._move_on(move_on, width)
        return False

    def _move_on(self, move_on: tuple[str, Command], width: int) -> None:
        """The command that moves the battle on, in bold, pressed by Space too."""
        label, command = move_on
        b = QPushButton(wrapped(f"{label}  ␣", self._widths, width - 24))
        bold(b)
        b.clicked.connect(lambda _=False, c=command: self.send(c))
        b.setToolTip(self.tr("Space"))
        self.body_layout.addWidget(b)
        self.buttons[label] = b
        self.commands[b] = command
        self.move_on = b

    def _groups(self, rows: list[Row], level: int) -> list[Row]:
        """The rows as drawn at fold ``level``: 1 folds the groups of short answers, 2 the rows after the
        first, 3 also the first row's kinds of command with many variants (by whom they name), 4 every
        type of command with variants."""
        out = []
        for i, row in enumerate(rows):
            if (level >= 1 and row.compact and i > 0) or (level >= 2 and i > 0) or (level >= 3 and row.compact):
                out.append(Row("fold:" + row.key, row.title, row.options, others=row.others))
            elif level >= 3 and i == 0:
                # a kind: the command's type and whom it names (every attack on the Raider); at the last
                # level its type alone (every attack)
                names = {t.id for t in self.controller.view().tokens}
                kinds: dict[tuple, list] = {}
                for label, c in row.options:
                    kinds.setdefault(kind_of(c, names) if level == 3 else (c.type,), []).append((label, c))
                keep = Row(row.key, row.title, [], row.compact)
                folded = []
                for kind, options in kinds.items():
                    if len(options) >= (FOLDED_AT if level == 3 else 2):
                        folded.append(Row(f"fold:{row.key}:{kind!r}", common_prefix([lb for lb, _ in options]),
                                          options))
                    else:
                        keep.options += options
                out += ([keep] if keep.options else []) + folded
            else:
                out.append(row)
        return out

    def _show_group(self, key: str | None) -> None:
        self._open, self._page = key, 0
        self.rebuild()

    def _key(self, b: QPushButton) -> None:
        if len(self.keyed) < len(KEYS):
            self.keyed.append(b)
            self._base[b] = b.text()
            b.setText(f"{len(self.keyed)}  {b.text()}")

    def _titled(self, row: Row, width: int) -> tuple[str, str]:
        """A row's box's title and the title above its box on lines of its own (a group box is never narrower than
        its title: a long one stands above), each "" when there is none. Not said twice: not the heading, nor the
        question a crowd's heading says after who is still to answer."""
        heading = self.heading.text()
        title = "" if row.title == heading or (row.others and heading.endswith(" — " + row.title)) else row.title
        return ("", title) if self._widths.horizontalAdvance(title) > width - 24 else (title, "")

    def _row(self, row: Row, width: int, keyed: bool = True, skip=None) -> bool:
        """The row's box of buttons (False: it has none, its one answer being ``skip``)."""
        options = [(label, c) for label, c in row.options if c != skip]
        if not options:
            return False
        title, above = self._titled(row, width)
        if above:
            label = QLabel(above)
            label.setWordWrap(True)
            self.body_layout.addWidget(label)
        box = QGroupBox(title)
        flow = FlowLayout(box, 4)
        metrics = self._widths
        ranges = getattr(self.controller.ruleset, "command_range", None)
        items = []
        for label, c in options[:MAX_BUTTONS]:
            b = QPushButton(wrapped(label, metrics, width - 40))
            bounds = ranges(self.controller.state, c) if ranges is not None else {}
            if bounds:
                widget = self._ranged(b, label, c, bounds)
            else:
                b.clicked.connect(lambda _=False, c=c: self.send(c))
                widget = b
            flow.addWidget(widget)
            items.append((label, widget, b))
            if keyed:
                self._key(b)
            self.buttons[label] = b
            self.commands[b] = c
        if row.others:                           # a crowd's others: each one's answers in a menu (not keyed,
            flow.addWidget(self._others(row.others))   # not paged: a key opens no menu)
        if len(options) > MAX_BUTTONS:           # the rest in a menu, none left out
            more = QPushButton(self.tr("More… ({0})").format(len(options) - MAX_BUTTONS))
            menu = QMenu(more)
            for label, c in options[MAX_BUTTONS:]:
                menu.addAction(label).triggered.connect(lambda _=False, c=c: self.send(c))
            more.setMenu(menu)
            flow.addWidget(more)
            self.more = menu
        self.body_layout.addWidget(box)
        self._boxes.append(Paged(keyed, box, items))
        return True

    def _others(self, who: tuple) -> QPushButton:
        """"Another of them… (n)": a menu of the crowd's others, made when it opens (their answers asked then, not
        at every change): one who has one answer is it ("Bren: Draw her card"), one who has more a submenu."""
        b = QPushButton(self.tr("Another of them… ({0})").format(len(who)))
        menu = QMenu(b)
        menu.aboutToShow.connect(lambda: self._fill_others(menu, who))
        b.setMenu(menu)
        self.others.append(b)
        return b

    def _fill_others(self, menu: QMenu, who: tuple) -> None:
        menu.clear()
        for pid in who:
            options = plain_first(self.controller.legal_commands(pid))
            name = self._name(pid)
            into = menu if len(options) == 1 else menu.addMenu(name)
            for c in options:
                text = offered_text(self.controller, c)
                into.addAction(f"{name}: {text}" if into is menu else text).triggered.connect(
                    lambda _=False, c=c: self.send(c))

    # -- pages ----------------------------------------------------------------------------------------
    def _paginate(self) -> None:
        """When the answers do not fit even folded, the tallest row shows a page of them at a time, as many as
        fit, with ◂ n / m ▸ under it; its keys 1–9 press the page's, the others are a page turn away."""
        if self.needed_height() <= self.available_height() or not self._boxes:
            return
        width = self._width()
        paged = max(self._boxes, key=lambda p: p.box.heightForWidth(width))
        if len(paged.items) < 2:
            return
        self.pager = self._pager()
        self.body_layout.insertWidget(self.body_layout.indexOf(paged.box) + 1, self.pager)
        room = self.available_height() - (self.needed_height() - paged.box.heightForWidth(width))
        before = [b for b in self.keyed if all(b is not item[2] for item in paged.items)]
        pages = self._pages(paged, room, width, len(before))
        self._page = page = max(0, min(self._page, len(pages) - 1))
        start, end = pages[page]
        self._show_page(paged, start, end, len(before))
        if paged.keyed:
            self.keyed = before + [b for _, _, b in paged.items[start:end]][:len(KEYS) - len(before)]
        for i, (label, widget, b) in enumerate(paged.items):
            if not start <= i < end:               # a page turn away
                paged.box.layout().removeWidget(widget)
                widget.hide()
                widget.deleteLater()
                self.buttons.pop(label, None)
                self.spins.pop(label, None)
                self.folded[label] = self.page_buttons[1 if i >= end else -1]
        self.page_buttons[-1].setEnabled(page > 0)
        self.page_buttons[1].setEnabled(page < len(pages) - 1)
        self.page_label.setText(self.tr("{0} of {1}").format(page + 1, len(pages)))

    def _pages(self, paged: Paged, room: int, width: int, keyed_before: int) -> list[tuple[int, int]]:
        """Where each page of ``paged``'s answers starts and ends: as many as fit in ``room`` (each page's
        first buttons with their keys)."""
        out: list[tuple[int, int]] = []
        start, n = 0, len(paged.items)
        while start < n:
            end = n
            self._show_page(paged, start, end, keyed_before)
            while end - start > 1 and paged.box.heightForWidth(width) > room:
                end -= 1
                paged.items[end][1].hide()
            out.append((start, end))
            start = end
        return out

    def _show_page(self, paged: Paged, start: int, end: int, keyed_before: int) -> None:
        """Only answers ``start``…``end`` of ``paged`` shown (the flow leaves out a widget hidden on purpose),
        the first of them with their keys when the row is keyed."""
        for i, (_, widget, b) in enumerate(paged.items):
            widget.setVisible(start <= i < end)
            if paged.keyed:
                base = self._base.get(b, b.text())
                number = keyed_before + i - start + 1
                if start <= i < end and number <= len(KEYS):
                    self._base[b] = base
                    b.setText(f"{number}  {base}")
                elif b in self._base:
                    b.setText(self._base.pop(b))

    def _pager(self) -> QWidget:
        """◂ n of m ▸: the previous and the next page (PgUp, PgDn)."""
        pager = QWidget()
        lay = FlowLayout(pager, 8)                     # (on two lines rather than wider than the panel)
        back = button(lambda: self._turn(-1), "◂ " + self.tr("Previous"))
        on = button(lambda: self._turn(1), self.tr("Next") + " ▸")
        back.setToolTip(self.tr("Previous page (Page Up)"))
        on.setToolTip(self.tr("Next page (Page Down)"))
        self.page_label = QLabel()
        self.page_label.setMinimumHeight(back.sizeHint().height())
        for w in (back, self.page_label, on):
            lay.addWidget(w)
        self.page_buttons = {-1: back, 1: on}
        return pager

    def _turn(self, step: int) -> None:
        self._page += step
        self.rebuild()

    def _ranged(self, b: QPushButton, label: str, c: Command, bounds: dict) -> QWidget:
        """A command whose number its giver chooses (the ruleset's ``command_range``): its button with a
        spin box beside it; the button says and sends the number chosen."""
        from PySide6.QtWidgets import QSpinBox     # (here: most decisions have none, nor the first paint)
        key, (lo, hi) = next(iter(bounds.items()))
        spin = QSpinBox()
        spin.setRange(lo, hi)
        spin.setValue(min(hi, max(lo, int(c.params.get(key, hi)))))
        spin.setObjectName(f"range_{c.actor}_{key}")
        head = label[: len(label) - len(self.controller.command_text(c))]     # "Mei: " in a group of many
        box = QWidget()
        hbox(b, spin, parent=box, margin=0).setSpacing(2)

        def chosen() -> Command:
            return Command(c.type, c.actor, {**c.params, key: spin.value()})

        def relabel(_value=None) -> None:
            keyed = b.text().split("  ", 1)[0] + "  " if b in self.keyed else ""
            b.setText(keyed + head + self.controller.command_text(chosen()))
        spin.valueChanged.connect(relabel)
        b.clicked.connect(lambda _=False: self.send(chosen()))
        self.spins[label] = spin
        return box

    # -- fitting ------------------------------------------------------------------------------------
    def _width(self) -> int:
        m = self.layout().contentsMargins()
        return max(1, self.width() - m.left() - m.right())

    def _head_height(self, width: int) -> int:
        """How tall the margins, the heading and the notices are at ``width``."""
        m = self.layout().contentsMargins()
        spacing = self.layout().spacing()
        h = m.top() + m.bottom() + self.heading.heightForWidth(width) + spacing
        if not self.notice.isHidden():
            h += self.notice.sizeHint().height() + spacing
        return h

    def needed_height(self, head: int | None = None) -> int:
        """How tall the heading, notices and answers are at the panel's width (``head``: the heading's and notices'
        height, when known)."""
        width = self._width()
        h = self._head_height(width) if head is None else head
        for i in range(self.body_layout.count()):
            w = self.body_layout.itemAt(i).widget()
            if w is None:
                continue
            h += (w.heightForWidth(width) if w.hasHeightForWidth() else w.sizeHint().height()) + \
                self.body_layout.spacing()
        return h

    _margins: QSize | None = None

    def _least_height(self, move_on, groups: list[Row], head: int) -> int:
        """The least height the answers of a fold level (``groups``, as ``_build`` lays them out) can take, known
        from their labels' widths without building a widget: each button its label's lines (wrapped as ``_build``
        wraps them, with its key) and a plain button's margins, in the flow's rows at the panel's width (no box's frame
        or title), a title above a box as many lines as its width needs at least, no spin box. A level taller than the
        panel even so does not fit (hundred's nine "Draw her cards" at the bench's size: level 0 was built only to
        find that)."""
        if self._margins is None:
            # what the style puts round a button's label (a push button is as large as its label and these, at least as
            # wide as the style's least button: a probe's label is wider). (QStyle itself is not asked: its Python type
            # makes 600 enum members, ~50 M instructions.)
            probe = QPushButton(MARGINS_PROBE)
            self._margins = probe.sizeHint() - probe.fontMetrics().size(MNEMONIC, MARGINS_PROBE)
        around = self._margins
        width = max(80, self.width() - 16)               # (_build's)
        room, gap, widths = self._width(), self.body_layout.spacing(), self._widths
        line_h = self.fontMetrics().height()             # (a line of a label is at least as tall; as wide as
        #                                                  measured, or wider: Qt rounds up)
        key_w = widths.horizontalAdvance("1  ") - 1      # (a key before a label's first line, less a rounding)
        keys = [len(KEYS)]                               # the keys left (the first row's and its folds')

        def flow(labels: list[str], wrap: int, keyed: bool = False) -> int:
            x, y, line = 0, 0, 0                         # (FlowLayout._place's rows)
            for label in labels:
                # (a & shows a mnemonic: such a label counts as an empty line)
                lines = wrapped(label, widths, wrap).split("\n") if "&" not in label else [""]
                w = max(map(widths.horizontalAdvance, lines)) + around.width()
                if keyed and keys[0]:
                    w, keys[0] = max(w, widths.horizontalAdvance(lines[0]) + key_w + around.width()), keys[0] - 1
                w = min(w, room)
                if x > 0 and x + w > room:
                    x, y, line = 0, y + line + 4, 0
                x += w + 4
                line = max(line, len(lines) * line_h + around.height())
            return y + line

        h = head
        if move_on is not None:                          # (alone in its row: as tall as its lines)
            h += flow([f"{move_on[0]}  ␣"], width - 24) + gap
        skip = move_on[1] if move_on else None
        folds: list[str] = []
        first = True
        for row in groups + [Row("", "")]:
            if row.key.startswith("fold:"):              # folded groups side by side
                folds.append(f"{row.title} … ({len(row.options) + len(row.others)})")
                continue
            if folds:
                h += flow(folds, width - 24, keyed=first) + gap
                folds = []
            options = [label for label, c in row.options if c != skip][:MAX_BUTTONS]
            if options:
                above = self._titled(row, width)[1]
                if above:                                # (its lines: at least as many as its width needs)
                    h += -(-widths.horizontalAdvance(above) // room) * line_h + gap
                h += flow(options, width - 40, first) + gap
                first = False
        return h

    def available_height(self) -> int:
        # its own height once it has been given one (its first build runs as the window is shown, before the
        # panel counts as visible: then too), else no limit
        return self.height() if self._sized and self.height() > 100 else 10 ** 6

    # -- choices --------------------------------------------------------------------------------
    def _choice(self, a) -> None:
        """A choice of k options (check boxes) or of where ``count`` points go (a number each). Keys: 1–9 tick
        an option, or put a point on it; − takes a point off the option last given one; PgDn / PgUp the next
        nine options when there are more; Return (Enter) confirms."""
        from PySide6.QtWidgets import QGridLayout, QSpinBox      # (here: a choice is rare, and not at start-up)
        ch = a.choice
        self.heading.setText(self._asked(a))
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        self.picks, self.pick_keys, self._picked = [], [], []
        for i, opt in enumerate(ch.options):
            label = ch.label(i)
            text = label if isinstance(label, str) else self.controller.text(label)
            key = QLabel()
            key.setMinimumWidth(key.fontMetrics().horizontalAdvance("9 "))
            grid.addWidget(key, i, 0)
            if ch.form == K_OF:
                w = QCheckBox(text)
                w.toggled.connect(self._choice_changed)
                grid.addWidget(w, i, 1)
            else:
                w = QSpinBox()
                w.setRange(0, ch.count)
                w.valueChanged.connect(self._choice_changed)
                grid.addWidget(QLabel(text), i, 1)
                grid.addWidget(w, i, 2)
            self.picks.append((opt, w))
            self.pick_keys.append(key)
        self.choice_status = QLabel()
        self.choice_status.setWordWrap(True)
        ok = button(lambda: self.send(self._chosen()), self.tr("OK") + "  ⏎")
        ok.setToolTip(self.tr("Return"))
        box = QWidget()
        vbox(grid, self.choice_status, ok, parent=box)
        self.body_layout.addWidget(box)
        self.buttons["OK"] = ok
        self.ok = ok
        self._chosen_of = (ch, a.who)
        self._key_page = 0
        self._label_keys()
        self._choice_changed()

    def _chosen(self) -> Command:
        """The answer as the boxes stand: the options ticked, or each option once per point given it."""
        ch, who = self._chosen_of
        if ch.form == K_OF:
            value = [o for o, w in self.picks if w.isChecked()]
        else:
            value = [o for o, w in self.picks for _ in range(w.value())]
        return Command(ch.command, who, {ch.key: value})

    def _label_keys(self) -> None:
        """The keys 1–9 beside the options they act on now (the nine of the page, PgDn / PgUp turn it)."""
        first = self._key_page * len(KEYS)
        for i, key in enumerate(self.pick_keys):
            key.setText(str(i - first + 1) if first <= i < first + len(KEYS) else "")

    def _choice_changed(self, _value=None) -> None:
        """OK enabled when the rules would take the answer (else its tooltip says why); the line under the
        options says how many are chosen or left, and the keys."""
        ch, _ = self._chosen_of
        verdict = self.controller.can(self._chosen())
        self.ok.setEnabled(bool(verdict))
        self.ok.setToolTip(self.tr("Return") if verdict else self.controller.reason(verdict))
        more = len(self.picks) > len(KEYS)
        if ch.form == K_OF:
            n = sum(w.isChecked() for _, w in self.picks)
            said = self.tr("{0} of {1} chosen.").format(n, ch.count)
            keys = self.tr("Keys: 1–9 tick or untick an option, Return confirms.")
        else:
            n = sum(w.value() for _, w in self.picks)
            said = self.tr("{0} of {1} points given.").format(n, ch.count)
            keys = self.tr("Keys: 1–9 put a point on an option, − takes one off the option last given one, "
                           "Return confirms.")
        if more:
            keys += " " + self.tr("PgDn / PgUp: the next or the previous nine options.")
        self.choice_status.setText(f"{said} {keys}")

    def _pick(self, i: int) -> bool:
        """Key ``i + 1`` in a choice: tick or untick that option, or put one more point on it."""
        index = self._key_page * len(KEYS) + i
        if index >= len(self.picks):
            return False
        ch, _ = self._chosen_of
        w = self.picks[index][1]
        if ch.form == K_OF:
            w.click()
            return True
        if sum(s.value() for _, s in self.picks) >= ch.count or w.value() >= w.maximum():
            return False                              # every point given: − takes one back first
        w.setValue(w.value() + 1)
        self._picked.append(index)
        return True

    def take_point_off(self) -> bool:
        """−: a point off the option last given one by a key (else the last option that has one)."""
        if not self.picks or self._chosen_of[0].form != DISTRIBUTE:
            return False
        given = [i for i in self._picked if self.picks[i][1].value() > 0] or \
            [i for i, (_, w) in enumerate(self.picks) if w.value() > 0]
        if not given:
            return False
        w = self.picks[given[-1]][1]
        w.setValue(w.value() - 1)
        if self._picked and self._picked[-1] == given[-1]:
            self._picked.pop()
        return True

    def confirm(self) -> bool:
        """Return (Enter) in a choice: OK, when the rules would take the answer."""
        return bool(self.picks) and _press(self.ok)


def _press(button: QPushButton | None) -> bool:
    """``button`` clicked, when it stands enabled on screen (a key pressing it)."""
    if button is None or not button.isVisible() or not button.isEnabled():
        return False
    button.click()
    return True


def plain_first(commands: list[Command]) -> list[Command]:
    """The plain answers before their variants, else in the ruleset's order: a command with more parameters
    than the fewest its type has here (a set's defence with a technique, with the weapon's advantage) comes
    after every plainer one, so the keys and the first page reach the common answers."""
    fewest: dict[str, int] = {}
    for c in commands:
        fewest[c.type] = min(fewest.get(c.type, len(c.params)), len(c.params))
    return sorted(commands, key=lambda c: len(c.params) - fewest[c.type])


def kind_of(c: Command, participants: set) -> tuple:
    """What a folded group gathers: commands of one type naming the same participants (every attack on
    the Raider, whatever the dice, weapon, place hit, advantage or technique)."""
    return (c.type,) + tuple(sorted((k, v) for k, v in c.params.items() if isinstance(v, str) and v in participants))


def common_prefix(labels: list[str]) -> str:
    """The words every label starts with ("Attack Raider with 2×8", "Attack Raider with 1×5" → "Attack
    Raider"), else the first label's first word: a folded group's name. A parenthesis they open but part in
    is left out ("Attack Bandit 1 (Spear, Close…)", "Attack Bandit 1 (Spear, 1 shifted…)" → "Attack Bandit 1")."""
    words = [lb.split(" ") for lb in labels]
    out = []
    for column in zip(*words):
        if len(set(column)) != 1:
            break
        out.append(column[0])
    text = " ".join(out)
    if text.count("(") > text.count(")"):
        text = text[:text.rindex("(")].rstrip()
    return text.rstrip(",") if text else words[0][0]


def bold(widget: QWidget) -> None:
    f: QFont = widget.font()
    f.setBold(True)
    widget.setFont(f)
