"""vtt._dataclass_code.kept_compiling: within the block, ``compile`` and the ``re`` module's compiler give
what they give outside it, from a table when it holds the text or expression (as read back from its file),
and the two functions are theirs again after it."""
from __future__ import annotations

import builtins
import marshal
import re
from re import _compiler

import pytest

from vtt import _dataclass_code as dc

PATTERNS = [(r"(?P<name>\w+)\s*=\s*(?P<value>[^;]+);?", 0), (r"^\s*#.*$", re.MULTILINE), (r"a|b|(c)", re.I),
            (r"""
             \$(?: (?P<escaped>\$) | (?P<named>[_a-z][_a-z0-9]*) | {(?P<braced>[_a-z][_a-z0-9]*)} )
             """, re.VERBOSE | re.IGNORECASE)]
SOURCE = "def f(x: int) -> str:\n    return str(x)\n"


def compiled_twice(texts):
    """What the block gives with an empty table, and then with that table read back from its bytes."""
    table = [None, {}, {}, False]
    with dc.kept_compiling(table):
        first = texts()
    assert table[3] is True                                     # it made something, to be written
    again = [None, marshal.loads(marshal.dumps(table[2])), {}, False]
    with dc.kept_compiling(again):
        second = texts()
    assert again[3] is False and again[2] == again[1]          # all of it came from the table
    return first, second


def test_a_regular_expression_from_the_table_is_the_one_re_compiles():
    def texts():
        return [_compiler.compile(p, f) for p, f in PATTERNS]
    first, second = compiled_twice(texts)
    fresh = [_compiler.compile(p, f) for p, f in PATTERNS]
    assert first == fresh and second == fresh                   # same pattern, flags and code
    m = second[0].match("speed = 3;")
    assert m.group("name", "value") == ("speed", "3") and second[0].groupindex == fresh[0].groupindex
    assert second[3].match("$$").group("escaped") == "$"


def test_code_from_the_table_is_the_code_compile_makes_and_keeps_the_callers_future_statements():
    def texts():
        return [compile(SOURCE, "<s>", "exec"), compile(SOURCE.encode(), "<b>", "exec")]
    first, second = compiled_twice(texts)
    fresh = [builtins.compile(SOURCE, "<s>", "exec"), builtins.compile(SOURCE.encode(), "<b>", "exec")]
    assert first == second == fresh
    namespace: dict = {}
    exec(second[0], namespace)
    # this module has `from __future__ import annotations`: compile inherits it from its caller, inside
    # the block as outside, so the annotations stay strings
    assert namespace["f"].__annotations__ == {"x": "int", "return": "str"}


def test_what_the_table_does_not_hold_in_its_form_is_compiled_again():
    table = [None, {("regex", r"\d+", 0): ("not", "a", "form"),
                    ("compile", "x = 1\n", "<s>", "exec", 0): "not code"}, {}, False]
    with dc.kept_compiling(table):
        pattern = _compiler.compile(r"\d+", 0)
        code = compile("x = 1\n", "<s>", "exec", 0, True)
    assert pattern == _compiler.compile(r"\d+", 0) and pattern.match("42")
    assert code == builtins.compile("x = 1\n", "<s>", "exec", 0, True)
    assert table[3] is True


def test_what_is_not_a_plain_text_goes_to_compile_itself():
    import ast
    table = [None, {}, {}, False]
    with dc.kept_compiling(table):
        tree = compile("x = 1", "<s>", "exec", ast.PyCF_ONLY_AST)
        bytes_pattern = _compiler.compile(rb"\d+", 0)
    assert isinstance(tree, ast.Module) and bytes_pattern.match(b"7")
    assert table[2] == {}


def test_both_functions_are_theirs_again_after_the_block_even_when_it_raises():
    compile_, regex = builtins.compile, _compiler.compile
    with pytest.raises(RuntimeError):
        with dc.kept_compiling([None, {}, {}, False]):
            assert builtins.compile is not compile_
            raise RuntimeError
    assert builtins.compile is compile_ and _compiler.compile is regex
