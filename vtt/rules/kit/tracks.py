"""Damage and resource tracks as a view draws them (vtt.core.ruleset.Track): a row of numbered boxes."""
from __future__ import annotations

from itertools import compress, count
from operator import ne

from vtt.core.errors import Term
from vtt.core.ruleset import LEFT, Segment, Track


#: every cache of records kept by what they were made of (kept, last, box_track, a ruleset's own): forget()
#: empties them all, so a test can make a view afresh and hold the kept one to it
CACHES: list[dict] = []


def cache() -> dict:
    """A new cache of kept records, emptied with the others by forget()."""
    made: dict = {}
    CACHES.append(made)
    return made


def forget() -> None:
    """Every kept record forgotten: the next view is made afresh (tests/rules/test_views_kept.py)."""
    for made in CACHES:
        made.clear()


#: the tracks made so far, by what they were made of: a view of 200 participants asks for the same few
#: tracks again after every change, and a track made once is the same (frozen) object each time, so a
#: widget that kept what it drew of it sees by identity that nothing changed (as Nechronica's views do)
_BOXES: dict = cache()


def box_track(name: Term, filled: int, size: int, on: str, off: str, counts: str = LEFT,
              short: Term | None = None) -> Track:
    """``size`` boxes numbered from 1, the first ``filled`` in state ``on`` and the rest ``off``, read as
    ``filled`` of ``size`` (``counts``: what is left, LEFT, or what was taken, TAKEN): zones' Harm (damaged
    of ok, taken), ashes' Aura and Prana (ok of used, left)."""
    key = (name, filled, size, on, off, counts, short)
    track = _BOXES.get(key)
    if track is None:
        if len(_BOXES) >= 4096:
            _BOXES.clear()
        track = _BOXES[key] = Track(name, tuple(Segment(str(i + 1), on if i < filled else off) for i in range(size)),
                                    filled, size, counts, short)
    return track


_KEPT: dict = cache()


def kept(key: tuple, make):
    """``make()``'s frozen record (a fighter's tracks, her token, her turn-order entry), made once for ``key``: every
    value it is made of, the ruleset's name and the record's kind first. A view of 200 fighters after a move asks
    again for the same records: a fighter whose values did not change has the very same ones, found by a tuple
    and a lookup (her token read at once with an ``attrgetter`` of her fields, in C) where making it asked for her
    tracks, statuses and name (~30,000 instructions a fighter); a window tells what changed by identity. A
    ruleset's views are held to records made afresh by tests/rules/test_views_kept.py: a value a key leaves out is
    caught there."""
    found = _KEPT.get(key)
    if found is None:
        if len(_KEPT) >= 16384:
            _KEPT.clear()
        found = _KEPT[key] = make()
    return found


_LAST: dict = cache()


def last(kind: tuple, key: tuple, make):
    """``make()``'s value (a whole row of records: the 200 tokens of a view, who is awaited, a dict of 200 hands),
    kept for the last ``key`` of its ``kind`` only: a view after a move that left them as they were hands out the
    very same objects, found by comparing one key made in C (``map`` of an ``attrgetter`` over the fighters) with
    the last one, not by a record looked up per fighter. ``key`` holds values only, never a list of the state
    (which a later command may change in place: a kept key would change with it); ``kind`` names the ruleset,
    the row and, where it differs by viewer, the viewer. Held to a view made afresh by
    tests/rules/test_views_kept.py."""
    found = _LAST.get(kind)
    if found is not None and found[0] == key:
        return found[1]
    value = make()
    _LAST[kind] = (key, value)
    return value


def same(kind: tuple, value):
    """``value``, or the equal one handed out last for ``kind`` (the very same object): a row made again (the
    hands of a view whose fighters changed elsewhere) is the one a widget kept while it is equal to it."""
    return last(kind, value, lambda: value)


def mended(kind: tuple, rows: tuple, make) -> tuple:
    """One record per value of ``rows`` (a row per fighter, each a tuple of the values her record is made of, read
    in C), ``make(i)`` the record of ``rows[i]``: the last tuple of its ``kind`` while ``rows`` equals the last
    rows, else that tuple with only the records whose row changed made again (``map(ne)``, in C: a move of one of
    200 makes one token, the other 199 are the very same objects). ``rows`` values only, as last()'s key."""
    found = _LAST.get(kind)
    if found is not None and len(found[0]) == len(rows):
        # (the rows that changed found in one pass: an equality first compared the rows up to the one that moved,
        # the last of 200 in a crowd, before this pass compared them all again)
        changed = list(compress(count(), map(ne, rows, found[0])))
        if not changed:
            return found[1]
        made = list(found[1])
        for i in changed:
            made[i] = make(i)
        value = tuple(made)
    else:
        value = tuple(map(make, range(len(rows))))
    _LAST[kind] = (rows, value)
    return value
