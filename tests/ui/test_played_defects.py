"""Defects met playing a whole fight per ruleset as a GM would, under Xvfb at 1920×1080 with real clicks, drags and
keys (#48); each reproduced here through the same events."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.generic.conftest import generic_window  # noqa: F401  (the fixture)

LEFT = Qt.MouseButton.LeftButton


def test_the_dice_boxs_next_rolls_line_is_never_cut_by_the_field_under_it(generic_window, qtbot):  # noqa: F811
    """Zones, the window at its first size (1600×960): the GM typed "6 5 1 2" and clicked the Grey wolf's attack
    on Asa; the dice box said "Next: Grey wolf's Strike 4d6 ← 6 5 1 2, then Asa's Finesse 4d6 (if Dodge), then
    Asa's Strike 5d6 (if Parry)" on two lines: its second line was cut under the free roll's field, the room
    taken by the two empty lines below it (the last roll, its odds), shown though they said nothing."""
    w = generic_window("zones", seed=4, size=(1600, 960))                 # (the Grey wolf acts first)
    assert w.controller.do({"type": "deal"})
    assert w.controller.do({"type": "move", "actor": "wolf1", "to": "bridge"})
    qtbot.mouseClick(w.dice.physical, LEFT)
    qtbot.keyClicks(w.dice.physical, "6 5 1 2")
    attack = next(b for b, c in w.now.commands.items() if c.type == "attack" and c.params.get("target") == "asa")
    qtbot.mouseClick(attack, LEFT)
    qtbot.keyClicks(w.dice.physical, " ")                 # (she goes on typing)
    feeds = w.dice.feeds
    qtbot.waitUntil(lambda: feeds.isVisible() and "Parry" in feeds.text())
    QApplication.processEvents()
    assert feeds.height() >= feeds.heightForWidth(feeds.width()), (feeds.height(), feeds.text())
    below = w.dice.expression.mapTo(w.dice, w.dice.expression.rect().topLeft()).y()
    assert feeds.geometry().bottom() < below, (feeds.geometry(), below)
