"""The zones battle on the core: undo, redo, replay, save and load, GM overrides, views and texts."""
import ast
import json
import string
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from tests.playing import play
from tests.sources import source_of
from vtt.core import registry
from vtt.core.errors import IllegalCommandError
from vtt.core.game_file import open_session, save_battle
from vtt.core.records import Command
from vtt.core.ruleset import CHOOSE, REACT, TABLE_VIEWER, Ruleset
from vtt.rules.zones import engine
from vtt.rules.zones.battle import demo_session
from vtt.rules.zones.policies import Heuristic, Random
from vtt.rules.zones.texts import CATALOG

from .builders import dealt, do, npc, pc

#: every sentence's Japanese: the catalog's (resources/locale/ja/LC_MESSAGES)
JA = {k: v for k, v in CATALOG.entries("ja").items() if "\x04" not in k}


def played(seed=2, steps=60, policy=Heuristic):
    s = demo_session(seed)
    return play(s, {"party": policy("party", seed), "foes": policy("foes", seed + 1)}, steps)


def test_the_system_is_registered_and_its_rules_keep_the_protocol():
    system = registry.get("zones")
    assert isinstance(system.ruleset, Ruleset)
    assert system.sides == ("party", "foes")
    assert demo_session(1).state.phase == "setup"


def test_undo_and_redo_walk_back_and_forth_through_the_same_states():
    s = played(steps=40)
    snaps = []
    n = len(s.log)
    for _ in range(n):
        snaps.append(s.snapshot())
        s.undo()
    assert s.snapshot()["phase"] == "setup"
    for k in range(n):
        s.redo()
        assert s.snapshot() == snaps[n - k - 1]


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_a_replay_of_the_log_reaches_the_same_state(seed):
    s = played(seed, steps=50, policy=Random)
    again = demo_session(seed + 1)                      # another seed: the recorded dice decide
    again.replay(r.command for r in s.log)
    assert again.snapshot() == s.snapshot()
    json.dumps(s.snapshot())                            # a snapshot is JSON


def test_a_saved_battle_opens_again_at_the_same_state(tmp_path):
    s = played(steps=25)
    path = tmp_path / "b.json"
    save_battle(s, path)
    data = json.loads(path.read_text())
    assert data["ruleset"] == "zones" and all("sheet" in p for p in data["setup"]["participants"])
    back = open_session(path)
    assert back.snapshot() == s.snapshot()
    assert back.can_undo


def test_a_scenario_file_opens_a_fresh_battle():
    from vtt.rules.zones.battle import RESOURCES
    for name in ("bridge", "troll"):
        s = open_session(RESOURCES / "scenarios" / f"{name}.json")
        assert s.ruleset.name == "zones" and s.state.phase == "setup"
    troll = open_session(RESOURCES / "scenarios" / "troll.json")
    assert troll.state.fighters["troll"].cards_wanted == 2
    assert troll.view().map.layout == "graph" and troll.view().extra["positions"]["cave"] == [0.75, 0.25]


def test_a_gm_override_is_logged_as_one_and_undone_like_any_command():
    """The brief: "GM override commands (the GM can always overrule: set a value, logged, undoable)"."""
    s = dealt(pc("ann"), npc("orc", zone="d"), cards=[1, 2])
    do(s, "override", op="harm", target="orc", track="physical", value=2, reason="a fall off-screen")
    assert s.state.fighters["orc"].physical == 2 and s.log[-1].override
    do(s, "override", op="move", target="ann", zone="c")
    do(s, "override", op="card", target="ann", cards=[9])
    assert s.state.cards_of("ann") == [9]
    s.undo()
    s.undo()
    assert s.state.fighters["ann"].zone == "a" and s.state.cards_of("ann") == [1]
    do(s, "override", op="end_battle", outcome="victory")
    assert s.state.outcome == "victory" and s.awaited() == []


def test_awaited_names_the_reactor_then_the_gm_who_closes_the_window():
    s = dealt(pc("ann"), npc("orc"), cards=[1, 2])
    do(s, "attack", "ann", target="orc")
    waiting = s.awaited()
    assert [(a.who, a.kind) for a in waiting] == [("orc", REACT), (None, "gm")]
    assert waiting[0].window.focus == "ann" and waiting[-1].fallback.type == "pass"
    assert {c.type for c in s.legal_commands("orc")} == {"dodge", "parry", "pass"}
    assert [c.type for c in s.legal_commands(None)] == ["pass"]


def test_a_choice_is_awaited_from_its_chooser_and_its_options_are_commands():
    s = dealt(pc("ann"), npc("orc", physical=9), cards=[7, 2])
    do(s, "end_turn", "orc")
    do(s, "attack", "ann", target="orc")
    do(s, "pass", dice=[6, 6, 1])
    (a,) = s.awaited()
    assert a.kind == CHOOSE and a.choice.key == "option"
    assert [c.get("option") for c in s.legal_commands("ann")] == ["harm", "swap:2"]
    with pytest.raises(IllegalCommandError, match="must choose first"):
        do(s, "end_turn", "ann")


def test_the_table_sees_cards_harm_and_who_acts():
    """"Put your initiative card next to your character sheet so everyone can see it." """
    s = dealt(pc("ann"), npc("orc", zone="d"), cards=[3, 8])
    s.state.fighters["orc"].physical = 1
    v = s.view(TABLE_VIEWER)
    assert [(e.who, e.value, e.acting) for e in v.order.entries] == [("ann", 3, True), ("orc", 8, False)]
    orc = v.token("orc")
    assert [t.name.key for t in orc.tracks] == ["physical", "mental"]
    assert [seg.state for seg in orc.tracks[0].segments] == ["damaged", "ok", "ok"]
    assert "acting" in v.token("ann").status


def test_every_refusal_and_phrase_of_the_engine_is_told_in_japanese():
    source = source_of(engine) + source_of(__import__("vtt.rules.zones.protocol", fromlist=["x"]))
    templates = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
                "illegal", "malformed", "Phrase"):
            args = [a for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if args:
                templates.add(args[-1].value if getattr(node.func, "id", "") == "illegal" else args[0].value)
    missing = sorted(t for t in templates if t not in JA)
    assert not missing
    assert len(templates) > 60

    def fields(template):
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}
    assert {t: (fields(t), fields(JA[t])) for t in templates if fields(t) != fields(JA[t])} == {}


def test_events_and_refusals_in_japanese():
    s = dealt(pc("ann"), npc("orc", zone="b"), cards=[1, 2])
    v = s.can({"type": "attack", "actor": "ann", "target": "orc"})
    ja = s.ruleset.refusal_text(v, "ja")
    assert "同じゾーン" in ja and "Orc" in ja
    ev = do(s, "move", "ann", to="b")
    assert s.ruleset.event_text(ev[0], s.state, "ja") == "Annがbへ移動"
    assert s.ruleset.command_text(s.state, Command("end_turn", "ann"), "ja") == "手番終了"


def test_a_command_of_someone_else_s_turn_names_whose_turn_it_is():
    s = dealt(pc("ann"), npc("orc", zone="d"), cards=[1, 2])
    with pytest.raises(IllegalCommandError, match="It is Ann's turn") as e:
        do(s, "move", "orc", to="c")
    assert e.value.rule == "order"


@pytest.mark.parametrize("path", sorted((Path(__file__).resolve().parents[3] / "resources" / "zones").rglob("*.json")),
                         ids=lambda p: p.name)
def test_every_sample_file_loads_through_its_model(path):
    from vtt.core.files import load_model, read_json
    from vtt.rules.zones.models import CharacterFile, ScenarioFile
    data = read_json(path)
    assert data["ruleset"] == "zones"
    model = ScenarioFile if data["kind"] == "scenario" else CharacterFile
    folder = {"scenario": "scenarios", "character": "characters", "npc": "monsters"}[data["kind"]]
    assert path.parent.name == folder
    load_model(model, path)
