"""The encounter builder's balance search (#43): the count of one group that gives the players the win rate the GM
wants, found by racing the counts (vtt.sim.balance) off the GUI thread, drawn as it narrows, and put into the
encounter with *Use this*.

The GM picks the group that may vary and its range (the form refuses what the command line refuses: more than
12 counts, a first count past the last), the win rate wanted (easy 80 %, fair 65 %, hard 50 %, deadly 30 %, or a
number), and runs it. The plot shows, for each count, its win rate and 95 % interval as it narrows (the interval
at the first look drawn faint behind), the target with the band asked, dropped counts greyed; the headline says
the proposal. Stop keeps what has run (the proposal is then the nearest so far, said to be unsettled)."""
from __future__ import annotations

import copy
import os

from PySide6.QtCore import QPointF, QRectF, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QButtonGroup, QComboBox, QGridLayout, QGroupBox, QLabel, QSpinBox, QToolButton, QWidget

from vtt.core.errors import VttError
from vtt.sim.balance import CAP, MAX_CANDIDATES, PRECISION, PRESETS, find_group, groups, prepare, run, set_size
from vtt.ui.i18n import Retranslating, current_language
from vtt.ui.layouts import button, hbox, vbox
from vtt.ui.simulate_dialog import InThread, RunsInThread, Worker, failure_text, percent_axis, side_label, side_name
from vtt.ui.workshop.placing import encounter_text

#: the colour of a count by its state in the race
STATUS_COLOURS = {"racing": "#2b5fa8", "close": "#d08a1e", "proposed": "#2e8b3a", "dropped": "#9a9a9a"}


class _Searcher(Worker):
    """Prepares and runs a search; the candidates after every chunk and the answer at the end come back as
    signals (the answer's dict each time)."""

    progress = Signal(object)

    def run(self) -> None:
        k = self.job
        search = None
        try:
            search = prepare(k["encounter"], k["group"], k["values"], k["target"], seed=k["seed"],
                             precision=k["precision"], cap=k["cap"])
            run(search, k["workers"], progress=lambda s: self.progress.emit(s.report()),
                cancelled=lambda: self.cancel_requested, kept=self.kept, first_here=True)
        except Exception as e:                     # noqa: BLE001 — said, a BalanceError in the interface language
            self.failed.emit(failure_text(e, encounter_text))
            return
        finally:
            if search is not None and search.folder is not None:
                search.folder.cleanup()
        self.finished.emit(search.report())


class BalancePlot(QWidget):
    """Win rate (0–100 %) against the count: each count's estimate and 95 % interval (its interval at the first
    look faint behind it, so the narrowing shows), the target as a dashed line with the ± band asked."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.answer: dict | None = None
        self.first: dict = {}              # count -> (low, high) at its first estimate
        self.setMinimumSize(260, 150)

    def set_answer(self, answer: dict | None) -> None:
        if answer is None:
            self.first = {}
        else:
            for c in answer["candidates"]:
                if c["battles"] and c["count"] not in self.first:
                    self.first[c["count"]] = tuple(c["ci95"])
        self.answer = answer
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        left, top, right, bottom = 38, 8, self.width() - 10, self.height() - 34
        text = percent_axis(p, self, left, top, right, bottom, (0.0, 0.25, 0.5, 0.75, 1.0))

        def y(v: float) -> float:
            return bottom - v * (bottom - top)
        a = self.answer
        if not a:
            p.drawText(QRectF(left, top, right - left, bottom - top), Qt.AlignCenter,
                       self.tr("Win rate against the count, each 95% interval as it narrows"))
            p.end()
            return
        t, band = a["target"], a["precision"]
        p.fillRect(QRectF(QPointF(left, y(min(1.0, t + band))), QPointF(right, y(max(0.0, t - band)))),
                   QColor(46, 139, 58, 40))
        p.setPen(QPen(QColor("#2e8b3a"), 1, Qt.DashLine))
        p.drawLine(QPointF(left, y(t)), QPointF(right, y(t)))
        cands = a["candidates"]
        step = (right - left) / max(1, len(cands))
        for i, c in enumerate(cands):
            x = left + step * (i + 0.5)
            colour = QColor(STATUS_COLOURS.get(c["status"], "#2b5fa8"))
            if c["battles"]:
                if c["count"] in self.first:                          # the first interval, faint
                    lo0, hi0 = self.first[c["count"]]
                    faint = QColor(colour)
                    faint.setAlpha(60)
                    p.setPen(QPen(faint, 9, Qt.SolidLine, Qt.FlatCap))
                    p.drawLine(QPointF(x, y(lo0)), QPointF(x, y(hi0)))
                lo, hi = c["ci95"]
                p.setPen(QPen(colour, 2))
                p.drawLine(QPointF(x, y(lo)), QPointF(x, y(hi)))
                for v in (lo, hi):
                    p.drawLine(QPointF(x - 5, y(v)), QPointF(x + 5, y(v)))
                p.setBrush(colour)
                r = 5 if c["status"] == "proposed" else 3.5
                p.drawEllipse(QPointF(x, y(c["win_rate"])), r, r)
                p.setBrush(Qt.NoBrush)
            p.setPen(text)
            p.drawText(QRectF(x - step / 2, bottom + 2, step, 15), Qt.AlignCenter, str(c["count"]))
            small = p.font()
            small.setPointSizeF(small.pointSizeF() * 0.8)
            p.save()
            p.setFont(small)
            p.drawText(QRectF(x - step / 2, bottom + 16, step, 14), Qt.AlignCenter, str(c["battles"]))
            p.restore()
        p.end()


class BalancePanel(RunsInThread, Retranslating, QGroupBox):
    """The builder's balance search. ``builder``: the BuilderWindow (its ``encounter``, ``changed()``,
    ``controller.changed``, ``odds_workers``)."""

    estimated = Signal(object)        # the answer as it stands, after every chunk of battles
    finished = Signal(object)         # the answer (vtt.sim.balance Search.report()), stopped or not
    failed = Signal(str)
    used = Signal(int)                # the count *Use this* put into the encounter

    def __init__(self, builder, parent=None):
        super().__init__(parent)
        self.builder = builder
        self._run = InThread(self)
        self.answer: dict | None = None
        self.group_ids: tuple = ()           # the searched group's members (found again by them at Use this)
        self.seed = 1
        self.precision = PRECISION           # the proposal's win rate to ± this (95 %)
        self.cap = CAP                       # battles a count plays at most
        self.kept = self._run.kept           # started by the first run, kept until the builder closes

        self.group = QComboBox(currentIndexChanged=self._group_picked)
        self.first = QSpinBox(minimum=1, maximum=50, value=1)
        self.last = QSpinBox(minimum=1, maximum=50, value=6)
        self.presets = QButtonGroup(self)
        self.preset_buttons: dict[str, QToolButton] = {}
        for name in PRESETS:
            b = self.preset_buttons[name] = QToolButton(checkable=True)
            self.presets.addButton(b)
            b.clicked.connect(lambda _=False, name=name: self.target.setValue(round(100 * PRESETS[name])))
        self.target = QSpinBox(minimum=1, maximum=99, value=65, suffix=" %", valueChanged=self._target_changed)
        self.run_button = button(self.start)
        self.stop_button = button(self.stop, enabled=False)
        self.use_button = button(self.use, enabled=False)
        self.headline = QLabel(wordWrap=True)
        self.plot = BalancePlot()

        form = QGridLayout()
        self.group_label, self.from_label, self.to_label, self.target_label = QLabel(), QLabel(), QLabel(), QLabel()
        form.addWidget(self.group_label, 0, 0)
        form.addWidget(self.group, 0, 1, 1, 3)
        form.addWidget(self.from_label, 1, 0)
        form.addLayout(hbox(self.first, self.to_label, self.last, 1), 1, 1, 1, 3)
        form.addWidget(self.target_label, 2, 0)
        form.addLayout(hbox(*self.preset_buttons.values(), self.target, 1), 2, 1, 1, 3)
        vbox(form, hbox((self.run_button, 1), self.stop_button, self.use_button), self.headline, (self.plot, 1),
             parent=self)
        self.retranslate()
        self._target_changed(self.target.value())
        builder.controller.changed.connect(lambda *_: self.refresh())

    # -- words --------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setTitle(self.tr("Balance: how many make it the fight you want"))
        self.group_label.setText(self.tr("Vary"))
        self.from_label.setText(self.tr("Count from"))
        self.to_label.setText(self.tr("to"))
        self.target_label.setText(self.tr("Win rate wanted"))
        names = {"easy": self.tr("Easy"), "fair": self.tr("Fair"), "hard": self.tr("Hard"), "deadly": self.tr("Deadly")}
        for name, b in self.preset_buttons.items():
            b.setText(self.tr("{0} {1} %").format(names[name], round(100 * PRESETS[name])))
        self.run_button.setText(self.tr("Find the count"))
        self.run_button.setToolTip(self.tr("Play the encounter at each count with the AI on both sides; drop the "
                                           "counts surely farther from the win rate wanted than another"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop after the battles under way: what has run is kept"))
        self.use_button.setText(self.tr("Use this"))
        self.use_button.setToolTip(self.tr("Put the proposed count into the encounter"))
        if self.answer is None and not self.running:
            self.headline.setText(self.tr("Pick the group that may vary and the win rate wanted"))
        elif self.answer is not None:
            self._say(self.answer)
        self.refresh()                           # the groups' lines in this language

    # -- the form -----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """The groups of the encounter as it stands (the one picked stays picked while it is there)."""
        enc = self.builder.encounter
        system = self.builder.system
        picked = self.group.currentData()
        found = groups(enc)
        with QSignalBlocker(self.group):
            self.group.clear()
            lang = current_language()
            members = {p.key: p for p in enc.participants}
            for g in found:
                side = side_label(system, g.side)
                first = members.get(g.keys[0])                 # her name in the interface language ("灰色狼")
                label = first.name(lang) if first is not None else g.label
                self.group.addItem(self.tr("{0}: {1} ×{2} ({3})").format(g.name, label, g.count, side), g.name)
            default = next((i for i, g in enumerate(found) if g.name == picked), None)
            if default is None:                      # the most numerous group of the players' foes
                foes = [i for i, g in enumerate(found) if g.side != enc.shape.sides[0]]
                default = max(foes, key=lambda i: found[i].count) if foes else 0
            self.group.setCurrentIndex(default if found else -1)
        self._group_picked()

    def _group_picked(self, *_) -> None:
        enc = self.builder.encounter
        name = self.group.currentData()
        most = next((g.most for g in groups(enc) if g.name == name), 50)
        for spin in (self.first, self.last):
            spin.setMaximum(most)
        self._update_buttons()

    def _target_changed(self, value: int) -> None:
        for name, b in self.preset_buttons.items():
            if round(100 * PRESETS[name]) == value:
                b.setChecked(True)
                return
        checked = self.presets.checkedButton()
        if checked is not None:                  # a number of the GM's own: no preset is lit
            self.presets.setExclusive(False)
            checked.setChecked(False)
            self.presets.setExclusive(True)

    def _update_buttons(self) -> None:
        ready = self.group.count() > 0 and self.builder.encounter.problem() is None
        self.run_button.setEnabled(ready and not self.running)
        self.stop_button.setEnabled(self.running)
        self.use_button.setEnabled(not self.running and self.answer is not None and self.answer.get("proposed")
                                   is not None)

    def problem(self) -> str | None:
        """What keeps the form from running (the command line's refusals), in words; None: nothing."""
        if self.group.count() == 0:
            return self.tr("The encounter has no group to vary")
        a, b = self.first.value(), self.last.value()
        if a > b:
            return self.tr("The range {0} to {1} holds no count: the first is at most the last").format(a, b)
        if b - a + 1 > MAX_CANDIDATES:
            return self.tr("At most {0} counts are compared at once, not {1}: narrow the range").format(
                MAX_CANDIDATES, b - a + 1)
        why = self.builder.encounter.problem()
        if why is not None:
            return encounter_text(why)
        return None

    # -- running ------------------------------------------------------------------------------------------
    def start(self) -> bool:
        """Race the counts of the picked group (off the GUI thread); False: the form refused it (said)."""
        if self.running:
            return False
        why = self.problem()
        if why is not None:
            self.headline.setText(why)
            self.failed.emit(why)
            return False
        enc = copy.deepcopy(self.builder.encounter)       # the GM may edit on while it runs
        name = self.group.currentData()
        self.group_ids = find_group(enc, name).ids
        job = {"encounter": enc, "group": name, "values": tuple(range(self.first.value(), self.last.value() + 1)),
               "target": self.target.value() / 100, "seed": self.seed, "precision": self.precision, "cap": self.cap,
               "workers": self.builder.odds_workers or os.cpu_count() or 1}
        self.answer = None
        self.plot.set_answer(None)
        self.headline.setText(self.tr("Starting…"))
        self._run.start(_Searcher(job, self.kept), self._on_progress, self._on_finished, self._on_failed)
        self._update_buttons()
        return True

    def _say(self, a: dict) -> None:
        left = [c for c in a["candidates"] if c["status"] != "dropped"]
        players = side_name(self.builder.system, self.builder.system.sides[0])
        if a.get("proposed") is None:
            self.headline.setText(self.tr("{0}: starting…").format(players))
            return
        lo, hi = a["proposed_ci95"]
        said = self.tr("{0} ×{1}: {2} win {3:.0f} % ± {4:.1f}").format(
            a["group"], a["proposed"], players, 100 * a["proposed_win_rate"], 50 * (hi - lo))
        if self.running:
            said = self.tr("Racing: {0} of {1} counts left, {2} battles. Nearest so far: {3}").format(
                len(left), len(a["candidates"]), a["battles"], said)
        elif a["cancelled"]:
            said = self.tr("Stopped after {0} battles, not settled. Nearest so far: {1}").format(a["battles"], said)
        else:
            said = self.tr("Proposed — {0} ({1} battles)").format(said, a["battles"])
            if not a.get("reached", True):
                said += " " + (self.tr("— {0} % falls between two counts: this is the nearest") if a["between"] else
                               self.tr("— no count tried reaches {0} %: this is the nearest")).format(
                    round(100 * a["target"]))
            elif not a["settled"]:
                said += " " + self.tr("— the counts left are too close to tell apart")
        self.headline.setText(said)

    def _on_progress(self, a: dict) -> None:
        self.answer = a
        self.plot.set_answer(a)
        self._say(a)
        self.estimated.emit(a)

    def _on_finished(self, a: dict) -> None:
        self._run.end()
        self.answer = a
        self.plot.set_answer(a)
        self._say(a)
        self._update_buttons()
        self.finished.emit(a)

    def _on_failed(self, message: str) -> None:
        self._run.end()
        self.headline.setText(self.tr("Could not search: {0}").format(message))
        self._update_buttons()
        self.failed.emit(message)

    def use(self) -> bool:
        """Put the proposed count into the builder's encounter (the group found again by its members)."""
        a = self.answer
        if self.running or a is None or a.get("proposed") is None:
            return False
        enc = self.builder.encounter
        try:
            group = next(g for g in groups(enc) if set(g.ids) & set(self.group_ids))
            set_size(enc, group, a["proposed"])
        except StopIteration:
            self.headline.setText(self.tr("The group searched is no longer in the encounter"))
            return False
        except VttError as e:
            self.headline.setText(encounter_text(e))
            return False
        self.builder.changed()
        self.builder.say(self.tr("{0}: {1} now").format(a["group"], a["proposed"]))
        self.used.emit(a["proposed"])
        return True
