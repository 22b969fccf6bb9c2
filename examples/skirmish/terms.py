"""The words of the skirmish ruleset (no pydantic, so the rules start without it): its id, and the Terms
its view and forms say (their other languages: its catalog, NC_ and N_ mark each for it)."""
from __future__ import annotations

from vtt.core.i18n import N_, NC_
from vtt.rules.kit.places import SIDES  # noqa: F401  (the kit's party and foes)

RULESET = "skirmish"
SCHEMA_VERSION = 1

#: how a battle ends (Term kind "outcome"): a side is down, or the GM ends it
OUTCOMES = (NC_("outcome", "victory"), NC_("outcome", "defeat"), NC_("outcome", "ended"))
#: a command's name on its button where texts.command_phrase gives no sentence (Term kind "command")
COMMAND_NAMES = (NC_("command", "deal"), NC_("command", "end_turn"), NC_("command", "override"))
#: the words a view says as labels: statuses and sides
STATUS_WORDS = (N_("acting"), N_("down"), N_("party"), N_("foes"))
