"""The generic zone map on the ashes battlefields, which the scenario places close together (a
diamond of four): the zones are shrunk alike until none overlaps another, and all stay on screen."""
from vtt.core import registry
from vtt.core.ruleset import GM_VIEWER
from vtt.ui.widgets.zone_map import zone_rects


def test_battlefields_placed_close_together_neither_overlap_nor_leave_the_map():
    session = registry.get("ashes").demo_session(1)
    view = session.view(GM_VIEWER)
    assert len(view.extra["positions"]) == 4
    for width, height in ((760.0, 700.0), (400.0, 300.0), (1200.0, 500.0)):
        rects = zone_rects(view, width, height)
        assert set(rects) == {z.id for z in view.map.zones}
        boxes = list(rects.values())
        for i, a in enumerate(boxes):
            assert 0 <= a.left() and a.right() <= width and 0 <= a.top() and a.bottom() <= height
            assert a.width() > width * 0.12 and a.height() > height * 0.12      # still big enough for tokens
            for b in boxes[i + 1:]:
                assert not a.intersects(b)
