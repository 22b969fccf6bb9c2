"""#20, commands: can and do agree, a refused command changes nothing (auto_pass included), and any
malformed command, JSON or Python, is a MalformedCommandError. Fuzzed with hypothesis (bounded)."""
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vtt import RESOURCES
from vtt.commands.play import run_script
from vtt.core.errors import MalformedCommandError, VttError
from vtt.core.records import Command
from vtt.rules.nechronica.battle import demo_session


def started():
    s = demo_session(1)
    s.do({"type": "start"})
    return s


@pytest.mark.parametrize("command", [Command(["use"]), Command("use", 5), Command("wait", "noel", ["x"]),
                                     Command("wait", "noel", {}, [3]), Command("wait", "noel", {}, (True,))])
def test_a_command_with_wrong_field_types_is_malformed(command):
    s = started()
    before = s.snapshot()
    assert not s.can(command)
    with pytest.raises(MalformedCommandError):
        s.do(command)
    assert s.snapshot() == before


def test_an_override_reason_that_is_not_text_is_refused_by_can_and_by_do():
    s = started()
    before = s.snapshot()
    c = {"type": "override", "op": "set_ap", "target": "noel", "ap": 3, "reason": 5}
    assert not s.can(c)
    with pytest.raises(MalformedCommandError, match="reason"):
        s.do(c)
    assert s.snapshot() == before and s.log[-1].command.type == "start"


def test_auto_pass_leaves_nothing_when_the_command_is_refused_anyway(tmp_path):
    s = started()
    s.do({"type": "use", "actor": "noel", "part": "p9", "to": "limbo"})      # a move: a Rapid window opens
    assert s.state.window is not None
    before, drawn, n = s.snapshot(), s.drawn, len(s.log)
    events, rejected = run_script(s, [{"type": "wait", "actor": "nobody"}], auto_pass=True)
    assert rejected and events == []
    assert s.snapshot() == before and len(s.log) == n and s.drawn == drawn
    assert s.state.window is not None


JSON = st.recursive(st.none() | st.booleans() | st.integers(-30, 30) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=8)
FIELDS = st.fixed_dictionaries({"type": st.sampled_from(["use", "wait", "pass", "choose", "reroll", "next_count",
                                                         "override", "karma", "madness_check", "start"]) | JSON},
                               optional={"actor": st.sampled_from(["noel", "lily", "zombies", "x"]) | JSON,
                                         "part": st.sampled_from(["p1", "p9", "かた"]) | JSON,
                                         "target": st.sampled_from(["lily", "zombies"]) | JSON,
                                         "op": st.sampled_from(["move", "damage", "set_ap"]) | JSON,
                                         "reason": JSON, "to": st.sampled_from(["limbo", "eden"]) | JSON,
                                         "dice": JSON})


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(FIELDS, min_size=1, max_size=6))
def test_fuzzed_commands_are_accepted_or_refused_with_nothing_changed(commands):
    s = started()
    for raw in commands:
        before, n = s.snapshot(), len(s.log)
        verdict = s.can(raw)
        try:
            s.do(raw)
            accepted = True
        except VttError:
            accepted = False
            assert s.snapshot() == before and len(s.log) == n
        if "dice" not in raw:                   # entered dice are judged while applying, not before
            assert accepted == verdict.ok, (raw, verdict)
    json.dumps([r.command.to_dict() for r in s.log])            # whatever was accepted can be saved
