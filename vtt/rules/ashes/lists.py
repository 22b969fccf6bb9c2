"""The lists the ashes files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): weapon advantages, technique keywords, Chakra states, the physical Imbalances, and
the weapons, techniques and Imbalances of the shipped characters and monsters."""
from __future__ import annotations

from vtt.core.file_kinds import ListEntry, entries, entries_from_files

from .terms import ADVANTAGE_NAMES, IMBALANCE_JA, KEYWORDS_JA, PHYSICAL_IMBALANCES

CHAKRA_STATES = {"none": ("None", "なし"), "slumbering": ("Slumbering", "眠っている"), "awakened": ("Awakened", "覚醒")}


def lists() -> dict:
    from .battle import RESOURCES
    samples = sorted((RESOURCES / "characters").glob("*.json")) + sorted((RESOURCES / "monsters").glob("*.json"))
    physical = [ListEntry(n, n, IMBALANCE_JA.get(n, ""), {"name": n, "rank": 1, "physical": True})
                for n in PHYSICAL_IMBALANCES]
    known = {e.id for e in physical}
    return {"advantages": entries(ADVANTAGE_NAMES), "keywords": entries(KEYWORDS_JA),
            "chakra_states": entries(CHAKRA_STATES),
            "weapons": entries_from_files(samples, "weapon"),
            "techniques": entries_from_files(samples, "techniques"),
            "imbalances": physical + [e for e in entries_from_files(samples, "imbalances") if e.id not in known]}
