"""The standalone app (packaging/build), built and run as a GM's machine would: a clean environment
(`env -i`: no virtual environment, no PYTHONPATH, a HOME of its own) and, for the font checks, no font
of the machine at all (an empty fontconfig). Slow (about a minute): runs when VTT_TEST_PACKAGING=1,
which .ci/run sets on CI; `pytest -m "not packaging"` leaves it out anyway."""
import json
import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from vtt import __version__

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.packaging,
              pytest.mark.skipif(os.environ.get("VTT_TEST_PACKAGING") != "1",
                                 reason="builds the standalone app: set VTT_TEST_PACKAGING=1")]
NO_FONTS = """<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/nonexistent-fonts</dir><cachedir>{cache}</cachedir></fontconfig>"""


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """The archive packaging/build makes, unpacked in a folder of its own: its `vtt` program."""
    done = subprocess.run(["bash", str(ROOT / "packaging" / "build")], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    archives = list((ROOT / "dist").glob(f"vtt-{__version__}-linux-*.tar.gz"))
    assert len(archives) == 1
    where = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(archives[0]) as tar:
        tar.extractall(where, filter="tar")
    return where / "vtt" / "vtt"


def run(program, *args, tmp_path, fonts=True, check=True):
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = ["env", "-i", f"HOME={home}", "QT_QPA_PLATFORM=offscreen"]
    if not fonts:
        conf = tmp_path / "fonts.conf"
        conf.write_text(NO_FONTS.format(cache=tmp_path / "fc-cache"))
        env.append(f"FONTCONFIG_FILE={conf}")
    done = subprocess.run(env + [str(program), *map(str, args)], capture_output=True, text=True, timeout=120)
    if check:
        assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    return done


def test_the_app_opens_its_demo_battle_and_writes_only_to_the_user_s_folders(app, tmp_path):
    before = sorted(p.name for p in app.parent.rglob("*"))
    run(app, "--demo", "--exit-after-first-paint", tmp_path=tmp_path)
    assert sorted(p.name for p in app.parent.rglob("*")) == before          # nothing next to itself
    assert (tmp_path / "home" / ".local" / "share" / "vtt").is_dir()


def test_japanese_shows_with_the_app_s_own_font_where_the_machine_has_none(app, tmp_path):
    with_font = tmp_path / "with.png"
    run(app, "--demo", "--lang", "ja", "--screenshot", with_font, tmp_path=tmp_path, fonts=False)
    bare = tmp_path / "bare"
    subprocess.run(["cp", "-r", str(app.parent), str(bare)], check=True)
    for f in (bare / "_internal" / "resources" / "fonts").iterdir():
        f.unlink()
    without = tmp_path / "without.png"
    run(bare / "vtt", "--demo", "--lang", "ja", "--screenshot", without, tmp_path=tmp_path, fonts=False)
    # Without the font every glyph is a box (a few distinct shapes: a small PNG); with it, real text
    assert with_font.stat().st_size > 2 * without.stat().st_size
    assert (app.parent / "_internal" / "resources" / "fonts" / "copyright").exists()     # the licence


def test_roll_play_and_print_run_headless(app, tmp_path):
    out = json.loads(run(app, "roll", "2NA+1", "--json", tmp_path=tmp_path).stdout)
    assert out["command"] == "2NA+1" and len(out["dice"]) == 2
    run(app, "play", ROOT / "docs" / "examples" / "duel-script.json", "--strict", tmp_path=tmp_path)
    pdf = tmp_path / "sheets.pdf"
    run(app, "print", *sorted((ROOT / "resources" / "dolls").glob("*.json")), "-o", pdf, tmp_path=tmp_path,
        fonts=False)
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert any(line.startswith("IPA") and " yes " in line for line in fonts.splitlines())     # embedded


def test_a_missing_resource_is_a_message_not_a_traceback(app, tmp_path):
    bare = tmp_path / "bare"
    subprocess.run(["cp", "-r", str(app.parent), str(bare)], check=True)
    (bare / "_internal" / "resources" / "scenarios" / "demo.json").unlink()
    done = run(bare / "vtt", "--demo", "--exit-after-first-paint", tmp_path=tmp_path, check=False)
    assert done.returncode == 1 and "demo.json" in done.stderr and "no such file" in done.stderr


def test_the_app_tells_the_rules_in_japanese_from_its_compiled_catalogs(app, tmp_path):
    """The gettext catalogs (resources/locale/*/LC_MESSAGES/*.mo) travel with the app: `vtt play --lang ja`
    tells a zones battle's events and Nechronica's in Japanese."""
    zones = run(app, "play", ROOT / "docs" / "examples" / "zones-script.json", "--lang", "ja", tmp_path=tmp_path).stdout
    assert "イニシアチブ" in zones or "がカード" in zones, zones[:500]
    assert "draws initiative card" not in zones
    duel = run(app, "play", ROOT / "docs" / "examples" / "duel-script.json", "--lang", "ja", tmp_path=tmp_path).stdout
    assert "戦闘開始" in duel and "The battle begins" not in duel


def test_the_app_ships_the_compiled_simulator_and_plays_the_same_battles(app, tmp_path):
    """#30: "the packaged app ships it": every module of the compiled build is in the app as an extension
    module (no source beside it), and the app's simulator reports what the source install's does."""
    import sys
    sys.path.insert(0, str(ROOT / "packaging"))
    from build_compiled import MODULES
    internal = app.parent / "_internal"
    for module in MODULES:
        path = internal / module
        found = list(path.glob("*.cpython-*.so")) if path.is_dir() else list(path.parent.glob(path.stem + ".cpython-*.so"))
        assert found, module
    assert list(internal.glob("*__mypyc.*.so"))
    scenario = ROOT / "resources" / "zones" / "scenarios" / "bridge.json"
    out = json.loads(run(app, "simulate", scenario, "-n", "6", "--seed", "3", "--json", "-w", "1",
                         tmp_path=tmp_path).stdout)
    from vtt.sim.simulator import report, simulate
    here = report(simulate(scenario, 6, seed=3), scenario)
    assert out["battles"] == 6
    assert [out[k] for k in ("outcomes", "rounds", "commands_mean", "party_win_rate")] == \
        [here[k] for k in ("outcomes", "rounds", "commands_mean", "party_win_rate")]
