"""`vtt roll`: one roll, JSON output, the JSON-lines stream and the error exits."""
import io
import os
import json
import subprocess
import sys
from pathlib import Path

from vtt.cli import main

VTT = Path(sys.executable).with_name("vtt")


def test_roll_prints_the_bcdice_line(capsys):
    assert main(["roll", "2NA+1", "--dice", "3,9"]) == 0
    out = capsys.readouterr().out
    assert out == "(2NA+1) ＞ [3,9]+1 ＞ 10[4,10] ＞ 成功 ＞ 頭（なければ攻撃側任意）\n"


def test_roll_json_prints_one_object(capsys):
    assert main(["roll", "2na-1", "--dice", "4,1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["command"] == "2NA-1"
    assert result["dice"] == [4, 1]
    assert (result["outcome"], result["parts_lost"], result["location"]) == ("fumble", 2, None)


def test_roll_fetter_table(capsys):
    assert main(["roll", "NME", "--dice", "2", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["emotion"], result["mad_effect"]) == ("隷属", "造反有理")


def test_the_same_seed_gives_the_same_roll(capsys):
    main(["roll", "4NA+1", "--seed", "42", "--json"])
    first = capsys.readouterr().out
    main(["roll", "4NA+1", "--seed", "42", "--json"])
    assert capsys.readouterr().out == first
    assert len(json.loads(first)["dice"]) == 4


def test_unknown_command_exits_2_with_a_message(capsys):
    assert main(["roll", "2NX+1"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "unknown dice command '2NX+1'" in captured.err


def test_bad_dice_option_exits_2(capsys):
    assert main(["roll", "2NA", "--dice", "3,x"]) == 2
    assert "--dice" in capsys.readouterr().err


def test_wrong_number_of_dice_exits_2(capsys):
    assert main(["roll", "2NA", "--dice", "3"]) == 2
    assert "rolls 2 dice" in capsys.readouterr().err


def test_no_command_exits_2(capsys):
    assert main(["roll"]) == 2
    assert "COMMAND" in capsys.readouterr().err


def test_jsonl_writes_one_result_per_line_and_survives_bad_lines(capsys, monkeypatch):
    lines = [
        '{"command": "2NA+1", "dice": [3, 9]}',
        'not json',
        '{"command": "2NX"}',
        '{"command": "2NA", "dice": [3]}',
        '[1, 2]',
        '{"command": "NM", "dice": [10]}',
        '{"command": "3NC"}',
    ]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["roll", "--jsonl", "--seed", "1"]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(out) == len(lines)
    assert out[0]["text"] == "(2NA+1) ＞ [3,9]+1 ＞ 10[4,10] ＞ 成功 ＞ 頭（なければ攻撃側任意）"
    assert "not JSON" in out[1]["error"]
    assert "unknown dice command" in out[2]["error"]
    assert "rolls 2 dice" in out[3]["error"]
    assert "object" in out[4]["error"]
    assert out[5]["mad_effect"] == "疑心暗鬼"
    assert len(out[6]["dice"]) == 3 and "error" not in out[6]


def test_jsonl_refuses_a_command_argument(capsys):
    assert main(["roll", "2NA", "--jsonl"]) == 2
    assert "stdin" in capsys.readouterr().err


def test_installed_vtt_roll_in_a_subprocess():
    done = subprocess.run([str(VTT), "roll", "2NA+1", "--dice", "3,9", "--json"],
                          capture_output=True, check=False, env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    result = json.loads(done.stdout.decode("utf-8"))
    assert (result["total"], result["outcome"], result["location"]) == (10, "success", "head")
