"""`vtt play` given a script with both a scenario file and a setup written inline (or neither) says what was wrong
and what to do, in every ruleset, exits 2 and writes nothing (--save's file not made, an old one untouched). It
said "field (top level): give exactly one of 'scenario' or 'setup'": not that both were given, nor what each is."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = {"nechronica": ROOT / "resources" / "scenarios" / "duel.json",
             "zones": ROOT / "resources" / "zones" / "scenarios" / "bridge.json",
             "ashes": next((ROOT / "resources" / "ashes" / "scenarios").glob("*.json")),
             "hundred": next((ROOT / "resources" / "hundred" / "scenarios").glob("*.json"))}


def play(*args):
    return subprocess.run([sys.executable, "-c", "import sys; from vtt.cli import main; sys.exit(main())", "play",
                           *map(str, args)], capture_output=True, text=True, timeout=120, cwd=ROOT)


@pytest.mark.parametrize("ruleset", sorted(SCENARIOS))
def test_a_script_with_both_a_scenario_and_a_setup_is_refused_saying_which_to_give(ruleset, tmp_path):
    scenario = SCENARIOS[ruleset]
    script = tmp_path / "both.json"
    script.write_text(json.dumps({"kind": "script", "ruleset": ruleset, "scenario": str(scenario),
                                  "setup": json.loads(scenario.read_text(encoding="utf-8")), "commands": []}))
    old = tmp_path / "old.json"
    old.write_text("kept")
    for save in (tmp_path / "new.json", old):
        run = play(script, "--save", save)
        assert run.returncode == 2 and not run.stdout, run
        message = run.stderr
        assert "both 'scenario'" in message and "'setup'" in message and "give one" in message, message
        assert "a scenario file" in message and "inline" in message, message
    assert not (tmp_path / "new.json").exists() and old.read_text() == "kept"


@pytest.mark.parametrize("ruleset", sorted(SCENARIOS))
def test_a_script_with_neither_says_what_to_give(ruleset, tmp_path):
    script = tmp_path / "none.json"
    script.write_text(json.dumps({"kind": "script", "ruleset": ruleset, "commands": []}))
    run = play(script, "--save", tmp_path / "new.json")
    assert run.returncode == 2 and "neither 'scenario' nor 'setup'" in run.stderr, run.stderr
    assert not (tmp_path / "new.json").exists()


def test_the_help_says_a_script_gives_one_of_them():
    run = play("--help")
    assert "'scenario'" in run.stdout and "'setup'" in run.stdout, run.stdout
