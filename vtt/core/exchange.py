"""The exchange formats a system offers: files of other tools imported as its own (`vtt import`), its
files exported for other tools (`vtt export`). A system lists them by name with its
``import_formats()`` and ``export_formats()`` hooks (vtt.core.registry.System); the formats
themselves live in vtt/interop, the command line reaches them only through the registry."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Imported:
    """A file of another tool read as one of the system's own."""

    model: Any                                   # the file model to write (pydantic)
    summary: str                                 # what was imported, in a few words ("アリス: 20 parts…")
    warnings: list = field(default_factory=list)  # what was skipped or guessed, one line each


@dataclass(frozen=True)
class ImportFormat:
    what: str                                    # one line: the tool and its file (help, messages)
    load: Callable[[str], Imported]              # the file at a path -> Imported; cannot: a VttError


@dataclass(frozen=True)
class ExportFormat:
    what: str                                    # one line: the tool and what it gets
    # (the file's data already read, its path, the language of a label) -> the export: text (printed
    # without -o) or bytes (a file only); a file that is not the system's: a VttError
    export: Callable[[object, str, str], "str | bytes"]
    needs_file: str = ""                         # bytes: why -o is needed, said when it is missing


def offered(formats: dict) -> str:
    """The names of ``formats`` for a message: "ccfolia, udonarium", or "none"."""
    return ", ".join(formats) or "none"
