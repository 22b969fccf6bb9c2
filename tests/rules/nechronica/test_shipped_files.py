"""The shipped scenarios, dolls and enemies read without pydantic (vtt.core.plain, from the models' table of
fields: tests/core/test_plain.py holds the table to the models) give exactly what validation gives."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from vtt import RESOURCES
from vtt.core.journal import Journal
from vtt.core.plain import read_plain, read_shapes
from vtt.rules.nechronica.battle import (builtin_session, demo_session, load_scenario, read_shipped_scenario,
                                         session_from_scenario_file)
from vtt.rules.nechronica.models import DollFile, EnemyFile
from vtt.rules.nechronica.setup import resolve_scenario

SCENARIOS = sorted((RESOURCES / "scenarios").glob("*.json"))
DOLLS = sorted((RESOURCES / "dolls").glob("*.json"))
ENEMIES = sorted((RESOURCES / "enemies").glob("*.json"))


def _name(p):
    return p.name


def shipped(model, path):
    """A shipped doll or enemy file read plain (vtt.core.plain, from Nechronica's shapes.json)."""
    return read_plain(path, model, read_shapes("vtt.rules.nechronica")).model_dump()


@pytest.mark.parametrize("path", DOLLS, ids=_name)
def test_a_built_in_doll_reads_as_the_model_validates_it(path):
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert shipped("DollFile", path) == DollFile.model_validate(raw).model_dump()


@pytest.mark.parametrize("path", ENEMIES, ids=_name)
def test_a_built_in_enemy_reads_as_the_model_validates_it(path):
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert shipped("EnemyFile", path) == EnemyFile.model_validate(raw).model_dump()


@pytest.mark.parametrize("path", SCENARIOS, ids=_name)
def test_a_built_in_scenario_reads_as_it_resolves_when_validated(path):
    validated = resolve_scenario(load_scenario(path), path.parent)
    got = read_shipped_scenario(path)
    assert got == validated.model_dump()
    assert list(got) == list(validated.model_dump())       # the same order: the same JSON when saved


@pytest.mark.parametrize("path", SCENARIOS, ids=_name)
def test_a_built_in_session_is_the_validated_session(path):
    fast, slow = builtin_session(path, seed=5), session_from_scenario_file(path, seed=5)
    assert fast.state == slow.state
    assert fast.snapshot() == slow.snapshot()
    assert fast.seed == slow.seed == 5
    assert fast.setup_json() == slow.setup_json()
    assert fast.setup == slow.setup          # the model, made from the plain setup when asked for


def test_the_demo_takes_the_scenarios_seed():
    assert demo_session().seed == json.loads((RESOURCES / "scenarios" / "demo.json").read_text())["seed"]


def test_the_journal_of_the_demo_starts_with_the_validated_setup(tmp_path):
    demo = RESOURCES / "scenarios" / "demo.json"
    fast = Journal(builtin_session(demo), tmp_path / "fast.jsonl")
    slow = Journal(session_from_scenario_file(demo), tmp_path / "slow.jsonl")
    assert fast.path.read_text(encoding="utf-8") == slow.path.read_text(encoding="utf-8")


def test_a_scenario_with_basic_parts_takes_the_validated_path(tmp_path):
    doll = json.loads((RESOURCES / "dolls" / "lily.json").read_text(encoding="utf-8"))
    doll.update(basic_parts=True, parts=[])
    (tmp_path / "doll.json").write_text(json.dumps(doll), encoding="utf-8")
    (tmp_path / "sc.json").write_text(json.dumps({"kind": "scenario", "dolls": [{"file": "doll.json"}],
                                                  "enemies": [{"file": str(RESOURCES / "enemies" / "zombie.json")}]}),
                                      encoding="utf-8")
    assert read_shipped_scenario(tmp_path / "sc.json") is None
    s = builtin_session(tmp_path / "sc.json", seed=1)
    assert s.state == session_from_scenario_file(tmp_path / "sc.json", seed=1).state
    assert s.state.fighters["lily"].parts      # the catalog's basic parts


def test_the_demo_opens_without_pydantic():
    code = ("import sys; from vtt.rules.nechronica.battle import demo_session; s = demo_session(); "
            "s.do(__import__('vtt.core.records', fromlist=['Command']).Command('start')); "
            "assert 'pydantic' not in sys.modules, 'pydantic was imported'; "
            "s.setup; assert 'pydantic' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)



def test_the_demo_saves_and_loads_like_a_validated_battle(tmp_path):
    from vtt.core.records import Command
    from vtt.rules.nechronica.battle import load_battle, save_battle
    fast, slow = demo_session(seed=3), session_from_scenario_file(RESOURCES / "scenarios" / "demo.json", seed=3)
    for s in (fast, slow):
        s.do(Command("start"))
    save_battle(fast, tmp_path / "fast.json")
    save_battle(slow, tmp_path / "slow.json")
    assert (tmp_path / "fast.json").read_text(encoding="utf-8") == (tmp_path / "slow.json").read_text(encoding="utf-8")
    assert load_battle(tmp_path / "fast.json").snapshot() == fast.snapshot()
