"""The Udonarium piece: a zip whose data.xml is well-formed and carries the doll."""
from __future__ import annotations

import io
import xml.etree.ElementTree as ET
import zipfile

from vtt.interop.nechronica.udonarium import doll_to_udonarium_zip, write_udonarium_zip


def piece(doll) -> ET.Element:
    with zipfile.ZipFile(io.BytesIO(doll_to_udonarium_zip(doll))) as z:
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
        assert f"【{part.name}】" in notes[loc]
    assert "【ほね】《アクション/3/自身》移動1 ※損傷" in notes["脚"].split("\n")


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
