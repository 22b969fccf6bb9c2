"""#39: a picture read is kept decoded in the data folder, and the next start reads its pixels back instead of
decoding the file (the demo's map picture: ~40 M instructions of PNG decoding at each first paint). What is read
back is the picture pixel for pixel, at every bound it was scaled to; what a kept file says is what is shown (it
is read, not the picture decoded again); a changed picture is another file."""
from __future__ import annotations

import pytest

from vtt import RESOURCES

SHIPPED = sorted((RESOURCES / "pictures").glob("*.png"))


@pytest.mark.parametrize("bound", [None, (1024, 1024), (100, 60)])
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_a_picture_read_back_from_its_kept_pixels_is_the_decoded_picture(qapp, path, bound):
    from vtt.ui.images import decoded_dir, read_image
    decoded = read_image(path, bound)
    kept = list(decoded_dir().glob("*.px"))
    assert len(kept) == 1
    again = read_image(path, bound)
    assert again == decoded                           # every pixel, the size and the pixel format
    assert again.format() == decoded.format() and again.size() == decoded.size()


def test_the_kept_pixels_are_what_is_shown_not_a_second_decoding(qapp):
    from PySide6.QtGui import QColor
    from vtt.ui.images import _write_decoded, decoded_dir, read_image
    path = RESOURCES / "pictures" / "knight.png"
    first = read_image(path)
    (kept,) = decoded_dir().glob("*.px")
    red = first.copy()
    red.fill(QColor(255, 0, 0))
    _write_decoded(kept, red)                         # the kept file now says "all red"
    shown = read_image(path)
    assert shown == red and shown != first


def test_another_picture_of_the_same_name_is_decoded_anew(qapp, tmp_path):
    from PySide6.QtGui import QColor, QImage
    from vtt.ui.images import read_image
    path = tmp_path / "map.png"
    for colour in ("red", "blue"):
        image = QImage(40, 30, QImage.Format.Format_RGB32)
        image.fill(QColor(colour))
        assert image.save(str(path))
        assert read_image(path).pixelColor(5, 5) == QColor(colour)


def test_the_demo_first_paint_reads_its_map_picture_back(qapp, qtbot, monkeypatch):
    """The demo window shows its map picture from the kept pixels once a start has kept them: read, not decoded."""
    from vtt.core import registry
    from vtt.ui import images
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController
    images.read_image(RESOURCES / "pictures" / "crossroads.png", images.map_bound())   # an earlier start
    images.forget()
    read, decoded = [], []
    real_read, real_decode = images.read_image, images._decode
    monkeypatch.setattr(images, "read_image", lambda path, bound=None: read.append(path) or real_read(path, bound))
    monkeypatch.setattr(images, "_decode",
                        lambda reader, path, bound: decoded.append(path) or real_decode(reader, path, bound))
    w = MainWindow(BattleController(registry.get("zones").demo_session(1)), settings=open_settings())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.grab()
    assert any(p.name == "crossroads.png" for p in read), read
    assert not any(p.name == "crossroads.png" for p in decoded), decoded


def test_the_kept_pixels_are_read_straight_into_the_picture(qapp):
    """The kept pixels go from the file into the picture's own memory, not through a copy of the file's bytes first
    (the demo's map: 4 MB copied again at each first paint, ~1 M instructions; docs/gui.md, "The ninth round (first
    paint: what the widgets draw)"): reading them back takes less than half their size in Python's memory (the
    picture file's bytes, read to name its kept file, are the most of it)."""
    import tracemalloc

    from vtt.ui import images
    path = RESOURCES / "pictures" / "crossroads.png"
    decoded = images.read_image(path)                 # an earlier start: kept
    tracemalloc.start()
    try:
        again = images.read_image(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert again == decoded
    assert peak < decoded.sizeInBytes() / 2, (peak, decoded.sizeInBytes())


PORTRAIT = {"image": str(RESOURCES / "pictures" / "knight.png"), "x": 0.5, "y": 0.4, "zoom": 1.25}


@pytest.mark.parametrize("size, shape", [(58, "circle"), (72, "square"), (9, "circle")])
def test_a_portrait_cut_read_back_from_its_kept_pixels_is_the_cut(qapp, size, shape):
    """A portrait's cut (its framing, size and shape) is kept decoded too: read back, it is the cut pixel for pixel,
    and the portrait itself is not read again to make it."""
    from vtt.ui import images
    path = RESOURCES / "pictures" / "knight.png"
    images.forget()                                   # (another test's, kept in this process)
    made = images.cut(images.read_image(path, (images.PORTRAIT_BOUND, images.PORTRAIT_BOUND)), 0.5, 0.4, 1.25,
                      size, shape)
    first = images.portrait_image(PORTRAIT, None, size, shape)
    assert first == made
    images.forget()
    read = []
    real = images._read_image
    images._read_image = lambda *a, **k: read.append(a) or real(*a, **k)
    try:
        again = images.portrait_image(PORTRAIT, None, size, shape)
    finally:
        images._read_image = real
    assert again == made and again.format() == made.format()
    assert read == []                                 # (the kept cut: the portrait's pixels not read)


def test_another_framing_or_size_is_another_kept_cut(qapp):
    from vtt.ui import images
    images.forget()
    a = images.portrait_image(PORTRAIT, None, 40, "circle")
    b = images.portrait_image({**PORTRAIT, "zoom": 2.0}, None, 40, "circle")
    c = images.portrait_image(PORTRAIT, None, 41, "circle")
    d = images.portrait_image(PORTRAIT, None, 40, "square")
    images.forget()
    assert images.portrait_image({**PORTRAIT, "zoom": 2.0}, None, 40, "circle") == b != a
    assert images.portrait_image(PORTRAIT, None, 41, "circle") == c
    assert images.portrait_image(PORTRAIT, None, 40, "square") == d != a
    assert images.portrait_image(PORTRAIT, None, 40, "circle") == a


def test_the_demo_first_paint_cuts_no_portrait_a_start_has_kept(qapp, qtbot, monkeypatch):
    """The demo window's markers and sheet show their portraits from the kept cuts once a start has kept them: the
    portraits (256 × 256) are neither read nor scaled down again (docs/gui.md, "The eleventh round (first paint: the
    map and the sheet)")."""
    from vtt.core import registry
    from vtt.ui import images
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController

    def start():
        w = MainWindow(BattleController(registry.get("zones").demo_session(1)), settings=open_settings())
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        w.grab()
        return w

    images.forget()
    start()                                           # an earlier start
    images.forget()
    cuts = []
    real_cut = images.cut
    monkeypatch.setattr(images, "cut", lambda image, *a: cuts.append(a) or real_cut(image, *a))
    start()
    assert cuts == []


@pytest.mark.parametrize("brightness", [1.0, 0.6, 1.4])
def test_the_map_layer_on_an_opaque_background_has_no_alpha(qapp, brightness):
    """The map's layer of its picture, on the map's own (opaque) background, has no alpha channel: the pixmap the
    map makes of it is neither searched for alpha pixels nor copied into another format (docs/gui.md, "The eleventh
    round (first paint: the map and the sheet)"); its pixels are those of the picture drawn over that background."""
    from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
    from vtt.ui.images import draw_map_picture, image_of, map_bound, map_layer
    picture = {"image": str(RESOURCES / "pictures" / "crossroads.png"), "x": 0.1, "y": -0.05, "zoom": 1.3,
               "rotation": 90, "brightness": brightness}
    background = QColor("#15131a")
    layer, placement = map_layer(picture, None, 410, 592, 1.0, background)
    assert not layer.hasAlphaChannel()
    assert QPixmap.fromImage(layer).toImage().format() == layer.format()      # (not converted)
    drawn = QImage(410, 592, QImage.Format.Format_ARGB32_Premultiplied)
    drawn.fill(background)
    p = QPainter(drawn)
    assert draw_map_picture(p, 410, 592, picture, image_of(picture["image"], None, map_bound())).rect() == \
        placement.rect()
    p.end()
    assert layer == drawn.convertToFormat(layer.format())
    see_through, _ = map_layer(picture, None, 410, 592, 1.0, None)        # no background: transparent around it
    assert see_through.hasAlphaChannel()


def test_the_pictures_kept_in_memory_forget_the_least_recently_used_first(qapp):
    from vtt.core.pictures import PictureError
    from vtt.ui.images import CACHE_SIZE, _Kept
    kept, made = _Kept(), []

    def make(k):
        made.append(k)
        return k

    for k in range(CACHE_SIZE):
        kept.get_or(k, lambda k=k: make(k))
    assert kept.get_or(0, lambda: make("again")) == 0            # used: now the latest
    kept.get_or("new", lambda: make("new"))                       # one too many: the least recently used goes
    assert 0 in kept and 1 not in kept and len(kept) == CACHE_SIZE
    assert made.count("again") == 0
    refused = PictureError("{file}: the picture is not there (moved or deleted?)", "x.png")

    def refuse():
        made.append("refused")
        raise refused

    for _ in range(2):                                            # a refusal is kept too: not looked for again
        with pytest.raises(PictureError):
            kept.get_or("missing", refuse)
    assert made.count("refused") == 1


def test_the_kept_folder_is_trimmed_oldest_first_and_a_cut_trims_only_a_process_not_yet_trimmed(qapp, monkeypatch):
    import os

    from PySide6.QtGui import QImage
    from vtt.ui import images
    monkeypatch.setattr(images, "DECODED_MB", 1)          # (the bound: 1 MB, two 480 KB pictures in it)
    monkeypatch.setattr(images, "_TRIMMED", [])
    folder = images.decoded_dir()
    picture = QImage(256, 480, QImage.Format.Format_ARGB32_Premultiplied)
    for i in range(3):
        images._write_decoded(folder / f"p{i}.px", picture)
        os.utime(folder / f"p{i}.px", ns=(i * 10**9, i * 10**9))      # (p0 the oldest)
    images._write_decoded(folder / "p3.px", picture)      # a picture: trimmed, the oldest gone
    assert sorted(p.name for p in folder.glob("*.px")) == ["p2.px", "p3.px"]
    small = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    images._write_decoded(folder / "cut.px", small, small=True)        # a cut, the process trimmed: not again
    assert sorted(p.name for p in folder.glob("*.px")) == ["cut.px", "p2.px", "p3.px"]
    monkeypatch.setattr(images, "_TRIMMED", [])
    images._write_decoded(folder / "cut2.px", small, small=True)       # the process's first trim
    assert "p2.px" not in [p.name for p in folder.glob("*.px")]
