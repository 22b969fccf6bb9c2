"""The compiled build (packaging/build_compiled.py, setup.py; #18, #30): when CI runs the suite on it
(VTT_EXPECT_COMPILED=1), every ruleset's engine, AI and state, the session and the simulator imported are
the compiled ones, so every other test (the golden battles of tests/sim among them) has run on compiled
code, not silently on Python. A source install builds it when it can, else says why in a line and goes on;
compiled modules older than their sources, or VTT_PURE=1, are left aside."""
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
from build_compiled import MODULES  # noqa: E402

compiled_run = pytest.mark.skipif(os.environ.get("VTT_EXPECT_COMPILED") != "1",
                                  reason="the pure-Python run (CI compiles a copy and runs the suite there too)")


def module_names() -> list[str]:
    out = []
    for m in MODULES:
        path = ROOT / m
        files = sorted(path.glob("*.py")) if path.is_dir() else [path]
        out += [".".join(f.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__") for f in files]
    return out


def test_the_modules_to_compile_exist_and_import():
    names = module_names()
    assert "vtt.rules.nechronica.engine" in names and "vtt.core.session" in names
    for name in names:
        assert importlib.import_module(name) is not None


@compiled_run
def test_the_compiled_modules_are_the_ones_imported():
    for name in module_names():
        assert importlib.import_module(name).__file__.endswith(".so"), name


@compiled_run
def test_the_compiled_build_covers_every_ruleset_and_the_shared_layers():
    import vtt._compiled
    names = module_names()
    assert vtt._compiled.status() == "compiled"
    for ruleset in ("nechronica", "zones", "ashes", "hundred"):
        assert any(n.startswith(f"vtt.rules.{ruleset}.") and n.endswith(("engine", "policies")) for n in names)
    assert {"vtt.core.session", "vtt.sim.simulator", "vtt.sim.driver"} <= set(names)


def own_env(**env) -> dict:
    """This process's environment but its VTT_PURE (CI runs the suite's pure half with VTT_PURE=1), and ``env``."""
    return {**{k: v for k, v in os.environ.items() if k != "VTT_PURE"}, **env}


def _setup(env: dict) -> subprocess.CompletedProcess:
    """`python setup.py --name` (what an install runs first) with ``env``: no compiling is reached."""
    return subprocess.run([sys.executable, "setup.py", "--name"], cwd=ROOT, capture_output=True, text=True,
                          env=own_env(**env), timeout=120)


def test_a_source_install_without_a_compiler_goes_on_in_pure_python_with_a_one_line_notice(tmp_path):
    done = _setup({"PATH": str(tmp_path), "CC": "no-such-compiler"})     # no cc, no gcc on the PATH
    assert done.returncode == 0 and done.stdout.strip().splitlines()[-1] == "vtt"
    notice = [line for line in done.stderr.splitlines() if line.startswith("vtt:")]
    assert notice == ["vtt: installing pure Python, without the compiled simulator (no C compiler: Debian's gcc)"]
    done = _setup({"VTT_PURE": "1"})
    assert done.returncode == 0 and "(VTT_PURE=1)" in done.stderr


def test_compiled_modules_older_than_their_sources_or_with_vtt_pure_are_left_aside(tmp_path):
    """A compiled module stands in for its source only while the source has not changed since the build:
    the whole build is left aside (its modules call each other directly) and the sources run."""
    import shutil
    from importlib.machinery import EXTENSION_SUFFIXES
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "vtt", tree / "vtt", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    fake = tree / "vtt" / "core" / ("dice" + EXTENSION_SUFFIXES[0])
    fake.write_bytes(b"not a real extension module")
    probe = "import vtt._compiled as c, vtt.core.dice as d; print(c.status()); print(d.__file__)"

    def run(**env):
        done = subprocess.run([sys.executable, "-c", probe], cwd=tree, capture_output=True, text=True, timeout=60,
                              env=own_env(PYTHONPATH=str(tree), **env))
        return done.stdout.split() if done.returncode == 0 else done.stderr
    os.utime(fake, (1e9, 1e9))                   # built long ago: dice.py has changed since
    assert run() == ["pure:", "vtt/core/dice.py", "changed", "since", "the", "build", str(tree / "vtt/core/dice.py")]
    os.utime(fake)                               # newer than every source: the build stands, so it is imported
    refused = run()                              # (and, being no module, fails to load)
    assert isinstance(refused, str) and "ImportError" in refused and "dice" in refused
    assert run(VTT_PURE="1") == ["pure:", "VTT_PURE=1", str(tree / "vtt/core/dice.py")]


def test_every_start_lists_the_folders_for_compiled_modules_without_walking_them(tmp_path, monkeypatch):
    """Every start asks vtt._compiled which modules are compiled (docs/gui.md, "The ninth round (first paint:
    start-up path)": ``os.walk`` and a ``Path`` for each found cost ~3 M instructions of a compiled start): each
    folder is listed once; a nested package's compiled module is found, ``__pycache__`` and a folder whose name
    has a dot (no package) are not looked into, an extension module without its source is none of vtt's."""
    from importlib.machinery import EXTENSION_SUFFIXES

    import vtt._compiled as c
    ext = EXTENSION_SUFFIXES[0]
    for folder, name in (("a/b", "m"), ("__pycache__", "x"), ("some.dir", "y")):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / f"{name}.py").write_text("")
        (tmp_path / folder / f"{name}{ext}").write_bytes(b"")
    (tmp_path / f"top{ext}").write_bytes(b"")

    def walked(*_a, **_k):
        raise AssertionError("os.walk")
    monkeypatch.setattr(c.os, "walk", walked)
    monkeypatch.setattr(c, "HERE", str(tmp_path))
    assert c._compiled() == [(str(tmp_path / "a" / "b" / f"m{ext}"), str(tmp_path / "a" / "b" / "m.py"))]
