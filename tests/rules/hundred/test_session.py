"""The hundred battle on the core: undo, redo, replay, save and load, GM overrides, texts in Japanese."""
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
from vtt.core.ruleset import Ruleset
from vtt.rules.hundred import engine, protocol, window
from vtt.rules.hundred.battle import RESOURCES, demo_session
from vtt.rules.hundred.policies import Heuristic, Random
from vtt.rules.hundred.texts import CATALOG
from vtt.sim.driver import next_command

from .builders import dealt, do, npc, pc

#: every sentence's Japanese: the catalog's (resources/locale/ja/LC_MESSAGES)
JA = {k: v for k, v in CATALOG.entries("ja").items() if "\x04" not in k}


def played(seed=2, steps=60, policy=Heuristic, scenario=None):
    s = demo_session(seed) if scenario is None else open_session(RESOURCES / "scenarios" / scenario)
    return play(s, {"party": policy("party", seed), "foes": policy("foes", seed + 1)}, steps)


def test_the_system_is_registered_and_its_rules_keep_the_protocol():
    system = registry.get("hundred")
    assert isinstance(system.ruleset, Ruleset) and system.sides == ("party", "foes")
    assert demo_session(1).state.phase == "draw"


def test_undo_and_redo_walk_back_and_forth_through_the_same_states():
    s = played(steps=50)
    snaps, n = [], len(s.log)
    for _ in range(n):
        snaps.append(s.snapshot())
        s.undo()
    assert s.snapshot()["phase"] == "draw"
    for k in range(n):
        s.redo()
        assert s.snapshot() == snaps[n - k - 1]


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_a_replay_of_the_log_reaches_the_same_state(seed):
    s = played(seed, steps=60, policy=Random)
    again = demo_session(seed + 1)                      # another seed: the recorded cards and dice decide
    again.replay(r.command for r in s.log)
    assert again.snapshot() == s.snapshot()
    json.dumps(s.snapshot())


def test_a_saved_battle_opens_again_at_the_same_state(tmp_path):
    s = played(steps=30)
    path = tmp_path / "b.json"
    save_battle(s, path)
    data = json.loads(path.read_text())
    assert data["ruleset"] == "hundred" and all("sheet" in p for p in data["setup"]["participants"])
    back = open_session(path)
    assert back.snapshot() == s.snapshot() and back.can_undo


def test_both_sample_scenarios_open_a_fresh_battle_with_their_range_tables():
    for name in ("crossroads", "ogre"):
        s = open_session(RESOURCES / "scenarios" / f"{name}.json")
        assert s.ruleset.name == "hundred" and s.state.phase == "draw" and s.state.ranges
    assert open_session(RESOURCES / "scenarios" / "ogre.json").state.band("ogre", "tobin") == "mid"


def test_a_gm_override_is_logged_as_one_and_undone_like_any_command():
    s = dealt(pc("ann"), npc("orc"), cards=[1, 2, 3, 4])
    do(s, "override", op="health", target="orc", health="(X)(/)OOOO", reason="a fall off-screen")
    assert s.state.fighters["orc"].notation() == "(X)(/)OOOO" and s.log[-1].override
    do(s, "override", op="health", target="orc", damaged=2, exhausted=1)
    assert s.state.fighters["orc"].notation() == "(X)(X)(/)OOO"
    do(s, "override", op="hand", target="ann", cards=[99, 98])
    assert s.state.fighters["ann"].hand == [98, 99] and 1 in s.state.deck
    with pytest.raises(IllegalCommandError, match="held elsewhere"):
        do(s, "override", op="hand", target="ann", cards=[3])
    s.undo()
    s.undo()
    assert s.state.fighters["ann"].hand == [1, 2] and s.state.fighters["orc"].notation() == "(X)(/)OOOO"
    do(s, "override", op="end_battle", outcome="victory")
    assert s.state.outcome == "victory" and s.awaited() == []


def test_every_refusal_and_phrase_is_told_in_japanese():
    source = "".join(source_of(m) for m in (engine, protocol, window))
    templates = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
                "illegal", "malformed", "Phrase"):
            args = [a for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if args:
                templates.add(args[-1].value if getattr(node.func, "id", "") == "illegal" else args[0].value)
    assert sorted(t for t in templates if t not in JA) == []
    assert len(templates) > 50

    def fields(template):
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}
    assert {t: (fields(t), fields(JA[t])) for t in templates if fields(t) != fields(JA[t])} == {}


def test_every_event_of_a_played_battle_reads_in_japanese():
    s = played(steps=80)
    for rec in s.log:
        for e in rec.events:
            ja = s.ruleset.event_text(e, s.state, "ja")
            assert ja and ja != e.text or e.type in ("undone",), e.type


def test_refusals_and_commands_in_japanese():
    s = dealt(pc("ann"), npc("orc"), cards=[1, 2, 3, 4])
    v = s.can({"type": "lay", "actor": "ann", "card": 3})
    assert s.ruleset.refusal_text(v, "ja") == "カード3はAnnの手札にない"
    assert s.ruleset.command_text(s.state, Command("give", "ann", {"card": 2, "to": "bob"}), "ja") == "カード2をbobに渡す"
    assert s.ruleset.command_text(s.state, Command("lay", "ann", {"card": 2}), "en") == "Lay 2"


@pytest.mark.parametrize("path", sorted((Path(__file__).resolve().parents[3] / "resources" / "hundred").rglob("*.json")),
                         ids=lambda p: p.name)
def test_every_sample_file_loads_through_its_model(path):
    from vtt.core.files import load_model, read_json
    from vtt.rules.hundred.models import CharacterFile, ScenarioFile
    data = read_json(path)
    assert data["ruleset"] == "hundred"
    model = ScenarioFile if data["kind"] == "scenario" else CharacterFile
    assert path.parent.name == {"scenario": "scenarios", "character": "characters", "npc": "monsters"}[data["kind"]]
    load_model(model, path)


def test_the_autosave_journal_recovers_the_battle(tmp_path):
    from vtt.core.journal import Journal, load_journal
    s = demo_session(4)
    j = Journal(s, tmp_path / "auto.jsonl")
    pols = {"party": Heuristic("party", 4), "foes": Heuristic("foes", 5)}
    for _ in range(40):
        s.do(next_command(s, pols))
        j.sync()
    s.undo()
    s.do(next_command(s, pols))
    j.sync()
    back = load_journal(tmp_path / "auto.jsonl")
    assert back.snapshot() == s.snapshot() and back.drawn == s.drawn
