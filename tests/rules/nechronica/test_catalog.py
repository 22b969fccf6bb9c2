"""Merging catalog files: a refused file changes nothing, later files win, a catalog is rebuilt in place."""
from __future__ import annotations

import json

import pytest

from vtt.core.errors import FileFormatError
from vtt.rules.nechronica.catalog import CatalogFile, CatalogPart, load_catalog, load_catalog_file, shipped_catalog_paths

KNIFE = "sample.armament.knife"


def _file(*parts, **extra) -> CatalogFile:
    return CatalogFile(name="mine", parts=[CatalogPart(**p) for p in parts], **extra)


def test_a_file_with_a_part_without_an_id_is_refused_whole_naming_where_and_the_field(tmp_path):
    """(#41: the file's model requires a catalog part's id, so its JSON Schema says so too.)"""
    catalog = load_catalog()
    before = dict(catalog.parts)
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"parts": [{"id": "mine.a", "name": "a", "location": "arms"},
                                          {"name": "b", "location": "arms"}]}), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        catalog.add(load_catalog_file(path), where=path)
    assert e.value.path == str(path) and e.value.field == "parts.1.id"
    assert catalog.parts == before                      # mine.a was not merged either


def test_a_basic_doll_naming_a_part_nowhere_in_the_catalog_is_refused():
    catalog = load_catalog()
    basic = list(catalog.basic_doll)
    with pytest.raises(FileFormatError) as e:
        catalog.add(_file(basic_doll=["basic.brain", "mine.nowhere"]), where="mine.json")
    assert e.value.field == "basic_doll.1" and catalog.basic_doll == basic
    catalog.add(_file({"id": "mine.a", "name": "a", "location": "arms"}, basic_doll=["basic.brain", "mine.a"]))
    assert [p.id for p in catalog.basic_parts()] == ["basic.brain", "mine.a"]


def test_a_users_part_replacing_a_sample_part_is_no_longer_a_sample_until_the_catalog_is_reset():
    catalog = load_catalog()
    shipped_knife = catalog.get(KNIFE)
    catalog.add(_file({"id": KNIFE, "name": "my knife", "location": "arms"}))
    assert catalog.get(KNIFE).name == "my knife" and KNIFE not in catalog.sample_ids
    catalog.reset([load_catalog_file(p) for p in shipped_catalog_paths()])
    assert catalog.get(KNIFE) == shipped_knife and KNIFE in catalog.sample_ids
