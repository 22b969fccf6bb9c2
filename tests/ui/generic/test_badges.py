"""Issue 29, item 1: a marker's badge writes each damage track apart as the rules read it, never one sum
of unlike tracks (zones: Physical and Mental Harm; ashes: Aura and Health; hundred: its O / X row), and
the table view draws the same."""
from vtt.core.records import Command
from vtt.ui.widgets import segment_tracks, zone_map


def harm(w, who, track, value):
    assert w.controller.do(Command("override", None, {"op": "harm", "target": who, "track": track, "value": value}))


def texts(painted, widget, module=zone_map):
    return [t for t, _ in painted(widget, module)]


def test_zones_asa_one_hit_from_broken_reads_4_of_5_physical_not_6_of_10(generic_window, painted):
    """Seed 004: each Harm track apart (Physical and Mental)."""
    w = generic_window("zones")
    w.controller.do(Command("deal", dice=(1, 2, 3, 4)))
    harm(w, "asa", "physical", 4)
    drawn = texts(painted, w.map)
    assert "P 4/5" in drawn and "M 0/5" in drawn
    assert not any("/10" in t for t in drawn)                 # no sum of the two tracks
    table = w.open_table_view()
    assert "P 4/5" in texts(painted, table.map)
    harm(w, "asa", "physical", 5)                             # broken
    assert "P 5/5" in texts(painted, w.map)


def test_ashes_kenshi_with_21_of_30_health_reads_his_aura_and_health_apart(generic_window, painted):
    """Seed 002: Aura and Health are two pools (damage is bought down with either)."""
    w = generic_window("ashes")
    c = w.controller
    assert c.do(Command("override", None, {"op": "health", "target": "kenshi", "value": 21}))
    assert c.do(Command("override", None, {"op": "health", "target": "raider2", "value": 19}))
    drawn = texts(painted, w.map)
    assert {"A 12/12", "H 21/30", "A 6/6", "H 20/20", "H 19/20"} <= set(drawn)
    assert "A 0/0" not in drawn                               # a foe without Aura: only its Health
    assert not any(t in drawn for t in ("2/25", "0/8", "1/2"))  # the sums the issue saw


def test_the_sheet_writes_each_track_s_own_number(generic_window, painted):
    w = generic_window("zones")
    w.controller.do(Command("deal", dice=(1, 2, 3, 4)))
    harm(w, "asa", "physical", 4)
    w.sheets.show_participant("asa")
    drawn = texts(painted, w.sheets.tracks, segment_tracks)
    assert "4/5" in drawn and "0/5" in drawn


def test_hundred_s_badge_is_its_own_notation(generic_window):
    from vtt.ui.widgets.segment_tracks import badge_lines
    w = generic_window("hundred")
    c = w.controller
    assert c.do(Command("override", None, {"op": "health", "target": "aren", "health": "(X)(/)OOOO"}))
    assert badge_lines(c, c.view().token("aren")) == ["(X)(/)OOOO"]
