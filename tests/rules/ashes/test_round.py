"""The round (seed 002): Imbalance decision, Roll Effort, Initiative bid, Turns, Recovery, End of round."""
import pytest

from vtt.core.errors import IllegalCommandError
from vtt.core.records import Command
from vtt.core.ruleset import ACT, COMMIT, GM, TABLE_VIEWER, Viewer

from .builders import at_turns, do, npc, pc, rolled, session, types


def test_imbalances_are_decided_before_the_effort_dice_and_a_mechanical_one_costs_dice():
    """"For each Imbalance, they must decide if they'll take its Mechanical Penalty (which will reduce one of
    Effort Pool ...) or its Dramatic Penalty" — "Aren't you glad we made them decide if that happens before
    they rolled?" """
    s = session(pc("ann", effort=5, imbalances=[{"name": "Limping", "rank": 2}]), npc("orc"))
    assert s.state.phase == "imbalance"
    assert [(a.who, a.kind) for a in s.awaited()] == [("ann", ACT)]
    with pytest.raises(IllegalCommandError, match="Imbalances are decided before rolling") as e:
        do(s, "roll", dice=[1] * 8)
    assert e.value.rule == "imbalance"
    do(s, "imbalance", "ann", name="Limping", penalty="mechanical")
    assert s.state.phase == "effort"
    ev = do(s, "roll", dice=[1, 2, 3, 4, 5, 6, 7, 8])
    assert [len(e.data["dice"]) for e in ev if e.type == "effort_rolled"] == [3, 5]


def test_a_dramatic_penalty_keeps_the_whole_pool():
    """"or its Dramatic Penalty (Which will limit what their actions can do)" — no die less."""
    s = session(pc("ann", effort=5, imbalances=[{"name": "Limping", "rank": 2}]), npc("orc"))
    do(s, "imbalance", "ann", name="Limping", penalty="dramatic")
    do(s, "roll", "ann", dice=[1, 2, 3, 4, 5])
    assert s.state.fighters["ann"].dice == [1, 2, 3, 4, 5]


def test_everyone_rolls_even_the_unaware():
    """"Every combatant rolls and organizes their Effort Pool ... Even ambushed or "unaware" characters get to
    roll." The GM's roll rolls every pool not yet rolled; one may roll one's own physical dice first (each
    combatant is awaited for her own roll beside the GM's, #40: an AI playing one side rolls only its own)."""
    s = session(pc("ann", effort=3), npc("orc", effort=2))
    assert [(a.who, a.kind, a.fallback.type, a.optional) for a in s.awaited()] == [
        (None, GM, "roll", False), ("ann", ACT, "roll", True), ("orc", ACT, "roll", True)]
    do(s, "roll", "orc", dice=[4, 4])
    assert [a.who for a in s.awaited()] == [None, "ann"]
    with pytest.raises(IllegalCommandError, match="has rolled the Effort dice this round"):
        do(s, "roll", "orc")
    do(s, "roll", dice=[9, 9, 1])
    assert s.state.fighters["ann"].dice == [9, 9, 1] and s.state.phase == "bid"


def test_the_gm_side_bids_first_then_seat_order():
    """"Starting with the GM and working clockwise, every combatant may submit a bid for Initiative out of their
    Effort Dice." """
    s = rolled(pc("ann", effort=2), pc("bob", effort=2), npc("orc", effort=2), dice=[[1, 2], [3, 4], [5, 6]])
    assert s.state.bid_order == ["orc", "ann", "bob"]
    with pytest.raises(IllegalCommandError, match="It is Orc's bid"):
        do(s, "bid", "ann", pick=[0])


def test_a_rebid_replaces_the_old_one_must_be_higher_and_only_the_final_bids_dice_are_spent():
    """"When you bid again, you replace your initial bid with your new bid. You must bid higher than your
    previous bid" — "Only your highest and final bid is "spent" out of your Effort." """
    s = rolled(pc("ann", effort=3), npc("orc", effort=3), dice=[[2, 5, 9], [3, 3, 8]])
    do(s, "bid", "orc", pick=[0])                    # 3
    do(s, "bid", "ann", pick=[0, 1])                 # 7
    do(s, "bid", "orc", pick=[2])                    # 8
    with pytest.raises(IllegalCommandError, match="must be higher than Ann's previous bid of 7") as e:
        do(s, "bid", "ann", pick=[0, 1])
    assert e.value.rule == "bid"
    do(s, "bid", "ann", pick=[2])                    # 9
    do(s, "pass_bid", "orc")
    assert s.state.phase == "bid"                    # ann has not passed yet: the pass is not full
    ev = do(s, "pass_bid", "ann")
    assert "bids_closed" in types(ev)
    ann, orc = s.state.fighters["ann"], s.state.fighters["orc"]
    assert ann.spent == [False, False, True] and orc.spent == [False, False, True]
    assert s.state.order == ["ann", "orc"] and (ann.initiative, orc.initiative) == (9, 8)


def test_bidding_goes_on_until_nobody_raises():
    """"This process continues until everybody has submitted their final bids." """
    s = rolled(pc("ann", effort=2), npc("orc", effort=2), dice=[[5, 1], [4, 1]])
    do(s, "bid", "orc", pick=[0])
    do(s, "pass_bid", "ann")
    assert s.state.phase == "bid"
    do(s, "pass_bid", "orc")
    assert s.state.phase == "turns" and s.state.order == ["orc", "ann"]


def test_a_reach_weapon_adds_a_d10_to_the_initiative():
    """Reach: "Initiative +1d10." """
    s = rolled(pc("ann", effort=1), npc("orc", effort=1, weapon={"name": "Spear", "advantage": "reach"}),
               dice=[[9], [2]])
    ev = do(s, "bid", "orc", pick=[0], dice=[8])
    assert ev[-1].data["value"] == 10 and s.state.fighters["orc"].free_used


def test_ties_go_to_the_bid_made_first():
    """Our ruling: ties go to the bid first made, then the GM decides."""
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[6], [6]], bids=[("orc", [0]), ("ann", [0])])
    assert s.state.order == ["orc", "ann"]


def test_hidden_bids_are_commits_and_the_table_does_not_see_them():
    """Issue 16: "table view (bids hidden until revealed if the GM sets it so)" (option hidden_bids)."""
    s = rolled(pc("ann", effort=2), npc("orc", effort=2), dice=[[5, 1], [4, 1]], options={"hidden_bids": True})
    (a,) = s.awaited()
    assert a.kind == COMMIT and a.who == "orc"
    do(s, "bid", "orc", pick=[0])
    assert s.view(TABLE_VIEWER).extra["bids"] == {"orc": None}
    assert s.view(Viewer("side", "foes")).extra["bids"] == {"orc": 4}
    assert "(hidden)" in s.log[-1].events[-1].text


def test_initiative_is_lowered_at_the_end_of_a_turn_before_the_next_begins():
    """"Character can voluntarily lower their Initiative to any number lower than their total. This can be done
    at the end of any player's turn, before any other turn begins." """
    s = at_turns(pc("ann", effort=2), pc("bob", effort=2), npc("orc", effort=2), dice=[[9, 1], [8, 1], [7, 1]],
                 bids=[("orc", [0]), ("ann", [0]), ("bob", [0])])
    assert s.state.order == ["ann", "bob", "orc"]
    do(s, "move", "ann", to="b")
    with pytest.raises(IllegalCommandError, match="before the next turn begins"):
        do(s, "lower_initiative", "bob", to=3)
    do(s, "end_turn", "ann")
    with pytest.raises(IllegalCommandError, match="only below 8"):
        do(s, "lower_initiative", "bob", to=8)
    do(s, "lower_initiative", "bob", to=3)
    assert s.state.current().id == "orc" and s.state.order == ["ann", "orc", "bob"]


def test_the_round_ends_after_the_last_turn_and_a_new_round_rolls_again():
    """"If the combat continues into future rounds, then new bids will determine the order in which players
    act in those rounds." """
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[3], [4]])
    do(s, "end_turn", "ann")
    ev = do(s, "end_turn", "orc")
    assert types(ev)[-2:] == ["round_ended", "round_started"]
    assert s.state.round == 2 and s.state.phase == "effort" and s.state.fighters["ann"].dice == []


def test_the_fight_ends_when_no_one_continues():
    """"If, at the end of a round, no character present continues to try using violence, then combat ends." """
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[3], [4]])
    with pytest.raises(IllegalCommandError, match="only at the end of a round"):
        do(s, "peace")
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    do(s, "peace")
    assert s.state.outcome == "peace" and s.awaited() == []


def test_peace_comes_only_at_the_end_of_a_round_not_before_the_first():
    """"This is also when combatants can end the combat if they so choose. If, at the end of a round, no
    character present continues to try using violence, then combat ends." — before round 1's Effort no round
    has ended."""
    s = session(pc("ann", effort=1), npc("orc", effort=1))
    assert s.state.round == 1 and not any(f.rolled for f in s.state.fighters.values())
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="only at the end of a round"):
        do(s, "peace")
    assert s.snapshot() == before and Command("peace") not in s.legal_commands(None)


def test_initiative_is_not_lowered_before_any_turn_has_ended():
    """"This can be done at the end of any player's turn, before any other turn begins." — right after the
    bids close no turn has ended yet."""
    s = at_turns(pc("ann", effort=2), pc("bob", effort=2), npc("orc", effort=2), dice=[[9, 1], [8, 1], [7, 1]],
                 bids=[("orc", [0]), ("ann", [0]), ("bob", [0])])
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="at the end of a turn"):
        do(s, "lower_initiative", "bob", to=3)
    assert s.snapshot() == before
    assert s.ruleset.also_now(s.state) == [] and not any(c.type == "lower_initiative" for c in s.legal_commands("bob"))
    do(s, "end_turn", "ann")
    do(s, "lower_initiative", "bob", to=3)
    assert s.state.order == ["ann", "orc", "bob"]


IMPROVISED_SPEAR = {"weapon": {"name": "Parasol", "advantage": "improvised", "mimics": "reach"},
                    "chakra": {"state": "awakened", "recovery": 1, "prana": 3}}


def test_an_improvised_reach_weapon_is_paid_with_a_die_or_prana_when_the_bidder_asks():
    """"Improvised: ... It gains the abilities of the mimicked weapon but costs either 1 Effort Die (of any
    Facing) or 3 Prana every time it is used." with "Reach: ... Initiative +1d10." — the bidder picks how to
    pay (here a die: her Prana stays), and without asking for the advantage she bids with no Reach die."""
    s = rolled(pc("ann", effort=1), npc("orc", effort=3, **IMPROVISED_SPEAR), dice=[[9], [5, 4, 2]])
    ev = do(s, "bid", "orc", pick=[0], advantage=True, pay_die=2, dice=[8])
    orc = s.state.fighters["orc"]
    assert ev[-1].data["value"] == 13 and orc.prana == 3 and orc.spent == [False, False, True]
    assert [e.type for e in ev] == ["advantage_used", "reach_rolled", "bid"]
    s = rolled(pc("ann", effort=1), npc("orc", effort=3, **IMPROVISED_SPEAR), dice=[[9], [5, 4, 2]])
    ev = do(s, "bid", "orc", pick=[0])
    assert ev[-1].data["value"] == 5 and s.state.fighters["orc"].prana == 3 and "orc" not in s.state.reach


def test_an_improvised_reach_weapon_is_refused_without_prana_or_a_die():
    """"... costs either 1 Effort Die (of any Facing) or 3 Prana every time it is used." — 2 Prana and no die
    named: refused; the die of the bid itself cannot pay; a weapon without Reach adds nothing to a bid."""
    spear = dict(IMPROVISED_SPEAR, chakra={"state": "awakened", "recovery": 1, "prana": 2})
    s = rolled(pc("ann", effort=1), npc("orc", effort=1, **spear), dice=[[9], [5]])
    with pytest.raises(IllegalCommandError, match="costs 3 Prana or one other unspent Effort die") as e:
        do(s, "bid", "orc", pick=[0], advantage=True)
    assert e.value.rule == "prana"
    with pytest.raises(IllegalCommandError, match="another unspent die"):
        do(s, "bid", "orc", pick=[0], advantage=True, pay_die=0)
    do(s, "bid", "orc", pick=[0])
    with pytest.raises(IllegalCommandError, match="adds nothing to this bid") as e:
        do(s, "bid", "ann", pick=[0], advantage=True)
    assert e.value.rule == "weapon"


def test_the_bids_of_an_improvised_reach_weapon_offer_both_ways_to_pay():
    """"... costs either 1 Effort Die (of any Facing) or 3 Prana every time it is used." """
    s = rolled(pc("ann", effort=1), npc("orc", effort=3, **IMPROVISED_SPEAR), dice=[[9], [5, 4, 2]])
    labels = [s.ruleset.command_text(s.state, c) for c in s.legal_commands("orc")]
    assert "Bid 2 (2) (advantage)" in labels and "Bid 2 (2) (advantage, Effort die 4)" in labels


# -- #40 item 4: lowering into a tie, and who may lower (the one whose turn has not begun too) ------------

def _ladder():
    """Ann bids 20, Rin 18, the Raider nothing (0): Ann acts first; after her turn Rin is next."""
    s = at_turns(pc("ann", effort=3), pc("rin", effort=3), npc("raider", effort=3),
                 dice=[[10, 10, 3], [9, 9, 5], [4, 4, 2]], bids=[("raider", None), ("ann", [0, 1]), ("rin", [0, 1])])
    assert s.state.order == ["ann", "rin", "raider"]
    do(s, "end_turn", "ann")
    return s


def test_who_lowers_into_a_tie_acts_after_those_already_at_that_number():
    """"Character can voluntarily lower their Initiative to any number lower than their total." — the seed says
    nothing of ties after a lowering; our ruling (docs/rulings.md): a lowered initiative is set after every bid,
    so who lowers to a number another already has acts after her (Rin 18 → 0 ties the Raider's 0: the Raider
    acts first), and of several who lowered to one number, who lowered later acts later."""
    s = _ladder()
    ev = do(s, "lower_initiative", "rin", to=0)
    assert s.state.current().id == "raider" and s.state.order == ["ann", "raider", "rin"]
    assert ev[0].data["tie"] == ["raider"]
    assert "a tie with Raider" in ev[0].text
    do(s, "end_turn", "raider")
    assert s.state.current().id == "rin"


def test_of_two_who_lower_to_one_number_the_later_acts_later():
    """"This can be done at the end of any player's turn, before any other turn begins." — Bob lowers to 2
    first, then Rin: Rin acts after Bob."""
    s = at_turns(pc("ann", effort=3), pc("rin", effort=3), pc("bob", effort=3), npc("raider", effort=3),
                 dice=[[10, 10, 3], [9, 9, 5], [8, 8, 5], [4, 4, 2]],
                 bids=[("raider", None), ("ann", [0, 1]), ("rin", [0, 1]), ("bob", [0, 1])])
    do(s, "end_turn", "ann")
    do(s, "lower_initiative", "bob", to=2)
    do(s, "lower_initiative", "rin", to=2)
    assert s.state.order == ["ann", "bob", "rin", "raider"]


def test_the_one_whose_turn_has_not_begun_may_lower_and_is_offered_it():
    """"This can be done at the end of any player's turn, before any other turn begins." — Rin's turn comes
    next but has not begun: she may lower (the window offers it as it accepts it); once she has acted, not."""
    s = _ladder()
    assert s.state.current().id == "rin"
    offered = [c for c in s.legal_commands("rin") if c.type == "lower_initiative"]
    assert offered == [Command("lower_initiative", "rin", {"to": 17})]
    do(s, "move", "rin", to="b")
    assert not any(c.type == "lower_initiative" for c in s.legal_commands("rin"))
    with pytest.raises(IllegalCommandError, match="before the next turn begins"):
        do(s, "lower_initiative", "rin", to=3)


def test_lowering_is_offered_exactly_when_it_is_accepted():
    """Through a whole battle (the demo played by the heuristic): at every step, each combatant's lowering is
    among her legal commands (what the window offers) exactly when the rules accept it."""
    from vtt.core import registry
    from vtt.sim.driver import make_policy, next_command
    system = registry.get("ashes")
    s = system.demo_session(5)
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    seen = 0
    for _ in range(400):
        if not s.awaited():
            break
        for f in s.state.fighters.values():
            if f.initiative > 0:
                offered = any(c.type == "lower_initiative" for c in s.legal_commands(f.id))
                accepted = bool(s.can(Command("lower_initiative", f.id, {"to": f.initiative - 1})))
                assert offered == accepted, (f.id, s.state.phase, s.state.begun)
                seen += accepted
        s.do(next_command(s, policies))
    assert seen
