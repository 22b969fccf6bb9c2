"""File → New battle… offers each ruleset's demo battle once (t61: the demo was listed twice, as "The demo
battle" and again under its sample scenario's name), its other samples each once, by their names."""
from __future__ import annotations

import json

import pytest

from vtt.core import registry
from vtt.ui.main_window import MainWindow
from vtt.ui.widgets.battle_controller import BattleController


@pytest.mark.parametrize("ruleset", ["nechronica", "zones", "ashes", "hundred"])
def test_new_battle_lists_the_demo_once(qtbot, monkeypatch, tmp_path, ruleset):
    from PySide6.QtWidgets import QInputDialog
    from tests.ui.generic.conftest import window_on
    system = registry.get(ruleset)
    w = window_on(system.demo_session(1), tmp_path)
    qtbot.addWidget(w)
    asked = []

    def pick(parent, title, label, items, *rest):          # the GM reads the list, then cancels
        asked.append(list(items))
        return (system.name, True) if len(asked) == 1 else ("", False)
    monkeypatch.setattr(QInputDialog, "getItem", pick)
    w.act["new"].trigger()
    offered = asked[1]
    demo_name = system.demo_session(1).setup_json()["name"]
    assert offered.count("The demo battle") == 1 and demo_name not in offered
    names = [json.loads(p.read_text(encoding="utf-8"))["name"] for p in system.sample_scenarios()]
    others = [n for n in names if n != demo_name]
    assert others and all(offered.count(n) == 1 for n in others)          # every other sample, once
