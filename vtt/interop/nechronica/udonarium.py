"""A doll as an Udonarium character piece: a zip holding data.xml, dropped onto an Udonarium table.

The XML follows what Udonarium itself saves (``GameCharacter`` / ``DataElement`` / ``ChatPalette``):
``<character>`` › ``<data name="character">`` › image, common (name, size) and detail sections of
``<data>`` elements, where ``type="numberResource"`` is a gauge (current value in ``currentValue``,
maximum as the text) and ``type="note"`` a multi-line text; then ``<chat-palette dicebot=…>``.

A doll with a portrait carries its picture as Udonarium loads one from a zip (its FileArchiver reads each
entry by the MIME type its name's extension gives; an image of at most 2 MB becomes an ImageFile whose
identifier is the SHA-256 of its bytes, in hex): the picture file is written whole as ``<sha-256>.<ext>``
beside data.xml, and the character's ``imageIdentifier`` names that hash. Udonarium shows the whole
picture on its piece (the token's framing is vtt's own).
"""
from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
import zipfile

from vtt.core.files import write_atomic
from vtt.core.i18n import N_
from vtt.core.pictures import PictureError, picture_format, picture_hash, read_picture_bytes
from vtt.rules.nechronica.models import DollFile

from .summary import (chat_palette, fetter_label, max_ap, maneuvers_by_location, memo_lines, name_in, parts_left,
                      sheet_params)

DICEBOT = "Nechronica"          # BCDice's id for the game
NO_IMAGE = "none_icon"          # Udonarium's built-in default piece image
XML_NAME = "data.xml"
FETTER_MAX = 4
#: the largest picture Udonarium takes from a zip (FileArchiver.maxImageSize: 2 MB)
MAX_IMAGE_BYTES = 2 * 1024 * 1024
#: a picture's format -> the extension Udonarium reads as an image (its MimeType table; no TIFF there)
IMAGE_EXTENSIONS = {"png": "png", "jpeg": "jpg", "gif": "gif", "webp": "webp", "svg": "svg"}
# Characters XML 1.0 cannot hold at all, escaped or not (ElementTree would write them as they are).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_text(value) -> str:
    return _NOT_XML.sub("", str(value))


def _data(parent: ET.Element, name: str, text: str | int | None = None, **attrs) -> ET.Element:
    el = ET.SubElement(parent, "data", {**attrs, "name": _xml_text(name)})
    if text is not None:
        el.text = _xml_text(text)
    return el


def _resource(parent: ET.Element, name: str, current: int, maximum: int) -> None:
    _data(parent, name, maximum, type="numberResource", currentValue=str(current))


def portrait_file(doll: DollFile) -> tuple[str, bytes] | None:
    """The doll's portrait as the zip carries it: (its name there, its bytes); None: she has none. Its
    picture is named by an absolute path (the export's caller reads the file so: formats.py). A picture
    that is missing, unreadable, over Udonarium's 2 MB or of a format it does not read is refused,
    naming the file and what to do."""
    if doll.portrait is None:
        return None
    path = doll.portrait.image
    data = read_picture_bytes(path)
    fmt = picture_format(data, path)
    if fmt not in IMAGE_EXTENSIONS:
        raise PictureError(N_("{file}: Udonarium does not read {format} pictures (PNG, JPEG, GIF, WebP or SVG): "
                           "pick another portrait"), path, format=fmt.upper())
    if len(data) > MAX_IMAGE_BYTES:
        raise PictureError(N_("{file}: Udonarium takes pictures of at most 2 MB, and this one is {size} MB: pick a "
                           "smaller portrait"), path, size=round(len(data) / 1048576, 1))
    return f"{picture_hash(data)}.{IMAGE_EXTENSIONS[fmt]}", data


def doll_to_udonarium_element(doll: DollFile, image_identifier: str = NO_IMAGE, lang: str = "en") -> ET.Element:
    """The piece's XML: her and her parts' names in ``lang``, its labels in Japanese (Udonarium's tables')."""
    root = ET.Element("character", {"location.name": "table", "location.x": "0", "location.y": "0",
                                    "posZ": "0", "rotate": "0", "roll": "0"})
    character = _data(root, "character")
    _data(_data(character, "image"), "imageIdentifier", image_identifier, type="image")
    common = _data(character, "common")
    _data(common, "name", name_in(doll, lang))
    _data(common, "size", 1)
    detail = _data(character, "detail")

    resources = _data(detail, "リソース")
    ap = max_ap(doll)
    _resource(resources, "行動値", ap, ap)
    for loc, intact, total in parts_left(doll):
        _resource(resources, loc, intact, total)
    if doll.fetters:            # an empty <data> Udonarium shows as a blank text field, not a section
        fetters = _data(detail, "未練")
        for f in doll.fetters:
            _resource(fetters, fetter_label(f), f.madness, FETTER_MAX)

    info = _data(detail, "情報")
    for label, value in sheet_params(doll):
        _data(info, label, value)
    _data(info, "説明", "\n".join(memo_lines(doll)), type="note")

    maneuvers = _data(detail, "マニューバ")
    for loc, lines in maneuvers_by_location(doll, lang):
        _data(maneuvers, loc, "\n".join(lines), type="note")

    palette = ET.SubElement(root, "chat-palette", {"dicebot": DICEBOT})
    palette.text = _xml_text("\n".join(chat_palette(doll, lang)))
    return root


def doll_to_udonarium_xml(doll: DollFile, image_identifier: str = NO_IMAGE, lang: str = "en") -> str:
    root = doll_to_udonarium_element(doll, image_identifier, lang)
    ET.indent(root)   # whitespace only between elements: no text value changes
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def doll_to_udonarium_zip(doll: DollFile, lang: str = "en") -> bytes:
    """The piece: data.xml, and her portrait's picture when she has one (named by its hash, as Udonarium
    names it when it loads it)."""
    picture = portrait_file(doll)
    identifier = picture[0].rpartition(".")[0] if picture else NO_IMAGE
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(XML_NAME, doll_to_udonarium_xml(doll, identifier, lang).encode("utf-8"))
        if picture is not None:
            z.writestr(picture[0], picture[1], zipfile.ZIP_STORED)      # (a picture is compressed already)
    return buffer.getvalue()


def write_udonarium_zip(doll: DollFile, path, lang: str = "en") -> None:
    """Write the piece beside ``path`` first and then replace it, so a failure never leaves half a zip."""
    data = doll_to_udonarium_zip(doll, lang)
    write_atomic(path, lambda f: f.write(data))
