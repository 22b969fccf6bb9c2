"""ashes' Effort dice rows (vtt.ui.widgets.dice_tray.DiceRows) drawn from their kept picture while they show the same:
what they show of the view besides the dice (who acts, each fighter's name, label and side) is read once a view and
then only from the records that are other objects (docs/gui.md, "The tenth round (Nechronica's every-widget
repaint)"); a change of who acts, drawn through the Now panel's buttons, draws them anew, pixel for pixel the rows
drawn afresh."""
from __future__ import annotations

from PySide6.QtGui import QImage

from vtt.core import registry
from vtt.ui.widgets.dice_tray import DiceRows
from tests.ui.ashes.test_window import click
from tests.ui.generic.conftest import window_on


def drawn_afresh(rows) -> QImage:
    rows.redraw_all()
    return rows.grab().toImage()


def test_the_rows_follow_who_acts_and_are_the_rows_drawn_afresh(qtbot, tmp_path):
    w = window_on(registry.get("ashes").demo_session(3), tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    rows = w.findChild(DiceRows)
    click(qtbot, w.now.buttons["Haunted: dramatic penalty"])
    click(qtbot, w.now.buttons["Roll the Effort dice"])
    while w.controller.state.phase == "bid":
        click(qtbot, w.now.buttons["Pass bid"])
    for _ in range(2):                            # one fighter's turn ended: another acts
        shows, kept = rows._shows_of(rows.tray.view), rows.grab().toImage()
        before = rows._kept[1]
        assert rows.grab().toImage() == kept and rows._kept[1] is before          # copied, not drawn again
        assert kept == drawn_afresh(rows)
        click(qtbot, w.now.buttons["End turn"])
        qtbot.waitUntil(lambda: rows._shows_of(rows.tray.view) != shows)
        assert rows.grab().toImage() == drawn_afresh(rows)


def test_a_paint_of_the_same_view_walks_none_of_its_fighters(qtbot, tmp_path, monkeypatch):
    """Its picture kept, a paint asks the view nothing: not who acts (``View.acting`` walks the 200 tokens and
    entries in Python), and a second reading of one view is the first."""
    w = window_on(registry.get("ashes").demo_session(3), tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    rows = w.findChild(DiceRows)
    view = rows.tray.view
    rows.repaint()
    qtbot.waitUntil(lambda: rows._kept is not None)
    asked = []
    acting = type(view).acting
    monkeypatch.setattr(type(view), "acting", lambda self: asked.append(self) or acting(self))
    picture = rows._kept[1]
    for _ in range(3):
        rows.repaint()
    assert rows._kept[1] is picture and asked == []
    assert rows._shows_of(view) is rows._shows_of(view)
