"""The Stage of Battle: Nechronica's five areas in a row (奈落 on the left) — the generic line map
(vtt.ui.widgets.line_map) with what only Nechronica knows: placing the dolls before the battle, the
maneuvers that could pay for a move (by timing and cost), why a move is refused (each movement part
asked), the marker's tooltip (AP, parts, madness), and the moves waiting on the stack for a window."""
from __future__ import annotations

from vtt.core import errors, records
from vtt.rules.nechronica import commands as cmds, terms
from vtt.rules.nechronica.engine import area_term, pending_moves
from vtt.ui.widgets import line_map

from . import markers

Phrase = errors.Phrase
Command = records.Command
PART = cmds.PART
AREA_NAMES_EN, AREA_NAMES_JA, AREAS = terms.AREA_NAMES_EN, terms.AREA_NAMES_JA, terms.AREAS
LineMap, MarkerItem = line_map.LineMap, line_map.MarkerItem
marker_tooltip, name_text, part_distinction = markers.marker_tooltip, markers.name_text, markers.part_distinction

__all__ = ["AreaMap", "MarkerItem"]


class AreaMap(LineMap):
    """The five areas and everyone in them.

    ``read_only``: no dragging (the table view). ``table_mode``: draw the table's view (hidden enemies
    are not drawn at all, names shown as ???, damage hidden).
    """

    def zone_titles(self) -> list[tuple[str, str]]:
        return [(AREA_NAMES_JA[a], AREA_NAMES_EN[a]) for a in AREAS]

    def move_options(self, pid: str) -> dict[int, list[Command]]:
        """Legal movement maneuvers that would move ``pid``, by destination area (from the session).
        Before the battle: where she may be placed (a setup command, not a GM override)."""
        b = self.controller.state
        if b.phase != "setup":
            return super().move_options(pid)
        out: dict[int, list[Command]] = {}
        here = b.fighters[pid].area if pid in b.fighters else None
        for i, a in enumerate(AREAS):
            c = cmds.place(pid, a)
            if i != here and self.controller.can(c).ok:
                out[i] = [c]
        return out

    def why_not(self, pid: str, area: int) -> str:
        """The session's reason for refusing a move there, asked with the participant's own movers."""
        b = self.controller.state
        if b.phase == "setup":
            v = self.controller.can(cmds.place(pid, AREAS[area]))
            return self.controller.reason(v)
        p = b.fighters[pid]
        reasons = []
        for part in p.parts:
            if part.effects.move and part.timing != "auto":
                v = self.controller.can(cmds.use(pid, part.key, to=AREAS[area]))
                if not v.ok and v.reason:
                    reasons.append((part.damaged, self.controller.reason(v)))
        if reasons:
            reasons.sort(key=lambda r: r[0])
            return reasons[0][1]
        return self.controller.reason(Phrase("{name} has no movement maneuver that can reach {area} now",
                                             name=p.label, area=area_term(area)))

    def command_label(self, c: Command) -> str:
        b = self.controller.state
        actor = b.fighters[c.actor]
        part = actor.part(c.get(PART))
        cost = "—" if part.cost is None else part.cost
        timing = {"auto": self.tr("Auto"), "action": self.tr("Action"), "judge": self.tr("Judge"),
                  "damage": self.tr("Damage"), "rapid": self.tr("Rapid")}.get(part.timing, part.timing)
        # two parts of one name (two 【Bone】 on her legs) each say which they are
        return (f"{name_text(actor)}: 【{name_text(part)}】{part_distinction(actor, part)} "
                + self.tr("{0}, cost {1}").format(timing, cost))

    def tooltip(self, pid: str) -> str:
        p = self.controller.state.fighters.get(pid)
        return marker_tooltip(self.controller.state, p) if p is not None else ""

    def pending_moves(self) -> list[tuple[str, int]]:
        """(who, area index) of every move on the stack not resolved yet: drawn as a ghost and an arrow."""
        if self.controller.session is None:
            return []
        return [(who, to) for who, to in pending_moves(self.controller.state) if who in self._markers]
