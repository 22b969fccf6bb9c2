"""The parts catalog: the shipped basic parts and sample reinforcement parts, plus user catalogs."""
from __future__ import annotations

from pathlib import Path
from typing import Literal, Optional

from pydantic import Field

from vtt import RESOURCES
from vtt.core.errors import FileFormatError
from vtt.core.file_model import version_field
from vtt.core.files import load_model

from .models import NAME, NAME_JA, SCHEMA_VERSION, Model, PartSpec

CATALOG_DIR = RESOURCES / "catalog"


class CatalogPart(PartSpec):
    """A part of a catalog: its id is what dolls and the basic doll name it by."""

    id: str = Field(min_length=1, description="the catalog id")


class CatalogFile(Model):
    schema_version: int = version_field(SCHEMA_VERSION)
    kind: Literal["catalog"] = "catalog"
    name: str = Field("", description=NAME)        # (the parts browser shows it)
    name_ja: Optional[str] = Field(None, description=NAME_JA)
    sample: bool = Field(False, description="our own sample content, not official data")
    parts: list[CatalogPart] = []
    basic_doll: Optional[list[str]] = None


class Catalog:
    """Parts by id, merged from several catalog files (later files win on equal ids)."""

    def __init__(self, files: list[CatalogFile] = ()):
        self.reset(files)

    def reset(self, files: list[CatalogFile] = ()) -> None:
        """Merge these files afresh, in place (whoever holds this catalog sees the new parts)."""
        self.parts: dict[str, PartSpec] = {}
        self.basic_doll: list[str] = []
        self.sample_ids: set[str] = set()
        for f in files:
            self.add(f)

    def add(self, f: CatalogFile, where=None) -> None:
        """Merge a file (its parts have ids: its model requires them). A basic doll naming a part nowhere in
        the catalog is refused (FileFormatError naming ``where``, the file, and the field) before anything is
        merged."""
        where = where or f.name or "catalog"
        known = self.parts.keys() | {p.id for p in f.parts}
        for i, pid in enumerate(f.basic_doll or ()):
            if pid not in known:
                raise FileFormatError(where, f"no part {pid!r} in the catalog", f"basic_doll.{i}")
        for p in f.parts:
            self.parts[p.id] = p
            if f.sample:
                self.sample_ids.add(p.id)
            else:
                self.sample_ids.discard(p.id)
        if f.basic_doll:
            self.basic_doll = list(f.basic_doll)

    def get(self, part_id: str) -> PartSpec:
        try:
            return self.parts[part_id]
        except KeyError:
            raise KeyError(f"no part {part_id!r} in the catalog") from None

    def basic_parts(self) -> list[PartSpec]:
        """The parts every new doll has (fresh copies)."""
        return [self.get(pid).model_copy() for pid in self.basic_doll]

    def search(self, text: str = "", category: str | None = None, level: int | None = None,
               timing: str | None = None) -> list[PartSpec]:
        t = text.lower()
        out = []
        for p in self.parts.values():
            if category and p.category != category:
                continue
            if level is not None and p.level != level:
                continue
            if timing and p.timing != timing:
                continue
            hay = " ".join(filter(None, [p.name, p.name_ja, p.effect, p.effect_en])).lower()
            if t and t not in hay:
                continue
            out.append(p)
        return out


def load_catalog_file(path) -> CatalogFile:
    return load_model(CatalogFile, path)


def shipped_catalog_paths() -> list[Path]:
    """The catalog files that come with the program, sorted by name, basic first."""
    return sorted(CATALOG_DIR.glob("*.json"), key=lambda p: (p.name != "basic.json", p.name))


_SHIPPED: dict = {}


def shipped_catalog_files() -> list[CatalogFile]:
    """The shipped catalog files, read once while they stay as they are (each workshop window and list
    asks for them; a file changed on disk is read again). Shared: a catalog made from them copies what it
    hands out."""
    paths = shipped_catalog_paths()
    key = tuple((p, p.stat().st_mtime_ns) for p in paths)
    if key not in _SHIPPED:
        _SHIPPED.clear()
        _SHIPPED[key] = [load_catalog_file(p) for p in paths]
    return list(_SHIPPED[key])


def load_catalog(extra: list[Path] = ()) -> Catalog:
    """The shipped catalog files followed by user catalogs."""
    return Catalog([load_catalog_file(p) for p in [*shipped_catalog_paths(), *extra]])
