"""A file model's fields as the editors draw them (vtt.workshop.fields): walked from the pydantic models of
every ruleset, with the workshop's metadata, blank files, and a refusal placed at its field."""
from __future__ import annotations

import pytest
from pydantic import BaseModel, Field, ValidationError

from vtt.core import registry
from vtt.core.errors import InvalidValueError
from vtt.workshop.fields import (BUILTIN_WIDGETS, METADATA_KEYS, all_texts, blank_file, humanise, kinds_of, lists_of,
                                 problems, spec_at, walk)
from vtt.rules.zones.models import CharacterFile as ZonesCharacter


def test_a_zones_character_is_walked_with_its_bounds_choices_and_widgets():
    spec = walk(ZonesCharacter)
    physical, cards, actions, weapons = (spec.field(n) for n in ("physical", "cards", "actions", "weapons"))
    assert (physical.type, physical.optional, physical.low, physical.high, physical.title) == \
        ("int", True, 1, 20, "Physical Harm")
    assert (cards.default, cards.low, cards.high) == (1, 1, 4)
    assert (actions.type, actions.choices, actions.item.type, actions.item.scalar) == ("dict", "actions", "model", True)
    assert (weapons.type, weapons.choices, weapons.item.model.__name__) == ("list", "weapons", "Weapon")
    action = weapons.item.field("action")
    assert (action.type, action.values, action.choices) == ("choice", ("strike", "shoot", "force"), "actions")
    assert weapons.item.field("range").type == "tuple"
    assert spec.field("notes").widget == "text"
    assert spec.field("schema_version").hidden and spec.field("ruleset").hidden and not spec.field("kind").hidden
    assert spec.field("name").required and spec.field("name_ja").title == "Japanese name"


def test_labels_are_made_from_names_where_a_field_has_no_title():
    assert humanise("health_boxes") == "Health boxes"
    assert humanise("name_en") == "English name" and humanise("effect_en") == "English effect"


@pytest.mark.parametrize("system_id", registry.ids())
def test_every_field_a_ruleset_names_a_list_for_has_that_list(system_id):
    system = registry.get(system_id)
    lists = lists_of(system)
    kinds = kinds_of(system)

    def walked(spec):
        yield spec
        for sub in (*spec.fields, *spec.places, *((spec.item,) if spec.item else ())):
            yield from walked(sub)
    for kind in kinds.values():
        for spec in walked(walk(kind.model)):
            assert spec.choices is None or spec.choices in lists, (kind.kind, spec.name, spec.choices)
            assert spec.widget is None or spec.widget in BUILTIN_WIDGETS or spec.widget in kind.widgets
            for value in spec.values if spec.choices else ():
                assert value in {e.id for e in lists[spec.choices]}, (spec.name, value)


@pytest.mark.parametrize("system_id", registry.ids())
def test_a_blank_character_and_monster_of_every_ruleset_needs_only_a_name(system_id):
    for kind in ("character", "monster"):
        file_kind = kinds_of(registry.get(system_id))[kind]
        data = {**blank_file(file_kind.model, **file_kind.blank()), **file_kind.fixed, "name": "X"}
        file_kind.model.model_validate(data)


def test_a_problem_in_a_union_is_placed_in_the_models_branch_the_editor_shows():
    data = blank_file(ZonesCharacter, name="Asa", actions={"strike": {"attribute": 30, "skill": 0}})
    with pytest.raises(ValidationError) as e:
        ZonesCharacter.model_validate(data)
    [first, *_] = problems(walk(ZonesCharacter), e.value)
    assert (first.path, first.type, first.ctx) == (("actions", "strike", "attribute"), "less_than_equal", {"le": 10})


def test_our_own_refusal_is_placed_below_the_model_that_checked_it():
    data = blank_file(ZonesCharacter, name="Asa",
                      weapons=[{"name": "Axe", "action": "strike", "damage": 2, "range": [0, 2]}])
    with pytest.raises(ValidationError) as e:
        ZonesCharacter.model_validate(data)
    [first] = problems(walk(ZonesCharacter), e.value)
    assert first.path == ("weapons", 0, "range") and isinstance(first.cause, InvalidValueError)
    assert first.message.startswith("a melee weapon")
    assert [s.name for s in spec_at(walk(ZonesCharacter), first.path)] == ["weapons", None, "range"]


def test_the_metadata_vocabulary_is_three_words():
    class M(BaseModel):
        a: str = Field("", json_schema_extra={"choices": "x", "widget": "text", "house_rule": True})
    assert METADATA_KEYS == ("choices", "widget", "house_rule")       # house_rule: #40 item 12
    assert (walk(M).field("a").choices, walk(M).field("a").widget, walk(M).field("a").house_rule) == \
        ("x", "text", True)


def test_the_translators_get_every_label_once():
    texts = all_texts()
    assert len(texts) == len(set(texts))
    assert {"Physical Harm", "Base AP", "Health boxes", "Range bands", "Japanese name"} <= set(texts)
    assert "Slumbering" not in texts                       # (ashes' Chakra states: a list names them)
    assert "Strike" not in texts and "NPC harm capacity" in texts       # (a list names the actions)


def test_a_maps_values_keep_the_bounds_the_model_gives_them():
    """#41: the bounds the schemas state (hundred's Armor 0 to 30, zones' 0 to 20 dice) are the editor's too."""
    from vtt.rules.hundred.models import CharacterFile as HundredCharacter
    armor = walk(HundredCharacter).field("armor")
    assert (armor.type, armor.item.type, armor.item.low, armor.item.high) == ("dict", "int", 0, 30)
    actions = walk(ZonesCharacter).field("actions")
    assert (actions.type, actions.item.type, actions.item.scalar) == ("dict", "model", True)


def test_a_number_typed_as_text_is_handed_on_as_the_number_a_file_holds():
    from vtt.workshop.fields import typed_number
    assert [typed_number(t) for t in ("3", " 12 ", "３", "", "lots")] == [3, 12, 3, None, "lots"]
    assert typed_number("-", ("", "-")) is None
