"""Starting places and distances on the generic map widgets: an encounter under construction seen as a
battle's view, so the zone map, the line map and the range table draw it and their drags and clicks
place its participants (vtt.workshop.encounter) instead of moving them in a battle.

The map is the ruleset's own (drawn from a battle on the encounter's zones: the demo's participants
stand in it and are not shown); the markers are the encounter's participants. A drop is a ``place``
command whose ``to`` is the zone dropped on, offered only for the places a participant may take; a
click on a band of the range table is ``set_range``, as in a battle."""
from __future__ import annotations

from functools import lru_cache

from vtt.core import registry
from vtt.core.errors import FileFormatError, InvalidValueError, VttError
from vtt.core.i18n import CORE
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, Token, TurnOrder, View, Viewer
from vtt.ui.i18n import current_language
from vtt.ui.widgets.battle_controller import BattleController
from vtt.ui.widgets.line_map import LineMap
from vtt.ui.widgets.range_table import RangeTable
from vtt.ui.widgets.zone_map import ZoneMap
from vtt.workshop.encounter import SCENARIO

PLACE, SET_RANGE = "place", "set_range"


def encounter_text(error: Exception) -> str:
    """A refusal of the encounter (vtt.workshop.encounter's, the core's catalog) in the interface language."""
    if isinstance(error, InvalidValueError):
        where = ".".join(map(str, error.at))
        said = CORE.refusal_text(error, current_language())
        return f"{where}: {said}" if where else said
    if isinstance(error, FileFormatError) and error.path == SCENARIO:
        return f"{error.field}: {error.message}" if error.field else error.message
    return str(error)


@lru_cache(maxsize=4)
def _demo_setup(system_id: str) -> dict:
    return registry.get(system_id).demo_session(0).setup_json()


def map_session(encounter):
    """A battle on the encounter's map (the ruleset's demo with the encounter's zones and edges, its
    people all in the first zone): what its view draws of the map. A ruleset whose scenarios have no
    map draws the demo's (Nechronica's five areas; none)."""
    shape = encounter.shape
    system = registry.get(encounter.system_id)
    setup = _demo_setup(encounter.system_id)
    if shape.zones:
        setup = dict(setup)
        setup[shape.zones] = encounter.zones
        if shape.edges:
            setup[shape.edges] = encounter.edges
        first = encounter.zones[0]["id"]
        for ls in shape.lists:
            setup[ls.field] = [dict(e, **{ls.place: first}) for e in setup[ls.field]]
    return system.session_from_setup(setup, ".", 0, history=False)


def token_id(p) -> str:
    return f"p{p.key}"


class PlacingController(BattleController):
    """The encounter as the map widgets see a battle: ``view`` gives its participants on its map,
    ``legal_commands`` where each may start, ``do`` places her (or sets a starting distance). A refusal
    is said through ``error``; nothing changes."""

    def __init__(self, encounter, parent=None):
        super().__init__(None, parent)
        self.encounter = encounter
        self._made: dict = {}
        self.map_changed()

    def map_changed(self) -> None:
        """The encounter's map (or the whole encounter) is new: the widgets draw it afresh."""
        self.set_session(map_session(self.encounter))

    def encounter_changed(self) -> None:
        """Its participants, places or distances changed: the widgets redraw."""
        self._made.clear()
        self.changed.emit([])

    def set_session(self, session, path=None) -> None:
        self._made = {}
        self._map_views = {}            # the map's battle's view by viewer: it changes only with the map
        super().set_session(session, path)

    # -- the view ------------------------------------------------------------------------------
    def participant(self, tid: str):
        return next((p for p in self.encounter.participants if token_id(p) == tid), None)

    def view(self, viewer: Viewer = GM_VIEWER) -> View:
        view = self._made.get(viewer)
        if view is None:
            view = self._made[viewer] = self._view(viewer)
        return view

    def _view(self, viewer) -> View:
        battle = self._map_views.get(viewer)
        if battle is None:
            battle = self._map_views[viewer] = self.session.view(viewer)
        enc = self.encounter
        lang = current_language()
        tokens = []
        for p in enc.participants:
            count = enc.count_of(p)
            name = p.name(lang) + (f" ×{count}" if count else "")
            tokens.append(Token(token_id(p), name, p.side, enc.place_of(p)))
        extra = {k: v for k, v in battle.extra.items() if k == "positions"}
        if enc.shape.ranges:
            ids = enc.effective_ids()
            ps = enc.participants
            extra["ranges"] = [[token_id(a), token_id(b), enc.band(ids[a.key], ids[b.key])]
                               for i, a in enumerate(ps) for b in ps[i + 1:]]
            extra["bands"] = list(enc.shape.bands)
        return View(viewer, battle.map, tuple(tokens), TurnOrder("cards", ()), (), None, tuple(enc.shape.sides),
                    extra)

    # -- gestures -------------------------------------------------------------------------------
    def legal_commands(self, actor: str | None = None) -> list[Command]:
        p = self.participant(actor) if actor is not None else None
        if p is None:
            return []
        here = self.encounter.place_of(p)
        return [Command(PLACE, actor, {"to": z}) for z in self.encounter.places_of(p) if z != here]

    def command_text(self, command: Command) -> str:
        return command.params.get("to", command.type)

    def do(self, command) -> bool:
        enc = self.encounter
        try:
            if not isinstance(command, Command):
                command = Command.from_dict(command)
            if command.type == PLACE:
                p = self.participant(command.actor)
                if p is None:
                    raise InvalidValueError("no participant {who!r}", who=str(command.actor))
                enc.place(p, command.params.get("to"))
            elif command.type == SET_RANGE:
                ids = enc.effective_ids()
                a, b = (self.participant(command.params.get(k)) for k in ("a", "b"))
                if a is None or b is None:
                    raise InvalidValueError("a pair is two participants")
                enc.set_band(ids[a.key], ids[b.key], command.params.get("band"))
            else:
                return False
        except (VttError, FileFormatError) as e:
            self.error.emit(encounter_text(e))
            return False
        self.encounter_changed()
        return True


class PlacingZoneMap(ZoneMap):
    """The zone map of an encounter: a drop where she may not start says why (the places she may take)."""

    def why_not(self, who: str, zone: str) -> tuple[str, str]:
        text = _why_not(self.controller, who, zone)
        return text, text

    def select(self, pid: str | None) -> None:
        """Ring ``pid``'s marker (the participant picked in the builder's table), as the line map does."""
        self.selected = pid
        self.update()


class PlacingLineMap(LineMap):
    """The line map of an encounter: a refused drop says where she may start; a zone's second title is
    its name in the other language without what the first says ("奈落", then "Tartarus")."""

    def zone_titles(self) -> list[tuple[str, str]]:
        out = []
        for big, small in super().zone_titles():
            rest = small.replace(big, "").strip(" ()（）") if big in small else small
            out.append((big, rest if rest != big else ""))
        return out

    def why_not(self, pid: str, area: int) -> str:
        return _why_not(self.controller, pid, self._zones[area])


def _why_not(controller, pid: str, zone: str) -> str:
    p = controller.participant(pid)
    enc = controller.encounter
    if p is None:
        return ""
    allowed = enc.places_of(p)
    if zone in allowed:
        return ""
    return encounter_text(InvalidValueError("{name} cannot start in {place}; the places are: {known}",
                                            name=p.name(current_language()), place=_zone_name(controller, zone),
                                            known=", ".join(_zone_name(controller, z) for z in allowed)))


def _zone_name(controller, zid: str) -> str:
    z = next((z for z in controller.view().map.zones if z.id == zid), None)
    return controller.text(z.name) if z is not None else zid


def placing_map(controller: PlacingController):
    """The map widget an encounter is placed on: a row of areas (a ``line`` of fixed areas) on the line
    map, any other on the zone map (a graph, a line, or none: a roster)."""
    layout = controller.view().map.layout
    if layout == "line" and not controller.encounter.shape.zones:
        return PlacingLineMap(controller)
    return PlacingZoneMap(controller)


def range_table(controller: PlacingController) -> RangeTable | None:
    """The starting distances of an encounter whose ruleset has range bands (None: it has none)."""
    return RangeTable(controller) if controller.encounter.shape.ranges else None
