"""What pictures cost (#42), offscreen: reading a 4096 × 4096 map picture (decoded and scaled once to twice a
1920 × 1080 screen), placing it on a map layer, a layer asked for again (what a repaint costs: the cache),
12 portraits cut to 64-pixel circles and asked for again, and the peak memory of all of it. Prints
figures; asserts nothing (tests/reliability/test_pictures.py holds the refusals).

    python benchmarks/bench_pictures.py [--runs 5]
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import struct
import sys
import tempfile
import time
import zlib
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def noisy_png(path: Path, size: int) -> Path:
    """A size × size PNG of varied rows (a real map does not compress to nothing)."""
    row_bytes = bytes((i * 7) % 251 for i in range(size * 3))
    rows = b"".join(b"\x00" + row_bytes[y % 97:] + row_bytes[:y % 97] for y in range(size))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))
    return path


def timed(fn, runs: int) -> float:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    from vtt import RESOURCES
    from vtt.ui import images
    base_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with tempfile.TemporaryDirectory() as tmp:
        big = noisy_png(Path(tmp) / "map.png", 4096)
        bound = (3840, 2160)
        t_read = timed(lambda: images.read_image(big, bound), args.runs)
        picture = {"image": str(big), "zoom": 1.2, "rotation": 90, "brightness": 0.7}

        def fresh_layer():
            images.forget()
            images.map_picture_layer(picture, None, 1600, 900)
        t_layer = timed(fresh_layer, args.runs)
        images.map_picture_layer(picture, None, 1600, 900)
        t_hit = timed(lambda: images.map_picture_layer(picture, None, 1600, 900), args.runs * 20)
        faces = [RESOURCES / "pictures" / n for n in ("ribbon.png", "knight.png", "beast.png")]
        portraits = [{"image": str(faces[i % 3]), "x": 0.5, "y": 0.45, "zoom": 1.0 + i / 10} for i in range(12)]

        def cut_all():
            images.forget()
            for p in portraits:
                images.portrait_image(p, None, 64, "circle")
        t_cut = timed(cut_all, args.runs)
        cut_all()
        t_cut_hit = timed(lambda: [images.portrait_image(p, None, 64, "circle") for p in portraits], args.runs * 20)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"read a 4096x4096 PNG, scaled once to fit {bound[0]}x{bound[1]}: {t_read * 1000:.0f} ms")
    print(f"the map picture placed on a 1600x900 layer (read included): {t_layer * 1000:.0f} ms")
    print(f"the layer asked for again (a repaint): {t_hit * 1e6:.0f} us")
    print(f"12 portraits cut to 64-px circles (read included): {t_cut * 1000:.1f} ms; again: {t_cut_hit * 1e6:.0f} us")
    print(f"peak RSS: {peak / 1024:.0f} MiB ({(peak - base_rss) / 1024:.0f} MiB over the start)")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
