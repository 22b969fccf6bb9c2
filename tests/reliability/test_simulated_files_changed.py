"""#48, a scenario changed on disk between two simulations in one process (the window's Simulate… and balance
builder keep what they read, and so do their kept worker processes): the next run reads it again — a scenario
or a character file it names that is now broken is refused, an edited one is what is simulated — in every ruleset.

Found: the simulator kept every scenario it had read by its path alone (``_template``), so a run after an edit
simulated the scenario as it was before, and one broken since was not even noticed."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from vtt.core import registry
from vtt.core.errors import FileFormatError
from vtt.sim.simulator import Workers, simulate

from tests.reliability.battles import RULESETS
from tests.reliability.test_hostile_files_every_ruleset import _absolute


def _copy_of_demo(rid: str, folder: Path) -> tuple[Path, dict]:
    src = Path(sorted(registry.get(rid).workshop_kinds()["scenario"].samples())[0])
    data = _absolute(json.loads(src.read_text(encoding="utf-8")), src.parent)
    path = folder / "mine.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path, data


def _rewrite(path: Path, text: str) -> None:
    """``text`` into ``path``, its time stamp moved on (two writes within one tick of the clock still differ)."""
    before = path.stat().st_mtime_ns
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(before + 10**9, before + 10**9))


@pytest.mark.parametrize("rid", RULESETS)
def test_a_scenario_broken_since_the_last_run_is_refused(rid, tmp_path):
    path, data = _copy_of_demo(rid, tmp_path)
    assert len(simulate(path, 2)) == 2
    _rewrite(path, json.dumps(data)[:-20])
    with pytest.raises(FileFormatError):
        simulate(path, 2)


@pytest.mark.parametrize("rid", RULESETS)
def test_a_character_file_broken_since_the_last_run_is_refused(rid, tmp_path):
    path, data = _copy_of_demo(rid, tmp_path)
    named = [v for v in json.dumps(data).split('"') if v.endswith(".json") and Path(v).is_file()]
    character = tmp_path / "character.json"
    character.write_bytes(Path(named[0]).read_bytes())
    path.write_text(json.dumps(data).replace(json.dumps(named[0])[1:-1], str(character), 1), encoding="utf-8")
    assert len(simulate(path, 2)) == 2
    _rewrite(character, "{")
    with pytest.raises(FileFormatError):
        simulate(path, 2)


def test_an_edited_scenario_is_simulated_as_edited_by_kept_workers_too(tmp_path):
    """The zones demo with its foes cut to one, after a run of the whole demo, gives what a fresh read of the cut
    scenario gives — in this process and in worker processes kept from the first run."""
    path, data = _copy_of_demo("zones", tmp_path)
    kept = Workers("fork")
    try:
        whole = [r.outcome for r in simulate(path, 8, workers=2, kept=kept, chunk=2)]
        foes = [p for p in data["participants"] if p.get("side") == "foes"]
        cut = {**data, "participants": [p for p in data["participants"] if p not in foes[1:]]}
        _rewrite(path, json.dumps(cut, ensure_ascii=False))
        again = [r.outcome for r in simulate(path, 8, workers=2, kept=kept, chunk=2)]
    finally:
        kept.close()
    fresh = tmp_path / "fresh.json"
    fresh.write_text(json.dumps(cut, ensure_ascii=False), encoding="utf-8")
    expected = [r.outcome for r in simulate(fresh, 8)]
    assert again == expected and again != whole
