"""The window's words come from the ui catalog (resources/locale/<lang>/LC_MESSAGES/ui.po, compiled to ui.qm):
what each widget shows in Japanese, Qt's own dialogs included."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from vtt.rules.nechronica.state import CheckFrame
from vtt.ui.i18n import install_language


@pytest.fixture
def japanese(qapp):
    assert install_language("ja")
    yield
    install_language("en")


def test_a_checks_running_total_on_the_stack_is_told_in_japanese(qtbot, japanese):
    """The supports' word was said through a tr() passed in from the panel: its context was not the panel's,
    so it stayed English in a Japanese window."""
    from tests.ui.test_pending_moves import rapid_move_pending
    from vtt.ui.nechronica.flow_panel import FlowPanel
    from vtt.ui.widgets.battle_controller import BattleController
    s = rapid_move_pending()
    s.state.stack.append(CheckFrame("judge", roller="a", check_kind="attack", dice=2, modifier=0, parent=None,
                                    rolled=[7, 3], judge_mod=1))
    panel = FlowPanel(BattleController(s))
    qtbot.addWidget(panel)
    panel.refresh()
    lines = [panel.stack_list.item(i).text() for i in range(panel.stack_list.count())]
    assert any("+1 支援／妨害 = 8" in t for t in lines), lines


# -- a third language from catalog files alone ----------------------------------------------------------------
GUI = r"""
import json, sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from vtt.core import registry
from vtt.core.records import Command
from vtt.ui.i18n import LANGUAGES
from vtt.ui.main_window import MainWindow, open_settings
from vtt.ui.widgets.battle_controller import BattleController
session = registry.get("zones").demo_session(3)
session.do(Command("deal", dice=(1, 2, 3, 4)))
data = Path(tempfile.mkdtemp())
w = MainWindow(BattleController(session), settings=open_settings(data), data_dir=data)
w.show()
app.processEvents()
w.act["lang_xx"].trigger()                       # the Language menu's entry, as the GM picks it
app.processEvents()                              # (Qt posts the LanguageChange)
print(json.dumps({"languages": LANGUAGES, "menu": [a.text() for a in w.menuBar().actions()],
                  "log_dock": w.docks["log"].windowTitle(), "log": w.log.lines()}))
"""


def test_a_third_language_is_catalog_files_and_no_python(tmp_path):
    """A translator's new language in a copy of the program (its code untouched): `catalogs.py init xx`, a few
    entries translated as Poedit would, `catalogs.py` to compile; the window's Language menu offers it, and
    picking it tells a widget's words (the window's catalog) and the battle's sentences (the ruleset's) in it."""
    pytest.importorskip("babel")
    from babel.messages.pofile import read_po, write_po
    root = Path(__file__).resolve().parents[2]
    tree = tmp_path / "vtt-copy"
    shutil.copytree(root / "vtt", tree / "vtt", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    shutil.copytree(root / "resources", tree / "resources", ignore=shutil.ignore_patterns("__pycache__"))
    env = {**os.environ, "PYTHONPATH": str(tree), "VTT_PURE": "1", "QT_QPA_PLATFORM": "offscreen"}

    def run(*args):
        done = subprocess.run([sys.executable, *args], cwd=tree, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
        return done.stdout

    run("resources/locale/catalogs.py", "init", "xx")
    for domain, entries in {"ui": {("MainWindow", "&File"): "&Xfile", ("MainWindow", "Log"): "Xlog"},
                            "zones": {(None, "Round {round} begins"): "Xround {round} xbegins"}}.items():
        po = tree / "resources" / "locale" / "xx" / "LC_MESSAGES" / f"{domain}.po"
        with open(po, "rb") as f:
            catalog = read_po(f, locale="xx")
        for (context, msgid), text in entries.items():
            catalog.get(msgid, context).string = text
        with open(po, "wb") as f:
            write_po(f, catalog, width=None)
    run("resources/locale/catalogs.py")
    assert sorted(p.name for p in (tree / "resources" / "locale" / "xx" / "LC_MESSAGES").iterdir()
                  if p.suffix in (".qm", ".mo")) == ["ashes.mo", "hundred.mo", "nechronica.mo", "ui.qm", "vtt.mo",
                                                     "zones.mo"]

    shown = json.loads(run("-c", GUI).strip().splitlines()[-1])
    assert shown["languages"] == {"en": "English", "ja": "日本語", "xx": "xx"}
    assert shown["menu"][0] == "&Xfile" and shown["log_dock"] == "Xlog"
    assert any("Xround 1 xbegins" in line for line in shown["log"])
    assert any("Asa draws initiative card 1" in line for line in shown["log"])   # not translated: English
    assert (root / "resources" / "locale" / "xx").exists() is False


def test_qts_own_words_come_from_qts_shipped_translations(qtbot):
    """A standard button (Qt's word, in no catalog of ours) follows the interface language too."""
    from PySide6.QtWidgets import QDialogButtonBox
    try:
        assert install_language("ja")
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.buttons()[0].text() == "キャンセル"
    finally:
        install_language("en")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.buttons()[0].text() == "Cancel"


def test_a_language_without_a_catalog_changes_nothing(qtbot):
    from vtt.ui.i18n import current_language
    try:
        assert install_language("ja")
        assert not install_language("xx")
        assert current_language() == "ja"
    finally:
        install_language("en")
    assert current_language() == "en"


def test_the_off_map_strip_is_named_like_the_zones_from_the_rulesets_catalog(qtbot):
    """The line map names its columns in Japanese and in English whatever the interface language; the strip
    of those off the map in the interface language, the ruleset's word (Nechronica's Escaped, 逃走), no word in the code."""
    from vtt.rules.nechronica.battle import demo_session
    from vtt.ui.nechronica.area_map import AreaMap
    from vtt.ui.widgets.battle_controller import BattleController
    s = demo_session(1)
    s.do({"type": "start"})
    controller = BattleController(s)
    m = AreaMap(controller)
    qtbot.addWidget(m)
    m.resize(1200, 600)
    m.show()
    qtbot.waitExposed(m)

    def titles():
        return {i.text() for i in m.scene().items() if hasattr(i, "text") and i.isVisible()}
    assert "Escaped" not in titles()                     # nobody off the map: no strip
    controller.do({"type": "override", "op": "escape", "target": "lily"})
    assert {"Escaped", "奈落", "Tartarus"} <= titles()   # the strip in the interface language, the areas in both
