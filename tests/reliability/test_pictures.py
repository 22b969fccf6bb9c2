"""#42's pictures against hostile files: a decompression bomb, a 30,000 × 30,000 PNG, a truncated or
corrupt picture, a text file named .png, an empty file, a symlink, a FIFO, a folder, a file over 50 MB and
a missing one are each refused with a message naming the file, before anything is decoded where that is
where the danger is; a FIFO is never opened. The character or scenario that names one still opens, is
listed and saved, its picture shown as missing; a picture field out of its bounds is refused in every
ruleset, and the encounter's map picture refuses what its model does and keeps what it had."""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tests.pictures import HOSTILE, hostile_files, write_png
from vtt.core import registry
from vtt.core.errors import FileFormatError, VttError
from vtt.core.files import validate
from vtt.core.pictures import PictureError, PictureMissing, check_file, read_picture_bytes
from vtt.workshop.encounter import Encounter
from vtt.workshop.fields import kinds_of
from vtt.workshop.library import Library

RULESETS = ("nechronica", "zones", "ashes", "hundred")
# Qt's JPEG and PNG readers say what broke on its log as they give up: expected here
pytestmark = pytest.mark.qt_log_ignore("Corrupt JPEG", "Invalid JPEG", "libpng", "Premature end")


@pytest.fixture
def hostile(tmp_path):
    return hostile_files(tmp_path)


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_each_hostile_picture_is_refused_naming_the_file(qapp, hostile, name):
    from vtt.ui.images import picture_text, read_image
    path, why = hostile[name]
    with pytest.raises(PictureError) as refused:
        read_image(path)
    said = picture_text(refused.value, "en")
    assert said.startswith(f"{name}: ") and why in said, said
    assert picture_text(refused.value, "ja").startswith(name)               # told in Japanese too
    assert picture_text(refused.value, "ja") != said


def test_a_fifo_a_link_and_a_folder_are_refused_by_a_look_without_opening(hostile, monkeypatch):
    import os
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda *a, **k: opened.append(a[0]) or real_open(*a, **k))
    for name in ("fifo.png", "link.png", "folder.png", "too_big.png"):
        with pytest.raises(PictureError):
            check_file(hostile[name][0])
        with pytest.raises(PictureError):
            read_picture_bytes(hostile[name][0])
    assert opened == []


def test_the_bomb_is_refused_from_its_header_before_anything_is_decoded(qapp, hostile, monkeypatch):
    from PySide6.QtGui import QImageReader
    from vtt.ui import images
    decoded = []
    monkeypatch.setattr(images, "_decode", _watching(images._decode, decoded))
    with pytest.raises(PictureError, match="100000 × 100000"):
        images.read_image(hostile["bomb.png"][0])
    assert decoded == ["size read"]
    assert QImageReader.allocationLimit() >= images.ALLOCATION_LIMIT_MB


def _watching(decode, log):
    def watched(reader, path, bound):
        real_read = reader.read
        log.append("size read")
        reader.read = lambda: log.append("decoded") or real_read()
        return decode(reader, path, bound)
    return watched


def test_a_missing_picture_is_said_missing_and_kept_apart_from_a_broken_one(qapp, tmp_path):
    from vtt.ui.images import missing_text, read_image
    with pytest.raises(PictureMissing) as gone:
        read_image(tmp_path / "moved.png")
    assert "moved.png" in missing_text(gone.value) and "Find" in missing_text(gone.value)


def test_a_big_picture_is_scaled_once_as_it_is_read(qapp, tmp_path):
    from vtt.ui.images import read_image
    path = write_png(tmp_path / "map.png", 4000, 1000)
    image = read_image(path, (1000, 1000))
    assert (image.width(), image.height()) == (1000, 250)


def _character(system_id: str, portrait: str) -> tuple[str, dict]:
    """A character (doll, for Nechronica) file of ``system_id`` naming ``portrait``."""
    kind = kinds_of(registry.get(system_id))["character"]
    data = json.loads(Path(kind.samples()[0]).read_text(encoding="utf-8"))
    data.pop("basic_parts", None)
    data["portrait"] = {"image": portrait, "x": 0.4, "zoom": 1.5}
    return kind, data


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_character_naming_a_hostile_or_missing_picture_opens_is_listed_and_saved_with_it(system_id, tmp_path,
                                                                                          hostile):
    library = Library(tmp_path / "library")
    for name in ("fifo.png", "link.png", "folder.png", "not_a_picture.png", "missing.png"):
        kind, data = _character(system_id, str(tmp_path / name))
        validate(kind.model, data)                                  # the file is a file: it opens
        saved = library.save(system_id, "character", data, name=name)
        kept = json.loads(saved.read_text(encoding="utf-8"))
        assert kept["portrait"] == {"image": str(tmp_path / name), "x": 0.4, "y": 0.5, "zoom": 1.5}, name
        listed = library.entry_of(saved, system_id, "character")
        assert listed.error is None
    assert not library.images.exists()                            # nothing of them copied in


BAD_PORTRAITS = [
    ({"image": ""}, "portrait.image"),
    ({"image": "a.png", "x": math.nan}, "portrait.x"),
    ({"image": "a.png", "zoom": math.inf}, "portrait.zoom"),
    ({"image": "a.png", "zoom": 0.5}, "portrait.zoom"),
    ({"image": "a.png", "zoom": 10 ** 40}, "portrait.zoom"),
    ({"image": "a.png", "y": True}, "portrait.y"),
    ({"image": "a.png", "x": "0.5"}, "portrait.x"),
    ({"image": ["a.png"]}, "portrait.image"),
    ({"image": "a" * 5000}, "portrait.image"),
    ({"image": "a.png", "colour": "red"}, "portrait.colour"),
    ({"x": 0.5}, "portrait.image"),
    ("a.png", "portrait"),
]


@pytest.mark.parametrize("system_id", RULESETS)
@pytest.mark.parametrize("portrait,field", BAD_PORTRAITS)
def test_a_portrait_out_of_its_bounds_is_refused_at_its_field(system_id, portrait, field):
    kind, data = _character(system_id, "a.png")
    data["portrait"] = portrait
    with pytest.raises(FileFormatError) as refused:
        validate(kind.model, data, "<file>")
    assert refused.value.field == field


BAD_MAP_PICTURES = [
    ({"image": "m.png", "rotation": 45}, "map_picture.rotation"),
    ({"image": "m.png", "rotation": True}, "map_picture.rotation"),
    ({"image": "m.png", "zoom": 0}, "map_picture.zoom"),
    ({"image": "m.png", "brightness": math.nan}, "map_picture.brightness"),
    ({"image": "m.png", "x": 2.0}, "map_picture.x"),
    ({"image": "m.png", "boxes": {"z": {"x": 0.5, "y": 0, "w": 0.6, "h": 0.2}}}, "map_picture.boxes"),
    ({"image": "m.png", "boxes": {"z": {"x": 0, "y": 0, "w": 0, "h": 0.2}}}, "map_picture.boxes.z.w"),
    ({"image": "m.png", "boxes": {"z": [0, 0, 1, 1]}}, "map_picture.boxes.z"),
    ({"image": "m.png", "boxes": {f"z{i}": {"x": 0, "y": 0, "w": 1, "h": 1} for i in range(500)}},
     "map_picture.boxes"),
    ({"image": "m.png", "what": 1}, "map_picture.what"),
]


@pytest.mark.parametrize("system_id", RULESETS)
@pytest.mark.parametrize("picture,field", BAD_MAP_PICTURES)
def test_a_map_picture_out_of_its_bounds_is_refused_at_its_field(system_id, picture, field):
    system = registry.get(system_id)
    data = system.demo_session(0).setup_json()
    data["map_picture"] = picture
    with pytest.raises(FileFormatError) as refused:
        validate(system.schemas()["scenario"], data, "<scenario>")
    assert (refused.value.field or "").startswith(field), refused.value


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_box_over_the_picture_must_name_a_zone_of_the_scenario(system_id):
    system = registry.get(system_id)
    data = system.demo_session(0).setup_json()
    data["map_picture"] = {"image": "m.png", "boxes": {"atlantis": {"x": 0, "y": 0, "w": 0.5, "h": 0.5}}}
    with pytest.raises(FileFormatError, match="names no zone 'atlantis'"):
        validate(system.schemas()["scenario"], data, "<scenario>")


@pytest.mark.parametrize("system_id", RULESETS)
def test_the_encounter_refuses_a_bad_map_picture_and_keeps_what_it_had(system_id, tmp_path):
    enc = Encounter.new(system_id)
    good = {"image": str(write_png(tmp_path / "m.png")), "zoom": 1.5}
    enc.set_picture(good)
    before = json.dumps(enc.picture, sort_keys=True)
    for picture, _field in BAD_MAP_PICTURES:
        with pytest.raises(VttError):
            enc.set_picture(picture)
        assert json.dumps(enc.picture, sort_keys=True) == before
    with pytest.raises(VttError, match="names no zone"):
        enc.set_box("atlantis", (0, 0, 0.5, 0.5))
    with pytest.raises(VttError):
        enc.set_box(enc.box_places()[0] if enc.box_places() else "x", (0.9, 0, 1.5, 0.5))   # wider than the picture
    assert json.dumps(enc.picture, sort_keys=True) == before


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_hostile_picture_dropped_on_the_editor_is_refused_and_the_character_keeps_her_portrait(
        qtbot, tmp_path, hostile, system_id):
    from tests.ui.test_portrait_editor import editor_of
    from tests.ui.workshop_steps import drop_file
    face = write_png(tmp_path / "face.png")
    _kind, data = _character(system_id, str(face))
    ed = editor_of(qtbot, Library(tmp_path / "library"), system_id, data)
    editor = ed.form.editor_at("portrait")
    before = ed.form.data()
    for name, (path, why) in hostile.items():
        drop_file(ed.form, path)
        assert ed.form.data() == before, name
        said = editor.problem.text()
        assert editor.problem.isVisible() and name in said and why in said, (name, said)
    assert editor.view.image is not None                    # her portrait still shown


@pytest.mark.parametrize("system_id", RULESETS)
def test_a_hostile_picture_dropped_on_the_builders_map_is_refused_and_the_map_picture_kept(
        qtbot, tmp_path, hostile, system_id, monkeypatch):
    from tests.ui.workshop_steps import drop_file, shown_at
    from vtt.ui.workshop.builder import BuilderWindow
    monkeypatch.setattr(BuilderWindow, "ask_before_closing", lambda self: True)
    w = shown_at(qtbot, BuilderWindow(Encounter.new(system_id), Library(tmp_path / "library")), (1800, 1000))
    target = w.map.viewport() if hasattr(w.map, "viewport") else w.map
    good = write_png(tmp_path / "map.png")
    assert drop_file(target, good)
    before = json.dumps(w.encounter.picture, sort_keys=True)
    for name, (path, why) in hostile.items():
        drop_file(target, path)
        assert json.dumps(w.encounter.picture, sort_keys=True) == before, name
        said = w.message.text()
        assert name in said and why in said, (name, said)


def _kept_broken(kept, how):
    from vtt.ui.images import DECODED_MAGIC
    raw = kept.read_bytes()
    head = len(DECODED_MAGIC)
    if how == "empty":
        return b""
    if how == "truncated":
        return raw[:len(raw) // 2]
    if how == "longer":
        return raw + b"\0" * 64
    if how == "foreign":
        return b"\x89PNG\r\n\x1a\n" + raw[8:]
    if how == "huge size":                                 # 100,000 × 100,000 declared, few bytes
        return raw[:head] + (100_000).to_bytes(4, "little") * 2 + raw[head + 8:]
    if how == "unknown format":
        return raw[:head + 12] + (9999).to_bytes(4, "little") + raw[head + 16:]
    if how == "zero width":
        return raw[:head] + (0).to_bytes(4, "little") + raw[head + 4:]
    raise AssertionError(how)


@pytest.mark.parametrize("how", ["empty", "truncated", "longer", "foreign", "huge size", "unknown format",
                                 "zero width"])
def test_a_broken_kept_decoded_picture_is_decoded_again_and_written_anew(qapp, how):
    """#39: a picture's kept pixels (the data folder's ``decoded``) that are broken are never shown: the picture
    is decoded from its file as before, and the kept file written again."""
    from vtt import RESOURCES
    from vtt.ui.images import decoded_dir, forget, read_image
    path = RESOURCES / "pictures" / "beast.png"
    decoded = read_image(path)
    (kept,) = decoded_dir().glob("*.px")
    good = kept.read_bytes()
    kept.write_bytes(_kept_broken(kept, how))
    forget()
    assert read_image(path) == decoded
    assert kept.read_bytes() == good


@pytest.mark.parametrize("how", ["empty", "truncated", "longer", "foreign", "huge size", "unknown format",
                                 "zero width", "another size"])
def test_a_broken_kept_portrait_cut_is_cut_again_and_written_anew(qapp, how):
    """A portrait's kept cut (the data folder's ``decoded``, beside the portrait's kept pixels) that is broken, or
    of a size other than the one asked, is never shown: the portrait is cut again and the kept cut written anew."""
    from PySide6.QtGui import QImage
    from vtt import RESOURCES
    from vtt.ui.images import _write_decoded, decoded_dir, forget, portrait_image
    portrait = {"image": str(RESOURCES / "pictures" / "beast.png"), "x": 0.5, "y": 0.5, "zoom": 1.0}
    forget()                                          # (another test's, kept in this process)
    shown = portrait_image(portrait, None, 48, "circle")
    (kept,) = [p for p in decoded_dir().glob("*.px") if "-cut" in p.name]
    good = kept.read_bytes()
    if how == "another size":
        _write_decoded(kept, QImage(47, 47, QImage.Format.Format_ARGB32_Premultiplied))
    else:
        kept.write_bytes(_kept_broken(kept, how))
    forget()
    assert portrait_image(portrait, None, 48, "circle") == shown
    assert kept.read_bytes() == good


def test_a_data_folder_that_cannot_be_written_still_shows_the_picture(qapp, tmp_path, monkeypatch):
    from vtt import RESOURCES
    from vtt.ui.images import read_image
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder would be")
    monkeypatch.setenv("VTT_DATA_DIR", str(blocked))
    path = RESOURCES / "pictures" / "knight.png"
    assert not read_image(path).isNull()
    assert read_image(path) == read_image(path)
    from vtt.ui.images import forget, portrait_image
    portrait = {"image": str(path), "x": 0.5, "y": 0.5, "zoom": 1.0}
    cut = portrait_image(portrait, None, 40, "circle")
    forget()
    assert not cut.isNull() and portrait_image(portrait, None, 40, "circle") == cut
