"""The worked example of a fifth ruleset (examples/skirmish) known to the registry as ``skirmish``."""
import pytest


@pytest.fixture(autouse=True)
def skirmish_registered():
    from vtt.core import registry
    registry.register("skirmish", "examples.skirmish.system")
    yield
    registry._MODULES.pop("skirmish", None)
    registry._LOADED.pop("skirmish", None)
