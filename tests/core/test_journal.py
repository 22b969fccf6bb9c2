"""The autosave journal (vtt/core/journal.py) of any ruleset: a failed write loses nothing once a later
one succeeds, an undo followed by a new command is journaled as such, a cut tail is skipped and said."""
import builtins
import json

import pytest

from tests.core import toy
from vtt.core.errors import FileFormatError
from vtt.core.journal import Journal, load_journal, read_journal
from vtt.core.records import Command
from vtt.rules.nechronica.battle import demo_session
from vtt.sim.driver import next_command

pytestmark = pytest.mark.usefixtures("toy_registered")
POLICIES = {side: toy.FirstLegal(side) for side in toy.SIDES}


def played(n, seed=3):
    s = toy.ToySession(toy.DEMO, seed)
    for _ in range(n):
        c = next_command(s, POLICIES)
        if c is None:                # the fight is over
            break
        s.do(c)
    return s


def test_a_journal_recovers_the_battle(tmp_path):
    s = played(1)
    j = Journal(s, tmp_path / "auto.jsonl")
    for _ in range(4):
        s.do(next_command(s, POLICIES))
        j.sync()
    back = load_journal(tmp_path / "auto.jsonl")
    assert back.snapshot() == s.snapshot() and len(back.log) == 5


class HalfWrites:
    """open() whose appends write half their text and then fail, as on a disk that just filled up."""

    def __init__(self, monkeypatch):
        real = builtins.open

        def fake(path, mode="r", *a, **kw):
            f = real(path, mode, *a, **kw)
            if "a" in mode:
                write = f.write

                def half(text):
                    write(text[: len(text) // 2])
                    f.flush()
                    raise OSError(28, "No space left on device")
                f.write = half
            return f
        monkeypatch.setattr(builtins, "open", fake)


def journaled(tmp_path):
    """A battle journaled at its first command, and a second command done, not synced yet: (session, path, journal)."""
    s = played(1)
    path = tmp_path / "auto.jsonl"
    j = Journal(s, path)
    s.do(next_command(s, POLICIES))
    return s, path, j


def written_again_whole(s, path, j) -> None:
    """A third command synced after a failed write or flush: the whole journal written again, nothing lost."""
    s.do(next_command(s, POLICIES))
    j.sync()                                        # the next sync rewrites the whole journal
    assert not j.failing
    contents = read_journal(path)
    assert not contents.tail_skipped and len(contents.commands) == len(s.log) == 3
    assert load_journal(path).snapshot() == s.snapshot()


def test_a_failed_append_is_written_again_whole_and_nothing_is_lost(tmp_path, monkeypatch):
    s, path, j = journaled(tmp_path)
    with monkeypatch.context() as m:
        HalfWrites(m)
        with pytest.raises(OSError):
            j.sync()
    assert j.failing and read_journal(path).tail_skipped          # half a line on the disk
    written_again_whole(s, path, j)


def test_a_sync_hands_its_lines_to_the_system_and_leaves_the_disk_flush_to_a_worker(tmp_path, monkeypatch):
    """The window's next gesture does not wait on the disk (fsync: 1-4 ms): the lines are in the file when
    sync returns (a killed window loses none), flushed by the worker."""
    import os
    import threading
    from vtt.core import journal
    s, path, j = journaled(tmp_path)
    release, flushed_on = threading.Event(), []
    real = os.fsync

    def held(fd):
        flushed_on.append(threading.current_thread() is threading.main_thread())
        if not flushed_on[-1]:
            release.wait()               # the disk slow: the worker waits, sync has returned
        real(fd)
    monkeypatch.setattr(journal.os, "fsync", held)
    j.sync()
    assert len(read_journal(path).commands) == len(s.log) == 2     # written before the flush
    release.set()
    j.settle()
    assert flushed_on == [False] and not j.failing


def test_a_failed_flush_has_the_next_sync_write_the_whole_journal_again(tmp_path, monkeypatch):
    import os
    from vtt.core import journal
    s, path, j = journaled(tmp_path)
    with monkeypatch.context() as m:
        def broken(fd):
            raise OSError(5, "Input/output error")
        m.setattr(journal.os, "fsync", broken)
        j.sync()                         # written; its flush fails on the worker
        j.settle()
    assert j.failing
    before = os.stat(path).st_ino
    written_again_whole(s, path, j)      # written whole beside it, flushed, renamed over
    assert os.stat(path).st_ino != before


def test_an_undo_then_another_command_before_the_sync_replaces_the_undone_one(tmp_path):
    s = played(1)
    j = Journal(s, tmp_path / "auto.jsonl")
    s.do(next_command(s, POLICIES))
    j.sync()
    s.undo()
    s.do(Command("pass", s.awaited()[0].who))       # another command where the undone one was
    j.sync()
    back = load_journal(tmp_path / "auto.jsonl")
    assert back.log[-1].command.type == "pass" and back.snapshot() == s.snapshot()
    assert len(back.log) == 2


def test_a_last_line_cut_inside_a_japanese_character_is_skipped_and_said(tmp_path):
    s = demo_session(1)
    s.do({"type": "start"})
    path = tmp_path / "auto.jsonl"
    Journal(s, path)
    cut = json.dumps({"i": 1, "command": {"type": "use", "actor": "lily", "part": "かた"}},
                     ensure_ascii=False).encode("utf-8")
    path.write_bytes(path.read_bytes() + cut[: cut.index("た".encode()) + 1])
    contents = read_journal(path)
    assert contents.tail_skipped and len(contents.commands) == 1
    assert load_journal(path).snapshot() == s.snapshot()


@pytest.mark.parametrize("line", ["[1, 2]", '{"truncate": "x"}', "7", '{"i": 1}', "{broken"])
def test_a_malformed_line_is_an_error_naming_it_unless_it_is_the_last(tmp_path, line):
    s = played(2)
    path = tmp_path / "auto.jsonl"
    Journal(s, path)
    good = path.read_bytes()
    path.write_bytes(good + line.encode() + b"\n")
    assert read_journal(path).tail_skipped and load_journal(path).snapshot() == s.snapshot()
    path.write_bytes(good + line.encode() + b"\n" + b'{"truncate": 0}\n')
    with pytest.raises(FileFormatError) as e:
        read_journal(path)
    assert e.value.field == "line 4"


def test_not_a_journal_is_said_on_its_first_line(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_text('{"kind": "battle"}\n', encoding="utf-8")
    with pytest.raises(FileFormatError, match="not a vtt journal"):
        load_journal(path)


def test_undo_reaches_back_through_the_whole_log_after_recovery_and_reopening(tmp_path):
    """#21 item 3: undo history was gone after reopening a saved battle or recovering from a crash."""
    from vtt.core.game_file import open_session, save_battle
    s = played(60, seed=18)
    n = len(s.log)
    assert n > 16                    # past the first undo checkpoint
    Journal(s, tmp_path / "auto.jsonl")
    save_battle(s, tmp_path / "b.json")
    for back in (load_journal(tmp_path / "auto.jsonl"), open_session(tmp_path / "b.json")):
        assert back.can_undo
        for _ in range(n):
            back.undo()
        assert not back.can_undo and back.log == [] and back.state.phase == "setup"
