"""The lists the hundred files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): attributes, skills, hit locations, range bands, and the weapons of the shipped
characters and enemies."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.file_kinds import entries_from_files, term_entries

from .terms import ATTRIBUTES, BANDS, LOCATIONS, SKILLS, band_term


def _skill(key: str) -> Term:
    return Term("skill", key, key.replace("_", " ").capitalize())


def lists() -> dict:
    from .battle import RESOURCES
    from .texts import CATALOG
    samples = sorted((RESOURCES / "characters").glob("*.json")) + sorted((RESOURCES / "monsters").glob("*.json"))
    return {"attributes": term_entries([_skill(a) for a in ATTRIBUTES], CATALOG),
            "skills": term_entries([_skill(k) for k in SKILLS if k not in ATTRIBUTES], CATALOG),
            "locations": term_entries([Term("location", k, k.capitalize()) for k in LOCATIONS], CATALOG),
            "bands": term_entries([band_term(k) for k in BANDS], CATALOG),
            "weapons": entries_from_files(samples, "weapons")}
