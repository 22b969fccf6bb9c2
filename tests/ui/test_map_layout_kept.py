"""The line map after a change looks only at the markers whose look is another object and lays out only the columns
they left or came to (vtt.ui.widgets.line_map, LineMap.refresh): every marker stands where laying out every column
again puts her, after moves in and out of a crowd, an escape, undo and a refused drag (docs/gui.md, "The fifth
round")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from vtt.rules.nechronica.models import AREAS
from vtt.ui.nechronica.area_map import AreaMap
from vtt.ui.widgets.battle_controller import BattleController


def crowd(n: int = 30) -> BattleController:
    """The sample dolls and ``n`` zombies in 奈落 (a crowd: places kept, gaps left)."""
    from vtt import RESOURCES
    from vtt.rules.nechronica.battle import new_session
    from vtt.rules.nechronica.models import ScenarioFile
    dolls = sorted((RESOURCES / "dolls").glob("*.json"))
    enemies = [{"file": str(RESOURCES / "enemies" / "zombie.json"), "area": "tartarus", "id": f"z{i}"} for i in range(n)]
    return BattleController(new_session(ScenarioFile.model_validate(
        {"dolls": [{"file": str(p)} for p in dolls], "enemies": enemies, "seed": 1})))


@pytest.fixture
def map_(shown):
    return shown(AreaMap(crowd()), 1200, 600)


def places(m) -> dict:
    return {pid: (round(item.pos().x(), 3), round(item.pos().y(), 3)) for pid, item in m.markers().items()}


def as_laid_out_afresh(m) -> None:
    """Every marker where laying out every column again (the same places kept) puts her."""
    now = places(m)
    m._laid = None
    m.refresh()
    assert places(m) == now


def move(m, who: str, area: str) -> None:
    assert m.controller.do({"type": "override", "op": "move", "target": who, "area": area})


def test_a_move_lays_out_only_the_columns_she_left_and_came_to(map_):
    """And tells who left and came to each (keep_places need not find them along the crowd's places)."""
    laid: list = []
    place = map_._place
    map_._place = lambda by_column, per_row, some=None, moved=None: (laid.append((sorted(by_column), moved))
                                                                     or place(by_column, per_row, some, moved))
    move(map_, "z3", "hades")
    left, came = AREAS.index("tartarus"), AREAS.index("hades")
    assert laid == [([left, came], {left: (["z3"], []), came: ([], ["z3"])})]
    as_laid_out_afresh(map_)
    laid.clear()
    move(map_, "z3", "tartarus")                     # (back to the place she left, kept empty; hades is empty)
    assert laid == [([left], {came: (["z3"], []), left: ([], ["z3"])})]
    as_laid_out_afresh(map_)


def test_after_moves_escapes_and_undo_every_marker_stands_where_a_whole_layout_puts_her(map_):
    c = map_.controller
    home = AREAS[c.state.fighters["lily"].area]
    for who, area in (("z3", "hades"), ("z4", "hades"), ("z3", "tartarus"), ("lily", "tartarus"), ("z10", "eden"),
                      ("lily", home), ("z10", "tartarus")):                # (back to a column left empty)
        move(map_, who, area)
        as_laid_out_afresh(map_)
    assert c.do({"type": "override", "op": "escape", "target": "z5"})       # the off-map strip comes
    as_laid_out_afresh(map_)
    for _ in range(4):
        assert c.undo()
        as_laid_out_afresh(map_)


def test_a_refused_drag_puts_her_back(map_):
    assert map_.controller.do({"type": "start"})
    before, log = places(map_), len(map_.controller.session.log)
    m, vp = map_, map_.viewport()
    start = m.mapFromScene(m.marker("z3").sceneBoundingRect().center())
    end = m.mapFromScene(m.area_rect(AREAS.index("eden")).center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(20, 0))
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)   # (not her count)
    assert len(m.controller.session.log) == log
    assert places(m) == before


def on_the_grid(m) -> set:
    """Where each marker stands within a viewport pixel (its top left mapped by the view), rounded."""
    t = m.viewportTransform()
    out = set()
    for item in m.markers().values():
        p = t.map(item.mapToScene(0, 0))                    # (her place, and the offset that puts her on pixels)
        out.add((round(p.x() % 1, 4) % 1, round(p.y() % 1, 4) % 1))
    return out


def test_every_marker_stands_at_one_fraction_of_a_pixel_so_one_moved_is_drawn_from_the_picture_qt_keeps(map_, qtbot):
    """A marker moved to another area stands at the same fraction of a pixel as every other (whole pixels from the
    scene's origin): Qt draws her from the picture it keeps of her (DeviceCoordinateCache) rather than have her paint
    again, and the kept map is the map drawn afresh."""
    c = map_.controller
    map_.grab()
    qtbot.waitUntil(lambda: map_._kept_view is not None)
    assert len(on_the_grid(map_)) == 1
    for area in ("hades", "tartarus", "limbo", "tartarus"):
        c.do({"type": "override", "op": "move", "target": "z3", "area": area})
        assert len(on_the_grid(map_)) == 1
        as_laid_out_afresh(map_)
        kept = map_.grab().toImage()
        map_._kept_view = None
        assert map_.grab().toImage() == kept
        qtbot.waitUntil(lambda: map_._kept_view is not None)
    map_.resize(900, 500)
    qtbot.waitUntil(lambda: map_.viewport().width() == 900)
    c.do({"type": "override", "op": "move", "target": "z3", "area": "hades"})
    assert len(on_the_grid(map_)) == 1
