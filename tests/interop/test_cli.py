"""`vtt import` and `vtt export`, run through vtt.cli.main."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
import zipfile

from vtt.cli import main
from vtt.core.files import load_model
from vtt.rules.nechronica.models import DollFile

from .sheets import SAMPLE_PATH, sample_sheet


def imported_doll(tmp_path) -> str:
    out = tmp_path / "doll.json"
    assert main(["import", str(SAMPLE_PATH), "-o", str(out)]) == 0
    return str(out)


def test_import_writes_the_doll_file(tmp_path, capsys):
    doll = load_model(DollFile, imported_doll(tmp_path))
    assert doll.name == "アリス" and len(doll.parts) == 20 and len(doll.fetters) == 3
    err = capsys.readouterr().err
    assert "warning:" not in err and "0 warnings" in err and "doll.json" in err


def test_import_prints_the_doll_without_o(capsys):
    assert main(["import", str(SAMPLE_PATH)]) == 0
    assert json.loads(capsys.readouterr().out)["name"] == "アリス"


def test_import_warnings_go_to_stderr_and_the_doll_is_still_written(tmp_path, capsys):
    sheet = sample_sheet()
    sheet["Power_timing"][17] = "9"
    src = tmp_path / "odd.json"
    src.write_text(json.dumps(sheet, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "doll.json"
    assert main(["import", str(src), "-o", str(out)]) == 0
    captured = capsys.readouterr()
    assert "warning" in captured.err and "Power_timing[17]" in captured.err
    assert captured.out == ""
    assert load_model(DollFile, out).name == "アリス"


def test_a_broken_sheet_fails_naming_the_file_and_leaves_o_alone(tmp_path, capsys):
    src = tmp_path / "broken.json"
    src.write_text(SAMPLE_PATH.read_text(encoding="utf-8")[:300], encoding="utf-8")
    out = tmp_path / "doll.json"
    out.write_text("keep me", encoding="utf-8")
    assert main(["import", str(src), "-o", str(out)]) == 1
    assert "broken.json" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == "keep me"


def test_a_broken_sheet_creates_no_output(tmp_path, capsys):
    src = tmp_path / "other.json"
    src.write_text('{"game": "dx3"}', encoding="utf-8")
    assert main(["import", str(src), "-o", str(tmp_path / "doll.json")]) == 1
    assert "other.json" in capsys.readouterr().err
    assert not (tmp_path / "doll.json").exists()


def test_export_ccfolia_prints_clipboard_json(tmp_path, capsys):
    doll = imported_doll(tmp_path)
    capsys.readouterr()
    assert main(["export", doll, "--format", "ccfolia"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kind"] == "character" and out["data"]["name"] == "アリス"


def test_export_ccfolia_to_a_file(tmp_path):
    doll = imported_doll(tmp_path)
    target = tmp_path / "ccfolia.json"
    assert main(["export", doll, "--format", "ccfolia", "-o", str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["data"]["initiative"] == 10


def test_export_udonarium_writes_a_piece_zip(tmp_path):
    doll = imported_doll(tmp_path)
    target = tmp_path / "piece.zip"
    assert main(["export", doll, "--format", "udonarium", "-o", str(target)]) == 0
    with zipfile.ZipFile(target) as z:
        root = ET.fromstring(z.read("data.xml"))
    assert root.find(".//data[@name='common']/data[@name='name']").text == "アリス"


def test_export_udonarium_needs_o(tmp_path, capsys):
    doll = imported_doll(tmp_path)
    assert main(["export", doll, "--format", "udonarium"]) == 2
    assert "-o" in capsys.readouterr().err


def test_export_of_a_file_that_is_no_doll_fails_naming_it(tmp_path, capsys):
    bad = tmp_path / "notadoll.json"
    bad.write_text('{"kind": "doll"}', encoding="utf-8")
    assert main(["export", str(bad), "--format", "ccfolia"]) == 1
    err = capsys.readouterr().err
    assert "notadoll.json" in err and "name" in err
