"""#30: the GM's answer as it narrows. OddsPanel (vtt/ui/simulate_dialog.py) shows the players' side's win
rate with its 95% interval while the battles run, and stops at the precision asked; stop() keeps what has
run; every ruleset's window opens the dialog around it. Waits on signals only."""
import json

import pytest

pytest.importorskip("pytestqt")

import vtt  # noqa: E402
from vtt.cli import main  # noqa: E402
from vtt.core import registry  # noqa: E402
from vtt.sim.simulator import NARROWING_CHUNK, PRECISION_CHUNK  # noqa: E402
from vtt.ui.simulate_dialog import OddsPanel, SimulateDialog, headline  # noqa: E402

OGRE = vtt.RESOURCES / "hundred" / "scenarios" / "ogre.json"


def test_the_estimate_narrows_as_battles_run_and_stops_at_the_precision_asked(qtbot, capsys):
    panel = OddsPanel()
    qtbot.add_widget(panel)
    seen = []
    panel.estimated.connect(lambda *a: seen.append(a))
    with qtbot.waitSignal(panel.finished, timeout=180000) as done:
        panel.start(OGRE, precision=0.05, seed=4, workers=2)
    r = done.args[0]
    # told every few battles from the first chunk on (played in this process while the workers start)
    assert [n for n, *_ in seen] == list(range(NARROWING_CHUNK, r["battles"] + 1, NARROWING_CHUNK))
    halves = [(hi - lo) / 2 for _, _, lo, hi in seen]
    assert halves[0] > 0.15 and halves[-1] <= 0.05                     # it tightened to what was asked
    assert all(h > 0.05 for (n, *_), h in zip(seen[:-1], halves) if n >= 100 and n % PRECISION_CHUNK == 0)
    assert r["precision_reached"] and not r["cancelled"] and r["battles"] % PRECISION_CHUNK == 0
    n, rate, lo, hi = seen[-1]
    assert (r["party_win_rate"], r["party_win_rate_ci95"]) == (rate, [lo, hi])
    assert panel.headline.text() == headline("Party", rate, lo, hi) and "±" in panel.headline.text()
    assert list(r["rounds"]["distribution"]) == sorted(r["rounds"]["distribution"], key=int)   # as reported
    assert panel.progress.value() == panel.progress.maximum()
    assert [p[0] for p in panel.plot.points] == [s[0] for s in seen]
    panel.plot.grab()                                                   # paints the band without error
    # the command line stops at the same battle with the same answer
    assert main(["simulate", str(OGRE), "--precision", "0.05", "--seed", "4", "--workers", "1", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert (cli["battles"], cli["party_win_rate"]) == (r["battles"], r["party_win_rate"])
    panel.shutdown()
    assert panel.kept.pids() == []


def test_stop_keeps_what_has_run(qtbot):
    panel = OddsPanel()
    qtbot.add_widget(panel)
    seen = []
    panel.estimated.connect(lambda *a: seen.append(a))
    with qtbot.waitSignal(panel.finished, timeout=120000) as done:
        with qtbot.waitSignal(panel.estimated, timeout=120000):
            panel.start(OGRE, precision=None, seed=1, workers=1, battles=100_000)
        panel.stop()
    r = done.args[0]
    assert r["cancelled"] and NARROWING_CHUNK <= r["battles"] < 100_000
    assert r["battles"] == seen[-1][0] and not panel.running
    assert "precision" not in r


def test_the_progress_bar_heads_for_the_battles_the_precision_needs(qtbot):
    panel = OddsPanel()
    qtbot.add_widget(panel)
    panel.precision = 0.02
    # ±10 points after 100 battles: about (10/2)² × 100 = 2,500 needed
    assert panel.expected_battles(100, 0.4, 0.6, 10_000) == 2500
    assert panel.expected_battles(100, 0.4, 0.6, 1000) == 1000                 # never past the cap
    assert panel.expected_battles(3000, 0.49, 0.51, 10_000) == 3000            # reached


def test_a_broken_scenario_is_said_and_nothing_runs(qtbot, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    panel = OddsPanel()
    qtbot.add_widget(panel)
    with qtbot.waitSignal(panel.failed, timeout=10000) as failed:
        panel.start(bad)
    assert "bad.json" in failed.args[0] and not panel.running


@pytest.mark.parametrize("ruleset", ["zones", "ashes", "hundred"])
def test_every_ruleset_s_window_opens_the_dialog_on_its_scenario(qtbot, ruleset):
    from vtt.ui.main_window import MainWindow
    from vtt.ui.widgets.battle_controller import BattleController
    system = registry.get(ruleset)
    window = MainWindow(BattleController(system.demo_session(1)))
    qtbot.addWidget(window)
    window.act["simulate"].trigger()
    dlg = window.findChildren(SimulateDialog)[0]
    assert dlg.isVisible() and dlg.scenario.text() == str(system.sample_scenarios()[0])
    assert list(dlg.policy_boxes) == list(system.sides[:2])
    assert dlg.policy_boxes["party"].currentData() == "heuristic"
    dlg.battles.setValue(20)
    dlg.workers.setValue(1)
    with qtbot.waitSignal(dlg.report_ready, timeout=120000) as done:
        dlg.run_button.click()
    r = done.args[0]
    assert r["battles"] == 20 and "party_win_rate" in r
    assert "party win" in dlg.text.toPlainText()
    dlg.close()
    assert dlg.odds.kept.pids() == []


def test_the_panel_says_which_ai_played_each_side(qtbot):
    """(#43) The odds are the AI's: the panel names the policy of each side, the reference player among them."""
    panel = OddsPanel()
    qtbot.add_widget(panel)
    duel = vtt.RESOURCES / "scenarios" / "duel.json"
    with qtbot.waitSignal(panel.finished, timeout=120000) as done:
        panel.start(duel, precision=None, seed=1, workers=1, battles=2, policies={"dolls": "reference"})
    assert done.args[0]["policies"] == {"dolls": "reference", "enemies": "heuristic"}
    assert panel.ai.text() == "AI — dolls: reference, enemies: heuristic"
    dialog = SimulateDialog(scenario_path=duel)
    qtbot.add_widget(dialog)
    assert [dialog.policy_boxes["dolls"].itemData(i) for i in range(dialog.policy_boxes["dolls"].count())] == [
        "heuristic", "random", "reference"]
