"""Sets and actions, attack, defense and damage, Aura and Health, vanquishing and the Death token (seed 002)."""
import pytest

from vtt.core.errors import IllegalCommandError
from vtt.core.records import Command, MalformedCommandError
from vtt.core.ruleset import CHOOSE, REACT

from .builders import at_turns, do, npc, pc, types
from vtt.rules.ashes.state import sets_of


def duel(ann_dice, orc_dice, ann=None, orc=None, **kw):
    """Ann acts first (she bids nothing, the orc nothing: seat order)."""
    return at_turns(pc("ann", effort=len(ann_dice), **(ann or {})), npc("orc", effort=len(orc_dice), **(orc or {})),
                    dice=[ann_dice, orc_dice], **kw)


def test_sets_are_matching_dice_ranked_by_total():
    """Our ruling: a set's total is 10 × Rank + Facing (the seed's "a total of 26" = Rank 2, Facing 6)."""
    assert [(f, r) for f, r, _ in sets_of([6, 6, 9, 2, 2, 2], [False] * 6)] == [(2, 3), (6, 2), (9, 1)]
    assert [(f, r) for f, r, _ in sets_of([6, 6, 9], [True, False, False])] == [(9, 1), (6, 1)]


def test_one_single_die_action_then_bonus_actions_need_rank_two():
    """"You can take one action with a single die ... and further actions are provided exclusively by Bonus
    Actions which require sets of a minimum of Rank 2" """
    s = duel([5, 3, 7, 7], [1, 1, 1, 1])
    do(s, "action", "ann", pick=[0])
    with pytest.raises(IllegalCommandError, match="taken this turn's single-die action") as e:
        do(s, "action", "ann", pick=[1])
    assert e.value.rule == "actions"
    ev = do(s, "action", "ann", pick=[2, 3])
    assert ev[0].data["slot"] == "bonus" and ev[0].data["total"] == 27


def test_a_set_is_one_face_and_a_spent_die_is_gone():
    """"The attacker selects a Set to attack with. Both the Rank and the Facing are important." (our ruling: a
    set is dice showing one face; dice used leave the pool)"""
    s = duel([5, 3, 7, 7], [1, 1])
    with pytest.raises(IllegalCommandError, match="same face") as e:
        do(s, "action", "ann", pick=[0, 1])
    assert e.value.rule == "set"
    do(s, "action", "ann", pick=[2, 3])
    with pytest.raises(IllegalCommandError, match="is spent"):
        do(s, "action", "ann", pick=[2])
    with pytest.raises(MalformedCommandError):
        do(s, "action", "ann", pick=[9])


def test_one_rank_zero_action_a_turn_move_to_an_adjacent_battlefield():
    """"combatants may take a single rank 0 action. They might: Move with Agility: They can move up to an
    adjacent Battlefield" """
    s = duel([5], [1])
    with pytest.raises(IllegalCommandError, match="not next to") as e:
        do(s, "move", "ann", to="c")
    assert e.value.rule == "move"
    do(s, "move", "ann", to="b")
    with pytest.raises(IllegalCommandError, match="rank-0 action"):
        do(s, "move", "ann", to="c")


def test_hiding_needs_cover():
    """"Hide with Senses: They can benefit from any available cover" """
    s = duel([5], [1], cover=("b",))
    with pytest.raises(IllegalCommandError, match="no cover"):
        do(s, "hide", "ann")
    s = duel([5], [1], cover=("a",))
    do(s, "hide", "ann")
    assert "hidden" in s.view().token("ann").status


def test_attack_minus_defense_minus_armor_is_the_damage_the_defender_buys_down():
    """"Subtract the defender's total Defense (Rank and Facing) from the attacker's total Attack" — "Armor reduces
    all Damage from incoming attacks according to its rating." — "They must reduce it to 0 by "buying it down"
    with either Aura or Health." """
    s = duel([8, 8], [4, 1], orc={"armor": 2, "aura": 5})
    do(s, "attack", "ann", target="orc", pick=[0, 1])              # 28
    (a,) = s.awaited()
    assert a.kind == REACT and a.who == "orc" and a.fallback.type == "take_hit"
    ev = do(s, "defend", "orc", pick=[0])                         # 14
    assert ev[-1].data["damage"] == 28 - 14 - 2
    (a,) = s.awaited()
    assert a.kind == CHOOSE and a.choice.key == "split" and (5, 7) in a.choice.options
    with pytest.raises(IllegalCommandError, match="must add up to it"):
        do(s, "buy_down", "orc", aura=5, health=5)
    with pytest.raises(IllegalCommandError, match="has 5 Aura"):
        do(s, "buy_down", "orc", aura=6, health=6)
    do(s, "buy_down", "orc", split=[5, 7])
    orc = s.state.fighters["orc"]
    assert (orc.aura, orc.health) == (0, 13)


def test_a_zero_or_negative_result_is_a_successful_defense():
    """"A 0 or Negative result is a successful defense." """
    s = duel([8], [8, 8])
    do(s, "attack", "ann", target="orc", pick=[0])
    ev = do(s, "defend", "orc", pick=[0])
    assert ev[-1].data["damage"] == 0 and not s.state.choices


def test_emptying_a_health_box_gives_a_physical_imbalance_the_attacker_chooses():
    """"whenever a Health Box is depleted of Health, the defender becomes injured; this either creates a Rank 1
    Physical Imbalance or increases an existing one by 1 Rank. The attacker chooses the specifics" """
    s = duel([9, 9, 9], [1], orc={"imbalances": [{"name": "Limping", "rank": 1}]})
    do(s, "attack", "ann", target="orc", pick=[0])                # 19
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=19)                           # 20 -> 1: one box emptied
    (a,) = s.awaited()
    assert a.who == "ann" and a.kind == CHOOSE and a.choice.options[0] == "Limping"
    do(s, "injure", "ann", imbalance="Limping")
    assert s.state.fighters["orc"].imbalances == [{"name": "Limping", "rank": 2, "physical": True}]
    s.undo()
    do(s, "injure", "ann", imbalance="Bleeding")
    assert [i["name"] for i in s.state.fighters["orc"].imbalances] == ["Limping", "Bleeding"]


def test_damage_not_bought_down_vanquishes():
    """"If they are unable or unwilling to do so, they are Vanquished" """
    s = duel([9, 9, 9], [1], orc={"boxes": 1})
    do(s, "attack", "ann", target="orc", pick=[0, 1, 2])
    do(s, "take_hit", "orc")
    assert [c.type for c in s.legal_commands("orc")] == ["give_in"]
    do(s, "give_in", "orc")
    assert s.state.fighters["orc"].vanquished


def test_without_the_death_token_an_npc_only_beats_unconscious():
    """"Characters don't die in most circumstances where they're injured or beaten." """
    s = at_turns(pc("ann", effort=1, boxes=1), pc("bob", effort=1), npc("orc", effort=3),
                 dice=[[1], [1], [9, 9, 5]], bids=[("orc", [2])])
    do(s, "attack", "orc", target="ann", pick=[0, 1])
    do(s, "take_hit", "ann")
    do(s, "give_in", "ann")
    assert s.state.fighters["ann"].vanquished and not s.state.choices
    with pytest.raises(IllegalCommandError, match="only beaten unconscious") as e:
        do(s, "kill", "orc", target="ann")
    assert e.value.rule == "death"


def test_a_player_declaring_a_kill_brings_in_the_death_token():
    """"One of the Players must declare, on vanquishing an adversary, that they are killing them." """
    s = duel([9, 9, 9], [1], orc={"boxes": 1})
    do(s, "attack", "ann", target="orc", pick=[0, 1, 2])
    do(s, "take_hit", "orc")
    do(s, "give_in", "orc")
    ev = do(s, "kill", "ann", target="orc")
    assert types(ev)[:2] == ["death_token", "killed"] and s.state.death_token and s.state.outcome == "victory"


def test_the_gm_brings_in_the_death_token_only_at_the_beginning_of_a_round():
    """"The GM must, at the beginning of a round, declare that Death is a possibility" """
    s = duel([5], [1])
    with pytest.raises(IllegalCommandError, match="only at the beginning of a round") as e:
        do(s, "death_token")
    assert e.value.rule == "round"
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    do(s, "death_token")
    assert s.state.death_token and s.view().extra["death_token"] is True


def test_a_proposed_action_brings_in_the_death_token_at_any_point():
    """"3. At any point, a player proposes an action that the GM specifies will kill them" — mid-round, even
    while an attack awaits its defense, the GM brings the token in naming condition 3; the attack goes on."""
    s = duel([9, 9, 9], [1], orc={"boxes": 1})
    do(s, "attack", "ann", target="orc", pick=[0, 1, 2])
    (ev,) = do(s, "death_token", condition=3)
    assert s.state.death_token and ev.data == {"by": None, "condition": 3}
    assert ev.text == "The GM says the proposed action can kill: the Death token enters the scene (condition 3)"
    assert s.ruleset.event_text(ev, s.state, "ja") == "GM：提案された行動は死を招きうる。死のトークンが場に出た（条件3）"
    assert s.state.pending is not None
    do(s, "take_hit", "orc")
    do(s, "give_in", "orc")
    assert {c.type for c in s.legal_commands("ann")} == {"kill", "spare"}


def test_the_death_token_command_says_which_condition():
    """"To introduce the Death Token, one of the following conditions must be met: 1. The GM must, at the
    beginning of a round, declare ... 2. One of the Players must declare, on vanquishing an adversary, that
    they are killing them ... 3. At any point, a player proposes an action that the GM specifies will kill
    them" — condition 1 only at the start of a round, 2 is a player's kill (not the GM's command)."""
    s = duel([5], [1])
    with pytest.raises(IllegalCommandError, match="only at the beginning of a round"):
        do(s, "death_token", condition=1)
    with pytest.raises(IllegalCommandError, match="declares a kill") as e:
        do(s, "death_token", condition=2)
    assert e.value.rule == "death"
    assert Command("death_token", None, {"condition": 3}) in s.legal_commands(None)
    (form,) = [f for f in s.ruleset.gm_forms(s.state) if f.type == "death_token"]
    assert [o[0] for o in form.fields[0].options] == [1, 3]


def test_with_the_death_token_any_vanquisher_may_kill():
    """"While the option for Death persists, any character that Vanquishes another may kill them." """
    s = at_turns(pc("ann", effort=1, boxes=1), npc("orc", effort=3), dice=[[1], [9, 9, 5]], bids=[("orc", [2])],
                 options={"death_token": True})
    do(s, "attack", "orc", target="ann", pick=[0, 1])
    do(s, "take_hit", "ann")
    do(s, "give_in", "ann")
    (a,) = s.awaited()
    assert a.who == "orc" and {c.type for c in s.legal_commands("orc")} == {"kill", "spare"}
    do(s, "kill", "orc")
    assert s.state.fighters["ann"].dead and s.state.outcome == "defeat"


def test_techniques_bolster_by_keyword_once_a_round():
    """"They can bolster this Set with Techniques which have the Offensive or Versatile keywords." (Our
    ruling: a technique adds its bonus to the total and bolsters one action a round.)"""
    techs = [{"name": "Cut", "keyword": "offensive", "bonus": 3}, {"name": "Guard", "keyword": "defensive"}]
    s = duel([9, 9, 4], [1], ann={"techniques": techs}, orc={"boxes": 5})
    with pytest.raises(IllegalCommandError, match="Guard is not offensive or versatile") as e:
        do(s, "attack", "ann", target="orc", pick=[2], techniques=["Guard"])
    assert e.value.rule == "technique"
    do(s, "attack", "ann", target="orc", pick=[2], techniques=["Cut"])
    assert s.state.pending["total"] == 17
    do(s, "take_hit", "orc")
    do(s, "buy_down", "orc", health=17)
    do(s, "injure", "ann", imbalance="Bruised")
    with pytest.raises(IllegalCommandError, match="has bolstered an action this round already"):
        do(s, "attack", "ann", target="orc", pick=[0, 1], techniques=["Cut"])


def test_only_the_gm_brings_in_the_death_token_by_command():
    """"In this way, only through GM warning or player bloodthirst can characters risk permanent death" — a
    player's way is the kill; the death_token command is the GM's."""
    s = duel([5], [1])
    with pytest.raises(IllegalCommandError, match="Only the GM brings in the Death token") as e:
        do(s, "death_token", "ann", condition=3)
    assert e.value.rule == "gm"


def test_the_defender_s_question_names_both_in_the_reader_s_language():
    """"The attacker selects a Set to attack with" — the defender answers with a set or takes the hit: the Now
    panel asked "Mei が Raider に対して防御" in Japanese, the names as written in English (#39, under Xvfb)."""
    s = duel([8, 8], [4, 1])
    s.state.fighters["ann"].name_ja, s.state.fighters["orc"].name_ja = "アン", "オーク"
    do(s, "attack", "ann", target="orc", pick=[0, 1])
    (a,) = s.awaited()
    ja = s.ruleset.text(a.phrase or a.window.phrase, "ja")
    assert "オーク" in ja and "アン" in ja and "Orc" not in ja
    assert s.ruleset.text(a.phrase or a.window.phrase, "en").startswith("Orc defends against Ann")


def test_aura_spent_stays_spent_in_the_next_round():
    """"Defenders may reduce incoming damage with their Aura. For every point of Aura they spend, Damage is
    reduced by 1. Aura doesn't replenish until characters are able to rest and recuperate from battle." """
    s = duel([8, 8], [4, 1], orc={"armor": 2, "aura": 5})
    do(s, "attack", "ann", target="orc", pick=[0, 1])              # 28 − 14 − 2 = 12
    do(s, "defend", "orc", pick=[0])
    do(s, "buy_down", "orc", split=[5, 7])
    orc = s.state.fighters["orc"]
    do(s, "end_turn", "ann")
    do(s, "end_turn", "orc")
    do(s, "roll", dice=[1, 2, 3, 4])
    assert s.state.round == 2 and (orc.aura, orc.health) == (0, 13)
