"""The workshop's form (vtt.ui.workshop.form.ModelForm), drawn from any file model: the widget each field
gets, rows added, removed and reordered with clicks, a bad value refused at its field in the interface
language, a ruleset's own widget by the name its metadata gives."""
from __future__ import annotations

import pytest
from pydantic import BaseModel, Field
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox, QToolButton

from vtt.core import registry
from vtt.core.files import read_json
from vtt.workshop.fields import kinds_of, lists_of
from vtt.ui.workshop.form import FieldEditor, FormContext, IntEditor, ModelForm

from tests.ui.workshop_steps import from_list

ZONES_ASA = "resources/zones/characters/asa.json"


def form_of(qtbot, system_id: str, kind: str, data=None) -> ModelForm:
    system = registry.get(system_id)
    file_kind = kinds_of(system)[kind]
    form = ModelForm(file_kind.model, FormContext(system_id, lists_of(system), file_kind.widgets, {},
                                                  file_kind.model), file_kind.fixed)
    qtbot.addWidget(form)
    if data is not None:
        form.set_data(data)
    form.resize(1000, 900)
    form.show()
    qtbot.waitExposed(form)
    return form


def row_buttons(rows, row: int) -> dict:
    """A table row's ▲ ▼ ✕ buttons by name (up, down, remove): the last cell of its line."""
    item = rows.grid.itemAtPosition(row + 1, len(rows.rows[row]))
    return {b.objectName(): b for b in item.widget().findChildren(QToolButton)}


def test_a_file_read_into_the_form_comes_out_as_the_same_file(qtbot):
    from vtt.rules.zones.models import CharacterFile
    data = read_json(ZONES_ASA)
    form = form_of(qtbot, "zones", "character", data)
    assert form.is_valid() and form.first_error() is None
    assert CharacterFile.model_validate(form.data()) == CharacterFile.model_validate(data)


def test_each_field_gets_a_widget_that_fits_it(qtbot):
    form = form_of(qtbot, "zones", "character", read_json(ZONES_ASA))
    cards = form.editor_at("cards").box
    assert isinstance(cards, QSpinBox) and (cards.minimum(), cards.maximum()) == (1, 4)
    physical = form.editor_at("physical").box                     # Optional: "—" below its bounds is unset
    assert physical.minimum() == 0 and physical.specialValueText() == "—" and form.data()["physical"] is None
    action = form.editor_at("weapons", 0, "action").combo
    assert isinstance(action, QComboBox)
    assert [action.itemData(i) for i in range(action.count())] == ["strike", "shoot", "force"]
    assert action.itemText(0) == "Strike"
    assert isinstance(form.editor_at("name").edit, QLineEdit) and isinstance(form.editor_at("name_ja").edit, QLineEdit)
    assert form.editor_at("kind") is None and form.editor_at("schema_version") is None      # fixed, hidden


def test_typing_a_name_and_a_number_with_the_keyboard_changes_the_data(qtbot):
    form = form_of(qtbot, "zones", "character", read_json(ZONES_ASA))
    name = form.editor_at("name").edit
    name.selectAll()
    qtbot.keyClicks(name, "Asa the Bold")
    cards = form.editor_at("cards").box
    cards.lineEdit().selectAll()
    qtbot.keyClicks(cards.lineEdit(), "3")
    assert form.data()["name"] == "Asa the Bold" and form.data()["cards"] == 3 and form.is_valid()


def test_a_weapon_added_from_the_list_moved_up_and_removed_with_clicks(qtbot):
    form = form_of(qtbot, "zones", "character", read_json(ZONES_ASA))
    weapons = form.editor_at("weapons")
    weapons.from_list.combo.setCurrentIndex(weapons.from_list.combo.findData("Oak club"))   # (shown with its damage)
    qtbot.mouseClick(weapons.from_list.button, Qt.MouseButton.LeftButton)
    assert [w["name"] for w in form.data()["weapons"]] == ["Sword", "Sling", "Oak club"]
    assert form.data()["weapons"][2]["damage"] == 3 and form.is_valid()
    qtbot.mouseClick(row_buttons(weapons, 2)["up"], Qt.MouseButton.LeftButton)
    assert [w["name"] for w in form.data()["weapons"]] == ["Sword", "Oak club", "Sling"]
    qtbot.mouseClick(row_buttons(weapons, 0)["remove"], Qt.MouseButton.LeftButton)
    assert [w["name"] for w in form.data()["weapons"]] == ["Oak club", "Sling"]
    qtbot.mouseClick(weapons.add_button, Qt.MouseButton.LeftButton)     # a blank row: it needs a name
    assert not form.is_valid() and form.first_error()[0] == ("weapons", 2, "name")


def test_an_action_is_added_from_the_list_of_those_not_there_yet(qtbot):
    form = form_of(qtbot, "zones", "character", read_json(ZONES_ASA))
    actions = form.editor_at("actions")
    keys = [actions.key_combo.itemData(i) for i in range(actions.key_combo.count())]
    assert keys == ["persuade", "intimidate", "cast"]
    actions.key_combo.setCurrentIndex(keys.index("cast"))
    qtbot.mouseClick(actions.add_button, Qt.MouseButton.LeftButton)
    assert form.data()["actions"]["cast"] == {"attribute": 0, "skill": 0}
    form.editor_at("actions", "cast", "attribute").box.setValue(4)
    assert form.validated.dice()["cast"] == 4


def test_a_monster_written_with_dice_sums_is_edited_as_attribute_and_skill(qtbot):
    troll = read_json("resources/zones/monsters/troll.json")
    form = form_of(qtbot, "zones", "monster", troll)
    assert form.editor_at("actions", "strike", "attribute").box.value() == 6
    assert form.validated.dice() == {k: v for k, v in troll["actions"].items()}


def test_a_melee_weapon_that_reaches_far_is_refused_at_its_range(qtbot):
    form = form_of(qtbot, "zones", "character", read_json(ZONES_ASA))
    changes = []
    form.validity_changed.connect(changes.append)
    far = form.editor_at("weapons", 0, "range")
    far.places[1].box.setValue(2)
    assert changes == [False] and form.validated is None
    path, message = form.first_error()
    assert path == ("weapons", 0, "range")
    assert message == "a melee weapon (strike, force) reaches its own zone only: range [0, 0]"
    assert far.places[1].box.property("problem")                           # marked at its field
    assert form.editor_at("weapons").isVisible()
    far.places[1].box.setValue(0)
    assert changes == [False, True] and not far.places[1].box.property("problem")


def test_in_japanese_the_problem_is_told_in_japanese(qtbot, japanese):
    form = form_of(qtbot, "zones", "character", read_json(ZONES_ASA))
    form.editor_at("name").edit.setText("")
    assert form.first_error() == (("name",), "空欄にはできない")
    assert form.error_summary() == "名前：空欄にはできない"
    form.editor_at("name").edit.setText("アサ")
    form.editor_at("weapons", 0, "range").places[1].box.setValue(1)
    assert form.error_summary().startswith("武器・1行目・射程：")       # as the field says it (#40 item 13)
    assert "a melee" not in form.error_summary()          # the ruleset's own refusal, told in Japanese


def test_a_value_the_box_cannot_show_is_kept_and_refused_not_lost(qtbot):
    data = read_json(ZONES_ASA)
    data["cards"] = 99
    form = form_of(qtbot, "zones", "character", data)
    assert form.data()["cards"] == 99 and form.first_error()[0] == ("cards",)
    form.editor_at("cards").box.setValue(2)
    assert form.data()["cards"] == 2 and form.is_valid()


def test_ashes_weapon_is_ticked_in_and_filled_from_the_list(qtbot):
    form = form_of(qtbot, "ashes", "character", {"name": "Kai"})
    weapon = form.editor_at("weapon")
    assert form.data()["weapon"] is None
    from_list(qtbot, weapon, "Scrap")
    assert form.data()["weapon"]["advantage"] == "heavy" and weapon.group.isChecked()
    weapon.group.setChecked(False)
    assert form.data()["weapon"] is None and form.is_valid()


def test_hundreds_range_bands_are_check_boxes(qtbot):
    form = form_of(qtbot, "hundred", "character", read_json("resources/hundred/characters/sera.json"))
    bands = form.editor_at("weapons", 1, "bands")
    assert [b.isChecked() for b in bands.boxes.values()] == [False, True, True, False]
    bands.boxes["close"].setChecked(True)
    assert form.data()["weapons"][1]["bands"] == ["close", "mid", "ranged"]
    for box in bands.boxes.values():
        box.setChecked(False)
    assert form.first_error()[0] == ("weapons", 1, "bands")


class Pet(BaseModel):
    name: str = Field(min_length=1)
    tricks: list[str] = Field([], json_schema_extra={"widget": "stars"})


class StarsField(FieldEditor):
    """A test's widget of its own: a check box per star."""

    def __init__(self, spec, context, parent=None):
        super().__init__(spec, context, parent)
        self.box = self._wrap(QCheckBox("★"))
        self.box.toggled.connect(lambda _on: self.edited.emit())

    def set_value(self, value):
        self.box.setChecked(bool(value))

    def value(self):
        return ["sit"] if self.box.isChecked() else []


def stars(spec, context):
    return StarsField(spec, context)


def test_a_field_whose_metadata_names_a_widget_gets_the_one_its_kind_maps(qtbot):
    form = ModelForm(Pet, FormContext(widgets={"stars": f"{__name__}:stars"}))
    qtbot.addWidget(form)
    form.set_data({"name": "Rex"})
    assert isinstance(form.editor_at("tricks"), StarsField)
    form.editor_at("tricks").box.setChecked(True)
    assert form.data() == {"name": "Rex", "tricks": ["sit"]} and form.is_valid()
    plain = ModelForm(Pet, FormContext())            # no such widget: the generic one (lines of text)
    qtbot.addWidget(plain)
    assert not isinstance(plain.editor_at("tricks"), StarsField)


@pytest.mark.parametrize("system_id", registry.ids())
def test_every_kind_of_every_ruleset_is_drawn_and_its_samples_read_back(qtbot, system_id):
    system = registry.get(system_id)
    for kind, file_kind in kinds_of(system).items():
        for path in file_kind.samples():
            data = read_json(path)
            form = form_of(qtbot, system_id, kind, data)
            assert form.is_valid(), (path, form.first_error())
            assert same_file(file_kind.model.model_validate(form.data()), file_kind.model.model_validate(data))


def same_file(a, b) -> bool:
    """Two files alike but for what the editor writes its own way: a part list grouped by location
    (Nechronica's table), an action's dice as attribute + skill (zones: "strike": 6 is {6, 0})."""
    def norm(d):
        if isinstance(d, list):
            return [norm(x) for x in d]
        if not isinstance(d, dict):
            return d
        out = {k: norm(v) for k, v in d.items()}
        if isinstance(out.get("parts"), list):
            out["parts"] = sorted(out["parts"], key=lambda p: (p["location"], p["name"]))
        if isinstance(out.get("actions"), dict):
            out["actions"] = {k: v if isinstance(v, int) else v["attribute"] + v["skill"]
                              for k, v in out["actions"].items()}
        return out
    return norm(a.model_dump(mode="json")) == norm(b.model_dump(mode="json"))


def test_what_a_file_leaves_unset_stays_unset(qtbot):
    """A zone without a place on the map and a scenario without edges (a line) are not given [0, 0] and
    no edges at all by being opened and saved."""
    data = read_json("resources/zones/scenarios/bridge.json")
    assert "edges" not in data and all("at" not in z for z in data["zones"])
    form = form_of(qtbot, "zones", "scenario", data)
    assert form.data()["edges"] is None and all(z["at"] is None for z in form.data()["zones"])
    at = form.editor_at("zones", 0, "at")
    at.given.setChecked(True)
    at.places[0].box.setValue(0.5)
    assert form.data()["zones"][0]["at"] == [0.5, 0.0]
    edges = form.editor_at("edges")
    edges.add_row()
    assert form.data()["edges"] == [["", ""]]
    edges.remove_row(0)
    assert form.data()["edges"] == []                       # no edges now, as the GM asked: not unset


def test_an_optional_number_below_its_bounds_is_unset(qtbot):
    form = form_of(qtbot, "hundred", "character", read_json("resources/hundred/characters/sera.json"))
    speed = form.editor_at("weapons", 1, "speed")
    assert isinstance(speed, IntEditor) and speed.value() == 6
    speed.box.setValue(speed.box.minimum())
    assert form.data()["weapons"][1]["speed"] is None and form.is_valid()


def test_the_problem_is_written_under_its_field_and_goes_when_it_is_fixed(qtbot):
    form = form_of(qtbot, "zones", "character", read_json(ZONES_ASA))
    root = form.root
    # a valid file's form makes no line for a problem (most fields never have one)
    assert all(line.label is None for line in root.error_labels.values()) and root.top_error.label is None
    name = form.editor_at("name").edit
    name.selectAll()
    qtbot.keyClick(name, Qt.Key.Key_Delete)
    line = root.error_labels["name"]
    assert line.text() == "This cannot be empty" and line.label.isVisible()
    edit_at = name.mapTo(form, name.rect().bottomLeft()).y()
    assert line.label.mapTo(form, line.label.rect().topLeft()).y() >= edit_at          # under the field
    qtbot.keyClicks(name, "Asa")
    assert form.is_valid() and line.text() == "" and not line.label.isVisible()
