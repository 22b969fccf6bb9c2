"""#20, "every output written safely" and "hostile and broken files": each test failed before its fix."""
import json
import os
import subprocess
import sys
import time

import pytest

from vtt import RESOURCES
from vtt.cli import main
from vtt.core import files
from vtt.core.errors import FileFormatError, InvalidValueError
from vtt.core.files import read_json, write_json_atomic
from vtt.rules.nechronica.battle import load_scenario

DOLL = RESOURCES / "dolls" / "lily.json"


class FullDisk:
    """The disk fills up after ``room`` bytes of a write: what a small tmpfs does, without mounting one
    (CI may not allow it); the write raises ENOSPC as the kernel would."""

    def __init__(self, monkeypatch, room=4096):
        real = files.os.fdopen

        def fdopen(fd, mode="r", *a, **kw):
            f = real(fd, mode, *a, **kw)
            write = f.write

            def limited(data):
                if len(data) > room:
                    write(data[:room])
                    raise OSError(28, "No space left on device")
                return write(data)
            f.write = limited
            return f
        monkeypatch.setattr(files.os, "fdopen", fdopen)


# -- 4, 5: durable renames, no stale temp files ---------------------------------------------------

def test_a_save_syncs_the_file_and_then_the_folder(tmp_path, monkeypatch):
    synced = []
    real = os.fsync
    monkeypatch.setattr(files.os, "fsync", lambda fd: (synced.append(os.fstat(fd).st_mode), real(fd)))
    write_json_atomic(tmp_path / "b.json", {"a": 1})
    import stat
    assert [stat.S_ISREG(m) for m in synced] == [True, False]     # the file, then its folder
    assert stat.S_ISDIR(synced[1])                                # so the rename is durable too


def test_temp_files_a_killed_save_left_are_cleaned_on_the_next_save(tmp_path):
    old = tmp_path / ".b.json.abc123.tmp"
    fresh = tmp_path / ".b.json.def456.tmp"
    for p in (old, fresh):
        p.write_text("half")
    past = time.time() - 3600
    os.utime(old, (past, past))
    write_json_atomic(tmp_path / "b.json", {"a": 1})
    assert not old.exists() and fresh.exists()                 # another window's save may be under way


# -- 6, 7: outputs on a full disk -----------------------------------------------------------------

@pytest.mark.parametrize("what", ["print", "ccfolia", "schema", "play"])
def test_on_a_full_disk_the_old_file_stays_whole_and_the_command_says_so(qapp, tmp_path, monkeypatch, capsys, what):
    out = tmp_path / ("out.pdf" if what == "print" else "out.json")
    out.write_bytes(b"the old file")
    FullDisk(monkeypatch, room=100)
    if what == "print":
        code = main(["print", str(DOLL), "-o", str(out)])
    elif what == "ccfolia":
        code = main(["export", str(DOLL), "--format", "ccfolia", "-o", str(out)])
    elif what == "schema":
        out = tmp_path / "doll.json"
        out.write_bytes(b"the old file")
        code = main(["schema", "-o", str(tmp_path)])
    else:
        script = tmp_path / "s.json"
        script.write_text(json.dumps({"kind": "script", "scenario": str(RESOURCES / "scenarios" / "duel.json"),
                                      "commands": [{"type": "start"}]}))
        code = main(["play", str(script), "--save", str(out)])
    err = capsys.readouterr().err
    assert code == 1 and "No space left on device" in err and "Traceback" not in err
    assert "wrote" not in capsys.readouterr().out
    assert out.read_bytes() == b"the old file"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


# -- 8, 9: hostile files --------------------------------------------------------------------------

@pytest.mark.parametrize("content, said", [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"seed": ' + "9" * 5000 + "}", "not valid JSON"),
    ('{"kind": "doll", "name": "a", "kind": "enemy"}', "the key appears twice"),
])
def test_a_hostile_json_file_is_a_file_format_error(tmp_path, content, said):
    path = tmp_path / "x.json"
    path.write_text(content)
    with pytest.raises(FileFormatError, match=said):
        read_json(path)


def test_a_key_given_twice_is_named():
    with pytest.raises(FileFormatError) as e:
        files.parse_json('{"base_ap": 99, "base_ap": 6}', "d.json")
    assert e.value.field == "base_ap"


def test_a_fifo_or_a_device_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path in (fifo, "/dev/zero", tmp_path):
        with pytest.raises(FileFormatError, match="not a regular file"):
            read_json(path)


def test_a_file_over_the_size_cap_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text("[" + "1," * 100 + "1]")
    with pytest.raises(FileFormatError, match="too large"):
        files.read_text(path, files.MAX_FILE_BYTES)


def test_a_nul_in_a_referenced_file_name_is_a_file_format_error(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"kind": "scenario", "dolls": [{"file": "a\u0000b.json"}]}))
    from vtt.core.game_file import open_session
    with pytest.raises(FileFormatError):
        open_session(path)


def test_a_byte_order_mark_is_accepted_everywhere(tmp_path):
    path = tmp_path / "duel.json"
    source = RESOURCES / "scenarios" / "duel.json"
    path.write_bytes(b"\xef\xbb\xbf" + source.read_bytes().replace(b'"../', ('"' + str(source.parent.parent) + '/').encode()))
    assert load_scenario(path).name == load_scenario(source).name


def test_the_window_starts_though_the_most_recent_file_is_broken(qapp, tmp_path):
    from vtt.ui.app import initial_session
    from vtt.ui.main_window import open_settings
    broken = tmp_path / "recent.json"
    broken.write_text("[" * 100_000)
    settings = open_settings(tmp_path)
    settings.setValue("recent", [str(broken)])

    class Args:
        demo = False
        file = None
    assert initial_session(Args(), settings) == (None, None)


# -- 10: text that is not Unicode -----------------------------------------------------------------

def test_a_lone_surrogate_in_a_script_is_a_rejected_command_not_a_crash(tmp_path, capsys):
    script = tmp_path / "s.json"
    script.write_text('{"kind": "script", "scenario": "%s", "commands": [{"type": "start"}, '
                      '{"type": "wait", "actor": "\\ud800"}]}' % (RESOURCES / "scenarios" / "duel.json"))
    assert main(["play", str(script), "--save", str(tmp_path / "b.json")]) == 0
    out = capsys.readouterr().out
    assert "REJECTED command 1" in out and "not valid Unicode" in out
    assert json.loads((tmp_path / "b.json").read_text(encoding="utf-8"))["log"] == [{"type": "start"}]


def test_a_battle_holding_a_lone_surrogate_is_not_written_and_the_old_file_stays(tmp_path):
    path = tmp_path / "b.json"
    path.write_text("{}")
    with pytest.raises(InvalidValueError, match="not valid Unicode"):
        write_json_atomic(path, {"name": "\ud800"})
    assert path.read_text() == "{}"


# -- 13: a closed pipe ----------------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    f"simulate {RESOURCES / 'scenarios' / 'duel.json'} --battles 3 --workers 1",
    # `vtt play` prints a line per event: its log is longer than one line, so the reader closes early
    f"play {RESOURCES.parent / 'docs' / 'examples' / 'duel-script.json'}"])
def test_vtt_into_a_closed_pipe_ends_without_a_traceback(command):
    done = subprocess.run(f"{sys.executable} -m vtt.cli {command} | head -1", shell=True,
                          capture_output=True, text=True)
    assert done.stdout.strip() and "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr


def test_the_simulator_sums_results_as_they_arrive_and_keeps_none():
    """#20 item 13: the parent kept every battle's result (+2.7 KB a battle); the report is now summed
    as the results arrive, the same figures as from the kept list."""
    from vtt.sim.simulator import Tally, report, simulate
    scenario = RESOURCES / "scenarios" / "duel.json"
    tally = Tally(scenario)
    kept = simulate(scenario, 30, seed=5, tally=tally, keep=False)
    assert kept == []
    assert tally.report(5, "heuristic", "heuristic") == report(simulate(scenario, 30, seed=5), scenario, 5,
                                                               "heuristic", "heuristic")
