"""What a move among a crowd works out again on the zone map (vtt.ui.widgets.zone_map): the zones' groups from the
view's diff, and a zone's markers laid out again where its places changed. A module of its own, read at the first
move, not at the first paint (PySide reads the source of each module imported after it: docs/gui.md, "The
fourteenth round (a move on a graph of zones)")."""
from __future__ import annotations

from bisect import bisect_left, insort
from itertools import chain, compress, count
from operator import attrgetter, eq, is_not, not_

from vtt.ui.widgets import battle_controller, zone_map

changed_at = battle_controller.changed_at
SMALL_CROWD = zone_map.SMALL_CROWD
_ID = attrgetter("id")


def groups_changed(m, tokens: tuple, rects: dict, was: tuple) -> tuple[dict, dict] | None:
    """(zone -> its tokens, zone -> (its tokens before, the ids gone from it, the tokens new to it, the ids come
    to it) for the zones whose tokens changed) from ``m``'s last groups (``was``: ZoneMap._grouped) and the few
    tokens that are other objects, each the same one as before (her id) on the map before and now; None: many,
    or others (the groups are found again)."""
    if len(was[0]) != len(tokens):
        return None
    at = changed_at(tokens, was[0])
    if len(at) > SMALL_CROWD:
        return None
    pairs = [(was[0][i], tokens[i]) for i in at]
    if any(a.id != b.id or a.zone not in rects or b.zone not in rects for a, b in pairs):
        return None
    index = was[3]
    if index is None:                           # (each token's place in the view: made once for these ids)
        index = dict(zip(map(_ID, tokens), count()))
    where = index.__getitem__

    def place(t) -> int:
        return where(t.id)
    by_zone = dict(was[2])
    touched = {}                                # zone -> (its tokens before, the ids gone, the tokens new to
    for zone in {t.zone for pair in pairs for t in pair}:       # it, the ids come)
        before = by_zone.get(zone, [])
        touched[zone] = (before, [a.id for a, b in pairs if a.zone == zone != b.zone],
                         [b for _, b in pairs if b.zone == zone], [b.id for a, b in pairs if a.zone != zone == b.zone])
        by_zone[zone] = list(before)            # (a list of their own: a packing kept holds the one before)
    for a, _ in pairs:
        lst = by_zone[a.zone]
        del lst[bisect_left(lst, place(a), key=place)]
    for _, b in pairs:
        insort(by_zone[b.zone], b, key=place)
    firsts = {zone: place(lst[0]) for zone, lst in by_zone.items() if lst}
    by_zone = {zone: by_zone[zone] for zone in sorted(firsts, key=firsts.__getitem__)}   # (the view's order)
    m._grouped = (tokens, was[1], by_zone, index)
    return by_zone, touched


def laid_again(m, tokens: list, slots: tuple, old_slots: tuple, old: dict, firm: int, packing) -> dict:
    """``m``'s zone's markers' rects after its places changed (``old_slots`` -> ``slots``): those at the same place
    among the first ``firm`` kept from ``old``, the others laid out again. The few places that changed are found
    in C (those holding another object, then compared) and the rest of ``old`` copied whole (a crowd's 200
    compared, kept and looked for again in C was ~0.3 M instructions a move); where many changed (a place taken
    in the middle moves those after it), those at the same place are found as before."""
    at = [i for i in compress(count(), map(is_not, slots[:firm], old_slots)) if slots[i] != old_slots[i]]
    grouped, view = m._grouped, m._view.tokens
    if len(at) <= SMALL_CROWD and grouped is not None and grouped[0] is view and grouped[3] is not None:
        rects, index = dict(old), grouped[3]
        for pid in chain(old_slots[firm:], map(old_slots.__getitem__, at)):
            rects.pop(pid, None)
        for i in chain(at, range(firm, len(slots))):
            if slots[i] is not None:
                m._lay_out_marker(view[index[slots[i]]], i, len(slots), packing, rects)
        return rects
    # (those at the same place, found in C: a crowd's 200 walked in Python was ~0.1 M instructions)
    same = list(filter(None, compress(slots[:firm], map(eq, slots, old_slots))))
    rects = dict(zip(same, map(old.__getitem__, same)))
    if len(rects) < len(tokens):                # (the few not kept, found in C)
        for t in compress(tokens, map(not_, map(rects.__contains__, map(_ID, tokens)))):
            m._lay_out_marker(t, slots.index(t.id), len(slots), packing, rects)
    return rects
