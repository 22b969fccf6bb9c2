"""Pictures the files name (a character's portrait, a scenario's map picture), without Qt and without
pydantic: where a picture a file names lies, reading its bytes safely, what kind of picture they are, and
the geometry of a portrait's framing and of a map picture's placement.

A file names a picture as an object under one of PICTURE_KEYS whose ``image`` is a path relative to the
file (``{"portrait": {"image": "../../images/3f…a1.png", "x": 0.5, "y": 0.3, "zoom": 1.6}}``); a setup (the
scenario a battle was made from, its files written in) holds absolute paths, so a saved battle finds them
wherever it is saved. The GM's library keeps its own copy of each picture (vtt.workshop.library).

Reading refuses, with a message naming the file: a missing file (PictureMissing: the file that names it
is kept, its picture shown as missing), a symbolic link, anything but a regular file (a FIFO is never
opened for reading, so it cannot block), a file over MAX_PICTURE_BYTES, and bytes that are no picture of
the kinds below. Decoding (and the declared size's check, before decoding) is vtt.ui.images's, with Qt's
own readers."""
from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import InvalidValueError
from .frozen import Frozen, _set
from .i18n import N_

#: the largest picture file read (a phone's photo is 3–12 MB; a scanned map may be larger)
MAX_PICTURE_BYTES = 50 * 1024 * 1024
#: the most pixels a picture may declare (8192 × 8192) and the longest side: a 30,000 × 30,000 PNG, or a
#: small file whose header claims a huge picture (a decompression bomb), is refused before it is decoded
MAX_PICTURE_PIXELS = 8192 * 8192
MAX_PICTURE_SIDE = 16384
#: the longest path a file may name for a picture
MAX_PICTURE_PATH = 1024
#: where a file names a picture: these keys, holding an object with an ``image`` path
PICTURE_KEYS = ("portrait", "map_picture")
#: the picture formats read, by the name Qt's readers give them -> the file suffix the library writes
FORMATS = {"png": "png", "jpeg": "jpg", "gif": "gif", "webp": "webp", "tiff": "tif", "svg": "svg"}
#: the folder of the GM's library that keeps its pictures
LIBRARY_IMAGES = "images"
ROTATIONS = (0, 90, 180, 270)


#: what vtt.ui.images says of a picture Qt's reader refuses, marked here for the core's catalog
NO_READER = N_("{file}: this vtt has no reader for {format} pictures")
DAMAGED = N_("{file}: the picture is damaged or cut short ({why})")
TOO_MANY_PIXELS = N_("{file}: the picture is {width} × {height} pixels; vtt reads pictures of at most {most} "
                     "million pixels")


class PictureError(InvalidValueError):
    """A picture that cannot be shown: the message names the file (``path``) and why."""

    def __init__(self, template: str, path, **fields):
        self.path = str(path)
        super().__init__(template, file=Path(self.path).name or self.path, **fields)


class PictureMissing(PictureError):
    """The picture a file names is not there (moved, deleted, a library copied without it)."""


def _refuse(template: str, path, **fields) -> PictureError:
    return PictureError(template, path, **fields)


def _not_regular(mode: int, path) -> PictureError:
    if stat.S_ISFIFO(mode):
        return _refuse(N_("{file}: a FIFO (a pipe), not a picture file"), path)
    if stat.S_ISDIR(mode):
        return _refuse(N_("{file}: a folder, not a picture file"), path)
    return _refuse(N_("{file}: a device or a socket, not a picture file"), path)


# -- reading ---------------------------------------------------------------------------------------------

def check_file(path) -> os.stat_result:
    """The picture file at ``path`` as ``os.lstat`` sees it, when it may be read: a regular file (not a
    symbolic link, a FIFO, a device or a folder) of at most MAX_PICTURE_BYTES. Else a PictureError."""
    text = str(path)
    if "\0" in text:
        raise _refuse(N_("{file}: a file name cannot hold a NUL character"), path)
    try:
        st = os.lstat(text)
    except FileNotFoundError:
        raise PictureMissing(N_("{file}: the picture is not there (moved or deleted?)"), path) from None
    except (OSError, ValueError) as e:
        raise _refuse(N_("{file}: the picture cannot be read ({why})"), path,
                      why=getattr(e, "strerror", None) or str(e)) from None
    if stat.S_ISLNK(st.st_mode):
        raise _refuse(N_("{file}: a symbolic link, not a picture file: name the picture itself"), path)
    if not stat.S_ISREG(st.st_mode):
        raise _not_regular(st.st_mode, path)
    if st.st_size > MAX_PICTURE_BYTES:
        raise _refuse(N_("{file}: too large for a picture ({size} MB; at most {most} MB)"), path,
                      size=round(st.st_size / 1048576, 1), most=MAX_PICTURE_BYTES // 1048576)
    return st


def read_picture_bytes(path) -> bytes:
    """The bytes of the picture file at ``path`` (checked by ``check_file``, then opened without following
    a link and without blocking, and checked again as opened), of a picture format vtt reads."""
    check_file(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(str(path), flags)
    except FileNotFoundError:
        raise PictureMissing(N_("{file}: the picture is not there (moved or deleted?)"), path) from None
    except OSError as e:
        raise _refuse(N_("{file}: the picture cannot be read ({why})"), path, why=e.strerror or str(e)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):           # it changed between the look and the opening
            raise _not_regular(st.st_mode, path)
        chunks, size = [], 0
        while size <= MAX_PICTURE_BYTES:
            chunk = os.read(fd, min(1 << 20, MAX_PICTURE_BYTES + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise _refuse(N_("{file}: the picture cannot be read ({why})"), path, why=e.strerror or str(e)) from None
    finally:
        os.close(fd)
    if size > MAX_PICTURE_BYTES:
        raise _refuse(N_("{file}: too large for a picture ({size} MB; at most {most} MB)"), path,
                      size=round(size / 1048576, 1), most=MAX_PICTURE_BYTES // 1048576)
    data = b"".join(chunks)
    picture_format(data, path)
    return data


def picture_format(data: bytes, path="<picture>") -> str:
    """The format of a picture's bytes, by their first bytes (Qt's reader name: png, jpeg, gif, webp,
    tiff, svg); anything else is refused, naming the formats vtt reads."""
    head = data[:16]
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if head.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if head.startswith((b"GIF87a", b"GIF89a")):
        return "gif"
    if head.startswith(b"RIFF") and data[8:12] == b"WEBP":
        return "webp"
    if head.startswith((b"II*\x00", b"MM\x00*")):
        return "tiff"
    text = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if (text.startswith(b"<?xml") or text.startswith(b"<svg") or text.startswith(b"<!--")) and b"<svg" in text:
        return "svg"
    if not data:
        raise _refuse(N_("{file}: the file is empty, not a picture"), path)
    raise _refuse(N_("{file}: not a picture vtt reads (PNG, JPEG, WebP, GIF, TIFF or SVG)"), path)


def picture_hash(data: bytes) -> str:
    """A picture's name by its content: the SHA-256 of its bytes, in hex (what Udonarium names it by)."""
    import hashlib                     # (here: hashlib maps OpenSSL, which a battle's start need not pay)
    return hashlib.sha256(data).hexdigest()


# -- where the pictures a file names lie -------------------------------------------------------------------

def picture_refs(data) -> list[dict]:
    """Every picture object (``{"image": path, ...}`` under one of PICTURE_KEYS) in a file's data, at any
    depth (a scenario's inline characters' portraits too), the objects themselves (to read or change)."""
    out: list[dict] = []
    stack = [data]
    while stack:
        here = stack.pop()
        if isinstance(here, dict):
            for key, value in here.items():
                if key in PICTURE_KEYS and isinstance(value, dict) and isinstance(value.get("image"), str):
                    out.append(value)
                elif isinstance(value, (dict, list)):
                    stack.append(value)
        elif isinstance(here, list):
            stack.extend(v for v in here if isinstance(v, (dict, list)))
    return out


def resolve(image: str, base_dir) -> Path:
    """Where the picture ``image`` (as a file names it: relative to the file's folder ``base_dir``, or
    absolute) lies."""
    path = Path(image)
    if path.is_absolute() or base_dir is None:
        return Path(os.path.normpath(path))
    return Path(os.path.abspath(Path(base_dir) / path))


def relative_to(path, folder) -> str:
    """``path`` as a file in ``folder`` names it: relative, with forward slashes (the same on every
    system), or absolute where no relative path reaches it (another drive)."""
    try:
        return os.path.relpath(Path(path), Path(folder)).replace(os.sep, "/")
    except ValueError:
        return str(path)


def with_absolute_pictures(data, base_dir):
    """``data`` (a file's, changed in place, and returned) with each picture's path made absolute: what a
    setup holds, so a battle saved anywhere finds them."""
    for ref in picture_refs(data):
        ref["image"] = str(resolve(ref["image"], base_dir))
    return data


def pictures_absolute(data, path):
    """A copy of a file's ``data`` (read from ``path``) naming its pictures by absolute paths: what a
    printer or an export is handed (it knows no folder)."""
    import copy
    return with_absolute_pictures(copy.deepcopy(data), Path(str(path)).parent) if picture_refs(data) else data


def rebased(data, from_dir, to_dir):
    """``data`` (changed in place, and returned) with each picture's path, relative to ``from_dir``,
    made relative to ``to_dir``: a file moved or written into another folder names the same pictures."""
    for ref in picture_refs(data):
        ref["image"] = relative_to(resolve(ref["image"], from_dir), to_dir)
    return data


def keep_picture(path, images) -> Path:
    """The copy of the picture at ``path`` in the folder ``images`` (made now unless it is there: a picture is
    named by its content, ``<sha-256>.<ext>``). A file that is no picture, or cannot be read safely, is
    refused (a PictureError naming it); nothing is copied."""
    from .files import write_atomic
    data = read_picture_bytes(path)
    target = Path(images) / f"{picture_hash(data)}.{FORMATS[picture_format(data, path)]}"
    if not (target.is_file() and target.stat().st_size == len(data)):
        write_atomic(target, lambda f: f.write(data), make_parents=True)
    return target


def keep_pictures(data, from_dir, to_dir, images, inside=None) -> None:
    """Each picture ``data`` names (relative to ``from_dir``; None: named absolutely) copied into the folder
    ``images`` (``keep_picture``; one already under the folder ``inside`` stays where it is) and named
    relative to ``to_dir``, where the file holding ``data`` is written. One that cannot be kept (missing,
    refused) is named as it was, by its absolute path: the file is written all the same, its picture shown
    as missing until the GM says where it went."""
    root = Path(inside).resolve() if inside is not None else None
    for ref in picture_refs(data):
        where = resolve(ref["image"], from_dir)
        try:
            mine = root is not None and where.resolve().is_relative_to(root) and where.resolve().is_file()
            kept = where if mine else keep_picture(where, images)
        except (PictureError, OSError):
            ref["image"] = str(where)
            continue
        ref["image"] = relative_to(kept, to_dir)


def boxes_of_zones(data: dict, zones, key: str = "map_picture") -> dict:
    """``data`` (a scenario's, changed in place, and returned) whose map picture keeps the boxes of
    ``zones`` only: a zone the GM deleted takes its box over the picture along."""
    picture = data.get(key)
    if isinstance(picture, dict) and isinstance(picture.get("boxes"), dict):
        picture["boxes"] = {z: b for z, b in picture["boxes"].items() if z in set(zones)}
    return data


# -- geometry ----------------------------------------------------------------------------------------------

def crop_square(width: float, height: float, x: float = 0.5, y: float = 0.5, zoom: float = 1.0):
    """The square of a ``width`` × ``height`` picture a portrait's framing shows: (left, top, side). Its
    side is the picture's shorter side divided by ``zoom`` (at least 1); its centre is at (``x``, ``y``)
    across and down (0–1), moved only as far as keeps the square inside the picture."""
    side = min(width, height) / max(1.0, zoom)
    left = min(max(x * width - side / 2, 0.0), width - side)
    top = min(max(y * height - side / 2, 0.0), height - side)
    return left, top, side


class Placement(Frozen):
    """A map picture (``width`` × ``height``) under a map of ``map_w`` × ``map_h``: turned by
    ``rotation`` (0, 90, 180, 270 degrees clockwise), scaled to fit the map, then ``zoom`` times as large,
    its centre moved by (``x``, ``y``) of the map's width and height from the map's centre. A point of the
    picture is (u, v), 0–1 across and down the picture as its file holds it (before it is turned), so a
    zone's box stays over the same part of the picture however it is placed.
    (A frozen record, vtt.core.frozen, not a dataclass: the first paint places the demo's map picture.)"""

    map_w: float
    map_h: float
    width: float
    height: float
    x: float
    y: float
    zoom: float
    rotation: int
    __slots__ = ("map_w", "map_h", "width", "height", "x", "y", "zoom", "rotation")

    def __init__(self, map_w: float, map_h: float, width: float, height: float, x: float = 0.0, y: float = 0.0,
                 zoom: float = 1.0, rotation: int = 0):
        _set(self, "map_w", map_w)
        _set(self, "map_h", map_h)
        _set(self, "width", width)
        _set(self, "height", height)
        _set(self, "x", x)
        _set(self, "y", y)
        _set(self, "zoom", zoom)
        _set(self, "rotation", rotation)

    @property
    def turned(self) -> tuple[float, float]:
        """The picture's width and height as it lies (turned)."""
        return (self.height, self.width) if self.rotation in (90, 270) else (self.width, self.height)

    @property
    def scale(self) -> float:
        w, h = self.turned
        if w <= 0 or h <= 0:
            return 1.0
        return min(self.map_w / w, self.map_h / h) * self.zoom

    def rect(self) -> tuple[float, float, float, float]:
        """Where the turned picture lies on the map: (left, top, width, height)."""
        w, h = self.turned
        s = self.scale
        cx, cy = self.map_w / 2 + self.x * self.map_w, self.map_h / 2 + self.y * self.map_h
        return cx - w * s / 2, cy - h * s / 2, w * s, h * s

    def to_map(self, u: float, v: float) -> tuple[float, float]:
        """The point (u, v) of the picture on the map."""
        r = self.rotation
        tu, tv = (u, v) if r == 0 else (1 - v, u) if r == 90 else (1 - u, 1 - v) if r == 180 else (v, 1 - u)
        left, top, w, h = self.rect()
        return left + tu * w, top + tv * h

    def to_picture(self, mx: float, my: float) -> tuple[float, float]:
        """The point of the picture (u, v) under the map's point (mx, my)."""
        left, top, w, h = self.rect()
        tu = (mx - left) / w if w else 0.0
        tv = (my - top) / h if h else 0.0
        r = self.rotation
        return (tu, tv) if r == 0 else (tv, 1 - tu) if r == 90 else (1 - tu, 1 - tv) if r == 180 else (1 - tv, tu)

    def box_on_map(self, box) -> tuple[float, float, float, float]:
        """A zone's box over the picture (x, y, w, h of the picture, 0–1) as (left, top, width, height) on
        the map."""
        x, y, w, h = box
        ax, ay = self.to_map(x, y)
        bx, by = self.to_map(x + w, y + h)
        return min(ax, bx), min(ay, by), abs(bx - ax), abs(by - ay)

    def box_of(self, left: float, top: float, width: float, height: float) -> tuple[float, float, float, float]:
        """The box over the picture (x, y, w, h, 0–1) that a rectangle of the map covers."""
        au, av = self.to_picture(left, top)
        bu, bv = self.to_picture(left + width, top + height)
        return min(au, bu), min(av, bv), abs(bu - au), abs(bv - av)
