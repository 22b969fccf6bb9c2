"""The vocabulary of the ashes ruleset (no pydantic): sides, weapon advantages, phases, as Terms (their
other languages: the ashes catalog, NC_ marks each key for it)."""
from __future__ import annotations

from vtt.core.errors import Term
from vtt.core.i18n import N_, NC_
from vtt.rules.kit.places import SIDES  # noqa: F401
from vtt.rules.kit.words import label_term, name_term  # noqa: F401

RULESET = "ashes"
SCHEMA_VERSION = 1
#: the GM's side bids first ("Starting with the GM and working clockwise")
GM_SIDE = "foes"

PHASES = (NC_("phase", "imbalance"), NC_("phase", "effort"), NC_("phase", "bid"), NC_("phase", "turns"),
          NC_("phase", "recovery"), NC_("phase", "ended"))
PHASES_EN = {"imbalance": "Imbalance decision", "effort": "Roll Effort", "bid": "Initiative bid", "turns": "Turns",
             "recovery": "Recovery", "ended": "Ended"}

#: weapon advantages (seed 002's list): their Prana cost after the free use of the round
ADVANTAGES = {"balanced": 6, "reflexive": 4, "flexible": 5, "reach": 3, "heavy": 0, "ranged": 6, "subtle": 0,
              "unarmed": 4, "improvised": 3}
ADVANTAGE_NAMES = {NC_("advantage", "balanced"): "Balanced", NC_("advantage", "reflexive"): "Reflexive",
                   NC_("advantage", "flexible"): "Flexible", NC_("advantage", "reach"): "Reach",
                   NC_("advantage", "heavy"): "Heavy", NC_("advantage", "ranged"): "Ranged",
                   NC_("advantage", "subtle"): "Subtle", NC_("advantage", "unarmed"): "Unarmed",
                   NC_("advantage", "improvised"): "Improvised"}
#: an Improvised weapon costs this much Prana (or one Effort die) every time its advantage is used
IMPROVISED_PRANA = 3
#: technique keywords
KEYWORDS = (NC_("keyword", "offensive"), NC_("keyword", "defensive"), NC_("keyword", "versatile"))
#: the physical Imbalances an attacker may give when a Health box is emptied (or raise one the defender has)
PHYSICAL_IMBALANCES = (NC_("imbalance", "Bruised"), NC_("imbalance", "Bleeding"), NC_("imbalance", "Cracked ribs"),
                       NC_("imbalance", "Limping"), NC_("imbalance", "Concussed"))
#: what the GM may hide from the table (the secrecy command's options)
SECRETS = {NC_("secret", "hidden_bids"): "bids", NC_("secret", "hidden_effort"): "Effort dice"}
PENALTIES = (NC_("penalty", "mechanical"), NC_("penalty", "dramatic"))
RANK0 = ("move", "hide", "lift")

#: how a battle ends (Term kind "outcome")
OUTCOMES = (NC_("outcome", "victory"), NC_("outcome", "defeat"), NC_("outcome", "peace"), NC_("outcome", "ended"))
#: a command's name on its button (Term kind "command")
COMMAND_NAMES = (NC_("command", "imbalance"), NC_("command", "roll"), NC_("command", "bid"), NC_("command", "pass_bid"),
                 NC_("command", "attack"), NC_("command", "defend"), NC_("command", "take_hit"),
                 NC_("command", "buy_down"), NC_("command", "give_in"), NC_("command", "injure"),
                 NC_("command", "kill"), NC_("command", "spare"), NC_("command", "move"), NC_("command", "hide"),
                 NC_("command", "lift"), NC_("command", "awaken"), NC_("command", "action"),
                 NC_("command", "break_free"), NC_("command", "release"), NC_("command", "end_turn"),
                 NC_("command", "lower_initiative"), NC_("command", "death_token"), NC_("command", "end_round"),
                 NC_("command", "override"), NC_("command", "set_order"), NC_("command", "secrecy"))
#: the words a view says as labels that no label_term("...") names: a participant's statuses
STATUS_WORDS = (N_("acting"), N_("dead"), N_("vanquished"), N_("hidden"), N_("held"), N_("holding"))

#: what a roll is for, as the dice box says whose roll the dice typed at the table feed (Term kind "roll")
ROLL_EFFORT = Term("roll", "effort", "Effort")
ROLL_REACH = Term("roll", "reach", "Reach")
ROLL_HEAVY = Term("roll", "heavy", "Heavy")


def advantage_term(key: str) -> Term:
    return Term("advantage", key, ADVANTAGE_NAMES.get(key, key))


def keyword_term(key: str) -> Term:
    """A technique's keyword as the interface names it ("Offensive"; the file holds "offensive")."""
    return Term("keyword", key, key.capitalize())


def imbalance_term(name: str, ja: str | None = None) -> Term:
    """An Imbalance's name: the rules' own from the catalog, a file's own with the Japanese it gives (``ja``)."""
    return name_term(name, ja) if ja else Term("imbalance", name, name)
