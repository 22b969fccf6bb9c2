"""The odds of an encounter of any ruleset as they narrow: OddsPanel, and the Simulate encounter dialog around it.

OddsPanel runs a scenario many times with AI on both sides (vtt.sim.simulator, in worker processes it keeps
between runs) and shows the players' side's win rate with its 95% interval while the battles run: a headline
("dolls win 58 % ± 5"), a progress bar towards the precision asked, and a small plot of the estimate and its
band over the battles. It stops once the interval is that narrow; ``stop()`` keeps what has run. The dialog
(every ruleset's window: Solo → Simulate encounter…) adds the scenario, the AIs, the seed and the report;
the encounter builder embeds the panel alone.
"""
from __future__ import annotations

import gc
import math
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QLabel, QLineEdit,
                               QPlainTextEdit, QProgressBar, QSpinBox, QWidget)

from vtt.core import registry
from vtt.core.errors import VttError
from vtt.core.files import read_json
from vtt.core.i18n import CORE, Term
from vtt.sim.driver import policy_names
from vtt.sim.report_text import ROUNDS, format_report, rounds_line
from vtt.sim.simulator import (DEFAULT_MAX_ROUNDS, PRECISION_CAP, PRECISION_CHUNK, Tally, Workers, simulate,
                               wilson_interval)
from vtt.ui.i18n import current_language, listed
from vtt.ui.layouts import button, hbox, vbox


def report_tr(text: str) -> str:
    """A sentence or word of the report (vtt.sim.report_text.REPORT_TEMPLATES) in the interface language."""
    return QCoreApplication.translate("Report", text)


def report_words(system):
    """report_tr, and for a word the report does not know, the rules system's own: its sides and how its
    battles end (the report names them by id: zones' "party", "defeat")."""
    def tr(text: str) -> str:
        if text == ROUNDS:                 # the rounds in the system's own word (Nechronica's Japanese: ターン)
            word = Term("report", ROUNDS)
            return system.ruleset.text(word, current_language()) if system is not None else \
                CORE.tell(word, current_language())
        said = report_tr(text)
        if said != text or system is None:
            return said
        if text in system.sides:
            return side_label(system, text)
        return system.ruleset.text(Term("outcome", text, text), current_language())
    return tr


def system_of_file(path) -> registry.System:
    """The rules system a scenario file names (read, not validated: the run validates it)."""
    return registry.system_of(read_json(path), path)


def side_label(system, side: str) -> str:
    """A side's name in the interface language (a package system's ``side_names``, else the report's word)."""
    names = getattr(system, "side_names", {})
    if side in names:
        return names[side][1 if current_language() == "ja" else 0]
    return report_tr(side)


def headline(side: str, rate: float, lo: float, hi: float) -> str:
    """ "dolls win 58 % ± 5": the estimate and the half-width of its 95% interval, in points (one decimal
    once it is narrower than 3)."""
    half = 50 * (hi - lo)
    return QCoreApplication.translate("OddsPanel", "{0} win {1:.0f} % ± {2}").format(
        side, 100 * rate, f"{half:.0f}" if half >= 3 else f"{half:.1f}")


class Worker(QObject):
    """What an InThread runs: ``run()`` the ``job`` (a dict) in a worker thread, which hands its battles to the
    ``kept`` worker processes; signals ``progress``, ``finished`` (a dict as it is: a Qt map would sort its keys)
    and ``failed`` (what went wrong, in words); ``cancel_requested`` once asked to stop."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, job: dict, kept: Workers):
        super().__init__()
        self.job, self.kept = job, kept
        self.cancel_requested = False


class _Runner(Worker):
    """Runs the battles; the estimate after every chunk and the report at the end come back as signals."""

    progress = Signal(int, int, int)          # battles done, wins, the cap

    def run(self) -> None:
        k = self.job
        try:
            tally = Tally(k["scenario"])          # summed as the results arrive: flat memory
            simulate(k["scenario"], k["battles"], k["seed"], k["workers"], *k["policies"], k["max_rounds"],
                     progress=lambda done, total: self.progress.emit(tally.n, tally.wins, total),
                     cancelled=lambda: self.cancel_requested, precision=k["precision"],
                     chunk=None if k["precision"] else 10, tally=tally, keep=False, kept=self.kept,
                     first_here=True)             # the first estimate while the workers start
        except Exception as e:                    # noqa: BLE001 — said (failure_text), not a dialog waiting for ever
            self.failed.emit(failure_text(e))
            return
        r = tally.report(k["seed"], *k["policies"]) if tally.n else {}
        if r:
            r["cancelled"] = self.cancel_requested and tally.n < k["battles"]
            r["max_rounds"] = k["max_rounds"]
            if k["precision"]:
                r["precision"] = k["precision"]
                r["precision_reached"] = tally.precise(k["precision"])
        self.finished.emit(r)


def failure_text(e: Exception, told=str) -> str:
    """What a run in a worker thread that raised ``e`` says: a refusal of ours (a VttError) as ``told`` tells it,
    the system's (OSError, ValueError) as it is, any other (a slip of ours) with its type."""
    if isinstance(e, VttError):
        return told(e)
    return str(e) if isinstance(e, (OSError, ValueError)) else f"{type(e).__name__}: {e}"


class InThread:
    """A Worker run in a QThread of its own, off the GUI thread, and the simulator's worker processes it hands
    battles to, kept between runs (``kept``: spawned, never forked from a process running Qt threads; ended with
    ``parent``): the odds panel's runs and the builder's balance search."""

    def __init__(self, parent: QObject):
        self.parent = parent
        self.thread: QThread | None = None
        self.worker: QObject | None = None
        self.kept = Workers("spawn")
        parent.destroyed.connect(lambda *_, kept=self.kept: kept.close())

    @property
    def running(self) -> bool:
        return self.thread is not None

    def start(self, worker: QObject, progress, finished, failed) -> None:
        # What garbage there is (widgets closed before, still in reference cycles) is collected here, on the
        # GUI thread: a collection the worker's battles set off would delete their Qt objects on its own
        # thread, which crashes (seen once in the suite: a segfault in the simulator's thread, in the gc).
        gc.collect()
        self.thread, self.worker = QThread(self.parent), worker
        worker.moveToThread(self.thread)
        self.thread.started.connect(worker.run)
        worker.progress.connect(progress)
        worker.finished.connect(finished)
        worker.failed.connect(failed)
        self.thread.start()

    def cancel(self) -> None:
        """Ask the worker to stop after what is under way."""
        if self.worker is not None:
            self.worker.cancel_requested = True

    def end(self) -> None:
        """Wait for the thread to end (the worker has said it finished or failed)."""
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
            self.thread = self.worker = None

    def shutdown(self) -> None:
        """Stop, and end the kept worker processes (a window closing)."""
        self.cancel()
        self.end()
        self.kept.close()


class RunsInThread:
    """A panel whose runs go through an InThread (``self._run``): whether one runs, ``stop()`` after the battles
    under way (``finished`` then gives what has run), ``shutdown()`` (a window closing: the processes end too)."""

    @property
    def running(self) -> bool:
        return self._run.running

    def stop(self) -> None:
        self._run.cancel()

    def shutdown(self) -> None:
        self._run.shutdown()


def side_name(system, side: str) -> str:
    """A side's name capitalised, as a headline, a column or a menu starts with it ("Dolls")."""
    label = side_label(system, side)
    return label[:1].upper() + label[1:]


def percent_axis(p: QPainter, widget: QWidget, left: float, top: float, right: float, bottom: float,
                 lines=(0.0, 0.5, 1.0)) -> QColor:
    """A plot's ground: the widget's base colour, a grid line at each of ``lines`` (fractions of 0–100 %, from
    ``bottom`` up to ``top``) and 0 %, 50 %, 100 % left of ``left``; returns the text colour."""
    p.setRenderHint(QPainter.Antialiasing)
    p.fillRect(widget.rect(), widget.palette().base())
    text = widget.palette().text().color()
    p.setPen(QPen(QColor("#bbbbbb"), 1))
    for frac in lines:
        y = bottom - frac * (bottom - top)
        p.drawLine(QPointF(left, y), QPointF(right, y))
    p.setPen(text)
    for frac in (0.0, 0.5, 1.0):
        y = bottom - frac * (bottom - top)
        p.drawText(QRectF(0, y - 8, left - 4, 16), Qt.AlignRight | Qt.AlignVCenter, f"{100 * frac:.0f}%")
    return text


class EstimatePlot(QWidget):
    """The win rate (a line) and its 95% band over the battles run so far, 0–100 % high; the band asked
    for, around the last estimate, as dashed lines."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.points: list[tuple[int, float, float, float]] = []
        self.precision: float | None = None
        self.setMinimumSize(240, 110)

    def set_points(self, points, precision: float | None) -> None:
        self.points, self.precision = list(points), precision
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        left, top, right, bottom = 36, 6, self.width() - 8, self.height() - 18
        text = percent_axis(p, self, left, top, right, bottom, (0.0, 0.5, 1.0))
        if not self.points:
            p.drawText(QRectF(left, top, right - left, bottom - top), Qt.AlignCenter,
                       self.tr("The estimate and its 95% band, as battles run"))
            return
        last = self.points[-1][0]
        span = max(last, 1)

        def at(n, v):
            return QPointF(left + (right - left) * n / span, bottom - v * (bottom - top))
        band = QPolygonF([at(n, hi) for n, _, _, hi in self.points] + [at(n, lo) for n, _, lo, _ in reversed(self.points)])
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(91, 143, 217, 90))
        p.drawPolygon(band)
        p.setPen(QPen(QColor("#2b5fa8"), 2))
        p.drawPolyline(QPolygonF([at(n, rate) for n, rate, _, _ in self.points]))
        if self.precision:
            rate = self.points[-1][1]
            p.setPen(QPen(QColor("#5cb85c"), 1, Qt.DashLine))
            for v in (rate - self.precision, rate + self.precision):
                if 0 <= v <= 1:
                    p.drawLine(at(0, v), at(span, v))
        p.setPen(text)
        p.drawText(QRectF(left, bottom + 2, right - left, 16), Qt.AlignRight,
                   self.tr("{0} battles").format(last))
        p.end()


class OddsPanel(RunsInThread, QWidget):
    """The players' side's win rate as it narrows, for any ruleset's scenario.

    ``start(scenario_path, precision=0.02, seed=1, workers=None, battles=PRECISION_CAP, policies=None,
    max_rounds=DEFAULT_MAX_ROUNDS)`` runs in the background (``policies``: {side: policy name} or the
    first and second side's names; default each side's ``heuristic``, else its first policy); the
    estimate is shown after every few battles (``estimated``), the first before any worker process has
    started; the run stops once the 95% interval is ±``precision`` or narrower (None: every battle), or at
    ``stop()``, which keeps what has run. ``finished(report)``: the simulator's report (vtt.sim) with
    ``cancelled``, and ``precision``/``precision_reached`` with a precision; an empty dict when no battle
    was over. Its worker processes are kept for the next run until ``shutdown()`` (or the panel is
    destroyed)."""

    estimated = Signal(int, float, float, float)      # battles, win rate, low, high (95%)
    finished = Signal(object)                         # the report, a dict (its keys in the report's order)
    failed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._run = InThread(self)
        self.kept = self._run.kept                    # its worker processes, kept between runs
        self.report: dict | None = None
        self.points: list[tuple[int, float, float, float]] = []
        self.precision: float | None = None
        self.side = ""
        self.headline = QLabel(self.tr("No battles yet"))
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.ai = QLabel(enabled=False)                 # which AI plays each side: the odds are the AI's
        self.progress = QProgressBar(minimum=0, maximum=1000, value=0, format="")
        self.plot = EstimatePlot()
        vbox(self.headline, self.ai, self.progress, (self.plot, 1), parent=self, margin=0)

    def start(self, scenario_path, precision: float | None = 0.02, seed: int = 1, workers: int | None = None,
              battles: int = PRECISION_CAP, policies=None, max_rounds: int = DEFAULT_MAX_ROUNDS) -> None:
        if self.running:
            return
        try:
            system = system_of_file(scenario_path)
        except (VttError, OSError) as e:
            self.failed.emit(str(e))
            return
        known = system.policies()
        if policies is None:
            policies = {}
        if not isinstance(policies, dict):
            policies = dict(zip(system.sides, policies))
        names = tuple(policies.get(side) or ("heuristic" if "heuristic" in known else next(iter(known)))
                      for side in system.sides[:2])
        self.side = side_name(system, system.sides[0])
        self.precision, self.points, self.report = precision, [], None
        self.plot.set_points([], precision)
        self.headline.setText(self.tr("{0}: starting…").format(self.side))
        self.ai.setText(self.tr("AI — {0}").format(listed(
            f"{side_label(system, side)}: {report_tr(name)}" for side, name in zip(system.sides, names))))
        self.ai.setToolTip(self.tr("The win rate is the rate these AIs win at: the reference player (flat Monte "
                                   "Carlo over the heuristic) measures how far the heuristic is from good play"))
        self.progress.setValue(0)
        self.progress.setFormat("")
        job = {"scenario": str(scenario_path), "battles": battles, "seed": seed, "precision": precision,
               "workers": workers or os.cpu_count() or 1, "policies": names, "max_rounds": max_rounds}
        self._run.start(_Runner(job, self.kept), self._on_progress, self._on_finished, self._on_failed)

    def expected_battles(self, n: int, lo: float, hi: float, cap: int) -> int:
        """About how many battles the precision asked needs, from the interval so far (the half-width
        narrows as one over the square root of the battles), in whole chunks, at most the cap."""
        half = (hi - lo) / 2
        if not self.precision or half <= self.precision:
            return min(cap, max(n, 1))
        need = math.ceil(n * (half / self.precision) ** 2 / PRECISION_CHUNK) * PRECISION_CHUNK
        return min(cap, max(need, n))

    def _on_progress(self, n: int, wins: int, cap: int) -> None:
        lo, hi = wilson_interval(wins, n)
        rate = wins / n if n else 0.0
        self.points.append((n, rate, lo, hi))
        self.headline.setText(headline(self.side, rate, lo, hi))
        expected = self.expected_battles(n, lo, hi, cap)
        self.progress.setValue(round(1000 * n / expected))
        self.progress.setFormat(self.tr("{0} battles of about {1}").format(n, expected) if self.precision
                                else self.tr("{0} of {1} battles").format(n, cap))
        self.plot.set_points(self.points, self.precision)
        self.estimated.emit(n, rate, lo, hi)

    def _on_finished(self, r: dict) -> None:
        self._run.end()
        self.report = r
        if r:
            n = r["battles"]
            self.progress.setValue(1000)
            self.progress.setFormat(self.tr("{0} battles").format(n) + (
                self.tr(" (stopped)") if r.get("cancelled") else ""))
        else:
            self.headline.setText(self.tr("Stopped before any battle was over"))
        self.finished.emit(r)

    def _on_failed(self, message: str) -> None:
        self._run.end()
        self.headline.setText(self.tr("Could not simulate"))
        self.failed.emit(message)


class ResultsChart(QWidget):
    """The distribution of the rounds the battles lasted, drawn with QPainter."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.report: dict | None = None
        self.words = report_tr
        self.setMinimumSize(240, 90)

    def set_report(self, r: dict | None, words=report_tr) -> None:
        """Draw ``r``; ``words``: the report's sentences and words in the interface language (report_words)."""
        self.report, self.words = r, words
        self.update()

    def caption(self) -> str:
        """The line over the bars: "Rounds: mean 8.47, median 8.0", in the system's word for its rounds."""
        return rounds_line(self.report, self.words) if self.report else ""

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        w, h = self.width(), self.height()
        p.fillRect(self.rect(), self.palette().base())
        r = self.report
        if not r:
            p.drawText(self.rect(), Qt.AlignCenter, self.tr("No results yet"))
            return
        m = 10
        dist = {int(k): v for k, v in r["rounds"]["distribution"].items()}
        p.setPen(self.palette().text().color())
        p.drawText(QRectF(m, m, w - 2 * m, 16), Qt.AlignLeft, self.caption())
        if not dist:
            return
        rounds = list(range(min(dist), max(dist) + 1))
        area = QRectF(m, m + 20, w - 2 * m, h - 2 * m - 34)
        most = max(dist.values())
        bw = area.width() / len(rounds)
        for i, rd in enumerate(rounds):
            n = dist.get(rd, 0)
            bh = area.height() * n / most if most else 0
            p.fillRect(QRectF(area.x() + i * bw + 1, area.bottom() - bh, max(1.0, bw - 2), bh), QColor("#5b8fd9"))
            if len(rounds) <= 20 or i % 5 == 0:
                p.drawText(QRectF(area.x() + i * bw - 6, area.bottom(), bw + 12, 14), Qt.AlignCenter, str(rd))
        p.end()


class SimulateDialog(QDialog):
    """Pick a scenario of any ruleset, the precision, the AIs, seed and workers; watch the odds narrow;
    stop; read the report."""

    report_ready = Signal(object)     # the report (a dict) of a finished (or stopped) run

    def __init__(self, parent=None, scenario_path=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Simulate encounter"))
        self.system = None
        self.scenario = QLineEdit(str(scenario_path or ""), editingFinished=self._scenario_changed)
        row = hbox((self.scenario, 1), button(self._browse, self.tr("Browse…")))
        self.battles = QSpinBox(minimum=1, maximum=1_000_000, value=PRECISION_CAP)
        self.precision = QComboBox()           # stop when the answer is known: the GM asks "is it fair?"
        for points in (2, 1, 3, 5):
            self.precision.addItem(self.tr("±{0} points (stop when known)").format(points), points / 100)
        self.precision.addItem(self.tr("off: run every battle"), None)
        self.seed = QSpinBox(minimum=0, maximum=2_000_000_000, value=1)
        self.workers = QSpinBox(minimum=1, maximum=64, value=os.cpu_count() or 1)   # the result is the same
        self.form = QFormLayout()
        self.form.addRow(self.tr("Scenario"), row)
        self.form.addRow(self.tr("Win rate to"), self.precision)
        self.form.addRow(self.tr("Battles (at most)"), self.battles)
        self.form.addRow(self.tr("Seed"), self.seed)
        self.form.addRow(self.tr("Worker processes"), self.workers)
        #: side -> its AI's box (filled from the scenario's ruleset)
        self.policy_boxes: dict[str, QComboBox] = {}

        self.odds = OddsPanel()
        self.chart = ResultsChart()
        self.text = QPlainTextEdit(readOnly=True, minimumHeight=120)
        self.odds.finished.connect(self._on_finished)
        self.odds.failed.connect(self._on_failed)

        self.buttons = QDialogButtonBox()
        self.run_button = self.buttons.addButton(self.tr("Run"), QDialogButtonBox.AcceptRole)
        self.stop_button = self.buttons.addButton(self.tr("Stop"), QDialogButtonBox.RejectRole)
        self.stop_button.setToolTip(self.tr("Stop after the battles under way: what has run is kept"))
        self.close_button = self.buttons.addButton(QDialogButtonBox.Close)
        self.stop_button.setEnabled(False)
        self.run_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.close_button.clicked.connect(self.close)

        vbox(self.form, (self.odds, 2), (self.chart, 1), (self.text, 1), self.buttons, parent=self)
        self.resize(560, 720)
        self._scenario_changed()

    @property
    def running(self) -> bool:
        return self.odds.running

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Scenario"), str(Path(self.scenario.text()).parent),
                                              self.tr("Scenarios (*.json)"))
        if path:
            self.scenario.setText(path)
            self._scenario_changed()

    def _scenario_changed(self) -> None:
        """The AI boxes follow the scenario's ruleset: a box per side, its policies."""
        try:
            system = system_of_file(self.scenario.text())
        except (VttError, OSError) as e:
            self.text.setPlainText(self.tr("Could not simulate: {0}").format(e) if self.scenario.text() else "")
            return
        if system is self.system:
            return
        self.system = system
        for box in self.policy_boxes.values():
            self.form.removeRow(box)
        self.policy_boxes = {}
        for side in system.sides[:2]:
            box = QComboBox()
            for name in policy_names(system):
                box.addItem(report_tr(name), name)
            box.setCurrentIndex(max(0, box.findData("heuristic")))
            self.form.addRow(self.tr("AI of the {0}").format(side_label(system, side)), box)
            self.policy_boxes[side] = box
        self.text.clear()

    def start(self) -> None:
        if self.running:
            return
        self._scenario_changed()
        if self.system is None:
            return
        self.text.setPlainText(self.tr("Running…"))
        self.chart.set_report(None)
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.odds.start(self.scenario.text(), precision=self.precision.currentData(), seed=self.seed.value(),
                        workers=self.workers.value(), battles=self.battles.value(),
                        policies={side: box.currentData() for side, box in self.policy_boxes.items()})

    def stop(self) -> None:
        """Stop after the battles under way (the results so far are reported)."""
        self.odds.stop()
        self.stop_button.setEnabled(False)

    def _done(self) -> None:
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    def _on_finished(self, r: dict) -> None:
        self._done()
        self.chart.set_report(r or None, report_words(self.system))
        if r:
            r["scenario"] = self.scenario.text()
            self.text.setPlainText((self.tr("(stopped) ") if r.get("cancelled") else "")
                                   + format_report(r, report_words(self.system), current_language()))
        else:
            self.text.setPlainText(self.tr("Stopped before any battle was over."))
        self.report_ready.emit(r)

    def _on_failed(self, message: str) -> None:
        self._done()
        self.text.setPlainText(self.tr("Could not simulate: {0}").format(message))

    def closeEvent(self, event):
        self.odds.shutdown()
        super().closeEvent(event)


def scenario_of(system, path=None):
    """The scenario the dialog starts with: the battle's own file when it is a scenario, else the
    ruleset's first sample scenario (None: none)."""
    if path:
        try:
            data = read_json(path)
        except (VttError, OSError):
            data = None
        if isinstance(data, dict) and data.get("kind") == "scenario":
            return Path(path)
    samples = getattr(system, "sample_scenarios", None)
    found = samples() if samples is not None else []
    return found[0] if found else None


def open_for_session(parent, session, path=None) -> SimulateDialog:
    """Solo → Simulate encounter… of every ruleset's window: the dialog, shown (non-modal), on the battle the
    window holds: its scenario file, else its ruleset's first sample scenario."""
    dlg = SimulateDialog(parent, scenario_of(registry.get(session.ruleset.name), path))
    dlg.setAttribute(Qt.WA_DeleteOnClose)
    dlg.show()
    return dlg
