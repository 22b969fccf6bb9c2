"""A drawing copied where it was drawn alike (vtt.ui.widgets.rows.stamp): the very pixels drawing it there makes,
and hundred's roster (the map with no map) draws each alike circle and row of boxes once at its first paint."""
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

import vtt.ui.widgets.rows as rows_module
import vtt.ui.widgets.zone_map as zone_map_module
from tests.ui.generic.test_crowd import recording
from vtt.core import registry
from vtt.ui.theme import DARK, font
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.rows import canvas, stamp
from vtt.ui.widgets.zone_map import ZoneMap


def _circle_and_boxes(at: QPointF):
    def draw(p: QPainter) -> None:
        p.setBrush(DARK.enemy)
        p.setPen(QPen(DARK.area_border, 2))
        p.drawEllipse(QRectF(at.x(), at.y(), 41.6, 41.6))
        p.setFont(font(12, True))
        for i in range(3):
            r = QRectF(at.x() + 50 + i * 24, at.y() + 10, 22, 22)
            p.setBrush(QColor("#8fd18a"))
            p.setPen(QPen(DARK.area_border, 1))
            p.drawRect(r)
            p.setPen(QColor("#111111"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "O")
    return draw


@pytest.mark.parametrize("ratio", [1.0, 1.25, 1.5, 2.0])
@pytest.mark.parametrize("background", [None, DARK.panel])
def test_a_stamp_is_the_pixels_drawing_there_makes(qtbot, ratio, background):
    """Drawn at places of every fraction of a device pixel, on a picture translated by a fraction (as a marker's
    picture is): copied from the kept drawing, the first time and again elsewhere, pixel for pixel what drawing it
    there makes, on clear pixels and on a background of one colour."""
    kept: dict = {}
    for origin in (QPointF(0, 0), QPointF(0.3, 0.7), QPointF(5.5, 2.25), QPointF(-3.125, 7.6)):
        for at in (QPointF(10, 10), QPointF(10.5, 12.25), QPointF(40.5, 52.25), QPointF(70.75, 31.1)):
            pictures = []
            for copied in (False, True):
                picture = canvas(200, 120, ratio)
                picture.fill(Qt.GlobalColor.transparent if background is None else background)
                p = QPainter(picture)
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                p.translate(-origin)
                draw = _circle_and_boxes(at)
                if copied:
                    stamp(p, kept, QRectF(at.x() - 2, at.y() - 2, 130, 46), origin, ratio, ("test",), draw, background)
                else:
                    draw(p)
                p.end()
                pictures.append(picture.toImage())
            assert pictures[0] == pictures[1], (origin, at)
    if ratio in (1.0, 2.0):         # (two places a whole number of device pixels apart share one drawing)
        assert len(kept) <= 12


def test_the_roster_draws_each_alike_circle_and_row_of_boxes_once(qtbot, monkeypatch):
    """hundred's demo with no map: seven plain markers of two sides and nine rows of boxes, of four kinds (health 4,
    5, 6 and 7: every box drawn, narrower in this narrow map). Their circles are drawn twice (once a side's colour)
    and each kind of row once in each side's column (27 boxes: the columns lie a fraction of a pixel apart), then
    copied: drawn one by one, nine circles (and each portrait's two rings) and 47 boxes. Each portrait's circle is drawn as before."""
    ellipses = recording(monkeypatch, "drawEllipse", zone_map_module, rows_module)
    c = BattleController()
    c.set_session(registry.get("hundred").demo_session())
    m = ZoneMap(c)
    qtbot.addWidget(m)
    m.resize(320, 500)                                  # (as at the bench's size: three boxes a row)
    m.show()
    qtbot.waitExposed(m)
    drawn = m.grab().toImage()
    assert m._view.map.layout == "none"
    portraits = sum(1 for t in c.view().tokens if m.portrait(t.id) is not None)
    plain = len(c.view().tokens) - portraits
    assert plain == 7 and portraits == 2
    assert len(ellipses) == 2 + 2 * portraits           # a side's circle each, and each portrait's two rings
    # the boxes: drawn for one row, copied into the other eight
    rects = recording(monkeypatch, "drawRect", rows_module, zone_map_module)
    m.redraw_all()
    m._stamps.clear()
    assert m.grab().toImage() == drawn                  # (drawn whole again: the same)
    boxes = [args for args in rects if isinstance(args[0], QRectF) and args[0].height() == 22]
    counts = [len(t.tracks[0].segments) for t in c.view().tokens]
    assert sorted(set(counts)) == [4, 5, 6, 7] and sum(counts) == 47
    kinds = {(t.side, n) for t, n in zip(c.view().tokens, counts)}
    assert len(boxes) == sum(n for _, n in kinds) == 27
