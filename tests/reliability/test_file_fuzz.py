"""#20, hostile files fuzzed (bounded): a mutated scenario, doll, saved battle or journal is opened or
refused with a FileFormatError naming the file, never another exception."""
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vtt import RESOURCES
from vtt.core.errors import FileFormatError, VttError
from vtt.core.files import load_model
from vtt.core.game_file import battle_data, open_session
from vtt.core.journal import Journal, load_journal
from vtt.rules.nechronica.battle import demo_session
from vtt.rules.nechronica.models import DollFile


def _battle_and_journal():
    s = demo_session(2)
    s.do({"type": "start"})
    s.do({"type": "wait", "actor": "noel"})
    d = Path(tempfile.mkdtemp())
    Journal(s, d / "j.jsonl")
    return (json.dumps(battle_data(s), ensure_ascii=False).encode("utf-8"), (d / "j.jsonl").read_bytes())


BATTLE, JOURNAL = _battle_and_journal()
SOURCES = {
    "scenario": (RESOURCES / "scenarios" / "duel.json").read_bytes().replace(
        b'"../', ('"' + str(RESOURCES) + "/").encode()),
    "doll": (RESOURCES / "dolls" / "lily.json").read_bytes(),
    "battle": BATTLE,
    "journal": JOURNAL,
}
LOADERS = {
    "scenario": open_session, "battle": open_session, "journal": load_journal,
    "doll": lambda p: load_model(DollFile, p),
}
EDIT = st.tuples(st.sampled_from(["delete", "insert", "replace", "cut"]), st.floats(0, 1), st.integers(1, 40),
                 st.binary(min_size=1, max_size=12) | st.sampled_from([b"{", b"}", b"[", b'"', b"\\u", b",", b"null",
                                                                        b"\xe3\x81", b"\x00", b'"ruleset": 5,']))


def mutate(data: bytes, edits) -> bytes:
    for kind, where, size, text in edits:
        i = int(where * len(data))
        if kind == "delete":
            data = data[:i] + data[i + size:]
        elif kind == "insert":
            data = data[:i] + text + data[i:]
        elif kind == "replace":
            data = data[:i] + text + data[i + len(text):]
        else:
            data = data[:i]
    return data


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(st.sampled_from(sorted(SOURCES)), st.lists(EDIT, min_size=1, max_size=3))
def test_a_mutated_file_opens_or_is_a_file_format_error(tmp_path, which, edits):
    path = tmp_path / f"{which}.json"
    path.write_bytes(mutate(SOURCES[which], edits))
    try:
        LOADERS[which](path)
    except VttError as e:            # the file is named: the one opened, or a file it refers to
        assert isinstance(e, FileFormatError) and e.path and str(e).startswith(e.path), e
