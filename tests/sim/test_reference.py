"""#43: the reference player (vtt.sim.reference), flat Monte Carlo over the legal commands with the heuristic's
rollouts, generic through the protocol: it plays every ruleset's battles through the session, picks the command
whose rollouts stand best, and is the same for a seed."""
import json

import pytest

import vtt
from tests.core import toy
from vtt.cli import main
from vtt.core.records import Command
from vtt.sim.driver import make_policy, next_command, policy_names
from vtt.sim.reference import Reference, standing
from vtt.sim.simulator import fresh_session, play_battle, system_of_scenario


class Passer:
    """A 'heuristic' that never does anything but pass."""

    def __init__(self, side, seed=None):
        self.side = side

    def on_act(self, session, awaited):
        return Command("pass", awaited[0].who)

    def on_react(self, session, awaited):
        return None

    def on_choose(self, session, awaited):
        return None


class PassingToy(toy.ToySystem):
    def policies(self):
        return {"heuristic": Passer}


def face_to_face():
    """ann (heroes) and the orc in one zone, ann's turn first."""
    setup = {"zones": ["yard"], "edges": [],
             "fighters": [{"id": "ann", "side": "heroes", "zone": "yard"}, {"id": "orc", "side": "foes", "zone": "yard"}]}
    s = toy.ToySession(setup, seed=3)
    s.do(Command("deal"))
    if s.state.current().id != "ann":
        s.do(Command("pass", "orc"))
    return s


def test_the_reference_plays_the_command_whose_rollouts_stand_best():
    """Its heuristic passes; a hit (a d6 of 4 or more takes a point of health) leaves the heroes standing better
    after the round its rollouts play, so the reference hits."""
    s = face_to_face()
    ref = Reference("heroes", seed=1, system=PassingToy())
    assert ref.own.on_act(s, s.awaited()).type == "pass"
    c = ref.on_act(s, s.awaited())
    assert (c.type, c.actor, c.params) == ("hit", "ann", {"target": "orc"})
    assert ref.searched == 1


def test_standing_is_a_sides_share_of_what_both_have_left():
    s = face_to_face()
    assert standing(s, "heroes") == 0.5
    s.state.fighters["orc"].health = 1               # half its track worn
    assert standing(s, "heroes") == pytest.approx(1 / 1.5)
    s.state.fighters["orc"].health = 0
    assert standing(s, "foes") == 0.0 and standing(s, "heroes") == 1.0


def test_a_toy_battle_with_the_reference_on_one_side_is_played_to_its_end_and_again_the_same(toy_registered):
    def battle():
        s = toy.ToySession(toy.DEMO, seed=5, history=False)
        pols = {"heroes": make_policy("reference", "heroes", 7, toy.SYSTEM), "foes": make_policy("first", "foes", 8, toy.SYSTEM)}
        outcome, n = play_battle(s, pols)
        return outcome, n, [r.command.to_dict() for r in s.log]
    first = battle()
    assert first[0] in ("heroes", "foes") and first == battle()


@pytest.mark.parametrize("scenario", ["scenarios/duel.json", "zones/scenarios/bridge.json",
                                      "ashes/scenarios/crossroads.json", "hundred/scenarios/ogre.json"])
def test_every_ruleset_is_played_by_the_reference_through_the_session(scenario):
    """The first 25 commands of a battle, the reference (a small budget) on both sides: every command it plays is
    one the session accepts, and a decision with more than one option is searched."""
    path = vtt.RESOURCES / scenario
    system = system_of_scenario(path)
    s = fresh_session(path, 11)
    pols = {side: Reference(side, 3 + i, system, budget=6) for i, side in enumerate(system.sides)}
    for _ in range(25):
        c = next_command(s, pols)
        if c is None:
            break
        s.do(c)                                     # refused: VttError, the test fails
    assert sum(p.searched for p in pols.values()) > 0


def test_reference_is_a_policy_of_every_ruleset_and_the_report_says_which_ai_played(capsys):
    for rid in ("nechronica", "zones", "ashes", "hundred"):
        from vtt.core import registry
        assert policy_names(registry.get(rid))[-1] == "reference"
    duel = str(vtt.RESOURCES / "scenarios" / "duel.json")
    assert main(["simulate", duel, "--battles", "2", "--workers", "1", "--dolls", "reference", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["policies"] == {"dolls": "reference", "enemies": "heuristic"} and r["battles"] == 2
    assert "dolls: reference, enemies: heuristic" in main_text(capsys, duel)


def main_text(capsys, duel) -> str:
    assert main(["simulate", duel, "--battles", "1", "--workers", "1", "--dolls", "reference"]) == 0
    return capsys.readouterr().out


class Staller:
    """A 'heuristic' that hits, and whose foes' policy stalls (returns None) once hit: a battle no AI moves on."""

    def __init__(self, side, seed=None):
        self.side = side

    def on_act(self, session, awaited):
        s = session.state
        if any(f.health < 2 for f in s.fighters.values()):
            return None                              # nobody moves the battle on any more
        return Command("pass", awaited[0].who)

    def on_react(self, session, awaited):
        return None

    def on_choose(self, session, awaited):
        return None


class StallingToy(toy.ToySystem):
    def policies(self):
        return {"heuristic": Staller}


def test_a_move_that_leaves_the_battle_where_no_ai_moves_it_on_is_no_win():
    """(The reference once picked a reaction only the GM can rule on: the battle stopped there, a timeout.) A hit
    that stalls the battle scores nothing: the reference passes."""
    s = face_to_face()
    c = Reference("heroes", seed=1, system=StallingToy()).on_act(s, s.awaited())
    assert c.type != "hit"


def test_an_outcome_is_scored_a_win_a_loss_or_neither_for_each_side():
    """Fleeing zombies denied the dolls their victory (every enemy destroyed) and scored as the enemies' win: an
    escape is neither side's win (the enemies win when the dolls are annihilated)."""
    from vtt.core import registry
    from vtt.sim.reference import score
    nech, zones = registry.get("nechronica"), registry.get("zones")
    assert [score(nech, 0, o) for o in ("victory", "annihilated", "enemies_escaped", "escaped", "timeout")] == \
        [1.0, 0.0, 0.5, 0.5, 0.5]
    assert [score(nech, 1, o) for o in ("victory", "annihilated", "enemies_escaped", "escaped", "timeout")] == \
        [0.0, 1.0, 0.5, 0.5, 0.5]
    assert [score(zones, 1, o) for o in ("victory", "defeat", "fled", "timeout")] == [0.0, 1.0, 0.5, 0.5]
    assert [score(toy.SYSTEM, 1, o) for o in ("heroes", "foes")] == [0.0, 1.0]
