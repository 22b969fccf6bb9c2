"""Doll sheets on paper: one page per doll, the paper size asked for, real Japanese text, blank means blank."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil
import subprocess
import unicodedata

import pytest
from pypdf import PdfReader

from vtt.rules.nechronica.catalog import load_catalog
from vtt.rules.nechronica.models import DollFile, Fetter, PartSpec
from vtt.ui.nechronica import sheet_render
from vtt.ui.nechronica.sheet_render import export_pdf, pick_cjk_family

REINFORCEMENTS = [
    PartSpec(name="Knife", name_ja="ナイフ", location="arms", timing="action", cost=2, range="0",
             effect="白兵攻撃1+切断", effect_en="Melee attack 1, dismember", category="armament", level=1),
    PartSpec(name="Carapace", name_ja="甲殻", location="torso", timing="damage", cost=1, range="自身",
             effect="防御1", effect_en="Defense 1", category="mutation", level=1),
    PartSpec(name="Adrenaline", name_ja="アドレナリン", location="legs", timing="auto", range="自身",
             effect="最大行動値+1", effect_en="Max AP +1", category="modification", level=1),
    PartSpec(name="Dance of Death", name_ja="死の舞踏", location="skill", timing="action", cost=1, range="自身",
             effect="移動1", effect_en="Move 1", category="skill"),
]


def make_doll(name="Tsubaki", name_ja="ツバキ", damaged=("あご", "ナイフ"), madness=(3, 4, 1)) -> DollFile:
    """A doll with the basic parts, three reinforcement parts and a skill, some parts damaged."""
    parts = load_catalog().basic_parts() + [p.model_copy() for p in REINFORCEMENTS]
    for p in parts:
        p.damaged = p.name_ja in damaged
    emotions = [("たからもの(手鏡)", "依存", "幼児退行", True), ("スズラン", "友情", "共鳴依存", False),
                ("ネクロマンサー", "恐怖", "認識拒否", False)]
    fetters = [Fetter(target=t, emotion=e, mad_effect=m, treasure=tr, madness=n)
               for (t, e, m, tr), n in zip(emotions, madness)]
    return DollFile(name=name, name_ja=name_ja, position="ジャンク", main_class="ステーシー",
                    sub_class="バロック", reinforcement={"armament": 1, "mutation": 1, "modification": 1},
                    area="elysium", parts=parts, fetters=fetters, karma=["敵を3体倒す"],
                    memory_fragments=["砂時計"])


def page_text(reader: PdfReader, i: int) -> str:
    """The page's text without white space (pypdf breaks Japanese lines at odd places).

    NFKC: with Noto CJK (the fallback font) Qt maps some kanji back to Kangxi radicals (大 -> ⼤)."""
    return "".join(unicodedata.normalize("NFKC", reader.pages[i].extract_text()).split())


@pytest.fixture
def dolls():
    return [make_doll(), make_doll("Suzuran", "スズラン", damaged=(), madness=(0, 2, 3)),
            make_doll("Azami", "アザミ", damaged=("のうみそ",), madness=(4, 4, 4))]


def test_a_japanese_font_is_installed(qapp):
    assert pick_cjk_family(warn=False), "no Japanese font: apt install fonts-ipafont-gothic"


def test_one_a4_page_per_doll(qapp, dolls, tmp_path):
    out = tmp_path / "sheets.pdf"
    reports = export_pdf(dolls, out)
    reader = PdfReader(out)
    assert len(reports) == len(reader.pages) == 3
    for page in reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (595, 842)


def test_letter_paper_is_612_by_792_points(qapp, dolls, tmp_path):
    out = tmp_path / "sheets.pdf"
    export_pdf(dolls[:1], out, paper="letter")
    page = PdfReader(out).pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (612, 792)


def test_unknown_paper_is_refused(qapp, dolls, tmp_path):
    with pytest.raises(ValueError, match="a4"):
        export_pdf(dolls, tmp_path / "x.pdf", paper="a5")


def test_each_page_names_its_doll_and_her_parts_in_japanese(qapp, dolls, tmp_path):
    out = tmp_path / "sheets.pdf"
    export_pdf(dolls, out)
    reader = PdfReader(out)
    for i, doll in enumerate(dolls):
        text = page_text(reader, i)
        assert doll.name in text and doll.name_ja in text
        for part in ("のうみそ", "めだま", "はらわた", "たからもの", "ナイフ", "甲殻", "アドレナリン", "Knife"):
            assert part in text
        for word in ("ジャンク", "ステーシー", "バロック", "花園", "Elysium", "幼児退行", "認識拒否", "砂時計"):
            assert word in text


def test_the_japanese_font_is_embedded(qapp, dolls, tmp_path):
    out = tmp_path / "sheets.pdf"
    export_pdf(dolls[:1], out)
    fonts = PdfReader(out).pages[0]["/Resources"]["/Font"]
    embedded = []
    for ref in fonts.values():
        for desc in ref.get_object().get("/DescendantFonts", []):
            fd = desc.get_object()["/FontDescriptor"].get_object()
            embedded += [k for k in ("/FontFile", "/FontFile2", "/FontFile3") if k in fd]
    assert embedded


def test_parts_are_grouped_by_location_with_treasure_and_skills_apart(qapp, dolls, tmp_path):
    out = tmp_path / "sheets.pdf"
    export_pdf(dolls[:1], out)
    text = page_text(PdfReader(out), 0)
    heads = [text.index(h) for h in ("頭Head", "腕Arms", "胴Torso", "脚Legs", "たからものTreasure", "スキルSkills")]
    assert heads == sorted(heads)
    assert text.index("死の舞踏") > heads[-1]


def test_max_ap_is_shown_with_its_breakdown(qapp, dolls, tmp_path):
    out = tmp_path / "sheets.pdf"
    export_pdf(dolls, out)
    reader = PdfReader(out)
    # Tsubaki: 6 + brain 2 + eyes 1 + adrenaline 1; her 依存 fetter is at 3, not mad
    assert "10" in page_text(reader, 0) and "アドレナリン1" in page_text(reader, 0)
    # Azami: brain damaged; 依存 mad (-2): 6 + 1 + 1 - 2 = 6
    assert "依存(発狂)2" in page_text(reader, 2)          # the mad fetter told in Japanese (NFKC: （ → ()


def test_a_filled_sheet_ticks_damaged_parts_and_fills_madness(qapp, dolls, tmp_path):
    reports = export_pdf(dolls, tmp_path / "sheets.pdf")
    assert sorted(reports[0].ticked_parts) == sorted(["あご", "ナイフ"])
    assert [r.madness_marks for r in reports] == [3 + 4 + 1, 0 + 2 + 3, 12]
    assert reports[1].ticked_parts == []


def test_a_blank_sheet_ticks_nothing_and_fills_no_madness(qapp, dolls, tmp_path):
    out = tmp_path / "blank.pdf"
    reports = export_pdf(dolls, out, blank=True)
    assert [(r.ticked_parts, r.madness_marks) for r in reports] == [([], 0)] * 3
    text = page_text(PdfReader(out), 2)
    assert "アザミ" in text and "のうみそ" in text and "幼児退行" in text   # still her parts and fetters
    assert "(発狂)" not in text      # max AP of the doll intact and sane


def test_no_doll_gives_an_empty_template_with_the_basic_parts(qapp, tmp_path):
    out = tmp_path / "template.pdf"
    reports = export_pdf([], out)
    reader = PdfReader(out)
    assert len(reader.pages) == 1 and reports[0].name == ""
    text = page_text(reader, 0)
    assert "のうみそ" in text and "せぼね" in text and "ドール名" in text and "スキル" in text


def test_missing_japanese_font_is_reported_on_stderr(qapp, monkeypatch, capsys):
    class NoFonts:
        from PySide6.QtGui import QFontDatabase
        WritingSystem = QFontDatabase.WritingSystem

        @staticmethod
        def families():
            return ["DejaVu Sans"]

        @staticmethod
        def writingSystems(family):
            return [NoFonts.WritingSystem.Latin]

    from vtt.ui import sheet_common          # where every ruleset's sheets pick their font
    monkeypatch.setattr(sheet_common, "QFontDatabase", NoFonts)
    assert pick_cjk_family() is None
    assert "fonts-ipafont-gothic" in capsys.readouterr().err


@pytest.mark.skipif(not shutil.which("pdftoppm"), reason="needs poppler-utils' pdftoppm")
def test_page_one_renders_to_a_png(qapp, dolls, tmp_path):
    out = tmp_path / "sheets.pdf"
    export_pdf(dolls, out)
    subprocess.run(["pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", str(out), str(tmp_path / "page")],
                   check=True)
    png = tmp_path / "page-1.png"
    assert png.exists() and png.stat().st_size > 10_000


def test_print_preview_paints_one_page_per_doll(qtbot, dolls):
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    from vtt.ui.nechronica.print_dialog import make_preview_dialog

    dialog = make_preview_dialog(None, dolls)
    qtbot.add_widget(dialog)
    preview = dialog.findChild(QPrintPreviewWidget)
    with qtbot.wait_signal(dialog.paintRequested):
        preview.updatePreview()
    assert preview.pageCount() == len(dolls)


def test_no_text_prints_below_six_points_even_on_a_shrunk_sheet(qapp, dolls, tmp_path):
    """#21 item 16: English glosses printed at ~4.5 pt once the sheet was shrunk to fit: at least 6 pt."""
    reports = export_pdf(dolls, tmp_path / "s.pdf") + export_pdf([], tmp_path / "t.pdf")
    assert any(r.scale < 1 for r in reports)                 # shrunk sheets among them
    assert all(r.smallest_pt >= 6.0 for r in reports), [(r.name, r.smallest_pt) for r in reports]
    for path in ("s.pdf", "t.pdf"):
        assert all(p.mediabox.height > 0 for p in PdfReader(tmp_path / path).pages)


def test_judge_rapid_and_damage_parts_have_a_used_this_round_box_and_rows_for_parts_gained(qapp, dolls, tmp_path):
    """#21 item 16: a "used this round" box for Judge, Rapid and Damage parts, blank rows for parts added in play."""
    reports = export_pdf(dolls, tmp_path / "s.pdf")
    for doll, r in zip(dolls, reports):
        once = sorted(p.name_ja for p in doll.parts if p.timing in ("judge", "rapid", "damage"))
        assert sorted(r.used_boxes) == once and once
        assert r.write_in_rows == 4                            # one under head, arms, torso and legs


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_line_of_a_sheet_runs_off_its_box_whatever_the_dolls_size(qapp, dolls, tmp_path, paper):
    """#40, found printing a party made from blank: a doll of few parts prints unshrunk, and the parts heading
    (its legend on one line with it) ran off the page ("…used this roun"). Every one-line text fits its box, on
    a new doll with nothing but the basic parts, a full one and the empty template."""
    from vtt.rules.nechronica.lists import blank_doll
    new = DollFile.model_validate({**blank_doll(), "name": "Mira"})
    reports = export_pdf([new, *dolls], tmp_path / "s.pdf", paper=paper) + export_pdf([], tmp_path / "t.pdf",
                                                                                      paper=paper)
    # (the small one is hardly shrunk: 0.82 on Letter since her sheet has rows to write her skills in)
    assert reports[0].scale > 0.8
    assert [(r.name, r.overflowing) for r in reports if r.overflowing] == []


@pytest.mark.parametrize("blank", [False, True])
def test_a_doll_without_skills_in_her_file_gets_skill_rows_to_write_them_in(qapp, tmp_path, blank):
    """Found printing the demo dolls (none of their files lists a skill): their sheets, filled and blank, had no
    スキル Skills section at all, so no room to write the doll's skills in; the empty template has three rows."""
    doll = make_doll()
    doll.parts = [p for p in doll.parts if p.location != "skill"]
    (report,) = export_pdf([doll], tmp_path / "s.pdf", blank=blank)
    assert "スキルSkills" in page_text(PdfReader(tmp_path / "s.pdf"), 0)
    assert report.write_in_rows == 4 + sheet_render.TEMPLATE_WRITE_IN_ROWS["skill"]


def test_a_fetter_s_emotion_and_mad_effect_are_printed_over_their_english(qapp, dolls, tmp_path):
    """Found printing the demo's sheets (#39, played): a part's name and effect print in both languages, a fetter's
    emotion and mad effect only in Japanese (依存, 幼児退行). Each prints over the fetter tables' English, as the
    English window names them (ours: docs/rulings.md); a word of the GM's own, as written."""
    out = tmp_path / "sheets.pdf"
    export_pdf(dolls[:1], out)
    text = page_text(PdfReader(out), 0)
    for word in ("依存", "Dependence", "幼児退行", "InfantileRegression"):   # (page_text drops spaces)
        assert word in text, word
