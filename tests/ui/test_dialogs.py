"""The New battle dialog: sample and user files, broken files reported, the scenario it builds."""
import json

from vtt import RESOURCES
from vtt.rules.nechronica.battle import new_session
from vtt.ui.nechronica.dialogs import NewBattleDialog


def test_the_new_battle_dialog_builds_a_scenario_that_starts(qtbot):
    d = NewBattleDialog()
    qtbot.addWidget(d)
    assert len(d.rows_dolls) == len(list((RESOURCES / "dolls").glob("*.json")))
    d.rows_enemies[-1][1].setChecked(True)                 # one enemy
    sc = d.scenario()
    s = new_session(sc)
    s.do({"type": "start"})
    assert len(s.state.dolls()) == len(d.rows_dolls) and len(s.state.enemies()) == 1


def test_a_users_doll_file_can_be_added_and_a_broken_one_is_reported(qtbot, tmp_path):
    d = NewBattleDialog()
    qtbot.addWidget(d)
    mine = json.loads((RESOURCES / "dolls" / "lily.json").read_text(encoding="utf-8"))
    mine["name"] = "わたしのドール"
    (tmp_path / "mine.json").write_text(json.dumps(mine, ensure_ascii=False), encoding="utf-8")
    assert d.add_doll_row(tmp_path / "mine.json")
    assert "わたしのドール" in [box.text() for _, box, _ in d.rows_dolls]
    (tmp_path / "bad.json").write_text('{"name": "x", "area": "奈落"}', encoding="utf-8")
    n = len(d.rows_dolls)
    assert not d.add_doll_row(tmp_path / "bad.json")
    assert len(d.rows_dolls) == n and "bad.json" in d.file_error.text() and "area" in d.file_error.text()


def test_no_doll_means_no_battle_and_rounds_only_for_survival(qtbot):
    d = NewBattleDialog()
    qtbot.addWidget(d)
    for _, box, _ in d.rows_dolls:
        box.setChecked(False)
    assert not d.ok_button.isEnabled()
    assert not d.rounds.isEnabled()
    d.victory.setCurrentIndex(d.victory.findData("survive_rounds"))
    assert d.rounds.isEnabled()


def test_destroy_every_enemy_with_no_enemy_picked_greys_ok_out_and_says_why(qtbot):
    """#21 item 11: such a battle started and never ended."""
    d = NewBattleDialog()
    qtbot.addWidget(d)
    for row in d.rows_enemies:
        row[1].setChecked(False)
    assert d.victory.currentData() == "annihilate"
    assert not d.ok_button.isEnabled() and "no enemy" in d.why.text()
    d.rows_enemies[0][1].setChecked(True)
    assert d.ok_button.isEnabled() and d.why.text() == ""
    d.rows_enemies[0][1].setChecked(False)
    d.victory.setCurrentIndex(d.victory.findData("custom"))
    assert d.ok_button.isEnabled()
