"""The main window's Solo and Workshop menus: the simulator, the AI toggles and the doll workshop."""
from __future__ import annotations

import pytest

from vtt.core.records import Command
from vtt.rules.nechronica.engine import actors_now

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def _texts(menu):
    return [a.text() for a in menu.actions()]


def test_the_solo_menu_has_the_simulator_and_the_ai_toggles(window):
    assert window._ai is None                     # the AI and its toggles are made when the menu first opens
    window.menu_solo.aboutToShow.emit()
    texts = _texts(window.menu_solo)
    assert window.menu_solo.title() == "&Solo"
    assert "Simulate encounter…" in texts
    assert "AI plays the enemies" in texts
    assert "AI plays the dolls" in texts
    assert window.ai_actions["enemies"].isCheckable()


def test_the_workshop_menu_lists_the_editors_and_interop(window):
    texts = _texts(window.menu_workshop)
    for t in ("New doll…", "Edit doll…", "Edit enemy…", "Parts catalog…",
              "Import from キャラクター保管所…", "Copy doll for CCFOLIA…"):
        assert t in texts


def test_the_windows_of_the_workshop_share_the_main_windows_catalogs(window, qtbot, tmp_path):
    """The main window owns the workshop's catalog library (no module-level one): a catalog added in the
    catalog browser shows in a doll editor opened after, and is remembered in the window's settings."""
    from vtt.ui.nechronica.contributions import catalog_library
    from vtt.ui.nechronica.workshop import CatalogDialog, CatalogLibrary, DollEditor
    assert "catalog" not in window.workshop_extras      # read only when the workshop is first used
    window.workshop_actions["catalog"].trigger()
    browser = window.findChildren(CatalogDialog)[0].browser
    assert browser.library is catalog_library(window) and browser.library.parent() is window
    mine = tmp_path / "mine.json"
    mine.write_text('{"kind": "catalog", "parts": [{"id": "mine.spike", "name": "トゲ", "location": "arms", '
                    '"timing": "action", "category": "mutation", "effect": "トゲで刺す"}]}', encoding="utf-8")
    assert browser.add_catalog_file(mine)
    window.workshop_actions["new_doll"].trigger()
    editor = window.findChildren(DollEditor)[0]
    assert editor.library is catalog_library(window) and "mine.spike" in editor.catalog.parts
    assert "mine.spike" in CatalogLibrary(window.settings).catalog.parts      # remembered in the settings
    for w in (editor, window.findChildren(CatalogDialog)[0]):
        w.close()


def test_simulate_action_opens_the_dialog(window, qtbot):
    from vtt.rules.nechronica.battle import DEMO_SCENARIO
    from vtt.ui.simulate_dialog import SimulateDialog
    window.act["simulate"].trigger()
    dialogs = window.findChildren(SimulateDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    assert dialogs[0].scenario.text() == str(DEMO_SCENARIO)          # no battle file open: the demo's
    assert list(dialogs[0].policy_boxes) == ["dolls", "enemies"]
    dialogs[0].close()


def test_ai_plays_the_enemies_through_the_controller(window, qtbot):
    c = window.controller
    assert c.do(Command("start"))
    # The humans' dolls wait until the enemies' count comes up.
    for _ in range(20):
        actors = actors_now(c.session.state)
        if any(a.side == "enemies" for a in actors):
            break
        if actors:
            assert c.do(Command("wait", actors[0].id)), c.session.state.phase
        else:
            assert c.do(Command("next_count"))
    enemies = {p.id for p in c.session.state.fighters.values() if p.side == "enemies"}
    log_before = len(c.session.log)
    stepped = []
    window.ai.stepped.connect(stepped.append)
    window.ai_actions["Instant"].trigger()
    window.ai_actions["enemies"].setChecked(True)
    assert window.ai.plays("enemies") and not window.ai.plays("dolls")
    qtbot.waitUntil(lambda: any(cmd.actor in enemies for cmd in stepped), timeout=5000)
    window.ai_actions["enemies"].setChecked(False)
    assert len(c.session.log) > log_before
    assert any(rec.command.actor in enemies for rec in c.session.log[log_before:])
