"""A module's source text, compiled or not: a test that reads the rules' own sentences from their code works
on the compiled build too (inspect.getsource finds no source for an extension module)."""
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path


def source_of(module) -> str:
    path = str(module.__file__)
    for suffix in EXTENSION_SUFFIXES:
        if path.endswith(suffix):
            path = path[:-len(suffix)] + ".py"
    return Path(path).read_text(encoding="utf-8")
