"""Draw vtt's icon (our own): a ten-sided die on a count-track ring. Writes packaging/vtt.png (256 px).

Run: QT_QPA_PLATFORM=offscreen python packaging/make_icon.py
"""
import math
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath, QPen, QPolygonF

SIZE = 256


def draw(path: Path) -> None:
    img = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#221f29"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(QRectF(8, 8, SIZE - 16, SIZE - 16), 44, 44)
    c = QPointF(SIZE / 2, SIZE / 2)
    p.setPen(QPen(QColor("#5a4a17"), 10))
    p.drawEllipse(c, 96, 96)                       # the count track
    p.setPen(QPen(QColor("#ffd24a"), 10))
    p.drawArc(QRectF(c.x() - 96, c.y() - 96, 192, 192), 90 * 16, -110 * 16)
    kite = QPolygonF([QPointF(c.x(), c.y() - 70), QPointF(c.x() + 52, c.y() - 8), QPointF(c.x(), c.y() + 70),
                      QPointF(c.x() - 52, c.y() - 8)])    # a d10
    p.setBrush(QColor("#e0675f"))
    p.setPen(QPen(QColor("#f2eee6"), 5))
    p.drawPolygon(kite)
    face = QPainterPath()
    face.moveTo(c.x() - 52, c.y() - 8)
    face.lineTo(c.x(), c.y() + 12)
    face.lineTo(c.x() + 52, c.y() - 8)
    face.moveTo(c.x(), c.y() + 12)
    face.lineTo(c.x(), c.y() + 70)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(face)
    for i in range(10):                             # ticks of the track
        a = math.radians(i * 36 - 90)
        p.setPen(QPen(QColor("#b9b2a6"), 4))
        p.drawLine(QPointF(c.x() + 108 * math.cos(a), c.y() + 108 * math.sin(a)),
                   QPointF(c.x() + 118 * math.cos(a), c.y() + 118 * math.sin(a)))
    p.end()
    img.save(str(path))


if __name__ == "__main__":
    app = QGuiApplication(sys.argv[:1])
    draw(Path(__file__).resolve().parent / "vtt.png")
