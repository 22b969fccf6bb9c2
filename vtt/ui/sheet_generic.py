"""Printed sheets for any ruleset that lists a participant's sheet (``sheet(state, who)``): a page per
participant with its damage tracks as boxes to tick (Aura and Health boxes, health points O / X *,
Harm) and its sections (attributes, weapons, techniques...) as tables, every label in English and
Japanese. Filled with the battle as it stands, or blank (the labels and boxes, nothing written in)."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QFontMetricsF

from vtt.core import registry
from vtt.core.sheet import GenericSheet, blank_of, sheets_of_session
from vtt.ui.sheet_common import (GREY, PORTRAIT_POINTS, PageReport, SheetPainter, fitted_page, has_portrait_box,
                                 paint_pages, portrait_box, write_pdf)

MARGIN = 36.0
NOTE_LINES = 5
#: lines under a section with nothing in it (no technique, no imbalance yet): room to write one in
EMPTY_SECTION_LINES = 2


@dataclass
class SheetReport(PageReport):
    """What a printed page holds: its tracks' boxes, its sections' rows."""

    boxes: dict = field(default_factory=dict)         # track (English) -> boxes printed
    marked: dict = field(default_factory=dict)        # track (English) -> boxes marked (not "ok")
    rows: int = 0                                     # section rows printed
    write_in_lines: int = 0                           # empty lines under empty sections, to write in


def _pair(en: str, ja: str) -> str:
    return en if not ja or ja == en else f"{en}  {ja}"


def _draw(sp: SheetPainter, s: GenericSheet, report: SheetReport, x0: float, y0: float, w: float, h: float,
          blank: bool = False) -> float:
    """The sheet from (``x0``, ``y0``), ``w`` wide, on at most ``h`` of height; returns where it ended."""
    y = y0
    boxed = has_portrait_box(s.portrait, blank)
    name_w = w - PORTRAIT_POINTS - 10 if boxed else w                 # the portrait box at the top right
    sp.name_row(x0, y, _pair(*s.name) if s.name[0] else "", name_w - 62, x0 + name_w)
    y += 32
    if boxed:
        report.portrait = portrait_box(sp.p, sp.k, x0 + w - PORTRAIT_POINTS, y0 - 4, PORTRAIT_POINTS, s.portrait,
                                       blank)
        y = max(y, y0 + PORTRAIT_POINTS + 6)
    if s.tracks:
        y = sp.heading(x0, y, w, "Damage  ダメージ")
        for label, segs in s.tracks:
            sp.text(x0, y, 120, 16, _pair(*label), 8.5, True)
            size = max(9.0, min(16.0, (w - 130) / max(1, len(segs)) - 3))
            x = x0 + 125
            for seg_label, state in segs:
                label_w = QFontMetricsF(sp.font(min(7.0, size * 0.5))).horizontalAdvance(seg_label) / sp.k
                box_w = max(size, label_w + 6)                          # "10/10" fits its box
                if x + box_w > x0 + w:
                    x, y = x0 + 125, y + size + 4
                sp.box(x, y, box_w, size, state, seg_label)
                x += box_w + 3
            report.boxes[label[0]] = len(segs)
            report.marked[label[0]] = sum(1 for _, st in segs if st != "ok")
            y += size + 9
        y += 4
    for title, rows in s.sections:
        if y > y0 + h - 60:
            break
        y = sp.heading(x0, y, w, _pair(*title))
        for label, value in rows:
            if y > y0 + h - 40:
                break
            value_en, value_ja = value
            text = _pair(value_en, value_ja)
            if len(text) > 48 and value_ja and value_ja != value_en:
                text = f"{value_en}\n{value_ja}"          # long: English above Japanese
            label_w = w * 0.42 - 4
            label_text = _pair(*label)
            if (label[1] and label[1] != label[0]
                    and QFontMetricsF(sp.font(8.5)).horizontalAdvance(label_text) / sp.k > label_w):
                label_text = f"{label[0]}\n{label[1]}"   # too long: English above Japanese, not broken inside it
            row_h = max(sp.wrapped(x0 + w * 0.44, y, w * 0.56, text, 8.5, True),
                        sp.wrapped(x0 + 4, y, label_w, label_text, 8.5))     # a long label wraps too
            y += row_h + 1
            sp.line(x0, y - 1, x0 + w, y - 1, 0.25, GREY)
            report.rows += 1
        if not rows:
            for _ in range(EMPTY_SECTION_LINES):
                y += 17
                sp.line(x0, y - 1, x0 + w, y - 1, 0.25, GREY)
                report.write_in_lines += 1
        y += 8
    if y < y0 + h - 40:
        y = sp.heading(x0, y, w, "Notes  メモ")
        if s.notes:                                       # the character file's notes, then lines to write on
            y += sp.wrapped(x0 + 4, y, w - 8, s.notes, 8.5, False) + 4
        for _ in range(NOTE_LINES):
            y += 18
            if y > y0 + h:
                break
            sp.line(x0, y, x0 + w, y, 0.3, GREY)
    return y


def render_sheets(device, sheets: list[GenericSheet], system: tuple[str, str], blank: bool = False) -> list:
    pages = [blank_of(s) if blank else s for s in sheets] or [GenericSheet(("", ""))]

    def paint(painter, family, k, page_w, page_h, i, sheet):
        # a sheet longer than its page (many techniques, Letter) is shrunk whole to fit, as Nechronica's is
        return fitted_page(painter, family, k, page_w, page_h, MARGIN, 12, lambda: SheetReport(sheet.name[0]),
                           lambda sp, report, x, y, w, h: _draw(sp, sheet, report, x, y, w, h, blank),
                           f"vtt · {system[0]} · {system[1]}" + ("   (blank / 未記入)" if blank else ""),
                           i + 1, len(pages))
    return paint_pages(device, pages, paint)


def _names(ruleset: str) -> tuple[str, str]:
    system = registry.get(ruleset)
    return system.name, getattr(system, "name_ja", system.name)


def render_files(device, sheets: list[GenericSheet], blank: bool = False, *, ruleset: str) -> list[SheetReport]:
    """Sheets of ``ruleset`` (its character files as its system's ``read_sheet`` reads them) on ``device``."""
    return render_sheets(device, sheets, _names(ruleset), blank)


def export_sheets(sheets: list[GenericSheet], path, blank: bool = False, paper: str = "a4", *,
                  ruleset: str) -> list[SheetReport]:
    """Sheets of ``ruleset`` (e.g. its character files as its system's ``read_sheet`` reads them), a page
    each, to a PDF at ``path``."""
    names = _names(ruleset)
    return write_pdf(path, paper, f"{names[0]} sheets",
                     lambda w: render_files(w, sheets, blank, ruleset=ruleset))


def export_sessions(sessions, path, paper: str = "a4", blank: bool = False) -> list[SheetReport]:
    """Every participant of each battle (all of one ruleset), a page each, to a PDF at ``path``."""
    sheets = [sheet for s in sessions for sheet in sheets_of_session(s)]
    return export_sheets(sheets, path, blank, paper, ruleset=sessions[0].ruleset.name)


def print_session(session, path, paper: str = "a4", blank: bool = False) -> list[SheetReport]:
    """Every participant of the battle on its own page (the window's Print sheets)."""
    return export_sessions([session], path, paper, blank)
