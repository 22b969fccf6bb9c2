"""The compiled build (packaging/build_compiled.py, #18): when CI runs the suite on it
(VTT_EXPECT_COMPILED=1), the engine, AI and session imported are the compiled ones, so every other test
(the golden battles of test_simulator.py among them) has run on compiled code, not silently on Python."""
import importlib
import os
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
