"""The views follow every change by redrawing only what it touched: each still shows the state after
moves, damage, undo, redo and a new battle, and what a change did not touch is left as it was."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from vtt import RESOURCES
from vtt.core.records import Command
from vtt.rules.nechronica.battle import demo_session, new_session
from vtt.rules.nechronica.models import AREAS, ScenarioFile
from vtt.ui.nechronica.area_map import AreaMap
from vtt.ui.widgets.line_map import SMALL_CROWD
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.log_dock import LogDock as LogView
from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
from vtt.ui.widgets.line_map import looks_of

from vtt.ui.nechronica.contributions import count_track


def CountTrack(controller, read_only: bool = False, table_mode: bool = False):
    """Nechronica's count track: the order widget its contributions declare."""
    from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
    return count_track(controller, TABLE_VIEWER if table_mode else GM_VIEWER, read_only)

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def move(target, area) -> dict:
    return {"type": "override", "op": "move", "target": target, "area": area}


@pytest.fixture
def area_map(controller, shown):
    return shown(AreaMap(controller), 1200, 600)


def crowd(n_zombies: int) -> BattleController:
    """The demo's dolls and n zombies, all of them in Tartarus."""
    dolls = sorted((RESOURCES / "dolls").glob("*.json"))
    enemies = [{"file": str(RESOURCES / "enemies" / "zombie.json"), "area": "tartarus", "id": f"z{i}"}
               for i in range(n_zombies)]
    scenario = ScenarioFile.model_validate({"dolls": [{"file": str(p)} for p in dolls], "enemies": enemies,
                                            "seed": 1})
    return BattleController(new_session(scenario))


def maps(controller, shown):
    """The GM's area map and the table's, on screen."""
    return (shown(AreaMap(controller), 1200, 600),
            shown(AreaMap(controller, read_only=True, table_mode=True), 1200, 600))


# -- the looks: made from the view once per change, kept where nothing changed -----------------------
def test_looks_are_computed_once_per_change_and_follow_it(controller, shown):
    gm, table = maps(controller, shown)
    first = gm.current_looks()
    assert gm.current_looks() is first                       # asked twice, computed once
    assert list(first) == list(controller.state.fighters)
    for pid, p in controller.state.fighters.items():
        lk = first[pid]
        assert (lk.label, lk.side, lk.area, lk.ap, lk.out) == (p.name, p.side, p.area, p.ap, p.out)
        if p.kind == "legion":
            assert lk.bodies == (p.bodies, p.start_bodies) and lk.segments is None
        else:
            assert lk.segments == tuple(not x.damaged for x in p.parts if x.damageable) or \
                sorted(lk.segments) == sorted(not x.damaged for x in p.parts if x.damageable)
    revision = controller.revision
    controller.do(move("lily", "eden"))
    assert controller.revision == revision + 1
    assert gm.current_looks()["lily"].area == AREAS.index("eden")
    controller.undo()
    assert gm.current_looks()["lily"].area == AREAS.index("limbo")
    assert table.current_looks() is not gm.current_looks()


def fresh_looks(controller, table_mode=False) -> dict:
    """The looks made anew from the ruleset's view, keeping nothing of the last ones."""
    return looks_of(controller.session.view(TABLE_VIEWER if table_mode else GM_VIEWER))


def test_after_a_move_only_the_movers_look_is_made_again(controller, shown):
    gm, table_map = maps(controller, shown)
    before = gm.current_looks()
    table = table_map.current_looks()
    controller.do(move("lily", "eden"))
    after = gm.current_looks()
    assert after == fresh_looks(controller) and table_map.current_looks() == fresh_looks(controller, True)
    assert after["lily"].area == AREAS.index("eden")
    assert all(after[pid] is before[pid] for pid in before if pid != "lily")
    assert all(table_map.current_looks()[pid] is table[pid] for pid in table if pid != "lily")
    assert list(after) == list(before)                               # still in participant order
    for change in ({"type": "override", "op": "set_ap", "target": "ghoul", "ap": 2},
                   {"type": "override", "op": "set_count", "count": 8},
                   {"type": "override", "op": "damage", "target": "noel", "part": "p0"}):
        controller.do(change)                                        # anything else: every look again
        assert gm.current_looks() == fresh_looks(controller)
        controller.do(move("noel", "tartarus"))
        assert gm.current_looks() == fresh_looks(controller)
    controller.undo()
    assert gm.current_looks() == fresh_looks(controller)
    controller.redo()
    assert gm.current_looks() == fresh_looks(controller)


def test_a_new_battle_gives_new_looks(controller, shown):
    gm, _ = maps(controller, shown)
    old = gm.current_looks()
    controller.set_session(demo_session(2))
    assert gm.current_looks() is not old
    assert set(gm.current_looks()) == set(controller.state.fighters) == set(gm.markers())


# -- the area map ------------------------------------------------------------------------------------
def positions(area_map) -> dict:
    return {pid: (m.pos().x(), m.pos().y()) for pid, m in area_map.markers().items()}


def test_a_move_moves_that_marker_and_leaves_the_other_areas_alone(area_map, controller):
    before = positions(area_map)
    lily_from = controller.state.fighters["lily"].area
    controller.do(move("lily", "eden"))
    after = positions(area_map)
    assert area_map.area_at(area_map.marker("lily").sceneBoundingRect().center()) == AREAS.index("eden")
    touched = {lily_from, AREAS.index("eden")}
    untouched = [pid for pid, p in controller.state.fighters.items() if p.area not in touched]
    assert untouched and all(after[pid] == before[pid] for pid in untouched)
    controller.undo()
    assert positions(area_map) == before


def test_redo_puts_the_marker_back_where_the_command_put_it(area_map, controller):
    controller.do(move("noel", "tartarus"))
    moved = positions(area_map)
    controller.undo()
    controller.redo()
    assert positions(area_map) == moved


def test_a_marker_dragged_and_refused_goes_back_to_its_exact_place(area_map, controller, qtbot):
    home = area_map.marker("lily").pos()
    start = area_map.mapFromScene(area_map.marker("lily").sceneBoundingRect().center())
    end = area_map.mapFromScene(area_map.area_rect(AREAS.index("eden")).center())
    vp = area_map.viewport()
    with qtbot.waitSignal(controller.error):
        QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
        QTest.mouseMove(vp, start + QPoint(20, 0))
        QTest.mouseMove(vp, end)
        QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    assert area_map.marker("lily").pos() == home


def test_a_marker_moved_to_and_fro_between_crowded_areas_does_not_rescale_the_map(shown):
    c = crowd(40)
    m = shown(AreaMap(c), 500, 600)
    scale = m.transform().m11()
    for area in ("hades", "tartarus", "hades", "tartarus"):
        c.do(move("z0", area))
        assert m.transform().m11() == scale
        assert m.area_at(m.marker("z0").sceneBoundingRect().center()) == AREAS.index(area)
    # every marker still stands in its own area, one to a place
    places = {(mk.pos().x(), mk.pos().y()) for mk in m.markers().values()}
    assert len(places) == len(m.markers())
    for pid, p in c.state.fighters.items():
        assert m.area_at(m.marker(pid).sceneBoundingRect().center()) == p.area


def test_the_map_grows_at_once_and_shrinks_when_the_crowd_thins_out(shown):
    c = crowd(40)
    m = shown(AreaMap(c), 500, 600)
    crowded = m.sceneRect().height()
    for i in range(30):                   # most of the crowd leaves Tartarus for three areas
        c.do(move(f"z{i}", AREAS[1 + i % 3]))
    assert m.sceneRect().height() < crowded
    assert m.transform().m11() > 0
    for pid, p in c.state.fighters.items():
        assert m.area_at(m.marker(pid).sceneBoundingRect().center()) == p.area


def test_one_leaving_a_crowded_area_leaves_the_others_where_they_stand_and_comes_back_to_her_place(shown):
    c = crowd(40)
    m = shown(AreaMap(c), 900, 600)
    before = positions(m)
    c.do(move("z0", "hades"))                     # the first in Tartarus leaves
    after = positions(m)
    assert after["z0"] != before["z0"]
    assert all(after[pid] == before[pid] for pid in before if pid != "z0")      # nobody shifts up
    c.do(move("z5", "hades"))
    c.do(move("z0", "tartarus"))                  # back into the first gap: her own place
    assert positions(m)["z0"] == before["z0"]
    c.undo()
    c.undo()
    c.undo()
    assert positions(m) == before                 # undo puts everyone back


def test_a_crowd_closes_up_in_the_battles_order_once_a_quarter_of_its_places_stand_empty(shown):
    c = crowd(40)
    m = shown(AreaMap(c), 900, 600)
    fresh = positions(m)
    for i in range(10):                           # 10 gaps among 40 places: a quarter, not more
        c.do(move(f"z{i}", "hades"))
    kept = positions(m)
    assert all(kept[f"z{i}"] == fresh[f"z{i}"] for i in range(10, 40))
    c.do(move("z10", "hades"))                    # 11 empty: the rest close up, in order
    closed = positions(m)
    assert [closed[f"z{i}"] for i in range(11, 40)] == [fresh[f"z{i}"] for i in range(29)]
    for pid, p in c.state.fighters.items():
        assert m.area_at(m.marker(pid).sceneBoundingRect().center()) == p.area


def test_a_few_in_an_area_stand_side_by_side_without_gaps(shown):
    c = crowd(SMALL_CROWD + 1)
    m = shown(AreaMap(c), 900, 600)
    fresh = positions(m)
    c.do(move("z3", "hades"))                     # a few left: they close up in the battle's order
    after = positions(m)
    assert [after[f"z{i}"] for i in range(4, SMALL_CROWD + 1)] == [fresh[f"z{i}"] for i in range(3, SMALL_CROWD)]
    c.undo()
    assert positions(m) == fresh


def test_damage_changes_the_marker_of_the_damaged_one_only(area_map, controller):
    looks = {pid: area_map.look_of(pid) for pid in area_map.markers()}
    controller.do({"type": "override", "op": "damage", "target": "ghoul", "part": "p0"})
    assert not all(area_map.look_of("ghoul").segments)
    assert all(area_map.look_of(pid) == lk for pid, lk in looks.items() if pid != "ghoul")


# -- the count track ---------------------------------------------------------------------------------
@pytest.fixture
def track(controller, shown):
    return shown(CountTrack(controller), 360, 800)


def test_a_move_leaves_the_count_track_as_it_was_drawn(track, controller, qtbot):
    track.canvas.repaint()
    drawing = track.canvas._kept[1]
    assert drawing is not None
    controller.do(move("lily", "eden"))
    track.canvas.repaint()
    assert track.canvas._kept[1] is drawing
    controller.do({"type": "override", "op": "set_ap", "target": "lily", "ap": 3})
    track.canvas.repaint()
    assert track.canvas._kept[1] is not drawing
    assert {m["pid"]: m["ap"] for m in track.markers()}["lily"] == 3


def test_the_count_track_is_drawn_anew_for_a_new_size_or_theme(track):
    from vtt.ui.theme import HIGH_CONTRAST
    track.canvas.repaint()
    drawing = track.canvas._kept[1]
    track.resize(360, 600)
    track.layout().activate()
    track.canvas.repaint()
    assert track.canvas._kept[1] is not drawing
    assert track.canvas._kept[0][1:3] == (track.canvas.width(), track.canvas.height())
    drawing = track.canvas._kept[1]
    track.set_theme(HIGH_CONTRAST)
    track.canvas.repaint()
    assert track.canvas._kept[1] is not drawing
    assert track.canvas.grab().toImage().pixelColor(2, 2) == HIGH_CONTRAST.panel


# -- the main window's docks -------------------------------------------------------------------------
@pytest.fixture
def window(window):
    """The main window, the battle started."""
    window.issue(Command("start"))
    return window


def struck(sheet, key) -> bool:
    return sheet._find_item(key).font(0).strikeOut()


def test_damage_marks_appear_on_the_right_sheet(window):
    sheets = window.sheets
    sheets.show_participant("lily")
    window.issue(Command("override", None, {"op": "damage", "target": "lily", "part": "p0"}))
    assert struck(sheets.sheets["lily"], "p0")                  # the sheet on show, at once
    window.issue(Command("override", None, {"op": "damage", "target": "ghoul", "part": "p0"}))
    assert not struck(sheets.sheets["lily"], "p1")
    sheets.show_participant("ghoul")                            # a hidden sheet, when it is shown
    assert struck(sheets.sheets["ghoul"], "p0")
    window.controller.undo()
    assert not struck(sheets.sheets["ghoul"], "p0")
    sheets.show_participant("lily")
    assert struck(sheets.sheets["lily"], "p0")


def test_a_sheet_shows_the_state_after_a_new_battle(window):
    window.controller.set_session(demo_session(seed=2))
    sheets = window.sheets
    assert set(sheets._tabs) == set(window.controller.state.fighters)     # a tab each; sheets when shown
    sheets.show_participant("lily")
    lily = window.controller.state.fighters["lily"]
    assert not struck(sheets.sheets["lily"], "p0")
    assert sheets.sheets["lily"].ap_label.text().startswith(f"AP {lily.ap} /")


def test_the_tab_titles_follow_the_action_points(window):
    sheets = window.sheets
    i = sheets.indexOf(sheets._tabs["ghoul"])           # a tab not shown: its sheet is not built yet
    window.issue(Command("override", None, {"op": "set_ap", "target": "ghoul", "ap": 2}))
    assert sheets.tabText(i).endswith("  2")
    window.controller.undo()
    assert sheets.tabText(i).endswith(f"  {window.controller.state.fighters['ghoul'].ap}")


def test_the_chosen_target_stays_chosen_while_the_choices_stay_the_same(window):
    window.issue(Command("override", None, {"op": "move", "target": "lily", "area": "hades"}))
    window.issue(Command("override", None, {"op": "set_count", "count": 8}))
    window.sheets.show_participant("ghoul")
    ghoul = window.sheets.sheets["ghoul"]
    ghoul.select_part("p0")
    names = [ghoul.targets.itemText(i) for i in range(ghoul.targets.count())]
    assert len(names) > 1
    pick = next(i for i, t in enumerate(names) if "Lily" in t)
    ghoul.targets.setCurrentIndex(pick)
    window.issue(Command("override", None, {"op": "damage", "target": "noel", "part": "p0"}))
    assert ghoul.targets.currentIndex() == pick
    window.issue(Command("override", None, {"op": "move", "target": "lily", "area": "eden"}))
    assert all("Lily" not in ghoul.targets.itemText(i) for i in range(ghoul.targets.count()))


def test_the_madness_buttons_are_kept_while_they_stay_the_same_and_follow_changes(window):
    flow = window.extras["flow"]
    buttons = [flow.madness_row.itemAt(i).widget() for i in range(flow.madness_row.count())]
    window.issue(Command("override", None, {"op": "move", "target": "lily", "area": "eden"}))
    assert [flow.madness_row.itemAt(i).widget() for i in range(flow.madness_row.count())] == buttons
    window.issue(Command("override", None, {"op": "end_battle", "outcome": "victory"}))
    assert flow.madness_box.isHidden() and flow.madness_row.count() == 0
    window.controller.undo()
    assert flow.madness_row.count() == len(buttons)
    assert [flow.madness_row.itemAt(i).widget().text() for i in range(flow.madness_row.count())] == \
        [b.text() for b in buttons]


def test_the_status_bar_error_goes_with_the_next_accepted_command(window, qtbot):
    window.controller.do({"type": "next_count"})                       # someone must still act: refused
    assert window.error_label.text()
    window.issue(Command("override", None, {"op": "move", "target": "lily", "area": "eden"}))
    assert window.error_label.text() == ""


# -- the log -------------------------------------------------------------------------------------------
def _last_entry_rect(view):
    """Where the log's last line is drawn, in its viewport."""
    text = view.view
    block = text.document().lastBlock()
    return text.blockBoundingGeometry(block).translated(text.contentOffset()).toRect()


def _lines_laid_out(view) -> int:
    doc = view.view.document()
    total, block = 0, doc.firstBlock()
    while block.isValid():
        total += block.layout().lineCount()
        block = block.next()
    return total


def test_the_log_shows_its_last_row_and_rows_keep_their_size(window, qtbot):
    log = window.log
    for i in range(40):
        window.issue(Command("override", None, {"op": "move", "target": "lily", "area": AREAS[i % 5]}))
    assert log.count() == len(window.controller.session.log)
    bar = log.view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    last = _last_entry_rect(log)
    assert log.view.viewport().rect().intersects(last)
    assert last.width() <= log.view.viewport().width()              # wrapped at the log's width


def test_a_narrower_log_wraps_its_rows_again(qtbot, controller, shown):
    view = shown(LogView(controller), 700, 300)
    for i in range(6):
        controller.do(move("lily", AREAS[i % 5]))
    wide = _lines_laid_out(view)
    assert wide >= 6
    view.resize(160, 300)
    qtbot.waitUntil(lambda: view.view.viewport().width() < 200)
    controller.do(move("lily", "eden"))
    QApplication.processEvents()
    assert _lines_laid_out(view) > wide + 1                       # every row laid out anew, on more lines


def test_the_log_scroll_bar_is_drawn_again_only_when_its_picture_changes(qtbot, controller, shown):
    view = shown(LogView(controller), 500, 160)
    bar = view.view.verticalScrollBar()
    painted = []

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if obj is bar and event.type() == QEvent.Type.Paint:
                painted.append(bar.value())
            return False

    watch = Watch()
    bar.installEventFilter(watch)
    handles = set()
    for i in range(60):
        controller.do(move("lily", AREAS[i % 5]))
        QApplication.processEvents()         # let the bar paint what changed
        handles.add(bar._picture())
    assert bar.value() == bar.maximum() > 0
    assert 0 < len(painted) <= len(handles)  # drawn for each new picture, not for every row
    painted.clear()
    bar.setValue(0)                          # the GM scrolls up: that is drawn
    qtbot.waitUntil(lambda: painted == [0])


def played(commands: int) -> BattleController:
    """The demo battle played by the AI on both sides for some commands (a battle opened from a file)."""
    from vtt.sim.driver import next_command
    from vtt.rules.nechronica.policies import make_policy
    s = demo_session(1)
    policies = {side: make_policy("heuristic", side, seed=3) for side in ("dolls", "enemies")}
    for _ in range(commands):
        s.do(next_command(s, policies))
    return BattleController(s)


def test_a_battle_opened_with_a_long_log_shows_its_latest_rows(qtbot, shown):
    """The rows are laid out before the window has its size; once it has, they wrap anew (taller) and
    the log still shows the last of them, not rows from the middle of the battle."""
    c = played(43)
    view = LogView(c)                                 # filled before it is shown, as when a file opens
    shown(view, 900, 200)
    bar = view.view.verticalScrollBar()
    QApplication.processEvents()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    last = _last_entry_rect(view)
    assert view.view.viewport().rect().contains(last.bottomLeft() - QPoint(0, 1))


def test_a_log_scrolled_up_by_the_gm_stays_there_when_resized(qtbot, shown):
    view = shown(LogView(played(43)), 900, 200)
    bar = view.view.verticalScrollBar()
    QApplication.processEvents()
    bar.setValue(0)
    view.resize(700, 260)
    QApplication.processEvents()
    assert bar.value() == 0


def test_a_crowds_tab_bar_shows_the_dolls_and_the_tabs_around_the_sheet_on_show(qtbot, tmp_path, monkeypatch):
    """With 40 zombies the bar shows the dolls' tabs and the TABS_SHOWN around the sheet on show; a marker
    clicked far away, or Ctrl+Tab past the edge, brings her tab into the bar as her sheet comes up."""
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.nechronica.doll_sheet import TABS_SHOWN
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    c = crowd(40)
    w = MainWindow(c, settings=open_settings(tmp_path), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    sheets, bar = w.sheets, w.sheets.tabBar()
    dolls = [i for i in range(sheets.count()) if c.state.fighters[sheets.widget(i).pid].side == "dolls"]

    def shown():
        return {i for i in range(sheets.count()) if bar.isTabVisible(i)}
    assert set(dolls) <= shown() and len(shown()) == len(dolls) + TABS_SHOWN
    far = sheets.indexOf(sheets._tabs["z35"])
    assert far not in shown()
    amap = w.map
    at = amap.mapFromScene(amap.marker("z35").sceneBoundingRect().center())
    qtbot.mouseClick(amap.viewport(), Qt.LeftButton, pos=at)        # her marker: her sheet, her tab shown
    assert sheets.current_participant() == "z35" and far in shown() and set(dolls) <= shown()
    assert len(shown()) == len(dolls) + TABS_SHOWN
    last = max(shown())
    sheets.setCurrentIndex(last)
    w.act["next_sheet"].trigger()                                   # Ctrl+Tab past the bar's edge
    assert sheets.currentIndex() == (last + 1) % sheets.count() and sheets.currentIndex() in shown()
    hidden = next(i for i in range(sheets.count()) if i not in shown())
    assert w.issue(Command("override", None, {"op": "set_ap", "target": sheets.widget(hidden).pid, "ap": 3}))
    assert sheets.tabText(hidden).endswith("  3")                    # a tab out of the bar keeps its title told


def test_kept_makes_again_only_the_positions_whose_records_are_other_objects():
    from vtt.ui.widgets.battle_controller import Kept
    kept, made = Kept(), []

    def make(a, b):
        made.append((a, b))
        return [a, b]                            # a new object each time it is made
    a, b, c, x, y = (object() for _ in range(5))
    first = kept.row(make, (a, b, c), (x, x, y))
    assert len(made) == 3
    made.clear()
    second = kept.row(make, (a, b, c), (x, y, y))     # b's partner is another object
    assert made == [(b, y)] and second[0] is first[0] and second[2] is first[2] and second[1] == [b, y]
    made.clear()
    kept.row(make, (a, b), (x, y))                    # a row of another length: made afresh
    assert made == [(a, x), (b, y)]
