"""An encounter being built (no Qt): its map, participants, sides, starting places, starting distances and
options, turned into a ruleset's scenario file (the file `vtt`, `vtt play` and `vtt simulate` accept) and
read back from one.

Nothing here knows a ruleset: it reads what the ruleset's scenario model declares on its fields
(``json_schema_extra={"encounter": ROLE, ...}``, docs/architecture.md):

- on the scenario: ``participants`` (a list of entries; ``side``: the side every entry of that list is
  on, ``kinds``: the library kinds it takes), ``zones`` and ``edges`` (the map), ``ranges`` (starting
  distances: ``[a, b, band]`` rows, ``default``: where the band of a pair not listed is read), ``picture``
  (the map picture: vtt.core.picture_fields.MapPicture, with each zone's box over it);
- on an entry: ``id``, ``file`` (a character file, relative to the scenario), ``sheet`` (the character
  written inline), ``side``, ``place`` (``places``: the places it may take; none given, the map's zones;
  ``default_from``: the sheet's field that says where it stands when the entry does not), ``group``
  (copies share it) and ``count`` (``of``: the sheet's field, when it has one, that the entry counts
  instead of being copied: a legion's bodies).

Every other field of the scenario (its name, options, victory condition, karma…) is kept as the
encounter's ``rest``, to be drawn by the generic form.

The pictures it names (portraits, the map picture) it holds by absolute paths; a scenario written into a
folder names them relative to it (vtt.core.pictures), and the GM's library keeps its own copies.
"""
from __future__ import annotations

import copy
import os
import typing
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from vtt.core import registry
from vtt.core.errors import FileFormatError, InvalidValueError, VttError
from vtt.core.files import load_model, read_json, validate
from vtt.core.participants import check_sides, unique_id
from vtt.core.pictures import rebased, with_absolute_pictures

ROLE = "encounter"
#: the name a refusal gives the scenario being built (it has no file yet)
SCENARIO = "<scenario>"
#: the most copies one Add makes (a crowd past it is a legion, or several adds)
MAX_COPIES = 50
#: the library kind of a player's character: added once, never copied
CHARACTER = "character"
#: the scenario's own fields no form draws: what the file is
FIXED = ("schema_version", "kind", "ruleset")


# -- what the scenario model declares -----------------------------------------------------------------

def _extra(info) -> dict:
    extra = info.json_schema_extra
    return extra if isinstance(extra, dict) else {}


def _model_of(annotation):
    """The pydantic model inside ``list[M]`` or ``Optional[M]``."""
    for arg in typing.get_args(annotation) or (annotation,):
        if isinstance(arg, type) and hasattr(arg, "model_fields"):
            return arg
        inner = _model_of(arg) if typing.get_args(arg) else None
        if inner is not None:
            return inner
    return None


def _literal_values(annotation) -> tuple:
    """The values of a ``Literal[...]`` (inside Optional or a tuple's last place), else ()."""
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    for arg in typing.get_args(annotation):
        values = _literal_values(arg)
        if values:
            return values
    return ()


def _upper_bound(info) -> int | None:
    return next((m.le for m in info.metadata if hasattr(m, "le")), None)


@dataclass(frozen=True)
class ListShape:
    """One list of participants in the scenario and what its entries hold (field names; None: none)."""

    field: str
    entry: type                      # the entry's model
    sheet_model: type                # the model of a character written inline
    side: str | None                 # the side of every entry of this list (None: each entry says)
    kinds: tuple[str, ...]           # the library kinds it takes
    id: str | None
    file: str
    sheet: str
    side_field: str | None
    sides: tuple[str, ...]           # the sides an entry may name
    place: str | None
    places: tuple[str, ...] | None   # the places it may take (None: the map's zones)
    place_default: str | None        # the sheet's field saying where it stands when the entry does not
    entry_place_default: str | None  # the entry's own default place
    group: str | None
    count: str | None
    count_of: str | None             # the sheet's field that makes the entry a counted crowd
    count_max: int | None
    fields: tuple[str, ...]          # the entry's other fields (a name, hidden…), as the file holds them


@dataclass(frozen=True)
class Shape:
    """What a ruleset's scenario model declares for an encounter."""

    system_id: str
    model: type
    sides: tuple[str, ...]
    lists: tuple[ListShape, ...]
    zones: str | None                # the map's zones (a list of objects with an ``id``)
    zone_model: type | None
    map_editor: str | None           # the editor a window draws the map with, by name
    edges: str | None
    ranges: str | None
    bands: tuple[str, ...]
    band_default: tuple[str, ...]    # the path of the band of a pair not listed (in the scenario)
    rest: tuple[str, ...]            # every other field, drawn by the form
    picture: str | None = None       # the map picture (its file, placement and the zones' boxes over it)

    def list_of(self, name: str) -> ListShape:
        return next(s for s in self.lists if s.field == name)

    def list_for(self, kind: str, side: str | None = None) -> ListShape:
        """The list a file of library ``kind`` joins (on ``side``, where several lists take it)."""
        fits = [s for s in self.lists if kind in s.kinds]
        if not fits:
            raise InvalidValueError("{what} is not a kind of file of this game", what=kind)
        return next((s for s in fits if side is not None and s.side == side), fits[0])


def scenario_model(system):
    """The model of ``system``'s scenario files."""
    return system.schemas()["scenario"]


@lru_cache(maxsize=None)
def _shape(system_id: str, model) -> Shape:
    system = registry.get(system_id)
    lists, zones = [], None
    found: dict[str, str] = {}
    for name, info in model.model_fields.items():
        role = _extra(info).get(ROLE)
        if role == "participants":
            lists.append(_list_shape(name, info, system.sides))
        elif role in ("zones", "edges", "ranges", "picture"):
            found[role] = name
    zones = found.get("zones")
    ranges = found.get("ranges")
    claimed = {s.field for s in lists} | set(found.values()) | set(FIXED)
    return Shape(
        system_id=system_id, model=model, sides=tuple(system.sides), lists=tuple(lists), zones=zones,
        zone_model=_model_of(model.model_fields[zones].annotation) if zones else None,
        map_editor=_extra(model.model_fields[zones]).get("editor") if zones else None,
        edges=found.get("edges"), ranges=ranges,
        bands=_literal_values(model.model_fields[ranges].annotation) if ranges else (),
        band_default=tuple(str(_extra(model.model_fields[ranges]).get("default", "")).split(".")) if ranges else (),
        rest=tuple(n for n in model.model_fields if n not in claimed), picture=found.get("picture"))


def _list_shape(name: str, info, sides: tuple) -> ListShape:
    extra = _extra(info)
    entry = _model_of(info.annotation)
    roles: dict[str, tuple[str, object]] = {}
    for fname, finfo in entry.model_fields.items():
        role = _extra(finfo).get(ROLE)
        if role:
            roles[role] = (fname, finfo)
    place = roles.get("place")
    count = roles.get("count")
    side = roles.get("side")
    place_extra = _extra(place[1]) if place else {}
    default_place = place[1].default if place else None
    return ListShape(
        field=name, entry=entry, sheet_model=_model_of(roles["sheet"][1].annotation), side=extra.get("side"),
        kinds=tuple(extra.get("kinds", ("character", "monster"))),
        id=roles["id"][0] if "id" in roles else None, file=roles["file"][0], sheet=roles["sheet"][0],
        side_field=side[0] if side else None,
        sides=(_literal_values(side[1].annotation) or tuple(sides)) if side else (extra.get("side"),),
        place=place[0] if place else None,
        places=tuple(place_extra["places"]) if "places" in place_extra else None,
        place_default=place_extra.get("default_from"),
        entry_place_default=default_place if isinstance(default_place, str) else None,
        group=roles["group"][0] if "group" in roles else None,
        count=count[0] if count else None, count_of=_extra(count[1]).get("of") if count else None,
        count_max=_upper_bound(count[1]) if count else None,
        fields=tuple(f for f, fi in entry.model_fields.items() if _extra(fi).get(ROLE) in (None, "group", "id")))


def can_build(system) -> bool:
    """Whether encounters of ``system`` can be built: its scenario model lists participants."""
    schemas = getattr(system, "schemas", None)
    model = schemas().get("scenario") if schemas is not None else None
    return model is not None and any(_extra(f).get(ROLE) == "participants" for f in model.model_fields.values())


def shape_of(system_id: str) -> Shape:
    """What ``system_id``'s scenario model declares for an encounter (read once)."""
    return _shape(system_id, scenario_model(registry.get(system_id)))


# -- the encounter --------------------------------------------------------------------------------------

@dataclass
class Participant:
    """One entry of the scenario: a character (as its file holds it), where it came from, its side, its
    starting place, its count (a legion's bodies) and its entry's other fields (id, a name, a group…)."""

    list: str
    sheet: dict
    source: Path | None              # the file it was read from (None: written inline)
    side: str
    place: str | None = None         # None: the entry's default (its sheet's place, the list's default)
    count: int | None = None
    fields: dict = field(default_factory=dict)
    key: int = 0                     # the encounter's own handle (stays while its id changes)

    @property
    def id(self) -> str | None:
        return self.fields.get("id")

    def name(self, lang: str = "en") -> str:
        """Her name in ``lang``: the entry's, else the sheet's (in Japanese its ``name_ja`` where given)."""
        f, s = self.fields, self.sheet
        if lang == "ja":
            return f.get("name_ja") or f.get("name") or s.get("name_ja") or s.get("name", "?")
        return f.get("name") or s.get("name", "?")


class Encounter:
    """An encounter of ``system_id`` under construction. Every change is checked where it is made (a
    place not on the map, a side not of the game, a count past its bound are refused and change
    nothing); ``scenario()`` checks the whole against the ruleset's model."""

    def __init__(self, system_id: str):
        self.system_id = system_id
        self.shape = shape_of(system_id)
        self.participants: list[Participant] = []
        self.zones: list[dict] = []
        self.edges: list | None = None
        self.ranges: list[list] = []
        self.rest: dict = {}
        self.picture: dict | None = None          # the map picture, its file named by an absolute path
        self._next_key = 1

    # -- starting ---------------------------------------------------------------------------------
    @classmethod
    def new(cls, system_id: str) -> "Encounter":
        """An empty encounter on the ruleset's demo map (where its scenarios have one)."""
        enc = cls(system_id)
        if enc.shape.zones:
            demo = registry.get(system_id).demo_session(0).setup_json()
            enc.set_map(demo[enc.shape.zones], demo.get(enc.shape.edges) if enc.shape.edges else None)
        return enc

    @classmethod
    def from_file(cls, path) -> "Encounter":
        data = read_json(path)
        return cls.from_scenario(data, path)

    @classmethod
    def from_scenario(cls, data, path=SCENARIO) -> "Encounter":
        """The encounter a scenario holds; its character files are read (relative to ``path``). A file
        the ruleset's model refuses is refused here, with where it broke."""
        rid = registry.ruleset_id_of(data, path)
        enc = cls(rid)
        shape = enc.shape
        model = validate(shape.model, data, path)
        base = Path(path).parent
        given = model.model_dump(mode="json", exclude_unset=True, exclude_none=True)
        dumped = with_absolute_pictures(model.model_dump(mode="json", exclude_none=True), base)
        for ls in shape.lists:
            for i, entry in enumerate(getattr(model, ls.field)):
                raw = entry.model_dump(mode="json", exclude_unset=True, exclude_none=True)
                if getattr(entry, ls.file) is not None:
                    source = (base / getattr(entry, ls.file)).resolve()
                    try:
                        sheet = load_model(ls.sheet_model, source)
                    except FileFormatError as e:
                        raise FileFormatError(e.path, e.message, e.field or f"{ls.field}.{i}.{ls.file}") from None
                else:
                    source, sheet = None, getattr(entry, ls.sheet)
                side = getattr(entry, ls.side_field) if ls.side_field else ls.side
                sheet_data = with_absolute_pictures(sheet.model_dump(mode="json", exclude_none=True),
                                                    source.parent if source is not None else base)
                enc._append(Participant(
                    ls.field, sheet_data, source, side,
                    place=raw.get(ls.place) if ls.place else None, count=raw.get(ls.count) if ls.count else None,
                    fields={k: raw[k] for k in ls.fields if k in raw}))
        if shape.zones:
            enc.zones = dumped[shape.zones]
            enc.edges = [list(e) for e in dumped[shape.edges]] if shape.edges and dumped.get(shape.edges) is not None \
                else None
        if shape.ranges:
            enc.ranges = [list(r) for r in dumped.get(shape.ranges, [])]
        if shape.picture:
            enc.picture = dumped.get(shape.picture)
        enc.rest = {k: v for k, v in given.items() if k in shape.rest}
        return enc

    # -- the map ----------------------------------------------------------------------------------
    def set_map(self, zones: list[dict], edges: list | None = None) -> None:
        """The map's zones and edges (as the scenario holds them); whoever stood in a zone that is gone
        starts in the first zone. Zones the ruleset's model refuses are refused here."""
        if not self.shape.zones:
            raise InvalidValueError("this game's scenarios have no map")
        for i, z in enumerate(zones):
            validate(self.shape.zone_model, z, f"{self.shape.zones}.{i}")
        ids = [z["id"] for z in zones]
        if not ids or len(set(ids)) != len(ids):
            raise InvalidValueError("two zones have one id", at=(self.shape.zones,))
        for a, b in edges or []:
            for z in (a, b):
                if z not in ids:
                    raise InvalidValueError("no zone {zone!r}", at=(self.shape.edges,), zone=z)
        self.zones = copy.deepcopy(zones)
        self.edges = [list(e) for e in edges] if edges is not None else None
        if self.picture is not None:                 # a zone gone takes its box over the picture along
            self.picture["boxes"] = {z: b for z, b in self.picture.get("boxes", {}).items() if z in ids}
        for p in self.participants:
            if self.shape.list_of(p.list).places is None and self.place_of(p) not in ids:
                p.place = ids[0]

    def map_places(self) -> list[str]:
        return [z["id"] for z in self.zones]

    # -- the map picture ----------------------------------------------------------------------------
    def box_places(self) -> list[str]:
        """The places a box over the map picture may name: the map's zones; without zones of its own, the
        places its participants may take (Nechronica's five areas)."""
        if self.shape.zones:
            return self.map_places()
        out: list[str] = []
        for ls in self.shape.lists:
            out += [p for p in ls.places or () if p not in out]
        return out

    def set_picture(self, picture: dict | None) -> None:
        """The map picture (its file by an absolute path, its placement, the zones' boxes over it; None: no
        picture), checked by the ruleset's model: a value out of its bounds, or a box naming no zone, is
        refused and changes nothing."""
        if not self.shape.picture:
            raise InvalidValueError("this game's scenarios have no map picture")
        if picture is not None:
            from pydantic import TypeAdapter, ValidationError
            info = self.shape.model.model_fields[self.shape.picture]
            try:
                checked = TypeAdapter(info.annotation).validate_python(picture)
            except ValidationError as e:
                from vtt.core.files import describe_validation_error
                at, msg = describe_validation_error(e)
                raise FileFormatError(SCENARIO, msg, f"{self.shape.picture}.{at}") from None
            places = self.box_places()
            for zone in checked.boxes:
                if zone not in places:
                    raise InvalidValueError("a box over the map picture names no zone {zone!r}; the zones are: "
                                            "{known}", at=(self.shape.picture, "boxes", zone), zone=zone,
                                            known=", ".join(places) or "-")
            picture = checked.model_dump(mode="json")
        self.picture = picture

    def set_box(self, zone: str, box: tuple[float, float, float, float] | None) -> None:
        """Where ``zone`` lies over the map picture: (x, y, w, h) in parts of the picture (None: nowhere)."""
        if self.picture is None:
            raise InvalidValueError("there is no map picture to place a zone over")
        boxes = dict(self.picture.get("boxes", {}))
        if box is None:
            boxes.pop(zone, None)
        else:
            boxes[zone] = dict(zip("xywh", (float(v) for v in box)))
        self.set_picture({**self.picture, "boxes": boxes})

    # -- participants -----------------------------------------------------------------------------
    def _append(self, p: Participant) -> Participant:
        p.key = self._next_key
        self._next_key += 1
        self.participants.append(p)
        return p

    def taken_ids(self) -> set:
        return {p.id for p in self.participants if p.id}

    def add_file(self, path, kind: str, count: int = 1, side: str | None = None) -> list[Participant]:
        """Add the character in the file ``path`` (of library ``kind``: character, monster); a file that
        broke since it was listed is refused, naming where, and nothing is added."""
        ls = self.shape.list_for(kind, side)
        sheet = load_model(ls.sheet_model, path)
        return self.add(sheet.model_dump(mode="json", exclude_none=True), kind, count, side,
                        source=Path(path).resolve())

    def add(self, sheet: dict, kind: str, count: int = 1, side: str | None = None,
            source: Path | None = None) -> list[Participant]:
        """Add a character (its file's data, checked here) of library ``kind`` ``count`` times, on
        ``side`` (default: the players' side for a character, the other for a monster): ``count`` copies,
        sharing a group where the ruleset groups them (one initiative card), numbered after the first. A
        crowd the ruleset counts (a legion) keeps its file's bodies (``set_count`` changes them); a
        player's character (library kind ``character``) is added once: copies of her would be one person
        twice."""
        ls = self.shape.list_for(kind, side)
        model = validate(ls.sheet_model, sheet, str(source) if source else "<sheet>")
        sheet = with_absolute_pictures(model.model_dump(mode="json", exclude_none=True),
                                       Path(source).parent if source is not None else None)
        if side is None:
            side = ls.side or (self.shape.sides[0] if kind == CHARACTER else self.shape.sides[-1])
        if side not in ls.sides:
            raise InvalidValueError("no side {side!r}; the sides are: {known}", side=side, known=", ".join(ls.sides))
        most = 1 if kind == CHARACTER else MAX_COPIES
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= most:
            if kind == CHARACTER:
                raise InvalidValueError("a player's character takes part once, not {count} times", count=count)
            raise InvalidValueError("a count is 1 to {most}, not {count}", most=most, count=count)
        place = self._first_place(ls, side)
        base = unique_id(sheet["name"], ())
        copies = count
        start = self._number_alike(ls, sheet) if kind != CHARACTER else 1
        numbered = copies > 1 or start > 1
        added = []
        for n in range(start, start + copies):
            fields = {}
            if ls.id:
                taken = self.taken_ids()
                fields[ls.id] = unique_id(f"{base}{n}" if numbered else base, taken)
            if numbered:
                fields.update(self._numbered_names(ls, sheet, n))
            if copies > 1 and ls.group:
                fields[ls.group] = base
            added.append(self._append(Participant(ls.field, copy.deepcopy(sheet), source, side, place, None,
                                                  fields)))
        return added

    def shown_name(self, p: Participant) -> str:
        """The name ``p`` goes by in the battle: her entry's own, else her sheet's."""
        return p.fields.get("name") or p.sheet.get("name", "")

    def _alike(self, ls: ListShape, sheet: dict) -> list[Participant]:
        return [p for p in self.participants if p.list == ls.field and p.sheet.get("name") == sheet["name"]]

    def _number_alike(self, ls: ListShape, sheet: dict) -> int:
        """The number the next copy of ``sheet`` takes: 1 when none is there; else one past the highest of
        those there, the one added alone ("Cinder jackal") numbered 1 now, so no two go by one name."""
        if "name" not in ls.fields:
            return 1
        alike = self._alike(ls, sheet)
        taken = {n for p in alike for n in [_number_in(self.shown_name(p), sheet["name"])] if n is not None}
        for p in alike:
            if "name" not in p.fields:
                first = min(set(range(1, len(alike) + len(taken) + 2)) - taken)
                p.fields.update(self._numbered_names(ls, p.sheet, first))
                taken.add(first)
        return max(taken, default=0) + 1

    @staticmethod
    def _numbered_names(ls: ListShape, sheet: dict, n: int) -> dict:
        out = {}
        if "name" in ls.fields:
            out["name"] = f"{sheet['name']} {n}"
        if "name_ja" in ls.fields and sheet.get("name_ja"):
            out["name_ja"] = f"{sheet['name_ja']}{n}"
        return out

    def _first_place(self, ls: ListShape, side: str) -> str | None:
        """Where a newcomer starts: for a list with places of its own, its default (None); on a map,
        the first zone her side already stands in, else the first (players) or last (the others)."""
        if ls.place is None or ls.places is not None:
            return None
        zones = self.map_places()
        here = next((self.place_of(p) for p in self.participants if p.side == side and p.list == ls.field), None)
        if here is not None:
            return here
        return zones[0] if side == self.shape.sides[0] else zones[-1]

    def remove(self, p: Participant) -> None:
        self.participants = [q for q in self.participants if q.key != p.key]
        if p.id and self.shape.ranges:
            self.ranges = [r for r in self.ranges if p.id not in r[:2]]

    def get(self, key: int) -> Participant:
        p = next((p for p in self.participants if p.key == key), None)
        if p is None:
            raise InvalidValueError("no participant {who!r}", who=key)
        return p

    def places_of(self, p: Participant) -> list[str]:
        """Where ``p`` may start."""
        ls = self.shape.list_of(p.list)
        if ls.place is None:
            return []
        return list(ls.places) if ls.places is not None else self.map_places()

    def place_of(self, p: Participant) -> str | None:
        """Where ``p`` starts: the entry's place, else her sheet's, else the list's default."""
        ls = self.shape.list_of(p.list)
        if p.place is not None:
            return p.place
        if ls.place_default and p.sheet.get(ls.place_default):
            return p.sheet[ls.place_default]
        return ls.entry_place_default

    def place(self, p: Participant, where: str) -> None:
        """``p`` starts in ``where`` (refused, with the places she may take, when it is not one)."""
        allowed = self.places_of(p)
        if where not in allowed:
            raise InvalidValueError("{name} cannot start in {place}; the places are: {known}", name=p.name(),
                                    place=str(where), known=", ".join(allowed) or "-")
        p.place = where

    def set_side(self, p: Participant, side: str) -> None:
        ls = self.shape.list_of(p.list)
        if ls.side_field is None:
            if side != ls.side:
                raise InvalidValueError("{name} is on the side of the list it stands in", name=p.name())
            return
        if side not in ls.sides:
            raise InvalidValueError("no side {side!r}; the sides are: {known}", side=side, known=", ".join(ls.sides))
        p.side = side

    def set_count(self, p: Participant, count: int) -> None:
        ls = self.shape.list_of(p.list)
        if ls.count is None or p.sheet.get(ls.count_of) is None:
            raise InvalidValueError("this game's scenarios give this participant no count")
        most = ls.count_max or MAX_COPIES
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= most:
            raise InvalidValueError("a count is 1 to {most}, not {count}", most=most, count=count)
        p.count = count

    def count_of(self, p: Participant) -> int | None:
        """The crowd ``p`` stands for (a legion's bodies), None for one."""
        ls = self.shape.list_of(p.list)
        if ls.count is None or p.sheet.get(ls.count_of) is None:
            return None
        return p.count if p.count is not None else p.sheet[ls.count_of]

    def set_fields(self, p: Participant, fields: dict) -> None:
        """The entry's own fields (an id, a name, a group, hidden…), checked by the entry's model with the
        rest of the entry; an unknown key is refused."""
        ls = self.shape.list_of(p.list)
        for k in fields:
            if k not in ls.fields:
                raise InvalidValueError("{what} is not a field of the scenario", what=str(k))
        trial = Participant(p.list, p.sheet, None, p.side, p.place, p.count, dict(fields))
        validate(ls.entry, self._entry(trial, None, None), f"{ls.field}.{self.participants.index(p)}")
        old_id = p.id
        p.fields = {k: v for k, v in fields.items() if v is not None}
        if old_id and p.id != old_id and self.shape.ranges:   # the ranges follow her new id
            self.ranges = [[p.id if x == old_id else x for x in r[:2]] + [r[2]] for r in self.ranges]

    # -- starting distances (a ruleset with range bands between pairs) ----------------------------
    def band_default(self) -> str | None:
        """The band of a pair the ranges do not list (read where the ruleset says: its option)."""
        if not self.shape.ranges:
            return None
        return _value_at(self.shape.model, self.shape.band_default, self.rest)

    def effective_ids(self) -> dict[int, str]:
        """Participant key -> the id the battle gives her (her entry's, else made from her name)."""
        taken: set = set()
        out = {}
        for p in self.participants:
            pid = p.id or unique_id(p.fields.get("name") or p.sheet.get("name", ""), taken)
            taken.add(pid)
            out[p.key] = pid
        return out

    def band(self, a: str, b: str) -> str | None:
        """The band between participants ``a`` and ``b`` (ids) at the start."""
        listed = next((r[2] for r in self.ranges if {r[0], r[1]} == {a, b}), None)
        return listed or self.band_default()

    def set_band(self, a: str, b: str, band: str) -> None:
        if not self.shape.ranges:
            raise InvalidValueError("this game's scenarios have no starting distances")
        ids = set(self.effective_ids().values())
        for who in (a, b):
            if who not in ids:
                raise InvalidValueError("no participant {who!r}", who=str(who))
        if a == b:
            raise InvalidValueError("a pair is two participants")
        if band not in self.shape.bands:
            raise InvalidValueError("no band {band!r}; the bands are: {known}", band=str(band),
                                    known=", ".join(self.shape.bands))
        for p in self.participants:               # a range names her: she needs an id of her own
            if p.id is None and self.effective_ids()[p.key] in (a, b):
                p.fields[self.shape.list_of(p.list).id] = self.effective_ids()[p.key]
        for r in self.ranges:
            if {r[0], r[1]} == {a, b}:
                r[2] = band
                return
        self.ranges.append([a, b, band])

    # -- the rest of the scenario ----------------------------------------------------------------
    def set_rest(self, values: dict) -> None:
        """The scenario's other fields (name, options, victory…), checked with the whole."""
        for k in values:
            if k not in self.shape.rest:
                raise InvalidValueError("{what} is not a field of the scenario", what=str(k))
        old = self.rest
        self.rest = {k: v for k, v in values.items() if v is not None}
        try:
            for k in self.rest:
                info = self.shape.model.model_fields[k]
                from pydantic import TypeAdapter, ValidationError
                try:
                    TypeAdapter(info.annotation).validate_python(self.rest[k])
                except ValidationError as e:
                    from vtt.core.files import describe_validation_error
                    at, msg = describe_validation_error(e)
                    raise FileFormatError(SCENARIO, msg, f"{k}.{at}" if at != "(top level)" else k) from None
        except FileFormatError:
            self.rest = old
            raise

    # -- the scenario ----------------------------------------------------------------------------
    def _entry(self, p: Participant, base_dir, refer_under, copied: bool = True) -> dict:
        ls = self.shape.list_of(p.list)
        out = dict(p.fields)
        if p.source is not None and base_dir is not None and refer_under is not None \
                and _inside(p.source, refer_under):
            out[ls.file] = os.path.relpath(p.source, base_dir).replace(os.sep, "/")
        else:
            out[ls.sheet] = copy.deepcopy(p.sheet) if copied else p.sheet
        if ls.side_field:
            out[ls.side_field] = p.side
        if ls.place and p.place is not None:
            out[ls.place] = p.place
        if ls.count and p.count is not None and p.sheet.get(ls.count_of) is not None:
            out[ls.count] = p.count
        return out

    def scenario_data(self, base_dir=None, refer_under=None, inline: bool = False, check: bool = True,
                      copied: bool = True) -> dict:
        """The scenario file's data. A character read from a file under ``refer_under`` (the GM's
        library) is referred to, relative to ``base_dir`` (where the scenario is saved); any other (a
        sample, one written inline) is written inline, so the file stands on its own. ``check``: the
        ruleset's model must accept it (else a FileFormatError naming the field). ``copied=False``: the
        data shares the encounter's (to be checked only, not kept)."""
        shape = self.shape
        data: dict = {"kind": "scenario", "ruleset": self.system_id}
        data.update(copy.deepcopy(self.rest) if copied else self.rest)
        if shape.zones:
            data[shape.zones] = copy.deepcopy(self.zones)
            if shape.edges and self.edges is not None:
                data[shape.edges] = [list(e) for e in self.edges]
        for ls in shape.lists:
            data[ls.field] = [self._entry(p, None if inline else base_dir, None if inline else refer_under, copied)
                              for p in self.participants if p.list == ls.field]
        if shape.ranges:
            data[shape.ranges] = [list(r) for r in self.ranges]
        if shape.picture and self.picture is not None:
            data[shape.picture] = copy.deepcopy(self.picture) if copied else self.picture
        if base_dir is not None and not inline:
            data = rebased(copy.deepcopy(data) if not copied else data, None, base_dir)
        if check:
            validate(shape.model, data, SCENARIO)
        return data

    def empty_sides(self) -> list[str]:
        """The sides (of the two a battle is fought between) no one stands on yet."""
        return [side for side in self.shape.sides[:2] if not any(p.side == side for p in self.participants)]

    def problem(self) -> VttError | None:
        """Why the encounter cannot be played yet (None: it can): its ruleset's model refuses it, or a
        side has no one (a battle no side can win)."""
        try:
            check_sides(self.participants, self.shape.sides)
            self.scenario_data(inline=True, copied=False)
        except VttError as e:
            return e
        return None

    def session(self, seed: int | None = None, history: bool = True):
        """A battle on the encounter (a FileFormatError while it cannot be played); ``seed``: the
        scenario's own, if it gives one."""
        data = self.scenario_data(inline=True)
        if seed is None:
            seed = data.get("seed")
        return registry.get(self.system_id).session_from_setup(data, Path.cwd(), seed, history)


def _value_at(model, path: tuple, given: dict):
    """The value at ``path`` (field names) in data ``given`` of ``model``, else the models' default."""
    value, here = given, model
    for key in path:
        info = here.model_fields.get(key) if here is not None else None
        if isinstance(value, dict) and key in value:
            value = value[key]
        elif info is not None:
            default = info.get_default(call_default_factory=True)
            value = default.model_dump(mode="json") if hasattr(default, "model_dump") else default
        else:
            return None
        here = _model_of(info.annotation) if info is not None else None
    return value


def _inside(path: Path, folder) -> bool:
    try:
        Path(path).resolve().relative_to(Path(folder).resolve())
        return True
    except ValueError:
        return False


def _number_in(name: str, base: str) -> int | None:
    """The copy number ``name`` gives ``base`` ("Cinder jackal 2" → 2), None if it is not one of them."""
    rest = name[len(base):].strip() if name.startswith(base) else ""
    return int(rest) if rest.isdigit() else None

