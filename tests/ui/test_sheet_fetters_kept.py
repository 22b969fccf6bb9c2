"""The doll sheet's fetters told again only when hers, the language or the battle's cast changed (docs/gui.md, "The
thirteenth round (a move: what the map and the view work out again)"): whom a fetter names was looked for among every
participant, name by name, at each command (a move among 200: ~0.8 M instructions)."""
from __future__ import annotations

from vtt.rules.nechronica import commands as cmds


def _rows(tree) -> list:
    return [[tree.topLevelItem(i).text(col) for col in range(4)] for i in range(tree.topLevelItemCount())]


def test_a_move_elsewhere_tells_her_fetters_again_never_and_her_madness_does(controller, qtbot, monkeypatch):
    import vtt.ui.nechronica.doll_sheet as module
    from vtt.rules.nechronica.engine import actors_now
    me = actors_now(controller.state)[0]
    assert me.fetters
    sheets = module.DollSheets(controller)             # (each change refreshes the sheet on show)
    qtbot.addWidget(sheets)
    sheets.show()
    sheets.show_participant(me.id)
    sheet = sheets.current_sheet()
    assert sheet.pid == me.id and sheet.isVisible()
    told, was = [], module.fetter_target_text
    monkeypatch.setattr(module, "fetter_target_text", lambda b, target: told.append(target) or was(b, target))
    other = next(p for p in controller.state.fighters.values() if p.side != me.side)
    for area in ("hades", "tartarus"):
        assert controller.do(cmds.override_move(other.id, area))
        assert told == [], area                        # (main: each of her fetters at each move)
    before = _rows(sheet.fetters)
    madness = me.fetters[0].madness
    assert controller.do(cmds.override_madness(me.id, 0, madness + 1))
    assert len(told) == len(me.fetters)                # her own madness changed: told again
    after = _rows(sheet.fetters)
    assert after != before
    fresh = module.DollSheet(controller, me.id)        # and as a sheet made now tells them
    qtbot.addWidget(fresh)
    fresh.show()
    fresh.refresh()
    assert after == _rows(fresh.fetters)
