"""A deep copy of a battle's state made of plain data (dataclasses, dicts, lists, sets, tuples), several
times cheaper than copy.deepcopy: what a ruleset's ``clone`` gives undo and the simulator."""
from __future__ import annotations

import copy

from .frozen import Frozen

_ATOMS = frozenset((str, int, float, bool, type(None), bytes))
_FIELDS: dict[type, tuple[str, ...]] = {}


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
    Terms) are shared, being immutable. Anything else is left to copy.deepcopy."""
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
        out.extend([copy_state(x, memo) for x in value])      # type: ignore[attr-defined]
    elif cls is dict:
        out = {}
        memo[key] = out
        for k, v in value.items():
            out[k if type(k) in _ATOMS else copy_state(k, memo)] = copy_state(v, memo)  # type: ignore[index]
    elif cls is tuple:
        items = tuple([copy_state(x, memo) for x in value])
        out = value if all(a is b for a, b in zip(items, value)) else items
        memo[key] = out
    elif cls is set and all(type(x) in _ATOMS for x in value):
        out = memo[key] = set(value)
    elif issubclass(cls, Frozen) or (hasattr(cls, "__dataclass_params__") and cls.__dataclass_params__.frozen):
        out = memo[key] = value
    elif hasattr(cls, "__dataclass_params__") and hasattr(value, "__dict__"):
        out = object.__new__(cls)
        memo[key] = out
        out.__dict__.update({k: copy_state(v, memo) for k, v in value.__dict__.items()})
    elif hasattr(cls, "_fields") and not issubclass(cls, tuple) and not hasattr(cls, "__dataclass_params__"):
        # a plain class listing its fields (vtt.core.fielded; a NamedTuple has _fields too), made through its
        # __init__, which takes them in order (compiled, its __new__ runs __init__: no empty one to fill)
        out = cls(*[copy_state(getattr(value, name), memo) for name in cls._fields])
        memo[key] = out
    elif hasattr(cls, "__dataclass_params__"):     # compiled (mypyc): a native class, its fields in slots
        out = cls.__new__(cls)
        memo[key] = out
        for name in _field_names(cls):
            setattr(out, name, copy_state(getattr(value, name), memo))
    else:
        out = copy.deepcopy(value, memo)
    return out
