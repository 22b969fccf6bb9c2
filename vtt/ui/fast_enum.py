"""PySide's enums made with less of Python's own bookkeeping (Python 3.11 only; the same classes).

PySide makes every Qt enum through Python's functional API (``Enum("Key", [("Key_Escape", ...), ...],
boundary=KEEP)``): the ``Qt`` namespace's 93 enums and 1,200 members at the first ``from PySide6.QtCore
import Qt``, and each Qt class's enums when the class is first used. Python 3.11 runs, for each
member, a general path written for every way an enum can be declared (``auto()``, descriptors,
tuples, ``_ignore_``, custom ``__new__`` and ``__init__``); about a third of every window's start-up
over a bare PySide window went there.

:func:`install` replaces two steps of that path with ones that take the common case straight and hand
anything else to Python's own code:

- ``EnumType._create_`` puts each ``(name, int)`` pair into the class's namespace directly when the
  name is plain (no leading underscore, not already there); any other item goes through
  ``_EnumDict.__setitem__`` as before;
- ``enum._proto_member.__set_name__`` (each member made) makes a member of a plain ``int`` or
  ``object`` enum directly, when its value is an ``int``, the enum's ``__init__`` is ``Enum``'s (which
  does nothing) and no base class has an attribute of the member's name (a ``name`` or ``value``
  member would need Python's property redirect); any other member is made by Python's own method.

Each step does what Python's does for those cases, in the same order and with the same checks
(reassigned or deleted members are refused as before), so the classes are the same:
``tests/ui/test_fast_enum.py`` makes every enum PySide makes in a window both ways and compares them,
member by member. On a Python whose enum steps are not those it was checked against (3.11.7's:
:func:`supported`), :func:`install` does nothing.
"""
from __future__ import annotations

import enum
import sys

_installed = False


def supported() -> bool:
    """Is this the Python whose enum steps the fast ones were written against and checked with? Its
    six functions the fast steps stand in for or rely on, as bytecode (3.11.7's; 3.11.2's differ, and
    a Python whose steps differ keeps its own)."""
    return sys.version_info[:2] == (3, 11) and fingerprint() == CHECKED_AGAINST


#: fingerprint() of Python 3.11.7's enum module
CHECKED_AGAINST = "ca8a974e631c5fc6"


def fingerprint() -> str:
    import types
    import zlib                         # (PySide imports it anyway; hashlib would map OpenSSL: +3.7 MiB)
    parts = []
    try:
        steps = (_ORIGINAL_PROTO.__set_name__, _ORIGINAL_CREATE, enum._EnumDict.__setitem__,
                 enum.EnumType.__setattr__, enum.EnumType.__delattr__, enum.EnumType.__new__)
    except AttributeError:              # another Python's enum module
        return ""
    for f in steps:
        c = getattr(f, "__code__", None)
        if c is None:
            return ""
        consts = tuple(x for x in c.co_consts if not isinstance(x, types.CodeType))
        parts.append((c.co_code, c.co_names, c.co_varnames, consts))
    text = repr(parts).encode()
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def install() -> bool:
    """Put the fast steps in place (once, and only where :func:`supported`); whether they are in place."""
    global _installed
    if _installed:
        return True
    if not supported():
        return False
    enum._proto_member = _FastProtoMember
    enum.EnumType._create_ = _create_
    _installed = True
    return True


def uninstall() -> None:
    """Python's own steps again (for the tests that compare the two)."""
    global _installed
    enum._proto_member = _ORIGINAL_PROTO
    enum.EnumType._create_ = _ORIGINAL_CREATE
    _installed = False


def installed() -> bool:
    return _installed


_ORIGINAL_PROTO = getattr(enum, "_proto_member", object)     # (object: a Python without it, never installed)
_ORIGINAL_CREATE = getattr(enum.EnumType, "_create_", None)
_Flag = enum.Flag
_ENUM_INIT = enum.Enum.__init__
_int_new = int.__new__
_object_new = object.__new__
_type_setattr = type.__setattr__
_type_delattr = type.__delattr__
_dict_setitem = dict.__setitem__
_type = type                        # (``_create_`` has a parameter of that name, as Python's has)

# Per tuple of base classes (an enum's __mro__ after itself): the attribute names they define (None
# when one defines ``_value_``: Python's step would then keep that, so all its members take Python's
# way), and whether the enum is a Flag. A handful of entries (Enum, Flag, IntEnum, IntFlag and the
# like).
_bases_seen: dict[tuple, tuple[frozenset | None, bool]] = {}


def _bases_info(enum_class) -> tuple[frozenset | None, bool]:
    mro = enum_class.__mro__[1:]
    info = _bases_seen.get(mro)
    if info is None:
        names = frozenset(name for base in mro for name in base.__dict__)
        info = _bases_seen[mro] = (None if "_value_" in names else names, issubclass(enum_class, _Flag))
    return info


def _short_way(enum_class, member_name, value) -> tuple[bool, bool] | None:
    """(an ``int`` enum?, a Flag?) when this member can be made the short way; None for Python's."""
    if type(value) is not int:
        return None
    member_type = enum_class._member_type_
    new = enum_class._new_member_
    if member_type is int and new is _int_new and enum_class._use_args_:
        plain_int = True
    elif member_type is object and new is _object_new and not enum_class._use_args_:
        plain_int = False
    else:
        return None
    base_names, is_flag = _bases_info(enum_class)
    if base_names is None or member_name in base_names or enum_class.__init__ is not _ENUM_INIT:
        return None
    return plain_int, is_flag


class _FastProtoMember(_ORIGINAL_PROTO):
    __slots__ = ()

    def __set_name__(self, enum_class, member_name):
        value = self.value
        short = _short_way(enum_class, member_name, value)
        if short is None:
            return _ORIGINAL_PROTO.__set_name__(self, enum_class, member_name)
        plain_int, is_flag = short
        member_map = enum_class._member_map_
        # first step: remove ourself from enum_class (EnumType.__delattr__'s check, then type's)
        if member_name in member_map:
            raise AttributeError("%r cannot delete member %r." % (enum_class.__name__, member_name))
        _type_delattr(enum_class, member_name)
        # second step: create the member
        if plain_int:
            member = _int_new(enum_class, value)
            member._value_ = int(value)
        else:
            member = _object_new(enum_class)
            member._value_ = value
        member._name_ = member_name
        member.__objclass__ = enum_class
        member_names = enum_class._member_names_
        member._sort_order_ = len(member_names)
        single = False
        if is_flag:          # (sunder names are never members: EnumType.__setattr__'s check is moot)
            flag_mask = enum_class._flag_mask_ | value
            _type_setattr(enum_class, "_flag_mask_", flag_mask)
            single = value != 0 and value & (value - 1) == 0
            if single:
                _type_setattr(enum_class, "_singles_mask_", enum_class._singles_mask_ | value)
            _type_setattr(enum_class, "_all_bits_", 2 ** (flag_mask.bit_length()) - 1)
        # an alias of an earlier member with the same value (ints are hashable: the map says)
        value2member = enum_class._value2member_map_
        earlier = value2member.get(value)
        if earlier is not None:
            member = earlier
        elif not is_flag or single:
            member_names.append(member_name)
        # EnumType.__setattr__'s check, then type's
        if member_name in enum_class.__dict__.get("_member_map_", {}):
            raise AttributeError("cannot reassign member %r" % (member_name, ))
        _type_setattr(enum_class, member_name, member)
        member_map[member_name] = member
        value2member.setdefault(value, member)


def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
    """Python 3.11's ``EnumType._create_``, with plain ``(name, int)`` pairs put in the namespace
    directly (see the module's docstring)."""
    metacls = cls.__class__
    bases = (cls, ) if type is None else (type, cls)
    _, first_enum = cls._get_mixins_(class_name, bases)
    classdict = metacls.__prepare__(class_name, bases)

    # special processing needed for names?
    if isinstance(names, str):
        names = names.replace(',', ' ').split()
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        original_names, names = names, []
        last_values = []
        for count, name in enumerate(original_names):
            value = first_enum._generate_next_value_(name, start, count, last_values[:])
            last_values.append(value)
            names.append((name, value))
    if names is None:
        names = ()

    # Here, names is either an iterable of (name, value) or a mapping.
    member_names = classdict._member_names
    last_values = classdict._last_values
    for item in names:
        if isinstance(item, str):
            member_name, member_value = item, names[item]
        else:
            member_name, member_value = item
        if (_type(member_value) is int and _type(member_name) is str and member_name
                and member_name[0] != "_" and member_name not in classdict and not classdict._ignore):
            # _EnumDict.__setitem__'s last branch, the only one a plain name and an int reach
            member_names[member_name] = None
            last_values.append(member_value)
            _dict_setitem(classdict, member_name, member_value)
        else:
            classdict[member_name] = member_value

    # the caller's module, as Python's _create_ finds it (two frames up: past EnumType.__call__)
    if module is None:
        try:
            module = sys._getframe(2).f_globals['__name__']
        except (AttributeError, ValueError, KeyError):
            pass
    if module is None:
        enum._make_class_unpicklable(classdict)
    else:
        classdict['__module__'] = module
    if qualname is not None:
        classdict['__qualname__'] = qualname

    return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

