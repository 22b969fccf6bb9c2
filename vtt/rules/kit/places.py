"""Sides and places as a package ruleset's files give them: the two sides, a scenario's zones and edges
checked, the zone map a battle is fought on, and where the map draws each zone."""
from __future__ import annotations

from typing import Literal

from vtt.core.errors import InvalidValueError
from vtt.core.ruleset import Zone, ZoneMap

from .words import name_term

#: the sides of a battle, the players' first
SIDES = ("party", "foes")
#: a side as a file names it
Side = Literal["party", "foes"]
#: each side's name in English and Japanese (the simulator's report, the AI menu)
SIDE_NAMES = {"party": ("party", "パーティ"), "foes": ("foes", "敵")}


def other_side(side: str, sides: tuple = SIDES) -> str:
    """The side that is not ``side`` (of two)."""
    return sides[1] if side == sides[0] else sides[0]


def check_places(zones, edges, participants) -> None:
    """A scenario's zones have distinct ids, its edges join known zones, and each participant starts in
    one (``zones``: objects with ``id``; ``edges``: id pairs or None; ``participants``: with ``zone``)."""
    ids = [z.id for z in zones]
    if len(set(ids)) != len(ids):
        raise InvalidValueError("two zones have one id", at=("zones",))
    for i, (a, b) in enumerate(edges or []):
        for z in (a, b):
            if z not in ids:
                raise InvalidValueError("no zone {zone!r}", at=("edges", i), zone=z)
    for i, p in enumerate(participants):
        if p.zone not in ids:
            raise InvalidValueError("no zone {zone!r}; the zones are: {known}", at=("participants", i, "zone"),
                                    zone=p.zone, known=", ".join(ids))


def zone_edges(zones, edges) -> tuple:
    """The scenario's edges, or, when it gives none, its zones joined in a line in their order."""
    ids = [z.id for z in zones]
    return tuple((a, b) for a, b in (edges if edges is not None else zip(ids, ids[1:])))


def zones_of(specs) -> tuple[Zone, ...]:
    """A scenario's zones as the view's: each its name in two languages, and whether it has cover."""
    return tuple(Zone(z.id, name_term(z.name or z.id, z.name_ja), z.cover) for z in specs)


def zone_map(zones, edges, layout: str = "graph") -> ZoneMap:
    """The battle's map from a scenario's zones and edges (none: the zones in a line)."""
    return ZoneMap(zones_of(zones), zone_edges(zones, edges), layout)


def zone_specs(zones) -> dict[str, dict]:
    """Zone id -> its spec as the file gives it (names, cover, where the map draws it…), for the rules."""
    return {z.id: z.model_dump() for z in zones}


def positions(zone_specs: dict) -> dict[str, list]:
    """Zone id -> where the map draws it (0-1 across and down), for the zones whose spec places them."""
    return {z: list(spec["at"]) for z, spec in zone_specs.items() if spec.get("at")}
