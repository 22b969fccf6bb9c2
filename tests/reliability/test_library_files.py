"""#28's new file kinds and the GM's library, against hostile files and folders: a broken, mistyped,
oversized, foreign or vanished file is listed with why and stops nothing; a folder that cannot be
written says so; nothing the GM has is ever written over or lost."""
from __future__ import annotations

import errno
import json
import os

import pytest

from vtt.core import files
from vtt.core.errors import FileFormatError
from vtt.workshop.library import MAX_LIBRARY_FILE_BYTES, Library, LibraryError

ASA = {"ruleset": "zones", "kind": "character", "name": "Asa", "name_ja": "アサ"}


@pytest.fixture
def library(tmp_path):
    return Library(tmp_path / "library")


def folder_of(library, system_id="zones", kind="character"):
    folder = library.folder(system_id, kind)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def listed(library, system_id="zones", kind="character") -> dict:
    return {e.path.name: e for e in library.entries(system_id, kind) if not e.sample}


HOSTILE = {
    "broken.json": ('{"ruleset": "zones", "name": "Bro', "not valid JSON"),
    "array.json": ("[1, 2, 3]", "not a JSON object"),
    "wrong_type.json": (json.dumps({**ASA, "name": 5}), "name:"),
    "unknown_key.json": (json.dumps({**ASA, "favourite_colour": "red"}), "favourite_colour:"),
    "huge_number.json": (json.dumps({**ASA, "cards": 10 ** 40}), "cards:"),
    "huge_digits.json": ('{"ruleset": "zones", "kind": "character", "name": "x", "cards": ' + "9" * 5000 + "}",
                         "not valid JSON"),
    "deep.json": ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    "other_ruleset.json": (json.dumps({**ASA, "ruleset": "ashes"}), "ruleset: a file of the ruleset 'ashes'"),
    "unknown_ruleset.json": (json.dumps({**ASA, "ruleset": "chess"}), "unknown ruleset 'chess'"),
    "monster_here.json": (json.dumps({**ASA, "kind": "npc"}), "kind: not a character file"),
    "twice.json": ('{"name": "a", "name": "b"}', "the key appears twice"),
    "not_utf8.json": (b'{"name": "\xff\xfe"}', "not UTF-8"),
    "nul.json": ("\0\0\0", "not valid JSON"),
}


def test_every_hostile_file_is_listed_with_why_beside_the_good_one(library):
    folder = folder_of(library)
    (folder / "asa.json").write_text(json.dumps(ASA), encoding="utf-8")
    for name, (content, _why) in HOSTILE.items():
        (folder / name).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    entries = listed(library)
    assert entries["asa.json"].error is None and entries["asa.json"].name == "Asa"
    for name, (_content, why) in HOSTILE.items():
        assert entries[name].error is not None and why in entries[name].error, (name, entries[name].error)
        with pytest.raises(FileFormatError):
            library.load(entries[name])


def test_a_file_too_large_is_not_read_at_all(library):
    big = folder_of(library) / "big.json"
    with open(big, "wb") as f:
        f.truncate(MAX_LIBRARY_FILE_BYTES + 1)
    assert "too large" in listed(library)["big.json"].error


def test_a_folder_a_fifo_and_a_hidden_temp_file_named_json_stop_nothing(library):
    folder = folder_of(library)
    (folder / "a_folder.json").mkdir()
    os.mkfifo(folder / "a_fifo.json")
    (folder / ".asa.json.123.tmp").write_text("half a save", encoding="utf-8")
    (folder / "asa.json").write_text(json.dumps(ASA), encoding="utf-8")
    entries = listed(library)
    assert "not a regular file" in entries["a_folder.json"].error
    assert "not a regular file" in entries["a_fifo.json"].error
    assert entries["asa.json"].error is None and ".asa.json.123.tmp" not in entries


def test_a_file_that_vanished_after_the_listing_is_said_and_nothing_is_made(library):
    entry = library.entry_of(library.save("zones", "character", ASA), "zones", "character")
    entry.path.unlink()
    with pytest.raises(FileFormatError, match="no such file"):
        library.load(entry)
    for do in (library.duplicate, lambda e: library.rename(e, "Other"), library.save_copy):
        with pytest.raises(FileFormatError, match="no such file"):
            do(entry)
    library.delete(entry)                                  # gone already: what was asked
    assert listed(library) == {}


def test_saving_never_writes_over_a_file_of_the_same_name_even_a_broken_one(library):
    folder = folder_of(library)
    (folder / "asa.json").write_text('{"broken": ', encoding="utf-8")
    path = library.save("zones", "character", ASA)
    assert path.name == "asa-2.json" and (folder / "asa.json").read_text(encoding="utf-8") == '{"broken": '


def test_a_name_that_is_a_path_stays_in_the_library_folder(library):
    for name in ("../../../etc/passwd", "/tmp/x", "..", "a/b\\c", "\0", "C:\\Windows"):
        path = library.save("zones", "character", {**ASA, "name": name or "x"}, name=name)
        assert path.parent == library.folder("zones", "character")


def test_saving_over_a_path_outside_the_library_is_refused(library, tmp_path):
    outside = tmp_path / "outside.json"
    outside.write_text("mine", encoding="utf-8")
    with pytest.raises(LibraryError):
        library.save("zones", "character", ASA, path=outside)
    sample = library.entries("zones", "character")[0]
    with pytest.raises(LibraryError):
        library.save("zones", "character", ASA, path=sample.path)
    assert outside.read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("data, field", [
    ({**ASA, "name": ""}, "name"),
    ({**ASA, "cards": "lots"}, "cards"),
    ({**ASA, "cards": 10 ** 40}, "cards"),
    ({**ASA, "weapons": [{"name": "Bow", "action": "strike", "range": [0, 3]}]}, "weapons.0.range"),
    ({**ASA, "extra": 1}, "extra"),
])
def test_an_invalid_file_is_refused_with_its_field_and_nothing_is_written(library, data, field):
    with pytest.raises(FileFormatError) as e:
        library.save("zones", "character", data)
    assert e.value.field == field
    assert not library.folder("zones", "character").exists()


class ReadOnlyFolder:
    """Writing into ``folder`` is refused as a read-only folder refuses it (root is not refused by the
    permission bits, so the refusal is made where the file would be made)."""

    def __init__(self, monkeypatch, folder):
        real = files.tempfile.mkstemp

        def mkstemp(*a, dir=None, **kw):
            if dir is not None and os.path.realpath(dir) == os.path.realpath(folder):
                raise PermissionError(errno.EACCES, "Permission denied", str(folder))
            return real(*a, dir=dir, **kw)
        monkeypatch.setattr(files.tempfile, "mkstemp", mkstemp)


def test_a_read_only_folder_refuses_a_save_and_loses_nothing(library, monkeypatch):
    path = library.save("zones", "character", ASA)
    before = path.read_bytes()
    ReadOnlyFolder(monkeypatch, path.parent)
    for do in (lambda: library.save("zones", "character", {**ASA, "name": "New"}),
               lambda: library.save("zones", "character", {**ASA, "notes": "x"}, path=path),
               lambda: library.rename(library.entry_of(path, "zones", "character"), "Other"),
               lambda: library.duplicate(library.entry_of(path, "zones", "character"))):
        with pytest.raises(PermissionError):
            do()
    assert path.read_bytes() == before
    assert [e.name for e in library.entries("zones", "character") if not e.sample] == ["Asa"]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="the permission bits do not bind root")
def test_a_folder_without_write_permission_refuses_a_save(library):
    path = library.save("zones", "character", ASA)
    path.parent.chmod(0o500)
    try:
        with pytest.raises(PermissionError):
            library.save("zones", "character", {**ASA, "name": "New"})
        assert [e.name for e in library.entries("zones", "character") if not e.sample] == ["Asa"]
    finally:
        path.parent.chmod(0o700)


def test_a_library_folder_that_is_a_file_lists_the_samples_and_says_why(library, tmp_path):
    blocker = tmp_path / "library" / "zones" / "characters"
    blocker.parent.mkdir(parents=True)
    blocker.write_text("not a folder", encoding="utf-8")
    entries = library.entries("zones", "character")
    assert any(e.sample for e in entries) and not any(not e.sample and e.error is None for e in entries)
    with pytest.raises(OSError):
        library.save("zones", "character", ASA)
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_the_editor_keeps_the_edits_when_the_library_folder_cannot_be_written(qtbot, library, monkeypatch):
    from vtt.ui.workshop.editor import open_editor
    ReadOnlyFolder(monkeypatch, library.folder("zones", "character"))
    library.folder("zones", "character").mkdir(parents=True)
    editor = open_editor("zones", "character", dict(ASA), None, my_library=library)
    qtbot.addWidget(editor)
    editor.form.editor_at("name").edit.setText("Asa the Careful")
    assert not editor.save()
    assert "Permission denied" in editor.error_label.text()
    assert editor.has_unsaved_edits() and editor.path is None
    assert editor.form.data()["name"] == "Asa the Careful"


def test_vtt_edit_of_a_file_with_a_wrong_type_opens_with_the_problem_at_its_field(qtbot, tmp_path):
    from vtt.ui.workshop.editor import open_editor
    bad = {**ASA, "cards": "lots", "physical": 10 ** 40}
    editor = open_editor("zones", "character", bad, tmp_path / "bad.json", my_library=Library(tmp_path / "lib"))
    qtbot.addWidget(editor)
    assert editor.model is None and editor.form.first_error()[0] in (("cards",), ("physical",))
    assert editor.form.data()["physical"] == 10 ** 40 and editor.form.data()["cards"] == "lots"   # kept as written
    assert not editor.save_button.isEnabled()


def test_in_japanese_the_library_window_tells_every_hostile_file_without_failing(qtbot, library, tmp_path):
    """The window tells a model's refusal in the interface language (#40): every hostile file, Japanese on, is
    listed with a reason (the model's in Japanese, any other as the library gives it), the English in the tip."""
    from vtt.ui.i18n import install_language
    from vtt.ui.paths import open_settings
    from vtt.ui.workshop.editor import LIBRARY_KEY
    from vtt.ui.workshop.library_window import LibraryWindow
    from tests.ui.workshop_steps import library_entries, library_item
    folder = folder_of(library)
    for name, (content, _why) in HOSTILE.items():
        (folder / name).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    (folder / "many_unknown.json").write_text(json.dumps({**ASA, **{f"k{i}": i for i in range(5000)}}),
                                              encoding="utf-8")
    settings = open_settings(tmp_path / "data")
    settings.setValue(LIBRARY_KEY, str(library.root))
    assert install_language("ja")
    try:
        w = LibraryWindow("zones", settings=settings)
        qtbot.addWidget(w)
        mine = [e for e in library_entries(w) if not e.sample]
        assert len(mine) == len(HOSTILE) + 1
        for e in mine:
            shown = library_item(w, e).text(2)
            assert shown and e.error in library_item(w, e).toolTip(2), e.path.name
            if e.problem is not None:
                assert "Extra inputs" not in shown and "Input should" not in shown, shown
    finally:
        install_language("en")
