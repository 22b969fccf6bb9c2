"""The lists Nechronica's files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): a doll's starting areas, the kinds of enemy, and the shipped parts catalog."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.file_kinds import ListEntry, term_entries

from .reasons import CATALOG, ENEMY_KINDS
from .terms import AREA_NAMES_EN, AREA_NAMES_JA, DOLL_START_AREAS


def lists() -> dict:
    return {"areas": [ListEntry(a, AREA_NAMES_EN[a], AREA_NAMES_JA[a]) for a in DOLL_START_AREAS],
            **_positions_and_classes(),
            "enemy_kinds": term_entries([Term("enemy_kind", k, k.capitalize()) for k in ENEMY_KINDS], CATALOG),
            "parts": [ListEntry(p.id, p.name, p.name_ja or "", p.model_dump(mode="json", exclude_none=True))
                      for p in _shipped().parts.values()]}


def _positions_and_classes() -> dict:
    """The core rulebook's positions and classes (positions_and_classes.json beside this module): a doll's
    ``position``, ``main_class`` and ``sub_class`` come from these, another only as a house rule."""
    from pathlib import Path
    from vtt.core.files import read_json
    data = read_json(Path(__file__).resolve().parent / "positions_and_classes.json")
    return {key: [ListEntry(e["id"], e["name"], e["name_ja"]) for e in data[key]] for key in ("positions", "classes")}


def blank_doll() -> dict:
    """A new doll: the basic parts every doll has (the shipped catalog's)."""
    return {"parts": [p.model_dump(mode="json", exclude_none=True) for p in _shipped().basic_parts()]}


def _shipped():
    """The shipped parts catalog (its files read once: vtt.rules.nechronica.catalog)."""
    from .catalog import Catalog, shipped_catalog_files
    return Catalog(shipped_catalog_files())
