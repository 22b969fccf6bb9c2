"""Mutable records made without dataclasses: what a battle's state classes take from ``@dataclass``, shared.

Python 3.11's dataclasses writes each class's methods as text and compiles it at every import (and
``slots=True`` builds the class twice): a ruleset's state cost ~15 to ~48 M instructions to import
(docs/gui.md, "The seventh round (first paint: classes without dataclasses)"). So the rulesets' states are
plain classes: each writes its own ``__init__`` (the dataclass's parameters and defaults), lists every field in
order in ``_fields`` (and in ``__slots__``, which mypyc ignores: a compiled one is a native class, its fields in
its own slots) and, where a cache is left out of equality and repr, the fields they look at in ``_compared``; it
calls these for what it keeps of the dataclass: ``__eq__`` (the compared fields' values, of the same class only),
``__repr__``, and ``__reduce__`` (``reduced``: deep copies and pickles), all three given by the base ``Fielded``.
Its ``__init__`` takes the compared fields, in order: ``copier`` makes a fast shallow copy of such a class through
it, ``vtt.core.copy_state`` a deep one. This module is compiled with the states (packaging/build_compiled.py): a
compiled class stays native only on a compiled base."""
from __future__ import annotations

from typing import Any, Callable, ClassVar


def _compared(cls: Any) -> tuple[str, ...]:
    return getattr(cls, "_compared", None) or cls._fields


def same(a: Any, b: Any) -> bool:
    """``a == b`` as a dataclass tells it: of the same class, and the compared fields equal, in order."""
    cls = type(a)
    if type(b) is not cls:
        return False
    names = _compared(cls)
    return tuple([getattr(a, n) for n in names]) == tuple([getattr(b, n) for n in names])


def shown(record: Any) -> str:
    """``repr(record)`` as a dataclass shows it: ``Class(field=value, ...)`` of the compared fields."""
    cls = type(record)
    return f"{cls.__qualname__}({', '.join(f'{n}={getattr(record, n)!r}' for n in _compared(cls))})"


def reduced(record: Any) -> tuple:
    """``record.__reduce__()``: made again through ``__init__`` from its compared fields (copy.deepcopy, pickle; a
    compiled class has no other way)."""
    return type(record), tuple([getattr(record, n) for n in _compared(type(record))])


def copier(cls: type) -> Callable[[Any], Any]:
    """A shallow-copy function for ``cls``, written out field by field (a loop of getattr/setattr is 3× slower;
    copy.copy goes through __reduce_ex__ and is slower still). It makes the copy through ``__init__``, which takes
    the compared fields in order, and sets the others (caches) after: a compiled class's ``__new__`` runs its
    ``__init__``, so no empty instance can be made to copy into."""
    given = _compared(cls)
    args = ", ".join(f"o.{a}" for a in given)
    body = "".join(f"    n.{a} = o.{a}\n" for a in cls._fields if a not in given)   # type: ignore[attr-defined]
    ns: dict = {"cls": cls}
    exec(f"def copy(o):\n    n = cls({args})\n{body}    return n\n", ns)
    return ns["copy"]


class Fielded:
    """The base of a battle's state classes: equality, repr and copies by their fields (``_fields``, or
    ``_compared`` where caches are left out), as the dataclass gave them."""
    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()

    def __eq__(self, other: object) -> bool:
        return same(self, other)

    def __ne__(self, other: object) -> bool:     # (written: mypyc cannot make it for a subclass in another module)
        return not same(self, other)

    def __repr__(self) -> str:
        return shown(self)

    def __reduce__(self) -> tuple:
        return reduced(self)
