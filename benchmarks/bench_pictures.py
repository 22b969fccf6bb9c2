"""What pictures cost (#42), offscreen. Prints figures; asserts nothing (tests/reliability/test_pictures.py holds the
refusals, tests/ui/test_battle_pictures.py what is shown).

The pictures themselves: reading a 4096 × 4096 map picture (decoded and scaled once to twice a 1920 × 1080
screen), placing it on a map layer, a layer asked for again (what a repaint costs: the cache), 12 portraits
cut to 64-pixel circles and asked for again.

A running battle (--battle, or by default after the above), in zones (the zone map) and in Nechronica (its five
areas, the line map): a battle of 12 participants, each with a portrait, under a 4096 × 4096 map picture,
against the same battle without any picture, each in a GM window
of 1600 × 960 with its table view (1920 × 1080) open, as at a table: one GM's move applied and repainted
(the windows' whole repaint, then Qt's own of what changed), the two battles' moves alternating in one run
so a busy spell of the machine weighs on both alike; the first paint of a new window on either battle (its
pictures read afresh); the memory the pictured battle's windows take, and the process's peak.

    python benchmarks/bench_pictures.py [--runs 5] [--moves 40] [--battle] [--ruleset zones|nechronica]
"""
from __future__ import annotations

import argparse
import json
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


def rss_mib() -> float:
    """This process's resident memory now, in MiB."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1048576


def battles(tmp: Path, ruleset: str = "zones", people: int = 12, size: int = 4096):
    """(a battle of ``ruleset`` of ``people`` participants each with a portrait under a ``size`` × ``size`` map
    picture, the same battle without any picture, who moves): zones' demo and copies of its last foe; Nechronica's
    sample dolls and zombies (bench_gui.crowd)."""
    from vtt import RESOURCES
    from vtt.core import registry
    from bench_gui import crowd
    system = registry.get(ruleset)
    session, who = crowd(ruleset, people)
    setup = session.setup_json()
    if ruleset == "nechronica":
        holders = [d["doll"] for d in setup["dolls"]] + [e["enemy"] for e in setup["enemies"]]
        setup["map_picture"] = {"brightness": 0.75}
    else:
        holders = [entry["sheet"] for entry in setup["participants"]]
    faces = [RESOURCES / "pictures" / n for n in ("ribbon.png", "knight.png", "beast.png")]
    for holder in holders:
        holder.pop("portrait", None)
    plain = json.loads(json.dumps(setup))
    plain.pop("map_picture", None)
    for i, holder in enumerate(holders):
        holder["portrait"] = {"image": str(faces[i % 3]), "x": 0.5, "y": 0.45, "zoom": 1.2}
    setup["map_picture"] = {**setup["map_picture"], "image": str(noisy_png(tmp / "big-map.png", size))}
    pictured, bare = (system.session_from_setup(d, tmp, 1) for d in (setup, plain))
    return pictured, bare, who


def battle(runs: int, n_moves: int, ruleset: str = "zones") -> None:
    os.environ["VTT_DATA_DIR"] = tempfile.mkdtemp()
    from PySide6.QtWidgets import QApplication
    from bench_gui import _until_painted, moves
    from vtt.ui import images
    from vtt.ui.main_window import MainWindow, open_settings
    from vtt.ui.widgets.battle_controller import BattleController
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings(Path(os.environ["VTT_DATA_DIR"]))
    with tempfile.TemporaryDirectory() as tmp:
        pictured, bare, who = battles(Path(tmp), ruleset)

        def window(session):
            w = MainWindow(BattleController(session), settings=settings)
            w.resize(1600, 960)
            return w
        from vtt.core import registry
        system = registry.get(ruleset)
        demo = system.demo_session(1)
        plain = demo.setup_json()
        plain.pop("map_picture")
        stack = [plain]
        while stack:                                 # every portrait taken out
            here = stack.pop()
            if isinstance(here, dict):
                here.pop("portrait", None)
                stack.extend(v for v in here.values() if isinstance(v, (dict, list)))
            elif isinstance(here, list):
                stack.extend(here)
        plain = system.session_from_setup(plain, tmp, 1)
        first = {"pictures": [], "none": [], "demo": [], "demo without": []}
        for _ in range(runs):                        # a new window on each, its pictures read afresh
            for key, session in (("pictures", pictured), ("none", bare), ("demo", demo), ("demo without", plain)):
                images.forget()
                w = window(session)
                first[key].append(_until_painted(app, w))
                w.close()
                w.deleteLater()
                app.processEvents()
        before = rss_mib()
        windows = {}
        for key, session in (("pictures", pictured), ("none", bare)):
            w = window(session)
            w.show()
            t = w.open_table_view()
            t.resize(1920, 1080)
            app.processEvents()
            windows[key] = (w, t, moves(session, who, 2 * n_moves))
            if key == "pictures":
                taken = rss_mib() - before
        times = {(key, forced): [] for key in windows for forced in (True, False)}
        cpu = {(key, forced): [] for key in windows for forced in (True, False)}
        for i in range(2 * n_moves):                 # the two battles' moves one after the other
            forced = i % 2 == 0
            for key, (w, t, commands) in windows.items():
                start, start_cpu = time.perf_counter(), time.process_time()
                assert w.issue(commands[i]), commands[i]
                if forced:
                    w.repaint()
                    t.repaint()
                app.processEvents()
                times[key, forced].append(time.perf_counter() - start)
                cpu[key, forced].append(time.process_time() - start_cpu)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        for w, t, _ in windows.values():
            t.close()
            w.close()
    n = len(pictured.view().tokens)
    print(f"-- {ruleset} ({'its five areas: the line map' if ruleset == 'nechronica' else 'the zone map'}):")
    for forced, how in ((True, "the windows' whole repaint"), (False, "Qt's own repaint of what changed")):
        a, b = (statistics.median(times[key, forced]) for key in ("pictures", "none"))
        ca, cb = (statistics.median(cpu[key, forced]) for key in ("pictures", "none"))
        print(f"one move applied and repainted ({how}), GM window + table view, {n} markers: with a 4096x4096 "
              f"map picture and {n} portraits {a * 1000:.1f} ms wall / {ca * 1000:.1f} ms CPU, without pictures "
              f"{b * 1000:.1f} / {cb * 1000:.1f} ms: {a / b:.2f}x wall, {ca / cb:.2f}x CPU (medians of {n_moves}, "
              f"alternating, autosave included; target <= 1.25x)")
    a, b = (statistics.median(first[key]) for key in ("pictures", "none"))
    print(f"first paint of a new GM window (CPU), {n} markers: with the 4096x4096 map picture and {n} portraits "
          f"(read afresh) {a * 1000:.0f} ms, without {b * 1000:.0f} ms: {a / b:.2f}x (medians of {runs})")
    a, b = (statistics.median(first[key]) for key in ("demo", "demo without"))
    print(f"first paint of a new GM window (CPU), {ruleset}'s demo: with its shipped pictures (its 1280x800 map, its "
          f"portraits; read afresh) {a * 1000:.0f} ms, without {b * 1000:.0f} ms: {a / b:.2f}x (medians of {runs})")
    print(f"memory the pictured battle's GM window and table view take: {taken:.0f} MiB; peak RSS of this "
          f"process (both battles' windows, every first-paint run): {peak:.0f} MiB")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--moves", type=int, default=40)
    ap.add_argument("--battle", action="store_true", help="only the running battle's figures")
    ap.add_argument("--ruleset", choices=("zones", "nechronica"), action="append",
                    help="the battle's ruleset (its map widget): zones, nechronica (default: both)")
    args = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    if args.battle:
        for ruleset in args.ruleset or ("zones", "nechronica"):
            battle(args.runs, args.moves, ruleset)
        return 0
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(sys.argv[:1])
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
            images.map_layer(picture, None, 1600, 900)
        t_layer = timed(fresh_layer, args.runs)
        t_hit = timed(lambda: images.map_layer(picture, None, 1600, 900), args.runs)
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
    print(f"the layer drawn again, the picture read already (the map at a new size): {t_hit * 1000:.1f} ms")
    print(f"12 portraits cut to 64-px circles (read included): {t_cut * 1000:.1f} ms; again: {t_cut_hit * 1e6:.0f} us")
    print(f"peak RSS: {peak / 1024:.0f} MiB ({(peak - base_rss) / 1024:.0f} MiB over the start)")
    for ruleset in args.ruleset or ("zones", "nechronica"):
        battle(args.runs, args.moves, ruleset)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
