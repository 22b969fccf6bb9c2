"""What the widgets compute and draw before the first frame, each once and only what is seen (docs/gui.md, "The
ninth round (first paint: what the widgets draw)"), and what the GM sees and touches kept as it was."""
from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui.generic.conftest import window_on
from tests.ui.panel import offered, press
from vtt.core import registry
from vtt.ui.theme import HEADING_PX

pytestmark = pytest.mark.qt_log_ignore("does not support (propagateSizeHints|raise|grabbing)")

DEALS = ["Aren", "Mira", "Tobin", "Sera", "Bandit 1", "Bandit 2", "Bandit 3", "Bandit 4", "Bandit archer"]


class _Made(QObject):
    """The text of every push button put in a widget while it filters the application's events."""

    def __init__(self):
        super().__init__()
        self.texts: Counter = Counter()

    def eventFilter(self, obj, e):
        if e.type() == QEvent.Type.ChildAdded and isinstance(e.child(), QPushButton):
            self.texts[e.child().text()] += 1
        return False


def test_the_now_panel_builds_a_fold_level_that_folds_nothing_more_not_again(qtbot, tmp_path):
    """hundred's demo at 1000×700: the one row of nine "Draw her cards" does not fit the Now panel, and fold levels
    1 and 2 fold only the rows after the first: its nine buttons are made once, not at levels 0, 1 and 2 alike, and
    the panel shows what it showed (level 3: the deal, the nine folded), each answer a click away."""
    w = window_on(registry.get("hundred").demo_session(3), tmp_path)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    made = _Made()
    QApplication.instance().installEventFilter(made)
    try:
        w.show()
        qtbot.waitExposed(w)
    finally:
        QApplication.instance().removeEventFilter(made)
    panel = w.now
    drawn = [f"{name}: Draw her cards" for name in DEALS]
    assert [made.texts[t] for t in drawn] == [1] * 9
    assert panel.fold_level == 3
    assert list(panel.buttons) == ["Deal the cards: each character draws as many as its Combat"]
    assert list(panel.folds) == ["Or each her own cards (physical cards typed for her)"]
    assert set(drawn) <= offered(panel)
    n = len(w.controller.session.log)
    press(qtbot, panel, "Mira: Draw her cards")
    assert w.controller.session.log[n].command.actor == "mira"


@pytest.mark.parametrize("size,titles", [((1000, 700), []), ((1280, 800), ["Close", "Mid", "Ran…", "Out"]),
                                         ((1920, 1080), ["Close", "Mid", "Ranged", "Out"])],
                         ids=["1000x700", "1280x800", "1920x1080"])
def test_the_range_table_draws_the_bands_in_sight_alone(generic_window, size, titles):
    """hundred's range table at 1000×700 is as wide as a pair's names (the scroll bar over the rest): no band's
    title is drawn there, fitted into its column at 7 px out of sight; where a band's column starts in sight
    its title is drawn as before, each of the four at 1280×800 and 1920×1080."""
    w = generic_window("hundred", size=size)
    ranges = w.extras["ranges"]
    ranges.grab()
    assert ranges.headers_drawn == titles
    in_sight = ranges.width() - ranges.bar.width()
    assert [left < in_sight for left, _ in ranges.columns()[2:]] == [bool(titles)] * 4


@pytest.mark.parametrize("ruleset", ("zones", "ashes"))
def test_the_map_measures_names_in_a_font_it_draws(generic_window, monkeypatch, ruleset):
    """The map packs its markers by their names' widths at 100 px: measured in the bold of a zone's name, which it
    draws anyway, not at 100 px, a font engine made for measuring alone (~3 M instructions at the first paint): the map
    measures text in no font larger than any it draws text in (a badge's pills are measured at the sizes tried)."""
    from PySide6.QtGui import QFontMetricsF, QPainter
    from vtt.ui.widgets import zone_map
    measured, drawn = set(), set()

    class Measuring(QFontMetricsF):
        def __init__(self, f):
            super().__init__(f)
            measured.add((f.pixelSize(), f.bold()))

    class Drawing(QPainter):
        def drawText(self, *args):
            drawn.add((self.font().pixelSize(), self.font().bold()))
            return super().drawText(*args)
    monkeypatch.setattr(zone_map, "QFontMetricsF", Measuring)
    monkeypatch.setattr(zone_map, "QPainter", Drawing)
    w = generic_window(ruleset)
    w.map.grab()
    assert measured and drawn and max(measured) <= max(drawn), (measured, drawn)
    assert (HEADING_PX, True) in drawn
