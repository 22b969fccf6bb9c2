"""vtt.core.frozen: the protocol's records behave as the frozen dataclasses they were (equality and hash by
value, a repr, no assignment, copies, replace), and each record's fields, slots and __init__ agree."""
import copy
import dataclasses
import inspect
import pickle

import pytest

from vtt.core import ruleset
from vtt.core.errors import Term
from vtt.core.frozen import Frozen, FrozenFieldError
from vtt.core.ruleset import (GM_VIEWER, Awaited, Choice, OrderEntry, Segment, Token, Track, TurnOrder, View, Zone,
                              ZoneMap)

RECORDS = [cls for cls in vars(ruleset).values() if isinstance(cls, type) and issubclass(cls, Frozen)
           and cls.__module__ == ruleset.__name__]


def a_view(**extra) -> View:
    zones = ZoneMap.line([Zone("ford", Term("zone", "ford", "Ford")), Zone("ruins", Term("zone", "ruins", "Ruins"), True)])
    track = Track(Term("track", "harm", "Harm"), (Segment("1"), Segment("2", "damaged")), counts="taken")
    tokens = (Token("asa", "Asa", "pcs", "ford", (track,)),)
    return View(GM_VIEWER, zones, tokens, TurnOrder("cards", (OrderEntry("asa", 3, True),)),
                (Awaited("asa", "pcs", "act"),), extra=extra or None)


def test_every_record_of_the_protocol_is_frozen():
    assert {cls.__name__ for cls in RECORDS} >= {"Choice", "ReactionWindow", "Awaited", "Viewer", "Zone", "ZoneMap",
                                                 "Segment", "Track", "Token", "OrderEntry", "TurnOrder", "View",
                                                 "SheetSection", "FormField", "GmForm"}


@pytest.mark.parametrize("cls", RECORDS, ids=lambda cls: cls.__name__)
def test_a_records_slots_fields_and_init_agree(cls):
    annotated = [name for name in cls.__annotations__]
    assert list(cls.__slots__) == annotated == list(cls._fields)
    params = list(inspect.signature(cls.__init__).parameters)[1:]
    assert params == list(cls._compared)            # every field but a cache is given, in order


def test_equal_values_are_equal_records_with_one_hash():
    assert a_view() == a_view() and hash(a_view().tokens) == hash(a_view().tokens)
    with pytest.raises(TypeError):
        hash(a_view())                                         # its extra is a dict: as the dataclass's
    assert a_view() != a_view(positions={"ford": [0, 0]})
    assert Segment("1") != Segment("1", "lost") and Segment("1") != ("1", "ok")
    assert Zone("a", "A") != Segment("a", "A")                 # another class: never equal, as a dataclass


def test_a_cache_is_neither_compared_nor_shown():
    a, b = a_view().map, a_view().map
    a.distance("ford", "ruins")                                # fills a's cache only
    assert a == b and hash(a) == hash(b)
    assert "_steps" not in repr(a) and repr(a).startswith("ZoneMap(zones=(Zone(id='ford'")


def test_no_field_can_be_set_or_deleted():
    v = a_view()
    with pytest.raises(FrozenFieldError, match="'banner'"):
        v.banner = "x"
    with pytest.raises(FrozenFieldError, match="'tokens'"):
        del v.tokens
    assert issubclass(FrozenFieldError, AttributeError)        # as dataclasses.FrozenInstanceError is
    with pytest.raises(AttributeError):
        v.anything_else = 1                                    # slots: no other attribute either


def test_replace_copies_and_pickles_keep_the_value():
    v = a_view(positions={"ford": [1, 2]})
    assert v.replace(banner=None) == v and v.replace(sides=("pcs",)).sides == ("pcs",)
    assert Awaited("asa", "pcs", "choose", choice=Choice("c", "asa", "one_of", "k", (1, 2))).replace(choice=None) == \
        Awaited("asa", "pcs", "choose")
    for copied in (copy.copy(v), copy.deepcopy(v), pickle.loads(pickle.dumps(v))):
        assert copied == v and type(copied) is View
    deep = copy.deepcopy(v)
    assert deep.extra is not v.extra                           # as a frozen dataclass's deep copy
    with pytest.raises(TypeError):
        v.replace(nonsense=1)
