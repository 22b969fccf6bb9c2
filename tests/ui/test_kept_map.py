"""Nechronica's area map kept as one picture (vtt.ui.widgets.line_map, "the view kept as one picture"): the whole
window repainted copies it; a change draws into it only the scene rects it touched, and what is shown after moves,
damage, a choice by the mouse, an escape and undo is, pixel for pixel, the map drawn afresh."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPixmap, QRegion
from PySide6.QtWidgets import QWidget

from vtt.ui.nechronica.area_map import AreaMap


def kept_map(controller, shown, qtbot) -> AreaMap:
    m = shown(AreaMap(controller), 1200, 600)
    m.grab()
    qtbot.waitUntil(lambda: m._kept_view is not None)
    return m


def as_afresh(m) -> None:
    kept = m.grab().toImage()
    m._kept_view = None                                     # drawn as Qt draws it
    assert m.grab().toImage() == kept


def test_a_change_is_drawn_into_the_kept_picture_and_it_is_the_map_drawn_afresh(controller, shown, qtbot):
    m = kept_map(controller, shown, qtbot)
    picture = m._kept_view[1]
    before = m.grab().toImage()
    controller.do({"type": "override", "op": "move", "target": "lily", "area": "eden"})
    assert m._kept_view is not None and m._kept_view[1] is picture      # drawn into, not taken again
    after = m.grab().toImage()
    assert after != before
    as_afresh(m)
    qtbot.waitUntil(lambda: m._kept_view is not None)
    part = next(iter(controller.state.fighters["ghoul"].parts))
    for command in ({"type": "override", "op": "damage", "target": "ghoul", "part": part},
                    {"type": "override", "op": "move", "target": "lily", "area": "limbo"},
                    {"type": "override", "op": "escape", "target": "lily"}):
        controller.do(command)
        as_afresh(m)
        qtbot.waitUntil(lambda: m._kept_view is not None)
    controller.undo()
    as_afresh(m)


def test_a_marker_chosen_by_the_mouse_is_drawn_into_the_kept_picture(controller, shown, qtbot):
    m = kept_map(controller, shown, qtbot)
    marker = m.marker("lily")
    qtbot.mouseClick(m.viewport(), Qt.LeftButton, pos=m.mapFromScene(marker.sceneBoundingRect().center()))
    assert m.selected == "lily"
    as_afresh(m)


def test_the_view_paints_every_pixel_so_qt_fills_nothing_under_it(controller, shown, qtbot):
    """The viewport is opaque (Qt does not fill it before its paint): its kept picture, and the view drawn as Qt
    draws it, cover every pixel, with the map picture's theme and the table's."""
    m = kept_map(controller, shown, qtbot)
    vp = m.viewport()
    assert vp.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    for afresh in (False, True):
        if afresh:
            m._kept_view = None
        drawn = QPixmap(vp.size())
        drawn.fill(QColor("#ff00ff"))
        vp.render(drawn, QPoint(), QRegion(), QWidget.RenderFlag(0))
        image = drawn.toImage()
        assert image == vp.grab().toImage()
        assert all(image.pixelColor(x, y) != QColor("#ff00ff")
                   for x in range(0, image.width(), 7) for y in range(0, image.height(), 7))
