"""#20, commands: can and do agree, a refused command changes nothing (auto_pass included), and any
malformed command, JSON or Python, is a MalformedCommandError. (Fuzzed in every ruleset, every parameter
of every command: test_parameters.py.)"""
import pytest

from vtt.commands.play import run_script
from vtt.core.errors import MalformedCommandError
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
