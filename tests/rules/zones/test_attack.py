"""Movement, attacks, dodging and parrying, Harm and the end of the fight (seed 004, "Movement in
Combat", "Close Combat", "Ranged Combat", "Dodging and Parrying", "Injuries")."""
import pytest

from vtt.core.errors import IllegalCommandError
from vtt.core.ruleset import REACT

from .builders import LONGBOW, SLING, SWORD, dealt, do, npc, pc, types


def duel(ann_zone="a", orc_zone="a", ann=None, orc=None, **kw):
    """ann (card 1) acts first, then orc (card 2)."""
    return dealt(pc("ann", zone=ann_zone, **(ann or {})), npc("orc", zone=orc_zone, **(orc or {})), cards=[1, 2], **kw)


def test_entering_an_adjacent_zone_is_a_fast_maneuver():
    """"Entering an adjacent zone also requires a fast Maneuver." """
    s = duel(orc_zone="d")
    do(s, "move", "ann", to="b")
    assert s.state.fighters["ann"].zone == "b"
    assert s.state.left("ann") == [1, 0]
    with pytest.raises(IllegalCommandError, match="not next to") as e:
        do(s, "move", "ann", to="d")
    assert e.value.rule == "move"


def test_a_fast_maneuver_instead_of_the_slow_one_gives_two_fast_maneuvers():
    """"If you want, you can perform a fast Maneuver instead of your slow one and thus get two fast
    Maneuvers that round." """
    s = duel(orc_zone="d")
    do(s, "move", "ann", to="b")
    do(s, "move", "ann", to="c")
    assert s.state.fighters["ann"].zone == "c"
    assert s.awaited()[0].who == "orc"                         # both maneuvers spent: the turn ends


def test_one_slow_maneuver_per_turn():
    """"Humans, animals, and most monsters can perform two Maneuvers per turn, one slow and one fast." """
    s = duel()
    do(s, "attack", "ann", target="orc")
    do(s, "pass", dice=[1, 1, 1])
    with pytest.raises(IllegalCommandError, match="used the slow maneuver") as e:
        do(s, "attack", "ann", target="orc")
    assert e.value.rule == "maneuvers"


def test_melee_needs_the_same_zone():
    """"A zone is an area where it only takes a couple of steps to engage the enemy in close combat." """
    s = duel(orc_zone="b")
    with pytest.raises(IllegalCommandError, match="close combat needs the same zone") as e:
        do(s, "attack", "ann", target="orc")
    assert e.value.rule == "melee"


def test_a_longbow_reaches_one_to_three_zones_but_not_its_own():
    """"A Longbow with range 1–3 can be used against enemies one, two, or three zones away from you, but
    not against those in the same zone." """
    s = duel(orc_zone="a", ann={"weapons": [LONGBOW]})
    with pytest.raises(IllegalCommandError, match="0 zone.*reaches 1 to 3") as e:
        do(s, "attack", "ann", target="orc")
    assert e.value.rule == "range"
    s = duel(orc_zone="d", ann={"weapons": [LONGBOW]})
    assert s.can({"type": "attack", "actor": "ann", "target": "orc"})


def test_a_sling_reaches_its_own_zone_and_the_next():
    """"A sling with range 0–1 can be used in the same zone as your enemy or one zone away." """
    for zone, ok in (("a", True), ("b", True), ("c", False)):
        s = duel(orc_zone=zone, ann={"weapons": [SLING]})
        assert bool(s.can({"type": "attack", "actor": "ann", "target": "orc"})) is ok, zone


def test_one_success_hits_for_the_weapon_s_damage_as_physical_harm():
    """"You need one success to hit your target, dealing damage as indicated on the Weapons table. The
    damage value shown is the number of Physical Harm that afflict the enemy as a result of your
    attack." """
    s = duel()
    do(s, "attack", "ann", target="orc")
    (a,) = [a for a in s.awaited() if a.who == "orc"]
    assert a.kind == REACT
    ev = do(s, "pass", dice=[6, 2, 1])
    assert s.state.fighters["orc"].physical == SWORD["damage"]
    assert "harmed" in types(ev)


def test_no_success_misses():
    s = duel()
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[5, 4, 1])
    assert s.state.fighters["orc"].physical == 0
    assert ev[0].data["hit"] is False


def test_each_extra_success_adds_one_harm():
    """"When rolling multiple successes you can choose to deal additional damage ... For each success the
    opponent suffers another Harm." """
    s = duel(orc={"physical": 9})
    do(s, "attack", "ann", target="orc")
    do(s, "pass", dice=[6, 6, 6])
    # ann holds the lowest card already: no swap to offer, the extras are Harm
    assert s.state.fighters["orc"].physical == 2 + 2


def test_an_extra_success_may_force_an_initiative_swap_instead():
    """"In combat, extra successes can be used to outmaneuver the opponent (see Actions), forcing them to
    swap initiative cards with you." (our ruling: the swap takes effect from the next round)"""
    s = dealt(pc("ann"), npc("orc", physical=9), cards=[7, 2])
    do(s, "end_turn", "orc")
    do(s, "attack", "ann", target="orc")
    do(s, "pass", dice=[6, 6, 1])
    (a,) = s.awaited()
    assert a.who == "ann" and a.choice.options == ("harm", "swap:2")
    do(s, "choose", "ann", option="swap:2")
    assert s.state.fighters["orc"].physical == 2                  # the extra success went to the swap
    assert s.state.cards_of("ann") == [7]                         # not yet: this round runs on
    do(s, "end_turn", "ann")
    assert s.state.round == 2
    assert s.state.cards_of("ann") == [2] and s.state.cards_of("orc") == [7]
    assert s.awaited()[0].who == "ann"


def test_each_dodge_success_removes_one_attack_success():
    """"Each success deducts one success from the enemy's attack. If you deduct all the enemy's
    successes, the attack misses." """
    s = duel(orc={"physical": 9})
    do(s, "attack", "ann", target="orc")
    do(s, "dodge", "orc", dice=[6, 6, 1, 6, 2, 3])                # attack 2, dodge 1: 1 left, a hit
    assert s.state.fighters["orc"].physical == 2
    s = duel()
    do(s, "attack", "ann", target="orc")
    ev = do(s, "dodge", "orc", dice=[6, 1, 1, 6, 2, 3])           # attack 1, dodge 1: a miss
    assert s.state.fighters["orc"].physical == 0
    assert [e.data.get("hit") for e in ev if e.type == "attack_rolled"] == [False]


def test_a_defender_with_more_successes_may_swap_initiative_with_the_attacker():
    """"By rolling more successes than required you may choose to swap initiative cards with your
    enemy." """
    s = duel()                           # ann 1, orc 2
    do(s, "attack", "ann", target="orc")
    do(s, "dodge", "orc", dice=[6, 1, 1, 6, 6, 3])
    (a,) = s.awaited()
    assert a.who == "orc" and set(a.choice.options) == {"swap:1", "no_swap"}
    do(s, "choose", "orc", option="swap:1")
    assert s.state.swaps == [["orc", 2, "ann", 1]]


def test_the_reaction_is_declared_before_the_attack_is_rolled():
    """"When using reactions to protect yourself, you must choose to spend your Maneuvers before you know
    whether your opponent's attack roll fails or succeeds." """
    s = duel()
    ev = do(s, "attack", "ann", target="orc")
    assert types(ev) == ["attack_declared"]                       # nothing rolled yet
    assert not s.log[-1].command.dice


def test_a_dodge_spends_the_round_s_fast_maneuver():
    """"Some fast Maneuvers are reactions" "This means that you can use your fast Maneuvers before your
    turn, or wait until after your turn" """
    s = duel(orc_zone="a")
    do(s, "attack", "ann", target="orc")
    do(s, "dodge", "orc", dice=[1, 1, 1, 1, 1, 1])
    do(s, "end_turn", "ann")
    assert s.state.left("orc") == [1, 0]                        # the orc's own turn: the slow one left


def test_a_second_reaction_may_use_the_slow_maneuver_as_a_fast_one_and_then_there_is_none():
    """Our ruling: a reaction spends a fast maneuver, the slow one standing in as a second fast one
    ("you can perform a fast Maneuver instead of your slow one")."""
    s = dealt(pc("ann"), pc("bob"), npc("orc", physical=9), cards=[1, 2, 3])
    for who in ("ann", "bob"):
        do(s, "attack", who, target="orc")
        do(s, "dodge", "orc", dice=[1, 1, 1, 1, 1, 1])
        do(s, "end_turn", who)
    assert s.state.left("orc") == [0, 0]
    assert s.awaited()[0].who == "ann"                           # the orc had nothing left: its turn passed


def test_one_parries_close_combat_but_not_an_arrow():
    """"When attacked, you can use your fast action to parry in close combat, or dodge an arrow or some
    other ranged attack." """
    s = duel(orc_zone="b", ann={"weapons": [SLING]})
    do(s, "attack", "ann", target="orc")
    with pytest.raises(IllegalCommandError, match="parries close combat only"):
        do(s, "parry", "orc")
    assert s.can({"type": "dodge", "actor": "orc"})


def test_parry_rolls_strike_when_armed_and_force_when_not():
    """"You use Finesse to dodge, and Force or Strike to parry depending on whether or not you are
    armed." """
    s = duel(orc={"strike": 1, "force": 4})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "parry", "orc", dice=[1, 1, 1, 2])                 # 3 attack dice, 1 die of Strike
    assert [e.data["action"] for e in ev if e.type == "reacted"] == ["strike"]
    s = duel(orc={"strike": 1, "force": 4, "weapons": []})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "parry", "orc", dice=[1, 1, 1, 2, 2, 2, 2])
    assert [e.data["action"] for e in ev if e.type == "reacted"] == ["force"]


def test_an_armed_fighter_parries_with_strike_and_an_unarmed_one_with_force_not_the_other():
    """"You use Finesse to dodge, and Force or Strike to parry depending on whether or not you are
    armed." (#44: the parry's action is not hers to pick: Force's 4 dice are not an armed fighter's.)"""
    s = duel(orc={"strike": 2, "force": 4})
    do(s, "attack", "ann", target="orc")
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="Strike"):
        do(s, "parry", "orc", action="force")
    assert s.snapshot() == before
    ev = do(s, "parry", "orc", action="strike", dice=[1, 1, 1, 2, 2])
    assert [e.data["action"] for e in ev if e.type == "reacted"] == ["strike"]
    s = duel(orc={"strike": 4, "force": 2, "weapons": []})
    do(s, "attack", "ann", target="orc")
    with pytest.raises(IllegalCommandError, match="Force"):
        do(s, "parry", "orc", action="strike")
    assert all(c.get("action") in (None, "force") for c in s.legal_commands("orc") if c.type == "parry")


def test_harm_takes_a_die_from_each_test():
    """Our ruling: "Dice = the character's attribute + skill for that action, − 1 per Harm level (never
    below 0)" (the seed: "gets 3 fewer dice on their next test")."""
    s = duel(ann={"strike": 3})
    s.state.fighters["ann"].physical = 1
    s.state.fighters["ann"].mental = 1
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[6])
    assert ev[0].data["dice"] == [6]
    s.state.fighters["ann"].physical = 4
    assert s.ruleset.pool(s.state.fighters["ann"], "strike") == 0


def test_a_character_whose_harm_reaches_capacity_is_broken_and_out():
    """Our ruling: "a character is broken when a track reaches its capacity"."""
    s = duel(orc={"physical": 2})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[6, 1, 1])
    assert s.state.fighters["orc"].broken
    assert "broken" in types(ev)


def test_the_party_wins_when_every_foe_is_out():
    s = duel(orc={"physical": 2})
    do(s, "attack", "ann", target="orc")
    do(s, "pass", dice=[6, 1, 1])
    assert s.state.phase == "ended" and s.state.outcome == "victory"
    assert s.awaited() == []
    with pytest.raises(IllegalCommandError, match="over"):
        do(s, "end_turn", "ann")


def test_the_party_loses_when_every_member_is_broken():
    s = dealt(pc("ann"), npc("orc"), cards=[2, 1])
    s.state.fighters["ann"].physical = 4
    do(s, "attack", "orc", target="ann")
    do(s, "pass", dice=[6, 1, 1])
    assert s.state.outcome == "defeat"


def test_the_gm_may_ask_for_an_extra_success():
    """"For example, when fighting in darkness you may need an extra success to Shoot." """
    s = duel(orc_zone="b", ann={"weapons": [SLING]})
    do(s, "circumstance", action="shoot", extra=1)
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[6, 1, 1])
    assert ev[0].data["need"] == 2 and ev[0].data["hit"] is False


def test_shooting_at_a_target_in_cover_needs_an_extra_success():
    """"The Director can also mark places where it is possible to take cover." (our ruling: a Shoot at a
    target in cover needs one more success, an option)"""
    s = dealt(pc("ann", zone="b", weapons=[SLING]), npc("orc", zone="a"), cards=[2, 1], a={"cover": True})
    do(s, "cover", "orc")
    assert s.state.fighters["orc"].cover
    do(s, "end_turn", "orc")
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[6, 1, 1])
    assert [(e.data["need"], e.data["hit"]) for e in ev if e.type == "attack_rolled"] == [(2, False)]


def test_no_cover_where_the_gm_marked_none():
    s = duel()
    with pytest.raises(IllegalCommandError, match="no cover") as e:
        do(s, "cover", "ann")
    assert e.value.rule == "cover"


def test_drawing_a_weapon_is_a_fast_maneuver_and_an_undrawn_weapon_cannot_attack():
    """Typical fast maneuvers: "Draw/Swap Weapon" """
    s = duel(ann={"weapons": [SWORD, SLING]}, orc_zone="b")
    with pytest.raises(IllegalCommandError, match="has not drawn Sling"):
        do(s, "attack", "ann", target="orc", weapon="Sling")
    do(s, "draw", "ann", weapon="Sling")
    assert s.state.left("ann") == [1, 0]
    assert s.can({"type": "attack", "actor": "ann", "target": "orc"})


def test_an_unarmed_attack_rolls_force():
    """"Unarmed attacks are performed with Force. When armed with melee weapons you Strike." """
    s = duel(ann={"force": 2, "strike": 5})
    do(s, "attack", "ann", target="orc", weapon="unarmed")
    ev = do(s, "pass", dice=[6, 1])
    assert ev[0].data["dice"] == [6, 1]
    assert s.state.fighters["orc"].physical == 1


def test_a_maneuver_without_a_test_spends_its_speed():
    """Typical fast maneuvers: "Turn around", "Interact with an object (like a door)" """
    s = duel(orc_zone="d")
    ev = do(s, "maneuver", "ann", speed="fast", note="opens the gate")
    assert ev[0].text == "Ann makes a fast maneuver: opens the gate"
    do(s, "maneuver", "ann", speed="slow")
    assert s.awaited()[0].who == "orc"


def test_an_action_test_as_a_slow_maneuver_counts_successes_against_what_is_needed():
    """"Slow Maneuvers take more time and usually involve a skill test." """
    s = duel(orc_zone="d", ann={"persuade": 2})
    ev = do(s, "test", "ann", action="persuade", need=2, dice=[6, 6])
    assert (ev[0].data["successes"], ev[0].data["passed"]) == (2, True)
    assert s.state.left("ann") == [0, 1]


def test_against_a_creature_with_several_cards_the_swapper_picks_the_card():
    """"If you are fighting a creature with multiple initiative cards, you get to pick the one you want." """
    s = dealt(pc("ann"), npc("troll", cards=2, physical=9), cards=[9, 2, 5])
    do(s, "end_turn", "troll")
    do(s, "end_turn", "troll")                    # its card 5 played too: ann (9) acts
    do(s, "attack", "ann", target="troll")
    do(s, "pass", dice=[6, 6, 1])
    assert s.awaited()[0].choice.options == ("harm", "swap:2", "swap:5")
    do(s, "choose", "ann", option="swap:5")
    do(s, "end_turn", "ann")
    assert s.state.cards_of("ann") == [5] and s.state.cards_of("troll") == [2, 9]


def test_a_reaction_spends_a_fast_maneuver_saved_from_a_turn_already_played():
    """"you can choose to "save" your fast action in case you need to parry later in the round" """
    s = dealt(pc("ann"), npc("troll", cards=2, physical=9), cards=[5, 2, 8])
    do(s, "attack", "troll", target="ann")
    do(s, "pass", dice=[1] * 3)
    do(s, "end_turn", "troll")                    # its turn on card 2 ends with the fast one saved
    do(s, "attack", "ann", target="troll")
    do(s, "dodge", "troll", dice=[1] * 6)
    assert s.state.budget["troll"] == {2: [0, 0], 8: [1, 1]}


def test_a_range_zero_weapon_reaches_only_its_own_zone_and_moving_within_it_is_a_fast_maneuver():
    """"A zero means that you can only use that weapon against enemies in the same zone, whereas a one or
    more means it possible to attack enemies in adjacent zones." "You can use a fast Maneuver to position
    yourself anywhere within your zone." """
    s = duel(orc_zone="b")
    v = s.can({"type": "attack", "actor": "ann", "target": "orc"})            # a sword: range 0
    assert not v and v.rule == "melee"
    do(s, "move", "ann", to="a")                                             # within her zone
    assert s.state.fighters["ann"].zone == "a" and s.state.left("ann") == [1, 0]
    do(s, "move", "ann", to="b")                                             # the slow one stands in
    assert s.state.fighters["ann"].zone == "b" and s.awaited()[0].who == "orc"
