"""The portrait box at the top of every ruleset's printed sheet (#42): a character with a portrait prints
it cut to its framing (the PDF page rendered by pdftoppm holds the portrait's own colours, in their
places); a blank sheet prints the box empty, to draw in; a character without one prints as before."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.pictures import quadrants_png
from vtt.core import registry
from vtt.ui.printers import file_printer
from vtt.workshop.fields import kinds_of

RULESETS = ("nechronica", "zones", "ashes", "hundred")
RED, GREEN, BLUE, YELLOW = (230, 20, 20), (20, 200, 20), (20, 20, 230), (240, 230, 20)
needs_pdftoppm = pytest.mark.skipif(not shutil.which("pdftoppm"), reason="needs poppler-utils' pdftoppm")


def character(system_id: str, tmp_path: Path, portrait: dict | None) -> tuple[dict, Path]:
    """A character file of ``system_id`` (its first sample's content) beside a pictures folder."""
    sample = kinds_of(registry.get(system_id))["character"].samples()[0]
    data = json.loads(Path(sample).read_text(encoding="utf-8"))
    data.pop("portrait", None)
    if portrait is not None:
        data["portrait"] = portrait
    path = tmp_path / "characters" / "her.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return data, path


def face(tmp_path: Path, colours) -> Path:
    """pictures/face.png in ``tmp_path``: four quadrants of ``colours`` (the characters name it)."""
    path = tmp_path / "pictures" / "face.png"
    path.parent.mkdir()
    path.write_bytes(quadrants_png(240, colours))
    return path


def printed_page(system_id: str, data: dict, path: Path, tmp_path: Path, blank: bool = False):
    """The first page as `vtt print` prints the file, rendered to pixels (72 dpi), and the printer's report."""
    system = registry.get(system_id)
    out = tmp_path / "sheet.pdf"
    [report] = file_printer(system_id)([system.read_sheet(data, path)], out, blank=blank, paper="a4")
    subprocess.run(["pdftoppm", "-png", "-r", "72", "-f", "1", "-l", "1", str(out), str(tmp_path / "page")],
                   check=True)
    return QImage(str(next(tmp_path.glob("page*.png")))), report


def where(image: QImage, colour, tolerance: int = 40) -> tuple[float, float, int] | None:
    """The mean (x, y) of the pixels close to ``colour``, and how many there are (None: none)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data, stride = bytes(rgb.constBits()), rgb.bytesPerLine()
    xs = ys = n = 0
    r0, g0, b0 = colour
    for y in range(rgb.height()):
        row = data[y * stride:y * stride + 3 * rgb.width()]
        for x in range(rgb.width()):
            r, g, b = row[3 * x], row[3 * x + 1], row[3 * x + 2]
            if abs(r - r0) + abs(g - g0) + abs(b - b0) < tolerance:
                xs, ys, n = xs + x, ys + y, n + 1
    return (xs / n, ys / n, n) if n else None


@needs_pdftoppm
@pytest.mark.parametrize("system_id", RULESETS)
def test_the_portrait_is_printed_cut_to_its_framing_at_the_top_of_the_sheet(qapp, system_id, tmp_path):
    face(tmp_path, [RED, GREEN, BLUE, YELLOW])
    # the whole picture in the box, each colour a quarter; then zoomed 2× on the top-left quadrant: all red
    data, path = character(system_id, tmp_path, {"image": "../pictures/face.png", "x": 0.5, "y": 0.5, "zoom": 1.0})
    page, report = printed_page(system_id, data, path, tmp_path)
    assert report.portrait == "portrait"
    red, green, blue, yellow = (where(page, c) for c in (RED, GREEN, BLUE, YELLOW))
    assert all(found is not None and found[2] > 150 for found in (red, green, blue, yellow)), (red, green, blue)
    assert red[0] < green[0] and red[1] < blue[1] and yellow[0] > blue[0] and yellow[1] > green[1]
    assert red[1] < page.height() * 0.25 and red[0] > page.width() * 0.5      # at the top, on the right
    again = tmp_path / "zoomed"
    again.mkdir()
    framed = {**data, "portrait": {**data["portrait"], "x": 0.25, "y": 0.25, "zoom": 2.0}}
    zoomed, _ = printed_page(system_id, framed, path, again)
    only_red = where(zoomed, RED)
    assert only_red is not None and only_red[2] > 3 * red[2] and where(zoomed, YELLOW) is None


@needs_pdftoppm
@pytest.mark.parametrize("system_id", RULESETS)
def test_a_blank_sheet_has_an_empty_box_and_no_portrait_no_box(qapp, system_id, tmp_path):
    face(tmp_path, [RED] * 4)
    data, path = character(system_id, tmp_path, {"image": "../pictures/face.png"})
    page, report = printed_page(system_id, data, path, tmp_path, blank=True)
    assert report.portrait == "empty" and where(page, RED) is None
    plain, path = character(system_id, tmp_path, None)
    system = registry.get(system_id)
    [report] = file_printer(system_id)([system.read_sheet(plain, path)], tmp_path / "plain.pdf", blank=False,
                                       paper="a4")
    assert report.portrait is None


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_missing_portrait_prints_the_placeholder_and_the_sheet(qapp, system_id, tmp_path):
    data, path = character(system_id, tmp_path, {"image": "../pictures/gone.png"})
    system = registry.get(system_id)
    [report] = file_printer(system_id)([system.read_sheet(data, path)], tmp_path / "s.pdf", blank=False,
                                       paper="a4")
    assert report.portrait == "missing" and (tmp_path / "s.pdf").stat().st_size > 1000
