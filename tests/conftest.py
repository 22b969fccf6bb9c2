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
