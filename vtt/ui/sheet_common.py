"""What every ruleset's printed sheets share: a headless Qt application, a font with Japanese glyphs,
the paper sizes, and a PDF written whole or not at all."""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import Callable, Optional, TypeVar

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontDatabase, QFontMetricsF, QGuiApplication, QPageLayout, QPageSize,
                           QPagedPaintDevice, QPainter, QPdfWriter, QPen, QPicture)

from vtt.core.files import write_atomic
from vtt.ui.i18n import register_bundled_fonts

INK = QColor(0, 0, 0)
GREY = QColor(90, 90, 90)
PAPER_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}

# IPA (P)Gothic first: Qt writes the PDF's ToUnicode map from the lowest code point that maps to a
# glyph, and Noto Sans CJK maps the Kangxi radicals (U+2F00...) to the same glyphs as common kanji,
# so 大 and 行 copy out of the PDF as ⼤ and ⾏. The IPA fonts have no radicals, so the text is exact.
PREFERRED_FAMILIES = ("IPAPGothic", "IPAGothic", "Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP",
                      "IPAexGothic", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", "Meiryo",
                      "MS PGothic", "MS Gothic")
FONT_HELP = ("Japanese text will not appear on the sheets: no font with Japanese glyphs was found. "
             "Install one, e.g. `apt install fonts-ipafont-gothic` (Debian/Ubuntu) or fonts-noto-cjk.")

_app = None   # the QGuiApplication made for headless export; kept alive for the process


def ensure_gui_app():
    """A Qt application for fonts and painting; headless (offscreen) unless the caller chose a platform."""
    global _app
    app = QGuiApplication.instance()
    if app is None:
        argv = ["vtt"] if os.environ.get("QT_QPA_PLATFORM") else ["vtt", "-platform", "offscreen"]
        app = _app = QGuiApplication(argv)
    register_bundled_fonts()          # the standalone app's Japanese font, for the sheets it prints
    return app


def pick_cjk_family(warn=True) -> Optional[str]:
    """A font family with Japanese glyphs, or None (after a warning on stderr)."""
    families = QFontDatabase.families()
    present = set(families)
    for fam in PREFERRED_FAMILIES:
        if fam in present:
            return fam
    for fam in families:
        if QFontDatabase.WritingSystem.Japanese in QFontDatabase.writingSystems(fam):
            return fam
    if warn:
        print(f"vtt: warning: {FONT_HELP}", file=sys.stderr)
    return None


R = TypeVar("R")


def write_pdf(path, paper: str, title: str, render: Callable[[QPdfWriter], R]) -> R:
    """``render`` the pages on a PDF writer of ``paper`` (a4, letter) and write the PDF to ``path``.

    Rendered in memory, then written beside ``path`` and renamed over it (vtt.core.files.write_atomic):
    a full disk or a kill leaves the old PDF whole and says why, where Qt would write in place."""
    if paper not in PAPER_SIZES:
        raise ValueError(f"unknown paper {paper!r}; use one of {', '.join(PAPER_SIZES)}")
    ensure_gui_app()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(QPageLayout(QPageSize(PAPER_SIZES[paper]), QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Point))
    writer.setResolution(600)
    writer.setTitle(title)
    writer.setCreator("vtt")
    result = render(writer)
    del writer                          # the PDF's last bytes are written when the writer goes
    data = bytes(buffer.data())
    buffer.close()
    if not data.startswith(b"%PDF"):
        raise OSError(f"the PDF could not be made ({len(data)} bytes)")
    write_atomic(path, lambda f: f.write(data))
    return result


def paint_pages(device: QPagedPaintDevice, pages: list, paint: Callable) -> list:
    """Paint ``pages`` on ``device``, a new page for each: ``paint(painter, family, k, page_w, page_h,
    index, page)`` draws one (sizes in points, ``k`` device pixels per point) and returns its report."""
    ensure_gui_app()
    family = pick_cjk_family()
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("could not start painting (is the output file writable?)")
    reports = []
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        k = device.logicalDpiX() / 72.0                 # device pixels per point
        page_w, page_h = device.width() / k, device.height() / k
        for i, page in enumerate(pages):
            if i:
                device.newPage()
            reports.append(paint(painter, family, k, page_w, page_h, i, page))
    finally:
        painter.end()
    return reports


def has_real_bold(family: Optional[str]) -> bool:
    """Whether ``family`` has a bold face of its own. Qt fakes a missing bold by drawing the text twice, which
    doubles it in a PDF's text (a copy or a search finds "ツバキツバキ"): a sheet prints bold only where it is real."""
    return bool(family) and any("bold" in style.lower() for style in QFontDatabase.styles(family))


class SheetPainter:
    """Draws on a page in points (``k`` device pixels per point) with one font family: text in a box,
    lines. Each ruleset's sheet adds its own boxes and headings."""

    def __init__(self, painter: QPainter, family: Optional[str], k: float):
        self.p, self.family, self.k = painter, family, k
        self.has_bold = has_real_bold(family)
        self.overflowing: list[str] = []          # one-line texts wider than their box (run into the next)

    def font(self, size: float, bold: bool = False) -> QFont:
        f = QFont(self.family) if self.family else QFont()
        f.setPixelSize(max(1, round(size * self.k)))
        f.setBold(bold and self.has_bold)
        return f

    def text(self, x, y, w, h, s, size=9.0, bold=False, align=Qt.AlignmentFlag.AlignLeft, color=INK):
        self.p.setFont(self.font(size, bold))
        self.p.setPen(color)
        k = self.k
        if s and self.p.fontMetrics().horizontalAdvance(s) > w * k + 0.5:
            self.overflowing.append(s)
        self.p.drawText(QRectF(x * k, y * k, w * k, h * k), int(align | Qt.AlignmentFlag.AlignVCenter), s)

    def wrapped(self, x, y, w, s, size=9.0, bold=False, line_h=15.0, color=INK) -> float:
        """``s`` in a column ``w`` wide from ``y``, wrapped at word (or character) breaks onto as many
        lines as it needs; returns the height drawn (at least ``line_h``)."""
        k = self.k
        f = self.font(size, bold)
        metrics = QFontMetricsF(f)
        # between words ("Ranged Combat", not "Comba t"; Japanese breaks between its characters as well); a
        # word longer than the column (a long name, a URL in the notes) anywhere, or it would run past it
        wrap = (Qt.TextFlag.TextWrapAnywhere if any(metrics.horizontalAdvance(word) > w * k for word in s.split())
                else Qt.TextFlag.TextWordWrap)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | wrap)
        need = metrics.boundingRect(QRectF(0, 0, w * k, 10000 * k), flags, s).height() / k
        h = max(line_h, need + 3)
        self.p.setFont(f)
        self.p.setPen(color)
        self.p.drawText(QRectF(x * k, y * k, w * k, h * k), flags, s)
        return h

    def box(self, x, y, w, h, state="ok", label="", width=0.8):
        """A box to tick: "damaged" crossed, "used" one stroke, "lost" filled; its label small inside."""
        k = self.k
        self.p.setPen(QPen(INK, width * k))
        self.p.setBrush(QColor(40, 40, 40) if state == "lost" else Qt.BrushStyle.NoBrush)
        self.p.drawRect(QRectF(x * k, y * k, w * k, h * k))
        if label and state != "lost":
            self.text(x, y, w, h, label, min(7.0, h * 0.5), color=GREY, align=Qt.AlignmentFlag.AlignCenter)
        if state in ("damaged", "used"):
            self.line(x + 1.5, y + h - 1.5, x + w - 1.5, y + 1.5, 1.2)
        if state == "damaged":
            self.line(x + 1.5, y + 1.5, x + w - 1.5, y + h - 1.5, 1.2)

    def line(self, x1, y1, x2, y2, width=0.6, color=INK):
        self.p.setPen(QPen(color, width * self.k))
        self.p.drawLine(round(x1 * self.k), round(y1 * self.k), round(x2 * self.k), round(y2 * self.k))

    def heading(self, x, y, w, title: str) -> float:
        """A section's title, underlined; returns where the section's rows start."""
        self.text(x, y, w, 14, title, 10.5, True)
        self.line(x, y + 15, x + w, y + 15, 0.9)
        return y + 20

    def name_row(self, x, y, name: str, name_w: float, line_end: float) -> None:
        """"Name  名前" small and grey, the name large beside it, on a line to ``line_end``."""
        self.text(x, y, 60, 12, "Name  名前", 7.5, color=GREY)
        self.text(x + 62, y - 4, name_w, 22, name, 16, True)
        self.line(x + 60, y + 18, line_end, y + 18)

    def footer(self, margin: float, page_w: float, page_h: float, said: str, page: int, pages: int) -> None:
        """Under the page: what it is (``said``) on the left, "page / pages" on the right."""
        self.text(margin, page_h - margin + 8, page_w - 2 * margin, 10, said, 6.5, color=GREY)
        self.text(margin, page_h - margin + 8, page_w - 2 * margin, 10, f"{page} / {pages}", 6.5, color=GREY,
                  align=Qt.AlignmentFlag.AlignRight)


@dataclass
class PageReport:
    """What a printed page holds, so callers and tests need not read the PDF back (each ruleset's sheet adds what
    its page shows: boxes ticked, rows written)."""

    name: str
    portrait: str | None = None                       # its box: "portrait", "empty", "missing" (None: no box)
    scale: float = 1.0                                # how much the sheet was shrunk to fit its page
    overflowing: list = field(default_factory=list)   # one-line texts wider than their box


def draw_fitted(painter: QPainter, family: Optional[str], k: float, draw: Callable[..., float], x0: float,
                y0: float, w: float, h: float) -> tuple[float, SheetPainter]:
    """``draw(sp, x0, y0, w, h)`` (it returns where the sheet ended) on ``painter``, shrunk whole to fit ``h``
    if it is longer: measured first on a picture thrown away, with no end to the page. Returns the scale
    and the SheetPainter it drew with (its ``overflowing``)."""
    picture = QPicture()
    measuring = QPainter(picture)
    try:
        need = draw(SheetPainter(measuring, family, k), 0.0, 0.0, w, 1e6)
    finally:
        measuring.end()
    scale = min(1.0, h / max(1.0, need))
    sp = SheetPainter(painter, family, k)
    painter.save()
    painter.scale(scale, scale)
    try:
        draw(sp, x0 / scale, y0 / scale, w / scale, h / scale)
    finally:
        painter.restore()
    return scale, sp


P = TypeVar("P", bound=PageReport)


def fitted_page(painter: QPainter, family: Optional[str], k: float, page_w: float, page_h: float, margin: float,
                footer_room: float, new_report: Callable[[], P], draw: Callable[..., float], said: str, page: int,
                pages: int) -> P:
    """One sheet on its page: ``draw(sp, report, x0, y0, w, h)`` (it returns where the sheet ended) within ``margin``,
    shrunk whole to fit above the footer (``footer_room`` points over it; draw_fitted), a ``new_report()`` for each
    time it is drawn; then the footer (``said``, the page's number). Returns the report, with its scale and the
    texts wider than their box."""
    reports: list = []

    def drawn(sp, x0, y0, w, h):
        reports.append(new_report())
        return draw(sp, reports[-1], x0, y0, w, h)
    scale, sp = draw_fitted(painter, family, k, drawn, margin, margin, page_w - 2 * margin,
                            page_h - 2 * margin - footer_room)
    report = reports[-1]
    report.scale, report.overflowing = scale, list(sp.overflowing)
    sp.footer(margin, page_w, page_h, said, page, pages)
    return report


#: a printed sheet's portrait box, in points (a little over an inch)
PORTRAIT_POINTS = 84.0


def has_portrait_box(portrait, blank: bool) -> bool:
    """Whether a sheet prints a portrait box: she has a portrait, or the sheet is blank (a box to draw in).
    Without either the page is as it always was."""
    return blank or portrait is not None


def portrait_box(painter: QPainter, k: float, x: float, y: float, size: float, portrait, blank: bool) -> str:
    """The portrait box of a sheet at (``x``, ``y``), ``size`` points square (``k`` device pixels per
    point): her portrait cut to its framing (vtt.ui.images; its picture named by an absolute path), or
    empty on a blank sheet. Returns what it holds: "portrait", "empty", or "missing" (the placeholder)."""
    from vtt.ui.images import draw_portrait
    shown = None if blank else portrait
    why = draw_portrait(painter, QRectF(x * k, y * k, size * k, size * k), shown)
    return "empty" if shown is None else ("missing" if why else "portrait")
