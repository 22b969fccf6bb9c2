"""vtt.ui imports PySide6 with what PySide compiles at every start kept beside vtt.ui.pyside_import's
bytecode: the first start writes the table, the next takes everything from it, a broken table is made
anew, and nothing is written when bytecode is not to be written."""
import os
import subprocess
import sys

from vtt._dataclass_code import table_path
import vtt.ui.pyside_import as pyside_import

REPORT = "import vtt.ui, vtt._dataclass_code as d; print(d.stats['compiled'], d.stats['kept'])"


def start(tmp_path, **env):
    """A fresh `import vtt.ui` with its bytecode (and tables) under tmp_path: (compiled, kept)."""
    environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    environ.update(PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"), QT_QPA_PLATFORM="offscreen", **env)
    done = subprocess.run([sys.executable, "-c", REPORT], env=environ, capture_output=True, text=True, check=True)
    compiled, kept = done.stdout.split()
    return int(compiled), int(kept)


def table_file(tmp_path):
    # where a run with that cache prefix keeps the table: under the prefix, the module's own folder
    # (as Python keeps bytecode there: no __pycache__ folder)
    name = os.path.basename(table_path(pyside_import.__file__))
    folder = os.path.dirname(os.path.abspath(pyside_import.__file__))
    return tmp_path / "pycache" / os.path.relpath(folder, os.path.abspath(os.sep)) / name


def test_the_first_start_writes_the_table_and_the_next_compiles_nothing(tmp_path):
    compiled, kept = start(tmp_path)
    assert compiled > 10 and kept == 0
    assert table_file(tmp_path).is_file()
    compiled, kept = start(tmp_path)
    assert compiled == 0 and kept > 10


def test_a_broken_table_is_compiled_anew_and_written_again(tmp_path):
    start(tmp_path)
    table_file(tmp_path).write_bytes(b"\x00 not a table")
    compiled, kept = start(tmp_path)
    assert compiled > 10 and kept == 0
    assert start(tmp_path) == (0, compiled)


def test_nothing_is_written_where_bytecode_is_not_to_be_written(tmp_path):
    start(tmp_path, PYTHONDONTWRITEBYTECODE="1")
    assert not table_file(tmp_path).exists()


def test_the_feature_check_is_installed_when_pyside_came_first(tmp_path):
    """Something may import PySide6 before vtt.ui (pytest-qt does): the import is PySide's own then,
    and the quicker feature check is installed all the same."""
    code = ("import PySide6, vtt.ui; from shibokensupport import feature; "
            "print(hasattr(feature._mod_uses_pyside, 'original'))")
    environ = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"))
    done = subprocess.run([sys.executable, "-c", code], env=environ, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["True"]
