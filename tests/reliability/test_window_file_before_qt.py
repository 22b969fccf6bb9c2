"""The window's command line names a battle (``vtt FILE``, ``vtt --demo``): vtt.cli opens it before it imports Qt
(vtt.core.game_file.opened_battle; docs/gui.md, "The twelfth round"). A hostile file is refused as it was when the
window opened it after Qt: the same message naming the file and the field, exit 1, and now no Qt imported at all."""
import json
import os
import subprocess
import sys

import pytest

OPEN = """
import json, sys
from vtt.cli import main
code = main(sys.argv[1:])
print(json.dumps({"code": code, "qt": "PySide6" in sys.modules}))
"""


def _vtt(tmp_path, *args):
    env = dict(os.environ, VTT_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", OPEN, *args], env=env, capture_output=True, text=True, timeout=120)
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


HOSTILE = {"missing": (None, "no such file"), "a folder": ("", "not a regular file"),
           "not JSON": ("not json", "not valid JSON"), "a list": ("[1, 2]", "field (top level)"),
           "an unknown ruleset": ('{"ruleset": "nosuch"}', "unknown ruleset 'nosuch'"),
           "nested too deeply": ("[" * 100_000, "nested too deeply"),
           "not UTF-8": (b"\xff\xfe{", "")}


@pytest.mark.parametrize("case", HOSTILE)
def test_a_hostile_file_on_the_command_line_is_refused_before_qt_naming_it(tmp_path, case):
    content, said = HOSTILE[case]
    path = tmp_path / "battle.json"
    if content == "":
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    report, stderr = _vtt(tmp_path, str(path), "--exit-after-first-paint")
    assert report == {"code": 1, "qt": False}
    assert stderr.startswith(f"vtt: {path}") and said in stderr and "Traceback" not in stderr


def test_an_unknown_demo_ruleset_is_refused_before_qt(tmp_path):
    report, stderr = _vtt(tmp_path, "--demo", "--system", "nosuch", "--exit-after-first-paint")
    assert report == {"code": 2, "qt": False}
    assert "nosuch" in stderr and "Traceback" not in stderr
