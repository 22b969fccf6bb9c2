"""The refusals Nechronica's flow panel shows (its Next count button's, each madness check's) are told again only when
the verdict reads otherwise or the language changed (count_track.ToldReasons, set_tip): a move elsewhere, at every
command among 200, neither phrases them again nor sets the tooltips again (docs/gui.md, "The fourteenth round (a
Nechronica move)")."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from vtt.rules.nechronica import commands as cmds


class Tips(QObject):
    """How many times each widget watched was told its tooltip changed."""

    def __init__(self, widgets):
        super().__init__()
        self.n = 0
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.ToolTipChange:
            self.n += 1
        return False


def test_a_move_elsewhere_tells_the_flow_panels_refusals_again_never_and_another_language_does(controller, qtbot):
    from vtt.ui.i18n import install_language
    from vtt.ui.nechronica.flow_panel import FlowPanel
    panel = FlowPanel(controller)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.next_button.isVisible() and not panel.next_button.isEnabled()
    before = panel.next_button.toolTip()
    assert before == controller.can(cmds.next_count()).reason and "Noel" in before
    tips = Tips([panel.next_button, *panel.madness_box.findChildren(QObject)])
    told, reason = [], controller.reason
    controller.reason = lambda why, rule=False: told.append(why) or reason(why, rule)
    other = next(p for p in controller.state.fighters.values() if p.side != "dolls")
    for area in ("hades", "tartarus"):
        assert controller.do(cmds.override_move(other.id, area))
        assert (told, tips.n) == ([], 0), area         # (main: the refusal told and set again at each move)
    assert panel.next_button.toolTip() == before
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: "ノエル" in panel.next_button.toolTip())
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: panel.next_button.toolTip() == before)
