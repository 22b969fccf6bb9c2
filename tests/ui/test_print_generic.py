"""The generic printed sheet (vtt/ui/sheet_generic.py: ashes, hundred and any ruleset that lists a participant's
sheet), found looking at the demos' sheets printed on A4 and Letter, filled and blank."""
import pytest
from pypdf import PdfReader

from vtt.core.sheet import GenericSheet
from vtt.ui.sheet_generic import EMPTY_SECTION_LINES, export_sheets


def _row(i):
    return ((f"Technique {i}", f"技{i}"), (f"Offensive, +{i}", f"攻撃、+{i}"))


@pytest.mark.parametrize("blank", [False, True])
def test_a_section_with_nothing_in_it_has_lines_to_write_in(qapp, tmp_path, blank):
    """Found printing the ashes demo characters: Goro's sheet had "Techniques 技" and "Imbalances 不均衡" headings
    with nothing under them, the next heading right below, so no room to write a technique or an imbalance gained
    in play (on the blank sheet printed to play on paper too)."""
    sheet = GenericSheet(("Goro", "ゴロー"), sections=[(("Techniques", "技"), []), (("Imbalances", "不均衡"), []),
                                                       (("Weapon", "武器"), [_row(1)])])
    (report,) = export_sheets([sheet], tmp_path / "s.pdf", blank, ruleset="ashes")
    assert report.write_in_lines == 2 * EMPTY_SECTION_LINES
    assert report.rows == 1


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_sheet_too_long_for_its_page_is_shrunk_not_cut(qapp, tmp_path, paper):
    """A sheet longer than its page (a character of many techniques, on Letter shorter than A4) lost its last rows
    and its Notes without a word: the page stopped drawing where the paper ended. It is shrunk to fit, as
    Nechronica's sheet is: every row is printed, and the Notes."""
    sheet = GenericSheet(("Sora", "ソラ"), sections=[(("Techniques", "技"), [_row(i) for i in range(60)])])
    (report,) = export_sheets([sheet], tmp_path / "s.pdf", paper=paper, ruleset="ashes")
    assert report.rows == 60 and report.scale < 1
    text = " ".join(PdfReader(tmp_path / "s.pdf").pages[0].extract_text().split())
    assert "Technique 59" in text and "Notes" in text


def test_a_sheet_that_fits_is_not_shrunk(qapp, tmp_path):
    sheet = GenericSheet(("Sora", "ソラ"), sections=[(("Techniques", "技"), [_row(i) for i in range(5)])])
    (report,) = export_sheets([sheet], tmp_path / "s.pdf", ruleset="ashes")
    assert report.rows == 5 and report.scale == 1


def test_a_label_too_long_for_its_column_breaks_between_its_english_and_its_japanese(qapp, tmp_path, monkeypatch):
    """Found looking at the ashes demo characters' sheets: Goro's "Scrap hammer (free use ready) 廃材ハンマー（無料使用
    可）" wrapped inside its Japanese ("…無料使用" / "可）"). Too long for its column, a label prints its English on
    one line and its Japanese on the next, as a long value does; a short one stays on one line."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    import vtt.ui.sheet_common as common
    drawn = []

    class Recording(QPainter):
        def drawText(self, *args):
            if len(args) == 3 and isinstance(args[0], QRectF):
                drawn.append(args[2])
            return super().drawText(*args)
    monkeypatch.setattr(common, "QPainter", Recording)
    sheet = GenericSheet(("Goro", "ゴロー"), sections=[(("Weapon", "武器"), [
        (("Scrap hammer (free use ready)", "廃材ハンマー（無料使用可）"), ("Heavy", "重量")),
        (("Dao sword", "刀"), ("Balanced", "均衡"))])])
    export_sheets([sheet], tmp_path / "s.pdf", ruleset="ashes")
    assert "Scrap hammer (free use ready)\n廃材ハンマー（無料使用可）" in drawn
    assert "Dao sword  刀" in drawn
