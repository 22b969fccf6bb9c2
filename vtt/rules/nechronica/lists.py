"""The lists Nechronica's files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): a doll's starting areas, the kinds of enemy, the shipped parts catalog, and the fetter
tables' lines a doll's fetter is added from."""
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
                      for p in _shipped().parts.values()],
            "fetters": _fetter_lines()}


def _fetter_lines() -> list[ListEntry]:
    """Every line of the three fetter tables (NM sisters, NMN neutral, NME enemies): its emotion and mad effect,
    3 madness as a new fetter has; whom it is for is the GM's to type."""
    from .tables import FETTER_TABLES
    return [ListEntry(f"{t.command}{e.roll}", f"{t.target.capitalize()} {e.roll}: {e.emotion} → {e.mad_effect}",
                      f"{t.name} {e.roll}：{e.emotion}→{e.mad_effect}", _fetter(e))
            for t in FETTER_TABLES.values() for e in t.entries]


def _fetter(entry, target: str = "", treasure: bool = False) -> dict:
    return {"target": target, "emotion": entry.emotion, "madness": 3, "mad_effect": entry.mad_effect,
            "treasure": treasure}


def _positions_and_classes() -> dict:
    """The core rulebook's positions and classes (positions_and_classes.json beside this module): a doll's
    ``position``, ``main_class`` and ``sub_class`` come from these, another only as a house rule."""
    from pathlib import Path
    from vtt.core.files import read_json
    data = read_json(Path(__file__).resolve().parent / "positions_and_classes.json")
    return {key: [ListEntry(e["id"], e["name"], e["name_ja"]) for e in data[key]] for key in ("positions", "classes")}


def blank_doll() -> dict:
    """A new doll: the basic parts every doll has (the shipped catalog's), and the fetter to her treasure."""
    from .tables import TREASURE_FETTER
    parts = _shipped().basic_parts()
    treasure = next((p for p in parts if p.category == "treasure"), None)
    fetters = [_fetter(TREASURE_FETTER, treasure.name_ja or treasure.name, True)] if treasure is not None else []
    return {"parts": [p.model_dump(mode="json", exclude_none=True) for p in parts], "fetters": fetters}


def _shipped():
    """The shipped parts catalog (its files read once: vtt.rules.nechronica.catalog)."""
    from .catalog import Catalog, shipped_catalog_files
    return Catalog(shipped_catalog_files())
