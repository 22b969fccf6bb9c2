"""#48, `vtt roll --jsonl` (the BCDice-style dice of every ruleset as a stream of JSON lines) fed hostile lines:
each is answered by one ``{"error": …}`` line that says what is wrong, and the stream goes on to the next.

Found: a line nested 100,000 deep, ``"dice": NaN`` (Nechronica) and a command that is not text (zones, ashes,
hundred) ended the whole stream with a traceback; ``"dice": "x"``, ``[1.5]`` or ``{"a": 1}`` were read as one die
each ("2NA rolls 2 dice but 1 was entered")."""
from __future__ import annotations

import io
import json

import pytest

from vtt.cli import main
from vtt.core import registry

#: a good roll of each ruleset, with the dice it rolls
GOOD = {"nechronica": ("2NA", [3, 9]), "zones": ("2d6", [3, 5]), "ashes": ("2D", [3, 9]), "hundred": ("2d10", [3, 9])}
HOSTILE = ["[" * 100_000, '{"command": "2NA", "dice": NaN}', '{"command": 5}', '{"command": null}',
           '{"command": ["2NA"]}', '{"command": {"a": 1}}', '{"command": "COMMAND", "dice": "x"}',
           '{"command": "COMMAND", "dice": [1.5, 2]}', '{"command": "COMMAND", "dice": {"a": 1, "b": 2}}',
           '{"command": "COMMAND", "dice": [true, 2]}', '{"command": "COMMAND", "dice": [-5, 2]}',
           '{"command": "COMMAND", "dice": [' + "9" * 30 + ', 2]}', '{"command": "COMMAND", "command": "1NA"}',
           '[]', '"2NA"', '{"command": "' + "x" * 100_000 + '"}', "\ud800", '{"command": "COMMAND", "dice": 7}']


@pytest.mark.parametrize("rid", registry.ids())
def test_every_hostile_line_is_an_error_line_and_the_stream_goes_on(rid, capsys, monkeypatch):
    command, dice = GOOD[rid]
    lines = [h.replace("COMMAND", command) for h in HOSTILE] + [json.dumps({"command": command, "dice": dice})]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["roll", "--jsonl", "--system", rid, "--seed", "1"]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(out) == len(lines)
    for line, result in zip(lines[:-1], out[:-1]):
        assert set(result) == {"error"}, (line[:60], result)
        assert 0 < len(result["error"]) < 400 and "1 was entered" not in result["error"], (line[:60], result)
    assert "error" not in out[-1] and str(dice) in out[-1]["text"].replace(",", ", ").replace(",  ", ", "), out[-1]
