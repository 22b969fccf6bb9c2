"""Paint the pictures vtt ships (three portraits and one map) with QPainter: ours, made by this code, so a
new user sees pictures in the demo battles on first start. Run from the repository root:

    python resources/pictures/make_pictures.py

It writes ribbon.png, knight.png, beast.png (256 × 256 portraits) and crossroads.png (a 1280 × 800 map:
a road west to east crossing a river by a bridge, a ford downstream, a shrine to the north, a well to the
south, ruins to the north-east) beside itself. The same code paints the same pixels: the random speckles
are seeded. README.md says what each is and where the demo battles name them."""
from __future__ import annotations

import random
import struct
import sys
import zlib
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QGuiApplication, QImage, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPolygonF, QRadialGradient)

HERE = Path(__file__).resolve().parent
PORTRAIT = 256


def canvas(width: int, height: int) -> tuple[QImage, QPainter]:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, p


def backdrop(p: QPainter, top: str, bottom: str) -> None:
    g = QLinearGradient(0, 0, 0, PORTRAIT)
    g.setColorAt(0, QColor(top))
    g.setColorAt(1, QColor(bottom))
    p.fillRect(0, 0, PORTRAIT, PORTRAIT, QBrush(g))


def polygon(*points) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def ribbon() -> QImage:
    """A girl with dark hair and a red ribbon, on dusk purple (a doll, a heroine)."""
    image, p = canvas(PORTRAIT, PORTRAIT)
    backdrop(p, "#5b4a7a", "#1d1830")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#2b2236"))                                    # a dark dress
    p.drawPolygon(polygon((40, 256), (70, 190), (128, 172), (186, 190), (216, 256)))
    p.setBrush(QColor("#f1f1f4"))                                    # a white collar
    p.drawPolygon(polygon((98, 190), (128, 214), (158, 190), (128, 178)))
    p.setBrush(QColor("#181318"))                                    # hair, behind
    p.drawEllipse(QRectF(58, 46, 140, 166))
    p.setBrush(QColor("#f3e3d8"))                                    # a pale face
    p.drawEllipse(QRectF(84, 70, 88, 104))
    p.setBrush(QColor("#181318"))                                    # fringe
    p.drawChord(QRectF(76, 52, 104, 84), 0, 180 * 16)
    p.drawPolygon(polygon((80, 94), (96, 92), (88, 150)))
    p.drawPolygon(polygon((176, 94), (160, 92), (168, 150)))
    p.setBrush(QColor("#5a2a3a"))                                    # eyes
    p.drawEllipse(QRectF(104, 112, 14, 18))
    p.drawEllipse(QRectF(138, 112, 14, 18))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(QRectF(108, 115, 4, 5))
    p.drawEllipse(QRectF(142, 115, 4, 5))
    p.setPen(QPen(QColor("#a0646e"), 2))
    p.drawLine(QPointF(122, 152), QPointF(134, 152))                 # a small mouth
    p.setPen(QPen(QColor("#7a1020"), 2))
    p.setBrush(QColor("#c8243a"))                                    # the ribbon, a bow on the side
    p.drawPolygon(polygon((150, 56), (196, 30), (200, 78)))
    p.drawPolygon(polygon((150, 56), (118, 24), (112, 66)))
    p.drawEllipse(QRectF(141, 46, 20, 20))
    p.drawPolygon(polygon((152, 64), (168, 110), (178, 104)))
    p.end()
    return image


def knight() -> QImage:
    """A helmeted guard with a red plume, on steel blue (a fighter, a soldier)."""
    image, p = canvas(PORTRAIT, PORTRAIT)
    backdrop(p, "#3f6b7d", "#14262e")
    p.setPen(QPen(QColor("#2a2e33"), 3))
    p.setBrush(QColor("#8a9199"))                                    # shoulders, plate
    p.drawPolygon(polygon((30, 256), (52, 196), (128, 176), (204, 196), (226, 256)))
    p.setBrush(QColor("#b9c0c7"))                                    # the helmet
    p.drawRoundedRect(QRectF(78, 58, 100, 134), 44, 44)
    p.setBrush(QColor("#1a1d21"))                                    # the visor's slit and breaths
    p.drawRoundedRect(QRectF(92, 110, 72, 12), 5, 5)
    for i in range(4):
        p.drawEllipse(QRectF(110 + i * 10, 146, 5, 9))
    p.setPen(QPen(QColor("#6f757c"), 4))
    p.drawLine(QPointF(128, 62), QPointF(128, 104))                  # the crest
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#b3202c"))                                    # a plume
    path = QPainterPath(QPointF(128, 60))
    path.cubicTo(QPointF(150, 10), QPointF(210, 20), QPointF(222, 70))
    path.cubicTo(QPointF(190, 44), QPointF(160, 46), QPointF(134, 66))
    p.drawPath(path)
    p.setBrush(QColor("#d7a640"))                                    # a brass stud on the chest
    p.drawEllipse(QRectF(120, 214, 16, 16))
    p.end()
    return image


def beast() -> QImage:
    """A grey wolf's head with yellow eyes, on a dark red glow (a monster)."""
    image, p = canvas(PORTRAIT, PORTRAIT)
    g = QRadialGradient(QPointF(128, 128), 170)
    g.setColorAt(0, QColor("#7a2418"))
    g.setColorAt(1, QColor("#1a0806"))
    p.fillRect(0, 0, PORTRAIT, PORTRAIT, QBrush(g))
    p.setPen(QPen(QColor("#2c2c30"), 3))
    p.setBrush(QColor("#6c6f78"))
    p.drawPolygon(polygon((56, 40), (104, 96), (70, 120)))           # ears
    p.drawPolygon(polygon((200, 40), (152, 96), (186, 120)))
    p.drawPolygon(polygon((60, 110), (128, 76), (196, 110), (186, 180), (128, 236), (70, 180)))   # the head
    p.setBrush(QColor("#a9acb3"))                                    # the muzzle
    p.drawPolygon(polygon((100, 160), (128, 140), (156, 160), (148, 214), (128, 232), (108, 214)))
    p.setBrush(QColor("#111114"))
    p.drawEllipse(QRectF(116, 204, 24, 16))                          # the nose
    p.setBrush(QColor("#f2c230"))                                    # eyes
    p.drawPolygon(polygon((86, 132), (114, 126), (104, 144)))
    p.drawPolygon(polygon((170, 132), (142, 126), (152, 144)))
    p.setPen(QPen(QColor("#f4f0e6"), 3))                             # fangs
    p.drawLine(QPointF(116, 226), QPointF(118, 244))
    p.drawLine(QPointF(140, 226), QPointF(138, 244))
    p.end()
    return image


def crossroads() -> QImage:
    """A map seen from above: a road from west to east crossing a river by a bridge, a path from a shrine
    in the north to a well in the south, a ford downstream, ruins to the north-east."""
    w, h = 1280, 800
    image, p = canvas(w, h)
    p.fillRect(0, 0, w, h, QColor("#4f6e3b"))                        # grass
    rng = random.Random(42)
    p.setPen(Qt.PenStyle.NoPen)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)        # (hard-edged tufts: a smaller file)
    for _ in range(500):                                             # tufts, seeded: the same picture each run
        shade = rng.choice(("#5c7d45", "#456233", "#587a40"))
        p.setBrush(QColor(shade))
        x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(4, 14)
        p.drawEllipse(QRectF(x, y, r, r * 0.7))
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    river = QPainterPath(QPointF(840, -10))                          # the river, north to south
    river.cubicTo(QPointF(800, 220), QPointF(900, 420), QPointF(830, 600))
    river.cubicTo(QPointF(790, 700), QPointF(860, 760), QPointF(850, 810))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#2f5f8a"), 96, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    p.drawPath(river)
    p.setPen(QPen(QColor("#3f79a8"), 60, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    p.drawPath(river)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(170, 200, 215, 170))                           # the ford: shallow water and stones
    p.drawEllipse(QRectF(770, 615, 130, 90))
    p.setBrush(QColor("#9a9a8e"))
    for i in range(9):
        p.drawEllipse(QRectF(782 + i * 12, 640 + (i % 3) * 14, 14, 10))
    road = QColor("#9b7b52")
    p.setPen(QPen(road, 56, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    p.drawLine(QPointF(-10, 410), QPointF(1290, 410))                # the road, west to east
    p.setPen(QPen(road, 34, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    p.drawLine(QPointF(590, 170), QPointF(590, 690))                 # the path, shrine to well
    p.setPen(QPen(QColor("#4b3520"), 3))
    p.setBrush(QColor("#7a5634"))                                    # the bridge's planks
    p.drawRect(QRectF(790, 372, 120, 76))
    for i in range(1, 8):
        p.drawLine(QPointF(790 + i * 15, 372), QPointF(790 + i * 15, 448))
    p.setBrush(QColor("#8c8c84"))                                    # the shrine: stone base, red roof
    p.drawRect(QRectF(545, 80, 90, 80))
    p.setBrush(QColor("#a3302a"))
    p.drawPolygon(polygon((525, 92), (590, 40), (655, 92)))
    p.setBrush(QColor("#75746c"))                                    # the well: a ring of stone
    p.drawEllipse(QRectF(556, 676, 68, 68))
    p.setBrush(QColor("#1d2a33"))
    p.drawEllipse(QRectF(572, 692, 36, 36))
    p.setPen(QPen(QColor("#5d5d57"), 3))
    p.setBrush(QColor("#8f8f88"))                                    # the ruins: broken walls
    for x, y, rw, rh in ((980, 90, 170, 18), (980, 90, 18, 150), (1132, 90, 18, 90), (1030, 232, 120, 18),
                         (1060, 150, 40, 40)):
        p.drawRect(QRectF(x, y, rw, rh))
    p.setBrush(QColor("#6f6f69"))
    for _ in range(14):
        x, y = rng.uniform(960, 1200), rng.uniform(70, 290)
        p.drawEllipse(QRectF(x, y, 12, 9))
    p.end()
    return image


PICTURES = {"ribbon.png": ribbon, "knight.png": knight, "beast.png": beast, "crossroads.png": crossroads}


def png_bytes(image: QImage) -> bytes:
    """``image`` as an 8-bit RGB PNG whose rows are stored unfiltered (filter type 0), deflated at level 9.

    Every window's first paint decodes the demo's map picture: Qt's writer filters the rows (Paeth, mostly),
    and undoing that costs the reader ~100 instructions a pixel (103 M for crossroads.png, a bare window's
    first paint is 675 M); unfiltered rows read in 42 M, and deflate makes them smaller still here (areas
    of one colour)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, line = rgb.width(), rgb.height(), rgb.bytesPerLine()
    bits = bytes(rgb.constBits())
    rows = b"".join(b"\x00" + bits[y * line:y * line + width * 3] for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1] + ["-platform", "offscreen"])
    for name, paint in PICTURES.items():
        path = HERE / name
        try:
            path.write_bytes(png_bytes(paint()))
        except OSError as e:
            print(f"could not write {path}: {e}", file=sys.stderr)
            return 1
        print(f"{path.relative_to(HERE.parent.parent)}: {path.stat().st_size // 1024} KB")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
