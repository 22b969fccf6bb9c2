"""What the widgets compute and draw before the first frame, each once and only what is seen (docs/gui.md, "The
ninth round (first paint: what the widgets draw)"), and what the GM sees and touches kept as it was."""
from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui.generic.conftest import advance, window_on
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


def test_the_now_panel_builds_no_fold_level_its_labels_say_is_too_tall(qtbot, tmp_path):
    """hundred's demo at 1000×700: the one row of nine "Draw her cards" does not fit the Now panel, which its labels'
    widths say (each button at least its label and a button's margins, in the flow's rows: taller than the panel), so
    its nine buttons are not made at all (they were made once, at level 0, to learn that; levels 1 and 2 fold only the
    rows after the first), and the panel shows what it showed (level 3: the deal, the nine folded), each answer a
    click away."""
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
    assert [made.texts[t] for t in drawn] == [0] * 9
    assert sum(n for text, n in made.texts.items() if text.startswith("Or each her own cards")) == 1   # (folded)
    assert panel.fold_level == 3
    assert list(panel.buttons) == ["Deal the cards: each character draws as many as its Combat"]
    assert list(panel.folds) == ["Or each her own cards (physical cards typed for her)"]
    assert set(drawn) <= offered(panel)
    n = len(w.controller.session.log)
    press(qtbot, panel, "Mira: Draw her cards")
    assert w.controller.session.log[n].command.actor == "mira"


def _shown(panel) -> tuple:
    """What the Now panel shows: its fold level, its answers on buttons and folded, its page."""
    return (panel.fold_level, list(panel.buttons), list(panel.folds), sorted(panel.folded),
            panel.page_label.text() if panel.pager is not None else None, [b.text() for b in panel.keyed])


@pytest.mark.parametrize("ruleset", ("hundred", "zones", "ashes", "nechronica"))
@pytest.mark.parametrize("size", [(1000, 700), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_fold_level_left_unbuilt_would_not_have_fitted(generic_window, qtbot, monkeypatch, ruleset, size):
    """The levels the Now panel leaves unbuilt by their labels' widths are levels that would not have fitted: with
    every level built (the least height 0) it shows the same, in each ruleset's demo at three sizes, as it stands and
    after the AI's moves (hundred: the deal; the others: into the battle)."""
    from vtt.ui.widgets.decision_panel import DecisionPanel
    w = generic_window(ruleset, size=size)
    panel = w.now
    for step in range(4):
        if step:
            advance(w, lambda c, n=len(w.controller.session.log) + 3 * step: len(c.session.log) >= n)
        shown = _shown(panel)
        with monkeypatch.context() as m:
            m.setattr(DecisionPanel, "_least_height", lambda self, move_on, groups, head: 0)
            panel.rebuild()
            assert _shown(panel) == shown, (ruleset, size, step)
        panel.rebuild()


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
