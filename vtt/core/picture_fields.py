"""The picture fields of every ruleset's file models (pydantic): a character's portrait (a picture file
and the square of it her token shows) and a scenario's map picture (a picture file under the map, how it
lies there, and each zone's box over it). The paths are relative to the file (vtt.core.pictures).
Imported only where a file is read, with the models."""
from __future__ import annotations

from typing import Literal, Optional

from pydantic import Field, field_validator

from .errors import InvalidValueError
from .file_model import file_model
from .pictures import MAX_PICTURE_PATH, PICTURE_KEYS, resolve

_Model = file_model(1)
#: the most zone boxes a map picture holds (a scenario's zones are far fewer)
MAX_BOXES = 200
_IMAGE = dict(min_length=1, max_length=MAX_PICTURE_PATH, title="Picture",
              description="the picture file, relative to this file (PNG, JPEG, WebP, GIF, TIFF or SVG)")


def _no_nul(value: str) -> str:
    if "\0" in value:                  # (no file is named so: refused here, not when it is read)
        raise InvalidValueError("a picture's file name cannot hold a NUL character")
    return value


class Portrait(_Model):
    """A portrait: a picture file and the square of it a token shows (a circle on the map)."""

    image: str = Field(**_IMAGE)
    _image = field_validator("image")(_no_nul)
    x: float = Field(0.5, strict=True, ge=0, le=1, title="Centre across",
                     description="the framing's centre across the picture: 0 its left edge, 1 its right")
    y: float = Field(0.5, strict=True, ge=0, le=1, title="Centre down",
                     description="the framing's centre down the picture: 0 its top, 1 its bottom")
    zoom: float = Field(1.0, strict=True, ge=1, le=20,
                        description="1: the framing is the picture's shorter side; 2: half of it")


class ZoneBox(_Model):
    """Where a zone lies over the map picture: its box, in parts of the picture's width and height."""

    x: float = Field(ge=0, strict=True, le=1, description="its left edge: 0 the picture's left, 1 its right")
    y: float = Field(ge=0, strict=True, le=1, description="its top edge: 0 the picture's top, 1 its bottom")
    w: float = Field(gt=0, strict=True, le=1, title="Width", description="its width, in parts of the picture's width")
    h: float = Field(gt=0, strict=True, le=1, title="Height",
                     description="its height, in parts of the picture's height")


class MapPicture(_Model):
    """A picture under the map: the file, how it lies (moved, zoomed, turned, dimmed) and the zones' boxes."""

    image: str = Field(**_IMAGE)
    _image = field_validator("image")(_no_nul)
    x: float = Field(0.0, strict=True, ge=-1, le=1, title="Moved across",
                     description="its centre moved across from the map's centre, in map widths")
    y: float = Field(0.0, strict=True, ge=-1, le=1, title="Moved down",
                     description="its centre moved down from the map's centre, in map heights")
    zoom: float = Field(1.0, strict=True, ge=0.1, le=10, description="1: the picture fits the map; 2: twice as large")
    rotation: Literal[0, 90, 180, 270] = Field(0, description="turned clockwise by this many degrees")
    brightness: float = Field(0.8, strict=True, ge=0.1, le=1.5,
                              description="1: as the file has it; lower: dimmed, so markers and names stay readable")
    boxes: dict[str, ZoneBox] = Field(default_factory=dict, max_length=MAX_BOXES,
                                      description="zone id -> where the zone lies over the picture")

    @field_validator("rotation", mode="before")
    @classmethod
    def _a_number(cls, v):
        if isinstance(v, bool):             # (True is 1 and False 0 to Python: no rotation of a file's)
            raise InvalidValueError("a rotation is 0, 90, 180 or 270 degrees, not {value!r}", value=v)
        return v


def portrait_field():
    """A character file's portrait (drawn by the editor's portrait widget, vtt.ui.workshop.portrait)."""
    return Field(None, description="a picture of the character, and the square of it her token shows",
                 json_schema_extra={"widget": "portrait"})


def map_picture_field():
    """A scenario's map picture (placed by the encounter builder: vtt.workshop.encounter's ``picture``)."""
    return Field(None, title="Map picture", description="a picture under the map, and where the zones lie over it",
                 json_schema_extra={"encounter": "picture"})


def check_boxes(picture: Optional[MapPicture], zones, field: str = "map_picture") -> None:
    """Each box of a map picture names one of ``zones`` (the scenario's zone or area ids)."""
    if picture is None:
        return
    known = list(zones)
    for key in picture.boxes:
        if key not in known:
            raise InvalidValueError("a box over the map picture names no zone {zone!r}; the zones are: {known}",
                                    at=(field, "boxes", key), zone=key, known=", ".join(known) or "-")



def with_absolute_paths(model, base_dir):
    """A copy of ``model`` (a character or scenario file's) whose own pictures (its portrait, its map
    picture) name their files by absolute paths, read relative to ``base_dir``: what a setup holds."""
    update = {}
    for key in PICTURE_KEYS:
        picture = getattr(model, key, None)
        if picture is not None:
            update[key] = picture.model_copy(update={"image": str(resolve(picture.image, base_dir))})
    return model.model_copy(update=update) if update else model
