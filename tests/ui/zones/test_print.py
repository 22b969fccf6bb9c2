"""Printed sheets of the zones ruleset: a page per character, Harm boxes as many as the capacity, filled
from a file or from the battle as it stands, blank for writing on, A4 or Letter; `vtt print` by ruleset."""
from pathlib import Path

import pytest
from pypdf import PdfReader

from vtt.cli import main
from vtt.core import registry
from vtt.core.files import load_model
from vtt.core.records import Command
from vtt.rules.zones.battle import RESOURCES
from vtt.rules.zones.models import CharacterFile
from vtt.ui.zones.sheet_render import export_pdf, print_session

CHARACTERS = sorted((RESOURCES / "characters").glob("*.json"))
TROLL = RESOURCES / "monsters" / "troll.json"


def text_of(path: Path, page: int = 0) -> str:
    """The page's text without white space (pypdf spaces words with tabs and breaks lines oddly)."""
    return "".join(PdfReader(path).pages[page].extract_text().split())


def test_a_page_per_character_with_its_harm_boxes(qapp, tmp_path):
    files = [load_model(CharacterFile, p) for p in CHARACTERS] + [load_model(CharacterFile, TROLL)]
    out = tmp_path / "s.pdf"
    reports = export_pdf(files, out)
    assert len(PdfReader(out).pages) == len(files) == len(reports)
    assert reports[0].boxes == {"physical": 5, "mental": 5}          # a character: the default capacity
    assert reports[-1].boxes == {"physical": 10, "mental": 5}        # the troll's own
    text = text_of(out)
    assert "Asa" in text and "Sword" in text and "PhysicalHarm" in text and "Strike" in text


def test_the_sheets_of_a_battle_tick_the_harm_and_the_conditions_as_they_stand(qapp, tmp_path):
    s = registry.get("zones").demo_session(3)
    s.do(Command("deal", dice=(1, 2, 3, 4)))
    s.do(Command("override", None, {"op": "harm", "target": "asa", "track": "physical", "value": 2}))
    s.do(Command("ignite", None, {"target": "bren", "intensity": 1}, dice=(1, 1, 1)))
    reports = print_session(s, tmp_path / "b.pdf")
    by = {r.name: r for r in reports}
    assert by["Asa"].ticked["physical"] == 2 and by["Asa"].conditions == []
    assert by["Bren"].conditions == ["burning"]
    assert by["Grey wolf"].boxes["physical"] == 3 and len(reports) == 5
    blank = print_session(s, tmp_path / "blank.pdf", blank=True)
    assert all(r.name == "" and not any(r.ticked.values()) and not r.conditions for r in blank)
    assert blank[0].boxes == by["Asa"].boxes                         # the form keeps its boxes


def test_letter_and_a4_pages(qapp, tmp_path):
    c = [load_model(CharacterFile, CHARACTERS[0])]
    export_pdf(c, tmp_path / "a4.pdf", paper="a4")
    export_pdf(c, tmp_path / "letter.pdf", paper="letter")
    a4, letter = (PdfReader(tmp_path / n).pages[0].mediabox for n in ("a4.pdf", "letter.pdf"))
    assert round(float(a4.width)) == 595 and round(float(letter.width)) == 612
    with pytest.raises(ValueError):
        export_pdf(c, tmp_path / "x.pdf", paper="a3")


def test_vtt_print_takes_zones_files_and_the_zones_template(tmp_path, capsys):
    out = tmp_path / "c.pdf"
    assert main(["print", *map(str, CHARACTERS), "-o", str(out)]) == 0
    assert len(PdfReader(out).pages) == len(CHARACTERS)
    assert main(["print", "--system", "zones", "-o", str(tmp_path / "t.pdf")]) == 0
    assert "PhysicalHarm" in text_of(tmp_path / "t.pdf") and "1 empty template" in capsys.readouterr().out


def test_vtt_print_refuses_two_rulesets_and_a_broken_file_and_writes_nothing(tmp_path, capsys):
    doll = next((Path(__file__).resolve().parents[3] / "resources" / "dolls").glob("*.json"))
    out = tmp_path / "m.pdf"
    assert main(["print", str(CHARACTERS[0]), str(doll), "-o", str(out)]) == 2
    assert "different rulesets" in capsys.readouterr().err and not out.exists()
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "character", "ruleset": "zones", "name": "X", "actions": {"fly": 3}}', encoding="utf-8")
    assert main(["print", str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "actions.fly" in err and not out.exists()


def test_the_window_prints_the_battles_sheets(qtbot, tmp_path):
    from tests.ui.generic.conftest import window_on
    w = window_on(registry.get("zones").demo_session(3), tmp_path)
    qtbot.addWidget(w)
    assert w.act["print"].isEnabled()
    assert w.export_sheets_pdf_to(str(tmp_path / "w.pdf"))
    assert len(PdfReader(tmp_path / "w.pdf").pages) == 5


def test_beside_a_portrait_the_harm_rows_rule_is_printed_whole(qapp, tmp_path, monkeypatch):
    """Found playing #40: with a portrait the Harm rows are narrower and their rule ("broken at 5 … ハーム1につき
    ダイス−1") was cut off at the portrait. Every text drawn on the sheet fits the box it is drawn in."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QPainter, QPicture
    import vtt.ui.sheet_common as common
    from vtt import RESOURCES
    from vtt.cli import main
    drawn = []

    class Recording(QPainter):
        def drawText(self, *args):       # on the page (not on the picture a sheet is measured on first)
            if len(args) == 3 and isinstance(args[0], QRectF) and not isinstance(self.device(), QPicture):
                drawn.append((QRectF(args[0]), args[1], args[2], self.font()))
            return super().drawText(*args)
    monkeypatch.setattr(common, "QPainter", Recording)
    assert main(["print", str(RESOURCES / "zones/characters/asa.json"), "-o", str(tmp_path / "asa.pdf")]) == 0
    rules = [d for d in drawn if "ハーム1につきダイス" in d[2]]
    assert len(rules) == 2                                       # physical and mental
    for rect, flags, text, font in rules:
        need = QFontMetricsF(font).boundingRect(rect, flags, text)
        assert need.width() <= rect.width() + 1 and need.height() <= rect.height() + 1, (text, need, rect)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_harm_rows_rule_breaks_between_its_english_and_its_japanese(qapp, tmp_path, monkeypatch, paper):
    """Found looking at the demo characters' sheets: beside a portrait the Harm rule took two lines broken inside
    its Japanese ("… ハーム1につ" / "きダイス−1"; "ハーム1に" / "つきダイス−1" on Letter). The English is one line,
    the Japanese the next, each whole on its line."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QPainter, QPicture
    import vtt.ui.sheet_common as common
    from vtt import RESOURCES as ALL
    drawn = []

    class Recording(QPainter):
        def drawText(self, *args):       # on the page (not on the picture a sheet is measured on first)
            if len(args) == 3 and isinstance(args[0], QRectF) and not isinstance(self.device(), QPicture):
                drawn.append((QRectF(args[0]), args[2], self.font()))
            return super().drawText(*args)
    monkeypatch.setattr(common, "QPainter", Recording)
    assert main(["print", str(ALL / "zones/characters/asa.json"), "-o", str(tmp_path / "a.pdf"), "--paper",
                 paper]) == 0
    rules = [(rect, text, font) for rect, text, font in drawn if "ダイス−1" in text]
    assert len(rules) == 2
    for rect, text, font in rules:
        assert text.split("\n") == ["broken at 5 · each Harm: one die fewer", "5で崩壊、ハーム1につきダイス−1"]
        assert all(QFontMetricsF(font).horizontalAdvance(line) <= rect.width() for line in text.split("\n"))


def _texts_with_heights(path: Path) -> list:
    """(text, height from the page's foot in points) of every text on the first page."""
    found = []
    PdfReader(path).pages[0].extract_text(
        visitor_text=lambda text, cm, tm, font, size: found.append((text.strip(), tm[5] * cm[3] + cm[5]))
        if text.strip() else None)
    return found


LONG_NOTES = ("A ferry guard: sword and shield, a sling for the river birds. She keeps the old bridge's toll book and "
              "knows every smuggler by the sound of his boat; she owes the miller two silver and a favour.")


def test_notes_longer_than_a_line_are_printed_whole(qapp, tmp_path):
    """Found printing a character of long notes: the notes were one line, cut at the page's edge ("…knows every
    smuggler by the s", the rest drawn past it). They wrap onto as many lines as they need, inside the page."""
    asa = load_model(CharacterFile, RESOURCES / "characters" / "asa.json").model_copy(update={"notes": LONG_NOTES})
    (report,) = export_pdf([asa], tmp_path / "s.pdf")
    assert report.overflowing == []
    assert "miller two silver and a favour." in text_of_spaced(tmp_path / "s.pdf")


def text_of_spaced(path: Path) -> str:
    return " ".join(PdfReader(path).pages[0].extract_text().split())


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_sheet_of_many_weapons_is_shrunk_to_its_page_not_run_off_it(qapp, tmp_path, paper):
    """Found printing a character of twelve weapons on Letter: the Notes and their lines ran off the page's foot,
    over the footer. The sheet is shrunk whole to fit above its footer, as the other sheets are."""
    asa = load_model(CharacterFile, RESOURCES / "characters" / "asa.json")
    many = asa.model_copy(update={"weapons": [asa.weapons[0].model_copy(update={"name": f"Sword {i}"}) for i in range(12)],
                                  "notes": LONG_NOTES})
    (report,) = export_pdf([many], tmp_path / "s.pdf", paper=paper)
    texts = _texts_with_heights(tmp_path / "s.pdf")
    footer = min(h for t, h in texts if t.startswith("vtt"))
    lowest = min(h for t, h in texts if abs(h - footer) > 0.01)          # (the footer's words on its line)
    assert lowest > footer + 8, sorted(texts, key=lambda x: x[1])[:6]
    assert "Sword 11" in text_of_spaced(tmp_path / "s.pdf") and report.scale < 1
