"""The doll workshop: the doll editor's live checks, the catalog browser, saving, and the 保管所 import."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from vtt.core.files import load_model
from vtt.rules.nechronica.models import DollFile, EnemyFile
from vtt.ui.workshop import (CatalogBrowser, DollEditor, EnemyEditor, import_charasheet_dialog, new_doll,
                             shared_catalog)

SAMPLE = Path(__file__).parents[1] / "interop" / "data" / "charasheet_sample.json"


def test_a_new_doll_is_valid_and_previews_max_ap_9(qtbot):
    ed = DollEditor(new_doll())
    qtbot.addWidget(ed)
    assert isinstance(ed.model, DollFile)
    assert ed.error_label.text() == ""
    assert ed.save_button.isEnabled()
    assert ed.max_ap == 9
    assert "Max AP: 9" in ed.max_ap_label.text()
    assert ed.part_count() == len(shared_catalog().basic_parts())


def test_an_empty_name_shows_the_field_error_and_disables_save(qtbot):
    ed = DollEditor(new_doll())
    qtbot.addWidget(ed)
    ed.name_edit.setText("")
    assert ed.model is None
    assert ed.error_label.text().startswith("name:")
    assert not ed.save_button.isEnabled()
    ed.name_edit.setText("Alice")
    assert ed.model is not None and ed.save_button.isEnabled()


def test_a_bad_cell_in_the_parts_table_names_its_row(qtbot):
    ed = DollEditor(new_doll())
    qtbot.addWidget(ed)
    ed.parts.item(0, ed.parts.COLUMNS.index("cost")).setText("lots")
    assert ed.model is None
    assert ed.error_label.text().startswith("parts.0.cost")


def test_adding_a_catalog_part_adds_a_row_and_checks_reinforcement(qtbot):
    ed = DollEditor(new_doll())
    qtbot.addWidget(ed)
    before = ed.part_count()
    ed.browser.set_filters(category="armament")
    assert ed.browser.table.rowCount() > 0
    ed.browser.table.setCurrentCell(0, 0)
    ed.browser.add_button.click()
    assert ed.part_count() == before + 1
    assert ed.model is not None and sum(p.category == "armament" for p in ed.model.parts) == 1
    assert "armament: 1 parts, but the reinforcement value is 0" in ed.reinforcement_label.text()
    ed.reinforcement["armament"].setValue(1)
    assert "armament" not in ed.reinforcement_label.text()


def test_a_hand_written_part_and_fetters(qtbot):
    ed = DollEditor(new_doll())
    qtbot.addWidget(ed)
    ed.parts.add_blank("arms")
    assert ed.model is None                          # a part needs a name
    row = ed.parts.rowCount() - 1
    ed.parts.item(row, ed.parts.COLUMNS.index("name")).setText("かぎづめ")
    assert ed.model is not None
    for i in range(7):
        ed.add_fetter(f"sister {i}", "依存")
    assert ed.fetters.rowCount() == 6 and not ed.add_fetter_button.isEnabled()
    assert len(ed.model.fetters) == 6


def test_saving_writes_a_file_that_loads_back(qtbot, tmp_path):
    ed = DollEditor(new_doll())
    qtbot.addWidget(ed)
    ed.name_edit.setText("Alice")
    ed.area.setCurrentIndex(ed.area.findData("eden"))
    ed.karma_edit.setPlainText("罪を認める\n\n過去を知る")
    path = tmp_path / "alice.json"
    assert ed.save_to(path)
    doll = load_model(DollFile, path)
    assert doll.name == "Alice" and doll.area == "eden"
    assert doll.karma == ["罪を認める", "過去を知る"]
    assert len(doll.parts) == ed.part_count()


def test_the_catalog_browser_filters_by_category(qtbot):
    b = CatalogBrowser()
    qtbot.addWidget(b)
    everything = b.table.rowCount()
    b.set_filters(category="basic")
    basic = b.table.rowCount()
    assert 0 < basic < everything
    assert all(p.category == "basic" for p in b.shown)


def test_a_bad_user_catalog_is_reported_with_file_and_field(qtbot, tmp_path):
    b = CatalogBrowser()
    qtbot.addWidget(b)
    bad = tmp_path / "mine.json"
    bad.write_text(json.dumps({"parts": [{"name": "x", "location": "head", "timing": "sometimes"}]}),
                   encoding="utf-8")
    before = len(b.catalog.parts)
    assert not b.add_catalog_file(bad)
    assert "mine.json" in b.error_label.text() and "parts.0.timing" in b.error_label.text()
    assert len(b.catalog.parts) == before


def test_the_enemy_editor_shows_legion_threat(qtbot):
    ed = EnemyEditor(EnemyFile(kind="legion", name="ゾンビ", base_ap=8, threat=2, bodies=7))
    qtbot.addWidget(ed)
    assert ed.model is not None
    assert ed.threat_label.text().startswith("Threat: 4")
    ed.kind.setCurrentIndex(ed.kind.findData("horror"))
    assert ed.model is not None and ed.model.bodies is None
    assert ed.threat_label.text() == "Threat: 2"


def test_importing_a_charasheet_opens_an_editor_with_the_dolls_name(qtbot):
    ed = import_charasheet_dialog(None, path=SAMPLE)
    qtbot.addWidget(ed)
    assert isinstance(ed, DollEditor) and ed.isVisible()
    assert ed.name_edit.text() == "アリス"
    assert ed.model is not None


def test_copy_for_ccfolia_puts_the_piece_on_the_clipboard(qtbot):
    ed = DollEditor(new_doll())
    qtbot.addWidget(ed)
    assert ed.copy_ccfolia()
    data = json.loads(QGuiApplication.clipboard().text())
    assert data["kind"] == "character" and data["data"]["name"] == "New doll"
