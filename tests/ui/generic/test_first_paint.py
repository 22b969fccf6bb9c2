"""Issue 29, item 11: the window's first paint of a zones, ashes or hundred battle imports only what it shows: no pydantic (the demo
is read plain, vtt.core.plain), nothing of Nechronica's window or engine, no printer, no table view, no
exchange format, not the workshop, not html; the widgets of extras a ruleset lacks are not imported
either, nor are the Python types of Qt classes it does not use built (docs/gui.md, "Start-up to the
first paint" and "The generic window, second pass"). The speed itself is measured by
benchmarks/bench_gui.py (no timing is asserted here)."""
import importlib
import json
import os
import subprocess
import sys

import pytest

from tests.ui.test_startup import FIRST_PAINT, _vtt

NOT_AT_START = ("pydantic", "vtt.rules.nechronica", "vtt.ui.nechronica", "vtt.ui.zones.sheet_render",
                "vtt.ui.sheet_generic", "vtt.ui.table_view", "vtt.interop", "vtt.ui.widgets.gm_dialog",
                "vtt.core.journal", "PySide6.QtPrintSupport", "vtt.workshop", "html",
                "vtt.ui.printers")           # (File → Print is enabled by contributions.printer_name)
# Qt classes the first frame does not use, whose Python types (and enums) PySide would build when imported
# or weighed by an overload: the dialogs', an icon's (QAction(text, parent)), a gradient's (fillRect,
# QBrush(colour)), a spin box's, the font database's (vtt.ui.theme.fill, vtt.ui.actions.text_action)
NOT_BUILT = ("QFileDialog", "QMessageBox", "QDateTime", "QIcon", "QGradient", "QSpinBox", "QFontDatabase",
             "QLibraryInfo",
             # the item views' (~10 M instructions): the log is a plain-text view, hundred's ranges are painted
             "QAbstractItemView", "QListWidget", "QTableWidget", "QHeaderView",
             # the style's (~45 M: its enums are large): never asked for at start-up
             "QStyle")
# (QByteArray's type is built: the demo shows its map picture and portraits at its first paint, and a picture
# is decoded from the bytes read, vtt.ui.images, through a QBuffer holding them)
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
    assert "vtt.ui.main_window" in modules and f"vtt.rules.{ruleset}.engine" in modules
    built = json.loads(done.stdout)["qt_types"]
    assert [name for name in NOT_BUILT if name in built] == []
    assert "QMainWindow" in built and "QTextBrowser" in built            # (the probe sees what was built)


# The probe above, also noting every message catalog the process opens (an audit hook: Python's own reports of
# its file opens; Qt's translator file is opened by Qt, not Python, and is one file for every ruleset)
WITH_CATALOGS = ("opened = []\nimport sys\nsys.addaudithook(lambda event, args: event == 'open' and isinstance("
                 "args[0], str) and args[0].endswith('.mo') and opened.append(args[0].rpartition('/')[2]))\n"
                 + FIRST_PAINT.replace('"qt_types": qt_types}', '"qt_types": qt_types, "catalogs": opened}'))
SYSTEMS = ("nechronica", "zones", "ashes", "hundred")


@pytest.mark.parametrize("ruleset", SYSTEMS)
def test_a_first_paint_in_japanese_loads_no_other_rulesets_package_or_catalog(tmp_path, ruleset):
    """#39 (docs/gui.md, "The seventh round (first paint)"): a ruleset's demo imports no other ruleset's rules,
    window panels or exchange formats, and reads only vtt's catalog and its own; the registry imports a ruleset
    when it is asked for (opening another ruleset's file still works: tests/ui/test_one_window.py)."""
    done = _vtt(tmp_path, "--demo", "--system", ruleset, "--lang", "ja", "--exit-after-first-paint",
                code=WITH_CATALOGS)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    others = tuple(f"vtt.{layer}.{other}" for other in SYSTEMS if other != ruleset for layer in ("rules", "ui", "interop"))
    assert [m for m in report["modules"] if m.startswith(others)] == []
    assert sorted(set(report["catalogs"])) == sorted({"vtt.mo", f"{ruleset}.mo"})
    assert f"vtt.rules.{ruleset}.engine" in report["modules"]              # (the probe sees what was imported)


# the probe, also listing the regular expressions compiled by then (re's cache of compiled patterns, read only)
WITH_PATTERNS = FIRST_PAINT.replace('"qt_types": qt_types}',
                                    '"qt_types": qt_types, "patterns": [str(k[1]) for k in __import__("re")._cache]}')
#: what a start imported, or compiled, that its first frame does not need (docs/gui.md, "The ninth round (first
#: paint: start-up path)"): dataclasses ~12 M instructions, platformdirs ~26 M once PySide is imported (the user
#: data folder is found by the XDG rule on Linux, vtt.core.files.xdg_data_dir), glob 1.4 M (the stale temp files
#: are told by their names), the "utf-8-sig" codec (its module and ``codecs`` read by PySide's import check),
#: locale (argparse's messages looked up by gettext: a plain command line is read without argparse, vtt.cli)
NOT_NEEDED = ("dataclasses", "platformdirs", "glob", "encodings.utf_8_sig", "locale")
#: each ruleset's dice expressions, compiled on the first roll (zones' 1.3 and 1.9 M)
DICE = {"zones": ("_SINGLE", "_OPPOSED"), "hundred": ("_SINGLE", "_VERSUS")}


@pytest.mark.skipif(sys.platform != "linux", reason="the user data folder is platformdirs' own off Linux")
@pytest.mark.parametrize("ruleset", SYSTEMS)
def test_a_real_start_imports_and_compiles_nothing_its_first_frame_does_not_need(tmp_path, ruleset):
    """A start without $VTT_DATA_DIR (a user's: HOME its own, no XDG variable), to the first paint."""
    env = {k: v for k, v in os.environ.items() if k != "VTT_DATA_DIR" and not k.startswith("XDG_")}
    env.update(HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", WITH_PATTERNS, "--demo", "--system", ruleset,
                           "--exit-after-first-paint"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    modules = report["modules"]
    assert [m for m in modules if m in NOT_NEEDED or m.split(".")[0] in NOT_NEEDED] == []
    assert f"vtt.rules.{ruleset}.engine" in modules                      # (the probe sees what was imported)
    assert (tmp_path / ".local" / "share" / "vtt").is_dir()               # where platformdirs puts it: the journals
    dice = importlib.import_module(f"vtt.rules.{ruleset}.dice")
    texts = [getattr(getattr(dice, name), "pattern", getattr(dice, name)) for name in DICE.get(ruleset, ())]
    assert [text for text in texts if text in report["patterns"]] == []
    assert report["patterns"]                                             # (the probe sees what was compiled)


# a start to the first paint, then the modules imported and the sources PySide's import check read (it keeps them in
# linecache), at exit: nothing imported before vtt.cli imports it (FIRST_PAINT imports vtt.ui.app, so PySide, first)
READ_AT_EXIT = """
import atexit, json, linecache, sys
atexit.register(lambda: print(json.dumps({"modules": sorted(sys.modules), "read": sorted(linecache.cache)})))
from vtt.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_hundreds_first_paint_has_pyside_read_no_source_of_typing(tmp_path):
    """docs/gui.md, "The eleventh round (first paint: hundred)": an import statement naming a module after PySide is
    imported has PySide's import check read that module's source (upstream report 2); typing.py (120 KB, ~2 M
    instructions) was read for the window's modules that named it (the theme's, the contributions', the shortcuts'
    and the map's NamedTuples, vtt.core.rolls' Any, the Now panel's TYPE_CHECKING). None does now."""
    import typing
    done = _vtt(tmp_path, "--demo", "--system", "hundred", "--exit-after-first-paint", code=READ_AT_EXIT)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert "vtt.ui.main_window" in report["modules"]
    assert any(name.endswith("vtt/ui/widgets/__init__.py") for name in report["read"])    # (the probe sees what was read)
    assert typing.__file__ not in report["read"]


# The window's own modules, named by their package after PySide is imported (docs/gui.md, "The twelfth round" and "The
# thirteenth round"): PySide's import check reads the source of the module an import statement returns, and
# `from vtt.ui.widgets import zone_map` returns the package (its __init__, a few hundred bytes, read once). zone_map.py
# alone was 122 KB, ~3 M instructions. A module is read while any statement of the first paint names it directly, so
# every first-paint module names the modules of vtt by their package: none of vtt's own modules is read.
UNREAD = ("vtt/ui/main_window.py", "vtt/ui/widgets/decision_panel.py", "vtt/ui/widgets/zone_map.py", "vtt/ui/dice_box.py",
          "vtt/ui/log_dock.py", "vtt/ui/widgets/log_view.py", "vtt/ui/widgets/dock_title.py", "vtt/ui/widgets/order_track.py",
          "vtt/ui/widgets/sheet_panel.py", "vtt/ui/shortcuts.py", "vtt/ui/ask.py", "vtt/ui/widgets/flow_layout.py",
          "vtt/ui/first_paint.py", "vtt/core/files.py", "vtt/core/i18n.py", "vtt/core/free_roll.py",
          "vtt/core/game_file.py",
          # the thirteenth round's
          "vtt/core/ruleset.py", "vtt/core/errors.py", "vtt/core/records.py", "vtt/core/frozen.py", "vtt/core/pictures.py",
          "vtt/core/battle_pictures.py", "vtt/core/session.py", "vtt/ui/theme.py", "vtt/ui/i18n.py", "vtt/ui/images.py",
          "vtt/ui/layouts.py", "vtt/ui/actions.py", "vtt/ui/paths.py", "vtt/ui/contributions.py", "vtt/ui/widgets/rows.py",
          "vtt/ui/widgets/segment_tracks.py", "vtt/ui/widgets/battle_controller.py", "vtt/ui/widgets/journals.py",
          "vtt/ui/widgets/dice_tray.py", "vtt/ui/widgets/hands_panel.py", "vtt/ui/widgets/range_table.py",
          # Nechronica's window and the rules modules it names
          "vtt/ui/widgets/line_map.py", "vtt/ui/widgets/count_track.py", "vtt/ui/nechronica/area_map.py",
          "vtt/ui/nechronica/doll_sheet.py", "vtt/ui/nechronica/flow_panel.py", "vtt/ui/nechronica/markers.py",
          "vtt/rules/nechronica/checks.py", "vtt/rules/nechronica/commands.py", "vtt/rules/nechronica/limits.py",
          "vtt/rules/nechronica/narration.py", "vtt/rules/nechronica/reasons.py", "vtt/rules/nechronica/state.py",
          "vtt/rules/nechronica/tables.py", "vtt/rules/nechronica/terms.py")
# and the standard library's modules the first paint no longer names after PySide (each imported by the time it is
# needed: random at the dice box's first roll, json and stat when a journal or a sample is read, re when the log looks
# for dice its sentences show; contextlib nowhere in the window)
STDLIB_UNREAD = ("random", "contextlib", "json", "re", "stat")


@pytest.mark.parametrize("ruleset", SYSTEMS)
def test_pyside_reads_no_source_of_the_window_modules_named_by_their_package(tmp_path, ruleset):
    done = _vtt(tmp_path, "--demo", "--system", ruleset, "--exit-after-first-paint", code=READ_AT_EXIT)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    read = [name.replace(os.sep, "/") for name in report["read"]]
    assert [f for f in UNREAD if any(r.endswith("/" + f) for r in read)] == []
    assert [m for m in STDLIB_UNREAD if importlib.import_module(m).__file__ in report["read"]] == []
    assert "vtt.ui.widgets.dice_entry" not in report["modules"]          # (imported when dice are typed)
    assert any(r.endswith("/vtt/ui/widgets/__init__.py") for r in read)   # (the probe sees what was read)
