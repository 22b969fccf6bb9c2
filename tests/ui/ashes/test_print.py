"""`vtt print` of an ashes scenario: a sheet per participant (the generic printed sheet of the sheet hook)."""
from vtt.cli import main
from vtt.rules.ashes.battle import RESOURCES


def test_the_participants_of_a_scenario_print_one_sheet_each(qapp, tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(RESOURCES / "scenarios" / "warlord.json"), "-o", str(out)]) == 0
    assert "wrote 8 sheets" in capsys.readouterr().out
    assert out.read_bytes().startswith(b"%PDF")



def printed_text(tmp_path, data: dict) -> str:
    """The words of the sheet `vtt print` makes of the character file ``data``, as a PDF reader finds them."""
    import json
    from pypdf import PdfReader
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    assert main(["print", str(path), "-o", str(out)]) == 0
    return " ".join(" ".join(p.extract_text().split()) for p in PdfReader(out).pages)


JACKAL = {"ruleset": "ashes", "kind": "npc", "name": "Cinder jackal", "effort": 4, "health_boxes": 1}


def test_a_technique_prints_its_keyword_by_its_name_not_its_key(qapp, tmp_path, capsys):
    """#40, found printing a character made from blank: her technique printed "offensive, +3" (the file's key)
    where the editor and the rules say "Offensive"."""
    rin = {"ruleset": "ashes", "kind": "character", "name": "Rin", "name_ja": "凛", "effort": 10,
           "techniques": [{"name": "Falling Star Cut", "name_ja": "流星斬", "keyword": "offensive", "bonus": 3}]}
    text = printed_text(tmp_path, rin)
    assert "Offensive, +3" in text and "offensive" not in text, text


def test_one_health_box_is_one_box(qapp, tmp_path, capsys):
    """#40, found making a monster from blank: a sheet of one Health box printed "10 / 10 (1 boxes)"."""
    text = printed_text(tmp_path, JACKAL)
    assert "10 / 10 (1 box)" in text and "boxes" not in text, text


def test_a_printed_sheets_words_are_in_its_pdf_once(qapp, tmp_path, capsys):
    """#40, found reading a printed sheet back: every bold word of the zones, ashes and hundred sheets was in
    the PDF twice ("Cinder jackal Cinder jackal", "4d10 4d10": Qt fakes a bold the font lacks by drawing it
    twice), so a search or a copy of the sheet found everything doubled. Nechronica's sheet had it fixed."""
    text = printed_text(tmp_path, JACKAL)
    assert text.count("Cinder jackal") == 1 and text.count("4d10") == 1, text


def test_no_line_of_a_sheet_runs_into_the_next_column(qapp, tmp_path):
    """#40, found printing a party made from blank: "Scrap hammer (free use ready) 廃材ハンマー（無料使用可）" ran
    past its column into the weapon's advantage. A label too long for its column wraps, as a value does;
    the shipped demos of zones, ashes and hundred print every one-line text inside its box."""
    from vtt.core import registry
    from vtt.ui.sheet_generic import export_sessions
    from tests.rules.ashes.builders import npc, pc, session
    rin = session(pc("rin", weapon={"name": "Scrap hammer", "name_ja": "廃材ハンマー", "advantage": "heavy"}),
                  npc("jackal"))
    reports = export_sessions([rin], tmp_path / "rin.pdf")
    for r in ("zones", "ashes", "hundred"):
        reports += export_sessions([registry.get(r).demo_session(3)], tmp_path / f"{r}.pdf")
    assert [(r.name, r.overflowing) for r in reports if r.overflowing] == []
