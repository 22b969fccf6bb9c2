"""`vtt import` / `vtt export` through the registry: each ruleset's formats, and the message (exit 2,
nothing written) for a format a ruleset lacks."""
from __future__ import annotations

import json

from vtt import RESOURCES
from vtt.cli import main
from vtt.core import registry

from .sheets import SAMPLE_PATH


def test_each_ruleset_offers_its_formats_through_the_registry():
    offers = {rid: (sorted(getattr(registry.get(rid), "import_formats", dict)()),
                    sorted(getattr(registry.get(rid), "export_formats", dict)())) for rid in registry.ids()}
    assert offers == {"nechronica": (["charasheet"], ["ccfolia", "udonarium"]), "zones": ([], []),
                      "ashes": ([], []), "hundred": ([], [])}


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
