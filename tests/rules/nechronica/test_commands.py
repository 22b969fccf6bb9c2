"""Nechronica's typed commands (vtt/rules/nechronica/commands.py, #14 item 5): each builder makes the very dict
the hand-written command it replaced was (the file format does not change), a missing parameter is a TypeError
where the command is made, and the engine, the AI, the legal commands and the window make commands through them."""
import ast
from pathlib import Path

import pytest

from vtt.core.errors import MalformedCommandError
from vtt.core.records import Command
from vtt.rules.nechronica import commands as cmds
from vtt.rules.nechronica import engine
from vtt.rules.nechronica.limits import MODIFIER_RANGE

from .builders import doll, legion, session

VTT = Path(__file__).resolve().parents[3] / "vtt"

#: each builder's command and the dict written by hand before (and in the files): the same keys, the same order
CASES = [
    (cmds.start(), {"type": "start"}),
    (cmds.next_count(), {"type": "next_count"}),
    (cmds.pass_(), {"type": "pass"}),
    (cmds.wait("lily"), {"type": "wait", "actor": "lily"}),
    (cmds.use("lily", "p3"), {"type": "use", "actor": "lily", "part": "p3"}),
    (cmds.use("lily", "p3", target="bug"), {"type": "use", "actor": "lily", "part": "p3", "target": "bug"}),
    (cmds.use("lily", "p3", to="eden"), {"type": "use", "actor": "lily", "part": "p3", "to": "eden"}),
    (cmds.use("lily", "p3", target="rose", to="eden"),
     {"type": "use", "actor": "lily", "part": "p3", "target": "rose", "to": "eden"}),
    (cmds.use("lily", "p3", escape=True), {"type": "use", "actor": "lily", "part": "p3", "escape": True}),
    (cmds.use("bug", "p1", area="limbo"), {"type": "use", "actor": "bug", "part": "p1", "area": "limbo"}),
    (cmds.use("lily", "p3", target="bug", discount=1, modifier=-2),
     {"type": "use", "actor": "lily", "part": "p3", "target": "bug", "discount": 1, "modifier": -2}),
    (cmds.reroll("lily", 1), {"type": "reroll", "actor": "lily", "fetter": 1}),
    (cmds.choose_location("bug", "arms"), {"type": "choose", "actor": "bug", "location": "arms"}),
    (cmds.choose_target("bug", "z2"), {"type": "choose", "actor": "bug", "target": "z2"}),
    (cmds.choose_parts("lily", ["p1", "p2"]), {"type": "choose", "actor": "lily", "parts": ["p1", "p2"]}),
    (cmds.choose_fetters("lily", [0, 0, 1]), {"type": "choose", "actor": "lily", "fetters": [0, 0, 1]}),
    (cmds.choose_victory(False), {"type": "choose", "victory": False}),
    (cmds.answer("adjacent", "bug", "legs"), {"type": "choose", "actor": "bug", "location": "legs"}),
    (cmds.answer("madness_part", "lily", ["p1"]), {"type": "choose", "actor": "lily", "parts": ["p1"]}),
    (cmds.madness_check("lily"), {"type": "madness_check", "target": "lily"}),
    (cmds.madness_check("lily", modifier=1), {"type": "madness_check", "target": "lily", "modifier": 1}),
    (cmds.action_check("lily", 2), {"type": "action_check", "target": "lily", "cost": 2}),
    (cmds.action_check("lily", 0, modifier=-1), {"type": "action_check", "target": "lily", "cost": 0, "modifier": -1}),
    (cmds.karma(0, True), {"type": "karma", "index": 0, "achieved": True}),
    (cmds.karma(1), {"type": "karma", "index": 1}),
    (cmds.roll("2NC+1"), {"type": "roll", "expression": "2NC+1"}),
    (cmds.roll("1NA", actor="lily", dice=(7,)), {"type": "roll", "actor": "lily", "expression": "1NA", "dice": [7]}),
    (cmds.place("lily", "eden"), {"type": "place", "target": "lily", "area": "eden"}),
    (cmds.override_move("lily", "eden", reason="she was pushed"),
     {"type": "override", "op": "move", "target": "lily", "area": "eden", "reason": "she was pushed"}),
    (cmds.override_damage("lily", "p1"), {"type": "override", "op": "damage", "target": "lily", "part": "p1"}),
    (cmds.override_repair("lily", "p1"), {"type": "override", "op": "repair", "target": "lily", "part": "p1"}),
    (cmds.override_set_ap("lily", -3), {"type": "override", "op": "set_ap", "target": "lily", "ap": -3}),
    (cmds.override_madness("lily", 1, 4),
     {"type": "override", "op": "madness", "target": "lily", "fetter": 1, "value": 4}),
    (cmds.override_bodies("z", 7), {"type": "override", "op": "bodies", "target": "z", "bodies": 7}),
    (cmds.override_end_battle("victory"), {"type": "override", "op": "end_battle", "outcome": "victory"}),
    (cmds.override_set_count(5), {"type": "override", "op": "set_count", "count": 5}),
    (cmds.override_clear_stack(), {"type": "override", "op": "clear_stack"}),
    (cmds.override_visibility("z", show_ap=False),
     {"type": "override", "op": "visibility", "target": "z", "show_ap": False}),
    (cmds.override_visibility("z", hidden=True, show_name=False, show_ap=True, show_damage=False),
     {"type": "override", "op": "visibility", "target": "z", "hidden": True, "show_name": False, "show_ap": True,
      "show_damage": False}),
    (cmds.override_escape("lily"), {"type": "override", "op": "escape", "target": "lily"}),
    (cmds.override_escape("lily", False), {"type": "override", "op": "escape", "target": "lily", "escaped": False}),
]


@pytest.mark.parametrize("command, written", CASES, ids=[w["type"] + str(i) for i, (_, w) in enumerate(CASES)])
def test_a_builder_makes_the_dict_written_by_hand(command, written):
    assert isinstance(command, Command)
    assert command.to_dict() == written
    assert list(command.to_dict()) == list(written)          # the same order: the files read the same
    back = Command.from_dict(written)
    assert back == command
    assert Command.from_dict(command.to_dict()).to_dict() == written


@pytest.mark.parametrize("command, written", CASES, ids=[w["type"] + str(i) for i, (_, w) in enumerate(CASES)])
def test_a_builder_writes_only_the_parameters_its_type_takes(command, written):
    kind = command.type if command.type != cmds.OVERRIDE else f"override {command.get(cmds.OP)}"
    required, optional = cmds.PARAMS[kind]
    assert set(required) <= set(command.params) <= set(required) | set(optional)


#: the builders by name (compiled by mypyc they are not Python functions: found by name, not by inspect)
BUILDERS = {name: getattr(cmds, name) for name in dir(cmds)
            if name.islower() and not name.startswith("_") and callable(getattr(cmds, name))}
#: those that take no parameter at all
NO_PARAMETERS = {"start", "next_count", "pass_", "override_clear_stack"}


def test_every_builder_is_tried():
    made = {w["type"] if w["type"] != "override" else "override " + w["op"] for _, w in CASES}
    assert made == set(cmds.PARAMS)
    assert set(BUILDERS) == {
        "start", "next_count", "pass_", "wait", "use", "reroll", "choose_location", "choose_target", "choose_parts",
        "choose_fetters", "choose_victory", "answer", "madness_check", "action_check", "karma", "roll", "place", *(f"override_{op}" for op in
                                                                                cmds.OVERRIDE_OPS)}


@pytest.mark.parametrize("name", sorted(set(BUILDERS) - NO_PARAMETERS))
def test_a_missing_required_parameter_is_a_type_error_where_the_command_is_made(name):
    with pytest.raises(TypeError):
        BUILDERS[name]()


def test_optional_parameters_are_named_not_positional():
    with pytest.raises(TypeError):
        cmds.use("lily", "p3", "bug")              # a target must be named: target=
    with pytest.raises(TypeError):
        cmds.madness_check("lily", 2)
    with pytest.raises(TypeError):
        cmds.override_set_ap("lily")               # the AP to set is required


def test_the_vocabulary_is_the_engine_s():
    assert engine.COMMAND_TYPES == cmds.COMMAND_TYPES
    assert set(engine._VERIFY) == set(engine._DO) == set(cmds.COMMAND_TYPES)
    assert {k.split()[0] for k in cmds.PARAMS} == set(cmds.COMMAND_TYPES)
    assert {k.split()[1] for k in cmds.PARAMS if k.startswith("override ")} == set(cmds.OVERRIDE_OPS)


def test_the_engine_takes_what_the_builders_make():
    s = session([doll("a", area="eden"), doll("b")], [legion("z", area="eden")], start=False)
    assert s.can(cmds.place("b", "eden"))
    s.do(cmds.start())
    assert s.can(cmds.override_set_ap("a", 3)) and s.can(cmds.override_madness("a", 1, 2))
    assert s.can(cmds.override_bodies("z", 3)) and s.can(cmds.override_visibility("z", hidden=True))
    assert s.can(cmds.override_move("a", "limbo", reason="pushed")) and s.can(cmds.override_set_count(3))
    assert s.can(cmds.roll("2NC+1"))
    for c in s.legal_commands("a") + s.legal_commands(None):
        assert s.can(Command.from_dict(c.to_dict()))


def test_the_gm_s_modifier_range_is_the_limits_and_its_message_is_as_before():
    s = session([doll("a")], [legion("z")])
    lo, hi = MODIFIER_RANGE
    assert s.can(cmds.madness_check("a", modifier=lo)) and s.can(cmds.madness_check("a", modifier=hi))
    with pytest.raises(MalformedCommandError, match="'modifier' must be a whole number from -10 to 10"):
        s.do(cmds.madness_check("a", modifier=hi + 1))


# -- where commands are made --------------------------------------------------------------------------
def _made_by_hand(path: Path) -> list[str]:
    """``Command("type", ...)`` with a literal type, and dicts with a literal "type" key passed as commands."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Command" and node.args
                and isinstance(node.args[0], ast.Constant)):
            out.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
        if isinstance(node, ast.Dict) and any(isinstance(k, ast.Constant) and k.value == "type" for k in node.keys) \
                and any(isinstance(v, ast.Constant) and v.value in cmds.COMMAND_TYPES for v in node.values):
            out.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_nechronica_s_commands_are_made_by_the_builders_alone():
    paths = [p for p in (VTT / "rules" / "nechronica").rglob("*.py") if p.name != "commands.py"]
    paths += list((VTT / "ui" / "nechronica").rglob("*.py"))
    offenders = [line for p in paths for line in _made_by_hand(p)]
    assert offenders == []
