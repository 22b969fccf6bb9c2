"""`vtt play`: the documented example script plays strictly; rejections are reported and change nothing."""
import json
from pathlib import Path

from vtt.cli import main

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "duel-script.json"


def test_the_documented_example_plays_without_rejection(capsys):
    assert main(["play", str(EXAMPLE), "--strict", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rejected"] == []
    lily = out["state"]["fighters"]["lily"]
    assert lily["area"] == "hades" and lily["ap"] == 4
    assert [(p["name"], p["name_ja"]) for p in lily["parts"]["arms"] if p["damaged"]] == [("Arm", "うで")]
    assert out["state"]["fighters"]["zombies"]["bodies"] == 4


def _script_with_a_wait_out_of_turn(tmp_path) -> Path:
    """The example script with ゾンビ waiting at count 10 (her AP is 8): command 1 is rejected."""
    script = json.loads(EXAMPLE.read_text())
    script["scenario"] = str(EXAMPLE.parent / script["scenario"])
    script["commands"].insert(1, {"type": "wait", "actor": "zombies"})
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script, ensure_ascii=False))
    return path


def test_a_rejected_command_is_reported_and_strict_exits_1(tmp_path, capsys):
    path = _script_with_a_wait_out_of_turn(tmp_path)
    assert main(["play", str(path), "--strict"]) == 1
    out = capsys.readouterr().out
    assert "REJECTED command 1" in out and "count is 10" in out
    assert main(["play", str(path)]) == 0


def test_the_json_log_replays_to_the_same_state(tmp_path, capsys):
    main(["play", str(EXAMPLE), "--json"])
    first = json.loads(capsys.readouterr().out)
    script = {"kind": "script", "scenario": str(EXAMPLE.parent / "../../resources/scenarios/duel.json"),
              "seed": 12345, "commands": first["log"]}
    path = tmp_path / "replay.json"
    path.write_text(json.dumps(script, ensure_ascii=False))
    assert main(["play", str(path), "--strict", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["state"] == first["state"]


def test_a_broken_script_names_the_file_and_field(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text('{"kind": "script", "setup": {"dolls": []}, "commands": []}')
    assert main(["play", str(path)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "setup.dolls" in err


def test_the_log_can_be_told_in_japanese(capsys):
    assert main(["play", str(EXAMPLE), "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "リリィが【かた】（地獄へ）を宣言（アクション・コスト4・行動値10→6）：移動1" in out and "地獄へ移動" in out and "ゾンビの体が1減少（残り4）" in out


def test_a_hand_written_script_with_basic_parts_and_japanese_names_plays(capsys):
    script = Path(__file__).resolve().parent / "data" / "inline_script.json"
    assert main(["play", str(script), "--strict", "--json"]) == 0
    state = json.loads(capsys.readouterr().out)["state"]
    alice = state["fighters"]["アリス"]
    assert alice["max_ap"] == 9 and [p["name_ja"] for p in alice["parts"]["head"]] == ["のうみそ", "めだま", "あご"]
    assert alice["ap"] == 7


def test_dice_given_with_a_declaration_wait_for_the_roll_it_leads_to(tmp_path, capsys):
    # her wings (Rapid) mean her declaration opens a Rapid window before the attack check is rolled
    wing = {"name": "つばさ", "location": "腕", "timing": "ラピッド", "cost": 1, "range": "自身", "effect": "移動1",
            "category": "mutation"}
    script = {"kind": "script", "seed": 3, "setup": {
        "dolls": [{"doll": {"name": "アリス", "basic_parts": True, "parts": [wing]}}],
        "enemies": [{"area": "limbo", "enemy": {"kind": "legion", "name": "ゾンビ", "base_ap": 5, "threat": 1,
                                                "bodies": 5, "parts": []}}]},
        "commands": [{"type": "start"},
                     {"type": "use", "actor": "アリス", "part": "こぶし", "target": "ゾンビ", "dice": [10]},
                     {"type": "pass"}, {"type": "pass"}]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script, ensure_ascii=False))
    assert main(["play", str(path), "--strict", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [e["dice"] for e in out["events"] if e["type"] == "check_rolled"] == [[10]]
    assert [c for c in out["log"] if c.get("dice")] == [{"type": "pass", "dice": [10]}]
    assert out["state"]["fighters"]["ゾンビ"]["bodies"] == 4


def test_dice_never_rolled_are_reported(tmp_path, capsys):
    script = json.loads(EXAMPLE.read_text())
    script["scenario"] = str(EXAMPLE.parent / script["scenario"])
    script["commands"] = [{"type": "start", "dice": [4]}]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(script, ensure_ascii=False))
    assert main(["play", str(path), "--strict"]) == 1
    assert "never rolled: [4]" in capsys.readouterr().out


def test_a_rejected_commands_reason_is_told_in_japanese_with_lang_ja(tmp_path, capsys):
    path = _script_with_a_wait_out_of_turn(tmp_path)
    assert main(["play", str(path), "--strict", "--lang", "ja"]) == 1
    out = capsys.readouterr().out
    assert "REJECTED command 1" in out
    assert "ゾンビの行動値は8、今はカウント10：行動値とカウントが等しいときに行動する [行動 (acting)]" in out
    assert main(["play", str(path), "--json", "--lang", "ja"]) == 0      # JSON stays English, for programs
    rejected = json.loads(capsys.readouterr().out)["rejected"]
    assert rejected[0]["reason"].endswith("she acts when her action points equal the count [行動 (acting)]")
