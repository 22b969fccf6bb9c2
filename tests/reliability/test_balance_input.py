"""#43: `vtt balance` refuses what it cannot answer, in every ruleset, with a clear message and exit 2, before
any battle is played (a range of ten thousand counts is refused without ever being built) — and a scenario no
candidate can win ends after the first look, not in a search that never settles."""
import json
from pathlib import Path

import pytest

import vtt
from vtt.cli import main
from vtt.sim.balance import BalanceError, parse_range, parse_target

SCENARIOS = {"nechronica": ("scenarios/duel.json", "zombies"), "zones": ("zones/scenarios/bridge.json", "wolves"),
             "ashes": ("ashes/scenarios/crossroads.json", "raider"), "hundred": ("hundred/scenarios/ogre.json", "wolf")}


def run(capsys, scenario, *args) -> tuple[int, str, str]:
    code = main(["balance", str(Path(vtt.RESOURCES) / scenario), "--workers", "1", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("ruleset", SCENARIOS)
@pytest.mark.parametrize("args, said", [
    (["--vary", "nobody=1..3"], "no group 'nobody' in this encounter; its groups are: "),
    (["--vary", "{g}=1..10000"], "at most 12 counts are raced at once, not 10000: narrow the range"),
    (["--vary", "{g}=1..10000000000000"], "at most 12 counts are raced at once, not 10000000000000"),
    (["--vary", "{g}=3..1"], "the range 3..1 holds no count"),
    (["--vary", "{g}=0..2"], "a count is at least 1, not 0"),
    (["--vary", "{g}=a..b"], "a range is FIRST..LAST (1..6) or a list (2,4,6), not 'a..b'"),
    (["--vary", "{g}"], "--vary is GROUP=FIRST..LAST (wolves=1..6)"),
    (["--vary", "=1..3"], "--vary is GROUP=FIRST..LAST"),
    (["--vary", "{g}=190..201"], "a count of {g} is 1 to "),
    (["--target", "1.5"], "the target is a win rate strictly between 0 and 1 (0.65, 65%), not 1.5"),
    (["--target", "-0.2"], "strictly between 0 and 1"),
    (["--target", "0"], "strictly between 0 and 1"),
    (["--target", "100%"], "strictly between 0 and 1"),
    (["--target", "nan"], "strictly between 0 and 1"),
    (["--target", "impossible"], "or one of easy (80%), fair (65%), hard (50%), deadly (30%), not 'impossible'"),
    (["--precision", "0.7"], "the precision is a half-width between 0 and 0.5"),
    (["--max-battles", "10"], "a candidate needs at least 100 battles, not 10"),
    (["--dolls", "clairvoyant"], "unknown policy 'clairvoyant'"),
    (["--workers", "0"], "--workers and --max-rounds must be at least 1"),
])
def test_bad_input_is_refused_with_a_message_and_exit_2(capsys, ruleset, args, said):
    scenario, group = SCENARIOS[ruleset]
    code, out, err = run(capsys, scenario, *[a.format(g=group) for a in args])
    assert code == 2 and out == ""
    assert err.startswith("vtt balance: ") and said.format(g=group) in err


#: encounters none of whose candidates the players win in one round (two dolls against a soldier legion of 11
#: and a ghoul or two; four against a troll and its wolves; the warlord's court; the ogre's bridge with two
#: ogres or three): a lone doll finishes a zombie or two in round 1, and a lucky party a wolf or an ogre
HOPELESS = {"nechronica": ("scenarios/even.json", "ghoul", "1..2"),
            "zones": ("zones/scenarios/troll.json", "wolves", "1..2"),
            "ashes": ("ashes/scenarios/warlord.json", "raider", "1..2"),
            "hundred": ("hundred/scenarios/ogre.json", "ogre", "2..3")}


@pytest.mark.parametrize("ruleset", SCENARIOS)
def test_a_scenario_no_candidate_can_win_ends_after_the_first_look(capsys, ruleset):
    """With a round cap of 1 every battle is a timeout (a draw): the players' side wins none at any count."""
    scenario, group, counts = HOPELESS[ruleset]
    code, out, err = run(capsys, scenario, "--vary", f"{group}={counts}", "--max-rounds", "1")
    assert code == 2 and out == ""
    assert "no candidate won a single battle in 100 each: the" in err and "cannot win this encounter" in err


def test_a_missing_or_broken_scenario_is_refused(capsys, tmp_path):
    code, _, err = run(capsys, str(tmp_path / "nowhere.json"))
    assert code == 2 and "nowhere.json" in err
    broken = tmp_path / "broken.json"
    broken.write_text('{"kind": "scenario", "ruleset": "zones", "participants": [{"character": 5}]}')
    code, _, err = run(capsys, str(broken))
    assert code == 2 and "broken.json" in err


def test_a_scenario_with_no_one_on_the_other_side_is_refused(capsys, tmp_path):
    data = json.loads((Path(vtt.RESOURCES) / "zones/scenarios/bridge.json").read_text())
    data["participants"] = [dict(p, character=str(Path(vtt.RESOURCES) / "zones/scenarios" / p["character"]))
                            for p in data["participants"] if p["side"] == "party"]
    path = tmp_path / "alone.json"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, str(path))
    assert code == 2 and "alone.json" in err and "a battle needs someone on each side (party, foes)" in err


@pytest.mark.parametrize("value", [True, None, [0.5], {"t": 1}, float("inf"), "", "65%%", "0,65"])
def test_a_target_of_another_type_is_refused(value):
    with pytest.raises(BalanceError):
        parse_target(value)


@pytest.mark.parametrize("text", ["", "1..", "..6", "1...6", "1..2..3", "x", "1,x", "-3..2", "1e3..2e3"])
def test_a_malformed_range_is_refused(text):
    with pytest.raises(BalanceError):
        parse_range(text)
