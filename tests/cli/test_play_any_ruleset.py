"""`vtt play` runs a script of any registered ruleset (the toy of tests/core/toy.py) and refuses a
script of a ruleset it does not know, naming it."""
import json

import pytest

from tests.core import toy
from vtt.cli import main


def write(tmp_path, **script):
    path = tmp_path / "script.json"
    path.write_text(json.dumps({"kind": "script", **script}), encoding="utf-8")
    return path


@pytest.mark.usefixtures("toy_registered")
def test_a_toy_script_plays_with_the_toy_s_texts_and_refusals(tmp_path, capsys):
    path = write(tmp_path, ruleset="toy", setup=toy.DEMO, seed=1, commands=[
        {"type": "deal", "dice": [1, 2, 3, 4]},
        {"type": "move", "actor": "ann", "to": "keep"},          # not next to the gate: refused
        {"type": "move", "actor": "ann", "to": "yard"}])
    assert main(["play", str(path)]) == 0
    out = capsys.readouterr().out
    assert "ann draws 1" in out and "ann moves to yard" in out
    assert "REJECTED command 1" in out and "keep is not next to gate [move]" in out
    assert "ann [heroes] yard card 1 health 2" in out          # the toy's own state text
    assert main(["play", str(path), "--strict"]) == 1


@pytest.mark.usefixtures("toy_registered")
def test_a_toy_script_saves_a_battle_that_opens_again(tmp_path, capsys):
    from vtt.core.game_file import open_session
    path = write(tmp_path, ruleset="toy", setup=toy.DEMO, commands=[{"type": "deal", "dice": [4, 3, 2, 1]}])
    assert main(["play", str(path), "--json", "--save", str(tmp_path / "b.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert open_session(tmp_path / "b.json").snapshot() == out["state"]


def test_a_script_of_an_unknown_ruleset_is_refused_with_its_name(tmp_path, capsys):
    path = write(tmp_path, ruleset="chess", commands=[])
    assert main(["play", str(path)]) == 2
    assert "unknown ruleset 'chess'; this vtt knows: nechronica" in capsys.readouterr().err
