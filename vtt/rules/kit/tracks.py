"""Damage and resource tracks as a view draws them (vtt.core.ruleset.Track): a row of numbered boxes."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.ruleset import LEFT, Segment, Track


def box_track(name: Term, filled: int, size: int, on: str, off: str, counts: str = LEFT,
              short: Term | None = None) -> Track:
    """``size`` boxes numbered from 1, the first ``filled`` in state ``on`` and the rest ``off``, read as
    ``filled`` of ``size`` (``counts``: what is left, LEFT, or what was taken, TAKEN): zones' Harm (damaged
    of ok, taken), ashes' Aura and Prana (ok of used, left)."""
    return Track(name, tuple(Segment(str(i + 1), on if i < filled else off) for i in range(size)), filled, size,
                 counts, short)
