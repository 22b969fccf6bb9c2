"""A zones marker with a portrait: its badge ("P 0/5", "M 0/5") stands on one row of pills at the circle's foot
when the marker's room holds them at their size, so the face stays in sight above (stacked, the two pills hid
the lower 60% of it) — on the GM's map and the table view's."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from vtt.ui.widgets.zone_map import badge_share


def _one_row_at_the_foot(m, who: str) -> None:
    view = m.controller.view(m.viewer)
    token = view.token(who)
    r = m.token_rects()[who]
    assert m.portrait(who) is not None
    boxes = [box for box, _, _, _ in m.badge_fonts(token, r, pictured=True)]
    assert len(boxes) == 2 and boxes[0].top() == boxes[1].top()                    # side by side
    assert boxes[0].right() <= boxes[1].left()                                     # apart
    assert r.bottom() - boxes[0].top() <= 0.35 * r.height()                        # the face above in sight
    assert all(abs(b.height() - r.height() * badge_share(2, True)) < 0.01 for b in boxes)   # not made smaller


def test_a_portraits_badge_stands_on_one_row_at_the_foot_of_its_marker(generic_window, qtbot):
    w = generic_window("zones")
    QApplication.processEvents()
    _one_row_at_the_foot(w.map, "bren")
    w.act["table"].trigger()
    table = w.table_view
    qtbot.waitExposed(table)
    QApplication.processEvents()
    _one_row_at_the_foot(table.map, "bren")
    table.close()
