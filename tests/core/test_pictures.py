"""Pictures without Qt (vtt.core.pictures): where the pictures a file names lie, the framing of a portrait,
a map picture's placement and its zones' boxes, and reading a picture's bytes."""
from __future__ import annotations

import os

import pytest

from tests.pictures import png_bytes, write_png
from vtt.core.pictures import (MAX_PICTURE_BYTES, Placement, PictureError, PictureMissing, crop_square,
                               picture_format, picture_hash, picture_refs, read_picture_bytes, rebased,
                               relative_to, resolve, with_absolute_pictures)


def test_every_picture_a_file_names_is_found_at_any_depth():
    data = {"portrait": {"image": "a.png"}, "map_picture": {"image": "m.png", "boxes": {}},
            "participants": [{"sheet": {"portrait": {"image": "b.png", "zoom": 2}}}, {"sheet": {"name": "x"}}],
            "notes": {"portrait": "not a picture object"}}
    assert sorted(r["image"] for r in picture_refs(data)) == ["a.png", "b.png", "m.png"]


def test_a_setup_names_pictures_by_absolute_paths(tmp_path):
    data = {"portrait": {"image": "../images/a.png"}, "map_picture": {"image": "/elsewhere/m.png"}}
    with_absolute_pictures(data, tmp_path / "characters")
    assert data["portrait"]["image"] == str(tmp_path / "images" / "a.png")
    assert data["map_picture"]["image"] == os.path.normpath("/elsewhere/m.png")


def test_a_file_written_elsewhere_names_the_same_pictures_relative_to_itself(tmp_path):
    data = {"portrait": {"image": "pics/a.png"}}
    rebased(data, tmp_path / "one", tmp_path / "two" / "deeper")
    assert data["portrait"]["image"] == "../../one/pics/a.png"
    assert resolve(data["portrait"]["image"], tmp_path / "two" / "deeper") == tmp_path / "one" / "pics" / "a.png"
    assert relative_to(tmp_path / "x.png", tmp_path) == "x.png"


def test_the_framing_is_a_square_of_the_shorter_side_over_zoom_kept_inside_the_picture():
    assert crop_square(200, 100) == (50.0, 0.0, 100.0)
    assert crop_square(200, 100, 0.5, 0.5, 2.0) == (75.0, 25.0, 50.0)
    assert crop_square(200, 100, 0.0, 0.0, 2.0) == (0.0, 0.0, 50.0)         # pushed back inside
    assert crop_square(200, 100, 1.0, 1.0, 4.0) == (175.0, 75.0, 25.0)
    assert crop_square(100, 100, 0.5, 0.5, 0.5) == (0.0, 0.0, 100.0)        # no zooming out past the picture


def test_a_map_picture_fits_the_map_and_its_boxes_follow_it_when_moved_zoomed_and_turned():
    fit = Placement(1000, 500, 400, 400)                     # a square picture on a wide map: full height
    assert fit.rect() == (250.0, 0.0, 500.0, 500.0)
    assert fit.box_on_map((0.5, 0.5, 0.5, 0.5)) == (500.0, 250.0, 250.0, 250.0)
    moved = Placement(1000, 500, 400, 400, x=0.1, zoom=2.0)
    assert moved.rect() == (100.0, -250.0, 1000.0, 1000.0)
    turned = Placement(1000, 500, 800, 400, rotation=90)    # a wide picture turned: it stands up
    left, top, w, h = turned.rect()
    assert (w, h) == (250.0, 500.0)
    assert turned.to_map(0, 0) == (left + w, top)            # its top-left corner is now top-right
    for placement in (fit, moved, turned, Placement(640, 480, 300, 200, -0.2, 0.3, 1.5, 180),
                      Placement(640, 480, 300, 200, 0.2, -0.1, 0.7, 270)):
        box = (0.1, 0.2, 0.3, 0.4)
        again = placement.box_of(*placement.box_on_map(box))
        assert again == pytest.approx(box)


def test_the_picture_formats_are_told_by_their_first_bytes():
    assert picture_format(png_bytes(2, 2)) == "png"
    assert picture_format(b"\xff\xd8\xff\xe0rest") == "jpeg"
    assert picture_format(b"GIF89a....") == "gif"
    assert picture_format(b"RIFF\x00\x00\x00\x00WEBPVP8 ") == "webp"
    assert picture_format(b"II*\x00rest") == "tiff"
    assert picture_format(b'\xef\xbb\xbf<?xml version="1.0"?>\n<svg width="1"/>') == "svg"
    with pytest.raises(PictureError, match="x.png: not a picture vtt reads"):
        picture_format(b"%PDF-1.7", "dir/x.png")            # Qt has a PDF reader: vtt does not hand it one


def test_a_pictures_name_in_the_library_is_the_sha256_of_its_bytes():
    assert picture_hash(b"abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


def test_reading_a_picture_gives_its_bytes(tmp_path):
    path = write_png(tmp_path / "a.png")
    assert read_picture_bytes(path) == path.read_bytes()


def test_a_missing_picture_is_said_missing_naming_it(tmp_path):
    with pytest.raises(PictureMissing, match="gone.png: the picture is not there"):
        read_picture_bytes(tmp_path / "gone.png")


def test_the_size_limit_is_fifty_mebibytes():
    assert MAX_PICTURE_BYTES == 50 * 1024 * 1024
