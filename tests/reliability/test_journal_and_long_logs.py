"""#31 items 6 and 7: the autosave journal is read by the rule every other reader keeps (a regular file
under 64 MiB: never a FIFO, /dev/zero or a file read whole however large), and opening a battle stays
proportionate: a saved battle or a journal whose log is longer than a battle holds (MAX_LOG_COMMANDS) is
refused with a message before anything is replayed, and a session refuses the command past it, so every
battle it saves opens again. (Time and memory per 100k commands: benchmarks/bench_open.py.)"""
from __future__ import annotations

import json
import os
import threading

import pytest

from vtt.core import game_file, session as session_module
from vtt.core.errors import FileFormatError, IllegalCommandError
from vtt.core.game_file import battle_data, open_session, save_battle
from vtt.core.journal import Journal, load_journal

from tests.reliability.battles import RULESETS, fingerprint, started


def test_a_journal_that_is_a_fifo_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "battle.jsonl"
    os.mkfifo(fifo)
    # should the reader open the FIFO after all, this writer lets it go on (to an empty file) instead of
    # hanging the suite; the assertion below then fails on the message
    guard = threading.Thread(target=lambda: open(fifo, "wb").close(), daemon=True)
    guard.start()
    try:
        with pytest.raises(FileFormatError, match="not a regular file"):
            load_journal(fifo)
    finally:
        reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)       # lets the guard's open return if nobody read
        guard.join()
        os.close(reader)


def test_a_journal_that_links_to_dev_zero_or_is_a_folder_is_refused(tmp_path):
    link = tmp_path / "battle.jsonl"
    link.symlink_to("/dev/zero")
    for path in (link, tmp_path):
        with pytest.raises(FileFormatError, match="not a regular file"):
            load_journal(path)


def test_a_journal_over_64_mib_is_refused_unread(tmp_path):
    path = tmp_path / "battle.jsonl"
    with open(path, "wb") as f:                  # sparse: 65 MiB long, nothing written
        f.truncate(65 * 2 ** 20)
    with pytest.raises(FileFormatError, match="too large"):
        load_journal(path)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_saved_battle_longer_than_a_battle_holds_is_refused_before_replaying(ruleset, tmp_path):
    s = started(ruleset, moves=3)
    data = battle_data(s)
    data["log"] = data["log"] + [data["log"][-1]] * (session_module.MAX_LOG_COMMANDS + 1 - len(data["log"]))
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FileFormatError, match=f"holds {session_module.MAX_LOG_COMMANDS + 1} commands; "
                                              f"a battle holds at most {session_module.MAX_LOG_COMMANDS}") as e:
        open_session(path)
    assert e.value.field == f"log.{session_module.MAX_LOG_COMMANDS}"


def test_a_journal_longer_than_a_battle_holds_is_refused_before_replaying(tmp_path):
    s = started("zones", moves=3)
    path = tmp_path / "battle.jsonl"
    Journal(s, path)
    line = json.dumps({"i": 0, "command": s.log[-1].command.to_dict()}) + "\n"
    with open(path, "a", encoding="utf-8") as f:
        f.write(line * session_module.MAX_LOG_COMMANDS)
    with pytest.raises(FileFormatError, match="a battle holds at most"):
        load_journal(path)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_session_refuses_the_command_past_the_longest_log_so_its_battle_opens_again(ruleset, monkeypatch,
                                                                                         tmp_path):
    s = started(ruleset, moves=4)
    most = len(s.log) + 2
    monkeypatch.setattr(session_module, "MAX_LOG_COMMANDS", most)
    monkeypatch.setattr(game_file, "MAX_LOG_COMMANDS", most)
    from tests.reliability.test_all_or_nothing import first_legal
    while len(s.log) < most:
        s.do(first_legal(s))
    c = first_legal(s)
    before = fingerprint(s)
    with pytest.raises(IllegalCommandError, match="log is full"):
        s.do(c)
    assert fingerprint(s) == before
    save_battle(s, tmp_path / "full.json")
    assert len(open_session(tmp_path / "full.json").log) == most
