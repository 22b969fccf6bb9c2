"""Holding and wrestling, fleeing and chasing (seed 004, "Holding and Wrestling", "Fleeing and
Chasing")."""
import pytest

from vtt.core.errors import IllegalCommandError
from vtt.core.records import Command

from .builders import LONGBOW, dealt, do, npc, pc, types


def wrestle(**kw):
    """ann (card 1) and orc (card 2) in zone a."""
    return dealt(pc("ann", force=3), npc("orc", force=3), cards=[1, 2], **kw)


def held(gag=False):
    s = wrestle()
    do(s, "grapple", "ann", target="orc", gag=gag)
    do(s, "pass", dice=[6, 6, 1])
    return s


def test_a_successful_force_test_restrains():
    """"When attempting to wrestle or grapple your opponent, you make a Force test." "If you succeed, they
    are restrained and cannot perform any actions other than breaking free or shouting." """
    s = held()
    orc = s.state.fighters["orc"]
    assert orc.held_by == "ann"
    do(s, "end_turn", "ann")
    assert s.awaited()[0].who == "orc"
    for cmd in ({"type": "attack", "target": "ann"}, {"type": "move", "to": "b"},
                {"type": "flee", "via": "a"}):
        v = s.can({**cmd, "actor": "orc"})
        assert not v and v.rule == "restrained", cmd


def test_the_restrained_may_shout_unless_gagged():
    """"they are restrained and cannot perform any actions other than breaking free or shouting."
    "Preventing your opponent from speaking by putting your hand over their mouth requires an extra
    success." """
    s = held()
    do(s, "end_turn", "ann")
    ev = do(s, "shout", "orc", note="Help!")
    assert types(ev) == ["shout"] and s.state.left("orc") == [1, 0]
    s = held(gag=True)
    do(s, "end_turn", "ann")
    v = s.can({"type": "shout", "actor": "orc"})
    assert not v and v.rule == "restrained"


def test_the_target_may_react_by_breaking_free_with_force():
    """"Your opponent can use a reaction to break free, also using Force." """
    s = wrestle()
    do(s, "grapple", "ann", target="orc")
    do(s, "break_free", "orc", dice=[6, 1, 1, 6, 2, 2])            # 1 against 1: no hold
    assert s.state.fighters["orc"].held_by is None


def test_a_hand_over_the_mouth_needs_an_extra_success():
    """"Preventing your opponent from speaking by putting your hand over their mouth requires an extra
    success." """
    s = held(gag=True)
    assert s.state.fighters["orc"].gagged
    s = wrestle()
    do(s, "grapple", "ann", target="orc", gag=True)
    do(s, "pass", dice=[6, 1, 1])
    orc = s.state.fighters["orc"]
    assert orc.held_by == "ann" and not orc.gagged


def test_the_held_one_may_parry_but_not_dodge():
    """"The person being held can parry, but cannot attack or flee until they manage to break free." """
    s = held()
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")                     # round 2: ann attacks the held orc
    do(s, "attack", "ann", target="orc")
    assert s.can({"type": "parry", "actor": "orc"})
    v = s.can({"type": "dodge", "actor": "orc"})
    assert not v and v.rule == "restrained"


def test_breaking_free_against_a_hold_needs_more_successes():
    """"Once per turn they may use a fast action to try and break free. You can use hold as a reaction.
    The two of you then make an opposed roll for Force. The person being held must get more successes
    than their opponent in order to break free. If you get the same number of successes the situation
    remains unchanged." """
    s = held()
    do(s, "end_turn", "ann")
    do(s, "break_free", "orc")
    do(s, "hold", "ann", dice=[6, 1, 1, 6, 1, 1])                   # a tie: still held
    assert s.state.fighters["orc"].held_by == "ann"
    with pytest.raises(IllegalCommandError, match="once per turn"):
        do(s, "break_free", "orc")


def test_breaking_free_wins_with_more_successes_than_the_hold():
    s = held()
    do(s, "end_turn", "ann")
    do(s, "break_free", "orc")
    do(s, "hold", "ann", dice=[6, 6, 1, 6, 1, 1])
    assert s.state.fighters["orc"].held_by is None


def test_without_a_hold_one_success_breaks_free():
    """"If you do not use a reaction to hold them, they only require a single success to break free." """
    s = held()
    do(s, "end_turn", "ann")
    do(s, "break_free", "orc")
    ev = do(s, "pass", dice=[6, 1, 1])
    assert s.state.fighters["orc"].held_by is None
    assert [e.data["free"] for e in ev if e.type == "break_free_rolled"] == [True]


def test_the_hold_ends_when_the_holder_lets_go():
    """"The opponent is restrained until you let them go or they break free." """
    s = held()
    do(s, "release", "ann")
    assert s.state.fighters["orc"].held_by is None


def flight(*extra, cards=None, **kw):
    """ann (card 1) in zone b flees toward zone a (the way out: an end of the line)."""
    return dealt(pc("ann", zone="b", finesse=3), *extra, cards=cards or [1] + [2 + i for i in range(len(extra))], **kw)


def test_a_successful_flee_leaves_the_fight():
    """"A successful Action test means that you leave the fight; if you fail, you remain in the same
    zone" """
    s = flight(npc("orc", zone="d"))
    ev = do(s, "flee", "ann", via="a", dice=[6, 1, 1])
    assert s.state.fighters["ann"].fled
    assert s.state.outcome == "fled"
    assert "flee_rolled" in types(ev)


def test_a_failed_flee_stays_in_the_same_zone():
    s = flight(npc("orc", zone="d"), pc("bob", zone="d"))
    do(s, "flee", "ann", via="a", dice=[1, 2, 3])
    assert not s.state.fighters["ann"].fled and s.state.fighters["ann"].zone == "b"


def test_one_cannot_flee_through_a_zone_an_enemy_holds():
    """"You cannot flee if doing so would require you to move through a zone occupied by an enemy (this
    does not include the zone the character starts their turn in)." """
    s = dealt(pc("ann", zone="c"), npc("orc", zone="b"), cards=[1, 2])
    v = s.can({"type": "flee", "actor": "ann", "via": "a"})
    assert not v and v.rule == "flee"
    s = dealt(pc("ann", zone="b"), npc("orc", zone="b"), cards=[1, 2])      # the starting zone is no bar
    assert s.can({"type": "flee", "actor": "ann", "via": "a"})


def test_a_same_zone_enemy_may_chase_and_each_success_removes_one():
    """"An opponent standing in the same zone as you can try to prevent you from fleeing. They use a
    reaction to chase and then makes a Finesse or Track test. Each of their successes deducts one success
    from your result. If they manage to deduct all your successes, you stay in the fight. Both of you
    have moved one zone in the direction you were fleeing." """
    s = flight(npc("orc", zone="b", track=3), pc("bob", zone="d"))
    do(s, "flee", "ann", via="a")
    ev = do(s, "chase", "orc", action="track", dice=[6, 1, 1, 6, 2, 2])
    ann, orc = s.state.fighters["ann"], s.state.fighters["orc"]
    assert not ann.fled
    assert ann.zone == orc.zone == "a"
    assert [e.data["to"] for e in ev if e.type == "flee_rolled"] == ["a"]


def test_a_chase_that_leaves_a_success_lets_her_go():
    s = flight(npc("orc", zone="b"), pc("bob", zone="d"))
    do(s, "flee", "ann", via="a")
    do(s, "chase", "orc", action="finesse", dice=[6, 6, 1, 6, 2, 2])
    assert s.state.fighters["ann"].fled


def test_only_an_enemy_in_the_same_zone_may_chase():
    s = flight(npc("orc", zone="c"), pc("bob", zone="d"))
    ev = do(s, "flee", "ann", via="a", dice=[6, 1, 1])             # nobody may chase: resolved at once
    assert s.state.fighters["ann"].fled and "reacted" not in types(ev)


def test_a_gm_can_let_a_longbow_archer_hold_the_ruins():
    """A scenario's zone marked as a way out is the only one (the ends of the line are the default)."""
    s = dealt(pc("ann", zone="b", weapons=[LONGBOW]), npc("orc", zone="d"), cards=[1, 2], c={"exit": True})
    assert s.state.exits() == ["c"]
    v = s.can({"type": "flee", "actor": "ann", "via": "a"})
    assert not v and "no way out" in v.reason


def test_several_chasers_add_their_successes():
    s = flight(npc("orc", zone="b"), npc("gob", zone="b"), pc("bob", zone="d"))
    do(s, "flee", "ann", via="a")
    do(s, "chase", "orc", action="track")
    assert [a.who for a in s.awaited()] == ["gob", None]           # the window waits for the other
    do(s, "chase", "gob", action="finesse", dice=[6, 6, 1, 6, 1, 1, 6, 2, 2])
    ann = s.state.fighters["ann"]
    assert not ann.fled and ann.zone == s.state.fighters["gob"].zone == s.state.fighters["orc"].zone == "a"


# -- #44: breaking free is a reaction; fleeing exempts only the zone where the turn began ---------------
def test_breaking_free_is_a_reaction_taken_outside_her_own_turn():
    """The fast-maneuver table: "Break free (reaction) | Force"; "Reactions may be performed at any time
    during the round." "If you do not use a reaction to hold them, they only require a single success to
    break free." """
    s = held()                                    # ann's turn (card 1): she holds the orc (card 2)
    assert s.state.current().id == "ann"
    assert "orc" in [a.who for a in s.ruleset.also_now(s.state)]
    assert Command("break_free", "orc") in s.legal_commands("orc")
    do(s, "break_free", "orc")
    assert s.state.window["kind"] == "break_free" and s.state.current().id == "ann"
    ev = do(s, "pass", dice=[6, 1, 1])
    assert s.state.fighters["orc"].held_by is None
    assert [e.data["free"] for e in ev if e.type == "break_free_rolled"] == [True]
    assert s.state.left("orc", 2) == [1, 0]       # the reaction spent the fast maneuver of its card
    assert s.state.current().id == "ann" and s.state.window is None


def test_breaking_free_as_a_reaction_is_once_per_turn_and_the_holder_may_hold():
    """"Once per turn they may use a fast action to try and break free. You can use hold as a reaction."
    "If you get the same number of successes the situation remains unchanged." """
    s = dealt(pc("ann", force=3), pc("bob", zone="d"), npc("orc", force=3), cards=[1, 2, 3])
    do(s, "grapple", "ann", target="orc")
    do(s, "pass", dice=[6, 6, 1])
    do(s, "end_turn", "ann")                      # bob's turn (card 2)
    do(s, "break_free", "orc")
    do(s, "hold", "ann", dice=[6, 1, 1, 6, 1, 1])                   # ann's saved fast maneuver; a tie
    assert s.state.fighters["orc"].held_by == "ann" and s.state.current().id == "bob"
    with pytest.raises(IllegalCommandError, match="once per turn"):
        do(s, "break_free", "orc")
    assert Command("break_free", "orc") not in s.legal_commands("orc")
    do(s, "end_turn", "bob")                      # the orc's own turn: a try again (its slow as a fast one)
    assert s.state.current().id == "orc"
    do(s, "break_free", "orc", dice=[6, 1, 1])   # ann has no maneuver left to hold with: rolled at once
    assert s.state.fighters["orc"].held_by is None


def test_breaking_free_is_offered_in_a_reaction_window_and_the_window_goes_on():
    """"Reactions may be performed at any time during the round." "The person being held can parry" (the
    holder attacks her: she breaks free in the attack's window, then may still parry)."""
    s = held()
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")                      # round 2: ann attacks the orc she holds
    do(s, "attack", "ann", target="orc")
    assert s.state.window["kind"] == "attack"
    assert Command("break_free", "orc") in s.legal_commands("orc")
    do(s, "break_free", "orc")
    assert s.state.window["kind"] == "break_free"
    do(s, "pass", dice=[6, 1, 1])                 # ann does not hold: one success frees
    assert s.state.fighters["orc"].held_by is None
    assert s.state.window["kind"] == "attack" and s.state.window["target"] == "orc"
    assert "orc" in [a.who for a in s.awaited()]
    do(s, "parry", "orc")                         # the slow maneuver stands in as a second fast one
    assert s.state.left("orc", 2) == [0, 0]


def test_a_restrained_one_without_a_fast_maneuver_left_cannot_break_free_out_of_turn():
    """"Some fast Maneuvers are reactions" — a reaction spends a fast maneuver of the round."""
    s = held()
    do(s, "override", op="maneuvers", target="orc", slow=0, fast=0)
    before = s.snapshot()
    with pytest.raises(IllegalCommandError, match="no fast maneuver left"):
        do(s, "break_free", "orc")
    assert s.snapshot() == before
    assert "orc" not in [a.who for a in s.ruleset.also_now(s.state)]


def test_fleeing_a_zone_she_entered_this_turn_where_an_enemy_stands_is_refused():
    """"You cannot flee if doing so would require you to move through a zone occupied by an enemy (this
    does not include the zone the character starts their turn in)." (She began in c and walked into b.)"""
    s = dealt(pc("ann", zone="c"), npc("orc", zone="b"), cards=[1, 2])
    do(s, "move", "ann", to="b")
    v = s.can({"type": "flee", "actor": "ann", "via": "a"})
    assert not v and v.rule == "flee"
    assert not any(c.type == "flee" and c.get("via") == "a" for c in s.legal_commands("ann"))


def test_fleeing_back_through_the_zone_where_her_turn_began_is_allowed():
    """"(this does not include the zone the character starts their turn in)": she began in b beside the
    orc and stepped to c; the way out a lies back through b, where her turn began."""
    s = dealt(pc("ann", zone="b"), npc("orc", zone="b"), cards=[1, 2])
    do(s, "move", "ann", to="c")
    assert s.can({"type": "flee", "actor": "ann", "via": "a"})
    do(s, "flee", "ann", via="a", dice=[6, 1, 1])
    assert s.state.fighters["ann"].fled


def test_the_question_of_a_flight_names_who_flees_in_either_language():
    """"If you fail, you remain in the same zone" — and whoever is in it may chase first: the Now panel asked
    "flee of Bren: react or pass" (lower case, the name never told in Japanese) (#39, zones under Xvfb)."""
    s = flight(npc("orc", zone="b"))
    s.state.fighters["ann"].name_ja = "アン"
    do(s, "flee", "ann", via="a")
    window = s.awaited()[0].window
    assert window is not None
    assert s.ruleset.text(window.phrase, "en") == "Ann's flee: react or pass"
    assert s.ruleset.text(window.phrase, "ja").startswith("アンの")


# -- w48: the GM's circumstances make every test of that action harder, not only attacks ------------------
def test_a_circumstance_on_finesse_makes_fleeing_need_an_extra_success():
    """"If a fight takes place under particularly difficult circumstances, the Director may decide that
    certain Action tests are harder to pass." — a flight by Finesse in the dark needs two successes: one
    fails ("if you fail, you remain in the same zone"), two leave the fight."""
    s = flight(npc("orc", zone="d"), pc("bob", zone="d"))
    do(s, "circumstance", action="finesse", extra=1)
    ev = do(s, "flee", "ann", via="a", dice=[6, 1, 1])
    (rolled,) = [e for e in ev if e.type == "flee_rolled"]
    assert rolled.data["successes"] == 1 and not rolled.data["fled"]
    assert not s.state.fighters["ann"].fled and s.state.fighters["ann"].zone == "b"
    s = flight(npc("orc", zone="d"), pc("bob", zone="d"))
    do(s, "circumstance", action="finesse", extra=1)
    do(s, "flee", "ann", via="a", dice=[6, 6, 1])
    assert s.state.fighters["ann"].fled
    s = flight(npc("orc", zone="d"), pc("bob", zone="d"))          # Sneak is another action: one success
    do(s, "circumstance", action="finesse", extra=1)
    do(s, "flee", "ann", via="a", action="sneak", dice=[6])
    assert s.state.fighters["ann"].fled


def test_a_chaser_who_brings_a_flight_below_what_it_needs_catches_her():
    """"Each of their successes deducts one success from your result. If they manage to deduct all your
    successes, you stay in the fight. Both of you have moved one zone in the direction you were fleeing."
    — with a circumstance she needs two: 2 − 1 leaves one, too few to leave; she was caught, both move."""
    s = flight(npc("orc", zone="b", track=3), pc("bob", zone="d"))
    do(s, "circumstance", action="finesse", extra=1)
    do(s, "flee", "ann", via="a")
    do(s, "chase", "orc", action="track", dice=[6, 6, 1, 6, 1, 1])
    ann, orc = s.state.fighters["ann"], s.state.fighters["orc"]
    assert not ann.fled and ann.zone == orc.zone == "a"


def test_a_circumstance_on_force_makes_breaking_free_unheld_need_an_extra_success():
    """"If you do not use a reaction to hold them, they only require a single success to break free." — and
    one more when "the Director may decide that certain Action tests are harder to pass" (Force, here)."""
    s = held()
    do(s, "circumstance", action="force", extra=1)
    do(s, "end_turn", "ann")
    do(s, "break_free", "orc")
    ev = do(s, "pass", dice=[6, 1, 1])
    assert [e.data["free"] for e in ev if e.type == "break_free_rolled"] == [False]
    assert s.state.fighters["orc"].held_by == "ann"
