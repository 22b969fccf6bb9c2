"""`vtt balance`: the count of a group that gives the players the win rate wanted, the same answer whatever the
number of worker processes, as text or JSON."""
import json
from pathlib import Path

import vtt
from vtt.cli import main

BRIDGE = str(Path(vtt.RESOURCES) / "zones" / "scenarios" / "bridge.json")
#: one look of 100 battles a candidate (the cap), so the test plays 300 battles
QUICK = ["--vary", "wolves=1..3", "--max-battles", "100", "--seed", "3"]


def answer(capsys, *args) -> dict:
    assert main(["balance", BRIDGE, *QUICK, "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_answer_is_the_same_on_one_or_two_workers(capsys):
    one = answer(capsys, "--workers", "1")
    two = answer(capsys, "--workers", "2")
    assert one == two
    assert [c["count"] for c in one["candidates"]] == [1, 2, 3]
    assert all(c["battles"] == 100 for c in one["candidates"])
    assert one["battles"] == 300 and one["group"] == "wolves" and one["players"] == "party"


def test_the_proposed_count_is_the_one_nearest_the_target(capsys):
    r = answer(capsys, "--target", "hard", "--workers", "1")
    assert r["target"] == 0.5 and r["preset"] == "hard"
    rates = {c["count"]: c["win_rate"] for c in r["candidates"]}
    assert r["proposed"] == min(rates, key=lambda n: abs(rates[n] - 0.5))
    assert r["proposed_win_rate"] == rates[r["proposed"]]
    # more wolves, fewer wins: the race's data say so
    assert rates[1] > rates[2] > rates[3]


def test_a_different_seed_plays_other_battles(capsys):
    a = answer(capsys, "--workers", "1")
    b = answer(capsys, "--workers", "1", "--seed", "4")
    assert [c["wins"] for c in a["candidates"]] != [c["wins"] for c in b["candidates"]]


def test_the_text_answer_has_a_line_per_count_and_the_proposal(capsys):
    assert main(["balance", BRIDGE, *QUICK, "--target", "0.65", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    r = answer(capsys, "--target", "0.65", "--workers", "1")
    lines = out.splitlines()
    assert lines[0].startswith(f"Balance of {BRIDGE}: wolves (foes) 1..3, party win rate wanted 65% (fair)")
    assert [line.split()[0] for line in lines[2:5]] == ["1", "2", "3"]
    assert f"Proposed: wolves {r['proposed']} — party win {100 * r['proposed_win_rate']:.1f}%" in out


def test_without_vary_the_most_numerous_foe_group_is_raced_from_1_to_6(capsys):
    ogre = str(Path(vtt.RESOURCES) / "hundred" / "scenarios" / "ogre.json")
    assert main(["balance", ogre, "--max-battles", "100", "--json", "--workers", "1", "--target", "deadly"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["group"] == "wolf" and [c["count"] for c in r["candidates"]] == [1, 2, 3, 4, 5, 6]
    assert r["target"] == 0.3
