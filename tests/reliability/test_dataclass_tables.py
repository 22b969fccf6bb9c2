"""Broken tables of vtt._dataclass_code (the code of the records' methods kept beside the bytecode): each is
passed over, the records compiled as dataclasses does and the same, and the table written anew whole.
(A table is trusted as the .pyc beside it is: well-formed code put under another text on purpose is not
looked for, as Python does not check a well-formed .pyc's code against its source.)"""
import marshal
import os
import sys

import pytest

from tests.core.test_dataclass_code import fresh, make_module, record_class  # noqa: F401  (fresh: a fixture)
from vtt import _dataclass_code as dc


def table_of(tmp_path):
    return tmp_path / "__pycache__" / f"fake_records.{sys.implementation.cache_tag}.dataclasses"


def written_table(tmp_path, monkeypatch):
    module = make_module(tmp_path, monkeypatch)
    record_class(module)
    dc.write_tables()
    monkeypatch.setattr(dc, "_tables", {})                # the next start
    return module, table_of(tmp_path)


@pytest.mark.parametrize("broken", [
    b"",                                                   # empty
    b"not a table at all",                                 # garbage
    b"\x00\x00\x00\x00vtt-dataclasses-1\n" + marshal.dumps({}),   # another Python's magic number
    "header",                                              # the header, then nothing
    "truncated",                                           # the marshalled table cut short
    "a list",                                              # marshalled, but not a table
    "not code",                                            # a table whose values are not code
])
def test_a_broken_table_is_passed_over_and_written_anew(tmp_path, monkeypatch, fresh, broken):  # noqa: F811
    module, path = written_table(tmp_path, monkeypatch)
    good = path.read_bytes()
    table = marshal.loads(good[len(dc.HEADER):])
    content = {"header": dc.HEADER, "truncated": good[:len(good) // 2],
               "a list": dc.HEADER + marshal.dumps(list(table)),
               "not code": dc.HEADER + marshal.dumps({text: "print('no')" for text in table}),
               }.get(broken, broken)
    path.write_bytes(content)
    Zone = record_class(module)
    assert Zone("ford") == Zone("ford") and repr(Zone("ford")) == "Zone(id='ford', cover=False)"
    dc.write_tables()
    assert path.read_bytes() == good


def test_a_table_that_cannot_be_written_leaves_nothing_behind(tmp_path, monkeypatch, fresh):  # noqa: F811
    module = make_module(tmp_path, monkeypatch)
    (tmp_path / "__pycache__").mkdir()
    table_of(tmp_path).mkdir()                             # a folder where the table would go
    Zone = record_class(module)
    dc.write_tables()                                      # no error: the next start compiles again
    assert Zone("a") == Zone("a")
    assert sorted(os.listdir(tmp_path / "__pycache__")) == [table_of(tmp_path).name]


@pytest.mark.parametrize("form", [
    (0, [10 ** 30, -5, 7], 0, {}, ()),          # a code list _sre refuses (huge and negative numbers)
    (0, [], 0, {}, ()),                          # empty code
    (0, [1] * 1000, 0, {"g": 99}, ("x",)),       # code and groups that do not fit each other
    (0, ["op"], 0, {}, ()),                       # not numbers
    ("flags", [1], 0, {}, ()),                   # fields of the wrong types
    (0, [1], 0, {}, (), "extra"),                 # a field too many
])
def test_a_kept_expression_in_a_broken_form_is_compiled_as_re_does(form):
    """kept_compiling's expressions (vtt.ui.pyside_import's table): a broken compiled form is not
    handed on; the expression is compiled anew and matches as re's own."""
    from re import _compiler
    pattern = r"(?P<word>\w+)-(\d+)"
    table = [None, {("regex", pattern, 0): form}, {}, False]
    with dc.kept_compiling(table):
        got = _compiler.compile(pattern, 0)
    assert got == _compiler.compile(pattern, 0)
    assert got.match("turn-12").group("word", 2) == ("turn", "12")
