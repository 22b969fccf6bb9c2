"""`vtt print` of an ashes scenario: a sheet per participant (the generic printed sheet of the sheet hook)."""
from vtt.cli import main
from vtt.rules.ashes.battle import RESOURCES


def test_the_participants_of_a_scenario_print_one_sheet_each(qapp, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(RESOURCES / "scenarios" / "warlord.json"), "-o", str(out)]) == 0
    assert "wrote 8 sheets" in capsys.readouterr().out
    assert out.read_bytes().startswith(b"%PDF")
