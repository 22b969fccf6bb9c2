"""Headless: `vtt play` on a zones script, `vtt roll --system zones`, `vtt simulate` on a zones scenario."""
import json
from pathlib import Path

import pytest

from vtt.cli import main
from vtt.core.game_file import open_session
from vtt.rules.zones.battle import RESOURCES
from vtt.rules.zones.dice import roll_command

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "docs" / "examples" / "zones-script.json"
TROLL = RESOURCES / "scenarios" / "troll.json"


def test_the_documented_script_plays_without_a_refusal(capsys):
    assert main(["play", str(EXAMPLE), "--strict"]) == 0
    out = capsys.readouterr().out
    assert "Grey wolf attacks Asa: [6, 6, 1, 1] 2 success(es); dodge [6, 6, 1, 1] 2 success(es): miss" in out
    assert "Bandit and Asa swap cards: Bandit holds 5, Asa 8" in out
    assert "Asa forces Black wolf to swap cards" in out
    assert "wolf1 Grey wolf [foes] zone bridge card 2 physical 3/3 mental 0/3 weapon Bite BROKEN" in out


def test_the_whole_fight_script_runs_strict_through_every_rule_the_issue_names(capsys):
    """docs/examples/zones-fight.json: the deal, a swap of two player characters before anyone acts, an
    attack with a dodge, a grapple, a break-free held (a tie changes nothing) and then won, a fear test,
    a flight caught by a chase ("both move one zone toward the flight")."""
    assert main(["play", str(ROOT / "docs" / "examples" / "zones-fight.json"), "--strict"]) == 0
    out = capsys.readouterr().out
    for line in ("Bren and Dana swap initiative cards (Bren now holds 9)",
                 "Hill troll attacks Asa: [6, 1, 1, 1, 1, 1] 1 success(es); dodge [6, 2, 1, 1] 1 success(es): miss",
                 "Cyra grapples Hill troll: [6, 6, 1, 1, 1, 1] 2 success(es): Hill troll restrained",
                 "Hill troll tries to break free: [6, 1, 1, 1, 1, 1] 1 success(es); hold [6, 1, 1, 1, 1, 1] 1: still held",
                 "Hill troll tries to break free: [6, 6, 1, 1, 1, 1] 2 success(es); hold [6, 1, 1, 1, 1, 1] 1: free",
                 "Dana tests fear 1 (risky, +2 for the party)",
                 "Hill troll chases [6, 6, 1] 2: caught: they all move to Path",
                 "asa Asa [party] zone path", "troll Hill troll [foes] zone path card 2,8"):
        assert line in out, line


def test_the_script_in_japanese(capsys):
    assert main(["play", str(EXAMPLE), "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "灰色狼は倒れた（戦闘不能）" in out and "アサのリアクション：受け流し（白兵）" in out


def test_a_refused_command_says_why_and_the_saved_battle_opens_again(tmp_path, capsys):
    script = json.loads(EXAMPLE.read_text())
    script["scenario"] = str(RESOURCES / "scenarios" / "bridge.json")
    script["commands"] = script["commands"][:3] + [{"type": "move", "actor": "bren", "to": "ford"}]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script))
    assert main(["play", str(path), "--strict", "--save", str(tmp_path / "b.json")]) == 1
    out = capsys.readouterr().out
    assert "REJECTED command 3" in out and "Reactions to the attack come first: react or pass [window]" in out
    assert main(["play", str(path), "--json"]) == 0
    state = json.loads(capsys.readouterr().out)["state"]
    assert open_session(tmp_path / "b.json").snapshot() == state


@pytest.mark.parametrize("expression, dice, text", [
    ("5D", "6,6,1,2,3", "5D → [6, 6, 1, 2, 3] 2 successes"),
    ("5D-2", "6,1,2", "5D-2 → [6, 1, 2] 1 success"),
    ("4D>=5", "5,6,1,4", "4D>=5 → [5, 6, 1, 4] 2 successes"),
    ("3D/2", "6,1,1", "3D/2 → [6, 1, 1] 1 success (need 2: failed)"),
    ("3D vs 2D", "6,6,1,6,2", "3D vs 2D → [6, 6, 1] 2 vs [6, 2] 1: the first wins"),
])
def test_vtt_roll_speaks_the_pool_syntax(capsys, expression, dice, text):
    assert main(["roll", "--system", "zones", expression, "--dice", dice]) == 0
    assert capsys.readouterr().out.strip() == text


def test_harm_never_takes_a_pool_below_no_dice():
    """Our ruling: "− 1 per Harm level (never below 0)"."""
    r = roll_command("2D-3", [])                    # no die to give
    assert r["dice"] == [] and r["successes"] == 0


def test_a_roll_that_is_no_pool_is_refused(capsys):
    assert main(["roll", "--system", "zones", "2NA+1"]) == 2
    assert "not a dice command" in capsys.readouterr().err
    assert main(["roll", "--system", "zones", "3D", "--dice", "6,6"]) == 2
    assert "give 3 dice for this roll, not 2" in capsys.readouterr().err
    assert main(["roll", "--system", "zones", "2D", "--dice", "6,6,6"]) == 2


def test_vtt_simulate_plays_a_zones_scenario_with_ai_on_both_sides(capsys):
    assert main(["simulate", str(TROLL), "--battles", "12", "--workers", "1", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["battles"] == 12 and r["policies"] == {"party": "heuristic", "foes": "heuristic"}
    assert set(r["outcomes"]) <= {"victory", "defeat", "fled", "timeout"}
    assert 0 <= r["party_win_rate"] <= 1 and 0 < r["hit_rate"] < 1
    assert main(["simulate", str(TROLL), "--battles", "4", "--workers", "1", "--dolls", "random",
                 "--enemies", "random"]) == 0
    assert "party win" in capsys.readouterr().out


def test_the_same_seed_gives_the_same_battles_on_one_or_two_workers():
    from vtt.sim.simulator import simulate
    one = simulate(TROLL, 6, seed=3)
    two = simulate(TROLL, 6, seed=3, workers=2)
    assert [r.to_dict() for r in one] == [r.to_dict() for r in two]
