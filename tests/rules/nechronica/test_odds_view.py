"""Odds of a proposed attack equal a brute-force count of every die face, played through the engine."""
import itertools
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from vtt.core.errors import IllegalCommandError, MalformedCommandError
from vtt.core.records import Command
from vtt.core.session import Session
from vtt.rules.nechronica.battle import RULESET, session_from_scenario_file
from vtt.rules.nechronica.checks import LOCATION_BY_TOTAL
from vtt.rules.nechronica.odds_view import attack_odds_for

ODDS = Path(__file__).parent / "data" / "odds.json"


def _at_doll_count():
    """The odds scenario started and advanced to count 6, where the dolls act (the brute has waited)."""
    s = session_from_scenario_file(ODDS, seed=1, history=False)
    s.do({"type": "start"})
    while s.state.count > 6:
        s.do({"type": "wait", "actor": "brute"})
        s.do({"type": "next_count"})
    s.do({"type": "wait", "actor": "brute"})     # at 6 the NC side declares first
    return s


def _brute_force(s, command, dice):
    """Play ``command`` with every combination of ``dice`` d10 and count outcomes and locations."""
    outcomes, locations = Counter(), Counter()
    for faces in itertools.product(range(1, 11), repeat=dice):
        trial = Session(RULESET, RULESET.clone(s.state), seed=0, history=False)
        events = list(trial.do(command.with_dice(faces)))
        if trial.state.window is not None:
            events += trial.do(Command("pass"))
        result = next(e for e in events if e.type == "check_result" and e.data["kind"] == "attack")
        outcomes[result.data["outcome"]] += 1
        if result.data["outcome"] in ("success", "critical"):
            total = result.data["total"]
            locations["attacker_choice" if total >= 11 else LOCATION_BY_TOTAL[total]] += 1
        else:
            locations["miss"] += 1
    n = 10 ** dice
    return ({k: Fraction(v, n) for k, v in outcomes.items()}, {k: Fraction(v, n) for k, v in locations.items()})


def _exact(d):
    return {k: Fraction(v) for k, v in d.items() if Fraction(v) != 0}


CASES = [
    # (actor, part, target, expected modifier, dice): fear (-1) with 2 dice; the brute on a scornful
    # doll in her area (+1); on a doll elsewhere (0); a servant's 3 dice (failures become fumbles)
    ("afraid", "p0", "brute", -1, 2),
    ("afraid", "p1", "brute", -1, 1),
    ("scornful", "p0", "brute", 0, 1),
    ("servant", "p0", "brute", 0, 3),
]


@pytest.mark.parametrize("actor,part,target,modifier,dice", CASES)
def test_doll_attack_odds_match_brute_force(actor, part, target, modifier, dice):
    s = _at_doll_count()
    c = Command("use", actor, {"part": part, "target": target})
    odds = attack_odds_for(s, c)
    assert (odds["dice"], odds["modifier"]) == (dice, modifier)
    outcomes, locations = _brute_force(s, c, dice)
    assert _exact(odds["exact"]["outcomes"]) == outcomes
    assert _exact(odds["exact"]["locations"]) == locations
    assert sum(odds["outcomes"].values()) == pytest.approx(1.0)
    assert odds["hit"] == pytest.approx(float(outcomes.get("success", 0) + outcomes.get("critical", 0)))


@pytest.mark.parametrize("target,modifier", [("scornful", 1), ("afraid", 0), ("servant", 0)])
def test_enemy_attack_odds_match_brute_force(target, modifier):
    s = session_from_scenario_file(ODDS, seed=1, history=False)
    s.do({"type": "start"})                      # count 8: the brute acts
    c = Command("use", "brute", {"part": "p0", "target": target})
    odds = attack_odds_for(s, c)
    assert odds["modifier"] == modifier
    assert [r for r, _ in odds["modifiers"]] == (["軽蔑 (contempt): Scornful is mad"] if modifier else [])
    outcomes, locations = _brute_force(s, c, 1)
    assert _exact(odds["exact"]["outcomes"]) == outcomes
    assert _exact(odds["exact"]["locations"]) == locations


def test_expected_critical_bonus_matches_enumeration():
    s = _at_doll_count()
    odds = attack_odds_for(s, Command("use", "afraid", {"part": "p0", "target": "brute"}))
    # two dice at -1: the best total is 9, so never a critical
    bonus = Fraction(0)
    for a, b in itertools.product(range(1, 11), repeat=2):
        total = max(a, b) - 1
        if total >= 11:
            bonus += Fraction(total - 10, 100)
    assert Fraction(odds["exact"]["expected_bonus_damage"]) == bonus == 0
    s2 = session_from_scenario_file(ODDS, seed=1, history=False)
    s2.do({"type": "start"})
    odds = attack_odds_for(s2, Command("use", "brute", {"part": "p0", "target": "scornful"}))
    assert Fraction(odds["exact"]["expected_bonus_damage"]) == Fraction(1, 10)   # a 10 (+1) = 11 → +1


def test_illegal_or_non_attack_commands_are_refused():
    s = session_from_scenario_file(ODDS, seed=1, history=False)
    s.do({"type": "start"})
    with pytest.raises(IllegalCommandError):
        attack_odds_for(s, Command("use", "afraid", {"part": "p0", "target": "brute"}))   # not her count
    with pytest.raises(MalformedCommandError):
        attack_odds_for(s, Command("wait", "brute"))


@pytest.mark.parametrize("gm", [3, -2])
def test_the_command_s_own_gm_modifier_is_in_the_odds(gm):
    """#14 item 7: a +3 GM modifier still showed the unmodified hit chance."""
    s = _at_doll_count()
    c = Command("use", "afraid", {"part": "p0", "target": "brute", "modifier": gm})
    odds = attack_odds_for(s, c)
    assert odds["modifier"] == gm - 1 and ["GM modifier", gm] in odds["modifiers"]
    outcomes, _ = _brute_force(s, c, 2)                 # the engine's own rolls of the same command
    assert _exact(odds["exact"]["outcomes"]) == outcomes
    plain = attack_odds_for(s, Command("use", "afraid", {"part": "p0", "target": "brute"}))
    assert (odds["hit"] > plain["hit"]) == (gm > 0)


def test_the_odds_name_the_part_and_the_mad_doll_in_the_language_asked():
    """#41: names are the files' English ``name`` and Japanese ``name_ja``: the odds tell them in the language
    asked, as the window's views do (its reasons' sentences too)."""
    s = session_from_scenario_file(ODDS, seed=1, history=False)
    s.do({"type": "start"})
    smash = Command("use", "brute", {"part": "p0", "target": "scornful"})
    en, ja = attack_odds_for(s, smash), attack_odds_for(s, smash, "ja")
    assert (en["name"], ja["name"]) == ("Smash", "叩き潰す")
    assert en["modifiers"] == [["軽蔑 (contempt): Scornful is mad", 1]]
    assert ja["modifiers"] == [["軽蔑：スコーンフルが発狂している", 1]]
    assert attack_odds_for(s, Command("use", "brute", {"part": "p0", "target": "scornful", "modifier": 2}),
                           "ja")["modifiers"][-1] == ["GMによる修正", 2]
    assert en["outcomes"] == ja["outcomes"]
