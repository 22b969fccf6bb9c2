"""The favor table (寵愛, 001) applied to a doll file."""
import pytest

from vtt.core.errors import IllegalCommandError
from vtt.rules.nechronica.catalog import load_catalog
from vtt.rules.nechronica.favor import favor_cost, spend_favor
from vtt.rules.nechronica.models import DollFile, Options


def doll(favor=20):
    parts = [p.model_dump() for p in load_catalog().basic_parts()]
    parts[0]["damaged"] = True
    parts[-1]["damaged"] = True          # the treasure
    return DollFile.model_validate({"name": "a", "favor": favor, "parts": parts, "fetters": [
        {"target": "treasure", "emotion": "依存", "madness": 3, "treasure": True},
        {"target": "b", "emotion": "友情", "madness": 2}, {"target": "NC", "emotion": "恐怖", "madness": 1}]})


def test_changing_a_fetter_costs_1_in_the_rulebook_and_2_in_the_english_option():
    assert favor_cost("change_fetter") == 1
    assert favor_cost("change_fetter", Options(favor_fetter_change_cost=2)) == 2
    d = spend_favor(doll(), "change_fetter", fetter=1, emotion="信頼")
    assert d.favor == 19 and d.fetters[1].emotion == "信頼"


def test_the_fetter_to_the_treasure_cannot_be_changed():
    with pytest.raises(IllegalCommandError):
        spend_favor(doll(), "change_fetter", fetter=0, emotion="信頼")


def test_fetters_to_sisters_and_the_treasure_cannot_be_erased():
    with pytest.raises(IllegalCommandError):
        spend_favor(doll(), "erase_fetter", fetter=1, sisters=["b"])
    assert len(spend_favor(doll(), "erase_fetter", fetter=2, sisters=["b"]).fetters) == 2


def test_a_new_fetter_starts_at_three_madness_and_six_is_the_most():
    d = spend_favor(doll(), "new_fetter", target="savant", emotion="憐憫")
    assert d.fetters[-1].madness == 3 and d.favor == 18
    for t in ("x", "y"):
        d = spend_favor(d.model_copy(update={"favor": 10}), "new_fetter", target=t, emotion="憐憫")
    with pytest.raises(IllegalCommandError, match="six"):
        spend_favor(d.model_copy(update={"favor": 10}), "new_fetter", target="w", emotion="憐憫")


def test_four_favor_removes_a_madness_point_or_repairs_a_basic_part():
    d = spend_favor(doll(), "remove_madness", fetter=1)
    assert d.fetters[1].madness == 1 and d.favor == 16
    d = spend_favor(doll(), "repair_basic", part=0)
    assert not d.parts[0].damaged and d.favor == 16


def test_a_damaged_treasure_cannot_be_repaired():
    with pytest.raises(IllegalCommandError, match="treasure"):
        spend_favor(doll(), "repair_basic", part=len(doll().parts) - 1)


def test_not_enough_favor_is_refused():
    with pytest.raises(IllegalCommandError, match="has 3 favor"):
        spend_favor(doll(favor=3), "remove_madness", fetter=1)
