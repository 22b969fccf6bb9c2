"""The doll sheet's heading (her name) at the window's heading size, vtt.ui.theme.HEADING_PX (18 px): at 13 pt
(17 px) it asked Qt for a font engine of its own beside the count track's 18 and 16 px headers (+1.1 M
instructions at Nechronica's first paint once the window's text went on the type scale, docs/gui.md)."""
from __future__ import annotations


def test_the_doll_sheets_name_is_a_heading_on_the_type_scale(controller, qtbot):
    from vtt.rules.nechronica.engine import actors_now
    from vtt.ui.nechronica.doll_sheet import DollSheet
    from vtt.ui.nechronica.markers import name_text
    from vtt.ui.theme import HEADING_PX
    me = actors_now(controller.state)[0]
    sheet = DollSheet(controller, me.id)
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.refresh()
    assert f"<b style='font-size:{HEADING_PX}px'>{name_text(me)}</b>" in sheet.header.text()
