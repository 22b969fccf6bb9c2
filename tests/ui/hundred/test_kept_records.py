"""hundred's view hands out the records it made before while what they are made of is the same (kit.tracks.last):
the Now panel, which groups the 200 awaited draws of a crowd into one row at every change, groups them again only
when they are other records (found by identity in C), not after the GM sets a band."""
import pytest
from PySide6.QtCore import Qt

from tests.ui.generic.test_crowd import crowd
from vtt.ui.main_window import MainWindow
from vtt.ui.widgets.decision_panel import DecisionPanel


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")
def test_a_band_set_among_a_crowd_groups_no_awaited_record_again_and_a_draw_does(qtbot, monkeypatch):
    c, copies = crowd("hundred", 60)
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    panel, ranges = w.now, w.extras["ranges"]
    qtbot.waitUntil(lambda: len(panel.others) == 1 and panel.others[0].isVisible(), timeout=3000)
    assert panel.others[0].text() == "Another of them… (59)"
    grouped = []
    alike = DecisionPanel._alike
    monkeypatch.setattr(DecisionPanel, "_alike", lambda self, records, first: grouped.append(len(records))
                        or alike(self, records, first))
    shown = panel._shown
    a, b, band = ranges._rows[-1]                                   # the last pair, far down the table
    other = next(x for x in ranges.bands() if x != band)
    ranges.scroll_to(len(ranges._rows) - 1)
    cell = ranges.cell_rect(len(ranges._rows) - 1, 2 + list(ranges.bands()).index(other))
    qtbot.mouseClick(ranges, Qt.MouseButton.LeftButton, pos=cell.center().toPoint())
    assert c.state.band(a, b) == other
    assert grouped == [] and panel._shown == shown                  # the same records: the same groups
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_1)                                 # the next one draws her own cards
    assert c.state.drawn
    assert grouped == [59]                                          # other records: grouped again
    qtbot.waitUntil(lambda: panel.others and panel.others[0].text() == "Another of them… (58)", timeout=3000)
