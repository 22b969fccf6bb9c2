"""The refusals Nechronica's count track and flow panel show (their Next count buttons', each madness check's) are
told again only when the verdict reads otherwise or the language changed (count_track.ToldReasons, set_tip): a move
elsewhere, at every command among 200, neither phrases them again nor sets the tooltips again (each setToolTip an event
through the kept pictures' filter) (docs/gui.md, "The fourteenth round (a Nechronica move)")."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from vtt.rules.nechronica import commands as cmds
from vtt.rules.nechronica.engine import actors_now


class Told(QObject):
    """The refusals the controller told (its ``reason``, watched) and the tooltips set on ``widgets`` since made."""

    def __init__(self, controller, widgets):
        super().__init__()
        self.tips, self.reasons, reason = 0, [], controller.reason
        controller.reason = lambda why, rule=False: self.reasons.append(why) or reason(why, rule)
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.ToolTipChange:
            self.tips += 1
        return False


def moves_elsewhere_tell_nothing_and_japanese_is_told(controller, qtbot, button, widgets) -> str:
    """Two moves of an enemy: no refusal told, no tooltip set, the button's as it was; then Japanese told at once, and
    English again. Her tooltip before."""
    from vtt.ui.i18n import install_language
    before = button.toolTip()
    assert before == controller.can(cmds.next_count()).reason and "Noel" in before
    told = Told(controller, widgets)
    other = next(p for p in controller.state.fighters.values() if p.side != "dolls")
    for area in ("hades", "tartarus"):
        assert controller.do(cmds.override_move(other.id, area))
        assert (told.reasons, told.tips) == ([], 0), area      # (main: the refusal told and set again at each move)
    assert button.toolTip() == before
    try:
        assert install_language("ja")
        qtbot.waitUntil(lambda: "ノエル" in button.toolTip())
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: button.toolTip() == before)
    return before


def test_a_move_elsewhere_tells_the_count_tracks_refusal_again_never_and_another_verdict_does(controller, qtbot):
    from vtt.core.ruleset import GM_VIEWER
    from vtt.ui.nechronica.contributions import count_track
    track = count_track(controller, GM_VIEWER, False)
    qtbot.addWidget(track)
    track.show()
    assert not track.next_button.isEnabled()
    before = moves_elsewhere_tell_nothing_and_japanese_is_told(controller, qtbot, track.next_button, [track.next_button])
    for p in actors_now(controller.state):                # everyone who must act waits: another verdict
        assert controller.do(cmds.override_set_ap(p.id, 0))
    verdict = controller.can(cmds.next_count())
    assert track.next_button.toolTip() == ("Advance to the next count" if verdict.ok else verdict.reason) != before


def test_a_move_elsewhere_tells_the_flow_panels_refusals_again_never_and_another_language_does(controller, qtbot):
    from vtt.ui.nechronica.flow_panel import FlowPanel
    panel = FlowPanel(controller)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.next_button.isVisible() and not panel.next_button.isEnabled()
    moves_elsewhere_tell_nothing_and_japanese_is_told(controller, qtbot, panel.next_button,
                                                      [panel.next_button, *panel.madness_box.findChildren(QObject)])
