"""The "Simulate encounter…" dialog: run a scenario many times with AI on both sides, show the odds."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QLineEdit, QPlainTextEdit, QProgressBar, QPushButton, QSpinBox, QVBoxLayout,
                               QWidget)

from vtt.sim.report_text import format_report
from vtt.core.errors import VttError
from vtt.rules.nechronica.battle import DEMO_SCENARIO
from vtt.rules.nechronica.policies import POLICIES
from vtt.sim.simulator import PRECISION_CAP, PRECISION_CHUNK, Tally, Workers, simulate


def report_tr(text: str) -> str:
    """A sentence or word of the report (vtt.sim.report_text.REPORT_TEMPLATES) in the interface language."""
    return QCoreApplication.translate("Report", text)


class _Runner(QObject):
    """Runs the simulation in a worker thread; progress and the report come back as signals."""

    progress = Signal(int, int)
    finished = Signal(dict)
    failed = Signal(str)

    def __init__(self, kwargs: dict, kept: Workers):
        super().__init__()
        self.kwargs = kwargs
        self.kept = kept
        self.cancel_requested = False

    def run(self) -> None:
        k = self.kwargs
        try:
            tally = Tally(k["scenario"])          # summed as the results arrive: flat memory
            precision = k.get("precision")
            # with a precision, the battles are a cap: it stops once the win rate is known that well
            done = (lambda: self.cancel_requested or tally.precise(precision)) if precision else \
                (lambda: self.cancel_requested)
            simulate(k["scenario"], k["battles"], k["seed"], k["workers"], k["dolls"], k["enemies"],
                     progress=lambda done, total: self.progress.emit(done, total),
                     cancelled=done, chunk=PRECISION_CHUNK if precision else 10,
                     tally=tally, keep=False, kept=self.kept)   # the dialog's workers, kept for the next run
        except (VttError, OSError) as e:
            self.failed.emit(str(e))
            return
        r = tally.report(k["seed"], k["dolls"], k["enemies"]) if tally.n else {}
        if r:
            r["cancelled"] = self.cancel_requested and tally.n < k["battles"]
            if k.get("precision"):
                r["precision"] = k["precision"]
                r["precision_reached"] = tally.precise(k["precision"])
        self.finished.emit(r)


class ResultsChart(QWidget):
    """Win rate with its 95% interval, and the distribution of rounds, drawn with QPainter."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.report: dict | None = None
        self.setMinimumSize(360, 180)

    def set_report(self, r: dict | None) -> None:
        self.report = r
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        w, h = self.width(), self.height()
        p.fillRect(self.rect(), self.palette().base())
        r = self.report
        if not r:
            p.drawText(self.rect(), Qt.AlignCenter, self.tr("No results yet"))
            return
        # win rate bar, interval as a black whisker
        m = 10
        bar = QRectF(m, m + 16, w - 2 * m, 18)
        p.drawText(QRectF(m, m, w - 2 * m, 16), Qt.AlignLeft,
                   self.tr("Dolls win {0:.1f}%  (95%: {1:.1f}–{2:.1f}%)").format(
                       100 * r["dolls_win_rate"], 100 * r["dolls_win_rate_ci95"][0], 100 * r["dolls_win_rate_ci95"][1]))
        p.fillRect(bar, QColor("#d9534f"))
        p.fillRect(QRectF(bar.x(), bar.y(), bar.width() * r["dolls_win_rate"], bar.height()), QColor("#5cb85c"))
        lo, hi = r["dolls_win_rate_ci95"]
        p.setPen(QPen(Qt.black, 2))
        y = bar.center().y()
        p.drawLine(int(bar.x() + bar.width() * lo), int(y), int(bar.x() + bar.width() * hi), int(y))
        # rounds histogram
        dist = {int(k): v for k, v in r["rounds"]["distribution"].items()}
        top = bar.bottom() + 24
        p.setPen(self.palette().text().color())
        p.drawText(QRectF(m, top - 18, w - 2 * m, 16), Qt.AlignLeft,
                   self.tr("Rounds: mean {0:.2f}, median {1}").format(r["rounds"]["mean"], r["rounds"]["median"]))
        if not dist:
            return
        rounds = list(range(min(dist), max(dist) + 1))
        area = QRectF(m, top, w - 2 * m, h - top - m - 14)
        most = max(dist.values())
        bw = area.width() / len(rounds)
        for i, rd in enumerate(rounds):
            n = dist.get(rd, 0)
            bh = area.height() * n / most if most else 0
            p.fillRect(QRectF(area.x() + i * bw + 2, area.bottom() - bh, bw - 4, bh), QColor("#5b8fd9"))
            p.drawText(QRectF(area.x() + i * bw, area.bottom(), bw, 14), Qt.AlignCenter, str(rd))
        p.end()


class SimulateDialog(QDialog):
    """Pick a scenario, N, seed, workers and the AIs; run with a progress bar; cancel; see the results."""

    report_ready = Signal(dict)       # the report of a finished (or cancelled) run

    def __init__(self, parent=None, scenario_path=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Simulate encounter"))
        self._thread: QThread | None = None
        self._runner: _Runner | None = None
        self.last_report: dict | None = None
        # started by the first run and kept for the next; spawned: never fork a process that runs Qt threads
        self.kept = Workers("spawn")

        self.scenario = QLineEdit(str(scenario_path or DEMO_SCENARIO))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.scenario, 1)
        row.addWidget(browse)
        self.battles = QSpinBox(minimum=1, maximum=1_000_000, value=PRECISION_CAP)
        self.precision = QComboBox()           # stop when the answer is known: the GM asks "is it fair?"
        for points in (2, 1, 3, 5):
            self.precision.addItem(self.tr("±{0} points (stop when known)").format(points), points / 100)
        self.precision.addItem(self.tr("off: run every battle"), None)
        self.seed = QSpinBox(minimum=0, maximum=2_000_000_000, value=1)
        self.workers = QSpinBox(minimum=1, maximum=64, value=os.cpu_count() or 1)   # the result is the same
        self.dolls = QComboBox()
        self.enemies = QComboBox()
        for box in (self.dolls, self.enemies):
            for name in sorted(POLICIES):
                box.addItem(report_tr(name), name)
            box.setCurrentIndex(box.findData("heuristic"))
        form = QFormLayout()
        form.addRow(self.tr("Scenario"), row)
        form.addRow(self.tr("Win rate to"), self.precision)
        form.addRow(self.tr("Battles (at most)"), self.battles)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.tr("Worker processes"), self.workers)
        form.addRow(self.tr("Dolls' AI"), self.dolls)
        form.addRow(self.tr("Enemies' AI"), self.enemies)

        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.chart = ResultsChart()
        self.text = QPlainTextEdit(readOnly=True)
        self.text.setMinimumHeight(140)

        self.buttons = QDialogButtonBox()
        self.run_button = self.buttons.addButton(self.tr("Run"), QDialogButtonBox.AcceptRole)
        self.cancel_button = self.buttons.addButton(self.tr("Cancel run"), QDialogButtonBox.RejectRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.Close)
        self.cancel_button.setEnabled(False)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.close)

        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.progress)
        lay.addWidget(self.chart, 1)
        lay.addWidget(self.text, 1)
        lay.addWidget(self.buttons)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Scenario"), str(Path(self.scenario.text()).parent),
                                              self.tr("Scenarios (*.json)"))
        if path:
            self.scenario.setText(path)

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self) -> None:
        if self.running:
            return
        kwargs = {"scenario": self.scenario.text(), "battles": self.battles.value(), "seed": self.seed.value(),
                  "workers": self.workers.value(), "dolls": self.dolls.currentData(),
                  "enemies": self.enemies.currentData(), "precision": self.precision.currentData()}
        self.progress.setRange(0, kwargs["battles"])
        self.progress.setValue(0)
        self.text.setPlainText(self.tr("Running…"))
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self._thread = QThread(self)
        self._runner = _Runner(kwargs, self.kept)
        self._runner.moveToThread(self._thread)
        self._thread.started.connect(self._runner.run)
        self._runner.progress.connect(self._on_progress)
        self._runner.finished.connect(self._on_finished)
        self._runner.failed.connect(self._on_failed)
        self._thread.start()

    def cancel(self) -> None:
        """Stop after the battles under way (the results so far are reported)."""
        if self._runner is not None:
            self._runner.cancel_requested = True
            self.cancel_button.setEnabled(False)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)

    def _stop_thread(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread = None
            self._runner = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _on_finished(self, r: dict) -> None:
        self._stop_thread()
        self.last_report = r
        self.chart.set_report(r or None)
        if r:
            self.text.setPlainText((self.tr("(cancelled) ") if r.get("cancelled") else "")
                                   + format_report(r, report_tr))
        else:
            self.text.setPlainText(self.tr("Cancelled before any battle finished."))
        self.report_ready.emit(r)

    def _on_failed(self, message: str) -> None:
        self._stop_thread()
        self.text.setPlainText(self.tr("Could not simulate: {0}").format(message))

    def closeEvent(self, event):
        self.cancel()
        self._stop_thread()
        self.kept.close()
        super().closeEvent(event)


def open_simulate_dialog(parent=None, scenario_path=None) -> SimulateDialog:
    """Show the dialog (non-modal) and return it; the main window's "Simulate encounter…" action."""
    dlg = SimulateDialog(parent, scenario_path)
    dlg.setAttribute(Qt.WA_DeleteOnClose)
    dlg.show()
    return dlg
