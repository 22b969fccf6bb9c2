"""The base of every ruleset's file models (pydantic): strict fields and a schema version check.

Files are read strictly (pydantic's strict mode): a value of the wrong JSON type is refused with where it
is, never converted ("6" and true are not whole numbers, "yes" and 1 are not true or false). What a field
allows is said in its ``Field(...)`` (bounds, closed names), so the JSON Schema `vtt schema` writes from
the same models says it too (docs/formats.md, "Schemas")."""
from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, Strict, field_validator

from .dice import MAX_SEED
from .errors import InvalidValueError

#: a JSON array the model holds as a tuple (strict mode alone takes only a Python tuple; its items stay strict):
#: ``Annotated[tuple[str, str], ARRAY]``, or ``Field(..., strict=False)`` on a field that is the tuple itself
ARRAY = Strict(False)
#: a battle's seed in a file: a whole number from 0 to MAX_SEED (not text, a fraction or true, which a lax
#: int would take; vtt.core.game_file.checked_seed reads a saved battle's the same way)
Seed = Annotated[int, Field(strict=True, ge=0, le=MAX_SEED,
                            description="the seed of the battle's dice (none: a seed of its own)")]


def file_model(schema_version: int) -> type[BaseModel]:
    """A pydantic base that reads strictly, forbids unknown fields, strips strings and refuses a
    ``schema_version`` newer than ``schema_version`` (the file was written by a newer vtt) or below 1."""

    class Model(BaseModel):
        model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, strict=True, allow_inf_nan=False)

        @field_validator("schema_version", mode="before", check_fields=False)
        @classmethod
        def _known_version(cls, v):
            # (before the field's own bounds, which the schema states: the message says what to do)
            if isinstance(v, int) and not isinstance(v, bool):
                if v > schema_version:
                    raise InvalidValueError("this file was written by a newer vtt (schema {version}; this one reads "
                                            "up to {known}): update vtt to open it", version=v, known=schema_version)
                if v < 1:
                    raise InvalidValueError("schema_version starts at 1")
            return v

    return Model


def version_field(schema_version: int):
    """The ``schema_version`` field of a file (1 to ``schema_version``: the schema says so too)."""
    return Field(schema_version, ge=1, le=schema_version, description="the version of the file format")


def closed_keys(names) -> dict:
    """``json_schema_extra`` of a dict field whose keys are ``names`` only (its validator refuses others)."""
    return {"propertyNames": {"enum": list(names)}}


# -- a model's rules across its fields, as JSON Schema says them (beside the validator that checks them) ------
# A model's ``model_config = ConfigDict(json_schema_extra=...)`` adds these to its schema; the agreement test
# (tests/reliability/test_schema_agreement.py) holds each to the validator it restates.

def given(name: str) -> dict:
    """The field ``name`` is in the file and not null."""
    return {"required": [name], "properties": {name: {"not": {"type": "null"}}}}


def exactly_one(*names: str) -> dict:
    """Exactly one of the fields ``names`` is given (in the file and not null)."""
    return {"oneOf": [given(n) for n in names]}


def is_value(name: str, value, default=None) -> dict:
    """The field ``name`` holds ``value`` (or is left out, when ``value`` is its ``default``)."""
    held = {"required": [name], "properties": {name: {"const": value}}}
    return {"anyOf": [held, {"not": {"required": [name]}}]} if value == default and default is not None else held


def when(condition: dict, then: dict, otherwise: dict | None = None) -> dict:
    out = {"if": condition, "then": then}
    if otherwise is not None:
        out["else"] = otherwise
    return out


def rules(*clauses: dict) -> dict:
    """``json_schema_extra`` of a model with rules across its fields."""
    return {"allOf": list(clauses)}
