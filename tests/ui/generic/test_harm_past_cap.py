"""Harm past the capacity (zones: "a character is broken when a track reaches its capacity"; the levels past it
still count, each a die fewer) reads "3/3 +1" — the track full and what is past it — wherever it is shown: the
sheet, the map's badge, the table view's card and the printed sheet, through one function
(vtt.core.ruleset.track_number). Never "4/3", as if the capacity were wrong."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.zones.test_print import text_of
from vtt.core.records import Command
from vtt.core.ruleset import track_number
from vtt.ui.widgets import participant_cards, segment_tracks, zone_map
from vtt.ui.zones.sheet_render import print_session


def test_a_reading_past_the_limit_keeps_the_limit_full_and_marks_the_rest():
    assert track_number(4, 3) == "3/3 +1" and track_number(7, 3) == "3/3 +4"
    assert track_number(3, 3) == "3/3" and track_number(2, 5) == "2/5" and track_number(0, 0) == "0/0"


def _harmed_wolf(w) -> None:
    """The grey wolf (capacity 3) given 4 Physical Harm by the GM."""
    c = w.controller
    assert c.do(Command("deal", dice=(1, 2, 3, 4)))
    assert c.do(Command("override", None, {"op": "harm", "target": "wolf1", "track": "physical", "value": 4}))
    assert c.state.fighters["wolf1"].physical == 4 and c.state.fighters["wolf1"].cap_physical == 3
    QApplication.processEvents()


def test_harm_past_the_capacity_reads_the_same_on_the_sheet_the_badge_and_the_table_card(generic_window, painted,
                                                                                          qtbot):
    w = generic_window("zones")
    _harmed_wolf(w)
    w.sheets.show_participant("wolf1")
    QApplication.processEvents()
    sheet = [t for t, _ in painted(w.sheets, segment_tracks)]
    assert any("3/3 +1" in t for t in sheet) and not any("4/3" in t for t in sheet)
    badge = [t for t, _ in painted(w.map, zone_map)]
    assert "P 3/3 +1" in badge and not any("4/3" in t for t in badge)
    w.act["table"].trigger()
    table = w.table_view
    qtbot.waitExposed(table)
    cards = [t for t, _ in painted(table, participant_cards)]
    assert "3/3 +1" in cards and not any("4/3" in t for t in cards)
    table.close()


def test_harm_past_the_capacity_is_printed_beside_the_ticked_boxes(generic_window, tmp_path):
    w = generic_window("zones")
    _harmed_wolf(w)
    printed = print_session(w.controller.session, tmp_path / "b.pdf")
    reports = {r.name: r for r in printed}
    wolf = reports["Grey wolf"]
    assert wolf.boxes["physical"] == 3 and wolf.ticked["physical"] == 3 and wolf.past == {"physical": "3/3 +1"}
    assert reports["Asa"].past == {}
    assert "3/3+1" in text_of(tmp_path / "b.pdf", printed.index(wolf))      # (white space left out)
