"""`vtt edit`: the editor of any ruleset's character or monster file, or of a new one, and its
--screenshot; what it refuses before any window opens."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from vtt.ui.i18n import install_language

from vtt.cli import main

RULESETS = ("nechronica", "zones", "ashes", "hundred")


@pytest.fixture(autouse=True)
def no_event_loop_of_its_own(monkeypatch, qtbot):
    """In this process the editor is shown and pictured as `vtt edit` does after its first paint, without
    running and quitting the application (the test session's; a quit one stops every later wait). The
    command as a whole runs in its own process below."""
    import vtt.ui.workshop.app as app

    def shown(qapp, window, args, shot, pictured):
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        if shot:
            pictured().grab().save(str(shot))
        return 0
    monkeypatch.setattr(app, "show_until_done", shown)
    font = QApplication.font()                 # (run_editor sets the application's font with Japanese)
    yield
    QApplication.setFont(font)
    install_language("en")


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_new_character_of_every_ruleset_is_pictured(qtbot, tmp_path, system_id):
    shot = tmp_path / f"{system_id}.png"
    assert main(["edit", "--new", "character", "--system", system_id, "--screenshot", str(shot),
                 "--size", "1920x1080"]) == 0
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1920, 1080)


@pytest.mark.parametrize("path", ["resources/zones/monsters/troll.json", "resources/enemies/ghoul.json",
                                  "resources/ashes/characters/mei.json", "resources/hundred/monsters/ogre.json"])
def test_a_file_opens_in_the_editor_of_its_ruleset_and_kind(qtbot, tmp_path, path, monkeypatch):
    seen = {}
    import vtt.ui.workshop.app as app
    real = app.open_editor
    monkeypatch.setattr(app, "open_editor", lambda *a, **k: seen.setdefault("editor", real(*a, **k)))
    assert main(["edit", path, "--screenshot", str(tmp_path / "shot.png")]) == 0
    editor = seen["editor"]
    data = json.loads(open(path, encoding="utf-8").read())
    assert editor.form.data()["name"] == data["name"] and str(editor.path) == path
    assert editor.kind_id == ("character" if data["kind"] == "character" else "monster")


@pytest.mark.parametrize("argv, says", [
    (["edit"], "give a file to edit, or --new KIND"),
    (["edit", "resources/zones/characters/asa.json", "--new", "monster"], "a file or --new, not both"),
    (["edit", "--new", "character", "--system", "chess"], "unknown ruleset 'chess'"),
    (["edit", "tests/cli/data/none.json"], "no such file"),
    (["edit", "resources/catalog/basic.json"], "not a file the workshop edits"),
])
def test_what_vtt_edit_refuses_is_said_before_a_window_opens(capsys, argv, says):
    assert main(argv) == 2
    assert says in capsys.readouterr().err


def test_a_broken_file_is_named_with_where_it_broke(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"ruleset": "zones", "kind": "character", "name": ', encoding="utf-8")
    assert main(["edit", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "not valid JSON" in err
    assert bad.read_text(encoding="utf-8").endswith('"name": ')          # untouched


def test_the_command_itself_writes_a_screenshot(tmp_path):
    env = dict(os.environ, VTT_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    shot = tmp_path / "shot.png"
    done = subprocess.run([sys.executable, "-m", "vtt.cli", "edit", "--new", "monster", "--system", "zones",
                           "--screenshot", str(shot), "--lang", "ja"], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert QImage(str(shot)).width() > 0


@pytest.mark.parametrize("path", ["resources/zones/scenarios/bridge.json", "resources/ashes/scenarios/warlord.json",
                                  "resources/hundred/scenarios/crossroads.json", "resources/scenarios/duel.json"])
def test_a_scenario_opens_in_the_encounter_builder_and_is_pictured(qtbot, tmp_path, path, monkeypatch):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    seen = {}
    import vtt.ui.workshop.app as app
    real = app.open_editor
    monkeypatch.setattr(app, "open_editor", lambda *a, **k: seen.setdefault("window", real(*a, **k)))
    shot = tmp_path / "builder.png"
    assert main(["edit", path, "--screenshot", str(shot), "--size", "1920x1080", "--lang", "ja"]) == 0
    window = seen["window"]
    assert type(window).__name__ == "BuilderWindow" and str(window.path) == path
    data = json.loads(open(path, encoding="utf-8").read())
    entries = [e for ls in window.shape.lists for e in data[ls.field]]
    assert window.table.rowCount() == len(entries) == len(window.encounter.participants)
    assert window._options_form is not None                          # the options drawn in the picture too
    assert (QImage(str(shot)).width(), QImage(str(shot)).height()) == (1920, 1080)


def test_a_new_scenario_of_every_ruleset_opens_in_the_builder(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path))
    for system_id in RULESETS:
        shot = tmp_path / f"{system_id}.png"
        assert main(["edit", "--new", "scenario", "--system", system_id, "--screenshot", str(shot)]) == 0
        assert QImage(str(shot)).width() > 0
