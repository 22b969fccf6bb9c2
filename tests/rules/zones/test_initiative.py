"""Initiative cards 1-10 (seed 004, "Initiative and Rounds" and "Swapping Initiative")."""
import pytest

from vtt.core.errors import IllegalCommandError, MalformedCommandError
from vtt.core.ruleset import ACT, GM, Command

from .builders import dealt, do, npc, pc, session, types


def test_everyone_draws_one_card_from_ten():
    """"Take ten playing cards numbered 1 to 10. Shuffle them and let everyone participating in the fight
    draw one card each. The value of the card is your initiative." """
    s = session(pc("ann"), pc("bob"), npc("orc"), seed=5)
    gm, *own = s.awaited()
    assert gm.kind == GM and gm.fallback.type == "deal"
    assert [(a.who, a.kind, a.optional) for a in own] == [(w, ACT, True) for w in ("ann", "bob", "orc")]
    s.do(gm.fallback)
    cards = [s.state.cards_of(f) for f in ("ann", "bob", "orc")]
    assert all(len(c) == 1 for c in cards)
    values = [c[0] for c in cards]
    assert len(set(values)) == 3 and all(1 <= v <= 10 for v in values)
    assert sorted(s.log[-1].command.dice) == sorted(values)          # the draws are recorded
    assert sorted(s.state.deck + values) == list(range(1, 11))


def test_physical_cards_can_be_entered_and_a_card_not_in_the_deck_is_refused():
    s = session(pc("ann"), npc("orc"))
    with pytest.raises(MalformedCommandError, match="not in the deck"):
        do(s, "deal", dice=[11, 2])
    assert s.state.phase == "setup" and not s.log
    do(s, "deal", dice=[4, 2])
    assert s.state.cards_of("ann") == [4] and s.state.cards_of("orc") == [2]


def test_each_draws_her_own_card_and_the_gm_draws_for_the_rest():
    """"let everyone participating in the fight draw one card each": a participant draws her own (the
    physical card she drew, typed), the GM draws for those who have not; the fight begins once all have."""
    s = session(pc("ann"), pc("bob"), npc("orc"))
    ev = do(s, "deal", "ann", dice=[4])
    assert s.state.cards_of("ann") == [4] and not s.state.cards_of("bob") and s.state.phase == "setup"
    assert types(ev) == ["card_drawn"]
    assert [a.who for a in s.awaited()] == [None, "bob", "orc"]
    with pytest.raises(IllegalCommandError, match="Ann has drawn her initiative card"):
        do(s, "deal", "ann")
    with pytest.raises(IllegalCommandError, match="before the first initiative card"):
        do(s, "ambush", side="party", automatic=True)
    do(s, "deal", dice=[9, 2])                          # the GM: Bob's and the orc's
    assert s.state.cards_of("bob") == [9] and s.state.cards_of("orc") == [2] and s.state.phase == "battle"
    assert s.awaited()[0].who == "orc"


def test_a_group_member_s_own_draw_is_her_group_s_card():
    """"the Director may choose to draw a single card for them as a group": one of the group draws it for all."""
    s = session(pc("ann"), npc("w1", group="wolves"), npc("w2", group="wolves"))
    do(s, "deal", "w2", dice=[6])
    assert s.state.cards_of("w1") == [6] and s.state.cards_of("w2") == [6] and not s.state.cards_of("ann")
    assert [a.who for a in s.awaited()] == [None, "ann"]
    do(s, "deal", "ann", dice=[3])
    assert s.state.phase == "battle"


def test_the_lowest_card_acts_first_then_the_next_lowest():
    """"The one with the lowest initiative goes first." "They perform their actions, followed by the
    person with the second lowest initiative, and so on until everyone has finished their turn." """
    s = dealt(pc("ann"), pc("bob"), npc("orc", zone="d"), cards=[5, 9, 2])
    order = []
    for _ in range(3):
        me = s.awaited()[0].who
        order.append(me)
        do(s, "end_turn", me)
    assert order == ["orc", "ann", "bob"]


def test_a_new_round_keeps_the_same_order_and_draws_no_new_cards():
    """"Once this is done, the round is over, and you start a new round in the same turn order. You do
    not draw new cards during the fight." """
    s = dealt(pc("ann"), npc("orc", zone="d"), cards=[7, 3])
    for who in ("orc", "ann"):
        do(s, "end_turn", who)
    assert s.state.round == 2
    assert s.awaited()[0].who == "orc"
    assert s.state.cards_of("ann") == [7] and s.state.cards_of("orc") == [3]
    assert len(s.state.deck) == 8


def test_identical_opponents_may_share_one_card():
    """"If you are facing multiple opponents identical to each other, the Director may choose to draw a
    single card for them as a group." """
    s = dealt(pc("ann"), npc("w1", zone="d", group="wolves"), npc("w2", zone="d", group="wolves"), cards=[6, 4])
    assert s.state.cards_of("w1") == s.state.cards_of("w2") == [4]
    assert len(s.log[-1].command.dice) == 2                          # one draw for the pack
    acting = []
    for _ in range(3):
        me = s.awaited()[0].who
        acting.append(me)
        do(s, "end_turn", me)
    assert acting == ["w1", "w2", "ann"]


def test_a_monster_with_several_cards_acts_on_each():
    """Our ruling (other-systems.md): "a monster may hold several and acts on each"."""
    s = dealt(pc("ann"), npc("troll", zone="d", cards=2), cards=[5, 2, 8])
    assert s.state.cards_of("troll") == [2, 8]
    acting = []
    for _ in range(3):
        me = s.awaited()[0].who
        acting.append((me, s.state.current_card()))
        do(s, "end_turn", me)
    assert acting == [("troll", 2), ("ann", 5), ("troll", 8)]


def test_two_player_characters_swap_cards_at_the_start_of_the_round():
    """"You and another player character can choose to swap initiative cards during combat. You may only
    swap cards at the start of the round– before anyone has performed their actions." """
    s = dealt(pc("ann"), pc("bob"), npc("orc", zone="d"), cards=[2, 9, 5])
    waiting = {(a.who, a.kind) for a in s.awaited()}
    assert ("bob", ACT) in waiting                                     # offered the swap
    do(s, "swap", "bob", **{"with": "ann"})
    assert s.state.cards_of("bob") == [2] and s.state.cards_of("ann") == [9]
    assert s.awaited()[0].who == "bob"
    do(s, "move", "bob", to="b")
    with pytest.raises(IllegalCommandError, match="only at the start of the round") as e:
        do(s, "swap", "ann", **{"with": "bob"})
    assert e.value.rule == "swap"


def test_only_player_characters_swap_cards_with_each_other():
    """"You and another player character can choose to swap initiative cards" """
    s = dealt(pc("ann"), npc("orc", zone="d"), cards=[2, 9])
    with pytest.raises(IllegalCommandError, match="Two player characters"):
        do(s, "swap", "ann", **{"with": "orc"})


def test_a_gagged_character_cannot_swap():
    """"Your player characters must be able to talk to each other in order to swap initiative." """
    s = dealt(pc("ann"), pc("bob"), npc("orc", zone="d"), cards=[2, 9, 5])
    s.state.fighters["bob"].gagged = True
    with pytest.raises(IllegalCommandError, match="cannot speak"):
        do(s, "swap", "ann", **{"with": "bob"})


def test_whose_turn_it_is_agrees_with_the_turn_order_at_every_step_of_whole_battles():
    """``current()`` reads the turn's card directly (it is asked ~30 times a command): it must name the
    same fighter as finding the turn among the listed entries, at every step of AI battles."""
    from vtt.core import registry
    from vtt.core.game_file import open_session
    from vtt.rules.zones.battle import RESOURCES
    from vtt.sim.driver import make_policy, next_command
    system = registry.get("zones")
    for scenario, seed in (("troll.json", 1), ("bridge.json", 2)):
        s = open_session(RESOURCES / "scenarios" / scenario)
        pols = {side: make_policy("random", side, seed, system) for side in system.sides}
        for _ in range(400):
            b = s.state
            listed = next((b.fighters[w] for c, i, w in b.entries() if (c, i) == b.turn), None) \
                if b.phase == "battle" and b.turn is not None else None
            assert b.current() is listed
            c = next_command(s, pols)
            if c is None:
                break
            s.do(c)


def test_a_deal_the_deck_cannot_serve_is_refused_before_a_card_is_drawn():
    """"Take ten playing cards numbered 1 to 10. Shuffle them and let everyone participating in the fight draw
    one card each": with more participants than cards, the eleventh cannot draw. What the session says it can
    do, it does: the refusal comes from `can` and leaves the battle as it was (it was accepted by `can`, then
    failed inside the draw)."""
    s = session(pc("ann"), *(npc(f"o{i}") for i in range(11)), seed=3)
    for who in ("ann", *(f"o{i}" for i in range(9))):
        do(s, "deal", who)
    before, log = s.state.deck[:], len(s.log)
    verdict = s.can(Command("deal", "o10"))
    assert not verdict and "has 0 left, too few for O10 to draw" in str(verdict.reason)
    for cmd in (Command("deal", "o10"), Command("deal")):
        with pytest.raises(IllegalCommandError, match="The deck of 10 cards has 0 left"):
            s.do(cmd)
        assert s.state.deck == before and len(s.log) == log and s.state.phase == "setup"
    assert all(c.type != "deal" for c in s.legal_commands(None))


def test_a_larger_deck_serves_a_larger_fight():
    """The deck option (docs/zones.md) makes the deck 1 to N: twelve draw from twelve cards."""
    s = session(pc("ann"), *(npc(f"o{i}") for i in range(11)), seed=3, options={"deck": 12})
    assert s.can(Command("deal"))
    do(s, "deal")
    assert s.state.phase == "battle" and sorted(c for w in ("ann", *(f"o{i}" for i in range(11))) for c in s.state.cards_of(w)) == \
        list(range(1, 13))
