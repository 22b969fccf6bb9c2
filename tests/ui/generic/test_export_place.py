"""Where File → Export sheets as PDF… offers to write (#40, found printing a party's sheets after a battle
opened from the library: the dialog offered "sheets.pdf" in whatever folder vtt was started from)."""
import pytest
from PySide6.QtWidgets import QFileDialog

from vtt.core import registry
from tests.ui.generic.conftest import window_on


@pytest.mark.parametrize("ruleset", ["ashes", "nechronica", "zones", "hundred"])
def test_the_sheets_are_offered_beside_the_battles_file_named_after_it(qtbot, tmp_path, monkeypatch, ruleset):
    folder = tmp_path / "library" / ruleset / "scenarios"
    folder.mkdir(parents=True)
    w = window_on(registry.get(ruleset).demo_session(3), tmp_path, path=folder / "jackals_at_the_ruins.json")
    qtbot.addWidget(w)
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _parent, _title, where, *a, **k: (
        offered.append(where), ("", ""))[1])
    w.act["pdf"].trigger()                                 # File → Export sheets as PDF… (then Cancel)
    assert offered == [str(folder / "jackals_at_the_ruins-sheets.pdf")]


def test_a_battle_never_saved_is_offered_in_the_last_folder_used(qtbot, tmp_path, monkeypatch):
    w = window_on(registry.get("ashes").demo_session(3), tmp_path)
    qtbot.addWidget(w)
    recent = tmp_path / "games" / "old.json"
    recent.parent.mkdir()
    recent.write_text("{}", encoding="utf-8")
    w.add_recent(str(recent))
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _parent, _title, where, *a, **k: (
        offered.append(where), ("", ""))[1])
    w.act["pdf"].trigger()
    assert offered == [str(recent.parent.resolve() / "sheets.pdf")]
