"""An action check (行動判定) the NC calls for, as 001 says it is made:

"例えば、行動判定を行わなければならない状況もありえます。そうした際は、基本的にアクションタイミングで、
NCの裁定したコストを消費して判定することになるでしょう。" (sentences 153-154)

``action_check target cost; modifier?``: the GM's command; she makes it at her action (as a maneuver's
timing: her AP equals the count), pays the cost the NC rules, and rolls 1D10 as any check (6+ success,
11+ critical, 1 fumble), with the re-roll by madness and Judge supports and hindrances that any check
other than a madness check takes; 恐怖 (fear) mad: −1 (nechronica.md: 恐怖 → −1 to action and madness checks)."""
import pytest

from vtt.core.errors import IllegalCommandError, MalformedCommandError
from vtt.rules.nechronica import commands as cmds
from vtt.rules.nechronica.forms import gm_forms
from tests.rules.nechronica.builders import do, doll, goto_count, legion, session, set_ap, settle


def at_her_action(fetters=None):
    s = session([doll("a", fetters=fetters), doll("b")], [legion("z")])
    for pid, ap in (("z", 0), ("b", 5), ("a", 9)):
        set_ap(s, pid, ap)
    goto_count(s, 9)
    return s


def last(s, kind):
    return [e for r in s.log for e in r.events if e.type == kind][-1]


def test_she_pays_the_ncs_cost_and_rolls_one_d10_at_her_action():
    s = at_her_action()
    do(s, "action_check", target="a", cost=2, dice=[7])
    settle(s)
    assert s.state.fighters["a"].ap == 7
    result = last(s, "check_result")
    assert (result.data["kind"], result.data["total"], result.data["outcome"]) == ("action", 7, "success")
    assert not s.state.stack and not s.state.prompts


@pytest.mark.parametrize("die,outcome", [(1, "fumble"), (5, "failure"), (6, "success"), (10, "success")])
def test_it_is_judged_as_any_check(die, outcome):
    s = at_her_action()
    do(s, "action_check", target="a", cost=1, dice=[die])
    settle(s)
    assert last(s, "check_result").data["outcome"] == outcome


def test_the_gm_modifier_adds_and_eleven_is_a_critical():
    s = at_her_action()
    do(s, "action_check", target="a", cost=1, modifier=2, dice=[9])
    settle(s)
    assert last(s, "check_result").data["outcome"] == "critical"


def test_only_at_her_action():
    s = at_her_action()
    with pytest.raises(IllegalCommandError, match="acts when her action points equal the count"):
        do(s, "action_check", target="b", cost=1, dice=[7])
    assert s.state.fighters["b"].ap == 5 and not s.state.stack


def test_not_while_a_check_is_being_resolved():
    s = at_her_action()
    do(s, "action_check", target="a", cost=1, dice=[7])
    assert s.state.window is not None                 # the Judge window on her check
    with pytest.raises(IllegalCommandError):
        do(s, "action_check", target="a", cost=1, dice=[7])


def test_a_cost_of_zero_leaves_her_at_the_count_to_act_again():
    s = at_her_action()
    do(s, "action_check", target="a", cost=0, dice=[7])
    settle(s)
    assert s.state.fighters["a"].ap == 9
    do(s, "wait", "a")
    assert s.state.fighters["a"].ap == 8


def test_she_may_re_roll_it_by_madness():
    s = at_her_action()
    do(s, "action_check", target="a", cost=1, dice=[3])
    do(s, "reroll", "a", fetter=1, dice=[8])
    settle(s)
    assert s.state.fighters["a"].fetters[1].madness == 1
    assert last(s, "check_result").data["outcome"] == "success"


def test_fear_gone_mad_takes_one_off():
    s = at_her_action(fetters=[{"target": "treasure", "emotion": "依存", "madness": 3, "treasure": True},
                               {"target": "z", "emotion": "恐怖", "madness": 4}])
    do(s, "action_check", target="a", cost=1, dice=[6])
    settle(s)
    result = last(s, "check_result")
    assert (result.data["total"], result.data["outcome"]) == (5, "failure")


@pytest.mark.parametrize("params,error", [
    ({"target": "a"}, MalformedCommandError),                        # no cost: the NC rules one
    ({"target": "a", "cost": -1}, MalformedCommandError),
    ({"target": "a", "cost": 11}, MalformedCommandError),
    ({"target": "a", "cost": "2"}, MalformedCommandError),
    ({"target": "a", "cost": True}, MalformedCommandError),
    ({"target": "a", "cost": 10 ** 30}, MalformedCommandError),
    ({"target": "a", "cost": 1, "modifier": 99}, MalformedCommandError),
    ({"target": "nobody", "cost": 1}, MalformedCommandError),
    ({"target": "a", "cost": 1, "actor": "a"}, IllegalCommandError),  # the GM's, naming no actor
    ({"target": "a", "cost": 1, "extra": 1}, MalformedCommandError),
])
def test_a_malformed_action_check_is_refused_and_changes_nothing(params, error):
    s = at_her_action()
    n = len(s.log)
    with pytest.raises(error):
        do(s, "action_check", **params, dice=[7])
    assert len(s.log) == n and s.state.fighters["a"].ap == 9 and not s.state.stack


def test_the_builder_writes_the_command_the_engine_reads():
    assert cmds.action_check("a", 2).to_dict() == {"type": "action_check", "target": "a", "cost": 2}
    assert cmds.action_check("a", 0, modifier=-1).params == {"target": "a", "cost": 0, "modifier": -1}


def test_the_gms_forms_offer_it_and_the_form_makes_a_legal_command():
    s = at_her_action()
    form = next(f for f in gm_forms(s.state) if f.type == "action_check")
    fields = {f.key: f for f in form.fields}
    assert set(fields) == {"target", "cost", "modifier"} and (fields["cost"].lo, fields["cost"].hi) == (0, 10)
    assert s.can(cmds.action_check("a", fields["cost"].default))
