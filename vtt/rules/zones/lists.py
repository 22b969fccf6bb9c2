"""The lists the zones files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): the actions, and the weapons of the shipped characters and monsters."""
from __future__ import annotations

from vtt.core.file_kinds import entries_from_files, term_entries

from .terms import ACTIONS, action_term


def lists() -> dict:
    from .battle import RESOURCES
    from .texts import CATALOG
    samples = sorted((RESOURCES / "characters").glob("*.json")) + sorted((RESOURCES / "monsters").glob("*.json"))
    return {"actions": term_entries([action_term(a) for a in ACTIONS], CATALOG),
            "weapons": entries_from_files(samples, "weapons")}
