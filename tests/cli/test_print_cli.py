"""`vtt print`: doll files in, one PDF page per doll out; bad input named; Qt loaded only when printing."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import subprocess
import sys

import pytest
from pypdf import PdfReader

from vtt.cli import main
from vtt.rules.nechronica.catalog import load_catalog
from vtt.rules.nechronica.models import DollFile, Fetter


@pytest.fixture
def doll_files(tmp_path):
    """Four dolls with the basic parts, written as DOLL.json files."""
    paths = []
    for i, name in enumerate(["ナズナ", "ヒイラギ", "カエデ", "シオン"]):
        doll = DollFile(name=name, parts=load_catalog().basic_parts(),
                        fetters=[Fetter(target="たからもの", emotion="依存", madness=i, treasure=True)])
        path = tmp_path / f"doll{i}.json"
        path.write_text(doll.model_dump_json(), encoding="utf-8")
        paths.append(str(path))
    return paths


def pages(path):
    return PdfReader(path).pages


def test_one_page_per_doll_file(qapp, doll_files, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["print", *doll_files, "-o", str(out)]) == 0
    assert len(pages(out)) == 4
    assert "wrote 4 sheets" in capsys.readouterr().out


def test_paper_letter(qapp, doll_files, tmp_path):
    out = tmp_path / "sheets.pdf"
    assert main(["print", doll_files[0], "-o", str(out), "--paper", "letter", "--blank"]) == 0
    box = pages(out)[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def test_no_doll_file_prints_one_empty_template(qapp, tmp_path, capsys):
    out = tmp_path / "template.pdf"
    assert main(["print", "-o", str(out)]) == 0
    assert len(pages(out)) == 1
    assert "empty template" in capsys.readouterr().out


def test_a_missing_doll_file_is_named_and_nothing_is_written(qapp, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(tmp_path / "nobody.json"), "-o", str(out)]) == 2
    assert "nobody.json" in capsys.readouterr().err
    assert not out.exists()


def test_an_invalid_doll_names_the_field(qapp, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "doll", "name": "X", "area": "tartarus"}', encoding="utf-8")
    assert main(["print", str(bad), "-o", str(tmp_path / "s.pdf")]) == 2
    assert "area" in capsys.readouterr().err


def test_the_command_module_does_not_load_qt():
    code = "import sys, vtt.cli, vtt.commands.print_sheets; print(any(m.startswith('PySide6') for m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_a_real_process_prints_four_dolls_and_exits_cleanly(doll_files, tmp_path):
    # a separate process: PySide6 6.12 on Python 3.11 used to abort at exit ("deallocating None")
    out = tmp_path / "sheets.pdf"
    done = subprocess.run([sys.executable, "-m", "vtt.cli", "print", *doll_files, "-o", str(out)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert len(pages(out)) == 4


def test_an_unwritable_output_is_reported(qapp, doll_files, tmp_path, capsys):
    out = tmp_path / "no such folder" / "sheets.pdf"
    assert main(["print", doll_files[0], "-o", str(out)]) == 1
    assert "No such file or directory" in capsys.readouterr().err


# -- any ruleset, through the registry and the printer table (vtt.ui.printers) ----------------------
from vtt import RESOURCES  # noqa: E402


@pytest.mark.parametrize("ruleset,file,name", [("ashes", "characters/kenshi.json", "Kenshi"),
                                               ("hundred", "characters/aren.json", "Aren")])
def test_a_character_file_of_another_ruleset_prints_its_generic_sheet(qapp, tmp_path, capsys, ruleset, file, name):
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(RESOURCES / ruleset / file), "-o", str(out)]) == 0
    assert "wrote 1 sheet" in capsys.readouterr().out
    text = pages(out)[0].extract_text()
    assert name in text and "Health" in text


def test_character_files_and_scenarios_together_are_refused_and_nothing_is_written(qapp, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(RESOURCES / "ashes/characters/kenshi.json"),
                 str(RESOURCES / "ashes/scenarios/warlord.json"), "-o", str(out)]) == 2
    assert "not both" in capsys.readouterr().err and not out.exists()


def test_a_nechronica_scenario_is_refused_with_what_to_give_instead(qapp, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(RESOURCES / "scenarios/demo.json"), "-o", str(out)]) == 2
    assert "give the character files" in capsys.readouterr().err and not out.exists()
