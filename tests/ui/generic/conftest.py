"""What the window's tests of zones, ashes and hundred share: the window on a ruleset's demo at a size (and the
texts a widget really paints: ``painted``, in tests/ui/conftest.py)."""
from __future__ import annotations

import pytest

from vtt.core import registry
from vtt.ui.main_window import MainWindow
from vtt.ui.paths import open_settings
from vtt.ui.widgets.battle_controller import BattleController


def window_on(session, tmp_path, path=None):
    """The battle window on ``session`` (opened from ``path``), its settings and journals in ``tmp_path``."""
    w = MainWindow(BattleController(session), settings=open_settings(tmp_path), data_dir=tmp_path)
    w.controller.path = path
    return w


@pytest.fixture
def generic_window(qtbot, tmp_path):
    """generic_window(ruleset, seed=3, size=(1920, 1080), session=None): the GM's window on screen."""
    def make(ruleset, seed=3, size=(1920, 1080), session=None):
        s = session if session is not None else registry.get(ruleset).demo_session(seed)
        w = window_on(s, tmp_path)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        qtbot.waitUntil(w.isActiveWindow)    # (activation comes after the first paints; kept pictures key on it)
        return w
    return make


def advance(window, until, steps: int = 800) -> None:
    """Play the battle on with the heuristic AI on both sides until ``until(controller)`` holds."""
    from vtt.sim.driver import make_policy, next_command
    c = window.controller
    system = registry.get(c.ruleset.name)
    policies = {side: make_policy("heuristic", side, 1, system) for side in system.sides}
    for _ in range(steps):
        if until(c):
            return
        command = next_command(c.session, policies)
        assert command is not None, "the battle ended first"
        assert c.do(command)
    raise AssertionError("not reached")
