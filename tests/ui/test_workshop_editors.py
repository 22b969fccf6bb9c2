"""The workshop's editors of every ruleset, driven as a GM would (clicks and keys): a character made from
blank, a bad value refused at its field and never saved, the character saved to the GM's library and her
sheet printed; a monster likewise saved to the library (#28)."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from vtt.workshop.library import Library
from vtt.ui.workshop.editor import EditorWindow, open_editor

from tests.ui.workshop_steps import add_key, click, from_list, mine, pick, printed, refused_at, type_in_cell, type_into


@pytest.fixture
def library(tmp_path):
    return Library(tmp_path / "library")


def editor_of(qtbot, library, system_id, kind, data=None) -> EditorWindow:
    editor = open_editor(system_id, kind, data, None, my_library=library)
    qtbot.addWidget(editor)
    editor.resize(1600, 1000)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def saved_and_printed(qtbot, editor, library, system_id, tmp_path, name: str) -> None:
    assert editor.model is not None and editor.save_button.isEnabled()
    click(qtbot, editor.save_button)
    [entry] = mine(library, system_id, "character")
    assert entry.name == name and editor.path == entry.path and not editor.has_unsaved_edits()
    printed(qtbot, editor, tmp_path / "sheet.pdf", name)
    editor.preview.render_now()
    assert editor.preview.image is not None and not editor.preview.image.isNull()


def test_a_zones_character_from_blank_to_the_library_and_her_printed_sheet(qtbot, library, tmp_path):
    ed = editor_of(qtbot, library, "zones", "character")
    form = ed.form
    type_into(qtbot, form.editor_at("name").edit, "Ilse")
    type_into(qtbot, form.editor_at("name_ja").edit, "イルゼ")
    add_key(qtbot, form.editor_at("actions"), "Shoot")
    type_into(qtbot, form.editor_at("actions", "shoot", "attribute").box, "3")
    from_list(qtbot, form.editor_at("weapons"), "Sword")
    reach = form.editor_at("weapons", 0, "range").places[1].box
    type_into(qtbot, reach, "2")                       # a sword that reaches two zones away
    refused_at(qtbot, ed, library, "zones", "character", ("weapons", 0, "range"))
    assert reach.property("problem")
    type_into(qtbot, reach, "0")
    saved_and_printed(qtbot, ed, library, "zones", tmp_path, "Ilse")
    data = json.loads(ed.path.read_text(encoding="utf-8"))
    assert data["actions"] == {"shoot": {"attribute": 3, "skill": 0}} and data["weapons"][0]["name"] == "Sword"


def test_an_ashes_character_from_blank_to_the_library_and_her_printed_sheet(qtbot, library, tmp_path):
    ed = editor_of(qtbot, library, "ashes", "character")
    form = ed.form
    type_into(qtbot, form.editor_at("name").edit, "Rin")
    type_into(qtbot, form.editor_at("aura").box, "4")            # Aura at Degree 0
    refused_at(qtbot, ed, library, "ashes", "character", ("aura",))
    type_into(qtbot, form.editor_at("degree").box, "1")
    from_list(qtbot, form.editor_at("weapon"), "Throwing")
    from_list(qtbot, form.editor_at("techniques"), "Willow")
    saved_and_printed(qtbot, ed, library, "ashes", tmp_path, "Rin")
    data = json.loads(ed.path.read_text(encoding="utf-8"))
    assert (data["aura"], data["weapon"]["advantage"], data["techniques"][0]["name"]) == (4, "subtle", "Willow Step")


def test_a_hundred_character_from_blank_to_the_library_and_her_printed_sheet(qtbot, library, tmp_path):
    ed = editor_of(qtbot, library, "hundred", "character")
    form = ed.form
    type_into(qtbot, form.editor_at("name").edit, "Oda")
    add_key(qtbot, form.editor_at("attributes"), "Combat")
    type_into(qtbot, form.editor_at("attributes", "combat").edit, "2x6")
    refused_at(qtbot, ed, library, "hundred", "character", ("attributes", "combat"))
    type_into(qtbot, form.editor_at("attributes", "combat").edit, "2d6")
    from_list(qtbot, form.editor_at("weapons"), "Spear")
    ranged = form.editor_at("weapons", 0, "bands").boxes["ranged"]
    ranged.setFocus()
    qtbot.keyClick(ranged, Qt.Key.Key_Space)            # (a click right after another reads as a double-click)
    assert ranged.isChecked()
    saved_and_printed(qtbot, ed, library, "hundred", tmp_path, "Oda")
    data = json.loads(ed.path.read_text(encoding="utf-8"))
    assert data["attributes"] == {"combat": "2d6"} and data["weapons"][0]["bands"] == ["close", "mid", "ranged"]


def test_a_nechronica_doll_from_blank_to_the_library_and_her_printed_sheet(qtbot, library, tmp_path):
    ed = editor_of(qtbot, library, "nechronica", "character")
    type_into(qtbot, ed.name_edit, "Alice")
    pick(qtbot, ed.area, "Eden")
    ed.browser.category.setCurrentIndex(ed.browser.category.findData("armament"))
    ed.browser.table.setCurrentCell(0, 0)
    click(qtbot, ed.browser.add_button)
    type_into(qtbot, ed.reinforcement["armament"], "1")
    row = ed.parts.rowCount() - 1
    type_in_cell(qtbot, ed.parts, 2, ed.parts.COLUMNS.index("cost"), "lots")
    qtbot.waitUntil(lambda: ed.model is None)               # (the cell is committed once the event loop runs)
    refused_at(qtbot, ed, library, "nechronica", "character", ("parts", 2, "cost"))
    cost = ed.parts.item(2, ed.parts.COLUMNS.index("cost"))
    cost.setText("2")
    assert row == ed.parts.rowCount() - 1
    saved_and_printed(qtbot, ed, library, "nechronica", tmp_path, "Alice")
    assert json.loads(ed.path.read_text(encoding="utf-8"))["area"] == "eden"


@pytest.mark.parametrize("typed, cost", [("3", 3), ("12", 12), ("-", None), (" ", None)])
def test_a_cost_typed_in_the_parts_table_is_saved_as_a_number_or_null(qtbot, library, tmp_path, typed, cost):
    """#41: files are read strictly (the text "3" is not the number 3): the table turns what is typed into the
    number or null the file holds (full-width digits and なし too: tests/workshop/test_fields.py)."""
    ed = editor_of(qtbot, library, "nechronica", "character")
    type_into(qtbot, ed.name_edit, "Alice")
    column = ed.parts.COLUMNS.index("cost")
    name = ed.parts.rows()[2]["name"]
    type_in_cell(qtbot, ed.parts, 2, column, typed)
    # (the cell is committed once the event loop runs)
    qtbot.waitUntil(lambda: [r["cost"] for r in ed.parts.rows() if r["name"] == name] == [cost])
    assert ed.model is not None and ed.save_button.isEnabled()
    saved_and_printed(qtbot, ed, library, "nechronica", tmp_path, "Alice")
    [part] = [p for p in json.loads(ed.path.read_text(encoding="utf-8"))["parts"] if p["name"] == name]
    assert part.get("cost") == cost


@pytest.mark.parametrize("system_id, name", [("zones", "Marsh wolf"), ("ashes", "Scav"), ("hundred", "Boar"),
                                             ("nechronica", "Hound")])
def test_a_monster_from_blank_is_saved_to_the_library(qtbot, library, system_id, name):
    ed = editor_of(qtbot, library, system_id, "monster")
    assert ed.preview is not None or system_id == "nechronica"          # (an enemy prints no sheet)
    name_edit = ed.form.editor_at("name").edit
    type_into(qtbot, name_edit, "")
    refused_at(qtbot, ed, library, system_id, "monster", ("name",))
    type_into(qtbot, name_edit, name)
    click(qtbot, ed.save_button)
    [entry] = mine(library, system_id, "monster")
    assert (entry.name_ja or entry.name) == name and entry.error is None
    kind = json.loads(entry.path.read_text(encoding="utf-8"))["kind"]
    assert kind == ("horror" if system_id == "nechronica" else "npc")
    assert mine(library, system_id, "character") == []


def test_closing_an_edited_editor_asks_and_save_puts_it_in_the_library(qtbot, library):
    from PySide6.QtWidgets import QMessageBox
    ed = editor_of(qtbot, library, "zones", "character")
    asked = []
    ed.ask_unsaved = lambda: asked.append(1) or QMessageBox.StandardButton.Cancel
    type_into(qtbot, ed.form.editor_at("name").edit, "Vey")
    click(qtbot, ed.close_button)
    assert asked == [1] and ed.isVisible()
    ed.ask_unsaved = lambda: QMessageBox.StandardButton.Save
    click(qtbot, ed.close_button)
    assert not ed.isVisible() and [e.name for e in mine(library, "zones", "character")] == ["Vey"]


def test_a_sample_opened_as_a_template_is_saved_as_a_new_file_not_over_the_sample(qtbot, library):
    sample = next(e for e in library.entries("hundred", "character") if e.name == "Sera")
    before = sample.path.read_bytes()
    ed = editor_of(qtbot, library, "hundred", "character", library.load(sample))
    type_into(qtbot, ed.form.editor_at("name").edit, "Sera the Second")
    click(qtbot, ed.save_button)
    assert sample.path.read_bytes() == before
    assert [e.name for e in mine(library, "hundred", "character")] == ["Sera the Second"]


def test_export_puts_a_ccfolia_piece_on_the_clipboard(qtbot, library):
    from PySide6.QtGui import QGuiApplication
    ed = editor_of(qtbot, library, "ashes", "character")
    type_into(qtbot, ed.form.editor_at("name").edit, "Kiri")
    assert list(ed.exports) == ["ccfolia"]
    assert ed.export("ccfolia")
    assert json.loads(QGuiApplication.clipboard().text())["data"]["name"] == "Kiri"


def test_the_preview_follows_the_form_and_keeps_the_last_valid_sheet(qtbot, library):
    ed = editor_of(qtbot, library, "zones", "character")
    first = ed.preview.render_now().copy()
    type_into(qtbot, ed.form.editor_at("name").edit, "Someone else entirely")
    with qtbot.waitSignal(ed.preview.rendered, timeout=5000):
        pass
    assert ed.preview.image != first
    type_into(qtbot, ed.form.editor_at("name").edit, "")
    assert ed.preview.note.isVisible() and ed.preview.image is not None


def test_a_doll_of_the_old_shape_of_names_opens_in_the_new_and_is_saved_so(qtbot, library, tmp_path):
    """#41: a doll written before (``name`` in Japanese, ``name_en``) opens with her English name in Name and
    her Japanese in Japanese name; the file is rewritten only when the GM saves it, in the new shape."""
    old = {"kind": "doll", "name": "リリィ", "name_en": "Lily", "parts": [
        {"name": "ナイフ", "name_en": "Knife", "location": "arms", "timing": "action", "cost": 2, "range": "0"}]}
    folder = library.folder("nechronica", "character")
    folder.mkdir(parents=True)
    path = folder / "lily.json"
    path.write_text(json.dumps(old, ensure_ascii=False), encoding="utf-8")
    [entry] = mine(library, "nechronica", "character")
    editor = open_editor("nechronica", "character", library.load(entry), path, my_library=library)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    assert (editor.form.editor_at("name").edit.text(), editor.form.editor_at("name_ja").edit.text()) == \
        ("Lily", "リリィ")
    assert not editor.has_unsaved_edits() and "name_en" in path.read_text(encoding="utf-8")
    type_into(qtbot, editor.form.editor_at("name_ja").edit, "リリー")
    click(qtbot, editor.save_button)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert (saved["name"], saved["name_ja"], saved["parts"][0]["name"], saved["parts"][0]["name_ja"]) == \
        ("Lily", "リリー", "Knife", "ナイフ")
    assert "name_en" not in json.dumps(saved)


@pytest.mark.parametrize("system_id", ["zones", "ashes", "hundred", "nechronica"])
@pytest.mark.parametrize("size", [(1500, 900), (1280, 800)])
def test_a_blank_character_s_form_fits_its_pane_without_scrolling_sideways(qtbot, library, system_id, size):
    """Found playing #40: hundred's blank character at the editor's own size scrolled sideways, its portrait's
    Choose picture… hidden under the printed sheet: the weapons' From the list box took the width of its longest
    entry ("Longsword — Skill Cut weapons · Damage 3 · Damage per shift 1 · Range bands Close Combat (0–3 m)")."""
    kind = "character"
    editor = open_editor(system_id, kind, None, None, my_library=library)
    qtbot.addWidget(editor)
    editor.resize(*size)
    editor.show()
    qtbot.waitExposed(editor)
    for _ in range(10):                      # (the splitter and the form laid out)
        QApplication.processEvents()
    assert editor.scroll.horizontalScrollBar().maximum() == 0
    for button in editor.form.findChildren(QPushButton):
        if button.isVisible():
            right = button.mapTo(editor.scroll.viewport(), button.rect().topRight()).x()
            assert right <= editor.scroll.viewport().width(), button.text()
    editor.close()


@pytest.mark.parametrize("system_id, field, key, typed, value", [
    ("hundred", "attributes", "Agility", "2d6", "2d6"),
    ("zones", "actions", "Shoot", "3", {"attribute": 3, "skill": 0}),
])
def test_a_key_added_takes_the_keys_typed_next(qtbot, library, system_id, field, key, typed, value):
    """Found playing #40: Attributes → Agility → Add left the focus on Add, so the pool typed next went nowhere
    (and the click into the new box missed when the line "an empty pool" under it moved the form): the new
    entry's first box takes the focus, as a row added to a list does."""
    ed = editor_of(qtbot, library, system_id, "character")
    add_key(qtbot, ed.form.editor_at(field), key)
    focused = ed.focusWidget()                  # (the window's: offscreen, no window is the active one)
    assert focused is not None and focused is not ed.form.editor_at(field).add_button
    qtbot.keyClicks(focused, typed)
    assert ed.form.data()[field][key.lower()] == value
    ed.close()


def test_print_offers_the_pdf_beside_the_gms_file_or_in_her_documents_never_where_vtt_was_started(
        qtbot, library, tmp_path, monkeypatch):
    """t60, played: Workshop → Library…, the shipped Lily opened, Print…: the dialog offered "Lily.pdf" alone,
    that is in the folder vtt was started from (/tmp there; / for a launcher). Beside the GM's own file; a
    shipped sample's (read-only) or a new one's in her documents folder."""
    from pathlib import Path
    from PySide6.QtWidgets import QFileDialog
    from vtt import RESOURCES
    monkeypatch.chdir(tmp_path)
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _parent, _title, where, *a, **k: (
        offered.append(where), ("", ""))[1])
    sample = RESOURCES / "dolls" / "lily.json"
    mine_ = tmp_path / "mine" / "lily.json"
    mine_.parent.mkdir()
    mine_.write_bytes(sample.read_bytes())
    for path in (sample, mine_):
        editor = open_editor("nechronica", "character", json.loads(path.read_text(encoding="utf-8")), path,
                             my_library=library)
        qtbot.addWidget(editor)
        editor.show()
        click(qtbot, editor.print_button)
    assert len(offered) == 2 and all(Path(w).is_absolute() and Path(w).name == "Lily.pdf" for w in offered), offered
    assert RESOURCES.resolve() not in Path(offered[0]).resolve().parents and Path(offered[0]).parent != tmp_path
    assert Path(offered[1]).parent == mine_.parent
