"""Reading and writing files: atomic saves, and errors that name the file, the line and the field."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict

from vtt.core.errors import FileFormatError, VttError
from vtt.core.files import load_model, read_json, save_model, write_json_atomic


class Sheet(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    level: int = 0
    note: str | None = None
    tags: list[str] = []


def test_a_save_replaces_the_target_and_leaves_no_temp_file(tmp_path):
    target = tmp_path / "doll.json"
    target.write_text('{"name": "old"}', encoding="utf-8")
    old_inode = target.stat().st_ino
    write_json_atomic(target, {"name": "新しい"})
    assert json.loads(target.read_text(encoding="utf-8")) == {"name": "新しい"}
    assert target.stat().st_ino != old_inode, "the file was rewritten in place, not replaced"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["doll.json"]


def test_a_save_writes_readable_utf8_and_creates_folders(tmp_path):
    target = tmp_path / "saves" / "battle 1" / "b.json"
    write_json_atomic(target, {"name": "リリィ"})
    text = target.read_text(encoding="utf-8")
    assert "リリィ" in text and text.endswith("\n")


def test_a_failed_save_never_truncates_the_existing_file(tmp_path):
    target = tmp_path / "doll.json"
    target.write_text('{"name": "keep me"}\n', encoding="utf-8")
    with pytest.raises(TypeError):
        # json.dump writes the first keys before it meets the object it cannot serialise
        write_json_atomic(target, {"name": "half written", "broken": object()})
    assert target.read_text(encoding="utf-8") == '{"name": "keep me"}\n'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["doll.json"], "the temp file was left behind"


def test_a_failed_first_save_leaves_nothing_behind(tmp_path):
    with pytest.raises(TypeError):
        write_json_atomic(tmp_path / "new.json", [object()])
    assert list(tmp_path.iterdir()) == []


def test_save_model_round_trips_and_leaves_out_nulls(tmp_path):
    target = tmp_path / "s.json"
    sheet = Sheet(name="ユキ", level=2, tags=["a"])
    save_model(sheet, target)
    assert "note" not in json.loads(target.read_text(encoding="utf-8"))
    assert load_model(Sheet, target) == sheet


def test_broken_json_names_the_file_and_the_line(tmp_path):
    target = tmp_path / "broken.json"
    target.write_text('{\n "name": "x",\n "level": 1,\n}\n', encoding="utf-8")
    with pytest.raises(FileFormatError) as info:
        read_json(target)
    assert info.value.path == str(target)
    assert str(info.value).startswith(str(target))
    assert "line 4" in str(info.value)


def test_a_validation_error_names_the_file_and_the_field(tmp_path):
    target = tmp_path / "sheet.json"
    target.write_text(json.dumps({"name": "x", "tags": ["a", 3]}), encoding="utf-8")
    with pytest.raises(FileFormatError) as info:
        load_model(Sheet, target)
    assert (info.value.path, info.value.field) == (str(target), "tags.1")
    assert f"{target}, field tags.1:" in str(info.value)


def test_an_unknown_field_is_named(tmp_path):
    target = tmp_path / "sheet.json"
    target.write_text('{"name": "x", "lvl": 3}', encoding="utf-8")
    with pytest.raises(FileFormatError) as info:
        load_model(Sheet, target)
    assert info.value.field == "lvl"


def test_a_missing_file_is_a_file_format_error(tmp_path):
    with pytest.raises(FileFormatError, match="no such file") as info:
        load_model(Sheet, tmp_path / "nope.json")
    assert isinstance(info.value, VttError) and isinstance(info.value, ValueError)


def test_a_file_that_is_not_utf8_is_reported(tmp_path):
    target = tmp_path / "sjis.json"
    target.write_bytes('{"name": "リリィ"}'.encode("shift_jis"))
    with pytest.raises(FileFormatError, match="not UTF-8"):
        read_json(target)


def test_a_folder_is_not_a_file(tmp_path):
    with pytest.raises(FileFormatError) as info:
        read_json(tmp_path)
    assert info.value.path == str(tmp_path)



# -- the user data folder ----------------------------------------------------------------------------------------

@pytest.mark.skipif(sys.platform != "linux", reason="the XDG rule is computed on Linux only (elsewhere: platformdirs)")
@pytest.mark.parametrize("xdg", [None, "", "   ", "relative/share", "/abs/share", "/abs/share/"])
@pytest.mark.parametrize("home", [None, "/home/someone", "/home/someone/", "/", "not/absolute"])
def test_the_user_data_folder_on_linux_is_platformdirs_s_without_importing_it(monkeypatch, xdg, home):
    """docs/gui.md, "The ninth round (first paint: start-up path)": the XDG rule platformdirs follows, computed without
    importing it (~26 M instructions at every start), under $XDG_DATA_HOME and $HOME set, unset, empty or relative."""
    import platformdirs

    from vtt.core import files
    monkeypatch.delenv("VTT_DATA_DIR", raising=False)
    monkeypatch.delenv("ANDROID_DATA", raising=False)
    for name, value in (("XDG_DATA_HOME", xdg), ("HOME", home)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert files.user_data_dir() == Path(platformdirs.user_data_dir("vtt", "vtt"))
    assert str(files.user_data_dir()).endswith("/vtt") and files.user_data_dir().is_absolute()


def test_the_user_data_folder_is_vtt_data_dir_where_it_is_set(monkeypatch, tmp_path):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    from vtt.core import files
    assert files.user_data_dir() == tmp_path


def test_only_this_file_s_own_stale_temps_are_cleaned_whatever_its_name_holds(tmp_path):
    """The temp files a killed save left are told by the names mkstemp gives them (``.NAME.*.tmp``), not by a glob
    pattern (docs/gui.md, "The ninth round"): a name with a pattern's characters cleans only its own."""
    import os
    import time

    from vtt.core.files import write_json_atomic
    target = tmp_path / "b[1]*?.json"
    ours = tmp_path / ".b[1]*?.json.abc123.tmp"
    others = [tmp_path / name for name in (".b1.json.abc.tmp", ".b[1]*?.json.tmp", ".b[1]*?.json.abc.tmp.keep",
                                           "b[1]*?.json.abc.tmp", ".b[1]*?.jsonx.abc.tmp")]
    past = time.time() - 3600
    for p in (ours, *others):
        p.write_text("half")
        os.utime(p, (past, past))
    write_json_atomic(target, {"a": 1})
    assert not ours.exists() and all(p.exists() for p in others)
    assert json.loads(target.read_text(encoding="utf-8")) == {"a": 1}


def test_a_byte_order_mark_is_dropped_and_a_bad_byte_is_told_where_it_is(tmp_path):
    from vtt.core.files import read_text
    (tmp_path / "a.json").write_bytes(b"\xef\xbb\xbf{}")
    assert read_text(tmp_path / "a.json") == "{}"
    (tmp_path / "b.json").write_bytes(b"\xef\xbb\xbfab\xff")
    with pytest.raises(FileFormatError, match="byte 2"):        # as "utf-8-sig" told it: after the mark
        read_text(tmp_path / "b.json")
