"""w50's audit of seed 004: the rule sentences no test quoted yet, each played through the commands the GM
and the players use (docs/rulings.md has our readings where the seed is silent)."""
import pytest

from vtt.core.errors import IllegalCommandError

from .builders import LONGBOW, SLING, SWORD, dealt, do, npc, pc, types

THROWN = {"name": "Spear", "action": "shoot", "damage": 2, "range": [0, 1]}


def duel(ann_zone="a", orc_zone="a", ann=None, orc=None, **kw):
    """ann (card 1) acts first, then orc (card 2)."""
    return dealt(pc("ann", zone=ann_zone, **(ann or {})), npc("orc", zone=orc_zone, **(orc or {})), cards=[1, 2], **kw)


def test_one_zone_away_takes_a_thrown_weapon_and_two_zones_away_a_bow():
    """"To hit enemies one zone away you need thrown weapons, while reaching someone two zones away requires a
    bow." — a sword reaches neither, a thrown spear (0–1) one zone but not two, a longbow (1–3) both."""
    for weapon, one, two in ((SWORD, False, False), (THROWN, True, False), (LONGBOW, True, True)):
        for zone, ok in (("b", one), ("c", two)):
            s = duel(orc_zone=zone, ann={"weapons": [weapon]})
            assert bool(s.can({"type": "attack", "actor": "ann", "target": "orc"})) is ok, (weapon["name"], zone)


def test_the_range_counts_zones_from_where_she_stands_on_the_gm_s_map():
    """"The Range value indicates how many zones your weapon can reach from where you are standing." — on a map
    the GM drew as a fork (a–b, b–c, b–d), c and d are each two zones from a and two from each other through b:
    a sling (0–1) reaches b from a, not c; from c it reaches b, not d."""
    fork = [["a", "b"], ["b", "c"], ["b", "d"]]
    s = dealt(pc("ann", weapons=[SLING]), npc("orc", zone="b"), npc("gob", zone="c"),
              cards=[1, 2, 3], edges=fork)
    assert s.can({"type": "attack", "actor": "ann", "target": "orc"})
    assert not s.can({"type": "attack", "actor": "ann", "target": "gob"})
    s = dealt(pc("ann", zone="c", weapons=[SLING]), npc("orc", zone="d"), npc("gob", zone="b"),
              cards=[1, 2, 3], edges=fork)
    with pytest.raises(IllegalCommandError, match="2 zone"):
        do(s, "attack", "ann", target="orc")
    assert s.can({"type": "attack", "actor": "ann", "target": "gob"})


def test_ranged_attacks_are_performed_with_shoot_and_melee_with_strike_or_force():
    """"Ranged attacks are performed with Shoot." "Unarmed attacks are performed with Force. When armed with
    melee weapons you Strike." — each rolls that action's dice (Shoot 2, Strike 4, Force 1)."""
    for weapons, zone, action, dice in (([LONGBOW], "b", "shoot", 2), ([SWORD], "a", "strike", 4),
                                        ([], "a", "force", 1)):
        s = duel(orc_zone=zone, ann={"weapons": weapons, "shoot": 2, "strike": 4, "force": 1})
        do(s, "attack", "ann", target="orc")
        ev = do(s, "pass", dice=[1] * dice)
        (rolled,) = [e for e in ev if e.type == "attack_rolled"]
        assert len(rolled.data["dice"]) == dice and s.state.window is None, action


def test_the_weapon_s_damage_is_the_levels_of_harm():
    """"In combat, the weapon’s damage value indicates how many Levels of Harm you get." — a hit with one
    success of a Sling (damage 1) is one level of Physical Harm, a Sword's (damage 2) two."""
    for weapon, harm in ((SLING, 1), (SWORD, 2)):
        s = duel(ann={"weapons": [weapon]}, orc={"physical": 9})
        do(s, "attack", "ann", target="orc")
        do(s, "pass", dice=[6, 1, 1])
        assert (s.state.fighters["orc"].physical, s.state.fighters["orc"].mental) == (harm, 0), weapon["name"]


def test_dodging_and_parrying_are_reactions_even_when_it_is_not_her_turn():
    """"Both of these are reactions you can use at any time during the round, even if it is not your turn."
    — the orc, whose turn is to come, parries ann's blow; ann, whose turn is over, dodges the orc's."""
    s = duel(orc={"physical": 9})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "parry", "orc", dice=[6, 1, 1, 6, 1, 1])
    assert [e.data["reaction"] for e in ev if e.type == "reacted"] == ["parry"]
    do(s, "end_turn", "ann")
    assert s.state.current().id == "orc"
    do(s, "attack", "orc", target="ann")
    ev = do(s, "dodge", "ann", dice=[6, 1, 1, 6, 1, 1])
    assert [e.data["reaction"] for e in ev if e.type == "reacted"] == ["dodge"]


def test_a_dodge_or_parry_is_chosen_before_the_attack_is_known_and_not_after():
    """"You must choose to dodge or parry before you know whether the enemy has succeeded with her attack." —
    once the attack is rolled (the window passed) it is too late to dodge it."""
    s = duel(orc={"physical": 9})
    do(s, "attack", "ann", target="orc")
    do(s, "pass", "orc", dice=[6, 1, 1])
    assert s.state.window is None and s.state.fighters["orc"].physical == 2
    with pytest.raises(IllegalCommandError) as e:
        do(s, "dodge", "orc")
    assert e.value.rule == "reaction"


def test_a_dodge_rolls_finesse_and_a_chase_finesse_or_track():
    """"Dodge (reaction) | Finesse" and "Chase (reaction) | Finesse, Track" — the dodge's dice are Finesse's; a
    chaser rolls the one she names."""
    s = duel(orc={"finesse": 2})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "dodge", "orc", dice=[1, 1, 1, 1, 1])
    (rolled,) = [e for e in ev if e.type == "attack_rolled"]
    assert len(rolled.data["defence"]) == 2
    s = duel(orc={"finesse": 1, "track": 4})
    do(s, "flee", "ann", via="a")
    ev = do(s, "chase", "orc", action="track", dice=[6, 1, 1, 6, 6, 1, 1])
    (fled,) = [e for e in ev if e.type == "flee_rolled"]
    assert len(fled.data["chasers"][0]["dice"]) == 4 and fled.data["fled"] is False


def test_a_failed_fear_test_costs_one_more_mental_harm_than_an_ordinary_failure():
    """"On failure suffer 1 more Mental Harm than you would normally on a failure." — the table's 2, 3 and 4
    for Controlled, Risky and Desperate, whatever the successes short."""
    s = dealt(pc("ann", endure=2), npc("orc", zone="d"), cards=[1, 2])
    ev = do(s, "fear", target="ann", fear=3, position="desperate", dice=[6, 6, 1])
    assert [e.data["passed"] for e in ev if e.type == "fear_test"] == [False]
    assert s.state.fighters["ann"].mental == 4


def test_a_poison_tie_is_one_harm_and_a_poison_with_no_success_against_none_ties():
    """"When you are subjected to poison, you and the Director make an opposed roll." "If it is a tie you
    suffer one Harm." — no success on either side is a tie too; the next round brings one fewer (none)."""
    s = dealt(pc("ann", endure=2), npc("orc", zone="d"), cards=[1, 2])
    ev = do(s, "poison", target="ann", toxicity=3, dice=[1, 2, 3, 4, 5])
    (p,) = [e for e in ev if e.type == "poisoned"]
    assert (p.data["poison_successes"], p.data["successes"], p.data["harm"]) == (0, 0, 1)
    assert s.state.fighters["ann"].physical == 1 and s.state.fighters["ann"].poison == 0


def test_armor_does_not_protect_against_a_fall():
    """"For each success more than your Endure test, you get a Physical Harm. Armor offers no protection." — 15
    feet: 3 dice, 3 successes against 1: 2 Harm."""
    s = dealt(pc("ann", endure=2), npc("orc", zone="d"), cards=[1, 2])
    ev = do(s, "fall", target="ann", feet=15, dice=[6, 6, 6, 6, 1])
    (f,) = [e for e in ev if e.type == "fell"]
    assert len(f.data["fall_dice"]) == 3 and f.data["harm"] == 2 and s.state.fighters["ann"].physical == 2
    assert "harmed" in types(ev)


def test_an_ambusher_draws_no_extra_card_from_an_empty_deck_but_still_draws():
    """"Take ten playing cards numbered 1 to 10. Shuffle them and let everyone participating in the fight draw one
    card each." "If successful you may draw an extra initiative card and pick the best one." — ten in the fight
    and an ambush: the last to draw finds one card left; she takes it (no extra to pick from), the fight begins."""
    from .builders import session
    s = session(*(pc(f"p{i}") for i in range(9)), npc("orc", zone="d"), seed=3)
    do(s, "ambush", side="foes", automatic=True)
    for i in range(9):                                          # the nine draw 1 to 9: only 10 is left
        do(s, "deal", f"p{i}", dice=[i + 1])
    assert s.state.deck == [10] and s.state.phase == "setup"
    ev = do(s, "deal", "orc")
    assert [e.data["drawn"] for e in ev if e.type == "card_drawn"] == [[10]]
    assert s.state.cards_of("orc") == [10] and s.state.phase == "battle"


def test_a_holder_the_gm_breaks_by_an_override_lets_go():
    """"The opponent is restrained until you let them go or they break free." — a holder who is broken lets go,
    whether the Harm came from a blow or from the GM's override of her Harm (the override's Harm breaks her as
    Harm does: she is out of the fight, and her grip with her)."""
    s = dealt(pc("ann"), pc("bob"), npc("orc", physical=3), cards=[2, 3, 1])
    do(s, "grapple", "orc", target="ann")
    do(s, "pass", dice=[6, 6, 1])
    assert s.state.fighters["ann"].held_by == "orc"
    ev = do(s, "override", op="harm", target="orc", track="physical", value=3, reason="a falling beam")
    assert s.state.fighters["orc"].broken and "broken" in types(ev)
    assert s.state.outcome == "victory"
    s = dealt(pc("ann"), pc("bob"), npc("orc", physical=3), npc("gob", zone="d"), cards=[2, 3, 1, 4])
    do(s, "grapple", "orc", target="ann")
    do(s, "pass", dice=[6, 6, 1])
    do(s, "override", op="harm", target="orc", track="physical", value=3)
    assert s.state.fighters["ann"].held_by is None
    do(s, "move", "ann", to="b")
    assert s.state.fighters["ann"].zone == "b"


def test_a_holder_the_gm_marks_fled_lets_go():
    """"The opponent is restrained until you let them go or they break free." — a holder who leaves the fight
    (the GM's override marks her fled, as a flight does) lets go."""
    s = dealt(pc("ann"), pc("bob"), npc("orc"), npc("gob", zone="d"), cards=[2, 3, 1, 4])
    do(s, "grapple", "orc", target="ann")
    do(s, "pass", dice=[6, 6, 1])
    ev = do(s, "override", op="fled", target="orc", value=True)
    assert s.state.fighters["ann"].held_by is None and "released" in types(ev)


def test_a_grip_ends_when_the_gm_moves_one_of_the_two_to_another_zone():
    """Our ruling "A holder who moves to another zone lets go" ("The opponent is restrained until you let them go
    or they break free"): the GM's override that moves the holder, or the one held, to another zone ends the grip,
    as ashes' does; moving her within the zone keeps it."""
    for who, zone, held in (("orc", "a", True), ("orc", "c", False), ("ann", "b", False)):
        s = dealt(pc("ann"), pc("bob"), npc("orc"), npc("gob", zone="d"), cards=[2, 3, 1, 4])
        do(s, "grapple", "orc", target="ann")
        do(s, "pass", dice=[6, 6, 1])
        do(s, "override", op="move", target=who, zone=zone)
        assert (s.state.fighters["ann"].held_by == "orc") is held, (who, zone)
