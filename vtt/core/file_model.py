"""The base of every ruleset's file models (pydantic): strict fields and a schema version check."""
from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .dice import MAX_SEED
from .errors import InvalidValueError

#: a battle's seed in a file: a whole number from 0 to MAX_SEED (not text, a fraction or true, which a lax
#: int would take; vtt.core.game_file.checked_seed reads a saved battle's the same way)
Seed = Annotated[int, Field(strict=True, ge=0, le=MAX_SEED,
                            description="the seed of the battle's dice (none: a seed of its own)")]


def file_model(schema_version: int) -> type[BaseModel]:
    """A pydantic base that forbids unknown fields, strips strings and refuses a ``schema_version``
    newer than ``schema_version`` (the file was written by a newer vtt) or below 1."""

    class Model(BaseModel):
        model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

        @field_validator("schema_version", check_fields=False)
        @classmethod
        def _known_version(cls, v):
            if v > schema_version:
                raise InvalidValueError("this file was written by a newer vtt (schema {version}; this one reads up "
                                        "to {known}): update vtt to open it", version=v, known=schema_version)
            if v < 1:
                raise InvalidValueError("schema_version starts at 1")
            return v

    return Model
