"""A doll as an Udonarium character piece: a zip holding data.xml, dropped onto an Udonarium table.

The XML follows what Udonarium itself saves (``GameCharacter`` / ``DataElement`` / ``ChatPalette``):
``<character>`` › ``<data name="character">`` › image, common (name, size) and detail sections of
``<data>`` elements, where ``type="numberResource"`` is a gauge (current value in ``currentValue``,
maximum as the text) and ``type="note"`` a multi-line text; then ``<chat-palette dicebot=…>``.
"""
from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
import zipfile

from vtt.core.files import write_atomic
from vtt.rules.nechronica.models import DollFile

from .summary import chat_palette, fetter_label, max_ap, maneuvers_by_location, memo_lines, parts_left, sheet_params

DICEBOT = "Nechronica"          # BCDice's id for the game
NO_IMAGE = "none_icon"          # Udonarium's built-in default piece image
XML_NAME = "data.xml"
FETTER_MAX = 4
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


def doll_to_udonarium_element(doll: DollFile) -> ET.Element:
    root = ET.Element("character", {"location.name": "table", "location.x": "0", "location.y": "0",
                                    "posZ": "0", "rotate": "0", "roll": "0"})
    character = _data(root, "character")
    _data(_data(character, "image"), "imageIdentifier", NO_IMAGE, type="image")
    common = _data(character, "common")
    _data(common, "name", doll.name)
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
    for loc, lines in maneuvers_by_location(doll):
        _data(maneuvers, loc, "\n".join(lines), type="note")

    palette = ET.SubElement(root, "chat-palette", {"dicebot": DICEBOT})
    palette.text = _xml_text("\n".join(chat_palette(doll)))
    return root


def doll_to_udonarium_xml(doll: DollFile) -> str:
    root = doll_to_udonarium_element(doll)
    ET.indent(root)   # whitespace only between elements: no text value changes
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def doll_to_udonarium_zip(doll: DollFile) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(XML_NAME, doll_to_udonarium_xml(doll).encode("utf-8"))
    return buffer.getvalue()


def write_udonarium_zip(doll: DollFile, path) -> None:
    """Write the piece beside ``path`` first and then replace it, so a failure never leaves half a zip."""
    data = doll_to_udonarium_zip(doll)
    write_atomic(path, lambda f: f.write(data))
