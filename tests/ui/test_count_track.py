"""The count track: everyone at their AP, the current count, who may act, and Next count."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from vtt.rules.nechronica.engine import actors_now

from vtt.ui.nechronica.contributions import count_track


def CountTrack(controller, read_only: bool = False, table_mode: bool = False):
    """Nechronica's count track: the order widget its contributions declare."""
    from vtt.core.ruleset import GM_VIEWER, TABLE_VIEWER
    return count_track(controller, TABLE_VIEWER if table_mode else GM_VIEWER, read_only)


@pytest.fixture
def track(qtbot, controller):
    t = CountTrack(controller)
    qtbot.add_widget(t)
    t.resize(360, 800)
    t.layout().activate()            # lay out without a window: the geometry is all we read
    return t


def positions(track):
    return {m["pid"]: m["ap"] for m in track.markers()}


def test_every_participant_is_shown_at_its_action_points(track, controller):
    assert positions(track) == {p.id: p.ap for p in controller.state.fighters.values()}


def test_the_column_runs_from_15_down_to_minus_5(track):
    rows = track.layout_markers()[0]
    assert rows[0] == 15 and rows[-1] == -5 and len(rows) == 21


def test_equal_action_points_stand_side_by_side(track, controller):
    at_8 = [m for m in track.markers() if m["ap"] == 8]
    assert len(at_8) == 3
    rects = [m["rect"] for m in at_8]
    assert len({r.y() for r in rects}) == 1
    for a in rects:
        for b in rects:
            assert a is b or not a.intersects(b)


def test_those_who_may_act_now_are_marked(track, controller):
    acting = {m["pid"] for m in track.markers() if m["acting"]}
    assert acting == {p.id for p in actors_now(controller.state)} == {"noel"}


def test_round_and_count_are_shown(track):
    assert track.round_label.text() == "Round 1 · Count 11"


def test_next_count_is_disabled_with_the_reason_while_someone_must_act(track, controller):
    assert not track.next_button.isEnabled()
    assert track.next_button.toolTip() == controller.can({"type": "next_count"}).reason
    assert "Noel" in track.next_button.toolTip()            # (ノエル in Japanese: #41, her names in each language)


def test_next_count_advances_through_the_controller(qtbot, track, controller):
    controller.do({"type": "wait", "actor": "noel"})
    assert track.next_button.isEnabled()
    log = len(controller.session.log)
    QTest.mouseClick(track.next_button, Qt.LeftButton)
    assert len(controller.session.log) == log + 1
    assert controller.session.log[-1].command.type == "next_count"
    assert controller.state.count == 10
    assert track.round_label.text() == "Round 1 · Count 10"
    assert positions(track)["noel"] == 10


def test_markers_follow_every_change(track, controller):
    controller.do({"type": "override", "op": "set_ap", "target": "ghoul", "ap": -3})
    assert positions(track)["ghoul"] == -3
    controller.do({"type": "override", "op": "set_ap", "target": "lily", "ap": 18})
    assert positions(track)["lily"] == 18
    assert track.layout_markers()[0][0] == 18      # the column grows to show her


def test_read_only_has_no_button(qtbot, controller):
    t = CountTrack(controller, read_only=True)
    qtbot.add_widget(t)
    assert t.next_button.isHidden()
    assert not t.next_count()
    assert controller.state.count == 11


def test_table_mode_hides_what_the_gm_hides(qtbot, controller):
    t = CountTrack(controller, read_only=True, table_mode=True)
    qtbot.add_widget(t)
    t.resize(360, 800)
    t.layout().activate()
    controller.do({"type": "override", "op": "visibility", "target": "ghoul", "hidden": True})
    controller.do({"type": "override", "op": "visibility", "target": "soldiers", "show_ap": False})
    controller.do({"type": "override", "op": "visibility", "target": "zombies", "show_name": False})
    shown = {m["pid"]: m["label"] for m in t.markers()}
    assert "ghoul" not in shown and "soldiers" not in shown
    assert shown["zombies"] == "???"
    assert "グール" not in t.texts() and "ゾンビ" not in t.texts()


def test_a_narrow_track_draws_its_header_smaller_then_cut_never_wider_than_itself(qtbot, controller):
    from PySide6.QtGui import QFontMetricsF
    t = CountTrack(controller)
    qtbot.add_widget(t)
    t.resize(360, 800)
    t.show()
    qtbot.waitExposed(t)
    whole_px = t.round_label.font().pixelSize()
    assert t.round_label.text() == "Round 1 · Count 11" and t.round_label.toolTip() == ""
    t.setMinimumWidth(0)
    t.resize(110, 800)                     # a narrow dock or a table view's column
    qtbot.waitUntil(lambda: t.width() == 110)
    label = t.round_label
    assert label.font().pixelSize() < whole_px
    assert QFontMetricsF(label.font()).horizontalAdvance(label.text()) <= t.width()
    assert label.text() != "Round 1 · Count 11" and label.toolTip() == "Round 1 · Count 11"


def drag_chip(track, pid: str, value: int) -> None:
    """Her chip pressed, dragged along the column to the row of ``value`` and let go, as a GM's mouse does."""
    from PySide6.QtCore import QPoint
    chip = next(m for m in track.markers() if m["pid"] == pid)
    start = chip["rect"].center().toPoint()
    top, height = track.row_span_of(value)
    end = QPoint(start.x(), int(top + height / 2))
    canvas = track.canvas
    QTest.mousePress(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(canvas, start + (end - start) * i / 5)
    QTest.mouseRelease(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_dragging_a_chip_to_another_count_sets_her_ap_as_a_logged_undoable_override(track, controller):
    """A GM drags a doll's chip along the count track: her AP is set there by the GM's override (the GM forms'
    "Override: AP"), logged as the GM's and undone as any command."""
    was = controller.state.fighters["lily"].ap
    assert was != 3
    drag_chip(track, "lily", 3)
    assert controller.state.fighters["lily"].ap == 3
    assert positions(track)["lily"] == 3
    record = controller.session.log[-1]
    assert record.override and record.command.params == {"op": "set_ap", "target": "lily", "ap": 3}
    assert controller.undo()
    assert controller.state.fighters["lily"].ap == was
    assert positions(track)["lily"] == was


def test_a_chip_pressed_and_let_go_in_its_row_changes_nothing(track, controller):
    n = len(controller.session.log)
    drag_chip(track, "lily", controller.state.fighters["lily"].ap)
    assert len(controller.session.log) == n


def test_the_tables_track_is_not_dragged(qtbot, controller):
    t = CountTrack(controller, read_only=True, table_mode=True)
    qtbot.add_widget(t)
    t.resize(360, 800)
    t.layout().activate()
    n = len(controller.session.log)
    drag_chip(t, "lily", 3)
    assert len(controller.session.log) == n


def test_after_changes_the_chips_are_those_a_track_made_afresh_shows(qtbot, controller):
    """The chips kept from change to change (only those of other records made again) are the chips a new track makes
    of the same battle: after an AP set, a move, an enemy hidden from the table and undo, on the GM's and the table's."""
    gm, table = CountTrack(controller), CountTrack(controller, read_only=True, table_mode=True)
    for t in (gm, table):
        qtbot.add_widget(t)
        t.show()
    for command in ({"type": "override", "op": "set_ap", "target": "lily", "ap": 3},
                    {"type": "override", "op": "move", "target": "yuki", "area": "eden"},
                    {"type": "override", "op": "visibility", "target": "ghoul", "show_ap": False},
                    {"type": "override", "op": "visibility", "target": "ghoul", "hidden": True}, "undo", "undo"):
        assert controller.undo() if command == "undo" else controller.do(command)
        for t, table_mode in ((gm, False), (table, True)):
            fresh = CountTrack(controller, read_only=table_mode, table_mode=table_mode)
            qtbot.add_widget(fresh)
            assert t.shown() == fresh.shown()


def test_a_move_that_changes_no_chip_hands_out_the_very_same_chips(qtbot, track, controller):
    """A move (her token another record, her chip the same) leaves the chips as the very same tuple, and who acts as
    the very same set while the order's entries are the same: what the track compares after a change is compared by
    identity, not along 200 chips; an AP set makes them again, as a new track makes them."""
    track.show()
    chips, shows = track.shown(), track._shows
    assert controller.do({"type": "override", "op": "move", "target": "ghoul", "area": "eden"})
    assert track.shown() is chips
    assert track._shows[3] is chips and track._shows[4] is shows[4]
    assert controller.do({"type": "override", "op": "set_ap", "target": "lily", "ap": 3})
    fresh = CountTrack(controller)
    qtbot.add_widget(fresh)
    assert track.shown() is not chips and track.shown() == fresh.shown() != chips
