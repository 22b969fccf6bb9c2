"""#43: the encounter builder's balance search (vtt/ui/balance_panel.py) with real clicks and keys: the GM picks
the group that may vary, its range and the win rate wanted, runs the search (off the GUI thread), watches each
count's interval narrow on the plot, and *Use this* puts the proposed count into the encounter. The form refuses
what `vtt balance` refuses; Stop keeps what has run. Waits on the search's signals only."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from vtt import RESOURCES
from vtt.sim.balance import find_group
from vtt.ui.workshop.builder import BuilderWindow
from vtt.workshop.encounter import Encounter
from vtt.workshop.library import Library

from tests.ui.workshop_steps import pick


@pytest.fixture(autouse=True)
def no_question_on_closing(monkeypatch):
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)


@pytest.fixture
def bridge(qtbot, tmp_path, monkeypatch):
    """The builder on zones' bridge (two wolves and a bandit against two), its search in this process and
    capped at 250 battles a count so the test ends whatever the rates."""
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    w = BuilderWindow(Encounter.from_file(RESOURCES / "zones/scenarios/bridge.json"), Library(tmp_path / "lib"),
                      odds_workers=1)
    qtbot.addWidget(w)
    w.show()
    w.balance.cap = 250
    yield w
    w.balance.shutdown()


def type_into(spin, text: str) -> None:
    spin.lineEdit().selectAll()
    QTest.keyClicks(spin.lineEdit(), text)
    QTest.keyClick(spin.lineEdit(), Qt.Key.Key_Return)


def test_the_gm_picks_a_group_and_a_target_watches_the_intervals_narrow_and_uses_the_count(qtbot, bridge):
    panel = bridge.balance
    pick(qtbot, panel.group, "bandit")                          # the list of groups, as the keyboard picks
    assert panel.group.currentData() == "bandit"
    QTest.keyClick(panel.group, Qt.Key.Key_Up)                  # the line above: the wolves
    assert panel.group.currentData() == "wolves"
    type_into(panel.last, "3")
    QTest.mouseClick(panel.preset_buttons["hard"], Qt.MouseButton.LeftButton)
    assert panel.target.value() == 50 and panel.preset_buttons["hard"].isChecked()
    seen = []
    panel.estimated.connect(seen.append)
    with qtbot.waitSignal(panel.finished, timeout=300_000) as done:
        QTest.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
        assert panel.running and not panel.run_button.isEnabled() and panel.stop_button.isEnabled()
    a = done.args[0]
    assert a["group"] == "wolves" and a["target"] == 0.5 and [c["count"] for c in a["candidates"]] == [1, 2, 3]
    assert len(seen) >= 10                                      # told after every chunk of 10 battles
    # each count's interval narrowed as its battles ran, and the plot holds the wider first ones
    for final in a["candidates"]:
        first = next(c for s in seen for c in s["candidates"] if c["count"] == final["count"] and c["battles"])
        assert final["battles"] > first["battles"] or final["status"] == "dropped"
        if final["battles"] > first["battles"]:
            assert final["ci95"][1] - final["ci95"][0] < first["ci95"][1] - first["ci95"][0]
        assert panel.plot.first[final["count"]] == tuple(first["ci95"])
    rates = {c["count"]: c["win_rate"] for c in a["candidates"]}
    assert a["proposed"] == min(rates, key=lambda n: abs(rates[n] - 0.5))
    assert panel.headline.text().startswith(f"Proposed — wolves ×{a['proposed']}: Party win")
    panel.plot.grab()                                           # paints every interval without error
    assert panel.use_button.isEnabled() and not panel.running
    with qtbot.waitSignal(panel.used) as used:
        QTest.mouseClick(panel.use_button, Qt.MouseButton.LeftButton)
    assert used.args == [a["proposed"]]
    enc = bridge.encounter
    assert find_group(enc, "wolf1").count == a["proposed"] and bridge.dirty
    names = [bridge.table.item(r, 0).text() for r in range(bridge.table.rowCount())]
    assert sum("wolf" in n for n in names) == a["proposed"]


@pytest.mark.parametrize("first, last, said", [("3", "1", "The range 3 to 1 holds no count"),
                                               ("1", "20", "At most 12 counts are compared at once, not 20")])
def test_the_form_refuses_a_range_the_command_line_refuses(qtbot, bridge, first, last, said):
    panel = bridge.balance
    type_into(panel.last, last)
    type_into(panel.first, first)
    with qtbot.waitSignal(panel.failed) as failed:
        QTest.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert said in failed.args[0] and said in panel.headline.text() and not panel.running


def test_a_number_of_the_gms_own_lights_no_preset(qtbot, bridge):
    panel = bridge.balance
    type_into(panel.target, "72")
    assert panel.target.value() == 72 and panel.presets.checkedButton() is None
    QTest.mouseClick(panel.preset_buttons["deadly"], Qt.MouseButton.LeftButton)
    assert panel.target.value() == 30 and panel.presets.checkedButton() is panel.preset_buttons["deadly"]


def test_stop_keeps_what_has_run_and_offers_the_nearest_so_far(qtbot, bridge):
    panel = bridge.balance
    panel.cap = 4000
    with qtbot.waitSignal(panel.finished, timeout=300_000) as done:
        with qtbot.waitSignal(panel.estimated, timeout=300_000):
            QTest.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
        QTest.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    a = done.args[0]
    # how many battles the worker finishes between its first report and the click reaching it depends on the
    # machine (610 on CI's): what holds is that it stopped short of what the whole search may play
    assert a["cancelled"] and not a["settled"] and 0 < a["battles"] < 6 * panel.cap
    assert panel.headline.text().startswith(f"Stopped after {a['battles']} battles, not settled")
    assert panel.use_button.isEnabled() and panel.run_button.isEnabled() and not panel.running


def test_in_japanese_the_groups_are_named_in_japanese(qtbot, tmp_path, monkeypatch, japanese):
    """Found playing #40: the Japanese builder's Vary list read "wolves：Grey wolf ×2（敵）": the group's first
    member by her English name. Her name in the interface language (the group's id stays, as --vary takes it)."""
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    w = BuilderWindow(Encounter.from_file(RESOURCES / "zones/scenarios/bridge.json"), Library(tmp_path / "lib"),
                      odds_workers=1)
    qtbot.addWidget(w)
    w.show()
    items = [w.balance.group.itemText(i) for i in range(w.balance.group.count())]
    wolves = next(t for t in items if t.startswith("wolves"))
    assert "灰色狼" in wolves and "Grey wolf" not in wolves, items
    w.balance.shutdown()
