"""The Qt side of solo play: the AI driver steps through the controller; the simulate dialog runs."""
from pathlib import Path

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QMenu  # noqa: E402

from vtt.rules.nechronica.battle import DEMO_SCENARIO, demo_session  # noqa: E402
from vtt.ui.widgets.ai_driver import AiDriver, add_ai_actions  # noqa: E402
from vtt.ui.widgets.battle_controller import BattleController  # noqa: E402
from vtt.ui.simulate_dialog import SimulateDialog  # noqa: E402

DATA = Path(__file__).parent / "data"


def _both_sides(seed, interval_ms, signal_name):
    """A controller on the demo, an AI driver playing both sides, and a list collecting a signal."""
    ctl = BattleController(demo_session(seed))
    driver = AiDriver(ctl, interval_ms=interval_ms)
    seen = []
    getattr(ctl if signal_name == "changed" else driver, signal_name).connect(seen.append)
    driver.set_side("enemies", True)
    driver.set_side("dolls", True)
    return ctl, driver, seen


def test_ai_steps_go_through_the_controller_and_the_log(qtbot):
    ctl, driver, seen = _both_sides(3, 0, "changed")
    steps = 0
    while driver.step():
        steps += 1
        assert len(ctl.session.log) == steps
        assert seen[-1]                          # the controller announced the events of each step
        if steps > 2000:
            pytest.fail("the battle did not end")
    assert ctl.state.phase == "ended"
    assert ctl.session.can_undo                  # AI commands are undoable like a human's
    driver.set_side("enemies", False)
    driver.set_side("dolls", False)


def test_ai_playing_only_the_enemies_stops_for_the_dolls(qtbot):
    ctl = BattleController(demo_session(3))
    driver = AiDriver(ctl, interval_ms=0)
    driver.set_side("enemies", True)
    for _ in range(500):
        if not driver.step():
            break
    assert not driver.step()
    dolls = {d.id for d in ctl.state.dolls()}
    assert all(r.command.actor not in dolls for r in ctl.session.log)
    assert any(ctl.legal_commands(d) for d in dolls)      # it is a doll's move now
    driver.set_side("enemies", False)


def test_the_timer_takes_steps_on_its_own(qtbot):
    ctl, driver, steps = _both_sides(2, 1, "stepped")
    try:
        qtbot.waitUntil(lambda: len(steps) >= 3, timeout=10000)
    finally:
        driver.set_side("dolls", False)
    assert [r.command for r in ctl.session.log[:3]] == steps[:3]
    with qtbot.waitSignal(driver.active_changed) as blocker:
        driver.set_side("enemies", False)
    assert blocker.args == [False]


def test_menu_actions_toggle_the_sides_and_set_the_speed(qtbot):
    ctl = BattleController(demo_session(2))
    driver = AiDriver(ctl)
    menu = QMenu()
    qtbot.add_widget(menu)
    actions = add_ai_actions(menu, driver)
    actions["dolls"].setChecked(True)
    assert driver.plays("dolls") and not driver.plays("enemies")
    actions["Fast"].trigger()
    assert driver.interval_ms == 150
    actions["dolls"].setChecked(False)
    assert not driver.active


def test_simulate_dialog_runs_and_reports(qtbot):
    dlg = SimulateDialog(scenario_path=DATA / "lopsided.json")
    qtbot.add_widget(dlg)
    dlg.battles.setValue(12)
    with qtbot.waitSignal(dlg.report_ready, timeout=60000) as blocker:
        dlg.start()
    r = blocker.args[0]
    assert r["battles"] == 12 and not r["cancelled"]
    assert dlg.odds.progress.value() == dlg.odds.progress.maximum()
    assert "Dolls win" in dlg.text.toPlainText()
    assert dlg.chart.report == r
    dlg.chart.grab()                              # paints without error


def test_the_simulate_dialog_keeps_its_workers_for_the_next_run(qtbot):
    dlg = SimulateDialog(scenario_path=DATA / "lopsided.json")
    qtbot.add_widget(dlg)
    dlg.battles.setValue(12)
    dlg.workers.setValue(2)
    dlg.precision.setCurrentIndex(dlg.precision.findData(None))
    reports = []
    for _ in range(2):
        with qtbot.waitSignal(dlg.report_ready, timeout=60000) as blocker:
            dlg.start()
        reports.append(blocker.args[0])
        if len(reports) == 1:
            pids = dlg.odds.kept.pids()
    assert len(pids) == 2 and dlg.odds.kept.pids() == pids       # the second run started no process
    assert reports[0] == reports[1] and reports[0]["battles"] == 12
    dlg.close()
    assert dlg.odds.kept.pids() == []


def test_simulate_dialog_stop_stops_early(qtbot):
    dlg = SimulateDialog(scenario_path=DEMO_SCENARIO)
    qtbot.add_widget(dlg)
    dlg.battles.setValue(100000)
    dlg.precision.setCurrentIndex(dlg.precision.findData(None))
    with qtbot.waitSignal(dlg.report_ready, timeout=60000) as blocker:
        dlg.start()
        dlg.stop()
    r = blocker.args[0]
    assert not r or (r["cancelled"] and r["battles"] < 100000)
    assert not dlg.running


def test_simulate_dialog_speaks_japanese_and_runs_on_every_cpu_by_default(qtbot):
    import os
    from vtt.sim.report_text import REPORT_TEMPLATES, format_report
    from vtt.ui.i18n import install_language
    from vtt.ui.simulate_dialog import report_tr
    assert install_language("ja")
    try:
        dlg = SimulateDialog(scenario_path=DATA / "lopsided.json")
        qtbot.add_widget(dlg)
        assert dlg.windowTitle() == "戦闘をシミュレート" and dlg.run_button.text() == "実行"
        assert dlg.workers.value() == (os.cpu_count() or 1)
        dolls = dlg.policy_boxes["dolls"]
        assert dolls.currentText() == "ヒューリスティック" and dolls.currentData() == "heuristic"
        assert all(report_tr(t) != t for t in REPORT_TEMPLATES)      # every sentence of the report translated
        dlg.battles.setValue(4)
        dlg.workers.setValue(1)
        with qtbot.waitSignal(dlg.report_ready, timeout=60000) as blocker:
            dlg.start()
        text = dlg.text.toPlainText()
        assert text.startswith(format_report(blocker.args[0], report_tr).splitlines()[0])
        assert "ドールの勝率" in text and "Dolls win" not in text
    finally:
        install_language("en")


def test_the_dialog_stops_by_default_once_the_win_rate_is_known_to_two_points(qtbot):
    """#18: the GM's question is "is this fair?": the dialog's default stops once the 95% interval is
    ±2 points or narrower; the battles are only a cap."""
    dlg = SimulateDialog(scenario_path=DATA / "lopsided.json")
    qtbot.add_widget(dlg)
    assert dlg.precision.currentData() == 0.02 and dlg.battles.value() == 10_000
    dlg.workers.setValue(1)
    with qtbot.waitSignal(dlg.report_ready, timeout=120000) as blocker:
        dlg.start()
    r = blocker.args[0]
    assert r["precision_reached"] and r["battles"] < 10_000 and not r["cancelled"]


@pytest.mark.parametrize("ruleset, scenario, word", [
    ("nechronica", DEMO_SCENARIO, "ターン数"),
    ("zones", "zones/scenarios/bridge.json", "ラウンド数"),
    ("ashes", "ashes/scenarios/crossroads.json", "ラウンド数"),
    ("hundred", "hundred/scenarios/crossroads.json", "ラウンド数")])
def test_the_report_says_the_rounds_in_the_ruleset_s_japanese_word(qtbot, ruleset, scenario, word):
    """#39, played (zones in Japanese): the report and the chart said ターン数 of a battle its window counts in
    ラウンド (第1ラウンド); each ruleset's rounds are said in its window's word (Nechronica's rulebook: ターン)."""
    from PySide6.QtCore import Qt
    from vtt import RESOURCES
    from vtt.ui.i18n import install_language
    assert install_language("ja")
    try:
        dlg = SimulateDialog(scenario_path=RESOURCES / scenario)
        qtbot.add_widget(dlg)
        assert dlg.system.id == ruleset
        dlg.battles.setValue(4)
        dlg.workers.setValue(1)
        with qtbot.waitSignal(dlg.report_ready, timeout=60000):
            qtbot.mouseClick(dlg.run_button, Qt.MouseButton.LeftButton)
        lines = dlg.text.toPlainText().splitlines()
        said = [x for x in lines if "平均" in x and "中央値" in x]
        assert len(said) == 1 and said[0].startswith(word + ": 平均 "), lines
        assert dlg.chart.caption() == said[0]
        other = "ラウンド" if word.startswith("ターン") else "ターン"
        assert other not in dlg.text.toPlainText()
        # (and its lists as Japanese lists them: 「パーティ: ヒューリスティック、敵: …」, 「結果: 敗北 2、勝利 2」)
        assert ", " not in dlg.text.toPlainText() and ", " not in dlg.odds.ai.text() and "、" in dlg.odds.ai.text()
    finally:
        install_language("en")
