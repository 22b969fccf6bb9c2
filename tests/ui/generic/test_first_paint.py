"""Issue 29, item 11: the generic window's first paint imports only what it shows: no pydantic (the demo
is read plain, vtt.core.plain), nothing of Nechronica's window or engine, no printer, no table view, no
exchange format; the widgets of extras a ruleset lacks are not imported either. The speed itself is
measured by benchmarks/bench_gui.py (no timing is asserted here)."""
import json

import pytest

from tests.ui.test_startup import FIRST_PAINT, _vtt

NOT_AT_START = ("pydantic", "vtt.rules.nechronica", "vtt.ui.nechronica", "vtt.ui.zones.sheet_render",
                "vtt.ui.sheet_generic", "vtt.ui.widgets.table_window", "vtt.interop", "vtt.ui.widgets.gm_dialog",
                "vtt.core.journal", "PySide6.QtPrintSupport")
EXTRAS = {"zones": ("vtt.ui.widgets.dice_tray", "vtt.ui.widgets.hands_panel", "vtt.ui.widgets.range_table",
                    "vtt.ui.widgets.count_track"),
          "ashes": ("vtt.ui.widgets.hands_panel", "vtt.ui.widgets.range_table", "vtt.ui.widgets.count_track"),
          "hundred": ("vtt.ui.widgets.dice_tray", "vtt.ui.widgets.count_track")}


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_the_first_paint_of_a_generic_demo_imports_only_what_it_shows(tmp_path, ruleset):
    done = _vtt(tmp_path, "--demo", "--system", ruleset, "--exit-after-first-paint", code=FIRST_PAINT)
    assert done.returncode == 0, done.stderr
    modules = json.loads(done.stdout)["modules"]
    assert [m for m in modules if m.startswith(NOT_AT_START + EXTRAS[ruleset])] == []
    assert "vtt.ui.battle_window" in modules and f"vtt.rules.{ruleset}.engine" in modules
