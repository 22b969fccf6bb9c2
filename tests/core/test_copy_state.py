"""#30: a package ruleset's state is copied (a battle per simulated battle, an undo checkpoint) by
copy_state, which makes the copy copy.deepcopy made, cheaper: independent, what is met twice copied once,
frozen records shared."""
import copy
import dataclasses
from dataclasses import dataclass, field

import pytest

from vtt.core import registry
from vtt.core.copy_state import copy_state
from vtt.core.ruleset import Zone, ZoneMap
from vtt.core.errors import Term
from vtt.sim.driver import make_policy, next_command


@dataclass
class Thing:
    name: str
    tags: list = field(default_factory=list)
    more: dict = field(default_factory=dict)


@dataclass(slots=True)
class Slotted:
    """A dataclass whose fields sit in slots, as a compiled one's (mypyc: a native class without ``__dict__``)."""
    name: str
    map: ZoneMap
    tags: list = field(default_factory=list)


def test_a_dataclass_without_dict_is_copied_field_by_field_sharing_its_frozen_records():
    """(#43: zones', ashes' and hundred's states compiled are native classes without ``__dict__``.)"""
    zmap = ZoneMap((Zone("a", Term("zone", "a")),), ())
    a = Slotted("a", zmap, [[1], [2]])
    b = copy_state(a)
    assert b == a and b is not a and type(b) is Slotted and not hasattr(b, "__dict__")
    assert b.map is zmap and b.tags is not a.tags and b.tags[0] is not a.tags[0]


def test_a_copy_is_independent_and_keeps_what_was_shared_shared():
    inner = {"hits": [1, 2]}
    zmap = ZoneMap((Zone("a", Term("zone", "a")),), ())
    a = Thing("a", [inner, inner, (1, [2])], {"map": zmap, "set": {1, 2}, ("k", 1): inner})
    b = copy_state(a)
    assert b == a and b is not a and type(b) is Thing
    assert b.tags[0] is b.tags[1] is b.more[("k", 1)] and b.tags[0] is not inner      # aliasing as deepcopy
    assert b.more["map"] is zmap                                                     # frozen: shared
    b.tags[0]["hits"].append(3)
    b.tags[2][1].append(9)
    b.more["set"].add(5)
    assert inner == {"hits": [1, 2]} and a.tags[2] == (1, [2]) and a.more["set"] == {1, 2}


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_the_package_rulesets_copies_equal_deepcopy_s_and_stand_alone(ruleset):
    s = registry.get(ruleset).demo_session(3)
    system = registry.get(ruleset)
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    for _ in range(12):                      # a battle under way: windows, bids, hands
        c = next_command(s, policies)
        if c is None:
            break
        s.do(c)
    rules = s.ruleset
    mine, theirs = rules.clone(s.state), copy.deepcopy(s.state)
    assert rules.snapshot(mine) == rules.snapshot(theirs) == rules.snapshot(s.state)
    before = rules.snapshot(s.state)
    for f in mine.fighters.values():               # changing the copy leaves the battle as it was
        for v in (getattr(f, name) for name in type(f)._fields):    # (compiled: no vars())
            if isinstance(v, list):
                v.append(0)
            elif isinstance(v, dict):
                v["x"] = 1
    assert rules.snapshot(s.state) == before


def test_an_atom_is_taken_where_it_is_met_not_copied_by_a_call_of_its_own(monkeypatch):
    """The undo checkpoint of a crowd of 200 (every CHECKPOINT_EVERY commands) met ~8,400 numbers and strings among
    ~9,800 values, each a call of copy_state (docs/gui.md, "The fourteenth round (what every move shares)"): only
    what holds values is a call now, and the copy is the same."""
    from vtt.core import copy_state as module
    calls, real = [], module.copy_state

    def counted(value, memo=None):
        calls.append(type(value).__name__)
        return real(value, memo)
    monkeypatch.setattr(module, "copy_state", counted)
    a = Thing("a", [1, "x", None, 2.5, [3, 4]], {"k": 1, "j": (5, "y"), "l": [6]})
    b = counted(a)
    assert b == a and b.tags is not a.tags and b.tags[4] is not a.tags[4] and b.more["l"] is not a.more["l"]
    assert sorted(calls) == sorted(["Thing", "list", "list", "dict", "tuple", "list"])
