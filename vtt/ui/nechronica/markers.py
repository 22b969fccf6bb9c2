"""What a participant looks like on the battle views, derived from the ruleset's view for the GM or
the table (so the table's markers show only what the table may see).

The graphics items never keep game state: they ask for a fresh, immutable summary of each participant
(``looks_of``) each time the session changes, and compare it with the last one only to decide whether
to repaint.
"""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from vtt.rules.nechronica.terms import AREA_NAMES_EN, AREA_NAMES_JA, AREAS


def round_text(b) -> str:
    """Where the battle stands, for a header: "Round 2 · Count 7" (in the interface language)."""
    if b.phase == "setup":
        return QCoreApplication.translate("Battle", "Before the battle")
    if b.phase == "ended":
        outcome = {"victory": QCoreApplication.translate("Battle", "victory"),
                   "annihilated": QCoreApplication.translate("Battle", "annihilated"),
                   "escaped": QCoreApplication.translate("Battle", "escaped"),
                   "ended": QCoreApplication.translate("Battle", "ended")}.get(b.outcome, b.outcome)
        return QCoreApplication.translate("Battle", "Round {0} · Ended ({1})").format(b.round, outcome)
    if b.phase == "round_end":
        return QCoreApplication.translate("Battle", "Round {0} · Round end").format(b.round)
    return QCoreApplication.translate("Battle", "Round {0} · Count {1}").format(b.round, b.count)


class Look(NamedTuple):               # a tuple: made and compared fast (200 per change)
    pid: str
    label: str
    side: str
    area: int
    escaped: bool
    out: bool
    destroyed: bool
    can_act: bool
    ap: int | None                      # None: not shown
    segments: tuple[bool, ...] | None   # intact flag per damageable part; None: not shown / legion
    bodies: tuple[int, int] | None      # legion (bodies, starting bodies); None: not shown


def looks_of(view, kept: dict | None = None) -> dict[str, Look]:
    """Every token of a ruleset view (vtt.core.ruleset.View) as a marker draws it, by id in the view's
    order: what the viewer may not see (a hidden enemy, her AP, her damage) is absent from the view, so
    it is absent here too. ``kept``: the looks of the last view, by (token, entry); a token and entry the
    ruleset handed out again unchanged keep their look (its very object: the map compares by identity)."""
    entries = {e.who: e for e in view.order.entries}
    out = {}
    for t in view.tokens:
        e = entries.get(t.id)
        if kept is not None:
            lk = kept.get((id(t), id(e)))
            if lk is not None and lk[0] is t and lk[1] is e:
                out[t.id] = lk[2]
                continue
        status = t.status
        legion = bool(t.tracks) and t.tracks[0].name.key == "bodies"
        segments = bodies = None
        if legion:
            segs = t.tracks[0].segments
            bodies = (sum(1 for x in segs if x.state == "ok"), max(1, len(segs)))
        elif t.tracks:
            segments = tuple(x.state == "ok" for tr in t.tracks for x in tr.segments)
        escaped = "escaped" in status
        out[t.id] = Look(
            pid=t.id, label=t.name, side=t.side, escaped=escaped,
            area=AREAS.index(t.zone) if t.zone in AREAS else -1,
            out=escaped or "destroyed" in status or "heart_broken" in status,
            destroyed="destroyed" in status and bool(t.tracks), can_act="acting" in status,
            ap=e.value if e is not None else None, segments=segments, bodies=bodies)
    if kept is not None:
        kept.clear()
        kept.update({(id(t), id(entries.get(t.id))): (t, entries.get(t.id), out[t.id]) for t in view.tokens})
    return out


def area_text(i: int) -> str:
    """An area as the GM's views name it: "地獄 Hades"."""
    return f"{AREA_NAMES_JA[AREAS[i]]} {AREA_NAMES_EN[AREAS[i]]}"


def kind_text(p) -> str:
    if p.kind == "doll":
        return QCoreApplication.translate("DollSheet", "Doll")
    if p.kind == "savant":
        return QCoreApplication.translate("DollSheet", "Savant")
    if p.kind == "legion":
        return QCoreApplication.translate("DollSheet", "Legion")
    if p.kind == "horror":
        return QCoreApplication.translate("DollSheet", "Horror")
    return p.kind


def status_texts(p) -> list[str]:
    """What puts her out of the ordinary, in the interface language: destroyed, escaped, heart-broken."""
    out = []
    if p.destroyed:
        out.append(QCoreApplication.translate("DollSheet", "destroyed"))
    if p.escaped:
        out.append(QCoreApplication.translate("DollSheet", "escaped"))
    if p.heart_broken:
        out.append(QCoreApplication.translate("DollSheet", "heart-broken"))
    return out


def bodies_text(p) -> str:
    return QCoreApplication.translate("DollSheet", "{0} of {1} bodies").format(p.bodies, p.start_bodies)


def marker_tooltip(battle, p) -> str:
    """A marker's tooltip on the GM's map: who, where, AP and what is left of her, at a glance."""
    lines = [f"{p.name} · {kind_text(p)} · {area_text(p.area)}",
             QCoreApplication.translate("DollSheet", "AP {0} / max {1}").format(p.ap, battle.max_ap(p))]
    if p.kind == "legion":
        lines.append(bodies_text(p))
    else:
        total = sum(1 for x in p.parts if x.damageable)
        lines.append(QCoreApplication.translate("DollSheet", "{0} of {1} parts intact").format(
            len(p.intact_parts()), total))
    if p.fetters:
        pips = " · ".join(f"{f.target} {f.madness}/4" for f in p.fetters)
        lines.append(QCoreApplication.translate("DollSheet", "Madness: {0}").format(pips))
    return "\n".join(lines + status_texts(p))
