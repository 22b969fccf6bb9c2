"""The lists the hundred files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): attributes, skills, hit locations, range bands, and the weapons of the shipped
characters and enemies."""
from __future__ import annotations

from vtt.core.file_kinds import entries, entries_from_files

from .terms import ATTRIBUTES, BAND_NAMES, LOCATION_NAMES_JA, LOCATIONS, SKILL_NAMES_JA


def lists() -> dict:
    from .battle import RESOURCES
    samples = sorted((RESOURCES / "characters").glob("*.json")) + sorted((RESOURCES / "monsters").glob("*.json"))
    return {"attributes": entries({a: SKILL_NAMES_JA[a] for a in ATTRIBUTES}),
            "skills": entries({k: v for k, v in SKILL_NAMES_JA.items() if k not in ATTRIBUTES}),
            "locations": entries({k: LOCATION_NAMES_JA[k] for k in LOCATIONS}),
            "bands": entries(BAND_NAMES),
            "weapons": entries_from_files(samples, "weapons")}
