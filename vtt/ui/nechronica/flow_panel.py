"""The battle flow panel: the open reaction window, pending decisions, madness checks, the end of battle
(physical dice are typed in the window's dice box, vtt.ui.dice_box)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (QCheckBox, QGridLayout, QGroupBox, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from vtt.ui import ask, i18n, layouts
from vtt.core import records
from vtt.rules.nechronica import checks, commands as cmds, limits, narration, state, terms
from vtt.rules.nechronica.engine import actors_now, check_modifier, damage_coming, last_check
from vtt.ui.nechronica import doll_sheet, markers
from vtt.ui.widgets import count_track, flow_layout

Retranslating, listed = i18n.Retranslating, i18n.listed
button, hbox, vbox = layouts.button, layouts.hbox, layouts.vbox
Command = records.Command
a_re_roll_could_better = checks.a_re_roll_could_better
karma_term = narration.karma_term
CheckFrame, DamageFrame, ManeuverFrame = state.CheckFrame, state.DamageFrame, state.ManeuverFrame
MADNESS_MAX, pips = limits.MADNESS_MAX, limits.pips
outcome_term = terms.outcome_term
yes_or_no = ask.yes_or_no
command_label, effect_text = doll_sheet.command_label, doll_sheet.effect_text
set_tip = count_track.set_tip
enable_by_verdict = doll_sheet.enable_by_verdict
area_text, fetter_target_text, fetter_text = markers.area_text, markers.fetter_target_text, markers.fetter_text
name_text, part_distinction = markers.name_text, markers.part_distinction

CMD_ROLE = Qt.ItemDataRole.UserRole


def check_total_text(f: CheckFrame) -> str:
    """A check's running total: the best die, its modifier and what supports and hindrances added so
    far: "7 +1 support = 8"."""
    best = max(f.rolled or [0])
    parts = [str(best)]
    if f.modifier:
        parts.append(f"{f.modifier:+d}")
    if f.judge_mod:
        parts.append(QCoreApplication.translate("FlowPanel", "{0:+d} support/hinder").format(f.judge_mod))
    return " ".join(parts) + f" = {best + check_modifier(f)}"


def _wrapping(view: QListWidget) -> QListWidget:
    """A list whose long rows wrap at its width: in the narrow dock a row read sideways under a scroll bar was
    cut at both edges and the scroll bar hid the row under it."""
    view.setWordWrap(True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)
    return view


def _fit_rows(view: QListWidget, max_rows: int) -> None:
    """As tall as its rows (at least one, at most ``max_rows``, then it scrolls): an empty or short list
    does not take the dock's height and push the buttons under it out of view."""
    if not view.count():
        view.setFixedHeight(view.fontMetrics().height() + 2 + 2 * view.frameWidth() + 2)
        return
    view.doItemsLayout()                     # (the rows' wrapped heights at the list's width now)
    height = sum(max(view.visualItemRect(view.item(i)).height(), 1) for i in range(min(view.count(), max_rows)))
    view.setFixedHeight(height + 2 * view.frameWidth() + 2)


def _in_two_columns(grid: QGridLayout, button: QPushButton, i: int) -> None:
    """The ``i``-th of a set of buttons, two a row; a long name is cut rather than widen the dock."""
    button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    grid.addWidget(button, i // 2, i % 2)


def _clear(layout):
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()            # out of its layout it would sit over the box until the event loop deletes it
            w.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())


class FlowPanel(Retranslating, QWidget):
    """Everything the GM answers between declarations. Widgets are rebuilt from the state on change."""

    command_requested = Signal(object)

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.c = controller
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.start_button = button(lambda: self.command_requested.emit(cmds.start()))
        self.next_button = button(lambda: self.command_requested.emit(cmds.next_count()))
        self.actors = QLabel()
        self.actors.setWordWrap(True)
        # reaction window
        self.window_box = QGroupBox()
        self.stack_list = _wrapping(QListWidget())
        self.reactions = _wrapping(QListWidget())
        self.reactions.itemActivated.connect(self._declare_item)
        self.reactions.itemDoubleClicked.connect(self._declare_item)
        self.declare_button = button(self.declare_selected)
        self.pass_button = button(self.pass_window)
        self.reroll_row = QVBoxLayout()      # one re-roll per line: a row of them would widen the dock
        self.reroll_caption = QLabel()       # whose re-roll it is, once: on each button it cut the fetter at both ends
        self.reroll_caption.setWordWrap(True)
        self.stack_caption = QLabel()
        self.react_caption = QLabel()
        for caption in (self.stack_caption, self.react_caption):     # (on one line they held the dock 12 px wider
            caption.setWordWrap(True)                                 # than a 1280×800 window gives it)
        # Declare / Pass above the re-rolls: on a short dock they stay in view; side by side where they fit, else on
        # two lines (on a 1280×800 window's dock, side by side, Pass was cut: "Pass / close windo")
        choices = QWidget()
        flow = flow_layout.FlowLayout(choices, 6)
        flow.addWidget(self.declare_button)
        flow.addWidget(self.pass_button)
        vbox(self.stack_caption, self.stack_list, self.react_caption, self.reactions,
             choices, self.reroll_caption, self.reroll_row, parent=self.window_box)
        # prompt
        self.prompt_box = QGroupBox()
        self.prompt_text = QLabel()
        self.prompt_text.setWordWrap(True)
        self.prompt_area = QVBoxLayout()
        self.confirm_button = button(self.confirm)
        vbox(self.prompt_text, self.prompt_area, self.confirm_button, parent=self.prompt_box)
        self._prompt_inputs: list = []
        self._prompt = None
        # round end / end
        self.madness_box = QGroupBox()
        self.madness_row = QGridLayout(self.madness_box)
        self._madness_shown: list | None = None
        self._reasons = count_track.ToldReasons(controller)   # the refusals shown (Next count, madness checks)
        self._wait_shown: list | None = None
        self.wait_buttons: dict = {}
        self.end_box = QGroupBox()
        self.end_text = QLabel()
        self.end_text.setWordWrap(True)
        self.end_text.setTextFormat(Qt.TextFormat.RichText)
        self.karma_caption = QLabel()         # the boxes are the GM's to tick: say so
        self.karma_caption.setWordWrap(True)
        self.karma_area = QVBoxLayout()
        vbox(self.end_text, self.karma_caption, self.karma_area, parent=self.end_box)

        inner = QWidget()
        self.wait_row = QGridLayout()          # 待機: a button per participant who may wait now, two a row
        vbox(hbox((self.status, 1), self.start_button, self.next_button), self.actors, self.wait_row, self.end_box,
             self.prompt_box, self.window_box, self.madness_box, 1, parent=inner, margin=4)
        self.scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        # QScrollArea.setWidget has the panel fill its background, and the scroll area's viewport fills its own: each
        # is an opaque widget to Qt, and with it and the widgets on it all to repaint (another language or theme, every
        # widget marked) and the panel laid out anew, Qt painted it with them first, then them and it under them again
        # in the window's pass. Both backgrounds are the window's, which the dock under them draws (the same pixels).
        # (The viewport's in kept_pictures, once the window has painted: asking for it from Python here had PySide
        # build the widget classes' types before the first paint, ~38 M instructions.)
        inner.setAutoFillBackground(False)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        vbox(scroll, parent=self, margin=0)
        controller.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self):
        self.start_button.setText(self.tr("Start battle"))
        self.next_button.setText(self.tr("Next count"))
        self.window_box.setTitle(self.tr("Reaction window"))
        self.stack_caption.setText(self.tr("Being resolved (last declared on top):"))
        self.react_caption.setText(self.tr("Reactions that can be declared now:"))
        self.declare_button.setText(self.tr("Declare"))
        self.pass_button.setText(self.tr("Pass / close window"))
        self.prompt_box.setTitle(self.tr("Decision"))
        self.confirm_button.setText(self.tr("Confirm"))
        self.madness_box.setTitle(self.tr("Madness checks"))
        self.end_box.setTitle(self.tr("The battle is over"))
        self.karma_caption.setText(self.tr("Tick the karma achieved (the favor follows):"))
        self.refresh()

    # -- kept pictures (the window's, once it has painted) --------------------------------------------
    _kept = None                                       # (vtt.ui.widgets.kept.KeptPaints)

    def kept_pictures(self) -> list:
        """Once the window has painted (vtt.ui.widgets.kept): the boxes (their titles and frames: the madness checks'
        ~0.6 M instructions a paint), the rich-text status and outcome, the captions and the buttons (those made
        later too: ``_button``) drawn from pictures while they show the same, each taken at its second paint showing
        it (a copy through the filter ~0.06 M instructions, Fusion's drawing of a button ~0.11 M)."""
        if self._kept is None:
            from vtt.ui.widgets.kept import KeptPaints, group_box_key, label_key
            self.scroll.viewport().setAutoFillBackground(False)      # (painted once: see __init__)
            self._kept = KeptPaints(self, after=2)
            for box in (self.window_box, self.prompt_box, self.madness_box, self.end_box):
                self._kept.keep(box, group_box_key(box))
            # (not those in a box: a picture is taken over the window's background, not the box's shade round a
            # button's corners)
            for label in self.findChildren(QLabel):
                if type(label.parentWidget()) is not QGroupBox:
                    self._kept.keep(label, label_key(label))
            for button in self.findChildren(QPushButton):
                if type(button.parentWidget()) is not QGroupBox:
                    self._keep_button(button)
                elif button.parentWidget() is self.madness_box:
                    self._keep_button(button, self.madness_box)
        return []

    def _keep_button(self, button: QPushButton, over: QGroupBox | None = None) -> QPushButton:
        if self._kept is not None:
            from vtt.ui.widgets.kept import button_key
            self._kept.keep(button, button_key(button, over))
        return button

    def _button(self, text: str, command=None, kept: bool = False) -> QPushButton:
        """A button made as the battle goes (a madness check, a wait, an answer, a re-roll), sending ``command`` when
        clicked (if one is given); ``kept`` (not in a box: a wait), drawn from a kept picture as the others once the
        window has painted."""
        button = QPushButton(text)
        if command is not None:
            button.clicked.connect(lambda _=False: self.command_requested.emit(command))
        return self._keep_button(button) if kept else button

    # -- issuing ----------------------------------------------------------------------------------------
    def pass_window(self) -> bool:
        """Pass (P): in a Judge window where a doll may still re-roll by madness, asked first."""
        b = self.c.state
        rerolls = self.possible_rerolls(b)
        if rerolls and not self.confirm_pass_over_reroll(rerolls):
            return False
        self.command_requested.emit(cmds.pass_())
        return True

    def possible_rerolls(self, b) -> list[str]:
        """Names of the dolls that may still re-roll the check now to some purpose (a madness re-roll is
        legal and could better it: not after a natural 10)."""
        if b.window is None or b.window.timing != "judge":
            return []
        chk = last_check(b)
        roller = b.fighters.get(chk.roller) if chk else None
        if roller is None or not a_re_roll_could_better(chk.rolled or (), check_modifier(chk)):
            return []
        ok = any(self.c.can(cmds.reroll(roller.id, i)).ok for i in range(len(roller.fetters)))
        return [name_text(roller)] if ok else []

    def confirm_pass_over_reroll(self, names: list[str]) -> bool:
        return yes_or_no(self, self.tr("Close the Judge window?"), self.tr(
            "{0} may still re-roll by taking a madness point. Pass and close the window anyway?").format(self.c.text(names)))

    def confirm_madness_check(self, name: str) -> bool:
        return yes_or_no(self, self.tr("Madness check"), self.tr("Roll a madness check for {0} now?").format(name),
                         default_yes=True)

    def _madness_check(self, name: str, cmd) -> None:
        if self.confirm_madness_check(name):
            self.command_requested.emit(cmd)

    def declare_selected(self):
        item = self.reactions.currentItem()
        if item is not None:
            self._declare_item(item)

    def _declare_item(self, item: QListWidgetItem):
        cmd = item.data(CMD_ROLE)
        if cmd is not None:
            self.command_requested.emit(cmd)

    def _show_window_buttons(self):
        """On a short dock, scroll just enough that Declare and Pass show, and the re-rolls by madness
        under them if they fit too (the stack may scroll off; Pass wins if not all fit)."""
        if self.window_box.isVisible():
            # lay the buttons out first (the panel's and the scroll area's pending layouts): their places and the
            # scroll range are what is scrolled by
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            if self.reroll_row.count():
                self.scroll.ensureWidgetVisible(self.reroll_row.itemAt(self.reroll_row.count() - 1).widget(), 0, 6)
            self.scroll.ensureWidgetVisible(self.pass_button, 0, 6)
            # up and down only: on a dock narrower than the panel (its horizontal bar is off) Pass was scrolled into
            # sight sideways too, the panel's left edge cut ("ound 1 · count 8", "apid window open")
            bar = self.scroll.horizontalScrollBar()
            bar.setValue(bar.minimum())

    # -- drawing ------------------------------------------------------------------------------------------
    def refresh(self, events=None):
        if self.c.session is None:
            self.setEnabled(False)
            return
        self.setEnabled(True)
        b = self.c.state
        self.status.setText(self.tr("<b>Round {0}</b> · count <b>{1}</b> · {2}").format(
            b.round, b.count, self._phase_text(b.phase)))
        gm = {c.type for c in self.c.legal_commands(None)}
        self.start_button.setVisible(b.phase == "setup")
        self.start_button.setEnabled(cmds.START in gm)
        counting = b.phase in ("battle", "round_end")
        self.next_button.setVisible(counting)
        self.next_button.setEnabled(cmds.NEXT_COUNT in gm)
        if not counting:
            pass                          # (hidden: its tip is told when it shows, at the change that shows it)
        elif not self.next_button.isEnabled():
            set_tip(self.next_button, self._reasons.of("next", self.c.can(cmds.next_count())))
        else:
            set_tip(self.next_button, self.tr("Advance to the next count (N)"))
        acting = actors_now(b)
        self.actors.setVisible(bool(acting))
        self.actors.setText(self.tr("Acting at this count: {0}").format(listed(name_text(p) for p in acting)))
        self._draw_wait(acting)
        self._draw_window(b)
        self._draw_prompt(b)
        self._draw_madness(b)
        self._draw_end(b)

    def _phase_text(self, phase: str) -> str:
        names = {"setup": lambda: self.tr("Setup"), "battle": lambda: self.tr("Battle"),
                 "round_end": lambda: self.tr("Round end"), "ended": lambda: self.tr("Ended")}
        told = names.get(phase)
        return phase if told is None else told()

    def _draw_wait(self, acting) -> None:
        """待機 (Wait): a button for each who acts now and may wait (the rules decide: session.can); the same
        buttons are left be (no relayout, no repaint, their kept pictures kept)."""
        shown = [(p.id, self.tr("Wait: {0}").format(name_text(p))) for p in acting if self.c.can(cmds.wait(p.id))]
        if shown == self._wait_shown:
            return
        self._wait_shown = shown
        _clear(self.wait_row)
        self.wait_buttons = {}
        for pid, text in shown:
            btn = self._button(text, cmds.wait(pid), kept=True)
            btn.setToolTip(self.tr("AP −1; she acts again at the next count (W waits for the sheet shown)"))
            self.wait_row.addWidget(btn, len(self.wait_buttons) // 2, len(self.wait_buttons) % 2)
            self.wait_buttons[pid] = btn

    def _draw_window(self, b):
        self.window_box.setVisible(b.window is not None)
        if b.window is None:
            self._window_key = None
            return
        timing = {"rapid": self.tr("Rapid"), "judge": self.tr("Judge"), "damage": self.tr("Damage")}[b.window.timing]
        self.window_box.setTitle(self.tr("{0} window open").format(timing))
        self.stack_list.clear()
        for f in reversed(b.stack):
            self.stack_list.addItem(self._frame_text(b, f))
        self.reactions.clear()
        for p in b.fighters.values():
            for cmd in self.c.legal_commands(p.id):
                if cmd.type != cmds.USE:
                    continue
                part = p.part(cmd.get(cmds.PART))
                label = (f"{name_text(p)}: 【{name_text(part)}】{part_distinction(p, part)} {effect_text(part)}  "
                         f"{command_label(b, cmd)}")
                it = QListWidgetItem(label)
                it.setData(CMD_ROLE, cmd)
                self.reactions.addItem(it)
        # nothing preselected: row 0 was often a sister helping the enemy, declared by a stray Ctrl+Return
        self.reactions.setCurrentRow(-1)
        self.reactions.setVisible(self.reactions.count() > 0)
        self.react_caption.setText(self.tr("Reactions that can be declared now:") if self.reactions.count()
                                   else self.tr("No reaction can be declared now."))
        self._fit_lists()
        self.declare_button.setEnabled(self.reactions.count() > 0)
        self.pass_button.setEnabled(self.c.can(cmds.pass_()).ok)
        _clear(self.reroll_row)
        chk = last_check(b)
        roller = b.fighters.get(chk.roller) if chk else None
        if roller is not None and roller.fetters:
            for i, f in enumerate(roller.fetters):
                cmd = cmds.reroll(roller.id, i)
                verdict = self.c.can(cmd)
                if not verdict.ok and b.window.timing != "judge":
                    continue
                btn = self._button(f"{fetter_target_text(b, f.target)} {pips(f.madness)}", cmd)
                btn.setEnabled(verdict.ok)
                btn.setToolTip(self.c.reason(verdict) or self.tr("Take 1 madness on this fetter and re-roll the check"))
                btn.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)   # a long fetter is cut
                self.reroll_row.addWidget(btn)
        # whose fetters they are: the roller's, said over them (a button's target alone misled)
        self.reroll_caption.setVisible(self.reroll_row.count() > 0)
        if roller is not None:
            self.reroll_caption.setText(self.tr("{0} may re-roll, taking 1 madness on the fetter to:").format(name_text(roller)))
        # a window just opened, or re-rolls came with a roll: bring Pass (and the re-rolls, if they fit) into view
        key = (b.window.timing, len(b.stack), self.reroll_row.count())
        if key != getattr(self, "_window_key", None):
            self._window_key = key
            QTimer.singleShot(0, self._show_window_buttons)

    def _frame_text(self, b, f) -> str:
        """One line of the stack: whose it is, what it is, and how far it has come."""
        if isinstance(f, CheckFrame):     # which check: a Judge answers an attack and a dismemberment alike
            who = b.fighters.get(f.roller)
            kind = {"attack": self.tr("attack check"), "escape": self.tr("escape check"),
                    "madness": self.tr("madness check"), "action": self.tr("action check"),
                    "dismember": self.tr("dismember check")}.get(f.check_kind, self.tr("check"))
            detail = f" {f.rolled} " + check_total_text(f) if f.rolled else ""
        elif isinstance(f, DamageFrame):  # how much is coming, and what defenses took off so far
            who = b.fighters.get(f.target) if f.target else None
            kind = self.tr("damage")
            detail = (f"【{name_text(f)}】" if f.name else "") + " " + self.tr("{0} damage").format(damage_coming(f))
            if f.defense:
                detail += f" −{f.defense}"
        else:                             # a maneuver: at whom, or where to
            assert isinstance(f, ManeuverFrame)
            who = b.fighters.get(f.actor)
            kind = self.tr("maneuver")
            detail = f"【{name_text(f)}】" if f.name else ""
            target = b.fighters.get(f.target or "")
            if target is not None and target.id != (who.id if who else None):
                detail += " → " + name_text(target)
            if f.to is not None:
                detail += " → " + area_text(f.to)
        text = self.tr("{0}: {1}").format(kind, detail.strip())
        return f"{name_text(who)} — {text}" if who is not None else text

    def _fit_lists(self) -> None:
        _fit_rows(self.stack_list, 5)
        _fit_rows(self.reactions, 6)

    def resizeEvent(self, e):
        super().resizeEvent(e)
        if e.oldSize().width() != e.size().width() and not self.window_box.isHidden():
            self._fit_lists()                  # the rows wrap again at the new width

    def _draw_prompt(self, b):
        # a decision for anyone: show the first one (the engine accepts each chooser's own)
        pr = b.prompts[0] if b.prompts else None
        self._prompt = pr
        self.prompt_box.setVisible(pr is not None)
        _clear(self.prompt_area)
        self._prompt_inputs = []
        if pr is None:
            return
        who = b.fighters.get(pr.chooser)
        name, question = (name_text(who) if who else self.tr("GM")), self.c.prompt_text(pr)
        # who answers, in bold; a question that begins with her name is not told her name twice
        head = (f"<b>{name}</b>{question[len(name):]}" if question.startswith(name)
                else f"<b>{name}</b>: {question}")
        if len(b.prompts) > 1:
            head += " " + self.tr("({0} more waiting)").format(len(b.prompts) - 1)
        self.prompt_text.setText(head)
        if pr.kind not in ("parts", "madness_part", "fetters"):     # a button per answer, nothing to confirm
            if pr.kind == "victim":
                answers = [(name_text(b.fighters[o]), f"choose_{o}", cmds.choose_target(pr.chooser, o))
                           for o in pr.options]
            elif pr.kind in ("location", "adjacent"):
                words = {"head": self.tr("Head"), "arms": self.tr("Arms"), "torso": self.tr("Torso"),
                         "legs": self.tr("Legs")}
                answers = [(words.get(o, o), f"choose_{o}", cmds.choose_location(pr.chooser, o)) for o in pr.options]
            else:       # any other decision (the GM's: does the enemies' escape count as a victory?)
                answers = [(self.c.command_text(cmd), f"choose_{pr.kind}_{i}", cmd)
                           for i, cmd in enumerate(self.c.legal_commands(pr.chooser))]
            self.confirm_button.setVisible(False)
            grid = QGridLayout()         # two a row, as the madness checks: four in a row would widen the dock
            for i, (text, name, cmd) in enumerate(answers):
                btn = self._button(text, cmd)
                btn.setObjectName(name)
                _in_two_columns(grid, btn, i)
            self.prompt_area.addLayout(grid)
            return
        self.confirm_button.setVisible(True)
        if pr.kind in ("parts", "madness_part"):
            for key in pr.options:
                part = who.part(key)
                box = QCheckBox(f"【{name_text(part)}】")
                box.setObjectName(f"part_{key}")
                box.setProperty("key", key)
                box.setToolTip(effect_text(part))
                box.toggled.connect(self._update_confirm)
                effect = QLabel(effect_text(part))  # wrapped: a long effect doesn't widen the dock
                effect.setWordWrap(True)
                self.prompt_area.addLayout(hbox(box, (effect, 1)))
                self._prompt_inputs.append(box)
        elif pr.kind == "fetters":
            from PySide6.QtWidgets import QSpinBox   # only madness prompts use it: not at start-up
            for i in (o for o in pr.options if o != "overflow"):
                f = who.fetters[i]
                spin = QSpinBox()
                spin.setObjectName(f"fetter_{i}")
                spin.setRange(0, min(pr.count, MADNESS_MAX - f.madness))
                spin.setProperty("index", i)
                spin.valueChanged.connect(self._update_confirm)
                label = QLabel(fetter_text(b, f))
                # the pips as they will be once confirmed: ●●○○ → ●●●○ (and mad in words)
                spin.valueChanged.connect(lambda v, label=label, f=f: label.setText(fetter_text(b, f, v)))
                label.setObjectName(f"fetter_label_{i}")
                label.setWordWrap(True)             # a long fetter wraps: it widened the dock's content past its edge
                self.prompt_area.addLayout(hbox((label, 1), spin))
                self._prompt_inputs.append(spin)
        self._update_confirm()

    def _choice(self) -> Command | None:
        pr = self._prompt
        if pr is None or pr.kind not in ("parts", "madness_part", "fetters"):
            return None
        if pr.kind == "fetters":
            chosen = [w.property("index") for w in self._prompt_inputs for _ in range(w.value())]
            return cmds.choose_fetters(pr.chooser, chosen)
        keys = [w.property("key") for w in self._prompt_inputs if w.isChecked()]
        return cmds.choose_parts(pr.chooser, keys)

    def _update_confirm(self, *_):
        enable_by_verdict(self.c, self.confirm_button, self._choice())

    def confirm(self) -> bool:
        cmd = self._choice()
        if cmd is None:
            return False
        self.command_requested.emit(cmd)
        return True

    def _draw_madness(self, b):
        dolls = [d for d in b.dolls() if d.kind == "doll"]
        show = b.phase in ("battle", "setup") and not b.busy and bool(dolls)
        self.madness_box.setVisible(show)
        buttons = []
        for d in dolls if show else ():
            cmd = cmds.madness_check(d.id)
            v = self.c.can(cmd)
            name = name_text(d)
            tip = None if v.ok else self._reasons.of(d.id, v)  # (a check allowed has no refusal to tell)
            buttons.append((name, cmd, v.ok, tip or self.tr("Roll a madness check for {0}").format(name)))
        if buttons == self._madness_shown:
            return                        # the same buttons: leave them be (no relayout, no repaint)
        self._madness_shown = buttons
        _clear(self.madness_row)
        for i, (name, cmd, ok, tip) in enumerate(buttons):
            btn = self._button(name)
            btn.setEnabled(ok)
            btn.setToolTip(tip)
            btn.clicked.connect(lambda _=False, name=name, cmd=cmd: self._madness_check(name, cmd))
            _in_two_columns(self.madness_row, btn, i)
            self._keep_button(btn, self.madness_box)     # (its picture taken over the box's shade)

    def _draw_end(self, b):
        self.end_box.setVisible(b.phase == "ended")
        _clear(self.karma_area)
        if b.phase != "ended":
            return
        s = b.summary or {}
        outcome = {"victory": self.tr("Victory"), "annihilated": self.tr("Annihilated"),
                   "escaped": self.tr("Escaped"), "ended": self.tr("Ended by the GM")}.get(b.outcome)
        if outcome is None:                  # an outcome the ruleset names (the enemies escaped)
            outcome = self.c.text(outcome_term(b.outcome))
            outcome = outcome[:1].upper() + outcome[1:]
        lines = [f"<b>{outcome}</b> — " + self.tr("round {0}, count {1}").format(s.get("round"), s.get("count"))]
        rec = s.get("recovery")
        if rec:
            lines.append(self.tr("Recovery stock: {0} basic, {1} reinforcement part(s) (threat {2})").format(
                rec["basic"], rec["reinforcement"], s.get("threat")))
        for t in s.get("treasure_recovery", []):
            name = name_text(b.fighters[t["doll"]]) if t["doll"] in b.fighters else t["doll"]
            lines.append(self.tr("Treasure: {0}'s fetter to {1} drops to {2} madness").format(
                name, t["fetter"], t["madness"]))
        lines.append(self.tr("Favor from karma: {0}").format(s.get("favor_from_karma", 0)))
        self.end_text.setText("<br>".join(lines))
        self.karma_caption.setVisible(bool(b.karma))
        for i, k in enumerate(b.karma):
            box = QCheckBox(self.c.text(karma_term(k)))
            box.setChecked(i in b.karma_achieved)
            box.toggled.connect(lambda on, i=i: self.command_requested.emit(
                cmds.karma(i, on)))
            self.karma_area.addWidget(box)
