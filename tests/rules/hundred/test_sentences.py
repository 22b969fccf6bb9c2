"""w50's audit of seed 003: the rule sentences no test quoted yet, each played through the commands the GM
and the players use (docs/rulings.md has our readings where the seed is silent)."""
import pytest

from vtt.core.errors import IllegalCommandError

from .builders import BOW, do, npc, pc, revealed, types


def duel(**kw):
    """ann (card 10) acts before orc (card 30); orc keeps 40, ann 20 for the next round."""
    return revealed(pc("ann", **kw.pop("ann", {})), npc("orc", **kw.pop("orc", {})), cards=[10, 20, 30, 40],
                    laid={"ann": 10, "orc": 30}, **kw)


def events(ev, kind):
    return [e for e in ev if e.type == kind]


def test_every_character_may_take_any_combat_action_not_only_an_attack():
    """"Beginning with the character that played the lowest card, every character can perform a combat action
    (e.g. Attack, Hide, Run, Take cover, ...)" — a hide is a combat action: it spends the card; Run brings the
    pair one band nearer (our ruling)."""
    s = duel(ranges=[["ann", "orc", "ranged"]])
    ev = do(s, "act", "ann", what="Hide")
    assert types(ev)[0] == "acted" and s.state.fighters["ann"].acted and 10 in s.state.discard
    assert s.state.current().id == "orc"
    do(s, "act", "orc", what="Run", closer="ann")
    assert s.state.band("ann", "orc") == "mid"


def test_after_everyone_has_acted_the_next_round_jumps_back_to_preparation():
    """"After all participating characters completed their action or reaction, the next round starts (jump
    back to Preparation Phase)" — the laid cards are discarded, nobody has acted, each lays again."""
    s = duel()
    do(s, "end_turn", "ann")
    assert s.state.phase == "combat" and s.state.round == 1
    ev = do(s, "end_turn", "orc")
    assert "round_started" in types(ev)
    assert s.state.phase == "preparation" and s.state.round == 2
    assert sorted(s.state.discard) == [10, 30]
    assert all(f.laid is None and not f.acted for f in s.state.fighters.values())
    assert {a.who for a in s.awaited()} == {"ann", "orc"}


def test_a_missed_hit_test_skips_the_damage_calculation():
    """"Hit Test: Both roll their dice to see if the attack hits (if not, skip 5.)" — a dodged attack calculates
    no damage: no Strength roll, the attacker's action is over."""
    s = duel()
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="dodge", dice=[3, 2, 1, 1, 1, 9, 1, 1])
    assert events(ev, "hit_test")[0].data["hit"] is False
    assert not events(ev, "damage_rolled") and not s.state.attacks and s.state.fighters["ann"].acted
    with pytest.raises(IllegalCommandError, match="No attack has hit"):
        do(s, "damage")


def test_the_attacker_rolls_the_remaining_dice_after_shifting():
    """"The attacker can decide to shift (= hold back) dice for the attack." "The attacker rolls the remaining
    dice" — a d10 held back too (shift_d10), and at least one die is rolled; each shifted die adds the
    weapon's Damage per Shift: "In case there were any dice shifted for bonus damage, add the
    [Weapon:Damage Per Shift] to the rolled value"."""
    s = duel()
    with pytest.raises(IllegalCommandError, match="At least one die must be rolled"):
        do(s, "attack", "ann", target="orc", shift=2, shift_d10=3)
    with pytest.raises(IllegalCommandError, match="shifts more dice than the pool holds"):
        do(s, "attack", "ann", target="orc", shift=3)
    do(s, "attack", "ann", target="orc", shift=1, shift_d10=2)
    ev = do(s, "react", "orc", how="none", dice=[7, 3])          # 1d10 + 1d6 rolled
    (hit,) = events(ev, "hit_test")
    assert hit.data["roll"]["pool"] == "1d10+1d6" and hit.data["roll"]["chains"] == [[10, 7], [6, 3]]
    ev = do(s, "damage", dice=[4, 1, 1])                          # Strength 3d6: 4 + Sword 3 + 3 × 1 − Armor 2
    (dmg,) = events(ev, "damage_rolled")
    assert (dmg.data["outgoing"], dmg.data["amount"]) == (10, 8)


def test_a_melee_dodge_rolls_dodge_and_agility():
    """"The attack target tries to evade the incoming attack by rolling [Skill:Dodge] and [Attribute:Agility]"
    — Dodge 1d10 + Agility 2d6 is a pool of 1d10+2d6 (the d10 first)."""
    s = duel(orc={"dodge": "1d10", "agility": "2d6"})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="dodge", dice=[5, 1, 1, 1, 1, 2, 6, 3, 4])
    (hit,) = events(ev, "hit_test")
    assert hit.data["dodge"]["pool"] == "1d10+2d6" and hit.data["dodge"]["result"] == 9
    assert hit.data["hit"] is False


def test_a_projectile_dodge_rolls_dodge_and_agility_and_its_dice_explode():
    """"The attack target tries to evade the incoming projectile (e.g. thrown spear, fireball, ...) by rolling
    [Skill:Dodge] and [Attribute:Agility]" "Dice that hit their max. number (6 for a d6 and 0 for a d10)
    "explode" and are rolled again." — a d6 of 6 + 3 = 9 beats the Bow's Speed 8."""
    s = duel(ann={"weapons": [BOW]}, orc={"dodge": "0", "agility": "1d6"}, ranges=[["ann", "orc", "mid"]])
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="dodge_projectile", dice=[5, 1, 1, 1, 6, 3])
    (hit,) = events(ev, "hit_test")
    assert hit.data["dodge"]["pool"] == "1d6" and hit.data["dodge"]["result"] == 9 and hit.data["hit"] is False


def test_a_d10_typed_as_0_is_its_maximum_and_explodes():
    """"Dice that hit their max. number (6 for a d6 and 0 for a d10) "explode" and are rolled again. Their new
    number is added to the max." — a physical d10 showing 0, typed as 0, is 10 and rolls again."""
    s = duel()
    do(s, "attack", "ann", target="orc", skill=True, attribute=False)       # 3d10
    ev = do(s, "react", "orc", how="none", dice=[0, 4, 2, 3])
    (hit,) = events(ev, "hit_test")
    assert hit.data["roll"]["chains"][0] == [10, 10, 4] and hit.data["roll"]["result"] == 14


def test_the_dodger_s_exhaustion_is_subtracted_too_and_a_tie_still_hits():
    """"Each of them substracts possible penalties (if there are any, e.g. exhaustion) and the character with
    the highest thrown die wins the hit test" — the dodger's 9 less 2 exhausted points is 7: a tie with the
    attacker's 7, which hits ("If the number was lower or equal")."""
    s = duel(orc={"health": "(/)(/)OOOO"})
    do(s, "attack", "ann", target="orc")
    ev = do(s, "react", "orc", how="dodge", dice=[7, 1, 1, 1, 1, 9, 1, 1])
    (hit,) = events(ev, "hit_test")
    assert (hit.data["dodge"]["highest"], hit.data["dodge"]["result"]) == (9, 7) and hit.data["hit"] is True


def test_the_strength_roll_takes_its_highest_die_exploded():
    """"Roll [Attribute:Strength] dice, take the highest rolled number (exploded dice are possible)"; "Add the
    [Weapon:Damage] to the rolled value" — 6 + 5 = 11, + Sword 3 = 14, − Armor 2 = 12."""
    s = duel(orc={"endurance": "10d6"})
    do(s, "attack", "ann", target="orc")
    do(s, "react", "orc", how="none", dice=[7, 1, 1, 1, 1])
    ev = do(s, "damage", dice=[6, 5, 2, 3])
    (dmg,) = events(ev, "damage_rolled")
    assert dmg.data["strength"]["highest"] == 11 and dmg.data["outgoing"] == 14 and dmg.data["amount"] == 12


def test_a_block_subtracts_its_highest_die_exploded_and_damage_never_goes_below_0():
    """"If the attack target blocked, he/she rolls [Skill:Block] dice and substracts the highest rolled number
    (exploded dice are possible) from the incoming damage" — a block of 6 + 6 + 2 = 14 against 4 + 3 = 7 behind
    Armor 2: no damage, not a negative one."""
    s = duel()
    do(s, "attack", "ann", target="orc")
    do(s, "react", "orc", how="block", dice=[7, 1, 1, 1, 1])
    ev = do(s, "damage", dice=[4, 1, 1, 6, 6, 2, 1])
    (dmg,) = events(ev, "damage_rolled")
    assert dmg.data["block"]["result"] == 14 and dmg.data["amount"] == 0
    assert s.state.fighters["orc"].notation() == "OOOOOO"


def test_a_blocker_s_exhaustion_is_subtracted_from_the_block():
    """"Each of them substracts possible penalties (if there are any, e.g. exhaustion)": a Block roll of 4 by
    one with 1 exhausted point counts 3 (our ruling: every pool its owner rolls; docs/rulings.md)."""
    s = duel(orc={"health": "(/)OOOOO"})
    do(s, "attack", "ann", target="orc")
    do(s, "react", "orc", how="block", dice=[7, 1, 1, 1, 1])
    ev = do(s, "damage", dice=[4, 1, 1, 4, 2])
    (dmg,) = events(ev, "damage_rolled")
    assert dmg.data["block"]["result"] == 3 and dmg.data["amount"] == 7 - 2 - 3


def test_damage_does_not_touch_permanent_damage_and_all_x_or_star_is_death():
    """"If all health points are damaged or permanently damaged, the character dies." — damage turns the O
    and the / into X, never a (*); a character of (*)(*) and X only is dead."""
    s = revealed(pc("ann"), npc("orc", health="(*)(*)(/)OOO"), npc("gob"), cards=[10, 20, 30, 40, 50, 60],
                 laid={"ann": 10, "orc": 30, "gob": 50})
    do(s, "harm", target="orc", amount=3)
    assert s.state.fighters["orc"].notation() == "(*)(*)(X)(X)(X)(/)" and s.state.fighters["orc"].unconscious
    ev = do(s, "harm", target="orc", amount=1)
    assert s.state.fighters["orc"].notation() == "(*)(*)(X)(X)(X)(X)" and "died" in types(ev)
    assert s.state.outcome is None and s.state.current().id == "ann"


def test_a_character_with_no_o_but_exhausted_points_is_unconscious_not_dead():
    """"If all health points of the player are exhausted, the character becomes unconscious" and "If all health
    points are damaged or permanently damaged, the character dies": (*)(/)... with no O is unconscious."""
    s = revealed(pc("ann"), npc("orc", health="(*)(X)OOOO"), npc("gob"), cards=[10, 20, 30, 40, 50, 60],
                 laid={"ann": 10, "orc": 30, "gob": 50})
    ev = do(s, "exhaust", target="orc", amount=4)
    orc = s.state.fighters["orc"]
    assert orc.notation() == "(*)(X)(/)(/)(/)(/)" and orc.unconscious and not orc.dead
    assert "unconscious" in types(ev) and "died" not in types(ev)


def test_the_dm_tells_the_current_range_between_two_characters():
    """"The DM can tell each player the current range towards another character." — the GM's table: a pair
    not set is at the scenario's default band; a set band holds both ways until the GM changes it."""
    s = duel(options={"default_band": "mid"})
    assert s.state.band("ann", "orc") == "mid"
    ev = do(s, "set_range", a="orc", b="ann", band="out")
    assert types(ev) == ["range_set"] and s.state.band("ann", "orc") == s.state.band("orc", "ann") == "out"


def test_the_attacker_names_a_hit_location_the_target_s_sheet_adds():
    """"The outgoing damage of the attacker gets subtracted from the [Armor] of the attack target at the hit
    location" — our ruling (shared/rules/other-systems.md): "The attacker names the hit location from the
    target's sheet (head, torso, arms, legs unless the sheet says more)": a wyrm's sheet gives its wings and
    its tail an Armor of their own, and a blow at the tail meets the tail's."""
    armor = {"head": 4, "torso": 4, "wings": 1, "tail": 0}
    s = duel(orc={"armor": armor})
    assert s.state.fighters["orc"].locations() == ["head", "torso", "wings", "tail"]
    with pytest.raises(Exception, match="hit locations: head, torso, wings, tail"):
        do(s, "attack", "ann", target="orc", location="arms")
    do(s, "attack", "ann", target="orc", location="tail")
    do(s, "react", "orc", how="none", dice=[7, 1, 1, 1, 1])
    ev = do(s, "damage", dice=[4, 1, 1])
    (dmg,) = events(ev, "damage_rolled")
    assert (dmg.data["location"], dmg.data["armor"], dmg.data["amount"]) == ("tail", 0, 7)
    assert "tail" in ev[0].text


def test_a_sheet_s_starting_health_has_4_plus_endurance_points():
    """"Health points are defined by a base value of 4 plus [Skill:Endurance]." — a sheet's starting health in
    the notation names the points that are not O; those it leaves out are O ("(X)(X)" for Endurance 2d10 is
    (X)(X)OOOO, not 2 points); a player character with more points than 4 + Endurance is refused, naming the
    participant; an enemy template (our ruling, docs/rulings.md) keeps the health its sheet gives: the GM's
    monster may be tougher than a character."""
    from vtt.core.errors import FileFormatError
    s = duel(orc={"health": "(X)(X)"}, ann={"health": "(*)(/)OOOO"})
    assert s.state.fighters["orc"].notation() == "(X)(X)OOOO" and s.state.fighters["ann"].notation() == "(*)(/)OOOO"
    with pytest.raises(FileFormatError, match=r"7 health points; 4 \+ Endurance gives 6") as e:
        duel(ann={"health": "(X)OOOOOO"})
    assert e.value.field == "participants.0.sheet.health"
    assert duel(orc={"health": "(X)OOOOOOO"}).state.fighters["orc"].notation() == "(X)OOOOOOO"


def test_a_higher_card_may_act_earlier_than_one_who_acts_earlier():
    """"A character with a higher card that did not yet perform a combat action this turn can ... chose to perform
    his/her combat action earlier (pre attack announcement)." — the orc (30) acts earlier than Ann (10); before it
    announces an attack, Bob (50), higher still, acts earlier than the orc; then the orc, then Ann. One lower than
    the orc's 30 may not."""
    s = revealed(pc("ann"), npc("orc"), pc("bob"), npc("gob"), cards=[10, 11, 30, 31, 50, 51, 20, 21],
                 laid={"ann": 10, "orc": 30, "bob": 50, "gob": 20})
    do(s, "act_earlier", "orc")
    assert s.state.current().id == "orc"
    with pytest.raises(IllegalCommandError, match="Gob's card 20 is not higher than Orc's 30"):
        do(s, "act_earlier", "gob")
    assert any(a.who == "bob" and a.optional for a in s.awaited())
    ev = do(s, "act_earlier", "bob")
    assert types(ev) == ["acts_earlier"] and ev[0].data["other"] == "orc" and s.state.current().id == "bob"
    do(s, "end_turn", "bob")
    assert s.state.current().id == "orc"
    do(s, "attack", "orc", target="ann")
    with pytest.raises(IllegalCommandError, match="before an attack is announced"):
        do(s, "act_earlier", "gob")
    do(s, "react", "ann", how="dodge", dice=[1, 1, 1, 1, 1, 9, 1, 1])
    assert [s.state.current().id] == ["ann"]


def test_a_deck_used_up_mid_draw_leaves_the_last_with_no_cards_and_the_round_begins():
    """"The number of cards a character draws depends on his/her value in the attribute "combat"" — with a deck of
    10 and four who draw 4 each, each drawing her own: the third gets the last 2, the fourth none (she "cannot
    act/attack, only react to enemy attacks"), and the round begins; the Draw is not left waiting on her."""
    from .builders import session
    s = session(pc("ann", combat="4d6"), pc("bob", combat="4d6"), npc("orc", combat="4d6"), npc("gob", combat="4d6"),
                options={"deck": 10})
    do(s, "deal", "ann", dice=[1, 2, 3, 4])
    do(s, "deal", "bob", dice=[5, 6, 7, 8])
    do(s, "deal", "orc", dice=[9, 10])
    assert s.state.deck == [] and s.state.phase == "draw" and [a.who for a in s.awaited()] == [None, "gob"]
    ev = do(s, "deal", "gob")
    assert [e.data["count"] for e in ev if e.type == "drew"] == [0] and s.state.fighters["gob"].hand == []
    assert s.state.phase == "preparation" and s.state.round == 1
    assert {a.who for a in s.awaited()} == {"ann", "bob", "orc"}
