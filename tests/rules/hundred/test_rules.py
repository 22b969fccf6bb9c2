"""The rules of seed 003, one test per sentence (quoted in each test's docstring)."""
import random

import pytest

from vtt.core.dice import DiceFeed
from vtt.core.errors import IllegalCommandError, MalformedCommandError
from vtt.core.records import Command
from vtt.core.ruleset import COMMIT, REACT
from vtt.rules.hundred.dice import roll_pool
from vtt.rules.hundred.state import take_damage, take_exhaustion, notation, parse_notation

from .builders import BOW, dealt, do, npc, pc, revealed, session, types


def test_each_character_draws_as_many_cards_as_its_combat_attribute():
    """"The number of cards a character draws depends on his/her value in the attribute "combat"."""
    s = session(pc("ann", combat="3d6"), npc("orc", combat="1d6"))
    do(s, "deal", dice=[5, 17, 99, 42])
    assert s.state.fighters["ann"].hand == [5, 17, 99] and s.state.fighters["orc"].hand == [42]
    assert s.state.phase == "preparation" and s.state.round == 1
    assert sorted(s.state.deck + [5, 17, 99, 42]) == list(range(1, 101))


def test_every_player_and_enemy_draws_her_own_cards_and_the_gm_deals_the_rest():
    """"Every player and enemy draws cards from a stack of cards that contain numbers between 1 and 100":
    each may draw her own (the physical cards typed for her); the GM deals those who have not; the round
    begins once all have."""
    s = session(pc("ann", combat="2d6"), npc("orc", combat="1d6"), npc("elf", combat="1d6"))
    ev = do(s, "deal", "orc", dice=[42])
    assert types(ev) == ["drew"] and s.state.fighters["orc"].hand == [42] and s.state.phase == "draw"
    assert [a.who for a in s.awaited()] == [None, "ann", "elf"]
    with pytest.raises(IllegalCommandError, match="Orc has drawn her cards in this Draw phase"):
        do(s, "deal", "orc")
    do(s, "deal", dice=[5, 17, 60])
    assert s.state.fighters["ann"].hand == [5, 17] and s.state.fighters["elf"].hand == [60]
    assert s.state.phase == "preparation" and s.state.round == 1 and s.state.drawn == []


def test_the_deck_holds_the_cards_1_to_100_and_the_draw_comes_from_the_session_feed():
    """"draws cards from a stack of cards that contain numbers between 1 and 100": random draws are the
    session's (recorded), so a card drawn twice is impossible and a replay deals the same hands."""
    s = session(pc("ann", combat="4d6"), npc("orc", combat="4d6"), seed=7)
    do(s, "deal")
    hands = [s.state.fighters[w].hand for w in ("ann", "orc")]
    assert all(1 <= c <= 100 for h in hands for c in h) and len(set(hands[0] + hands[1])) == 8
    assert list(s.log[0].command.dice) and sorted(s.log[0].command.dice) == sorted(hands[0] + hands[1])
    again = session(pc("ann", combat="4d6"), npc("orc", combat="4d6"), seed=99)
    again.replay(r.command for r in s.log)
    assert again.snapshot() == s.snapshot()
    with pytest.raises(MalformedCommandError, match="card 5 is not in the deck"):   # a physical card twice
        do(session(pc("a"), npc("b")), "deal", dice=[5, 5, 6, 7])


def test_cards_are_laid_face_down_and_flipped_only_when_all_have_laid():
    """"After every character that wants to participate this turn put a card down, the cards are
    flipped face-up"."""
    s = dealt(pc("ann"), npc("orc"), cards=[10, 20, 30, 40])
    (a, b) = s.awaited()
    assert {a.who, b.who} == {"ann", "orc"} and a.kind == b.kind == COMMIT
    ev = do(s, "lay", "ann", card=20)
    assert types(ev) == ["laid"] and "20" not in ev[0].text and s.state.phase == "preparation"
    ev = do(s, "lay", "orc", card=30)
    assert types(ev) == ["laid", "revealed"] and s.state.phase == "combat"
    assert ev[1].data["cards"] == [["ann", 20], ["orc", 30]]


def test_the_lowest_card_acts_first_and_another_must_wait():
    """"The order of action is determined from the character with the lowest card to the highest"."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 20, "orc": 30})
    assert s.state.current().id == "ann"
    with pytest.raises(IllegalCommandError, match="It is Ann's turn") as e:
        do(s, "end_turn", "orc")
    assert e.value.rule == "order"
    s2 = revealed(pc("ann"), npc("orc"), cards=[50, 60, 30, 40], laid={"ann": 50, "orc": 30})
    assert s2.state.current().id == "orc"


def test_a_character_with_no_cards_left_cannot_act_only_react():
    """"Characters that have no cards left cannot act/attack, only react to enemy attacks"."""
    s = dealt(pc("ann", combat="1d6"), npc("orc"), cards=[10, 20, 30])
    do(s, "lay", "ann", card=10)
    do(s, "lay", "orc", card=20)
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert s.state.fighters["ann"].hand == [] and s.state.round == 2
    assert [a.who for a in s.awaited()] == ["orc"]                   # ann is not asked to lay
    with pytest.raises(IllegalCommandError) as e:
        do(s, "lay", "ann", card=30)
    assert e.value.rule == "no_cards"
    do(s, "lay", "orc", card=30)
    do(s, "attack", "orc", target="ann")
    assert [(a.who, a.kind) for a in s.awaited()] == [("ann", REACT)]  # but she reacts
    do(s, "react", "ann", how="dodge", dice=[1, 1, 1, 1, 1, 9, 1, 1])
    assert s.state.fighters["ann"].health.count("O") == 6


def test_a_player_gives_one_card_per_round_and_receives_at_most_one():
    """"Every player can give one card per turn to another player - and a player can only receive one
    card per turn in the preparation phase"."""
    s = dealt(pc("ann", combat="3d6"), pc("bea", combat="3d6"), pc("cid"), npc("orc"),
              cards=[1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    do(s, "give", "ann", card=3, to="bea")
    assert s.state.fighters["bea"].hand == [3, 4, 5, 6] and s.state.fighters["ann"].hand == [1, 2]
    with pytest.raises(IllegalCommandError, match="Ann has given a card this round already") as e:
        do(s, "give", "ann", card=2, to="cid")
    assert e.value.rule == "give"
    with pytest.raises(IllegalCommandError, match="Bea has received a card this round already"):
        do(s, "give", "cid", card=7, to="bea")
    do(s, "give", "bea", card=4, to="ann")            # giving and receiving are counted apart
    with pytest.raises(IllegalCommandError, match="Only player characters give cards"):
        do(s, "give", "orc", card=9, to="ann")
    with pytest.raises(IllegalCommandError, match="not a player character of Ann's side"):
        do(s, "give", "ann", card=4, to="orc")


def test_after_its_action_a_characters_card_is_discarded_and_it_is_done():
    """"After the attack, the card of the attacker gets discarded and the attacker can not do anything
    else until the next Preparation Phase"."""
    s = revealed(pc("ann"), npc("orc"), pc("bob"), cards=[10, 20, 30, 40, 50, 60], laid={"ann": 10, "orc": 30, "bob": 50})
    do(s, "attack", "ann", target="orc")
    do(s, "react", "orc", how="dodge", dice=[1, 1, 1, 1, 1, 9, 1, 1])   # 3d10+2d6 vs 2d10+1d6: dodged
    assert s.state.fighters["ann"].acted and 10 in s.state.discard
    with pytest.raises(IllegalCommandError, match="Ann has acted this round") as e:
        do(s, "attack", "ann", target="orc")
    assert e.value.rule == "acted"


def test_a_higher_card_interrupts_an_attack_before_its_damage():
    """"A character with a higher card that did not yet perform a combat action this turn can interrupt
    (pre damage calculation)"; "the card of the character gets discarded"."""
    s = revealed(pc("ann"), npc("orc"), npc("gob"), cards=[10, 20, 30, 40, 5, 6],
                 laid={"ann": 20, "orc": 30, "gob": 5})
    do(s, "end_turn", "gob")
    do(s, "act_earlier", "orc")                                   # so ann, not yet acted, holds a lower card
    do(s, "attack", "orc", target="ann")
    with pytest.raises(IllegalCommandError, match="Ann's card 20 is not higher than Orc's 30"):
        do(s, "interrupt", "ann")
    do(s, "react", "ann", how="block", dice=[7, 1, 1, 1, 1])
    with pytest.raises(IllegalCommandError, match="Gob has acted this round"):
        do(s, "interrupt", "gob")
    assert [a.who for a in s.awaited()] == [None]
    with pytest.raises(IllegalCommandError, match="Ann's card 20 is not higher than Orc's 30") as e:
        do(s, "interrupt", "ann")
    assert e.value.rule == "higher"
    s = revealed(pc("ann"), npc("orc"), cards=[50, 60, 30, 40], laid={"ann": 50, "orc": 30})
    do(s, "attack", "orc", target="ann")
    do(s, "react", "ann", how="block", dice=[7, 1, 1, 1, 1])
    assert [(a.who, a.kind) for a in s.awaited()] == [("ann", REACT), (None, "gm")]
    ev = do(s, "interrupt", "ann")
    assert types(ev) == ["interrupted"] and s.state.current().id == "ann"
    do(s, "attack", "ann", target="orc")
    do(s, "react", "orc", how="none", dice=[10, 10, 2, 1, 1, 1, 1])
    ev = do(s, "damage", dice=[6, 6, 6, 1, 1, 1])           # 3d6: 6+6+6+1 = 19 + 3 − 2: orc dies
    assert "died" in types(ev) and s.state.outcome == "victory"


def test_an_attacker_knocked_out_by_the_interrupt_deals_no_damage():
    """"higher cards are potentially more valuable as they can be used to safe an attacked group member"."""
    s = revealed(pc("ann"), pc("bob"), npc("orc"), npc("gob"), cards=[1, 2, 50, 60, 30, 40, 7, 8],
                 laid={"ann": 1, "bob": 50, "orc": 30, "gob": 7})
    do(s, "end_turn", "ann")
    do(s, "end_turn", "gob")
    do(s, "attack", "orc", target="ann")
    do(s, "react", "ann", how="block", dice=[7, 1, 1, 1, 1])
    do(s, "interrupt", "bob")
    do(s, "attack", "bob", target="orc")
    do(s, "react", "orc", how="none", dice=[10, 10, 2, 1, 1, 1, 1])
    ev = do(s, "damage", dice=[6, 6, 6, 1, 1, 1])
    assert "died" in types(ev) and "attack_fizzled" in types(ev) and s.state.outcome is None
    assert s.state.fighters["ann"].health.count("O") == 6


def test_a_higher_card_may_interrupt_before_the_hit_test_and_save_the_one_attacked():
    """"A character with a higher card that did not yet perform a combat action this turn can interrupt (pre
    damage calculation)"; "higher cards are potentially more valuable as they can be used to safe an attacked
    group member" — the chain of action: the target announces how to react, the Hit Test, the Damage
    Calculation: the interrupt is bounded by the damage calculation only, so it may come before the hit test."""
    s = revealed(pc("ann"), pc("bob"), npc("orc"), npc("gob"), cards=[1, 2, 50, 60, 30, 40, 5, 6],
                 laid={"ann": 1, "bob": 50, "orc": 30, "gob": 5})
    do(s, "end_turn", "ann")
    do(s, "end_turn", "gob")
    do(s, "attack", "orc", target="ann")                     # ann has acted: bob's 50 is higher than 30
    assert s.state.attack()["stage"] == "react"
    assert [(a.who, a.kind, a.optional) for a in s.awaited()] == [("ann", REACT, False), ("bob", REACT, True)]
    assert Command("interrupt", "bob") in s.legal_commands("bob")
    ev = do(s, "interrupt", "bob")                           # before ann reacts, before the hit test
    assert types(ev) == ["interrupted"] and s.state.current().id == "bob"
    with pytest.raises(IllegalCommandError, match="Bob has interrupted the attack"):
        do(s, "react", "ann", how="block")                   # the orc's attack waits for bob's action
    assert [a.who for a in s.awaited()] == ["bob"]
    do(s, "attack", "bob", target="orc")
    do(s, "react", "orc", how="none", dice=[10, 10, 2, 1, 1, 1, 1])
    ev = do(s, "damage", dice=[6, 6, 6, 1, 1, 1])            # the orc dies: its attack comes to nothing
    assert "died" in types(ev) and "attack_fizzled" in types(ev) and s.state.outcome is None
    assert not any(e.type == "hit_test" and e.data["actor"] == "orc" for r in s.log for e in r.events)
    assert s.state.fighters["ann"].health.count("O") == 6


def test_an_attack_interrupted_before_the_hit_test_goes_on_with_the_reaction():
    """"A character with a higher card ... can interrupt (pre damage calculation)"; "If this is the case, the card
    of the character gets discarded and the character can not do anything else until the next Preparation
    Phase." — the interrupter acts; then the target still announces her reaction and the hit test is rolled."""
    s = revealed(pc("ann"), pc("bob"), npc("orc"), cards=[1, 2, 50, 60, 30, 40],
                 laid={"ann": 1, "bob": 50, "orc": 30})
    do(s, "end_turn", "ann")
    do(s, "attack", "orc", target="ann")
    do(s, "interrupt", "bob")
    do(s, "act", "bob", what="take cover")
    assert s.state.fighters["bob"].acted and 50 in s.state.discard
    assert [(a.who, a.kind) for a in s.awaited()] == [("ann", REACT)]
    ev = do(s, "react", "ann", how="block", dice=[7, 1, 1, 1, 1])
    assert [e.data["hit"] for e in ev if e.type == "hit_test"] == [True]


def test_a_higher_card_may_act_earlier_before_an_attack_is_announced():
    """"...or chose to perform his/her combat action earlier (pre attack announcement)"."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    ev = do(s, "act_earlier", "orc")
    assert types(ev) == ["acts_earlier"] and s.state.current().id == "orc"
    do(s, "attack", "orc", target="ann")
    with pytest.raises(IllegalCommandError, match="before an attack is announced") as e:
        do(s, "act_earlier", "ann")
    assert e.value.rule == "earlier"
    do(s, "react", "ann", how="dodge", dice=[1, 1, 1, 1, 1, 9, 1, 1])
    assert s.state.fighters["orc"].acted and s.state.current().id == "ann"
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    with pytest.raises(IllegalCommandError, match="Ann's card 10 is not higher than") as e:
        do(s, "act_earlier", "ann")


def test_dice_that_hit_their_maximum_explode_and_add():
    """"Dice that hit their max. number (6 for a d6 and 0 for a d10) "explode" and are rolled again.
    Their new number is added to the max. Dice can explode multiple times"."""
    r = roll_pool(DiceFeed(random.Random(0), [10, 10, 3, 6, 6, 6, 2, 4]), 1, 2)
    assert r["chains"] == [[10, 10, 10, 3], [6, 6, 6, 6, 2], [6, 4]]     # [sides, rolls...]
    assert r["highest"] == 23 and r["result"] == 23


def test_the_seeds_dodge_example_9_beats_7():
    """"The attacker rolls a 7, the attack target uses 2d10 from [Skill:Dodge] and 1d6 from
    [Attribute:Agility] and rolls a 9. The dodge was successful."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    do(s, "attack", "ann", target="orc")      # "rolls 3d10 for [Skill:Cut Weapons] and 2d6 [Attribute:Combat]"
    ev = do(s, "react", "orc", how="dodge", dice=[7, 2, 3, 4, 5, 9, 1, 2])
    hit = next(e for e in ev if e.type == "hit_test")
    assert hit.data["roll"]["pool"] == "3d10+2d6" and hit.data["roll"]["result"] == 7
    assert hit.data["dodge"]["pool"] == "2d10+1d6" and hit.data["dodge"]["result"] == 9
    assert hit.data["hit"] is False and s.state.fighters["orc"].health.count("O") == 6


def test_a_tie_in_the_hit_test_goes_to_the_attacker():
    """"If the number was lower or equal, the attack target gets no additional boni (except armor)"."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="dodge", dice=[7, 2, 3, 4, 5, 7, 1, 2])
    assert ev[-1].data["hit"] is True and s.state.attack()["stage"] == "damage"


def test_the_seeds_blocking_example_deals_2_damage():
    """"He attacks directly with his sword and shifts 1d6 for extra damage ... (4 + 3 + 1 = 8)"; "the
    highest roll (4) and adds it to the value of his armor (2) ... (8 - 6 = 2)"."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    do(s, "attack", "ann", target="orc", shift=1)
    ev = do(s, "react", "orc", how="block", dice=[7, 2, 3, 4])        # 3d10 + 1d6: one d6 held back
    assert ev[-1].data["roll"]["pool"] == "3d10+1d6" and ev[-1].data["hit"]
    ev = do(s, "damage", "ann", dice=[4, 1, 2, 4, 2])                # Strength 3d6, then Block 2d6
    dmg = next(e for e in ev if e.type == "damage_rolled").data
    assert (dmg["outgoing"], dmg["armor"], dmg["block"]["result"], dmg["amount"]) == (8, 2, 4, 2)
    assert s.state.fighters["orc"].notation() == "(X)(X)OOOO"


def test_the_attacker_may_aim_at_the_least_armored_location_and_its_armor_counts():
    """"The outgoing damage of the attacker gets subtracted from the [Armor] of the attack target at the
    hit location": the attacker names it (our ruling: the torso unless named); the legal attacks offer
    the least armored spot when it is better than the torso, and the heuristic AI takes it."""
    from vtt.sim.driver import make_policy, next_command
    from vtt.core import registry
    s = revealed(pc("ann"), npc("orc", armor={"head": 0, "torso": 3, "arms": 2, "legs": 2}),
                 cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    attacks = [c for c in s.legal_commands("ann") if c.type == "attack"]
    assert [(c.params.get("shift"), c.params.get("location")) for c in attacks] == [
        (None, None), (1, None), (None, "head"), (1, "head")]
    assert s.ruleset.command_text(s.state, attacks[2]) == "Attack Orc (Sword, at the head, Close Combat (0–3 m))"
    system = registry.get("hundred")
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    assert next_command(s, policies).params == {"target": "orc", "weapon": "Sword", "shift": 1, "location": "head"}
    do(s, "attack", "ann", target="orc", location="head")
    do(s, "react", "orc", how="none", dice=[7, 2, 3])
    ev = do(s, "damage", "ann", dice=[4, 1, 2])
    dmg = next(e for e in ev if e.type == "damage_rolled").data
    assert dmg["armor"] == 0 and dmg["amount"] == dmg["outgoing"]
    even = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    assert all("location" not in c.params for c in even.legal_commands("ann"))      # Armor 2 everywhere


def test_a_block_or_no_reaction_is_hit_unless_the_attack_rolls_1_or_less():
    """"The attacker could still miss the attack by having a highest roll of 1, but he rolls a 7"."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="block", dice=[1, 1, 1, 1, 1])
    assert ev[0].data["hit"] is False and s.state.fighters["ann"].acted


def test_a_highest_roll_of_1_misses_a_target_that_dodges_too():
    """"The attacker could still miss the attack by having a highest roll of 1": the 1 misses whatever the
    reaction — a melee dodge that ties it ("lower or equal") cannot make it hit (our ruling: a target that
    dodges is never worse off than one that blocks or does nothing; a projectile dodge already reads so)."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="dodge", dice=[1, 1, 1, 1, 1, 1, 1, 1])
    hit = next(e for e in ev if e.type == "hit_test")
    assert (hit.data["roll"]["result"], hit.data["dodge"]["result"]) == (1, 1)
    assert hit.data["hit"] is False and s.state.fighters["ann"].acted and not s.state.attacks


def test_a_projectile_is_dodged_when_the_dodge_beats_its_speed():
    """"If the highest rolled number is greater than the speed of the projectile, the dodge was successful"."""
    s = revealed(pc("ann", weapons=[BOW]), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30},
                 ranges=[["ann", "orc", "mid"]])
    do(s, "attack", "ann", target="orc")
    with pytest.raises(IllegalCommandError, match="Bow is a projectile"):
        do(s, "react", "orc", how="dodge")
    ev = do(s, "react", "orc", how="dodge_projectile", dice=[9, 2, 3, 4, 8, 1, 1])
    assert ev[0].data["speed"] == 8 and ev[0].data["hit"] is True          # 8 is not greater than 8
    s = revealed(pc("ann", weapons=[BOW]), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30},
                 ranges=[["ann", "orc", "mid"]])
    do(s, "attack", "ann", target="orc")
    assert do(s, "react", "orc", how="dodge_projectile", dice=[9, 2, 3, 4, 9, 1, 1])[0].data["hit"] is False


def test_other_reactions_are_ruled_by_the_gm():
    """"Depending on the situation, the attack target can get creative and negotiate his/her reaction with the DM"."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    do(s, "attack", "ann", target="orc")
    do(s, "react", "orc", how="other")
    (a,) = s.awaited()
    assert a.who is None and a.kind == "gm"
    with pytest.raises(IllegalCommandError, match="Only the GM"):
        do(s, "rule", "ann", hit=True)
    do(s, "rule", hit=False)
    assert s.state.fighters["ann"].acted and not s.state.attacks


def test_an_attack_out_of_its_weapons_bands_is_refused_with_the_reason():
    """"The attacker can (and should) always ask the DM which enemies are in range for a certain attack"."""
    s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30},
                 ranges=[["ann", "orc", "mid"]])
    with pytest.raises(IllegalCommandError, match="Orc is at Mid Combat .* from Ann; Sword reaches Close") as e:
        do(s, "attack", "ann", target="orc")
    assert e.value.rule == "range"
    with pytest.raises(IllegalCommandError, match="Only the GM"):
        do(s, "set_range", "ann", a="ann", b="orc", band="close")
    do(s, "set_range", a="orc", b="ann", band="close")
    assert s.state.band("ann", "orc") == "close"
    do(s, "attack", "ann", target="orc")


def test_health_is_4_plus_endurance():
    """"Health points are defined by a base value of 4 plus [Skill:Endurance]"."""
    s = session(pc("ann", endurance="2d10"), npc("orc", endurance="0"))
    assert s.state.fighters["ann"].notation() == "OOOOOO" and s.state.fighters["orc"].notation() == "OOOO"


def test_the_seeds_whole_health_example():
    """OOOOOO → (X)(X)OOOO → (X)(X)(/)OOO → (X)(X)(/)(/)(/)O → (X)(X)(X)(X)(X)(/) (unconscious)
    → (X)(X)(X)(X)(X)(X) ("The player dies.")"""
    s = dealt(pc("ann", endurance="2d10"), pc("bob"), npc("orc"), cards=[1, 2, 3, 4, 5, 6])
    ann = s.state.fighters["ann"]
    steps = [("harm", 2, "(X)(X)OOOO"), ("exhaust", 1, "(X)(X)(/)OOO"), ("exhaust", 2, "(X)(X)(/)(/)(/)O"),
             ("exhaust", 4, "(X)(X)(X)(X)(X)(/)"), ("harm", 2, "(X)(X)(X)(X)(X)(X)")]
    for kind, amount, after in steps:
        ev = do(s, kind, target="ann", amount=amount)
        assert ann.notation() == after
        if after == "(X)(X)(X)(X)(X)(/)":
            assert "unconscious" in types(ev) and ann.unconscious and not ann.dead
    assert ann.dead and "died" in types(ev)


def test_exhaustion_penalises_every_roll():
    """"Each of them substracts possible penalties (if there are any, e.g. exhaustion)"."""
    s = revealed(pc("ann", health="(/)(/)OOOO"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="dodge", dice=[7, 2, 3, 4, 5, 6, 1, 2])
    roll = ev[0].data["roll"]
    assert (roll["highest"], roll["penalty"], roll["result"]) == (7, 2, 5) and ev[0].data["hit"] is False


def test_notation_reads_and_writes_the_seeds_states():
    """"Healthy => O", "Exhausted => (/)", "Damaged => (X)", "Permanently Damaged => (*)"."""
    h = parse_notation("(*)(X)(/)OOO")
    assert h == ["*", "X", "/", "O", "O", "O"] and notation(h) == "(*)(X)(/)OOO"
    assert take_damage(["O", "/", "/"], 2) == ["X", "/", "/"][:1] + ["X", "/"]
    assert take_exhaustion(["/", "/"], 1) == ["X", "/"]


def test_when_no_one_has_a_card_left_a_new_draw_phase_begins():
    """Our ruling (the seed draws once, at the start): hands all empty → Draw again from the deck."""
    s = dealt(pc("ann", combat="1d6"), npc("orc", combat="1d6"), cards=[10, 20])
    do(s, "lay", "ann", card=10)
    do(s, "lay", "orc", card=20)
    do(s, "end_turn", "ann")
    ev = do(s, "end_turn", "orc")
    assert s.state.phase == "draw" and "hands_empty" in types(ev)
    ev = do(s, "deal", dice=[30, 40])
    assert types(ev)[0] == "reshuffled" and sorted(s.state.deck) == sorted(set(range(1, 101)) - {30, 40})


def test_a_new_draw_phase_s_first_own_draw_takes_the_discards_back_once():
    s = dealt(pc("ann", combat="1d6"), npc("orc", combat="1d6"), cards=[10, 20])
    do(s, "lay", "ann", card=10)
    do(s, "lay", "orc", card=20)
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    ev = do(s, "deal", "orc", dice=[30])                # the first to draw in the phase takes the discards back
    assert types(ev)[0] == "reshuffled" and s.state.deals == 2
    ev = do(s, "deal", "ann", dice=[40])
    assert "reshuffled" not in types(ev) and s.state.deals == 2 and s.state.phase == "preparation"
    assert sorted(s.state.deck) == sorted(set(range(1, 101)) - {30, 40})


# -- w48: the audit's scenario tests of sentences no test quoted --------------------------------------------
def test_the_attack_pool_is_the_skill_and_or_the_attribute():
    """"An attacker can use a combat skill and/or the combat attribute to attack an enemy. The available dice
    of skill and/or attribute form the attack dice pool." — the sword fighter: 3d10 Cut Weapons, 2d6 Combat."""
    for params, pool, dice in (({}, "3d10+2d6", [7, 2, 3, 4, 5]), ({"attribute": False}, "3d10", [7, 2, 3]),
                               ({"skill": False}, "2d6", [5, 2])):
        s = revealed(pc("ann"), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30})
        do(s, "attack", "ann", target="orc", **params)
        ev = do(s, "react", "orc", how="block", dice=dice)
        (hit,) = [e for e in ev if e.type == "hit_test"]
        assert (hit.data["roll"]["pool"], hit.data["roll"]["result"], hit.data["hit"]) == (pool, dice[0], True)


def test_a_target_out_of_range_cannot_be_attacked():
    """"There are only four range zones in combat: Close Combat (0~3m) Mid Combat (3~6m) Ranged Combat (7m+)
    Out-Of-Range (depending on situation)" "The attacker can (and should) always ask the DM which enemies
    are in range for a certain attack" — a bow reaching mid and ranged cannot reach one out of range."""
    s = revealed(pc("ann", weapons=[BOW]), npc("orc"), cards=[10, 20, 30, 40], laid={"ann": 10, "orc": 30},
                 ranges=[["ann", "orc", "out"]])
    with pytest.raises(IllegalCommandError, match="Bow reaches") as e:
        do(s, "attack", "ann", target="orc")
    assert e.value.rule == "range"
    do(s, "set_range", a="ann", b="orc", band="ranged")
    assert s.can({"type": "attack", "actor": "ann", "target": "orc"})


def test_overhead_exhaustion_of_a_fighter_turns_exhausted_points_into_damage_and_she_falls():
    """"If the character receives more exhaustion points than possible, the overhead exhaustion turns already
    exhausted health points into damage." "If all health points of the player are exhausted, the character
    becomes unconscious." — the seed's +4 on (X)(X)(/)(/)(/)O, through the GM's exhaust command."""
    s = revealed(pc("ann"), pc("bob"), npc("orc"), cards=[10, 20, 30, 40, 50, 60],
                 laid={"ann": 10, "bob": 30, "orc": 50})
    do(s, "override", op="health", target="ann", health="(X)(X)(/)(/)(/)O")
    ev = do(s, "exhaust", target="ann", amount=4)
    assert s.state.fighters["ann"].notation() == "(X)(X)(X)(X)(X)(/)"
    assert "unconscious" in types(ev) and "died" not in types(ev)
    assert s.state.current().id == "bob"                 # her card is not played: she is out of the round
    ev = do(s, "harm", target="ann", amount=2)
    assert s.state.fighters["ann"].notation() == "(X)(X)(X)(X)(X)(X)" and "died" in types(ev)
