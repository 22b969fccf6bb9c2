"""Headless: `vtt play` on the ashes script, `vtt roll --system ashes`, `vtt simulate` on an ashes scenario."""
import json
from pathlib import Path

from vtt.cli import main
from vtt.core.game_file import open_session
from vtt.rules.ashes.battle import RESOURCES

ROOT = Path(__file__).resolve().parents[3]
FIGHT = ROOT / "docs" / "examples" / "ashes-fight.json"
CROSSROADS = RESOURCES / "scenarios" / "crossroads.json"


def test_the_whole_fight_script_runs_strict_through_every_rule_the_issue_names(capsys):
    """An imbalance decision, a bidding war with re-bids, a bonus action, a defended attack bought down across a
    Health box (an Imbalance raised), a Chakra awakening and its recovery, a vanquish under the Death token."""
    assert main(["play", str(FIGHT), "--strict"]) == 0
    out = capsys.readouterr().out
    for line in ("Kenshi takes the mechanical penalty of Bruised (Rank 1)",
                 "Kenshi rolls 6 Effort dice",
                 "Wasteland raider raises to 7 with [3, 1]", "Kenshi raises to 11 with [2, 9]",
                 "Bidding closes. Initiative order: Kenshi 11, Wasteland raider 7",
                 "Kenshi awakens the Chakra with a Spirit action of Rank 2 Facing 4: Recovery 2, Pool 10",
                 "Kenshi attacks Wasteland raider with Rank 3 Facing 6 (total 39) + Falling Star Cut (bonus action)",
                 "Kenshi's Chakra fills with 4 Prana (4/10)",
                 "Kenshi defends with Rank 1 Facing 3 (total 15) + Iron Wall Stance",
                 "Kenshi buys down 14 damage: 0 Aura, 14 Health (left: Aura 0, Health 14); 1 Health box(es) emptied",
                 "Wasteland raider chooses the injury: Kenshi has the physical Imbalance Bruised at Rank 2",
                 "Wasteland raider is vanquished", "Kenshi kills Wasteland raider", "The battle is over: victory"):
        assert line in out, line


def test_the_script_in_japanese(capsys):
    assert main(["play", str(FIGHT), "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "ケンシが荒野の略奪者を殺した" in out and "死のトークン" in out


def test_a_refused_command_says_why_and_the_saved_battle_opens_again(tmp_path, capsys):
    script = json.loads(FIGHT.read_text())
    script["setup"]["participants"][1]["character"] = str(RESOURCES / "monsters" / "raider.json")
    script["commands"] = script["commands"][:4] + [{"type": "bid", "actor": "raider", "pick": [3]}]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script))
    assert main(["play", str(path), "--strict", "--save", str(tmp_path / "b.json")]) == 1
    out = capsys.readouterr().out
    assert "REJECTED command 4" in out and "It is Kenshi's bid [bid]" in out
    assert main(["play", str(path), "--json"]) == 0
    state = json.loads(capsys.readouterr().out)["state"]
    assert open_session(tmp_path / "b.json").snapshot() == state


def test_vtt_roll_shows_a_pool_as_its_sets(capsys):
    assert main(["roll", "--system", "ashes", "7d10", "--dice", "3,3,7,7,7,1,10"]) == 0
    assert capsys.readouterr().out.strip() == "7d10 → [3, 3, 7, 7, 7, 1, 10] sets: 3×7=37, 2×3=23, 1×10=20, 1×1=11"
    assert main(["roll", "--system", "ashes", "3d10", "--dice", "6,6"]) == 2
    assert "give 3 dice for this roll, not 2" in capsys.readouterr().err
    assert main(["roll", "--system", "ashes", "2D6+1"]) == 2


def test_vtt_simulate_plays_an_ashes_scenario_with_ai_on_both_sides(capsys):
    assert main(["simulate", str(CROSSROADS), "--battles", "12", "--workers", "1", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["battles"] == 12 and r["policies"] == {"party": "heuristic", "foes": "heuristic"}
    assert set(r["outcomes"]) <= {"victory", "defeat", "peace", "timeout"}
    assert 0 <= r["party_win_rate"] <= 1 and 0 < r["hit_rate"] < 1
    assert main(["simulate", str(CROSSROADS), "--battles", "4", "--workers", "1", "--dolls", "random",
                 "--enemies", "random"]) == 0
    assert "party win" in capsys.readouterr().out


def test_the_same_seed_gives_the_same_battles_on_one_or_two_workers():
    from vtt.sim.simulator import simulate
    one = simulate(CROSSROADS, 6, seed=3)
    two = simulate(CROSSROADS, 6, seed=3, workers=2)
    assert [r.to_dict() for r in one] == [r.to_dict() for r in two]
    assert {r.outcome for r in one} <= {"victory", "defeat", "timeout"}
