"""Damage and resource tracks as a view draws them (vtt.core.ruleset.Track): a row of numbered boxes."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.ruleset import LEFT, Segment, Track


#: the tracks made so far, by what they were made of: a view of 200 participants asks for the same few
#: tracks again after every change, and a track made once is the same (frozen) object each time, so a
#: widget that kept what it drew of it sees by identity that nothing changed (as Nechronica's views do)
_BOXES: dict = {}


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


_KEPT: dict = {}


def kept_tracks(key: tuple, make) -> tuple[Track, ...]:
    """``make()``'s tracks, made once for ``key`` (every value they are made of, with the ruleset's name): a
    participant whose values did not change has the very same tracks, found without making them again."""
    tracks = _KEPT.get(key)
    if tracks is None:
        if len(_KEPT) >= 4096:
            _KEPT.clear()
        tracks = _KEPT[key] = make()
    return tracks
