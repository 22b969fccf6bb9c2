"""Shipped files read without pydantic, so a ruleset's demo battle opens fast.

A ruleset's file models are pydantic; importing pydantic and building the models costs a third of the
generic window's start-up. The demo battle and the sample scenarios are ours, checked by the tests and
valid, so reading them only fills in the models' defaults: ``Plain`` does that from a table of the
models' fields (their defaults, which fields hold other models, which are tuples), and answers as the
model would (attributes; ``model_dump()``). Each ruleset's table (its ``shapes.json``, data beside its
models) is made from its models by ``python -m vtt.core.plain <ruleset>``; the tests hold it to the models
and every shipped file to the same battle through either. Anything else (the user's files) goes through the models.
"""
from __future__ import annotations

import sys
from pathlib import Path

from .files import read_json

REQUIRED = "<required>"          # a field without a default (as the shapes tables write it)


class Plain:
    """``data`` (a JSON object of a shipped file) as its model ``shape`` would give it."""

    __slots__ = ("_data", "_shape", "_shapes")

    def __init__(self, data: dict, shape: str, shapes: dict):
        out = _filled(data, shape, shapes,
                      lambda value, sub: value if isinstance(value, Plain) else Plain(value, sub, shapes))
        object.__setattr__(self, "_data", out)
        object.__setattr__(self, "_shape", shape)
        object.__setattr__(self, "_shapes", shapes)

    def __getattr__(self, key):
        try:
            return self._data[key]
        except KeyError:
            raise AttributeError(f"{self._shape} has no field {key!r}") from None

    def __setattr__(self, key, value):
        raise AttributeError("a shipped file read plain is not changed")

    def model_dump(self, mode: str = "python", exclude_none: bool = False) -> dict:
        """What the model's ``model_dump`` gives (tuples as lists with ``mode="json"``)."""
        return {k: _dump(v, mode, exclude_none) for k, v in self._data.items() if not (exclude_none and v is None)}


def _filled(data: dict, shape: str, shapes: dict, nest) -> dict:
    """``data`` with the defaults of model ``shape`` filled in, tuples made tuples, and each model a field
    holds made by ``nest(its data, its shape)``."""
    fields, nested, tuples = shapes[shape]
    out = {}
    for key, default in fields.items():
        if key in data:
            value = data[key]
        elif default == REQUIRED:
            raise KeyError(f"{shape}.{key}")
        else:
            value = _copy(default)
        out[key] = value
    for key, (how, sub) in nested.items():
        value = out[key]
        if value is None:
            continue
        if how == "one":
            out[key] = nest(value, sub)
        elif how == "list":
            out[key] = [nest(v, sub) for v in value]
        elif how == "dict":              # a model or a plain value (zones: 3 or {attribute, skill})
            out[key] = {k: nest(v, sub) if isinstance(v, dict) else v for k, v in value.items()}
    for key, how in tuples:                  # a tuple, or a list of tuples (zones' edges)
        value = out[key]
        if isinstance(value, list):
            out[key] = tuple(value) if how == "tuple" else [tuple(v) if isinstance(v, list) else v
                                                              for v in value]
    return out


def _copy(value):
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


def _dump(value, mode: str, exclude_none: bool):
    if isinstance(value, Plain):
        return value.model_dump(mode, exclude_none)
    if isinstance(value, (list, tuple)):
        items = [_dump(v, mode, exclude_none) for v in value]
        return items if mode == "json" or isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        return {k: _dump(v, mode, exclude_none) for k, v in value.items()}
    return value


def read_plain(path, shape: str, shapes: dict) -> Plain:
    return Plain(read_json(Path(path)), shape, shapes)


def read_dumped(path, shape: str, shapes: dict) -> dict:
    """A shipped file as its model's ``model_dump()`` gives it (``read_plain(...).model_dump()``), made
    directly: the defaults filled in, every model it holds a dict."""
    def nest(data: dict, sub: str) -> dict:
        return _filled(data, sub, shapes, nest)
    return nest(read_json(Path(path)), shape)


def read_shapes(package: str) -> dict | None:
    """The fields of a package's file models as ``Plain`` reads them: its ``shapes.json``, made from its
    models by ``python -m vtt.core.plain <package>`` (none: None)."""
    import importlib
    import json
    path = Path(importlib.import_module(package).__file__).parent / "shapes.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


# -- making a ruleset's table from its models (needs pydantic: tests and the command below only) -----------

def shapes_of(*models) -> dict:
    """``{model name: (fields and defaults, nested models, tuple fields)}`` of ``models`` and every model
    their fields hold, as ``Plain`` reads them."""
    import typing

    from pydantic import BaseModel
    from pydantic_core import PydanticUndefined

    out: dict = {}

    def model_in(annotation):
        """(how, model) when the annotation holds a model: one, a list of them, a dict of them."""
        origin, args = typing.get_origin(annotation), typing.get_args(annotation)
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            return "one", annotation
        if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
            for a in args:
                found = model_in(a)
                if found is not None:
                    return found
        if origin is list and args:
            found = model_in(args[0])
            return ("list", found[1]) if found is not None and found[0] == "one" else None
        if origin is dict and len(args) == 2:
            found = model_in(args[1])
            return ("dict", found[1]) if found is not None else None
        return None

    def tuple_kind(annotation) -> str | None:
        """"tuple", "items" (a list of tuples) or None."""
        origin, args = typing.get_origin(annotation), typing.get_args(annotation)
        if origin is typing.Annotated:           # (a tuple read from a JSON array: vtt.core.file_model.ARRAY)
            return tuple_kind(args[0])
        if origin is tuple:
            return "tuple"
        if origin is list and args and tuple_kind(args[0]) == "tuple":
            return "items"
        if origin is typing.Union:
            return next((k for k in map(tuple_kind, args) if k is not None), None)
        return None

    def visit(model):
        if model.__name__ in out:
            return
        fields, nested, tuples = {}, {}, []
        out[model.__name__] = (fields, nested, tuples)
        for name, info in model.model_fields.items():
            if info.is_required():
                fields[name] = REQUIRED
            else:
                default = info.get_default(call_default_factory=True)
                if default is PydanticUndefined:
                    default = None
                fields[name] = default.model_dump(mode="json") if isinstance(default, BaseModel) else \
                    (list(default) if isinstance(default, tuple) else default)
            found = model_in(info.annotation)
            if found is not None:
                nested[name] = (found[0], found[1].__name__)
                visit(found[1])
            how = tuple_kind(info.annotation)
            if how is not None:
                tuples.append((name, how))
    for m in models:
        visit(m)
    return out


def write_shapes(ruleset: str) -> Path:
    """Write ``shapes.json`` beside the file models of ``ruleset`` (an id of vtt/rules, or a package's
    dotted name) from its scenario file's model and the models it holds (and its character file's, where
    that is a model of its own). A table of data, not code: JSON."""
    import importlib
    import json
    package = ruleset if "." in ruleset else f"vtt.rules.{ruleset}"
    models = importlib.import_module(f"{package}.models")
    shapes = shapes_of(*(m for m in (models.ScenarioFile, getattr(models, "CharacterFile", None)) if m is not None))
    path = Path(importlib.import_module(package).__file__).parent / "shapes.json"
    path.write_text(json.dumps(shapes, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(write_shapes(name))
