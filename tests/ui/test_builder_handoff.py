"""#40 item 11: where "Start the battle" leaves the GM. From File → New battle or from the Library the
encounter builder hands its battle to THE battle window (never a second one with the same title), which
comes to the front while the builder goes behind it, and Close or Esc closes the builder. New battle…
lists the GM's own scenarios in the library beside the shipped samples, and "A scenario file…" opens the
file dialog in the library's scenario folder."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog

from tests.ui.generic.conftest import window_on
from tests.ui.workshop_steps import library_entries, pick_entry
from vtt.core import registry
from vtt.core.files import read_json
from vtt.ui.main_window import MainWindow
from vtt.ui.workshop.builder import BuilderWindow
from vtt.ui.workshop.library_window import LibraryWindow
from vtt.workshop.library import Library

RULESETS = ("nechronica", "zones", "ashes", "hundred")


@pytest.fixture
def window(qtbot, tmp_path):
    def make(ruleset):
        w = window_on(registry.get(ruleset).demo_session(1), tmp_path)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        return w
    return make


@pytest.fixture(autouse=True)
def no_question_on_closing(monkeypatch):
    """A builder closed with changes asks first (a modal question): these close theirs unasked."""
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)


def battle_windows() -> list:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]


def pick(monkeypatch, *texts) -> list:
    """The GM's answers to "which rules system" and "which battle": the first item offered that is one of
    ``texts``; the lists offered, returned."""
    offered = []

    def get_item(parent, title, label, items, *a):
        offered.append(list(items))
        return next(t for t in items if t in texts), True
    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    return offered


def my_scenario(ruleset: str) -> tuple[str, object]:
    """One of the ruleset's samples saved to the GM's library under a name of her own (as the builder saves
    one: its characters written in): (its name, its path)."""
    from vtt.ui.workshop.editor import open_library
    from vtt.workshop.encounter import Encounter
    library = open_library()
    encounter = Encounter.from_file(registry.get(ruleset).sample_scenarios()[0])
    data = encounter.scenario_data(library.folder(ruleset, "scenario"), library.root)
    data["name"] = "The GM's own fight"
    return data["name"], library.save(ruleset, "scenario", data)


def start_from_the_library(w, qtbot, path) -> tuple:
    """File → Library…, the scenario ``path`` picked and opened in the encounter builder, "Start the battle"
    clicked: (the library window, the builder), both still open."""
    w.act["library"].trigger()
    [lib] = w.findChildren(LibraryWindow)
    lib.tabs.setCurrentIndex(list(lib.trees).index("scenario"))
    pick_entry(lib, next(e for e in library_entries(lib, "scenario") if e.path == path))
    qtbot.mouseClick(lib.buttons["open"], Qt.MouseButton.LeftButton)
    [builder] = [x for x in lib.editors if isinstance(x, BuilderWindow)]        # (deleted when closed)
    qtbot.waitUntil(builder.start_button.isEnabled)
    qtbot.mouseClick(builder.start_button, Qt.MouseButton.LeftButton)
    return lib, builder


@pytest.mark.parametrize("ruleset", RULESETS)
def test_start_the_battle_from_file_new_battle_plays_in_the_window_and_the_builder_goes_behind(
        qtbot, window, monkeypatch, ruleset):
    w = window(ruleset)
    pick(monkeypatch, registry.get(ruleset).name, "Build an encounter…")
    w.act["new"].trigger()
    builder = w.builder                                             # (deleted when closed)
    assert isinstance(builder, BuilderWindow) and builder.isVisible() and builder.parentWidget() is None
    sample = registry.get(ruleset).sample_scenarios()[0]
    assert builder.use_map_of(sample) or not builder.shape.zones
    for entry in builder.entries()[:1] + [e for e in builder.entries() if e.kind == "monster"][:1]:
        builder.add_entry(entry)
    before = w.controller.session
    qtbot.waitUntil(builder.start_button.isEnabled)
    qtbot.mouseClick(builder.start_button, Qt.MouseButton.LeftButton)
    assert w.controller.session is not before and w.controller.session.ruleset.name == ruleset
    assert battle_windows() == [w]                                  # this window, not a second one
    assert builder.isVisible()                                      # behind it, its encounter kept
    gone = []
    builder.destroyed.connect(lambda *_: gone.append(True))
    qtbot.keyClick(builder, Qt.Key.Key_Escape)                      # Esc closes it
    qtbot.waitUntil(lambda: bool(gone))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_start_the_battle_from_the_library_plays_in_the_same_window(qtbot, window, ruleset):
    w = window(ruleset)
    name, path = my_scenario(ruleset)
    lib, builder = start_from_the_library(w, qtbot, path)
    assert w.controller.session.ruleset.name == ruleset and w.controller.state.name == name
    assert battle_windows() == [w]                                  # no second window of the same title
    assert builder.parentWidget() is None                           # no longer kept above the library
    gone = []
    builder.destroyed.connect(lambda *_: gone.append(True))
    qtbot.mouseClick(builder.close_button, Qt.MouseButton.LeftButton)    # Close closes it
    qtbot.waitUntil(lambda: bool(gone))
    lib.close()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_new_battle_lists_the_gms_own_scenarios_and_a_file_opens_in_the_library(qtbot, window, monkeypatch,
                                                                                 ruleset):
    w = window(ruleset)
    name, path = my_scenario(ruleset)
    offered = pick(monkeypatch, registry.get(ruleset).name, f"{name} (my library)")
    w.act["new"].trigger()
    system = registry.get(ruleset)            # (the demo's own sample: offered as the demo battle, not twice)
    samples = [read_json(p).get("name") for p in system.sample_scenarios() if p != system.demo_scenario()]
    assert f"{name} (my library)" in offered[1] and all(s in offered[1] for s in samples)
    assert w.controller.state.name == name and str(w.controller.path) == str(path)
    folders = []

    def open_file(parent, title, folder="", *a, **k):
        folders.append(folder)
        return "", ""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_file)
    pick(monkeypatch, registry.get(ruleset).name, "A scenario file…")
    w.act["new"].trigger()
    assert folders == [str(Library(path.parent.parent.parent).folder(ruleset, "scenario"))]
