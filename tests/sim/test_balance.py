"""#43, the balance search (vtt.sim.balance): an encounter's groups and their counts changed as the builder would,
and the race that drops the counts whose win rate is surely farther from the target than another's."""
import random
from pathlib import Path

import pytest

import vtt
from vtt.sim.balance import (BalanceError, Candidate, Race, find_group, groups, look_schedule, most_numerous,
                             set_size, variant)
from vtt.workshop.encounter import Encounter

RES = Path(vtt.RESOURCES)


def encounter(name: str) -> Encounter:
    return Encounter.from_file(RES / name)


def test_the_groups_are_copies_sharing_a_group_or_a_file_and_a_legions_bodies():
    troll = {g.name: (g.count, g.side, g.ids) for g in groups(encounter("zones/scenarios/troll.json"))}
    assert troll["wolves"] == (2, "foes", ("wolf1", "wolf2")) and troll["troll"] == (1, "foes", ("troll",))
    bandits = find_group(encounter("hundred/scenarios/crossroads.json"), "bandit")
    assert bandits.count == 4 and bandits.ids == ("bandit1", "bandit2", "bandit3", "bandit4") and not bandits.counted
    soldiers = most_numerous(encounter("scenarios/even.json"))
    assert (soldiers.name, soldiers.count, soldiers.counted, soldiers.most) == ("soldiers", 11, True, 200)


def test_a_group_is_found_by_a_members_id_too():
    enc = encounter("zones/scenarios/troll.json")
    assert find_group(enc, "wolf2").name == "wolves"
    with pytest.raises(BalanceError, match=r"no group 'wargs' in this encounter; its groups are: asa \(1, party\)"):
        find_group(enc, "wargs")


def test_more_copies_take_an_id_a_name_the_group_and_the_place_of_the_last():
    enc = encounter("zones/scenarios/troll.json")
    set_size(enc, find_group(enc, "wolves"), 4)
    wolves = [p for p in enc.participants if p.fields.get("group") == "wolves"]
    assert [p.id for p in wolves] == ["wolf1", "wolf2", "wolf3", "wolf4"]
    assert [p.fields["name"] for p in wolves[2:]] == ["Black wolf 3", "Black wolf 4"]
    assert [p.fields["name_ja"] for p in wolves[2:]] == ["黒狼3", "黒狼4"]
    assert {enc.place_of(p) for p in wolves} == {"cave"}
    data = enc.scenario_data(inline=True)          # the ruleset's model takes it
    assert len(data["participants"]) == 9


def test_a_copy_keeps_the_starting_distances_of_the_one_it_copies():
    enc = encounter("hundred/scenarios/crossroads.json")
    set_size(enc, find_group(enc, "archer"), 2)
    rows = sorted((a, b, band) for a, b, band in enc.ranges if "archer2" in (a, b))
    assert rows == [("aren", "archer2", "mid"), ("mira", "archer2", "ranged"), ("sera", "archer2", "mid"),
                    ("tobin", "archer2", "mid")]


def test_fewer_copies_remove_the_last_ones_and_their_distances():
    enc = encounter("hundred/scenarios/crossroads.json")
    set_size(enc, find_group(enc, "bandit"), 2)
    assert [p.id for p in enc.participants if p.id and p.id.startswith("bandit")] == ["bandit1", "bandit2"]
    assert not [r for r in enc.ranges if "bandit3" in r[:2]]


def test_a_legions_count_is_its_bodies_and_the_original_is_left_as_it_was():
    enc = encounter("scenarios/even.json")
    soldiers = find_group(enc, "soldiers")
    fewer = variant(enc, soldiers, 3)
    assert [fewer.count_of(p) for p in fewer.participants if p.id == "soldiers"] == [3]
    assert [enc.count_of(p) for p in enc.participants if p.id == "soldiers"] == [11]
    with pytest.raises(BalanceError, match="a count of soldiers is 1 to 200, not 201"):
        set_size(enc, soldiers, 201)


def race_of(rates, target, seed=1, **how) -> Race:
    """A race on Bernoulli draws of known win rates (candidate i wins with rates[i])."""
    rng = random.Random(seed)
    race = Race([Candidate(i) for i in range(len(rates))], target, **how)
    while not race.done:
        for c, upto in race.wanted():
            while c.n < upto:
                c.n += 1
                c.wins += rng.random() < rates[c.value]
        race.decide()
    return race


def test_the_looks_grow_by_half_in_steps_of_50_to_the_cap():
    assert look_schedule(4000) == (100, 150, 250, 400, 600, 900, 1350, 2050, 3100, 4000)
    assert look_schedule(100) == (100,)


@pytest.mark.parametrize("target", [0.8, 0.65, 0.5, 0.3])
def test_the_race_proposes_the_count_nearest_the_target_known_to_3_points(target):
    rates = [0.99, 0.9, 0.6, 0.2, 0.05, 0.01]
    race = race_of(rates, target)
    best = min(range(6), key=lambda i: abs(rates[i] - target))
    lead = race.proposed()
    assert lead.value == best and lead.status == "proposed" and race.settled
    lo, hi = lead.interval()
    assert (hi - lo) / 2 <= 0.03
    # the far ones were dropped early: fewer battles than the proposal played
    assert all(c.n < lead.n for c in race.candidates if abs(rates[c.value] - target) > 0.35)


def test_a_candidate_is_dropped_only_when_even_its_nearest_rate_is_farther_than_anothers_farthest():
    race = Race([Candidate(i) for i in range(4)], 0.5)
    for c, wins in zip(race.candidates, (95, 52, 58, 10)):
        c.n, c.wins = 100, wins
    race.decide()
    assert [c.status for c in race.candidates] == ["dropped", "racing", "racing", "dropped"]
    assert race.wanted() == [(race.candidates[1], 150), (race.candidates[2], 150)]
    assert race.candidates[0].dropped_at == 100
    near, far = race.distance(race.candidates[0])
    assert near > race.distance(race.candidates[1])[1]


def test_two_counts_equally_near_the_target_end_in_a_proposal_with_the_other_close():
    race = race_of([0.9, 0.68, 0.62, 0.2], 0.65)
    assert race.done and race.proposed().value in (1, 2)
    assert {c.status for c in race.candidates if c.value in (1, 2)} == {"proposed", "close"}


def test_a_race_where_no_candidate_wins_raises_at_the_first_look():
    with pytest.raises(BalanceError, match="no candidate won a single battle in 100 each: the heroes cannot win"):
        race_of([0.0, 0.0], 0.65, players="heroes")
