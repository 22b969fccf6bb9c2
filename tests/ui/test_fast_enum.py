"""vtt.ui.fast_enum makes the same enum classes as Python's own steps: every enum PySide makes for
QtCore, QtGui and QtWidgets (replayed both ways in a fresh interpreter), and enums declared every other
way (aliases, flags of many bits, negative values, members named like Enum's own attributes, custom
``__new__`` and ``__init__``, strings, ``auto()``, tuples, reserved and repeated names), compared
attribute by attribute, member by member and by what they do."""
import enum
import json
import os
import subprocess
import sys
import types

import pytest

from vtt.ui import fast_enum

pytestmark = pytest.mark.skipif(not fast_enum.supported(),
                                reason="the fast steps are for the Python whose enum steps they were checked against")


def describe(cls) -> dict:
    """Everything a class's dict and its members hold, with members named, plus what the class does."""
    def plain(v):
        if isinstance(v, enum.Enum) and type(v) is cls:
            return ("member", v._name_)
        if isinstance(v, dict):
            return sorted((repr(k), plain(x)) for k, x in v.items())
        if isinstance(v, (list, tuple)):
            return [plain(x) for x in v]
        if isinstance(v, (int, str, float, bytes, type(None))):
            return repr(v)
        if isinstance(v, (property, enum.property)) and hasattr(v, "member"):
            return ("redirect", v.member._name_, v.fget, v.fset, v.fdel)
        if isinstance(v, types.FunctionType):   # a method of the class: made anew by each declaration
            return ("function", v.__qualname__, v.__code__.co_code)
        if isinstance(v, types.MethodType):         # _iter_member_: the class's own bound method
            return ("method", id(v.__func__), v.__self__ is cls)
        if isinstance(v, (types.GetSetDescriptorType, types.MemberDescriptorType)):   # __dict__, __weakref__
            return ("descriptor", v.__name__, v.__objclass__ is cls)
        return ("object", id(v))              # shared functions and descriptors: the same object both ways
    out = {"type": repr(type(cls)), "mro": [(b.__module__, b.__qualname__) for b in cls.__mro__[1:]],
           "name": cls.__name__,
           "dict": {k: plain(v) for k, v in cls.__dict__.items() if k not in ("__doc__",)},
           "doc": cls.__doc__}
    members = {}
    for name, m in cls._member_map_.items():
        members[name] = {k: ("the class" if v is cls else plain(v) if not isinstance(v, enum.Enum) else v._name_)
                         for k, v in sorted(m.__dict__.items())}
        members[name]["type"] = type(m) is cls
        members[name]["repr"] = repr(m)
        members[name]["str"] = str(m)
        members[name]["format"] = format(m)
        members[name]["hash"] = hash(m)
    out["members"] = members
    out["iter"] = [(m._name_, repr(m._value_)) for m in cls]
    out["len"] = len(cls)
    out["lookup"] = {repr(v): attempt(lambda: cls(v)._name_) for v in list(cls._value2member_map_)}
    if issubclass(cls, enum.Flag):
        out["flag"] = ([attempt(lambda: repr(cls(0)))] + [attempt(lambda: repr(~m)) for m in cls]
                       + [attempt(lambda: repr(a | b)) for a in cls for b in cls])
    return out


def attempt(f):
    """What ``f()`` gives, or the error it raises (a flag without members cannot make its 0)."""
    try:
        return f()
    except Exception as e:     # noqa: BLE001
        return ("error", type(e).__name__, str(e))


def both_ways(make):
    """``make()`` with Python's own steps and with the fast ones: (own, fast), each a description or the
    error it raised."""
    results = []
    for fast in (False, True):
        if fast:
            fast_enum.install()
        else:
            fast_enum.uninstall()
        try:
            results.append(describe(make()))
        except Exception as e:     # noqa: BLE001  (the same error both ways is the point)
            results.append(("error", type(e).__name__, str(e)))
    fast_enum.install()
    return results


CLASS_SYNTAX = {
    "aliases": "class E(Enum):\n A = 1\n B = 2\n C = 1\n D = -7\n E_ = 0",
    "int": "class E(IntEnum):\n A = 1\n B = 1\n C = 10**30\n D = -1",
    "flag": "class E(Flag):\n A = 1\n B = 2\n AB = 3\n Z = 0\n C = 8",
    "intflag": "class E(IntFlag, boundary=KEEP):\n A = 1\n B = 4\n ALL = -1\n M = 6",
    "name and value members": "class E(Enum):\n name = 1\n value = 2\n other = 3",
    "strict flag": "class E(Flag, boundary=STRICT):\n A = 1\n B = 2",
    "auto": "class E(Enum):\n A = auto()\n B = auto()\n C = 5\n D = auto()",
    "auto flag": "class E(Flag):\n A = auto()\n B = auto()",
    "strings": "class E(StrEnum):\n A = 'a'\n B = 'b'",
    "tuples": "class E(Enum):\n A = (1, 2)\n B = (3, 4)",
    "custom new": ("class E(Enum):\n def __new__(cls, v):\n  o = object.__new__(cls); o._value_ = v * 2; return o\n"
                   " A = 1\n B = 2"),
    "custom init": "class E(Enum):\n def __init__(self, v):\n  self.twice = v * 2\n A = 1\n B = 2",
    "ignore": "class E(Enum):\n _ignore_ = 'X'\n X = 5\n A = 1",
    "bool values": "class E(Enum):\n A = True\n B = False",
    "float values": "class E(Enum):\n A = 1.5\n B = 1",
    "unhashable": "class E(Enum):\n A = [1]\n B = 2",
    "int subclass values": "class E(IntEnum):\n A = True\n B = 2",
    "reserved": "class E(Enum):\n _value_ = 1",
    "repeated": "class E(Enum):\n A = 1\n A = 2",
    "methods": "class E(IntFlag):\n A = 1\n B = 2\n def both(self):\n  return self | E.B",
    "mixin method": "class M:\n def hello(self):\n  return 'hi'\nclass E(M, Enum):\n A = 1\n hello2 = 2",
    "member named like a mixin method": "class M:\n def hello(self):\n  return 'hi'\nclass E(M, Enum):\n hello = 1",
    "mro": "class E(Enum):\n mro = 1",
    "a base with _value_": "class V:\n _value_ = 9\nclass E(V, Enum):\n A = 1\n B = 2",
}


@pytest.mark.parametrize("case", sorted(CLASS_SYNTAX))
def test_enums_declared_as_classes_are_the_same(case):
    def make():
        scope = dict(vars(enum))
        exec(CLASS_SYNTAX[case], scope)
        return scope["E"]
    own, fast = both_ways(make)
    assert fast == own


FUNCTIONAL = {
    "pairs": (enum.Enum, [("A", 1), ("B", 2), ("C", 1)], {}),
    "int pairs": (enum.IntEnum, [("A", 1), ("B", -2), ("C", 2**70)], {"boundary": enum.KEEP}),
    "flag pairs": (enum.Flag, [("A", 1), ("B", 2), ("AB", 3), ("N", 0)], {"boundary": enum.KEEP}),
    "intflag pairs": (enum.IntFlag, [("A", 1), ("B", 2), ("X", 16)], {}),
    "names string": (enum.Enum, "A B, C", {}),
    "names list": (enum.IntEnum, ["A", "B"], {"start": 5}),
    "mapping": (enum.Enum, {"A": 1, "B": 2}, {}),
    "underscore name": (enum.Enum, [("_A", 1), ("B", 2)], {}),
    "sunder name": (enum.Enum, [("_a_", 1)], {}),
    "dunder name": (enum.Enum, [("__a__", 1), ("B", 2)], {}),
    "repeated name": (enum.Enum, [("A", 1), ("A", 2)], {}),
    "name member": (enum.Enum, [("name", 1), ("value", 2)], {}),
    "empty name": (enum.Enum, [("", 1)], {}),
    "mro name": (enum.Enum, [("mro", 1)], {}),
    "bool values": (enum.Enum, [("A", True), ("B", 2)], {}),
    "str values": (enum.Enum, [("A", "x"), ("B", 2)], {}),
    "type int": (enum.Enum, [("A", 1), ("B", 2)], {"type": int}),
    "qualname and module": (enum.Enum, [("A", 1)], {"module": "m", "qualname": "Q.E"}),
    "no names": (enum.Enum, [], {}),
    "generate next value": (enum.Enum, [("A", 1), ("B", 2)], {"start": 0}),
}


@pytest.mark.parametrize("case", sorted(FUNCTIONAL))
def test_enums_made_by_the_functional_api_are_the_same(case):
    base, names, kwargs = FUNCTIONAL[case]
    own, fast = both_ways(lambda: base("E", names, **kwargs))
    assert fast == own


REPLAY = r'''
import enum, json, sys
sys.path.insert(0, sys.argv[1])
calls = []
original_call = enum.EnumType.__call__
def recording(cls, value, names=None, *args, **kwargs):
    if names is not None:
        calls.append((cls, value, list(names) if not isinstance(names, (str, dict)) else names, kwargs))
    return original_call(cls, value, names, *args, **kwargs)
enum.EnumType.__call__ = recording
import vtt.ui  # noqa: F401  (installs the fast steps, imports PySide6)
from vtt.ui import fast_enum
installed = fast_enum.installed()
import PySide6.QtCore as C, PySide6.QtGui as G, PySide6.QtWidgets as W
for module in (C, G, W):
    for name in dir(module):
        getattr(module, name)           # PySide makes a class (and its enums) when it is first asked for
C.Qt
enum.EnumType.__call__ = original_call
sys.path.insert(0, sys.argv[2])
from test_fast_enum import describe
differ = []
for cls, value, names, kwargs in calls:
    made = []
    for fast in (False, True):
        (fast_enum.install if fast else fast_enum.uninstall)()
        made.append(json.dumps(describe(cls(value, names, **kwargs)), default=str, sort_keys=True))
    if made[0] != made[1]:
        differ.append(value)
print(json.dumps({"installed": installed, "enums": len(calls),
                  "members": sum(len(c[2]) for c in calls), "differ": differ}))
'''


def test_every_enum_pyside_makes_is_the_same_made_the_fast_way():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", REPLAY, root, os.path.dirname(os.path.abspath(__file__))],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["installed"] is True
    assert report["enums"] > 300 and report["members"] > 3000     # QtCore, QtGui and QtWidgets: all of them
    assert report["differ"] == []


def test_the_fast_steps_are_in_place_once_vtt_ui_is_imported():
    import vtt.ui  # noqa: F401
    assert fast_enum.installed()
    assert enum._proto_member is fast_enum._FastProtoMember
    assert enum.EnumType._create_ is fast_enum._create_


def test_a_reassigned_or_deleted_member_is_refused_as_before():
    E = enum.IntEnum("E", [("A", 1), ("B", 2)])
    with pytest.raises(AttributeError, match="cannot reassign member"):
        E.A = 3
    with pytest.raises(AttributeError, match="cannot delete member"):
        del E.A
    assert E.A == 1 and E(2) is E.B


def test_a_python_whose_enum_steps_differ_keeps_its_own(monkeypatch):
    fast_enum.uninstall()
    try:
        monkeypatch.setattr(fast_enum, "CHECKED_AGAINST", "another python")
        assert fast_enum.install() is False
        assert enum._proto_member is fast_enum._ORIGINAL_PROTO
        assert enum.EnumType._create_ is fast_enum._ORIGINAL_CREATE
    finally:
        monkeypatch.undo()
        fast_enum.install()
