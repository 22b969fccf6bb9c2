"""The GM's library (vtt.workshop.library): the GM's files beside the shipped samples, per ruleset and kind;
saving, duplicating, renaming and deleting never touch a sample or write over another file."""
from __future__ import annotations

import json

import pytest

from vtt.core.errors import FileFormatError, VttError
from vtt.workshop.library import Library, LibraryError, default_root, file_stem, kind_of_file

RULESETS = ("nechronica", "zones", "ashes", "hundred")
ASA = {"ruleset": "zones", "kind": "character", "name": "Asa", "name_ja": "アサ",
       "actions": {"strike": {"attribute": 3, "skill": 2}}, "weapons": []}


@pytest.fixture
def library(tmp_path):
    return Library(tmp_path / "library")


def mine(library, system_id, kind):
    return [e for e in library.entries(system_id, kind) if not e.sample]


@pytest.mark.parametrize("system_id", RULESETS)
@pytest.mark.parametrize("kind", ("character", "monster", "scenario"))
def test_every_ruleset_lists_its_shipped_samples_read_only_and_readable(library, system_id, kind):
    entries = library.entries(system_id, kind)
    assert entries and all(e.sample and e.error is None and e.name for e in entries)
    assert all(library.load(e) for e in entries)


def test_the_default_folder_is_the_user_data_folders_library(monkeypatch, tmp_path):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    assert default_root() == tmp_path / "library"


def test_a_saved_character_is_listed_first_by_name_and_named_after_her(library):
    path = library.save("zones", "character", ASA)
    assert path == library.root / "zones" / "characters" / "asa.json"
    assert json.loads(path.read_text(encoding="utf-8"))["name_ja"] == "アサ"
    entries = library.entries("zones", "character")
    assert (entries[0].name, entries[0].name_ja, entries[0].sample, entries[0].path) == ("Asa", "アサ", False, path)
    assert entries[0].label("ja") == "アサ" and entries[0].label("en") == "Asa"


def test_saving_a_second_file_of_one_name_never_writes_over_the_first(library):
    first = library.save("zones", "character", ASA)
    second = library.save("zones", "character", {**ASA, "notes": "the second"})
    assert first != second and second.name == "asa-2.json"
    assert json.loads(first.read_text(encoding="utf-8"))["notes"] == ""


def test_saving_over_the_file_an_editor_opened_replaces_it(library):
    path = library.save("zones", "character", ASA)
    again = library.save("zones", "character", {**ASA, "notes": "edited"}, path=path)
    assert again == path and json.loads(path.read_text(encoding="utf-8"))["notes"] == "edited"
    assert len(mine(library, "zones", "character")) == 1


def test_a_monster_file_says_npc_whatever_the_editor_gave(library):
    path = library.save("zones", "monster", {**ASA, "kind": "character", "name": "Wolf"})
    assert json.loads(path.read_text(encoding="utf-8"))["kind"] == "npc"
    assert [e.name for e in mine(library, "zones", "monster")] == ["Wolf"]
    assert mine(library, "zones", "character") == []


def test_an_invalid_file_is_refused_and_nothing_is_written(library):
    with pytest.raises(FileFormatError) as e:
        library.save("zones", "character", {**ASA, "weapons": [{"name": "Bow", "action": "shoot", "damage": 99}]})
    assert e.value.field == "weapons.0.damage"
    assert not library.folder("zones", "character").exists()


def test_a_sample_saved_as_a_copy_becomes_the_gms_own(library):
    sample = next(e for e in library.entries("ashes", "character") if e.name == "Mei")
    path = library.save_copy(sample)
    assert library.holds(path) and not library.holds(sample.path)
    assert [(e.name, e.sample) for e in mine(library, "ashes", "character")] == [("Mei", False)]


def test_a_sample_cannot_be_renamed_or_deleted(library):
    sample = library.entries("hundred", "monster")[0]
    before = sample.path.read_bytes()
    for do in (lambda: library.rename(sample, "Mine"), lambda: library.delete(sample)):
        with pytest.raises(LibraryError):
            do()
    assert sample.path.read_bytes() == before


def test_duplicating_numbers_the_copys_name_and_file(library):
    entry = library.entry_of(library.save("zones", "character", ASA), "zones", "character")
    library.duplicate(entry)
    library.duplicate(entry)
    assert sorted((e.name, e.name_ja, e.path.name) for e in mine(library, "zones", "character")) == [
        ("Asa", "アサ", "asa.json"), ("Asa 2", "アサ 2", "asa-2.json"), ("Asa 3", "アサ 3", "asa-3.json")]


def test_renaming_renames_the_file_and_leaves_no_old_one(library):
    entry = library.entry_of(library.save("zones", "character", ASA), "zones", "character")
    path = library.rename(entry, "Asa the Bold")
    assert path.name == "asa_the_bold.json" and not entry.path.exists()
    assert [e.name for e in mine(library, "zones", "character")] == ["Asa the Bold"]
    with pytest.raises(LibraryError):
        library.rename(library.entry_of(path, "zones", "character"), "  ")


def test_renaming_to_a_name_another_file_has_keeps_both(library):
    asa = library.entry_of(library.save("zones", "character", ASA), "zones", "character")
    bren = library.entry_of(library.save("zones", "character", {**ASA, "name": "Bren", "name_ja": "ブレン"}),
                            "zones", "character")
    path = library.rename(bren, "Asa")
    assert path.name == "asa-2.json" and asa.path.exists()
    assert json.loads(asa.path.read_text(encoding="utf-8"))["name_ja"] == "アサ"


def test_deleting_removes_the_gms_file(library):
    entry = library.entry_of(library.save("zones", "character", ASA), "zones", "character")
    library.delete(entry)
    assert not entry.path.exists() and mine(library, "zones", "character") == []


def test_a_dolls_names_are_its_english_and_its_japanese(library):
    path = library.save("nechronica", "character", {"name": "Alice", "name_ja": "アリス"})
    assert path.name == "alice.json"
    [entry] = mine(library, "nechronica", "character")
    assert (entry.name, entry.name_ja) == ("Alice", "アリス")


def test_a_doll_given_in_the_old_shape_of_names_is_saved_in_the_new(library):
    """(#41) Before, Nechronica's files said ``name`` in Japanese and ``name_en``: the library writes only
    every ruleset's shape."""
    path = library.save("nechronica", "character", {"name": "アリス", "name_en": "Alice"})
    data = json.loads(path.read_text(encoding="utf-8"))
    assert path.name == "alice.json" and (data["name"], data["name_ja"]) == ("Alice", "アリス")
    assert "name_en" not in data


def test_an_old_shape_file_in_the_library_is_listed_and_opened_in_the_new_and_left_as_it_is(library):
    folder = library.folder("nechronica", "character")
    folder.mkdir(parents=True)
    old = folder / "lily.json"
    text = json.dumps({"kind": "doll", "name": "リリィ", "name_en": "Lily",
                       "parts": [{"name": "ナイフ", "name_en": "Knife", "location": "arms"}]}, ensure_ascii=False)
    old.write_text(text, encoding="utf-8")
    [entry] = mine(library, "nechronica", "character")
    assert (entry.error, entry.name, entry.name_ja) == (None, "Lily", "リリィ")
    data = library.load(entry)
    assert (data["name"], data["name_ja"], data["parts"][0]["name"], data["parts"][0]["name_ja"]) == \
        ("Lily", "リリィ", "Knife", "ナイフ")
    assert "name_en" not in data and "name_en" not in data["parts"][0]
    assert old.read_text(encoding="utf-8") == text              # rewritten only when the GM saves it
    library.save("nechronica", "character", data, path=old)
    assert "name_en" not in old.read_text(encoding="utf-8")


def test_a_japanese_name_makes_a_japanese_file_name():
    assert file_stem("アリス") == "アリス"
    assert file_stem("../../etc/passwd") == "etcpasswd"
    assert file_stem("   ") == "untitled" and file_stem("CON:") == "con"
    assert len(file_stem("x" * 500)) == 60


def test_the_kind_of_a_file_is_found_through_its_ruleset():
    system, kind = kind_of_file({"ruleset": "ashes", "kind": "npc", "name": "x"})
    assert (system.id, kind.kind) == ("ashes", "monster")
    system, kind = kind_of_file({"kind": "savant", "name": "x"})
    assert (system.id, kind.kind) == ("nechronica", "monster")
    with pytest.raises(FileFormatError, match="not a file the workshop edits"):
        kind_of_file({"ruleset": "zones", "kind": "script"})


def test_an_unknown_ruleset_or_kind_is_refused_with_what_there_is(library):
    with pytest.raises(VttError, match="unknown ruleset"):
        library.entries("chess", "character")
    with pytest.raises(LibraryError, match="character, monster, scenario"):
        library.entries("zones", "spell")
