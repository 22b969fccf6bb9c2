"""Test setup: Qt runs offscreen, so the whole suite runs on a machine without a screen."""
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def toy_registered():
    """The toy ruleset of tests/core/toy.py known to the registry as ``toy`` for one test."""
    from vtt.core import registry
    registry.register("toy", "tests.core.toy")
    yield
    registry._MODULES.pop("toy", None)
    registry._LOADED.pop("toy", None)


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path_factory, monkeypatch):
    """Autosaves and settings of every test go to a folder of its own, never the user's."""
    monkeypatch.setenv("VTT_DATA_DIR", str(tmp_path_factory.mktemp("vtt-data")))
    yield
    # the journals' lines a test wrote flushed to the disk before the next test (the flush is a worker's,
    # vtt.core.journal: a test that counts or breaks os.fsync sees its own calls only)
    import sys
    journal = sys.modules.get("vtt.core.journal")
    if journal is not None:
        journal.settle()
