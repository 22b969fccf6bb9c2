"""The fifth ruleset of docs/architecture.md ("A fifth ruleset"), examples/skirmish: built on the rules kit,
its rules with no Qt code, it plays through the registry, the session, `vtt play`, `vtt simulate`, the
battle window (a panel of its own declared: ui.py) and table view, printing and the workshop's editor, in
English and Japanese."""
import ast
import json
import re
from pathlib import Path

import pytest

from vtt.cli import main
from vtt.core import registry
from vtt.core.game_file import open_session
from vtt.core.records import Command

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "skirmish"
SCENARIO = EXAMPLE / "resources" / "scenarios" / "yard.json"
ANN = EXAMPLE / "resources" / "characters" / "ann.json"


def system():
    return registry.get("skirmish")


def gone(qtbot, *widgets):
    """The example's windows closed and deleted before it leaves the registry (a later test's change of
    language would have a window left over ask the registry for a ruleset it no longer knows)."""
    for widget in widgets:
        if widget is not None:
            widget.close()
            with qtbot.wait_signal(widget.destroyed):
                widget.deleteLater()


def dealt(cards=(1, 2, 3, 4)):
    """The demo battle with the cards dealt by hand: Ann (gate) 1, Bob (yard) 2, Orc (keep) 3, Goblin 4."""
    s = system().demo_session(1)
    s.do(Command("deal", dice=tuple(cards)))
    return s


# -- the package: the kit's usual modules, no Qt, no other ruleset --------------------------------------

def test_the_example_imports_only_the_core_and_the_kit():
    """Its rules run headless; only its part of the window (ui.py, what its System's ``ui`` names) imports Qt,
    and of the window only what a ruleset declares with (vtt.ui.contributions)."""
    for path in EXAMPLE.rglob("*.py"):
        window = path.name == "ui.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else []
            for name in names:
                if window and name.startswith(("PySide6", "vtt.ui.contributions")):
                    continue
                assert not name.startswith(("PySide6", "shiboken6", "vtt.ui", "vtt.sim")), (path, name)
                assert not name.startswith("vtt.rules.") or name.startswith("vtt.rules.kit."), (path, name)


def test_its_table_of_fields_is_the_one_its_models_make():
    from examples.skirmish import models
    from vtt.core.plain import shapes_of
    from vtt.rules.kit.system import read_shapes
    made = json.loads(json.dumps(shapes_of(models.ScenarioFile, models.CharacterFile)))
    assert read_shapes("examples.skirmish") == made, "the models changed: python -m vtt.core.plain examples.skirmish"


def test_its_catalog_is_current_and_says_every_sentence_in_japanese(tmp_path):
    from babel.messages.mofile import read_mo
    from babel.messages.pofile import read_po
    from examples.skirmish import make_catalog
    steps = make_catalog.catalogs()
    fresh = tmp_path / "skirmish.pot"
    steps.extract("skirmish", [EXAMPLE], fresh)
    with open(fresh, "rb") as f:
        said = {(m.context, m.id) for m in read_po(f) if m.id}
    with open(EXAMPLE / "locale" / "ja" / "LC_MESSAGES" / "skirmish.po", "rb") as f:
        po = {(m.context, m.id): m.string for m in read_po(f) if m.id}
    with open(EXAMPLE / "locale" / "ja" / "LC_MESSAGES" / "skirmish.mo", "rb") as f:
        mo = {(m.context, m.id): m.string for m in read_mo(f) if m.id}
    assert set(po) == said, "run `python examples/skirmish/make_catalog.py`"
    assert [k for k, v in po.items() if not v or v == k[1]] == [], "translate examples/skirmish/locale/ja/…/skirmish.po"
    assert mo == po, "the .mo is stale: run `python examples/skirmish/make_catalog.py`"


# -- the session: a battle through the registry, undo, a saved battle, the AI ---------------------------

def test_a_move_a_refusal_undo_and_the_end_of_the_battle():
    s = dealt()
    assert s.awaited()[0].who == "ann" and s.state.round == 1
    assert not s.can(Command("move", "ann", {"to": "keep"}))               # not next to the gate
    assert s.can(Command("move", "ann", {"to": "keep"})).reason == "Keep is not next to Gate"
    s.do(Command("move", "ann", {"to": "yard"}))
    assert s.state.fighters["ann"].zone == "yard" and s.awaited()[0].who == "bob"
    s.undo()
    assert s.state.fighters["ann"].zone == "gate"
    s.redo()
    s.do(Command("override", params={"op": "health", "target": "orc", "value": 0}))
    events = s.do(Command("override", params={"op": "health", "target": "goblin", "value": 0}))
    assert s.state.outcome == "victory" and [e.type for e in events] == ["override", "down", "ended"]
    assert [e.text for e in events[1:]] == ["Goblin is down", "The battle is over: victory"]
    assert not s.can(Command("end_turn", "bob"))                            # the kit: nothing after the end


def test_a_parameter_of_the_wrong_kind_or_unknown_is_refused_by_its_declaration_and_changes_nothing():
    from vtt.core.errors import MalformedCommandError
    s = dealt()
    before = s.snapshot()
    for bad, named in (({"to": ["yard"]}, "to"), ({"to": "yard", "speed": 3}, "speed"),
                       ({"to": "y" * 10**6}, "to")):
        with pytest.raises(MalformedCommandError, match=named):
            s.do(Command("move", "ann", bad))
    with pytest.raises(MalformedCommandError, match="value"):
        s.do(Command("override", params={"op": "health", "target": "orc", "value": 10**9}))
    assert s.snapshot() == before and len(s.log) == 1


def test_its_events_commands_and_refusals_in_japanese():
    s = dealt()
    rules = s.ruleset
    move = Command("move", "ann", {"to": "yard"})
    assert rules.command_text(s.state, move, "ja") == "中庭へ移動"
    assert rules.command_text(s.state, Command("end_turn", "ann"), "ja") == "手番終了"
    assert rules.refusal_text(s.can(Command("move", "ann", {"to": "keep"})), "ja") == "天守は門の隣ではない"
    (moved,) = s.do(move)
    assert rules.event_text(moved, s.state, "ja") == "アンが中庭へ移動"
    ended = s.do(Command("override", params={"op": "end_battle", "outcome": "defeat"}))
    assert rules.event_text(ended[0], s.state, "ja").startswith("GM")         # the kit's sentence, the core's catalog
    assert rules.text(s.view().banner, "ja") == "戦闘終了：敗北"


def test_the_table_sees_the_cards_health_and_who_acts():
    v = dealt().view()
    assert [(e.who, e.value, e.acting) for e in v.order.entries] == [("ann", 1, True), ("bob", 2, False),
                                                                       ("orc", 3, False), ("goblin", 4, False)]
    assert v.token("orc").tracks[0].reading() == (4, 4) and "acting" in v.token("ann").status
    assert v.extra["positions"]["yard"] == [0.5, 0.5]


# -- `vtt play`, `vtt simulate` ----------------------------------------------------------------------

def test_vtt_play_runs_a_script_and_saves_a_battle_that_opens_again(tmp_path, capsys):
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"kind": "script", "ruleset": "skirmish", "scenario": str(SCENARIO), "commands": [
        {"type": "deal", "dice": [1, 2, 3, 4]},
        {"type": "move", "actor": "ann", "to": "keep"},
        {"type": "move", "actor": "ann", "to": "yard"},
        {"type": "move", "actor": "bob", "to": "keep"},
        {"type": "hit", "actor": "orc", "target": "bob", "dice": [6]}]}), encoding="utf-8")
    assert main(["play", str(script), "--save", str(tmp_path / "b.json")]) == 0
    out = capsys.readouterr().out
    assert "Ann moves to Yard" in out and "REJECTED command 1" in out and "Keep is not next to Gate" in out
    assert "Orc hits Bob: 6" in out and "bob Bob [party] zone keep card 2 health 1/2" in out
    assert open_session(tmp_path / "b.json").snapshot()["fighters"]["bob"]["health"] == 1
    assert main(["play", str(script), "--lang", "ja"]) == 0
    assert "アンが中庭へ移動" in capsys.readouterr().out


def test_vtt_simulate_plays_it_many_times_and_reports_its_own_figures(capsys):
    assert main(["simulate", str(SCENARIO), "--battles", "40", "--workers", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["battles"] == 40 and 0 < report["party_win_rate"] < 1
    assert "party_down_mean" in report and 0 < report["hit_rate"] < 1
    assert main(["simulate", str(SCENARIO), "--battles", "10", "--dolls", "random", "--json"]) == 0


# -- printing, the generic window and table view, the workshop's editor ----------------------------------

def test_vtt_print_prints_a_character_s_generic_sheet(qapp, tmp_path, capsys):
    from pypdf import PdfReader
    out = tmp_path / "ann.pdf"
    assert main(["print", str(ANN), "-o", str(out)]) == 0
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Ann" in text and "アン" in text and "Health" in text and "体力" in text and "命中" in text   # both languages


def test_the_generic_window_plays_it_with_a_click_and_a_drag_and_the_table_view_shows_it(qtbot):
    from PySide6.QtCore import Qt
    from vtt.ui.main_window import MainWindow
    from vtt.ui.widgets.battle_controller import BattleController
    w = MainWindow(BattleController(system().demo_session(1)))
    table = None
    try:
        w.show()
        qtbot.waitExposed(w)
        button = w.now.buttons["Deal the cards"]
        qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0, timeout=3000)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        s = w.controller.session
        assert s.state.phase == "battle" and len(s.log) == 1
        me = s.awaited()[0].who
        here = s.state.fighters[me].zone
        to = s.state.map.neighbours(here)[0]
        m = w.map
        start, target = m.token_rects()[me].center().toPoint(), m.zone_rects()[to].center().toPoint()
        qtbot.mousePress(m, Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseMove(m, target)
        qtbot.mouseRelease(m, Qt.MouseButton.LeftButton, pos=target)
        assert s.state.fighters[me].zone == to and s.log[-1].command.type == "move"
        table = w.open_table_view()
        assert set(table.map.token_rects()) == {"ann", "bob", "orc", "goblin"}
    finally:
        gone(qtbot, w, table)                # (the GM's window first: closing it closes the table's)


def test_its_own_panel_comes_to_the_window_by_its_declaration_alone(qtbot):
    """#39: a ruleset adds a panel by declaring it on its System (``ui``: examples/skirmish/ui.py names a
    dock, the deck): the one window shows it, it follows the battle and speaks the interface language, and
    no generic code names the example (tests/test_layers.py)."""
    from PySide6.QtCore import Qt
    from vtt.ui.i18n import install_language
    from vtt.ui.main_window import MainWindow
    from vtt.ui.widgets.battle_controller import BattleController
    assert system().ui == "examples.skirmish.ui:CONTRIBUTIONS"
    w = MainWindow(BattleController(system().demo_session(1)))
    try:
        w.show()
        qtbot.waitExposed(w)
        dock = w.all_docks()["deck"]
        panel = w.extras["deck"]
        assert dock.isVisible() and dock.windowTitle() == "Deck"
        assert w.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea
        assert panel.lines()[0] == "Cards left in the deck: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10"
        button = w.now.buttons["Deal the cards"]
        qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0, timeout=3000)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        held = {f.card for f in w.controller.state.fighters.values()}
        assert panel.text().count(" holds ") == 4 and not any(f" {c}," in panel.lines()[0] for c in held)
        try:
            w.act["lang_ja"].trigger()
            qtbot.waitUntil(lambda: panel.text().startswith("山札の残り："))
            assert dock.windowTitle() == "山札" and "アンの札は" in panel.text()
        finally:
            install_language("en")
    finally:
        gone(qtbot, w)


def test_the_workshop_s_editor_makes_a_character_saves_it_and_prints_her_sheet(qtbot, tmp_path):
    from pypdf import PdfReader
    from PySide6.QtCore import Qt
    from vtt.ui.workshop.editor import open_editor
    from vtt.workshop.library import Library
    library = Library(tmp_path / "library")
    assert {e.name for e in library.entries("skirmish", "character")} == {"Ann", "Bob"}    # its samples
    ed = open_editor("skirmish", "character", None, None, my_library=library)
    try:
        ed.show()
        qtbot.waitExposed(ed)
        name = ed.form.editor_at("name").edit
        name.setFocus()
        qtbot.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(name, Qt.Key.Key_Delete)                      # a name is needed: refused at its field
        assert ed.model is None and ed.form.first_error()[0] == ("name",) and not ed.save_button.isEnabled()
        qtbot.keyClicks(name, "Cleo")
        health = ed.form.editor_at("health").box.lineEdit()
        health.setFocus()
        qtbot.keyClick(health, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(health, "5")
        assert ed.model is not None and ed.model.health == 5
        qtbot.mouseClick(ed.save_button, Qt.MouseButton.LeftButton)
        [mine] = [e for e in library.entries("skirmish", "character") if not e.sample]
        assert json.loads(mine.path.read_text(encoding="utf-8"))["health"] == 5
        pdf = tmp_path / "cleo.pdf"
        ed.ask_pdf_path = lambda: str(pdf)
        qtbot.mouseClick(ed.print_button, Qt.MouseButton.LeftButton)
        assert "Cleo" in PdfReader(str(pdf)).pages[0].extract_text()
    finally:
        gone(qtbot, ed)


# -- the docs show its files -------------------------------------------------------------------------

def test_the_architecture_doc_walks_through_every_file_of_the_example():
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = doc[doc.index("## A fifth ruleset"):]
    files = sorted(p.relative_to(EXAMPLE).as_posix() for p in EXAMPLE.rglob("*")
                   if p.is_file() and p.suffix in (".py", ".json", ".po") and p.name != "__init__.py")
    missing = [f for f in files if not re.search(rf"\b{re.escape(Path(f).name)}\b", section)]
    assert missing == []
