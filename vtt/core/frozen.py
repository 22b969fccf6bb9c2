"""Frozen records made without dataclasses: what ``@dataclass(frozen=True, slots=True)`` gives, at the cost
of a plain class.

Python 3.11's dataclasses writes each record's methods as text and compiles it at every import: ~3.5 M
instructions a frozen record of three fields (docs/gui.md, "Upstream reports"). The protocol's records
(vtt.core.ruleset: views, tokens, tracks, who is awaited) are imported by every window before its first
paint, so they are plain classes: each lists its fields in ``__slots__`` (in
order) and writes its own ``__init__`` (with ``_set``, as a frozen dataclass's does); this base gives the
rest, as the dataclass would: equality and hash by the fields' values (of the same class only), a repr,
assignment refused (``FrozenFieldError``, an ``AttributeError`` as ``dataclasses.FrozenInstanceError`` is),
copies and pickles, ``replace(**changes)``.
A field named in ``_not_compared`` (a cache) is left out of equality, hash, repr and ``replace``.
Nothing here imports ``dataclasses``: every window imports this module before its first paint, and importing
``dataclasses`` costs ~12 M instructions (docs/gui.md, "The ninth round (first paint: start-up path)")."""
from __future__ import annotations

from operator import attrgetter


class FrozenFieldError(AttributeError):
    """A frozen record's field assigned or deleted (``dataclasses.FrozenInstanceError``'s part)."""


#: sets a field in ``__init__`` (a frozen record refuses ``self.x = ...``)
_set = object.__setattr__


def setters(cls: type) -> tuple:
    """The setters of ``cls``'s own fields (its ``__slots__``), in order: an ``__init__`` that makes many records
    sets their fields with these, a third cheaper than ``_set`` (which looks the field up by its name each time)."""
    return tuple(cls.__dict__[name].__set__ for name in cls.__dict__["__slots__"])


def _nothing(_record) -> tuple:
    return ()


class Frozen:
    __slots__ = ()
    #: the fields, in order (from the classes' ``__slots__``); those compared, and how to read them at once
    _fields: tuple[str, ...] = ()
    _compared: tuple[str, ...] = ()
    _not_compared: tuple[str, ...] = ()
    _values = staticmethod(_nothing)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._fields = tuple(name for klass in reversed(cls.__mro__) for name in klass.__dict__.get("__slots__", ()))
        cls._compared = tuple(name for name in cls._fields if name not in cls._not_compared)
        # attrgetter of several names reads them into a tuple in C (of one name: the value itself)
        cls._values = staticmethod(attrgetter(*cls._compared) if cls._compared else _nothing)

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values(self) == self._values(other)

    def __hash__(self):
        return hash(self._values(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._compared)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name, value):
        raise FrozenFieldError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise FrozenFieldError(f"cannot delete field {name!r}")

    # copy, deepcopy and pickle go through these (the default would assign each field)
    def __getstate__(self) -> list:
        return [getattr(self, name) for name in self._fields]

    def __setstate__(self, state) -> None:
        for name, value in zip(self._fields, state):
            _set(self, name, value)

    def replace(self, **changes):
        """A copy with ``changes`` (``dataclasses.replace``'s)."""
        return type(self)(**{**{name: getattr(self, name) for name in self._compared}, **changes})
