"""Fear, fire, poison and falling, called for by the GM (seed 004, "Special Effects"), and ambushes
("Ambush and Sneak Attack")."""
import pytest

from vtt.core.errors import IllegalCommandError

from .builders import dealt, do, npc, pc, session, types


def party(*extra, **kw):
    return dealt(pc("ann", endure=2), npc("orc", zone="d"), *extra, cards=[1, 2] + [3 + i for i in range(len(extra))],
                 **kw)


def test_a_fear_test_rolls_endure_plus_a_die_per_player_character_in_the_zone():
    """"In a situation where the Director calls for a Fear test, you make an Endure test. Add additional
    dice equal to the number of player characters present in the scene (maximum +3 dice)." "If you make
    a Fear test during combat you use the number of player characters situated in the same zone as
    you." """
    s = party(pc("bob"), pc("cat"), pc("dan"), pc("eve", zone="c"))
    ev = do(s, "fear", target="ann", fear=1, position="risky", dice=[1] * 5)
    (test,) = [e for e in ev if e.type == "fear_test"]
    assert test.data["help"] == 3 and len(test.data["dice"]) == 2 + 3          # capped at +3


def test_player_characters_with_severe_mental_harm_do_not_count():
    """"Player characters who have Sever Mental Harm do not count." (our ruling: Severe is level 4 or
    more)"""
    s = party(pc("bob"))
    s.state.fighters["bob"].mental = 4
    ev = do(s, "fear", target="ann", fear=1, dice=[6, 1, 1])
    assert ev[0].data["help"] == 1                                  # ann herself, not bob


def test_a_failed_fear_test_gives_mental_harm_by_position():
    """"Failure | Suffer 2 Mental Harm | Suffer 3 Mental Harm | Suffer 4 Mental Harm" """
    for position, harm in (("controlled", 2), ("risky", 3), ("desperate", 4)):
        s = party()
        do(s, "fear", target="ann", fear=2, position=position, dice=[6, 1, 1])
        assert s.state.fighters["ann"].mental == harm, position


def test_a_passed_controlled_fear_test_gives_a_die_on_the_next_roll():
    """"Success with a bonus +1 to a next roll" (Controlled)"""
    s = party()
    do(s, "fear", target="ann", fear=1, position="controlled", dice=[6, 1, 1])
    ann = s.state.fighters["ann"]
    assert ann.mental == 0 and ann.bonus == 1
    do(s, "test", "ann", action="read", dice=[1, 1, 1, 1])            # 3 dice of Read + the bonus
    assert ann.bonus == 0


def test_fire_burns_at_once_and_at_each_round_s_start_less_endure_successes():
    """"Catching fire causes you to take damage and suffer a Physical Harm. If the fire is not
    extinguished, you will keep taking damage at the start of each subsequent round." "an automatic
    Endure test you make to reduce the damage. Each success deducts 1 point of damage." """
    s = party()
    do(s, "ignite", target="ann", intensity=2, dice=[6, 1])
    assert s.state.fighters["ann"].physical == 1
    do(s, "end_turn", "ann")
    ev = do(s, "end_turn", "orc", dice=[1])          # round 2 starts: she burns (1 Harm: 1 die of Endure)
    assert "burned" in types(ev)
    assert s.state.fighters["ann"].physical == 1 + 2


def test_a_burning_character_can_only_extinguish_flee_or_shout():
    """"The only actions you can perform while burning are attempts to extinguish the fire, flee, or
    shout." """
    s = party()
    do(s, "ignite", target="ann", intensity=1, dice=[6, 6])
    v = s.can({"type": "move", "actor": "ann", "to": "b"})
    assert not v and v.rule == "fire"


def test_extinguishing_successes_add_up_over_rounds():
    """"Extinguishing the fire is a slow action and requires a successful Finesse test. More intense fires
    are harder to put out and require a greater number of successes. The successes are saved between
    rounds" (our ruling: as many successes as the fire's intensity)"""
    s = party()
    do(s, "ignite", target="ann", intensity=2, dice=[6, 6])
    do(s, "extinguish", "ann", dice=[6, 1, 1])
    ann = s.state.fighters["ann"]
    assert ann.burning == 2 and ann.extinguish == 1
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc", dice=[6, 6])                              # round 2: burns, Endure saves all
    do(s, "extinguish", "ann", dice=[6, 1, 1])
    assert ann.burning == 0


def test_poison_is_an_opposed_roll_of_toxicity_against_endure():
    """"The Director rolls as many dice as the poison's toxicity, while you Endure. If successful you do
    not take any damage. If it is a tie you suffer one Harm. If you fail, you suffer a number of Harm
    equal to the Director's successes." """
    cases = (([6, 1, 1, 6, 6], 0), ([6, 1, 1, 6, 1], 1), ([6, 6, 1, 1, 1], 2))
    for dice, harm in cases:
        s = party()
        do(s, "poison", target="ann", toxicity=3, dice=dice)
        assert s.state.fighters["ann"].physical == harm, dice


def test_poison_gives_one_fewer_harm_each_later_round():
    """"In subsequent rounds you keep acquiring Harm, though one fewer for each round." """
    s = party()
    do(s, "poison", target="ann", toxicity=3, dice=[6, 6, 6, 1, 1])    # 3 Harm now
    ann = s.state.fighters["ann"]
    assert ann.physical == 3
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert ann.physical == 3 + 2
    assert ann.broken                                                  # capacity 5


def test_an_antidote_cancels_the_poison():
    """"The effect of the poison can be canceled by using an antidote." """
    s = party()
    do(s, "poison", target="ann", toxicity=3, dice=[6, 6, 6, 1, 1])
    do(s, "antidote", target="ann")
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert s.state.fighters["ann"].physical == 3


def test_falling_rolls_a_die_per_five_feet_against_endure():
    """"When you fall 10 feet or more onto a hard surface, the Director rolls an attack against your
    Endure. They roll a number of dice for each 5 feet you fall. For each success more than your Endure
    test, you get a Physical Harm." """
    s = party()
    do(s, "fall", target="ann", feet=20, dice=[6, 6, 6, 1, 6, 1])
    assert s.state.fighters["ann"].physical == 2
    with pytest.raises(IllegalCommandError, match="less than 10 feet"):
        do(s, "fall", target="ann", feet=5)


def test_only_the_gm_calls_for_effects():
    s = party()
    with pytest.raises(IllegalCommandError, match="Only the GM"):
        do(s, "fear", "ann", target="ann")


def test_a_successful_ambush_draws_an_extra_card_keeps_the_best_and_adds_dice():
    """"If successful you may draw an extra initiative card and pick the best one. Each extra success adds
    +1 to your first Maneuver of the round." "If there are several ambushers only one of you makes a
    Sneak test and the result applies to all of you." """
    s = session(pc("ann", sneak=3), pc("bob"), npc("orc", zone="d", read=3))
    do(s, "ambush", side="party", sneaker="ann", watcher="orc", action="read", dice=[6, 6, 6, 1, 1, 1])
    assert s.state.ambush == {"side": "party", "extra": 1, "bonus": 2}
    do(s, "deal", dice=[9, 4, 8, 2, 5])            # ann draws 9 and 4, bob 8 and 2, the orc 5
    assert s.state.cards_of("ann") == [4] and s.state.cards_of("bob") == [2] and s.state.cards_of("orc") == [5]
    assert 9 in s.state.deck and 8 in s.state.deck
    assert s.state.fighters["ann"].first_bonus == 2


def test_a_failed_ambush_gives_the_defenders_the_extra_card():
    """"If the sneak attack fails you are detected, and your opponent may draw an extra initiative card
    and pick the best one." """
    s = session(pc("ann"), npc("orc", zone="d"))
    do(s, "ambush", side="foes", sneaker="orc", watcher="ann", dice=[1, 1, 1, 6, 1, 1])
    assert s.state.ambush["side"] == "party"
    ev = do(s, "deal", dice=[7, 3, 1])
    assert s.state.cards_of("ann") == [3] and s.state.cards_of("orc") == [1]
    assert [e.data["drawn"] for e in ev if e.type == "card_drawn"] == [[7, 3], [1]]


def test_the_gm_may_let_an_ambush_succeed_without_a_test():
    """"In some situations, the Director may decide that no Action tests are required in order to surprise
    your enemy. In that case, you may automatically draw an extra initiative card." """
    s = session(pc("ann"), npc("orc", zone="d"))
    do(s, "ambush", side="foes", automatic=True)
    do(s, "deal", dice=[2, 9, 6])
    assert s.state.cards_of("orc") == [6]


# -- the ambush's dice go with the first maneuver of the round, rolled or not (#33) ----------------------
def ambushed(orc_zone="b", cards=(9, 4, 8, 2, 5)):
    """ann and bob ambush the orc with 2 extra successes (+2 dice each); ann keeps 4, bob 2, the orc 5
    by default, so bob acts first, then ann, then the orc."""
    s = session(pc("ann", sneak=3), pc("bob"), npc("orc", zone=orc_zone, read=3))
    do(s, "ambush", side="party", sneaker="ann", watcher="orc", action="read", dice=[6, 6, 6, 1, 1, 1])
    do(s, "deal", dice=list(cards))
    return s


def rolled(events, type="attack_rolled"):
    return next(e for e in events if e.type == type)


def test_the_ambush_dice_go_with_the_first_maneuver_even_when_it_rolls_nothing():
    """"Each extra success adds +1 to your first Maneuver of the round." — ann's first maneuver is a move:
    the +2 dice are gone with it, and the attack she makes after it in the same turn rolls her own 3."""
    s = ambushed()
    do(s, "end_turn", "bob")
    (conditions,) = [sec for sec in s.ruleset.sheet(s.state, "ann") if sec.title.key == "Conditions"]
    assert [(k.key, v) for k, v in conditions.rows] == [("ambush dice on her first maneuver", "+2")]
    ev = do(s, "move", "ann", to="b")
    lost = rolled(ev, "ambush_bonus")
    assert not lost.data["used"]
    assert lost.text == "Ann's first maneuver of the round rolls no dice: the ambush's +2 dice are lost"
    assert s.ruleset.event_text(lost, s.state, "ja") == \
        "Annのラウンド最初の行動はダイスを振らない：奇襲の +2 ダイスは失われる"
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[1, 1, 1])
    assert len(rolled(ev).data["dice"]) == 3


def test_the_ambush_dice_are_not_kept_into_the_second_round():
    """"Each extra success adds +1 to your first Maneuver of the round." — ann makes no maneuver in round 1:
    in round 2 her attack rolls 3 dice, not 5."""
    s = ambushed(orc_zone="a")
    do(s, "end_turn", "bob")
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert s.state.round == 2
    do(s, "end_turn", "bob")
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[1, 1, 1])
    assert len(rolled(ev).data["dice"]) == 3


def test_an_attack_as_the_first_maneuver_rolls_the_ambush_dice_once():
    """"Each extra success adds +1 to your first Maneuver of the round." — the attack rolls 3 + 2 dice; her
    next roll this turn has her own 3."""
    s = ambushed(orc_zone="a")
    do(s, "end_turn", "bob")
    ev = do(s, "attack", "ann", target="orc")
    assert rolled(ev, "ambush_bonus").data == {"actor": "ann", "bonus": 2, "used": True}
    ev = do(s, "pass", dice=[1, 1, 1, 1, 1])
    assert len(rolled(ev).data["dice"]) == 5
    ev = do(s, "test", "ann", action="finesse", speed="fast", dice=[1, 1, 1])
    assert len(rolled(ev, "tested").data["dice"]) == 3


def test_a_reaction_before_her_turn_is_her_first_maneuver_of_the_round():
    """"Each extra success adds +1 to your first Maneuver of the round." and "Some fast Maneuvers are
    reactions" — the orc (card 1) attacks ann first: her dodge rolls 3 + 2 dice; her attack afterwards 3."""
    s = ambushed(orc_zone="a", cards=(9, 4, 8, 3, 1))
    do(s, "attack", "orc", target="ann")
    ev = do(s, "dodge", "ann", dice=[1, 1, 1, 1, 1, 1, 1, 1])
    assert len(rolled(ev).data["defence"]) == 5
    do(s, "end_turn", "orc")
    do(s, "end_turn", "bob")
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[1, 1, 1])
    assert len(rolled(ev).data["dice"]) == 3


def test_a_gm_roll_is_no_maneuver_and_leaves_the_ambush_dice_waiting():
    """"Each extra success adds +1 to your first Maneuver of the round." — a fear test the GM calls for is no
    maneuver of hers: it rolls her own Endure dice and her first maneuver still has the +2."""
    s = ambushed(orc_zone="a")
    ev = do(s, "fear", target="ann", fear=1, position="risky", dice=[6, 1, 1, 1, 1])
    assert len(rolled(ev, "fear_test").data["dice"]) == 3 + 2          # + ann and bob in her zone
    do(s, "end_turn", "bob")
    do(s, "attack", "ann", target="orc")
    ev = do(s, "pass", dice=[1, 1, 1, 1, 1])
    assert len(rolled(ev).data["dice"]) == 5


# -- tired, hungry, thirsty (#33 item 6: the seed's number, 1 Harm, is played) ------------------------------
def test_going_without_food_drink_or_rest_is_an_endure_test_that_costs_one_harm():
    """"If you do not eat, drink, or rest, the Director will ask you to make an Endure test, where failing
    means you suffer a Harm. The Director decides whether it is physical or mental." """
    s = party()
    (ev, *_) = do(s, "hardship", target="ann", track="mental", dice=[1, 2])
    assert ev.data["passed"] is False and s.state.fighters["ann"].mental == 1
    assert ev.text == "Ann endures hunger, thirst or fatigue: Endure [1, 2] 0 success(es): failed, 1 Mental Harm"
    assert s.ruleset.event_text(ev, s.state, "ja") == "Annの飢え・渇き・疲労への耐久判定 [1, 2] 成功0：失敗、精神ハーム1"
    (ev, *_) = do(s, "hardship", target="ann", track="physical", dice=[6])         # 2 − 1 Harm
    assert ev.data["passed"] and s.state.fighters["ann"].physical == 0
    with pytest.raises(IllegalCommandError, match="Only the GM"):
        do(s, "hardship", "ann", target="ann", track="physical")
    (form,) = [f for f in s.ruleset.gm_forms(s.state) if f.type == "hardship"]
    assert [f.key for f in form.fields] == ["target", "track"]


def test_a_circumstance_on_finesse_makes_putting_out_a_fire_need_an_extra_success():
    """"If a fight takes place under particularly difficult circumstances, the Director may decide that
    certain Action tests are harder to pass." "Extinguishing the fire is a slow action and requires a
    successful Finesse test." — a fire of intensity 1 needs two successes when Finesse is harder."""
    s = party()
    do(s, "circumstance", action="finesse", extra=1)
    do(s, "ignite", target="ann", intensity=1, dice=[6, 6])
    ev = do(s, "extinguish", "ann", dice=[6, 1, 1])
    (e,) = [e for e in ev if e.type == "extinguish"]
    assert (e.data["saved"], e.data["need"], e.data["done"]) == (1, 2, False)
    assert s.state.fighters["ann"].burning == 1


def test_player_characters_do_not_help_a_monster_through_its_fear_test():
    """"Add additional dice equal to the number of player characters present in the scene (maximum +3
    dice)." "If you make a Fear test during combat you use the number of player characters situated in the
    same zone as you." — the player characters steady one another, not the monster they face (our ruling:
    those counted are player characters of the tester's side; an NPC's own side has none)."""
    s = dealt(pc("ann"), pc("bob"), npc("orc"), cards=[1, 2, 3])
    ev = do(s, "fear", target="ann", fear=1, dice=[6, 1, 1, 1, 1])                 # ann and bob: +2
    assert [e.data["help"] for e in ev if e.type == "fear_test"] == [2]
    ev = do(s, "fear", target="orc", fear=1, dice=[6, 1, 1])
    (test,) = [e for e in ev if e.type == "fear_test"]
    assert test.data["help"] == 0 and len(test.data["dice"]) == 3


def test_an_ambush_tied_with_the_watcher_is_detected():
    """"In order to ambush or sneak attack your opponent you roll Sneak against Track or Read depending on the
    situation. If successful you may draw an extra initiative card" "If the sneak attack fails you are
    detected" (our ruling: the sneak must beat the watcher; a tie is detected, as a held one must get more
    successes than the holder)."""
    s = session(pc("ann", sneak=3), npc("orc", zone="d", read=3))
    ev = do(s, "ambush", side="party", sneaker="ann", watcher="orc", action="read", dice=[6, 1, 1, 6, 1, 1])
    assert [(e.data["successes"], e.data["defence_successes"], e.data["success"]) for e in ev
            if e.type == "ambush"] == [(1, 1, False)]
    assert s.state.ambush == {"side": "foes", "extra": 1, "bonus": 0}


def test_a_fear_test_passes_at_exactly_the_fear_value_and_extra_successes_do_nothing():
    """"The Fear value of the creature, magic, or occurrence indicates how many successes you need. If
    successful, you manage to control your emotions and can act normally. Extra successes have no effect." """
    s = party()
    ev = do(s, "fear", target="ann", fear=2, position="risky", dice=[6, 6, 1])        # exactly 2 of 2
    assert [e.data["passed"] for e in ev if e.type == "fear_test"] == [True]
    ann = s.state.fighters["ann"]
    assert (ann.mental, ann.bonus) == (0, 0)
    do(s, "fear", target="ann", fear=1, position="controlled", dice=[6, 6, 6])        # 3 of 1: one die only
    assert (ann.mental, ann.bonus) == (0, 1)
    ev = do(s, "fear", target="ann", fear=3, position="risky", dice=[6, 6, 1, 1])     # 2 of 3 (+1 die waiting)
    assert [e.data["passed"] for e in ev if e.type == "fear_test"] == [False] and ann.mental == 3


@pytest.mark.parametrize("sneaker, watcher, said, said_ja", [
    ("bob", "orc", "Bob is not one of the foes ambushing: one of them sneaks", "Bobは奇襲する側（敵）ではない：隠密は奇襲する側の一人"),
    ("orc", "ogre", "Ogre is one of the foes ambushing: one of the others watches",
     "Ogreは奇襲する側（敵）：見張りは相手側の一人"),
])
def test_an_ambush_is_one_ambusher_s_sneak_against_one_other_s_watch(sneaker, watcher, said, said_ja):
    """"you roll Sneak against Track or Read" — "If there are several ambushers only one of you makes a Sneak test
    and the result applies to all of you": the sneaker is one of the ambushing side, the watcher one of the other;
    the refusal names whom the GM picked wrong and changes nothing."""
    s = session(pc("ann"), pc("bob"), npc("orc", zone="d"), npc("ogre", zone="d"))
    before = s.ruleset.snapshot(s.state)
    v = s.can({"type": "ambush", "side": "foes", "sneaker": sneaker, "watcher": watcher})
    assert not v and v.rule == "ambush"
    assert s.ruleset.refusal_text(v, "en") == said
    assert s.ruleset.refusal_text(v, "ja") == said_ja
    assert s.ruleset.snapshot(s.state) == before and not s.log


def test_one_out_of_the_fight_neither_sneaks_nor_watches():
    s = session(pc("ann"), pc("bob"), npc("orc", zone="d"))
    assert do(s, "override", op="fled", target="bob", value=True)
    v = s.can({"type": "ambush", "side": "party", "sneaker": "bob", "watcher": "orc"})
    assert not v and s.ruleset.refusal_text(v, "en") == "Bob is out of the fight"
    assert s.can({"type": "ambush", "side": "party", "sneaker": "ann", "watcher": "orc"})


def test_an_ambush_once_the_cards_are_drawn_is_refused_as_the_ambush_rule_reads():
    """"If successful you may draw an extra initiative card": an ambush after the deal is refused naming the ambush
    (it said "The initiative cards are drawn once, before the fight", a rule of the deal's)."""
    s = party()
    v = s.can({"type": "ambush", "side": "party", "automatic": True})
    assert not v and v.rule == "ambush"
    assert s.ruleset.refusal_text(v, "en") == "The ambush is settled before the first initiative card is drawn"
