"""The doll workshop: the doll editor, the enemy editor, the parts catalog, import and CCFOLIA copy."""
import json
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from vtt import RESOURCES
from vtt.core.files import load_model
from vtt.rules.nechronica.catalog import load_catalog
from vtt.rules.nechronica.models import DollFile, EnemyFile
from vtt.ui.workshop import (CatalogBrowser, DollEditor, EnemyEditor, copy_ccfolia_dialog, enemy_threat,
                             import_charasheet_dialog)

CHARASHEET = Path(__file__).resolve().parents[1] / "interop" / "data" / "charasheet_sample.json"


def editor(qtbot, doll=None, **kw):
    e = DollEditor(doll, **kw)
    qtbot.addWidget(e)
    e.revalidate()
    return e


def test_a_new_doll_starts_with_the_basic_parts_and_max_ap_9(qtbot):
    e = editor(qtbot)
    assert e.model is not None and e.part_count() == len(load_catalog().basic_doll)
    assert e.max_ap == 9 and "9" in e.max_ap_label.text()


def test_an_invalid_edit_shows_the_field_and_disables_save(qtbot):
    e = editor(qtbot)
    e.name_edit.setText("")
    e.revalidate()
    assert e.model is None and "name" in e.error_label.text()
    assert not e.save_button.isEnabled()
    e.name_edit.setText("ミア")
    e.revalidate()
    assert e.save_button.isEnabled() and e.error_label.text() == ""


def test_adding_a_catalog_part_adds_a_row_and_raises_the_preview(qtbot):
    e = editor(qtbot)
    n = e.part_count()
    bonus = next(p for p in load_catalog().parts.values() if "最大行動値+1" in p.effect and p.category != "basic")
    e.add_part(bonus)
    e.revalidate()
    assert e.part_count() == n + 1 and e.max_ap == 10


def test_a_reinforcement_value_without_its_parts_is_warned_about(qtbot):
    e = editor(qtbot)
    e.reinforcement["armament"].setValue(2)
    e.revalidate()
    assert "armament" in e.reinforcement_label.text()


def test_saving_writes_a_doll_file_that_loads_back(qtbot, tmp_path):
    doll = load_model(DollFile, RESOURCES / "dolls" / "lily.json")
    e = editor(qtbot, doll)
    e.name_edit.setText("リリィ改")
    assert e.save_to(tmp_path / "lily2.json")
    back = load_model(DollFile, tmp_path / "lily2.json")
    assert back.name == "リリィ改" and len(back.parts) == len(doll.parts) and back.fetters == doll.fetters


def test_the_catalog_browser_filters_by_category_and_text(qtbot):
    b = CatalogBrowser()
    qtbot.addWidget(b)
    b.set_filters()
    everything = len(b.shown)
    b.set_filters(category="basic")
    assert 0 < len(b.shown) < everything and all(p.category == "basic" for p in b.shown)
    b.set_filters(text="のうみそ")
    assert [p.name for p in b.shown] == ["のうみそ"]


def test_a_broken_user_catalog_is_reported_with_file_and_field(qtbot, tmp_path):
    b = CatalogBrowser()
    qtbot.addWidget(b)
    bad = tmp_path / "mine.json"
    bad.write_text(json.dumps({"parts": [{"id": "x", "name": "x", "location": "頭", "timing": "sometimes"}]}))
    assert not b.add_catalog_file(bad)
    assert "mine.json" in b.error_label.text() and "parts.0.timing" in b.error_label.text()


def test_the_enemy_editor_computes_legion_threat_per_five_bodies(qtbot):
    zombie = load_model(EnemyFile, RESOURCES / "enemies" / "zombie.json")
    e = EnemyEditor(zombie)
    qtbot.addWidget(e)
    e.revalidate()
    assert e.model is not None
    assert enemy_threat(zombie.model_copy(update={"bodies": 11})) == 3 * zombie.threat


def test_importing_a_charasheet_opens_the_editor_on_the_doll(qtbot):
    dlg = import_charasheet_dialog(None, path=str(CHARASHEET))
    qtbot.addWidget(dlg)
    dlg.revalidate()
    assert dlg.model is not None and dlg.model.name == json.loads(CHARASHEET.read_text())["pc_name"]


def test_copy_for_ccfolia_puts_a_character_on_the_clipboard(qtbot):
    assert copy_ccfolia_dialog(None, path=str(RESOURCES / "dolls" / "lily.json"))
    data = json.loads(QGuiApplication.clipboard().text())
    assert data["kind"] == "character" and data["data"]["name"] == "リリィ"
