"""`vtt import` / `vtt export` through the registry: each ruleset's formats, the generic CCFOLIA export of
zones, ashes and hundred characters, and the message (exit 2, nothing written) for a format a ruleset lacks."""
from __future__ import annotations

import json

import pytest

from vtt import RESOURCES
from vtt.cli import main
from vtt.core import registry
from vtt.core.sheet import GenericSheet
from vtt.interop.ccfolia import sheet_to_ccfolia

from .sheets import SAMPLE_PATH

#: (file, name, name in Japanese, {track: (value, max)}) as the characters' files give them
CHARACTERS = [
    ("zones/characters/asa.json", "Asa", "アサ", {"Physical Harm": (5, 5), "Mental Harm": (5, 5)}),
    ("ashes/characters/kenshi.json", "Kenshi", "ケンシ", {"Aura": (12, 12), "Health": (3, 3)}),
    ("hundred/characters/aren.json", "Aren", "アレン", {"Health": (6, 6)}),
]


def _export(capsys, *argv) -> dict:
    assert main(["export", *argv]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("path, name, _ja, tracks", CHARACTERS)
def test_a_character_of_each_other_ruleset_exports_as_ccfolia_with_its_tracks_as_status(capsys, path, name, _ja,
                                                                                          tracks):
    out = _export(capsys, str(RESOURCES / path), "--format", "ccfolia")
    assert out["kind"] == "character" and out["data"]["name"] == name
    assert {s["label"]: (s["value"], s["max"]) for s in out["data"]["status"]} == tracks
    for s in out["data"]["status"]:
        assert f":{s['label']}-1" in out["data"]["commands"].splitlines()
    assert all(isinstance(p["value"], str) and p["value"] for p in out["data"]["params"])


@pytest.mark.parametrize("path, _name, ja, _tracks", CHARACTERS)
def test_the_export_in_japanese_names_her_in_japanese(capsys, path, _name, ja, _tracks):
    assert _export(capsys, str(RESOURCES / path), "--format", "ccfolia", "--lang", "ja")["data"]["name"] == ja


def test_a_wounded_character_exports_what_she_has_left(tmp_path, capsys):
    sheet = json.loads((RESOURCES / "hundred/characters/aren.json").read_text(encoding="utf-8"))
    sheet["health"] = "(X)(/)OOOO"
    path = tmp_path / "aren.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    target = tmp_path / "aren.ccfolia.json"
    assert main(["export", str(path), "--format", "ccfolia", "-o", str(target)]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["data"]["status"] == [
        {"label": "Health", "value": 4, "max": 6}]


def test_the_generic_export_counts_unmarked_boxes_and_lists_the_pools_in_the_palette():
    sheet = GenericSheet(("Kenshi", "ケンシ"),
                         [(("Aura", "オーラ"), [("1", "ok"), ("2", "damaged"), ("3", "lost")]),
                          (("Prana", "プラーナ"), [])],
                         [(("Character", "キャラクター"), [(("Effort", "努力"), ("7d10", "7d10")),
                                                        (("none", "なし"), ("", ""))])])
    data = sheet_to_ccfolia(sheet, "ja")["data"]
    assert data["status"] == [{"label": "オーラ", "value": 1, "max": 3}]       # a track with no boxes: none
    assert data["params"] == [{"label": "努力", "value": "7d10"}]
    assert data["commands"].splitlines() == ["7d10 努力", ":オーラ-1"]
    assert data["memo"].splitlines() == ["[キャラクター]", "努力: 7d10", "なし"]


def test_each_ruleset_offers_its_formats_through_the_registry():
    offers = {rid: (sorted(getattr(registry.get(rid), "import_formats", dict)()),
                    sorted(getattr(registry.get(rid), "export_formats", dict)())) for rid in registry.ids()}
    assert offers == {"nechronica": (["charasheet"], ["ccfolia", "udonarium"]), "zones": ([], ["ccfolia"]),
                      "ashes": ([], ["ccfolia"]), "hundred": ([], ["ccfolia"])}


def test_a_format_the_ruleset_lacks_names_what_it_offers_and_writes_nothing(tmp_path, capsys):
    target = tmp_path / "piece.zip"
    code = main(["export", str(RESOURCES / "ashes/characters/kenshi.json"), "--format", "udonarium",
                 "-o", str(target)])
    err = capsys.readouterr().err
    assert code == 2 and "ashes" in err and "'udonarium'" in err and "offers: ccfolia" in err
    assert not target.exists()


def test_a_doll_without_a_ruleset_field_is_nechronicas_and_an_unknown_format_is_refused(tmp_path, capsys):
    doll = RESOURCES / "dolls" / "lily.json"
    assert "ruleset" not in json.loads(doll.read_text(encoding="utf-8"))
    assert main(["export", str(doll), "--format", "pdf", "-o", str(tmp_path / "x")]) == 2
    assert "nechronica" in capsys.readouterr().err and not (tmp_path / "x").exists()


def test_import_into_a_ruleset_without_imports_is_refused_naming_the_ones_with(tmp_path, capsys):
    target = tmp_path / "out.json"
    assert main(["import", str(SAMPLE_PATH), "--system", "zones", "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert "zones" in err and "offers: none" in err and "nechronica (charasheet)" in err
    assert not target.exists()


def test_import_with_an_unknown_system_or_format_is_refused(tmp_path, capsys):
    target = tmp_path / "out.json"
    assert main(["import", str(SAMPLE_PATH), "--system", "nope", "-o", str(target)]) == 2
    assert "nope" in capsys.readouterr().err
    assert main(["import", str(SAMPLE_PATH), "--format", "foo", "-o", str(target)]) == 2
    assert "offers: charasheet" in capsys.readouterr().err
    assert not target.exists()


def test_import_with_the_format_named_is_the_default_import(tmp_path, capsys):
    assert main(["import", str(SAMPLE_PATH), "--system", "nechronica", "--format", "charasheet"]) == 0
    assert json.loads(capsys.readouterr().out)["name"] == "アリス"
