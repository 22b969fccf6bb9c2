"""A file model's fields as an editor draws them, walked from its pydantic model (no Qt).

What a field is comes from its annotation and ``Field(...)``: its title (else its name, "health_boxes"
→ "Health boxes"), description, bounds (ge, le, gt, lt, min_length, max_length), default, whether it may
be left unset (Optional), a fixed set of values (Literal), a sub-model, a list of them, a dict, a tuple
of fixed length. Beyond these, a model says two things in ``Field(json_schema_extra={...})``, and only
these (the metadata vocabulary):

``"choices": "<list name>"``
    the value comes from one of the ruleset's lists (``system.workshop_lists()``, by name): a text or
    Literal field's value is an entry's id (a Literal keeps its own values; the list names them); a
    dict's keys are ids (zones' actions); a list of sub-models or a sub-model is filled from an entry's
    data ("add from the list": a weapon, a technique).
``"widget": "<name>"``
    the field is drawn by that widget: ``"text"`` (several lines) and ``"portrait"`` (a picture and its
    framing, vtt.ui.workshop.portrait: every editor has it) are built in; any other name is one the
    ruleset's file kind maps to a widget of its own (``FileKind.widgets``: a parts table, a zone graph).
``"house_rule": true``
    beside a text field's ``choices``: the rulebook's list comes first, and another value is typed only
    after picking "Another (house rule)…" (Nechronica's positions and classes); the file may hold any text.

A field named ``schema_version`` and a Literal of one value (``ruleset``) are not shown: the file keeps
what it holds. A Union of a number and a sub-model (zones' ``4`` or ``{"attribute": 3, "skill": 1}``) is
edited as the sub-model; a number in the file is read into its first field.
"""
from __future__ import annotations

import types
import typing
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Union

#: the keys of ``json_schema_extra`` the editors read (see the module's docstring)
METADATA_KEYS = ("choices", "widget", "house_rule")
#: widgets every editor has; any other name is a ruleset's (FileKind.widgets)
BUILTIN_WIDGETS = ("text", "portrait")
MISSING = object()


@dataclass(frozen=True)
class FieldSpec:
    """One field (or a list's item, a dict's value, a tuple's place) as an editor draws it."""

    name: Any                         # its key in the data (None: the model itself, a list item)
    title: str                        # English label
    type: str                         # str int float bool choice model list dict tuple json
    description: str = ""
    optional: bool = False            # None is allowed (Optional[...]): the field may be left unset
    required: bool = False            # no default: the file must give it
    default: Any = None               # its default as JSON (None when required)
    ge: float | None = None
    le: float | None = None
    gt: float | None = None
    lt: float | None = None
    min_length: int | None = None
    max_length: int | None = None
    values: tuple = ()                # a choice's values (a Literal's)
    choices: str | None = None        # the ruleset's list the value (keys, rows) comes from
    widget: str | None = None         # a widget of its own ("text", or a ruleset's)
    house_rule: bool = False          # a value not in ``choices`` may be typed, as a house rule
    item: "FieldSpec | None" = None   # a list's item, a dict's value
    fields: tuple = ()                # a model's fields
    places: tuple = ()                # a tuple's places
    model: Any = None                 # the pydantic model of a "model" field
    scalar: bool = False              # Union[number, model]: a number in a file goes in the first field
    hidden: bool = False              # kept as the file has it, not shown

    def field(self, name) -> "FieldSpec | None":
        return next((f for f in self.fields if f.name == name), None)

    @property
    def low(self) -> float | None:
        """The least value allowed (ge, or gt + 1 for a whole number)."""
        if self.ge is not None:
            return self.ge
        return None if self.gt is None else self.gt + (1 if self.type == "int" else 0)

    @property
    def high(self) -> float | None:
        if self.le is not None:
            return self.le
        return None if self.lt is None else self.lt - (1 if self.type == "int" else 0)


LANGUAGE_SUFFIXES = {"_ja": "Japanese", "_en": "English"}


def humanise(name: str) -> str:
    """A field's name as a label: "health_boxes" → "Health boxes", "name_ja" → "Japanese name"."""
    name = str(name)
    for suffix, language in LANGUAGE_SUFFIXES.items():
        if name.endswith(suffix) and len(name) > len(suffix):
            return f"{language} {humanise(name[:-len(suffix)]).lower()}"
    return name.replace("_", " ").strip().capitalize()


_CACHE: dict = {}


def walk(model) -> FieldSpec:
    """The fields of a pydantic ``model`` (kept: a model is walked once)."""
    spec = _CACHE.get(model)
    if spec is None:
        spec = _CACHE[model] = FieldSpec(None, humanise(model.__name__), "model", model=model,
                                         description=(model.__doc__ or "").strip().split("\n")[0],
                                         fields=tuple(_field(name, info) for name, info in model.model_fields.items()))
    return spec


def _is_model(t) -> bool:
    return isinstance(t, type) and hasattr(t, "model_fields")


def _bounds(metadata) -> dict:
    """The bounds (ge, le, ...) a field's metadata gives (annotated_types' Ge, Le, ..., or a Field's own)."""
    bounds = {}
    for m in metadata:
        for key in ("ge", "le", "gt", "lt", "min_length", "max_length"):
            v = getattr(m, key, None)
            if v is not None:
                bounds[key] = v
        bounds.update(_bounds(getattr(m, "metadata", ())))      # Annotated[int, Field(ge=0, le=20)]
    return bounds


def _field(name: str, info) -> FieldSpec:
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    bounds = _bounds(info.metadata)
    spec = _of_type(info.annotation, name, title=info.title or humanise(name),
                    description=info.description or "", choices=extra.get("choices"), widget=extra.get("widget"),
                    **bounds)
    required = info.is_required()
    default = None if required else to_json(info.get_default(call_default_factory=True))
    hidden = name == "schema_version" or (spec.type == "choice" and len(spec.values) == 1 and not spec.optional)
    return replace(spec, required=required, default=default, hidden=hidden,
                   house_rule=bool(extra.get("house_rule", False)))


def _of_type(t, name=None, **kw) -> FieldSpec:
    """The spec of annotation ``t`` (its Optional and its item types walked)."""
    title = kw.pop("title", humanise(name) if name is not None else "")
    origin, args = typing.get_origin(t), typing.get_args(t)
    if origin in (Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        optional = len(inner) < len(args)
        if len(inner) == 1:
            return replace(_of_type(inner[0], name, title=title, **kw), optional=optional)
        models = [a for a in inner if _is_model(a)]
        if len(models) == 1 and all(_unannotated(a) in (int, float, str) for a in inner if a is not models[0]):
            return replace(_of_type(models[0], name, title=title, **kw), optional=optional, scalar=True)
        return FieldSpec(name, title, "json", optional=optional, **kw)
    if origin is Literal:
        return FieldSpec(name, title, "choice", values=tuple(args), **kw)
    if origin is typing.Annotated:              # its bounds (a dict's values: zones' 0 to 20 dice) kept
        return _of_type(args[0], name, title=title, **{**_bounds(t.__metadata__), **kw})
    if t is bool:
        return FieldSpec(name, title, "bool", **kw)
    if t is int:
        return FieldSpec(name, title, "int", **kw)
    if t is float:
        return FieldSpec(name, title, "float", **kw)
    if t is str:
        return FieldSpec(name, title, "str", **kw)
    if _is_model(t):
        sub = walk(t)
        return FieldSpec(name, title, "model", model=t, fields=sub.fields, **kw)
    if origin in (list, tuple) and args and not (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        if origin is list:
            return FieldSpec(name, title, "list", item=_item(args[0]), **kw)
        return FieldSpec(name, title, "tuple", places=tuple(_item(a) for a in args), **kw)
    if origin is tuple:                           # tuple[X, ...]: a list
        return FieldSpec(name, title, "list", item=_item(args[0]), **kw)
    if origin is dict and len(args) == 2 and args[0] is str:
        item = _item(args[1])
        if item.type != "json":
            return FieldSpec(name, title, "dict", item=item, **kw)
    return FieldSpec(name, title, "json", **kw)


def _unannotated(t):
    return typing.get_args(t)[0] if typing.get_origin(t) is typing.Annotated else t


def _item(t) -> FieldSpec:
    spec = _of_type(t)
    return replace(spec, title=spec.title if spec.type == "model" else "", required=True)


def to_json(value):
    """A default as a file holds it (a model dumped, a tuple a list)."""
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    if isinstance(value, tuple):
        return [to_json(v) for v in value]
    if isinstance(value, list):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    return value


def blank(spec: FieldSpec):
    """A value of ``spec`` for a new file or a new row: its default, else the least it may hold (an
    empty text, the lowest number, the first choice, a model's fields blank in turn)."""
    if not spec.required and spec.name is not None:
        return spec.default
    if spec.optional:
        return None
    if spec.type == "model":
        return {f.name: blank(f) for f in spec.fields}
    if spec.type == "choice":
        return spec.values[0] if spec.values else None
    if spec.type in ("int", "float"):
        low = spec.low
        return max(low, 0) if low is not None else 0
    if spec.type == "bool":
        return False
    if spec.type == "str":
        return ""
    if spec.type == "list":
        return []
    if spec.type == "dict":
        return {}
    if spec.type == "tuple":
        return [blank(p) for p in spec.places]
    return None


def blank_file(model, **given) -> dict:
    """A new file of ``model``: every field's default (or blank), with ``given`` on top."""
    data = blank(replace(walk(model), required=True))
    data.update(given)
    return data


def typed_number(text: str, none_words: tuple = ("",)):
    """A whole number typed as text (a table's cell) as a file holds it: the number (full-width digits too),
    None for one of ``none_words``, else the text itself, which the model refuses at its field (files are read
    strictly: the text "3" is not the number 3)."""
    t = text.strip()
    if t in none_words:
        return None
    try:
        return int(t)
    except ValueError:
        return text


# -- where a problem is, and what it is --------------------------------------------------------------------
@dataclass(frozen=True)
class Problem:
    """A value the model refuses: where (keys and list indices below the file), pydantic's error type,
    its English message, its context (bounds), and our own error (an InvalidValueError) when it is ours."""

    path: tuple
    type: str
    message: str
    ctx: dict = field(default_factory=dict)
    cause: Any = None


#: the tags pydantic gives a Union's plain branch in an error's place (constrained: with bounds)
_SCALARS = ("int", "str", "float", "bool", "constrained-int", "constrained-float", "constrained-str")


def problems(root: FieldSpec, error) -> list[Problem]:
    """A pydantic ValidationError of ``root``'s model as Problems at paths the editor knows, in the
    order pydantic found them. An error of a Union's other branch (a number where the editor gives the
    model) is left out when the model's branch has one too."""
    out, other = [], []
    for e in error.errors():
        ctx = dict(e.get("ctx") or {})
        cause = ctx.pop("error", None)
        if not hasattr(cause, "template"):
            cause = None
        elif cause.__traceback__ is not None:
            # kept past the check: its traceback would keep every frame that led to it (the editor's
            # widgets, mid-signal) alive until the next check
            cause = cause.with_traceback(None)
        path, branch_other = _clean(root, tuple(e.get("loc", ())))
        path += tuple(getattr(cause, "at", ()))
        msg = e.get("msg", "")
        if msg.startswith("Value error, "):
            msg = msg[len("Value error, "):]
        if cause is not None:
            from vtt.core.errors import english
            msg = english(cause.template, cause.fields)
        (other if branch_other else out).append(Problem(path, e.get("type", ""), msg, ctx, cause))
    return out or other


def _clean(root: FieldSpec, loc: tuple) -> tuple[tuple, bool]:
    """``loc`` without pydantic's tags for a Union's branch; whether it was the branch of a plain number."""
    spec, path, other = root, [], False
    for step in loc:
        if spec is None:
            path.append(step)
            continue
        if spec.scalar and isinstance(step, str) and spec.field(step) is None:
            other = other or step in _SCALARS          # the tag of a branch: "int" or the model's name
            if step in _SCALARS:
                spec = None
            continue
        path.append(step)
        spec = child(spec, step)
    return tuple(path), other


def child(spec: FieldSpec | None, step) -> FieldSpec | None:
    """The spec one step below ``spec`` (a field's name, a list index, a dict key, a tuple place)."""
    if spec is None:
        return None
    if spec.type == "model":
        return spec.field(step)
    if spec.type in ("list", "dict"):
        return spec.item
    if spec.type == "tuple" and isinstance(step, int) and 0 <= step < len(spec.places):
        return spec.places[step]
    return None


def spec_at(root: FieldSpec, path) -> list[FieldSpec | None]:
    """The specs along ``path`` (one per step; None past where the model says no more)."""
    out, spec = [], root
    for step in path:
        spec = child(spec, step)
        out.append(spec)
    return out


# -- the texts a translator needs (resources/locale/catalogs.py: the window's catalog, context Fields) ---
def texts_of(spec: FieldSpec, seen=None) -> list[str]:
    """Every title, description and Literal value (as shown, humanised) of ``spec`` and below it."""
    seen = set() if seen is None else seen
    out = []
    shown = spec.name is not None and not spec.hidden     # (a model's own name and docstring are not shown)
    values = () if spec.choices else spec.values          # (a list names those)
    for text in (spec.title, spec.description, *(humanise(v) for v in values if isinstance(v, str))) if shown \
            else ():
        if text and text not in seen:
            seen.add(text)
            out.append(text)
    for sub in (*spec.fields, *spec.places, *((spec.item,) if spec.item else ())):
        out += texts_of(sub, seen)
    return out


def all_texts() -> list[str]:
    """The field texts of every registered ruleset's workshop kinds (their editors' labels)."""
    from vtt.core import registry
    seen: set = set()
    out = []
    for rid in registry.ids():
        for kind in kinds_of(registry.get(rid)).values():
            out += texts_of(walk(kind.model), seen)
    return out


_KINDS: dict = {}
_LISTS: dict = {}


def kinds_of(system) -> dict:
    """A system's workshop kinds (``workshop_kinds()``; none: {}), asked once per system."""
    found = _KINDS.get(id(system))
    if found is None or found[0] is not system:
        hook = getattr(system, "workshop_kinds", None)
        found = _KINDS[id(system)] = (system, hook() if hook is not None else {})
    return found[1]


def lists_of(system) -> dict:
    """A system's lists (``workshop_lists()``; none: {}), asked once per system: they are the ruleset's
    own vocabulary and shipped files. An entry's ``data`` is shared: who uses it copies it."""
    found = _LISTS.get(id(system))
    if found is None or found[0] is not system:
        hook = getattr(system, "workshop_lists", None)
        found = _LISTS[id(system)] = (system, hook() if hook is not None else {})
    return found[1]
