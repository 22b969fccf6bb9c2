"""The Udonarium piece: a zip whose data.xml is well-formed and carries the doll."""
from __future__ import annotations

import hashlib
import io
import json
import xml.etree.ElementTree as ET
import zipfile

import pytest

from tests.pictures import png_bytes
from vtt.core.picture_fields import Portrait
from vtt.core.pictures import PictureError
from vtt.interop.nechronica.udonarium import doll_to_udonarium_zip, write_udonarium_zip


def piece(doll, lang: str = "ja") -> ET.Element:
    with zipfile.ZipFile(io.BytesIO(doll_to_udonarium_zip(doll, lang))) as z:
        assert z.namelist() == ["data.xml"]
        raw = z.read("data.xml")
    assert raw.startswith(b'<?xml version="1.0" encoding="UTF-8"?>')
    return ET.fromstring(raw)


def resources(root, section) -> dict[str, tuple[str, str]]:
    """name -> (currentValue, max) of the numberResources in a detail section."""
    sec = root.find(f"./data[@name='character']/data[@name='detail']/data[@name='{section}']")
    return {d.get("name"): (d.get("currentValue"), d.text) for d in sec if d.get("type") == "numberResource"}


def test_the_zip_holds_a_character_on_the_table(sample_doll):
    root = piece(sample_doll)
    assert root.tag == "character" and root.get("location.name") == "table"
    common = root.find("./data[@name='character']/data[@name='common']")
    assert common.find("data[@name='name']").text == "アリス"
    assert common.find("data[@name='size']").text == "1"
    image = root.find("./data[@name='character']/data[@name='image']/data[@name='imageIdentifier']")
    assert image.get("type") == "image"


def test_parts_left_per_location_and_max_ap_are_resources(sample_doll):
    assert resources(piece(sample_doll), "リソース") == {
        "行動値": ("10", "10"), "頭": ("3", "3"), "腕": ("5", "5"), "胴": ("5", "5"), "脚": ("3", "4")}


def test_each_fetter_is_a_madness_resource_out_of_4(sample_doll):
    assert resources(piece(sample_doll), "未練") == {
        "たからものへの依存": ("3", "4"), "ミサキへの友情": ("2", "4"), "ユキへの保護": ("4", "4")}


def test_maneuvers_are_notes_by_location(sample_doll):
    root = piece(sample_doll)
    notes = {d.get("name"): d.text for d in root.iter("data") if d.get("type") == "note"}
    assert set(notes) == {"説明", "頭", "腕", "胴", "脚", "スキル"}
    for part in sample_doll.parts:
        loc = {"head": "頭", "arms": "腕", "torso": "胴", "legs": "脚", "skill": "スキル"}[part.location]
        assert f"【{part.name_ja or part.name}】" in notes[loc]
    assert "【ほね】《アクション/3/自身》移動1 ※損傷" in notes["脚"].split("\n")
    english = {d.get("name"): d.text for d in piece(sample_doll, "en").iter("data") if d.get("type") == "note"}
    assert "【Bone】《アクション/3/自身》移動1 ※損傷" in english["脚"].split("\n")      # (#41: names in the language)


def test_the_chat_palette_uses_the_nechronica_dicebot(sample_doll):
    palette = piece(sample_doll).find("chat-palette")
    assert palette.get("dicebot") == "Nechronica"
    assert "1NA 【こぶし】肉弾攻撃1" in palette.text.split("\n")


def test_markup_in_names_stays_text(sample_doll):
    sample_doll.name = 'A&B <"x">'
    sample_doll.parts[0].name = "</data><evil>"
    root = piece(sample_doll)
    assert root.find(".//data[@name='common']/data[@name='name']").text == 'A&B <"x">'
    assert "【</data><evil>】" in root.find("chat-palette").text


def test_writing_the_zip_replaces_the_file_whole(sample_doll, tmp_path):
    path = tmp_path / "piece.zip"
    path.write_bytes(b"old")
    write_udonarium_zip(sample_doll, path)
    assert zipfile.ZipFile(path).namelist() == ["data.xml"]
    assert [p.name for p in tmp_path.iterdir()] == ["piece.zip"]


# -- the portrait, as Udonarium's own loading code reads the zip (TK11235/udonarium, src/app/class/core/
#    file-storage): FileArchiver.handleZip gives each entry the MIME type MimeType.type(entry.filename)
#    finds by its extension; handleImage takes an 'image/' one of at most maxImageSize (2 MB) into
#    ImageStorage, whose ImageFile.identifier is FileReaderUtil.calcSHA256Async(bytes) (crypto-js SHA256,
#    hex); handleText reads a 'text/' one (data.xml) as the XML of a piece. The piece's
#    <data type="image" name="imageIdentifier"> names the ImageFile it shows.
UDONARIUM_MIME = {"gif": "image/gif", "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png",
                  "webp": "image/webp", "svg": "image/svg+xml", "xml": "text/xml"}


def udonarium_loads(raw: bytes) -> tuple[ET.Element, dict[str, bytes]]:
    """What Udonarium's FileArchiver makes of a dropped zip: the piece's XML and its ImageStorage."""
    import hashlib
    images, xml = {}, None
    with zipfile.ZipFile(io.BytesIO(raw)) as z:
        for entry in z.infolist():
            data = z.read(entry)
            mime = UDONARIUM_MIME.get(entry.filename.rsplit(".", 1)[-1].lower(), "")
            if mime.startswith("image/") and len(data) <= 2 * 1024 * 1024:
                images[hashlib.sha256(data).hexdigest()] = data
            elif mime.startswith("text/"):
                xml = ET.fromstring(data)
    return xml, images


def with_portrait(doll, path):
    return doll.model_copy(update={"portrait": Portrait(image=str(path), zoom=2.0)})


def test_the_portrait_travels_in_the_zip_named_as_udonarium_names_it(sample_doll, tmp_path):
    picture = tmp_path / "face.png"
    picture.write_bytes(png_bytes(30, 20, colour=(10, 200, 30)))
    raw = doll_to_udonarium_zip(with_portrait(sample_doll, picture))
    digest = hashlib.sha256(picture.read_bytes()).hexdigest()
    with zipfile.ZipFile(io.BytesIO(raw)) as z:
        assert sorted(z.namelist()) == sorted(["data.xml", f"{digest}.png"])
        assert z.read(f"{digest}.png") == picture.read_bytes()
    xml, images = udonarium_loads(raw)
    identifier = xml.find("./data[@name='character']/data[@name='image']/data[@name='imageIdentifier']")
    assert identifier.get("type") == "image" and identifier.text == digest
    assert images[identifier.text] == picture.read_bytes()           # the piece finds its picture


def test_the_cli_export_reads_the_portrait_relative_to_the_doll_file(sample_doll, tmp_path):
    from vtt.cli import main
    (tmp_path / "pictures").mkdir()
    picture = tmp_path / "pictures" / "face.png"
    picture.write_bytes(png_bytes(16, 16))
    doll = json.loads(sample_doll.model_dump_json(exclude_none=True))
    doll["portrait"] = {"image": "../pictures/face.png"}
    (tmp_path / "dolls").mkdir()
    (tmp_path / "dolls" / "her.json").write_text(json.dumps(doll), encoding="utf-8")
    assert main(["export", str(tmp_path / "dolls" / "her.json"), "--format", "udonarium",
                 "-o", str(tmp_path / "piece.zip")]) == 0
    xml, images = udonarium_loads((tmp_path / "piece.zip").read_bytes())
    assert xml.find(".//data[@name='imageIdentifier']").text in images


def test_a_doll_without_a_portrait_keeps_udonariums_default_picture(sample_doll):
    xml, images = udonarium_loads(doll_to_udonarium_zip(sample_doll))
    assert xml.find(".//data[@name='imageIdentifier']").text == "none_icon" and images == {}


@pytest.mark.parametrize("make,why", [
    (lambda p: p.write_bytes(png_bytes(8, 8)[:20] + b"\0" * (3 * 1024 * 1024)), "at most 2 MB"),
    (lambda p: p.write_bytes(b"II*\x00" + b"\0" * 100), "does not read TIFF"),
    (lambda p: None, "not there"),
    (lambda p: p.write_text("words"), "not a picture"),
])
def test_a_portrait_udonarium_cannot_take_is_refused_naming_it_and_nothing_is_written(sample_doll, tmp_path,
                                                                                      make, why):
    picture = tmp_path / "face.png"
    make(picture)
    target = tmp_path / "piece.zip"
    target.write_bytes(b"old piece")
    with pytest.raises(PictureError, match=why) as refused:
        write_udonarium_zip(with_portrait(sample_doll, picture), target)
    assert "face.png" in str(refused.value)
    assert target.read_bytes() == b"old piece"
