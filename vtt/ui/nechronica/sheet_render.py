"""Doll sheets on paper: one page per doll, drawn with QPainter for the printer, print preview and PDF."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPagedPaintDevice, QPainter, QPen

from vtt.core.errors import Phrase
from vtt.ui.sheet_common import (PageReport, has_portrait_box, has_real_bold, paint_pages,  # noqa: F401
                                 pick_cjk_family, portrait_box, write_pdf)
from vtt.rules.nechronica.effects import doll_max_ap_breakdown
from vtt.rules.nechronica.reasons import reason_text
from vtt.rules.nechronica.limits import MADNESS_MAX
from vtt.rules.nechronica.terms import NONE_MARK, range_words
from vtt.rules.nechronica.tables import fetter_word
from vtt.ui.nechronica.markers import cost_text
from vtt.rules.nechronica.models import (AREA_NAMES_EN, AREA_NAMES_JA, LOCATION_NAMES_JA, TIMING_NAMES_JA,
                                         DollFile, PartSpec)

LOCATION_GROUPS = (("head", "頭", "Head"), ("arms", "腕", "Arms"), ("torso", "胴", "Torso"), ("legs", "脚", "Legs"))
CATEGORY_NAMES_JA = {"armament": "武装", "mutation": "変異", "modification": "改造"}
TEMPLATE_WRITE_IN_ROWS = {"head": 2, "arms": 3, "torso": 2, "legs": 2, "treasure": 0, "skill": 3}
#: rows to write in parts gained in play, under each location of a filled sheet
PLAY_WRITE_IN_ROWS = {"head": 1, "arms": 1, "torso": 1, "legs": 1, "treasure": 0, "skill": 0}
#: timings whose parts the issue asks a "used this round" box for (ticked in pencil, rubbed out each round)
ONCE_A_ROUND = ("judge", "damage", "rapid")
MIN_PT = 6.0             # no text on the page below this, after the sheet is scaled to fit
FETTER_ROWS = 6          # a doll holds at most six fetters: print room for all of them
NOTE_LINES = 4           # karma and memory fragments: at least this many lines each

MARGIN = 28.0            # points, all around (printers add their own unprintable margin on top)
#: the portrait box: as tall as the name and the three rows of classes beside it (36 + 6 + 3 × 27 points)
PORTRAIT_SIZE = 123.0
INK = QColor(0, 0, 0)


@dataclass
class SheetReport(PageReport):
    """What one printed page shows: the parts ticked, the madness filled in, the rows to write in."""

    ticked_parts: list[str] = field(default_factory=list)     # parts whose damage box was ticked
    madness_marks: int = 0                                     # madness boxes filled in, all fetters
    used_boxes: list[str] = field(default_factory=list)       # parts with a "used this round" box
    write_in_rows: int = 0                                     # empty part rows to write in
    smallest_pt: float = 99.0                                  # the smallest text on the page, as printed


def _names(named) -> tuple[str, str]:
    """A doll's or a part's names as the sheet prints them: the Japanese first (the sheet's language), then the
    English where the file gives both (else the only name, and nothing beside it)."""
    return (named.name_ja, named.name) if named.name_ja else (named.name, "")


def _sheet_label(label) -> str:
    """A max-AP row's label as the sheet prints it: a part's name, or a mad fetter told in Japanese."""
    if isinstance(label, Phrase):
        return reason_text(label.template, label.fields, "ja")
    return label


def _pristine(doll: DollFile) -> DollFile:
    """The doll with every part intact and no madness: what a blank sheet's max AP counts."""
    return doll.model_copy(update={
        "parts": [p.model_copy(update={"damaged": False}) for p in doll.parts],
        "fetters": [f.model_copy(update={"madness": 0}) for f in doll.fetters],
    })


def _template_parts() -> list[PartSpec]:
    from vtt.rules.nechronica.catalog import load_catalog   # only the empty template needs the catalog
    return load_catalog().basic_parts()


def _range_text(p: PartSpec) -> str:
    """The range as the file writes it (the printed sheet is bilingual: 自身 stays), none the sheet's one mark."""
    return NONE_MARK if range_words(p.range) == NONE_MARK else p.range


def _part_label(p: PartSpec) -> str:
    tag = CATEGORY_NAMES_JA.get(p.category)
    return f"{tag}{p.level}" if tag and p.level else (tag or "")


class _SheetPainter:
    """Lays out and draws one sheet. Coordinates are in points; ``k`` turns them into device pixels.

    Drawing runs twice: a measuring pass (``dry``) that only adds up heights, then the real pass,
    scaled down uniformly if the sheet would not fit its page."""

    def __init__(self, painter: QPainter, family: Optional[str], k: float):
        self.p = painter
        self.family = family
        self.k = k
        self.dry = False
        self.scale = 1.0          # the page's shrink: text is floored at MIN_PT / scale so it prints at MIN_PT
        self.report = SheetReport("")
        self._fonts: dict = {}
        self.has_bold = has_real_bold(family)          # (a faked bold doubles the PDF's text)

    # ---- primitives (points in, device pixels out) -------------------------------------------
    def font(self, size: float, bold=False) -> QFont:
        key = (size, bold)
        if key not in self._fonts:
            f = QFont(self.family) if self.family else QFont()
            f.setPointSizeF(size)
            f.setBold(bold and self.has_bold)
            f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
            self._fonts[key] = f
        return self._fonts[key]

    def r(self, x, y, w, h) -> QRectF:
        k = self.k
        return QRectF(x * k, y * k, w * k, h * k)

    def text(self, x, y, w, h, s: str, size=8.0, bold=False, align=Qt.AlignmentFlag.AlignLeft,
             wrap=False, measure=False) -> float:
        """Draw ``s`` in the box (unless ``measure``); returns the height in points it needs."""
        size = max(size, MIN_PT / self.scale)
        if s and not (self.dry or measure):
            self.report.smallest_pt = min(self.report.smallest_pt, round(size * self.scale, 2))
        self.p.setFont(self.font(size, bold))
        flags = int(align | Qt.AlignmentFlag.AlignVCenter) if not wrap else int(align | Qt.AlignmentFlag.AlignTop)
        if wrap:
            flags |= int(Qt.TextFlag.TextWordWrap)
        need = self.p.boundingRect(self.r(x, y, w, max(h, 1000) if wrap else h), flags, s).height() / self.k
        if not (self.dry or measure or wrap) and s and \
                self.p.fontMetrics().horizontalAdvance(s) > self.r(x, y, w, h).width() + 0.5:
            self.report.overflowing.append(s)
        if not (self.dry or measure) and s:
            self.p.drawText(self.r(x, y, w, max(h, need)), flags, s)
        return need

    def line(self, x1, y1, x2, y2, width=0.5):
        if self.dry:
            return
        self.p.setPen(QPen(INK, width * self.k))
        self.p.drawLine(QPointF(x1 * self.k, y1 * self.k), QPointF(x2 * self.k, y2 * self.k))

    def box(self, x, y, w, h, width=0.6, filled=False):
        if self.dry:
            return
        self.p.setPen(QPen(INK, width * self.k))
        self.p.setBrush(QBrush(INK) if filled else Qt.BrushStyle.NoBrush)
        self.p.drawRect(self.r(x, y, w, h))
        self.p.setBrush(Qt.BrushStyle.NoBrush)

    def cross(self, x, y, s):
        """An X through a box: a ticked (damaged) part, as a player would mark it in pen."""
        if self.dry:
            return
        self.p.setPen(QPen(INK, 1.2 * self.k))
        self.p.drawLine(QPointF((x + 1.5) * self.k, (y + 1.5) * self.k),
                        QPointF((x + s - 1.5) * self.k, (y + s - 1.5) * self.k))
        self.p.drawLine(QPointF((x + 1.5) * self.k, (y + s - 1.5) * self.k),
                        QPointF((x + s - 1.5) * self.k, (y + 1.5) * self.k))

    # ---- the sheet ---------------------------------------------------------------------------
    def sheet(self, doll: Optional[DollFile], blank: bool, x0: float, y0: float, w: float) -> float:
        """Draw the whole sheet at (x0, y0), ``w`` points wide; returns its height in points."""
        self.report = SheetReport(doll.name if doll else "", scale=self.scale)
        y = y0
        portrait = doll.portrait if doll else None
        top_w = w
        if has_portrait_box(portrait, blank or doll is None):   # at the top right, beside her name and classes
            top_w = w - PORTRAIT_SIZE - 8
            if not self.dry:
                self.report.portrait = portrait_box(self.p, self.k, x0 + w - PORTRAIT_SIZE, y0, PORTRAIT_SIZE,
                                                    portrait, blank or doll is None)
        y = self.header(doll, x0, y, top_w)
        y = self.info(doll, blank, x0, y + 6, top_w)
        y = self.parts(doll, blank, x0, y + 10, w)
        y = self.fetters(doll, blank, x0, y + 10, w)
        y = self.notes(doll, x0, y + 10, w)
        return y - y0

    def header(self, doll, x, y, w) -> float:
        self.text(x + w - 200, y, 200, 11, "永い後日談のネクロニカ ドールシート", 8, align=Qt.AlignmentFlag.AlignRight)
        self.text(x + w - 200, y + 11, 200, 10, "Nechronica doll sheet", 7, align=Qt.AlignmentFlag.AlignRight)
        self.text(x, y, 60, 10, "ドール名 Name", 7)
        if doll:
            name_w = w - 210
            self.text(x, y + 9, name_w, 24, "   ".join(filter(None, _names(doll))), 17, True)
        y += 36
        self.line(x, y, x + w, y, 1.5)
        return y

    def info(self, doll, blank, x, y, w) -> float:
        cw, ch = w / 4, 27
        area = ""
        if doll:
            area = f"{AREA_NAMES_JA[doll.area]} {AREA_NAMES_EN[doll.area]}"
        rf = doll.reinforcement if doll else None
        cells = [
            [("ポジション Position", doll.position if doll else ""),
             ("メインクラス Main class", doll.main_class if doll else ""),
             ("サブクラス Sub class", doll.sub_class if doll else ""),
             ("初期配置 Starting area", area)],
            [("武装 Armament", str(rf.armament) if rf else ""),
             ("変異 Mutation", str(rf.mutation) if rf else ""),
             ("改造 Modification", str(rf.modification) if rf else ""),
             ("寵愛 Favor", str(doll.favor) if doll and not blank else "")],
        ]
        for row in cells:
            for i, (label, value) in enumerate(row):
                cx = x + i * cw
                self.box(cx, y, cw, ch)
                self.text(cx + 3, y + 1, cw - 6, 9, label, 6.5)
                self.text(cx + 3, y + 10, cw - 6, 16, value, 10.5, True)
            y += ch
        # max AP, with where it comes from: the whole row, so the breakdown has room
        self.box(x, y, w, ch)
        self.text(x + 3, y + 1, 120, 9, "最大行動値 Max AP", 6.5)
        if doll:
            rows = doll_max_ap_breakdown(_pristine(doll) if blank else doll)
            total = sum(d for _, d in rows)
            self.text(x + 3, y + 9, 40, 17, str(total), 14, True)
            parts = [f"基本 base {rows[0][1]}"] + [f"{'+' if d >= 0 else '−'} {_sheet_label(label)} {abs(d)}"
                                                for label, d in rows[1:]]
            self.text(x + 36, y + 9, w - 40, 17, "= " + "  ".join(parts), 8.5)
        else:
            self.text(x + 36, y + 9, w - 40, 17, "=  基本 base 6  +  のうみそ 2  +  めだま 1  +", 8.5)
        return y + ch

    # parts table columns: (title ja, title en, width); the effect column takes the rest
    COLS = (("", "", 16), ("パーツ", "Part", 132), ("タイミング", "Timing", 50), ("コスト", "Cost", 30),
            ("射程", "Range", 36))

    def parts(self, doll, blank, x, y, w) -> float:
        head = "パーツ Parts"
        self.text(x, y, w, 14, head, 10, True)
        self.p.setFont(self.font(max(10, MIN_PT / self.scale), True))
        lead = self.p.fontMetrics().horizontalAdvance(head + "  ") / self.k
        # the legend in smaller type beside the heading: the whole of it on the page's width (#40: cut off)
        self.text(x + lead, y, w - lead, 14, "(損傷したらチェック / tick when damaged;  タイミング横の□：このラウンド使用済み"
                                             " / box by the timing: used this round)", 7.5)
        y += 15
        xs = [x]
        for _, _, cw in self.COLS:
            xs.append(xs[-1] + cw)
        eff_w = x + w - xs[-1]
        for i, (ja, en, cw) in enumerate((*self.COLS, ("効果", "Effect", eff_w))):
            self.text(xs[i] + 2, y, cw - 2, 9, ja, 6.5)
            self.text(xs[i] + 2, y + 8, cw - 2, 8, en, 6)
        y += 17
        self.line(x, y, x + w, y, 0.8)

        parts = list(doll.parts) if doll else _template_parts()
        groups = [(loc, ja, en, [p for p in parts if p.location == loc and p.category != "treasure"])
                  for loc, ja, en in LOCATION_GROUPS]
        groups.append(("treasure", "たからもの", "Treasure", [p for p in parts if p.category == "treasure"]))
        groups.append(("skill", "スキル", "Skills (not damaged)", [p for p in parts if p.location == "skill"
                                                                    and p.category != "treasure"]))
        for key, ja, en, group in groups:
            write_in = (TEMPLATE_WRITE_IN_ROWS if doll is None else PLAY_WRITE_IN_ROWS)[key]
            if key == "skill" and not group:     # her file lists no skill: the template's rows to write hers in
                write_in = TEMPLATE_WRITE_IN_ROWS[key]
            if not group and not write_in:
                continue
            y += 3
            self.text(x, y, w, 13, f"{ja}  {en}", 9, True)
            y += 13
            self.line(x, y, x + w, y, 0.8)
            for part in group:
                y = self.part_row(part, key, blank, xs, eff_w, y)
            for _ in range(write_in):
                y = self.part_row(None, key, blank, xs, eff_w, y)
                if not self.dry:
                    self.report.write_in_rows += 1
        return y

    def part_row(self, part: Optional[PartSpec], group: str, blank: bool, xs, eff_w, y) -> float:
        h = 19.0
        if part is not None:
            h = max(h, 2 + self.text(xs[5] + 2, y + 1, eff_w - 2, 0, part.effect, 8, wrap=True, measure=True)
                    + self.text(xs[5] + 2, y, eff_w - 2, 0, part.effect_en or "", 6.5, wrap=True, measure=True))
        if group != "skill":
            s = 10
            bx, by = xs[0] + 2, y + (h - s) / 2
            self.box(bx, by, s, s, 0.8)
            if part is not None and part.damaged and not blank:
                self.cross(bx, by, s)
                if not self.dry:
                    self.report.ticked_parts.append(_names(part)[0])
        if part is not None:
            label = _part_label(part)
            if group == "treasure":   # where she keeps it; the empty template leaves that to the player
                label = LOCATION_NAMES_JA.get(part.location, "") if self.report.name else ""
            first, second = _names(part)
            self.text(xs[1] + 2, y + 1, xs[2] - xs[1] - 4, 11, first + (f"  [{label}]" if label else ""), 9, True)
            self.text(xs[1] + 2, y + 11, xs[2] - xs[1] - 4, 8, second, 6.5)
            tja, ten = TIMING_NAMES_JA.get(part.timing, part.timing), part.timing.capitalize()
            self.text(xs[2] + 2, y + 1, xs[3] - xs[2] - 2, 11, tja, 8)
            self.text(xs[2] + 2, y + 11, xs[3] - xs[2] - 2, 8, ten, 6.5)
            if part.timing in ONCE_A_ROUND:
                # used this round: ticked in pencil, rubbed out when the round ends
                s = 7
                self.box(xs[3] - s - 2, y + 2, s, s, 0.6)
                if not self.dry:
                    self.report.used_boxes.append(first)
            self.text(xs[3] + 2, y + 1, xs[4] - xs[3] - 4, 17, cost_text(part), 9, align=Qt.AlignmentFlag.AlignHCenter)
            self.text(xs[4] + 2, y + 1, xs[5] - xs[4] - 4, 17, _range_text(part), 8, align=Qt.AlignmentFlag.AlignHCenter)
            eh = self.text(xs[5] + 2, y + 1, eff_w - 2, 0, part.effect, 8, wrap=True)
            self.text(xs[5] + 2, y + 1 + eh, eff_w - 2, 0, part.effect_en or "", 6.5, wrap=True)
        y += h
        self.line(xs[0], y, xs[5] + eff_w, y, 0.3)
        return y

    def fetters(self, doll, blank, x, y, w) -> float:
        self.text(x, y, w, 14, "未練 Fetters   (狂気点: 4で発狂 / madness: mad at 4)", 10, True)
        y += 15
        cols = [x, x + 150, x + 240, x + 330]     # target | emotion | madness | mad effect
        titles = ["対象 Target", "未練 Emotion", "狂気点 Madness", "発狂 Mad effect"]
        for cx, t in zip(cols, titles):
            self.text(cx + 2, y, 140, 10, t, 6.5)
        y += 10
        self.line(x, y, x + w, y, 0.8)
        fetters = list(doll.fetters) if doll else []
        for i in range(max(FETTER_ROWS, len(fetters))):
            f = fetters[i] if i < len(fetters) else None
            h = 20.0
            if f is not None:
                self.text(cols[0] + 2, y + 1, cols[1] - cols[0] - 4, 11, f.target, 9, True)
                if f.treasure:
                    self.text(cols[0] + 2, y + 11, cols[1] - cols[0] - 4, 8, "たからもの Treasure", 6.5)
                mad = f.madness >= MADNESS_MAX and not blank
                # each word over its English, as a part's name is (the fetter tables' English: docs/rulings.md)
                for cx, right, word, suffix in ((cols[1], cols[2], f.emotion, ""),
                                                (cols[3], x + w, f.mad_effect, "   ← 発狂中 mad" if mad else "")):
                    english = fetter_word(word).text
                    self.text(cx + 2, y + 1, right - cx - 4, 11, word + suffix, 9)
                    if english != word:
                        self.text(cx + 2, y + 11, right - cx - 4, 8, english, 6.5)
            s = 12
            for b in range(4):
                bx, by = cols[2] + 4 + b * (s + 4), y + (h - s) / 2
                fill = f is not None and not blank and b < f.madness
                self.box(bx, by, s, s, 1.6 if b == 3 else 0.8, filled=fill)
                if fill and not self.dry:
                    self.report.madness_marks += 1
            y += h
            self.line(x, y, x + w, y, 0.3)
        return y

    def notes(self, doll, x, y, w) -> float:
        half = (w - 16) / 2
        karma = list(doll.karma) if doll else []
        memories = list(doll.memory_fragments) if doll else []
        n = max(NOTE_LINES, len(karma), len(memories))
        for cx, title, items, tick in ((x, "カルマ Karma", karma, True),
                                       (x + half + 16, "記憶のカケラ Memory fragments", memories, False)):
            self.text(cx, y, half, 14, title, 10, True)
            yy = y + 15
            for i in range(n):
                lh = 18
                if tick:
                    self.box(cx + 2, yy + 5, 9, 9, 0.8)
                tx = cx + (16 if tick else 2)
                if i < len(items):
                    self.text(tx, yy + 2, half - (tx - cx), lh - 2, items[i], 8.5)
                yy += lh
                self.line(tx, yy, cx + half, yy, 0.4)
        return y + 15 + n * 18


def render_sheets(device: QPagedPaintDevice, dolls: Sequence[Optional[DollFile]],
                  blank: bool = False) -> list[SheetReport]:
    """Paint one sheet per doll on ``device`` (a QPdfWriter or QPrinter), a new page for each.

    ``None`` in ``dolls`` (or an empty list) gives an empty template: the basic parts, empty rows to
    write reinforcement parts and skills in, and nothing else filled in. With ``blank`` a doll's
    sheet lists her parts and fetters but ticks no part and fills no madness box."""
    pages = list(dolls) or [None]

    def paint(painter, family, k, page_w, page_h, i, doll):
        avail_w, avail_h = page_w - 2 * MARGIN, page_h - 2 * MARGIN
        sp = _SheetPainter(painter, family, k)
        sp.dry = True
        scale = 1.0
        for _ in range(3):       # the floor on small text makes a shrunk sheet taller: measure again
            sp.scale = scale
            need = sp.sheet(doll, blank, MARGIN / scale, MARGIN / scale, avail_w / scale) * scale
            if need <= avail_h + 0.5:
                break
            scale = min(1.0, scale * avail_h / need)
        sp.scale = scale
        painter.save()
        painter.scale(scale, scale)
        sp.dry = False
        sp.sheet(doll, blank, MARGIN / scale, MARGIN / scale, avail_w / scale)
        painter.restore()
        sp.scale = 1.0
        footer = "vtt · 永い後日談のネクロニカ · Nechronica" + ("   (blank / 未記入)" if blank or doll is None else "")
        sp.text(MARGIN, page_h - MARGIN + 6, avail_w, 10, footer, 6.5)
        sp.text(MARGIN, page_h - MARGIN + 6, avail_w, 10, f"{i + 1} / {len(pages)}", 6.5,
                align=Qt.AlignmentFlag.AlignRight)
        return sp.report
    return paint_pages(device, pages, paint)


def export_pdf(dolls: Sequence[Optional[DollFile]], path, blank: bool = False, paper: str = "a4") -> list[SheetReport]:
    """Write the sheets of ``dolls`` to a PDF at ``path`` on A4 or Letter paper; reports one entry per page."""
    return write_pdf(path, paper, "Nechronica doll sheets", lambda writer: render_sheets(writer, dolls, blank))
