"""The ashes battle on the core: undo, redo, replay, save and load, GM overrides, views and texts."""
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
from vtt.core.ruleset import TABLE_VIEWER, Ruleset, Viewer
from vtt.rules.ashes import engine, protocol, window
from vtt.rules.ashes.battle import RESOURCES, demo_session
from vtt.rules.ashes.policies import Heuristic, Random
from vtt.rules.ashes.texts import CATALOG
from vtt.sim.driver import next_command

from .builders import at_turns, do, npc, pc

#: every sentence's Japanese: the catalog's (resources/locale/ja/LC_MESSAGES)
JA = {k: v for k, v in CATALOG.entries("ja").items() if "\x04" not in k}


def played(seed=2, steps=80, policy=Heuristic):
    s = demo_session(seed)
    return play(s, {"party": policy("party", seed), "foes": policy("foes", seed + 1)}, steps)


def test_the_system_is_registered_and_its_rules_keep_the_protocol():
    system = registry.get("ashes")
    assert isinstance(system.ruleset, Ruleset)
    assert system.sides == ("party", "foes") and system.name == "World of Ashes and Ghosts"
    assert demo_session(1).state.phase in ("imbalance", "effort")


def test_undo_and_redo_walk_back_and_forth_through_the_same_states():
    s = played(steps=60)
    snaps, n = [], len(s.log)
    for _ in range(n):
        snaps.append(s.snapshot())
        s.undo()
    assert s.snapshot()["round"] == 1 and not any(f["rolled"] for f in s.snapshot()["fighters"].values())
    for k in range(n):
        s.redo()
        assert s.snapshot() == snaps[n - k - 1]


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_a_replay_of_the_log_reaches_the_same_state(seed):
    s = played(seed, steps=120, policy=Random)
    again = demo_session(seed + 1)                      # another seed: the recorded dice decide
    again.replay(r.command for r in s.log)
    assert again.snapshot() == s.snapshot()
    json.dumps(s.snapshot())


def test_a_saved_battle_opens_again_at_the_same_state(tmp_path):
    s = played(steps=50)
    path = tmp_path / "b.json"
    save_battle(s, path)
    data = json.loads(path.read_text())
    assert data["ruleset"] == "ashes" and all("sheet" in p for p in data["setup"]["participants"])
    back = open_session(path)
    assert back.snapshot() == s.snapshot() and back.can_undo
    c1, c2 = next_command(s, {"party": Heuristic("party", 1), "foes": Heuristic("foes", 2)}), None
    if c1 is not None:
        s.do(c1)
        back.do(c1)
        assert back.snapshot() == s.snapshot()      # the same dice after a reload
        del c2


def test_both_scenarios_open_a_fresh_battle_on_a_graph():
    for name in ("crossroads", "warlord"):
        s = open_session(RESOURCES / "scenarios" / f"{name}.json")
        assert s.ruleset.name == "ashes" and s.state.round == 1
        v = s.view()
        assert v.map.layout == "graph" and v.extra["positions"]
    assert open_session(RESOURCES / "scenarios" / "crossroads.json").view().extra["positions"]["shrine"] == [0.5, 0.2]


def test_a_gm_override_is_logged_as_one_and_undone_like_any_command():
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[3], [4]])
    do(s, "override", op="health", target="orc", value=5, reason="a fall off-screen")
    assert s.state.fighters["orc"].health == 5 and s.log[-1].override
    do(s, "override", op="zone", target="ann", zone="c")
    s.undo()
    assert s.state.fighters["ann"].zone == "a"
    with pytest.raises(IllegalCommandError, match="Only the GM overrides"):
        do(s, "override", "ann", op="aura", target="ann", value=3)
    do(s, "override", op="end_battle", outcome="victory")
    assert s.state.outcome == "victory" and s.awaited() == []


def test_the_view_keeps_the_contract():
    """Tracks Aura, Health (a box of 10 each), Prana; extra effort / phase / death_token / imbalances / bids."""
    s = at_turns(pc("ann", effort=3, aura=2, boxes=2, chakra={"state": "awakened", "recovery": 1, "prana": 3}),
                 npc("orc", effort=2), dice=[[4, 4, 9], [1, 2]], bids=[("orc", [0]), ("ann", [2])])
    s.state.fighters["ann"].health = 17
    v = s.view(TABLE_VIEWER)
    assert set(v.extra) >= {"positions", "effort", "phase", "death_token", "imbalances", "bids"}
    assert v.extra["phase"] == "turns" and v.extra["bids"] == {"orc": 1, "ann": 9}
    assert v.extra["effort"]["ann"] == {"dice": [4, 4, 9], "spent": [False, False, True], "sets": [[4, 2]]}
    ann = v.token("ann")
    aura, health, prana = ann.tracks
    assert [s_.state for s_ in aura.segments] == ["ok", "ok"]
    assert [(s_.label, s_.state) for s_ in health.segments] == [("10/10", "ok"), ("7/10", "damaged")]
    assert [s_.state for s_ in prana.segments] == ["ok", "ok", "ok", "used", "used"]
    assert v.order.kind == "bids" and [(e.who, e.value, e.acting) for e in v.order.entries] == [
        ("ann", 9, True), ("orc", 1, False)]


def test_hidden_effort_is_absent_from_the_other_sides_view():
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[3], [4]], options={"hidden_effort": True})
    assert set(s.view(TABLE_VIEWER).extra["effort"]) == set()
    assert set(s.view(Viewer("side", "party")).extra["effort"]) == {"ann"}
    assert set(s.view().extra["effort"]) == {"ann", "orc"}


def test_every_refusal_and_phrase_is_told_in_japanese():
    source = "".join(source_of(m) for m in (engine, protocol, window))
    source = source.replace('self._start_of_round(b, "', 'illegal("round", "')     # its reason is a template too
    templates = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
                "illegal", "Phrase"):
            pos = 1 if getattr(node.func, "id", "") == "illegal" else 0
            if len(node.args) > pos and isinstance(node.args[pos], ast.Constant):
                templates.add(node.args[pos].value)
    missing = sorted(t for t in templates if t not in JA)
    assert not missing
    assert len(templates) > 50

    def fields(template):
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}
    assert {t: (fields(t), fields(JA[t])) for t in templates if fields(t) != fields(JA[t])} == {}


def test_events_refusals_and_commands_in_japanese():
    s = at_turns(pc("ann", effort=2), npc("orc", effort=1), dice=[[3, 3], [4]])
    v = s.can({"type": "attack", "actor": "orc", "target": "ann", "pick": [0]})
    assert s.ruleset.refusal_text(v, "ja") == "Annの手番"
    ev = do(s, "attack", "ann", target="orc", pick=[0, 1])
    assert s.ruleset.event_text(ev[-1], s.state, "ja") == "AnnがOrcに攻撃：ランク2・出目3（合計23）（ボーナス行動）"
    assert s.ruleset.command_text(s.state, Command("take_hit", "orc"), "ja") == "攻撃を受ける"
    assert s.ruleset.text(s.view().banner, "ja") == "OrcがAnnに対して防御：セットか、攻撃を受けるか"


def test_a_command_of_someone_else_s_turn_names_whose_turn_it_is():
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[3], [4]])
    with pytest.raises(IllegalCommandError, match="It is Ann's turn") as e:
        do(s, "end_turn", "orc")
    assert e.value.rule == "order"


def test_the_sheet_and_the_gm_forms():
    s = demo_session(1)
    titles = [sec.title.key for sec in s.ruleset.sheet(s.state, "kenshi")]
    assert titles == ["Character", "Weapon", "Techniques", "Imbalances", "Chakra", "Turn"]
    forms = s.ruleset.gm_forms(s.state)
    assert {f.type for f in forms} == {"death_token", "peace", "override", "secrecy"}


def test_the_gm_hides_the_bids_from_the_table_mid_battle_and_can_undo_it():
    """Issue #16: "table view (bids hidden until revealed if the GM sets it so)": the GM's form sets it
    during the battle (logged, undoable); the table's view then shows no bid value until bidding ends."""
    from vtt.core.records import Command
    from vtt.core.ruleset import TABLE_VIEWER
    s = demo_session(1)
    form = next(f for f in s.ruleset.gm_forms(s.state) if f.type == "secrecy" and dict(f.fixed)["option"] == "hidden_bids")
    assert form.fields[0].default is True                      # not hidden yet: the form offers to hide
    s.do(Command("secrecy", None, {**dict(form.fixed), "on": True}))
    assert s.state.options["hidden_bids"] is True and s.log[-1].events[0].type == "secrecy"
    assert s.ruleset.event_text(s.log[-1].events[0], s.state, "en") == "The GM hides the bids from the table"
    assert s.ruleset.event_text(s.log[-1].events[0], s.state, "ja") == "GM：入札を卓から隠す"
    verdict = s.can(Command("secrecy", None, {"option": "hidden_bids", "on": True}))
    assert not verdict and verdict.rule == "secrecy"
    from vtt.sim.driver import make_policy, next_command
    from vtt.core import registry
    system = registry.get("ashes")
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    while s.state.phase != "bid":
        s.do(next_command(s, policies))
    s.do(Command("bid", s.state.bidder().id, {"pick": [0]}))    # (the heuristic opens no bid: #43)
    assert all(e.value is None for e in s.view(TABLE_VIEWER).order.entries)   # bids hidden from the table
    s.undo()
    while s.log[-1].command.type != "secrecy":
        s.undo()
    s.undo()
    assert not s.state.options.get("hidden_bids")


@pytest.mark.parametrize("path", sorted((Path(__file__).resolve().parents[3] / "resources" / "ashes").rglob("*.json")),
                         ids=lambda p: p.name)
def test_every_sample_file_loads_through_its_model(path):
    from vtt.core.files import load_model, read_json
    from vtt.rules.ashes.models import CharacterFile, ScenarioFile
    data = read_json(path)
    assert data["ruleset"] == "ashes"
    model = ScenarioFile if data["kind"] == "scenario" else CharacterFile
    folder = {"scenario": "scenarios", "character": "characters", "npc": "monsters"}[data["kind"]]
    assert path.parent.name == folder
    load_model(model, path)


def test_four_heroes_of_different_degrees():
    from vtt.core.files import load_model
    from vtt.rules.ashes.models import CharacterFile
    degrees = {load_model(CharacterFile, p).degree for p in (RESOURCES / "characters").glob("*.json")}
    assert len(degrees) == 4


def test_techniques_are_named_in_japanese_in_the_log_and_on_the_buttons():
    """A technique's name_ja (the character file) is what the Japanese log and buttons say."""
    from vtt.core import registry
    from vtt.sim.driver import make_policy, next_command
    system = registry.get("ashes")
    s = demo_session(1)
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    for _ in range(300):
        c = next_command(s, policies)
        if c.get("techniques"):
            break
        s.do(c)
    else:
        raise AssertionError("no technique used")
    names = {t["name"]: t["name_ja"] for f in s.state.fighters.values() for t in f.techniques if t.get("name_ja")}
    used = c.get("techniques")[0]
    assert names[used] in s.ruleset.command_text(s.state, c, "ja") and used in s.ruleset.command_text(s.state, c, "en")
    event = next(e for e in s.do(c) if e.data.get("techniques"))
    assert names[used] in s.ruleset.event_text(event, s.state, "ja") and used not in s.ruleset.event_text(event, s.state, "ja")
