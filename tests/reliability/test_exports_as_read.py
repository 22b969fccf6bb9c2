"""#48, the exports as the programs they go to read them, with hostile text in every field a person types.

Udonarium (TK11235/udonarium, read from its source: FileArchiver.handleZip/handleText, XmlUtil.xml2element,
ObjectSerializer.parseXml, ObjectNode.parseInnerXml, MimeType, ImageFile.createAsync): a dropped zip's entries are
read by the MIME type their names' extensions give (``data.xml`` as text/xml, a picture as image/*, at most 2 MB, its
identifier the SHA-256 of its bytes in hex); the XML is first stripped of what its ``sanitizePattern`` takes out
(C0 controls but tab, CR and LF; U+FFFD-U+FFFF; lone surrogates) and trimmed, then parsed as XML (a parse error
loses the piece); each element becomes the object its tag names (``character``, ``data``, ``chat-palette``; an
unknown tag is dropped) and a ``data`` with no child element takes its text (innerHTML with the five entities
decoded: the text itself) as its value. Emulated here, the piece of every shipped doll and of dolls whose name,
fetters, parts and memo hold markup, entities, ``]]>``, controls, emoji, CR LF and 100,000 characters must parse, and
show the name, the resources and the palette Udonarium would show.

CCFOLIA (its clipboard format, ``{"kind": "character", "data": {...}}``): every ruleset's character as exported is
JSON CCFOLIA reads — a name, status bars of whole numbers with a label and max, params of text, a memo and commands of
text — however hostile the names in the sheet."""
from __future__ import annotations

import hashlib
import io
import json
import re
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from vtt import RESOURCES
from vtt.core import registry
from vtt.core.errors import FileFormatError
from vtt.core.files import validate

#: XmlUtil.sanitizePattern, as Python (a lone surrogate cannot reach us: no file holds one)
UDONARIUM_SANITIZE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffd\ufffe\uffff]")
#: MimeType.types, the part of it a piece uses
UDONARIUM_MIME = {"xml": "text/xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
                  "webp": "image/webp", "svg": "image/svg+xml"}
UDONARIUM_MAX_IMAGE = 2 * 1024 * 1024
UDONARIUM_TAGS = {"character", "data", "chat-palette"}

HOSTILE_TEXT = ["<b>bold</b> & 'q' \"dq\"", "&lt;not markup&gt; &amp;", "]]> <![CDATA[x]]>", "a\x01b\x1fc\x7fd",
                "tab\there\r\nCRLF\rCR", "😀🧟‍♀️ 名前 \u202eRTL", "x" * 100_000, "\ufffe\uffff\ufffd", "{{var}} ${x} %s"]


def udonarium_reads(zip_bytes: bytes) -> tuple[ET.Element, dict]:
    """What Udonarium makes of a dropped piece: (the character's XML as parsed, {identifier: MIME type} of its
    pictures), or an AssertionError where it would lose the piece or a picture."""
    images, xml = {}, None
    with zipfile.ZipFile(io.BytesIO(zip_bytes)) as z:
        for name in z.namelist():
            data = z.read(name)
            mime = UDONARIUM_MIME.get(name.rsplit(".", 1)[-1].lower(), "")
            assert mime, f"{name}: Udonarium reads an entry of no known type as a zip, and fails"
            if mime.startswith("image/"):
                assert len(data) <= UDONARIUM_MAX_IMAGE, f"{name}: over Udonarium's 2 MB"
                images[hashlib.sha256(data).hexdigest()] = mime
            else:
                assert xml is None, "one data.xml"
                xml = data.decode("utf-8")
    assert xml is not None
    root = ET.fromstring(UDONARIUM_SANITIZE.sub("", xml).strip().encode("utf-8"))
    for el in root.iter():
        assert el.tag in UDONARIUM_TAGS, el.tag
    return root, images


def value(el: ET.Element) -> str:
    """ObjectNode.parseInnerXml: a data element without child elements has its text as its value."""
    assert len(el) == 0
    return el.text or ""


def _as_udonarium_shows(text: str) -> str:
    return UDONARIUM_SANITIZE.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def _dolls() -> list[tuple[dict, Path]]:
    """(data, path) of every shipped doll, and of Lily with each hostile text in her names, fetters, parts and notes
    (as `vtt export` reads a doll file: its data and where it is)."""
    from vtt.rules.nechronica.models import DollFile
    lily = RESOURCES / "dolls" / "lily.json"
    out = [(json.loads(p.read_text(encoding="utf-8")), p) for p in sorted((RESOURCES / "dolls").glob("*.json"))]
    base = json.loads(lily.read_text(encoding="utf-8"))
    for text in HOSTILE_TEXT:
        data = json.loads(json.dumps(base))
        data["name"] = data["name_ja"] = data["notes"] = text
        for f in data["fetters"]:
            f["target"] = text[:200]
        for p in data["parts"][:3]:
            p["name"] = p["name_ja"] = text[:200]
        try:
            validate(DollFile, data, lily)
        except FileFormatError:
            continue            # (the doll file refuses it: nothing to export)
        out.append((data, lily))
    return out


DOLLS = _dolls()


def test_hostile_dolls_were_made():
    assert len(DOLLS) >= 4 + len(HOSTILE_TEXT) - 2


@pytest.mark.parametrize("i", range(len(DOLLS)))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_doll_s_udonarium_piece_is_read_by_udonarium_as_the_doll(i, lang):
    data, where = DOLLS[i]
    root, images = udonarium_reads(registry.get("nechronica").export_formats()["udonarium"].export(data, where, lang))
    name = data["name_ja"] if lang == "ja" and data.get("name_ja") else data["name"]
    assert root.tag == "character"
    character = root.find("./data[@name='character']")
    assert character is not None
    shown = value(character.find("./data[@name='common']/data[@name='name']"))
    assert shown == _as_udonarium_shows(name), (shown[:80], name[:80])
    identifier = value(character.find("./data[@name='image']/data[@name='imageIdentifier']"))
    assert identifier == "none_icon" or identifier in images
    for resource in character.iter("data"):
        if resource.get("type") == "numberResource":
            assert re.fullmatch(r"\d+", resource.get("currentValue")) and re.fullmatch(r"\d+", value(resource))
            assert int(resource.get("currentValue")) <= int(value(resource))
    palette = root.find("./chat-palette")
    assert palette.get("dicebot") == "Nechronica" and len(palette) == 0


# -- CCFOLIA ----------------------------------------------------------------------------------------------------

def _characters(rid: str) -> list[tuple[dict, Path]]:
    """The ruleset's shipped characters and monsters, and the first of them with each hostile name."""
    out = []
    for kind in registry.get(rid).workshop_kinds().values():
        if kind.kind == "scenario":
            continue
        for p in sorted(kind.samples()):
            out.append((json.loads(Path(p).read_text(encoding="utf-8")), Path(p)))
    first, where = out[0]
    for text in HOSTILE_TEXT:
        out.append(({**first, "name": text}, where))
    return out


def _ccfolia_is_read(data: dict) -> None:
    assert data["kind"] == "character"
    c = data["data"]
    assert isinstance(c["name"], str) and c["name"].strip()
    assert type(c["initiative"]) is int
    assert isinstance(c["memo"], str) and isinstance(c["commands"], str)
    for s in c["status"]:
        assert isinstance(s["label"], str) and type(s["value"]) is int and type(s["max"]) is int
        assert 0 <= s["value"] <= s["max"]
    assert len(c["status"]) <= 8
    for p in c["params"]:
        assert isinstance(p["label"], str) and isinstance(p["value"], str)


@pytest.mark.parametrize("rid", registry.ids())
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_rulesets_ccfolia_piece_is_what_ccfolia_reads_whatever_the_names(rid, lang):
    fmt = registry.get(rid).export_formats()["ccfolia"]
    done = 0
    for data, where in _characters(rid):
        try:
            text = fmt.export(data, where, lang)
        except FileFormatError:
            continue            # a name the character file refuses (too long): nothing to export
        piece = json.loads(text)
        _ccfolia_is_read(piece)
        done += 1
    assert done >= 3
