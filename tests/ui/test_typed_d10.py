"""#31 item 9 in the generic window: its physical dice field says a d10's 0 is 10, and a 0 typed there is
read as 10 by the next d10 rolled (ashes' Effort dice)."""
from PySide6.QtTest import QTest

from vtt.core import registry
from vtt.core.records import Command
from vtt.ui.main_window import MainWindow
from vtt.ui.widgets.battle_controller import BattleController


def test_the_physical_dice_field_reads_a_typed_0_as_10_and_says_so(qtbot):
    s = registry.get("ashes").demo_session(1)
    while s.state.phase != "effort":
        s.do(s.awaited()[0].fallback)
    c = BattleController(s)
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    entry = c.dice_entry
    assert "a d10's 0 is 10" in entry.placeholderText()
    who = next(f for f in s.state.seated() if not f.out)
    QTest.keyClicks(entry, " ".join(["0"] * who.pool_size()))
    assert c.do(Command("roll", who.id))
    assert who.dice == [10] * who.pool_size() and entry.text() == ""
