"""Check the odds: the simulator run on a scenario in a worker thread, its win rate shown while it narrows,
with a Stop. The same engine as `vtt simulate --precision` (vtt.sim.simulator: chunks of battles until
the 95% interval is as narrow as asked, or the cap).

The encounter builder embeds it. It has the small face of the simulate dialog's reusable panel being
made beside it (``start(scenario_path)``, ``stop()``, ``running``, ``report``, ``finished``), so the
builder can take that one instead by changing its import."""
from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from vtt.core.errors import VttError
from vtt.sim.simulator import PRECISION_CAP, PRECISION_CHUNK, Tally, simulate, wilson_interval
from vtt.ui.i18n import Retranslating
from vtt.ui.workshop.placing import side_name

#: the half-width of the 95% interval it stops at (as `vtt simulate --precision 0.02`)
PRECISION = 0.02


class _Run(QObject):
    """One run in the worker thread: the tally after each chunk, then the report."""

    narrowed = Signal(int, int, int)      # wins, battles, cap
    finished = Signal(dict)
    failed = Signal(str)

    def __init__(self, scenario: str, battles: int, seed: int, precision: float, workers: int):
        super().__init__()
        self.args = (scenario, battles, seed, precision, workers)
        self.stop_asked = False

    def run(self) -> None:
        scenario, battles, seed, precision, workers = self.args
        try:
            tally = Tally(scenario)

            def enough() -> bool:
                return self.stop_asked or tally.precise(precision)

            simulate(scenario, battles, seed, workers, tally=tally, keep=False, cancelled=enough,
                     chunk=PRECISION_CHUNK, progress=lambda done, total: self.narrowed.emit(tally.wins, tally.n,
                                                                                              total))
        except (VttError, OSError, ValueError) as e:
            self.failed.emit(str(e))
            return
        report = tally.report(seed) if tally.n else {}
        if report:
            report["precision"] = precision
            report["precision_reached"] = tally.precise(precision)
            report["stopped"] = self.stop_asked and not report["precision_reached"]
        self.finished.emit(report)


class WinRateBar(QWidget):
    """The players' side's win rate as a bar, its 95% interval as a whisker."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rate: tuple[float, float, float] | None = None
        self.setMinimumHeight(22)

    def set_rate(self, rate, lo, hi) -> None:
        self.rate = (rate, lo, hi)
        self.update()

    def clear(self) -> None:
        self.rate = None
        self.update()

    def paintEvent(self, _e):
        p = QPainter(self)
        bar = QRectF(1, 3, self.width() - 2, self.height() - 6)
        p.fillRect(bar, QColor("#d9534f") if self.rate else self.palette().mid())
        if self.rate:
            rate, lo, hi = self.rate
            p.fillRect(QRectF(bar.x(), bar.y(), bar.width() * rate, bar.height()), QColor("#5cb85c"))
            p.setPen(QPen(Qt.GlobalColor.black, 2))
            y = bar.center().y()
            p.drawLine(int(bar.x() + bar.width() * lo), int(y), int(bar.x() + bar.width() * hi), int(y))
        p.end()


class OddsPanel(Retranslating, QWidget):
    """Check / Stop, the battles run so far and the players' win rate with its interval, narrowing."""

    finished = Signal(dict)

    def __init__(self, parent=None, workers: int = 1, seed: int = 1, cap: int = PRECISION_CAP,
                 precision: float = PRECISION):
        super().__init__(parent)
        self.workers, self.seed, self.cap, self.precision = workers, seed, cap, precision
        self.report: dict | None = None
        self.players = ""                   # the players' side's name, for the sentence
        self._side = ""
        self._thread: QThread | None = None
        self._run: _Run | None = None
        self.check_button = QPushButton()
        self.stop_button = QPushButton()
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.bar = WinRateBar()
        self.label = QLabel()
        self.label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.check_button, 1)
        row.addWidget(self.stop_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.bar)
        lay.addWidget(self.label)
        self._said = ("", ())
        self.retranslate()

    def retranslate(self) -> None:
        self.check_button.setText(self.tr("Check the odds"))
        self.stop_button.setText(self.tr("Stop"))
        self.check_button.setToolTip(self.tr("Play the encounter many times with the AI on both sides, until the "
                                             "win rate is known to ±{0} points").format(round(self.precision * 100)))
        self._say(*self._said)

    def _texts(self) -> dict:
        return {"running": self.tr("Running…"),
                "failed": self.tr("Could not check the odds: {0}"),
                "narrowing": self.tr("{0} win {1:.0f}% (95%: {2:.0f}–{3:.0f}%) after {4} battles…"),
                "none": self.tr("Stopped before any battle was over."),
                "known": self.tr("{0} win {1:.0f}% (95%: {2:.0f}–{3:.0f}%) in {4} battles"),
                "stopped": self.tr("{0} win {1:.0f}% (95%: {2:.0f}–{3:.0f}%) in {4} battles, stopped before "
                                   "±{5} points")}

    def _say(self, key: str, args=()) -> None:
        """Say the sentence ``key`` (of _texts) with ``args``; said again when the language changes."""
        self._said = (key, tuple(args))
        self.label.setText(self._texts()[key].format(*args) if key else "")

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self, scenario_path) -> bool:
        """Run the simulator on the scenario file ``scenario_path`` (a run under way goes on)."""
        if self.running:
            return False
        try:
            system = Tally(str(scenario_path)).system        # a scenario that does not build: said now
        except (VttError, OSError, ValueError) as e:
            self._say("failed", (str(e),))
            return False
        self._side = system.sides[0]
        self.players = side_name(system, self._side)
        self.report = None
        self.bar.clear()
        self._say("running")
        self._thread = QThread(self)
        self._run = _Run(str(scenario_path), self.cap, self.seed, self.precision, self.workers)
        self._run.moveToThread(self._thread)
        self._thread.started.connect(self._run.run)
        self._run.narrowed.connect(self._on_narrowed)
        self._run.finished.connect(self._on_finished)
        self._run.failed.connect(self._on_failed)
        self.check_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self._thread.start()
        return True

    def stop(self) -> None:
        """Stop after the battles under way (the rate so far stays)."""
        if self._run is not None:
            self._run.stop_asked = True
            self.stop_button.setEnabled(False)

    def _on_narrowed(self, wins: int, n: int, cap: int) -> None:
        lo, hi = wilson_interval(wins, n)
        rate = wins / n if n else 0.0
        self.bar.set_rate(rate, lo, hi)
        self._say("narrowing", (self.players, 100 * rate, 100 * lo, 100 * hi, n))

    def _end(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread = self._run = None
        self.check_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    def _on_finished(self, report: dict) -> None:
        self._end()
        self.report = report
        if not report:
            self._say("none")
        else:
            rate = report[f"{self._side}_win_rate"]
            lo, hi = report[f"{self._side}_win_rate_ci95"]
            self.bar.set_rate(rate, lo, hi)
            self._say("known" if report["precision_reached"] else "stopped",
                      (self.players, 100 * rate, 100 * lo, 100 * hi, report["battles"], round(self.precision * 100)))
        self.finished.emit(report)

    def _on_failed(self, message: str) -> None:
        self._end()
        self._say("failed", (message,))

    def closeEvent(self, e):
        self.stop()
        self._end()
        super().closeEvent(e)
