"""vtt changes nothing of Python, the standard library or a dependency at run time (docs/architecture.md,
habit 14): no module under vtt/ assigns into another module's attributes, its classes or functions.

``patches(source)`` reads a module with ``ast`` and names every write whose target is reached from a name
an import statement bound to a module that is not vtt's own (``import enum``, ``import re as r``, ``from
PySide6 import QtCore``, ``from enum import EnumType``: module-level or inside a function, resolved by scope
as Python resolves them), or from ``sys.modules[...]``, ``importlib.import_module(...)`` or ``__import__(...)``
of such a module, directly or through a local alias (``e = enum.EnumType``):

- an assignment, augmented or annotated assignment or ``del`` of an attribute (``enum.EnumType._create_ = f``,
  ``QtCore.Qt.X = 1``, ``sys.modules["re"]._compiler.compile = g``);
- ``setattr``/``delattr``/``object.__setattr__``/``type.__setattr__`` (or a name bound to one of them) on
  such an object;
- a write into its ``__dict__`` or ``vars(...)`` (item assignment, ``update``, ``setdefault``, ...), and a
  module put into ``sys.modules``.

Items of a dependency's ordinary containers (``os.environ["QT_QPA_PLATFORM"] = ...``) and instances made
by calling its classes (``QWidget().x = 1``) are not its code, and are left alone; so is vtt's own code."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

VTT = Path(__file__).resolve().parents[1] / "vtt"

FOREIGN, OWN, LOCAL = "foreign", "own", "local"
SETTERS = {"setattr", "delattr"}
DUNDER_SETTERS = {"__setattr__", "__delattr__"}
DICT_WRITES = {"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"}
FUNCTION_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _own(module: str | None, level: int = 0) -> bool:
    return level > 0 or module == "vtt" or (module or "").startswith("vtt.")


class _Scope:
    def __init__(self, node, parent: _Scope | None):
        self.node, self.parent = node, parent
        self.names: dict[str, str] = {}


class _Finder(ast.NodeVisitor):
    def __init__(self, setter_aliases: set[str]):
        self.found: list[str] = []
        self.scope: _Scope | None = None
        self.setter_aliases = setter_aliases

    # -- what a name stands for --------------------------------------------------------------------------

    def kind(self, name: str) -> str | None:
        scope = self.scope
        first = True
        while scope is not None:
            # a class body's names are not seen from the functions inside it (as in Python)
            if (first or not isinstance(scope.node, ast.ClassDef)) and name in scope.names:
                return scope.names[name]
            first = False
            scope = scope.parent
        return FOREIGN if name == "__builtins__" else None

    def reaches_foreign(self, node) -> bool:
        """Is ``node`` (an expression) another module, or something in one (its class, function, ...)?"""
        while True:
            if isinstance(node, ast.Name):
                return self.kind(node.id) == FOREIGN
            if isinstance(node, (ast.Attribute, ast.Subscript)):
                node = node.value
            elif isinstance(node, ast.Call):
                return self.call_reaches_foreign(node)
            else:
                return False

    def call_reaches_foreign(self, call: ast.Call) -> bool:
        """Calls that hand back a module or an attribute of the object they are given: ``getattr(x, ...)``,
        ``vars(x)``, ``importlib.import_module("re")``, ``__import__("re")``, ``sys.modules.get("re")``."""
        func = call.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name in ("getattr", "vars") and call.args:
            return self.reaches_foreign(call.args[0])
        if name in ("import_module", "__import__") and call.args:
            return not _own(_constant_prefix(call.args[0]))
        if name == "get" and isinstance(func, ast.Attribute) and _is_sys_modules(func.value):
            return True
        return False

    # -- scopes ------------------------------------------------------------------------------------------

    def enter(self, node, body_nodes, arguments=None):
        scope = _Scope(node, self.scope)
        self.scope = scope
        if arguments is not None:
            for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                      arguments.vararg, arguments.kwarg):
                if a is not None:
                    scope.names[a.arg] = LOCAL
        for stmt in body_nodes:
            for sub in _own_scope_nodes(stmt):
                self.bind(scope, sub)
        return scope

    def bind(self, scope: _Scope, node) -> None:
        names = scope.names
        if isinstance(node, ast.Import):
            for alias in node.names:
                bound = alias.asname or alias.name.split(".")[0]
                names[bound] = OWN if _own(alias.name) and names.get(bound) != FOREIGN else FOREIGN
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                bound = alias.asname or alias.name
                names[bound] = OWN if _own(node.module, node.level) and names.get(bound) != FOREIGN else FOREIGN
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            for target in targets:
                for name in _names_bound(target):
                    if names.get(name) == FOREIGN:
                        continue                      # (once foreign in a scope, foreign: the safe side)
                    # an alias of another module or of something in it; a call's result is new
                    aliased = value is not None and not isinstance(target, (ast.Tuple, ast.List)) and \
                        self._alias_of_foreign(value, scope)
                    names[name] = FOREIGN if aliased else LOCAL
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.With, ast.AsyncWith)):
            targets = [node.target] if isinstance(node, (ast.For, ast.AsyncFor)) else \
                [i.optional_vars for i in node.items if i.optional_vars is not None]
            for target in targets:
                for name in _names_bound(target):
                    names.setdefault(name, LOCAL)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.setdefault(node.name, LOCAL)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.setdefault(node.name, LOCAL)

    def _alias_of_foreign(self, value, scope: _Scope) -> bool:
        if isinstance(value, ast.Call):
            func = value.func
            if isinstance(func, ast.Attribute) and func.attr in DUNDER_SETTERS:
                return False
            return self.call_reaches_foreign(value)
        if _is_setter(value):
            return False
        saved, self.scope = self.scope, scope
        try:
            return self.reaches_foreign(value)
        finally:
            self.scope = saved

    def visit_Module(self, node):
        self.enter(node, node.body)
        self.generic_visit(node)

    def visit_FunctionDef(self, node):
        for d in node.decorator_list:
            self.visit(d)
        outer = self.scope
        self.enter(node, node.body, node.args)
        for stmt in node.body:
            self.visit(stmt)
        self.scope = outer

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node):
        outer = self.scope
        self.enter(node, [], node.args)
        self.visit(node.body)
        self.scope = outer

    def visit_ClassDef(self, node):
        for d in (*node.decorator_list, *node.bases, *node.keywords):
            self.visit(d)
        outer = self.scope
        self.enter(node, node.body)
        for stmt in node.body:
            self.visit(stmt)
        self.scope = outer

    # -- the writes --------------------------------------------------------------------------------------

    def report(self, node, what: str, target=None) -> None:
        code = ast.unparse(node if target is None else target)[:120]
        self.found.append(f"line {node.lineno}: {what}: {code}")

    def check_target(self, target, node) -> None:
        if isinstance(target, (ast.Tuple, ast.List)):
            for t in target.elts:
                self.check_target(t, node)
        elif isinstance(target, ast.Starred):
            self.check_target(target.value, node)
        elif isinstance(target, ast.Attribute) and self.reaches_foreign(target.value):
            self.report(node, "writes an attribute of another module's object", target)
        elif isinstance(target, ast.Subscript):
            container = target.value
            if _is_sys_modules(container):
                self.report(node, "puts a module into sys.modules", target)
            elif _is_namespace(container) and self.reaches_foreign(_namespace_owner(container)):
                self.report(node, "writes into another module's object's __dict__", target)

    def visit_Assign(self, node):
        for target in node.targets:
            self.check_target(target, node)
        self.generic_visit(node)

    def visit_AugAssign(self, node):
        self.check_target(node.target, node)
        self.generic_visit(node)

    def visit_AnnAssign(self, node):
        self.check_target(node.target, node)
        self.generic_visit(node)

    def visit_Delete(self, node):
        for target in node.targets:
            self.check_target(target, node)
        self.generic_visit(node)

    def visit_Call(self, node):
        func = node.func
        if (_is_setter(func) or (isinstance(func, ast.Name) and self._bound_to_setter(func.id))) and node.args:
            if self.reaches_foreign(node.args[0]):
                self.report(node, "sets an attribute of another module's object")
        elif isinstance(func, ast.Attribute) and func.attr in DICT_WRITES:
            container = func.value
            if _is_sys_modules(container) and func.attr in ("update", "setdefault", "__setitem__"):
                self.report(node, "puts a module into sys.modules")
            elif _is_namespace(container) and self.reaches_foreign(_namespace_owner(container)):
                self.report(node, "writes into another module's object's __dict__")
        self.generic_visit(node)

    def _bound_to_setter(self, name: str) -> bool:
        """A name the module bound to ``setattr`` or ``object.__setattr__`` (``_set = object.__setattr__``)."""
        return name in self.setter_aliases and self.kind(name) in (LOCAL, None)


def _constant_prefix(node) -> str | None:
    """The leading text of a string expression (a constant, or an f-string's first part); None if unknown."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        return str(node.values[0].value)
    return None


def _is_sys_modules(node) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "modules" and isinstance(node.value, ast.Name) \
        and node.value.id == "sys"


def _is_namespace(node) -> bool:
    """``x.__dict__`` or ``vars(x)``."""
    return (isinstance(node, ast.Attribute) and node.attr == "__dict__") or \
        (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "vars" and bool(node.args))


def _namespace_owner(node):
    return node.value if isinstance(node, ast.Attribute) else node.args[0]


def _is_setter(func) -> bool:
    """``setattr``, ``delattr``, ``object.__setattr__``, ``type.__delattr__``, ``x.__setattr__`` (as called)."""
    return (isinstance(func, ast.Name) and func.id in SETTERS) or \
        (isinstance(func, ast.Attribute) and func.attr in DUNDER_SETTERS)


def _names_bound(target):
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, (ast.Tuple, ast.List)):
        for t in target.elts:
            yield from _names_bound(t)
    elif isinstance(target, ast.Starred):
        yield from _names_bound(target.value)


def _own_scope_nodes(node):
    """``node`` and the nodes under it that bind names in the same scope (not inside functions, lambdas,
    classes or comprehensions, whose names are their own)."""
    yield node
    if isinstance(node, (*FUNCTION_SCOPES, ast.ClassDef)):
        return
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (*FUNCTION_SCOPES, ast.ClassDef)):
            yield child                        # (its name is bound here, its body is not)
        elif isinstance(child, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            continue
        else:
            yield from _own_scope_nodes(child)


def patches(source: str) -> list[str]:
    """Every write into another module's objects in ``source`` (a module's text): "line N: what: code"."""
    tree = ast.parse(source)
    # names bound to setattr or object.__setattr__ anywhere (``_set = object.__setattr__``): calls of them
    # are setattr's calls
    finder = _Finder({name for node in ast.walk(tree) if isinstance(node, ast.Assign) and _is_setter(node.value)
                      for target in node.targets for name in _names_bound(target)})
    finder.visit(tree)
    return finder.found


# -- the tests ---------------------------------------------------------------------------------------------

MODULES = sorted(VTT.rglob("*.py"))


def test_every_module_of_vtt_is_read():
    assert len(MODULES) > 100 and VTT / "cli.py" in MODULES and VTT / "core" / "frozen.py" in MODULES


def test_no_module_of_vtt_writes_into_another_modules_objects():
    found = {str(p.relative_to(VTT.parent)): patches(p.read_text(encoding="utf-8")) for p in MODULES}
    assert {path: lines for path, lines in found.items() if lines} == {}


PLANTED = {
    "an enum step replaced": "import enum\ndef f(*a): pass\nenum.EnumType._create_ = f\n",
    "a class imported from enum": "from enum import EnumType\nEnumType._create_ = len\n",
    "builtins.compile by setattr": "import builtins\nsetattr(builtins, 'compile', print)\n",
    "re under another name, inside a function": "def install(g):\n    import re as r\n    r._compiler.compile = g\n",
    "PySide's namespace": "from PySide6 import QtCore\nQtCore.Qt.X = 1\n",
    "PySide's private support package": "def f(g):\n    from shibokensupport import feature\n"
                                        "    feature._mod_uses_pyside = g\n",
    "dataclasses' exec": "import dataclasses\ndataclasses.exec = print\n",
    "augmented": "import pydantic\npydantic.VERSION += 'x'\n",
    "deleted": "import enum\ndel enum._proto_member\n",
    "a module reached through sys.modules": "import sys\nsys.modules['enum'].EnumType._create_ = len\n",
    "a module put into sys.modules": "import sys, types\nsys.modules['PySide6'] = types.ModuleType('x')\n",
    "importlib.import_module": "import importlib\nimportlib.import_module('re')._compiler.compile = len\n",
    "__import__": "__import__('builtins').compile = len\n",
    "an alias of a module": "import enum\ne = enum.EnumType\ne._create_ = len\n",
    "an alias through sys.modules": "import sys\ndef f():\n    m = sys.modules.get('shibokensupport.feature')\n"
                                     "    m._mod_uses_pyside = len\n",
    "a module's __dict__": "import builtins\nbuiltins.__dict__['compile'] = len\n",
    "a class's __dict__ updated": "import enum\nvars(enum.EnumType).update(x=1)\n",
    "object.__setattr__": "import re\nobject.__setattr__(re, 'compile', len)\n",
    "a setter under another name": "import re\n_set = type.__setattr__\n_set(re.Pattern, 'x', 1)\n",
    "getattr's result": "import enum\ngetattr(enum, 'EnumType')._create_ = len\n",
    "a tuple of targets": "import re\nre.X, y = 1, 2\n",
    "__builtins__ without an import": "__builtins__.compile = len\n",
    "a method of a dependency's class": "def f():\n    from PySide6.QtWidgets import QWidget\n"
                                         "    QWidget.paintEvent = print\n",
}


@pytest.mark.parametrize("source", PLANTED.values(), ids=PLANTED.keys())
def test_a_planted_patch_is_caught(source):
    assert len(patches(source)) == 1, patches(source)


HONEST = {
    "vtt's own modules": "import vtt.core.frozen as f\nfrom . import terms\nfrom vtt.rules import kit\n"
                         "f.X = 1\nterms.Y = 2\nkit.Z = 3\n",
    "a local that shadows a module name": "import re\ndef f(re):\n    re.x = 1\n"
                                          "def g():\n    enum = object()\n    enum.x = 1\n",
    "instances of a dependency's classes": "from PySide6.QtWidgets import QWidget\nw = QWidget()\nw.x = 1\n"
                                           "QWidget().y = 2\nsetattr(w, 'z', 3)\n",
    "the environment and settings": "import os, sys\nos.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
                                    "sys.path.insert(0, 'x')\n",
    "a record's own fields": "_set = object.__setattr__\nclass R:\n    def __init__(self, a):\n"
                             "        _set(self, 'a', a)\n        self.b = a\n",
    "an import inside one function, a local of the same name in another":
        "def f():\n    from PySide6.QtCore import Qt\n    return Qt\ndef g(Qt):\n    Qt.x = 1\n",
    "a class attribute of vtt's own class": "from enum import Enum\nclass Side(Enum):\n    A = 1\nSide.label = 'x'\n",
}


@pytest.mark.parametrize("source", HONEST.values(), ids=HONEST.keys())
def test_honest_code_passes(source):
    assert patches(source) == []
