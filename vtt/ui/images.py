"""Pictures on screen and paper, read with Qt's own readers only (QImageReader: PNG, JPEG, WebP, GIF, TIFF
and SVG ship with PySide6): a portrait cut to its framing, a map picture as it lies under a map, and a
placeholder where a picture is missing.

Reading refuses, with a message naming the file (vtt.core.pictures.PictureError, told in the interface
language by ``picture_text``): what vtt.core.pictures refuses before a byte is decoded (a missing file, a
link, a FIFO, a device, a file over 50 MB, bytes of no picture format), then a picture whose declared size
is too large (read from its header before it is decoded: a 30,000 × 30,000 PNG, a decompression bomb), a
format this Qt has no reader for, and a truncated or corrupt one. A big picture is scaled once, when it is
read, to the bound asked for (a map: twice the screen; a portrait: PORTRAIT_BOUND), and a portrait drawn
again and again is cached already cut and scaled, per (file, framing, size, shape); a map keeps the layer
``map_layer`` draws, one per size, so a repaint draws one pixmap."""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

from vtt.core import i18n as core_i18n, pictures
from vtt.ui import theme

DAMAGED, MAX_PICTURE_PIXELS, MAX_PICTURE_SIDE = pictures.DAMAGED, pictures.MAX_PICTURE_PIXELS, pictures.MAX_PICTURE_SIDE
NO_READER, TOO_MANY_PIXELS, PictureError = pictures.NO_READER, pictures.TOO_MANY_PIXELS, pictures.PictureError
PictureMissing, Placement, crop_square = pictures.PictureMissing, pictures.Placement, pictures.crop_square
picture_format, read_picture_bytes, resolve = pictures.picture_format, pictures.read_picture_bytes, pictures.resolve
fill = theme.fill

#: a portrait is kept at most this many pixels across (a token is a few dozen; a printed box ~ 500 at 300 dpi)
PORTRAIT_BOUND = 1024
#: a portrait on paper is drawn at most this many pixels across (300 dpi in a box of two inches)
PRINT_PIXELS = 600
#: a map picture without a screen to measure: kept at most this large (twice a 1920 × 1080 screen)
DEFAULT_MAP_BOUND = (3840, 2160)
#: Qt's own ceiling on one image's memory, in MB (above the largest picture the declared size lets through)
ALLOCATION_LIMIT_MB = 320
#: how many read pictures and cut portraits are kept
CACHE_SIZE = 64


def picture_text(error: Exception, lang: str | None = None) -> str:
    """A picture's refusal in the interface language (the core's catalog)."""
    if lang is None:
        from vtt.ui.i18n import current_language
        lang = current_language()
    return core_i18n.CORE.refusal_text(error, lang) if isinstance(error, PictureError) else str(error)


def supported_formats() -> set[str]:
    """The picture formats this Qt reads, of those vtt takes (vtt.core.pictures.FORMATS)."""
    from PySide6.QtGui import QImageReader
    return {bytes(f).decode() for f in QImageReader.supportedImageFormats()}


def map_bound() -> tuple[int, int]:
    """The largest a map picture is kept: twice the largest screen (none: twice 1920 × 1080)."""
    app = QGuiApplication.instance()
    screens = QGuiApplication.screens() if app is not None else []
    if not screens:
        return DEFAULT_MAP_BOUND
    w = max(s.geometry().width() * s.devicePixelRatio() for s in screens)
    h = max(s.geometry().height() * s.devicePixelRatio() for s in screens)
    return int(w * 2), int(h * 2)


def read_image(path, bound: tuple[int, int] | None = None) -> QImage:
    """The picture at ``path``, decoded by Qt's reader for its format, scaled down (once, here) to fit
    ``bound`` (width, height) when it is larger. Refused with a PictureError naming the file."""
    return _read_image(path, bound, read_picture_bytes(path))


def _read_image(path, bound: tuple[int, int] | None, data: bytes) -> QImage:
    """read_image of the picture whose bytes ``data`` were read from ``path``."""
    fmt = picture_format(data, path)
    # kept decoded by an earlier start: its pixels (no reader loaded: Qt's readers, their plugins and their
    # types are for a picture read the first time)
    kept = _decoded_path(data, bound)
    image = _read_decoded(kept)
    if image is not None:
        return image
    if fmt not in supported_formats():
        raise PictureError(NO_READER, path, format=fmt.upper())
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageReader
    if QImageReader.allocationLimit() < ALLOCATION_LIMIT_MB:
        QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, fmt.encode())
    try:
        image = _decode(reader, path, bound)
    finally:
        # the reader goes before its buffer: Qt's TIFF reader touches the device as it is destroyed
        del reader
        buffer.close()
    _write_decoded(kept, image)
    return image


def _decode(reader, path, bound) -> QImage:
    """What ``reader`` (a QImageReader) reads, checked, scaled to ``bound``."""
    from PySide6.QtCore import QSize
    reader.setAutoDetectImageFormat(False)          # this format's reader only: no other plugin sees the bytes
    size = reader.size()                            # from the header: nothing decoded yet
    if not size.isValid() or size.width() <= 0 or size.height() <= 0:
        raise PictureError(DAMAGED, path, why=reader.errorString() or "no size")
    w, h = size.width(), size.height()
    if w * h > MAX_PICTURE_PIXELS or max(w, h) > MAX_PICTURE_SIDE:
        raise PictureError(TOO_MANY_PIXELS, path, width=w, height=h, most=f"{MAX_PICTURE_PIXELS // 1_000_000}")
    if bound is not None and (w > bound[0] or h > bound[1]):
        s = min(bound[0] / w, bound[1] / h)
        reader.setScaledSize(QSize(max(1, round(w * s)), max(1, round(h * s))))
    image = reader.read()
    if image.isNull():
        raise PictureError(DAMAGED, path, why=reader.errorString() or "nothing decoded")
    return image


# -- kept decoded, between runs --------------------------------------------------------------------------------
# A picture read is kept decoded (its pixels as Qt holds them) in the data folder, named by its bytes (two
# checksums and the length) and the bound it was scaled to: the next start reads the pixels back instead of
# decoding the file again (the demo's 1280 x 800 map: ~40 M instructions of PNG decoding at the first paint, a
# few to read back). A kept file that is short, foreign or of another layout is decoded again and written anew;
# the folder is kept under DECODED_MB, the oldest files going first.

#: the layout of a kept file: this, then width, height, bytes per line and QImage.Format (4 bytes each), the pixels
DECODED_MAGIC = b"vtt-decoded-1\n"
#: the pixel formats kept (no colour table): what Qt's readers give for PNG, JPEG, WebP, GIF, TIFF, SVG pictures
_KEPT_FORMATS = ("Format_RGB32", "Format_ARGB32", "Format_ARGB32_Premultiplied", "Format_RGB888",
                 "Format_RGBA8888", "Format_Grayscale8", "Format_Grayscale16", "Format_RGBX64", "Format_RGBA64")
#: the folder of kept pictures is kept under this many MB
DECODED_MB = 256


def decoded_dir() -> Path:
    from vtt.ui import paths
    return paths.default_data_dir() / "decoded"


def _decoded_path(data: bytes, bound) -> Path:
    scaled = "full" if bound is None else f"{bound[0]}x{bound[1]}"
    return _kept_path(data, scaled)


def _kept_path(data: bytes, what: str) -> Path:
    """The kept file of a picture's bytes ``data`` made into ``what`` (a bound it was scaled to, a portrait's cut)."""
    import zlib
    return decoded_dir() / f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}-{len(data)}-{what}.px"


def _read_decoded(path: Path) -> QImage | None:
    """The pixels kept at ``path``, or None (missing, short, foreign: decoded again). Read straight into the image
    (no copy of the file's bytes on the way: the demo's map is 4 MB)."""
    head = len(DECODED_MAGIC) + 16
    try:
        with open(path, "rb") as f:
            raw = f.read(head)
            size = os.fstat(f.fileno()).st_size
            if not raw.startswith(DECODED_MAGIC) or len(raw) < head:
                return None
            w, h, bpl, fmt = (int.from_bytes(raw[head - 16 + 4 * i:head - 12 + 4 * i], "little") for i in range(4))
            formats = _kept_formats()
            if (fmt not in formats or not 0 < w <= MAX_PICTURE_SIDE or not 0 < h <= MAX_PICTURE_SIDE
                    or w * h > MAX_PICTURE_PIXELS or bpl < w or size != head + bpl * h):
                return None
            image = QImage(w, h, formats[fmt])
            if image.isNull() or image.bytesPerLine() != bpl or f.readinto(image.bits()) != bpl * h:
                return None
    except OSError:
        return None
    return image


@lru_cache(maxsize=1)
def _kept_formats() -> dict:
    """QImage.Format of each kept format, by its number."""
    return {int(getattr(QImage.Format, name).value): getattr(QImage.Format, name) for name in _KEPT_FORMATS}


#: whether this process has trimmed the kept folder (_write_decoded)
_TRIMMED: list = []


def _write_decoded(path: Path, image: QImage, small: bool = False) -> None:
    """Keep ``image``'s pixels at ``path`` (nothing when its format is not kept or the folder cannot be written),
    then keep the folder under DECODED_MB; after a ``small`` one (a portrait's cut, a few KB, written at each size a
    start first shows it at) only where this process has not yet (a trim reads the whole folder: ~0.1 M
    instructions at a first paint, most of a cut's write)."""
    if image.format().name not in _KEPT_FORMATS:
        return
    head = b"".join(int(v).to_bytes(4, "little")
                    for v in (image.width(), image.height(), image.bytesPerLine(), image.format().value))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_suffix(f".{os.getpid()}.part")
        with open(part, "wb") as f:
            f.write(DECODED_MAGIC + head)
            f.write(image.constBits())                 # (no copy: the image's own bytes)
        os.replace(part, path)
        if not (small and _TRIMMED):
            _trim_decoded(path.parent)
            _TRIMMED.append(True)
    except OSError:
        pass


def _trim_decoded(folder: Path) -> None:
    """The oldest kept pictures removed while the folder holds more than DECODED_MB."""
    # (each file stat'ed once, by its directory entry: a kept portrait's cut is written at each size a start first
    # shows it at, and a glob with two stats a file was ~0.3 M instructions a write)
    files = []
    with os.scandir(folder) as entries:
        for e in entries:
            if e.name.endswith(".px"):
                st = e.stat(follow_symlinks=False)
                files.append((st.st_mtime_ns, st.st_size, e.path))
    files.sort(reverse=True)
    total = 0
    for _, size, p in files:
        total += size
        if total > DECODED_MB * 1024 * 1024:
            Path(p).unlink(missing_ok=True)


# -- kept, read once ---------------------------------------------------------------------------------------

class _Kept(dict):
    """The last CACHE_SIZE results, the oldest forgotten first. (A dict keeps its order: no OrderedDict, whose
    ``collections`` PySide's import check would read, 52 KB of source, ~0.8 M instructions at the first paint.)"""

    def get_or(self, key, make):
        if key in self:
            value = self.pop(key)
            self[key] = value                 # (the last used last)
        else:
            try:
                value = make()
            except PictureError as e:
                value = e                     # a refusal is kept too: a missing file is not looked for per paint
            self[key] = value
            if len(self) > CACHE_SIZE:
                del self[next(iter(self))]
        if isinstance(value, PictureError):
            raise value
        return value


_IMAGES = _Kept()
_CUT = _Kept()


def _stamp(path: Path) -> tuple:
    """What says a file changed (its size and time); a missing file has none."""
    try:
        st = os.lstat(path)
        return st.st_size, st.st_mtime_ns
    except OSError:
        return ()


def image_of(image: str, base_dir=None, bound: tuple[int, int] | None = None) -> QImage:
    """The picture a file names (``image``, relative to ``base_dir``), read and scaled once, kept while
    the file stays the same. Refused: a PictureError."""
    path = resolve(image, base_dir)
    return _IMAGES.get_or((str(path), _stamp(path), bound), lambda: read_image(path, bound))


def forget(path=None) -> None:
    """Forget what was read (of ``path``; None: everything): the GM pointed a missing picture elsewhere."""
    for kept in (_IMAGES, _CUT):
        for key in [k for k in kept if path is None or k[0] == str(path)]:
            del kept[key]


# -- portraits -----------------------------------------------------------------------------------------------

def framing(portrait) -> tuple[str, float, float, float]:
    """(image, x, y, zoom) of a portrait, as a model (vtt.core.picture_fields.Portrait) or as a file holds it."""
    get = portrait.get if isinstance(portrait, dict) else (lambda k, d=None: getattr(portrait, k, d))
    return str(get("image")), float(get("x", 0.5)), float(get("y", 0.5)), float(get("zoom", 1.0))


def cut(image: QImage, x: float, y: float, zoom: float, size: int, shape: str = "square") -> QImage:
    """The square of ``image`` a framing shows, ``size`` pixels across; ``shape`` "circle": the circle in
    it, transparent around (a token)."""
    left, top, side = crop_square(image.width(), image.height(), x, y, zoom)
    square = image.copy(round(left), round(top), max(1, round(side)), max(1, round(side)))
    square = square.scaled(size, size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    if shape != "circle":
        return square.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    out = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)                 # the circle, then the picture in it (no clip path: its type is
    p.setBrush(QColor(255, 255, 255))          # not built before a map with portraits first paints)
    p.drawEllipse(QRectF(0, 0, size, size))
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    p.drawImage(0, 0, square)
    p.end()
    return out


@lru_cache(maxsize=256)
def _resolved(image: str, base_dir) -> Path:
    return resolve(image, base_dir)


def portrait_image(portrait, base_dir=None, size: int = 64, shape: str = "circle") -> QImage:
    """A portrait cut to its framing, ``size`` pixels across (a token's circle, a printed square), kept per
    (file, framing, size, shape): what a map draws at each paint. Refused: a PictureError."""
    image, x, y, zoom = framing(portrait)
    path = _resolved(image, None if base_dir is None else str(base_dir))
    key = (str(path), _stamp(path), x, y, zoom, size, shape)
    return _CUT.get_or(key, lambda: _kept_cut(path, x, y, zoom, size, shape))


#: what a kept cut's name says of how it was cut (another way of cutting: another name, the old files unread)
CUT_KIND = "cut1"


def _kept_cut(path: Path, x: float, y: float, zoom: float, size: int, shape: str) -> QImage:
    """A portrait's cut, kept decoded between starts as a read picture is (named by its file's bytes, its framing,
    size and shape): a start that finds it reads a few thousand pixels back, not the portrait's (256 × 256 in the
    demos) to copy and scale down again (docs/gui.md, "The eleventh round (first paint: the map and the sheet)").
    A kept cut that is broken or of another size is cut again and written anew."""
    data = read_picture_bytes(path)
    picture_format(data, path)                      # (bytes of no picture format: refused as reading them is)
    kept = _kept_path(data, f"{CUT_KIND}-{PORTRAIT_BOUND}-{x!r}-{y!r}-{zoom!r}-{size}-{shape}")
    out = _read_decoded(kept)
    if out is not None and out.width() == size and out.height() == size:
        return out
    bound = (PORTRAIT_BOUND, PORTRAIT_BOUND)          # (image_of's, its bytes not read again)
    source = _IMAGES.get_or((str(path), _stamp(path), bound), lambda: _read_image(path, bound, data))
    out = cut(source, x, y, zoom, size, shape)
    _write_decoded(kept, out, small=True)
    return out


def portrait_or_placeholder(portrait, size: int, shape: str = "square") -> tuple[QImage, str]:
    """A portrait (its picture by an absolute path) cut to ``size`` pixels, for a panel or a card; where its
    picture cannot be shown, the placeholder and why (a tooltip's text), never a refusal."""
    try:
        return portrait_image(portrait, None, size, shape), ""
    except PictureError as e:
        return placeholder(size, shape), missing_text(e)


def show_portrait(label, portrait, px: int) -> None:
    """A QLabel ``px`` pixels square showing ``portrait`` (a sheet's, beside her name or tracks): the
    placeholder, and why in its tooltip, where its picture is missing; hidden when she has none."""
    label.setVisible(portrait is not None)
    if portrait is None:
        return
    from PySide6.QtGui import QPixmap
    ratio = label.devicePixelRatioF()
    image, why = portrait_or_placeholder(portrait, round(px * ratio))
    image.setDevicePixelRatio(ratio)
    label.setPixmap(QPixmap.fromImage(image))
    label.setToolTip(why)


def placeholder(size: int, shape: str = "square", text: str = "?") -> QImage:
    """What stands where a picture is missing: a grey box (or circle) with a question mark."""
    out = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(120, 120, 120), max(1.0, size / 32), Qt.PenStyle.DashLine))
    p.setBrush(QColor(70, 70, 70, 160))
    r = QRectF(1, 1, size - 2, size - 2)
    p.drawEllipse(r) if shape == "circle" else p.drawRect(r)
    f = p.font()
    f.setPixelSize(max(6, size // 2))
    p.setFont(f)
    p.setPen(QColor(220, 220, 220))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    return out


def draw_portrait(painter: QPainter, rect: QRectF, portrait) -> str | None:
    """A framed box in ``rect`` (device units) with the portrait cut to its framing inside (the box's own
    size, at most PRINT_PIXELS across), on a printed sheet; no portrait: the empty box (a blank sheet's, to
    draw in). A missing or refused picture: the placeholder. Returns why the picture is not shown (None: it
    is, or there is none)."""
    painter.save()
    why = None
    if portrait is not None:
        size = max(8, min(PRINT_PIXELS, round(min(rect.width(), rect.height()))))
        try:
            square = portrait_image(portrait, None, size, "square")
            flat = QImage(square.size(), QImage.Format.Format_RGB32)     # on white: no transparency in a PDF
            flat.fill(Qt.GlobalColor.white)
            p = QPainter(flat)
            p.drawImage(0, 0, square)
            p.end()
            painter.drawImage(rect, flat)
        except PictureError as e:
            why = picture_text(e)
            painter.drawImage(rect, placeholder(max(8, min(256, size))))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0), max(1.0, rect.width() / 160)))
    painter.drawRect(rect)
    painter.restore()
    return why


# -- map pictures ----------------------------------------------------------------------------------------------

def draw_map_picture(painter: QPainter, width: float, height: float, picture, image: QImage) -> Placement:
    """``image`` (the map picture's, read) where its placement puts it on a map ``width`` × ``height``,
    turned and dimmed (or brightened) as it says (``picture``: a model or a file's dict). Returns the
    placement (where its zones' boxes lie)."""
    get = picture.get if isinstance(picture, dict) else (lambda k, d=None: getattr(picture, k, d))
    placement = Placement(width, height, image.width(), image.height(), float(get("x", 0.0)), float(get("y", 0.0)),
                          float(get("zoom", 1.0)), int(get("rotation", 0)))
    brightness = float(get("brightness", 1.0))
    left, top, w, h = placement.rect()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.translate(left + w / 2, top + h / 2)
    painter.rotate(placement.rotation)
    iw, ih = image.width() * placement.scale, image.height() * placement.scale
    target = QRectF(-iw / 2, -ih / 2, iw, ih)
    painter.drawImage(target, image)
    if brightness < 1:
        fill(painter, target, QColor(0, 0, 0, round(255 * (1 - brightness))))   # (fillRect builds QGradient)
    elif brightness > 1:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Plus)
        painter.setOpacity(min(1.0, brightness - 1))
        painter.drawImage(target, image)
    painter.restore()
    return placement


def map_layer(picture, base_dir, width: float, height: float, ratio: float = 1.0,
              background: QColor | None = None) -> tuple[QImage, Placement]:
    """The map picture drawn on a layer of ``width`` × ``height`` (device-independent pixels; ``ratio``
    device pixels each), on ``background`` (None: transparent), and its placement: what a map keeps and draws
    at each repaint (not kept here: a map keeps its own, one per size). Refused: a PictureError."""
    get = picture.get if isinstance(picture, dict) else (lambda k, d=None: getattr(picture, k, d))
    image = image_of(str(get("image")), base_dir, map_bound())
    # on an opaque background the layer has no alpha (a pixmap made of it is neither searched for alpha pixels nor
    # copied into another format: ~1.3 M instructions at the demo's first paint), else premultiplied alpha
    opaque = background is not None and background.alpha() == 255
    layer = QImage(max(1, round(width * ratio)), max(1, round(height * ratio)),
                   QImage.Format.Format_RGB32 if opaque else QImage.Format.Format_ARGB32_Premultiplied)
    layer.setDevicePixelRatio(ratio)
    if background is None:
        layer.fill(Qt.GlobalColor.transparent)
    else:
        layer.fill(background)
    p = QPainter(layer)
    placement = draw_map_picture(p, width, height, picture, image)
    p.end()
    return layer, placement


def missing_text(error: PictureError) -> str:
    """What a placeholder's tooltip says: why, and what to do."""
    if isinstance(error, PictureMissing):
        return QCoreApplication.translate("Pictures", "{0} — pick where it went with Find…").format(
            picture_text(error))
    return picture_text(error)


class PictureDrops:
    """A widget (this first among its bases) a picture file may be dropped on: ``picture_dropped(path)``
    takes it; any other drag goes on to the widget's own handling."""

    def dragEnterEvent(self, e) -> None:
        if dropped_file(e.mimeData()) is not None:
            e.acceptProposedAction()
        else:
            super().dragEnterEvent(e)

    def dragMoveEvent(self, e) -> None:
        if dropped_file(e.mimeData()) is not None:
            e.acceptProposedAction()
        else:
            super().dragMoveEvent(e)

    def dropEvent(self, e) -> None:
        path = dropped_file(e.mimeData())
        if path is None:
            return super().dropEvent(e)
        e.acceptProposedAction()
        self.picture_dropped(path)

    def picture_dropped(self, path: str) -> None:
        raise NotImplementedError


def dropped_file(mime) -> str | None:
    """The first local file a drag carries (a picture file dropped from a file manager); None: none."""
    if mime is None or not mime.hasUrls():
        return None
    return next((u.toLocalFile() for u in mime.urls() if u.isLocalFile()), None)


#: the picture files a file dialog offers
PICTURE_FILTER = "*.png *.jpg *.jpeg *.webp *.gif *.tif *.tiff *.svg"


def ask_picture_file(parent, title: str) -> str:
    """A picture file the GM picks in a file dialog ("": none)."""
    from PySide6.QtWidgets import QFileDialog
    path, _ = QFileDialog.getOpenFileName(parent, title, "", QCoreApplication.translate("Pictures", "Pictures")
                                          + f" ({PICTURE_FILTER})")
    return path
