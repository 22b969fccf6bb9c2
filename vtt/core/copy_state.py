"""A deep copy of a battle's state made of plain data (dataclasses, dicts, lists, sets, tuples), several
times cheaper than copy.deepcopy: what a ruleset's ``clone`` gives undo and the simulator."""
from __future__ import annotations

import copy
from operator import attrgetter, is_

from .frozen import Frozen

_ATOMS = frozenset((str, int, float, bool, type(None), bytes))
_FIELDS: dict[type, tuple[str, ...]] = {}
_READERS: dict[type, object] = {}       # a plain class listing its fields -> what reads them all at once, in C
#: how a class's values are copied (told once per class, not asked with hasattr of each value: a class without the
#: attribute raised and formatted an AttributeError at each ask, ~1 M instructions a checkpoint of 200)
SHARED, WITH_DICT, FIELDED, NATIVE, OTHER = range(5)
_KINDS: dict[type, int] = {}


def _kind(cls, value) -> int:
    kind = _KINDS.get(cls)
    if kind is None:
        dataclass = hasattr(cls, "__dataclass_params__")
        if issubclass(cls, Frozen) or (dataclass and cls.__dataclass_params__.frozen):
            kind = SHARED
        elif dataclass and hasattr(value, "__dict__"):
            kind = WITH_DICT
        elif hasattr(cls, "_fields") and not issubclass(cls, tuple) and not dataclass:
            kind = FIELDED
        elif dataclass:
            kind = NATIVE
        else:
            kind = OTHER
        _KINDS[cls] = kind
    return kind


def _reader(cls):
    """What reads all ``cls._fields`` of a record into a tuple, in one call made in C (made once per class)."""
    read = _READERS.get(cls)
    if read is None:
        names = tuple(cls._fields)
        got = attrgetter(*names) if names else (lambda _value: ())
        read = _READERS[cls] = got if len(names) != 1 else (lambda value, got=got: (got(value),))
    return read


def _field_names(cls) -> tuple[str, ...]:
    """The fields of a dataclass (read once per class). ``dataclasses`` is imported here, not with this module: a
    dataclass exists only once it is imported, and the first paint, which imports this module, makes none (docs/gui.md,
    "The ninth round (first paint: start-up path)")."""
    names = _FIELDS.get(cls)
    if names is None:
        import dataclasses
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def copy_state(value, memo: dict | None = None):
    """A deep copy of a battle's state as copy.deepcopy makes it (what is met twice is copied once), for
    the plain data a package ruleset's state is made of: plain classes listing their ``_fields``
    (vtt.core.fielded) and dataclasses (a compiled one too, whose fields sit in slots, not a ``__dict__``), dicts,
    lists, sets, tuples. Several times cheaper (the simulator copies a state per battle, undo a checkpoint every
    few commands): no reduce protocol per object, and frozen records and dataclasses (a ZoneMap, its Zones and
    Terms) are shared, being immutable. Anything else is left to copy.deepcopy. An atom inside (a number, a
    string: 85 % of a state's values, 8,400 of zones' 9,800 among 200) is taken where it is met, not copied by a
    call of its own; how a class's values are copied is told once per class: the undo checkpoint of a crowd of 200, every CHECKPOINT_EVERY commands, took 27 M instructions in zones (docs/gui.md,
    "The fourteenth round (what every move shares)")."""
    cls = type(value)
    if cls in _ATOMS:
        return value
    if memo is None:
        memo = {}
    key = id(value)
    found = memo.get(key)
    if found is not None:
        return found
    if cls is list:
        out: object = []
        memo[key] = out
        out.extend([x if type(x) in _ATOMS else copy_state(x, memo) for x in value])  # type: ignore[attr-defined]
    elif cls is dict:
        out = {}
        memo[key] = out
        for k, v in value.items():
            out[k if type(k) in _ATOMS else copy_state(k, memo)] = (  # type: ignore[index]
                v if type(v) in _ATOMS else copy_state(v, memo))
    elif cls is tuple:
        items = tuple([x if type(x) in _ATOMS else copy_state(x, memo) for x in value])
        out = value if all(map(is_, items, value)) else items
        memo[key] = out
    elif cls is set and all(type(x) in _ATOMS for x in value):
        out = memo[key] = set(value)
    elif (kind := _kind(cls, value)) == SHARED:
        out = memo[key] = value
    elif kind == WITH_DICT:
        out = object.__new__(cls)
        memo[key] = out
        out.__dict__.update({k: v if type(v) in _ATOMS else copy_state(v, memo) for k, v in value.__dict__.items()})
    elif kind == FIELDED:
        # a plain class listing its fields (vtt.core.fielded; a NamedTuple has _fields too), made through its
        # __init__, which takes them in order (compiled, its __new__ runs __init__: no empty one to fill)
        fields = _reader(cls)(value)
        out = cls(*[v if type(v) in _ATOMS else copy_state(v, memo) for v in fields])
        memo[key] = out
    elif kind == NATIVE:                           # compiled (mypyc): a native class, its fields in slots
        out = cls.__new__(cls)
        memo[key] = out
        for name in _field_names(cls):
            v = getattr(value, name)
            setattr(out, name, v if type(v) in _ATOMS else copy_state(v, memo))
    else:
        out = copy.deepcopy(value, memo)
    return out
