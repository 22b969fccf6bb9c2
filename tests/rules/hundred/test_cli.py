"""Headless: `vtt play` on the hundred fight script, `vtt roll --system hundred`, `vtt simulate`."""
import json
from pathlib import Path

import pytest

from vtt.cli import main
from vtt.core.game_file import open_session
from vtt.rules.hundred.battle import RESOURCES

ROOT = Path(__file__).resolve().parents[3]
FIGHT = ROOT / "docs" / "examples" / "hundred-fight.json"
CROSSROADS = RESOURCES / "scenarios" / "crossroads.json"


def test_the_fight_script_runs_strict_through_every_rule_the_issue_names(capsys):
    """A card given, a reveal, an act-earlier, an exploding roll, an interrupt before damage, a dodge, a
    block with a shifted die, and a character knocked unconscious by exhaustion overflow."""
    assert main(["play", str(FIGHT), "--strict"]) == 0
    out = capsys.readouterr().out
    for line in ("Mira gives Aren a card",
                 "The cards are flipped: Aren 10, Bandit 30, Bandit archer 50, Mira 70",
                 "Mira (card 70) acts before Aren",
                 "Mira rolls 3d10+3d6 [4, 10+5, 3, 2, 2, 1] 15 at Bandit archer",
                 "Aren attacks Bandit's torso with Longsword (3d10+1d6, 1 shifted",
                 "Bandit (card 30) interrupts Aren's attack before its damage",
                 "Bandit rolls 2d10+2d6 [7, 5, 3, 1] 7 at Aren; dodge 1d10+2d6 [9, 1, 2] 9: miss",
                 "− block 2d6 [4, 2] 4 → 3",
                 "Bandit archer gets +3 exhaustion (a failed spell): (X)(X)OO → (X)(X)(X)(/)",
                 "Bandit archer is unconscious",
                 "The battle is over: victory"):
        assert line in out, line


def test_the_script_in_japanese(capsys):
    assert main(["play", str(FIGHT), "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "ミラがアレンにカードを1枚渡す" in out and "山賊の射手は気絶した" in out
    # the cards flipped are a list, written as Japanese writes one (、), not "アレン 10, 山賊 30"
    assert "カードを表にする：アレン 10、山賊 30、山賊の射手 50、ミラ 70" in out


def test_a_refused_command_says_why_and_the_saved_battle_opens_again(tmp_path, capsys):
    script = json.loads(FIGHT.read_text())
    for p in script["setup"]["participants"]:
        p["character"] = str((FIGHT.parent / p["character"]).resolve())
    script["commands"] = script["commands"][:3] + [{"type": "give", "actor": "mira", "card": 20, "to": "aren"}]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script))
    assert main(["play", str(path), "--strict", "--save", str(tmp_path / "b.json")]) == 1
    out = capsys.readouterr().out
    assert "REJECTED command 3" in out and "Mira has given a card this round already: one per round [give]" in out
    assert main(["play", str(path), "--json"]) == 0
    state = json.loads(capsys.readouterr().out)["state"]
    assert open_session(tmp_path / "b.json").snapshot() == state


@pytest.mark.parametrize("expression, dice, text", [
    ("3d10+2d6", "7,2,3,4,5", "3d10+2d6 → [7, 2, 3, 4, 5] highest 7 = 7"),
    ("1d10+1d6", "10,10,3,6,2", "1d10+1d6 → [10+10+3, 6+2] highest 23 = 23"),
    ("2d6-2", "5,1", "2d6-2 → [5, 1] highest 5 − 2 = 3"),
    ("3d10+2d6 vs 2d10+1d6", "7,2,3,4,5,5,9,1", "3d10+2d6 vs 2d10+1d6 → [7, 2, 3, 4, 5] 7 vs [5, 9, 1] 9: the second wins"),
    ("1d6 vs 1d6", "4,4", "1d6 vs 1d6 → [4] 4 vs [4] 4: the first wins (a tie goes to the first)"),
    # "The attacker could still miss the attack by having a highest roll of 1": the tie of 1s is no hit
    ("1d6 vs 1d6", "1,1", "1d6 vs 1d6 → [1] 1 vs [1] 1: the second wins"),
])
def test_vtt_roll_speaks_the_exploding_pool_syntax(capsys, expression, dice, text):
    assert main(["roll", "--system", "hundred", expression, "--dice", dice]) == 0
    assert capsys.readouterr().out.strip() == text


def test_a_roll_that_is_no_pool_is_refused(capsys):
    assert main(["roll", "--system", "hundred", "2NA+1"]) == 2
    assert "not a dice command" in capsys.readouterr().err
    assert main(["roll", "--system", "hundred", "2d6", "--dice", "6,1,2,3"]) == 2
    assert "not needed" in capsys.readouterr().err


def test_vtt_simulate_plays_a_hundred_scenario_with_ai_on_both_sides(capsys):
    assert main(["simulate", str(CROSSROADS), "--battles", "12", "--workers", "1", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["battles"] == 12 and r["policies"] == {"party": "heuristic", "foes": "heuristic"}
    assert set(r["outcomes"]) <= {"victory", "defeat", "ended", "timeout"}
    assert 0 <= r["party_win_rate"] <= 1 and 0 < r["hit_rate"] <= 1
    assert main(["simulate", str(RESOURCES / "scenarios" / "ogre.json"), "--battles", "4", "--workers", "1",
                 "--dolls", "random", "--enemies", "random"]) == 0
    assert "party win" in capsys.readouterr().out


def test_the_same_seed_gives_the_same_battles_on_one_or_two_workers():
    from vtt.sim.simulator import simulate
    one = simulate(CROSSROADS, 6, seed=3)
    two = simulate(CROSSROADS, 6, seed=3, workers=2)
    assert [r.to_dict() for r in one] == [r.to_dict() for r in two]
