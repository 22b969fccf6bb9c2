"""The lists the ashes files' fields take their values from, for the workshop's editors
(vtt.core.file_kinds): weapon advantages, technique keywords, Chakra states, the physical Imbalances, and
the weapons, techniques and Imbalances of the shipped characters and monsters."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.file_kinds import ListEntry, entries_from_files, term_entries
from vtt.core.i18n import NC_

from .terms import ADVANTAGE_NAMES, KEYWORDS, PHYSICAL_IMBALANCES, advantage_term, imbalance_term, keyword_term

#: a Chakra's states (Term kind "chakra")
CHAKRA_STATES = (NC_("chakra", "none"), NC_("chakra", "slumbering"), NC_("chakra", "awakened"))


def lists() -> dict:
    from .battle import RESOURCES
    from .texts import CATALOG
    samples = sorted((RESOURCES / "characters").glob("*.json")) + sorted((RESOURCES / "monsters").glob("*.json"))
    physical = [ListEntry(e.id, e.name, e.name_ja, {"name": e.id, "rank": 1, "physical": True})
                for e in term_entries([imbalance_term(n) for n in PHYSICAL_IMBALANCES], CATALOG)]
    known = {e.id for e in physical}
    return {"advantages": term_entries([advantage_term(a) for a in ADVANTAGE_NAMES], CATALOG),
            "keywords": term_entries([keyword_term(k) for k in KEYWORDS], CATALOG),
            "chakra_states": term_entries([Term("chakra", s, s.capitalize()) for s in CHAKRA_STATES], CATALOG),
            "weapons": entries_from_files(samples, "weapon"),
            "techniques": entries_from_files(samples, "techniques"),
            "imbalances": physical + [e for e in entries_from_files(samples, "imbalances") if e.id not in known]}
