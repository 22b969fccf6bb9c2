"""The lists the zones files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): the actions, and the weapons of the shipped characters and monsters."""
from __future__ import annotations

from vtt.core.file_kinds import entries, entries_from_files

from .terms import ACTION_NAMES_JA, ACTIONS


def lists() -> dict:
    from .battle import RESOURCES
    samples = sorted((RESOURCES / "characters").glob("*.json")) + sorted((RESOURCES / "monsters").glob("*.json"))
    return {"actions": entries({a: ACTION_NAMES_JA[a] for a in ACTIONS}),
            "weapons": entries_from_files(samples, "weapons")}
