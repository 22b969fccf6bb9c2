"""Picture files for the tests, written byte by byte (zlib + struct: no imaging library): a real PNG of
solid colours, and the hostile ones vtt must refuse (a decompression bomb, a 30,000 × 30,000 PNG, a
truncated or corrupt picture, a text file named .png, a symlink, a FIFO, a file over the size limit)."""
from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_bytes(width: int, height: int, rows: bytes | None = None, colour=(200, 30, 30)) -> bytes:
    """A PNG (8-bit RGB) of ``width`` × ``height``: ``rows`` as given (filter byte + pixels per row), else
    filled with ``colour``. Its header says the size whatever ``rows`` holds."""
    if rows is None:
        rows = (b"\x00" + bytes(colour) * width) * height
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(rows, 9))
            + _chunk(b"IEND", b""))


def quadrants_png(size: int, colours) -> bytes:
    """A square PNG in four solid quadrants: ``colours`` top-left, top-right, bottom-left, bottom-right."""
    half = size // 2
    rows = b""
    for y in range(size):
        left, right = (colours[0], colours[1]) if y < half else (colours[2], colours[3])
        rows += b"\x00" + bytes(left) * half + bytes(right) * (size - half)
    return png_bytes(size, size, rows)


def write_png(path, width: int = 64, height: int = 48, colour=(200, 30, 30)) -> Path:
    """A PNG of one colour at ``path`` (its folders made)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(width, height, colour=colour))
    return path


def bomb_png(width: int = 100_000, height: int = 100_000) -> bytes:
    """A decompression bomb: a small file whose header claims a picture of ``width`` × ``height`` (its
    data, zeros, would decompress to gigabytes)."""
    return png_bytes(width, height, rows=b"\x00" * 200_000)


#: name -> (what makes it, a word the refusal says)
HOSTILE = {
    "bomb.png": (lambda p: p.write_bytes(bomb_png()), "100000 × 100000"),
    "huge.png": (lambda p: p.write_bytes(bomb_png(30_000, 30_000)), "30000 × 30000"),
    "truncated.png": (lambda p: p.write_bytes(png_bytes(64, 64)[:60]), "damaged or cut short"),
    "corrupt.png": (lambda p: p.write_bytes(png_bytes(64, 64)[:33] + b"\x00" * 40 + png_bytes(64, 64)[73:]),
                    "damaged or cut short"),
    "not_a_picture.png": (lambda p: p.write_text("just some words, not a picture"), "not a picture vtt reads"),
    "empty.png": (lambda p: p.write_bytes(b""), "empty"),
    "bomb.svg": (lambda p: p.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000">'
                                        '<rect width="5" height="5"/></svg>'), "90000 × 90000"),
    "link.png": (lambda p: os.symlink(p.with_name("target.png"), p), "symbolic link"),
    "fifo.png": (lambda p: os.mkfifo(p), "FIFO"),
    "folder.png": (lambda p: p.mkdir(), "folder"),
    "too_big.png": (lambda p: _sparse(p, 51 * 1024 * 1024), "too large"),
}


def _sparse(path: Path, size: int) -> None:
    """A file of ``size`` bytes that takes no room on the disk (a PNG's header, then a hole)."""
    with open(path, "wb") as f:
        f.write(png_bytes(8, 8)[:33])
        f.truncate(size)


def hostile_files(folder) -> dict[str, tuple[Path, str]]:
    """Every hostile picture written into ``folder``: name -> (its path, a word its refusal says)."""
    folder = Path(folder)
    write_png(folder / "target.png")          # what the link points at: a good picture, refused as a link
    out = {}
    for name, (make, why) in HOSTILE.items():
        path = folder / name
        make(path)
        out[name] = (path, why)
    return out
