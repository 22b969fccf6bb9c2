"""The doll sheet's fetters told again only when hers, the language or the battle's cast changed, and her parts' rows
only when a part reads otherwise or is usable otherwise (docs/gui.md, "The thirteenth round (a move: what the map, the
view and the sheet work out again)"): whom a fetter names was looked for among every participant, name by name, and
each part's texts told again, at each command (a move among 200: ~0.8 and ~0.5 M instructions)."""
from __future__ import annotations

from vtt.rules.nechronica import commands as cmds


def _her_sheet(controller, qtbot) -> tuple:
    """(the doll sheet's module, the doll who acts first, the sheets (kept: they refresh hers), her sheet shown)."""
    import vtt.ui.nechronica.doll_sheet as module
    from vtt.rules.nechronica.engine import actors_now
    me = actors_now(controller.state)[0]
    sheets = module.DollSheets(controller)
    qtbot.addWidget(sheets)
    sheets.show()
    sheets.show_participant(me.id)
    return module, me, sheets, sheets.current_sheet()


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


def test_a_move_elsewhere_tells_her_parts_again_never_and_a_part_damaged_does(controller, qtbot, monkeypatch):
    module, me, _sheets, sheet = _her_sheet(controller, qtbot)
    told, was = [], module.range_text
    monkeypatch.setattr(module, "range_text", lambda part: told.append(part.key) or was(part))
    other = next(p for p in controller.state.fighters.values() if p.side != me.side)
    for area in ("hades", "tartarus"):
        assert controller.do(cmds.override_move(other.id, area))
        assert told == [], area                        # (main: each of her parts at each move)
    part = next(x for x in me.parts if not x.damaged and x.location != "skill")
    assert controller.do(cmds.override_damage(me.id, part.key))
    assert sorted(told) == sorted(x.key for x in me.parts)      # a part damaged: told again
    struck = [sheet.tree.topLevelItem(i).child(j) for i in range(sheet.tree.topLevelItemCount())
              for j in range(sheet.tree.topLevelItem(i).childCount())]
    assert [item.font(0).strikeOut() for item in struck if item.data(0, module.KEY_ROLE) == part.key] == [True]


def test_her_max_ap_is_worked_out_once_a_change_and_reads_as_the_battle_counts_it(controller, qtbot, monkeypatch):
    """The AP line's maximum is the sum of the breakdown it lists (Battle.max_ap's own definition), not the breakdown
    worked out a second time (~0.08 M instructions at each command, a move among 200 included)."""
    from vtt.rules.nechronica.effects import parse_effects
    from vtt.rules.nechronica.state import Battle
    _, me, _sheets, sheet = _her_sheet(controller, qtbot)
    worked, was = [], Battle.max_ap_breakdown
    monkeypatch.setattr(Battle, "max_ap_breakdown", lambda b, p: worked.append(p.id) or was(b, p))
    other = next(p for p in controller.state.fighters.values() if p.side != me.side)
    assert controller.do(cmds.override_move(other.id, "hades"))
    assert worked == [me.id]                           # (main: twice, the second for Battle.max_ap)
    part = next(x for x in me.parts if not x.damaged and parse_effects(x.effect, x.name_ja or x.name).max_ap)
    b = controller.state
    before = b.max_ap(b.fighters[me.id])
    assert f"/ max {before}  (" in sheet.ap_label.text()
    assert controller.do(cmds.override_damage(me.id, part.key))       # a part that adds to her max AP damaged
    b = controller.state
    assert b.max_ap(b.fighters[me.id]) != before
    assert f"/ max {b.max_ap(b.fighters[me.id])}  (" in sheet.ap_label.text()
