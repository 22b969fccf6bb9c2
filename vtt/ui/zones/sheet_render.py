"""Character sheets of the zones ruleset on paper: one page per character or NPC, Harm boxes to tick,
filled from a file, from a battle as it stands, or blank for writing on by hand (A4 or Letter)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPagedPaintDevice

from vtt.rules.zones.models import CharacterFile
from vtt.core.ruleset import track_number
from vtt.rules.zones.terms import ACTIONS, HARM_NAMES, action_term, harm_term, label_term
from vtt.rules.zones.texts import CATALOG
from vtt.ui.sheet_common import (GREY, PORTRAIT_POINTS, PageReport, SheetPainter, fitted_page, has_portrait_box,
                                 paint_pages, portrait_box, write_pdf)

MARGIN = 36.0                 # points
WEAPON_ROWS = 5               # written-in rows at least
NOTE_LINES = 6
CONDITIONS = ("restrained", "gagged", "cover", "burning", "poisoned", "broken", "fled")
CONDITION_EN = {"cover": "in cover"}
#: a capacity left to the scenario prints this many boxes (the options' defaults)
DEFAULT_CAPACITY = {"character": 5, "npc": 3}


@dataclass
class ZonesSheet:
    """What one page shows: a character file's values, and what a battle adds (Harm, conditions)."""

    name: str = ""
    name_ja: str = ""
    kind: str = "character"
    cards: Optional[int] = None
    actions: dict = field(default_factory=dict)       # action -> (attribute, skill, dice); None parts blank
    weapons: list = field(default_factory=list)       # dicts: name, name_ja, action, damage, range
    cap_physical: int = 5
    cap_mental: int = 5
    physical: int = 0
    mental: int = 0
    conditions: set = field(default_factory=set)
    notes: str = ""
    portrait: object = None                           # her portrait (its picture by an absolute path)


@dataclass
class SheetReport(PageReport):
    """What a printed page holds: its Harm boxes and conditions."""

    boxes: dict = field(default_factory=dict)         # track -> boxes printed
    ticked: dict = field(default_factory=dict)        # track -> boxes ticked
    conditions: list = field(default_factory=list)    # conditions ticked
    past: dict = field(default_factory=dict)          # track -> the reading beside its boxes, Harm past them ("3/3 +1")


def sheet_of(c: CharacterFile, capacity: Optional[dict] = None) -> ZonesSheet:
    """A sheet from a character file (``capacity``: the scenario's default per kind, when it gives one)."""
    default = (capacity or DEFAULT_CAPACITY)[c.kind]
    actions = {}
    for a, d in c.actions.items():
        actions[a] = (None, None, d) if isinstance(d, int) else (d.attribute, d.skill, d.dice)
    return ZonesSheet(c.name, c.name_ja or "", c.kind, c.cards, actions,
                      [w.model_dump() for w in c.weapons], c.physical or default, c.mental or default,
                      notes=c.notes, portrait=c.portrait)


def sheets_of_session(session) -> list[ZonesSheet]:
    """Every participant's sheet as the battle stands: the sheets of its setup, with the Harm taken, the
    cards held and the conditions of the fight."""
    b = session.state
    setup = session.setup_json()
    out = []
    for entry, f in zip(setup["participants"], b.fighters.values()):
        sheet = sheet_of(CharacterFile.model_validate(entry["sheet"]))
        sheet.name, sheet.name_ja = f.name, f.name_ja or ""
        sheet.cap_physical, sheet.cap_mental = f.cap_physical, f.cap_mental
        sheet.physical, sheet.mental = f.physical, f.mental
        cards = b.cards_of(f.id)
        sheet.cards = len(cards) or sheet.cards
        flags = {"restrained": f.held_by, "gagged": f.gagged, "cover": f.cover, "burning": f.burning,
                 "poisoned": f.poison, "broken": f.broken, "fled": f.fled}
        sheet.conditions = {k for k, v in flags.items() if v}
        out.append(sheet)
    return out


def _blank(sheet: Optional[ZonesSheet]) -> ZonesSheet:
    """The form without what a player writes in: the action names and the labels stay."""
    if sheet is None:
        return ZonesSheet(cap_physical=DEFAULT_CAPACITY["character"], cap_mental=DEFAULT_CAPACITY["character"])
    return ZonesSheet(kind=sheet.kind, cap_physical=sheet.cap_physical, cap_mental=sheet.cap_mental)


def _range_text(span) -> str:
    lo, hi = span
    return str(lo) if lo == hi else f"{lo}–{hi}"


def _draw(sp: SheetPainter, s: ZonesSheet, report: SheetReport, x0: float, y0: float, w: float,
          blank: bool = False) -> float:
    """The sheet from (``x0``, ``y0``), ``w`` wide; returns where it ended."""
    y = y0
    full_w = w
    if has_portrait_box(s.portrait, blank):        # the portrait box at the top right, beside the name and Harm
        report.portrait = portrait_box(sp.p, sp.k, x0 + w - PORTRAIT_POINTS, y0 - 4, PORTRAIT_POINTS, s.portrait,
                                       blank)
        w -= PORTRAIT_POINTS + 10
    # the name and the kind
    sp.name_row(x0, y, f"{s.name}　{s.name_ja}".strip(), w * 0.55, x0 + w * 0.62)
    kx = x0 + w * 0.66
    for i, (kind, en, ja) in enumerate((("character", "Player character", "PC"), ("npc", "NPC / monster", "NPC"))):
        sp.box(kx, y + 1 + i * 13, 9, 9, "damaged" if s.name and s.kind == kind else "ok")
        sp.text(kx + 13, y - 1 + i * 13, 120, 13, f"{en}  {ja}", 8)
    sp.text(x0 + w - 70, y, 70, 12, "Cards  カード", 7.5, color=GREY, align=Qt.AlignmentFlag.AlignRight)
    sp.box(x0 + w - 24, y + 13, 24, 16)
    if s.cards and s.name:
        sp.text(x0 + w - 24, y + 13, 24, 16, str(s.cards), 11, True, Qt.AlignmentFlag.AlignCenter)
    y += 44
    # Harm
    y = sp.heading(x0, y, w, "Harm  ハーム")
    for track, cap, level in (("physical", s.cap_physical, s.physical), ("mental", s.cap_mental, s.mental)):
        en, ja = HARM_NAMES[track], CATALOG.tell(harm_term(track), "ja")
        sp.text(x0, y, 130, 16, f"{en}  {ja}", 9, True)
        size = 16.0
        for i in range(cap):
            sp.box(x0 + 135 + i * (size + 5), y, size, size, "damaged" if i < level else "ok")
            sp.text(x0 + 135 + i * (size + 5), y + size, size, 9, str(i + 1), 6.5, color=GREY,
                    align=Qt.AlignmentFlag.AlignCenter)
        boxes_w = 140 + cap * (size + 5)
        if level > cap:                 # Harm past the capacity: every box ticked and the reading beside them
            report.past[track] = track_number(level, cap)
            sp.text(x0 + boxes_w - 2, y, 56, 16, report.past[track], 9, True)
            boxes_w += 58
        # the English on a line, the Japanese on the next (one line broke inside its Japanese: "ハーム1につ" /
        # "きダイス−1"); each wraps again only where the row is narrower still: never cut off
        said = sp.wrapped(x0 + boxes_w, y, w - boxes_w,
                          f"broken at {cap} · each Harm: one die fewer\n{cap}で崩壊、ハーム1につきダイス−1", 7,
                          line_h=16, color=GREY)
        report.boxes[track] = cap
        report.ticked[track] = min(level, cap)
        y += max(30, said + 4)
    y += 4
    w = full_w
    # actions
    y = sp.heading(x0, y, w, "Actions (dice = attribute + skill − Harm)  行為（ダイス＝能力値＋技能−ハーム）")
    cols = (("Action  行為", 0.0, 0.40), ("Attribute  能力値", 0.40, 0.2), ("Skill  技能", 0.60, 0.2),
            ("Dice  ダイス", 0.80, 0.2))
    for label, at, width in cols:
        sp.text(x0 + at * w, y, width * w, 12, label, 7.5, color=GREY,
                align=Qt.AlignmentFlag.AlignLeft if at == 0 else Qt.AlignmentFlag.AlignCenter)
    y += 14
    for a in ACTIONS:
        attr, skill, dice = s.actions.get(a, (None, None, None))
        sp.text(x0 + 4, y, 0.4 * w, 16, f"{a.capitalize()}  {CATALOG.tell(action_term(a), 'ja')}", 9.5)
        for (_, at, width), value in zip(cols[1:], (attr, skill, dice)):
            sp.box(x0 + (at + width / 2) * w - 13, y + 1, 26, 14, width=0.5)
            if value is not None:
                sp.text(x0 + (at + width / 2) * w - 13, y + 1, 26, 14, str(value), 9.5, True,
                        Qt.AlignmentFlag.AlignCenter)
        y += 18
        sp.line(x0, y - 1, x0 + w, y - 1, 0.25, GREY)
    y += 8
    # weapons
    y = sp.heading(x0, y, w, "Weapons  武器")
    wcols = (("Name  名前", 0.0, 0.42), ("Action  行為", 0.42, 0.2), ("Damage  ダメージ", 0.62, 0.18),
             ("Range (zones)  射程（ゾーン）", 0.80, 0.2))
    for label, at, width in wcols:
        sp.text(x0 + at * w, y, width * w, 12, label, 7.5, color=GREY)
    y += 14
    for i in range(max(WEAPON_ROWS, len(s.weapons))):
        if i < len(s.weapons):
            wp = s.weapons[i]
            values = (f"{wp['name']}  {wp.get('name_ja') or ''}".strip(),
                      f"{wp['action'].capitalize()}  {CATALOG.tell(action_term(wp['action']), 'ja')}",
                      str(wp["damage"]),
                      _range_text(wp["range"]))
            for (_, at, width), v in zip(wcols, values):
                sp.text(x0 + at * w + 2, y, width * w - 4, 16, v, 9.5)
        y += 18
        sp.line(x0, y - 1, x0 + w, y - 1, 0.4)
    sp.text(x0, y + 1, w, 11, "Range 0: the same zone; 0–1: it and the next; 1–3: one to three zones away, "
                              "not its own.  射程0＝同じゾーン、1–3＝自分のゾーンには届かない", 6.5, color=GREY)
    y += 22
    # conditions
    y = sp.heading(x0, y, w, "Conditions  状態")
    cw = w / 4
    for i, c in enumerate(CONDITIONS):
        cx, cy = x0 + (i % 4) * cw, y + (i // 4) * 18
        ticked = c in s.conditions
        sp.box(cx, cy + 2, 10, 10, "damaged" if ticked else "ok")
        sp.text(cx + 14, cy, cw - 16, 14,
                f"{CONDITION_EN.get(c, c).capitalize()}  {CATALOG.tell(label_term(c), 'ja')}", 8.5)
        if ticked:
            report.conditions.append(c)
    y += 44
    # notes
    y = sp.heading(x0, y, w, "Notes  メモ")
    if s.notes:                 # on as many lines as they take (one line cut them at the page's edge)
        y += sp.wrapped(x0 + 2, y, w - 4, s.notes, 9, line_h=16) - 16
    for _ in range(NOTE_LINES):
        y += 18
        sp.line(x0, y, x0 + w, y, 0.3, GREY)
    return y


def render_sheets(device: QPagedPaintDevice, sheets: Sequence[Optional[ZonesSheet]],
                  blank: bool = False) -> list[SheetReport]:
    """One page per sheet on ``device``; none at all (or ``None``) gives an empty template."""
    pages = list(sheets) or [None]

    def paint(painter, family, k, page_w, page_h, i, sheet):
        shown, empty = (_blank(sheet), True) if blank or sheet is None else (sheet, False)
        # a sheet longer than its page (many weapons, long notes, Letter) is shrunk whole to fit above the footer
        return fitted_page(painter, family, k, page_w, page_h, MARGIN, 4, lambda: SheetReport(shown.name),
                           lambda sp, report, x, y, w, h: _draw(sp, shown, report, x, y, w, empty),
                           "vtt · zones and initiative cards · ゾーンとイニシアチブカード" + (
                               "   (blank / 未記入)" if empty else ""), i + 1, len(pages))
    return paint_pages(device, pages, paint)


def render_characters(device: QPagedPaintDevice, characters: Sequence[CharacterFile],
                      blank: bool = False) -> list[SheetReport]:
    """The sheets of character files (none: the empty template) on ``device``."""
    return render_sheets(device, [sheet_of(c) for c in characters], blank)


def export_pdf(characters: Sequence[CharacterFile], path, blank: bool = False, paper: str = "a4") -> list[SheetReport]:
    """The sheets of character files (none: the empty template) to a PDF at ``path``."""
    return write_pdf(path, paper, "Zones character sheets", lambda w: render_characters(w, characters, blank))


def print_session(session, path, paper: str = "a4", blank: bool = False) -> list[SheetReport]:
    """Every participant of a battle: Harm ticked and conditions as they stand (the window's Print)."""
    sheets = sheets_of_session(session)
    return write_pdf(path, paper, "Zones character sheets", lambda w: render_sheets(w, sheets, blank))
