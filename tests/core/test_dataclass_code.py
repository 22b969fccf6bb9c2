"""vtt._dataclass_code: the code dataclasses compiles for vtt's records is kept beside the bytecode and read
back on the next start (the classes the same), and only vtt's own modules' code is kept."""
import dataclasses
import os
import subprocess
import sys
import types

import pytest

from vtt import _dataclass_code as dc


@pytest.fixture
def fresh(monkeypatch):
    """A run with no table read yet, writing bytecode."""
    monkeypatch.setattr(dc, "_tables", {})
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def make_module(tmp_path, monkeypatch, name="vtt.fake_records"):
    """A module of that name whose source is in tmp_path, as an import would register it."""
    path = tmp_path / "fake_records.py"
    path.write_text("# a module of records\n", encoding="utf-8")
    module = types.ModuleType(name)
    module.__file__ = str(path)
    monkeypatch.setitem(sys.modules, name, module)
    return module


def record_class(module):
    """A frozen record, made in ``module`` as its own dataclasses would be."""
    cls = types.new_class("Zone", (), {}, lambda ns: ns.update(
        __module__=module.__name__, __annotations__={"id": "str", "cover": "bool"}, cover=False))
    return dataclasses.dataclass(frozen=True, slots=True)(cls)


def test_installed_for_dataclasses_when_vtt_is_imported():
    assert dataclasses.exec is dc.cached_exec


def test_a_modules_code_is_written_at_exit_and_read_back_without_compiling(tmp_path, monkeypatch, fresh):
    module = make_module(tmp_path, monkeypatch)
    record_class(module)
    dc.write_tables()
    table = tmp_path / "__pycache__" / f"fake_records.{sys.implementation.cache_tag}.dataclasses"
    assert table.exists() and table.read_bytes().startswith(dc.HEADER)

    monkeypatch.setattr(dc, "_tables", {})                       # the next start
    monkeypatch.setattr(dc, "compile", lambda *a: pytest.fail("compiled again"), raising=False)
    Zone = record_class(module)
    z = Zone("ford")
    assert z == Zone("ford", False) and hash(z) == hash(Zone("ford")) and z != Zone("ford", True)
    assert repr(z) == "Zone(id='ford', cover=False)"
    assert [f.name for f in dataclasses.fields(Zone)] == ["id", "cover"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        z.id = "bridge"


def test_nothing_is_rewritten_when_nothing_new_was_compiled(tmp_path, monkeypatch, fresh):
    module = make_module(tmp_path, monkeypatch)
    record_class(module)
    dc.write_tables()
    table = next((tmp_path / "__pycache__").glob("*.dataclasses"))
    os.utime(table, (1, 1))
    monkeypatch.setattr(dc, "_tables", {})
    record_class(module)
    dc.write_tables()
    assert table.stat().st_mtime == 1


def test_other_modules_compile_as_dataclasses_does(tmp_path, monkeypatch, fresh):
    module = make_module(tmp_path, monkeypatch, name="not_vtt_records")
    Zone = record_class(module)
    assert Zone("a") == Zone("a")
    assert dc._tables == {}
    dc.write_tables()
    assert not (tmp_path / "__pycache__").exists()


def test_no_table_is_written_when_bytecode_is_not(tmp_path, monkeypatch, fresh):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    record_class(make_module(tmp_path, monkeypatch))
    dc.write_tables()
    assert not (tmp_path / "__pycache__").exists()


def test_a_new_process_reads_the_tables_of_vtts_records(tmp_path):
    """End to end, the bytecode under a prefix of its own: the first run writes the tables of a ruleset's
    state and core.records, the second compiles none of their texts."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path)
    first = subprocess.run([sys.executable, "-c", "import vtt.rules.zones.state"], env=env, capture_output=True,
                           text=True)
    assert first.returncode == 0, first.stderr
    tag = sys.implementation.cache_tag
    assert list(tmp_path.rglob(f"state.{tag}.dataclasses")) and list(tmp_path.rglob(f"records.{tag}.dataclasses"))
    second = subprocess.run([sys.executable, "-c", "import vtt._dataclass_code as dc\n"
                             "def no(*a): raise SystemExit('compiled again: ' + a[0][:60])\n"
                             "dc.compile = no\n"
                             "import vtt.rules.zones.state"], env=env, capture_output=True, text=True)
    assert second.returncode == 0, second.stderr + second.stdout


def compiled_record_class(module):
    """A frozen record as the compiled build's module makes it: its annotations evaluated (mypyc's are),
    its module not yet in sys.modules."""
    assert module.__name__ not in sys.modules
    cls = types.new_class("Zone", (), {}, lambda ns: ns.update(
        __module__=module.__name__, __annotations__={"id": str, "cover": bool}, cover=False))
    return dataclasses.dataclass(frozen=True, slots=True)(cls)


def test_the_compiled_builds_records_are_kept_in_a_table_of_their_own(tmp_path, monkeypatch, fresh):
    """mypyc makes a module's classes before the module is in sys.modules: dataclasses compiles their
    texts with empty globals. Those of vtt's modules are kept in the compiled build's table (beside
    vtt._dataclass_code's bytecode), and read back on the next start."""
    monkeypatch.setattr(dc, "table_path", lambda file: str(tmp_path / "compiled-build.dataclasses")
                        if file == dc.__file__ else None)
    module = types.ModuleType("vtt.fake_compiled")            # not in sys.modules, as mypyc makes it
    Zone = compiled_record_class(module)
    assert Zone("a") == Zone("a", False)
    assert dc.COMPILED_BUILD in dc._tables
    # __init__, __repr__, __eq__, __hash__, __setattr__, __delattr__
    assert len(dc._tables[dc.COMPILED_BUILD][2]) == 6
    dc.write_tables()
    assert (tmp_path / "compiled-build.dataclasses").read_bytes().startswith(dc.HEADER)

    monkeypatch.setattr(dc, "_tables", {})                       # the next start
    monkeypatch.setattr(dc, "compile", lambda *a: pytest.fail("compiled again"), raising=False)
    Zone = compiled_record_class(module)
    assert repr(Zone("ford")) == "Zone(id='ford', cover=False)" and Zone("a") != Zone("a", True)


def test_a_class_of_another_module_made_outside_sys_modules_compiles_as_dataclasses_does(monkeypatch, fresh):
    Zone = compiled_record_class(types.ModuleType("elsewhere"))
    assert Zone("a") == Zone("a")
    assert dc._tables == {}
