"""Weapons, Armor, grabs and holds, and Chakra (seed 002)."""
import pytest

from vtt.core.errors import IllegalCommandError

from .builders import at_turns, do, npc, pc, types


def duel(ann_dice, orc_dice, ann=None, orc=None, **kw):
    return at_turns(pc("ann", effort=len(ann_dice), **(ann or {})), npc("orc", effort=len(orc_dice), **(orc or {})),
                    dice=[ann_dice, orc_dice], **kw)


def injuries(s, who, name="Bruised"):
    """The attacker's choice for every Health box emptied."""
    while s.state.choices and s.state.choices[0]["kind"] == "injure":
        do(s, "injure", who, imbalance=name)


def w(advantage, **kw):
    return {"weapon": {"name": advantage.capitalize(), "advantage": advantage, **kw}}


def test_balanced_raises_the_offense_rank_free_once_a_round_then_for_its_prana():
    """"The advantage offered by a weapon can be accessed freely once per round. Additionally, it can be used to
    enhance additional actions if Prana is spent at the listed Cost." — "Balanced: ... Offense Rank +1. Cost 6" """
    s = duel([7, 7, 3, 3], [1, 1], orc={"boxes": 9})
    do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True)
    assert s.state.pending["total"] == 37 and s.state.fighters["ann"].free_used
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=37)
    injuries(s, "ann")
    with pytest.raises(IllegalCommandError, match="has 0 Prana: this use of the weapon costs 6") as e:
        do(s, "attack", "ann", target="orc", pick=[2, 3], advantage=True)
    assert e.value.rule == "prana"
    s.state.fighters["ann"].prana = 6
    do(s, "attack", "ann", target="orc", pick=[2, 3], advantage=True)
    assert s.state.fighters["ann"].prana == 0 and s.state.pending["total"] == 33


def test_reflexive_raises_the_defense_rank():
    """"Reflexive: Sai, Staff, and shield ... Defense Rank +1. Cost 4" """
    s = duel([9], [5, 2], orc=w("reflexive"))
    do(s, "attack", "ann", target="orc", pick=[0])
    ev = do(s, "defend", "orc", pick=[1], advantage=True)
    assert ev[-1].data["defense"] == 22 and ev[-1].data["damage"] == 0


def test_heavy_adds_a_d10_to_the_damage_of_every_attack_at_no_cost():
    """"Heavy: ... +1d10 Damage, adds to every attack at no cost." """
    s = duel([9, 9], [1], ann=w("heavy"), orc={"boxes": 9})
    do(s, "attack", "ann", target="orc", pick=[0, 1])
    ev = do(s, "take_hit", "orc", dice=[7])
    assert ev[-1].data["heavy"] == 7 and ev[-1].data["damage"] == 29 + 7


def test_armor_reduces_all_damage():
    """"Armor reduces all Damage from incoming attacks according to its rating." (1 Leather, 2 Chainmail,
    3 Advanced Tac-Gear)"""
    s = duel([9], [1], orc={"armor": 3})
    do(s, "attack", "ann", target="orc", pick=[0])
    assert do(s, "take_hit", "orc")[-1].data["damage"] == 16


def test_ranged_attacks_an_adjacent_battlefield_free_and_farther_for_prana():
    """"Ranged: Such as guns or bows, used to strike at a distance. Attack adjacent zone/ any visible target.
    Cost 0/6" """
    s = at_turns(pc("ann", effort=3, **w("ranged")), npc("orc", zone="b", effort=1), npc("imp", zone="c", effort=1),
                 dice=[[9, 9, 4], [1], [1]])
    do(s, "attack", "ann", target="orc", pick=[2])
    assert s.state.pending is not None and not s.state.fighters["ann"].free_used
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=14)
    injuries(s, "ann")
    with pytest.raises(IllegalCommandError, match="beyond the adjacent battlefield"):
        do(s, "attack", "ann", target="imp", pick=[0, 1])
    do(s, "attack", "ann", target="imp", pick=[0, 1], advantage=True)
    assert s.state.fighters["ann"].free_used


def test_melee_needs_the_same_battlefield():
    """"Ranged: Such as guns or bows, used to strike at a distance." — the others strike on their own battlefield."""
    s = duel([9], [1])
    do(s, "move", "ann", to="b")
    with pytest.raises(IllegalCommandError, match="only a Ranged weapon strikes at a distance") as e:
        do(s, "attack", "ann", target="orc", pick=[0])
    assert e.value.rule == "reach"


def test_subtle_is_defended_with_senses_only_and_does_at_most_one_damage():
    """"Subtle: ... Foe may only Defend with Senses, retain hidden when attacking. Max damage 1" """
    s = duel([9, 9], [5], ann=w("subtle"), orc={"senses": 0}, cover=("a",))
    do(s, "hide", "ann")
    do(s, "attack", "ann", target="orc", pick=[0, 1])
    with pytest.raises(IllegalCommandError, match="may only defend with Senses") as e:
        do(s, "defend", "orc", pick=[0])
    assert e.value.rule == "subtle"
    assert do(s, "take_hit", "orc")[-1].data["damage"] == 1
    assert s.state.fighters["ann"].hidden


def test_unarmed_attacks_with_rank_one_twice_a_turn():
    """"Unarmed: ... May Attack with a set of Rank 1 twice per turn. Cost 4" """
    s = duel([3, 2, 1], [1], ann={"weapon": None}, orc={"boxes": 5})
    do(s, "attack", "ann", target="orc", pick=[0])
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=13)
    injuries(s, "ann")
    ev = do(s, "attack", "ann", target="orc", pick=[1])
    assert "advantage_used" in types(ev)
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=12)
    injuries(s, "ann")
    with pytest.raises(IllegalCommandError, match="both Rank 1 attacks"):
        do(s, "attack", "ann", target="orc", pick=[2])


def test_an_improvised_weapon_pays_three_prana_or_an_effort_die_every_use():
    """"Improvised: ... It gains the abilities of the mimicked weapon but costs either 1 Effort Die (of any
    Facing) or 3 Prana every time it is used." """
    s = duel([7, 7, 2], [1], ann=w("improvised", mimics="balanced"))
    with pytest.raises(IllegalCommandError, match="costs 3"):
        do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True)
    do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True, pay_die=2)
    assert s.state.fighters["ann"].spent == [True, True, True] and s.state.pending["total"] == 37


def test_a_grab_holds_and_the_held_must_overcome_its_rank():
    """"Rather than dealing damage, a successful attack may be used to Grab a foe." — "Holds may be Sustained:
    the rank of the original attack must be overcome by the held character to escape." """
    s = at_turns(pc("ann", effort=3, **w("flexible")), npc("orc", effort=4), dice=[[6, 6, 1], [2, 2, 5, 5]])
    do(s, "attack", "ann", target="orc", pick=[0, 1], grab=True, advantage=True)     # Rank 3
    ev = do(s, "take_hit", "orc")
    assert ev[-1].type == "grab_resolved" and ev[-1].data["hold"] == 3
    assert s.state.fighters["orc"].held_by == "ann" and s.state.fighters["orc"].health == 20
    do(s, "move", "ann", to="b")
    assert s.state.fighters["orc"].zone == "b"        # dragged along
    do(s, "end_turn", "ann")
    with pytest.raises(IllegalCommandError, match="the holder dictates the movement"):
        do(s, "move", "orc", to="a")
    with pytest.raises(IllegalCommandError, match="must overcome the hold's Rank 3") as e:
        do(s, "break_free", "orc", pick=[0, 1])
    assert e.value.rule == "hold"


def test_awakening_chakra_takes_a_spirit_action_of_rank_two_and_fills_with_its_facing():
    """"Characters can Awaken their Slumbering Chakra on their turn. This require a Spirit Action of Rank 2 or
    higher." — "if you Awakened your Chakra with a total of 26, they would have a Recovery of 2, a Pool of 10,
    and fill with 6 Prana during the Recovery step." """
    s = duel([6, 6, 3], [1], ann={"chakra": {"state": "slumbering"}})
    with pytest.raises(IllegalCommandError, match="Rank 2 or higher"):
        do(s, "awaken", "ann", pick=[2])
    do(s, "awaken", "ann", pick=[0, 1])
    ann = s.state.fighters["ann"]
    assert (ann.recovery, ann.pool, ann.prana) == (2, 10, 0)
    do(s, "end_turn", "ann")
    ev = do(s, "end_turn", "orc")
    assert ann.prana == 6 and "recovered" in types(ev)
    # "Every Chakra has a Recovery: this is how many Prana it generates for it's Pool."
    do(s, "roll", dice=[1, 2, 3, 4])
    while s.state.phase == "bid":
        do(s, "pass_bid", s.state.bidder().id)
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert ann.prana == 8
    ann.prana = 9
    for _ in range(1):
        do(s, "roll", dice=[1, 2, 3, 4])
        while s.state.phase == "bid":
            do(s, "pass_bid", s.state.bidder().id)
        do(s, "end_turn", "ann")
        do(s, "end_turn", "orc")
    assert ann.prana == 10                            # up to the Pool


def test_a_slumbering_chakra_only_awakens_once():
    """"Characters can Awaken their Slumbering Chakra on their turn." — an awakened one is no longer slumbering."""
    s = duel([6, 6, 3, 3], [1], ann={"chakra": {"state": "slumbering"}})
    do(s, "awaken", "ann", pick=[0, 1])
    with pytest.raises(IllegalCommandError, match="no slumbering Chakra") as e:
        do(s, "awaken", "ann", pick=[2, 3])
    assert e.value.rule == "chakra"


def test_an_attack_on_either_one_in_a_hold_that_exceeds_its_value_may_break_it():
    """"An attack against either character in a hold that exceeds the hold value may break it and send both
    characters sprawling, at the attacker's discretion." """
    s = at_turns(pc("ann", effort=2), pc("bob", effort=4), npc("orc", effort=3),
                 dice=[[6, 6], [3, 3, 3, 1], [1, 1, 1]])
    do(s, "attack", "ann", target="orc", pick=[0, 1], grab=True)              # hold Rank 2
    do(s, "take_hit", "orc")
    assert s.state.fighters["orc"].hold == 2
    do(s, "end_turn", "ann")
    do(s, "attack", "bob", target="orc", pick=[0, 1, 2], break_hold=True)    # Rank 3 > 2
    ev = do(s, "take_hit", "orc")
    assert "hold_broken" in types(ev) and s.state.fighters["orc"].held_by is None


def friend_held():
    """The orc (initiative 9) holds ann at Rank 2; ann's turn passes; it is bob's, beside them."""
    s = at_turns(npc("orc", effort=3), pc("ann", effort=1), pc("bob", effort=4),
                 dice=[[6, 6, 9], [1], [3, 3, 3, 2]], bids=[("orc", [2])])
    do(s, "attack", "orc", target="ann", pick=[0, 1], grab=True)
    do(s, "take_hit", "ann")
    assert s.state.fighters["ann"].hold == 2
    do(s, "end_turn", "orc")
    do(s, "end_turn", "ann")
    assert s.state.current().id == "bob"
    return s


def test_a_character_can_smash_a_friend_out_of_an_enemys_hold_and_the_friend_takes_the_blow():
    """"An attack against either character in a hold that exceeds the hold value may break it and send both
    characters sprawling, at the attacker's discretion. This means that a character can smash a friend out of
    an enemy's hands, like hitting a baseball from a tee. Their friend would have to contend with the damage
    from the strike, however!" """
    s = friend_held()
    smash = {"target": "ann", "pick": [0, 1, 2], "break_hold": True}
    assert any(c.type == "attack" and c.params == smash for c in s.legal_commands("bob"))
    do(s, "attack", "bob", **smash)                                          # Rank 3 > the hold's 2
    assert s.state.pending["target"] == "ann"
    ev = do(s, "take_hit", "ann")
    assert "hold_broken" in types(ev) and s.state.fighters["ann"].held_by is None
    assert s.state.choices[0]["kind"] == "buy_down" and s.state.choices[0]["chooser"] == "ann"
    assert s.state.choices[0]["damage"] == 33                                # 3 × 3: her friend's blow


def test_a_friend_is_attacked_only_to_break_a_hold():
    """"Characters may Attack to injure or kill their foes" — a friend only to smash her out of a hold (the
    hold-breaking attack, "that exceeds the hold value"), never to grab her, nor when she is in no hold."""
    s = friend_held()
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="on Bob's side"):
        do(s, "attack", "bob", target="ann", pick=[0, 1, 2])
    with pytest.raises(IllegalCommandError, match="on Bob's side"):
        do(s, "attack", "bob", target="ann", pick=[0, 1, 2], grab=True, break_hold=True)
    with pytest.raises(IllegalCommandError, match="must exceed the hold's Rank 2"):
        do(s, "attack", "bob", target="ann", pick=[0, 1], break_hold=True)       # Rank 2: breaks nothing
    assert s.snapshot() == before
    s = at_turns(pc("ann", effort=1), pc("bob", effort=4), npc("orc", effort=1), dice=[[1], [3, 3, 3, 2], [1]])
    do(s, "end_turn", "ann")
    with pytest.raises(IllegalCommandError, match="in no hold"):
        do(s, "attack", "bob", target="ann", pick=[0, 1, 2], break_hold=True)
    assert not any(c.type == "attack" and c.get("target") == "ann" for c in s.legal_commands("bob"))


def test_the_holder_lets_go():
    """"A held character's movement is dictated by the holding character." — including letting go."""
    s = at_turns(pc("ann", effort=2), npc("orc", effort=1), dice=[[6, 6], [1]])
    with pytest.raises(IllegalCommandError, match="holds nobody"):
        do(s, "release", "ann")
    do(s, "attack", "ann", target="orc", pick=[0, 1], grab=True)
    do(s, "take_hit", "orc")
    do(s, "release", "ann")
    assert s.state.fighters["orc"].held_by is None


def test_a_hidden_target_cannot_be_shot_from_another_battlefield():
    """Our ruling: "Hide with Senses: They can benefit from any available cover" — a combatant hidden in cover
    cannot be attacked from another battlefield."""
    s = at_turns(pc("ann", effort=1), npc("orc", zone="b", effort=1, **w("ranged")), dice=[[4], [9]],
                 cover=("a",))
    do(s, "hide", "ann")
    do(s, "end_turn", "ann")
    with pytest.raises(IllegalCommandError, match="hidden in cover") as e:
        do(s, "attack", "orc", target="ann", pick=[0])
    assert e.value.rule == "hidden"


def test_a_player_may_slay_a_helpless_vanquished_foe_later():
    """"This specifically includes vanquishing characters normally, then slaying them later while they're still
    helpless and unconscious" """
    s = at_turns(pc("ann", effort=3), npc("orc", effort=1, boxes=1), npc("imp", effort=1),
                 dice=[[9, 9, 9], [1], [1]])
    do(s, "attack", "ann", target="orc", pick=[0, 1, 2])
    do(s, "take_hit", "orc")
    do(s, "give_in", "orc")
    do(s, "spare", "ann")
    assert s.state.fighters["orc"].vanquished and not s.state.death_token
    ev = do(s, "kill", "ann", target="orc")
    assert types(ev)[:2] == ["death_token", "killed"] and s.state.fighters["orc"].dead


# -- several holds: only the highest counts (#33 item 2) ------------------------------------------------
def two_grabs(ann_dice, orc_dice, cid=None):
    """ann grabs the orc with all her dice, then bob with his one die (Rank 1); both end their turns."""
    people = [pc("ann", effort=len(ann_dice)), pc("bob", effort=1)] + ([pc("cid", effort=len(cid))] if cid else [])
    dice = [ann_dice, [2]] + ([cid] if cid else []) + [orc_dice]
    s = at_turns(*people, npc("orc", effort=len(orc_dice), boxes=9), dice=dice)
    do(s, "attack", "ann", target="orc", pick=list(range(len(ann_dice))), grab=True)
    do(s, "take_hit", "orc")
    do(s, "end_turn", "ann")
    do(s, "attack", "bob", target="orc", pick=[0], grab=True)
    ev = do(s, "take_hit", "orc")
    do(s, "end_turn", "bob")
    return s, ev


def test_a_second_lower_grab_does_not_lower_the_hold():
    """"If multiple characters grab one another, then only use the highest result rolled for the sustained
    action." — ann holds the orc at Rank 3, bob grabs it at Rank 1: a Rank 3 escape is still short."""
    s, ev = two_grabs([6, 6, 6], [4, 4, 4, 1])
    assert ev[-1].data["held"] and ev[-1].data["hold"] == 3       # the sustained hold: the highest, 3
    orc = s.state.fighters["orc"]
    assert orc.holds == {"ann": 3, "bob": 1} and (orc.held_by, orc.hold) == ("ann", 3)
    with pytest.raises(IllegalCommandError, match="must overcome the hold's Rank 3") as e:
        do(s, "break_free", "orc", pick=[0, 1, 2])
    assert e.value.rule == "hold"
    assert s.view().token("bob").status == ("holding",)


def test_a_holder_lets_go_at_any_time_and_the_highest_of_the_rest_holds():
    """"Characters that voluntarily entered the hold may do so at any time, while those who were drug in
    against their will must break the action as usual." — ann lets go on the orc's turn; bob's Rank 1 hold
    is what the orc must now overcome, and breaking it frees the orc."""
    s, _ = two_grabs([6, 6, 6], [4, 4, 1, 1])
    assert {c.type for c in s.legal_commands("ann")} == {"release"}
    do(s, "release", "ann")
    orc = s.state.fighters["orc"]
    assert (orc.held_by, orc.hold) == ("bob", 1)
    ev = do(s, "break_free", "orc", pick=[0, 1])
    assert types(ev) == ["broke_free"] and orc.held_by is None and orc.holds == {}


def test_grabbing_one_another_sustains_the_highest_for_both():
    """"If multiple characters grab one another, then only use the highest result rolled for the sustained
    action." — ann holds the orc at Rank 2, the orc grabs her back at Rank 3: the orc too must now beat 3."""
    s = at_turns(pc("ann", effort=2), npc("orc", effort=5), dice=[[6, 6], [4, 4, 4, 9, 9]])
    do(s, "attack", "ann", target="orc", pick=[0, 1], grab=True)
    do(s, "take_hit", "orc")
    do(s, "end_turn", "ann")
    do(s, "attack", "orc", target="ann", pick=[0, 1, 2], grab=True)
    do(s, "take_hit", "ann")
    assert s.state.fighters["orc"].hold == 3 and s.state.fighters["ann"].hold == 3
    with pytest.raises(IllegalCommandError, match="must overcome the hold's Rank 3"):
        do(s, "break_free", "orc", pick=[3, 4])


def test_an_attack_exceeding_the_highest_hold_breaks_the_whole_hold():
    """"An attack against either character in a hold that exceeds the hold value may break it and send both
    characters sprawling" — with ann at Rank 2 and bob at Rank 1 on the orc, a Rank 2 attack breaks nothing,
    a Rank 3 one frees the orc of both."""
    s, _ = two_grabs([6, 6], [1], cid=[3, 3, 5, 5, 5])
    do(s, "attack", "cid", target="orc", pick=[0, 1], break_hold=True)
    ev = do(s, "take_hit", "orc")
    assert "hold_broken" not in types(ev) and s.state.fighters["orc"].hold == 2
    do(s, "buy_down", "orc", health=s.state.choices[0]["damage"])
    injuries(s, "cid")
    do(s, "attack", "cid", target="orc", pick=[2, 3, 4], break_hold=True)
    ev = do(s, "take_hit", "orc")
    assert types(ev).count("hold_broken") == 2
    assert s.state.fighters["orc"].holds == {} and s.state.fighters["orc"].held_by is None


def test_breaking_the_highest_hold_frees_her_of_every_grab():
    """"the rank of the original attack must be overcome by the held character to escape" with "only use the
    highest result rolled for the sustained action" — beating the highest (2) breaks the whole hold."""
    s, _ = two_grabs([6, 6], [4, 4, 4])
    (ev,) = do(s, "break_free", "orc", pick=[0, 1, 2])
    assert ev.text == "Orc breaks free of Ann and Bob with Rank 3"
    assert s.ruleset.event_text(ev, s.state, "ja") == "Orcがランク3でAnn、Bobの拘束を振りほどく"
    assert s.state.fighters["orc"].holds == {} and s.view().token("ann").status == ()


def test_the_highest_holder_drags_the_held_and_a_lesser_grip_left_behind_ends():
    """"A held character's movement is dictated by the holding character. ... They can instead be dragged
    along as the grappling character moves." — ann (Rank 2) drags the orc to b; bob's Rank 1 grip, left on a,
    ends (our ruling: a grip needs one battlefield)."""
    s, _ = two_grabs([6, 6], [1])
    do(s, "end_turn", "orc")
    do(s, "roll", dice=[1, 1, 1, 1])
    while s.state.phase == "bid":
        do(s, "pass_bid", s.state.bidder().id)
    ev = do(s, "move", "ann", to="b")
    orc = s.state.fighters["orc"]
    assert orc.zone == "b" and orc.holds == {"ann": 2} and [e.type for e in ev] == ["moved", "released"]
    assert ev[-1].text == "Bob lets Orc go"


# -- an Improvised weapon pays for an always-on advantage too (#33 item 4) --------------------------------
AWAKE = {"chakra": {"state": "awakened", "recovery": 1, "prana": 3}}


def test_an_improvised_heavy_weapon_pays_a_die_for_its_d10():
    """"Improvised: ... It gains the abilities of the mimicked weapon but costs either 1 Effort Die (of any
    Facing) or 3 Prana every time it is used." with "Heavy: ... +1d10 Damage" — a die of any Facing pays."""
    s = duel([9, 9, 1], [1], ann=w("improvised", mimics="heavy"), orc={"boxes": 9})
    ev = do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True, pay_die=2)
    assert s.state.fighters["ann"].spent == [True, True, True]
    used = next(e for e in ev if e.type == "advantage_used")
    assert used.text == "Ann uses the weapon's advantage: Heavy (Effort die 1)"
    ev = do(s, "take_hit", "orc", dice=[7])
    assert ev[-1].data["heavy"] == 7 and ev[-1].data["damage"] == 29 + 7


def test_an_improvised_heavy_weapon_pays_three_prana_or_is_refused_without_either():
    """"... costs either 1 Effort Die (of any Facing) or 3 Prana every time it is used." — 3 Prana pay the
    first attack; with no Prana left and no die named the second use is refused; without the advantage the
    attack is a plain one, no d10."""
    s = duel([9, 9, 8, 8], [1], ann=w("improvised", mimics="heavy") | AWAKE, orc={"boxes": 9})
    do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True)
    assert s.state.fighters["ann"].prana == 0 and s.state.pending["heavy"]
    ev = do(s, "take_hit", "orc", dice=[4])
    do(s, "buy_down", "orc", health=ev[-1].data["damage"])
    injuries(s, "ann")
    with pytest.raises(IllegalCommandError, match="costs 3 Prana or one other unspent Effort die") as e:
        do(s, "attack", "ann", target="orc", pick=[2, 3], advantage=True)
    assert e.value.rule == "prana"
    do(s, "attack", "ann", target="orc", pick=[2, 3])
    assert not s.state.pending["heavy"]
    assert do(s, "take_hit", "orc")[-1].data["heavy"] == 0


def test_an_improvised_subtle_weapon_is_subtle_only_when_paid():
    """"... It gains the abilities of the mimicked weapon but costs ... every time it is used." with "Subtle:
    ... Foe may only Defend with Senses, retain hidden when attacking. Max damage 1" """
    s = duel([9, 9, 5, 5, 3], [6], ann=w("improvised", mimics="subtle"), orc={"senses": 0, "boxes": 9},
             cover=("a",))
    do(s, "hide", "ann")
    do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True, pay_die=4)
    with pytest.raises(IllegalCommandError, match="may only defend with Senses"):
        do(s, "defend", "orc", pick=[0])
    assert do(s, "take_hit", "orc")[-1].data["damage"] == 1 and s.state.fighters["ann"].hidden
    do(s, "buy_down", "orc", health=1)
    do(s, "attack", "ann", target="orc", pick=[2, 3])               # unpaid: a plain attack
    assert not s.state.fighters["ann"].hidden
    ev = do(s, "defend", "orc", pick=[0])
    assert ev[-1].data["damage"] == 25 - 16


def test_an_improvised_ranged_weapon_pays_even_for_the_adjacent_battlefield():
    """"... costs either 1 Effort Die (of any Facing) or 3 Prana every time it is used." with "Ranged: ...
    Attack adjacent zone/ any visible target. Cost 0/6" — the free adjacent shot is a paid use here."""
    s = at_turns(pc("ann", effort=3, **w("improvised", mimics="ranged")), npc("orc", zone="b", effort=1),
                 dice=[[9, 9, 4], [1]])
    with pytest.raises(IllegalCommandError, match="Improvised weapon reaches it only as a paid use") as e:
        do(s, "attack", "ann", target="orc", pick=[0, 1])
    assert e.value.rule == "reach"
    do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True, pay_die=2)
    assert s.state.pending is not None and s.state.fighters["ann"].spent == [True, True, True]


def test_the_legal_attacks_of_an_improvised_heavy_weapon_offer_the_paid_use():
    """"... costs either 1 Effort Die (of any Facing) or 3 Prana every time it is used." — the buttons offer
    the use paid with Prana and with the lowest other die."""
    s = duel([9, 9, 1], [1], ann=w("improvised", mimics="heavy") | AWAKE)
    attacks = [c for c in s.legal_commands("ann") if c.type == "attack" and c.get("pick") == [0, 1]]
    assert {"advantage": True, "pay_die": 2} in [{k: v for k, v in c.params.items() if k in ("advantage", "pay_die")}
                                                  for c in attacks]
    paid = next(c for c in attacks if c.get("pay_die") == 2)
    assert s.ruleset.command_text(s.state, paid) == "Attack Orc with 2×9 (advantage, Effort die 1)"
    assert s.ruleset.command_text(s.state, paid, "ja") == "Orcを攻撃 2×9 (利点、努力ダイス1)"


def test_a_die_paid_for_no_use_of_the_weapon_is_refused():
    """"... costs either 1 Effort Die (of any Facing) or 3 Prana every time it is used." — a die named for an
    attack that does not use the weapon would be spent for nothing: refused."""
    s = duel([9, 9, 1], [1], ann=w("improvised", mimics="heavy"))
    with pytest.raises(IllegalCommandError, match="pays a die for no use of the weapon") as e:
        do(s, "attack", "ann", target="orc", pick=[0, 1], pay_die=2)
    assert e.value.rule == "weapon"


def test_one_who_holds_two_holds_each_at_its_own_rank():
    """"If multiple characters grab one another, then only use the highest result rolled for the sustained
    action." — ann holding the orc at Rank 3 and the imp at Rank 1: the imp and the orc do not grab one
    another, so the imp's hold stays 1 (our reading)."""
    s = at_turns(pc("ann", effort=4), npc("orc", effort=1), npc("imp", effort=1), dice=[[6, 6, 6, 2], [1], [1]])
    do(s, "attack", "ann", target="orc", pick=[0, 1, 2], grab=True)
    do(s, "take_hit", "orc")
    do(s, "attack", "ann", target="imp", pick=[3], grab=True)
    do(s, "take_hit", "imp")
    assert (s.state.fighters["orc"].hold, s.state.fighters["imp"].hold) == (3, 1)
