"""w50's audit of seed 002: the rule sentences no test quoted yet, each played through the commands the GM
and the players use (docs/rulings.md has our readings where the seed is silent)."""
import pytest

from pydantic import ValidationError

from vtt.core.errors import IllegalCommandError
from vtt.rules.ashes.models import CharacterFile

from .builders import at_turns, do, npc, pc, rolled, session, types


def duel(ann_dice, orc_dice, ann=None, orc=None, **kw):
    """Ann acts first (she bids nothing, the orc nothing: seat order)."""
    return at_turns(pc("ann", effort=len(ann_dice), **(ann or {})), npc("orc", effort=len(orc_dice), **(orc or {})),
                    dice=[ann_dice, orc_dice], **kw)


def last(ev, kind):
    return [e for e in ev if e.type == kind][-1]


def test_the_attack_s_steps_set_against_set_and_exactly_0_is_a_defense():
    """"1. The attacker selects a Set with which to attack 2. The defender chooses a set with which to defend 3.
    Subtract defense set from attacking set: 0 or Negative results successfully defend. Positive results are
    damage 4. Defender “buys down” damage to 0, or is vanquished" — 27 against 27 is no damage; 27 against 26
    is 1 to buy down."""
    s = duel([7, 7], [7, 7], orc={"boxes": 3})
    do(s, "attack", "ann", target="orc", pick=[0, 1])
    ev = do(s, "defend", "orc", pick=[0, 1])
    assert (last(ev, "attack_resolved").data["damage"], s.state.choices) == (0, [])
    s = duel([7, 7], [6, 6], orc={"boxes": 3})
    do(s, "attack", "ann", target="orc", pick=[0, 1])
    ev = do(s, "defend", "orc", pick=[0, 1])
    assert last(ev, "attack_resolved").data["damage"] == 1
    assert [(c["kind"], c["damage"]) for c in s.state.choices] == [("buy_down", 1)]


def test_the_defender_may_let_the_attack_slam_into_them():
    """"The defender now chooses how they defend. They can let the attack slam into them if they like" — no set
    spent, the whole attack total less Armor is damage."""
    s = duel([8], [9, 9], orc={"boxes": 3, "armor": 1})
    do(s, "attack", "ann", target="orc", pick=[0])
    ev = do(s, "take_hit", "orc")
    assert "took_hit" in types(ev) and last(ev, "attack_resolved").data["damage"] == 18 - 1
    assert s.state.fighters["orc"].spent == [False, False]


def test_health_is_spent_like_aura_from_boxes_of_10():
    """"Each Health box contains 10 Health. Health can be spent to reduce incoming damage in exactly the same way
    as Aura." "Defenders have several options for absorbing damage, including their mystical Aura and any
    Health from their Health Boxes." — 3 Aura and 16 Health buy down 19; the second box is emptied, the first
    holds 4."""
    s = duel([9, 9], [1], orc={"boxes": 2, "aura": 3})
    do(s, "attack", "ann", target="orc", pick=[0])                        # 19
    do(s, "take_hit", "orc")
    ev = do(s, "buy_down", "orc", aura=3, health=16)
    b = last(ev, "bought_down").data
    assert (b["aura_left"], b["health_left"], b["emptied"]) == (0, 4, 1)


def test_aura_is_possessed_by_characters_of_degree_1_or_higher():
    """"Aura is possessed by characters of Degree 1 or higher." — a sheet of Degree 0 with Aura is refused,
    naming the field."""
    with pytest.raises(ValidationError, match="Degree 1 or higher"):
        CharacterFile.model_validate({"kind": "character", "name": "Kid", "degree": 0, "aura": 3})
    assert CharacterFile.model_validate({"kind": "character", "name": "Adept", "degree": 1, "aura": 3}).aura == 3


def test_losing_all_health_vanquishes_even_when_the_damage_is_bought_down_to_0():
    """"The standard outcome of losing all your Health is being beaten messily unconscious, to recover at some
    later time: we call this being Vanquished." — 10 damage bought down with a last box of 10 Health vanquishes
    (the box emptied still injures); 9 of it leaves her standing on 1."""
    for spent, vanquished in ((9, False), (10, True)):
        s = duel([9, 9], [9], orc={"boxes": 1, "aura": 1})
        do(s, "attack", "ann", target="orc", pick=[0, 1])                  # 29
        do(s, "defend", "orc", pick=[0])                                   # 19: 10 damage
        ev = do(s, "buy_down", "orc", health=spent, aura=10 - spent)
        assert ("vanquished" in types(ev), s.state.fighters["orc"].vanquished) == (vanquished, vanquished)
        assert [c["kind"] for c in s.state.choices] == (["injure", "kill"] if vanquished else [])
    do(s, "injure", "ann", imbalance=s.legal_commands("ann")[0].params["imbalance"])
    do(s, "spare", "ann")
    assert s.state.outcome == "victory" and not s.state.fighters["orc"].dead


def test_the_outbidding_starts_with_the_gm_again():
    """"After everybody has bid, they can try to out-bid one another. This start with the GM and goes clockwise
    again." — after the orc (the GM's), Ann and Bob have bid, the orc is asked first again."""
    s = rolled(pc("ann", effort=2), pc("bob", effort=2), npc("orc", effort=2), dice=[[1, 2], [3, 4], [5, 6]])
    do(s, "bid", "orc", pick=[0])
    do(s, "bid", "ann", pick=[1])
    do(s, "bid", "bob", pick=[0])
    assert s.state.bidder().id == "orc"
    do(s, "bid", "orc", pick=[0, 1])
    assert s.state.bidder().id == "ann"


def test_turns_follow_the_established_initiative_order():
    """"Once the Initiative Order is established, players take their turns in that order this round." — the
    highest bid first; one who bid nothing (initiative 0) last."""
    s = at_turns(pc("ann", effort=2), pc("bob", effort=2), npc("orc", effort=2), dice=[[1, 2], [3, 4], [5, 6]],
                 bids=[("orc", [0]), ("ann", None), ("bob", [1])])
    assert [(w, s.state.fighters[w].initiative) for w in s.state.order] == [("orc", 5), ("bob", 4), ("ann", 0)]
    with pytest.raises(IllegalCommandError, match="It is Orc's turn"):
        do(s, "end_turn", "bob")
    do(s, "end_turn", "orc")
    do(s, "end_turn", "bob")
    assert s.state.current().id == "ann"


def test_lifting_is_the_turn_s_rank_0_action():
    """"Leverage their strength to move or lift things: They can move up to 50 lbs./25 kilos" — one rank-0
    action a turn: after a lift, no move."""
    s = duel([5], [1])
    ev = do(s, "lift", "ann", note="a crate")
    assert types(ev)[0] == "lifted"
    with pytest.raises(IllegalCommandError, match="rank-0 action") as e:
        do(s, "move", "ann", to="b")
    assert e.value.rule == "rank0"


def test_a_weapon_advantage_creates_no_bonus_action_but_an_unarmed_strike_does():
    """"However, except for Unarmed strikes, they may not create Bonus actions." — after the single-die action, a
    Balanced weapon's +1 Rank does not make a single die a bonus action; an Unarmed fighter's second Rank 1
    attack is allowed."""
    s = duel([5, 3], [1, 1], orc={"boxes": 9})
    do(s, "action", "ann", pick=[0])
    with pytest.raises(IllegalCommandError, match="single-die action") as e:
        do(s, "attack", "ann", target="orc", pick=[1], advantage=True)
    assert e.value.rule == "actions"
    s = duel([5, 3], [1, 1], ann={"weapon": None}, orc={"boxes": 9})
    do(s, "attack", "ann", target="orc", pick=[0])
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=15)
    do(s, "injure", "ann", imbalance=s.legal_commands("ann")[0].params["imbalance"])
    ev = do(s, "attack", "ann", target="orc", pick=[1])
    assert last(ev, "attack_declared").data["slot"] == "unarmed"


def test_flexible_raises_the_rank_of_a_grab():
    """"Flexible: Chains and other entangling weapons, like nets; used to grab and entrap foes. Grab Rank +1." —
    a Rank 1 grab with the advantage holds at Rank 2."""
    s = duel([8], [1], ann={"weapon": {"name": "Chain", "advantage": "flexible"}})
    do(s, "attack", "ann", target="orc", pick=[0], grab=True, advantage=True)
    assert s.state.pending["rank"] == 2 and s.state.pending["total"] == 28
    ev = do(s, "take_hit", "orc")
    assert last(ev, "grab_resolved").data["held"] and s.state.fighters["orc"].hold == 2


def test_a_subtle_weapon_deals_at_most_1_damage():
    """"Subtle: ... Foe may only Defend with Senses, retain hidden when attacking. Max damage 1, but often coated
    in poison." — a 29 taken without defense is 1 damage."""
    s = duel([9, 9], [1], ann={"weapon": {"name": "Needles", "advantage": "subtle"}}, orc={"boxes": 3})
    do(s, "attack", "ann", target="orc", pick=[0, 1])
    ev = do(s, "take_hit", "orc")
    assert last(ev, "attack_resolved").data["damage"] == 1


def test_the_rank_of_the_awakening_is_the_recovery_and_five_times_it_the_pool():
    """"The Rank of the Spirit Action used to Awaken them becomes their temporary Recovery for the rest of the
    combat. Their Pool becomes their Recovery times 5 (So a Recovery of 2 creates a Pool of 10, a Recovery of 3
    becomes a Pool of 15, etc.)" "Chakra Awaken empty, but during the Recovery step, they fill with Prana equal
    to the Facing of the set used to Awaken them." — a Rank 3 set of 4s: Recovery 3, Pool 15, 4 Prana."""
    s = duel([4, 4, 4], [1], ann={"chakra": {"state": "slumbering"}})
    do(s, "awaken", "ann", pick=[0, 1, 2])
    ann = s.state.fighters["ann"]
    assert (ann.recovery, ann.pool, ann.prana) == (3, 15, 0)
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert ann.prana == 4


def test_round_long_effects_expire_at_the_end_of_the_round():
    """"The round closes out. This is when any round-long effects expire." — the weapon's free use and the
    techniques used this round are there again in the next."""
    s = duel([7, 7], [1], orc={"boxes": 9},
             ann={"techniques": [{"name": "Tiger Claw", "keyword": "offensive", "bonus": 2}]})
    do(s, "attack", "ann", target="orc", pick=[0, 1], advantage=True, techniques=["Tiger Claw"])
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=39)
    while s.state.choices:
        do(s, "injure", "ann", imbalance=s.legal_commands("ann")[0].params["imbalance"])
    ann = s.state.fighters["ann"]
    assert ann.free_used and ann.techniques_used == ["Tiger Claw"]
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert s.state.round == 2 and not ann.free_used and ann.techniques_used == []


def test_one_who_stays_violent_drags_everybody_into_another_round():
    """"Even one remaining violent character can drag everybody into another round of combat. But, if a mutual
    peace is decided, this is when the fighting ends." — without the GM's peace the next round's Effort is
    rolled; with it, the battle ends in peace."""
    s = duel([3], [4])
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    assert s.state.round == 2 and s.state.phase == "effort" and s.state.outcome is None
    do(s, "peace")
    assert s.state.phase == "ended" and s.state.outcome == "peace"


def test_the_death_token_remains_for_the_rest_of_the_scene():
    """"If Death is introduced to a Scene, then it remains an outcome until the Scene ends. While the option for
    Death persists, any character that Vanquishes another may kill them." — brought in by the GM at the start of
    round 1, it lets an NPC kill in round 2."""
    s = session(pc("ann", effort=1, boxes=1), pc("bob", effort=1), npc("orc", effort=2))
    do(s, "death_token", condition=1)
    do(s, "roll", dice=[1, 1, 2, 2])
    while s.state.phase == "bid":
        do(s, "pass_bid", s.state.bidder().id)
    for who in ("ann", "bob", "orc"):
        do(s, "end_turn", who)
    assert s.state.round == 2 and s.state.death_token
    do(s, "roll", dice=[1, 1, 9, 9])
    while s.state.phase == "bid":
        do(s, "pass_bid", s.state.bidder().id)
    do(s, "end_turn", "ann")
    do(s, "end_turn", "bob")
    do(s, "attack", "orc", target="ann", pick=[0, 1])
    do(s, "take_hit", "ann")
    do(s, "give_in", "ann")
    assert [c.type for c in s.legal_commands("orc")] == ["kill", "spare"]
    do(s, "kill", "orc", target="ann")
    assert s.state.fighters["ann"].dead


def test_the_attacker_names_the_imbalance_an_emptied_box_gives():
    """"However, whenever a Health Box is depleted of Health, the defender becomes injured; this either creates a
    Rank 1 Physical Imbalance or increases an existing one by 1 Rank." "The attacker chooses the specifics of the
    Imbalance." — a name of the attacker's own ("Broken arm") is a new Rank 1 physical Imbalance; a physical one
    the defender has goes up by 1; a mental one she has is not raised by a wound, and a blank name is none."""
    s = duel([9, 9], [1], orc={"boxes": 3, "imbalances": [{"name": "Shaken", "rank": 1, "physical": False},
                                                          {"name": "Limping", "rank": 1}]})
    do(s, "attack", "ann", target="orc", pick=[0])                        # 19
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=19)                                   # 30 -> 11: one box emptied
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="Shaken is not a physical Imbalance") as e:
        do(s, "injure", "ann", imbalance="Shaken")
    assert e.value.rule == "imbalance" and s.snapshot() == before
    with pytest.raises(Exception, match="names the Imbalance"):
        do(s, "injure", "ann", imbalance="  ")
    ev = do(s, "injure", "ann", imbalance="Broken arm")
    assert ev[0].data["rank"] == 1
    assert {i["name"]: (i["rank"], i["physical"]) for i in s.state.fighters["orc"].imbalances} == {
        "Shaken": (1, False), "Limping": (1, True), "Broken arm": (1, True)}
    s.undo()
    do(s, "injure", "ann", imbalance="Limping")
    assert [(i["name"], i["rank"]) for i in s.state.fighters["orc"].imbalances] == [("Shaken", 1), ("Limping", 2)]


def test_the_gm_s_override_of_health_to_0_vanquishes():
    """"The standard outcome of losing all your Health is being beaten messily unconscious, to recover at some
    later time: we call this being Vanquished." — the GM's override that leaves her no Health vanquishes her (no
    one may kill her for it: no one vanquished her), and lets go of her grip; `revive` brings her back."""
    s = duel([8], [1, 1], orc={"boxes": 2})
    do(s, "attack", "ann", target="orc", pick=[0], grab=True)
    do(s, "take_hit", "orc")
    assert s.state.fighters["orc"].held_by == "ann"
    ev = do(s, "override", op="health", target="ann", value=0, reason="a rockfall")
    ann = s.state.fighters["ann"]
    assert ann.vanquished and "vanquished" in types(ev) and s.state.choices == []
    assert s.state.fighters["orc"].held_by is None and s.state.outcome == "defeat"
