"""Starting places and distances on the generic map widgets: an encounter under construction seen as a
battle's view, so the zone map, the line map and the range table draw it and their drags and clicks
place its participants (vtt.workshop.encounter) instead of moving them in a battle.

The map is the ruleset's own (drawn from a battle on the encounter's zones: the demo's participants
stand in it and are not shown); the markers are the encounter's participants. A drop is a ``place``
command whose ``to`` is the zone dropped on, offered only for the places a participant may take; a
click on a band of the range table is ``set_range``, as in a battle.

The encounter's map picture lies under the map (vtt.ui.images: read and placed once per change): a
picture file dropped on the map becomes it; on a zone map, dragging empty ground moves it, the wheel
zooms it, and dragging a zone's corner places and sizes that zone's box over it (the zones lie over
the picture where the GM put them); the rest of its placement is the builder's picture controls'
(vtt.ui.workshop.map_picture)."""
from __future__ import annotations

from functools import lru_cache

from vtt.core import registry
from vtt.core.errors import FileFormatError, InvalidValueError, VttError
from vtt.core.battle_pictures import MAP_PICTURE, PORTRAITS
from vtt.core.i18n import CORE
from vtt.core.records import Command
from vtt.core.ruleset import GM_VIEWER, Token, TurnOrder, View, Viewer
from vtt.ui.i18n import current_language
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from vtt.ui.images import PictureDrops
from vtt.ui.theme import DARK
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
        setup.pop(shape.picture or "", None)           # (the demo's picture: the encounter's is drawn here)
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
        if enc.picture is not None:                # the map picture and portraits, as a battle's view gives them
            extra[MAP_PICTURE] = enc.picture
        portraits = {token_id(p): p.sheet["portrait"] for p in enc.participants
                     if isinstance(p.sheet.get("portrait"), dict)}
        if portraits:
            extra[PORTRAITS] = portraits
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

    # -- the map picture (the holder the picture controls take: vtt.ui.workshop.map_picture) ---------------
    live = True                     # a slider changes the picture as it moves

    @property
    def picture(self) -> dict | None:
        return self.encounter.picture

    @property
    def has_map_picture(self) -> bool:
        return bool(self.encounter.shape.picture)

    def _change(self, change) -> bool:
        """``change()`` the encounter (False: not one it makes); refused: said through ``error``, nothing changes."""
        try:
            if change() is False:
                return False
        except (VttError, FileFormatError) as e:
            self.error.emit(encounter_text(e))
            return False
        self.encounter_changed()
        return True

    def set_picture(self, picture: dict | None) -> bool:
        """The encounter's map picture (None: none); refused: said through ``error``, nothing changes."""
        return self._change(lambda: self.encounter.set_picture(picture))

    def take_picture(self, path, keep_placing: bool = False) -> bool:
        """The picture file at ``path`` as the map picture (read first: one that cannot be is refused with
        why); ``keep_placing``: placed as the one it replaces (it went missing and was found), else fitted
        to the map with no zone placed over it yet."""
        from vtt.ui.workshop.map_picture import readable_picture
        path = readable_picture(path, self.error.emit)
        if path is None:
            return False
        old = self.encounter.picture if keep_placing and self.encounter.picture else {}
        return self.set_picture({**old, "image": str(path)})

    def set_box(self, zone: str, box) -> bool:
        """Where ``zone`` lies over the map picture (x, y, w, h of the picture); refused: said, unchanged."""
        return self._change(lambda: self.encounter.set_box(zone, box))

    def do(self, command) -> bool:
        return self._change(lambda: self._do(command))

    def _do(self, command) -> bool:
        enc = self.encounter
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
        return True


CORNER = 9.0                # how near a zone's corner (pixels) a press takes hold of it
SMALLEST_BOX = 24.0         # a zone's box is never dragged smaller than this (pixels)


class _PictureHands(PictureDrops):
    """What both placing maps do with the encounter's map picture: a picture file dropped on the map is taken;
    dragging empty ground moves the picture (``_live`` while the drag lasts: one change when let go); the wheel
    zooms it."""

    _pan: tuple[QPointF, float, float] | None = None     # where the drag began, and the picture's x and y then
    _live: dict | None = None                            # the picture as a drag moves it, till let go

    def __init__(self, controller, parent=None):
        super().__init__(controller, parent=parent)
        self.setAcceptDrops(True)

    def picture(self) -> dict | None:
        return self._live if self._live is not None else super().picture()

    def _start_pan(self, pos: QPointF) -> None:
        picture = self.controller.encounter.picture
        self._pan = (pos, float(picture.get("x", 0.0)), float(picture.get("y", 0.0)))

    def _pan_to(self, pos: QPointF, width: float, height: float) -> None:
        """The picture moved by how far ``pos`` is from where the drag began, in parts of ``width`` × ``height``."""
        start, x0, y0 = self._pan
        d = pos - start
        self._live = {**(self.controller.encounter.picture or {}), "x": _clamp(x0 + d.x() / max(1, width), -1.0, 1.0),
                      "y": _clamp(y0 + d.y() / max(1, height), -1.0, 1.0)}

    def _end_pan(self) -> None:
        live, self._live, self._pan = self._live, None, None
        if live is not None:
            self.controller.set_picture(live)

    def _zoom_picture(self, picture: dict, e) -> None:
        zoom = _clamp(float(picture.get("zoom", 1.0)) * 1.1 ** (e.angleDelta().y() / 120), 0.1, 10.0)
        self.controller.set_picture({**picture, "zoom": round(zoom, 4)})

    def picture_dropped(self, path: str) -> None:
        """A picture file dropped on the map (vtt.ui.images.PictureDrops): the map picture."""
        self.controller.take_picture(path)


class PlacingZoneMap(_PictureHands, ZoneMap):
    """The zone map of an encounter: a drop where she may not start says why (the places she may take);
    the map picture (the zone map's own drawing: vtt.ui.widgets.zone_map) moved, zoomed and each zone's box
    placed over it by the GM's hands, a picture file dropped on it taken."""

    _corner: tuple[str, QPointF] | None = None       # the zone whose corner is dragged, its fixed corner
    _corner_rect: QRectF | None = None

    # -- the picture --------------------------------------------------------------------------------
    def zones_key(self):
        return super().zones_key(), None if self._corner_rect is None else self._corner_rect.getRect()

    def zone_rects(self) -> dict[str, QRectF]:
        rects = super().zone_rects()
        if self._corner is not None and self._corner_rect is not None:
            rects[self._corner[0]] = QRectF(self._corner_rect)
        return rects

    def paintEvent(self, e) -> None:
        super().paintEvent(e)
        if self.placement() is not None and self._view.map.layout != "none":
            p = QPainter(self)                        # the corners to take hold of
            p.setPen(QPen(DARK.highlight, 1.5))
            p.setBrush(DARK.background)
            for r in self.zone_rects().values():
                for c in (r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()):
                    p.drawRect(QRectF(c.x() - 4, c.y() - 4, 8, 8))
            p.end()

    # -- the GM's hands on it ---------------------------------------------------------------------
    def corner_at(self, pos: QPointF) -> tuple[str, QPointF] | None:
        """(zone, its opposite corner) of the zone corner at ``pos`` (zones over a shown picture only)."""
        if self._view.map.layout == "none" or self.placement() is None:
            return None
        for zone, r in self.zone_rects().items():
            for corner, fixed in ((r.topLeft(), r.bottomRight()), (r.topRight(), r.bottomLeft()),
                                  (r.bottomLeft(), r.topRight()), (r.bottomRight(), r.topLeft())):
                if abs(corner.x() - pos.x()) <= CORNER and abs(corner.y() - pos.y()) <= CORNER:
                    return zone, fixed
        return None

    def mousePressEvent(self, e):
        if e.button() == Qt.MouseButton.LeftButton and self.placement() is not None:
            hold = self.corner_at(e.position())
            if hold is not None:
                self._corner, self._corner_rect = hold, QRectF(hold[1], e.position()).normalized()
                return
            if self.token_at(e.position()) is None:
                self._start_pan(e.position())
                return
        super().mousePressEvent(e)

    def mouseMoveEvent(self, e):
        if self._corner is not None:
            fixed, pos = self._corner[1], e.position()
            dx = max(SMALLEST_BOX, abs(pos.x() - fixed.x())) * (1 if pos.x() >= fixed.x() else -1)
            dy = max(SMALLEST_BOX, abs(pos.y() - fixed.y())) * (1 if pos.y() >= fixed.y() else -1)
            self._corner_rect = QRectF(fixed, QPointF(fixed.x() + dx, fixed.y() + dy)).normalized()
            self.update()
            return
        if self._pan is not None:
            self._pan_to(e.position(), self.width(), self.height())
            self.update()
            return
        super().mouseMoveEvent(e)

    def mouseReleaseEvent(self, e):
        if self._corner is not None:
            zone, rect = self._corner[0], self._corner_rect
            placement = self.placement()
            self._corner = self._corner_rect = None
            if placement is not None and rect is not None:
                self.controller.set_box(zone, inside_picture(placement.box_of(rect.x(), rect.y(), rect.width(),
                                                                              rect.height())))
            self.update()
            return
        if self._pan is not None:
            self._end_pan()
            self.update()
            return
        super().mouseReleaseEvent(e)

    def wheelEvent(self, e) -> None:
        picture = self.controller.encounter.picture
        if picture is None or self.placement() is None:
            return super().wheelEvent(e)
        self._zoom_picture(picture, e)

    def why_not(self, who: str, zone: str) -> tuple[str, str]:
        text = _why_not(self.controller, who, zone)
        return text, text

    def select(self, pid: str | None) -> None:
        """Ring ``pid``'s marker (the participant picked in the builder's table), as the line map does."""
        self.selected = pid
        self.update()


class PlacingLineMap(_PictureHands, LineMap):
    """The line map of an encounter: a refused drop says where she may start; a zone's second title is
    its name in the other language without what the first says ("奈落", then "Tartarus"). The map picture
    under its row of areas (the line map's own drawing) is moved by dragging empty ground and zoomed by the
    wheel; the rest of its placement is the builder's picture controls'."""

    def mousePressEvent(self, event) -> None:
        if self.controller.encounter.picture is not None and event.button() == Qt.MouseButton.LeftButton and \
                self._marker_at(event.position().toPoint()) is None:
            self._start_pan(event.position())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._pan is None:
            return super().mouseMoveEvent(event)
        area = self.mapFromScene(self.picture_area()).boundingRect()
        self._pan_to(event.position(), area.width(), area.height())
        self.picture_changed()

    def mouseReleaseEvent(self, event) -> None:
        if self._pan is None:
            return super().mouseReleaseEvent(event)
        self._end_pan()
        event.accept()

    def wheelEvent(self, event) -> None:
        picture = self.controller.encounter.picture
        if picture is not None:
            self._zoom_picture(picture, event)
        event.accept()

    def zone_titles(self) -> list[tuple[str, str]]:
        out = []
        for big, small in super().zone_titles():
            rest = small.replace(big, "").strip(" ()（）") if big in small else small
            out.append((big, rest if rest != big else ""))
        return out

    def why_not(self, pid: str, area: int) -> str:
        return _why_not(self.controller, pid, self._zones[area])


def _clamp(v: float, lo: float, hi: float) -> float:
    return min(hi, max(lo, v))


def inside_picture(box) -> tuple[float, float, float, float]:
    """A box over the picture (x, y, w, h) cut to the picture: a zone dragged past its edge stops there."""
    x, y, w, h = box
    left, top = round(_clamp(x, 0.0, 0.99), 4), round(_clamp(y, 0.0, 0.99), 4)
    right, bottom = round(_clamp(x + w, left + 0.01, 1.0), 4), round(_clamp(y + h, top + 0.01, 1.0), 4)
    return left, top, right - left, bottom - top


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
                                            known=[_zone_name(controller, z) for z in allowed]))


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
