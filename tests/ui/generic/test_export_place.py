"""Where File → Export sheets as PDF… offers to write (#40, found printing a party's sheets after a battle
opened from the library: the dialog offered "sheets.pdf" in whatever folder vtt was started from)."""
from pathlib import Path

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


@pytest.mark.parametrize("ruleset, sample", [("hundred", "hundred/scenarios/ogre.json"),
                                             ("zones", "zones/scenarios/bridge.json")])
def test_a_battle_opened_from_a_shipped_sample_is_never_offered_the_samples_folder(qtbot, tmp_path, monkeypatch,
                                                                                   ruleset, sample):
    """t60, played: the library's "The ogre's bridge" (a shipped sample, read-only) started from the builder, then
    File → Print sheets…: the dialog offered resources/hundred/scenarios/ogre-sheets.pdf, inside the program's
    own folder (read-only where vtt is installed); and a battle never saved after a sample was opened was offered
    the sample's folder (the last recent file). Offered the documents folder (or home) instead, the name kept."""
    from vtt import RESOURCES
    shipped = RESOURCES / sample
    w = window_on(registry.get(ruleset).demo_session(3), tmp_path, path=shipped)
    qtbot.addWidget(w)
    w.add_recent(str(shipped))
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _parent, _title, where, *a, **k: (
        offered.append(where), ("", ""))[1])
    w.act["pdf"].trigger()                                 # File → Export sheets as PDF… (then Cancel)
    w.controller.path = None                               # a battle never saved, the sample the last recent file
    w.act["pdf"].trigger()
    assert len(offered) == 2
    for where in offered:
        assert RESOURCES.resolve() not in Path(where).resolve().parents, where
        assert Path(where).parent.is_dir(), where
    assert Path(offered[0]).name == f"{shipped.stem}-sheets.pdf" and Path(offered[1]).name == "sheets.pdf"
