"""#39, played under Xvfb: a command that tells no event (zones' "No swap" after a parry with successes to
spare) stood in the log as its bare type, "6. choose"; it reads as the command's label, in either language."""
from __future__ import annotations

from vtt.core import registry
from vtt.core.records import Command, Record
from vtt.ui.log_dock import entry_text


def test_a_command_without_events_is_logged_by_its_label():
    s = registry.get("zones").demo_session(3)
    record = Record(0, Command("choose", "asa", {"option": "no_swap"}), ())
    assert entry_text(record, s, "en") == "1. No swap"


def test_the_label_is_told_in_japanese():
    s = registry.get("zones").demo_session(3)
    record = Record(0, Command("choose", "asa", {"option": "no_swap"}), ())
    ja = entry_text(record, s, "ja")
    assert "choose" not in ja and ja == "1. " + s.ruleset.command_text(s.state, record.command, "ja")
