"""The rules systems this vtt ships, by ruleset id: the module whose ``SYSTEM`` provides each.

Kept outside vtt/core so the core names no game; vtt.core.registry reads this table."""

#: ruleset id -> module (imported the first time the system is asked for)
BUILTIN = {
    "nechronica": "vtt.rules.nechronica.system",
}
#: the ruleset of a file that names none (the files of the first system, written before there were others)
DEFAULT = "nechronica"
BUILTIN["zones"] = "vtt.rules.zones.system"
BUILTIN["ashes"] = "vtt.rules.ashes.system"
BUILTIN["hundred"] = "vtt.rules.hundred.system"
