"""One GM's evening in the workshop, for each ruleset, with real clicks and keys from start to end (#28): in
the library window a character is made from blank (a bad value first: refused at its field, nothing saved),
saved to the library; a sample monster is saved as a copy to the library; the library's New scenario opens
the encounter builder, where the two are added (and placed) and the battle started in its window; then the
character's sheet is printed to a PDF from her editor."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from vtt.core.files import read_json
from vtt.workshop.library import default_root
from vtt.ui.workshop.builder import BuilderWindow
from vtt.ui.workshop.library_window import LibraryWindow

from tests.ui.workshop_steps import (add, add_key, battle_windows, click, click_cell, click_item, drag_to, find_entry,
                                     from_list, library_entries, library_item, mine, pick, printed, refused_at,
                                     type_in_cell, type_into)


@pytest.fixture(autouse=True)
def no_question_on_closing(monkeypatch):
    """The builder closed with changes asks first (a modal question): the test closes it unasked."""
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)


# -- a character of each ruleset, from blank: a bad value first (``refused(at)`` checks it is refused at its
# field), then the real ones; what her saved file must hold
def zones_character(qtbot, ed, refused) -> dict:
    form = ed.form
    type_into(qtbot, form.editor_at("name").edit, "Maren")
    type_into(qtbot, form.editor_at("name_ja").edit, "マレン")
    from_list(qtbot, form.editor_at("weapons"), "Sling")
    nearest = form.editor_at("weapons", 0, "range").places[0].box
    type_into(qtbot, nearest, "3")                     # nearer than it reaches: "nearest first"
    refused(("weapons", 0, "range"))
    assert nearest.property("problem")
    type_into(qtbot, nearest, "0")
    add_key(qtbot, form.editor_at("actions"), "Shoot")
    type_into(qtbot, form.editor_at("actions", "shoot", "attribute").box, "4")
    return {"actions": {"shoot": {"attribute": 4, "skill": 0}}, "name_ja": "マレン",
            "weapons": lambda w: [(x["name"], x["range"][0]) for x in w] == [("Sling", 0)]}


def ashes_character(qtbot, ed, refused) -> dict:
    form = ed.form
    type_into(qtbot, form.editor_at("name").edit, "Tomoe")
    pick(qtbot, form.editor_at("chakra", "state").combo, "Awakened")       # with a Recovery of 0
    refused(("chakra", "recovery"))
    type_into(qtbot, form.editor_at("chakra", "recovery").box, "2")
    from_list(qtbot, form.editor_at("weapon"), "Dao")
    from_list(qtbot, form.editor_at("techniques"), "Iron")
    return {"chakra": {"state": "awakened", "recovery": 2, "prana": 0}, "weapon": lambda w: w["name"] == "Dao sword",
            "techniques": lambda t: [x["name"] for x in t] == ["Iron Wall Stance"]}


def hundred_character(qtbot, ed, refused) -> dict:
    form = ed.form
    type_into(qtbot, form.editor_at("name").edit, "Ren")
    add_key(qtbot, form.editor_at("attributes"), "Agility")
    type_into(qtbot, form.editor_at("attributes", "agility").edit, "3x")
    refused(("attributes", "agility"))
    type_into(qtbot, form.editor_at("attributes", "agility").edit, "3d6")
    from_list(qtbot, form.editor_at("weapons"), "Shortbow")
    return {"attributes": {"agility": "3d6"}, "weapons": lambda w: [x["name"] for x in w] == ["Shortbow"]}


def nechronica_character(qtbot, ed, refused) -> dict:
    type_into(qtbot, ed.name_edit, "Clara")
    pick(qtbot, ed.area, "Eden")
    pick(qtbot, ed.browser.category, "Armament")
    chosen = ed.browser.shown[0]
    click_cell(ed.browser.table, 0, 0)
    click(qtbot, ed.browser.add_button)
    type_into(qtbot, ed.reinforcement["armament"], "1")   # its reinforcement to match (else Save is off: #40)
    [row] = [i for i, r in enumerate(ed.parts.rows()) if r["name"] == chosen.name]     # (kept in location order)
    cost = ed.parts.COLUMNS.index("cost")
    type_in_cell(qtbot, ed.parts, row, cost, "lots")
    qtbot.waitUntil(lambda: ed.model is None)           # (the cell is committed once the event loop runs)
    refused(("parts", row, "cost"))
    type_in_cell(qtbot, ed.parts, row, cost, "1")
    qtbot.waitUntil(lambda: ed.model is not None)
    return {"area": "eden", "parts": lambda parts: [p["cost"] for p in parts if p["name"] == chosen.name] == [1]}


# the ruleset, its character's recipe, her name in the lists, a sample monster, where they are put (None: where
# the builder puts them)
FLOWS = {
    "zones": (zones_character, "Maren", "Wolf", "bridge"),
    "ashes": (ashes_character, "Tomoe", "Ghoul brute", None),
    "hundred": (hundred_character, "Ren", "Ogre", None),
    "nechronica": (nechronica_character, "Clara", "Zombie", "hades"),
}


def library_window(qtbot, system_id) -> LibraryWindow:
    w = LibraryWindow(system_id)                    # the settings and library the app uses: under $VTT_DATA_DIR
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def tab(qtbot, w: LibraryWindow, kind: str) -> None:
    """Click the library window's tab of ``kind``."""
    bar = w.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     bar.tabRect(w.tabs.indexOf(w.trees[kind])).center())
    assert w.kind == kind


def newest(qtbot, w: LibraryWindow):
    """The window the last New / Open of ``w`` opened, on screen."""
    opened = w.editors[-1]
    qtbot.addWidget(opened)
    qtbot.waitExposed(opened)
    return opened


@pytest.mark.parametrize("system_id", list(FLOWS))
def test_a_character_from_blank_to_the_library_a_battle_and_her_printed_sheet(qtbot, tmp_path, system_id):
    recipe, name, monster, place = FLOWS[system_id]
    lib = library_window(qtbot, system_id)
    library = lib.library
    assert library.root == default_root() and default_root().parent == Path(os.environ["VTT_DATA_DIR"])
    assert mine(library, system_id, "character") == []

    # her editor, from blank: a bad value is refused at its field and never saved; then she is saved
    tab(qtbot, lib, "character")
    click(qtbot, lib.buttons["new"])
    ed = newest(qtbot, lib)
    assert (ed.system_id, ed.kind_id, ed.path) == (system_id, "character", None)

    def refused(at):
        refused_at(qtbot, ed, library, system_id, "character", at)
        assert not list(library.folder(system_id, "character").glob("*.json"))
    expected = recipe(qtbot, ed, refused)
    assert ed.model is not None and ed.save_button.isEnabled() and not ed.error_label.text()
    click(qtbot, ed.save_button)
    [entry] = mine(library, system_id, "character")
    assert entry.name == name and ed.path == entry.path and entry.path.parent == library.folder(system_id, "character")
    data = json.loads(entry.path.read_text(encoding="utf-8"))
    for k, want in expected.items():                    # (a value, or a test of the value)
        assert want(data[k]) if callable(want) else data[k] == want, (k, data[k])
    assert [e.name for e in library_entries(lib, "character") if not e.sample] == [name]         # the list follows

    # a sample monster, saved as a copy to the library
    tab(qtbot, lib, "monster")
    sample = next(e for e in library_entries(lib) if e.sample and e.name == monster)
    click_item(lib.trees["monster"], library_item(lib, sample))
    click(qtbot, lib.buttons["copy"])
    [foe] = mine(library, system_id, "monster")
    assert foe.name == monster and foe.path.parent == library.folder(system_id, "monster")

    # New scenario: the encounter builder, with her and the library's monster
    tab(qtbot, lib, "scenario")
    click(qtbot, lib.buttons["new"])
    w = newest(qtbot, lib)
    assert isinstance(w, BuilderWindow) and w.encounter.system_id == system_id and not w.start_button.isEnabled()
    [me] = add(w, name)
    assert w.table.rowCount() == 1 and w.table.item(0, 0).text().startswith(name)
    foe_item = find_entry(w, foe.path)                   # the library's copy, not the sample of that name
    click_item(w.entry_tree, foe_item)
    QTest.mouseClick(w.add_button, Qt.MouseButton.LeftButton)
    [them] = [p for p in w.encounter.participants if p is not me]
    if place is not None:
        drag_to(w, them, place)
        assert w.encounter.place_of(them) == place
    assert not w.problem.text() and w.start_button.isEnabled()
    QTest.mouseClick(w.start_button, Qt.MouseButton.LeftButton)
    [bw] = battle_windows()
    qtbot.addWidget(bw)
    fighters = {p.name for p in bw.controller.state.fighters.values()}
    assert fighters == {name, read_json(foe.path)["name"]}             # (Nechronica's: ゾンビ)

    # her sheet, printed from her editor
    printed(qtbot, ed, tmp_path / f"{name}.pdf", name)
