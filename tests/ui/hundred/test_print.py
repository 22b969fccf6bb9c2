"""`vtt print` of a hundred scenario: a page per character through the generic printed sheet (the
ruleset's sheet hook), its health points as boxes in the seed's notation, filled or blank."""
from pypdf import PdfReader

from vtt.cli import main
from vtt.rules.hundred.battle import RESOURCES

SCENARIO = RESOURCES / "scenarios" / "crossroads.json"


def test_the_characters_of_a_scenario_print_a_page_each_with_their_health_boxes(qapp, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(SCENARIO), "-o", str(out)]) == 0
    said = capsys.readouterr().out
    pages = PdfReader(out).pages
    assert f"wrote {len(pages)} sheets" in said and len(pages) == 9
    text = " ".join(pages[0].extract_text().split())
    assert "Aren" in text and "Health" in text and "Longsword" in text and "damage 3" in text


def test_blank_sheets_keep_the_labels_and_leave_the_name_and_values_out(qapp, tmp_path, capsys):
    """As Nechronica's blank sheet lists the parts with nothing ticked, a blank one lists the rows
    (a weapon's name too) with nothing written beside them."""
    out = tmp_path / "blank.pdf"
    assert main(["print", str(SCENARIO), "--blank", "--paper", "letter", "-o", str(out)]) == 0
    page = PdfReader(out).pages[0]
    text = " ".join(page.extract_text().split())
    assert "Health" in text and "Longsword" in text
    assert "Aren" not in text and "damage 3" not in text and "OOOOOO" not in text
    assert round(float(page.mediabox.width)) == 612                  # Letter
