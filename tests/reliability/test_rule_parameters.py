"""#33: the parameters the rules of #33 added or read anew, given hostile values: each is refused and the
battle is left as it was (ashes: the Death token's condition, the die an Improvised weapon is paid with;
Nechronica: the GM's answer whether the enemies' escape is a victory; zones: the tired, hungry, thirsty test)."""
import pytest

from vtt.core.errors import IllegalCommandError, MalformedCommandError
from vtt.core.records import Command
from tests.rules.ashes.builders import at_turns, npc, pc

HOSTILE = ["3", True, 3.0, [3], {"c": 3}, None, -1, 0, 4, 10 ** 12]


def refused(s, command):
    before, n = s.snapshot(), len(s.log)
    assert not s.can(command)
    with pytest.raises(MalformedCommandError):
        s.do(command)
    assert s.snapshot() == before and len(s.log) == n


@pytest.mark.parametrize("value", [v for v in HOSTILE if v is not None])
def test_the_death_tokens_condition_is_1_2_or_3(value):
    s = at_turns(pc("ann", effort=1), npc("orc", effort=1), dice=[[5], [1]])
    refused(s, Command("death_token", None, {"condition": value}))


IMPROVISED_HEAVY = {"weapon": {"name": "Parasol", "advantage": "improvised", "mimics": "heavy"}}


@pytest.mark.parametrize("value", ["2", True, 2.0, [2], {"d": 2}])
def test_the_die_an_improvised_weapon_is_paid_with_is_an_index(value):
    s = at_turns(pc("ann", effort=3, **IMPROVISED_HEAVY), npc("orc", effort=1), dice=[[9, 9, 1], [1]])
    refused(s, Command("attack", "ann", {"target": "orc", "pick": [0, 1], "advantage": True, "pay_die": value}))


@pytest.mark.parametrize("value", [-1, 10 ** 12])
def test_a_die_index_no_pool_holds_is_refused_at_the_core_s_check(value):
    s = at_turns(pc("ann", effort=3, **IMPROVISED_HEAVY), npc("orc", effort=1), dice=[[9, 9, 1], [1]])
    c = Command("attack", "ann", {"target": "orc", "pick": [0, 1], "advantage": True, "pay_die": value})
    refused(s, c)
    with pytest.raises(MalformedCommandError, match="'pay_die' must be a whole number from 0 to 99"):
        s.do(c)


@pytest.mark.parametrize("value", [3, 0])
def test_a_die_out_of_range_spent_or_in_the_set_is_refused(value):
    s = at_turns(pc("ann", effort=3, **IMPROVISED_HEAVY), npc("orc", effort=1), dice=[[9, 9, 1], [1]])
    before = s.snapshot()
    c = Command("attack", "ann", {"target": "orc", "pick": [0, 1], "advantage": True, "pay_die": value})
    assert not s.can(c)
    with pytest.raises(IllegalCommandError, match="another unspent die"):
        s.do(c)
    assert s.snapshot() == before


@pytest.mark.parametrize("value", ["yes", 1, 0, None, [True], {"v": True}, 10 ** 12])
def test_the_gms_answer_whether_an_escape_is_a_victory_is_true_or_false(value):
    from tests.rules.nechronica.test_rulebook_escaped_enemy import the_only_enemy_escapes
    refused(the_only_enemy_escapes(), Command("choose", None, {"victory": value}))


@pytest.mark.parametrize("value", ["2", True, 2.0, [2], {"d": 2}])
def test_the_die_an_improvised_reach_weapon_is_paid_with_at_a_bid_is_an_index(value):
    from tests.rules.ashes.builders import rolled
    spear = {"weapon": {"name": "Parasol", "advantage": "improvised", "mimics": "reach"}}
    s = rolled(pc("ann", effort=1), npc("orc", effort=3, **spear), dice=[[9], [5, 4, 2]])
    refused(s, Command("bid", "orc", {"pick": [0], "advantage": True, "pay_die": value}))


@pytest.mark.parametrize("params", [{"target": "ann", "track": "spiritual"}, {"target": "ann", "track": 1},
                                    {"target": "ann", "track": ["mental"]}, {"target": "ann"},
                                    {"target": 5, "track": "mental"}, {"target": "nobody", "track": "mental"},
                                    {"track": "mental"}])
def test_the_gms_tired_hungry_thirsty_test_names_someone_and_a_harm_track(params):
    from tests.rules.zones.builders import dealt, npc as zones_npc, pc as zones_pc
    s = dealt(zones_pc("ann"), zones_npc("orc", zone="d"), cards=[1, 2])
    refused(s, Command("hardship", None, params))


# -- #44: the moments and targets the rules of #44 newly allow, given hostile values ----------------------------
def refused_either(s, command):
    """Refused (malformed or against the rules), from can() and do(), the battle, its log and its redo stack
    left as they were."""
    before, n = s.snapshot(), len(s.log)
    assert not s.can(command)
    with pytest.raises((IllegalCommandError, MalformedCommandError)):
        s.do(command)
    assert s.snapshot() == before and len(s.log) == n


def zones_held_out_of_turn():
    """zones: ann (card 1) holds the orc (card 2); it is still ann's turn, the orc may break free as a reaction."""
    from tests.rules.zones.builders import dealt, npc as zones_npc, pc as zones_pc
    s = dealt(zones_pc("ann", force=3), zones_npc("orc", force=3), cards=[1, 2])
    s.do(Command("grapple", "ann", {"target": "orc"}))
    s.do(Command("pass", dice=(6, 6, 1)))
    assert s.can(Command("break_free", "orc"))
    return s


@pytest.mark.parametrize("value", ["strike", "FORCE", "", 5, True, 2.5, ["force"], {"action": "force"}, 10 ** 12,
                                   "x" * 100_000])
def test_zones_break_free_as_a_reaction_rolls_force_only(value):
    refused_either(zones_held_out_of_turn(), Command("break_free", "orc", {"action": value}))


@pytest.mark.parametrize("actor", [None, "nobody", 5, True, ["orc"], "ann"])
def test_zones_break_free_as_a_reaction_names_one_who_is_held(actor):
    refused_either(zones_held_out_of_turn(), Command("break_free", actor))


@pytest.mark.parametrize("params", [{"actio": "force"}, {"target": "ann"}, {"action": "force", "gag": True}])
def test_zones_break_free_as_a_reaction_takes_no_other_key(params):
    s = zones_held_out_of_turn()
    refused(s, Command("break_free", "orc", params))


@pytest.mark.parametrize("value", [5, True, ["strike"], {"a": 1}, "finesse", "force", 10 ** 12])
def test_zones_a_parry_rolls_only_what_her_hands_allow(value):
    from tests.rules.zones.builders import dealt, npc as zones_npc, pc as zones_pc
    s = dealt(zones_pc("ann"), zones_npc("orc"), cards=[1, 2])          # the orc holds a sword: Strike
    s.do(Command("attack", "ann", {"target": "orc"}))
    refused_either(s, Command("parry", "orc", {"action": value}))


def ashes_friend_held():
    """ashes: the orc holds ann at Rank 2; it is bob's turn, who may smash ann out of the hold."""
    from tests.rules.ashes.test_weapons import friend_held
    return friend_held()


@pytest.mark.parametrize("value", ["yes", 1, 0, [True], {"b": True}, 10 ** 12, 2.0])
def test_ashes_the_hold_breaking_flag_on_a_friend_is_true_or_false(value):
    refused(ashes_friend_held(), Command("attack", "bob", {"target": "ann", "pick": [0, 1, 2], "break_hold": value}))


@pytest.mark.parametrize("params", [{"break_hold": False}, {"break_hold": True, "grab": True},
                                    {"break_hold": True, "pick": [0, 1]}, {"break_hold": True, "pick": [0, 3]},
                                    {"break_hold": True, "pick": [9, 10, 11]}, {"break_hold": True, "pick": []},
                                    {"break_hold": True, "pick": "0,1,2"}, {"break_hold": True, "target": "bob"},
                                    {"break_hold": True, "target": "nobody"}, {"break_hold": True, "target": None}])
def test_ashes_an_attack_on_a_friend_is_refused_unless_it_can_break_her_hold(params):
    c = {"target": "ann", "pick": [0, 1, 2], **params}
    refused_either(ashes_friend_held(), Command("attack", "bob", c))


@pytest.mark.parametrize("actor", [None, "nobody", "orc"])
def test_ashes_peace_and_lowering_are_refused_at_the_start(actor):
    s = at_turns(pc("ann", effort=1), pc("bob", effort=1), npc("orc", effort=1), dice=[[5], [4], [1]])
    refused_either(s, Command("lower_initiative", actor, {"to": 0}))
    from tests.rules.ashes.builders import session as ashes_session
    refused_either(ashes_session(pc("ann", effort=1), npc("orc", effort=1)), Command("peace", actor))


def hundred_attack_announced():
    """hundred: the orc (card 30) attacks ann, who has acted; bob's 50 may interrupt before the hit test."""
    from tests.rules.hundred.builders import npc as hundred_npc, pc as hundred_pc, revealed
    s = revealed(hundred_pc("ann"), hundred_pc("bob"), hundred_npc("orc"), hundred_npc("gob"),
                 cards=[1, 2, 50, 60, 30, 40, 5, 6], laid={"ann": 1, "bob": 50, "orc": 30, "gob": 5})
    s.do(Command("end_turn", "ann"))
    s.do(Command("end_turn", "gob"))
    s.do(Command("attack", "orc", {"target": "ann"}))
    assert s.can(Command("interrupt", "bob"))
    return s


@pytest.mark.parametrize("params", [{"card": 50}, {"target": "orc"}, {"how": "block"}, {"x": "y" * 100_000}])
def test_hundred_an_interrupt_before_the_hit_test_takes_no_parameter(params):
    refused(hundred_attack_announced(), Command("interrupt", "bob", params))


@pytest.mark.parametrize("actor", [None, "nobody", 5, ["bob"], "orc", "ann", "gob"])
def test_hundred_an_interrupt_before_the_hit_test_is_a_higher_card_not_yet_acted(actor):
    refused_either(hundred_attack_announced(), Command("interrupt", actor))


@pytest.mark.parametrize("command", [Command("react", "ann", {"how": "block"}), Command("damage"),
                                     Command("rule", None, {"hit": True}), Command("interrupt", "bob")])
def test_hundred_an_interrupted_attack_waits_for_the_interrupter(command):
    s = hundred_attack_announced()
    s.do(Command("interrupt", "bob"))
    refused_either(s, command)
