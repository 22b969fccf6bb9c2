"""The AI's sides belong to the battle on the table (t61): the GM lets the AI play a side (Solo → AI plays the
…), then puts another battle on the table — File → New battle… of another scenario whose sides share the
names, or the same demo again, or a saved battle opened — and that battle starts with the AI off, the Solo
menu's toggles unticked; the same battle started over on a map drawn again (GM → Edit the map…) keeps the
sides the GM chose for it."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog

from tests.ui.generic.conftest import window_on
from vtt.core import registry


@pytest.fixture
def window(qtbot, tmp_path):
    def make(ruleset):
        w = window_on(registry.get(ruleset).demo_session(3), tmp_path)
        qtbot.addWidget(w)
        return w
    return make


def ai_plays(w, side: str) -> None:
    """Solo → AI plays the ``side`` (the menu made as it is when opened)."""
    w.menu_solo.aboutToShow.emit()
    w.ai_actions[side].trigger()
    assert w.ai.plays(side) and w.ai_actions[side].isChecked()


def answer(monkeypatch, *picks) -> None:
    """The GM's answers to the questions asked in turn (the rules system, the battle)."""
    left = list(picks)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: (left.pop(0), True))


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_a_new_battle_starts_with_the_ai_off(window, monkeypatch, ruleset):
    w = window(ruleset)
    system = registry.get(ruleset)
    side = system.sides[1]
    ai_plays(w, side)
    other = next(label for label, what in w.battle_choices(system) if hasattr(what, "suffix"))  # another sample
    answer(monkeypatch, system.name, other)
    w.act["new"].trigger()
    assert w.controller.session.setup_json()["name"] == other
    assert not any(w.ai.plays(s) for s in system.sides) and not w.ai.ticking
    w.menu_solo.aboutToShow.emit()
    assert not any(w.ai_actions[s].isChecked() for s in system.sides)
    ai_plays(w, side)                                       # the same demo again: off too
    answer(monkeypatch, system.name, "The demo battle")
    w.act["new"].trigger()
    assert not w.ai.plays(side) and not w.ai_actions[side].isChecked()


def test_a_saved_battle_opened_starts_with_the_ai_off(window, tmp_path):
    w = window("zones")
    w.controller.do(w.controller.legal_commands()[0])
    path = tmp_path / "saved.json"
    assert w.save_to(path)
    ai_plays(w, "foes")
    assert w.open_path(path)
    assert not w.ai.plays("foes") and not w.ai_actions["foes"].isChecked()


def test_the_battle_started_over_on_its_map_drawn_again_keeps_the_ai(window, monkeypatch):
    from vtt.ui.zones.zone_editor import ZoneEditorDialog
    w = window("zones")
    ai_plays(w, "foes")

    def draw(dialog):                          # the GM renames a zone and presses OK
        dialog.select("ford")
        dialog.name.setText("Shallows")
        dialog.name.textEdited.emit("Shallows")
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result()
    monkeypatch.setattr(ZoneEditorDialog, "exec", draw)
    before = w.controller.session
    w.act["map"].trigger()
    assert w.controller.session is not before
    assert w.ai.plays("foes") and not w.ai.plays("party") and w.ai_actions["foes"].isChecked()
